"""Restart: time travellers play Event cards on a Spacetime grid to complete Missions, with the
Pandemia dystopia driving Plan A / Plan B."""
from engine.restart.rules import Restart
from engine.restart.bots import bots

Restart.bots = bots
GAME = Restart()

__all__ = ["GAME", "Restart"]
