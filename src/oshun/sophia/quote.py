"""Which sentence of a witness answers the question, and how much around it to quote.

The gate judges a passage; the claim is a quote from it. A right passage quoted at the wrong
sentence is a miss for the person asking (on the fit half of SQuAD 2.0, 8 % of answerable
questions were answered from the paragraph that holds the answer but quoted a sentence that
does not: ``bench/squad_misses.py``). Two things choose better than word overlap alone:

- **The kind of answer asked for.** "What year did BSkyB and Virgin Media have a dispute…?"
  is answered by the sentence with a year the question does not already say, though another
  sentence repeats more of its words. A sentence's answer score is its IDF-weighted share of
  the question's terms plus ``ANSWER_TYPE_BONUS`` when it holds something of the asked kind
  that the question does not (``answer_type.novel_type_match``); of equal sentences, the one
  whose question terms stand closest together, then the earlier.
- **The neighbour that answers about as well.** When the sentence beside the chosen one
  scores at least ``NEIGHBOUR_SHARE`` of it, both are quoted: the reader sees the two
  sentences the evidence spreads over instead of the one that happened to repeat one more
  word. So does a sentence that leans on the one before it ("This theory states …"), one
  followed by a sentence that leans on it ("Instead, …"), and one whose neighbour alone holds
  the kind of answer asked for. At most one sentence on each side: a quote stays short.

Both numbers were chosen on the fit half of the visible SQuAD 2.0 articles
(``bench/squad_split.py``) by how often the quote of a witness that holds a gold answer holds
it too; the held-out half is measured, never tuned on (docs/evaluation.md). A question with
no expected kind (most "what" questions) is ranked by its terms alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from oshun.sentences import Span
from oshun.sophia.answer_type import novel_type_match
from oshun.sophia.question import Question

#: Added to a sentence's term share when it holds an answer of the asked kind that the
#: question does not already say (fit half, sentences of witnesses holding a gold answer: the
#: best of 0, 0.05 … 0.3; at 0 the kind only breaks ties, as before).
ANSWER_TYPE_BONUS = 0.15

#: A neighbour scoring at least this share of the chosen sentence is quoted with it (fit
#: half: 0.6 quotes 1.3 sentences a witness on average and holds the answer for 87.5 % of
#: gold witnesses; 1.0 quotes ~1.0 and holds it for 84 %, 0.4 quotes 1.5 for 89.5 %).
NEIGHBOUR_SHARE = 0.6

#: Words that open a sentence which leans on the one before it: "This theory states that …"
#: names its theory in the previous sentence, "Instead, the Lisbon Treaty was enacted."
#: answers what that one left open. A quote beginning so, or followed so, is not whole.
_LEANING = frozenset(
    """
    this these that those it its they their them he his she her such
    instead however thus therefore accordingly hence consequently nevertheless
    """.split()
)
_FIRST_WORD = re.compile(r"[^\W_]+")


def leans_back(sentence: str) -> bool:
    """The sentence begins with a word that refers to, or answers, the sentence before."""
    first = _FIRST_WORD.search(sentence)
    return first is not None and first.group().lower() in _LEANING


def answer_scores(
    question: Question, sentences: Sequence[str], shares: Sequence[float]
) -> list[float]:
    """Each sentence's answer score: its term share (``shares``, IDF-weighted, in [0, 1]) plus
    the bonus when it holds a new answer of the asked kind."""
    kind = question.answer_type
    if kind is None:
        return list(shares)
    return [
        share + ANSWER_TYPE_BONUS * novel_type_match(kind, sentence, question.text)
        for share, sentence in zip(shares, sentences, strict=True)
    ]


def best_sentence(scores: Sequence[float], proximity: Sequence[float]) -> int:
    """The index of the best answer score; of equals, the one whose question terms stand
    closest together ("Mr. Collins was …" over "… married Mr. Darcy" for "Who did Mr. Collins
    marry?"), then the earliest."""
    return max(range(len(scores)), key=lambda i: (scores[i], proximity[i], -i))


def quote_span(
    question: Question, text: str, spans: Sequence[Span], index: int, scores: Sequence[float]
) -> Span:
    """The quote around sentence ``index`` of ``text`` (``scores``: every sentence's answer
    score), so that it reads on its own and holds the answer where it can: see the module's
    docstring. At most one sentence on each side."""

    def sentence(i: int) -> str:
        return text[spans[i].start : spans[i].end]

    first, last = index, index
    if index > 0 and leans_back(sentence(index)):
        first = index - 1
    if index + 1 < len(spans) and leans_back(sentence(index + 1)):
        last = index + 1
    neighbours = [i for i in (index - 1, index + 1) if 0 <= i < len(spans)]
    if neighbours:
        close = max(neighbours, key=lambda i: scores[i])
        if scores[close] > 0 and scores[close] >= NEIGHBOUR_SHARE * scores[index]:
            first, last = min(first, close), max(last, close)
    kind = question.answer_type
    quoted = text[spans[first].start : spans[last].end]
    if kind is not None and not novel_type_match(kind, quoted, question.text):
        for other in (index + 1, index - 1):
            if 0 <= other < len(spans) and novel_type_match(kind, sentence(other), question.text):
                first, last = min(first, other), max(last, other)
                break
    return Span(spans[first].start, spans[last].end)
