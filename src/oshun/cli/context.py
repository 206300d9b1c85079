"""What a command runs on: ``with open_services() as services:`` builds the services from the
environment's settings and closes them when the command is done, whatever it raised.

Services are imported when a command runs, not when the CLI loads, so ``oshun --help`` and
commands that need none stay quick.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from oshun.services import Services


@contextmanager
def open_services() -> Iterator[Services]:
    from oshun.services import Services
    from oshun.settings import Settings

    services = Services.build(Settings())
    try:
        yield services
    finally:
        services.close()
