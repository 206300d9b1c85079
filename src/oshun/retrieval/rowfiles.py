"""The row-aligned files of an index build, written as the build goes.

A build numbers its documents by row; beside the backend's own files it keeps one JSON
array per row-aligned fact: the passage ids (``ids.json``, the backend's), the text hashes
of stored vectors (``rows.json``) and the source sets (``sets.json``, dense search's). They
were Python lists held until the build ended — about 250 bytes a passage, a quarter of a
gigabyte at a million passages — and are now appended to their files in chunks, so a
build's memory no longer grows with the library. An index update starts each file from a
copy of the base build's file and appends.

Rows are never reused: a document deleted by an update keeps its row, listed in
``deleted.json``, so every reader of these files skips those rows (``deleted_rows``).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import BinaryIO

DELETED_FILE = "deleted.json"
_FLUSH = 4096


class RowFile:
    """A JSON array of strings written by appending, one item a row."""

    def __init__(self, path: Path, base: Path | None = None) -> None:
        """A new file at ``path``; with ``base``, it starts as a copy of that file."""
        self.path = path
        self._pending: list[str] = []
        self._closed = False
        self._handle: BinaryIO
        if base is None:
            self._handle = path.open("wb")
            self._handle.write(b"[")
            self._empty = True
            return
        shutil.copyfile(base, path)
        self._handle = path.open("r+b")
        self._empty = _reopen_array(self._handle, path)

    def append(self, item: str) -> None:
        self._pending.append(item)
        if len(self._pending) >= _FLUSH:
            self._flush()

    def extend(self, items: list[str]) -> None:
        self._pending.extend(items)
        if len(self._pending) >= _FLUSH:
            self._flush()

    def _flush(self) -> None:
        if not self._pending:
            return
        text = json.dumps(self._pending)[1:-1]  # ASCII: non-ASCII is escaped
        self._handle.write((text if self._empty else ", " + text).encode("ascii"))
        self._empty = False
        self._pending.clear()

    def close(self) -> None:
        """Write what is pending and end the array (idempotent)."""
        if self._closed:
            return
        self._flush()
        self._handle.write(b"]")
        self._handle.close()
        self._closed = True

    def discard(self) -> None:
        if not self._closed:
            self._handle.close()
            self._closed = True


def _reopen_array(handle: BinaryIO, path: Path) -> bool:
    """Position ``handle`` (``path`` opened ``r+b``) over the closing ``]`` of the array in
    it, so appending continues the array; returns whether the array is empty."""
    size = handle.seek(0, 2)
    handle.seek(max(0, size - 64))
    tail = handle.read().rstrip()
    end = size - 64 if size > 64 else 0  # where ``tail`` starts
    if not tail.endswith(b"]"):
        raise ValueError(f"{path} is not a JSON array")
    body = tail[:-1].rstrip()
    handle.seek(end + len(body))
    handle.truncate()
    if size <= 64 and not body.startswith(b"["):
        raise ValueError(f"{path} is not a JSON array")
    return body == b"["


def deleted_rows(folder: Path) -> list[int]:
    """The rows of the build in ``folder`` that no document holds any more (sorted)."""
    try:
        rows = json.loads((folder / DELETED_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    if not isinstance(rows, list) or not all(isinstance(row, int) for row in rows):
        raise ValueError(f"{folder / DELETED_FILE} is not a list of rows")
    return rows


def write_deleted_rows(folder: Path, rows: list[int]) -> None:
    (folder / DELETED_FILE).write_text(json.dumps(sorted(rows)), encoding="utf-8")


def without_deleted(items: list[str], deleted: list[int]) -> list[str]:
    """``items`` (one per row) without the deleted rows."""
    if not deleted:
        return items
    gone = set(deleted)
    return [item for row, item in enumerate(items) if row not in gone]
