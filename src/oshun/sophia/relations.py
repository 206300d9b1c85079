"""Two countries side by side, said as people say it (probe g24b).

"Is Canada next to the US?", "Does Bolivia touch Brazil?", "Is Austria close to Germany?"
ask whether two named works share a border — the question *Land boundaries* answers with
"border countries: US 8,891 km …". The Factbook writes "border", people say "next to",
"touch", "neighbour", "close to": the field model, which reads the words of the question
against the field's text, scored those questions 0.02–0.19 and they abstained, while
"Does Bolivia border Brazil?" was answered at 0.95. Such a phrase *between two works the
question names* is read as "border" (``bordering``); a phrase before a sea or a place that
is no work ("What sea is next to Greece?", "Is Cuba close to Florida?") is left as asked,
since what lies beside a country that is not a country is its *Location*'s to say.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from oshun.sophia.entities import Mention

#: what people say for "shares a border with", between the two names; "close to", "near"
#: only here, between two countries (of two countries, nearness is their border)
_BESIDE = re.compile(
    r"""(?:\b(?:is|are|lies|lie|sits|sit|located|situated)\s+)?
        (?:\b(?:right|just|directly|really|actually|only|also|even)\s+)?
        \b(?:next\s+(?:door\s+)?to|close\s+to|near(?:\s+to)?|nearby|beside|adjacent\s+to
          |touch(?:es|ing)?|neighbou?r(?:s|ing)?(?:\s+(?:of|with|to))?
          |connected\s+to|attached\s+to|joined\s+to)
        \s+(?:the\s+)?$""",
    re.IGNORECASE | re.VERBOSE,
)
#: "Are Canada and the US next to each other?": the two names joined, the relation after
_JOINED = re.compile(r"^\s*(?:and|&)\s+(?:the\s+)?$", re.IGNORECASE)
_MUTUAL = re.compile(
    r"""^\s*(?:(?:right|just|directly|really|actually)\s+)?
        (?:next\s+to\s+each\s+other|close\s+to\s+each\s+other|near\s+each\s+other
          |neighbou?rs|neighbou?ring(?:\s+countries)?|adjacent(?:\s+to\s+each\s+other)?
          |touching(?:\s+each\s+other)?|bordering\s+each\s+other)\b""",
    re.IGNORECASE | re.VERBOSE,
)
#: the verb the border question asks with; "is/are" before the first name becomes "does/do"
_OPENING = re.compile(r"^\s*(is|are)\b", re.IGNORECASE)


def bordering(text: str, mentions: Sequence[Mention]) -> str | None:
    """``text`` with a "next to" between two named works read as "border" ("Is Canada next
    to the US?" → "Does Canada border the US?"), or None when it holds no such phrase.
    Only two whole works count: a part or city of a work ("Is the Vatican next to Rome?")
    is a place inside one, whose nearness no border field says."""
    works = [m for m in mentions if not m.part and not m.common and not m.people]
    if len(works) != 2 or len(mentions) != 2:
        return None
    first, second = sorted(works, key=lambda m: m.start)
    if set(first.titles) & set(second.titles):
        return None
    between = text[first.end : second.start]
    head = text[: first.start]
    opening = _OPENING.match(head)
    mutual = _MUTUAL.match(text[second.end :])
    if opening is not None and _JOINED.match(between) and mutual is not None:
        # "Are Canada and the US neighbours?" → "Does Canada border the US?"
        verb = "Does" if opening.group(1)[0].isupper() else "does"
        head = head[: opening.start(1)] + verb + head[opening.end(1) :]
        article = "the " if re.search(r"\bthe\s+$", between, re.IGNORECASE) else ""
        rest = text[second.end + mutual.end() :]
        return (
            head
            + text[first.start : first.end]
            + f" border {article}"
            + text[second.start : second.end]
            + rest
        )
    found = _BESIDE.search(between)
    if found is None:
        return None
    article = "the " if re.search(r"\bthe\s+$", found.group(), re.IGNORECASE) else ""
    kept = between[: found.start()].rstrip()
    middle = f"{kept} border {article}" if kept else f" border {article}"
    if opening is not None and not kept:
        verb = "Does" if opening.group(1).lower() == "is" else "Do"
        if opening.group(1).islower():
            verb = verb.lower()
        head = head[: opening.start(1)] + verb + head[opening.end(1) :]
    return head + text[first.start : first.end] + middle + text[second.start :]
