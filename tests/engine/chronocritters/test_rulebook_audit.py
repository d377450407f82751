"""The rulebook read line by line (rules/chronocritters.txt, line numbers in each test): rules
whose literal text the first version departed from, each test quoting its line."""
import pytest

from engine.chronocritters import GAME
from engine.chronocritters.content import BOARD, HARD_DISC, SPOTS
from engine.chronocritters.quests import item_colour
from engine.chronocritters.scoring import final_categories
from engine.chronocritters.events import (AdjustDie, AdjustGold, AdjustToken, BuyEnergy, CompleteDocking, CompleteQuest, Done, GainEnergy,
                                          MoveDie, MoveEagle, OpenPortal, PairItem, PayDie, PlaceCritter, PlaceDie,
                                          PlaceTile, SwapDice, TakeDocking, TakeTile, Upgrade)
from engine.chronocritters.state import Die, Options, Portal
from engine.chronocritters.turn import spot_problem
from engine.chronocritters.tasks import (EndRound, EnergyTask, ManageTask, OfferQuestTask, PayTask,
                                         PlaceDieTask, PlaceTileTask, TurnTask, ValueTask)

from tests.engine.chronocritters.helpers import blank, dice, draw, first_turn, play, settle, slot, top
from tests.engine.chronocritters.test_rules import refused


def test_a_quest_is_completed_between_the_steps_of_managing_the_portal():
    # L305 "A player can complete a quest as a free action at any time during their turn so
    # long as the fulfillment conditions are met at the time they elect to complete it."
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 2), 1: ("green", 2), 3: ("orange", 3), 6: ("purple", 5)})
    p.slots = {"r0L": slot("SV1")}                                   # 3-7: 3 VPs
    play(s, PlaceCritter("eagle", "manage"), MoveDie(3, 2))          # row 0: 2 + 2 + 3 = 7
    assert isinstance(top(s), ManageTask) and CompleteQuest("r0L") in GAME.legal_moves(s)
    p.gold = 1                                     # changing a die's value waits (no "any time")
    assert refused(s, AdjustGold(0, 1)).code == "chronocritters.not-now"
    play(s, CompleteQuest("r0L"))
    assert p.slots["r0L"].done and p.vp == 3
    assert isinstance(top(s), ManageTask) and top(s).used == ["move"]  # the action goes on
    play(s, SwapDice(2, 6), Done())                                  # row 0 is 2 + 2 + 5 now
    assert p.slots["r0L"].done and p.vp == 3


def test_free_actions_wait_while_an_action_asks_for_its_payment():
    # The payment of an action comes right after the critter is placed (a die for a quest):
    # a free action could then take away the die the critter was placed for.
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 2), 1: ("green", 2), 2: ("orange", 3)})
    p.slots = {"r0L": slot("SV1")}
    play(s, PlaceCritter("eagle", "value.0"))
    assert isinstance(top(s), ValueTask)
    assert refused(s, CompleteQuest("r0L")).code == "chronocritters.not-now"


def test_end_of_season_takes_the_rightmost_quest_of_each_hard_disc_offer():
    # L447 "The 2 rightmost hard disc quests are removed from their common offers, with all
    # others shifting right and a new tile being added": one of each offer (it took 2 of each)
    s = first_turn()
    before = {k: list(s.offers[k]) for k in ("value", "colour")}
    s.tasks = [EndRound(0)]
    draw(settle(s))
    for k in ("value", "colour"):
        assert s.offers[k][1:] == before[k][:-1] and all(s.offers[k])
        assert s.offers[k][0] not in before[k] and s.removed[k] == [before[k][-1]]


def test_a_log_of_ruleset_13_took_two_quests_of_each_hard_disc_offer():
    s = first_turn(options=Options(ruleset13=True))
    before = {k: list(s.offers[k]) for k in ("value", "colour")}
    s.tasks = [EndRound(0)]
    draw(settle(s))
    for k in ("value", "colour"):
        assert s.offers[k][2:] == before[k][:2] and all(s.offers[k])
        assert set(s.offers[k][:2]).isdisjoint(before[k])


