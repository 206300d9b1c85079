"""Questions as people type them (fresh22a blind probe), on the demo library: a clause that
asks only the kind of answer, a figure of people checked, a double letter typed in the wrong
place, plans told without a comma, a sibling field the question names nothing of, a
correction typed after the question, a word the fields write after the word before, a title
written as an acronym and a name said twice."""

from __future__ import annotations

import pytest

from oshun.services import Services
from tests.integration._sophia import first_witness

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("question", "title", "field"),
    [
        # the asking clause alone, "what number would I get", abstained
        (
            "If I counted every resident of Portugal, what number would I get",
            "Portugal",
            "people-and-society-population",
        ),
        # likewise "what date is it" (abstained)
        (
            "my cousin says Chile has a national holiday, what date is it",
            "Chile",
            "government-national-holiday",
        ),
        # "is indonesia people" quoted *People - note* (0.44)
        ("is indonesia more than 200 million people", "Indonesia", "people-and-society-population"),
        # two edits from Morocco, seven letters (abstained)
        ("morroco currency", "Morocco", "economy-exchange-rates"),
        # "going to hungary" was read as a time to come (abstained)
        (
            "going to hungary next month what currency should i bring",
            "Hungary",
            "economy-exchange-rates",
        ),
        # *Industrial production growth rate* led at 0.81
        ("is the economy of argentina growing", "Argentina", "economy-real-gdp-growth-rate"),
        # Texas was asked about (abstained)
        (
            "how large is texas compared to... i mean how large is ukraine",
            "Ukraine",
            "geography-area",
        ),
        # Scotland, a part of the United Kingdom, was asked about (abstained)
        (
            "national animal of scotland... no wait, of the uk",
            "United Kingdom",
            "government-national-symbol",
        ),
        # "share" was a rare word no field held (abstained, 0.23)
        ("does spain share a border with andorra", "Spain", "geography-land-boundaries"),
        # "minster" is an English word, kept as typed (abstained)
        ("who is the prime minster of india", "India", "government-executive-branch"),
        # "drc" in lower case named nothing, "congo" the Republic of the Congo (abstained)
        ("natural resources of congo drc", "DRC", "geography-natural-resources"),
        ("natural resources of drc", "DRC", "geography-natural-resources"),
        # its stem a term of the library, kept as typed; the meaning read it in pieces
        ("unemployement in italy", "Italy", "economy-unemployment-rate"),
        # "whos" a rare word no field holds, "rn" another (abstained)
        ("whos the king of thailand rn", "Thailand", "government-executive-branch"),
    ],
)
def test_a_person_phrased_question_is_answered_from_its_field(
    demo: Services, question: str, title: str, field: str
) -> None:
    first_title, first_field, _ = first_witness(demo, question)
    assert (first_title, first_field[: len(field)]) == (title, field)
