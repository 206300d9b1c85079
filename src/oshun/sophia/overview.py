"""A question that names a work and asks nothing of it is answered by the work's opening.

"Tell me about Bhutan", "What is Bhutan?", "Give me an overview of Chad" or the bare name
"Bhutan" name one work and no thing of it: without the name, only words that ask to be told
something remain. Judged field by field, no field is asked for and Sophia abstained — yet
the work has a passage written for exactly this, its opening (the Factbook's *Introduction
› Background*, a report's summary, a book's first page): the passage a reader meets first.
So such a question is answered with the named work's first passage in reading order, quoted
from its first sentences (up to ``OPENING_CHARS``), with the confidence the field model gives
a field it is sure of and that has no rival (``fields.calibrated(1, 0)``).

Only words of ``_ASKING`` may remain: "What is the capital of Bhutan?" asks a thing and
goes to the field model, as does anything this list does not hold ("What kind of country
is Bhutan?" asks its government's kind, "Is Bhutan safe?" a thing the work may not say).
"""

from __future__ import annotations

import re

from oshun.sentences import Span, split_sentences

#: How much of the opening passage the quote takes: whole sentences, at least one.
OPENING_CHARS = 400

#: Words that ask to be told about what the question names, and nothing in particular.
_ASKING = frozenset(
    """
    tell me us about what whats is are know should i we you can could would please
    give show some any anything something everything a an the of on to facts fact
    information info general basic overview summary summarize summarise describe
    description introduction intro quick brief short explain background history
    """.split()
)
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def asks_overview(rest_text: str) -> bool:
    """``rest_text`` (the question without the named work) asks nothing in particular."""
    words = [w.lower().replace("'", "") for w in _WORD.findall(rest_text)]
    return all(word in _ASKING for word in words)


def opening_span(text: str) -> Span:
    """The passage's first whole sentences, ``OPENING_CHARS`` at most (one at least)."""
    spans = split_sentences(text) or [Span(0, len(text))]
    end = spans[0].end
    for span in spans[1:]:
        if span.end - spans[0].start > OPENING_CHARS:
            break
        end = span.end
    return Span(spans[0].start, end)
