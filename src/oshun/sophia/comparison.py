"""A comparison of named works asks each of them the measure its comparative names.

"Which is richer, Qatar or Kuwait?" is two questions, one per country (``parts.py``), but
split word for word they read "Which is richer, Qatar?" — a question no field is described
by: the comparative form ("richer") is neither the measure's own word ("rich", "how wealthy
or rich the average person is") nor a question shape the field model has seen, and it sits
closer to a superlative ("the richest ten percent") than to the measure. People ask the
same thing of one country as "How rich is Qatar?", and that form the field model reads
well. So each part of a comparison is asked in that form:

- "Which is richer, Qatar or Kuwait?", "Is Germany richer than France?" → "How rich is
  Qatar?" (the comparative's base word, of the work itself);
- "Which has an older population, Italy or Spain?", "Which economy is bigger, China or
  Japan?" → "How old is the population of Italy?", "How big is the economy of China?" (a
  noun the comparative qualifies — not "country", "nation" or "one", which are the work);
- "Where do people live longer, Japan or the US?" → "How long do people live in Japan?" (a
  comparative after a verb: the verb's clause, asked of the work).

Only the comparatives of a closed list of measure adjectives are rewritten (``_BASE``);
"more"/"less" with a noun ("more people", "more debt") are counts the parts already ask
well and are left as they are, and so is any question this module cannot read: the parts
then stay the question with each name in turn.
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from oshun.sophia.entities import Mention

#: Comparative forms → the measure adjective they compare; superlatives (``_SUPERLATIVE``)
#: compare only when nothing follows them but the compared names ("Which is the largest:
#: Russia, Canada or China?"): "the largest city of Chad and Niger" asks each for its own
#: city (``superlative.py``).
_BASE: dict[str, str] = {}
_SUPERLATIVE: dict[str, str] = {}
for _base, _forms in {
    "big": "bigger",
    "large": "larger greater",
    "small": "smaller",
    "rich": "richer",
    "poor": "poorer",
    "wealthy": "wealthier",
    "old": "older",
    "young": "younger",
    "hot": "hotter",
    "cold": "colder",
    "warm": "warmer",
    "cool": "cooler",
    "wet": "wetter",
    "dry": "drier dryer",
    "high": "higher",
    "low": "lower",
    "long": "longer",
    "short": "shorter",
    "wide": "wider",
    "tall": "taller",
    "deep": "deeper",
    "healthy": "healthier",
    "safe": "safer",
    "cheap": "cheaper",
    "dense": "denser",
    "fast": "faster quicker",
    "slow": "slower",
}.items():
    for _form in _forms.split():
        _BASE[_form] = _base
        _SUPERLATIVE[_form[:-2] + "est"] = _base  # "bigger" → "biggest", "drier" → "driest"
#: what may stand between a superlative and the names it compares
_AMONG = frozenset(
    "of among between the these those two three four country countries nation nations".split()
)
#: … or a noun and a colon or comma, the names then following ("the highest life
#: expectancy, Japan, Italy or Spain?"; not "the largest city in Chad and Niger")
_NOUN_THEN_NAMES = re.compile(r"(?:\s*[^\W\d_]+){1,3}\s*[,:]\s*", re.IGNORECASE)
#: what is left of a group of names taken out of a clause
_JOINERS = frozenset("or and vs versus &".split())
#: "more populous", "less urban": the adjective after "more"/"less" is the measure itself.
_MORE_ADJECTIVES = frozenset(
    "populous populated densely urban urbanized urbanised expensive indebted developed "
    "democratic educated literate mountainous fertile".split()
)
#: Nouns that stand for the compared work itself ("Which country is bigger").
_THE_WORK = frozenset("country countries nation nations one state states place land".split())

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
#: How a comparison opens ("Which is …", "Is Chad …", "Where do people …", "Who has …");
#: a question opening otherwise ("What is the lower house of …") is not read as one, unless
#: it says "than".
_OPENING = re.compile(
    r"^\s*(?:which|whose|who|where|in\s+which|is|are|was|were|does|do|did|has|have|can"
    r"|between)\b",
    re.IGNORECASE,
)
#: "What's richer, …", "What is the largest of …": "what" opens one only right before it
_WHAT_IS = re.compile(r"^\s*what(?:'s|s)?(?:\s+(?:is|are))?(?:\s+the)?\s+$", re.IGNORECASE)
_THAN = re.compile(r"\bthan\b", re.IGNORECASE)
#: the noun right after the comparative ("an older population, …", "the bigger army?", "the
#: higher GDP per capita: Qatar or Kuwait?")
_NOUN_AFTER = re.compile(
    r"^\s+((?:(?!than\b)[^\W\d_]+\s+){0,3}(?!than\b)[^\W\d_]+)\s*(?:,|:|\?|$|\bthan\b)",
    re.IGNORECASE,
)
#: … when an article or "has" stands before the comparative
_DETERMINED = re.compile(r"\b(?:a|an|the|has|have|with)\s+$", re.IGNORECASE)
#: "Which economy is bigger": the noun between "which" and the verb
_NOUN_BEFORE = re.compile(r"\b(?:which|whose)\s+([^\W\d_]+)\s+(?:is|are|has|have)\s+$", re.I)
#: Measures said of a doing, never of a work itself ("growing faster", not "faster")
_OF_DOING = frozenset("fast slow".split())
#: "Which economy is growing faster": the noun and what it is doing (g25b)
_NOUN_DOING = re.compile(
    r"\b(?:which|whose)\s+(?P<noun>[^\W\d_]+)\s+(?:is|are)\s+(?P<verb>[^\W\d_]+ing)\s+$", re.I
)
#: "Is the population of Chad older …", "Is Chad's population older …": the noun of the first
#: name, when that name stands right before the comparative
_NOUN_OF = re.compile(
    r"\b(?:the|its)\s+(?P<noun>[^\W\d_]+(?:\s+[^\W\d_]+)?)\s+(?:of|in)\s+(?:the\s+)?$", re.I
)
_POSSESSED = re.compile(r"^\s*'s?\s+(?P<noun>[^\W\d_]+(?:\s+[^\W\d_]+)?)\s+$", re.IGNORECASE)
#: "Where do people live longer": a clause after an auxiliary, ending at the comparative
_VERB_CLAUSE = re.compile(r"\b(?P<aux>do|does|did|can)\s+(?P<clause>[^?,]+)$", re.IGNORECASE)
#: a name in that clause with its preposition ("people in Chad live"): asked after it
_IN_NAME = re.compile(r"(?:\s+(?:in|of|from))?\s*$", re.IGNORECASE)
#: "Who lives longer, …": people, doing what the verb says
_WHO_VERB = re.compile(r"^\s*who\s+(?P<verb>[^\W\d_]+s)\s+$", re.IGNORECASE)
#: "Are people older in …": a subject between the copula and the comparative ("… or …:
#: where is the median age higher?" asks where, of the compared names, as "is" does)
_SUBJECT = re.compile(
    r"^\s*(?:(?:where|in\s+which(?:\s+(?:one|country))?)\s+)?(?P<cop>is|are)\s+"
    r"(?P<subject>(?:the\s+)?[^\W\d_]+(?:\s+[^\W\d_]+){0,3})\s+$",
    re.IGNORECASE,
)


#: "Portugal versus Spain: which …", "Among Brazil, Argentina and Chile, which …": the
#: compared names lead the question, the comparison follows a colon, comma or dash.
_LEAD_IN = re.compile(
    r"^\s*(?:(?:among|between|of|comparing)\s+)?(?:the\s+)?$"
    # after what the person is doing: "For my report I need to compare Brazil and Argentina:
    # which one has a larger GDP?", "I'm torn between Peru and Chile - which is bigger?" (f23a)
    r"|^[^?:;,]*\b(?:compare|comparing|(?:torn|choos\w*|decid\w*|pick\w*)\s+between)"
    r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_LEAD_GAP = re.compile(r"^\s*(?:,|,?\s*(?:and|or|vs\.?|versus|&))?\s*(?:the\s+)?$", re.IGNORECASE)
_LEAD_END = re.compile(r"\s*(?:[,:;]|\s[-–—]+)\s*")


def _led(text: str, names: list[Mention]) -> int:
    """Where the question proper begins after the compared names leading it
    ("Thailand or Vietnam, which has …" → at "which"), or 0."""
    ordered = sorted(names, key=lambda m: m.start)
    if not _LEAD_IN.match(text[: ordered[0].start]):
        return 0
    for before, after in itertools.pairwise(ordered):
        if not _LEAD_GAP.match(text[before.end : after.start]):
            return 0
    end = _LEAD_END.match(text, ordered[-1].end)
    return end.end() if end and end.end() < len(text) else 0


def is_comparative(word: str) -> bool:
    """``word`` (lower case) compares: "smaller", "more" — never a noun a name modifies."""
    return word in _BASE or word in _SUPERLATIVE or word in ("more", "less", "fewer")


def _comparative(text: str, names: list[Mention], led: bool = False) -> tuple[int, int, str] | None:
    """Span and base word of the question's first comparative (or superlative comparing
    the names, or following them when they lead the question: ``led``), or None."""
    words = list(_WORD.finditer(text))
    for number, word in enumerate(words):
        lowered = word.group().lower()
        if lowered in _BASE:
            return word.start(), word.end(), _BASE[lowered]
        if lowered in _SUPERLATIVE and (
            led or _compares_names(text, word.end(), names, word.start())
        ):
            return word.start(), word.end(), _SUPERLATIVE[lowered]
        if lowered in ("more", "less") and number + 1 < len(words):
            following = words[number + 1]
            if following.group().lower() in _MORE_ADJECTIVES:
                return word.start(), following.end(), following.group().lower()
    return None


#: "Which has the highest GDP of France, Germany and Italy?": what is had the most of the names
_HAS_THE = re.compile(r"\b(?:has|have)\s+the\s+$", re.IGNORECASE)
_NOUN_OF_NAMES = re.compile(
    r"(?:\s*[^\W\d_]+){1,3}\s+(?:of|among|between)\s+(?:the\s+)?", re.IGNORECASE
)


def _compares_names(text: str, end: int, names: list[Mention], start: int = 0) -> bool:
    """Only the compared names (and words such as "of", "among") follow a superlative; or
    what "has the" superlative most of them ("Which has the highest GDP of …")."""
    following = [m.start for m in names if m.start >= end]
    between = text[end : min(following, default=len(text))]
    if following and _NOUN_THEN_NAMES.fullmatch(between):
        return True
    if following and _HAS_THE.search(text[:start]) and _NOUN_OF_NAMES.fullmatch(between):
        return True
    return all(w.lower() in _AMONG for w in _WORD.findall(between))


def _noun(before: str, after: str) -> str | None:
    """The noun the comparative qualifies: after it ("an older population") or before it
    ("which economy is bigger"); None when it qualifies the work itself."""
    found = _NOUN_AFTER.match(after)
    if found and _DETERMINED.search(before):
        noun = found.group(1)
        while len(noun.split()) > 1 and noun.split()[-1].lower() in _AMONG:
            noun = noun.rsplit(None, 1)[0]  # "the highest GDP of France, …": "GDP"
        words = noun.lower().split()
        # "the largest of France, …": no noun, the work itself
        if words[-1] in _THE_WORK or all(w in _AMONG for w in words):
            return None
        return noun
    found = _NOUN_BEFORE.search(before)
    if found and found.group(1).lower() not in _THE_WORK:
        return found.group(1)
    return None


def _clause(before: str, start: int, names: list[Mention]) -> str | None:
    """The words from ``start`` to the end of ``before`` without the names in them (and
    their preposition): "people in Chad live " → "people live", "Germans or French live " →
    "people live"; None past four words."""
    kept, at = [], start
    for mention in sorted(names, key=lambda m: m.start):
        if start <= mention.start < len(before):
            head = before[at : mention.start]
            preposition = _IN_NAME.search(head)
            kept.append(head[: preposition.start()] if preposition else head)
            at = mention.end
    kept.append(before[at:])
    words = [w for w in " ".join(kept).split() if w.lower() not in _JOINERS]
    if any(m.start == start for m in names):
        words.insert(0, "people")  # "Do Germans live longer": its people are the subject
    return " ".join(words) if 0 < len(words) <= 4 else None


def _named_noun(text: str, start: int, names: list[Mention]) -> str | None:
    """ "the population of Chad older", "Chad's population older": the noun of the name
    written right before the comparative."""
    ahead = [m for m in names if m.end <= start]
    if not ahead:
        return None
    name = max(ahead, key=lambda m: m.end)
    owned = _POSSESSED.match(text[name.end : start])
    if owned:
        return owned.group("noun")
    if text[name.end : start].strip():
        return None
    of = _NOUN_OF.search(text[: name.start])
    return of.group("noun") if of and of.group("noun").lower() not in _THE_WORK else None


#: "Compare the GDP of France and Germany": the thing compared, before the names
_COMPARE = re.compile(
    r"^\s*(?:please\s+)?compare\s+(?:the\s+)?(?P<thing>[^\W\d_][^?,:]*?)\s+"
    r"(?:of|in|for|between)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


#: "What is the difference in area between …", "How does the population of … compare …",
#: "What's the difference between the population of … and …".
_DIFFERENCE = re.compile(
    r"^\s*(?:what\s+is|what's|whats)\s+the\s+difference\s+(?:in|of)\s+(?:the\s+)?"
    r"(?P<thing>[^\W\d_][^?,:]*?)\s+between\s+(?:the\s+)?$"
    r"|^\s*how\s+(?:does|do)\s+the\s+(?P<thing2>[^\W\d_][^?,:]*?)\s+(?:of|in)\s+(?:the\s+)?$"
    r"|^\s*(?:what\s+is|what's|whats)\s+the\s+difference\s+between\s+the\s+"
    r"(?P<thing3>[^\W\d_][^?,:]*?)\s+(?:of|in)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


#: "Compare Hungary and Czechia by population", "Rank A, B and C by GDP per capita", "What's
#: the difference between Peru and Colombia in population?": the thing after the names.
_COMPARE_NAMES = re.compile(
    r"^\s*(?:please\s+)?(?:compare|rank|order|sort|contrast)\s+(?:the\s+)?$"
    r"|^\s*(?:what\s+is|what's|whats)\s+the\s+differences?\s+between\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_THING_AFTER = re.compile(
    r"^\s+(?:in\s+terms\s+of|by|in|on|for)\s+(?:the\s+|their\s+|its\s+)?"
    r"(?P<thing>[^\W\d_][^?,:;]*?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)
#: "Order Italy, Greece and Portugal from richest to poorest": the measure of a superlative
_FROM_MOST = re.compile(r"^\s+from\s+(?:the\s+)?(?P<most>[^\W\d_]+)\s+to\b", re.IGNORECASE)


def _thing_after(text: str, names: list[Mention]) -> list[str] | None:
    """ "Rank China, India and the US by population" → "What is the population of China?",
    …; "… from richest to poorest" → "How rich is …?"; None otherwise."""
    first, last = min(m.start for m in names), max(m.end for m in names)
    if not _COMPARE_NAMES.match(text[:first]):
        return None
    found = _THING_AFTER.match(text[last:])
    if found is not None:
        return [f"What is the {found.group('thing')} of {m.surface}?" for m in names]
    most = _FROM_MOST.match(text[last:])
    if most is not None and most.group("most").lower() in _SUPERLATIVE:
        base = _SUPERLATIVE[most.group("most").lower()]
        return [f"How {base} is {m.surface}?" for m in names]
    return None


def compared_thing(text: str, names: list[Mention]) -> list[str] | None:
    """ "Compare the GDP of France and Germany" → "What is the GDP of France?", … (the thing
    asked of each, as a question of one country is asked), or None; likewise "What is the
    difference in area between Chad and Niger?" and "How does the population of Nigeria
    compare to Ethiopia?"."""
    if len(names) < 2:
        return None
    after = _thing_after(text, names)
    if after is not None:
        return after
    first, last = min(m.start for m in names), max(m.end for m in names)
    difference = _DIFFERENCE.match(text[:first])
    if difference is not None and not _WORD.search(text[last:]):
        thing = next(
            difference.group(g) for g in ("thing", "thing2", "thing3") if difference.group(g)
        )
        return [f"What is the {thing} of {m.surface}?" for m in names]
    found = _COMPARE.match(text[:first])
    if found is None or _WORD.search(text[last:]):
        return None
    return [f"What is the {found.group('thing')} of {m.surface}?" for m in names]


