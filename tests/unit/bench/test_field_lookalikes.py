"""The fit-only look-alikes: the committed file is the generator's output, every row is
unanswerable by construction (no answering word anywhere in its country's work), and none
repeats a question of the person-phrased benchmark."""

from __future__ import annotations

from bench.field_lookalikes import OUT, rows
from bench.person_set import countries, holds, load


def test_the_committed_file_is_what_the_generator_writes() -> None:
    assert load(OUT) == rows()


def test_each_look_alike_is_unanswerable_and_apart_from_the_benchmark() -> None:
    works = {country.code: country for country in countries()}
    found = load(OUT)
    assert len(found) >= 60
    for row in found:
        assert row["answerable"] is False and row["split"] == "fit"
        assert not any(holds(works[row["about"]], word) for word in row["absent"]), row
    benchmark = {row["question"].lower().rstrip("?") for row in load()}
    assert not benchmark & {row["question"].lower().rstrip("?") for row in found}
