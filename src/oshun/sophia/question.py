"""Reading a question: normalisation, question filler, informative terms, expected answer type.

Search analysis keeps words such as "what", "who" or "does" (they are not Lucene stop words),
so a question sent verbatim ranks passages that merely contain "what". Sophia strips the
interrogatives and question filler first and searches on what is left: the terms that carry
the question's subject.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from oshun.retrieval.analysis import STOP_WORDS, stem
from oshun.sophia.mismatch import named_words, negated
from oshun.sophia.sentences import HEARSAY as _HEARSAY
from oshun.sophia.units import MEASURED, UNIT_MODIFIERS

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
#: The tail of a contraction or possessive ("what's", "Canada's", "don't"): not a word of its
#: own. Left in, "what's the capital of Australia?" asks for the term "s" and quotes
#: "35 16 S, 149 08 E" instead of "name: Canberra".
_CONTRACTION = re.compile(r"(?<=[^\W_])['’](?:s|t|re|ve|ll|d|m)\b", re.IGNORECASE)
#: A negated auxiliary ("don't", "doesn't", "isn't", "can't", "won't"): the auxiliary, filler
#: like any other, without its "n't". Left as "don", "doesn", "isn", "what percent of people
#: in Jordan don't have a job?" asked for the term "don", a rare word every field lacks, and
#: abstained. The negation itself is read from the question as written (``Question.negated``).
_NEGATED_AUXILIARY = re.compile(r"\b([^\W\d_]+)n['’]t\b", re.IGNORECASE)
_IRREGULAR_NEGATIONS = {"ca": "can", "wo": "will", "sha": "shall", "ai": "is"}


def _unnegated(text: str) -> str:
    """``text`` with each negated auxiliary written as its auxiliary ("don't" → "do",
    "won't" → "will")."""

    def auxiliary(match: re.Match[str]) -> str:
        word = match.group(1)
        return _IRREGULAR_NEGATIONS.get(word.lower(), word)

    return _NEGATED_AUXILIARY.sub(auxiliary, text)


#: Words that shape a question without naming its subject. Dropped before searching.
#: "become" and "use" are light verbs: "When did Kenya become independent?" asks about
#: independence, "What currency does Peru use?" about currency; the subject is in the other
#: words, and a passage that answers rarely repeats the verb (it states the fact itself).
#: Hedges ("usually", "roughly", "currently", "now", "still") shape a question the same way:
#: "How old do people in Zambia usually get?" asks what "How old do people get?" asks, "Does
#: the UK still have a king?" what "Does the UK have a king?" asks (g24b: "still" was a word
#: no field holds, and it abstained). "Like" closes "What
#: is the economy of Chile like?" the way it closes "What is the weather like?": no field
#: holds it, and left in, it counted as a word the field lacks. "A lot of", "lots of" and
#: "plenty of" say "much" or "many" ("Does Chile have a lot of copper?" abstained: "lot" was
#: a rare word no field writes), and "completely", "entirely", "totally" intensify
#: ("completely surrounded by"); "both" adds nothing to what is asked of two works ("Are
#: Belgium and the Netherlands both kingdoms?" abstained; without it, answered; g24b).
#: "Proper" and "adequate" ask whether what people have is up to standard, which the
#: field's access figure answers without the word ("Do people in Madagascar have proper
#: sanitation?", "Does Chad have adequate drinking water?" abstained; g28b).
QUESTION_FILLER: frozenset[str] = frozenset(
    """
    what whats which who whom whose when where why how whos wheres hows
    do does did done doing is am are was were be been being has have had having
    can could would should shall may might must will
    i me my we our you your he him his she her it its they them their this that these those
    some any there here also about from than so just very
    tell please explain describe know knew name named called call give list
    outline summarise summarize briefly shortly simply concisely
    kind type sort one ones thing things stuff according many much
    become becomes became becoming use uses used using
    usually typically generally normally commonly currently nowadays today now presently still
    roughly approximately approximate exactly actually really probably likely like ever
    lot lots plenty completely entirely totally both proper adequate
    """.split()
)
#: Hedges among the filler: they never carry a question's subject, even in a question made
#: only of filler ("Where exactly is Djibouti?" asks what "Where is Djibouti?" asks).
HEDGES: frozenset[str] = frozenset(
    """usually typically generally normally commonly currently nowadays today now presently still
    roughly approximately approximate exactly actually really probably likely ever""".split()
)

#: First words that announce the kind of answer expected.
_ANSWER_TYPES: dict[str, str] = {
    "when": "time",
    "year": "time",
    "date": "time",
    "who": "person",
    "whos": "person",  # "whos the king of thailand": "who's" typed without its apostrophe
    "wheres": "place",
    "whom": "person",
    "whose": "person",
    "where": "place",
    "many": "number",
    "much": "number",
    "percentage": "number",
    "percent": "number",
    "long": "number",
    "old": "number",
    "far": "number",
    "big": "number",
    "large": "number",
    "high": "number",
    "populous": "number",
}

#: "Which city …", "What country …": a place is expected.
_PLACE_NOUNS = frozenset("city town country countries capital region province port river".split())


@dataclass(frozen=True, slots=True)
class Question:
    """One question, read once and shared by every stage of the engine."""

    text: str  # whitespace-normalised question, as the envelope reports it
    search_text: str  # the informative words as written, for the search index
    terms: tuple[str, ...]  # unique stemmed informative terms, in question order
    sequence: tuple[str, ...]  # stemmed informative terms in order, repeats kept
    answer_type: str | None  # time · person · place · number · None
    negated: bool = False  # the question says "not", "never", "no" … (``mismatch.py``)
    named: tuple[str, ...] = ()  # names and numbers it gives, lower-cased (``mismatch.py``)

    @property
    def empty(self) -> bool:
        return not self.terms


def normalise(text: str) -> str:
    """Collapse whitespace; the envelope's ``query`` and the answer id use this form."""
    return " ".join(text.split())


def _answer_type(words: list[str]) -> str | None:
    head = words[:3]
    if "how" in head:
        following = words[head.index("how") + 1 : head.index("how") + 2]
        return _ANSWER_TYPES.get(following[0]) if following else None
    for n, word in enumerate(head):
        kind = _ANSWER_TYPES.get(word)
        if word in ("year", "date") and n and head[n - 1] not in ("what", "which"):
            continue  # "Can 16-year-olds vote …?" asks no date
        if kind is not None:
            return kind
    if "what" in head or "which" in head:
        for word in words[1:4]:
            if word in ("year", "date", "century", "decade"):
                return "time"
        following = words[1:2]
        if following and following[0] in _PLACE_NOUNS:
            return "place"
    return None


#: "has", "have" or "had" before "got": "have got" is "have" ("Has Japan got a king?",
#: "What currency has Poland got?": "got" was a word the field must write).
_HAVE = frozenset({"has", "have", "had", "hasn", "haven"})


def _had_got(lowered: list[str]) -> set[int]:
    """Positions of a "got" that a form of "have" comes before: possession, no subject."""
    return {
        n for n, low in enumerate(lowered) if low == "got" and any(w in _HAVE for w in lowered[:n])
    }


#: Possessives before "own": "its own army" asks what "an army" asks ("Does the EU have its
#: own army?" counted "own" as a word the military field must write).
_POSSESSIVES = frozenset("its their his her our your my".split())


def _own_after_possessive(lowered: list[str]) -> set[int]:
    """Positions of an "own" right after a possessive: emphasis, not the verb "own"
    ("Who owns Greenland?", "Does Denmark own Greenland?" keep theirs)."""
    return {
        n
        for n, low in enumerate(lowered)
        if low == "own" and n > 0 and lowered[n - 1] in _POSSESSIVES
    }


