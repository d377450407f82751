"""Anomie: the 9 x 9 board (Law and Bill spaces, Veto spaces, each colour's starting spaces,
every Senator stack bottom first), the Law track and the Bill tracks of every player, and the
Plan action in progress. Its decisions are taken here: pick one of your Senators (its moves
follow in the move list), take or decline a supported benefit, choose the extra Bill track,
end the action."""
from __future__ import annotations

from typing import Any

from engine.core.words import counted
from engine.restart.dystopias.anomie.content import (BILL_TRACK, BILLS, COLS, COLUMN_NAMES, DIRECTIONS, LAW_TRACK,
                                                     ROWS, STARTS, TOKENS, VETO, senator, start_space)
from engine.restart.dystopias.anomie.events import (AnomieBreakout, AnomieEnd, AnomieExtraBill,
                                                    AnomieManeuver, AnomieMove, AnomieSupport,
                                                    AnomieTakeBenefit)
from engine.restart.dystopias.anomie.steps import PLAN_TITLE
from engine.restart.dystopias.anomie.text import SPACE_MARK, token_name
from engine.restart.labels import SEAT_NAMES

from tui.widgets.restart.dystopias import DystopiaPanel
from tui.widgets.restart.marks import bar
from tui.widgets.restart.panel import Canvas

SENATOR_MOVES = (AnomieManeuver, AnomieMove, AnomieSupport, AnomieBreakout)
LEGEND = ("Lw Law · He Cu Ed Ec Bills · ## Veto", "r b g y starting spaces · R1 Red's Senator 1")


def _cells(v: Any) -> list[list[tuple[str, str, int | None]]]:
    """Per space: (text, style, token) parts — its mark, then its stack bottom first."""
    starts = {start_space(i, w): i for i in range(len(v.law)) for w in STARTS}
    cells = []
    for space, stack in enumerate(v.board):
        if space in VETO:
            cells.append([("##", "muted", None)])
            continue
        mark = SPACE_MARK.get(space, "")
        parts = [(mark + (":" if stack else ""), "title", None)] if mark else []
        parts += [(token_name(x), f"seat{x // TOKENS}", x) for x in stack]
        if not parts and space in starts:
            parts = [(SEAT_NAMES[starts[space]][0].lower(), f"seat{starts[space]}", None)]
        cells.append(parts or [(".", "muted", None)])
    return cells


class AnomiePanel(DystopiaPanel):
    """Shown (Anomie view, seat names, seat). Keys: ("senator", k) your Senator k,
    ("benefit", take), ("bill", name) and ("end",)."""

    TARGETS = {**dict.fromkeys(SENATOR_MOVES, lambda m: ("senator", m.token)),
               AnomieTakeBenefit: lambda m: ("benefit", m.take),
               AnomieExtraBill: lambda m: ("bill", m.track),
               AnomieEnd: lambda m: ("end",)}
    # a Senator picked when none of its moves is a choice: the engine's reasons (a review picked
    # another Senator after a Maneuver and read the prompt alone)
    PROBES = {"senator": lambda key: tuple(kind(key[1], way) for kind in (AnomieMove, AnomieSupport)
                                           for way in DIRECTIONS) + tuple(AnomieBreakout(key[1], way) for way in STARTS)
              + tuple(AnomieManeuver(key[1], way) for way in DIRECTIONS)}

    def draw(self, c: Canvas) -> None:
        v, names, seat = self.data
        c.add("Anomie", "title").add("  a stack reads bottom first", "muted")
        cells = _cells(v)
        widths = [max(3, *(sum(len(t) for t, _, _ in cells[r * COLS + col]) + 1 for r in range(ROWS)))
                  for col in range(COLS)]
        edges = [4 + sum(widths[:col]) for col in range(COLS)]
        c.newline()
        for col in range(COLS):
            c.pad(edges[col]).add(COLUMN_NAMES[col], "muted")
        for row in range(ROWS):
            c.newline().add(f" {row + 1}", "muted")
            for col in range(COLS):
                c.pad(edges[col])
                for text, style, token in cells[row * COLS + col]:
                    mine = token is not None and token // TOKENS == seat
                    c.add(text, style, ("senator", token % TOKENS) if mine else None)
        # a seat not called by its colour (Chaos, seat 2's "B1"): whose its tokens are (a review)
        named = "".join(f" · {SEAT_NAMES[i][0]}1 {SEAT_NAMES[i][0]}2 {name}'s" for i, name in enumerate(names)
                        if name != SEAT_NAMES[i])
        for line in (LEGEND[0], LEGEND[1] + named):
            c.newline().add(line, "muted")
        self._tracks(c, v, names)
        self._choices(c, v)

    def _tracks(self, c: Canvas, v: Any, names: list[str]) -> None:
        marks = {p: "★" for p in LAW_TRACK.mission_points}
        c.newline().add(f"Law track (Plan A) /{LAW_TRACK.spaces}", "title")
        c.add("  points = space · ★ Mission point", "muted")
        for i, (name, at) in enumerate(zip(names, v.law)):
            c.newline().add(f"  {name[:10]:<10} ", f"seat{i}")
            bar(c, LAW_TRACK.spaces, at, marks, f"seat{i}", LAW_TRACK.spaces)
            c.add(f" {at} ({counted(LAW_TRACK.score(at), 'pt')})")
        points = ",".join(map(str, BILL_TRACK.points))
        c.newline().add(f"Bill tracks (Plan B) /{BILL_TRACK.spaces}", "title")
        c.add(f"  points {points} · Mission point at {BILL_TRACK.mission_points[0]}", "muted")
        for i, (name, bills) in enumerate(zip(names, v.bills)):
            c.newline().add(f"  {name[:10]:<10} ", f"seat{i}")
            for bill, at in zip(BILLS, bills):
                c.add(f"{bill[:2].capitalize()} {at}  ")
            c.add(f"({counted(sum(BILL_TRACK.score(x) for x in bills), 'pt')})", "muted")

    def _choices(self, c: Canvas, v: Any) -> None:
        if v.plan:
            c.newline().add(f"{PLAN_TITLE[v.plan]} in progress"
                            + (f" · {senator(v.maneuvered)} maneuvered" if v.maneuvered >= 0 else ""), "warn")
        if any(k[0] == "senator" for k in self.targets):
            c.newline().add("Pick one of your Senators (bright): its moves follow in the list", "muted")
        self.buttons(c, [(("benefit", True), "Take the benefit"), (("benefit", False), "Decline"),
                         *[(("bill", b), f"Also {b.capitalize()}") for b in BILLS],
                         (("end",), "End the action")])


PANEL = AnomiePanel
