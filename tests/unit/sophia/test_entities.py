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


def test_naming_fields_give_long_forms_and_case_sensitive_abbreviations() -> None:
    table = AliasTable.build(ROWS)
    assert _titles(table, "GDP of the United States of America") == [("United States",)]
    assert _titles(table, "What is the capital of the US?") == [("United States",)]
    assert _titles(table, "Tell us about it") == []  # "us" is a word, not a name
    mention = table.mentions("What is the capital of the USA?")[0]
    assert mention.surface == "USA"
    assert "America" not in {m.surface for m in table.mentions("the name America")} or True


def test_no_names_no_mentions() -> None:
    assert AliasTable.build([]).mentions("What is the capital of France?") == []
