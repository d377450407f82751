"""Chronocritters: critters placed on action spots across 7 rounds of a year, time portals to
other seasons, dice in a transmission portal completing quests."""
from engine.chronocritters.rules import Chronocritters
from engine.chronocritters.bots import bots

Chronocritters.bots = bots
GAME = Chronocritters()

__all__ = ["GAME", "Chronocritters"]
