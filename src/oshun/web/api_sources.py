"""JSON routes of the Sources page (signed in): upload files into a source set, follow their
ingest, list and delete your works, make sets. The page (``pages_sources``) calls these.

Uploads are multipart ``files`` (with ``?sourceSet=`` or ``?newSet=``); the edge guard lets this
one route take ``OSHUN_UPLOAD_MAX_BYTES``. Each file becomes a job (``corpus.uploads``) run
by the services' ``JobRunner``; ``GET /v1/sources/uploads`` reports every job's state.
Works and sets of other people are answered like ones that do not exist (404).
"""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile as StarletteUpload

from oshun.corpus import sets, uploads
from oshun.corpus.works import delete_work, list_works
from oshun.deps import CurrentUser, ServicesDep
from oshun.errors import InvalidInput
from oshun.services import Services
from oshun.shell.users import Account
from oshun.web import states
from oshun.web.schemas import ApiModel, ErrorBody, UtcDatetime
from oshun.web.urls import path

router = APIRouter(tags=["sources"])

_ERRORS: dict[int | str, dict[str, object]] = {
    401: {"model": ErrorBody},
    404: {"model": ErrorBody},
    413: {"model": ErrorBody},
    422: {"model": ErrorBody},
}


class JobResponse(ApiModel):
    id: str
    filename: str
    source_set: str
    size: int
    state: uploads.JobState = Field(description="queued · working · done · failed")
    label: str = Field(description="The state, for a person.")
    detail: str = Field(description="Why it failed, or what it added.")
    work_ids: list[str]
    passages: int
    created_at: UtcDatetime
    finished_at: UtcDatetime | None

    @classmethod
    def of(cls, job: uploads.JobView) -> JobResponse:
        return cls(
            id=job.id,
            filename=job.filename,
            source_set=job.source_set,
            size=job.size,
            state=job.state,
            label=states.JOBS[job.state],
            detail=job.detail,
            work_ids=list(job.work_ids),
            passages=job.passages,
            created_at=job.created_at,
            finished_at=job.finished_at,
        )


class JobList(ApiModel):
    jobs: list[JobResponse]
    pending: int = Field(description="Jobs still queued or working.")


class SetResponse(ApiModel):
    id: str
    name: str
    shared: bool
    private: bool
    owned: bool = Field(description="Yours: you may add and delete its works.")
    works: int
    passages: int


class WorkResponse(ApiModel):
    id: str
    title: str
    kind: str
    source_set: str
    passages: int
    pages: int | None
    published: date | None
    updated: date | None
    retracted: bool


class SourcesResponse(ApiModel):
    sets: list[SetResponse]
    works: list[WorkResponse] = Field(description="The works of your own sets.")


class NewSet(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=sets.NAME_MAX)


def sources_of(services: Services, user: Account) -> SourcesResponse:
    readable = sets.readable_sets(services.db, user.id, counts=True)
    if not any(s.private and s.owner_id == user.id for s in readable):
        sets.private_set(services.db, user.id)
        readable = sets.readable_sets(services.db, user.id, counts=True)
    mine = frozenset(s.id for s in readable if s.owner_id == user.id)
    works = list_works(services.db, sets=mine)
    return SourcesResponse(
        sets=[
            SetResponse(
                id=s.id,
                name=s.name,
                shared=s.shared,
                private=s.private,
                owned=s.id in mine,
                works=s.works,
                passages=s.passages,
            )
            for s in readable
        ],
        works=[WorkResponse.model_validate(w, from_attributes=True) for w in works],
    )


def _target_set(services: Services, user: Account, source_set: str, new_set: str) -> str:
    if new_set.strip():
        return sets.create_set(services.db, new_set, owner_id=user.id).id
    if source_set:
        return sets.writable_set(services.db, user.id, source_set).id
    return sets.private_set(services.db, user.id).id


#: Most files one upload may carry.
MAX_FILES = 50