def parse_question(text: str) -> Question:
    """Read ``text``: normalised form, informative words and terms, expected answer type."""
    normal = normalise(text)
    original = [match.group() for match in _WORD.finditer(_CONTRACTION.sub("", _unnegated(normal)))]
    lowered = [word.lower() for word in original]
    had = _had_got(lowered) | _own_after_possessive(lowered)
    kept = [
        word
        for n, (word, low) in enumerate(zip(original, lowered, strict=True))
        if low not in QUESTION_FILLER and low not in STOP_WORDS and len(low) <= 40 and n not in had
    ]
    if not kept:
        # A question made only of filler ("Who is it?") keeps its non-stop words, so it is
        # still searched rather than silently dropped; the gate then judges it.
        kept = [
            word
            for word, low in zip(original, lowered, strict=True)
            if low not in STOP_WORDS and low not in HEDGES and len(low) <= 40
        ] or [
            word
            for word, low in zip(original, lowered, strict=True)
            if low not in STOP_WORDS and len(low) <= 40
        ]
    sequence = tuple(stem(word.lower()) for word in kept)
    return Question(
        text=normal,
        search_text=" ".join(kept),
        terms=tuple(dict.fromkeys(sequence)),
        sequence=sequence,
        answer_type=_answer_type(lowered),
        negated=negated(normal),
        named=named_words(original),
    )


#: Where a clause ends: a comma, semicolon, colon, dash, "!", a sentence's full stop, or a
#: question mark with more after it ("Is Laos landlocked? What countries border it?").
_CLAUSE_END = re.compile(r"\s*(?:[,;:!]|\s[-–—]\s|[–—]|[.?]\s)\s*")
#: A clause that asks: it opens with a question word.
_ASKING = re.compile(r"(?:what|which|who|whom|whose|when|where|why|how)\b", re.IGNORECASE)
#: … also after a preposition, opening a later clause: "My niece turns sixteen next month. *At
#: what age* can people vote there?", "… *In which year* did it become independent?".
_PREPOSED_ASKING = re.compile(
    r"(?:(?:at|in|on|for|from|to|by|since|until|with)\s+)?"
    r"(?:what|which|who|whom|whose|when|where|why|how)\b",
    re.IGNORECASE,
)
#: A yes/no question after what the person tells first: "I've read a lot about Swiss
#: neutrality. Is Switzerland in the UN?", "We're moving to Chile next year; do they drive on
#: the right?" — the last clause, opening with an auxiliary and ending the question with "?".
_YES_NO_ASKING = re.compile(
    r"(?:is|are|was|were|does|do|did|has|have|can|could|will|would|should)\b[^?]*\?\W*$",
    re.IGNORECASE,
)
#: A condition the person puts before the question, without a comma: "If I move to Chile what
#: time zone will I be in?" asks "what time zone will I be in?" ("move" is no field's word).
_CONDITION = re.compile(
    r"^(?:if|when|once|before)\s+(?:i|we)\b(?:'m|'re)?[^?]*?\s"
    r"(?=(?:what|which|who|whom|whose|where|why|how)\b)",
    re.IGNORECASE,
)
#: The asker's plans told before the question, without a comma: "going to hungary next month
#: what currency should i bring", "im travelling to peru in june which plugs do they use":
#: the plan asks nothing ("going to hungary" read as a time to come; it abstained).
_PLANNING = re.compile(
    r"^(?:(?:i|we)(?:['’]m|['’]re|m|\s+am|\s+are|\s+will\s+be)?\s+|im\s+)?"
    r"(?:(?:going|travell?ing|heading|flying|moving|off)\s+(?:back\s+)?to|visiting"
    r"|planning\s+(?:a\s+trip|to\s+go))"
    r"\b[^?,;:]*?\s(?=(?:what|which|who|whom|whose|where|why|how)\b)",
    re.IGNORECASE,
)
#: "How much is a beer in Norway?" asks what "How much does a beer cost in Norway?" asks: the
#: price of one thing (not "How much is a US dollar worth …?", nor "How much is the GDP …?").
_PRICE_OF_ONE = re.compile(r"^how much (?:is|are) (an?\s.*?)\s*(?=\W*$)", re.IGNORECASE)
#: Openings and closings that frame a question without asking anything of its own: "Could you
#: tell me who runs Germany these days?" asks "who runs Germany?".
_OPENING = re.compile(
    r"^(?:(?:hi|hello|hey|ok|okay)\b\W*)?(?:(?:siri|alexa|google|cortana|bixby|sophia)\b\W*)?"
    r"(?:(?:"
    r"(?:could|can|would|will) you(?: please)? (?:tell|show|give) (?:me|us)"
    r"(?: (?:a (?:bit|little)|some|a few words)(?: of| about)?)?(?: about)?"
    r"|(?:do|does|would|could) (?:you|anyone|anybody)(?: happen to)? know"
    r"|i(?:'m| am| was) (?:wondering|curious)|i wonder"
    r"|i(?:'d| would) (?:like|love) to (?:know|find out|hear|learn)"
    r"|i (?:want|need) to (?:know|find out)"
    r"|help me (?:find|find out|understand)|please"
    r"|i (?:need|want)|i(?:'m| am) (?:looking|searching) for|(?:looking|searching) for"
    r"|(?:he|she|they|we) (?:needs?|wants?)(?: to (?:know|find out))?"
    r")\b\s*(?:(?:if|whether)\b\s*)?)?",
    re.IGNORECASE,
)
#: The requests that ask as a question word does ("I was wondering", "could you tell me").
_ASKS = (
    r"(?:i(?:'m| am| was) (?:wondering|curious)|i wonder"
    r"|i(?:'d| would) (?:like|love) to (?:know|find out|hear|learn)"
    r"|i (?:want|need) to (?:know|find out)"
    r"|(?:could|can|would) you(?: please)? tell (?:me|us)"
    r"|(?:do|does|would|could) (?:you|anyone)(?: happen to)? know)"
)
#: "I'm planning a trip to Portugal and I was wondering what currency they use": an opening
#: request after "and", "so" or "but" starts the clause that asks.
_JOINED_OPENING = re.compile(rf"\b(?:and|so|but)\s+(?={_ASKS}\b)", re.IGNORECASE)
#: The same request with its "I" left out after "and": "I'm climbing in Argentina next year
#: and wonder what the highest point is", "We're hosting a student from Uruguay and would
#: love to know how big it is", "I'm writing a report and need the GDP of Indonesia".
_JOINED_REQUEST = re.compile(
    r"\b(?:and|so|but)\s+(?:wonder(?:s|ing)?|needs?(?:\s+to\s+(?:know|find\s+out))?"
    r"|(?:would|'d)\s+(?:like|love)\s+to\s+(?:know|find\s+out|hear|learn))"
    r"\s+(?:(?:if|whether)\s+)?(?=[^\W_])",
    re.IGNORECASE,
)
#: A request that asks as a question word does, opening a later clause: "As an investor
#: interested in Saudi Arabia, I'd like to know the country's main natural resources".
_REQUEST = re.compile(rf"(?:{_ASKS}|tell me|give me)\b", re.IGNORECASE)
#: "…, but what is the population of Tuvalu?", "…, so what is the time difference there?":
#: a joiner before the clause that asks.
_LEADING_JOINER = re.compile(r"^\s*(?:and|but|so|or)\s+", re.IGNORECASE)
#: A follow-up after a yes/no question that asks only for how much or how fast: "…, and by how
#: much?", "… and how fast?".
_FOLLOW_UP = re.compile(
    r"^\s*(?:and|or|if so)?\s*(?:by\s+)?how\s+(?:much|many|fast|quickly)\W*$", re.IGNORECASE
)
#: "What does the Factbook say about Peru's climate?", "What does the library say under
#: 'terrain' for Kenya?": the reference asked is the library itself, what it says is what
#: is asked ("Factbook", capitalised, was a name no field holds). Not "What does the
#: constitution say about religion?": a constitution is no reference work.
_SOURCE_SAYS = re.compile(
    r"^\s*(?:what|how)\s+(?:does|do|did)\s+(?:the|your|this)\s+(?:(?:world|cia)\s+)?"
    r"(?:factbook|book|library|entry|article|encyclopa?edia|reference|database|data|source"
    r"|sources|record|records)\s+(?:say|state|write|tell\s+(?:me|us))\s+"
    r"(?:(?:about|on|under|for|regarding|of)\s+)?",
    re.IGNORECASE,
)
#: A quiz's label before its question: "Fill in the blank:", "True or false:", "Multiple
#: choice:", "Pop quiz -", "Trivia:", "Question 4:" — no thing asked of a field.
_QUIZ_LABEL = re.compile(
    r"^\s*(?:(?:pop\s+)?quiz(?:\s+(?:question|time))?|trivia(?:\s+(?:question|time))?"
    r"|question\s*(?:no\.?\s*)?\d*|q\s*\d+|true\s+or\s+false|multiple[\s-]+choice"
    r"|fill\s+in(?:\s+the\s+blanks?)?|complete(?:\s+(?:the|this)\s+sentence)?)"
    r"\s*(?:[:.)]|\s[-–—]|[-–—])\s*",
    re.IGNORECASE,
)
#: A blank for the answer ("The capital of Kenya is ___"): the statement asks what it states.
#: At its end, after "is", "are" (and "called", "best described as", "about" …) or "has",
#: "shows" ("The flag of Japan shows a ____ on a white background"), it asks what the
#: subject is ("The climate of Egypt is best described as ___" asks for the
#: climate); at its start, what the rest is ("___ is the capital of Burkina Faso").
_BLANK = r"_{2,}"
_BLANK_END = re.compile(
    rf"\s+(?:is|are|was|were|has|have|shows?|features?|depicts?|bears?|displays?)\b"
    rf"[^_?]*{_BLANK}[^_]*$",
    re.IGNORECASE,
)
_BLANK_START = re.compile(rf"^\s*{_BLANK}\s*(?:is|are|was|were)?\s*", re.IGNORECASE)
#: "Where in the world is Ethiopia?", "What on earth is …": an intensifier after a question
#: word, not a place asked about (it made "world" a word the fields must hold).
_INTENSIFIER = re.compile(
    r"\b(what|where|who|how|why|which)\s+(?:in\s+the\s+world|on\s+earth)\b", re.IGNORECASE
)
#: "What is Chile (most) famous for exporting?": what it is known for is the asked thing; the
#: word of repute is no word a field must hold ("famous" is rare in the library, and counted
#: against *Exports - commodities* it made the question abstain). Kept with nothing after
#: "for": "What is Japan famous for?" asks for no thing a field holds.
_REPUTE = frozenset("famous known renowned noted notable popular celebrated".split())
_REPUTED_FOR = re.compile(
    r"\b(?:(?:most|best|mostly|mainly|chiefly|especially|particularly|well)[\s-]+)?"
    rf"(?:{'|'.join(sorted(_REPUTE))})\s+for\s+(?=[^\W_])",
    re.IGNORECASE,
)
_CLOSING = re.compile(
    r"\s*(?:[(]\d+(?:[ ,-]+\d+)*(?:\s*letters?)?[)]|\b(?:\d+(?:[ ,-]+\d+)*\s*letters?"
    r"|these days|at the moment|right now|at present|nowadays|today|currently|presently|now"
    r"|for me|please|thanks|thank you"
    r"|(?:hey |ok |okay )?(?:siri|alexa|cortana|bixby)"
    r"|in brief|briefly|in short|in a nutshell|in a few words|in summary"
    r"|for (?:my|a|our|the) (?:homework|school project|project|essay|class|report|assignment"
    r"|research|presentation|trip|quiz|exam|test)))"
    r"(?=\W*$)",
    re.IGNORECASE,
)


