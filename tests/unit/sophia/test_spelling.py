"""Misspelt words are read as the known words meant (``sophia/spelling.py``)."""

from __future__ import annotations

import pytest

from oshun.retrieval.analysis import stem
from oshun.sophia.spelling import Speller, distance, moved_doubles, phrase_meant

NAMES = ["argentina", "philippines", "portugal", "colombia", "chile", "india", "indians", "kenyans"]
#: stemmed terms of a small library: "portugu" is Portugal's stem, "nairobi" a city
LIBRARY = {stem(w) for w in ["Portugal", "Portuguese", "Nairobi", "capital", "population"]}


def _speller() -> Speller:
    return Speller(NAMES, lambda term: 1 if term in LIBRARY else 0)


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("what is the captial of australia", "what is the capital of australia"),
        ("populaton of mexico", "population of mexico"),
        ("What is the populatoin of Pakistan", "What is the population of Pakistan"),
        ("currancy of thailand", "currency of thailand"),
        ("Who is the presdent of Brazil?", "Who is the president of Brazil?"),
        ("langauges spoken in belgium", "languages spoken in belgium"),
        ("What currency does Argentinia use?", "What currency does Argentina use?"),
        ("How many people live in the Phillipines?", "How many people live in the Philippines?"),
        # its stem is a term of the library, but a name is one letter away
        ("What language do they speak in Portugual?", "What language do they speak in Portugal?"),
        # a capitalised English word one letter from a name of the same length
        ("What is the capital of Columbia?", "What is the capital of Colombia?"),
        ("How many people live in the U.S.?", "How many people live in the US?"),
        # the last two letters swapped, an English word too
        ("how many peopel in chile", "how many people in chile"),
        # in lower case where a name stands, ending the question after a preposition
        ("capital of columbia", "capital of colombia"),
    ],
)
def test_a_misspelt_word_is_read_as_the_word_meant(written: str, meant: str) -> None:
    assert _speller().correct(written) == meant


@pytest.mark.parametrize(
    "question",
    [
        "What is the national dish of Chile?",  # English words are never changed
        "How many tigers live in India?",
        "What is the population of Indiana?",  # not "Indians": the last letter differs
        "Who is the mayor of the District of Columbia?",  # another place's name
        "Which columbia river?",  # lower case: a word, not a name
        "How far is Nairobi from the coast?",  # a word of the library
        "What is the currency, e.g. the dollar?",
        # written as a name: never an English word ("bennett" is in the vocabulary)
        "Who does Elizabeth Bennet marry?",
    ],
)
def test_known_words_and_other_names_stay_as_written(question: str) -> None:
    assert _speller().correct(question) == question


def test_two_words_run_together_and_a_name_with_its_last_letters_swapped() -> None:
    library = {stem("expectancy")}
    speller = Speller([*NAMES, "new", "zealand"], lambda term: 1 if term in library else 0)
    assert speller.correct("lifeexpectancy japan") == "life expectancy japan"
    assert speller.correct("newzealand capital") == "new zealand capital"
    assert speller.correct("birthrate of chad") == "birth rate of chad"
    # an inflection of a word the vocabulary lacks is not cut ("multi plying")
    assert speller.correct("how fast are ugandans multiplying") == (
        "how fast are ugandans multiplying"
    )
    # a word of the fields' descriptions is known: not cut in two (probe14: "How many
    # landlines does Egypt have?" read "land lines" and abstained)
    assert speller.correct("how many landlines does chile have") == (
        "how many landlines does chile have"
    )
    assert speller.correct("whats the popluation of indai") == "whats the population of india"
    # chat's "please" is written out, so the closing is read as one
    assert speller.correct("mongolia capital pls") == "mongolia capital please"
    # a tie is read as the word the library holds more often
    held = Speller(NAMES, lambda term: {stem("weather"): 25, stem("whether"): 5}.get(term, 0))
    assert held.correct("wheather in india") == "weather in india"
    even = Speller(NAMES, lambda term: 0)
    assert even.correct("wheather in india") == "wheather in india"
    # an English word's plural is never cut ("newborn" is a word, "borns" a term)
    assert speller.correct("newborns per 1000 people") == "newborns per 1000 people"
    # a capitalised unknown word is a name, never cut ("Bennet" is not "ben net")
    assert speller.correct("Who does Elizabeth Bennet marry?") == (
        "Who does Elizabeth Bennet marry?"
    )


