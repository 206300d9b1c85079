"""The answer envelope (docs/sophia.md): pydantic models, camelCase on the wire."""

from __future__ import annotations

from enum import StrEnum

from pydantic import AliasChoices, BaseModel, ConfigDict, Field

from oshun.wire import WireModel


class GroundingState(StrEnum):
    GROUNDED = "grounded"  # three or more witnesses passed the evidence gate
    PARTIAL = "partial"  # one or two witnesses
    UNGROUNDED = "ungrounded"  # no witness (or search unavailable): abstains
    ABSTAINED = "abstained"  # empty question: nothing to answer
    RETRACTED_SOURCE = "retracted-source"  # the only evidence is retracted: abstains


class Support(StrEnum):
    RETRIEVED = "retrieved"  # quoted verbatim from the cited passage
    SYNTHESIZED = "synthesized"  # written by the model, checked against the cited passages
    MODEL_ONLY = "model-only"  # no valid citation: never emitted


class Composer(StrEnum):
    EXTRACTIVE = "extractive"
    SYNTHESIZED = "synthesized"


class MeterLevel(StrEnum):
    NONE = "none"
    LOW = "low"
    MODERATE = "moderate"
    HIGH = "high"


class _Camel(WireModel):
    model_config = ConfigDict(frozen=True)


class AnswerRequest(BaseModel):
    """``{"q": "…"}``; ``query`` and ``question`` are accepted aliases of ``q``."""

    model_config = ConfigDict(populate_by_name=True, extra="ignore")

    q: str = Field(
        default="",
        validation_alias=AliasChoices("q", "query", "question"),
        description="The question (up to 600 characters).",
        examples=["What is the capital of Mongolia?"],
    )
    source_set: str | None = Field(
        default=None,
        validation_alias=AliasChoices("sourceSet", "source_set"),
        description="The id of a source set you may read: the answer comes from its works "
        "only. Without it, from every set you may read.",
    )


class Citation(_Camel):
    id: str = Field(description="Passage id of the witness.")
    title: str
    kind: str
    summary: str = Field(description="The passage's opening, for a witness card.")
    label: str = Field(description="Citation label used in the answer text, like [1].")
    weight: float = Field(description="Kind-based witness weight in [0, 1].")
    locator: str = Field(description="Exact text span of the passage this answer relies on.")
    page: int | None = Field(
        default=None, description="Page of the passage in a paged source (PDF), if any."
    )
    href: str = Field(
        default="",
        description="Reader link that opens the passage at the locator (added by the web layer).",
    )
    heading: str = Field(
        default="",
        description="The passage's heading in its work, like 'Geography › Area'.",
    )
    date: str | None = Field(
        default=None,
        description="The work's last-updated (else published) date, ISO 8601, if known.",
    )


class Claim(_Camel):
    id: str
    text: str
    support: Support
    citation_ids: list[str]


class MeterFactor(_Camel):
    name: str
    value: float
    note: str


class Meter(_Camel):
    fill: float = Field(ge=0.0, le=1.0)
    level: MeterLevel
    factors: list[MeterFactor]
    explainer: str


class AnswerPart(_Camel):
    """One part of a multi-part or comparison question, answered with its own witnesses."""

    question: str = Field(description="The part as Sophia answered it.")
    grounding_state: GroundingState
    confidence: float = Field(ge=0.0, le=1.0)
    citation_ids: list[str]
    claim_ids: list[str]
    explainer: str


class AnswerEnvelope(_Camel):
    id: str = Field(description="Stable: same corpus version + same normalised query → same id.")
    query: str = Field(description="The normalised query.")
    answer: str = Field(description="Answer text with citation labels; empty on abstention.")
    confidence: float = Field(ge=0.0, le=1.0)
    grounding_state: GroundingState
    abstained: bool
    citations: list[Citation] = Field(max_length=6)
    claims: list[Claim]
    citation_map: dict[str, list[str]]
    meter: Meter
    composer: Composer
    corpus_version: str | None
    source_set: str | None = Field(
        default=None,
        description="The source set the question was asked of; null: every set the caller "
        "may read.",
    )
    parts: list[AnswerPart] = Field(
        default_factory=list,
        description="The parts of a multi-part question, in order; empty for a single one.",
    )

    def wire(self) -> dict[str, object]:
        """The camelCase JSON form."""
        return self.model_dump(mode="json", by_alias=True)
