"""Sophia's orchestrator: question → search → evidence gate → composer → meter → envelope."""

from __future__ import annotations

import hashlib
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, replace
from typing import TypeVar

import numpy

from oshun.errors import ModelUnavailable, SearchTimeout, SearchUnavailable
from oshun.retrieval.analysis import STOP_WORDS, terms
from oshun.retrieval.backend import SearchBackend
from oshun.retrieval.embedding import Embedder
from oshun.retrieval.scope import Scope
from oshun.retrieval.search import Nisaba, PassageRecord, SearchHit
from oshun.retrieval.vectors import embedding_text, text_hash
from oshun.settings import Settings
from oshun.sophia import explain
from oshun.sophia.compose import MAX_CITATIONS, Composition, compose_extractive
from oshun.sophia.context import resolved, without_context
from oshun.sophia.descriptions import descriptions, names_people
from oshun.sophia.entities import AliasTable, Mention, fold, writes_name
from oshun.sophia.entries import Entries, asks_which, unnamed_verdict
from oshun.sophia.envelope import (
    AnswerEnvelope,
    AnswerPart,
    Composer,
    GroundingState,
)
from oshun.sophia.fields import (
    FIELD_WITNESSES,
    MAX_WORK_PASSAGES,
    FieldJudgement,
    HeadingVectors,
    WorkFields,
    calibrated,
    field_confidence,
    field_threshold,
    judge_fields,
    when_gap,
    without_names,
)
from oshun.sophia.gate import Judged, judge, passing
from oshun.sophia.lookalikes import (
    direction_unheld,
    partner_side,
    related,
    relation_listed,
    relation_unheld,
    subject_related,
)
from oshun.sophia.meter import FULL_WITNESSES, build_meter, confidence, factors
from oshun.sophia.overview import asks_overview, opening_span
from oshun.sophia.parts import split_parts
from oshun.sophia.question import (
    QUESTION_FILLER,
    Question,
    as_yes_no,
    asked_clause,
    asked_head,
    parse_question,
    self_repaired,
)
from oshun.sophia.relations import bordering
from oshun.sophia.sentences import asked_sentences
from oshun.sophia.signals import Reading, TermStats, bm25_of, read_hit
from oshun.sophia.spelling import Speller
from oshun.sophia.superlative import states, superlatives
from oshun.sophia.synthesize import SynthesisFailed, Synthesizer, synthesized_composition
from oshun.sophia.trade import PARTNERS, partners_asked
from oshun.sophia.unavailable import gives_nothing
from oshun.sophia.verifier import OnnxVerifier, Verifier

log = logging.getLogger("oshun.sophia")


def answer_id(corpus_version: str | None, query: str, scope: Scope | None = None) -> str:
    """Stable id: the same corpus version, normalised query (and source sets read) give the
    same id."""
    key = f"{corpus_version or '-'}\n{query}" + (f"\n{scope.key}" if scope is not None else "")
    digest = hashlib.sha256(key.encode()).hexdigest()
    return f"ans_{digest[:20]}"


#: Named works whose passages are kept in memory between questions.
_WORK_CACHE = 512
#: Alias tables (one per library version and set of readable source sets) kept in memory.
_ALIAS_CACHE = 16
#: A table kept per corpus version and scope (``Sophia._kept``).
_Table = TypeVar("_Table", AliasTable, Entries, Speller)


@dataclass(frozen=True, slots=True)
class PartAnswer:
    """One question's (or one part's) witnesses, judged hits, confidence and explainer."""

    text: str
    question: Question
    witnesses: list[Judged]
    judged: list[Judged]
    confidence: float
    explainer: str  # why it abstained ("" when answered)
    retracted: bool = False  # abstained because its only evidence is retracted
    named: int = 0  # how many works the question names


def _retracted(judged: Judged) -> bool:
    return judged.reading.hit.passage.retracted


def _retracted_titles(judged: list[Judged]) -> list[str]:
    """Titles of the retracted works among ``judged`` (in order, once each)."""
    return list(dict.fromkeys(j.reading.hit.passage.title for j in judged if _retracted(j)))


def _ranking_stated(part: PartAnswer, *, strict: bool = True) -> PartAnswer:
    """A question asking which place ranks first "in the world" ("What is the largest
    country in the world?") names the *World* entry only as where to look: its fields answer
    only by stating the ranking asked (``superlative.states``), as an entry's field must
    for a question naming none. *Area*'s "510.072 million sq km" is the world's own size;
    "ten smallest independent countries: Holy See …" answers "the smallest country".

    Not ``strict`` (a ranking of things that are no places: "What is the biggest desert in
    the world?"), a witness stating it still leads — the *World*'s "top ten largest
    (non-polar*) deserts: Sahara …" before its "top ten largest landmasses: Asia …" of the
    same field — but none stating it rules nothing out: "highest point: Mount Everest"
    answers "the tallest mountain on Earth" in other words."""
    asked = superlatives(part.text)
    if not asked or not part.witnesses:
        return part

    def stated(judged: Judged) -> bool:
        return all(states(one, part.text, judged.reading.quote) for one in asked)

    kept = [j for j in part.witnesses if stated(j)]
    if not kept and not strict:
        return part
    if not kept:
        first = part.witnesses[0]
        return replace(
            part, witnesses=[], confidence=0.0, explainer=explain.ranking_unstated(first)
        )
    if not strict:  # the others follow
        kept += [j for j in part.witnesses if j not in kept]
    if kept[0] is part.witnesses[0]:
        return replace(part, witnesses=kept)
    # the witness that states the ranking leads: the confidence is its own
    lead = kept[0]
    runner_up = max((j.score for j in part.judged if j is not lead), default=0.0)
    return replace(
        part,
        witnesses=kept,
        confidence=calibrated(lead.score, min(lead.score, runner_up), _kind(lead)),
    )


def _shared(heading: str) -> bool:
    """A field whose value holds for the parts of its work too (``descriptions.shared``)."""
    return heading in descriptions().shared


def _city_wide(heading: str, text: str = "") -> bool:
    """A field whose value holds in every city of its work too (``descriptions.city_wide``:
    the currency, the internet domain), or a field of shares of the people
    (``descriptions.city_wide_most``: languages, religions) whose first item is the only one
    or holds for nine in ten (``most_hold``)."""
    described = descriptions()
    if heading in described.city_wide:
        return True
    return heading in described.city_wide_most and most_hold(text)


