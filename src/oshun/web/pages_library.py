"""Pages of the Library: /library (saved answers) and /workspace/notebook/<answer-id>.

Both work without JavaScript: notes are saved by a plain form post (CSRF-protected by the
shell like every state-changing request) and re-checking is a GET that renders the result.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from oshun import library
from oshun.deps import CurrentUser, NisabaDep, ServicesDep, scope_of
from oshun.errors import Conflict
from oshun.library.items import NOTES_MAX_CHARS, SavedItemView
from oshun.shell.users import Account
from oshun.web import states
from oshun.web.api_library import RecheckResponse, recheck_response
from oshun.web.pages import render
from oshun.web.urls import path, url_for

router = APIRouter(include_in_schema=False)
_PAGE = 20


@router.get(path("library"), response_class=HTMLResponse)
def library_page(
    request: Request,
    user: CurrentUser,
    services: ServicesDep,
    page: Annotated[int, Query(ge=1, le=10_000)] = 1,
) -> HTMLResponse:
    items, total = library.list_items(
        services.db, user_id=user.id, limit=_PAGE, offset=(page - 1) * _PAGE
    )
    return render(
        request,
        "library.html",
        user=user,
        items=items,
        total=total,
        page=page,
        pages=max(1, -(-total // _PAGE)),
    )


@router.get(path("notebook"), response_class=HTMLResponse)
def notebook_page(
    request: Request,
    answer_id: str,
    user: CurrentUser,
    services: ServicesDep,
    nisaba: NisabaDep,
    recheck: Annotated[bool, Query()] = False,
    saved: Annotated[bool, Query()] = False,
) -> HTMLResponse:
    item = library.get_by_answer(services.db, user_id=user.id, answer_id=answer_id)
    result = recheck_response(item, nisaba, scope_of(services, user)) if recheck else None
    return _notebook(request, user, item, recheck=result, saved=saved)


def _notebook(
    request: Request,
    user: Account,
    item: SavedItemView,
    *,
    status_code: int = 200,
    recheck: RecheckResponse | None = None,
    saved: bool = False,
    conflict: str | None = None,
    notes: str | None = None,
) -> HTMLResponse:
    return render(
        request,
        "notebook.html",
        status_code=status_code,
        user=user,
        item=item,
        snapshot=item.snapshot,
        checks={w.id: w for w in recheck.witnesses} if recheck else None,
        recheck=recheck,
        saved=saved,
        conflict=conflict,
        notes=item.notes if notes is None else notes,
        notes_max=NOTES_MAX_CHARS,
        recheck_labels=states.RECHECK,
    )


@router.post(path("notebook_notes"), response_class=HTMLResponse)
def save_notes(
    request: Request,
    answer_id: str,
    user: CurrentUser,
    services: ServicesDep,
    notes: Annotated[str, Form(max_length=NOTES_MAX_CHARS)] = "",
    version: Annotated[int, Form(ge=0)] = 0,
) -> Response:
    item = library.get_by_answer(services.db, user_id=user.id, answer_id=answer_id)
    try:
        library.update_notes(
            services.db, user_id=user.id, item_id=item.id, notes=notes, version=version
        )
    except Conflict as exc:
        # Keep what the person typed on screen; nothing is lost, nothing is overwritten.
        current = library.get_item(services.db, user_id=user.id, item_id=item.id)
        return _notebook(request, user, current, status_code=409, conflict=str(exc), notes=notes)
    return RedirectResponse(
        url_for("notebook", {"saved": "1"}, answer_id=answer_id), status_code=303
    )
