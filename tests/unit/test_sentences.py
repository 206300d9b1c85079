import itertools
import re

import pytest

from oshun.sentences import LineKind, line_kind, reflow, sentence_at, split_sentences, units


def _texts(text: str) -> list[str]:
    return [text[s.start : s.end] for s in split_sentences(text)]


def _flat(pieces: list[str]) -> list[str]:
    return [" ".join(piece.split()) for piece in pieces]


def test_sentences_are_exact_substrings_in_order() -> None:
    text = "  First one here. Second, with 3 parts! Third?\nname: Ulaanbaatar\n\nlast line  "
    spans = split_sentences(text)
    assert _texts(text) == [
        "First one here.",
        "Second, with 3 parts!",
        "Third?",
        "name: Ulaanbaatar",
        "last line",
    ]
    assert all(a.end <= b.start for a, b in itertools.pairwise(spans))


HARD_WRAPPED = """\
Mr. Bennet was so odd a mixture of quick parts, sarcastic humour,
reserve, and caprice, that the experience of three-and-twenty years had
been insufficient to make his wife understand his character. _Her_ mind
was less difficult to develop. She was a woman of mean understanding,
little information, and uncertain temper.

"I do not believe Mrs. Long will do any such thing. She has two nieces
of her own."
"""


def test_a_line_break_inside_a_paragraph_is_a_space() -> None:
    assert _flat(_texts(HARD_WRAPPED)) == [
        "Mr. Bennet was so odd a mixture of quick parts, sarcastic humour, reserve, and "
        "caprice, that the experience of three-and-twenty years had been insufficient to "
        "make his wife understand his character.",
        "_Her_ mind was less difficult to develop.",
        "She was a woman of mean understanding, little information, and uncertain temper.",
        '"I do not believe Mrs. Long will do any such thing.',
        'She has two nieces of her own."',
    ]


def test_offsets_map_exactly_back_to_the_source() -> None:
    for span in split_sentences(HARD_WRAPPED):
        piece = HARD_WRAPPED[span.start : span.end]
        assert piece == piece.strip()
        assert HARD_WRAPPED.find(piece) == span.start  # the verbatim span, line breaks kept
    assert "\n" in HARD_WRAPPED[split_sentences(HARD_WRAPPED)[0].start :][:200]


def test_blank_lines_are_boundaries_even_without_punctuation() -> None:
    text = "A heading of sorts\n\nThe body starts here and it\ngoes on.\n\nClosing words"
    assert _flat(_texts(text)) == [
        "A heading of sorts",
        "The body starts here and it goes on.",
        "Closing words",
    ]


def test_dialogue_tags_stay_with_their_speech() -> None:
    text = (
        '"Is that so?" said Elizabeth. "Then I shall go." "Oh! Mr. Bennet, how can\n'
        'you?" cried his wife.'
    )
    assert _flat(_texts(text)) == [
        '"Is that so?" said Elizabeth.',
        '"Then I shall go."',
        '"Oh!',
        'Mr. Bennet, how can you?" cried his wife.',
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mr. Smith met Dr. Jones in Washington, D.C. in 1901. They left.", 2),
        ("Mrs. Jennings and St. John met at St. James's. Nobody came.", 2),
        ("Use a solvent, e.g. Acetone, or i.e. Water. Then stir.", 2),
        ("The U.S. Army arrived. It stayed.", 2),
        ("See No. 5 in the list. No. I will not.", 3),
        ("Vol. 2 is out. The rest is not.", 2),
        ("Capt. Wentworth and Col. Brandon met Adm. Croft. Then dinner.", 2),
    ],
)
def test_abbreviations_do_not_end_sentences(text: str, expected: int) -> None:
    assert len(split_sentences(text)) == expected, _texts(text)


def test_initials_do_not_end_sentences() -> None:
    text = "The Hobbit was written by J. R. R. Tolkien. It appeared in 1937."
    assert _texts(text) == ["The Hobbit was written by J. R. R. Tolkien.", "It appeared in 1937."]


def test_the_pronoun_i_can_end_a_sentence() -> None:
    assert _texts("Nobody was happier than I. She knew it.") == [
        "Nobody was happier than I.",
        "She knew it.",
    ]


def test_decimals_and_numbers() -> None:
    text = "It sold 3.5 million copies in 1999. 12 more were printed. GDP: $722.912 billion."
    assert _texts(text) == [
        "It sold 3.5 million copies in 1999.",
        "12 more were printed.",
        "GDP: $722.912 billion.",
    ]


def test_closing_quotes_stay_with_their_sentence() -> None:
    assert _texts('He said "Stop." Then he went.') == ['He said "Stop."', "Then he went."]


def test_a_dash_after_the_stop_ends_a_sentence() -> None:
    assert _texts("He began to talk of going\nlikewise.--Here, however, she stopped him.") == [
        "He began to talk of going\nlikewise.--",
        "Here, however, she stopped him.",
    ]


def test_factbook_field_lines_stay_their_own_sentences() -> None:
    text = (
        "agricultural land: 17.4% (2023 est.)\n"
        "forest: 0.7% (2023 est.)\n"
        "Real GDP (purchasing power parity) 2024: $722.912 billion (2024 est.)\n"
        "Arab-Amazigh 99%, European less than 1%\n"
        "note: although almost all Algerians are Amazigh in origin, only a minority identify"
    )
    assert _texts(text) == text.split("\n")


