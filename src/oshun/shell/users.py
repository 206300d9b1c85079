"""Accounts: creation with argon2 password hashes, and password verification.

Hashing and verifying run inside a ``HashPool`` slot when the caller passes one (the web
routes do), so a burst of sign-ups or sign-ins cannot hold more than a few 64 MiB hashes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from oshun.errors import AccountExists, InvalidInput
from oshun.shell.hashpool import HashPool
from oshun.shell.models import User
from oshun.shell.passwords import MAX_CHARS as PASSWORD_MAX_CHARS
from oshun.shell.passwords import MIN_CHARS as PASSWORD_MIN_CHARS
from oshun.shell.passwords import check_password
from oshun.store import Database

__all__ = ["PASSWORD_MAX_CHARS", "PASSWORD_MIN_CHARS"]
_EMAIL = re.compile(r"^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$")
_hasher = PasswordHasher()
#: Verified against when the email is unknown, so that a miss costs as long as a wrong password.
_DUMMY_HASH = _hasher.hash("not a real password, only equalises timing")


@dataclass(frozen=True, slots=True)
class Account:
    """A signed-in person, as pages and routes see them (no hash)."""

    id: int
    email: str
    display_name: str
    is_admin: bool

    @property
    def name(self) -> str:
        return self.display_name or self.email


def normalise_email(email: str) -> str:
    return email.strip().lower()


def hash_password(password: str, pool: HashPool | None = None) -> str:
    if pool is None:
        return _hasher.hash(password)
    with pool.slot():
        return _hasher.hash(password)


def check_new_account(email: str, password: str) -> str:
    """The normalised email; raises ``InvalidInput`` naming what is wrong."""
    normal = normalise_email(email)
    if len(normal) > 254 or not _EMAIL.match(normal):
        raise InvalidInput("enter a valid email address, like name@example.org")
    check_password(password)
    return normal


def _account(user: User) -> Account:
    return Account(user.id, user.email, user.display_name, user.is_admin)


def create_user(
    db: Database,
    email: str,
    password: str,
    *,
    display_name: str = "",
    is_admin: bool = False,
    pool: HashPool | None = None,
) -> Account:
    """Add an account; raises ``AccountExists`` or ``InvalidInput``."""
    normal = check_new_account(email, password)
    user = User(
        email=normal,
        display_name=display_name.strip()[:120],
        password_hash=hash_password(password, pool),
        is_admin=is_admin,
    )
    try:
        with db.session() as session:
            if session.scalar(select(User.id).where(User.email == normal)) is not None:
                raise AccountExists("an account with this email already exists")
            session.add(user)
            session.flush()
            return _account(user)
    except IntegrityError as exc:  # a concurrent sign-up with the same email won the race
        raise AccountExists("an account with this email already exists") from exc


def authenticate(
    db: Database, email: str, password: str, pool: HashPool | None = None
) -> Account | None:
    """The account when the password matches, else ``None`` (same cost either way)."""
    normal = normalise_email(email)
    if len(password) > PASSWORD_MAX_CHARS:
        return None
    with db.session() as session:
        user = session.scalar(select(User).where(User.email == normal))
        if user is None:
            _verify(_DUMMY_HASH, password, pool)
            return None
        if not _verify(user.password_hash, password, pool):
            return None
        if _hasher.check_needs_rehash(user.password_hash):
            user.password_hash = hash_password(password, pool)
        return _account(user)


def get_account(db: Database, user_id: int) -> Account | None:
    with db.session() as session:
        user = session.get(User, user_id)
        return _account(user) if user else None


def _verify(password_hash: str, password: str, pool: HashPool | None = None) -> bool:
    try:
        if pool is None:
            return _hasher.verify(password_hash, password)
        with pool.slot():
            return _hasher.verify(password_hash, password)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def find_account(db: Database, email: str) -> Account | None:
    """The account signing in with ``email``, or None."""
    with db.session() as session:
        user = session.scalar(select(User).where(User.email == normalise_email(email)))
        return _account(user) if user else None
