"""An independent oracle for Chronocritters' final scoring (rulebook L455-L465, L485, L553) and
the winner (L457 "In the case of a tie, the player who went later during the first round of play
is declared the winner"), checked against `GAME.outcome` on finished games (random and greedy
bots; solo, 2, 3 and 4 players) and on hand-built edge states.

The oracle reads only the rulebook, the designed numbers in `data/*.json` (read here from the
files, not through content.py) and the readings NOTES.md records:
- pairs: a completed hard disc quest with a partner of its colour (a completed docking quest or a
  bonus tile, NOTES "A bonus tile's pair"), scored by the final table `pairs_final` (9 = 50, L465);
- level II tiles: every one the player holds, paired or beside the board (L460 "all"), each by
  its designed count (`bonus_tiles.json`: per dam marker placed, 2 per pip of one die of a
  colour or 9, per pair, per critter upgrade, per gold, per mine, per completed hard disc quest,
  per portal die at home, per year goal);
- dam: only the columns in play for the board's player count (solo is set up as 2 players, L483;
  the 3+ column "cannot be used in a 2 player or solo game", L194); in each, most markers take
  `first`, the next `second` (L461); a tie goes to the lowest marker (row 0 is the bottom,
  round 1); a participant alone in a column takes `first` and nobody takes `second`; the
  automa's setup marker never counts (L485), its other markers compete (NOTES, Solo: "the
  player takes the 2nd place value in a column the automa leads"); the automa scores nothing
  (L553);
- gold 1 VP each (L462); berries + sand + wood, 1 VP per 3 (L463, NOTES "Resources");
- the winner: most VP, a tie to the tied player latest in round 1's order (L457).
It never calls scoring.py or quests.py. Written by a helper (2026-12-06) as an adversarial
check: it found no defect, and caught three of four defects planted to try it (the fourth changes
nothing: the setup marker's column is not scored in solo)."""
from __future__ import annotations

import json
import pathlib
import random
from collections import Counter

import pytest

from engine.chronocritters import GAME
from engine.chronocritters import events as E
from engine.chronocritters.state import AUTOMA, EMPTY, SETUP_MARKER, Die, Options, Portal, Slot
from engine.chronocritters.tasks import TurnTask
from engine.core import CHANCE, SeatSpec, Session

from tests.engine.chronocritters.helpers import leaning_move

DATA = pathlib.Path(__file__).resolve().parents[3] / "engine" / "chronocritters" / "data"
_BOARD = json.loads((DATA / "board.json").read_text())
_TILES = json.loads((DATA / "bonus_tiles.json").read_text())
_HARD = json.loads((DATA / "hard_disc_quests.json").read_text())
_DOCK = json.loads((DATA / "docking_quests.json").read_text())

PAIRS_FINAL = _BOARD["pairs_final"]
DAM_COLUMNS = _BOARD["dam"]["columns"]          # reward, first, second, players
PORTALS = _BOARD["portals"]
TILES_II = {t["id"]: t for t in _TILES["II"]}
TILES_I = {t["id"] for t in _TILES["I"]}
HARD_COLOUR = {q["id"]: q["colour"] for kind in _HARD.values() for q in kind}
DOCK_COLOUR = {q["id"]: q["colour"] for q in _DOCK}

assert PAIRS_FINAL[9] == 50                                    # L465 "nine connected pairs ... 50 VPs"
assert (DAM_COLUMNS[0]["second"], DAM_COLUMNS[1]["second"]) == (3, 3)   # L465 "3 VPs ... 3 VPs"


# -- the oracle ---------------------------------------------------------------------------------
def partner_colour(item: str) -> str:
    if item in DOCK_COLOUR:
        return DOCK_COLOUR[item]
    assert item in TILES_II or item in TILES_I, item
    return "violet"                                            # bonus docking tiles are violet


def my_pairs(p) -> int:
    """L459 connected pairs of completed tiles (L465 "(completed) same coloured quests")."""
    n = 0
    for sl in p.slots.values():
        if sl.done and sl.dock and sl.dock not in p.pending:
            if partner_colour(sl.dock) == HARD_COLOUR[sl.quest]:
                n += 1
    return n


def my_pairs_vps(n: int) -> int:
    # at most 12 quest spots, so at most 12 pairs: the table (0..12) covers every count;
    # past it the last value is kept (no printed rule extends it)
    return PAIRS_FINAL[min(n, len(PAIRS_FINAL) - 1)]


