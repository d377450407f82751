"""The rulebook read line by line (rules/chronocritters.txt, line numbers in each test): rules
the audit found with no test of their own (supply, caps, refills, refusals of the actions, the
level 2/3 bonuses, year goals and dam ties), each test quoting its line. A refusal is checked
with its rule text and with the state left exactly as it was."""
import msgspec
import pytest

from engine.chronocritters import GAME
from engine.chronocritters.content import BOARD, HARD_DISC, goal
from engine.chronocritters.events import (AdjustDie, BuyEnergy, ChooseDie, DamMarker, Done, Draw,
                                          EndTurn, GainEnergy, Mine, MoveDie, MoveEagle, OpenPortal,
                                          PayDie, PlaceCritter, PlaceDie, PlaceQuest, PortalUp,
                                          ReplaceDie, SwapDice, TakeColourQuest, TakeDocking,
                                          TakeGoal, TakeTile, TakeValueQuest, Upgrade)
from engine.chronocritters.scoring import dam_majorities
from engine.chronocritters.state import EMPTY, Die, Portal
from engine.chronocritters.tasks import (ChooseDieTask, DamTask, EnergyTask, Gain, ManageTask,
                                         PayTask, PlaceDieTask, PlaceQuestTask, PlaceTileTask,
                                         PortalUpTask, TurnTask)
from engine.core import CHANCE

from tests.engine.chronocritters.helpers import blank, dice, draw, first_turn, play, settle, top
from tests.engine.chronocritters.test_rules import refused


def refused_as_is(s, event):
    """`refused`, and the refused move changed nothing."""
    before = msgspec.msgpack.encode(s)
    err = refused(s, event)
    assert msgspec.msgpack.encode(s) == before
    return err


def to_turn(s):
    """Resolve what an action left (chance first outcome, else the first legal move)."""
    while not isinstance(top(s), TurnTask):
        if GAME.to_act(s) == CHANCE:
            draw(s)
        else:
            play(s, GAME.legal_moves(s)[0])
    return s


def bare(seats: int = 2, round_: int = 1):
    """The first player's first turn, holding nothing, in round `round_`."""
    s = first_turn(seats)
    s.round = round_
    p = s.players[s.turn.seat]
    blank(p)
    p.portals = []
    p.energy = [0, 0]
    return s, p


# -- L159: dice out of the supply -----------------------------------------------------------------
def test_managing_cannot_replace_a_die_by_a_colour_missing_from_the_supply():
    # L159 "If there are no dice of a given colour in the common supply, dice of that colour
    # cannot be gained." L314 "take a die of a different colour from the common supply".
    s, p = bare()
    dice(p, {0: ("green", 3)})
    s.supply["orange"] = 0
    play(s, PlaceCritter("eagle", "manage"))
    assert ReplaceDie(0, "orange") not in GAME.legal_moves(s)
    err = refused_as_is(s, ReplaceDie(0, "orange"))
    assert err.code == "chronocritters.die-supply" and "no dice of a given colour in the common supply" in err.text
    s.supply["orange"] = 1                                      # one orange die back: now it may
    green = s.supply["green"]
    play(s, ReplaceDie(0, "orange"))
    assert p.grid[0] == Die("orange", 3) and s.supply["orange"] == 0 and s.supply["green"] == green + 1


def test_the_varan_die_cannot_be_of_a_colour_missing_from_the_supply():
    # L159 "If there are no dice of a given colour in the common supply, dice of that colour
    # cannot be gained." L380 "gain a die of any colour ... from the general supply".
    s, p = bare()
    p.energy = [3, 0]
    s.supply["orange"] = 0
    play(s, Upgrade("varan", "a"))
    assert isinstance(top(s), ChooseDieTask)
    assert {m.colour for m in GAME.legal_moves(s) if isinstance(m, ChooseDie)} == {"green", "purple"}
    err = refused_as_is(s, ChooseDie("orange", 3))
    assert err.code == "chronocritters.die-supply" and "no dice of a given colour in the common supply" in err.text
    play(s, ChooseDie("purple", 3), PlaceDie(0))
    assert p.grid[0] == Die("purple", 3)


