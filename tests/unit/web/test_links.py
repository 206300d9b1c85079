"""Links derived by the web layer when it serves core records."""

from __future__ import annotations

from oshun.sophia.envelope import (
    AnswerEnvelope,
    Citation,
    Composer,
    GroundingState,
    Meter,
    MeterLevel,
)
from oshun.web.links import link_envelope, link_snapshot
from oshun.web.urls import reader_href, url_for


def test_a_snapshot_saved_with_stored_links_is_served_unchanged() -> None:
    """Snapshots saved before links were derived stored them; they serve exactly as before."""
    href = "/domains/nisaba?origin=sophia&path=%2Flibrary%2Fpassage%2Fp.1%3Flocator%3DLima%2520is"
    stored = {
        "answerId": "ans_1",
        "resumePath": "/workspace/notebook/ans_1",
        "witnesses": [{"id": "p.1", "locator": "Lima is", "href": href, "contentHash": "h"}],
    }
    assert link_snapshot(stored) == stored


def test_a_snapshot_without_links_gets_them() -> None:
    served = link_snapshot({"answerId": "a b", "witnesses": [{"id": "p.2", "locator": "x"}]})
    assert served["resumePath"] == "/workspace/notebook/a%20b"
    assert served["witnesses"][0]["href"] == reader_href("p.2", "x", origin="sophia")


def test_an_envelope_gets_reader_links_that_lead_back_to_sophia() -> None:
    citation = Citation(
        id="p.1",
        title="Peru",
        kind="reference",
        summary="",
        label="[1]",
        weight=0.9,
        locator="Lima is the capital",
    )
    envelope = AnswerEnvelope(
        id="ans_1",
        query="q",
        answer="a [1]",
        confidence=0.5,
        grounding_state=GroundingState.PARTIAL,
        abstained=False,
        citations=[citation],
        claims=[],
        citation_map={},
        composer=Composer.EXTRACTIVE,
        corpus_version="v1",
        meter=Meter(fill=0.5, level=MeterLevel.MODERATE, factors=[], explainer=""),
    )
    linked = link_envelope(envelope)
    assert citation.href == ""  # the engine's envelope carries no URL
    assert linked.citations[0].href == (
        "/domains/nisaba?origin=sophia&path=%2Flibrary%2Fpassage%2Fp.1"
        "%3Flocator%3DLima%2520is%2520the%2520capital"
    )


def test_url_for_fills_and_quotes_parameters() -> None:
    assert url_for("notebook", answer_id="ans_1") == "/workspace/notebook/ans_1"
    assert url_for("notebook", {"saved": "1"}, answer_id="x") == "/workspace/notebook/x?saved=1"
    assert url_for("signin", {"next": "/a b"}) == "/signin?next=%2Fa%20b"
