"""Unanswerable questions about countries, for fitting the field model only
(``bench/data/field_lookalikes.jsonl``).

The person-phrased set (``bench/person_set.py``) has a few dozen look-alikes naming a country;
too few for the field model to learn how much a question word that no field holds ("cats" in
"How many cats live in Guinea?") should count against a field that otherwise fits
(*Population*). This file adds more, written apart from the person set's look-alikes (other
topics, other wording), and is only ever a negative for ``bench/fit_fields.py`` — never
scored as a benchmark. As in the person set, a country is only used for a question when
none of the words that would answer it occurs anywhere in its work.

    .venv/bin/python -m bench.field_lookalikes [--out bench/data/field_lookalikes.jsonl]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from bench.person_set import countries, holds, write

SEED = 20261201
OUT = Path(__file__).parent / "data" / "field_lookalikes.jsonl"
PER_TEMPLATE = 3

#: (question, words whose presence anywhere in a country's work could answer it)
TEMPLATES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("How many horses are there in {c}?", ("horse", "horses")),
    ("How long do parrots live in {c}?", ("parrot", "parrots")),
    ("How many cows live in {c}?", ("cow", "cows", "cattle")),
    ("What is the tallest tower in {c}?", ("tower", "towers")),
    ("What is the oldest church in {c}?", ("church", "churches")),
    ("Who is the most famous singer from {c}?", ("singer", "music")),
    ("What is the favourite dessert in {c}?", ("dessert", "sweets", "cake")),
    ("How much does a cup of coffee cost in {c}?", ("coffee", "cost")),
    ("How many teachers work in {c}?", ("teacher", "teachers")),
    ("What is the average rent in {c}?", ("rent", "housing")),
    ("Who was the first president of {c}?", ("first president", "president")),
    ("What is the national sport of {c}?", ("sport", "sports")),
    ("How many people in {c} own a car?", ("car", "cars", "vehicle", "vehicles")),
    ("What is the best beach in {c}?", ("beach", "beaches")),
    ("How tall is the average man in {c}?", ("height", "tall")),
    ("How many languages does the president of {c} speak?", ("speaks",)),
    ("What do children in {c} eat for lunch?", ("lunch", "food")),
    ("Which film stars were born in {c}?", ("film", "actor", "actress")),
    ("How many bridges are there in {c}?", ("bridge", "bridges")),
    ("How many zoos does {c} have?", ("zoo", "zoos")),
    ("How long do elephants live in {c}?", ("elephant", "elephants")),
    ("What is the most popular TV show in {c}?", ("show", "series")),
    ("How many museums are in {c}?", ("museum", "museums")),
    ("What is the salary of a nurse in {c}?", ("salary", "nurse", "nurses")),
    ("Who designed the coins of {c}?", ("coin", "coins", "designed")),
    ("What is the biggest shopping mall in {c}?", ("mall", "shopping")),
    ("How many snakes live in {c}?", ("snake", "snakes", "reptile")),
    ("What is the most common surname in {c}?", ("surname", "surnames")),
    ("How many people in {c} play chess?", ("chess",)),
)


def rows(seed: int = SEED) -> list[dict[str, object]]:
    """The look-alikes: each template asked of ``PER_TEMPLATE`` countries whose work lacks
    every answering word."""
    rng = random.Random(seed)
    places = countries()
    out: list[dict[str, object]] = []
    for text, words in TEMPLATES:
        eligible = [c for c in places if not any(holds(c, w) for w in words)]
        for country in rng.sample(eligible, min(PER_TEMPLATE, len(eligible))):
            out.append(
                {
                    "id": f"fl-{len(out) + 1:04d}",
                    "question": text.format(c=country.names[0]),
                    "answerable": False,
                    "kind": "lookalike",
                    "about": country.code,
                    "absent": list(words),
                    "split": "fit",
                }
            )
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    found = rows()
    write(found, args.out)
    print(f"{len(found)} look-alikes → {args.out}")


if __name__ == "__main__":
    main()
