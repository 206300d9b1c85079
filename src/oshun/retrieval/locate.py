"""Where a quoted span (a citation's locator) lies in a passage's text."""

from __future__ import annotations

import re


def find_locator(text: str, locator: str) -> tuple[int, int] | None:
    """Span of ``locator`` in ``text``, ignoring case and differences in whitespace.

    The first match of ``piece\\s+piece…`` (case ignored). ASCII text — most of it — is
    searched with string methods (compiling a pattern of a whole sentence costs milliseconds,
    and an answer checks several); anything else with the regular expression itself."""
    pieces = locator.split()
    if not pieces:
        return None
    if text.isascii() and locator.isascii():
        return _find_ascii(text.lower(), [piece.lower() for piece in pieces])
    pattern = r"\s+".join(re.escape(piece) for piece in pieces)
    match = re.search(pattern, text, flags=re.IGNORECASE)
    return (match.start(), match.end()) if match else None


def _find_ascii(text: str, pieces: list[str]) -> tuple[int, int] | None:
    first, rest = pieces[0], pieces[1:]
    start = text.find(first)
    while start >= 0:
        cursor = start + len(first)
        for piece in rest:
            # \s+ then a piece that begins with a non-space: all the white space is taken.
            spaced = cursor
            while spaced < len(text) and text[spaced].isspace():
                spaced += 1
            if spaced == cursor or not text.startswith(piece, spaced):
                break
            cursor = spaced + len(piece)
        else:
            return (start, cursor)
        start = text.find(first, start + 1)
    return None
