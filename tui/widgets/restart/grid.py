"""The Spacetime grid: each space's pile (top card by colour and letter, pile depth), the
figures of every player, this turn's Void recolourings (◊ and the colour counted), and the
Objective spaces with their cards. Keys: ("space", n), n = row * columns + column, or
100 + k for Objective space k (the engine's numbering)."""
from __future__ import annotations

from engine.restart.labels import AGES, COL, objective_text
from engine.restart.state import OBJECTIVE_BASE

from tui.widgets.restart.marks import colour_letter, colour_of, figures
from tui.widgets.restart.panel import Canvas, RestartPanel

CELL = 12
EDGE = 8


class SpacetimeGrid(RestartPanel):
    """Shown a Restart View."""

    def draw(self, c: Canvas) -> None:
        v = self.data
        c.add("Grid", "title")
        for col in range(v.cols):
            c.pad(EDGE + col * CELL + 1).add(str(col + 1), "muted")
        voids = {space: colour for space, colour, _ in v.voids}
        for row in range(v.rows):
            c.newline().add(f"{AGES[row]:<{EDGE}}", "muted")
            for col in range(v.cols):
                space = row * v.cols + col
                key = ("space", space)
                top = v.grid[space]
                c.pad(EDGE + col * CELL)
                if top > 0:
                    colour = colour_of(top)
                    c.add(f"{COL[colour]}{top}", colour, key)
                    depth = v.grid_depth[space]
                    c.add(f"×{depth}" if depth > 1 else "  ", "muted", key)
                else:
                    c.add(" --   ", "muted", key)
                if space in voids:
                    letter, style = colour_letter(voids[space])
                    c.add("◊", "void", key).add(letter, style, key)
            c.newline().pad(EDGE)
            for col in range(v.cols):
                space = row * v.cols + col
                c.pad(EDGE + col * CELL)
                figs = figures(v.players, space)
                sep = "" if len(figs) > 3 else " "
                for k, (text, style) in enumerate(figs):
                    c.add(("" if k == 0 else sep) + text, style, ("space", space))
        for k, objective in enumerate(v.objectives):
            space = OBJECTIVE_BASE + k
            c.newline().add(f"Obj {k + 1}  ", "muted")
            c.add(objective_text(objective) if objective >= 0 else "(taken)", "", ("space", space))
            for text, style in figures(v.players, space):
                c.add(" ").add(text, style)
        c.newline().add("RA Adult · Rc Child · Rs Shadow · ◊ Void recolour · ×n pile", "muted")
