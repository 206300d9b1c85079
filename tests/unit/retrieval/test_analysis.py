from oshun.retrieval.analysis import terms, tokens


def test_terms_drop_stop_words_and_stem() -> None:
    assert terms("The capitals of Mongolia are running") == ["capit", "mongolia", "run"]


def test_token_offsets_point_into_the_text() -> None:
    text = "Café, naïve—résumé!"
    for token in tokens(text):
        assert text[token.start : token.end].lower().startswith(token.term[:3])
