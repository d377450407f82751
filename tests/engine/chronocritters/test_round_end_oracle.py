"""An independent reading of what changes with the player count and of the clean-up phase, checked
over seeded 2, 3 and 4 player games with every option (third audit): setup by player count
(L103 ring dice, L107-L117 offers, L121 year goals, L133-L139 order, tokens, the violet draft
and the starting quests, L145 starting dice, Variants 1-2), the turns of a round (L184, L432),
each end of a round and of a season recomputed from the state before it (L436-L449), and the
final scoring with the winner and its tie rule (L457-L463). It reads only the rulebook and the
printed or designed numbers of the content, never the engine's functions."""
from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from engine.chronocritters import GAME
from engine.chronocritters import events as E
from engine.chronocritters.content import (BOARD, DOCKING_BY_ID, GOALS, PLAYER_BOARDS, SHAPES, TILES_I,
                                           TILES_II)
from engine.chronocritters.state import Options
from engine.chronocritters.tasks import Draft, TurnTask
from engine.core import CHANCE
from engine.core.game import clone

from tests.engine.chronocritters.helpers import leaning_move

ROUNDS = ["spring", "summer", "summer", "autumn", "autumn", "winter", "winter"]   # L209
RING = {2: 17, 3: 26, 4: 34}                                                    # L103
GOAL_LEVELS = {2: [2], 3: [1, 2], 4: [1, 2, 3]}                                 # L121
TOKENS = [[1, 1], [1, 2], [2, 2], [2, 3]]                                       # L135
PAIRS_TABLE = [0, 6, 11, 17, 22, 28, 33, 39, 44, 50, 56, 61, 67]                # NOTES (9 = 50, L465; ruleset 4)
WEIGHT = {"mining": 6, "bonus": 6, "energy": 5, "peacock": 5, "dam": 4, "docking": 3, "value": 3,
          "colour": 3, "berries": 2, "sand": 2}
OPTIONS = [Options(), Options("back", True, "random"), Options("front,back,back,front", False, "mining,energy,bonus"),
           Options("back,front,front,back", True, "bonus,mining,energy")]


def _choose(rng, moves):
    """Random play leaning to the actions that bring income, goals and dam markers."""
    return leaning_move(rng, moves, WEIGHT, portals=0.3)


def _side(options, shape):
    sides = options.year_goals.split(",")
    return (sides * 4 if len(sides) == 1 else sides)[SHAPES.index(shape)]


def _items(p):
    return [sl.dock for sl in p.slots.values() if sl.dock] + list(p.beside)


# -- setup ---------------------------------------------------------------------------------------
def _starting_dice_fit(p) -> bool:
    """L145: one die of each colour, of values 2, 3 and 4, on a diagonal; L139 a starting quest's
    spot bonus is gained at once: the +-2 spot (L149) adjusts one of the starting dice by 2 (or
    none), a die spot (ruleset 4: any colour, value up to 4) adds a die on an empty cell."""
    extra = sum(BOARD.spot_bonuses[x].kind == "die_any" for x in p.slots)
    adjust = "r1R" in p.slots
    adjusted = [[3, 4, 4], [1, 2, 4], [2, 4, 5], [2, 2, 3], [2, 3, 6]] if adjust else []
    for diagonal in ((0, 4, 8), (2, 4, 6)):
        if any(p.grid[c] is None for c in diagonal):
            continue
        others = [p.grid[c].value for c in range(9) if c not in diagonal and p.grid[c] is not None]
        values = sorted(p.grid[c].value for c in diagonal)
        if sorted(p.grid[c].colour for c in diagonal) != ["green", "orange", "purple"] or len(others) != extra:
            continue
        if (values in adjusted or values == [2, 3, 4]) and all(v <= 4 for v in others):
            return True
    return False


