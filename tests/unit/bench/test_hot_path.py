from pathlib import Path

from bench.hot_path import run

BEIR = Path(__file__).parents[2] / "fixtures" / "beir"


def test_the_hot_path_bench_times_every_system_at_both_depths() -> None:
    report = run(BEIR / "corpus.jsonl", BEIR / "queries.jsonl", repeats=1, limit=None)
    assert report["queries"]
    for k in (10, 100):
        figures = report[f"top{k}"]
        assert isinstance(figures, dict)
        assert set(figures) == {"index", "nisaba", "nisaba-uncached", "nisaba+snippets"}
        assert figures["index"]["ratioToIndex"] == 1.0
        assert all(f["medianMs"] > 0 for f in figures.values())
