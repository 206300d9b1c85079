"""Search-result snippets: the stretch of a passage richest in query terms, as safe HTML.

Only pages and routes that show a result build one (Sophia never needs them), so the cost is
paid per shown hit, not per searched one. The matches are found from the query's terms, not
by analysing every word of the passage: one compiled pattern (cached per query) finds the
words that begin like a query term's stem, and only those are stemmed and checked.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

from oshun.retrieval.analysis import STOP_WORDS, Token, stem
from oshun.sentences import sentence_at

SNIPPET_CHARS = 240


@lru_cache(maxsize=1024)
def _candidates(query_terms: frozenset[str], ignore_case: bool = False) -> re.Pattern[str] | None:
    """Words that may stem to one of ``query_terms``: a Snowball stem is the word's prefix
    except, at most, for its last letter ("happi" ← "happy"), and "-ie" ← "-ying" ("die" ←
    "dying"). Matched against lower-cased text, without a look-behind: the fastest scan
    Python's ``re`` offers (the word-start check is the caller's)."""
    prefixes = {term[:-1] if len(term) > 1 else term for term in query_terms if term}
    prefixes.update(term[:-2] + "y" for term in query_terms if term.endswith("ie"))
    if not prefixes:
        return None
    flags = re.IGNORECASE if ignore_case else 0
    return re.compile(rf"{_trie(sorted(prefixes))}[^\W_]*", flags)


def matches_of(text: str, query_terms: frozenset[str]) -> list[Token]:
    """The words of ``text`` whose analysed term is one of ``query_terms``, in order."""
    lowered = text.lower()
    exact = len(lowered) == len(text)  # else a letter lower-cases to two: match ignoring case
    pattern = _candidates(query_terms, not exact)
    if pattern is None:
        return []
    found: list[Token] = []
    for match in pattern.finditer(lowered if exact else text):
        start = match.start()
        if start and text[start - 1].isalnum():
            continue  # inside a word: the rest of it was consumed with the match
        word = match.group() if exact else match.group().lower()
        if word in STOP_WORDS or len(word) > 40:
            continue
        term = stem(word)
        if term in query_terms:
            found.append(Token(term, start, match.end()))
    return found


def _trie(words: list[str]) -> str:
    """One regex for "any of ``words``" that shares their common prefixes, so matching costs
    the length of a word, not the number of words (a long query has dozens of terms)."""
    if not words:
        return ""
    if len(words) == 1:
        return re.escape(words[0])
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[:1], []).append(word[1:])
    branches = []
    for first, tails in groups.items():
        ends = "" in tails
        rest = _trie([tail for tail in tails if tail])
        if not rest:
            branches.append(re.escape(first))
        else:
            branches.append(re.escape(first) + (f"(?:{rest})?" if ends else f"(?:{rest})"))
    return branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"


def snippet_html(
    text: str, query_terms: set[str] | frozenset[str], width: int = SNIPPET_CHARS
) -> str:
    """The ``width`` characters of ``text`` richest in query terms, escaped, matches marked;
    they begin at a sentence start when one is near."""
    matches = matches_of(text, frozenset(query_terms))
    if len(text) <= width:
        start, end = 0, len(text)
    elif not matches:
        start, end = 0, width
    else:
        best_start, best_terms = 0, -1
        for anchor in matches:
            window_terms = {
                m.term for m in matches if anchor.start <= m.start < anchor.start + width
            }
            if len(window_terms) > best_terms:
                best_start, best_terms = anchor.start, len(window_terms)
        start = max(0, best_start - width // 4)
        # Begin where the sentence holding the first match begins, when it begins near it
        # (hard-wrapped text too: a line start is not a sentence start).
        sentence = sentence_at(text, best_start)
        snapped = sentence is not None and best_start - sentence.start <= width // 2
        if snapped and sentence is not None:
            start = sentence.start
        end = min(len(text), start + width)
        if not snapped:
            start = max(0, end - width)
    out: list[str] = ["…" if start > 0 else ""]
    cursor = start
    for match in matches:
        if match.start < start or match.end > end:
            continue
        out.append(html.escape(text[cursor : match.start]))
        out.append(f"<mark>{html.escape(text[match.start : match.end])}</mark>")
        cursor = match.end
    out.append(html.escape(text[cursor:end]))
    out.append("…" if end < len(text) else "")
    return "".join(out)
