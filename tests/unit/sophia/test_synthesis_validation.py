import pytest

from oshun.sophia.synthesize import DraftClaim, SynthesisFailed, parse_claims, supported, validate

PASSAGES = {
    "p1": "Ulaanbaatar is the capital and largest city of Mongolia.",
    "p2": "Lima is the capital of Peru, founded in 1535.",
}


def test_claims_are_read_from_json_even_inside_a_code_fence() -> None:
    reply = 'Here:\n```json\n{"claims": [{"text": "A.", "citationIds": ["p1"]}]}\n```'
    assert parse_claims(reply) == [DraftClaim("A.", ["p1"])]


@pytest.mark.parametrize(
    "reply", ["The capital is Ulaanbaatar.", '{"claims": 3}', "{not json}", '["a"]']
)
def test_replies_without_a_claims_object_fail(reply: str) -> None:
    with pytest.raises(SynthesisFailed):
        parse_claims(reply)


def test_dangling_ids_are_removed_and_model_only_claims_dropped() -> None:
    drafts = [
        DraftClaim("Ulaanbaatar is the capital of Mongolia.", ["p1", "ghost"]),
        DraftClaim("Mongolia's capital is Ulaanbaatar.", ["ghost"]),
        DraftClaim("Ulaanbaatar is a city.", []),
    ]
    kept = validate(drafts, PASSAGES)
    assert kept == [DraftClaim("Ulaanbaatar is the capital of Mongolia.", ["p1"])]


def test_claims_their_passages_do_not_support_are_dropped() -> None:
    assert supported("Lima is the capital of Peru.", [PASSAGES["p2"]])
    assert not supported("Lima has ten million inhabitants and a metro.", [PASSAGES["p2"]])
    assert not supported("Lima was founded in 1536.", [PASSAGES["p2"]])  # number not in source
    assert not supported("Ulaanbaatar is the capital.", [PASSAGES["p2"]])  # wrong passage


def test_the_prompt_sends_hard_wrapped_passages_reflowed() -> None:
    import json

    from oshun.sophia.prompts import synthesis_messages

    text = "Elizabeth Bennet married Mr.\nDarcy in the spring.\n\ntotal: 3\nland: 2"
    user = synthesis_messages("Who?", [("p1", "Tale", text)])[1]["content"]
    sent = json.loads(user.split("Passages (JSON):\n", 1)[1].split("\n\nAnswer", 1)[0])
    assert (
        sent[0]["text"] == "Elizabeth Bennet married Mr. Darcy in the spring.\n\ntotal: 3\nland: 2"
    )
