"""Per-client rate limits on costly public routes (the answer route), via ``limits``.

A client is the signed-in account when there is one, else the client address (the TCP
peer, or what a trusted proxy says — see ``OSHUN_FORWARDED_ALLOW_IPS``). Counters live in
``OSHUN_RATE_LIMIT_STORAGE``: ``memory://`` for one process, ``redis://…`` so that every
process behind a load balancer counts together. Fixed windows; past the limit the caller
gets ``TooManyRequests`` (429) with the seconds until the window resets. If the storage is
unreachable the request is let through and the failure logged: a Redis outage must not
take the answers down with it.
"""

from __future__ import annotations

import logging
import math
import time

from limits import RateLimitItem, parse_many
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from oshun.errors import TooManyRequests

log = logging.getLogger("oshun.throttle")


class Throttle:
    """One named limit ("answer") over several windows ("5/second;100/hour")."""

    def __init__(self, name: str, rule: str, storage_url: str) -> None:
        self.name = name
        self.items: list[RateLimitItem] = parse_many(rule) if rule.strip() else []
        self.storage = storage_from_string(storage_url)
        self.limiter = FixedWindowRateLimiter(self.storage)
        #: Whether counting waits on the network (Redis): then it belongs in a thread.
        self.blocking = bool(self.items) and not storage_url.startswith("memory://")

    def hit(self, client: str) -> None:
        """Count one request of ``client``; ``TooManyRequests`` when a window is full."""
        for item in self.items:
            try:
                allowed = self.limiter.hit(item, self.name, client)
                if allowed:
                    continue
                reset = self.limiter.get_window_stats(item, self.name, client).reset_time
            except Exception as exc:  # storage down: fail open, loudly
                log.error("rate-limit storage failed", exc_info=exc)
                return
            retry = max(1, math.ceil(reset - time.time()))
            raise TooManyRequests(
                f"Too many requests: at most {item} per client. Try again in {retry} s.",
                retry_after=retry,
            )

    def reset(self) -> None:
        self.storage.reset()
