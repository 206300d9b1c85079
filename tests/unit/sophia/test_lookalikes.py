"""A field that looks like the answer but does not hold it (``sophia/lookalikes.py``): what
its descriptions say it does not hold, a name it lacks, the whole world asked of one place,
and the qualifier of a counted thing."""

from __future__ import annotations

import re

from oshun.sophia.descriptions import descriptions
from oshun.sophia.fields import count_gap, judge_fields, when_gap
from oshun.sophia.lookalikes import (
    alternative_unheld,
    amount_unstated,
    area_asked,
    asked_qualifiers,
    asks_moment,
    attitude_asked,
    base_only,
    change_unheld,
    count_qualifiers,
    direction_unheld,
    duration_unstated,
    era_unheld,
    excluded,
    future_unstated,
    group_words,
    had_words,
    holder_unnamed,
    judgement_unstated,
    measure_unstated,
    moment_unheld,
    money_unstated,
    name_unheld,
    officeholder_owns,
    owner_words,
    partner_side,
    per_person_unstated,
    period_unstated,
    person_owns,
    place_age_unstated,
    place_narrower,
    price_unstated,
    reason_unheld,
    reason_unstated,
    related,
    relation_listed,
    relation_unheld,
    safety_unnamed,
    scope_wider,
    sex_asked,
    subgroup_unsplit,
    subject_related,
    trade_unheld,
)
from oshun.sophia.question import asks_change, parse_question
from oshun.sophia.signals import TermStats

from .test_fields import BagOfWordsEmbedder, HeadingVectors, WorkFields, _record

ANTHEM = "Government › National anthem(s)"
SCHOOL = "People and Society › School life expectancy (primary to tertiary education)"
DEATHS = "People and Society › Death rate"


def test_the_curated_file_says_what_a_look_alike_field_does_not_hold() -> None:
    excludes = descriptions().excludes
    assert "motto" in excludes[ANTHEM]
    assert "school year" in excludes[SCHOOL]
    assert set(excludes) <= set(descriptions().fields)  # only described headings
    assert set(descriptions().one_of) <= set(descriptions().fields)
    assert set(descriptions().moments) <= set(descriptions().fields)
    assert set(descriptions().narrows) <= set(descriptions().fields)


def test_a_field_described_as_not_holding_the_asked_thing_does_not_answer_it() -> None:
    """The anthem is no motto; years of schooling are not how long a school year lasts; all
    deaths are not the deaths of one cause. The field still answers what it holds, and a
    field whose own text writes the thing answers it (Spain's flag bears its motto)."""
    anthem = 'title: "La Marseillaise" (The Song of Marseille)'
    assert excluded("What is the national motto of ?", ANTHEM, anthem)
    assert not excluded("What is the national anthem of ?", ANTHEM, anthem)
    school = "total: 16 years (2022 est.)"
    assert excluded("How long is the school year in ?", SCHOOL, school)
    # a dialect, a second or foreign language: answered where the text writes it
    languages = "People and Society › Languages"
    swedish = "Languages: Swedish (official)"
    china = "Standard Chinese or Mandarin (official; Putonghua, based on the Beijing dialect)"
    assert excluded("What is the main dialect spoken in ?", languages, swedish)
    assert not excluded("Which dialect is Putonghua based on in ?", languages, china)
    assert excluded("What is the most spoken foreign language in ?", languages, swedish)
    assert excluded("What is the most spoken second language in ?", languages, swedish)
    # shares of installed capacity count no turbines; a fleet by flag is no cruise ship
    # calling; the share of all waste recycled is not one of plastic (probe14)
    sources = "Energy › Electricity generation sources"
    wind = "fossil fuels: 40.2% of total installed capacity\nwind: 35.1% of total installed"
    assert excluded("How many wind turbines does have?", sources, wind)
    assert not excluded("How much of 's power comes from wind?", sources, wind)
    fleet = "total: 1,274 (2023)\nby type: bulk carrier 286, oil tanker 117, other 530"
    marine = "Transportation › Merchant marine"
    assert excluded("How many cruise ships dock in each year?", marine, fleet)
    assert not excluded("How many merchant ships fly 's flag?", marine, fleet)
    waste = "percent of municipal solid waste recycled: 67.1% (2022 est.)"
    recycling = "Environment › Waste and recycling"
    assert excluded("What is the recycling rate for plastic bottles in ?", recycling, waste)
    assert not excluded("What share of 's garbage ends up recycled?", recycling, waste)
    assert not excluded("How many years do children stay in school in ?", SCHOOL, school)
    # "school years" counted is the field's own thing: the phrases are not stemmed
    assert not excluded("How many school years do children complete in ?", SCHOOL, school)
    deaths = "11.2 deaths/1,000 population (2025 est.)"
    assert excluded("How many people died of cancer in ?", DEATHS, deaths)
    assert not excluded("How many people die each year in ?", DEATHS, deaths)
    # lookalike11: deaths by floods, children under five and stillbirths are no death rate;
    # the obese no underweight adults; smokers' share no count of cigarettes
    assert excluded("How many people die in floods in each year?", DEATHS, deaths)
    assert excluded("What is the under-five mortality rate in ?", DEATHS, deaths)
    births = "People and Society › Birth rate"
    assert excluded("What is the stillbirth rate in ?", births, "27.1 births/1,000 population")
    assert not excluded("What is the birth rate in ?", births, "27.1 births/1,000 population")
    obesity = "People and Society › Obesity - adult prevalence rate"
    assert excluded("How many adults in are underweight?", obesity, "4.3% (2016)")
    assert not excluded("How many adults in are obese?", obesity, "4.3% (2016)")
    tobacco = "People and Society › Tobacco use"
    smokers = "total: 24.5% (2025 est.)"
    assert excluded("How many cigarettes does the average smoker smoke a day?", tobacco, smokers)
    assert not excluded("What share of men smoke in ?", tobacco, smokers)
    inflation = "Economy › Inflation rate (consumer prices)"
    assert excluded("What is the cost of living in ?", inflation, "1.1% (2024 est.)")
    assert not excluded("How fast is the cost of living rising in ?", inflation, "1.1%")
    flag = 'a red scroll bears the imperial motto of "Plus Ultra"'
    assert not excluded("What is the national motto of ?", "Government › Flag", flag)
    assert not excluded("What is the national motto of ?", "Economy › Exports", "oil")


def test_a_name_the_field_never_holds_is_asked_about_something_else() -> None:
    rate = ("People and Society › Death rate", "11.2 deaths/1,000 population")
    assert name_unheld(("covid",), "How many people died of COVID in ?", set(), rate)
    users = ("Communications › Internet users", "percent of population: 84%")
    assert name_unheld(("facebook",), "How many people use Facebook in ?", set(), users)
    religions = ("People and Society › Religions", "Roman Catholic 50%, Muslim 2%")
    assert not name_unheld(("catholics",), "How many Catholics live in ?", set(), religions)
    # held by the field's descriptions (first letters of their terms)
    assert not name_unheld(("unesco",), "How many UNESCO sites are in ?", {"unesc"}, ())
    # "I" names nothing; nor do capitals in a question typed in title case; numbers are
    # left to the rules on years
    assert not name_unheld(("i",), "Which currency should I bring to ?", set(), users)
    assert not name_unheld(("capital",), "What Is The Capital Of ?", set(), users)
    assert not name_unheld(("18",), "How many girls marry before 18 in ?", set(), users)
    # every word after the first tells title case, the small ones too: one capital among
    # six words is a name (a city inside the country), however few the longer words
    unemployment = ("Economy › Unemployment rate", "Unemployment rate 2024: 3.5%")
    assert name_unheld(
        ("berlin",), "What is the unemployment rate in Berlin, ?", set(), unemployment
    )
    assert not name_unheld(("population",), "What Is the Population of ?", set(), users)
    # a yes/no question asks whether the field holds the name: a list of others says "no"
    languages = ("People and Society › Languages", "Spanish (official) 84.1%, Quechua 13.9%")
    assert not name_unheld(("english",), "Do people in speak English?", set(), languages)
    # a form of a word the field writes holds the name: "Catholics" in "Roman Catholic"
    assert not name_unheld(
        ("catholics",), "How many of the people are Catholics in ?", set(), religions
    )


def test_the_whole_world_is_not_asked_of_one_place() -> None:
    spain = "Castilian Spanish (official) 74% | The World Factbook, the indispensable source"
    assert scope_wider("How many people speak worldwide?", "Spain", spain)
    assert scope_wider("How many people speak French around the world?", "France", "French")
    # the world entry, or a text that speaks of the world, answers
    assert not scope_wider("How many people speak English in the world?", "World", "English")
    png = "some 839 living indigenous languages are spoken (about 12% of the world's total)"
    assert not scope_wider("How many languages are spoken in the world?", "Papua", png)
    assert not scope_wider("How many people speak Spanish in ?", "Spain", spain)


def test_the_qualifier_of_a_counted_thing_is_asked_too() -> None:
    assert count_qualifiers("How many homeless people are there in ?", "people") == ["homeless"]
    assert count_qualifiers("How many different languages are spoken in ?", "languages") == []
    assert count_qualifiers("How many major cities are in ?", "cities") == []
    assert count_qualifiers("How many people live in ?", "people") == []
    assert count_qualifiers("What is the population of ?", "population") == []


def test_a_ranking_by_what_is_done_to_the_thing_is_asked_too() -> None:
    """ "most watched", "most visited": the field must speak of watching or visiting (held,
    or close in meaning); "the most spoken language" is answered where the field writes
    "most widely spoken". Whose property is asked ("of a woman") is not read."""
    assert asked_qualifiers("Which TV channel is most watched in ?", "channel", False) == [
        "watched"
    ]
    assert asked_qualifiers("What is the most spoken language in ?", "language", False) == [
        "spoken"
    ]
    assert asked_qualifiers("How many homeless people are in ?", "people", True) == ["homeless"]
    assert asked_qualifiers("How many homeless people are in ?", "people", False) == []
    # how many of the people is no owner of the thing: "the mother tongue of most people"
    assert asked_qualifiers("Mother tongue of most people in ?", "tongue", False) == []
    assert (
        asked_qualifiers("What is the life expectancy of a woman in ?", "expectancy", False) == []
    )
    fields = [
        ("Communications › Broadcast media", "3 national terrestrial stations, RAI channels"),
        ("Economy › Exports", "oil, livestock, cotton"),
    ]
    assert _judge(fields, "Which TV channel is most watched in ?")[fields[0][0]] == 0.0


