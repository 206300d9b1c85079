"""Generate the person-phrased Factbook question set (``bench/data/person_questions.jsonl``).

``bench/factbook_questions.py`` asks seven fields in two fixed phrasings each; people do not
ask that way. This set asks ~45 fields in four to seven phrasings each, most of which share
few words with the field's heading (``bench/person_templates.py``), names countries the way
people do (aliases such as "the UK" or "Myanmar", kept only where the work's own *Country
name* field writes them), varies case and drops question marks, and adds:

- **unanswerable look-alikes** ("What is the national dish of France?", "Who won the 2018
  World Cup?"): a country is only used for one when none of the words that would answer it
  occurs anywhere in that country's work;
- **comparison and multi-part** questions, each part with its own gold work and field.

Gold comes from the package data: a row names the asked work (external id and title) and
every heading that answers it (``fields``); a country is only asked a field its work has
(and, for a template with a pattern, whose text matches it). Rows carry ``evidence`` (the
work ids) too, so the file also runs under ``oshun eval answers``.

Split: within each field (and each group of look-alikes or multi-part templates) even
template numbers are ``fit`` and odd ones ``heldout`` — a phrasing rule tuned on ``fit`` is
measured on phrasings it never saw. Everything is drawn with a fixed seed.

    .venv/bin/python -m bench.person_set [--out bench/data/person_questions.jsonl]
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.person_templates import (
    ALIAS_ONLY,
    ALIASES,
    COMPARE,
    FIELDS,
    FIRST_DRAW,
    MULTI,
    UNANSWERABLE_ABOUT,
    UNANSWERABLE_GENERAL,
    FieldSpec,
    Template,
)
from oshun.corpus.demo import _country_files, _country_name, _field_lines, _registry_names

SEED = 20261130
DEFAULT_OUT = Path(__file__).parent / "data" / "person_questions.jsonl"
#: Share of questions written all in lower case, and without their question mark.
LOWER_SHARE = 0.12
NO_MARK_SHARE = 0.2
#: Share of questions asked of a small place (under BIG_POPULATION people).
SMALL_SHARE = 0.15
BIG_POPULATION = 3_000_000
#: Works never asked about: the whole world, the EU, groups of islands with a list as name.
SKIP = frozenset({"xx", "ee", "um", "ay"})
_THE = re.compile(r"^(United |Republic |Democratic |Central African )|( Islands| Republic)$")
_THE_NAMES = frozenset(
    {"Netherlands", "Philippines", "Maldives", "Comoros", "Seychelles", "Gaza Strip"}
    | {"West Bank", "Holy See", "Czech Republic", "Isle of Man", "British Indian Ocean Territory"}
)


@dataclass(slots=True, eq=False)
class Country:
    """A work as the set sees it: its headings' texts and how people write its name."""

    code: str
    title: str
    names: list[str]
    fields: dict[str, str]
    population: int
    text: str  # the whole work, lower case, for the look-alike check
    words: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        self.words = frozenset(re.findall(r"\w+", self.text))

    def has(self, heading: str, pattern: str | None = None) -> bool:
        text = self.fields.get(heading)
        if not text:
            return False
        return pattern is None or re.search(pattern, text) is not None


def _population(text: str) -> int:
    match = re.search(r"(?:total: )?([\d,]{4,})", text)
    return int(match.group(1).replace(",", "")) if match else 0


def _display(title: str) -> str:
    """The title as written mid-sentence: no parenthesis, "the" where English puts one."""
    name = re.sub(r"\s*\(.*?\)", "", title).strip()
    if name.startswith("The "):
        return "the " + name[4:]
    compound = " and " in name and not name.startswith("Turks")  # "Heard Island and …"
    if name in _THE_NAMES or (_THE.search(name) and not compound):
        return "the " + name
    return name


def _aliases(code: str, title: str, country_name: str) -> list[str]:
    supported = country_name.lower() + " " + title.lower()
    return [
        alias for alias in ALIASES.get(code, ()) if alias.lower().removeprefix("the ") in supported
    ]


