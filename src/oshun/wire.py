"""The JSON wire convention shared by every model that leaves the process: camelCase keys.

One base, so the engine's answer envelope and the web layer's bodies cannot drift apart.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel


class WireModel(BaseModel):
    """camelCase on the wire, snake_case in Python; can be read from objects' attributes."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, from_attributes=True)
