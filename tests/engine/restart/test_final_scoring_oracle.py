"""An independent oracle for Restart's final scoring (rulebook L258-278 for Pandemia and the base
categories; Anomie L444-449, Extinction L533-543, Oceanrise L594-600).

Every seat's categories, total and the winners are recomputed FROM THE STATE with code written
here from the rulebook text and the raw JSON content (no engine scoring helper, no engine content
accessor beyond the state itself), then compared with `GAME.outcome(state)` and
`scoring.breakdown(state)`. Finished games are played by the random and greedy bots (2-4 seats,
every dystopia); hand-built end states cover the edges (stage ties, one seat furthest on both
tracks, a Fragment exactly on a point icon, discarded Objectives, the tie-break chain, and the
other dystopias' set/sequence, map and track edges). Written by a helper (2026-12-06) as an
adversarial check: it found no defect, and caught each of three defects planted to try it.

Readings taken from NOTES.md where the rulebook leaves something open (recorded there, so they
are readings, not defects): the point icons are reached by the highest Fragment on the track
(an Adrenaline crystal below lifts it); an Extinction sequence descends in placing order; an
Oceanrise "column" is a column of nine sectors, 2-player sheets use three region columns; a
still-tied game is a shared win; a seat furthest on both Pandemia tracks scores nothing on the
other track and that stage passes to nobody."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import CHANCE, Session, SeatSpec
from engine.restart import GAME, scoring
from engine.restart.state import Options

ROOT = Path(__file__).resolve().parents[3] / "engine" / "restart"


def _load(rel: str):
    return json.loads((ROOT / rel).read_text())


# -- content, read raw ----------------------------------------------------------------------------
EVENTS = {e["number"]: e for e in _load("data/events.json")["events"]}
MISSION_DIFFICULTY = {m["number"]: m["difficulty"] for m in _load("data/missions.json")["missions"]}
OBJECTIVE_POINTS = [o["points"] for o in _load("data/objectives.json")["objectives"]]
PANDEMIA_TRACKS = {t["plan"]: t for t in _load("dystopias/pandemia/data/pandemia.json")["tracks"]}
ANOMIE = _load("dystopias/anomie/data/anomie.json")
EXTINCTION = _load("dystopias/extinction/data/extinction.json")
OCEANRISE = _load("dystopias/oceanrise/data/oceanrise.json")

# -- printed numbers ------------------------------------------------------------------------------
FIELDS = ("perception", "intelligence", "memory")          # the three tracks, state order
COMPLETED = {"easy": 4, "medium": 7, "hard": 13}            # L263 "four, seven, and thirteen"
DISCARDED = {"easy": 1, "medium": 2, "hard": 3}             # L264 "lose one ... two ... three"
DEEP_BURIED = 2                                             # L272 "two Prosperity points"
ADRENALINE = 1                                              # L274 "One point for each"
BILL_POINTS = [2, 3, 4, 6, 7, 8]                            # L447-449 (spaces 1-6)
SET_POINTS = {2: 3, 3: 7, 4: 11, 5: 13, 6: 15}              # L537-542
FULL_COLUMN, WILDLIFE, LAKE = 6, 2, 1                       # L597-599
CITY = {(c["region"][0] * 4 + c["region"][1]): c["sector"][0] * 3 + c["sector"][1]
        for c in OCEANRISE["map_sheet"]["cities"]}
END = "the third time fault"


# -- the oracle -----------------------------------------------------------------------------------
def reach(track: str) -> int:
    """The highest space (1 = bottom) a Fragment crystal is on: it reaches that icon and those
    below (L271 "reached or passed by the Fragment crystals on the field's track")."""
    top = 0
    for space, crystal in enumerate(track, start=1):
        if crystal == "F":
            top = space
    return top


def card_points(number: int, r: int) -> int:
    return sum(icon.get("points", 0) for icon in EVENTS[number]["track"] if icon["at"] <= r)


def base_categories(p) -> dict[str, int]:
    missions = (sum(COMPLETED[MISSION_DIFFICULTY[m]] for m in p.completed)
                - sum(DISCARDED[MISSION_DIFFICULTY[m]] for m in p.discarded_missions))
    objectives = sum(OBJECTIVE_POINTS[o] for o in p.objectives)   # the holder; discarded: nothing
    events = 0
    for f, name in enumerate(FIELDS):
        r = reach(p.tracks[f])
        for c in list(p.studied[f]) + list(p.buried[f]):
            assert EVENTS[c]["field"] == name, f"card {c} lies under {name}, printed {EVENTS[c]['field']}"
            events += card_points(c, r)
    events += DEEP_BURIED * sum(len(x) for x in p.deep_buried)
    return {"missions": missions, "objectives": objectives, "events": events,
            "adrenaline": ADRENALINE * p.adrenaline}


def stage(track: dict, space: int) -> int:
    for st in track["stages"]:
        if st["first"] <= space <= st["last"]:
            return st["points"]
    assert space == 0, f"space {space} is in no stage"
    return 0


def milestone(track: dict, space: int) -> int:
    best = 0
    for m in track["milestones"]:
        if space >= m["space"]:
            best = max(best, m["points"])
    return best


def pandemia(s) -> tuple[list[dict[str, int]], set[int]]:
    """Categories, and the seats furthest on both tracks whose two stages are worth the same
    (which track carries the one stage is then not the rulebook's to say)."""
    pos = {"plan_a": list(s.dyst.virus), "plan_b": list(s.dyst.cure)}
    out = [{plan: milestone(PANDEMIA_TRACKS[plan], pos[plan][i]) for plan in pos} for i in range(s.seats)]
    furthest = {plan: {i for i, x in enumerate(v) if x == max(v) and x > 0} for plan, v in pos.items()}
    equal = set()
    for i in range(s.seats):
        a = stage(PANDEMIA_TRACKS["plan_a"], pos["plan_a"][i]) if i in furthest["plan_a"] else None
        b = stage(PANDEMIA_TRACKS["plan_b"], pos["plan_b"][i]) if i in furthest["plan_b"] else None
        if a is not None and b is not None:          # L261: "only score the stage with the higher"
            if a == b:
                equal.add(i)
            if a >= b:
                b = None
            else:
                a = None
        out[i]["plan_a"] += a or 0
        out[i]["plan_b"] += b or 0
    return out, equal


def anomie(s) -> list[dict[str, int]]:
    law = ANOMIE["law_track"]["points"]
    return [{"plan_a": law[s.dyst.law[i] - 1] if s.dyst.law[i] else 0,
             "plan_b": sum(BILL_POINTS[x - 1] for x in s.dyst.bills[i] if x)} for i in range(s.seats)]


def column_points(col: list[str]) -> tuple[str, int]:
    if not 2 <= len(col) <= 6 or len({c[0] for c in col}) != 1:
        return "", 0
    values = [int(c[1:]) for c in col]                      # first placed first
    is_set = all(v == values[0] for v in values)
    is_seq = all(a - b == 1 for a, b in zip(values, values[1:]))
    return ("plan_a" if col[0][0] == "X" else "plan_b"), (SET_POINTS[len(col)] if is_set or is_seq else 0)


def extinction(s) -> list[dict[str, int]]:
    out = []
    for cols in s.dyst.columns:
        seat = {"plan_a": 0, "plan_b": 0}
        for col in cols:
            plan, pts = column_points(col)
            if pts:
                seat[plan] += pts
        out.append(seat)
    return out


def map_points(sheet: list[str], grid_cols: int) -> int:
    assert len(sheet) == 108
    def at(row: int, col: int) -> str:           # whole-sheet sector (9 rows x 12 columns)
        region = (row // 3) * 4 + col // 3
        return sheet[region * 9 + (row % 3) * 3 + col % 3]
    used = 3 * grid_cols                         # 2 players: the rightmost region column unused
    pts = FULL_COLUMN * sum(all(at(r, c) for r in range(9)) for c in range(used))
    for region in range(12):
        cells = sheet[region * 9:(region + 1) * 9]
        if cells[CITY[region]] == "":            # the City is still a City
            pts += WILDLIFE * cells.count("W") + LAKE * cells.count("L")
    return pts


def oceanrise(s) -> list[dict[str, int]]:
    contrib = OCEANRISE["contribution_track"]["points"]
    return [{"plan_a": map_points(s.dyst.sheets[i], s.cols),
             "plan_b": contrib[s.dyst.circled[i] - 1] if s.dyst.circled[i] else 0} for i in range(s.seats)]


def oracle(s) -> tuple[list[dict[str, int]], set[int]]:
    cats = [base_categories(p) for p in s.players]
    equal: set[int] = set()
    if s.dystopia == "pandemia":
        dyst, equal = pandemia(s)
    else:
        dyst = {"anomie": anomie, "extinction": extinction, "oceanrise": oceanrise}[s.dystopia](s)
    for c, d in zip(cats, dyst):
        c.update(d)
    return cats, equal


def oracle_winners(s, totals: list[int]) -> list[int]:
    """L278: most points; then most completed Missions; then most points from completed Missions;
    still tied: everyone tied (NOTES: a shared win)."""
    keys = [(t, len(p.completed), sum(COMPLETED[MISSION_DIFFICULTY[m]] for m in p.completed))
            for t, p in zip(totals, s.players)]
    return [i for i, k in enumerate(keys) if k == max(keys)]


def check(s) -> None:
    """The engine's breakdown and outcome against the oracle."""
    mine, equal = oracle(s)
    theirs = scoring.breakdown(s)
    out = GAME.outcome(s)
    assert out is not None, "the game is not over"
    assert len(out.scores) == s.seats
    for i, (m, t) in enumerate(zip(mine, theirs)):
        if i in equal:   # one stage worth the same on both tracks: either track may carry it
            pa = PANDEMIA_TRACKS["plan_a"]
            other = {**m, "plan_a": milestone(pa, s.dyst.virus[i]),
                     "plan_b": m["plan_b"] + m["plan_a"] - milestone(pa, s.dyst.virus[i])}
            assert t in (m, other), f"seat {i}: engine {t} != oracle {m} or {other}"
        else:
            assert t == m, f"seat {i}: engine {t} != oracle {m}"
        assert out.scores[i].total == sum(m.values()), f"seat {i}: total {out.scores[i].total} != {sum(m.values())}"
        assert sum(out.scores[i].categories.values()) == out.scores[i].total
        assert sorted(out.scores[i].categories.values()) == sorted(theirs[i].values())
    tot = [sum(m.values()) for m in mine]
    winners = oracle_winners(s, tot)
    assert out.winners == winners, f"winners {out.winners} != {winners}"
    assert out.end == s.end_reason
    top = [i for i, x in enumerate(tot) if x == max(tot)]
    count = {i: len(s.players[i].completed) for i in top}
    if len(top) == 1:
        assert out.reason == "most Prosperity points"
    elif len(winners) > 1:
        assert "shared win" in out.reason
    elif sorted(count.values())[-1] > sorted(count.values())[-2]:
        assert out.reason == "tie on points broken by the most completed Mission cards"
    else:
        assert out.reason == "tie on points broken by the most points from completed Mission cards"


# -- finished games ---------------------------------------------------------------------------------
def play(dystopia: str, bots: list[str], seed: int, **options):
    session = Session(GAME, [SeatSpec(f"{b}{i}", b) for i, b in enumerate(bots)], seed,
                      Options(dystopia=dystopia, **options))
    session.advance()
    assert session.state.phase == "over"
    return session.state


DYSTOPIAS = ["pandemia", "anomie", "extinction", "oceanrise"]
RANDOM_GAMES = [(d, n, seed) for d in DYSTOPIAS for n in (2, 3, 4) for seed in range(6)]


@pytest.mark.slow  # 72 games, about 10 s: the default suite keeps the hand-built and random end states
@pytest.mark.parametrize("dystopia,seats,seed", RANDOM_GAMES)
def test_random_games_score_as_the_rulebook_says(dystopia, seats, seed):
    check(play(dystopia, ["random"] * seats, 100 * seats + seed))


GREEDY_GAMES = [("pandemia", ["greedy", "greedy"], 3), ("anomie", ["greedy", "random", "greedy"], 4),
                ("extinction", ["greedy", "greedy"], 5), ("oceanrise", ["random", "greedy", "random", "greedy"], 6),
                ("pandemia", ["greedy", "random", "random", "greedy"], 8)]


@pytest.mark.slow  # about 8 s
@pytest.mark.parametrize("dystopia,bots,seed", GREEDY_GAMES)
def test_greedy_games_score_as_the_rulebook_says(dystopia, bots, seed):
    check(play(dystopia, bots, seed))


@pytest.mark.parametrize("seed", range(4))
def test_fate_and_side_effect_games_score_as_the_rulebook_says(seed):
    check(play("fate", ["random"] * (2 + seed % 3), seed, side_effects=["blight", "obsession"]))


# -- hand-built end states --------------------------------------------------------------------------
def end_state(dystopia: str = "pandemia", seats: int = 2):
    """A fresh game with chance resolved, every scoring field cleared, ended."""
    s = GAME.initial_state(Options(dystopia=dystopia), seats)
    while GAME.to_act(s) == CHANCE:
        GAME.apply(s, GAME.chance_outcomes(s)[0])
    for p in s.players:
        p.missions, p.completed, p.discarded_missions = [], [], []
        p.objectives, p.discarded_objectives = [], []
        p.adrenaline = 0
        p.tracks = ["", "", ""]
        p.studied, p.buried, p.deep_buried = [[], [], []], [[], [], []], [[], [], []]
    d = s.dyst
    if dystopia == "pandemia":
        d.virus, d.cure = [0] * seats, [0] * seats
    elif dystopia == "anomie":
        d.law, d.bills = [0] * seats, [[0, 0, 0, 0] for _ in range(seats)]
    elif dystopia == "extinction":
        d.columns = [[[], [], [], []] for _ in range(seats)]
        d.freezer = [[] for _ in range(seats)]
    else:
        d.sheets = [[""] * 108 for _ in range(seats)]
        d.circled = [0] * seats
    s.phase, s.end_reason = "over", END
    return s


def missions(difficulty: str, n: int, skip: int = 0) -> list[int]:
    return [m for m, d in sorted(MISSION_DIFFICULTY.items()) if d == difficulty][skip:skip + n]


def event(field: str, points_at: tuple[tuple[int, int], ...]) -> list[int]:
    return [n for n, e in sorted(EVENTS.items()) if e["field"] == field
            and tuple((i["at"], i["points"]) for i in e["track"] if "points" in i) == points_at]


def totals(s) -> list[int]:
    return [sc.total for sc in GAME.outcome(s).scores]


def test_objective_order_is_the_engines():
    from engine.restart.content import OBJECTIVES   # content data: the index the state stores
    assert [o.points for o in OBJECTIVES] == OBJECTIVE_POINTS


def test_data_carries_the_printed_numbers():
    diffs = {d["name"]: d for d in _load("data/missions.json")["difficulties"]}
    assert {k: d["points"] for k, d in diffs.items()} == COMPLETED
    assert {k: d["discard_penalty"] for k, d in diffs.items()} == DISCARDED
    assert ANOMIE["bill_tracks"]["points"] == BILL_POINTS
    assert {int(k): v for k, v in EXTINCTION["scoring_by_cards"].items()} == SET_POINTS
    assert (OCEANRISE["scoring"]["full_column"], OCEANRISE["scoring"]["wildlife_with_city"],
            OCEANRISE["scoring"]["lake_with_city"]) == (FULL_COLUMN, WILDLIFE, LAKE)


def test_missions_objectives_adrenaline_and_deep_buried():
    s = end_state()
    p = s.players[0]
    p.completed = missions("easy", 2) + missions("medium", 1) + missions("hard", 1)
    p.discarded_missions = missions("easy", 1, 5) + missions("medium", 1, 5) + missions("hard", 1, 5)
    p.missions = missions("hard", 2, 8)                    # uncompleted in the holder: nothing
    p.objectives = [0, 11]                                 # 3 + 5
    p.discarded_objectives = [8, 9]                        # discarded Objectives score nothing
    p.adrenaline = 7
    p.deep_buried = [[101], [], [203, 301]]
    check(s)
    assert scoring.breakdown(s)[0] == {"missions": 8 + 7 + 13 - 6, "objectives": 8, "events": 6,
                                       "adrenaline": 7, "plan_a": 0, "plan_b": 0}


def test_only_discarded_objectives_score_nothing():
    s = end_state()
    s.players[1].discarded_objectives = [10, 11]
    check(s)
    assert totals(s) == [0, 0] and GAME.outcome(s).winners == [0, 1]


@pytest.mark.parametrize("track,expected", [
    ("FFF", 0), ("FFFF", 1), ("AAAF", 1), ("FFFA", 0), ("FFFAF", 1), ("FFFFFA", 1), ("FFFFFF", 3),
    ("AAAAAF", 3), ("", 0)])
def test_a_fragment_exactly_on_a_point_icon(track, expected):
    card = event("perception", ((4, 1), (6, 2)))[0]
    s = end_state()
    s.players[0].studied[0] = [card]
    s.players[0].tracks[0] = track
    check(s)
    assert scoring.breakdown(s)[0]["events"] == expected


def test_studied_and_buried_cards_score_on_their_own_fields_track():
    a, b = event("intelligence", ((4, 2), (6, 3)))[:2]
    m = event("memory", ((1, 1), (5, 3)))[0]
    s = end_state()
    p = s.players[0]
    p.studied[1], p.buried[1], p.buried[2] = [a], [b], [m]
    p.tracks = ["FFFFFF", "AF", "F"]                  # Perception's Fragments lift nothing here
    check(s)
    assert scoring.breakdown(s)[0]["events"] == 1
    p.tracks = ["", "FFFF", "FAFAF"]
    check(s)
    assert scoring.breakdown(s)[0]["events"] == 2 + 2 + 4


@pytest.mark.parametrize("virus,cure", [
    ([12, 12, 3], [0, 2, 2]),        # a stage tie on the Virus track: both score it
    ([30, 10, 0], [14, 13, 0]),      # seat 0 furthest on both: only its higher stage (5 < 11)
    ([22, 22, 4], [13, 13, 1]),      # two seats tied furthest on both: each its higher stage
    ([22, 10, 22], [13, 13, 1]),     # seat 0 furthest on both (tied on each with another seat)
    ([5, 5, 0], [0, 0, 0]),          # nobody on the Cure track: no stage there
    ([0, 0, 0], [0, 0, 0]),
    ([40, 39, 0], [24, 23, 1]),      # the last spaces: stage 8, the top milestones
    ([8, 17, 27], [6, 13, 20]),      # exactly on the milestones
    ([7, 16, 26], [5, 12, 19]),      # one short of each
    ([20, 1, 1], [12, 1, 1]),        # furthest on both: Virus stage 8 < Cure stage 9
    ([18, 2, 2], [17, 2, 2]),        # furthest on both, equal stages (8 and 8): counted once
    ([36, 2, 2], [22, 2, 2]),        # furthest on both: 1 < 2
    ([20, 2, 2], [9, 2, 2]),         # furthest on both: Virus 8 > Cure 7
    ([25, 25, 0], [24, 3, 24]),      # seat 0 on both (10 > 2); seat 1 Virus only; seat 2 Cure only
])
def test_pandemia_stages_and_milestones(virus, cure):
    s = end_state("pandemia", 3)
    s.dyst.virus, s.dyst.cure = virus, cure
    check(s)


def test_pandemia_one_seat_furthest_on_both_scores_only_the_higher_stage():
    s = end_state("pandemia", 2)
    s.dyst.virus, s.dyst.cure = [23, 20], [13, 12]        # stage 10 on Virus, 11 on Cure
    check(s)
    b = scoring.breakdown(s)
    assert (b[0]["plan_a"], b[0]["plan_b"]) == (12 + 0, 14 + 11)
    assert (b[1]["plan_a"], b[1]["plan_b"]) == (12, 7)     # the second-furthest gets no stage


def test_pandemia_equal_stages_on_both_tracks_count_once():
    s = end_state("pandemia", 2)
    s.dyst.virus, s.dyst.cure = [26, 3], [16, 3]          # Virus stage 5, Cure stage 8: not equal
    check(s)
    s.dyst.virus, s.dyst.cure = [25, 3], [7, 3]           # 10 and 7
    check(s)
    s.dyst.virus, s.dyst.cure = [6, 3], [5, 3]            # 4 and 5
    check(s)
    s.dyst.virus, s.dyst.cure = [31, 3], [2, 1]           # 3 and 3: one of them
    check(s)
    assert sum(scoring.breakdown(s)[0].values()) == 18 + 3


def test_tie_broken_by_most_completed_missions():
    s = end_state()
    s.players[0].completed = missions("hard", 1)           # 13, 1 Mission
    s.players[1].completed = missions("easy", 2)           # 8, 2 Missions
    s.players[1].adrenaline = 5
    check(s)
    assert totals(s) == [13, 13] and GAME.outcome(s).winners == [1]


def test_tie_broken_by_points_from_completed_missions():
    s = end_state("pandemia", 3)
    s.players[0].completed = missions("medium", 1) + missions("easy", 1)       # 11
    s.players[1].completed = missions("easy", 2)                              # 8
    s.players[1].adrenaline = 3
    s.players[2].completed = missions("hard", 1) + missions("easy", 1, 5)      # 17, discards -6
    s.players[2].discarded_missions = missions("medium", 3, 3)
    check(s)
    assert totals(s) == [11, 11, 11] and GAME.outcome(s).winners == [2]


def test_discarded_missions_do_not_count_in_the_tie_breaks():
    s = end_state()
    s.players[0].completed = missions("easy", 1)
    s.players[0].discarded_missions = missions("easy", 3, 3)                  # 4 - 3
    s.players[0].adrenaline = 0
    s.players[1].adrenaline = 1
    check(s)
    assert totals(s) == [1, 1] and GAME.outcome(s).winners == [0]


def test_still_tied_is_a_shared_win():
    s = end_state("pandemia", 4)
    for i in (0, 2, 3):
        s.players[i].completed = missions("easy", 1, i)
    s.players[3].adrenaline = 1
    s.players[1].adrenaline = 4
    check(s)
    assert totals(s) == [4, 4, 4, 5] and GAME.outcome(s).winners == [3]
    s.players[3].adrenaline = 0
    check(s)
    assert GAME.outcome(s).winners == [0, 2, 3]


def test_jacks_printed_example_L276_L277():
    """Jack: Missions 27, Objective 4, Event cards 9, Adrenaline 7, Plan A 23 (milestone 18 + a
    tied first place on a stage worth 5), Plan B 7: total 77 (NOTES: the two-Studied-cards
    position that keeps every printed number)."""
    s = end_state("pandemia", 2)
    jack = s.players[0]
    jack.completed = missions("easy", 4) + missions("medium", 2)
    jack.discarded_missions = missions("hard", 1)
    jack.objectives = [4]                                   # a 4-point Objective
    jack.tracks = ["FFF", "FFFFF", ""]
    jack.studied[1], jack.buried[1], jack.deep_buried[2] = [203, 307], [303], [112]
    jack.adrenaline = 7
    s.dyst.virus, s.dyst.cure = [28, 28], [6, 10]
    check(s)
    assert GAME.outcome(s).scores[0].total == 77
    assert scoring.breakdown(s)[0] == {"missions": 27, "objectives": 4, "events": 9, "adrenaline": 7,
                                       "plan_a": 23, "plan_b": 7}


def test_anomie_law_and_bill_tracks():
    s = end_state("anomie", 3)
    s.dyst.law = [20, 1, 0]
    s.dyst.bills = [[6, 0, 1, 4], [0, 0, 0, 0], [5, 5, 2, 3]]
    check(s)
    assert [(b["plan_a"], b["plan_b"]) for b in scoring.breakdown(s)] == [(20, 8 + 2 + 6), (1, 0), (0, 7 + 7 + 3 + 4)]


@pytest.mark.parametrize("columns,x,y", [
    ([["X5", "X5"], ["Y8", "Y7", "Y6"], ["X3"], []], 3, 7),
    ([["X8", "X7", "X6", "X5", "X4", "X3"], ["Y1"] * 6, ["X4", "X5"], ["Y6", "Y7", "Y8"]], 15, 15),
    ([["X5", "Y5"], ["X8", "X6"], ["Y2", "Y1", "Y1"], ["X4", "X3", "X2", "X1"]], 11, 0),
    ([["X1", "X1", "X1", "X1", "X1"], ["Y4", "Y3"], ["X8", "X8", "X7"], ["Y8"]], 13, 3),
])
def test_extinction_sets_and_sequences(columns, x, y):
    s = end_state("extinction", 2)
    s.dyst.columns[0] = columns
    s.dyst.freezer[0] = ["X5", "X5", "X5"]                 # the Freezer scores nothing
    check(s)
    b = scoring.breakdown(s)[0]
    assert (b["plan_a"], b["plan_b"]) == (x, y)


def _sheet(fill: dict[tuple[int, int], str]) -> list[str]:
    sheet = [""] * 108
    for (row, col), sym in fill.items():
        sheet[((row // 3) * 4 + col // 3) * 9 + (row % 3) * 3 + col % 3] = sym
    return sheet


@pytest.mark.parametrize("seats", [2, 3])
def test_oceanrise_columns_cities_and_contribution(seats):
    s = end_state("oceanrise", seats)
    # sector column 0 all forest (it holds region (0,0)'s City at [0,0]: that City is drawn over)
    fill = {(r, 0): "F" for r in range(9)}
    fill[(0, 1)] = "W"                                     # region 0: City gone, no bonus
    fill[(3, 4)], fill[(4, 3)] = "W", "L"                  # region 5: City at sector 2 free
    fill.update({(r, 11): "L" for r in range(9)})          # column 11: unused with 2 players
    s.dyst.sheets[0] = _sheet(fill)
    s.dyst.circled = [13, 0] + [15] * (seats - 2)
    check(s)


def test_oceanrise_city_sector_drawn_over_cancels_the_region():
    s = end_state("oceanrise", 2)
    region = 5
    city = CITY[region]
    sheet = [""] * 108
    for k in range(9):
        sheet[region * 9 + k] = "W" if k != city else ""
    s.dyst.sheets[0] = list(sheet)
    check(s)
    assert scoring.breakdown(s)[0]["plan_a"] == 16
    sheet[region * 9 + city] = "L"
    s.dyst.sheets[0] = sheet
    check(s)
    assert scoring.breakdown(s)[0]["plan_a"] == 0


# -- random end states: every category at once, many shapes -------------------------------------------
def _random_track(rng) -> str:
    return "".join(rng.choice("FFA") for _ in range(rng.randint(0, 6)))


def _scramble(s, rng) -> None:
    cards = {f: [n for n, e in EVENTS.items() if e["field"] == f] for f in FIELDS}
    pool = {d: [m for m, x in MISSION_DIFFICULTY.items() if x == d] for d in COMPLETED}
    for p in s.players:
        p.completed = [rng.choice(pool[rng.choice(list(pool))]) for _ in range(rng.randint(0, 4))]
        p.discarded_missions = [rng.choice(pool[rng.choice(list(pool))]) for _ in range(rng.randint(0, 2))]
        p.objectives = rng.sample(range(12), rng.randint(0, 3))
        p.discarded_objectives = rng.sample(range(12), rng.randint(0, 2))
        p.adrenaline = rng.randint(0, 9)
        p.tracks = [_random_track(rng) for _ in FIELDS]
        p.studied = [rng.sample(cards[f], rng.randint(0, 3)) for f in FIELDS]
        p.buried = [rng.sample(cards[f], rng.randint(0, 2)) for f in FIELDS]
        p.deep_buried = [rng.sample(cards[f], rng.randint(0, 1)) for f in FIELDS]
    d, n = s.dyst, s.seats
    if s.dystopia == "pandemia":
        d.virus = [rng.choice([0, rng.randint(1, 40), 25, 40]) for _ in range(n)]
        d.cure = [rng.choice([0, rng.randint(1, 24), 13, 24]) for _ in range(n)]
    elif s.dystopia == "anomie":
        d.law = [rng.randint(0, 20) for _ in range(n)]
        d.bills = [[rng.randint(0, 6) for _ in range(4)] for _ in range(n)]
    elif s.dystopia == "extinction":
        def col():
            t, v, k = rng.choice("XY"), rng.randint(1, 8), rng.randint(0, 6)
            shape = rng.choice(["set", "down", "up", "mixed"])
            if shape == "set":
                return [f"{t}{v}"] * k
            if shape == "down":
                return [f"{t}{v - i}" for i in range(k) if v - i >= 1]
            if shape == "up":
                return [f"{t}{v + i}" for i in range(k) if v + i <= 8]
            return [f"{rng.choice('XY')}{rng.randint(1, 8)}" for _ in range(k)]
        d.columns = [[col() for _ in range(4)] for _ in range(n)]
    else:
        cols = 3 * s.cols
        for i in range(n):
            sheet = [""] * 108
            for k in range(108):
                region = k // 9
                if region % 4 < s.cols and rng.random() < 0.6:
                    sheet[k] = rng.choice("WLF")
            for c in rng.sample(range(cols), 2):           # some full columns
                for r in range(9):
                    sheet[((r // 3) * 4 + c // 3) * 9 + (r % 3) * 3 + c % 3] = rng.choice("WLF")
            d.sheets[i] = sheet
        d.circled = [rng.randint(0, 15) for _ in range(n)]


@pytest.mark.parametrize("dystopia", DYSTOPIAS)
def test_random_end_states(dystopia):
    import random
    rng = random.Random(dystopia)
    for seats in (2, 3, 4):
        s = end_state(dystopia, seats)
        for _ in range(60):
            _scramble(s, rng)
            check(s)
