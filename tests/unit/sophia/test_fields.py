"""The field model of a named reference work: which model judges it (``dense`` with the
stored passage vectors, ``semantic`` with headings only, ``lexical`` without an embedding
model), and the passage vectors lifting the field whose text, not heading, is closest."""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from dataclasses import replace

import numpy

from oshun.retrieval.analysis import terms
from oshun.retrieval.search import PassageRecord
from oshun.sentences import Span
from oshun.sophia.fields import (
    HEAD_GAP_MAX,
    FieldJudgement,
    HeadingVectors,
    WorkFields,
    _dated_line,
    _introduced,
    _items,
    _undated_line,
    count_gap,
    judge_fields,
    office_gap,
    sibling_words,
    when_gap,
    without_year,
    year_line,
)
from oshun.sophia.presets import field_model
from oshun.sophia.question import parse_question
from oshun.sophia.signals import TermStats
from tests.unit.sophia._records import passage


class BagOfWordsEmbedder:
    """A real, tiny embedder: hashed bag of lowercased words, L2-normalised."""

    model_id = "bag-of-words@test"
    dim = 64

    def embed(self, texts: Sequence[str]) -> numpy.ndarray:
        out = numpy.zeros((len(texts), self.dim), dtype=numpy.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"[a-z]+", text.lower()):
                out[row, zlib.crc32(word.encode()) % self.dim] += 1.0
            norm = numpy.linalg.norm(out[row])
            out[row] /= norm if norm else 1.0
        return out


def _record(heading: str, text: str, ordinal: int) -> PassageRecord:
    return passage(text, heading=heading, title="Chad", id=f"p{ordinal}", ordinal=ordinal)


_FIELDS = [
    ("Economy › Industries", "oil, cotton textiles, meatpacking"),
    ("Economy › Real GDP per capita", "people earn about $1,500 a year on average"),
    ("Economy › Exports", "oil, livestock, cotton"),
]


def _work(with_texts: bool, embedder: BagOfWordsEmbedder) -> WorkFields:
    passages = [_record(h, t, i) for i, (h, t) in enumerate(_FIELDS)]
    work = WorkFields.of(passages)
    if with_texts:
        work.texts = embedder.embed([f"{p.title}\n{p.heading}\n{p.text}" for p in passages])
    return work


def _judge(work: WorkFields, headings: HeadingVectors | None, rest: str) -> list[FieldJudgement]:
    stats = TermStats(1000, lambda term: 10)
    return judge_fields(parse_question(rest), rest, work, stats, headings)


def test_the_model_follows_what_the_library_has() -> None:
    embedder = BagOfWordsEmbedder()
    headings = HeadingVectors(embedder)
    assert _work(False, embedder).kind(None) == "lexical"
    assert _work(False, embedder).kind(headings) == "semantic"
    assert _work(True, embedder).kind(headings) == "dense"
    assert _work(True, embedder).kind(None) == "lexical"  # no model: vectors are not used


def test_stored_passage_vectors_add_the_text_signals_only_when_present() -> None:
    embedder = BagOfWordsEmbedder()
    headings = HeadingVectors(embedder)
    rest = "What do people earn in ?"
    without = _judge(_work(False, embedder), headings, rest)
    assert all("text_sim" not in f.signals for f in without)
    dense = _judge(_work(True, embedder), headings, rest)
    assert all({"text_sim", "text_margin"} <= set(f.signals) for f in dense)
    first = dense[0]
    assert first.reading.hit.passage.heading == "Economy › Real GDP per capita"
    assert first.signals["text_margin"] > 0  # its text stands above the other fields'


def test_the_dense_model_weighs_the_text_signals() -> None:
    dense, semantic = field_model("dense"), field_model("semantic")
    assert {"text_sim", "text_margin"} <= set(dense.weights)
    assert dense.weights["text_margin"] > 0  # a field whose text stands out is more likely
    assert "text_sim" not in semantic.weights
    assert 0 < dense.threshold < 1


def test_a_field_that_lacks_the_asked_thing_never_answers() -> None:
    """ "What is the tallest building in Chad?" names a thing (a building) that neither the
    *Elevation* field nor its descriptions hold, and that is far in meaning from them: the
    field's probability is 0 whatever its other signals; the mountain question still reads
    the field."""
    embedder = BagOfWordsEmbedder()
    headings = HeadingVectors(embedder)
    passages = [
        _record("Geography › Elevation", "highest point: Emi Koussi 3,445 m", 0),
        _record("Economy › Exports", "oil, livestock, cotton", 1),
    ]
    building = _judge(WorkFields.of(passages), headings, "What is the tallest building in ?")
    elevation = next(f for f in building if f.reading.hit.passage.heading.endswith("Elevation"))
    assert elevation.signals["head_gap"] > HEAD_GAP_MAX
    assert elevation.probability == 0.0
    mountain = _judge(WorkFields.of(passages), headings, "What is the highest point in ?")
    elevation = next(f for f in mountain if f.reading.hit.passage.heading.endswith("Elevation"))
    assert elevation.signals["head_gap"] == 0.0  # "point" is in the field
    assert elevation.probability > 0.0


