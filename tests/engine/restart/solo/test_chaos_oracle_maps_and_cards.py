"""An independent oracle of Chaos's printed Extinction and Oceanrise rules (rules/restart.txt
L545-552 and L602-619, with the base rules they lean on: L481-544, L557-600), written from the
text and not from engine/restart/chaos/extinction.py or oceanrise.py. It reads only the State.

- random positions (display, decks and their bottoms, Chaos's columns; Map sheets, crystals,
  figures in regions, Objective spaces or off the board): Chaos's Plan choice and the position
  after its Plan A / Plan B (its own or an Event card's) must be what the text gives;
- seeded random solo games: every Chaos Plan action, every Plan B you perform with a Chaos figure
  and both players' final Plan A / Plan B scores are compared with the oracle as they happen.

The readings the code documents as doubtful (SOLO.md §9.3-9.4) are taken as the code takes them
and named where they are used: a full matching column makes a card not preferred; a Plan with no
card of its type is forgone; sectors are read row by row; L610 counts symbols on Chaos's sheet
and passes over a full region."""
from __future__ import annotations

import copy
import random
from collections import Counter

from engine.core import CHANCE, Session, SeatSpec
from engine.core.steps import push
from engine.restart import GAME, scoring
from engine.restart.chaos import CHAOS, extinction, oceanrise, turn as chaos_turn
from engine.restart.dystopias.extinction import steps as x_steps
from engine.restart.dystopias.oceanrise import steps as o_steps
from engine.restart.intelligence import PlanAction
from engine.restart.state import OBJECTIVE_BASE, Options, Turn
from engine.restart.steps import STEPS

from tests.engine.restart.solo.helpers import solo

YOU = 0

# == Extinction, from the text ====================================================================
PREFERRED = ("X4", "X5", "Y1", "Y8")                 # L546
SET_POINTS = {2: 3, 3: 7, 4: 11, 5: 13, 6: 15}        # L536-542
THRESHOLDS = (3, 5, 6, 8, 10, 13, 14, 18, 22)         # L502
COLUMN_MAX = 6                                        # L485
COUNTS = {"X": (3, 4, 6, 9, 9, 7, 6, 4), "Y": (11, 7, 4, 2, 2, 4, 7, 11)}   # the Extinction Aid card


def matching(cols, card):
    """L548 "its matching Chromosome column": the column its preferred card started (L547); a
    full one cannot take it (L485), so the card is not preferred then (SOLO.md §9.3)."""
    k = next((k for k, col in enumerate(cols) if col and col[0] == card), None) if card in PREFERRED else None
    return k if k is not None and len(cols[k]) < COLUMN_MAX else None


def x_choice(d):
    """L548: the leftmost preferred card's type; L549: else the leftmost card's type."""
    cards = [c for c in d.display if c]
    pick = next((c for c in cards if matching(d.columns[CHAOS], c) is not None), cards[0] if cards else "")
    return {"X": "plan_a", "Y": "plan_b", "": ""}[pick[:1]]


def x_pick(d, plan):
    """L550 (and L548-549 once the Plan is known): (display index, card, its column or None)."""
    kind = "X" if plan == "plan_a" else "Y"
    cards = [(k, c) for k, c in enumerate(d.display) if c and c[0] == kind]
    for k, c in cards:
        if matching(d.columns[CHAOS], c) is not None:
            return k, c, matching(d.columns[CHAOS], c)
    return (cards[0][0], cards[0][1], None) if cards else None


def above(pile, bottom):
    return sorted((Counter(pile) - Counter(bottom)).elements())


def x_expect(d, plan):
    """The position after Chaos's Plan, up to the refill: (columns, display 1-5, bottom after the
    card goes under its deck, the cards the refill may be)."""
    cols = copy.deepcopy(d.columns[CHAOS])
    pick = x_pick(d, plan)
    if pick is None:                                   # nothing of its type: forgone
        return cols, list(d.display), list(d.bottom), None
    k, card, col = pick
    decks = {"X": list(d.x_deck), "Y": list(d.y_deck)}
    bottom = list(d.bottom)
    if col is not None:
        cols[col].append(card)
    else:                                              # L549-550: face down under its deck
        decks[card[0]].append(card)
        bottom.append(card)
    rest = [c for i, c in enumerate(d.display) if i != k]
    # L525-526 (L551): the top card of the deck of the taken card's type, else of the other deck
    for kind in (card[0], "Y" if card[0] == "X" else "X"):
        if decks[kind]:
            top = above(decks[kind], bottom)
            refill = set(top) if top else {next(c for c in bottom if c[0] == kind)}
            break
    else:
        refill = set()
    return cols, rest, bottom, refill


