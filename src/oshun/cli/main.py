"""The ``oshun`` command line. Every command has ``--help``; read commands take ``--json``."""

from __future__ import annotations

import gc
import json
import os
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from oshun.cli.console import err, out, progress_bar
from oshun.cli.vectors import embed_live
from oshun.corpus.ingest import IngestReport, ingest_paths, ingest_works, reindex
from oshun.corpus.records import KINDS
from oshun.corpus.sets import DEMO, ensure_set, get_set
from oshun.errors import InvalidInput, NotFound, SearchUnavailable
from oshun.retrieval.backfill import import_vectors
from oshun.services import Services
from oshun.settings import Settings

app = typer.Typer(
    help="OSHUN: grounded answers over a document library.",
    no_args_is_help=True,
    add_completion=False,
)
eval_app = typer.Typer(help="Measure OSHUN on evaluation data.", no_args_is_help=True)
app.add_typer(eval_app, name="eval")

#: How long a serving worker may take to answer its supervisor before it is deemed hung.
WORKER_START_SECONDS = 60
#: Exit code when a run finished but skipped something (a broken file).
EXIT_SKIPPED = 2

JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]
EmbedOpt = Annotated[
    bool,
    typer.Option(
        "--embed/--no-embed",
        help="Compute missing passage vectors now (hybrid search); --no-embed leaves them to "
        "`oshun embed` or `oshun serve`.",
    ),
]


def _services() -> Services:
    return Services.build(Settings())


def build_demo(services: Services, quiet: bool = False) -> IngestReport:
    """Build the bundled CIA World Factbook library."""
    from oshun.corpus.demo import COLLECTION, factbook_works

    ensure_set(services.db, DEMO, "Demo library (CIA World Factbook)", shared=True)
    works = list(factbook_works(services.settings.passage_max_chars))
    with progress_bar() as bar:
        task = bar.add_task("Building the demo library", total=len(works), visible=not quiet)

        def step(done: int, total: int, label: str) -> None:
            bar.update(task, completed=done, description=f"Demo library: {label}")

        report = ingest_works(
            services.db,
            services.settings,
            works,
            COLLECTION,
            progress=step,
            total=len(works),
            source_set=DEMO,
        )
    # The demo's vectors ship precomputed (bench/demo_vectors.py): hybrid search at once.
    import_vectors(services.settings.index_dir, services.db, services.nisaba.dense)
    return report


def _print_report(report: IngestReport, as_json: bool) -> None:
    if as_json:
        out.print_json(json.dumps(report.as_dict()))
        return
    for problem in report.skipped:
        err.print(f"[yellow]skipped[/] {problem}")
    out.print(
        f"{report.works} works ({report.works_added} added, {report.works_updated} updated, "
        f"{report.works_unchanged} unchanged), {report.passages} passages written, "
        f"{len(report.skipped)} skipped, {report.seconds:.2f} s; "
        f"corpus version {report.corpus_version}"
    )