def _symbols(value: str, rest: str) -> FieldJudgement:
    passages = [
        _record("Government › National symbol(s)", value, 0),
        _record("Economy › Exports", "oil, livestock, cotton", 1),
    ]
    judged = _judge(WorkFields.of(passages), HeadingVectors(BagOfWordsEmbedder()), rest)
    return next(f for f in judged if f.reading.hit.passage.heading.endswith("symbol(s)"))


def test_a_listed_kind_the_value_does_not_hold_never_answers() -> None:
    """*National symbol(s)* is described as holding a national animal, bird, flower, tree…
    (``kinds`` in the descriptions), so "flower" is in what the field can hold; whether this
    work's field holds one, only its value says. "goat (animal), lion (animal)" holds no
    flower: the field does not answer "What is the national flower of …?" (it used to quote
    the animal at 0.87–0.94); it answers the animal question, and a flower inside a
    compound ("sunflower") is a flower."""
    animals = "goat (animal), lion (animal)"
    flower = _symbols(animals, "What is the national flower of ?")
    assert flower.signals["head_gap"] == 0.0  # the descriptions name flowers
    assert flower.signals["kind_gap"] == 1.0
    assert flower.probability == 0.0
    animal = _symbols(animals, "What is the national animal of ?")
    assert animal.signals["kind_gap"] == 0.0
    assert animal.probability > 0.0
    sunflower = _symbols("tryzub (trident), sunflower", "What is the national flower of ?")
    assert sunflower.signals["kind_gap"] == 0.0
    assert sunflower.probability > 0.0


def test_who_made_it_needs_a_field_that_names_a_maker() -> None:
    """ "Who designed the flag of …?" asks for a designer; a *Flag* field that describes the
    flag — even one saying "the flag design" — names none and never answers. "Who composed
    the anthem of …?" is what the anthem field is described to answer ("composer")."""
    embedder = BagOfWordsEmbedder()
    headings = HeadingVectors(embedder)
    passages = [
        _record(
            "Government › Flag",
            "description: three equal horizontal bands of blue, yellow, and red\n"
            "note: one of two flags that show the country's shape in the flag design",
            0,
        ),
        _record("Government › National anthem(s)", 'title: "Hymn"\nlyrics/music: Ana ROSA', 1),
    ]
    work = WorkFields.of(passages)
    designed = _judge(work, headings, "Who designed the flag of ?")
    flag = next(f for f in designed if f.reading.hit.passage.heading.endswith("Flag"))
    assert flag.signals["head_gap"] > HEAD_GAP_MAX
    assert flag.probability == 0.0
    looks = _judge(work, headings, "What does the flag of look like?")
    flag = next(f for f in looks if f.reading.hit.passage.heading.endswith("Flag"))
    assert flag.probability > 0.0
    composed = _judge(work, headings, "Who composed the anthem of ?")
    anthem = next(f for f in composed if f.reading.hit.passage.heading.endswith("anthem(s)"))
    assert anthem.signals["head_gap"] == 0.0
    assert anthem.probability > 0.0


def test_who_made_it_is_not_answered_by_a_field_described_as_when() -> None:
    """*Independence* is described as the "date of founding": "When was … founded?" is its
    question, "Who founded …?" is not — asked who, a verb of making counts in the
    descriptions only of a field that names people."""
    embedder = BagOfWordsEmbedder()
    headings = HeadingVectors(embedder)
    passages = [
        _record("Government › Independence", "12 December 1963 (from the UK)", 0),
        _record("Introduction › Background", "The British founded a colony here in 1819.", 1),
    ]
    work = WorkFields.of(passages)

    def field(question: str, ending: str) -> FieldJudgement:
        judged = _judge(work, headings, question)
        return next(f for f in judged if f.reading.hit.passage.heading.endswith(ending))

    assert field("Who founded ?", "Independence").probability == 0.0
    assert field("Who founded ?", "Background").signals["head_gap"] == 0.0
    assert field("When was founded?", "Independence").probability > 0.0


class _SurnameIsANameEmbedder(BagOfWordsEmbedder):
    """The bag of words, with "surname" meaning a kind of name (as it does to a real model)."""

    def embed(self, texts: Sequence[str]) -> numpy.ndarray:
        return super().embed([re.sub(r"\bsurname\b", "surname name", t) for t in texts])


