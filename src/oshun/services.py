"""The objects one running OSHUN holds: settings, database, library. Built once per app."""

from __future__ import annotations

from dataclasses import dataclass, field

from oshun.retrieval.search import Nisaba
from oshun.settings import Settings
from oshun.sophia import Sophia
from oshun.store import Database


@dataclass
class Services:
    settings: Settings
    db: Database
    nisaba: Nisaba
    sophia: Sophia = field(init=False)

    def __post_init__(self) -> None:
        self.sophia = Sophia.build(self.settings, self.nisaba)

    @classmethod
    def build(cls, settings: Settings, *, migrate: bool = True) -> Services:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        db = Database(settings.resolved_database_url)
        if migrate:
            db.migrate()
        return cls(settings=settings, db=db, nisaba=Nisaba(settings, db))

    def close(self) -> None:
        self.sophia.close()
        self.db.dispose()
