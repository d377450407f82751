"""The games Rewind plays, by the name used in logs and on the command line."""
from __future__ import annotations

from engine.core.game import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.name] = game
    return game


def _load_builtin() -> None:
    from engine.restore import GAME as restore

    register(restore)


try:
    _load_builtin()
except ModuleNotFoundError as exc:  # pragma: no cover - only while a game is being built
    if not (exc.name or "").startswith("engine."):
        raise
