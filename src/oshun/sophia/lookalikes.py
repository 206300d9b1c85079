"""A field that looks like the answer but does not hold it.

The field model ranks a named work's fields by how close they are to the question; the
closest field is not always one that answers. These rules (not model inputs: the fitted
weights are unchanged) rule such a field out — its probability becomes 0 — each for a
general reason (``future_unstated``, ``place_narrower`` and ``place_age_unstated``
below are three more):

- ``excluded``: a field's descriptions say what it does **not** hold
  (``presets/field-descriptions.json``, ``excludes``, by hand: *National anthem(s)* holds
  no motto, *School life expectancy* counts years of schooling and says nothing of how long
  a school year or day lasts, *Taxes and other revenues* is a share of GDP, not a tax
  rate, *Airports* counts airports and names none). A question asking one of those things
  is answered by that field only when its own text writes it.
- ``name_unheld``: a name the question gives ("COVID" in "How many people died of COVID in
  Italy?", "Facebook" in "How many people use Facebook in Brazil?") is what it asks about;
  a field that neither writes nor is described with that name speaks of something else
  (*Death rate*, *Internet users*).
- ``scope_wider``: the question asks about the whole world ("worldwide", "in the world",
  "globally") while the work it names is one place; that place's field answers only when it
  speaks of the world itself ("How many people speak Spanish worldwide?" is not answered by
  the share of Spain's people who speak it).
- ``qualifier_gap`` (in ``fields.py``, with the embedding model; ``asked_qualifiers``):
  asked how many of a qualified thing ("How many homeless people …?") or which is most
  watched or visited, a field must
  hold the qualifier too, or be close to it in meaning: *Population* counts people, not
  homeless people.
- ``excluded`` with ``unheld``: what no described field holds though people ask it of a
  country — how expensive it is, its crime, tourists, visas, hotels, celebrities; and
  ``safety_unnamed``: how safe or dangerous the place is, unless the question names a danger
  the field holds ("safe from earthquakes" is *Natural hazards*' question).
- ``alternative_unheld``: one of a group of alternatives the field holds one of (a head of
  state who is a king, a queen, an emperor, a sultan …) that its text does not write: a
  republic has no queen.
- ``officeholder_owns``: a thing of a person named by office ("the languages the president
  of Malta speaks") against a field that names no people.
- ``moment_unheld``: this very moment ("today", "right now") asked of what changes by the
  day — the weather, an exchange rate — which the climate and the yearly average do not give.
- ``price_unstated``: what one thing costs ("How much is a beer in Ireland?") asked of a
  field that states no amount of money (the litres of beer drunk).
- ``subgroup_unsplit``: a figure for a part of the people (women, the countryside, people
  over 65) asked of a field that gives it for everyone: *Unemployment rate* has no line
  for women. ``judgement_unstated``: whether the place or a thing of it is good, nice,
  the best, asked of a field that states figures ("Is the healthcare in Cuba good?").
- ``money_unstated``: an amount asked in money ("in dollars") of a field that states a
  share only (*Public debt*'s "% of GDP").
- ``base_only``: the field writes the asked thing only as what a share of something else
  is of ("What is the GDP of France?" against *Education expenditure*'s "5.3% of GDP").
- ``period_unstated``: a recent stretch of time ("last week", "yesterday"; "last year" of a
  field whose figures are not dated by year): "How many volcanoes in Iceland erupted last
  year?" is not answered by *Natural hazards*' account of its volcanoes.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from functools import cache, lru_cache

from oshun.retrieval.analysis import STOP_WORDS, stem, words
from oshun.sophia.descriptions import description_terms, descriptions, names_people

_WORD = re.compile(r"[^\W_]+")
#: Letters of a term compared (as ``fields.PREFIX``): "neighbour" and "neighbor" meet.
PREFIX = 5
#: Words that widen a question to the whole world.
_WORLD = re.compile(
    r"\b(?:world\s*wide|globally|on\s+earth|(?:in|around|across|throughout|of)\s+the\s+"
    r"(?:whole\s+|entire\s+)?(?:world|globe|planet))\b",
    re.IGNORECASE,
)
#: A text that speaks of the world itself ("12% of the world's total", "the world's largest");
#: not a title that holds the word ("The World Factbook", quoted in every *Languages* field's
#: sample sentence).
_WORLD_TEXT = re.compile(r"\b(?:world(?!\s+factbook)|global|globally|worldwide)\b", re.IGNORECASE)
#: Qualifiers that do not narrow what is counted ("How many different languages …?"), or
#: that a field listing the main ones already speaks to ("How many major cities …?", "How
#: many main religions …?": its list is of the major ones).
NOT_NARROWING = frozenset(
    "different distinct separate individual various total main major principal big large "
    "important key".split()
)


def _stems(text: str) -> list[str]:
    """The words of ``text``, lower case, stop words kept and not stemmed: "died of" is not
    "died", and "the school year" (how long one lasts) is not "school years" (how many of
    them a child completes); a phrase lists the forms it excludes."""
    return words(text)


@cache
def _excluded_terms(heading: str) -> tuple[tuple[str, ...], ...]:
    known = descriptions()
    listed = known.excludes.get(heading, ())
    if heading in known.fields:
        listed = (*listed, *known.unheld)  # what no described field holds
    phrases = (tuple(_stems(p)) for p in listed)
    return tuple(p for p in phrases if p)


def _contains(sequence: list[str], phrase: tuple[str, ...]) -> bool:
    n = len(phrase)
    return any(tuple(sequence[k : k + n]) == phrase for k in range(len(sequence) - n + 1))


def excluded(rest_text: str, heading: str, text: str) -> bool:
    """The question asks a thing the field ``heading`` is described as not holding
    (``excludes``: "motto" for *National anthem(s)*, "school year" for *School life
    expectancy*; ``unheld``, for every described field: how safe or expensive a country
    is, its crime, tourists, hotels, celebrities), and the field's ``text`` does not write it
    either."""
    phrases = _excluded_terms(heading)
    if not phrases:
        return False
    if _SINCE_WHEN.search(rest_text):
        # "Since when has Norway had a king?" asks when the holding began, which "(since 17
        # January 1991)" states; "How many kings has Norway had?" asks for past holders
        phrases = tuple(p for p in phrases if p[-1:] != ("had",))
    asked = _stems(rest_text)
    held = _stems(text)
    return any(
        _contains(asked, p) and not _contains(held, p) and not _refers_back(asked, p, heading)
        for p in phrases
    )


def _refers_back(asked: list[str], phrase: tuple[str, ...], heading: str) -> bool:
    """``phrase`` ends with "it" and the question names the field's own thing (a word of
    its heading) before it: the pronoun stands for that thing, not for the time now.
    "What day is it in New Zealand?" asks today's date, which *National holiday* does not
    give; "Burma has a national day, which day is it?" asks the national day's."""
    if phrase[-1:] != ("it",):
        return False
    n = len(phrase)
    first = next(k for k in range(len(asked) - n + 1) if tuple(asked[k : k + n]) == phrase)
    named = set(_heading_stems(heading))
    return any(stem(w) in named for w in asked[:first] if w not in STOP_WORDS)


#: A question asking when a state of things began or how long it has lasted.
_SINCE_WHEN = re.compile(r"\bsince\s+when\b|\bhow\s+long\b", re.IGNORECASE)


def _title_case(rest_text: str) -> bool:
    """Most words start with a capital ("What Is The Capital Of France", "What Is the
    Population of Peru"): capitals then mark no names. Every word after the first counts,
    the small ones too: in "What is the unemployment rate in Berlin, Germany?" one capital
    among six words is a name, though it is one of the three longer words."""
    written = [w for w in _WORD.findall(rest_text)[1:] if w != "I"]
    capital = [w for w in written if w[:1].isupper()]
    return len(written) >= 2 and len(capital) * 2 >= len(written)


#: A yes/no question: "Do people in Peru speak English?", "Is Spanish spoken in …?".
_YES_NO = re.compile(r"^\W*(?:do|does|did|is|are|was|were|can|could|has|have|had)\b", re.IGNORECASE)


def name_unheld(
    named: Iterable[str], rest_text: str, explained: set[str], texts: Iterable[str]
) -> bool:
    """A name the question gives (a capitalised word after the first, the work's own name
    taken out; ``mismatch.named_words``) that the field's text, heading and descriptions
    (``explained``: first letters of their terms) never hold: the field speaks of something
    else. Numbers are left to the rules on years (``fields.when_gap``); a question typed in
    title case names nothing by its capitals; a yes/no question ("Do people in Peru speak
    English?") asks whether the field holds the name, and a field listing others answers
    it. A form of a word the text writes holds the name: "Catholics" is held by "Roman
    Catholic"."""
    words = [
        w for w in named if len(w) > 1 and not any(c.isdigit() for c in w) and w not in STOP_WORDS
    ]  # not "I" ("Which currency should I bring to …?")
    if not words or _title_case(rest_text) or _YES_NO.search(rest_text) is not None:
        return False  # a yes/no question asks whether the field holds the name: "no" answers
    texts = tuple(texts)
    present = {w.lower() for text in texts for w in _WORD.findall(text)}
    for word in words:
        if word in present or stem(word)[:PREFIX] in explained:
            continue
        if any(stem(word)[:PREFIX] in _forms(text) for text in texts):
            continue  # "Catholics" is held by "Catholic"
        return True
    return False


@lru_cache(maxsize=4096)
def _forms(text: str) -> frozenset[str]:
    """The first letters of the stems of ``text``'s words (a field's text is read again by
    every question about its work: kept)."""
    return frozenset(stem(w.lower())[:PREFIX] for w in _WORD.findall(text))


def scope_wider(rest_text: str, title: str, text: str) -> bool:
    """The question asks about the whole world and the field (of the work ``title``) speaks
    only of its own place: "How many people speak Spanish worldwide?" against Spain's
    *Languages*. A work that is the world itself, or a text that speaks of the world
    ("about 12% of the world's total"), still answers."""
    if _WORLD.search(rest_text) is None:
        return False
    return _WORLD_TEXT.search(title) is None and _WORLD_TEXT.search(text) is None


