"""The kind of answer a question expects, and whether a quoted sentence holds one.

"How many people live in Nigeria?" expects a number, "When did Kenya become independent?"
a date, "Who is the president of France?" a name, "Where is Chad?" a place. A sentence
without anything of that kind cannot be the answer, however many words it shares with the
question. The checks are deliberately broad (any digit or number word counts as a number;
any capitalised or upper-case word after the first as a name or place): they veto what
clearly lacks the kind, they do not extract it.
"""

from __future__ import annotations

import re

_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})s?\b|\bcentur|\b(BC|AD|BCE|CE)\b")
#: A four-digit year standing alone (not part of "1,284" or "2024.5").
_YEAR_ONLY = re.compile(r"(?<![\d,.])\b(1[0-9]{3}|20[0-9]{2})s?\b(?![,.]\d)")
#: The month names, as a regular expression's alternatives (``counts`` dates with them too).
MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_MONTH = re.compile(rf"\b({MONTHS})\b")
_NUMBER = re.compile(
    r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|"
    r"forty|fifty|hundred|thousand|million|billion|dozen|half|several)\b",
    re.IGNORECASE,
)
# A capitalised word that does not start the text or a sentence: a name, a place.
_CAPITALISED = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][A-Za-z]+")
_LABELLED_NAME = re.compile(r"^[a-z ()-]+:\s+\S*[A-Z]")  # "chief of state: President ..."


def type_match(answer_type: str | None, sentence: str) -> float:
    """1 when ``sentence`` holds the expected kind of answer, 0 when not, 0.5 if none expected."""
    if answer_type is None:
        return 0.5
    if answer_type == "time":
        return 1.0 if _YEAR.search(sentence) or _MONTH.search(sentence) else 0.0
    if answer_type == "number":
        # A year dates something; it does not count or measure it ("How many moons does
        # Jupiter have?" is not answered by "2024 - … Jupiter's Europa moon").
        return 1.0 if _NUMBER.search(_YEAR_ONLY.sub(" ", sentence)) else 0.0
    if _CAPITALISED.search(sentence) or _LABELLED_NAME.search(sentence):
        return 1.0
    return 0.0


#: The lines of a reference work that name an office's holder, and a name written the way
#: it writes surnames, in capitals ("King CARL XVI GUSTAF", "President XI Jinping").
_OFFICE_LINE = re.compile(r"\s*(?:chief of state|head of government)\s*:\s*(.*)", re.DOTALL)
_CAPITALS = re.compile(r"\b[A-Z\u00c0-\u00de]{2,}\b")


#: a field or line whose value is only "none": Western Sahara's *Executive branch* is
#: "note: none"
_NONE_ONLY = re.compile(r"\s*(?:[A-Za-z][A-Za-z /()'-]{0,40}:\s*)?none\.?\s*", re.IGNORECASE)


def names_nobody(quote: str) -> bool:
    """``quote`` is an office holder's line whose value is prose about places, not a person:
    it opens with a lower-case word and writes no name in capitals. The *World*'s "chief of
    state: there are 27 countries with royal families …" does not say who the president of
    the world is (it was quoted at 1.00); "co-chiefs of state Captains Regent Matteo ROSSI
    …" and "Prime Minister Manuel Osa Nsue Nsua" do name their holders. Nor does a value
    that is only "none" ("note: none", Western Sahara's *Executive branch*) name anyone
    ("Who controls Western Sahara?" quoted it at 0.73)."""
    if _NONE_ONLY.fullmatch(quote) is not None:
        return True
    match = _OFFICE_LINE.match(quote)
    if match is None:
        return False
    value = match.group(1)
    return value[:1].islower() and _CAPITALS.search(value) is None


#: A surname in capitals after a capitalised given name or title ("Claude-Joseph ROUGET",
#: "King CARL XVI GUSTAF"), not an acronym alone ("(EUR)").
_PERSON = re.compile(r"\b[A-Z\u00c0-\u00de][\w'-]*\s+(?:[a-z]{1,3}\s+)?[A-Z\u00c0-\u00de]{3,}\b")


def names_a_person(line: str) -> bool:
    """``line`` writes a person's name the way a reference work writes it, with the surname
    in capitals after a capitalised name or title: "lyrics/music: Claude-Joseph ROUGET de
    Lisle" names who wrote France's anthem, "title: "La Marseillaise"" names a song."""
    return _PERSON.search(line) is not None


_TOKEN = re.compile(r"[^\W_]+")


def novel_type_match(answer_type: str | None, sentence: str, question: str) -> float:
    """``type_match`` over the sentence with the question's own words blanked out: "When did
    the 1973 oil crisis begin?" is not answered by a sentence whose only year is 1973. An
    answer brings something the question does not already say."""
    asked = {word.lower() for word in _TOKEN.findall(question)}
    blanked = _TOKEN.sub(lambda m: "_" if m.group().lower() in asked else m.group(), sentence)
    return type_match(answer_type, blanked)
