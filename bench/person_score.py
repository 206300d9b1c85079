"""Scoring of the person-phrased Factbook set: one answer envelope against one gold row.

Kept apart from the runner (``bench/person_questions.py``) so the rules can be tested on
handcrafted envelopes without a library. The rules, as issue 9 states its bars:

- **answered**: the envelope did not abstain;
- **first witness right**: ``citations[0]`` is a passage of the asked work under one of the
  row's accepted headings (``fields``), or of another work a single row accepts too
  (``also``: ``[{"work": "us", "fields": [...]}]`` — "how many yen is one us dollar
  worth" is answered by Japan's *Exchange rates* and by the US's "Japanese yen per US
  dollar" line alike). A passage id is resolved to (work external id,
  heading) through ``Places`` — the runner reads that map from the library's database, so
  the rule holds whatever the id scheme; ``factbook_passage_id`` writes the demo library's
  ids (``factbook-<code>.<section>-<field>[-n]``) for tests;
- **wrong with confidence ≥ 0.8**: answered, first witness not right, ``confidence ≥ 0.8``;
- **unanswerable abstained**: a look-alike row whose envelope abstained;
- the same figures for phrasings that share a content word with the asked heading and for
  those that share none (``sharesHeadingWord`` of the row);
- comparison and multi-part rows: how many of their parts have a witness among the
  citations, and whether the first witness answers one of the parts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from oshun.corpus.records import slugify
from oshun.evaluation.metrics import median, percentile

CONFIDENT = 0.8
#: passage id → (work external id, heading)
Places = Mapping[str, tuple[str, str]]


def factbook_passage_id(code: str, heading: str, chunk: int | None = None) -> str:
    """The demo library's passage id of ``heading`` in work ``code`` (see corpus/demo.py)."""
    section, field = heading.split(" › ", 1)
    key = f"{slugify(section, 24)}-{slugify(field, 48)}"
    suffix = "" if chunk is None else f"-{chunk}"
    return f"factbook-{slugify(code, 120)}.{key}{suffix}"


def _answers(place: tuple[str, str] | None, gold: Mapping[str, Any]) -> bool:
    return place is not None and place[0] == gold["work"] and place[1] in gold["fields"]


@dataclass(frozen=True, slots=True)
class Scored:
    """What one envelope did for one row."""

    id: str
    kind: str  # single, compare, multi, lookalike
    field: str
    split: str
    answerable: bool
    answered: bool
    confidence: float
    first_right: bool  # first witness: asked work and asked field (a part of it, for parts)
    first_right_work: bool
    any_right: bool  # some witness: asked work and asked field
    parts: int
    parts_cited: int
    ms: float
    status: int
    shares_heading_word: bool | None = None  # single rows: the phrasing uses a heading word

    @property
    def wrong_confident(self) -> bool:
        return self.answered and not self.first_right and self.confidence >= CONFIDENT


def score(
    row: Mapping[str, Any],
    envelope: Mapping[str, Any],
    places: Places,
    ms: float = 0.0,
    status: int = 200,
) -> Scored:
    """Score the wire envelope (camelCase JSON of ``POST /v1/sophia/answer``) of ``row``."""
    answered = status == 200 and not envelope.get("abstained", True)
    cited = [places.get(str(c.get("id", ""))) for c in envelope.get("citations") or []]
    if not answered:
        cited = []
    first = cited[:1]
    golds: list[Mapping[str, Any]] = list(row.get("parts") or [])
    if not golds and row.get("answerable"):
        golds = [row]
    also: list[Mapping[str, Any]] = list(row.get("also") or []) if not row.get("parts") else []

    def answers(place: tuple[str, str] | None, gold: Mapping[str, Any]) -> bool:
        return _answers(place, gold) or (gold is row and any(_answers(place, a) for a in also))

    def of_work(place: tuple[str, str] | None, gold: Mapping[str, Any]) -> bool:
        works = {gold["work"], *(a["work"] for a in also)} if gold is row else {gold["work"]}
        return place is not None and place[0] in works

    parts_cited = sum(any(answers(p, g) for p in cited) for g in golds)
    return Scored(
        id=str(row["id"]),
        kind=str(row.get("kind", "single")),
        field=str(row.get("field", "")),
        split=str(row.get("split", "")),
        answerable=bool(row.get("answerable", True)),
        answered=answered,
        confidence=float(envelope.get("confidence") or 0.0) if answered else 0.0,
        first_right=any(answers(p, g) for p in first for g in golds),
        first_right_work=any(of_work(p, g) for p in first for g in golds),
        any_right=parts_cited > 0,
        parts=len(golds),
        parts_cited=parts_cited,
        ms=ms,
        status=status,
        shares_heading_word=row.get("sharesHeadingWord"),
    )


def _rate(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _singles(scored: list[Scored]) -> dict[str, Any]:
    answered = [s for s in scored if s.answered]
    return {
        "questions": len(scored),
        "answered": _rate(len(answered), len(scored)),
        "firstWitnessRight": _rate(sum(s.first_right for s in answered), len(answered)),
        "firstWitnessRightWork": _rate(sum(s.first_right_work for s in answered), len(answered)),
        "anyWitnessRight": _rate(sum(s.any_right for s in answered), len(answered)),
        "wrongConfident": _rate(sum(s.wrong_confident for s in answered), len(answered)),
    }


def _parts(scored: list[Scored]) -> dict[str, Any]:
    answered = [s for s in scored if s.answered]
    return {
        "questions": len(scored),
        "answered": _rate(len(answered), len(scored)),
        "firstWitnessInAPart": _rate(sum(s.first_right for s in answered), len(answered)),
        "allPartsCited": _rate(sum(s.parts_cited == s.parts for s in answered), len(answered)),
        "partsCited": _rate(sum(s.parts_cited for s in answered), sum(s.parts for s in answered)),
        "wrongConfident": _rate(sum(s.wrong_confident for s in answered), len(answered)),
    }


def _lookalikes(scored: list[Scored]) -> dict[str, Any]:
    answered = [s for s in scored if s.answered]
    return {
        "questions": len(scored),
        "abstained": _rate(len(scored) - len(answered), len(scored)),
        "answeredConfident": _rate(sum(s.confidence >= CONFIDENT for s in answered), len(scored)),
    }


def summarise(scored: Iterable[Scored]) -> dict[str, Any]:
    """Headline figures, per-field breakdown, parts, look-alikes and latency of ``scored``."""
    everything = list(scored)
    singles = [s for s in everything if s.kind == "single"]
    parts = [s for s in everything if s.kind in ("compare", "multi")]
    lookalikes = [s for s in everything if not s.answerable]
    times = [s.ms for s in everything]
    fields: dict[str, list[Scored]] = {}
    for s in singles:
        fields.setdefault(s.field, []).append(s)
    return {
        "questions": len(everything),
        "errors": sum(s.status != 200 for s in everything),
        "answerable": _singles(singles),
        "unanswerable": _lookalikes(lookalikes),
        "parts": _parts(parts),
        "compare": _parts([s for s in parts if s.kind == "compare"]),
        "multi": _parts([s for s in parts if s.kind == "multi"]),
        "latency": {
            "medianMs": round(median(times), 2),
            "p95Ms": round(percentile(times, 0.95), 2),
        },
        "wording": {
            "sharesHeadingWord": _singles([s for s in singles if s.shares_heading_word]),
            "sharesNoHeadingWord": _singles([s for s in singles if s.shares_heading_word is False]),
        },
        "fields": {name: _singles(rows) for name, rows in sorted(fields.items())},
    }
