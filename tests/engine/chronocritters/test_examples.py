"""The rulebook's printed examples, step by step, with their numbers."""
import pytest

from engine.chronocritters import GAME
from engine.chronocritters.events import (AdjustDie, BuyEnergy, CompleteDocking, CompleteQuest, DamMarker,
                                          Done, EndTurn, GainBerry, GainEnergy, Mine, OpenPortal,
                                          PlaceCritter, PlaceDie, PlaceQuest, PlaceTile, PortalUp, ReduceDie,
                                          StartDice, TakeColourQuest, TakeOfferQuest, TakeTile)
from engine.chronocritters.content import BOARD
from engine.chronocritters.quests import item_colour
from engine.chronocritters.round_end import next_order
from engine.chronocritters.scoring import outcome
from engine.chronocritters.state import Die, Options, Portal
from engine.chronocritters.tasks import (BerryTask, MineTask, OfferQuestTask, PlaceDieTask, PlaceQuestTask,
                                         PlaceTileTask, StartDiceTask, TurnTask)
from engine.core import IllegalMove, SeatSpec, Session

from tests.engine.chronocritters.helpers import blank, dice, draw, first_turn, from_piles, play, slot, top


def test_starting_quests_and_dice_green_player():
    session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")], 3, Options())
    while not isinstance(session.state.tasks[-1], StartDiceTask):
        session.step_auto()
    s = session.state
    p = s.players[0]
    p.drafted = ["SC1", "SV1"]  # 3 green dice in a line, and the 3-7 value quest
    play(s, StartDice(1, ("green", "orange", "purple")))
    assert [(d.colour, d.value) for d in (p.grid[2], p.grid[4], p.grid[6])] == [
        ("green", 2), ("orange", 3), ("purple", 4)]
    assert top(s).quest == "SC1"
    play(s, PlaceQuest("r0R"))                     # covers the summer berry
    assert p.berries["summer"] == 1
    with pytest.raises(IllegalMove) as exc:
        play(s, PlaceQuest("r0L"))                 # directly opposite: the same row
    assert exc.value.code == "chronocritters.spot-opposite"
    # the prompt says why those spots are not offered (a newcomer missed one silently)
    assert GAME.prompt(GAME.view(s, 0)).endswith(
        "(not opposite your first, on row 1 right: the other end of its row is not offered)")
    play(s, PlaceQuest("c2B"))                     # covers the sand time particle
    assert p.sand == 1 and set(p.slots) == {"r0R", "c2B"}


def test_starting_dice_in_any_order_on_either_diagonal():
    """L145 "Players freely choose which die takes which value and in which of the 2 diagonals";
    L147 "diagonally in an order of their choosing": a 4 may stand in the centre."""
    session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")], 3, Options())
    while not isinstance(session.state.tasks[-1], StartDiceTask):
        session.step_auto()
    s = session.state
    moves = GAME.legal_moves(s)
    assert len(moves) == 72 == len(set(moves))     # 2 diagonals x 6 colour orders x 6 value orders
    assert StartDice(0, ("purple", "green", "orange"), (3, 4, 2)) in moves
    with pytest.raises(IllegalMove):
        play(s, StartDice(0, ("purple", "green", "orange"), (2, 2, 4)))
    p = s.players[s.tasks[-1].seat]
    play(s, StartDice(0, ("purple", "green", "orange"), (3, 4, 2)))
    assert [(d.colour, d.value) for d in (p.grid[0], p.grid[4], p.grid[8])] == [
        ("purple", 3), ("green", 4), ("orange", 2)]


def test_the_plus_minus_2_spot_adjusts_a_starting_die():
    session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")], 4, Options())
    while not isinstance(session.state.tasks[-1], StartDiceTask):
        session.step_auto()
    s = session.state
    p = s.players[0]
    p.drafted = ["SC1", "SV1"]
    play(s, StartDice(0, ("green", "orange", "purple")), PlaceQuest("r1R"))
    assert not any(isinstance(m, AdjustDie) and abs(m.delta) != 2 for m in GAME.legal_moves(s))  # exactly 2
    with pytest.raises(IllegalMove) as exc:
        play(s, AdjustDie(0, -2))                  # the green 2 cannot go to 0
    assert exc.value.code == "chronocritters.die-value"
    play(s, AdjustDie(0, 2))
    assert p.grid[0].value == 4 and top(s).quest == "SV1"


