"""The Library's domain functions on a real database (SQLite, and PostgreSQL in bin/test)."""

from typing import Any

import pytest
from sqlalchemy import select, update

from oshun import library as lib
from oshun.corpus.ingest import ingest_paths
from oshun.errors import Conflict, NotFound
from oshun.library.items import find_by_answer
from oshun.library.snapshot import snapshot_of
from oshun.services import Services
from oshun.shell.users import create_user
from oshun.store import Passage, Work
from oshun.web.links import link_snapshot
from oshun.web.urls import reader_href


def _envelope(services: Services, answer_id: str = "ans-1") -> dict[str, Any]:
    """An envelope shaped like Sophia's, citing real passages of the fixture library."""
    hits = services.nisaba.search("capital of Mongolia", 2)
    citations = [
        {
            "id": h.passage.id,
            "title": h.passage.title,
            "kind": h.passage.kind,
            "summary": h.passage.text[:80],
            "label": f"[{n}]",
            "weight": h.passage.weight,
            "locator": h.passage.text.split(".")[0] + ".",
            "href": reader_href(h.passage.id, h.passage.text.split(".")[0] + ".", "sophia"),
        }
        for n, h in enumerate(hits, start=1)
    ]
    return {
        "id": answer_id,
        "query": "capital of mongolia",
        "answer": " ".join(f"{c['locator']} {c['label']}" for c in citations),
        "confidence": 0.7,
        "groundingState": "partial",
        "abstained": False,
        "citations": citations,
        "claims": [
            {"id": f"c{n}", "text": c["locator"], "support": "retrieved", "citationIds": [c["id"]]}
            for n, c in enumerate(citations, start=1)
        ],
        "meter": {"fill": 0.6, "level": "moderate", "factors": [], "explainer": "Two witnesses."},
        "composer": "extractive",
        "corpusVersion": services.nisaba.stats()["corpusVersion"],
    }


@pytest.fixture
def people(library: Services) -> tuple[int, int]:
    alice = create_user(library.db, "alice@example.org", "correct horse battery")
    bob = create_user(library.db, "bob@example.org", "correct horse battery")
    return alice.id, bob.id


def test_snapshot_keeps_the_witness_trail_with_content_hashes(library: Services) -> None:
    snapshot = snapshot_of(_envelope(library), library.nisaba)
    assert snapshot["answerId"] == "ans-1"
    # Links are the web layer's: not stored, derived from the ids whenever the item is served.
    assert "resumePath" not in snapshot and "href" not in snapshot["witnesses"][0]
    served = link_snapshot(snapshot)
    assert served["resumePath"] == "/workspace/notebook/ans-1"
    witness = snapshot["witnesses"][0]
    assert served["witnesses"][0]["href"] == reader_href(
        witness["id"], witness["locator"], "sophia"
    )
    record = library.nisaba.passage(witness["id"])
    assert witness["contentHash"] == record.content_hash
    assert witness["locator"] in record.text
    assert {"answer", "groundingState", "confidence", "meter", "claims", "corpusVersion"} <= set(
        snapshot
    )


def test_saving_twice_keeps_one_item_and_one_event(
    library: Services, people: tuple[int, int]
) -> None:
    alice, _ = people
    snapshot = snapshot_of(_envelope(library), library.nisaba)
    first, created = library_save(library, alice, snapshot)
    second, created_again = library_save(library, alice, snapshot)
    assert created and not created_again
    assert first.id == second.id
    items, total = lib.list_items(library.db, user_id=alice)
    assert total == 1 and len(items) == 1
    events = [e.event for e in lib.list_events(library.db)]
    assert events == ["save"]


def library_save(services: Services, user_id: int, snapshot: dict[str, Any]) -> Any:
    return lib.save_snapshot(services.db, user_id=user_id, snapshot=snapshot)


def test_items_are_strictly_per_user(library: Services, people: tuple[int, int]) -> None:
    alice, bob = people
    item, _ = library_save(library, alice, snapshot_of(_envelope(library), library.nisaba))
    with pytest.raises(NotFound):
        lib.get_item(library.db, user_id=bob, item_id=item.id)
    assert lib.list_items(library.db, user_id=bob) == ([], 0)
    with pytest.raises(NotFound):
        lib.delete_item(library.db, user_id=bob, item_id=item.id)
    with pytest.raises(NotFound):
        lib.update_notes(library.db, user_id=bob, item_id=item.id, notes="mine now", version=0)
    assert find_by_answer(library.db, user_id=alice, answer_id="ans-1") is not None


