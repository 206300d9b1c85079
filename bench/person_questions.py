"""Ask the person-phrased Factbook set through ``POST /v1/sophia/answer`` and score it.

The demo library is built into a throw-away data directory exactly as ``oshun eval answers
--corpus demo`` builds it (or taken from ``--data-dir``, built there when empty), the app is
made with ``create_app(settings, services)`` and every question is posted through HTTPX's
ASGI transport — the same route, validation and envelope a client gets, in one process.
Latency is the client's: from the request to the parsed response.

Figures (``bench/person_score.py`` holds the rules): answered %, first witness = asked
country's asked field (% of answered), wrong with confidence ≥ 0.8 (% of answered),
unanswerable abstained %, a per-field breakdown, comparison/multi-part figures, median and
p95 latency — for the ``fit`` half, the ``heldout`` half (phrasings the fit half never uses)
and all rows. Tune on ``fit``; report ``heldout``.

    .venv/bin/python -m bench.person_questions [--questions FILE] [--split heldout] [--json]
        [--data-dir DIR] [--limit N] [--misses N] [--details rows.jsonl]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import select

from bench.person_score import Places, Scored, score, summarise
from bench.person_set import DEFAULT_OUT, load
from oshun.app import create_app
from oshun.retrieval.backfill import import_vectors
from oshun.services import Services
from oshun.settings import Settings
from oshun.store import Passage, Work

ROUTE = "/v1/sophia/answer"
SPLITS = ("fit", "heldout", "all")
WARM_UP = "What is the capital of Mongolia?"
#: (score, wire envelope) of every asked row, in row order
Results = list[tuple[Scored, dict[str, Any]]]


@contextmanager
def demo_services(data_dir: Path | None) -> Iterator[Services]:
    """Services over the demo library, built as ``oshun serve`` builds it, in ``data_dir`` or
    a throw-away directory. An existing library there is brought up to date (unchanged works
    are skipped, so a second run only rebuilds the index)."""
    from oshun.corpus.demo import COLLECTION, factbook_works
    from oshun.corpus.ingest import ingest_works

    with tempfile.TemporaryDirectory(prefix="oshun-person-") as scratch:
        directory = data_dir or Path(scratch)
        settings = Settings(data_dir=directory, database_url=None, demo_library=False)
        services = Services.build(settings)
        try:
            works = factbook_works(settings.passage_max_chars)
            ingest_works(services.db, settings, works, COLLECTION)
            # As serve does: the demo's precomputed passage vectors, so search is hybrid
            # and the field model reads them from the first question.
            import_vectors(settings.index_dir, services.db, services.nisaba.dense)
            yield services
        finally:
            services.close()


def places(services: Services) -> Places:
    """passage id → (work external id, heading), read from the library's database."""
    with services.db.session() as session:
        rows = session.execute(
            select(Passage.id, Work.external_id, Passage.heading).join(
                Work, Work.id == Passage.work_id
            )
        )
        return {pid: (str(ext), str(heading or "")) for pid, ext, heading in rows}


async def _ask(services: Services, rows: list[dict[str, Any]], where: Places) -> Results:
    # One client asks every row: the per-client answer limit is lifted for the bench.
    settings = services.settings.model_copy(update={"answer_rate_limit": ""})
    bench = Services(settings=settings, db=services.db, nisaba=services.nisaba)
    app = create_app(settings, bench)
    transport = httpx.ASGITransport(app=app)
    results: Results = []
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as client:
        await client.post(ROUTE, json={"q": WARM_UP})  # first-request set-up is not timed
        for number, row in enumerate(rows, start=1):
            started = time.perf_counter()
            response = await client.post(ROUTE, json={"q": row["question"]})
            envelope = response.json() if response.status_code == 200 else {}
            ms = (time.perf_counter() - started) * 1000
            results.append((score(row, envelope, where, ms, response.status_code), envelope))
            if number % 50 == 0:
                print(f"  {number}/{len(rows)}", file=sys.stderr, flush=True)
    return results


