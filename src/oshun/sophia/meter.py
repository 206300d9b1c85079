"""The credibility meter and the answer's confidence: one number, shown twice.

``confidence`` is the calibrated probability that the first witness answers the question.
For a question that names a reference work it is the field model's probability for the
field quoted first (``fields.py``); otherwise a logistic calibration of the strongest
witness's evidence score and term coverage (``presets/gate-v2.json``). The meter's ``fill``
is that same number — a card never shows "79 %" beside a meter at 40 % — and its level
reads it (low below 0.4, moderate below 0.7, high above). The named factors stay, each with
its value and a note, to explain the number, not to make another one.
"""

from __future__ import annotations

import math
from datetime import date

from oshun.clock import utcnow
from oshun.sophia.envelope import Meter, MeterFactor, MeterLevel
from oshun.sophia.gate import Judged
from oshun.sophia.presets import (
    confidence_model,
    dense_confidence_model,
    verifier_confidence_model,
)

#: Witnesses at which the witness-count factor is full (the "grounded" state).
FULL_WITNESSES = 3

#: The factors the meter reports, in order.
FACTORS: tuple[str, ...] = (
    "evidenceScore",
    "witnessCount",
    "gateMargin",
    "termCoverage",
    "agreement",
    "kindWeight",
)

_NOTES: dict[str, str] = {
    "evidenceScore": "evidence score of the first witness (the gate's or the field model's)",
    "witnessCount": "witnesses that passed the evidence gate, out of 3 for a full mark",
    "gateMargin": "how far the first witness clears the gate's threshold",
    "termCoverage": "share of the question's key terms (IDF-weighted) in the quoted sentence",
    "agreement": "share of the top results that come from the same work as the first witness",
    "kindWeight": "mean kind weight of the witnesses (article 1.0 … note 0.5)",
    "freshness": "how recent the dated witnesses are (updated, else published; halves every "
    "10 years); shown only when a witness has a date",
}

#: Factors reported only when they apply (``freshness``: when a witness has a date).
OPTIONAL_FACTORS: tuple[str, ...] = ("freshness",)

#: Years after which a witness's freshness halves: a stated choice, not a fitted number. The
#: factor explains; it never enters ``confidence`` (whose calibration has no dates).
FRESHNESS_HALF_LIFE_YEARS = 10.0


def freshness(witnesses: list[Judged], today: date) -> float | None:
    """Mean freshness of the witnesses that have a date (``0.5 ** (age / half-life)``), or
    None when none has one."""
    ages = [
        max(0.0, (today - dated).days / 365.25)
        for judged in witnesses
        if (dated := judged.reading.hit.passage.updated or judged.reading.hit.passage.published)
    ]
    if not ages:
        return None
    return sum(0.5 ** (age / FRESHNESS_HALF_LIFE_YEARS) for age in ages) / len(ages)


def level(value: float) -> MeterLevel:
    if value <= 0.0:
        return MeterLevel.NONE
    if value < 0.4:
        return MeterLevel.LOW
    if value < 0.7:
        return MeterLevel.MODERATE
    return MeterLevel.HIGH


def factors(witnesses: list[Judged], threshold: float) -> dict[str, float]:
    """The named factors of an answer with ``witnesses`` (all zero without any)."""
    if not witnesses:
        return dict.fromkeys(FACTORS, 0.0)
    best = witnesses[0]
    margin = (best.score - threshold) / (1.0 - threshold) if threshold < 1 else 0.0
    values = {
        "evidenceScore": best.score,
        "witnessCount": min(len(witnesses), FULL_WITNESSES) / FULL_WITNESSES,
        "gateMargin": max(0.0, min(1.0, margin)),
        "termCoverage": best.reading.sentence_coverage,
        "agreement": best.signals.get("agreement", 0.0),
        "kindWeight": sum(j.reading.hit.passage.weight for j in witnesses) / len(witnesses),
    }
    fresh = freshness(witnesses, utcnow().date())
    if fresh is not None:
        values["freshness"] = fresh
    return values


def confidence(values: dict[str, float], dense: bool = False, verifier: bool = False) -> float:
    """Probability that the first of the search-gated witnesses answers the question.

    A logistic fit, on the visible SQuAD 2.0 data, of "the first claim holds a gold answer"
    against its witness's evidence score and term coverage; the calibration table of
    ``oshun eval answers`` checks it. ``dense``: the first witness was judged by the dense
    gate (hybrid search), whose scores have their own calibration; ``verifier``: by the verifier
    gate, which has its own too. 0 without witnesses.
    """
    if values["witnessCount"] <= 0:
        return 0.0
    model = (
        (verifier_confidence_model() if verifier else None)
        or (dense_confidence_model() if dense else None)
        or confidence_model()
    )
    z = model.bias + sum(w * values[name] for name, w in model.weights.items())
    return round(1.0 / (1.0 + math.exp(-z)), 4)


def build_meter(
    values: dict[str, float], explainer: str, abstained: bool, confidence: float = 0.0
) -> Meter:
    """The meter: ``fill`` is the answer's ``confidence`` (0 on abstention)."""
    fill = 0.0 if abstained else round(max(0.0, min(1.0, confidence)), 4)
    return Meter(
        fill=fill,
        level=level(fill),
        factors=[
            MeterFactor(name=name, value=round(values[name], 4), note=_NOTES[name])
            for name in (*FACTORS, *OPTIONAL_FACTORS)
            if name in values
        ],
        explainer=explainer,
    )
