"""Sentence spans of a passage, as character offsets, so a quote is always an exact substring."""

from __future__ import annotations

import re
from typing import NamedTuple

# A sentence ends at a line break, or after . ! ? (and closing quotes or brackets) followed by
# white space and a capital letter, a digit or an opening quote.
_BOUNDARY = re.compile(r"\n+|(?<=[.!?])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9])")
# Words after which a full stop rarely ends a sentence.
_ABBREVIATIONS = frozenset(
    "mr mrs ms dr st jr sr prof gen col lt sgt rev vs etc no fig approx ca inc ltd co corp "
    "jan feb mar apr jun jul aug sep sept oct nov dec u.s e.g i.e".split()
)
_LAST_WORD = re.compile(r"([\w.]+)[.!?]?[\"'”’)\]]*\s*$")


class Span(NamedTuple):
    start: int
    end: int


def _is_abbreviation(text: str, end: int) -> bool:
    match = _LAST_WORD.search(text, max(0, end - 12), end)
    if match is None:
        return False
    word = match.group(1).lower().rstrip(".")
    return word in _ABBREVIATIONS or (len(word) == 1 and word.isalpha())


def split_sentences(text: str) -> list[Span]:
    """Spans of the sentences of ``text``, trimmed of surrounding white space, in order."""
    spans: list[Span] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        if match.group().strip("\n") and _is_abbreviation(text, match.start()):
            continue
        _append(text, start, match.start() + len(match.group().rstrip()), spans)
        start = match.end()
    _append(text, start, len(text), spans)
    return spans


def _append(text: str, start: int, end: int, spans: list[Span]) -> None:
    piece = text[start:end]
    stripped = piece.strip()
    if not stripped:
        return
    offset = start + (len(piece) - len(piece.lstrip()))
    spans.append(Span(offset, offset + len(stripped)))