def test_a_reward_die_of_a_colour_missing_from_the_supply_is_not_gained():
    # L159 "If there are no dice of a given colour in the common supply, dice of that colour
    # cannot be gained." A quest's printed reward die (e.g. a purple 4).
    die = next(r for q in HARD_DISC.values() for r in q.reward if r.kind == "die")
    s, p = bare()
    s.supply[die.colour] = 0
    s.tasks.append(Gain(0, rewards=[die]))
    settle(s)
    assert isinstance(top(s), TurnTask) and p.grid == [None] * 9 and s.supply[die.colour] == 0
    s.supply[die.colour] = 1                                    # with one in the supply it comes
    s.tasks.append(Gain(0, rewards=[die]))
    settle(s)
    assert isinstance(top(s), PlaceDieTask) and (top(s).colour, top(s).value) == (die.colour, die.n)
    play(s, PlaceDie(0))
    assert p.grid[0] == Die(die.colour, die.n) and s.supply[die.colour] == 0


# -- L165/L167: wood and sand stop at 6 -----------------------------------------------------------
def test_wood_and_sand_stop_at_six():
    # L165 "A player cannot have more than 6 wood at any point during the game." L167 "A player
    # cannot have more than 6 sand time particles at any point during the game."
    s, p = bare()
    p.wood, p.sand = 6, 5
    play(s, PlaceCritter("eagle", "sand.0"))                    # 2 sand and 1 wood
    assert isinstance(top(s), TurnTask) and (p.sand, p.wood) == (6, 6)


# -- L173: a pile made again from the removed items -----------------------------------------------
def test_an_empty_quest_pile_is_made_again_from_the_removed_quests():
    # L173 "If the common offer of any of these tokens runs out, shuffle the removed ones to
    # create a new pile to replenish the empty spaces on the main board."
    s, p = bare()
    dice(p, {0: ("orange", 6)})
    spare = s.piles["value"][0]
    s.piles["value"], s.removed["value"] = [], [spare]
    offer = list(s.offers["value"])
    # c2B (sand): a spot whose bonus asks nothing (c1T's die, since ruleset 4, would be chosen first)
    play(s, PlaceCritter("eagle", "value.0"), TakeValueQuest(0, 3), PlaceQuest("c2B"))
    assert GAME.to_act(s) == CHANCE and GAME.chance_outcomes(s) == [Draw(spare)]
    draw(s)
    assert s.offers["value"] == [spare, *offer[:3]] and s.removed["value"] == []
    assert isinstance(top(s), TurnTask)


# -- L235: portal values ---------------------------------------------------------------------------
def test_a_purple_die_of_four_to_six_opens_a_portal_of_value_two():
    # L235 "a value 7–9 die will create a portal of value 3 (long term portal), a value 4–6 die
    # will create a portal of value 2 (mid term portal), and a 1–3 will create a value 1 portal"
    for value, portal in ((3, 1), (4, 2), (5, 2), (6, 2), (7, 3)):
        s, p = bare()
        dice(p, {0: ("purple", value)})
        p.sand = 1
        play(s, OpenPortal(0, 1))
        assert p.portals == [Portal(1, portal)] and p.sand == 0 and p.grid[0] is None, value


# -- L267: the dam ------------------------------------------------------------------------------------
def test_no_dam_marker_in_a_future_row():
    # L267 "for each wood spent, the player can place a single dam marker in the row
    # corresponding to the current round or any previous round"
    s, p = bare(round_=3)
    p.wood = 2
    play(s, PlaceCritter("beaver", "dam.0"))
    err = refused_as_is(s, DamMarker(3, 0))                     # row 3 = round 4
    assert err.code == "chronocritters.dam-space" and "current round or any previous round" in err.text
    assert {m.row for m in GAME.legal_moves(s) if isinstance(m, DamMarker)} == {0, 1, 2}
    play(s, DamMarker(2, 0), DamMarker(0, 1))                   # the current row, an earlier row
    assert (s.dam[2][0], s.dam[0][1]) == (0, 0) and p.wood == 0 and p.dam_left == 10


def test_a_player_places_only_twelve_dam_markers():
    # L267 "Each player has only 12 dam markers to place during the game."
    s, p = bare(round_=3)
    p.wood, p.dam_left = 6, 2                                   # 10 placed: wood for 2 more and more
    play(s, PlaceCritter("beaver", "dam.0"), DamMarker(2, 0))
    assert isinstance(top(s), DamTask) and p.dam_left == 1
    play(s, DamMarker(2, 1))                                    # the 12th marker
    assert p.dam_left == 0 and p.wood == 4 and isinstance(top(s), TurnTask)  # wood left, no marker
    s.tasks.append(DamTask(0, free=2))                          # the beaver's 2 free markers
    err = refused_as_is(s, DamMarker(2, 2))
    assert err.code == "chronocritters.dam-space" and "12 markers" in err.text
    settle(s)
    assert isinstance(top(s), TurnTask) and s.dam[2][2] == EMPTY


