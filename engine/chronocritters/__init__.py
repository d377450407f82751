"""Chronocritters: critters placed on action spots across 7 rounds of a year, time portals to
other seasons, dice in a transmission portal completing quests."""
from engine.chronocritters.rules import Chronocritters
from engine.chronocritters.bots import bots, estimates
from engine.chronocritters.sampling import sample
from engine.core.search import search_bots

Chronocritters.bots = bots | search_bots()
Chronocritters.sample = sample
# playouts stop at once: the estimate (after finishing the choices under way) judges the leaf;
# random playouts of this game tell the search almost nothing (solo median 27 VP at 0.2 s, 66 so)
Chronocritters.estimate, Chronocritters.rollout_horizon = estimates, 0
# UCT reads rewards scaled by the range seen (engine/core/search.py): a seat behind at 4 players
# saw rewards of 0.043-0.047 for its best moves, so visits spread evenly (seed 2100, round 3, 480
# iterations: 31, 25, 25, 25, 25 for the top five of 19 moves; scaled 216, 59, 31, 14, 14) and the
# most visited was close to arbitrary. One IS-MCTS seat against three
# greedy at 1 s, seats rotated (seeds 2100-2123): 9 of 24 won (37.5%, mean 93.9 vs 91.2); without
# it 3 of 12 on seeds 2100-2111 (25%), where it won 5: a gain these few games cannot establish.
Chronocritters.scale_rewards = True
# Measured and dropped (2026-12-03): the other seats' decisions in the tree played by greedy (an
# opponent model: one reply kept a node while legal), the leaf at the searcher's next decision
# after them. One IS-MCTS seat against three greedy at 1 s, seeds 2100-2111 (beside the slow
# tests, under a core a decision): 0 of 12, mean 77.8 vs 93.4; without it 12 of 24 on seeds
# 2100-2123 (benchmarks/bots.py).
GAME = Chronocritters()

__all__ = ["GAME", "Chronocritters"]
