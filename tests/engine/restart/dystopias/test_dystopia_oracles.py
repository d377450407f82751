"""Independent oracles of the three later dystopias, written from the rulebook's text (L367-449,
L477-544, L553-601), not from the engine's code; only the designed geometry (the Anomie board,
the Oceanrise Cities, the designed Mission points and track points) is read from the data files.

- Anomie: on random boards (stacks, crystals 0-6, track positions), the legal Plan moves
  (Maneuver L409-421, Move L380/L385, Support L381/L427-436, Breakout L382/L440-441) against
  `GAME.legal_moves`, then every legal move played out: the Law / Bill tracks of every seat
  (L398-408 the Perception table, L422-424 the Maneuver's gain, L430-431 the opponent directly
  above and the double / triple benefit, L391 the last space) and the Missions taken (L393).
- Extinction (random crystal-rich games): the legal Plan moves (L494-526), the Place and Freezer
  steps (L505, L510-513), the refill (L524-526), the Mission points per type (L500-502) and the
  final scoring (L534-544).
- Oceanrise (random crystal-rich games): the Plan B figures (L562, L568), the symbols allowed
  (L566-580), the second-sector Mission once per region (L592) and the final scoring (L595-599).
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import msgspec

from engine.core import CHANCE
from engine.restart import GAME
from engine.restart.content import TRACK_INDEX
from engine.restart.dystopias.anomie.events import (AnomieBreakout, AnomieEnd, AnomieManeuver, AnomieMove,
                                                    AnomieSupport, AnomieTakeBenefit)
from engine.restart.dystopias.anomie.steps import PlanStep
from engine.restart.scoring import breakdown
from engine.restart.state import Options

DYST = Path(__file__).parents[4] / "engine" / "restart" / "dystopias"


def cr(p, field: str) -> int:
    return len(p.tracks[TRACK_INDEX[field]])


def settle(s) -> None:
    while GAME.to_act(s) == CHANCE:
        GAME.apply(s, GAME.chance_outcomes(s)[0])


# == Anomie ======================================================================================
AJ = json.loads((DYST / "anomie" / "data" / "anomie.json").read_text())
BOARD = AJ["board"]
ROWS, COLS = BOARD["rows"], BOARD["cols"]
VETO = {tuple(p) for p in BOARD["veto"]}
LAW = tuple(BOARD["law"])
BILL_NAMES = ("health", "culture", "education", "economy")               # L369
BILL_AT = {tuple(BOARD["bills"][n]): i for i, n in enumerate(BILL_NAMES)}
OPPOSITE = {0: 2, 2: 0, 1: 3, 3: 1}                                     # L405
COLOURS = ("red", "blue", "green", "yellow")
DIRS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
LAW_SPACES = (1, 2, 2, 3, 3, 3, 4)                                      # L401-407
THROUGH = (0, 1, 1, 1, 2, 2, 3)                                         # L417-421 (0: no Maneuver)
UNDER = (0, 0, 1, 1, 1, 1, 2)                                           # L432-436 (0: no Support)
LAW_TRACK = (AJ["law_track"]["spaces"], tuple(AJ["law_track"]["mission_points"]))
BILL_TRACK = (6, tuple(AJ["bill_tracks"]["mission_points"]))


def _board(s) -> dict:
    return {divmod(i, COLS): list(stack) for i, stack in enumerate(s.dyst.board)}


def _step(p, d):
    return p[0] + d[0], p[1] + d[1]


def _on(p) -> bool:
    return 0 <= p[0] < ROWS and 0 <= p[1] < COLS


def _empty(g, p) -> bool:  # L374
    return p not in VETO and not g[p]


def anomie_legal(s, seat: int, plan: str, maneuvered: int) -> set:
    g, p = _board(s), s.players[seat]
    out = {("end",)}
    for k in (0, 1):
        if maneuvered >= 0 and k != maneuvered:
            continue
        token = 2 * seat + k
        pos = next(q for q, stack in g.items() if token in stack)
        top, alone = g[pos][-1] == token, g[pos] == [token]
        if maneuvered < 0 and top and cr(p, "intelligence"):
            for name, d in DIRS.items():
                q, n = _step(pos, d), 0
                while _on(q) and not _empty(g, q):
                    q, n = _step(q, d), n + 1
                if _on(q) and 1 <= n <= THROUGH[cr(p, "intelligence")]:
                    out.add(("maneuver", k, name))
        for name, d in DIRS.items():
            q = _step(pos, d)
            if alone and _on(q) and _empty(g, q):
                out.add(("move", k, name))
            linked = q == LAW if plan == "plan_a" else q in BILL_AT
            if (top and cr(p, "memory") >= 2 and _on(q) and linked
                    and 1 <= len(g[q]) <= UNDER[cr(p, "memory")] and g[q][0] // 2 != seat):
                out.add(("support", k, name))
        if not top:
            for where in ("left", "middle", "right"):
                if not g[tuple(BOARD["start_spaces"][COLOURS[seat]][where])]:
                    out.add(("breakout", k, where))
    return out


EVENT = {"maneuver": AnomieManeuver, "move": AnomieMove, "support": AnomieSupport,
         "breakout": AnomieBreakout, "end": AnomieEnd}


def as_key(m) -> tuple:
    if isinstance(m, AnomieEnd):
        return ("end",)
    kind = next(k for k, v in EVENT.items() if isinstance(m, v))
    return (kind, m.token, m.start if isinstance(m, AnomieBreakout) else m.direction)


def anomie_expected(s, seat: int, plan: str, move: tuple, take: bool):
    """(Law per seat, Bills per seat, Missions per seat, the 6-Perception choices still to come)."""
    law, bills = list(s.dyst.law), [list(b) for b in s.dyst.bills]
    missions, choices = [0] * s.seats, []

    def advance(who, track, by):
        spaces, points = LAW_TRACK if track < 0 else BILL_TRACK
        before = law[who] if track < 0 else bills[who][track]
        after = min(spaces, before + by)
        missions[who] += sum(before < m <= after for m in points)
        if track < 0:
            law[who] = after
        else:
            bills[who][track] = after

    def gain(who, space, times):
        perception = cr(s.players[who], "perception")
        if plan == "plan_a" and space == LAW:
            advance(who, -1, LAW_SPACES[perception] * times)
        elif plan == "plan_b" and space in BILL_AT:
            bill = BILL_AT[space]
            advance(who, bill, times)
            if 3 <= perception <= 5:
                advance(who, OPPOSITE[bill], times)
            if perception == 6:
                others = [b for b in range(4) if b != bill and bills[who][b] < BILL_TRACK[0]]
                if others:
                    choices.append((who, times))

    g = _board(s)
    if move[0] in ("move", "maneuver", "support"):
        pos = next(q for q, stack in g.items() if 2 * seat + move[1] in stack)
        d = DIRS[move[2]]
        q = _step(pos, d)
        if move[0] == "maneuver":
            while not _empty(g, q):
                q = _step(q, d)
        if move[0] == "support":
            if take:
                gain(g[q][0] // 2, q, 1)
            gain(seat, q, len(g[q]) + 1)
        else:
            gain(seat, q, 1)
    return law, bills, missions, choices


def random_anomie(rng: random.Random):
    seats = rng.choice((2, 3, 4))
    s = GAME.initial_state(Options(dystopia="anomie"), seats)
    settle(s)
    board = s.dyst.board
    for stack in board:
        stack.clear()
    special = [LAW, *BILL_AT]
    plain = [(r, c) for r in range(ROWS) for c in range(COLS) if (r, c) not in VETO and (r, c) not in special]
    near = [q for q in plain if abs(q[0] - ROWS // 2) + abs(q[1] - COLS // 2) <= 3]
    for token in rng.sample(range(2 * seats), 2 * seats):
        q = rng.choice(special)
        if rng.random() < 0.45 or len(board[q[0] * COLS + q[1]]) == 3:
            q = rng.choice([x for x in (near if rng.random() < 0.6 else plain) if not board[x[0] * COLS + x[1]]])
        board[q[0] * COLS + q[1]].append(token)
    for i, p in enumerate(s.players):
        s.dyst.law[i] = rng.choice((0, 0, 1, 3, 4, 9, 14, 17, 19, 20))
        s.dyst.bills[i] = [rng.choice((0, 0, 1, 2, 3, 5, 6)) for _ in range(4)]
        for field in ("perception", "intelligence", "memory"):
            p.tracks[TRACK_INDEX[field]] = "F" * rng.choice((0, 1, 2, 3, 4, 5, 6, 6))
    return s


def play_out(s, plan_task, n: int, take: bool) -> tuple[list[int], list[tuple[int, int, str]]]:
    """Resolve what the move started (the offer: `take`; the 6-Perception choice: the first
    listed) until the Plan step (the n-th task) is back on top after a Maneuver, or gone:
    Missions per seat and the choices."""
    missions, choices = [0] * s.seats, []
    while len(s.tasks) >= n and not (len(s.tasks) == n and s.tasks[-1] is plan_task):
        settle(s)
        top = s.tasks[-1]
        moves = GAME.legal_moves(s)
        if top.kind == "anomie_offer":
            m = AnomieTakeBenefit(take)
        else:
            m = moves[0]
            if top.kind == "take_mission":
                missions[top.seat] += 1
            if top.kind == "anomie_extra_bill":
                choices.append((top.seat, top.times, m.track))
        GAME.check(s, m)
        GAME.apply(s, m)
    return missions, choices


def test_anomie_plan_moves_and_gains_match_an_oracle_of_the_rulebook():
    rng = random.Random(7)
    counts = dict.fromkeys(EVENT, 0)
    for case in range(400):
        base = random_anomie(rng)
        seat, plan = rng.randrange(base.seats), rng.choice(("plan_a", "plan_b"))
        for maneuvered in (-1, rng.choice((0, 1))):
            s = msgspec.msgpack.decode(msgspec.msgpack.encode(base), type=type(base))
            s.tasks.append(PlanStep(seat, plan, maneuvered))
            legal = anomie_legal(s, seat, plan, maneuvered)
            assert {as_key(m) for m in GAME.legal_moves(s)} == legal, (case, seat, plan, maneuvered)
            for move in sorted(legal):
                for take in ((True, False) if move[0] == "support" else (True,)):
                    c = msgspec.msgpack.decode(msgspec.msgpack.encode(s), type=type(s))
                    law, bills, missions, choices = anomie_expected(c, seat, plan, move, take)
                    e, plan_task = EVENT[move[0]](*move[1:]), c.tasks[-1]
                    GAME.check(c, e)
                    GAME.apply(c, e)
                    got_missions, got_choices = play_out(c, plan_task, len(s.tasks), take)
                    assert [(w, t) for w, t, _ in got_choices] == choices, (case, move)
                    for who, times, track in got_choices:  # the chosen other Bill track
                        b = BILL_NAMES.index(track)
                        after = min(6, bills[who][b] + times)
                        missions[who] += sum(bills[who][b] < m <= after for m in BILL_TRACK[1])
                        bills[who][b] = after
                    assert (c.dyst.law, c.dyst.bills, got_missions) == (law, bills, missions), (case, move, take)
                    counts[move[0]] += 1
    assert min(counts.values()) >= 100, counts


# == Extinction and Oceanrise: random crystal-rich games =====================================
THRESHOLDS = (3, 5, 6, 8, 10, 13, 14, 18, 22)                            # L502
SET_POINTS = {2: 3, 3: 7, 4: 11, 5: 13, 6: 15}                            # L536-542


def column_points(col: list[str]) -> int:
    if not 2 <= len(col) <= 6 or len({c[0] for c in col}) > 1:
        return 0
    v = [int(c[1:]) for c in col]
    same = all(a == b for a, b in zip(v, v[1:]))
    sequence = all(a - 1 == b for a, b in zip(v, v[1:]))  # descending in placing order
    return SET_POINTS[len(col)] if same or sequence else 0


def x_y_totals(d, seat: int) -> tuple[int, int]:
    cards = [c for col in d.columns[seat] for c in col] + d.freezer[seat]
    return sum(c[0] == "X" for c in cards), sum(c[0] == "Y" for c in cards)


def extinction_legal(s, seat: int) -> set:
    d, p = s.dyst, s.players[seat]
    kind = "X" if d.plan == "plan_a" else "Y"
    cols, freezer = d.columns[seat], d.freezer[seat]
    open_cols = [k for k in range(4) if len(cols[k]) < 6]
    room = bool(open_cols) or len(freezer) < cr(p, "perception")
    out, can_take = set(), False
    if not d.took and room:
        if d.x_deck if kind == "X" else d.y_deck:
            out.add(("deck",))
            can_take = True
        for k in range(cr(p, "memory")):
            if d.display[k][:1] == kind:
                out.add(("display", k + 1))
                can_take = True
    if d.moves < cr(p, "intelligence"):
        out |= {("move", a, b) for a in range(4) if cols[a] and cols[a][-1][0] == kind for b in open_cols if b != a}
    out |= {("unfreeze", c, b) for c in freezer if c[0] == kind for b in open_cols}
    if d.took or not can_take:
        out.add(("end",))
    return out


def extinction_key(m) -> tuple:
    name = type(m).__name__
    return {"ChromosomeTakeDeck": lambda: ("deck",), "ChromosomeTakeDisplay": lambda: ("display", m.position),
            "ChromosomeMove": lambda: ("move", m.src, m.dst), "ChromosomeEnd": lambda: ("end",),
            "ChromosomeUnfreeze": lambda: ("unfreeze", m.card, m.column)}[name]()


OJ = json.loads((DYST / "oceanrise" / "data" / "oceanrise.json").read_text())
CITY = {4 * c["region"][0] + c["region"][1]: 3 * c["sector"][0] + c["sector"][1] for c in OJ["map_sheet"]["cities"]}
CONTRIBUTION = OJ["contribution_track"]["points"]
WILDLIFE, LAKE, FOREST = (0, 0, 1, 1, 1, 1, 2), (1, 1, 1, 1, 2, 2, 3), (0, 1, 2, 3, 4, 5, 6)  # L576-580


def map_points(sheet: list[str], seats: int) -> int:
    points = 0
    for column in range(3 * (3 if seats == 2 else 4)):                   # L597: nine sectors
        region_col, c = divmod(column, 3)
        points += 6 * all(sheet[9 * (4 * (r // 3) + region_col) + 3 * (r % 3) + c] for r in range(9))
    for region in range(12):                                              # L564, L598-599
        cells = sheet[9 * region:9 * region + 9]
        if not cells[CITY[region]]:
            points += 2 * cells.count("W") + cells.count("L")
    return points


def region_of(s, space: int) -> int:                                      # L560-561
    row, col = divmod(space, s.cols)
    return 4 * row + col


class Action:
    """One Plan action being watched: opened at its first decision, closed when its tasks are gone."""

    def __init__(self, s, task, depth: int):
        self.task, self.depth, self.seat = task, depth, task.seat
        self.missions: set[int] = set()
        d = s.dyst
        if s.dystopia == "extinction":
            self.before, self.display, self.taken = x_y_totals(d, self.seat), list(d.display), ""
            self.decks = {"X": len(d.x_deck), "Y": len(d.y_deck)}
        else:
            p = s.players[self.seat]
            self.left = [WILDLIFE[cr(p, "perception")], LAKE[cr(p, "intelligence")], FOREST[cr(p, "memory")]]
            self.region = d.region
            self.drawn = sum(1 for x in d.sheets[self.seat][9 * d.region:9 * d.region + 9] if x)

    def watch(self, s) -> None:
        self.missions |= {id(t) for t in s.tasks[self.depth:] if t.kind == "take_mission" and t.seat == self.seat}

    def close(self, s) -> None:
        d = s.dyst
        if s.dystopia == "extinction":
            after = x_y_totals(d, self.seat)
            crossed = sum(b < t <= a for b, a in zip(self.before, after) for t in THRESHOLDS)
            assert len(self.missions) == crossed                             # L500
            if self.taken:                                                    # L524-526
                k, kind = self.taken
                assert d.display[:5] == self.display[:k - 1] + self.display[k:]
                other = "Y" if kind == "X" else "X"
                assert d.display[5][:1] == (kind if self.decks[kind] else other if self.decks[other] else "")
            else:
                assert d.display == self.display
            p = s.players[self.seat]
            full = all(len(c) == 6 for c in d.columns[self.seat])              # L513
            assert len(d.freezer[self.seat]) <= cr(p, "perception") or full
        else:
            now = sum(1 for x in d.sheets[self.seat][9 * self.region:9 * self.region + 9] if x)
            assert len(self.missions) == (self.drawn < 2 <= now)              # L592


def oracle_game(dystopia: str, seats: int, seed: int) -> int:
    rng = random.Random(seed)
    s = GAME.initial_state(Options(dystopia=dystopia), seats)
    for p in s.players:
        for field in ("perception", "intelligence", "memory"):
            p.tracks[TRACK_INDEX[field]] = "F" * rng.choice((0, 1, 2, 3, 4, 5, 6))
    action, checked = None, 0
    while (who := GAME.to_act(s)) is not None:
        if who == CHANCE:
            GAME.apply(s, rng.choice(GAME.chance_outcomes(s)))
        else:
            top, moves = s.tasks[-1], GAME.legal_moves(s)
            if top.kind in ("extinction_plan", "oceanrise_draw") and (action is None or action.task is not top):
                if action is not None:
                    action.close(s)
                action = Action(s, top, len(s.tasks) - (1 if top.kind == "extinction_plan" else 2))
            d = s.dyst
            if top.kind == "extinction_plan":
                assert {extinction_key(m) for m in moves} == extinction_legal(s, top.seat)
            elif top.kind == "extinction_place":                              # L505, L513
                open_cols = {k for k in range(4) if len(d.columns[top.seat][k]) < 6}
                freezer = cr(s.players[top.seat], "perception") > 0 and (
                    bool(open_cols) or len(d.freezer[top.seat]) < cr(s.players[top.seat], "perception"))
                assert {m.column for m in moves} == open_cols | ({-1} if freezer else set())
            elif top.kind == "oceanrise_figure":                              # L562, L568
                assert {(m.seat, m.figure) for m in moves} == {
                    (j, f) for j in range(seats) if j != top.seat for f in ("adult", "child")
                    if 0 <= getattr(s.players[j], f) < 100}
            elif top.kind == "oceanrise_draw":                                # L564, L566-580
                blank = [k for k in range(9) if not d.sheets[top.seat][9 * d.region + k]]
                assert {(m.symbol, m.sector) if hasattr(m, "symbol") else "end" for m in moves} == {
                    (sym, k) for sym, left in zip("WLF", action.left) if left for k in blank} | {"end"}
            checked += 1
            m = rng.choice(moves)
            if type(m).__name__ == "OceanDraw":
                action.left["WLF".index(m.symbol)] -= 1
            if type(m).__name__ == "ChromosomeTakeDisplay":
                action.taken = (m.position, d.display[m.position - 1][0])
            if type(m).__name__ == "OceanFigure":
                region = region_of(s, getattr(s.players[m.seat], m.figure))
            GAME.check(s, m)
            GAME.apply(s, m)
            if type(m).__name__ == "OceanFigure":
                assert s.dyst.region == region                                 # L569
        if action is not None:
            action.watch(s)
            if len(s.tasks) <= action.depth:
                action.close(s)
                action = None
    if action is not None:
        action.close(s)
    d = s.dyst
    if dystopia == "extinction":                                              # L534-544
        expected = [(sum(column_points(c) for c in cols if c and c[0][0] == "X"),
                     sum(column_points(c) for c in cols if c and c[0][0] == "Y")) for cols in d.columns]
    else:                                                                     # L595-599
        expected = [(map_points(d.sheets[i], seats), CONTRIBUTION[d.circled[i] - 1] if d.circled[i] else 0)
                    for i in range(seats)]
    assert [(b["plan_a"], b["plan_b"]) for b in breakdown(s)] == expected
    return checked


def test_extinction_games_match_an_oracle_of_the_rulebook():
    assert sum(oracle_game("extinction", 2 + k % 3, 50 + k) for k in range(6)) > 1000


def test_oceanrise_games_match_an_oracle_of_the_rulebook():
    assert sum(oracle_game("oceanrise", 2 + k % 3, 80 + k) for k in range(6)) > 1000


def test_extinction_scoring_oracle_on_built_columns():
    from engine.restart.dystopias.extinction.content import EXTINCTION
    rng = random.Random(3)
    for _ in range(3000):
        kind, n, v = rng.choice("XY"), rng.randint(0, 6), rng.randint(1, 8)
        col = rng.choice(([f"{kind}{v}"] * n, [f"{kind}{v - k}" for k in range(n) if v - k > 0],
                          [f"{kind}{v + k}" for k in range(n) if v + k < 9],
                          [f"{rng.choice('XY')}{rng.randint(1, 8)}" for _ in range(n)]))
        if col and rng.random() < 0.2:
            col[rng.randrange(len(col))] = f"{rng.choice('XY')}{rng.randint(1, 8)}"
        assert EXTINCTION.column_points(col) == column_points(col), col
