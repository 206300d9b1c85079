"""Misspelt words a person types: "captial", "populaton", "Phillipines", "Argentinia".

People type fast. "What is the captial of Australia?" and "How many people live in the
Phillipines?" used to abstain: no alias names "Phillipines", and the field model reads
"captial" as a word no field holds. Before names are looked up, a word Sophia does not know
is read as the known word one typing slip away from it:

- **known** words are the English words of the embedding model's own WordPiece vocabulary
  (whole words only, ~22,000: "dish", "cats", "rent", "tiger" are known and never
  changed), the words of Sophia's own field descriptions ("overweight", "dialling",
  "robberies": what a field excludes must be read as written), the words of the
  library's names (``AliasTable.words``: "peruvians", "eswatini", "czechia") and any
  word whose stemmed term the library's index holds;
- an unknown word of five letters or more becomes the known word (a vocabulary word or a
  name word) at the smallest Damerau–Levenshtein distance: one edit (a letter missing,
  extra, wrong, or two letters swapped: "captial" → "capital", "Argentinia" →
  "Argentina"), two for words of eight letters or more ("Phillipines" → "Philippines"),
  with the same first and last letters (a slip inside the word: "Indiana" is never
  "Indians"), or a work's name one letter longer, its last letter left off ("ukrain" →
  "ukraine", "Venezuel" → "Venezuela") or its last two letters swapped ("indai"); ties
  go to a name, then to the longer word (a letter left out is the commonest slip:
  "presdent" is "president" rather than "present"), then to the word the library holds
  more often ("wheather": "weather", not "whether");
  a tie left after that changes nothing;
- a double letter typed in the wrong place is one slip, tried when no known word is one
  edit away ("morroco" → "morocco", ``moved_doubles``);
- an English word one letter from the word the fields' descriptions write after the word
  before it is that word ("prime minster" → "prime minister", ``phrase_meant``);
- a word of the fields' descriptions is known as an English word is ("landlines",
  ``_preset_words``: it was cut into "land lines");
- an unknown word that is two known words run together is cut ("lifeexpectancy");
- a name word one edit away comes first, even when the word's stem is a term of the
  library ("Portugual" stems to "portugu", which the index holds: it is Portugal); a word
  of the library otherwise stays as written ("nairobi", "kenyans"), unless it is one edit
  from an English word with the same stem ("unemployement" → "unemployment");
- an English word stays as written (a word whose plural is one too: "franc", "peso"),
  unless it is capitalised inside the question and one
  letter from a name of the same length ("the capital of Columbia" is Colombia's; "the
  District of Columbia", after a capitalised word and "of", is another place's name);
- a word written as a name (capitalised, not first) becomes only a name, never an English
  word ("Elizabeth Bennet" stays "Bennet", not the vocabulary's "bennett");
- a dotted initialism is written without its dots ("U.S." → "US", "U.A.E." → "UAE"), as the
  library writes abbreviations;
- chat shorthand is written out (``SHORTHAND``: "ppl" → "people", "govt" → "government",
  "avg" → "average", "pop." before a word → "population"): too short for the speller and
  no field's word, it made "how many ppl live in canada" abstain; a question word typed
  short is written out as the first word (``QUESTION_SHORTHAND``: "wat", "hw", "wen").

Only the reading changes: the envelope's ``query`` stays the question as asked. Candidates
are the known words among the strings one edit away; for a long word with none, the long
known words sharing a one-letter deletion with it (filed once). The vocabulary is read once
per process, when a question first holds a word the library does not.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from functools import cache

from oshun.errors import ModelUnavailable
from oshun.retrieval.analysis import STOP_WORDS, stem

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
#: "U.S.", "U.K.", "U.S.A.": capital letters each followed by a dot, two or more.
_INITIALISM = re.compile(r"\b((?:[A-Z]\.){2,})(?=\s|[?!,;:]|$)")
#: "the District of Columbia": a capitalised word and "of" before it make it part of another
#: place's name, not a work's name misspelt.
_LONGER_NAME = re.compile(r"\b[A-Z][\w-]* of $")
#: A preposition right before a word that ends the question, where a place's name stands.
_ENDING_NAME = re.compile(r"\b(?:of|in|from|to|for)\s+(?:the\s+)?$", re.IGNORECASE)
#: A capitalised word right before a word: the two may be one longer name ("British
#: Columbia", "Costa Rica").
_CAPITALISED_BEFORE = re.compile(r"\b[A-Z][\w-]*\s+$")
#: Shorthand people type in chat and search boxes, written out: each stands for one word
#: only (never an English word of its own: not "pop", "pres", "u").
SHORTHAND: dict[str, str] = {
    "ppl": "people",
    "ppls": "peoples",
    "govt": "government",
    "gvt": "government",
    "avg": "average",
    "approx": "approximately",
    "natl": "national",
    "intl": "international",
    "yrs": "years",
    "kms": "km",  # "How many kms coast have Portugal?": the fields write "km"
    # "About how big is Belgium, in km²?": the fields write "sq km" ("km²" was a word none held)
    "km²": "sq km",
    "km2": "sq km",
    "mi²": "sq mi",
    "sqkm": "sq km",
    "pct": "percent",
    "econ": "economy",
    "lang": "language",
    "langs": "languages",
    "popn": "population",
    "rn": "right now",  # "whos the king of thailand rn": a closing, as "right now" is
    "pls": "please",
    "plz": "please",
    "teh": "the",
    "hte": "the",
}
#: Question words typed short, written out where a question word stands (its first word):
#: too short for the speller, and "wat" is a Thai temple to the library, so "wat is the
#: capital of france" abstained; "What is a wat?" keeps its temple.
QUESTION_SHORTHAND: dict[str, str] = {
    "wat": "what",
    "wht": "what",
    "wats": "what's",
    "wot": "what",
    "hw": "how",
    "whr": "where",
    "wher": "where",
    "wen": "when",
    "whn": "when",
    # two letters swapped, too short for the speller: "Waht is the population of Brazil?"
    "waht": "what",
    "whta": "what",
    "hwat": "what",
    "hwo": "how",
    "wehre": "where",
    "wehn": "when",
    "whcih": "which",
    "wich": "which",
}
_QUESTION_SHORTHAND = re.compile(
    r"^(\W*)(" + "|".join(QUESTION_SHORTHAND) + r")\b(?!['’.]\w)", re.IGNORECASE
)
#: "pop. of kenya", "pop of iceland": "pop" with a dot and a word after it, or before "of",
#: is short for population.
_POP = re.compile(r"\bpop(?:\.(?=\s+\w)|(?=\s+of\s))", re.IGNORECASE)
#: "mongolia pop", "japan pop 2023": "pop" ending the question right after a name's word (a
#: year may follow) is short for population too ("I like pop." stays).
_POP_AFTER = re.compile(r"\b([^\W\d_]+)\s+pop(?=(?:\s+\d{4})?\s*[?.!]*\s*$)", re.IGNORECASE)
_SHORTHAND = re.compile(r"\b(" + "|".join(SHORTHAND) + r")\b(?!['’.]\w)", re.IGNORECASE)
#: Words shorter than this are left alone: too many real words lie one edit apart.
MIN_LENGTH = 5
#: Endings that make an English word another form of it ("newborns", "outsourced").
_ENDINGS = ("s", "es", "ed", "d", "ing", "er", "ers")
#: Endings of an inflected English word that two words run together hardly ever end with.
_UNSPLIT_ENDINGS = ("ing", "ly")
#: From this length an unknown word may be two words run together ("lifeexpectancy").
MIN_SPLIT = 7
#: From this length a word may be two edits from what was meant.
TWO_EDITS_FROM = 8
#: A lower-case word; two with a space or a hyphen between them may be one word split.
_LOWER_WORD = re.compile(r"(?<!\w)[a-z]{2,}(?!\w)")
#: The fewest passages that must write two words as one for them to be read as one ("land
#: locked" as "landlocked", 147 passages of the demo library; "birth rate" stays: 1).
JOINED_IN = 10


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def edits(word: str) -> set[str]:
    """Every string one edit from ``word``: a letter removed, swapped with the next,
    replaced or added."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    removed = {a + b[1:] for a, b in splits if b}
    swapped = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaced = {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    added = {a + c + b for a, b in splits for c in _LETTERS}
    return removed | swapped | replaced | added


def distance(a: str, b: str) -> int:
    """Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps)."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[i - 2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


@cache
def vocabulary() -> frozenset[str]:
    """The whole English words of the embedding model's WordPiece vocabulary (vendored with
    the model, read without loading it; none when it cannot be read) and the words of
    Sophia's own field descriptions (``_preset_words``), read once."""
    try:
        from oshun.retrieval.embedding import pinned_tokenizer

        vocab = pinned_tokenizer(8).get_vocab()
    except (ImportError, OSError, ModelUnavailable):  # no tokenizer: names still count
        vocab = {}
    english = frozenset(w for w in vocab if w.isalpha() and w.isascii() and w.islower())
    return english | _preset_words()


