"""Restart: time travellers play Event cards on a Spacetime grid to complete Missions, with the
Pandemia dystopia driving Plan A / Plan B."""
from engine.restart.rules import Restart
from engine.restart.bots import bots
from engine.restart.sampling import sample
from engine.restart.greedy import estimates, rollout
from engine.core.search import search_bots

Restart.bots = bots | search_bots()
Restart.sample = sample
# Playouts: 10 greedy decisions, then the estimate. Against three greedy seats (4 players,
# 0.05 s a decision, seeds 500-531, seats rotated) IS-MCTS won 25 of 32 games (78%) so, against
# 12 of 32 (38%) with 100 random decisions (the former default); the estimate at once (no
# playout) won 7 of 16 (seeds 500-515, where random playouts won 10 and greedy ones 12).
# Against the later, Mission-building greedy at 30 iterations a decision (seeds 3100-3115): 7 of
# 16 while the estimated leader alone took a cut playout's win, 12 of 16 with the win shared as
# a chance (engine/core/search.py). Tried and not kept: the other seats' decisions in the tree
# played by this rollout policy (an opponent model; every edge the searcher's own), at 100
# iterations 3 of 4 (seeds 3100-3103) where the tree as it is won 2 of 3: no gain shown, and
# each iteration cost 1.4 times as much.
Restart.rollout, Restart.estimate = staticmethod(rollout), staticmethod(estimates)
Restart.rollout_horizon = 10
# A node below the root branches after 10 rollouts of its own (engine/core/search.py): at 1 s
# (about 100 iterations) a move's later visits each tried another random next move, and the
# search won 1 of 4 on seeds 3000-3003 (mean 108.5) where 30 iterations won 2 (mean 119.2); at
# 100 iterations with expand_after 10: 2 of 4, mean 135.3 against the greedy seats' 92.8; at
# 1 s with it, 5 of 6 on seeds 3000-3005 (mean 129.5 vs 83.4; benchmarks/bots.py).
Restart.expand_after = 10
GAME = Restart()

__all__ = ["GAME", "Restart"]
