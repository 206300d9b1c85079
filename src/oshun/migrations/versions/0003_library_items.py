"""The Library: saved items (answer snapshots with notebook notes) and save/unsave events.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "saved_items",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column(
            "user_id",
            sa.Integer,
            sa.ForeignKey("users.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("answer_id", sa.String(64), nullable=False),
        sa.Column("domain", sa.String(20), nullable=False),
        sa.Column("item_type", sa.String(40), nullable=False),
        sa.Column("query", sa.Text, nullable=False),
        sa.Column("grounding_state", sa.String(20), nullable=False),
        sa.Column("snapshot", sa.JSON, nullable=False),
        sa.Column("notes", sa.Text, nullable=False),
        sa.Column("notes_version", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False, index=True),
        sa.Column("notes_updated_at", sa.DateTime, nullable=True),
        sa.UniqueConstraint("user_id", "answer_id", name="uq_saved_items_user_answer"),
    )
    op.create_table(
        "library_events",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column(
            "user_id",
            sa.Integer,
            sa.ForeignKey("users.id", ondelete="CASCADE"),
            nullable=False,
            index=True,
        ),
        sa.Column("event", sa.String(20), nullable=False),
        sa.Column("item_id", sa.String(32), nullable=False),
        sa.Column("answer_id", sa.String(64), nullable=False),
        sa.Column("at", sa.DateTime, nullable=False, index=True),
    )


def downgrade() -> None:
    op.drop_table("library_events")
    op.drop_table("saved_items")
