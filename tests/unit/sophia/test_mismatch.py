"""A negated question meets a quote that states only what did happen; a question names
something the passage never mentions; a quote says the contrary of a word the question asks
with."""

from __future__ import annotations

from oshun.retrieval.search import SearchHit
from oshun.sentences import Span
from oshun.sophia.gate import DENSE_SIGNALS, judge
from oshun.sophia.mismatch import (
    contrary_word,
    contrary_words,
    name_missing,
    named_words,
    negated,
    unmatched_negation,
)
from oshun.sophia.question import parse_question
from oshun.sophia.signals import Reading
from tests.unit.sophia._records import passage


def test_negation_words_and_contractions_are_found() -> None:
    assert negated("What did the Italian government not fail to do?")
    assert negated("Which state hasn't got a coast?")
    assert negated("Who never married?")
    assert not negated("What did the Italian government fail to do?")
    assert not negated("Where is Nottingham?")  # a word beginning "not" is not a negation


def test_a_negated_question_with_a_quote_without_negation_is_unmatched() -> None:
    quote = "The Italian government had failed to set up an insurance fund."
    assert unmatched_negation(True, quote) == 1.0
    assert unmatched_negation(True, "It did not set up a fund.") == 0.0
    assert unmatched_negation(False, quote) == 0.0


def test_the_question_knows_it_is_negated() -> None:
    assert parse_question("What did Germany not do?").negated
    assert not parse_question("What did Germany do?").negated


def _reading(text: str) -> Reading:
    record = passage(text, title="Law", kind="article")
    hit = SearchHit(record, 0.03, 1, 5.0, 0.6)
    return Reading(hit, Span(0, len(text)), 0.8, 0.8, 0.0, 1.0, 1.0, 3, 0.8, 0.0, False, False)


def test_the_hybrid_gate_measures_it_for_every_hit() -> None:
    assert "unmatched_negation" in DENSE_SIGNALS
    reading = _reading("The Italian government had failed to set up an insurance fund.")
    asked = judge([reading], 0.0, 4, None, negated=True)[0]
    plain = judge([reading], 0.0, 4, None, negated=False)[0]
    assert asked.signals["unmatched_negation"] == 1.0
    assert plain.signals["unmatched_negation"] == 0.0


def test_the_fitted_gate_counts_it_against_the_hit() -> None:
    reading = _reading("The Italian government had failed to set up an insurance fund.")
    asked = judge([reading], 0.0, 4, None, negated=True)[0]
    plain = judge([reading], 0.0, 4, None, negated=False)[0]
    assert asked.score < plain.score


def test_the_names_and_numbers_a_question_gives() -> None:
    words = "Where did Charles de Gaulle and the Free English run operations in 1940".split()
    assert named_words(words) == ("charles", "gaulle", "free", "english", "1940")
    assert named_words(["Who", "ruled"]) == ()
    # the pronoun names nothing
    assert named_words(["What", "should", "I", "know", "about", "Japan"]) == ("japan",)
    # an abbreviation in the plural is a common noun
    assert named_words("How many MPs sit in the House of Commons".split()) == ("house", "commons")
    assert named_words(["Which", "NGOs", "work", "in", "Chad"]) == ("chad",)


def test_a_name_the_passage_lacks_is_missing() -> None:
    text = "In World War II, Charles de Gaulle and the Free French used the colonies as bases."
    assert name_missing(("gaulle", "english"), ("History", "", text)) == 1.0
    assert name_missing(("gaulle", "french"), ("History", "", text)) == 0.0
    assert name_missing((), ("History", "", text)) == 0.0
    # the title counts as part of the passage
    assert name_missing(("history",), ("History", "", text)) == 0.0


def test_the_question_knows_its_names() -> None:
    assert parse_question("What did the Free English do in 1940?").named == (
        "free",
        "english",
        "1940",
    )


def test_the_fitted_gate_counts_a_missing_name_against_the_hit() -> None:
    reading = _reading("In World War II, Charles de Gaulle and the Free French fought on.")
    lacking = judge([reading], 0.0, 4, None, named=("gaulle", "english"))[0]
    present = judge([reading], 0.0, 4, None, named=("gaulle", "french"))[0]
    assert lacking.signals["name_missing"] == 1.0
    assert present.signals["name_missing"] == 0.0
    assert lacking.score < present.score


def test_a_quote_saying_the_contrary_of_an_asked_word_is_flagged() -> None:
    asked = contrary_words("What are the least well known complexity resources?")
    assert asked["least"] >= {"most"}
    quote = "The most well known complexity resources are time and space."
    assert contrary_word(asked, quote, quote) == 1.0
    # the passage also says the asked word: it may answer
    both = quote + " The least known is advice."
    assert contrary_word(asked, quote, both) == 0.0
    # no contrary in the quote
    plain = "Complexity resources are time and space."
    assert contrary_word(asked, plain, plain) == 0.0
    assert contrary_word({}, quote, quote) == 0.0


def test_the_contrary_word_is_measured_for_every_hybrid_hit() -> None:
    assert "contrary_word" in DENSE_SIGNALS
    reading = _reading("Holden announced the closure of its Victoria plant in 2013.")
    opened = judge([reading], 0.0, 4, None, text="When did Holden open its Victoria plant?")[0]
    closed = judge([reading], 0.0, 4, None, text="When did Holden close its plant?")[0]
    assert opened.signals["contrary_word"] == 1.0
    assert closed.signals["contrary_word"] == 0.0
