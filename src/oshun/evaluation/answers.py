"""``oshun eval answers``: Sophia's answers measured on questions with known answers.

The corpus (a BEIR file, or ``demo`` for the bundled Factbook) is ingested into a throw-away
library exactly as ``oshun ingest`` would, then every question is answered through the engine
(server-side time: the ``Sophia.answer`` call). Figures:

- answerable questions: answered rate, evidence hit rate (a gold answer string occurs in a
  claim, or — where no strings are given — a cited passage is one of ``evidence``), counted
  over all answerable questions;
- unanswerable questions: abstention rate;
- ``--ood-corpus``: the same questions asked of an unrelated library, abstention rate;
- citation faithfulness: claims whose text is an exact substring of every cited passage;
- the answer envelope's post-conditions (docs/sophia.md) on every envelope;
- median and p95 latency; the gate's threshold trade-off curve; confidence calibration.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from sqlalchemy import select

from oshun.evaluation.metrics import median, percentile
from oshun.evaluation.retrieval import _open_text
from oshun.services import Services
from oshun.settings import Settings
from oshun.sophia.envelope import AnswerEnvelope, Support
from oshun.sophia.gate import Judged
from oshun.store import Passage, Work

Progress = Callable[[int, int, str], None]
Retrieval = Literal["bm25", "hybrid"]
CURVE = (0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5)
CALIBRATION_BINS = (0.0, 0.4, 0.6, 0.7, 0.8, 0.9, 1.01)


@dataclass(slots=True)
class Question:
    id: str
    text: str
    answerable: bool
    answers: list[str]
    evidence: list[str]


@dataclass(slots=True)
class Outcome:
    question: Question
    envelope: AnswerEnvelope
    ms: float
    hit: bool
    faithful: int
    claims: int
    violations: list[str]
    # (evidence score, whether that witness holds the answer) of every judged hit
    judged: list[tuple[float, bool]] = field(default_factory=list)
    first_hit: bool = False  # the first claim (the first witness's quote) holds the answer


def load_questions(path: Path, limit: int | None = None) -> list[Question]:
    rows = [json.loads(line) for line in _open_text(path)]
    questions = [
        Question(
            str(r["id"]),
            str(r["question"]),
            bool(r.get("answerable", True)),
            [str(a) for a in r.get("answers") or []],
            [str(e) for e in r.get("evidence") or []],
        )
        for r in rows
    ]
    return questions[:limit] if limit else questions


def library_folder(data_dir: Path, corpus: str) -> Path:
    """Where ``--data-dir`` keeps the library of ``corpus``: one folder per corpus file, so a
    later run (or the other role, main or out-of-domain) reuses its stored vectors."""
    if corpus == "demo":
        return data_dir / "demo"
    path = Path(corpus).resolve()
    digest = hashlib.sha256(str(path).encode()).hexdigest()[:8]
    stem = "".join(c if c.isalnum() else "-" for c in path.parent.name + "-" + path.name)
    return data_dir / f"{stem}-{digest}"


def _library(
    corpus: str,
    workdir: Path,
    retrieval: Retrieval = "hybrid",
    progress: Progress | None = None,
) -> tuple[Services, dict[str, str]]:
    """The library of ``corpus`` in ``workdir``, ingested as ``oshun ingest`` does, with every
    passage vector stored (``retrieval="hybrid"``) so answers are judged as a user gets them.
    Vectors already stored in ``workdir`` are reused; missing ones are computed."""
    settings = Settings(
        data_dir=workdir, database_url=None, demo_library=False, retrieval=retrieval
    )
    services = Services.build(settings)
    if corpus == "demo":
        from oshun.corpus.demo import COLLECTION, factbook_works
        from oshun.corpus.ingest import ingest_works

        ingest_works(services.db, settings, factbook_works(), COLLECTION)
    else:
        from oshun.corpus.ingest import ingest_paths

        report = ingest_paths(services.db, settings, [Path(corpus)], collection="eval")
        if report.skipped:
            raise ValueError(f"corpus could not be ingested: {report.skipped[0]}")
    if retrieval == "hybrid":
        from oshun.retrieval.backfill import fill_vectors

        def embedded(done: int, total: int) -> None:
            if progress:
                progress(done, total, f"Embedding {corpus}")

        fill_vectors(settings.index_dir, services.db, services.nisaba.dense, progress=embedded)
        # Load the model before the first timed answer (a server has it loaded by then).
        services.nisaba.dense.embed_query("warm up")
    with services.db.session() as session:
        external = {
            pid: str(ext)
            for pid, ext in session.execute(
                select(Passage.id, Work.external_id).join(Work, Work.id == Passage.work_id)
            )
        }
    return services, external


def _holds_answer(question: Question, text: str, passage_id: str, external: dict[str, str]) -> bool:
    if question.answers:
        return any(answer in text for answer in question.answers)
    return external.get(passage_id) in question.evidence


def _check(envelope: AnswerEnvelope, texts: dict[str, str]) -> tuple[int, list[str]]:
    """Faithful claim count and post-condition violations of one envelope."""
    violations: list[str] = []
    cited = {c.id for c in envelope.citations}
    faithful = 0
    if envelope.abstained and (envelope.claims or envelope.answer):
        violations.append("abstention with prose")
    for claim in envelope.claims:
        if claim.support is Support.MODEL_ONLY:
            violations.append("model-only claim")
        if not claim.citation_ids or not set(claim.citation_ids) <= cited:
            violations.append("claim without valid citation")
        if claim.citation_ids and all(claim.text in texts.get(c, "") for c in claim.citation_ids):
            faithful += 1
    for citation in envelope.citations:
        if citation.locator not in texts.get(citation.id, ""):
            violations.append("locator not in passage")
    return faithful, violations


def _run(
    services: Services,
    external: dict[str, str],
    questions: list[Question],
    label: str,
    progress: Progress | None,
) -> list[Outcome]:
    sophia = services.sophia
    outcomes = []
    for number, question in enumerate(questions, start=1):
        started = time.perf_counter()
        envelope, judged = sophia.trace(question.text)
        ms = (time.perf_counter() - started) * 1000
        texts = {
            pid: record.text
            for pid, record in services.nisaba.passages([c.id for c in envelope.citations]).items()
        }
        faithful, violations = _check(envelope, texts)
        hit = not envelope.abstained and any(
            _holds_answer(question, claim.text, cid, external)
            for claim in envelope.claims
            for cid in claim.citation_ids
        )
        first = envelope.claims[0] if envelope.claims and not envelope.abstained else None
        first_hit = first is not None and any(
            _holds_answer(question, first.text, cid, external) for cid in first.citation_ids
        )
        outcomes.append(
            Outcome(
                question,
                envelope,
                ms,
                hit,
                faithful,
                len(envelope.claims),
                violations,
                [_judged_hit(question, j, external) for j in judged],
                first_hit,
            )
        )
        if progress:
            progress(number, len(questions), label)
    return outcomes


def _judged_hit(question: Question, judged: Judged, external: dict[str, str]) -> tuple[float, bool]:
    """(score as the gate applies it, whether the quote holds the answer) of one judged hit.

    The gate's rules for structured works override the score at any threshold: a title-only
    hit never passes (0), a hit whose title and heading the question names always does (1)."""
    reading = judged.reading
    quote = reading.hit.passage.text[reading.span.start : reading.span.end]
    score = 0.0 if reading.title_only else 1.0 if reading.names_field else judged.score
    return score, _holds_answer(question, quote, reading.hit.passage.id, external)


def _rate(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _curve(main: list[Outcome], ood: list[Outcome]) -> list[dict[str, Any]]:
    answerable = [o for o in main if o.question.answerable]
    unanswerable = [o for o in main if not o.question.answerable]
    rows = []
    for threshold in CURVE:

        def passes(o: Outcome, t: float = threshold) -> bool:
            return any(score >= t for score, _ in o.judged)

        rows.append(
            {
                "threshold": threshold,
                "answered": _rate(sum(passes(o) for o in answerable), len(answerable)),
                "evidenceHit": _rate(
                    sum(
                        any(s >= threshold and h for s, h in sorted(o.judged, reverse=True)[:6])
                        for o in answerable
                    ),
                    len(answerable),
                ),
                "unanswerableAbstained": _rate(
                    sum(not passes(o) for o in unanswerable), len(unanswerable)
                ),
                "oodAbstained": _rate(sum(not passes(o) for o in ood), len(ood)),
            }
        )
    return rows


def _calibration(outcomes: list[Outcome]) -> list[dict[str, Any]]:
    answered = [o for o in outcomes if o.question.answerable and not o.envelope.abstained]
    rows = []
    for low, high in itertools.pairwise(CALIBRATION_BINS):
        inside = [o for o in answered if low <= o.envelope.confidence < high]
        rows.append(
            {
                "confidence": f"{low:.1f}–{min(high, 1.0):.1f}",
                "answers": len(inside),
                "evidenceHit": _rate(sum(o.hit for o in inside), len(inside)),
                "firstWitnessHit": _rate(sum(o.first_hit for o in inside), len(inside)),
                "meanConfidence": round(sum(o.envelope.confidence for o in inside) / len(inside), 4)
                if inside
                else None,
            }
        )
    return rows


def _latency(outcomes: list[Outcome]) -> dict[str, float]:
    times = [o.ms for o in outcomes]
    return {"medianMs": round(median(times), 3), "p95Ms": round(percentile(times, 0.95), 3)}


def summarise(
    main: list[Outcome], ood: list[Outcome], threshold: float, corpus: str, ood_corpus: str | None
) -> dict[str, Any]:
    answerable = [o for o in main if o.question.answerable]
    unanswerable = [o for o in main if not o.question.answerable]
    everything = main + ood
    claims = sum(o.claims for o in everything)
    violations = sorted({v for o in everything for v in o.violations})
    states: dict[str, int] = {}
    for o in main:
        states[o.envelope.grounding_state.value] = (
            states.get(o.envelope.grounding_state.value, 0) + 1
        )
    return {
        "corpus": corpus,
        "oodCorpus": ood_corpus,
        "gateThreshold": threshold,
        "questions": len(main),
        "answerable": len(answerable),
        "unanswerable": len(unanswerable),
        "answeredRate": _rate(sum(not o.envelope.abstained for o in answerable), len(answerable)),
        "evidenceHitRate": _rate(sum(o.hit for o in answerable), len(answerable)),
        "unanswerableAbstentionRate": _rate(
            sum(o.envelope.abstained for o in unanswerable), len(unanswerable)
        ),
        "oodAbstentionRate": _rate(sum(o.envelope.abstained for o in ood), len(ood)),
        "citationFaithfulness": _rate(sum(o.faithful for o in everything), claims),
        "postConditionViolations": violations,
        "states": states,
        "latency": _latency(main),
        "oodLatency": _latency(ood) if ood else None,
        "tradeOff": _curve(main, ood),
        "calibration": _calibration(main),
    }


def evaluate_answers(
    corpus: str,
    questions_path: Path,
    ood_corpus: str | None = None,
    *,
    limit: int | None = None,
    progress: Progress | None = None,
    data_dir: Path | None = None,
    retrieval: Retrieval = "hybrid",
) -> dict[str, Any]:
    """``data_dir``: keep each corpus's library there (its vectors are computed once and
    reused by later runs); by default temporary ones are used. ``retrieval="bm25"`` measures
    the BM25-only setting (no embedding model)."""
    questions = load_questions(questions_path, limit)
    if not questions:
        raise ValueError("the questions file holds no question")
    with tempfile.TemporaryDirectory(prefix="oshun-eval-answers-") as scratch:
        where = data_dir if data_dir is not None else Path(scratch)
        folder = library_folder(where, corpus)
        services, external = _library(corpus, folder, retrieval, progress)
        threshold = services.settings.sophia_gate_threshold
        try:
            main = _run(services, external, questions, "Answering", progress)
        finally:
            services.close()
        ood: list[Outcome] = []
        if ood_corpus:
            services, external = _library(
                ood_corpus, library_folder(where, ood_corpus), retrieval, progress
            )
            try:
                ood = _run(services, external, questions, "Out-of-domain", progress)
            finally:
                services.close()
    report = summarise(main, ood, threshold, corpus, ood_corpus)
    report["retrieval"] = retrieval
    return report


def print_report(report: dict[str, Any], console: Any) -> None:
    """Human-readable tables of ``report``."""
    from rich.table import Table

    def pct(value: float | None) -> str:
        return "—" if value is None else f"{value * 100:.1f} %"

    table = Table(title=f"Sophia answers on {report['corpus']}")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row(
        "questions (answerable / unanswerable)",
        f"{report['answerable']} / {report['unanswerable']}",
    )
    table.add_row("answered (answerable)", pct(report["answeredRate"]))
    table.add_row("evidence hit (over answerable)", pct(report["evidenceHitRate"]))
    table.add_row("abstained (unanswerable)", pct(report["unanswerableAbstentionRate"]))
    ood_label = report["oodCorpus"] or "no --ood-corpus"
    table.add_row(f"abstained (OOD: {ood_label})", pct(report["oodAbstentionRate"]))
    table.add_row("citation faithfulness", pct(report["citationFaithfulness"]))
    table.add_row(
        "post-condition violations", ", ".join(report["postConditionViolations"]) or "none"
    )
    latency = report["latency"]
    table.add_row("latency median / p95", f"{latency['medianMs']:.2f} / {latency['p95Ms']:.2f} ms")
    if report["oodLatency"]:
        ood = report["oodLatency"]
        table.add_row("OOD latency median / p95", f"{ood['medianMs']:.2f} / {ood['p95Ms']:.2f} ms")
    table.add_row("gate threshold", str(report["gateThreshold"]))
    table.add_row("retrieval", str(report.get("retrieval", "hybrid")))
    console.print(table)
    curve = Table(title="Gate threshold trade-off")
    for column in (
        "threshold",
        "answered",
        "evidence hit",
        "unanswerable abstained",
        "OOD abstained",
    ):
        curve.add_column(column, justify="right")
    for row in report["tradeOff"]:
        curve.add_row(
            f"{row['threshold']:.2f}",
            pct(row["answered"]),
            pct(row["evidenceHit"]),
            pct(row["unanswerableAbstained"]),
            pct(row["oodAbstained"]),
        )
    console.print(curve)
    calibration = Table(title="Confidence calibration (answered, answerable)")
    for column in ("confidence", "answers", "mean confidence", "first witness hit", "evidence hit"):
        calibration.add_column(column, justify="right")
    for row in report["calibration"]:
        mean = row.get("meanConfidence")
        calibration.add_row(
            row["confidence"],
            str(row["answers"]),
            "—" if mean is None else f"{mean:.2f}",
            pct(row.get("firstWitnessHit")),
            pct(row["evidenceHit"]),
        )
    console.print(calibration)
