"""The kernel every game stands on: the verbs, the session (log tree + cursor), log files."""
from engine.core.game import CHANCE, Game, IllegalMove, Outcome, SeatScore, SeatSpec, clone
from engine.core.session import Session
from engine.core.logfile import LogError, export_log, import_log, dumps_log, loads_log

__all__ = [
    "CHANCE", "Game", "IllegalMove", "Outcome", "SeatScore", "SeatSpec", "clone",
    "Session", "LogError", "export_log", "import_log", "dumps_log", "loads_log",
]
