"""Questions typed as people type them (the fresh21b probe), on the demo library: search-box
keywords, things listed after a name, a year after the thing, shorthand; each part of a
question asking several things is answered from its own field."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # the year says when: it led with the growth rate (0.60)
        ("japan gdp 2023", "Japan", "economy-real-gdp-purchasing-power-parity"),
        # "pop" ending the question after a name (abstained)
        ("mongolia pop", "Mongolia", "people-and-society-population"),
        # "Bengal tiger and lotus flower" is two items (abstained)
        ("national animal of india", "India", "government-national-symbol"),
        # asked where they have their capital: *Capital*, not the urban areas (0.85)
        ("where the Danes have their capital?", "Denmark", "government-capital"),
        # a country's currency is its cities' (abstained: no field writes Bangkok)
        ("what currency do they use in Bangkok", "Thailand", "economy-exchange-rates"),
        ("currency used in Dubai", "United Arab Emirates", "economy-exchange-rates"),
    ],
)
def test_a_typed_question_is_answered_by_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, _ = first_witness(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field)


@pytest.mark.parametrize(
    ("question", "fields"),
    [
        # things after the name (abstained; "Thailand currency and time zone" lost its zone)
        ("Mongolia flag and national anthem", ["government-flag", "government-national-anthem"]),
        ("Thailand currency and time zone", ["economy-exchange-rates", "government-capital"]),
        # a request without an article (asked whole: *Major urban areas* for both)
        (
            "tell me capital and population of Chile",
            ["government-capital", "people-and-society-population"],
        ),
        # more people doing something: "How many people live in …?" (0.31)
        (
            "Do more people live in Ghana or in Kenya?",
            ["people-and-society-population", "people-and-society-population"],
        ),
        # two verbs of one work (the imports were lost)
        ("What does Vietnam export and import?", ["economy-exports", "economy-imports"]),
        # the compared noun before a colon: "How high is Qatar?" quoted *Elevation* (0.84)
        (
            "Which has the higher GDP per capita: Qatar or Kuwait?",
            ["economy-real-gdp-per-capita", "economy-real-gdp-per-capita"],
        ),
    ],
)
def test_each_thing_asked_is_a_part_answered_by_its_field(
    demo: Services, question: str, fields: list[str]
) -> None:
    envelope = demo.sophia.answer(question)
    assert len(envelope.parts) == len(fields), [p.question for p in envelope.parts]
    for part, field in zip(envelope.parts, fields, strict=True):
        assert part.citation_ids, (part.question, part.explainer)
        cited = part.citation_ids[0].split(".", 1)[1]
        assert cited.startswith(field), (part.question, cited)
