"""Optional synthesis: an OpenAI-compatible model writes claims, the server checks them.

The model sees the witnesses (the passages that passed the evidence gate) and must reply
with JSON claims citing passage ids. Validation removes ids that are not witnesses, drops a
claim left with none (``model-only``), and drops a claim whose content words are not found in
its cited passages (a lexical support check). Any failure (HTTP error, timeout, unparsable
reply, no usable claim) raises ``SynthesisFailed`` and the engine keeps its extractive answer.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import httpx

from oshun.retrieval.analysis import terms
from oshun.settings import Settings
from oshun.sophia.compose import Composition, answer_text
from oshun.sophia.envelope import Claim, Support
from oshun.sophia.gate import Judged
from oshun.sophia.prompts import synthesis_messages

#: Share of a synthesized claim's content terms that must occur in its cited passages.
SUPPORT_SHARE = 0.8
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


class SynthesisFailed(Exception):
    """The model could not give a usable answer; the reason is the message."""


@dataclass(frozen=True, slots=True)
class DraftClaim:
    text: str
    citation_ids: list[str]


def _json_object(content: str) -> object:
    fenced = _FENCE.search(content)
    candidate = fenced.group(1) if fenced else content
    start, end = candidate.find("{"), candidate.rfind("}")
    if start < 0 or end <= start:
        raise SynthesisFailed("the model's reply holds no JSON object")
    try:
        return json.loads(candidate[start : end + 1])
    except ValueError as exc:
        raise SynthesisFailed(f"the model's reply is not valid JSON: {exc}") from exc


def parse_claims(content: str) -> list[DraftClaim]:
    """Claims of a model reply, unvalidated; raises ``SynthesisFailed`` if there are none."""
    data = _json_object(content)
    raw = data.get("claims") if isinstance(data, dict) else None
    if not isinstance(raw, list):
        raise SynthesisFailed("the model's reply has no claims list")
    drafts = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            continue
        ids = item.get("citationIds", item.get("citation_ids", []))
        ids = [str(i) for i in ids] if isinstance(ids, list) else []
        text = " ".join(item["text"].split())
        if text:
            drafts.append(DraftClaim(text, ids))
    return drafts


def supported(claim: str, passages: list[str]) -> bool:
    """Lexical support: most content terms and every number of ``claim`` are in ``passages``."""
    source = "\n".join(passages)
    available = set(terms(source))
    wanted = set(terms(claim))
    if not wanted:
        return False
    if len(wanted & available) / len(wanted) < SUPPORT_SHARE:
        return False
    numbers = set(_NUMBER.findall(source))
    return all(number in numbers for number in _NUMBER.findall(claim))


def validate(drafts: list[DraftClaim], witnesses: dict[str, str]) -> list[DraftClaim]:
    """Keep claims with ≥ 1 witness id (dangling ids removed) that their passages support."""
    kept = []
    for draft in drafts:
        ids = list(dict.fromkeys(i for i in draft.citation_ids if i in witnesses))
        if not ids:
            continue  # model-only: never emitted
        if not supported(draft.text, [witnesses[i] for i in ids]):
            continue
        kept.append(DraftClaim(draft.text, ids))
    return kept


class Synthesizer:
    """A chat-completions client with a bounded timeout."""

    def __init__(self, settings: Settings, transport: httpx.BaseTransport | None = None) -> None:
        if not settings.llm_base_url:
            raise ValueError("synthesis needs llm_base_url")
        self.url = settings.llm_base_url.rstrip("/") + "/chat/completions"
        self.model = settings.llm_model
        self.timeout = settings.llm_timeout_seconds
        headers = (
            {"Authorization": f"Bearer {settings.llm_api_key}"} if settings.llm_api_key else {}
        )
        self._client = httpx.Client(timeout=self.timeout, headers=headers, transport=transport)

    def complete(self, question: str, witnesses: list[tuple[str, str, str]]) -> str:
        payload = {
            "model": self.model,
            "messages": synthesis_messages(question, witnesses),
            "temperature": 0,
        }
        try:
            response = self._client.post(self.url, json=payload)
            response.raise_for_status()
            content = response.json()["choices"][0]["message"]["content"]
        except httpx.TimeoutException as exc:
            raise SynthesisFailed(f"the model did not answer within {self.timeout} s") from exc
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
            raise SynthesisFailed(f"the model endpoint failed: {exc}") from exc
        if not isinstance(content, str):
            raise SynthesisFailed("the model's reply has no text")
        return content

    def claims(self, question: str, witnesses: list[tuple[str, str, str]]) -> list[DraftClaim]:
        """Validated claims for ``question``; raises ``SynthesisFailed`` when none is usable."""
        drafts = parse_claims(self.complete(question, witnesses))
        kept = validate(drafts, {pid: text for pid, _title, text in witnesses})
        if not kept:
            raise SynthesisFailed("no claim of the model's reply survived validation")
        return kept

    def close(self) -> None:
        self._client.close()


def synthesized_composition(
    synthesizer: Synthesizer,
    question: str,
    witnesses: list[Judged],
    extractive: Composition,
) -> Composition:
    """Claims written by the model over ``witnesses``; only the passages it cites are kept.

    A citation's locator stays the extractive quote of that witness (an exact passage span).
    """
    inputs = [
        (j.reading.hit.passage.id, j.reading.hit.passage.title, j.reading.hit.passage.text)
        for j in witnesses
    ]
    drafts = synthesizer.claims(question, inputs)
    used = {cid for draft in drafts for cid in draft.citation_ids}
    by_id = {c.id: c for c in extractive.citations}
    kept = [c for c in extractive.citations if c.id in used]
    citations = [
        c.model_copy(update={"label": f"[{number}]"}) for number, c in enumerate(kept, start=1)
    ]
    assert all(cid in by_id for cid in used)
    claims = [
        Claim(
            id=f"c{number}",
            text=draft.text,
            support=Support.SYNTHESIZED,
            citation_ids=draft.citation_ids,
        )
        for number, draft in enumerate(drafts, start=1)
    ]
    return Composition(answer_text(claims, citations), claims, citations)