def test_a_thing_near_a_listed_kind_but_not_one_is_not_answered_by_it() -> None:
    """*Country name* lists names (long, short, local, former), an abbreviation, an
    etymology. "surname" is close in meaning to "name" but is none of them: the field does
    not answer "What is the most common surname in …?" (it used to, at 0.25); it answers
    "What was … formerly called?"."""
    passages = [
        _record(
            "Government › Country name",
            "conventional long form: Republic of Chad\nlocal short form: Tchad\n"
            "former: French Equatorial Africa",
            0,
        ),
        _record("Economy › Exports", "oil, livestock, cotton", 1),
    ]
    work = WorkFields.of(passages)
    headings = HeadingVectors(_SurnameIsANameEmbedder())
    surname = _judge(work, headings, "What is the most common surname in ?")
    name = next(f for f in surname if f.reading.hit.passage.heading.endswith("Country name"))
    assert name.signals["kind_gap"] == 1.0
    assert name.probability == 0.0
    former = _judge(work, headings, "What is the former name of ?")
    name = next(f for f in former if f.reading.hit.passage.heading.endswith("Country name"))
    assert name.signals["kind_gap"] == 0.0
    assert name.probability > 0.0


def test_a_field_of_another_time_than_asked_does_not_answer() -> None:
    """``when_gap``: a year the question gives that the field lacks, or a holder in time of
    the asked thing ("the first president") that the field never writes."""
    population = "total: 84,075,075 (2025 est.)"
    executive = (
        "chief of state: President John MAHAMA (since 7 January 2025)\n"
        "election results: 2024: MAHAMA elected president in the first round"
    )
    assert when_gap("What was the population of in 1950?", "population", population) == 1.0
    assert when_gap("What is the population of in 2025?", "population", population) == 0.0
    assert when_gap("Who was the first president of ?", "president", executive) == 1.0
    assert when_gap("Who is the president of ?", "president", executive) == 0.0
    capital = "etymology: previous Brazilian capitals were Salvador and Rio de Janeiro"
    assert when_gap("What was the previous capital of ?", "capital", capital) == 0.0
    # a later holder, or one of several of a thing; a place in a ranking is a list's order
    assert when_gap("Who was the second president of ?", "president", executive) == 1.0
    languages = "Languages: Swedish (official)"
    assert when_gap("What is the most spoken second language in ?", "language", languages) == 1.0
    cities = "37.194 million TOKYO (capital), 19.013 million Osaka"
    assert when_gap("What is the second largest city in ?", "city", cities) == 0.0
    shares = "English (official) 87.1%, French (official) 29.1%"
    assert when_gap("What is the second most spoken language in ?", "language", shares) == 0.0
    peak = "highest point: K2 (Mt. Godwin-Austen) 8,611 m\nlowest point: Arabian Sea 0 m"
    assert when_gap("What is the second highest mountain in ?", "mountain", peak) == 1.0

    # a holder to come: a field describing its work as it is now never names one
    assert when_gap("Who will be the next president of ?", None, executive) == 1.0
    assert when_gap("who's going to win the election in ?", None, executive) == 1.0
    assert when_gap("Who is going to win the election in ?", None, executive) == 1.0
    assert when_gap("Who'll lead ?", None, executive) == 1.0
    assert when_gap("Who leads ?", None, executive) == 0.0


def test_a_short_word_holds_only_its_inflections() -> None:
    """ "bigger" is a form of "big" and "cats" of "cat"; "mayor" is not a form of "may" (the
    Factbook's *Capital* etymology: "may be related to …"), nor "monarch" of "mon"."""
    from oshun.sophia.fields import _held

    assert _held("bigger", {"big"}) and _held("richest", {"rich"}) and _held("cats", {"cat"})
    assert _held("wealthi", {"wealt"})
    assert not _held("mayor", {"may"}) and not _held("monarch", {"mon"})


def test_only_fields_described_as_naming_people_answer_who_for_a_thing_they_lack() -> None:
    from oshun.sophia.descriptions import names_people

    assert names_people("Government › Executive branch")
    assert names_people("Government › National anthem(s)")
    assert not names_people("Government › Capital")
    assert not names_people("A heading with no descriptions")


def test_the_time_before_a_thing_is_not_answered_by_a_line_stating_it() -> None:
    from oshun.sophia.fields import before_gap

    assert before_gap("What currency did use before the euro?", "Currency: euros (EUR)")
    assert before_gap("What was the capital of before Abuja?", "name: Abuja")
    # a line that speaks of the earlier time answers
    assert not before_gap(
        "What was the capital of before Abuja?",
        "etymology: the newly built city of Abuja replaced Lagos as the capital city in 1991",
    )
    # the thing is not what the line states
    assert not before_gap("Who ruled before independence?", "15 August 1947 (from the UK)")
    assert not before_gap("What is the capital of ?", "name: Abuja")
    # the name after "before" was taken out with the work's ("… of Brazil before Brasilia?")
    assert before_gap("What was the capital of before ?", "name: Brasília")
    assert not before_gap(
        "What was the capital of before ?", "etymology: previous capitals were Salvador"
    )