#: Schoolwork a person says the question is for: "homework", "a school project", "geography
#: class", "my essay", "a report on Kenya". A clause that says only this frames the question
#: ("Research question for school: life expectancy in Sierra Leone?", "For my report: how
#: long is …"), and so does an opening that names it ("For my essay I need the GDP of …",
#: "My teacher asked us to find the population of Bolivia", "I have to write about …").
_SCHOOLWORK = (
    r"(?:homework|school|class|classes|project|projects|essay|report|assignment|coursework"
    r"|presentation|research|quiz|exam|test|paper|lesson|teacher|professor|tutor)"
)
#: Of those, the words that say schoolwork in a clause of their own ("test" and "paper"
#: name things the fields hold too: nuclear tests, paper exports).
_SCHOOL_CLAUSE = re.compile(
    r"\b(?:homework|school|class|project|essay|report|assignment|coursework|presentation"
    r"|quiz|exam|lesson|teacher|professor|tutor)\b",
    re.IGNORECASE,
)
_SCHOOL_OPENING = re.compile(
    r"^(?:"
    # "For my geography project (on Kenya) (,) I need (to know) …"
    rf"(?:for|in)\s+(?:(?:my|a|an|our|the|this)\s+)?(?:[^\W\d_]+\s+){{0,2}}?{_SCHOOLWORK}\b"
    r"(?:[^,:?]*?\s(?=(?:i|we)(?:\s+|'d\s+|\s+would\s+)"
    r"(?:need|want|have|must|should|like|love)\b))?"
    # "My teacher asked us to find …", "My assignment asks …"
    rf"|(?:my|our|the)\s+(?:[^\W\d_]+\s+)?{_SCHOOLWORK}\s+(?:asked|asks|wants|told|says"
    r"|needs|requires|is\s+asking)(?:\s+(?:me|us))?(?:\s+to)?"
    r"(?:\s+(?:find\s+out|find|look\s+up|know|write\s+about|research|give|name|say))?"
    # "I have to write about …", "We need to find out …", "I must research …"
    r"|(?:i|we)\s+(?:have|need|must|got)\s+to\s+(?:write\s+about|find\s+out|find|look\s+up"
    r"|research|know|learn\s+about|learn)"
    r")\b\W*",
    re.IGNORECASE,
)
#: "… for class", "I need for school the …": schoolwork named after the opening.
_FOR_SCHOOL = re.compile(
    r"\s*\bfor\s+(?:(?:my|a|an|our)\s+(?:[^\W\d_]+\s+)?)?"
    r"(?:homework|school|class|project|essay|report|assignment|coursework|presentation)\b"
    r"(?!\s+(?:life|year|years|day|days|enrol|enroll|age|system|systems))",
    re.IGNORECASE,
)
#: The asker's guess closing the question, a clause of its own: "…, I think it has two?",
#: "…, maybe Sucre?", "…, not sure". It says what the asker believes, not what is asked.
_GUESS = re.compile(
    r"^\W*(?:i\s+(?:think|believe|guess|suppose|reckon)|i(?:'m|\s+am)\s+not\s+sure"
    r"|not\s+sure|maybe|probably|perhaps)\b",
    re.IGNORECASE,
)
#: A question about a thing the clause before it named: "Nepal flag, what does it look
#: like?" asks what the flag looks like; the asking clause's pronoun stands for it.
_BACK_REFERENCE = re.compile(r"\b(?:it|they|them)\b", re.IGNORECASE)
#: Words that say who asks or how, not what: a clause of them is no topic ("I'm going to
#: Morocco, what is it like?", "Quick question, how big is it?").
_NO_TOPIC = frozenset(
    """i im i'm me my we our us you your he she his her question quick hi hello hey ok okay
    so well thanks sorry please wondering curious""".split()
)
_MAX_TOPIC_WORDS = 3


