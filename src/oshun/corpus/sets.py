"""Source sets (SPEC §7): named sets of works, who owns them, and who may read them.

Every work belongs to one set (``works.source_set``). A set is read by everyone when it is
``shared`` (``library``, where the shell's ingest puts works by default, and ``demo``, the
bundled library), else by its owner and its members only. Each account has one private set
(``private-<account id>``), made on first need, and may make more. A request names the set
it asks about (``sourceSet``) or reads every set it may; ``scope_for`` turns that into a
``Scope``, and a set the caller may not read is answered exactly like one that does not
exist, so no message tells a stranger that a set is there.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.sql.elements import ColumnElement

from oshun.corpus.records import slugify
from oshun.errors import Conflict, InvalidInput, NotFound
from oshun.retrieval.scope import Scope
from oshun.store import Database, Passage, SourceSet, SourceSetMember, Work

#: The shared set the shell's ``oshun ingest`` fills unless told otherwise.
LIBRARY = "library"
#: The shared set of the bundled demo library.
DEMO = "demo"
NAME_MAX = 120


@dataclass(frozen=True, slots=True)
class SetInfo:
    id: str
    name: str
    owner_id: int | None
    shared: bool
    private: bool
    works: int = 0
    passages: int = 0

    def as_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "name": self.name,
            "ownerId": self.owner_id,
            "shared": self.shared,
            "private": self.private,
            "works": self.works,
            "passages": self.passages,
        }


def _info(row: SourceSet, works: int = 0, passages: int = 0) -> SetInfo:
    return SetInfo(row.id, row.name, row.owner_id, row.shared, row.private, works, passages)


def _unknown(set_id: str) -> NotFound:
    # The same words whether the set is missing or another person's.
    return NotFound(f"no source set {set_id!r} that you can read")


def _check_name(name: str) -> str:
    name = " ".join(name.split())
    if not name or len(name) > NAME_MAX:
        raise InvalidInput(f"a source set's name is 1 to {NAME_MAX} characters long")
    return name


def ensure_set(
    db: Database, set_id: str, name: str, *, shared: bool, owner_id: int | None = None
) -> SetInfo:
    """The set ``set_id``, made with these properties if it does not exist yet."""
    return _get_or_make(
        db, SourceSet(id=set_id, name=name, shared=shared, owner_id=owner_id, private=False)
    )


def private_set(db: Database, user_id: int) -> SetInfo:
    """The account's own private set, made on first need."""
    return _get_or_make(
        db,
        SourceSet(
            id=f"private-{user_id}", name="Private", owner_id=user_id, shared=False, private=True
        ),
    )


def _get_or_make(db: Database, wanted: SourceSet) -> SetInfo:
    """The stored set of ``wanted``'s id, else ``wanted`` stored now."""
    with db.session() as session:
        row = session.get(SourceSet, wanted.id)
        if row is not None:
            return _info(row)
    try:
        with db.session() as session:
            session.add(wanted)
            session.flush()
            return _info(wanted)
    except IntegrityError:  # made meanwhile by another process
        with db.session() as session:
            found = session.get(SourceSet, wanted.id)
            assert found is not None
            return _info(found)


def create_set(
    db: Database, name: str, *, owner_id: int | None, shared: bool = False, set_id: str = ""
) -> SetInfo:
    """A new set named ``name``; its id is ``set_id`` or the name's slug with a random tail
    (so one person's name never collides with, or reveals, another's)."""
    name = _check_name(name)
    set_id = set_id or f"{slugify(name, 40)}-{secrets.token_hex(3)}"
    if not set_id.replace("-", "").isalnum() or len(set_id) > 64:
        raise InvalidInput("a source set id is letters, digits and hyphens (up to 64)")
    try:
        with db.session() as session:
            row = SourceSet(id=set_id, name=name, owner_id=owner_id, shared=shared)
            session.add(row)
            session.flush()
            return _info(row)
    except IntegrityError as exc:
        raise Conflict(f"a source set with id {set_id!r} exists already") from exc


def _readable_clause(user_id: int | None) -> ColumnElement[bool]:
    if user_id is None:
        return SourceSet.shared.is_(True)
    members = select(SourceSetMember.set_id).where(SourceSetMember.user_id == user_id)
    return or_(SourceSet.shared.is_(True), SourceSet.owner_id == user_id, SourceSet.id.in_(members))