def totals(cols):
    cards = [c for col in cols for c in col]
    return [sum(c[0] == k for c in cards) for k in "XY"]


def missions_for(before, after):
    """L500-502: a Mission for each threshold a total reaches or passes."""
    return sum(1 for b, a in zip(before, after) for t in THRESHOLDS if b < t <= a)


def x_score(cols):
    """L536-544: each column that is one set or one descending run, by its number of cards."""
    out = {"plan_a": 0, "plan_b": 0}
    for col in cols:
        values = [int(c[1:]) for c in col]
        same_type = len({c[0] for c in col}) == 1
        run = all(a - 1 == b for a, b in zip(values, values[1:]))
        if len(col) >= 2 and same_type and (len(set(col)) == 1 or run):
            out["plan_a" if col[0][0] == "X" else "plan_b"] += SET_POINTS[len(col)]
    return out


# == Oceanrise, from the text =====================================================================
WILDLIFE = (0, 0, 1, 1, 1, 1, 2)                      # L575-580
LAKE = (1, 1, 1, 1, 2, 2, 3)
FOREST = (0, 1, 2, 3, 4, 5, 6)
READING = range(9)                                    # L609 "from top to bottom and from left to right"


def o_region(s, space):
    """L557-558 the region in the same row and column; L562 an Objective space (and off the board)
    is in no region."""
    if not 0 <= space < OBJECTIVE_BASE:
        return None
    row, col = divmod(space, s.cols)
    return 4 * row + col                              # the Map has four region columns (L555)


def sectors(sheet, r):
    return sheet[9 * r:9 * r + 9]


def o_choice(s):
    """L605: Plan A when its Adult's region has a sector with no symbol, else Plan B."""
    r = o_region(s, s.players[CHAOS].adult)
    return "plan_a" if r is not None and "" in sectors(s.dyst.sheets[CHAOS], r) else "plan_b"


def o_figure(s):
    """L610 (+ L608): your Child if your Adult is in an Objective space, else your figure in the
    region with the most symbols (tie: your Adult's); a full region is passed over (SOLO.md §9.4
    reading (b)); (figure, region) or (None, None): it forgoes."""
    you, sheet = s.players[YOU], s.dyst.sheets[CHAOS]
    figures = [("child", you.child)] if you.adult >= OBJECTIVE_BASE else [("adult", you.adult), ("child", you.child)]
    best = None
    for name, space in figures:
        r = o_region(s, space)
        if r is None or "" not in sectors(sheet, r):
            continue
        key = (9 - sectors(sheet, r).count(""), name == "adult")
        if best is None or key > best[0]:
            best = (key, name, r)
    return (best[1], best[2]) if best else (None, None)


def o_draw(s, sheet, r):
    """L609/L611: as many wildlife, then lake, then forest symbols as its crystals allow (L604),
    each in the first sector with no symbol, City or not."""
    perception, intelligence, memory = (len(t) for t in s.players[CHAOS].tracks)
    symbols = ["W"] * WILDLIFE[perception] + ["L"] * LAKE[intelligence] + ["F"] * FOREST[memory]
    sheet = list(sheet)
    for k in READING:
        if symbols and not sheet[9 * r + k]:
            sheet[9 * r + k] = symbols.pop(0)
    return sheet


def o_expect(s, plan):
    """(sheet, region or None, figure, boxes, Missions) after Chaos's Plan."""
    d = s.dyst
    figure = None
    if plan == "plan_a":
        r = o_region(s, s.players[CHAOS].adult)       # L567: none in an Objective space: forgone
    else:
        figure, r = o_figure(s)
    sheet, boxes, mission = list(d.sheets[CHAOS]), list(d.boxes[CHAOS]), 0
    if r is not None:
        new = o_draw(s, sheet, r)
        if sum(map(bool, sectors(sheet, r))) < 2 <= sum(map(bool, sectors(new, r))):   # L592
            boxes[r], mission = True, 1
        sheet = new
    return sheet, r, figure, boxes, mission


