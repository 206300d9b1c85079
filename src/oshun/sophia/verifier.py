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

import gzip
import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy

from oshun.errors import ModelUnavailable
from oshun.retrieval.embedding import TOKENIZER_PATH, TOKENIZER_SHA256, _read_pinned, sha256_of

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
        import onnxruntime
        from tokenizers import Tokenizer

        try:
            pin = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ModelUnavailable(f"the verifier's manifest {manifest} cannot be read") from exc
        path = manifest.parent / pin["file"]
        weights = _read_pinned(path, pin["sha256"], "verifier model")
        tokenizer_json = gzip.decompress(TOKENIZER_PATH.read_bytes())
        if sha256_of(tokenizer_json) != TOKENIZER_SHA256:
            raise ModelUnavailable(f"the vendored tokenizer {TOKENIZER_PATH} is not the pinned one")
        self.model_id = f"{pin['version']}@{pin['sha256'][:12]}"
        self.max_tokens = int(pin["max_tokens"])
        self._tokenizer = Tokenizer.from_str(tokenizer_json.decode("utf-8"))
        self._tokenizer.no_padding()
        # A long quote loses its tail (training truncated only the quote; a question of
        # more than half the window is cut too rather than refused).
        self._tokenizer.enable_truncation(max_length=self.max_tokens, strategy="longest_first")
        options = onnxruntime.SessionOptions()
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.enable_cpu_mem_arena = False
        options.enable_mem_pattern = False
        if threads > 0:
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
        try:
            self._session = onnxruntime.InferenceSession(
                weights, sess_options=options, providers=["CPUExecutionProvider"]
            )
        except Exception as exc:  # onnxruntime raises its own untyped errors
            raise ModelUnavailable(f"the verifier model {path} cannot be loaded: {exc}") from exc

    @classmethod
    def from_settings(cls, settings: Settings) -> OnnxVerifier:
        return cls(threads=settings.embedding_threads)

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