def _preset_words() -> frozenset[str]:
    """The words Sophia's own field descriptions use (``presets/field-descriptions.json``:
    what fields answer, exclude, count, and what no field holds): "overweight", "robberies",
    "dialling", "telework" are not WordPiece words, and were read as "over weight", "robb
    eries", "drilling", "tele work" — so *Children … underweight* answered "How many
    overweight children are in the US?" (0.82), the word it excludes never seen."""
    from oshun.sophia.descriptions import descriptions

    known = descriptions()
    phrases = [
        *known.unheld,
        *(p for group in known.fields.values() for p in group),
        *(p for group in known.labels.values() for p in group),
        *(p for group in known.excludes.values() for p in group),
        *(p for group in known.kinds.values() for p in group),
        *(p for group in known.counts.values() for p in group),
        *(p for group in known.moments.values() for p in group),
        *(p for group in known.narrows.values() for p in group),
        *(p for groups in known.one_of.values() for group in groups for p in group),
    ]
    return frozenset(w.lower() for phrase in phrases for w in _WORD.findall(phrase) if w.isascii())


@cache
def _preset_pairs() -> dict[str, frozenset[str]]:
    """Each word of the fields' descriptions and the words that follow it there ("prime" →
    "minister", …), lower case: the phrases Sophia knows fields by."""
    from oshun.sophia.descriptions import descriptions

    known = descriptions()
    pairs: dict[str, set[str]] = {}
    for group in [*known.fields.values(), *known.labels.values()]:
        for phrase in group:
            words = [w.lower() for w in _WORD.findall(phrase)]
            for first, second in itertools.pairwise(words):
                pairs.setdefault(first, set()).add(second)
    return {first: frozenset(seconds) for first, seconds in pairs.items()}


