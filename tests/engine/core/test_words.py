"""The small word helpers the games' texts share."""
from engine.core.words import imperative


def test_a_third_person_verb_is_said_to_the_one_who_acts():
    assert [imperative(v) for v in ("places", "chooses", "achieves", "passes", "finishes",
                                    "reaches", "fixes", "does", "goes", "pays", "stop")] == \
        ["place", "choose", "achieve", "pass", "finish", "reach", "fix", "do", "go", "pay", "stop"]
