"""Field descriptions: the curated file, the description signal with its fallback to the
heading, the label line a question asks about, and the words no field explains."""

from __future__ import annotations

import numpy

from oshun.retrieval.analysis import stem
from oshun.sophia.descriptions import (
    Descriptions,
    Meanings,
    alternatives,
    asked_line,
    both_sexes,
    breakdown,
    description_terms,
    descriptions,
    field_similarities,
    focus_line,
    item_list,
    label_terms,
    labelled_lines,
    line_similarities,
    line_value,
    main_line,
    never_asked,
    standing_note,
    unstated,
    whole_split,
)
from oshun.sophia.entities import Mention
from oshun.sophia.fields import HeadingVectors, WorkFields, without_names
from tests.unit.sophia.test_fields import BagOfWordsEmbedder, _judge, _record

EXECUTIVE = (
    "chief of state: King FELIPE VI (since 19 June 2014)\n"
    "head of government: President of the Government Pedro SANCHEZ (since 2 June 2018)\n"
    "cabinet: Council of Ministers designated by the president"
)


def test_the_curated_file_describes_the_fields_people_ask_about() -> None:
    known = descriptions()
    for heading in (
        "People and Society › Population",
        "Economy › Exchange rates",
        "Government › Executive branch",
        "People and Society › Life expectancy at birth",
        "Geography › Area",
    ):
        assert known.fields[heading], heading
        assert all(text.strip() for text in known.fields[heading])
    assert "chief of state" in known.labels and "head of government" in known.labels
    assert len(known.fields) >= 150
    assert "money" in description_terms("Economy › Exchange rates")
    assert description_terms("No › Such heading") == set()


def test_comma_separated_alternatives_stand_on_their_own() -> None:
    assert alternatives(["currency, money used", "rate"]) == [
        "currency, money used",
        "rate",
        "currency",
        "money used",
    ]


def test_a_heading_without_description_keeps_its_own_similarity() -> None:
    matrix = numpy.eye(3, dtype=numpy.float32)[:2]  # two descriptions, of passage 0
    owners = numpy.array([0, 0])
    question = numpy.array([0.0, 1.0, 0.0])
    out = field_similarities((matrix, owners), numpy.array([0.2, 0.3]), question)
    assert out.tolist() == [1.0, 0.3]  # passage 1 has no description: its heading's 0.3
    assert field_similarities(None, numpy.array([0.4]), question).tolist() == [0.4]


def _meanings() -> Meanings:
    known = Descriptions(
        fields={},
        labels={
            "chief of state": ("head of state, king, president",),
            "head of government": ("prime minister",),
        },
    )
    return Meanings(BagOfWordsEmbedder(), known)


def test_the_quote_moves_to_the_line_whose_label_the_question_asks_about() -> None:
    meanings = _meanings()
    lines = labelled_lines(EXECUTIVE)
    assert [label for label, _, _ in lines] == ["chief of state", "head of government", "cabinet"]
    head_of_government = lines[1][1]
    question = meanings.embedder.embed(["Who is the head of state of ?"])[0]
    span = focus_line(meanings, EXECUTIVE, head_of_government, question, lambda _: 0.0)
    assert EXECUTIVE[span.start : span.end].startswith("chief of state: King FELIPE VI")
    # a question no label is close to keeps the sentence it had
    unrelated = meanings.embedder.embed(["zebra"])[0]
    assert focus_line(meanings, EXECUTIVE, head_of_government, unrelated, lambda _: 0.0) == (
        head_of_government
    )


