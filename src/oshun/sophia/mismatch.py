"""Three ways a passage that shares the question's words still does not answer it.

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

"What are the least well known complexity resources?" meets "the best known complexity
resources": the quote says the contrary of a word the question asks with. ``contrary_word``
is 1 when a word of the question is nowhere in the passage and the quote holds its contrary
(``_CONTRARIES``: least/most, smallest/largest, first/last, began/ended, open/closure …, a
hand-written list of everyday opposites). On the fit half, among answered questions whose
first witness is so flagged, 49 were unanswerable and 10 answerable (of 925 and 1,107).

All three are signals of the gate over hybrid hits (``gate.DENSE_SIGNALS``), weighed by the fit
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


#: Everyday opposites, both ways ("least" and "most" each the other's contrary).
_CONTRARY_PAIRS = """
large small, largest smallest, larger smaller, big small, biggest smallest, bigger smaller,
high low, highest lowest, higher lower, most least, more less, more fewer, many few,
first last, earliest latest, early late, earlier later, begin end, began ended, start end,
started ended, beginning end, increase decrease, increased decreased, rise fall, rose fell,
gain lose, gained lost, win lose, won lost, before after, north south, east west,
northern southern, eastern western, major minor, public private, accept reject,
accepted rejected, allow forbid, allowed forbidden, legal illegal, success failure,
successful unsuccessful, open close, opened closed, opening closure, open closure,
maximum minimum, best worst, better worse, good bad, strong weak, strongest weakest,
stronger weaker, long short, longest shortest, longer shorter, old new, oldest newest,
older newer, old young, oldest youngest, ancient modern, positive negative, true false,
same different, similar different, inside outside, internal external, import export,
imports exports, imported exported, buy sell, bought sold, upper lower, top bottom,
above below, over under, heavy light, heaviest lightest, hot cold, warm cool, wet dry,
rich poor, wealthy poor, direct indirect, formal informal, official unofficial,
natural artificial, simple complex, easy hard, easier harder, cheap expensive, common rare,
frequent rare, include exclude, included excluded, add remove, added removed, join leave,
joined left, entered left, enter leave, arrive depart, arrived departed, inner outer,
fast slow, faster slower, fastest slowest, deep shallow, wide narrow, wider narrower,
thick thin, support oppose, supported opposed, agree disagree, agreed disagreed,
create destroy, created destroyed, build destroy, built destroyed, victory defeat,
attack defend, push pull, always never, present absent, presence absence, male female,
men women, father mother, son daughter, king queen, husband wife, brother sister,
dead alive, death birth, died born, odd even, finite infinite, possible impossible,
known unknown, visible invisible, stable unstable, dependent independent,
necessary unnecessary, majority minority, plus minus, add subtract, multiply divide,
rural urban, domestic foreign, national international, military civilian,
primary secondary, final initial, future past, permanent temporary, sooner later,
upstream downstream, solid liquid, liquid gas, dark light, darker lighter
"""


def _contraries(pairs: str) -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for pair in pairs.split(","):
        first, second = pair.split()
        table.setdefault(first, set()).add(second)
        table.setdefault(second, set()).add(first)
    return {word: frozenset(others) for word, others in table.items()}


_CONTRARIES = _contraries(_CONTRARY_PAIRS)


def contrary_words(text: str) -> dict[str, frozenset[str]]:
    """The words of ``text`` (lower-cased) that have contraries, with them."""
    return {w: _CONTRARIES[w] for w in {m.lower() for m in _WORD.findall(text)} if w in _CONTRARIES}


def contrary_word(asked: dict[str, frozenset[str]], quote: str, passage: str) -> float:
    """1 when a word the question asks with (``asked``, from ``contrary_words``) is nowhere in
    the passage and the quote holds one of its contraries, else 0."""
    if not asked:
        return 0.0
    quoted = {w.lower() for w in _WORD.findall(quote)}
    if not any(others & quoted for others in asked.values()):
        return 0.0
    present = {w.lower() for w in _WORD.findall(passage)}
    return 1.0 if any(w not in present and others & quoted for w, others in asked.items()) else 0.0
