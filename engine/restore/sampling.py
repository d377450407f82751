"""Game.sample for Restore: a full state from a seat's view, for searching bots; and their
rollout policy (random, but Variant 1's board building follows a printed shape, as the bots'
own building does: random building can lift and place modules for ever).

Restore hides only the bag (its size shows) and the extra bonus tiles left in the box. A bag
has no order, so its contents follow from the discs in sight: every disc not on the main
board, on a Player Board or in hand. The box holds the extra tiles not in a pile or on a
board. Nothing is left to chance, so `rng` is not drawn from; `turns_played` (a count the
view does not show and no rule reads) starts again at 0."""
from __future__ import annotations

from engine.restore import setup
from engine.restore.content import DISCS, EXTRA
from engine.restore.state import Player, State


def sample(game, v, seat: int, rng) -> State:
    in_sight = {d for d in v.main if d >= 0} | {v.held} - {-1}
    for p in v.players:
        in_sight.update(d for d in p.board if d >= 0)
    dealt = {t for pile in v.piles for t in pile} | {t for p in v.players for t in p.tiles}
    players = [Player(p.energy, list(p.board), list(p.tiles), p.worker, p.collector, p.markers,
                      list(p.rewarded)) for p in v.players]
    return State(v.shape, v.lake_variant, v.volcano_count, players, list(v.main),
                 [d for d in range(len(DISCS)) if d not in in_sight], v.supply,
                 [list(pile) for pile in v.piles], [t for t in EXTRA if t not in dealt],
                 v.markers_left, v.phase, v.turn, v.held, v.replenished, v.bonus_region, v.winner,
                 v.end, 0, list(v.start), [list(h) for h in v.volcanoes], list(v.modules))


def rollout(game, s: State, moves: list, seat: int, rng):
    if s.phase == "build":
        plan = {setup.move_key(m) for m in setup.plan_moves(s)}
        return rng.choice([m for m in moves if setup.move_key(m) in plan] or moves)
    return rng.choice(moves)
