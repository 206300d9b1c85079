"""Fitted numbers of the answer engine, read from versioned data files.

``gate-v2.json`` holds the logistic models Sophia judges with — the evidence gate over
search hits, the field model of named reference works (with and without an embedding
model), and the confidence calibration — each with the data, command and commit that
produced it. ``bench/fit_gate.py`` writes it; nothing here is tuned by hand at run time.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

PRESET = "gate-v2.json"


@dataclass(frozen=True, slots=True)
class Logistic:
    """``1 / (1 + exp(-(bias + Σ weights[name] · value)))`` over named inputs."""

    weights: dict[str, float]
    bias: float
    threshold: float = 0.5  # the probability a witness needs, where the model decides one

    @classmethod
    def of(cls, data: dict[str, Any]) -> Logistic:
        return cls(
            {str(k): float(v) for k, v in data["weights"].items()},
            float(data["bias"]),
            float(data.get("threshold", 0.5)),
        )


@cache
def preset() -> dict[str, Any]:
    """The parsed preset file (read once)."""
    text = (resources.files(__package__) / PRESET).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def gate_model() -> Logistic:
    return Logistic.of(preset()["gate"])


def _fields(kind: str) -> dict[str, Any]:
    """The field model of ``kind``: ``lexical`` (no embedding model), ``semantic`` (heading
    similarity) or ``dense`` (heading and stored passage-vector similarity); ``dense`` falls
    back to ``semantic`` while no dense model is fitted."""
    models: dict[str, Any] = preset()["fields"]
    if kind not in models and kind == "dense":
        kind = "semantic"
    return dict(models[kind])


def field_model(kind: str) -> Logistic:
    return Logistic.of(_fields(kind))


def confidence_model() -> Logistic:
    return Logistic.of(preset()["confidence"])


def field_calibration(kind: str) -> Logistic | None:
    """The confidence calibration of the field model's first field, if fitted."""
    data = _fields(kind).get("confidence")
    return Logistic.of(data) if data else None