def _setup_problems(s, n, drafts):
    out = []
    filled = [k for k, d in enumerate(s.ring) if d is not None]
    # L103 "In a 2 player game, dice are only placed in spaces without an icon"
    if len(filled) != RING[n] or any(BOARD.ring[k].players > n for k in filled):
        out.append(f"ring: {len(filled)} dice for {n} players")
    for name, size in (("value", 4), ("colour", 4), ("bonus1", 3), ("bonus2", 3),
                       ("spring", 3), ("summer", 3), ("autumn", 3), ("winter", 3)):
        if len(s.offers[name]) != size or not all(s.offers[name]):
            out.append(f"offer {name}: {s.offers[name]}")
    if s.offers["start_value"] or s.offers["start_colour"]:
        out.append("the remaining violet quests go back to the box")
    out += [f"goals {x}: {s.goals[x]}" for x in SHAPES if s.goals[x] != GOAL_LEVELS[n]]
    if s.order != list(range(n)) or s.first_order != s.order:
        out.append(f"round 1 order {s.order}")
    out += [f"tokens of the player {k + 1}: {s.players[x].tokens}"
            for k, x in enumerate(s.order) if sorted(s.players[x].tokens) != TOKENS[k]]
    # L137: n+1 of each type; in order one of either type, then in reverse order the other type
    if [d[0] for d in drafts] != list(range(n)) + list(reversed(range(n))) or drafts[0][2] != 2 * (n + 1):
        out.append(f"draft {drafts}")
    first = {seat: q[:2] for seat, second, _, q in drafts if not second}
    out += [f"draft type {seat}" for seat, second, _, q in drafts if second and q[:2] == first[seat]]
    for i, p in enumerate(s.players):
        spots = list(p.slots)
        if sorted(sl.quest[:2] for sl in p.slots.values()) != ["SC", "SV"] or spots[0][:2] == spots[1][:2]:
            out.append(f"seat {i} starting quests {p.slots}")
        if not _starting_dice_fit(p):
            out.append(f"seat {i} starting dice {p.grid}")
        got = Counter({"sand": p.sand, "gold": p.gold, "wood": p.wood, "vp": p.vp, **p.berries})
        want = Counter()
        for spot in spots:  # L139 "immediately gaining the corresponding benefits"
            r = BOARD.spot_bonuses[spot]
            if r.kind in ("sand", "gold", "wood", "vp"):
                want[r.kind] += r.n
            elif r.kind == "berry":
                want[r.season] += r.n
        if +got != +want:
            out.append(f"seat {i} starting bonuses {dict(got)} {dict(want)}")
        if (p.board == 0) == s.options.alternative_boards:   # Variant 1: a grey side each
            out.append(f"seat {i} board {p.board}")
    if s.options.alternative_boards and len({p.board for p in s.players}) != n:
        out.append("Variant 1: each player a different board")
    fixed = {"standard": "energy,bonus,mining"}.get(s.options.action_tiles, s.options.action_tiles)
    if s.seasonal["spring"] != "peacock" or fixed != "random" and ",".join(
            s.seasonal[x] for x in ROUNDS[1::2]) != fixed:
        out.append(f"Variant 2: {s.seasonal}")
    return out


# -- the end of a round --------------------------------------------------------------------------
def _order(b):
    """L439: most markers in the round's row first; a tie: the critter higher in the Dam stack;
    then last round's order."""
    row, stack = b.dam[b.round - 1], b.spots.get("dam.0", [])

    def height(x):
        return max([h for h, (who, _) in enumerate(stack) if who == x], default=-1)

    def cmp(x, y):
        return (row.count(y) - row.count(x)) or (height(y) - height(x)) or (b.order.index(x) - b.order.index(y))
    return sorted(b.order, key=functools.cmp_to_key(cmp))


def _income(b, p):
    """L448: mines (or their VPs), level I tiles (paired or beside the board), year goals."""
    out = []
    for x, m in enumerate(p.mines):
        if m == "vp":
            out.append(("vp", 2 if x < 3 else 5, ""))
        elif m:
            board = PLAYER_BOARDS[p.board]
            out += [(r.kind, r.n, r.season) for r in (board.mines_top[x] if x < 3 else board.mines_bottom[x - 3])]
    out += [(r.kind, r.n, r.season) for it in _items(p) if it in TILES_I for r in TILES_I[it].income]
    for g in p.goals:
        shape, level = g.split(":")
        out += [(r.kind, r.n, r.season) for r in GOALS[(shape, int(level), _side(b.options, shape))].income]
    return out


