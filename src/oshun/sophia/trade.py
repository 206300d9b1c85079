"""Which side of its trade a question asks a country about, read from where the name stands.

"Who does Chile sell most to?" asks for Chile's export partners; "Who sells the most to
Malawi?" for Malawi's import partners. The field model judges a question without the
work's name ("Who does sell most to?", "Who sells the most to?"), and without the name the
two read alike: the direction of the trade is in the name's place, not in the words left
(docs/sophia.md, *Known limits*, before this module). So, before the name goes, its role is
read:

- the name **before** the trade word is the one that trades: "Who does Chile **sell**
  to?", "Where does Germany **export** to?", "Where do Brazil's **exports** go?" → Chile's
  exports; "Who does Japan **buy** most from?" → Japan's imports;
- without a trade word, a country's customers or buyers are its export partners ("Who are
  Laos's biggest customers?"), its suppliers its import partners;
- the name **after** a trade word and "to" receives the goods: "Who **sells** the most
  **to** Malawi?", "Which countries **export to** China?" → its imports; after "from" it
  sends them: "Which countries **import** the most **from** Peru?", "Who **buys from**
  Ghana?" → its exports.

Only a question asking *who* or *where*, or *which/what countries* (partners, customers,
suppliers, markets …), asks for partners: "What does Ghana sell to other countries?" asks
for goods and is left alone, as is a question naming several works or none, or whose
name stands elsewhere ("Who buys Australia's exports?": its own words say it); bought, the
goods written right after its people's adjective are its exports ("Who buys Vietnamese
goods?" quoted Vietnam's *Imports - commodities* at 0.81).
The question is then judged in the partner field's own words (``PARTNERS``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from oshun.sophia.entities import Mention

#: Trade words in the present: the partner fields state a recent year's trade, not who
#: once bought or sold something ("Who did France sell Louisiana to?").
_SELLING = {
    "sell", "sells", "selling", "export", "exports", "exporting", "ship", "ships",
    "shipping", "send", "sends", "supply", "supplies",
}  # fmt: skip
_BUYING = {
    "buy", "buys", "buying", "import", "imports", "importing", "purchase", "purchases",
}  # fmt: skip
#: Words that may stand between the trade word and its "to"/"from" (or the question's end):
#: a named good narrows the question past what the partner fields state ("Who does Russia
#: sell weapons to?" is not asked of all its exports).
_GENERAL = {
    "the", "a", "of", "its", "their", "most", "mostly", "more", "much", "lot", "lots",
    "majority", "main", "mainly", "biggest", "largest", "goods", "products", "things",
    "stuff", "exports", "imports", "abroad", "overseas",
}  # fmt: skip
#: A party to the trade named without a trade word: a country's customers buy its exports
#: ("Who are Laos's biggest customers?"), its suppliers sell it its imports.
_PARTY = {
    "customer": "export", "customers": "export", "buyer": "export", "buyers": "export",
    "client": "export", "clients": "export", "supplier": "import", "suppliers": "import",
}  # fmt: skip
#: The question asks for partners: who, where, or which/what countries (customers …).
_PARTNERS_ASKED = re.compile(
    r"^\W*(?:(?:to|from)\s+)?(?:who|whom|where|(?:which|what)\s+(?:\w+\s+){0,2}?"
    r"(?:countr|nation|partner|customer|client|buyer|supplier|seller|market|destination))",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W\d_]+")
#: What a side's question is, in its partner field's words.
PARTNERS = {
    "export": "Who are the export partners?",
    "import": "Who are the import partners?",
}


def _side(word: str) -> str | None:
    if word in _SELLING:
        return "export"
    if word in _BUYING:
        return "import"
    return None


def partners_asked(text: str, mentions: Sequence[Mention]) -> str | None:
    """``"export"`` or ``"import"``: the side of its trade whose partners ``text`` asks the
    one work it names about; None when it asks no partners or the side is not read."""
    if len({title for m in mentions for title in m.titles}) != 1 or not mentions:
        return None
    named = [m for m in mentions if text[m.start : m.end] == m.surface]
    if len(named) != 1 or not _PARTNERS_ASKED.match(text):
        return None
    mention = named[0]
    after = [w.lower() for w in _WORD.findall(text[mention.end :])]
    before = [w.lower() for w in _WORD.findall(text[: mention.start])]
    verbs = [n for n, w in enumerate(before) if _side(w)]
    if not verbs and not [w for w in after if _side(w)]:
        # no trade word: whose customers or suppliers, whichever side the name is on
        return _party(before, after)
    if verbs:
        # a trade word before the name: the word just before the name says which way
        # the goods go ("sells … to Malawi": Malawi buys)
        between = before[verbs[-1] + 1 :]
        if _side(before[verbs[-1]]) == "import" and _general(between) and _owned_goods(after):
            return "export"  # "Who buys Vietnamese goods?": its buyers, its exports
        while between and between[-1] == "the":
            between = between[:-1]  # "to the United Kingdom"
        if not between or between[-1] not in ("to", "from") or not _general(between[:-1]):
            return None
        return "import" if between[-1] == "to" else "export"
    verbs = [n for n, w in enumerate(after) if _side(w)]
    if not verbs:
        return None
    tail = after[verbs[0] + 1 :]
    while tail and tail[-1] in ("to", "from", "with"):
        tail = tail[:-1]
    return _side(after[verbs[0]]) if _general(tail) else None


def _party(before: list[str], after: list[str]) -> str | None:
    """The side of a party noun attached to the name: "Laos's biggest customers",
    "the main suppliers of Kenya" (not "Apple's biggest supplier in China")."""
    following = [w for w in after if w != "s" and w not in _GENERAL]
    if following and following[0] in _PARTY and len(after) > len(following) and after[0] == "s":
        return _PARTY[following[0]]
    preceding = [w for w in before if w != "the"]
    if len(preceding) >= 2 and preceding[-1] in ("of", "to", "for") and preceding[-2] in _PARTY:
        return _PARTY[preceding[-2]]
    return None


#: What a country sells, written right after its name or its people's adjective
_GOODS = {"goods", "products", "exports", "produce", "stuff", "things"}


def _owned_goods(after: Sequence[str]) -> bool:
    """The words right after the name (its people's adjective) are its goods ("Vietnamese
    goods", "Chilean products"), and nothing narrower: bought, they are its exports."""
    return bool(after) and after[0] in _GOODS and _general(after[1:])


def _general(words: Sequence[str]) -> bool:
    """No named good among ``words``: the question asks of the country's trade as a whole."""
    return all(w in _GENERAL for w in words)