def test_a_year_to_come_beyond_this_century_is_another_time() -> None:
    population = "total: 1,419,316,933 (2025 est.)"
    assert when_gap("What will the population of be in 2100?", "population", population)
    assert not when_gap("What is the population of ?", "population", population)


def test_a_time_to_come_is_not_answered_by_the_present() -> None:
    """A field states its latest estimate; asked what will be, it answers only when it
    projects. The asker's own plans ("What currency will I need …?") ask about now."""
    population = "total: 123,201,945 (2024 est.)"
    assert future_unstated("What will the population of be?", population)
    assert future_unstated("How much will inflation be in next year?", "58.5% (2024 est.)")
    assert not future_unstated("What currency will I need in ?", "yen (JPY) per US dollar")
    assert not future_unstated("What is the population of ?", population)
    projected = "the population is projected to reach 400 million by 2050"
    assert not future_unstated("What will the population of be?", projected)


def test_an_expected_date_of_the_next_election_speaks_of_a_time_to_come() -> None:
    """The election lines state when the next vote is due: "When will Nigeria next elect a
    president?" and "When will New Zealand hold its next election?" abstained (time19)."""
    assert not future_unstated(
        "When will next elect a president?", "expected date of next election: 27 February 2027"
    )
    assert not future_unstated("When will vote again?", "the next election is due in 2028")
    assert future_unstated(
        "When will next elect a president?", "most recent election date: 25 February 2023"
    )


def test_since_when_a_country_has_had_a_holder_is_asked_of_the_holding_not_past_holders() -> None:
    """*Executive branch* is described as not holding past holders ("has had"), but "Since
    when has Norway had a king?" asks when the holding began, which "(since …)" states."""
    king = "chief of state: King HARALD V (since 17 January 1991)"
    heading = "Government › Executive branch"
    assert not excluded("Since when has had a king?", heading, king)
    assert not excluded("How long has had its current monarch?", heading, king)
    assert excluded("How many kings has had?", heading, king)


def test_a_place_inside_the_work_is_answered_only_by_a_field_that_speaks_of_it() -> None:
    population = {"popul", "total", "peopl", "inhab"}
    cities = {"major", "urban", "popul", "citi", "capit"}
    asked = "How many people live in the capital of ?"
    assert place_narrower(asked, population)
    assert not place_narrower(asked, cities)
    assert place_narrower("What is the population of the largest city of ?", population)
    assert not place_narrower("What is the population of ?", population)
    assert not place_narrower("What is the capital of ?", population)  # asks the capital


def _judge(
    passages: list[tuple[str, str]], rest: str, asked: str | None = None
) -> dict[str, float]:
    work = WorkFields.of([_record(h, t, i) for i, (h, t) in enumerate(passages)])
    stats = TermStats(1000, lambda term: 10)
    headings = HeadingVectors(BagOfWordsEmbedder())
    judged = judge_fields(parse_question(rest), rest, work, stats, headings, asked=asked)
    return {f.reading.hit.passage.heading: f.probability for f in judged}


def test_a_look_alike_field_gets_probability_zero() -> None:
    """Through the field model: the rule sets the probability to 0 whatever the other
    signals say, and leaves the field's own question alone."""
    fields = [
        (ANTHEM, 'title: "La Marseillaise" (The Song of Marseille)'),
        ("Economy › Exports", "oil, livestock, cotton"),
    ]
    assert _judge(fields, "What is the national motto of ?")[ANTHEM] == 0.0
    assert _judge(fields, "What is the national anthem of ?")[ANTHEM] > 0.0
    population = [
        ("People and Society › Population", "total: 39,187,155 (2025 est.)"),
        ("Economy › Exports", "oil, livestock, cotton"),
    ]
    heading = "People and Society › Population"
    assert _judge(population, "How many homeless people are there in ?")[heading] == 0.0
    assert _judge(population, "How many people live in ?")[heading] > 0.0
    assert _judge(population, "How many people live in worldwide?")[heading] == 0.0
    assert _judge(population, "How many people with Netflix live in ?")[heading] == 0.0


EXECUTIVE = "Government › Executive branch"
CLIMATE = "Environment › Climate"
EXCHANGE = "Economy › Exchange rates"
HAZARDS = "Geography › Natural hazards"
BUDGET = "Economy › Budget"


def test_what_no_described_field_holds_is_answered_only_where_written() -> None:
    """How expensive a country is, its crime, tourists, hotels and celebrities: no field of
    the described reference work states them (``unheld``), whatever field looks closest;
    a field whose text writes the word still answers, and a heading nobody described (a
    user's own reference work) is left alone."""
    assert "expensive" in descriptions().unheld
    budget = "revenues: $1.5 trillion; expenditures: $1.7 trillion"
    assert excluded("Are restaurants pricey in ?", BUDGET, budget)
    assert excluded("Is a cheap country for students?", BUDGET, budget)
    assert excluded("What is the burglary rate in ?", "Economy › Industries", "textiles")
    assert excluded("How many tourists visited last year?", "Economy › Industries", "textiles")
    assert not excluded("How many tourists visited last year?", "Economy › Industries", "tourists")
    assert not excluded("What does the government spend in ?", BUDGET, budget)
    assert not excluded("Which hotels are good in ?", "Guide › Where to stay", "hotels")


def test_a_monarch_is_not_answered_by_a_field_that_names_none() -> None:
    """*Executive branch* is described as naming kings, queens, emperors and sultans; a
    republic's names none of them, so asked for one it does not answer (``one_of``)."""
    republic = "chief of state: President Gustavo PETRO Urrego (since 7 August 2022)"
    assert alternative_unheld("Who is the reigning emperor of ?", EXECUTIVE, republic)
    assert alternative_unheld("Who sits on the throne of ?", EXECUTIVE, republic)
    assert not alternative_unheld("Who is the president of ?", EXECUTIVE, republic)
    principality = "chief of state: Prince HANS-ADAM II (since 13 November 1989)"
    assert not alternative_unheld("Who is the monarch of ?", EXECUTIVE, principality)
    assert not alternative_unheld("Who is the king of ?", EXECUTIVE, principality)
    assert not alternative_unheld("Who is the queen of ?", "Government › Flag", republic)


def test_a_president_is_not_answered_by_a_field_that_names_none() -> None:
    """Asked for a president, a field naming a king and a prime minister does not answer
    ("Who is the president of Greenland?" quoted its king at 0.98); a republic's does."""
    realm = "chief of state: King FREDERIK X; head of government: Prime Minister Jens NIELSEN"
    republic = "chief of state: President Gustavo PETRO Urrego (since 7 August 2022)"
    assert alternative_unheld("Who is the president of ?", EXECUTIVE, realm)
    assert not alternative_unheld("Who is the president of ?", EXECUTIVE, republic)
    assert not alternative_unheld("Who is the prime minister of ?", EXECUTIVE, realm)


def test_the_leaders_family_and_person_are_not_in_the_executive_branch() -> None:
    leader = "head of government: Prime Minister Anthony ALBANESE (since 23 May 2022)"
    assert excluded("Who is the prime minister of married to?", EXECUTIVE, leader)
    assert excluded("In which year was the head of state of born?", EXECUTIVE, leader)
    assert not excluded("Who is the prime minister of ?", EXECUTIVE, leader)
    mobile = "total subscriptions: 35 million (2024 est.)"
    heading = "Communications › Telephones - mobile cellular"
    assert excluded("How many people use an android phone in ?", heading, mobile)
    assert not excluded("How many cell phones are there in ?", heading, mobile)
    income = "Economy › Real GDP per capita"
    assert excluded("What do nurses make in a year in ?", income, "$12,300 (2024 est.)")
    assert not excluded("What does a person earn on average in ?", income, "$12,300")


def test_this_very_moment_is_not_a_typical_condition_nor_a_yearly_rate() -> None:
    """The weather now and today's exchange rate change by the day (``moments``); the
    climate and the currency's name do not."""
    assert asks_moment("Is it sunny in Lisbon at the moment?")
    assert asks_moment("What is today's rate?")
    assert not asks_moment("What currency is used in nowadays?")
    assert moment_unheld("Is it cold in this morning?", "Is it cold in this morning?", CLIMATE)
    assert moment_unheld("How foggy is it right now in ?", "How foggy is it in ?", CLIMATE)
    assert not moment_unheld("Is it cold in in winter?", "Is it cold in in winter?", CLIMATE)
    asked = "How many pesos does a dollar buy this week in ?"
    assert moment_unheld(asked, asked, EXCHANGE)
    money = "Which money do people pay with in tonight?"
    assert not moment_unheld(money, money, EXCHANGE)  # the currency, not its rate
    assert not moment_unheld(asked, asked, "People and Society › Population")


def test_how_safe_a_place_is_is_answered_only_by_a_field_holding_the_named_danger() -> None:
    hazards = {"earth", "flood", "volca", "natur", "hazar", "cyclo", "typho"}
    terms = parse_question("Is a safe destination for a holiday?").terms
    assert safety_unnamed("Is a safe destination for a holiday?", HAZARDS, terms, hazards)
    terms = parse_question("How dangerous are the cyclones in ?").terms
    assert not safety_unnamed("How dangerous are the cyclones in ?", HAZARDS, terms, hazards)
    terms = parse_question("Is safe from volcanic eruptions?").terms
    assert not safety_unnamed("Is safe from volcanic eruptions?", HAZARDS, terms, hazards)
    terms = parse_question("What natural dangers threaten ?").terms
    assert not safety_unnamed("What natural dangers threaten ?", HAZARDS, terms, hazards)
    terms = parse_question("Is a safe destination?").terms
    assert not safety_unnamed("Is a safe destination?", "Guide › Safety", terms, set())


def test_a_count_field_counts_its_own_things() -> None:
    """Religions are shares of believers, not of buildings; the armed forces field lists
    branches, not officers; the net migration rate is no count of people who move."""
    religions = "People and Society › Religions"
    assert count_gap("temples", religions) == 1.0
    assert count_gap("hindus", religions) == 0.0
    forces = "Military and Security › Military and security forces"
    assert count_gap("policemen", forces) == 1.0
    assert count_gap("branches", forces) == 0.0
    migration = "People and Society › Net migration rate"
    assert count_gap("refugees", migration) == 1.0
    assert count_gap("migrants", migration) == 0.0


