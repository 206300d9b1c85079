"""Where a quoted span (a citation's locator) lies in a passage's text."""

from __future__ import annotations

import re


def find_locator(text: str, locator: str) -> tuple[int, int] | None:
    """Span of ``locator`` in ``text``, ignoring case and differences in whitespace."""
    pieces = locator.split()
    if not pieces:
        return None
    pattern = r"\s+".join(re.escape(piece) for piece in pieces)
    match = re.search(pattern, text, flags=re.IGNORECASE)
    return (match.start(), match.end()) if match else None
