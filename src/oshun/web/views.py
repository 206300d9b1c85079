"""View code shared by an HTML page and its JSON twin."""

from __future__ import annotations

from dataclasses import dataclass

from oshun.corpus import originals
from oshun.retrieval.locate import find_locator
from oshun.retrieval.scope import Scope
from oshun.retrieval.search import Nisaba, PassageRecord
from oshun.web.schemas import PassageResponse
from oshun.web.urls import back_link, url_for


@dataclass(frozen=True, slots=True)
class ReaderView:
    record: PassageRecord
    locator: str | None
    span: tuple[int, int] | None
    back_href: str
    back_label: str
    #: The kept original opened at the passage's page (``…#page=N``), if there is one.
    original_href: str | None = None

    @property
    def before(self) -> str:
        return self.record.text[: self.span[0]] if self.span else self.record.text

    @property
    def marked(self) -> str:
        return self.record.text[self.span[0] : self.span[1]] if self.span else ""

    @property
    def after(self) -> str:
        return self.record.text[self.span[1] :] if self.span else ""

    def as_response(self) -> PassageResponse:
        return PassageResponse.of(self.record, self.locator, self.span)


def reader_view(
    nisaba: Nisaba, passage_id: str, locator: str | None, origin: str | None, scope: Scope
) -> ReaderView:
    """The passage with the quoted span located; raises ``NotFound`` for an unknown id and
    for a passage outside ``scope`` alike."""
    record = nisaba.passage(passage_id, scope)
    span = find_locator(record.text, locator) if locator else None
    back_href, back_label = back_link(origin)
    original = None
    if record.page is not None and originals.find(nisaba.settings, record.work_id):
        original = url_for("original", work_id=record.work_id) + f"#page={record.page}"
    return ReaderView(record, locator, span, back_href, back_label, original)
