"""Measurable signals of how well one retrieved passage bears on a question.

For each search hit Sophia reads the passage once: it picks the sentence that best answers
the question (``quote.py``: informative-term coverage and the expected answer type; the field
model keeps coverage, then term proximity, then answer type, then position) and measures the
signals the evidence gate weighs. Term weights are IDF from the live index, so rare, specific
words count most.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass

from oshun.retrieval.analysis import tokens
from oshun.retrieval.search import SearchHit
from oshun.sentences import Span, split_sentences
from oshun.sophia.answer_type import type_match
from oshun.sophia.question import Question
from oshun.sophia.quote import answer_scores, best_sentence, quote_span


class TermStats:
    """IDF of analysed terms, read from the index (document frequencies), cached per term."""

    def __init__(self, num_docs: int, doc_freq: Callable[[str], int]) -> None:
        self.num_docs = max(1, num_docs)
        self._doc_freq = doc_freq
        self._cache: dict[str, float] = {}
        self.max_idf = self._idf_of(0)

    def _idf_of(self, df: int) -> float:
        return math.log(1.0 + (self.num_docs - df + 0.5) / (df + 0.5))

    def doc_freq(self, term: str) -> int:
        """How many passages hold ``term`` (0: a word the library never uses)."""
        return int(self._doc_freq(term))

    def idf(self, term: str) -> float:
        value = self._cache.get(term)
        if value is None:
            df = int(self._doc_freq(term))
            value = self._idf_of(min(df, self.num_docs))
            self._cache[term] = value
        return value


@dataclass(frozen=True, slots=True)
class Reading:
    """One hit read against one question: the chosen sentence span and the gate's signals."""

    hit: SearchHit
    span: Span
    sentence_coverage: float  # IDF share of question terms in the sentence + title/heading
    passage_coverage: float  # IDF share of question terms anywhere in the passage
    missing_idf: float  # the largest normalised IDF among terms the passage lacks (0 if none)
    pair_share: float  # share of adjacent question-term pairs found adjacent in the passage
    relative_score: float  # BM25 score over the best hit's BM25 score
    matched: int  # distinct question terms in the sentence + title/heading
    window_coverage: float  # IDF share in the sentence and its better neighbour
    heading_match: float  # share of the heading's last segment named by the question (0: none)
    title_only: bool  # the question says more than the title, but heading and text hold none of it
    names_field: bool  # the question names the whole title and the heading's last segment

    @property
    def quote(self) -> str:
        """The quoted words of the passage."""
        return self.hit.passage.text[self.span.start : self.span.end]


def heading_match(question: Question, heading: str) -> float:
    """How much of the heading's last segment the question names: "Population" is fully
    named by "What is the population of Japan?", "Population growth rate" a third. 0 for a
    passage without a heading (SQuAD, SciFact), so libraries without headings are unaffected."""
    last = heading.rsplit("›", 1)[-1]
    named = [token.term for token in tokens(last)]
    if not named:
        return 0.0
    wanted = set(question.terms)
    return sum(term in wanted for term in named) / len(named)


def bm25_of(hit: SearchHit) -> float:
    """The hit's BM25 score: under hybrid search ``score`` is the fused rank score and
    ``bm25`` the lexical one (0 when only the dense list ranked it); otherwise ``score``."""
    return hit.bm25 if hit.dense is not None else hit.score


def _pairs(sequence: tuple[str, ...]) -> set[tuple[str, str]]:
    return {(a, b) for a, b in itertools.pairwise(sequence) if a != b}


