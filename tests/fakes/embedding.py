"""A real wrapper around an embedder that counts what it embeds (not a mock: it delegates)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy

from oshun.retrieval.embedding import Embedder


class CountingEmbedder:
    """Delegates to ``inner`` and records every text it was asked to embed."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self.texts: list[str] = []

    def embed(self, texts: Sequence[str]) -> numpy.ndarray:
        self.texts.extend(texts)
        return self.inner.embed(texts)
