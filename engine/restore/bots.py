"""Bots: "random" picks any legal move; "greedy" takes the move that raises its own score the
most right now (counting Mission markers towards the instant win, and Energy spent).

Both decide from their seat's view and the legal moves only (the bag's contents stay hidden
from them as from any player)."""
from __future__ import annotations

import functools

from engine.restore import setup
from engine.restore.content import DISCS, KIND_TYPE, MISSION_NEEDS, PAY
from engine.core import blind
from engine.restore.events import (Collect, ConfirmLayout, LiftModule, LiftTiles, PlaceModule, PlaceStart,
                                   PlaceVolcano)
from engine.restore.geometry import intersection
from engine.restore.scoring import Board, board_items, met_missions
from engine.restore.turn import place_options
from engine.restore.view import board_shape

ENERGY_VALUE = 0.75  # points one Energy Token is worth to the greedy bot
MARKER_VALUE = 6.0  # a Mission marker: worth more than its 3 points, it leads to the instant win


def _build(view, moves, rng):
    """Variant 1: continue one of the printed shapes (a listed move covering the same hexes)."""
    plan = {setup.move_key(m) for m in setup.plan_moves(view)}
    return rng.choice([m for m in moves if setup.move_key(m) in plan] or moves)


BUILD_MOVES = (PlaceStart, PlaceVolcano, PlaceModule, LiftModule, LiftTiles, ConfirmLayout)


def _building(moves) -> bool:
    return isinstance(moves[0], BUILD_MOVES)


def random_bot(game, view, moves, seat, rng):
    if _building(moves):
        return _build(view, moves, rng)
    return rng.choice(moves)


blind(random_bot, unless=_building)  # only Variant 1's layout needs the view (its plan)


def building_by_plan(bot):
    """A searching bot that builds Variant 1's layout as the others do. A search weighs the
    hundreds of placements evenly and its playouts build at random, so it laid modules
    anywhere, lifted them and laid them again, and setup never ended."""
    @functools.wraps(bot)  # its marks (cancellable, explaining) too
    def building(game, view, moves, seat, rng, **extra):
        if _building(moves):
            return _build(view, moves, rng)
        return bot(game, view, moves, seat, rng, **extra)
    return building


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
                free = sum(1 for j in shape.adj_spaces[i] if b.types[j] is None)
                pot += 0.5 * disc.vents * min(1.0, (kinds + 0.5 * free) / disc.vents) * 0.5
        elif disc.kind == "mission":
            need = MISSION_NEEDS[disc.requires] - b.reduce
            have = b.count(KIND_TYPE[disc.requires])
            if have < need:
                pot += 1.5 * have / need
    return pot


def _value(shape, v, board, tiles, markers: int, rewarded) -> float:
    pts = sum(it.points for it in board_items(shape, board, tiles, v.lake_variant))
    pts += _potential(shape, board, tiles)
    new = len(met_missions(board, tiles, rewarded))
    if markers + new >= 3:
        return 1e6
    return pts + MARKER_VALUE * new


def _place_value(shape, v, seat, disc: int, cell: int, paid: bool) -> float:
    p = v.players[seat]
    board = list(p.board)
    board[cell] = disc
    value = _value(shape, v, board, p.tiles, p.markers, p.rewarded)
    return value + ENERGY_VALUE * (DISCS[disc].energy - (PAY if paid else 0))


def _their_gain(shape, v, seat, disc: int) -> float:
    """How much the disc would be worth to `seat` at its best empty space (adjacency ignored):
    the greedy bot would rather not leave a disc the other player wants badly."""
    p = v.players[seat]
    if not p.board or all(p.board[c] >= 0 for c in shape.spaces):
        return 0.0
    now = _value(shape, v, p.board, p.tiles, p.markers, p.rewarded)
    best = 0.0
    for c in shape.spaces:
        if p.board[c] < 0:
            board = list(p.board)
            board[c] = disc
            best = max(best, _value(shape, v, board, p.tiles, p.markers, p.rewarded) - now)
    return min(best, 50.0)


THREAT = 0.5


def _threat(shape, v, seat, space: int, gains: dict) -> float:
    """What the other player may expect from the discs my Collector on `space` leaves them
    next turn (they choose among the other spaces of their own, in my line)."""
    other = 1 - seat
    theirs = v.players[other].collector
    values = []
    for their_space in range(4):
        if their_space == theirs:
            continue
        d = v.main[intersection(other, their_space, space)]
        if d < 0:
            continue
        if d not in gains:
            gains[d] = _their_gain(shape, v, other, d)
        values.append(gains[d])
    return sum(values) / len(values) if values else 0.0


def greedy_bot(game, v, moves, seat, rng):
    if v.phase == "build":
        return _build(v, moves, rng)
    if len(moves) == 1:
        return moves[0]
    shape = board_shape(v)
    p = v.players[seat]
    best, best_v = [], None

    def consider(move, v):
        nonlocal best, best_v
        if best_v is None or v > best_v + 1e-9:
            best, best_v = [move], v
        elif abs(v - best_v) <= 1e-9:
            best.append(move)

    if v.phase == "collect":
        gains: dict[int, float] = {}
        opts = place_options(shape, p)  # where the disc may go: the same for every disc
        for m in moves:
            if not isinstance(m, Collect):
                continue  # never pays to replenish when a disc is there to take
            disc = v.main[v.targets[m.space]]
            mine = max(_place_value(shape, v, seat, disc, o.cell, o.paid) for o in opts)
            consider(m, mine - THREAT * _threat(shape, v, seat, m.space, gains))
        if not best:
            return rng.choice(moves)
    elif v.phase == "place":
        for m in moves:
            consider(m, _place_value(shape, v, seat, v.held, m.cell, m.paid))
    elif v.phase == "bonus":
        for m in moves:
            tiles = list(p.tiles)
            tiles[v.bonus_region] = v.piles[m.pile][-1]
            consider(m, _value(shape, v, p.board, tiles, p.markers, p.rewarded))
    else:
        return rng.choice(moves)
    return rng.choice(best)


bots = {"random": random_bot, "greedy": greedy_bot}

__all__ = ["bots", "building_by_plan"]
