"""Password hashing and account checks."""

from __future__ import annotations

import pytest

from oshun.errors import InvalidInput
from oshun.shell.users import _verify, check_new_account, hash_password


def test_password_hash_is_argon2id_and_salted() -> None:
    first, second = hash_password("correct horse"), hash_password("correct horse")
    assert first.startswith("$argon2id$")
    assert first != second
    assert "correct horse" not in first


def test_verify_accepts_the_password_and_refuses_others() -> None:
    stored = hash_password("correct horse")
    assert _verify(stored, "correct horse")
    assert not _verify(stored, "correct horse!")
    assert not _verify("not-a-hash", "correct horse")


def test_new_account_normalises_email() -> None:
    assert check_new_account("  Ada@Example.ORG ", "long enough words") == "ada@example.org"


@pytest.mark.parametrize(
    ("email", "password", "message"),
    [
        ("no-at-sign", "long enough words", "valid email"),
        ("a@b", "long enough words", "valid email"),
        ("a b@c.org", "long enough words", "valid email"),
        ("a@b.org", "short", "at least 12"),
        ("a@b.org", "qwertyuiop123", "common"),
        ("a@b.org", "aaaaaaaaaaaaaa", "too simple"),
        ("a@b.org", "x" * 1025, "at most"),
    ],
)
def test_new_account_refuses_bad_input(email: str, password: str, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        check_new_account(email, password)
