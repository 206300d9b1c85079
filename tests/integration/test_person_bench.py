"""The person-phrased bench end to end on the demo library: rows are posted to the real
``POST /v1/sophia/answer`` route and every citation resolves to a (work, heading) pair."""

from __future__ import annotations

import pytest
from bench.person_questions import ask, places, report
from bench.person_score import factbook_passage_id
from bench.person_set import load

from oshun.services import Services

pytestmark = pytest.mark.slow


def test_rows_go_through_the_http_route_and_are_scored(demo: Services) -> None:
    where = places(demo)
    assert where[factbook_passage_id("mg", "Government › Capital")] == (
        "mg",
        "Government › Capital",
    )
    rows = [
        {
            "id": "t-1",
            "question": "What is the capital of Mongolia?",
            "answerable": True,
            "kind": "single",
            "field": "capital",
            "work": "mg",
            "fields": ["Government › Capital"],
            "split": "fit",
        },
        {
            "id": "t-2",
            "question": "x" * 700,
            "answerable": False,
            "kind": "lookalike",
            "split": "heldout",
        },
        *load()[:20],
    ]
    results = ask(demo, rows, where)
    assert [scored.id for scored, _ in results] == [row["id"] for row in rows]
    capital, envelope = results[0]
    assert capital.status == 200 and capital.answered and capital.first_right
    assert envelope["citations"][0]["title"] == "Mongolia"  # the wire envelope, camelCase
    too_long, _ = results[1]
    assert too_long.status == 422 and not too_long.answered  # refused, counted as abstained
    for scored, envelope in results[2:]:
        assert scored.status == 200
        assert all(c["id"] in where for c in envelope.get("citations", []))
    figures = report([scored for scored, _ in results])
    assert figures["all"]["questions"] == len(rows)
    assert figures["all"]["errors"] == 1
    assert figures["fit"]["questions"] + figures["heldout"]["questions"] == len(rows)
