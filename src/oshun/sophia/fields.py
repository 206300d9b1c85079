"""Reading a named reference work: which of its fields answers the question.

When a question names a work whose passages carry headings (a Factbook country: ~130
fields, "Economy › Exchange rates", "People and Society › Languages"), search ranking is
the wrong tool: "What currency does Peru use?" shares no word with Peru's "Exchange rates"
field, which BM25 ranks 15th, while "constant local currency" in a GDP note ranks first.
So Sophia reads the whole work (up to ``MAX_WORK_PASSAGES``) and judges every field by what
the question asks once the work's name is taken out of it ("What currency does … use?"):

- ``heading_sim``: meaning — cosine of that question and the field's heading (the full
  heading and its last segment, whichever is closer) in a sentence-embedding space. Headings
  repeat across a reference work (the Factbook has 222 distinct ones), so each is embedded
  once and cached; the question costs one embedding. 0 without an embedder.
- ``heading_lead``, ``heading_margin``, ``heading_rank``: the field against its siblings —
  how far its ``heading_sim`` is from the best field's, how far it stands above the next
  best (negative when below), and 1 / its rank; a heading that clearly stands out answers
  even when the wording is far from it ("How young is the population?" → *Median age*).
- ``heading_terms``, ``sentence_terms``, ``passage_terms``: IDF share of the question's
  remaining words in the heading, the chosen sentence (with the heading) and the passage.
- ``missing_rare_term``: the rarest remaining word the field lacks ("dish" in "national
  dish": no field of Italy has it).
- ``type_match``: the chosen sentence holds the kind of answer asked for (how many → a
  number, when → a date, who → a name, where → a place).
- ``text_sim``, ``text_margin``: meaning of the field's whole text — cosine of the question
  with the passage vector the library already stored for dense search (title, heading and
  text; ``retrieval/vectors.py``), and how far it stands above the best other field read.
  "What do people earn in Chad?" is far from every heading but close to the text of *Real
  GDP per capita*. Nothing is embedded for it: a work whose vectors are not all stored yet
  (a backfill still running) is judged by the ``semantic`` model, without these two.
- ``desc_sim``, ``desc_margin``: meaning of what the field answers — cosine of the question
  with the closest of the field's curated descriptions (``descriptions.py``: "currency,
  money used, exchange rate" for *Exchange rates*), and its stand against the other fields.
- ``desc_missing``, ``desc_gap``: a question word neither the field nor its descriptions
  hold, by IDF, and how far in meaning it is from them ("cats" against *Population*).
- ``head_gap`` (a rule, not a model input): the thing the question asks for
  (``question.asked_head``: "building" in "What is the tallest building in Chile?") against
  the field — 0 when the field or its descriptions hold the word, else how far it is in
  meaning from the closest of its heading and descriptions. Unlike ``desc_gap`` it is not
  weighted by rarity: a common head noun ("building", "dish") decides as much as a rare one.
  A field farther than ``1 − LABEL_FLOOR`` from the asked thing (the floor a line's label
  must reach to take the quote) never answers: its probability is 0. "What is the tallest
  building in Chile?" then abstains instead of quoting *Elevation* at low confidence.
- ``when_gap`` (a rule, not a model input): the question asks about another time than the
  field states — a year the field's text lacks ("What was the population of Germany in
  1950?" against "(2025 est.)") or a holder in time of the asked thing that it never writes
  ("Who was the **first** president of Ghana?": the field names the current one). Such a
  field gets probability 0.
- ``chunk_rank``: 1 for a field's first passage, 1/2 for its second chunk…

The quote of each witness is then moved to the ``label: value`` line the question asks
about (``descriptions.focus_line``): "chief of state", not "head of government", for "Who
is the head of state of Spain?".

A logistic model over these (weights in ``presets/gate-v2.json``, fitted by
``bench/fit_fields.py`` on visible Factbook questions; one model per ``kind``: ``dense``
with the stored passage vectors, ``semantic`` with headings only, ``lexical`` without an
embedding model) gives each field the
probability that it answers the question; that probability ranks the fields, decides the
witnesses, and is the answer's confidence.
"""

from __future__ import annotations

import functools
import math
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

import numpy

from oshun.retrieval.analysis import STOP_WORDS, stem, terms
from oshun.retrieval.embedding import Embedder
from oshun.retrieval.search import PassageRecord, SearchHit
from oshun.sentences import Span
from oshun.sophia.answer_type import names_a_person, names_nobody, type_match
from oshun.sophia.counts import asks_how_many, count_unstated, counts_other, times_unstated
from oshun.sophia.descriptions import (
    LABEL_FLOOR,
    Meanings,
    asked_line,
    both_sexes,
    description_terms,
    descriptions,
    field_similarities,
    item_list,
    label_terms,
    labelled_lines,
    main_line,
    names_people,
    no_line_asked,
    standing_note,
    unstated,
    whole_split,
)
from oshun.sophia.entities import Mention
from oshun.sophia.entries import REGION_OF_WORLD
from oshun.sophia.lookalikes import (
    QUALIFIER_GAP_MAX,
    alternative_unheld,
    amount_unstated,
    asked_qualifiers,
    attitude_asked,
    base_only,
    change_unheld,
    complement_asked,
    duration_unstated,
    era_unheld,
    excluded,
    future_unstated,
    gives_no_reason,
    holder_unnamed,
    judgement_unstated,
    measure_unstated,
    moment_unheld,
    money_unstated,
    name_unheld,
    officeholder_owns,
    per_person_unstated,
    period_unstated,
    person_owns,
    place_age_unstated,
    place_narrower,
    price_unstated,
    safety_unnamed,
    scope_wider,
    subgroup_unsplit,
    trade_unheld,
)
from oshun.sophia.presets import field_calibration, field_model
from oshun.sophia.question import MAKING, Question, asked_head, asks_change
from oshun.sophia.signals import Reading, TermStats, read_hit
from oshun.sophia.superlative import measures
from oshun.sophia.units import figure_unstated, units_held, whole_unheld

#: A work with more passages than this is judged from its search hits only.
MAX_WORK_PASSAGES = 600
#: Fields read in full (sentence choice) after a cheap first ranking of the whole work.
READ_DEPTH = 12
#: Witnesses quoted for a question about a named work, at most.
FIELD_WITNESSES = 3
_POSSESSIVE = re.compile(r"^['’]s?(?!\w)")
#: A field farther than this from the question's asked thing (``head_gap``) never answers.
HEAD_GAP_MAX = 1.0 - LABEL_FLOOR
#: Letters of a term that ``desc_missing`` compares ("neighbour" and "neighbor" meet).
PREFIX = 5
#: Items of a value compared with the asked thing, at most (a list field is short).
KIND_ITEMS = 16
#: Items of a value are cut at commas, semicolons, line ends and "and": "Bengal tiger and
#: lotus flower" is an animal and a flower, not one thing closest to a flower.
_ITEM_SPLIT = re.compile(r"[,;\n]+|\s+and\s+")
_ITEM_LABEL = re.compile(r"^\s*[A-Za-z][A-Za-z /()'-]{0,40}:\s*")


class HeadingVectors:
    """Embeddings of headings (full, and last segment), computed once per heading text."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.meanings = Meanings(embedder)
        self._vectors: dict[str, numpy.ndarray] = {}
        self._lock = threading.Lock()

    def matrix(self, headings: Sequence[str]) -> numpy.ndarray:
        """Shape (len(headings), 2, dim): each heading's full and last-segment vectors."""
        with self._lock:
            missing = sorted({h for h in headings if h not in self._vectors})
        if missing:
            lasts = [h.rsplit("›", 1)[-1].strip() for h in missing]
            vectors = self.embedder.embed([*missing, *lasts])
            with self._lock:
                for i, heading in enumerate(missing):
                    self._vectors[heading] = vectors[[i, len(missing) + i]]
        with self._lock:
            return numpy.stack([self._vectors[h] for h in headings])

    def question(self, text: str) -> numpy.ndarray:
        """The question's vector."""
        embed_query = getattr(self.embedder, "embed_query", None)
        if embed_query is not None:
            return numpy.asarray(embed_query(text))
        return self.embedder.embed([text])[0]


@functools.cache
def _prefixes(heading: str) -> frozenset[str]:
    return frozenset(t[:PREFIX] for t in description_terms(heading))


#: A field's line for one sex ("female: 48.5% (2021 est.)", "male: 69.1%") holds the
#: figure of its women or its men: "How many Pakistani women are literate?" is answered by
#: *Literacy*, which never writes "women".
_SEX_LINES = {
    "female": frozenset({"women", "woman", "girl", "ladi", "femal"}),
    "male": frozenset({"men", "man", "boy", "male"}),
}
_SEX_LINE = re.compile(r"^\s*(female|male)\b[^:\n]*:", re.MULTILINE | re.IGNORECASE)


def _sexes(text: str) -> frozenset[str]:
    """The first letters of the words for the people of each sex a field has a line for."""
    found: set[str] = set()
    for match in _SEX_LINE.finditer(text):
        found |= _SEX_LINES[match.group(1).lower()]
    return frozenset(found)


