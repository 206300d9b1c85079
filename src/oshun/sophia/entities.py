"""Which works a question names: an alias table built from the library itself.

"Who is the president of France?" is about one work, the Factbook's France; a passage from
Andorra that happens to mention presidents is not a witness, however well it matches. To
know that, Sophia needs the names a person uses for a work, and it reads them from the
library rather than from a list of its own:

- every work title, and its inverted form when a reference work files it under a comma
  ("Korea, South" → "South Korea", "Bahamas, The" → "The Bahamas" and "Bahamas");
- a title's parenthesis apart ("Holy See (Vatican City)" → "Holy See", "Vatican City");
- the places a title joins with "and": the first names the whole ("Antigua", "Saint
  Vincent"), a later one is a part ("Barbuda");
- a long form without its "the" ("Democratic Republic of Congo");
- the "label: value" lines of the passages that name their work — a heading ending in
  "name" or "Nationality", such as the Factbook's "Government › Country name"
  (conventional, local and former forms, abbreviation) and "People and Society ›
  Nationality" (noun and adjective: "Nigerian", "Swiss");
- the short names inside those lines: what follows "of" in a long or former form ("United
  States of America" → "America", "Union of Myanmar" → "Myanmar"), the places a long form
  says the work includes ("the island of Great Britain includes England, Scotland, and
  Wales": a **part** of the work — the mention says so, and only the fields a part shares
  with its whole answer for it: the head of state or currency of England are the United
  Kingdom's, its population, area or capital are not) or joins after the first ("Great
  Britain and Northern Ireland": Great Britain names the whole as people use it, Northern
  Ireland is a part), a name the etymology or a note gives
  ("the name Britain …", "Turkiye is an approved English short-form name") — kept only when
  no other work's lines give the same name ("Korea" is two works: neither);
- names people use that the library never writes as a name ("Holland" for the
  Netherlands; "Argentinians", where the Nationality field writes "Argentine"): a short
  list written by hand for the demo library (``presets/other-names.json``), each added only
  when its work is in the library and the library's own names do not already give it a
  meaning.

"St" and "St." are read as "Saint" ("St Lucia" is Saint Lucia).

An alias names the works of its best kind only (a title beats a conventional form beats a
local form or abbreviation beats a nationality word beats a short name beats a part), so "Niger" is
Niger and never Nigeria, whose adjective is "Nigerian". Matching is longest first (a
name starting inside a shorter one and running past it wins: "the Dominican Republic" is
not the title "The Dominican" and a stray "Republic") and case-insensitive, except for
a local or former form that the naming lines also write as a lower-case word, which must
be capitalised ("Is Japan an island?" names no Iceland, whose local short form is
"Island"; "capital of zaire" still names the DRC), and abbreviations, which must be written as
the library writes them ("US", never "us") unless
the way they are used makes them names: after "the" ("the uk", "the us") or, three letters
or more, at the end after a preposition ("capital of usa"). The table is built once per
corpus version.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from itertools import pairwise

from oshun.retrieval.analysis import STOP_WORDS
from oshun.sophia.comparison import is_comparative
from oshun.sophia.question import QUESTION_FILLER

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_LINE = re.compile(r"^\s*([A-Za-z][A-Za-z ()-]{1,40}):\s*(.+?)\s*$", re.MULTILINE)
_PAREN = re.compile(r"\(([^)]*)\)")

#: Alias kinds, best first. The numbers order them; nothing else depends on them.
TITLE, CONVENTIONAL, LOCAL, ABBREVIATION, NATIONALITY, SHORT, PART, OTHER, CITY = range(9)
OTHER_NAMES = "other-names.json"
#: Distinct headings whose mentions an alias table keeps, at most.
_HEADINGS_KEPT = 4096

#: Labels of naming lines and the kind of alias each gives.
_LABELS: dict[str, int] = {
    "conventional short form": CONVENTIONAL,
    "conventional long form": CONVENTIONAL,
    "local short form": LOCAL,
    "local long form": LOCAL,
    "former": LOCAL,
    "abbreviation": ABBREVIATION,
    "noun": NATIONALITY,
    "adjective": NATIONALITY,
}
MAX_ALIAS_WORDS = 8
#: Labels whose values hold a form of the name followed by "of" and the short name.
_LONG_FORMS = frozenset({"conventional long form", "former"})
#: "the island of Great Britain includes England, Scotland, and Wales".
_INCLUDES = re.compile(
    r"\bincludes? ((?:[A-Z][\w-]*(?: [A-Z][\w-]*)*)(?:,? (?:and )?[A-Z][\w-]*(?: [A-Z][\w-]*)*)*)"
)
#: "the name Britain probably derives …", "Turkiye is an approved English short-form name".
_NAMED = re.compile(
    r"\bthe name ([^\W\d_][\w-]*(?: [A-Z][\w-]*){0,2})|"
    r"\b([A-Z][\w-]*(?: [A-Z][\w-]*){0,2}) is an? [\w -]*?name\b",
    re.UNICODE,
)
#: Words that never name a work alone: "in the world" is not the Factbook's *World*.
_IGNORED = (
    STOP_WORDS
    | QUESTION_FILLER
    | {
        "none",
        "republic",
        "state",
        "states",
        "kingdom",
        "world",
        "dependencies",
    }
)
#: The world called by another name at the end of a phrase ("on Earth", "the planet's");
#: not "What on earth is …?", not "Earth Day" nor "rare earth".
_EARTH = r"(?:\bon\s+(?:the\s+)?|\bthe\s+)(earth|planet)(?=['’]s\b|\s*[?.!,;]|\s*$)"
#: The world as an adverb: "the average life expectancy worldwide", "How many people speak
#: English globally?" ask of the whole world as "in the world" does (g25a: abstained).
_WORLDWIDE = r"\b(worldwide|world-wide|globally)\b"
#: How many countries there are, anywhere: asked of the world's entry when no work is named.
_COUNTING_COUNTRIES = re.compile(
    r"\bhow\s+many\s+(?:[^\W\d_]+\s+)?(?:countries|nations)\b", re.IGNORECASE
)
#: "the country whose capital is Nairobi", "the nation with the capital Hanoi", "the country
#: that has Ottawa as its capital": a work named by its capital (the *Capital* field's
#: "name:" line). The capital's name follows (``AliasTable.capital_mention``).
_BY_CAPITAL = re.compile(
    r"\b(?:the\s+)?(?:country|nation|state|place)\s+(?:whose\s+capital(?:\s+city)?\s+is"
    r"|with\s+(?:the\s+|a\s+)?capital(?:\s+city)?(?:\s+of)?"
    r"|(?:that|which)\s+has\s+(?:the\s+|a\s+)?capital(?:\s+city)?(?:\s+of)?)\s+",
    re.IGNORECASE,
)
_HAS_AS_CAPITAL = re.compile(
    r"\b(?:the\s+)?(?:country|nation|state|place)\s+(?:that|which)\s+has\s+",
    re.IGNORECASE,
)
_AS_ITS_CAPITAL = re.compile(r"^\s+as\s+(?:its|the)\s+capital(?:\s+city)?\b", re.IGNORECASE)
#: Words after an abbreviation that still leave it a name ("US and Canada").
_JOINERS = frozenset({"and", "or", "vs", "versus", "than"})
#: The most words of an inverted name's head ("Virgin Islands, British")
_INVERTED_HEAD = 3
#: A yes/no question whose last words name the body or place another named work may belong
#: to: "Is Poland in the EU?", "Is Poland a member of the European Union?", "Does Malta
#: belong to the EU?", "Is Lesotho inside South Africa?". The work asked about is the first;
#: the last is what its fields must hold (*International organization participation*: "…,
#: EU, …"; *Location*: "an enclave of South Africa"). Asked of both, the question had no word
#: left and abstained. "Is Greenland part of Denmark?" asks how two works stand to one
#: another (``lookalikes.related``: a field of Greenland naming Denmark answers): left so.
#: Likewise the partner a work trades with (``_partner``).
_YES_NO_OPENING = re.compile(r"^\W*(?:is|are|was|were|does|do|did|has|have)\b", re.IGNORECASE)
#: The phrases that say a country owns the work: part of it, its territory, ruled by it.
_OWNING = (
    r"belongs?\s+to|(?:(?:a|an)\s+)?part\s+of"
    r"|(?:(?:a|an)\s+)?(?:territory|dependency|colony|possession|province|region)\s+of"
    r"|(?:owned|ruled|governed|controlled|administered|run)\s+by"
)
_STILL = r"^\W*(?:(?:still|already|currently|now|also)\s+)?"
#: Only these words stand between the two names: "Does the United States have an embassy
#: in Iran?" asks about Iran's field on the US embassy, not whether the US is in Iran.
_BELONGING = re.compile(
    _STILL + r"(?:(?:an?\s+)?(?:member|members|member\s+state|member\s+country)\s+of"
    r"|in(?:side)?|within|joined|join|" + _OWNING + r")\s+(?:the\s+)?$",
    re.IGNORECASE,
)
#: … of them, those that say a country owns the work (``AliasTable.owner``)
_OWNED = re.compile(_STILL + r"(?:" + _OWNING + r")\s+(?:the\s+)?$", re.IGNORECASE)

#: Words before a work's name that place what the question asks about inside it: "How many
#: Syrian refugees live in Lebanon?", "Is the Swiss franc used in Liechtenstein?".
_PLACED_IN = frozenset({"in", "inside", "within"})


#: Words before a lower-case abbreviation at the end of a question that make it a name
#: ("the capital of usa?"); "the" makes any abbreviation one ("the uk", "the us").
_NAME_BEFORE = frozenset({"in", "of", "from", "for", "to"})


def _lower_case_name(words: list[_Word], i: int, size: int, written: str) -> bool:
    """People type names in lower case: an abbreviation so written ("uk", "usa", "uae") is
    a name after "the" ("the uk", "the us") or beside "vs" ("japan vs us"), inside the
    question, when it is no word too, after the auxiliary opening it or a preposition ("is nz
    a monarchy", "people in uk speak what"), or when it ends the question after a preposition
    ("the capital of usa", "parliament of uk"), "us" aside: "Tell us about it", "what does it
    mean for us" stay words."""
    if not written.islower():
        return False
    before = words[i - 1].text.lower() if i > 0 else ""
    after = words[i + size].text.lower() if i + size < len(words) else ""
    if before in ("the", "vs", "versus") or after in ("vs", "versus"):
        return True  # "the uk", "japan vs us", "usa vs canada": a place compared with another
    if (
        size == 1
        and after in _OWN_THINGS
        and before not in _TELLING
        and (i + size + 1 == len(words) or words[i + size + 1].text.lower() not in _OWN_THINGS)
    ):
        # "where are us troops stationed", "how big is the uk economy": an abbreviation
        # before a thing a country has is whose it is; "tell us population" stays a pronoun
        return True
    if (
        i > 0
        and i + size < len(words)
        and size == 1
        and written not in _WORDLIKE
        and ((i == 1 and before in _OPENING) or before in _NAME_BEFORE)
    ):
        # "is nz a monarchy", "does uae have oil", "people in uk speak what": inside the
        # question, an abbreviation nobody writes as a word is a name as the question's
        # subject or after a preposition ("what is usa today" stays the newspaper's words)
        return True
    if before not in _NAME_BEFORE or i + size != len(words):
        return False
    # "parliament of uk": a two-letter one too, but "us" after "for" or "to" is a pronoun
    return len(written) >= 3 or written not in _PRONOUNS


#: Things a country has, which people write its abbreviation before ("us troops", "uk
#: economy", "usa president"): the abbreviation is whose they are, not a pronoun.
_OWN_THINGS = frozenset(
    """troops soldiers military army navy marines forces bases president presidents
    government economy gdp dollar dollars currency embassy embassies citizens citizenship
    congress senate constitution elections election debt budget exports imports
    territories territory prime parliament""".split()
)
#: Verbs after which "us" is the pronoun even before such a thing ("tell us gdp of …").
_TELLING = frozenset("tell give show let help send teach get bring".split())
#: Auxiliaries that open a yes/no question, before its subject ("is nz a monarchy").
_OPENING = frozenset("is are was were does do did has have can could will would should".split())
#: Lower-case two-letter abbreviations that are words people use as pronouns.
_PRONOUNS = frozenset({"us"})
#: Lower-case abbreviations that are also words, or short forms of other things, which inside
#: a question stay what they are ("buy a car in Germany", "the pr of a party", "vi, the
#: editor"): a name only where ``_lower_case_name`` places one otherwise.
_WORDLIKE = _PRONOUNS | frozenset({"car", "pr", "vi", "ch", "gu", "eu"})


def _cased_name(name: str) -> bool:
    """An other name whose capitals are what make it a name, so it names a work only as
    written: one opening with a lower-case word and capitalising a later one ("the
    States", not "the states of Mexico"), or with an initial ("S. Korea", not the "s korea"
    of "what's korea's …")."""
    parts = _WORD.findall(name)
    if len(parts) < 2:
        return False
    return len(parts[0]) == 1 or (parts[0].islower() and any(p[:1].isupper() for p in parts[1:]))


def _written_cased(written: str, exact: set[str]) -> bool:
    """``written`` is no cased other name (``_cased_name``), or writes each of its
    capitals ("in the States", "The States …", "S Korea")."""
    words = _WORD.findall(written)
    for name in exact:
        parts = _WORD.findall(name)
        if _cased_name(name) and [p.lower() for p in parts] == [w.lower() for w in words]:
            return all(
                w[:1].isupper() for p, w in zip(parts, words, strict=True) if p[:1].isupper()
            )
    return True


def _keyword_name(words: list[_Word], i: int, size: int, written: str) -> bool:
    """A search-box query ("uae capital", "obesity rate usa") puts the name first or last
    without a preposition: a lower-case abbreviation so placed (not "us") is a name when
    the question names no other work (``AliasTable.mentions`` drops it then: "car prices
    in Japan" asks Japan)."""
    if not written.islower() or written in _PRONOUNS:
        return False
    return i == 0 or i + size == len(words)


def _inside_a_name(text: str, words: list[_Word], i: int) -> bool:
    """The word before position ``i`` is capitalised, not the question's first word nor a
    stop or filler word, and directly before it: a short name there ends a longer proper
    name ("Latin America", "South America", "New England"), which names another place than
    the work's."""
    if i < 2:
        return False
    before = words[i - 1]
    if before.text.lower() in _IGNORED:
        return False  # "What Is The Capital Of Britain?": title case, not a name
    return before.text[:1].isupper() and text[before.end : words[i].start] == " "


#: Words that, capitalised directly before a work's name, make a longer name of another place
#: ("New Mexico", "New Jersey", "Western Australia", "East Germany"): a state, a region or
#: a former country, not the work. A work whose own name holds the word ("New Zealand",
#: "South Africa", "North Korea") is found first, longest alias first.
PLACE_BEFORE = frozenset(
    "new north south east west northern southern eastern western central upper lower "
    "greater".split()
)


def _another_place(text: str, words: list[_Word], i: int) -> bool:
    """The word directly before position ``i`` is a capitalised ``PLACE_BEFORE`` word ("New"
    in "What is the population of New Mexico?"): the name it starts is another place's.
    Lower case ("the new capital of Indonesia", "in northern Italy") is a word, not a
    name."""
    if i < 1:
        return False
    before = words[i - 1]
    return (
        before.text.lower() in PLACE_BEFORE
        and before.text[:1].isupper()
        and text[before.end : words[i].start] == " "
    )


#: Capitalised after a work's name or nationality word, words that make it the name of a
#: body of water ("the Indian Ocean", "the Arabian Sea", "the Persian Gulf", "the English
#: Channel"): a sea, not the work. "ocean" is one in lower case too ("the indian ocean");
#: "sea" is not ("Maldives sea level").
_WATERS = frozenset("Ocean Oceans Sea Seas Gulf Strait Straits Channel Bight".split())


def _a_water(text: str, words: list[_Word], after: int) -> bool:
    """The word at position ``after``, directly after a name, makes the name a body of
    water's: "Where is the Indian Ocean located?" asks about no work (India's location
    at 0.84 on main)."""
    if after >= len(words) or text[words[after - 1].end : words[after].start] != " ":
        return False
    word = words[after].text
    return word in _WATERS or word.lower() == "ocean"


#: Before a nationality word, words that make it a language: "speak Spanish", "learn French".
_SPEAK = frozenset("speak speaks spoke speaking talk talks learn understand".split())
#: After it: "Spanish is spoken", "the French language", "Spanish-speaking" ("Filipinos
#: speak …" is the speakers, not the language).
_SPOKEN = frozenset("spoken speaking language languages".split())
#: Words that may stand between a nationality word and ``_SPOKEN``: "Is Spanish widely
#: spoken", "Is Spanish the official language".
_BETWEEN = frozenset("is are widely commonly still also mostly the an official main only".split())


#: A question over many places or people: "which countries", "what nations", "how many".
_ACROSS_PLACES = re.compile(
    r"\b(?:(?:which|what)\s+(?:\w+\s+)?(?:countries|nations|states|places|territories)"
    r"|how\s+many)\b",
    re.IGNORECASE,
)


def _a_language(words: list[_Word], i: int, size: int) -> bool:
    """The nationality word at ``words[i : i + size]`` is spoken as a language: a form of
    "speak" directly before it ("do they speak French"), or "spoken" or "language" after it,
    with at most a few words such as "is", "widely", "the official" between ("Is Spanish
    spoken", "Is Spanish the official language")."""
    j = i - 1
    while j >= 2 and words[j].text.lower() in ("or", "and"):
        j -= 2  # back over "Dutch or" to the verb: "speak Dutch or French"
    before = words[j].text.lower() if j >= 0 else ""
    if before in _SPEAK:
        return True
    for word in words[i + size : i + size + 4]:
        lowered = word.text.lower()
        if lowered in _SPOKEN:
            return True
        if lowered not in _BETWEEN:
            return False
    return False


#: After a nationality word, words that make it a people within another work: "Chinese
#: descent", "the Indian minority", "Turkish community".
_PEOPLE = frozenset(
    """descent origin origins ancestry heritage minority minorities community communities
    diaspora immigrants migrants""".split()
)


def _a_people(words: list[_Word], i: int, size: int) -> bool:
    """The nationality word at ``words[i : i + size]`` names a people, not its country:
    after "ethnic" ("ethnic Chinese"), before a word such as "descent" or "minority", or
    said of another work at the question's end ("What percentage of Malaysia is
    Chinese?")."""
    before = words[i - 1].text.lower() if i > 0 else ""
    after = words[i + size].text.lower() if i + size < len(words) else ""
    if before in ("ethnic", "ethnically") or after in _PEOPLE:
        return True
    return before in ("is", "are") and not after and i > 1


def _an_adjective(text: str, words: list[_Word], after: int) -> bool:
    """A nationality word ending before ``words[after]`` modifies that lower-case word ("Syrian
    refugees", "the Swiss franc"), which is not a joiner or a comparative ("Swiss or",
    "Swiss bigger")."""
    if after >= len(words) or text[words[after - 1].end : words[after].start] != " ":
        return False
    following = words[after].text
    return following.islower() and following not in _JOINERS and not is_comparative(following)


def _placed_in(words: list[_Word], i: int) -> bool:
    """The name at ``words[i]`` follows "in" (or "in the"): the place the question asks
    about ("… live in Lebanon", "… used in the US")."""
    j = i - 1
    if j >= 0 and words[j].text.lower() == "the":
        j -= 1
    return j >= 0 and words[j].text.lower() in _PLACED_IN


def _counted(words: list[_Word], i: int, size: int) -> bool:
    """The nationality word at ``words[i : i + size]`` is the people counted somewhere
    else: right after "how many", with "in" later ("How many Americans live in Mexico?"):
    the place asked about is the other name, and no figure of the United States answers."""
    return (
        i >= 2
        and [w.text.lower() for w in words[i - 2 : i]] == ["how", "many"]
        and any(w.text.lower() == "in" for w in words[i + size :])
    )


def _owner(words: list[_Word], i: int, titles: Iterable[str], taken: int) -> str | None:
    """The one of ``titles`` (works sharing the nationality word at ``words[i]``, "Korean":
    both Koreas) whose title holds the word before it ("South Koreans", "north korean"),
    when that word is not a stop or filler word nor part of a name found already
    (``taken``: where the last mention ends)."""
    if i == 0 or words[i - 1].end <= taken:
        return None
    before = words[i - 1].text.lower()
    if before in _IGNORED or words[i].start - words[i - 1].end != 1:
        return None
    owners = [t for t in titles if before in {w.lower() for w in _WORD.findall(fold(t))}]
    return owners[0] if len(owners) == 1 else None


#: A trade word between the trader and its partner: "What share of Germany's exports go to
#: China?", "How much does Japan import from Australia?", "Does Chile sell copper to China?".
_TRADE = re.compile(
    r"\b(?:exports?|exported|exporting|imports?|imported|importing|sells?|sold|selling"
    r"|buys?|bought|buying|ships?|shipped|shipping|trades?|traded|trading)\b",
    re.IGNORECASE,
)
_TO_PARTNER = re.compile(r"\b(?:to|from|with)\s+(?:the\s+)?$", re.IGNORECASE)


def _partner(text: str, trader: Mention, last: Mention) -> bool:
    """``last`` is the partner the work named before it trades with: a trade word between
    them, and "to", "from" or "with" right before it. The trader is asked; its partner
    fields must hold the partner ("Germany's exports go to the United States" quoted the
    United States' own export partners, 0.80)."""
    between = text[trader.end : last.start]
    return _TRADE.search(between) is not None and _TO_PARTNER.search(between) is not None


def _belonging(text: str, before: Mention, last: Mention) -> bool:
    """``last``, the question's last name, is what a yes/no question asks the work named
    ``before`` it belongs to: "Is Poland in the EU?", "Is Macau part of China?", "Is Guam
    owned by the US?" (``_BELONGING``); not a comparison
    ("Do people in Chad live longer than in Niger?", "Is Chad in Africa or in Asia?")."""
    between = [w.text.lower() for w in _words(text[before.end : last.start])]
    return (
        _YES_NO_OPENING.match(text) is not None
        and not any(w in _JOINERS or is_comparative(w) for w in between)
        and _BELONGING.match(text[before.end : last.start]) is not None
        and re.fullmatch(r"[\s?.!]*", text[last.end :]) is not None
    )


#: "Is Sydney the capital of Australia?", "Is China the largest export partner of
#: Australia?": after the opening auxiliary, the checked name, then what of the other work
#: it is said to be — an article, up to four words, "of" or "in".
_CHECKED_BEFORE = re.compile(
    r"^\s+(?:(?:still|really|actually|also|now|not|currently)\s+)*(?:the|a|an)\s+"
    r"(?:[^\W\d_][\w-]*\s+){1,4}?(?:of|in|for)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
#: "Is Nairobi Kenya's capital?": the other work's thing after its possessive.
_POSSESSED = re.compile(r"^['’]s(?:\s+[^\W\d_][\w-]*){1,3}[\s?.!]*$", re.IGNORECASE)
#: "Is the capital of Turkey Istanbul?": the thing of the work first, after the auxiliary.
_THING_OF = re.compile(
    r"^\W*(?:is|was|are|were)\s+(?:the|a|an)\s+(?:[^\W\d_][\w-]*\s+){1,4}?(?:of|in)\s+"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)
#: "Is Turkey's capital Istanbul?"
_POSSESSED_THING = re.compile(r"^['’]s(?:\s+[^\W\d_][\w-]*){1,3}\s+$", re.IGNORECASE)
#: "Is Kenya's capital Mombasa?": the work's thing, in lower case, before a checked name the
#: library does not know as a place of its own.
_OWNED_BEFORE_CHECKED = re.compile(r"['’]s(?:\s+[a-z][\w-]*){1,3}?(?=\s+[A-Z])")
#: The checked name ending the question: one to four capitalised words.
_CHECKED_NAME = re.compile(r"\s+(?:[A-Z][\w'’-]*)(?:\s+(?:[A-Z][\w'’-]*|de|da|es|of))*[\s?.!]*")
_YES_NO_COPULA = re.compile(r"^\W*(?:is|was|are|were)\s+$", re.IGNORECASE)
_CHECK_ADVERBS = re.compile(
    r"^\s*(?:(?:still|really|actually|also|now|not|currently)\s+)*", re.IGNORECASE
)
_YES_NO_COPULA_OPENING = re.compile(r"^\W*(?:is|was|are|were)\s+", re.IGNORECASE)


def _checked(text: str, value: Mention, owner: Mention) -> bool:
    """``value`` is the name a yes/no question checks as a thing of ``owner`` — "Is Sydney
    the capital of Australia?", "Is Nairobi Kenya's capital?", "Is the capital of Turkey
    Istanbul?", "Is China the largest export partner of Australia?" — not a place asked
    about: the question asks ``owner``'s field, which holds the value or another in its
    place ("name: Canberra"). Not the body a work belongs to ("Is Macau a territory of
    China?", ``_belonging``), and not of the whole world."""
    if owner.common or (value.titles == owner.titles and not value.city):
        return False
    tail = text[owner.end :]
    if value.end <= owner.start:
        between = text[value.end : owner.start]
        return (
            _YES_NO_COPULA.match(text[: value.start]) is not None
            and not _belonging(text, value, owner)
            and (
                (
                    _CHECKED_BEFORE.match(between) is not None
                    and re.fullmatch(r"[\s?.!]*", tail) is not None
                )
                or (between.strip() == "" and _POSSESSED.match(tail) is not None)
            )
        )
    between = text[owner.end : value.start]
    return re.fullmatch(r"[\s?.!]*", text[value.end :]) is not None and (
        (_THING_OF.match(text[: owner.start]) is not None and between.strip() == "")
        or (
            _YES_NO_COPULA.match(text[: owner.start]) is not None
            and _POSSESSED_THING.match(between) is not None
        )
    )


def _unchecked(text: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` without a name a yes/no question checks as a thing of the other work
    (``_checked``): its fields are asked, the checked name stays a word of the question."""
    if len(mentions) != 2:
        return mentions
    first, second = mentions
    if _checked(text, first, second):
        return [second]
    if _checked(text, second, first):
        return [first]
    return mentions


def _saint(word: str) -> str:
    """A question word as alias tables key it: lower case, "St" read as "Saint"."""
    return "saint" if word in ("St", "ST") else word.lower()


@cache
def other_names() -> dict[str, str]:
    """Names people use that the library does not write (``presets/other-names.json``):
    name → the title of the work it names."""
    resource = resources.files("oshun.sophia.presets") / OTHER_NAMES
    data = json.loads(resource.read_text(encoding="utf-8"))
    return {str(k): str(v) for k, v in data["names"].items()}


def fold(text: str) -> str:
    """Accents removed ("Côte" → "Cote"): people type names without them."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@dataclass(frozen=True, slots=True)
class Mention:
    """A span of the question that names one or more works (several if the name is shared)."""

    start: int  # character offsets in the question
    end: int
    surface: str
    titles: tuple[str, ...]
    #: the span names a place the work includes ("England" of the United Kingdom), not the
    #: work itself: what the work's fields say of the whole is not said of it
    part: bool = False
    #: the span is a common word naming a work ("the world" of *World*): maybe only where
    #: to look ("the largest country in the world"), not what is asked about
    common: bool = False
    #: the span names the work's people ("Swedes", "Japanese"), not the work itself: "Are
    #: Swedes older than Norwegians?" asks how old people in Sweden are
    people: bool = False
    #: the span names a city of the work ("Lagos", of Nigeria: a ``part`` too), written in
    #: its *Capital* field's "name:" line or its urban-areas list: only a field naming the
    #: city answers for it, never one of the whole country (its population, its climate)
    city: bool = False


@dataclass(frozen=True, slots=True)
class _Word:
    text: str  # as written, accents folded
    start: int
    end: int


def _words(text: str) -> list[_Word]:
    folded = fold(text)
    if len(folded) != len(text):  # a character changed length when folded: keep offsets
        folded = text
    return [_Word(m.group(), m.start(), m.end()) for m in _WORD.finditer(folded)]


def _title_forms(title: str) -> list[str]:
    forms = [title.replace("_", " ")]
    bare = _PAREN.sub("", forms[0]).strip()
    if bare != forms[0] and bare:
        forms.append(bare)
    if "," in title:
        head, _, tail = title.partition(",")
        forms.append(f"{tail.strip()} {head.strip()}")
        if tail.strip().lower() == "the":
            forms.append(head.strip())
    if forms[0].lower().startswith("the "):
        forms.append(forms[0][4:])
    return forms


#: A long form's note ("…; note - the island of Great Britain includes England, …"): what
#: follows says what the work includes, it is not a form of its name.
_NOTE = re.compile(r"[;,]?\s*\bnote\s*[-:]", re.IGNORECASE)


def _line_values(label: str, value: str) -> list[str]:
    values = []
    if label in _LONG_FORMS:
        value = _NOTE.split(value, maxsplit=1)[0]
    for piece in re.split(r"[;,]|\bor\b", value):
        piece = piece.strip().strip('"')
        if not piece:
            continue
        base = _PAREN.sub("", piece).strip()
        values.append(base)
        if label == "noun" and ("(s)" in piece or not base.endswith(("s", "S"))):
            values.append(base + "s")  # "Thai (singular and plural)": people say "Thais"
        if "/" in base and label.startswith("local "):
            # "local short form: Nihon/Nippon", "Suomi (Finnish)/ Finland (Swedish)": each
            # is a name of its own ("the currency of Nippon" named nothing). Not a former
            # name's: "Congo/Kinshasa" is one name, and "Kinshasa" alone is the city.
            values.extend(name.strip() for name in base.split("/") if name.strip())
    return values


def _short_names(label: str, value: str) -> list[str]:
    """Short names inside a naming line: the tail after "of" of a long or former form
    ("United States of America" → "America"; "Great Britain and Northern Ireland" → also
    "Great Britain", the first place it joins), the names an etymology or a note gives. (The
    places a long form says the work includes are ``_included``.)"""
    out = []
    if label in _LONG_FORMS:
        for form in _line_values(label, value):
            head, of, tail = form.rpartition(" of ")
            tail = re.sub(r"^the\s+", "", tail.strip(), flags=re.IGNORECASE)
            if of and head and tail:
                out.append(tail)
                if " and " in tail:  # "Bosnia", "Trinidad", "Great Britain": the first joined
                    out.append(tail.split(" and ")[0].strip())
    elif label in ("etymology", "note"):
        for match in _NAMED.finditer(value):
            name = (match.group(1) or match.group(2) or "").strip()
            if name[:1].isupper():
                out.append(name)
    return out


def _included(label: str, value: str) -> list[str]:
    """The places a long or former form says the work includes ("the island of Great
    Britain includes England, Scotland, and Wales"), and the places it joins after the first
    ("… of Great Britain and Northern Ireland", "… of Bosnia and Herzegovina"): parts of the
    work, not its names — Northern Ireland's population is not the United Kingdom's. People
    name the whole by the first place joined ("Great Britain", "Bosnia", "Trinidad"), never by
    a later one (``_short_names``)."""
    out: list[str] = []
    if label in _LONG_FORMS:
        for form in _line_values(label, value):
            tail = re.sub(r"^the\s+", "", form.rpartition(" of ")[2].strip(), flags=re.I)
            if " of " in form and " and " in tail:
                out.extend(p.strip() for p in tail.split(" and ")[1:] if p.strip())
        for match in _INCLUDES.finditer(value):
            parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", match.group(1))
            out.extend(p.strip() for p in parts if p.strip())
    return out


def _joined(title: str) -> tuple[str, list[str]]:
    """The places a title joins with "and" ("Antigua and Barbuda", "Saint Vincent and the
    Grenadines"): people name the whole by the first ("Antigua", "Saint Vincent"), a later
    one is a part, as for a long form's joined places. Titles listing places with commas
    ("Saint Helena, Ascension, and Tristan da Cunha") or naming no place before "and" are
    left alone, and only a work with naming lines of its own is read so: "French and Indian
    War", a SQuAD article, is no place "French"."""
    bare = _PAREN.sub("", title).strip()
    if "," in bare or " and " not in bare:
        return "", []
    head, *rest = (re.sub(r"^the\s+", "", p.strip(), flags=re.I) for p in bare.split(" and "))
    if not head[:1].isupper() or not all(p[:1].isupper() for p in rest):
        return "", []
    return head, [p for p in rest if p]


def _key(name: str) -> tuple[str, ...]:
    """A name as alias tables key it: its folded words, lower case."""
    return tuple(w.text.lower() for w in _words(name))


#: The long forms of a name, which a city that is the whole state is written in.
_STATE_FORMS = frozenset({"conventional long form", "local long form"})


def _within(name: tuple[str, ...], text: str) -> bool:
    """``name``'s words, in a row, among ``text``'s."""
    words = _key(text)
    return any(words[i : i + len(name)] == name for i in range(len(words) - len(name) + 1))


def writes_name(text: str, name: str) -> bool:
    """``text`` writes ``name`` (its folded words in a row, any case): Kenya's *Capital*
    field writes "Nairobi" ("name: Nairobi"), its *Climate* does not."""
    key = _key(name)
    return bool(key) and _within(key, text)


def _is_capital(heading: str) -> bool:
    return heading.rpartition("›")[2].strip().lower() == "capital"


def _is_divisions(heading: str) -> bool:
    """A field naming the parts a work is divided into ("Government › Administrative
    divisions": "6 states and 2 territories; Australian Capital Territory, …, Victoria")."""
    return heading.rpartition("›")[2].strip().lower() == "administrative divisions"


def _is_urban(heading: str) -> bool:
    """A field listing a work's cities with their population ("People and Society › Major
    urban areas - population")."""
    return "urban areas" in heading.rpartition("›")[2].lower()


#: An item of an urban-areas list: a figure, then the city ("15.946 million Lagos",
#: "3.840 million ABUJA (capital)", "5.490 million WASHINGTON, D.C. (capital)"), up to the
#: next figure or the year in brackets.
_URBAN_ITEM = re.compile(
    r"(?:^|[,;]\s*)\d[\d.,]*\s+(?:million\s+)?(?:million\s+)?"
    r"([^\W\d][^;]*?)(?=,\s*\d|;|\s*\(\d{4}\)|\s*$)",
    re.MULTILINE,
)


def _urban_names(text: str) -> list[str]:
    """The cities an urban-areas field lists ("15.946 million Lagos, 4.348 million Kano, …
    (2023)"), as written: a name in brackets after one is another name of it ("RANGOON
    (Yangon)", "Hims (Homs)"; not "(capital)"), an area joining cities with "-" or "/"
    gives each ("Dallas-Fort Worth": "Dallas", "Fort Worth"; "Southampton/Portsmouth"),
    unless a lower-case word joins them ("Port-au-Prince")."""
    names: list[str] = []
    for match in _URBAN_ITEM.finditer(text):
        item = match.group(1).strip()
        for inner in _PAREN.findall(item):
            if inner[:1].isupper() and not any(c.isdigit() for c in inner):
                names.append(inner.strip())
        base = _PAREN.sub("", item).strip().rstrip(",").strip()
        if not base or not base[:1].isupper():
            continue
        names.append(base)
        if "," in base:  # "WASHINGTON, D.C."
            names.append(base.split(",")[0].strip())
        pieces = [p.strip() for p in re.split(r"[-/]", base)]
        if not base.isupper() and all(len(p) >= 4 and p[:1].isupper() for p in pieces):
            names.extend(pieces[1:] if len(pieces) == 1 else pieces)
    return [n for n in names if " - " not in n and not any(c.isdigit() for c in n)]


#: Words that may join the capitalised words of a city's name ("Rio de Janeiro", "Dar es
#: Salaam", "Port of Spain").
_CITY_JOINERS = frozenset("de del da do das dos es la le al el of au en".split())


def _capital_cities(text: str) -> list[str]:
    """The cities a *Capital* field's "name:" line gives, as written: each place the line
    lists ("Pretoria (administrative capital); Cape Town (legislative capital)", "Gitega
    (political capital), Bujumbura (commercial capital)"), its other names in brackets
    ("Baku (Baki, Baky)"), "Washington" of "Washington, D.C."; not a note ("note - the US
    embassy is in Abidjan") nor a phrase ("no official capital")."""
    names: list[str] = []
    for match in _LINE.finditer(text):
        if match.group(1).strip().lower() != "name":
            continue
        value = match.group(2)
        pieces = [_PAREN.sub("", value), *_PAREN.findall(value)]
        for piece in pieces:
            for name in re.split(r"[;,/]", piece):
                name = name.strip().strip(".")
                words = name.split()
                if (
                    words
                    and all(w[:1].isupper() or w.lower() in _CITY_JOINERS for w in words)
                    and words[0][:1].isupper()
                ):
                    names.append(name)
    return names


def _city_names(heading: str, text: str) -> list[str]:
    """The cities a *Capital* or urban-areas field names (``_capital_cities``,
    ``_urban_names``)."""
    if _is_capital(heading):
        return _capital_cities(text)
    return _urban_names(text) if _is_urban(heading) else []


def _capital_names(text: str) -> list[tuple[str, ...]]:
    """The cities a *Capital* field's "name:" line gives ("Pretoria (administrative
    capital); Cape Town (legislative capital)"; "Washington, DC" and "Washington"), keyed as
    aliases are."""
    names = []
    for match in _LINE.finditer(text):
        if match.group(1).strip().lower() == "name":
            for piece in match.group(2).split(";"):
                key = _key(_PAREN.sub("", piece).strip())
                if key:
                    names.append(key)
                city = _PAREN.sub("", piece).split(",")[0]
                if "," in piece and _key(city):
                    names.append(_key(city))  # "Washington, DC": "Washington" too
    return names


def _common(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def _closest(alias: tuple[str, ...], titles: set[str]) -> set[str]:
    """A nationality word several works share ("French": France, and French territories)
    names the one whose title begins most like it, when exactly one does."""

    def likeness(title: str) -> int:
        return max(
            (_common(alias[0], w.lower()) for w in _WORD.findall(fold(title))),
            default=0,
        )

    scores = {title: likeness(title) for title in titles}
    top = max(scores.values(), default=0)
    alike = {title for title, score in scores.items() if score == top}
    return alike if top >= 2 and len(alike) == 1 else titles


def _cities(
    rows: list[tuple[str, str, str]],
    names: dict[tuple[str, ...], tuple[int, frozenset[str]]],
    aliases: set[tuple[str, ...]],
) -> dict[tuple[str, ...], str]:
    """City (key) → the one work whose *Capital* "name:" line or urban-areas list writes it
    (``_city_names``): "Lagos", "Tokyo", "Nairobi". Not a city:

    - a name of a work, of any kind, or a name two works share (``aliases``: "Djibouti",
      "Singapore", "Kuwait", "Georgia", "Luxembourg");
    - a city two works write ("Valencia", of Spain and of Venezuela; "Kingston"), or one
      that another work's naming lines write as a name of its own ("Washington", in every
      capital's time difference; "Victoria", a state in Australia's *Administrative
      divisions*; not "Los Lagos", a region of Chile), unless with the city's own work in
      brackets or after a comma ("Tokyo (Japan)" in the World's list, "near Barcelona,
      Spain" in Montserrat's etymology; "Brussels (Belgium)" in the European Union's
      capitals: a city a line so writes is not its own either);
    - a name whose only word of meaning the library writes in lower case ("The Valley",
      "The Settlement") — in another work's lines: the city's own etymology may write its
      name so ("the Arabic word riyadh, meaning 'gardens'": Riyadh is a city; g24b).
    """
    texts: dict[str, list[str]] = {}
    for title, _, text in rows:
        texts.setdefault(title, []).append(text)
    # which works write each word in lower case: a word only the city's own work writes so
    # is the name explained ("the Arabic word riyadh, meaning gardens", Riyadh's etymology)
    lower: dict[str, set[str]] = {}
    for title, _, text in rows:
        for w in re.findall(r"\b[a-z]+\b", fold(text)):
            lower.setdefault(w, set()).add(title)

    def works_of(inner: str) -> frozenset[str]:
        entry = names.get(_key(inner))
        return entry[1] if entry is not None else frozenset()

    found: dict[tuple[str, ...], set[str]] = {}
    for title, heading, text in rows:
        for name in _city_names(heading, text):
            after = re.search(rf"{re.escape(name)}\s*\(([^)]*)\)", text)
            if after is not None and works_of(after.group(1)) - {title}:
                continue  # "Brussels (Belgium)" in the European Union's line
            key = _key(name)
            meaning = [w for w in key if w not in _IGNORED]
            if (
                not meaning
                or len(key) > MAX_ALIAS_WORDS
                or len("".join(key)) < 3
                or key in aliases
                or key in names
                or (len(meaning) == 1 and bool(lower.get(meaning[0], set()) - {title}))
            ):
                continue
            found.setdefault(key, set()).add(title)
    cities = {key: next(iter(titles)) for key, titles in found.items() if len(titles) == 1}
    # written by another work's lines: not only this work's city
    size = max((len(key) for key in cities), default=0)
    for title, bodies in texts.items():
        for text in bodies:
            words = _words(text)
            for n in range(1, size + 1):
                for i in range(len(words) - n + 1):
                    key = tuple(_saint(w.text) for w in words[i : i + n])
                    owner = cities.get(key)
                    if owner is None or owner == title or _in_longer_name(text, words, i, n):
                        continue  # "Los Lagos", a region of Chile, is not Lagos
                    bracket = re.match(
                        r"\s*\(([^)]*)\)|,\s+([A-Z][^\W\d]*(?: [A-Z][^\W\d]*)*)",
                        text[words[i + n - 1].end :],
                    )
                    whose = "" if bracket is None else bracket.group(1) or bracket.group(2)
                    if whose and owner in works_of(whose):
                        continue  # "Tokyo (Japan)", "near Barcelona, Spain"
                    del cities[key]
    return cities


def _in_longer_name(text: str, words: list[_Word], i: int, size: int) -> bool:
    """``words[i : i + size]`` run on into a longer name: a capitalised word directly
    before ("Los Lagos"), or directly after, maybe after a joining word ("Santiago de
    Cuba", "Perth and Kinross")."""
    if i > 0 and text[words[i - 1].end : words[i].start] == " ":
        before = words[i - 1].text
        if before[:1].isupper():
            return True
        if before in _CITY_JOINERS and i > 1 and words[i - 2].text[:1].isupper():
            return text[words[i - 2].end : words[i - 1].start] == " "  # "Port of Spain"
    j = i + size
    if j < len(words) and text[words[j - 1].end : words[j].start] == " ":
        after = words[j].text
        if after[:1].isupper():
            return True
        if after in _CITY_JOINERS or after == "and":
            nxt = words[j + 1].text if j + 1 < len(words) else ""
            return nxt[:1].isupper() and text[words[j].end : words[j + 1].start] == " "
    return False


#: Words for a division of a country: "the province of Buenos Aires" is not the city.
_DIVISIONS = frozenset(
    """province provinces state states region regions district districts county counties
    department departments prefecture prefectures governorate governorates oblast canton
    parish municipality emirate territory""".split()
)


def _a_division(words: list[_Word], i: int) -> bool:
    """The city's name at ``words[i]`` follows a division word and "of" ("the province of
    Buenos Aires", "Lagos State" aside): a division of that name, not the city."""
    j = i - 1
    if j >= 0 and words[j].text.lower() == "the":
        j -= 1
    return j >= 1 and words[j].text.lower() == "of" and words[j - 1].text.lower() in _DIVISIONS


def _city_written(text: str, span: list[_Word]) -> bool:
    """A city is named as a name: capitalised ("Lagos", "Port Harcourt"), or in a question
    written all in lower case ("how many people live in lagos"); "male" in "the male
    literacy rate" is no Malé."""
    return span[0].text[:1].isupper() or not any(c.isupper() for c in text)


class AliasTable:
    """Alias (folded word sequence) → the titles it names."""

    def __init__(
        self,
        names: dict[tuple[str, ...], tuple[int, frozenset[str]]],
        exact: set[str],
        common: dict[str, str] | None = None,
        common_words: frozenset[tuple[str, ...]] = frozenset(),
        capitals: dict[tuple[str, ...], frozenset[str]] | None = None,
        cities: dict[tuple[str, ...], str] | None = None,
    ):
        self._names = names
        #: a city's name (folded words, lower case) → the one work it is a city of
        #: (``_cities``): looked up after the works' own names, never before
        self._cities = cities or {}
        #: a capital's name (folded words, lower case) → the works it is the capital of
        self._capitals = capitals or {}
        self._exact = exact  # aliases that must match case-sensitively
        #: one-word local forms the library also writes as a lower-case word ("island")
        self._common_words = common_words
        self._longest = max((len(key) for key in [*names, *self._cities]), default=0)
        #: one-word titles that are also common words ("World"), lower case → title
        self._common = common or {}
        #: ``heading_mentions``: headings are few and asked about with every question
        self._headings: dict[str, tuple[Mention, ...]] = {}
        #: the last words of names of several words ("korea" of "south korea"), which an
        #: index writes first (``_inverted``)
        self._heads = frozenset(
            key[-size:] for key in names for size in range(1, min(_INVERTED_HEAD, len(key) - 1) + 1)
        )

    @classmethod
    def build(cls, rows: Iterable[tuple[str, str, str]]) -> AliasTable:
        """From ``(title, heading, text)`` rows (``Nisaba.naming_rows``)."""
        rows = list(rows)
        # a work's capital city names no work, even where its title writes it ("Congo
        # (Brazzaville)"): "the population of Brazzaville" is not the country's; unless a
        # long form of its name writes it too, a city that is the state ("The Holy See
        # (Vatican City State)")
        capitals: dict[str, set[tuple[str, ...]]] = {}
        for title, heading, text in rows:
            if _is_capital(heading):
                capitals.setdefault(title, set()).update(_capital_names(text))
        every = rows
        rows = [
            row
            for row in rows
            if not (_is_capital(row[1]) or _is_urban(row[1]) or _is_divisions(row[1]))
        ]
        for title, _, text in rows:
            for match in _LINE.finditer(text):
                if match.group(1).strip().lower() in _STATE_FORMS and title in capitals:
                    capitals[title] -= {
                        name for name in capitals[title] if _within(name, match.group(2))
                    }
        # works whose own lines name them (a *Country name* field): their titles are places
        # ("Antigua and Barbuda"), not "French and Indian War"
        described = {title for title, heading, _ in rows if heading}
        best: dict[tuple[str, ...], tuple[int, set[str]]] = {}
        exact: set[str] = set()
        common: dict[str, str] = {}
        #: a nationality word a work's line gives after its own ("adjective: Aruban; Dutch"):
        #: shared with a work whose line gives it first, it names that one (the Netherlands)
        given_after: dict[tuple[str, ...], set[str]] = {}

        def add(alias: str, kind: int, title: str) -> None:
            words = _key(alias)
            if not words or len(words) > MAX_ALIAS_WORDS:
                return
            if all(w in _IGNORED or w.isdigit() for w in words):
                return
            if kind == ABBREVIATION:
                if not alias.isupper() or len(alias) < 2:
                    return
                exact.add(" ".join(w.text for w in _words(alias)))
            elif len("".join(words)) < 3:
                return
            elif alias.isupper() and alias.isalpha():
                # a title or short form the library writes as an acronym ("DRC"): read in
                # lower case only where an abbreviation is ("natural resources of drc")
                exact.add(alias)
            if kind in (TITLE, CONVENTIONAL, LOCAL) and "of the" in " ".join(words):
                # "Democratic Republic of Congo": people drop the article of a long form
                add(re.sub(r"\bof the\b", "of", alias, flags=re.IGNORECASE), kind, title)
            known = best.get(words)
            if known is not None and known[1] == {title} and {kind, known[0]} == {SHORT, PART}:
                # a part of a work is not also its short name ("the name Tobago")
                best[words] = (PART, {title})
            elif known is None or kind < known[0]:
                best[words] = (kind, {title})
            elif kind == known[0]:
                known[1].add(title)

        for title, heading, text in rows:
            if not heading:
                if title.lower() in _IGNORED and title.isalpha():
                    common[title.lower()] = title
                for form in _title_forms(title):
                    add(form, TITLE, title)
                for inner in _PAREN.findall(title):
                    if _key(inner) not in capitals.get(title, ()):
                        add(inner, SHORT, title)
                first, later = _joined(title) if title in described else ("", [])
                if first:
                    add(first, SHORT, title)
                for place in later:
                    add(place, PART, title)
                continue
            for match in _LINE.finditer(text):
                label = match.group(1).strip().lower()
                for short in _short_names(label, match.group(2)):
                    add(short, SHORT, title)
                for place in _included(label, match.group(2)):
                    add(place, PART, title)
                kind = _LABELS.get(label)
                if kind is None:
                    continue
                for n, value in enumerate(_line_values(label, match.group(2))):
                    add(value, kind, title)
                    if kind == NATIONALITY and n > 0:
                        key = _key(value)
                        given_after.setdefault(key, set()).add(title)

        def first_given(key: tuple[str, ...], titles: set[str]) -> set[str]:
            return (titles - given_after.get(key, set())) or titles

        names = {
            key: (
                kind,
                frozenset(
                    _closest(key, first_given(key, titles)) if kind == NATIONALITY else titles
                ),
            )
            for key, (kind, titles) in best.items()
            # a short name (or a part) two works share names neither
            if kind not in (SHORT, PART) or len(titles) == 1
        }
        listed = {title for title, _, _ in rows}
        for name, title in other_names().items():
            key = _key(name)
            if title in listed and key and key not in best:
                if name.isupper():  # "KSA" is read as the library's abbreviations are
                    exact.add(name)
                    names[key] = (ABBREVIATION, frozenset({title}))
                else:
                    if _cased_name(name):  # "the States" only as written, not "the states"
                        exact.add(name)
                    names[key] = (OTHER, frozenset({title}))
        lower = {w for _, _, text in rows for w in re.findall(r"\b[a-z]+\b", text)}
        common_words = frozenset(
            key
            for key, (kind, _) in names.items()
            if kind == LOCAL and len(key) == 1 and key[0] in lower
        )
        # "the country whose capital is Nairobi" (``capital_mention``): a city → its works
        capital_of: dict[tuple[str, ...], set[str]] = {}
        for title, keys in capitals.items():
            for key in keys:
                capital_of.setdefault(key, set()).add(title)
        capital_works = {key: frozenset(titles) for key, titles in capital_of.items()}
        cities = _cities(every, names, set(best))
        return cls(names, exact, common, common_words, capital_works, cities)

    def __len__(self) -> int:
        return len(self._names)

    @property
    def words(self) -> frozenset[str]:
        """Every word of every alias, lower case ("peruvians", "eswatini", "czechia"): words
        the speller (``spelling.py``) knows and may read a misspelt word as."""
        return frozenset(word for key in self._names for word in key)

    @property
    def own_words(self) -> frozenset[str]:
        """Words that name one work: a one-word name of one work ("philippines", though the
        Federated States of Micronesia were the "New Philippines"), or a word of one work's
        names only ("burkina"); not "region", "republic" or "islands", words of several
        works' names."""
        works: dict[str, set[str]] = {}
        single = set()
        for key, (_, titles) in self._names.items():
            for word in key:
                works.setdefault(word, set()).update(titles)
            if len(key) == 1 and len(titles) == 1:
                single.add(key[0])
        return frozenset(single | {word for word, named in works.items() if len(named) == 1})

    def heading_mentions(self, heading: str) -> tuple[Mention, ...]:
        """Every work a passage heading writes (``mentions`` with ``modifiers``), kept: a
        library has few distinct headings ("Government › Diplomatic representation from the
        US"), and which way a relation runs is read from them for every field asked about."""
        found = self._headings.get(heading)
        if found is None:
            found = tuple(self.mentions(heading, modifiers=True))
            if len(self._headings) < _HEADINGS_KEPT:
                self._headings[heading] = found
        return found

    def owner(self, text: str) -> Mention | None:
        """The work a yes/no question asks another work to belong to, named last — "Is
        Puerto Rico part of the United States?", "Does Guam belong to the US?", "Is Greenland
        owned by Denmark?" (``_OWNED``) — or None. Not a union or a region it is *in* ("Is
        Poland in the EU?"): only another country owns a territory."""
        found = self.mentions(text, modifiers=True)
        if len({m.titles for m in found}) < 2:
            return None
        before, last = found[-2], found[-1]
        if not _belonging(text, before, last):
            return None
        return last if _OWNED.match(text[before.end : last.start]) is not None else None

    def mentions(self, text: str, modifiers: bool = False, checking: bool = True) -> list[Mention]:
        """The works ``text`` names, left to right, longest alias first, no overlaps.
        ``modifiers``: every work written, those left out below too (which way a relation
        runs is read from "the US ambassador to Japan" as from "the ambassador of the US").

        When it names several works, an abbreviation right before a lower-case word
        modifies that word rather than naming a subject ("How much is one US dollar worth
        in Croatia?", "Who is the US ambassador to Japan?") and is left out; so is a
        nationality word spoken as a language ("Is Spanish spoken in Belize?", "Do they
        speak French in Canada?", "How many people speak English in India?"), naming a
        people within another work ("What percentage of Malaysia is Chinese?") or counted
        in another place ("How many Americans live in Mexico?"), and a nationality word
        before a lower-case word when another work is named right after "in": it says whose
        the thing is ("How many Syrian refugees live in Lebanon?").

        "the country whose capital is Nairobi" names Kenya (``capital_mention``): the whole
        phrase is the mention, and no name inside it names another work ("the country whose
        capital is Mexico City" is Mexico, "… Kuwait" Kuwait)."""
        by_capital = self.capital_mention(text)
        if by_capital is not None:
            blank = " " * (by_capital.end - by_capital.start)
            rest = self.mentions(
                text[: by_capital.start] + blank + text[by_capital.end :], modifiers, checking
            )
            return sorted([*rest, by_capital], key=lambda m: m.start)
        words = _words(text)
        found: list[tuple[Mention, bool]] = []
        keywords: set[int] = set()  # lower-case abbreviations placed as a search box does
        adjectives: set[int] = set()  # nationality words before a lower-case word
        languages: set[int] = set()  # nationality words spoken as a language
        placed = False  # a work named by its name right after "in"
        i = 0
        while i < len(words):
            inverted = self._inverted(text, words, i)
            if inverted is not None:
                # "Korea, South", "Congo, Democratic Republic of the": an index's name
                taken, named = inverted
                start, end = words[i].start, words[i + taken - 1].end
                found.append((Mention(start, end, text[start:end], named), False))
                i += taken
                continue
            for size in range(min(self._longest, len(words) - i), 0, -1):
                span = words[i : i + size]
                key = tuple(_saint(w.text) for w in span)
                entry = self._names.get(key)
                if entry is None and key in self._cities:
                    if not _city_written(text, span) or _a_division(words, i):
                        continue
                    entry = (CITY, frozenset({self._cities[key]}))
                if entry is None:
                    continue
                written = " ".join(w.text for w in span)
                kind, titles = entry
                keyword = False
                acronym = kind != ABBREVIATION and written.upper() in self._exact
                if (
                    (kind == ABBREVIATION or acronym)
                    and written not in self._exact
                    and not _lower_case_name(words, i, size, written)
                ):
                    if not _keyword_name(words, i, size, written):
                        continue
                    keyword = True
                if kind != ABBREVIATION and not acronym and written.islower() and len(written) <= 3:
                    continue  # "us", "uk" in lower case are words, not names
                if kind == OTHER and not _written_cased(written, self._exact):
                    continue  # "the states of Mexico" names no United States
                if kind == LOCAL and key in self._common_words and not written[:1].isupper():
                    continue  # "Is Japan an island?": Iceland's local "Island" is capitalised
                if kind in (SHORT, PART, CITY) and _inside_a_name(text, words, i):
                    continue  # "Latin America", "New England": another place's name
                if kind != NATIONALITY and _another_place(text, words, i):
                    continue  # "New Mexico", "Western Australia": not Mexico, Australia
                if _a_water(text, words, i + size):
                    continue  # "the Indian Ocean", "the Arabian Sea": not India, Saudi Arabia
                if self._ends_later(words, i, size):
                    i += 1  # "the Dominican Republic": not "the Dominican", then "Republic"
                    break
                start, end = span[0].start, span[-1].end
                if kind == NATIONALITY and len(titles) > 1:
                    # "South Koreans": a word before a shared nationality that one of its
                    # works' titles holds names that work, with the word
                    owner = _owner(words, i, titles, found[-1][0].end if found else -1)
                    if owner is not None:
                        titles, start = frozenset({owner}), words[i - 1].start
                following = words[i + size].text if i + size < len(words) else ""
                preceding = words[i - 1].text.lower() if i > 0 else ""
                modifier = (
                    kind == ABBREVIATION
                    # "Japan vs US life expectancy": compared, not a modifier of the thing
                    and preceding not in _JOINERS
                    and following.islower()
                    and following not in _JOINERS
                    and not is_comparative(following)  # "Is the UK smaller than Germany?"
                    and text[end : words[i + size].start].strip() == ""
                )
                modifier = modifier or (
                    kind == NATIONALITY
                    and (
                        _a_language(words, i, size)
                        or _a_people(words, i, size)
                        or _counted(words, i, size)
                    )
                )
                mention = Mention(
                    start,
                    end,
                    text[start:end],
                    tuple(sorted(titles)),
                    part=kind in (PART, CITY),
                    people=kind == NATIONALITY,
                    city=kind == CITY,
                )
                if kind == NATIONALITY:
                    if _an_adjective(text, words, i + size):
                        adjectives.add(len(found))
                    if _a_language(words, i, size):
                        languages.add(len(found))
                elif _placed_in(words, i):
                    placed = True
                if keyword:
                    keywords.add(len(found))
                found.append((mention, modifier))
                i += size
                break
            else:
                i += 1
        if modifiers:
            return [m for m, _ in found]
        if keywords and len({m.titles for m, _ in found}) > 1:
            qualified = self._qualified(text, found, keywords)
            if qualified is not None:
                # one name of the abbreviated work, both words: "congo drc"
                name, (abbreviation, modifier) = found[qualified][0], found[qualified + 1]
                whole = replace(
                    abbreviation, start=name.start, surface=text[name.start : abbreviation.end]
                )
                found[qualified : qualified + 2] = [(whole, modifier)]
            else:
                found = [f for n, f in enumerate(found) if n not in keywords]
        if len({m.titles for m, _ in found}) > 1:
            # "How many Syrian refugees live in Lebanon?": a nationality word before the
            # thing asked, with another work named as the place it is in, says whose
            # the thing is, not which work is asked (Syria's refugee count at 0.86)
            kept = [
                m
                for n, (m, modifier) in enumerate(found)
                if not modifier and not (placed and n in adjectives)
            ]
            if len({m.titles for m in kept}) > 1 and (
                _belonging(text, kept[-2], kept[-1]) or _partner(text, kept[-2], kept[-1])
            ):
                kept.pop()  # "Is Poland in the EU?", "… Germany's exports go to China?"
            return _unchecked(text, kept) if checking else kept
        if found and len(languages) == len(found) and _ACROSS_PLACES.search(text):
            # only languages named, asked across places: "Which countries speak Spanish?",
            # "How many people speak Spanish?" ask about a language wherever it is spoken,
            # not Spain's languages (quoted at 0.88 and 0.97); "Where is French spoken?"
            # is still answered where it is most at home
            return []
        if not found:
            return self._common_title(text)
        every = [m for m, _ in found]
        return _unchecked(text, every) if checking else every

    def _qualified(
        self, text: str, found: list[tuple[Mention, bool]], keywords: set[int]
    ) -> int | None:
        """A name right before a lower-case abbreviation placed as a search box does, every
        word of it a word of the abbreviated work's own names, is that work's name said
        twice ("congo drc": "Congo" alone names the Republic of the Congo, but it is a word
        of "Democratic Republic of the Congo"): the position of that name, or None."""
        for n in keywords:
            if n == 0:
                continue
            name, abbreviation = found[n - 1][0], found[n][0]
            if text[name.end : abbreviation.start].strip() or len(abbreviation.titles) != 1:
                continue
            (title,) = abbreviation.titles
            theirs = {w for key, (_, titles) in self._names.items() if title in titles for w in key}
            if all(w.text.lower() in theirs for w in _words(name.surface)):
                return n - 1
        return None

    def asked_of_checked(self, text: str) -> str | None:
        """A yes/no question checking a name as a thing of another work (``_checked``),
        asked as what that thing is: "Is Sydney the capital of Australia?" → "What is the
        capital of Australia?", "Is Nairobi Kenya's capital?" → "What is Kenya's capital?",
        "Is the capital of Turkey Istanbul?" → "What is the capital of Turkey?". The field
        that holds the thing decides the question ("name: Canberra"); the checked name, which
        the deciding field need not write, steers nothing. None when it checks no name."""
        named = self.mentions(text, checking=False)
        if len(named) == 1:
            # "Is the capital of Turkey Istanbul?": a city right after the work's name is
            # read as no name of its own (``_inside_a_name``), but is the checked name
            owner = named[0]
            tail = text[owner.end :]
            owned = _OWNED_BEFORE_CHECKED.match(tail)
            if (
                owned is not None
                and _YES_NO_COPULA.match(text[: owner.start]) is not None
                and _CHECKED_NAME.fullmatch(tail[owned.end() :]) is not None
            ):
                # "Is Kenya's capital Mombasa?" (the library spells it "Mombassa")
                return f"What is {owner.surface}{owned.group()}?"
            value = _CHECKED_NAME.fullmatch(tail)
            if value is None or _THING_OF.match(text[: owner.start]) is None:
                return None
            asked = _YES_NO_COPULA_OPENING.sub("", text[: owner.end])
            return "What is " + _CHECK_ADVERBS.sub("", asked).strip() + "?"
        if len(named) != 2:
            return None
        first, second = named
        if _checked(text, first, second):
            asked = text[first.end :]  # "the capital of Australia?", "Kenya's capital?"
        elif _checked(text, second, first):
            asked = text[: second.start]  # "Is the capital of Turkey", "Is Turkey's capital"
            asked = _YES_NO_COPULA_OPENING.sub("", asked)
        else:
            return None
        asked = _CHECK_ADVERBS.sub("", asked)  # "still the capital of Brazil?"
        return "What is " + asked.strip().rstrip("?.! ") + "?"

    def capital_mention(self, text: str) -> Mention | None:
        """The work a question names by its capital: "What is the population of the country
        whose capital is Nairobi?", "… the nation with the capital Hanoi", "… the country
        that has Ottawa as its capital" (the *Capital* field's "name:" line; a capital two
        works share names neither). The mention spans the phrase with the capital's name."""
        for opening in _BY_CAPITAL.finditer(text):
            found = self._capital_at(text, opening.end())
            if found is not None:
                end, titles = found
                return Mention(opening.start(), end, text[opening.start() : end], titles)
        for opening in _HAS_AS_CAPITAL.finditer(text):
            found = self._capital_at(text, opening.end())
            if found is not None:
                end, titles = found
                closing = _AS_ITS_CAPITAL.match(text[end:])
                if closing is not None:
                    end += closing.end()
                    return Mention(opening.start(), end, text[opening.start() : end], titles)
        return None

    def _capital_at(self, text: str, start: int) -> tuple[int, tuple[str, ...]] | None:
        """The longest capital's name starting at ``start``: where it ends and its work."""
        if not self._capitals:
            return None
        words = [w for w in _words(text) if w.start >= start]
        for size in range(min(MAX_ALIAS_WORDS, len(words)), 0, -1):
            key = tuple(w.text.lower() for w in words[:size])
            titles = self._capitals.get(key)
            if titles is not None and len(titles) == 1:
                return words[size - 1].end, tuple(sorted(titles))
        return None

    def _inverted(
        self, text: str, words: list[_Word], i: int
    ) -> tuple[int, tuple[str, ...]] | None:
        """A name written as an index writes it, its head first and the words before it
        after a comma: "Korea, South", "Congo, Democratic Republic of the", "Micronesia,
        Federated States of", "Bahamas, The" (a search box drops the comma: "population
        korea south"). The words after the head, put before it, make a name of one work
        ("South Korea", "Democratic Republic of the Congo"); they end the phrase — at a
        mark, a joiner, the question's end — or end in "of" or "the", which no name ends in
        ("micronesia federated states of languages"). Not "Georgia, South Africa": "South
        Georgia" is a name, but "Africa" follows. Returns how many words and the titles."""
        for head in range(min(_INVERTED_HEAD, len(words) - i - 1), 0, -1):
            key = tuple(_saint(w.text) for w in words[i : i + head])
            if key[0] in _IGNORED or key not in self._heads:
                continue
            between = text[words[i + head - 1].end : words[i + head].start]
            if between.strip() not in ("", ","):
                continue
            for tail in range(min(self._longest - head, len(words) - i - head), 0, -1):
                rest = words[i + head : i + head + tail]
                written = tuple(_saint(w.text) for w in rest)
                entry = self._names.get(written + key)
                joined = False
                if entry is None and written[-1] not in ("of", "the"):
                    # "Congo Democratic Republic", "Korea Democratic People's Republic":
                    # the index's name with its "of the" dropped ("Democratic Republic of
                    # the Congo"); a long form's words, never a short name's
                    entry = self._names.get((*written, "of", "the", *key)) or self._names.get(
                        (*written, "of", *key)
                    )
                    joined = entry is not None
                if entry is None or len(entry[1]) != 1 or entry[0] == NATIONALITY:
                    continue
                last = rest[-1]
                if any(text[a.end : b.start].strip() for a, b in pairwise(rest)):
                    continue  # the tail is one phrase, no mark inside it
                after = words[i + head + tail] if i + head + tail < len(words) else None
                closes = (
                    after is None
                    or last.text.lower() in ("of", "the")
                    # without its comma, only at the end ("population korea south")
                    or (
                        between.strip() == ","
                        and (
                            text[last.end : after.start].strip() != ""
                            or after.text.lower() in _JOINERS
                        )
                    )
                    # with its comma and its tail written as a name, or with its "of the"
                    # dropped, before a word no name of the tail goes on with ("Korea,
                    # South exports"; not "Georgia, South Africa", "Sudan, South Sudan",
                    # "Georgia, south of Russia")
                    or (
                        (
                            joined
                            or (
                                between.strip() == ","
                                and all(w.text[:1].isupper() for w in rest if len(w.text) > 3)
                            )
                        )
                        and not self._continues(words, i + head, tail)
                    )
                )
                if closes:
                    return head + tail, tuple(sorted(entry[1]))
        return None

    def _continues(self, words: list[_Word], j: int, size: int) -> bool:
        """Some name starts with ``words[j : j + size]`` and runs on past it."""
        for longer in range(min(self._longest, len(words) - j), size, -1):
            if tuple(_saint(w.text) for w in words[j : j + longer]) in self._names:
                return True
        return False

    def _ends_later(self, words: list[_Word], i: int, size: int) -> bool:
        """An alias starting inside ``words[i : i + size]`` runs past its end: the longer
        name is the one meant ("the Dominican" and "Dominican Republic" in "the capital of
        the Dominican Republic")."""
        for j in range(i + 1, i + size):
            for longer in range(min(self._longest, len(words) - j), i + size - j, -1):
                if tuple(_saint(w.text) for w in words[j : j + longer]) in self._names:
                    return True
        return False

    def _common_title(self, text: str) -> list[Mention]:
        """A work whose one-word title is also a common word ("World") is named by "the
        world" at the end of a phrase — "the tallest mountain in the world?", "the world's
        population" — when the question names no other work ("Where in the world is
        France?" is about France); "the World Cup" or "world war" are not it."""
        for word, title in self._common.items():
            match = re.search(rf"\bthe ({word})(?=['’]s\b|\s*[?.!,;]|\s*$)", text, re.IGNORECASE)
            if match is None and word == "world":
                # the world by its other names: "the lowest point on Earth", "How many
                # people live on the planet?", "the Earth's population"
                match = re.search(_EARTH, text, re.IGNORECASE)
            if match is None and word == "world":
                match = re.search(_WORLDWIDE, text, re.IGNORECASE)
            if match is None and word == "world" and _COUNTING_COUNTRIES.search(text):
                # "How many countries are in Europe?": the countries of the world are
                # counted by the world's entry ("Europe has 49 countries"); named by no
                # word of the question, so no word is taken from it
                return [Mention(len(text), len(text), "", (title,), common=True)]
            if match is not None:
                start, end = match.span(1)
                return [Mention(start, end, text[start:end], (title,), common=True)]
        return []