#: Words that say only what kind of answer is wanted, or that one is got: "what number would
#: I get", "what date is it", "what's the figure".
_KIND_ONLY = frozenset(
    """number numbers figure figures date dates day days year years amount total answer
    result value get got come comes end up see find""".split()
)
#: The verbs of getting an answer ("what number would I get", "what would it come to"):
#: no field's word, once the clause before says what the answer is of.
_GETTING = re.compile(r"\b(?:get|got|come\s+to|comes\s+to|end\s+up\s+with|see|find)\b", re.I)
#: A supposition opening a clause: "If I counted …", "Suppose we added up …".
_SUPPOSING = re.compile(
    r"^\W*(?:if|suppose|supposing|say)\s+(?:(?:i|we|you|someone)\s+)?", re.IGNORECASE
)


def _asks_a_kind_only(asking: str) -> bool:
    """Every word of ``asking`` that is no filler only says what kind of answer is wanted
    (``_KIND_ONLY``): "what number would I get?", "what date is it?"."""
    own = [
        w.lower()
        for w in _WORD.findall(_CONTRACTION.sub("", asking))
        if w.lower() not in STOP_WORDS and w.lower() not in QUESTION_FILLER
    ]
    return bool(own) and all(w in _KIND_ONLY for w in own)


def _restated(asking: str, before: str) -> bool:
    """Every word of ``asking`` that is no filler is a word of ``before`` too: the asking
    clause's pronoun stands for what the clause before named ("…, which day is it?" after
    "Burma has a national day")."""
    own = {
        stem(w.lower())
        for w in _WORD.findall(asking)
        if w.lower() not in STOP_WORDS and w.lower() not in QUESTION_FILLER
    }
    return bool(own) and own <= {stem(w.lower()) for w in _WORD.findall(before)}


#: "the flag of …", "its anthem of …": the thing a clause names as a place's.
_THING_OF = re.compile(
    r"\b(?:the|its|their)\s+((?:[^\W\d_]+\s+){0,2}?[^\W\d_]+)\s+of\b", re.IGNORECASE
)
#: What a question asks of a thing it names only by a pronoun: how it looks, what it means or
#: stands for ("what does it look like?", "what do they mean?") — words no field is filed by.
_DESCRIBING = frozenset(
    """look looks like mean means meaning stand stands symbolize symbolise symbolizes
    symbolises represent represents show shows sound sounds say says""".split()
)


def _described(asking: str) -> bool:
    """Every word of ``asking`` that is no filler asks how a thing looks or what it means."""
    own = [
        w.lower()
        for w in _WORD.findall(_CONTRACTION.sub("", asking))
        if w.lower() not in STOP_WORDS and w.lower() not in QUESTION_FILLER
    ]
    return bool(own) and all(w in _DESCRIBING for w in own)


def _thing_of(clause: str) -> str | None:
    """The last thing ``clause`` names as "the … of" a place ("draw the flag of …" → "flag"),
    unless a word of it says who asks."""
    found = list(_THING_OF.finditer(clause))
    if not found:
        return None
    thing = found[-1].group(1)
    if any(w.lower() in _NO_TOPIC for w in _WORD.findall(thing)):
        return None
    return thing


def _topic(clause: str) -> bool:
    """``clause`` is a short noun phrase a later clause can refer back to ("flag", "highest
    mountain", "voting age"): a few words, none that says who asks, no verb form in -ing
    or -ed (what the person does: "Travelling to Peru", "trip booked"); one right before a
    noun is part of it ("voting age", "ruling party")."""
    words = [w.lower() for w in _WORD.findall(clause)]
    kept = [w for w in words if w not in STOP_WORDS and w not in QUESTION_FILLER]

    def verb(at: int) -> bool:
        word = words[at]
        if not (word.endswith(("ing", "ed")) and len(word) > 4):
            return False
        after = words[at + 1] if at + 1 < len(words) else None
        return after is None or after in STOP_WORDS or after in QUESTION_FILLER

    return (
        0 < len(kept) <= _MAX_TOPIC_WORDS
        and not any(w in _NO_TOPIC for w in words)
        and not any(verb(at) for at in range(len(words)))
    )


#: A plea closing the question, after what it asks: "…, can you help?", "could someone help
#: me out?", "any ideas?" — it asks nothing of a field (as the last clause it was read as
#: the yes/no question asked, and the question abstained).
_PLEA = re.compile(
    r"[,;.!?]?\s*(?:(?:can|could|would|will)\s+(?:you|someone|anyone|anybody)\s+(?:please\s+)?"
    r"help(?:\s+(?:me|us))?(?:\s+out)?(?:\s+with\s+(?:this|that))?|any\s+ideas"
    r"|thanks(?:\s+in\s+advance)?|thank\s+you)\W*$",
    re.IGNORECASE,
)
#: "age-wise", "weather-wise", "money-wise": the word before "-wise" is what is asked about
#: ("wise" is no word a field holds; "Is Uganda a really young country, age-wise?" abstained).
_WISE = re.compile(r"\b([^\W\d_]+)-wise\b", re.IGNORECASE)


#: "Is Chad a dry country?", "Is Switzerland a wealthy nation?": with an adjective, "a …
#: country" is the named work itself, what is asked is the adjective ("Is Chad dry?"); no
#: field need hold "country".
_THE_WORK = re.compile(
    r"\b(an?\s+(?:[^\W\d_]+(?:-[^\W\d_]+)*\s+){1,2}?)(?:country|nation)\b(?=\s*(?:[?.!,]|$))",
    re.IGNORECASE,
)


#: The unit an answer should come in, at the question's end: "What is Brazil's GDP per capita
#: in US dollars?", "… as a percentage?", "… in percent". A field states its figure in its own
#: unit; the unit asked is no thing the field must hold ("US" counted as a name *Real GDP per
#: capita* lacks, and the question abstained). "as a percentage of GDP" asks a measure, kept.
_UNIT_TAIL = re.compile(
    r",?\s*\b(?:(?:expressed|measured|given)\s+)?(?:in|as)\s+(?:an?\s+)?"
    r"(?:(?:us|u\.s\.|american)\s+)?(?:dollars|usd|percent|percentages?|per\s?cent|%)"
    r"(?=\W*$)",
    re.IGNORECASE,
)
#: The period a change is asked over, at the question's end: "… over the last few years",
#: "… in recent years", "… over time", "… recently". A field of several years states them.
_PERIOD_TAIL = re.compile(
    r",?\s*(?:\b(?:over|in|during|across|for)\s+(?:the\s+)?"
    r"(?:(?:last|past|recent)\s+(?:(?:few|several|couple\s+of|\d+|two|three|four|five|ten)\s+)?"
    r"(?:years?|decades?)|years|time)|\brecently|\blately)(?=\W*$)",
    re.IGNORECASE,
)
#: A question of how a measure changed asks for its figures: "How has Germany's GDP
#: changed?", "Have Russia's imports grown?", "What's the trend in Venezuela's inflation?"
#: ask what "What is the GDP?", "What are the imports?", "What is the inflation?" ask — a
#: field of several years ("Imports 2024: …", "Imports 2023: …") shows the change. The verb
#: of change is no thing a field holds ("changed" counted as a rare word every field lacks).
#: What follows the verb stays: "since 1990" still asks about another time (``when_gap``).
_CHANGE_VERBS = (
    r"(?:changed?|evolved?|developed|shifted|varied|moved|trended|progressed|grown|grow"
    r"|risen|rise|fallen|fall|increased|decreased|declined|dropped|improved|worsened"
    r"|gone\s+up(?:\s+or\s+down)?|gone\s+down|go(?:ne)?\s+up|go(?:ne)?\s+down)"
)
_HOW_CHANGED = re.compile(
    rf"^(?:how|has|have|did)\s+(?:has\s+|have\s+|did\s+)?(?P<what>(?:the\s+)?\w.*?)\s+"
    rf"{_CHANGE_VERBS}\b",
    re.IGNORECASE,
)
_TREND_OF = re.compile(
    r"^what(?:['’]s|\s+is|\s+are|\s+has\s+been)\s+(?:the\s+)?"
    r"(?:trends?|trajectory|evolution|changes?|development)\s+(?:in|of)\s+",
    re.IGNORECASE,
)


