from oshun.web.snippets import snippet_html


def test_a_snippet_begins_at_the_start_of_the_sentence_holding_the_match() -> None:
    text = (
        "Filler sentence that says nothing of interest at all here. " * 6
        + "Mr. Darcy of Pemberley, in\nDerbyshire, married Elizabeth in the spring. "
        + "More filler that says nothing at all. " * 6
    )
    snippet = snippet_html(text, {"derbyshir"})
    assert snippet.startswith("…Mr. Darcy of Pemberley, in\n<mark>Derbyshire</mark>")


def test_a_match_far_into_a_long_sentence_keeps_the_context_window() -> None:
    text = "Intro. " + "word " * 200 + "target here " + "word " * 50 + "end."
    snippet = snippet_html(text, {"target"}, width=120)
    assert "<mark>target</mark>" in snippet
    assert snippet.startswith("…word")