def test_list_items_keep_their_wrapped_lines_and_end_at_the_next_item() -> None:
    text = (
        "The options are:\n"
        "- the first option, which is long enough to wrap onto\n"
        "  a second line of the item\n"
        "- the second\n"
        "1. numbered\n"
        "2) also numbered"
    )
    assert _flat(_texts(text)) == [
        "The options are:",
        "- the first option, which is long enough to wrap onto a second line of the item",
        "- the second",
        "1. numbered",
        "2) also numbered",
    ]


def test_headings_and_table_rows_are_their_own_units() -> None:
    text = (
        "# Results\n"
        "The table below shows the results of the\n"
        "trial for each group.\n"
        "| group | n |\n"
        "| a | 12 |\n"
        "CHAPTER IV\n"
        "It was late."
    )
    assert _texts(text) == [
        "# Results",
        "The table below shows the results of the\ntrial for each group.",
        "| group | n |",
        "| a | 12 |",
        "CHAPTER IV",
        "It was late.",
    ]


def test_a_short_line_ends_its_unit_when_a_new_one_can_begin() -> None:
    text = (
        "I write to you about the house, which has been let at last to a family\n"
        "from the north, as you wished\n"
        "Yours faithfully\n"
        "John Smith\n"
        "and his wife, who is much too short a line to be the end of anything."
    )
    assert _flat(_texts(text)) == [
        "I write to you about the house, which has been let at last to a family from the "
        "north, as you wished",
        "Yours faithfully",
        "John Smith and his wife, who is much too short a line to be the end of anything.",
    ]


def test_a_passage_cut_mid_line_is_not_split_at_its_short_first_line() -> None:
    text = (
        "The very idea of her having been\n"
        "suffered to grow up at a distance from us all in poverty and neglect,\n"
        "would be enough to make either of the dear boys in love with her."
    )
    assert _texts(text) == [text]
    assert _texts("Mrs.\nFerrars at first endeavoured to dissuade him, by every argument.") == [
        "Mrs.\nFerrars at first endeavoured to dissuade him, by every argument."
    ]


def test_prose_line_beginning_like_a_field_is_not_a_field() -> None:
    text = (
        "He read it again and again, and said that the conclusion was quite as\n"
        "follows: nothing could be done until the spring, when the roads opened."
    )
    assert _texts(text) == [text]


def test_windows_line_breaks_and_tabs_keep_offsets_exact() -> None:
    text = "One line that wraps\r\nonto the next one. Another\tsentence here.\r\n\r\nNext."
    for span in split_sentences(text):
        assert text[span.start : span.end].strip() == text[span.start : span.end]
    assert len(split_sentences(text)) == 3


def test_empty_text_has_no_sentence() -> None:
    assert split_sentences("   \n ") == []
    assert units("") == []


def test_reflow_turns_in_paragraph_breaks_into_spaces() -> None:
    assert reflow(HARD_WRAPPED).split("\n\n")[0].count("\n") == 0
    assert reflow("total: 1 sq km\nland: 2 sq km\n\nNext para\ngoes on.") == (
        "total: 1 sq km\nland: 2 sq km\n\nNext para goes on."
    )


def test_sentence_at_finds_the_sentence_holding_an_offset() -> None:
    text = "First. Second sentence here."
    span = sentence_at(text, text.index("sentence"))
    assert span is not None and text[span.start : span.end] == "Second sentence here."
    assert sentence_at(text, len(text)) is None


def test_every_sentence_of_a_long_wrapped_text_is_whole() -> None:
    # Every sentence ends with a stop or at a paragraph end; no sentence holds a stop
    # followed by a capital (except after a title), whatever the wrapping width.
    words = (
        "It was a truth universally acknowledged that Mr. Darcy had ten thousand "
        "a year. She said so. "
    ) * 20
    for width in (40, 55, 70, 90):
        lines, line = [], ""
        for word in words.split():
            if len(line) + len(word) + 1 > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}".strip()
        lines.append(line)
        text = "\n".join(lines)
        sentences = _flat(_texts(text))
        assert len(sentences) == 40, width
        assert all(s.endswith(".") for s in sentences)
        assert not any(re.search(r"(?<!Mr)\. [A-Z]", s) for s in sentences)


def test_line_kinds() -> None:
    assert line_kind("CHAPTER XII", True) is LineKind.HEADING
    assert line_kind("## Results", False) is LineKind.HEADING
    assert line_kind("HIS.", False) is LineKind.TEXT  # a wrapped word, not a heading
    assert line_kind("• apples", False) is LineKind.LIST
    assert line_kind("3) pears", True) is LineKind.LIST
    assert line_kind("1830. The French came", False) is LineKind.TEXT
    assert line_kind("| a | b |", False) is LineKind.TABLE
    assert line_kind("name\tarea\tpopulation", False) is LineKind.TABLE
    assert line_kind("total: 1,000 sq km", True) is LineKind.FIELD
    assert line_kind("follows: nothing could be done", False) is LineKind.TEXT