def o_score(s, seat, cities, points):
    """L596-600, and for Chaos L612-619 (8/5/3 for a symbol in a City sector)."""
    sheet, total = s.dyst.sheets[seat], 0
    for col in range(9):                              # three region columns with 2 players (L563)
        rc, c = divmod(col, 3)
        total += 6 * all(sheet[9 * (4 * row + rc) + 3 * r + c] for row in range(3) for r in range(3))
    for r in range(12):
        here = sectors(sheet, r)
        city = here[cities[r]]
        if not city:
            total += 2 * here.count("W") + here.count("L")
        elif seat == CHAOS:
            total += {"W": 8, "L": 5, "F": 3}[city]
    n = s.dyst.circled[seat]
    return {"plan_a": total, "plan_b": points[n - 1] if n else 0}


def cities_and_points():
    """The designed Map sheet (City sectors) and Contribution numbers, read from the data file."""
    import json
    from pathlib import Path
    import engine.restart.dystopias.oceanrise as pkg
    data = json.loads((Path(pkg.__file__).parent / "data" / "oceanrise.json").read_text())
    cities = {4 * c["region"][0] + c["region"][1]: 3 * c["sector"][0] + c["sector"][1]
              for c in data["map_sheet"]["cities"]}
    return cities, data["contribution_track"]


CITIES, TRACK = cities_and_points()


def missions_of(p):
    return len(p.missions) + len(p.completed) + len(p.discarded_missions)


# == positions by hand ============================================================================
def run_plan(s, plan, rng):
    """Chaos performs `plan`; returns (refill outcomes offered, whether you were asked to circle)."""
    s.tasks, s.turn = [], Turn(seat=CHAOS)
    push(s, PlanAction(CHAOS, plan))
    STEPS.settle(s)
    refill, asked = None, False
    while s.tasks:
        top = s.tasks[-1]
        if GAME.to_act(s) == CHANCE:
            outcomes = GAME.chance_outcomes(s)
            if top.kind == "extinction_draw" and refill is None:
                refill = {e.card for e in outcomes}
            GAME.apply(s, rng.choice(outcomes))
        else:
            asked = asked or top.kind == "oceanrise_circle"
            GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    return refill, asked


def random_extinction(base, rng):
    s = copy.deepcopy(base)
    d = s.dyst
    pool = {k: [f"{k}{v + 1}" for v, n in enumerate(COUNTS[k]) for _ in range(n)] for k in "XY"}
    for col in d.columns[YOU]:
        for c in col:
            pool[c[0]].remove(c)
    cols = [[c] for c in PREFERRED]
    for c in PREFERRED:
        pool[c[0]].remove(c)
    for col in cols:                                   # 1-6 cards, mostly its own card
        for _ in range(rng.choice((0, 0, 1, 2, 5, 5))):
            want = col[0] if rng.random() < 0.8 else rng.choice(pool[col[0][0]])
            if want in pool[want[0]] and len(col) < COLUMN_MAX:
                pool[want[0]].remove(want)
                col.append(want)
    d.columns[CHAOS] = cols
    mode = rng.random()
    display = []
    for _ in range(6):                                 # all of one type now and then
        kind = rng.choice("XY") if mode < 0.7 else ("X" if mode < 0.85 else "Y")
        card = rng.choice(pool[kind] or pool["X" if kind == "Y" else "Y"])
        pool[card[0]].remove(card)
        display.append(card)
    for k in "XY":                                     # short decks now and then
        rng.shuffle(pool[k])
        if rng.random() < 0.3:
            pool[k] = pool[k][:rng.choice((0, 1, 2, 3))]
    d.x_deck, d.y_deck = sorted(pool["X"]), sorted(pool["Y"])
    d.display = display
    d.bottom = []
    for k in "XY":                                     # cards already put under their deck
        for c in rng.sample(pool[k], min(len(pool[k]), rng.choice((0, 0, 1, 2)))):
            d.bottom.append(c)
    rng.shuffle(d.bottom)
    return s


