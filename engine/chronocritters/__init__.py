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
GAME = Chronocritters()

__all__ = ["GAME", "Chronocritters"]
