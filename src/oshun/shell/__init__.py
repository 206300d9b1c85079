"""Shell: users, sessions, sign-in/up/out, CSRF and Origin checks.

``install(app)`` adds the shell's middleware (sessions, the BFF boundary, protected pages);
the pages live in ``oshun.web.pages_shell``; ``oshun.deps`` has ``CurrentUser``/``OptionalUser``.
"""

from __future__ import annotations

from fastapi import FastAPI


def install(app: FastAPI) -> None:
    """Put the shell in front of every route of ``app``."""
    from oshun.shell.middleware import ShellMiddleware

    app.add_middleware(ShellMiddleware)
