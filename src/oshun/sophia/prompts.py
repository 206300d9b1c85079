"""Every prompt Sophia sends to a language model, in one place."""

from __future__ import annotations

import json

from oshun.sentences import reflow

SYNTHESIS_SYSTEM = (
    "You answer questions only from the numbered passages you are given. "
    "Reply with one JSON object and nothing else, of the form "
    '{"claims": [{"text": "<one short sentence>", "citationIds": ["<passage id>"]}]}. '
    "Every claim must be stated in the cited passages and cite at least one passage id "
    "exactly as given. Do not use outside knowledge. If the passages do not answer the "
    'question, reply {"claims": []}.'
)


def synthesis_messages(
    question: str, witnesses: list[tuple[str, str, str]]
) -> list[dict[str, str]]:
    """Chat messages for ``question`` and ``witnesses`` (passage id, title, text)."""
    # Hard-wrapped text is sent reflowed: the model reads sentences, not line fragments.
    passages = [{"id": pid, "title": title, "text": reflow(text)} for pid, title, text in witnesses]
    user = (
        f"Question: {question}\n\n"
        f"Passages (JSON):\n{json.dumps(passages, ensure_ascii=False, indent=1)}\n\n"
        "Answer as the JSON object described, citing passage ids."
    )
    return [
        {"role": "system", "content": SYNTHESIS_SYSTEM},
        {"role": "user", "content": user},
    ]