def built_positions(dystopia: str, seed: int, build, choose, oracle):
    """(position, Plan, rng) at 500 built positions: a Plan given, or (its Intelligence turn)
    the Plan Chaos chooses, checked against the oracle's choice; a position with none is
    passed over."""
    rng = random.Random(seed)
    base = solo(dystopia)
    for _ in range(500):
        s = build(base, rng)
        plan = rng.choice(("plan_a", "plan_b", None))
        if plan is None:
            assert choose(s) == oracle(s)
            plan = oracle(s)
        if plan:
            yield s, plan, rng


def test_chaos_extinction_positions_match_the_printed_text():
    for s, plan, rng in built_positions("extinction", 545, random_extinction, extinction.choose,
                                        lambda s: x_choice(s.dyst)):  # L548-549
        d = s.dyst
        cols, rest, bottom, refill = x_expect(d, plan)
        display, before = list(d.display), totals(d.columns[CHAOS])
        count = missions_of(s.players[CHAOS])
        shown = len(s.display)
        got_refill, _ = run_plan(s, plan, rng)
        assert d.columns[CHAOS] == cols, (plan, display)
        assert (got_refill or set()) == (refill or set()), (plan, display, d.x_deck, d.y_deck, bottom)
        if refill is None:
            assert d.display == display and d.bottom == bottom, (plan, display)
        else:
            assert d.display[:5] == rest[:5] and (d.display[5] != "") == bool(refill), (plan, display)
            assert d.bottom == bottom or d.display[5] in bottom and d.bottom == [
                c for i, c in enumerate(bottom) if i != bottom.index(d.display[5])], (plan, display, bottom)
        assert missions_of(s.players[CHAOS]) - count == min(shown, missions_for(before, totals(cols)))


def random_oceanrise(base, rng):
    s = copy.deepcopy(base)
    d = s.dyst
    sheet = [""] * 108
    for r in (0, 1, 2, 4, 5, 6, 8, 9, 10):
        n = rng.choice((0, 0, 1, 2, 4, 7, 8, 8, 9, 9))
        for k in rng.sample(range(9), n):
            sheet[9 * r + k] = rng.choice("WLF")
    d.sheets[CHAOS] = sheet
    d.circled = [rng.choice((0, 2, 5, TRACK["spaces"])) for _ in range(2)]
    s.players[CHAOS].tracks = ["F" * rng.randint(0, 6) for _ in range(3)]

    def somewhere(objective):
        x = rng.random()
        return OBJECTIVE_BASE + rng.randrange(3) if x < objective else -1 if x < objective + 0.05 else rng.randrange(9)
    s.players[CHAOS].adult = somewhere(0.15)
    s.players[YOU].adult = somewhere(0.25)
    s.players[YOU].child = rng.randrange(9)
    return s


def test_chaos_oceanrise_positions_match_the_printed_text():
    for s, plan, rng in built_positions("oceanrise", 602, random_oceanrise, oceanrise.choose,
                                        o_choice):  # L605
        d = s.dyst
        sheet, r, figure, boxes, mission = o_expect(s, plan)
        if plan == "plan_b":
            assert oceanrise.figure(s) == figure
        you, count, shown = d.circled[YOU], missions_of(s.players[CHAOS]), len(s.display)
        circled = d.circled[CHAOS]
        _, asked = run_plan(s, plan, rng)
        assert d.sheets[CHAOS] == sheet, (plan, r, s.players[CHAOS].tracks)
        assert d.boxes[CHAOS] == boxes
        assert missions_of(s.players[CHAOS]) - count == min(mission, shown)
        assert d.circled[CHAOS] == circled
        # L610 "You may circle": asked exactly when Chaos uses your figure (L608: not when it forgoes)
        assert asked == (plan == "plan_b" and figure is not None and you < TRACK["spaces"])
        assert d.circled[YOU] - you in ((0, 1) if asked else (0,))


