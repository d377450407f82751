"""What a player would say aloud as Chronocritters goes on, added to the log line of the event
that brought it about (Game.picture / Game.narrate): the VP, gold, sand, wood, berries and energy
an event won or cost, the end of a round (the new turn order with the dam markers that set it,
the round's season, what a season's end removes, the time portals that ran down) and of the game.
Chronocritters has no hidden information."""
from __future__ import annotations

from typing import NamedTuple

from engine.chronocritters.content import BOARD, SEASONS, season_of, segments
from engine.chronocritters.quests import pairs
from engine.chronocritters.round_end import DAM_TIE, LAST_ROUND
from engine.chronocritters.tasks import STEPS, AdvanceEnergy
from engine.chronocritters.text import seat_name


class Seen(NamedTuple):
    round: int
    over: bool      # round 7 has ended (winter's income may still ask for choices)
    finished: bool  # nothing is left to do: the points are final but for final scoring
    purse: tuple    # each player's purse (see _purse): what an event changed is said
    removed: dict   # each removed pile's length: a season's end removes items from the offers
    portals: tuple  # each player's open time portals: a round's end closes those run down
    season_end: bool  # a season's end is under way (its income and energy advance to come)
    pairs: tuple    # each player's pairs: a new one's VPs are named apart from the quest's


def picture(s) -> Seen:
    return Seen(s.round, s.over, STEPS.to_act(s) is None, tuple(_purse(p) for p in s.players), _removed(s),
                tuple(len(p.portals) for p in s.players), any(isinstance(t, AdvanceEnergy) for t in s.tasks),
                tuple(map(pairs, s.players)))


def _removed(s) -> dict:
    return {name: len(pile) for name, pile in s.removed.items()}


PURSE = ("VP", "gold", "sand", "wood", *(f"{x} berr" for x in SEASONS), "energy (track a)", "energy (track b)")


def _purse(p) -> tuple[int, ...]:
    return (p.vp, p.gold, p.sand, p.wood, *(p.berries[x] for x in SEASONS), *p.energy)


def _change(n: int, what: str) -> str:
    if what.endswith(" berr"):
        what += "y" if abs(n) == 1 else "ies"
    return f"{n:+d} {what}"


def narrate(before: Seen, s) -> str:
    said, gains = [], []
    present = BOARD.rounds[before.round - 1]
    for i, (then, p) in enumerate(zip(before.pairs, s.players)):  # paired now: the present season's VPs
        made = pairs(p) - then
        if made > 0:
            what = f"{'an' if present == 'autumn' else 'a'} {present} pair" if made == 1 else f"{made} {present} pairs"
            said.append(f"{seat_name(i)} makes {what} (+{BOARD.pair_vps[present] * made} VP)")
    for i, (then, p) in enumerate(zip(before.purse, s.players)):  # pairs, goals, the peacock...
        changes = [_change(now - was, what) for was, now, what in zip(then, _purse(p), PURSE) if now != was]
        if changes:
            gains.append(f"{seat_name(i)} {', '.join(changes)}")
    ended = s.round > before.round or s.over and not before.over
    at_season_end = ended or before.season_end  # what changed is the round's or season's end's
    if not at_season_end:
        said += gains
    if s.round > before.round:
        solo = s.automa is not None
        order = ", ".join(seat_name(seat, solo) for seat in s.order)
        row = s.dam[before.round - 1]
        counts = ", ".join(f"{seat_name(seat, solo)} {row.count(seat)}" for seat in s.order)
        tied = len({row.count(seat) for seat in s.order}) < len(s.order)
        said.append(f"round {before.round} ends; round {s.round} of {LAST_ROUND} "
                    f"({BOARD.rounds[s.round - 1]}) begins, in turn order {order} (dam markers in row "
                    f"{before.round}: {counts}" + (f"; {DAM_TIE}, then to last round's order" if tied else "") + ")")
        gone = [x for name, pile in s.removed.items() for x in pile[before.removed.get(name, len(pile)):]]
        if gone:  # the season's end (steps 6-7)
            said.append(f"{BOARD.rounds[before.round - 1]} ends: {', '.join(gone)} leave the offers (their rightmost)")
    if ended:  # step 2: each portal's value drops by 1
        for i, (then, p) in enumerate(zip(before.portals, s.players)):
            if len(p.portals) < then:
                closed = then - len(p.portals)
                said.append(f"{closed} time portal{'s' if closed > 1 else ''} of {seat_name(i)} ran down and closed")
            if p.portals and not s.over:  # the rest turned with the disc: another season now (a review)
                reach = ", ".join(f"{season_of(s.round - 1 + q.offset)} ({segments(q.offset)})" for q in p.portals)
                said.append(f"{seat_name(i)}'s time portal{'s now reach' if len(p.portals) > 1 else ' now reaches'} {reach}")
    finished = STEPS.to_act(s) is None
    if s.over and not before.over:
        said.append(f"round {LAST_ROUND} ends and with it the game"
                    + ("" if finished else ": winter's income first, then final scoring"))
    if at_season_end and gains:  # steps 8-9: not as if the event's own doing
        season = BOARD.rounds[before.round - 1 if ended else s.round - 2]
        steps = "income" if s.over else "income; energy panels off 0 move forward"
        said.append(f"{season}'s end ({steps}): {', '.join(gains)}")
    if finished and not before.finished:  # after every income: the points final scoring adds to
        said.append(", ".join(f"{seat_name(i)} {p.vp} VP before final scoring" for i, p in enumerate(s.players)))
    return "; " + "; ".join(said) if said else ""