#: the share a field's first item gives, "Bangla 98.8% (official …)", "Muslim 99%"
_FIRST_SHARE = re.compile(r"(\d{1,3}(?:\.\d+)?)\s*%")
#: the items of a value's first line: "Arabic (official), French" is two
_ITEM_BREAK = re.compile(r"[,;]|\band\b")
#: nine in ten: a share that holds in any city of the work too
MOST = 90.0


def most_hold(text: str) -> bool:
    """``text`` (a field listing shares of the people) names one item only on its first
    line ("Languages: Japanese") or gives its first item nine in ten of them or more
    ("Bangla 98.8%", "Muslim 99%"): what it says of the whole holds in each of its cities.
    "Muslim 53.5%, Roman Catholic 10.6% …" (Nigeria) says nothing of Kano."""
    first = text.strip().split("\n", 1)[0]
    value = first.split(":", 1)[1] if re.match(r"^[A-Za-z ]+:", first) else first
    value = re.sub(r"\([^)]*\)", "", value)  # "(official, but locally used)"
    share = _FIRST_SHARE.search(value)
    if share is not None:
        before = value[: share.start()]
        return not _ITEM_BREAK.search(before) and float(share.group(1)) >= MOST
    return value.strip() != "" and _ITEM_BREAK.search(value) is None


def _city_wide_reading(
    fields: list[FieldJudgement], whole: list[FieldJudgement], threshold: float
) -> list[FieldJudgement]:
    """``fields`` judged for a city, none answering, or — when the question asked of the
    whole work (``whole``: its fields judged with none left unread) is answered first by a
    field holding in every city (``_city_wide``) — those fields of ``whole``: "What
    currency do they use in Bangkok?" is Thailand's, though *Exchange rates* does not write
    Bangkok. "What is the inflation rate in Istanbul?" asked of Turkey leads with
    *Inflation rate*, no city's: it still abstains (read with the city's fields only, the
    currency quoted Turkey's lira at 0.94)."""
    lead = whole[0] if whole else None
    if lead is None or lead.probability < threshold:
        return fields
    if not _city_wide(lead.reading.hit.passage.heading, lead.reading.hit.passage.text):
        return fields
    ruled = [
        f
        if _city_wide(f.reading.hit.passage.heading, f.reading.hit.passage.text)
        else replace(f, probability=0.0)
        for f in whole
    ]
    return sorted(ruled, key=lambda f: -f.probability)


#: Words asking how many people live in a place: its population.
_PEOPLE_COUNT = re.compile(
    r"\b(?:population|populous|populated|inhabitants|residents|people|persons|dwellers"
    r"|how\s+big|how\s+large)\b",
    re.IGNORECASE,
)
#: The words of such a question that ask nothing more than how many live there: "How many
#: people live in Lagos?", "What is the total population of Tokyo?". Any other ("How many
#: people in Naples are unemployed?", "… live below the poverty line?") asks for a part of
#: them, which a city's figure does not give.
_LIVING = frozenset(
    """population populous populated inhabitants residents people persons dwellers live
    lives living reside resides residing dwell there city town metro metropolitan area urban
    big large size total current currently estimated approximately roughly about many much
    count number today now exactly""".split()
)


def _asks_population(rest: str) -> bool | None:
    """True when ``rest`` asks how many people live in a place and nothing more, False when
    it counts a part of them ("unemployed", "below the poverty line"), None when it counts
    no people."""
    if _PEOPLE_COUNT.search(rest) is None:
        return None
    words = [w.lower() for w in re.findall(r"[^\W\d_]{2,}", rest)]  # not the "s" of "what's"
    return all(w in _LIVING or w in QUESTION_FILLER or w in STOP_WORDS for w in words)


def _figure_of(text: str, city: str) -> bool:
    """``text`` gives a figure for ``city`` itself: a number right before its name, as an
    urban-areas list writes it ("15.946 million Lagos", "37.194 million TOKYO"), or right
    after ("Lagos - 15,388,000")."""
    name = r"\s+".join(re.escape(w) for w in fold(city).split())
    folded = fold(text)
    before = rf"\d[\d.,]*\s+(?:million\s+|thousand\s+)?{name}\b"
    after = rf"\b{name}(?:\s*\([^)]*\))?\s*[-:]\s*\d"
    return re.search(f"{before}|{after}", folded, re.IGNORECASE) is not None


def _unread(
    misdirected: Callable[[PassageRecord], bool] | None,
    cities: list[Mention],
    rest: str,
    who: bool = False,
) -> Callable[[PassageRecord], bool] | None:
    """The fields the field model does not read for a question, nor measure the others
    against: those about a relation the other way round (``misdirected``) and, asked of a
    city, those not writing it (``_for_city``) — and, asked how many people live there
    (``_PEOPLE_COUNT``), those giving no figure for it (``_figure_of``). Nigeria's
    *Population* must not outshine its *Major urban areas - population* for "How many
    people live in Lagos?": it does not answer for Lagos at all; nor Italy's *Population
    distribution*, naming Milan among its crowded places, for "How populous is Milan?".
    Asked *who* (``who``), a field not described as naming people is not read either: a
    city's fields name no one who runs it ("Who heads the government in Kathmandu?" quoted
    Nepal's *Capital*, "name: Kathmandu", at 0.74)."""
    if not cities:
        return misdirected
    counted = _asks_population(rest)

    def unread(record: PassageRecord) -> bool:
        if misdirected is not None and misdirected(record):
            return True
        if who and not names_people(record.heading):
            return True
        figure = any(_figure_of(record.text, city.surface) for city in cities)
        if counted is True:
            return not figure
        if counted is False and figure:
            return True  # a city's figure counts all who live there, not a part of them
        return not _for_city(record.text, cities)

    return unread


def _shared_with(passage: PassageRecord, parts: list[Mention]) -> bool:
    """A search hit that may answer for ``parts`` (BM25-only setting): for a city, one
    writing it (``_for_city``); for another part, a field shared with its whole."""
    cities = [p for p in parts if p.city]
    if cities and not _for_city(passage.text, cities):
        return False
    return len(cities) == len(parts) or _shared(passage.heading)


