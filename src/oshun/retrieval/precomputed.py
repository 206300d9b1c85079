"""Precomputed vectors shipped with the package (the demo library's), imported at start-up.

They are derived data, never trusted blindly: each row carries the sha256 of the text it was
computed from and the model id of the weights, and only rows whose hash is a passage of the
library being served, under the model id in use, are stored. The file is int8 with a float32
scale per row (a quarter of float32's size; cosine error under 1e-3), rebuilt by
``bench/demo_vectors.py``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy

from oshun.retrieval.vectors import VectorStore

DEMO_VECTORS = Path(__file__).parent / "data" / "demo-vectors.npz"


def save_precomputed(
    path: Path, model_id: str, hashes: Sequence[str], vectors: numpy.ndarray
) -> None:
    scales = numpy.maximum(numpy.abs(vectors).max(axis=1), 1e-12).astype(numpy.float32)
    quantised = numpy.rint(vectors / scales[:, None] * 127).astype(numpy.int8)
    digests = numpy.frombuffer(b"".join(bytes.fromhex(h) for h in hashes), dtype=numpy.uint8)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        numpy.savez_compressed(
            handle,
            model_id=numpy.array(model_id),
            hashes=digests.reshape(len(hashes), 32),
            vectors=quantised,
            scales=scales,
        )


def load_precomputed(path: Path) -> tuple[str, list[str], numpy.ndarray]:
    """(model id, hashes, float32 unit vectors) of a precomputed file."""
    with numpy.load(path, allow_pickle=False) as data:
        model_id = str(data["model_id"])
        hashes = [bytes(row).hex() for row in data["hashes"]]
        vectors = data["vectors"].astype(numpy.float32) * (data["scales"][:, None] / 127)
    norms = numpy.maximum(numpy.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    return model_id, hashes, (vectors / norms).astype(numpy.float32)


def import_precomputed(store: VectorStore, path: Path, model_id: str, wanted: Iterable[str]) -> int:
    """Store the rows of ``path`` that the library needs and lacks; returns how many."""
    if not path.is_file():
        return 0
    file_model, hashes, vectors = load_precomputed(path)
    if file_model != model_id:
        return 0
    wanted = set(wanted)
    needed = wanted - store.present(model_id, wanted)
    rows = [row for row, digest in enumerate(hashes) if digest in needed]
    for start in range(0, len(rows), 2000):
        chunk = rows[start : start + 2000]
        store.put(model_id, [hashes[row] for row in chunk], vectors[chunk])
    return len(rows)
