"""RewindApp: the home screen, then one game screen per game played."""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Mapping

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from tui.lazy import lazy_module
from tui.screens.home import HomeScreen
from tui.themes import DEFAULT_PALETTE, palettes, save_theme, saved_theme, variable_defaults

saved_games = lazy_module("tui.screens.library")  # sqlite3 and the engine: after the first frame

if TYPE_CHECKING:  # the game screens load with the first game, after the home's first frame
    from engine.core import Game, Session
    from engine.core.library import Library
    from tui.screens.game import GameScreen

THEMES = Path(__file__).parents[1] / "themes"

APP_KEYS = [("ctrl+p", "command palette: every action by name, and the colour themes (type \"theme\": "
                       "rewind dark, rewind light, colour blind, high contrast)"), ("? or f1", "this help")]
HOME_KEYS = [
    ("tab / shift+tab", "move between fields"),
    ("enter", "open a list, or go on to the next field from a text field"),
    ("ctrl+s", "start the game"),
    ("ctrl+o", "continue the last unfinished game"),
    ("ctrl+l", "the library of saved games (replay, export, open a log file)"),
    *APP_KEYS,
    ("q or ctrl+q", "quit (q outside a text field)"),
]

# Longer palette help for some actions, by action as bound, else by name (the rest show their
# binding's description).
COMMAND_HELP = {
    "undo": "Take back the last move, with the bot replies and chance after it",
    "redo": "Replay the move you took back",
    "export": "Write the event log to a file",
    "export('full')": "Write the game's full log to a file (every hidden item)",
    "export('seat')": "Write what one seat saw to a file (a seat log)",
    "export('tree')": "Write every line of play, the branches too, to one file",
    "help": "Rules and keys",
    "copy_text": "Copy the text selected with the mouse",
    "hint": "The moves a search weighs best for you now, from what your seat sees",
    "filter_moves": "Type to narrow the move list to moves holding the text",
    "timeline": "Every line of play undo left: jump to any event, name a branch",
    "leave": "Leave the game: to the home screen or quit (it asks first)",
    "escape": "Close a hint, or leave a mode (Restore's pay mode, a narrowed move list, picks)",
    "scroll_board(1, 1)": "Scroll the board a page down ([ scrolls up, shift+arrows a line)",
    "scroll_board(-1, 1)": "Scroll the board a page up (] scrolls down)",
    "scroll_board(-1, 0)": "Scroll the board a line up",
    "scroll_board(1, 0)": "Scroll the board a line down",
    "scroll_board_sideways(-1)": "Scroll a wide board left",
    "scroll_board_sideways(1)": "Scroll a wide board right",
}
# the palette's title where the footer's short label would not be found: "board" found "Board
# up" and "Board line down" but not the footer's "Scroll" (a review)
COMMAND_TITLE = {"scroll_board(1, 1)": "Board down"}


