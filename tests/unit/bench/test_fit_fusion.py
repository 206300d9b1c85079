import json
from pathlib import Path

from bench.fit_fusion import best_k, dev_claims, documents, ranked, score


def test_dev_claims_keep_answerable_claims_with_evidence(tmp_path: Path) -> None:
    path = tmp_path / "claims.jsonl"
    rows = [
        {"id": "c1", "question": "A claim.", "answerable": True, "evidence": ["d1", "d2"]},
        {"id": "c2", "question": "No evidence.", "answerable": False, "evidence": []},
        {"id": "c3", "question": "Odd row.", "answerable": True, "evidence": []},
    ]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    queries, qrels = dev_claims(path)
    assert queries == {"c1": "A claim."}
    assert qrels == {"c1": {"d1": 1, "d2": 1}}


def test_a_document_ranks_where_its_best_passage_ranks() -> None:
    fused = {"p1": 0.1, "p2": 0.3, "p3": 0.2}
    assert ranked(fused) == ["p2", "p3", "p1"]
    assert documents(ranked(fused), {"p1": "a", "p2": "b", "p3": "a"}) == ["b", "a"]


def test_score_is_ndcg_and_recall_over_judged_queries() -> None:
    judged = ({"q1": "x", "q2": "y"}, {"q1": {"a": 1}, "q2": {"b": 1}, "q9": {"c": 1}})
    perfect = score(lambda text: {"x": ["a"], "y": ["b"]}[text], judged)
    assert perfect == (1.0, 1.0)
    missing = score(lambda text: ["z"], judged)
    assert missing == (0.0, 0.0)


def test_best_k_is_the_best_dev_ndcg_and_the_smallest_of_equals() -> None:
    figures = {
        60: {"dev": (0.8455, 0.99), "test": (0.71, 0.95)},
        15: {"dev": (0.8528, 0.99), "test": (0.70, 0.95)},
        20: {"dev": (0.85281, 0.99), "test": (0.73, 0.95)},
    }
    assert best_k(figures) == 15  # the test set never decides
