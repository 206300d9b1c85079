"""OSHUN's exception hierarchy, in one place.

OshunError
├── NotFound            an id that names nothing (→ 404)
├── InvalidInput        a request or argument that cannot be served (→ 4xx)
├── IngestError         one source file could not be read; ingest skips it and goes on
├── Conflict            valid, but clashes with what is stored now (→ 409)
│   └── AccountExists   sign-up with an e-mail address that has an account
├── SearchUnavailable   the index is missing, corrupt or failing; answers abstain (→ 503)
│   └── SearchTimeout   the search did not answer within its deadline
├── TooManyRequests     a per-client limit was reached (→ 429 + Retry-After)
├── Busy                the server is at capacity for costly work (→ 503 + Retry-After)
└── ModelUnavailable    the embedding model is missing or not the pinned file; search
                        falls back to BM25
"""

from __future__ import annotations


class OshunError(Exception):
    """Base of every error OSHUN raises on purpose."""


class NotFound(OshunError):
    """The requested record does not exist."""


class InvalidInput(OshunError):
    """The input cannot be served as given; the message says why."""


class Conflict(OshunError):
    """The request is valid but clashes with what is stored now (a stale edit, a changed
    library); the message says what to do."""


class AccountExists(Conflict):
    """An account with this e-mail address already exists."""


class IngestError(OshunError):
    """A source file is broken. ``path`` and ``line`` say where."""

    def __init__(self, path: str, reason: str, line: int | None = None) -> None:
        self.path = path
        self.line = line
        self.reason = reason
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {reason}")


class SearchUnavailable(OshunError):
    """Search cannot run (index missing, unreadable or failing)."""


class SearchTimeout(SearchUnavailable):
    """Search did not answer within its deadline (a hung database, a stalled disk)."""


class ModelUnavailable(OshunError):
    """The embedding model cannot be used (not installed, unreadable, or its sha256 is not
    the pinned one); the message says which file and what to do."""


class TooManyRequests(OshunError):
    """A per-client limit was reached; ``retry_after`` seconds until a retry can succeed."""

    def __init__(self, message: str, retry_after: int = 60) -> None:
        super().__init__(message)
        self.retry_after = max(1, retry_after)


class Busy(OshunError):
    """Too many costly operations (password hashes) at once; retry in ``retry_after`` s."""

    def __init__(self, message: str, retry_after: int = 5) -> None:
        super().__init__(message)
        self.retry_after = max(1, retry_after)
