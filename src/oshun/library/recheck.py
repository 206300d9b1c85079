"""Re-grounding: compare a saved answer's witnesses with the library as it is now.

The saved snapshot is never altered; the result only says what moved.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from oshun.retrieval.locate import find_locator
from oshun.retrieval.scope import Scope
from oshun.retrieval.search import Passages


class RecheckStatus(StrEnum):
    """What became of one witness, from best to worst (labels: ``oshun.web.states``)."""

    UNCHANGED = "unchanged"  # same content hash, not retracted
    CHANGED = "changed"  # the passage changed; the quoted text is still in it
    QUOTE_MISSING = "quote-missing"  # the passage changed and the quote is gone
    MISSING = "missing"  # the passage is no longer in the library
    RETRACTED = "retracted"  # the work has been retracted


@dataclass(frozen=True, slots=True)
class WitnessCheck:
    id: str
    title: str
    status: RecheckStatus
    changed: bool
    locator_found: bool
    retracted: bool
    saved_hash: str
    current_hash: str | None


def recheck(
    source: Passages, snapshot: dict[str, Any], scope: Scope | None = None
) -> list[WitnessCheck]:
    """Each witness as the library holds it now; one outside ``scope`` (a set its reader may
    no longer read) is ``missing``, as if it had been deleted."""
    witnesses = list(snapshot.get("witnesses", []))
    current = source.passages([str(w["id"]) for w in witnesses], scope)
    checks = []
    for witness in witnesses:
        record = current.get(str(witness["id"]))
        saved_hash = str(witness.get("contentHash", ""))
        title = str(witness.get("title", ""))
        if record is None:
            checks.append(
                WitnessCheck(
                    witness["id"],
                    title,
                    RecheckStatus.MISSING,
                    True,
                    False,
                    False,
                    saved_hash,
                    None,
                )
            )
            continue
        found = find_locator(record.text, str(witness.get("locator", ""))) is not None
        changed = record.content_hash != saved_hash
        if record.retracted:
            status = RecheckStatus.RETRACTED
        elif not found:
            status = RecheckStatus.QUOTE_MISSING
        elif changed:
            status = RecheckStatus.CHANGED
        else:
            status = RecheckStatus.UNCHANGED
        checks.append(
            WitnessCheck(
                witness["id"],
                record.title,
                status,
                changed,
                found,
                record.retracted,
                saved_hash,
                record.content_hash,
            )
        )
    return checks