@dataclass(slots=True)
class WorkFields:
    """The passages of one or more named works, with their analysed terms and heading
    vectors (computed once, then cached with the work)."""

    passages: list[PassageRecord]
    heading_terms: list[set[str]]
    passage_terms: list[set[str]]
    #: 1 for a field's first passage, 1/2 for its second… (a long field is cut in chunks;
    #: its first holds the main lines: "chief of state", not the election results)
    chunk_rank: list[float]
    vectors: numpy.ndarray | None = None
    #: the stored passage vectors (unit, row per passage); None until all are stored
    texts: numpy.ndarray | None = None
    #: the descriptions of the passages' headings (``descriptions.Meanings.fields``)
    described: tuple[numpy.ndarray, numpy.ndarray] | None = None
    _described: bool = False
    _explained: dict[int, set[str]] = field(default_factory=dict)

    def explained(self, i: int) -> set[str]:
        """What passage ``i`` and its heading's descriptions hold: the first ``PREFIX``
        letters of their analysed terms ("wealthi" and "wealth" meet); computed for the
        fields a question reads, then kept."""
        found = self._explained.get(i)
        if found is None:
            heading = self.passages[i].heading
            found = {t[:PREFIX] for t in self.passage_terms[i]} | _prefixes(heading)
            found |= _sexes(self.passages[i].text)
            # a figure in km holds its length in miles or feet too (``units.py``)
            found |= units_held(self.passages[i].text)
            self._explained[i] = found
        return found

    def kind(self, headings: HeadingVectors | None) -> str:
        """The field model that judges this work: ``dense``, ``semantic`` or ``lexical``."""
        if headings is None:
            return "lexical"
        return "semantic" if self.texts is None else "dense"

    def similarities(self, headings: HeadingVectors, question: numpy.ndarray) -> numpy.ndarray:
        """Cosine of ``question`` with each passage's heading (the closer of full and last)."""
        if self.vectors is None:
            self.vectors = headings.matrix([p.heading for p in self.passages])
        return numpy.asarray((self.vectors @ question).max(axis=1))

    def phrases(self, i: int) -> numpy.ndarray | None:
        """The vectors of passage ``i``'s heading (full and last segment) and its heading's
        descriptions, once both are computed."""
        if self.vectors is None:
            return None
        rows = [self.vectors[i]]
        if self.described is not None:
            matrix, owners = self.described
            rows.append(matrix[owners == i])
        return numpy.vstack(rows)

    def description_similarities(
        self, headings: HeadingVectors, question: numpy.ndarray, fallback: numpy.ndarray
    ) -> numpy.ndarray:
        """Cosine of ``question`` with each passage's closest heading description
        (``descriptions.field_similarities``; ``fallback`` where a heading has none)."""
        if not self._described:
            self.described = headings.meanings.fields([p.heading for p in self.passages])
            self._described = True
        return field_similarities(self.described, fallback, question)

    @classmethod
    def of(cls, passages: list[PassageRecord]) -> WorkFields:
        heads = [set(terms(p.heading)) for p in passages]
        bodies = [set(terms(p.text)) | h for p, h in zip(passages, heads, strict=True)]
        seen: dict[tuple[str, str], int] = {}
        chunk_rank = []
        for p in passages:
            key = (p.title, p.heading)
            seen[key] = seen.get(key, 0) + 1
            chunk_rank.append(1.0 / seen[key])
        return cls(passages, heads, bodies, chunk_rank)


@dataclass(frozen=True, slots=True)
class FieldJudgement:
    """One field of a named work, read against the question."""

    reading: Reading
    signals: dict[str, float]
    probability: float


def _share(wanted: dict[str, float], present: set[str]) -> float:
    total = sum(wanted.values())
    return sum(w for t, w in wanted.items() if t in present) / total if total else 0.0


def probability(signals: dict[str, float], kind: str) -> float:
    """The field model's probability that a field answers the question."""
    model = field_model(kind)
    z = model.bias + sum(model.weights.get(name, 0.0) * value for name, value in signals.items())
    return 1.0 / (1.0 + math.exp(-z))


def field_confidence(fields: list[FieldJudgement], kind: str) -> float:
    """The answer's confidence: P(the first field answers the question), calibrated on the
    first fields of visible questions from the field's probability and its lead over the
    runner-up (two close fields: either may be the asked one). Without a fitted calibration,
    the first field's probability."""
    if not fields:
        return 0.0
    # Read in the model's order: a rule that put a less probable witness first reads the
    # two as one measure or one field (the whole before its per-person figure, a field
    # before its part, the chunk with the asked line) and chose between them; the answer
    # is no less likely for it. "What is the GDP of France?" quoted the whole (0.39) before
    # the GDP per capita (0.52) at 0.36, as if the per-capita figure were a rival answer.
    ranked = sorted((f.probability for f in fields), reverse=True)
    return calibrated(ranked[0], ranked[1] if len(ranked) > 1 else 0.0, kind)


def calibrated(first: float, second: float, kind: str) -> float:
    """``field_confidence`` from the first field's probability and the runner-up's."""
    calibration = field_calibration(kind)
    if calibration is None:
        return round(first, 4)
    clipped = min(max(first, 1e-6), 1 - 1e-6)
    inputs = {"logit": math.log(clipped / (1 - clipped)), "lead": first - second}
    z = calibration.bias + sum(w * inputs[name] for name, w in calibration.weights.items())
    return round(1.0 / (1.0 + math.exp(-z)), 4)


def field_threshold(kind: str) -> float:
    """The probability a field needs to be a witness (fitted with the model)."""
    return field_model(kind).threshold


def without_names(text: str, mentions: Sequence[Mention]) -> str:
    """``text`` without the names of works it mentions, and without their possessive
    ("What is Yemen's GDP?" → "What is GDP?"): what the question asks of the work.

    A work's people named in the plural ("Australians", "Kenyans") are people: "Are
    Australians mostly on the coast?" asks where people live (*Population distribution*),
    which "Are mostly on the coast?" no longer says (it quoted *Coastline*)."""
    rest = text
    for mention in sorted(mentions, key=lambda m: -m.start):
        if mention.end <= len(rest) and rest[mention.start : mention.end] == mention.surface:
            tail = _POSSESSIVE.sub("", rest[mention.end :], count=1)
            head = rest[: mention.start]
            form = _STATE_FORM.search(head)
            if form is not None and "islamic state" not in form.group().lower():
                head = head[: form.start()]  # not the group "Islamic State of Iraq …"
            rest = head + ("people" if _a_people_plural(mention) else "") + tail
    return rest


#: The form of state written before a name the library knows without it: "the Republic of
#: Ireland", "the Kingdom of Spain", "the Federal Republic of Germany" — part of the name,
#: not a word the fields must hold ("How big is the Republic of Ireland?" abstained). Written
#: as a name is, with a capital: "the head of state of Spain" asks for the head of state.
_STATE_FORM = re.compile(
    r"\b(?:[Tt]he\s+)?(?:(?i:federal|democratic|people'?s|islamic|united|socialist|arab"
    r"|plurinational|bolivarian|hellenic|federative|grand|independent|cooperative)\s+)*"
    r"(?:Republic|Kingdom|State|Commonwealth|Principality|Duchy|Sultanate|Emirate|Federation"
    r"|Dominion|Confederation)\s+of\s+(?:the\s+)?$"
)


def _a_people_plural(mention: Mention) -> bool:
    """The mention names the work's people as a plural noun ("Kenyans"; not "Swiss")."""
    surface = mention.surface.lower()
    return mention.people and surface.endswith("s") and not surface.endswith("ss")


#: a year the question asks of, with its preposition ("in 2023", "2023")
_ASKED_YEAR = re.compile(r"(?:\b(?:in|of|for|during)\s+)?\b(?:1[5-9]|20)\d\d\b", re.IGNORECASE)


def without_year(text: str) -> str:
    """``text`` without the years it asks of, for judging fields by meaning: a year says
    when, not what ("japan gdp 2023" is as close to *Real GDP growth rate* as to *Real GDP*
    with it, and asks the GDP); ``when_gap`` and ``year_line`` read the year itself. The
    text as written when nothing else is left."""
    rest = " ".join(_ASKED_YEAR.sub(" ", text).split())
    return rest if any(c.isalpha() for c in rest) else text


