"""Rules a hand-rolled mutation run (helpers 307 and 310) found no test would notice if implemented
wrongly: each test cites its rulebook line (rules/chronocritters.txt). A move naming a space,
slot or cell that does not exist is refused (an IllegalMove), not a crash."""
from engine.chronocritters import GAME
from engine.chronocritters.content import BOARD, PLAYER_BOARDS, Reward
from engine.chronocritters.events import (AdjustGold, BuyEnergy, ChooseDie, DamMarker, Mine, MoveDie,
                                          OpenPortal, PlaceCritter, PlaceDie, ReduceDie, TakeGoal,
                                          TakeTile, TakeValueQuest, Upgrade)
from engine.chronocritters.state import Die, Options, Portal
from engine.chronocritters.tasks import PlaceDieTask, ReduceTask, TurnTask

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


def test_a_die_adjusted_on_a_cell_past_the_3x3_grid_is_refused():
    # L159 "A maximum of 9 dice can be stored on a player's transmission portal ... one in each
    # space on the grid"; L161 a golden plate adjusts a die (1 gold/+-1 pip): no tenth space
    s, p = bare()
    dice(p, {8: ("green", 3)})
    p.gold = 1
    err = refused_as_is(s, AdjustGold(9, 1))
    assert err.code.startswith("chronocritters.")


def test_sand_and_wood_may_reach_six_wood():
    # L165 "A player cannot have more than 6 wood": 6 itself is held (play() checks invariants)
    s, p = bare()
    p.wood = 5
    play(s, PlaceCritter("eagle", "sand.0"))                    # 2 sand and 1 wood
    assert p.wood == 6 and not any("over its limit" in x for x in GAME.invariants(s))


def test_a_dam_column_past_the_last_is_refused():
    # L267 "the player can place a single dam marker in the row corresponding to the current round
    # or any previous round ... on available spaces of the dam": no column past the board's
    s, p = bare()
    p.wood = 1
    play(s, PlaceCritter("eagle", "dam.0"))
    err = refused_as_is(s, DamMarker(0, len(BOARD.dam.columns)))
    assert err.code.startswith("chronocritters.dam")


def test_a_bottom_mining_row_completed_on_its_left_space_gives_the_bottom_row_bonus():
    # L408 "Once a full row (either the top or the bottom) is complete, the player also immediately
    # gains the bonus printed to the right of that row" (standard side: 6 VP below, a colour quest above)
    s, p = bare(round_=6)                                       # winter
    dice(p, {0: ("green", 7)})
    p.mines = ["res", "res", "res", "", "res"]
    play(s, PlaceCritter("eagle", "mining.0"))
    vp = p.vp
    play(s, Mine(3, 0, True))                                   # 5 VPs instead of its resources
    assert PLAYER_BOARDS[p.board].row_bonuses[1] == [Reward("vp", 6)]
    assert p.vp == vp + 5 + 6 and isinstance(top(s), TurnTask)


def test_a_purple_die_reduced_on_a_cell_past_the_grid_is_refused():
    # L275 "reduce the number of pips on any of their purple dice in their transmission portal":
    # L159 the portal's 9 spaces, no tenth
    s, p = bare()
    dice(p, {8: ("purple", 4)})
    play(s, PlaceCritter("eagle", "sand.0"))
    assert isinstance(top(s), ReduceTask)
    err = refused_as_is(s, ReduceDie(9, 2))
    assert err.code == "chronocritters.reduce"


def test_the_sand_action_lists_each_even_reduction_of_a_purple_eight():
    # L277 "They elect to reduce the number of pips of their value 8 die by 6 ... They could further
    # reduce this die by 2 more pips, but would then need to discard the die"
    s, p = bare()
    dice(p, {0: ("purple", 8)})
    play(s, PlaceCritter("eagle", "sand.0"))
    assert {m.pips for m in GAME.legal_moves(s) if isinstance(m, ReduceDie)} == {2, 4, 6, 8}


def test_a_six_cannot_become_a_seven_with_no_precious_die_of_its_colour():
    # L159 precious dice "of value 7-9 ... gained by ... adjusting the value of standard artifacts
    # beyond the value 6"; "If there are no dice of a given colour in the common supply, dice of
    # that colour cannot be gained"
    s, p = bare()
    dice(p, {0: ("green", 6)})
    p.gold = 1
    s.precious["green"] = 0
    assert AdjustGold(0, 1) not in GAME.legal_moves(s)
    err = refused_as_is(s, AdjustGold(0, 1))
    assert "no dice of a given colour in the common supply" in err.text
    s.precious["green"] = 1
    play(s, AdjustGold(0, 1))
    assert p.grid[0] == Die("green", 7) and s.precious["green"] == 0


def test_a_gained_die_placed_on_a_cell_past_the_grid_is_refused():
    # L159 "When gaining a die, a player places it onto any free space in the 3x3 grid"
    s = first_turn()
    p = s.players[s.turn.seat]
    p.levels["varan"] = 2
    p.energy = [2, 0]
    play(s, Upgrade("varan", "a"), ChooseDie("purple", 7))
    assert isinstance(top(s), PlaceDieTask)
    err = refused_as_is(s, PlaceDie(9))
    assert err.code == "chronocritters.die-space"


def test_a_die_moved_to_a_cell_past_the_grid_is_refused():
    # L313 "Move a die: move one die to another open space on their transmission portal" (L159: 9)
    s, p = bare()
    dice(p, {0: ("green", 3)})
    play(s, PlaceCritter("eagle", "manage"))
    err = refused_as_is(s, MoveDie(0, 9))
    assert err.code.startswith("chronocritters.")
