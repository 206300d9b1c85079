"""The server's side of the answer card: what a page hands ``static/card.js``.

The card has one renderer, ``card.js``; /sophia feeds it the envelope it fetched, and the
Search preview, the Library and the notebook embed their answer (an envelope or a saved
snapshot, served with its links) as JSON beside a mount, which the renderer fills in.
"""

from __future__ import annotations

import json
from typing import Any

from oshun.sophia.envelope import AnswerEnvelope


def card_json(answer: dict[str, Any] | AnswerEnvelope, **options: Any) -> str:
    """``{"answer", "options"}`` as JSON, safe inside a ``<script type="application/json">``.

    ``options`` are the renderer's: ``prefix`` (unique on the page), ``heading`` (2 or 3),
    ``origin`` (where the reader's Back leads), ``checks`` (re-check status by passage id),
    ``highlight`` (a passage id), ``compact`` (sources folded), ``bare`` (no question or
    state line, where the page shows them).
    """
    data = answer.wire() if isinstance(answer, AnswerEnvelope) else answer
    payload = {"answer": data, "options": options}
    return json.dumps(payload, ensure_ascii=False).replace("<", "\\u003c")
