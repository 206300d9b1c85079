from oshun.retrieval.locate import find_locator
from oshun.sentences import Span, split_sentences
from oshun.sophia.compose import locatable

TEXT = '"Will you come?" asked Jane.\n\n"Yes."\n\n"And will he come\ntoo?" asked Jane.\n\n"Yes."'


def test_a_unique_sentence_is_its_own_locator() -> None:
    spans = split_sentences(TEXT)
    assert locatable(TEXT, spans[0]) == spans[0]
    assert locatable(TEXT, spans[1]) == spans[1]  # the first "Yes." is found first


def test_a_repeated_sentence_takes_the_sentences_before_it_until_it_locates_exactly() -> None:
    spans = split_sentences(TEXT)
    last = spans[-1]
    assert TEXT[last.start : last.end] == '"Yes."'
    widened = locatable(TEXT, last)
    quote = TEXT[widened.start : widened.end]
    assert quote == '"And will he come\ntoo?" asked Jane.\n\n"Yes."'
    assert find_locator(TEXT, quote) == (widened.start, widened.end)
    assert widened.start in {s.start for s in spans}  # still whole sentences


def test_the_widening_can_reach_the_first_sentence() -> None:
    text = "Yes. Yes."
    assert locatable(text, Span(5, 9)) == Span(0, 9)
