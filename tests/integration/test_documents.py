"""PDF, HTML, DOCX and EPUB files through `oshun ingest`, `oshun ask` and the reader."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from typer.testing import CliRunner

from oshun.app import create_app
from oshun.cli.main import EXIT_SKIPPED, app
from oshun.corpus.ingest import ingest_paths
from oshun.corpus.works import delete_work
from oshun.services import Services
from oshun.store import Passage, Work
from oshun.web.urls import reader_href, url_for
from tests._documents import encrypt_pdf, make_docx, make_epub, make_pdf

runner = CliRunner()

PAGES = [
    "Installing the Kestrel pump.\nBolt the frame to a level concrete floor.",
    "Maintenance of the Kestrel pump.\n"
    "The Kestrel pump impeller must be replaced every 1200 operating hours.",
    "Warranty terms.\nThe warranty lasts two years from delivery.",
]


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    make_pdf(
        folder / "kestrel.pdf",
        PAGES,
        {"Title": "Kestrel Pump Manual", "Author": "Oru Works", "CreationDate": "D:20190501"},
    )
    make_pdf(folder / "scan.pdf", [None, None])
    encrypt_pdf(make_pdf(tmp_path / "plain.pdf", ["Private."]), folder / "locked.pdf")
    (folder / "broken.pdf").write_bytes(b"%PDF-1.7\n1 0 obj << /Type /Catalog")
    make_docx(folder / "memo.docx", [("heading", "Budget"), ("p", "The budget is 9 cowries.")])
    make_epub(folder / "tale.epub", [("One", "<p>A heron fished.</p>")], "Tale", "Ama", "2001")
    (folder / "page.html").write_text(
        "<html><head><title>Harbour</title></head><body><p>Boats dock at pier 4.</p></body></html>"
    )
    return folder


@pytest.mark.usefixtures("cli_env")
def test_ingest_reads_documents_and_skips_unusable_pdfs_with_reasons(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    result = runner.invoke(app, ["ingest", str(folder), "--json", "--no-embed"])
    assert result.exit_code == EXIT_SKIPPED, result.output
    report = json.loads(result.output)
    assert report["files"] == 4 and report["works"] == 4
    reasons = {Path(s["path"]).name: s["reason"] for s in report["skipped"]}
    assert set(reasons) == {"scan.pdf", "locked.pdf", "broken.pdf"}
    assert "no text layer" in reasons["scan.pdf"] and "OCR" in reasons["scan.pdf"]
    assert "encrypted" in reasons["locked.pdf"]
    assert "not a readable PDF" in reasons["broken.pdf"]

    asked = runner.invoke(
        app, ["ask", "How often must the Kestrel pump impeller be replaced?", "--json"]
    )
    envelope = json.loads(asked.output)
    assert not envelope["abstained"], envelope
    first = envelope["citations"][0]
    assert first["title"] == "Kestrel Pump Manual" and first["page"] == 2
    assert "1200 operating hours" in first["locator"]
    text = runner.invoke(app, ["ask", "How often must the Kestrel pump impeller be replaced?"])
    assert "Kestrel Pump Manual (reference, page 2)" in text.output


def test_pdf_passages_are_stored_with_pages_and_read_with_them(
    services: Services, tmp_path: Path
) -> None:
    folder = _folder(tmp_path)
    report = ingest_paths(services.db, services.settings, [folder])
    assert len(report.skipped) == 3
    with services.db.session() as session:
        work = session.scalars(select(Work).where(Work.title == "Kestrel Pump Manual")).one()
        work_id = work.id
        assert str(work.published) == "2019-05-01" and work.authors == ["Oru Works"]
        rows = session.execute(
            select(Passage.id, Passage.page, Passage.heading).where(Passage.work_id == work.id)
        ).all()
        kinds = dict(session.execute(select(Work.title, Work.kind)).all())
    assert [(r.page, r.heading) for r in rows] == [(1, "page 1"), (2, "page 2"), (3, "page 3")]
    assert kinds == {
        "Kestrel Pump Manual": "reference",
        "Budget": "note",  # no title property: its first heading
        "Tale": "book",
        "Harbour": "web",
    }
    page_two = rows[1].id
    with TestClient(create_app(services.settings, services)) as client:
        body = client.get(f"/v1/nisaba/passages/{page_two}").json()
        assert body["page"] == 2 and "1200 operating hours" in body["text"]
        reader = client.get(reader_href(page_two, "1200 operating hours"))
        assert reader.status_code == 200
        assert '<span class="page">page 2</span>' in reader.text
        assert "published <time>2019-05-01</time>" in reader.text
        assert '<mark id="locator">1200 operating hours</mark>' in reader.text
        original = url_for("original", work_id=work_id) + "#page=2"
        assert f'<a href="{original}">Open page 2 of the original PDF</a>' in reader.text
        served = client.get(url_for("original", work_id=work_id))
        assert served.status_code == 200 and served.headers["content-type"] == "application/pdf"
        assert served.content == (folder / "kestrel.pdf").read_bytes()
        assert served.headers["content-disposition"].startswith("inline")
        for unknown in ("no-such-work", "..%2Foshun.db", "%2E%2E"):
            assert client.get(f"/originals/{unknown}").status_code == 404
        html_passage = client.get("/v1/nisaba/search", params={"q": "pier boats"}).json()
        harbour = html_passage["results"][0]["id"]
        assert "of the original PDF" not in client.get(reader_href(harbour)).text
    delete_work(services.db, services.settings, work_id)
    assert list((services.settings.data_dir / "originals").iterdir()) == []