def test_portal_of_value_1_two_rounds_ahead():
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("purple", 2)})
    p.sand = 2
    # the move names the value it opens (a review worked it out from the die)
    assert GAME.describe(s, OpenPortal(0, 2)).startswith(
        "Player 1 opens a time portal of value 1, 2 segments ahead (segment 3, summer this round; it turns with the disc)")
    play(s, OpenPortal(0, 2))
    assert p.sand == 0 and p.grid[0] is None and [(q.offset, q.value) for q in p.portals] == [(2, 1)]
    # the portal reaches segment 3 (the 2nd half of summer): its dice can be chosen
    summer_dice = [k for k, d in enumerate(s.ring) if d is not None and BOARD.ring[k].segment == 2]
    play(s, PlaceCritter("eagle", f"die.{summer_dice[0]}"))
    assert isinstance(top(s), PlaceDieTask)


def test_dam_example_blue_first_next_round():
    s = first_turn()
    s.round = 2
    red, blue = 1, 0
    s.dam[0][1] = s.dam[0][2] = s.dam[1][0] = red
    s.players[red].dam_left = 9
    b = s.players[blue]
    b.wood, gold = 3, b.gold
    play(s, PlaceCritter("beaver", "dam.0"))
    assert b.gold == gold + 1
    vp = b.vp
    play(s, DamMarker(1, 1), DamMarker(1, 2), DamMarker(0, 0))
    assert b.berries["summer"] == 2 and b.vp == vp + 1 and b.wood == 0
    assert next_order(s) == [blue, red]


def test_sand_particles_2_3_1_and_1_wood():
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("purple", 8), 1: ("purple", 4)})
    play(s, PlaceCritter("eagle", "sand.0"))
    assert (p.sand, p.wood) == (2, 1)
    assert ReduceDie(0, 8) in GAME.legal_moves(s)  # possible, but the die would be discarded
    assert GAME.describe(s, ReduceDie(0, 8)).endswith("for 4 sand (the die is discarded)")  # said so
    assert GAME.describe(s, ReduceDie(0, 6)).endswith("for 3 sand")
    play(s, ReduceDie(0, 6), ReduceDie(1, 2))
    assert (p.sand, p.wood) == (2 + 3 + 1, 1)
    assert p.grid[0].value == 2 and p.grid[1].value == 2


def test_colour_quest_reward_from_a_lower_column():
    """L301: an orange 6 paid, the green quest taken from the 6+ column, 1 wood from the 4+."""
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {8: ("orange", 6)})
    s.offers["colour"][3] = "C01"                 # a green colour quest
    supply, gold = s.supply["orange"], p.gold
    play(s, PlaceCritter("eagle", "colour.0"), TakeColourQuest(8, 3, 2))  # the 6+ quest, the 4+ reward
    assert isinstance(top(s), PlaceQuestTask) and top(s).quest == "C01"
    assert p.wood == 1 and p.gold == gold         # the reward chosen, not the 6+ column's
    assert p.grid[8] is None and s.supply["orange"] == supply + 1  # the die spent


def test_quest_chain_blue():
    s = first_turn()
    s.round = 2                                   # summer
    p = s.players[0]
    blank(p)
    dice(p, {0: ("orange", 6), 2: ("green", 1), 5: ("orange", 1), 8: ("orange", 2), 4: ("purple", 1)})
    from_piles(s, "V01", "C09", "DSU5")
    p.slots["r1L"] = slot("V01")
    p.berries.update(autumn=2, spring=1)
    p.portals = [Portal(1, 1)]
    s.offers["colour"][3] = "C09"
    gold, vp = p.gold, p.vp
    # 1. the colour quest action: an orange 6, the yellow quest and 1 golden plate
    play(s, PlaceCritter("eagle", "colour.0"), TakeColourQuest(0, 3, 0))
    assert p.gold == gold + 1
    # 2. placed on the sand spot of column 3, then completed at once
    play(s, PlaceQuest("c2B"))
    assert p.sand == 1
    draw(s)
    assert isinstance(top(s), TurnTask)
    play(s, CompleteQuest("c2B"), PlaceDie(3))
    assert p.vp == vp + 3 and (p.grid[3].colour, p.grid[3].value) == ("orange", 4)
    # 3. the second row is now 4 + 1 + 1: the 3-7 value quest
    play(s, CompleteQuest("r1L"))
    assert p.vp == vp + 3 + 6 and p.berries["spring"] == 2 and p.berries["summer"] == 1 and p.sand == 2
    # 4. the summer docking quest: 2 autumn + 1 spring berry -> orange 4, 2 VPs, a portal +1
    p.pending = ["DSU5"]
    play(s, CompleteDocking("DSU5"), PlaceDie(6), PortalUp(0))
    assert p.portals[0].value == 2 and p.berries["autumn"] == 0 and p.berries["spring"] == 1
    assert (p.grid[6].colour, p.grid[6].value) == ("orange", 4)
    assert isinstance(top(s), PlaceTileTask)
    play(s, PlaceTile("c2B"))                     # paired with the completed yellow quest: 5 VPs in summer
    assert p.vp == vp + 3 + 6 + 2 + 5


