"""The sentences around a question: remarks after it are not asked; "Is that right?"
asks the statement before it checked."""

import pytest

from oshun.sophia.sentences import asked_sentences, sentences


def test_sentences_keep_their_marks_and_numbers() -> None:
    assert sentences("Is GDP 3.5 trillion? I think so.") == ["Is GDP 3.5 trillion?", "I think so."]
    assert sentences("capital of kenya") == ["capital of kenya"]


@pytest.mark.parametrize(
    ("written", "asked"),
    [
        # a remark about the asker after the question is not asked
        (
            "What is the capital of Morocco? I always mix it up with Casablanca.",
            "What is the capital of Morocco?",
        ),
        (
            "Is the national language of Pakistan Urdu? I'm not sure.",
            "Is the national language of Pakistan Urdu?",
        ),
        ("What currency does Peru use? Thanks!", "What currency does Peru use?"),
        # … or only how exact an answer is wanted
        ("How many people live in Lagos? Just roughly.", "How many people live in Lagos?"),
        ("What is the area of Chad? Briefly, please.", "What is the area of Chad?"),
        ("How many people live in Chile? Roughly is fine.", "How many people live in Chile?"),
        ("What is Peru's GDP? An estimate will do.", "What is Peru's GDP?"),
        # a sentence asking whether the one before is true: the statement, checked
        (
            "My friend says Egypt has over 100 million people. Is that right?",
            "Egypt has over 100 million people, right?",
        ),
        (
            "I heard that Kenya's capital is Mombasa. Is that true?",
            "Kenya's capital is Mombasa, right?",
        ),
        # what comes before the question is kept: it names what is asked about
        (
            "I'm flying to Peru next week. What money should I bring?",
            "I'm flying to Peru next week. What money should I bring?",
        ),
        # a later sentence that is no remark stays ("… And of Uganda.")
        (
            "What is the capital of Kenya? And of Uganda.",
            "What is the capital of Kenya? And of Uganda.",
        ),
        ("Population of Kenya?", "Population of Kenya?"),
    ],
)
def test_what_is_asked(written: str, asked: str) -> None:
    assert asked_sentences(written) == asked
