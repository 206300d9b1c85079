from pathlib import Path

from oshun.evaluation.retrieval import evaluate_retrieval
from tests.conftest import FIXTURES

BEIR = FIXTURES / "beir"


def test_retrieval_eval_reports_every_system(tmp_path: Path) -> None:
    report = evaluate_retrieval(
        BEIR / "corpus.jsonl",
        BEIR / "queries.jsonl",
        BEIR / "qrels.tsv",
        repeats=1,
        data_dir=tmp_path / "eval",
    )
    assert report.queries == 3 and report.documents == 5
    names = [s.name for s in report.systems]
    assert names == [
        "oshun-bm25",
        "oshun-dense",
        "oshun-hybrid",
        "oshun-convex",
        "bm25s-baseline",
    ]
    bm25, dense, hybrid, convex, baseline = report.systems
    # Each judged query's one relevant document is findable by every system.
    for system in (bm25, hybrid, convex):
        assert system.ndcg_at_10 == 1.0 and system.recall_at_100 == 1.0, system.name
    assert dense.recall_at_100 == 1.0 and dense.ndcg_at_10 > 0.5
    assert baseline.recall_at_100 == 1.0
    for system in report.systems:
        assert system.median_ms > 0 and system.median_ms_at_10 > 0, system.name
    # Hybrid embeds every query afresh (no cache inside the timing): slower than BM25 alone.
    assert hybrid.median_ms > bm25.median_ms
    data = report.as_dict()
    assert data["latencyRatio"] == round(hybrid.median_ms / baseline.median_ms, 3)
    assert data["latencyRatioAt10"] == round(hybrid.median_ms_at_10 / baseline.median_ms_at_10, 3)
    ratios = data["latencyRatios"]
    assert isinstance(ratios, dict)
    assert ratios["oshun-bm25"]["latencyRatio"] == round(bm25.median_ms / baseline.median_ms, 3)


def test_a_kept_evaluation_library_reuses_its_vectors(tmp_path: Path) -> None:
    messages: list[str] = []
    args = (BEIR / "corpus.jsonl", BEIR / "queries.jsonl", BEIR / "qrels.tsv")
    first = evaluate_retrieval(*args, repeats=1, data_dir=tmp_path, progress=messages.append)
    assert "embedded 0/5 passages" in messages and "embedded 5/5 passages" in messages
    messages.clear()
    again = evaluate_retrieval(*args, repeats=1, data_dir=tmp_path, progress=messages.append)
    assert "embedded 0/5 passages" not in messages and "embedded 5/5 passages" in messages
    assert [s.ndcg_at_10 for s in again.systems] == [s.ndcg_at_10 for s in first.systems]