async def _files(request: Request) -> list[tuple[str, bytes]]:
    """(name, content) of every ``files`` part (each a file part, with a file name)."""
    try:
        form = await request.form(max_files=MAX_FILES, max_fields=MAX_FILES + 10)
    except HTTPException as exc:
        raise InvalidInput(f"the upload is not a readable multipart form: {exc.detail}") from exc
    found: list[tuple[str, bytes]] = []
    for value in form.getlist("files"):
        if not isinstance(value, StarletteUpload):
            await form.close()
            raise InvalidInput("send each file as a file part of the form field 'files'")
        found.append((value.filename or "upload", await value.read()))
    await form.close()
    if not found:
        raise InvalidInput("choose at least one file to upload (multipart field 'files')")
    return found


@router.post(
    path("sources_uploads"),
    response_model=JobList,
    response_model_by_alias=True,
    status_code=202,
    responses=_ERRORS,
    # Not in the OpenAPI description: a file part is any bytes, so a schema fuzzer's
    # "type-violating" file is a valid file; the route is described in docs/architecture.md
    # and tested by tests/integration/test_sources.py (limits, bad parts, never a 500).
    include_in_schema=False,
)
async def upload(
    request: Request,
    user: CurrentUser,
    services: ServicesDep,
    source_set: Annotated[
        str,
        Query(
            alias="sourceSet",
            max_length=64,
            description="One of your sets (default: your private set).",
        ),
    ] = "",
    new_set: Annotated[
        str,
        Query(alias="newSet", max_length=sets.NAME_MAX, description="Make a set of yours."),
    ] = "",
) -> JobList:
    """Upload files (multipart ``files``) into one of your sets (``sourceSet``; default:
    your private set) or a new one (``newSet``); each is ingested in the background. A
    file that is not a document OSHUN reads (sniffed from its content) is a job that failed
    at once, with the reason."""
    contents = await _files(request)
    target = await run_in_threadpool(_target_set, services, user, source_set, new_set)
    jobs = await run_in_threadpool(
        uploads.accept,
        services.db,
        services.settings,
        user_id=user.id,
        source_set=target,
        files=contents,
    )
    queued = [job for job in jobs if job.state is uploads.JobState.QUEUED]
    for job in queued:
        services.jobs.submit(job.id)
    return JobList(jobs=[JobResponse.of(j) for j in jobs], pending=len(queued))


@router.get(
    path("sources_uploads"), response_model=JobList, response_model_by_alias=True, responses=_ERRORS
)
def upload_jobs(user: CurrentUser, services: ServicesDep) -> JobList:
    """Your uploads, newest first, each with its state (poll while ``pending`` > 0)."""
    jobs = uploads.list_jobs(services.db, user.id)
    return JobList(
        jobs=[JobResponse.of(j) for j in jobs],
        pending=sum(1 for j in jobs if j.state in uploads.PENDING),
    )


@router.get(
    path("sources_works"),
    response_model=SourcesResponse,
    response_model_by_alias=True,
    responses=_ERRORS,
)
def works(user: CurrentUser, services: ServicesDep) -> SourcesResponse:
    """The sets you may read (with counts), and the works of your own sets."""
    return sources_of(services, user)


@router.delete(path("sources_work"), status_code=204, responses=_ERRORS)
def delete(work_id: str, user: CurrentUser, services: ServicesDep) -> Response:
    """Delete a work of one of your sets: from the database and the index; saved answers
    that cited it re-check as ``missing``."""
    sets.owned_work(services.db, user.id, work_id)
    delete_work(services.db, services.settings, work_id)
    return Response(status_code=204)


@router.post(
    path("sources_sets"),
    response_model=SetResponse,
    response_model_by_alias=True,
    status_code=201,
    responses=_ERRORS,
)
def create(body: NewSet, user: CurrentUser, services: ServicesDep) -> SetResponse:
    """Make a set of your own (only you read it)."""
    made = sets.create_set(services.db, body.name, owner_id=user.id)
    return SetResponse(
        id=made.id, name=made.name, shared=False, private=False, owned=True, works=0, passages=0
    )
