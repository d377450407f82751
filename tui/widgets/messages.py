"""Messages widgets post up to the screen. The screen, never a widget, turns them into moves."""
from __future__ import annotations

from typing import Any

from textual.message import Message


class MoveChosen(Message):
    """A widget (move list, or a game's own board) wants `move` played for the seat to act.

    The screen hands it to `Session.apply`; an illegal move is refused there, with its rule.
    """

    def __init__(self, move: Any) -> None:
        super().__init__()
        self.move = move


class CursorMoved(Message):
    """A board's cursor moved (or the board got the focus): the screen may show what enter
    on it would play."""
