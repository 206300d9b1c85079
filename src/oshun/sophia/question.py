"""Reading a question: normalisation, question filler, informative terms, expected answer type.

Search analysis keeps words such as "what", "who" or "does" (they are not Lucene stop words),
so a question sent verbatim ranks passages that merely contain "what". Sophia strips the
interrogatives and question filler first and searches on what is left: the terms that carry
the question's subject.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from oshun.retrieval.analysis import STOP_WORDS, stem
from oshun.sophia.mismatch import named_words, negated

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
#: The tail of a contraction or possessive ("what's", "Canada's", "don't"): not a word of its
#: own. Left in, "what's the capital of Australia?" asks for the term "s" and quotes
#: "35 16 S, 149 08 E" instead of "name: Canberra".
_CONTRACTION = re.compile(r"(?<=[^\W_])['’](?:s|t|re|ve|ll|d|m)\b", re.IGNORECASE)

#: Words that shape a question without naming its subject. Dropped before searching.
#: "become" and "use" are light verbs: "When did Kenya become independent?" asks about
#: independence, "What currency does Peru use?" about currency; the subject is in the other
#: words, and a passage that answers rarely repeats the verb (it states the fact itself).
QUESTION_FILLER: frozenset[str] = frozenset(
    """
    what whats which who whom whose when where why how
    do does did done doing is am are was were be been being has have had having
    can could would should shall may might must will
    i me my we our you your he him his she her it its they them their this that these those
    some any there here also about from than so just very
    tell please explain describe know knew name named called call give list
    kind type sort one ones thing things according many much
    become becomes became becoming use uses used using
    """.split()
)

#: First words that announce the kind of answer expected.
_ANSWER_TYPES: dict[str, str] = {
    "when": "time",
    "year": "time",
    "date": "time",
    "who": "person",
    "whom": "person",
    "whose": "person",
    "where": "place",
    "many": "number",
    "much": "number",
    "percentage": "number",
    "percent": "number",
    "long": "number",
    "old": "number",
    "far": "number",
    "big": "number",
    "large": "number",
    "high": "number",
    "populous": "number",
}

#: "Which city …", "What country …": a place is expected.
_PLACE_NOUNS = frozenset("city town country countries capital region province port river".split())


@dataclass(frozen=True, slots=True)
class Question:
    """One question, read once and shared by every stage of the engine."""

    text: str  # whitespace-normalised question, as the envelope reports it
    search_text: str  # the informative words as written, for the search index
    terms: tuple[str, ...]  # unique stemmed informative terms, in question order
    sequence: tuple[str, ...]  # stemmed informative terms in order, repeats kept
    answer_type: str | None  # time · person · place · number · None
    negated: bool = False  # the question says "not", "never", "no" … (``mismatch.py``)
    named: tuple[str, ...] = ()  # names and numbers it gives, lower-cased (``mismatch.py``)

    @property
    def empty(self) -> bool:
        return not self.terms


def normalise(text: str) -> str:
    """Collapse whitespace; the envelope's ``query`` and the answer id use this form."""
    return " ".join(text.split())


def _answer_type(words: list[str]) -> str | None:
    head = words[:3]
    if "how" in head:
        following = words[head.index("how") + 1 : head.index("how") + 2]
        return _ANSWER_TYPES.get(following[0]) if following else None
    for word in head:
        kind = _ANSWER_TYPES.get(word)
        if kind is not None:
            return kind
    if "what" in head or "which" in head:
        for word in words[1:4]:
            if word in ("year", "date", "century", "decade"):
                return "time"
        following = words[1:2]
        if following and following[0] in _PLACE_NOUNS:
            return "place"
    return None


def parse_question(text: str) -> Question:
    """Read ``text``: normalised form, informative words and terms, expected answer type."""
    normal = normalise(text)
    original = [match.group() for match in _WORD.finditer(_CONTRACTION.sub("", normal))]
    lowered = [word.lower() for word in original]
    kept = [
        word
        for word, low in zip(original, lowered, strict=True)
        if low not in QUESTION_FILLER and low not in STOP_WORDS and len(low) <= 40
    ]
    if not kept:
        # A question made only of filler ("Who is it?") keeps its non-stop words, so it is
        # still searched rather than silently dropped; the gate then judges it.
        kept = [
            word
            for word, low in zip(original, lowered, strict=True)
            if low not in STOP_WORDS and len(low) <= 40
        ]
    sequence = tuple(stem(word.lower()) for word in kept)
    return Question(
        text=normal,
        search_text=" ".join(kept),
        terms=tuple(dict.fromkeys(sequence)),
        sequence=sequence,
        answer_type=_answer_type(lowered),
        negated=negated(normal),
        named=named_words(original),
    )