def phrase_meant(first: str, second: str) -> str | None:
    """The word ``second`` was meant to be after ``first``, when it is an English word typed
    one slip from the word the fields' descriptions write after ``first`` and no
    description writes it there or anywhere ("prime minster" → "minister": "minster" is
    a word, so the speller kept it and "Who is the prime minster of India?" abstained);
    None otherwise, after a stop word ("the"), or when several words are as near."""
    first, second = first.lower(), second.lower()
    if first in STOP_WORDS or len(second) < MIN_LENGTH or second in _preset_words():
        return None
    after = _preset_pairs().get(first, frozenset())
    if second in after:
        return None
    near = [w for w in after if w[0] == second[0] and distance(second, w) == 1]
    return near[0] if len(near) == 1 else None


def _phrases_meant(text: str) -> str:
    """``text`` with each word a pair of words was meant to have after the one before it
    (``phrase_meant``), written in the case it was typed in; only words with nothing but
    spaces between them."""
    words = list(_WORD.finditer(text))
    out, at = [], 0
    for before, word in itertools.pairwise(words):
        if text[before.end() : word.start()].strip():
            continue
        meant = phrase_meant(before.group(), word.group())
        if meant is None:
            continue
        out += [
            text[at : word.start()],
            meant.capitalize() if word.group()[:1].isupper() else meant,
        ]
        at = word.end()
    return "".join([*out, text[at:]])


