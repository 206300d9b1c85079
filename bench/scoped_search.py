"""Source-set filters in search (issue 11): exactness, starvation and latency.

On the demo library with half of its works moved into a private set, for questions about
the countries of both halves, compares in one run:

* **in-index filter** (what OSHUN does: Tantivy's constant-score set clause, dense row mask);
* **post-filter** (the top k of the whole library, then the other set's hits dropped);
* **unscoped** search (the baseline latency).

Exactness: the filtered top k must equal the top k of the allowed passages (the whole
library's top 2,000, filtered). Starvation: how many of k results a post-filter keeps.

    .venv/bin/python -m bench.scoped_search [--data-dir DIR] [--questions 200] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from sqlalchemy import select, update

from oshun.cli.main import build_demo
from oshun.corpus.ingest import reindex
from oshun.corpus.sets import DEMO, ensure_set
from oshun.retrieval.analysis import terms
from oshun.retrieval.scope import Scope
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Work

PRIVATE = "bench-private"
K = 10


def _library(data_dir: Path) -> Services:
    services = Services.build(Settings(data_dir=data_dir, demo_library=True, retrieval="bm25"))
    if services.nisaba.is_empty():
        build_demo(services, quiet=True)
    ensure_set(services.db, PRIVATE, "Bench private half", shared=False)
    with services.db.session() as session:
        ids = sorted(session.scalars(select(Work.id)).all())
        moved = ids[::2]
        session.execute(update(Work).where(Work.id.in_(moved)).values(source_set=PRIVATE))
    reindex(services.db, services.settings)
    return services


def _ms(fn: object, runs: list[float]) -> object:
    started = time.perf_counter()
    result = fn()  # type: ignore[operator]
    runs.append((time.perf_counter() - started) * 1000)
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="oshun-scoped-"))
    services = _library(data_dir)
    with services.db.session() as session:
        titles = sorted(session.scalars(select(Work.title)).all())
    rng = random.Random(11)
    fields = ["population", "capital", "climate", "exports", "languages", "area", "currency"]
    questions = [f"{rng.choice(fields)} of {rng.choice(titles)}" for _ in range(args.questions)]
    index = services.nisaba.live()
    shared = frozenset([DEMO, "library"])
    times: dict[str, list[float]] = {"unscoped": [], "in-index filter": [], "post-filter": []}
    exact = kept_post = kept_index = 0
    for question in questions:
        query = terms(question)
        _ms(lambda q=query: index.search(q, K), times["unscoped"])
        filtered = _ms(lambda q=query: index.search(q, K, shared), times["in-index filter"])
        post = _ms(lambda q=query: index.search(q, K), times["post-filter"])
        allowed = {h[0] for h in index.search(query, 2000, shared)}
        kept = [h for h in post if h[0] in allowed]  # type: ignore[union-attr]
        deep = [h for h in index.search(query, 2000) if h[0] in allowed][:K]
        exact += [h[0] for h in filtered] == [h[0] for h in deep]  # type: ignore[union-attr]
        kept_post += len(kept)
        kept_index += len(filtered)  # type: ignore[arg-type]
    n = len(questions)
    report = {
        "passages": index.num_docs,
        "questions": n,
        "k": K,
        "exactTopK": round(exact / n, 4),
        "meanResultsInIndexFilter": round(kept_index / n, 2),
        "meanResultsPostFilter": round(kept_post / n, 2),
        "p50ms": {name: round(statistics.median(v), 3) for name, v in times.items()},
        "p95ms": {name: round(statistics.quantiles(v, n=20)[18], 3) for name, v in times.items()},
        "scope": Scope.of(shared).key,
    }
    services.close()
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for key, value in report.items():
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()
