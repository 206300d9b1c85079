"""Things people ask of a country that the Factbook does not hold, on the demo library:
each abstains, though a field looks like the answer (``sophia/lookalikes.py``); the
neighbouring questions the fields do hold are still answered. The demo fixture answers with
the embedding model (the default ``hybrid`` setting). Every abstaining question here was
answered before its rule (docs/evaluation.md)."""

from __future__ import annotations

import pytest

from oshun.services import Services

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    "question",
    [
        # how safe or expensive a place is: no field states it (not *Natural hazards*,
        # not *Budget*'s "expenditures")
        "How dangerous is it to visit Venezuela?",
        "Is Honduras a dangerous place to live?",
        "How expensive is Japan?",
        "How costly is it to live in Norway?",
        # this very moment: the weather and today's exchange rate, not the climate or the
        # yearly average
        "What is the temperature in Greece right now?",
        "What is the weather in Peru this weekend?",
        "What is today's exchange rate in India?",
        "What is the euro exchange rate today in Germany?",
        # a monarch asked of a republic: the field names a president
        "Who is the king of Argentina?",
        "Who is the sultan of Egypt?",
        "Who is the queen of Nigeria?",
        # a count of another thing than the field counts or shares
        "How many policemen does Italy have?",  # a list of forces; troops deployed
        "How many people emigrate to Australia every year?",  # net migrants per 1,000
        "How many Catholic churches are in Italy?",  # shares of believers
        "How many Orthodox churches are in Russia?",
        "How many smartphones are there in Brazil?",  # mobile subscriptions
        "How many people own an iPhone in Germany?",
        # the country's languages are not its king's
        "What language does the king of Thailand speak?",
        # a religion the World entry's shares do not list ("Christian 31.1%")
        "How many Orthodox Christians are in the world?",
        # a state named after a country (or a region of it) is not the country
        "What language is spoken in New Mexico?",
        "What is the unemployment rate in New Mexico?",
        "What is the population of Western Australia?",
        # a holiday other than the national day; whether the tap water is safe
        "When is Christmas celebrated in Ethiopia?",
        "When is the New Year holiday in Iran?",
        "When is Thanksgiving in Canada?",
        "Can I drink tap water in Brazil?",
        "Is the tap water drinkable in Italy?",
        # how old the country is: not the median age of its people
        "How old is Egypt?",
        # one person's languages: the field gives the shares of the whole population
        "How many languages does the average Canadian speak?",
        # an embassy of one country in another: the Factbook holds each one's with the US
        "Where is the embassy of India in Canada?",
        "Does Brazil have an embassy in Nepal?",
        # a second or foreign language, a dialect, a later holder: no field writes them
        "What is the most spoken second language in Sweden?",
        "What is the most spoken foreign language in Brazil?",
        "Which dialect of Arabic is spoken in Morocco?",
        "Who was the second president of Kenya?",
        # an heir the field does not write: the holder is not the heir
        "Who is the heir to the throne of Japan?",
        "Who is the crown prince of Norway?",
        # a time placed by an event no field speaks of: the figures are of now
        "What was Nigeria's life expectancy at independence?",
        "What was the literacy rate in Cuba before the revolution?",
        "What was the unemployment rate in Germany after reunification?",
        # who holds a thing the field writes with no name beside it, or never writes
        "Who is the chief justice of India?",
        "Who is the chief justice of the United States?",  # "appoints Supreme Court justices"
        "Who is the wealthiest person in Russia?",
    ],
)
def test_a_look_alike_question_abstains(demo: Services, question: str) -> None:
    envelope = demo.sophia.answer(question)
    assert envelope.abstained, (question, envelope.answer, envelope.confidence)
    assert envelope.claims == [] and envelope.confidence == 0


@pytest.mark.parametrize(
    ("question", "title", "heading"),
    [
        # a danger named: the field holds it
        ("Is South Africa safe from natural catastrophes?", "South Africa", "Natural hazards"),
        ("How dangerous are earthquakes in Japan?", "Japan", "Natural hazards"),
        ("What natural disasters hit Indonesia?", "Indonesia", "Natural hazards"),
        # a monarch of a monarchy, by any of the group's titles
        ("Who is the king of Sweden?", "Sweden", "Executive branch"),
        ("Who is the emir of Kuwait?", "Kuwait", "Executive branch"),
        ("How is the president of Mexico elected?", "Mexico", "Executive branch"),
        # the currency's name does not change by the day; a season is no moment
        ("What currency is used in Mexico today?", "Mexico", "Exchange rates"),
        ("What is the weather like in Chile in winter?", "Chile", "Climate"),
        # believers of a religion the field lists
        ("How many Sunni Muslims live in Iraq?", "Iraq", "Religions"),
        ("How many Jews live in France?", "France", "Religions"),
        ("How many Hindus are in the world?", "World", "Religions"),
        ("How many mobile phones are there in Ghana?", "Ghana", "mobile cellular"),
        # how urban a country is: *Urbanization*, not the list of its largest cities
        ("How much of Brazil is urban?", "Brazil", "Urbanization"),
        ("How urban is Japan?", "Japan", "Urbanization"),
        # a country whose own name starts with "New" or a compass word
        ("What is the population of New Caledonia?", "New Caledonia", "Population"),
        ("What is the area of Western Sahara?", "Western Sahara", "Area"),
        ("What is the national holiday of Brazil?", "Brazil", "National holiday"),
        ("When is the national day of Ethiopia?", "Ethiopia", "National holiday"),
        ("How many people in Peru have improved drinking water?", "Peru", "Drinking water source"),
        ("How old is the nation of Peru?", "Peru", "Independence"),
        ("How old is the average person in Nigeria?", "Nigeria", "Median age"),
        ("How many languages are spoken in Nigeria?", "Nigeria", "Languages"),
        # the relation with the US, whichever way it is asked
        ("Who is the ambassador of Japan to the United States?", "Japan", "in the US"),
        ("Who is the US ambassador to Japan?", "Japan", "from the US"),
        ("Where are the consulates of Italy in the US?", "Italy", "in the US"),
        ("Does the United States have an embassy in Iran?", "Iran", "from the US"),
        # a place in a ranking; a dialect the field writes
        ("What is the second largest city in Japan?", "Japan", "Major urban areas - population"),
        ("What dialects are spoken in China?", "China", "Languages"),
        # the holder the field names; since when the holder has held the office
        ("Who is the US ambassador to France?", "France", "from the US"),
        ("When was the president of Nigeria sworn in?", "Nigeria", "Executive branch"),
        ("Since when has King Salman reigned in Saudi Arabia?", "Saudi Arabia", "Executive branch"),
        ("Who is the crown prince of Saudi Arabia?", "Saudi Arabia", "Executive branch"),
        # an event the field speaks of
        ("Who ruled India before independence?", "India", "Independence"),
        # a year asked: the election line that writes it
        ("Who was elected president of Mexico in 2018?", "Mexico", "Executive branch"),
    ],
)
def test_a_near_neighbour_is_still_answered(
    demo: Services, question: str, title: str, heading: str
) -> None:
    envelope = demo.sophia.answer(question)
    assert not envelope.abstained, (question, envelope.meter.explainer)
    first = envelope.citations[0]
    assert first.title == title
    assert first.heading.endswith(heading), first.heading