def readable_sets(db: Database, user_id: int | None, *, counts: bool = False) -> list[SetInfo]:
    """The sets ``user_id`` may read (signed out: the shared ones), shared ones first, then by
    name; with ``counts``, each with its works and passages."""
    with db.session() as session:
        rows = session.scalars(
            select(SourceSet)
            .where(_readable_clause(user_id))
            .order_by(SourceSet.shared.desc(), SourceSet.private.desc(), SourceSet.name)
        ).all()
        tallies: dict[str, tuple[int, int]] = {}
        if counts and rows:
            ids = [row.id for row in rows]
            works = dict(
                session.execute(
                    select(Work.source_set, func.count())
                    .where(Work.source_set.in_(ids))
                    .group_by(Work.source_set)
                ).all()
            )
            passages = dict(
                session.execute(
                    select(Work.source_set, func.count())
                    .select_from(Passage)
                    .join(Work, Work.id == Passage.work_id)
                    .where(Work.source_set.in_(ids))
                    .group_by(Work.source_set)
                ).all()
            )
            tallies = {i: (int(works.get(i, 0)), int(passages.get(i, 0))) for i in ids}
        return [_info(row, *tallies.get(row.id, (0, 0))) for row in rows]


def scope_for(db: Database, user_id: int | None, requested: str | None = None) -> Scope:
    """What a request may read: the set it names (``NotFound`` unless the caller may read
    it), else every set the caller may read."""
    readable = [info.id for info in readable_sets(db, user_id)]
    if requested:
        if requested not in readable:
            raise _unknown(requested)
        return Scope.of([requested], requested)
    return Scope.of(readable)


def writable_set(db: Database, user_id: int, set_id: str) -> SetInfo:
    """The set ``set_id`` if ``user_id`` owns it (adds and deletes works); else ``NotFound``
    (a set one may only read is refused with the same words as one that does not exist)."""
    with db.session() as session:
        row = session.get(SourceSet, set_id)
        if row is None or row.owner_id != user_id:
            raise _unknown(set_id)
        return _info(row)


def get_set(db: Database, set_id: str) -> SetInfo:
    with db.session() as session:
        row = session.get(SourceSet, set_id)
        if row is None:
            raise NotFound(f"no source set {set_id!r}")
        return _info(row)


def list_sets(db: Database) -> list[SetInfo]:
    """Every set with its counts (the shell's ``oshun sets list``)."""
    with db.session() as session:
        rows = session.scalars(select(SourceSet).order_by(SourceSet.id)).all()
        works = dict(
            session.execute(select(Work.source_set, func.count()).group_by(Work.source_set)).all()
        )
        passages = dict(
            session.execute(
                select(Work.source_set, func.count())
                .select_from(Passage)
                .join(Work, Work.id == Passage.work_id)
                .group_by(Work.source_set)
            ).all()
        )
        return [_info(row, int(works.get(row.id, 0)), int(passages.get(row.id, 0))) for row in rows]


def set_members(db: Database, set_id: str, user_ids: list[int], *, add: bool) -> None:
    """Let ``user_ids`` read ``set_id`` (``add``), or no longer."""
    get_set(db, set_id)
    with db.session() as session:
        existing = set(
            session.scalars(
                select(SourceSetMember.user_id).where(SourceSetMember.set_id == set_id)
            ).all()
        )
        if add:
            for user_id in user_ids:
                if user_id not in existing:
                    session.add(SourceSetMember(set_id=set_id, user_id=user_id))
        else:
            session.execute(
                delete(SourceSetMember).where(
                    SourceSetMember.set_id == set_id, SourceSetMember.user_id.in_(user_ids)
                )
            )


def share_set(db: Database, set_id: str, shared: bool) -> None:
    get_set(db, set_id)
    with db.session() as session:
        session.execute(update(SourceSet).where(SourceSet.id == set_id).values(shared=shared))


def delete_set(db: Database, set_id: str) -> None:
    """Remove an empty set (``Conflict`` while it holds works: delete or move them first)."""
    get_set(db, set_id)
    if set_id == LIBRARY:
        raise Conflict("the library set is where the shell ingests by default; it stays")
    with db.session() as session:
        held = session.scalar(
            select(func.count()).select_from(Work).where(Work.source_set == set_id)
        )
        if held:
            raise Conflict(f"source set {set_id!r} still holds {held} works")
        session.execute(delete(SourceSet).where(SourceSet.id == set_id))


def set_of_work(db: Database, work_id: str) -> str | None:
    with db.session() as session:
        return session.scalar(select(Work.source_set).where(Work.id == work_id))


def owned_work(db: Database, user_id: int, work_id: str) -> str:
    """The source set of ``work_id`` if ``user_id`` owns that set (and so may delete the
    work); ``NotFound`` with the same words whether the work is missing or not theirs."""
    with db.session() as session:
        row = session.execute(
            select(Work.source_set, SourceSet.owner_id)
            .join(SourceSet, SourceSet.id == Work.source_set)
            .where(Work.id == work_id)
        ).first()
    if row is None or row.owner_id != user_id:
        raise NotFound(f"no work {work_id!r} in a source set of yours")
    return str(row.source_set)


def readable_work(db: Database, scope: Scope, work_id: str) -> bool:
    """Whether ``work_id`` exists in one of ``scope``'s sets."""
    home = set_of_work(db, work_id)
    return home is not None and scope.allows(home)
