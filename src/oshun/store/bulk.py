"""Bulk inserts below SQLAlchemy: how ingest writes a million rows without a Python tax.

A Core ``insert`` with a list of dicts is an executemany, but SQLAlchemy still turns every
row into bound parameters through its type processors (JSON, dates, booleans) in Python:
at a million passages that was a third of the thread that streams, stores and indexes. Here
rows are plain tuples already in the database's own shapes, written on the session's own
connection (so inside its transaction): one DB-API ``executemany`` on SQLite (its C loop
steps each row with the GIL released), one ``COPY … FROM STDIN`` on PostgreSQL.

Reading the other way, ``stream_rows`` hands a query's rows over as plain tuples in
chunks (a server-side cursor on PostgreSQL), without SQLAlchemy's row objects: what the
corpus version reads after every ingest, a row per passage.

A row the database refuses raises ``sqlalchemy.exc.DBAPIError`` as a Core insert would, so
callers handle both the same way.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from datetime import date
from typing import Any

from sqlalchemy import Table
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session
from sqlalchemy.sql import ClauseElement


def json_value(value: object) -> str:
    """A JSON column's value as the text both databases store (``json.dumps``)."""
    if value == []:  # most works have no authors: skip the encoder
        return "[]"
    return json.dumps(value)


def date_value(value: date | None, dialect: str) -> date | str | None:
    """A DATE column's value: SQLite keeps the ISO text SQLAlchemy would write there."""
    if value is None or dialect != "sqlite":
        return value
    return value.isoformat()


def dialect_of(session: Session) -> str:
    return session.connection().dialect.name


def insert_rows(
    session: Session, table: Table, columns: Sequence[str], rows: Sequence[tuple[Any, ...]]
) -> None:
    """Insert ``rows`` (tuples in the order of ``columns``) into ``table`` in the session's
    transaction. Columns left out get their server defaults (autoincrement keys, times)."""
    if not rows:
        return
    connection = session.connection()
    dialect = connection.dialect
    raw: Any = connection.connection.driver_connection
    names = ", ".join(columns)
    if dialect.name == "postgresql":
        statement = f"COPY {table.name} ({names}) FROM STDIN"
    else:
        marks = ", ".join("?" for _ in columns)
        statement = f"INSERT INTO {table.name} ({names}) VALUES ({marks})"
    try:
        cursor = raw.cursor()
        try:
            if dialect.name == "postgresql":
                with cursor.copy(statement) as copy:
                    for row in rows:
                        copy.write_row(row)
            else:
                cursor.executemany(statement, rows)
        finally:
            cursor.close()
    except dialect.loaded_dbapi.Error as exc:
        raise DBAPIError(statement, None, exc) from exc


def stream_rows(
    session: Session, query: ClauseElement, chunk: int
) -> Iterator[list[tuple[Any, ...]]]:
    """The rows of ``query`` (no bound parameters) as lists of at most ``chunk`` tuples,
    read on the session's connection inside its transaction."""
    connection = session.connection()
    raw: Any = connection.connection.driver_connection
    sql = str(query.compile(connection))
    postgresql = connection.dialect.name == "postgresql"
    # A named cursor on PostgreSQL keeps the result on the server: memory stays one chunk.
    cursor = raw.cursor(name="oshun_stream") if postgresql else raw.cursor()
    try:
        cursor.execute(sql)
        while rows := cursor.fetchmany(chunk):
            yield rows
    finally:
        cursor.close()
