"""One error family for everything Rewind refuses (python-chess's InvalidMoveError /
IllegalMoveError is the model). Every error carries a stable `code` that tests match and a
`text` that people read; the codes never change meaning once released.

Code shape: `<game or "core">.<rule-slug>`, e.g. `restart.holder-full`, `core.game-over`.
"""
from __future__ import annotations


class RewindError(Exception):
    """Base of every refusal: `code` is stable, `text` is for people."""

    def __init__(self, code: str, text: str):
        super().__init__(text)
        self.code = code
        self.text = text


class IllegalMove(RewindError):
    """A move the rules refuse now. `text` quotes the rule it breaks; the state is untouched."""

    @property
    def rule(self) -> str:  # the name players and the UI know it by
        return self.text


class ContentError(RewindError, ValueError):
    """A game's content data breaks one of the rulebook's numbers or its own schema."""

    def __init__(self, text: str, code: str = "content.invalid"):
        super().__init__(code, text)


class OptionError(RewindError, ValueError):
    """Options, seats or a bot name a game cannot be set up with."""

    def __init__(self, text: str, code: str = "options.invalid"):
        super().__init__(code, text)


class LogError(RewindError):
    """A log file refused: `line` is the 1-based record number (line in JSON Lines), 0 when the
    file as a whole is refused (unreadable, empty); `unit` names it ("record" in MessagePack,
    which has no lines)."""

    def __init__(self, line: int, reason: str, code: str = "log.invalid", unit: str = "line"):
        super().__init__(code, f"{unit} {line}: {reason}" if line else reason)
        self.line = line
        self.reason = reason
        self.unit = unit
