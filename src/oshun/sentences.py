"""Sentence spans of a passage, as character offsets, so a quote is always an exact substring.

Books, PDF text layers, RFCs and e-mail are hard-wrapped: a line break inside a paragraph is
only a space. Quoting line by line cuts sentences in half (and can change what they say), so
segmentation works in two steps:

1. **Units.** Lines are grouped into units. A blank line ends a unit; so does a structured
   line — a heading, a list item, a table row, a ``field: value`` line (the Factbook's
   ``total: 1,000 sq km``) — which is a unit of its own (a list item keeps its wrapped
   continuation lines). A single line break elsewhere is a space, unless the line is much
   shorter than the block's other lines (a salutation, a signature, a line of a PDF whose
   paragraphs have no blank line between them): then it ends where the line does.
2. **Sentences.** Inside a unit a sentence ends at ``.``, ``!``, ``?`` or ``…`` (with any
   closing quotes or brackets) followed by white space and a capital, a digit or an opening
   quote; not after a title or other abbreviation (``Mr.``, ``Dr.``, ``St.``, ``e.g.``,
   ``U.S.``), an initial (``J. R. R. Tolkien``), or ``No.`` before a number. Decimals
   (``3.5 million``) never end one: no white space follows their point. Dialogue tags stay
   with their speech (``"Is it?" said she.``): a lower-case word does not start a sentence.
   A dash straight after the stop (``likewise.--Here``, common in older books) ends one too.

Every span is an offset pair into the text given, trimmed of white space, so the quote is
the verbatim source span (line breaks included) and the reader, which matches a locator
tolerating white-space differences, highlights exactly that span. ``reflow`` gives the same
text with the in-paragraph breaks turned into spaces, for showing or for a language model.

Pure functions over one passage (≤ a few thousand characters), called on every hit of every
answer: one pass over the lines, one regular-expression scan per unit.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import NamedTuple


class Span(NamedTuple):
    start: int
    end: int


class LineKind(StrEnum):
    """What one line of a block is; every kind but ``TEXT`` is a unit of its own."""

    HEADING = "heading"
    LIST = "list"  # a list item; keeps its wrapped continuation lines
    TABLE = "table"
    FIELD = "field"  # "label: value"; keeps a lower-case continuation
    TEXT = "text"


# ── line kinds ────────────────────────────────────────────────────────────────────────────
_HEADING = re.compile(
    r"#{1,6}\s|(?:CHAPTER|Chapter|VOLUME|Volume|BOOK|Book|PART|Part|SECTION|Section)\s+"
    r"(?:[IVXLCDM]+|\d+|[A-Z][a-z]+)\b"
)
_BULLET = re.compile(r"[-*+•·‣◦▪–]\s+\S")
_NUMBERED = re.compile(r"(?:\d{1,3}|[A-Za-z])[.)]\s+\S|\((?:\d{1,3}|[A-Za-z]|[ivx]{1,4})\)\s+\S")
_FIELD = re.compile(r"([A-Za-z][^\n:.!?;\"“”]{0,59}?):[ \t]+\S")
_TABLE = re.compile(r"\S\t+\S+\t+\S")
_TWO_LETTERS = re.compile(r"[^\W\d_].*[^\W\d_]")
_ENDED = re.compile(r"[.!?:…][\"'”’)\]_*]*$")
_WRAPPED_END = re.compile(r"(?:[a-z,;\-–—]|\bI)[_*]*$")

#: A line shorter than this share of its block's longest line ends where it does.
SHORT_LINE = 0.6
#: Blocks whose longest line is shorter than this are not treated as wrapped text.
MIN_WRAP_WIDTH = 30
_FIELD_LABEL_WORDS = 7

# ── sentence ends ─────────────────────────────────────────────────────────────────────────
_END = re.compile(
    r"(?:[.!?]+|…)[\"'”’)\]_*]*"
    r"(?:(?=\s+[\"'“‘(\[_*]*([A-Z0-9]))|(?:--|—)(?=[\"'“‘(\[_*]*[A-Z]))"
)
_WORD_BEFORE = re.compile(r"[A-Za-z][A-Za-z.'’]*$")
#: Words after which a full stop does not end a sentence.
_ABBREVIATIONS = frozenset(
    "mr mrs ms mssrs messrs dr st prof rev revd gen col capt cpt lt sgt adm gov sen rep hon "
    "jr sr mt ft vs viz cf al approx ca e.g i.e".split()
)
#: Words after which a full stop does not end a sentence when a number follows.
_BEFORE_NUMBER = frozenset(
    "no nos nr fig figs vol vols p pp ch chap sec art op ed pt "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)


def line_kind(line: str, previous_ended: bool) -> LineKind:
    """The kind of one stripped line.

    Capitalised lines, numbered items and fields only count where a sentence may start (the
    first line of a block, or after a line that ended one): a wrapped line of prose can
    begin "1830. The" or be "HIS." alone.
    """
    if _HEADING.match(line) and len(line) <= 80:
        return LineKind.HEADING
    if previous_ended and line.isupper() and _TWO_LETTERS.search(line):
        return LineKind.HEADING if len(line) <= 80 else LineKind.TEXT
    if _BULLET.match(line):
        return LineKind.LIST
    if line.startswith("|") or line.count("|") >= 2 or ("\t" in line and _TABLE.search(line)):
        return LineKind.TABLE
    if previous_ended:
        if _NUMBERED.match(line):
            return LineKind.LIST
        field = _FIELD.match(line)
        if field and len(field.group(1).split()) <= _FIELD_LABEL_WORDS:
            return LineKind.FIELD
    return LineKind.TEXT


def units(text: str) -> list[Span]:
    """Spans of the paragraphs and structured lines of ``text`` (see the module docstring)."""
    found: list[Span] = []
    block: list[tuple[int, int]] = []  # (start, end) of each non-blank line, untrimmed
    position = 0
    for raw in text.split("\n"):
        end = position + len(raw)
        if raw.strip():
            block.append((position, end))
        elif block:
            _block_units(text, block, found)
            block = []
        position = end + 1
    if block:
        _block_units(text, block, found)
    return found


def _block_units(text: str, lines: list[tuple[int, int]], found: list[Span]) -> None:
    """Append the units of one block of consecutive non-blank lines."""
    if len(lines) == 1:
        _append(text, lines[0][0], lines[0][1], found)
        return
    stripped = [text[start:end].strip() for start, end in lines]
    width = max(len(line) for line in stripped)
    kinds: list[LineKind] = []
    previous_ended = True
    for index, line in enumerate(stripped):
        kind = line_kind(line, previous_ended)
        kinds.append(kind)
        previous_ended = kind is not LineKind.TEXT or _line_ended(line, width, first=index == 0)
    unit_start = lines[0][0]
    for index, (_start, end) in enumerate(lines):
        last = index == len(lines) - 1
        if last or _breaks_after(stripped, kinds, index, width):
            _append(text, unit_start, end, found)
            if not last:
                unit_start = lines[index + 1][0]


def _line_ended(line: str, width: int, first: bool) -> bool:
    """Whether a text line may be the last of its sentence: it ends in a stop (not a
    title's), or not in a lower-case word, comma or semicolon as wrapped prose does
    ("… or PJ", "… 1% (2010)"), or is short among long lines (not the first: a passage cut
    from a paragraph starts mid-line)."""
    tail = line[-12:]  # the end-anchored patterns only need the line's last characters
    if _ENDED.search(tail):
        word = _WORD_BEFORE.search(tail, 0, len(tail) - 1)
        return not (line.endswith(".") and word and word.group().lower() in _ABBREVIATIONS)
    if not _WRAPPED_END.search(tail):
        return True
    return not first and width >= MIN_WRAP_WIDTH and len(line) < SHORT_LINE * width


def _breaks_after(lines: list[str], kinds: list[LineKind], index: int, width: int) -> bool:
    """Whether the line break after line ``index`` of a block ends a unit."""
    kind, following = kinds[index], kinds[index + 1]
    if following is not LineKind.TEXT or kind in (LineKind.HEADING, LineKind.TABLE):
        return True
    line = lines[index]
    if kind is LineKind.FIELD:
        # A wrapped value continues on a lower-case line ("note: … the figures\ninclude …").
        return not (lines[index + 1][:1].islower() and not _ENDED.search(line[-12:]))
    # A short line ends its unit only where a new one can begin (not before a lower-case
    # word), and never the first line: a passage cut from a paragraph starts mid-line.
    if index == 0 or width < MIN_WRAP_WIDTH or len(line) >= SHORT_LINE * width:
        return False
    return not lines[index + 1][:1].islower()


def _append(text: str, start: int, end: int, found: list[Span]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start < end:
        found.append(Span(start, end))


def _is_abbreviation(text: str, unit_start: int, match: re.Match[str]) -> bool:
    """Whether the stop at ``match`` belongs to an abbreviation or initial, not a sentence."""
    stops = match.group().rstrip("\"'”’)]_*-—")
    if stops != ".":
        return False
    word_match = _WORD_BEFORE.search(text, max(unit_start, match.start() - 20), match.start())
    if word_match is None or (
        word_match.start() > unit_start and text[word_match.start() - 1].isalnum()
    ):
        return False
    word = word_match.group()
    lowered = word.lower()
    if lowered in _ABBREVIATIONS:
        return True
    if len(word) == 1:
        return word != "I"  # an initial ("J. R. R."), not the pronoun ending a sentence
    if "." in word:
        # Dotted capitals (U.S., D.C.) rarely end a sentence; lower-case ones (a.m.) may.
        return word.replace(".", "").isupper()
    return lowered in _BEFORE_NUMBER and (match.group(1) or "").isdigit()


def split_sentences(text: str) -> list[Span]:
    """Spans of the sentences of ``text``, trimmed of surrounding white space, in order."""
    spans: list[Span] = []
    for unit in units(text):
        start = unit.start
        for match in _END.finditer(text, unit.start, unit.end):
            if _is_abbreviation(text, unit.start, match):
                continue
            _append(text, start, match.end(), spans)
            start = match.end()
        _append(text, start, unit.end, spans)
    return spans


def sentence_at(text: str, offset: int) -> Span | None:
    """The sentence of ``text`` that contains ``offset`` (or begins after it), if any."""
    for span in split_sentences(text):
        if offset < span.end:
            return span
    return None


_WRAP = re.compile(r"[ \t]*\n[ \t]*")


def reflow(text: str) -> str:
    """``text`` with line breaks inside a unit turned into spaces; units one per line and
    paragraphs separated by a blank line, as in the source."""
    parts: list[str] = []
    previous_end: int | None = None
    for unit in units(text):
        if previous_end is not None:
            gap = text[previous_end : unit.start]
            parts.append("\n\n" if gap.count("\n") > 1 else "\n")
        parts.append(_WRAP.sub(" ", text[unit.start : unit.end]))
        previous_end = unit.end
    return "".join(parts)