#: "Which country has more internet users, …", "Does Canada have more land than …", "Are
#: there fewer doctors in …": what is had or found more of, up to the names or "than".
_HAS_MORE = re.compile(
    r"\b(?:has|have|had|got|are\s+there|is\s+there)\s+(?:(?:a\s+lot|many|much|far)\s+)?"
    r"(?:more|fewer|less|(?:the\s+)?(?:most|fewest|least))\s+(?P<noun>[^\W\d_]+(?:[\s-]+[^\W\d_]+){0,3}?)"
    r"\s*(?=,|:|\?|$|\bthan\b|\bin\b|\bor\b)",
    re.IGNORECASE,
)
#: "Do more people live in Ghana or in Kenya?": more of a thing doing something, up to the
#: names.
_MORE_DOING = re.compile(
    r"^\s*(?:do|does|did)\s+(?:more|fewer|less)\s+(?P<clause>[^\W\d_]+(?:\s+[^\W\d_]+){1,4}?)"
    r"\s+(?:in\s+|at\s+|to\s+)?(?:the\s+)?$",
    re.IGNORECASE,
)
#: Plurals without an "s": counted with "how many".
_PLURALS = frozenset("people children men women police cattle sheep fish staff".split())


def counted_parts(text: str, names: list[Mention]) -> list[str] | None:
    """ "Which country has more internet users, Indonesia or Brazil?" → "How many internet
    users does Indonesia have?", … ("Does Canada have more land than the US?" → "How much
    land does Canada have?"): asked of one country, the count reads as people ask it, while
    the question split word for word kept "Which country …", a word every field of the
    country shares, and abstained. None when the question does not compare what the works
    have, or the noun is a measure adjective ("more populous") or a name's."""
    if len(names) < 2:
        return None
    lead, tail = min(m.start for m in names), max(m.end for m in names)
    doing = _MORE_DOING.match(text[:lead])
    if doing is not None and not _WORD.search(text[tail:]):
        # "Do more people live in Ghana or in Kenya?" → "How many people live in Ghana?"
        clause = doing.group("clause")
        many = clause.split()[0].lower()
        how = "How many" if many in _PLURALS or re.search(r"[^s]s$", many) else "How much"
        asked = text[doing.start("clause") : lead]
        return [f"{how} {asked}{m.surface}?" for m in names]
    found = _HAS_MORE.search(text)
    verb = None
    if found is None:
        found = _DOES_MORE.match(text)
        if found is not None:
            verb = _base_verb(found.group("verb"), found.group("ending"))
            if verb is None or found.group("noun").split()[0].lower() in _NOT_NOUNS:
                return None
    if found is None or any(m.start < found.end() and found.start() < m.end for m in names):
        return None
    noun = " ".join(found.group("noun").split())
    last = noun.split()[-1].lower()
    if last in _MORE_ADJECTIVES or noun.split()[0].lower() in _MORE_ADJECTIVES:
        return None
    many = last in _PLURALS or (last.endswith("s") and not last.endswith("ss"))
    how = "How many" if many else "How much"
    return [f"{how} {noun} does {m.surface} {verb or 'have'}?" for m in names]


