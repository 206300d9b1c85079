"""Source sets: named sets of works with an owner and readers; every work belongs to one.

Works stored before this revision go to the shared set ``library`` (read by everyone), so an
existing library reads as it did.

Revision ID: 0007
Revises: 0014 (after main's works-title index)
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    sets = op.create_table(
        "source_sets",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column(
            "owner_id",
            sa.Integer,
            sa.ForeignKey("users.id", ondelete="CASCADE"),
            nullable=True,
            index=True,
        ),
        sa.Column("shared", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("private", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("created_at", sa.DateTime, server_default=sa.func.now(), nullable=False),
    )
    op.create_table(
        "source_set_members",
        sa.Column(
            "set_id",
            sa.String(64),
            sa.ForeignKey("source_sets.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column(
            "user_id",
            sa.Integer,
            sa.ForeignKey("users.id", ondelete="CASCADE"),
            primary_key=True,
            index=True,
        ),
    )
    op.bulk_insert(sets, [{"id": "library", "name": "Library", "shared": True, "private": False}])
    with op.batch_alter_table("works") as batch:
        batch.add_column(
            sa.Column("source_set", sa.String(64), nullable=False, server_default="library")
        )
        batch.create_index("ix_works_source_set", ["source_set"])
        batch.create_foreign_key("fk_works_source_set", "source_sets", ["source_set"], ["id"])


def downgrade() -> None:
    with op.batch_alter_table("works") as batch:
        batch.drop_constraint("fk_works_source_set", type_="foreignkey")
        batch.drop_index("ix_works_source_set")
        batch.drop_column("source_set")
    op.drop_table("source_set_members")
    op.drop_table("source_sets")
