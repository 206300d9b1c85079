"""`oshun ask` and `oshun eval answers` through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from oshun.cli.main import app
from tests.conftest import LIBRARY

runner = CliRunner()


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OSHUN_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("OSHUN_DATABASE_URL", raising=False)
    monkeypatch.delenv("OSHUN_LLM_BASE_URL", raising=False)


def test_ask_prints_a_cited_answer_and_json() -> None:
    assert runner.invoke(app, ["ingest", str(LIBRARY)]).exit_code == 0
    result = runner.invoke(app, ["ask", "Which river flows through Ulaanbaatar?"])
    assert result.exit_code == 0, result.output
    assert "partial" in result.output and "Tuul River" in result.output and "[1]" in result.output
    as_json = runner.invoke(app, ["ask", "Which river flows through Ulaanbaatar?", "--json"])
    envelope = json.loads(as_json.output)
    assert envelope["groundingState"] == "partial" and envelope["citations"]


def test_ask_abstains_with_its_reason() -> None:
    runner.invoke(app, ["ingest", str(LIBRARY)])
    result = runner.invoke(app, ["ask", "Do vaccines cause autism?"])
    assert result.exit_code == 0
    assert "I don't know" in result.output and "No passage in the library" in result.output


def test_ask_refuses_an_over_long_question() -> None:
    result = runner.invoke(app, ["ask", "x" * 601])
    assert result.exit_code == 2 and "600" in result.output


def test_ask_without_an_index_abstains_honestly() -> None:
    result = runner.invoke(app, ["ask", "What is the capital of Peru?", "--json"])
    assert result.exit_code == 0
    envelope = json.loads(result.output)
    assert envelope["abstained"] and "Search was unavailable" in envelope["meter"]["explainer"]


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def test_eval_answers_reports_every_figure(tmp_path: Path) -> None:
    questions = _write(
        tmp_path / "questions.jsonl",
        [
            {
                "id": "1",
                "question": "Which river flows through Ulaanbaatar?",
                "answerable": True,
                "answers": ["Tuul"],
                "evidence": [],
            },
            {
                "id": "2",
                "question": "What is the capital of Peru?",
                "answerable": True,
                "answers": [],
                "evidence": ["peru-capital"],
            },
            {
                "id": "3",
                "question": "Who does Elizabeth Bennet marry?",
                "answerable": False,
                "answers": [],
                "evidence": [],
            },
        ],
    )
    ood = _write(
        tmp_path / "ood.jsonl",
        [{"_id": "cake", "title": "Baking", "text": "A sponge cake needs eggs, flour and sugar."}],
    )
    result = runner.invoke(
        app,
        [
            "eval",
            "answers",
            "--corpus",
            str(LIBRARY / "atlas.jsonl"),
            "--questions",
            str(questions),
            "--ood-corpus",
            str(ood),
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["answerable"] == 2 and report["unanswerable"] == 1
    assert report["answeredRate"] == 0.5  # the river note is not in atlas.jsonl
    assert report["evidenceHitRate"] == 0.5  # Peru, through its evidence id
    assert report["unanswerableAbstentionRate"] == 1.0
    assert report["oodAbstentionRate"] == 1.0
    assert report["citationFaithfulness"] == 1.0
    assert report["postConditionViolations"] == []
    assert report["latency"]["medianMs"] > 0
    assert [row["threshold"] for row in report["tradeOff"]][:2] == [0.05, 0.1]
    assert report["retrieval"] == "hybrid"  # measured as a user gets it: vectors filled in
    kept = sorted(p.name for p in (tmp_path / "data" / "eval-libraries").iterdir())
    assert len(kept) == 2  # the libraries and their vectors are kept for the next run
    assert {"firstWitnessHit", "meanConfidence"} <= set(report["calibration"][0])
    text = runner.invoke(
        app,
        [
            "eval",
            "answers",
            "--corpus",
            str(LIBRARY / "atlas.jsonl"),
            "--questions",
            str(questions),
        ],
    )
    assert text.exit_code == 0 and "evidence hit" in text.output and "trade-off" in text.output


def test_eval_answers_keeps_its_libraries_and_vectors_in_data_dir(tmp_path: Path) -> None:
    questions = _write(
        tmp_path / "questions.jsonl",
        [{"id": "1", "question": "What is the capital of Peru?", "answerable": True,
          "answers": ["Lima"], "evidence": []}],
    )  # fmt: skip
    keep = tmp_path / "kept"
    args = ["eval", "answers", "--corpus", str(LIBRARY / "atlas.jsonl")]
    args += ["--questions", str(questions), "--data-dir", str(keep), "--json"]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    (folder,) = keep.iterdir()  # one library per corpus, named after it
    assert folder.name.startswith("library-atlas-jsonl")
    vectors = list(folder.glob("index/*/vectors-*.npy"))
    assert vectors, "the kept library has its passage vectors"
    again = runner.invoke(app, args)
    assert again.exit_code == 0, again.output
    assert json.loads(again.output)["answeredRate"] == json.loads(first.output)["answeredRate"]
    assert [p.name for p in keep.iterdir()] == [folder.name]  # the same library, reused
    bm25 = runner.invoke(app, [*args, "--bm25"])
    assert bm25.exit_code == 0, bm25.output
    assert json.loads(bm25.output)["retrieval"] == "bm25"


def test_ask_lists_the_parts_of_a_two_part_question() -> None:
    runner.invoke(app, ["ingest", str(LIBRARY)])
    question = "What is the capital of Kenya and when did it become independent?"
    result = runner.invoke(app, ["ask", question])
    assert result.exit_code == 0, result.output
    assert "Nairobi" in result.output
    assert "• What is the capital of Kenya — partial" in result.output
    assert "• when did Kenya become independent? — ungrounded · confidence 0.00" in result.output