# == seeded solo games ============================================================================
class Watch:
    """Wraps the Plan entry points to compare each action of the live game with the oracle."""

    def __init__(self, monkeypatch):
        self.live, self.pending, self.turn_plan, self.compared = None, None, None, 0
        plan_for, x_start, o_start = chaos_turn.plan_for, x_steps.start, o_steps.start

        def choose(s):
            got = plan_for(s)
            if s is self.live:
                assert got == (x_choice(s.dyst) if s.dystopia == "extinction" else o_choice(s))
                self.compared += 1
                self.turn_plan = got
            return got

        def start(original):
            def wrapped(s, seat, plan):
                if s is self.live:
                    self.finish(s)
                    self.begin(s, seat, plan)
                return original(s, seat, plan)
            return wrapped
        monkeypatch.setattr(chaos_turn, "plan_for", choose)
        monkeypatch.setattr(x_steps, "start", start(x_start))
        monkeypatch.setattr(o_steps, "start", start(o_start))

    def begin(self, s, seat, plan):
        d = s.dyst
        if seat != CHAOS:
            if s.dystopia == "oceanrise" and plan == "plan_b":   # L611: you circle Chaos's number
                c = s.players[CHAOS]
                uses = o_region(s, c.adult) is not None or o_region(s, c.child) is not None
                self.pending = ("you", d.circled[CHAOS], uses, missions_of(c), len(s.display))
            return
        self.compared += 1
        if s.dystopia == "extinction":
            cols, rest, bottom, refill = x_expect(d, plan)
            self.pending = ("x", cols, rest, bottom, refill, missions_of(s.players[CHAOS]),
                            min(len(s.display), missions_for(totals(d.columns[CHAOS]), totals(cols))))
        else:
            sheet, r, figure, boxes, mission = o_expect(s, plan)
            self.pending = ("o", sheet, boxes, missions_of(s.players[CHAOS]), min(mission, len(s.display)),
                            d.circled[YOU], plan == "plan_b" and figure is None, d.circled[CHAOS])
        self.turn_plan = None

    def finish(self, s):
        p, self.pending = self.pending, None
        if p is None:
            return
        d, chaos = s.dyst, s.players[CHAOS]
        if p[0] == "x":
            _, cols, rest, bottom, refill, count, missions = p
            assert d.columns[CHAOS] == cols
            if refill is not None:
                assert d.display[:5] == rest[:5] and (d.display[5] in refill if refill else d.display[5] == "")
            assert missions_of(chaos) - count == missions
        elif p[0] == "o":
            _, sheet, boxes, count, missions, you, forgone, circled = p
            assert d.sheets[CHAOS] == sheet and d.boxes[CHAOS] == boxes
            assert missions_of(chaos) - count == missions
            assert d.circled[YOU] - you in ((0,) if forgone else (0, 1)) and d.circled[CHAOS] == circled
        else:
            _, circled, uses, count, shown = p
            want = min(circled + uses, TRACK["spaces"])
            assert d.circled[CHAOS] == want
            assert missions_of(chaos) - count == (want != circled and want in TRACK["mission_points"] and shown > 0)

    def busy(self, s):
        return s.dyst.plan or any(t.kind.startswith(("extinction", "oceanrise"))
                                  or t.kind in ("take_mission", "draw_mission", "holder_full") for t in s.tasks)


def test_chaos_in_seeded_solo_games_matches_the_oracle(monkeypatch):
    watch = Watch(monkeypatch)
    for dystopia in ("extinction", "oceanrise"):
        for seed in range(40):
            session = Session(GAME, [SeatSpec("you", "random")], seed, Options(dystopia=dystopia))
            s = watch.live = session.state
            while session.step_auto():
                assert session.state is s
                if s.phase == "play" and dystopia == "extinction" and s.dyst.columns[CHAOS][0][0] != "X4":
                    raise AssertionError(s.dyst.columns[CHAOS])
                if watch.pending is not None and not watch.busy(s):
                    watch.finish(s)
            watch.finish(s)
            assert s.phase == "over"
            got = scoring.breakdown(s)
            for seat in (YOU, CHAOS):
                want = (x_score(s.dyst.columns[seat]) if dystopia == "extinction"
                        else o_score(s, seat, CITIES, TRACK["points"]))
                assert (got[seat]["plan_a"], got[seat]["plan_b"]) == (want["plan_a"], want["plan_b"]), (seed, seat)
    assert watch.compared > 500
