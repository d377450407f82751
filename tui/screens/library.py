"""The game library in the app (issue 12): every game played is saved as it is played, and
the library screen lists, searches, sorts, opens, renames, deletes and exports saved games.

Saving: the game screen calls `save_game` before it shows a result, so what a player saw is
on disk (engine.core.library commits before returning). When another window saved the same
game meanwhile, the player chooses: reload that version, or keep this one as a copy.
"""
from __future__ import annotations

import os
import re
import sqlite3
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, DataTable, Input, Static

from engine.core import LogError
from engine.core.library import (ConflictError, DamagedGame, GameSummary, Library, LibraryError, SORTS,
                                 default_path)
from engine.core.logfile import SeatLog
from engine.core.words import counted
from tui.screens.styled_once import StyledOnce
from tui.widgets.dialogs import Choice, Prompt
from tui.widgets.footer import SteadyFooter
from tui.widgets.words import file_words, shortened

if TYPE_CHECKING:
    from tui.screens.game import GameScreen

LIBRARY_ENV = "REWIND_LIBRARY"  # a library file to use instead of the one in the user data folder
SAVE_ERRORS = (LibraryError, sqlite3.Error, OSError)


def library_path() -> Path:
    """The library file: REWIND_LIBRARY's, else the one in the user data folder."""
    return Path(os.environ.get(LIBRARY_ENV) or default_path())


def open_library(path: str | Path | None = None) -> Library:
    return Library(path or library_path())


def open_app_library() -> Library:
    """The app's library, or LibraryError naming its file and, where it is not a library at
    all, what to do (the app said only "file is not a database": an audit)."""
    path = library_path()
    try:
        return open_library(path)
    except (sqlite3.Error, OSError) as exc:
        advice = (": move it aside (with its -wal and -shm files, if any) and Rewind makes a new one"
                  if "not a database" in str(exc) else "")
        raise LibraryError("library.open", f"the game library {path} cannot be opened ({exc}){advice}") from None


# -- saving a game screen's session ---------------------------------------------------------
def save_game(screen: GameScreen) -> None:
    """Write what changed in the screen's game. A conflict stops saving until the player
    answers; any other failure is shown (the game goes on in memory)."""
    library = screen.app.library
    game_id = screen.game_id
    if library is None or game_id is None:
        return
    try:
        library.sync(screen.session, game_id)
    except ConflictError as exc:
        screen.game_id = None  # no more saves over the other window's version
        screen.show_status()  # "NOT saved" until the player answers
        screen.app.push_screen(
            # the copy first, so enter (pressed to play on) loses nothing (it reloaded: a review)
            Choice(f"Not saved: {exc.text}.", [("copy", "Save this game as a copy"),
                                                ("reload", "Reload the saved version (drops your moves since)")]),
            lambda answer: _resolve_conflict(screen, game_id, answer))
    except SAVE_ERRORS as exc:
        if screen.save_error != str(exc):  # said once: bots playing on save every half second
            screen.notify(str(exc), title="Not saved", severity="error", markup=False)
        screen.save_error = str(exc)  # "NOT saved" on the status line; leaving offers a file
        screen.show_status()
    else:
        if screen.save_error is not None:  # saved again: "NOT saved" goes
            screen.save_error = None
            screen.show_status()


def _resolve_conflict(screen: GameScreen, game_id: int, answer: str | None) -> None:
    app = screen.app
    if answer == "reload":
        try:
            session = app.library.open(game_id, app.games)
        except SAVE_ERRORS as exc:
            screen.notify(f"{exc} — this game is kept as a copy instead", markup=False)
        else:
            app.show_home()
            app.start_game(session, game_id)
            return
    # escape counts as "copy": a game is never left unsaved
    screen.game_id = create_game(app, screen.session)
    save_game(screen)
    screen.show_status()  # "NOT saved" goes once the copy is saved


class GamesTable(DataTable):
    """The saved games, a row each: home and end go to the first and last game (they only
    scrolled sideways: a review)."""

    BINDINGS = [Binding("home", "scroll_top", "First game", show=False),
                Binding("end", "scroll_bottom", "Last game", show=False)]


def create_game(app, session) -> int | None:
    """A new library entry for a session, or None (shown) when the library refuses."""
    try:
        return app.library.create(session)
    except SAVE_ERRORS as exc:
        app.notify(str(exc), title="This game is not being saved", severity="error", markup=False)
        return None


