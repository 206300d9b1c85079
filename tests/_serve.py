"""Start the real app (`oshun serve`) as a subprocess on a free port, for tests that need
real processes: the browser suite and the multi-process Library tests."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import httpx


def oshun_command() -> str:
    """The `oshun` console script of the running interpreter's environment."""
    script = Path(sys.executable).parent / "oshun"
    return str(script) if script.exists() else "oshun"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def wait_for_health(base: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"oshun serve exited early:\n{log.read_text()}")
        try:
            if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"oshun serve did not answer /health in 60 s:\n{log.read_text()}")


@contextmanager
def serving(env: Mapping[str, str], log: Path, workers: int = 1) -> Iterator[str]:
    """Run `oshun serve` with ``env`` until the block ends; yields its base URL."""
    with server_process(env, log, workers=workers) as (base, _process):
        yield base


@contextmanager
def server_process(
    env: Mapping[str, str], log: Path, port: int | None = None, workers: int = 1
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """Like ``serving``, also yielding the process (its pid, to read its memory or kill it).
    One worker process unless ``workers`` says otherwise (`oshun serve`'s own default is one
    per CPU core)."""
    port = port or free_port()
    base = f"http://127.0.0.1:{port}"
    with log.open("ab") as sink:
        process = subprocess.Popen(
            [
                oshun_command(),
                *("serve", "--host", "127.0.0.1", "--port", str(port)),
                *("--workers", str(workers)),
            ],
            env=dict(env),
            stdout=sink,
            stderr=subprocess.STDOUT,
        )
        try:
            wait_for_health(base, process, log)
            yield base, process
        finally:
            if process.poll() is None:
                process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def rss_mb(pid: int) -> float:
    """Resident memory of a process in MB (VmRSS of /proc/<pid>/status)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for pid {pid}")


def child_pids(pid: int) -> list[int]:
    """Processes whose parent is ``pid`` (from /proc)."""
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            children.append(int(stat.parent.name))
    return children
