"""Regenerate the demo library's precomputed passage vectors (``retrieval/data/demo-vectors.npz``).

The bundled demo library (the CIA World Factbook package) has ~33,500 short passages; embedding
them takes minutes on two cores, and the first ``bin/serve`` must be hybrid at once. So the
vectors ship with the package as derived data: each row keyed by the sha256 of the text the
model reads (title, heading, text) and stamped with the model id, stored as int8 with one
float32 scale a row (~13 MB; cosine error below 1e-3). At start-up ``oshun serve`` imports the
rows whose hash matches a passage of the library it holds, so a changed Factbook package only
costs the passages that changed. Run again after a change to the demo library, the embedding
text, or the model (rows that still match are kept; only the rest is embedded):

    nice .venv/bin/python -m bench.demo_vectors [--out src/oshun/retrieval/data/demo-vectors.npz]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy

from oshun.retrieval.embedding import OnnxEmbedder
from oshun.retrieval.precomputed import DEMO_VECTORS, load_precomputed, save_precomputed
from oshun.retrieval.vectors import embedding_text, text_hash
from oshun.settings import Settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEMO_VECTORS)
    args = parser.parse_args(argv)
    from oshun.corpus.demo import factbook_works

    settings = Settings()
    texts: dict[str, str] = {}
    for work in factbook_works(settings.passage_max_chars):
        for passage in work.passages:
            text = embedding_text(work.title, passage.heading, passage.text)
            texts.setdefault(text_hash(text), text)
    embedder = OnnxEmbedder.from_settings(settings)
    hashes = sorted(texts)
    # Rows of the current file that still match (same text hash, same model) are kept as
    # they are; only new or changed passages are embedded.
    kept: dict[str, numpy.ndarray] = {}
    if args.out.is_file():
        model_id, old_hashes, old_vectors = load_precomputed(args.out)
        if model_id == embedder.model_id:
            kept = {h: old_vectors[row] for row, h in enumerate(old_hashes) if h in texts}
    missing = [h for h in hashes if h not in kept]
    print(f"{len(kept)} rows kept, {len(missing)} to embed", file=sys.stderr)
    started = time.perf_counter()
    for start in range(0, len(missing), 1024):
        chunk = missing[start : start + 1024]
        kept.update(zip(chunk, embedder.embed([texts[h] for h in chunk]), strict=True))
        done = start + len(chunk)
        rate = done / (time.perf_counter() - started)
        print(f"embedded {done}/{len(missing)} ({rate:.1f} passages/s)", file=sys.stderr)
    save_precomputed(args.out, embedder.model_id, hashes, numpy.stack([kept[h] for h in hashes]))
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
