"""Reusable widgets. State comes down as attributes (set by the screen); a widget that wants
a move posts `MoveChosen` up. No widget knows a game's rules. Each loads on first use (PEP 562),
so a screen that needs one widget does not pay for the others."""
from importlib import import_module

_MODULES = {"TextBoard": "board", "EventLog": "event_log", "LogEntry": "event_log",
            "MoveChosen": "messages", "MovePicker": "move_picker", "ScoreTable": "score_table"}
__all__ = list(_MODULES)


def __getattr__(name: str):
    if name in _MODULES:
        return getattr(import_module(f"tui.widgets.{_MODULES[name]}"), name)
    raise AttributeError(f"module 'tui.widgets' has no attribute {name!r}")
