"""The frozen snapshot a saved answer keeps: what was said, on which evidence, when."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from oshun.retrieval.search import Passages


def snapshot_of(envelope: dict[str, Any], source: Passages) -> dict[str, Any]:
    """Build a snapshot from an answer envelope (its camelCase wire form).

    Each witness keeps the content hash of the passage as it is now, so a later re-check
    can tell whether the quoted evidence changed. Links (the reader link of a witness, the
    notebook path) are not kept: the web layer derives them when it serves the snapshot.
    """
    citations = list(envelope.get("citations", []))
    records = source.passages([str(c["id"]) for c in citations])
    witnesses = []
    for citation in citations:
        record = records.get(str(citation["id"]))
        witnesses.append(
            {
                "id": citation["id"],
                "label": citation.get("label", ""),
                "title": citation.get("title", ""),
                "kind": citation.get("kind", ""),
                "weight": citation.get("weight"),
                "summary": citation.get("summary", ""),
                "locator": citation.get("locator", ""),
                "heading": record.heading if record else citation.get("heading", ""),
                "page": citation.get("page"),
                "date": record.shown_date if record else citation.get("date"),
                "contentHash": record.content_hash if record else "",
            }
        )
    return {
        "answerId": envelope["id"],
        "query": envelope["query"],
        "answer": envelope.get("answer", ""),
        "groundingState": envelope["groundingState"],
        "abstained": envelope.get("abstained", False),
        "confidence": envelope.get("confidence", 0.0),
        "meter": envelope.get("meter", {}),
        "composer": envelope.get("composer", ""),
        "claims": envelope.get("claims", []),
        "parts": envelope.get("parts", []),
        "witnesses": witnesses,
        "corpusVersion": envelope.get("corpusVersion"),
        "savedAt": datetime.now(UTC).isoformat(timespec="seconds"),
    }
