"""JSON routes of the Library: saved items, their notes, and re-grounding (signed in only)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response
from pydantic import AliasChoices, BaseModel, ConfigDict, Field, computed_field, field_validator

from oshun import library
from oshun.deps import CurrentUser, NisabaDep, ServicesDep
from oshun.errors import Conflict
from oshun.library.items import NOTES_MAX_CHARS, SavedItemView, Sort
from oshun.library.recheck import RecheckStatus
from oshun.library.snapshot import snapshot_of
from oshun.web.links import link_snapshot
from oshun.web.schemas import ApiModel, ErrorBody, UtcDatetime
from oshun.web.urls import resume_path

router = APIRouter(prefix="/v1/library", tags=["library"])

#: Bounds every integer input declares, so an oversized one is a 422 (and never reaches a
#: 32- or 64-bit database column as an overflow): PostgreSQL's INTEGER tops out at 2^31-1.
OFFSET_MAX = 1_000_000
VERSION_MAX = 2**31 - 1

_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorBody},
    404: {"model": ErrorBody},
    409: {"model": ErrorBody},
    422: {"model": ErrorBody},
}


class SaveRequest(BaseModel):
    """Which answer to save: its id and the question it answered.

    The server asks the question again and keeps its own answer, so a saved snapshot is
    always what the library said — never text a client sent. If the library changed since
    (the id no longer matches), the save is refused with 409.
    """

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    answer_id: str = Field(
        validation_alias=AliasChoices("answerId", "answer_id"),
        min_length=1,
        max_length=64,
        pattern=r"^[A-Za-z0-9_.:-]+$",
    )
    query: str = Field(
        validation_alias=AliasChoices("query", "q", "question"), min_length=1, max_length=600
    )
    kind: str = Field(default="assistant-excerpt", pattern=r"^assistant-excerpt$")


class NotesRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    notes: str = Field(max_length=NOTES_MAX_CHARS)
    version: int = Field(
        ge=0, le=VERSION_MAX, description="The notesVersion the edit started from."
    )


class SavedItemResponse(ApiModel):
    id: str
    answer_id: str
    domain: str = Field(description="Always 'nisaba'.")
    item_type: str = Field(description="Always 'assistant-excerpt'.")
    query: str
    grounding_state: str
    created_at: UtcDatetime
    notes: str
    notes_version: int
    notes_updated_at: UtcDatetime | None
    snapshot: dict[str, Any] = Field(
        description="Answer, state, confidence, meter, claims, witnesses (id, title, kind, "
        "locator, contentHash), corpusVersion."
    )

    @field_validator("snapshot")
    @classmethod
    def _linked(cls, snapshot: dict[str, Any]) -> dict[str, Any]:
        return link_snapshot(snapshot)

    @computed_field(description="The notebook of this answer.")  # type: ignore[prop-decorator]
    @property
    def resume_path(self) -> str:
        return resume_path(self.answer_id)

    @classmethod
    def of(cls, item: SavedItemView) -> SavedItemResponse:
        return cls.model_validate(item)


class SavedItemList(ApiModel):
    items: list[SavedItemResponse]
    total: int
    limit: int
    offset: int


class WitnessCheckResponse(ApiModel):
    id: str
    title: str
    status: RecheckStatus = Field(
        description="unchanged · changed · quote-missing · missing · retracted",
    )
    changed: bool = Field(description="The passage differs from the saved one.")
    locator_found: bool
    retracted: bool


class RecheckResponse(ApiModel):
    item_id: str
    saved_corpus_version: str | None
    current_corpus_version: str | None
    witnesses: list[WitnessCheckResponse]
    flagged: int = Field(description="Witnesses that are not 'unchanged'.")


def _answer_for(services: ServicesDep, query: str) -> dict[str, Any]:
    envelope = services.sophia.answer(query)
    return envelope.wire()


@router.post(
    "/saved-items",
    response_model=SavedItemResponse,
    response_model_by_alias=True,
    status_code=201,
    responses={**_ERRORS, 200: {"model": SavedItemResponse}},
)
def save_item(
    body: SaveRequest, user: CurrentUser, services: ServicesDep, response: Response
) -> SavedItemResponse:
    """Save an answer to your Library (idempotent: saving it again returns the same item)."""
    existing = library.items.find_by_answer(services.db, user_id=user.id, answer_id=body.answer_id)
    if existing is not None:
        response.status_code = 200
        return SavedItemResponse.of(existing)
    envelope = _answer_for(services, body.query)
    if envelope["id"] != body.answer_id:
        raise Conflict(
            "The library has changed since this answer was given, so it cannot be saved as "
            "it was. Ask the question again and save the new answer."
        )
    item, created = library.save_snapshot(
        services.db, user_id=user.id, snapshot=snapshot_of(envelope, services.nisaba)
    )
    if not created:
        response.status_code = 200
    return SavedItemResponse.of(item)


@router.get(
    "/saved-items", response_model=SavedItemList, response_model_by_alias=True, responses=_ERRORS
)
def list_saved_items(
    user: CurrentUser,
    services: ServicesDep,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    offset: Annotated[int, Query(ge=0, le=OFFSET_MAX)] = 0,
    answer_id: Annotated[
        str | None,
        Query(alias="answerId", max_length=64, description="Only the item of this answer."),
    ] = None,
    q: Annotated[
        str, Query(max_length=600, description="Only items with every one of these words.")
    ] = "",
    sort: Annotated[Sort, Query()] = Sort.NEWEST,
) -> SavedItemList:
    """Your saved items, newest first (with ``answerId``: whether that answer is saved;
    with ``q``: those whose question, answer, notes or witnesses hold every word; ``sort``:
    newest, oldest, question or confidence) — the JSON twin of the /library page."""
    if answer_id is not None:
        items, total = library.list_items(
            services.db, user_id=user.id, limit=limit, offset=offset, answer_id=answer_id
        )
    else:
        items, total = library.search_items(
            services.db, user_id=user.id, text=q, sort=sort, limit=limit, offset=offset
        )
    return SavedItemList(
        items=[SavedItemResponse.of(i) for i in items], total=total, limit=limit, offset=offset
    )


@router.get(
    "/saved-items/{item_id}",
    response_model=SavedItemResponse,
    response_model_by_alias=True,
    responses=_ERRORS,
)
def get_saved_item(item_id: str, user: CurrentUser, services: ServicesDep) -> SavedItemResponse:
    return SavedItemResponse.of(library.get_item(services.db, user_id=user.id, item_id=item_id))


@router.delete("/saved-items/{item_id}", status_code=204, responses=_ERRORS)
def delete_saved_item(item_id: str, user: CurrentUser, services: ServicesDep) -> Response:
    """Remove an item from your Library (its notes go with it)."""
    library.delete_item(services.db, user_id=user.id, item_id=item_id)
    return Response(status_code=204)


@router.put(
    "/saved-items/{item_id}/notes",
    response_model=SavedItemResponse,
    response_model_by_alias=True,
    responses=_ERRORS,
)
def put_notes(
    item_id: str, body: NotesRequest, user: CurrentUser, services: ServicesDep
) -> SavedItemResponse:
    """Replace your notes; refused with 409 if they changed elsewhere since ``version``."""
    item = library.update_notes(
        services.db, user_id=user.id, item_id=item_id, notes=body.notes, version=body.version
    )
    return SavedItemResponse.of(item)


@router.get(
    "/saved-items/{item_id}/recheck",
    response_model=RecheckResponse,
    response_model_by_alias=True,
    responses=_ERRORS,
)
def recheck_saved_item(
    item_id: str, user: CurrentUser, services: ServicesDep, nisaba: NisabaDep
) -> RecheckResponse:
    """Compare each witness with the current library (the snapshot stays as saved)."""
    item = library.get_item(services.db, user_id=user.id, item_id=item_id)
    return recheck_response(item, nisaba)


def recheck_response(item: SavedItemView, nisaba: NisabaDep) -> RecheckResponse:
    checks = library.recheck(nisaba, item.snapshot)
    current = nisaba.stats()["corpusVersion"]
    return RecheckResponse(
        item_id=item.id,
        saved_corpus_version=item.snapshot.get("corpusVersion"),
        current_corpus_version=str(current) if current else None,
        witnesses=[WitnessCheckResponse.model_validate(c) for c in checks],
        flagged=sum(1 for c in checks if c.status is not RecheckStatus.UNCHANGED),
    )
