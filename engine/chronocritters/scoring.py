"""Final scoring (rulebook steps 1-5) and the winner: connected pairs by the pairs table, level II
bonus tiles, dam column majorities (ties: the marker nearer the bottom), 1 VP per golden plate,
1 VP per 3 resources (berries, sand, wood). A tie goes to the player later in round 1's order."""
from __future__ import annotations

import enum

from engine.chronocritters.content import BOARD, TILES_II
from engine.chronocritters.actions import columns
from engine.chronocritters.quests import docked, goal_count, pairs
from engine.chronocritters.solo import rating
from engine.core.game import Outcome, SeatScore


class Ending(enum.StrEnum):
    SEVEN_ROUNDS = "seven_rounds"   # the end of round 7, the 2nd round of winter


def tile_vps(p, tile: str) -> int:
    t = TILES_II[tile]
    if t.scoring == "die_pips":
        best = max((d.value for d in p.grid if d is not None and d.colour == t.colour), default=0)
        return max(t.per * best, t.or_flat)
    count = {"dam_markers": lambda: goal_count(p, "dam_markers"),
             "pairs": lambda: pairs(p),
             "critter_levels": lambda: goal_count(p, "critter_upgrades"),
             "gold": lambda: p.gold,
             "mines": lambda: goal_count(p, "mines"),
             "completed_quests": lambda: goal_count(p, "completed_quests"),
             "portal_dice_left": lambda: BOARD.portals - len(p.portals),
             "goals": lambda: len(p.goals)}[t.scoring]()
    return t.per * count


def dam_majorities(s) -> list[int]:
    """VPs per participant: in each column the most markers score `first`, the next `second`
    (a tie: the marker nearer the bottom, row 0). In solo the automa's markers compete (it
    scores nothing); its setup marker does not count."""
    out = [0] * (s.seats + (s.automa is not None))
    for c in columns(s):
        col = BOARD.dam.columns[c]
        counts: dict[int, int] = {}  # seat -> markers, in the order met from the bottom row up
        for row in s.dam:
            if row[c] >= 0:  # EMPTY, SETUP_MARKER < 0
                counts[row[c]] = counts.get(row[c], 0) + 1
        ranked = sorted(counts, key=counts.__getitem__, reverse=True)  # stable: a tie keeps the lower
        for seat, vps in zip(ranked, (col.first, col.second)):
            out[seat] += vps
    return out


def final_categories(s, seat: int, dam: int) -> dict[str, int]:
    p = s.players[seat]
    return {
        "during the game": p.vp,
        "pairs": BOARD.pairs_final[min(pairs(p), len(BOARD.pairs_final) - 1)],
        "level II tiles": sum(tile_vps(p, x) for x in docked(p) if x in TILES_II),
        "dam majorities": dam,
        "golden plates": p.gold,
        "resources": (sum(p.berries.values()) + p.sand + p.wood) // 3,
    }


def outcome(s) -> Outcome:
    dam = dam_majorities(s)
    scores = [SeatScore(sum(c.values()), c) for c in (final_categories(s, i, dam[i]) for i in range(s.seats))]
    if s.automa is not None:  # "The automa scores no points": the player's score is the result
        automa = SeatScore(0, {k: 0 for k in scores[0].categories})
        marks = rating(scores[0].total)
        return Outcome([scores[0], automa], [0], Ending.SEVEN_ROUNDS, "solo: the automa scores no points",
                       marks)  # the score read against the rulebook's marks (L555)
    best = max(x.total for x in scores)
    tied = [i for i, x in enumerate(scores) if x.total == best]
    winner = max(tied, key=s.first_order.index)
    reason = "most VPs" if len(tied) == 1 else "tie: the player later in the first round wins"
    return Outcome(scores, [winner], Ending.SEVEN_ROUNDS, reason)
