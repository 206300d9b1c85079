from oshun.retrieval.locate import find_locator
from oshun.sentences import Span, split_sentences
from oshun.sophia.compose import locatable

TEXT = '"Will you come?" asked Jane.\n\n"Yes."\n\n"And will he come\ntoo?" asked Jane.\n\n"Yes."'


def test_a_unique_sentence_is_its_own_locator() -> None:
    spans = split_sentences(TEXT)
    assert locatable(TEXT, spans[0]) == spans[0]
    assert locatable(TEXT, spans[1]) == spans[1]  # the first "Yes." is found first


def test_a_repeated_sentence_takes_the_sentences_before_it_until_it_locates_exactly() -> None:
    spans = split_sentences(TEXT)
    last = spans[-1]
    assert TEXT[last.start : last.end] == '"Yes."'
    widened = locatable(TEXT, last)
    quote = TEXT[widened.start : widened.end]
    assert quote == '"And will he come\ntoo?" asked Jane.\n\n"Yes."'
    assert find_locator(TEXT, quote) == (widened.start, widened.end)
    assert widened.start in {s.start for s in spans}  # still whole sentences


def test_the_widening_can_reach_the_first_sentence() -> None:
    text = "Yes. Yes."
    assert locatable(text, Span(5, 9)) == Span(0, 9)


def test_a_titled_answer_names_each_claims_work() -> None:
    from oshun.sophia.compose import answer_text
    from oshun.sophia.envelope import Citation, Claim, Support

    def citation(cid: str, title: str, label: str) -> Citation:
        return Citation(
            id=cid, title=title, kind="reference", summary="", label=label, weight=1.0,
            locator="total: 1", page=None, heading="Geography › Area", date=None,
        )  # fmt: skip

    citations = [citation("a", "Chad", "[1]"), citation("b", "Niger", "[2]")]
    claims = [
        Claim(id="c1", text="1.284 million sq km", support=Support.RETRIEVED, citation_ids=["a"]),
        Claim(id="c2", text="1.267 million sq km", support=Support.RETRIEVED, citation_ids=["b"]),
    ]
    assert answer_text(claims, citations) == "1.284 million sq km [1] 1.267 million sq km [2]"
    assert answer_text(claims, citations, titled=True) == (
        "Chad: 1.284 million sq km [1] Niger: 1.267 million sq km [2]"
    )
