"""Fitted numbers of the answer engine, read from versioned data files.

``gate-v2.json`` holds the logistic models Sophia judges with — the evidence gate over
BM25 search hits, the field model of named reference works (with and without an embedding
model), and the confidence calibration — each with the data, command and commit that
produced it; ``gate-dense-v1.json`` the evidence gate over hybrid search hits (lexical and
semantic signals) and its confidence, written by ``bench/fit_gate.py --write``;
``gate-verifier-v2.json`` the same gate with the verifier's signal (``--kind verifier``).
Nothing here is tuned by hand at run time.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

PRESET = "gate-v2.json"
#: The evidence gate over hybrid search hits and its confidence (``bench/fit_gate.py``).
DENSE_PRESET = "gate-dense-v1.json"
#: The same with the verifier's signal (``sophia/verifier.py``; ``fit_gate.py --kind verifier``).
VERIFIER_PRESET = "gate-verifier-v2.json"


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


@cache
def _optional(name: str) -> dict[str, Any]:
    """A parsed preset file (read once); empty while none is fitted."""
    resource = resources.files(__package__) / name
    if not resource.is_file():
        return {}
    data: dict[str, Any] = json.loads(resource.read_text(encoding="utf-8"))
    return data


def dense_preset() -> dict[str, Any]:
    """The parsed dense-gate preset; empty while none is fitted."""
    return _optional(DENSE_PRESET)


def verifier_preset() -> dict[str, Any]:
    """The parsed verifier-gate preset; empty while none is fitted."""
    return _optional(VERIFIER_PRESET)


def _fitted(preset: dict[str, Any], part: str) -> Logistic | None:
    """``part`` ("gate" or "confidence") of a parsed preset, None while it is not fitted."""
    data = preset.get(part)
    return Logistic.of(data) if data else None


def verifier_gate_model() -> Logistic | None:
    """The evidence gate over hybrid search hits the verifier has read, if fitted."""
    return _fitted(verifier_preset(), "gate")


def verifier_confidence_model() -> Logistic | None:
    """The confidence calibration of the verifier gate's first witness, if fitted."""
    return _fitted(verifier_preset(), "confidence")


def dense_gate_model() -> Logistic | None:
    """The evidence gate over hybrid search hits (lexical and semantic signals), if fitted."""
    return _fitted(dense_preset(), "gate")


def dense_confidence_model() -> Logistic | None:
    """The confidence calibration of the dense gate's first witness, if fitted."""
    return _fitted(dense_preset(), "confidence")


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