def test_the_name_and_its_possessive_leave_the_question() -> None:
    mention = Mention(8, 13, "Yemen", ("Yemen",))
    assert without_names("What is Yemen's GDP?", [mention]) == "What is  GDP?"
    assert without_names("What is Yemen’s GDP?", [mention]) == "What is  GDP?"
    assert without_names("Is Yemen big?", [Mention(3, 8, "Yemen", ("Yemen",))]) == "Is  big?"
    # a work's people named in the plural are people ("Are Australians mostly on the coast?"
    # asks where people live); a people word that is no plural noun is taken out as before
    aussies = Mention(4, 15, "Australians", ("Australia",), people=True)
    assert without_names("Are Australians on the coast?", [aussies]) == "Are people on the coast?"
    swiss = Mention(4, 9, "Swiss", ("Switzerland",), people=True)
    assert without_names("Are Swiss rich?", [swiss]) == "Are  rich?"
    # the form of state before the name is part of it ("the Republic of Ireland")
    ireland = Mention(27, 34, "Ireland", ("Ireland",))
    assert without_names("How big is the Republic of Ireland?", [ireland]) == "How big is ?"
    germany = Mention(50, 57, "Germany", ("Germany",))
    federal = "What is the population of the Federal Republic of Germany?"
    assert without_names(federal, [germany]) == "What is the population of ?"
    # not an office: "the head of state of Spain"
    spain = Mention(28, 33, "Spain", ("Spain",))
    assert without_names("Who is the head of state of Spain?", [spain]) == (
        "Who is the head of state of ?"
    )
    # not a group's name: "the Islamic State of Iraq"
    iraq = Mention(31, 35, "Iraq", ("Iraq",))
    assert "Islamic State" in without_names("Who leads the Islamic State of Iraq?", [iraq])


def test_description_signals_are_read_for_every_field_with_an_embedder() -> None:
    embedder = BagOfWordsEmbedder()
    passages = [
        _record("Economy › Exchange rates", "Currency: euros (EUR) per US dollar -", 0),
        _record("Economy › Industries", "oil, cotton textiles", 1),
    ]
    work = WorkFields.of(passages)
    judged = _judge(work, HeadingVectors(embedder), "currency")
    assert all(
        {"desc_sim", "desc_margin", "desc_missing", "desc_gap"} <= set(j.signals) for j in judged
    )
    by_heading = {j.reading.hit.passage.heading: j.signals for j in judged}
    rates, industries = by_heading["Economy › Exchange rates"], by_heading["Economy › Industries"]
    assert rates["desc_sim"] > industries["desc_sim"]  # its description "currency"
    assert rates["desc_margin"] > 0 > industries["desc_margin"]
    assert rates["desc_missing"] == 0.0 < industries["desc_missing"]  # "currency" is explained
    assert rates["chunk_rank"] == 1.0
    lexical = _judge(work, None, "currency")
    assert all("desc_sim" not in j.signals for j in lexical)


def test_the_value_of_a_labelled_line() -> None:
    assert line_value("name: Nairobi") == "Nairobi"
    assert line_value("chief of state: King FELIPE VI (since 19 June 2014)") == (
        "King FELIPE VI (since 19 June 2014)"
    )
    assert line_value("Inflation rate (consumer prices) 2022: 73.1%") is None  # no label
    assert line_value("note:  ") is None
    assert line_value("The shoebill lays two eggs.") is None


def test_a_figure_split_into_labelled_parts_is_a_breakdown() -> None:
    # a part's value says nothing without its label: the claim keeps it (compose.claimed)
    sources = "fossil fuels: 65.8% (2023 est.)\nnuclear: 8.9%\nsolar: 10.3%\nwind: 1.1%"
    assert breakdown(sources)
    sectors = "agriculture: 21.3%\nindustry: 16.1%\nservices: 55.9%\nnote: may not total 100%"
    assert breakdown(sectors)
    land = "agricultural land: 4.1%\nagricultural land: arable land: 3.1%\nforest: 0%\nother: 95.9%"
    assert breakdown(land)
    assert not breakdown("name: Nairobi\ngeographic coordinates: 1 17 S, 36 49 E")
    assert not breakdown("total: 244,344,065 (2025 est.)\nmale: 123,511,557")