def test_the_dam_column_for_three_or_more_players_is_closed_with_two():
    # L194 "Some action spots can only be used in a game with 3+ players (3 or 4 players). These
    # spaces cannot be used in a 2 player or solo game." The dam's 4th column (golden plates) has
    # the 3+ icon; L265 "place dam markers of their colour on available spaces of the dam".
    assert BOARD.dam.columns[3].players == 3
    s, p = bare()
    p.wood = 2
    play(s, PlaceCritter("beaver", "dam.0"))
    err = refused_as_is(s, DamMarker(0, 3))
    assert err.code == "chronocritters.dam-column" and "only for games of 3 or more players" in err.text
    assert {m.column for m in GAME.legal_moves(s) if isinstance(m, DamMarker)} == {0, 1, 2}
    s, p = bare(seats=3)
    p.wood = 2
    play(s, PlaceCritter("beaver", "dam.0"), DamMarker(0, 3))   # with 3 players it is open
    assert s.dam[0][3] == s.turn.seat and p.wood == 1


# -- L287-289: value hard disc quests ---------------------------------------------------------------
def test_a_value_quest_is_paid_with_a_green_or_orange_die_from_its_column_or_a_lower_one():
    # L287 "the player will spend a green or orange die from their transmission portal ... and
    # gaining a quest from the common offer in the column corresponding to the value of their
    # discarded die or any lower value"
    assert list(BOARD.value_offer) == [1, 2, 4, 6]
    s, p = bare()
    dice(p, {0: ("purple", 6), 1: ("green", 3)})
    play(s, PlaceCritter("eagle", "value.0"))
    for bad in (TakeValueQuest(0, 0), TakeValueQuest(1, 2)):    # a purple die; a 3 for the 4+ column
        err = refused_as_is(s, bad)
        assert err.code == "chronocritters.value-quest"
        assert "green or orange die" in err.text and "any lower value" in err.text
    assert {(m.cell, m.slot) for m in GAME.legal_moves(s) if isinstance(m, TakeValueQuest)} == {(1, 0), (1, 1)}
    quest = s.offers["value"][1]
    play(s, TakeValueQuest(1, 1))
    assert isinstance(top(s), PlaceQuestTask) and top(s).quest == quest
    assert p.grid[1] is None and p.grid[0] == Die("purple", 6)


def test_paying_a_value_quest_with_a_die_of_seven_or_more_raises_a_portal_by_one():
    # L287 "If the player pays with a die of value 7+, they additionally gain the instant ability
    # to increase the value of a time portal die of their colour that is currently on the main
    # board by 1."
    for value in (7, 6):
        s, p = bare()
        dice(p, {0: ("green", value)})
        p.portals = [Portal(1, 1)]
        play(s, PlaceCritter("eagle", "value.0"), TakeValueQuest(0, 0), PlaceQuest("c2B"))
        if value == 7:
            assert isinstance(top(s), PortalUpTask)
            play(s, PortalUp(0))
        to_turn(s)
        assert p.portals == [Portal(1, 2 if value == 7 else 1)], value


def test_the_value_offer_shifts_right_after_a_player_takes_a_quest():
    # L289 "The common offer is immediately refreshed, shifting quests to the right to fill in
    # the empty space and placing a new quest in the leftmost space."
    s, p = bare()
    dice(p, {0: ("orange", 4)})
    offer = list(s.offers["value"])
    play(s, PlaceCritter("eagle", "value.0"), TakeValueQuest(0, 2))
    assert s.offers["value"] == ["", offer[0], offer[1], offer[3]]
    play(s, PlaceQuest("c2B"))
    new = GAME.chance_outcomes(s)[0].item
    draw(s)
    assert s.offers["value"] == [new, offer[0], offer[1], offer[3]] and new not in offer


