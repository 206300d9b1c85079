"""The one label table of every state a page shows: grounding states and re-check statuses.

The states themselves are enums of their core packages (``GroundingState``, ``RecheckStatus``);
how each reads to a person is decided here only. Templates read these tables directly, and
script-driven pages get them as one JSON blob (``labels_json``), so no label is ever typed
a second time in JavaScript.
"""

from __future__ import annotations

import json
from typing import NamedTuple

from oshun.corpus.uploads import JobState
from oshun.library.recheck import RecheckStatus
from oshun.sophia.envelope import GroundingState


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

#: States in which Sophia gives an answer rather than abstaining.
ANSWERING: frozenset[GroundingState] = frozenset({GroundingState.GROUNDED, GroundingState.PARTIAL})

RECHECK: dict[RecheckStatus, str] = {
    RecheckStatus.UNCHANGED: "Unchanged.",
    RecheckStatus.CHANGED: "The passage changed; the quoted text is still in it.",
    RecheckStatus.QUOTE_MISSING: "The passage changed: the quoted text is no longer in it.",
    RecheckStatus.MISSING: "This passage is no longer in the library.",
    RecheckStatus.RETRACTED: "This work has been retracted.",
}


#: An uploaded file's way into the library (the Sources page).
JOBS: dict[JobState, str] = {
    JobState.QUEUED: "Queued",
    JobState.WORKING: "Reading…",
    JobState.DONE: "Done",
    JobState.FAILED: "Failed",
}


def labels_json() -> str:
    """Both tables as JSON, safe to place inside a ``<script type="application/json">``."""
    data = {
        "grounding": {str(s): label._asdict() for s, label in GROUNDING.items()},
        "recheck": {str(s): label for s, label in RECHECK.items()},
        "jobs": {str(s): label for s, label in JOBS.items()},
    }
    return json.dumps(data, ensure_ascii=False).replace("<", "\\u003c")
