import pytest

from oshun.sophia.envelope import MeterLevel
from oshun.sophia.gate import WEIGHTS, evidence_score
from oshun.sophia.meter import FACTORS, build_meter, confidence, factors


def _signals(**overrides: float) -> dict[str, float]:
    values = dict.fromkeys(WEIGHTS, 0.5)
    values.update(overrides)
    return values


def test_more_coverage_and_agreement_raise_the_evidence_score() -> None:
    weak = evidence_score(_signals(matched_terms=0.2, agreement=0.2, focused_match=0.1))
    strong = evidence_score(_signals(matched_terms=1.0, agreement=1.0, focused_match=1.0))
    assert 0.0 < weak < strong < 1.0


def test_a_missing_rare_term_lowers_the_evidence_score() -> None:
    assert evidence_score(_signals(missing_rare_term=1.0)) < evidence_score(
        _signals(missing_rare_term=0.0)
    )


def test_meter_without_witnesses_is_empty_and_names_every_factor() -> None:
    values = factors([], 0.2)
    meter = build_meter(values, "No passage mentions it.", abstained=True)
    assert meter.fill == 0.0 and meter.level is MeterLevel.NONE
    assert [f.name for f in meter.factors] == list(FACTORS)
    assert confidence(values) == 0.0


def test_confidence_rises_with_evidence_and_coverage() -> None:
    values = dict.fromkeys(FACTORS, 0.5) | {"witnessCount": 1 / 3}
    low = confidence(values | {"evidenceScore": 0.2, "termCoverage": 0.3})
    high = confidence(values | {"evidenceScore": 0.9, "termCoverage": 0.9})
    assert 0.0 < low < high < 1.0


def test_the_meter_fill_is_the_confidence_and_its_level_reads_it() -> None:
    values = dict.fromkeys(FACTORS, 0.5) | {"witnessCount": 1 / 3}
    for certainty, expected in ((0.79, MeterLevel.HIGH), (0.5, MeterLevel.MODERATE)):
        meter = build_meter(values, "…", abstained=False, confidence=certainty)
        assert meter.fill == certainty and meter.level is expected
    assert build_meter(values, "…", abstained=True, confidence=0.9).fill == 0.0


def test_freshness_halves_every_half_life_and_never_moves_confidence() -> None:
    from datetime import date

    from oshun.sophia.meter import FRESHNESS_HALF_LIFE_YEARS, freshness

    class _Passage:
        def __init__(self, published: date | None, updated: date | None) -> None:
            self.published, self.updated = published, updated

    class _Judged:
        def __init__(self, published: date | None, updated: date | None = None) -> None:
            self.reading = type("R", (), {"hit": type("H", (), {})()})()
            self.reading.hit.passage = _Passage(published, updated)

    today = date(2026, 1, 1)
    old = date(2026 - int(FRESHNESS_HALF_LIFE_YEARS), 1, 1)
    assert freshness([_Judged(None)], today) is None  # type: ignore[list-item]
    assert freshness([_Judged(today)], today) == 1.0  # type: ignore[list-item]
    assert freshness([_Judged(old)], today) == pytest.approx(0.5, abs=0.01)  # type: ignore[list-item]
    assert freshness([_Judged(old, today)], today) == 1.0  # type: ignore[list-item]  # updated wins
    values = dict.fromkeys(FACTORS, 0.5) | {"witnessCount": 1 / 3}
    assert confidence(values) == confidence(values | {"freshness": 0.01})
    meter = build_meter(values | {"freshness": 0.5}, "…", abstained=False, confidence=0.5)
    assert [f.name for f in meter.factors] == [*FACTORS, "freshness"]


def test_hybrid_hits_are_judged_with_their_meaning_and_bm25_hits_without() -> None:
    from oshun.retrieval.search import SearchHit
    from oshun.sophia.gate import DENSE_SIGNALS, judge
    from oshun.sophia.question import parse_question
    from oshun.sophia.signals import TermStats, read_hit
    from tests.unit.sophia.test_signals import _hit

    question = parse_question("When did Watt patent his design?")
    stats = TermStats(1000, lambda term: 10)
    text = "He patented his design in 1769."
    base = _hit("Steam engine", "", text)

    def readings(dense: tuple[float | None, ...]) -> list:  # type: ignore[type-arg]
        hits = [SearchHit(base.passage, 1.0, i + 1, 8.0 - i, d) for i, d in enumerate(dense)]
        return [read_hit(question, hit, stats, 8.0) for hit in hits]

    lexical = judge(readings((None, None)), 0.0, 3, question.answer_type)
    assert not set(DENSE_SIGNALS) & set(lexical[0].signals)
    semantic = judge(readings((0.7, 0.35)), 0.0, 3, question.answer_type)
    first, second = (j.signals for j in semantic)
    assert set(DENSE_SIGNALS) <= set(first)
    assert first["passage_sim"] == 0.7 and first["passage_sim_rank"] == 1.0
    assert second["passage_sim_gap"] == 0.35 and second["passage_sim_rank"] == 0.5
    assert first["type_match"] == 1.0  # a date for "when"
