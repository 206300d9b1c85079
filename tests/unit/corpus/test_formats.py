import gzip
from pathlib import Path

import pytest

from oshun.corpus import formats
from oshun.errors import IngestError


def test_split_passages_respects_the_maximum_and_keeps_exact_offsets() -> None:
    paragraphs = [f"Paragraph {n} " + "word " * 40 for n in range(10)]
    text = "\n\n".join(paragraphs)
    spans = formats.split_passages(text, 0, len(text), 500)
    assert len(spans) > 1
    for start, end in spans:
        assert end - start <= 500
        assert text[start:end].strip() == text[start:end]
    # Nothing is lost: every word of the source lies in some passage.
    covered = " ".join(text[s:e] for s, e in spans).split()
    assert covered == text.split()


def test_an_over_long_paragraph_splits_at_sentence_ends() -> None:
    text = " ".join(f"Sentence number {n} ends here." for n in range(80))
    spans = formats.split_passages(text, 0, len(text), 300)
    assert all(e - s <= 300 for s, e in spans)
    assert all(text[s:e].endswith(".") for s, e in spans[:-1])


def test_a_single_giant_word_run_is_still_bounded() -> None:
    text = "x" * 2500
    spans = formats.split_passages(text, 0, len(text), 1000)
    assert [e - s for s, e in spans] == [1000, 1000, 500]


def test_plain_text_book_splits_at_chapters_then_paragraphs(tmp_path: Path) -> None:
    source = (
        "THE BOOK\n\nBy Some Author\n\n(1850)\n\n\nCHAPTER I\n\nFirst chapter text.\n\n"
        "More of it.\n\n\nCHAPTER II\n\nSecond chapter text.\n"
    )
    path = tmp_path / "book.txt"
    path.write_text(source)
    work = formats.parse_plain_text(path, 1000)
    assert work.title == "The Book"
    assert work.authors == ["Some Author"]
    assert work.year == 1850
    headings = [p.heading for p in work.passages]
    assert "CHAPTER I" in headings and "CHAPTER II" in headings
    for passage in work.passages:
        assert source[passage.char_start : passage.char_end] == passage.text
    chapter_two = [p for p in work.passages if p.heading == "CHAPTER II"]
    assert chapter_two[0].text == "Second chapter text."


def test_markdown_splits_at_headings(tmp_path: Path) -> None:
    source = "# Title\n\nIntro.\n\n## Part A\n\nText A.\n\n## Part B\n\nText B.\n"
    path = tmp_path / "note.md"
    path.write_text(source)
    work = formats.parse_markdown(path, 1000)
    assert work.title == "Title"
    assert [(p.heading, p.text) for p in work.passages] == [
        ("Title", "Intro."),
        ("Part A", "Text A."),
        ("Part B", "Text B."),
    ]
    for passage in work.passages:
        assert source[passage.char_start : passage.char_end] == passage.text


def test_beir_jsonl_gzipped(tmp_path: Path) -> None:
    path = tmp_path / "corpus.jsonl.gz"
    lines = '{"_id": "d1", "title": "T1", "text": "Alpha."}\n{"_id": 2, "text": "Beta."}\n'
    path.write_bytes(gzip.compress(lines.encode()))
    works = formats.parse_beir_jsonl(path, 1000)
    assert [(w.external_id, w.title, w.passages[0].text) for w in works] == [
        ("d1", "T1", "Alpha."),
        ("2", "2", "Beta."),
    ]
    assert formats.collection_name(path) == tmp_path.name.lower().replace("_", "-")


@pytest.mark.parametrize(
    ("content", "line", "reason"),
    [
        ('{"_id": "a", "text": "ok"}\n{"_id": "b", "text": \n', 2, "bad JSON"),
        ('{"_id": "a", "text": "ok"}\n["not", "an", "object"]\n', 2, "not a JSON object"),
        ('{"_id": "a"}\n', 1, '"text"'),
        ('{"_id": "a", "text": "x"}\n{"_id": "a", "text": "y"}\n', 2, "duplicate"),
        ('{"_id": "a", "text": "x", "kind": "poem"}\n', 1, "unknown kind"),
    ],
)
def test_broken_jsonl_names_file_and_line(
    tmp_path: Path, content: str, line: int, reason: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    with pytest.raises(IngestError) as caught:
        formats.parse_beir_jsonl(path, 1000)
    assert caught.value.line == line
    assert reason in caught.value.reason
    assert str(path) in str(caught.value)


def test_undecodable_bytes_report_their_line(tmp_path: Path) -> None:
    path = tmp_path / "latin.txt"
    path.write_bytes(b"fine line\nsecond line\ncaf\xe9 au lait\n")
    with pytest.raises(IngestError) as caught:
        formats.read_text(path)
    assert caught.value.line == 3
    assert "UTF-8" in caught.value.reason


@pytest.mark.parametrize("content", [b"", b"   \n\n  "])
def test_empty_files_are_errors(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "empty.md"
    path.write_bytes(content)
    with pytest.raises(IngestError, match="empty"):
        formats.read_text(path)


def test_truncated_gzip_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "cut.txt.gz"
    path.write_bytes(gzip.compress(b"hello world " * 100)[:30])
    with pytest.raises(IngestError, match="cannot read"):
        formats.read_text(path)


def test_an_over_long_wrapped_paragraph_splits_only_at_whole_sentence_ends() -> None:
    sentence = (
        "Mr. Bennet and Mrs. Long called on\nDr. Jones, who had ten thousand\na year; "
        "and they stayed to dine."
    )
    text = "\n".join([sentence] * 30)
    spans = formats.split_passages(text, 0, len(text), 400)
    assert len(spans) > 1
    for start, end in spans:
        assert text[start:end].startswith("Mr. Bennet") and text[start:end].endswith("dine.")


def test_a_sentence_longer_than_a_passage_splits_at_a_clause_end() -> None:
    text = "; ".join(f"clause {n} of one endless sentence goes on" for n in range(40)) + "."
    spans = formats.split_passages(text, 0, len(text), 300)
    assert all(e - s <= 300 for s, e in spans)
    assert all(text[s:e].endswith(";") for s, e in spans[:-1])
