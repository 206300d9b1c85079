"""The OpenAPI schema is the behaviour: schemathesis generates requests from it (valid and
invalid), sends them signed in to the real app, and checks every response — no server
error, status codes, content types, headers and bodies all as the schema declares.

Fixed seed (``derandomize``) and a bounded number of examples per operation, so a run is
repeatable and takes about a minute.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.config import (
    GenerationConfig,
    ProjectConfig,
    ProjectsConfig,
    SchemathesisConfig,
)

from oshun.app import create_app
from oshun.services import Services
from oshun.shell.sessions import SESSION_COOKIE, start_session
from oshun.shell.users import create_user
from tests.integration._shell import ORIGIN, PASSWORD

MAX_EXAMPLES = 30


@pytest.fixture
def signed_in_app(library: Services) -> Iterator[tuple[FastAPI, dict[str, str]]]:
    """The app over the fixture library, and the headers of a signed-in browser tab."""
    account = create_user(library.db, "fuzz@example.org", PASSWORD)
    token, session = start_session(library.db, account, timedelta(days=1))
    headers = {
        "Cookie": f"{SESSION_COOKIE}={token}",
        "X-CSRF-Token": session.csrf_token,
        "Origin": ORIGIN,
    }
    settings_ = library.settings.model_copy(update={"answer_rate_limit": "100000/minute"})
    services = Services(settings=settings_, db=library.db, nisaba=library.nisaba)
    yield create_app(settings_, services), headers
    services.keeper.stop()


@pytest.mark.parametrize("mode", ["positive", "negative"])
def test_api_matches_its_schema(signed_in_app: tuple[FastAPI, dict[str, str]], mode: str) -> None:
    """Every operation, ``MAX_EXAMPLES`` generated cases each: 0 failures of any check."""
    app, headers = signed_in_app
    # NUL is refused by design (422, documented): positive data must not contain it.
    generation = GenerationConfig(allow_x00=False, codec="utf-8")
    config = SchemathesisConfig(
        projects=ProjectsConfig(default=ProjectConfig(generation=generation))
    )
    api = schemathesis.openapi.from_asgi("/openapi.json", app, config=config)
    mode_ = schemathesis.GenerationMode(mode)
    failures: list[str] = []
    operations = [result.ok() for result in api.get_all_operations()]
    assert len(operations) >= 8

    for operation in operations:

        @given(case=operation.as_strategy(generation_mode=mode_))
        @settings(
            max_examples=MAX_EXAMPLES,
            derandomize=True,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def check(case: schemathesis.Case) -> None:
            case.call_and_validate(headers=headers)

        try:
            check()
        except Unsatisfiable:
            # Negative mode only: an operation with nothing to break (no parameters, or a
            # free-form string path parameter) has no invalid request to generate.
            assert mode_ is schemathesis.GenerationMode.NEGATIVE, operation.label
            continue
        except Exception as exc:  # collect every operation's failure, then report all
            failures.append(f"{operation.label}: {exc}")
    assert not failures, "\n\n".join(failures)
