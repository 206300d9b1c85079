"""The verifier: the real cross-encoder's judgements, its pin, and how the gate weighs it."""
# ruff: noqa: E501

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from oshun.errors import ModelUnavailable
from oshun.retrieval.search import SearchHit
from oshun.sophia.gate import VERIFIER_MODEL, VERIFIER_SIGNAL, judge
from oshun.sophia.question import parse_question
from oshun.sophia.signals import Reading, TermStats, read_hit
from oshun.sophia.verifier import MANIFEST, OnnxVerifier
from tests.unit.sophia.test_signals import _hit


@pytest.fixture(scope="module")
def verifier() -> OnnxVerifier:
    return OnnxVerifier(threads=1)


#: Prose about one subject: the sentence that answers, and one that does not. The verifier
#: was trained on SQuAD's prose; a reference work's "label: value" lines ("Population:
#: 236,747,130") are the field model's to judge, not its (docs/sophia.md).
PAIRS = [
    (
        "When did the Berlin Wall fall?",
        ("Berlin Wall", "The Berlin Wall fell on the night of 9 November 1989."),
        ("Berlin Wall", "Parts of the wall still stand in Berlin as a memorial."),
    ),
    (
        "Who wrote Pride and Prejudice?",
        ("Pride and Prejudice", "Pride and Prejudice is an 1813 novel of manners written by Jane Austen."),
        ("Pride and Prejudice", "The novel has remained one of the most popular works of English literature."),
    ),
    (
        "Where is the Eiffel Tower?",
        ("Eiffel Tower", "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France."),
        ("Eiffel Tower", "The tower is 330 metres tall, about the same height as an 81-storey building."),
    ),
    (
        "How tall is the Eiffel Tower?",
        ("Eiffel Tower", "The tower is 330 metres tall, about the same height as an 81-storey building."),
        ("Eiffel Tower", "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France."),
    ),
    (
        "What did Marie Curie discover?",
        ("Marie Curie", "Marie Curie discovered the elements polonium and radium with her husband Pierre."),
        ("Marie Curie", "Marie Curie was born in Warsaw in 1867."),
    ),
    (
        "When was Marie Curie born?",
        ("Marie Curie", "Marie Curie was born in Warsaw in 1867."),
        ("Marie Curie", "Marie Curie discovered the elements polonium and radium with her husband Pierre."),
    ),
    (
        "What is the boiling point of water at sea level?",
        ("Water", "At sea level, water boils at 100 degrees Celsius."),
        ("Water", "Water covers about 71 percent of the Earth surface."),
    ),
    (
        "Why do leaves change colour in autumn?",
        ("Leaf", "In autumn, chlorophyll breaks down and the yellow and orange pigments in the leaf become visible."),
        ("Leaf", "Leaves are the main organs of photosynthesis in most plants."),
    ),
    (
        "How many people live in Nigeria?",
        ("Nigeria", "Nigeria has a population of about 230 million people, the largest in Africa."),
        ("Nigeria", "Nigeria has one of the highest rates of maternal deaths per live births in the world."),
    ),
    (
        "What currency is used in Peru?",
        ("Peru", "The currency of Peru is the sol."),
        ("Peru", "Peru has a market economy and its currency reserves grew in the 2000s."),
    ),
]  # fmt: skip


def test_a_sentence_that_answers_outscores_one_on_the_same_subject_that_does_not(
    verifier: OnnxVerifier,
) -> None:
    margins = []
    for question, answers, other in PAIRS:
        right, wrong = verifier.score(question, [answers, other])
        assert 0.0 <= wrong < right <= 1.0, question
        margins.append(right - wrong)
    assert sum(margins) / len(margins) > 0.2


def test_scores_come_back_in_order_and_a_long_question_is_cut_not_refused(
    verifier: OnnxVerifier,
) -> None:
    quotes = [("Chad", "Capital: N'Djamena"), ("Chad", "Area: 1,284,000 sq km")]
    one = verifier.score("What is the capital of Chad?", quotes)
    two = verifier.score("What is the capital of Chad?", quotes[::-1])
    assert one == pytest.approx(two[::-1], abs=1e-5)
    assert verifier.score("capital " * 400, quotes)  # longer than the model's window
    assert verifier.score("anything", []) == []


def test_an_altered_model_file_is_refused(tmp_path: Path) -> None:
    pin = json.loads(MANIFEST.read_text(encoding="utf-8"))
    model = tmp_path / pin["file"]
    shutil.copyfile(MANIFEST.parent / pin["file"], model)
    manifest = tmp_path / MANIFEST.name
    shutil.copyfile(MANIFEST, manifest)
    with model.open("r+b") as handle:  # one byte changed
        handle.seek(1000)
        byte = handle.read(1)
        handle.seek(1000)
        handle.write(bytes([byte[0] ^ 0xFF]))
    with pytest.raises(ModelUnavailable, match="sha256"):
        OnnxVerifier(manifest)
    with pytest.raises(ModelUnavailable, match="manifest"):
        OnnxVerifier(tmp_path / "missing.json")


