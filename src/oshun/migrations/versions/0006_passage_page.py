"""The page of a passage in a paged source (PDF); NULL for everything else.

Revision ID: 0006
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("passages") as batch:
        batch.add_column(sa.Column("page", sa.Integer, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("passages") as batch:
        batch.drop_column("page")
