"""Original files kept in the data directory, so a reader can open a PDF at a passage's page.

Ingest copies a file of a format that asks for it (``Format.keeps_original``: PDF) to
``<data_dir>/originals/<work id><suffix>`` — written to a temporary name and renamed, so a
half-copied file is never served — and deleting the work removes it. Only works' own ids
name files here; nothing else in the data directory can be reached through it.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path

from oshun.settings import Settings

_SAFE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._~\-]{0,199}$")


def originals_dir(settings: Settings) -> Path:
    return settings.data_dir / "originals"


def keep(settings: Settings, work_id: str, source: Path) -> Path:
    """Copy ``source`` as the original of ``work_id`` (replacing an older copy)."""
    folder = originals_dir(settings)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{work_id}{source.suffix.lower()}"
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".incoming-")
    os.close(handle)
    try:
        shutil.copyfile(source, temporary)
        os.replace(temporary, target)
    finally:
        Path(temporary).unlink(missing_ok=True)
    return target


def find(settings: Settings, work_id: str, suffix: str = ".pdf") -> Path | None:
    """The kept original of ``work_id``, or None."""
    if not _SAFE_ID.match(work_id) or ".." in work_id:
        return None
    candidate = originals_dir(settings) / f"{work_id}{suffix}"
    return candidate if candidate.is_file() else None


def forget(settings: Settings, work_id: str) -> None:
    if _SAFE_ID.match(work_id) and ".." not in work_id:
        for kept in originals_dir(settings).glob(f"{glob_escape(work_id)}.*"):
            kept.unlink(missing_ok=True)


def glob_escape(value: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", value)
