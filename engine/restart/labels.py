"""Names and short texts for people, shared by the log lines (describe.py) and the board text
(render.py): seat names, ages, icons, cards, Missions and Objectives."""
from __future__ import annotations

from engine.core import words
from engine.restart.chaos import is_chaos
from engine.restart.content import EVENTS_BY_NUMBER, FIELD_TITLE, GAME, MISSIONS_BY_NUMBER, OBJECTIVES
from engine.restart.schema import COLOURS
from engine.restart.state import OBJECTIVE_BASE

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow")


def player_name(s, seat: int) -> str:
    """A player's colour name; Chaos's name in a solo game (it takes a seat's place in the rules)."""
    return "Chaos" if is_chaos(s, seat) else SEAT_NAMES[seat]


AGES = tuple(a.capitalize() for a in GAME.row_ages)
COL = {c: c[0].upper() for c in COLOURS}  # the colour letter on the board
ICON = {"study": "Study", "move": "Move", "play_adult": "Play Adult", "play_child": "Play Child",
        "place_event": "Place Event", "complete_mission": "Complete Mission", "plan_a": "Plan A",
        "plan_b": "Plan B", "bury": "Bury", "deep_bury": "Deep Bury", "time": "Time",
        "event": "Event", "time_or_event": "Time/Event", "adrenaline": "Adrenaline",
        "void": "Void", "fragment": "Fragment", "mission": "Mission card"}
FIELD_SHORT = {"focus": "Foc", "perception": "Per", "intelligence": "Int", "memory": "Mem"}
CONDITION = {"studied_cards": "{n} Studied cards", "buried_cards": "{n} Buried or Deep Buried cards",
             "completed_missions": "{n} {d}Mission{s} done", "void_tokens": "{n} Void tokens",
             "studied_fields": "Studied cards on {n} fields", "fragments_total": "{n} Fragments",
             "time_tokens": "{n} Time tokens", "fragments_one_track": "{n} Fragments on one track",
             "studied_same_colour": "{n} Studied cards of one colour"}


def space_label(s, space: int) -> str:
    if space >= OBJECTIVE_BASE:
        return f"Objective {space - OBJECTIVE_BASE + 1}"
    if space < 0:
        return "beside the board"
    r, c = divmod(space, s.cols)
    return f"{AGES[r]} {c + 1}"


def counted(icons) -> str:
    """("time", "time", "study") -> "2 Time + Study"."""
    out = []
    for icon in dict.fromkeys(icons):
        n = list(icons).count(icon)
        out.append(f"{n} {ICON.get(icon, icon)}" if n > 1 else ICON.get(icon, icon))
    return " + ".join(out)


def benefit_text(n: int) -> str:
    b = EVENTS_BY_NUMBER[n].benefit
    text = counted(b.gain)
    if b.spend:
        text = f"{counted(b.spend)}→{text}"
    if b.others:
        text += f"; others {counted(b.others)}"
    return text


def track_text(n: int, crystals: int = -1, reach_: int = -1) -> str:
    """The icons beside the track: "2 Study, 4 1pt"; with crystals, reached ones get a "*"."""
    out = []
    for t in EVENTS_BY_NUMBER[n].track:
        what = ICON.get(t.action, t.action) if t.action else f"{t.points}pt"
        hit = (t.action and 0 <= t.at <= crystals) or (not t.action and 0 <= t.at <= reach_)
        out.append(f"{t.at}:{what}{'*' if hit else ''}")
    return " ".join(out)


def card_text(n: int) -> str:
    """A face-up card, for the log: number, name, colour and field."""
    e = EVENTS_BY_NUMBER[n]
    return f"{e.number} {e.name} ({e.colour}, {FIELD_TITLE[e.field]})"


def card_line(n: int) -> str:
    """A card for the board: colour letter, number, name, field, benefit, track icons."""
    e = EVENTS_BY_NUMBER[n]
    return f"{COL[e.colour]}{e.number} {e.name} {FIELD_SHORT[e.field]}: {benefit_text(n)} | {track_text(n)}"


def mission_name(m: int) -> str:
    """A Mission card by its number and difficulty, for a line of words."""
    return f"Mission {MISSIONS_BY_NUMBER[m].number} ({MISSIONS_BY_NUMBER[m].difficulty})"


def holder_card_text(kind: str, card: int) -> str:
    """A card of the card holder: "Objective <name>" or "Mission 520 (easy)"."""
    return f"Objective {OBJECTIVES[card].name}" if kind == "objective" else mission_name(card)


def mission_text(m: int) -> str:
    x = MISSIONS_BY_NUMBER[m]
    h, w = x.height, x.width
    cells = {(c.row, c.col): COL[c.colour] for c in x.cells}
    rows = ["".join(cells.get((r, c), ".") for c in range(w)) for r in range(h)]
    return f"{x.number} {x.difficulty} {x.cost}T {x.points}pt [{'/'.join(rows)}]"


def objective_space_text(o: int, phase: str) -> str:
    """What an Objective space shows: its card, or why it has none (setup deals them later:
    a replay at event 0 read "(taken)")."""
    if o >= 0:
        return objective_text(o)
    return "(not dealt yet)" if phase == "setup" else "(taken)"


def discards_text(p) -> str:
    """A player's (view's) discarded cards by kind, "1 Mission, 1 Objective" ("" for none): one
    count of both read as discarded Missions (a review, twice)."""
    return ", ".join(words.counted(n, kind) for n, kind in ((len(p.discarded_missions), "Mission"),
                                                          (p.discarded_objectives, "Objective")) if n)


def objective_text(o: int) -> str:
    x = OBJECTIVES[o]
    c = x.condition
    cond = CONDITION.get(c.kind, c.kind).format(n=c.count, d=f"{c.difficulty} " if c.difficulty else "",
                                                s="" if c.count == 1 else "s")
    return f"{x.name} {x.points}pt ({cond})"