def test_a_level_3_critter_takes_a_value_quest_without_the_berry_and_gains_two_vps():
    # L289 "If the player takes this action using a level 3 critter, they wouldn't need to pay
    # the berry pictured on the additional action spaces and also gain 2 VPs."
    for lvl, spot, vps in ((3, "value.1", 2), (2, "value.0", 0)):
        s, p = bare()
        dice(p, {0: ("orange", 4)})
        p.levels["eagle"] = lvl
        play(s, PlaceCritter("eagle", spot), TakeValueQuest(0, 0))
        assert p.vp == vps and sum(p.berries.values()) == 0, lvl


# -- L299: colour hard disc quests ------------------------------------------------------------------
def test_a_colour_quest_is_paid_with_an_orange_die_its_quest_and_reward_from_its_column_or_lower():
    # L299 "the player spends an orange die from their transmission portal and gains a quest
    # from the common offer in the column corresponding to the value of their discarded die or
    # any lower value. They additionally select a printed reward from any position
    # corresponding to the value of their discarded die or any lower value."
    assert list(BOARD.colour_offer) == [1, 2, 4, 6] and BOARD.colour_offer_rewards[1].kind == "berry_present"
    s, p = bare()
    dice(p, {0: ("green", 6), 1: ("orange", 2)})
    play(s, PlaceCritter("eagle", "colour.0"))
    # a green die; a reward from the 4+ column; a quest from the 4+ column
    for bad in (TakeColourQuest(0, 0, 0), TakeColourQuest(1, 1, 2), TakeColourQuest(1, 2, 1)):
        err = refused_as_is(s, bad)
        assert err.code == "chronocritters.colour-quest" and "orange die" in err.text
    quest = s.offers["colour"][1]
    play(s, TakeColourQuest(1, 1, 1))                           # 2+ quest, 2+ reward: a spring berry
    assert isinstance(top(s), PlaceQuestTask) and top(s).quest == quest
    assert p.berries["spring"] == 1 and p.grid[1] is None and p.grid[0] == Die("green", 6)


# -- L309-317: managing the transmission portal -----------------------------------------------------
def test_managing_may_be_taken_several_times_in_a_round():
    # L309 "This is the only action location on each player's board and can be taken multiple
    # turns each round by placing a critter here each time."
    s = first_turn()
    p = s.players[0]
    play(s, PlaceCritter("varan", "manage"), Done(), EndTurn())
    assert s.turn.seat == 1
    play(s, PlaceCritter("varan", "manage"), Done(), EndTurn())
    assert s.turn.seat == 0 and PlaceCritter("eagle", "manage") in GAME.legal_moves(s)
    play(s, PlaceCritter("eagle", "manage"))
    assert isinstance(top(s), ManageTask) and top(s).seat == 0
    assert p.placed["varan"] == p.placed["eagle"] == "manage" and s.spots["manage"] == [[0, 1], [1, 1], [0, 0]]


def test_managing_moves_adjusts_and_swaps_each_once():
    # L311 "Each time this action is taken, players may do EACH of the following once: Move a
    # die ... Adjust a die ... OR take a die of a different colour ... Swap dice"
    s, p = bare()
    dice(p, {0: ("green", 3), 1: ("orange", 2)})
    play(s, PlaceCritter("eagle", "manage"), MoveDie(0, 5))
    err = refused_as_is(s, MoveDie(5, 6))
    assert err.code == "chronocritters.manage" and "each once" in err.text
    play(s, AdjustDie(5, -2))
    for bad in (AdjustDie(5, 1), ReplaceDie(5, "purple")):     # adjusting OR replacing, once
        err = refused_as_is(s, bad)
        assert err.code == "chronocritters.manage" and "each once" in err.text
    assert p.grid[5] == Die("green", 1) and isinstance(top(s), ManageTask)
    play(s, SwapDice(1, 5))
    assert (p.grid[1], p.grid[5]) == (Die("green", 1), Die("orange", 2))
    assert isinstance(top(s), TurnTask)                         # all three done: the action is over


def test_managing_adjusts_a_die_by_one_or_two_pips_only():
    # L314 "Adjust a die: increase or decrease the value of a single die by 1 or 2"
    s, p = bare()
    dice(p, {0: ("green", 4)})
    play(s, PlaceCritter("eagle", "manage"))
    assert sorted(m.delta for m in GAME.legal_moves(s) if isinstance(m, AdjustDie)) == [-2, -1, 1, 2]
    for delta in (3, -3, 0):
        err = refused_as_is(s, AdjustDie(0, delta))
        assert err.code == "chronocritters.manage" and "by 1 or 2" in err.text
    play(s, AdjustDie(0, 2))
    assert p.grid[0] == Die("green", 6)


