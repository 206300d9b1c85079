"""Which source sets one search may read (SPEC §7: results never cross scopes).

A ``Scope`` is resolved once per request from the caller's account (``oshun.corpus.sets``)
and handed down to every read: the backend's search (filtered inside the index, so a set the
caller cannot read never takes a place in the top k), dense search (its rows masked), the
passages read by id, and the works the answer engine reads by name. ``None`` instead of a
scope means the whole library: the shell's own commands (``oshun ask``, ``oshun eval``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Scope:
    """The source sets a search may read, and the one the caller named (if it named one)."""

    sets: frozenset[str]
    #: The set the request asked for (``sourceSet``), or None: every set the caller may read.
    named: str | None = None

    @classmethod
    def of(cls, sets: Iterable[str], named: str | None = None) -> Scope:
        return cls(frozenset(sets), named)

    @property
    def key(self) -> str:
        """A short stable digest of the sets (cache keys, answer ids)."""
        joined = "\n".join(sorted(self.sets))
        return hashlib.sha256(joined.encode()).hexdigest()[:12]

    def allows(self, source_set: str) -> bool:
        return source_set in self.sets


def sets_of(scope: Scope | None) -> frozenset[str] | None:
    """The sets a read is limited to; None for the whole library."""
    return None if scope is None else scope.sets
