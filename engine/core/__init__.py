"""The kernel every game stands on: the verbs, the step machine, the session (log tree +
cursor), log files, and the one error family. It imports no game."""
from engine.core.errors import ContentError, IllegalMove, LogError, OptionError, RewindError
from engine.core.game import (CHANCE, IMPERFECT, PERFECT, Game, GameInfo, Outcome, SeatScore,
                              SeatSpec, blind, cancellable, clone, decide)
from engine.core.session import Session

_LOGFILE = ("export_log", "import_log", "dumps_log", "loads_log")


def __getattr__(name: str):
    """The log file functions load on first use: the app's first frame needs none of them."""
    if name in _LOGFILE:
        from engine.core import logfile
        return getattr(logfile, name)
    raise AttributeError(f"module 'engine.core' has no attribute {name!r}")


__all__ = [
    "CHANCE", "PERFECT", "IMPERFECT", "Game", "GameInfo", "Outcome", "SeatScore", "SeatSpec",
    "blind", "cancellable", "clone", "decide", "Session", "RewindError", "IllegalMove", "ContentError", "OptionError", "LogError",
    "export_log", "import_log", "dumps_log", "loads_log",
]
