import json
import logging

from oshun.logs import JsonFormatter


def test_records_become_json_lines_with_their_extras() -> None:
    record = logging.LogRecord("oshun.http", logging.INFO, __file__, 1, "request", None, None)
    record.request_id = "abc123"
    record.status = 200
    entry = json.loads(JsonFormatter().format(record))
    assert entry["message"] == "request" and entry["level"] == "info"
    assert entry["logger"] == "oshun.http"
    assert entry["request_id"] == "abc123" and entry["status"] == 200
    assert entry["time"].endswith("+00:00")
