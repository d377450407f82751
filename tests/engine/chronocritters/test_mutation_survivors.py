"""Rules a hand-rolled mutation run (helper-307) found no test would notice if implemented
wrongly: each test cites its rulebook line (rules/chronocritters.txt). A move naming a space,
slot or cell that does not exist is refused (an IllegalMove), not a crash."""
from engine.chronocritters import GAME
from engine.chronocritters.events import (BuyEnergy, ChooseDie, OpenPortal, PlaceCritter, TakeGoal,
                                          TakeTile, TakeValueQuest, Upgrade)
from engine.chronocritters.state import Options, Portal
from engine.chronocritters.tasks import PlaceDieTask

from tests.engine.chronocritters.helpers import blank, dice, first_turn, play, top
from tests.engine.chronocritters.test_rulebook_coverage import bare, refused_as_is


def test_the_hexagon_back_goal_counts_each_completed_docking_quest_once():
    # L426 "When a player has fulfilled the requirements pictured on the top of one of the goal
    # tiles, they may gain it" (the hexagon's back: 2 completed docking quests, NOTES.md)
    s = first_turn(options=Options(year_goals="back"))
    p = s.players[s.turn.seat]
    blank(p)
    p.beside = ["DSP1"]                                         # one completed docking quest
    err = refused_as_is(s, TakeGoal("hexagon"))
    assert err.code == "chronocritters.take-goal" and "2 completed docking quests" in err.text
    p.beside = ["DSP1", "DSU1"]
    play(s, TakeGoal("hexagon"))
    assert p.goals == ["hexagon:2"]


def test_a_bonus_tile_slot_past_the_end_of_the_offer_is_refused():
    # L109 "place 3 of them face up in the appropriate slots": no 4th slot holds a tile to take
    s, p = bare(round_=4)                                       # autumn
    dice(p, {0: ("green", 4)})
    play(s, PlaceCritter("beaver", "bonus.0"))
    err = refused_as_is(s, TakeTile(1, len(s.offers["bonus1"])))
    assert err.code == "chronocritters.bonus-tile"


def test_a_ring_space_past_the_last_one_is_refused():
    # L416 "Each die around the outside of the central disc sits on a space of its colour. A
    # player can place a critter on that space to gain the die": no space, no die
    s, p = bare()
    err = refused_as_is(s, PlaceCritter("eagle", f"die.{len(s.ring)}"))
    assert "Choosing a die" in err.text


def test_a_die_paid_from_a_cell_past_the_3x3_grid_is_refused():
    # L159 "A maximum of 9 dice can be stored on a player's transmission portal ... one in each
    # space on the grid"; L287 the value quest action spends a green or orange die from it
    s, p = bare()
    dice(p, {0: ("green", 6)})
    play(s, PlaceCritter("eagle", "value.0"))
    err = refused_as_is(s, TakeValueQuest(9, 0))
    assert err.code.startswith("chronocritters.")


def test_a_portal_one_segment_into_the_future_is_a_listed_move():
    # L237 "For each segment moved (either clockwise or counter-clockwise) from the present
    # time, the player must spend 1 sand time particle"; L247 at most 3 away
    s, p = bare()
    dice(p, {0: ("purple", 2)})
    p.sand = 3
    listed = {m.offset for m in GAME.legal_moves(s) if isinstance(m, OpenPortal)}
    assert listed == {-3, -2, -1, 1, 2, 3}
    p.sand = 1
    listed = {m.offset for m in GAME.legal_moves(s) if isinstance(m, OpenPortal)}
    assert listed == {-1, 1}


def test_the_energy_action_cannot_pay_berries_the_player_lacks():
    # L362 "They then pay either 1 or 2 berries from any season, gaining 1 or 2 energy panels"
    s, p = bare()
    p.portals = [Portal(1, 1)]                                  # summer, through a portal
    p.berries["spring"] = 1
    play(s, PlaceCritter("eagle", "energy.0"))
    for pay in (("spring", "spring"), ("summer",)):
        err = refused_as_is(s, BuyEnergy(pay))
        assert err.code == "chronocritters.energy-pay"


def test_an_energy_track_over_3_is_flagged_on_either_track():
    # L362 "Each track can hold at most 3 energy panels."
    s = first_turn()
    p = s.players[0]
    p.energy = [0, 3]
    assert not any("over its limit" in x for x in GAME.invariants(s))
    p.energy = [0, 4]
    assert any("over its limit" in x for x in GAME.invariants(s))


def test_a_precious_seven_waiting_to_be_placed_is_out_of_the_supply():
    # L384 "For the varan, the die gained can now be of any value 8 or less"; L159 precious
    # dice are "of value 7-9": a gained 7, not yet placed, is counted as a precious die
    s = first_turn()
    p = s.players[s.turn.seat]
    p.levels["varan"] = 2
    p.energy = [2, 0]
    assert GAME.invariants(s) == []
    play(s, Upgrade("varan", "a"))
    precious = s.precious["purple"]
    play(s, ChooseDie("purple", 7))
    assert isinstance(top(s), PlaceDieTask) and s.precious["purple"] == precious - 1
    assert GAME.invariants(s) == []