def test_after_round_7_portals_decay_before_the_tile_counting_dice_at_home_scores():
    # L457 "The game ends after 7 rounds of play, at the end of the 2nd round of the winter
    # season", a round's end including "2. All time portals decay, decreasing in value by 1".
    s = first_turn()
    p = s.players[0]
    p.portals = [Portal(1, 1), Portal(-1, 2)]
    p.beside = ["BII10"]                                             # 3 VP per portal die at home
    s.round = len(BOARD.rounds)
    s.tasks = [EndRound(0)]
    settle(s)
    assert s.over and p.portals == [Portal(-1, 1)]                   # the value-1 portal is gone
    assert final_categories(s, 0, 0)["level II tiles"] == 3 * (BOARD.portals - 1)


def test_income_energy_advances_in_step_9():
    # L448-449 "8. Players gain any income from mines ... 9. All energy panels not on the 0
    # space of their EP track are moved 1 step forward on that track."
    s = first_turn()
    p = s.players[0]
    p.mines = ["", "", "", "", "res"]                                # income: 2 energy panels
    p.energy = [0, 1]
    s.tasks = [EndRound(0)]
    draw(settle(s))
    while not isinstance(top(s), EnergyTask):
        draw(s)
    play(s, GainEnergy(0), GainEnergy(0))
    draw(s)
    assert p.energy == [3, 2]                                        # 0+2 -> 3, 1 -> 2


def test_the_eagle_moving_to_a_paid_spot_pays_the_spot_too():
    # L195 "Some action slots require payment (pictured in red) of a berry" and L380 "A level 2
    # eagle allows the player to pay a berry to move the eagle to a second available action
    # space": the move's berry is the bonus's price, the second spot keeps its own.
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 6)})
    p.eagle_bonus = 2
    p.berries["spring"] = 1
    play(s, PlaceCritter("eagle", "dam.0"))                          # no wood: 1 gold only
    assert "payment of a berry" in refused(s, MoveEagle("value.1", "spring", "spring")).text
    p.berries["summer"] = 1
    play(s, MoveEagle("value.1", "spring", "summer"))
    assert p.placed["eagle"] == "value.1" and sum(p.berries.values()) == 0
    assert isinstance(top(s), ValueTask)


def test_no_hard_disc_quest_is_gained_without_an_empty_quest_space():
    # L289 "The player places the quest on an empty space on their transmission portal": with
    # all 12 spaces covered the quest actions are refused and a quest reward stays on offer.
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("orange", 6)})
    p.slots = {x: slot("SV1") for x in SPOTS}
    assert "empty space" in refused(s, PlaceCritter("eagle", "value.0")).text
    assert "empty space" in refused(s, PlaceCritter("eagle", "colour.0")).text
    offer = list(s.offers["colour"])
    s.tasks.append(OfferQuestTask(0, offer="colour"))                # a mining row's reward
    settle(s)
    assert isinstance(top(s), TurnTask) and s.offers["colour"] == offer


def test_a_second_portal_may_open_on_a_segment_that_has_one():
    # L235-237, L248: a purple die and 1 sand per segment; "at most 3 time portals built at a
    # time" — nothing forbids two portal dice on one segment (the longer one outlasts the other).
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("purple", 2), 1: ("purple", 8)})
    p.sand = 2
    play(s, OpenPortal(0, 1), OpenPortal(1, 1))
    assert [(q.offset, q.value) for q in p.portals] == [(1, 1), (1, 3)] and p.sand == 0


def test_a_full_portal_can_replace_a_die_or_leave_the_gained_one():
    # L159 "A die can only be removed when being used for payment, except in the case that all
    # spaces in a player's grid are occupied and the player gains an additional die. In such a
    # case, they can remove any die to place the newly gained one."
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {c: ("green", 1) for c in range(9)})
    s.tasks.append(PlaceDieTask(0, colour="orange", value=4))
    assert sorted(m.cell for m in GAME.legal_moves(s) if isinstance(m, PlaceDie)) == [-1, *range(9)]
    play(s, PlaceDie(4))
    assert p.grid[4] == Die("orange", 4) and s.supply["green"] > 0
    s.tasks.append(PlaceDieTask(0, colour="orange", value=5))
    play(s, PlaceDie(-1))
    assert Die("orange", 5) not in p.grid and isinstance(top(s), TurnTask)
    p.grid[0] = None
    s.tasks.append(PlaceDieTask(0, colour="orange", value=5))
    assert refused(s, PlaceDie(-1)).code == "chronocritters.die-space"
    assert refused(s, PlaceDie(4)).code == "chronocritters.die-space"


