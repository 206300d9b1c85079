from oshun.sophia.entities import AliasTable

ROWS = [
    ("Korea, South", "", ""),
    ("Niger", "", ""),
    ("Nigeria", "", ""),
    ("France", "", ""),
    ("Saint Pierre and Miquelon", "", ""),
    ("United States", "", ""),
    ("Bahamas, The", "", ""),
    ("Côte d'Ivoire", "", ""),
    ("Nigeria", "People and Society › Nationality", "noun: Nigerian(s)\nadjective: Nigerian"),
    ("Niger", "People and Society › Nationality", "noun: Nigerien(s)\nadjective: Nigerien"),
    ("France", "People and Society › Nationality", "noun: Frenchman(men)\nadjective: French"),
    (
        "Saint Pierre and Miquelon",
        "People and Society › Nationality",
        "noun: Frenchman(men)\nadjective: French",
    ),
    (
        "United States",
        "Government › Country name",
        "conventional long form: United States of America\nconventional short form: "
        "United States\nabbreviation: US or USA\netymology: the name America is derived",
    ),
]


def _titles(table: AliasTable, text: str) -> list[tuple[str, ...]]:
    return [m.titles for m in table.mentions(text)]


def _peoples(*works: tuple[str, str, str]) -> AliasTable:
    """A table of works, each (title, noun, adjective) with its *Nationality* field."""
    rows = [(title, "", "") for title, _, _ in works]
    rows += [
        (title, "People and Society › Nationality", f"noun: {noun}\nadjective: {adjective}")
        for title, noun, adjective in works
    ]
    return AliasTable.build(rows)


FRANCE = ("France", "Frenchman(men)", "French")
CANADA = ("Canada", "Canadian(s)", "Canadian")


def test_titles_filed_under_a_comma_are_found_as_people_write_them() -> None:
    table = AliasTable.build(ROWS)
    assert _titles(table, "What does the flag of South Korea look like?") == [("Korea, South",)]
    assert _titles(table, "Where are the Bahamas?") == [("Bahamas, The",)]
    assert _titles(table, "capital of Cote d'Ivoire") == [("Côte d'Ivoire",)]


def test_longest_alias_wins_and_each_name_keeps_its_own_work() -> None:
    table = AliasTable.build(ROWS)
    assert _titles(table, "Which is larger, Niger or Nigeria?") == [("Niger",), ("Nigeria",)]
    assert _titles(table, "Who is the Nigerian president?") == [("Nigeria",)]
    assert _titles(table, "Who is the Nigerien president?") == [("Niger",)]


def test_a_shared_nationality_names_the_work_whose_title_begins_like_it() -> None:
    table = AliasTable.build(ROWS)
    assert _titles(table, "Which French king?") == [("France",)]


def test_a_shared_nationality_names_the_work_that_gives_it_first() -> None:
    """Aruba's line gives "Dutch" after its own "Aruban": "the Dutch coastline" is the
    Netherlands'; given after its own by every work that gives it, it stays shared."""
    nationality = "People and Society › Nationality"
    table = AliasTable.build(
        [
            ("Aruba", nationality, "noun: Aruban(s)\nadjective: Aruban; Dutch"),
            ("Netherlands", nationality, "noun: Dutchman(men)\nadjective: Dutch"),
            ("Curacao", nationality, "noun: Curacaoan\nadjective: Curacaoan; Dutch"),
        ]
    )
    assert _titles(table, "How long is the Dutch coastline?") == [("Netherlands",)]
    assert _titles(table, "What do Arubans speak?") == [("Aruba",)]
    shared = AliasTable.build(
        [
            ("Aruba", nationality, "adjective: Aruban; Dutch"),
            ("Curacao", nationality, "adjective: Curacaoan; Dutch"),
        ]
    )
    assert _titles(shared, "the Dutch coastline") == [("Aruba", "Curacao")]


def test_naming_fields_give_long_forms_and_case_sensitive_abbreviations() -> None:
    table = AliasTable.build(ROWS)
    assert _titles(table, "GDP of the United States of America") == [("United States",)]
    assert _titles(table, "What is the capital of the US?") == [("United States",)]
    assert _titles(table, "Tell us about it") == []  # "us" is a word, not a name
    mention = table.mentions("What is the capital of the USA?")[0]
    assert mention.surface == "USA"


def test_abbreviations_typed_in_lower_case_are_names_where_used_as_names() -> None:
    table = AliasTable.build(ROWS)
    assert _titles(table, "how many people live in the us") == [("United States",)]
    assert _titles(table, "what is the capital of the usa") == [("United States",)]
    assert _titles(table, "what is the capital of usa") == [("United States",)]
    # a word, not a name: no "the", or not where a name ends the question
    assert _titles(table, "can you tell us the capital") == []
    assert _titles(table, "what is usa today") == []
    # beside "vs", compared with another place
    assert _titles(table, "life expectancy france vs us") == [("France",), ("United States",)]
    assert _titles(table, "usa vs france area") == [("United States",), ("France",)]
    # before a thing a country has: whose it is (g28b: "us troops" was read as a pronoun)
    assert _titles(table, "where are us troops stationed") == [("United States",)]
    assert _titles(table, "how big is us economy") == [("United States",)]
    assert _titles(table, "tell us gdp of france") == [("France",)]


KEYWORD_ROWS = [
    *ROWS,
    ("United Kingdom", "", ""),
    ("Japan", "", ""),
    ("Central African Republic", "", ""),
    ("United Kingdom", "Government › Country name", "abbreviation: UK"),
    ("Central African Republic", "Government › Country name", "abbreviation: CAR"),
]


def test_abbreviations_typed_in_lower_case_are_names_where_a_search_box_puts_them() -> None:
    table = AliasTable.build(KEYWORD_ROWS)
    # first or last word of a query typed without a preposition
    assert _titles(table, "obesity rate usa") == [("United States",)]
    assert _titles(table, "usa population") == [("United States",)]
    assert _titles(table, "gdp per capita uk") == [("United Kingdom",)]
    # a two-letter one after a preposition ending the question
    assert _titles(table, "parliament of uk") == [("United Kingdom",)]
    # a word beside another named work, and "us" (a pronoun) stay words
    assert _titles(table, "car prices in Japan") == [("Japan",)]
    assert _titles(table, "what does it mean for us") == []