def test_berries_with_a_summer_portal():
    s = first_turn()
    p = s.players[0]
    p.portals = [Portal(1, 1)]
    play(s, PlaceCritter("eagle", "berries.0"))
    assert sorted(m.season for m in GAME.legal_moves(s) if isinstance(m, GainBerry)) == ["spring", "summer"]
    with pytest.raises(IllegalMove):
        play(s, GainBerry("winter"))
    play(s, GainBerry("spring"), GainBerry("summer"), GainBerry("summer"))
    assert (p.berries["spring"], p.berries["summer"]) >= (1, 2)


@pytest.mark.parametrize("level", [2, 3])
def test_a_level_2_or_3_critter_on_berries_gains_a_berry_of_any_season_and_2_vps(level):
    """L346: "a level 2-3 critter" (level 3 was untested: helper-261)."""
    s = first_turn()
    p = s.players[0]
    p.levels["eagle"] = level
    vp = p.vp
    play(s, PlaceCritter("eagle", "berries.0"), GainBerry("winter"))
    assert p.vp == vp + 2 and p.berries["winter"] == 1
    assert isinstance(top(s), BerryTask) and top(s).left == 3
    with pytest.raises(IllegalMove):  # the one berry of any season is taken
        play(s, GainBerry("winter"))


def test_the_level_2_critter_s_berry_of_any_season_may_come_after_the_others():
    """L346 "they also gain 1 more berry from ANY season": after the action's own berries too
    (it was asked first, so a winter berry after 3 spring ones was refused: helper-291)."""
    s = first_turn()
    p = s.players[0]
    p.levels["eagle"] = 2
    before = dict(p.berries)
    play(s, PlaceCritter("eagle", "berries.0"), GainBerry("spring"), GainBerry("spring"), GainBerry("spring"))
    assert isinstance(top(s), BerryTask) and GainBerry("winter") in GAME.legal_moves(s)
    play(s, GainBerry("winter"))
    assert p.berries == before | {"spring": before["spring"] + 3, "winter": before["winter"] + 1}
    assert isinstance(top(s), TurnTask)
    s = first_turn()  # or spring 4 times: a present-season berry is any season's too
    p = s.players[0]
    p.levels["eagle"] = 2
    before = dict(p.berries)
    play(s, PlaceCritter("eagle", "berries.0"), *[GainBerry("spring")] * 4)
    assert p.berries == before | {"spring": before["spring"] + 4} and isinstance(top(s), TurnTask)


def test_level_2_beaver_bonus_tile_three_vps_in_autumn():
    s = first_turn()
    s.round = 4
    p = s.players[0]
    blank(p)
    p.slots["r0L"] = slot("SV1", done=True)
    p.levels["beaver"] = 2
    s.offers["bonus1"][0] = "BI01"
    vp, gold = p.vp, p.gold
    play(s, PlaceCritter("beaver", "bonus.0"), TakeTile(1, 0))  # free after the discount
    assert isinstance(top(s), PlaceTileTask)
    play(s, PlaceTile("r0L"))
    assert p.vp == vp + 2 + 3 and p.gold == gold + 1


def test_mining_with_a_level_3_eagle():
    s = first_turn()
    s.round = 6
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 5), 4: ("orange", 3)})
    p.levels["eagle"] = 3
    p.mines = ["res", "", "res", "", ""]
    vp, sand = p.vp, p.sand
    play(s, PlaceCritter("eagle", "mining.0"))
    assert p.vp == vp + 3 and isinstance(top(s), MineTask)
    play(s, Mine(1, 0, False))
    assert p.sand == sand + 1
    play(s, AdjustDie(4, 2))
    assert p.grid[4].value == 5
    assert isinstance(top(s), OfferQuestTask) and top(s).offer == "colour"   # the row's reward


