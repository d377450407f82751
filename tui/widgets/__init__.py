"""Reusable widgets. State comes down as attributes (set by the screen); a widget that wants
a move posts `MoveChosen` up. No widget knows a game's rules."""
from tui.widgets.board import TextBoard
from tui.widgets.event_log import EventLog, LogEntry
from tui.widgets.messages import MoveChosen
from tui.widgets.move_picker import MovePicker
from tui.widgets.score_table import ScoreTable

__all__ = ["EventLog", "LogEntry", "MoveChosen", "MovePicker", "ScoreTable", "TextBoard"]
