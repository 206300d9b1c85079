"""The SQuAD fit / held-out split is by article, and unanswerable questions follow theirs."""

from __future__ import annotations

import json
from pathlib import Path

from bench.squad_split import fit_folds, heldout_articles, main, question_articles


def test_unanswerable_questions_take_the_article_of_the_paragraph_before_them() -> None:
    evidence = [[], ["Rhine/0"], [], ["Normans/4"], [], []]
    assert question_articles(evidence) == [
        "Rhine",
        "Rhine",
        "Rhine",
        "Normans",
        "Normans",
        "Normans",
    ]


def test_every_second_article_in_name_order_is_held_out() -> None:
    assert heldout_articles({"C", "A", "B", "D"}) == {"B", "D"}


def test_the_fit_half_alternates_folds_in_name_order() -> None:
    # held out: B, D; the fit half A, C, E in two folds
    assert fit_folds({"E", "D", "C", "B", "A"}) == {"A": 0, "C": 1, "E": 0}
    assert fit_folds({"A", "B", "C", "D", "E"}, folds=3) == {"A": 0, "C": 1, "E": 2}


def test_the_split_files_partition_the_questions(tmp_path: Path) -> None:
    rows = [
        {"id": "1", "question": "q1", "answerable": True, "evidence": ["A/0"]},
        {"id": "2", "question": "q2", "answerable": False, "evidence": []},
        {"id": "3", "question": "q3", "answerable": True, "evidence": ["B/1"]},
        {"id": "4", "question": "q4", "answerable": False, "evidence": []},
    ]
    source = tmp_path / "questions.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    for split in ("fit", "heldout"):
        main(["--questions", str(source), "--split", split, "--out", str(tmp_path / split)])
    fit = [json.loads(x)["id"] for x in (tmp_path / "fit").read_text().splitlines()]
    held = [json.loads(x)["id"] for x in (tmp_path / "heldout").read_text().splitlines()]
    assert fit == ["1", "2"] and held == ["3", "4"]
