"""The evidence gate: which retrieved passages really bear on the question.

BM25 returns hits for almost any question, so the gate judges each hit from measurable
signals (see ``signals.Reading``) combined by a logistic model, and lets through only the
hits whose evidence score reaches the threshold (``Settings.sophia_gate_threshold``).

The weights were fitted once, offline, on the visible evaluation data (``docs/sophia.md``):
positives are SQuAD 2.0 passages that hold the answer to their question, negatives are the
best hits for the same questions in unrelated libraries (the Factbook demo and SciFact). The
signals are relative (IDF shares, fractions), so the model carries over to other libraries.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from oshun.sophia.presets import gate_model
from oshun.sophia.signals import Reading

#: Logistic weights of the evidence score, fitted as described above (``presets/gate-v2.json``).
_MODEL = gate_model()
WEIGHTS: dict[str, float] = _MODEL.weights
BIAS = _MODEL.bias

#: Hits a question's witnesses are compared with when measuring agreement.
AGREEMENT_WINDOW = 5


@dataclass(frozen=True, slots=True)
class Judged:
    """A reading with its evidence score and the named signals that produced it."""

    reading: Reading
    score: float
    signals: dict[str, float]


def signal_values(
    reading: Reading, agreement: float, unknown: float, length: int
) -> dict[str, float]:
    """The gate's named inputs for one reading (all in [0, 1])."""
    matched = min(reading.matched, 5) / 5
    return {
        "sentence_coverage": reading.sentence_coverage,
        "passage_coverage": reading.passage_coverage,
        "missing_rare_term": reading.missing_idf,
        "phrase_overlap": reading.pair_share,
        "relative_score": reading.relative_score,
        "matched_terms": matched,
        "window_coverage": reading.window_coverage,
        "unknown_terms": unknown,
        "question_length": min(length, 8) / 8,
        "coverage_product": reading.sentence_coverage * reading.passage_coverage,
        "focused_match": reading.sentence_coverage * matched,
        "agreement": agreement,
        "agreed_coverage": agreement * reading.sentence_coverage,
    }


def evidence_score(signals: dict[str, float]) -> float:
    """Probability-like evidence score in (0, 1) from the named signals."""
    z = BIAS + sum(WEIGHTS[name] * value for name, value in signals.items())
    return 1.0 / (1.0 + math.exp(-z))


def judge(readings: list[Reading], unknown_share: float, question_length: int) -> list[Judged]:
    """Score every reading. ``unknown_share``: share of question terms the library lacks."""
    titles = Counter(r.hit.passage.title for r in readings[:AGREEMENT_WINDOW])
    judged = []
    for reading in readings:
        agreement = titles.get(reading.hit.passage.title, 0) / AGREEMENT_WINDOW
        signals = signal_values(reading, agreement, unknown_share, question_length)
        judged.append(Judged(reading, evidence_score(signals), signals))
    return judged


def one_common_word(judged: Judged) -> bool:
    """The witness shares a single word with a question of several (SPEC §9): never enough."""
    terms = round(judged.signals.get("question_length", 0.0) * 8)
    return terms >= 2 and judged.reading.matched <= 1


def passing(judged: list[Judged], threshold: float) -> list[Judged]:
    """The witnesses that clear the gate, best first (ties keep search order).

    "Best" is the passage whose heading the question names most exactly, then the highest
    evidence score: in a reference work of one field per passage, "the population of Japan"
    is the field "Population", not "Population growth rate", though both score alike.
    Passages without headings (SQuAD, SciFact) all have ``heading_match`` 0: evidence order.

    A hit that matches the question only through its title never passes: when the question
    says more than the work's title ("currency" in "What currency does Peru use?") and
    neither the passage's heading nor its text holds any of it, the passage is about the
    right work but not about the question ("Peru › Government › Country name").

    A hit that shares only one word with a question of two or more never passes.

    A hit whose work title and heading the question names in full passes whatever its
    score: "the coastline of Kenya" is Kenya's "Coastline" field, though the question's
    "length" is not in it and no other Kenya field agrees. Where passages have no heading
    (SQuAD, SciFact) this never applies."""
    kept = [
        j
        for j in judged
        if (j.score >= threshold or j.reading.names_field)
        and not j.reading.title_only
        and not one_common_word(j)
    ]
    return sorted(kept, key=lambda j: (-j.reading.heading_match, -j.score))