#: A qualifier narrows what is counted, so the field must hold it or a near synonym: closer
#: than the asked thing itself must be (``fields.HEAD_GAP_MAX``, 0.55). "homeless" is 0.45
#: close to *Population*'s "people living there"; "jobless" to *Unemployment rate* 0.7.
QUALIFIER_GAP_MAX = 0.4


#: A time to come: "What will the population of Japan be?", "How much will inflation be
#: next year?", "in the future". Not the asker's own plans ("What currency will I need?",
#: "Which language should you learn?"): those ask about the place as it is.
_FUTURE = re.compile(
    r"\b(?:will|shall|going\s+to)\s+(?!i\b|you\b|we\b)\w+|"
    r"\bnext\s+(?:year|decade|century)\b|\bin\s+the\s+(?:future|coming\s+years)\b",
    re.IGNORECASE,
)
_ASKER = re.compile(
    r"\b(?:i|you|we)\s+(?:will|shall|am\s+going\s+to|are\s+going\s+to)\b|"
    r"\b(?:i|you|we)['’]ll\b",
    re.IGNORECASE,
)
#: A text that speaks of a time to come: a projection, a forecast, what "will" happen.
_PROJECTION = re.compile(
    r"\b(?:projected|projections?|forecasts?|expected\s+(?:to|date)|will)\b|"
    r"\bnext\s+(?:election|elections|vote|poll|polls)\b",
    re.IGNORECASE,
)


def future_unstated(rest_text: str, text: str) -> bool:
    """The question asks about a time to come ("What will the population of Japan be?") and
    the field states the present (its latest estimate) without projecting anything: it
    answers for now, not for then. ``fields.when_gap`` covers a year to come and a holder to
    come ("Who will be the next …?")."""
    if _FUTURE.search(rest_text) is None or _ASKER.search(rest_text) is not None:
        return False
    return _PROJECTION.search(text) is None


#: Goods bought by measure, whose price people ask without an article: fuel, power, water,
#: everyday food and drink, rent and a connection. "gas" is the fuel of "How much is gas in
#: the US?"; "How much natural gas …" asks no price.
_GOODS = (
    r"petrol|gasoline|gas|diesel|fuel|electricity|power|water|bread|milk|beer|wine|coffee|"
    r"food|groceries|cigarettes|rent|internet|wifi|mobile\s+data|data"
)
#: A price asked: "How much is a beer in …?", "How much does a taxi cost …?", "What does a
#: cup of coffee cost …?", "the price of a …". Not a currency's worth ("How much is a dollar
#: worth …?"), which *Exchange rates* states, nor how much of a thing a person uses ("How
#: much does an average German drink?").
_PRICE = re.compile(
    r"\bhow\s+much\s+(?:is|are|was)\s+(?:a|an|one)\s+(?![^?]*\bworth\b)|"
    r"\b(?:how\s+much|what)\s+(?:does|do|did|would|will|should)\s+[^?]*\bcost\b|"
    r"\bhow\s+much\s+(?:money\s+)?(?:for|to\s+(?:buy|rent|hire|pay\s+for))\s+(?:a|an|one)\b|"
    r"\b(?:price|prices|cost)\s+(?:of|for)\s+(?:a|an|one)\b|"
    # goods sold by measure, asked without an article (g24a): "How much is petrol in
    # Kenya?", "the price of electricity in Germany", "diesel prices in Nigeria"
    rf"\bhow\s+much\s+(?:is|are|was)\s+(?:{_GOODS})\b"
    r"(?=\s*(?:[?.!]|$|in\b|at\b|there\b|here\b|per\b|now\b|today\b|these\s+days\b))|"
    rf"\b(?:price|prices|cost)\s+(?:of|for)\s+(?:{_GOODS})\b|"
    rf"\b(?:{_GOODS})\s+(?:price|prices|costs?|bills?|tariffs?)\b",
    re.IGNORECASE,
)
#: A text that states an amount of money: a sum in dollars or another currency, a price.
_MONEY = re.compile(
    r"\$|\b(?:dollars?|euros?|pounds?|yen|yuan|rupees?|pesos?|francs?|prices?|costs?)\b",
    re.IGNORECASE,
)


def price_unstated(rest_text: str, text: str) -> bool:
    """The question asks what one thing costs ("How much is a beer in Ireland?") and the
    field states no amount of money: *Alcohol consumption per capita* gives litres of beer
    drunk, not its price. A field that states sums (*Exchange rates*: "pesos per US
    dollar") still answers "How much is a dollar in Mexico?"."""
    if _PRICE.search(rest_text) is None:
        return False
    return _MONEY.search(text) is None


#: A place inside the named work, asked about through it: "How many people live in the
#: capital of …?", "the population of the largest city of …", "the climate in the north of …".
_INSIDE = re.compile(
    r"\b(?:in|of|at|for|from)\s+(?:the\s+|its\s+)?(?:\w+\s+)?"
    r"(capital|city|cities|town|towns|village|villages|region|regions|province|provinces|"
    r"state|states|county|counties|district|districts)(?:\s+city)?\s+of\b",
    re.IGNORECASE,
)


def place_narrower(rest_text: str, explained: set[str]) -> bool:
    """The question asks about a place inside the named work ("How many people live in the
    capital of Italy?") and the field — its text, heading and descriptions (``explained``:
    first letters of their terms) — never speaks of such a place: *Population* counts the
    whole country; *Major urban areas - population* ("ROME (capital)") and *Capital* do
    speak of it."""
    for match in _INSIDE.finditer(rest_text):
        if stem(match.group(1).lower())[:PREFIX] not in explained:
            return True
    return False


#: A time placed by an event or an era rather than a year: "at independence", "before the
#: revolution", "after reunification", "during the crisis", "under French rule", "in Soviet
#: times" — a preposition of time, up to three words (not a year) and a word of such a time.
_ERA = re.compile(
    r"\b(?:at|during|after|before|under|following|in)\s+(?:(?!\d)[^\W_]+\s+){0,3}?"
    r"(independence|partition|reunification|unification|revolution|wars?|crisis|famine|"
    r"colonial|colonization|colonisation|occupation|communism|apartheid|dictatorship|regime|"
    r"rule|reign|era|times|empire|depression|recession|coup|collapse|breakup|dissolution|"
    r"pandemic|liberation|junta)\b",
    re.IGNORECASE,
)


def era_unheld(rest_text: str, explained: set[str]) -> bool:
    """The question places its time by an event or an era ("What was Nigeria's life
    expectancy at independence?", "What was the literacy rate in Cuba before the
    revolution?", "What was the unemployment rate in Germany after reunification?") and the
    field — its text, heading and descriptions (``explained``: first letters of their terms)
    — never speaks of it: *Life expectancy at birth* gives "62.2 years (2024 est.)", a figure
    of now (0.49), *Literacy* "97.7% (2019 est.)" (0.75). *Independence* and *Background*,
    which speak of independence, still answer "Who ruled India before independence?"."""
    for match in _ERA.finditer(rest_text):
        if stem(match.group(1).lower())[:PREFIX] not in explained:
            return True
    return False


_COUNT_OPENING = re.compile(r"\bhow\s+many\s+", re.IGNORECASE)


#: A state said of the counted people ("How many people are homeless …?"): a word, not a
#: place, a time or a doing ("are there", "are living", "are in").
_PEOPLE = frozenset("people persons inhabitants residents citizens adults".split())
_STATE = re.compile(r"(?!there$|here$|still$|now$|currently$|also$)[a-z]{4,}(?<!ing)")


def count_qualifiers(rest_text: str, head: str | None) -> list[str]:
    """The words between "how many" and the counted thing ``head``, lower case, that narrow
    it: "homeless" in "How many homeless people …?"; none for "How many different
    languages …?" (``NOT_NARROWING``), stop words or numbers."""
    if head is None:
        return []
    match = _COUNT_OPENING.search(rest_text)
    if match is None:
        return []
    words = [w.lower() for w in _WORD.findall(rest_text[match.end() :])]
    if head not in words:
        return []
    before = words[: words.index(head)]
    if len(before) > 3:
        return []  # the head is not the phrase's end: read nothing
    after = words[words.index(head) + 1 :]
    if (
        head in _PEOPLE
        and len(after) >= 2
        and after[0] in ("are", "were")
        and _STATE.fullmatch(after[1])
    ):
        before = [*before, after[1]]  # "How many people are homeless …?": homeless people
    return [
        w
        for w in before
        if w not in STOP_WORDS and w not in NOT_NARROWING and not any(c.isdigit() for c in w)
    ]


#: "the most watched channel", "the most visited museum": a ranking by what is done to the
#: thing, which a field answers only by speaking of that doing.
_MOST_DONE = re.compile(r"\b(?:most|least)\s+(?:widely\s+)?([a-z]{3,}(?:ed|en))\b", re.IGNORECASE)


#: Whether a place has a thing: "Does … have high speed trains?", "Is there a metro in …?",
#: "Are there any nuclear power plants in …?" — the thing's words, up to the question's end
#: or a preposition. "Have to" is no having but a duty: "Do men in Switzerland have to join
#: the army?" asks whether service is compulsory (its "join", "army" were read as a thing
#: had, which *Military service age and obligation* does not write, and it abstained; g28b).
_HAVE = re.compile(
    r"^\W*(?:(?:does|do|did)\s+(?:\w+\s+){0,2}?(?:have(?!\s+to\b)|own|operate|run)|"
    r"(?:is|are)\s+there)\s+(?:(?:a|an|any|some|its\s+own|their\s+own)\s+)?"
    r"([^\W\d_]+(?:[\s-]+[^\W\d_]+){0,3}?)\s*(?:\b(?:in|on|at|for|anywhere)\b|[?.!]|$)",
    re.IGNORECASE,
)


