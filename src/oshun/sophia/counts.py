""" "How many X …?": the number a field quotes must count X, not something else.

A reference field gives a number with its unit: *Hospital bed density* "1.6 beds/1,000
population", *Railways* "27,311 km", *School life expectancy* "16 years". Asked "How many
hospitals are there in Peru?", the field shares a word with the question ("hospital") and
holds a number, so every other signal says yes — but beds are not hospitals, kilometres are
not trains. A person reading such an answer is misled; an abstention is the honest reply.

The rule (``counts_other``): for a question opening with "how many", take, on each line of
the field (notes aside), the first number that is not a year and the words that follow it
(magnitude words such as "million" skipped; after "%", what it is a share of: "4% of
GDP"). A bare number ("39,187,155 (2025 est.)", "174 (2025)", "24.5%") counts whatever was
asked. A unit of measure ("km", "sq km", "years") measures rather than counts, unless it is
the asked word itself or the question asks in a unit ("How many square miles …?").
Otherwise the line counts the asked thing when one of those words, or the line itself,
holds a word of the question (a form of it: "provinces"; "deaths" for "die" by meaning), or
when one of those words is close in meaning to a word of the question (cosine at least
``descriptions.LABEL_FLOOR``: "physicians" for "doctors", "TV stations" for "channels"). A
line without a number may answer in words ("no permanent inhabitants"). When no line counts
the asked thing, the field answers another count: probability 0, as for the other rules of
``fields.py``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence

import numpy

from oshun.retrieval.analysis import STOP_WORDS, stem
from oshun.sophia.answer_type import MONTHS
from oshun.sophia.descriptions import LABEL_FLOOR, item_list

#: A number, not a year standing alone ("telecom reform in 2013 ended …", "(2025 est.)").
_NUMBER = re.compile(r"(?<![\w.])(?!(?:1[5-9]|20)\d\d\b)\d[\d,]*(?:\.\d+)?")
_WORD = re.compile(r"[^\W\d_]+")
#: Words that scale or hedge a number rather than name what it counts.
_SCALE = frozenset(
    """thousand million billion trillion hundred approximately about nearly over
    around roughly some est estimated""".split()
)
#: Words that say which of the counted things are meant ("1.3 million active-duty Korean
#: People's Army"): what they count follows them.
_STATUS = frozenset("active duty serving full part time".split())
#: Units of measure: a number followed by one measures, it does not count things.
_MEASURE_UNITS = frozenset(
    """km sq mi miles m meters metres kg tonnes tons mt bbl kw kwh hectares ha cu years
    yrs months days hours""".split()
)
#: Units a question asks in ("How many square miles …?"): it asks a measure, in any unit.
_MEASURE_WORDS = frozenset(
    """square kilometres kilometers kilometre kilometer miles mile metres meters metre meter
    feet foot acres acre hectare tonnes tonne ton barrels litres liters degrees minutes""".split()
)
#: How many words after the number may name what it counts.
_UNIT_WORDS = 3

Embed = Callable[[Sequence[str]], numpy.ndarray]


def asks_how_many(text: str) -> bool:
    """The question opens with "how many" (within its first three words)."""
    words = [w.lower() for w in _WORD.findall(text)][:4]
    return any(a == "how" and b == "many" for a, b in itertools.pairwise(words))


#: A span of time up to now, asked as a count: "How many years has Tanzania been
#: independent?", "How many decades ago …?", "How many years since …?". A date answers it.
_YEARS_SINCE = re.compile(
    r"\bhow\s+many\s+(?:years|decades|centuries)\s+(?:ago|since|has|have|had|is|are)\b",
    re.IGNORECASE,
)


def asks_years_since(text: str) -> bool:
    """The question counts the years from a moment to now (``_YEARS_SINCE``)."""
    return _YEARS_SINCE.search(text) is not None


#: A date: a day and a month, with its year ("21 October 2025", "October 21, 2025"), or a
#: year standing alone ("(2025)", "in 1991"; not "1,999" nor "2025.5").
_DATE = re.compile(
    rf"\b\d{{1,2}}\s+(?:{MONTHS})(?:\s+\d{{4}})?\b"
    rf"|\b(?:{MONTHS})\s+\d{{1,2}}(?:,\s*\d{{4}})?\b"
    r"|(?<![\d,.])(?:1[5-9]|20)\d\d(?![\d,.]\d)"
)
#: A number that is no ordinal ("630", "5.3%", "2,000"; not "the 20th Bundestag").
_CARDINAL = re.compile(r"\d[\d,.]*(?![\w])")


def count_unstated(text: str, quote: str, embed: Embed | None = None) -> bool:
    """Asked how many, the quote holds no count at all — no cardinal number, no number word:
    the note "due to Germany's recognition of the concepts of 'overhang' (… fewer seats …)"
    does not say how many seats the German parliament has (its "20th" is an ordinal), nor
    "legislature name: UK Parliament" or "legislative structure: bicameral" (the chambers'
    fields give the seats); "total: no permanent inhabitants", "none; defense is the
    responsibility of France" and a list of the things (*Political parties*, one a line;
    "Ciudad Juárez, Guadalajara, …") do; a number in words of something else does not
    (``_counted_in_words``)."""
    if not asks_how_many(text):
        return False
    if _counted_in_words(counted_thing([w.lower() for w in _WORD.findall(text)]), quote, embed):
        return False
    if asks_years_since(text) and _DATE.search(quote):
        return False  # "How many years has Tanzania been independent?": since its date
    if _listed(quote) or any(_enumerates(line) for line in quote.splitlines()):
        return False  # the things listed, one by one: counted by their items
    # a date counts nothing: "Prime Minister Sanae TAKAICHI (since 21 October 2025)" does
    # not say how many ministers Japan's cabinet has (it was quoted at 1.00)
    return _CARDINAL.search(_DATE.sub(" ", quote)) is None


#: "How many times has the US constitution been amended?", "How many times has South Africa
#: won the Rugby World Cup?": how often something happened. Not a ratio ("How many times
#: bigger is Russia than France?", "how many times as many people").
_TIMES_ASKED = re.compile(
    r"\bhow\s+many\s+times\b(?!\s+(?:\w+er|more|less|fewer|as|over)\b)", re.IGNORECASE
)
_TIMES_HELD = re.compile(r"\b(?:times|twice|thrice|once)\b", re.IGNORECASE)


def times_unstated(text: str, quote: str) -> bool:
    """Asked how many times something happened, the quote says nothing happened a number
    of times: the *Constitution*'s amendment process ("a two-thirds majority vote … nine of
    the 13 states") counts no amendments (it was quoted at 0.97)."""
    return _TIMES_ASKED.search(text) is not None and _TIMES_HELD.search(quote) is None


