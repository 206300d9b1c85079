"""A real fake of the passage store the Library reads (``Nisaba.passages``), in memory."""

from __future__ import annotations

from oshun.retrieval.scope import Scope
from oshun.retrieval.search import PassageRecord

BASE = PassageRecord(
    id="peru.1",
    work_id="peru",
    ordinal=1,
    heading="Government",
    text="Lima is the capital of Peru. It lies on the coast.",
    content_hash="h1",
    char_start=0,
    char_end=51,
    title="Peru",
    kind="reference",
    weight=0.9,
    authors=(),
    year=None,
    source="factbook",
    licence="public domain",
    published=None,
    updated=None,
    retracted=False,
)


def record(**changes: object) -> PassageRecord:
    return BASE.model_copy(update=changes)


class Passages:
    """Holds records by id and answers ``passages(ids)`` like the library does."""

    def __init__(self, *records: PassageRecord) -> None:
        self.records = {r.id: r for r in records}
        self.asked: list[list[str]] = []

    def passages(self, ids: list[str], scope: Scope | None = None) -> dict[str, PassageRecord]:
        self.asked.append(list(ids))
        return {
            i: self.records[i]
            for i in ids
            if i in self.records and (scope is None or scope.allows(self.records[i].source_set))
        }
