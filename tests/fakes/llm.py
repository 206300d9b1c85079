"""A loopback OpenAI-compatible chat-completions server with scripted replies, for tests.

``FakeLLM`` listens on 127.0.0.1 on a free port; each request to ``/v1/chat/completions``
takes the next scripted ``Reply`` (status, content, delay) and records the request body.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    content: str = ""
    status: int = 200
    delay: float = 0.0
    raw: str | None = None  # a body sent as is (not wrapped in a chat-completions object)


def claims_reply(*claims: tuple[str, list[str]]) -> Reply:
    """A well-formed reply whose message content is the JSON claims object."""
    body = {"claims": [{"text": text, "citationIds": ids} for text, ids in claims]}
    return Reply(content=json.dumps(body))


class FakeLLM:
    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # keep test output quiet
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                fake.requests.append(json.loads(self.rfile.read(length) or b"{}"))
                reply = fake.replies.pop(0) if fake.replies else Reply(status=503)
                if reply.delay:
                    time.sleep(reply.delay)
                if self.path != "/v1/chat/completions":
                    reply = Reply(status=404, raw='{"error": "not found"}')
                body = reply.raw
                if body is None:
                    body = json.dumps(
                        {
                            "id": "chatcmpl-test",
                            "object": "chat.completion",
                            "choices": [
                                {
                                    "index": 0,
                                    "message": {"role": "assistant", "content": reply.content},
                                    "finish_reason": "stop",
                                }
                            ],
                        }
                    )
                data = body.encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def script(self, *replies: Reply) -> None:
        self.replies = list(replies)

    def __enter__(self) -> FakeLLM:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
