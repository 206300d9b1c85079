"""Hard-wrapped books: answers quote whole sentences, and the reader highlights them exactly."""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from fastapi.testclient import TestClient

from oshun.app import create_app
from oshun.corpus.ingest import ingest_paths
from oshun.library.recheck import RecheckStatus, recheck
from oshun.services import Services

BOOK = """\
A WRAPPED TALE

CHAPTER I

Mr. Bennet was among the earliest of those who waited on Mr. Bingley. He
had always intended to visit him, though to the last always assuring his
wife that he should not go. Elizabeth Bennet married Mr. Fitzwilliam
Darcy of Pemberley, in Derbyshire, in the spring of that year, and the
whole neighbourhood talked of nothing else for a month.

"Is it true?" cried her mother. "Then I shall go distracted. Ten
thousand a year, and a house in town!"

Mr. Collins was the rector of Hunsford, a parish in Kent near
Rosings Park, the seat of Lady Catherine de Bourgh. He married Charlotte
Lucas, the eldest daughter of Sir William Lucas, in the autumn.
"""

WHOLE = (
    "Elizabeth Bennet married Mr. Fitzwilliam\nDarcy of Pemberley, in Derbyshire, in the "
    "spring of that year, and the\nwhole neighbourhood talked of nothing else for a month."
)


@pytest.fixture
def wrapped(services: Services, tmp_path: Path) -> Iterator[TestClient]:
    path = tmp_path / "wrapped-tale.txt"
    path.write_text(BOOK, encoding="utf-8")
    report = ingest_paths(services.db, services.settings, [path])
    assert not report.skipped, report.skipped
    with TestClient(create_app(services.settings, services)) as client:
        yield client


def _ask(client: TestClient, question: str) -> dict:
    response = client.post("/v1/sophia/answer", json={"q": question})
    assert response.status_code == 200, response.text
    return response.json()


def test_the_claim_is_the_whole_wrapped_sentence(wrapped: TestClient) -> None:
    envelope = _ask(wrapped, "Who did Elizabeth Bennet marry?")
    assert not envelope["abstained"]
    claim = envelope["claims"][0]["text"]
    assert claim == WHOLE  # verbatim, line breaks included, from its first word to its stop
    assert envelope["citations"][0]["locator"] == WHOLE
    # The answer prose shows it reflowed: no line break from the source's wrapping.
    assert envelope["answer"].startswith(" ".join(WHOLE.split()) + " [1]")


#: Every sentence of BOOK in order, white space flattened.
SENTENCES = [
    "A WRAPPED TALE",
    "CHAPTER I",
    "Mr. Bennet was among the earliest of those who waited on Mr. Bingley.",
    "He had always intended to visit him, though to the last always assuring his wife that "
    "he should not go.",
    " ".join(WHOLE.split()),
    '"Is it true?" cried her mother.',
    '"Then I shall go distracted.',
    'Ten thousand a year, and a house in town!"',
    "Mr. Collins was the rector of Hunsford, a parish in Kent near Rosings Park, the seat of "
    "Lady Catherine de Bourgh.",
    "He married Charlotte Lucas, the eldest daughter of Sir William Lucas, in the autumn.",
]

#: What a claim may be: one sentence, or two or three consecutive ones (a quote takes in the
#: sentence its own leans on: "He married Charlotte Lucas" is quoted with "Mr. Collins was …").
QUOTABLE = {
    " ".join(SENTENCES[start : start + length])
    for length in (1, 2, 3)
    for start in range(len(SENTENCES) - length + 1)
}


@pytest.mark.parametrize(
    "question",
    [
        "What does Mr. Collins do?",
        "Who did Mr. Collins marry?",
        "Who is Lady Catherine de Bourgh?",
        "Where is Pemberley?",
    ],
)
def test_claims_never_stop_at_a_line_end_or_a_title(wrapped: TestClient, question: str) -> None:
    envelope = _ask(wrapped, question)
    assert envelope["claims"], envelope["meter"]["explainer"]
    for claim in envelope["claims"]:
        assert " ".join(claim["text"].split()) in QUOTABLE


def test_a_quote_says_who_its_pronoun_is(wrapped: TestClient) -> None:
    envelope = _ask(wrapped, "Who did Mr. Collins marry?")
    claim = " ".join(envelope["claims"][0]["text"].split())
    assert claim == " ".join(SENTENCES[-2:])  # "Mr. Collins was … He married Charlotte …"


def test_the_reader_highlights_a_multi_line_locator_exactly(
    wrapped: TestClient, services: Services
) -> None:
    envelope = _ask(wrapped, "Who did Elizabeth Bennet marry?")
    citation = envelope["citations"][0]
    page = wrapped.get(citation["href"])
    assert page.status_code == 200
    assert f'<mark id="locator">{html.escape(WHOLE)}</mark>' in page.text
    # The JSON twin gives the same span, as offsets into the stored passage text.
    inner = parse_qs(urlsplit(citation["href"]).query)["path"][0]
    locator = parse_qs(urlsplit(inner).query)["locator"][0]
    data = wrapped.get(f"/v1/nisaba/passages/{citation['id']}", params={"locator": locator}).json()
    record = services.nisaba.passage(citation["id"])
    start = record.text.index(WHOLE)
    assert (data["locatorStart"], data["locatorEnd"]) == (start, start + len(WHOLE))


def test_recheck_finds_a_multi_line_quote(wrapped: TestClient, services: Services) -> None:
    envelope = _ask(wrapped, "Who did Elizabeth Bennet marry?")
    citation = envelope["citations"][0]
    record = services.nisaba.passage(citation["id"])
    snapshot = {
        "witnesses": [
            {
                "id": citation["id"],
                "title": citation["title"],
                "locator": citation["locator"],
                "contentHash": record.content_hash,
            }
        ]
    }
    (check,) = recheck(services.nisaba, snapshot)
    assert check.status is RecheckStatus.UNCHANGED and check.locator_found
