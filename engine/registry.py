"""The games Rewind plays, by the name used in logs and on the command line."""
from __future__ import annotations

from engine.chronocritters import GAME as CHRONOCRITTERS
from engine.core.game import Game
from engine.restart import GAME as RESTART
from engine.restore import GAME as RESTORE

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.name] = game
    return game


register(RESTORE)
register(RESTART)
register(CHRONOCRITTERS)