#: How much of a thing, which the field's figure answers ("Does India have high
#: unemployment?" is asked of its rate): no narrowing. Nor is whether what people have is up
#: to standard ("Do people in Madagascar have proper sanitation?", "… adequate housing?"):
#: the field's access figure ("improved: total: 36.7%") answers it (the qualifier abstained).
_DEGREE = frozenset(
    "high higher low lower much many lot lots little few enough good bad strong weak serious "
    "severe real proper adequate sufficient improved basic".split()
)


#: A count a yes/no question checks ("Does Canada have ten provinces?"): the field's own
#: figure answers it, the number is no kind of the thing (it abstained).
NUMBER_WORDS = frozenset(
    """one two three four five six seven eight nine ten eleven twelve thirteen fourteen
    fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty hundred thousand
    million billion dozen""".split()
)


def had_words(rest_text: str) -> list[str]:
    """The words, lower case, of the thing a yes/no question asks whether the place has
    ("high", "speed", "trains" in "Does Egypt have high speed trains?"), each of which a
    field must hold or be close to: *Railways* gives the network's length, not whether any
    of it is high-speed. Not words that do not narrow ("any", "major")."""
    match = _HAVE.search(rest_text)
    if match is None:
        return []
    words = [w.lower() for w in _WORD.findall(match.group(1))]
    return [
        w
        for w in words
        if w not in STOP_WORDS | NOT_NARROWING | _DEGREE | NUMBER_WORDS and not w.isdigit()
    ]


#: Whose property is asked when it is people in general, the whole population, a newborn
#: (whose life expectancy at birth is given), or the words
#: people say for a line's label ("women" for "female": ``descriptions.LABEL_WORDS``): the
#: field's own people, not a narrower owner.
_EVERYONE = frozenset(
    """people person persons population populace inhabitants residents citizens locals
    nationals humans individuals everyone everybody someone somebody public country nation
    women woman girls men man boys city cities town towns countryside village villages baby
    babies newborn newborns""".split()
)
_OWNER_ENDS = frozenset(
    """in of for on at from to by with who that which living born is are was were do does
    did has have had and or like as than compared last this next year years month week
    today now currently nowadays ago between among amongst across along around within into
    through near about over under after before during since per made composed comprised
    consist consists""".split()
)
#: A rank among the owners ("the population of the largest city"): which of them, not what.
_RANKS = frozenset("largest biggest greatest smallest main principal chief top".split())
#: How many of the owners, which narrows nothing: "the mother tongue of **most** people in
#: Iran" asks of its people ("most" was read as whose tongue, which *Languages* never says).
_QUANTIFIERS = frozenset("most many all some few several majority".split())


def owner_words(rest_text: str, head: str | None) -> list[str]:
    """Whose property the question asks, lower case, when not people in general: "cars" in
    "What is the median age of cars in …?", "elephant" in "What is the average lifespan of an
    elephant in …?", "prisoners" in "the literacy rate of prisoners". A field answers such a
    question only when it holds the owner or is close to it in meaning (``qualifier_gap``):
    *Median age* is the age of the people, *Life expectancy at birth* how long people live.
    The owner follows the asked thing and "of" (a word may stand between: "the literacy rate
    of"), runs to a preposition, a verb or the end and holds at most three words; people in
    general, the population and a label's words ("women") are no narrower owner."""
    if head is None:
        # a measure of the thing: "How far is the capital of … from the sea?", "How high is
        # the capital of …?" ask of the capital, which the field must hold
        measured = _MEASURED.search(rest_text)
        if measured is None:
            return []
        words = [w.lower() for w in _WORD.findall(rest_text[measured.end() :])]
        return _owner(words)
    match = re.search(rf"\b{re.escape(head)}\b(?:\s+[^\W\d_]+)?\s+of(\s+|\W)", rest_text, re.I)
    if match is None or len(match.group(1)) > 1:
        return []  # "the population of  last year": the work's own name stood there
    return _owner([w.lower() for w in _WORD.findall(rest_text[match.end() - 1 :])])


#: Adjectives of a size, a distance or an age: what a figure answers.
_DIMENSIONS = r"far|high|old|big|large|tall|long|deep|wide|small"
#: "How far is the", "how old are the": a measure asked of what follows.
_MEASURED = re.compile(
    rf"^\W*how\s+(?:{_DIMENSIONS}|hot|cold|warm)\s+(?:is|are|was|were)\s+(?=the\b|its\b|their\b)",
    re.IGNORECASE,
)
_DIMENSION_OF = re.compile(
    rf"^\W*how\s+(?:{_DIMENSIONS})\s+(?:is|are|was|were)\s+(?:the|its|their)\s+[^\W\d_]+",
    re.IGNORECASE,
)
_FIGURE = re.compile(r"\d")


def measure_unstated(rest_text: str, quote: str) -> bool:
    """A size, distance or age asked of a thing of the work ("How high is the capital of
    Bolivia?", "How old is the capital of Chile?") and a quote without a figure: the
    capital's name (*Capital*'s first line, 0.23–0.29) is no height or age."""
    return _DIMENSION_OF.search(rest_text) is not None and _FIGURE.search(quote) is None


def _owner(words: list[str]) -> list[str]:
    """The owner's words at the start of ``words`` (after an article), up to three."""
    start = 0
    while start < len(words) and words[start] in ("the", "a", "an", "its", "their"):
        start += 1
    owner: list[str] = []
    for word in words[start:]:
        if word in _OWNER_ENDS or len(owner) == 3:
            break
        owner.append(word)
    if len(owner) == 3 and start + 3 < len(words) and words[start + 3] not in _OWNER_ENDS:
        return []  # a longer phrase: not an owner read with confidence
    return [
        w
        for w in owner
        if w not in STOP_WORDS
        and w not in NOT_NARROWING
        and w not in _EVERYONE
        and w not in _RANKS
        and w not in _QUANTIFIERS
        and not any(c.isdigit() for c in w)
    ]


def asked_qualifiers(rest_text: str, head: str | None, counting: bool) -> list[str]:
    """The words, lower case, that narrow what the question asks as much as its asked thing
    does, each of which a field must hold or be close to (``fields``'s ``qualifier_gap``):
    the qualifiers of a counted thing (``count_qualifiers``: "homeless" in "How many homeless
    people …?"), the doing a ranking is by ("watched" in "Which TV channel is most watched
    …?"; *Broadcast media* lists channels but ranks none by viewers; "the most spoken
    language" is still answered where the field writes "most widely spoken"). Whose property
    is asked ("the lifespan of a dog", ``owner_words``) is read too, but not people in
    general nor the words people say for a line's label: "the life expectancy of a woman" is
    answered by the field's "female" line, which meaning puts too far from "woman"."""
    found = count_qualifiers(rest_text, head) if counting else []
    found += [m.group(1).lower() for m in _MOST_DONE.finditer(rest_text)]
    found += had_words(rest_text)
    found += owner_words(rest_text, head)
    found += group_words(rest_text)
    return [w for w in dict.fromkeys(found) if w not in STOP_WORDS and w not in NOT_NARROWING]


#: A part of the people a figure is asked for (``subgroup_unsplit``): by sex — "of women",
#: "among men", "for girls", "women in …", "women's", "female unemployment", the counted
#: things' sex closing the question ("How many judges … are women?") (not "How many men …",
#: nor "Can women vote …", "Are women allowed to drive …", which ask of everyone) —, by
#: town and country ("in rural India", "urban Brazil"), by age ("people over 65", "aged 15
#: to 24").
_SEX_WORDS = r"(?:women|woman|female|females|girls|girl|men|man|male|males|boys|boy)"
_SEX_ASKED = re.compile(
    rf"\b(?:of|among|amongst|for|between)\s+(?:the\s+|a\s+|an\s+|adult\s+|young\s+)?"
    rf"{_SEX_WORDS}\b|(?<!\bmany\s){_SEX_WORDS}(?:\s+(?:in|from|living)\b|['’]s?\s)"
    r"|\b(?:female|male)\s+(?!and\b|or\b)[a-z]"
    rf"|\b(?:are|were)\s+(?:the\s+)?{_SEX_WORDS}\W*$",
    re.IGNORECASE,
)
#: A field that splits its figure by sex: "female: 78.4 years", "women married by age 15",
#: "percentage of women in chamber", "male(s)/female".
_SEX_HELD = re.compile(
    r"\b(?:females?|males?|wom[ae]n|m[ae]n|girls?|boys?|sex|mothers?)\b", re.IGNORECASE
)
_AREA_ASKED = re.compile(r"\b(?:rural|urban|countryside)\b", re.IGNORECASE)
#: Both halves of the people by sex, in a yes/no question: "Do men and women in Chad vote?"
#: asks of everyone, as "Does everyone in Chad vote?" does, not a figure for one sex.
_BOTH_SEXES = re.compile(
    r"\b(?:men|males|boys)\s+(?:and|or)\s+(?:women|females|girls)\b"
    r"|\b(?:women|females|girls)\s+(?:and|or)\s+(?:men|males|boys)\b",
    re.IGNORECASE,
)
#: How the countryside looks: the land itself, not the people living outside the towns.
#: "What's the countryside like in Ireland?" asks the same: "like" that compares nothing.
_SCENERY_ASKED = re.compile(
    r"\blooks?\s+like\b|\bscenery\b|\blandscapes?\b|\blike\b(?!\s+(?:to|a|an|the|\w+ing)\b)",
    re.IGNORECASE,
)


def area_asked(rest_text: str) -> bool:
    """The question asks a figure for the towns or the countryside ("in rural India", "How
    many people in the countryside …?"); "What does the countryside of Ireland look like?"
    asks how the land looks (*Terrain*), not about the people living there."""
    found = {m.group().lower() for m in _AREA_ASKED.finditer(rest_text)}
    if found == {"countryside"} and _SCENERY_ASKED.search(rest_text) is not None:
        return False
    return bool(found)


def sex_asked(rest_text: str) -> bool:
    """The question asks a figure for women or for men ("the unemployment rate of women"); a
    yes/no question naming both ("Do men and women in Chad vote?") asks of everyone."""
    if _SEX_ASKED.search(rest_text) is None:
        return False
    return not (_YES_NO.search(rest_text) is not None and _BOTH_SEXES.search(rest_text))


