"""The credibility meter and the answer's confidence, from named, reported factors."""

from __future__ import annotations

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


def confidence(values: dict[str, float]) -> float:
    """Confidence in [0, 1]: the meter's weighted factors (calibration in docs/sophia.md)."""
    total = sum(FILL_WEIGHTS[name] * values[name] for name in FILL_WEIGHTS)
    return round(max(0.0, min(1.0, total)), 4)


def build_meter(values: dict[str, float], explainer: str, abstained: bool) -> Meter:
    fill = 0.0 if abstained else confidence(values)
    return Meter(
        fill=fill,
        level=_level(fill),
        factors=[
            MeterFactor(name=name, value=round(values[name], 4), note=_NOTES[name])
            for name in FILL_WEIGHTS
        ],
        explainer=explainer,
    )