def test_asked_before_a_thing_the_quote_is_the_line_of_the_earlier_time() -> None:
    from oshun.sophia.fields import _earlier_line

    capital = (
        "name: Tokyo\ngeographic coordinates: 35 41 N, 139 45 E\netymology: originally "
        "known as Edo; renamed Tokyo in 1868, as a contrast to Kyoto, the previous capital"
    )
    span = _earlier_line("What was the capital of before ?", capital)
    assert span is not None and capital[span.start : span.end].startswith("etymology:")
    assert _earlier_line("What is the capital of ?", capital) is None
    assert _earlier_line("What was the capital before ?", "name: Tokyo") is None


def test_a_count_of_another_thing_than_the_field_counts_does_not_answer() -> None:
    beds = "People and Society › Hospital bed density"
    assert count_gap("hospitals", beds) == 1.0  # "How many hospitals …?": beds are counted
    assert count_gap("beds", beds) == 0.0
    assert count_gap(None, beds) == 0.0  # not a count: "What is the hospital bed density …?"
    doctors = "People and Society › Physician density"
    assert count_gap("nurses", doctors) == 1.0
    assert count_gap("doctors", doctors) == count_gap("physicians", doctors) == 0.0
    assert count_gap("hospitals", "Government › Capital") == 0.0  # lists no count: no rule


def _judged(heading: str, probability: float, desc_sim: float) -> FieldJudgement:
    from oshun.retrieval.search import SearchHit
    from oshun.sentences import Span
    from oshun.sophia.signals import Reading

    hit = SearchHit(_record(heading, "text", 0), 0.0, 1)
    reading = Reading(hit, Span(0, 4), 0.8, 0.8, 0.0, 1.0, 1.0, 1, 0.8, 0.0, False, False)
    return FieldJudgement(reading, {"desc_sim": desc_sim}, probability)


def test_the_whole_leads_a_per_person_measure_the_question_does_not_ask() -> None:
    from oshun.sophia.fields import _whole_before_per_head

    per_head = _judged("Economy › Real GDP per capita", 0.52, 0.82)
    whole = _judged("Economy › Real GDP (purchasing power parity)", 0.39, 0.88)
    # "What is the GDP of France?": closer to what the whole's field answers
    out = [per_head, whole]
    _whole_before_per_head(out, 0.25)
    assert out == [whole, per_head]
    # "What is the GDP per capita of Norway?": closer to the per-person field's descriptions
    out = [per_head, replace(whole, signals={"desc_sim": 0.80})]
    _whole_before_per_head(out, 0.25)
    assert out[0] is per_head
    # the whole is no witness, or measures another thing: the order stays
    for other in (
        replace(whole, probability=0.2),
        _judged("Economy › Real GDP growth rate", 0.39, 0.88),
        _judged("Economy › Exports", 0.39, 0.88),
    ):
        out = [per_head, other]
        _whole_before_per_head(out, 0.25)
        assert out[0] is per_head


def test_an_offices_second_holder_must_be_in_the_quoted_line() -> None:
    """``office_gap``: "the vice president" is not named by "President …", though the field
    elsewhere says "president and vice president"; a line naming the second holder answers."""
    president = "chief of state: President Luiz Inácio LULA da Silva (since 1 January 2023)"
    vice = "head of government: Vice President Mohammed JALLOW (since 23 February 2024)"
    assert office_gap("Who is the vice president of ?", "president", president)
    assert office_gap("Who is the deputy prime minister of ?", "minister", president)
    assert not office_gap("Who is the vice-president of ?", "president", vice)
    assert not office_gap("Who is the president of ?", "president", president)
    assert not office_gap("Who is the vice president of ?", None, president)
    # asked who, the office must be followed by its holder's name: a line on how the
    # president and vice president are elected names no one
    process = "president and vice president indirectly elected on the same ballot"
    assert office_gap("Who is the vice president of ?", "president", process)
    assert not office_gap("How is the vice president of elected?", "president", process)


def test_a_part_of_a_field_the_question_is_clearly_closer_to_leads() -> None:
    from oshun.sophia.fields import _closer_sub_field

    whole = _judged("Economy › Imports", 0.70, 0.67)
    part = _judged("Economy › Imports - commodities", 0.60, 0.86)
    # "What does Japan buy from abroad?": closer to what the list of goods answers
    out = [whole, part]
    _closer_sub_field(out, 0.25)
    assert out == [part, whole]
    # and the other way round: the whole, when its descriptions are clearly closer
    first = replace(part, probability=0.7, signals={"desc_sim": 0.6})
    second = replace(whole, probability=0.6, signals={"desc_sim": 0.9})
    out = [first, second]
    _closer_sub_field(out, 0.25)
    assert out == [second, first]
    for other in (
        replace(part, signals={"desc_sim": 0.72}),  # closer by a few hundredths only
        replace(part, probability=0.2),  # no witness
    ):
        out = [whole, other]
        _closer_sub_field(out, 0.25)
        assert out == [whole, other]
    # two parts of one field, or fields with a common prefix only, are left to the model
    lower = _judged("Government › Legislative branch - lower chamber", 0.6, 0.6)
    upper = _judged("Government › Legislative branch - upper chamber", 0.5, 0.9)
    out = [lower, upper]
    _closer_sub_field(out, 0.25)
    assert out == [lower, upper]
    area = _judged("Geography › Area", 0.6, 0.5)
    nearby = _judged("Geography › Areas of interest", 0.5, 0.9)
    out = [area, nearby]
    _closer_sub_field(out, 0.25)
    assert out == [area, nearby]