def test_lower_case_abbreviations_are_names_as_the_subject_or_after_a_preposition() -> None:
    """ "is nz in the southern hemisphere" named nothing and abstained: inside a question, a
    lower-case abbreviation that is no word is a name after the auxiliary opening the question
    or after a preposition; a word ("car", "us") stays a word, and elsewhere nothing changes."""
    table = AliasTable.build(KEYWORD_ROWS)
    assert _titles(table, "is uk a monarchy") == [("United Kingdom",)]
    assert _titles(table, "does usa have oil") == [("United States",)]
    assert _titles(table, "how many people in uk speak welsh") == [("United Kingdom",)]
    assert _titles(table, "can car prices in Japan fall") == [("Japan",)]
    assert _titles(table, "does us trade matter") == []
    assert _titles(table, "what is usa today") == []
    assert _titles(table, "us capital") == []


SHORT_ROWS = [
    *ROWS,
    ("Burma", "", ""),
    ("Holy See (Vatican City)", "", ""),
    ("Korea, North", "", ""),
    ("Turkey", "", ""),
    ("Croatia", "", ""),
    (
        "Burma",
        "Government › Country name",
        "conventional long form: Union of Burma\nformer: Socialist Republic of the Union of "
        "Burma, Union of Myanmar",
    ),
    ("Korea, South", "Government › Country name", "conventional long form: Republic of Korea"),
    (
        "Korea, North",
        "Government › Country name",
        "conventional long form: Democratic People's Republic of Korea",
    ),
    (
        "Turkey",
        "Government › Country name",
        "note: Turkiye is an approved English short-form name for Turkey",
    ),
]


def test_short_names_come_from_the_library_and_only_when_one_work_has_them() -> None:
    table = AliasTable.build(SHORT_ROWS)
    # the tail of a long form, a former form, a note, a title's parenthesis
    assert _titles(table, "What are the citizens of America called?") == [("United States",)]
    assert _titles(table, "capital of myanmar") == [("Burma",)]
    assert _titles(table, "Who leads Turkiye?") == [("Turkey",)]
    assert _titles(table, "Vatican City anthem") == [("Holy See (Vatican City)",)]
    assert _titles(table, "the Holy See's flag") == [("Holy See (Vatican City)",)]
    # "Korea" ends both Koreas' long forms: it names neither
    assert _titles(table, "What is the capital of Korea?") == []
    # a short name ending a longer proper name names that place, not the work
    assert _titles(table, "Which language do they speak in Latin America?") == []
    assert _titles(table, "How big is South America?") == []
    assert _titles(table, "In America, who leads?") == [("United States",)]
    # a title beats a short name: "the name America" gives nothing over a title
    assert _titles(table, "Which is larger, Niger or Nigeria?") == [("Niger",), ("Nigeria",)]


def test_in_the_world_is_not_a_name() -> None:
    table = AliasTable.build([*ROWS, ("World", "", "")])
    assert _titles(table, "Where in the world is France?") == [("France",)]


def test_an_abbreviation_modifying_a_word_is_no_subject_beside_another_work() -> None:
    table = AliasTable.build(SHORT_ROWS)
    assert _titles(table, "How much is one US dollar worth in Croatia?") == [("Croatia",)]
    assert _titles(table, "Who is the US ambassador to France?") == [("France",)]
    # after "vs" or "and" it is compared, not a modifier: "France vs US life expectancy"
    assert _titles(table, "France vs US life expectancy") == [("France",), ("United States",)]
    # alone, or joined to another name, it is still the work; so before a comparative
    assert _titles(table, "How big is the US economy?") == [("United States",)]
    assert _titles(table, "Is the US bigger than France?") == [("United States",), ("France",)]
    assert _titles(table, "Is the US and France's GDP larger?") == [
        ("United States",),
        ("France",),
    ]


def test_no_names_no_mentions() -> None:
    assert AliasTable.build([]).mentions("What is the capital of France?") == []


def test_places_a_long_form_includes_and_names_people_use_name_the_work() -> None:
    """ "the island of Great Britain includes England, Scotland, and Wales" (the United
    Kingdom's long form): England is a part of the United Kingdom, and the mention says so
    (the note is not a form of the name: "Scotland" is a part, not a conventional name).
    "Holland" is
    nowhere in the library as a name; the hand-written other names give it, but only when
    the library holds its work. "St" is "Saint"."""
    rows = [
        ("United Kingdom", "", ""),
        ("Netherlands", "", ""),
        ("Saint Lucia", "", ""),
        (
            "United Kingdom",
            "Government › Country name",
            "conventional long form: United Kingdom of Great Britain and Northern Ireland; "
            "note - the island of Great Britain includes England, Scotland, and Wales",
        ),
    ]
    table = AliasTable.build(rows)
    assert _titles(table, "What is the capital of England?") == [("United Kingdom",)]
    assert _titles(table, "How many people live in Wales?") == [("United Kingdom",)]
    for place in ("England", "Scotland", "Wales"):
        assert [m.part for m in table.mentions(f"How many people live in {place}?")] == [True]
    assert [m.part for m in table.mentions("What is the capital of the United Kingdom?")] == [False]
    assert [m.part for m in table.mentions("How many people live in Great Britain?")] == [False]
    assert table.mentions("What is the note of the island?") == []
    # of the places a long form joins, the first names the whole, a later one is a part
    assert [m.part for m in table.mentions("How many people live in Northern Ireland?")] == [True]
    assert _titles(table, "How many people live in Northern Ireland?") == [("United Kingdom",)]
    # a short name ending a longer proper name is that other place's
    assert table.mentions("What is the population of New England?") == []
    assert _titles(table, "What Is The Capital Of England?") == [("United Kingdom",)]
    assert _titles(table, "How many people live in Holland?") == [("Netherlands",)]
    assert _titles(table, "What is the capital of St Lucia?") == [("Saint Lucia",)]
    assert _titles(table, "What is the capital of St. Lucia?") == [("Saint Lucia",)]
    joined = AliasTable.build(
        [
            ("Bosnia and Herzegovina", "", ""),
            (
                "Bosnia and Herzegovina",
                "Government › Country name",
                "former: People's Republic of Bosnia and Herzegovina",
            ),
        ]
    )
    assert [m.part for m in joined.mentions("What is the capital of Bosnia?")] == [False]
    assert [m.part for m in joined.mentions("What is the capital of Herzegovina?")] == [True]
    # a part stays a part when an etymology also writes "the name …" of it
    tobago = AliasTable.build(
        [
            ("Trinidad and Tobago", "", ""),
            (
                "Trinidad and Tobago",
                "Government › Country name",
                "conventional long form: Republic of Trinidad and Tobago\n"
                "etymology: COLUMBUS may have gotten the name Tobago from the tobacco",
            ),
        ]
    )
    assert [m.part for m in tobago.mentions("How many people live in Tobago?")] == [True]
    assert [m.part for m in tobago.mentions("the capital of Trinidad")] == [False]
    without = AliasTable.build([("France", "", "")])
    assert _titles(without, "How many people live in Holland?") == []


