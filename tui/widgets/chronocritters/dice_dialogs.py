"""Dice chosen on a grid, in place of a narrow move list's long run of them.

StartDiceDialog: the starting dice, 72 ways in the list (2 diagonals x 6 colour orders x 6
value orders, each four lines long). The player sets each die of the diagonal by its colour
and value (setting one a die already shows swaps the two, so the three stay one of each), sees
the portal as it will be, and places them.

DiePicker: a die from the supply (a quest spot's or the varan's bonus), up to 18 ways: a row a
colour, a button a value, those the supply cannot give disabled."""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from engine.chronocritters.content import DICE
from engine.chronocritters.events import ChooseDie, StartDice
from engine.chronocritters.setup import DIAGONALS, START_VALUES
from engine.chronocritters.text import CELL, item_text
from engine.core.words import capitalized
from tui.screens.styled_once import StyledOnce
from tui.widgets.chronocritters.labels import LETTER
from tui.widgets.dialogs import DIALOG_CSS, DIALOG_HELP

DIAGONAL_WORDS = ("top-left to bottom-right", "top-right to bottom-left")


class StartDiceDialog(StyledOnce, ModalScreen[StartDice | None]):
    """Dismissed with the StartDice chosen, or None (escape: the move list has them too)."""
    DEFAULT_CSS = f"""StartDiceDialog {{ align: center middle; }} {DIALOG_CSS}
    StartDiceDialog .dialog {{ width: 76; }}
    StartDiceDialog .die-row {{ height: 1; width: 100%; }}
    StartDiceDialog .die-row Button {{ margin-right: 1; min-width: 0; width: auto; }}
    StartDiceDialog .where {{ width: 16; }}
    StartDiceDialog #grid {{ margin: 1 0 1 16; width: auto; }}
    """
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel"), DIALOG_HELP,
                Binding("up", "die(-1)", "Previous die", show=False),
                Binding("down", "die(1)", "Next die", show=False),
                Binding("d", "diagonal", "Other diagonal", show=False),
                *[Binding(LETTER[c].lower(), f"colour('{c}')", c, show=False) for c in DICE],
                *[Binding(str(v), f"value({v})", str(v), show=False) for v in START_VALUES]]

    HELP_TITLE = "Starting dice"
    HELP_KEYS = [("↑ ↓", "the die the keys set"), ("g o p", "its colour (the die that had it takes this one's)"),
                 ("2 3 4", "its value (likewise)"), ("d", "the other diagonal"),
                 ("enter", "place these dice"), ("escape", "cancel: the move list has them too")]

    def __init__(self, view: Any, seat: int) -> None:
        super().__init__()
        self.quests = [item_text(q, view.options) for q in view.players[seat].drafted]
        self.diagonal, self.colours, self.values = 0, list(DICE), list(START_VALUES)
        self.at = 0  # the die the keys set: 0-2 along the diagonal

    @property
    def move(self) -> StartDice:
        return StartDice(self.diagonal, tuple(self.colours), tuple(self.values))

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text("Your starting dice: one of each colour, showing 2, 3 and 4, on a "
                              "diagonal of your portal" + "".join(f"\n· {q}" for q in self.quests)),
                         classes="dialog-text")
            with Horizontal(classes="die-row"):
                yield Static("diagonal", classes="where")
                for d, words in enumerate(DIAGONAL_WORDS):
                    yield Button(words, id=f"diagonal-{d}", compact=True)
            for k in range(3):
                with Horizontal(classes="die-row"):
                    yield Static(id=f"where-{k}", classes="where")
                    for c in DICE:
                        yield Button(c, id=f"colour-{k}-{c}", compact=True)
                    for v in START_VALUES:
                        yield Button(str(v), id=f"value-{k}-{v}", compact=True)
            yield Static(id="grid")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Place these dice", id="place", compact=True)
                yield Button("Cancel", id="cancel", compact=True)
            yield Static("↑↓ a die · g o p its colour · 2 3 4 its value · d the other diagonal · "
                         "enter: place · escape: the move list", classes="dialog-keys")

    def on_mount(self) -> None:
        for button in self.query(Button):  # the keys set the dice; tab goes to place and cancel
            button.can_focus = button.id in ("place", "cancel")
        self.query_one("#place", Button).focus()
        self._show()

    def _show(self) -> None:
        cells = DIAGONALS[self.diagonal]
        for d in range(2):
            self.query_one(f"#diagonal-{d}", Button).variant = "primary" if d == self.diagonal else "default"
        for k, cell in enumerate(cells):
            self.query_one(f"#where-{k}", Static).update(("▶ " if k == self.at else "  ") + CELL[cell])
            for c in DICE:
                self.query_one(f"#colour-{k}-{c}", Button).variant = "primary" if self.colours[k] == c else "default"
            for v in START_VALUES:
                self.query_one(f"#value-{k}-{v}", Button).variant = "primary" if self.values[k] == v else "default"
        grid = Text()
        for row in range(3):
            for cell in range(3 * row, 3 * row + 3):
                if cell in cells:
                    k = cells.index(cell)
                    grid.append(f"{LETTER[self.colours[k]]}{self.values[k]}", "bold")
                else:
                    grid.append("· ")
                grid.append("  ")
            grid.append("\n" if row < 2 else "")
        self.query_one("#grid", Static).update(grid)

    def _set(self, values: list, k: int, value: Any) -> None:
        """Die `k` takes `value`; the die that had it takes die k's (one of each stays)."""
        j = values.index(value)
        values[j], values[k] = values[k], value
        self.at = k
        self._show()

    def action_die(self, step: int) -> None:
        self.at = (self.at + step) % 3
        self._show()

    def action_diagonal(self) -> None:
        self.diagonal = 1 - self.diagonal
        self._show()

    def action_colour(self, colour: str) -> None:
        self._set(self.colours, self.at, colour)

    def action_value(self, value: int) -> None:
        self._set(self.values, self.at, value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        kind, _, rest = (event.button.id or "").partition("-")
        if kind == "place":
            self.dismiss(self.move)
        elif kind == "cancel":
            self.dismiss(None)
        elif kind == "diagonal":
            self.diagonal = int(rest)
            self._show()
        else:
            k, _, what = rest.partition("-")
            if kind == "colour":
                self._set(self.colours, int(k), what)
            else:
                self._set(self.values, int(k), int(what))


class DiePicker(StyledOnce, ModalScreen[ChooseDie | None]):
    """Dismissed with the ChooseDie of the button pressed, or None (escape: the move list has
    them too). The arrows move over the grid; enter takes the die under the focus."""
    DEFAULT_CSS = f"""DiePicker {{ align: center middle; }} {DIALOG_CSS}
    DiePicker .die-row {{ height: 1; width: 100%; }}
    DiePicker .die-row Button {{ margin-right: 1; min-width: 5; width: auto; }}
    DiePicker .where {{ width: 10; }}
    """
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel"), DIALOG_HELP,
                Binding("left", "step(0, -1)", "Left", show=False),
                Binding("right", "step(0, 1)", "Right", show=False),
                Binding("up", "step(-1, 0)", "Up", show=False),
                Binding("down", "step(1, 0)", "Down", show=False)]

    HELP_TITLE = "Choose a die"
    HELP_KEYS = [("arrows", "to the nearest die the supply has that way"), ("enter", "take the die"),
                 ("escape", "cancel: the move list has them too")]

    def __init__(self, question: str, moves: list[ChooseDie]) -> None:
        super().__init__()
        self.question = question
        self.moves = set(moves)
        self.values = range(1, max(m.value for m in moves) + 1)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(capitalized(self.question)), classes="dialog-text")
            for colour in DICE:
                with Horizontal(classes="die-row"):
                    yield Static(colour, classes="where")
                    for v in self.values:
                        yield Button(str(v), id=f"die-{colour}-{v}", compact=True,
                                     disabled=ChooseDie(colour, v) not in self.moves)
            yield Static("arrows and enter, or click · escape: the move list", classes="dialog-keys")

    def on_mount(self) -> None:
        first = next(m for m in (ChooseDie(c, v) for c in DICE for v in self.values) if m in self.moves)
        self.query_one(f"#die-{first.colour}-{first.value}", Button).focus()

    def action_step(self, rows: int, columns: int) -> None:
        """To the nearest die the supply has that way (a disabled button is passed over)."""
        at = self.focused.id.split("-") if self.focused is not None and self.focused.id else None
        if at is None:
            return
        row, column = DICE.index(at[1]), int(at[2]) - 1
        while True:
            row, column = row + rows, column + columns
            if not (0 <= row < len(DICE) and 0 <= column < len(self.values)):
                return
            if ChooseDie(DICE[row], column + 1) in self.moves:  # focused at once: Button.focus() waits
                # until the keys already queued are handled, and each of a burst stepped from the first
                self.set_focus(self.query_one(f"#die-{DICE[row]}-{column + 1}", Button))
                return

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        _, colour, value = (event.button.id or "").split("-")
        self.dismiss(ChooseDie(colour, int(value)))
