"""Rules enforced with refusals (codes and rule text), upgrades and their bonuses, the end of a
round and of a season."""
import pytest

from engine.chronocritters import GAME
from engine.chronocritters.events import (AdjustGold, AdjustToken, DamMarker, EndTurn, MoveEagle,
                                          OpenPortal, PlaceCritter, Upgrade)
from engine.chronocritters.round_end import next_order
from engine.chronocritters.state import Portal
from engine.chronocritters.tasks import ChooseDieTask, DamTask, EndRound, TurnTask
from engine.core import IllegalMove

from tests.engine.chronocritters.helpers import blank, dice, draw, eagle_to_move, first_turn, play, settle, top


def refused(s, event) -> IllegalMove:
    with pytest.raises(IllegalMove) as exc:
        GAME.check(s, event)
    assert exc.value.code.startswith("chronocritters.") and exc.value.text
    return exc.value


def test_a_turn_is_one_critter_then_free_actions():
    s = first_turn()
    assert "before the turn ends" in refused(s, EndTurn()).text
    play(s, PlaceCritter("eagle", "sand.0"))
    while not isinstance(top(s), TurnTask):
        play(s, GAME.legal_moves(s)[-1])                          # no purple dice reduced
    assert "one main action" in refused(s, PlaceCritter("varan", "dam.0")).text
    play(s, EndTurn())
    assert s.turn.seat == 1


def test_limited_spots_3_plus_spots_and_seasons():
    s = first_turn()
    assert "3 or 4 players" in refused(s, PlaceCritter("eagle", "sand.1")).text
    assert "Seasonal actions" in refused(s, PlaceCritter("eagle", "energy.0")).text  # spring now
    s.players[0].portals = [Portal(1, 1)]                                             # a summer portal
    s.players[0].berries["winter"] = 1
    GAME.check(s, PlaceCritter("eagle", "energy.0"))
    s.spots["sand.0"] = [[1, 0]]
    assert "only 1 critter" in refused(s, PlaceCritter("eagle", "sand.0")).text


def test_paid_spot_needs_a_berry_and_level_3_value_skips_it():
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 6)})
    assert "payment of a berry" in refused(s, PlaceCritter("eagle", "value.1")).text
    p.levels["eagle"] = 3
    GAME.check(s, PlaceCritter("eagle", "value.1"))


def test_peacock_costs_6_gold_once_a_game():
    s = first_turn()
    p = s.players[0]
    p.gold = 5
    assert "6 golden plates" in refused(s, PlaceCritter("eagle", "peacock.0")).text
    p.gold, vp = 6, p.vp
    p.levels["eagle"] = 2
    play(s, PlaceCritter("eagle", "peacock.0"))
    assert p.peacock and p.gold == 0 and p.vp == vp + 6


def test_portal_rules():
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("purple", 7), 1: ("orange", 3), 2: ("purple", 1)})
    p.sand = 1
    assert "1 sand time particle" in refused(s, OpenPortal(0, -2)).text
    assert "purple die" in refused(s, OpenPortal(1, 1)).text
    assert "at most 3 away" in refused(s, OpenPortal(0, 4)).text
    play(s, OpenPortal(0, -1))
    assert [(q.offset, q.value) for q in p.portals] == [(-1, 3)]       # a 7-9 die: value 3
    p.portals += [Portal(2, 1), Portal(3, 1)]
    p.sand = 3
    assert "at most 3 time portals" in refused(s, OpenPortal(2, 1)).text


