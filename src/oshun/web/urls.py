"""Every path the site knows, by name: the one place links are built and read.

Pages and routers take their paths from ``ROUTES``; links are built with ``url_for`` (and
the helpers below, which use it); a page that needs a signed-in visitor says so at its route
(``protected=True``), and the shell's middleware asks ``is_protected``. Core packages never
build a URL: they hand ids and locators to the web layer, which links them here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, unquote, urlencode, urlsplit

from oshun.errors import InvalidInput


@dataclass(frozen=True, slots=True)
class Route:
    path: str
    #: A signed-out visitor is sent to sign in first (and everything under the route's first
    #: path segment is treated alike, so an unknown ``/workspace/…`` path never leaks a 404).
    protected: bool = False


ROUTES: dict[str, Route] = {
    "home": Route("/"),
    "search": Route("/search"),
    "reader": Route("/domains/nisaba"),
    "passage": Route("/library/passage/{passage_id}"),  # the reader's inner path
    "original": Route("/originals/{work_id}"),  # a work's kept original file (PDF)
    "sophia": Route("/sophia", protected=True),
    "library": Route("/library", protected=True),
    "library_delete": Route("/library/delete", protected=True),  # POST: a form's item_id
    "library_export": Route("/library/export", protected=True),  # ?format=markdown|json
    "notebook": Route("/workspace/notebook/{answer_id}", protected=True),
    "notebook_notes": Route("/workspace/notebook/{answer_id}/notes", protected=True),
    "signin": Route("/signin"),
    "signup": Route("/signup"),
    "signout": Route("/signout"),
}

#: Where a sign-in leads when it names no page.
DEFAULT_NEXT = ROUTES["sophia"].path

#: Where the reader's "Back" may lead; anything else falls back to home (no open redirects).
ORIGINS: dict[str, tuple[str, str]] = {
    "sophia": ("sophia", "Back to Sophia"),
    "search": ("search", "Back to Search"),
    "library": ("library", "Back to Library"),
    "home": ("home", "Back to OSHUN"),
}

_PASSAGE_PATH = re.compile(r"^/library/passage/([A-Za-z0-9._~\-]{1,260})$")
_PROTECTED_PREFIXES = tuple(
    sorted({"/" + r.path.strip("/").split("/")[0] for r in ROUTES.values() if r.protected})
)


def path(name: str) -> str:
    """The route pattern of ``name`` (for router decorators)."""
    return ROUTES[name].path


def url_for(name: str, query: Mapping[str, str | int] | None = None, **params: str) -> str:
    """The path of route ``name`` with ``params`` filled in (quoted) and ``query`` appended."""
    url = ROUTES[name].path.format(**{k: quote(v, safe="") for k, v in params.items()})
    if query:
        url += "?" + urlencode(query, quote_via=quote, safe="")
    return url


def reader_href(passage_id: str, locator: str | None = None, origin: str = "search") -> str:
    """The reader link for a passage, optionally pointing at a quoted span."""
    inner = url_for("passage", passage_id=passage_id)
    if locator:
        inner += "?locator=" + quote(locator, safe="")
    return url_for("reader", {"origin": origin, "path": inner})


def resume_path(answer_id: str) -> str:
    """The notebook of a saved answer."""
    return url_for("notebook", answer_id=answer_id)


def back_link(origin: str | None) -> tuple[str, str]:
    """(href, label) of the reader's Back link for ``origin``."""
    name, label = ORIGINS.get(origin or "", ORIGINS["home"])
    return url_for(name), label


def is_protected(path: str) -> bool:
    return any(path == prefix or path.startswith(prefix + "/") for prefix in _PROTECTED_PREFIXES)


def signin_url(next_path: str) -> str:
    return url_for("signin", {"next": next_path})


def safe_next(value: str | None, default: str = DEFAULT_NEXT) -> str:
    """``value`` when it is a path on this site, else ``default``."""
    if not value or len(value) > 2000:
        return default
    if not value.startswith("/") or value.startswith("//") or "\\" in value:
        return default
    if any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in value):
        return default
    parts = urlsplit(value)
    if parts.scheme or parts.netloc:
        return default
    return value


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