PETROLEUM = (
    "total petroleum production: 11.174 million bbl/day (2023 est.)\n"
    "refined petroleum consumption: 3.524 million bbl/day (2023 est.)\n"
    "crude oil estimated reserves: 258.6 billion barrels (2021 est.)\n"
    "note: reserves and consumption of crude oil"
)


def test_an_undescribed_label_is_judged_with_the_fields_name() -> None:
    """No label of *Petroleum* is described: each line is judged by the field's name with its
    label, so a question about consumption quotes the consumption line; without the heading
    no line is asked about (as before), and a note is never what was asked."""
    meanings = _meanings()
    question = meanings.embedder.embed(["petroleum consumption"])[0]
    span = asked_line(meanings, PETROLEUM, question, lambda _: 0.0, "Energy › Petroleum")
    assert span is not None
    assert PETROLEUM[span.start : span.end].startswith("refined petroleum consumption")
    assert asked_line(meanings, PETROLEUM, question, lambda _: 0.0) is None
    labels = [label for label, _, _ in labelled_lines(PETROLEUM)]
    sims = line_similarities(meanings, "Energy › Petroleum", labels, question)
    assert sims[-1] == 0.0 and max(sims) == sims[1]
    # a described label keeps its descriptions' judgement
    executive = line_similarities(
        meanings, "Government › Executive branch", ["chief of state"], question
    )
    assert executive == [meanings.label_similarity("chief of state", question)]


def test_a_field_listing_items_one_a_line_is_quoted_whole() -> None:
    parties = "Alliance '90/Greens\n\nAlternative for Germany or AfD\n\nThe Left or Die Linke\n"
    span = item_list(parties)
    assert span is not None and parties[span.start : span.end] == parties.strip()
    # one item, lines without blank lines between, or labelled lines: no list
    assert item_list("Alliance '90/Greens") is None
    assert item_list("soybeans, crude petroleum\nnote: top five") is None
    assert item_list("total ports: 45\n\nlarge: 4") is None


def test_a_labels_words_people_say_for_it() -> None:
    """ "women" asks for the "female" line, never for the "male" one; "the countryside" for
    the rural line."""
    assert {"women", "femal"} <= label_terms("female")
    assert "women" not in label_terms("male") and "men" in label_terms("male")
    assert "countrysid" in label_terms("electrification - rural areas")
    assert label_terms("total population") == {"total", "popul"}


ELECTRICITY = (
    "electrification - total population: 11.7% (2022 est.)\n"
    "electrification - urban areas: 46.3%\n"
    "electrification - rural areas: 1.3%"
)


def test_the_questions_words_in_an_undescribed_label_pick_its_line() -> None:
    """The field's first line is preferred when the embedding alone tells its lines apart;
    the question's words in a later label ("rural") pick that line, and only for labels
    judged by the field's name."""
    meanings = _meanings()
    question = meanings.embedder.embed(["electricity access electrification"])[0]
    heading = "Energy › Electricity access"
    first = asked_line(meanings, ELECTRICITY, question, lambda _: 0.0, heading)
    assert first is not None and ELECTRICITY[first.start :].startswith("electrification - total")

    def rural(label: str) -> float:
        return 0.3 if "countrysid" in label_terms(label) else 0.0

    span = asked_line(meanings, ELECTRICITY, question, lambda _: 0.0, heading, None, rural)
    assert span is not None and ELECTRICITY[span.start : span.end].endswith("rural areas: 1.3%")


