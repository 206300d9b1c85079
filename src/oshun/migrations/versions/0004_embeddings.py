"""Passage vectors, keyed by (text hash, model id): computed once, reused by every index.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "embeddings",
        sa.Column("text_hash", sa.String(64), primary_key=True),
        sa.Column("model_id", sa.String(120), primary_key=True),
        sa.Column("vector", sa.LargeBinary, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("embeddings")