def ask(services: Services, rows: list[dict[str, Any]], where: Places) -> Results:
    """Post every row to the route; on a thread of its own, so a caller that already runs an
    event loop (a notebook, a test after Playwright's) can use it too."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, _ask(services, rows, where)).result()


def run_with_places(
    rows: list[dict[str, Any]], data_dir: Path | None = None
) -> tuple[Results, Places]:
    """Every row asked and scored, with its envelope, in row order; and the passage map."""
    with demo_services(data_dir) as services:
        where = places(services)
        return ask(services, rows, where), where


def run(rows: list[dict[str, Any]], data_dir: Path | None = None) -> Results:
    """Every row asked and scored, with its envelope, in row order."""
    return run_with_places(rows, data_dir)[0]


def report(scored: list[Scored]) -> dict[str, Any]:
    """Figures for the fit half, the held-out half and all rows."""
    return {
        split: summarise(s for s in scored if split == "all" or s.split == split)
        for split in SPLITS
    }


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:.1f} %"


def print_report(figures: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    table = Table(title="Person-phrased Factbook set via POST /v1/sophia/answer")
    table.add_column("figure")
    for split in figures:
        table.add_column(f"{split} ({figures[split]['questions']})", justify="right")

    def line(label: str, *path: str) -> None:
        values = []
        for split in figures:
            value: Any = figures[split]
            for key in path:
                value = value[key]
            values.append(_pct(value))
        table.add_row(label, *values)

    line("answered (answerable)", "answerable", "answered")
    line("first witness = asked country's asked field", "answerable", "firstWitnessRight")
    line("first witness = asked country", "answerable", "firstWitnessRightWork")
    line("some witness = asked country's asked field", "answerable", "anyWitnessRight")
    line("wrong with confidence ≥ 0.8", "answerable", "wrongConfident")
    line("… shares a heading word: answered", "wording", "sharesHeadingWord", "answered")
    line("   first witness right", "wording", "sharesHeadingWord", "firstWitnessRight")
    line("… shares no heading word: answered", "wording", "sharesNoHeadingWord", "answered")
    line("   first witness right", "wording", "sharesNoHeadingWord", "firstWitnessRight")
    line("unanswerable abstained", "unanswerable", "abstained")
    line("unanswerable answered with confidence ≥ 0.8", "unanswerable", "answeredConfident")
    line("compare/multi answered", "parts", "answered")
    line("compare/multi: first witness in a part", "parts", "firstWitnessInAPart")
    line("compare/multi: every part cited", "parts", "allPartsCited")
    line("compare/multi: parts cited", "parts", "partsCited")
    table.add_row(
        "latency median / p95 (ms)",
        *(
            f"{f['latency']['medianMs']:.1f} / {f['latency']['p95Ms']:.1f}"
            for f in figures.values()
        ),
    )
    table.add_row("HTTP errors", *(str(f["errors"]) for f in figures.values()))
    console.print(table)

    fields = Table(title="Per field (all rows; first witness and wrong-confident: % of answered)")
    for name in ("field", "n", "answered", "first right", "right work", "wrong ≥ 0.8"):
        fields.add_column(name, justify="left" if name == "field" else "right")
    for name, f in figures["all"]["fields"].items():
        fields.add_row(
            name,
            str(f["questions"]),
            _pct(f["answered"]),
            _pct(f["firstWitnessRight"]),
            _pct(f["firstWitnessRightWork"]),
            _pct(f["wrongConfident"]),
        )
    console.print(fields)


def write_details(
    results: Results,
    rows: list[dict[str, Any]],
    where: Places,
    out: Path,
) -> None:
    """One JSON line per row: the question, what was scored and the first witness's heading."""
    by_id = {row["id"]: row for row in rows}
    with out.open("w", encoding="utf-8") as handle:
        for scored, envelope in results:
            citations = envelope.get("citations") or []
            first_id = str(citations[0].get("id")) if citations else None
            first = where.get(first_id) if first_id else None
            detail = {
                **asdict(scored),
                "question": by_id[scored.id]["question"],
                "firstWitness": first_id,
                "firstWitnessWork": first[0] if first else None,
                "firstWitnessHeading": first[1] if first else None,
                "groundingState": envelope.get("groundingState"),
            }
            handle.write(json.dumps(detail, ensure_ascii=False) + "\n")


def _misses(results: Results, rows: list[dict[str, Any]], n: int) -> None:
    """The first ``n`` answerable rows whose first witness is wrong, for reading."""
    by_id = {row["id"]: row for row in rows}
    shown = 0
    for scored, envelope in results:
        if shown >= n or not (scored.answerable and scored.answered and not scored.first_right):
            continue
        shown += 1
        first = (envelope.get("citations") or [{}])[0]
        row = by_id[scored.id]
        print(
            f"{scored.id} [{scored.field}] {row['question']!r} → {first.get('id')} "
            f"({scored.confidence:.2f})"
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--split", choices=SPLITS, default="all", help="rows to ask")
    parser.add_argument("--data-dir", type=Path, help="reuse (or build) the demo library here")
    parser.add_argument("--limit", type=int, help="ask only the first N rows")
    parser.add_argument("--json", action="store_true", help="machine-readable figures")
    parser.add_argument("--misses", type=int, default=0, help="list N wrong first witnesses")
    parser.add_argument("--details", type=Path, help="write one JSON line per row here")
    args = parser.parse_args(argv)
    rows = [r for r in load(args.questions) if args.split in ("all", r.get("split"))]
    rows = rows[: args.limit] if args.limit else rows
    if not rows:
        parser.error(f"no question in {args.questions} for split {args.split}")
    results, where = run_with_places(rows, args.data_dir)
    if args.details:
        write_details(results, rows, where, args.details)
    figures = report([s for s, _ in results])
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print_report(figures)
    if args.misses:
        _misses(results, rows, args.misses)


if __name__ == "__main__":
    main()