def test_upgrades_once_a_turn_reset_tracks_and_give_bonuses():
    s = first_turn()
    p = s.players[0]
    p.energy = [2, 3]
    assert "3 energy panels" in refused(s, Upgrade("varan", "a")).text
    # what the tracks held beyond the cost is said lost (a review read "both energy tracks")
    assert GAME.describe(s, Upgrade("varan", "ab")).endswith(
        "upgrades the varan to level 2 (both energy tracks: 5 panels for 3, 2 lost)")
    assert GAME.describe(s, Upgrade("varan", "b")).endswith("upgrades the varan to level 2 (energy track b)")
    play(s, Upgrade("varan", "ab"))
    assert p.levels["varan"] == 2 and p.energy == [0, 0]          # both tracks reset
    assert isinstance(top(s), ChooseDieTask) and top(s).most == 4
    play(s, GAME.legal_moves(s)[0])
    play(s, GAME.legal_moves(s)[0])
    p.energy = [3, 3]
    assert refused(s, Upgrade("beaver", "a")).code == "chronocritters.upgrade"
    s.turn.upgraded = False
    gold = p.gold
    play(s, Upgrade("eagle", "a"))                                # eagle-varan line: 2 gold
    assert p.gold == gold + 2 and p.eagle_bonus == 2 and p.energy == [0, 3]


def test_beaver_upgrade_places_two_free_dam_markers():
    s = first_turn()
    p = s.players[0]
    p.energy, p.wood = [3, 0], 0
    play(s, Upgrade("beaver", "a"))
    assert isinstance(top(s), DamTask) and top(s).free == 2
    play(s, DamMarker(0, 0), DamMarker(0, 1))
    assert p.dam_left == 10 and p.wood == 0


def test_eagle_bonus_moves_the_eagle_for_a_berry():
    s = eagle_to_move(spring=1)
    p = s.players[0]
    assert "pay a berry" in refused(s, MoveEagle("sand.0", "")).text
    berries = sum(p.berries.values())
    play(s, MoveEagle("sand.0", "spring"))
    assert p.placed["eagle"] == "sand.0" and not s.spots["berries.0"] and p.eagle_bonus == 0
    assert sum(p.berries.values()) == berries - 1


def test_the_eagles_two_berries_are_listed_once_and_either_way_round_is_legal():
    """A level 2 eagle moving to a paid spot pays two berries, the move's and the spot's: two
    berries of different seasons, paid either way round, leave the same state, and the move
    list named both ways in two alike lines (a review)."""
    s = eagle_to_move(spring=1, summer=1)
    two = [m for m in GAME.legal_moves(s) if isinstance(m, MoveEagle) and m.spot == "value.1"
           and {m.berry, m.pay} == {"spring", "summer"}]
    assert two == [MoveEagle("value.1", "spring", "summer")]
    GAME.check(s, MoveEagle("value.1", "summer", "spring"))  # a log's other order still plays


def test_an_unused_eagle_bonus_is_lost_at_the_end_of_the_turn_the_eagle_is_on_the_board():
    # L380 "If their eagle critter is already on the board, they can immediately use this bonus
    # this turn"; not yet placed, "on the future turn when they use their eagle critter".
    s = first_turn()
    p = s.players[0]
    p.eagle_bonus = 2
    play(s, PlaceCritter("varan", "sand.0"))
    while not isinstance(top(s), TurnTask):
        play(s, GAME.legal_moves(s)[0])
    play(s, EndTurn())
    assert p.eagle_bonus == 2                     # the eagle was not on the board: it waits
    p.placed["eagle"] = "berries.0"
    s.turn.acted, s.tasks = True, [TurnTask(0)]   # a turn with the eagle on the board
    play(s, EndTurn())
    assert p.eagle_bonus == 0


def test_adjusting_dice_with_gold_and_tokens():
    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 6)})
    p.gold, p.tokens = 1, [1, 2]
    play(s, AdjustGold(0, 1))                                     # 6 -> 7: a precious die
    assert p.grid[0].value == 7 and s.precious["green"] == 5
    assert "by its pips" in refused(s, AdjustToken(1, 0, 1)).text
    play(s, AdjustToken(1, 0, 2))
    assert p.grid[0].value == 9 and p.tokens == [1]
    assert refused(s, AdjustToken(0, 0, 1)).code == "chronocritters.adjust-token"   # 10 is no die


def test_turn_order_ties_by_the_dam_stack_then_last_order():
    s = first_turn(seats=3)
    s.order = [0, 1, 2]
    s.dam[0][0], s.dam[0][1] = 2, 1
    s.spots["dam.0"] = [[2, 0], [1, 1]]                          # seat 1's critter is on top
    assert next_order(s) == [1, 2, 0]
    s.spots["dam.0"] = []
    assert next_order(s) == [1, 2, 0]                            # no stack: last order (1 before 2)