def test_the_world_names_a_work_titled_world_only_when_nothing_else_is_named() -> None:
    """The Factbook's *World* entry: "the world" at the end of a phrase names it ("the
    tallest mountain in the world?", "the world's population"); "Where in the world is
    France?" is about France, and "the World Cup" or "the world war" are not the entry."""
    table = AliasTable.build([*ROWS, ("World", "", "")])
    assert _titles(table, "What is the tallest mountain in the world?") == [("World",)]
    assert _titles(table, "What is the world's population?") == [("World",)]
    assert _titles(table, "How many people live in the world") == [("World",)]
    assert _titles(table, "Where in the world is France?") == [("France",)]
    assert _titles(table, "Who won the World Cup?") == []
    assert _titles(table, "When did the world war end?") == []
    assert _titles(AliasTable.build(ROWS), "How many people live in the world?") == []
    # the world by its other names, at the end of a phrase
    assert _titles(table, "Where is the lowest point on Earth?") == [("World",)]
    assert _titles(table, "How many people live on the planet?") == [("World",)]
    assert _titles(table, "What is the Earth's population?") == [("World",)]
    assert _titles(table, "Where on Earth is France?") == [("France",)]
    assert _titles(table, "What on earth is a flag?") == []
    assert _titles(table, "How much rare earth is mined?") == []
    assert _titles(table, "When is Earth Day?") == []
    # … and as an adverb, anywhere (g25a: "the average life expectancy worldwide" abstained)
    assert _titles(table, "What is the average life expectancy worldwide?") == [("World",)]
    assert _titles(table, "How many people speak English globally?") == [("World",)]
    assert _titles(table, "Is France's GDP growing worldwide?") == [("France",)]
    # how many countries, anywhere: counted by the world's entry, no word taken from it
    counted = table.mentions("How many countries are in Europe?")
    assert [(m.titles, m.surface) for m in counted] == [(("World",), "")]
    assert _titles(table, "How many nations are there in Asia?") == [("World",)]
    assert _titles(table, "How many countries border France?") == [("France",)]
    assert _titles(table, "How many languages are spoken in Europe?") == []


def test_a_name_running_past_a_shorter_one_is_the_name_meant() -> None:
    # A title "The Dominican" and a conventional form "Dominican Republic": "the Dominican
    # Republic" is the longer name, not "the Dominican" followed by a stray "Republic".
    table = AliasTable.build(
        [
            ("The Dominican", "", ""),
            (
                "The Dominican",
                "Government › Country name",
                "conventional short form: Dominican Republic",
            ),
        ]
    )
    mentions = table.mentions("What is the capital of the Dominican Republic?")
    assert [(m.surface, m.titles) for m in mentions] == [("Dominican Republic", ("The Dominican",))]
    assert [m.surface for m in table.mentions("Where is the Dominican?")] == ["the Dominican"]


def test_the_words_of_names_are_known() -> None:
    table = AliasTable.build(ROWS)
    assert {"nigerians", "america", "usa", "south", "korea"} <= table.words
    assert {"nigerians", "america", "niger"} <= table.own_words


def test_a_title_joining_places_is_named_by_its_first_and_a_long_form_without_its_article() -> None:
    """People say "Antigua" for Antigua and Barbuda and "Saint Vincent" for Saint Vincent and
    the Grenadines; a later place the title joins is a part ("Barbuda"), never the whole.
    "Democratic Republic of Congo" drops the long form's "the"."""
    table = AliasTable.build(
        [
            ("Antigua and Barbuda", "", ""),
            ("Saint Vincent and the Grenadines", "", ""),
            ("Saint Helena, Ascension, and Tristan da Cunha", "", ""),
            # naming lines of their own: these works are places
            ("Antigua and Barbuda", "Government › Country name", "etymology: named by COLUMBUS"),
            ("Saint Vincent and the Grenadines", "Government › Country name", "former: none"),
            ("Saint Helena, Ascension, and Tristan da Cunha", "Government › Country name", ""),
            ("DRC", "", ""),
            (
                "DRC",
                "Government › Country name",
                "conventional long form: Democratic Republic of the Congo",
            ),
        ]
    )
    assert _titles(table, "What is the capital of Antigua?") == [("Antigua and Barbuda",)]
    assert [m.part for m in table.mentions("How many people live in Barbuda?")] == [True]
    assert [m.part for m in table.mentions("How many people live in Antigua?")] == [False]
    assert _titles(table, "Who leads St Vincent?") == [("Saint Vincent and the Grenadines",)]
    assert [m.part for m in table.mentions("the population of the Grenadines")] == [True]
    assert _titles(table, "What is the capital of Democratic Republic of Congo?") == [("DRC",)]
    assert _titles(table, "What is the capital of the Democratic Republic of the Congo?") == [
        ("DRC",)
    ]
    # a title listing places with commas gives no first place
    assert _titles(table, "Where is Ascension?") == []
    # a work without naming lines is no place: "French and Indian War" names no "French"
    war = AliasTable.build([("French and Indian War", "", "")])
    assert _titles(war, "How many French people were lost to plague?") == []
    assert _titles(war, "When did the French and Indian War end?") == [("French and Indian War",)]


def test_a_nationality_word_naming_a_spoken_language_is_not_the_subject() -> None:
    """ "Is French spoken in Canada?" is about Canada: "French" names the language (after a
    verb of speaking, or before "spoken" or "language"), not France; alone it still names
    France, and "Do Canadians speak French?" keeps the Canadians."""
    table = _peoples(FRANCE, CANADA)
    assert _titles(table, "Is French spoken in Canada?") == [("Canada",)]
    assert _titles(table, "Do they speak French in Canada?") == [("Canada",)]
    assert _titles(table, "Is French an official language of Canada?") == [("Canada",)]
    assert _titles(table, "Do Canadians speak French?") == [("Canada",)]
    assert _titles(table, "Do Canadians speak English or French?") == [("Canada",)]
    assert _titles(table, "Where is French spoken?") == [("France",)]
    # only a language, asked across places or people: no work is named
    assert _titles(table, "Which countries speak French?") == []
    assert _titles(table, "In which countries is French an official language?") == []
    assert _titles(table, "How many people speak French?") == []
    assert _titles(table, "How many people speak French in Canada?") == [("Canada",)]
    # the French placed in Canada: the question is about Canada (see the test below)
    assert _titles(table, "What do the French eat in Canada?") == [("Canada",)]
    assert _titles(table, "What do the French eat, and the Canadians?") == [
        ("France",),
        ("Canada",),
    ]