def test_the_moment_and_the_monarch_rules_reach_the_field_model() -> None:
    fields = [
        (CLIMATE, "tropical; hot and humid; rainy season May to October"),
        (EXECUTIVE, "chief of state: President Gustavo PETRO Urrego (since 7 August 2022)"),
    ]
    asked = "Is it humid in Colombia right now?"
    assert _judge(fields, "Is it humid in ?", asked)[CLIMATE] == 0.0
    assert _judge(fields, "Is it humid in ?")[CLIMATE] > 0.0
    assert _judge(fields, "Who is the emperor of ?")[EXECUTIVE] == 0.0
    assert _judge(fields, "Who is the president of ?")[EXECUTIVE] > 0.0


def test_what_belongs_to_an_officeholder_is_not_the_countrys() -> None:
    """A field naming no people states the country's languages or religions, not its
    king's; the holder of the office is *Executive branch*'s question."""
    languages = "People and Society › Languages"
    assert officeholder_owns("Which languages can the queen of speak?", "languages", languages)
    assert officeholder_owns("What faith does the prime minister of follow?", "faith", languages)
    assert not officeholder_owns("Which languages are spoken in ?", "languages", languages)
    assert not officeholder_owns("Who is the president of ?", "president", languages)
    assert not officeholder_owns("Which languages can the queen of speak?", "languages", EXECUTIVE)
    assert not officeholder_owns("Who won the presidential election in ?", "election", languages)
    # the office as the kind of ruler a country has: the form of government answers (fresh20)
    form = "Government › Government type"
    assert not officeholder_owns(": is it ruled by a king?", None, form)
    assert not officeholder_owns("Is governed by a president?", None, form)
    assert not officeholder_owns("Does have an emperor?", None, form)
    assert officeholder_owns("Is the king of married?", None, form)


def test_what_belongs_to_a_private_person_is_no_field() -> None:
    """ "his" or "her" thing is a person's own: no work's field holds it."""
    assert person_owns("What is his phone number?")
    assert person_owns("What was her village called?")
    assert not person_owns("What is the telephone code of ?")
    assert not person_owns("Who is the president of and what is his party?")
    assert not person_owns("What is the history of ?")


def test_a_time_placed_by_an_event_needs_a_field_speaking_of_it() -> None:
    life = {"life", "expec", "birth", "total", "popul", "years", "est"}
    independence = {"indep", "date", "found", "from"}
    asked = "What was 's life expectancy at independence?"
    assert era_unheld(asked, life)
    assert not era_unheld(asked, life | independence)
    assert era_unheld("What was the literacy rate in before the revolution?", life)
    assert era_unheld("What was 's population before the Second World War?", life)
    assert era_unheld("How many people lived in under French rule?", life)
    assert era_unheld("What was 's debt during the crisis?", life)
    # a year, a place, the moment of birth: no event
    assert not era_unheld("What was 's population in 2020?", life)
    assert not era_unheld("What is life expectancy at birth in ?", life)
    assert not era_unheld("What languages are spoken in ?", life)


def test_the_executive_branch_names_no_heir_it_does_not_write() -> None:
    japan = "chief of state: Emperor NARUHITO (since 1 May 2019)"
    assert excluded("Who is the heir to the throne of ?", EXECUTIVE, japan)
    assert excluded("Who is the crown prince of ?", EXECUTIVE, japan)
    assert excluded("Who is next in line to the throne of ?", EXECUTIVE, japan)
    saudi = "head of government: Crown Prince and Prime Minister MUHAMMAD BIN SALMAN"
    assert not excluded("Who is the crown prince of ?", EXECUTIVE, saudi)
    liechtenstein = "note: the prince's successor is his son, Heir Apparent Prince ALOIS"
    assert not excluded("Who is the heir of ?", EXECUTIVE, liechtenstein)
    assert not excluded("Who is the emperor of ?", EXECUTIVE, japan)


def test_who_holds_a_thing_needs_a_name_beside_it() -> None:
    judicial = "Government › Judicial branch"
    india = (
        "highest court(s): Supreme Court (consists of 28 judges, including the chief justice)\n"
        "judge selection and term of office: justices appointed by the president"
    )
    # the thing asked is written, but no name stands beside it
    assert holder_unnamed("Who is the chief justice of ?", "justice", judicial, india)
    assert holder_unnamed("Who's the chief justice of ?", "justice", judicial, india)
    named = "highest court(s): Supreme Court; chief justice Maria GARCIA (since 2021)"
    assert not holder_unnamed("Who is the chief justice of ?", "justice", judicial, named)
    # a word of institutions beside it is no name; nor an abbreviation in brackets
    us = "president nominates and appoints Supreme Court justices; justices serve for life"
    common = {"supreme", "court", "commission"}

    def rare(word: str) -> bool:
        return word.lower() not in common

    assert not holder_unnamed("Who is the chief justice of ?", "justice", judicial, us)
    assert holder_unnamed("Who is the chief justice of ?", "justice", judicial, us, rare)
    jsc = "chief justice nominated by (JSC) and appointed by the president"
    assert holder_unnamed("Who is the chief justice of ?", "justice", judicial, jsc)
    assert not holder_unnamed("Who is the chief justice of ?", "justice", judicial, named, rare)
    # described as the thing ("per person"), never writing it nor anybody
    gdp = "Economy › Real GDP per capita"
    figure = "Real GDP per capita 2024: $41,700 (2024 est.)"
    assert holder_unnamed("Who is the wealthiest person in ?", "person", gdp, figure)
    # a field described as naming people is judged by its own rules: it may name the holder
    # by another word ("King PHILIPPE" for the monarch)
    king = "chief of state: King PHILIPPE (since 21 July 2013); the monarchy is hereditary"
    assert not holder_unnamed("Who is 's monarch?", "monarch", EXECUTIVE, king)
    # not a question of who holds it, nor a group (neighbours are countries)
    assert not holder_unnamed("Who appoints the judges in ?", "judges", judicial, india)
    borders = "Geography › Land boundaries"
    assert not holder_unnamed("Who are the neighbors of ?", "neighbors", borders, "total: 2,958 km")
    assert not holder_unnamed("Who is the chief justice of ?", None, judicial, india)


def test_how_old_a_place_is_is_not_how_old_its_people_are() -> None:
    median = "People and Society › Median age"
    independence = "Government › Independence"
    # the work's name taken out of the question: nothing else is asked of it
    assert place_age_unstated("How old is ?", median, "total: 31.2 years (2025 est.)")
    assert place_age_unstated("How old is the state of ?", median, "total: 31.2 years")
    assert not place_age_unstated("How old is ?", independence, "28 July 1821 (from Spain)")
    assert not place_age_unstated("How old is ?", "Introduction › Background", "founded in 1821")
    # asked of its people, the median age answers
    assert not place_age_unstated("How old are the people of ?", median, "31.2 years")
    assert not place_age_unstated("How old is the average person in ?", median, "31.2 years")


def test_a_figure_gives_no_reason() -> None:
    """Asked why, a field of figures (its labels and notes aside) does not answer; a field
    that says things in words may."""
    poverty = "33.1% (2015 est.)\nnote: % of population below national poverty line"
    assert reason_unstated("Why is so poor?", poverty)
    lifespan = "total population: 85.2 years (2024 est.)\nmale: 82.2 years\nfemale: 88.2 years"
    assert reason_unstated("why do people in live so long", lifespan)
    named = "named for Lake Chad, which lies along the country's western border"
    assert not reason_unstated("Why is called ?", named)
    assert not reason_unstated("How poor is ?", poverty)


def test_dates_and_names_give_no_reason_nor_an_account() -> None:
    """Asked why, or how a state of things came about, the words that count are a field's
    own lower-case ones outside brackets: a date's "(declared independence from Spain)" or
    a district's "(Famagusta; …)" say when and what, not why or how (why19)."""
    independence = "16 September 1810 (declared independence from Spain); 27 September 1821"
    assert reason_unstated("How did gain its independence?", independence)
    divisions = (
        "6 districts; Ammochostos (Famagusta; all but a small part located in the Turkish"
        " Cypriot community), Keryneia (Kyrenia), Larnaka (Larnaca), Lefkosia (Nicosia)\n"
        'note: the 5 "districts" of the "Turkish Republic of Northern Cyprus" are Girne'
    )
    assert reason_unstated("Why is divided?", divisions)
    per_head = "Real GDP per capita 2024: $16,700 (2024 est.)\n$16,400 (2023 est.)"
    assert reason_unstated("How does make its money?", per_head)
    overview = "small island economy; extreme poverty and inflation; ongoing civil unrest"
    assert not reason_unstated("Why is so poor?", overview)
    assert not reason_unstated(
        "How did become a country?",
        "Formed from the merger of … colonies, it became the first country to win independence",
    )
    assert reason_unstated("What's the story behind independence?", independence)
    # a question asking how much, when, or how a thing is got or made asks no reason
    assert not reason_unstated("How does get its electricity?", per_head)
    assert not reason_unstated("How does make cars?", per_head)
    assert not reason_unstated("When did gain its independence?", independence)
    assert not reason_unstated("How many districts does have?", divisions)


def test_asked_why_only_a_field_that_can_say_why_answers() -> None:
    """``reasons`` names the described fields whose text can say why (a history, an
    economy's overview, notes, a name's etymology): "Why does Japan have earthquakes?" is
    not answered by *Natural hazards*' "about 1,500 seismic occurrences" (0.9994)."""
    hazards = "Geography › Natural hazards"
    assert hazards in descriptions().fields
    assert reason_unheld("Why does have earthquakes?", hazards)
    assert reason_unheld("How come has so many earthquakes?", hazards)
    assert not reason_unheld("Why does have earthquakes?", "Introduction › Background")
    assert not reason_unheld("What natural hazards does have?", hazards)
    # a heading the library does not describe is judged by its words alone
    assert not reason_unheld("Why does have earthquakes?", "Seismology › Faults")
    assert set(descriptions().reasons) <= set(descriptions().fields)


def test_a_price_is_answered_only_by_a_field_that_states_money() -> None:
    """What one thing costs ("How much is a beer in …?") is no amount drunk, counted or
    shared; a field stating sums (a currency per US dollar) still answers the worth of one
    unit of money, and how much of a thing people use is no price."""
    alcohol = "total: 10.91 liters of pure alcohol (2019 est.)\nbeer: 4.92 liters"
    assert price_unstated("how much is a beer in", alcohol)
    assert price_unstated("What does a cup of coffee cost in ?", "coffee, tea, spices")
    assert price_unstated("How much does a taxi ride cost in ?", "total: 27,860 km")
    assert price_unstated("What is the price of a liter of milk in ?", "milk, wheat")
    assert not price_unstated("How much is a dollar in ?", "pesos per US dollar - 18.3")
    assert not price_unstated("How much is a dollar worth in ?", "18.3 (2024 est.)")
    assert not price_unstated("How much beer does an average person drink in ?", alcohol)
    assert not price_unstated("How much is the public debt of ?", "60% of GDP")


