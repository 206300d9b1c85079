"""Search-result snippets: the stretch of a passage richest in query terms, as safe HTML.

Only pages and routes that show a result build one (Sophia never needs them), so the cost is
paid per shown hit, not per searched one.
"""

from __future__ import annotations

import html

from oshun.retrieval.analysis import Token, tokens
from oshun.sentences import sentence_at

SNIPPET_CHARS = 240


def snippet_html(text: str, query_terms: set[str], width: int = SNIPPET_CHARS) -> str:
    """The ``width`` characters of ``text`` richest in query terms, escaped, matches marked;
    they begin at a sentence start when one is near."""
    matches: list[Token] = [token for token in tokens(text) if token.term in query_terms]
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