def markers_on_dam(s, who: int) -> int:
    return sum(row.count(who) for row in s.dam)


def my_tile(s, seat: int, tile: str) -> int:
    p, t = s.players[seat], TILES_II[tile]
    kind = t["scoring"]
    if kind == "die_pips":   # L465: 2 VP a pip of a single die of the colour in the portal, or 9
        best = max((d.value for d in p.grid if d is not None and d.colour == t["colour"]), default=0)
        return max(t["per"] * best, t["or_flat"])
    count = {
        "dam_markers": lambda: markers_on_dam(s, seat),        # L465 "12 VPs ... 6 markers on the dam"
        "pairs": lambda: my_pairs(p),
        "critter_levels": lambda: sum(lv - 1 for lv in p.levels.values()),
        "gold": lambda: p.gold,
        "mines": lambda: sum(1 for m in p.mines if m),
        "completed_quests": lambda: sum(1 for sl in p.slots.values() if sl.done),
        "portal_dice_left": lambda: PORTALS - len(p.portals),
        "goals": lambda: len(p.goals),
    }[kind]()
    return t["per"] * count


def held_items(p) -> list[str]:
    return [sl.dock for sl in p.slots.values() if sl.dock] + list(p.beside)


def columns_in_play(seats: int) -> list[int]:
    board = max(seats, 2)                                      # solo: set up as a 2 player game
    return [c for c, col in enumerate(DAM_COLUMNS) if col["players"] <= board]


def my_dam(s) -> dict[int, int]:
    """Participant -> dam majority VPs (the automa's entry is computed, then thrown away)."""
    out: dict[int, int] = {}
    for c in columns_in_play(s.seats):
        count: dict[int, int] = {}
        lowest: dict[int, int] = {}
        for r, row in enumerate(s.dam):                        # row 0: the bottom (round 1)
            who = row[c]
            if who in (EMPTY, SETUP_MARKER):                   # L485: the setup marker never counts
                continue
            count[who] = count.get(who, 0) + 1
            lowest.setdefault(who, r)
        ranked = sorted(count, key=lambda w: (-count[w], lowest[w]))
        for who, vps in zip(ranked, (DAM_COLUMNS[c]["first"], DAM_COLUMNS[c]["second"])):
            out[who] = out.get(who, 0) + vps
    return out


def my_categories(s, seat: int, dam: dict[int, int]) -> dict[str, int]:
    p = s.players[seat]
    return {
        "during the game": p.vp,
        "pairs": my_pairs_vps(my_pairs(p)),
        "level II tiles": sum(my_tile(s, seat, x) for x in held_items(p) if x in TILES_II),
        "dam majorities": dam.get(seat, 0),
        "golden plates": p.gold,
        "resources": (sum(p.berries.values()) + p.sand + p.wood) // 3,
    }


def my_result(s):
    dam = my_dam(s)
    cats = [my_categories(s, i, dam) for i in range(s.seats)]
    totals = [sum(c.values()) for c in cats]
    if s.automa is not None:                                   # L553 the automa scores no points
        return cats, totals, [0]
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    winner = max(tied, key=lambda i: s.first_order.index(i))   # L457 later in round 1 wins
    return cats, totals, [winner]


def check(s):
    out = GAME.outcome(s)
    assert out is not None
    cats, totals, winners = my_result(s)
    for seat in range(s.seats):
        assert out.scores[seat].categories == cats[seat], (seat, out.scores[seat].categories, cats[seat])
        assert out.scores[seat].total == totals[seat]
    if s.automa is not None:
        assert len(out.scores) == 2 and out.scores[1].total == 0
    assert out.winners == winners
    return out


# -- finished games -----------------------------------------------------------------------------
def finished(bots: list[str], seed: int, options: Options | None = None):
    session = Session(GAME, [SeatSpec(f"s{i}", b) for i, b in enumerate(bots)], seed, options or Options())
    session.advance()
    assert session.state.over and not session.state.tasks
    return session.state


@pytest.mark.slow  # 100 games: the default suite keeps the hand-built edges
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_random_games_score_as_the_rulebook(seats):
    for seed in range(25):
        check(finished(["random"] * seats, 1000 * seats + seed))