def test_a_tie_changes_nothing_and_short_words_are_left_alone() -> None:
    speller = Speller(["mali", "malta", "malts"], lambda term: 0)
    assert speller.correct("Where is Maltx?") == "Where is Maltx?"  # malta or malts
    assert speller.correct("Where is Mlai?") == "Where is Mlai?"  # four letters


def test_swapped_letters_are_one_edit() -> None:
    assert distance("captial", "capital") == 1
    assert distance("phillipines", "philippines") == 2


def test_a_word_of_several_works_names_is_not_read_first() -> None:
    # "region" is in the long forms of Hong Kong and Macau: a word, not one work's name
    speller = Speller(["region", "portugal"], lambda term: 0, own=["portugal"])
    assert (
        speller.correct("What is the relgion of Pakistan?") == "What is the religion of Pakistan?"
    )
    assert speller.correct("Where is the reigon?") == "Where is the region?"
    assert speller.correct("capital of Portugual") == "capital of Portugal"


def test_an_unknown_capitalised_word_is_read_only_as_a_works_name() -> None:
    # "Bennet" is one letter from the English "bennett", but a name: it stays
    assert (
        _speller().correct("Who does Elizabeth Bennet marry?") == "Who does Elizabeth Bennet marry?"
    )
    assert _speller().correct("Is Phillipines big?") == "Is Philippines big?"
    assert _speller().correct("how big is the phillipines") == "how big is the philippines"


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("how many ppl live in canada", "how many people live in canada"),
        ("Nigeria govt type", "Nigeria government type"),
        ("Avg lifespan in Chad", "average lifespan in Chad"),
        ("pop. of kenya", "population of kenya"),
        ("pop of iceland?", "population of iceland?"),
        ("chile pop?", "chile population?"),
        ("india pop 2023", "india population 2023"),
        ("langs spoken in india", "languages spoken in india"),
        ("wat is the capital of france", "what is the capital of france"),
        ("hw many ppl live in peru", "how many people live in peru"),
        # two letters of a short word swapped: below the speller's length
        ("Waht is teh population of Brazil?", "what is the population of Brazil?"),
        ("hwo big is chad", "how big is chad"),
        ("How many kms coast have Portugal?", "How many km coast have Portugal?"),
        ("About how big is Belgium, in km²?", "About how big is Belgium, in sq km?"),
        ("How many km2 is Chad?", "How many sq km is Chad?"),
    ],
)
def test_chat_shorthand_is_written_out(written: str, meant: str) -> None:
    assert _speller().correct(written) == meant


@pytest.mark.parametrize(
    "question",
    [
        "Who is the biggest pop star in Kenya?",
        "What is K-pop?",
        "I like pop.",
        "Is pop music popular in Korea?",
        "Is govtech big?",
        "What is a wat in Thailand?",  # a temple: only a question's first word is "what"
    ],
)
def test_a_word_that_is_a_word_of_its_own_is_not_shorthand(question: str) -> None:
    assert _speller().correct(question) == question


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("how many people live in austri", "how many people live in austria"),
        ("Is Venezuel a big country?", "Is Venezuela a big country?"),
        # a name in two spellings, the English and the local: the English one is meant
        ("ukrain flag", "ukraine flag"),
    ],
)
def test_a_name_with_its_last_letter_left_off_is_the_name(written: str, meant: str) -> None:
    speller = Speller(["austria", "venezuela", "ukraine", "ukraina"], lambda term: 1)
    assert speller.correct(written) == meant


def test_a_word_whose_plural_is_english_is_not_a_clipped_name() -> None:
    """ "franc" is the singular of the vocabulary's "francs", not "france" clipped."""
    speller = Speller(["france", "ukraine"], lambda term: 1)
    assert speller.correct("What is the franc?") == "What is the franc?"
    assert speller.correct("ukrain flag") == "ukraine flag"


def test_only_a_name_may_lose_its_last_letter() -> None:
    # "captai" is no name: an English word one letter longer is not read into it
    assert _speller().correct("captai of peru") == "captai of peru"