#: "What portion of India's population lives in cities?", "What fraction of Chinese people are
#: under 15?": a share of the thing that follows, in the word the fields are described with
#: ("share of people living in towns and cities"); "portion" and "fraction" are in no field.
_SHARE_OF = re.compile(r"\b(?:portion|fraction|proportion)(?=\s+of\b)", re.IGNORECASE)


def _as_figures(text: str) -> str:
    """A question of change asked as one of the figures changing (``_HOW_CHANGED``)."""
    text = _PERIOD_TAIL.sub("", text, count=1)
    trend = _TREND_OF.match(text)
    if trend is not None and not _only_filler(text[trend.end() :]):
        return "how much is " + text[trend.end() :]
    changed = _HOW_CHANGED.match(text)
    if changed is not None and not _only_filler(changed.group("what")):
        return f"how much is {changed.group('what')}{text[changed.end() :]}"
    return text


def asks_change(text: str) -> bool:
    """A clause of ``text`` asks how a thing changed ("How has Germany's GDP changed?",
    "What's the trend in Venezuela's inflation?"): ``asked_clause`` reads it as a question
    of the figures, which only a field of several years (or of a rate of change) answers
    (``lookalikes.change_unheld``)."""
    for clause in _CLAUSE_END.split(normalise(text)):
        asked = _PERIOD_TAIL.sub("", clause.strip(), count=1)
        if _TREND_OF.match(asked) is not None or _HOW_CHANGED.match(asked) is not None:
            return True
    return False


#: A person correcting what they typed: "… no wait, …", "… i mean …", "… or rather …".
_REPAIR = re.compile(
    r"\s*(?:\.{2,}|…|[,;:-])?\s*\b(?:no\s+wait|wait\s+no|(?:sorry\s+)?i\s+meant?|or\s+rather"
    r"|scratch\s+that|correction)\b[,:.!]*\s+",
    re.IGNORECASE,
)
#: What a correction may start with: a question of its own, or the phrase it replaces.
_REPAIR_QUESTION = re.compile(
    r"(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|does|do|did|has|have"
    r"|can|could|tell|give)\b",
    re.IGNORECASE,
)
_REPAIR_PHRASE = re.compile(r"(of|in|for|from|about)\s", re.IGNORECASE)


def self_repaired(text: str) -> str:
    """``text`` as the person corrected it: a later question replaces what came before
    ("how large is texas compared to... i mean how large is ukraine" asks of Ukraine); a
    phrase after "of", "in", "for", "from" or "about" replaces the last such phrase before
    the correction ("national animal of scotland... no wait, of the uk" asks of the UK).
    Texas and Scotland were read as what was asked (Scotland, a part of the United
    Kingdom, is no work whose fields answer). Unchanged when nothing was typed before the
    correction or it corrects anything else."""
    repairs = list(_REPAIR.finditer(text))
    repair = repairs[-1] if repairs else None
    if repair is None or not _WORD.search(text[: repair.start()]):
        return text
    before, after = text[: repair.start()], text[repair.end() :]
    if not after.strip():
        return text
    if _REPAIR_QUESTION.match(after):
        return after
    phrase = _REPAIR_PHRASE.match(after)
    if phrase is not None:
        replaced = list(re.finditer(rf"\b{phrase.group(1)}\s", before, re.IGNORECASE))
        if replaced:
            return before[: replaced[-1].start()] + after
    return text