#: "Which hosts more refugees, Turkey or Germany?", "Which country produces more oil, …?":
#: what a work does more of, asked of each with its verb ("How many refugees does Turkey
#: host?"); split word for word, "Which hosts more refugees, Turkey?" abstained on "hosts".
_DOES_MORE = re.compile(
    r"^\W*(?:which|who|what)(?:\s+(?:country|nation|one|place|state))?\s+"
    r"(?P<verb>[^\W\d_]+?)(?P<ending>es|s)\s+(?:(?:a\s+lot|many|much|far)\s+)?"
    r"(?:more|fewer|less|(?:the\s+)?(?:most|fewest|least))\s+"
    r"(?P<noun>[^\W\d_]+(?:[\s-]+[^\W\d_]+){0,3}?)\s*(?=,|:|\?|$|\bthan\b|\bin\b|\bor\b)",
    re.IGNORECASE,
)
#: Words after "more" that open no noun ("Which recycles more of its waste, …?")
_NOT_NOUNS = frozenset("of on in to for about from at with than the its their a an".split())
#: Verbs of being and doing that ask no count ("Which is more …", "Which does more …")
_NOT_COUNTING = frozenset("is was has does goes".split())


def _base_verb(stem_: str, ending: str) -> str | None:
    """The verb's base from its third person: "hosts" → "host", "produces" → "produce",
    "catches" → "catch"; None for a verb of being or doing ("is", "has", "does")."""
    if (stem_ + ending).lower() in _NOT_COUNTING or len(stem_) < 2:
        return None
    if ending == "es" and not re.search(r"(?:ch|sh|x|ss|z|o)$", stem_, re.IGNORECASE):
        return stem_ + "e"
    return stem_


