"""``oshun vectors`` and ``oshun embed``: how far the passage vectors are, and filling them in.

``oshun ingest`` and ``oshun reindex`` call ``embed_live`` after the BM25 index is built, so
a library is hybrid when they return; ``oshun serve`` instead fills them in the background.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from typing import Annotated

import typer

from oshun.cli.console import err, out, progress_bar
from oshun.cli.context import open_services
from oshun.errors import ModelUnavailable
from oshun.retrieval.backfill import fill_vectors
from oshun.services import Services

JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]


def embed_live(services: Services, quiet: bool = False) -> int:
    """Fill in the live index's missing vectors with a progress bar; returns how many the
    model computed. A model that cannot be loaded is reported, and search stays BM25."""
    if not services.nisaba.dense.enabled:
        return 0
    progress = progress_bar()
    progress.disable = quiet
    try:
        with progress:
            task = progress.add_task("Embedding passages", total=None)
            step: Callable[[int, int], None] = lambda done, total: progress.update(  # noqa: E731
                task, completed=done, total=total
            )
            return fill_vectors(
                services.settings.index_dir, services.db, services.nisaba.dense, progress=step
            )
    except ModelUnavailable as exc:
        err.print(f"[yellow]Dense search off, search stays BM25:[/] {exc}")
        return 0


def register(app: typer.Typer) -> None:
    @app.command()
    def vectors(as_json: JsonOpt = False) -> None:
        """How far the live index's passage vectors are (hybrid search needs all of them)."""
        with open_services() as services:
            status = services.nisaba.vector_status()
        if as_json:
            sys.stdout.write(json.dumps(status.as_dict()) + "\n")
        else:
            out.print(status.label)

    @app.command()
    def embed(as_json: JsonOpt = False) -> None:
        """Compute the live index's missing passage vectors (stored, never computed twice)."""
        with open_services() as services:
            started = time.perf_counter()
            computed = embed_live(services, quiet=as_json)
            status = services.nisaba.vector_status()
        seconds = time.perf_counter() - started
        rate = computed / seconds if computed else 0.0
        if as_json:
            figures = {"computed": computed, "seconds": round(seconds, 2), "perSecond": rate}
            sys.stdout.write(json.dumps({**figures, **status.as_dict()}) + "\n")
        else:
            out.print(
                f"{computed} vectors computed in {seconds:.1f} s ({rate:.1f}/s); {status.label}"
            )