def asked_clause(text: str) -> str:
    """What ``text`` asks, without the framing a person wraps around it.

    - a clause before the one that asks ("I'm going to Morocco next month, what's the
      weather like there?", "Writing an essay: what kind of legal system …", "Planning a
      trip to Japan - what natural hazards …") is left out when it does not ask itself and
      the asking clause has words of its own ("Kenya's capital, what is it?" stays whole);
      so is what comes before an opening request joined by "and", "so" or "but" ("I'm
      planning a trip to Portugal and I was wondering what currency they use there");
    - an opening request ("Could you tell me", "Do you know", "I was wondering", "Help me
      find", "Please") and a closing ("these days", "right now", "for me", "please", "for
      my homework", and how short an answer is wanted: "in brief", "in short", "briefly");
    - a condition before the question without a comma ("If I move to Chile what time zone
      will I be in?", "When we visit Peru which currency do we need?");
    - "How much is a beer …?" read as "How much does a beer … cost?": a price;
    - an intensifier after a question word ("Where in the world is Ethiopia?", "what on
      earth"), and a word of repute before what a work is known for ("What is Chile famous
      for exporting?" asks what "What is Chile exporting?" asks);
    - "country" or "nation" after "a" and an adjective at the end ("Is Chad a dry
      country?", "a Muslim-majority nation"): the work itself, named already; the
      adjective is what is asked;
    - a plea after what is asked ("…, can you help?", "any ideas?") and "-wise" after the
      word asked about ("age-wise").

    Only what the fields are judged against changes; the work the question names is read
    from the whole question first ("there" stands for Morocco)."""
    text = normalise(text)
    unpleaded = _PLEA.sub("", text, count=1)
    if unpleaded.strip() and not _only_filler(unpleaded):
        text = unpleaded  # "…, can you help?"
    text = _WISE.sub(r"\1", text)
    source = _SOURCE_SAYS.match(text)
    if source is not None and not _only_filler(text[source.end() :]):
        text = "what is " + text[source.end() :]  # "What does the Factbook say about …"
    label = _QUIZ_LABEL.match(text)
    if label is not None and not _only_filler(text[label.end() :]):
        text = text[label.end() :]  # "Fill in the blank: …", "True or false: …"
    blank = _BLANK_START.sub("", _BLANK_END.sub("", text, count=1), count=1)
    if blank != text and blank.strip() and not _only_filler(blank):
        text = blank  # "The capital of Kenya is ___" asks for the capital
    clauses = [c for c in _CLAUSE_END.split(text) if c.strip()]
    ends = list(_CLAUSE_END.finditer(text.rstrip()))
    if (
        len(clauses) > 1
        and ends
        and _GUESS.match(clauses[-1])
        and not _ASKING.search(clauses[-1])
        and _ASKING.search(text[: ends[-1].start()])
    ):
        # "My teacher asked us what the capital of Eswatini is, I think it has two?": the
        # asker's guess after the question asks nothing of its own (the guess alone was asked)
        text = text[: ends[-1].start()]
        clauses = [c for c in _CLAUSE_END.split(text) if c.strip()]
    if len(clauses) > 1 and not _ASKING.match(clauses[0].lstrip()):
        for position in range(len(clauses) - 1, 0, -1):
            clause = clauses[position]
            unjoined = _LEADING_JOINER.sub("", clause, count=1)
            # a yes/no question ends the question, or only a follow-up of filler comes after
            # it: "Is the population of Japan growing or shrinking, and by how much?"
            follow = " ".join(clauses[position + 1 :])
            yes_no = (
                position == len(clauses) - 1 or (_FOLLOW_UP.match(follow) is not None)
            ) and _YES_NO_ASKING.match(f"{clause.lstrip()}{'?' if follow else ''}")
            asks = _PREPOSED_ASKING.match(unjoined) or _REQUEST.match(unjoined) or yes_no
            if asks and not _only_filler(clause):
                asking = " ".join(clauses[position:])
                before = clauses[position - 1]
                if _BACK_REFERENCE.search(asking) and _topic(before):
                    position -= 1  # "Nepal flag, what does it look like?"
                elif _BACK_REFERENCE.search(asking) and _restated(asking, before):
                    # "My friend says Burma has a national day, which day is it?": the
                    # asking clause's "it" is the "day" the clause before named; who said
                    # it is no part of what is asked
                    text = f"{_HEARSAY.sub('', before, count=1)} {asking}"
                    break
                elif (
                    _BACK_REFERENCE.search(asking)
                    and _described(asking)
                    and (thing := _thing_of(before))
                ):
                    # "My son has to draw the flag of North Macedonia for school, what does
                    # it look like?": the pronoun stands for the thing "the … of" named;
                    # the asking clause alone abstained
                    text = f"{thing} {asking}"
                    break
                elif _asks_a_kind_only(asking) and not _only_filler(before):
                    # "If I counted every resident of Portugal, what number would I get?",
                    # "My cousin says Chile has a national holiday, what date is it?": the
                    # asking clause says only the kind of answer; the clause before says
                    # what it is of (the asking clause alone abstained)
                    said = _SUPPOSING.sub("", _HEARSAY.sub("", before, count=1), count=1)
                    text = " ".join(f"{said} {_GETTING.sub('', asking)}".split())
                    break
                if position:  # else the whole question asks ("'s capital, what is it?")
                    # "…, but what is …", "…, so what is …": the joiner asks nothing
                    text = _LEADING_JOINER.sub("", " ".join(clauses[position:]), count=1)
                break
        else:
            # "Research question for school: life expectancy in Sierra Leone?"
            rest = clauses
            while (
                len(rest) > 1
                and _SCHOOL_CLAUSE.search(rest[0])
                and not _only_filler(" ".join(rest[1:]))
            ):
                rest = rest[1:]
            if rest is not clauses:
                text = " ".join(rest)
    school = _SCHOOL_OPENING.match(text)
    if school is not None and not _only_filler(text[school.end() :]):
        text = text[school.end() :]
    unschooled = _FOR_SCHOOL.sub("", text)
    if unschooled.strip() and not _only_filler(unschooled):
        text = unschooled
    condition = _CONDITION.match(text) or _PLANNING.match(text)
    if condition is not None and _asks_a_kind_only(text[condition.end() :]):
        # "if I added up every citizen of Sweden what would the total be": the condition
        # says what the total is of
        text = " ".join(_GETTING.sub("", _SUPPOSING.sub("", text, count=1)).split())
    elif condition is not None and not _only_filler(text[condition.end() :]):
        text = text[condition.end() :]
    joined = None if _ASKING.match(text.lstrip()) else _JOINED_OPENING.search(text)
    if joined is not None:
        text = text[joined.end() :]
    request = None if _ASKING.match(text.lstrip()) else _JOINED_REQUEST.search(text)
    if request is not None and not _only_filler(text[request.end() :]):
        text = text[request.end() :]  # "… and wonder what the highest point is"
    text = _INTENSIFIER.sub(r"\1", text)
    text = _REPUTED_FOR.sub("", text)
    if not re.search(r"\bworth\b", text, re.IGNORECASE):
        text = _PRICE_OF_ONE.sub(r"how much does \1 cost", text, count=1)
    framed = _CLOSING.sub("", _OPENING.sub("", text, count=1), count=1)
    framed = _THE_WORK.sub(lambda m: m.group(1).rstrip(), framed)
    unit = _UNIT_TAIL.sub("", framed, count=1)
    framed = unit if unit.strip() and not _only_filler(unit) else framed
    framed = _SHARE_OF.sub("share", _as_figures(framed))
    if _YES_NO_OPENING.match(framed):
        # "Does Egypt have over 100 million people?": the figure the field's is checked
        # against, no word the field writes ("100 million" made it abstain)
        counted = _COUNTED_PEOPLE.search(framed)
        unfigured = _LARGE_FIGURE.sub(" ", framed)
        if counted is not None:
            # "Is Indonesia more than 200 million people?", "Does Indonesia have over 200
            # million people?": the figure checks a count of people, asked as "how many
            # people is Indonesia" ("is Indonesia people" quoted *People - note*, 0.44; the
            # "have" form abstained)
            left = " ".join(f"{framed[: counted.start()]} {framed[counted.end() :]}".split())
            framed = f"how many {counted.group(1)} {left[:1].lower()}{left[1:]}"
        else:
            framed = unfigured if not _only_filler(unfigured) else framed
    return framed if framed.strip() and not _only_filler(framed) else text


#: A yes/no question's opening auxiliary.
_YES_NO_OPENING = re.compile(
    r"^\W*(?:is|are|was|were|does|do|did|has|have|can|could|will|would)\b", re.IGNORECASE
)
#: A large figure a yes/no question checks a field's against: "over 100 million", "more than
#: 2 billion dollars", "at least 50,000", in words too ("above or below four million").
_BOUND = (
    r"(?:over|above|more\s+than|at\s+least|under|below|less\s+than|fewer\s+than|nearly"
    r"|almost|around|about|roughly|approximately|close\s+to)"
)
_SPELT = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred|hundred|a\s+few|several)"
)
_LARGE_FIGURE = re.compile(
    rf"\b{_BOUND}(?:\s+or\s+{_BOUND})?\s+(?:\$\s*)?"
    r"(?:\d[\d.]*\s*(?:million|billion|trillion|thousand|bn)\b|\d{1,3}(?:,\d{3})+\b"
    rf"|{_SPELT}\s+(?:million|billion|trillion|thousand)\b)",
    re.IGNORECASE,
)


#: A large figure of people a yes/no question checks ("more than 200 million people").
_COUNTED_PEOPLE = re.compile(
    _LARGE_FIGURE.pattern + r"\s+(people|inhabitants|residents|citizens|persons|folks)\b",
    re.IGNORECASE,
)


def _only_filler(text: str) -> bool:
    """Every word of ``text`` is question filler or a stop word ("what is it?")."""
    return all(
        w.lower() in QUESTION_FILLER or w.lower() in STOP_WORDS
        for w in _WORD.findall(_CONTRACTION.sub("", _unnegated(text)))
    )


#: Words after which a question's asked thing starts ("what is the …", "how many …").
_COPULA = frozenset("is are was were s".split())
#: "What is the difference in area between …?": a contrast of the thing that follows.
_CONTRASTS = frozenset("difference differences gap".split())
#: A modal and "be" ask as a copula does: "Who will be …?", "What would be …?"
_MODAL_BE = [[modal, "be"] for modal in "will would could should might may must".split()]
_DETERMINERS = frozenset("the a an".split())
#: "What kind of climate …": the asked thing follows.
_KINDS = frozenset("kind kinds type types sort sorts".split())
#: "What percentage of workers …", "the number of people …", "the size of the population …": a
#: measure of the thing that follows.
_MEASURES = frozenset(
    """percentage percent share proportion portion number amount rate level fraction length height
    overview summary description list size""".split()
)
#: How a measure is taken: "the average number of years of schooling", "the total number of
#: refugees" ask for the years, the refugees ("average" was read as the asked thing, and
#: *School life expectancy*, which counts years, was no count of it; g28b).
_MEASURE_MODIFIERS = frozenset("average mean typical total overall median".split())
#: Head nouns that name a measure or a form, not a thing: "the unemployment figure", "the
#: legal system", "the population size" ask for what the word before them names.
_GENERIC = frozenset(
    """figure figures number numbers rate rates level levels amount value values size total
    totals status situation system systems form forms stats statistics data info information
    details breakdown estimate count thing things stuff one ones span length""".split()
)
#: Words that end the asked thing's phrase: prepositions, auxiliaries, question filler.
_PREPOSITIONS = frozenset(
    """in of for on at from to by with into about between among within inside near like per
    through across over under around during since after before against toward towards
    along up out off down beneath underneath throughout beyond upon via""".split()
)
_AUXILIARIES = frozenset(
    "is are was were be been do does did has have had can could will would should s".split()
)


