from tui.screens.game import GameScreen, register_screen, screen_class_for
from tui.screens.handoff import HandOffScreen
from tui.screens.help import HelpScreen
from tui.screens.home import HomeScreen
from tui.screens import restore as _restore  # noqa: F401  registers the Restore screen
from tui.screens import restart as _restart  # noqa: F401  registers the Restart screen
from tui.screens import chronocritters as _chronocritters  # noqa: F401  registers its screen

__all__ = ["GameScreen", "HandOffScreen", "HelpScreen", "HomeScreen", "register_screen",
           "screen_class_for"]
