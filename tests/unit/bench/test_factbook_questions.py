"""The generated Factbook question set: read from the package data, split, reproducible."""

from __future__ import annotations

from bench.factbook_questions import questions


def test_questions_carry_gold_answers_read_from_the_data_and_a_split() -> None:
    rows = list(questions())
    by_id = {row["id"]: row for row in rows}
    assert by_id["mg-capital"]["answers"] == ["Ulaanbaatar"]
    assert "Mongolia" in by_id["mg-capital"]["question"]
    assert by_id["mg-capital"]["evidence"] == ["mg"]
    assert {row["split"] for row in rows} == {"fit", "heldout"}
    assert all(row["answerable"] and row["answers"][0] for row in rows)
    fields = {row["field"] for row in rows}
    assert {"capital", "population", "independence", "currency"} <= fields


def test_the_same_seed_gives_the_same_questions() -> None:
    assert list(questions(7)) == list(questions(7))
    assert [r["id"] for r in questions(7)] == [r["id"] for r in questions(8)]
