"""The app's screens, each loaded on first use (tui/lazy.py)."""
from tui.lazy import lazy

_HOMES = {"GameScreen": "game", "register_screen": "game", "screen_class_for": "game",
          "HandOffScreen": "handoff", "HelpScreen": "help", "HomeScreen": "home"}
__all__ = list(_HOMES)
__getattr__ = lazy(__name__, _HOMES)