@app.command()
def serve(
    host: Annotated[str | None, typer.Option(help="Address to bind (OSHUN_HOST).")] = None,
    port: Annotated[int | None, typer.Option(help="Port to listen on (OSHUN_PORT).")] = None,
    workers: Annotated[
        int | None,
        typer.Option(min=0, help="Server processes (OSHUN_WORKERS; default: one per CPU core)."),
    ] = None,
) -> None:
    """Serve the web app and JSON API. Builds the demo library on first start if enabled."""
    import uvicorn

    from oshun.app import create_app, server_options
    from oshun.logs import configure

    settings = Settings()
    # The address actually served decides the default public origin and allowed hosts.
    settings = settings.model_copy(
        update={
            "host": host or settings.host,
            "port": settings.port if port is None else port,
            "workers": settings.workers if workers is None else workers,
        }
    )
    processes = settings.workers or os.cpu_count() or 1
    configure(settings.log_level)
    services = Services.build(settings)
    if settings.demo_library and services.nisaba.is_empty():
        err.print("Empty library: building the demo library (CIA World Factbook)…")
        report = build_demo(services)
        err.print(f"Demo library ready: {report.works} works, {report.passages} passages.")
    elif services.nisaba.is_empty():
        err.print("The library is empty: add documents with `oshun ingest PATH…`.")
    # A missing, broken or stale index (an ingest killed before its reindex) is rebuilt now.
    outcome = services.keeper.check()
    if outcome != "ok":
        err.print(f"Search index: {outcome}")
    # Missing vectors are filled in by this process only, whatever the number of workers,
    # or by `oshun worker` when jobs run in PostgreSQL.
    services.request_vectors()
    err.print(f"Search: {services.nisaba.vector_status().label}")
    err.print(
        f"OSHUN serving on http://{settings.host}:{settings.port}/ (data in {settings.data_dir}, "
        f"{processes} worker{'s' if processes != 1 else ''})"
    )
    options = server_options(settings)
    if processes == 1:
        uvicorn.run(create_app(settings, services), **options)
        return
    # Each worker process builds its own app from the environment (the factory below), so
    # the address and the worker count chosen here are handed down through it.
    os.environ["OSHUN_HOST"] = settings.host
    os.environ["OSHUN_PORT"] = str(settings.port)
    if settings.embedding_threads == 0:  # the cores are shared out, not each taken by all
        os.environ["OSHUN_EMBEDDING_THREADS"] = str(max(1, (os.cpu_count() or 1) // processes))
    # A worker that starts on a busy machine (imports, the embedding model) may take longer
    # than uvicorn's 5 s to answer its supervisor's first ping; it is not hung, so wait.
    uvicorn.run(
        "oshun.app:worker_app",
        factory=True,
        workers=processes,
        timeout_worker_healthcheck=WORKER_START_SECONDS,
        **options,
    )
    services.close()


@app.command()
def worker() -> None:
    """Run the jobs waiting in PostgreSQL (OSHUN_JOBS=postgres) until stopped: upload
    ingests and the library's missing passage vectors; a job of a worker that died is
    retried here. Start one per machine or more."""
    from oshun.logs import configure
    from oshun.pgqueue import conninfo, run_worker

    settings = Settings()
    configure(settings.log_level)
    try:
        conninfo(settings.resolved_database_url)
    except InvalidInput as exc:
        err.print(f"[red]{exc}[/]")
        raise typer.Exit(1) from exc
    services = Services.build(settings.model_copy(update={"jobs": "postgres"}))
    err.print(
        "OSHUN worker: running upload and vector jobs from PostgreSQL "
        f"(data in {settings.data_dir}, uploads in {settings.resolved_uploads_dir})"
    )
    try:
        run_worker(
            settings.resolved_database_url,
            services.run_job,
            settings.jobs_stalled_seconds,
            services.fill_vectors,
        )
    finally:
        services.close()


@app.command()
def ingest(
    paths: Annotated[
        list[Path] | None,
        typer.Argument(help="Files or folders (.pdf, .html, .docx, .epub, .txt, .md, .jsonl)."),
    ] = None,
    demo: Annotated[bool, typer.Option("--demo", help="Ingest the bundled demo library.")] = False,
    kind: Annotated[
        str | None, typer.Option(help=f"Kind of the works: {', '.join(KINDS)}.")
    ] = None,
    collection: Annotated[
        str | None, typer.Option(help="Collection name for JSONL works (default: file name).")
    ] = None,
    source_set: Annotated[
        str,
        typer.Option(
            "--set",
            help="The source set the works go to (see `oshun sets list`; default: the "
            "shared set 'library'). A work already in another set moves to this one.",
        ),
    ] = "library",
    embed: EmbedOpt = True,
    as_json: JsonOpt = False,
) -> None:
    """Add files to the library (re-ingesting updates in place), then rebuild the index and
    compute the new passages' vectors."""
    if not paths and not demo:
        err.print("Give files or folders to ingest, or --demo.")
        raise typer.Exit(1)
    if kind is not None and kind not in KINDS:
        err.print(f"Unknown kind {kind!r}; choose one of {', '.join(KINDS)}.")
        raise typer.Exit(1)
    services = _services()
    if paths:
        try:
            get_set(services.db, source_set)
        except NotFound as exc:
            err.print(f"[red]{exc}[/] (make it with `oshun sets create`)")
            raise typer.Exit(1) from exc
    if demo:
        _print_report(build_demo(services, quiet=as_json), as_json)
    if paths:
        # This process lives for this one command: what start-up built (modules, services)
        # stays to the end. Frozen, it is no longer walked by the collector's full passes,
        # which a big ingest's batches (thousands of rows alive at a time) set off again
        # and again: ~4 % of the storing thread's time at a million records.
        gc.freeze()
        with progress_bar() as bar:
            task = bar.add_task("Ingesting", total=None)

            def step(done: int, total: int, label: str) -> None:
                bar.update(
                    task, completed=done, total=total or None, description=f"Ingesting {label}"
                )

            report = ingest_paths(
                services.db,
                services.settings,
                paths,
                kind=kind,
                collection=collection,
                progress=step,
                source_set=source_set,
            )
        _print_report(report, as_json)
    if embed:
        embed_live(services, quiet=as_json)
    if paths and report.skipped:
        raise typer.Exit(EXIT_SKIPPED)


@app.command("reindex")
def reindex_command(embed: EmbedOpt = True, as_json: JsonOpt = False) -> None:
    """Rebuild the search index from the database, then fill in missing passage vectors."""
    services = _services()
    with progress_bar() as bar:
        bar.add_task("Rebuilding the index", total=None)
        version = reindex(services.db, services.settings)
    if embed:
        embed_live(services, quiet=as_json)
    stats = services.nisaba.stats()
    if as_json:
        out.print_json(json.dumps(stats))
    else:
        out.print(f"Index rebuilt: {stats['passages']} passages, corpus version {version}")


@app.command()
def search(
    query: Annotated[str, typer.Argument(help="What to search for.")],
    limit: Annotated[int, typer.Option(help="How many results.", min=1, max=1000)] = 10,
    as_json: JsonOpt = False,
) -> None:
    """Search the library's passages (hybrid BM25 + dense once vectors are in, else BM25)."""
    from oshun.web.schemas import SearchResult

    services = _services()
    try:
        found = services.nisaba.search_results(query, limit)
    except (InvalidInput, SearchUnavailable) as exc:
        err.print(f"[red]{exc}[/]")
        raise typer.Exit(1) from exc
    hits = found.hits
    results = [SearchResult.of(hit, found.terms) for hit in hits]
    if as_json:
        payload = [r.model_dump(by_alias=True) for r in results]
        sys.stdout.write(json.dumps({"query": query, "results": payload}, indent=2) + "\n")
        return
    if not results:
        out.print("No passage matches.")
        return
    table = Table("rank", "score", "passage", "title", "text")
    for hit in hits:
        table.add_row(
            str(hit.rank),
            f"{hit.score:.2f}",
            hit.passage.id,
            hit.passage.title,
            hit.passage.text[:160].replace("\n", " "),
        )
    out.print(table)
    err.print(f"Search: {services.nisaba.vector_status().label}")


@eval_app.command("retrieval")
def eval_retrieval(
    corpus: Annotated[Path, typer.Option(help="BEIR corpus.jsonl(.gz).", exists=True)],
    queries: Annotated[Path, typer.Option(help="BEIR queries.jsonl.", exists=True)],
    qrels: Annotated[Path, typer.Option(help="BEIR qrels TSV (with header).", exists=True)],
    data_dir: Annotated[
        Path | None,
        typer.Option(
            help="Keep the evaluation library (and its passage vectors) in this folder, so "
            "later runs reuse the vectors instead of embedding the corpus again."
        ),
    ] = None,
    dense: Annotated[
        bool,
        typer.Option(
            "--dense/--bm25-only",
            help="--bm25-only: OSHUN's BM25 against the baseline, without computing passage "
            "vectors (vectors already stored in --data-dir are still used).",
        ),
    ] = True,
    as_json: JsonOpt = False,
) -> None:
    """nDCG@10, recall@100 and per-query latency: OSHUN's BM25, dense and hybrid search
    against a bm25s baseline."""
    from oshun.evaluation.retrieval import evaluate_retrieval

    report = evaluate_retrieval(
        corpus,
        queries,
        qrels,
        progress=None if as_json else (lambda m: err.print(m)),
        data_dir=data_dir,
        dense=dense,
    )
    if as_json:
        sys.stdout.write(json.dumps(report.as_dict(), indent=2) + "\n")
        return
    table = Table(
        "system",
        "nDCG@10",
        "recall@100",
        "median ms",
        "p95 ms",
        "median ms top 10",
        "build s",
        title=f"{report.queries} queries over {report.documents} documents",
    )
    for system in report.systems:
        table.add_row(
            system.name,
            f"{system.ndcg_at_10:.4f}",
            f"{system.recall_at_100:.4f}",
            f"{system.median_ms:.3f}",
            f"{system.p95_ms:.3f}",
            f"{system.median_ms_at_10:.3f}",
            f"{system.index_seconds:.2f}",
        )
    out.print(table)
    ratios: dict[str, dict[str, float]] = report.as_dict()["latencyRatios"]  # type: ignore[assignment]
    for name, ratio in ratios.items():
        out.print(
            f"median latency ratio {name} / bm25s: top 100 {ratio['latencyRatio']}, "
            f"top 10 {ratio['latencyRatioAt10']}"
        )


def _register_commands() -> None:
    from oshun.cli import ask, library, sets, users, vectors, works

    ask.register(app, eval_app)
    vectors.register(app)
    works.register(app)
    users.register(app)
    library.register(app)
    sets.register(app)


_register_commands()


def main() -> None:
    app()


if __name__ == "__main__":
    main()