#: Endings that inflect an English word: "nicer", "safest", "cheaply", "bigger".
_INFLECTIONS = ("s", "es", "d", "ed", "r", "er", "st", "est", "ly", "ing")


def _inflected(word: str) -> bool:
    """``word`` is an English word with an inflection ("nicer" of "nice", "safest" of
    "safe"), its last consonant doubled or not ("bigger" of "big")."""
    for ending in _INFLECTIONS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            base = word[: -len(ending)]
            if base in vocabulary() or (base[-1:] == base[-2:-1] and base[:-1] in vocabulary()):
                return True
    return False


def moved_doubles(word: str) -> set[str]:
    """``word`` with its doubled letter typed single and another letter doubled instead, the
    commonest slip in a word with a double letter ("morroco" for "morocco", "tommorow" for
    "tomorrow"): one slip, though two edits apart."""
    out: set[str] = set()
    for i in range(len(word) - 1):
        if word[i] != word[i + 1] or not word[i].isalpha():
            continue
        single = word[:i] + word[i + 1 :]
        for j, letter in enumerate(single):
            doubled = (j + 1 < len(single) and single[j + 1] == letter) or (
                j > 0 and single[j - 1] == letter
            )
            if letter.isalpha() and j != i and not doubled:
                out.add(single[: j + 1] + letter + single[j + 1 :])
    out.discard(word)
    return out


def _deletes(word: str) -> set[str]:
    return {word} | {word[:i] + word[i + 1 :] for i in range(len(word))}


def _filed(words: Iterable[str]) -> dict[str, set[str]]:
    """Words long enough to be two edits from a misspelt long word, filed under themselves
    and each form with one letter removed."""
    filed: dict[str, set[str]] = {}
    for word in words:
        if len(word) >= TWO_EDITS_FROM - 1:
            for form in _deletes(word):
                filed.setdefault(form, set()).add(word)
    return filed


@cache
def _long_words() -> dict[str, set[str]]:
    return _filed(vocabulary())


def _last_swapped(name: str, word: str) -> bool:
    """``word`` is ``name`` with its last two letters swapped ("indai" for "india")."""
    return len(word) == len(name) and word == name[:-2] + name[-1] + name[-2]


