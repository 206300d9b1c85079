"""Optional synthesis against a loopback OpenAI-compatible fake with scripted replies."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from oshun.corpus.ingest import ingest_paths
from oshun.services import Services
from oshun.settings import Settings
from oshun.sophia.envelope import AnswerEnvelope
from tests.conftest import IN_PROCESS, LIBRARY
from tests.fakes.llm import FakeLLM, Reply, claims_reply

QUESTION = "Which river flows through Ulaanbaatar?"
WITNESS = "field-notes"  # prefix of the passage id the fixture library gives this witness


@pytest.fixture
def fake() -> Iterator[FakeLLM]:
    with FakeLLM() as server:
        yield server


@pytest.fixture
def synth(tmp_path: Path, fake: FakeLLM) -> Iterator[Services]:
    settings = Settings(
        **IN_PROCESS,
        data_dir=tmp_path / "data",
        demo_library=False,
        llm_base_url=fake.base_url,
        llm_model="scripted",
        llm_api_key="secret-token",
        llm_timeout_seconds=0.5,
    )
    services = Services.build(settings)
    ingest_paths(services.db, settings, [LIBRARY])
    yield services
    services.close()


def _witness_id(services: Services) -> str:
    hits = services.nisaba.search("Tuul river flows Ulaanbaatar", 5)
    return next(h.passage.id for h in hits if h.passage.id.startswith(WITNESS))


def _assert_extractive(envelope: AnswerEnvelope) -> None:
    assert envelope.composer == "extractive" and not envelope.abstained
    assert all(claim.support == "retrieved" for claim in envelope.claims)
    assert "The Tuul River flows through Ulaanbaatar" in envelope.claims[0].text


def test_valid_claims_are_synthesized_and_cite_their_witness(
    synth: Services, fake: FakeLLM
) -> None:
    pid = _witness_id(synth)
    fake.script(claims_reply(("The Tuul River flows through Ulaanbaatar.", [pid])))
    envelope = synth.sophia.answer(QUESTION)
    assert envelope.composer == "synthesized"
    assert [(c.text, c.support, c.citation_ids) for c in envelope.claims] == [
        ("The Tuul River flows through Ulaanbaatar.", "synthesized", [pid])
    ]
    assert envelope.answer == "The Tuul River flows through Ulaanbaatar. [1]"
    assert [c.id for c in envelope.citations] == [pid]
    request = fake.requests[0]
    assert request["model"] == "scripted"
    assert pid in request["messages"][-1]["content"]


def test_dangling_ids_are_removed_and_model_only_claims_dropped(
    synth: Services, fake: FakeLLM
) -> None:
    pid = _witness_id(synth)
    fake.script(
        claims_reply(
            ("The Tuul River flows through Ulaanbaatar.", [pid, "no-such-passage"]),
            ("The Orkhon River is the longest river of Mongolia.", ["no-such-passage"]),
            ("The Tuul River joins the Orkhon River.", []),
        )
    )
    envelope = synth.sophia.answer(QUESTION)
    assert envelope.composer == "synthesized"
    assert len(envelope.claims) == 1 and envelope.claims[0].citation_ids == [pid]
    cited = {c.id for c in envelope.citations}
    assert all(set(c.citation_ids) <= cited for c in envelope.claims)


def test_only_model_only_claims_fall_back_to_extractive(synth: Services, fake: FakeLLM) -> None:
    fake.script(claims_reply(("Ulaanbaatar lies on the Tuul River.", ["invented-id"])))
    _assert_extractive(synth.sophia.answer(QUESTION))


def test_unsupported_claims_fall_back_to_extractive(synth: Services, fake: FakeLLM) -> None:
    pid = _witness_id(synth)
    fake.script(claims_reply(("Ulaanbaatar hosted the 2008 Summer Olympics.", [pid])))
    _assert_extractive(synth.sophia.answer(QUESTION))


@pytest.mark.parametrize(
    "reply",
    [
        Reply(content="The Tuul River flows through Ulaanbaatar, as the notes say."),
        Reply(status=500, raw='{"error": "boom"}'),
        Reply(raw="<html>not json</html>"),
        Reply(content='{"claims": []}'),
    ],
    ids=["prose-without-json", "http-500", "non-json-body", "empty-claims"],
)
def test_unusable_replies_fall_back_to_extractive(
    synth: Services, fake: FakeLLM, reply: Reply
) -> None:
    fake.script(reply)
    _assert_extractive(synth.sophia.answer(QUESTION))
    assert len(fake.requests) == 1


def test_a_reply_slower_than_the_timeout_falls_back(synth: Services, fake: FakeLLM) -> None:
    pid = _witness_id(synth)
    slow = claims_reply(("The Tuul River flows through Ulaanbaatar.", [pid]))
    slow.delay = 1.5
    fake.script(slow)
    envelope = synth.sophia.answer(QUESTION)
    _assert_extractive(envelope)


def test_synthesis_never_turns_an_abstention_into_an_answer(synth: Services, fake: FakeLLM) -> None:
    fake.script(claims_reply(("Elizabeth Bennet marries Mr Darcy.", ["atlas-peru-capital.0"])))
    envelope = synth.sophia.answer("Who does Elizabeth Bennet marry?")
    assert envelope.abstained and envelope.claims == []
    assert fake.requests == []  # the model is not even asked


def test_unreachable_endpoint_falls_back(tmp_path: Path) -> None:
    settings = Settings(
        **IN_PROCESS,
        data_dir=tmp_path / "data",
        demo_library=False,
        llm_base_url="http://127.0.0.1:9/v1",
        llm_timeout_seconds=0.5,
    )
    services = Services.build(settings)
    ingest_paths(services.db, settings, [LIBRARY])
    try:
        _assert_extractive(services.sophia.answer(QUESTION))
    finally:
        services.close()