def _names_part(field: FieldJudgement, parts: list[Mention]) -> bool:
    """The quote the field would give marks a value as one of ``parts``' own, the part's
    name alone in brackets: the United Kingdom's *National symbol(s)* writes "lion,
    unicorn, thistle (Scotland)". A name in passing ("the white cross of Saint Andrew
    (patron saint of Scotland)" in the Union flag) gives the whole's value, not the part's."""
    passage = field.reading.hit.passage
    quote = fold(passage.text[field.reading.span.start : field.reading.span.end]).lower()
    return any(
        re.search(rf"\(\s*{re.escape(fold(part.surface).lower())}\s*\)", quote) is not None
        for part in parts
    )


def _for_part(fields: list[FieldJudgement], parts: list[Mention]) -> list[FieldJudgement]:
    """``fields`` judged for a place their work includes (``parts``: "England", of the
    United Kingdom): a field the part does not share with its whole (the whole's
    population, area, capital, flag) gets probability 0 — a figure of the United Kingdom is
    not England's — unless the line it quotes names the part itself ("unicorn, thistle
    (Scotland)" answers "What is the national animal of Scotland?"). For a city
    (``Mention.city``: "Lagos", of Nigeria) no field is shared — Nigeria's head of state is
    no mayor of Lagos — and only a field writing the city answers (``_for_city``)."""
    ruled = [f if _for_places(f, parts) else replace(f, probability=0.0) for f in fields]
    return sorted(ruled, key=lambda f: -f.probability)


def _for_places(field: FieldJudgement, parts: list[Mention]) -> bool:
    """``field`` may answer for ``parts``: a city's field writes the city, another part's is
    shared with the whole or names the part in brackets."""
    cities = [p for p in parts if p.city]
    others = [p for p in parts if not p.city]
    passage = field.reading.hit.passage
    if cities and not _for_city(passage.text, cities):
        return False
    return not others or _shared(passage.heading) or _names_part(field, others)


def _for_city(text: str, cities: list[Mention]) -> bool:
    """A field answers for a city only when it writes the city: *Major urban areas -
    population* writes "15.946 million Lagos", Kenya's *Capital* "name: Nairobi"; Nigeria's
    *Population* and *Climate* do not ("What is the climate of Lagos?" abstains)."""
    return any(writes_name(text, city.surface) for city in cities)


def _meant(
    text: str, rest: str, aliases: AliasTable | None, held: list[PassageRecord]
) -> tuple[str, str] | None:
    """How a question asking whether a work belongs to a country is judged, given
    ``held``, the work's fields that say which country it belongs to (``owned``); None
    when it asks no such thing or the work has no such field. The meaning is read from
    ``rest`` with the owner said as "another country" ("Is Puerto Rico part of the United
    States?" → "Is part of another country?"): the owner's name pulled the question away
    from *Dependency status*, whose description "whether it is part of the United States"
    scored 0.66, and 0.78 so said. The words are read with the owner as the field writes it
    ("US"), or without it when the field does not write it: "overseas territory of the UK"
    answers "Is Gibraltar part of Spain?" (no), though *Location* writes "Spain"."""
    owner = aliases.owner(text) if aliases is not None and held else None
    if aliases is None or owner is None:
        return None
    said = re.compile(rf"(?:\bthe\s+)?{re.escape(owner.surface)}", re.IGNORECASE)
    meant, found = said.subn("another country", rest, count=1)
    if not found:
        return None
    written = next(
        (
            m.surface
            for record in held
            for m in aliases.mentions(record.text, modifiers=True)
            if m.titles == owner.titles
        ),
        "",
    )
    return meant, " ".join(said.sub(f" {written} ", rest, count=1).split())


def _kind(judged: Judged) -> str:
    """The field model that judged a field: ``dense`` when it read the passage vectors."""
    return "dense" if "text_sim" in judged.signals else "semantic"


