"""A citation says where its witness stands in its work (heading) and how recent it is."""

from __future__ import annotations

from fastapi.testclient import TestClient


def test_citations_carry_their_heading(client: TestClient) -> None:
    body = client.post(
        "/v1/sophia/answer", json={"q": "Which river flows through Ulaanbaatar?"}
    ).json()
    by_id = {c["id"]: c for c in body["citations"]}
    notes = [c for c in by_id.values() if c["title"] == "Field notes on rivers"]
    assert notes, body["citations"]
    assert notes[0]["heading"] == "The Tuul River"
    assert all("date" in c for c in by_id.values())  # null when the work has no date
