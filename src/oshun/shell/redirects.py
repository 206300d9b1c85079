"""Where a sign-in may send the browser afterwards: local paths only (no open redirects)."""

from __future__ import annotations

from urllib.parse import quote, urlsplit

DEFAULT_NEXT = "/sophia"
#: Pages a signed-out visitor is sent to sign-in from.
PROTECTED_PREFIXES = ("/sophia", "/library", "/workspace")


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


def is_protected(path: str) -> bool:
    return any(path == prefix or path.startswith(prefix + "/") for prefix in PROTECTED_PREFIXES)


def signin_url(next_path: str) -> str:
    return "/signin?next=" + quote(next_path, safe="")