def test_asked_what_a_country_trades_the_goods_lead_the_total() -> None:
    from oshun.sophia.fields import _goods_before_total

    whole = _judged("Economy › Imports", 0.42, 0.74)
    goods = _judged("Economy › Imports - commodities", 0.33, 0.79)
    partners = _judged("Economy › Imports - partners", 0.32, 0.71)
    for asked in ("What does import the most?", "what do the export?", "What does sell abroad?"):
        out = [whole, partners, goods]
        _goods_before_total(out, 0.25, asked)
        assert out == [goods, whole, partners], asked
    for asked in ("How much does import?", "What is the value of 's imports?"):
        out = [whole, partners, goods]
        _goods_before_total(out, 0.25, asked)
        assert out == [whole, partners, goods], asked
    # the goods must be a witness
    out = [whole, replace(goods, probability=0.2)]
    _goods_before_total(out, 0.25, "What does import?")
    assert out[0] is whole


def test_a_values_items_are_cut_at_and() -> None:
    from oshun.sophia.fields import _items

    value = "the Lion Capital of Ashoka (official); Bengal tiger and lotus flower (traditional)"
    assert _items(value) == [
        "the Lion Capital of Ashoka (official)",
        "Bengal tiger",
        "lotus flower (traditional)",
    ]


def test_the_confidence_reads_the_models_best_probability_whatever_led() -> None:
    from oshun.sophia.fields import calibrated, field_confidence

    per_head = _judged("Economy › Real GDP per capita", 0.52, 0.82)
    whole = _judged("Economy › Real GDP (purchasing power parity)", 0.39, 0.88)
    # a rule put the whole first: the pair is read in the model's order
    assert field_confidence([whole, per_head], "dense") == calibrated(0.52, 0.39, "dense")
    assert field_confidence([per_head, whole], "dense") == calibrated(0.52, 0.39, "dense")
    assert field_confidence([whole], "dense") == calibrated(0.39, 0.0, "dense")
    assert field_confidence([], "dense") == 0.0


def test_a_budget_holds_no_price_and_a_hazard_no_crime() -> None:
    from oshun.sophia.lookalikes import excluded

    budget = "revenues: 261.945 billion (2022 est.)\nexpenditures: 196.125 billion (2022 est.)"
    # "expensive" shares its first letters with "expenditures", but a budget states no price
    assert excluded("Is an expensive?", "Economy › Budget", budget)
    assert excluded("Is it cheap to live in ?", "Economy › Budget", budget)
    assert not excluded("How much does the government spend?", "Economy › Budget", budget)
    hazards = "earthquakes; volcanic eruptions; floods"
    assert excluded("Is there much crime in ?", "Geography › Natural hazards", hazards)
    assert not excluded("Is safe from earthquakes?", "Geography › Natural hazards", hazards)


def test_the_year_a_figure_is_of_does_not_say_when() -> None:
    """Asked when, a field answers only with a date other than the year its figures are of:
    "16,390 km (2020)" does not say when the first railway was built."""
    from oshun.sophia.fields import _dated

    assert not _dated("total: 16,390 km (2020) 6,167 km electrified")
    assert not _dated("10.91 liters of pure alcohol (2019 est.)\nbeer: 4.92 liters (2019 est.)")
    assert _dated("6 March 1957 (from the UK)")
    assert _dated("Independence Day, 16 September (1810)")
    assert _dated("Derg Downfall Day (defeat of MENGISTU regime), 28 May (1991)")
    assert _dated("the flag dates to 1790 and the French Revolution")
    assert _dated("Inflation rate (consumer prices) 2022: 73.1% (2022 est.)")


