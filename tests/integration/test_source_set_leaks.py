"""Source sets never leak (SPEC §7, issue 11): every route, as a second account and signed out.

Account A keeps a private PDF (its own set) and a named set "secret-tenant"; account B and a
signed-out visitor must never see a passage of them — not in search (JSON or page), answers,
the search preview, the reader by passage id (JSON or page), originals, counts (/health,
home), the set selector, saved answers, or an error message. A sees all of it. Runs on SQLite
and, in bin/test's second pass, on PostgreSQL (the ``settings`` fixture's database).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from oshun.app import create_app
from oshun.corpus.ingest import ingest_paths
from oshun.corpus.sets import LIBRARY, create_set, private_set
from oshun.corpus.works import list_works
from oshun.retrieval.analysis import terms
from oshun.services import Services
from oshun.shell.users import find_account
from oshun.store import Passage, SourceSet
from tests._documents import make_pdf
from tests.integration._shell import ORIGIN, csrf_from, signup

#: Words that occur only in A's private documents (questions use the first two; the
#: markers occur in the documents and in no question, so an echoed question is no leak).
SECRET = "quillfeather"
TENANT_SECRET = "marrowglass"
MARKERS = ("kelvin", "hexham", "capital note", "cobalt brine at")
QUESTION = "What does the quillfeather reactor run on?"
TENANT_QUESTION = "Where is the marrowglass vault kept?"


@dataclass
class World:
    services: Services
    owner: TestClient
    other: TestClient
    anonymous: TestClient
    private_set: str
    tenant_set: str
    private_ids: list[str]  # passage ids of A's private and tenant works
    work_ids: list[str]
    shared_counts: tuple[int, int]


def _as(client: TestClient, page: str = "/library") -> TestClient:
    client.headers.update({"Origin": ORIGIN, "X-CSRF-Token": csrf_from(client, page)})
    return client


@pytest.fixture
def world(library: Services, tmp_path: Path) -> Iterator[World]:
    app = create_app(library.settings, library)
    with TestClient(app) as owner, TestClient(app) as other, TestClient(app) as anonymous:
        signup(owner, "ada@example.org")
        signup(other, "bob@example.org")
        shared_works = len(list_works(library.db))
        shared_passages = int(str(library.nisaba.stats()["passages"]))
        ada = find_account(library.db, "ada@example.org")
        assert ada is not None
        mine = private_set(library.db, ada.id).id
        tenant = create_set(library.db, "Secret tenant", owner_id=ada.id, set_id="secret-tenant")
        manual = make_pdf(
            tmp_path / "reactor.pdf",
            [
                "The Quillfeather Reactor Manual.",
                "The quillfeather reactor runs on cobalt brine at 412 kelvin.",
            ],
            {"Title": "Quillfeather Reactor Manual"},
        )
        # Many private passages that outrank the shared library for a shared question: a
        # filter applied after the top k would leave the other account nothing.
        crowd = tmp_path / "crowd"
        crowd.mkdir()
        for n in range(30):
            (crowd / f"mongolia-{n}.md").write_text(
                f"# Mongolia capital note {n}\n\nUlaanbaatar is the capital of Mongolia, "
                f"capital Ulaanbaatar Mongolia capital, {SECRET} note {n}.\n",
                encoding="utf-8",
            )
        report = ingest_paths(library.db, library.settings, [manual, crowd], source_set=mine)
        assert not report.skipped, report.skipped
        vault = tmp_path / "vault.txt"
        vault.write_text(
            f"The {TENANT_SECRET} vault is kept under the old mill at Hexham.\n",
            encoding="utf-8",
        )
        report = ingest_paths(library.db, library.settings, [vault], source_set=tenant.id)
        assert not report.skipped, report.skipped
        private_works = list_works(library.db, sets=frozenset([mine, tenant.id]))
        with library.db.session() as session:
            ids = list(
                session.scalars(
                    select(Passage.id).where(Passage.work_id.in_([w.id for w in private_works]))
                )
            )
        assert len(private_works) == 32 and len(ids) >= 32
        yield World(
            library,
            _as(owner),
            _as(other),
            anonymous,
            mine,
            tenant.id,
            ids,
            [w.id for w in private_works],
            (shared_works, shared_passages),
        )


def _strangers(world: World) -> list[TestClient]:
    return [world.other, world.anonymous]


def _clean(text: str, echo: str = "") -> None:
    """Nothing of a private document: no marker of its text, no passage id of it (but
    ``echo``, an id the request itself named)."""
    lowered = text.replace(echo, "") if echo else text
    lowered = lowered.lower()
    assert not [m for m in MARKERS if m in lowered], text[:2000]
    assert "reactor-" not in lowered and "vault-" not in lowered and "mongolia-1" not in lowered


# ── search ─────────────────────────────────────────────────────────────────────────────
def test_search_json_and_page_show_no_private_passage(world: World) -> None:
    for client in _strangers(world):
        for query in (SECRET, "quillfeather reactor cobalt brine", TENANT_SECRET):
            response = client.get("/v1/nisaba/search", params={"q": query, "limit": 100})
            assert response.status_code == 200
            assert response.json()["results"] == []
            _clean(response.text)
            page = client.get("/search", params={"q": query})
            assert page.status_code == 200
            _clean(page.text)
    owner = world.owner.get("/v1/nisaba/search", params={"q": SECRET}).json()
    assert owner["results"] and all(r["id"] in world.private_ids for r in owner["results"])


def test_a_private_set_does_not_starve_the_shared_results(world: World) -> None:
    """The filter runs inside the index: 30 private passages that rank above the shared ones
    never take the places of the shared results."""
    for client in _strangers(world):
        body = client.get(
            "/v1/nisaba/search", params={"q": "capital of Mongolia Ulaanbaatar", "limit": 2}
        ).json()
        assert [r["id"].startswith("atlas-") for r in body["results"]] == [True, True], body
    owner = world.owner.get(
        "/v1/nisaba/search", params={"q": "capital of Mongolia Ulaanbaatar", "limit": 2}
    ).json()
    assert all(r["id"] in world.private_ids for r in owner["results"])
    index = world.services.nisaba.live()
    hits = index.search(terms("capital of Mongolia Ulaanbaatar"), 2, frozenset([LIBRARY]))
    assert len(hits) == 2 and all(h[0].startswith("atlas-") for h in hits)
    unfiltered = index.search(terms("capital of Mongolia Ulaanbaatar"), 2)
    assert all(h[0] in world.private_ids for h in unfiltered)
    # The filter never changes a score: the same passage scores the same with and without.
    wide = {h[0]: h[1] for h in index.search(terms("Ulaanbaatar"), 100)}
    for hit in index.search(terms("Ulaanbaatar"), 100, frozenset([LIBRARY])):
        assert hit[1] == pytest.approx(wide[hit[0]])


def test_search_of_a_set_one_cannot_read_is_a_plain_404(world: World) -> None:
    for client in _strangers(world):
        for route in ("/v1/nisaba/search", "/search"):
            secret = client.get(route, params={"q": "Mongolia", "sourceSet": world.tenant_set})
            missing = client.get(route, params={"q": "Mongolia", "sourceSet": "no-such-set"})
            assert secret.status_code == missing.status_code == 404
            assert secret.text.replace(world.tenant_set, "X") == missing.text.replace(
                "no-such-set", "X"
            )
            _clean(secret.text)
    scoped = world.owner.get(
        "/v1/nisaba/search", params={"q": "vault", "sourceSet": world.tenant_set}
    ).json()
    assert scoped["sourceSet"] == world.tenant_set and len(scoped["results"]) == 1


# ── answers ────────────────────────────────────────────────────────────────────────────
def test_answers_never_cite_or_quote_a_private_passage(world: World) -> None:
    for client in (world.other,):
        for question in (QUESTION, TENANT_QUESTION, "What is the capital of Mongolia?"):
            response = client.post("/v1/sophia/answer", json={"q": question})
            assert response.status_code == 200
            envelope = response.json()
            assert all(c["id"] not in world.private_ids for c in envelope["citations"])
            assert envelope["sourceSet"] is None
            _clean(response.text)
        mongolia = client.post(
            "/v1/sophia/answer", json={"q": "What is the capital of Mongolia?"}
        ).json()
        assert not mongolia["abstained"] and mongolia["citations"]
    anonymous = world.anonymous.post("/v1/sophia/answer", json={"q": QUESTION})
    assert anonymous.status_code == 200 and anonymous.json()["abstained"]
    _clean(anonymous.text)
    owner = world.owner.post("/v1/sophia/answer", json={"q": QUESTION}).json()
    assert not owner["abstained"] and owner["citations"][0]["id"] in world.private_ids
    assert "cobalt brine" in owner["answer"]


def test_an_answer_of_a_named_set_reads_that_set_only_and_names_it(world: World) -> None:
    owner = world.owner
    scoped = owner.post(
        "/v1/sophia/answer", json={"q": TENANT_QUESTION, "sourceSet": world.tenant_set}
    ).json()
    assert scoped["sourceSet"] == world.tenant_set and not scoped["abstained"]
    outside = owner.post(
        "/v1/sophia/answer",
        json={"q": "What is the capital of Peru?", "sourceSet": world.tenant_set},
    ).json()
    assert outside["abstained"] and outside["sourceSet"] == world.tenant_set
    everywhere = owner.post("/v1/sophia/answer", json={"q": "What is the capital of Peru?"})
    assert not everywhere.json()["abstained"]
    # The same question asked of other sets is another answer, with another id.
    assert everywhere.json()["id"] != outside["id"]


def test_asking_a_set_one_cannot_read_is_the_same_404_as_a_missing_set(world: World) -> None:
    for client in _strangers(world):
        secret = client.post(
            "/v1/sophia/answer", json={"q": "Mongolia", "sourceSet": "secret-tenant"}
        )
        missing = client.post("/v1/sophia/answer", json={"q": "Mongolia", "sourceSet": "nope-x"})
        assert secret.status_code == missing.status_code == 404
        assert secret.json()["detail"].replace("secret-tenant", "X") == missing.json()[
            "detail"
        ].replace("nope-x", "X")
        private = client.post(
            "/v1/sophia/answer", json={"q": QUESTION, "sourceSet": world.private_set}
        )
        assert private.status_code == 404
        _clean(private.text)


def test_a_question_naming_a_private_work_takes_nothing_from_it(world: World) -> None:
    """The answer engine's named-work path reads works by title: scoped too."""
    for question in (
        "Quillfeather Reactor Manual",
        "What does the Quillfeather Reactor Manual say?",
    ):
        envelope = world.other.post("/v1/sophia/answer", json={"q": question}).json()
        assert all(c["id"] not in world.private_ids for c in envelope["citations"])
        _clean(json.dumps(envelope))


