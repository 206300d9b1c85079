"""`oshun sets …` and `oshun ingest --set`: source sets from the shell (issue 11)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from oshun.cli.main import app
from oshun.corpus.sets import scope_for
from oshun.services import Services
from oshun.settings import Settings
from oshun.shell.users import find_account

runner = CliRunner()


def _ok(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.usefixtures("cli_env")
def test_sets_create_ingest_readers_move_and_delete(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OSHUN_NEW_USER_PASSWORD", "correct horse battery")
    _ok("users", "add", "ada@example.org")
    _ok("users", "add", "bob@example.org")
    made = json.loads(
        _ok("sets", "create", "Team notes", "--id", "team", "--owner", "ada@example.org", "--json")
    )
    assert made["id"] == "team" and not made["shared"]
    note = tmp_path / "otters.md"
    note.write_text("# Otters\n\nSea otters hold hands while they sleep.\n")
    _ok("ingest", str(note), "--set", "team", "--no-embed")
    missing = runner.invoke(app, ["ingest", str(note), "--set", "nope", "--no-embed"])
    assert missing.exit_code == 1 and "no source set 'nope'" in missing.output

    listed = {s["id"]: s for s in json.loads(_ok("sets", "list", "--json"))}
    assert listed["team"]["works"] == 1 and listed["library"]["shared"]
    works = json.loads(_ok("works", "list", "--set", "team", "--json"))
    assert [w["sourceSet"] for w in works] == ["team"]

    services = Services.build(Settings())
    try:
        bob = find_account(services.db, "bob@example.org")
        assert bob is not None
        assert "team" not in scope_for(services.db, bob.id).sets
        _ok("sets", "add-reader", "team", "bob@example.org")
        assert "team" in scope_for(services.db, bob.id).sets
        _ok("sets", "remove-reader", "team", "bob@example.org")
        assert "team" not in scope_for(services.db, bob.id).sets
        _ok("sets", "share", "team")
        assert "team" in scope_for(services.db, None).sets
        _ok("sets", "share", "team", "--off")
        assert "team" not in scope_for(services.db, None).sets
    finally:
        services.close()

    busy = runner.invoke(app, ["sets", "delete", "team"])
    assert busy.exit_code == 1 and "still holds 1 works" in busy.output
    _ok("sets", "move", works[0]["id"], "library")
    assert json.loads(_ok("works", "list", "--set", "library", "--json"))[0]["title"] == "Otters"
    _ok("sets", "delete", "team")
    assert "team" not in {s["id"] for s in json.loads(_ok("sets", "list", "--json"))}
