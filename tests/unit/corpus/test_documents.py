"""PDF, HTML, DOCX and EPUB readers, on real files the tests make."""

from __future__ import annotations

import zipfile
from datetime import date
from pathlib import Path

import pytest

from oshun.corpus.formats import format_of
from oshun.corpus.formats import pdf as pdf_format
from oshun.corpus.formats.docx import parse_docx
from oshun.corpus.formats.epub import parse_epub
from oshun.corpus.formats.html import parse_html
from oshun.corpus.formats.pdf import parse_pdf
from oshun.corpus.records import ParsedWork
from oshun.errors import IngestError
from tests._documents import encrypt_pdf, make_docx, make_epub, make_pdf

MANUAL_INFO = {
    "Title": "Pump Manual",
    "Author": "Ada Ode; Bola Ray",
    "CreationDate": "D:20210304120000Z",
    "ModDate": "D:20230115090000Z",
}


def _offsets_hold(work: ParsedWork, text: str) -> None:
    for passage in work.passages:
        assert text[passage.char_start : passage.char_end] == passage.text


def test_pdf_passages_keep_their_page_offsets_and_the_metadata(tmp_path: Path) -> None:
    path = make_pdf(
        tmp_path / "manual.pdf",
        ["Safety first.\nRead every warning.", "The pump runs at 40 litres a minute."],
        MANUAL_INFO,
    )
    work = parse_pdf(path, 1200)
    assert [p.page for p in work.passages] == [1, 2]
    assert [p.heading for p in work.passages] == ["page 1", "page 2"]
    assert "40 litres" in work.passages[1].text
    whole = "\n\n".join(p.text for p in work.passages)
    _offsets_hold(work, whole)
    assert work.title == "Pump Manual" and work.authors == ["Ada Ode", "Bola Ray"]
    assert work.published == date(2021, 3, 4) and work.updated == date(2023, 1, 15)
    assert work.year == 2021 and work.kind == "reference"


def test_pdf_without_metadata_is_titled_by_its_name(tmp_path: Path) -> None:
    work = parse_pdf(make_pdf(tmp_path / "field_guide.pdf", ["Some text."]), 1200)
    assert work.title == "field guide" and work.authors == [] and work.published is None


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda d: make_pdf(d / "scan.pdf", [None, None]), "no text layer in 2 page(s)"),
        (
            lambda d: encrypt_pdf(make_pdf(d / "plain.pdf", ["Secret."]), d / "locked.pdf"),
            "encrypted PDF (needs a password)",
        ),
        (
            lambda d: (d / "broken.pdf").write_bytes(b"%PDF-1.4\n1 0 obj <<") and d / "broken.pdf",
            "not a readable PDF",
        ),
        (
            lambda d: (d / "fake.pdf").write_bytes(b"hello, not a pdf") and d / "fake.pdf",
            "not a PDF",
        ),
    ],
)
def test_unusable_pdfs_say_why(tmp_path: Path, make, reason: str) -> None:  # type: ignore[no-untyped-def]
    path = make(tmp_path)
    with pytest.raises(IngestError) as caught:
        parse_pdf(path, 1200)
    assert caught.value.path == str(path) and reason in caught.value.reason
    assert str(caught.value).startswith(f"{path}: ")


def test_scanned_pdf_mentions_ocr(tmp_path: Path) -> None:
    with pytest.raises(IngestError, match="OCR is not supported"):
        parse_pdf(make_pdf(tmp_path / "scan.pdf", [None]), 1200)


def test_a_500_page_pdf_is_read_page_by_page_and_too_many_pages_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_pdf(tmp_path / "big.pdf", [f"Section {n} covers valve {n}." for n in range(500)])
    work = parse_pdf(path, 1200)
    assert len(work.passages) == 500 and work.passages[-1].page == 500
    assert "valve 499" in work.passages[-1].text
    monkeypatch.setattr(pdf_format, "PDF_MAX_PAGES", 100)
    with pytest.raises(IngestError, match=r"500 pages \(limit 100\)"):
        parse_pdf(path, 1200)


HTML_PAGE = """<!DOCTYPE html><html><head><title>Tide tables | Harbour</title>
<meta name="author" content="Kemi Ade and Lars Holm">
<meta property="article:published_time" content="2024-05-06T08:00:00Z">
<meta property="article:modified_time" content="2024-06-01">
<script>var junk = "never indexed";</script></head>
<body><nav><a href="/">Home</a> Menu words</nav><header>Site banner</header>
<main><h1>Tides</h1><p>High tide comes <b>twice</b> a day.</p>
<h2>Springs</h2><p>Spring tides follow the new moon.</p><ul><li>One</li><li>Two</li></ul>
</main><footer>Copyright footer</footer></body></html>"""