def test_explainers_never_tell_whether_a_word_is_in_a_private_document(world: World) -> None:
    """Term statistics are the scope's own: "no passage mentions X" reads the same for a
    word only a private document holds as for a word no document holds."""
    for client in _strangers(world):
        secret = client.post("/v1/sophia/answer", json={"q": "quillfeather Ulaanbaatar"}).json()
        never = client.post("/v1/sophia/answer", json={"q": "zorbquaxle Ulaanbaatar"}).json()
        assert secret["groundingState"] == never["groundingState"]
        assert secret["meter"]["explainer"].replace(SECRET, "W") == never["meter"][
            "explainer"
        ].replace("zorbquaxle", "W")
        assert secret["confidence"] == never["confidence"]


def test_the_search_preview_never_counts_a_private_witness(world: World) -> None:
    page = world.other.get("/search", params={"q": "capital of Mongolia Ulaanbaatar"})
    assert page.status_code == 200 and 'data-passage-id="atlas-' in page.text
    _clean(page.text)
    for pid in world.private_ids:
        assert pid not in page.text


# ── the reader and originals ───────────────────────────────────────────────────────────
def test_reader_by_passage_id_is_404_exactly_as_for_an_unknown_id(world: World) -> None:
    private = world.private_ids[0]
    for client in _strangers(world):
        json_secret = client.get(f"/v1/nisaba/passages/{private}")
        json_missing = client.get("/v1/nisaba/passages/no-such.passage")
        assert json_secret.status_code == json_missing.status_code == 404
        assert json_secret.json()["detail"].replace(private, "X") == json_missing.json()[
            "detail"
        ].replace("no-such.passage", "X")
        page = client.get(
            "/domains/nisaba",
            params={"origin": "search", "path": f"/library/passage/{private}?locator=cobalt"},
        )
        unknown = client.get(
            "/domains/nisaba",
            params={"origin": "search", "path": "/library/passage/no-such.passage?locator=cobalt"},
        )
        assert page.status_code == unknown.status_code == 404
        assert page.text.replace(private, "X") == unknown.text.replace("no-such.passage", "X")
        _clean(page.text, echo=private)
    assert world.owner.get(f"/v1/nisaba/passages/{private}").status_code == 200


