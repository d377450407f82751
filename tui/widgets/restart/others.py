"""The other players, one line each (figures, counts, public cards); enter or a click on a
name expands that player's Mind board (tracks and topmost Studied cards). Keys ("player", i)
are handled here: they change what this panel shows, never the game."""
from __future__ import annotations

from engine.restart.content import FIELD_TITLE, FIELDS
from engine.restart.labels import space_label
from engine.restart.side_effects import CARDS

from tui.widgets.restart.mind import draw_tracks
from tui.widgets.restart.panel import Canvas, RestartPanel


def last_field(p) -> str:
    """The Mind field a player used last turn ("" before their first)."""
    return FIELD_TITLE[FIELDS[p.field]] if p.field >= 0 else ""


class OthersPanel(RestartPanel):
    """Shown (view, seats, player names): the seats to summarise, each by its colour and, where
    it differs, its player's name (the log names players, the boards colours: a review could
    not tell who Blue was)."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.expanded: set[int] = set()

    def draw(self, c: Canvas) -> None:
        v, seats, players = self.data
        c.add("Other players (enter or click a name: their Mind board)", "title")
        for i in seats:
            p = v.players[i]
            c.newline().add("▶" if i == v.turn_seat and v.phase == "play" else " ", "marker")
            c.add(("▾ " if i in self.expanded else "▸ ") + p.name, f"seat{i}", ("player", i))
            if i < len(players) and players[i] != p.name:  # (Chaos has no seat of its own)
                c.add(f" ({players[i]})", f"seat{i}")
            field = last_field(p) or "-"
            c.add(f" {p.character}: T{p.time} V{p.void} A{p.adrenaline} · hand {p.hand_count}"
                  f" · holder {p.holder_count} · Missions {len(p.completed)} · last {field}", "muted")
            if i in self.expanded:
                c.newline().add(f"    Adult {space_label(v, p.adult)} · Child {space_label(v, p.child)}"
                                + (" · side effects: " + ", ".join(CARDS[x].name for x in p.side_effects)
                                   if p.side_effects else ""), "muted")
                draw_tracks(c, p, p.field, keyed=False)

    def describe(self, key) -> str | None:
        """A player's line in words (its "T7 V2 A6" read as nothing to a newcomer: a review)."""
        if key[0] != "player":
            return None
        p = self.data[0].players[key[1]]
        field = last_field(p) or "none yet"
        return (f"{p.name}, {p.character}: {p.time} Time, {p.void} Void, {p.adrenaline} Adrenaline in "
                f"supply; {p.hand_count} cards in hand, {p.holder_count} in the holder; "
                f"{len(p.completed)} Missions completed; last Mind field used: {field}. "
                "Enter: their Mind board")

    def picked(self, key) -> None:
        seat = key[1]
        self.expanded ^= {seat}
        self.redraw()

    def toggle_all(self) -> None:
        seats = self.data[1]
        self.expanded = set() if self.expanded else set(seats)
        self.redraw()
