"""Reading a file of records into prepared batches, in a process of its own for a big file.

A big ingest has three busy parts: reading the file (JSON decoding, building works, hashing
their text and building their rows: ``corpus.rows``), storing each batch (``storing``:
mostly SQLite or PostgreSQL, which release the GIL), and Tantivy's indexing threads (no
GIL). When the first two shared one process they took turns on the GIL, and a thread coming
back from SQLite or Tantivy waited for the reading thread's switch interval: storing and
reading ran one after the other, and Tantivy's threads waited for batches. A file from
``PROCESS_BYTES`` up is therefore read by a child process (``python -m
oshun.corpus.reading``) that hands over whole prepared batches — plain tuples, one pickle a
batch, through a pipe — while the ingest process stores the batch before. A smaller file
is read in the ingest process itself (a child costs a Python start-up).

Either way the items come in file order — a batch once it is full (or the file ends),
a broken record as its ``IngestError`` where it was found — so ingest commits the same
batches in the same order, one transaction each, and a killed run keeps a prefix of the
file as before. The pipe holds little, so memory stays bounded by the batch being stored,
the one being sent and the one being read. If the ingest process dies (kill -9), the child's
next write finds the pipe closed and it ends; the ingest process ends its child whenever it
stops early.
"""

from __future__ import annotations

import gc
import json
import os
import pickle
import signal
import struct
import subprocess
import sys
from collections.abc import Generator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO

from oshun.corpus.rows import PreparedWork, prepare_works
from oshun.errors import IngestError

#: Files of records from this size up are read in a child process (about 3,000 BEIR
#: records: below that, starting a Python process costs more than it saves).
PROCESS_BYTES = 4 * 1024 * 1024

#: One item of a read: a full batch, or a broken record (the read goes on after it).
Item = list[PreparedWork] | IngestError

_HEADER = struct.Struct("<Q")


@dataclass(frozen=True, slots=True)
class ReadJob:
    """What to read and how to prepare it (JSON on the child's command line)."""

    path: str
    format: str
    max_chars: int
    kind: str
    batch_works: int
    collection: str
    source_set: str


def read_batches(job: ReadJob) -> Generator[Item, None, None]:
    """The file's prepared batches and broken records, in file order. A file that cannot be
    read at all raises ``IngestError`` (as its format's ``stream`` does)."""
    from oshun.corpus import formats  # the readers register on import

    path = Path(job.path)
    fmt = formats.format_of(path)
    if fmt is None or fmt.name != job.format or fmt.stream is None:
        raise IngestError(job.path, f"no streaming reader {job.format!r} for this file")
    batch = []
    for item in fmt.stream(path, job.max_chars, job.kind):
        if isinstance(item, IngestError):
            yield item
            continue
        batch.append(item)
        if len(batch) >= job.batch_works:
            yield prepare_works(batch, job.collection, None, job.source_set)
            batch = []
    if batch:
        yield prepare_works(batch, job.collection, None, job.source_set)


def is_big(path: Path) -> bool:
    """Whether ``path`` is read in a process of its own (``PROCESS_BYTES``)."""
    try:
        return path.stat().st_size >= PROCESS_BYTES
    except OSError:
        return False


def batches(job: ReadJob) -> Generator[Item, None, None]:
    """``read_batches``, from a child process when the file is big (``is_big``)."""
    return _from_process(job) if is_big(Path(job.path)) else read_batches(job)


def _from_process(job: ReadJob) -> Generator[Item, None, None]:
    package_root = str(Path(__file__).resolve().parents[2])  # where ``oshun`` is imported from
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")])),
    }
    command = [sys.executable, "-m", "oshun.corpus.reading", json.dumps(asdict(job))]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, env=env)
    assert child.stdout is not None
    try:
        while True:
            frame = _receive(child.stdout)
            if frame is None:
                code = child.wait()
                raise IngestError(job.path, f"the reading process stopped (exit code {code})")
            kind, payload = pickle.loads(frame)
            if kind == "batch":
                yield payload
            elif kind == "error":
                yield IngestError(*payload)
            elif kind == "fatal":
                raise IngestError(*payload)
            else:  # "end"
                return
    finally:
        if child.poll() is None:
            child.kill()
        child.wait()
        child.stdout.close()


def _receive(stream: IO[bytes]) -> bytes | None:
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        return None
    (length,) = _HEADER.unpack(header)
    frame = stream.read(length)
    return frame if len(frame) == length else None


def _send(stream: IO[bytes], kind: str, payload: object) -> None:
    frame = pickle.dumps((kind, payload), protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(frame)))
    stream.write(frame)
    stream.flush()


def _error(error: IngestError) -> tuple[str, str, int | None]:
    return (error.path, error.reason, error.line)


def main(argv: list[str]) -> int:
    """The child: read the job's file and send its items on stdout, then ``end``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the ingest process handles Ctrl-C
    # Reading makes no reference cycles: the cyclic collector would only walk the batches
    # in flight again and again (a few per cent of the reading time).
    gc.disable()
    job = ReadJob(**json.loads(argv[0]))
    out = sys.stdout.buffer
    try:
        try:
            for item in read_batches(job):
                if isinstance(item, IngestError):
                    _send(out, "error", _error(item))
                else:
                    _send(out, "batch", item)
        except IngestError as error:
            _send(out, "fatal", _error(error))
            return 0
        _send(out, "end", None)
    except BrokenPipeError:  # the ingest process is gone: nobody reads what is left
        os._exit(0)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
