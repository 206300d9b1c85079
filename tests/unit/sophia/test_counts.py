""" "How many X …?" against the number a field gives (``sophia/counts.py``)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy

from oshun.sophia.counts import (
    asks_how_many,
    count_unstated,
    counted_thing,
    counts_other,
    times_unstated,
    unit_words,
)


def _identity(texts: Sequence[str]) -> numpy.ndarray:
    """Each distinct word its own direction: close in meaning only to itself, except the
    pairs named here (a real model puts "physicians" near "doctors")."""
    same = {
        "physicians": "doctors",
        "defense forces": "soldiers",
        "inhabitants": "people",
        "population": "people",
    }
    keys = sorted({same.get(t, t) for t in texts})
    out = numpy.zeros((len(texts), len(keys)))
    for row, text in enumerate(texts):
        out[row, keys.index(same.get(text, text))] = 1.0
    return out


def test_the_words_after_the_first_number_name_what_it_counts() -> None:
    assert unit_words("1.6 beds/1,000 population (2021 est.)") == ["beds"]
    assert unit_words("27,311 km (2015)") == ["km"]
    # which of them are meant ("active", "duty") is not what they are; a hyphen joins words
    assert unit_words("approximately 200,000 active duty Armed Forces") == ["armed", "forces"]
    assert unit_words("as many as 1.3 million active-duty Korean People's Army (2025)") == [
        "korean",
        "people",
    ]
    assert unit_words("approximately 450,000 active-duty People's Army of Vietnam") == ["people"]
    assert unit_words("6,400-km river") == []
    assert unit_words("4% of GDP (2024 est.)") == ["gdp"]
    assert unit_words("28.5% national budget (2025 est.)") == ["national", "budget"]
    # a year is not a count; magnitude words scale it
    assert unit_words("reform in 2013 ended; now 885 TV stations") == ["tv", "stations"]
    assert unit_words("1.15 billion (2024 est.)") == []
    # bare numbers and shares count whatever was asked; no number: None
    assert unit_words("174 (2025)") == []
    assert unit_words("24.5% (2025 est.)") == []
    assert unit_words("total: no permanent inhabitants") is None


def test_a_field_counting_something_else_does_not_answer_how_many() -> None:
    assert asks_how_many("How many hospitals are there in ?")
    assert not asks_how_many("How much is the GDP of ?")
    assert counts_other(["hospitals"], "1.6 beds/1,000 population (2021 est.)", _identity)
    assert counts_other(["trains", "run", "day"], "total: 27,311 km (2015)", _identity)
    # a unit of measure measures: the line names rivers but does not count them
    rivers = "Amazon river mouth (shared with Peru [s]) - 6,400 km; Parana river - 4,880 km"
    assert counts_other(["rivers"], rivers, _identity)
    assert not counts_other(["years"], "total: 16 years (2022 est.)", _identity)
    # a question asking in a unit asks a measure
    assert not counts_other(["square", "miles"], "total: 264 sq km", _identity)
    assert not counts_other(["kilometres", "shoreline"], "2,093 km", _identity)
    # the thing asked, a form of it, or a word close in meaning
    assert not counts_other(["provinces"], "23 provinces and 1 autonomous city", _identity)
    assert not counts_other(["doctors"], "0.09 physicians/1,000 population", _identity)
    assert not counts_other(["people", "live"], "39,187,155 (2025 est.)", _identity)
    # a unit of several words is judged whole too: neither "defense" nor "forces" alone is
    # close to soldiers, "defense forces" is
    forces = "approximately 170,000 active-duty Defense Forces (130,000 Ground Forces)"
    assert not counts_other(["soldiers"], forces, _identity)
    assert counts_other(["tanks"], forces, _identity)
    # a line in words may answer; notes are not the value
    text = "total: no permanent inhabitants\nnote: the largest of the 58 islands"
    assert not counts_other(["residents"], text, _identity)
    assert counts_other(["residents"], "note: in words\n58 islands", _identity)
    # a field of notes only (*Geography - note*): its notes are its value, read unlabelled
    notes = "note 1: 13,466 islands are in the archipelago\nnote 2: 75% of the world's volcanoes"
    assert not counts_other(["islands"], notes, _identity)
    assert counts_other(["lakes"], notes, _identity)
    # without a model, meaning cannot be judged: the rule stands aside
    assert not counts_other(["hospitals"], "1.6 beds/1,000 population", None)


def test_a_labelled_list_of_the_asked_things_counts_them_by_its_items() -> None:
    borders = "total: 1,682 km\nborder countries: Ethiopia 867 km; Somalia 684 km; Uganda 814 km"
    described = frozenset({"neigh", "borde", "count"})
    # the label names the asked things, or the field is described with the asked word
    assert not counts_other(["countries", "border"], borders, None, listing=frozenset())
    assert not counts_other(["neighbours"], borders, None, listing=described)
    # a selection ("Major rivers", listing=None) or no list: the lengths count no rivers
    assert counts_other(["countries", "border"], borders, None)
    lakes = "fresh water lake(s): Saimaa - 1,760 sq km; Paijanne - 1,090 sq km"
    assert counts_other(["lakes"], lakes, None)
    rivers = "Amazon river mouth - 6,400 km; Tocantins - 3,650 km"  # no label: no list
    assert counts_other(["rivers"], rivers, None, listing=frozenset({"river"}))
    # a list whose label and descriptions are of other things
    assert counts_other(["crossings"], borders, None, listing=described)
    # clauses of prose under a label are no list of the things (Iceland's volcanism note,
    # quoted at 1.00 for "How many volcanoes are in Iceland?"); a long item among short
    # ones still leaves a list ("Russia (northeast) 4,133 km and Russia (northwest) 46 km")
    volcanism = (
        "volcanism: Iceland is situated on top of a hotspot and experiences severe volcanic "
        "activity; Eyjafjallajokull (1,666 m) erupted in 2010, sending ash high into the "
        "atmosphere; Grimsvoetn and Hekla are Iceland's most active volcanoes"
    )
    assert counts_other(["volcanoes"], volcanism, None, listing=frozenset({"volca"}))
    china = (
        "border countries: Afghanistan 91 km; Bhutan 477 km; Russia (northeast) 4,133 km and "
        "Russia (northwest) 46 km; Vietnam 1,297 km"
    )
    assert not counts_other(["countries", "border"], china, None, listing=frozenset())


def test_a_sentence_without_a_number_counts_nothing() -> None:
    """A line without a number answers "how many" only when it gives the number in words
    or lists the things: "How many people live in the province of Punjab in Pakistan?"
    quoted "… with Punjab province the most densely populated" (lookalike9, 0.25)."""
    question = ["how", "many", "people", "live", "province", "punjab"]
    placed = (
        "the Indus River and its tributaries attract most of the settlement, with Punjab "
        "province the most densely populated"
    )
    assert counts_other(question, placed, None)
    assert not counts_other(["how", "many", "people", "live"], "no permanent inhabitants", None)
    third = "one third of the population resides in and around Tokyo"
    assert not counts_other(["how", "many", "people", "live", "coast"], third, None)
    languages = "English (official), Chewa (dominant), Lambya, Lomwe, Ngoni"
    assert not counts_other(["how", "many", "languages"], languages, None)
    parties = "Christian Democratic Union or CDU\n\nAlternative for the future of Germany party"
    assert not counts_other(["how", "many", "parties"], parties, None)
    # one short phrase lists no things: Iceland's hazards do not count its volcanoes
    hazards = "earthquakes and volcanic activity\n\nvolcanism: Eyjafjallajokull (1,666 m) erupted"
    assert counts_other(["how", "many", "volcanoes"], hazards, None)


def test_asked_how_many_a_quote_without_any_count_does_not_answer() -> None:
    overhang = 'note: due to the concept of "overhang" … the 20th Bundestag is the largest to date'
    assert count_unstated("How many seats does the German parliament have?", overhang)
    assert not count_unstated("How many seats does it have?", "number of seats: 630")
    assert not count_unstated("How many co-princes does it have?", "two co-princes")
    assert not count_unstated("How many airports are there?", "none")
    assert not count_unstated("What is the parliament called?", overhang)
    # a date counts nothing; a count beside its year still counts
    premier = "Prime Minister Sanae TAKAICHI (since 21 October 2025)"
    assert count_unstated("How many ministers are in the cabinet?", premier)
    # … but the years from a date to now are counted from it: "How many years has Tanzania
    # been independent?" abstained though *Independence* gives "26 April 1964" (time19)
    assert not count_unstated("How many years has been independent?", "26 April 1964")
    assert not count_unstated("How many decades ago did it break away?", "(1971)")
    assert count_unstated("How many years has been independent?", "from the UK")
    assert count_unstated("How many presidents has had?", premier)
    assert count_unstated("How many ministers are there?", "the cabinet formed on October 21")
    assert count_unstated("How many ministers are there?", "appointed in 2025")
    assert not count_unstated("How many airports are there?", "1,459 (2025)")
    assert not count_unstated("How many seats are there?", "630 (elected 21 October 2025)")


def test_a_line_without_a_figure_counts_only_in_words() -> None:
    # a name or a kind counts nothing: the chambers' fields give the seats
    legislature = "legislature name: UK Parliament\nlegislative structure: bicameral"
    assert count_unstated("How many seats does the UK parliament have?", legislature)
    assert count_unstated("How many members does parliament have?", legislature)
    # an amount in words answers
    assert not count_unstated("How many residents?", "total: no permanent inhabitants")
    assert not count_unstated("How many soldiers?", "none; defense is the responsibility of France")
    # a figure beside it still answers
    seats = "chamber name: House of Commons\nnumber of seats: 650 (all directly elected)"
    assert not count_unstated("How many seats?", seats)
    # the things listed are counted by their items
    parties = "Accord Party or ACC\n\nAfrica Democratic Congress or ADC\n\nLabor Party or LP"
    assert not count_unstated("How many political parties are there?", parties)
    assert not count_unstated("How many consulates?", "consulate(s): Calgary, Halifax, Montreal")
    assert not counts_other(["seats"], seats, _identity)


def test_a_name_after_a_figure_is_whose_figure_it_is_not_its_unit() -> None:
    # an urban-areas list: the heading (… - population) says what the figures count
    assert unit_words("15.946 million Lagos, 4.348 million Kano (2023)") == []
    assert unit_words("37.194 million TOKYO (capital), 19.013 million Osaka") == []
    assert not counts_other(["people", "live"], "15.946 million Lagos, 4.348 million Kano", None)
    assert unit_words("1.6 beds/1,000 population (2021 est.)") == ["beds"]


def test_paragraphs_of_prose_list_nothing_a_count_could_be_read_from() -> None:
    # Russia's *Military - note*: two paragraphs whose only figures are years
    note = (
        "the Russian military is responsible for protecting the country's sovereignty and "
        "territorial integrity, providing maritime security, and supporting Moscow's national "
        "security objectives, including projecting influence and power abroad and deterring "
        "perceived external threats\n\nin February 2022, Russia launched a full-scale military "
        "invasion of Ukraine, beginning what is the largest war in Europe since World War II "
        "ended in 1945; Moscow subsequently backed separatist forces in the Donbas region of "
        "Ukraine with arms, equipment, and training, as well as Russian military troops"
    )
    assert count_unstated("How many troops are in Moscow?", note)
    # a list of parties, one a line, still counts them, however long one party's name
    parties = (
        "The Center (Die Mitte, Alleanza del Centro, Le Centre, Allianza dal Center) (merger of "
        "the Christian Democratic People's Party and the Conservative Democratic Party)\n\n"
        "Evangelical Peoples' Party or EVP\n\nGreen Party or GPS\n\nSocial Democratic Party or SP"
    )
    assert not count_unstated("How many political parties are there?", parties)


def test_how_many_times_asks_what_happened_a_number_of_times() -> None:
    """g27b: "how many times has the us constitution been amended" quoted the amendment
    process ("a two-thirds majority vote … nine of the 13 states") at 0.97."""
    process = "proposed by Congress, which requires a two-thirds majority vote in both houses"
    assert times_unstated("how many times has the constitution been amended", process)
    assert times_unstated("How many times has won the Rugby World Cup?", "rugby 20%")
    assert not times_unstated("How many times has it been amended?", "amended 27 times")
    assert not times_unstated("How many times has it been amended?", "amended twice")
    # a ratio is no frequency
    assert not times_unstated("How many times bigger is than ?", "total: 643,801 sq km")
    assert not times_unstated("How many times more people live in than in ?", "67 million")
    # a count that is not of times
    assert not times_unstated("How many amendments does the constitution have?", process)


def test_a_how_many_question_counts_the_words_after_how_many() -> None:
    assert counted_thing("how many amendments does the us constitution have".split()) == [
        "amendments"
    ]
    assert counted_thing("how many people live in chad".split()) == ["people", "live"]
    assert counted_thing("what is the population of chad".split()) == []


def test_a_number_in_words_counts_what_follows_it() -> None:
    """The US *Constitution*'s amendment process ("a two-thirds majority vote", "three
    fourths of the state legislatures", "no role in the … amendment process") gives numbers
    in words of votes and legislatures, not of amendments: "How many amendments does the US
    constitution have?" was answered from it at 0.99."""
    process = (
        'amendment process: proposed as a "joint resolution" by Congress, which requires a '
        "two-thirds majority vote in both the House of Representatives and the Senate or by a "
        "constitutional convention called for by at least two thirds of the state legislatures;"
        " passage requires ratification by three fourths of the state legislatures; the US "
        "president has no role in the constitutional amendment process"
    )
    asked = "How many amendments does the US constitution have?"
    assert count_unstated(asked, process, _identity)
    assert counts_other(["how", "many", "amendments", "us", "constitution"], process, _identity)
    # without a model to judge meaning any number in words still counts, as before
    assert not count_unstated(asked, process)
    # the asked thing after the number word, in its words or close in meaning
    assert not count_unstated("How many co-princes are there?", "two co-princes", _identity)
    people = "How many people live on Bouvet Island?"
    assert not count_unstated(people, "total: no permanent inhabitants", _identity)
    assert not count_unstated(people, "one third of the population", _identity)
    assert count_unstated(people, "one third of the land is forested", _identity)
    # a word that answers any count needs no thing after it
    assert not count_unstated("How many soldiers?", "none; defense is France's", _identity)
