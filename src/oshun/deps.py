"""Dependency aliases for route functions, in one place."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from oshun.nisaba import Nisaba
from oshun.services import Services
from oshun.settings import Settings


def _services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


def _nisaba(request: Request) -> Nisaba:
    return _services(request).nisaba


def _settings(request: Request) -> Settings:
    return _services(request).settings


ServicesDep = Annotated[Services, Depends(_services)]
NisabaDep = Annotated[Nisaba, Depends(_nisaba)]
SettingsDep = Annotated[Settings, Depends(_settings)]
