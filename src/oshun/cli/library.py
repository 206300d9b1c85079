"""`oshun library …`: the Library's command-line views."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from oshun.library.items import list_events
from oshun.services import Services
from oshun.settings import Settings

library_app = typer.Typer(help="The Library: saved answers and their events.", no_args_is_help=True)


@library_app.command("events")
def events(
    limit: Annotated[int, typer.Option(help="How many events, newest first.", min=1)] = 50,
    as_json: Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")] = False,
) -> None:
    """Print the save/unsave telemetry of the Library."""
    services = Services.build(Settings())
    rows = list_events(services.db, limit=limit)
    if as_json:
        payload = [
            {
                "at": r.at.isoformat(),
                "userId": r.user_id,
                "event": r.event,
                "itemId": r.item_id,
                "answerId": r.answer_id,
            }
            for r in rows
        ]
        sys.stdout.write(json.dumps(payload, indent=2) + "\n")
        return
    table = Table("at (UTC)", "user", "event", "item", "answer")
    for r in rows:
        table.add_row(
            r.at.strftime("%Y-%m-%d %H:%M:%S"), str(r.user_id), r.event, r.item_id, r.answer_id
        )
    Console().print(table if rows else "No Library events yet.")


def register(app: typer.Typer) -> None:
    app.add_typer(library_app, name="library")
