from pathlib import Path

import pytest

from oshun.settings import Settings

DOCS = (Path(__file__).parents[2] / "docs" / "settings.md").read_text()


@pytest.mark.parametrize("name", sorted(Settings.model_fields))
def test_every_setting_is_documented(name: str) -> None:
    assert f"`OSHUN_{name.upper()}`" in DOCS


@pytest.mark.parametrize("name", sorted(Settings.model_fields))
def test_every_setting_has_a_description(name: str) -> None:
    assert Settings.model_fields[name].description


def test_kind_weights_merge_over_defaults_and_refuse_unknown_kinds() -> None:
    settings = Settings(kind_weights={"web": 0.2})
    assert settings.kind_weight("web") == 0.2 and settings.kind_weight("article") == 1.0
    with pytest.raises(ValueError, match="unknown kinds"):
        Settings(kind_weights={"poem": 1.0})
