"""Building Chronocritters positions for rulebook examples: a seeded setup played by random
bots up to the first turn, then the state set as the example describes."""
from __future__ import annotations

from engine.chronocritters import GAME
from engine.chronocritters import events as ev
from engine.chronocritters.state import Die, Options, Slot
from engine.chronocritters.tasks import STEPS, TurnTask
from engine.core import CHANCE, SeatSpec, Session


def first_turn(seats: int = 2, seed: int = 1, options: Options | None = None):
    """The state at the first player's first turn (setup done by random bots)."""
    session = Session(GAME, [SeatSpec(f"p{i}", "random") for i in range(seats)], seed, options or Options())
    while not isinstance(session.state.tasks[-1], TurnTask):
        session.step_auto()
    return session.state


def blank(p) -> None:
    """A player with nothing: no dice, quests, resources or VPs (the supply is not counted here)."""
    p.grid = [None] * 9
    p.slots = {}
    p.wood = p.sand = p.gold = p.vp = 0
    p.berries = {x: 0 for x in p.berries}


def dice(p, cells: dict[int, tuple[str, int]]) -> None:
    for cell, (colour, value) in cells.items():
        p.grid[cell] = Die(colour, value)


def play(s, *events):
    """Check then apply each event (as the session does), returning the state. No event may
    break one of the game's invariants: a test's hand-set position may already break some (a
    die set on a grid, not taken from the supply), and those are left as they were."""
    before = set(GAME.invariants(s))
    for e in events:
        GAME.check(s, e)
        GAME.apply(s, e)
        assert set(GAME.invariants(s)) <= before, (e, set(GAME.invariants(s)) - before)
    return s


def from_piles(s, *names: str) -> None:
    """Take quests or tiles out of their piles, where a test puts them in play by hand."""
    for pile in s.piles.values():
        pile[:] = [q for q in pile if q not in names]


def draw(s):
    """Resolve pending chance (refills) with the first outcome."""
    while GAME.to_act(s) == CHANCE:
        GAME.apply(s, GAME.chance_outcomes(s)[0])
    return s


def slot(quest: str, done: bool = False, dock: str = "") -> Slot:
    return Slot(quest=quest, done=done, dock=dock)


def top(s):
    return s.tasks[-1]


def settle(s):
    STEPS.settle(s)
    return s


def eagle_to_move(**berries: int):
    """Seat 0 at its turn's free actions with a level 2 eagle bonus to use: its eagle has taken
    berries (spot 1 of Taking berries), and it holds `berries` besides."""
    s = first_turn()
    p = s.players[0]
    p.levels["eagle"] = p.eagle_bonus = 2  # as an upgrade leaves it (level 1 with a bonus: helper-298)
    p.berries.update(berries)
    play(s, ev.PlaceCritter("eagle", "berries.0"))
    while not isinstance(top(s), TurnTask):
        play(s, GAME.legal_moves(s)[0])
    return s


EAGER = (ev.CompleteQuest, ev.CompleteDocking, ev.TakeGoal, ev.Upgrade, ev.PairItem)


def leaning_move(rng, moves, weight: dict[str, int], tiles: bool = False, portals: float = 0.0):
    """Random play leaning to what plain random bots rarely reach (the oracles' games):
    completions and goals first, then (with `tiles`) a level II tile, a critter on a spot by
    `weight`, (with `portals`, that often) a portal, ending the turn, a dam marker."""
    eager = [m for m in moves if isinstance(m, EAGER)]
    if eager and rng.random() < 0.9:
        return rng.choice(eager)
    taken = [m for m in moves if isinstance(m, ev.TakeTile)] if tiles else []
    if taken and rng.random() < 0.8:
        return rng.choice([m for m in taken if m.level == 2] or taken)
    places = [m for m in moves if isinstance(m, ev.PlaceCritter)]
    if places and rng.random() < 0.85:
        return rng.choices(places, [weight.get(m.spot.split(".")[0], 1) for m in places])[0]
    opened = [m for m in moves if isinstance(m, ev.OpenPortal)] if portals else []
    if opened and rng.random() < portals:
        return rng.choice(opened)
    if ev.EndTurn() in moves and rng.random() < 0.8:
        return ev.EndTurn()
    dam = [m for m in moves if isinstance(m, ev.DamMarker)]
    if dam and rng.random() < 0.8:
        return rng.choice(dam)
    return rng.choice([m for m in moves if not isinstance(m, (ev.AdjustGold, ev.AdjustToken))] or moves)
