"""Entries of a reference series, and what a question naming none of them can ask of them.

A reference series is many works with the same fields: the Factbook's countries (and its
*World* entry) each carry "Geography › Area", "People and Society › Population", …. Such a
field describes its own entry. The entity constraint (``entities.py``) keeps a question that
names an entry to that entry's fields; the converse holds too — a question that names no
entry is not about any of them, so an entry's field answers it only when:

- it asks **which** entry (``asks_which``: "Which country's capital is Nairobi?", "Where is
  Timbuktu?"): the field's entry is then the answer. "What is the largest planet?", "Who
  designed the Statue of Liberty?" and "When did World War II end?" are about no entry;
  the *World* overview's "largest feature of the planet", the *World*'s Colossus of Rhodes
  and China's history only share their words;
- and, when it asks a ranking ("Which country has the largest population?"), the field
  states that ranking (``superlative.states``): one entry's field cannot rank the others
  unless it says so, in no narrower scope ("largest population of any African nation"
  answers "… in Africa?" only).

Which works are entries is read from the library (``Nisaba.heading_rows``), once per
corpus version: a heading carried by at least ``SERIES_WORKS`` works is a series field, and
a work with at least ``SERIES_FIELDS`` of them covering at least ``SERIES_SHARE`` of its
passages is an entry. Prose (SQuAD articles, papers) has no headings; a document's own
section headings ("Introduction", "Methods") rarely cover half its passages with ten
headings other works share.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from oshun.retrieval.analysis import STOP_WORDS
from oshun.sophia.entities import PLACE_BEFORE
from oshun.sophia.superlative import states, superlatives

#: A heading carried by at least this many works is a field of a series.
SERIES_WORKS = 10
#: A work is an entry when series fields cover this share of its passages …
SERIES_SHARE = 0.5
#: … and it carries at least this many distinct series fields.
SERIES_FIELDS = 10

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
#: "Which country …", "What African nation …", "In which state …": the asked thing is an entry.
_PLACES = frozenset(
    """country countries nation nations state states territory territories island islands
    city cities place places continent region""".split()
)

#: Words before the asked thing's phrase ("what is the …") and words that end it.
_LEAD = frozenset("is are was were s the a an".split())
_ENDS = frozenset("in of on at by for from with has have had do does did can".split())

#: Why an entry's field was ruled out for a question naming no entry.
NOT_ASKED = "not-asked"  # the question does not ask which entry
NOT_STATED = "not-stated"  # it asks a ranking the field does not state
NOT_SEVERAL = "not-several"  # it asks which places, and the quote names one entry at most

#: Words naming an ocean, which holds entries rather than lies in one.
_OCEANS = frozenset("ocean oceans".split())

#: "Which part of the world is Eritrea in?", "Which part of the world has the most
#: volcanoes?": a region of the world, not the *World* entry named by its title as a word
#: (``unnamed_verdict``), nor the whole world asked of one place (``lookalikes.scope_wider``,
#: "How many people speak Spanish in the world?").
REGION_OF_WORLD = re.compile(
    r"\b(?:part|parts|region|corner|area)\s+of\s+the\s+(?:world|globe|planet)\b", re.IGNORECASE
)

#: Place words in the plural: "Which countries use the euro?" asks for several.
_SEVERAL = frozenset("countries nations states territories islands cities places".split())


@dataclass(frozen=True, slots=True)
class Entries:
    """The titles of the works that are entries of a reference series."""

    titles: frozenset[str]

    @classmethod
    def build(cls, rows: Iterable[tuple[str, str, int]]) -> Entries:
        """From ``(title, heading, passages)`` rows (``Nisaba.heading_rows``)."""
        rows = list(rows)
        carriers: dict[str, set[str]] = defaultdict(set)
        for title, heading, _ in rows:
            carriers[heading].add(title)
        total: dict[str, int] = defaultdict(int)
        series: dict[str, int] = defaultdict(int)
        fields: dict[str, int] = defaultdict(int)
        for title, heading, count in rows:
            total[title] += count
            if len(carriers[heading]) >= SERIES_WORKS:
                series[title] += count
                fields[title] += 1
        titles = {
            title
            for title, count in total.items()
            if fields[title] >= SERIES_FIELDS and series[title] >= SERIES_SHARE * count
        }
        return cls(frozenset(titles))

    def __contains__(self, title: object) -> bool:
        return title in self.titles


def asks_which(text: str) -> bool:
    """The question asks which place or entry: "where …", "which"/"what" before one of
    ``_PLACES`` within two words ("Which African country …", "In which country …"), or one
    of them is the thing it asks for ("What is the smallest country?")."""
    words = [w.lower() for w in _WORD.findall(text)]
    if "where" in words[:3]:
        # an ocean is no place within an entry: "Where is the Indian Ocean located?" is not
        # answered by the British Indian Ocean Territory's "archipelago in the Indian Ocean"
        # (0.88), as "Where is Timbuktu?" is by Mali's field that names it
        return not _OCEANS.intersection(words)
    for i, word in enumerate(words):
        if word in ("which", "what", "whats") and any(w in _PLACES for w in words[i + 1 : i + 3]):
            return True
    if words[:1] in (["what"], ["which"], ["whats"]):
        # "What is the smallest country?": the phrase after the copula names the thing asked
        phrase = words[1:]
        while phrase and phrase[0] in _LEAD:
            phrase = phrase[1:]
        for word in phrase:
            if word in _PLACES:
                return True
            if word in STOP_WORDS or word in _ENDS:
                break
    return False


def asks_several(text: str) -> bool:
    """ "which"/"what" before a place word in the plural within two words ("Which countries
    use the euro?", "What African nations …"): the question asks for several places."""
    words = [w.lower() for w in _WORD.findall(text)]
    return any(
        word in ("which", "what", "whats") and any(w in _SEVERAL for w in words[i + 1 : i + 3])
        for i, word in enumerate(words)
    )


#: What may stand between two listed places: punctuation, figures and their units, "and",
#: "or" ("Austria, Belgium", "USA 12%, China 8%", "France 418 km; Luxembourg 128 km").
_LIST_GAP = re.compile(
    r"^(?:[\s\d.,;:%()/*\[\]+-]|\b(?:and|or|sq|km|mi|est|million|billion)\b)*$", re.IGNORECASE
)


def _listed(titles: Iterable[str], quote: str) -> int:
    """How many of ``titles`` ``quote`` writes as a list, one after another with nothing but
    list punctuation, figures or "and" between them: the most in one run. "NATO and the EU
    have 23 member countries in common … since Russia's invasion of Ukraine" names two
    countries and lists none (it was quoted for "Which countries are in NATO?", 0.85)."""
    found = sorted(
        (match.start(), match.end())
        for title in titles
        for match in re.finditer(rf"(?<!\w){re.escape(title)}(?!\w)", quote)
    )
    best = run = min(len(found), 1)
    for (_, end), (start, _) in itertools.pairwise(found):
        run = run + 1 if start >= end and _LIST_GAP.match(quote[end:start]) else 1
        best = max(best, run)
    return best


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


def _inside_another(title: str, question: str) -> bool:
    """Every time ``question`` writes ``title``, it is the end of another place's name: a
    capitalised ``entities.PLACE_BEFORE`` word directly before it ("the population of New
    Mexico", "the capital of Western Australia")."""
    found = list(re.finditer(rf"(?<!\w){re.escape(title)}(?!\w)", question, re.IGNORECASE))
    if not found:
        return False
    for match in found:
        before = re.search(r"(\w+) $", question[: match.start()])
        if before is None or not before.group(1)[:1].isupper():
            return False
        if before.group(1).lower() not in PLACE_BEFORE:
            return False
    return True


#: "How many countries are in Africa?", "how many nations are there": the entries counted.
_COUNTING_ENTRIES = re.compile(
    r"\bhow\s+many\s+(?:[^\W\d_]+\s+)?(?:countries|nations)\b", re.IGNORECASE
)
#: A count of entries stated: "Africa has the most countries with 54", "Europe (49):",
#: "46 nations and other areas are landlocked", "the United States recognizes 197 countries".
_ENTRIES_COUNTED = re.compile(
    r"\b\d+\s+(?:countries|nations)\b|\b(?:countries|nations)\s+with\s+\d+\b"
    r"|^[A-Z][\w ]*\(\d+\):",
    re.IGNORECASE | re.MULTILINE,
)


def counts_entries(question: str, quote: str) -> bool:
    """``question`` counts the entries themselves ("How many countries are in Africa?")
    and ``quote`` states such a count: the entry that counts them answers though the
    question names none (the *World*'s "Africa has the most countries with 54" abstained as
    not asked)."""
    return (
        _COUNTING_ENTRIES.search(question) is not None
        and _ENTRIES_COUNTED.search(quote) is not None
    )


def unnamed_verdict(
    question: str, title: str, quote: str, entries: Iterable[str] = ()
) -> str | None:
    """Why the field of entry ``title`` (quoting ``quote``) does not answer ``question``, a
    question that names no entry (``NOT_ASKED``, ``NOT_STATED``, ``NOT_SEVERAL``); None when
    it may. A question that uses the entry's title as a word in any case ("the world
    population", "What is the population of World?") is about that entry, though the alias
    table names it only as "the world" at the end of a phrase, unless the word ends another
    place's name ("New Mexico" is not Mexico: ``_inside_another``); a ranking it asks must
    still be stated. Asked which places, in the plural, the quote must name two of the
    ``entries`` at least, listed (``_listed``): "Which countries use the euro?" is not
    answered by Germany's "Germany and 10 other EU countries introduced … the euro". A region
    of the world (``REGION_OF_WORLD``) does not name the *World* by its word: "Which part of
    the world has the most volcanoes?" is not answered by its "countries with the most
    volcanoes" (nor does it ask which entry: it asks a region)."""
    regional = REGION_OF_WORLD.sub(" ", question)
    as_word = _words(title) <= _words(regional) and not _inside_another(title, regional)
    if not as_word and not asks_which(question) and not counts_entries(question, quote):
        return NOT_ASKED
    if asks_several(question) and _listed(entries, quote) < 2:
        return NOT_SEVERAL
    if any(not states(asked, question, quote) for asked in superlatives(question)):
        return NOT_STATED
    return None
