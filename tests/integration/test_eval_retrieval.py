from oshun.evaluation.retrieval import evaluate_retrieval
from tests.conftest import FIXTURES

BEIR = FIXTURES / "beir"


def test_retrieval_eval_reports_both_systems() -> None:
    report = evaluate_retrieval(
        BEIR / "corpus.jsonl", BEIR / "queries.jsonl", BEIR / "qrels.tsv", repeats=1
    )
    assert report.queries == 3 and report.documents == 5
    oshun, baseline = report.systems
    assert (oshun.name, baseline.name) == ("oshun", "bm25s-baseline")
    # Each judged query's one relevant document is findable by both.
    assert oshun.ndcg_at_10 == 1.0 and oshun.recall_at_100 == 1.0
    assert baseline.recall_at_100 == 1.0
    assert oshun.median_ms > 0 and baseline.median_ms > 0
    assert oshun.median_ms_at_10 > 0 and baseline.median_ms_at_10 > 0
    data = report.as_dict()
    assert data["latencyRatio"] == round(oshun.median_ms / baseline.median_ms, 3)
    assert data["latencyRatioAt10"] == round(oshun.median_ms_at_10 / baseline.median_ms_at_10, 3)