def test_a_year_asked_chooses_the_line_that_writes_it_with_another_asked_word() -> None:
    text = (
        "chief of state: President Claudia SHEINBAUM Pardo (since 1 October 2024)\n"
        "election results: 2024: Claudia SHEINBAUM Pardo elected president\n"
        "2018: Andrés Manuel LÓPEZ OBRADOR elected president; percent of vote - 53.2%"
    )

    def weights(question: str) -> dict[str, float]:
        return {t: 1.0 for t in terms(question)}

    span = year_line(text, ["2018"], weights("Who was elected president in 2018?"), "president")
    assert span is not None
    assert text[span.start : span.end].startswith("2018: Andrés Manuel LÓPEZ OBRADOR elected")
    # the year and the asked thing only: the line does not say it of that year
    assert year_line(text, ["2018"], weights("Who was president in 2018?"), "president") is None
    # of two lines sharing as much, asked who, the one naming a person
    dates = "most recent election date: 2 October 2022\nelection results: 2022: Luiz LULA elected"
    who = weights("Who was elected president in 2022?")
    span = year_line(dates, ["2022"], who, "president", person=True)
    assert span is not None and dates[span.start : span.end].startswith("election results")
    span = year_line(dates, ["2022"], who, "president")
    assert span is not None and dates[span.start : span.end].startswith("most recent")
    # no year asked, or none written
    assert year_line(text, [], weights("Who was elected president?"), "president") is None
    assert year_line(text, ["1995"], weights("Who was elected in 1995?"), "president") is None


def test_a_line_ending_in_a_dash_is_quoted_with_the_line_it_introduces() -> None:
    text = (
        "Currency: euros (EUR) per US dollar -\n"
        "Exchange rates 2024: 0.924 (2024 est.)\n"
        "Exchange rates 2023: 0.925 (2023 est.)"
    )
    first = Span(0, text.index("\n"))
    assert text[slice(*_introduced(text, first))] == (
        "Currency: euros (EUR) per US dollar -\nExchange rates 2024: 0.924 (2024 est.)"
    )
    second = Span(first.end + 1, text.index("\n", first.end + 1))
    assert _introduced(text, second) == second  # no dash: the line alone
    assert _introduced("Currency: euros -", Span(0, 17)) == Span(0, 17)  # nothing after it


def test_who_asks_for_the_line_naming_a_person_not_a_capitalised_title() -> None:
    """ "Who wrote the French national anthem?" quoted the anthem's title, "La Marseillaise",
    a capitalised value like a name: the line naming a person (surname in capitals) answers."""
    embedder = BagOfWordsEmbedder()
    headings = HeadingVectors(embedder)
    text = (
        'title: "La Marseillaise" (The Song of Marseille)\n'
        "lyrics/music: Claude-Joseph ROUGET de Lisle\n"
        "history: adopted 1795, restored 1870"
    )
    work = WorkFields.of([_record("Government › National anthem(s)", text, 0)])
    for question in ("Who wrote the anthem of ?", "Who composed the national anthem of ?"):
        anthem = _judge(work, headings, question)[0]
        span = anthem.reading.span
        assert text[span.start : span.end] == "lyrics/music: Claude-Joseph ROUGET de Lisle"


def test_the_whole_leads_a_field_for_part_of_the_people_the_question_does_not_name() -> None:
    from oshun.retrieval.analysis import terms
    from oshun.sophia.fields import _narrowing, _whole_before_narrowed

    youth_heading = "Economy › Youth unemployment rate (ages 15-24)"
    assert _narrowing(youth_heading, "Economy › Unemployment rate") == {"youth", "age", "15", "24"}
    assert not _narrowing("Economy › Unemployment rate", youth_heading)
    assert not _narrowing("Economy › Real GDP growth rate", "Economy › Unemployment rate")
    # another section, or a one-word name: no part of it ("Is Bermuda a British territory?")
    assert not _narrowing("Government › Dependent areas", "Geography › Area")
    assert not _narrowing("Geography › Dependent areas", "Geography › Area")
    youth = _judged(youth_heading, 0.66, 0.72)
    whole = _judged("Economy › Unemployment rate", 0.56, 0.71)
    # "How many people are jobless in Spain, as a percentage?": the whole rate leads
    out = [youth, whole]
    _whole_before_narrowed(out, 0.25, terms("How many people are jobless in , as a percentage?"))
    assert out == [whole, youth]
    # the question names the part ("youth"), or is clearly closer to the part's descriptions
    out = [youth, whole]
    _whole_before_narrowed(out, 0.25, terms("What is the youth unemployment rate in ?"))
    assert out == [youth, whole]
    out = [youth, replace(whole, signals={"desc_sim": 0.6})]
    _whole_before_narrowed(out, 0.25, terms("How many young people are out of work in ?"))
    assert out[0] is youth
    # a part the descriptions list (``narrows``: young, teens …) and the question does not
    # name: the whole leads however much closer the part's descriptions are (fresh20: "How
    # many people in South Africa are jobless?" quoted the youth rate, 0.89)
    out = [youth, replace(whole, signals={"desc_sim": 0.6})]
    _whole_before_narrowed(out, 0.25, terms("How many people in  are jobless?"))
    assert out[0] is not youth
    # the whole is no witness: the order stays
    out = [youth, replace(whole, probability=0.2)]
    _whole_before_narrowed(out, 0.25, terms("How many people are jobless in ?"))
    assert out[0] is youth


