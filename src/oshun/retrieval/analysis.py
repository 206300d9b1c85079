"""Text analysis shared by search, snippets and the answer engine.

Tokens are runs of letters and digits, lower-cased; English stop words are dropped and the
rest stemmed with the Snowball English stemmer, the same pipeline the index uses.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

import Stemmer

# Tantivy's built-in English stop word list (the Lucene list), so both sides agree.
STOP_WORDS: frozenset[str] = frozenset(
    "a an and are as at be but by for if in into is it no not of on or such that the their "
    "then there these they this to was will with".split()
)

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_stemmer = Stemmer.Stemmer("english")


@dataclass(frozen=True, slots=True)
class Token:
    term: str  # stemmed, lower-cased
    start: int
    end: int


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return str(_stemmer.stemWord(word))


def words(text: str) -> list[str]:
    """Lower-cased word tokens, stop words kept (for building safe index queries)."""
    return [match.group().lower() for match in _WORD.finditer(text)]


def tokens(text: str) -> Iterator[Token]:
    """Stemmed, stop-word-free tokens with their character offsets in ``text``."""
    for match in _WORD.finditer(text):
        word = match.group().lower()
        if word in STOP_WORDS or len(word) > 40:
            continue
        yield Token(stem(word), match.start(), match.end())


def terms(text: str) -> list[str]:
    """The stemmed terms of ``text``, in order, stop words removed (no offsets: fast path)."""
    return [
        stem(word)
        for word in _WORD.findall(text.lower())
        if word not in STOP_WORDS and len(word) <= 40
    ]
