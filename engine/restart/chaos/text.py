"""Chaos for people: its part of a seat's view (everything: Chaos has no secrets, SOLO.md §0.3),
its board lines in the board text, and its turn narrated in the log: an event's log line is
followed by what Chaos did because of it (its narration grows as its turn runs)."""
from __future__ import annotations

import re

import msgspec

from engine.core.game import clone
from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.chaos import CHAOS
from engine.restart.chaos.content import CARDS, LEVELS, LULL
from engine.restart.chaos.events import RevealChaos
from engine.restart.dystopias.anomie.events import AnomieSupport
from engine.restart.events import Option



class ChaosView(msgspec.Struct):
    level: str
    deck_count: int
    discard: list[str]     # revealed cards, last on top
    prosperity: int        # the Chaos cards line so far
    narration: list[str]   # its current (or last) turn
    since: list[str]       # what it did after that turn
    score: int = 0         # its points if the game ended now (public: Chaos has no secrets)
    categories: dict[str, int] = {}  # that score by category title


def view(s, score=None) -> ChaosView | None:
    """Chaos's part of a view; `score` its SeatScore so far (None: not counted yet)."""
    c = s.chaos
    if c is None:
        return None
    total, categories = (score.total, dict(score.categories)) if score is not None else (0, {})
    return ChaosView(c.level, len(c.deck), list(c.discard), c.prosperity, list(c.narration),
                     list(c.since), total, categories)


def card_text(card_id: str) -> str:
    c = CARDS[card_id]
    if c.field == LULL:
        # a Drain's cost too: it read as a plain Lull (an audit)
        return f"{c.id} Lull" + (" · rift" if c.rift else "") + (f" · {c.prosperity} pt" if c.prosperity else "")
    return (f"{c.id} {c.field.capitalize()} (else {c.fallback.capitalize()}) · if Perception: Adult to "
            f"{c.space[0].capitalize()} {c.space[1]}" + (" · rift" if c.rift else "") + f" · {c.prosperity} pt")


def render_lines(v: ChaosView | None) -> list[str]:
    if v is None:
        return []
    bonus = LEVELS[v.level].prosperity_bonus
    out = [f"Chaos deck ({v.level}{f', +{bonus} pt a card' if bonus else ''}): {v.deck_count} face down"
           + (f", last revealed {card_text(v.discard[-1])}" if v.discard else "")
           + f" · Chaos cards {v.prosperity} pt"]
    if v.narration:
        out.append("Chaos's last turn: " + "; ".join(map(named, v.narration)))
    if v.since:
        out.append("Chaos since: " + "; ".join(map(named, v.since)))
    return out


def narrated(s, e, apply) -> str:
    """What Chaos does because `e` is applied (its new narration lines), "" if nothing."""
    if s.chaos is None or isinstance(e, Option):
        return ""
    before = s.chaos.narration + s.chaos.since  # one grows at a time: since is emptied at a reveal
    after = clone(s)
    apply(after, e)
    lines = after.chaos.narration + after.chaos.since
    if isinstance(e, RevealChaos):
        new = lines[1:]  # the first line is the reveal itself
    elif lines[:len(before)] == before:
        new = lines[len(before):]
    else:
        new = lines
    if not new:
        return ""
    was, now = s.players[CHAOS].time, after.players[CHAOS].time
    if now != was and f"gains {now - was} Time" not in new:  # what it paid for a Mission or a
        new = [*new, f"its Time {was} -> {now}"]                 # benefit is in no step's words
    # after a player's answer, the rest of Chaos's turn: named as Chaos's, or it read as the
    # player's; under a Support, Chaos's benefit comes before the supporter's (L430-431)
    lead = ("; Chaos " if isinstance(e, RevealChaos) else "; Chaos, supported, gains first: "
            if isinstance(e, AnomieSupport) else "; then Chaos: ")
    return lead + "; ".join(map(named, new))


def named(line: str) -> str:
    """A step's line with each Event card it names by number named in words too (Chaos hides
    nothing; "plays Event card 409" told a player nothing)."""
    return re.sub(r"Event card (\d+)", lambda m: f"Event card {m.group(1)} "
                  f"({EVENTS_BY_NUMBER[int(m.group(1))].name})", line)


def describe(s, e) -> str | None:
    if isinstance(e, RevealChaos):
        return f"Chaos reveals {card_text(e.card)}"
    return None

