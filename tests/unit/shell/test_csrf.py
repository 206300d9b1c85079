"""The BFF boundary's pure checks: origins, Referer fallback and tokens."""

from __future__ import annotations

from oshun.shell.csrf import (
    allowed_origins,
    check_boundary,
    form_token,
    origin_of,
    origin_problem,
    token_problem,
)

ALLOWED = allowed_origins(["https://Oshun.example.org/", "http://127.0.0.1:8000"])


def test_allowed_origins_are_the_configured_ones_only() -> None:
    assert sorted(ALLOWED) == ["http://127.0.0.1:8000", "https://oshun.example.org"]
    # DNS rebinding: the attacker's name as Host and Origin is still not an allowed origin.
    assert "cross-origin" in (
        origin_problem({"origin": "http://rebind.evil.example"}, ALLOWED) or ""
    )


def test_origin_of() -> None:
    assert origin_of("HTTPS://Oshun.Example.org/sophia?q=1") == "https://oshun.example.org"
    assert origin_of("null") is None
    assert origin_of("ftp://x.org") is None


def test_same_origin_passes() -> None:
    assert origin_problem({"origin": "https://oshun.example.org"}, ALLOWED) is None
    assert origin_problem({"origin": "http://127.0.0.1:8000"}, ALLOWED) is None


def test_referer_is_used_when_origin_is_missing() -> None:
    assert origin_problem({"referer": "http://127.0.0.1:8000/signin?next=/"}, ALLOWED) is None
    problem = origin_problem({"referer": "https://evil.example/page"}, ALLOWED)
    assert problem and "Referer https://evil.example" in problem


def test_cross_origin_missing_and_null_origin_are_refused() -> None:
    assert "cross-origin" in (origin_problem({"origin": "https://evil.example"}, ALLOWED) or "")
    assert "neither an Origin nor a Referer" in (origin_problem({}, ALLOWED) or "")
    assert origin_problem({"origin": "null"}, ALLOWED)
    # Another port of the same host is another origin.
    assert origin_problem({"origin": "http://127.0.0.1:8001"}, ALLOWED)


def test_token_checks() -> None:
    assert token_problem("abc", "abc") is None
    assert "missing" in (token_problem(None, "abc") or "")
    assert "missing" in (token_problem("", "abc") or "")
    assert "wrong" in (token_problem("abd", "abc") or "")
    assert "wrong" in (token_problem("abc", None) or "")


def test_boundary_needs_both() -> None:
    good = {"origin": "https://oshun.example.org"}
    assert check_boundary(good, ALLOWED, "t", "t") is None
    assert check_boundary(good, ALLOWED, None, "t")
    assert check_boundary({"origin": "https://evil.example"}, ALLOWED, "t", "t")


def test_form_token() -> None:
    assert form_token(b"email=a%40b.org&csrf_token=tok%2Bx&next=%2F") == "tok+x"
    assert form_token(b"email=a") is None
