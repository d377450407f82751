"""Restore: two players take discs from a 4x4 main board and build hex player boards."""
from engine.restore.rules import Restore
from engine.restore.bots import bots, building_by_plan
from engine.restore.sampling import rollout, sample
from engine.core.search import search_bots

Restore.bots = bots | {name: building_by_plan(bot) for name, bot in search_bots().items()}
Restore.sample, Restore.rollout = sample, staticmethod(rollout)
GAME = Restore()

__all__ = ["GAME", "Restore"]
