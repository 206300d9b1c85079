"""Resource limits (issue 10): the shared hash pool, sign-in back-off per account+address
(no lockout of a known account), and the per-client answer rate limit on memory and Redis.
"""

from __future__ import annotations

import os
import threading
import uuid
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from oshun.app import create_app
from oshun.services import Services
from oshun.settings import Settings
from oshun.shell.hashpool import HashPool
from oshun.shell.users import create_user
from tests.integration._shell import ORIGIN, PASSWORD, csrf_from, signin

QUESTION = "What is the capital of Mongolia?"


def _client(services: Services, address: str = "10.0.0.1") -> TestClient:
    return TestClient(create_app(services.settings, services), client=(address, 40000))


def _with(library: Services, **changes: object) -> Services:
    settings = library.settings.model_copy(update=changes)
    return Services(settings=settings, db=library.db, nisaba=library.nisaba)


# ── sign-in: back-off per account+address, never a lockout of the owner ───────────────────
def test_strangers_cannot_lock_a_known_account(library: Services) -> None:
    create_user(library.db, "owner@example.org", PASSWORD)
    attacker = _client(library, "203.0.113.9")
    for _ in range(library.settings.signin_max_failures_account):
        assert signin(attacker, "owner@example.org", "wrong password").status_code == 401  # type: ignore[attr-defined]
    blocked = signin(attacker, "owner@example.org", PASSWORD)
    assert blocked.status_code == 429  # type: ignore[attr-defined]
    owner = _client(library, "198.51.100.7")
    assert signin(owner, "owner@example.org").status_code == 303  # type: ignore[attr-defined]


def test_forwarded_for_is_not_believed_in_process(library: Services) -> None:
    """Only Uvicorn's proxy middleware (configured proxies) may rewrite the client address;
    a header alone changes nothing (the serve test checks the real server)."""
    create_user(library.db, "owner@example.org", PASSWORD)
    client = _client(library, "203.0.113.10")
    for n in range(library.settings.signin_max_failures_address):
        client.headers["X-Forwarded-For"] = f"192.0.2.{n}"
        signin(client, f"guess{n}@example.org", "wrong password")
    client.headers["X-Forwarded-For"] = "192.0.2.250"
    assert signin(client, "owner@example.org").status_code == 429  # type: ignore[attr-defined]


# ── the hash pool ─────────────────────────────────────────────────────────────────────────
def test_hash_pool_bounds_concurrency() -> None:
    pool = HashPool(concurrency=2, wait_seconds=0.2)
    inside = 0
    most = 0
    lock = threading.Lock()
    gate = threading.Barrier(6)

    def work() -> None:
        nonlocal inside, most
        gate.wait()
        try:
            with pool.slot():
                with lock:
                    inside += 1
                    most = max(most, inside)
                threading.Event().wait(0.05)
                with lock:
                    inside -= 1
        except Exception:
            pass

    threads = [threading.Thread(target=work) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert most == 2


def test_a_full_hash_pool_is_503_with_retry_after(library: Services) -> None:
    busy = _with(library, hash_concurrency=1, hash_wait_seconds=0.2)
    create_user(library.db, "owner@example.org", PASSWORD)
    client = _client(busy)
    token = csrf_from(client, "/signin")
    with busy.hashes.slot():  # someone else's hash is running
        response = client.post(
            "/signin",
            data={"email": "owner@example.org", "password": PASSWORD, "csrf_token": token},
            headers={"Origin": ORIGIN},
            follow_redirects=False,
        )
    assert response.status_code == 503
    assert int(response.headers["retry-after"]) >= 1
    assert "busy" in response.text


# ── the answer rate limit ─────────────────────────────────────────────────────────────────
def _ask(client: TestClient) -> int:
    return client.post("/v1/sophia/answer", json={"q": QUESTION}).status_code


def test_answers_are_rate_limited_per_client(library: Services) -> None:
    limited = _with(library, answer_rate_limit="3/minute")
    first = _client(limited, "203.0.113.20")
    assert [_ask(first) for _ in range(3)] == [200, 200, 200]
    refused = first.post("/v1/sophia/answer", json={"q": QUESTION})
    assert refused.status_code == 429
    assert refused.json()["error"] == "too_many_requests"
    assert 1 <= int(refused.headers["retry-after"]) <= 60
    assert _ask(_client(limited, "203.0.113.21")) == 200  # another client has its own count


def test_the_machine_itself_is_not_counted_unless_told(library: Services) -> None:
    """Loopback (the default exemption) asks past the limit: a single-user install's own
    evaluation posts hundreds of questions a minute; listed otherwise, it is counted."""
    limited = _with(library, answer_rate_limit="2/minute")
    local = _client(limited, "127.0.0.1")
    assert [_ask(local) for _ in range(4)] == [200] * 4
    assert [_ask(_client(limited, "::1")) for _ in range(3)] == [200] * 3
    counted = _with(library, answer_rate_limit="2/minute", answer_rate_limit_exempt=[])
    local = _client(counted, "127.0.0.1")
    assert [_ask(local) for _ in range(3)] == [200, 200, 429]


@pytest.fixture
def redis_url() -> Iterator[str]:
    url = os.environ.get("OSHUN_TEST_REDIS_URL")
    if not url:
        pytest.skip("OSHUN_TEST_REDIS_URL is not set (bin/test sets it, starting Redis)")
    yield url


def test_processes_share_the_answer_limit_through_redis(library: Services, redis_url: str) -> None:
    """Two app instances (two processes behind a balancer) count one client together."""
    rule = {"answer_rate_limit": "4/minute", "rate_limit_storage": redis_url}
    first, second = _with(library, **rule), _with(library, **rule)
    address = f"10.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}.7"
    a, b = _client(first, address), _client(second, address)
    assert [_ask(a), _ask(b), _ask(a), _ask(b)] == [200, 200, 200, 200]
    assert _ask(a) == 429 and _ask(b) == 429


def test_an_unreachable_limit_store_fails_open(library: Services) -> None:
    down = _with(library, rate_limit_storage="redis://127.0.0.1:1/0", answer_rate_limit="1/hour")
    client = _client(down)
    assert [_ask(client), _ask(client)] == [200, 200]


def test_a_malformed_limit_is_refused_at_start() -> None:
    with pytest.raises(ValueError):
        Settings(answer_rate_limit="lots; <script>")
