"""Books bench: are Sophia's quotes whole sentences of hard-wrapped books, and do they answer?

Jane Austen's six novels (Project Gutenberg text, hard-wrapped at about 70 characters) are
ingested into a throw-away library exactly as ``oshun ingest`` does, and every question of
``bench/austen_questions.jsonl`` (written the way a reader asks: who marries whom,
relations, places, occupations) is asked through the engine. Reported:

- **whole sentences**: the share of claims that begin at a sentence start and end at a
  sentence end *of the book*. The check is the bench's own, deliberately simpler than the
  segmenter (``oshun.sentences``) and blind to line breaks: a claim begins at the start of
  the book or of a paragraph (after a blank line), or after ``.``/``!``/``?`` (closing
  quotes allowed) that does not follow a title (``Mr.``) or an initial (a capital other
  than "I"), with a capital,
  digit or quote first; it ends symmetrically. Target ≥ 98 %.
- **exact highlight**: the share of citations whose locator the reader's matcher
  (``find_locator``, white-space and case tolerant) finds exactly at the quoted span.
- **answered**: share of questions not abstained.
- **answer in a claim**: a gold answer string occurs in a claim (white space normalised).
- **answering passage cited**: a cited passage holds the question's evidence text (a short
  verbatim excerpt of the book, white space normalised; the bench stops if an excerpt is not
  in its book).
- **all sentences**: the same whole-sentence check over every sentence the segmenter finds
  in every passage of the library (not only the quoted ones), and its time per passage.

    .venv/bin/python -m bench.books --corpus ../shared/corpora/austen [--json] [--show]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

QUESTIONS = Path(__file__).with_name("austen_questions.jsonl")

_TERMINATOR = re.compile(r"(?:[.!?]+|…)[\"'”’)\]_]*(?:--|—)?$")
_TITLE = re.compile(
    r"(?:\b(?:Mr|Mrs|Ms|Dr|St|Col|Capt|Gen|Adm|Rev|Lt|Sgt|Prof)|(?<![A-Za-z])[A-HJ-Z])\.(?:--|—)?$"
)
_PARAGRAPH = re.compile(r"\n[ \t]*\n")
_OPENING = "\"'“‘(_["
_WINDOW = 400  # characters either side a check looks at


@dataclass(frozen=True, slots=True)
class BookQuestion:
    id: str
    book: str
    question: str
    answers: list[str]
    evidence: str


def load(path: Path) -> list[BookQuestion]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return [
        BookQuestion(r["id"], r["book"], r["question"], list(r["answers"]), r["evidence"])
        for r in rows
    ]


def _flat(text: str) -> str:
    return " ".join(text.split()).lower()


def starts_sentence(book: str, start: int) -> bool:
    """Whether ``book[start:]`` begins a sentence (see the module docstring)."""
    before = book[max(0, start - _WINDOW) : start]
    stripped = before.rstrip()
    if (not stripped and start <= _WINDOW) or _PARAGRAPH.search(before[len(stripped) :]):
        return True
    if not _TERMINATOR.search(stripped) or _TITLE.search(stripped):
        return False
    first = book[start:].lstrip(_OPENING + "-—")[:1]
    return first.isupper() or first.isdigit()


def ends_sentence(book: str, end: int) -> bool:
    """Whether ``book[:end]`` ends a sentence (see the module docstring)."""
    after = book[end : end + _WINDOW]
    stripped = after.lstrip()
    if (not stripped and end + _WINDOW >= len(book)) or _PARAGRAPH.search(
        after[: len(after) - len(stripped)]
    ):
        return True
    head = book[max(0, end - _WINDOW) : end]
    if not _TERMINATOR.search(head) or _TITLE.search(head):
        return False
    first = stripped.lstrip(_OPENING)[:1]
    return first.isupper() or first.isdigit()


def run(corpus: Path, questions: list[BookQuestion], show: bool = False) -> dict[str, Any]:
    from oshun.corpus.formats.text import read_text
    from oshun.corpus.ingest import ingest_paths
    from oshun.retrieval.locate import find_locator
    from oshun.services import Services
    from oshun.settings import Settings

    books = sorted(corpus.glob("*.txt*"))
    if not books:
        raise SystemExit(f"no .txt or .txt.gz book in {corpus}")
    with tempfile.TemporaryDirectory(prefix="oshun-bench-books-") as workdir:
        settings = Settings(data_dir=Path(workdir), database_url=None, demo_library=False)
        services = Services.build(settings)
        try:
            started = time.perf_counter()
            report = ingest_paths(services.db, settings, books, collection="books")
            ingest_s = time.perf_counter() - started
            if report.skipped:
                raise SystemExit(f"ingest failed: {report.skipped[0]}")
            sources = {str(path.resolve()): read_text(path) for path in books}
            _check_evidence(
                questions, {_stem(path): sources[str(path.resolve())] for path in books}
            )
            everything = _all_sentences(services, sources)
            rows = []
            for question in questions:
                envelope, judged = services.sophia.trace(question.question)
                spans = {j.reading.hit.passage.id: j.reading.span for j in judged}
                records = services.nisaba.passages([c.id for c in envelope.citations])
                claims = []
                for citation in envelope.citations:
                    record = records[citation.id]
                    span = spans[citation.id]
                    source = _source_of(sources, record)
                    # The quote ends with the chosen sentence (it may start earlier when
                    # that sentence alone would not locate exactly).
                    quote_start = span.end - len(citation.locator)
                    begin = record.char_start + quote_start
                    finish = record.char_start + span.end
                    located = find_locator(record.text, citation.locator)
                    claims.append(
                        {
                            "passage": citation.id,
                            "quote": citation.locator,
                            "start": starts_sentence(source, begin),
                            "end": ends_sentence(source, finish),
                            "highlight": located == (quote_start, span.end)
                            and record.text[quote_start : span.end] == citation.locator,
                            "holdsEvidence": _flat(question.evidence) in _flat(record.text),
                        }
                    )
                answer_hit = any(
                    _flat(answer) in _flat(c["quote"])
                    for c in claims
                    for answer in question.answers
                )
                rows.append(
                    {
                        "id": question.id,
                        "question": question.question,
                        "answered": not envelope.abstained,
                        "state": envelope.grounding_state.value,
                        "answerInClaim": answer_hit,
                        "evidenceCited": any(c["holdsEvidence"] for c in claims),
                        "claims": claims,
                    }
                )
                if show:
                    _show(rows[-1])
        finally:
            services.close()
    return {**_summary(rows, ingest_s), **everything}


def _stem(path: Path) -> str:
    return path.name.split(".", 1)[0]


def _check_evidence(questions: list[BookQuestion], books: dict[str, str]) -> None:
    flat = {name: _flat(text) for name, text in books.items()}
    for question in questions:
        if _flat(question.evidence) not in flat.get(question.book, ""):
            raise SystemExit(f"{question.id}: evidence not found in {question.book!r}")


def _all_sentences(services: Any, sources: dict[str, str]) -> dict[str, Any]:
    """Whole-sentence share of every sentence of every passage, and the time to split."""
    from sqlalchemy import select

    from oshun.sentences import split_sentences
    from oshun.store import Passage, Work

    with services.db.session() as session:
        rows = list(
            session.execute(
                select(Passage.text, Passage.char_start, Work.external_id).join(
                    Work, Work.id == Passage.work_id
                )
            )
        )
    by_name = {Path(path).name: text for path, text in sources.items()}
    whole = total = 0
    elapsed = 0.0
    for text, offset, external in rows:
        book = by_name.get(Path(str(external)).name) or sources[str(external)]
        started = time.perf_counter()
        spans = split_sentences(text)
        elapsed += time.perf_counter() - started
        for span in spans:
            total += 1
            whole += starts_sentence(book, offset + span.start) and ends_sentence(
                book, offset + span.end
            )
    return {
        "allSentences": total,
        "allSentencesWholeRate": _rate(whole, total),
        "splitMicrosecondsPerPassage": round(elapsed / max(1, len(rows)) * 1e6, 1),
        "passages": len(rows),
    }


def _source_of(sources: dict[str, str], record: Any) -> str:
    """The book text a passage was cut from (its offsets are into this text)."""
    for text in sources.values():
        if text[record.char_start : record.char_end] == record.text:
            return text
    raise SystemExit(f"passage {record.id} is not at its offsets in any book")


def _show(row: dict[str, Any]) -> None:
    print(f"\n{row['id']}: {row['question']} [{row['state']}]", file=sys.stderr)
    for claim in row["claims"]:
        flags = "".join(
            mark if claim[key] else "-"
            for key, mark in (
                ("start", "S"),
                ("end", "E"),
                ("highlight", "H"),
                ("holdsEvidence", "*"),
            )
        )
        print(f"  {flags} {' '.join(claim['quote'].split())[:160]}", file=sys.stderr)


def _rate(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _summary(rows: list[dict[str, Any]], ingest_s: float) -> dict[str, Any]:
    claims = [c for row in rows for c in row["claims"]]
    return {
        "questions": len(rows),
        "claims": len(claims),
        "wholeSentenceRate": _rate(sum(c["start"] and c["end"] for c in claims), len(claims)),
        "sentenceStartRate": _rate(sum(c["start"] for c in claims), len(claims)),
        "sentenceEndRate": _rate(sum(c["end"] for c in claims), len(claims)),
        "exactHighlightRate": _rate(sum(c["highlight"] for c in claims), len(claims)),
        "answeredRate": _rate(sum(r["answered"] for r in rows), len(rows)),
        "answerInClaimRate": _rate(sum(r["answerInClaim"] for r in rows), len(rows)),
        "evidenceCitedRate": _rate(sum(r["evidenceCited"] for r in rows), len(rows)),
        "ingestSeconds": round(ingest_s, 2),
        "rows": rows,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, required=True, help="folder of the six novels")
    parser.add_argument("--questions", type=Path, default=QUESTIONS)
    parser.add_argument("--json", action="store_true", help="print the full JSON report")
    parser.add_argument("--show", action="store_true", help="print every claim, flagged")
    args = parser.parse_args(argv)
    summary = run(args.corpus, load(args.questions), show=args.show)
    if args.json:
        print(json.dumps(summary, indent=1))
        return
    for key, value in summary.items():
        if key != "rows":
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
