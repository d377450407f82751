"""How Restart things look in text: a card's colour is always drawn as its colour AND its
letter (G Y B P), a seat's figures as its letter plus A (Adult), c (Child) or s (Shadow)."""
from __future__ import annotations

from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.labels import COL, FIELD_SHORT, benefit_text, track_text
from engine.restart.schema import COLOURS

from tui.widgets.restart.panel import Canvas


def colour_of(card: int) -> str:
    return EVENTS_BY_NUMBER[card].colour


def add_card(canvas: Canvas, card: int, key=None, long: bool = True, style: str = "") -> None:
    """`G112 Name` (colour letter on its colour), then field, benefit and track when `long`."""
    e = EVENTS_BY_NUMBER[card]
    canvas.add(f"{COL[e.colour]}{e.number}", e.colour, key)
    rest = f" {e.name}"
    if long:
        rest += f" {FIELD_SHORT[e.field]}: {benefit_text(card)} | {track_text(card)}"
    canvas.add(rest, style, key)


FIGURE_KINDS = (("adult", "A", "Adult"), ("child", "c", "Child"), ("shadow", "s", "Shadow token"))


def figures(players, space: int, words: bool = False) -> list[tuple[str, str]]:
    """(text, style) of every figure on `space`: Adults, then Children, then Shadows; `words`:
    "Red's Adult" for "RA"."""
    return [(f"{p.name}'s {name}" if words else p.name[0] + mark, f"seat{i}")
            for attr, mark, name in FIGURE_KINDS for i, p in enumerate(players) if getattr(p, attr, None) == space]


def colour_letter(index: int) -> tuple[str, str]:
    colour = COLOURS[index]
    return COL[colour], colour


def bar(canvas: Canvas, spaces: int, position: int, marks: dict[int, str], style: str, cells: int) -> None:
    """A track of `spaces` drawn in `cells` cells: reached cells ━ in `style`, the rest ·, and
    `marks` (space -> symbol: milestones, Mission points) over them."""
    at = {(space - 1) * cells // spaces: mark for space, mark in marks.items()}
    reached = (position - 1) * cells // spaces + 1 if position > 0 else 0  # to the marker's cell (space 1 of 40 showed none)
    for k in range(cells):
        canvas.add(at.get(k, "━" if k < reached else "·"), style if k < reached else "muted")