def countries() -> list[Country]:
    """Every askable work of the demo library, in library order (read once per process)."""
    return list(_countries())


@functools.cache
def _countries() -> tuple[Country, ...]:
    registry = _registry_names()
    found = []
    for code, entry in _country_files():
        data = json.loads(entry.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or code in SKIP:
            continue
        title = _country_name(code, data, registry)
        fields = {
            f"{section} › {name}": "\n".join(_field_lines(value))
            for section, group in data.items()
            if isinstance(group, dict)
            for name, value in group.items()
        }
        fields = {heading: text for heading, text in fields.items() if text.strip()}
        aliases = _aliases(code, title, fields.get("Government › Country name", ""))
        names = aliases if code in ALIAS_ONLY and aliases else [_display(title), *aliases]
        names = list(dict.fromkeys(names))
        population = _population(fields.get("People and Society › Population", ""))
        text = "\n".join(fields.values()).lower()
        found.append(Country(code, title, names, fields, population, text))
    return tuple(found)


class _Writer:
    """Draws countries and names, varies case, numbers the rows."""

    def __init__(self, seed: int, places: list[Country]) -> None:
        self.rng = random.Random(seed)
        self.big = {c.code for c in places if c.population >= BIG_POPULATION}
        self.rows: list[dict[str, Any]] = []

    def pick(self, eligible: list[Country], taken: set[str]) -> Country | None:
        free = [c for c in eligible if c.code not in taken]
        big = [c for c in free if c.code in self.big]
        small = [c for c in free if c.code not in self.big]
        pool = small if small and (not big or self.rng.random() < SMALL_SHARE) else big
        return self.rng.choice(pool) if pool else None

    def name(self, country: Country) -> str:
        # the title twice as often as any one alias
        return self.rng.choice([country.names[0], *country.names])

    def styled(self, text: str) -> str:
        if self.rng.random() < LOWER_SHARE:
            text = text.lower()
        if self.rng.random() < NO_MARK_SHARE:
            text = text.rstrip("?").rstrip()
        return text

    def add(self, question: str, template_number: int, **row: Any) -> None:
        number = len(self.rows) + 1
        split = "fit" if template_number % 2 == 0 else "heldout"
        self.rows.append(
            {"id": f"pq-{number:04d}", "question": self.styled(question), **row, "split": split}
        )


_STOP = frozenset(
    "the and for are does did what which who whom how many much when where with from that "
    "this there their they have has its into than like most some".split()
)


def _stems(text: str) -> set[str]:
    """Crude stems of the content words: lower case, five-letter prefix ("populous" and
    "population" meet), stop words and words under three letters dropped."""
    words = re.findall(r"[a-z]+", text.lower())
    return {w[:5] for w in words if len(w) >= 3 and w not in _STOP}


def shares_heading_word(template: str, headings: tuple[str, ...]) -> bool:
    """Whether the phrasing (country left out) shares a content word with a heading."""
    asked = _stems(template.replace("{c}", " "))
    return any(asked & _stems(heading) for heading in headings)


def _template(template: Template) -> tuple[str, str | None]:
    return (template, None) if isinstance(template, str) else template


def _gold(country: Country, spec: FieldSpec) -> dict[str, Any]:
    return {
        "work": country.code,
        "title": country.title,
        "fields": [heading for heading in spec.headings if country.has(heading)],
    }


def _answerable(writer: _Writer, places: list[Country]) -> None:
    for spec in FIELDS:
        templates = [_template(t) for t in spec.templates]
        order = list(range(len(templates)))
        writer.rng.shuffle(order)
        taken: set[str] = set()
        eligible_for = [
            [c for c in places if any(c.has(h, pattern) for h in spec.headings)]
            for _, pattern in templates
        ]
        for slot in range(spec.count):
            number = order[slot % len(order)]
            text, _ = templates[number]
            eligible = eligible_for[number]
            country = writer.pick(eligible, taken)
            if country is None:
                continue
            taken.add(country.code)
            writer.add(
                text.format(c=writer.name(country)),
                number,
                answerable=True,
                kind="single",
                field=spec.name,
                **_gold(country, spec),
                evidence=[country.code],
                sharesHeadingWord=shares_heading_word(text, spec.headings),
            )


def _parts(writer: _Writer, places: list[Country]) -> None:
    specs = {spec.name: spec for spec in FIELDS}
    big = [c for c in places if c.code in writer.big]
    by_code = {c.code: c for c in places}
    for number, (text, field) in enumerate(COMPARE):
        spec = specs[field]
        eligible = [c for c in big if c.has(spec.headings[0])]
        for draw in range(2):
            a, b = writer.rng.sample(eligible, 2)
            if draw == 0 and text in FIRST_DRAW:
                a, b = (by_code[code] for code in FIRST_DRAW[text])
            writer.add(
                text.format(a=writer.name(a), b=writer.name(b)),
                number,
                answerable=True,
                kind="compare",
                field=field,
                parts=[_gold(a, spec), _gold(b, spec)],
                evidence=[a.code, b.code],
            )
    for number, (text, first, second) in enumerate(MULTI):
        one, two = specs[first], specs[second]
        eligible = [c for c in big if c.has(one.headings[0]) and c.has(two.headings[0])]
        for draw in range(2):
            country = writer.rng.choice(eligible)
            if draw == 0 and text in FIRST_DRAW:
                country = by_code[FIRST_DRAW[text][0]]
            writer.add(
                text.format(c=writer.name(country)),
                number,
                answerable=True,
                kind="multi",
                field=f"{first} + {second}",
                parts=[_gold(country, one), _gold(country, two)],
                evidence=[country.code],
            )


def holds(country: Country, word: str) -> bool:
    """Whether ``word`` (or phrase) occurs as whole words anywhere in the country's work."""
    if " " not in word and word.isalnum():
        return word in country.words
    return re.search(rf"\b{re.escape(word)}\b", country.text) is not None


def _unanswerable(writer: _Writer, places: list[Country]) -> None:
    for number, (text, words) in enumerate(UNANSWERABLE_ABOUT):
        eligible = [c for c in places if not any(holds(c, w) for w in words)]
        taken: set[str] = set()
        for _ in range(2):
            country = writer.pick(eligible, taken)
            if country is None:
                continue
            taken.add(country.code)
            writer.add(
                text.format(c=writer.name(country)),
                number,
                answerable=False,
                kind="lookalike",
                about=country.code,
                absent=list(words),
            )
    for number, text in enumerate(UNANSWERABLE_GENERAL):
        writer.add(text, number, answerable=False, kind="lookalike")


def questions(seed: int = SEED) -> list[dict[str, Any]]:
    """The whole set, in a stable order: fields, then comparisons, then look-alikes."""
    places = countries()
    writer = _Writer(seed, places)
    _answerable(writer, places)
    _parts(writer, places)
    _unanswerable(writer, places)
    return writer.rows


def write(rows: list[dict[str, Any]], out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")


def summary(rows: list[dict[str, Any]]) -> str:
    kinds: dict[str, int] = {}
    for row in rows:
        kinds[row["kind"]] = kinds.get(row["kind"], 0) + 1
    fields = {row["field"] for row in rows if row["kind"] == "single"}
    return f"{len(rows)} questions ({kinds}), {len(fields)} fields"


def _iter_file(path: Path) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def load(path: Path = DEFAULT_OUT) -> list[dict[str, Any]]:
    """The committed set (or any file in its format)."""
    return list(_iter_file(path))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="questions.jsonl to write")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    rows = questions(args.seed)
    write(rows, args.out)
    print(f"{summary(rows)} → {args.out}")


if __name__ == "__main__":
    main()
