"""The frozen snapshot of a saved answer: what was said, on which evidence (no links)."""

from __future__ import annotations

from oshun.library.snapshot import snapshot_of
from tests.unit.library._records import Passages, record

ENVELOPE = {
    "id": "ans_1",
    "query": "What is the capital of Peru?",
    "answer": "Lima is the capital of Peru. [1]",
    "confidence": 0.61,
    "groundingState": "partial",
    "abstained": False,
    "citations": [
        {
            "id": "peru.1",
            "label": "[1]",
            "title": "Peru",
            "kind": "reference",
            "weight": 0.9,
            "summary": "Lima is…",
            "locator": "Lima is the capital of Peru.",
            "href": "/anything",
        },
        {"id": "gone.1", "label": "[2]", "title": "Gone", "locator": "x"},
    ],
    "claims": [{"id": "c1", "text": "Lima is the capital of Peru.", "citationIds": ["peru.1"]}],
    "meter": {"fill": 0.5},
    "composer": "extractive",
    "corpusVersion": "v1",
}


def test_each_witness_keeps_the_current_content_hash() -> None:
    snapshot = snapshot_of(ENVELOPE, Passages(record(content_hash="hash-now")))
    first, second = snapshot["witnesses"]
    assert first["contentHash"] == "hash-now"
    assert second["contentHash"] == ""  # not in the library now: nothing to compare later
    assert first["locator"] == "Lima is the capital of Peru." and first["label"] == "[1]"


def test_the_answer_is_kept_as_given() -> None:
    snapshot = snapshot_of(ENVELOPE, Passages(record()))
    assert snapshot["answerId"] == "ans_1" and snapshot["query"] == ENVELOPE["query"]
    assert snapshot["groundingState"] == "partial" and snapshot["confidence"] == 0.61
    assert snapshot["claims"] == ENVELOPE["claims"] and snapshot["corpusVersion"] == "v1"
    assert snapshot["savedAt"].endswith("+00:00")


def test_no_link_is_stored() -> None:
    """Reader links and the notebook path are the web layer's, derived when served."""
    snapshot = snapshot_of(ENVELOPE, Passages(record()))
    assert "resumePath" not in snapshot
    assert all("href" not in witness for witness in snapshot["witnesses"])


def test_each_witness_keeps_its_heading_and_date() -> None:
    """The card shows where a witness stands in its work and how recent it is."""
    from datetime import date

    passages = Passages(record(heading="Government › Capital", updated=date(2024, 5, 1)))
    first, second = snapshot_of(ENVELOPE, passages)["witnesses"]
    assert first["heading"] == "Government › Capital" and first["date"] == "2024-05-01"
    assert second["heading"] == "" and second["date"] is None
    published = Passages(record(published=date(2020, 1, 2)))
    assert snapshot_of(ENVELOPE, published)["witnesses"][0]["date"] == "2020-01-02"
