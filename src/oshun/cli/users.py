"""`oshun users …`: account administration from the command line."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from oshun.errors import AccountExists, InvalidInput

users_app = typer.Typer(help="Manage accounts.", no_args_is_help=True)
_err = Console(stderr=True)


@users_app.command("add")
def users_add(
    email: Annotated[str, typer.Argument(help="Email address the person signs in with.")],
    password: Annotated[
        str,
        typer.Option(
            prompt=True,
            hide_input=True,
            confirmation_prompt=True,
            envvar="OSHUN_NEW_USER_PASSWORD",
            help="Password (asked for when not given; or set OSHUN_NEW_USER_PASSWORD).",
        ),
    ],
    name: Annotated[str, typer.Option(help="Display name.")] = "",
    admin: Annotated[
        bool, typer.Option("--admin", help="Make the account an administrator.")
    ] = False,
) -> None:
    """Create an account (argon2-hashed password)."""
    from oshun.cli.context import open_services
    from oshun.shell.users import create_user

    with open_services() as services:
        try:
            account = create_user(services.db, email, password, display_name=name, is_admin=admin)
        except (AccountExists, InvalidInput) as exc:
            _err.print(f"[red]Could not add the account: {exc}[/]")
            raise typer.Exit(1) from exc
    role = "administrator" if account.is_admin else "user"
    typer.echo(f"Added {role} {account.email} (id {account.id}).")


def register(app: typer.Typer) -> None:
    app.add_typer(users_app, name="users")
