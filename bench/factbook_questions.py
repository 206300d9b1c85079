"""Generate a Factbook question set from the demo library's own package data.

For every Factbook entry and a fixed list of fields whose answer can be read from the JSON
(capital, languages, population, independence, currency, area, coastline), write one
question in the format of the evaluation sets (``{"id", "question", "answerable",
"answers", "evidence", "split"}``): the gold answer string is read from the field, the
evidence is the entry's external id. Nothing is hand-written per country; the phrasing of
each question is drawn from two templates with a fixed seed.

Split: entries are numbered in the demo library's order (region, then file name); even
numbers are ``fit`` (use them while developing), odd numbers are ``heldout`` (measure on
them). ``--split`` writes one part only.

    .venv/bin/python -m bench.factbook_questions --out /tmp/factbook.jsonl [--split heldout]
    oshun eval answers --corpus demo --questions /tmp/factbook.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from oshun.corpus.demo import _country_files, _country_name, _registry_names, clean_html

SEED = 20261130

_Reader = Callable[[dict[str, Any]], str | None]


def _text(data: dict[str, Any], section: str, field: str, *keys: str) -> str | None:
    value: Any = data.get(section, {}).get(field)
    for key in keys:
        if not isinstance(value, dict):
            return None
        value = value.get(key) or value.get(key + " ")
    if isinstance(value, dict):
        value = value.get("text")
    if not isinstance(value, str):
        return None
    text = clean_html(value).strip()
    return text if text and text.lower() not in ("none", "na", "nan") else None


def _before(text: str | None, *stops: str) -> str | None:
    """``text`` cut at the first of ``stops`` (parenthesis, semicolon…), trimmed."""
    if text is None:
        return None
    for stop in stops:
        text = text.split(stop, 1)[0]
    text = text.strip(" ,.;:-")
    return text or None


def _capital(data: dict[str, Any]) -> str | None:
    return _before(_text(data, "Government", "Capital", "name"), ";", "(", ",")


def _language(data: dict[str, Any]) -> str | None:
    first = _before(_text(data, "People and Society", "Languages"), ",", ";", "(", "\n")
    name = re.match(r"[A-Z][^\W\d_]+(?: [A-Z][^\W\d_]+)?", first or "")
    return name.group() if name else None


def _population(data: dict[str, Any]) -> str | None:
    value = _text(data, "People and Society", "Population", "total")
    value = value or _text(data, "People and Society", "Population")
    number = _before(value, "(", ";")
    return number if number and re.fullmatch(r"[\d,.]+( million)?", number) else None


def _independence(data: dict[str, Any]) -> str | None:
    date = _before(_text(data, "Government", "Independence"), "(", ";")
    return date if date and re.search(r"\b\d{4}\b", date) else None


def _currency(data: dict[str, Any]) -> str | None:
    value = _text(data, "Economy", "Exchange rates", "Currency")
    return _before(value, "(", " per ", ";")


def _area(data: dict[str, Any]) -> str | None:
    area = _before(_text(data, "Geography", "Area", "total"), "(", ";")
    return area if area and re.fullmatch(r"[\d,.]+ (million )?sq km", area) else None


def _coastline(data: dict[str, Any]) -> str | None:
    value = _before(_text(data, "Geography", "Coastline"), "(", ";", "\n")
    return value if value and re.fullmatch(r"[\d,.]+ km", value) else None


#: field → (gold answer reader, two question templates)
FIELDS: dict[str, tuple[_Reader, tuple[str, str]]] = {
    "capital": (_capital, ("What is the capital of {c}?", "Which city is the capital of {c}?")),
    "language": (
        _language,
        ("Which languages are spoken in {c}?", "What languages do people speak in {c}?"),
    ),
    "population": (
        _population,
        ("What is the population of {c}?", "How many people live in {c}?"),
    ),
    "independence": (
        _independence,
        ("When did {c} become independent?", "When did {c} gain independence?"),
    ),
    "currency": (_currency, ("What currency does {c} use?", "What is the currency of {c}?")),
    "area": (_area, ("What is the total area of {c}?", "How large is the area of {c}?")),
    "coastline": (
        _coastline,
        ("How long is the coastline of {c}?", "What is the length of the coastline of {c}?"),
    ),
}


def questions(seed: int = SEED) -> Iterator[dict[str, Any]]:
    """Every generated question, in library order, with its split."""
    rng = random.Random(seed)
    registry = _registry_names()
    for number, (code, entry) in enumerate(_country_files()):
        data = json.loads(entry.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            continue
        country = _country_name(code, data, registry)
        for field, (reader, templates) in FIELDS.items():
            template = rng.choice(templates)  # drawn for every field, so the stream is stable
            answer = reader(data)
            if not answer:
                continue
            yield {
                "id": f"{code}-{field}",
                "question": template.format(c=country),
                "answerable": True,
                "answers": [answer],
                "evidence": [code],
                "field": field,
                "split": "fit" if number % 2 == 0 else "heldout",
            }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="questions.jsonl to write")
    parser.add_argument("--split", choices=("fit", "heldout", "all"), default="all")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    rows = [q for q in questions(args.seed) if args.split in ("all", q["split"])]
    with args.out.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["field"]] = counts.get(row["field"], 0) + 1
    print(f"{len(rows)} questions → {args.out}: {counts}")


if __name__ == "__main__":
    main()
