"""Superlatives: "the largest population", "the most populous country", "the oldest".

A field of one entry of a reference series (one Factbook country) describes that entry. It
can answer "Which country has the largest population?" — a ranking over every entry — only
by stating the ranking itself, as the asked superlative of the asked thing and without a
narrower scope: "largest population of any African nation" answers "… in Africa?", not the
question about the world; "second most populous country in Europe" and "one of the oldest"
answer neither; "the single largest feature of the planet" does not say which planet is
largest. No parser: a superlative is a word of ``SUPERLATIVES`` (or "most"/"least" and the
word after it); the phrase after it runs to the first preposition, stop word or punctuation,
and its last word is the thing ranked; the words of the prepositional phrase that follows
(to the next preposition or punctuation) are its scope.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from oshun.retrieval.analysis import STOP_WORDS, stem

_WORD = re.compile(r"[^\W_]+(?:-[^\W_]+)*|[;:,.()?!]", re.UNICODE)
#: Superlatives, and the groups of those that mean the same ranking.
_GROUPS: tuple[frozenset[str], ...] = tuple(
    frozenset(group.split())
    for group in (
        "largest biggest greatest",
        "smallest tiniest",
        "highest tallest",
        "lowest",
        "longest",
        "shortest",
        "oldest",
        "youngest",
        "newest latest",
        "richest wealthiest",
        "poorest",
        "deepest",
        "widest broadest",
        "fastest",
        "hottest warmest",
        "coldest",
        "wettest",
        "driest",
        "best",
        "worst",
        "heaviest",
        "densest",
        "busiest",
    )
)
#: Words of a group that write its ranking but do not ask for one: "the latest estimate" is
#: the current figure, yet "latest ratified 5 October 1988" answers "the newest
#: constitution" (time19: "When was Tunisia's newest constitution approved?" abstained).
_ONLY_HELD = frozenset({"latest"})
SUPERLATIVES = frozenset().union(*_GROUPS) - _ONLY_HELD
#: The rankings of size: a field that lists things (ethnic groups, exports, cities) lists
#: the largest first, so it answers "the largest …" without writing the word.
SIZE = _GROUPS[0]
#: "most populous", "least densely": the word after makes the superlative.
_MOST = frozenset({"most", "least"})
#: Before a superlative, a rank other than the first: "second most populous", "2nd-largest".
_ORDINALS = frozenset(
    """second third fourth fifth sixth seventh eighth ninth tenth 2nd 3rd 4th 5th 6th 7th
    8th 9th 10th""".split()
)
_PREPOSITIONS = frozenset(
    "in of on at among within across by for from with after between than worldwide".split()
)
#: Scope words that widen rather than narrow ("in the world", "of any nation"): the scope a
#: question without one has.
_WIDE = frozenset(
    """world worlds globe global earth planet country countries nation nations state states
    territory territories entity entities place places any all entire whole""".split()
)
#: "The most famous landmark", "the most visited site", "the most iconic dish": a ranking by
#: repute. A field lists sites, cities or symbols without ranking them by fame, so it answers
#: only by writing the word (``fields.rank_gap``): Peru's *National heritage* ("total World
#: Heritage Sites: 13") does not say which landmark is the most famous.
REPUTE = frozenset("famous renowned iconic celebrated visited well-known".split())
#: Letters compared between a scope word and the question's words ("African" ~ "Africa").
_PREFIX = 5


@dataclass(frozen=True, slots=True)
class Superlative:
    """One superlative in a text: its ranking, the thing ranked and the scope it holds in."""

    ranking: frozenset[str]  # the group of words that mean this ranking ("largest", …)
    thing: str | None  # the head of the phrase after it ("population"), lower case
    modifiers: tuple[str, ...]  # the phrase's other words ("island" in "island country")
    scope: tuple[str, ...]  # content words of the prepositional phrase after it
    qualified: bool  # a rank other than the first, or "one of the"


def _ranking(words: list[str], i: int) -> tuple[frozenset[str], int] | None:
    """The ranking at word ``i`` and the index after it, or None."""
    word = words[i]
    for part in word.split("-"):
        if part in _ONLY_HELD:
            continue
        for group in _GROUPS:
            if part in group:
                return group, i + 1
    head = word.split("-")
    if head[0] in _MOST:
        if len(head) > 1:  # "most-spoken"
            return frozenset({word}), i + 1
        if i + 1 < len(words) and words[i + 1].isalpha():
            return frozenset({f"{word} {words[i + 1]}"}), i + 2
    return None


def _qualified(words: list[str], i: int) -> bool:
    word = words[i]
    if any(part in _ORDINALS for part in word.split("-")[:-1]):
        return True  # "second-smallest", "2nd-largest"
    before = words[max(0, i - 3) : i]
    if before[-1:] and before[-1] in _ORDINALS:
        return True  # "second most populous", "third largest"
    return before[-3:] == ["one", "of", "the"]


def _is_word(token: str) -> bool:
    return token[:1].isalnum()


#: A parenthesis inside a ranking's phrase: "top ten largest (non-polar*) deserts: Sahara".
_ASIDE = re.compile(r"\([^()]*\)")


def _narrows(word: str, preposition: str) -> bool:
    """A scope word after ``preposition`` that narrows a ranking: not a preposition, stop
    word or wide word, nor the figure a "with" phrase gives — "Africa has the most countries
    with 54" states the count; "the most countries in 1990" is another time."""
    if word in _PREPOSITIONS or word in STOP_WORDS or word in _WIDE:
        return False
    return not (preposition == "with" and any(c.isdigit() for c in word))


