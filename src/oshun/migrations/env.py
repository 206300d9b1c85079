"""Alembic environment: runs on the connection the caller hands over (Database.migrate)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from oshun.library import models as _library_models  # noqa: F401  (the Library's tables)
from oshun.shell import models as _shell_models  # noqa: F401  (the shell's tables)
from oshun.store.models import Base

config = context.config
target_metadata = Base.metadata


def _run(connection: object) -> None:
    context.configure(
        connection=connection,  # type: ignore[arg-type]
        target_metadata=target_metadata,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "")
    with engine.begin() as own_connection:
        _run(own_connection)