def test_a_nationality_word_naming_a_people_within_another_work_is_not_the_subject() -> None:
    """ "What percentage of Malaysia is Chinese?" is about Malaysia's people: "Chinese" said
    of it, after "ethnic" or before "descent" or "minority" names a people, not China."""
    table = _peoples(
        ("China", "Chinese (singular and plural)", "Chinese"),
        ("Malaysia", "Malaysian(s)", "Malaysian"),
    )
    assert _titles(table, "What percentage of Malaysia is Chinese?") == [("Malaysia",)]
    assert _titles(table, "How many ethnic Chinese live in Malaysia?") == [("Malaysia",)]
    assert _titles(table, "What share of Malaysia is of Chinese descent?") == [("Malaysia",)]
    assert _titles(table, "How big is the Chinese minority in Malaysia?") == [("Malaysia",)]
    # alone, or as the subject beside another work, it still names China
    assert _titles(table, "Is the population Chinese?") == [("China",)]
    assert _titles(table, "Do Chinese people live longer than Malaysians?") == [
        ("China",),
        ("Malaysia",),
    ]


def test_a_nationality_counted_in_another_place_is_not_the_subject() -> None:
    table = _peoples(FRANCE, CANADA)
    # counted in another place: the people of a nationality living there
    assert _titles(table, "How many French live in Canada?") == [("Canada",)]
    assert set(_titles(table, "How many Canadians live in Canada?")) == {("Canada",)}
    assert _titles(table, "How many Canadians are there?") == [("Canada",)]


def test_each_of_the_names_a_naming_line_gives_with_a_slash_is_a_name() -> None:
    # "Nihon/Nippon", "Suomi (Finnish)/ Finland (Swedish)": "the currency of Nippon"
    rows = [
        ("Japan", "", ""),
        ("Finland", "", ""),
        ("Japan", "Government › Country name", "local short form: Nihon/Nippon"),
        ("Finland", "Government › Country name", "local short form: Suomi (Finnish)/ Finland"),
        ("DRC", "", ""),
        ("DRC", "Government › Country name", "former: Belgian Congo, Congo/Kinshasa, Zaire"),
    ]
    table = AliasTable.build(rows)
    assert _titles(table, "What is the currency of Nippon?") == [("Japan",)]
    assert _titles(table, "the capital of Nihon") == [("Japan",)]
    assert _titles(table, "Who leads Suomi?") == [("Finland",)]
    # a former name's slash joins one name: Kinshasa alone is the city
    assert _titles(table, "How many people live in Kinshasa?") == []
    assert _titles(table, "the capital of Congo/Kinshasa") == [("DRC",)]


def test_a_local_form_that_is_also_a_word_names_its_work_only_capitalised() -> None:
    """Iceland's local short form is "Island": "Is Japan an island?" names Japan only;
    "Island" capitalised still names Iceland, and a local form no line writes as a word
    ("zaire") names its work in lower case too."""
    rows = [
        ("Iceland", "", ""),
        ("Japan", "", ""),
        ("DRC", "", ""),
        ("Iceland", "Government › Country name", "local short form: Island"),
        ("DRC", "Government › Country name", "former: Zaire"),
        ("Japan", "Government › Country name", "etymology: the main island of Honshu"),
    ]
    table = AliasTable.build(rows)
    assert _titles(table, "Is Japan an island?") == [("Japan",)]
    assert _titles(table, "What is the capital of Island?") == [("Iceland",)]
    assert _titles(table, "what is the capital of zaire") == [("DRC",)]


def test_a_nationality_spoken_as_a_language_names_no_second_work() -> None:
    rows = [
        *ROWS,
        ("Belize", "", ""),
        ("Spain", "", ""),
        ("Spain", "People and Society › Nationality", "noun: Spaniard(s)\nadjective: Spanish"),
    ]
    table = AliasTable.build(rows)
    # a language beside the country asked about
    assert _titles(table, "Is Spanish widely spoken in Belize?") == [("Belize",)]
    assert _titles(table, "Do people in Belize speak Spanish?") == [("Belize",)]
    assert _titles(table, "Is French the official language of Niger?") == [("Niger",)]
    # the speakers, or the only country named, stay names
    assert _titles(table, "Do Nigerians speak French?") == [("Nigeria",)]
    assert _titles(table, "Is French spoken widely?") == [("France",)]
    assert _titles(table, "Which is larger, Spanish or French lands?") == [
        ("Spain",),
        ("France",),
    ]


def test_a_word_of_one_title_before_a_shared_nationality_names_that_work() -> None:
    rows = [
        ("Korea, South", "", ""),
        ("Korea, North", "", ""),
        ("Korea, South", "People and Society › Nationality", "noun: Korean(s)\nadjective: Korean"),
        ("Korea, North", "People and Society › Nationality", "noun: Korean(s)\nadjective: Korean"),
    ]
    table = AliasTable.build(rows)
    mention = table.mentions("Are South Koreans having fewer babies?")[0]
    assert (mention.surface, mention.titles) == ("South Koreans", ("Korea, South",))
    assert _titles(table, "how long do north koreans live") == [("Korea, North",)]
    # a word of both titles, or none, leaves the nationality shared
    assert _titles(table, "What do Koreans eat?") == [("Korea, North", "Korea, South")]
    assert _titles(table, "Do the Koreans eat rice?") == [("Korea, North", "Korea, South")]


def test_a_sea_after_a_name_makes_a_body_of_water() -> None:
    """ "the Indian Ocean", "the Arabian Sea", "the Persian Gulf" name seas, not India, the
    Arabs' or the Persians' country ("Where is the Indian Ocean located?" quoted India's
    location at 0.84); lower-case "ocean" too, not lower-case "sea" ("sea level")."""
    table = _peoples(
        ("India", "Indian(s)", "Indian"),
        ("Maldives", "Maldivian(s)", "Maldivian"),
        ("Iran", "Iranian(s)", "Iranian; Persian"),
    )
    assert table.mentions("Where is the Indian Ocean located?") == []
    assert table.mentions("how deep is the indian ocean") == []
    assert table.mentions("Which countries border the Persian Gulf?") == []
    assert _titles(table, "Is the Maldives sea level rising?") == [("Maldives",)]
    assert _titles(table, "Which ocean borders India?") == [("India",)]
    assert _titles(table, "How many Indians live in the Maldives?")[-1] == ("Maldives",)


