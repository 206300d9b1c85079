"""Nisaba's read side: ranked passages for a query, passages by id, and the library's state.

Search goes through ``SearchBackend`` only (``oshun.retrieval.backend``), so which engine
ranks is one setting; when the live index has its passage vectors, its ranking is fused with
dense search (``oshun.retrieval.hybrid``). Nothing here builds a URL or HTML: links and
snippets are the web layer's (``oshun.web.urls``, ``oshun.web.snippets``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, Protocol

from pydantic import ConfigDict, Field
from sqlalchemy import Row, bindparam, func, select

from oshun.errors import InvalidInput, NotFound, SearchUnavailable
from oshun.retrieval.analysis import terms
from oshun.retrieval.backend import SearchBackend, backend_named
from oshun.retrieval.dense import DenseVectors, VectorStatus
from oshun.retrieval.hybrid import HybridSearch
from oshun.retrieval.live import IndexHandle
from oshun.retrieval.scope import Scope, sets_of
from oshun.retrieval.vectors import VectorStore
from oshun.settings import Settings
from oshun.store import Database, LibraryState, Passage, Work
from oshun.wire import WireModel


class PassageRecord(WireModel):
    """A passage with what a reader or a citation needs of its work.

    The one model of a passage: the API's passage body extends it (``PassageResponse``).
    """

    model_config = ConfigDict(frozen=True)

    id: str
    work_id: str
    ordinal: int
    heading: str
    text: str
    content_hash: str
    char_start: int = Field(description="Offset of the passage's first character in its source.")
    char_end: int
    page: int | None = Field(
        default=None, description="1-based page of the passage in a paged source (PDF)."
    )
    title: str
    kind: str
    weight: float
    authors: tuple[str, ...]
    year: int | None
    source: str
    licence: str
    published: date | None
    updated: date | None
    retracted: bool
    source_set: str = Field(default="", description="The source set of the passage's work.")

    @property
    def shown_date(self) -> str | None:
        """The date a witness is shown with: its work's last update, else its publication."""
        when = self.updated or self.published
        return when.isoformat() if when else None


#: PassageRecord fields copied as they are from the passage row and from its work's row.
_FROM_PASSAGE = (
    "id",
    "ordinal",
    "heading",
    "text",
    "content_hash",
    "char_start",
    "char_end",
    "page",
)
_FROM_WORK = (
    "title",
    "kind",
    "year",
    "source",
    "licence",
    "published",
    "updated",
    "retracted",
    "source_set",
)
#: One row per passage with the work's columns a record needs (Core, compiled once).
_RECORD_COLUMNS = select(
    *(getattr(Passage, name) for name in _FROM_PASSAGE),
    Passage.work_id,
    *(getattr(Work, name) for name in _FROM_WORK),
    Work.authors,
).join(Work, Work.id == Passage.work_id)
_RECORDS_BY_ID = _RECORD_COLUMNS.where(Passage.id.in_(bindparam("ids", expanding=True)))
#: The same, of some source sets only (a scope).
_RECORDS_BY_ID_IN_SETS = _RECORDS_BY_ID.where(
    Work.source_set.in_(bindparam("sets", expanding=True))
)
#: Passage records a live index keeps (``Nisaba._cached_passages``): ~2 KB each.
PASSAGE_CACHE_SIZE = 20_000
_RECORD_FIELDS = frozenset(PassageRecord.model_fields)


def _construct(values: dict[str, Any]) -> PassageRecord:
    """``PassageRecord.model_construct(**values)`` for a complete set of trusted values,
    without its per-call field walk (a search builds a record per hit)."""
    record = PassageRecord.__new__(PassageRecord)
    object.__setattr__(record, "__dict__", values)
    object.__setattr__(record, "__pydantic_fields_set__", set(_RECORD_FIELDS))
    object.__setattr__(record, "__pydantic_extra__", None)
    object.__setattr__(record, "__pydantic_private__", None)
    return record


@dataclass(frozen=True, slots=True)
class SearchHit:
    passage: PassageRecord
    score: float  # what ranked it: the fused score (hybrid) or the backend's (BM25)
    rank: int
    bm25: float = 0.0  # its BM25 score; 0 when BM25 did not rank it
    dense: float | None = None  # cosine similarity to the query; None without vectors


@dataclass(frozen=True, slots=True)
class SearchResults:
    """One search: the normalised query, its analysed terms, and what the index returned."""

    query: str
    terms: tuple[str, ...]
    limit: int
    corpus_version: str | None  # the version of the index searched (or live, if none was)
    hits: list[SearchHit]
    scope: Scope | None = None  # the source sets searched (None: the whole library)


class Passages(Protocol):
    """Passages by id: what the Library needs of Nisaba (so its tests can pass a fake)."""

    def passages(self, ids: list[str], scope: Scope | None = None) -> dict[str, PassageRecord]: ...


