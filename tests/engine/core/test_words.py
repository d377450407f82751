"""The small word helpers the games' texts share."""
from engine.core.words import imperative, said_to


def test_a_third_person_verb_is_said_to_the_one_who_acts():
    assert [imperative(v) for v in ("places", "chooses", "achieves", "passes", "finishes",
                                    "reaches", "fixes", "does", "goes", "pays", "stop")] == \
        ["place", "choose", "achieve", "pass", "finish", "reach", "fix", "do", "go", "pay", "stop"]


def test_a_log_line_is_said_to_its_actor_only_when_it_starts_with_its_name():
    assert said_to("Blue places Fox on b2; gains 1 Energy", "Blue") == "Place Fox on b2; gains 1 Energy"
    assert said_to("Player 1 stops", "Player 1") == "Stop"
    assert said_to("a green die rolls 3", "Player 1") == "a green die rolls 3"
