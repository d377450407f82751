"""Chronocritters: critters placed on action spots across 7 rounds of a year, time portals to
other seasons, dice in a transmission portal completing quests."""
from engine.chronocritters.rules import Chronocritters
from engine.chronocritters.bots import bots
from engine.chronocritters.sampling import sample
from engine.core.search import search_bots

Chronocritters.bots = bots | search_bots()
Chronocritters.sample = sample
GAME = Chronocritters()

__all__ = ["GAME", "Chronocritters"]
