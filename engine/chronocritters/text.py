"""Text for people: one line per event, the board as plain text, the rules help."""
from __future__ import annotations


def describe(s, e) -> str:
    return repr(e)


def render(v) -> str:
    return repr(v)


def rules_help() -> str:
    return ""
