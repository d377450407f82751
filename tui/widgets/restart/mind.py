"""A Mind board: the Character card (Focus and its ability), the three fields' tracks with
Fragment (F) and Adrenaline (A) crystals, each field's topmost Studied card with the actions
its crystals reach highlighted, the Action marker (▶), and the actions left this turn.
Keys: ("field", f) the field (Action marker), ("track", f) an empty track space (a crystal
goes there), ("crystal", f, space) an Adrenaline crystal (discard it), ("action", icon) a
field action to start, ("end",) end the turn."""
from __future__ import annotations

from itertools import groupby
from typing import Hashable

from engine.restart.content import EVENTS_BY_NUMBER, FIELD_TITLE, FIELDS, GAME, MIND_BOARD
from engine.restart.crystals import reach
from engine.restart.labels import ICON
from engine.restart.schema import BOARD_FIELDS
from engine.restart.side_effects import CARDS as SIDE_EFFECTS
from engine.restart.turn import ACTION_TITLE, INSTEAD

from tui.widgets.restart.marks import add_card
from tui.widgets.restart.panel import Canvas, RestartPanel
from tui.widgets.words import NBSP

NAME = 14  # the field-name column


def draw_tracks(c: Canvas, p, marker: int, keyed: bool) -> None:
    """One line per Mind board field: name, track, Studied pile and its topmost card's icons."""
    for f, name in enumerate(BOARD_FIELDS):
        c.newline()
        here = FIELDS[marker] == name if marker >= 0 else False
        c.add("▶" if here else " ", "marker")
        c.add(f"{FIELD_TITLE[name]:<{NAME - 1}}", "title" if here else "", ("field", name) if keyed else None)
        track = p.tracks[f]
        c.add("[")
        for space in range(MIND_BOARD.track_spaces):
            crystal = track[space] if space < len(track) else ""
            key = None
            if keyed:
                key = ("crystal", name, space + 1) if crystal == "A" else ("track", name)
            style = {"F": "fragment", "A": "adrenaline"}.get(crystal, "muted")
            c.add(crystal or "·", style, key)
        c.add("] ")
        studied = p.studied[f]
        if not studied:
            c.add("no Studied card", "muted")
        else:
            c.add(f"{len(studied)}× ", "muted")
            top = studied[-1]
            add_card(c, top, long=False)
            crystals, fragments = len(track), reach(track)
            for t in EVENTS_BY_NUMBER[top].track:
                hit = t.at <= (crystals if t.action else fragments)
                what = ICON.get(t.action, t.action) if t.action else f"{t.points}pt"
                c.add(f" {t.at}:{what}", "reached" if hit else "muted")
        if p.buried or p.deep_buried:  # the seat's own view: its cards (L214: others may not look)
            draw_buried(c, p.buried[f], p.deep_buried[f], reach(track))
        elif p.buried_count[f] or p.deep_buried_count[f]:
            under = [f"buried {p.buried_count[f]}" if p.buried_count[f] else "",
                     f"deep {p.deep_buried_count[f]}" if p.deep_buried_count[f] else ""]
            c.add(" · " + " ".join(x for x in under if x), "muted")


def draw_buried(c: Canvas, buried: list[int], deep: list[int], fragments: int) -> None:
    """A line under a field of your own Mind board: your Buried cards, each with the points its
    icons score where this field's Fragments reach (L214), and your Deep Buried ones (2 points
    each); only "buried 1" was shown, so a player could not see their own card (a review)."""
    if not buried and not deep:
        return
    c.newline().add(" " * NAME + "under it:", "muted")
    for k, card in enumerate(buried + deep):
        c.add(" · " if k else " ", "muted")
        add_card(c, card, long=False)
        if card in deep:
            c.add(f" face down: {GAME.scoring.deep_buried}pt", "muted")
        else:
            for t in EVENTS_BY_NUMBER[card].track:
                if t.points:
                    c.add(f" {t.at}:{t.points}pt", "reached" if t.at <= fragments else "muted")


