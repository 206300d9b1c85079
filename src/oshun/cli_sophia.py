"""CLI commands of Sophia (`oshun ask`, `oshun eval answers`). Registered by oshun.cli."""

from __future__ import annotations

import typer


def register(app: typer.Typer, eval_app: typer.Typer) -> None:
    """Add Sophia's commands to the `oshun` app and its `eval` group."""
