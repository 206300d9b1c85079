"""Questions about the demo library's entries that are no countries: territories and
dependencies (who administers or owns them, whether they are part of a country), disputed
islands (who claims them), ice-covered lands, and the oceans the library holds no entry
for. Each is answered from the asked entry's asked field, or abstains honestly."""

from __future__ import annotations

import pytest

from oshun.services import Services

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "heading"),
    [
        # who runs a territory, whose part it is: *Dependency status*
        (
            "Which country administers the Northern Mariana Islands?",
            "Northern Mariana Islands",
            "Government › Dependency status",
        ),
        ("Is Aruba part of the Netherlands?", "Aruba", "Government › Dependency status"),
        (
            "Is New Caledonia a territory of France?",
            "New Caledonia",
            "Government › Dependency status",
        ),
        # who claims disputed land: its status, or the history that tells it
        (
            "Who claims the Falklands?",
            "Falkland Islands (Islas Malvinas)",
            "Government › Dependency status",
        ),
        (
            "Which countries claim the Spratly Islands?",
            "Spratly Islands",
            "Introduction › Background",
        ),
        # how much ice: the geography note
        (
            "How much of Antarctica is covered by ice?",
            "Antarctica",
            "Geography › Geography - note",
        ),
    ],
)
def test_a_territorys_status_claims_and_ice_are_answered(
    demo: Services, question: str, title: str, heading: str
) -> None:
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, (question, envelope.meter.explainer)
    first = envelope.citations[0]
    assert (first.title, first.heading) == (title, heading)


@pytest.mark.parametrize(
    "question",
    [
        "Where is the Atlantic Ocean?",  # no entry: not a territory lying in it
        "What is the population of the Indian Ocean?",  # not India's
        "Who is the president of Norway?",  # a king and a prime minister
        # the World's *Capital* holds time zones and notes only (0.68)
        "What is the capital of the world?",
        # Antarctica has no anthem; its flag's history is not one (0.61)
        "What is the national anthem of Antarctica?",
    ],
)
def test_an_ocean_or_an_office_no_entry_holds_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