def test_managing_with_a_level_2_or_3_critter_gains_one_energy_panel():
    # L317 "By taking this action with a level 2 or 3 critter, the player additionally gains 1
    # energy panel."
    for lvl, gained in ((1, 0), (2, 1), (3, 1)):
        s, p = bare()
        p.levels["varan"] = lvl
        play(s, PlaceCritter("varan", "manage"))
        assert (GainEnergy(0) in GAME.legal_moves(s)) == bool(gained), lvl
        if gained:
            play(s, GainEnergy(0))
            assert GainEnergy(1) not in GAME.legal_moves(s)  # one panel
        assert isinstance(top(s), ManageTask) and p.energy == [gained, 0], lvl


def test_the_managing_energy_panel_may_come_after_the_dice():
    """L317 "additionally gains 1 energy panel": after managing too (it was asked first, so a
    move of a die straight after placing the critter was refused: helper-291)."""
    s, p = bare()
    p.levels["varan"] = 2
    dice(p, {0: ("green", 3), 1: ("orange", 2)})
    play(s, PlaceCritter("varan", "manage"), MoveDie(0, 5), Done())
    assert isinstance(top(s), EnergyTask) and top(s).left == 1  # still owed once the dice are done
    play(s, GainEnergy(1))
    assert p.energy == [0, 1] and isinstance(top(s), TurnTask)
    s, p = bare()
    p.levels["varan"] = 2
    dice(p, {0: ("green", 3), 1: ("orange", 2)})
    play(s, PlaceCritter("varan", "manage"), MoveDie(0, 5), GainEnergy(0), AdjustDie(5, 1))
    assert p.energy == [1, 0] and isinstance(top(s), ManageTask)


# -- L329: seasonal docking quests run out -----------------------------------------------------------
def test_a_seasonal_docking_offer_is_not_refilled_once_its_quests_run_out():
    # L329 "After taking a quest from the common offer on the main board, the empty space is
    # replenished immediately with a new quest from the corresponding draw deck. If the quests
    # of a given colour ever run out, they are not replenished."
    s = first_turn()
    pile = list(s.piles["spring"])
    play(s, PlaceCritter("eagle", "docking.0"), TakeDocking("spring", 0))
    assert GAME.to_act(s) == CHANCE and GAME.chance_outcomes(s) == [Draw(x) for x in pile]
    s = first_turn()
    p = s.players[0]
    spare = s.piles["spring"][0]
    s.piles["spring"], s.removed["spring"] = [], [spare]        # none left to draw, one removed
    quest = s.offers["spring"][0]
    play(s, PlaceCritter("eagle", "docking.0"), TakeDocking("spring", 0))
    assert isinstance(top(s), TurnTask) and s.offers["spring"][0] == "" and p.pending[-1] == quest
    assert s.removed["spring"] == [spare]


# -- L362: energy panels -----------------------------------------------------------------------------
def test_the_energy_action_takes_one_or_two_berries_not_three():
    # L362 "They then pay either 1 or 2 berries from any season, gaining 1 or 2 energy panels,
    # respectively."
    for n in (1, 2):
        s, p = bare()
        p.portals = [Portal(1, 1)]                              # summer, through a portal
        p.berries["spring"] = 3
        play(s, PlaceCritter("eagle", "energy.0"))
        err = refused_as_is(s, BuyEnergy(("spring",) * 3))
        assert err.code == "chronocritters.energy-pay" and "either 1 or 2 berries" in err.text
        assert {len(m.berries) for m in GAME.legal_moves(s) if isinstance(m, BuyEnergy)} == {1, 2}
        play(s, BuyEnergy(("spring",) * n))
        assert p.berries["spring"] == 3 - n and isinstance(top(s), EnergyTask) and top(s).left == n
        play(s, *[GainEnergy(0)] * n)
        assert p.energy == [n, 0] and isinstance(top(s), TurnTask)