class Sophia:
    """The answer engine of one library."""

    def __init__(
        self,
        settings: Settings,
        nisaba: Nisaba,
        synthesizer: Synthesizer | None = None,
        embedder: Embedder | None = None,
        verifier: Verifier | None = None,
    ) -> None:
        self.settings = settings
        self.nisaba = nisaba
        self.synthesizer = synthesizer
        self.embedder = embedder
        self._embedder_tried = embedder is not None
        self.verifier = verifier
        self._verifier_tried = verifier is not None or not settings.sophia_verifier
        self._verifier_lock = threading.Lock()
        self._stats: tuple[SearchBackend, OrderedDict[str, TermStats]] | None = None
        self._alias_tables: OrderedDict[tuple[str, str], AliasTable] = OrderedDict()
        self._entry_tables: OrderedDict[tuple[str, str], Entries] = OrderedDict()
        self._spellers: OrderedDict[tuple[str, str], Speller] = OrderedDict()
        self._works: OrderedDict[tuple[str, str, tuple[str, ...]], WorkFields | None] = (
            OrderedDict()
        )
        self._headings: HeadingVectors | None = (
            HeadingVectors(embedder) if embedder is not None else None
        )
        self._embedder_lock = threading.Lock()
        self._lock = threading.Lock()
        # Searches run here so an answer can stop waiting for one (a hung database, a
        # stalled disk) after ``sophia_search_timeout_seconds``.
        self._searches = ThreadPoolExecutor(max_workers=4, thread_name_prefix="sophia-search")

    @classmethod
    def build(cls, settings: Settings, nisaba: Nisaba) -> Sophia:
        synthesizer = Synthesizer(settings) if settings.llm_base_url else None
        return cls(settings, nisaba, synthesizer)

    def close(self, wait: bool = False) -> None:
        """Stop taking searches; ``wait`` also waits for one still running past its deadline
        (it may hold a database connection, which a caller dropping the database needs
        back)."""
        self._searches.shutdown(wait=wait, cancel_futures=True)
        if self.synthesizer is not None:
            self.synthesizer.close()

    def _search(
        self, index: SearchBackend, question: Question, scope: Scope | None
    ) -> list[SearchHit]:
        """Search ``index`` (the one resolved for this answer) within ``scope``, bounded in
        time."""
        limit = self.settings.sophia_search_timeout_seconds
        if self.nisaba.searcher.dense_index(index) is not None:
            # The embedding model loads once per process, seconds on a busy machine: before
            # the clock starts, which bounds a hung database or disk, not the first load.
            self._heading_vectors()
        # The question as written is embedded for hybrid search (BM25 on its informative
        # terms, fused with dense search); every hit then carries its cosine with it.
        future = self._searches.submit(
            self.nisaba.ranked,
            index,
            terms(question.search_text),
            self.settings.sophia_search_depth,
            question.text,
            scope,
        )
        try:
            return future.result(timeout=limit)
        except FutureTimeout as exc:
            future.cancel()
            raise SearchTimeout(f"search did not answer within {limit:g} s") from exc

    # ── the pipeline ────────────────────────────────────────────────────────────────────
    def answer(self, q: str, scope: Scope | None = None) -> AnswerEnvelope:
        """The envelope for ``q`` from the works of ``scope``'s source sets (None: the whole
        library). Raises ``InvalidInput`` only for over-long input."""
        return self.trace(q, scope)[0]

    def trace(self, q: str, scope: Scope | None = None) -> tuple[AnswerEnvelope, list[Judged]]:
        """The envelope and every judged hit (the evaluation reads the gate's scores). The
        envelope names the source set asked for, and its id depends on the sets read."""
        envelope, judged = self._trace(q, scope)
        if scope is None:
            return envelope, judged
        stamped = envelope.model_copy(
            update={
                "id": answer_id(envelope.corpus_version, envelope.query, scope),
                "source_set": scope.named,
            }
        )
        return stamped, judged

    def _trace(self, q: str, scope: Scope | None) -> tuple[AnswerEnvelope, list[Judged]]:
        self.nisaba.check_length(q)
        question = parse_question(q)  # the one normalisation of the question
        query = question.text
        if not query:
            return self._abstain(query, None, GroundingState.ABSTAINED, explain.EMPTY), []
        try:
            # The live index is resolved once: the version stamped on the envelope is the
            # version of the index whose statistics and hits the answer was built from.
            index = self.nisaba.live()
            version = index.corpus_version
            stats = self._term_stats(index, scope)
            aliases = self._aliases(version, scope)
            # Read as meant ("captial", "Phillipines", "U.S."); the envelope keeps the query.
            asked = self._speller(version, aliases, stats, scope).correct(query)
            # "Is it true that Istanbul is the capital of Turkey?", "…, right?": the
            # statement asked as the yes/no question it is ("Is Istanbul the capital …?").
            # Remarks after the question are not asked ("… Morocco? I always mix it up with
            # Casablanca."); "…. Is that right?" asks the statement before it checked.
            asked = as_yes_no(asked_sentences(asked))
            # "… no wait, of the uk", "… i mean how large is ukraine": as corrected
            asked = self_repaired(asked)
            # "Is Sydney the capital of Australia?" asks what the capital is: the field
            # holding it decides ("name: Canberra"), whichever name it holds.
            asked = aliases.asked_of_checked(asked) or asked
            # a work or city named only as the asker's context ("I grew up in Spain but now
            # live in Peru; what is the currency here?") is not asked about (``context.py``)
            mentions = without_context(asked, aliases.mentions(asked))
            # "Is Canada next to the US?" asks whether they share a border (``relations``)
            beside = bordering(asked, mentions)
            if beside is not None:
                asked = beside
                mentions = without_context(asked, aliases.mentions(asked))
            named = len({title for mention in mentions for title in mention.titles})
            # Asked how the named works stand to one another ("the ambassador of France to
            # Germany"): one question of them all, not one of each (``lookalikes.related``).
            relation = related(asked, [m.start for m in mentions], named, [m.end for m in mentions])
            texts = [asked] if relation else split_parts(asked, mentions)
            spelt = None if relation or len(texts) > 1 else resolved(asked, mentions)
            if spelt is not None:
                # the work the context named, written into the asking clause: "… Indonesia
                # next year. Can you tell me the currency and the main religions?" asks
                # two things of Indonesia, "… mentioned Ethiopia. What does that country
                # mainly export?" asks what Ethiopia exports (``context.resolved``); kept
                # when it splits or a noun stood for the work
                spelt_text, by_noun = spelt
                spelt_mentions = without_context(spelt_text, aliases.mentions(spelt_text))
                spelt_texts = split_parts(spelt_text, spelt_mentions)
                if spelt_mentions and (len(spelt_texts) > 1 or by_noun):
                    asked, mentions, texts = spelt_text, spelt_mentions, spelt_texts
            parts = [
                self._answer_part(text, aliases, mentions, index, stats, scope) for text in texts
            ]
        except SearchUnavailable as exc:
            log.warning("search unavailable: %s", exc)
            if not isinstance(exc, SearchTimeout):
                self.nisaba.index.fault(str(exc))  # the keeper rebuilds it
            reason = (
                "it did not answer in time"
                if isinstance(exc, SearchTimeout)
                else "the library's index could not be read"
            )
            envelope = self._abstain(
                query, None, GroundingState.UNGROUNDED, explain.search_unavailable(reason)
            )
            return envelope, []
        parts = self._align(parts)
        judged = [j for part in parts for j in part.judged]
        if len(parts) > 1:
            return self._multi(query, version, parts), judged
        part = parts[0]
        if not part.witnesses:
            state = GroundingState.RETRACTED_SOURCE if part.retracted else GroundingState.UNGROUNDED
            return self._abstain(query, version, state, part.explainer, judged), judged
        # A question naming several works: the answer says which work each claim is of.
        titled = part.named > 1
        composition, composer = self._compose(part.question, part.witnesses, titled)
        envelope = self._answer(
            query, version, part.witnesses, composition, composer, part.confidence
        )
        return envelope, judged

    def _answer_part(
        self,
        text: str,
        aliases: AliasTable,
        inherited: list[Mention],
        index: SearchBackend,
        stats: TermStats,
        scope: Scope | None = None,
    ) -> PartAnswer:
        """Witnesses for one question: from the works it names, or from the whole library
        (of ``scope``'s source sets)."""
        question = parse_question(text)
        mentions = without_context(text, aliases.mentions(text)) or inherited
        titles = sorted({title for mention in mentions for title in mention.titles})
        included = [mention for mention in mentions if mention.part]
        threshold = self.settings.sophia_gate_threshold
        work = self._work_passages(index.corpus_version, tuple(titles), scope) if titles else None
        headings = self._heading_vectors() if work is not None else None
        if work is not None and headings is not None:
            # A named reference work, read whole with the embedding model: search adds
            # nothing the field model does not already see.
            answered = self._answer_fields(
                text, question, mentions, titles, work, stats, headings, included, aliases
            )
            if all(mention.common for mention in mentions):
                return _ranking_stated(answered, strict=asks_which(text))
            return answered
        hits = self._search(index, question, scope) if not question.empty else []
        unknown = [t for t in question.terms if stats.idf(t) >= stats.max_idf - 1e-9]
        judged = self._judge(question, hits, stats, len(unknown))
        read: list[Judged] = []
        if work is not None:
            # BM25-only setting: the lexical field model first, the gate over the work's
            # search hits when it finds no field.
            fields = self._answer_fields(
                text, question, mentions, titles, work, stats, None, included, aliases
            )
            if fields.witnesses:
                return fields
            read = fields.judged  # reported with the search hits, never passed to the gate
        if titles:
            # Only the named works' passages may witness (SPEC §9); of a reference work
            # (its passages are fields), as in the field model, for a place it includes
            # only the fields it shares with its whole, and never a field of another time
            # than asked (``fields.when_gap``). Works without headings are judged as before.
            judged = [j for j in judged if j.reading.hit.passage.title in titles]
            rest = asked_clause(without_names(text, mentions))
            head = asked_head(rest)
            candidates = [
                j
                for j in judged
                if work is None
                or (
                    (not included or _shared_with(j.reading.hit.passage, included))
                    and not when_gap(rest, head, j.reading.hit.passage.text)
                )
            ]
        else:
            candidates = judged
        passed = passing(candidates, threshold)
        ruled: list[tuple[Judged, str]] = []
        if not titles:
            # A question naming no entry of a reference series is about none of them: an
            # entry's field answers it only when it asks which entry (``entries.py``).
            entries = self._entries(index.corpus_version, scope)
            verdicts = [
                (
                    j,
                    unnamed_verdict(
                        question.text,
                        j.reading.hit.passage.title,
                        j.reading.quote,
                        entries.titles,
                    ),
                )
                if j.reading.hit.passage.title in entries
                else (j, None)
                for j in passed
            ]
            ruled = [(j, v) for j, v in verdicts if v is not None]
            passed = [j for j, v in verdicts if v is None]
        # A retracted work never supports a claim (SPEC §7); the next passage may.
        witnesses = [j for j in passed if not _retracted(j)][:MAX_CITATIONS]
        if not witnesses and ruled:
            explainer = explain.unnamed_entries(ruled[0][0], ruled[0][1])
            return PartAnswer(text, question, [], read + judged, 0.0, explainer)
        if not witnesses and included and not _retracted_titles(passed):
            explainer = explain.part_of([m.surface for m in included], titles)
            return PartAnswer(text, question, [], read + judged, 0.0, explainer)
        if not witnesses and len(candidates) < len(judged) and not _retracted_titles(passed):
            # the named work's hits were of another time than asked: none answers
            closest = max(judged, key=lambda j: j.score).reading.hit.passage.heading
            explainer = explain.no_field(titles, closest)
            return PartAnswer(text, question, [], read + judged, 0.0, explainer)
        if not witnesses:
            gone = _retracted_titles(passed)
            if gone:
                explainer = explain.retracted_only(gone)
                return PartAnswer(text, question, [], read + judged, 0.0, explainer, True)
            explainer = explain.no_witness(question, judged, unknown)
            return PartAnswer(text, question, [], read + judged, 0.0, explainer)
        semantic = "passage_sim" in witnesses[0].signals  # judged by the dense gate
        checked = "verifier" in witnesses[0].signals  # … with the verifier's signal
        certainty = confidence(factors(witnesses, threshold), dense=semantic, verifier=checked)
        named = len(titles)
        return PartAnswer(text, question, witnesses, read + judged, certainty, "", named=named)

    def _align(self, parts: list[PartAnswer]) -> list[PartAnswer]:
        """A comparison of named reference works quotes the same field of each: the heading
        whose probabilities, summed over the parts, are highest — if it clears the field
        threshold in one of them. "Which is larger, Chad or Niger?" compares Chad's and Niger's
        *Area*, not Chad's area with Niger's land boundaries. When every part already leads
        with one field, that field is compared: "Compare the GDP of France and Germany"
        quotes each country's total GDP, as "What is the GDP of France?" does, not the GDP
        per capita the model scores higher."""
        headings = self._headings
        if len(parts) < 2 or headings is None:
            return parts
        if any(not p.judged or "heading_sim" not in p.judged[0].signals for p in parts):
            return parts
        firsts = [p.judged[0].reading.hit.passage.title for p in parts]
        if len(set(firsts)) < len(firsts):
            return parts  # one work asked two things: nothing to compare
        fields: list[dict[str, Judged]] = []
        for part in parts:
            by_heading: dict[str, Judged] = {}
            for judged in part.judged:  # most probable first: keep each heading's best
                if not _retracted(judged):
                    by_heading.setdefault(judged.reading.hit.passage.heading, judged)
            fields.append(by_heading)
        common = set(fields[0]).intersection(*fields[1:])
        if not common:
            return parts
        best = max(sorted(common), key=lambda h: sum(f[h].score for f in fields))
        leads = {p.witnesses[0].reading.hit.passage.heading for p in parts if p.witnesses}
        if len(leads) == 1 and len(parts) == sum(1 for p in parts if p.witnesses):
            # every part already leads with the same field (its order may be a rule's:
            # the total GDP before GDP per capita): that field is the one compared
            (led,) = leads
            best = led if led in common else best
        if leads and best not in leads:
            # the field no part leads with is a compromise between different things asked
            # ("What is the capital of Chad and the population of Niger?" summed highest on
            # *Major urban areas*, which holds a capital and a population): none is aligned
            return parts
        # One question asked of several works: the field that answers it for one answers
        # it for the others (their texts differ, so their probabilities do too; a work
        # whose vectors are not all stored yet is judged by the semantic model).
        if all(f[best].score < field_threshold(_kind(f[best])) for f in fields):
            return parts
        aligned = []
        for part, by_heading in zip(parts, fields, strict=True):
            lead = by_heading[best]
            if lead.score <= 0.0:
                # A rule ruled the field out for this work (it lacks the asked thing, or
                # the part asked about does not share it with its whole): not its answer.
                aligned.append(part)
                continue
            rest = [j for j in part.judged if j is not lead]
            others = [j for j in part.witnesses if j is not lead]
            runner_up = rest[0].score if rest else 0.0
            aligned.append(
                PartAnswer(
                    part.text,
                    part.question,
                    [lead, *others][:FIELD_WITNESSES],
                    part.judged,
                    calibrated(lead.score, min(lead.score, runner_up), _kind(lead)),
                    "",
                )
            )
        return aligned

    def _answer_fields(
        self,
        text: str,
        question: Question,
        mentions: list[Mention],
        titles: list[str],
        work: WorkFields,
        stats: TermStats,
        headings: HeadingVectors | None,
        included: list[Mention] | None = None,
        aliases: AliasTable | None = None,
    ) -> PartAnswer:
        """A question naming a reference work: judge every field of the work (for a place
        the work includes, ``included``, only the fields it shares with its whole). Asked
        how the named works stand to one another ("the ambassador of France to Germany",
        ``lookalikes.related``), a field answers only when ``aliases`` find the other works
        in its heading or text."""
        side = partners_asked(text, mentions)
        # Trade partners asked: the side is read from the name's place, which goes with it.
        rest = PARTNERS[side] if side else asked_clause(without_names(text, mentions))
        residual = parse_question(rest)
        kind = work.kind(headings)
        if len(titles) == 1 and not included and asks_overview(rest):
            # "Tell me about Bhutan": the work's opening passage (``overview.py``)
            opening = SearchHit(work.passages[0], 0.0, 1)
            reading = read_hit(parse_question(""), opening, stats, 0.0)
            reading = replace(reading, span=opening_span(opening.passage.text))
            certain = calibrated(1.0, 0.0, kind)
            witness = Judged(reading, certain, {"overview": 1.0})
            return PartAnswer(text, question, [witness], [witness], certain, "", named=1)
        unrelated = misdirected = None
        if aliases is not None:
            table = aliases
            written = table.mentions(text, modifiers=True)
            directed: dict[tuple[str, str], bool] = {}

            def misdirected(record: PassageRecord) -> bool:
                # "the ambassador of Japan to the US" against *… from the US*
                # (``lookalikes.direction_unheld``), read once per heading
                key = (record.title, record.heading)
                if key not in directed:
                    directed[key] = any(
                        direction_unheld(
                            text,
                            [w.start for w in written if w.titles == m.titles],
                            record.heading,
                            m.start,
                            [(w.start, w.end) for w in written if record.title in w.titles],
                        )
                        for m in table.heading_mentions(record.heading)
                        if record.title not in m.titles
                    )
                return directed[key]

        sides = titles
        if aliases is not None:
            # another work named only as where a thing goes to or comes from ("What does
            # Nigeria export to the US?"): a side of a relation, held by any of its names
            # ("USA 10%"), not a word the field must write (``lookalikes.name_unheld``)
            partner = [m for m in aliases.mentions(text, modifiers=True) if m not in mentions]
            partner = [m for m in partner if partner_side(text, m.start)]
            if partner:
                sides = sorted({*titles, *(t for m in partner for t in m.titles)})
                spelt = {w.lower() for m in partner for w in m.surface.split()}
                named = tuple(w for w in residual.named if w not in spelt)
                residual = replace(residual, named=named)
        if aliases is not None and (
            sides != titles
            or related(text, [m.start for m in mentions], len(titles), [m.end for m in mentions])
        ):
            table = aliases

            spans = sorted((m.start, m.end) for m in mentions)
            first = min(mentions, key=lambda m: m.start)

            def unrelated(record: PassageRecord) -> bool:
                # every work written, "US" in "in the US\nchief of mission" too
                field = f"{record.heading}\n{record.text}"
                named = {t for m in table.mentions(field, modifiers=True) for t in m.titles}
                if (
                    sides == titles
                    and record.title in first.titles
                    and len(spans) == 2
                    and relation_listed(
                        text, spans[0], spans[1][0], record.text, len(named - {record.title})
                    )
                ):
                    return False  # "Does Brazil border Chile?": Brazil's border countries
                return relation_unheld(record.title, sides, named)

        cities = [m for m in included or [] if m.city]
        who = residual.answer_type == "person"

        # "Is Puerto Rico part of the United States?": of a work whose field says which
        # country it belongs to, asked whether it is part of another country (``_meant``)
        owned = descriptions().owned
        owner = _meant(text, rest, aliases, [p for p in work.passages if p.heading in owned])
        meant = None
        if owner is not None:
            meant, as_held = owner
            residual = replace(parse_question(as_held), answer_type=residual.answer_type)

        def judge(unread: Callable[[PassageRecord], bool] | None) -> list[FieldJudgement]:
            return judge_fields(
                residual,
                rest,
                work,
                stats,
                headings,
                asked=text,
                unrelated=unrelated,
                unread=unread,
                meant=meant,
            )

        fields = judge(_unread(misdirected, cities, rest, who=who))
        if included:
            fields = _for_part(fields, included)
        threshold = field_threshold(kind)
        if (
            cities
            and len(cities) == len(included or [])
            and not who
            and not any(f.probability >= threshold for f in fields)
        ):
            # no field writing the city answers: maybe one holding in all its cities does
            fields = _city_wide_reading(fields, judge(misdirected), threshold)
        judged = [Judged(f.reading, f.probability, f.signals) for f in fields]
        cut = field_threshold(kind)
        passed = [j for j in judged if j.score >= cut]
        if passed and gives_nothing(passed[0].reading.hit.passage.text):
            # the field asked for reads "NA": no figure, and no other field to stand in
            # for it (``unavailable``)
            blank = passed[0].reading.hit.passage
            explainer = explain.not_available(blank.title, blank.heading)
            return PartAnswer(text, question, [], judged, 0.0, explainer)
        passed = [j for j in passed if not gives_nothing(j.reading.hit.passage.text)]
        witnesses = [j for j in passed if not _retracted(j)][:FIELD_WITNESSES]
        if not witnesses and _retracted_titles(passed):
            explainer = explain.retracted_only(_retracted_titles(passed))
            return PartAnswer(text, question, [], judged, 0.0, explainer, True)
        if not witnesses:
            if included:
                explainer = explain.part_of([p.surface for p in included], titles)
                return PartAnswer(text, question, [], judged, 0.0, explainer)
            closest = fields[0].reading.hit.passage.heading if fields else None
            return PartAnswer(text, question, [], judged, 0.0, explain.no_field(titles, closest))
        if unrelated is not None and subject_related(
            text, [m.start for m in mentions], [m.end for m in mentions]
        ):
            # "Does France border Spain?" asks of France (Spain's *Land boundaries* agrees):
            # the subject's fields lead, as its part would when asked of each work
            subject = min(mentions, key=lambda m: m.start).titles
            witnesses.sort(key=lambda j: j.reading.hit.passage.title not in subject)
        certainty = field_confidence(fields, kind)
        return PartAnswer(text, question, witnesses, judged, certainty, "", named=len(titles))

    def _term_stats(self, index: SearchBackend, scope: Scope | None = None) -> TermStats:
        """IDF statistics of the passages ``scope`` may read: what another set holds never
        changes a gate score or an explainer ("no passage mentions …") of this one."""
        # Keyed by the open index itself: a damaged index rebuilt under the same version is
        # a new object, and the old one's statistics must not outlive it.
        key = "*" if scope is None else scope.key
        with self._lock:
            if self._stats is None or self._stats[0] is not index:
                self._stats = (index, OrderedDict())
            cached = self._stats[1].get(key)
            if cached is not None:
                self._stats[1].move_to_end(key)
                return cached
        if scope is None:
            stats = TermStats(index.num_docs, index.doc_freq)
        else:
            sets = scope.sets
            stats = TermStats(index.docs_in(sets), lambda term: index.doc_freq(term, sets))
        with self._lock:
            if self._stats is not None and self._stats[0] is index:
                self._stats[1][key] = stats
                while len(self._stats[1]) > _ALIAS_CACHE:
                    self._stats[1].popitem(last=False)
        return stats

    def _aliases(self, version: str, scope: Scope | None = None) -> AliasTable:
        """The names of the works of ``scope``'s source sets (``entities.AliasTable``), once
        per version and scope: a work a person cannot read is never a name they can ask."""
        key = (version, "*" if scope is None else scope.key)
        return self._kept(
            self._alias_tables, key, lambda: AliasTable.build(self.nisaba.naming_rows(scope))
        )

    def _speller(
        self, version: str, aliases: AliasTable, stats: TermStats, scope: Scope | None = None
    ) -> Speller:
        """The speller of ``scope``'s works (``spelling.Speller``): their names' words and
        the index's terms are known words, once per version and scope."""
        key = (version, "*" if scope is None else scope.key)
        return self._kept(
            self._spellers,
            key,
            lambda: Speller(aliases.words, stats.doc_freq, aliases.own_words),
        )

    def _entries(self, version: str, scope: Scope | None = None) -> Entries:
        """The entries of reference series among the works of ``scope``'s source sets
        (``entries.Entries``), once per version and scope."""
        key = (version, "*" if scope is None else scope.key)
        return self._kept(
            self._entry_tables, key, lambda: Entries.build(self.nisaba.heading_rows(scope))
        )

    def _kept(
        self,
        tables: OrderedDict[tuple[str, str], _Table],
        key: tuple[str, str],
        build: Callable[[], _Table],
    ) -> _Table:
        """``tables[key]``, built outside the lock when missing; the ``_ALIAS_CACHE`` most
        recently used are kept (a table per corpus version and scope)."""
        with self._lock:
            cached = tables.get(key)
            if cached is not None:
                tables.move_to_end(key)
                return cached
        table = build()
        with self._lock:
            tables[key] = table
            while len(tables) > _ALIAS_CACHE:
                tables.popitem(last=False)
        return table

    def _work_passages(
        self, version: str, titles: tuple[str, ...], scope: Scope | None = None
    ) -> WorkFields | None:
        """Every passage of the named works (of ``scope``'s sets) when they are reference
        works with headings (a field per passage); ``None`` otherwise (no headings, or too
        long to read whole)."""
        key = (version, "*" if scope is None else scope.key, titles)
        with self._lock:
            if key in self._works:
                self._works.move_to_end(key)
                cached = self._works[key]
                if cached is not None and cached.texts is None:
                    cached.texts = self._stored_vectors(version, cached.passages)
                return cached
        found: list[PassageRecord] = []
        for title in titles:
            found.extend(self.nisaba.work_passages(title, MAX_WORK_PASSAGES + 1, scope))
        structured = (
            bool(found)
            and len(found) <= MAX_WORK_PASSAGES
            and sum(bool(p.heading) for p in found) >= 0.8 * len(found)
        )
        passages = WorkFields.of(found) if structured else None
        if passages is not None:
            passages.texts = self._stored_vectors(version, found)
        with self._lock:
            self._works[key] = passages
            while len(self._works) > _WORK_CACHE:
                self._works.popitem(last=False)
        return passages

    def _stored_vectors(self, version: str, passages: list[PassageRecord]) -> numpy.ndarray | None:
        """The vectors dense search stored for ``passages`` (row per passage): rows of the
        index version's loaded matrix, else read from the database — never computed here;
        None without the embedding model or while any is missing (a backfill running)."""
        if self.settings.retrieval != "hybrid" or self._heading_vectors() is None:
            return None
        dense = self.nisaba.dense
        if dense.model_id != getattr(self.embedder, "model_id", dense.model_id):
            return None  # vectors of another model than the one questions are embedded with
        loaded = dense.get(self.nisaba.index.index_dir / version)
        if loaded is not None and all(p.id in loaded.rows for p in passages):
            return loaded.matrix[[loaded.rows[p.id] for p in passages]]
        hashes = [text_hash(embedding_text(p.title, p.heading, p.text)) for p in passages]
        try:
            return dense.store.load(dense.model_id, hashes, dense.dim)
        except ValueError:
            return None

    def _heading_vectors(self) -> HeadingVectors | None:
        """Heading embeddings, with the embedding model loaded on first need (``hybrid``
        retrieval only); a model that cannot load leaves Sophia lexical, and says so once."""
        with self._embedder_lock:
            if not self._embedder_tried and self.settings.retrieval == "hybrid":
                self._embedder_tried = True
                try:
                    self.embedder = self.nisaba.dense.embedder()  # the one shared model
                    self._headings = HeadingVectors(self.embedder)
                except ModelUnavailable as exc:
                    log.warning("answering without the embedding model: %s", exc)
            return self._headings

    def _verifier(self) -> Verifier | None:
        """The verifier model, loaded on first need; one that cannot load leaves the dense
        gate judging, and says so once."""
        with self._verifier_lock:
            if not self._verifier_tried:
                self._verifier_tried = True
                try:
                    self.verifier = OnnxVerifier.from_settings(self.settings)
                except ModelUnavailable as exc:
                    log.warning("answering without the verifier model: %s", exc)
            return self.verifier

    def _judge(
        self, question: Question, hits: list[SearchHit], stats: TermStats, unknown: int
    ) -> list[Judged]:
        """Read and score every hit; ``unknown``: question terms the library does not hold."""
        if not hits or question.empty:
            return []
        best = max(bm25_of(hit) for hit in hits)
        readings = [read_hit(question, hit, stats, best, extend=True) for hit in hits]
        share = unknown / len(question.terms)
        verifier = self._verifier() if all(hit.dense is not None for hit in hits) else None

        def read(chosen: list[Reading]) -> list[float]:
            assert verifier is not None
            quotes = [(r.hit.passage.title, r.quote) for r in chosen]
            return verifier.score(question.text, quotes)

        return judge(
            readings,
            share,
            len(question.terms),
            question.answer_type,
            question.negated,
            question.named,
            read if verifier is not None else None,
            self.settings.sophia_verifier_depth,
            self.settings.sophia_gate_threshold,
            question.text,
        )

    def _compose(
        self, question: Question, witnesses: list[Judged], titled: bool = False
    ) -> tuple[Composition, Composer]:
        extractive = compose_extractive(witnesses, titled)
        if self.synthesizer is None:
            return extractive, Composer.EXTRACTIVE
        try:
            return (
                synthesized_composition(self.synthesizer, question.text, witnesses, extractive),
                Composer.SYNTHESIZED,
            )
        except SynthesisFailed as exc:
            log.warning("synthesis failed, answering extractively: %s", exc)
            return extractive, Composer.EXTRACTIVE

    def _multi(self, query: str, version: str, parts: list[PartAnswer]) -> AnswerEnvelope:
        """Several parts, each with its own witnesses, side by side in one envelope.

        Claims follow the parts' order; a passage two parts cite is one citation. A part
        without evidence makes the answer partial and the explainer names it; no evidence
        for any part is an abstention. Confidence is the weakest answered part's."""
        answered = [p for p in parts if p.witnesses]
        if not answered:
            explainer = parts[0].explainer
            return self._abstain(query, version, GroundingState.UNGROUNDED, explainer)
        share = max(1, MAX_CITATIONS // len(answered))
        witnesses: list[Judged] = []
        spans: dict[str, list[Judged]] = {}
        for part in answered:
            own = part.witnesses[:share]
            spans[part.text] = own
            for judged in own:
                if all(
                    w.reading.hit.passage.id != judged.reading.hit.passage.id for w in witnesses
                ):
                    witnesses.append(judged)
        composition = compose_extractive(witnesses, titled=True)  # parts: which work is which
        by_passage = {c.id: c for c in composition.citations}
        claim_of = {claim.citation_ids[0]: claim.id for claim in composition.claims}
        missing = [p.text for p in parts if not p.witnesses]
        certainty = min(p.confidence for p in answered)
        entries = []
        for part in parts:
            own = spans.get(part.text, [])
            ids = [j.reading.hit.passage.id for j in own if j.reading.hit.passage.id in by_passage]
            state = (
                GroundingState.UNGROUNDED
                if not ids
                else GroundingState.GROUNDED
                if len(ids) >= FULL_WITNESSES
                else GroundingState.PARTIAL
            )
            entries.append(
                AnswerPart(
                    question=part.text,
                    grounding_state=state,
                    confidence=part.confidence if ids else 0.0,
                    citation_ids=ids,
                    claim_ids=[claim_of[i] for i in ids if i in claim_of],
                    explainer=part.explainer or explain.answered(state, own, len(ids)),
                )
            )
        # A part without evidence makes the whole answer partial, and the explainer names it.
        return self._answer(
            query,
            version,
            witnesses,
            composition,
            Composer.EXTRACTIVE,
            certainty,
            partial_because=explain.partial_parts(missing) if missing else None,
            parts=entries,
        )

    # ── envelopes ───────────────────────────────────────────────────────────────────────
    def _answer(
        self,
        query: str,
        version: str,
        witnesses: list[Judged],
        composition: Composition,
        composer: Composer,
        certainty: float,
        partial_because: str | None = None,
        parts: list[AnswerPart] | None = None,
    ) -> AnswerEnvelope:
        """An answering envelope: grounded with ``FULL_WITNESSES`` citations, else partial;
        ``partial_because`` forces partial and is the explainer (a multi-part answer with a
        part lacking evidence)."""
        count = len(composition.citations)
        if partial_because is not None:
            state, explainer = GroundingState.PARTIAL, partial_because
        else:
            full = count >= FULL_WITNESSES
            state = GroundingState.GROUNDED if full else GroundingState.PARTIAL
            explainer = explain.answered(state, witnesses, count)
        values = factors(witnesses, self.settings.sophia_gate_threshold)
        return AnswerEnvelope(
            id=answer_id(version, query),
            query=query,
            answer=composition.answer,
            confidence=certainty,
            grounding_state=state,
            abstained=False,
            citations=composition.citations,
            claims=composition.claims,
            citation_map={claim.id: list(claim.citation_ids) for claim in composition.claims},
            meter=build_meter(values, explainer, abstained=False, confidence=certainty),
            composer=composer,
            corpus_version=version,
            parts=parts or [],
        )

    def _abstain(
        self,
        query: str,
        version: str | None,
        state: GroundingState,
        explainer: str,
        judged: list[Judged] | None = None,
    ) -> AnswerEnvelope:
        values = factors([], self.settings.sophia_gate_threshold)
        if judged:
            # The strongest rejected hit, so a reader sees how close the library came.
            values["evidenceScore"] = round(max(j.score for j in judged), 4)
        return AnswerEnvelope(
            id=answer_id(version, query),
            query=query,
            answer="",
            confidence=0.0,
            grounding_state=state,
            abstained=True,
            citations=[],
            claims=[],
            citation_map={},
            meter=build_meter(values, explainer, abstained=True),
            composer=Composer.EXTRACTIVE,
            corpus_version=version,
        )
