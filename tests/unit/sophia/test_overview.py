import pytest

from oshun.sophia.overview import OPENING_CHARS, asks_overview, opening_span


@pytest.mark.parametrize(
    "rest",
    [
        "Tell me about",
        "What is ?",
        "",
        "?",
        "What should I know about",
        "Give me an overview of",
        "give me some background on",
        "what's the history of",
    ],
)
def test_words_that_ask_nothing_in_particular_ask_for_the_overview(rest: str) -> None:
    assert asks_overview(rest)


@pytest.mark.parametrize(
    "rest",
    [
        "What is the capital of ?",
        "Is safe?",
        "What kind of country is ?",
        "Who is ?",  # a person is asked for, and a country is none
    ],
)
def test_a_question_that_asks_a_thing_is_not_an_overview(rest: str) -> None:
    assert not asks_overview(rest)


def test_the_opening_quote_takes_whole_sentences_up_to_the_limit() -> None:
    first = "A" * 150 + "."
    second = " " + "B" * 150 + "."
    third = " " + "C" * 150 + "."
    text = first + second + third
    span = opening_span(text)
    assert text[span.start : span.end] == first + second
    assert span.end - span.start <= OPENING_CHARS
    # a first sentence longer than the limit is still quoted whole
    long = "D" * (OPENING_CHARS + 50) + ". Then more."
    assert opening_span(long).end == OPENING_CHARS + 51