# -- L382-384: level 3 -------------------------------------------------------------------------------
def test_upgrading_from_level_2_to_level_3_costs_two_energy_panels():
    # L382 "A player can upgrade a critter from level 2 to level 3 by paying 2 energy panels
    # from any combination of their EP tracks."
    s, p = bare()
    p.levels["varan"] = 2
    p.energy = [1, 1]
    for bad in (Upgrade("varan", "a"), Upgrade("eagle", "ab")):  # 1 panel; level 1 -> 2 needs 3
        err = refused_as_is(s, bad)
        assert err.code == "chronocritters.upgrade" and "2 to reach level 3" in err.text
    play(s, Upgrade("varan", "ab"))
    assert p.levels["varan"] == 3 and p.energy == [0, 0]


def test_a_level_3_varan_gains_a_die_of_value_up_to_eight():
    # L384 "For the varan, the die gained can now be of any value 8 or less."
    s, p = bare()
    p.levels["varan"] = 2
    p.energy = [2, 0]
    play(s, Upgrade("varan", "a"))
    assert isinstance(top(s), ChooseDieTask)
    assert max(m.value for m in GAME.legal_moves(s) if isinstance(m, ChooseDie)) == 8
    err = refused_as_is(s, ChooseDie("green", 9))
    assert err.code == "chronocritters.varan-die" and "at most 8" in err.text
    precious = s.precious["purple"]
    play(s, ChooseDie("purple", 8), PlaceDie(4))
    assert p.grid[4] == Die("purple", 8) and s.precious["purple"] == precious - 1


def test_a_level_3_beaver_also_gains_two_vps():
    # L384 "The beaver still allows the placement of 2 dam markers but additionally provides 2 VPs."
    for lvl, vps in ((1, 0), (2, 2)):                           # upgrading from level 1, level 2
        s, p = bare()
        p.levels["beaver"] = lvl
        p.energy = [3, 0]
        play(s, Upgrade("beaver", "a"))
        assert p.vp == vps and isinstance(top(s), DamTask) and top(s).free == 2, lvl


def test_a_level_3_eagle_moves_without_a_berry():
    # L384 "For the eagle, the move to a new action spot no longer costs a berry"
    s, p = bare()
    p.levels["eagle"] = 2
    p.energy = [2, 0]
    play(s, Upgrade("eagle", "a"), PlaceCritter("eagle", "dam.0"))   # no wood: 1 gold only
    assert isinstance(top(s), TurnTask)
    p.berries["spring"] = 1
    err = refused_as_is(s, MoveEagle("sand.0", "spring"))
    assert err.code == "chronocritters.move-eagle" and "no longer costs a berry" in err.text
    play(s, MoveEagle("sand.0"))
    assert p.placed["eagle"] == "sand.0" and p.berries["spring"] == 1 and (p.sand, p.wood) == (2, 1)


# -- L390-394: bonus docking tiles -------------------------------------------------------------------
def test_a_level_1_critter_pays_the_full_cost_of_a_bonus_tile():
    # L390 "To gain a level I bonus docking tile, the player must spend a die of any colour of
    # value 4 or greater ... To gain a level II bonus docking tile, they must spend 2 dice of
    # value 4 or greater along with an additional 3rd die of any value and 2 sand time particles."
    s, p = bare(round_=4)                                       # autumn
    dice(p, {0: ("green", 3)})
    err = refused_as_is(s, PlaceCritter("beaver", "bonus.0"))
    assert err.code == "chronocritters.place-critter" and "level I costs a die of value 4+" in err.text
    s, p = bare(round_=4)
    dice(p, {0: ("green", 4)})
    play(s, PlaceCritter("beaver", "bonus.0"), TakeTile(1, 0))
    assert isinstance(top(s), PayTask) and (top(s).high, top(s).low) == (1, 0)
    play(s, PayDie(0))
    assert p.grid[0] is None
    four, five, three, one = ("green", 4), ("orange", 5), ("orange", 3), ("purple", 1)
    for grid, sand in (({0: four, 1: five, 2: one}, 1),        # 1 sand
                       ({0: four, 1: three, 2: one}, 2),       # one die of 4+
                       ({0: four, 1: five}, 2)):               # no third die
        s, p = bare(round_=4)
        dice(p, grid)
        p.sand = sand
        play(s, PlaceCritter("beaver", "bonus.0"))
        err = refused_as_is(s, TakeTile(2, 0))
        assert err.code == "chronocritters.bonus-tile" and "two dice of value 4+" in err.text
    s, p = bare(round_=4)
    dice(p, {0: four, 1: five, 2: one})
    p.sand = 2
    play(s, PlaceCritter("beaver", "bonus.0"), TakeTile(2, 0))
    assert p.sand == 0 and isinstance(top(s), PayTask) and (top(s).high, top(s).low) == (2, 1)
    play(s, PayDie(0), PayDie(1), PayDie(2))
    assert p.grid == [None] * 9 and isinstance(top(s), PlaceTileTask)


