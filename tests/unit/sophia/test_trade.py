"""The side of its trade a question asks a country about (``sophia/trade.py``)."""

from __future__ import annotations

import pytest

from oshun.sophia.entities import Mention
from oshun.sophia.trade import PARTNERS, partners_asked


def _asked(question: str, name: str) -> str | None:
    start = question.index(name)
    return partners_asked(question, [Mention(start, start + len(name), name, (name,))])


@pytest.mark.parametrize(
    ("question", "name", "side"),
    [
        # the name before the trade word trades itself
        ("Who does Peru sell most to?", "Peru", "export"),
        ("Where does Italy export to?", "Italy", "export"),
        ("Which countries does Kenya buy the most from?", "Kenya", "import"),
        ("What countries does Vietnam import from?", "Vietnam", "import"),
        # after the trade word, "to" receives and "from" sends
        ("Who sells the most to Kenya?", "Kenya", "import"),
        ("Which nations export to the United Kingdom?", "United Kingdom", "import"),
        ("Which countries buy from Chile?", "Chile", "export"),
        ("who imports the most from ghana", "ghana", "export"),
        # a party to the trade attached to the name
        ("Who are Laos's biggest customers?", "Laos", "export"),
        ("Who are the main suppliers of Kenya?", "Kenya", "import"),
    ],
)
def test_the_side_is_read_from_where_the_name_stands(question: str, name: str, side: str) -> None:
    assert _asked(question, name) == side
    assert side in PARTNERS[side]  # judged in the partner field's own words


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("What does Ghana sell to other countries?", "Ghana"),  # goods, not partners
        ("Who does Russia sell weapons to?", "Russia"),  # one good, not its trade
        ("Who did France sell Louisiana to?", "France"),  # once, not a recent year's trade
        ("Who sells the most iPhones in Japan?", "Japan"),
        ("Who is Apple's biggest supplier in China?", "China"),
        ("Who buys Australia's exports?", "Australia"),  # its own words say it
        ("Who is the president of Chile?", "Chile"),
    ],
)
def test_other_questions_are_left_alone(question: str, name: str) -> None:
    assert _asked(question, name) is None


def test_several_works_or_none_are_left_alone() -> None:
    question = "Who sells more to Chile than to Peru?"
    chile, peru = question.index("Chile"), question.index("Peru")
    mentions = [
        Mention(chile, chile + 5, "Chile", ("Chile",)),
        Mention(peru, peru + 4, "Peru", ("Peru",)),
    ]
    assert partners_asked(question, mentions) is None
    assert partners_asked("Who sells the most to it?", []) is None


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("Who buys Vietnamese goods?", "Vietnamese"),
        ("who imports chilean products the most", "chilean"),
    ],
)
def test_goods_bought_after_a_peoples_adjective_are_its_exports(question: str, name: str) -> None:
    # "Who buys Vietnamese goods?" was left alone and quoted *Imports - commodities* (0.81)
    assert _asked(question, name) == "export"


def test_a_good_narrower_than_its_trade_is_left_alone() -> None:
    assert _asked("Who buys Vietnamese rice?", "Vietnamese") is None
