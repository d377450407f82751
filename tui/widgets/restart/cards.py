"""Cards in hands and on the table.

HandPanel: your hand (↩ marks starting cards you may still return), your card holder
(Missions with their pattern, Objectives), cards waiting for room in a full holder, and your
completed and discarded Missions. Keys: ("card", n) a hand card, ("mission", n) and
("objective", n) a holder card.

TablePanel: the Upcoming cards, the Event deck and discard pile, the Mission display (face
down: difficulty and Adrenaline only) and the Mission deck, the time faults. Keys:
("upcoming", k), ("deck",), ("display", k)."""
from __future__ import annotations

from engine.restart.content import DIFFICULTIES
from engine.restart.labels import discards_text, mission_text, objective_text
from engine.restart.season import next_dystopia_words, sheet_lines, with_sheet

from tui.widgets.restart.codes import LEGEND, card_words, mission_words
from tui.widgets.restart.marks import add_card
from tui.widgets.restart.panel import Canvas, RestartPanel


def describe_card_key(view, key) -> str | None:
    """The tooltip of a card or Mission key of the hand or the table."""
    kind = key[0]
    if kind in ("card", "returning"):
        return card_words(key[1])
    if kind == "upcoming":
        card = view.upcoming[key[1]]
        return card_words(card) if card > 0 else None
    if kind == "mission":
        return mission_words(key[1])
    return None


class HandPanel(RestartPanel):
    """Shown (view, seat): `seat`'s private cards when the view holds them, else their counts."""

    def draw(self, c: Canvas) -> None:
        v, seat = self.data
        p = v.players[seat]
        if seat != v.seat:
            c.add(f"{p.name}'s hand: {p.hand_count} cards · holder: {p.holder_count} (hidden)", "hidden")
            return
        c.add(f"Your hand ({len(p.hand)})", "title")
        if p.start_hand:
            c.add(" ↩ may go back under the deck on your first turn", "muted")
        for card in p.hand:
            c.newline().add(" ↩ " if card in p.start_hand else "   ", "muted")
            add_card(c, card, ("card", card))
        if p.returning:
            c.newline().add("Returning: ", "muted")
            for card in p.returning:
                add_card(c, card, long=False)
                c.add(" ")
            if ("confirm_return",) in self.targets:  # the move list alone had it (a review)
                c.add(f"[Confirm: return {len(p.returning)}, draw {len(p.returning)}]", "", ("confirm_return",))
        c.newline().add(f"Card holder ({len(p.missions) + len(p.objectives)})", "title")
        for m in p.missions:
            c.newline().add("   Mission ", "muted").add(mission_text(m), "", ("mission", m))
        for o in p.objectives:
            c.newline().add("   Objective ", "muted").add(objective_text(o), "", ("objective", o))
        for kind, card in v.incoming:
            text = mission_text(card) if kind == "mission" else objective_text(card)
            c.newline().add(f"   waiting for room: {kind.capitalize()} {text}", "warn")
        away = discards_text(p)
        c.newline().add(f"Completed Missions {len(p.completed)}" + (f" · discarded {away}" if away else ""), "muted")
        c.newline().add("Reading the codes (examples):", "muted")  # "not your cards" was false of a card in hand
        for line in LEGEND:
            c.newline().add(line, "muted")

    def describe(self, key) -> str | None:
        return describe_card_key(self.data[0], key)


class TablePanel(RestartPanel):
    """Shown (a Restart View, the seats' players' names)."""

    def draw(self, c: Canvas) -> None:
        v, players = self.data
        c.add("Upcoming", "title")
        for k, card in enumerate(v.upcoming):
            c.newline().add(f" U{k + 1} ", "muted")
            if card > 0:
                add_card(c, card, ("upcoming", k))
            else:
                c.add("--", "muted", ("upcoming", k))
        c.newline().add(f"Event deck {v.deck_count}", "", ("deck",))
        c.add(f" · discard {v.discard_count}", "muted")
        if v.discard_top > 0:
            c.add(" top ", "muted")
            add_card(c, v.discard_top, long=False)
        c.add(f" · time faults {v.faults}/3", "warn" if v.faults else "muted")
        if ("time",) in self.targets:  # Memory's Time / Event: the token beside the deck (the
            c.newline().add("[Time token]", "", ("time",))  # prompt sent here; a review found none)
        c.newline().add("Mission display ", "title")
        for k, (difficulty, adrenaline) in enumerate(v.display):
            name = DIFFICULTIES[difficulty]
            text = f"[{k + 1} {name}" + (f" +{adrenaline}A" if adrenaline else "") + "]"
            c.add(text, "", ("display", k)).add(" ")
        if not v.display:
            c.add("empty", "muted")
        c.newline().add("  Mission deck: " + ", ".join(
            f"{n} {DIFFICULTIES[k]}" for k, n in enumerate(v.mission_deck)), "muted")
        if v.season is not None:  # the Season sheets: episodes, totals, Fatigue thresholds
            for line in sheet_lines(v.season, [p.name for p in v.players], with_sheet(v)):
                c.newline().add(line, "muted")
            # the score table names players, the sheet colours: a review matched them by hand (helper-279)
            c.newline().add("  " + ", ".join(f"{p.name}: {name}" for p, name in zip(v.players, players)), "muted")
            following = next_dystopia_words(v.season, v.grid, v.cols) if v.phase == "over" else ""
            if following:
                c.newline().add("  " + following, "title")

    def describe(self, key) -> str | None:
        if key[0] == "display":
            difficulty, adrenaline = self.data[0].display[key[1]]
            crystals = f" with {adrenaline} Adrenaline crystal{'s' if adrenaline > 1 else ''} on it" \
                if adrenaline else ""
            return (f"A face-down {DIFFICULTIES[difficulty]} Mission{crystals}: taken into your card "
                    "holder (the crystals into your supply)")
        return describe_card_key(self.data[0], key)


