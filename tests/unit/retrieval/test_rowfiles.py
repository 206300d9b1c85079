"""Row files: JSON arrays appended as a build goes, continued by an update, deleted rows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oshun.retrieval.rowfiles import RowFile, deleted_rows, without_deleted, write_deleted_rows


def test_a_row_file_is_a_json_array_of_what_was_appended(tmp_path: Path) -> None:
    rows = RowFile(tmp_path / "ids.json")
    rows.append("a")
    rows.extend([f"p{n}" for n in range(5000)])  # past one flush
    rows.append('quote " and ünïcode')
    rows.close()
    rows.close()  # idempotent
    items = json.loads((tmp_path / "ids.json").read_text(encoding="utf-8"))
    assert items[0] == "a" and items[-1] == 'quote " and ünïcode' and len(items) == 5002


@pytest.mark.parametrize("base_items", [[], ["x"], [f"long-id-{n}" for n in range(40)]])
def test_a_row_file_continues_a_copy_of_its_base(tmp_path: Path, base_items: list[str]) -> None:
    base = tmp_path / "base.json"
    base.write_text(json.dumps(base_items) + "\n", encoding="utf-8")
    rows = RowFile(tmp_path / "next.json", base)
    rows.extend(["y", "z"])
    rows.close()
    assert json.loads((tmp_path / "next.json").read_text()) == [*base_items, "y", "z"]
    assert json.loads(base.read_text()) == base_items  # the base build is untouched


def test_a_base_that_is_not_an_array_is_refused(tmp_path: Path) -> None:
    base = tmp_path / "base.json"
    base.write_text('{"a": 1}', encoding="utf-8")
    with pytest.raises(ValueError, match="not a JSON array"):
        RowFile(tmp_path / "next.json", base)


def test_deleted_rows_are_skipped_by_readers(tmp_path: Path) -> None:
    assert deleted_rows(tmp_path) == []
    write_deleted_rows(tmp_path, [3, 0])
    assert deleted_rows(tmp_path) == [0, 3]
    assert without_deleted(["a", "b", "c", "d"], deleted_rows(tmp_path)) == ["b", "c"]
