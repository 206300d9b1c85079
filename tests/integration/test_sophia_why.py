"""Why and how questions asked as people ask them (why19), on the demo library: a reason or
an account is quoted from a field that can give one (a history, an economy's overview, a
note) — never from a list of names, a date or a figure — or Sophia abstains."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # a list of districts says what they are, not why the island is divided (0.97)
        ("Why is Cyprus divided?", "Cyprus", "introduction-background"),
        # the dates of independence say when, not how it was won (0.81)
        ("How did Mexico gain its independence?", "Mexico", "introduction-background"),
        ("How did Ghana gain independence?", "Ghana", "introduction-background"),
        # why poor or rich, how it makes its money: the economy's overview (abstained)
        ("Why is Somalia so poor?", "Somalia", "economy-economic-overview"),
        ("Why is Qatar so rich?", "Qatar", "economy-economic-overview"),
        ("How does Kuwait make money?", "Kuwait", "economy-economic-overview"),
        # a war's cause is in the history (abstained)
        ("What caused the war in Syria?", "Syria", "introduction-background"),
        # an adverb before a request; "what is happening to": events, no asked thing
        ("Briefly describe the history of Peru", "Peru", "introduction-background"),
        (
            "What is happening to the environment in Indonesia?",
            "Indonesia",
            "environment-environmental-issues",
        ),
    ],
)
def test_a_reason_is_quoted_from_a_field_that_gives_one(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, _ = first_witness(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field)


def test_a_figure_is_no_reason_the_overview_is(demo: Services) -> None:
    """ "Why is Venezuela poor?" quoted *Population below poverty line* ("33.1% (2015
    est.)", 0.95), then abstained (it was a look-alike of ``test_sophia_judge``): its
    *Economic overview* says why ("chaotic economy due to political corruption …")."""
    envelope = demo.sophia.answer("Why is Venezuela poor?")
    assert not envelope.abstained, envelope.meter.explainer
    fields = [c.id.split(".", 1)[1] for c in envelope.citations]
    assert fields[0] == "economy-economic-overview", fields
    assert not any(f.startswith("economy-population-below-poverty-line") for f in fields)


def test_a_field_that_only_says_that_is_no_reason(demo: Services) -> None:
    """*Natural hazards*' "about 1,500 seismic occurrences … every year" says that Japan has
    earthquakes, not why: it was quoted at 0.9988 and is never a witness now; nor is
    *Country name*'s "conventional long form: Republic of Chile" why Chile is long."""
    envelope = demo.sophia.answer("Why does Japan have earthquakes?")
    assert all(
        not c.id.split(".", 1)[1].startswith("geography-natural-hazards")
        for c in envelope.citations
    ), [c.id for c in envelope.citations]
    assert envelope.confidence < 0.5
    assert demo.sophia.answer("Why is Chile so long?").abstained


def test_asked_why_a_name_is_so_the_etymology_is_quoted(demo: Services) -> None:
    """ "Why is Germany called Deutschland?" quoted "former: German Reich" at 0.996: the
    *etymology* line says where a name comes from (its label described so)."""
    envelope = demo.sophia.answer("Why is Germany called Deutschland?")
    assert not envelope.abstained, envelope.meter.explainer
    assert envelope.citations[0].locator.startswith("etymology:"), envelope.citations[0].locator


def test_asked_when_a_history_is_no_rival_of_the_dates(demo: Services) -> None:
    """The account descriptions of *Background* do not take a date's question from
    *Independence*."""
    title, field, _ = first_witness(demo, "When did India gain independence?")
    assert (title, field) == ("India", "government-independence")