def test_originals_are_served_to_readers_of_the_set_only(world: World) -> None:
    pdf = next(w for w in world.work_ids if w.startswith("reactor"))
    for client in _strangers(world):
        secret = client.get(f"/originals/{pdf}")
        missing = client.get("/originals/no-such-work")
        assert secret.status_code == missing.status_code == 404
        assert secret.text.replace(pdf, "X") == missing.text.replace("no-such-work", "X")

    mine = world.owner.get(f"/originals/{pdf}")
    assert mine.status_code == 200 and mine.content.startswith(b"%PDF")


# ── counts, selectors, saved answers ───────────────────────────────────────────────────
def test_counts_show_only_readable_sets(world: World) -> None:
    works, passages = world.shared_counts
    for client in _strangers(world):
        health = client.get("/health").json()
        assert (health["works"], health["passages"]) == (works, passages)
        home = client.get("/").text
        assert f"{works} works in {passages} passages" in home
    mine = world.owner.get("/health").json()
    assert mine["works"] == works + 32 and mine["passages"] > passages


def test_the_set_selector_lists_readable_sets_only(world: World) -> None:
    other = world.other.get("/sophia").text
    assert world.tenant_set not in other and world.private_set not in other
    assert 'value="library"' in other
    assert world.tenant_set not in world.anonymous.get("/search?q=x").text
    owner = world.owner.get("/sophia").text
    assert f'value="{world.tenant_set}"' in owner and f'value="{world.private_set}"' in owner