def saved_already(app, session) -> tuple[int, Any] | None:
    """The library's game with `session`'s line (its id, opened), or None: also when the
    library cannot be read (a new entry is then tried, and says what failed)."""
    try:
        return app.library.open_same_line(session, app.games)
    except (*SAVE_ERRORS, LogError):
        return None


def leave_question(screen: GameScreen) -> Choice:
    """What q and ctrl+c in a game ask."""
    summary = screen.app.library.summary(screen.game_id) if screen.game_id is not None else None
    if summary is None or screen.save_error:  # a file keeps it instead: every branch, and the secret seed
        # a save that failed left the library's copy behind (it claimed the game saved: a review)
        failed = f" (its last save failed: {screen.save_error})" if screen.save_error else ""
        saved = (f"This game is NOT saved in the library{failed}: save it to a file (every branch and "
                 "its chance kept) to open it later with o in the library.")
        return Choice(f"Leave the game? {saved}", [("file", "Save to a file"), ("home", "Home screen"),
                                                    ("quit", "Quit Rewind"), ("stay", "Stay")])
    elif summary.finished:  # Continue and `rewind continue` take only unfinished games
        saved = f"The finished game is saved in the library as {summary.title!r}: replay it there."
    else:
        saved = (f"The game is saved in the library as {summary.title!r}: Continue on the home "
                 "screen or `rewind continue` brings it back (the library always has it).")
    # the library from a game, not only from the home screen (a review looked for it there)
    return Choice(f"Leave the game? {saved}", [("home", "Home screen"), ("library", "Library"),
                                                ("quit", "Quit Rewind"), ("stay", "Stay")])


def retitle(app, game_id: int | None, game, was: str, now: str) -> None:
    """A title made by default ("Restart (Let Fate Decide): Ann, Bo") with its set-up's words
    `was` become `now` (the library and Continue said "Let Fate Decide" all game long, once fate
    had named the dystopia: a review). A title the player gave stays; so does the old one where
    the library cannot be written (a title is a label)."""
    library = app.library if game_id is not None else None
    summary = library.summary(game_id) if library is not None else None
    head = f"{game.title} ({was}): "
    if summary is not None and summary.title.startswith(head):
        try:
            library.rename(game_id, f"{game.title} ({now}): {summary.title[len(head):]}")
        except SAVE_ERRORS:
            pass


def export_stem(game: str, game_id: int | None, part: str) -> str:
    """An exported file's name without its suffix, the same from the game screen and the
    library ("restart-12-seat2": the library's number of the game, else the time; they named
    one game's exports two ways): `part` is full, seatN, tree or save."""
    number = game_id if game_id is not None else f"{datetime.now():%Y%m%d-%H%M%S}"
    return f"{game}-{number}-{part}"


def export_question(warning: str, seat_log: str | None = None, what: str = "Full log") -> Choice:
    """What an export that shows hidden items asks first (Cancel has the focus); `what`: the
    export asked about (a seat log's question offered "Full log", and wrote the seat log: a
    review); `seat_log`: the button offering what one seat saw instead, where there is a seat
    to export."""
    return Choice(f"{warning} Export it?", [("cancel", "Cancel"), ("export", what),
                                            *([("seat", seat_log)] if seat_log else [])])


def unless_cancelled(app, export: Callable[[str], Any]) -> Callable[[str | None], None]:
    """The export question's answer: `export(answer)` for a log, else say that nothing was
    written (enter on the focused Cancel wrote nothing, and nothing said so: a review)."""
    def answered(answer: str | None) -> None:
        if answer in ("export", "seat"):
            export(answer)
        else:
            app.notify("Nothing exported (cancelled)", timeout=4)
    return answered


# -- the library screen ----------------------------------------------------------------------
# How each sort reads, (descending, ascending); dates: newest first, oldest first.
A_TO_Z_FIRST = ("title", "game")  # names sort A to Z first; dates, counts and results newest or most first
ORDER_WORDS = {"title": ("Z to A", "A to Z"), "game": ("Z to A", "A to Z"),
               "events": ("most events first", "fewest first"),
               "finished": ("finished first", "in play first")}

def players_text(summary: GameSummary) -> str:
    return ", ".join(s.name if not s.is_bot else f"{s.name} ({s.kind})" for s in summary.seats)


