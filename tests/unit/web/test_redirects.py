"""Where a sign-in may lead, and which pages need one (declared at the routes)."""

from __future__ import annotations

import pytest

from oshun.web.urls import is_protected, safe_next, signin_url


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
