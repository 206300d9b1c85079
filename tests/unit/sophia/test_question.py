from oshun.sophia.question import normalise, parse_question


def test_interrogatives_and_filler_are_dropped_before_search() -> None:
    question = parse_question("What is the capital of Mongolia?")
    assert question.search_text == "capital Mongolia"
    assert question.terms == ("capit", "mongolia")


def test_whitespace_is_normalised() -> None:
    assert normalise("  What   is\n the capital?  ") == "What is the capital?"
    assert parse_question(" a \t b ").text == "a b"


def test_question_of_filler_only_keeps_its_words() -> None:
    question = parse_question("Who is it?")
    assert question.terms == ("who",)


def test_empty_question_has_no_terms() -> None:
    assert parse_question("   ").empty
    assert parse_question("the of and").empty


def test_expected_answer_type() -> None:
    assert parse_question("When did the crisis begin?").answer_type == "time"
    assert parse_question("How many people live there?").answer_type == "number"
    assert parse_question("Who wrote the treaty?").answer_type == "person"
    assert parse_question("Where is Mount Etna?").answer_type == "place"
    assert parse_question("In what year was it built?").answer_type == "time"
    assert parse_question("Why is the sky blue?").answer_type is None


def test_light_verbs_are_filler() -> None:
    # "become" and "use" carry no subject: the question is about independence, currency.
    assert parse_question("When did Kenya become independent?").search_text == "Kenya independent"
    assert parse_question("What currency does Peru use?").terms == ("currenc", "peru")


def test_contraction_tails_are_not_terms() -> None:
    assert parse_question("what's the capital of Australia").terms == ("capit", "australia")
    assert "s" not in parse_question("What is Canada’s highest mountain?").terms
    assert parse_question("What's the capital of Australia?").answer_type is None