def _round_end_problems(b, a, decided):
    r, out = b.round, []
    season_end = r == 7 or ROUNDS[r - 1] != ROUNDS[r]
    if r < 7:
        if (a.round, a.spots, a.order) != (r + 1, {}, _order(b)):
            out.append(f"round {r}: round {a.round}, spots {a.spots}, order {a.order} not {_order(b)}")
    elif not a.over or a.order != b.order:
        out.append("round 7 ends the game")
    present = ROUNDS[r] if r < 7 else "winter"          # the disc has turned (step 1), NOTES
    for i, (pb, pa) in enumerate(zip(b.players, a.players)):
        ups = [e for who, e in decided if who == i and isinstance(e, E.PortalUp)]
        want = [(q.offset, q.value - 1) for q in pb.portals if q.value > 1]       # L243
        if any(pa.placed.values()) or not ups and [(q.offset, q.value) for q in pa.portals] != want:
            out.append(f"round {r} seat {i}: critters or portals")
        have = {"vp": pb.vp, "gold": pb.gold, "wood": pb.wood, "sand": pb.sand, **pb.berries}
        energy, grid = list(pb.energy), True
        for kind, k, season in _income(b, pb) if season_end else []:
            if kind in ("vp", "gold"):
                have[kind] += k
            elif kind in ("wood", "sand"):
                have[kind] = min(6, have[kind] + k)
            elif kind in ("berry", "berry_present"):
                have[season or present] += k
            elif kind in ("die", "die_any", "raise", "adjust"):
                grid = False
        for who, e in decided:                          # the choices the income asked for
            if who == i and isinstance(e, E.GainBerry):
                have[e.season] += 1
            elif who == i and isinstance(e, E.GainEnergy):
                energy[e.track] += 1
        if season_end and r < 7:                        # step 9
            energy = [min(3, v + 1) if v else 0 for v in energy]
        got = {"vp": pa.vp, "gold": pa.gold, "wood": pa.wood, "sand": pa.sand, **pa.berries}
        if got != have or energy != pa.energy or grid and pa.grid != pb.grid:
            out.append(f"round {r} seat {i}: {got} {pa.energy} not {have} {energy}")
    if a.dam != b.dam or a.ring != b.ring or a.goals != b.goals:
        out.append(f"round {r}: the dam, the ring or the year goals changed")
    for name, k in (("bonus1", 1), ("bonus2", 1), ("value", 1), ("colour", 1)):   # steps 6-7 (L447: one of each)
        ob, oa = b.offers[name], a.offers[name]
        if season_end and r < 7:
            fresh = b.piles[name] if len(b.piles[name]) >= k else b.piles[name] + b.removed[name] + ob[-k:]
            if oa[k:] != ob[:-k] or not set(ob[-k:]) <= set(a.removed[name] + oa) or not set(oa[:k]) <= set(fresh):
                out.append(f"round {r} {name}: {ob} -> {oa}")
        elif oa != ob:
            out.append(f"round {r} {name} changed")
    out += [f"round {r} {x} docking offer" for x in ROUNDS[::2] if a.offers[x] != b.offers[x]]
    return out


