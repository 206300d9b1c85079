"""Browser harness: the real app (`oshun serve`) in a subprocess, driven by Debian's Chromium.

* ``server`` — a temporary data directory, the fixture library (and ``tests/browser/library``)
  ingested with ``oshun ingest``,
  then ``oshun serve --port <free>``; ready once ``/health`` answers. One per test session.
* ``browser`` — Playwright (sync API) launching ``/usr/bin/chromium`` headless.
* ``page`` — a fresh context (own cookies and sessionStorage) at 1280×900 on the server.
* ``user`` / ``signed_in`` — a freshly signed-up account, signed in through the real form.

Screenshots go to ``test-output/`` at the repository root (git-ignored).
"""

from __future__ import annotations

import os
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

from tests._serve import oshun_command, serving

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "tests" / "fixtures" / "library"
#: A few passages on one topic, so that one question has enough witnesses to be grounded.
BROWSER_LIBRARY = Path(__file__).parent / "library"
OUTPUT = ROOT / "test-output"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PASSWORD = "correct horse battery"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 812}


@pytest.fixture(scope="session")
def output_dir() -> Path:
    OUTPUT.mkdir(exist_ok=True)
    return OUTPUT


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory, output_dir: Path) -> Iterator[str]:
    data = tmp_path_factory.mktemp("oshun-browser")
    env = {**os.environ, "OSHUN_DATA_DIR": str(data), "OSHUN_DEMO_LIBRARY": "false"}
    env.pop("OSHUN_DATABASE_URL", None)
    env.pop("OSHUN_PUBLIC_ORIGIN", None)
    subprocess.run(
        [oshun_command(), "ingest", str(LIBRARY), str(BROWSER_LIBRARY)],
        env=env,
        check=True,
        capture_output=True,
        timeout=300,
    )
    with serving(env, output_dir / "browser-server.log") as base:
        yield base


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: bin/test installs Debian's chromium with apt-get")
    launched = playwright.chromium.launch(
        executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
    )
    yield launched
    launched.close()


@pytest.fixture
def context(browser: Browser, server: str) -> Iterator[BrowserContext]:
    ctx = browser.new_context(base_url=server, viewport=DESKTOP)
    ctx.set_default_timeout(15_000)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: BrowserContext) -> Page:
    return context.new_page()


@dataclass(frozen=True)
class User:
    email: str
    password: str


def sign_up(page: Page, email: str, password: str = PASSWORD, next_path: str = "") -> None:
    """Fill and submit the real sign-up form."""
    page.goto("/signup" + (f"?next={next_path}" if next_path else ""))
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Create account").click()
    page.wait_for_load_state()


def sign_in(page: Page, user: User) -> None:
    page.get_by_label("Email").fill(user.email)
    page.get_by_label("Password").fill(user.password)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_load_state()


@pytest.fixture
def user(page: Page) -> User:
    """A fresh account, signed up (and so signed in) in this test's browser context."""
    fresh = User(f"reader-{uuid.uuid4().hex[:10]}@example.org", PASSWORD)
    sign_up(page, fresh.email, fresh.password)
    return fresh