def test_festivals_lessons_legality_and_property_are_not_the_near_fields() -> None:
    """The national day is no festival; the languages spoken are not those taught at school;
    drug trafficking says nothing of what is legal; the residency needed for citizenship
    says nothing of buying it; a climate is no forecast; no field advises what to visit."""
    holiday = "Government › National holiday"
    assert excluded("Which festivals are celebrated in ?", holiday, "Republic Day, 26 January")
    assert not excluded("What holiday does celebrate on 16 September?", holiday, "16 September")
    assert excluded("What do people celebrate on the Day of the Dead in ?", holiday, "16 September")
    languages = "People and Society › Languages"
    spoken = "German (official) 62.1%, French (official) 22.8%"
    assert excluded("Which languages are taught in schools in ?", languages, spoken)
    assert not excluded("Which languages are spoken in ?", languages, spoken)
    drugs = "Transnational Issues › Illicit drugs"
    assert excluded("Is cannabis legal in ?", drugs, "major precursor-chemical producer")
    assert not excluded("What illegal drugs are produced in ?", drugs, "cocaine producer")
    citizenship = "Government › Citizenship"
    residency = "residency requirement for naturalization: 10 years"
    assert excluded("How do I become a citizen of by buying property?", citizenship, residency)
    assert not excluded("How long must I live in to become a citizen?", citizenship, residency)
    assert excluded("What is the weather forecast for ?", CLIMATE, "tropical")
    media = "Communications › Broadcast media"
    channels = "a mix of publicly operated and privately owned TV stations"
    assert excluded("What is the most popular TV channel in ?", media, channels)
    assert excluded("What is the most popular TV show in ?", media, channels)
    assert not excluded("Which TV stations are there in ?", media, channels)
    assert not excluded("What is the most popular TV channel in ?", media, "most popular TV")
    # a description of the climate states no measured figure
    assert excluded("What is the record temperature in ?", CLIMATE, "dry desert; hot summers")
    assert excluded("How many days does it rain in each year?", CLIMATE, "temperate")
    assert not excluded("How hot is it in ?", CLIMATE, "dry desert; hot summers")
    assert excluded("Which islands should I visit in ?", "Geography › Geography - note", "7,641")


def test_a_trip_next_month_asks_the_climate() -> None:
    """ "next month", "this summer" are when a trip is, and the climate answers for them (a
    forecast is excluded by name); only this very moment is the weather's."""
    assert not asks_moment("I'm going to next month, what's the weather like there?")
    assert not asks_moment("How hot does it get in this summer?")
    assert excluded("What is the weather forecast for next week?", CLIMATE, "tropical")


def test_a_symbol_of_a_kind_the_value_holds_none_of_is_not_answered() -> None:
    kinds = descriptions().kinds["Government › National symbol(s)"]
    assert {"insect", "fish", "fruit", "gemstone", "instrument"} <= set(kinds)
    within = descriptions().kinds_within["Government › National symbol(s)"]
    assert "bird" in within["national animal"] and "flower" in within["plant"]
    assert {k for narrow in within.values() for k in narrow} | set(within) <= set(kinds)


def test_what_a_place_is_asked_to_have_narrows_as_a_qualifier_does() -> None:
    """ "Does Egypt have high speed trains?" asks for high-speed trains: each word of the thing
    is read as a qualifier (``asked_qualifiers``), which *Railways*' length does not hold;
    words of degree ("high unemployment") ask the field's own figure."""
    assert had_words("Does have high speed trains?") == ["speed", "trains"]
    assert had_words("Is there a metro in ?") == ["metro"]
    assert had_words("Are there any nuclear power plants in ?") == ["nuclear", "power", "plants"]
    assert had_words("Does have high unemployment?") == ["unemployment"]
    assert had_words("Do people in speak English?") == []
    assert had_words("What is the capital of ?") == []
    assert asked_qualifiers("Does have high speed trains?", None, False) == ["speed", "trains"]


def test_practice_cost_climbing_print_and_other_drugs_are_not_the_near_fields() -> None:
    """A religion's shares say nothing of how its people pray; what a country spends on health
    or schooling says not whether it is free; a peak's height not who climbed it; broadcast
    media are no newspapers; tobacco use is no cannabis. Each still answers its own thing."""
    religions = "People and Society › Religions"
    shares = "Muslim (predominantly Sunni) 90%, Christian 10%"
    assert excluded("How many times a day do Muslims pray in ?", religions, shares)
    assert excluded("How many people go to church in ?", religions, shares)
    assert not excluded("What religions are practiced in ?", religions, shares)
    assert not excluded("Which god do most Indians pray to?", religions, shares)
    health = "People and Society › Health expenditure"
    spent = "Health expenditure (as % of GDP): 11.3% of GDP (2022)"
    assert excluded("Is healthcare free in ?", health, spent)
    assert not excluded("How much does spend on healthcare?", health, spent)
    schooling = "People and Society › Education expenditures"
    assert excluded("Is university free in ?", schooling, "4.6% of GDP (2020 est.)")
    elevation = "Geography › Elevation"
    peak = "highest point: Cerro Aconcagua 6,961 m"
    assert excluded("Who first climbed the highest mountain in ?", elevation, peak)
    assert not excluded("What is the highest mountain in ?", elevation, peak)
    media = "Communications › Broadcast media"
    print_too = "dozens of TV networks and more than 150 daily newspapers"
    assert excluded("What is the main newspaper in ?", media, print_too)
    assert not excluded("How many newspapers are there in ?", media, print_too)
    tobacco = "People and Society › Tobacco use"
    assert excluded("How many people smoke cannabis in ?", tobacco, "total: 10.1% (2025 est.)")
    assert not excluded("How many people smoke in ?", tobacco, "total: 10.1% (2025 est.)")


def test_fluency_train_speed_and_bridges_are_not_the_near_fields() -> None:
    """The languages spoken say not how well or how widely they are understood; a railway's
    length says not how fast its trains run; no field holds a bridge, tunnel or castle unless
    its text writes one."""
    languages = "People and Society › Languages"
    spoken = "Dutch (official); English is a recognized regional language"
    assert excluded("How many people speak English fluently in ?", languages, spoken)
    assert excluded("Is English widely understood in ?", languages, spoken)
    assert not excluded("Do people speak English in ?", languages, spoken)
    railways = "Transportation › Railways"
    assert excluded("What is the speed of trains in ?", railways, "27,860 km (2020)")
    assert not excluded("How long is the railway network of ?", railways, "27,860 km (2020)")
    rivers = "Geography › Major rivers (by length in km)"
    assert excluded("How long is the longest bridge in ?", rivers, "Yangtze - 6,300 km")
    note = "Geography › Geography - note"
    assert not excluded("What land bridge does control?", note, "the only land bridge between")


def test_how_named_works_stand_to_one_another_is_answered_by_a_field_naming_them() -> None:
    """A later work named after "to", "with", "from" or as the second of "between … and" is
    the other side of a relation; a list of works or a comparison is not. Asked the relation,
    a field answers only when it names the other works."""

    def starts(text: str, *names: str) -> list[int]:
        return [text.index(name) for name in names]

    ambassador = "Who is the French ambassador to Germany?"
    assert related(ambassador, starts(ambassador, "French", "Germany"), 2)
    treaties = "Which treaties has Switzerland signed with the European Union?"
    assert related(treaties, starts(treaties, "Switzerland", "European Union"), 2)
    flights = "How many flights are there between Kenya and Tanzania?"
    assert related(flights, starts(flights, "Kenya", "Tanzania"), 2)
    listed = "What is the population of France and Germany?"
    assert not related(listed, starts(listed, "France", "Germany"), 2)
    compared = "How does the population of France compare to Germany?"
    assert not related(compared, starts(compared, "France", "Germany"), 2)
    difference = "What is the difference in GDP between Chile and Peru?"
    assert not related(difference, starts(difference, "Chile", "Peru"), 2)
    one = "Who is the US ambassador to Japan?"
    assert not related(one, starts(one, "Japan"), 1)
    # the place a thing of the first work is in; not a list of places
    embassy = "Where is the embassy of India in Canada?"
    assert related(embassy, starts(embassy, "India", "Canada"), 2)
    nepal = "Does Brazil have an embassy in Nepal?"
    assert related(nepal, starts(nepal, "Brazil", "Nepal"), 2)
    either = "Where do more people live, in Chad or in Niger?"
    assert not related(either, starts(either, "Chad", "Niger"), 2)
    both = "What languages are spoken in Belgium and in the Netherlands?"
    assert not related(both, starts(both, "Belgium", "Netherlands"), 2)
    assert relation_unheld("France", ("France", "Germany"), {"United States"})
    assert not relation_unheld("Chile", ("Chile", "Argentina"), {"Argentina", "Bolivia"})


def test_a_relation_is_answered_only_by_a_field_running_the_same_way() -> None:
    """*Diplomatic representation from the US* is the US's embassy in the field's country,
    *… in the US* that country's embassy in the US: asked the ambassador of Japan **to** the
    US, only the second answers; asked the **US** ambassador (the owner, the subject, "from
    the US"), only the first. A question not naming the US, or naming it both ways, is not
    read."""
    away = "Government › Diplomatic representation from the US"
    towards = "Government › Diplomatic representation in the US"

    def unheld(question: str, heading: str) -> bool:
        starts = [m.start() for m in re.finditer(r"\b(?:US|United States|American)\b", question)]
        return direction_unheld(question, starts, heading, heading.rindex("US"))

    japan = "Who is the ambassador of Japan to the United States?"
    assert unheld(japan, away) and not unheld(japan, towards)
    india = "Where is the embassy of India in the US?"
    assert unheld(india, away) and not unheld(india, towards)
    for ours in (
        "Who is the US ambassador to Japan?",
        "Who is the ambassador of the United States to Canada?",
        "Does the United States have an embassy in Iran?",
        "Who is the American ambassador to France?",
        "Who is the ambassador to Peru from the US?",
    ):
        assert unheld(ours, towards) and not unheld(ours, away), ours
    for unread in ("Who is the ambassador of Japan?", "What are Japan's relations with the US?"):
        assert not unheld(unread, away) and not unheld(unread, towards), unread
    assert not unheld(japan, "Economy › Exports - partners US")  # no direction
    # the works on the other side asked for: the field speaks of one
    assert unheld("Which countries have an embassy in Bhutan?", away)
    assert unheld("How many nations have embassies in Japan?", towards)


