"""Sophia: grounded answers from the library, or an honest abstention."""

from oshun.sophia.engine import Sophia, answer_id
from oshun.sophia.envelope import AnswerEnvelope, AnswerRequest, GroundingState

__all__ = ["AnswerEnvelope", "AnswerRequest", "GroundingState", "Sophia", "answer_id"]
