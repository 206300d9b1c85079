"""Splitting a question that asks several things into parts, each answered on its own.

"Which is larger, Chad or Niger?", "Compare the GDP of France and Germany" and "What is
the capital of Kenya and when did it become independent?" each need two facts from two
places. Answered as one question, one field of one country wins and the other half is
silently lost. Split, each part gets its own witnesses, and a part without evidence is
reported as such.

Three general shapes are recognised, both from the question's own wording:

- **several named works** (``entities.Mention``s naming different works): one part per work,
  the question with the group of names ("Chad or Niger", "France, Germany and Spain")
  replaced by that one name — or, when it compares them by a measure adjective ("Which is
  richer, Qatar or Kuwait?"), the measure asked of each ("How rich is Qatar?",
  ``comparison.py``), and "Compare the GDP of France and Germany" asks "What is the GDP of
  France?" of each;
- **joined questions**: "… and when/what/who/… …" — the second question starts with an
  interrogative after "and" or after the first one's question mark ("What is the capital of
  Chad? What is its currency?"); a pronoun in it ("it", "its", "they", "their") stands for
  the work the first part names;
- **joined things of one work**: "What is the capital and (the) currency of Japan?" (or
  "What is Egypt's population and its capital?"; "the capital, population and currency
  of Ghana": a list with commas and a last "and"; "the population of Ghana, and its
  capital?") — two
  things of one or two words each, first in the question or after "the", "its" or "what
  is/are", joined by "and"
  right before "of/in/for" and the work's name: one part per thing ("How many men and
  women …" has no such article and stays whole).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from oshun.sophia.comparison import (
    compared_thing,
    counted_parts,
    measure_parts,
    two_measures,
    verb_parts,
)
from oshun.sophia.entities import Mention

#: Separators allowed between the names of a group ("Chad or Niger", "A, B and C", "people in
#: Japan or in Zambia": the preposition may be repeated).
_GROUP_GAP = re.compile(
    r"^\s*(,|,?\s*(and|or|vs\.?|versus|&))?\s*(the\s+)?$"
    r"|^\s*(,|,?\s*(and|or|vs\.?|versus|&))\s*(in|of|for|from|to)\s+(the\s+)?$",
    re.IGNORECASE,
)
_JOINED = re.compile(
    r"(?:\s*,?\s+and\s+|\?\s+)(?=(when|what|who|whom|where|which|how|is|are|was|were|does|"
    r"do|did|has|have)\b)",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"\b(it|they|its|their)\b", re.IGNORECASE)
#: "tell me capital and population of …", "give me population and area of …": a request
#: with no article before the things.
_ASKING_ME = r"\b(?:tell|give|show|send)\s+me"
#: A word inside a thing that is no preposition: "the gap between rich and poor" is one thing.
_NO_LINK = r"(?!(?:between|of|in|for|from|to|with|per|by|on|at|me)\b)"
#: "the capital and (the) currency of …", "the population and area of …": two things of the
#: work named right after (one to three words each, after "the" or a question's copula:
#: "the life expectancy and the infant mortality rate in Angola", g25b).
_THINGS = re.compile(
    rf"(?:^\s*|(?:\bthe|\bits|\bwhat(?:'s|\s+is|\s+are)|\bwhats|{_ASKING_ME})\s+)"
    rf"(?P<x>(?!(?:the|its|a|an|tell|give|show|send)\b)[^\W\d_]+(?:\s+{_NO_LINK}[^\W\d_]+){{0,2}})"
    r"(?P<and>\s+and\s+(?:the\s+)?)"
    rf"(?P<y>[^\W\d_]+(?:\s+{_NO_LINK}[^\W\d_]+){{0,2}})\s+(?:of|in|for)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
#: "the capital, population and currency of …": three or more things of the work named
#: right after, listed with commas and a last "and".
_ITEM = r"(?!(?:the|its|a|an)\b)[^\W\d_]+(?:\s+[^\W\d_]+)?"
#: a thing of up to three words ("GDP per capita", "most famous dish")
_ITEM3 = r"(?!(?:the|its|a|an)\b)[^\W\d_]+(?:\s+[^\W\d_]+){0,2}"
_LISTED = re.compile(
    rf"(?:^\s*|(?:\bthe|\bits|\bwhat(?:'s|\s+is|\s+are)|\bwhats|{_ASKING_ME})\s+)"
    rf"(?P<items>{_ITEM}(?:\s*,\s*(?:the\s+)?{_ITEM})+\s*,?\s+and\s+(?:the\s+)?{_ITEM})"
    r"\s+(?:of|in|for)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
#: "the population of Ghana, and its capital?": a second thing of the work after its name.
_ASKED_OF = re.compile(
    r"(?:\bthe|\bits|\bwhat(?:'s|\s+is|\s+are)|\bwhats)\s+"
    rf"(?P<x>{_ITEM})\s+(?:of|in|for)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_AND_ITS = re.compile(
    rf"^\s*,?\s+and\s+(?:its|their|the)\s+(?P<y>{_ITEM3})(?P<end>\s*[?.!]*\s*)$",
    re.IGNORECASE,
)
_LIST_GAP = re.compile(
    r"\s*,\s*(?:and\s+)?(?:the\s+|its\s+)?|\s+and\s+(?:the\s+|its\s+)?", re.IGNORECASE
)
#: "What language and currency does Peru use?": two things a "what" asks, before the verb
#: and the work's name.
_THINGS_DONE = re.compile(
    r"\b(?:what|which)\s+(?P<x>(?!(?:is|are|was|were|the|its|a|an)\b)[^\W\d_]+)"
    r"(?P<and>\s+and\s+(?:the\s+)?)(?P<y>[^\W\d_]+)\s+(?:does|do|did|is|are)"
    r"(?:\s+(?!and\b)[^\W\d_]+){0,2}\s+(?:the\s+)?$",
    re.IGNORECASE,
)
#: "Give me Brazil's area, population and capital.": a list the possessive owns
_OWNED_LIST = re.compile(
    rf"^(?P<own>'s?\s+)(?P<items>{_ITEM3}(?:\s*,\s*(?:its\s+|the\s+)?{_ITEM3})+"
    rf"\s*,?\s+and\s+(?:its\s+|the\s+)?{_ITEM3})(?P<end>\s*[?.!]*\s*)$",
    re.IGNORECASE,
)
#: "Tell me about Chile: population, capital and life expectancy": things after the name
_NAME_LIST = re.compile(
    rf"^\s*(?:[:–—]|\s-)\s*(?P<items>{_ITEM3}(?:\s*,\s*(?:its\s+|the\s+)?{_ITEM3})*"
    rf"\s*,?\s+and\s+(?:its\s+|the\s+)?{_ITEM3})(?P<end>\s*[?.!]*\s*)$",
    re.IGNORECASE,
)
#: "Egypt's population and (its) capital": two things the work's possessive owns, ending the
#: question.
_OWNED = re.compile(
    r"^(?P<own>'s?\s+)(?P<x>[^\W\d_]+(?:\s+[^\W\d_]+){0,2})"
    r"(?P<and>\s+and\s+(?:its\s+|their\s+|the\s+)?)(?P<y>[^\W\d_]+(?:\s+[^\W\d_]+){0,2})"
    r"(?P<end>\s*[?.!]*\s*)$",
    re.IGNORECASE,
)
#: "Thailand currency and time zone", "kenya capital, population and currency": search-box
#: things typed after a name that opens the question.
_BARE_LIST = re.compile(
    rf"^\s+(?P<items>{_ITEM3}(?:\s*,\s*{_ITEM3})*\s*,?\s+and\s+{_ITEM3})(?P<end>\s*[?.!]*\s*)$",
    re.IGNORECASE,
)
#: Words that qualify the thing after them rather than name one: "Chad men and women life
#: expectancy", "urban and rural population", "import and export partners" ask one thing.
_QUALIFIERS = frozenset(
    "men women male female males females boys girls children adult adults youth infant "
    "urban rural import export birth death upper lower total official average minimum "
    "maximum north south east west".split()
)
#: "What does Vietnam export and import?": two verbs of the work named after an auxiliary.
_DONE_BEFORE = re.compile(r"\b(?:does|do|did)\s+(?:the\s+)?$", re.IGNORECASE)
_TWO_VERBS = re.compile(
    r"^\s+(?P<x>[^\W\d_]+)\s+and\s+(?P<y>[^\W\d_]+)(?P<end>\s*[?.!]*\s*)$", re.IGNORECASE
)
#: The people a figure is split by, asked of together: "Do men and women in Chad vote?",
#: "the urban and rural population": both halves of one split, one thing asked (split, "Do
#: men in Chad vote?" and "women in Chad vote?" each abstained).
_HALVES = frozenset("men women male female males females boys girls urban rural".split())
MAX_PARTS = 4


def halves(x: str, y: str) -> bool:
    """``x`` ends and ``y`` starts with the two halves of one split of the people ("men" and
    "women", "urban" and "rural"): the things joined by "and" qualify one thing, not two."""
    last, first = x.split()[-1].lower(), y.split()[0].lower()
    return last != first and last in _HALVES and first in _HALVES


@dataclass(frozen=True, slots=True)
class Part:
    """One question to answer on its own, with the works it names."""

    text: str
    mentions: tuple[Mention, ...]


def _distinct(mentions: list[Mention]) -> list[Mention]:
    seen: set[tuple[str, ...]] = set()
    out = []
    for mention in mentions:
        if mention.titles not in seen:
            seen.add(mention.titles)
            out.append(mention)
    return out


def _named(mention: Mention) -> str:
    """How a part writes a work: as the question did, but a name typed in lower case, which
    is a name only where it stood ("japan vs us": "us" after "vs"), by its title ("life
    expectancy us" is no question about the United States)."""
    if mention.surface.islower() and len(mention.titles) == 1 and not mention.people:
        return mention.titles[0]
    return mention.surface


def _by_work(text: str, mentions: list[Mention]) -> list[str]:
    """One question per named work: the group of names replaced by each name in turn."""
    group = [mentions[0]]
    for mention in mentions[1:]:
        if _GROUP_GAP.match(text[group[-1].end : mention.start]):
            group.append(mention)
    if len(group) == len(mentions):
        start, end = group[0].start, group[-1].end
        return [f"{text[:start]}{_named(m)}{text[end:]}" for m in mentions]
    clauses = _clauses(text, mentions)
    if clauses:
        return clauses
    out = []
    for keep in mentions:
        rest = text
        for other in sorted(mentions, key=lambda m: -m.start):
            if other is not keep:
                rest = rest[: other.start] + rest[other.end :]
        out.append(" ".join(rest.split()))
    return out


#: Where one clause ends and the next begins: "…, and", "…;", "… and also".
_CLAUSE_JOIN = re.compile(r",\s*(?:and\s+|but\s+)?|;\s*|\s+(?:and|&)\s+(?:also\s+)?", re.I)
#: A clause's thing, right before its work's name: "the population of ", "how many live in ";
#: or a question of its own: "… and how big is Niger?".
_CLAUSE_THING = re.compile(r"\b(?:of|in|for)\s+(?:the\s+)?$", re.IGNORECASE)
_ASKING_START = re.compile(r"(?:when|what|who|where|which|how)\b", re.IGNORECASE)
#: "…, and what about Saudi Arabia?", "… How about Cuba?": the first clause asked again
_WHAT_ABOUT = re.compile(r"^(?:what|how)\s+about\s+(?:the\s+)?(?P<name>.+?)\s*[?.!]*$", re.I)


def _clauses(text: str, mentions: list[Mention]) -> list[str]:
    """ "What is the capital of Chad, and the population of Niger?" → "What is the capital
    of Chad", "the population of Niger?": one clause per work, each joined to the last by
    a comma, semicolon or "and" and asking a thing "of/in/for" its work or a question of
    its own ("How many people live in Chad and how big is Niger?"); [] otherwise
    (then each part is the question without the other names, as before). Asked as one,
    the two things met in one field of one work (Chad's *Major urban areas*, whose line
    names its capital)."""
    cuts = []
    for before, after in itertools.pairwise(mentions):
        gap = text[before.end : after.start]
        joins = list(_CLAUSE_JOIN.finditer(gap))
        if not joins:
            return []
        join = joins[-1]
        asked = gap[join.end() :]
        if not asked.strip() or (
            _CLAUSE_THING.search(asked) is None and _ASKING_START.match(asked) is None
        ):
            return []
        cuts.append((before.end + join.start(), before.end + join.end()))
    pieces, start = [], 0
    for cut_start, cut_end in cuts:
        pieces.append(text[start:cut_start])
        start = cut_end
    pieces.append(text[start:])
    out = [" ".join(piece.split()) for piece in pieces]
    first = mentions[0]
    for n, piece in enumerate(out[1:], 1):
        about = _WHAT_ABOUT.match(piece)
        at = out[0].find(first.surface)
        if about and about.group("name").lower() == mentions[n].surface.lower() and at >= 0:
            # "…, and what about Saudi Arabia?": the first clause, asked of this work
            asked = out[0][:at] + mentions[n].surface + out[0][at + len(first.surface) :]
            out[n] = asked.rstrip(" ?.!") + "?"
    return out


def _resolve(text: str, mention: Mention) -> str:
    def swap(match: re.Match[str]) -> str:
        word = match.group(1).lower()
        return f"{mention.surface}'s" if word in ("its", "their") else mention.surface

    return _PRONOUN.sub(swap, text, count=1)


def split_parts(text: str, mentions: list[Mention]) -> list[str]:
    """The questions ``text`` asks: itself alone, or its parts (at most ``MAX_PARTS``)."""
    named = _distinct(mentions)
    if len(named) >= 2:
        # "Which is richer, Qatar or Kuwait?": each work asked the measure, "How rich is …?"
        asked = (
            measure_parts(text, named)
            or compared_thing(text, named)
            or counted_parts(text, named)
            or verb_parts(text, named)
        )
        return (asked or _by_work(text, named))[:MAX_PARTS]
    if len(named) == 1:
        # "Does Japan have more births than deaths?": each thing asked of the work
        things = two_measures(text, named[0]) or _things(text, named[0])
        if things:
            return things
    pieces = [p.strip() for p in _JOINED.split(text) if p and p.strip()]
    # re.split keeps the lookahead's group: drop the captured interrogatives.
    questions = [p for p in pieces if p.lower() not in _INTERROGATIVES]
    if len(questions) < 2:
        return [text]
    if named:
        questions = [
            q if any(m.surface in q for m in named) else _resolve(q, named[0]) for q in questions
        ]
    return questions[:MAX_PARTS]


def _things(text: str, mention: Mention) -> list[str]:
    """ "What is the capital and currency of Japan?" → "What is the capital of Japan?",
    "What is the currency of Japan?"; [] when the question does not join two things."""
    owned_list = _OWNED_LIST.match(text[mention.end :])
    if owned_list is not None:
        # "Give me Brazil's area, population and capital."
        head = text[: mention.end] + owned_list.group("own")
        items = _LIST_GAP.split(owned_list.group("items"))
        return [f"{head}{item}{owned_list.group('end')}" for item in items][:MAX_PARTS]
    listed_after = _NAME_LIST.match(text[mention.end :])
    if listed_after is not None:
        # "Tell me about Chile: population, capital and life expectancy"
        items = _LIST_GAP.split(listed_after.group("items"))
        return [f"What is the {item} of {mention.surface}?" for item in items][:MAX_PARTS]
    bare = _BARE_LIST.match(text[mention.end :])
    if bare is not None and not text[: mention.start].strip():
        # "Thailand currency and time zone": things typed after the name
        items = _LIST_GAP.split(bare.group("items"))
        one_word_first = len(items[0].split()) == 1 and len(items[-1].split()) > 1
        if not (one_word_first and items[0].lower() in _QUALIFIERS):
            return [f"What is the {item} of {mention.surface}?" for item in items][:MAX_PARTS]
    verbs = _TWO_VERBS.match(text[mention.end :])
    if verbs is not None and _DONE_BEFORE.search(text[: mention.start]):
        # "What does Vietnam export and import?"
        head, end = text[: mention.end], verbs.group("end")
        return [f"{head} {verbs.group(v)}{end}" for v in ("x", "y")]
    owned = _OWNED.match(text[mention.end :])
    if owned is not None:
        # "What is Egypt's population and its capital?"
        head = text[: mention.end] + owned.group("own")
        return [f"{head}{owned.group(thing)}{owned.group('end')}" for thing in ("x", "y")]
    asked, trailing = _ASKED_OF.search(text[: mention.start]), _AND_ITS.match(text[mention.end :])
    if trailing is not None and trailing.group("y")[:1].isupper():
        trailing = None  # "… of Ghana and the Gold Coast": a name, not a thing of Ghana's
    if asked is not None and trailing is not None:
        # "What is the population of Ghana, and its capital?"
        end, named = trailing.group("end"), text[asked.end("x") : mention.end]
        return [
            f"{text[: mention.end]}{end}",
            f"{text[: asked.start('x')]}{trailing.group('y')}{named}{end}",
        ]
    listed = _LISTED.search(text[: mention.start])
    if listed is not None:
        # "Tell me the capital, population and currency of Ghana"
        items = _LIST_GAP.split(listed.group("items"))
        head, tail = text[: listed.start("items")], text[listed.end("items") :]
        return [" ".join(f"{head}{item}{tail}".split()) for item in items][:MAX_PARTS]
    match = _THINGS_DONE.search(text[: mention.start]) or _THINGS.search(text[: mention.start])
    if match is None or " and " in f" {match.group('x')} {match.group('y')} ".lower():
        return []
    if halves(match.group("x"), match.group("y")):
        return []  # "Do men and women in Chad vote?": one thing of both halves
    first = text[: match.end("x")] + text[match.end("y") :]
    second = text[: match.start("x")] + text[match.end("and") :]
    return [" ".join(first.split()), " ".join(second.split())]


_INTERROGATIVES = frozenset(
    "when what who whom where which how is are was were does do did has have".split()
)