@pytest.mark.parametrize("ruleset4", [False, True])
def test_a_gained_die_leaves_the_supply_when_gained_so_a_free_action_cannot_take_it(ruleset4):
    # L159 "If there are no dice of a given colour in the common supply, dice of that colour
    # cannot be gained." The varan takes the ring's orange 3 with no orange die in the supply;
    # before placing it, the player completes DSU1, whose reward is an orange 4 (the audit of
    # ruleset 4 found the ring die went through the supply, so DSU1 took it as an orange 4)
    s = first_turn(options=Options(ruleset4_dice=ruleset4))
    p = s.players[0]
    blank(p)
    ring = next(k for k, d in enumerate(s.ring) if d == Die("orange", 3) and BOARD.ring[k].segment == 0)
    s.supply["orange"] = 0
    p.pending, p.berries["winter"], p.berries["spring"] = ["DSU1"], 2, 1
    play(s, PlaceCritter("varan", f"die.{ring}"))
    assert isinstance(top(s), PlaceDieTask) and s.supply["orange"] == int(ruleset4)
    play(s, CompleteDocking("DSU1"))
    while not isinstance(top(s), TurnTask):  # keep DSU1 beside the board, place what was gained
        play(s, GAME.legal_moves(s)[0])
    # ruleset 4 (a log of it opens with this option): DSU1's orange 4 took the ring die's place
    assert [d for d in p.grid if d] == [Die("orange", 4) if ruleset4 else Die("orange", 3)]
    assert s.supply["orange"] == 0


def test_docking_quest_from_the_present_winter_or_a_spring_portal():
    # L327 "The red player places their eagle critter on the Seasonal docking quest action space
    # during round 6 of the game. They can gain a seasonal docking quest from either winter (the
    # season of the present time) or spring (where they currently have a time portal)."
    s = first_turn()
    s.round = 6
    s.players[0].portals = [Portal(2, 1)]                            # segment 5 + 2 = 0: spring
    play(s, PlaceCritter("eagle", "docking.0"))
    assert {m.season for m in GAME.legal_moves(s) if isinstance(m, TakeDocking)} == {"winter", "spring"}
    assert refused(s, TakeDocking("summer", 0)).code == "chronocritters.docking-season"
    quest = s.offers["spring"][1]
    play(s, TakeDocking("spring", 1))
    assert s.players[0].pending == [quest]


def test_a_seasonal_docking_quest_may_be_declined():
    # L325 "When a player places a critter on this action space ... they may gain a seasonal
    # docking quest from the common offer": taking none leaves the offers and the player as
    # they were (a critter placed to block the spot refills nothing)
    s = first_turn()
    play(s, PlaceCritter("eagle", "docking.0"))
    assert Done() in GAME.legal_moves(s)
    offers, pending = {k: list(v) for k, v in s.offers.items()}, list(s.players[0].pending)
    assert GAME.describe(s, Done()) == "Player 1 takes no seasonal docking quest"
    play(s, Done())
    assert s.offers == offers and s.players[0].pending == pending
    assert isinstance(top(s), TurnTask) and top(s).seat == 0  # the action is over, the turn goes on


def test_the_docking_spot_may_be_taken_with_nothing_on_offer():
    # L325 "they may gain a seasonal docking quest": gaining one is no condition of placing there
    s = first_turn()
    s.offers["spring"] = ["", "", ""]
    s.players[0].portals = []  # spring (the present) is the only season to take from
    play(s, PlaceCritter("eagle", "docking.0"))
    assert GAME.legal_moves(s) == [Done()]
    play(s, Done())
    assert isinstance(top(s), TurnTask) and s.players[0].pending == []


