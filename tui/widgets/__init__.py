"""Reusable widgets. State comes down as attributes (set by the screen); a widget that wants
a move posts `MoveChosen` up. No widget knows a game's rules. Each loads on first use
(tui/lazy.py), so a screen that needs one widget does not pay for the others."""
from tui.lazy import lazy

_HOMES = {"TextBoard": "board", "EventLog": "event_log", "LogEntry": "event_log", "log_entries": "event_log",
          "MoveChosen": "messages", "MoveFilter": "move_picker", "MovePicker": "move_picker", "WideMoves": "move_picker",
          "ScoreTable": "score_table", "SteadyFooter": "footer"}
__all__ = list(_HOMES)
__getattr__ = lazy(__name__, _HOMES)
