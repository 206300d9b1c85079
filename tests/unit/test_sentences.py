import itertools

from oshun.sentences import split_sentences


def _texts(text: str) -> list[str]:
    return [text[s.start : s.end] for s in split_sentences(text)]


def test_sentences_are_exact_substrings_in_order() -> None:
    text = "  First one here. Second, with 3 parts! Third?\nname: Ulaanbaatar\n\nlast line  "
    spans = split_sentences(text)
    assert _texts(text) == [
        "First one here.",
        "Second, with 3 parts!",
        "Third?",
        "name: Ulaanbaatar",
        "last line",
    ]
    assert all(a.end <= b.start for a, b in itertools.pairwise(spans))


def test_abbreviations_and_initials_do_not_end_sentences() -> None:
    text = "Mr. Smith met Dr. Jones in Washington, D.C. in 1901. They left."
    assert _texts(text) == ["Mr. Smith met Dr. Jones in Washington, D.C. in 1901.", "They left."]


def test_closing_quotes_stay_with_their_sentence() -> None:
    assert _texts('He said "Stop." Then he went.') == ['He said "Stop."', "Then he went."]


def test_empty_text_has_no_sentence() -> None:
    assert split_sentences("   \n ") == []