class RewindApp(App[None]):
    CSS_PATH = THEMES / "rewind.tcss"
    TITLE = "Rewind"
    BINDINGS = [
        Binding("q", "quit", "Quit"),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
    ]

    def __init__(self, games: Mapping[str, Game] | None = None, *, seed: int | None = None,
                 log_dir: Path | None = None, session: Session | None = None,
                 library: Library | Callable[[], Library] | None = None,
                 game_id: int | None = None) -> None:
        """`library`: where games are saved, or a function that opens it on first use (so the
        home's first frame does not wait for it); None: nothing is saved (tests that are not
        about saving)."""
        super().__init__()
        self._games = games
        self.seed = seed
        self.log_dir = log_dir
        self._opened = session  # a game loaded from a log or the library, shown first
        self._opener = library if callable(library) else None  # opens it on first use
        self._library = None if callable(library) else library
        self._opened_id = game_id  # the library's id of `session`, when it came from there
        self.library_error: str | None = None  # why the library could not be opened

    @property
    def library(self) -> Library | None:
        if self._library is None and self._opener is not None and self.library_error is None:
            try:
                self._library = self._opener()
            except saved_games.SAVE_ERRORS as exc:  # play on, unsaved: never a traceback
                self.library_error = str(exc)
                self.notify(f"Games are not saved: {exc}.",
                            title="No library", severity="error", markup=False, timeout=10)
        return self._library

    def retry_library(self) -> None:
        """A library that could not be opened is tried again when a game starts or the home
        screen comes back (a lock held at start-up left a whole session unsaved: an audit)."""
        if self._library is None:
            self.library_error = None  # (the next use opens it again)

    @property
    def saves_games(self) -> bool:
        """Whether there is a library (or one to open), without opening it."""
        return self._library is not None or self._opener is not None and self.library_error is None

    @property
    def games(self) -> Mapping[str, Game]:
        if self._games is not None:
            return self._games
        from engine.registry import GAMES  # imports every game: only once the UI is up

        return GAMES

    def on_mount(self) -> None:
        for theme in palettes():
            self.register_theme(theme)
        saved = saved_theme()
        self.theme = saved if saved in self.available_themes else DEFAULT_PALETTE  # ours, as the palette says
        self.theme_changed_signal.subscribe(self, lambda theme: save_theme(theme.name))
        if self._opened is not None:
            self.start_game(self._opened, self._opened_id)

    def get_default_screen(self) -> HomeScreen:
        return self.home_screen()  # the first screen: no blank one under it to build first

    def home_screen(self) -> HomeScreen:
        """The home screen; with the real registry it imports the games after its first frame."""
        return HomeScreen(self._games if self._games is not None else (lambda: self.games),
                          seed=self.seed)

    def start_game(self, session: Session, game_id: int | None = None) -> GameScreen:
        """Show a game; it is saved in the library from now on: under `game_id` when it came
        from there, else as a new entry."""
        from tui.screens.game import screen_class_for
        from tui.screens.library import create_game, saved_already
        self.retry_library()
        log_check = session.log_check if game_id is None else ""  # from a log file: what was checked
        known = saved_already(self, session) if self.library is not None and log_check else None
        if known:  # a log opened again: the library's game, not a second entry
            game_id, session = known
        screen = screen_class_for(session.game.name)(session, log_dir=self.log_dir)
        if self.library is not None:
            screen.game_id = game_id if game_id is not None else create_game(self, session)
        self.push_screen(screen)
        if log_check:
            text = f"This game comes from a log file. Checked: {log_check}."
            if session.unverified and not session.seed_known:  # "not yet checked" promised a check
                # that playing on never makes (a review)
                text = (f"This game comes from a log file that keeps its seed secret. Checked: the hash "
                        f"chain, and that its {session.unverified} chance outcomes could happen; they can "
                        "never be checked against the seed. Play goes on with a new secret seed.")
            if known:
                text += (f" It is in the library already, as {self.library.summary(game_id).title!r}: "
                         "that one is open, nothing was added.")
            self.notify(text, title="Opened from a log", timeout=12, markup=False)
        return screen

    async def action_quit(self) -> None:
        """Quit (q on the home screen, ctrl+q anywhere); a game that is not being saved asks
        first, as leaving it does."""
        from tui.screens.game import GameScreen

        unsaved = next((s for s in self.screen_stack if isinstance(s, GameScreen) and s.unsaved), None)
        if unsaved is None:
            self.exit()
        elif self.screen is unsaved:
            unsaved.action_leave()
        else:
            self.notify("This game is NOT saved: go back to it (escape) and leave it with q, which "
                        "offers to save it to a file", title="Not saved", severity="warning", markup=False)

    # -- toasts: the place one stood is drawn again once it has gone ---------------------------
    def _unnotify(self, notification, refresh: bool = True) -> None:
        super()._unnotify(notification, refresh)  # a toast's timeout and its click come here
        self._redraw_after_toast()

    def clear_notifications(self) -> bool:
        """Take every toast away; whether there was one."""
        had = bool(self._notifications)
        super().clear_notifications()
        if had:
            self._redraw_after_toast()
        return had

    def _redraw_after_toast(self) -> None:
        """Textual 8's compositor can miss a removed toast's region: after a scroll (a board
        brought into sight) it compares the next layout with a map that never had the toast,
        so the toast stayed on the terminal over the board, and escape seemed to do nothing (a
        review: a hint for 90 s). The screen is drawn whole at the layout that takes it away."""
        if not self.is_running or not self.screen_stack:
            return  # leaving: nothing more is drawn
        screen = self.screen
        signal = screen.screen_layout_refresh_signal

        def redraw(_screen) -> None:
            if len(screen.query("Toast")) > len(self._notifications):
                return  # not removed yet: a later layout takes it away
            signal.unsubscribe(self)
            screen.refresh()

        signal.subscribe(self, redraw)

    def show_home(self) -> None:
        self.clear_notifications()  # a hint or a refusal belonged to the game left
        self.retry_library()
        while len(self.screen_stack) > 1 and not isinstance(self.screen, HomeScreen):
            self.pop_screen()
        if not isinstance(self.screen, HomeScreen):
            self.push_screen(self.home_screen())

    async def run_action(self, action, default_namespace=None, namespaces=None) -> bool:
        """Run an action; one its screen refuses now (dimmed or hidden in the footer) is
        explained by the screen's `why_not(action, parameters)` instead of doing nothing."""
        target, name, params = self._parse_action(
            action, self if default_namespace is None else default_namespace, namespaces)
        why_not = getattr(target, "why_not", None)
        if why_not is not None and not target.check_action(name, params):
            reason = why_not(name, params)
            if reason:
                warn = getattr(target, "warn", None)  # a game screen remembers it for the help
                if warn is not None:
                    warn(reason, title="Not now")
                else:
                    target.notify(reason, title="Not now", severity="warning", markup=False)
                return True
        return await super().run_action(action, default_namespace, namespaces)

    def action_help(self) -> None:
        from tui.screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        screen = self.screen
        if hasattr(screen, "help_content"):  # a game screen
            title, rules, keys = screen.help_content()
        elif hasattr(screen, "HELP_KEYS"):  # the library, the replay viewer, the timeline
            title, rules, keys = f"{screen.HELP_TITLE} — keys", "", screen.HELP_KEYS + APP_KEYS
        else:
            from tui.screens.home import bots_help, options_help
            game = getattr(screen, "game", None)  # the home screen's chosen game
            rules = bots_help() + (f"\n\n{options_help(game)}" if game is not None and game.option_notes else "")
            title, keys = "Rewind — help", HOME_KEYS
        self.push_screen(HelpScreen(title, rules, keys))

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return variable_defaults(self.current_theme.dark)  # our colours under Textual's themes too

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):
            if command.callback == self.action_change_theme:  # Textual's picker, said as ours
                command = command._replace(title="Theme: pick any", help="Browse every colour "
                                           "theme, Rewind's and Textual's (remembered; Textual's are "
                                           "not checked for contrast)")
            yield command
        for theme in palettes():
            now = " (the theme now)" if theme.name == self.theme else ""  # none was marked: a review
            yield SystemCommand(f"Theme: {theme.name.replace('-', ' ')}",
                                f"Switch to this colour theme (remembered){now}",
                                partial(setattr, self, "theme", theme.name))
        keys = list(self.key_commands(screen))
        yield from keys
        if not isinstance(screen, HomeScreen):
            yield SystemCommand("New game", "Set up another game (this one stays saved)",
                                self.show_home)
            yield SystemCommand("Home", "Back to the home screen", self.show_home)
        if not any(command.title == "Help" for command in keys):  # one Help, not two
            yield SystemCommand("Help", COMMAND_HELP["help"], self.action_help)

    def key_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Every key of the screen as a command, the way the footer shows it: a hidden key
        (not this step) is left out; a dimmed one is listed with why it is refused now."""
        seen = set()
        # a key's words from the help ("l": "look: the cursor visits..."): "the l key" said nothing
        said = {key: what for keys, what in getattr(screen, "HELP_KEYS", HOME_KEYS) for key in keys.split()}
        for key, bindings in screen._bindings.key_to_bindings.items():
            for binding in bindings:
                if binding.action in seen or not binding.description:
                    continue
                seen.add(binding.action)
                target, name, params = self._parse_action(binding.action, screen)
                state = target.check_action(name, params)
                if state is False and name not in getattr(target, "ALWAYS_LISTED", ()):
                    continue
                display = self.get_key_display(binding)
                words = said.get(key) or said.get(display) or f"the {display} key"
                help = (COMMAND_HELP.get(binding.action) or COMMAND_HELP.get(name) or binding.tooltip
                        or words[:1].upper() + words[1:])
                if state is None:
                    why_not = getattr(target, "why_not", None)
                    help = f"not now: {why_not(name, params) if why_not else help}"
                yield SystemCommand(COMMAND_TITLE.get(binding.action, binding.description), help,
                                    partial(self.run_action, binding.action, screen))


def interactive_app(games: Mapping[str, Game] | None = None, session: Session | None = None,
                    library: Library | None = None, game_id: int | None = None) -> RewindApp:
    """The interactive app as `rewind` starts it: every game is saved in `library`, else the
    default library (REWIND_LIBRARY, else the user data folder), opened on first use."""
    return RewindApp(games, session=session, game_id=game_id,
                     library=library or (lambda: saved_games.open_app_library()))  # imported after the first frame


def run_app(games: Mapping[str, Game] | None = None, session: Session | None = None,
            library: Library | None = None, game_id: int | None = None) -> None:
    """Start the interactive app (what `rewind` does with no subcommand); with a session
    (`rewind open FILE`, `rewind continue`), that game is on screen at once, ready to undo,
    redo or play on."""
    interactive_app(games, session, library, game_id).run()