def test_choosing_a_die_through_a_portal():
    s = first_turn()
    p = s.players[0]
    later = [k for k, d in enumerate(s.ring) if d is not None and BOARD.ring[k].segment == 2]
    with pytest.raises(IllegalMove) as exc:
        play(s, PlaceCritter("varan", f"die.{later[0]}"))
    assert exc.value.code == "chronocritters.place-critter"
    p.portals = [Portal(2, 1)]
    die = s.ring[later[0]]
    play(s, PlaceCritter("varan", f"die.{later[0]}"))
    free = next(i for i in range(9) if p.grid[i] is None)
    play(s, PlaceDie(free))
    assert p.grid[free] == die and s.ring[later[0]] is None


def test_final_scoring_example_84_vps():
    s = first_turn()
    green, other = 0, 1
    p = s.players[green]
    blank(p)
    # "nine connected pairs of (completed) same coloured quests": the nine green hard disc
    # quests, each with a green (spring) docking quest (helper-286: violet and yellow quests
    # had been paired with green docking quests, which play never allows)
    green_quests = ("V01", "V02", "V03", "V04", "C01", "C02", "C03", "C04", "C05")
    for i, (spot, quest) in enumerate(zip(("r0L", "r0R", "r1L", "r1R", "r2L", "r2R", "c0T", "c0B", "c1T"), green_quests)):
        p.slots[spot] = slot(quest, done=True, dock=f"DSP{i + 1}")
    assert all(item_colour(sl.quest) == item_colour(sl.dock) == "green" for sl in p.slots.values())
    p.beside = ["BII01", "BII02"]              # 2 VPs per dam marker; 2 VPs per green pip, or 9
    dice(p, {0: ("green", 1)})
    for r in range(3):
        s.dam[r][0] = s.dam[r][1] = green
    for r in range(3, 7):
        s.dam[r][0] = s.dam[r][1] = other
    p.dam_left = 6
    p.vp, p.gold, p.wood, p.sand = 0, 5, 0, 2
    p.berries = {"spring": 1, "summer": 1, "autumn": 1, "winter": 1}
    score = outcome(s).scores[green]
    assert score.categories == {"during the game": 0, "pairs": 50, "level II tiles": 12 + 9,
                                "dam majorities": 3 + 3, "golden plates": 5, "resources": 2}
    assert score.total == 84


@pytest.mark.parametrize("spring, summer", [(3, 0), (2, 1), (1, 2), (0, 3)])
def test_berries_example_every_combination_of_spring_and_summer(spring, summer):
    """L346 "The present time is in spring. The green player taking this action (in the first
    slot) also has a time portal corresponding to the summer season and can therefore gain 3
    spring berries, 2 spring berries and 1 summer berry, 2 summer berries and 1 spring berry or
    3 summer berries." Each of the four printed combinations, counted exactly (a level 1
    critter: no berry of any season, no VPs)."""
    s = first_turn()
    assert s.round == 1                                    # spring is the present time
    p = s.players[0]
    p.portals = [Portal(1, 1)]                             # segment 1: summer
    before, vp = dict(p.berries), p.vp
    play(s, PlaceCritter("eagle", "berries.0"))           # the first slot
    assert isinstance(top(s), BerryTask) and top(s).left == 3
    for season in ["spring"] * spring + ["summer"] * summer:
        assert {m.season for m in GAME.legal_moves(s) if isinstance(m, GainBerry)} == {"spring", "summer"}
        play(s, GainBerry(season))
    assert isinstance(top(s), TurnTask)
    assert {k: p.berries[k] - before[k] for k in p.berries} == {
        "spring": spring, "summer": summer, "autumn": 0, "winter": 0}
    assert p.vp == vp