def test_the_tile_offer_shifts_right_after_a_player_takes_a_tile():
    # L394 "The offer of tiles is then refreshed, shifting tiles right into any blank spaces and
    # drawing a tile for the left-most space."
    s, p = bare(round_=4)
    p.levels["beaver"] = 2                                      # a level I tile for free
    offer = list(s.offers["bonus1"])
    play(s, PlaceCritter("beaver", "bonus.0"), TakeTile(1, 2))
    assert s.offers["bonus1"] == ["", offer[0], offer[1]]
    to_turn(s)
    assert s.offers["bonus1"][1:] == offer[:2] and s.offers["bonus1"][0] not in ("", *offer)


# -- L404-406: mining ----------------------------------------------------------------------------------
def test_a_bottom_mining_tool_needs_a_green_seven_and_the_two_tools_above():
    # L404 "paying a green die of value 4+ for a tool placed in the top row, and 7+ when placed
    # in the bottom row. A mining tool can only be placed in the bottom row when the two spaces
    # above it in the top row already contain mining tools."
    s, p = bare(round_=6)                                       # winter
    dice(p, {0: ("green", 6), 1: ("green", 7), 2: ("orange", 9)})
    p.mines = ["res", "res", "", "", ""]
    play(s, PlaceCritter("eagle", "mining.0"))
    # a green 6; an orange 9; the right space (space 2 above it is empty)
    for bad in (Mine(3, 0, False), Mine(3, 2, False), Mine(4, 1, False)):
        err = refused_as_is(s, bad)
        assert err.code == "chronocritters.mine" and "7+ for the bottom row" in err.text
    assert {m.space for m in GAME.legal_moves(s) if isinstance(m, Mine) and m.cell == 1} == {2, 3}
    play(s, Mine(3, 1, False))
    assert p.mines[3] == "res" and p.grid[1] is None
    s, p = bare(round_=6)
    dice(p, {0: ("green", 7)})
    p.mines = ["res", "", "res", "", ""]                        # no two tools above either space
    play(s, PlaceCritter("eagle", "mining.0"))
    for space in (3, 4):
        assert refused_as_is(s, Mine(space, 0, False)).code == "chronocritters.mine"


def test_a_bottom_mining_tool_may_give_five_vps_instead_of_its_resources():
    # L406 "They can also elect to gain the printed VP value instead of the resources (2 VPs for
    # a tool in the top row and 5 VPs in the bottom row)."
    s, p = bare(round_=6)
    dice(p, {0: ("green", 7)})
    p.mines = ["res", "res", "", "", ""]
    play(s, PlaceCritter("eagle", "mining.0"))
    before = (p.gold, p.wood, p.sand, dict(p.berries), list(p.energy), p.vp)
    play(s, Mine(3, 0, True))
    assert p.vp == before[-1] + 5 and (p.gold, p.wood, p.sand, p.berries, p.energy) == before[:-1]
    assert p.mines[3] == "vp" and isinstance(top(s), TurnTask)


@pytest.mark.parametrize("ruleset9", [False, True])
def test_a_grey_board_s_bottom_mining_space_gives_resources_the_five_vps_compete_with(ruleset9):
    """L406: a tool's resources, or the printed 5 VPs instead. Grey 2's second and grey 4's
    first bottom space gave 3 VP, which 5 VP always beat (a review); ruleset 10 gives 3 gold and
    2 energy. Logs of rulesets 4 to 9 keep the 3 VP (option ruleset9)."""
    for board, space, gain in ((2, 4, ("gold", 3)), (4, 3, ("energy", 2))):
        s, p = bare(round_=6)
        s.options = msgspec.structs.replace(s.options, ruleset9=ruleset9)
        p.board = board
        dice(p, {0: ("green", 7)})
        p.mines = ["res", "res", "res", "", ""]
        play(s, PlaceCritter("eagle", "mining.0"))
        before = (p.vp, p.gold, sum(p.energy))
        play(s, Mine(space, 0, False))
        while not isinstance(top(s), TurnTask):  # where each energy panel goes
            play(s, GAME.legal_moves(s)[0])
        got = {"vp": p.vp - before[0], "gold": p.gold - before[1], "energy": sum(p.energy) - before[2]}
        want = {"vp": 3, "gold": 0, "energy": 0} if ruleset9 else {"vp": 0, "gold": 0, "energy": 0} | dict([gain])
        assert got == want, (board, got)  # (content.py refuses a space whose resources are VPs alone)


