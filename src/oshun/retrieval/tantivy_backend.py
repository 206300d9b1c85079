"""The Tantivy BM25 search backend (``OSHUN_SEARCH_BACKEND=tantivy``, the default).

An index is a derived artefact, rebuilt from the database by ``oshun reindex``: ``build``
fills one folder, ``oshun.retrieval.live`` decides which folder is live.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterable, Sequence, Sized
from pathlib import Path

import tantivy

from oshun.errors import SearchUnavailable
from oshun.retrieval.backend import IndexDocument, IndexHit
from oshun.retrieval.manifest import damaged_files, manifest
from oshun.retrieval.rowfiles import RowFile

_TOKENIZER = "oshun_en"
_FIELD = "body"
_HEADING = "heading"
_SET = "set"
_WORK = "work"
_SHOULD = tantivy.Occur.Should
_MUST = tantivy.Occur.Must
_META = "oshun-index.json"
#: Libraries from this many passages up are indexed with one thread per core.
PARALLEL_BUILD_DOCUMENTS = 200_000
_HEAP_PER_THREAD = 128_000_000

#: Exceptions that must never be turned into "search unavailable".
_FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit)


def _unavailable(exc: BaseException, what: str) -> SearchUnavailable:
    """A tantivy failure as ``SearchUnavailable``. A Rust panic surfaces as pyo3's
    ``PanicException``, a ``BaseException``: it is caught here too, or it would pass every
    ``except Exception`` up to the server."""
    if isinstance(exc, _FATAL):
        raise exc
    if isinstance(exc, SearchUnavailable):
        return exc
    return SearchUnavailable(f"{what}: {type(exc).__name__}: {exc}")


def _identity(folder: Path) -> tuple[int, int]:
    try:
        stat = folder.stat()
    except OSError:
        return (-1, -1)
    return (stat.st_dev, stat.st_ino)


def _verify(folder: Path) -> str | None:
    """Why the build in ``folder`` cannot be trusted (missing or damaged files), or None."""
    try:
        meta = json.loads((folder / _META).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return f"the search index at {folder} cannot be read: {exc}"
    bad = damaged_files(folder, meta.get("files") or {})
    if bad:
        return f"the search index at {folder} is damaged ({', '.join(bad[:5])} changed)"
    return None


def _analyzer() -> tantivy.TextAnalyzer:
    # Same pipeline as oshun.retrieval.analysis: words, lower case, Lucene stop words, Snowball.
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.stopword("english"))
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


def _schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_text_field(_FIELD, stored=False, tokenizer_name=_TOKENIZER, index_option="freq")
    # Section headings ("Government › Capital") count again on their own, so a question that
    # names a section finds it even when its text is long.
    builder.add_text_field(_HEADING, stored=False, tokenizer_name=_TOKENIZER, index_option="freq")
    # The work's source set, one raw term: a filter, never scored.
    builder.add_text_field(_SET, stored=False, tokenizer_name="raw", index_option="basic")
    # The passage's work, one raw term: what an index update deletes a changed work by.
    builder.add_text_field(_WORK, stored=False, tokenizer_name="raw", index_option="basic")
    builder.add_integer_field("row", stored=False, indexed=False, fast=True)
    return builder.build()


class TantivyIndex:
    """BM25 (k1 = 1.2, b = 0.75) over title + heading + text, plus the heading alone."""

    backend = "tantivy"

    def __init__(self, path: Path) -> None:
        problem = _verify(path)
        if problem:
            raise SearchUnavailable(problem)
        try:
            meta = json.loads((path / _META).read_text(encoding="utf-8"))
            self._ids: list[str] = json.loads((path / "ids.json").read_text(encoding="utf-8"))
            self._index = tantivy.Index.open(str(path))
            self._index.register_tokenizer(_TOKENIZER, _analyzer())
            self._searcher = self._index.searcher()
        except BaseException as exc:
            raise _unavailable(exc, f"the search index at {path} cannot be read") from exc
        self.path = path
        self.corpus_version: str = meta["corpusVersion"]
        # Libraries without section headings (BEIR sets) skip the heading clauses entirely.
        self._fields = [_FIELD, _HEADING] if meta.get("headings", True) else [_FIELD]
        # A build from before source sets cannot filter: a scoped search then fails closed.
        self._has_sets = bool(meta.get("sets"))
        # Rows of documents an update deleted stay in ``ids``; the meta counts the live ones.
        self._passages = int(meta.get("passages", len(self._ids)))
        if self._searcher.num_docs != self._passages or len(self._ids) < self._passages:
            raise SearchUnavailable(f"the search index at {path} is incomplete")
        self._schema = self._index.schema
        # A one-segment index written by one thread numbers its documents in insertion order;
        # the build checks that and records it, and search then skips the fast-field lookup.
        self._doc_is_row = bool(meta.get("docIsRow")) and self._searcher.num_segments == 1
        self._files: dict[str, list[object]] = meta.get("files") or {}
        # What ``damage`` compares before every search, with each path built once.
        self._expected = [
            (str(path / name), int(str(size)), int(str(mtime_ns)))
            for name, (size, mtime_ns, _sha) in self._files.items()
        ]
        self._folder = _identity(path)

    def replaced(self) -> bool:
        """Whether ``path`` now holds another build (the same version rebuilt): reopen, it
        is not damage."""
        return _identity(self.path) != self._folder

    def damage(self) -> str | None:
        """Why this open build can no longer be trusted (a file changed under it), or None.
        A few ``stat`` calls while nothing changed, so every search can afford it."""
        try:
            if all(
                (stat.st_size, stat.st_mtime_ns) == (size, mtime_ns)
                for name, size, mtime_ns in self._expected
                for stat in (os.stat(name),)
            ):
                return None
        except OSError:
            pass  # a file is gone: say which below
        bad = damaged_files(self.path, self._files)
        if bad:
            return f"the search index at {self.path} is damaged ({', '.join(bad[:5])} changed)"
        return None

    @classmethod
    def build(cls, folder: Path, documents: Iterable[IndexDocument], corpus_version: str) -> None:
        write_index(folder, documents, corpus_version)

    @classmethod
    def writer(cls, folder: Path, base: Path | None, parallel: bool) -> TantivyWriter:
        return TantivyWriter(folder, base, parallel)

    @classmethod
    def base_rows(cls, folder: Path) -> int | None:
        try:
            meta = json.loads((folder / _META).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        rows = meta.get("rows")
        return rows if meta.get("works") and isinstance(rows, int) else None

    @classmethod
    def open(cls, folder: Path) -> TantivyIndex:
        return cls(folder)

    @classmethod
    def verify(cls, folder: Path) -> str | None:
        return _verify(folder)

    def __len__(self) -> int:
        return self._passages

    @property
    def num_docs(self) -> int:
        """Passages in the index (the N of IDF)."""
        return int(self._searcher.num_docs)

    def doc_freq(self, term: str, sets: frozenset[str] | None = None) -> int:
        """Passages whose title, heading or text holds ``term`` (an analysed, stemmed term);
        with ``sets``, of those source sets only (a count query, not the term dictionary)."""
        try:
            if sets is None:
                return int(self._searcher.doc_freq(_FIELD, term))
            if not sets:
                return 0
            query = tantivy.Query.term_query(self._schema, _FIELD, term, index_option="freq")
            return self._count(self._filtered(query, sets))
        except BaseException as exc:
            raise _unavailable(exc, "search failed") from exc

    def docs_in(self, sets: frozenset[str]) -> int:
        """Passages of the source sets ``sets``."""
        if not sets:
            return 0
        try:
            return self._count(self._filtered(tantivy.Query.all_query(), sets))
        except BaseException as exc:
            raise _unavailable(exc, "search failed") from exc

    def _count(self, query: tantivy.Query) -> int:
        found = self._searcher.search(query, limit=1, count=True)
        return int(found.count)  # type: ignore[attr-defined]  # missing from the stubs

    def _query(self, terms: Sequence[str]) -> tantivy.Query | None:
        # Terms go straight into term queries (analysed like the index), so no user string is
        # ever query syntax, and no time goes to a query parser.
        unique = list(dict.fromkeys(terms))
        if not unique:
            return None
        schema = self._schema
        clauses = [
            (_SHOULD, tantivy.Query.term_query(schema, field, term, index_option="freq"))
            for term in unique
            for field in self._fields
        ]
        return tantivy.Query.boolean_query(clauses)

    def _filtered(self, query: tantivy.Query, sets: frozenset[str]) -> tantivy.Query:
        if not self._has_sets:
            raise SearchUnavailable(
                f"the search index at {self.path} predates source sets: run `oshun reindex`"
            )
        # A constant score of 0: the filter decides which passages count, never their order.
        allowed = tantivy.Query.const_score_query(
            tantivy.Query.term_set_query(self._schema, _SET, sorted(sets)), 0.0
        )
        return tantivy.Query.boolean_query([(_MUST, query), (_MUST, allowed)])

    def search(
        self, terms: Sequence[str], k: int, sets: frozenset[str] | None = None
    ) -> list[IndexHit]:
        if k < 1 or (sets is not None and not sets):
            return []
        try:
            parsed = self._query(terms)
            if parsed is None:
                return []
            if sets is not None:
                parsed = self._filtered(parsed, sets)
            # ``hits`` builds a new Python list on every access: read it once.
            hits = self._searcher.search(parsed, limit=k, count=False).hits
            ids = self._ids
            if self._doc_is_row:
                return [(ids[address.doc], score) for score, address in hits]
            rows = self._searcher.fast_field_values("row", [address for _s, address in hits])
        except BaseException as exc:
            raise _unavailable(exc, "search failed") from exc
        return [
            (ids[int(row)], score)
            for (score, _address), row in zip(hits, rows, strict=True)
            if row is not None
        ]


def write_index(folder: Path, documents: Iterable[IndexDocument], corpus_version: str) -> None:
    """Write a Tantivy index of ``documents`` into the empty folder ``folder``."""
    # One indexing thread (beside this one, which feeds it) keeps a small library in one
    # segment, whose document numbers are its rows; a large one is indexed on every core and
    # its segments merged by Tantivy's merge policy before the build is published.
    count = len(documents) if isinstance(documents, Sized) else 0
    writer = TantivyWriter(folder, None, parallel=count >= PARALLEL_BUILD_DOCUMENTS)
    try:
        chunk: list[IndexDocument] = []
        for document in documents:
            chunk.append(document)
            if len(chunk) == 1000:
                writer.add_many(chunk)
                chunk = []
        writer.add_many(chunk)
        writer.commit(corpus_version, 0)
    except BaseException:
        writer.abort()
        raise


#: Files of a base build an update does not take over: Tantivy's locks, the build's meta,
#: and the row files and caches the new build writes itself.
_NOT_COPIED = {".tantivy-writer.lock", ".tantivy-meta.lock", _META}
#: Tantivy's mutable bookkeeping: copied, never linked (its segment files never change).
_COPIED = {"meta.json", ".managed.json"}


def _take_over(base: Path, folder: Path) -> None:
    """Make ``folder`` a copy of the Tantivy files of the build in ``base``: segment files
    are hard links (Tantivy never rewrites one; it writes new files and deletes old ones),
    Tantivy's two bookkeeping files are copied."""
    for child in base.iterdir():
        name, target = child.name, folder / child.name
        if not child.is_file():
            continue
        if name in _COPIED:
            shutil.copy2(child, target)
            continue
        if name in _NOT_COPIED or name.endswith((".json", ".npy")):
            continue  # OSHUN's own files: the writer and the update write their own
        try:
            os.link(child, target)
        except OSError:  # another file system, or links refused: copy
            shutil.copy2(child, target)


