"""The one label table of every state a page shows: grounding states, re-check statuses,
the meter's levels and factors, and claim support.

The states themselves are enums of their core packages (``GroundingState``, ``RecheckStatus``);
how each reads to a person is decided here only. Templates read these tables directly, and
script-driven pages get them as one JSON blob (``labels_json``), so no label is ever typed
a second time in JavaScript.
"""

from __future__ import annotations

import json
from typing import NamedTuple

from oshun.library.recheck import RecheckStatus
from oshun.sophia.envelope import GroundingState, MeterLevel, Support


class GroundingLabel(NamedTuple):
    answer: str  # on an answer card (Sophia)
    preview: str  # on Search's "what would Sophia say" preview


GROUNDING: dict[GroundingState, GroundingLabel] = {
    GroundingState.GROUNDED: GroundingLabel("Grounded", "Grounded"),
    GroundingState.PARTIAL: GroundingLabel("Partially grounded", "Partially grounded"),
    GroundingState.UNGROUNDED: GroundingLabel("Ungrounded — abstained", "Would abstain"),
    GroundingState.ABSTAINED: GroundingLabel("Abstained", "Would abstain"),
    GroundingState.RETRACTED_SOURCE: GroundingLabel(
        "Retracted source", "Would abstain (retracted source)"
    ),
}


def state_label(state: str, which: str = "answer") -> str:
    """How ``state`` (a ``GroundingState`` value) reads; an unknown one reads as itself."""
    try:
        label = GROUNDING[GroundingState(state)]
    except ValueError:
        return state
    return str(getattr(label, which))


#: States in which Sophia gives an answer rather than abstaining.
ANSWERING: frozenset[GroundingState] = frozenset({GroundingState.GROUNDED, GroundingState.PARTIAL})

RECHECK: dict[RecheckStatus, str] = {
    RecheckStatus.UNCHANGED: "Unchanged.",
    RecheckStatus.CHANGED: "The passage changed; the quoted text is still in it.",
    RecheckStatus.QUOTE_MISSING: "The passage changed: the quoted text is no longer in it.",
    RecheckStatus.MISSING: "This passage is no longer in the library.",
    RecheckStatus.RETRACTED: "This work has been retracted.",
}


LEVEL: dict[MeterLevel, str] = {
    MeterLevel.NONE: "no confidence",
    MeterLevel.LOW: "low",
    MeterLevel.MODERATE: "moderate",
    MeterLevel.HIGH: "high",
}


class FactorLabel(NamedTuple):
    label: str  # what the factor asks, in plain words
    why: str  # one short line saying what it measures


#: The meter's factors (``oshun.sophia.meter.FACTORS``) as a person reads them; a factor
#: missing here is shown by its note (the card never shows a code name outside its details).
FACTORS: dict[str, FactorLabel] = {
    "evidenceScore": FactorLabel(
        "How strongly the best passage matches",
        "How closely the strongest passage answers the question.",
    ),
    "witnessCount": FactorLabel(
        "How many passages agree",
        "Passages that passed the evidence check; three or more count in full.",
    ),
    "gateMargin": FactorLabel(
        "How clearly the evidence passes the bar",
        "How far the strongest passage is above the minimum Sophia accepts.",
    ),
    "termCoverage": FactorLabel(
        "How much of the question the quote covers",
        "The share of the question's key words found in the quoted sentence.",
    ),
    "agreement": FactorLabel(
        "How much the top results point the same way",
        "The share of the top search results from the same work as the best passage.",
    ),
    "kindWeight": FactorLabel(
        "How authoritative the sources are",
        "Articles and reference works count more than notes.",
    ),
}

#: A factor's value (0 … 1) in words: the card shows one number only, the confidence.
STRENGTH: tuple[tuple[float, str], ...] = ((0.7, "strong"), (0.4, "fair"), (0.0001, "weak"))
STRENGTH_NONE = "none"


def strength(value: float) -> str:
    return next((word for floor, word in STRENGTH if value >= floor), STRENGTH_NONE)


SUPPORT: dict[Support, str] = {
    Support.RETRIEVED: "Quoted word for word from",
    Support.SYNTHESIZED: "Written from, and checked against,",
    Support.MODEL_ONLY: "Not supported by any passage",
}


def labels_json() -> str:
    """Every table as JSON, safe to place inside a ``<script type="application/json">``."""
    data = {
        "grounding": {str(s): label._asdict() for s, label in GROUNDING.items()},
        "recheck": {str(s): label for s, label in RECHECK.items()},
        "level": {str(s): label for s, label in LEVEL.items()},
        "factors": {name: label._asdict() for name, label in FACTORS.items()},
        "strength": [[floor, word] for floor, word in STRENGTH],
        "strengthNone": STRENGTH_NONE,
        "support": {str(s): label for s, label in SUPPORT.items()},
    }
    return json.dumps(data, ensure_ascii=False).replace("<", "\\u003c")
