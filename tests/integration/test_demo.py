"""The bundled demo library (CIA World Factbook; the session's `demo` fixture)."""

from sqlalchemy import func, select

from oshun.services import Services
from oshun.store import Passage


def test_capital_of_mongolia_comes_first(demo: Services) -> None:
    top = demo.nisaba.search("capital of Mongolia")[0].passage
    assert top.title == "Mongolia"
    assert "Ulaanbaatar" in top.text


def test_demo_passages_are_quotable_and_clean(demo: Services) -> None:
    with demo.db.session() as session:
        longest = session.scalar(select(func.max(func.length(Passage.text))))
        count = session.scalar(select(func.count()).select_from(Passage))
        tagged = session.scalar(
            select(func.count()).select_from(Passage).where(Passage.text.like("%<br%"))
        )
    assert longest is not None and longest <= 1000
    assert count is not None and count > 20000
    assert tagged == 0


def test_demo_works_are_public_domain_references(demo: Services) -> None:
    record = demo.nisaba.search("Mongolia capital")[0].passage
    assert record.kind == "reference"
    assert "Public domain" in record.licence


def test_the_demo_library_is_hybrid_at_once(demo: Services) -> None:
    # Its vectors ship precomputed: no passage is embedded, yet search is hybrid.
    status = demo.nisaba.vector_status()
    assert status.state.value == "ready" and status.embedded == status.total > 30000, (
        f"{status.label}: the demo library changed; run `python -m bench.demo_vectors`"
    )
    hits = demo.nisaba.search("How many people live in Nigeria?")
    assert all(hit.dense is not None for hit in hits)
    population = [
        h for h in hits if h.passage.title == "Nigeria" and "Population" in h.passage.heading
    ]
    assert population, [(h.passage.title, h.passage.heading) for h in hits]
