"""The real embedding model: shapes, norms, meaning-based orderings, pinning by sha256."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy
import pytest

from oshun.errors import ModelUnavailable
from oshun.retrieval.embedding import MODEL_SHA256, Embedder, OnnxEmbedder, default_model_path
from oshun.settings import Settings


@pytest.fixture(scope="module")
def embedder() -> OnnxEmbedder:
    return OnnxEmbedder()


def test_vectors_are_float32_unit_rows_in_input_order(embedder: OnnxEmbedder) -> None:
    texts = ["a much longer sentence about the economy of a country " * 8, "short", "Lima"]
    vectors = embedder.embed(texts)
    assert vectors.shape == (3, embedder.dim) == (3, 384)
    assert vectors.dtype == numpy.float32
    assert numpy.allclose(numpy.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    # Length bucketing reorders the work, never the rows: each row equals the text alone.
    for text, row in zip(texts, vectors, strict=True):
        assert numpy.allclose(embedder.embed([text])[0], row, atol=1e-4)
    assert embedder.embed([]).shape == (0, 384)


def test_model_id_names_the_pinned_weights(embedder: OnnxEmbedder) -> None:
    assert embedder.model_id == f"all-MiniLM-L6-v2-int8@{MODEL_SHA256[:12]}"
    checked: Embedder = embedder  # the interface other modules code against
    assert checked.dim == 384


def test_meaning_beats_shared_words(embedder: OnnxEmbedder) -> None:
    def closer(question: str, right: str, wrong: str) -> bool:
        q = embedder.embed_query(question)
        vectors = embedder.embed([right, wrong])
        return bool(vectors[0] @ q > vectors[1] @ q)

    # The failures: BM25 matched the shared word, the model matches the meaning.
    assert closer(
        "How many people live in Nigeria?",
        "Population: 236,747,130 (2024 est.)",
        "Maternal mortality ratio: 993 deaths/100,000 live births (2020 est.)",
    )
    assert closer(
        "How long do people live on average in Chad?",
        "Life expectancy at birth: total population: 59.6 years",
        "Maternal mortality ratio: 1,063 deaths/100,000 live births",
    )
    assert closer(
        "What natural disasters happen in Japan?",
        "Natural hazards: many dormant and some active volcanoes; frequent earthquakes; tsunamis",
        "Natural resources: negligible mineral resources, fish",
    )


def test_query_cache_returns_the_same_vector(embedder: OnnxEmbedder) -> None:
    first = embedder.embed_query("capital of Mongolia")
    again = embedder.embed_query("capital of Mongolia")
    assert again is first
    assert numpy.allclose(first, embedder.embed(["capital of Mongolia"])[0], atol=1e-5)


def test_a_file_that_is_not_the_pinned_one_is_refused(tmp_path: Path) -> None:
    tampered = tmp_path / "model.onnx"
    shutil.copyfile(default_model_path(), tampered)
    with tampered.open("ab") as handle:
        handle.write(b"\0")
    with pytest.raises(ModelUnavailable, match=r"sha256 .* expected " + MODEL_SHA256):
        OnnxEmbedder(tampered)


def test_a_missing_model_file_is_a_clear_error(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, embedding_model_path=tmp_path / "absent.onnx")
    with pytest.raises(ModelUnavailable, match=r"absent\.onnx cannot be read"):
        OnnxEmbedder.from_settings(settings)
