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
from collections.abc import Callable
from dataclasses import dataclass

from oshun.sophia.answer_type import type_match
from oshun.sophia.mismatch import contrary_word, contrary_words, name_missing, unmatched_negation
from oshun.sophia.presets import Logistic, dense_gate_model, gate_model, verifier_gate_model
from oshun.sophia.signals import Reading

#: Logistic weights of the evidence score, fitted as described above (``presets/gate-v2.json``).
_MODEL = gate_model()
WEIGHTS: dict[str, float] = _MODEL.weights
BIAS = _MODEL.bias

#: The gate when every hit carries its meaning (hybrid search: the question's cosine with the
#: stored passage vector): the lexical signals plus ``DENSE_SIGNALS``. None while no dense
#: gate is fitted (the lexical gate then judges every hit).
DENSE_MODEL: Logistic | None = dense_gate_model()

#: The signals only the dense gate weighs (all in [0, 1]). Tried and left out: the question's
#: cosine with the quoted sentence (a sentence embedding costs 13–23 ms on a loaded machine,
#: for AUROC 0.68 against the evidence score's 0.65 on answered SQuAD questions), and on the
#: fit half neither "the rarest question word the quoted sentence lacks" nor "an answer of
#: the asked kind that the question does not already say" moved the trade-off by a point.
DENSE_SIGNALS: tuple[str, ...] = (
    "passage_sim",
    "passage_sim_gap",
    "passage_sim_rank",
    "type_match",
    "unmatched_negation",
    "name_missing",
    "contrary_word",
)

#: The gate when the verifier (``verifier.py``) has read the best hits: the dense gate's
#: signals plus ``VERIFIER_SIGNAL``. None while none is fitted (the dense gate then judges).
VERIFIER_MODEL: Logistic | None = verifier_gate_model()

#: The verifier's probability that the hit's quote answers the question; 0 for the hits it
#: did not read (those below the dense gate's best ``depth``), in fitting as in use.
VERIFIER_SIGNAL = "verifier"

#: Checks the quotes of some readings: one probability each, in order (``verifier.Verifier``).
CheckQuotes = Callable[[list[Reading]], list[float]]

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


def dense_values(
    reading: Reading,
    answer_type: str | None,
    best: float,
    rank: int,
    negated: bool = False,
    named: tuple[str, ...] = (),
    contraries: dict[str, frozenset[str]] | None = None,
) -> dict[str, float]:
    """The dense gate's inputs for one reading: its passage cosine clipped to [0, 1], how far
    it stands below the best of the question's hits, 1 / its rank among them by cosine,
    whether the quote holds the kind of answer asked for, whether a negated question
    (``negated``) meets a quote without negation, and whether a name or number the question
    gives (``named``) is missing from the passage, and whether the quote says the contrary of
    a word the question asks with that the passage lacks (``contraries``, ``mismatch.py``)."""
    record = reading.hit.passage
    passage = max(0.0, reading.hit.dense or 0.0)
    quote = record.text[reading.span.start : reading.span.end]
    return {
        "passage_sim": passage,
        "passage_sim_gap": max(0.0, best - passage),
        "passage_sim_rank": 1.0 / rank,
        "type_match": type_match(answer_type, quote),
        "unmatched_negation": unmatched_negation(negated, quote),
        "name_missing": name_missing(named, (record.title, record.heading, record.text)),
        "contrary_word": contrary_word(contraries or {}, quote, record.text),
    }


def evidence_score(signals: dict[str, float], model: Logistic | None = None) -> float:
    """Probability-like evidence score in (0, 1) from the named signals (of ``model``'s
    inputs; the lexical gate by default)."""
    weights, bias = (WEIGHTS, BIAS) if model is None else (model.weights, model.bias)
    z = bias + sum(weight * signals[name] for name, weight in weights.items())
    return 1.0 / (1.0 + math.exp(-z))


