"""Extinction: the Chromosome display, every player's columns (first placed to last) and
Freezer, and a Plan in progress. X and Y cards have their own colour and keep their letter.
A Plan's decisions are taken here: the deck or a display card to take, your column (or the
Freezer) for it, a column to move a card onto, a Freezer card to bring back, the end."""
from __future__ import annotations

from engine.restart.dystopias.extinction.events import (ChromosomeEnd, ChromosomeMove, ChromosomePlace,
                                                        ChromosomeTakeDeck, ChromosomeTakeDisplay,
                                                        ChromosomeUnfreeze)
from engine.restart.dystopias.extinction.content import EXTINCTION
from engine.restart.dystopias.extinction.text import mission_progress, progress_legend

from tui.widgets.restart.dystopias import DystopiaPanel
from tui.widgets.restart.panel import Canvas

TYPE_STYLE = {"X": "blue", "Y": "purple"}


def _card(c: Canvas, card: str, key=None) -> None:
    c.add(card or "--", TYPE_STYLE.get(card[:1], "muted"), key).add(" ")


class ExtinctionPanel(DystopiaPanel):
    """Shown (Extinction view, seat names, seat). Keys: ("deck",), ("display", position 1-6),
    ("column", k) one of your columns, ("freezer",) your Freezer, ("unfreeze", card), ("end",)."""

    TARGETS = {ChromosomeTakeDeck: lambda m: ("deck",),
               ChromosomeTakeDisplay: lambda m: ("display", m.position),
               ChromosomePlace: lambda m: ("column", m.column) if m.column >= 0 else ("freezer",),
               ChromosomeMove: lambda m: ("column", m.dst),
               ChromosomeUnfreeze: lambda m: ("unfreeze", m.card),
               ChromosomeEnd: lambda m: ("end",)}
    PROBES = {"deck": lambda key: (ChromosomeTakeDeck(),), "display": lambda key: (ChromosomeTakeDisplay(key[1]),),
              "freezer": lambda key: (ChromosomeUnfreeze("", 0),),  # why not: it is empty, or a card is to pick
              "unfreeze": lambda key: (ChromosomeUnfreeze(key[1], 0),)}  # the Plan's type only (L510: helper-278)

    def draw(self, c: Canvas) -> None:
        v, names, _ = self.data
        c.add("Extinction", "title").add("  ").add(f"decks X {v.x_deck} · Y {v.y_deck}", "muted", ("deck",))
        c.newline().add("Display  ", "muted")
        for k, card in enumerate(v.display):
            _card(c, card, ("display", k + 1))
        for i, (name, columns) in enumerate(zip(names, v.columns)):
            mine = i == v.seat
            c.newline().add(f"{name[:8]:<8}", f"seat{i}").add(" (you)" if mine else "", "muted")
            for k, column in enumerate(columns):
                c.add(f" {k + 1}:", "muted", ("column", k) if mine else None)
                for card in column:
                    _card(c, card)
                if not column:
                    c.add("- ", "muted", ("column", k) if mine else None)
                elif points := EXTINCTION.column_points(column):  # a valid set or sequence (a review)
                    c.add(f"={points} ", "reached")
            c.add(" Freezer: ", "muted", ("freezer",) if mine else None)
            for card in v.freezer[i]:
                _card(c, card, ("unfreeze", card) if mine else None)
            if not v.freezer[i]:
                c.add("empty", "muted")
            c.add(" · " + mission_progress(columns, v.freezer[i], v.due[i]).replace(" ", "\u00a0"))  # one piece when wrapped
        c.newline().add(progress_legend(v) + "; =n: a column's points (a valid set or sequence)", "muted")
        if v.plan:
            taken = f", taken {v.taken} (to place)" if v.taken else (", card taken" if v.took else "")
            plan = "Plan A" if v.plan == "plan_a" else "Plan B"
            c.newline().add(f"{plan} in progress: {v.moves} moved{taken}", "warn")
        if any(k[0] == "column" for k in self.targets):  # what enter on a column does now
            c.newline().add(f"Pick a column's number or the Freezer for {v.taken} (arrows, enter)" if v.taken else
                            "Enter on a column's number moves a card onto it, the last placed of another "
                            "column (the move list names them)", "muted")
        self.buttons(c, [(("end",), "End the Plan action")])


PANEL = ExtinctionPanel
