"""Re-grounding a saved answer: what became of each witness, never altering the snapshot."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from oshun.library.recheck import RecheckStatus, recheck
from tests.unit.library._records import Passages, record


def _snapshot(locator: str = "Lima is the capital of Peru.", saved_hash: str = "h1") -> dict:
    witness = {"id": "peru.1", "title": "Peru (saved)", "locator": locator}
    return {"answerId": "a1", "witnesses": [{**witness, "contentHash": saved_hash}]}


@pytest.mark.parametrize(
    ("current", "status", "changed", "found"),
    [
        (record(), RecheckStatus.UNCHANGED, False, True),
        (
            record(
                text="Lima is the capital of Peru. It has ten million people.", content_hash="h2"
            ),
            RecheckStatus.CHANGED,
            True,
            True,
        ),
        (
            record(text="Peru's capital moved.", content_hash="h3"),
            RecheckStatus.QUOTE_MISSING,
            True,
            False,
        ),
        (record(retracted=True), RecheckStatus.RETRACTED, False, True),
    ],
)
def test_each_status(current: Any, status: RecheckStatus, changed: bool, found: bool) -> None:
    [check] = recheck(Passages(current), _snapshot())
    assert (check.status, check.changed, check.locator_found) == (status, changed, found)
    assert check.saved_hash == "h1" and check.current_hash == current.content_hash
    assert check.title == "Peru"  # the title as it reads now


def test_a_passage_gone_from_the_library_is_missing_and_keeps_its_saved_title() -> None:
    [check] = recheck(Passages(), _snapshot())
    assert check.status is RecheckStatus.MISSING
    assert check.current_hash is None and check.changed and not check.locator_found
    assert check.title == "Peru (saved)"


def test_the_quote_is_found_across_case_and_whitespace() -> None:
    [check] = recheck(Passages(record()), _snapshot("lima   IS the\ncapital"))
    assert check.status is RecheckStatus.UNCHANGED and check.locator_found


def test_retraction_outranks_a_missing_quote() -> None:
    gone = record(text="Other text.", content_hash="h9", retracted=True)
    [check] = recheck(Passages(gone), _snapshot())
    assert check.status is RecheckStatus.RETRACTED


def test_the_snapshot_is_not_altered_and_the_store_is_asked_once() -> None:
    snapshot = _snapshot()
    before = copy.deepcopy(snapshot)
    store = Passages(record())
    recheck(store, snapshot)
    assert snapshot == before
    assert store.asked == [["peru.1"]]
