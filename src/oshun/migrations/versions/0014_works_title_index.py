"""An index on works.title: a question that names a work reads that work's passages by title
(the answer engine's entity constraint), which scanned every work (≈1 s at 1M works).

A hash index on PostgreSQL (equality only, and no size limit on a long title); SQLite builds
its ordinary B-tree.

Revision ID: 0014
Revises: 0006
"""

from alembic import op

revision = "0014"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_works_title", "works", ["title"], postgresql_using="hash")


def downgrade() -> None:
    op.drop_index("ix_works_title", table_name="works")