class Nisaba:
    """The library of one data directory: its database and its live index."""

    def __init__(
        self,
        settings: Settings,
        db: Database,
        backend: type[SearchBackend] | None = None,
        dense: DenseVectors | None = None,
    ) -> None:
        self.settings = settings
        self.db = db
        self.index = IndexHandle(
            settings.index_dir, backend or backend_named(settings.search_backend)
        )
        self.dense = dense or DenseVectors(settings, VectorStore(db))
        self.searcher = HybridSearch(self.index, self.dense)
        self._cache: tuple[SearchBackend | None, dict[str, PassageRecord]] = (None, {})

    # ── search ──────────────────────────────────────────────────────────────────────────
    def check_length(self, query: str) -> None:
        if len(query) > self.settings.query_max_chars:
            raise InvalidInput(
                f"query is {len(query)} characters long; the limit is "
                f"{self.settings.query_max_chars}"
            )

    def check_query(self, query: str) -> str:
        """``query`` whitespace-normalised; ``InvalidInput`` if it is over-long."""
        self.check_length(query)
        return " ".join(query.split())

    def live(self) -> SearchBackend:
        """The live index, opened; resolve it once per request and pass it down."""
        return self.index.get()

    def search(
        self, query: str, limit: int | None = None, scope: Scope | None = None
    ) -> list[SearchHit]:
        """Ranked passages for ``query``; raises ``SearchUnavailable`` if the index is."""
        return self.search_results(query, limit, scope).hits

    def search_results(
        self, query: str, limit: int | None = None, scope: Scope | None = None
    ) -> SearchResults:
        """The whole search: normalised query, terms, limit, corpus version searched, hits;
        with ``scope``, passages of its source sets only."""
        query = self.check_query(query)
        limit = self.settings.search_default_limit if limit is None else limit
        if not 1 <= limit <= self.settings.search_max_limit:
            raise InvalidInput(f"limit must lie between 1 and {self.settings.search_max_limit}")
        query_terms = tuple(terms(query))
        if not query:
            return SearchResults(query, query_terms, limit, self.index.version(), [], scope)
        index = self.live()
        hits = self.ranked(index, query_terms, limit, text=query, scope=scope)
        return SearchResults(query, query_terms, limit, index.corpus_version, hits, scope)

    def ranked(
        self,
        index: SearchBackend,
        query_terms: Sequence[str],
        k: int,
        text: str | None = None,
        scope: Scope | None = None,
    ) -> list[SearchHit]:
        """The passages ``index`` ranks first for ``query_terms``, with their records.

        With ``text`` (the query as written) and the index's vectors complete, the ranking is
        hybrid and every hit carries its cosine with ``text``; otherwise it is the backend's.
        A search that fails reports the index as faulty (the keeper rebuilds it). With
        ``scope`` the index itself filters by source set, and every record is checked
        against the database's set again (an index older than a move never leaks)."""
        try:
            hits = self.searcher.search(index, query_terms, text, k, sets_of(scope))
        except SearchUnavailable as exc:
            self.index.fault(str(exc))
            raise
        records = self._cached_passages(index, [hit.passage_id for hit in hits])
        if scope is not None:  # the index filtered; the database's set has the last word
            records = {i: r for i, r in records.items() if scope.allows(r.source_set)}
        results: list[SearchHit] = []
        for hit in hits:
            record = records.get(hit.passage_id)
            if record is None:  # the index is older than the database; skip, never invent
                continue
            results.append(SearchHit(record, hit.score, len(results) + 1, hit.bm25, hit.dense))
        return results

    # ── passages ────────────────────────────────────────────────────────────────────────
    def _cached_passages(self, index: SearchBackend, ids: list[str]) -> dict[str, PassageRecord]:
        """Records of the hits of ``index``, from a cache that belongs to that open index:
        a rebuild (a new corpus version, or the same one rebuilt after a change) opens a new
        index object and so starts a new cache, and a search never mixes builds."""
        owner, cache = self._cache
        if owner is not index:
            cache = {}
            self._cache = (index, cache)
        found: dict[str, PassageRecord] = {}
        for passage_id in ids:  # ``get``: another thread may clear the cache meanwhile
            record = cache.get(passage_id)
            if record is not None:
                found[passage_id] = record
        if len(found) < len(ids):
            fetched = self.passages([passage_id for passage_id in ids if passage_id not in found])
            if len(cache) + len(fetched) > PASSAGE_CACHE_SIZE:
                cache.clear()  # bounded; popular passages come back on their next hit
            cache.update(fetched)
            found.update(fetched)
        return found

    def passages(self, ids: list[str], scope: Scope | None = None) -> dict[str, PassageRecord]:
        """Records by passage id (with ``scope``, of its source sets only), read as plain
        column rows (one Core ``select`` compiled once, no ORM entities): a search reads ten
        to a hundred of them while a person waits."""
        if not ids or (scope is not None and not scope.sets):
            return {}
        with self.db.engine.connect() as connection:
            if scope is None:
                rows = connection.execute(_RECORDS_BY_ID, {"ids": ids})
            else:
                rows = connection.execute(
                    _RECORDS_BY_ID_IN_SETS, {"ids": ids, "sets": sorted(scope.sets)}
                )
            return {row.id: self._record(row, row) for row in rows}

    def passage(self, passage_id: str, scope: Scope | None = None) -> PassageRecord:
        """One passage; ``NotFound`` — the same words — when there is none and when it lies
        outside ``scope``."""
        record = self.passages([passage_id], scope).get(passage_id)
        if record is None:
            raise NotFound(f"no passage with id {passage_id!r}")
        return record

    def _record(self, passage: Passage | Row[Any] | Any, work: Work | Any) -> PassageRecord:
        # Rows from our own database: no validation needed, so build the record directly.
        values = {name: getattr(passage, name) for name in _FROM_PASSAGE}
        values.update({name: getattr(work, name) for name in _FROM_WORK})
        values["work_id"] = passage.work_id
        values["weight"] = self.settings.kind_weight(work.kind)
        values["authors"] = tuple(work.authors or ())
        return _construct(values)

    # ── works by name (the answer engine's entity constraint) ───────────────────────────
    def naming_rows(self, scope: Scope | None = None) -> list[tuple[str, str, str]]:
        """``(title, heading, text)`` of the passages that name their work: headings ending
        in "name" or "Nationality" ("Government › Country name", "People and Society ›
        Nationality"), and in "Capital" (a city is no name of its work, though a title may
        write it: "Congo (Brazzaville)"; it names the work in "the country whose capital is
        Nairobi"), listing urban areas ("People and Society › Major urban areas -
        population": its cities, ``entities._cities``) and in "Administrative divisions"
        (places a city's name may name as well: "Victoria", a state of Australia), plus
        ``(title, "", "")`` for every work, so each title is listed. With ``scope``, of the
        works of its source sets only."""
        naming = func.lower(Passage.heading)
        title_query = select(Work.title).distinct()
        row_query = (
            select(Work.title, Passage.heading, Passage.text)
            .join(Work, Work.id == Passage.work_id)
            .where(
                naming.like("%name")
                | naming.like("%nationality")
                | naming.like("%› capital")
                | naming.like("%urban areas%")
                | naming.like("%› administrative divisions")
            )
        )
        if scope is not None:
            allowed = Work.source_set.in_(sorted(scope.sets))
            title_query, row_query = title_query.where(allowed), row_query.where(allowed)
        with self.db.session() as session:
            titles = [(title, "", "") for (title,) in session.execute(title_query)]
            rows = session.execute(row_query)
            return titles + [(str(t), str(h), str(x)) for t, h, x in rows]

    def heading_rows(self, scope: Scope | None = None) -> list[tuple[str, str, int]]:
        """``(title, heading, passages)``: how many passages of each work carry each
        heading (passages without one left out). With ``scope``, of the works of its source
        sets only."""
        query = (
            select(Work.title, Passage.heading, func.count(Passage.id))
            .join(Work, Work.id == Passage.work_id)
            .where(Passage.heading != "")
            .group_by(Work.title, Passage.heading)
        )
        if scope is not None:
            query = query.where(Work.source_set.in_(sorted(scope.sets)))
        with self.db.session() as session:
            return [(str(t), str(h), int(n)) for t, h, n in session.execute(query)]

    def work_passages(
        self, title: str, limit: int, scope: Scope | None = None
    ) -> list[PassageRecord]:
        """Up to ``limit`` passages of the works titled ``title`` (of ``scope``'s source
        sets), in reading order.

        Plain column rows, not ORM objects: a reference entry has a hundred fields or more,
        and the answer engine reads them while a person waits."""
        works_query = select(Work).where(Work.title == title)
        if scope is not None:
            works_query = works_query.where(Work.source_set.in_(sorted(scope.sets)))
        with self.db.session() as session:
            work_rows = session.execute(works_query).scalars().all()
            works = {work.id: work for work in work_rows}
            if not works:
                return []
            columns = [getattr(Passage, name) for name in _FROM_PASSAGE]
            rows = session.execute(
                select(Passage.work_id, *columns)
                .where(Passage.work_id.in_(list(works)))
                .order_by(Passage.work_id, Passage.ordinal)
                .limit(limit)
            ).all()
            return [self._record(row, works[row.work_id]) for row in rows]

    # ── state ───────────────────────────────────────────────────────────────────────────
    def stats(self, scope: Scope | None = None) -> dict[str, object]:
        """Works, passages (of ``scope``'s source sets) and the corpus version."""
        works_query = select(func.count()).select_from(Work)
        passages_query = (
            select(func.count()).select_from(Passage).join(Work, Work.id == Passage.work_id)
        )
        if scope is not None:
            allowed = Work.source_set.in_(sorted(scope.sets))
            works_query, passages_query = works_query.where(allowed), passages_query.where(allowed)
        with self.db.session() as session:
            works = session.scalar(works_query) or 0
            passages = session.scalar(passages_query) or 0
            version = session.get(LibraryState, "corpus_version")
        return {
            "works": works,
            "passages": passages,
            "corpusVersion": version.value if version else None,
        }

    def vector_status(self) -> VectorStatus:
        """How far the live index's passage vectors are (what /health and the CLI show)."""
        version = self.index.version()
        return self.dense.status(self.index.index_dir / version if version else None)

    def is_empty(self) -> bool:
        with self.db.session() as session:
            return session.scalar(select(Work.id).limit(1)) is None