def asked_head(text: str) -> str | None:
    """The head noun of what the question asks for, when its shape shows one, lower case:
    "What is the tallest **building** in …?", "How many **cats** live in …?", "Which
    **languages** are spoken …?", "Who is the **president** of …?", "Name the national
    **dish** of …", "tallest **building** in …?". None for shapes that ask
    about a property rather than name a thing ("How big is …?", "When did …?", "Who leads
    …?", "How much is one US dollar worth …?"). "Who" before a verb of making asks for the
    maker: the verb is the asked thing ("Who **designed** the flag of …?").

    A field that answers the question holds this thing, in its text or in what it is
    described to answer; "building" is neither in *Elevation* nor close in meaning to its
    "tallest mountain". No parser: the phrase after the question word (and a copula and
    article) runs to the first preposition, auxiliary or filler word; its last word is the
    head, except before a preposition or at the end where a noun–verb pair ends it ("natural
    disasters happen in", "cats live in"), whose noun is the head."""
    # "what's", "whats": "what is" — its copula starts the phrase ("What's India's top
    # court?" read "top court" as a noun and a verb, "top" the asked thing)
    spelt = _WH_IS.sub(lambda m: m.group(1) + " is", normalise(text))
    words = [w.lower() for w in _WORD.findall(_CONTRACTION.sub("", _unnegated(spelt)))]
    opening = words[:3]
    start: int | None = None
    for position, word in enumerate(opening):
        if word == "how":
            following = words[position + 1 : position + 2]
            if following and following[0] in ("many", "much"):
                start = position + 2
                if words[start : start + 1] == ["times"]:
                    return None  # "How many times has … been amended?": how often, no thing
                if following[0] == "much" and _PRICED & set(words[start:]):
                    return "cost"  # "How much does a beer cost in …?": a price is asked
            break
        if word in ("what", "which", "whats", "who"):
            start = position + 1
            after_copula = start < len(words) and words[start] in _COPULA
            if after_copula:
                start += 1
            elif words[start : start + 2] in _MODAL_BE:  # "Who will be the next president?"
                start += 2
                after_copula = True
            elif word == "who":
                following = words[start : start + 1]
                if following and following[0] in MAKING:
                    return following[0]  # "Who designed …?": the making asked about
                return None  # "Who leads …?": a verb, not a thing
            while start < len(words) and words[start] in _DETERMINERS:
                start += 1
            break
        if word == "where":
            # "Where is the seat of government of …?": the thing whose place is asked
            # (never the place named: "Where is Kenya?" keeps no article)
            following = words[position + 1 : position + 3]
            if len(following) == 2 and following[0] in _COPULA and following[1] == "the":
                start = position + 3
            break
    asked = start is not None  # after a question word: a noun–verb pair may follow
    if start is None:
        start = _phrase_start(words)
        if start is None:
            return None
    while True:
        if start + 1 < len(words) and words[start] in _KINDS and words[start + 1] == "of":
            start += 2
            continue
        if (
            start + 2 < len(words)
            and words[start] in _MEASURE_MODIFIERS
            and words[start + 1] in _MEASURES
            and words[start + 2] == "of"
        ):
            start += 1  # "the average number of years …": the measure follows
            continue
        unit = start + 1 if start < len(words) and words[start] in UNIT_MODIFIERS else start
        if unit + 1 < len(words) and words[unit] in MEASURED and words[unit + 1] == "of":
            # "How many miles of coast …?", "… square kilometres of forest": the unit is the
            # measure the thing after "of" is asked in (``units.py``)
            start = unit + 2
            continue
        if start + 1 < len(words) and (
            (words[start] in _MEASURES and words[start + 1] == "of")
            or (words[start] in _CONTRASTS and words[start + 1] in ("in", "of"))
        ):
            start += 2
            while start < len(words) and words[start] in _DETERMINERS:
                start += 1
            continue
        break
    end = start
    # a quantifier after the phrase's first word closes it: "What type of terrain covers
    # most of …?" asks for terrain ("covers most" read "covers" as the thing)
    while end < len(words) and not (
        _ends_phrase(words[end]) or (end > start and words[end] in _QUANTIFIERS)
    ):
        end += 1
    phrase = words[start:end]
    if (
        len(phrase) == 1
        and start > 0
        and words[start - 1] in _COPULA
        and words[end : end + 1] == ["about"]
    ):
        return None  # "What is special about the geography of …?": a judgement, no thing
    if start > 0 and words[start - 1] in _COPULA and phrase[:1] and phrase[0] in _HAPPENING:
        return None  # "What is happening to the environment in …?": events, no thing
    while phrase and _participle(phrase[-1]):
        phrase.pop()  # a participle: "Who is allowed to vote", "What are laws based on"
    if not phrase:
        return None
    closed_by_auxiliary = end < len(words) and words[end] in _AUXILIARIES
    # "How many hospital beds per 1,000 people …": a plural before "per" is the rate's
    # counted thing, a noun (a verb after a plural subject takes no -s: "people die per year")
    closed_by_rate = (
        end < len(words)
        and words[end] == "per"
        and phrase[-1].endswith("s")
        and not phrase[-1].endswith("ss")
    )
    pair = (
        asked
        and not closed_by_auxiliary
        and not closed_by_rate
        and not _after_noun_start(words, start)
    )
    if len(phrase) >= 3 and pair:
        # the verb may take words of its own: "How many mothers die giving birth …?" asks
        # for mothers ("giving birth" is what they die of), the plural before the verb
        subject = next((n for n in range(len(phrase) - 2) if _plural_noun(phrase[n])), None)
        phrase = phrase[: subject + 1] if subject is not None else phrase[:-1]
    elif len(phrase) >= 2 and pair:
        phrase = phrase[:-1]
    while len(phrase) > 1 and phrase[-1] in _GENERIC:
        phrase = phrase[:-1]
    head = phrase[-1]
    if len(phrase) == 1 and head in _WHEN_NOUNS:
        return None  # "In what year …?", "What date …?": when, not a thing
    return None if head.isdigit() or head in _CHOICES else head