def _place(mention: Mention) -> str:
    """The work a name stands for, written as a place: "Swedes" → "Sweden"."""
    return mention.titles[0] if mention.people and len(mention.titles) == 1 else mention.surface


#: "in Botswana" ending a subject: the name it is asked of, with its preposition
_OF_NAME = re.compile(r"\s+(?:in|of|for)\s+(?:the\s+)?$", re.IGNORECASE)


def _subject_of(text: str, first: int, last: int, named: list[Mention]) -> str | None:
    """The subject of "Is life expectancy in Botswana higher than in Zambia?" without the
    name it ends with: "life expectancy" (asked of each name: "How high is life expectancy
    in Botswana?"; it was "How high is Botswana?", which quoted *Elevation* at 0.81); None
    when a name is the subject ("Is Chad older …") or stands inside it."""
    if len(named) != 1 or named[0].end != last:
        return None
    head = text[first : named[0].start]
    preposition = _OF_NAME.search(head)
    if preposition is None:
        return None
    said = head[: preposition.start()].strip()
    if not said or said.lower().removeprefix("the ").strip() in _THE_WORK:
        return None  # "Is the country of Chad …", "Is it in Chad …"
    return said


def measure_parts(text: str, names: list[Mention]) -> list[str] | None:
    """One "How <base> …?" question per named work, or None when ``text`` does not compare
    them by a measure adjective (see the module docstring)."""
    if len(names) < 2:
        return None
    led = _led(text, names)
    found = _comparative(text, names, led > 0)
    if found is None:
        return None
    start, end, base = found
    what = _WHAT_IS.match(text[led:start]) and (led or _compares_names(text, end, names))
    if not (_OPENING.match(text[led:]) or _THAN.search(text) or what):
        return None
    if any(m.start < end and start < m.end for m in names):
        return None  # the "comparative" is part of a name
    before = text[:start]
    # what follows the comparative up to the first name after it: the noun it qualifies
    after = text[end : min([m.start for m in names if m.start >= end], default=len(text))]
    doing = _NOUN_DOING.search(before)
    if doing:
        # "Which economy is growing faster, India or China?" → "How fast is the economy of
        # India growing?"; it was split word for word and abstained
        noun, verb = doing.group("noun"), doing.group("verb")
        if noun.lower() in _THE_WORK:
            return [f"How {base} is {m.surface} {verb}?" for m in names]
        return [f"How {base} is the {noun} of {m.surface} {verb}?" for m in names]
    noun = _noun(before, after)
    if noun is not None and _DETERMINED.search(before):
        # "Does Israel have a bigger population than Jordan?": the noun, not the verb
        return [f"How {base} is the {noun} of {m.surface}?" for m in names]
    clause = _VERB_CLAUSE.search(before, led)
    verb = _clause(before, clause.start("clause"), names) if clause else None
    if clause and verb:
        aux = clause.group("aux").lower()
        return [f"How {base} {aux} {verb} in {m.surface}?" for m in names]
    who = _WHO_VERB.match(before[led:])
    if who:
        verb = who.group("verb").lower()  # "lives", "works", "studies"
        verb = verb[:-3] + "y" if verb.endswith("ies") else verb[:-1]
        return [f"How {base} do people {verb} in {m.surface}?" for m in names]
    subject = _SUBJECT.match(before[led:])
    said_of, cop = None, ""
    if subject and subject.group("subject").lower() not in _THE_WORK:
        first, last = subject.start("subject") + led, subject.end("subject") + led
        named = [m for m in names if m.start < last and first < m.end]  # "Is Chad older …"
        cop = subject.group("cop").lower()
        if not named:
            said = subject.group("subject")
            return [f"How {base} {cop} {said} in {m.surface}?" for m in names]
        said_of = _subject_of(text, first, last, named)
    noun = noun or _named_noun(text, start, names)
    if noun is not None:
        return [f"How {base} is the {noun} of {m.surface}?" for m in names]
    if subject and said_of is not None:
        # "Is life expectancy in Botswana higher than in Zambia?"
        return [f"How {base} {cop} {said_of} in {m.surface}?" for m in names]
    if any(m.people for m in names):
        # "Are Swedes older than Norwegians?": how old people in Sweden are
        return [f"How {base} are people in {_place(m)}?" for m in names]
    if base == "old":
        # "Which country is older, Mexico or Brazil?": a country's age is its independence
        return [f"When did {m.surface} become independent?" for m in names]
    if base in _OF_DOING:
        return None  # "How fast is India?" asks nothing: fast is said of a doing
    return [f"How {base} is {m.surface}?" for m in names]


