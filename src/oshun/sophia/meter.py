"""The credibility meter and the answer's confidence, from named, reported factors."""

from __future__ import annotations

import math

from oshun.sophia.envelope import Meter, MeterFactor, MeterLevel
from oshun.sophia.gate import Judged

#: Witnesses at which the witness-count factor is full (the "grounded" state).
FULL_WITNESSES = 3

#: How much each factor counts towards the meter's fill (they sum to 1).
FILL_WEIGHTS: dict[str, float] = {
    "evidenceScore": 0.45,
    "witnessCount": 0.2,
    "gateMargin": 0.1,
    "termCoverage": 0.1,
    "agreement": 0.1,
    "kindWeight": 0.05,
}

#: Logistic calibration of ``confidence`` (fitted as described in ``confidence``).
CONFIDENCE_WEIGHTS: dict[str, float] = {"evidenceScore": 0.8346, "termCoverage": 2.9814}
CONFIDENCE_BIAS = -1.0245

_NOTES: dict[str, str] = {
    "evidenceScore": "evidence score of the strongest witness (the gate's model)",
    "witnessCount": "witnesses that passed the evidence gate, out of 3 for a full mark",
    "gateMargin": "how far the strongest witness clears the gate's threshold",
    "termCoverage": "share of the question's key terms (IDF-weighted) in the quoted sentence",
    "agreement": "share of the top results that come from the same work as the strongest",
    "kindWeight": "mean kind weight of the witnesses (article 1.0 … note 0.5)",
}


def _level(fill: float) -> MeterLevel:
    if fill <= 0.0:
        return MeterLevel.NONE
    if fill < 0.4:
        return MeterLevel.LOW
    if fill < 0.7:
        return MeterLevel.MODERATE
    return MeterLevel.HIGH


def factors(witnesses: list[Judged], threshold: float) -> dict[str, float]:
    """The named factors of an answer with ``witnesses`` (all zero without any)."""
    if not witnesses:
        return dict.fromkeys(FILL_WEIGHTS, 0.0)
    best = witnesses[0]
    margin = (best.score - threshold) / (1.0 - threshold) if threshold < 1 else 0.0
    return {
        "evidenceScore": best.score,
        "witnessCount": min(len(witnesses), FULL_WITNESSES) / FULL_WITNESSES,
        "gateMargin": max(0.0, min(1.0, margin)),
        "termCoverage": best.reading.sentence_coverage,
        "agreement": best.signals["agreement"],
        "kindWeight": sum(j.reading.hit.passage.weight for j in witnesses) / len(witnesses),
    }


def fill(values: dict[str, float]) -> float:
    """The meter's fill in [0, 1]: the weighted sum of its named factors."""
    total = sum(FILL_WEIGHTS[name] * values[name] for name in FILL_WEIGHTS)
    return round(max(0.0, min(1.0, total)), 4)


def confidence(values: dict[str, float]) -> float:
    """Estimated probability that the answer holds the answer to the question.

    A logistic fit, on the visible SQuAD 2.0 data, of "a claim holds a gold answer" against the
    strongest witness's evidence score and term coverage (``CONFIDENCE_WEIGHTS``); the
    calibration table of ``oshun eval answers`` checks it. 0 without witnesses.
    """
    if values["witnessCount"] <= 0:
        return 0.0
    z = CONFIDENCE_BIAS + sum(w * values[name] for name, w in CONFIDENCE_WEIGHTS.items())
    return round(1.0 / (1.0 + math.exp(-z)), 4)


def build_meter(values: dict[str, float], explainer: str, abstained: bool) -> Meter:
    fill_value = 0.0 if abstained else fill(values)
    return Meter(
        fill=fill_value,
        level=_level(fill_value),
        factors=[
            MeterFactor(name=name, value=round(values[name], 4), note=_NOTES[name])
            for name in FILL_WEIGHTS
        ],
        explainer=explainer,
    )
