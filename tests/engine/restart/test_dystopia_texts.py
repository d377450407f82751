"""Texts a player reads in the dystopias, Side Effects, Season mode and solo Chaos: each test is
a defect an audit found (2026-12-06), where the words said other than the rules or the engine."""
from __future__ import annotations

from engine.restart import GAME
from engine.restart.chaos.text import card_text
from engine.restart.events import DrawSeat, UseAction
from engine.restart.season import FateChooserDraw, StartPlayerDraw
from engine.restart.state import Options

from tests.engine.restart.helpers import act, crystals, first_turn, started


# -- Season, solo: a random draw that picks Chaos is logged under seat 1's colour ----------------
def test_solo_season_tie_draw_names_chaos_not_blue():
    s = GAME.initial_state(Options(season=True), 1)
    s.tasks = [StartPlayerDraw(0, [0, 1])]   # you and Chaos tied lowest after an episode (L314)
    text = GAME.describe(s, DrawSeat(1))
    assert "Chaos" in text and "Blue" not in text, text
    s.tasks = [FateChooserDraw(0, [0, 1], ["anomie", "pandemia"])]  # tied winners, fate tied (L280)
    text = GAME.describe(s, DrawSeat(1))
    assert "Chaos" in text and "Blue" not in text, text


# -- Continuity: the Move prompt still offers a Child move the engine refuses --------------------
def test_continuity_move_prompt_does_not_offer_a_child_move():
    s = started(2, options=Options(side_effects=["continuity"]))
    first_turn(s, "perception", child_space=6)
    act(s, UseAction("move"))
    assert not any(type(m).__name__ == "MoveChild" for m in GAME.legal_moves(s))
    prompt = GAME.view(s, 0).prompt
    assert "Child along its row" not in prompt, prompt  # not offered; said to stay (helper-288)
    assert prompt.endswith("(Continuity: your Child does not move)"), prompt


# -- Solo levels: a Drain card (it costs Chaos points) is shown as a plain "Lull" ----------------
def test_a_drain_card_is_not_shown_as_a_lull_without_its_cost():
    for card, cost in (("D1", "-1"), ("E1", "-2")):
        text = card_text(card)
        assert cost in text, f"{card}: {text!r}"


# -- Anomie: the Plan prompt offers a Maneuver and a Support the player cannot make ----------------
def test_anomie_plan_prompt_offers_only_what_the_crystals_allow():
    s = started(2, options=Options(dystopia="anomie"))
    crystals(s, 0)  # no Intelligence crystal (no Maneuver), no Memory crystal (no Support)
    first_turn(s, "intelligence")
    act(s, UseAction("plan_a"))
    names = {type(m).__name__ for m in GAME.legal_moves(s)}
    assert "AnomieManeuver" not in names and "AnomieSupport" not in names
    prompt = GAME.view(s, 0).prompt
    assert "maneuver" not in prompt and "support" not in prompt, prompt


# -- Solo Oceanrise: Chaos's Contribution number circled by your Plan B goes unsaid ----------------
def test_your_plan_b_on_a_chaos_figure_says_chaos_circles_its_contribution():
    from engine.restart.chaos import CHAOS
    from engine.restart.dystopias.oceanrise.events import OceanFigure
    from tests.engine.restart.solo.helpers import solo
    s = solo("oceanrise")
    s.dyst.circled[CHAOS] = 2          # its next number, 3, is a Mission point (L591)
    first_turn(s, "intelligence")
    act(s, UseAction("plan_b"))
    text = GAME.describe(s, OceanFigure(CHAOS, "child"))
    # "Plan B with Chaos's Child in Past 2; then Chaos: takes display card 1 (easy, 0 Adrenaline)":
    # a Mission taken for no stated reason
    assert "Contribution" in text, text


# -- Solo Anomie: Chaos's Plan gain is not said (yours is: "Law 0 -> 1") ----------------------------
def test_chaos_anomie_plan_says_what_its_progress_marker_gains():
    from tests.engine.restart.helpers import draw_all
    from tests.engine.restart.solo.helpers import chaos_turn, last_field, solo
    s = solo("anomie")
    last_field(s, "memory")
    chaos_turn(s, "C05")               # Intelligence: Plan A into the empty Law space
    draw_all(s)
    assert s.dyst.law[1] == 1
    said = "; ".join(s.chaos.narration)
    assert "Law 0 -> 1" in said or "Law track" in said, said


# -- Solo Extinction: "sends Y2 ... to the Y deck": L549 puts it on the deck's bottom -------------
def test_chaos_extinction_says_the_card_goes_to_the_bottom_of_the_deck():
    from tests.engine.restart.helpers import draw_all
    from tests.engine.restart.solo.helpers import chaos_turn, last_field, solo
    from engine.restart.dystopias.extinction.steps import deck
    s = solo("extinction")
    d = s.dyst
    wanted = ["Y2", "X1", "X2", "Y3", "X3", "Y4"]   # none of X4 X5 Y1 Y8: no preferred card
    for old in d.display:
        deck(d, old[0]).append(old)
    for new in wanted:
        deck(d, new[0]).remove(new)
    d.display = wanted
    d.x_deck.sort()
    d.y_deck.sort()
    last_field(s, "memory")
    chaos_turn(s, "C05")               # Intelligence: the leftmost card, Y2, decides Plan B
    draw_all(s)
    said = "; ".join(s.chaos.narration)
    assert "sends Y2" in said and "bottom" in said, said
