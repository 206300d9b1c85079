"""JSON route of Sophia: POST /v1/sophia/answer."""

from __future__ import annotations

import json

from fastapi import APIRouter, Request
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool

from oshun.deps import OptionalUser, ServicesDep, SophiaDep, scope_of
from oshun.errors import InvalidInput
from oshun.sophia.envelope import AnswerEnvelope, AnswerRequest
from oshun.web.links import link_envelope
from oshun.web.schemas import ErrorBody

router = APIRouter(tags=["sophia"])

_EXAMPLE = {"q": "What is the capital of Mongolia?"}


async def _request_body(request: Request) -> AnswerRequest:
    raw = await request.body()
    if not raw.strip():
        raise InvalidInput('the request body is required: a JSON object like {"q": "…"}')
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise InvalidInput(f"the request body is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise InvalidInput('the request body must be a JSON object like {"q": "…"}')
    try:
        return AnswerRequest.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        raise InvalidInput(f"invalid request: {problems}") from exc


@router.post(
    "/v1/sophia/answer",
    response_model=AnswerEnvelope,
    response_model_by_alias=True,
    summary="Answer a question from the library, with citations, or abstain",
    responses={
        404: {"model": ErrorBody, "description": "A source set you may not read."},
        422: {"model": ErrorBody, "description": "Over-long question or malformed body."},
        429: {"model": ErrorBody, "description": "Too many answers asked by this client."},
    },
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {
                    "schema": AnswerRequest.model_json_schema(by_alias=False),
                    "example": _EXAMPLE,
                }
            },
        }
    },
)
async def answer(
    request: Request, sophia: SophiaDep, services: ServicesDep, user: OptionalUser
) -> AnswerEnvelope:
    """The answer envelope (see docs/sophia.md). ``q``, ``query`` and ``question`` are aliases.

    The answer comes from the works of the source sets the caller may read, or of the one
    ``sourceSet`` names (404 when the caller may not read it, as when it does not exist).
    Empty input abstains; a question over 600 characters is refused with 422; a missing or
    broken search index gives an ``ungrounded`` abstention, never a 500. Each client (the
    account, else the address) may ask ``OSHUN_ANSWER_RATE_LIMIT`` answers (429 past it);
    the addresses of ``OSHUN_ANSWER_RATE_LIMIT_EXEMPT`` (the machine itself) are not counted."""
    body = await _request_body(request)
    address = request.client.host if request.client else "-"
    client = f"user:{user.id}" if user else f"address:{address}"
    counted = address not in services.settings.answer_rate_limit_exempt
    if counted and services.answer_limit.blocking:
        await run_in_threadpool(services.answer_limit.hit, client)
    elif counted:  # counted in memory: no thread hop
        services.answer_limit.hit(client)
    scope = await run_in_threadpool(scope_of, services, user, body.source_set)
    return link_envelope(await run_in_threadpool(sophia.answer, body.q, scope))
