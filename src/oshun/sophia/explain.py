"""The meter's explainer: one sentence a person understands, saying why this state."""

from __future__ import annotations

from oshun.retrieval.analysis import stem
from oshun.sophia.envelope import GroundingState
from oshun.sophia.gate import Judged
from oshun.sophia.question import Question

EMPTY = "The question is empty, so there is nothing to answer."


def search_unavailable(reason: str = "the library's index could not be read") -> str:
    return (
        f"Search was unavailable ({reason}), so no passage could be checked; Sophia does not "
        "answer without evidence. Try again later."
    )


def _words(question: Question) -> dict[str, str]:
    mapping: dict[str, str] = {}
    for word in question.search_text.split():
        mapping.setdefault(stem(word.lower()), word)
    return mapping


def _quoted(words: list[str]) -> str:
    quoted = [f"“{w}”" for w in words]
    if len(quoted) <= 1:
        return "".join(quoted)
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


def no_witness(question: Question, judged: list[Judged], unknown: list[str]) -> str:
    """Why an answer abstained although search ran; ``unknown``: terms no passage holds."""
    words = _words(question)
    if question.empty:
        return "The question holds no searchable word, so no passage can bear on it."
    absent = [words[term] for term in unknown if term in words]
    if absent:
        return (
            f"No passage in the library mentions {_quoted(absent[:3])}, so Sophia does not answer."
        )
    if not judged:
        return (
            "No passage in the library mentions "
            f"{_quoted(list(dict.fromkeys(words.values())))}, so Sophia does not answer."
        )
    best = max(judged, key=lambda j: j.score)
    passage = best.reading.hit.passage
    text = f"{passage.title}\n{passage.heading}\n{passage.text}".lower()
    missing = [word for word in dict.fromkeys(words.values()) if word.lower() not in text]
    if missing:
        return (
            f"No passage in the library bears on this question: the closest one "
            f"(“{passage.title}”) does not mention {_quoted(missing[:3])}, so Sophia does "
            "not answer."
        )
    return (
        f"No passage in the library bears closely enough on this question: the closest one "
        f"(“{passage.title}”) shares its words but not in a way that answers it, so Sophia "
        "does not answer."
    )


def answered(state: GroundingState, witnesses: list[Judged], count: int) -> str:
    """Why an answer is grounded or partial."""
    best = witnesses[0].reading.hit.passage.title
    noun = "passage" if count == 1 else "passages"
    if state is GroundingState.GROUNDED:
        return (
            f"{count} {noun} in the library support this answer (strongest: “{best}”); "
            "each claim quotes its passage."
        )
    return (
        f"Only {count} {noun} in the library bear{'s' if count == 1 else ''} on this question "
        f"(“{best}”), so the answer is partial; check the quoted passage before relying on it."
    )


def no_field(titles: list[str], closest: str | None) -> str:
    """Why a question naming a reference work abstained: none of its fields answers it."""
    work = _quoted(titles[:3]).replace(" or ", " and ")
    near = f" (the closest is “{closest}”)" if closest else ""
    return f"No passage of {work} answers this question{near}, so Sophia does not answer."


def not_available(title: str, heading: str) -> str:
    """Why a question abstained whose field is there but reads "NA" (``unavailable``)."""
    field = heading.rsplit(" › ", 1)[-1]
    return (
        f"The library's entry “{title}” has the field “{field}”, but gives no value for it "
        "(“NA”, not available), so Sophia does not answer."
    )


def part_of(places: list[str], titles: list[str]) -> str:
    """Why a question about a place a work includes abstained ("England", of the United
    Kingdom): the work's fields describe the whole, and none it shares with its parts
    answers."""
    place = _quoted(list(dict.fromkeys(places))[:3]).replace(" or ", " and ")
    work = _quoted(titles[:3]).replace(" or ", " and ")
    return (
        f"The library describes {work} as a whole, and {place} is only part of it: what it "
        "says of the whole is not said of the part, so Sophia does not answer."
    )


def unnamed_entries(closest: Judged, verdict: str) -> str:
    """Why a question naming no entry of a reference series abstained although an entry's
    field passed the gate (``entries.unnamed_verdict``)."""
    passage = closest.reading.hit.passage
    if verdict == "not-stated":
        return (
            f"No passage in the library states this ranking: the closest one (“{passage.title}”"
            f", {passage.heading}) speaks of its own entry only, so Sophia does not answer."
        )
    if verdict == "not-several":
        return (
            f"This question asks for several places; the closest passage (“{passage.title}”, "
            f"{passage.heading}) names one of them at most, so Sophia does not answer."
        )
    return (
        f"The closest passage is a field of the library's entry “{passage.title}” "
        f"({passage.heading}), which is about that entry; this question names no entry and "
        "does not ask which one, so Sophia does not answer."
    )


def ranking_unstated(closest: Judged) -> str:
    """Why a question asking which place ranks first in the world abstained: the work it
    looked in does not state that ranking (``engine._ranking_stated``)."""
    passage = closest.reading.hit.passage
    return (
        f"No passage of “{passage.title}” states this ranking: the closest field "
        f"({passage.heading}) does not say which place it is, so Sophia does not answer."
    )


def partial_parts(missing: list[str]) -> str:
    """Why a multi-part answer is partial: the parts that found no evidence."""
    return (
        f"This answer is partial: the library holds no evidence for {_quoted(missing[:3])}; "
        "each answered part quotes its passages."
    )


def retracted_only(titles: list[str]) -> str:
    """Why Sophia abstained: the only evidence is in retracted works."""
    noun = "work" if len(titles) == 1 else "works"
    return (
        f"The only evidence the library holds for this is in the retracted {noun} "
        f"{_quoted(titles[:3]).replace(' or ', ' and ')}; a retracted work never supports an "
        "answer, so Sophia does not answer."
    )