def judge_fields(
    residual: Question,
    rest_text: str,
    work: WorkFields,
    stats: TermStats,
    headings: HeadingVectors | None,
    asked: str | None = None,
    unrelated: Callable[[PassageRecord], bool] | None = None,
    unread: Callable[[PassageRecord], bool] | None = None,
    meant: str | None = None,
) -> list[FieldJudgement]:
    """Every passage of a named work judged for ``residual`` (the question without the
    work's name; ``rest_text`` its words as written), most probable first. ``asked`` is the
    question as the person wrote it, framing and all ("… right now?"): the moment it asks
    about (``lookalikes.moment_unheld``); ``rest_text`` when not given. ``unrelated``, for a
    question asking how named works stand to one another ("the ambassador of France to
    Germany"), tells a passage that does not name the other works (``lookalikes.related``).
    ``unread`` tells a passage that is not read at all, nor measured against: a field about
    the relation the other way round (``lookalikes.direction_unheld``: *Diplomatic
    representation from the US* for "Japan's ambassador to the United States") would take
    the margin of its counterpart (*… in the US*), described alike. ``meant``, when given,
    is what the question's meaning is read from instead of ``rest_text`` (the owner of a
    territory as "another country": ``engine._meant``)."""
    passages, heading_terms, passage_terms = work.passages, work.heading_terms, work.passage_terms
    if not passages:
        return []
    weights = {term: stats.idf(term) for term in residual.terms}
    kind = work.kind(headings)
    written = list(dict.fromkeys(w.lower() for w in residual.search_text.split()))
    vector: numpy.ndarray | None = None
    words: _Words | None = None
    head = asked_head(rest_text)
    head_at = written.index(head) if head in written else None
    changing = asks_change(asked or rest_text)
    rankings = measures(rest_text)
    counted = head if head is not None and _COUNTING.search(rest_text) else None
    qualifiers = [
        written.index(w)
        for w in asked_qualifiers(rest_text, head, counted is not None)
        if w in written
    ]
    if headings is not None and rest_text.strip():
        # The question and its words in one call to the model.
        embedded = headings.meanings.vectors([without_year(meant or rest_text), *written])
        vector = embedded[0]
        words = _Words.of(written, embedded[1:], stats)
    if headings is not None and vector is not None:
        heading_sims = work.similarities(headings, vector)
        sims = [float(v) for v in heading_sims]
        described = [
            float(v) for v in work.description_similarities(headings, vector, heading_sims)
        ]
    else:
        sims = [0.0] * len(passages)
        described = [0.0] * len(passages)
    texts = (
        [float(v) for v in work.texts @ vector]
        if kind == "dense" and work.texts is not None and vector is not None
        else None
    )
    best_sim = max(sims)
    cheap = [
        sim
        + described[i]
        + _share(weights, h)
        + 0.5 * _share(weights, t)
        + (texts[i] if texts else 0.0)
        for i, (sim, h, t) in enumerate(zip(sims, heading_terms, passage_terms, strict=True))
    ]
    kept = [i for i in range(len(passages)) if unread is None or not unread(passages[i])]
    order = sorted(kept, key=lambda i: -cheap[i])[:READ_DEPTH]
    judged = []
    for i in order:
        record = passages[i]
        hit = SearchHit(record, 0.0, i + 1)
        reading = read_hit(residual, hit, stats, 0.0)
        quote = record.text[reading.span.start : reading.span.end]
        signals = field_signals(
            residual,
            weights,
            reading,
            sims[i],
            best_sim,
            heading_terms[i],
            passage_terms[i],
            quote,
            stats,
        )
        lacking = [
            weights[t] / stats.max_idf for t in weights if t[:PREFIX] not in work.explained(i)
        ]
        signals["desc_missing"] = max(lacking, default=0.0)
        signals["chunk_rank"] = work.chunk_rank[i]
        if words is not None and headings is not None:
            signals["desc_gap"] = _gap(work, i, words, stats)
            signals["head_gap"] = (
                0.0
                if head_at is None
                else _head_gap(work, i, words, head_at, residual.answer_type == "person")
            )
            if head_at is not None and signals["head_gap"] <= HEAD_GAP_MAX and head not in MAKING:
                signals["kind_gap"] = _kind_gap(work, i, words, head_at, headings)
            for k in qualifiers:
                # a qualifier of one of the listed kinds narrows as the head does: "How many
                # Sunni Muslims …?" is not answered by a share of all Muslims
                signals["kind_gap"] = max(
                    signals.get("kind_gap", 0.0), _kind_gap(work, i, words, k, headings)
                )
            # A qualifier of the counted thing is asked as much as the thing: "How many
            # homeless people …?" is not answered by a count of all people.
            signals["qualifier_gap"] = max(
                (_head_gap(work, i, words, k) for k in qualifiers), default=0.0
            )
        judged.append(FieldJudgement(reading, signals, 0.0))
    read = [sims[i] for i in order]
    read_described = [described[i] for i in order]
    read_texts = [texts[i] for i in order] if texts else []
    out = []
    read_headings = [passages[i].heading for i in order]
    maybe_name = rare_word(stats)
    # Asked when, a field that gives no date cannot answer, so it is no rival either: "When
    # did Italians last vote for parliament?" is not less likely the lower chamber's "most
    # recent election date: 9/25/2022" for *Legislative branch*'s "legislative structure:
    # bicameral", described as parliament too (time19). A field is still measured against
    # the dated ones. Asked why, a field that says no reason in words of its own is no
    # rival alike (``lookalikes.gives_no_reason``): "Why is Cyprus divided?" is not less
    # likely *Background* for *Administrative divisions* ("how the country is divided").
    cannot_answer = (
        {n for n, j in enumerate(judged) if not _dated(j.reading.hit.passage.text)}
        if residual.answer_type == "time"
        else {
            n
            for n, j in enumerate(judged)
            if gives_no_reason(rest_text, j.reading.hit.passage.heading, j.reading.hit.passage.text)
        }
    )
    for position, judgement in enumerate(judged):
        # A field is measured against the other fields read, not against its twin under
        # another section (*Geography › Climate* and *Environment › Climate* say the same
        # and are described alike): two twins would each stand out from nothing.
        rivals = [
            n
            for n in range(len(judged))
            if n != position
            and not _twins(read_headings[n], read_headings[position])
            and n not in cannot_answer
        ]
        others = [read[n] for n in rivals]
        mine = read[position]
        signals = judgement.signals | {
            "heading_margin": mine - max(others, default=0.0),
            "heading_rank": 1.0 / (1 + sum(other > mine for other in others)),
        }
        if headings is not None:
            rest_described = [read_described[n] for n in rivals]
            signals["desc_sim"] = max(0.0, read_described[position])
            signals["desc_margin"] = read_described[position] - max(rest_described, default=0.0)
        if read_texts:
            rest_texts = [read_texts[n] for n in rivals]
            signals["text_sim"] = max(0.0, read_texts[position])
            signals["text_margin"] = read_texts[position] - max(rest_texts, default=0.0)
        signals["when_gap"] = when_gap(rest_text, head, judgement.reading.hit.passage.text)
        signals["rank_gap"] = rank_gap(rankings, work, order[position])
        signals["count_gap"] = count_gap(counted, read_headings[position])
        record = judgement.reading.hit.passage
        signals["lookalike"] = float(
            (unrelated is not None and unrelated(record))
            or excluded(rest_text, record.heading, record.text)
            or scope_wider(REGION_OF_WORLD.sub("region", rest_text), record.title, record.text)
            or future_unstated(rest_text, record.text)
            or period_unstated(rest_text, record.text)
            or price_unstated(rest_text, record.text)
            or place_narrower(rest_text, work.explained(order[position]))
            or era_unheld(rest_text, work.explained(order[position]))
            or subgroup_unsplit(rest_text, record.heading, record.text)
            or judgement_unstated(rest_text, record.text, record.heading)
            or complement_asked(rest_text)
            or attitude_asked(rest_text)
            or duration_unstated(rest_text, record.text)
            or per_person_unstated(rest_text, record.heading, record.text)
            or amount_unstated(rest_text, record.text)
            or whole_unheld(rest_text, record.text)
            or money_unstated(asked or rest_text, record.text)
            or base_only(rest_text, residual.terms, record.heading, record.text)
            or place_age_unstated(rest_text, record.heading, record.text)
            or gives_no_reason(rest_text, record.heading, record.text)
            or alternative_unheld(rest_text, record.heading, record.text)
            or moment_unheld(asked or rest_text, rest_text, record.heading)
            or change_unheld(changing, record.heading, record.text)
            or safety_unnamed(
                rest_text, record.heading, residual.terms, work.explained(order[position])
            )
            or officeholder_owns(rest_text, head, record.heading)
            or person_owns(rest_text)
            or holder_unnamed(rest_text, head, record.heading, record.text, maybe_name)
            or trade_unheld(rest_text, record.heading, work.explained(order[position]))
            or name_unheld(
                residual.named,
                rest_text,
                work.explained(order[position]),
                (record.title, record.heading, record.text),
            )
        )
        chance = probability(signals, kind)
        if signals["when_gap"] > 0.0:
            chance = 0.0  # the field is of another time than the one asked about
        if signals.get("head_gap", 0.0) > HEAD_GAP_MAX:
            chance = 0.0  # the field does not hold the thing asked for
        if signals.get("kind_gap", 0.0) > 0.0:
            chance = 0.0  # the field answers such things, but this work's value holds none
        if signals["rank_gap"] > 0.0:
            chance = 0.0  # the field does not rank its things the way the question asks
        if signals["count_gap"] > 0.0:
            chance = 0.0  # the field counts another thing than the one asked about
        if signals.get("qualifier_gap", 0.0) > QUALIFIER_GAP_MAX:
            chance = 0.0  # the field counts the thing, not the kind of it asked about
        if signals["lookalike"] > 0.0:
            chance = 0.0  # the field looks like the answer but does not hold it
        out.append(FieldJudgement(judgement.reading, signals, chance))
    out.sort(key=lambda j: -j.probability)
    if headings is not None and vector is not None:
        # The quote of each witness: the line of the field the question asks about.
        focusing = []
        # "the queen or king": either will do, so no note must hold the first alone
        # ("note: Queen MARGRETHE II abdicated …" beside "chief of state: King FREDERIK X")
        noted = None if head is not None and _offered_either(rest_text, head) else head
        for judgement in out[:FIELD_WITNESSES]:
            focused, found = _focused(judgement.reading, residual, weights, headings, vector, noted)
            judgement = replace(judgement, reading=focused)
            if judgement.probability > 0.0 and (
                (
                    not found
                    and no_line_asked(
                        headings.meanings,
                        focused.hit.passage.text,
                        focused.hit.passage.heading,
                        vector,
                    )
                )
                or year_missing(rest_text, focused.quote)
                or measure_unstated(rest_text, focused.quote)
                or figure_unstated(rest_text, focused.quote)
                or count_unstated(rest_text, focused.quote, headings.meanings.vectors)
                or times_unstated(rest_text, focused.quote)
                or before_gap(rest_text, focused.quote)
                or office_gap(rest_text, head, focused.quote)
                or (residual.answer_type == "person" and names_nobody(focused.quote))
                or (residual.answer_type == "time" and not _dated(focused.hit.passage.text))
                or (residual.answer_type == "time" and _undated_line(focused.quote))
                or (residual.answer_type == "time" and _of_the_other_time(rest_text, focused.quote))
                or gives_no_reason(rest_text, focused.hit.passage.heading, focused.quote)
                or (
                    asks_how_many(rest_text)
                    and counts_other(
                        written,
                        focused.hit.passage.text,
                        headings.meanings.vectors,
                        listing=_listing(focused.hit.passage.heading),
                    )
                )
            ):
                # The year asked about is elsewhere in the field, not in the line that
                # would be quoted: "Who was president of Ghana in 2020?" is not answered
                # by "President John Dramani MAHAMA (since 7 January 2025)"; nor "What
                # currency did Italy use before the euro?" by "Currency: euros (EUR) …";
                # nor a question asking when by a line without a date ("When did Spain
                # join NATO?" against the organisations it belongs to), nor the next
                # election by the last one's line ("most recent election date: …" of a
                # chunk whose field's other chunk says when the next is); nor "How many
                # hospitals …?" by "1.6 beds/1,000 population" (``counts.py``); nor "Who
                # is the vice president of Brazil?" by "President … LULA da Silva"; nor
                # "What is the capital of Western Sahara?" by a field whose lines are all
                # of other things (``descriptions.no_line_asked``: no "name:" line); nor
                # "Why is Chile so long?" by "conventional long form: Republic of Chile",
                # which says no reason in words of its own (``lookalikes.reason_unstated``).
                signals = {**judgement.signals, "when_gap": 1.0}
                judgement = replace(judgement, signals=signals, probability=0.0)
            focusing.append((judgement, found))
        focusing.sort(key=lambda pair: -pair[0].probability)
        out[: len(focusing)] = [judgement for judgement, _ in focusing]
        _lead_with_the_asked_line(out, [found for _, found in focusing])
        _whole_before_per_head(out, field_threshold(kind), rest_text)
        _closer_sub_field(out, field_threshold(kind))
        _goods_before_total(out, field_threshold(kind), rest_text)
        _whole_before_narrowed(out, field_threshold(kind), residual.terms)
        _named_sibling_first(out, field_threshold(kind), residual.terms)
        _heading_holds_the_word(out, field_threshold(kind), residual.terms)
        _executive_election_first(out, field_threshold(kind), residual)
        _past_results_after_holder(out, residual)
        _named_chamber_first(out, field_threshold(kind), residual.terms)
    return out


#: The line of a legislature's field that names it: "chamber name: House of Representatives
#: (Shugiin)", "legislature name: Parliament (Knesset)".
_CHAMBER_NAME = re.compile(
    r"^\s*(?:chamber|legislature) name:\s*(.+)$", re.MULTILINE | re.IGNORECASE
)


def chamber_names(text: str) -> list[frozenset[str]]:
    """The terms of each name a field's naming line gives its chamber: the name, and each
    name in parentheses ("House of the People (Lok Sabha)" → {house, people}, {lok,
    sabha}); empty for a field naming no chamber."""
    names = []
    for match in _CHAMBER_NAME.finditer(text):
        value = match.group(1)
        for name in (_PARENTHESES.sub(" ", value), *_PARENTHESES.findall(value)):
            found = frozenset(terms(name.strip("()")))
            if found:
                names.append(found)
    return names


