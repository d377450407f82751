"""Restart: time travellers play Event cards on a Spacetime grid to complete Missions, with the
Pandemia dystopia driving Plan A / Plan B."""
from engine.restart.rules import Restart
from engine.restart.bots import bots
from engine.restart.sampling import sample
from engine.restart.greedy import estimates
from engine.core.search import search_bots

Restart.bots = bots | search_bots()
Restart.sample = sample
Restart.estimate, Restart.rollout_horizon = staticmethod(estimates), 100  # cut rollouts short
GAME = Restart()

__all__ = ["GAME", "Restart"]
