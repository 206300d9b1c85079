import random
import re

from oshun.retrieval.locate import find_locator


def _regex(text: str, locator: str) -> tuple[int, int] | None:
    pieces = locator.split()
    if not pieces:
        return None
    pattern = r"\s+".join(re.escape(piece) for piece in pieces)
    match = re.search(pattern, text, flags=re.IGNORECASE)
    return (match.start(), match.end()) if match else None


def test_the_string_search_finds_what_the_pattern_finds() -> None:
    rng = random.Random(14)
    words = ["the", "The", "heron", "HERON", "eggs.", "a", "an", "and", "x", "(b)", "3.5"]
    spaces = [" ", "  ", "\n", "\t ", " \r\n"]
    for _ in range(3000):
        text = "".join(rng.choice(words) + rng.choice(spaces) for _ in range(rng.randint(1, 12)))
        if rng.random() < 0.5:
            text = text.replace(" ", "", 1)  # a piece glued to its neighbour
        start = rng.randint(0, len(text))
        locator = text[start : start + rng.randint(0, 30)]
        if rng.random() < 0.3:
            locator = " ".join(rng.choice(words) for _ in range(rng.randint(1, 3)))
        assert find_locator(text, locator) == _regex(text, locator), (text, locator)


def test_non_ascii_text_is_matched_ignoring_case_too() -> None:
    text = "Die Straße nach Zürich. ÉCOLE normale"
    assert find_locator(text, "straße  NACH zürich.") == (4, 23)
    assert find_locator(text, "école normale") == (24, 37)
    assert find_locator(text, "") is None
