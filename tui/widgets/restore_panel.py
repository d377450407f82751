"""Restore's side panel: the live scores of both players and the bonus piles.

`RestoreScores` shows what the engine's scoring breakdown says (it computes nothing);
`RestorePiles` lists each bonus pile top first and, while a bonus tile is to be taken, lets
the player pick a pile with arrows + enter or a click (posting `RestorePiles.PileChosen`).
"""
from __future__ import annotations

from typing import Any, Sequence

from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from tui.widgets.restore_text import SEAT_COLOURS, legend, tile_code, tile_text

SHORT = {"Bonus tiles": "Bonus"}


class RestoreLine(Widget):
    """A line or two of text that repaints without a layout pass over the whole screen (as
    `Static.update` would): its height is fixed in TCSS, or `auto` between a min- and a
    max-height, and then a new text lays the screen out only when it needs other lines."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.text = Text()
        self._wrapped = (0, 0)  # (width, lines) of the text shown: show, layout and render ask alike

    def show(self, text: str | Text) -> None:
        text = Text(text) if isinstance(text, str) else text
        if text != self.text:
            auto = self.styles.height is not None and self.styles.height.is_auto
            width = max(self.content_size.width, 1)
            before = self._count(width) if auto else 0
            self.text, self._wrapped = text, (0, 0)
            self.refresh(layout=auto and self._count(width) != before)

    def _count(self, width: int) -> int:
        """How many lines the text shown wraps to at `width` (wrapped once a text and width)."""
        if self._wrapped[0] != width:
            self._wrapped = (width, len(self.text.wrap(self.app.console, width)))
        return self._wrapped[1]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._count(width) if width else 1  # the whole text's, not the cut render's

    def render(self) -> Text:
        """The text; where it wraps to more lines than the widget has (its max-height), the
        last one shown ends in "…" (a prompt's "or click" went missing unmarked: a review)."""
        width, height = self.content_size
        if not width or not height or self._count(width) <= height:
            return self.text
        lines = self.text.wrap(self.app.console, width)
        last = lines[height - 1]
        plain = last.plain.rstrip()
        cut = plain.rfind(" ", 0, width - 1) if len(plain) >= width else len(plain)  # a whole word
        last.truncate(cut if cut > 0 else width - 1)
        last.append("…")
        return Text("\n").join(lines[:height])


class RestoreScores(Widget):
    """Per-category points, total, Energy and Mission markers for both seats."""

    COMPONENT_CLASSES = {"restore-scores--seat0", "restore-scores--seat1",
                         "restore-scores--total", "restore-scores--muted"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.players: list[Any] = []

    def show(self, players: Sequence[Any]) -> None:
        self.players = list(players)
        self.refresh()  # fixed height in TCSS: no layout pass needed

    def render(self):
        if not self.players:
            return ""
        style = self.get_component_rich_style
        total = style("restore-scores--total", partial=True)
        muted = style("restore-scores--muted", partial=True)
        names = [SEAT_COLOURS[seat] for seat in range(len(self.players))]
        rows = [(SHORT.get(c, c), [str(p.score.get(c, 0)) for p in self.players], None)
                for c in self.players[0].score]
        rows += [("Total", [str(p.total) for p in self.players], total),
                 ("Energy", [str(p.energy) for p in self.players], None),
                 ("Markers", [f"{p.markers}/3" for p in self.players], None)]  # not Missions' points
        # A fixed grid by hand: a rich Table squeezed into the panel lost its alignment.
        label = max(len(r[0]) for r in rows + [("Points", [], None)]) + 1
        widths = [max(len(n), *(len(r[1][i]) for r in rows)) + 1 for i, n in enumerate(names)]
        text = Text("Points".ljust(label), style=muted)
        for seat, (name, width) in enumerate(zip(names, widths)):
            text.append(name.rjust(width), style=style(f"restore-scores--seat{seat}", partial=True))
        for title, values, row_style in rows:
            text.append("\n" + title.ljust(label), style=row_style or muted)
            for value, width in zip(values, widths):
                text.append(value.rjust(width), style=row_style)
        return text


class RestorePiles(Widget, can_focus=True):
    """The three bonus piles, top tile first. Row 0 is a title; rows 1-3 the piles."""
    ALLOW_MAXIMIZE = False  # one board of several alone on the screen: the palette's Maximize (a review)

    COMPONENT_CLASSES = {"restore-piles--title", "restore-piles--top", "restore-piles--rest",
                         "restore-piles--cursor", "restore-piles--legal"}

    BINDINGS = [
        Binding("up", "move(-1)", "Previous pile", show=False),
        Binding("down", "move(1)", "Next pile", show=False),
        Binding("enter,space", "choose", "Take tile"),
    ]

    class PileChosen(Message):
        def __init__(self, piles: "RestorePiles", pile: int) -> None:
            super().__init__()
            self.piles_widget = piles
            self.pile = pile

        @property
        def control(self) -> "RestorePiles":
            return self.piles_widget

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.piles: list[list[int]] = []
        self.choosing = False
        self.cursor = 0

    def show(self, piles: Sequence[Sequence[int]], choosing: bool) -> None:
        self.piles = [list(p) for p in piles]
        if choosing and (not self.choosing or not self._has(self.cursor)):
            self.cursor = next((i for i in range(len(self.piles)) if self.piles[i]), 0)
        if choosing != self.choosing:
            self.refresh_bindings()
        self.choosing = choosing
        self.tooltip = "\n".join(
            f"Pile {i + 1}: " + (" / ".join(tile_text(t) for t in reversed(pile)) or "empty")
            for i, pile in enumerate(self.piles)) + "\n(top tile first; only the top is taken)"
        self.refresh()

    def _has(self, pile: int) -> bool:
        return 0 <= pile < len(self.piles) and bool(self.piles[pile])

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return 23

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + len(self.piles)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.rich_style
        style = self.get_component_rich_style
        if y == 0:
            title = "Bonus piles (top first)"
            return Strip([Segment(title, base + style("restore-piles--title", partial=True))]
                         ).adjust_cell_length(width, base)
        pile = y - 1
        if pile >= len(self.piles):
            return Strip.blank(width, base)
        tiles = list(reversed(self.piles[pile]))
        lead_style = base
        lead = f" {pile + 1} "
        if self.choosing and tiles:
            lead_style += style("restore-piles--legal", partial=True)
            if pile == self.cursor:
                lead = f"»{pile + 1} "
                lead_style += style("restore-piles--cursor", partial=True)
        segments = [Segment(lead, lead_style)]
        if not tiles:
            segments.append(Segment("empty", base + style("restore-piles--rest", partial=True)))
        for k, tile in enumerate(tiles):
            name = "top" if k == 0 else "rest"
            segments.append(Segment(tile_code(tile), base + style(f"restore-piles--{name}", partial=True)))
            segments.append(Segment(" ", base))
        return Strip(segments).adjust_cell_length(width, base)

    def action_move(self, step: int) -> None:
        if self.piles:
            self.cursor = (self.cursor + step) % len(self.piles)
            self.refresh()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose":
            return self.choosing
        return True

    def action_choose(self) -> None:
        self.post_message(self.PileChosen(self, self.cursor))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or not 1 <= offset.y <= len(self.piles):
            return
        event.stop()
        self.cursor = offset.y - 1
        self.refresh()
        self.post_message(self.PileChosen(self, self.cursor))


class RestoreLegend(Widget):
    """The board codes under the boards, in two columns where the width holds them."""

    def render(self) -> Text:
        return Text(legend(self.content_size.width))

    def get_content_height(self, container, viewport, width: int) -> int:
        return legend(width).count("\n") + 1