class Speller:
    """Reads misspelt words as the known words meant (see the module docstring)."""

    def __init__(
        self,
        names: Iterable[str],
        doc_freq: Callable[[str], int],
        own: Iterable[str] | None = None,
    ):
        self._known_names = frozenset(w for w in names if w.isalpha())
        #: words that name one work (all names' words unless told): "region" or "republic",
        #: in several works' long forms, are known, but no name a misspelt word is read as
        self._names = self._known_names if own is None else frozenset(own)
        self._long_names = _filed(self._names)
        self._doc_freq = doc_freq

    def _meant(self, word: str, names_only: bool = False, far: bool = True) -> str | None:
        """The known word ``word`` was meant to be, one edit away or, when ``far``, two for
        a long word with none at one; among one work's names only, or names and English
        words."""
        words: frozenset[str] = frozenset() if names_only else vocabulary()
        near = edits(word)
        found = {w for w in near if w in self._names or w in words}
        if not found:
            # a double letter typed in the wrong place ("morroco"): one slip, two edits
            found = {w for w in moved_doubles(word) if w in self._names or w in words}
        if not found and far and len(word) >= TWO_EDITS_FROM:
            # two edits: a letter removed from each side meets ("phillipines" and
            # "philippines" both give "philipines")
            for form in _deletes(word):
                found |= self._long_names.get(form, set())
                if not names_only:
                    found |= _long_words().get(form, set())
        # a slip inside the word: its first and last letters are as meant ("Indiana" is
        # not "Indians", "Portugual" is "Portugal"); or its last two letters swapped
        # ("peopel", "indai"); or a name's last letter left off ("ukrain", "Venezuel"):
        # only a work's name may end so
        found = {
            w
            for w in found
            if w[0] == word[0]
            and (
                w[-1] == word[-1]
                or _last_swapped(w, word)  # "peopel", "indai": its last two letters swapped
                or (w in self._names and w[:-1] == word)
            )
        }
        if not found:
            return None
        # the fewest edits, then a name, then the longer word
        best = sorted((distance(word, w), w not in self._names, -len(w), w) for w in found)
        top = best[0]
        tied = [b for b in best if b[:3] == top[:3] and b[3] != top[3]]
        if tied and all(b[3][:-1] == word for b in [top, *tied]):
            # a last letter left off, a name in two spellings ("ukrain": the English
            # "ukraine" or the local "ukraina"): the English word, when only one is
            english = [b[3] for b in [top, *tied] if b[3] in vocabulary()]
            return english[0] if len(english) == 1 else None
        if tied:
            # "wheather": "weather" and "whether" are one letter away each; the word the
            # library holds more often is the one meant, none when as often
            held = sorted(((self._doc_freq(stem(b[3])), b[3]) for b in [top, *tied]), reverse=True)
            return held[0][1] if held[0][0] > held[1][0] else None
        return top[3]

    def _read(self, low: str, capitalised: bool, in_a_name: bool = False) -> str | None:
        """What ``low`` (lower case) was meant to be, or None to keep it as written;
        ``in_a_name``: a capitalised word stands right before it ("British Columbia")."""
        if len(low) < MIN_LENGTH or not low.isascii() or low in self._known_names:
            return None
        if low in vocabulary() or f"{low}s" in vocabulary() or _inflected(low):
            # An English word is kept (a word whose plural the vocabulary holds is one:
            # "franc" of "francs" is not "france" with its last letter left off; so is an
            # inflection of one: "nicer" is not "Niger"), unless written as a name and one
            # letter off a name of the same length ("the capital of Columbia") and not the
            # end of a longer name ("British Columbia"); never "Indiana" for "India".
            if not capitalised or in_a_name:
                return None
            name = self._meant(low, names_only=True, far=False)
            return name if name is not None and len(name) == len(low) else None
        name = self._meant(low, names_only=True, far=capitalised)
        if name is not None or capitalised:
            # "Portugual": its stem is a word of the library, but it is Portugal; an unknown
            # capitalised word is a name, one work's or another ("Elizabeth Bennet")
            return name
        if self._doc_freq(stem(low)) > 0:
            # a word of the library ("nairobi", "kenyans") — or a slip in a word that stems
            # alike ("unemployement" stems to "unemploy" as "unemployment" does, but the
            # embedding model reads it as pieces: "unemployement in italy" abstained)
            meant = self._meant(low, far=False)
            return meant if meant is not None and stem(meant) == stem(low) else None
        return self._meant(low) or self._split(low)

    def _split(self, low: str) -> str | None:
        """Two known words run together, the space left out ("lifeexpectancy",
        "newzealand"): each part a word of the library's names ("new", "zealand") or an
        English word or a word of the library ("expectancy") of four letters or more
        ("govtech" stays); of several ways to cut it, the one whose shorter part is
        longest, none on a tie."""
        if len(low) < MIN_SPLIT or any(
            low.endswith(e) and low[: -len(e)] in vocabulary() for e in _ENDINGS
        ):
            return None  # an English word's inflection: "newborns" is not "new borns"
        if low.endswith(_UNSPLIT_ENDINGS):
            # an inflection of a word the vocabulary lacks: "multiplying" is not "multi
            # plying" (it read "How fast are Ugandans multiplying?" as of plying)
            return None

        def known(part: str) -> bool:
            return part in self._known_names or (
                len(part) >= 4 and (part in vocabulary() or self._doc_freq(stem(part)) > 0)
            )

        cuts = sorted(
            (-min(i, len(low) - i), low[:i], low[i:])
            for i in range(3, len(low) - 2)
            if known(low[:i]) and known(low[i:])
        )
        if not cuts or (len(cuts) > 1 and cuts[1][0] == cuts[0][0]):
            return None
        return f"{cuts[0][1]} {cuts[0][2]}"

    def _joined(self, text: str) -> str:
        """ "land locked", "coast line", "air ports", "sugar cane": two words typed apart
        that the library writes as one (in ``JOINED_IN`` passages at least), read as that
        word; the words the fields' descriptions write in a row stay ("birth rate"), as do
        stop words ("is land")."""
        out, at = [], 0
        for first, second in itertools.pairwise(_LOWER_WORD.finditer(text)):
            if first.start() < at or text[first.end() : second.start()] not in (" ", "-"):
                continue
            a, b = first.group(), second.group()
            if a in STOP_WORDS or b in STOP_WORDS or b in _preset_pairs().get(a, ()):
                continue
            if self._doc_freq(stem(a + b)) >= JOINED_IN:
                out += [text[at : first.start()], a + b]
                at = second.end()
        return "".join([*out, text[at:]])

    def _population_after_name(self, match: re.Match[str]) -> str:
        """ "mongolia pop" → "mongolia population"; "I like pop" stays."""
        name = match.group(1)
        return f"{name} population" if name.lower() in self._known_names else match.group(0)

    def correct(self, text: str) -> str:
        """``text`` with dotted initialisms undotted, shorthand written out and misspelt
        words replaced."""
        text = _INITIALISM.sub(lambda m: m.group(1).replace(".", ""), text)
        text = _SHORTHAND.sub(lambda m: SHORTHAND[m.group(1).lower()], text)
        text = _QUESTION_SHORTHAND.sub(
            lambda m: m.group(1) + QUESTION_SHORTHAND[m.group(2).lower()], text
        )
        text = _POP.sub("population", text)
        text = _POP_AFTER.sub(self._population_after_name, text)
        text = self._joined(text)
        first = _WORD.search(text)
        letters = [c for c in text if c.isalpha()]
        shouted = bool(letters) and sum(c.isupper() for c in letters) * 2 > len(letters)

        def replace(match: re.Match[str]) -> str:
            written = match.group()
            # the question's first word is capitalised as a sentence is, not as a name
            named = (
                written[:1].isupper()
                and first is not None
                and match.start() > first.start()
                and not _LONGER_NAME.search(text, 0, match.start())
            )
            if len(written) > 1 and written.isupper() and not shouted:
                return written  # an acronym: "BRICS" is not "Brits"
            before = _CAPITALISED_BEFORE.search(text, 0, match.start())
            in_a_name = before is not None and first is not None and before.start() > first.start()
            # ending the question after a preposition, a word stands where a name does:
            # "capital of columbia" is Colombia's ("Which columbia river?" stays)
            ending = (
                written.islower()
                and _ENDING_NAME.search(text, 0, match.start()) is not None
                and not _WORD.search(text, match.end())
            )
            meant = self._read(written.lower(), named or ending, in_a_name)
            if meant is None:
                return written
            return meant.capitalize() if written[:1].isupper() else meant

        return _phrases_meant(_WORD.sub(replace, text))
