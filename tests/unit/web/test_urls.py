import pytest

from oshun.errors import InvalidInput
from oshun.retrieval.locate import find_locator
from oshun.web.urls import parse_reader_path


def test_reader_path_with_inner_locator() -> None:
    target = parse_reader_path("/library/passage/atlas-x.0?locator=Ulaanbaatar%20is")
    assert target.passage_id == "atlas-x.0"
    assert target.locator == "Ulaanbaatar is"


def test_top_level_locator_is_used_when_the_path_has_none() -> None:
    assert parse_reader_path("/library/passage/p.1", "quote").locator == "quote"


@pytest.mark.parametrize(
    "path",
    [
        "",
        "/etc/passwd",
        "https://evil.example/library/passage/x",
        "//evil.example/library/passage/x",
        "/library/passage/../../secret",
        "/library/passage/a/b",
        "/library/passage/<script>",
    ],
)
def test_only_library_passage_paths_are_accepted(path: str) -> None:
    with pytest.raises(InvalidInput):
        parse_reader_path(path)


def test_locator_matching_ignores_case_and_whitespace() -> None:
    text = "Ulaanbaatar is the capital\nand largest   city of Mongolia."
    span = find_locator(text, "the CAPITAL and largest city")
    assert span is not None
    assert text[span[0] : span[1]] == "the capital\nand largest   city"


def test_locator_regex_characters_are_literal() -> None:
    assert find_locator("costs $3 (approx.)", "$3 (approx.)") == (6, 18)
    assert find_locator("abc", "a.c") is None
    assert find_locator("abc", "   ") is None
