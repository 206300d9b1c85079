"""Retraction and freshness (issue 11, item 4; SPEC §7): a retracted work never supports a
claim, an answer whose only evidence is retracted says so, and dates reach witnesses and
the meter."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oshun.corpus.ingest import ingest_paths
from oshun.services import Services
from oshun.sophia.envelope import GroundingState

RECORDS = [
    {
        "_id": "jar-fusion",
        "title": "Cold fusion in a jar",
        "text": "Cold fusion at room temperature was achieved in a glass jar of heavy water "
        "by the Brackwater laboratory in 1989.",
        "kind": "article",
        "retracted": True,
    },
    {
        "_id": "maglev-retracted",
        "title": "Maglev levitation by crystals",
        "text": "Maglev trains levitate above the guideway because quartz crystals in the "
        "carriage repel the rails.",
        "kind": "article",
        "retracted": True,
    },
    {
        "_id": "maglev",
        "title": "Maglev trains",
        "text": "Maglev trains levitate above the guideway using powerful electromagnets that "
        "repel or attract the rails.",
        "kind": "article",
        "published": "2019-03-01",
        "updated": "2024-06-15",
    },
]


@pytest.fixture
def library(services: Services, tmp_path: Path) -> Services:
    corpus = tmp_path / "science.jsonl"
    corpus.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n", encoding="utf-8")
    report = ingest_paths(services.db, services.settings, [corpus])
    assert not report.skipped, report.skipped
    return services


def test_an_answer_whose_only_evidence_is_retracted_says_so(library: Services) -> None:
    envelope = library.sophia.answer(
        "Who achieved cold fusion at room temperature in a glass jar of heavy water?"
    )
    assert envelope.grounding_state is GroundingState.RETRACTED_SOURCE
    assert envelope.abstained and not envelope.citations and envelope.confidence == 0.0
    assert "retracted" in envelope.meter.explainer
    assert "Cold fusion in a jar" in envelope.meter.explainer


def test_a_retracted_passage_never_witnesses_when_another_does(library: Services) -> None:
    envelope = library.sophia.answer("How do maglev trains levitate above the guideway?")
    assert not envelope.abstained, envelope.meter.explainer
    assert [c.title for c in envelope.citations] == ["Maglev trains"]
    witness = envelope.citations[0]
    assert witness.date == "2024-06-15"  # its work's update, shown on the witness
    factors = {f.name: f.value for f in envelope.meter.factors}
    assert 0.0 < factors["freshness"] <= 1.0


def test_no_freshness_factor_without_dates(library: Services, tmp_path: Path) -> None:
    note = tmp_path / "otters.md"
    note.write_text("# Otters\n\nSea otters hold hands while they sleep so they do not drift.\n")
    ingest_paths(library.db, library.settings, [note])
    envelope = library.sophia.answer("Why do sea otters hold hands while they sleep?")
    assert not envelope.abstained
    assert "freshness" not in {f.name for f in envelope.meter.factors}