def test_a_compass_or_new_before_a_name_makes_another_place() -> None:
    table = AliasTable.build(
        [("Mexico", "", ""), ("Australia", "", ""), ("New Zealand", "", ""), ("Jersey", "", "")]
    )
    assert table.mentions("How many people live in New Mexico?") == []
    assert table.mentions("Who is the premier of Western Australia?") == []
    assert table.mentions("What is the biggest city in New Jersey?") == []
    assert _titles(table, "New Zealand: who is the head of state?") == [("New Zealand",)]
    assert _titles(table, "How many people live in Mexico?") == [("Mexico",)]
    # lower case is a word, not a name: the country itself, or a part of it
    assert _titles(table, "Is the new currency of Mexico the peso?") == [("Mexico",)]
    assert _titles(table, "What is the climate in northern Australia?") == [("Australia",)]


def test_a_nationality_before_the_thing_placed_in_another_work_is_no_subject() -> None:
    """ "How many Syrian refugees live in Lebanon?" asks about Lebanon: "Syrian" says whose
    the refugees are, and the work named after "in" is where they are (it quoted Syria's
    refugees first, 0.86). A comparison, or a nationality word standing alone, keeps both."""
    rows = [
        ("Syria", "", ""),
        ("Lebanon", "", ""),
        ("Switzerland", "", ""),
        ("Austria", "", ""),
        ("Syria", "People and Society › Nationality", "noun: Syrian(s)\nadjective: Syrian"),
        ("Switzerland", "People and Society › Nationality", "noun: Swiss\nadjective: Swiss"),
    ]
    table = AliasTable.build(rows)
    assert _titles(table, "How many Syrian refugees live in Lebanon?") == [("Lebanon",)]
    assert _titles(table, "how many syrian refugees are there in lebanon") == [("Lebanon",)]
    assert _titles(table, "Is the Swiss franc used in Austria?") == [("Austria",)]
    # no place named after "in": both stay (a comparison, two subjects)
    assert _titles(table, "How does the Swiss economy compare to Austria's?") == [
        ("Switzerland",),
        ("Austria",),
    ]
    assert _titles(table, "Is the Swiss economy bigger than Austria's?") == [
        ("Switzerland",),
        ("Austria",),
    ]
    # the nationality word alone, or the only work named, still names its work
    assert _titles(table, "How many Syrian refugees are there?") == [("Syria",)]
    assert _titles(table, "Do Syrians live in Lebanon or Syria?") == [("Lebanon",), ("Syria",)]


def test_a_heading_s_works_are_read_once_and_kept() -> None:
    # every field asked about is checked for the works its heading writes
    table = AliasTable.build(ROWS)
    heading = "Government › Diplomatic representation from the US"
    first = table.heading_mentions(heading)
    assert [m.titles for m in first] == [m.titles for m in table.mentions(heading, True)]
    assert [m.titles for m in first] == [("United States",)]
    assert table.heading_mentions(heading) is first


BELONGING_ROWS = [
    ("Poland", "", ""),
    ("European Union", "", ""),
    ("Greenland", "", ""),
    ("Denmark", "", ""),
    ("European Union", "Government › Union name", "abbreviation: EU"),
]


def test_the_body_a_work_is_asked_to_belong_to_is_no_subject() -> None:
    """ "Is Poland in the EU?" asks about Poland: the European Union, named last after "in",
    "a member of", "belong to" or "join", is what Poland's fields must hold (asked of both
    works, the question kept no word and abstained), nor after "part of", "a territory of"
    or "owned by" ("Is Macau part of China?" abstained asked of both). Not a comparison,
    nor a question that is no yes/no question."""
    table = AliasTable.build(BELONGING_ROWS)
    assert _titles(table, "Is Poland in the EU?") == [("Poland",)]
    assert _titles(table, "Is Poland a member of the European Union?") == [("Poland",)]
    assert _titles(table, "Does Poland belong to the EU?") == [("Poland",)]
    assert _titles(table, "did poland join the EU") == [("Poland",)]
    assert _titles(table, "Is Poland still in the EU?") == [("Poland",)]
    assert _titles(table, "Is Greenland part of Denmark?") == [("Greenland",)]
    assert _titles(table, "Is Greenland a part of Denmark?") == [("Greenland",)]
    assert _titles(table, "Is Greenland a territory of Denmark?") == [("Greenland",)]
    assert _titles(table, "Is Greenland owned by Denmark?") == [("Greenland",)]
    assert _titles(table, "Is Greenland still governed by Denmark?") == [("Greenland",)]
    # not a yes/no question: both works are asked
    assert _titles(table, "Which part of Greenland is closest to Denmark?") == [
        ("Greenland",),
        ("Denmark",),
    ]
    # other words between the names: the last is no body the first belongs to
    assert _titles(table, "Does Poland have an embassy in Denmark?") == [
        ("Poland",),
        ("Denmark",),
    ]
    assert _titles(table, "Is Poland bigger than Denmark?") == [("Poland",), ("Denmark",)]
    assert _titles(table, "What do Poland and the European Union export?") == [
        ("Poland",),
        ("European Union",),
    ]


CAPITAL_ROWS = [
    ("Kenya", "", ""),
    ("Mexico", "", ""),
    ("South Africa", "", ""),
    ("United States", "", ""),
    ("Kenya", "Government › Capital", "name: Nairobi\ngeographic coordinates: 1 17 S"),
    ("Mexico", "Government › Capital", "name: Mexico City\netymology: named after the Mexica"),
    (
        "South Africa",
        "Government › Capital",
        "name: Pretoria (administrative capital); Cape Town (legislative capital)",
    ),
    ("United States", "Government › Capital", "name: Washington, DC"),
]