@pytest.mark.slow
@pytest.mark.parametrize("bots,seed", [(["greedy"], 2), (["random", "greedy"], 2),
                                       (["greedy", "random", "greedy", "random"], 2)])  # games with level II tiles
def test_greedy_games_score_as_the_rulebook(bots, seed):
    s = finished(bots, seed)
    check(s)
    assert any(my_pairs(p) for p in s.players)                   # pairs and tiles are exercised
    assert any(x in TILES_II for p in s.players for x in held_items(p)) or len(bots) == 2


WEIGHT = {"mining": 6, "bonus": 8, "energy": 5, "peacock": 5, "dam": 6, "docking": 4, "value": 4,
          "colour": 4, "berries": 2, "sand": 3}
OPTIONS = [Options(), Options("back", True, "random"), Options(action_tiles="bonus,mining,energy")]


def _busy(rng, moves):
    """Random play leaning to quests, pairs, level II tiles and dam markers (plain random bots
    rarely get there)."""
    return leaning_move(rng, moves, WEIGHT, tiles=True)


@pytest.mark.slow  # 80 games
def test_busy_random_games_score_as_the_rulebook():
    seen = Counter()
    for seats in (1, 2, 3, 4):
        for seed in range(20):
            rng, s = random.Random(seed), GAME.initial_state(OPTIONS[seed % 3], seats)
            went: list[int] = []                       # round 1's order as played (L457)
            while (who := GAME.to_act(s)) is not None:
                if who != CHANCE and s.round == 1 and isinstance(s.tasks[-1], TurnTask) \
                        and s.turn.seat not in went:
                    went.append(s.turn.seat)
                GAME.apply(s, rng.choice(GAME.chance_outcomes(s)) if who == CHANCE
                           else _busy(rng, GAME.legal_moves(s)))
            if seats > 1:                              # the tie rule's order is the order played
                assert went == s.first_order, (went, s.first_order)
            check(s)
            _, totals, _ = my_result(s)
            seen["ties"] += seats > 1 and totals.count(max(totals)) > 1
            seen["pairs"] += sum(my_pairs(p) > 0 for p in s.players)
            seen["tiles II"] += sum(x in TILES_II for p in s.players for x in held_items(p))
    assert seen["ties"] and seen["pairs"] and seen["tiles II"], seen


# -- hand-built edges ---------------------------------------------------------------------------
def end_state(seats: int, seed: int = 1, options: Options | None = None):
    """A finished random game, then wiped clean so each test sets only what it scores."""
    s = finished(["random"] * seats, seed, options)
    for p in s.players:
        p.grid = [None] * 9
        p.slots, p.beside, p.pending, p.goals = {}, [], [], []
        p.wood = p.sand = p.gold = p.vp = 0
        p.berries = {x: 0 for x in p.berries}
        p.levels = {x: 1 for x in p.levels}
        p.mines = [""] * len(p.mines)
        p.portals = []
        p.dam_left = 12
    s.dam = [[EMPTY] * len(DAM_COLUMNS) for _ in s.dam]
    if s.automa is not None:
        s.dam[0][3] = SETUP_MARKER                              # L485
        s.automa.dam_left = 11
    return s


def put(s, who: int, cells):
    """Dam markers of participant `who` (AUTOMA in solo) on (row, column) spaces."""
    for r, c in cells:
        s.dam[r][c] = who
        if s.automa is not None and who == AUTOMA:
            s.automa.dam_left -= 1
        else:
            s.players[who].dam_left -= 1


def dam_of(s):
    return [x.categories["dam majorities"] for x in GAME.outcome(s).scores]


def test_dam_tie_goes_to_the_lower_marker():
    s = end_state(2)
    put(s, 0, [(3, 0), (5, 0)])
    put(s, 1, [(1, 0), (6, 0)])        # seat 1's lowest marker is lower: 1st (6), seat 0 2nd (3)
    put(s, 0, [(0, 1)])
    put(s, 1, [(2, 1)])                # column 2: 1 each, seat 0 lower: 5 / 3
    check(s)
    assert dam_of(s) == [3 + 5, 6 + 3]


def test_dam_three_way_tie_by_lowest_marker():
    s = end_state(3, seed=5)
    put(s, 2, [(2, 2), (6, 2)])
    put(s, 0, [(1, 2), (5, 2)])
    put(s, 1, [(0, 2), (4, 2)])        # lowest first: 1 (4 VP), 0 (2 VP), 2 nothing
    check(s)
    assert dam_of(s) == [2, 4, 0]


