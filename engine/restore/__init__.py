"""Restore: two players take discs from a 4x4 main board and build hex player boards."""
from engine.restore.rules import Restore
from engine.restore.bots import bots

Restore.bots = bots
GAME = Restore()

__all__ = ["GAME", "Restore"]
