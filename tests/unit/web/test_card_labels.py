"""The card's words: every state, level, factor and support has its label in the one table,
and the Markdown export keeps quotes, locators and links."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from oshun.library.items import SavedItemView
from oshun.sophia.envelope import GroundingState, MeterLevel, Support
from oshun.sophia.meter import FACTORS
from oshun.web import states
from oshun.web.card import card_json
from oshun.web.export import item_markdown, library_json


def test_every_state_level_factor_and_support_has_a_plain_label() -> None:
    assert set(states.GROUNDING) == set(GroundingState)
    assert set(states.LEVEL) == set(MeterLevel)
    assert set(states.SUPPORT) == set(Support)
    assert set(states.FACTORS) == set(FACTORS)  # no factor shown by its code name
    for name, label in states.FACTORS.items():
        assert name not in label.label and label.label.startswith("How ")
    assert states.FACTORS["evidenceScore"].label == "How strongly the best passage matches"
    assert states.FACTORS["witnessCount"].label == "How many passages agree"
    blob = json.loads(states.labels_json())
    assert blob["factors"]["gateMargin"]["label"] == states.FACTORS["gateMargin"].label
    assert blob["grounding"]["partial"]["answer"] == "Partially grounded"


def test_state_label_and_strength_words() -> None:
    assert states.state_label("partial") == "Partially grounded"
    assert states.state_label("not-a-state") == "not-a-state"
    assert [states.strength(v) for v in (0.0, 0.2, 0.5, 0.9)] == [
        "none",
        "weak",
        "fair",
        "strong",
    ]


def test_card_json_cannot_close_its_script_element() -> None:
    text = card_json({"answer": "</script><script>alert(1)</script>"}, prefix="x")
    assert "</script" not in text and "<" not in text
    assert json.loads(text)["answer"]["answer"].startswith("</script>")


ITEM = SavedItemView(
    id="item1",
    answer_id="ans_1",
    domain="nisaba",
    item_type="assistant-excerpt",
    query="What is the capital of *Peru*?",
    grounding_state="partial",
    snapshot={
        "answerId": "ans_1",
        "answer": "Lima is the capital of Peru. [1]",
        "confidence": 0.614,
        "abstained": False,
        "witnesses": [
            {
                "id": "peru.1",
                "label": "[1]",
                "title": "Peru",
                "kind": "reference",
                "heading": "Government › Capital",
                "date": "2024-05-01",
                "summary": "Lima is the capital of Peru. It lies on the coast.",
                "locator": "Lima is the capital of Peru.",
            }
        ],
    },
    notes="Check the *census*.",
    notes_version=1,
    created_at=datetime(2026, 11, 30, 9, 0),
    notes_updated_at=None,
)


def test_markdown_export_keeps_quotes_locators_and_links() -> None:
    text = item_markdown(ITEM, "https://oshun.example")
    assert text.startswith("## What is the capital of \\*Peru\\*?\n")
    assert "*Partially grounded · confidence 61% · saved 2026-11-30 09:00 UTC*" in text
    assert "Lima is the capital of Peru. [1]" in text
    assert "- [1] **Peru** — Government › Capital · 2024-05-01 · reference" in text
    assert "  > **Lima is the capital of Peru.** It lies on the coast." in text
    assert (
        "[Read it in the passage](https://oshun.example/domains/nisaba?origin=library&path="
        "%2Flibrary%2Fpassage%2Fperu.1%3Flocator%3DLima%2520is%2520the%2520capital%2520of"
        "%2520Peru.)"
    ) in text
    assert "### Notes\n\nCheck the *census*." in text  # notes are Markdown already
    assert "(https://oshun.example/workspace/notebook/ans_1)" in text


def test_json_export_serves_snapshots_with_links() -> None:
    data = json.loads(library_json([ITEM], now=datetime(2026, 11, 30, tzinfo=UTC)))
    assert data["exportedAt"] == "2026-11-30T00:00:00+00:00"
    (item,) = data["items"]
    assert item["createdAt"] == "2026-11-30T09:00:00+00:00"
    assert item["notebook"] == "/workspace/notebook/ans_1"
    assert item["snapshot"]["witnesses"][0]["href"].startswith("/domains/nisaba?origin=sophia")