def test_a_line_no_question_asks_for_gives_way_to_the_fields_main_line() -> None:
    """A label described by nothing (an empty list: the Factbook's language samples) and a
    note are never what was asked: chosen for a shared word, the quote moves to the field's
    first other line."""
    text = (
        "Languages: German (official) 62.1%, French (official) 22.8%\n"
        "major-language sample(s): Das World Factbook, die Quelle. (German)\n"
        "note: shares sum to more than 100%"
    )
    known = Descriptions(fields={}, labels={"major-language sample(s)": ()})
    meanings = Meanings(BagOfWordsEmbedder(), known)
    languages, sample, note = (span for _, span, _ in labelled_lines(text))
    assert never_asked(meanings, "major-language sample(s)") and never_asked(meanings, "note")
    assert not never_asked(meanings, "Languages")
    assert main_line(meanings, text, sample) == languages
    assert main_line(meanings, text, note) == languages
    assert main_line(meanings, text, languages) is None
    # an unlabelled first sentence is the field's main line too
    partners = "China 39%, USA 16% (2023)\nnote: top five export partners"
    ((_, note_line, _),) = labelled_lines(partners)
    moved = main_line(meanings, partners, note_line)
    assert moved is not None and partners[moved.start : moved.end].startswith("China 39%")


POPULATION = (
    "total: 7,361,263 (2024 est.)\nnote: immigrants make up just over 12% of the total population"
)


def test_a_note_holding_the_asked_thing_is_the_line_quoted() -> None:
    """The note answers when it alone holds the asked noun ("immigrants"), and the field's
    heading does not name it ("population" is the field itself: its total line answers)."""
    meanings = _meanings()
    question = meanings.embedder.embed(["immigrants"])[0]
    heading = "People and Society › Population"
    span = asked_line(meanings, POPULATION, question, lambda _: 0.0, heading, "immigrants")
    assert span is not None and POPULATION[span.start : span.end].startswith("note: immigrants")
    for head in ("population", "people", None):
        found = asked_line(meanings, POPULATION, question, lambda _: 0.0, heading, head)
        assert found is None or not POPULATION[found.start : found.end].startswith("note")


def test_a_bicameral_legislatures_chambers_are_described_with_their_seats() -> None:
    # the chambers' fields give the number of seats; *Legislative branch* of a bicameral
    # legislature gives only its name and structure
    for chamber in ("lower", "upper"):
        described = description_terms(f"Government › Legislative branch - {chamber} chamber")
        assert {"seat", "member"} <= described, chamber


def test_a_value_saying_the_answer_is_not_known_is_unstated() -> None:
    assert unstated("unknown") and unstated(" none.") and unstated("NA")
    assert not unstated("Graham HYSLOP/traditional") and not unstated("none of the above")


def test_a_split_figure_none_of_whose_parts_is_asked_is_quoted_whole() -> None:
    sources = "fossil fuels: 11.3% (2023 est.)\nsolar: 9.9%\nwind: 57.6%\nnote: est."
    whole = whole_split(_meanings(), sources, {"electr", "get"})
    assert whole is not None and sources[whole.start : whole.end].endswith("wind: 57.6%")
    assert whole_split(_meanings(), sources, {"wind"}) is None  # one part asked
    people = "total: 34,206,144 (2025 est.)\nmale: 16,880,529\nfemale: 17,325,615"
    assert whole_split(_meanings(), people, set()) is None  # the total leads
    executive = "chief of state: King X\nhead of government: Y\nelection results: 2024: Z"
    assert whole_split(_meanings(), executive, set()) is None  # not every part a figure
    power = "installed generating capacity: 3.0 million kW\nconsumption: 19.6 billion kWh\n"
    power += "transmission/distribution losses: 543 million kWh"
    assert whole_split(_meanings(), power, set()) is None  # figures of their own, no shares


def test_a_length_asked_in_kilometres_is_the_borders_and_the_coasts() -> None:
    # "How many kilometres of land border does Brazil have?" (probe13): the field writes "km"
    for heading in ("Geography › Land boundaries", "Geography › Coastline"):
        assert {"kilometr", "kilomet"} & description_terms(heading), heading


def test_the_harms_are_described_fields() -> None:
    """The fields whose figure measures a harm (``lookalikes.judgement_unstated``: how bad
    it is) are described, so their descriptions can name the harm ("air quality")."""
    known = descriptions()
    assert "Environment › Particulate matter emissions" in known.harms
    assert "People and Society › Health expenditure" not in known.harms
    assert all(known.fields.get(heading) for heading in known.harms)


