"""What Restart's short codes say, in words: the legend under the cards, the help's "Codes"
section and the tooltip of a card or Mission under the mouse (issue 13: every code explained
where it appears)."""
from __future__ import annotations

from engine.restart.chaos.content import CARDS as CHAOS_CARDS, LULL
from engine.restart.chaos.text import card_text
from engine.restart.content import EVENTS_BY_NUMBER, FIELD_TITLE, MISSIONS_BY_NUMBER
from engine.restart.labels import ICON, benefit_text, card_line, mission_text

# One line each, short enough for the hand panel at 80 columns (it wraps at spaces below that).
LEGEND = (
    f"Card {card_line(217)} = colour letter (G Y B P) and number, name, field (Per Int Mem), "
    "what playing it gives (others: the other players), then its track: space:action or points "
    "once Studied",  # a real card read aright (a review found 'Name Foc': no card is Focus's)
    "Mission 511 easy 2T 4pt [P./BY] = number, difficulty, costs 2 Time, scores 4 points and a "
    "Fragment; the colour pattern on the grid, rows top to bottom, . any card. Display [2 easy +1A]: "
    "face down, 1 Adrenaline crystal on it",
)
HELP = "Codes on the boards\n" + "\n".join(f"  {line}" for line in LEGEND) + (
    "\n  Grid: B312×2 = the top card of a pile of 2; RA Red's Adult, Rc Child, Rs Shadow (with that side effect); "
    "◊Y a Void token (or Marek Sol's free recolour) counting the card as yellow"
    f"\n  Chaos card {card_text('C09')} = the field "
    "Chaos uses (the other one when it used that field last turn), where its Adult goes on a "
    "Perception turn, rift: it removes a Mission from the display, the points it scores; "
    "Lull: no field action"
    "\n  Mind board: F Fragment, A Adrenaline crystal; ▶ the Action marker; a bright track "
    "icon is reached"
    "\n  Other players: Tomas Reyes: T7 V2 A6 = their Character, and 7 Time, 2 Void tokens and 6 "
    "Adrenaline crystals in their supply; last Memory = the Mind field they used last turn")


def card_words(n: int) -> str:
    """A card's code in words (the tooltip of a card)."""
    e = EVENTS_BY_NUMBER[n]
    track = ", ".join((ICON.get(t.action, t.action) if t.action else
                       f"{t.points} point" + ("s" if t.points != 1 else "")) + f" at {t.at}"
                      for t in e.track)
    # short: at 80x24 the line under the board holds it in four rows (it cut the track off at two)
    return (f"{e.name}: {e.colour} card {e.number}, {FIELD_TITLE[e.field]} field. "
            f"Played: {benefit_text(n)}. Studied, its track: {track}.")


def mission_words(m: int, chaos: bool = False) -> str:
    """A Mission's code in words (the tooltip of a Mission); in Chaos's holder, as Chaos
    completes it: it needs no pattern (SOLO.md §5.2; it said "make the pattern": a review)."""
    x = MISSIONS_BY_NUMBER[m]
    if chaos:
        return (f"Mission {x.number} ({x.difficulty}): Chaos needs no pattern; a Complete a Mission "
                f"action spends {x.cost} Time to score {x.points} points and a Fragment crystal (of "
                "the Missions it can pay for, the one worth most).")
    pattern = mission_text(m).rsplit("[", 1)[1].rstrip("]")
    return (f"Mission {x.number} ({x.difficulty}): make the pattern {pattern} on the Spacetime grid "
            f"(rows top to bottom, colour letters G Y B P, . any card), then spend {x.cost} Time "
            f"to score {x.points} points and a Fragment crystal.")


def chaos_card_words(card_id: str) -> str:
    """A Chaos card's code in words (the tooltip of the card Chaos revealed); short: at 80x24
    the line under the board holds four rows (it cut the points off: a review)."""
    c = CHAOS_CARDS[card_id]
    if c.field == LULL:
        what = "a Lull: Chaos takes no field action this turn"
    else:
        what = (f"Chaos uses its {c.field.capitalize()} field ({c.fallback.capitalize()} if it used "
                f"{c.field.capitalize()} last turn), on a Perception turn its Adult to "
                f"{c.space[0].capitalize()} {c.space[1]}")
    rift = "; rift: a display Mission removed" if c.rift else ""
    n = abs(c.prosperity)
    points = f"{n} Prosperity point{'s' if n != 1 else ''}"
    score = f"it scores {points}" if c.prosperity >= 0 else f"it costs Chaos {points}"
    return f"Chaos card {c.id}: {what}{rift}; {score} (plus its level's bonus)."
