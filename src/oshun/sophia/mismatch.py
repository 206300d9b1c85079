"""Two ways a passage that shares the question's words still does not answer it.

"What did the Italian government not fail to do in Francovich v Italy?" shares every content
word with "the Italian government had failed to set up an insurance fund", and search, the
passage vector and the term signals all call that a match. But the question asks about what
did *not* happen; a quote that states only what did happen does not answer it. Stop words
(``not``, ``no``) never reach the term signals, so the gate could not see this:
``unmatched_negation`` is 1 when the question is negated (not, never, no, n't, none, neither,
nor, cannot …) and the quote holds no negation at all.

"Where did Charles de Gaulle and the Free English run operations?" is close to a passage on
"Charles de Gaulle and the Free French"; the question names something ("English") the passage
never mentions. ``name_missing`` is 1 when a name or number the question gives — a word after
the first that starts with a capital, or holds a digit — is nowhere in the passage (title,
heading, text). ``missing_rare_term`` weighs any missing word by its rarity; a name the
passage lacks is damning however common the word is elsewhere.

Both are signals of the gate over hybrid hits (``gate.DENSE_SIGNALS``), weighed by the fit
like the others, not rules: a quote can answer a negated question without a negation word
("Which countries have no coast?" → "landlocked"), and a passage can name a thing otherwise.
Measured on the fit half of the visible SQuAD 2.0 articles (``bench/squad_misses.py``), among
answered questions: 280 of 1,180 unanswerable questions are negated, 203 of them answered with
a quote without negation, and 119 named something their first witness's passage lacks; of
1,186 answerable ones, 52, 13 and 40.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_NEGATION = re.compile(
    r"\b(?:not|never|no|none|neither|nor|cannot|nobody|nothing|nowhere)\b|n['’]t\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W_]+")


def negated(text: str) -> bool:
    """The text holds a negation word."""
    return _NEGATION.search(text) is not None


def unmatched_negation(question_negated: bool, quote: str) -> float:
    """1 when a negated question's quote holds no negation, else 0."""
    return 1.0 if question_negated and not negated(quote) else 0.0


#: An abbreviation in the plural: capitals and a lower-case "s" ("MPs", "NGOs", "MEPs").
_PLURAL_ABBREVIATION = re.compile(r"[A-Z]{2,}['’]?s")


def named_words(words: list[str]) -> tuple[str, ...]:
    """The names and numbers a question gives, lower-cased: its words after the first that
    start with a capital letter or hold a digit ("Free English", "1973"). The pronoun "I"
    names nothing ("What should I know about …?"), nor does an abbreviation in the plural: "MPs",
    "NGOs" and "CEOs" are common nouns ("How many MPs sit in the House of Commons?")."""
    named = [
        w
        for w in words[1:]
        if (w[:1].isupper() and w != "I" and _PLURAL_ABBREVIATION.fullmatch(w) is None)
        or any(c.isdigit() for c in w)
    ]
    return tuple(dict.fromkeys(w.lower() for w in named))


def name_missing(named: Iterable[str], texts: Iterable[str]) -> float:
    """1 when one of the question's ``named`` words occurs in none of ``texts`` (a
    passage's title, heading and text), else 0."""
    wanted = set(named)
    if not wanted:
        return 0.0
    present = {w.lower() for text in texts for w in _WORD.findall(text)}
    return 0.0 if wanted <= present else 1.0
