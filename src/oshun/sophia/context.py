"""Works and places a person names only as the context of a question (probe f23a).

People say where they are from, where they live, which city they are moving to, before they
ask: "I grew up in Spain but now live in Peru; what is the currency here?", "Out of
interest, as I'm studying law in Nairobi: what is the highest court in Kenya?". What the
clause that asks (``question.asked_clause``) does not name may then be no part of what is
asked:

- a place inside a work (a city) named only before the asking clause, when the work itself
  is named too: the question is of the work ("the highest court in Kenya"), not of the city
  the person mentioned on the way (it was read as a question about Nairobi and abstained) —
  unless the asking clause says "here" or "the city" ("I live in Lagos, Nigeria. How many
  people live here?" still asks of Lagos);
- a work the person comes from ("grew up in", "born in", "from", "used to live in"), named
  only before an asking clause that names no work and refers to one place ("here",
  "there", "it", "this country"), when another work is named there too: "here" is Peru,
  where the person lives now (the two works were read as a relation, and it abstained).

An asking clause that names works, or refers to several ("them", "both", "which of",
"than"), keeps every mention: "I grew up in Ghana but live in Nigeria now. Which of them has
the larger population?" compares the two."""

from __future__ import annotations

import re

from oshun.sophia.entities import Mention
from oshun.sophia.question import asked_clause, normalise

#: Where the person comes from, right before a work's name.
_ORIGIN = re.compile(
    r"\b(?:grew\s+up|raised|born|from|used\s+to\s+live|lived|left|emigrated)"
    r"\s+(?:(?:in|from)\s+)?(?:the\s+)?$",
    re.IGNORECASE,
)
#: The asking clause refers back to one place.
_ONE_PLACE = re.compile(r"\b(?:here|there|this\s+country|that\s+country|it|its)\b", re.IGNORECASE)
#: … or to several.
_SEVERAL = re.compile(
    r"\b(?:them|both|each|either|neither|two|than|compared?|comparing|vs|versus|differ\w*"
    r"|between|which\s+(?:of|one|ones|country|countries|nation|place))\b",
    re.IGNORECASE,
)
#: The asking clause refers to where the person is, or to a city: the city named before.
_THE_CITY = re.compile(r"\bhere\b|\b(?:this|that|the)\s+(?:city|town)\b", re.IGNORECASE)
#: How much of the asking clause's opening locates it in the question.
_ANCHOR = 24


def _asked_start(text: str) -> int | None:
    """Where the asking clause starts in ``text`` (``None``: it is the whole question, or
    cannot be found in it as written)."""
    asked = asked_clause(text).strip()
    if not asked or asked == normalise(text).strip():
        return None
    start = text.lower().rfind(asked.rstrip("?.! ")[:_ANCHOR].lower())
    return start if start > 0 else None


def without_context(text: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` without those naming only the context the question is asked in."""
    if len(mentions) < 2:
        return mentions
    start = _asked_start(text)
    if start is None:
        return mentions
    framed = [m for m in mentions if m.end <= start]
    if not framed:
        return mentions
    whole = {t for m in mentions if not m.part for t in m.titles}
    asked = text[start:]
    dropped = (
        set()
        if _THE_CITY.search(asked)  # "I live in Lagos, Nigeria. How many people live here?"
        else {id(m) for m in framed if m.part and m.titles and set(m.titles) <= whole}
    )  # "as I'm studying law in Nairobi: … in Kenya?"
    asking_names = [m for m in mentions if m.start >= start]
    if not asking_names and _ONE_PLACE.search(asked) is not None and _SEVERAL.search(asked) is None:
        kept = [m for m in framed if id(m) not in dropped]
        origins = {id(m) for m in kept if _ORIGIN.search(text[: m.start])}
        if origins and any(id(m) not in origins for m in kept):
            dropped |= origins  # "I grew up in Spain but now live in Peru; … here?"
    return [m for m in mentions if id(m) not in dropped]


#: The work named before, referred to by a noun in the asking clause.
_THAT_COUNTRY = re.compile(r"\b(?:that|this|the)\s+(?:country|nation)\b", re.IGNORECASE)
#: … or by its possessive.
_ITS = re.compile(r"\bits\b", re.IGNORECASE)


def resolved(text: str, mentions: list[Mention]) -> tuple[str, bool] | None:
    """The asking clause of ``text`` with the one work its context named written in it, and
    whether a noun of the clause stood for it ("that country"), or ``None`` (the asking
    clause names a work itself, or the context names several, or a place inside one).
    "I'm visiting Indonesia next year. Can you tell me the currency and the main
    religions?" → "… the currency and the main religions of Indonesia?", whose things
    ``parts.split_parts`` can split; "… someone mentioned Ethiopia. What does that country
    mainly export?" → "What does Ethiopia mainly export?", "… its history in a nutshell?"
    → "Ethiopia's history?"."""
    start = _asked_start(text)
    if start is None or not mentions or any(m.end > start or m.part for m in mentions):
        return None
    if len({t for m in mentions for t in m.titles}) != 1:
        return None
    name = min(mentions, key=lambda m: m.start).surface
    asked = asked_clause(text).strip()
    if _THAT_COUNTRY.search(asked):
        return _THAT_COUNTRY.sub(name, asked, count=1), True
    if _ITS.search(asked):  # "Could you give me its history in a nutshell?"
        return _ITS.sub(f"{name}'s", asked, count=1), True
    body = asked.rstrip("?.! ")
    return f"{body} of {name}?", False