def test_list_is_newest_first_and_paginated(library: Services, people: tuple[int, int]) -> None:
    alice, _ = people
    for number in range(5):
        library_save(library, alice, snapshot_of(_envelope(library, f"a{number}"), library.nisaba))
    page, total = lib.list_items(library.db, user_id=alice, limit=2)
    assert total == 5
    assert [i.answer_id for i in page] == ["a4", "a3"]
    rest, _ = lib.list_items(library.db, user_id=alice, limit=10, offset=2)
    assert [i.answer_id for i in rest] == ["a2", "a1", "a0"]


def test_unsave_removes_and_logs(library: Services, people: tuple[int, int]) -> None:
    alice, _ = people
    item, _ = library_save(library, alice, snapshot_of(_envelope(library), library.nisaba))
    lib.delete_item(library.db, user_id=alice, item_id=item.id)
    assert lib.list_items(library.db, user_id=alice)[1] == 0
    assert [e.event for e in lib.list_events(library.db)] == ["unsave", "save"]


def test_notes_use_optimistic_versions(library: Services, people: tuple[int, int]) -> None:
    alice, _ = people
    item, _ = library_save(library, alice, snapshot_of(_envelope(library), library.nisaba))
    edited = lib.update_notes(
        library.db, user_id=alice, item_id=item.id, notes="first thought", version=0
    )
    assert (edited.notes, edited.notes_version) == ("first thought", 1)
    with pytest.raises(Conflict, match="changed elsewhere"):
        lib.update_notes(library.db, user_id=alice, item_id=item.id, notes="stale edit", version=0)
    kept = lib.get_item(library.db, user_id=alice, item_id=item.id)
    assert kept.notes == "first thought"


def test_recheck_flags_changed_missing_and_retracted_witnesses(
    library: Services, people: tuple[int, int]
) -> None:
    alice, _ = people
    snapshot = snapshot_of(_envelope(library), library.nisaba)
    item, _ = library_save(library, alice, snapshot)
    assert {c.status for c in lib.recheck(library.nisaba, item.snapshot)} == {"unchanged"}

    first, second = (w["id"] for w in snapshot["witnesses"])
    with library.db.session() as session:
        session.execute(
            update(Passage)
            .where(Passage.id == first)
            .values(text=Passage.text + " An added sentence.", content_hash="edited")
        )
        work_id = session.scalars(select(Passage.work_id).where(Passage.id == second)).one()
        session.execute(update(Work).where(Work.id == work_id).values(retracted=True))
    checks = {c.id: c for c in lib.recheck(library.nisaba, item.snapshot)}
    assert checks[first].status == "changed" and checks[first].changed
    assert checks[first].locator_found
    assert checks[second].status == "retracted"
    # The saved snapshot itself is untouched.
    again = lib.get_item(library.db, user_id=alice, item_id=item.id)
    assert again.snapshot == item.snapshot


def test_recheck_after_reingest_with_new_text(services: Services, tmp_path: Any) -> None:
    path = tmp_path / "notes.md"
    path.write_text("# Notes\n\nThe river is blue and wide.\n")
    ingest_paths(services.db, services.settings, [path])
    owner = create_user(services.db, "carol@example.org", "correct horse battery").id
    hit = services.nisaba.search("river blue")[0]
    snapshot = {
        "answerId": "n1",
        "query": "river",
        "groundingState": "partial",
        "witnesses": [
            {
                "id": hit.passage.id,
                "title": "Notes",
                "locator": "The river is blue",
                "contentHash": hit.passage.content_hash,
            }
        ],
    }
    item, _ = lib.save_snapshot(services.db, user_id=owner, snapshot=snapshot)
    path.write_text("# Notes\n\nThe river is green and narrow.\n")
    ingest_paths(services.db, services.settings, [path])
    (check,) = lib.recheck(services.nisaba, item.snapshot)
    assert check.status == "quote-missing" and check.changed and not check.locator_found
