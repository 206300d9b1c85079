import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from oshun.cli.main import EXIT_SKIPPED, app
from tests.conftest import FIXTURES, LIBRARY

runner = CliRunner()


pytestmark = pytest.mark.usefixtures("cli_env")


@pytest.mark.parametrize(
    "command", [[], ["serve"], ["ingest"], ["reindex"], ["search"], ["eval"], ["eval", "retrieval"]]
)
def test_every_command_has_help(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0
    assert "Usage" in result.output


def test_ingest_then_search_json() -> None:
    result = runner.invoke(app, ["ingest", str(LIBRARY), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["works"] == 9 and report["skipped"] == []
    found = runner.invoke(app, ["search", "capital of Kenya", "--limit", "2", "--json"])
    body = json.loads(found.output)
    assert body["results"][0]["title"] == "Kenya" and len(body["results"]) == 2


def test_ingest_exit_code_says_something_was_skipped(tmp_path: Path) -> None:
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"_id": "a", "text": "fine"}\nnot json\n')
    result = runner.invoke(app, ["ingest", str(broken), str(LIBRARY / "tale.txt")])
    assert result.exit_code == EXIT_SKIPPED
    assert "broken.jsonl:2" in result.output


def test_search_without_an_index_is_a_clear_error() -> None:
    result = runner.invoke(app, ["search", "anything"])
    assert result.exit_code == 1
    assert "oshun reindex" in result.output


def test_reindex_command() -> None:
    runner.invoke(app, ["ingest", str(LIBRARY)])
    result = runner.invoke(app, ["reindex", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.output)["passages"] > 0


def test_eval_retrieval_json() -> None:
    beir = FIXTURES / "beir"
    result = runner.invoke(
        app,
        [
            "eval",
            "retrieval",
            "--corpus",
            str(beir / "corpus.jsonl"),
            "--queries",
            str(beir / "queries.jsonl"),
            "--qrels",
            str(beir / "qrels.tsv"),
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output)
    assert [s["system"] for s in figures["systems"]] == [
        "oshun-bm25",
        "oshun-dense",
        "oshun-hybrid",
        "oshun-convex",
        "bm25s-baseline",
    ]


def test_vectors_and_embed_say_how_far_and_fill_in() -> None:
    result = runner.invoke(app, ["ingest", str(LIBRARY), "--no-embed", "--json"])
    assert result.exit_code == 0, result.output
    passages = json.loads(result.output)["passages"]
    status = json.loads(runner.invoke(app, ["vectors", "--json"]).output)
    assert (status["state"], status["embedded"], status["total"]) == ("embedding", 0, passages)
    assert status["label"].startswith(f"embedded 0/{passages}")
    filled = json.loads(runner.invoke(app, ["embed", "--json"]).output)
    assert filled["computed"] == passages and filled["state"] == "ready"
    assert json.loads(runner.invoke(app, ["embed", "--json"]).output)["computed"] == 0
    assert runner.invoke(app, ["vectors"]).output.startswith("hybrid")