def test_asked_when_a_dateless_line_is_not_quoted_but_the_fields_dated_line_is() -> None:
    """time19: "election/appointment process: the monarchy is hereditary …" does not say when
    Norway's last election was; an anthem's "title: …" does not say when it was adopted,
    its "history: music adopted 1890 …" does. A clock's offset places a time too."""
    assert _undated_line("election/appointment process: the monarchy is hereditary")
    assert not _undated_line("most recent election date: 9/8/2025")
    assert not _undated_line("time difference: UTC+3 (8 hours ahead of Washington, DC)")
    assert not _undated_line("daylight saving time: +1hr, begins last Sunday in March")
    anthem = 'title: "Hino Nacional"\nlyrics/music: Joaquim ESTRADA\nhistory: music adopted 1890'
    span = _dated_line(anthem, lambda s: 0.0)
    assert span is not None and anthem[span.start : span.end] == "history: music adopted 1890"
    assert _dated_line('title: "Kongesangen"\nlyrics/music: Gustav JENSEN', lambda s: 0.0) is None


def _field(heading: str, text: str, probability: float, ordinal: int = 0) -> FieldJudgement:
    from oshun.retrieval.search import SearchHit
    from oshun.sentences import Span
    from oshun.sophia.signals import Reading

    hit = SearchHit(_record(heading, text, ordinal), 0.0, 1)
    reading = Reading(hit, Span(0, len(text)), 0.8, 0.8, 0.0, 1.0, 1.0, 1, 0.8, 0.0, False, False)
    return FieldJudgement(reading, {}, probability)


def test_a_chamber_the_question_names_in_full_leads() -> None:
    """time19: "When is Japan's next House of Representatives election?" led with the
    executive's election results, which write "lower house vote" (0.43), before the lower
    chamber that the question names (0.38)."""
    from oshun.sophia.fields import _named_chamber_first, chamber_names

    assert chamber_names("chamber name: House of the People (Lok Sabha)\nseats: 543") == [
        frozenset(terms("House of the People")),
        frozenset(terms("Lok Sabha")),
    ]
    assert chamber_names("chief of state: Emperor NARUHITO") == []
    executive = _field(
        "Government › Executive branch",
        "election results: 2025: prime minister elected; upper house vote - 125; lower house"
        " vote - 237\nnote: the majority party in the House of Representatives …",
        0.43,
    )
    lower = _field(
        "Government › Legislative branch - lower chamber",
        "chamber name: House of Representatives (Shugiin)\n"
        "expected date of next election: October 2028",
        0.38,
        1,
    )
    upper = _field(
        "Government › Legislative branch - upper chamber",
        "chamber name: House of Councillors (Sangiin)\nexpected date of next election: June 2028",
        0.36,
        2,
    )

    def first(question: str, *fields: FieldJudgement) -> FieldJudgement:
        out = list(fields)
        _named_chamber_first(out, 0.25, parse_question(question).terms)
        return out[0]

    assert first("When is the next House of Representatives election?", executive, lower) is lower
    assert first("When is the next Shugiin election?", executive, upper, lower) is lower
    # "House" alone names neither chamber; a chamber named but no witness stays behind
    assert first("When is the next house election?", executive, lower) is executive
    low = replace(lower, probability=0.2)
    assert first("When is the next House of Representatives election?", executive, low) is executive
    # a leading field of another named chamber keeps its place
    assert first("When is the next House of Councillors election?", upper, lower) is upper


def test_asked_about_the_next_election_the_line_of_the_next_is_quoted() -> None:
    """time19: "When is the next presidential vote in Chile?" quoted "most recent election
    date: …" of an *Executive branch* whose other line dates the next; Egypt's chunk of 2018
    results quoted the results before "expected date of next election: 2029"."""
    from oshun.sentences import Span
    from oshun.sophia.fields import _line_of_the_election_asked, _of_the_other_time

    field = (
        "most recent election date: 16 November 2025\n"
        "election results: 2025: KAST elected president\n"
        "expected date of next election: 18 November 2029"
    )

    def quoted(question: str, line: str) -> str:
        start = field.index(line)
        span = _line_of_the_election_asked(field, Span(start, start + len(line)), question)
        return field[span.start : span.end]

    last, results, upcoming = field.split("\n")
    assert quoted("When is the next presidential election?", last) == upcoming
    assert quoted("When will people vote for president again?", results) == upcoming
    assert quoted("When was the last presidential election?", upcoming) == last
    # asked of the last election, any line not dating it gives way ("When did South Korea
    # last choose a president?" quoted the president's "(since 4 June 2025)"); asked of the
    # last of another thing, only the next election's line
    assert quoted("When did people last choose a president?", results) == last
    assert quoted("When did the last king rule?", results) == results
    assert quoted("When did the last king rule?", upcoming) == last
    # already the asked one's line, or a question that asks neither: the quote stays
    assert quoted("When was the last presidential election?", last) == last
    assert quoted("When is the next presidential election?", upcoming) == upcoming
    assert quoted("When are presidential elections held?", last) == last
    # a quote of several lines narrows to the asked one
    whole = Span(0, len(field))
    span = _line_of_the_election_asked(field, whole, "When is the next election?")
    assert field[span.start : span.end] == upcoming
    # a chunk whose only line is the other election's does not say when the asked one is
    assert _of_the_other_time("When is the next election?", last)
    assert _of_the_other_time("When was the last election?", upcoming)
    assert not _of_the_other_time("When was the last election?", last)
    assert not _of_the_other_time("When is the election?", last)
    # a line giving both ("last held on …; next to be held in …") answers either
    both = "elections: last held on 4 May 2022 (next to be held in May 2027)"
    assert not _of_the_other_time("When is the next election?", both)
    assert not _of_the_other_time("When was the last election?", both)


