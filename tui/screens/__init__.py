"""The app's screens. Each loads on first use (PEP 562): the home screen's first frame should
not pay for the game screens."""
from importlib import import_module

_HOME = {"GameScreen": "game", "register_screen": "game", "screen_class_for": "game",
         "HandOffScreen": "handoff", "HelpScreen": "help", "HomeScreen": "home"}
__all__ = list(_HOME)


def __getattr__(name: str):
    if name in _HOME:
        return getattr(import_module(f"tui.screens.{_HOME[name]}"), name)
    raise AttributeError(f"module 'tui.screens' has no attribute {name!r}")
