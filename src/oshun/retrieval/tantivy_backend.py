"""The Tantivy BM25 search backend (``OSHUN_SEARCH_BACKEND=tantivy``, the default).

An index is a derived artefact, rebuilt from the database by ``oshun reindex``: ``build``
fills one folder, ``oshun.retrieval.live`` decides which folder is live.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Sequence, Sized
from pathlib import Path

import tantivy

from oshun.errors import SearchUnavailable
from oshun.retrieval.backend import IndexDocument, IndexHit

_TOKENIZER = "oshun_en"
_FIELD = "body"
_HEADING = "heading"
_SHOULD = tantivy.Occur.Should
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


def _digest(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def manifest(folder: Path) -> dict[str, list[object]]:
    """Size, modification time and SHA-256 of every file of a build (its own meta aside)."""
    files: dict[str, list[object]] = {}
    for child in sorted(folder.iterdir()):
        if child.is_file() and child.name != _META:
            stat = child.stat()
            files[child.name] = [stat.st_size, stat.st_mtime_ns, _digest(child)]
    return files


def damaged_files(folder: Path, files: dict[str, list[object]]) -> list[str]:
    """Files of a build that differ from its manifest. Cheap while nothing changed: a file
    is hashed only when its size or modification time moved."""
    bad: list[str] = []
    for name, (size, mtime_ns, sha) in files.items():
        child = folder / name
        try:
            stat = child.stat()
        except OSError:
            bad.append(name)
            continue
        if (stat.st_size, stat.st_mtime_ns) == (size, mtime_ns):
            continue
        if stat.st_size != size or _digest(child) != sha:
            bad.append(name)
    return bad


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
        if self._searcher.num_docs != len(self._ids):
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
    def open(cls, folder: Path) -> TantivyIndex:
        return cls(folder)

    @classmethod
    def verify(cls, folder: Path) -> str | None:
        return _verify(folder)

    def __len__(self) -> int:
        return len(self._ids)

    @property
    def num_docs(self) -> int:
        """Passages in the index (the N of IDF)."""
        return int(self._searcher.num_docs)

    def doc_freq(self, term: str) -> int:
        """Passages whose title, heading or text holds ``term`` (an analysed, stemmed term)."""
        try:
            return int(self._searcher.doc_freq(_FIELD, term))
        except BaseException as exc:
            raise _unavailable(exc, "search failed") from exc

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

    def search(self, terms: Sequence[str], k: int) -> list[IndexHit]:
        if k < 1:
            return []
        try:
            parsed = self._query(terms)
            if parsed is None:
                return []
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
    index = tantivy.Index(_schema(), path=str(folder))
    index.register_tokenizer(_TOKENIZER, _analyzer())
    # One indexing thread (beside this one, which feeds it) keeps a small library in one
    # segment, whose document numbers are its rows; a large one is indexed on every core and
    # its segments merged by Tantivy's merge policy before the build is published.
    count = len(documents) if isinstance(documents, Sized) else 0
    threads = max(1, os.cpu_count() or 1) if count >= PARALLEL_BUILD_DOCUMENTS else 1
    writer = index.writer(heap_size=_HEAP_PER_THREAD * threads, num_threads=threads)
    ids: list[str] = []
    headings = False
    for row, document in enumerate(documents):
        headings = headings or bool(document.heading)
        body = "\n".join(part for part in (document.title, document.heading, document.text) if part)
        writer.add_document(tantivy.Document(body=body, heading=document.heading, row=row))
        ids.append(document.passage_id)
    writer.commit()
    writer.wait_merging_threads()
    index.reload()
    searcher = index.searcher()
    doc_is_row = searcher.num_segments <= 1 and _rows_match_docs(searcher, len(ids))
    (folder / "ids.json").write_text(json.dumps(ids), encoding="utf-8")
    meta = {
        "corpusVersion": corpus_version,
        "backend": TantivyIndex.backend,
        "passages": len(ids),
        "headings": headings,
        "docIsRow": doc_is_row,
        "files": manifest(folder),
    }
    (folder / _META).write_text(json.dumps(meta), encoding="utf-8")


def _rows_match_docs(searcher: tantivy.Searcher, count: int) -> bool:
    if count == 0:
        return True
    hits = searcher.search(tantivy.Query.all_query(), limit=count, count=False).hits
    addresses = [address for _score, address in hits]
    rows = searcher.fast_field_values("row", addresses)
    return all(row == address.doc for row, address in zip(rows, addresses, strict=True))


Backend = TantivyIndex
