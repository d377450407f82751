"""The Spacetime grid: each space's pile (top card by colour and letter, pile depth), the
figures of every player, this turn's Void recolourings (◊ and the colour counted), and the
Objective spaces with their cards. Keys: ("space", n), n = row * columns + column, or
100 + k for Objective space k (the engine's numbering).

The grid scales with the room it is given (`fit`): cells widen from CELL_MIN to CELL_MAX
columns, and a cell with room names its top card (whole words only)."""
from __future__ import annotations

from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.labels import AGES, COL, objective_space_text, space_label
from engine.restart.state import OBJECTIVE_BASE

from tui.widgets.restart.codes import card_words
from tui.widgets.restart.marks import colour_letter, colour_of, figures
from tui.widgets.restart.panel import Canvas, RestartPanel
from tui.widgets.words import clipped

CELL_MIN, CELL_MAX = 10, 30
NAMED = 16  # from this cell width a space names its top card (8 columns: "Locust…"; at 120 columns a
#            4-column grid had cells of 17 and named none: a review)
EDGE = 8


# the legend of ◊ by the recolourings on the grid (free: Marek Sol's, which spends no Void token)
RECOLOUR = {frozenset(): "Void recolour", frozenset({0}): "Void recolour",
            frozenset({1}): "Marek Sol's free recolour", frozenset({0, 1}): "recolour (Void or Marek Sol's)"}


class SpacetimeGrid(RestartPanel):
    """Shown a Restart View."""

    ROWS_APART = True  # → at a row's end moved on to the next row, and enter moved an Adult there (a review)

    room = 0  # the columns `fit` gave the grid (0: not known yet, cells of 12)
    fresh: frozenset = frozenset()  # spaces whose pile changed since the viewer's last move: *

    def describe(self, key) -> str | None:
        """A space in words: who stands there, the pile, its top card in full (a grid of codes at
        80 columns said nothing of a card to the keyboard: a review)."""
        v = self.data
        if v is None or key[0] != "space":
            return None
        space = key[1]
        here = ", ".join(text for text, _ in figures(v.players, space, words=True))
        facts = [f"here {here}"] * bool(here)  # the short facts first: the line's rows are few
        if space >= OBJECTIVE_BASE:
            text = objective_space_text(v.objectives[space - OBJECTIVE_BASE], v.phase)
        else:
            top, depth = v.grid[space], v.grid_depth[space]
            facts += [f"a pile of {depth} cards"] * (depth > 1)
            text = card_words(top) if top > 0 else "no card"
        return f"{space_label(v, space)}: " + "".join(f"{fact}; " for fact in facts) + text

    def fit(self, room: int) -> None:
        """Scale the cells to fill `room` columns (a wider board names the top cards)."""
        if room != self.room:
            self.room = room
            if self.data is not None:
                self.redraw()

    def draw(self, c: Canvas) -> None:
        v = self.data
        cell = max(CELL_MIN, min(CELL_MAX, (self.room - EDGE) // v.cols)) if self.room else 12
        c.add("Grid", "title")
        for col in range(v.cols):
            c.pad(EDGE + col * cell + 1).add(str(col + 1), "muted")
        voids = {space: colour for space, colour, _ in v.voids}
        for row in range(v.rows):
            c.newline().add(f"{AGES[row]:<{EDGE}}", "muted")
            for col in range(v.cols):
                space = row * v.cols + col
                key = ("space", space)
                top = v.grid[space]
                c.pad(EDGE + col * cell)
                if top > 0:
                    colour = colour_of(top)
                    c.add(f"{COL[colour]}{top}", colour, key)
                    depth = v.grid_depth[space]
                    c.add(f"×{depth}" if depth > 1 else "  ", "muted", key)
                else:
                    c.add(" --   ", "muted", key)
                used = 6
                if space in self.fresh:
                    c.add("*", "marker", key)
                    used += 1
                if space in voids:
                    letter, style = colour_letter(voids[space])
                    c.add("◊", "void", key).add(letter, style, key)
                    used += 2
                name = (clipped(EVENTS_BY_NUMBER[top].name, cell - used - 2)
                        if top > 0 and cell >= NAMED else "")
                if name:
                    c.add(" " + name, "", key)
            c.newline().pad(EDGE)
            for col in range(v.cols):
                space = row * v.cols + col
                c.pad(EDGE + col * cell)
                figs = figures(v.players, space)
                # apart while they fit the cell ("Rc Bc Gc Yc" ran together in a 12-wide one)
                sep = " " if sum(len(t) + 1 for t, _ in figs) <= cell else ""
                for k, (text, style) in enumerate(figs):
                    c.add(("" if k == 0 else sep) + text, style, ("space", space))
        for k, objective in enumerate(v.objectives):
            space = OBJECTIVE_BASE + k
            c.newline().add(f"Obj {k + 1}  ", "muted")
            c.add(objective_space_text(objective, v.phase), "", ("space", space))
            for text, style in figures(v.players, space):
                c.add(" ").add(text, style)
        shadow = any("shadow" in p.side_effects for p in v.players)  # only that side effect has one
        x = v.players[v.seat].name[0] if v.seat is not None and 0 <= v.seat < len(v.players) else "R"
        # every figure carries its player's letter (Chaos's are named above)
        colours = [p.name[0] + " " + p.name + (" (you)" if i == v.seat else "")
                   for i, p in enumerate(v.players) if not (v.chaos and p.name == "Chaos")]
        c.newline().add(f"{x}A Adult · {x}c Child" + (f" · {x}s Shadow" if shadow else "")
                        + (" · CA Cc Chaos's" if v.chaos else "")
                        + f" · ◊ {RECOLOUR[frozenset(free for _, _, free in v.voids)]} · ×n pile"
                        + (" · * new since your last move" if self.fresh else ""), "muted")
        if len(colours) > 1:
            c.newline().add("players: " + ", ".join(colours), "muted")
