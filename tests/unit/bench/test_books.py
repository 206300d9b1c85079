import json

from bench.books import QUESTIONS, ends_sentence, load, starts_sentence

BOOK = (
    "CHAPTER I\n\nMr. Bennet was among the earliest of those who waited on Mr.\n"
    'Bingley. He had always intended to visit him. "Is it so?" said she.\n'
    "likewise.--Here it ended"
)


def test_sentence_starts_and_ends_are_judged_on_the_book_not_its_lines() -> None:
    assert starts_sentence(BOOK, BOOK.index("Mr. Bennet"))  # after a blank line
    assert starts_sentence(BOOK, BOOK.index("He had"))  # after a stop
    assert not starts_sentence(BOOK, BOOK.index("Bingley."))  # after a title's stop
    assert not starts_sentence(BOOK, BOOK.index("waited"))
    assert starts_sentence(BOOK, BOOK.index("Here"))  # after ".--"
    assert ends_sentence(BOOK, BOOK.index("CHAPTER I") + len("CHAPTER I"))  # paragraph end
    assert ends_sentence(BOOK, BOOK.index("him.") + len("him."))
    assert not ends_sentence(BOOK, BOOK.index("Mr.\n") + len("Mr."))  # a title
    assert not ends_sentence(BOOK, BOOK.index("Mr.\n"))  # a line end inside a sentence
    assert not ends_sentence(BOOK, BOOK.index('so?"') + len('so?"'))  # "said she" follows
    assert ends_sentence(BOOK, len(BOOK))


def test_the_question_file_is_well_formed() -> None:
    questions = load(QUESTIONS)
    assert len(questions) >= 30
    assert len({q.id for q in questions}) == len(questions)
    books = {q.book for q in questions}
    assert books == {
        "emma",
        "mansfieldpark",
        "northangerabbey",
        "persuasion",
        "prideprejudice",
        "sensesensibility",
    }
    for line in QUESTIONS.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        assert row["question"].endswith("?") and row["answers"] and row["evidence"]


def test_the_bench_runs_end_to_end_on_a_small_wrapped_book(tmp_path) -> None:
    import gzip

    from bench.books import BookQuestion, run

    book = (
        "A TALE\n\nCHAPTER I\n\n"
        "Mr. Collins was the rector of Hunsford, a parish in Kent near Rosings\n"
        "Park, the seat of Lady Catherine de Bourgh. He married Charlotte Lucas,\n"
        "the eldest daughter of Sir William Lucas, in the autumn of that year.\n"
    )
    corpus = tmp_path / "books"
    corpus.mkdir()
    (corpus / "tale.txt.gz").write_bytes(gzip.compress(book.encode()))
    question = BookQuestion(
        "collins", "tale", "What does Mr. Collins do?", ["rector"], "the rector of Hunsford"
    )
    summary = run(corpus, [question])
    assert summary["questions"] == 1 and summary["claims"] >= 1
    assert summary["wholeSentenceRate"] == 1.0 and summary["exactHighlightRate"] == 1.0
    assert summary["answerInClaimRate"] == 1.0 and summary["evidenceCitedRate"] == 1.0
    assert summary["allSentencesWholeRate"] == 1.0
