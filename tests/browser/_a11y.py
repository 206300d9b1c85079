"""axe-core in the browser suite, and the page screenshots kept in docs/.

axe-core is the minified file the ``axe-playwright-python`` package ships (a dev dependency,
installed by ``bin/bootstrap`` from PyPI): nothing is downloaded while the tests run. It is
evaluated in the page through the DevTools protocol, which the page's strict
Content-Security-Policy (no inline script) does not govern, so the page is checked exactly
as served.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import axe_playwright_python
from playwright.sync_api import Page

#: The WCAG 2.0/2.1/2.2 A and AA rules, and axe's best practices.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
BLOCKING = {"serious", "critical"}
ROOT = Path(__file__).resolve().parents[2]
DOCS_IMG = ROOT / "docs" / "img" / "pages"
#: Set to 1 to refresh the committed screenshots in docs/img/pages; otherwise a run writes
#: them to test-output/pages/ and leaves the work tree as it found it.
REFRESH = "OSHUN_REFRESH_SCREENSHOTS"


@cache
def axe_source() -> str:
    return (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text("utf-8")


def axe_violations(page: Page) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (all impacts)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_source())
    options = json.dumps(
        {"runOnly": {"type": "tag", "values": TAGS}, "resultTypes": ["violations"]}
    )
    result: dict[str, Any] = page.evaluate(f"axe.run(document, {options})")
    return list(result["violations"])


def blocking(violations: list[dict[str, Any]]) -> list[str]:
    """The serious or critical ones, readable in a failure message."""
    return [
        f"{v['impact']} {v['id']}: {v['help']} — "
        + "; ".join(str(node.get("target")) for node in v.get("nodes", [])[:5])
        for v in violations
        if v.get("impact") in BLOCKING
    ]


def screenshot(page: Page, name: str, full_page: bool = True) -> Path:
    """A screenshot <name>-<width>.png in docs/img/pages/ when ``OSHUN_REFRESH_SCREENSHOTS=1``,
    else in test-output/pages/ (every run takes them; only a refresh changes the docs)."""
    folder = DOCS_IMG if os.environ.get(REFRESH) == "1" else ROOT / "test-output" / "pages"
    folder.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size or {"width": 0}
    path = folder / f"{name}-{size['width']}.png"
    page.screenshot(path=str(path), full_page=full_page, animations="disabled")
    return path
