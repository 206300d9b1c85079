"""The sentence a witness is quoted at: the one that answers, with a neighbour that answers
about as well — and the field model's reading left as it was fitted."""

from __future__ import annotations

from oshun.retrieval.search import SearchHit
from oshun.sentences import split_sentences
from oshun.sophia.question import parse_question
from oshun.sophia.quote import (
    ANSWER_TYPE_BONUS,
    NEIGHBOUR_SHARE,
    answer_scores,
    best_sentence,
    quote_span,
)
from oshun.sophia.signals import TermStats, read_hit
from tests.unit.sophia._records import passage


def _stats() -> TermStats:
    # every word equally rare: term shares count words
    return TermStats(1000, lambda term: 0)


def _hit(text: str) -> SearchHit:
    record = passage(text, title="Television", kind="article")
    return SearchHit(record, 10.0, 1)


def _quoted(question: str, text: str, extend: bool = True) -> str:
    reading = read_hit(parse_question(question), _hit(text), _stats(), 10.0, extend=extend)
    return text[reading.span.start : reading.span.end]


_CARRIAGE = (
    "BSkyB and Virgin Media disputed it for months. "
    "Cable viewers missed football that winter. "
    "The dispute between BSkyB and Virgin Media began in 2007."
)
_ASKED = "What year did BSkyB and Virgin Media have a dispute?"


def test_the_sentence_with_the_kind_of_answer_asked_for_is_quoted() -> None:
    # both sentences share as many of the question's words; only the last says a year
    assert _quoted(_ASKED, _CARRIAGE) == "The dispute between BSkyB and Virgin Media began in 2007."


def test_the_field_models_reading_is_the_one_it_was_fitted_on() -> None:
    # without ``extend`` the sentence is chosen by words, then proximity, then kind
    plain = _quoted(_ASKED, _CARRIAGE, extend=False)
    assert plain == "BSkyB and Virgin Media disputed it for months."


_NORMANS = (
    "The Normans settled in Normandy. "
    "Norman dukes ruled Normandy from Rouen for two centuries. "
    "Rouen became the dukes' seat of power."
)


def test_a_neighbour_that_answers_about_as_well_is_quoted_too() -> None:
    # the neighbours share one word of three with "where did the dukes of Normandy rule from"
    quote = _quoted("Where did the dukes of Normandy rule from?", _NORMANS)
    assert quote == "Norman dukes ruled Normandy from Rouen for two centuries."
    # here the next sentence shares four of five words, the one before it three
    quote = _quoted("Where was the seat of power of the Norman dukes in Rouen?", _NORMANS)
    assert quote == _NORMANS[_NORMANS.index("Norman dukes") :]


def test_answer_scores_add_the_bonus_only_for_a_new_answer_of_the_asked_kind() -> None:
    question = parse_question("When was the 1973 oil crisis over?")
    sentences = ["The crisis of 1973 hit Europe.", "It was over by 1974."]
    scores = answer_scores(question, sentences, [0.5, 0.5])
    assert scores == [0.5, 0.5 + ANSWER_TYPE_BONUS]
    untyped = parse_question("What caused the oil crisis?")
    assert answer_scores(untyped, sentences, [0.5, 0.2]) == [0.5, 0.2]


def test_of_equal_sentences_the_closer_terms_then_the_earlier_win() -> None:
    assert best_sentence([0.2, 0.5, 0.5], [1.0, 0.1, 0.9]) == 2
    assert best_sentence([0.2, 0.5, 0.5], [1.0, 0.5, 0.5]) == 1


def test_a_weaker_neighbour_is_left_out() -> None:
    text = "Alpha beta gamma. Delta epsilon. Zeta eta."
    spans = split_sentences(text)
    question = parse_question("alpha beta gamma")
    weak = [1.0, NEIGHBOUR_SHARE - 0.01, 0.0]
    assert quote_span(question, text, spans, 0, weak) == spans[0]
    close = [1.0, NEIGHBOUR_SHARE, 0.0]
    assert quote_span(question, text, spans, 0, close) == (spans[0].start, spans[1].end)