def test_a_spot_paid_with_a_die():
    # L195 "Some action slots require payment (pictured in red) of a berry (berries) or die
    # (dice)." Designed: the Sand and wood action's second 2 player space costs a die.
    s = first_turn()
    p = s.players[0]
    blank(p)
    assert BOARD.actions["sand"][2].dice == 1 and BOARD.actions["sand"][2].players == 2
    assert "payment of a die" in refused(s, PlaceCritter("eagle", "sand.2")).text
    dice(p, {4: ("orange", 2)})
    play(s, PlaceCritter("eagle", "sand.2"))
    assert isinstance(top(s), PayTask) and GAME.legal_moves(s) == [PayDie(4)]
    play(s, PayDie(4))
    assert p.grid[4] is None and (p.sand, p.wood) == (2, 1) and isinstance(top(s), TurnTask)


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("ruleset8", [False, True])
def test_the_central_disc_holds_4_action_slots_with_any_number_of_players(seats, ruleset8):
    """L99 "the beige section with 4 action slots"; L221 its actions are Seasonal docking
    quests and Taking berries: two spots each, with 3 or 4 players too (an audit: rulesets 4 to
    8 gave each a third spot with 3+ players, 6 slots; their games, option ruleset8, keep it)."""
    s = first_turn(seats, options=Options(ruleset8=ruleset8))
    s.players[0].berries["spring"] = 1  # the paid docking spot's berry
    central = [f"{a}.{i}" for a in ("docking", "berries") for i in range(len(BOARD.actions[a]))]
    usable = [spot for spot in central if not spot_problem(s, 0, spot, 1, "spring" if spot == "docking.1" else "")]
    extra = ["docking.2", "berries.2"] if ruleset8 and seats > 2 else []
    assert sorted(usable) == sorted(["docking.0", "docking.1", "berries.0", "berries.1", *extra])
    listed = {m.spot for m in GAME.legal_moves(s) if isinstance(m, PlaceCritter)}
    assert set(usable) <= listed and not {"docking.2", "berries.2"} - set(extra) & listed
    for spot in {"docking.2", "berries.2"} - set(extra):
        why = refused(s, PlaceCritter("eagle", spot)).text
        assert ("has 4 action slots, 2 for" in why) is (seats > 2 or not ruleset8), why


def test_a_bonus_tile_pairs_with_a_free_violet_quest_if_there_is_one():
    # L392 "the player places the docking tile in their transmission portal, face up, paired with
    # either of their starting violet hard disc quests." L396 "If they gain one and do not have a
    # violet hard disc quest with which to pair it, they can place the bonus docking tile next to
    # their player board". A docking quest is added only if the player "elect[s]" to (L325).
    s = first_turn()
    p = s.players[0]
    p.slots = {"r0L": slot("SV1", done=True), "c2B": slot("SC1", dock="BI02")}
    s.tasks.append(PlaceTileTask(0, item="BI01"))
    assert [m for m in GAME.legal_moves(s) if isinstance(m, PlaceTile)] == [PlaceTile("r0L")]
    assert refused(s, PlaceTile("")).code == "chronocritters.tile-pair"
    play(s, PlaceTile("r0L"))
    s.tasks.append(PlaceTileTask(0, item="BI03"))                     # no violet quest free
    assert [m for m in GAME.legal_moves(s) if isinstance(m, PlaceTile)] == [PlaceTile("")]
    play(s, PlaceTile(""))
    assert p.beside == ["BI03"]
    s.tasks.append(PlaceTileTask(0, item="DSU5"))                     # a completed docking quest
    p.slots["r1L"] = slot("C09", done=True)                           # yellow, free
    assert {PlaceTile("r1L"), PlaceTile("")} <= set(GAME.legal_moves(s))


