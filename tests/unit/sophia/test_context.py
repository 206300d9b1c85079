"""Works and places a person names only as the context of the question (probe f23a)."""

from __future__ import annotations

import pytest

from oshun.sophia.context import resolved, without_context
from oshun.sophia.entities import Mention
from oshun.sophia.lookalikes import owner_words, related
from oshun.sophia.question import asked_clause


def _mention(text: str, surface: str, title: str, **flags: bool) -> Mention:
    start = text.index(surface)
    return Mention(start, start + len(surface), surface, (title,), **flags)


def test_a_city_named_only_in_the_context_is_no_place_asked_about() -> None:
    # read as a question about Nairobi, whose fields hold no court (abstained)
    text = "Out of interest, as I'm studying law in Nairobi: what is the highest court in Kenya?"
    nairobi = _mention(text, "Nairobi", "Kenya", part=True, city=True)
    kenya = _mention(text, "Kenya", "Kenya")
    assert without_context(text, [nairobi, kenya]) == [kenya]
    # asked of the city, the city stays
    asked = "I love Kenya. What is the population of Nairobi?"
    city = _mention(asked, "Nairobi", "Kenya", part=True, city=True)
    whole = _mention(asked, "Kenya", "Kenya")
    assert without_context(asked, [whole, city]) == [whole, city]
    # "here" is where the person is: the city
    here = "I live in Lagos, Nigeria. How many people live here?"
    lagos = _mention(here, "Lagos", "Nigeria", part=True, city=True)
    nigeria = _mention(here, "Nigeria", "Nigeria")
    assert without_context(here, [lagos, nigeria]) == [lagos, nigeria]


def test_where_the_person_comes_from_is_not_here() -> None:
    # "here" is Peru, where the person lives now (read as a relation, it abstained)
    text = "I grew up in Spain but now live in Peru; what is the currency here?"
    spain, peru = _mention(text, "Spain", "Spain"), _mention(text, "Peru", "Peru")
    assert without_context(text, [spain, peru]) == [peru]
    # an asking clause of several places keeps both
    both = "I grew up in Ghana but live in Nigeria now. Which of them has the larger population?"
    ghana, nigeria = _mention(both, "Ghana", "Ghana"), _mention(both, "Nigeria", "Nigeria")
    assert without_context(both, [ghana, nigeria]) == [ghana, nigeria]
    # and a question that names its work itself is left as it is
    named = "I grew up in Spain. What is the currency of Peru?"
    spain2, peru2 = _mention(named, "Spain", "Spain"), _mention(named, "Peru", "Peru")
    assert without_context(named, [spain2, peru2]) == [spain2, peru2]


def test_the_one_work_of_the_context_is_written_into_the_asking_clause() -> None:
    text = "I'm visiting Indonesia next year. Can you tell me the currency and the main religions?"
    indonesia = _mention(text, "Indonesia", "Indonesia")
    assert resolved(text, [indonesia]) == (
        "the currency and the main religions of Indonesia?",
        False,
    )
    export = "Someone mentioned Ethiopia. What does that country mainly export?"
    ethiopia = _mention(export, "Ethiopia", "Ethiopia")
    assert resolved(export, [ethiopia]) == ("What does Ethiopia mainly export?", True)
    history = "Ethiopia fascinates me. Could you give me its history in a nutshell?"
    assert resolved(history, [_mention(history, "Ethiopia", "Ethiopia")]) == (
        "Ethiopia's history?",
        True,
    )
    # the asking clause names the work itself: nothing to write in
    named = "I'm curious. What is the capital of Ethiopia?"
    assert resolved(named, [_mention(named, "Ethiopia", "Ethiopia")]) is None


@pytest.mark.parametrize(
    ("framed", "asked"),
    [
        # "Would you happen to know" is an opening request (it abstained: "happen")
        ("Would you happen to know roughly how large  is?", "roughly how large is?"),
        # a question word after a preposition opens the clause that asks
        (
            "My niece lives in  and she's turning sixteen next month. At what age can people"
            " vote there?",
            "At what age can people vote there?",
        ),
        # a yes/no question followed only by "and by how much?"
        (
            "I'm studying population trends in East Asia. Is the population of  growing or"
            " shrinking, and by how much?",
            "Is the population of growing or shrinking and by how much?",
        ),
        # "a bit of" after a request, and who else needs the thing
        ("Could you give me a bit of history on the country?", "history on the country?"),
        (
            "She needs the population and the main languages.",
            "the population and the main languages.",
        ),
    ],
)
def test_framing_said_at_length_is_left_out(framed: str, asked: str) -> None:
    assert asked_clause(framed) == asked


def test_a_choice_between_two_works_is_no_relation_between_them() -> None:
    text = "I'm torn between studying in Canada and Australia. Which country is bigger in area?"
    assert not related(text, [text.index("Canada"), text.index("Australia")], 2)
    which = "I grew up in Ghana but live in Nigeria now. Which of them has the larger population?"
    assert not related(which, [which.index("Ghana"), which.index("Nigeria")], 2)


def test_what_a_thing_is_made_up_of_is_no_owner() -> None:
    # "made up" was read as whose forces were asked (``qualifier_gap``; it abstained)
    assert owner_words("What are the armed forces of made up of?", "forces") == []
