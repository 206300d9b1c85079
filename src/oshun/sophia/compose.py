"""The extractive composer: one verbatim quote per witness, nothing added but labels.

For each witness the engine has already chosen the sentence that best answers the question
(``signals.read_hit``). That sentence, exactly as it stands in the passage, becomes one
``retrieved`` claim and is the citation's ``locator``; the answer text joins the claims, each
followed by its citation label.

A field of a reference work quoted on its ``label: value`` line (the field model chose the
line whose label was asked, ``fields.py``) claims the value: "What is the capital of Kenya?"
answers "Nairobi [1]", and the citation's locator stays the whole line, "name: Nairobi", so
the reader shows what the value is. The value is still a verbatim substring of the passage.
"""

from __future__ import annotations

from dataclasses import dataclass

from oshun.retrieval.locate import find_locator
from oshun.sentences import Span, reflow, split_sentences
from oshun.sophia.descriptions import breakdown, line_value, unstated
from oshun.sophia.envelope import Citation, Claim, Support
from oshun.sophia.gate import Judged

SUMMARY_CHARS = 200
MAX_CITATIONS = 6


@dataclass(frozen=True, slots=True)
class Composition:
    answer: str
    claims: list[Claim]
    citations: list[Citation]


def summary(text: str, limit: int = SUMMARY_CHARS) -> str:
    """The passage's opening, cut at a word boundary."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[:limit].rsplit(" ", 1)[0]
    return cut + "…"


def cite(witnesses: list[Judged], locators: list[str]) -> list[Citation]:
    """Citations for ``witnesses``, labelled [1]…, each pointing at its locator."""
    citations = []
    for number, (judged, locator) in enumerate(zip(witnesses, locators, strict=True), start=1):
        passage = judged.reading.hit.passage
        citations.append(
            Citation(
                id=passage.id,
                title=passage.title,
                kind=passage.kind,
                summary=summary(passage.text),
                label=f"[{number}]",
                weight=passage.weight,
                locator=locator,
                page=passage.page,
                heading=passage.heading,
                date=passage.shown_date,
            )
        )
    return citations


def answer_text(claims: list[Claim], citations: list[Citation], titled: bool = False) -> str:
    """Claims joined in order, each followed by the labels of the passages it cites; a
    hard-wrapped quote is reflowed (the claim and its locator stay verbatim). ``titled``:
    each claim is led by its passage's work title, a label like the citation marks ("Chad:
    1.284 million sq km [1] Niger: 1.267 million sq km [2]")."""
    labels = {citation.id: citation.label for citation in citations}
    titles = {citation.id: citation.title for citation in citations}
    parts = []
    for claim in claims:
        marks = "".join(labels[cid] for cid in claim.citation_ids if cid in labels)
        lead = f"{titles[claim.citation_ids[0]]}: " if titled and claim.citation_ids else ""
        parts.append(f"{lead}{reflow(claim.text)} {marks}".strip())
    return " ".join(parts)


def locatable(text: str, span: Span) -> Span:
    """``span``, widened back over whole preceding sentences until the reader's matcher
    (first match, white space and case ignored) finds the quote there and not earlier: a
    sentence that occurs twice in a passage ('"Yes."') would be highlighted at the wrong
    place."""
    if find_locator(text, text[span.start : span.end]) == (span.start, span.end):
        return span
    starts = [sentence.start for sentence in split_sentences(text) if sentence.start < span.start]
    for start in reversed(starts):
        if find_locator(text, text[start : span.end]) == (start, span.end):
            return Span(start, span.end)
    return span


def compose_extractive(witnesses: list[Judged], titled: bool = False) -> Composition:
    """One ``retrieved`` claim per witness: its best sentence, quoted verbatim (with the
    sentences before it when it alone would not locate exactly); the same words from two
    passages of one work are one claim citing both. ``titled`` (a question
    naming several works, or the parts of one): when the witnesses come from more than one
    work, the answer text names each claim's work (``answer_text``): "Which is larger,
    Chad or Niger?" says which area is whose."""
    witnesses = witnesses[:MAX_CITATIONS]
    quotes = []
    for judged in witnesses:
        text = judged.reading.hit.passage.text
        span = locatable(text, judged.reading.span)
        quotes.append(text[span.start : span.end])
    citations = cite(witnesses, quotes)
    claims: list[Claim] = []
    # Duplicate quotes merge: the same words from two passages of one work (a field and its
    # twin under another section) are one claim citing both.
    said: dict[tuple[str, str], Claim] = {}
    for judged, quote, citation in zip(witnesses, quotes, citations, strict=True):
        text = claimed(judged, quote)
        same = said.get((citation.title, text))
        if same is not None:
            same.citation_ids.append(citation.id)
            continue
        claim = Claim(
            id=f"c{len(claims) + 1}",
            text=text,
            support=Support.RETRIEVED,
            citation_ids=[citation.id],
        )
        said[(citation.title, text)] = claim
        claims.append(claim)
    titled = titled and len({citation.title for citation in citations}) > 1
    return Composition(answer_text(claims, citations, titled), claims, citations)


def claimed(judged: Judged, quote: str) -> str:
    """What a witness's claim says: its quote, or the value of a reference work's field
    quoted on its ``label: value`` line (a field-model witness: it has ``heading_sim``).
    A quote of two lines keeps both labels: they say which value is which ("chief of state:
    …", "head of government: …"); so does one part of a figure split into parts
    (``descriptions.breakdown``: "Where does Japan get its energy?" claimed "65.8% of total
    installed capacity", the share of fossil fuels without the words saying so), unless it
    is the total; so does a value saying it is not known ("lyrics/music: unknown", not
    "unknown")."""
    if "heading_sim" not in judged.signals or "\n" in quote.strip():
        return quote
    value = line_value(quote)
    if value is None or unstated(value):
        return quote
    if not quote.lstrip().lower().startswith("total") and breakdown(
        judged.reading.hit.passage.text
    ):
        return quote
    return value
