"""`oshun users add`: an administrator creates accounts from the command line."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from oshun.cli.main import app
from oshun.services import Services
from oshun.settings import Settings
from oshun.shell.users import authenticate

runner = CliRunner()


pytestmark = pytest.mark.usefixtures("cli_env")


def _signs_in(email: str, password: str) -> bool:
    services = Services.build(Settings())
    try:
        return authenticate(services.db, email, password) is not None
    finally:
        services.close()


def test_users_add_prompts_for_the_password_twice() -> None:
    result = runner.invoke(
        app,
        ["users", "add", "Admin@Example.org", "--admin", "--name", "Ada"],
        input="correct horse battery\ncorrect horse battery\n",
    )
    assert result.exit_code == 0, result.output
    assert "Added administrator admin@example.org" in result.output
    assert "correct horse battery" not in result.output
    assert _signs_in("admin@example.org", "correct horse battery")
    assert not _signs_in("admin@example.org", "wrong password")


def test_users_add_from_the_environment_and_refusals(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OSHUN_NEW_USER_PASSWORD", "correct horse battery")
    assert runner.invoke(app, ["users", "add", "a@b.org"]).exit_code == 0
    again = runner.invoke(app, ["users", "add", "a@b.org"])
    assert again.exit_code == 1 and "already exists" in again.output
    monkeypatch.setenv("OSHUN_NEW_USER_PASSWORD", "short")
    weak = runner.invoke(app, ["users", "add", "c@b.org"])
    assert weak.exit_code == 1 and "at least 12" in weak.output


def test_users_help() -> None:
    result = runner.invoke(app, ["users", "add", "--help"])
    assert result.exit_code == 0 and "Create an account" in result.output
