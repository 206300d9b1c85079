"""Failed sign-in limits per account and per client address, kept in the database.

Every process of a deployment reads the same table, so they agree on who is locked out.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import delete, func, select

from oshun.clock import utcnow
from oshun.shell.models import SignInFailure
from oshun.store import Database


@dataclass(frozen=True, slots=True)
class Limits:
    window: timedelta
    per_account: int
    per_address: int


def _keys(email: str, address: str) -> tuple[str, str]:
    return f"account:{email}", f"address:{address}"


def blocked(db: Database, limits: Limits, email: str, address: str) -> bool:
    """True when either the account or the address used up its failures in the window."""
    account_key, address_key = _keys(email, address)
    since = utcnow() - limits.window
    with db.session() as session:
        session.execute(delete(SignInFailure).where(SignInFailure.at < since))

        def _count(key: str) -> int:
            query = select(func.count()).where(SignInFailure.key == key, SignInFailure.at >= since)
            return int(session.scalar(query) or 0)

        return (
            _count(account_key) >= limits.per_account or _count(address_key) >= limits.per_address
        )


def record_failure(db: Database, email: str, address: str) -> None:
    now = utcnow()
    with db.session() as session:
        session.add_all([SignInFailure(key=key, at=now) for key in _keys(email, address)])


def clear_account(db: Database, email: str) -> None:
    """A successful sign-in forgives the account's failures (not the address's)."""
    with db.session() as session:
        session.execute(delete(SignInFailure).where(SignInFailure.key == f"account:{email}"))
