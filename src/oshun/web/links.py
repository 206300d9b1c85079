"""Links the web layer adds to core records as it serves them.

The engine and the Library deal in ids and locators; the reader link of a citation and the
notebook path of a saved answer are derived here, from the named routes in ``urls``, each
time a record is served. Snapshots saved before this rule keep working: the links they
stored are the ones derived now, and derived links replace them.
"""

from __future__ import annotations

from typing import Any

from oshun.sophia.envelope import AnswerEnvelope
from oshun.web.urls import reader_href, resume_path


def link_envelope(envelope: AnswerEnvelope) -> AnswerEnvelope:
    """``envelope`` with each citation's reader link (Back leads to Sophia)."""
    citations = [
        citation.model_copy(
            update={"href": reader_href(citation.id, citation.locator, origin="sophia")}
        )
        for citation in envelope.citations
    ]
    return envelope.model_copy(update={"citations": citations})


def link_snapshot(snapshot: dict[str, Any]) -> dict[str, Any]:
    """A saved snapshot as served: its notebook path and each witness's reader link."""
    witnesses = [
        {**w, "href": reader_href(str(w["id"]), str(w.get("locator", "")), origin="sophia")}
        for w in snapshot.get("witnesses", [])
    ]
    linked = {**snapshot, "witnesses": witnesses}
    if "answerId" in snapshot:
        linked["resumePath"] = resume_path(str(snapshot["answerId"]))
    return linked
