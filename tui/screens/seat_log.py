"""A seat log in the replay viewer (issue 11): what one seat read, line by line. Other seats'
hidden draws are not in it, so it holds no positions to draw: the viewer steps through its
lines, and at its end shows the seat's last view and the scores as the file states them
(only the hash chain was checked, as `rewind replay` says). A seat log that hides nothing
(a game without hidden items) opens in the replay viewer itself, every position drawn."""
from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from engine.core.logfile import SeatLog
from tui.screens.replay import ENDS, at_an_end, scrub_keys, step_to, turn_ends
from tui.screens.styled_once import StyledOnce
from tui.widgets import EventLog, SteadyFooter, TextBoard
from tui.widgets.event_log import entries_of
from tui.widgets.words import plain, seat_names


class SeatLogScreen(StyledOnce, Screen[None]):
    DEFAULT_CSS = """
    SeatLogScreen #seat-log-status { height: auto; padding: 0 1; background: $boost; }
    SeatLogScreen #seat-log-main { height: 1fr; }
    SeatLogScreen #seat-log-board-area { width: 2fr; border: round $primary; }
    SeatLogScreen #seat-log-lines { width: 1fr; border: round $primary; }
    """
    BINDINGS = [*scrub_keys("Line"), *ENDS,
                Binding("right_curly_bracket", "no_rounds", show=False),  # the replay viewer's round
                Binding("left_curly_bracket", "no_rounds", show=False)]   # keys did nothing here unsaid

    HELP_TITLE = "Seat log"
    HELP_KEYS = [
        ("← →", "one line back / on"),
        ("[ ]", "to the previous / next turn's start"),
        ("{ }", "no rounds here: a seat log holds lines, not the positions rounds are read from"),
        ("home  end", "to the start / the end (the seat's last view and the scores)"),
        ("escape  q", "back"),
    ]

    def __init__(self, log: SeatLog, title: str) -> None:
        super().__init__()
        self.seat_log = log
        self.title_text = title
        seats = [plain(s.name) for s in log.seats]  # what the file says, control characters spelled out
        self.names = seats + log.game.participants(log.options, len(seats))
        self.seat_name = self.names[log.header.seat]
        label = log.game.seat_label  # each line as the game screen's log says it (log_entries)
        self.entries = entries_of([(None, e.seat, plain(e.text)) for e in log.entries], self._who,
                                  label, seat_names(label, seats))
        self.position = len(self.entries)  # opened at the end, as a game's log is
        self.turn_ends = turn_ends([e.seat for e in log.entries],
                                   [e.event is not None and log.game.ends_turn(e.event) for e in log.entries])

    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def compose(self) -> ComposeResult:
        yield Static(id="seat-log-status")
        with Horizontal(id="seat-log-main"):
            with VerticalScroll(id="seat-log-board-area") as area:
                area.border_title = Content(f"{self.seat_log.game.title}: {self.title_text}")  # literal
                yield TextBoard(id="seat-log-board")
            lines = EventLog(id="seat-log-lines")
            lines.border_title = Content(f"What {self.seat_name} read")  # a name: literal
            yield lines
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        from tui.cli import score_table  # the same table `rewind replay` prints

        self.query_one(EventLog).show_entries(self.entries[:self.position])
        end = self.seat_log.end
        if self.position == len(self.entries):
            board = "\n".join(map(plain, end.board.splitlines()))
            text = f"{self.seat_name}'s last view:\n\n{board}\n\n{score_table(end.outcome, self.names)}"
        else:
            text = (f"A seat log holds what {self.seat_name} read, not the positions: other seats' "
                    f"hidden draws are not in it. Its lines are on the right; {self.seat_name}'s "
                    "last view and the scores are at its end (end).\n\nOnly its hash chain was checked: "
                    "`rewind replay THIS-FILE --against FULL-LOG` checks it against the game's full log.")
        self.query_one(TextBoard).show_text(text)
        self.query_one("#seat-log-status", Static).update(Text(" │ ".join([
            f"Seat log of {self.seat_name}", f"line {self.position}/{len(self.entries)}",  # one line at 100 columns
            "checked: its hash chain only"])))  # how to check more: on the board (it wrapped here: helper-276)

    def go(self, position: int, direction: int = 0) -> None:
        self.position = at_an_end(self, max(0, min(position, len(self.entries))), direction)
        self.show()

    def action_step(self, delta: int) -> None:
        self.go(self.position + delta, delta)

    def action_to(self, position: int) -> None:
        self.go(position if position >= 0 else len(self.entries))

    def action_turn(self, direction: int) -> None:
        self.go(step_to(self.turn_ends, self.position, direction, len(self.entries)), direction)

    def action_no_rounds(self) -> None:
        self.notify("A seat log steps by lines and turns ([ ]): its rounds are the positions' (the full "
                    "log's), which it does not hold", title="No rounds here", markup=False)
