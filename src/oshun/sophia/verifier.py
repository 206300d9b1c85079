"""The verifier: a small cross-encoder that judges whether a quote answers the question.

The gate's other signals measure words (which question terms a sentence holds) and the
passage's cosine with the question. Neither reads the question *with* the sentence: "How
many people live in Nigeria?" shares "live" with "993 deaths/100,000 live births", and a
passage about a country's people sits close to the question in embedding space whatever
number it gives. A cross-encoder reads both at once (one BERT pass over
``[CLS] question [SEP] title. quote [SEP]``) and returns the probability that the quote
answers the question.

The model is all-MiniLM-L6-v2 (Apache-2.0, the same weights and WordPiece tokenizer as the
embedding model) fine-tuned as a classifier on question ↔ sentence pairs of the **fit half**
of the visible SQuAD 2.0 set only (``bench/fit_verifier.py``), exported to ONNX and quantised
to int8 (``models/README.md`` records data, command, commit and sha256, checked at load).
It is one more signal of the dense gate (``gate.VERIFIER_SIGNAL``), refitted with it; it
reads only the best few hits (``Settings.sophia_verifier_depth``): a pair costs ~7 ms on two
idle cores (a SQuAD answer's median goes from ~12 to ~46 ms; docs/evaluation.md).

``Verifier`` is the one-method interface the engine codes against; ``OnnxVerifier`` the real
implementation. A missing or altered model file raises ``ModelUnavailable`` and Sophia
answers with the gate that does not weigh the verifier.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy

from oshun.errors import ModelUnavailable
from oshun.retrieval.embedding import cpu_session, pinned_tokenizer, read_pinned

if TYPE_CHECKING:
    from oshun.settings import Settings

MODELS = Path(__file__).parent / "models"
#: The verifier's provenance and pin: file name, sha256, the word pieces it was trained on.
MANIFEST = MODELS / "verifier.json"


class Verifier(Protocol):
    """Scores (question, quote) pairs: the probability that each quote answers it."""

    model_id: str

    def score(self, question: str, quotes: Sequence[tuple[str, str]]) -> list[float]:
        """One probability in [0, 1] per ``(title, quote)``, in order."""
        ...


def quote_text(title: str, quote: str) -> str:
    """The second segment the verifier was trained on: the work's title, then the quote."""
    return f"{title}. {quote}" if title else quote


class OnnxVerifier:
    """The fine-tuned MiniLM cross-encoder (int8 ONNX) on onnxruntime's CPU provider."""

    def __init__(self, manifest: Path = MANIFEST, *, threads: int = 0) -> None:
        try:
            pin = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ModelUnavailable(f"the verifier's manifest {manifest} cannot be read") from exc
        path = manifest.parent / pin["file"]
        weights = read_pinned(path, pin["sha256"], "verifier model")
        self.model_id = f"{pin['version']}@{pin['sha256'][:12]}"
        self.max_tokens = int(pin["max_tokens"])
        # A long quote loses its tail (training truncated only the quote; a question of
        # more than half the window is cut too rather than refused).
        self._tokenizer = pinned_tokenizer(self.max_tokens, "longest_first")
        self._session = cpu_session(weights, threads, f"verifier model {path}")

    @classmethod
    def from_settings(cls, settings: Settings, manifest: Path | None = None) -> OnnxVerifier:
        """The verifier of the manifest shipped with OSHUN (``MANIFEST``, read when called)."""
        return cls(manifest or MANIFEST, threads=settings.embedding_threads)

    def score(self, question: str, quotes: Sequence[tuple[str, str]]) -> list[float]:
        if not quotes:
            return []
        pairs = [(question, quote_text(title, quote)) for title, quote in quotes]
        encodings = self._tokenizer.encode_batch(pairs, add_special_tokens=True)
        width = max(len(e.ids) for e in encodings)
        ids = numpy.zeros((len(pairs), width), dtype=numpy.int64)
        mask = numpy.zeros_like(ids)
        types = numpy.zeros_like(ids)
        for row, encoding in enumerate(encodings):
            n = len(encoding.ids)
            ids[row, :n] = encoding.ids
            mask[row, :n] = 1
            types[row, :n] = encoding.type_ids
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
        out = self._session.run(["score"], feeds)[0]
        return [float(value) for value in numpy.asarray(out).reshape(-1)]
