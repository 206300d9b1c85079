"""Scoring of the person-phrased set on handcrafted envelopes: first witness, field, parts."""

from __future__ import annotations

from typing import Any

import pytest
from bench.person_score import factbook_passage_id, score, summarise

POP = "People and Society › Population"
CAPITAL = "Government › Capital"
AREA = "Geography › Area"
MATERNAL = "People and Society › Maternal mortality ratio"

PLACES = {
    factbook_passage_id("ni", POP): ("ni", POP),
    factbook_passage_id("ni", MATERNAL): ("ni", MATERNAL),
    factbook_passage_id("ke", CAPITAL, chunk=2): ("ke", CAPITAL),
    factbook_passage_id("cd", AREA): ("cd", AREA),
    factbook_passage_id("ng", AREA): ("ng", AREA),
    factbook_passage_id("ng", POP): ("ng", POP),
}

NIGERIA = {
    "id": "pq-0001",
    "question": "How many people live in Nigeria?",
    "answerable": True,
    "kind": "single",
    "field": "population",
    "work": "ni",
    "fields": [POP],
    "split": "heldout",
    "sharesHeadingWord": True,
}
CHAD_NIGER = {
    "id": "pq-0002",
    "question": "Which is larger, Chad or Niger?",
    "answerable": True,
    "kind": "compare",
    "field": "area",
    "parts": [{"work": "cd", "fields": [AREA]}, {"work": "ng", "fields": [AREA]}],
    "split": "fit",
}
DISH = {
    "id": "pq-0003",
    "question": "What is the national dish of France?",
    "answerable": False,
    "kind": "lookalike",
    "field": "",
    "split": "fit",
}


def envelope(*ids: str, confidence: float = 0.9, abstained: bool = False) -> dict[str, Any]:
    return {
        "abstained": abstained,
        "confidence": confidence,
        "citations": [{"id": i, "title": "t", "label": f"[{n}]"} for n, i in enumerate(ids, 1)],
    }


def test_the_demo_library_passage_ids_follow_its_slug_rule() -> None:
    assert factbook_passage_id("mg", CAPITAL) == "factbook-mg.government-capital"
    assert (
        factbook_passage_id("ni", "Government › National symbol(s)", chunk=2)
        == "factbook-ni.government-national-symbol-s-2"
    )


def test_the_first_witness_is_right_only_for_the_asked_work_and_field() -> None:
    right = score(NIGERIA, envelope(factbook_passage_id("ni", POP)), PLACES)
    assert right.answered and right.first_right and right.any_right
    assert not right.wrong_confident

    # the example: "people live" matched "live births" in the same country
    wrong_field = score(
        NIGERIA,
        envelope(
            factbook_passage_id("ni", MATERNAL), factbook_passage_id("ni", POP), confidence=0.94
        ),
        PLACES,
    )
    assert not wrong_field.first_right and wrong_field.first_right_work
    assert wrong_field.any_right  # the right passage is cited, second
    assert wrong_field.wrong_confident

    wrong_work = score(NIGERIA, envelope(factbook_passage_id("ng", POP), confidence=0.5), PLACES)
    assert not wrong_work.first_right and not wrong_work.first_right_work
    assert not wrong_work.wrong_confident  # wrong, but not confidently


def test_a_single_row_may_accept_another_works_field_too() -> None:
    """``also``: Nigeria's population asked, Niger's is accepted as well (as the US's
    "Japanese yen per US dollar" line answers how many yen a dollar is worth)."""
    row = {**NIGERIA, "also": [{"work": "ng", "fields": [POP]}]}
    other = score(row, envelope(factbook_passage_id("ng", POP), confidence=0.9), PLACES)
    assert other.first_right and other.first_right_work and other.any_right
    assert not other.wrong_confident
    assert other.parts == 1 and other.parts_cited == 1
    # another field of that work is still wrong
    area = score(row, envelope(factbook_passage_id("ng", AREA), confidence=0.9), PLACES)
    assert not area.first_right and area.wrong_confident
    # without ``also``, the other work's field is wrong
    plain = score(NIGERIA, envelope(factbook_passage_id("ng", POP), confidence=0.9), PLACES)
    assert not plain.first_right


def test_an_abstention_or_an_http_error_is_not_an_answer() -> None:
    abstained = score(NIGERIA, envelope(abstained=True, confidence=0.0), PLACES)
    assert not abstained.answered and not abstained.first_right
    refused = score(NIGERIA, {}, PLACES, status=422)
    assert not refused.answered and refused.status == 422


def test_unknown_passage_ids_and_chunks_resolve_through_the_map_only() -> None:
    chunk = {**NIGERIA, "work": "ke", "fields": [CAPITAL]}
    assert score(chunk, envelope(factbook_passage_id("ke", CAPITAL, chunk=2)), PLACES).first_right
    unknown = score(NIGERIA, envelope("factbook-ni.unknown"), PLACES)
    assert unknown.answered and not unknown.first_right and not unknown.first_right_work


def test_parts_count_each_part_with_a_witness() -> None:
    one = score(CHAD_NIGER, envelope(factbook_passage_id("cd", AREA)), PLACES)
    assert one.first_right and one.parts == 2 and one.parts_cited == 1
    both = score(
        CHAD_NIGER,
        envelope(
            factbook_passage_id("ng", POP),
            factbook_passage_id("cd", AREA),
            factbook_passage_id("ng", AREA),
        ),
        PLACES,
    )
    assert not both.first_right and both.first_right_work and both.parts_cited == 2


def test_summary_figures_are_shares_of_answered_and_of_lookalikes() -> None:
    rows = [
        score(NIGERIA, envelope(factbook_passage_id("ni", POP)), PLACES, ms=2.0),
        score(NIGERIA, envelope(factbook_passage_id("ni", MATERNAL), confidence=0.95), PLACES, 4.0),
        score(NIGERIA, envelope(abstained=True, confidence=0.0), PLACES, ms=6.0),
        score(DISH, envelope(abstained=True, confidence=0.0), PLACES, ms=8.0),
        score(DISH, envelope(factbook_passage_id("ni", POP), confidence=0.85), PLACES, ms=10.0),
        score(
            CHAD_NIGER,
            envelope(factbook_passage_id("cd", AREA), factbook_passage_id("ng", AREA)),
            PLACES,
            ms=12.0,
        ),
    ]
    figures = summarise(rows)
    answerable = figures["answerable"]
    assert answerable["questions"] == 3
    assert answerable["answered"] == pytest.approx(2 / 3, abs=1e-4)
    assert answerable["firstWitnessRight"] == 0.5
    assert answerable["wrongConfident"] == 0.5
    assert figures["unanswerable"] == {"questions": 2, "abstained": 0.5, "answeredConfident": 0.5}
    assert figures["parts"]["allPartsCited"] == 1.0
    assert figures["compare"]["questions"] == 1 and figures["multi"]["questions"] == 0
    assert figures["fields"]["population"]["questions"] == 3
    assert figures["wording"]["sharesHeadingWord"]["questions"] == 3
    assert figures["wording"]["sharesNoHeadingWord"]["questions"] == 0
    assert figures["latency"]["medianMs"] == 7.0