def test_html_keeps_the_main_text_with_section_headings_and_metadata(tmp_path: Path) -> None:
    path = tmp_path / "tides.html"
    path.write_text(HTML_PAGE, encoding="utf-8")
    work = parse_html(path, 1200)
    texts = " ".join(p.text for p in work.passages)
    assert "High tide comes twice a day." in texts and "new moon" in texts
    for chrome in ("Menu words", "Site banner", "Copyright footer", "never indexed"):
        assert chrome not in texts
    assert [p.heading for p in work.passages] == ["Tides", "Springs"]
    assert work.passages[1].text.startswith("Spring tides") and "One\n\nTwo" in texts
    assert work.title == "Tide tables | Harbour" and work.authors == ["Kemi Ade", "Lars Holm"]
    assert work.published == date(2024, 5, 6) and work.updated == date(2024, 6, 1)
    assert work.kind == "web" and all(p.page is None for p in work.passages)
    assert work.passages[0].char_start == 0
    assert work.passages[1].char_start > work.passages[0].char_end


def test_deeply_nested_html_is_read_without_recursion(tmp_path: Path) -> None:
    path = tmp_path / "deep.htm"
    path.write_text("<html><body>" + "<div>" * 5000 + "Deep words." + "</div>" * 5000)
    assert parse_html(path, 1200).passages[0].text == "Deep words."


def test_docx_headings_tables_and_core_properties(tmp_path: Path) -> None:
    from datetime import datetime

    path = make_docx(
        tmp_path / "report.docx",
        [
            ("heading", "Findings"),
            ("p", "Wells near the river are shallow."),
            ("heading", "Costs"),
            ("p", "Each well costs 300 dollars."),
        ],
        title="Water Report",
        author="Ngozi Eze",
        created=datetime(2020, 1, 2, 3, 4),
        modified=datetime(2022, 7, 8, 9, 10),
    )
    work = parse_docx(path, 1200)
    assert [(p.heading, p.text) for p in work.passages] == [
        ("Findings", "Wells near the river are shallow."),
        ("Costs", "Each well costs 300 dollars."),
    ]
    assert work.title == "Water Report" and work.authors == ["Ngozi Eze"]
    assert work.published == date(2020, 1, 2) and work.updated == date(2022, 7, 8)


def test_epub_reads_chapters_in_spine_order_with_titles_as_headings(tmp_path: Path) -> None:
    path = make_epub(
        tmp_path / "book.epub",
        [
            ("Chapter One", "<p>The ship left at dawn.</p>"),
            ("Chapter Two", "<p>It reached the island.</p><h2>Landing</h2><p>They camped.</p>"),
        ],
        title="Voyage",
        creator="Ife Obi",
        date="1999-09-09",
    )
    work = parse_epub(path, 1200)
    assert [(p.heading, p.text) for p in work.passages] == [
        ("Chapter One", "The ship left at dawn."),
        ("Chapter Two", "It reached the island."),
        ("Landing", "They camped."),
    ]
    assert work.title == "Voyage" and work.authors == ["Ife Obi"] and work.kind == "book"
    assert work.published == date(1999, 9, 9) and work.updated == date(2024, 2, 3)


def test_a_zip_bomb_is_refused_before_it_inflates(tmp_path: Path) -> None:
    path = tmp_path / "bomb.epub"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        archive.writestr("OEBPS/huge.xhtml", b"\0" * (80 * 1024 * 1024))
    assert path.stat().st_size < 1_000_000
    with pytest.raises(IngestError, match="possible zip bomb"):
        parse_epub(path, 1200)
    docx_bomb = tmp_path / "bomb.docx"
    docx_bomb.write_bytes(path.read_bytes())
    with pytest.raises(IngestError, match="possible zip bomb"):
        parse_docx(docx_bomb, 1200)


def test_formats_are_sniffed_from_content_not_only_the_name(tmp_path: Path) -> None:
    pdf = make_pdf(tmp_path / "manual.pdf", ["Text."])
    docx = make_docx(tmp_path / "r.docx", [("p", "Text.")])
    epub = make_epub(tmp_path / "b.epub", [("C", "<p>x</p>")], "T", "A", "2000")
    cases = {
        "pdf": pdf.read_bytes(),
        "docx": docx.read_bytes(),
        "epub": epub.read_bytes(),
        "html": b"<!doctype html><html><body><p>x</p></body></html>",
    }
    for name, content in cases.items():
        for misnamed in ("download", "download.bin", "download.txt"):
            if name == "html" and misnamed.endswith(".txt"):
                continue  # a weak signature never outranks a text suffix
            path = tmp_path / f"{name}-{misnamed}"
            path.write_bytes(content)
            found = format_of(path)
            assert found is not None and found.name == name, (name, misnamed)
    text_about_html = tmp_path / "notes.txt"
    text_about_html.write_text("<html> is a tag.\n")
    assert format_of(text_about_html).name == "text"  # type: ignore[union-attr]
