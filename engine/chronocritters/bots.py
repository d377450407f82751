"""Bots. "random" picks uniformly among the legal moves (from the moves alone). "greedy" plays
each move on a copy of its view (the whole game is public) and keeps the one that leaves its
seat the best estimate: the final score if the game ended now, plus small values for what
scores later (dice, quests held, critter levels, energy)."""
from __future__ import annotations

from engine.chronocritters.scoring import dam_majorities, final_categories
from engine.core.game import blind, clone


@blind
def random_bot(game, view, moves, seat, rng):
    return rng.choice(moves)


def estimate(s, seat: int) -> float:
    p = s.players[seat]
    score = sum(final_categories(s, seat, dam_majorities(s)[seat]).values())
    dice = [d for d in p.grid if d is not None]
    return (score + 0.6 * len(dice) + 0.05 * sum(d.value for d in dice)
            + 1.5 * sum(not sl.done for sl in p.slots.values()) + 1.0 * len(p.pending)
            + 3.0 * (sum(p.levels.values()) - 3) + 0.7 * sum(p.energy) + 2.0 * len(p.portals)
            + 4.0 * p.peacock + 0.3 * p.wood)


def greedy_bot(game, view, moves, seat, rng):
    best, choice = None, []
    for move in moves:
        after = clone(view)
        game.apply(after, move)
        value = estimate(after, seat)
        if best is None or value > best + 1e-9:
            best, choice = value, [move]
        elif abs(value - best) <= 1e-9:
            choice.append(move)
    return rng.choice(choice)


bots = {"random": random_bot, "greedy": greedy_bot}
