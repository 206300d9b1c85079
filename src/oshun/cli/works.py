"""``oshun works list`` and ``oshun works delete``: what the library holds, and removing it."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer
from rich.table import Table

from oshun.cli.console import err, out, progress_bar
from oshun.cli.context import open_services
from oshun.cli.vectors import embed_live
from oshun.corpus.works import delete_work, list_works
from oshun.errors import NotFound

JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]

works_app = typer.Typer(help="The works in the library: list and delete.", no_args_is_help=True)


@works_app.command("list")
def list_command(
    collection: Annotated[
        str | None, typer.Option(help="Only the works of this collection.")
    ] = None,
    source_set: Annotated[
        str | None, typer.Option("--set", help="Only the works of this source set.")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Every work: id, title, source set, kind, passages (and pages), dates."""
    with open_services() as services:
        works = list_works(
            services.db,
            collection=collection,
            sets=frozenset([source_set]) if source_set else None,
        )
    if as_json:
        sys.stdout.write(json.dumps([w.as_dict() for w in works], indent=2) + "\n")
        return
    if not works:
        out.print("No works in the library yet (add some with `oshun ingest`).")
        return
    table = Table("id", "title", "set", "kind", "passages", "pages", "published", "updated")
    for w in works:
        table.add_row(
            w.id,
            w.title + (" (retracted)" if w.retracted else ""),
            w.source_set,
            w.kind,
            str(w.passages),
            str(w.pages or ""),
            w.published.isoformat() if w.published else "",
            w.updated.isoformat() if w.updated else "",
        )
    out.print(table)


@works_app.command("delete")
def delete_command(
    work_id: Annotated[str, typer.Argument(help="The work's id (see `oshun works list`).")],
    as_json: JsonOpt = False,
) -> None:
    """Remove a work and its passages, then rebuild the index. Saved answers that cited it
    re-check as "missing"."""
    with open_services() as services:
        try:
            with progress_bar() as bar:
                bar.add_task("Removing and rebuilding the index", total=None)
                removed, version = delete_work(services.db, services.settings, work_id)
            embed_live(services, quiet=True)
        except NotFound as exc:
            err.print(f"[red]{exc}[/]")
            raise typer.Exit(1) from exc
    if as_json:
        payload = {"deleted": work_id, "passages": removed, "corpusVersion": version}
        sys.stdout.write(json.dumps(payload) + "\n")
    else:
        out.print(f"Deleted {work_id} ({removed} passages); corpus version {version}")


def register(app: typer.Typer) -> None:
    app.add_typer(works_app, name="works")
