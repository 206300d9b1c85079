"""The Library: per-user saved answers, their notebooks, and re-grounding."""

from oshun.library.items import (
    SavedItemView,
    Sort,
    delete_item,
    get_by_answer,
    get_item,
    list_events,
    list_items,
    save_snapshot,
    search_items,
    update_notes,
)
from oshun.library.recheck import RecheckStatus, WitnessCheck, recheck

__all__ = [
    "RecheckStatus",
    "SavedItemView",
    "Sort",
    "WitnessCheck",
    "delete_item",
    "get_by_answer",
    "get_item",
    "list_events",
    "list_items",
    "recheck",
    "save_snapshot",
    "search_items",
    "update_notes",
]
