"""``oshun sets …``: source sets from the shell — list, create, share, readers, delete, and
move a work into a set."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer
from rich.table import Table

from oshun.cli.console import err, out
from oshun.cli.context import open_services
from oshun.cli.vectors import embed_live
from oshun.corpus import sets
from oshun.corpus.works import move_work
from oshun.errors import Conflict, InvalidInput, NotFound
from oshun.services import Services
from oshun.shell.users import find_account

JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]
SetArg = Annotated[str, typer.Argument(help="The set's id (see `oshun sets list`).")]

sets_app = typer.Typer(
    help="Source sets: who may read which works (a shared set is read by everyone).",
    no_args_is_help=True,
)


def _fail(exc: Exception) -> typer.Exit:
    err.print(f"[red]{exc}[/]")
    return typer.Exit(1)


def _account_id(services: Services, email: str) -> int:
    account = find_account(services.db, email)
    if account is None:
        raise NotFound(f"no account {email!r} (see `oshun users add`)")
    return account.id


@sets_app.command("list")
def list_command(as_json: JsonOpt = False) -> None:
    """Every source set: id, name, owner, shared or not, works and passages."""
    with open_services() as services:
        found = sets.list_sets(services.db)
    if as_json:
        sys.stdout.write(json.dumps([s.as_dict() for s in found], indent=2) + "\n")
        return
    table = Table("id", "name", "owner", "readers", "works", "passages")
    for s in found:
        readers = "everyone" if s.shared else "owner and members"
        owner = "" if s.owner_id is None else f"account {s.owner_id}"
        table.add_row(s.id, s.name, owner, readers, str(s.works), str(s.passages))
    out.print(table)


@sets_app.command("create")
def create_command(
    name: Annotated[str, typer.Argument(help="The set's name, as people see it.")],
    set_id: Annotated[str, typer.Option("--id", help="Its id (default: from the name).")] = "",
    shared: Annotated[bool, typer.Option("--shared", help="Everyone may read it.")] = False,
    owner: Annotated[str, typer.Option(help="Email of the owning account.")] = "",
    as_json: JsonOpt = False,
) -> None:
    """Make a source set (then `oshun ingest --set ID …`)."""
    with open_services() as services:
        try:
            owner_id = _account_id(services, owner) if owner else None
            made = sets.create_set(
                services.db, name, owner_id=owner_id, shared=shared, set_id=set_id
            )
        except (InvalidInput, Conflict, NotFound) as exc:
            raise _fail(exc) from exc
    if as_json:
        sys.stdout.write(json.dumps(made.as_dict()) + "\n")
    else:
        out.print(f"Made source set {made.id} ({made.name})")


@sets_app.command("share")
def share_command(
    set_id: SetArg,
    off: Annotated[bool, typer.Option("--off", help="Stop sharing it with everyone.")] = False,
) -> None:
    """Let everyone read a set (``--off``: only its owner and members again)."""
    with open_services() as services:
        try:
            sets.share_set(services.db, set_id, not off)
        except NotFound as exc:
            raise _fail(exc) from exc
    out.print(f"{set_id}: {'owner and members only' if off else 'read by everyone'}")


@sets_app.command("add-reader")
def add_reader(set_id: SetArg, email: Annotated[str, typer.Argument()]) -> None:
    """Let an account read a set it does not own."""
    with open_services() as services:
        try:
            sets.set_members(services.db, set_id, [_account_id(services, email)], add=True)
        except NotFound as exc:
            raise _fail(exc) from exc
    out.print(f"{email} may read {set_id}")


@sets_app.command("remove-reader")
def remove_reader(set_id: SetArg, email: Annotated[str, typer.Argument()]) -> None:
    """Stop an account reading a set (its owner always may)."""
    with open_services() as services:
        try:
            sets.set_members(services.db, set_id, [_account_id(services, email)], add=False)
        except NotFound as exc:
            raise _fail(exc) from exc
    out.print(f"{email} may no longer read {set_id}")


@sets_app.command("delete")
def delete_command(set_id: SetArg) -> None:
    """Remove an empty set."""
    with open_services() as services:
        try:
            sets.delete_set(services.db, set_id)
        except (NotFound, Conflict) as exc:
            raise _fail(exc) from exc
    out.print(f"Deleted source set {set_id}")


@sets_app.command("move")
def move_command(
    work_id: Annotated[str, typer.Argument(help="The work's id (see `oshun works list`).")],
    set_id: SetArg,
) -> None:
    """Put a work into another set, then rebuild the index."""
    with open_services() as services:
        try:
            version = move_work(services.db, services.settings, work_id, set_id)
        except NotFound as exc:
            raise _fail(exc) from exc
        embed_live(services, quiet=True)
    out.print(f"{work_id} is in {set_id}; corpus version {version}")


def register(app: typer.Typer) -> None:
    app.add_typer(sets_app, name="sets")
