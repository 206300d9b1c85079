"""The phrasings of the person-phrased Factbook set (``bench/person_set.py`` fills them in).

Written the way people ask, not the way the Factbook names its fields: most templates share
few or no words with their field's heading ("How long do people live in X?" for *Life
expectancy at birth*, "What money do they use in X?" for *Exchange rates*). Every field has at
least four phrasings; the set alternates them (even template number: ``fit``, odd:
``heldout``), so a rule tuned on one half's phrasings is measured on phrasings it never saw.

A template is ``text`` or ``(text, pattern)``: with a pattern it is only used for a country
whose field text matches it ("Who is the president of X?" only where the chief of state is
a president). ``{c}`` is the country as people write it; ``{a}``/``{b}`` the two countries of
a comparison.
"""

from __future__ import annotations

from dataclasses import dataclass

Template = str | tuple[str, str]

PEOPLE = "People and Society"
GOV = "Government"
GEO = "Geography"
ECO = "Economy"


def h(section: str, field: str) -> str:
    """A passage heading as the demo library writes it."""
    return f"{section} › {field}"


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One asked field: accepted headings (any of them answers it), phrasings, how many."""

    name: str
    headings: tuple[str, ...]
    templates: tuple[Template, ...]
    count: int = 11


FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "population",
        (h(PEOPLE, "Population"),),
        (
            "How many people live in {c}?",
            "How many inhabitants does {c} have?",
            "How populous is {c}?",
            "how many residents are there in {c}",
            "Roughly how many people call {c} home?",
            "What's the number of people living in {c}?",
            "How many folks are in {c} these days?",
        ),
        16,
    ),
    FieldSpec(
        "capital",
        (h(GOV, "Capital"),),
        (
            "What is the capital of {c}?",
            "Which city is the seat of government of {c}?",
            "Where is the government of {c} based?",
            "Name the capital city of {c}",
            "Which city serves as {c}'s capital?",
            "what's the main city where {c}'s government sits",
        ),
        16,
    ),
    FieldSpec(
        "currency",
        (h(ECO, "Exchange rates"),),
        (
            "What money do they use in {c}?",
            "What currency does {c} use?",
            "What do people pay with in {c}?",
            "Which currency should I bring to {c}?",
            "What is the local money called in {c}?",
            "How much is one US dollar worth in {c}?",
            "What's the exchange rate in {c}?",
        ),
        16,
    ),
    FieldSpec(
        "languages",
        (h(PEOPLE, "Languages"),),
        (
            "What do people speak in {c}?",
            "Which languages are spoken in {c}?",
            "What language do they talk in {c}?",
            "Do people in {c} speak English?",
            "What is the official language of {c}?",
            "what tongue do folks use in {c}",
        ),
        16,
    ),
    FieldSpec(
        "religions",
        (h(PEOPLE, "Religions"),),
        (
            "What religion are most people in {c}?",
            "What faith do people in {c} follow?",
            "Are people in {c} mostly Christian or Muslim?",
            "Which religions are practised in {c}?",
            "What do people in {c} believe in?",
            "Is {c} a Catholic country?",
        ),
    ),
    FieldSpec(
        "area",
        (h(GEO, "Area"), h(GEO, "Area - comparative")),
        (
            "How big is {c}?",
            "How large is {c} in square kilometres?",
            "What is the size of {c}?",
            "How much land does {c} cover?",
            "How many square miles is {c}?",
            "How big is {c} compared to a US state?",
        ),
        14,
    ),
    FieldSpec(
        "climate",
        (h(GEO, "Climate"), h("Environment", "Climate")),
        (
            "What's the weather like in {c}?",
            "Is it hot in {c}?",
            "Does it get cold in {c}?",
            "What kind of weather does {c} have?",
            "Is {c} rainy or dry?",
            "What are the seasons like in {c}?",
        ),
        14,
    ),
    FieldSpec(
        "terrain",
        (h(GEO, "Terrain"),),
        (
            "What does the land look like in {c}?",
            "Is {c} flat or mountainous?",
            "What kind of landscape does {c} have?",
            "Describe the topography of {c}",
            "Is {c} hilly?",
            "Are there deserts or mountains in {c}?",
        ),
    ),
    FieldSpec(
        "highest point",
        (h(GEO, "Elevation"),),
        (
            "What is the highest mountain in {c}?",
            "What's the tallest peak in {c}?",
            "How high is the highest point of {c}?",
            "What is the lowest place in {c}?",
            "Which mountain is the top of {c}?",
            "How far above sea level is {c} on average?",
        ),
    ),
    FieldSpec(
        "flag",
        (h(GOV, "Flag"),),
        (
            "What does the flag of {c} look like?",
            "What colours are on {c}'s flag?",
            "Describe {c}'s flag",
            "What do the colors of {c}'s flag stand for?",
            ("Is there a star on the flag of {c}?", r"\bstars?\b"),
            "what's on the banner of {c}",
        ),
        12,
    ),
    FieldSpec(
        "anthem",
        (h(GOV, "National anthem(s)"),),
        (
            "What is the national anthem of {c}?",
            "What song do they play for {c} at the Olympics?",
            "Who wrote {c}'s anthem?",
            "What's the name of {c}'s national song?",
            "When was {c}'s anthem adopted?",
            "what is the hymn of {c} called",
        ),
    ),
    FieldSpec(
        "head of state",
        (h(GOV, "Executive branch"),),
        (
            "Who is the head of state of {c}?",
            "Who runs {c}?",
            ("Who is the president of {c}?", r"chief of state: President\b"),
            "Who is in charge of {c}?",
            "Who leads {c}?",
            ("Who is {c}'s monarch?", r"chief of state: (King|Queen|Emir|Sultan|Prince|Grand)"),
            "who rules {c}",
        ),
        16,
    ),
    FieldSpec(
        "head of government",
        (h(GOV, "Executive branch"),),
        (
            ("Who is the prime minister of {c}?", r"head of government: Prime Minister"),
            "Who heads the government of {c}?",
            "Who leads the cabinet in {c}?",
            ("Who is the premier of {c}?", r"head of government: (Prime Minister|Premier)"),
            "Who is the leader of {c}'s government?",
            ("Who is {c}'s PM?", r"head of government: Prime Minister"),
        ),
        12,
    ),
    FieldSpec(
        "independence",
        (h(GOV, "Independence"),),
        (
            ("When did {c} become independent?", r"\b1\d\d\d\b|\b20\d\d\b"),
            ("What year did {c} stop being a colony?", r"\(from "),
            ("When did {c} become its own country?", r"\b1\d\d\d\b|\b20\d\d\b"),
            ("From whom did {c} gain independence?", r"\(from "),
            ("How old is {c} as a nation?", r"\b1\d\d\d\b|\b20\d\d\b"),
            ("when did {c} break away from its colonizer", r"\(from "),
        ),
        14,
    ),
    FieldSpec(
        "gdp",
        (
            h(ECO, "Real GDP (purchasing power parity)"),
            h(ECO, "GDP (official exchange rate)"),
            h(ECO, "Real GDP per capita"),
        ),
        (
            "How big is {c}'s economy?",
            "What is the GDP of {c}?",
            "How much does {c} produce in a year?",
            "What's the economic output of {c}?",
            "How large is the economy of {c} in dollars?",
            "what is {c} worth economically",
        ),
        14,
    ),
    FieldSpec(
        "income per person",
        (h(ECO, "Real GDP per capita"),),
        (
            "What is the income per person in {c}?",
            "How wealthy is the average person in {c}?",
            "What's the GDP per head in {c}?",
            "How much does each person in {c} make on average?",
            "How rich are people in {c}?",
        ),
        10,
    ),
    FieldSpec(
        "life expectancy",
        (h(PEOPLE, "Life expectancy at birth"),),
        (
            "How long do people live in {c}?",
            "How old do people in {c} usually get?",
            "What is the average lifespan in {c}?",
            "At what age do people in {c} typically die?",
            "How long can a baby born in {c} expect to live?",
            "Do women live longer than men in {c}?",
        ),
        14,
    ),
    FieldSpec(
        "literacy",
        (h(PEOPLE, "Literacy"),),
        (
            "How many people can read in {c}?",
            "What share of adults in {c} can read and write?",
            "Can most people in {c} read?",
            "What percentage of {c} is literate?",
            "How many people in {c} are unable to read?",
        ),
    ),
    FieldSpec(
        "median age",
        (h(PEOPLE, "Median age"), h(PEOPLE, "Age structure")),
        (
            "How old is the typical person in {c}?",
            "What is the median age in {c}?",
            "Is {c} a young or an old country?",
            "What's the average age of people in {c}?",
            "How young is the population of {c}?",
        ),
    ),
    FieldSpec(
        "birth rate",
        (h(PEOPLE, "Birth rate"), h(PEOPLE, "Total fertility rate")),
        (
            "How many babies are born in {c}?",
            "What's the birth rate in {c}?",
            "How many children does a woman in {c} have on average?",
            "Are people in {c} having lots of kids?",
            "how many newborns per 1000 people in {c}",
        ),
    ),
    FieldSpec(
        "internet users",
        (h("Communications", "Internet users"),),
        (
            "How many people in {c} use the internet?",
            "What share of {c} is online?",
            "How many people are online in {c}?",
            "What percentage of people in {c} can get on the web?",
            "Is the internet widely used in {c}?",
        ),
    ),
    FieldSpec(
        "natural resources",
        (h(GEO, "Natural resources"),),
        (
            "What raw materials does {c} have?",
            "What minerals are found in {c}?",
            "Does {c} have gold or diamonds?",
            "What is {c} rich in underground?",
            "What can be mined in {c}?",
            "what natural wealth does {c} have",
        ),
    ),
    FieldSpec(
        "natural hazards",
        (h(GEO, "Natural hazards"),),
        (
            "Does {c} get earthquakes?",
            "What natural disasters happen in {c}?",
            "Is {c} prone to floods?",
            "What dangers from nature does {c} face?",
            "Are there volcanoes or hurricanes in {c}?",
            "Is {c} safe from natural catastrophes?",
        ),
    ),
    FieldSpec(
        "neighbours",
        (h(GEO, "Land boundaries"),),
        (
            ("Which countries border {c}?", r"border countries"),
            ("What are {c}'s neighbours?", r"border countries"),
            ("Who are the neighbors of {c}?", r"border countries"),
            ("What countries share a border with {c}?", r"border countries"),
            ("How long is {c}'s land border?", r"border countries"),
            ("which nations surround {c}", r"border countries"),
        ),
        14,
    ),
    FieldSpec(
        "coastline",
        (h(GEO, "Coastline"), h(GEO, "Geography - note")),
        (
            "Is {c} landlocked?",
            "Does {c} have access to the sea?",
            "How long is {c}'s coast?",
            "How many kilometres of shoreline does {c} have?",
            "Does {c} have a coast?",
            "Can you reach the ocean from {c}?",
        ),
        12,
    ),
    FieldSpec(
        "national symbols",
        (h(GOV, "National symbol(s)"), h(GOV, "National color(s)")),
        (
            "What is the national animal of {c}?",
            "What animal represents {c}?",
            "What are the emblems of {c}?",
            ("What is {c}'s national flower?", r"flower"),
            "What symbols stand for {c}?",
            "which creature is the mascot of {c}",
        ),
    ),
    FieldSpec(
        "government type",
        (h(GOV, "Government type"),),
        (
            "What kind of government does {c} have?",
            "Is {c} a democracy?",
            "Is {c} a monarchy or a republic?",
            "What political system does {c} have?",
            "How is {c} governed?",
            "Is {c} a dictatorship?",
        ),
        12,
    ),
    FieldSpec(
        "legal system",
        (h(GOV, "Legal system"),),
        (
            "What are {c}'s laws based on?",
            "Does {c} follow common law or civil law?",
            ("Does {c} use sharia law?", r"[Ii]slamic|[Ss]haria"),
            "What is the law of {c} modelled on?",
            "What tradition does {c}'s justice system follow?",
        ),
    ),
    FieldSpec(
        "military",
        (h("Military and Security", "Military and security forces"),),
        (
            "What are the armed forces of {c}?",
            "Does {c} have a navy?",
            "What branches does {c}'s military have?",
            "Does {c} have an army?",
            "Who defends {c}?",
            "Does {c} have an air force?",
        ),
    ),
    FieldSpec(
        "exports",
        (h(ECO, "Exports - partners"), h(ECO, "Exports - commodities"), h(ECO, "Exports")),
        (
            "Who does {c} sell to?",
            "What does {c} sell abroad?",
            "Which countries buy goods from {c}?",
            "What are {c}'s main exports?",
            "Who are {c}'s biggest customers?",
            "What does {c} ship to other countries?",
        ),
        12,
    ),
    FieldSpec(
        "imports",
        (h(ECO, "Imports - partners"), h(ECO, "Imports - commodities"), h(ECO, "Imports")),
        (
            "Where does {c} buy its goods from?",
            "What does {c} import?",
            "What does {c} buy from abroad?",
            "Which countries supply {c}?",
            "Who sells the most to {c}?",
        ),
    ),
    FieldSpec(
        "ethnic groups",
        (h(PEOPLE, "Ethnic groups"),),
        (
            "What ethnicities live in {c}?",
            "Who are the people of {c}, ethnically?",
            "What is the ethnic makeup of {c}?",
            "Which peoples make up {c}?",
            "what races live in {c}",
        ),
    ),
    FieldSpec(
        "largest cities",
        (h(PEOPLE, "Major urban areas - population"),),
        (
            "What is the biggest city in {c}?",
            "Which cities in {c} are the largest?",
            "How many people live in {c}'s capital?",
            "What are the main cities of {c}?",
            "Which is the most populated city in {c}?",
        ),
    ),
    FieldSpec(
        "time zone",
        (h(GOV, "Capital"),),
        (
            "What time zone is {c} in?",
            "How many hours ahead of UTC is {c}?",
            "What is the time difference between {c} and GMT?",
            "Is {c} ahead of Washington in time?",
        ),
        8,
    ),
    FieldSpec(
        "voting",
        (h(GOV, "Suffrage"),),
        (
            "At what age can people vote in {c}?",
            "How old do you have to be to vote in {c}?",
            "Is voting compulsory in {c}?",
            "Who is allowed to vote in {c}?",
            "Can 16-year-olds vote in {c}?",
        ),
        8,
    ),
    FieldSpec(
        "national day",
        (h(GOV, "National holiday"),),
        (
            "What is {c}'s national day?",
            "When does {c} celebrate its national day?",
            "What is the main public holiday in {c}?",
            "Which day is {c}'s big national celebration?",
        ),
        8,
    ),
    FieldSpec(
        "unemployment",
        (h(ECO, "Unemployment rate"), h(ECO, "Youth unemployment rate (ages 15-24)")),
        (
            "How many people are out of work in {c}?",
            "What's the jobless rate in {c}?",
            "Is it hard to find a job in {c}?",
            "What percentage of workers in {c} have no job?",
        ),
        8,
    ),
    FieldSpec(
        "inflation",
        (h(ECO, "Inflation rate (consumer prices)"),),
        (
            "How fast are prices rising in {c}?",
            "What's inflation like in {c}?",
            "Is the cost of living going up in {c}?",
            "By how much did consumer prices rise in {c} last year?",
        ),
        8,
    ),
    FieldSpec(
        "demonym",
        (h(PEOPLE, "Nationality"),),
        (
            "What do you call people from {c}?",
            "What is someone from {c} called?",
            "What's the adjective for things from {c}?",
            "What are the citizens of {c} called?",
        ),
        8,
    ),
    FieldSpec(
        "internet domain",
        (h("Communications", "Internet country code"),),
        (
            "What is {c}'s web domain?",
            "What do websites from {c} end in?",
            "What is the internet suffix of {c}?",
            "What top-level domain does {c} use?",
        ),
        8,
    ),
    FieldSpec(
        "conscription",
        (h("Military and Security", "Military service age and obligation"),),
        (
            "Is there compulsory military service in {c}?",
            "Do young people in {c} have to join the army?",
            "At what age can you enlist in {c}?",
            "Is there a draft in {c}?",
        ),
        8,
    ),
    FieldSpec(
        "infant mortality",
        (h(PEOPLE, "Infant mortality rate"),),
        (
            "How many babies die in {c}?",
            "How many newborns die before their first birthday in {c}?",
            "What's the infant death rate in {c}?",
            "How likely is a baby in {c} to die in its first year?",
        ),
        8,
    ),
    FieldSpec(
        "electricity access",
        (h("Energy", "Electricity access"),),
        (
            "Does everyone in {c} have electricity?",
            "How many people in {c} have power at home?",
            "What share of {c} is connected to the grid?",
            "Is there electricity everywhere in {c}?",
        ),
        8,
    ),
    FieldSpec(
        "location",
        (h(GEO, "Location"), h(GEO, "Map references")),
        (
            "Where is {c}?",
            "Where in the world is {c}?",
            "What continent is {c} on?",
            "Where is {c} on the map?",
        ),
        8,
    ),
)

#: Two countries, one field: (template, field name).
COMPARE: tuple[tuple[str, str], ...] = (
    ("Which is larger, {a} or {b}?", "area"),
    ("Does {a} or {b} have more people?", "population"),
    ("Compare the GDP of {a} and {b}", "gdp"),
    ("Who lives longer, people in {a} or in {b}?", "life expectancy"),
    ("Is {a} bigger than {b}?", "area"),
    ("which has the longer coastline, {a} or {b}", "coastline"),
    ("Which is richer per person: {a} or {b}?", "income per person"),
    ("Are people older in {a} or in {b}?", "median age"),
    ("Is {a} more populous than {b}?", "population"),
    ("What languages are spoken in {a} and {b}?", "languages"),
)

#: The first draw of these templates asks the countries of issue 9's examples.
FIRST_DRAW: dict[str, tuple[str, ...]] = {
    "Which is larger, {a} or {b}?": ("cd", "ng"),
    "Compare the GDP of {a} and {b}": ("fr", "gm"),
    "What is the capital of {c} and when did it become independent?": ("ke",),
}

#: One country, two fields: (template, first field, second field).
MULTI: tuple[tuple[str, str, str], ...] = (
    ("What is the capital of {c} and when did it become independent?", "capital", "independence"),
    ("What language do they speak in {c} and what money do they use?", "languages", "currency"),
    ("How many people live in {c} and what is its capital?", "population", "capital"),
    ("Who leads {c} and what kind of government is it?", "head of state", "government type"),
    ("What's the weather like in {c}, and what is the land like?", "climate", "terrain"),
    ("How big is {c} and how many people live there?", "area", "population"),
    ("what religion are people in {c} and what do they speak", "religions", "languages"),
    ("Which countries border {c} and what is its highest mountain?", "neighbours", "highest point"),
)

#: Look-alikes the Factbook does not hold, about a country: (template, words that would
#: answer it). A country is only used when none of the words occurs anywhere in its work.
UNANSWERABLE_ABOUT: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("What is the national dish of {c}?", ("dish", "cuisine", "food")),
    ("What is the tallest building in {c}?", ("building", "skyscraper", "tower")),
    ("How many cats live in {c}?", ("cat", "cats", "pet")),
    ("Who is the most famous footballer from {c}?", ("football", "footballer", "soccer")),
    ("What is the speed limit on highways in {c}?", ("speed limit", "km/h")),
    ("How much does a beer cost in {c}?", ("beer", "price of")),
    ("What is the minimum wage in {c}?", ("minimum wage", "wage")),
    ("What's the most popular sport in {c}?", ("sport", "sports")),
    ("How many McDonald's restaurants are there in {c}?", ("mcdonald", "restaurant")),
    ("What is the average price of a house in {c}?", ("house price", "housing price", "rent")),
    ("Which famous painters came from {c}?", ("painter", "painting", "artist")),
    ("How many Olympic gold medals has {c} won?", ("olympic", "medal")),
    ("What is the most popular dog breed in {c}?", ("dog", "breed")),
    ("Who is the richest person in {c}?", ("richest", "billionaire")),
    ("What is the legal drinking age in {c}?", ("drinking age", "legal age")),
    ("what's the best university in {c}", ("university", "universities")),
    ("What do people in {c} usually eat for breakfast?", ("breakfast", "meal")),
    ("What is the emergency phone number in {c}?", ("emergency number", "112", "911")),
    ("How many tourists visit {c} each year?", ("tourist", "tourists", "visitors", "tourism")),
    ("How long do dogs live in {c}?", ("dog", "dogs")),
    ("Who was the first king of {c}?", ("king", "kings", "kingdom", "monarch", "monarchy")),
    ("How many wolves live in {c}?", ("wolf", "wolves")),
)

#: Look-alikes about no real country, or about nothing the Factbook records.
UNANSWERABLE_GENERAL: tuple[str, ...] = (
    "What is the GDP of Atlantis?",
    "What is the capital of Wakanda?",
    "How many people live in Narnia?",
    "What currency do they use in Westeros?",
    "Who rules Gondor?",
    "What language do they speak in Middle-earth?",
    "Who won the 2018 World Cup?",
    "When did Australia land on the Moon?",
    "Who invented the telephone?",
    "What is the boiling point of water?",
    "Who wrote Pride and Prejudice?",
    "What is the speed of light?",
    "Who painted the Mona Lisa?",
    "How do you make paella?",
    "What's the weather like on Mars?",
    "how many moons does jupiter have",
    "Who is the lead singer of the Rolling Stones?",
    "What is the population of Hogwarts?",
    "Which country won Eurovision in 2015?",
    "What's the national anthem of the Moon?",
    "How many people live on the Moon?",
    "What natural resources does the Moon have?",
    "What currency did the Roman Empire use?",
    "Who is the king of Atlantis?",
    "What's the climate like on Venus?",
    "How long do cats live?",
    "What is the life expectancy of an elephant?",
    "When did Wakanda become independent?",
    "what language do dolphins speak",
)

#: Other names of a work that people use, kept only where the work's own "Country name"
#: field writes them (so the alias is the library's, not ours).
ALIASES: dict[str, tuple[str, ...]] = {
    "us": ("the US", "the USA", "America", "the United States"),
    "uk": ("the UK", "Britain", "Great Britain", "the United Kingdom"),
    "ks": ("Korea, South", "the Republic of Korea"),
    "kn": ("Korea, North",),
    "bm": ("Myanmar",),
    "cg": ("the DRC", "the Democratic Republic of the Congo"),
    "cf": ("the Republic of the Congo",),
    "iv": ("Ivory Coast",),
    "ez": ("the Czech Republic",),
    "ae": ("the UAE", "the United Arab Emirates"),
    "dr": ("the Dominican Republic",),
    "rs": ("the Russian Federation",),
    "tu": ("Turkiye",),
    "ch": ("the PRC",),
    "nl": ("the Netherlands", "Holland"),
    "wz": ("Swaziland",),
    "cv": ("Cape Verde",),
    "tt": ("East Timor",),
    "mk": ("Macedonia",),
    "ga": ("the Gambia", "Gambia"),
    "bf": ("the Bahamas",),
    "vt": ("Vatican City", "the Vatican"),
    "fk": ("the Falkland Islands",),
    "sv": ("Svalbard",),
}

#: Works whose own title people do not write (a parenthesis, an odd short form): asked
#: only by an alias.
ALIAS_ONLY = frozenset({"cg", "cf", "dr", "vt", "fk", "sv", "ae"})