def test_turn_order_ties_with_four_players_by_the_stack_then_last_order():
    # L269/L439 with 4 players (an audit's case): three tied on one marker, D with none. As
    # NOTES.md reads L439 (d), a tied player in the Dam stack goes before a tied one with none
    # there (B, first in last round's order, comes after A and C); the other reading is recorded.
    s = first_turn(seats=4)
    a, b, c, d = range(4)
    s.order = [b, d, a, c]
    s.dam[0][0], s.dam[0][1], s.dam[0][2] = a, b, c
    s.spots["dam.0"] = [[c, 0], [a, 1]]                          # A on top of C; B's critter elsewhere
    assert next_order(s) == [a, c, b, d]
    s.spots["dam.0"] = []
    assert next_order(s) == [b, a, c, d]                         # no stack: last order among the tied


def test_end_of_spring_income_energy_offers_and_decay():
    s = first_turn()
    p = s.players[0]
    p.mines = ["vp", "", "", "", ""]
    p.energy = [1, 0]
    p.portals = [Portal(1, 1), Portal(-1, 2)]
    value_before = list(s.offers["value"])
    vp = p.vp
    s.tasks = [EndRound(0)]
    settle(s)
    draw(s)
    assert s.round == 2 and p.vp == vp + 2 and p.energy == [2, 0]
    assert [(q.offset, q.value) for q in p.portals] == [(-1, 1)]
    assert s.offers["value"][1:] == value_before[:-1] and all(p.placed[c] == "" for c in p.placed)


def test_eagle_paying_its_last_berry_cannot_move_to_the_energy_action():
    s = first_turn()
    p = s.players[0]
    p.eagle_bonus, p.portals = 2, [Portal(1, 1)]                 # the summer energy action is reachable
    p.berries = {"spring": 1, "summer": 0, "autumn": 0, "winter": 0}
    play(s, PlaceCritter("eagle", "berries.0"))
    while not isinstance(top(s), TurnTask):
        play(s, GAME.legal_moves(s)[0])
    p.berries = {"spring": 1, "summer": 0, "autumn": 0, "winter": 0}
    assert "besides the berry" in refused(s, MoveEagle("energy.0", "spring")).text


def test_the_listed_critter_placements_are_exactly_those_check_accepts():
    """Every (critter, spot, berry) is asked of `check` at the turn positions of seeded games
    of each seat count; the legal moves list exactly the accepted ones (the list is built a
    level at a time, berries only where a spot asks for one)."""
    from engine.chronocritters.turn import all_spots
    from engine.core import CHANCE, SeatSpec, Session

    compared = turns = 0
    for seats in (1, 2, 3, 4):
        session = Session(GAME, [SeatSpec(str(i), "random") for i in range(seats)], 40 + seats)
        while not session.over:
            s = session.state
            turn_start = session.to_act != CHANCE and isinstance(top(s), TurnTask) and not s.turn.acted
            turns += turn_start
            if turn_start and turns % 5 == 0:  # every fifth turn, to the end of the game
                listed = {m for m in GAME.legal_moves(s) if isinstance(m, PlaceCritter)}
                p = s.players[session.to_act]
                accepted = set()
                for critter in p.placed:
                    for spot in all_spots(s):
                        for berry in ["", *p.berries]:
                            move = PlaceCritter(critter, spot, berry)
                            try:
                                GAME.check(s, move)
                            except IllegalMove:
                                continue
                            accepted.add(move)
                assert listed == accepted and listed
                compared += 1
            session.step_auto()
    assert compared >= 30