def test_a_third_violet_quest_from_the_offer_pairs_with_another_bonus_tile():
    # L396 "It is sometimes possible to gain 3rd violet hard disc quests later to pair with
    # additional bonus tiles": some quests on offer are violet (NOTES.md).
    violet = sorted(q for q, x in HARD_DISC.items() if x.colour == "violet" and not q.startswith("S"))
    assert violet == ["C14", "C20", "V05", "V10"]
    s = first_turn()
    p = s.players[0]
    p.slots = {"r0L": slot("SV1", dock="BI01"), "c2B": slot("SC1", dock="BI02"), "r1L": slot("V05")}
    s.tasks.append(PlaceTileTask(0, item="BI03"))
    assert [m for m in GAME.legal_moves(s) if isinstance(m, PlaceTile)] == [PlaceTile("r1L")]


def test_a_bonus_tile_kept_beside_the_board_pairs_with_a_violet_quest_gained_later():
    # L396 "If they gain one and do not have a violet hard disc quest with which to pair it,
    # they can place the bonus docking tile next to their player board ... It is sometimes
    # possible to gain 3rd violet hard disc quests later to pair with additional bonus tiles."
    s = first_turn()
    s.round = 4                                                       # autumn: 3 VPs a pair
    p = s.players[0]
    p.slots = {"r0L": slot("SV1", dock="BI01"), "c2B": slot("SC1", dock="BI02")}
    p.beside = ["BI03"]
    assert not [m for m in GAME.legal_moves(s) if isinstance(m, PairItem)]  # no violet quest free
    p.slots["r1L"] = slot("V05", done=True)                           # a 3rd violet quest, completed
    p.slots["r2L"] = slot("V03")                                      # green: not BI03's colour
    assert [m for m in GAME.legal_moves(s) if isinstance(m, PairItem)] == [PairItem("BI03", "r1L")]
    assert GAME.list_words(s, PairItem("BI03", "r1L")).endswith(": a pair, +3 VP now")  # in the list (a review),
    assert "VP" not in GAME.describe(s, PairItem("BI03", "r1L"))  # not in the log, which says it after
    vp = p.vp
    play(s, PairItem("BI03", "r1L"))                                  # a free action: the turn goes on
    assert p.beside == [] and p.slots["r1L"].dock == "BI03" and p.vp == vp + 3  # L398: "3 VPs for the pair as it is currently the autumn season"
    assert isinstance(top(s), TurnTask)
    assert refused(s, PairItem("BI03", "r1L")).code == "chronocritters.pair-item"


def test_a_completed_docking_quest_kept_beside_the_board_is_added_when_the_player_elects():
    # L325 "They place the quest near their player board where it will remain until they
    # fulfill it and elect to add it to their transmission portal."
    s = first_turn()
    p = s.players[0]
    p.beside = ["DSU5"]                                               # completed, kept aside
    colour = item_colour("DSU5")
    quest = next(q for q, x in HARD_DISC.items() if x.colour == colour and not q.startswith("S"))
    p.slots = {"r0L": slot(quest)}                                    # not completed yet
    vp = p.vp
    assert not GAME.list_words(s, PairItem("DSU5", "r0L")).endswith("VP now")
    play(s, PairItem("DSU5", "r0L"))
    assert p.slots["r0L"].dock == "DSU5" and p.vp == vp               # the pair scores when completed
    assert refused(s, PairItem("DSU5", "r0L")).code == "chronocritters.pair-item"  # not beside any more


def test_level_2_beaver_would_pay_2_sand_a_4_and_any_die_for_a_level_ii_tile():
    # L398 "If they were to take a tile of level II, they would pay 2 sand time particles along
    # with 1 die of value 4 at minimum and any other die." L390 level 3: "one die and one sand".
    s = first_turn()
    s.round = 4                                                       # autumn
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 4), 1: ("orange", 1), 2: ("purple", 1)})
    p.levels["beaver"], p.sand = 2, 2
    play(s, PlaceCritter("beaver", "bonus.0"), TakeTile(2, 0))
    assert p.sand == 0 and isinstance(top(s), PayTask) and (top(s).high, top(s).low) == (1, 1)
    assert [m.cell for m in GAME.legal_moves(s) if isinstance(m, PayDie)] == [0]   # the 4 first
    play(s, PayDie(0), PayDie(2))
    assert p.grid == [None, Die("orange", 1)] + [None] * 7 and isinstance(top(s), PlaceTileTask)
    s = first_turn()
    s.round = 4
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 4), 1: ("orange", 1)})
    p.levels["beaver"], p.sand = 3, 1
    play(s, PlaceCritter("beaver", "bonus.0"), TakeTile(2, 0))           # level 3: 1 sand, 2 dice
    assert p.sand == 0 and (top(s).high, top(s).low) == (1, 1)