def test_naming_only_the_fields_own_work_the_question_may_still_say_whose_relation() -> None:
    """Not naming the US, "the Mexican embassy" is Mexico's own (the one in the US), "the
    embassy in Mexico" another country's there (the US's); "the ambassador of Japan" says
    neither and is not read."""
    away = "Government › Diplomatic representation from the US"
    towards = "Government › Diplomatic representation in the US"

    def unheld(question: str, own: str, heading: str) -> bool:
        start = question.index(own)
        spans = [(start, start + len(own))]
        return direction_unheld(question, [], heading, heading.rindex("US"), spans)

    for owned, own in (
        ("Where is the Mexican embassy in Washington?", "Mexican"),
        ("Who is Japan's ambassador?", "Japan"),
        ("What is the address of the Peruvian diplomatic mission?", "Peruvian"),
    ):
        assert unheld(owned, own, away) and not unheld(owned, own, towards), owned
    for theirs in ("Where is the embassy in Mexico?", "Who is the ambassador to Mexico?"):
        assert unheld(theirs, "Mexico", towards) and not unheld(theirs, "Mexico", away), theirs
    for unread in ("Who is the ambassador of Japan?", "What is the capital of Japan?"):
        assert not unheld(unread, "Japan", away) and not unheld(unread, "Japan", towards)


def test_an_anthem_names_no_performance_and_the_armed_forces_no_commander() -> None:
    """The anthem field gives a title, its authors and when it was adopted: not when or how it
    is played, sung or broadcast, nor how long it lasts — unless its text writes that
    (Uruguay's "almost five minutes"); the armed forces' branches name no commander."""
    anthem = "Government › National anthem(s)"
    kenya = "lyrics/music: Graham HYSLOP/traditional\nhistory: adopted 1963"
    assert excluded("When was the anthem of first played on radio?", anthem, kenya)
    assert excluded("How many verses does the anthem of have?", anthem, kenya)
    assert not excluded("Who wrote the anthem of ?", anthem, kenya)
    uruguay = "history: adopted 1848; the world's longest anthem (105 bars; almost five minutes)"
    assert not excluded("How long is the anthem of in minutes?", anthem, uruguay)
    forces = "Military and Security › Military and security forces"
    branches = "Indian Armed Forces (IAF): Army, Navy, Air Force, Coast Guard"
    assert excluded("Who is the commander of the navy of ?", forces, branches)
    assert excluded("Who commands the army of ?", forces, branches)
    assert excluded("Who sings the anthem of at football matches?", anthem, kenya)
    assert not excluded("What are the branches of the military of ?", forces, branches)


def test_a_recent_stretch_of_time_is_answered_only_by_a_field_stating_it() -> None:
    """No field counts a day, a week or a month; last or this year is answered by a field whose
    figures are dated by year, not by one that describes."""
    hazards = "volcanism: Eyjafjallajokull (1,666 m) erupted in 2010, sending ash high"
    assert period_unstated("How many volcanoes in erupted last year?", hazards)
    prices = "Inflation rate (consumer prices) 2024: 4.7% (2024 est.)"
    assert not period_unstated("By how much did consumer prices rise in last year?", prices)
    assert period_unstated("How much rain fell in last week?", "temperate maritime")
    assert period_unstated("How many babies were born in yesterday?", "10.56 births (2025 est.)")
    assert not period_unstated("What is the climate of ?", "temperate maritime")


def test_whose_property_is_asked_narrows_unless_it_is_people() -> None:
    """Whose age, lifespan or literacy is asked ("of cars", "of an elephant") is read as a
    qualifier; people in general, the population and a label's words ("women") are not."""
    assert owner_words("What is the median age of cars in ?", "age") == ["cars"]
    assert owner_words("What is the average lifespan of an elephant in ?", "lifespan") == [
        "elephant"
    ]
    assert owner_words("What is the literacy rate of prisoners in ?", "literacy") == ["prisoners"]
    # the owner runs to a preposition: "How long is the border between Chile and Argentina?"
    # is asked of the border, which *Land boundaries* holds (it abstained)
    assert owner_words("How long is the border between and ?", None) == ["border"]
    assert owner_words("What is the life expectancy of women in ?", "expectancy") == []
    assert owner_words("What is the median age of the population of ?", "age") == []
    assert owner_words("What is the area of the largest lake in ?", "area") == ["lake"]
    assert owner_words("What is the median age in ?", "age") == []
    assert "cars" in asked_qualifiers("What is the median age of cars in ?", "age", False)


def test_a_leaders_home_a_languages_difficulty_and_online_games_are_not_the_near_fields() -> None:
    """The executive names the officeholders, not where they live; the languages spoken say
    not which is hard to learn; the share of internet users not what they play or how fast
    the connection is; a government type not whether it is popular."""
    executive = "Government › Executive branch"
    holder = "head of government: Prime Minister Mark CARNEY (since 14 March 2025)"
    assert excluded("Where does the prime minister of live?", executive, holder)
    assert not excluded("Who is the prime minister of ?", executive, holder)
    languages = "People and Society › Languages"
    assert excluded("Which language is hardest to learn in ?", languages, "Hindi 43.6%")
    assert not excluded("Which languages are spoken in ?", languages, "Hindi 43.6%")
    internet = "Communications › Internet users"
    assert excluded("How many people in play video games online?", internet, "87% (2023 est.)")
    assert not excluded("How many people in use the internet?", internet, "87% (2023 est.)")
    cities = "People and Society › Major urban areas - population"
    urban = "5.397 million ANKARA (capital), 3.088 million Izmir (2023)"
    assert excluded("What is the area of the capital of ?", cities, urban)
    assert not excluded("What is the population of the capital of ?", cities, urban)
    kind = "Government › Government type"
    assert excluded("Is the government of popular?", kind, "parliamentary republic")
    assert not excluded("What kind of government does have?", kind, "parliamentary republic")


UNEMPLOYMENT = "Economy › Unemployment rate"
YOUTH = "Economy › Youth unemployment rate (ages 15-24)"
LITERACY = "People and Society › Literacy"


def test_a_figure_for_a_part_of_the_people_needs_a_field_split_so() -> None:
    """Women or men, the countryside or the towns, people over an age: a field giving its
    figure for everyone does not answer for a part (lookalike9: "What is the unemployment
    rate of women in Spain?", 0.67; "… literacy rate in rural India?", 0.82); a field with
    the part's line does, and a question asking of everyone is left alone."""
    rate = "Unemployment rate 2024: 11.3% (2024 est.)"
    assert subgroup_unsplit("What is the unemployment rate of women in ?", UNEMPLOYMENT, rate)
    assert subgroup_unsplit("How much alcohol do women in drink?", "P › Alcohol", "total: 12 l")
    assert subgroup_unsplit("What is the female unemployment rate in ?", UNEMPLOYMENT, rate)
    assert subgroup_unsplit("What is the obesity rate among men in ?", "P › Obesity", "28.9%")
    assert not subgroup_unsplit("What is the unemployment rate in ?", UNEMPLOYMENT, rate)
    assert not subgroup_unsplit("Can women vote in ?", "Government › Suffrage", "18; universal")
    assert not subgroup_unsplit("How many men serve in the army of ?", "M › Personnel", "9,000")
    # the counted things' sex closing the question (probe14: "How many judges in Kenya's
    # Supreme Court are women?" quoted its *Judicial branch*, 0.95); "Are women allowed to
    # vote …?" still asks of everyone
    courts = "highest court(s): Supreme Court (consists of the chief justice and 5 judges)"
    assert subgroup_unsplit("How many judges in 's Supreme Court are women?", "G › J", courts)
    assert subgroup_unsplit("How many of the ministers of were female?", "G › E", courts)
    assert not subgroup_unsplit("Are women allowed to vote in ?", "G › Suffrage", "18")
    literacy = "total population: 76.9%\nmale: 84.4%\nfemale: 69.1%"
    assert not subgroup_unsplit("What is the literacy rate of women in ?", LITERACY, literacy)
    assert subgroup_unsplit("What is the literacy rate in rural ?", LITERACY, literacy)
    assert subgroup_unsplit(
        "What is the literacy rate among people over 65 in ?", LITERACY, literacy
    )
    water = "improved: urban: 95.8% of population\nimproved: rural: 91.9% of population"
    assert not subgroup_unsplit("How many people in rural have clean water?", "P › Water", water)
    ages = "0-14 years: 12.1%\n15-64 years: 58.4%\n65 years and over: 29.5%"
    assert not subgroup_unsplit("How many people are over 65 in ?", "P › Age structure", ages)
    # a field of another part only: the young women's rate is not the women's
    youth = "total: 24.8% (2024 est.)\nmale: 22.1%\nfemale: 28.3%"
    assert subgroup_unsplit("What is the female unemployment rate in ?", YOUTH, youth)
    assert not subgroup_unsplit("What is the unemployment rate of young women in ?", YOUTH, youth)
    assert not subgroup_unsplit(
        "What is the unemployment rate for people aged 15 in ?", YOUTH, youth
    )
    assert not subgroup_unsplit("What is the jobless rate in ?", YOUTH, youth)
    assert YOUTH in descriptions().narrows


def test_the_people_a_figure_is_asked_among_narrow_it() -> None:
    """ "among immigrants", "the teen birth rate": whose figure is asked is a qualifier the
    field must hold or be close to; people in general and a label's words are not."""
    assert group_words("What's the unemployment rate among immigrants in ?") == ["immigrants"]
    assert group_words("What is the rate among university graduates in ?") == [
        "university",
        "graduates",
    ]
    assert group_words("What is the teen birth rate in ?") == ["teen"]
    assert group_words("What is the literacy rate among people over 65 in ?") == []
    assert group_words("What is the obesity rate among men in ?") == []
    assert "children" in asked_qualifiers(
        "What is the poverty rate among children in ?", "rate", False
    )


def test_the_part_of_the_people_reaches_the_field_model() -> None:
    fields = [
        (UNEMPLOYMENT, "Unemployment rate 2024: 11.3% (2024 est.)"),
        ("Economy › Exports", "oil, livestock, cotton"),
    ]
    assert _judge(fields, "What is the unemployment rate of women in ?")[UNEMPLOYMENT] == 0.0
    assert _judge(fields, "What is the unemployment rate in ?")[UNEMPLOYMENT] > 0.0