def test_choosing_dice_in_spring_and_through_the_summer_portal_on_two_turns():
    """L418 "They have access to either the dice in the spring (the present time) or in the
    second half of summer, as they have a time portal in the corresponding segment of the
    central disc. They could elect to take the orange die of value 2 in the summer season on
    one turn and the purple die of value 5 on another, using a different critter for each
    turn." Only spring (segment 0) and the portal's segment (2: the 2nd half of summer) are
    open; the orange 2 is taken on one turn, the purple 5 on the next, with another critter."""
    s = first_turn()
    blue = s.players[0]
    blue.portals = [Portal(2, 1)]
    orange = next(k for k, d in enumerate(s.ring) if d is not None and d.colour == "orange"
                  and BOARD.ring[k].segment == 2)
    purple = next(k for k, d in enumerate(s.ring) if d is not None and d.colour == "purple"
                  and BOARD.ring[k].segment == 0)
    s.ring[orange], s.ring[purple] = Die("orange", 2), Die("purple", 5)   # the pictured values
    assert GAME.invariants(s) == []
    assert BOARD.rounds[2] == "summer" and BOARD.rounds[0] == "spring"
    spots = {m.spot for m in GAME.legal_moves(s) if isinstance(m, PlaceCritter) and m.spot.startswith("die.")}
    assert {BOARD.ring[int(x[4:])].segment for x in spots} == {0, 2}
    play(s, PlaceCritter("varan", f"die.{orange}"), PlaceDie(0), EndTurn())
    assert blue.grid[0] == Die("orange", 2) and s.ring[orange] is None
    # the other player's turn, away from the dice
    assert GAME.to_act(s) == 1
    play(s, PlaceCritter("eagle", "sand.0"))
    while not isinstance(top(s), TurnTask):
        play(s, Done())
    play(s, EndTurn())
    assert GAME.to_act(s) == 0 and s.ring[purple] == Die("purple", 5)
    with pytest.raises(IllegalMove):
        play(s, PlaceCritter("varan", f"die.{purple}"))  # the varan is already on the board
    play(s, PlaceCritter("eagle", f"die.{purple}"), PlaceDie(1))
    assert blue.grid[1] == Die("purple", 5) and s.ring[purple] is None


def test_mining_example_pays_the_green_5_and_the_row_quest_gains_its_spot_bonus():
    """L410, to its end: "They then pay a green die of value 5 to place their mining tool in the
    middle space of their upper row, completing the row. They immediately gain 1 sand time
    particle and increase the value of any die in their transmission portal by 2. As a "row"
    reward, they also choose one colour hard disc quest from the common offer and place it in
    their transmission portal, gaining the usual bonus for placing a quest in their portal"
    (the earlier test stops at the offer): the green 5 leaves the portal for the supply, the
    quest is free (no orange die paid), and the spot it covers pays its bonus (c2B: a sand)."""
    s = first_turn()
    s.round = 6                                           # winter: the Mining action is present
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 5), 4: ("orange", 3)})
    p.levels["eagle"] = 3
    p.mines = ["res", "", "res", "", ""]
    supply = s.supply["green"]
    play(s, PlaceCritter("eagle", "mining.0"), Mine(1, 0, False))
    assert p.grid[0] is None and s.supply["green"] == supply + 1 and p.mines[:3].count("") == 0
    assert (p.vp, p.sand) == (3, 1)
    play(s, AdjustDie(4, 2))
    assert p.grid[4] == Die("orange", 5) and isinstance(top(s), OfferQuestTask)
    quest = s.offers["colour"][2]
    play(s, TakeOfferQuest(2))
    draw(s)
    assert isinstance(top(s), PlaceQuestTask) and top(s).quest == quest
    play(s, PlaceQuest("c2B"))
    assert p.slots["c2B"].quest == quest and p.sand == 2
    assert p.grid[4] == Die("orange", 5) and (p.vp, p.gold) == (3, 0)   # nothing else paid or gained


def test_the_summer_portal_also_opens_the_summer_seasonal_action():
    """L239 "... and now also have access to the dice and actions in the segment of the main
    board corresponding to that segment (the 2nd half of summer)" (the earlier test checks the
    dice): in spring the summer action (the Energy panel action, L225 standard set-up) is closed
    to the blue player; after paying 2 sand and a purple 2 for a value 1 portal two rounds
    ahead it is open, and the critter placed there gains the energy panels paid for."""
    s = first_turn()
    assert s.round == 1 and BOARD.rounds[2] == "summer"
    p = s.players[0]
    blank(p)
    dice(p, {0: ("purple", 2)})
    p.sand, p.berries["autumn"] = 2, 2                     # berries to pay for energy panels

    def spots():
        return {m.spot for m in GAME.legal_moves(s) if isinstance(m, PlaceCritter)}

    assert "energy.0" not in spots()
    with pytest.raises(IllegalMove):
        play(s, PlaceCritter("eagle", "energy.0"))
    play(s, OpenPortal(0, 2))
    assert p.sand == 0 and [(q.offset, q.value) for q in p.portals] == [(2, 1)]
    assert "energy.0" in spots()
    play(s, PlaceCritter("eagle", "energy.0"))
    assert s.spots["energy.0"] == [[0, 0]]                 # the blue player's critter stands there
    energy = list(p.energy)
    play(s, BuyEnergy(("autumn", "autumn")), GainEnergy(0), GainEnergy(1))   # 2 berries: 2 panels
    assert p.berries["autumn"] == 0 and sum(p.energy) == sum(energy) + 2
