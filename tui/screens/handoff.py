"""The hot-seat hand-off: an opaque screen between two people at one keyboard, so one never
sees the other's private view."""
from __future__ import annotations

from time import monotonic

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

from tui.screens.styled_once import StyledOnce
from tui.widgets.footer import SteadyFooter


class HandOffScreen(StyledOnce, Screen[None]):
    # Keys pressed this soon after the screen appears are ignored: an enter held or doubled by
    # the previous player must not uncover the next player's view.
    GUARD_SECONDS = 0.4

    BINDINGS = [
        Binding("enter", "ready", "Show my view"),
        # as on the game screen (asking first), behind the curtain: it then calls whoever acts
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),  # the undo toast names it
        Binding("q", "leave", "Leave", show=False),  # asks, as in the game (it quit at once)
    ]

    # the title in its border and padding (5 rows) and the footer (1); the widest the reason and
    # the moves are drawn (the theme's max-width)
    TITLE_AND_FOOTER, REASON_WIDTH, SINCE_WIDTH = 6, 76, 96

    def __init__(self, name: str, reason: str = "", since: list[tuple[str, str]] | None = None,
                 first: bool = False) -> None:
        super().__init__()
        self.seat_name = name
        self.reason = reason  # why this player is called (their turn, or a question mid-turn)
        self.since = since or []  # (who, move) of the others' moves since this player's last (public log)
        self.first = first  # they have not moved yet: `since` is the game so far

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(Text(f"Pass to {self.seat_name}"), id="handoff-title")
            if self.reason:
                with Center():
                    yield Static(Text(self.reason), id="handoff-reason")
            if self.since:
                with Center():
                    yield Static(self._fitted(), id="handoff-since")
            with Center():  # Text, not markup: a seat name is shown literally
                yield Static(self._hint(), id="handoff-hint")
        yield SteadyFooter()

    def _hint(self) -> Text:
        return Text(f"{self.seat_name}: press enter when nobody else is looking")

    def on_resize(self) -> None:
        self.refresh(recompose=True)  # as many moves as the new size holds

    def _fitted(self) -> Group:
        """`_since_text` with as many of the moves as the screen holds under the rest, as
        drawn: a fixed 8 left out a Mission completed at 100x32 below half a screen of nothing,
        and a fixed count by the height pushed the hint under the footer when a reason or a
        move wrapped (reviews)."""
        width, height = self.app.size
        console = self.app.console

        def rows(renderable, widest: int) -> int:
            return len(console.render_lines(renderable, console.options.update_width(min(widest, width)), pad=False))
        spare = height - self.TITLE_AND_FOOTER - 1 - rows(self._hint(), width)
        if self.reason:
            spare -= 1 + rows(Text(self.reason), self.REASON_WIDTH)
        fits, most = 1, min(len(self.since), spare - 2)  # each move a line at least, under the head
        while fits < most:  # the most that fit, by halves (measuring each count cost 145 ms at 40 moves)
            room = (fits + most + 1) // 2
            if rows(self._since_text(room), self.SINCE_WIDTH) <= spare - 1:
                fits = room
            else:
                most = room - 1
        return self._since_text(fits)

    def _since_text(self, room: int) -> Group:
        """What the others did while this player was away, the latest `room` moves, so nobody
        must scroll the log after every hand-off (a review: hot-seat players asked one another
        what happened). A grid, so a long move wraps under its own words, not under the names."""
        lines, more = self._latest(room), len(self.since) - room
        when = "moves so far" if self.first else "moves since yours"
        head = (f"{when} ({len(lines)} of {len(self.since)}, each player's latest; all are in the log):"
                if more > 0 else f"{when}:")
        grid = Table.grid(padding=(0, 1, 0, 0))
        grid.add_column(no_wrap=True)
        grid.add_column()
        for who, move in lines:  # Text: names and moves are shown literally
            grid.add_row(Text(f"  {who}:"), Text(move))
        return Group(Text(head[0].upper() + head[1:], style="bold"), grid)

    def _latest(self, room: int) -> list[tuple[str, str]]:
        """The latest `room` moves, each player's last ones among them: the latest alone
        were a bot's whole turn, and the other human's Mission went unsaid (a review)."""
        since = self.since
        if len(since) <= room:
            return since
        players = list(dict.fromkeys(who for who, _ in since))
        share = max(1, room // len(players))
        kept = {i for who in players for i in [k for k, (w, _) in enumerate(since) if w == who][-share:]}
        for k in range(len(since) - 1, -1, -1):  # the rest of the room: the latest
            if len(kept) >= room:
                break
            kept.add(k)
        return [since[k] for k in sorted(kept)][-room:]

    def on_mount(self) -> None:
        self._shown_at = monotonic()

    def call(self, name: str, reason: str = "", since: list[tuple[str, str]] | None = None,
             first: bool = False) -> None:
        """Call the player who acts after an undo or redo behind the curtain (another one, or
        the same at another point): nobody's view was shown meanwhile."""
        self.seat_name, self.reason, self.since, self.first = name, reason, since or [], first
        self._shown_at = monotonic()
        self.refresh(recompose=True)

    def _game(self):
        """The game screen under the curtain (None: none)."""
        stack = self.app.screen_stack
        return stack[stack.index(self) - 1] if self in stack[1:] else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("undo", "redo"):  # dimmed, and said why, as in the game
            game = self._game()
            return game.check_action(action, parameters) if hasattr(game, "action_undo") else False
        return True

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        game = self._game()
        return game.why_not(action, parameters) if hasattr(game, "why_not") else None

    def help_content(self):
        """The game's help (its rules and keys, nothing private), as on the game screen: `?`
        here showed the home screen's."""
        return self._game().help_content()

    def action_undo(self) -> None:
        """The game screen's undo, asked over the curtain (another player's move asks first)."""
        self._game().action_undo()

    def action_redo(self) -> None:
        self._game().action_redo()

    def action_leave(self) -> None:
        """The game screen's question (home, quit or stay), asked over the curtain."""
        game = self._game()
        if hasattr(game, "action_leave"):
            game.action_leave()

    def action_ready(self) -> None:
        if monotonic() - self._shown_at >= self.GUARD_SECONDS:
            self.dismiss(None)