def test_a_judgement_is_answered_only_where_written() -> None:
    """ "Is the healthcare in Cuba good?" asks a judgement, which a share of GDP spent on
    health does not give (lookalike9: 0.65); a yes/no question of fact is left alone."""
    health = "Health expenditure (as % of GDP): 13.8% of GDP (2021)"
    assert judgement_unstated("Is the healthcare in good?", health)
    assert judgement_unstated("How good are the schools in ?", "4.7% of GDP")
    assert judgement_unstated("Is a nice country?", "tropical")
    assert not judgement_unstated("Is the healthcare in good?", "good access to care")
    assert not judgement_unstated("Is the economy of growing?", "3.4% (2024 est.)")
    assert not judgement_unstated("What is the best time to visit ?", "tropical")
    assert not judgement_unstated("Is it hot in ?", "tropical; hot, humid")


def test_what_a_list_leaves_out_is_never_answered() -> None:
    """ "What languages don't they speak in Belgium?" quoted the languages spoken (0.99 once
    "don't" was read as "do"); a share of those who do not, or why not, is still asked."""
    from oshun.sophia.lookalikes import complement_asked

    assert complement_asked("What languages don't they speak in ?")
    assert complement_asked("Which countries don't border ?")
    assert complement_asked("What does not export?")
    assert complement_asked("What languages can't you use in ?")
    assert not complement_asked("What percent of people in don't have a job?")
    assert not complement_asked("What share of people don't have electricity in ?")
    assert not complement_asked("Why doesn't have a coast?")
    assert not complement_asked("What do people export?")


def test_it_after_the_fields_own_thing_is_that_thing_not_today() -> None:
    """*National holiday* excludes "day is it" ("What day is it in New Zealand?" asks
    today's date); after the question names the national day, "it" is that day."""
    holiday = "Government › National holiday"
    value = "Independence Day, 4 January (1948); Union Day, 12 February (1947)"
    assert excluded("What day is it in ?", holiday, value)
    assert excluded("What day is it today in ?", holiday, value)
    assert not excluded("has a national day which day is it?", holiday, value)


def test_how_bad_a_measure_the_field_is_named_for_is_how_high_it_is() -> None:
    """ "How bad is inflation in Venezuela?" asks how high the inflation rate is (it
    abstained); a severity word asked of a thing the field is not named for still needs
    the field to write it."""
    inflation = "Economy › Inflation rate (consumer prices)"
    rate = "Inflation rate (consumer prices) 2022: 200.9% (2022 est.)"
    assert not judgement_unstated("How bad is inflation in ?", rate, inflation)
    assert not judgement_unstated(
        "Is unemployment in really that bad?", "11.4%", "Economy › Unemployment rate"
    )
    assert judgement_unstated("How bad is inflation in ?", rate)  # no heading given
    assert judgement_unstated(
        "How bad is the healthcare in ?", "13.8% of GDP", "People and Society › Health expenditure"
    )
    assert judgement_unstated("How bad is the economy of ?", "3.4%", inflation)
    # a judgement that is no severity is not asked of the figure
    assert judgement_unstated("How good is inflation in ?", rate, inflation)


def test_the_object_of_a_yes_no_questions_verb_is_the_other_side() -> None:
    """ "Does China support North Korea?" asks how China stands to North Korea (lookalike9:
    it quoted China's *Dependency ratios*, "potential support ratio", 0.35); the subject
    leads ("Does France border Spain?" is France's *Land boundaries*); a list of works or a
    comparison is no relation."""

    def spans(text: str, *names: str) -> tuple[list[int], list[int]]:
        starts = [text.index(name) for name in names]
        return starts, [s + len(n) for s, n in zip(starts, names, strict=True)]

    support = "Does China support North Korea?"
    starts, ends = spans(support, "China", "North Korea")
    assert related(support, starts, 2, ends)
    assert not related(support, starts, 2)  # without where names end, as before
    assert subject_related(support, starts, ends)
    border = "Does France border the United States?"
    assert subject_related(border, *spans(border, "France", "United States"))
    listed = "Do Chad and Niger share a border?"
    assert not related(
        listed, *spans(listed, "Chad", "Niger")[:1], 2, spans(listed, "Chad", "Niger")[1]
    )
    compared = "Is Chad bigger than Niger?"
    assert not related(
        compared, *spans(compared, "Chad", "Niger")[:1], 2, spans(compared, "Chad", "Niger")[1]
    )
    asked = "What is the population of France and Germany?"
    assert not subject_related(asked, *spans(asked, "France", "Germany"))
    # a verb phrase ending in a preposition ("does france share a border with spain" led
    # with Spain's *Land boundaries*)
    shared = "does france share a border with spain"
    assert subject_related(shared, *spans(shared, "france", "spain"))
    beside = "Is Canada next door to the US?"
    assert subject_related(beside, *spans(beside, "Canada", "US"))
    # the second of "between … and" (g24b: "the border between the US and Mexico" led with
    # Mexico's *Land boundaries*; geo18's Chile and Argentina with Argentina's)
    between = "How long is the border between the US and Mexico?"
    assert subject_related(between, *spans(between, "US", "Mexico"))
    like = "Does France use the euro like Germany?"
    assert not subject_related(like, *spans(like, "France", "Germany"))


def test_other_debts_wealth_brands_records_and_snow_are_not_the_near_fields() -> None:
    """Household debt is not the public debt, wealth not the family income the Gini index
    measures, the most popular beer not the litres drunk, a record temperature or snow not
    the climate's description, whether to invest not what is invested (lookalike9)."""
    debt = "Economy › Public debt"
    assert excluded("What is the household debt of ?", debt, "61.3% of GDP")
    assert not excluded("What is the public debt of ?", debt, "61.3% of GDP")
    gini = "Economy › Gini Index coefficient - distribution of family income"
    assert excluded("How unequal is wealth in ?", gini, "41.8 (2023 est.)")
    assert not excluded("How unequal is income in ?", gini, "41.8 (2023 est.)")
    alcohol = "People and Society › Alcohol consumption per capita"
    assert excluded("What is the most popular beer in ?", alcohol, "beer: 6.77 liters")
    assert not excluded("How much beer do people drink in ?", alcohol, "beer: 6.77 liters")
    climate = "temperate; hot and dry in southern and eastern desert areas"
    assert excluded("Does it snow in ?", CLIMATE, climate)
    assert excluded("What is the hottest temperature ever recorded in ?", CLIMATE, climate)
    assert not excluded("Does it snow in ?", CLIMATE, "cold winters with heavy snow")
    assert not excluded("Is it hot in ?", CLIMATE, climate)
    end_use = "Economy › GDP - composition, by end use"
    assert excluded("Should I invest in ?", end_use, "investment in fixed capital: 30.1%")
    assert excluded("What is the most popular car brand in ?", "Economy › Industries", "cars")


def test_how_long_something_lasts_needs_a_field_stating_a_time() -> None:
    """ "How long do smokers live in France?" quoted *Tobacco use* ("28.9% (2025 est.)",
    0.84; lookalike9): a share states no time, and the figure's own year is none; years, a
    date or "since" answer, and "How long is the coastline?" asks a length."""
    assert duration_unstated("How long do smokers live in ?", "28.9% (2025 est.)")
    assert not duration_unstated("How long do people live in ?", "total population: 83.1 years")
    assert not duration_unstated("How long has been independent?", "4 July 1776")
    assert not duration_unstated(
        "How long has the president of ruled?", "President Ali X (since 7 January 2025)"
    )
    # a length with decimals is no year ("1289.3 0.950-mm gauge"; probe14: "How long does
    # the train take from one end of Italy to the other?" quoted its *Railways*, 0.42)
    rails = "total: 18,475 km (2020) 12,936 km electrified\nnote: 1289.3 0.950-mm gauge"
    assert duration_unstated("How long does the train take from end to end of ?", rails)
    assert not duration_unstated("How long is the coastline of ?", "1,000 km")


def test_one_embassy_the_day_and_the_warmest_month_are_not_the_near_fields() -> None:
    """*Diplomatic representation from the US* is the US's one embassy in the country and its
    consulates, no count of the country's own embassies ("How many embassies does India
    have?" quoted a telephone number, 0.91; lookalike9); the national holiday is not what day
    it is; the climate names no warmest month."""
    from_us = "Government › Diplomatic representation from the US"
    assert count_gap("embassies", from_us) == 1.0
    assert count_gap("consulates", from_us) == 0.0
    holiday = "Government › National holiday"
    assert excluded("What day is it in ?", holiday, "Waitangi Day, 6 February (1840)")
    assert not excluded("What is the national day of ?", holiday, "Waitangi Day, 6 February")
    assert excluded("What is the warmest month in ?", CLIMATE, "temperate; hot summers")


def test_a_change_asked_needs_figures_of_several_years_or_a_rate_of_change() -> None:
    assert asks_change("How has the flag of South Africa changed over time?")
    assert asks_change("I'm an investor. What's the trend in Venezuela's inflation?")
    assert not asks_change("What is the flag of South Africa like?")
    flag = "description: two equal-width horizontal bands of red (top) and blue"
    imports = "Imports 2024: $381.45 billion (2024 est.)\nImports 2023: $379.659 billion"
    assert change_unheld(True, "Government › Flag", flag)
    assert not change_unheld(True, "Economy › Imports", imports)
    assert not change_unheld(True, "People and Society › Population growth rate", "-0.5%")
    # a measure of one time still gives the latest figure
    assert not change_unheld(True, "Economy › Public debt", "Public debt 2023: 190.6% of GDP")
    assert not change_unheld(True, "People and Society › Population", "123,201,945 (2024 est.)")
    assert not change_unheld(False, "Government › Flag", flag)


def test_a_measure_asked_of_a_thing_of_the_work_needs_the_thing_and_a_figure() -> None:
    """ "How far is the capital of … from the sea?": the capital owns the distance, so a field
    must hold it (*Maritime claims* does not); "How high is the capital of …?" is not
    answered by a quote without a figure (the capital's name)."""
    assert owner_words("How far is the capital of  from the sea?", None) == ["capital"]
    assert owner_words("How big is the army of ?", None) == ["army"]
    assert owner_words("How big is the population of ?", None) == []
    assert owner_words("How big is ?", None) == []
    assert measure_unstated("How high is the capital of ?", "La Paz (administrative capital)")
    assert measure_unstated("How old is the capital of ?", "Santiago; note - Valparaiso")
    assert not measure_unstated("How old is the constitution of ?", "latest ratified 1788")
    assert not measure_unstated("How cold is the climate of ?", "desert; continental")
    assert not measure_unstated("What is the capital of ?", "Santiago")