def _named_chamber_first(out: list[FieldJudgement], threshold: float, asked: Iterable[str]) -> None:
    """A witness whose chamber the question names in full ("When is Japan's next House of
    Representatives election?": the lower chamber's "chamber name: House of Representatives
    (Shugiin)"; "the Lok Sabha", "the Sejm") leads a field that does not: the executive's
    election results, which write "lower house vote" (0.43 against the chamber's 0.38), and
    *Legislative branch*'s note on the House's delegates no longer lead (time19). Every
    term of one of the chamber's names must be asked: "House" alone names neither the House
    of Representatives nor the House of Councillors, and "federal" no "Federal Senate"."""
    said = set(asked)

    def named(text: str) -> bool:
        return any(name <= said for name in chamber_names(text))

    if not out or named(out[0].reading.hit.passage.text):
        return
    _lead_with(out, threshold, lambda _lead, other: named(other.reading.hit.passage.text))


#: What a question asking only when an election is may say besides: "When was the last
#: election in Peru?", "When is the next vote in Kenya?".
_ELECTION_ONLY = frozenset(
    {"last", "next", "recen", "lates", "upcom", "elect", "vote", "poll", "held", "hold"}
)
#: A line dating an election: "most recent election date: …", "expected date of next election".
#: … and the executive's election named as such: "the next presidential election".
_EXECUTIVE_WORDS = frozenset({"presi"})
_ELECTION_LINE = re.compile(r"\belection\b", re.IGNORECASE)
_EXECUTIVE = "Executive branch"


def _executive_election_first(
    out: list[FieldJudgement], threshold: float, residual: Question
) -> None:
    """Asked when "the election" (or "the presidential election") was or will be, no
    chamber named, the executive's dated election line leads: the country's election is its
    head of state's or government's, and a legislature's line ("most recent election date:
    4/11/2021" of Peru's unicameral *Legislative branch*) follows it. "When was the last
    election in Peru?" led with the legislature once its field was described as when people
    last voted for parliament (time19). A legislature whose country elects no executive
    (Norway's king and appointed prime minister: no election line) still answers."""
    if residual.answer_type != "time" or not residual.terms:
        return
    if any(t[:PREFIX] not in _ELECTION_ONLY | _EXECUTIVE_WORDS for t in residual.terms):
        return
    if not any(t[:PREFIX] in {"elect", "vote", "poll"} for t in residual.terms):
        return
    if not out or out[0].probability < threshold:
        return
    if out[0].reading.hit.passage.heading.endswith(_EXECUTIVE):
        return
    for n in range(1, min(len(out), FIELD_WITNESSES)):
        judgement = out[n]
        if judgement.probability < threshold:
            return
        if judgement.reading.hit.passage.heading.endswith(_EXECUTIVE) and (
            _ELECTION_LINE.search(judgement.reading.quote) and _dated(judgement.reading.quote)
        ):
            out.insert(0, out.pop(n))
            return


#: A dated result line of an executive's field: "2018: Milos ZEMAN reelected president in the
#: second round; percent of vote - …".
_RESULT_LINE = re.compile(r"^\s*\d{4}\s*:")
#: Words asking about an election or its outcome (stems' first letters, ``PREFIX``).
_RESULT_WORDS = frozenset(
    {"elect", "vote", "poll", "won", "win", "resul", "perce", "margi", "round"}
)


def _past_results_after_holder(out: list[FieldJudgement], residual: Question) -> None:
    """Asked who holds an office, the executive's holder line leads and a later passage of
    the same field quoting a past election's result ("2018: Milos ZEMAN reelected
    president …") answers nothing asked: it names who won then, not who holds the office
    now ("Who is the head of government in Czechia?" quoted Prime Minister BABIS and then
    the 2018 presidential result). Kept when the question asks about an election or a vote."""
    if residual.answer_type != "person" or not out or out[0].probability <= 0.0:
        return
    if any(t[:PREFIX] in _RESULT_WORDS for t in residual.terms):
        return
    lead = out[0].reading.hit.passage
    if not lead.heading.endswith(_EXECUTIVE) or _RESULT_LINE.match(out[0].reading.quote):
        return
    for n in range(1, min(len(out), FIELD_WITNESSES)):
        judgement = out[n]
        passage = judgement.reading.hit.passage
        if (
            passage.heading == lead.heading
            and passage.title == lead.title
            and _RESULT_LINE.match(judgement.reading.quote)
        ):
            signals = {**judgement.signals, "past_result": 1.0}
            out[n] = replace(judgement, signals=signals, probability=0.0)
    out.sort(key=lambda j: -j.probability)


#: A line that places a moment without a date: a clock's offset ("UTC+3", "5 hours ahead").
_CLOCK = re.compile(r"\bUTC\b|\bGMT\b|\bhours?\b|\bhr\b", re.IGNORECASE)


def _undated_line(quote: str) -> bool:
    """Asked when, the line to be quoted gives no date, month, century nor clock time,
    though its field does elsewhere: "election/appointment process: the monarchy is
    hereditary …" of Norway's *Executive branch* does not say when its last election was."""
    return not _dated(quote) and _CLOCK.search(quote) is None


def _offered_either(text: str, head: str) -> bool:
    """The asked thing comes with an alternative: "Who is the queen or king of Denmark?",
    "the king or queen", "president or prime minister"."""
    word = re.escape(head)
    return bool(
        re.search(rf"\b{word}\s+or\s+(?:the\s+)?[^\W\d_]+", text, re.IGNORECASE)
        or re.search(rf"\b[^\W\d_]+\s+or\s+(?:the\s+)?{word}\b", text, re.IGNORECASE)
    )


#: A heading's words that narrow a measure to one person ("Real GDP per capita").
_PER_HEAD = re.compile(r"\bper (?:capita|person|head)\b", re.IGNORECASE)


def _measure(heading: str) -> frozenset[str]:
    """The words of what a heading measures, parentheses aside ("Real GDP (purchasing power
    parity)" → real, gdp), and without "per capita" ("Real GDP per capita" → real, gdp)."""
    name = re.sub(r"\([^)]*\)", " ", heading.rsplit(" › ", 1)[-1])
    return frozenset(re.findall(r"\w+", _PER_HEAD.sub(" ", name).lower()))


def _whole_before_per_head(out: list[FieldJudgement], threshold: float, asked: str = "") -> None:
    """A measure per person ("Real GDP per capita") narrows the measure of the whole ("Real
    GDP (purchasing power parity)"): when both are witnesses and the question is closer to
    what the whole's field answers (its descriptions) than to what the per-person field
    does, the whole leads. "What is the GDP of France?" asks the size of the economy, not
    the income per person that the model ranked first (its heading holds "GDP" with fewer
    other words); "What is the GDP per capita of Norway?" and "How wealthy are people in
    Qatar on average?" stay with the per-person field. The whole's heading, parentheses
    aside, says no more than the per-person one without "per capita" ("Real GDP", "GDP";
    not "Real GDP growth rate"). A question that says "per capita", "per person" or "per
    head" itself (``asked``) asks the per-person figure, however close it is to the
    whole's descriptions ("What's the GDP per head in Ecuador?")."""
    if len(out) < 2 or not _PER_HEAD.search(out[0].reading.hit.passage.heading):
        return
    if _PER_HEAD.search(asked):
        return
    measured = _measure(out[0].reading.hit.passage.heading)

    def whole(lead: FieldJudgement, other: FieldJudgement) -> bool:
        heading = other.reading.hit.passage.heading
        return (
            not _PER_HEAD.search(heading)
            and bool(_measure(heading))
            and _measure(heading) <= measured  # the same measure, of the whole
            and other.signals.get("desc_sim", 0.0) > lead.signals.get("desc_sim", 1.0)
        )

    # any field passing the threshold may be the whole: "How much is the GDP of Turkey?"
    # ranked *GDP (official exchange rate)* and *Education expenditure (% GDP)* between the
    # per-person figure and *Real GDP (purchasing power parity)*, whose descriptions are
    # the closer
    _lead_with(out, threshold, whole, depth=len(out))


def _lead_with(
    out: list[FieldJudgement],
    threshold: float,
    leads: Callable[[FieldJudgement, FieldJudgement], bool],
    depth: int = FIELD_WITNESSES,
) -> None:
    """When the first witness passes ``threshold``, the first other field of the same work
    among the first ``depth`` that passes it too and that ``leads(first, other)`` accepts
    moves to the front."""
    if len(out) < 2 or out[0].probability < threshold:
        return
    lead = out[0]
    for n in range(1, min(len(out), depth)):
        other = out[n]
        if (
            other.probability >= threshold
            and other.reading.hit.passage.title == lead.reading.hit.passage.title
            and leads(lead, other)
        ):
            out.insert(0, out.pop(n))
            return


#: How much closer to a field's or its part's descriptions the question must be for the less
#: probable of the two to lead (``_closer_sub_field``): clearly, not by the few hundredths
#: that separate "How big is Chad?" from *Area* (0.60) and *Area - comparative* (0.65).
SUB_FIELD_MARGIN = 0.1


def _sub_field_of(base: str, heading: str) -> bool:
    """``heading`` is a part of the field ``base``: the same last segment followed by " - "
    and what narrows it ("Exports" → "Exports - commodities", "Exports - partners";
    "Legislative branch" → "Legislative branch - lower chamber")."""
    return heading.rsplit(" › ", 1)[-1].startswith(base.rsplit(" › ", 1)[-1] + " - ")


_PARENTHESES = re.compile(r"\([^)]*\)")
#: How much farther from the question a field's descriptions may be than the leading
#: field's for its heading's word to make it lead (``_heading_holds_the_word``).
HELD_MARGIN = 0.05


