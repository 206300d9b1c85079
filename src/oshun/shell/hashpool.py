"""A bounded pool for password hashing, shared by sign-up and sign-in.

An argon2id hash takes 64 MiB and a core for a fraction of a second. Unbounded, 32
concurrent sign-ups hold 2 GB at once; through this pool at most ``concurrency`` hashes run
together and the rest wait in line — up to ``wait_seconds``, after which the request is
refused with ``Busy`` (503 + Retry-After) rather than piling up. Memory stays
``concurrency × 64 MiB`` whatever the load.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from oshun.errors import Busy


class HashPool:
    def __init__(self, concurrency: int, wait_seconds: float) -> None:
        self.concurrency = concurrency
        self.wait_seconds = wait_seconds
        self._slots = threading.BoundedSemaphore(concurrency)

    @contextmanager
    def slot(self) -> Iterator[None]:
        """Hold one hashing slot for the block; ``Busy`` if none frees up in time."""
        if not self._slots.acquire(timeout=self.wait_seconds):
            raise Busy(
                "The server is busy checking passwords. Try again in a few seconds.",
                retry_after=max(1, round(self.wait_seconds / 3)),
            )
        try:
            yield
        finally:
            self._slots.release()
