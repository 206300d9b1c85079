"""Password hashing, account checks and next-path validation."""

from __future__ import annotations

import pytest

from oshun.errors import InvalidInput
from oshun.shell.redirects import is_protected, safe_next, signin_url
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


@pytest.mark.parametrize(
    "value", ["/sophia", "/sophia?q=capital%20of%20Mongolia", "/library", "/workspace/notebook/x"]
)
def test_safe_next_keeps_local_paths(value: str) -> None:
    assert safe_next(value) == value


@pytest.mark.parametrize(
    "value",
    [
        None,
        "",
        "https://evil.example/",
        "//evil.example/path",
        "/\\evil.example",
        "\\\\evil.example",
        "javascript:alert(1)",
        "sophia",
        "/ok\r\nSet-Cookie: x=1",
        "/" + "a" * 2100,
    ],
)
def test_safe_next_refuses_anything_else(value: str | None) -> None:
    assert safe_next(value) == "/sophia"
    assert safe_next(value, default="/") == "/"


def test_protected_prefixes() -> None:
    assert is_protected("/sophia")
    assert is_protected("/library")
    assert is_protected("/workspace/notebook/abc")
    assert not is_protected("/sophiax")
    assert not is_protected("/search")
    assert not is_protected("/v1/sophia/answer")
    assert signin_url("/sophia?q=a b") == "/signin?next=%2Fsophia%3Fq%3Da%20b"