def superlatives(text: str) -> list[Superlative]:
    """Every superlative of ``text``, in order; an aside in parentheses is not read (it
    neither ends the ranked thing's phrase nor narrows it)."""
    words = [w.lower() for w in _WORD.findall(_ASIDE.sub(" ", text))]
    found = []
    i = 0
    while i < len(words):
        ranked = _ranking(words, i)
        if ranked is None:
            i += 1
            continue
        ranking, after = ranked
        end = after
        while end < len(words) and _is_word(words[end]):
            if words[end] in _PREPOSITIONS or words[end] in STOP_WORDS:
                break
            end += 1
        scope: list[str] = []
        if end < len(words) and words[end] in _PREPOSITIONS:
            stop = end + 1  # one prepositional phrase: "in the world", not "… by area"
            while stop < len(words) and _is_word(words[stop]) and words[stop] not in _PREPOSITIONS:
                stop += 1
            scope = [w for w in words[end:stop] if _narrows(w, words[end])]
        phrase = words[after:end]
        thing = phrase[-1] if phrase else None
        modifiers = tuple(w for w in phrase[:-1] if w not in _WIDE)
        found.append(Superlative(ranking, thing, modifiers, tuple(scope), _qualified(words, i)))
        i = after
    return found


#: Words that do not narrow a ranking of countries: a person asking "the smallest country"
#: means an independent one ("ten smallest independent countries: Holy See …").
_NOT_NARROWING = frozenset({"independent", "sovereign"})


#: Things a reference work ranks under another name than people ask by: the *World*'s "ten
#: largest urban agglomerations: Tokyo …" are its largest cities ("What is the largest city
#: in the world?" abstained).
_PLAIN_NAMES = {
    ("urban", "agglomerations"): "cities",
    ("urban", "agglomeration"): "city",
    ("urban", "areas"): "cities",
    ("urban", "area"): "city",
    ("metropolitan", "areas"): "cities",
    ("metropolitan", "area"): "city",
}


def _named_plainly(stated: Superlative) -> Superlative:
    """``stated`` with its thing as people name it (``_PLAIN_NAMES``): the modifier that was
    part of the other name narrows nothing."""
    if stated.thing is None or not stated.modifiers:
        return stated
    plain = _PLAIN_NAMES.get((stated.modifiers[-1], stated.thing))
    if plain is None:
        return stated
    return replace(stated, thing=plain, modifiers=stated.modifiers[:-1])


def _meets(word: str, words: set[str]) -> bool:
    return word.lower() in _NOT_NARROWING or word[:_PREFIX] in {w[:_PREFIX] for w in words}


def states(asked: Superlative, question: str, quote: str) -> bool:
    """Whether ``quote`` states the ranking ``asked`` (a superlative of ``question``): the
    same ranking, of the same thing when the question names one, first (not "second …", not
    "one of the …"), and in no narrower scope than the question's own — every word that
    narrows it, before the thing ("smallest *island* country") or after it ("of any
    *African* nation"), is one the question says too."""
    question_words = {w.lower() for w in _WORD.findall(question) if w.isalnum()}
    for stated in superlatives(quote):
        if stated.qualified or not (stated.ranking & asked.ranking):
            continue
        stated = _named_plainly(stated)
        if asked.thing is not None and (
            stated.thing is None or stem(stated.thing)[:4] != stem(asked.thing)[:4]
        ):
            continue
        narrowing = (*stated.modifiers, *stated.scope)  # "island country", "… of any African"
        if all(_meets(word, question_words) for word in narrowing):
            return True
    return False


def measures(text: str) -> list[frozenset[str]]:
    """The rankings other than size that ``text`` asks for ("the deepest lake", "the busiest
    airport", "the oldest city", "the most famous landmark"): a field answers one only by
    writing it (``fields``'s ``rank_gap``); other "most" and "least" phrases are left out
    ("the most spoken language")."""
    words = [w.lower() for w in _WORD.findall(text)]
    found = []
    for i in range(len(words)):
        ranked = _ranking(words, i)
        if ranked is not None and ranked[0] in _GROUPS and ranked[0] is not SIZE:
            found.append(ranked[0])
        elif _repute(words, i):
            found.append(REPUTE)
    return found


def _repute(words: list[str], i: int) -> bool:
    """ "most famous", "most-visited", "most well-known": the word after "most" ranks by
    repute — not "most famous for", which asks what a thing is known for (``question``'s
    ``asked_head``: "What is Chile most famous for exporting?" asks about its exports)."""
    head, _, rest = words[i].partition("-")
    if head not in _MOST:
        return False
    following = [rest, *words[i + 1 : i + 2]] if rest else words[i + 1 : i + 3]
    return bool(following) and following[0] in REPUTE and following[1:2] != ["for"]
