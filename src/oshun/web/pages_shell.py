"""Pages of the shell: /signin, /signup, /signout.

The shell middleware has already checked Origin and CSRF token of every POST here.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from oshun.deps import OptionalUser, ServicesDep
from oshun.errors import AccountExists, InvalidInput
from oshun.services import Services
from oshun.shell import ratelimit
from oshun.shell.sessions import SESSION_COOKIE, end_session, start_session
from oshun.shell.users import Account, authenticate, create_user, normalise_email
from oshun.web.pages import render
from oshun.web.urls import path, safe_next, url_for

router = APIRouter(include_in_schema=False)

FormStr = Annotated[str, Form()]


def _signed_in_redirect(
    request: Request, services: Services, account: Account, next_path: str
) -> Response:
    """Start a new session (ending the browser's old one: rotation) and go to ``next_path``."""
    days = services.settings.session_days
    token, _ = start_session(
        services.db,
        account,
        timedelta(days=days),
        replacing=request.cookies.get(SESSION_COOKIE),
    )
    response = RedirectResponse(safe_next(next_path), status_code=303)
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=days * 86400,
        path="/",
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
    )
    return response


def _limits(services: Services) -> ratelimit.Limits:
    s = services.settings
    return ratelimit.Limits(
        window=timedelta(minutes=s.signin_window_minutes),
        per_account=s.signin_max_failures_account,
        per_address=s.signin_max_failures_address,
    )


@router.get(path("signin"), response_class=HTMLResponse)
def signin_page(
    request: Request, user: OptionalUser, next: Annotated[str, Query()] = ""
) -> HTMLResponse:
    return render(request, "signin.html", next=safe_next(next), email="", error=None, user=user)


@router.post(path("signin"), response_class=HTMLResponse)
def signin(
    request: Request,
    services: ServicesDep,
    email: FormStr = "",
    password: FormStr = "",
    next: FormStr = "",
) -> Response:
    address = request.client.host if request.client else "unknown"
    normal = normalise_email(email)
    limits = _limits(services)

    def _again(status: int, error: str) -> HTMLResponse:
        return render(
            request, "signin.html", status, next=safe_next(next), email=email, error=error
        )

    if ratelimit.blocked(services.db, limits, normal, address):
        minutes = services.settings.signin_window_minutes
        return _again(
            429,
            f"Too many failed sign-ins from this address. Wait {minutes} minutes and try again.",
        )
    account = authenticate(services.db, normal, password, services.hashes)
    if account is None:
        ratelimit.record_failure(services.db, normal, address)
        return _again(401, "Wrong email or password.")
    ratelimit.clear_account(services.db, normal, address)
    return _signed_in_redirect(request, services, account, next)


@router.get(path("signup"), response_class=HTMLResponse)
def signup_page(request: Request, next: Annotated[str, Query()] = "") -> HTMLResponse:
    return render(
        request, "signup.html", next=safe_next(next), email="", display_name="", error=None
    )


#: Said when the email already has an account — and the password is not its password. It
#: does not confirm that the account exists ("if you already have one").
SIGNUP_REFUSED = (
    "No new account could be made with this email and password. If you already have an "
    "account, sign in instead."
)


@router.post(path("signup"), response_class=HTMLResponse)
def signup(
    request: Request,
    services: ServicesDep,
    email: FormStr = "",
    password: FormStr = "",
    display_name: FormStr = "",
    next: FormStr = "",
) -> Response:
    def _again(error: str) -> HTMLResponse:
        return render(
            request,
            "signup.html",
            422,
            next=safe_next(next),
            email=email,
            display_name=display_name,
            error=error,
        )

    address = request.client.host if request.client else "unknown"
    normal = normalise_email(email)
    if ratelimit.blocked(services.db, _limits(services), normal, address):
        minutes = services.settings.signin_window_minutes
        return _again(f"Too many attempts from this address. Wait {minutes} minutes.")
    try:
        account = create_user(
            services.db, email, password, display_name=display_name, pool=services.hashes
        )
    except AccountExists:
        # The owner re-submitting the sign-up form is simply signed in; anyone else gets the
        # same sentence whatever the reason, and the attempt counts like a failed sign-in.
        account_or_none = authenticate(services.db, normal, password, services.hashes)
        if account_or_none is not None:
            return _signed_in_redirect(request, services, account_or_none, next)
        ratelimit.record_failure(services.db, normal, address)
        return _again(SIGNUP_REFUSED)
    except InvalidInput as exc:
        return _again(str(exc).capitalize() + ".")
    return _signed_in_redirect(request, services, account, next)


@router.get(path("signout"), response_class=HTMLResponse)
def signout_page(request: Request, user: OptionalUser) -> HTMLResponse:
    return render(request, "signout.html", user=user)


@router.post(path("signout"))
def signout(request: Request, services: ServicesDep) -> Response:
    end_session(services.db, request.cookies.get(SESSION_COOKIE))
    response = RedirectResponse(url_for("signin", {"signed_out": "1"}), status_code=303)
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="lax")
    return response
