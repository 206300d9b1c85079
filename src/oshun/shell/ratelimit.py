"""Failed sign-in limits, kept in the database (every process of a deployment agrees).

Two counters per failure: the **account from this address** (``pair:<email>|<address>``)
and the **address** (``address:<address>``). Wrong passwords sent from one address lock
that address out of that account (and, past the address limit, out of every account) — but
never the account's owner signing in from elsewhere: a known account cannot be locked by
strangers (no lockout DoS). Which address is the client's is Uvicorn's business: proxy
headers count only from ``OSHUN_FORWARDED_ALLOW_IPS``, so a rotating ``X-Forwarded-For``
buys nothing.
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
    return f"pair:{email[:200]}|{address[:45]}", f"address:{address[:45]}"


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


def clear_account(db: Database, email: str, address: str) -> None:
    """A successful sign-in forgives the account's failures from this address (not the
    address's own count)."""
    with db.session() as session:
        session.execute(delete(SignInFailure).where(SignInFailure.key == _keys(email, address)[0]))
