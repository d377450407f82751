"""The end of a round (steps 1-5: the disc turns, portals decay, critters return, turn order by
dam markers in the round's row, the round marker moves up) and of a season (steps 6-9: the
rightmost bonus tile and the rightmost quest of each hard disc offer leave them, income from mines,
level I bonus tiles and year goals, energy panels advance). After round 7 winter concludes:
portals decay and critters return (steps 2-3), its income is gained (step 8; the other steps
change nothing that scores) and the game ends."""
from __future__ import annotations

from engine.chronocritters.content import BOARD, TILES_I, goal, tile_income
from engine.chronocritters.actions import mine_rewards
from engine.chronocritters.offers import remove_rightmost
from engine.chronocritters.quests import docked
from engine.chronocritters.rewards import grant
from engine.chronocritters.state import Turn
from engine.chronocritters.tasks import STEPS, AdvanceEnergy, EndRound, NextTurn
from engine.core.steps import pop, push

LAST_ROUND = len(BOARD.rounds)
DAM_SPOT = "dam.0"


# L439 as read (NOTES.md (d)); the log and the Dam board's forecast end it with the order meant
DAM_TIE = "a tie goes to the critter higher on the Dam spot (a player with one there before one without)"


def next_order(s) -> list[int]:
    """Most dam markers in the round's row first; ties: the critter higher in the Dam action's
    stack first, then the order of the round just played."""
    row = s.dam[s.round - 1]
    stack = s.spots.get(DAM_SPOT, [])

    def height(seat: int) -> int:
        return max((i for i, (who, _) in enumerate(stack) if who == seat), default=-1)

    return sorted(s.order, key=lambda seat: (-row.count(seat), -height(seat), s.order.index(seat)))


def season_ends(round_: int) -> bool:
    """Whether the season ends with this round (its income is paid then: step 8)."""
    return round_ == LAST_ROUND or BOARD.rounds[round_ - 1] != BOARD.rounds[round_]


def income(s, seat: int) -> list:
    p = s.players[seat]
    out = [r for x in range(5) if p.mines[x] for r in mine_rewards(s, p, x)]
    out += [r for item in docked(p) if item in TILES_I for r in tile_income(s.options, item)]
    for g in p.goals:
        shape, level = g.split(":")
        out += goal(s.options, shape, int(level)).income
    return out


def _end_round(s, t) -> None:
    pop(s)
    season_end = season_ends(s.round)
    for p in s.players:  # steps 2-3, after round 7 too: a portal die home counts for a tile
        for q in p.portals:
            q.value -= 1
        p.portals = [q for q in p.portals if q.value > 0]
        p.placed = {c: "" for c in p.placed}
    if s.round == LAST_ROUND:
        s.over = True
        _income(s)
        return
    s.order = next_order(s)
    s.spots = {}
    s.round += 1
    s.turn = Turn()
    push(s, NextTurn(0))
    if season_end:  # the stack runs the last pushed first: steps 6-7, then 8, then 9
        push(s, AdvanceEnergy(0))
        _income(s)
        remove_rightmost(s, "bonus1", 1)
        remove_rightmost(s, "bonus2", 1)
        quests = 2 if s.options.ruleset13 else 1  # the 2 rightmost: one of each offer (L447)
        remove_rightmost(s, "value", quests)
        remove_rightmost(s, "colour", quests)


def _income(s) -> None:
    """Step 8, seat by seat in seat order."""
    for seat in reversed(range(s.seats)):
        grant(s, seat, income(s, seat))


def _advance_energy(s, t) -> None:
    """Step 9: "any cube not on the 0 space of its energy track will advance one space"."""
    pop(s)
    for p in s.players:
        p.energy = [min(BOARD.energy_max, v + 1) if v else 0 for v in p.energy]


STEPS.auto(EndRound, _end_round)
STEPS.auto(AdvanceEnergy, _advance_energy)
