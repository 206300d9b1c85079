"""The person-phrased Factbook set: committed file = generator output, breadth, gold, splits."""

from __future__ import annotations

import re
from collections import Counter

from bench.person_set import DEFAULT_OUT, countries, holds, load, questions, shares_heading_word
from bench.person_templates import FIELDS


def test_the_committed_file_is_what_the_generator_writes() -> None:
    assert load(DEFAULT_OUT) == questions()


def test_the_set_is_broad_many_fields_many_phrasings_both_halves() -> None:
    rows = load(DEFAULT_OUT)
    assert 400 <= len(rows) <= 650
    kinds = Counter(row["kind"] for row in rows)
    assert kinds["lookalike"] >= 40
    assert kinds["compare"] + kinds["multi"] >= 20
    singles = [row for row in rows if row["kind"] == "single"]
    assert len({row["field"] for row in singles}) >= 28
    assert all(len(spec.templates) >= 4 for spec in FIELDS)
    # no phrasing dominates: the most used question shape is a small share of the set
    shapes = Counter(re.sub(r"\s+", " ", row["question"].lower()).split(" ")[0] for row in singles)
    assert max(shapes.values()) < 0.5 * len(singles)
    for kind in ("single", "lookalike", "compare", "multi"):
        assert {row["split"] for row in rows if row["kind"] == kind} == {"fit", "heldout"}
    assert len({row["id"] for row in rows}) == len(rows)
    # most phrasings share no content word with the heading they ask about
    assert sum(not row["sharesHeadingWord"] for row in singles) > 0.4 * len(singles)


def test_gold_fields_are_headings_the_asked_work_really_has() -> None:
    works = {country.code: country for country in countries()}
    for row in load(DEFAULT_OUT):
        golds = row.get("parts") or ([row] if row["answerable"] else [])
        for gold in golds:
            assert gold["fields"], row
            assert all(works[gold["work"]].has(heading) for heading in gold["fields"]), row


def test_people_are_asked_with_their_own_names_for_places() -> None:
    rows = load(DEFAULT_OUT)
    questions_text = " ".join(row["question"].lower() for row in rows)
    names = {n.lower() for country in countries() for n in country.names[1:]}
    assert any(alias in questions_text for alias in names)  # aliases are used
    assert "holland" not in names  # not in the Netherlands' Country name field: not used
    assert any(not row["question"].endswith("?") for row in rows)
    assert any(row["question"] == row["question"].lower() for row in rows)


def test_lookalikes_name_nothing_the_asked_work_holds() -> None:
    works = {country.code: country for country in countries()}
    about = [row for row in load(DEFAULT_OUT) if row["kind"] == "lookalike" and row.get("about")]
    assert len(about) >= 20
    for row in about:
        assert row["absent"], row
        assert not any(holds(works[row["about"]], word) for word in row["absent"]), row
    # the check is real: a word the work does hold is found
    assert holds(works["fr"], "paris")


def test_heading_word_overlap_ignores_the_country_and_stop_words() -> None:
    heading = ("People and Society › Life expectancy at birth",)
    assert not shares_heading_word("How long do folks live in {c}?", heading)
    assert shares_heading_word("What is the life expectancy in {c}?", heading)
    assert shares_heading_word("How populous is {c}?", ("People and Society › Population",))
    assert not shares_heading_word("What is the capital of {c}?", ("Economy › Exchange rates",))
