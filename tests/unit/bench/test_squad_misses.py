"""The SQuAD miss classes and the AUROC the diagnosis bench reports."""

from bench.squad_misses import auroc, classify


def _row(hit: bool, abstained: bool, hits: list[dict[str, bool]]) -> dict:
    return {"hit": hit, "abstained": abstained, "hits": hits}


def test_each_answerable_outcome_has_one_class() -> None:
    gold_witness = {"holds": True, "witness": True}
    gold_rejected = {"holds": True, "witness": False}
    other_witness = {"holds": False, "witness": True}
    assert classify(_row(True, False, [gold_witness])) == "hit"
    assert classify(_row(False, True, [gold_rejected])) == "abstained, gold paragraph searched"
    assert classify(_row(False, True, [])) == "abstained, not searched"
    assert classify(_row(False, False, [gold_witness])) == "right paragraph, wrong sentence"
    assert (
        classify(_row(False, False, [other_witness, gold_rejected]))
        == "wrong paragraph, gold paragraph failed the gate"
    )
    assert classify(_row(False, False, [other_witness])) == "wrong paragraph, gold not searched"


def test_auroc_is_the_chance_a_positive_outranks_a_negative() -> None:
    assert auroc([3.0, 4.0], [1.0, 2.0]) == 1.0
    assert auroc([1.0, 2.0], [3.0, 4.0]) == 0.0
    assert auroc([1.0], [1.0]) == 0.5  # ties count half
    assert auroc([2.0, 0.0], [1.0]) == 0.5