#: A question word with its "is" run in: "what's", "whats", "who's", "where's".
_WH_IS = re.compile(r"\b(what|who|where|which)(?:['’]s|s)\b", re.IGNORECASE)
#: "How much does petrol cost …?" asks for a price, as "What is the price of petrol …?" does:
#: the asked thing is the cost, which a field holding "petrol" (*Petroleum*: barrels a day)
#: does not state.
_PRICED = frozenset("cost costs costing".split())
#: Verbs of making or starting something: "Who designed the flag of …?" asks for its maker,
#: which a field that only describes the flag does not hold (the verb is the asked thing);
#: so do the deeds of a person that started it ("Who led Kenya to independence?", "Who
#: signed …?"): *Independence* gives the date, not who led or signed.
MAKING = frozenset(
    """designed founded invented built created wrote composed painted discovered drew
    sculpted engineered established led signed""".split()
)
#: "Which country has more people, Kenya or Uganda?": the choice among the named works, not
#: the thing asked about them.
_CHOICES = frozenset("country countries nation nations one ones place places territory".split())
#: "What year …", "Which day …": the question asks when (its answer type), not for a thing.
_WHEN_NOUNS = frozenset("year years date day month century decade".split())
#: Words that open a request rather than name its object: "Tell me the …", "Name the …".
_REQUESTS = frozenset(
    """tell me give name list show describe explain outline summarise summarize find please
    us""".split()
)
#: "What is happening to …", "What is going on in …": asked about events, not a thing.
_HAPPENING = frozenset("happening going occurring".split())


def _phrase_start(words: list[str]) -> int | None:
    """Where the asked thing starts in a request or a bare phrase ("Name the tallest
    building in …", "tallest building in …?"); None for a yes/no question ("Does … have
    oil?") or an empty one."""
    start = 0
    if len(words) > 1 and words[0].endswith("ly") and words[1] in _REQUESTS:
        start = 1  # an adverb of manner before a request: "Briefly describe …"
    while start < len(words) and words[start] in _REQUESTS:
        start += 1
    if start < len(words) and (words[start] in _AUXILIARIES or words[start] in QUESTION_FILLER):
        return None  # a yes/no question: "Is … a monarchy?", "Does … have oil?"
    if start + 1 < len(words) and words[start + 1] in _DETERMINERS:
        start += 1  # a verb before an article: "Compare the GDP of …"
    while start < len(words) and words[start] in _DETERMINERS:
        start += 1
    if start >= len(words) or words[start] in _AUXILIARIES or words[start] in QUESTION_FILLER:
        return None
    return start


#: Words that say how much of something, not what: they close the asked phrase.
_QUANTIFIERS = frozenset("most mostly more much all almost nearly".split())
#: Nouns whose ending reads like a participle's: "What is the main watershed of …?".
_NOT_PARTICIPLES = ("shed", "bed", "seed", "hundred", "hatred", "kindred")


def _participle(word: str) -> bool:
    """A past participle ("allowed", "based"), not a noun ending alike ("watershed")."""
    return word.endswith("ed") and len(word) > 4 and not word.endswith(_NOT_PARTICIPLES)


#: Plurals that end in no -s, and words ending in -s that are no plural.
_PLURALS = frozenset("people children women men folk folks".split())
_NOT_PLURALS = frozenset("gas has was does this thus yes bus news series species".split())


def _plural_noun(word: str) -> bool:
    """Reads as a plural noun: "mothers", "people" (not "gas", "status", "analysis")."""
    if word in _PLURALS:
        return True
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is"))
        and word not in _NOT_PLURALS
    )


def _ends_phrase(word: str) -> bool:
    return (
        word in _PREPOSITIONS
        or word in _AUXILIARIES
        or word in STOP_WORDS
        or (word in QUESTION_FILLER and word not in _KINDS)
    )


def _after_noun_start(words: list[str], start: int) -> bool:
    """The phrase at ``start`` follows "is", "are" or an article: a noun phrase
    ("what is the tallest building"), not a noun–verb pair ("what natural disasters
    happen")."""
    before = words[start - 1] if start > 0 else ""
    return before in _COPULA or before in _DETERMINERS


#: A statement the person asks to have checked: "Is it true that Istanbul is the capital of
#: Turkey?", "Am I right that …", "Can you confirm that …" — the statement, asked as a yes/no
#: question ("Is Istanbul the capital of Turkey?").
_CHECK_OPENING = re.compile(
    r"^\W*(?:is\s+it\s+(?:really\s+)?(?:true|correct|right|so|the\s+case|a\s+fact)"
    r"|am\s+i\s+(?:right|correct)(?:\s+(?:in\s+)?(?:saying|thinking))?"
    r"|would\s+it\s+be\s+(?:true|correct|right)\s+to\s+say"
    r"|(?:can|could)\s+you\s+confirm|please\s+confirm|confirm|true\s+or\s+false\s*[:?.,-]?)"
    r"\s+(?:that\s+)?(?=[^\W_])",
    re.IGNORECASE,
)
#: … or the statement with a tag after it: "Lagos is the capital of Nigeria, right?",
#: "Italy uses the euro, doesn't it?", "…, correct?", "…, is that true?".
_CHECK_TAG = re.compile(
    r"\s*,\s*(?:right|correct|true|yes|no|or\s+not|am\s+i\s+right"
    r"|is\s+that\s+(?:right|true|correct|so)"
    r"|(?:is|are|was|were|does|do|did|has|have|can)n['’]?t\s+(?:it|they|he|she|there|we|you))"
    r"\W*$",
    re.IGNORECASE,
)
#: The auxiliaries a statement moves to the front when asked: "Istanbul is …" → "Is
#: Istanbul …?".
_MOVED = frozenset("is are was were can could will would should has have had".split())
#: After "has" or "have", the words that keep it an auxiliary ("Chile has been …", "Peru has
#: got …"); else it is the verb of having, asked with "does" ("Japan has nuclear power" →
#: "Does Japan have nuclear power?").
_PERFECT = re.compile(r"^(?:been|got|had|[^\W\d_]+ed|[^\W\d_]+en)$", re.IGNORECASE)


#: "Has Iceland got an army?" asks what "Does Iceland have an army?" asks.
_HAS_GOT = re.compile(r"^(\W*)(has|have)\s+(.+?)\s+got\b", re.IGNORECASE)


def as_yes_no(text: str) -> str:
    """A statement the person asks to have checked, asked as the yes/no question it is: "Is
    it true that Istanbul is the capital of Turkey?" → "Is Istanbul the capital of Turkey?",
    "Lagos is the capital of Nigeria, right?" → "Is Lagos the capital of Nigeria?", "Italy
    uses the euro, doesn't it?" → "Does Italy uses the euro?" (the verb's form steers
    nothing); "Has Iceland got an army?" → "Does Iceland have an army?". The rules that read
    yes/no questions ("Is Poland in the EU?": the body a work
    belongs to; a name the field lists others beside) then read it as one. A question that
    asks already ("Is Chad in Africa, right?", "What is …, right?") is left as it is."""
    got = _HAS_GOT.match(text)
    if got is not None:
        does = "Does" if got.group(2).lower() == "has" else "Do"
        text = f"{got.group(1)}{does} {got.group(3)} have{text[got.end() :]}"
    opening = _CHECK_OPENING.match(text)
    tag = _CHECK_TAG.search(text)
    if opening is None and tag is None:
        return text
    start = opening.end() if opening is not None else 0
    end = tag.start() if tag is not None else len(text)
    statement = text[start:end].strip().rstrip("?.!").strip()
    words = statement.split()
    if len(words) < 2:
        return text
    first = words[0].lower()
    if first in _AUXILIARIES or _ASKING.match(first) or first in QUESTION_FILLER:
        return text  # "Is Chad in Africa, right?": a question already
    for i, word in enumerate(words[1:], start=1):
        lower = word.lower()
        if lower not in _MOVED:
            continue
        after = words[i + 1] if i + 1 < len(words) else ""
        if lower in ("has", "have") and not _PERFECT.match(after):
            does = "does" if lower == "has" else "do"
            return " ".join([does.capitalize(), *words[:i], "have", *words[i + 1 :]]) + "?"
        return " ".join([lower.capitalize(), *words[:i], *words[i + 1 :]]) + "?"
    verb = words[1].lower()
    return " ".join(["Does" if verb.endswith("s") else "Do", *words]) + "?"