def test_everyday_words_for_travel_news_and_fuel_are_described() -> None:
    """g24a: the words people use for the less-asked fields — going by train, getting the
    news, selling power abroad, hydropower, petrol and diesel, how long national service
    lasts — are in their fields' descriptions (each abstained without them)."""
    for heading, word in (
        ("Transportation › Railways", "train"),
        ("Communications › Broadcast media", "news"),
        ("Energy › Electricity", "sell"),
        ("Energy › Electricity generation sources", "hydropow"),
        ("Energy › Petroleum", "diesel"),
        ("Military and Security › Military service age and obligation", "long"),
    ):
        assert any(t.startswith(word) for t in description_terms(heading)), heading


def test_the_note_naming_the_official_thing_answers_official() -> None:
    """ "What is the official language of Ghana?": the note says it, the first line of
    shares does not; a first line writing "official" itself stays the answer."""
    ghana = "Asante 16%, Ewe 14%, other 31.2% (2010 est.)\nnote: English is the official language"
    span = standing_note(ghana, ("offici", "languag"))
    assert span is not None
    assert ghana[span.start : span.end] == "note: English is the official language"
    assert standing_note(ghana, ("languag", "spoken")) is None
    ivory = "Languages: French (official), 60 native dialects\nnote: French is official"
    assert standing_note(ivory, ("offici", "languag")) is None


def test_men_and_women_asked_together_quote_both_lines() -> None:
    text = "total population: 78.6 years (2024 est.)\nmale: 75.6 years\nfemale: 81.8 years"
    span = both_sexes(text, "life expectancy men women")
    assert span is not None
    assert text[span.start : span.end] == "male: 75.6 years\nfemale: 81.8 years"
    assert both_sexes(text, "life expectancy of women") is None
    assert both_sexes("total: 5 years", "men and women") is None


def test_people_s_words_for_less_asked_people_fields_are_described() -> None:
    """g28b: "first time moms", "IDPs", "Constitution Day", "naturalize", "mandatory" service
    and "the odds a newborn dies" are how people ask for *Mother's mean age at first birth*,
    *Refugees and internally displaced persons*, *National holiday*, *Citizenship*, *Military
    service age and obligation* and the mortality fields (each abstained)."""
    known = descriptions()
    assert any(
        "moms" in d for d in known.fields["People and Society › Mother's mean age at first birth"]
    )
    refugees = "Transnational Issues › Refugees and internally displaced persons"
    assert any("IDPs" in d for d in known.fields[refugees])
    assert any("constitution day" in d for d in known.fields["Government › National holiday"])
    assert any("naturalize" in d for d in known.fields["Government › Citizenship"])
    service = "Military and Security › Military service age and obligation"
    assert any("mandatory" in d for d in known.fields[service])
    for heading in (
        "People and Society › Infant mortality rate",
        "People and Society › Maternal mortality ratio",
    ):
        assert any("odds" in d for d in known.fields[heading]), heading


def test_money_work_and_power_are_described_in_the_words_people_ask_with() -> None:
    """g28a: home phones, the service sector, renewable electricity, money from people
    working abroad and a big producer of a crop abstained or led with a neighbouring field."""

    def terms(*words: str) -> set[str]:
        return {stem(word) for word in words}

    assert terms("home", "house") <= description_terms("Communications › Telephones - fixed lines")
    assert terms("service") <= description_terms("Economy › GDP - composition, by sector of origin")
    assert terms("renewable", "green", "clean") <= description_terms(
        "Energy › Electricity generation sources"
    )
    assert terms("abroad", "diaspora") <= description_terms("Economy › Remittances")
    assert terms("producer", "grower") <= description_terms("Economy › Agricultural products")