def test_saving_or_rechecking_never_reaches_a_private_passage(world: World) -> None:
    owner_answer = world.owner.post("/v1/sophia/answer", json={"q": QUESTION}).json()
    # B cannot save A's answer: asked again in B's sets it is another answer.
    refused = world.other.post(
        "/v1/library/saved-items", json={"answerId": owner_answer["id"], "query": QUESTION}
    )
    assert refused.status_code == 409
    _clean(refused.text)
    # A saves an answer of the tenant set; once A may no longer read the set (it moved to
    # another owner), its witnesses re-check as missing.
    scoped = world.owner.post(
        "/v1/sophia/answer", json={"q": TENANT_QUESTION, "sourceSet": world.tenant_set}
    ).json()
    saved = world.owner.post(
        "/v1/library/saved-items",
        json={"answerId": scoped["id"], "query": TENANT_QUESTION, "sourceSet": world.tenant_set},
    )
    assert saved.status_code == 201, saved.text
    assert saved.json()["snapshot"]["sourceSet"] == world.tenant_set
    with world.services.db.session() as session:
        session.execute(
            update(SourceSet).where(SourceSet.id == world.tenant_set).values(owner_id=None)
        )
    checked = world.owner.get(f"/v1/library/saved-items/{saved.json()['id']}/recheck").json()
    assert {w["status"] for w in checked["witnesses"]} == {"missing"}
