"""Bots: "random" picks any legal move; "greedy" takes the move that raises its own score the
most right now (counting Mission markers towards the instant win, and Energy spent)."""
from __future__ import annotations

from engine.restore import setup, turn
from engine.restore.content import DISCS, PAY, TILES
from engine.restore.events import Collect, Place, TakeBonus
from engine.restore.scoring import board_items, met_missions

ENERGY_VALUE = 0.75  # points one Energy Token is worth to the greedy bot
MARKER_VALUE = 4.0  # a Mission marker: worth more than its 3 points, it leads to the instant win


def _build(game, s, rng):
    plan = setup.plan_moves(s)
    if plan:
        return rng.choice(plan)
    return rng.choice(game.legal_moves(s))


def random_bot(game, s, seat, rng):
    if s.phase == "build":
        return _build(game, s, rng)
    return rng.choice(game.legal_moves(s))


def _value(shape, s, board, tiles, markers: int, rewarded) -> float:
    pts = sum(it.points for it in board_items(shape, board, tiles, s.lake_variant))
    new = sum(1 for c in met_missions(shape, board, tiles) if c not in rewarded)
    if markers + new >= 3:
        return 1e6
    return pts + MARKER_VALUE * new


def _place_value(shape, s, seat, disc: int, cell: int, paid: bool) -> float:
    p = s.players[seat]
    board = list(p.board)
    board[cell] = disc
    v = _value(shape, s, board, p.tiles, p.markers, p.rewarded)
    return v + ENERGY_VALUE * (DISCS[disc].energy - (PAY if paid else 0))


def greedy_bot(game, s, seat, rng):
    if s.phase == "build":
        return _build(game, s, rng)
    moves = game.legal_moves(s)
    if len(moves) == 1:
        return moves[0]
    shape = setup.shape_of(s) if s.phase != "first_collector" else None
    p = s.players[seat]
    best, best_v = [], None

    def consider(move, v):
        nonlocal best, best_v
        if best_v is None or v > best_v + 1e-9:
            best, best_v = [move], v
        elif abs(v - best_v) <= 1e-9:
            best.append(move)

    if s.phase == "collect":
        for m in moves:
            if not isinstance(m, Collect):
                continue  # never pays to replenish when a disc is there to take
            disc = s.main[turn.intersection(s, seat, m.space)]
            held, s.held = s.held, disc
            try:
                opts = turn.place_moves(s, seat)
            finally:
                s.held = held
            consider(m, max(_place_value(shape, s, seat, disc, o.cell, o.paid) for o in opts))
        if not best:
            return rng.choice(moves)
    elif s.phase == "place":
        for m in moves:
            consider(m, _place_value(shape, s, seat, s.held, m.cell, m.paid))
    elif s.phase == "bonus":
        for m in moves:
            tiles = list(p.tiles)
            tiles[s.bonus_region] = s.piles[m.pile][-1]
            consider(m, _value(shape, s, p.board, tiles, p.markers, p.rewarded))
    else:
        return rng.choice(moves)
    return rng.choice(best)


bots = {"random": random_bot, "greedy": greedy_bot}

__all__ = ["bots", "TILES"]