_AREA_HELD = re.compile(r"\b(?:rural|urban)\b", re.IGNORECASE)
_AGE_ASKED = re.compile(
    r"\b(?:over|under|above|below|aged|ages?|older\s+than|younger\s+than)\s+(\d{1,3})\b(?!\s*%)",
    re.IGNORECASE,
)


#: Words before "over 65" that make it people of that age: "people over 65", "those aged".
_AGED_PEOPLE = frozenset("those adults aged ages age persons who".split())


def _of_people(rest_text: str, match: re.Match[str]) -> bool:
    """The age ``match`` found is a part of the people ("people over 65", "aged 15-24"),
    not a threshold a yes/no question checks the field's figure against ("Is life
    expectancy in Japan over 80 years?", "Is the median age in Niger under 20?", which
    abstained as asked of old people): in a yes/no question only right after a people word."""
    if _YES_NO.search(rest_text) is None or match.group().lower().startswith("age"):
        return True
    before = _WORD.findall(rest_text[: match.start()])
    last = before[-1].lower() if before else ""
    return last in _EVERYONE or last in GROUPS or last in _AGED_PEOPLE


def subgroup_unsplit(rest_text: str, heading: str, text: str) -> bool:
    """The question asks a figure for a part of the people — women or men, the countryside
    or the towns, people over an age — and the field (its ``heading`` and ``text``) gives
    it for everyone: *Unemployment rate* has no line for women ("What is the unemployment
    rate of women in Spain?"), *Literacy* none for the countryside ("… in rural India?"),
    nor for people over 65; *Literacy*'s "female:" line, *Drinking water source*'s "rural:"
    line and *Age structure*'s "65 years and over" do answer. A field that gives its figure
    for another part only (``narrows``: the young of *Youth unemployment rate*) answers such
    a question only when it names that part too: "What is the female unemployment rate in
    Italy?" is not answered by the young women's rate."""
    held = f"{heading}\n{text}"
    sex = sex_asked(rest_text)
    area = area_asked(rest_text)
    ages = [m.group(1) for m in _AGE_ASKED.finditer(rest_text) if _of_people(rest_text, m)]
    if not (sex or area or ages):
        return False
    if sex and _SEX_HELD.search(held) is None:
        return True
    if area and _AREA_HELD.search(held) is None:
        return True
    if any(re.search(rf"(?<!\d){age}(?!\d)", held) is None for age in ages):
        return True
    part = descriptions().narrows.get(heading)
    if part:
        asked = {w.lower() for w in re.findall(r"[^\W_]+", rest_text)}
        return not asked & set(part)
    return False


#: The people a figure is asked among ("the unemployment rate among immigrants") and the
#: kinds of people people ask figures of ("the teen birth rate", "the poverty rate of
#: children"): a field must hold them or be close to them in meaning (``qualifier_gap``).
_AGE_WORDS = frozenset("over under above below aged older younger".split())
_AMONG = re.compile(r"\b(?:among|amongst)\s+", re.IGNORECASE)
GROUPS = frozenset(
    """teen teens teenage teenagers teenager adolescent adolescents kids children child
    immigrants immigrant migrants foreigners expats expatriates refugees graduates students
    smokers drinkers retirees pensioners elderly seniors indigenous aboriginal minorities
    disabled""".split()
)


#: A people named by race or origin after "for", "among" or "of" ("the unemployment rate
#: for black South Africans"): read as a qualifier there only (a flag's "black" is a colour).
_ORIGIN = re.compile(
    r"\b(?:for|among|amongst|of)\s+(?:the\s+)?(black|white|coloured|colored|hispanic|"
    r"hispanics|latino|latinos|asian|asians|native|natives|indigenous|aboriginal|roma|"
    r"maori|arab|arabs)\b",
    re.IGNORECASE,
)


def group_words(rest_text: str) -> list[str]:
    """The people a figure is asked of, lower case: the words after "among" (to a
    preposition or verb, at most three; not people in general: "among people over 65"
    asks the age, ``subgroup_unsplit``) and any of ``GROUPS`` ("teen" in "What is the teen
    birth rate …?")."""
    found: list[str] = []
    for match in _AMONG.finditer(rest_text):
        for word in (w.lower() for w in _WORD.findall(rest_text[match.end() :])[:3]):
            if word in _OWNER_ENDS or word in _AGE_WORDS:
                break  # "among people over 65": the age is read by ``subgroup_unsplit``
            found.append(word)
    found += [w for w in (w.lower() for w in _WORD.findall(rest_text)) if w in GROUPS]
    found += [m.group(1).lower() for m in _ORIGIN.finditer(rest_text)]
    return [
        w
        for w in dict.fromkeys(found)
        if w not in STOP_WORDS
        and w not in NOT_NARROWING
        and w not in _EVERYONE
        and w not in _RANKS
        and w not in _QUANTIFIERS
        and not any(c.isdigit() for c in w)
    ]


#: A judgement asked of the place or a thing of it: "Is the healthcare in Cuba good?", "How
#: good are the schools in …?", "Is Lisbon a nice city?" — not a figure nor a fact.
_JUDGED = re.compile(
    r"^\W*(?:(?:is|are|was|were|would|will|does|do)\b.*?|.*?\bhow\s+)\b("
    r"good|bad|nice|great|better|worse|best|worst|excellent|terrible|awful|decent|beautiful|"
    r"pretty|lovely|friendly|welcoming|pleasant|fun|boring|worthwhile|recommended|"
    r"recommendable)\b",
    re.IGNORECASE,
)


#: Words of severity: asked of a measure the field is named for ("How bad is inflation in
#: Venezuela?", "How bad is unemployment in Spain?"), they ask how high it is.
_SEVERITY = frozenset("bad worse worst".split())
#: The asking words of descriptions ("how many people …", "where they come from"): they name
#: no harm, so a question's "how" does not meet them.
_DESCRIBING = frozenset(
    stem(w)
    for w in "how what which who where when why much many do does have has from out people "
    "country come happen whether share rate percent".split()
)


#: "What languages don't they speak in Belgium?", "Which countries don't border Austria?",
#: "What doesn't Japan export?": a negated auxiliary right after what is asked for (a
#: question word and up to two words) asks for what a list leaves out. Not a share or a
#: count of those who do not ("What percent of people in Jordan don't have a job?"), nor
#: why or whether ("Why doesn't Bolivia have a coast?").
_COMPLEMENT = re.compile(
    r"^\W*(?:what|which)\s+(?!(?:percent|percentage|share|proportion|fraction|number|part"
    r"|portion|amount)\b)(?:[^\W\d_]+\s+){0,2}?"
    r"(?:(?:do|does|did|is|are|was|were|has|have|ca|can|wo|will|would)\s*(?:n['’]t|\s+not)"
    r"|cannot)\b",
    re.IGNORECASE,
)


def complement_asked(rest_text: str) -> bool:
    """The question asks for what a field's list leaves out (``_COMPLEMENT``): *Languages*
    lists the languages spoken, not those that are not; *Land boundaries* the neighbours,
    not the countries that are none (it quoted them at 0.99)."""
    return _COMPLEMENT.search(rest_text) is not None


#: "Do Italians like football?", "What do Brazilians think of their president?", "Do people
#: in Japan like living in cities?": what people like, love or think is a feeling no field
#: records (*Urbanization* was quoted at 0.88 for the last). "look like", "sound like",
#: "feel like" describe a thing, and "prefer" is left out: what people prefer to drink is
#: what they drink more of (*Alcohol consumption per capita*).
_ATTITUDE = re.compile(
    r"\b(?:do|does|did)(?:n['’]t|\s+not)?\s+(?:[^\W\d_]+\s+){0,5}?"
    r"(?<!look\s)(?<!looks\s)(?<!sound\s)(?<!feel\s)(?<!seem\s)(?<!taste\s)(?<!smell\s)"
    r"(?:like|love|enjoy|hate|dislike|adore|trust|care\s+about|think\s+(?:of|about))\b",
    re.IGNORECASE,
)


def attitude_asked(rest_text: str) -> bool:
    """The question asks what people like, love or think of something (``_ATTITUDE``): the
    library states what is, not how people feel about it."""
    return _ATTITUDE.search(rest_text) is not None


def judgement_unstated(rest_text: str, text: str, heading: str = "") -> bool:
    """The question asks for a judgement of the place or one of its things ("Is the
    healthcare in Cuba good?", "How nice is …?") and the field does not write it: *Health
    expenditure* gives a share of GDP, not whether the care is good. A field whose text
    writes the word ("good", "excellent") still answers, and so does a field whose name
    (``heading``) says what is judged bad: "How bad is inflation in Venezuela?" asks how
    high *Inflation rate (consumer prices)* is (it abstained); "How bad is the healthcare
    in Cuba?" still abstains (*Health expenditure* names no healthcare). A field that
    measures a harm (``Descriptions.harms``) is named by its descriptions too: "How bad is
    air quality in Mongolia?" asks how high *Particulate matter emissions* is, described as
    "air quality"."""
    match = _JUDGED.search(rest_text)
    if match is None:
        return False
    if re.search(rf"\b{match.group(1)}\b", text, re.IGNORECASE) is not None:
        return False
    if match.group(1).lower() in _SEVERITY and heading:
        named = set(_heading_stems(heading))
        if heading in descriptions().harms:
            named |= description_terms(heading) - _DESCRIBING
        judged = [w for w in words(rest_text) if w != match.group(1).lower()]
        if any(stem(w) in named for w in judged if w not in STOP_WORDS):
            return False
    return True


def _heading_stems(heading: str) -> list[str]:
    """The stems of a heading's last segment, parentheses aside."""
    name = re.sub(r"\([^)]*\)", " ", heading.rsplit(" › ", 1)[-1])
    return [stem(w) for w in words(name) if w not in STOP_WORDS]


