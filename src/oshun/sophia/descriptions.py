"""What a reference work's fields answer, described in the words people ask with.

A field's heading names it the way an editor files it ("Exchange rates", "Executive branch",
"Life expectancy at birth"); people ask "What money do they use?", "Who runs the country?",
"How long do people live?". The heading's own embedding is often far from such a question.
``presets/field-descriptions.json`` holds, for each heading of the reference work the demo
library ships (the CIA World Factbook), a few short descriptions of what the field answers,
written by hand — and the same for the labels of a field's ``label: value`` lines
("chief of state", "head of government", "time difference").

Sophia embeds each description once with the shipped embedding model and compares the
question with them:

- ``desc_sim`` (a field model input, ``fields.judge_fields``): the closest of a field's
  descriptions to the question; a heading without descriptions falls back to its own
  similarity, so every library works, described or not;
- ``focus_line``: within the chosen field, the ``label: value`` line whose described label
  (or its descriptions) the question asks about — "Who is the head of state of Spain?" quotes
  "chief of state: King FELIPE VI", not the "head of government:" line that shares "head".
"""

from __future__ import annotations

import json
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

import numpy

from oshun.retrieval.analysis import terms
from oshun.retrieval.embedding import Embedder
from oshun.sentences import Span, split_sentences

PRESET = "field-descriptions.json"
#: Texts (labels, question words) whose vectors are kept, at most.
_CACHE = 8192
#: A line's label must be at least this close to the question to take the quote.
LABEL_FLOOR = 0.45
#: … and within this of the closest label: "Who is the leader of Japan?" is about the
#: chief of state and the head of government (0.81), not about the election process (0.50)
#: whose value happens to say "the leader of the majority party".
LABEL_WINDOW = 0.2
_LABEL = re.compile(r"(note\s+\d+|[A-Za-z][A-Za-z /()'-]{0,60}?)\s*:\s")