#: "Is Germany's birth rate higher than its death rate?": two things of one work compared
_OWN_TWO = re.compile(
    r"^'s?\s+(?P<x>[^\W\d_]+(?:\s+[^\W\d_]+){0,2}?)\s+(?P<cmp>[^\W\d_]+)\s+than\s+"
    r"(?:its|their|the)\s+(?P<y>[^\W\d_]+(?:\s+[^\W\d_]+){0,2})\s*[?.!]*\s*$",
    re.IGNORECASE,
)
#: "Does Japan have more births than deaths?", "Are there more deaths than births in Italy?"
_MORE_THAN = re.compile(
    r"\b(?:more|fewer|less)\s+(?P<x>[^\W\d_]+)\s+than\s+(?P<y>[^\W\d_]+)\b", re.IGNORECASE
)


def two_measures(text: str, name: Mention) -> list[str] | None:
    """Two things of one work compared with each other, each asked of it: "Is Germany's
    birth rate higher than its death rate?" → "What is Germany's birth rate?", "What is
    Germany's death rate?"; "Does Japan have more births than deaths?" → "How many births
    does Japan have?", "How many deaths does Japan have?"; None otherwise."""
    owned = _OWN_TWO.match(text[name.end :])
    if owned is not None and is_comparative(owned.group("cmp").lower()):
        return [f"What is {name.surface}'s {owned.group(g)}?" for g in ("x", "y")]
    verbs = _VERB_THAN_IT.search(text)
    if verbs is not None and verbs.start() > name.end:
        # "Does the United States export more than it imports?"
        aux = "do" if name.people else "does"
        return [f"How much {aux} {name.surface} {verbs.group(g)}?" for g in ("verb", "other")]
    found = _MORE_THAN.search(text)
    if found is None or (name.start < found.end() and found.start() < name.end):
        return None
    out = []
    for noun in (found.group("x"), found.group("y")):
        last = noun.lower()
        if last in _MORE_ADJECTIVES or not (last in _PLURALS or re.search(r"[^s]s$", last)):
            return None  # "more populous than …", "more than a million": no two counts
        out.append(f"How many {noun} does {name.surface} have?")
    return out


