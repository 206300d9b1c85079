"""Hot-path bench: what a search costs above the raw index call, in one run.

A BEIR corpus is ingested into a throw-away library (BM25 only: no passage vectors) exactly as
``oshun ingest`` does; then every query of a BEIR queries file runs, one at a time and the
three systems taking turns, through

- **index**: the raw backend call (``SearchBackend.search`` on analysed terms) — the floor;
- **nisaba**: ``Nisaba.search`` — what the search route and page get (query checks, the live
  index, the passages' records from the database), snippets aside;
- **nisaba-uncached**: the same with the passage-record cache emptied before each call, so
  every record is read from the database (a query whose hits no earlier search returned);
- **nisaba+snippets**: the same plus the snippet of every hit, as the search page shows them.

Each query's latency is the best of ``--repeats`` runs; the report gives medians and p95 at
the top 10 and the top 100, and the ratio of each system to the raw index call.
``--data-dir DIR`` measures a library already ingested there instead (the scale curve:
docs/scale.md), and ``--questions FILE`` adds the answer latency (``Sophia.answer``, each
question once) and the library's size on disk. Query and question files are JSON lines with
``text`` or ``q``.

    .venv/bin/python -m bench.hot_path --corpus ../shared/eval/scifact/corpus.jsonl.gz \
        --queries ../shared/eval/scifact/queries.jsonl [--json]
    .venv/bin/python -m bench.hot_path --data-dir DIR --queries Q --questions Q2 [--limit N]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from oshun.corpus.ingest import ingest_paths
from oshun.evaluation.metrics import median, percentile
from oshun.retrieval.analysis import terms
from oshun.services import Services
from oshun.settings import Settings
from oshun.web.snippets import snippet_html

System = Callable[[str, int], object]


def measure(
    systems: dict[str, System], queries: list[str], k: int, repeats: int
) -> dict[str, list[float]]:
    """Per system, each query's best-of-``repeats`` latency in ms (systems take turns)."""
    latencies: dict[str, list[float]] = {name: [] for name in systems}
    names = list(systems)
    for number, query in enumerate(queries):
        order = names if number % 2 == 0 else names[::-1]
        best = dict.fromkeys(order, float("inf"))
        for _ in range(repeats):
            for name in order:
                started = time.perf_counter()
                systems[name](query, k)
                best[name] = min(best[name], (time.perf_counter() - started) * 1000)
        for name in names:
            latencies[name].append(best[name])
    return latencies


def load_texts(path: Path) -> list[str]:
    """``text`` (BEIR queries) or ``q`` of every JSON line."""
    texts = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            texts.append(str(record.get("text") or record.get("q") or ""))
    return [text for text in texts if text]


def _disk_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def run(
    corpus: Path | None,
    queries_path: Path,
    repeats: int,
    limit: int | None,
    data_dir: Path | None = None,
    questions_path: Path | None = None,
) -> dict[str, object]:
    queries = load_texts(queries_path)[:limit]
    with tempfile.TemporaryDirectory(prefix="oshun-hot-") as scratch:
        settings = Settings(
            data_dir=data_dir or Path(scratch),
            database_url=None,
            demo_library=False,
            retrieval="bm25",
        )
        services = Services.build(settings)
        try:
            if corpus is not None:
                ingest_paths(services.db, settings, [corpus], collection="bench")
            nisaba = services.nisaba

            def raw(query: str, k: int) -> object:
                return nisaba.live().search(terms(query), k)

            def search(query: str, k: int) -> object:
                return nisaba.search(query, k)

            def uncached(query: str, k: int) -> object:
                nisaba._cache = (None, {})  # every record from the database
                return nisaba.search(query, k)

            def with_snippets(query: str, k: int) -> object:
                found = nisaba.search_results(query, k)
                wanted = set(found.terms)
                return [snippet_html(hit.passage.text, wanted) for hit in found.hits]

            systems: dict[str, System] = {
                "index": raw,
                "nisaba": search,
                "nisaba-uncached": uncached,
                "nisaba+snippets": with_snippets,
            }
            report: dict[str, object] = {
                "queries": len(queries),
                "passages": nisaba.live().num_docs,
                "diskBytes": _disk_bytes(settings.data_dir),
            }
            for k in (10, 100):
                latencies = measure(systems, queries, k, repeats)
                floor = median(latencies["index"])
                report[f"top{k}"] = {
                    name: {
                        "medianMs": round(median(values), 4),
                        "p95Ms": round(percentile(values, 0.95), 4),
                        "ratioToIndex": round(median(values) / floor, 2) if floor else None,
                    }
                    for name, values in latencies.items()
                }
            if questions_path is not None:
                answers = []
                for question in load_texts(questions_path)[:limit]:
                    started = time.perf_counter()
                    services.sophia.answer(question)
                    answers.append((time.perf_counter() - started) * 1000)
                report["answers"] = {
                    "questions": len(answers),
                    "medianMs": round(median(answers), 3),
                    "p95Ms": round(percentile(answers, 0.95), 3),
                }
        finally:
            services.close()
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=None, help="BEIR corpus to ingest.")
    parser.add_argument("--data-dir", type=Path, default=None, help="An ingested library.")
    parser.add_argument("--questions", type=Path, default=None)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--limit", type=int, default=None, help="Only the first N queries.")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if (args.corpus is None) == (args.data_dir is None):
        parser.error("give --corpus or --data-dir")
    report = run(args.corpus, args.queries, args.repeats, args.limit, args.data_dir, args.questions)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print(
        f"{report['passages']} passages, {report['diskBytes'] / 2**20:.0f} MiB on disk; "
        f"{report['queries']} queries, best of {args.repeats}, medians (p95), ms"
    )
    for k in (10, 100):
        print(f"top {k}:")
        for name, figures in report[f"top{k}"].items():  # type: ignore[attr-defined]
            print(
                f"  {name:<16} {figures['medianMs']:8.3f} ({figures['p95Ms']:.3f})"
                f"  × {figures['ratioToIndex']} the index call"
            )
    if "answers" in report:
        answers = report["answers"]
        print(f"answers: {answers}")


if __name__ == "__main__":
    main()