#: "How long do people live …?", "How long does military service last …?", "How long has
#: … been …?": a stretch of time asked (not "How long is the coastline?", a length).
_HOW_LONG = re.compile(
    r"^\W*how\s+long\s+(?:do|does|did|will|would|can|could|has|have|had|should|must)\b",
    re.IGNORECASE,
)
#: A figure's own year ("(2025 est.)", "(2023)"): the date of the figure, not a time stated.
_FIGURE_YEAR = re.compile(r"\((?:19|20)\d\d(?:\s+est\.?)?\)", re.IGNORECASE)
_TIME_STATED = re.compile(
    r"\b(?:years?|yrs|months?|weeks?|days?|hours?|minutes?|decades?|centur(?:y|ies)|since|"
    r"until|life|lifetime)\b|\b(?:1[0-9]|20)\d\d\b(?![.,]\d)",
    re.IGNORECASE,
)


def duration_unstated(rest_text: str, text: str) -> bool:
    """The question asks how long something lasts or takes ("How long do smokers live in
    France?") and the field states no time — no years, months or days, no date (the year
    its figure is of aside): *Tobacco use* gives a share of smokers ("28.9% (2025 est.)",
    0.84), not how long they live; *Life expectancy at birth* ("83.1 years") and *Military
    service age and obligation* ("18-month obligation") still answer theirs."""
    if _HOW_LONG.search(rest_text) is None:
        return False
    return _TIME_STATED.search(_FIGURE_YEAR.sub(" ", text)) is None


#: A figure asked per person ("How much CO2 does China emit per person?") and the ways a
#: field writes a figure per person or per so many people.
_PER_PERSON_ASKED = re.compile(
    r"\bper\s+(?:person|capita|head|inhabitant|citizen|resident|individual)\b"
    r"|\b(?:each|every)\s+(?:person|inhabitant|citizen|resident|individual)\b",
    re.IGNORECASE,
)
_PER_PERSON_HELD = re.compile(
    r"\bper\s+(?:capita|person|head|inhabitant|inhabitants|woman|1,000|100,000|100)\b"
    r"|/\s*(?:1,000|100,000|100|woman)\b|\bper\s+100\s+inhabitants\b",
    re.IGNORECASE,
)


#: A counting verb right before "every resident": everyone counted is the whole, not a
#: figure per person ("If I counted every resident of Portugal, what number would I get?").
_COUNTING_BEFORE = re.compile(
    r"\b(?:count|counts|counted|counting|add(?:ed)?\s+up|sum(?:med)?\s+up|tally|tallied"
    r"|includ(?:e|ed|ing))\s+$",
    re.IGNORECASE,
)


def per_person_unstated(rest_text: str, heading: str, text: str) -> bool:
    """The question asks a figure per person and the field (``heading`` and ``text``) gives
    the whole only: "How much CO2 does China emit per person?" quoted the country's total
    emissions ("12.196 billion metric tonnes", 0.99; lookalike9); *Real GDP per capita*,
    *Energy consumption per capita* and a density "/1,000 population" answer."""
    if not any(
        _COUNTING_BEFORE.search(rest_text, 0, m.start()) is None
        for m in _PER_PERSON_ASKED.finditer(rest_text)
    ):
        return False
    return _PER_PERSON_HELD.search(f"{heading}\n{text}") is None


#: The base a share is of: "5.3% of GDP", "(% GDP)", "23.1% (of GDP)", "as a % of GDP",
#: "percent of population: 87%".
_SHARE_BASE = re.compile(
    r"(?:%|\bpercent\b)\s*\(?\s*(?:of\s+)?(?:the\s+)?([^\W\d_]+)", re.IGNORECASE
)
#: A question asking a share or a part itself ("What percent of GDP …?", "How much of …?").
_PART_ASKED = re.compile(
    r"%|\b(?:percent|percentage|per\s+cent|share|proportion|fraction|ratio|part|portion)\b"
    r"|\bhow\s+much\s+of\b",
    re.IGNORECASE,
)


def base_only(rest_text: str, terms: Iterable[str], heading: str, text: str) -> bool:
    """The field writes what the question asks about only as the base of a share of
    something else: "What is the GDP of France?" quoted *Education expenditure* ("5.3% of
    GDP", 0.32) as its second witness, and *Taxes and other revenues* ("23.1% (of GDP)")
    ranked next; "What is the population of …?" meets *Internet users* ("percent of
    population") and *Drinking water source* ("100% of population"). Such a field answers
    a question that also asks what it is a share of ("How much of France's GDP goes on
    education?": its heading holds "education") or asks a share itself; *Real GDP* and
    *GDP (official exchange rate)* hold the word in their heading."""
    if _PART_ASKED.search(rest_text):
        return False
    asked = set(terms)
    shares = f"{heading}\n{text}"
    held = asked & set(_heading_stems(heading) + [stem(w) for w in words(shares)])
    if not held or held & set(_heading_stems(heading)):
        return False
    bases = {stem(m.group(1).lower()) for m in _SHARE_BASE.finditer(shares)}
    outside = {stem(w) for w in words(_SHARE_BASE.sub(" ", shares))}
    return held <= bases and not held & outside


#: An amount asked in money ("in dollars", "how many euros", "in US dollars").
_MONEY_ASKED = re.compile(
    r"\b(?:in|how\s+many)\s+(?:us\s+|u\.s\.\s+|american\s+)?(?:dollars|euros|usd)\b",
    re.IGNORECASE,
)
#: A field that states money: a "$" figure or a currency named.
_MONEY_HELD = re.compile(r"\$|\bdollars?\b|\beuros?\b|\bUSD\b", re.IGNORECASE)


def money_unstated(rest_text: str, text: str) -> bool:
    """The question asks an amount in money ("in dollars", "how many dollars") and the
    field states none — its figure is a share: "What is Japan's public debt in dollars?"
    quoted *Public debt* ("215.9% of GDP", 1.00), "How much money in dollars does Brazil
    spend on education?" *Education expenditure* (% of GDP, 0.99) and "How much does China
    import from Australia in dollars?" *Imports - partners* (shares, 0.48; lookalike11);
    all abstain. *Exchange rates* ("per US dollar") and any "$" figure answer. Read in the
    question as written: the unit at its end is taken out of the words the fields are
    matched with ("… GDP per capita in US dollars?" asks no thing named "dollars")."""
    return _MONEY_ASKED.search(rest_text) is not None and _MONEY_HELD.search(text) is None


#: "How much rice …?", "How much wine is produced …?": an amount asked.
_HOW_MUCH = re.compile(r"^\W*how\s+much\b", re.IGNORECASE)
#: "What percentage of Russians drink vodka?", "What share of adults …": a share of the
#: people asked (the people's name taken out leaves the verb: "percentage of drink"); not a
#: share of the land ("What share of Egypt's land is irrigated?") nor "share a border".
_SHARE_ASKED = re.compile(
    r"\b(?:percentage|percent|proportion|fraction|share)\s+of\s+(?:the\s+|all\s+)?"
    r"(?:people|persons|population|adults|inhabitants|residents|citizens|households|women|men|"
    r"drink|drinks|smoke|smokes|live|lives|speak|speaks|use|uses|own|owns|have|has|are|were|"
    r"can|go|goes|work|works|eat|eats|believe|believes|practice|practise|vote|votes)\b",
    re.IGNORECASE,
)
_SHARE_HELD = re.compile(r"%|\bpercent\b|\bper\s+100\b|/100\b", re.IGNORECASE)
_MOST_HELD = re.compile(r"\b(?:most|majority|half|two-thirds|three-quarters)\b", re.IGNORECASE)
#: A yes/no question whether most of the people do a thing ("Does most of Belgium's
#: population live in cities?", "Do most people in Chad …"): a share, as "what percentage"
#: asks one.
_MOST_ASKED = re.compile(
    r"\b(?:most|majority)\s+(?:of\s+)?(?:[\w'’]+\s+){0,2}?"
    r"(?:people|persons|population|inhabitants|residents|citizens|adults|households)\b",
    re.IGNORECASE,
)


def amount_unstated(rest_text: str, text: str) -> bool:
    """The question asks an amount ("how much …") and the field states no number (the year
    its figure is of aside), or a share ("what percentage of …") and the field states none:
    *Agricultural products* lists crops by tonnage without the tonnes ("How much rice does
    Thailand produce?", 0.65), *Alcohol consumption per capita* gives litres, not the share
    of people who drink vodka (0.47; lookalike9). A yes/no question whether most of the
    people do a thing asks a share too (yesno14: "Does most of Belgium's population live in
    cities?" led with *Major urban areas*' counts, 0.90; *Urbanization*'s "98.2%" answers)."""
    if _HOW_MUCH.search(rest_text) is not None and not re.search(
        r"\d", _FIGURE_YEAR.sub(" ", text)
    ):
        return True
    if _SHARE_ASKED.search(rest_text) is not None:
        return _SHARE_HELD.search(text) is None
    if _YES_NO.search(rest_text) is not None and _MOST_ASKED.search(rest_text) is not None:
        # a share in words answers "most" too: "the vast majority of Canadians live …"
        return _SHARE_HELD.search(text) is None and _MOST_HELD.search(text) is None
    return False


@cache
def _alternatives(heading: str) -> tuple[tuple[tuple[str, ...], ...], ...]:
    groups = descriptions().one_of.get(heading, ())
    return tuple(tuple(p for p in (tuple(_stems(w)) for w in group) if p) for group in groups)


def alternative_unheld(rest_text: str, heading: str, text: str) -> bool:
    """The question asks for one of a group of alternatives the field ``heading`` holds one
    of (``one_of``: a head of state who is a king, a queen, an emperor, a sultan …) and the
    field's ``text`` writes none of that group: "Who is the queen of Egypt?" is not answered
    by Egypt's president, though the field is described as naming monarchs; "Who is the king
    of Monaco?" is answered by its prince."""
    groups = _alternatives(heading)
    if not groups:
        return False
    asked = _stems(rest_text)
    held = _stems(text)
    return any(
        any(_contains(asked, p) for p in group) and not any(_contains(held, p) for p in group)
        for group in groups
    )


