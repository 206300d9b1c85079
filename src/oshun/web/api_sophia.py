"""JSON route of Sophia: POST /v1/sophia/answer. (Filled in by the Sophia engine work.)"""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(tags=["sophia"])
