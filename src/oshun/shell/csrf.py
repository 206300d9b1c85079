"""The BFF boundary: a state-changing request must come from our origin and carry our token.

Two checks, both required:

* **Origin** — the ``Origin`` header (else the ``Referer``'s origin) must be one of the
  configured public origins (``Settings.public_origins``) — never merely the request's own
  ``Host``, which DNS rebinding lets an attacker choose.
* **CSRF token** — sent as the ``X-CSRF-Token`` header (JavaScript) or the ``csrf_token`` form
  field (HTML forms). Signed in, it must equal the token bound to the session; signed out
  (sign-in and sign-up forms), it must equal the ``oshun_csrf`` cookie (double submit).

``check_boundary`` returns why a request fails, or ``None``; ``ShellMiddleware`` applies it to
every POST/PUT/PATCH/DELETE before any route runs, so a refused request changes nothing.
"""

from __future__ import annotations

import hmac
from collections.abc import Iterable, Mapping
from urllib.parse import parse_qs, urlsplit

CSRF_COOKIE = "oshun_csrf"
CSRF_HEADER = "x-csrf-token"
CSRF_FIELD = "csrf_token"
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
#: Forms bigger than this are not parsed for a token (send the header instead).
FORM_MAX_BYTES = 1_000_000


def origin_of(url: str) -> str | None:
    """``scheme://host[:port]`` of a URL, lower-cased; ``None`` when it has none."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return f"{parts.scheme}://{parts.netloc}".lower()


def allowed_origins(public_origins: Iterable[str]) -> set[str]:
    """The configured public origins. Never the request's own ``Host``: under DNS rebinding
    an attacker's page sends its own name as both Host and Origin."""
    return {origin for origin in map(origin_of, public_origins) if origin}


def origin_problem(headers: Mapping[str, str], allowed: Iterable[str]) -> str | None:
    origin = headers.get("origin")
    source = "Origin"
    if not origin or origin == "null":
        origin, source = headers.get("referer"), "Referer"
    if not origin:
        return "Request refused: it has neither an Origin nor a Referer header."
    claimed = origin_of(origin)
    if claimed is None or claimed not in set(allowed):
        shown = claimed or origin
        return f"Request refused: cross-origin request ({source} {shown} is not this site)."
    return None


def form_token(body: bytes) -> str | None:
    """The ``csrf_token`` field of an urlencoded form body."""
    values = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True).get(CSRF_FIELD)
    return values[0] if values else None


def token_problem(given: str | None, expected: str | None) -> str | None:
    if not given:
        return "Request refused: the CSRF token is missing. Reload the page and try again."
    if not expected or not hmac.compare_digest(given.encode(), expected.encode()):
        return "Request refused: the CSRF token is wrong or expired. Reload the page and try again."
    return None


def check_boundary(
    headers: Mapping[str, str],
    allowed: Iterable[str],
    given_token: str | None,
    expected_token: str | None,
) -> str | None:
    """Why this state-changing request must be refused, or ``None`` when it may go on."""
    return origin_problem(headers, allowed) or token_problem(given_token, expected_token)