#: This very moment: "today", "tonight", "tomorrow", "right now", "at the moment", "this
#: weekend". Not "nowadays", "these days" or "currently", which ask about the present as
#: a field states it ("What currency is used in Peru nowadays?").
_MOMENT = re.compile(
    r"\b(?:today|today['’]s|tonight|tomorrow|now|at\s+the\s+moment|"
    r"this\s+(?:morning|afternoon|evening|week|weekend))\b",
    re.IGNORECASE,
)


def asks_moment(text: str) -> bool:
    """The question asks about this very moment ("What is the weather in Chile today?",
    "How much is a dollar worth in Mexico right now?")."""
    return _MOMENT.search(text) is not None


@cache
def _moment_terms(heading: str) -> tuple[tuple[str, ...], ...]:
    phrases = (tuple(_stems(p)) for p in descriptions().moments.get(heading, ()))
    return tuple(p for p in phrases if p)


def moment_unheld(question_text: str, rest_text: str, heading: str) -> bool:
    """The question (``question_text``, as asked) asks about this very moment and about what
    of the field ``heading`` changes by the day (``moments``: the weather; an exchange
    rate, not the currency's name): the field states a typical condition or a yearly
    figure, not today's. "What is the weather like in Kenya today?" is not answered by its
    climate, "What is the exchange rate in Japan today?" not by the 2024 average; "What
    currency does Peru use today?" still is."""
    listed = descriptions().moments.get(heading, ())
    if not listed or not asks_moment(question_text):
        return False
    if "*" in listed:
        return True  # all of the field changes by the day: the weather
    phrases = _moment_terms(heading)
    asked = _stems(rest_text)
    return any(_contains(asked, p) for p in phrases)


#: A year a figure is of, or an event's: "Imports 2024: …", "(2023 est.)", "adopted 1992".
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
#: Headings of a rate of change: the change is the field's figure ("Population growth rate",
#: "Real GDP growth rate", "Industrial production growth rate").
_CHANGE_HEADING = re.compile(r"\b(?:growth|change|changes)\b", re.IGNORECASE)


def change_unheld(changing: bool, heading: str, text: str) -> bool:
    """The question asks how a thing changed (``question.asks_change``) and the field is no
    measure of a time (no figure dated "(2023 est.)" or "2024: …", no rate of change in its
    heading) and names no two years: it describes the thing as it is. "How has the flag of
    South Africa changed?" is not answered by the flag (0.54 on main, 0.94 once the verb of
    change went), nor "Has Chile's national anthem changed?" by its title (0.98); "How has
    Germany's GDP changed?" is by "Real GDP 2024: …, 2023: …", and "Has Greece's public
    debt gone up or down?" by its latest figure, "190.6% of GDP (2023 est.)"."""
    if not changing or _CHANGE_HEADING.search(heading) is not None:
        return False
    if _DATED.search(text) is not None:
        return False
    return len(set(_YEAR.findall(text))) < 2


#: A recent stretch of time asked about: "yesterday", "last week", "this month" — which no
#: field states a figure for — and "last year", "this year", "the past year".
_SHORT_PERIOD = re.compile(
    r"\b(?:yesterday|last\s+(?:night|week|weekend|month|quarter)|"
    r"(?:this|the\s+past)\s+(?:month|quarter)|the\s+past\s+week)\b",
    re.IGNORECASE,
)
_YEAR_PERIOD = re.compile(r"\b(?:last|this|the\s+past)\s+year\b", re.IGNORECASE)
#: A figure dated by the year it is of: "(2024 est.)", "(2023)", "(2020-25 est.)",
#: "Inflation rate (consumer prices) 2024: 3.1%".
_DATED = re.compile(r"\((?:19|20)\d\d(?:-\d\d)?(?:\s+est\.?)?\)|\b(?:19|20)\d\d:\s")


def period_unstated(rest_text: str, text: str) -> bool:
    """The question asks about a recent stretch of time and the field states nothing of it:
    a day, week or month ("How much rain fell in Ireland last week?", "How many babies were
    born in Sweden yesterday?") no field counts, unless its text writes the period; last or
    this year is answered by a field whose figures are dated by year ("By how much did
    consumer prices rise in Mexico last year?": *Inflation rate*, "2024: 4.7%"), not by one
    that describes ("How many volcanoes erupted in Iceland last year?": *Natural hazards*,
    "Eyjafjallajokull … erupted in 2010")."""
    short = _SHORT_PERIOD.search(rest_text)
    if short is not None:
        return short.group(0).lower() not in text.lower()
    if _YEAR_PERIOD.search(rest_text) is None:
        return False
    return _DATED.search(text) is None


#: How safe or dangerous a place is: "Is Brazil dangerous?", "Is it safe to travel to …?".
#: Not safety from a named thing ("safe from earthquakes"), which asks about that thing.
_SAFETY = re.compile(
    r"\b(?:safe|safer|safest|safety|unsafe|dangerous)\b(?!\s+(?:from|of|against)\b)",
    re.IGNORECASE,
)
#: First letters of the safety words, and of words naming the place itself rather than a
#: danger ("Is Mexico a dangerous country?").
_SAFETY_TERMS = frozenset("safe safer safet unsaf dange count natio place land".split())


def safety_unnamed(rest_text: str, heading: str, terms: Iterable[str], explained: set[str]) -> bool:
    """The question asks how safe or dangerous the place is ("Is Brazil dangerous?", "How
    safe is it to visit …?") and names no danger the field holds (``explained``: first
    letters of its text's, heading's and descriptions' terms; ``terms``: the question's
    informative terms): no field states how safe a country is, so *Natural hazards* answers
    "Is Japan safe from earthquakes?" or "How dangerous are the typhoons in …?", not "Is
    Mexico a dangerous country?". Only for a described field (``descriptions``: the
    Factbook's), as ``unheld``."""
    if heading not in descriptions().fields or _SAFETY.search(rest_text) is None:
        return False
    named = [t for t in terms if t[:PREFIX] not in _SAFETY_TERMS]
    return not any(t[:PREFIX] in explained for t in named)


#: What crosses the border asked: "How much gold does Ghana export?", "What does Japan import?".
_TRADED = re.compile(r"\b(?:re)?(?:export|import)(?:s|ed|ing|ers?)?\b", re.IGNORECASE)
#: First letters of the words a field speaking of trade holds (``explained``).
_TRADE_TERMS = frozenset({"expor", "impor", "trade"})


def trade_unheld(rest_text: str, heading: str, explained: set[str]) -> bool:
    """The question asks what a country exports or imports and the described field speaks
    of neither (``explained``: first letters of its text's, heading's and descriptions'
    terms): *Reserves of foreign exchange and gold* holds gold, not how much of it Ghana
    exports ("How much gold does Ghana export?", 0.20)."""
    if heading not in descriptions().fields or _TRADED.search(rest_text) is None:
        return False
    return not (_TRADE_TERMS & explained)


#: A person named by office, whose own things a question may ask about ("How many languages
#: does the president of Malta speak?", "the king's salary").
_OFFICE = re.compile(
    r"\b(president|prime\s+minister|king|queen|monarch|emperor|empress|sultan|emir|amir|"
    r"chancellor|premier|mayor|governor|pope|dictator)s?\b",
    re.IGNORECASE,
)


#: The office as the kind of ruler a country has, not a person asked about: "Is Saudi Arabia
#: ruled by a king?", "Is it governed by a president?", "Does Japan have an emperor?" — the
#: form of government answers ("absolute monarchy").
_RULER_KIND = re.compile(
    r"\b(?:(?:ruled|governed|led|headed|run|reigned\s+over)\s+by|ha(?:ve|s)(?:\s+got)?|got)"
    r"\s+(?:an?\s+)?$",
    re.IGNORECASE,
)


def officeholder_owns(rest_text: str, head: str | None, heading: str) -> bool:
    """The question asks something of a person named by office, not for the office's holder
    ("How many languages does the president of Malta speak?", "What is the king's salary?":
    the office is not the asked thing ``head``), and the described field ``heading`` names no
    people (its descriptions never say "who"): *Languages*, *Religions*, *Real GDP per
    capita* state the country's, not its president's. "Who is the president of …?" asks for
    the holder; *Executive branch* names people and is judged by its own rules. Nor "Is
    Saudi Arabia ruled by a king?": the office as the kind of ruler (``_RULER_KIND``)."""
    match = _OFFICE.search(rest_text)
    if match is None or heading not in descriptions().fields or names_people(heading):
        return False
    if _RULER_KIND.search(rest_text[: match.start()]) is not None:
        return False
    office = match.group(1).lower().split()
    return head is None or head not in office


#: "his" or "her" before a thing: "What is his phone number?", "What was her village called?".
_PERSON_OWNS = re.compile(r"\b(?:his|her)\s+(?=[^\W\d_])", re.IGNORECASE)


def person_owns(rest_text: str) -> bool:
    """The asked thing is a person's own, named by "his" or "her" ("My cousin lives in
    Ecuador. What is his phone number?" quoted the US embassy's telephone at 0.83; "My
    grandmother was born in Poland. What was her village called?" the country's name): a
    work's fields hold no private person's things. Not when the question names an office
    ("the president of France and his party"): ``officeholder_owns`` reads those."""
    return _PERSON_OWNS.search(rest_text) is not None and _OFFICE.search(rest_text) is None


#: "Who is the …?", "Who's …", "Who was …": a question asking who holds a thing. Not "Who
#: are …": a group asked for is as often of places ("Who are the neighbors of Indonesia?").
_WHO_HOLDS = re.compile(r"^\W*who(?:'s|\s+(?:is|was)\b)", re.IGNORECASE)
_TOKEN = re.compile(r"[^\W_]+")
#: How many words either side of the asked thing a holder's name stands: "Prime Minister
#: Narendra MODI", "head of government: Prime Minister …", "Muhammadu BUHARI elected president".
_NAME_REACH = 3


