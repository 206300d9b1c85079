"""Questions as people type them, on the demo library: misspelt words and names, dotted
abbreviations, chatty framing around the question. Each is answered from the asked
country's asked field, or abstains honestly. The demo fixture answers with the embedding
model (the default ``hybrid`` setting)."""

from __future__ import annotations

import pytest

from oshun.services import Services

pytestmark = pytest.mark.slow


def _first(demo: Services, question: str) -> tuple[str, str]:
    """(title, heading) of the answer's first witness."""
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, (question, envelope.meter.explainer)
    assert envelope.query == question  # the envelope keeps the question as asked
    first = envelope.citations[0]
    return first.title, first.heading


@pytest.mark.parametrize(
    ("question", "title", "heading"),
    [
        # misspelt words ("spelling.py")
        ("what is the captial of australia", "Australia", "Government › Capital"),
        # one word typed as two (each abstained)
        ("Is Bolivia land locked?", "Bolivia", "Geography › Coastline"),
        ("how many air ports does Fiji have", "Fiji", "Transportation › Airports"),
        ("how long is the coast line of Norway", "Norway", "Geography › Coastline"),
        ("does cuba grow sugar cane", "Cuba", "Economy › Agricultural products"),
        ("populaton of mexico", "Mexico", "People and Society › Population"),
        ("Who is the presdent of Brazil?", "Brazil", "Government › Executive branch"),
        ("currancy of thailand", "Thailand", "Economy › Exchange rates"),
        # misspelt names: a letter missing, extra, doubled or wrong
        (
            "How many people live in the Phillipines?",
            "Philippines",
            "People and Society › Population",
        ),
        ("What currency does Argentinia use?", "Argentina", "Economy › Exchange rates"),
        ("What language do they speak in Portugual?", "Portugal", "People and Society › Languages"),
        ("What is the capital of Columbia?", "Colombia", "Government › Capital"),
        # a dotted abbreviation
        ("How many people live in the U.S.?", "United States", "People and Society › Population"),
    ],
)
def test_a_misspelt_question_is_answered_as_meant(
    demo: Services, question: str, title: str, heading: str
) -> None:
    assert _first(demo, question) == (title, heading)


@pytest.mark.parametrize(
    "question",
    [
        "What is the population of Indiana?",  # not India's, nor Indians'
        "What is the national dish of the Phillipines?",
    ],
)
def test_a_near_name_or_an_unstated_fact_still_abstains(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained


def test_a_longer_name_running_past_a_title_is_the_name_meant(demo: Services) -> None:
    # "The Dominican" is a title; "Dominican Republic" the conventional short form
    title, heading = _first(demo, "What is the capital of the Dominican Republic?")
    assert (title, heading) == ("The Dominican", "Government › Capital")


@pytest.mark.parametrize(
    ("question", "title", "heading"),
    [
        (
            "Could you tell me who runs Germany these days?",
            "Germany",
            "Government › Executive branch",
        ),
        ("I'm going to Morocco next month, what's the weather like there?", "Morocco", "Climate"),
        (
            "My friend is from Ghana, what language does she probably speak?",
            "Ghana",
            "People and Society › Languages",
        ),
        ("Help me find the highest point in Switzerland", "Switzerland", "Geography › Elevation"),
        (
            "Writing an essay: what kind of legal system does France have?",
            "France",
            "Government › Legal system",
        ),
        (
            "Planning a trip to Japan - what natural hazards should I worry about?",
            "Japan",
            "Geography › Natural hazards",
        ),
    ],
)
def test_the_framing_around_a_question_does_not_hide_it(
    demo: Services, question: str, title: str, heading: str
) -> None:
    first_title, first_heading = _first(demo, question)
    assert first_title == title
    assert first_heading.endswith(heading), first_heading


@pytest.mark.parametrize(
    "question",
    [
        "Could you tell me who will be the next prime minister of the UK?",
        "Who is going to win the next election in France?",
    ],
)
def test_a_holder_to_come_is_not_the_one_a_field_names(demo: Services, question: str) -> None:
    envelope = demo.sophia.answer(question)
    assert envelope.abstained, envelope.answer


@pytest.mark.parametrize(
    ("question", "title", "heading"),
    [
        # a condition before the question, no comma (question.asked_clause)
        (
            "if I move to Chile what time zone will I be in",
            "Chile",
            "Government › Capital",
        ),
        # asked for history or background: the opening (overview.py)
        ("give me some background on burma", "Burma", "Introduction › Background"),
        # everyday words the descriptions now carry
        (
            "how far do greece's territorial waters extend",
            "Greece",
            "Geography › Maritime claims",
        ),
        (
            "how many cantons does switzerland have",
            "Switzerland",
            "Government › Administrative divisions",
        ),
        (
            "how many municipalities does montenegro have",
            "Montenegro",
            "Government › Administrative divisions",
        ),
        (
            "where does iceland get its electricity from",
            "Iceland",
            "Energy › Electricity generation sources",
        ),
        (
            "does anyone live on south georgia",
            "South Georgia and South Sandwich Islands",
            "People and Society › Population",
        ),
        ("who owns the cayman islands", "Cayman Islands", "Government › Dependency status"),
        (
            "anything interesting about cyprus's geography",
            "Cyprus",
            "Geography › Geography - note",
        ),
        # "what's" is "what is" (question.asked_head); a name people use (other-names.json)
        ("what's india's top court", "India", "Government › Judicial branch"),
        ("at what age can argentinians vote", "Argentina", "Government › Suffrage"),
        ("how old is the average brit", "United Kingdom", "People and Society › Median age"),
        ("what is guam's political status", "Guam", "Government › Dependency status"),
        # "active-duty Korean People's Army" counts soldiers (counts.unit_words)
        (
            "how many soldiers does north korea have",
            "North Korea",
            "Military and Security › Military and security service personnel strengths",
        ),
    ],
)
def test_a_new_persons_phrasing_finds_the_field(
    demo: Services, question: str, title: str, heading: str
) -> None:
    assert _first(demo, question) == (title, heading)


@pytest.mark.parametrize(
    "question",
    [
        # a nationality before the thing placed in another work: that work is asked, and
        # its field does not say how many of the refugees are Syrian (it quoted Syria, 0.86)
        "how many syrian refugees live in lebanon",
        # one thing's price (it quoted *Alcohol consumption per capita*, 1.00)
        "how much is a beer in norway",
        # Bermuda's national symbol is the red lion: no bird (it quoted it at 0.80 when
        # "whats … national bird" made "national" the asked thing)
        "whats bermuda's national bird",
    ],
)
def test_a_thing_of_another_work_or_a_price_is_not_answered(demo: Services, question: str) -> None:
    assert demo.sophia.answer(question).abstained
