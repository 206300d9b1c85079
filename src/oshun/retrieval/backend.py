"""The one interface every search backend offers, and the records that cross it.

A backend builds one folder from passages (``IndexDocument``) and, opened on that folder,
answers analysed query terms with ranked passage ids (``IndexHit``) plus the two figures
IDF needs (``doc_freq``, ``num_docs``). Which folder is live is ``oshun.retrieval.live``'s
business, so a backend only knows its own files.

Backends are found by name: the setting ``OSHUN_SEARCH_BACKEND=<name>`` selects the module
``oshun.retrieval.<name>_backend``, whose ``Backend`` attribute is the class. A second
backend is therefore one new module and one setting; nothing else names it.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, cast

from oshun.errors import SearchUnavailable

_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


#: ``(passage id, score)``: a plain tuple, neither a dataclass nor a named tuple, because a
#: search builds a hundred of them in its hot loop (a plain tuple is built at C speed).
IndexHit = tuple[str, float]


@dataclass(frozen=True, slots=True)
class IndexDocument:
    passage_id: str
    title: str
    heading: str
    text: str
    #: The source set of the passage's work; a search can be limited to some sets.
    source_set: str = ""
    #: The passage's work: an index update deletes a changed work's passages by it.
    work_id: str = ""


class CountedDocuments:
    """Documents read once, in order, with how many there are known beforehand (a backend
    may size its build by it: ``len``)."""

    def __init__(self, documents: Iterable[IndexDocument], count: int) -> None:
        self._documents = documents
        self._count = count

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[IndexDocument]:
        return iter(self._documents)


class SearchBackend(Protocol):
    """One built index of one corpus version."""

    #: The corpus version the index was built from (the answer envelope stamps it).
    corpus_version: str

    @classmethod
    def build(cls, folder: Path, documents: Iterable[IndexDocument], corpus_version: str) -> None:
        """Write an index of ``documents`` into the empty folder ``folder``."""
        ...

    @classmethod
    def verify(cls, folder: Path) -> str | None:
        """Why the build in ``folder`` cannot be trusted (missing or damaged files), or None."""
        ...

    @classmethod
    def open(cls, folder: Path) -> SearchBackend:
        """Open a built folder; ``SearchUnavailable`` if it cannot be read."""
        ...

    def search(
        self, terms: Sequence[str], k: int, sets: frozenset[str] | None = None
    ) -> list[IndexHit]:
        """The ``k`` best passages for analysed ``terms`` (``oshun.retrieval.analysis``);
        with ``sets``, only passages of those source sets: the filter runs inside the
        index, so passages of other sets never take a place among the ``k``, and the
        scores are what they would be without it."""
        ...

    def doc_freq(self, term: str, sets: frozenset[str] | None = None) -> int:
        """Passages holding the analysed ``term`` (of the source sets ``sets`` only)."""
        ...

    def docs_in(self, sets: frozenset[str]) -> int:
        """Passages of the source sets ``sets`` (the N of IDF within a scope)."""
        ...

    @property
    def num_docs(self) -> int:
        """Passages in the index (the N of IDF)."""
        ...

    def damage(self) -> str | None:
        """Why this open build can no longer be trusted (its files changed), or ``None``;
        cheap enough to ask before every search."""
        ...

    def replaced(self) -> bool:
        """Whether its folder now holds another build (same version rebuilt): reopen."""
        ...


class BackendWriter(Protocol):
    """An open build of an updatable backend: documents added one by one, works deleted,
    then committed once. Every document takes the next row; rows are never reused, so the
    row-aligned files beside the index (ids, text hashes, sets) only ever grow."""

    #: Rows so far: the base build's rows plus the documents added.
    rows: int

    def add_many(self, documents: Sequence[IndexDocument]) -> None:
        """Add documents, each taking the next row."""
        ...

    def delete_work(self, work_id: str) -> list[int] | None:
        """Delete the passages of ``work_id`` that the base build holds; their rows, or
        None when the base holds none of them (then the caller must rebuild)."""
        ...

    def commit(self, corpus_version: str, deleted_rows: int) -> None:
        """Finish the build (``deleted_rows``: rows no document holds any more)."""
        ...

    def abort(self) -> None: ...


class UpdatableBackend(SearchBackend, Protocol):
    """A backend that can also start a build from a copy of an earlier one, so an ingest
    adds its documents (and deletes the works it replaced) instead of rebuilding."""

    @classmethod
    def writer(cls, folder: Path, base: Path | None, parallel: bool) -> BackendWriter:
        """A build in the empty ``folder``: a copy of the build in ``base``, or empty;
        ``parallel``: index on every core (a big build)."""
        ...

    @classmethod
    def base_rows(cls, folder: Path) -> int | None:
        """Rows of the build in ``folder`` when a writer can start from it, else None (a
        build from before updates were possible)."""
        ...


def updatable(backend: type[SearchBackend]) -> type[UpdatableBackend] | None:
    """``backend`` when it offers ``writer`` (an index update), else None: rebuild."""
    if callable(getattr(backend, "writer", None)) and callable(getattr(backend, "base_rows", None)):
        return cast(type[UpdatableBackend], backend)
    return None


def available_backends() -> list[str]:
    """Names of the backend modules that ship with OSHUN."""
    import oshun.retrieval as package

    return sorted(
        info.name.removesuffix("_backend")
        for info in pkgutil.iter_modules(package.__path__)
        if info.name.endswith("_backend")
    )


def backend_named(name: str) -> type[SearchBackend]:
    """The backend class of ``oshun.retrieval.<name>_backend``."""
    if not _NAME.match(name):
        raise SearchUnavailable(f"{name!r} is not a search backend name")
    try:
        module = importlib.import_module(f"oshun.retrieval.{name}_backend")
    except ModuleNotFoundError as exc:
        if exc.name != f"oshun.retrieval.{name}_backend":
            raise
        choices = ", ".join(available_backends())
        raise SearchUnavailable(f"no search backend {name!r} (available: {choices})") from exc
    backend: type[SearchBackend] = module.Backend
    return backend
