"""A field that is there but gives nothing: the Factbook's "NA", *not available*.

The CIA World Factbook keeps a field for every country even when it has no figure for one:
Western Sahara's *HIV/AIDS - adult prevalence rate*, *Population below poverty line* and
*Education expenditures* read "NA", Equatorial Guinea's *Irrigated land* "NA", Western
Sahara's *Unemployment rate* "note: NA". Asked "What is the poverty rate in Western
Sahara?", the field model rightly finds the field the question asks for and scored it 0.996;
Sophia then "answered" with the quote "NA" and a meter at 99 % — a statement that states
nothing, with the confidence of one that does. Confidence is the probability that the first
witness answers the question, and "NA" answers no question.

``gives_nothing`` tells such a field: every line of it, after its label ("total:",
"note:"), is "NA" (with at most a "%" and a year, "NA (2023 est.)"). "none" is not such a
value: "Political parties: none", "Military: none" say something — that there are none.
The engine (``engine._answer_fields``) never quotes a field that gives nothing; when it is
the field the question asks for, the answer abstains and says why
(``explain.not_available``) instead of falling back on a field that does not answer.
"""

from __future__ import annotations

import re

#: a line's label: "total", "male", "note", "note 2", "Debt - external 2023"
_LABEL = re.compile(r"^\s*(?:[A-Za-z][A-Za-z0-9 /()'-]{0,60}?\s*:\s*)?")
#: "NA", "NA%", "NA (2023)", "NA (2023 est.)", "N/A"
_NOT_AVAILABLE = re.compile(r"(?:NA|N/A)\s*%?\s*(?:\(\d{4}(?:\s+est\.?)?\))?\.?")


def gives_nothing(text: str) -> bool:
    """Every line of ``text`` says only that its value is not available ("NA")."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return False
    return all(
        _NOT_AVAILABLE.fullmatch(_LABEL.sub("", line, count=1).strip()) is not None
        for line in lines
    )
