"""Password policy: long enough, not trivially simple, not a common password.

A person can live with it: 12 characters or more, anything else goes (a passphrase such as
"correct horse battery" is fine). Refused, each with a message saying why:

* fewer than 12 or more than 1024 characters;
* only digits, or fewer than 5 different characters ("aaaaaaaaaaaa", "abababababab");
* one of the 20,000 most common passwords — the list Django ships
  (``common-passwords.txt.gz``, by Royce Williams, BSD licence), compared in lower case —
  also when only padded with digits or symbols ("password123456", "!!qwertyuiop!!").
"""

from __future__ import annotations

import gzip
import re
from functools import cache
from pathlib import Path

from oshun.errors import InvalidInput

MIN_CHARS = 12
MAX_CHARS = 1024
_LIST = Path(__file__).with_name("common-passwords.txt.gz")
_PADDING = re.compile(r"^[\W\d_]*(.*?)[\W\d_]*$", re.DOTALL)


@cache
def common_passwords() -> frozenset[str]:
    with gzip.open(_LIST, "rt", encoding="utf-8") as lines:
        return frozenset(line.strip() for line in lines if line.strip())


def password_problem(password: str) -> str | None:
    """Why ``password`` is refused (a sentence fragment), or ``None``."""
    if len(password) < MIN_CHARS:
        return f"the password needs at least {MIN_CHARS} characters"
    if len(password) > MAX_CHARS:
        return f"the password may have at most {MAX_CHARS} characters"
    if password.isdigit() or len(set(password.strip())) < 5:
        return "the password is too simple: use a few words or more different characters"
    lowered = password.strip().lower()
    core = _PADDING.match(lowered)
    common = common_passwords()
    if lowered in common or (core and core.group(1) in common):
        return "the password is one of the most common passwords: choose another"
    return None


def check_password(password: str) -> None:
    problem = password_problem(password)
    if problem:
        raise InvalidInput(problem)