def events_text(summary: GameSummary) -> str:
    """The events on the line played to, and how many more undo or a jump left off it ("355
    (+4 in other branches)": "355 of 359" did not say where the 4 were; "undone" miscounted a
    branch left by a timeline jump; "off this line" read as jargon: reviews)."""
    more = summary.nodes - 1 - summary.events
    return f"{summary.events} (+{more} in other branches)" if more else str(summary.events)


def state_text(summary: GameSummary) -> str:
    """"in progress", or who won ("finished: Player 1 and Greedy bot 2 win" pushed the Events
    column off an 80-column table: a review)."""
    if not summary.finished:
        return "in progress"
    # none: a solo score against the rulebook's marks, no win (Chronocritters' automa scores nothing)
    return f"{' and '.join(summary.winners)} won" if summary.winners else "finished"


def when(seconds: float) -> str:
    return datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M")


TITLE_WIDTH = 32  # characters of a title in the table and on Continue: the other columns stay in sight
CONTINUE_AROUND = 48  # the home screen's columns beside Continue's title: its words, the count, Library
STATE_WIDTH = 22  # characters of the State column: who won, cut when several did
WRAP_WIDTH = 100  # columns from which a title the table cannot hold goes on two lines


def title_within(title: str, width: int = TITLE_WIDTH) -> str:
    """A title cut to `width`, keeping the "(2)" a copy's title ends in: cut with the rest,
    the games read alike in the table, on Continue and in `rewind library` (a review). A
    default title gives up its game's details before its players ("Restore…: Player 1, Greedy
    bot 2"): the players tell games apart (a review), but not the game's name, which the
    Continue button and an 80-column table (its Game column off screen) showed nowhere else
    ("Res…" was Restore or Restart: a review)."""
    copy = re.search(r" \(\d+\)$", title) if len(title) > width else None
    end = copy.group(0) if copy else ""
    body, room = title[:len(title) - len(end)], width - len(end)
    head, sep, players = body.partition(": ")
    if sep and len(body) > room:
        name, paren, details = head.partition(" (")
        left = room - len(sep) - len(players)  # the room the game's part has
        if paren and details.endswith(")") and left >= len(name) + 4:  # cut inside its brackets,
            head = f"{name} ({shortened(details[:-1], left - len(name) - 3)})"  # closed: "(sea…)"
        else:  # read as the game's cut name (a review)
            head = shortened(head, max(len(name) + 1, left))
        body = head + sep + players
    return shortened(body, room) + end


def title_lines(title: str, width: int) -> str:
    """A title too long for `width` on two lines, its game then its players, where both are
    whole (at 100 columns "Restore (Londra Nova): ..." lost "va)" beside "148 (+3 undone)":
    a review); else `title_within`'s one line."""
    head, sep, players = title.partition(": ")
    if len(title) <= width or not sep or max(len(head) + 1, len(players)) > width:
        return title_within(title, width)
    return f"{head}:\n{players}"


# what tells games apart first: a narrow terminal shows the left columns
COLUMNS = [("Title", "title"), ("State", "finished"), ("Last played", "last_played"), ("Events", "events"),
           ("Game", "game"), ("Players", None), ("Started", "started")]


