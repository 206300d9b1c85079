"""Serving bench: answers/s and latency of `oshun serve --workers N` under a real load generator.

For each worker count the bench starts `oshun serve --workers N` on a free loopback port over
one library (the bundled demo library by default, built once into ``--data-dir``), waits for
``/health``, then drives ``POST /v1/sophia/answer`` (a rotating set of questions) with
``wrk`` at 1, 8 and 32 connections, ``--seconds`` each, after a short warm-up. Reported per
run: requests/s, p50 and p99 latency, non-2xx responses; and the ratio of answers/s with the
most workers to one worker at each client count, from the same run. The answer rate limit is
off for the bench (``OSHUN_ANSWER_RATE_LIMIT=""``).

``wrk`` is Debian's package (``apt-get install wrk``); without it the bench uses its own
asyncio HTTP/1.1 client (keep-alive connections, one coroutine each), which costs more CPU
on the same machine and is said in the report.

    .venv/bin/python -m bench.serve_load [--workers 1 2] [--clients 1 8 32] [--seconds 10]
        [--data-dir DIR] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

QUESTIONS = [
    "What is the capital of Mongolia?",
    "What is the capital of Peru?",
    "What currency does Japan use?",
    "What is the population of Kenya?",
    "What languages are spoken in Switzerland?",
    "What is the climate of Chad?",
    "What is the highest point in Nepal?",
    "What are the natural resources of Chile?",
]

_LUA = """
local bodies = {%s}
local n = 0
request = function()
  n = n + 1
  return wrk.format("POST", "/v1/sophia/answer",
    {["Content-Type"] = "application/json"}, bodies[(n %% #bodies) + 1])
end
"""


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _oshun() -> str:
    import sys

    script = Path(sys.executable).parent / "oshun"
    return str(script) if script.exists() else "oshun"


@contextmanager
def server(data_dir: Path, workers: int, log: Path) -> Iterator[str]:
    port = _free_port()
    env = {
        **os.environ,
        "OSHUN_DATA_DIR": str(data_dir),
        "OSHUN_ANSWER_RATE_LIMIT": "",
        "OSHUN_LOG_LEVEL": "warning",
    }
    base = f"http://127.0.0.1:{port}"
    with log.open("ab") as sink:
        process = subprocess.Popen(
            [_oshun(), "serve", "--port", str(port), "--workers", str(workers)],
            env=env,
            stdout=sink,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + 600  # the first start builds the demo library
            while True:
                if process.poll() is not None:
                    raise RuntimeError(f"oshun serve exited:\n{log.read_text()[-2000:]}")
                try:
                    if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("oshun serve did not answer /health")
                time.sleep(0.3)
            yield base
        finally:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


# ── wrk ────────────────────────────────────────────────────────────────────────────────
def _ms(value: str, unit: str) -> float:
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}[unit]


def run_wrk(base: str, clients: int, seconds: float, script: Path) -> dict[str, float]:
    threads = min(clients, 2)
    command = ["wrk", "-t", str(threads), "-c", str(clients), "-d", f"{seconds:g}s"]
    command += ["--latency", "-s", str(script), "--timeout", "30s", base]
    output = subprocess.run(
        command,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    latency = dict(re.findall(r"^\s+(50|99)%\s+(\S+)", output, re.MULTILINE))

    def parse(text: str) -> float:
        match = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text)
        return _ms(match.group(1), match.group(2)) if match else float("nan")

    rate = re.search(r"Requests/sec:\s+([\d.]+)", output)
    bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    errors = re.search(r"Socket errors:.*", output)
    return {
        "requestsPerSecond": float(rate.group(1)) if rate else 0.0,
        "p50Ms": parse(latency.get("50", "")),
        "p99Ms": parse(latency.get("99", "")),
        "non2xx": float(bad.group(1)) if bad else 0.0,
        "socketErrors": 1.0 if errors else 0.0,
    }


# ── the fallback client ────────────────────────────────────────────────────────────────
async def _connection(
    host: str, port: int, until: float, latencies: list[float], statuses: list[int]
) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    number = 0
    try:
        while time.perf_counter() < until:
            body = json.dumps({"q": QUESTIONS[number % len(QUESTIONS)]}).encode()
            number += 1
            request = (
                f"POST /v1/sophia/answer HTTP/1.1\r\nHost: {host}:{port}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
            ).encode() + body
            started = time.perf_counter()
            writer.write(request)
            status_line = await reader.readline()
            length = 0
            while (line := await reader.readline()) not in (b"\r\n", b""):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            await reader.readexactly(length)
            latencies.append((time.perf_counter() - started) * 1000)
            statuses.append(int(status_line.split()[1]))
    finally:
        writer.close()


def run_python(base: str, clients: int, seconds: float) -> dict[str, float]:
    host, port = base.removeprefix("http://").split(":")
    latencies: list[float] = []
    statuses: list[int] = []

    async def drive() -> float:
        started = time.perf_counter()
        until = started + seconds
        await asyncio.gather(
            *(_connection(host, int(port), until, latencies, statuses) for _ in range(clients))
        )
        return time.perf_counter() - started

    elapsed = asyncio.run(drive())
    ordered = sorted(latencies) or [float("nan")]
    return {
        "requestsPerSecond": len(latencies) / elapsed,
        "p50Ms": ordered[len(ordered) // 2],
        "p99Ms": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))],
        "non2xx": float(sum(status >= 300 for status in statuses)),
        "socketErrors": 0.0,
    }


def measure(
    data_dir: Path, workers: list[int], clients: list[int], seconds: float, scratch: Path
) -> dict[str, object]:
    use_wrk = shutil.which("wrk") is not None
    script = scratch / "answers.lua"
    bodies = ", ".join(json.dumps(json.dumps({"q": q})) for q in QUESTIONS)
    script.write_text(_LUA % bodies, encoding="utf-8")
    runs: list[dict[str, object]] = []
    for count in workers:
        with server(data_dir, count, scratch / f"serve-{count}.log") as base:
            for question in QUESTIONS:  # warm every process's caches a little
                httpx.post(f"{base}/v1/sophia/answer", json={"q": question}, timeout=60)
            if use_wrk:
                run_wrk(base, max(clients), min(3.0, seconds), script)  # warm-up
            for number in clients:
                figures = (
                    run_wrk(base, number, seconds, script)
                    if use_wrk
                    else run_python(base, number, seconds)
                )
                runs.append({"workers": count, "clients": number, **figures})
    ratios: dict[str, float | None] = {}
    low, high = min(workers), max(workers)
    for number in clients:
        by = {r["workers"]: r for r in runs if r["clients"] == number}
        one = float(str(by[low]["requestsPerSecond"]))
        ratios[str(number)] = (
            round(float(str(by[high]["requestsPerSecond"])) / one, 2) if one else None
        )
    return {
        "loadGenerator": "wrk" if use_wrk else "python-asyncio",
        "seconds": seconds,
        "cpus": os.cpu_count(),
        "runs": runs,
        "ratio": {"workers": [low, high], "byClients": ratios},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 8, 32])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument(
        "--data-dir", type=Path, default=None, help="Library to serve (default: a new demo one)."
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="oshun-load-") as scratch:
        data_dir = args.data_dir or Path(scratch) / "data"
        report = measure(data_dir, args.workers, args.clients, args.seconds, Path(scratch))
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print(f"load generator: {report['loadGenerator']}, {args.seconds:g} s per run")
    print(f"{'workers':>7} {'clients':>7} {'req/s':>9} {'p50 ms':>9} {'p99 ms':>9} {'non-2xx':>8}")
    for run in report["runs"]:  # type: ignore[attr-defined]
        print(
            f"{run['workers']:>7} {run['clients']:>7} {run['requestsPerSecond']:>9.1f} "
            f"{run['p50Ms']:>9.2f} {run['p99Ms']:>9.2f} {int(run['non2xx']):>8}"
        )
    ratio = report["ratio"]
    print(f"answers/s, {ratio['workers'][1]} workers / {ratio['workers'][0]}: {ratio['byClients']}")  # type: ignore[index]


if __name__ == "__main__":
    main()
