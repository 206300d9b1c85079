"""Pages of the shell: /signin, /signup, /signout. (Filled in by the shell work.)"""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(include_in_schema=False)
