"""The reader's logic: which passage a reader path names, and where a quoted span lies in it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs, unquote, urlsplit

from oshun.errors import InvalidInput

_PASSAGE_PATH = re.compile(r"^/library/passage/([A-Za-z0-9._~\-]{1,260})$")
#: Where "Back" may lead; anything else falls back to the home page (no open redirects).
ORIGINS: dict[str, tuple[str, str]] = {
    "sophia": ("/sophia", "Back to Sophia"),
    "search": ("/search", "Back to Search"),
    "library": ("/library", "Back to Library"),
    "home": ("/", "Back to OSHUN"),
}


@dataclass(frozen=True, slots=True)
class ReaderTarget:
    passage_id: str
    locator: str | None


def parse_reader_path(path: str, locator: str | None = None) -> ReaderTarget:
    """Accept only ``/library/passage/<id>`` paths, with an optional ``?locator=…``."""
    parts = urlsplit(path)
    if parts.scheme or parts.netloc:
        raise InvalidInput("the reader opens library passages only (/library/passage/<id>)")
    match = _PASSAGE_PATH.match(unquote(parts.path))
    if not match:
        raise InvalidInput("the reader opens library passages only (/library/passage/<id>)")
    if parts.query:
        inner = parse_qs(parts.query).get("locator")
        if inner:
            locator = inner[0]
    return ReaderTarget(match.group(1), locator or None)
