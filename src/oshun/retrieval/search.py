"""Nisaba's read side: search results with snippets, passages, and the library's state."""

from __future__ import annotations

import html
from dataclasses import dataclass
from datetime import date
from typing import NamedTuple
from urllib.parse import quote

from sqlalchemy import func, select

from oshun.errors import InvalidInput, NotFound
from oshun.retrieval.analysis import Token, terms, tokens
from oshun.retrieval.live import IndexHandle
from oshun.settings import Settings
from oshun.store import Database, LibraryState, Passage, Work

_SNIPPET_CHARS = 240


@dataclass(frozen=True, slots=True)
class PassageRecord:
    """A passage with what a reader or a citation needs of its work."""

    id: str
    work_id: str
    ordinal: int
    heading: str
    text: str
    content_hash: str
    char_start: int
    char_end: int
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


@dataclass(frozen=True, slots=True)
class SearchHit:
    passage: PassageRecord
    score: float
    rank: int
    snippet: str  # HTML: escaped text with <mark> around matches


def reader_href(passage_id: str, locator: str | None = None, origin: str = "search") -> str:
    """The reader link for a passage, optionally pointing at a quoted span."""
    path = f"/library/passage/{passage_id}"
    if locator:
        path += "?locator=" + quote(locator, safe="")
    return f"/domains/nisaba?origin={quote(origin, safe='')}&path={quote(path, safe='')}"


