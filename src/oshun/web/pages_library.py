"""Pages of the Library: /library (saved answers: search, sort, delete, export) and
/workspace/notebook/<answer-id>.

Search, sort, delete, export, notes and re-checking work without JavaScript: notes and
deletions are plain form posts (CSRF-protected by the shell like every state-changing
request), the rest are GETs. The answer card itself is drawn by ``static/card.js``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from markdown_it import MarkdownIt

from oshun import library
from oshun.deps import CurrentUser, NisabaDep, ServicesDep
from oshun.errors import Conflict
from oshun.library.items import NOTES_MAX_CHARS, SavedItemView, Sort
from oshun.shell.users import Account
from oshun.web import states
from oshun.web.api_library import RecheckResponse, recheck_response
from oshun.web.export import library_json, library_markdown
from oshun.web.links import link_snapshot
from oshun.web.pages import render
from oshun.web.urls import path, url_for

router = APIRouter(include_in_schema=False)
_PAGE = 20
#: Every saved answer of one person, at most, in one export.
EXPORT_MAX = 10_000

SORT_LABELS: dict[Sort, str] = {
    Sort.NEWEST: "Newest first",
    Sort.OLDEST: "Oldest first",
    Sort.QUESTION: "Question, A to Z",
    Sort.CONFIDENCE: "Most confident first",
}

#: Notes as Markdown, with any HTML in them shown as text (never run): CommonMark, no raw HTML.
_NOTES_MD = MarkdownIt("js-default")


class ExportFormat(StrEnum):
    MARKDOWN = "markdown"
    JSON = "json"


@router.get(path("library"), response_class=HTMLResponse)
def library_page(
    request: Request,
    user: CurrentUser,
    services: ServicesDep,
    page: Annotated[int, Query(ge=1, le=10_000)] = 1,
    q: Annotated[str, Query(max_length=600, description="Words to find.")] = "",
    sort: Annotated[Sort, Query()] = Sort.NEWEST,
    deleted: Annotated[str, Query(max_length=600)] = "",
) -> HTMLResponse:
    items, total = library.search_items(
        services.db, user_id=user.id, text=q, sort=sort, limit=_PAGE, offset=(page - 1) * _PAGE
    )
    everything = total if not q else library.list_items(services.db, user_id=user.id, limit=1)[1]
    query: dict[str, str | int] = {"q": q, "sort": str(sort)} if q else {"sort": str(sort)}
    return render(
        request,
        "library.html",
        user=user,
        items=[(item, link_snapshot(item.snapshot)) for item in items],
        total=total,
        everything=everything,
        page=page,
        pages=max(1, -(-total // _PAGE)),
        q=q,
        sort=sort,
        sorts=SORT_LABELS,
        query=query,
        deleted=deleted,
    )


@router.post(path("library_delete"))
def delete_saved(
    user: CurrentUser,
    services: ServicesDep,
    item_id: Annotated[str, Form(min_length=1, max_length=64)],
    q: Annotated[str, Form(max_length=600)] = "",
) -> RedirectResponse:
    """Delete one saved answer (its notes go with it), then show the Library again."""
    item = library.get_item(services.db, user_id=user.id, item_id=item_id)
    library.delete_item(services.db, user_id=user.id, item_id=item.id)
    query = {"deleted": item.query, **({"q": q} if q else {})}
    return RedirectResponse(url_for("library", query), status_code=303)


@router.get(path("library_export"))
def export_library(
    request: Request,
    user: CurrentUser,
    services: ServicesDep,
    format: Annotated[ExportFormat, Query()] = ExportFormat.MARKDOWN,
    answer: Annotated[
        str | None, Query(max_length=64, description="Only this saved answer (its answer id).")
    ] = None,
) -> Response:
    """Download saved answers — one (``answer``) or all — as Markdown or JSON."""
    if answer is not None:
        items = [library.get_by_answer(services.db, user_id=user.id, answer_id=answer)]
        stem = f"oshun-answer-{answer}"
    else:
        items, _ = library.list_items(services.db, user_id=user.id, limit=EXPORT_MAX)
        stem = "oshun-library"
    base = str(request.base_url).rstrip("/")
    if format is ExportFormat.JSON:
        body, media, suffix = library_json(items), "application/json", "json"
    else:
        body, media, suffix = library_markdown(items, base), "text/markdown; charset=utf-8", "md"
    disposition = f'attachment; filename="{stem}.{suffix}"'
    return Response(body, media_type=media, headers={"Content-Disposition": disposition})


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
    result = recheck_response(item, nisaba) if recheck else None
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
        snapshot=link_snapshot(item.snapshot),
        checks={w.id: str(w.status) for w in recheck.witnesses} if recheck else {},
        recheck=recheck,
        saved=saved,
        conflict=conflict,
        notes=item.notes if notes is None else notes,
        notes_html=_NOTES_MD.render(item.notes) if item.notes.strip() else "",
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