def test_a_work_named_by_its_capital() -> None:
    """ "the country whose capital is Nairobi" names Kenya, read from its *Capital* field's
    "name:" line; the phrase is the mention (it goes with the name), and a name inside it
    names no other work."""
    table = AliasTable.build(CAPITAL_ROWS)
    text = "What is the population of the country whose capital is Nairobi?"
    (mention,) = table.mentions(text)
    assert mention.titles == ("Kenya",)
    assert mention.surface == "the country whose capital is Nairobi"
    assert _titles(table, "Which currency does the country with the capital Mexico City use?") == [
        ("Mexico",)
    ]
    assert _titles(table, "How big is the nation that has Cape Town as its capital?") == [
        ("South Africa",)
    ]
    assert _titles(table, "the population of the country whose capital is Washington") == [
        ("United States",)
    ]
    # an unknown capital names nothing; "Nairobi" alone is no name of Kenya, but a city of it
    assert _titles(table, "What is the area of the country whose capital is Gotham?") == []
    [city] = table.mentions("How many people live in Nairobi?")
    assert city.titles == ("Kenya",) and city.part and city.city


def test_the_partner_a_work_trades_with_is_no_subject() -> None:
    """ "What share of Germany's exports go to China?" asks Germany's export partners for
    China (it quoted the other work's own partners, 0.80): a trade word between the two
    names and "to", "from" or "with" before the last."""
    rows = [("Germany", "", ""), ("China", "", ""), ("Japan", "", ""), ("France", "", "")]
    table = AliasTable.build(rows)
    assert _titles(table, "What share of Germany's exports go to China?") == [("Germany",)]
    assert _titles(table, "How much does Japan import from China?") == [("Japan",)]
    assert _titles(table, "Does Germany trade with France?") == [("Germany",)]
    # no trade word, or no partner after "to": both are asked
    assert _titles(table, "Is Germany closer to France or to China?") == [
        ("Germany",),
        ("France",),
        ("China",),
    ]
    assert _titles(table, "Compare the exports of Germany and France") == [
        ("Germany",),
        ("France",),
    ]


def test_a_comparison_asked_yes_or_no_keeps_both_works() -> None:
    table = AliasTable.build([("Chad", "", ""), ("Niger", "", "")])
    assert _titles(table, "Do people in Chad live longer than in Niger?") == [
        ("Chad",),
        ("Niger",),
    ]
    assert _titles(table, "Is it hotter in Chad or in Niger?") == [("Chad",), ("Niger",)]


def test_a_capital_a_title_writes_names_no_work() -> None:
    """ "Congo (Brazzaville)": the parenthesis is its capital, a city, so "the population of
    Brazzaville" is not the country's, but a city's of it (a part); "Vatican City" is the
    Holy See's capital and still names it, a city that is the state, as its long form
    writes; the whole title still names its work."""
    rows = [
        ("Congo (Brazzaville)", "", ""),
        ("Holy See (Vatican City)", "", ""),
        (
            "Congo (Brazzaville)",
            "Government › Capital",
            "name: Brazzaville\ntime difference: UTC+1",
        ),
        ("Holy See (Vatican City)", "Government › Capital", "name: Vatican City"),
        (
            "Holy See (Vatican City)",
            "Government › Country name",
            "conventional long form: The Holy See (Vatican City State)",
        ),
        ("Pretend", "Government › Capital", "name: Pretoria (administrative); Cape Town"),
    ]
    table = AliasTable.build(rows)
    [city] = table.mentions("What is the population of Brazzaville?")
    assert city.titles == ("Congo (Brazzaville)",) and city.part and city.city
    assert _titles(table, "What is the currency of Congo (Brazzaville)?") == [
        ("Congo (Brazzaville)",)
    ]
    assert [(m.titles, m.city) for m in table.mentions("Vatican City anthem")] == [
        (("Holy See (Vatican City)",), False)
    ]
    # a Capital field names no work itself, nor makes its work a place described by lines:
    # its cities are the work's cities
    assert [(m.titles, m.city) for m in table.mentions("How big is Cape Town?")] == [
        (("Pretend",), True)
    ]


def test_an_abbreviation_people_use_is_read_as_the_librarys_own() -> None:
    """ "KSA" (presets/other-names.json) in lower case, as a search box is typed, and after a
    preposition; the library's own abbreviations are read so too."""
    table = AliasTable.build([("Saudi Arabia", "", "")])
    for asked in ("ksa capital", "capital of ksa", "What is the capital of KSA?"):
        assert _titles(table, asked) == [("Saudi Arabia",)], asked
    assert _titles(table, "What does ksa mean in the capital?") == []


def test_a_name_written_as_an_index_writes_it_names_its_work() -> None:
    table = AliasTable.build(
        [
            ("South Korea", "", ""),
            ("North Korea", "", ""),
            ("The Bahamas", "", ""),
            ("Federated States of Micronesia", "", ""),
            ("Georgia", "", ""),
            ("South Georgia", "", ""),
            ("South Africa", "", ""),
            ("DRC", "", ""),
            (
                "DRC",
                "Government › Country name",
                "conventional long form: Democratic Republic of the Congo",
            ),
        ]
    )
    assert _titles(table, "Tell me the capital of Korea, South.") == [("South Korea",)]
    assert _titles(table, "military of Korea, North?") == [("North Korea",)]
    assert _titles(table, "Name the anthem of Bahamas, The") == [("The Bahamas",)]
    assert _titles(table, "Give me the life expectancy for Congo, Democratic Republic of the") == [
        ("DRC",)
    ]
    assert _titles(table, "Micronesia, Federated States of: capital?") == [
        ("Federated States of Micronesia",)
    ]
    # typed into a search box, without the comma
    assert _titles(table, "population korea south") == [("South Korea",)]
    assert _titles(table, "micronesia federated states of languages") == [
        ("Federated States of Micronesia",)
    ]
    # a list of names is no index's name
    assert _titles(table, "Compare Georgia, South Africa and Korea, South") == [
        ("Georgia",),
        ("South Africa",),
        ("South Korea",),
    ]
    assert _titles(table, "Is Georgia south of Russia?") == [("Georgia",)]