class Scripted:
    """A verifier whose scores ``score`` gives, recording every quote it is asked to read."""

    def __init__(self, score: Callable[[str], float]) -> None:
        self.score = score
        self.seen: list[str] = []

    def __call__(self, readings: list[Reading]) -> list[float]:
        self.seen.extend(r.quote for r in readings)
        return [self.score(r.quote) for r in readings]


def _readings(question_text: str, texts: list[str], heading: str = "") -> list[Reading]:
    question = parse_question(question_text)
    stats = TermStats(1000, lambda term: 10)
    readings = []
    for number, text in enumerate(texts):
        base = _hit("Kenya", heading, text)
        hit = SearchHit(base.passage, 1.0, number + 1, 8.0 - number, 0.6 - 0.05 * number)
        readings.append(read_hit(question, hit, stats, 8.0, extend=True))
    return readings


def test_the_verifier_reads_the_dense_gates_best_hits_and_its_gate_judges_them_all() -> None:
    question = "What is the capital of Kenya?"
    texts = [
        "Capital: Nairobi, the capital of Kenya.",
        "Kenya has a capital city and other cities.",
        "The capital of Kenya is home to many people.",
        "Kenya capital markets grew in 2020.",
    ]
    scripted = Scripted(lambda quote: 0.95 if "Nairobi" in quote else 0.05)
    seen = scripted.seen

    plain = judge(_readings(question, texts), 0.0, 2, "place")
    read = judge(_readings(question, texts), 0.0, 2, "place", verifier=scripted, depth=2)
    best_two = sorted(range(4), key=lambda i: -plain[i].score)[:2]
    assert sorted(seen) == sorted(plain[i].reading.quote for i in best_two)
    for number, judged in enumerate(read):
        expected = (0.95 if "Nairobi" in texts[number] else 0.05) if number in best_two else 0.0
        assert judged.signals[VERIFIER_SIGNAL] == expected
    assert VERIFIER_MODEL is not None and VERIFIER_MODEL.weights[VERIFIER_SIGNAL] > 0
    nairobi = next(i for i, t in enumerate(texts) if "Nairobi" in t)
    others = [j.score for i, j in enumerate(read) if i != nairobi]
    assert read[nairobi].score > max(others)
    # Lexical hits (no cosine with the question) are never read.
    seen.clear()
    question_ = parse_question(question)
    stats = TermStats(1000, lambda term: 10)
    lexical = [
        read_hit(question_, SearchHit(_hit("Kenya", "", t).passage, 1.0, 1, 8.0, None), stats, 8.0)
        for t in texts
    ]
    judged = judge(lexical, 0.0, 2, "place", verifier=scripted, depth=2)
    assert not seen and all(VERIFIER_SIGNAL not in j.signals for j in judged)


def test_a_hit_that_fails_the_gate_whatever_the_verifier_says_is_not_read() -> None:
    question = "What is the capital of Kenya?"
    texts = ["Capital: Nairobi, the capital of Kenya.", "Kenya capital markets grew in 2020."]
    scripted = Scripted(lambda quote: 1.0)
    seen = scripted.seen

    judged = judge(_readings(question, texts), 0.0, 2, "place", verifier=scripted, threshold=0.0)
    assert len(seen) == 2
    ceiling = max(j.score for j in judged)  # every hit read with the verifier certain
    seen.clear()
    judged = judge(
        _readings(question, texts), 0.0, 2, "place", verifier=scripted, threshold=ceiling + 1e-6
    )
    assert seen == [] and all(j.signals[VERIFIER_SIGNAL] == 0.0 for j in judged)
    seen.clear()
    judge(_readings(question, texts), 0.0, 2, "place", verifier=scripted, threshold=ceiling)
    assert len(seen) == 1  # the one that can reach the threshold


def test_a_reference_works_field_keeps_the_dense_gates_judgement() -> None:
    question = "How many people live in Kenya?"
    texts = ["Population: 57,052,004 (2024 est.)", "Kenya has many people."]
    scripted = Scripted(lambda quote: 0.0)
    seen = scripted.seen

    fields = _readings(question, texts, heading="People and Society › Population")
    plain = judge(fields, 0.0, 2, "number")
    read = judge(fields, 0.0, 2, "number", verifier=scripted, threshold=0.0)
    assert not seen
    assert [j.score for j in read] == [j.score for j in plain]
    assert all(VERIFIER_SIGNAL not in j.signals for j in read)