def judge(
    readings: list[Reading],
    unknown_share: float,
    question_length: int,
    answer_type: str | None = None,
    negated: bool = False,
    named: tuple[str, ...] = (),
    verifier: CheckQuotes | None = None,
    depth: int = 5,
    threshold: float | None = None,
    text: str = "",
) -> list[Judged]:
    """Score every reading. ``unknown_share``: share of question terms the library lacks;
    ``negated``, ``named``: the question is negated, the names it gives (``mismatch.py``);
    ``text``: the question as written, for the words it asks with that have contraries.

    When every hit carries its cosine with the question (hybrid search) the semantic signals
    are measured too, and the dense gate judges once it is fitted; otherwise the lexical one.
    With a ``verifier`` the dense gate's best ``depth`` readings are read, and the verifier gate
    judges every reading again (``VERIFIER_SIGNAL``); given the gate's ``threshold``, a reading
    that would stay below it even if the verifier were certain is not read (``reread``)."""
    titles = Counter(r.hit.passage.title for r in readings[:AGREEMENT_WINDOW])
    semantic = bool(readings) and all(r.hit.dense is not None for r in readings)
    model = DENSE_MODEL if semantic else None
    sims = [max(0.0, r.hit.dense or 0.0) for r in readings]
    order = sorted(range(len(readings)), key=lambda i: -sims[i])
    ranks = {i: rank for rank, i in enumerate(order, start=1)}
    best = max(sims, default=0.0)
    contraries = contrary_words(text) if semantic else {}
    judged = []
    for number, reading in enumerate(readings):
        agreement = titles.get(reading.hit.passage.title, 0) / AGREEMENT_WINDOW
        signals = signal_values(reading, agreement, unknown_share, question_length)
        if semantic:
            signals.update(
                dense_values(reading, answer_type, best, ranks[number], negated, named, contraries)
            )
        judged.append(Judged(reading, evidence_score(signals, model), signals))
    if semantic and model is not None and verifier is not None and depth > 0:
        # Before a verifier gate is fitted the signal is measured (``bench/fit_gate.py``) but
        # the dense gate's scores stand.
        judged = reread(judged, verifier, depth, VERIFIER_MODEL or model, threshold)
    return judged


def reread(
    judged: list[Judged],
    verifier: CheckQuotes,
    depth: int,
    model: Logistic,
    threshold: float | None = None,
) -> list[Judged]:
    """``judged`` scored again by ``model`` once ``verifier`` has read the ``depth`` best.

    Only prose is read: a passage with a heading — a reference work's field, "Population:
    236,747,130" under *People and Society › Population* — keeps the dense gate's judgement.
    The verifier learnt from prose sentences and misreads such lines ("How many people live
    in Nigeria?" scores the *Population* line 0.14, a *Maternal mortality ratio* line on
    "live births" 0.19). Passages without headings (SQuAD, SciFact, plain text) are all read.

    With the gate's ``threshold``, a reading that ``model`` would keep below it even with the
    verifier's certainty (1) is not read: it fails the gate whatever the verifier says, and
    reading it costs ~7 ms (most hits of an out-of-domain question)."""
    prose = [i for i, j in enumerate(judged) if not j.reading.hit.passage.heading]
    best = sorted(prose, key=lambda i: -judged[i].score)[:depth]
    if threshold is not None:
        best = [
            i
            for i in best
            if evidence_score({**judged[i].signals, VERIFIER_SIGNAL: 1.0}, model) >= threshold
        ]
    read = dict(zip(best, verifier([judged[i].reading for i in best]), strict=True)) if best else {}
    out = []
    for number, j in enumerate(judged):
        if j.reading.hit.passage.heading:
            out.append(j)
            continue
        signals = {**j.signals, VERIFIER_SIGNAL: read.get(number, 0.0)}
        out.append(Judged(j.reading, evidence_score(signals, model), signals))
    return out


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