def test_column_with_one_player_pays_first_only():
    s = end_state(3, seed=6)
    put(s, 1, [(0, 0)])                # alone in column 1: 6, no second
    put(s, 2, [(4, 1), (5, 1), (6, 1)])
    check(s)
    assert dam_of(s) == [0, 6, 5]


def test_majority_on_count_beats_lower_marker():
    s = end_state(2, seed=2)
    put(s, 0, [(0, 2)])
    put(s, 1, [(3, 2), (4, 2)])        # 2 markers beat 1 lower marker
    check(s)
    assert dam_of(s) == [2, 4]


def test_the_3plus_column_counts_with_3_and_4_players():
    for seats in (3, 4):
        s = end_state(seats, seed=seats)
        put(s, 0, [(0, 3), (1, 3)])
        put(s, 1, [(2, 3)])
        check(s)
        assert dam_of(s)[:2] == [DAM_COLUMNS[3]["first"], DAM_COLUMNS[3]["second"]]


def test_the_3plus_column_is_not_in_a_2_player_game():
    s = end_state(2, seed=3)
    put(s, 0, [(0, 3), (1, 3)])        # cannot happen in play (L194): scores nothing if it did
    put(s, 1, [(2, 0)])
    check(s)
    assert dam_of(s) == [0, 6]


def test_solo_automa_markers_compete_setup_marker_does_not():
    s = end_state(1, seed=4)
    put(s, AUTOMA, [(1, 0), (2, 0)])   # the automa leads column 1: the player takes 3
    put(s, 0, [(3, 0)])
    put(s, 0, [(2, 1)])
    put(s, AUTOMA, [(3, 1)])           # tie, the player's marker is lower: 5
    put(s, AUTOMA, [(4, 2)])           # the automa alone: nothing for the player
    check(s)
    out = GAME.outcome(s)
    assert out.scores[0].categories["dam majorities"] == 3 + 5
    assert out.scores[1].total == 0 and out.winners == [0]


def test_solo_setup_marker_in_the_3plus_column_never_counts():
    s = end_state(1, seed=8)
    assert s.dam[0][3] == SETUP_MARKER
    put(s, 0, [(1, 3)])                # not in play for solo
    check(s)
    assert dam_of(s)[0] == 0


def test_solo_tie_with_automa_lower_marker():
    s = end_state(1, seed=9)
    put(s, AUTOMA, [(0, 2)])
    put(s, 0, [(5, 2)])                # 1 each, the automa's lower: the player is 2nd
    check(s)
    assert dam_of(s)[0] == DAM_COLUMNS[2]["second"]


def _pair_slots(p, n: int):
    """n completed violet quests each paired with a level I tile, on n of the 12 spots."""
    spots = list(_BOARD["spot_bonuses"])
    violet = [q["id"] for q in _HARD["starting"] if q["colour"] == "violet"]
    tiles = sorted(TILES_I)
    p.slots = {spots[i]: Slot(quest=violet[i % len(violet)], done=True, dock=tiles[i % len(tiles)])
               for i in range(n)}


@pytest.mark.parametrize("n", [0, 1, 9, 12])
def test_pairs_by_the_table(n):
    s = end_state(2, seed=11)
    _pair_slots(s.players[0], n)
    check(s)
    assert GAME.outcome(s).scores[0].categories["pairs"] == PAIRS_FINAL[n]


def test_more_pairs_than_the_table_keeps_the_last_value():
    """12 spots make 12 pairs the most; a 13th slot (not reachable in play) keeps the table's last."""
    s = end_state(2, seed=12)
    p = s.players[0]
    _pair_slots(p, 12)
    p.slots["extra"] = Slot(quest="SV1", done=True, dock="BI01")
    check(s)
    assert GAME.outcome(s).scores[0].categories["pairs"] == PAIRS_FINAL[-1]