class TantivyWriter:
    """One build being written: from scratch, or starting from a copy of a base build."""

    def __init__(self, folder: Path, base: Path | None, parallel: bool) -> None:
        self.folder = folder
        self._base_files: dict[str, list[object]] = {}
        headings = False
        if base is None:
            self.rows = 0
            self._index = tantivy.Index(_schema(), path=str(folder))
        else:
            meta = json.loads((base / _META).read_text(encoding="utf-8"))
            self.rows = int(meta["rows"])
            headings = bool(meta.get("headings"))
            self._base_files = meta.get("files") or {}
            _take_over(base, folder)
            self._index = tantivy.Index.open(str(folder))
        self._index.register_tokenizer(_TOKENIZER, _analyzer())
        self._schema = self._index.schema
        # The base build as it was: where a deleted work's rows are looked up.
        self._base = self._index.searcher() if base is not None else None
        self._headings = headings
        self._ids = RowFile(folder / "ids.json", base / "ids.json" if base else None)
        threads = max(1, os.cpu_count() or 1) if parallel else 1
        self._writer = self._index.writer(heap_size=_HEAP_PER_THREAD * threads, num_threads=threads)
        self._updated = base is not None

    def add_many(self, documents: Sequence[IndexDocument]) -> None:
        """Add documents in order (one call a batch: this loop runs once per passage)."""
        writer, Document, rows = self._writer, tantivy.Document, self.rows
        ids: list[str] = []
        for document in documents:
            heading = document.heading
            doc = Document()
            if heading:
                self._headings = True
                doc.add_text(_FIELD, f"{document.title}\n{heading}\n{document.text}")
                doc.add_text(_HEADING, heading)
            else:
                doc.add_text(_FIELD, f"{document.title}\n{document.text}")
            doc.add_text(_SET, document.source_set)
            doc.add_text(_WORK, document.work_id)
            doc.add_integer("row", rows)
            writer.add_document(doc)
            ids.append(document.passage_id)
            rows += 1
        self.rows = rows
        self._ids.extend(ids)

    def delete_work(self, work_id: str) -> list[int] | None:
        if self._base is None:
            return None
        query = tantivy.Query.term_query(self._schema, _WORK, work_id, index_option="basic")
        found = self._base.search(query, limit=1, count=True)
        count = int(found.count)  # type: ignore[attr-defined]  # missing from the stubs
        if count == 0:
            return None
        hits = self._base.search(query, limit=count, count=False).hits
        rows = self._base.fast_field_values("row", [address for _score, address in hits])
        self._writer.delete_documents_by_term(_WORK, work_id)
        return [int(row) for row in rows if row is not None]

    def commit(self, corpus_version: str, deleted_rows: int) -> None:
        self._ids.close()
        self._writer.commit()
        self._writer.wait_merging_threads()
        self._index.reload()
        searcher = self._index.searcher()
        passages = self.rows - deleted_rows
        doc_is_row = (
            not self._updated
            and searcher.num_segments <= 1
            and _rows_match_docs(searcher, self.rows)
        )
        meta = {
            "corpusVersion": corpus_version,
            "backend": TantivyIndex.backend,
            "rows": self.rows,
            "passages": passages,
            "headings": self._headings,
            "sets": True,
            "works": True,
            "docIsRow": doc_is_row,
            "files": manifest(self.folder, _META, self._base_files),
        }
        (self.folder / _META).write_text(json.dumps(meta), encoding="utf-8")

    def abort(self) -> None:
        self._ids.discard()
        try:
            self._writer.rollback()
        except BaseException as exc:  # already broken: the folder is thrown away anyway
            if isinstance(exc, _FATAL):
                raise


def _rows_match_docs(searcher: tantivy.Searcher, count: int) -> bool:
    if count == 0:
        return True
    hits = searcher.search(tantivy.Query.all_query(), limit=count, count=False).hits
    addresses = [address for _score, address in hits]
    rows = searcher.fast_field_values("row", addresses)
    return all(row == address.doc for row, address in zip(rows, addresses, strict=True))


Backend = TantivyIndex
