"""What Sophia would say about a query, for the Search preview (in-process, not the route).

Uses the answer engine's public ``Sophia.answer`` with the extractive composer only, so a search
never waits for (or pays) a synthesis model: the grounding state and the witnesses come from
retrieval and the evidence gate, which synthesis never changes into an answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from oshun.errors import InvalidInput
from oshun.retrieval.scope import Scope
from oshun.services import Services
from oshun.sophia import Sophia
from oshun.sophia.envelope import AnswerEnvelope, GroundingState
from oshun.web import states
from oshun.web.links import link_envelope


@dataclass(frozen=True, slots=True)
class EvidenceStatus:
    state: GroundingState
    witness_count: int
    witness_ids: frozenset[str]
    explainer: str
    #: The whole answer, linked, for the preview's answer card.
    envelope: AnswerEnvelope | None = None

    @property
    def label(self) -> str:
        return states.GROUNDING[self.state].preview

    @property
    def would_abstain(self) -> bool:
        return self.state not in states.ANSWERING


def _engine(services: Services) -> Sophia:
    if services.sophia.synthesizer is None:
        return services.sophia
    return Sophia(services.settings, services.nisaba)


def evidence_status(services: Services, query: str, scope: Scope) -> EvidenceStatus | None:
    """Sophia's grounded-evidence status for ``query`` from ``scope``'s source sets; ``None``
    for an empty or invalid one."""
    if not query.strip():
        return None
    try:
        envelope = _engine(services).answer(query, scope)
    except InvalidInput:
        return None
    return EvidenceStatus(
        state=envelope.grounding_state,
        witness_count=len(envelope.citations),
        witness_ids=frozenset(citation.id for citation in envelope.citations),
        explainer=envelope.meter.explainer,
        envelope=link_envelope(envelope),
    )
