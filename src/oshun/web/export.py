"""Saved answers exported as a file a person keeps: Markdown (to read) or JSON (to reuse).

The Markdown keeps what makes an answer checkable away from OSHUN: the question, the state
and confidence, the answer, and each witness with its work, heading, page, date, the quoted
words (the locator in bold) and an absolute link that opens the reader at them; then the
notes. Links are built from the named routes (``urls``) on the request's own origin.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from oshun.library.items import SavedItemView
from oshun.web.links import link_snapshot
from oshun.web.states import state_label
from oshun.web.urls import reader_href, resume_path

_SPECIAL = re.compile(r"([\\`*_\[\]<>#|])")
_LABEL = re.compile(r"\[\d+\]")  # a citation label reads as itself in Markdown


def _md(text: object) -> str:
    """Plain text made literal in Markdown, on one line (runs of white space are one space)."""
    return _SPECIAL.sub(r"\\\1", re.sub(r"\s+", " ", str(text or "")))


def _quote(witness: dict[str, Any]) -> str:
    locator = " ".join(str(witness.get("locator") or "").split())
    summary = " ".join(str(witness.get("summary") or "").split())
    if locator and locator in summary:
        before, _, after = summary.partition(locator)
        return f"{_md(before)}**{_md(locator)}**{_md(after)}"
    return f"**{_md(locator)}**" if locator else _md(summary)


def _percent(value: object) -> str:
    try:
        return f"{round(max(0.0, min(1.0, float(value or 0.0))) * 100)}%"  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return "0%"


def item_markdown(item: SavedItemView, base: str) -> str:
    """One saved answer as Markdown; ``base`` is the site's origin (``http://host:port``)."""
    snap = item.snapshot
    lines = [f"## {_md(item.query.strip())}", ""]
    facts = [state_label(item.grounding_state)]
    if not snap.get("abstained"):
        facts.append(f"confidence {_percent(snap.get('confidence'))}")
    facts.append(f"saved {item.created_at.strftime('%Y-%m-%d %H:%M')} UTC")
    lines += ["*" + " · ".join(facts) + "*", ""]
    if snap.get("abstained"):
        lines += [f"No grounded answer. {_md(snap.get('meter', {}).get('explainer', ''))}", ""]
    elif snap.get("answer"):
        lines += [_md(snap["answer"]).replace("\\[", "[").replace("\\]", "]"), ""]
    witnesses = snap.get("witnesses", [])
    if witnesses:
        lines += ["### Sources", ""]
        for w in witnesses:
            where = [str(w[k]) for k in ("heading",) if w.get(k)]
            if w.get("page"):
                where.append(f"page {w['page']}")
            where += [str(w[k]) for k in ("date", "kind") if w.get(k)]
            label = str(w.get("label") or "")
            label = label if _LABEL.fullmatch(label) else _md(label)
            head = f"- {label} **{_md(w.get('title') or 'Untitled')}**"
            if where:
                head += " — " + _md(" · ".join(where))
            href = base + reader_href(str(w["id"]), str(w.get("locator") or ""), "library")
            lines += [head, f"  > {_quote(w)}", f"  [Read it in the passage]({href})", ""]
    if item.notes.strip():
        lines += ["### Notes", "", item.notes.strip(), ""]
    lines += [f"[Open the notebook]({base}{resume_path(item.answer_id)})", ""]
    return "\n".join(lines)


def library_markdown(items: Iterable[SavedItemView], base: str, now: datetime | None = None) -> str:
    chosen = list(items)
    when = (now or datetime.now(UTC)).strftime("%Y-%m-%d %H:%M")
    noun = "answer" if len(chosen) == 1 else "answers"
    head = [
        "# OSHUN Library",
        "",
        f"{len(chosen)} saved {noun}, exported {when} UTC.",
        "",
    ]
    return "\n".join(head) + "\n".join(item_markdown(item, base) for item in chosen)


def library_json(items: Iterable[SavedItemView], now: datetime | None = None) -> str:
    """The saved answers as the API serves them (snapshots with their links), in one file."""
    exported = [
        {
            "id": item.id,
            "answerId": item.answer_id,
            "query": item.query,
            "groundingState": item.grounding_state,
            "createdAt": item.created_at.replace(tzinfo=UTC).isoformat(),
            "notes": item.notes,
            "notebook": resume_path(item.answer_id),
            "snapshot": link_snapshot(item.snapshot),
        }
        for item in items
    ]
    when = (now or datetime.now(UTC)).isoformat(timespec="seconds")
    return json.dumps({"exportedAt": when, "items": exported}, ensure_ascii=False, indent=2)