def holder_unnamed(
    rest_text: str,
    head: str | None,
    heading: str,
    text: str,
    name: Callable[[str], bool] = lambda word: True,
) -> bool:
    """The question asks who holds a thing ("Who is the chief justice of India?": ``head``
    "justice"), the described field ``heading`` is not described as naming people (its
    descriptions never say "who": *Executive branch*, *Exports - partners* are judged by
    their own rules, and may name the holder by another word, "King PHILIPPE" for the
    monarch) and its ``text`` writes that thing only without a name beside it — no
    capitalised word that may be a name (``name``: the engine's says one the library writes
    rarely, not "Court", "Commission" or "Senate"), other than the question's own and not an
    abbreviation in brackets, within three words of any place it is written: India's
    *Judicial branch* says the Supreme Court consists "of 28 judges, including the chief
    justice" and names none (0.96), the United States' that the president "appoints Supreme
    Court justices". The *Executive branch* writes "President Bola Ahmed Adekunle TINUBU";
    *Diplomatic representation from the US* writes "chief of mission: Ambassador Charles
    KUSHNER" and answers "Who is the US ambassador to France?". Nor does a field that never
    writes the thing and is only described close to it: "Who is the wealthiest person in
    Russia?" quoted *Real GDP per capita* ("$41,700", 0.75), described as the income per
    person."""
    if head is None or _WHO_HOLDS.search(rest_text) is None:
        return False
    if heading not in descriptions().fields or names_people(heading):
        return False
    tokens = [(m.group(), text[m.start() - 1 : m.start()]) for m in _TOKEN.finditer(text)]
    stem_ = head.lower().rstrip("s")
    places = [n for n, (t, _) in enumerate(tokens) if t.lower().rstrip("s") == stem_]
    if not places:
        return True  # described as the thing ("per person"), never writing it nor a holder
    asked = {t.lower() for t in _TOKEN.findall(rest_text)}
    for n in places:
        near = tokens[max(0, n - _NAME_REACH) : n] + tokens[n + 1 : n + 1 + _NAME_REACH]
        if any(
            t[0].isupper() and t.lower() not in asked and before != "(" and name(t)
            for t, before in near
        ):
            return False
    return True


#: How old the place itself is: "How old is Japan?", "How old is the country?" — nothing but
#: the named work (taken out of ``rest_text``) or a word for a place after "how old is".
_PLACE_AGE = re.compile(
    r"^\W*how\s+old\s+(?:is|are)\s+(?:the\s+)?(?:(?:country|nation|state|place)(?:\s+of)?\s*)?\W*$",
    re.IGNORECASE,
)
#: A text that says when a place began: founded, established, independent, unified.
_BEGAN = re.compile(
    r"\b(?:found(?:ed|ing|ation)|establish(?:ed|ment)|independen(?:ce|t)|formed|"
    r"unifi(?:ed|cation)|creat(?:ed|ion))\b",
    re.IGNORECASE,
)


def place_age_unstated(rest_text: str, heading: str, text: str) -> bool:
    """The question asks how old the place itself is ("How old is the United States?": nothing
    but the work's name, or "the country of", after "how old is") and the field — its
    ``heading`` and ``text`` — never says when the place began (founded, established,
    independence): *Median age* is how old its people are, 39.5 years, not the country;
    *Independence* ("28 July 1821 (from Spain)") answers."""
    if _PLACE_AGE.search(rest_text) is None:
        return False
    return _BEGAN.search(heading) is None and _BEGAN.search(text) is None


#: "Why is Venezuela poor?", "why does Chad have so few doctors": a question asking for a
#: reason (the first word, after any framing); so does one asking how a state of things
#: came about ("How did Mexico gain its independence?", "How did Singapore get so rich?",
#: "How does Botswana make its money?", "How come …", "What caused …").
_WHY = re.compile(
    r"^\W*(?:why\b|how\s+come\b|for\s+what\s+reason\b"
    r"|what(?:'s|’s|\s+is|\s+was)\s+the\s+(?:story|history)\s+behind\b"
    r"|what\s+(?:caused|causes|led\s+to|leads\s+to|is\s+the\s+reason|was\s+the\s+reason"
    r"|are\s+the\s+reasons|were\s+the\s+reasons)\b"
    r"|how\s+(?:did|does|do|has|have)\b[^?.;]*?\b(?:become|became|gain|gained|regain|"
    r"regained|win|won|achieve|achieved|emerge|emerged|end\s+up|ended\s+up"
    r"|(?:come|came)\s+(?:to|into|about)"
    r"|(?:get|got)\s+(?:so\s+|very\s+|this\s+)?(?:rich|poor|wealthy|powerful|independen\w*"
    r"|divided|its\s+(?:independence|freedom|name|wealth))"
    r"|(?:make|makes|earn|earns)\s+(?:its\s+|their\s+|a\s+)?(?:money|living|income|wealth))\b)",
    re.IGNORECASE,
)
#: Words a field's figures carry that say no reason: "33.1% (2015 est.)".
_FIGURE_WORDS = frozenset("est note".split())
#: A field's note says what its figure counts, not why ("note: % of population below …").
_NOTE_LINE = re.compile(r"\s*note\b", re.IGNORECASE)
_LABEL_PART = re.compile(r"^[^:]{1,60}:\s")
#: What a bracket adds to a value: "(declared independence from Spain)" of a date,
#: "(Famagusta; all but a small part …)" of a district's name.
_BRACKETED = re.compile(r"\([^()]*\)")
#: A reason is said in words: a field writing fewer than this many gives figures only.
REASON_WORDS = 4


def reason_unstated(rest_text: str, text: str) -> bool:
    """The question asks why, or how a state of things came about, and the field's ``text``
    says it in hardly a word of its own: figures ("Why is Venezuela poor?" quoted
    *Population below poverty line*, "33.1% (2015 est.)", at 0.95), dates or a list of
    names. A word counted is a lower-case one outside brackets and notes: a share or a count
    says how much, not why; "16 September 1810 (declared independence from Spain)" says
    when, not how Mexico won it (0.81); "6 districts; Ammochostos (Famagusta; …)" names
    Cyprus's districts, not why the island is divided (0.97). The prose of a history or an
    economy's overview ("extreme poverty and inflation; enormous income inequality") may."""
    if _WHY.match(rest_text) is None:
        return False
    # the values: a line's label ("Real GDP per capita 2024:", "male:") names the figure
    values = (
        _BRACKETED.sub(" ", _LABEL_PART.sub("", line, count=1))
        for line in text.splitlines()
        if not _NOTE_LINE.match(line)
    )
    said = [
        w
        for value in values
        for w in _WORD.findall(value)
        if len(w) > 2 and w.isalpha() and w.islower() and w not in _FIGURE_WORDS
    ]
    return len(said) < REASON_WORDS


def reason_unheld(rest_text: str, heading: str) -> bool:
    """The question asks why, or how a state of things came about, and the field
    ``heading`` is described (``presets/field-descriptions.json``) but not among the
    ``reasons``, the fields whose text can say why: "Why does Japan have earthquakes?" is
    not answered by *Natural hazards*' "about 1,500 seismic occurrences … every year"
    (0.9994), which says that it has them. A heading the library does not describe is
    judged by its words alone (``reason_unstated``)."""
    known = descriptions()
    if not known.reasons or heading not in known.fields or heading in known.reasons:
        return False
    return _WHY.match(rest_text) is not None


def gives_no_reason(rest_text: str, heading: str, text: str) -> bool:
    """Asked why, the field says no reason: it is not one that can (``reason_unheld``) or
    says nothing in words of its own (``reason_unstated``)."""
    return reason_unheld(rest_text, heading) or reason_unstated(rest_text, text)


#: A later work named as the other side of a relation: "the ambassador of France *to*
#: Germany", "treaties Switzerland signed *with* the European Union", "flights *between*
#: Kenya *and* Tanzania".
_RELATION_BEFORE = re.compile(r"\b(?:to|with|from|towards|against)\s+(?:the\s+)?$", re.IGNORECASE)


def partner_side(text: str, start: int) -> bool:
    """The work named at ``start`` is where a thing goes to or comes from ("export to the
    US", "import from China", "trade with Japan")."""
    return _RELATION_BEFORE.search(text[:start]) is not None


#: … or after "in" / "at": the place the thing of the first work is in ("the embassy of
#: India *in* Canada", "Does Brazil have an embassy *in* Nepal?"); not a list of places
#: ("in Chad or in Niger", "in Kenya and in Uganda", "in Chad, in Niger").
_RELATION_IN = re.compile(
    r"(?<!\bor\s)(?<!\band\s)(?<!,\s)\b(?:in|at|inside)\s+(?:the\s+)?$", re.IGNORECASE
)
_BETWEEN_AND = re.compile(r"\bbetween\b.*\band\s+(?:the\s+)?$", re.IGNORECASE)
#: … unless the works are compared: "How does France compare to Germany?", "Is Spain
#: bigger than Portugal?", "the difference between Chile and Peru".
_COMPARING = re.compile(
    r"\b(?:compare[sd]?|comparing|comparison|than|versus|vs|relative|differ\w*|similar|same|"
    r"both|each|either|neither"
    # "I'm torn between studying in Canada and Australia": a choice, no relation (f23a)
    r"|(?:torn|choos\w*|decid\w*|undecided|pick\w*)\s+between"
    r"|which\s+of\s+(?:them|the\s+two|these|those|us))\b",
    re.IGNORECASE,
)


