"""Restart's one-ply greedy bot: a cheap baseline, and a sensible policy to play out with.

It draws one determinisation of the hidden cards from its seat's view (sampling.sample; it
never sees the true state), plays each legal move on a copy of it, and keeps the move whose
result scores best by `estimates`: the seat's Prosperity points if the game ended now (the
rulebook's final scoring, dystopia included), plus progress not yet worth points - Missions
held (most of a completed Mission's points are still to come), Event cards in hand, Time
(what completing Missions and taking actions cost), Fragment crystals on the tracks (they
make Studied and Buried cards' point icons count). Ties are broken at random. The weights are
hand-set; Void is deliberately worth nothing: valued at 0.5 a token, greedy took Gain Void
turns over completing Missions and beat random in only 70% of 30 two-player games (Missions
-1.5 a game); at 0 it won 97% of 40 (seeds 101-140, Missions +7.5)."""
from __future__ import annotations

from engine.core.game import clone
from engine.restart.sampling import sample
from engine.restart.scoring import breakdown

HELD_MISSION = 2.0   # a Mission in the holder: about half of what completing an easy one scores
HAND_CARD = 0.5
TIME = 0.3
FRAGMENT = 0.4


def estimates(s) -> list[float]:
    """Every seat's value: points if the game ended now, plus progress (the module note).
    Searching bots read it where they cut a rollout short (Restart.estimate)."""
    return [sum(points.values()) + HELD_MISSION * len(p.missions) + HAND_CARD * len(p.hand)
            + TIME * p.time + FRAGMENT * sum(track.count("F") for track in p.tracks)
            for p, points in zip(s.players, breakdown(s))]


def best_moves(game, state, moves, seat: int) -> list:
    """The moves whose result `estimates` values best (several when tied)."""
    best, choice = None, []
    for move in moves:
        after = clone(state)
        game.apply(after, move)
        value = estimates(after)[seat]
        if best is None or value > best + 1e-9:
            best, choice = value, [move]
        elif value >= best - 1e-9:
            choice.append(move)
    return choice


def rollout(game, state, moves, seat, rng):
    """The searching bots' playout policy (Restart.rollout): greedy on the search's own
    determinised state, so it reads no more than the searcher's guess."""
    return moves[0] if len(moves) == 1 else rng.choice(best_moves(game, state, moves, seat))


def greedy_bot(game, view, moves, seat, rng):
    if len(moves) == 1:
        return moves[0]
    return rollout(game, sample(game, view, seat, rng), moves, seat, rng)
