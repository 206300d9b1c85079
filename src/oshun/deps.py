"""Dependency aliases for route functions, in one place."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request

from oshun.corpus.sets import scope_for
from oshun.retrieval.scope import Scope
from oshun.retrieval.search import Nisaba
from oshun.services import Services
from oshun.settings import Settings
from oshun.shell.users import Account
from oshun.sophia import Sophia


def _services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


def _nisaba(request: Request) -> Nisaba:
    return _services(request).nisaba


def _sophia(request: Request) -> Sophia:
    return _services(request).sophia


def _settings(request: Request) -> Settings:
    return _services(request).settings


ServicesDep = Annotated[Services, Depends(_services)]
NisabaDep = Annotated[Nisaba, Depends(_nisaba)]
SophiaDep = Annotated[Sophia, Depends(_sophia)]
SettingsDep = Annotated[Settings, Depends(_settings)]


def _optional_user(request: Request) -> Account | None:
    """The signed-in account (resolved by the shell middleware), or ``None``."""
    user: Account | None = getattr(request.state, "oshun_user", None)
    return user


def _current_user(request: Request) -> Account:
    user = _optional_user(request)
    if user is None:
        raise HTTPException(status_code=401, detail="Sign in first.")
    return user


def _csrf_token(request: Request) -> str:
    """The CSRF token this browser must send back (session-bound when signed in)."""
    token: str = getattr(request.state, "oshun_csrf", "")
    return token


OptionalUser = Annotated[Account | None, Depends(_optional_user)]
CurrentUser = Annotated[Account, Depends(_current_user)]
CsrfToken = Annotated[str, Depends(_csrf_token)]


def scope_of(services: Services, user: Account | None, requested: str | None = None) -> Scope:
    """The source sets a request may read: the one it names (``NotFound`` unless ``user``
    may read it — the same words as for a set that does not exist), else every set ``user``
    may read (signed out: the shared ones). Every route that reads passages asks this."""
    return scope_for(services.db, user.id if user else None, requested or None)