def snippet_html(text: str, query_terms: set[str], width: int = _SNIPPET_CHARS) -> str:
    """The ``width`` characters of ``text`` richest in query terms, escaped, matches marked."""
    matches: list[Token] = [token for token in tokens(text) if token.term in query_terms]
    if len(text) <= width:
        start, end = 0, len(text)
    elif not matches:
        start, end = 0, width
    else:
        best_start, best_terms = 0, -1
        for anchor in matches:
            window_terms = {
                m.term for m in matches if anchor.start <= m.start < anchor.start + width
            }
            if len(window_terms) > best_terms:
                best_start, best_terms = anchor.start, len(window_terms)
        start = max(0, best_start - width // 4)
        end = min(len(text), start + width)
        start = max(0, end - width)
    out: list[str] = ["…" if start > 0 else ""]
    cursor = start
    for match in matches:
        if match.start < start or match.end > end:
            continue
        out.append(html.escape(text[cursor : match.start]))
        out.append(f"<mark>{html.escape(text[match.start : match.end])}</mark>")
        cursor = match.end
    out.append(html.escape(text[cursor:end]))
    out.append("…" if end < len(text) else "")
    return "".join(out)


class _PassageRow(NamedTuple):
    """The passage columns ``_record`` reads, from a plain row."""

    id: str
    work_id: str
    ordinal: int
    heading: str
    text: str
    content_hash: str
    char_start: int
    char_end: int


class Nisaba:
    """The library of one data directory: its database and its live index."""

    def __init__(self, settings: Settings, db: Database) -> None:
        self.settings = settings
        self.db = db
        self.index = IndexHandle(settings.index_dir)

    # ── search ──────────────────────────────────────────────────────────────────────────
    def check_query(self, query: str) -> str:
        if len(query) > self.settings.query_max_chars:
            raise InvalidInput(
                f"query is {len(query)} characters long; the limit is "
                f"{self.settings.query_max_chars}"
            )
        return " ".join(query.split())

    def search(self, query: str, limit: int | None = None) -> list[SearchHit]:
        """Ranked passages for ``query``; raises ``SearchUnavailable`` if the index is."""
        query = self.check_query(query)
        limit = self.settings.search_default_limit if limit is None else limit
        if not 1 <= limit <= self.settings.search_max_limit:
            raise InvalidInput(f"limit must lie between 1 and {self.settings.search_max_limit}")
        if not query:
            return []
        hits = self.index.search(query, limit)
        records = self.passages([hit.passage_id for hit in hits])
        query_terms = set(terms(query))
        results: list[SearchHit] = []
        for hit in hits:
            record = records.get(hit.passage_id)
            if record is None:  # the index is older than the database; skip, never invent
                continue
            results.append(
                SearchHit(
                    record,
                    hit.score,
                    len(results) + 1,
                    snippet_html(record.text, query_terms),
                )
            )
        return results

    # ── passages ────────────────────────────────────────────────────────────────────────
    def passages(self, ids: list[str]) -> dict[str, PassageRecord]:
        if not ids:
            return {}
        with self.db.session() as session:
            rows = session.execute(
                select(Passage, Work)
                .join(Work, Work.id == Passage.work_id)
                .where(Passage.id.in_(ids))
            )
            return {passage.id: self._record(passage, work) for passage, work in rows}

    def passage(self, passage_id: str) -> PassageRecord:
        record = self.passages([passage_id]).get(passage_id)
        if record is None:
            raise NotFound(f"no passage with id {passage_id!r}")
        return record

    def _record(self, passage: Passage | _PassageRow, work: Work) -> PassageRecord:
        return PassageRecord(
            id=passage.id,
            work_id=work.id,
            ordinal=passage.ordinal,
            heading=passage.heading,
            text=passage.text,
            content_hash=passage.content_hash,
            char_start=passage.char_start,
            char_end=passage.char_end,
            title=work.title,
            kind=work.kind,
            weight=self.settings.kind_weight(work.kind),
            authors=tuple(work.authors or ()),
            year=work.year,
            source=work.source,
            licence=work.licence,
            published=work.published,
            updated=work.updated,
            retracted=work.retracted,
        )

    # ── works by name (the answer engine's entity constraint) ───────────────────────────
    def naming_rows(self) -> list[tuple[str, str, str]]:
        """``(title, heading, text)`` of the passages that name their work: headings ending
        in "name" or "Nationality" ("Government › Country name", "People and Society ›
        Nationality"), plus ``(title, "", "")`` for every work, so each title is listed."""
        naming = func.lower(Passage.heading)
        with self.db.session() as session:
            titles = [
                (title, "", "") for (title,) in session.execute(select(Work.title).distinct())
            ]
            rows = session.execute(
                select(Work.title, Passage.heading, Passage.text)
                .join(Work, Work.id == Passage.work_id)
                .where(naming.like("%name") | naming.like("%nationality"))
            )
            return titles + [(str(t), str(h), str(x)) for t, h, x in rows]

    def work_passages(self, title: str, limit: int) -> list[PassageRecord]:
        """Up to ``limit`` passages of the works titled ``title``, in reading order.

        Plain column rows, not ORM objects: a reference entry has a hundred fields or more,
        and the answer engine reads them while a person waits."""
        with self.db.session() as session:
            work_rows = session.execute(select(Work).where(Work.title == title)).scalars().all()
            works = {work.id: work for work in work_rows}
            if not works:
                return []
            rows = session.execute(
                select(
                    Passage.id,
                    Passage.work_id,
                    Passage.ordinal,
                    Passage.heading,
                    Passage.text,
                    Passage.content_hash,
                    Passage.char_start,
                    Passage.char_end,
                )
                .where(Passage.work_id.in_(list(works)))
                .order_by(Passage.work_id, Passage.ordinal)
                .limit(limit)
            ).all()
            return [self._record(_PassageRow(*row), works[row[1]]) for row in rows]

    # ── state ───────────────────────────────────────────────────────────────────────────
    def stats(self) -> dict[str, object]:
        with self.db.session() as session:
            works = session.scalar(select(func.count()).select_from(Work)) or 0
            passages = session.scalar(select(func.count()).select_from(Passage)) or 0
            version = session.get(LibraryState, "corpus_version")
        return {
            "works": works,
            "passages": passages,
            "corpusVersion": version.value if version else None,
        }

    def is_empty(self) -> bool:
        with self.db.session() as session:
            return session.scalar(select(Work.id).limit(1)) is None