def test_oil_production_is_no_export_or_import() -> None:
    """*Petroleum* gives production, consumption and reserves: "How much oil does Norway
    export?" quoted its production (0.41; lookalike9); a text that writes exports answers."""
    petroleum = "Energy › Petroleum"
    produced = "total petroleum production: 2.02 million bbl/day (2023 est.)"
    assert excluded("How much oil does export?", petroleum, produced)
    assert excluded("How much oil does import?", petroleum, produced)
    assert not excluded("How much oil does produce?", petroleum, produced)
    assert not excluded(
        "How much oil does export?", petroleum, "crude oil export: 1.9 million bbl/day"
    )


def test_a_figure_per_person_needs_a_field_giving_one() -> None:
    """ "How much CO2 does China emit per person?" quoted the total emissions (0.99;
    lookalike9); a figure per capita, per 100 inhabitants or per 1,000 people answers."""
    co2 = "Environment › Carbon dioxide emissions"
    total = "total emissions: 12.196 billion metric tonnes of CO2 (2023 est.)"
    assert per_person_unstated("How much CO2 does emit per person?", co2, total)
    assert not per_person_unstated("How much CO2 does emit?", co2, total)
    # everyone counted is the whole: "If I counted every resident of Portugal, …"
    assert not per_person_unstated("counted every resident of what number would I get", co2, total)
    assert per_person_unstated("counted how much CO2 every person emits", co2, total)
    gdp = "Economy › Real GDP per capita"
    assert not per_person_unstated("What is the GDP per person in ?", gdp, "$91,100")
    doctors = "People and Society › Physician density"
    assert not per_person_unstated(
        "How many doctors are there per person in ?", doctors, "9.54 physicians/1,000 population"
    )
    # "each person" asks per person too (lookalike11: "How much carbon dioxide does each
    # person in China emit?" quoted the total, 0.98)
    assert per_person_unstated("How much carbon dioxide does each person in emit?", co2, total)


def test_an_amount_in_money_needs_a_field_stating_money() -> None:
    """ "What is Japan's public debt in dollars?" quoted "215.9% of GDP" (1.00; lookalike11);
    a "$" figure or an exchange rate "per US dollar" answers."""
    share = "Public debt 2022: 215.9% of GDP (2022 est.)"
    assert money_unstated("What is Japan's public debt in dollars?", share)
    assert money_unstated("How many dollars does the UK spend on its military?", share)
    assert not money_unstated("What is Japan's public debt?", share)
    assert not money_unstated("What is Japan's GDP in US dollars?", "$5.715 trillion (2024 est.)")
    rate = "Currency: euros (EUR) per US dollar -\nExchange rates 2024: 0.924 (2024 est.)"
    assert not money_unstated("How much is the euro in dollars?", rate)


def test_a_field_writing_the_asked_thing_only_as_what_a_share_is_of_does_not_answer() -> None:
    """ "What is the GDP of France?" quoted *Education expenditure* ("5.3% of GDP") as its
    second witness: a share of GDP is not GDP. A field whose heading holds the word, or a
    question that asks the share or what it is a share of, still meets it."""
    gdp = ("gdp",)
    education = "People and Society › Education expenditure"
    spent = "Education expenditure (% GDP): 5.3% of GDP (2022 est.)"
    assert base_only("What is the GDP of ?", gdp, education, spent)
    taxes = "23.1% (of GDP) (2023 est.)\nnote: central government tax revenue as a % of GDP"
    assert base_only("What is the GDP of ?", gdp, "Economy › Taxes and other revenues", taxes)
    internet = "percent of population: 87% (2023 est.)"
    assert base_only(
        "What is the population of ?", ("popul",), "Communications › Internet users", internet
    )
    real = "Real GDP (purchasing power parity) 2024: $3.732 trillion (2024 est.)"
    assert not base_only(
        "What is the GDP of ?", gdp, "Economy › Real GDP (purchasing power parity)", real
    )
    growth = "Real GDP growth rate 2024: 1.2% (2024 est.)\nnote: annual GDP % growth"
    assert not base_only("What is the GDP of ?", gdp, "Economy › Real GDP growth rate", growth)
    asked = ("gdp", "educ")
    assert not base_only("How much of 's GDP goes on education?", asked, education, spent)
    assert not base_only("What percent of GDP is spent on education in ?", gdp, education, spent)
    # a field not writing the word at all is for the other rules and the model to judge
    assert not base_only("What is the GDP of ?", gdp, "Economy › Exports", "$1 trillion")


def test_a_people_named_by_origin_is_a_qualifier_after_for_among_of() -> None:
    """ "the unemployment rate for black South Africans" asks of a part of the people; a
    flag's black is a colour."""
    assert group_words("What is the unemployment rate for black ?") == ["black"]
    assert group_words("Is there black on the flag of ?") == []


def test_an_amount_or_a_share_needs_a_field_stating_one() -> None:
    """ "How much rice does Thailand produce?" quoted a list of crops without tonnes (0.65),
    "What percentage of Russians drink vodka?" the litres drunk (0.47; lookalike9); a figure
    or a share answers, and "share a border" asks no share."""
    crops = "sugarcane, rice, cassava, oil palm fruit, maize (2023)"
    assert amount_unstated("How much rice does produce?", crops)
    assert not amount_unstated("How much does spend on its military?", "7.1% of GDP (2024 est.)")
    litres = "total: 7.29 liters of pure alcohol (2019 est.)"
    assert amount_unstated("What percentage of drink vodka?", litres)  # "Russians" taken out
    assert not amount_unstated("How much alcohol do Russians drink?", litres)
    assert not amount_unstated("What percentage of people are literate?", "total population: 99%")
    assert not amount_unstated("What countries share a border with ?", "Austria 801 km")
    assert not amount_unstated("What share of 's land is irrigated?", "36,500 sq km (2012)")
    assert amount_unstated("What share of adults drink wine in ?", litres)


def test_bank_accounts_compulsory_school_and_wine_making_are_not_the_near_fields() -> None:
    """The current account is no bank account, the years children spend in school not how
    many are compulsory, the alcohol drunk not the wine produced (lookalike9)."""
    account = "Economy › Current account balance"
    assert excluded("How many Nigerians have a bank account?", account, "$17.215 billion")
    assert not excluded("What is the current account balance of ?", account, "$17.215 billion")
    assert excluded("How many years of school are compulsory in ?", SCHOOL, "17 years")
    assert not excluded("How many years do children spend in school in ?", SCHOOL, "17 years")
    alcohol = "People and Society › Alcohol consumption per capita"
    assert excluded("How much wine is produced in ?", alcohol, "wine: 6.44 liters")
    assert not excluded("How much wine do people drink in ?", alcohol, "wine: 6.44 liters")


def test_past_holders_a_decade_a_quarter_and_a_state_of_the_counted_people() -> None:
    """How many prime ministers a country has had is no *Executive branch* line; the 1980s
    are a time the field must hold; "this quarter" is a stretch no field counts; "How many
    people are homeless …?" counts homeless people (lookalike9)."""
    executive = "Government › Executive branch"
    holder = "head of government: Prime Minister Sanae TAKAICHI (since 21 October 2025)"
    assert excluded("How many prime ministers has had?", executive, holder)
    assert excluded("How many presidents has the had?", executive, holder)
    assert not excluded("Who is the prime minister of ?", executive, holder)
    rate = "Inflation rate (consumer prices) 2024: 4.7% (2024 est.)"
    assert when_gap("What was the inflation rate during the 1980s?", None, rate) > 0.0
    assert when_gap("What was the inflation rate in 2024?", None, rate) == 0.0
    assert period_unstated("How fast is the economy growing this quarter?", "7.3% (2024 est.)")
    assert count_qualifiers("How many people are homeless in ?", "people") == ["homeless"]
    assert count_qualifiers("How many people are there in ?", "people") == []
    assert count_qualifiers("How many people are living in ?", "people") == []


def test_a_later_work_in_a_clause_of_its_own_is_no_relation() -> None:
    """ "… in Brazil and what language is spoken in Argentina?": the second name asks its own
    thing, as the first does; still a relation when no clause of its own stands before it."""

    def starts(text: str, *names: str) -> list[int]:
        return [text.index(name) for name in names]

    spoken = "What language is spoken in Brazil and what language is spoken in Argentina?"
    assert not related(spoken, starts(spoken, "Brazil", "Argentina"), 2)
    rate = "What is the GDP of Saudi Arabia and the inflation rate in Iran?"
    assert not related(rate, starts(rate, "Saudi Arabia", "Iran"), 2)
    embassy = "Where is the embassy of India in Canada?"
    assert related(embassy, starts(embassy, "India", "Canada"), 2)
    trade = "How much trade is there between France and the United States?"
    assert related(trade, starts(trade, "France", "United States"), 2)


def test_what_a_country_exports_is_asked_of_a_field_speaking_of_trade() -> None:
    reserves = "Economy › Reserves of foreign exchange and gold"
    held = {"reser", "forei", "excha", "gold", "billi"}
    assert trade_unheld("How much gold does export?", reserves, held)
    assert not trade_unheld("How much gold does have?", reserves, held)
    assert not trade_unheld("How much gold does export?", reserves, held | {"expor"})
    assert not trade_unheld("How much gold does export?", "Not › Described", held)


def test_a_work_named_after_to_from_or_with_is_a_trade_side() -> None:
    text = "What does Nigeria export to the US?"
    assert partner_side(text, text.index("US"))
    text = "What does Brazil import from China?"
    assert partner_side(text, text.index("China"))
    text = "What is the population of Nigeria and the US?"
    assert not partner_side(text, text.index("US"))


def test_a_field_listing_every_side_of_a_relation_answers_a_yes_no_question() -> None:
    """ "Does Brazil border Chile?" is decided by Brazil's *Land boundaries*, which lists
    every country it borders and not Chile (yesno14: it abstained, the field not naming
    Chile): a line whose label holds a word of the relation and that names at least two
    other works. "Does China support North Korea?" still finds no such list."""
    asked = "Does Brazil border Chile?"
    subject = (asked.index("Brazil"), asked.index("Brazil") + len("Brazil"))
    other = asked.index("Chile")
    borders = "total: 16,145 km\nborder countries: Argentina 1,263 km; Bolivia 3,403 km"
    assert relation_listed(asked, subject, other, borders, 2)
    assert not relation_listed(asked, subject, other, borders, 1)  # no list of works
    assert not relation_listed(asked, subject, other, "total: 16,145 km", 2)
    support = "Does China support North Korea?"
    ratios = "potential support ratio: 5.6 (2025 est.)"
    assert relation_listed(support, (5, 10), support.index("North"), ratios, 0) is False
    # not a yes/no question whose subject is the first work
    which = "Which countries does Brazil border besides Chile?"
    start = which.index("Brazil")
    assert not relation_listed(which, (start, start + 6), which.index("Chile"), borders, 2)


