"""`oshun serve --workers N`: N server processes on one port, each answering."""

from __future__ import annotations

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

from tests._serve import child_pids, oshun_command, server_process
from tests.conftest import LIBRARY


def test_two_workers_serve_answers_on_one_port(tmp_path: Path, database_url: str | None) -> None:
    env = {**os.environ, "OSHUN_DATA_DIR": str(tmp_path / "data"), "OSHUN_DEMO_LIBRARY": "false"}
    env.pop("OSHUN_PUBLIC_ORIGIN", None)
    if database_url:
        env["OSHUN_DATABASE_URL"] = database_url
    else:
        env.pop("OSHUN_DATABASE_URL", None)
    subprocess.run(
        [oshun_command(), "ingest", str(LIBRARY), "--no-embed"],
        env=env,
        check=True,
        capture_output=True,
    )
    log = tmp_path / "serve.log"
    with server_process(env, log, workers=2) as (base, process):
        workers = child_pids(process.pid)
        # uvicorn's supervisor spawns two worker processes (beside multiprocessing's
        # resource tracker)
        serving = [
            pid for pid in workers if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()
        ]
        assert len(serving) >= 2, (workers, log.read_text())

        def ask(number: int) -> dict[str, object]:
            # A new connection each time, so the kernel hands them to either worker.
            with httpx.Client(base_url=base, timeout=60) as client:
                answer = client.post(
                    "/v1/sophia/answer", json={"q": "What is the capital of Mongolia?"}
                )
                assert answer.status_code == 200, answer.text
                return dict(answer.json())

        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(ask, range(16)))
        assert all("Ulaanbaatar" in str(a["answer"]) for a in answers), answers[0]
    assert "2 workers" in log.read_text()
