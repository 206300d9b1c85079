"""Quantities asked in a unit the library does not write: a unit converts, a thing does not.

People ask a measure in the unit they think in: "How many miles of coast does Chile have?",
"How many tonnes of coal does Poland use?", "How tall is Everest in feet?". The Factbook
states the same quantity in another unit of the same kind ("6,435 km", "99.932 million
metric tons", "8,849 m"), and a person converts it in a moment; the field answers. Read as
words, though, the unit is a rare word the field lacks, and after "how many" it was even
taken for the thing asked ("miles" of "How many miles of coast …?"), far in meaning from
*Coastline*: the question abstained while "How long is Chile's coastline?" was answered.

Two readings, both pure:

- ``units_held(text)``: the analysed words (first ``PREFIX`` letters) of every unit of each
  kind of measure — length, area, weight, volume — that the field states a figure in. A
  field writing "6,435 km" holds "miles", "feet", "metres"; one writing "sq km" holds
  "acres" and "square miles"; "metric tons" holds "tonnes" and "pounds". ``fields.py``
  adds them to what a field holds (as it adds "women" to a field with a "female:" line),
  so the unit is neither a rare word the field lacks nor an asked thing it does not hold.
  A figure in no unit (a count, a share, money) holds none: "How many miles of railway …?"
  is not answered by a share, nor "How many litres …" by a count.
- ``MEASURED``: the unit words ``question.asked_head`` reads as the measure of the thing
  that follows "of" ("miles of coast" asks for coast, as "the length of the coast" does);
  "square", "cubic" and "metric" before a unit are part of it.

``figure_unstated`` is the other side: asked for an average or a temperature, a quote with
no figure does not answer ("What is the average summer temperature in Egypt?" quoted
*Climate*'s "hot, dry summers", 0.61): the words of a field are no number.
"""

from __future__ import annotations

import re
from functools import cache

from oshun.retrieval.analysis import terms

#: Units of each kind of measure, as people write them and as the library does.
KINDS: dict[str, tuple[str, ...]] = {
    "length": tuple(
        (
            "km kilometre kilometres kilometer kilometers mile miles metre metres meter meters "
            "feet foot ft yard yards nm nautical"
        ).split()
    ),
    "area": tuple("sq square acre acres hectare hectares ha".split()),
    "weight": tuple(
        "tonne tonnes ton tons metric kg kilogram kilograms kilo kilos pound pounds lb lbs".split()
    ),
    "volume": tuple(
        "litre litres liter liters gallon gallons barrel barrels bbl cubic cu pint pints".split()
    ),
}

#: The units a figure is written in, by kind: "6,435 km", "643,801 sq km", "8,849 m",
#: "96.72 million metric tons", "2.91 million bbl/day", "12.73 liters of pure alcohol",
#: "171.805 billion cubic meters". Area is tried before length ("sq km" is no length).
_SCALE = r"(?:\s+(?:thousand|million|billion|trillion))?"
_FIGURES = {
    "area": re.compile(rf"\d{_SCALE}\s+(?:sq|square)\s+(?:km|mi|miles|kilomet|met)", re.I),
    "volume": re.compile(
        rf"\d{_SCALE}\s+(?:bbl|barrels?|liters?|litres?|(?:cubic|cu)\s+(?:m|meters|metres)\b)",
        re.I,
    ),
    "weight": re.compile(rf"\d{_SCALE}\s+(?:metric\s+)?(?:tons?|tonnes?|kg)\b", re.I),
    "length": re.compile(rf"-?\d{_SCALE}\s*(?:km|m|nm|kilomet\w*|met(?:er|re)s?)\b(?!\s*/)", re.I),
}
#: The length of a figure's area or volume unit ("sq km", "cubic meters") is no length.
_NOT_LENGTH = re.compile(r"(?:sq|square|cubic|cu)\s+(?:km|m\b|kilomet|met)", re.I)

#: Unit words that measure the thing after "of" ("miles of coast", "tonnes of coal").
#: Words that are part of the unit that follows them ("square miles", "metric tons").
UNIT_MODIFIERS = frozenset("square cubic metric nautical".split())
MEASURED = frozenset(w for kind in KINDS.values() for w in kind if len(w) > 2) - UNIT_MODIFIERS

#: How many letters of an analysed word compare (``fields.PREFIX``).
_PREFIX = 5


@cache
def _held_by(kind: str) -> frozenset[str]:
    return frozenset(t[:_PREFIX] for t in terms(" ".join(KINDS[kind])))


def kinds_stated(text: str) -> frozenset[str]:
    """The kinds of measure ``text`` states a figure in ("length" for "6,435 km")."""
    found = {k for k, pattern in _FIGURES.items() if k != "length" and pattern.search(text)}
    if _FIGURES["length"].search(_NOT_LENGTH.sub(" ", text)):
        found.add("length")
    return frozenset(found)


def units_held(text: str) -> frozenset[str]:
    """The analysed words (first letters) of every unit of each kind ``text`` states a
    figure in: the field holds its quantity in any of them."""
    held: set[str] = set()
    for kind in kinds_stated(text):
        held |= _held_by(kind)
        if kind == "area":
            held |= _held_by("length")  # "square miles", "square kilometres"
    return frozenset(held)


#: An average, a mean or a temperature asked: a figure answers ("What is the average summer
#: temperature in Egypt?", "the mean elevation"), words do not ("hot, dry summers").
_FIGURE_ASKED = re.compile(
    r"\b(?:average|mean)\s+(?!of\b|person|man|woman|people|family|household)[^\W\d_]+"
    r"|\btemperatures?\b|\bdegrees\b",
    re.IGNORECASE,
)


def figure_unstated(rest_text: str, quote: str) -> bool:
    """Asked for an average or a temperature, the quote states no figure at all."""
    return _FIGURE_ASKED.search(rest_text) is not None and not re.search(r"\d", quote)


#: A part of a whole asked: "How much of Kenya's economy …?", "What share of the GDP …?"
#: (the work's name is taken out of the words: "How much of 's economy").
_PART_OF = re.compile(
    r"\b(?:how\s+much|what\s+(?:share|part|proportion|percentage|percent|fraction|portion))"
    r"\s+of\s+(?:(?:the|its|their)\s+|'s?\s+)?(?P<whole>[^\W\d_]+)",
    re.IGNORECASE,
)
#: The wholes a share may be of, and the words a field writes for each.
_WHOLES: dict[str, frozenset[str]] = {
    "economy": frozenset({"gdp", "economy"}),
    "gdp": frozenset({"gdp", "economy"}),
}
#: What a field's share is of: "42.1% of household expenditures", "31.4% (of GDP)".
_SHARE_OF = re.compile(r"%\s*\(?\s*of\s+(?:the\s+|total\s+)*(?P<base>[^\W\d_]+)", re.IGNORECASE)


def whole_unheld(rest_text: str, text: str) -> bool:
    """Asked what part of the economy a thing is, the field's shares are all of something
    else: "How much of Kenya's economy is spending by households?" is not answered by
    *Average household expenditures*' "on food: 42.1% of household expenditures" (0.98),
    but by *GDP - composition, by end use* ("household consumption: 75.5%"). A field whose
    shares name no base, or name the whole, may answer."""
    asked = _PART_OF.search(rest_text)
    if asked is None:
        return False
    wanted = _WHOLES.get(asked.group("whole").lower())
    if wanted is None:
        return False
    bases = {m.group("base").lower() for m in _SHARE_OF.finditer(text)}
    return bool(bases) and not bases & wanted
