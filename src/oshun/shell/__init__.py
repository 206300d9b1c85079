"""Shell: users, sessions, sign-in/up/out, CSRF and Origin checks.

``install(app, pages)`` adds the shell's middleware (sessions, the BFF boundary, protected pages);
the pages live in ``oshun.web.pages_shell``; ``oshun.deps`` has ``CurrentUser``/``OptionalUser``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fastapi import FastAPI

if TYPE_CHECKING:
    from oshun.shell.middleware import Pages


def install(app: FastAPI, pages: Pages) -> None:
    """Put the shell in front of every route of ``app``; ``pages`` says which need a sign-in."""
    from oshun.shell.middleware import ShellMiddleware

    app.add_middleware(ShellMiddleware, pages=pages)
