"""The search index: a derived artefact, rebuilt from the database by ``oshun reindex``.

One small interface (``SearchIndex``) with one backend (Tantivy BM25). Each build goes into
its own folder named after the corpus version; ``CURRENT`` names the live one, so a reader
never sees a half-built index and a rebuild swaps atomically.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import NamedTuple, Protocol

import tantivy

from oshun.errors import SearchUnavailable
from oshun.nisaba.analysis import terms

_TOKENIZER = "oshun_en"
_FIELD = "body"
_HEADING = "heading"
_POINTER = "CURRENT"
_SHOULD = tantivy.Occur.Should
_META = "oshun-index.json"


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


class IndexHit(NamedTuple):
    # A tuple, not a dataclass: a search builds a hundred of these in its hot loop.
    passage_id: str
    score: float


# tuple.__new__ bound to IndexHit: builds a hit at C speed, skipping the namedtuple __new__.
_hit = partial(tuple.__new__, IndexHit)


@dataclass(frozen=True, slots=True)
class IndexDocument:
    passage_id: str
    title: str
    heading: str
    text: str


class SearchIndex(Protocol):
    """What every search backend offers."""

    corpus_version: str

    def search(self, query: str, limit: int) -> list[IndexHit]: ...

    def __len__(self) -> int: ...


def _analyzer() -> tantivy.TextAnalyzer:
    # Same pipeline as oshun.nisaba.analysis: words, lower case, Lucene stop words, Snowball.
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


def verify(folder: Path) -> str | None:
    """Why the build in ``folder`` cannot be trusted (missing or damaged files), or None."""
    try:
        meta = json.loads((folder / _META).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return f"the search index at {folder} cannot be read: {exc}"
    bad = damaged_files(folder, meta.get("files") or {})
    if bad:
        return f"the search index at {folder} is damaged ({', '.join(bad[:5])} changed)"
    return None


class TantivyIndex:
    """BM25 (k1 = 1.2, b = 0.75) over title + heading + text, plus the heading alone."""

    backend = "tantivy"

    def __init__(self, path: Path) -> None:
        problem = verify(path)
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

    def damage(self) -> str | None:
        """Why this open build can no longer be trusted (a file changed under it), or None.
        A few ``stat`` calls while nothing changed, so every search can afford it."""
        bad = damaged_files(self.path, self._files)
        if bad:
            return f"the search index at {self.path} is damaged ({', '.join(bad[:5])} changed)"
        return None

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

    def _query(self, query: str) -> tantivy.Query | None:
        # Terms go straight into term queries (analysed like the index), so no user string is
        # ever query syntax, and no time goes to a query parser.
        unique = list(dict.fromkeys(terms(query)))
        if not unique:
            return None
        schema = self._schema
        clauses = [
            (_SHOULD, tantivy.Query.term_query(schema, field, term, index_option="freq"))
            for term in unique
            for field in self._fields
        ]
        return tantivy.Query.boolean_query(clauses)

    def search(self, query: str, limit: int) -> list[IndexHit]:
        if limit < 1:
            return []
        try:
            parsed = self._query(query)
            if parsed is None:
                return []
            # ``hits`` builds a new Python list on every access: read it once.
            hits = self._searcher.search(parsed, limit=limit, count=False).hits
            ids = self._ids
            if self._doc_is_row:
                return [_hit((ids[address.doc], score)) for score, address in hits]
            if any(address.doc >= len(ids) for _s, address in hits):
                raise SearchUnavailable("the index returned documents it does not list")
            rows = self._searcher.fast_field_values("row", [address for _s, address in hits])
        except BaseException as exc:
            raise _unavailable(exc, "search failed") from exc
        return [
            _hit((ids[int(row)], score))
            for (score, _address), row in zip(hits, rows, strict=True)
            if row is not None
        ]


def build_index(index_dir: Path, documents: Iterable[IndexDocument], corpus_version: str) -> Path:
    """Write a fresh index for ``corpus_version`` and make it the live one."""
    index_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".build-{corpus_version}-", dir=index_dir))
    index = tantivy.Index(_schema(), path=str(staging))
    index.register_tokenizer(_TOKENIZER, _analyzer())
    writer = index.writer(heap_size=128_000_000, num_threads=1)
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
    (staging / "ids.json").write_text(json.dumps(ids), encoding="utf-8")
    meta = {
        "corpusVersion": corpus_version,
        "backend": TantivyIndex.backend,
        "passages": len(ids),
        "headings": headings,
        "docIsRow": doc_is_row,
        "files": manifest(staging),
    }
    (staging / _META).write_text(json.dumps(meta), encoding="utf-8")
    final = index_dir / corpus_version
    if final.exists():
        # Same version rebuilt (a damaged index healed): move the old one aside first, so
        # the swap is a rename and the pointer never names a missing folder for long.
        old = final.with_name(f".build-old-{corpus_version}-{os.getpid()}-{time.time_ns()}")
        final.rename(old)
        staging.rename(final)
        shutil.rmtree(old, ignore_errors=True)
    else:
        staging.rename(final)
    pointer_tmp = index_dir / f".{_POINTER}.tmp"
    pointer_tmp.write_text(corpus_version, encoding="utf-8")
    os.replace(pointer_tmp, index_dir / _POINTER)
    _remove_stale(index_dir, keep=corpus_version)
    return final


def _rows_match_docs(searcher: tantivy.Searcher, count: int) -> bool:
    if count == 0:
        return True
    hits = searcher.search(tantivy.Query.all_query(), limit=count, count=False).hits
    addresses = [address for _score, address in hits]
    rows = searcher.fast_field_values("row", addresses)
    return all(row == address.doc for row, address in zip(rows, addresses, strict=True))


def _remove_stale(index_dir: Path, keep: str) -> None:
    for child in index_dir.iterdir():
        if child.is_dir() and child.name != keep and not child.name.startswith(".build-"):
            shutil.rmtree(child, ignore_errors=True)
    remove_orphaned_builds(index_dir)


def remove_orphaned_builds(index_dir: Path, older_than_seconds: float = 3600.0) -> list[str]:
    """Delete ``.build-*`` folders a killed build left behind (those untouched for
    ``older_than_seconds``, so a build running in another process is left alone)."""
    removed: list[str] = []
    if not index_dir.is_dir():
        return removed
    now = time.time()
    for child in index_dir.glob(".build-*"):
        try:
            idle = now - child.stat().st_mtime
        except OSError:
            continue
        if child.is_dir() and idle >= older_than_seconds:
            shutil.rmtree(child, ignore_errors=True)
            removed.append(child.name)
    return removed


def live_version(index_dir: Path) -> str | None:
    try:
        return (index_dir / _POINTER).read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


def open_index(index_dir: Path) -> TantivyIndex:
    version = live_version(index_dir)
    if version is None:
        raise SearchUnavailable(
            f"no search index in {index_dir}: run `oshun reindex` (or ingest documents)"
        )
    return TantivyIndex(index_dir / version)


class IndexHandle:
    """The live index of one data directory; reopens itself after a rebuild.

    A failure while opening or searching is remembered as ``problem`` and reported to
    ``on_fault`` (the keeper, which rebuilds from the database); ``invalidate`` drops the
    open index so the next search reopens whatever ``CURRENT`` names.
    """

    def __init__(self, index_dir: Path) -> None:
        self.index_dir = index_dir
        self._index: TantivyIndex | None = None
        self._lock = threading.Lock()
        self.problem: str | None = None
        self.on_fault: Callable[[str], None] | None = None

    def get(self) -> TantivyIndex:
        version = live_version(self.index_dir)
        current = self._index
        if current is not None and current.corpus_version == version and self.problem is None:
            damage = current.damage()
            if damage is None:
                return current
            self.fault(damage)
            raise SearchUnavailable(damage)
        with self._lock:
            if (
                self._index is None
                or self._index.corpus_version != version
                or self.problem is not None
            ):
                self._index = None
                try:
                    self._index = open_index(self.index_dir)
                except SearchUnavailable as exc:
                    self.fault(str(exc))
                    raise
                self.problem = None
            return self._index

    def fault(self, reason: str) -> None:
        """Remember that the index failed and tell the keeper."""
        self.problem = reason
        if self.on_fault is not None:
            self.on_fault(reason)

    def invalidate(self) -> None:
        with self._lock:
            self._index = None
            self.problem = None

    def search(self, query: str, limit: int) -> list[IndexHit]:
        index = self.get()
        try:
            return index.search(query, limit)
        except SearchUnavailable as exc:
            self.fault(str(exc))
            raise