#: Works with the fields that write their cities: a *Capital* "name:" line and a list of
#: *Major urban areas - population*.
CAPITAL = "Government › Capital"
URBAN = "People and Society › Major urban areas - population"
DIVISIONS = "Government › Administrative divisions"
CITY_ROWS = [
    ("Nigeria", "", ""),
    ("Japan", "", ""),
    ("Kenya", "", ""),
    ("Spain", "", ""),
    ("Venezuela", "", ""),
    ("Seychelles", "", ""),
    ("Australia", "", ""),
    ("Kuwait", "", ""),
    ("Chile", "", ""),
    ("World", "", ""),
    ("Maldives", "", ""),
    ("Nigeria", CAPITAL, "name: Abuja\ntime difference: UTC+1 (6 hours ahead of Washington, DC)"),
    (
        "Nigeria",
        URBAN,
        "15.946 million Lagos, 3.840 million ABUJA (capital), 3.480 million Port Harcourt (2023)",
    ),
    ("Japan", CAPITAL, "name: Tokyo\ntime difference: UTC+9 (14 hours ahead of Washington, DC)"),
    ("Japan", URBAN, "37.194 million TOKYO (capital), 2.937 million Shizuoka-Hamamatsu (2023)"),
    ("Kenya", CAPITAL, "name: Nairobi\ngeographic coordinates: 1 17 S, 36 49 E"),
    ("Spain", URBAN, "6.751 million MADRID (capital), 838,000 Valencia (2023)"),
    ("Venezuela", URBAN, "2.972 million CARACAS (capital), 1.983 million Valencia (2023)"),
    ("Seychelles", CAPITAL, "name: Victoria"),
    ("Australia", DIVISIONS, "6 states; New South Wales, Queensland, Tasmania, Victoria"),
    ("Kuwait", URBAN, "3.298 million KUWAIT (capital) (2023)"),
    ("Chile", DIVISIONS, "16 regions; Araucania, Los Lagos, Los Rios"),
    ("World", URBAN, "ten largest urban agglomerations: Tokyo (Japan) - 37,393,000"),
    ("Maldives", CAPITAL, "name: Malé"),
    ("United States", CAPITAL, "name: Washington, D.C."),
    ("United States", "", ""),
    ("Spain", URBAN, "5.687 million Barcelona (2023)"),
    (
        "Montserrat",
        "Government › Country name",
        "etymology: named after an abbey near Barcelona, Spain",
    ),
    ("Montserrat", "", ""),
    (
        "Saudi Arabia",
        CAPITAL,
        'name: Riyadh\netymology: the name derives from the Arabic word riyadh, meaning "gardens"',
    ),
    ("Anguilla", CAPITAL, "name: The Valley"),
    ("Lebanon", "Geography › Terrain", "narrow coastal plain; the Bekaa valley separates ranges"),
]


def test_a_city_a_work_writes_names_that_work_as_a_place_it_includes() -> None:
    table = AliasTable.build(CITY_ROWS)
    for question, title in [
        ("How many people live in Lagos?", "Nigeria"),  # an urban area, not the capital
        ("What is the population of Tokyo?", "Japan"),  # "Tokyo (Japan)" of the World too
        ("What time is it in Nairobi?", "Kenya"),  # the capital's "name:" line
        ("How many people live in Port Harcourt?", "Nigeria"),
        ("how many people live in lagos", "Nigeria"),  # typed in lower case
    ]:
        [mention] = table.mentions(question)
        assert mention.titles == (title,) and mention.part and mention.city, question
    # a name the country's own lines give is the country, never a city of it
    [country] = table.mentions("What is the population of Nigeria?")
    assert not country.part and not country.city


def test_a_city_that_is_also_another_name_is_no_city() -> None:
    table = AliasTable.build(CITY_ROWS)
    assert _titles(table, "What is the population of Valencia?") == []  # Spain and Venezuela
    assert _titles(table, "What is the population of Victoria?") == []  # a state of Australia
    assert _titles(table, "What time is it in Washington?") == []  # every capital writes it
    assert [m.city for m in table.mentions("How many people live in Kuwait?")] == [False]
    assert _titles(table, "How many people live in Shizuoka?") == [("Japan",)]
    # another work writing the city with its own work after a comma leaves it that work's
    assert _titles(table, "How many people live in Barcelona?") == [("Spain",)]
    # "Los Lagos", a region of Chile, is another name: Lagos stays Nigeria's
    assert _titles(table, "What is the population of Lagos?") == [("Nigeria",)]
    # a division of that name is not the city
    assert _titles(table, "How big is the province of Lagos?") == []
    # "male" in lower case is a word, not Malé
    assert _titles(table, "What is the male literacy rate?") == []
    # "valley", written in lower case by another work, is a word: The Valley is no city
    assert _titles(table, "What currency do they use in The Valley?") == []


def test_a_city_whose_own_etymology_writes_its_name_in_lower_case_is_a_city() -> None:
    """Riyadh's *Capital* explains "the Arabic word riyadh": only its own work writes it in
    lower case, so it is still a name (g24b: "What currency do they use in Riyadh?"
    abstained; Jeddah was answered)."""
    table = AliasTable.build(CITY_ROWS)
    [riyadh] = table.mentions("What currency do they use in Riyadh?")
    assert riyadh.titles == ("Saudi Arabia",) and riyadh.city


def test_a_name_a_yes_no_question_checks_as_a_thing_of_a_work_is_no_place_asked() -> None:
    """ "Is Sydney the capital of Australia?" asks what Australia's capital is (yesno14: it
    was asked of the city, Sydney, and quoted *Major urban areas*, 0.98, which writes it);
    so "Is China the largest export partner of Australia?" (China's own partners, 0.78). The
    checked name is dropped from the names and the question asked as what the thing is;
    not the body a work belongs to ("Is Greenland a territory of Denmark?"), nor a
    comparison or a question that is no yes/no question."""
    rows = [
        ("Australia", "", ""),
        ("China", "", ""),
        ("Greenland", "", ""),
        ("Denmark", "", ""),
        ("Australia", "Government › Capital", "name: Canberra"),
        (
            "Australia",
            "People and Society › Major urban areas - population",
            "5.121 million Sydney",
        ),
    ]
    table = AliasTable.build(rows)
    assert _titles(table, "Is Sydney the capital of Australia?") == [("Australia",)]
    assert table.asked_of_checked("Is Sydney the capital of Australia?") == (
        "What is the capital of Australia?"
    )
    assert table.asked_of_checked("Is Sydney still the capital of Australia?") == (
        "What is the capital of Australia?"
    )
    assert (
        table.asked_of_checked("Is Sydney Australia's capital?") == "What is Australia's capital?"
    )
    assert (
        table.asked_of_checked("Is Australia's capital Sydney?") == "What is Australia's capital?"
    )
    # the city right after the work's name is read as no name of its own, but is checked
    assert table.asked_of_checked("Is the capital of Australia Sydney?") == (
        "What is the capital of Australia?"
    )
    assert table.asked_of_checked("Is the capital of Australia big?") is None
    # a checked name the library does not know, after the work's possessed thing
    assert table.asked_of_checked("Is Australia's capital Perth?") == (
        "What is Australia's capital?"
    )
    assert table.asked_of_checked("Is Australia's capital city Perth?") == (
        "What is Australia's capital city?"
    )
    assert table.asked_of_checked("Is Australia's capital big?") is None
    assert _titles(table, "Is China the largest export partner of Australia?") == [("Australia",)]
    assert table.asked_of_checked("Is China the largest export partner of Australia?") == (
        "What is the largest export partner of Australia?"
    )
    # the body a work belongs to: Greenland's fields are asked (``_belonging``)
    assert table.asked_of_checked("Is Greenland a territory of Denmark?") is None
    assert _titles(table, "Is Greenland a territory of Denmark?") == [("Greenland",)]
    # not a yes/no question, or no thing of the other work
    assert table.asked_of_checked("How many people live in Sydney?") is None
    assert table.asked_of_checked("Is China bigger than Australia?") is None
    assert table.asked_of_checked("What is the capital of Australia?") is None