#: … or as the object of a yes/no question's verb, right after the first work and that verb:
#: "Does China support North Korea?", "Did Chile fight Peru?" (not a list: "Do Chad and
#: Niger …", "Is Chad larger than Niger?").
_YES_NO_SUBJECT = re.compile(
    r"^\W*(?:do|does|did|will|would|can|could|has|have|had|is|are|was|were)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_VERB_BETWEEN = re.compile(r"^\s*(?:[a-z]+\s+){0,2}[a-z]{3,}\s+(?:the\s+)?$", re.IGNORECASE)
#: … a phrase ending in a preposition, for which of the two leads once the question is known
#: to relate them ("share a border with", "next door to"; not to decide that it does:
#: "Was Brazil once a colony of Portugal?" asks of Brazil's independence).
_PHRASE_BETWEEN = re.compile(
    r"^\s*(?:[a-z]+\s+){1,3}(?:to|with|from|of|on)\s+(?:the\s+)?$", re.IGNORECASE
)
_LIST_WORDS = frozenset("and or nor than versus vs plus".split())


def _object_of_verb(text: str, first: tuple[int, int], start: int, phrase: bool = False) -> bool:
    """The work named at ``start`` is the object of a yes/no question whose subject is the
    work named at ``first`` (its start and end): "Does China support North Korea?"; with
    ``phrase``, also of a phrase ending in a preposition ("share a border with")."""
    if _YES_NO_SUBJECT.search(text[: first[0]]) is None:
        return False
    between = text[first[1] : start]
    if _VERB_BETWEEN.match(between) is None and (
        not phrase or _PHRASE_BETWEEN.match(between) is None
    ):
        return False
    return not set(between.lower().split()) & _LIST_WORDS


def subject_related(text: str, starts: Iterable[int], ends: Iterable[int]) -> bool:
    """A later work is the object of a yes/no question's verb whose subject is the first
    named ("Does China support North Korea?", ``_object_of_verb``), or of a phrase ending in
    a preposition ("does france share a border with spain" led with Spain's *Land
    boundaries*), or the second of "between … and" ("How long is the border between the US
    and Mexico?" led with Mexico's, g24b): the first work is the one asked about."""
    spans = sorted(zip(starts, ends, strict=True))
    return any(
        _object_of_verb(text, spans[0], start, phrase=True)
        or _BETWEEN_AND.search(text[:start]) is not None
        for start, _ in spans[1:]
    )


def related(
    text: str, starts: Iterable[int], titles: int, ends: Iterable[int] | None = None
) -> bool:
    """The question asks how the works it names stand to one another — a later one is named
    after "to", "with", "from" ("Who is the French ambassador to Germany?", "Which treaties
    has Switzerland signed with the European Union?") or as the second of "between … and"
    — rather than one thing of each ("the population of France and Germany") or a
    comparison ("compared with", "than", "the difference between"). ``starts``: where each
    mention begins, ``titles``: how many works they name; with ``ends`` (where each ends),
    a later work that is the object of a yes/no question's verb whose subject is the first
    ("Does China support North Korea?") is such a side too. A field answers such a question
    only when it names the other works (``relation_unheld``): *Land boundaries* ("Chile:
    Argentina 6,691 km") the border between Chile and Argentina, *Imports - partners* what
    Germany imports from China; the ambassador from the US to France is not France's to
    Germany. A later work asked in a clause of its own ("What language is spoken in Brazil
    and what language is spoken in Argentina?", ``_OWN_CLAUSE``) is no side of a relation."""
    if titles < 2 or _COMPARING.search(text) is not None:
        return False
    starts = list(starts)
    spans = sorted(zip(starts, ends, strict=True)) if ends is not None else None
    ordered = sorted(starts)
    return any(
        (
            _RELATION_BEFORE.search(text[:start]) is not None
            or _RELATION_IN.search(text[:start]) is not None
            or _BETWEEN_AND.search(text[:start]) is not None
            or (spans is not None and _object_of_verb(text, spans[0], start))
        )
        and _OWN_CLAUSE.search(text[previous:start]) is None
        for previous, start in itertools.pairwise(ordered)
    )


#: A later work named in a clause of its own, asking its own thing: "What language is spoken
#: in Brazil *and what language is spoken in* Argentina?", "the GDP of Saudi Arabia *and the
#: inflation rate in* Iran" — one thing of each, not a relation between them.
_OWN_CLAUSE = re.compile(
    r"(?:,|;|\?|\band\b)\s*(?:and\s+)?(?:(?:what|which|who|when|where|how)\b[^,;?]*"
    r"|(?:the|its)\s+[^\W\d_]+(?:\s+[^\W\d_]+){0,3}\s+(?:in|of|for|at)\s+(?:the\s+)?)$",
    re.IGNORECASE,
)


#: The fewest other works a field's list names for it to list a relation's every side.
LISTED_WORKS = 2


def relation_listed(
    text: str, subject: tuple[int, int], other: int, field_text: str, others_named: int
) -> bool:
    """A yes/no question asks whether its subject (the work named first, right after the
    opening auxiliary: ``subject`` is its start and end) stands in a relation to a later
    work (named at ``other``), and a field lists every work the subject so stands to: a line
    whose label holds a word of the relation ("Does Brazil border Chile?" — Brazil's
    *Land boundaries*: "border countries: Argentina …; Bolivia …; …") and that names at
    least ``LISTED_WORKS`` other works (``others_named``). The list decides the question
    whether or not it names the later work, so it is no field that merely fails to name it
    (``relation_unheld``); "Does China support North Korea?" still abstains: China's
    "potential support ratio: …" names no works."""
    if others_named < LISTED_WORKS or _YES_NO_SUBJECT.search(text[: subject[0]]) is None:
        return False
    between = text[subject[1] : other]
    verbs = {
        stem(w.lower())[:PREFIX]
        for w in _WORD.findall(between)
        if len(w) > 3 and w.lower() not in STOP_WORDS
    }
    if not verbs:
        return False
    for line in field_text.splitlines():
        label, colon, _ = line.partition(":")
        if colon and verbs & {stem(w.lower())[:PREFIX] for w in _WORD.findall(label)}:
            return True
    return False


def relation_unheld(title: str, named: Iterable[str], held: Iterable[str]) -> bool:
    """A field of the work ``title`` asked how it stands to the other ``named`` works names
    (``held``: the works its heading and text name) not all of them."""
    return bool(set(named) - {title} - set(held))


#: Which way a relation runs at a work's name: towards it ("to the US", "in the United
#: States") or away from it ("from the US"); a work named otherwise — as the owner ("the
#: US embassy", "the ambassador of Japan"), the subject ("Does the United States have …")
#: — is where the relation starts. "with" and "between … and" run both ways.
_TOWARDS = re.compile(r"\b(?:to|in|into|at|inside|towards)\s+(?:the\s+)?$", re.IGNORECASE)
_AWAY = re.compile(r"\bfrom\s+(?:the\s+)?$", re.IGNORECASE)
_BOTH_WAYS = re.compile(r"\b(?:with|between|and|or|versus|vs)\s+(?:the\s+)?$", re.IGNORECASE)
TOWARDS, AWAY, BOTH = "towards", "away", "both"


def way(before: str) -> str:
    """Which way the relation runs at a work named after ``before`` (the text before the
    name): ``TOWARDS`` it, ``AWAY`` from it, or ``BOTH`` ("with", "between … and")."""
    if _AWAY.search(before) is not None:
        return AWAY
    if _TOWARDS.search(before) is not None:
        return TOWARDS
    if _BOTH_WAYS.search(before) is not None:
        return BOTH
    return AWAY


#: Right after a work's name, a word of a relation it owns: "the Mexican embassy", "Japan's
#: ambassador", "the French diplomatic mission".
_OWNED_ROLE = re.compile(
    r"^(?:'s?)?\s+(?:[a-z]+\s+)?(?:embass|ambassador|consul|envoy|mission|diplomat|chancer)",
    re.IGNORECASE,
)
OWNER = "owner"


def own_way(asked: str, start: int, end: int) -> str | None:
    """Which way a relation runs at the work a field is of, named at ``start``–``end``, when
    the question names no other side: ``TOWARDS`` it ("the embassy in Mexico", "the ambassador
    to Peru": another country's), ``OWNER`` ("the Mexican embassy", "Japan's ambassador": its
    own, abroad), else None ("the ambassador of Japan" is not read)."""
    if _TOWARDS.search(asked[:start]) is not None:
        return TOWARDS
    if _OWNED_ROLE.search(asked[end:]) is not None:
        return OWNER
    return None


def direction_unheld(
    asked: str,
    asked_starts: Iterable[int],
    heading: str,
    at: int,
    own: Iterable[tuple[int, int]] = (),
) -> bool:
    """A field whose ``heading`` names another work at ``at`` with a direction (the
    Factbook's *Diplomatic representation from the US*: away from the US, the US's embassy
    in the field's country; *… in the US*: towards it, that country's embassy in the US)
    against a question naming that work at ``asked_starts`` only the other way round: "Who
    is the ambassador of Japan **to** the United States?" is not answered by the US
    ambassador to Japan (0.99), "Who is the **US** ambassador to Japan?" not by Japan's
    ambassador in Washington. Nor does it answer which countries are on the other side
    ("Which countries have an embassy in Bhutan?": the US has none). A heading naming the
    work without a direction, a question not naming it otherwise or naming it both ways
    ("relations with the US") is not read. Naming only the field's own work (at ``own``),
    the question may still say whose the relation is (``own_way``): "Where is the Mexican
    embassy in Washington?" is Mexico's embassy in the US, not the US embassy in Mexico
    (0.90); "Who is the ambassador to Mexico?" the other way."""
    before = heading[:at]
    if _AWAY.search(before) is not None:
        stated = AWAY
    elif _TOWARDS.search(before) is not None:
        stated = TOWARDS
    else:
        return False
    ways = {way(asked[:start]) for start in asked_starts}
    if not ways:
        # "Which countries have an embassy in Bhutan?": the works on the other side are
        # asked for, and the field speaks of one of them
        if _OTHER_WORKS.search(asked) is not None:
            return True
        owns = {own_way(asked, start, end) for start, end in own} - {None}
        if len(owns) != 1:
            return False
        # towards the field's work is away from the other side, and its own is towards it
        return (stated == TOWARDS) == (owns == {TOWARDS})
    if BOTH in ways:
        return False
    return stated not in ways


#: The works on the other side of a relation asked for: "which countries", "how many
#: nations", "other countries".
_OTHER_WORKS = re.compile(
    r"\b(?:which|what|how\s+many|other|foreign)\s+(?:other\s+|foreign\s+)?"
    r"(?:countries|nations|governments)\b",
    re.IGNORECASE,
)