def test_a_number_a_yes_no_question_checks_is_no_part_of_the_people_nor_a_kind() -> None:
    """ "Is life expectancy in Japan over 80 years?" checks the field's figure against 80
    (yesno14: it abstained as asked of people over 80); "people over 65" is still a part of
    the people. "Does Canada have ten provinces?" checks a count: "ten" is no kind of
    province a field must hold (it abstained)."""
    expectancy = "total population: 85.2 years (2024 est.)"
    heading = "People and Society › Life expectancy at birth"
    assert not subgroup_unsplit("Is life expectancy in over 80 years?", heading, expectancy)
    assert not subgroup_unsplit("Is the median age in under 20?", "Median age", "15.3 years")
    literacy = "People and Society › Literacy"
    assert subgroup_unsplit("Is the literacy rate of people over 65 in high?", literacy, "90%")
    assert subgroup_unsplit("What is the literacy rate of those over 65?", literacy, "90%")
    assert had_words("Does have ten provinces?") == ["provinces"]
    assert had_words("Does have high speed trains?") == ["speed", "trains"]


def test_whether_most_of_the_people_do_a_thing_asks_a_share() -> None:
    """ "Does most of Belgium's population live in cities?" led with *Major urban areas*'
    counts (yesno14, 0.90): a yes/no question whether most of the people do a thing asks a
    share, which a field states with a percentage or in words ("the vast majority")."""
    asked = "Does most of 's population live in cities?"
    assert amount_unstated(asked, "2.122 million BRUSSELS (capital), 1.057 million Antwerp")
    assert not amount_unstated(asked, "urban population: 98.2% of total population (2023)")
    assert not amount_unstated(
        "Do most people in live near the border?", "the vast majority of people live in the south"
    )
    assert not amount_unstated("Where do most people in live?", "a band along the border")


def test_both_sexes_in_a_yes_no_question_ask_of_everyone() -> None:
    """fresh22b: "Do men and women in Chad vote?" read "women in" as a figure asked for
    women, which *Suffrage* ("18 years of age; universal") does not split (abstained)."""
    suffrage = "18 years of age; universal"
    assert not subgroup_unsplit("Do men and women in vote?", "Government › Suffrage", suffrage)
    assert not subgroup_unsplit("Can women and men in vote?", "Government › Suffrage", suffrage)
    assert not sex_asked("Do men and women in vote?")
    # asked for one sex, or not as a yes/no question, it is still a part of the people
    assert sex_asked("Can women in vote?")
    assert sex_asked("What is the unemployment rate of men and women in ?")
    rate = "Unemployment rate 2024: 11.3% (2024 est.)"
    assert subgroup_unsplit(
        "What is the unemployment rate of men and women in ?", UNEMPLOYMENT, rate
    )


def test_how_the_countryside_looks_is_the_land_not_its_people() -> None:
    """fresh22b: "What does the countryside of Ireland look like?" was asked of the people
    outside the towns, which *Terrain* does not split (abstained)."""
    terrain = "mostly flat to rolling interior plain surrounded by rugged hills"
    assert not area_asked("What does the countryside of look like?")
    # "What's … like?" asks how it is, as "look like" does
    assert not area_asked("What's the countryside like in ?")
    # a "like" that compares or says what people enjoy keeps the part
    assert area_asked("Do people in like living in the countryside?")
    assert area_asked("Is the literacy rate in the countryside like the towns'?")
    assert not subgroup_unsplit("What does the countryside of look like?", "G › Terrain", terrain)
    assert area_asked("How many people live in the countryside in ?")
    assert area_asked("What is the literacy rate in rural ?")
    # a figure for the towns asked with the look of the countryside is still a part
    assert area_asked("Do urban areas of look like the countryside?")


def test_how_bad_a_harm_is_named_by_its_descriptions_too() -> None:
    """A field that measures a harm (g24a): "How bad is air quality in Mongolia?" asks how
    high *Particulate matter emissions* is, described as "air quality" (it abstained); a
    field of something good or neutral is still not judged through its descriptions."""
    particulates = "Environment › Particulate matter emissions"
    assert not judgement_unstated("How bad is air quality in ?", "64.9 micrograms", particulates)
    assert not judgement_unstated(
        "How bad is the smog in ?", "64.9 micrograms per cubic meter", particulates
    )
    health = "People and Society › Health expenditure"
    assert judgement_unstated("How bad is the healthcare in ?", "6.5% of GDP", health)
    # the asking words of a description ("how", "much") name no harm
    debt = "Economy › Public debt"
    assert judgement_unstated("How bad is the nightlife in ?", "60% of GDP", debt)


def test_the_price_of_goods_sold_by_measure_is_asked_without_an_article() -> None:
    """ "How much is petrol in Kenya?" quoted *Petroleum*'s barrels a day (0.98) and "How
    much is electricity in Germany?" its kilowatt hours (0.91): a price, which neither
    states; how much of them is produced or used is still asked."""
    petroleum = "refined petroleum consumption: 113,000 bbl/day (2023 est.)"
    assert price_unstated("How much is petrol in ?", petroleum)
    assert price_unstated("How much is gas in the ?", "production: 1 billion cubic meters")
    assert price_unstated("What is the price of electricity in ?", "consumption: 500 billion kWh")
    assert price_unstated("diesel prices in ", petroleum)
    assert not price_unstated("how much petrol and diesel does consume", petroleum)
    assert not price_unstated("How much is water used for farming in ?", "agricultural: 2 bn")
    assert not price_unstated("How much natural gas does have?", "proven reserves: 7 bn")


def test_power_and_fuel_fields_hold_no_voltage_plug_or_price() -> None:
    """ "What voltage is the electricity in Japan?" quoted *Electricity*'s installed capacity
    (0.25, g24a): the field gives kilowatts and kilowatt hours, no voltage, plug, price or
    power cut; what it produces, uses or sells abroad is still asked."""
    electricity = "Energy › Electricity"
    text = "installed generating capacity: 350 million kW\nconsumption: 900 billion kWh"
    assert excluded("what voltage is the electricity in ", electricity, text)
    assert excluded("What plug type do they use in ?", "Energy › Electricity access", "100%")
    assert excluded("Are there power cuts in ?", "Energy › Electricity access", "85%")
    assert excluded("How much does a litre of petrol cost in ?", "Energy › Petroleum", "bbl/day")
    assert not excluded("How much electricity does use?", electricity, text)


def test_refugee_counts_say_nothing_of_origins_returns_or_the_one_biggest_port() -> None:
    """*Refugees and internally displaced persons* counts refugees, IDPs and stateless
    people: "Where do refugees in Uganda come from?" (0.998) and "How many refugees went
    back to Syria last year?" (0.56) were answered with the counts; *Ports* lists its key
    ports by name, so "What is the biggest port in Kenya?" (0.89) is not answered, though
    "the main ports" are."""
    refugees = "Transnational Issues › Refugees and internally displaced persons"
    counts = "refugees: 1,796,597 (2024 est.)\nIDPs: 22,209 (2024 est.)"
    assert excluded("Where do refugees in come from?", refugees, counts)
    assert excluded("How many refugees went back to last year?", refugees, counts)
    assert not excluded("How many refugees does host?", refugees, counts)
    ports = "Transportation › Ports"
    listed = "total ports: 4 (2024)\nkey ports: Kilifi, Lamu, Malindi, Mombasa"
    assert excluded("What is the biggest port in ?", ports, listed)
    assert not excluded("What are the main ports in ?", ports, listed)


def test_what_people_feel_is_no_field() -> None:
    """What people like, love or think of something is a feeling no field records ("Do
    people in Japan like living in cities?" quoted *Urbanization* at 0.88)."""
    assert attitude_asked("Do people in like living in cities?")
    assert attitude_asked("Do Italians like football?")
    assert attitude_asked("What do Americans think of their president?")
    assert attitude_asked("Don't the French love wine?")
    # a thing's look, sound or feel describes it; a preference is what is done more
    assert not attitude_asked("What does the flag of look like?")
    assert not attitude_asked("What does the anthem sound like?")
    assert not attitude_asked("Do Germans prefer beer or wine?")
    assert not attitude_asked("What is the climate like in ?")


def test_having_to_do_a_thing_is_a_duty_not_a_thing_had() -> None:
    """ "Do men in Switzerland have to join the army?" asks whether service is compulsory: its
    "join", "army" were read as a thing the place has, which *Military service age and
    obligation* does not write (g28b, abstained)."""
    assert had_words("Do men in have to join the army?") == []
    assert had_words("Do you have to vote in ?") == []
    assert had_words("Does have to import food?") == []
    assert had_words("Does have high speed trains?") == ["speed", "trains"]


def test_whether_what_people_have_is_up_to_standard_narrows_nothing() -> None:
    """ "Do people in Madagascar have proper sanitation?" is answered by the field's access
    figure; "proper", "adequate" are no kind of sanitation (g28b, abstained)."""
    assert had_words("Do people in have proper sanitation?") == ["sanitation"]
    assert had_words("Does have adequate drinking water?") == ["drinking", "water"]
    assert had_words("Does have high speed trains?") == ["speed", "trains"]


def test_which_jobs_people_do_is_no_share_of_jobless() -> None:
    """g28a: "what jobs do people do in nepal" quoted the unemployment rate (0.19)."""
    rate = "Unemployment rate 2024: 10.7% (2024 est.)"
    youth = "Economy › Youth unemployment rate (ages 15-24)"
    for heading in ("Economy › Unemployment rate", youth):
        assert excluded("what jobs do people do in ?", heading, rate)
        assert excluded("What kind of jobs are there in ?", heading, rate)
        assert excluded("the most common occupations in ?", heading, rate)
        assert not excluded("how many people have no jobs in ?", heading, rate)
        assert not excluded("is it hard to find a job in ?", heading, rate)


def test_unemployment_asked_is_no_count_of_the_labour_force() -> None:
    """g28a: "kosovo unemployment" quoted *Labor force* (0.27), which counts the employed and
    the job seekers together and says nothing of how many are without work."""
    labor = "Economy › Labor force"
    count = "1.391 million (2022 est.)\nnote: number of people ages 15 or older who are employed"
    assert excluded("kosovo unemployment", labor, count)
    assert excluded("how many people are unemployed in ?", labor, count)
    assert excluded("how many people are out of work in ?", labor, count)
    assert not excluded("how many workers are there in ?", labor, count)
    assert not excluded("how big is the labor force of ?", labor, count)
