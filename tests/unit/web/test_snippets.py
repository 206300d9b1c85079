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


def test_matches_found_from_the_query_terms_equal_those_of_analysing_every_word() -> None:
    from oshun.retrieval.analysis import terms, tokens
    from oshun.web.snippets import matches_of

    text = (
        "The happy countries were dying; skies over Ulaanbaatar, the capital's capitals. "
        "Capitalism, recapitalised CAPITAL and generously early ugly lying news. "
        "Éléphants in Zürich, Straße; the 2024 figures_x and café au lait."
    )
    queries = [
        "happiness of the country",
        "die sky capital",
        "generous early ugly lie",
        "Zurich zürich éléphant strasse straße",
        "2024 cafe café news",
        "the of and",
    ]
    for query in queries:
        wanted = frozenset(terms(query))
        expected = [token for token in tokens(text) if token.term in wanted]
        assert matches_of(text, wanted) == expected, query
    assert snippet_html(text, {"capit"}).count("<mark>") == 4  # not "recapitalised"