@dataclass(frozen=True, slots=True)
class Descriptions:
    fields: dict[str, tuple[str, ...]]  # heading → descriptions
    labels: dict[str, tuple[str, ...]]  # line label (lower case) → descriptions
    #: heading → the kinds of thing a field listing several holds ("national animal",
    #: "bird", "flower", …): asked for one, its value must hold one of that kind
    kinds: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: headings whose value holds for every part of the work too (its head of state, its
    #: currency): the only fields that answer a question about a place the work includes
    #: ("England", of the United Kingdom; ``entities.Mention.part``)
    shared: frozenset[str] = frozenset()
    #: heading → the words for the one thing a count or density field counts ("beds" for
    #: *Hospital bed density*): asked how many of another thing, it does not answer
    counts: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: heading → what a field looks like it holds but does not ("motto" for *National
    #: anthem(s)*, "school year" for *School life expectancy*): asked one of those, it
    #: answers only when its own text writes it (``lookalikes.excluded``)
    excludes: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: what no described field holds though people ask it of a country (how safe or
    #: expensive it is, its crime, its tourists, hotels, celebrities): asked one of those, a
    #: described field answers only when its own text writes it (``lookalikes.excluded``)
    unheld: tuple[str, ...] = ()
    #: heading → groups of alternatives a field holds one of (a head of state is a king, a
    #: queen, an emperor, a sultan … or none of them): asked one of a group, the field
    #: answers only when its text writes one of that group (``lookalikes.alternative_unheld``)
    one_of: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    #: heading → what of a field changes by the day or the hour (the weather, an exchange
    #: rate; "*": all of it): asked about this very moment ("today", "right now"), the field
    #: states a yearly figure or a typical condition, not that (``lookalikes.moment_unheld``)
    moments: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: heading → a listed kind → the listed kinds it includes ("national animal": "bird",
    #: "fish" …; "plant": "flower", "tree" …): a bald eagle, closest to "bird", is a national
    #: animal too (``fields._kind_gap`` compares an item with unrelated kinds only)
    kinds_within: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    #: heading → the words for the part of the people a field gives its figure for (the
    #: young of *Youth unemployment rate (ages 15-24)*): asked a figure for another part
    #: ("the female unemployment rate"), it answers only when the question names its part
    #: too (``lookalikes.subgroup_unsplit``)
    narrows: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: the headings whose text can say why a thing is so or how it came about (a history,
    #: an economy's overview, a note, a name's etymology, a flag's meaning): asked why, no
    #: other described field answers — *Natural hazards*' "about 1,500 seismic occurrences"
    #: says that Japan has earthquakes, not why (``lookalikes.reason_unheld``)
    reasons: frozenset[str] = frozenset()
    #: the shared headings whose value holds in every city of the work too (its currency, its
    #: internet domain): asked of a city, they answer though they do not write it
    city_wide: frozenset[str] = frozenset()
    #: the headings whose figure measures a harm (pollution, inflation, debt, refugees):
    #: "how bad" asks how high it is when the question names the harm by the field's name or
    #: by its descriptions ("How bad is air quality in Mongolia?" of *Particulate matter
    #: emissions*, described as "air quality"; ``lookalikes.judgement_unstated``)
    harms: frozenset[str] = frozenset()
    #: the headings listing shares of the people (languages, religions) that hold in every
    #: city too when one item is the only one or holds for nine in ten (``engine._city_wide``)
    city_wide_most: frozenset[str] = frozenset()
    #: the headings that say which country a territory belongs to (*Dependency status*):
    #: asked whether a work with one is part of another country, named last, the owner's
    #: name is read as "another country" (``engine._meant``)
    owned: frozenset[str] = frozenset()


@cache
def descriptions() -> Descriptions:
    """The curated descriptions (read once)."""
    text = (resources.files("oshun.sophia.presets") / PRESET).read_text(encoding="utf-8")
    data = json.loads(text)
    return Descriptions(
        {str(k): tuple(map(str, v)) for k, v in data["fields"].items()},
        {str(k).lower(): tuple(map(str, v)) for k, v in data["labels"].items()},
        {str(k): tuple(map(str, v)) for k, v in data.get("kinds", {}).items()},
        frozenset(map(str, data.get("shared", ()))),
        {str(k): tuple(map(str, v)) for k, v in data.get("counts", {}).items()},
        {str(k): tuple(map(str, v)) for k, v in data.get("excludes", {}).items()},
        tuple(map(str, data.get("unheld", ()))),
        {
            str(k): tuple(tuple(map(str, group)) for group in v)
            for k, v in data.get("one_of", {}).items()
        },
        {str(k): tuple(map(str, v)) for k, v in data.get("moments", {}).items()},
        {
            str(k): {str(broad): tuple(map(str, narrow)) for broad, narrow in v.items()}
            for k, v in data.get("kinds_within", {}).items()
        },
        {str(k): tuple(map(str, v)) for k, v in data.get("narrows", {}).items()},
        frozenset(map(str, data.get("reasons", ()))),
        frozenset(map(str, data.get("city_wide", ()))),
        frozenset(map(str, data.get("harms", ()))),
        frozenset(map(str, data.get("city_wide_most", ()))),
        frozenset(map(str, data.get("owned", ()))),
    )


def alternatives(described: Sequence[str]) -> list[str]:
    """Each description, and each of its comma-separated alternatives on its own
    ("currency, money used, exchange rate"): a short phrase is closer to a short question
    than a list is."""
    out = list(described)
    for text in described:
        if "," in text:
            out.extend(p.strip() for p in text.split(",") if p.strip())
    return list(dict.fromkeys(out))


@cache
def _terms_of(heading: str) -> frozenset[str]:
    return frozenset(t for text in descriptions().fields.get(heading, ()) for t in terms(text))


def description_terms(heading: str) -> set[str]:
    """The analysed terms of a heading's descriptions (empty when it has none): a question
    word that neither the field nor its descriptions hold is one the field does not answer
    ("building" in "What is the tallest building in Lebanon?" against *Elevation*)."""
    return set(_terms_of(heading))


@cache
def names_people(heading: str) -> bool:
    """Whether a heading's descriptions say its field names people ("who leads it", "who
    wrote it", "who can vote"): only such a field answers a question asking *who* for a
    thing it does not hold."""
    return any(_WHO.search(text) for text in descriptions().fields.get(heading, ()))


_WHO = re.compile(r"\bwho\b", re.IGNORECASE)


class Meanings:
    """Embeddings of descriptions, labels and question words, computed once per text and
    cached (question words in a bounded cache: they are not a closed set)."""

    def __init__(self, embedder: Embedder, known: Descriptions | None = None) -> None:
        self.embedder = embedder
        self.known = known or descriptions()
        self._vectors: OrderedDict[str, numpy.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        # every field description, embedded together on first need: heading → its rows
        self._described: tuple[numpy.ndarray, dict[str, numpy.ndarray]] | None = None

    def vectors(self, texts: Sequence[str]) -> numpy.ndarray:
        """Shape (len(texts), dim)."""
        with self._lock:
            missing = sorted({t for t in texts if t not in self._vectors})
        if missing:
            embedded = self.embedder.embed(missing)
            with self._lock:
                for text, vector in zip(missing, embedded, strict=True):
                    self._vectors[text] = vector
                while len(self._vectors) > _CACHE:
                    self._vectors.popitem(last=False)
        with self._lock:
            found = [self._vectors.get(t) for t in texts]
        kept = [v for v in found if v is not None]
        if len(kept) < len(found):  # evicted meanwhile by another thread: embed again
            return self.embedder.embed(list(texts))
        return numpy.stack(kept) if texts else numpy.zeros((0, 1))

    def _all_fields(self) -> tuple[numpy.ndarray, dict[str, numpy.ndarray]]:
        if self._described is None:
            texts: list[str] = []
            rows: dict[str, numpy.ndarray] = {}
            for heading, described in self.known.fields.items():
                own = alternatives(described)
                rows[heading] = numpy.arange(len(texts), len(texts) + len(own))
                texts.extend(own)
            matrix = self.embedder.embed(texts) if texts else numpy.zeros((0, 1))
            self._described = (matrix, rows)
        return self._described

    def fields(self, headings: Sequence[str]) -> tuple[numpy.ndarray, numpy.ndarray] | None:
        """Every description of ``headings`` as rows, and the index of the heading each
        describes; None when none of them is described."""
        matrix, rows = self._all_fields()
        picked = [(i, rows[h]) for i, h in enumerate(headings) if h in rows]
        if not picked:
            return None
        index = numpy.concatenate([r for _, r in picked])
        owners = numpy.concatenate([numpy.full(len(r), i) for i, r in picked])
        return matrix[index], owners

    def label_similarity(self, label: str, question: numpy.ndarray) -> float:
        """Cosine of the question with a described line label, or the closest of its
        descriptions; 0 for a label without descriptions (nothing is embedded for it)."""
        described = self.known.labels.get(label.lower())
        if not described:
            return 0.0
        texts = [label.lower(), *alternatives(described)]
        return float((self.vectors(texts) @ question).max())


#: How much more a later line judged by the field's name must be asked about than the
#: field's first line to be quoted instead: "How long can a baby born in Cuba expect to
#: live?" is 0.535 close to "total population", 0.524 to "female"; "… of women in Japan?"
#: 0.58 against 0.66.
LINE_FIRST = 0.05


#: Words people ask with for what a line's label writes otherwise: "women" for the
#: "female" line, "the countryside" for "rural areas" (``label_terms``).
LABEL_WORDS = {
    "female": "women woman girls",
    "male": "men man boys",
    "urban": "city cities town towns",
    "rural": "countryside village villages",
}


@cache
def label_terms(label: str) -> frozenset[str]:
    """The analysed terms of a line's label with the words people say for them
    (``LABEL_WORDS``)."""
    words = set(re.findall(r"[a-z]+", label.lower()))
    said = " ".join(LABEL_WORDS[word] for word in sorted(words) if word in LABEL_WORDS)
    return frozenset(terms(f"{label} {said}"))


def _judged_by_name(meanings: Meanings, heading: str, label: str) -> bool:
    """``label`` has no description of its own: ``line_similarities`` judged it by the
    field's name with the label."""
    field = heading.rsplit("›", 1)[-1].strip()
    known = meanings.known.labels
    return label.lower() not in known and f"{field} › {label}".lower() not in known


#: A field's notes ("note", "note 1") qualify its lines; they are never what was asked.
_NOTE = re.compile(r"note\b", re.IGNORECASE)


def _noted(
    lines: list[tuple[str, Span, Span]], text: str, head: str | None, heading: str
) -> Span | None:
    """The note that holds the thing asked for (``head``, the question's asked noun) when no
    other line does and the field's heading does not name it: "How many immigrants live in
    Libya?" is answered by "note: immigrants make up just over 12% …", not by the total
    population; "How many people live in the West Bank?" and "What is the population of
    Israel?" by the total — the field is the population, its note counts settlers. A note
    naming the thing only as another place's ("Andorra has two co-princes (the president of
    France …)") does not hold it: "Who is the president of the world?" quoted that note of
    the *World*'s executive at 1.00."""
    if not head or len(head) < 3 or head[:5].lower() in heading.lower():
        return None
    stem = re.compile(rf"\b{re.escape(head[:5].lower())}", re.IGNORECASE)
    # the thing, not followed by "of" and a name ("the president of France")
    own = re.compile(rf"\b(?i:{re.escape(head[:5])})\w*\b(?!\s+of\s+(?:the\s+)?[A-Z])")
    notes = [span for label, span, _ in lines if _NOTE.match(label)]
    holding = [span for span in notes if own.search(text, span.start, span.end)]
    if not holding:
        return None
    # any other sentence holding it, labelled or not ("2018: Jair BOLSONARO elected
    # president" beside "note: the president is both chief of state …") answers instead
    others = (span for span in split_sentences(text) if span not in notes)
    if any(stem.search(text, span.start, span.end) for span in others):
        return None
    return holding[0]


#: A standing the question asks a thing to have (stems): "What is the official language of
#: Ghana?" asks for the language the law names, which a field may state only in its note
#: ("note: English is the official language") below a first line of shares that do not say it.
_STANDING = frozenset({"offici"})


def standing_note(text: str, asked: Sequence[str]) -> Span | None:
    """The note that says which thing has the standing asked for (``_STANDING``: "official")
    when no other sentence of the field says it; None otherwise. "Tetun and Portuguese are
    official languages" answers "official languages of timor leste", not the mother tongues'
    shares of the first line (it quoted them at 1.00)."""
    wanted = {t for t in asked if t in _STANDING}
    if not wanted:
        return None
    notes = [span for label, span, _ in labelled_lines(text) if _NOTE.match(label)]

    def holds(span: Span) -> bool:
        return bool(wanted & set(terms(text[span.start : span.end])))

    holding = [span for span in notes if holds(span)]
    if not holding:
        return None
    if any(holds(span) for span in split_sentences(text) if span not in notes):
        return None
    return holding[0]


#: Men and women both asked about: "life expectancy czechia men women", "How long do men and
#: women live in Russia?".
_MEN = re.compile(r"\b(?:men|man|male|males|boys?)\b", re.IGNORECASE)
_WOMEN = re.compile(r"\b(?:women|woman|female|females|girls?)\b", re.IGNORECASE)


def both_sexes(text: str, asked: str) -> Span | None:
    """The field's "male:" and "female:" lines together when ``asked`` names both men and
    women and the two lines stand side by side; None otherwise. One of them alone answered
    half the question ("male: 75.6 years" for "life expectancy czechia men women")."""
    if _MEN.search(asked) is None or _WOMEN.search(asked) is None:
        return None
    lines = labelled_lines(text)
    men = [span for label, span, _ in lines if label.lower() == "male"]
    women = [span for label, span, _ in lines if label.lower() == "female"]
    if len(men) != 1 or len(women) != 1:
        return None
    first, second = sorted((men[0], women[0]), key=lambda span: span.start)
    if text[first.end : second.start].strip():
        return None
    return Span(first.start, second.end)


def never_asked(meanings: Meanings, label: str) -> bool:
    """A line no question asks for: a note, or a label described by nothing (an empty list
    in the preset: the Factbook's "major-language sample(s)", a sentence in each language)."""
    return bool(_NOTE.match(label)) or meanings.known.labels.get(label.lower()) == ()


def main_line(meanings: Meanings, text: str, chosen: Span) -> Span | None:
    """When ``chosen`` is a line no question asks for, the field's first sentence that is
    not ("How much of Switzerland speaks German?" took the German sample sentence for its
    "German"; the field's *Languages:* line answers; "Who does Chile sell most to?" took
    "note: top five export partners …"); None when ``chosen`` may stand."""
    lines = labelled_lines(text)
    if not any(span == chosen and never_asked(meanings, label) for label, span, _ in lines):
        return None
    unasked = {span for label, span, _ in lines if never_asked(meanings, label)}
    # the first sentence that is not such a line, labelled or not ("China 39%, USA 16% …"
    # before "note: top five export partners …")
    return next((span for span in split_sentences(text) if span not in unasked), None)


def no_line_asked(meanings: Meanings, text: str, heading: str, question: numpy.ndarray) -> bool:
    """Every sentence of the field is a ``label: value`` line, each label described, and
    none is what was asked (all below ``LABEL_FLOOR``): the field's main line is missing
    from this work's value. Western Sahara's *Capital* holds only its time difference and
    daylight saving time — no "name:" line — and "What is the capital of Western Sahara?"
    quoted "UTC 0 (5 hours ahead of Washington, DC …)" at 0.95."""
    lines = labelled_lines(text)
    if len(lines) < 2 or len(lines) != len(split_sentences(text)):
        return False
    # notes ("note 1: …") qualify the other lines; none of them is the field's main line
    labels = [label for label, _, _ in lines if not _NOTE.match(label)]
    if not labels or any(_judged_by_name(meanings, heading, label) for label in labels):
        return False
    if max(line_similarities(meanings, heading, labels, question)) >= LABEL_FLOOR:
        return False
    # … and no line states what the field itself is ("name: Pretoria …" of *Capital* is,
    # though "Where is the government seated?" is not close to its label)
    field = heading.rsplit("›", 1)[-1].strip()
    itself = meanings.vectors([field])[0]
    return max(line_similarities(meanings, heading, labels, itself)) < LABEL_FLOOR


def line_similarities(
    meanings: Meanings, heading: str, labels: Sequence[str], question: numpy.ndarray
) -> list[float]:
    """Per ``label: value`` line of a field: how close the question is to what the line
    answers. A described label is judged by its descriptions (``label_similarity``: "chief
    of state", the anthem's "title" and "history"); any other by the field's name with the
    label ("Life expectancy at birth female", "Petroleum total petroleum production"): "What
    is the life expectancy of women in Japan?" is 0.66 close to the female line and 0.58 to
    the total population's; the label alone ("female", 0.27) says too little. A label may
    be described for one field only ("flag › description": what the flag looks like, not
    the legislature's "description"). Without a heading, undescribed labels are 0, as
    before."""
    field = heading.rsplit("›", 1)[-1].strip()
    known = meanings.known.labels
    # a label described for this field only ("flag › description") before the label alone
    scoped = [f"{field} › {label}".lower() for label in labels]
    out = [
        meanings.label_similarity(own if own in known else label, question)
        for own, label in zip(scoped, labels, strict=True)
    ]
    plain = [
        n
        for n, label in enumerate(labels)
        if _judged_by_name(meanings, heading, label) and not _NOTE.match(label)
    ]
    if field and plain:
        sims = meanings.vectors([f"{field} {labels[n]}" for n in plain]) @ question
        for n, sim in zip(plain, sims, strict=True):
            out[n] = float(sim)
    return out


def field_similarities(
    described: tuple[numpy.ndarray, numpy.ndarray] | None,
    fallback: numpy.ndarray,
    question: numpy.ndarray,
) -> numpy.ndarray:
    """Per passage: the closest description's cosine, or ``fallback`` (its heading's) when
    the passage's heading has no description."""
    out = numpy.array(fallback, dtype=numpy.float64)
    if described is None:
        return out
    matrix, owners = described
    sims = matrix @ question
    best = numpy.full(len(out), -numpy.inf)
    numpy.maximum.at(best, owners, sims)
    has = numpy.isfinite(best)
    out[has] = best[has]
    return out


def line_value(line: str) -> str | None:
    """The value of a ``label: value`` line ("name: Nairobi" → "Nairobi"); None when the
    line has no label or nothing after it."""
    match = _LABEL.match(line)
    if match is None or not line[match.end() :].strip():
        return None
    return line[match.end() :]


#: A value saying the answer is not known, or that there is none.
_UNSTATED = re.compile(r"\s*(?:unknown|none|not known|NA)\.?\s*", re.IGNORECASE)


def unstated(value: str) -> bool:
    """Whether a line's value says the answer is not known ("lyrics/music: unknown"): an
    honest answer of whatever kind was asked (who wrote Canada's anthem), which means
    nothing without its label."""
    return _UNSTATED.fullmatch(value) is not None


#: Between the items of a field that lists them one a line ("Political parties").
_ITEM_GAP = re.compile(r"\n[ \t]*\n")


def item_list(text: str) -> Span | None:
    """The whole of a field that lists items, one a line with a blank line between and
    none labelled (the Factbook's *Political parties*): "What political parties are there
    in Germany?" quoted the first party alone; None for any other field."""
    items = [item.strip() for item in _ITEM_GAP.split(text) if item.strip()]
    if len(items) < 2 or any("\n" in item for item in items) or labelled_lines(text):
        return None
    return Span(len(text) - len(text.lstrip()), len(text.rstrip()))


#: A value that is a figure: a number, a share, an amount ("65.8% of …", "$1.2 billion").
_FIGURE = re.compile(r"\s*[-+~$€£]?\s*\d")


def breakdown(text: str) -> bool:
    """Whether a field splits one figure into parts, one labelled line each, every value a
    figure (*Electricity generation sources*: "fossil fuels: 65.8% …", "nuclear: 8.9% …";
    *Land use*, *GDP - composition*): a part's value means nothing without its label. A
    note does not count; most lines, and three at least, must be figures (*Land use* nests
    a label in some: "agricultural land: arable land: 3.1%")."""
    lines = [value for label, _, value in labelled_lines(text) if not _NOTE.match(label)]
    figures = sum(_FIGURE.match(text, value.start, value.end) is not None for value in lines)
    return figures >= 3 and 2 * figures >= len(lines)


#: A value that is a share of a whole: "57.6% of total installed capacity", "21.3%".
_SHARE = re.compile(r"\s*[-~]?\d[\d.,]*\s*%")


def whole_split(meanings: Meanings, text: str, asked: set[str]) -> Span | None:
    """The span of every part of a figure split into parts, when no part is asked about
    (none of its label's terms is among the question's ``asked`` terms) and none is a total:
    "Where does Denmark get its electricity from?" quoted *Electricity generation sources*'
    first part, "fossil fuels: 11.3%", where wind makes 57.6%. Three parts at least, each a
    share of the whole ("57.6% of total installed capacity"): *Electricity*'s capacity,
    consumption and losses are figures of their own ("How much electricity does Iceland
    use?" quotes the consumption line). A field with a total line (*Population*, *Area*)
    leads with it as before, and "How much of Denmark's electricity comes from wind?" still
    quotes the wind line. None otherwise."""
    lines = [line for line in labelled_lines(text) if not never_asked(meanings, line[0])]
    parts = [(label, span) for label, span, value in lines if _SHARE.match(text, *value)]
    if len(parts) < 3 or len(parts) != len(lines):
        return None
    if any("total" in label.lower() or label_terms(label) & asked for label, _ in parts):
        return None
    return Span(parts[0][1].start, parts[-1][1].end)


def labelled_lines(text: str) -> list[tuple[str, Span, Span]]:
    """The passage's ``label: value`` sentences: (label, the sentence, its value). A numbered
    note ("note 1: …") is a line too, never asked (``never_asked``): "Who is the president of
    the world?" quoted the *World* executive's "note 1: … Andorra has two co-princes (the
    president of France …)" for its word "president"."""
    out = []
    for span in split_sentences(text):
        match = _LABEL.match(text, span.start, span.end)
        if match is not None:
            out.append((match.group(1).strip(), span, Span(match.end(), span.end)))
    return out


def focus_line(
    meanings: Meanings,
    text: str,
    chosen: Span,
    question: numpy.ndarray,
    lexical: Callable[[Span], float],
    heading: str = "",
) -> Span:
    """The span to quote: ``asked_line``, else ``chosen``."""
    found = asked_line(meanings, text, question, lexical, heading)
    return chosen if found is None else found


def asked_line(
    meanings: Meanings,
    text: str,
    question: numpy.ndarray,
    lexical: Callable[[Span], float],
    heading: str = "",
    head: str | None = None,
    label_lexical: Callable[[str], float] | None = None,
) -> Span | None:
    """The ``label: value`` line whose label the question asks about, among the lines whose
    label is at least ``LABEL_FLOOR`` close to the question; its score adds what ``lexical``
    gives its value (the value's share of the question's words: "Who is the president of
    Spain?" → the head of government, "President of the Government"). A line whose label is
    not asked about is not chosen for its words: "Who is the monarch of Norway?" quotes the
    chief of state, not "cabinet: … appointed by the monarch". A neighbouring line whose
    label the question reaches exactly as closely — through a description both labels share,
    "who leads, runs or rules the country" — is quoted with it ("Who is in charge of
    Russia?" → the chief of state and the head of government). None when no line's label is
    what was asked. With the field's ``heading``, a label without descriptions is judged
    with the field's name (``line_similarities``): "How much oil does Saudi Arabia
    produce?" quotes "total petroleum production", not the reserves line that shares
    "oil" — and adds what ``label_lexical`` gives the label itself: the question's words
    that say which line rather than which field ("rural areas" of *Electricity access*,
    "women" for the "female" line), which one embedding of the field's name with each
    label tells apart by less than the field's first line is preferred by
    (``LINE_FIRST``)."""
    lines = labelled_lines(text)
    if len(lines) < 2:
        return None
    noted = _noted(lines, text, head, heading)
    if noted is not None:
        return noted
    scored: dict[int, float] = {}
    labels = [label for label, _, _ in lines]
    similarities = line_similarities(meanings, heading, labels, question)
    # a line whose label was not asked about never leads, nor one far less asked about
    # than the closest: its words alone do not make it the answer
    floor = max(LABEL_FLOOR, max(similarities) - LABEL_WINDOW)
    for n, (label, _span, value) in enumerate(lines):
        if similarities[n] >= floor:
            scored[n] = similarities[n] + lexical(value)
            if label_lexical is not None and heading and _judged_by_name(meanings, heading, label):
                scored[n] += label_lexical(label)
    if not scored:
        return None
    first = min(scored)
    if first == 0 and heading and _judged_by_name(meanings, heading, labels[0]):
        # the field's first line states its main figure ("total population: 80.1 years");
        # another line must be clearly more asked about ("… of women" → "female")
        scored[first] += LINE_FIRST
    best = max(scored, key=lambda n: (scored[n], -n))
    span = lines[best][1]
    # A neighbouring line asked about as much is quoted with it (the earlier one first):
    # a question about "the leader" gets both the chief of state and the head of government.
    for other in (best - 1, best + 1):
        if other in scored and abs(similarities[other] - similarities[best]) < 1e-6:
            near = lines[other][1]
            if not text[min(span.end, near.end) : max(span.start, near.start)].strip():
                return Span(min(span.start, near.start), max(span.end, near.end))
    return span