#: The most words the middle item of a list takes: Switzerland's parties, each named in
#: four languages, run to 26 words; a paragraph of prose, a note's, to 50 and more.
_LISTED_WORDS = 25


def _listed(quote: str) -> bool:
    """The quote lists things, one a line with a blank line between (``item_list``), the
    middle one short enough to be one thing (``_LISTED_WORDS``). A note of two paragraphs
    is prose: Russia's *Military - note* on Moscow's troops in Ukraine, whose only figures
    are years, does not say how many troops are in Moscow (it was quoted at 0.90)."""
    if item_list(quote) is None:
        return False
    lengths = sorted(len(_WORD.findall(item)) for item in quote.split("\n") if item.strip())
    return lengths[len(lengths) // 2] <= _LISTED_WORDS


def _enumerates(line: str) -> bool:
    """A line listing two things at least, each a short item between commas or semicolons
    ("Ciudad Juárez, Guadalajara, Hermosillo"); not one name ("UK Parliament")."""
    items = [i for i in re.split(r"[,;]", line.split(":", 1)[-1]) if i.strip()]
    return len(items) >= 2 and all(len(_WORD.findall(i)) <= _ITEM_WORDS for i in items)


#: A name alone after a figure, up to a comma, a bracket or the line's end ("Lagos,",
#: "TOKYO (capital)", "Rio de Janeiro,"): whose figure it is; not "TV stations".
_NAMED_ITEM = re.compile(
    r"[A-Z][^\s,;(]*(?:\s+(?:[A-Z][^\s,;(]*|de|do|da|es|la|el|al|of|au))*\s*(?:[,;(]|$)"
)


def unit_words(quote: str) -> list[str] | None:
    """The words naming what the first number of the quote's first line counts, lower
    case; None when that line has no number ("total: no permanent inhabitants"), [] for a
    bare number or one a name follows ("15.946 million Lagos": what Lagos has, the
    heading says what — *Major urban areas - population*)."""
    line = quote.strip().split("\n", 1)[0]  # "total: no permanent inhabitants\nnote: … 58 islands"
    match = _NUMBER.search(line)
    if match is None:
        return None
    rest = line[match.end() :]
    first = True  # the first word after the number and its scale ("million")
    if rest.lstrip().startswith("%"):
        # "4% of GDP", "28.5% national budget": a share of that; "24.5% (2025 est.)": a
        # share of whatever was asked
        after = rest.lstrip()[1:]
        of = re.match(r"\s+of\s+", after)
        rest = " " + after[of.end() :] if of is not None else after
        first = False  # a share of what follows: "4% of GDP"
    elif rest[:1] not in ("", " ") and not rest.startswith("/"):
        return []  # "174 (2025)", "6,400-km": nothing named after it
    found = []
    # "active-duty Korean People's Army": the parts of a hyphenated word are words of the unit
    for token in re.finditer(r"[^\s-]+(?:-(?=[^\W\d_]))?", rest):
        word = token.group().rstrip("-")
        letters = _WORD.match(word)
        if letters is None or letters.start() != 0:
            break  # "(2025 est.)", "- 6,400 km": the number's note, not its unit
        lowered = letters.group().lower()
        if lowered not in _SCALE:
            if first and _NAMED_ITEM.match(rest, token.start()) is not None:
                return []  # "15.946 million Lagos": a name, whose number it is, not a unit
            first = False
        if lowered not in _SCALE and lowered not in _STATUS and lowered not in STOP_WORDS:
            found.append(lowered)
        if len(found) >= _UNIT_WORDS or letters.end() < len(word):
            break  # a word ending in punctuation closes the unit ("beds/1,000", "km;")
    return found


def counts_other(
    question_words: Sequence[str],
    text: str,
    embed: Embed | None,
    listing: frozenset[str] | None = None,
) -> bool:
    """Every line of the field ``text`` gives a number of something other than what
    ``question_words`` (the question's informative words, lower case) ask about. A line
    without a number ("total: no permanent inhabitants") may answer in words.

    ``listing``, for a field that lists all its things (not a selection such as "Major
    lakes"), holds the first letters of the words its descriptions use: a labelled list
    of things ("border countries: Afghanistan 91 km; Bhutan 477 km; …", whose numbers are
    lengths) counts them by its items when its label names the asked things ("How many
    countries border China?") or the field is described with the asked word ("How many
    neighbours does Austria have?": *Land boundaries* answers "neighbouring countries")."""
    if item_list(text) is not None:
        return False  # one thing a line (*Political parties*): its items are counted
    lines = [line for line in text.splitlines() if line.strip()]
    judged = [line for line in lines if not _NOTE.match(line)]
    if not judged:
        # a field of notes only (*Geography - note*: "note 1: 13,466 islands are in the
        # archipelago …"): its notes are its value, judged without their labels
        judged = [_NOTE_LABEL.sub("", line, count=1) for line in lines]
    return all(
        not (listing is not None and _lists(question_words, line, embed, listing))
        and _counts_other(question_words, line, embed)
        for line in judged
    )


#: A line's label and value: "border countries: …", "border countries (14): …".
_LINE_LABEL = re.compile(r"^\s*([A-Za-z][A-Za-z ]{1,40}?)\s*(?:\(\d+\))?:\s+(.*)$")
#: Prefix letters compared with a field's description words (as ``fields.PREFIX``).
_PREFIX = 5


def _lists(
    question_words: Sequence[str], line: str, embed: Embed | None, described: frozenset[str]
) -> bool:
    """The line is a labelled list ("label: a; b; c") of what the question counts: its label
    names them (in its words, or close in meaning), or the field is described with the
    asked word."""
    match = _LINE_LABEL.match(line)
    if match is None:
        return False
    items = re.split(r"\s*;\s*", match.group(2).strip())
    short = sum(len(_WORD.findall(i)) <= _ITEM_WORDS for i in items)
    if len(items) < 2 or 2 * short <= len(items):
        # clauses of prose, most of them long, are no list: "volcanism: Iceland is situated
        # on top of a hotspot …; Eyjafjallajokull (1,666 m) erupted in 2010 …" does not
        # count Iceland's volcanoes
        return False
    asked = [w for w in question_words if w not in STOP_WORDS and w not in ("many", "how")]
    if not asked:
        return False
    if any(stem(w)[:_PREFIX] in described for w in asked):
        return True
    named = [w.lower() for w in _WORD.findall(match.group(1))]
    stems = {stem(w)[:4] for w in asked if len(w) >= 3}
    if stems & {stem(w)[:4] for w in named if len(w) >= 3}:
        return True
    if embed is None:
        return False
    vectors = embed([match.group(1).lower(), *asked])
    return float((vectors[1:] @ vectors[0]).max()) >= LABEL_FLOOR


#: A note line ("note: …", "note 1: …") qualifies the field; it does not give its value.
_NOTE = re.compile(r"\s*note\b", re.IGNORECASE)
#: A note's label ("note 1: "), taken off when a field's notes are its only lines.
_NOTE_LABEL = re.compile(r"^\s*note(?:\s+\d+)?\s*:\s*", re.IGNORECASE)


#: Words that answer any "how many" by themselves ("none", "uninhabited").
_NONE_WORDS = frozenset("none nil nobody nothing zero uninhabited unknown".split())
#: Words that give a share ("one third of the population", "the vast majority of people"):
#: what they are a share of follows them, after "of the".
_SHARE_WORDS = frozenset(
    """half halves third thirds quarter quarters fourth fourths fifth fifths majority
    minority percent""".split()
)
#: Words that give a number in words ("no permanent inhabitants", "several thousand").
_IN_WORDS = (
    _NONE_WORDS
    | _SHARE_WORDS
    | frozenset(
        """no one two three four five six seven eight nine ten eleven twelve dozen dozens
        hundred hundreds thousand thousands million millions billion billions single several
        few many numerous""".split()
    )
)
#: The most words a number in words names what it counts with ("no permanent inhabitants").
_COUNTED_WORDS = 2
#: Words that end the name of a thing: "how many amendments does …", "no role in …".
_PHRASE_ENDS = STOP_WORDS | frozenset(
    "do does did has have had can could will would should were many".split()
)
#: A line of prose, not a list: a part between commas or semicolons longer than a listed
#: item ("the Indus River and its tributaries attract most of the settlement").
_ITEM_WORDS = 5


def counted_thing(question_words: Sequence[str]) -> list[str]:
    """What a "how many" question counts: up to ``_COUNTED_WORDS`` words after "how many",
    up to the first stop word ("how many amendments does …" → ["amendments"], "how many
    people live in …" → ["people", "live"]). ``question_words`` are lower case, in order."""
    words = list(question_words)
    for at, (a, b) in enumerate(itertools.pairwise(words)):
        if (a, b) == ("how", "many"):
            return list(_phrase(words, at + 1))
    return []


def _phrase(words: Sequence[str], at: int) -> list[str]:
    """The words after ``words[at]`` naming a thing, up to the first stop word; number words
    are passed over, and "of the" after a share ("one third of the population")."""
    named: list[str] = []
    share = False
    for word in words[at + 1 :]:
        if word in _IN_WORDS:
            share = word in _SHARE_WORDS
            continue
        if word in _PHRASE_ENDS:
            if share and not named and word in ("of", "the"):
                continue
            break
        named.append(word)
        if len(named) == _COUNTED_WORDS:
            break
    return named


def _counted_in_words(asked: Sequence[str], line: str, embed: Embed | None) -> bool:
    """``line`` gives in words a number of what is ``asked`` (``counted_thing``): a word that
    answers any count ("none", "uninhabited"), or a number word before the asked thing, in
    its words or close in meaning ("no permanent inhabitants" for "How many people live
    …?"). A number word before something else counts that: the US *Constitution*'s "a
    two-thirds majority vote", "three fourths of the state legislatures", "no role in the
    … amendment process" do not say how many amendments it has (quoted at 0.99). Without
    a model to judge meaning, or a thing asked, any number word counts."""
    words = [w.lower() for w in _WORD.findall(line)]
    if set(words) & _NONE_WORDS:
        return True
    if not set(words) & _IN_WORDS:
        return False
    if embed is None or not asked:
        return True
    counted = list(
        dict.fromkeys(
            word
            for at, number in enumerate(words)
            if number in _IN_WORDS
            for word in _phrase(words, at)
        )
    )
    if not counted:
        return False
    stems = {stem(w)[:4] for w in asked if len(w) >= 3}
    if stems & {stem(w)[:4] for w in counted if len(w) >= 3}:
        return True
    vectors = embed([*counted, *asked])
    closeness = vectors[: len(counted)] @ vectors[len(counted) :].T
    return float(closeness.max()) >= LABEL_FLOOR


def _in_words(asked: Sequence[str], line: str, embed: Embed | None) -> bool:
    """A line without a number that still answers "how many": it gives the number of the
    asked thing in words (``_counted_in_words``) or lists the things, one short item between
    commas or semicolons each ("English (official), Chichewa, …"). A sentence that only
    places the people ("with Punjab province the most densely populated") counts nothing,
    nor does one short phrase, which lists no things: *Natural hazards*' "earthquakes and
    volcanic activity" does not say how many volcanoes Iceland has (it was quoted at
    1.00)."""
    return _counted_in_words(asked, line, embed) or _enumerates(line)


def _counts_other(question_words: Sequence[str], quote: str, embed: Embed | None) -> bool:
    units = unit_words(quote)
    if units is None:
        return not _in_words(counted_thing(question_words), quote.strip().split("\n", 1)[0], embed)
    if not units:
        return False  # no figure at all is ``count_unstated``'s to judge
    asked = [w for w in question_words if w not in STOP_WORDS and w not in ("many", "how")]
    if not asked:
        return False
    if any(w in _MEASURE_UNITS or w in _MEASURE_WORDS for w in asked):
        return False  # "How many square miles …?", "… kilometres of shoreline": a measure
    stems = {stem(w)[:4] for w in asked if len(w) >= 3}
    if stems & {stem(u)[:4] for u in units}:
        return False  # "23 provinces", "16 years" for "how many years"
    if units[0] in _MEASURE_UNITS:
        return True  # "Amazon river mouth - 6,400 km": a length, not a number of rivers
    quoted = {stem(w)[:4] for w in _WORD.findall(quote.lower()) if len(w) >= 3}
    if stems & quoted:
        return False
    if embed is None:
        return False  # no model to judge meaning: leave it to the field model
    # the unit's words one by one and, of several, together: "170,000 active-duty Defense
    # Forces" counts soldiers, though neither "defense" nor "forces" alone is close to them
    named = [*units, " ".join(units)] if len(units) > 1 else units
    vectors = embed([*named, *asked])
    closeness = vectors[: len(named)] @ vectors[len(named) :].T
    return float(closeness.max()) < LABEL_FLOOR
