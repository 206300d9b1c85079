"""Regenerate the demo library's precomputed passage vectors (``retrieval/data/demo-vectors.npz``).

The bundled demo library (the CIA World Factbook package) has ~33,500 short passages; embedding
them takes minutes on two cores, and the first ``bin/serve`` must be hybrid at once. So the
vectors ship with the package as derived data: each row keyed by the sha256 of the text the
model reads (title, heading, text) and stamped with the model id, stored as int8 with one
float32 scale a row (~13 MB; cosine error below 1e-3). At start-up ``oshun serve`` imports the
rows whose hash matches a passage of the library it holds, so a changed Factbook package only
costs the passages that changed. Run again after a change to the demo library, the embedding
text, or the model:

    nice .venv/bin/python -m bench.demo_vectors [--out src/oshun/retrieval/data/demo-vectors.npz]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from oshun.retrieval.embedding import OnnxEmbedder
from oshun.retrieval.precomputed import DEMO_VECTORS, save_precomputed
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
    started = time.perf_counter()
    chunks = []
    for start in range(0, len(hashes), 1024):
        chunk = hashes[start : start + 1024]
        chunks.append(embedder.embed([texts[h] for h in chunk]))
        done = start + len(chunk)
        rate = done / (time.perf_counter() - started)
        print(f"embedded {done}/{len(hashes)} ({rate:.1f} passages/s)", file=sys.stderr)
    import numpy

    save_precomputed(args.out, embedder.model_id, hashes, numpy.concatenate(chunks))
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