def read_hit(
    question: Question,
    hit: SearchHit,
    stats: TermStats,
    best_score: float,
    extend: bool = False,
) -> Reading:
    """Choose the best sentence of ``hit`` for ``question`` and measure the gate's signals
    (``best_score``: the best BM25 score among the question's hits, ``bm25_of``).

    ``extend``: read for a claim (the search-hit gate): the sentence is the one that answers
    (``quote.answer_scores``: term share and the asked kind of answer) and the quote may take
    in a neighbouring sentence (``quote.quote_span``). Otherwise (the field model, fitted on
    this choice) the sentence with the most of the question's terms, then their proximity,
    then the kind of answer, quoted alone. The signals are the chosen sentence's."""
    passage = hit.passage
    text = passage.text
    weights = {term: stats.idf(term) for term in question.terms}
    total = sum(weights.values()) or 1.0
    # Title, heading and text are each analysed once.
    title_tokens = [token.term for token in tokens(passage.title)]
    heading_tokens = [token.term for token in tokens(passage.heading)]
    context_tokens = title_tokens + heading_tokens
    context_terms = set(context_tokens)
    text_tokens = list(tokens(text))
    text_terms = {token.term for token in text_tokens}
    passage_terms = context_terms | text_terms
    title_terms = set(title_tokens)
    body_terms = set(heading_tokens) | text_terms
    field_match = heading_match(question, passage.heading)
    wanted = set(question.terms)

    spans = split_sentences(text) or [Span(0, len(text))]
    best: tuple[float, float, float, int] | None = None  # the winning sentence's sort key
    best_span = spans[0]
    best_cover = 0.0
    best_index = 0
    sentence_sets: list[set[str]] = []
    sentences: list[str] = []
    focuses: list[float] = []  # what each sentence adds to the title and heading
    proximities: list[float] = []
    covers: list[float] = []
    cursor = 0
    for position, span in enumerate(spans):
        found: list[tuple[str, int]] = []
        while cursor < len(text_tokens) and text_tokens[cursor].start < span.end:
            token = text_tokens[cursor]
            if token.start >= span.start and token.term in wanted:
                found.append((token.term, token.start))
            cursor += 1
        present = {term for term, _ in found}
        sentence_sets.append(present)
        cover = sum(weights[t] for t in present | (context_terms & wanted)) / total
        # What the sentence adds to its title and heading: ranks sentences as cover does.
        focus = sum(weights[t] for t in present - context_terms) / total
        proximity = 0.0
        if len(present) > 1:  # distinct terms: one word repeated is no proximity
            spread = found[-1][1] - found[0][1]
            proximity = len(present) / (1.0 + spread / 40.0)
        sentence = text[span.start : span.end]
        sentences.append(sentence)
        focuses.append(focus)
        proximities.append(proximity)
        covers.append(cover)
        key = (focus, proximity, type_match(question.answer_type, sentence), -position)
        if best is None or key > best:
            best, best_span, best_cover = key, span, cover
            best_index = position
    scores: list[float] = []
    if extend:
        scores = answer_scores(question, sentences, focuses)
        best_index = best_sentence(scores, proximities)
        best_span, best_cover = spans[best_index], covers[best_index]

    covered = wanted & passage_terms
    missing = [weights[t] / stats.max_idf for t in wanted - covered]
    pairs = _pairs(question.sequence)
    if pairs:
        sequence = (*context_tokens, *(token.term for token in text_tokens))
        pair_share = len(pairs & _pairs(sequence)) / len(pairs)
    else:
        pair_share = 1.0 if covered == wanted else 0.0
    here = sentence_sets[best_index] | (context_terms & wanted)
    neighbours = [
        sentence_sets[i] for i in (best_index - 1, best_index + 1) if 0 <= i < len(sentence_sets)
    ]
    window = max(
        (sum(weights[t] for t in here | other) for other in neighbours),
        default=sum(weights[t] for t in here),
    )
    return Reading(
        hit=hit,
        span=quote_span(question, text, spans, best_index, scores) if extend else best_span,
        sentence_coverage=best_cover,
        passage_coverage=sum(weights[t] for t in covered) / total,
        missing_idf=max(missing, default=0.0),
        pair_share=pair_share,
        relative_score=bm25_of(hit) / best_score if best_score > 0 else 0.0,
        matched=len(here),
        window_coverage=window / total,
        heading_match=field_match,
        title_only=bool(wanted - title_terms) and not (wanted - title_terms) & body_terms,
        names_field=field_match == 1.0 and bool(title_terms) and title_terms <= wanted,
    )