def test_a_step_with_one_way_through_plays_itself_and_undo_takes_it_back_with_its_decision():
    """A review pressed enter on one-option steps (the only berry there was to gain or pay). Such a step now plays itself for a human seat; undo takes it back with the
    decision that led to it (else undo would land where it plays itself again), and redo
    plays both again. A turn's end still waits for its player."""
    import random

    from engine.chronocritters.bots import greedy_bot
    from engine.core import SeatSpec, Session

    session = Session(GAME, [SeatSpec("Ann", "human"), SeatSpec("Bot", "greedy")], 0)
    session.advance()
    rng = random.Random(0)
    while True:
        moves = session.legal_moves()
        assert len(moves) > 1 or isinstance(moves[0], EndTurn)  # nothing forced is left to Ann
        decided = session.cursor
        session.apply(greedy_bot(GAME, session.view(0), moves, 0, rng) if len(moves) > 1 else moves[0])
        after = session.cursor
        session.advance()
        played = [n for n in session.path()[session.tree.depth[after]:] if session.tree.seat[n] == 0]
        if played:
            break
    forced = played[0]
    assert not isinstance(session.tree.event[forced], EndTurn)
    assert session.forced_move(session.state_at(session.tree.parent[forced])) == session.tree.event[forced]
    end = session.cursor
    assert session.undo() and session.cursor == decided
    assert session.redo() and session.cursor == end


def test_each_eagle_upgrade_gives_its_own_move():
    """L380/L384: each upgrade brings a one-time bonus action, "immediately ... this turn" with
    the eagle on the board. A level 2 move used, the turn's upgrade to level 3 gives a second,
    free move, back to the spot the eagle left included (NOTES: an audit's doubtful reading)."""
    from engine.chronocritters.events import Done

    def finish_action(s):
        while not isinstance(top(s), TurnTask):
            moves = GAME.legal_moves(s)
            play(s, Done() if Done() in moves else moves[0])

    s = first_turn()
    p = s.players[0]
    p.levels["eagle"], p.eagle_bonus = 2, 2  # upgraded on an earlier turn, its move not used yet
    p.berries["spring"], p.energy, p.wood = 2, [3, 3], 2
    play(s, PlaceCritter("eagle", "sand.0"))
    finish_action(s)
    play(s, MoveEagle("dam.0", "spring"))  # the level 2 move: a berry
    assert p.eagle_bonus == 0
    play(s, Upgrade("eagle", "a"))          # the turn's one upgrade, inside the Dam action
    assert p.levels["eagle"] == 3 and p.eagle_bonus == 3
    finish_action(s)
    moves = [m for m in GAME.legal_moves(s) if isinstance(m, MoveEagle)]
    assert moves and all(not m.berry for m in moves) and any(m.spot == "sand.0" for m in moves)
    play(s, next(m for m in moves if m.spot == "sand.0"))
    finish_action(s)
    assert not any(isinstance(m, MoveEagle) for m in GAME.legal_moves(s))  # two upgrades, two moves


@pytest.mark.parametrize("fixture", ["solo", "4p"])
def test_the_final_scores_say_how_each_category_was_counted(fixture):
    """A review could not check "Pairs 22" or "Dam majorities 15" by hand: the outcome says
    each player's pairs, level II tiles, dam columns and resources, and they add up."""
    import re
    from pathlib import Path

    from engine.chronocritters.content import BOARD
    from engine.core import import_log
    from engine.registry import GAMES

    session = import_log(Path(__file__).parents[2] / "fixtures" / f"chronocritters-{fixture}.jsonl", GAMES)
    outcome = session.outcome()
    assert len(outcome.details) == len(outcome.scores)
    for score, text in zip(outcome.scores[:len(session.seats)], outcome.details):
        cats = score.categories
        pairs, said = map(int, re.match(r"(\d+) connected pairs? = (\d+);", text).groups())
        assert BOARD.pairs_final[pairs] == said == cats["pairs"]
        tiles = [int(v) for v in re.findall(r"BII\d+ \d+ x \d+ [a-z ]+ = (\d+)", text)]
        assert sum(tiles) == cats["level II tiles"]
        assert sum(int(v) for v in re.findall(r"column \d (?:first|second) (\d+)", text)) == cats["dam majorities"]
        resources = int(re.search(r"= (\d+), a VP per 3", text)[1])
        assert resources // 3 == cats["resources"]
