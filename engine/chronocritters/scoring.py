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


PAIRS = BOARD.pairs_final  # VPs by connected pairs (one entry for each count a portal holds)
PAIRS_TABLE = ", ".join(f"{n}: {vp}" for n, vp in enumerate(PAIRS) if n) + " VP"  # for the help


def pairs_vps(p) -> int:
    return PAIRS[min(pairs(p), len(PAIRS) - 1)]


def tile_vps(p, tile: str) -> int:
    t = TILES_II[tile]
    if t.scoring == "die_pips":
        return max(t.per * tile_count(p, tile), t.or_flat)
    return t.per * tile_count(p, tile)


def tile_count(p, tile: str) -> int:
    """What a level II tile counts: its colour's best die's pips, or the things it scores per."""
    t = TILES_II[tile]
    if t.scoring == "die_pips":
        return max((d.value for d in p.grid if d is not None and d.colour == t.colour), default=0)
    return {"dam_markers": lambda: goal_count(p, "dam_markers"),
             "pairs": lambda: pairs(p),
             "critter_levels": lambda: goal_count(p, "critter_upgrades"),
             "gold": lambda: p.gold,
             "mines": lambda: goal_count(p, "mines"),
             "completed_quests": lambda: goal_count(p, "completed_quests"),
             "portal_dice_left": lambda: BOARD.portals - len(p.portals),
             "goals": lambda: len(p.goals)}[t.scoring]()


def dam_ranks(s) -> dict[int, list[int]]:
    """Column -> its participants with markers, most first (a tie: the marker nearer the
    bottom, row 0). In solo the automa's markers compete; its setup marker does not count."""
    out = {}
    for c in columns(s):
        counts: dict[int, int] = {}  # seat -> markers, in the order met from the bottom row up
        for row in s.dam:
            if row[c] >= 0:  # EMPTY, SETUP_MARKER < 0
                counts[row[c]] = counts.get(row[c], 0) + 1
        out[c] = sorted(counts, key=counts.__getitem__, reverse=True)  # stable: a tie keeps the lower
    return out


def dam_majorities(s) -> list[int]:
    """VPs per participant: in each column the most markers score `first`, the next `second`
    (the automa scores nothing)."""
    out = [0] * (s.seats + (s.automa is not None))
    for c, ranked in dam_ranks(s).items():
        col = BOARD.dam.columns[c]
        for seat, vps in zip(ranked, (col.first, col.second)):
            out[seat] += vps
    return out


def score_details(s) -> list[str]:
    """final_details of every participant (the automa's: none)."""
    return [final_details(s, i) for i in range(s.seats)] + [""] * (s.automa is not None)


def _tile_words(p, tile: str) -> str:
    """"2 x 4 pips", or the flat value a die-pips tile takes instead (L465 "they choose to gain
    9 VPs": it read "2 x 1 pips = 9", an audit)."""
    t, n = TILES_II[tile], tile_count(p, tile)
    product = f"{t.per} x {n} " + ("pips" if t.scoring == "die_pips" else t.scoring.replace("_", " "))
    if t.scoring == "die_pips" and t.or_flat > t.per * n:
        return f"{t.or_flat} flat (not {product})"
    return product


def final_details(s, seat: int) -> str:
    """How a player's final categories were counted, to check by hand (a review could not
    tell the pairs or the dam columns behind "Pairs 22" and "Dam majorities 15")."""
    p = s.players[seat]
    n = pairs(p)
    tiles = [f"{x} {_tile_words(p, x)} = {tile_vps(p, x)}" for x in docked(p) if x in TILES_II]
    cols = BOARD.dam.columns
    dam = [f"column {c + 1} {place} {vps}" for c, ranked in dam_ranks(s).items()
           for who, place, vps in zip(ranked, ("first", "second"), (cols[c].first, cols[c].second)) if who == seat]
    berries = sum(p.berries.values())
    return (f"{n} connected pair{'s' * (n != 1)} = {pairs_vps(p)}; level II tiles: {', '.join(tiles) or 'none'}; "
            f"dam: {', '.join(dam) or 'no majority'}; resources {berries} berries + {p.sand} sand + "
            f"{p.wood} wood = {berries + p.sand + p.wood}, a VP per 3")


def final_categories(s, seat: int, dam: int) -> dict[str, int]:
    p = s.players[seat]
    return {
        "during the game": p.vp,
        "pairs": pairs_vps(p),
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
