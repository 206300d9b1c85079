"""The library: works, passages and the corpus version.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "works",
        sa.Column("id", sa.String(200), primary_key=True),
        sa.Column("collection", sa.String(120), nullable=False, index=True),
        sa.Column("external_id", sa.String(200), nullable=False),
        sa.Column("title", sa.Text, nullable=False),
        sa.Column("authors", sa.JSON, nullable=False),
        sa.Column("year", sa.Integer, nullable=True),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("licence", sa.String(200), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("published", sa.Date, nullable=True),
        sa.Column("updated", sa.Date, nullable=True),
        sa.Column("retracted", sa.Boolean, nullable=False),
        sa.Column("content_hash", sa.String(64), nullable=False),
        sa.Column("ingested_at", sa.DateTime, server_default=sa.func.now(), nullable=False),
    )
    op.create_table(
        "passages",
        sa.Column("pk", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("id", sa.String(260), nullable=False, unique=True, index=True),
        sa.Column(
            "work_id",
            sa.String(200),
            sa.ForeignKey("works.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("ordinal", sa.Integer, nullable=False),
        sa.Column("heading", sa.Text, nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("content_hash", sa.String(64), nullable=False),
        sa.Column("char_start", sa.Integer, nullable=False),
        sa.Column("char_end", sa.Integer, nullable=False),
    )
    op.create_table(
        "library_state",
        sa.Column("key", sa.String(40), primary_key=True),
        sa.Column("value", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("library_state")
    op.drop_table("passages")
    op.drop_table("works")
