"""Bots: "random" picks any legal move; "greedy" takes the move that raises its own score the
most right now (counting Mission markers towards the instant win, and Energy spent)."""
from __future__ import annotations

from engine.restore import setup, turn
from engine.restore.content import DISCS, PAY, TILES
from engine.restore.events import Collect
from engine.restore.content import KIND_TYPE, MISSION_NEEDS
from engine.restore.scoring import Board, board_items, met_missions

ENERGY_VALUE = 0.75  # points one Energy Token is worth to the greedy bot
MARKER_VALUE = 6.0  # a Mission marker: worth more than its 3 points, it leads to the instant win


def _build(game, s, rng):
    plan = setup.plan_moves(s)
    if plan:
        return rng.choice(plan)
    return rng.choice(game.legal_moves(s))


def random_bot(game, s, seat, rng):
    if s.phase == "build":
        return _build(game, s, rng)
    return rng.choice(game.legal_moves(s))


def _potential(shape, board, tiles) -> float:
    """Partial credit for what is on its way to scoring: a forest group short of the next
    multiple of 5, a purifier short of types, a mission short of its requirement."""
    b = Board(shape, board, tiles)
    pot = 0.0
    for group in b.groups("Forest"):
        pot += 0.4 * (sum(b.trees[i] for i in group) % 5)
    for i in shape.spaces:
        d = board[i]
        if d < 0:
            continue
        disc = DISCS[d]
        if disc.kind == "purifier":
            kinds = b.adjacent_types(i)
            if kinds < disc.vents:
                free = sum(1 for j in shape.adj[i] if b.types[j] is None and shape.kind[j] == "space")
                pot += 0.5 * disc.vents * min(1.0, (kinds + 0.5 * free) / disc.vents) * 0.5
        elif disc.kind == "mission":
            need = MISSION_NEEDS[disc.requires] - b.reduce
            have = b.count(KIND_TYPE[disc.requires])
            if have < need:
                pot += 1.5 * have / need
    return pot


def _value(shape, s, board, tiles, markers: int, rewarded) -> float:
    pts = sum(it.points for it in board_items(shape, board, tiles, s.lake_variant))
    pts += _potential(shape, board, tiles)
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


def _their_gain(shape, s, seat, disc: int) -> float:
    """How much the disc would be worth to `seat` at its best empty space (adjacency ignored):
    the greedy bot would rather not leave a disc the other player wants badly."""
    p = s.players[seat]
    if not p.board or all(p.board[c] >= 0 for c in shape.spaces):
        return 0.0
    now = _value(shape, s, p.board, p.tiles, p.markers, p.rewarded)
    best = 0.0
    for c in shape.spaces:
        if p.board[c] < 0:
            board = list(p.board)
            board[c] = disc
            best = max(best, _value(shape, s, board, p.tiles, p.markers, p.rewarded) - now)
    return min(best, 50.0)


THREAT = 0.5


def _threat(shape, s, seat, space: int, gains: dict) -> float:
    """What the other player may expect from the discs my Collector on `space` leaves them
    next turn (they choose among the other spaces of their own, in my line)."""
    other = 1 - seat
    theirs = s.players[other].collector
    values = []
    for their_space in range(4):
        if their_space == theirs:
            continue
        idx = their_space * 4 + space if seat == 0 else space * 4 + their_space
        d = s.main[idx]
        if d < 0:
            continue
        if d not in gains:
            gains[d] = _their_gain(shape, s, other, d)
        values.append(gains[d])
    return sum(values) / len(values) if values else 0.0


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
        gains: dict[int, float] = {}
        for m in moves:
            if not isinstance(m, Collect):
                continue  # never pays to replenish when a disc is there to take
            disc = s.main[turn.intersection(s, seat, m.space)]
            held, s.held = s.held, disc
            try:
                opts = turn.place_moves(s, seat)
            finally:
                s.held = held
            mine = max(_place_value(shape, s, seat, disc, o.cell, o.paid) for o in opts)
            consider(m, mine - THREAT * _threat(shape, s, seat, m.space, gains))
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
