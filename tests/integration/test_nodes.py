"""Many nodes, one database: each `oshun serve` node keeps its own index in its own data
directory and follows the corpus version the database publishes, so a work ingested through
node A is searched and answered by node B within seconds (PostgreSQL in bin/test's second
pass, one shared SQLite file in the first)."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import httpx

from oshun.settings import Settings
from tests._serve import oshun_command, serving
from tests.conftest import LIBRARY

HERONS = {
    "_id": "grey-heron",
    "title": "Grey Heron Field Guide",
    "text": "The grey heron nests in tall trees near lakes. A grey heron lays three to five eggs.",
}


def test_a_work_ingested_through_node_a_is_answered_by_node_b(
    tmp_path: Path, database_url: str | None
) -> None:
    # One database for both nodes: PostgreSQL in the second pass, else node A's SQLite file.
    url = database_url or Settings(data_dir=tmp_path / "a").resolved_database_url
    env = {**os.environ, "OSHUN_DEMO_LIBRARY": "false", "OSHUN_DATABASE_URL": url}
    env.pop("OSHUN_PUBLIC_ORIGIN", None)
    node_a = {**env, "OSHUN_DATA_DIR": str(tmp_path / "a")}
    node_b = {**env, "OSHUN_DATA_DIR": str(tmp_path / "b")}
    ingest = [oshun_command(), "ingest", "--no-embed"]
    subprocess.run([*ingest, str(LIBRARY)], env=node_a, check=True, capture_output=True)
    source = tmp_path / "birds.jsonl"
    source.write_text(json.dumps(HERONS) + "\n", encoding="utf-8")
    with serving(node_a, tmp_path / "a.log"), serving(node_b, tmp_path / "b.log") as b:
        before = httpx.get(f"{b}/v1/nisaba/search", params={"q": "grey heron eggs"}).json()
        assert all(r["title"] != HERONS["title"] for r in before["results"])
        subprocess.run([*ingest, str(source)], env=node_a, check=True, capture_output=True)
        ingested = time.monotonic()
        while True:
            found = httpx.get(f"{b}/v1/nisaba/search", params={"q": "grey heron eggs"})
            if found.status_code == 200 and any(
                r["title"] == HERONS["title"] for r in found.json()["results"]
            ):
                break
            assert time.monotonic() - ingested < 10, (b, found.text)
            time.sleep(0.2)
        answer = httpx.post(
            f"{b}/v1/sophia/answer", json={"q": "How many eggs does a grey heron lay?"}
        ).json()
        assert answer["citations"][0]["title"] == HERONS["title"]
