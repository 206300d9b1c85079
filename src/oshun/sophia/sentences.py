"""The sentences a person writes around a question: what is asked, what is only said.

People ask in several sentences. What comes before the question is kept: it often names
what the question is about ("I'm flying to Peru next week. What money should I bring?").
What comes after it is usually a remark about the asker, not the thing asked ("What is the
capital of Morocco? I always mix it up with Casablanca.", "Is the national language of
Pakistan Urdu? I'm not sure."), and a name in such a remark is no place asked about: it
made both questions abstain. A statement followed by a sentence that asks whether it is
true ("My friend says Egypt has over 100 million people. Is that right?") asks the
statement checked; it is written as the tag question ``question.as_yes_no`` reads ("Egypt
has over 100 million people, right?"), without the hearsay that introduced it.

No parser: sentences end at ".", "!" or "?" before a space; a remark opens with a word
about the asker ("I", "my", "we") or a thanks, or only says how exact or short an answer is
wanted ("Just roughly."), and asks nothing of its own.
"""

from __future__ import annotations

import re

#: Where a sentence ends: after ".", "!" or "?" and before a space ("3.5" goes on).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
#: A sentence that only asks whether the one before it is true.
_IS_IT_TRUE = re.compile(
    r"^\W*(?:(?:is|was)\s+(?:that|this|it)\s+(?:really\s+)?(?:right|true|correct|so|accurate)"
    r"|(?:am\s+i|are\s+they|is\s+(?:he|she))\s+(?:right|correct)"
    r"|right|true|correct|really|or\s+not)\W*$",
    re.IGNORECASE,
)
#: Hearsay before a statement to check: "My friend says (that)", "I heard (that)", "I read
#: somewhere that", "Someone told me", "I think", "People say".
HEARSAY = re.compile(
    r"^\W*(?:(?:my|a|our)\s+[^\W\d_]+\s+(?:says|said|told\s+me|thinks|claims)"
    r"|(?:someone|somebody|people|they|everyone)\s+(?:says?|said|told\s+me|claims?)"
    r"|i(?:'ve|\s+have)?\s+(?:heard|read|thought|think|believe|was\s+told)(?:\s+somewhere)?)"
    r"\s+(?:that\s+)?(?=[^\W_])",
    re.IGNORECASE,
)
#: A remark about the asker after the question: it opens with a word about the asker, or
#: thanks, and is no question itself.
_REMARK = re.compile(
    r"^\W*(?:i|i'm|i’m|im|i've|i'd|i'll|my|we|we're|our|me|thanks|thank\s+you|cheers|sorry)\b",
    re.IGNORECASE,
)


#: … or it only says how exact or how long an answer is wanted: "Just roughly.", "Briefly,
#: please.", "Roughly is fine.", "An estimate will do." (every word one of these).
_HEDGES = frozenset(
    """just only roughly approximately about around more or less ballpark estimate briefly
    quickly short shortly please thanks thank you a an the in words few figure number ok
    okay is fine good enough will do works""".split()
)
_WORD = re.compile(r"[^\W_]+")


def _remark(sentence: str) -> bool:
    words = [w.lower() for w in _WORD.findall(sentence)]
    hedged = bool(words) and all(w in _HEDGES for w in words)
    return not sentence.endswith("?") and (hedged or _REMARK.match(sentence) is not None)


def sentences(text: str) -> list[str]:
    """``text`` cut into its sentences, each with its closing mark, blank ones left out."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def asked_sentences(text: str) -> str:
    """``text`` without the remarks after its last question, a statement asked to be checked
    as a tag question; any other text as it is."""
    said = sentences(text)
    if len(said) < 2:
        return text
    if _IS_IT_TRUE.match(said[-1]) and not said[-2].endswith("?"):
        statement = HEARSAY.sub("", said[-2], count=1).rstrip(".! ")
        if statement:
            return " ".join([*said[:-2], f"{statement}, right?"])
    last = max((n for n, s in enumerate(said) if s.endswith("?")), default=None)
    if last is None or last == len(said) - 1:
        return text
    if all(_remark(s) for s in said[last + 1 :]):
        return " ".join(said[: last + 1])
    return text