def _heading_holds_the_word(
    out: list[FieldJudgement], threshold: float, asked: Iterable[str]
) -> None:
    """A witness whose field's name (parentheses aside) the question says whole, with a word
    the leading field writes nowhere, leads: "When does India celebrate its independence?"
    ranked *National holiday* first (0.68; its descriptions speak of independence days,
    India's is Republic Day) and *Independence* (0.41, "15 August 1947") second. "Where is
    Côte d'Ivoire on the map?" stays with *Location* ("map" is not *Map references*' whole
    name). Only a field whose descriptions the question is about as close to
    (``HELD_MARGIN``): "How old is the population of Japan?" stays with *Age structure*
    (0.83), not *Population* (0.71), which writes "population"."""
    said = set(asked)

    def holds(lead: FieldJudgement, other: FieldJudgement) -> bool:
        if other.signals.get("desc_sim", 0.0) < lead.signals.get("desc_sim", 0.0) - HELD_MARGIN:
            return False
        # the question says the other field's whole name ("independence"; not "on the map"
        # for *Map references*)
        theirs = set(
            terms(_PARENTHESES.sub(" ", other.reading.hit.passage.heading.rsplit(" › ", 1)[-1]))
        )
        if not theirs or not theirs <= said:
            return False
        passage = lead.reading.hit.passage
        return bool(theirs - set(terms(f"{passage.heading} {passage.text}")))

    _lead_with(out, threshold, holds)


def _closer_sub_field(out: list[FieldJudgement], threshold: float) -> None:
    """A field and a part of it ("Exports" and "Exports - commodities") that are both
    witnesses are ordered by what their descriptions answer: the one the question is closer
    to leads. "What goods does Vietnam export?" asks for what is sold, which
    *Exports - commodities* lists (descriptions 0.83 against 0.68); the model ranked the
    total value (*Exports*, whose short heading is as close to the question's words) first,
    at 0.91. "How much does Germany export in total?" stays with *Exports*. The part must be
    clearly closer (``SUB_FIELD_MARGIN``). Only a field and its own part: two parts
    ("- commodities", "- partners") are left to the model and ``trade.py``."""

    def closer(lead: FieldJudgement, other: FieldJudgement) -> bool:
        mine, theirs = lead.reading.hit.passage.heading, other.reading.hit.passage.heading
        return (_sub_field_of(mine, theirs) or _sub_field_of(theirs, mine)) and other.signals.get(
            "desc_sim", 0.0
        ) > lead.signals.get("desc_sim", 1.0) + SUB_FIELD_MARGIN

    _lead_with(out, threshold, closer)


#: "What does Japan import the most?", "What do the Dutch export?", "What does Chile sell
#: abroad?": "what" is the object of the trade verb, so the things traded are asked, not
#: their value ("How much does Germany import?", "What is the value of Japan's imports?").
_GOODS_ASKED = re.compile(
    r"^\W*what\s+(?:do|does|did)\b(?:\s+(?!how\b)[^\W\d_]+){0,4}?\s+"
    r"(?:import|export|buy|sell|ship)s?\b",
    re.IGNORECASE,
)


def _goods_before_total(out: list[FieldJudgement], threshold: float, asked: str) -> None:
    """Asked what a country imports or exports (``_GOODS_ASKED``), the field listing the
    goods (*Imports - commodities*) leads the total value (*Imports*) when both are
    witnesses: "What does Japan import the most?" quoted "Imports 2024: $905 billion" (0.44;
    "the most" made the model lean to the total, *Imports - commodities* 0.33 close
    behind). Only a field and its own "- commodities" part."""
    if not _GOODS_ASKED.search(asked):
        return

    def goods(lead: FieldJudgement, other: FieldJudgement) -> bool:
        mine, theirs = lead.reading.hit.passage.heading, other.reading.hit.passage.heading
        return _sub_field_of(mine, theirs) and theirs.endswith(" - commodities")

    _lead_with(out, threshold, goods)


def _narrowing(narrow: str, whole: str) -> frozenset[str]:
    """The words ``narrow``'s name puts before ``whole``'s whole name, and those in its
    parentheses ("Youth unemployment rate (ages 15-24)" narrows "Unemployment rate" by
    youth, ages, 15, 24); empty when it does not end with ``whole``'s name of two words or
    more in the same section ("Government › Dependent areas" is no kind of "Geography ›
    Area")."""
    if narrow.rsplit(" › ", 1)[0] != whole.rsplit(" › ", 1)[0]:
        return frozenset()
    mine = narrow.rsplit(" › ", 1)[-1]
    bare, theirs = terms(_PARENTHESES.sub(" ", mine)), terms(whole.rsplit(" › ", 1)[-1])
    if len(theirs) < 2 or len(bare) <= len(theirs) or bare[-len(theirs) :] != theirs:
        return frozenset()
    return frozenset(bare[: -len(theirs)]) | frozenset(
        t for inner in _PARENTHESES.findall(mine) for t in terms(inner)
    )


def _whole_before_narrowed(
    out: list[FieldJudgement], threshold: float, asked: Iterable[str]
) -> None:
    """A field for a part of the people ("Youth unemployment rate (ages 15-24)") and the
    field for all of them ("Unemployment rate") that are both witnesses: unless the question
    says what narrows the first (youth, ages), the whole leads, when the question is about
    as close to its descriptions (``HELD_MARGIN``). "How many people are jobless in Spain,
    as a percentage?" quoted the youth rate (27%, 0.82), whose "jobless young people" the
    model found a little closer; "How many young people are out of work in Spain?" stays
    with the youth rate, far closer to its descriptions. A field whose part is listed
    (``narrows``: young, teens, students … for the youth rate) gives way whatever the
    closeness when the question names none of that part: "How many people in South Africa
    are jobless?" quoted the youth rate (0.89), its "jobless young people" closer by 0.05."""
    said = set(asked)

    def whole(lead: FieldJudgement, other: FieldJudgement) -> bool:
        heading = lead.reading.hit.passage.heading
        narrowed = _narrowing(heading, other.reading.hit.passage.heading)
        if not narrowed or narrowed & said:
            return False
        part = {t for word in descriptions().narrows.get(heading, ()) for t in terms(word)}
        if part and not part & said:
            return True
        return other.signals.get("desc_sim", 0.0) >= lead.signals.get("desc_sim", 0.0) - HELD_MARGIN

    _lead_with(out, threshold, whole)