@pytest.mark.parametrize(
    "written",
    [
        # words of Sophia's own field descriptions, though not WordPiece words: what a
        # field excludes must be seen as written (they were "over weight", "drilling")
        "How many overweight children are in Chad?",
        "What is the dialling code of Chad?",
        "How many robberies are there in Chad?",
        "Is telework common in Chad?",
    ],
)
def test_a_word_of_the_field_descriptions_is_known(written: str) -> None:
    assert _speller().correct(written) == written


@pytest.mark.parametrize(
    "question",
    [
        "Is Canada or Russia nicer to live in?",  # an inflection: "nicer" is not "niger"
        "Which is the safest, Chile or Peru?",
        "Is Brazil part of BRICS?",  # an acronym, not "Brits"
        "What is the population density of British Columbia?",  # a longer name's end
    ],
)
def test_inflections_acronyms_and_longer_names_stay_as_written(question: str) -> None:
    speller = Speller([*NAMES, "niger", "brits", "british"], lambda term: 0)
    assert speller.correct(question) == question


def test_an_acronym_the_library_writes_stays_as_written() -> None:
    """ "Is Brazil part of BRICS?" was read as "… part of Brits?" (one letter from a name):
    a word in capitals that the library writes is an acronym, kept."""
    speller = Speller([*NAMES, "brits"], lambda term: 1 if term in {*LIBRARY, stem("brics")} else 0)
    assert speller.correct("Is Brazil part of BRICS?") == "Is Brazil part of BRICS?"


def test_a_double_letter_typed_in_the_wrong_place_is_one_slip() -> None:
    """ "morroco": the double r typed where the double c belongs, two edits from "morocco"
    (seven letters: the speller tried two edits only from eight) — one slip."""
    assert "morocco" in moved_doubles("morroco")
    assert "tomorrow" in moved_doubles("tommorow")
    assert moved_doubles("capital") == set()
    speller = Speller([*NAMES, "morocco"], lambda term: 0)
    assert speller.correct("morroco currency") == "morocco currency"


def test_a_word_is_read_as_the_one_the_fields_write_after_the_word_before() -> None:
    """ "minster" is an English word, so the speller kept it; after "prime" the fields'
    descriptions write "minister", one letter away."""
    assert phrase_meant("prime", "minster") == "minister"
    assert phrase_meant("prime", "minister") is None
    # after a stop word anything may follow
    assert phrase_meant("the", "minster") is None
    assert _speller().correct("who is the Prime Minster of india") == (
        "who is the Prime Minister of india"
    )


def test_a_slip_that_stems_as_the_word_meant_is_read_as_that_word() -> None:
    """ "unemployement" stems to "unemploy", a term of the library, so it was kept as typed;
    the embedding model read it in pieces ("unemployement in italy" abstained)."""
    library = {stem("unemployment"), stem("Nairobi")}
    speller = Speller(NAMES, lambda term: 1 if term in library else 0)
    assert speller.correct("unemployement in italy") == "unemployment in italy"
    assert speller.correct("nairobi") == "nairobi"


def test_chat_shorthand_for_right_now_is_written_out() -> None:
    assert (
        _speller().correct("whos the king of thailand rn") == "whos the king of thailand right now"
    )


def test_two_words_the_library_writes_as_one_are_read_as_one() -> None:
    """ "Is Bolivia land locked?", "how many air ports does Fiji have", "does cuba grow
    sugar cane" abstained: the library writes "landlocked", "airports", "sugarcane"."""
    held = {stem("landlocked"): 147, stem("airports"): 241, stem("sugarcane"): 85}
    held |= {stem("birthrate"): 1, stem("island"): 500, stem("freshwater"): 57}
    speller = Speller(NAMES, lambda term: held.get(term, 0))
    assert speller.correct("Is Bolivia land locked?") == "Is Bolivia landlocked?"
    assert speller.correct("Is Mongolia land-locked?") == "Is Mongolia landlocked?"
    assert speller.correct("how many air ports") == "how many airports"
    # each pair is tried, whichever word came before ("does cuba" is no word)
    assert speller.correct("does cuba grow sugar cane") == "does cuba grow sugarcane"
    # a word the library writes in a few passages only is not read for the two
    assert speller.correct("what is the birth rate") == "what is the birth rate"
    # a stop word is no part of a word; nor are two words the field descriptions write
    # in a row: they are asked as two words ("fresh water")
    assert speller.correct("which is land locked") == "which is landlocked"
    assert speller.correct("how much fresh water") == "how much fresh water"