def test_a_bonus_tile_s_prompt_offers_only_what_its_moves_offer():
    """'pair BI03 with a quest, or keep it beside your board' stood over a list without
    keeping it beside (L396: beside the board only without a violet quest to pair it with)."""
    from engine.chronocritters.events import PlaceTile
    from engine.chronocritters.tasks import PlaceTileTask
    from engine.core import SeatSpec, Session

    seen = set()
    for seed in range(40):
        session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")], seed)  # greedy: 3 s
        while not session.over and len(seen) < 2:
            session.step_auto()
            state = session.state
            if state.tasks and isinstance(state.tasks[-1], PlaceTileTask):
                prompt, moves = GAME.prompt(state), GAME.legal_moves(state)
                beside = PlaceTile("") in moves
                assert ("beside your board" in prompt.split("(")[0]) == beside, (prompt, moves)
                seen.add(beside)
        if len(seen) == 2:
            break
    assert seen == {True, False}


# -- a move written in another order than the move list's (audit 2026-12-03) ----------------------
def test_a_swap_names_its_two_dice_in_either_order_and_alike_dice_are_refused_with_why():
    """L315 "swap the locations of 2 dice": (5, 2) is the swap (2, 5) is."""
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {2: ("green", 3), 5: ("orange", 2), 8: ("green", 3)})
    play(s, PlaceCritter("eagle", "manage"))
    assert "alike" in refused(s, SwapDice(2, 8)).text
    play(s, SwapDice(5, 2))
    assert p.grid[2] == Die("orange", 2) and p.grid[5] == Die("green", 3)
    assert "already swapped" in refused(s, SwapDice(2, 5)).text


def test_energy_is_paid_by_berries_named_in_any_order():
    """L362 "pay either 1 or 2 berries from any season"."""
    s = first_turn()
    p = s.players[0]
    blank(p)
    p.portals = [Portal(1, 1)]
    p.berries.update(spring=1, summer=1)
    play(s, PlaceCritter("eagle", "energy.0"))
    play(s, BuyEnergy(("summer", "spring")))
    assert p.berries["spring"] == p.berries["summer"] == 0 and isinstance(top(s), EnergyTask)


def test_either_of_two_alike_adjustment_tokens_may_be_used():
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 3)})
    p.tokens = [1, 1]
    play(s, AdjustToken(1, 0, 1))
    assert p.tokens == [1] and p.grid[0].value == 4


def test_an_upgrade_from_both_tracks_with_one_empty_says_to_pay_from_the_other():
    """L378 "from a single EP track or from both tracks": with [3, 0], track a alone pays."""
    s = first_turn()
    p = s.players[0]
    p.energy = [3, 0]
    assert "pay from the other track alone" in refused(s, Upgrade("eagle", "ab")).text
    assert "(track b: 0)" in refused(s, Upgrade("eagle", "b")).text
    play(s, Upgrade("eagle", "a"))
    assert p.levels["eagle"] == 2


@pytest.mark.parametrize("ruleset5", [False, True])
def test_the_example_s_level_i_tile_has_an_income_of_berries_and_2_vps(ruleset5):
    # L398 "They choose the tile with an income of berries and 2 VPs and gain the bonus of 2 VPs
    # and 1 golden plate pictured at the top of the tile." Ruleset 5's logs (option ruleset5)
    # keep the berries alone, as they were played.
    from engine.chronocritters.content import TILES_I, Reward
    from engine.chronocritters.round_end import income
    from engine.chronocritters.text import item_text

    s = first_turn(options=Options(ruleset5=ruleset5))
    p = s.players[0]
    p.slots = {"r0L": slot("SV1", dock="BI01")}
    assert TILES_I["BI01"].reward == [Reward("vp", 2), Reward("gold", 1)]
    gains = income(s, 0)
    assert Reward("berry_present", 2) in gains and (Reward("vp", 2) in gains) is not ruleset5
    assert item_text("BI01", s.options).endswith("income 2 present-season berries" + ("" if ruleset5 else ", 2 VP") + ")")