def _congos() -> AliasTable:
    return AliasTable.build(
        [
            ("DRC", "", ""),
            ("Congo (Brazzaville)", "", ""),
            ("Japan", "", ""),
            ("United States", "", ""),
            (
                "DRC",
                "Government › Country name",
                "conventional long form: Democratic Republic of the Congo\n"
                "conventional short form: DRC",
            ),
            (
                "Congo (Brazzaville)",
                "Government › Country name",
                "conventional long form: Republic of the Congo\nconventional short form: Congo",
            ),
            ("United States", "Government › Country name", "abbreviation: US or USA"),
        ]
    )


def test_a_title_written_as_an_acronym_is_a_name_in_lower_case_where_abbreviations_are() -> None:
    """ "DRC" is a title, not an "abbreviation:" line: in lower case it was never a name
    ("natural resources of drc" named nothing and abstained); it is one where a lower-case
    abbreviation is, ending the question after a preposition or as a search box puts it."""
    table = _congos()
    assert _titles(table, "natural resources of drc") == [("DRC",)]
    assert _titles(table, "drc natural resources") == [("DRC",)]
    assert _titles(table, "natural resources of the DRC") == [("DRC",)]


def test_a_name_said_again_by_its_abbreviation_is_one_name() -> None:
    """ "congo drc": "Congo" alone names the Republic of the Congo, but it is a word of the
    DRC's own long form, so the two words name the DRC once; two works side by side whose
    names share nothing ("gdp japan usa") stay two."""
    table = _congos()
    named = table.mentions("natural resources of congo drc")
    assert [(m.surface, m.titles) for m in named] == [("congo drc", ("DRC",))]
    assert _titles(table, "natural resources of congo") == [("Congo (Brazzaville)",)]
    assert _titles(table, "gdp of japan usa") == [("Japan",)]


def test_an_other_name_whose_capitals_make_it_a_name_is_read_only_as_written() -> None:
    """ "the States" and "S. Korea" (presets/other-names.json) name their works only with
    their capitals: "how many people live in the States" abstained (no name), and "the
    states of Mexico", the "s korea" of "what's korea's …" are no such names."""
    table = AliasTable.build(
        [("United States", "", ""), ("Mexico", "", ""), ("South Korea", "", "")]
    )
    assert _titles(table, "how many people live in the States") == [("United States",)]
    assert _titles(table, "The States: capital?") == [("United States",)]
    assert _titles(table, "S. Korea population") == [("South Korea",)]
    assert _titles(table, "how many people live in the states of Mexico") == [("Mexico",)]
    assert _titles(table, "what's korea's population") == []


def test_an_index_name_is_read_before_the_thing_asked_and_without_its_of_the() -> None:
    """g28a: "Korea, South exports" named no work (the index's name had to end the phrase)
    and "electrification rate congo democratic republic" named the Republic of the Congo
    ("congo" alone): an index's name with its comma goes on into the thing asked, and one
    with its "of the" dropped is the long form it shortens."""
    table = AliasTable.build(
        [
            ("South Korea", "", ""),
            ("Georgia", "", ""),
            ("South Georgia", "", ""),
            ("South Africa", "", ""),
            ("Sudan", "", ""),
            ("South Sudan", "", ""),
            ("Russia", "", ""),
            ("Congo (Brazzaville)", "", ""),
            (
                "Congo (Brazzaville)",
                "Government › Country name",
                "conventional long form: Republic of the Congo",
            ),
            ("DRC", "", ""),
            (
                "DRC",
                "Government › Country name",
                "conventional long form: Democratic Republic of the Congo",
            ),
        ]
    )
    assert _titles(table, "Korea, South exports") == [("South Korea",)]
    assert _titles(table, "electrification rate congo democratic republic") == [("DRC",)]
    assert _titles(table, "Congo Democratic Republic exports?") == [("DRC",)]
    assert _titles(table, "congo republic inflation") == [("Congo (Brazzaville)",)]
    # the tail goes on into another name, or is no name written as one
    assert _titles(table, "Compare Georgia, South Africa and Korea, South") == [
        ("Georgia",),
        ("South Africa",),
        ("South Korea",),
    ]
    assert _titles(table, "Sudan, South Sudan and Georgia") == [
        ("Sudan",),
        ("South Sudan",),
        ("Georgia",),
    ]
    assert _titles(table, "Is Georgia, south of Russia, in Europe?") == [
        ("Georgia",),
        ("Russia",),
    ]


def test_the_country_a_work_is_asked_to_belong_to_is_its_owner() -> None:
    """ "Is Greenland part of Denmark?" asks whether Denmark owns Greenland
    (``AliasTable.owner``); a union or a region the work is *in* owns nothing."""
    table = AliasTable.build(BELONGING_ROWS)

    def owner(text: str) -> tuple[str, ...] | None:
        found = table.owner(text)
        return None if found is None else found.titles

    assert owner("Is Greenland part of Denmark?") == ("Denmark",)
    assert owner("Does Greenland belong to Denmark?") == ("Denmark",)
    assert owner("Is Greenland a territory of Denmark?") == ("Denmark",)
    assert owner("is greenland still owned by denmark") == ("Denmark",)
    # in a body, a member of it: no owner
    assert owner("Is Poland in the EU?") is None
    assert owner("Is Poland a member of the European Union?") is None
    # no yes/no question, other words between the names, one name only
    assert owner("Which part of Greenland is closest to Denmark?") is None
    assert owner("Is Greenland bigger than Denmark?") is None
    assert owner("Is Greenland part of Europe?") is None