# -- final scoring -------------------------------------------------------------------------------
def _final(s):
    n = s.seats
    dam = [0] * n
    for c in range(3 if n == 2 else 4):   # the 4th column is a 3+ space
        rows = [row[c] for row in s.dam]
        held = [x for x in dict.fromkeys(rows) if x >= 0]   # in order from the bottom row
        ranked = sorted(held, key=lambda x: (-rows.count(x), rows.index(x)))
        for seat, vps in zip(ranked, (BOARD.dam.columns[c].first, BOARD.dam.columns[c].second)):
            dam[seat] += vps
    totals = []
    for i, p in enumerate(s.players):
        pairs = sum(1 for sl in p.slots.values() if sl.done and sl.dock)
        counts = {"dam_markers": sum(row.count(i) for row in s.dam), "pairs": pairs,
                  "critter_levels": sum(v - 1 for v in p.levels.values()), "gold": p.gold,
                  "mines": sum(1 for m in p.mines if m),
                  "completed_quests": sum(1 for sl in p.slots.values() if sl.done),
                  "portal_dice_left": 3 - len(p.portals), "goals": len(p.goals)}
        tiles = 0
        for t in (TILES_II[x] for x in _items(p) if x in TILES_II):
            if t.scoring == "die_pips":
                tiles += max(2 * max([d.value for d in p.grid if d and d.colour == t.colour] or [0]), 9)
            else:
                tiles += t.per * counts[t.scoring]
        totals.append(p.vp + PAIRS_TABLE[pairs] + tiles + dam[i] + p.gold
                      + (sum(p.berries.values()) + p.sand + p.wood) // 3)
    best = max(totals)
    return totals, max((i for i in range(n) if totals[i] == best), key=s.first_order.index)


def play_and_check(n: int, seed: int, options: Options) -> tuple[list[str], Counter]:
    rng, s = random.Random(seed), GAME.initial_state(options, n)
    problems, seen = [], Counter()
    drafts, placed, before, pending, decided, last = [], Counter(), None, None, [], None
    while (who := GAME.to_act(s)) is not None:
        top = s.tasks[-1]
        if who == CHANCE:
            e = rng.choice(GAME.chance_outcomes(s))
        else:
            moves = GAME.legal_moves(s)
            e = _choose(rng, moves)
            if isinstance(top, Draft):
                drafts.append((top.seat, top.second, sum(1 for x in s.offers["start_value"] + s.offers["start_colour"] if x), e.quest))
            if isinstance(top, TurnTask):
                if last is None:
                    problems += _setup_problems(s, n, drafts)
                if last is None or last[:2] != (s.round, s.turn.pos):     # L184: the next in order with a critter left
                    if last is None or last[0] != s.round:
                        want = s.order[0]
                    else:
                        k = s.order.index(last[2])
                        want = next(x for d in range(1, n + 1) for x in [s.order[(k + d) % n]]
                                    if any(not v for c, v in s.players[x].placed.items()
                                           if c != "peacock" or s.players[x].peacock))
                    if s.turn.seat != want:
                        problems.append(f"round {s.round}: seat {s.turn.seat} plays, not {want}")
                    last = (s.round, s.turn.pos, s.turn.seat)
                placed[s.round, top.seat] += isinstance(e, E.PlaceCritter)
                if isinstance(e, E.EndTurn) and before is None:
                    pending = clone(s)
            GAME.check(s, e)
        GAME.apply(s, e)
        if pending is not None and (s.round != pending.round or s.over):
            before, decided, pending = pending, [], None
            # L432 "3 each or 4 for those who have unlocked the peacock"
            problems += [f"round {before.round} seat {i}: {placed[before.round, i]} critters"
                         for i, p in enumerate(s.players) if placed[before.round, i] != 3 + p.peacock]
        elif before is not None:
            decided.append((who, e))
        if before is not None and (not s.tasks or isinstance(s.tasks[-1], TurnTask) and s.round == before.round + 1):
            problems += _round_end_problems(before, s, decided)
            seen["round ends"] += 1
            seen["order changed"] += s.order != before.order
            seen["income"] += any(_income(before, p) for p in before.players)
            before = None
    totals, winner = _final(s)
    out = GAME.outcome(s)
    if [x.total for x in out.scores] != totals or out.winners != [winner]:
        problems.append(f"final {[x.total for x in out.scores]} {out.winners} not {totals} [{winner}]")
    seen["ties"] += totals.count(max(totals)) > 1
    return problems, seen


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_turns_round_ends_and_final_scoring_match_an_independent_reading(n):
    seen = Counter()
    for k, options in enumerate(OPTIONS):
        problems, got = play_and_check(n, 50 + k, options)
        assert problems == [], (n, k, problems[:5])
        seen += got
    assert seen["round ends"] == 7 * len(OPTIONS) and seen["order changed"] and seen["income"]


def test_a_final_tie_goes_to_the_player_later_in_the_first_round():
    """L457 "In the case of a tie, the player who went later during the first round of play is
    declared the winner", with 3 and 4 players and the order of later rounds changed."""
    for n, tied in ((3, (0, 2)), (4, (1, 3)), (4, (0, 1, 2))):
        s = GAME.initial_state(Options(), n)
        while GAME.to_act(s) is not None:
            GAME.apply(s, GAME.chance_outcomes(s)[0] if GAME.to_act(s) == CHANCE else GAME.legal_moves(s)[0])
            if s.tasks and isinstance(s.tasks[-1], TurnTask):
                break
        s.tasks, s.order = [], list(reversed(range(n)))
        for p in s.players:
            p.vp, p.gold, p.wood, p.sand = 0, 0, 0, 0
            p.berries = dict.fromkeys(p.berries, 0)
            p.slots, p.beside = {}, []
        for i in tied:
            s.players[i].vp = 10
        assert GAME.outcome(s).winners == [max(tied)]


@pytest.mark.parametrize("level, vps", [(1, 4), (2, 6), (3, 10)])
def test_peacock_action_gives_4_6_or_10_vps_by_critter_level(level, vps):
    """L352 "they gain 4 VPs", L354 "with a critter of level 2, they gain 6 VPs ... a critter of
    level 3 instead earns the player 10 VPs" (only level 2 was a test)."""
    from tests.engine.chronocritters.helpers import first_turn, play
    s = first_turn()
    p = s.players[0]
    p.gold, p.levels["eagle"], vp = 6, level, p.vp
    play(s, E.PlaceCritter("eagle", "peacock.0"))
    assert p.peacock and p.gold == 0 and p.vp == vp + vps
