"""Whether a quote can answer a negated question.

"What did the Italian government not fail to do in Francovich v Italy?" shares every content
word with "the Italian government had failed to set up an insurance fund", and search, the
passage vector and the term signals all call that a match. But the question asks about what
did *not* happen; a quote that states only what did happen does not answer it. Stop words
(``not``, ``no``) never reach the term signals, so the gate could not see this.

``unmatched_negation`` is 1 when the question is negated (not, never, no, n't, none, neither,
nor, cannot) and the quote holds no negation at all, else 0. It is one signal of the gate
over hybrid hits (``gate.DENSE_SIGNALS``), weighed by the fit like the others, not a rule:
a quote can answer a negated question without a negation word ("Which countries have no
coast?" → "landlocked"). Measured on the fit half of the visible SQuAD 2.0 articles
(``bench/squad_misses.py``), among answered questions: 280 of 1,180 unanswerable questions
are negated, 203 of them answered with a quote without negation; of 1,186 answerable ones,
52 and 13.
"""

from __future__ import annotations

import re

_NEGATION = re.compile(
    r"\b(?:not|never|no|none|neither|nor|cannot|nobody|nothing|nowhere)\b|n['’]t\b",
    re.IGNORECASE,
)


def negated(text: str) -> bool:
    """The text holds a negation word."""
    return _NEGATION.search(text) is not None


def unmatched_negation(question_negated: bool, quote: str) -> float:
    """1 when a negated question's quote holds no negation, else 0."""
    return 1.0 if question_negated and not negated(quote) else 0.0
