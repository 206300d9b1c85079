"""A build's manifest: the size, modification time and SHA-256 of each of its files.

Written when a build is committed; checked before every search (sizes and times only, a
few ``stat`` calls) and by the index keeper, so a file changed under a live build is seen
as damage and the build is rebuilt from the database instead of answering from it.
"""

from __future__ import annotations

import hashlib
from pathlib import Path


def digest(path: Path) -> str:
    """The SHA-256 of a file, read a megabyte at a time."""
    sha = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            sha.update(chunk)
    return sha.hexdigest()


def manifest(
    folder: Path, meta: str, known: dict[str, list[object]] | None = None
) -> dict[str, list[object]]:
    """Size, modification time and SHA-256 of every file of a build but ``meta`` (the file
    the manifest itself is written to). A file listed in ``known`` (a base build's manifest:
    its files are linked, not copied) with the same size and time keeps its digest instead
    of being read again."""
    files: dict[str, list[object]] = {}
    for child in sorted(folder.iterdir()):
        if child.is_file() and child.name != meta:
            stat = child.stat()
            before = (known or {}).get(child.name)
            if before is not None and before[:2] == [stat.st_size, stat.st_mtime_ns]:
                files[child.name] = [stat.st_size, stat.st_mtime_ns, before[2]]
                continue
            files[child.name] = [stat.st_size, stat.st_mtime_ns, digest(child)]
    return files


def damaged_files(folder: Path, files: dict[str, list[object]]) -> list[str]:
    """Files of a build that differ from its manifest. Cheap while nothing changed: a file
    is hashed only when its size or modification time moved."""
    bad: list[str] = []
    for name, (size, mtime_ns, sha) in files.items():
        child = folder / name
        try:
            stat = child.stat()
        except OSError:
            bad.append(name)
            continue
        if (stat.st_size, stat.st_mtime_ns) == (size, mtime_ns):
            continue
        if stat.st_size != size or digest(child) != sha:
            bad.append(name)
    return bad