#: "Do Americans earn more than Canadians?", "Does China export less than Germany?": a verb
#: done more, with no noun after "more"
_VERB_MORE = re.compile(
    r"^\s*(?:do|does|did)\s+(?P<subject>.+?)\s+(?P<verb>[^\W\d_]+)\s+(?:more|less)"
    r"\s*(?=\bthan\b|\bin\b|,|\?|$)",
    re.IGNORECASE,
)
#: "Does the United States export more than it imports?": two verbs of one work
_VERB_THAN_IT = re.compile(
    r"\b(?P<verb>[^\W\d_]+)\s+(?:more|less)\s+than\s+(?:it|they)\s+(?P<other>[^\W\d_]+?)s?"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def verb_parts(text: str, names: list[Mention]) -> list[str] | None:
    """ "Do Americans earn more than Canadians?" → "How much do Americans earn?", "How much
    do Canadians earn?" (a country "does", its people "do"); None when no verb is done
    "more" or "less" by the named works."""
    if len(names) < 2:
        return None
    found = _VERB_MORE.match(text)
    if found is None or is_comparative(found.group("verb").lower()):
        return None
    verb = found.group("verb")
    if not any(found.start("subject") <= m.start < found.end("subject") for m in names):
        # "Do people earn more in Chad or Niger?": the subject's doing in each work
        subject = found.group("subject")
        if len(subject.split()) > 2 or not re.match(r"\s*(?:in|than\s+in)\b", text[found.end() :]):
            return None
        aux = found.group(0).split()[0].lower()
        return [f"How much {aux} {subject} {verb} in {m.surface}?" for m in names]
    return [f"How much {'do' if m.people else 'does'} {m.surface} {verb}?" for m in names]