def sibling_words(mine: str, theirs: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """Two fields of one section measuring the same thing of different things, their names
    ending in the same two words or more ("Industrial production growth rate" and "Real GDP
    growth rate"): the words each puts before the shared ending (parentheses aside), or None
    when the names share less or one is the other's part (``_narrowing``)."""
    if mine.rsplit(" › ", 1)[0] != theirs.rsplit(" › ", 1)[0]:
        return None
    a = terms(_PARENTHESES.sub(" ", mine.rsplit(" › ", 1)[-1]))
    b = terms(_PARENTHESES.sub(" ", theirs.rsplit(" › ", 1)[-1]))
    shared = 0
    while shared < min(len(a), len(b)) and a[-1 - shared] == b[-1 - shared]:
        shared += 1
    if shared < 2 or shared == len(a) or shared == len(b):
        return None
    return frozenset(a[:-shared]), frozenset(b[:-shared])


def _named_sibling_first(out: list[FieldJudgement], threshold: float, asked: Iterable[str]) -> None:
    """Of two sibling fields (``sibling_words``) that are both witnesses, the leading one
    gives way when the question names none of its own words and is closer to the other's
    descriptions: "Is the economy of Argentina growing?" quoted *Industrial production growth
    rate* at 0.81 (its heading a little closer to "growing"), though nothing asked of
    industry; *Real GDP growth rate* is described as whether the economy is growing. "How
    fast is industrial production growing in Chile?" stays with industry."""
    said = set(asked)

    def named(lead: FieldJudgement, other: FieldJudgement) -> bool:
        own = sibling_words(lead.reading.hit.passage.heading, other.reading.hit.passage.heading)
        if own is None or own[0] & said:
            return False
        return other.signals.get("desc_sim", 0.0) > lead.signals.get("desc_sim", 1.0)

    _lead_with(out, threshold, named)


def _lead_with_the_asked_line(out: list[FieldJudgement], asked: list[bool]) -> None:
    """When a field is cut in chunks and two of them are witnesses, the chunk holding the
    line whose label was asked about leads, whatever their order: "Who is the president of
    Brazil?" quotes "chief of state: President Luiz Inácio LULA da Silva" (first chunk),
    not "2018: Jair BOLSONARO elected president" (the election results of the second),
    though the model scores the second a little higher (it shares "president")."""
    if not asked or asked[0]:
        return
    lead = out[0].reading.hit.passage
    for n in range(1, len(asked)):
        other = out[n].reading.hit.passage
        # a chunk that cannot answer never leads: "When does Egypt hold its next
        # presidential election?" asks the line of its first chunk, "most recent election
        # date: …", which does not say when the next is (``_of_the_other_time``)
        if (
            asked[n]
            and out[n].probability > 0.0
            and (other.title, other.heading) == (lead.title, lead.heading)
        ):
            out.insert(0, out.pop(n))
            return
    if not _notes_only(lead.text):
        return
    # no line asked in either: a chunk of notes qualifies the field's value, held by
    # another chunk ("Which nations are part of the EU?" quoted *Member states*' "note 2:
    # … overseas countries and territories", not its "27 countries: Austria, …")
    for n in range(1, len(asked)):
        other = out[n].reading.hit.passage
        if (other.title, other.heading) == (lead.title, lead.heading) and not _notes_only(
            other.text
        ):
            out.insert(0, out.pop(n))
            return


_NOTE_LINE = re.compile(r"\s*note\b", re.IGNORECASE)


def _notes_only(text: str) -> bool:
    """Every line of ``text`` is a note ("note 2: …")."""
    lines = [line for line in text.splitlines() if line.strip()]
    return bool(lines) and all(_NOTE_LINE.match(line) for line in lines)


@dataclass(frozen=True, slots=True)
class _Words:
    """The question's informative words as written, with their terms, normalised IDF and
    vectors (each word embedded once, then cached with the descriptions)."""

    terms: list[str]
    idf: numpy.ndarray
    vectors: numpy.ndarray
    written: list[str]  # the words as written, lower case

    @classmethod
    def of(cls, written: list[str], vectors: numpy.ndarray, stats: TermStats) -> _Words:
        found = [stem(w) for w in written]
        idf = numpy.array([stats.idf(t) / stats.max_idf for t in found])
        return cls(found, idf, vectors, written)


def _gap(work: WorkFields, i: int, words: _Words, stats: TermStats) -> float:
    """``desc_gap``: how far the question strays from what field ``i`` is about — the
    largest IDF-weighted distance of a question word that neither the field nor its
    descriptions hold to the closest of its heading and descriptions in meaning ("cats" in
    "How many cats live in Guinea?" is far from every description of *Population*; "folks"
    is close to "people")."""
    lacking = [k for k, t in enumerate(words.terms) if t[:PREFIX] not in work.explained(i)]
    if not lacking:
        return 0.0
    phrases = work.phrases(i)
    if phrases is None or not len(phrases):
        return float(words.idf[lacking].max())
    closest = (words.vectors[lacking] @ phrases.T).max(axis=1)
    return float((words.idf[lacking] * (1.0 - numpy.clip(closest, 0.0, 1.0))).max())


def _head_gap(work: WorkFields, i: int, words: _Words, k: int, person: bool = False) -> float:
    """``head_gap``: 0 when field ``i`` or its descriptions hold the question's word ``k``
    (the asked thing), else 1 − its cosine with the closest of the field's heading and
    descriptions. Asked *who* (``person``), a field that does not hold the word and is not
    described as naming people ("who leads it", "who wrote it") is as far as can be: "Who is
    the mayor of the capital of Germany?" asks for a person, and *Capital* names a city, close
    in meaning to "mayor" as it is."""
    term, explained = words.terms[k], work.explained(i)
    written = words.written[k]
    if written in MAKING:
        # "Who designed …?": the field's text must name a maker ("designed", "designer"),
        # not merely the thing made ("the flag design"); its descriptions may say it
        # answers that ("who wrote it", "composer").
        heading = work.passages[i].heading
        if _names_maker(written, work.passages[i].text):
            return 0.0
        if person and not names_people(heading):
            # "Who founded Kenya?": *Independence* is described as the "date of founding"
            # and gives a date; a field naming no maker and no people does not say who
            return 1.0
        if _held(term, set(_prefixes(heading))):
            return 0.0
    elif _held(term, explained):
        return 0.0  # the word, or a form of a short one ("bigger": "big", "richer": "rich")
    elif person and not names_people(work.passages[i].heading):
        return 1.0
    phrases = work.phrases(i)
    if phrases is None or not len(phrases):
        return 1.0
    closest = float((phrases @ words.vectors[k]).max())
    return 1.0 - min(1.0, max(0.0, closest))


#: A year, or a decade ("the 1980s", "1990's": the decade's first year must be held).
_YEAR = re.compile(r"\b(1[5-9]\d\d|2[01]\d\d)(?:['’]?s)?\b")
#: Words before the asked thing that ask for one of its holders in time, not the present:
#: "the first president", "the last king", "the former capital".
_TIMED = frozenset("first last former previous founding original earliest next future".split())
#: … and the holders after the first ("Who was the second president of Kenya?": the field
#: names the current one) or one of several of a thing ("the most spoken second language in
#: Sweden": its *Languages* lists the official one); not a place in a ranking, which a list
#: answers by its order ("the second largest city", "the second most spoken language") —
#: when the field lists things: *Elevation* gives the highest point only, not the second.
_ORDINALS = frozenset("second third fourth fifth sixth seventh eighth ninth tenth".split())
#: "Who will be the next prime minister …?", "Who is going to win …?": a holder to come, which
#: a field describing its work as it is now never names.
_FUTURE_HOLDER = re.compile(
    r"^\W*who(?:\s+will|\s+shall|['’]ll|(?:\s+is|['’]s)\s+going\s+to)\b", re.IGNORECASE
)


#: Words before an office that ask for its second holder, not the office's own: "the vice
#: president", "the deputy prime minister", "the crown prince".
_SECOND = frozenset("vice deputy crown assistant acting".split())


def office_gap(rest_text: str, head: str | None, quote: str) -> bool:
    """The question asks for the second holder of an office ("Who is the vice president of
    Brazil?") and the quote never writes that word before the office: "President Luiz
    Inácio LULA da Silva" names the president, though the field's election line speaks of
    "president and vice president"."""
    if head is None:
        return False
    words = [w.lower() for w in re.findall(r"[^\W_]+", rest_text)]
    who = words[:1] == ["who"]
    for n, word in enumerate(words[:-1]):
        if word not in _SECOND or head not in words[n + 1 : n + 4]:
            continue
        office = re.compile(
            rf"\b{word}\W+(?:\w+\W+){{0,2}}{re.escape(head[:PREFIX])}\w*", re.IGNORECASE
        )
        # asked who, the office followed by its holder's name ("Vice President Geraldo
        # ALCKMIN"), not "president and vice president indirectly elected …"
        if not any(
            not who or names_a_person(quote[found.start() : found.end() + _HOLDER_AFTER])
            for found in office.finditer(quote)
        ):
            return True
    return False


#: How far after an office its holder's name is written ("Vice President Geraldo ALCKMIN").
_HOLDER_AFTER = 40


def _twins(a: str, b: str) -> bool:
    """Two different headings of one work that name the same field under different
    sections ("Geography › Climate", "Environment › Climate"). Chunks of one field (the same
    heading) are not twins: they are measured against each other as before."""
    return a != b and a.rsplit("›", 1)[-1].strip() == b.rsplit("›", 1)[-1].strip()


def year_missing(rest_text: str, text: str) -> bool:
    """The question gives a year that ``text`` lacks — unless it asks what held before that
    year and ``text`` has a line of the former thing ("former: East Bengal, East Pakistan"
    answers "What was Bangladesh called before 1971?", which abstained)."""
    if _BEFORE_YEAR.search(rest_text) is not None and _FORMER_LINE.search(text) is not None:
        return False
    return any(year not in text for year in _YEAR.findall(rest_text))


#: "before 1971", "until 1989", "prior to 1960": the time before a year.
_BEFORE_YEAR = re.compile(
    r"\b(?:before|prior\s+to|until|till)\s+(?:1[5-9]|20)\d\d\b", re.IGNORECASE
)
#: A line giving what a thing was before: "former: Southern Rhodesia, Rhodesia".
_FORMER_LINE = re.compile(r"^\s*former\b[^:\n]*:", re.IGNORECASE | re.MULTILINE)


#: "before the euro", "prior to independence", "until Abuja": the time before a thing
_BEFORE = re.compile(
    r"\b(?:before|prior to|until|till)\s+(?:(?:the|a|an|its|their|it|was|became)\s+)*([^\W\d_]+)",
    re.IGNORECASE,
)
#: "before" whose name was taken out with the works' names: "What was the capital of before ?"
_BEFORE_NAME = re.compile(r"\b(?:before|prior to|until|till)\s*(?:[^\w\s]|$)", re.IGNORECASE)
#: A line that speaks of an earlier time: "replaced Lagos as the capital", "previous capitals"
_EARLIER = re.compile(
    r"\b(?:before|until|till|previous(?:ly)?|former(?:ly)?|replac\w*|prior|earlier|once)\b",
    re.IGNORECASE,
)


_DATE = re.compile(
    r"(?<![\d,.])\b(?:1[0-9]{3}|20[0-9]{2})s?\b|\b(?:January|February|March|April|June|July|"
    r"August|September|October|November|December)\b|\bcentur"
)


#: The year a figure is of, "(2020)", "(2024 est.)", "2019 est.": when the figure was
#: measured, not when anything happened. A bare year in brackets before 2000 is an event's
#: ("Derg Downfall Day …, 28 May (1991)"): the Factbook's figures are of this century.
_VINTAGE = re.compile(
    r"\(\s*20[0-9]{2}\s*\)|\(\s*(?:1[0-9]{3}|20[0-9]{2})\s+est\.?\s*\)|"
    r"\b(?:1[0-9]{3}|20[0-9]{2})\s+est\b"
)


def _dated(text: str) -> bool:
    """``text`` gives a year, a month or a century other than the year its figures are of
    (``_VINTAGE``): a field that can say when. "When was the first railway built in the
    United Kingdom?" is not answered by "16,390 km (2020)"."""
    return _DATE.search(_VINTAGE.sub(" ", text)) is not None


def before_gap(rest_text: str, quote: str) -> bool:
    """The question asks about the time before a thing ("What currency did Italy use before
    the euro?", "What was the capital of Nigeria before Abuja?") and the quote states that
    very thing ("euros (EUR)", "name: Abuja") without speaking of an earlier time: it answers
    for now, not for then. A name after "before" was taken out of ``rest_text`` with the
    work's others ("… of Brazil before Brasilia?" → "… of before ?"): a quote not speaking
    of an earlier time does not answer then either."""
    if _BEFORE_NAME.search(rest_text) and not _EARLIER.search(quote):
        return True
    lowered = quote.lower()
    for match in _BEFORE.finditer(rest_text):
        word = match.group(1).lower()
        if len(word) < 3 or word in STOP_WORDS:
            continue
        if re.search(rf"\b{re.escape(word[:PREFIX])}", lowered) and not _EARLIER.search(quote):
            return True
    return False


def when_gap(rest_text: str, head: str | None, text: str) -> float:
    """``when_gap`` (a rule, not a model input): 1 when the question asks about another time
    than the field states — a year it gives that the field's text lacks ("What was the
    population of Germany in 1950?" against *Population*: "(2025 est.)"), or a holder in
    time of the asked thing ("Who was the **first** president of Ghana?", "the **second**
    president of Kenya"; an ordinal also narrows a thing: "the most spoken **second**
    language", but not "the second largest city") that the text never writes before it
    (Ghana's *Executive branch* names its current president; "first round" is not "first
    president"), or a holder to come ("Who will be the next prime minister
    of …?", "Who is going to win …?"); else 0. A field describes its work as it is now, with the
    years it states."""
    if year_missing(rest_text, text) or _FUTURE_HOLDER.match(rest_text):
        return 1.0
    if head is None:
        return 0.0
    words = [w.lower() for w in re.findall(r"[^\W_]+", rest_text)]
    lowered = text.lower()
    for n, word in enumerate(words[:-1]):
        if word not in _TIMED | _ORDINALS or head not in words[n + 1 : n + 4]:
            continue
        if word in _ORDINALS and _ranked(words[n + 1]) and _LISTED.search(text) is not None:
            continue  # a list in order of size: its second item is the second largest
        if not re.search(rf"\b{word}\W+(?:\w+\W+){{0,2}}{re.escape(head[:PREFIX])}", lowered):
            return 1.0
    return 0.0


#: Items listed: a comma or semicolon after a word ("São Paulo, 13.728 million Rio"), not
#: inside a number ("8,611 m").
_LISTED = re.compile(r"[^\d\s][,;]\s")


def _ranked(word: str) -> bool:
    """``word`` places a thing in a ranking: "most", "least", a superlative ("largest")."""
    return word in ("most", "least") or (len(word) > 5 and word.endswith("est"))


#: A heading that names a selection of its things, not all of them ("Major lakes (area sq
#: km)", "Major rivers"): its list does not count them (``counts.counts_other``).
_SELECTION = re.compile(r"(?:major|main|principal|largest|selected)\b", re.IGNORECASE)


def _listing(heading: str) -> frozenset[str] | None:
    """For ``counts.counts_other``: the first letters of the words a field's descriptions
    use, or None for a field that lists a selection of its things."""
    if _SELECTION.match(heading.rsplit(" › ", 1)[-1].strip()):
        return None
    return _prefixes(heading)


#: "How many hospitals …?", "the number of hospitals in …": a count of the asked thing.
#: A count asked: "how many", "the number of" — not a phone or fax number ("What is the
#: phone number of Peru's embassy?" is no count of phones).
_COUNTING = re.compile(
    r"\b(?:how\s+many|(?<!phone\s)(?<!telephone\s)(?<!fax\s)number\s+of)\b", re.IGNORECASE
)


def count_gap(counted: str | None, heading: str) -> float:
    """``count_gap`` (a rule, not a model input): 1 when the question asks how many of a
    thing (``counted``, its asked head) and the field counts another one — its ``counts`` in
    ``presets/field-descriptions.json``, by hand: *Hospital bed density* counts beds,
    *Physician density* doctors, *School life expectancy* years — else 0. "How many
    hospitals are there in Kenya?" is not answered by "1.3 beds/1,000 population"; meaning
    does not tell them apart ("hospitals" is as close to "hospital beds", 0.73, as "beds"
    is, 0.77; "nurses" to "doctors" as "medics" is), so the words are compared."""
    if counted is None:
        return 0.0
    listed = descriptions().counts.get(heading, ())
    if not listed:
        return 0.0
    found = {stem(word.lower())[:PREFIX] for word in listed}
    return 0.0 if _held(stem(counted), found) else 1.0


def rank_gap(rankings: Sequence[frozenset[str]], work: WorkFields, i: int) -> float:
    """``rank_gap`` (a rule, not a model input): 1 when the question asks for a ranking other
    than size (``superlative.measures``: "the deepest lake", "the busiest airport") that
    field ``i`` — its text, heading and descriptions — never writes in any of its words
    ("deepest"; "highest" or "tallest"), else 0. *Major lakes (area sq km)* lists lakes by
    area: it says which lake is largest, not which is deepest; *Elevation* is described as
    the "highest point, tallest mountain" and answers both."""
    if not rankings:
        return 0.0
    explained = work.explained(i)
    for ranking in rankings:
        if not any(_held(stem(word), explained) for word in ranking):
            return 1.0
    return 0.0


def _held(term: str, found: set[str]) -> bool:
    """``term`` or a form of it among ``found`` (first ``PREFIX`` letters, or 3–4 for a short
    word that ``term`` inflects: "bigger" → "big", "cats" → "cat"; "mayor" is not "may")."""
    if term[:PREFIX] in found:
        return True
    return any(
        term[:n] in found and _INFLECTION.fullmatch(term[n:]) is not None
        for n in range(3, min(PREFIX, len(term)))
    )


#: What an inflection adds to a short word: "big" → "bigger", "rich" → "richest", "cat" →
#: "cats" (a doubled last letter first).
_INFLECTION = re.compile(r"([b-df-hj-np-tv-z])?(?:er|est|s|es|ed|ing|ers)")


def _names_maker(verb: str, text: str) -> bool:
    """``text`` holds ``verb`` ("designed") or its agent noun ("designer", "creator")."""
    base = verb[:-2] if verb.endswith("ed") else verb
    forms = {verb, base + "er", base + "or", base + "ers", base + "ors"}
    if verb.endswith("ed"):
        forms |= {verb[:-1] + "r", verb[:-1] + "rs"}  # "composed" → "composer"
    lowered = text.lower()
    return any(re.search(rf"\b{re.escape(form)}\b", lowered) for form in forms)


def _kind_gap(work: WorkFields, i: int, words: _Words, k: int, headings: HeadingVectors) -> float:
    """``kind_gap``: for a field that lists things of several kinds
    (``descriptions.Descriptions.kinds``: *National symbol(s)* holds a national animal, a
    bird, a flower, a tree…; *Country name* a long, short, local or former name, an
    abbreviation, an etymology), whether the work's value holds one of the kind asked
    (question word ``k``) when its text and heading do not name it. Each item of the value
    (its ``label: value`` lines cut at commas, semicolons, "and" and line ends) is given the kind it
    is closest to in meaning, the asked word or a listed kind ("vicuna" → national animal,
    "lotus blossom" → flower). 1 when no item is closer to the asked word ("flower" against
    Peru's "vicuna"), else 0. A word that ends in a listed kind's word without being it
    names a narrower kind than listed: 1 ("surname", "nickname" against *Country name*'s
    names). 0 too when the text or heading holds the word, when an item contains it
    ("sunflower"), when the field lists no kinds, or for any other word (``head_gap``
    judges those: "creature" is near the national animal). The descriptions say what such a
    field can hold; only the value says what this work's field holds."""
    term = words.terms[k]
    own = {t[:PREFIX] for t in work.passage_terms[i]}
    if _held(term, own):
        return 0.0
    kinds = descriptions().kinds.get(work.passages[i].heading, ())
    if not kinds:
        return 0.0
    # the kind's words stemmed as the question's are ("animal" → "anim"), and as written
    named = [
        kind
        for kind in kinds
        if any(_held(term, {w[:PREFIX], stem(w)[:PREFIX]}) for w in kind.split())
    ]
    if not named:
        written = words.written[k]
        listed = {w for kind in kinds for w in kind.split()}
        if any(len(w) < len(written) and written.endswith(w) for w in listed):
            return 1.0  # a narrower kind than any listed: "surname", "nickname" (a name)
        return 0.0  # a word for ``head_gap`` to judge ("creature": near the animal)
    asked = words.vectors[k]
    within = descriptions().kinds_within.get(work.passages[i].heading, {})
    # a bird is a national animal; a lion, closer to the animal than to the bird, is no bird
    narrower = [n for kind in named for n in within.get(kind, ())]
    others = headings.meanings.vectors(
        [kind for kind in kinds if kind not in named and kind not in narrower]
    )
    items = _items(work.passages[i].text)
    if not items:
        return 1.0
    if any(term in item.lower() for item in items):
        return 0.0  # inside a compound: "sunflower", "cornflower"
    item_vectors = headings.meanings.vectors(items)
    to_asked = item_vectors @ asked
    if narrower:  # "golden eagle" is closest to "bird", a national animal
        to_asked = numpy.maximum(
            to_asked, (item_vectors @ headings.meanings.vectors(narrower).T).max(axis=1)
        )
    to_others = (item_vectors @ others.T).max(axis=1)
    return 0.0 if bool((to_asked > to_others).any()) else 1.0


def _items(text: str) -> list[str]:
    """A value's items: its lines without their labels, cut at commas, semicolons and "and"."""
    items = []
    for piece in _ITEM_SPLIT.split(text):
        item = _ITEM_LABEL.sub("", piece).strip()
        if item and len(item) <= 80:
            items.append(item)
        if len(items) >= KIND_ITEMS:
            break
    return items


def _focused(
    reading: Reading,
    residual: Question,
    weights: dict[str, float],
    headings: HeadingVectors,
    vector: numpy.ndarray,
    head: str | None = None,
) -> tuple[Reading, bool]:
    """The reading with its quote moved to the ``label: value`` line the question asks
    about (``descriptions.asked_line``), scored with its value's share of the question's
    words and whether the value holds the kind of answer asked for; and whether there was
    such a line."""
    text = reading.hit.passage.text
    # the words that name the field itself ("flag" of *Flag*) say which field, not which
    # of its lines: "What does the flag of Kazakhstan look like?" is not about the line
    # that happens to write "flags"
    named = set(terms(reading.hit.passage.heading))
    # … nor do the words naming a chamber say which of its lines: "How many members does
    # Poland's Sejm have?" is the "number of seats" line, not "chamber name: Sejm" — unless
    # the chamber's name is all the question asks about ("What is the Sejm?")
    chamber = set().union(*chamber_names(text))
    # … and asked for a number, the chamber's name says what is counted, not which line:
    # "How many senators does the US Senate have?" is the "number of seats" line, not
    # "chamber name: Senate", which counts nothing (it abstained)
    if any(t not in named | chamber for t in weights) or residual.answer_type == "number":
        named |= chamber
    weights = {t: w for t, w in weights.items() if t not in named}
    total = sum(weights.values()) or 1.0
    # the words of the field's labels say which line through the labels, not through a
    # value that happens to write them: "Who is the head of state of the Holy See?" is the
    # "chief of state" line, not the head of government "… of the Vatican City State"
    labelled = {t for label, _, _ in labelled_lines(text) for t in label_terms(label)}
    # "Who appoints the prime minister of Canada?" asks who chooses one, which the field's
    # "election/appointment process" says, not the line naming today's prime minister
    appointing = _APPOINTING.search(residual.text) is not None

    def lexical(span: Span) -> float:
        line = text[span.start : span.end]
        present = set(terms(line)) - labelled
        share = sum(w for t, w in weights.items() if t in present) / total
        # "lyrics/music: unknown" answers who wrote Canada's anthem: a value saying the
        # answer is not known holds whatever kind was asked for
        kind = 1.0 if unstated(line) else type_match(residual.answer_type, line)
        if residual.answer_type == "person" and appointing:
            kind = 0.5  # who names a holder is how one is chosen, not who holds it now
        elif residual.answer_type == "person" and not names_a_person(line):
            # "Who wrote the French national anthem?": the line naming a person, not the
            # song's capitalised title
            kind = min(kind, 0.5)
        return 0.5 * share + 0.5 * kind

    # which line: the question's words in a label, not those that say which field (its
    # heading's, its descriptions': "oil" of *Petroleum* is in every question about it)
    field_words = named | description_terms(reading.hit.passage.heading)

    def label_lexical(label: str) -> float:
        said = label_terms(label) - field_words
        return 0.5 * sum(w for t, w in weights.items() if t in said) / total

    whole = whole_split(headings.meanings, text, set(weights))
    if whole is not None:
        return replace(reading, span=whole), True
    earlier = _earlier_line(residual.text, text)
    if earlier is not None:
        return replace(reading, span=earlier), True
    dated = year_line(
        text, _YEAR.findall(residual.text), weights, head, residual.answer_type == "person"
    )
    if dated is not None:
        return replace(reading, span=dated), True
    sexes = both_sexes(text, residual.text)
    if sexes is not None:
        # "life expectancy czechia men women": the "male:" and "female:" lines together
        return replace(reading, span=sexes), True
    standing = standing_note(text, residual.terms)
    if standing is not None:
        # "official languages of timor leste": the note naming them, not the first line
        return replace(reading, span=standing), True
    span = asked_line(
        headings.meanings, text, vector, lexical, reading.hit.passage.heading, head, label_lexical
    )
    found = span is not None
    if span is None:
        span = main_line(headings.meanings, text, reading.span) or item_list(text) or reading.span
    span = _introduced(text, span)
    if residual.answer_type == "time" and _undated_line(text[span.start : span.end]):
        # asked when, the field's dated line, not a dateless one ("title: …" of an anthem
        # whose "history: music adopted 1890" says when; ``_undated_line``)
        span = (
            _dated_line(text, lexical, lambda line: bool(set(terms(line)) & set(weights))) or span
        )
    if residual.answer_type == "time":
        span = _line_of_the_election_asked(text, span, residual.text)
    return (reading if span == reading.span else replace(reading, span=span)), found


#: A question asking about the election (or any dated thing) to come, or the one that was:
#: "When is the next presidential election in France?", "When will Filipinos vote for
#: president again?"; "When was the last election in Peru?", "the most recent vote".
_ASKS_NEXT = re.compile(r"\b(?:next|upcoming|coming|again)\b", re.IGNORECASE)
_ASKS_LAST = re.compile(r"\b(?:last|latest|most\s+recent|recent|previous|past)\b", re.IGNORECASE)
#: A line dating the election to come ("expected date of next election: April 2027", "next
#: to be held in …") and one dating the one that was ("most recent election date: …",
#: "last held on …").
_NEXT_LINE = re.compile(r"\bnext\b", re.IGNORECASE)
_LAST_LINE = re.compile(r"\bmost\s+recent\b|\blast\s+held\b", re.IGNORECASE)


#: A question about an election: "When did Indonesians last vote for a president?", "When did
#: South Korea last choose a president?".
_ELECTING = re.compile(r"\b(?:elect\w*|vot\w*|poll\w*|choose|chose|chosen)\b", re.IGNORECASE)


def _asked_moment(question: str) -> str | None:
    """ "next" when ``question`` asks about a time to come, "last" when about one that was,
    None when it says neither or both."""
    to_come, was = _ASKS_NEXT.search(question), _ASKS_LAST.search(question)
    if to_come and not was:
        return "next"
    if was and not to_come:
        return "last"
    return None


def _of_the_other_time(question: str, line: str) -> bool:
    """Asked about the next election, ``line`` dates only the last one ("most recent
    election date: 2 June 2024" for "When do Mexicans vote next for president?"), or asked
    about the last, only the next one: it does not say when the asked one is."""
    moment = _asked_moment(question)
    if moment == "next":
        return _LAST_LINE.search(line) is not None and _NEXT_LINE.search(line) is None
    if moment == "last":
        return _NEXT_LINE.search(line) is not None and _LAST_LINE.search(line) is None
    return False


def _line_of_the_election_asked(text: str, span: Span, question: str) -> Span:
    """Asked when the next (or last) election is, the field's dated line of that election
    rather than the other's: "When is the next presidential election in Chile?" quoted
    "most recent election date: 16 November 2025 …" of a field whose "expected date of next
    election: 18 November 2029" says it (time19), and "When does Egypt hold its next
    presidential election?" the 2018 results with the next election's date after them.
    Asked about the next, a quote with a line that does not say "next" gives way to the line
    that does; asked about the last, a quote with a line of the next one, and, when the
    question speaks of electing, voting or choosing, any line that does not date the last
    election: "When did South Korea last choose a president?" quoted "chief of state:
    President LEE Jae-myung (since 4 June 2025)", not "most recent election date: 3 June
    2025" ("When did the last king of Egypt rule?" asks no election). ``span`` unchanged
    when the field has no dated line of the asked election."""
    quoted = [line for line in text[span.start : span.end].split("\n") if line.strip()]
    moment = _asked_moment(question)
    if moment == "next" and any(_NEXT_LINE.search(line) is None for line in quoted):
        wanted = _NEXT_LINE
    elif moment == "last" and (
        any(_of_the_other_time(question, line) for line in quoted)
        or (
            _ELECTING.search(question) is not None
            and any(_LAST_LINE.search(line) is None for line in quoted)
        )
    ):
        wanted = _LAST_LINE
    else:
        return span
    start = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if (
            stripped
            and wanted.search(line)
            and _dated(line)
            and not _of_the_other_time(question, line)
        ):
            lead = start + len(line) - len(line.lstrip())
            return Span(lead, lead + len(stripped))
        start += len(line) + 1
    return span


def _dated_line(
    text: str, score: Callable[[Span], float], relevant: Callable[[str], bool] = bool
) -> Span | None:
    """The line of ``text`` giving a date that ``score`` rates best (the first of equals)
    among those ``relevant`` keeps (that write a word of the question), or None: "When is
    Canada's next federal election?" is not answered by "chief of state: King CHARLES III
    (since 8 September 2022)", whose date is of another thing."""
    best: tuple[float, Span] | None = None
    dated: list[Span] = []
    start = 0
    for line in text.split("\n"):
        end = start + len(line)
        stripped = line.strip()
        if stripped and not _undated_line(line):
            lead = start + len(line) - len(line.lstrip())
            span = Span(lead, lead + len(stripped))
            dated.append(span)
            rated = score(span)
            if relevant(line) and (best is None or rated > best[0]):
                best = (rated, span)
        start = end + 1
    if best is None and len(dated) == 1:
        return dated[0]  # the field's only date ("history: … promulgated 23 May 1949")
    return None if best is None else best[1]


def _earlier_line(question: str, text: str) -> Span | None:
    """Asked about the time before a thing ("What was the capital of Japan before Tokyo?"),
    the field's line that speaks of an earlier time ("etymology: … Kyoto, the previous
    capital"), if it has one: the line naming today's ("name: Tokyo") answers for now."""
    if _BEFORE.search(question) is None and _BEFORE_NAME.search(question) is None:
        return None
    start = 0
    for line in text.split("\n"):
        if line.strip() and _EARLIER.search(line):
            return Span(start, start + len(line))
        start += len(line) + 1
    return None


#: Less than any word's weight: breaks a tie only.
_TIE = 1e-6
#: "Who appoints / elects / chooses … the …?": a question about how a holder is chosen.
_APPOINTING = re.compile(
    r"^\W*who\s+(?:appoints?|appointed|elects?|elected|chooses|chose|choose|selects?|"
    r"selected|nominates?|nominated|designates?|designated|picks?|picked|names)\b",
    re.IGNORECASE,
)


#: A line ending in a dash introduces the line after it: "Currency: euros (EUR) per US
#: dollar -" then "Exchange rates 2024: 0.924 (2024 est.)".
_INTRODUCING = re.compile(r"\s-\s*$")


def _introduced(text: str, span: Span) -> Span:
    """``span`` with the line it introduces: "How many euros is one US dollar worth in
    Ireland?" asks the currency's line, whose figure is on the next line (alone, the line
    held no count: ``count_unstated`` abstained)."""
    line = text[span.start : span.end]
    if "\n" in line.strip() or _INTRODUCING.search(line) is None:
        return span
    following = text.find("\n", span.end)
    start = span.end if following < 0 else following + 1
    while start < len(text) and text[start] == "\n":
        start += 1
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    return span if start >= end else Span(span.start, end)


#: A capitalised word the library writes in at most this many passages may be a person's
#: name ("TINUBU": 1, "Charles": 55); one it writes more often is a word of institutions
#: ("Commission": 106, "Senate": 120, "Court": 354), on the demo library of 33,475 passages.
NAME_PASSAGES = 60


def rare_word(stats: TermStats) -> Callable[[str], bool]:
    """Whether a word is one the library writes rarely enough to be a name
    (``lookalikes.holder_unnamed``)."""

    def rare(word: str) -> bool:
        found = terms(word)
        return bool(found) and all(stats.doc_freq(t) <= NAME_PASSAGES for t in found)

    return rare


def year_line(
    text: str,
    years: Sequence[str],
    weights: dict[str, float],
    head: str | None,
    person: bool = False,
) -> Span | None:
    """The line of ``text`` that writes every year the question gives (``years``) and another
    of its words besides the asked thing ``head`` (``weights``: its terms, those naming the
    field left out), the one sharing most: "Who was elected president of Mexico in 2018?" is
    answered by "2018: Andrés Manuel LÓPEZ OBRADOR elected president …", not by the chief of
    state's line, which lacks the year. A line writing the year and the asked thing only
    does not say it of that year ("Who was president of Ghana in 2020?" against "2020: … AKUFO-ADDO
    reelected president"); None when no line qualifies. Asked who (``person``), of lines
    sharing as much the one naming a person: "Who was elected president of Brazil in
    2022?" is "2022: Luiz Inácio LULA da Silva elected …", not "most recent election date:
    2 October 2022"."""
    if not years:
        return None
    stem_ = None if head is None else stem(head.lower())[:PREFIX]
    asked = {
        t: w
        for t, w in weights.items()
        if t not in years and (stem_ is None or not t.startswith(stem_))
    }
    best, most, start = None, 0.0, 0
    for line in text.split("\n"):
        end = start + len(line)
        if all(year in line for year in years):
            present = set(terms(line))
            share = sum(w for t, w in asked.items() if t in present)
            if share > 0 and person and names_a_person(line):
                share += _TIE  # a tie goes to the line naming a person
            if share > most:
                best, most = Span(start + len(line) - len(line.lstrip()), end), share
        start = end + 1
    return best


def field_signals(
    residual: Question,
    weights: dict[str, float],
    reading: Reading,
    sim: float,
    best_sim: float,
    heading_terms: set[str],
    passage_terms: set[str],
    quote: str,
    stats: TermStats,
) -> dict[str, float]:
    """The field model's named inputs for one reading."""
    missing = [weights[t] / stats.max_idf for t in weights if t not in heading_terms] or [0.0]
    body = passage_terms
    lacking = [weights[t] / stats.max_idf for t in weights if t not in body]
    return {
        "heading_sim": max(0.0, sim),
        "heading_lead": 1.0 - min(1.0, max(0.0, best_sim - sim) * 4),
        "heading_terms": _share(weights, heading_terms),
        "sentence_terms": reading.sentence_coverage if weights else 0.0,
        "passage_terms": reading.passage_coverage if weights else 0.0,
        "missing_rare_term": max(lacking, default=0.0),
        "heading_missing": max(missing),
        "type_match": type_match(residual.answer_type, quote),
        "no_question_terms": 0.0 if weights else 1.0,
    }
