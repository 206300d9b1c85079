"""CLI commands of Sophia (`oshun ask`, `oshun eval answers`). Registered by oshun.cli.main."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]


def ask(
    question: Annotated[str, typer.Argument(help="The question (up to 600 characters).")],
    as_json: JsonOpt = False,
) -> None:
    """Answer a question from the library with cited passages, or abstain."""
    from oshun.cli.console import err, out
    from oshun.cli.context import open_services
    from oshun.errors import InvalidInput
    from oshun.web.links import link_envelope

    with open_services() as services:
        try:
            envelope = link_envelope(services.sophia.answer(question))
        except InvalidInput as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from exc
    if as_json:
        out.print_json(json.dumps(envelope.wire()))
        return
    out.print(f"[bold]{envelope.grounding_state.value}[/] · confidence {envelope.confidence:.2f}")
    if envelope.abstained:
        out.print(f"I don't know. {envelope.meter.explainer}", highlight=False)
        return
    out.print(envelope.answer, highlight=False)
    for part in envelope.parts:
        state = part.grounding_state.value
        out.print(
            f"• {part.question} — {state} · confidence {part.confidence:.2f}", highlight=False
        )
    for citation in envelope.citations:
        where = f", page {citation.page}" if citation.page else ""
        out.print(f"{citation.label} {citation.title} ({citation.kind}{where}) {citation.id}")
    out.print(envelope.meter.explainer, style="dim", highlight=False)


def eval_answers(
    corpus: Annotated[str, typer.Option(help="BEIR corpus.jsonl(.gz), or 'demo'.")],
    questions: Annotated[Path, typer.Option(help="questions.jsonl (see docs).", exists=True)],
    ood_corpus: Annotated[
        str | None,
        typer.Option(help="Unrelated corpus (BEIR file or 'demo'): every answer should abstain."),
    ] = None,
    limit: Annotated[int | None, typer.Option(help="Use only the first N questions.")] = None,
    data_dir: Annotated[
        Path | None,
        typer.Option(
            help="Keep each corpus's evaluation library (and its passage vectors) in a folder "
            "under this one, so later runs reuse the vectors instead of embedding again "
            "[default: <OSHUN_DATA_DIR>/eval-libraries]."
        ),
    ] = None,
    bm25: Annotated[
        bool,
        typer.Option("--bm25", help="Measure the BM25-only setting (no embedding model)."),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Answered, evidence-hit, abstention and faithfulness rates, latency, gate trade-off."""
    from oshun.cli.console import out, progress_bar
    from oshun.evaluation.answers import evaluate_answers, print_report
    from oshun.settings import Settings

    if data_dir is None:
        # Embedding a corpus takes minutes to an hour: the libraries are kept by default.
        data_dir = Settings().data_dir / "eval-libraries"

    with progress_bar() as bar:
        task = bar.add_task("Answering", total=None, visible=not as_json)

        def step(done: int, total: int, label: str) -> None:
            bar.update(task, completed=done, total=total, description=label)

        report = evaluate_answers(
            corpus,
            questions,
            ood_corpus,
            limit=limit,
            progress=step,
            data_dir=data_dir,
            retrieval="bm25" if bm25 else "hybrid",
        )
    if as_json:
        out.print_json(json.dumps(report))
        return
    print_report(report, out)


def register(app: typer.Typer, eval_app: typer.Typer) -> None:
    """Add Sophia's commands to the `oshun` app and its `eval` group."""
    app.command("ask")(ask)
    eval_app.command("answers")(eval_answers)
