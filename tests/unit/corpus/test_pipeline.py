"""The batch writer runs jobs in order on its thread and hands their errors back."""

from __future__ import annotations

import threading

import pytest

from oshun.corpus.pipeline import BatchWriter


def test_jobs_run_in_order_on_another_thread() -> None:
    writer = BatchWriter()
    done: list[tuple[int, bool]] = []
    main = threading.get_ident()
    try:
        for number in range(20):
            writer.submit(lambda n=number: done.append((n, threading.get_ident() != main)))
        writer.drain()
    finally:
        writer.close()
    assert done == [(n, True) for n in range(20)]


def test_an_error_is_raised_to_the_submitter_and_later_jobs_do_not_run() -> None:
    writer = BatchWriter()
    done: list[int] = []

    def broken() -> None:
        raise RuntimeError("disk full")

    try:
        writer.submit(broken)
        with pytest.raises(RuntimeError, match="disk full"):
            writer.submit(lambda: done.append(1))  # queued behind the broken job, or raises
            writer.drain()
        writer.submit(lambda: done.append(2))  # the writer has stopped: nothing runs
        writer.drain()
    finally:
        writer.close()
    assert done == []  # no batch is written after one failed: the file stops there
