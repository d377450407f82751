"""Chaos, the solo opponent (engine/restart/chaos, SOLO.md), on its own panel: its Character
(its figures' colour only), Time, Void and Adrenaline, where its figures stand, its Mind board,
its card holder face up, its score so far by category, its Chaos deck and the card it revealed
last, and its last turn in words. Chaos hides nothing (SOLO.md §0.3), so all of it is in the
human's view. Keys ("mission", n), ("objective", n) and ("chaos card", id) only explain
themselves (a tooltip; enter says it too): nothing here is a decision."""
from __future__ import annotations

from engine.restart.chaos import CHAOS
from engine.restart.chaos.content import LEVELS
from engine.restart.chaos.text import card_text, named
from engine.restart.content import FIELD_TITLE, FIELDS
from engine.restart.labels import discards_text, mission_text, objective_text, space_label

from tui.widgets.restart.codes import chaos_card_words, mission_words
from tui.widgets.restart.mind import add_score, draw_tracks
from tui.widgets.restart.panel import Canvas, RestartPanel


class ChaosPanel(RestartPanel):
    """Shown a solo Restart View (view.chaos is set)."""

    def draw(self, c: Canvas) -> None:
        v = self.data
        p, chaos = v.players[CHAOS], v.chaos
        c.add("Chaos, your solo opponent", f"seat{CHAOS}").add(" (it hides nothing)", "muted")
        c.newline().add(f" {p.character or 'no Character yet'}", "title")
        c.add(f" (figures only) · Time {p.time} · Void {p.void} · Adrenaline {p.adrenaline}", "muted")
        add_score(c, "Score now", chaos.score, chaos.categories)
        bonus = LEVELS[chaos.level].prosperity_bonus
        c.newline().add(f"Chaos deck ({chaos.level}{f', +{bonus} pt a card' if bonus else ''}): "
                        f"{chaos.deck_count} face down, {len(chaos.discard)} revealed", "")
        if chaos.discard:
            c.newline().add(" last card revealed: ", "muted").add(card_text(chaos.discard[-1]), "", ("chaos card", chaos.discard[-1]))
        # its turn first (what changed since the human last looked), then what it did on your
        # turn or at a time fault after its own: not its last turn's
        now = v.phase == "play" and v.turn_seat == CHAOS
        for title, lines in (("Its turn so far" if now else "Its last turn", chaos.narration),
                             ("Since then" if chaos.narration else "So far", chaos.since)):
            if lines:
                c.newline().add(title, "title")
                for line in lines:
                    c.newline().add(f" · {named(line)}")
        field = FIELD_TITLE[FIELDS[p.field]] if p.field >= 0 else "none yet"
        c.newline().add(f"Its board: Adult {space_label(v, p.adult)} · Child {space_label(v, p.child)}"
                        f" · last {field}", "title")
        draw_tracks(c, p, p.field, keyed=False)
        c.newline().add(f"Holder, face up ({len(p.missions) + len(p.objectives)})", "title")
        for m in p.missions:
            c.newline().add("   Mission ", "muted").add(mission_text(m), "", ("mission", m))
        for o in p.objectives:
            c.newline().add("   Objective ", "muted").add(objective_text(o), "", ("objective", o))
        away = discards_text(p)
        c.newline().add(f"Completed Missions {len(p.completed)}" + (f" · discarded {away}" if away else ""), "muted")

    def describe(self, key) -> str | None:
        kind = key[0]
        if kind == "mission":
            return mission_words(key[1], chaos=True)
        if kind == "objective":
            return f"Objective {objective_text(key[1])}: in Chaos's holder, it scores at the game's end"
        return chaos_card_words(key[1])

    def picked(self, key) -> None:
        self.notify(self.describe(key) or "", title="Chaos")