@pytest.mark.parametrize("ruleset5", [False, True])
def test_an_upgrade_s_bonus_action_comes_after_the_gains_of_its_triangle_lines(ruleset5):
    # L380 "Upgrading critters also provides a one-time bonus action that is taken after
    # upgrading the critter this turn"; L378: the lines' bonuses are gained in the upgrade.
    # Ruleset 5's logs (option ruleset5) took the bonus action first.
    from engine.chronocritters.content import PLAYER_BOARDS, Reward
    from engine.chronocritters.events import ChooseDie
    from engine.chronocritters.tasks import ChooseDieTask

    s = first_turn(options=Options(ruleset5=ruleset5))
    p = s.players[0]
    blank(p)
    assert PLAYER_BOARDS[p.board].triangle["eagle-varan"] == [Reward("gold", 2)]
    p.levels["eagle"], p.energy, gold = 2, [3, 0], p.gold          # the line eagle-varan: 2 gold
    play(s, Upgrade("varan", "a"))
    assert isinstance(top(s), ChooseDieTask) and p.gold == gold + (0 if ruleset5 else 2)
    play(s, ChooseDie("purple", 3), PlaceDie(0))
    assert p.gold == gold + 2 and isinstance(top(s), TurnTask)


@pytest.mark.parametrize("ruleset6", [False, True])
def test_the_setup_s_plus_minus_2_spot_changes_a_starting_die_only(ruleset6):
    # L149 "If a player places a starting hard disc quest on the bonus space marked with +/- 2
    # pips, they also use that bonus during set up to adjust the value of any single starting
    # die they are placing." A die another starting quest's spot gave (c1T: a die up to 4) is
    # not a starting die (a third audit). Logs of rulesets 4 to 6 (option ruleset6) let the
    # bonus change it, as they were played.
    from engine.chronocritters.events import ChooseDie, PlaceQuest, StartDice
    from engine.chronocritters.setup import DIAGONALS
    from engine.core import CHANCE
    from engine.chronocritters.tasks import AdjustTask, StartDiceTask

    assert BOARD.spot_bonuses["r1R"].kind == "adjust" and BOARD.spot_bonuses["c1T"].kind == "die_any"
    s = GAME.initial_state(Options(ruleset6=ruleset6), 2)
    while not isinstance(top(s), StartDiceTask):  # the draft: each seat takes the first quest
        draw(s) if GAME.to_act(s) == CHANCE else play(s, GAME.legal_moves(s)[0])
    p = s.players[top(s).seat]
    play(s, StartDice(0, ("green", "orange", "purple"), (2, 3, 4)), PlaceQuest("c1T"))
    draw(play(s, ChooseDie("purple", 4), PlaceDie(2)))        # cell 2: off the diagonal 0, 4, 8
    play(s, PlaceQuest("r1R"))
    assert isinstance(top(s), AdjustTask) and DIAGONALS[0] == (0, 4, 8)
    changed = {m.cell for m in GAME.legal_moves(s) if isinstance(m, AdjustDie)}
    assert changed == ({0, 2, 4, 8} if ruleset6 else {0, 4, 8})
    assert GAME.describe(s, Done()).endswith("keeps the dice as they are")  # not "stops"
    if ruleset6:
        play(s, AdjustDie(2, 2))
        assert p.grid[2] == Die("purple", 6)
    else:
        assert "one of your starting dice" in refused(s, AdjustDie(2, 2)).text
        play(s, AdjustDie(8, 2))
        assert p.grid[2] == Die("purple", 4) and p.grid[8] == Die("purple", 6)
