"""The one table from OSHUN's errors to HTTP: status, machine-readable name, page title.

Routes raise ``oshun.errors`` types and never choose a status by reading an error's text;
the app's handlers and any page that shows an error in place look it up here.
"""

from __future__ import annotations

from typing import NamedTuple

from oshun.errors import (
    Busy,
    Conflict,
    InvalidInput,
    ModelUnavailable,
    NotFound,
    OshunError,
    SearchUnavailable,
    TooManyRequests,
)


class HttpError(NamedTuple):
    status: int
    error: str
    title: str


#: Lookup walks the exception's class hierarchy, so a subclass inherits its parent's row.
ERRORS: dict[type[OshunError], HttpError] = {
    NotFound: HttpError(404, "not_found", "Not found"),
    InvalidInput: HttpError(422, "invalid_input", "Invalid request"),
    Conflict: HttpError(409, "conflict", "Conflict"),
    SearchUnavailable: HttpError(503, "search_unavailable", "Search unavailable"),
    ModelUnavailable: HttpError(503, "model_unavailable", "Embedding model unavailable"),
    TooManyRequests: HttpError(429, "too_many_requests", "Too many requests"),
    Busy: HttpError(503, "busy", "Server busy"),
}

UNEXPECTED = HttpError(500, "error", "Something went wrong")


def error_for(exc: BaseException) -> HttpError:
    """The table's row for ``exc``: its own class, else its nearest listed ancestor."""
    for kind in type(exc).__mro__:
        row = ERRORS.get(kind)
        if row is not None:
            return row
    return UNEXPECTED