# -- L426-428: year goals ------------------------------------------------------------------------------
def test_a_player_gains_one_year_goal_of_each_shape():
    # L426 "When a player has fulfilled the requirements pictured on the top of one of the goal
    # tiles, they may gain it immediately" and L428 "goals can be achieved by multiple players":
    # one of each shape for each player.
    s, p = bare(seats=3)
    p.dam_left = 0                                              # 12 dam markers placed
    reward = goal(s.options, "circle", 1).reward
    assert [r.kind for r in reward] == ["vp"]
    play(s, TakeGoal("circle"))
    assert p.goals == ["circle:1"] and s.goals["circle"] == [2] and p.vp == reward[0].n
    err = refused_as_is(s, TakeGoal("circle"))
    assert err.code == "chronocritters.take-goal" and "at most one goal of each shape" in err.text


def test_a_later_player_gains_the_next_level_of_a_year_goal_with_three_players():
    # L428 "In a 3 or 4 player game, goals can be achieved by multiple players, but the players
    # who complete the goals first receive a better bonus."
    s = first_turn(seats=3)
    for p in s.players:
        p.dam_left = 0
    first = s.turn.seat
    play(s, TakeGoal("circle"), PlaceCritter("eagle", "manage"), Done(), EndTurn())
    second = s.turn.seat
    assert second != first
    p = s.players[second]
    vp = p.vp
    play(s, TakeGoal("circle"))
    best, next_ = (goal(s.options, "circle", lv).reward[0].n for lv in (1, 2))
    assert best > next_ and p.goals == ["circle:2"] and p.vp == vp + next_
    assert s.players[first].goals == ["circle:1"] and s.goals["circle"] == []
    play(s, PlaceCritter("eagle", "manage"), Done(), EndTurn())
    assert s.turn.seat not in (first, second)
    err = refused_as_is(s, TakeGoal("circle"))                   # the third player: none left
    assert err.code == "chronocritters.take-goal" and "none of this shape is left" in err.text


def test_with_four_players_the_third_taker_gains_level_3_and_the_fourth_finds_none_left():
    # L428, 4 players (an audit: simulated only): levels 1, 2, 3 in the order taken
    s = first_turn(seats=4)
    for p in s.players:
        p.dam_left = 0
    takers = []
    for level in (1, 2, 3):
        seat = s.turn.seat
        assert seat not in takers
        vp = s.players[seat].vp
        play(s, TakeGoal("circle"))
        assert s.players[seat].goals == [f"circle:{level}"]
        assert s.players[seat].vp == vp + goal(s.options, "circle", level).reward[0].n
        takers.append(seat)
        play(s, PlaceCritter("eagle", "manage"), Done(), EndTurn())
    assert s.goals["circle"] == [] and s.turn.seat not in takers
    err = refused_as_is(s, TakeGoal("circle"))                   # the fourth player: none left
    assert err.code == "chronocritters.take-goal" and "none of this shape is left" in err.text


# -- L461: dam majorities -------------------------------------------------------------------------------
def test_a_tie_for_second_place_in_a_dam_column_goes_to_the_lower_marker():
    # L461 "the player with the most markers in that column receiving the larger number of
    # points and the 2nd person receiving the smaller value. In the case of a tie, the player
    # with a dam marker further towards the bottom in that column wins."
    s = first_turn(seats=3)
    s.dam = [[EMPTY] * len(row) for row in s.dam]
    col = BOARD.dam.columns[0]
    for seat, rows in ((0, (0, 2, 3)), (1, (4, 5)), (2, (1, 6))):
        for r in rows:
            s.dam[r][0] = seat
    assert dam_majorities(s) == [col.first, 0, col.second]      # seat 2's marker in row 1
    s.dam[1][0], s.dam[4][0] = 1, 2                             # now seat 1 holds rows 1 and 5
    assert dam_majorities(s) == [col.first, col.second, 0]
