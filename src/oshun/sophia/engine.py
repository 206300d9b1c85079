"""Sophia's orchestrator: question → search → evidence gate → composer → meter → envelope."""

from __future__ import annotations

import hashlib
import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from oshun.errors import SearchTimeout, SearchUnavailable
from oshun.retrieval.analysis import terms
from oshun.retrieval.backend import SearchBackend
from oshun.retrieval.search import Nisaba, SearchHit
from oshun.settings import Settings
from oshun.sophia import explain
from oshun.sophia.compose import MAX_CITATIONS, Composition, compose_extractive
from oshun.sophia.envelope import (
    AnswerEnvelope,
    Composer,
    GroundingState,
)
from oshun.sophia.gate import Judged, judge, passing
from oshun.sophia.meter import FULL_WITNESSES, build_meter, confidence, factors
from oshun.sophia.question import Question, parse_question
from oshun.sophia.signals import Reading, TermStats, read_hit
from oshun.sophia.synthesize import SynthesisFailed, Synthesizer, synthesized_composition

log = logging.getLogger("oshun.sophia")


def answer_id(corpus_version: str | None, query: str) -> str:
    """Stable id: the same corpus version and normalised query give the same id."""
    digest = hashlib.sha256(f"{corpus_version or '-'}\n{query}".encode()).hexdigest()
    return f"ans_{digest[:20]}"


class Sophia:
    """The answer engine of one library."""

    def __init__(
        self, settings: Settings, nisaba: Nisaba, synthesizer: Synthesizer | None = None
    ) -> None:
        self.settings = settings
        self.nisaba = nisaba
        self.synthesizer = synthesizer
        self._stats: tuple[SearchBackend, TermStats] | None = None
        self._lock = threading.Lock()
        # Searches run here so an answer can stop waiting for one (a hung database, a
        # stalled disk) after ``sophia_search_timeout_seconds``.
        self._searches = ThreadPoolExecutor(max_workers=4, thread_name_prefix="sophia-search")

    @classmethod
    def build(cls, settings: Settings, nisaba: Nisaba) -> Sophia:
        synthesizer = Synthesizer(settings) if settings.llm_base_url else None
        return cls(settings, nisaba, synthesizer)

    def close(self) -> None:
        self._searches.shutdown(wait=False, cancel_futures=True)
        if self.synthesizer is not None:
            self.synthesizer.close()

    def _search(self, index: SearchBackend, question: Question) -> list[SearchHit]:
        """Search ``index`` (the one resolved for this answer), bounded in time."""
        limit = self.settings.sophia_search_timeout_seconds
        future = self._searches.submit(
            self.nisaba.ranked,
            index,
            terms(question.search_text),
            self.settings.sophia_search_depth,
        )
        try:
            return future.result(timeout=limit)
        except FutureTimeout as exc:
            future.cancel()
            raise SearchTimeout(f"search did not answer within {limit:g} s") from exc

    # ── the pipeline ────────────────────────────────────────────────────────────────────
    def answer(self, q: str) -> AnswerEnvelope:
        """The envelope for ``q``. Raises ``InvalidInput`` only for over-long input."""
        return self.trace(q)[0]

    def trace(self, q: str) -> tuple[AnswerEnvelope, list[Judged]]:
        """The envelope and every judged hit (the evaluation reads the gate's scores)."""
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
            stats = self._term_stats(index)
            hits = self._search(index, question)
            unknown = [t for t in question.terms if stats.idf(t) >= stats.max_idf - 1e-9]
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
        judged = self._judge(question, hits, stats, len(unknown))
        witnesses = passing(judged, self.settings.sophia_gate_threshold)[:MAX_CITATIONS]
        if not witnesses:
            explainer = explain.no_witness(question, judged, unknown)
            state = GroundingState.UNGROUNDED
            return self._abstain(query, version, state, explainer, judged), judged
        composition, composer = self._compose(question, witnesses)
        return self._answer(query, version, witnesses, composition, composer), judged

    def _term_stats(self, index: SearchBackend) -> TermStats:
        # Keyed by the open index itself: a damaged index rebuilt under the same version is
        # a new object, and the old one's statistics must not outlive it.
        with self._lock:
            if self._stats is None or self._stats[0] is not index:
                self._stats = (
                    index,
                    TermStats(index.num_docs, index.doc_freq),
                )
            return self._stats[1]

    @staticmethod
    def _judge(
        question: Question, hits: list[SearchHit], stats: TermStats, unknown: int
    ) -> list[Judged]:
        """Read and score every hit; ``unknown``: question terms the library does not hold."""
        if not hits or question.empty:
            return []
        best = hits[0].score
        readings: list[Reading] = [read_hit(question, hit, stats, best) for hit in hits]
        return judge(readings, unknown / len(question.terms), len(question.terms))

    def _compose(self, question: Question, witnesses: list[Judged]) -> tuple[Composition, Composer]:
        extractive = compose_extractive(witnesses)
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

    # ── envelopes ───────────────────────────────────────────────────────────────────────
    def _answer(
        self,
        query: str,
        version: str,
        witnesses: list[Judged],
        composition: Composition,
        composer: Composer,
    ) -> AnswerEnvelope:
        count = len(composition.citations)
        state = GroundingState.GROUNDED if count >= FULL_WITNESSES else GroundingState.PARTIAL
        values = factors(witnesses, self.settings.sophia_gate_threshold)
        explainer = explain.answered(state, witnesses, count)
        return AnswerEnvelope(
            id=answer_id(version, query),
            query=query,
            answer=composition.answer,
            confidence=confidence(values),
            grounding_state=state,
            abstained=False,
            citations=composition.citations,
            claims=composition.claims,
            citation_map={claim.id: list(claim.citation_ids) for claim in composition.claims},
            meter=build_meter(values, explainer, abstained=False),
            composer=composer,
            corpus_version=version,
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
