from tui.screens.game import GameScreen, register_screen, screen_class_for
from tui.screens.handoff import HandOffScreen
from tui.screens.help import HelpScreen
from tui.screens.home import HomeScreen

__all__ = ["GameScreen", "HandOffScreen", "HelpScreen", "HomeScreen", "register_screen",
           "screen_class_for"]