def test_a_chunk_that_cannot_answer_never_leads_for_its_asked_line() -> None:
    """A field cut in chunks: the chunk holding the asked line leads only when it may be a
    witness (Egypt's first chunk, "most recent election date: …", for the next election)."""
    from oshun.sophia.fields import _lead_with_the_asked_line

    results = _field("Government › Executive branch", "2018: … reelected president", 0.4)
    dated = _field("Government › Executive branch", "most recent election date: 2023", 0.6, 1)
    out = [results, replace(dated, probability=0.0)]
    _lead_with_the_asked_line(out, [False, True])
    assert out[0] is results
    out = [results, dated]
    _lead_with_the_asked_line(out, [False, True])
    assert out[0] is dated


def test_a_line_for_one_sex_holds_its_women_or_its_men() -> None:
    """*Literacy*'s "female: 48.5%" is the figure of its women: the field holds "women"
    (the head of "How many Pakistani women are literate?", which abstained), and a field
    without such a line does not."""
    work = WorkFields.of(
        [
            _record("People and Society › Literacy", "total population: 58.9%\nfemale: 48.5%", 0),
            _record("Economy › Exports", "cotton, textiles", 1),
        ]
    )
    assert {"women", "woman", "girl"} <= work.explained(0)
    assert "men" not in work.explained(0)
    assert not {"women", "men"} & work.explained(1)


def test_a_year_is_left_out_of_the_meaning_fields_are_judged_by() -> None:
    """ "japan gdp 2023" led with *Real GDP growth rate* (0.50; without the year *Real GDP*
    leads): the year says when, not what; ``when_gap`` and ``year_line`` read it."""
    assert without_year(" gdp 2023") == "gdp"
    assert without_year("What was 's GDP in 2023?") == "What was 's GDP ?"
    assert without_year("What happened in 1991?") == "What happened ?"
    assert without_year("2023") == "2023"  # nothing else is asked
    assert without_year("How many km2 is it?") == "How many km2 is it?"


def test_a_values_items_are_cut_at_and_too() -> None:
    """India's "Bengal tiger and lotus flower (traditional)" is two items: read as one, it
    was closer to a flower than to an animal, and "national animal of india" abstained."""
    assert _items("the Lion Capital of Ashoka; Bengal tiger and lotus flower (traditional)") == [
        "the Lion Capital of Ashoka",
        "Bengal tiger",
        "lotus flower (traditional)",
    ]


def test_siblings_measure_the_same_thing_of_different_things() -> None:
    """ "Industrial production growth rate" and "Real GDP growth rate" end in the same two
    words: each field's own words are what it measures the growth of; a field and its part,
    or names sharing one word only, are no siblings."""
    assert sibling_words(
        "Economy › Industrial production growth rate", "Economy › Real GDP growth rate"
    ) == (frozenset(terms("industrial production")), frozenset(terms("real GDP")))
    # the whole and a part of it (``_narrowing``), another section, one shared word
    assert (
        sibling_words(
            "Economy › Youth unemployment rate (ages 15-24)", "Economy › Unemployment rate"
        )
        is None
    )
    assert (
        sibling_words(
            "People and Society › Population growth rate", "Economy › Real GDP growth rate"
        )
        is None
    )
    assert (
        sibling_words("People and Society › Birth rate", "People and Society › Death rate") is None
    )


def test_a_former_line_answers_what_held_before_a_year() -> None:
    """``year_missing``: asked what held before a year ("What was Bangladesh called before
    1971?"), a field with a "former:" line answers though it lacks the year (g27b: it
    abstained); a field without one does not, nor a year asked without "before"."""
    from oshun.sophia.fields import year_missing

    name = "conventional short form: Bangladesh\nformer: East Bengal, East Pakistan"
    assert not year_missing("What was called before 1971?", name)
    assert when_gap("What was called before 1971?", None, name) == 0.0
    assert year_missing("What was the population of before 1990?", "total: 84,119,100")
    assert year_missing("What was called in 1971?", name)
