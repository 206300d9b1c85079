"""Real PDF, DOCX, EPUB and HTML files made by the tests themselves (nothing downloaded).

``make_pdf`` is a minimal PDF writer: one Helvetica text object per page, an info
dictionary, a correct cross-reference table — what any viewer and pypdf read.
"""

from __future__ import annotations

import zipfile
from pathlib import Path


def _pdf_string(text: str) -> str:
    return "(" + text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def make_pdf(path: Path, pages: list[str | None], info: dict[str, str] | None = None) -> Path:
    """A PDF with one page per item: its lines as text, or a filled box when None (a scan)."""
    objects: list[str] = []
    page_ids = [4 + 2 * i for i in range(len(pages))]
    objects.append("<< /Type /Catalog /Pages 2 0 R >>")
    kids = " ".join(f"{pid} 0 R" for pid in page_ids)
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>")
    objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for index, text in enumerate(pages):
        if text is None:
            stream = "0 0 1 rg 72 72 400 600 re f"
        else:
            shown = " T* ".join(f"{_pdf_string(line)} Tj" for line in text.split("\n"))
            stream = f"BT /F1 11 Tf 14 TL 72 740 Td {shown} ET"
        objects.append(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            f"/Resources << /Font << /F1 3 0 R >> >> /Contents {page_ids[index] + 1} 0 R >>"
        )
        objects.append(
            f"<< /Length {len(stream.encode('latin-1'))} >>\nstream\n{stream}\nendstream"
        )
    trailer_info = ""
    if info:
        entries = " ".join(f"/{key} {_pdf_string(value)}" for key, value in info.items())
        objects.append(f"<< {entries} >>")
        trailer_info = f" /Info {len(objects)} 0 R"
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R{trailer_info} >>\n"
        f"startxref\n{xref}\n%%EOF\n"
    ).encode()
    path.write_bytes(bytes(out))
    return path


def encrypt_pdf(source: Path, target: Path, password: str = "secret") -> Path:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(source))
    writer.encrypt(user_password=password, owner_password=password, algorithm="RC4-128")
    with target.open("wb") as handle:
        writer.write(handle)
    return target


def make_docx(path: Path, blocks: list[tuple[str, str]], **core: object) -> Path:
    """A Word file of ("heading" | "p", text) blocks, with core properties (title, author…)."""
    import docx

    document = docx.Document()
    for kind, text in blocks:
        if kind == "heading":
            document.add_heading(text, level=1)
        else:
            document.add_paragraph(text)
    for key, value in core.items():
        setattr(document.core_properties, key, value)
    document.save(str(path))
    return path


def make_epub(
    path: Path, chapters: list[tuple[str, str]], title: str, creator: str, date: str
) -> Path:
    """An EPUB 3 of (chapter title, body HTML) chapters, with its spine in the given order."""
    items = "".join(
        f'<item id="c{i}" href="text/c{i}.xhtml" media-type="application/xhtml+xml"/>'
        for i in range(len(chapters))
    )
    # The spine, not the manifest or the member names, gives the reading order.
    spine = "".join(f'<itemref idref="c{i}"/>' for i in range(len(chapters)))
    opf = (
        '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
        '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
        f"<dc:title>{title}</dc:title><dc:creator>{creator}</dc:creator>"
        f'<dc:date>{date}</dc:date><meta property="dcterms:modified">2024-02-03T00:00:00Z</meta>'
        f"</metadata><manifest>{items}</manifest>"
        f"<spine>{spine}</spine></package>"
    )
    container = (
        '<?xml version="1.0"?><container version="1.0" '
        'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
        '<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
        "</rootfiles></container>"
    )
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        archive.writestr("META-INF/container.xml", container)
        archive.writestr("OEBPS/content.opf", opf)
        for i, (chapter_title, body) in enumerate(chapters):
            archive.writestr(
                f"OEBPS/text/c{i}.xhtml",
                '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head>'
                f"<title>{chapter_title}</title></head><body>{body}</body></html>",
            )
    return path
