"""Signals of a structured reference work: the heading the question names, the key term,
and a match through the title alone."""

from __future__ import annotations

from oshun.retrieval.search import SearchHit
from oshun.sophia.gate import Judged, passing
from oshun.sophia.question import parse_question
from oshun.sophia.signals import Reading, TermStats, heading_match, read_hit
from tests.unit.sophia._records import passage

# Document frequencies of a small imaginary library of 1,000 passages.
_DF = {"currenc": 40, "peru": 120, "popul": 200, "japan": 110, "capit": 60, "mongolia": 90}


def _stats() -> TermStats:
    return TermStats(1000, lambda term: _DF.get(term, 0))


def _hit(title: str, heading: str, text: str) -> SearchHit:
    record = passage(text, heading=heading, title=title, id=f"p-{heading}")
    return SearchHit(record, 10.0, 1)


def test_heading_match_prefers_the_field_the_question_names_exactly() -> None:
    question = parse_question("What is the population of Japan?")
    exact = heading_match(question, "People and Society › Population")
    broader = heading_match(question, "People and Society › Population growth rate")
    assert exact == 1.0
    assert 0.0 < broader < exact


def test_heading_match_is_zero_without_a_heading() -> None:
    assert heading_match(parse_question("What is the population of Japan?"), "") == 0.0


def _read(question: str, heading: str, text: str) -> Reading:
    return read_hit(parse_question(question), _hit("Peru", heading, text), _stats(), 10.0)


_CURRENCY = "What currency does Peru use?"
_RATES = ("Economy › Exchange rates", "Currency: nuevo sol (PEN) per US dollar")
_NAME = ("Government › Country name", "Republic of Peru")


def test_a_passage_matching_only_through_its_title_is_flagged() -> None:
    name, rates = _read(_CURRENCY, *_NAME), _read(_CURRENCY, *_RATES)
    assert name.title_only
    assert not rates.title_only


def test_a_question_saying_no_more_than_the_title_is_not_title_only() -> None:
    assert not _read("Tell me about Peru", "Introduction › Background", "Andean").title_only


def test_title_only_hits_never_pass_the_gate() -> None:
    name, rates = _read(_CURRENCY, *_NAME), _read(_CURRENCY, *_RATES)
    judged = [Judged(name, 0.99, {}), Judged(rates, 0.5, {})]
    assert [j.reading for j in passing(judged, 0.2)] == [rates]


def _kenya(question: str) -> Reading:
    hit = _hit("Kenya", "Geography › Coastline", "536 km")
    return read_hit(parse_question(question), hit, _stats(), 10.0)


def test_a_question_naming_the_work_and_the_field_names_the_field() -> None:
    assert _kenya("What is the length of the coastline of Kenya?").names_field
    assert not _kenya("What is the length of the coastline of Africa?").names_field
    assert not _kenya("How long is Kenya's border?").names_field


def test_a_named_field_passes_the_gate_whatever_its_score() -> None:
    named = _kenya("What is the length of the coastline of Kenya?")
    unnamed = _kenya("What is the length of the coastline of Africa?")
    judged = [Judged(unnamed, 0.01, {}), Judged(named, 0.01, {})]
    assert [j.reading for j in passing(judged, 0.2)] == [named]


def _plain(text: str, bm25: float = 10.0, dense: float | None = None) -> SearchHit:
    hit = _hit("Steam engine", "", text)
    return SearchHit(hit.passage, 0.03 if dense is not None else bm25, 1, bm25, dense)


_GLASGOW = "Watt repaired a model engine at Glasgow University. Watt patented his design in 1769."


def test_the_quote_takes_in_the_next_sentence_when_only_it_holds_the_answer() -> None:
    question = parse_question("When did Watt repair the model engine at Glasgow?")
    extended = read_hit(question, _plain(_GLASGOW), _stats(), 10.0, extend=True)
    plain = read_hit(question, _plain(_GLASGOW), _stats(), 10.0)
    assert _GLASGOW[plain.span.start : plain.span.end].endswith("University.")
    assert _GLASGOW[extended.span.start : extended.span.end] == _GLASGOW
    # the signals are the chosen sentence's either way
    assert extended.sentence_coverage == plain.sentence_coverage


def test_a_sentence_that_holds_the_answer_is_quoted_alone() -> None:
    question = parse_question("When did Watt patent his design?")
    reading = read_hit(question, _plain(_GLASGOW), _stats(), 10.0, extend=True)
    assert _GLASGOW[reading.span.start : reading.span.end] == "Watt patented his design in 1769."


def test_relative_score_is_lexical_under_hybrid_search() -> None:
    # a hybrid hit's ``score`` is its fused rank (~0.03); the gate compares BM25 scores
    question = parse_question("When did Watt patent his design?")
    hybrid = read_hit(question, _plain(_GLASGOW, bm25=5.0, dense=0.6), _stats(), 10.0)
    assert hybrid.relative_score == 0.5


def test_one_word_repeated_is_no_proximity() -> None:
    """The field model's sentence choice ranks sentences by the question's terms, then by
    how close together they stand. One term said twice is not two terms close together: the
    list of rivers is quoted, not the note that says "river" twice."""
    text = (
        "Parana river mouth (shared with Brazil) - 4,880 km; Uruguay - 1,610 km\n\n"
        "note: [s] after country name indicates river source; [m] indicates river mouth"
    )
    hit = _hit("Argentina", "Geography › Major rivers (by length in km)", text)
    reading = read_hit(parse_question("What are the longest rivers?"), hit, _stats(), 10.0)
    assert text[reading.span.start : reading.span.end].startswith("Parana river mouth")