class LibraryScreen(StyledOnce, Screen[None]):
    DEFAULT_CSS = """
    LibraryScreen #search { margin: 0 1; }
    LibraryScreen #games { height: 1fr; }
    LibraryScreen #library-status { height: 1; padding: 0 1; }
    LibraryScreen #library-detail { height: auto; max-height: 3; padding: 0 1; color: $text-muted; }
    """
    BINDINGS = [
        Binding("question_mark,f1", "app.help", "Help", key_display="?"),  # first: never cut
        Binding("escape", "back", "Back"),
        Binding("slash", "search", "Search", key_display="/"),
        Binding("s", "sort", "Sort"),
        Binding("i", "invert", "Reverse", show=False),
        Binding("v", "view", "Replay"),  # the most used first: 80 columns cut the last
        Binding("o", "open_log", "Open a log"),
        Binding("e", "export('full')", "Export"),
        Binding("r", "rename", "Rename"),  # before the other exports: 100 columns cut it (a review)
        Binding("d,delete", "delete", "Delete"),
        Binding("x", "export('seat')", "Seat log"),
        Binding("w", "export('tree')", "Whole tree"),
    ]

    HELP_TITLE = "Saved games"
    HELP_KEYS = [  # every binding above, in words (the footer cuts some at 80 columns)
        ("↑ ↓  enter", "choose a game; enter plays on from where it was left"),
        ("home  end", "the first game, the last"),
        ("/", "search by game, title or player (enter: to the table; escape: clear the search, "
              "again: to the table)"),
        ("s  i", "sort by the next column (or click its header); reverse the order"),
        ("v", "replay the game in the replay viewer"),
        ("o", "open a log file (a full log, a whole-tree export or a seat log) in the replay viewer"),
        ("e", "export the full log, up to where the game was left (every hidden item: asks "
              "first while the game is played)"),
        ("x", "export one seat's log: what that seat saw"),
        ("w", "export the whole tree: every branch undo left"),
        ("r", "rename the game"),
        ("d  delete", "delete the game and every branch (asks first)"),
        ("escape", "clear the search; else back to the home screen"),
        ("q or ctrl+q", "quit Rewind (q outside the search field; every game is saved already)"),
    ]

    def __init__(self, library: Library, log_dir: Path) -> None:
        super().__init__()
        self.library = library
        self.log_dir = log_dir
        self.sort = "last_played"
        self.descending = True
        self.summaries: list[GameSummary] = []
        self._title_shown = (0, False)  # the width the table's titles were cut to, and if they wrap

    def compose(self) -> ComposeResult:
        yield Static("Saved games", id="library-title")
        yield Input(placeholder="search: game, title or player", id="search")
        yield GamesTable(id="games", cursor_type="row", zebra_stripes=True)
        yield Static(id="library-detail")
        yield Static(id="library-status")
        yield SteadyFooter()  # compact under 100 columns

    def on_mount(self) -> None:
        self.refresh_table()
        self.query_one(DataTable).focus()

    def refresh_table(self) -> None:
        table = self.query_one(DataTable)
        keep = self.selected
        query = self.query_one("#search", Input).value.strip()
        self.summaries = self.library.list(query, sort=self.sort, descending=self.descending)
        table.clear(columns=True)  # the columns fit the rows shown now (a rename shrinks them)
        for label, key in COLUMNS:
            table.add_column(label, key=key or label)
        width, wraps = self._title_shown = self.title_fit()
        cut = title_lines if wraps else title_within
        for s in self.summaries:
            title = cut(s.title, width)
            table.add_row(Text(title), Text(shortened(state_text(s), STATE_WIDTH)), when(s.last_played),
                          events_text(s), self._game_title(s.game), Text(players_text(s)), when(s.started),
                          height=1 + title.count("\n"), key=str(s.id))
        if keep is not None and str(keep) in table.rows:
            table.move_cursor(row=table.get_row_index(str(keep)))
        self.show_status()

    def show_status(self) -> None:
        """The count, the order, and the highlighted game's number, which `rewind library
        --export` takes (a review found no id on this screen)."""
        query = self.query_one("#search", Input).value.strip()
        order = ORDER_WORDS.get(self.sort, ("newest first", "oldest first"))[0 if self.descending else 1]
        game = self.selected
        line = ((f"game #{game} │ " if game is not None else "")
                + f"{counted(len(self.summaries), 'game')}{f' matching {query!r}' if query else ''} │ sorted by "
                f"{self.sort.replace('_', ' ')}, {order} │ enter opens")
        more = " │ ? every key"  # the footer's first key says it too, where the line has no room
        self.query_one("#library-status", Static).update(Text(line + more if len(line + more) <= self.size.width - 2 else line))
        # the highlighted game whole: at 80 columns its title was cut and the players, the game
        # and the start date were off the table's edge, so games read alike (a review)
        s, parts = self.summary(), []
        if s is not None:
            game, players = self._game_title(s.game), players_text(s)
            if ", ".join(seat.name for seat in s.seats) in s.title:  # the names said twice (a review):
                bots = [f"{seat.name} ({seat.kind})" for seat in s.seats if seat.is_bot]  # what is new
                players = ("bots: " if len(bots) > 1 else "bot: ") + ", ".join(bots) if bots else ""
            parts = [s.title, *[x for x in (game, players) if x and x not in s.title],
                     f"started {when(s.started)}"]
        self.query_one("#library-detail", Static).update(Text(" · ".join(parts)))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_status()

    def _game_title(self, name: str) -> str:
        """The game's title ("Chronocritters"), not its id; the id of a game not installed."""
        game = self.app.games.get(name)
        return game.title if game is not None else name

    def title_width(self) -> int:
        """What the terminal leaves a title beside State, Last played and Events, each as wide
        as its widest cell (a title cut to a fixed width pushed Events off the edge, "153" read
        "15": a review): at 100 columns a default title whole ("Restore (Londra Nova): Player
        1, Greedy bot 2"; cut to 32, two games read alike: a review), at 80 columns 24-30."""
        state = max((min(len(state_text(s)), STATE_WIDTH) for s in self.summaries), default=0)
        events = max((len(events_text(s)) for s in self.summaries), default=0)
        beside = max(state, len("State")) + len(when(0)) + max(events, len("Events"))
        return max(16, min(60, self.size.width - beside - 2 * 4 - 2))  # cells' padding, scrollbar

    def title_fit(self) -> tuple[int, bool]:
        """The title's width, and whether one it cuts may go on two lines (not under 100
        columns: two-line rows would halve the games in sight at 80)."""
        return self.title_width(), self.size.width >= WRAP_WIDTH

    def on_resize(self) -> None:
        if self.title_fit() != self._title_shown:  # the titles are cut to another width
            # after the resize: measured during it, every column fell to its label's width
            # (in a terminal 120 -> 200 columns wide: a review; Pilot's resize never showed it)
            self.call_after_refresh(self.refresh_table)
        else:
            self.show_status()

    @property
    def selected(self) -> int | None:
        table = self.query("#games").first(DataTable) if self.query("#games") else None
        if table is None or not table.row_count:
            return None
        return int(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def summary(self) -> GameSummary | None:
        game_id = self.selected
        return next((s for s in self.summaries if s.id == game_id), None)

    # -- reacting ----------------------------------------------------------------------------
    def on_input_changed(self, event: Input.Changed) -> None:
        self.refresh_table()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.query_one(DataTable).focus()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.open_game(int(event.row_key.value))

    def on_data_table_header_selected(self, event: DataTable.HeaderSelected) -> None:
        key = event.column_key.value
        if key in SORTS:  # a click on a header sorts by it; a second click reverses
            self.descending = not self.descending if key == self.sort else key not in A_TO_Z_FIRST
            self.sort = key
            self.refresh_table()

    def action_back(self) -> None:
        """A search first: cleared, every game shown again (a player pressed escape to drop
        one and kept a filtered list). Then out of the search box to the table (a key typed
        next is not lost on the home screen's form), else back to the home screen."""
        search = self.query_one("#search", Input)
        if search.value:
            search.clear()  # Input.Changed refreshes the table
        elif search.has_focus:
            self.query_one(DataTable).focus()
        else:
            self.app.pop_screen()

    def action_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_sort(self) -> None:
        keys = list(SORTS)
        self.sort = keys[(keys.index(self.sort) + 1) % len(keys)]
        self.descending = self.sort not in A_TO_Z_FIRST  # titles began Z to A (a review)
        self.refresh_table()

    def action_invert(self) -> None:
        self.descending = not self.descending
        self.refresh_table()

    def open_game(self, game_id: int) -> None:
        session = open_saved(self.app, game_id)
        if session is not None:
            self.app.start_game(session, game_id)

    def action_view(self) -> None:
        from tui.screens.replay import ReplayScreen

        summary = self.summary()
        session = open_saved(self.app, summary.id, to_play=False) if summary else None
        if session is not None:
            self.app.push_screen(ReplayScreen(session, summary.title, game_id=summary.id))

    def action_open_log(self) -> None:
        """Ask for a path, offering the newest log in the export folder (where ctrl+e and
        this screen's exports go), else that folder."""
        folder = self.log_dir
        logs = sorted(folder.glob("*.*"), key=lambda f: f.stat().st_mtime) if folder.is_dir() else []
        offered = str(logs[-1]) if logs else f"{folder}{os.sep}"
        self.app.push_screen(Prompt(f"Log file to replay (a full log, a whole-tree export or a seat log; exports "
                                    f"are saved in {folder}):", offered, enter="open"), self._open_log)

    def _open_log(self, path: str | None) -> None:
        from tui.screens.replay import load_log, viewer

        if not path or not path.strip():
            return
        path = Path(path.strip()).expanduser()
        try:
            if path.exists() and not path.is_file() and not path.is_dir():  # a folder says so as it is read
                # a pipe or a terminal waits for bytes that may never come, and the screen with it (an audit)
                raise LogError(0, "not a file (a pipe or a device): a log is a file", "log.unreadable")
            log = load_log(path, self.app.games)
        except OSError as exc:  # exists() on a name too long, or in a folder we may not read (a review)
            self.notify(f"{path}: cannot read the file: {exc.strerror or exc}", title="Cannot open",
                        severity="error", markup=False)
            return
        except LogError as exc:
            self.notify(f"{path}: {exc}", title="Cannot open", severity="error", markup=False)
            return
        if isinstance(log, SeatLog) and log.end.outcome is None:  # a game in play: its seat's hand
            # one enter on the offered newest export showed a hot-seat player's hand to whoever
            # held the keyboard (a review): asked first, Cancel focused
            name = log.header.seats[log.header.seat].name
            question = (f"This is {name}'s seat log of a game still in play: it shows {name}'s hidden "
                        f"cards. Open it only where {name} alone can see the screen.")
            self.app.push_screen(Choice(question, [("cancel", "Cancel"), ("open", f"Show {name}'s log")]),
                                 lambda answer: answer == "open" and self.app.push_screen(viewer(log, path.name)))
            return
        self.app.push_screen(viewer(log, path.name))

    def action_rename(self) -> None:
        summary = self.summary()
        if summary is not None:
            self.app.push_screen(Prompt("New title:", summary.title),
                                 lambda title: self._renamed(summary.id, title))

    def _renamed(self, game_id: int, title: str | None) -> None:
        if title is not None and not title.strip():
            self.notify("a title cannot be empty: the game keeps its title", markup=False)
        elif title is not None:
            given = self.library.rename(game_id, title.strip())
            if given != title.strip():
                self.notify(f"another game is called {title.strip()!r}: this one is now {given!r}",
                            markup=False)
            self.refresh_table()

    def action_delete(self) -> None:
        summary = self.summary()
        if summary is not None:
            self.app.push_screen(
                Choice(f"Delete {summary.title!r} ({summary.nodes - 1} events, every branch)? "
                       "This cannot be undone.", [("keep", "Keep it"), ("delete", "Delete")]),
                lambda answer: self._deleted(summary.id, summary.title, answer))

    def _deleted(self, game_id: int, title: str, answer: str | None) -> None:
        if answer == "delete":
            table = self.query_one(DataTable)
            row = table.cursor_row  # the cursor stays where the game was, not back at the top
            self.library.delete(game_id)
            self.refresh_table()
            if table.row_count:
                table.move_cursor(row=min(row, table.row_count - 1))
            self.notify(f"Deleted {title!r}", markup=False)  # which one ("deleted": helper-290)

    def action_export(self, kind: str) -> None:
        summary = self.summary()
        if summary is None:
            return
        if kind == "seat":
            self.app.push_screen(
                Choice("Whose seat log (what that seat saw)?",
                       [(str(i), s.name) for i, s in enumerate(summary.seats)] + [("cancel", "Cancel")]),
                lambda seat: seat not in (None, "cancel") and self._export_warned(summary, kind, int(seat)))
        else:
            self._export_warned(summary, kind)

    def _export_warned(self, summary: GameSummary, kind: str, seat: int | None = None) -> None:
        """Export, after asking when the log shows hidden items of a game still being played
        (a seat log: that seat's own, which a review exported for another player unwarned)."""
        from engine.core.logfile import hidden_items_warning  # not needed at start-up
        warning = hidden_items_warning(self.app.games[summary.game], summary.finished,
                                       None if seat is None else summary.seats[seat].name)
        if warning:
            what = {"full": "Full log", "tree": "Whole tree"}.get(kind) or f"{summary.seats[seat].name}'s seat log"
            self.app.push_screen(export_question(warning, what=what),
                                 unless_cancelled(self.app, lambda _: self.export(summary, kind, seat)))
        else:
            self.export(summary, kind, seat)

    def export(self, summary: GameSummary, kind: str, seat: int | None = None) -> Path | None:
        """Write the game's log (full: the path to the cursor; tree: every branch; seat: one
        seat's) into the log folder; the path is shown."""
        from engine.core.logfile import free_path  # not needed at start-up
        from engine.core.treefile import export_tree
        path = free_path(self.log_dir, export_stem(summary.game, summary.id, kind if seat is None else f"seat{seat + 1}"))
        try:
            if kind == "tree":
                session = open_saved(self.app, summary.id, to_play=False)
                if session is None:
                    return None
                export_tree(session, path, names=self.library.branch_names(summary.id))
            else:
                self.library.export(summary.id, self.app.games, path, kind, seat)
        except (*SAVE_ERRORS, LogError, ValueError) as exc:
            self.notify(str(exc), title="Export failed", severity="error", markup=False)
            return None
        what = {"full": "Log", "tree": "Whole tree"}.get(kind, "Seat log")  # as the game screen says it
        self.notify(file_words(path), title=f"{what} exported", timeout=8, markup=False)
        return path


# -- the home screen's way in ----------------------------------------------------------------
def show_continue(button: Button, app) -> None:
    """The Continue button names the last unfinished game (literally: a title is the player's
    own text, "oops [/]" crashed every start as markup); with none it is disabled, not the
    first green button a new player pressed for a toast (a review)."""
    last = app.library.last_unfinished() if app.library is not None else None
    # cut to the room beside Library and the event count, no less than the table's width: at
    # 120 columns it read "Restore (L…): Player 1, Player 2" (helper-276)
    room = max(TITLE_WIDTH, app.size.width - CONTINUE_AROUND)
    button.label = Content(f"Continue: {title_within(last.title, room)} ({counted(last.events, 'event')})"
                           if last else "Continue (no unfinished game)")
    button.disabled = last is None


def resume_row(app) -> Horizontal | None:
    """The home screen's Continue and Library buttons (none when nothing is saved)."""
    if getattr(app, "library", None) is None:
        return None
    resume = Button("", id="continue", compact=True, variant="success")
    show_continue(resume, app)
    return Horizontal(resume, Button("Library", id="library", compact=True),
                      classes="field-row", id="resume-row")


def open_saved(app, game_id: int, to_play: bool = True, elsewhere: str = "") -> Any:
    """The saved game as a session, or None when it cannot be opened (said, and `elsewhere`
    after it: where else to go). One damaged after
    its first moves, opened `to_play`, offers what was stored before the damage as a new game
    (one bad row made the whole game unreadable: an audit); the damaged entry stays as it is."""
    try:
        return app.library.open(game_id, app.games)
    except SAVE_ERRORS as exc:
        if to_play and isinstance(exc, DamagedGame) and exc.salvageable:
            node = exc.node
            app.push_screen(Choice(f"{exc.text}.\n\nOpen the {counted(node - 1, 'event')} stored before "
                                   "it as a new game in the library? The damaged one stays as it is.",
                                   [("salvage", "Open what was stored before it"), ("keep", "Not now")]),
                            lambda answer: answer == "salvage" and _open_salvaged(app, game_id, node))
        else:
            app.notify(str(exc) + elsewhere, title="Cannot open", severity="error", markup=False)
        return None


def _open_salvaged(app, game_id: int, node: int) -> None:
    try:
        session = app.library.salvage(game_id, app.games, node)
    except SAVE_ERRORS as exc:
        app.notify(str(exc), title="Cannot open", severity="error", markup=False)
        return
    app.start_game(session)  # a new entry: the damaged one is never saved over


def continue_last(app) -> bool:
    """Open the unfinished game played last; False (and a word) when there is none."""
    last = app.library.last_unfinished() if app.library is not None else None
    if last is None:
        app.notify("no unfinished game in the library", markup=False)
        return False
    # Continue names this game until another is played: the others are said to be there
    # (helper-290 met the damaged one at every ctrl+o)
    session = open_saved(app, last.id, elsewhere=". Your other saved games open from the Library (ctrl+l)")
    if session is None:
        return False
    app.start_game(session, last.id)
    return True


def library_screen(app) -> LibraryScreen:
    from tui.screens.game import default_log_dir

    return LibraryScreen(app.library, app.log_dir or default_log_dir())


__all__ = ["LIBRARY_ENV", "LibraryScreen", "continue_last", "create_game",
           "leave_question", "library_path", "library_screen", "open_library", "resume_row", "save_game"]
