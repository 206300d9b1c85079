"""Server-side sessions: a random token in an HttpOnly cookie, its SHA-256 in the database."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import delete, select

from oshun.clock import utcnow
from oshun.shell.models import User, UserSession
from oshun.shell.users import Account
from oshun.store import Database

SESSION_COOKIE = "oshun_session"


@dataclass(frozen=True, slots=True)
class SignedIn:
    """A valid session: who, and the CSRF token bound to this session."""

    account: Account
    session_id: str
    csrf_token: str


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


def start_session(
    db: Database, account: Account, max_age: timedelta, *, replacing: str | None = None
) -> tuple[str, SignedIn]:
    """A fresh session (new id, new CSRF token); the one in ``replacing`` ends (rotation)."""
    token = new_token()
    now = utcnow()
    row = UserSession(
        id=_digest(token),
        user_id=account.id,
        csrf_token=new_token(),
        created_at=now,
        expires_at=now + max_age,
    )
    with db.session() as session:
        if replacing:
            session.execute(delete(UserSession).where(UserSession.id == _digest(replacing)))
        session.execute(delete(UserSession).where(UserSession.expires_at < now))
        session.add(row)
    return token, SignedIn(account, row.id, row.csrf_token)


def load_session(db: Database, token: str | None) -> SignedIn | None:
    """The live session a cookie names, or ``None`` (unknown, ended or expired)."""
    if not token or len(token) > 200:
        return None
    with db.session() as session:
        found = session.execute(
            select(UserSession, User)
            .join(User, User.id == UserSession.user_id)
            .where(UserSession.id == _digest(token), UserSession.expires_at > utcnow())
        ).first()
        if found is None:
            return None
        row, user = found
        account = Account(user.id, user.email, user.display_name, user.is_admin)
        return SignedIn(account, row.id, row.csrf_token)


def end_session(db: Database, token: str | None) -> None:
    if token:
        with db.session() as session:
            session.execute(delete(UserSession).where(UserSession.id == _digest(token)))


def count_sessions(db: Database, user_id: int) -> int:
    with db.session() as session:
        return len(
            session.scalars(select(UserSession.id).where(UserSession.user_id == user_id)).all()
        )
