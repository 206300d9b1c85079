"""The verifier's training pairs (``bench/fit_verifier.py``): swapped questions and sampling.

Only the data side is tested here; training needs PyTorch, which the product does not."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

from bench.fit_verifier import article_names, pairs, sample, swapped

SENTENCE = "So, in Francovich v Italy, the Italian government had failed to set up a fund in 1980."


def _positive(question: str, sentence: str = SENTENCE) -> dict[str, object]:
    return {"question": 0, "q": question, "title": "Law", "s": sentence, "y": 1, "own": True}


def test_a_swapped_question_names_what_its_sentence_does_not_hold() -> None:
    names = {"Law": ["Denmark", "Germany", "Italy", "1980", "1995"]}
    made = swapped([_positive("What did the government fail to do in Italy?")], names, 0)
    assert made, "a name the question shares with its sentence is swapped"
    for row in made:
        assert row["y"] == 0 and row["own"] and row["swap"]
        assert row["s"] == SENTENCE, "the sentence stays: only the question changes"
        assert row["q"] in {
            "What did the government fail to do in Denmark?",
            "What did the government fail to do in Germany?",
        }
    assert len({row["q"] for row in made}) == len(made), "no question twice"


def test_numbers_are_swapped_for_numbers_and_the_opening_word_never() -> None:
    names = {"Law": ["Denmark", "1995"]}
    made = swapped([_positive("When in 1980 was the fund not set up?")], names, 0)
    assert [row["q"] for row in made] == ["When in 1995 was the fund not set up?"]


def test_nothing_is_made_without_a_shared_name_or_from_a_negative() -> None:
    names = {"Law": ["Denmark", "1995"]}
    shared_nothing = _positive("Which fund was never set up?")
    negative = {**_positive("What did Italy fail to do?"), "y": 0}
    assert swapped([shared_nothing, negative], names, 0) == []


def test_article_names_skip_words_that_open_a_sentence(tmp_path: Path) -> None:
    corpus = tmp_path / "squad"
    corpus.mkdir()
    text = "Particularly in Europe, the law of Italy held. In 1980 it changed."
    with gzip.open(corpus / "corpus.jsonl.gz", "wt", encoding="utf-8") as out:
        out.write(json.dumps({"_id": "p1", "title": "Law", "text": text}) + "\n")
    assert article_names(corpus) == {"Law": ["1980", "Europe", "Italy"]}


def test_sample_draws_every_positive_and_the_asked_numbers_of_each_negative() -> None:
    rows = [
        _positive("What did Italy fail to do?"),
        {**_positive("What?"), "y": 0},
        {**_positive("Why?"), "y": 0},
        {**_positive("Where?"), "y": 0, "own": False},
        {**_positive("Who did Denmark fail?"), "y": 0, "swap": True},
        {**_positive("Who did Spain fail?"), "y": 0, "swap": True},
    ]
    chosen = sample(rows, hard=1, other=1, rng=random.Random(0), swaps=1)
    assert sum(r["y"] for r in chosen) == 1
    assert sum(1 for r in chosen if r.get("swap")) == 1
    assert sum(1 for r in chosen if not r["y"] and r["own"] and not r.get("swap")) == 1
    assert sum(1 for r in chosen if not r["own"]) == 1


def _squad(folder: Path, articles: list[str]) -> Path:
    folder.mkdir()
    with gzip.open(folder / "corpus.jsonl.gz", "wt", encoding="utf-8") as out:
        for article in articles:
            text = f"The river {article} rises in the hills. It flows to the sea in 1900."
            row = {"_id": f"{article}/0", "title": article, "text": text}
            out.write(json.dumps(row) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8") as out:
        for article in articles:
            row = {
                "id": article,
                "question": f"Where does the river {article} rise?",
                "answerable": True,
                "answers": ["in the hills"],
                "evidence": [f"{article}/0"],
            }
            out.write(json.dumps(row) + "\n")
    return folder


def test_a_fold_model_is_trained_without_its_folds_articles(tmp_path: Path) -> None:
    # held out: B, D; fit folds: A 0, C 1, E 0
    squad = _squad(tmp_path / "squad", ["A", "B", "C", "D", "E"])
    asked = lambda rows: {r["q"].split()[-2] for r in rows}  # noqa: E731
    assert asked(pairs(squad, 7)) == {"A", "C", "E"}
    assert asked(pairs(squad, 7, fold=0)) == {"C"}
    assert asked(pairs(squad, 7, fold=1)) == {"A", "E"}