def test_uncompleted_or_unpaired_quests_are_no_pairs():
    s = end_state(2, seed=13)
    p = s.players[0]
    spots = list(_BOARD["spot_bonuses"])
    green_dock = next(q["id"] for q in _DOCK if q["colour"] == "green")
    green_quest = next(q["id"] for q in _HARD["value"] if q["colour"] == "green")
    p.slots = {spots[0]: Slot(quest=green_quest, done=False, dock=green_dock),
               spots[1]: Slot(quest=green_quest, done=True, dock=""),
               spots[2]: Slot(quest=green_quest, done=True, dock=green_dock)}
    check(s)
    assert GAME.outcome(s).scores[0].categories["pairs"] == PAIRS_FINAL[1]


@pytest.mark.parametrize("res,vp", [(0, 0), (2, 0), (3, 1), (5, 1), (6, 2), (9, 3), (17, 5), (18, 6)])
def test_resources_one_vp_per_three(res, vp):
    s = end_state(2, seed=14)
    p = s.players[1]
    p.berries = {"spring": 0, "summer": 0, "autumn": 0, "winter": 0}
    p.wood = min(res, 6)
    p.sand = min(res - p.wood, 6)
    left = res - p.wood - p.sand
    p.berries["spring"], p.berries["winter"] = left - left // 2, left // 2
    p.gold = 4                                       # gold is its own category, not a resource
    check(s)
    cats = GAME.outcome(s).scores[1].categories
    assert cats["resources"] == vp and cats["golden plates"] == 4


def test_level_two_tiles_beside_the_board_and_the_printed_example():
    """L465: 12 VP for 6 markers; 9 VP for a green tile with one green die of 1."""
    s = end_state(2, seed=15)
    p = s.players[0]
    put(s, 0, [(r, 0) for r in range(6)])
    p.beside = ["BII01", "BII02"]
    p.grid[4] = Die("green", 1)
    check(s)
    assert GAME.outcome(s).scores[0].categories["level II tiles"] == 12 + 9


def test_level_two_tiles_every_kind():
    s = end_state(3, seed=16)
    p = s.players[2]
    p.grid = [Die("orange", 6), Die("purple", 3), None, Die("orange", 2), None, None, None, None, None]
    p.levels = {"eagle": 3, "varan": 2, "beaver": 1}
    p.gold = 5
    p.mines = ["res", "vp", "", "", ""]
    p.portals = [Portal(offset=1, value=2)]
    p.goals = ["circle:2", "square:1"]
    _pair_slots(p, 3)
    p.slots["c2B"] = Slot(quest="SC1", done=True)
    put(s, 2, [(0, 1), (1, 1), (2, 2)])
    p.beside = [t for t in TILES_II]             # all 13 held
    check(s)
    # by hand: dam 3 markers x2 (BII01, BII11) 6+6; green none: 9; orange 6: 12; purple 3: 9;
    # 3 pairs: 6; upgrades 2+1: 9; gold 5; mines 2: 6; completed hard disc quests 4: 8+8;
    # portal dice at home 2: 6; goals 2: 8
    assert GAME.outcome(s).scores[2].categories["level II tiles"] == 98


def test_the_printed_final_example_gains_84():
    """L465: 9 pairs 50, tiles 12 + 9, second in dam columns 1 and 2 (3 + 3), 5 gold, 4 berries
    and 2 sand 2 VP: 84 VP in final scoring."""
    s = end_state(2, seed=17)
    green = s.players[0]
    _pair_slots(green, 9)
    green.beside = ["BII01", "BII02"]
    green.grid[8] = Die("green", 1)
    green.gold, green.sand = 5, 2
    green.berries = {"spring": 1, "summer": 1, "autumn": 2, "winter": 0}
    put(s, 0, [(0, 0), (2, 0), (4, 0), (0, 1), (2, 1), (4, 1)])
    put(s, 1, [(1, 0), (3, 0), (5, 0), (6, 0), (1, 1), (3, 1), (5, 1), (6, 1)])
    check(s)
    out = GAME.outcome(s).scores[0]
    assert out.total - out.categories["during the game"] == 84


def test_winner_tie_goes_to_the_later_player_of_round_one():
    for seats in (2, 3, 4):
        s = end_state(seats, seed=20 + seats)
        for p in s.players:
            p.vp = 40
        out = check(s)
        assert out.winners == [s.first_order[-1]]
        # two tied ahead of a third: the later of the two
        if seats >= 3:
            a, b = s.first_order[0], s.first_order[1]
            for i, p in enumerate(s.players):
                p.vp = 50 if i in (a, b) else 10
            assert check(s).winners == [b]