def add_score(c: Canvas, heading: str, total: int, categories: dict[str, int]) -> None:
    """A line "Score now 17: Missions 8 · Event cards 5" (the points if the game ended now)."""
    c.newline().add(f"{heading} {total}", "title")
    counted = [f"{k} {n}" for k, n in categories.items() if n]
    if counted:
        c.add(": " + " · ".join(counted), "muted")


class MindPanel(RestartPanel):
    """Shown (view, seat): that seat's Mind board and Character (a public view when the seat
    is someone else's; a spectator sees the turn player's)."""

    # An action, or a field for the Action marker, before the optional crystals above it: enter
    # on a board just reached does what the turn asks rather than spend a crystal (a review,
    # asked to choose a field, placed Adrenaline), and a new decision brings the cursor back.
    ASKED_FIRST = ("action", "field")

    def step(self, key: Hashable, dx: int, dy: int) -> Hashable:
        """Onto a track from elsewhere, the cursor goes to its empty spaces (a crystal goes
        there), not onto an Adrenaline crystal it happens to stand above or beside: enter there
        discarded one, for reviews that meant to add one (up and down twice, right from the
        field's name: helper-278). Left from the empty spaces reaches the crystals."""
        to = super().step(key, dx, dy)
        if to[0] != "crystal" or key[:2] in (("track", to[1]), ("crystal", to[1])):  # along its track
            return to
        return ("track", to[1]) if self.spot_of(("track", to[1])) is not None else to

    def describe(self, key: Hashable) -> str | None:
        if key[0] == "side_effect":
            card = SIDE_EFFECTS[key[1]]
            return f"{card.name}: {card.text}"
        return None

    def draw(self, c: Canvas) -> None:
        v, seat = self.data
        p = v.players[seat]
        mine = seat == v.seat
        c.add(f"{p.name}'s Mind" + (" (you)" if mine else ""), f"seat{seat}")
        c.add(f" · Time {p.time} · Void {p.void} · Adrenaline {p.adrenaline} in supply", "muted")
        if mine and v.score is not None:  # as Chaos's panel shows its own (a solo review)
            add_score(c, "Your score now", v.score.total, v.score.categories)
        c.newline()
        here = p.field == 0
        c.add("▶" if here else " ", "marker")
        c.add(f"{FIELD_TITLE['focus']:<{NAME - 1}}", "title" if here else "", ("field", "focus"))
        c.add(f"{p.character or 'no Character yet'}", "title")
        c.paragraph(NAME, p.ability, "muted")  # the panel wraps it to its width
        draw_tracks(c, p, p.field, keyed=True)
        if v.phase == "play" and v.turn_seat == seat and (v.actions or ("end",) in self.targets):
            c.newline().add("Actions left: ", "muted")  # once a field is chosen (End turn before it could not be)
            for slot, alike in groupby(v.action_slots):  # "[Move ×2]", "[Plan A or Plan B] [Plan A]"
                if slot[0] in INSTEAD:  # "[Gain Time / Event ×2] [Gain Void token]" read as three (an audit)
                    c.add("or instead ", "muted")
                times = len(list(alike))
                for k, icon in enumerate(slot):  # the brackets go with their words: a wrap left
                    if k:                         # "]" alone on a line (a review)
                        c.add(" or ")
                    last = k == len(slot) - 1
                    text = ("[" * (k == 0) + ACTION_TITLE.get(icon, icon)
                            + (f" ×{times}]" if times > 1 else "]") * last)
                    c.add(text.replace(" ", NBSP), "", ("action", icon))
                c.add(" ")
            c.add(f"[End{NBSP}the{NBSP}turn]", "", ("end",))  # the move list's words: a filter finds both
            for _, why in v.barred if mine else []:  # gone from the list: said why (a review)
                c.newline().add(f"  not now: {why}", "muted")
        if p.side_effects:  # the rules this seat follows besides the base game's (hover: the text)
            c.newline().add("Side effects: ", "title")
            for x in p.side_effects:
                c.add(SIDE_EFFECTS[x].name, "", ("side_effect", x)).add("  ")
        c.newline().add("F Fragment · A Adrenaline · ▶ Action marker · bright: reached", "muted")
