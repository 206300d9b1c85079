"""Reading a request body at the ASGI level, for middleware that must see it before the app.

Both the edge guard (``web.guard``) and the shell's CSRF check (``shell.middleware``) read a
body before any route runs, then hand the app a ``receive`` that replays it. This module sits
below both, so the core package ``shell`` never imports the web layer for it.
"""

from __future__ import annotations

from starlette.types import Message, Receive


class BodyTooLarge(Exception):
    """A body passed the byte limit while it was being read (nothing more is read)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"the request body is larger than {limit} bytes")
        self.limit = limit


async def read_body(receive: Receive, limit: int | None = None) -> bytes:
    """The whole body, counting while reading; ``BodyTooLarge`` as soon as it passes ``limit``."""
    chunks: list[bytes] = []
    size = 0
    more = True
    while more:
        message = await receive()
        if message["type"] == "http.disconnect":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if limit is not None and size > limit:
            raise BodyTooLarge(limit)
        chunks.append(chunk)
        more = message.get("more_body", False)
    return b"".join(chunks)


def replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that first gives ``body`` whole, then whatever ``receive`` gives."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed
