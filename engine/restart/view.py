"""What a seat sees, one-line descriptions of events, a plain-text board and the rules help.

Hidden: another seat's hand, card holder (Missions and Objectives), Buried and Deep Buried
cards (only their count per field shows), the Event deck (only its size), and the faces of the
Mission display (face down: difficulty and Adrenaline only; the state itself does not know
them until a card is taken). `describe` is shown to every player, so it never names a card
that goes to a hand, a holder or under a Mind board: hand cards are named by position."""
from __future__ import annotations

import msgspec

from engine.restart.content import (CHARACTERS, DIFFICULTIES, EVENTS_BY_NUMBER, FIELDS,
                                    MISSIONS_BY_NUMBER, OBJECTIVES, GAME)
from engine.restart.crystals import FIELD_TITLE, extras_reached, reach
from engine.restart.dystopias import dystopia_of
from engine.restart.events import (Benefit, BoostStars, ChooseField, ChooseSpace, CompleteMission,
                                   CompleteObjective, DealCharacter, DealObjective, DiscardAdrenaline,
                                   DiscardHolder, DrawEvent, DrawMission, EndTurn, FreeColour,
                                   MarkReroll, MoveAdult, MoveChild, PlaceAdrenaline, PlaceChild,
                                   PlaceFragment, PlaceVoid, PlayCard, RefreshUpcoming, ReturnCard,
                                   Reroll, Roll, RollDie, SetDie, Share, Skip, SwapUpcoming,
                                   TakeEvent, TakeMission, TakeTime, UseAction)
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.turn import ACTION_TITLE, available

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow")
AGES = tuple(a.capitalize() for a in GAME.row_ages)


class PlayerView(msgspec.Struct):
    name: str
    character: str
    ability: str
    time: int
    void: int
    adrenaline: int
    tracks: list[str]
    studied: list[list[int]]
    buried_count: list[int]
    deep_buried_count: list[int]
    hand_count: int
    holder_count: int
    completed: list[int]
    discarded_missions: list[str]   # difficulties (the backs show dots)
    discarded_objectives: int
    adult: int
    child: int
    field: int
    # this seat only (empty for the others)
    hand: list[int] = []
    start_hand: list[int] = []
    missions: list[int] = []
    objectives: list[int] = []
    buried: list[list[int]] = []
    deep_buried: list[list[int]] = []


class View(msgspec.Struct):
    seat: int | None
    seats: int
    rows: int
    cols: int
    phase: str
    end_reason: str
    faults: int
    grid: list[int]           # the top card of each space
    grid_depth: list[int]
    upcoming: list[int]
    objectives: list[int]     # per Objective space (-1: taken)
    display: list[list[int]]  # [difficulty index, Adrenaline]
    mission_deck: list[int]   # face-down Missions left per difficulty
    deck_count: int
    discard_count: int
    discard_top: int
    turn_seat: int
    turn_field: int
    actions: list[str]        # field actions the turn player may still start
    asked: int                # seat asked now (-1: chance or nobody)
    prompt: str
    players: list[PlayerView]
    dystopia: str
    dyst: object = None


def view(s, seat: int | None) -> View:
    players = []
    for i, p in enumerate(s.players):
        mine = seat == i
        ch = CHARACTERS[p.character] if p.character >= 0 else None
        players.append(PlayerView(
            SEAT_NAMES[i], ch.name if ch else "", ch.text if ch else "", p.time, p.void, p.adrenaline,
            list(p.tracks), [list(x) for x in p.studied], [len(x) for x in p.buried],
            [len(x) for x in p.deep_buried], len(p.hand), len(p.missions) + len(p.objectives),
            list(p.completed), [MISSIONS_BY_NUMBER[m].difficulty for m in p.discarded_missions],
            len(p.discarded_objectives), p.adult, p.child, p.field,
            hand=list(p.hand) if mine else [], start_hand=list(p.start_hand) if mine else [],
            missions=list(p.missions) if mine else [], objectives=list(p.objectives) if mine else [],
            buried=[list(x) for x in p.buried] if mine else [],
            deep_buried=[list(x) for x in p.deep_buried] if mine else []))
    asked, prompt = -1, ""
    if s.phase != "over" and s.tasks:
        from engine.restart.rules import HANDLERS
        t = s.tasks[-1]
        h = HANDLERS.get(t.kind)
        if h is not None:
            asked, prompt = t.seat, h.prompt(s, t)
    turn_seat = s.turn.seat
    return View(seat, s.seats, s.rows, s.cols, s.phase, s.end_reason, s.faults,
                [st[-1] if st else -1 for st in s.grid], [len(st) for st in s.grid], list(s.upcoming),
                list(s.objectives), [list(d) for d in s.display], list(s.mission_deck),
                len(s.deck) + len(s.deck_bottom), len(s.discard), s.discard[-1] if s.discard else -1,
                turn_seat, s.turn.field,
                available(s, turn_seat) if s.phase == "play" and s.turn.field >= 0 else [],
                asked, prompt, players, s.dystopia, dystopia_of(s).view(s, seat))


# -- labels ---------------------------------------------------------------------------------------
def space_label(s, space: int) -> str:
    if space >= OBJECTIVE_BASE:
        return f"Objective space {space - OBJECTIVE_BASE + 1}"
    if space < 0:
        return "beside the board"
    r, c = divmod(space, s.cols)
    return f"{AGES[r]} {c + 1}"


def card_text(n: int) -> str:
    e = EVENTS_BY_NUMBER[n]
    return f"{e.number} {e.name} ({e.colour}, {e.field})"


def hand_pos(s, seat: int, card: int) -> str:
    hand = s.players[seat].hand
    return f"hand card #{hand.index(card) + 1}" if card in hand else "a card"


def describe(s, e) -> str:
    t = s.tasks[-1] if s.tasks else None
    seat = t.seat if t is not None else s.turn.seat
    who = SEAT_NAMES[seat]
    d = dystopia_of(s).describe(s, e, who)
    if d is not None:
        return d
    if isinstance(e, DealCharacter):
        return f"{who} is dealt the Character {CHARACTERS[e.character].name}"
    if isinstance(e, DealObjective):
        o = OBJECTIVES[e.objective]
        return f"Objective space {t.n + 1}: {o.name} ({o.points} points)"
    if isinstance(e, DrawEvent):
        if t.icon == "hand":
            return f"{who} draws an Event card"
        if t.icon == "upcoming":
            return f"Upcoming Event card: {card_text(e.card)}"
        return f"{space_label(s, t.n)}: {card_text(e.card)}"
    if isinstance(e, DrawMission):
        return f"{who} is dealt an easy Mission card" if t.via == "setup" else f"{who} takes the Mission card into the card holder"
    if isinstance(e, ReturnCard):
        return f"{who} returns {hand_pos(s, seat, e.card)} to the bottom of the Event deck"
    if isinstance(e, PlaceChild):
        return f"{who} places the Child figure in the past: {space_label(s, e.space)}"
    if isinstance(e, RefreshUpcoming):
        return f"{who} discards the three same-coloured Upcoming cards and deals three new ones"
    if isinstance(e, CompleteObjective):
        slot = s.players[seat].adult - OBJECTIVE_BASE
        o = s.objectives[slot] if 0 <= slot < len(s.objectives) else -1
        return f"{who} completes the Objective {OBJECTIVES[o].name if o >= 0 else '?'}"
    if isinstance(e, ChooseField):
        return f"{who} puts the Action marker on {FIELD_TITLE.get(e.field, e.field)}"
    if isinstance(e, UseAction):
        return f"{who}: {ACTION_TITLE.get(e.action, e.action)}"
    if isinstance(e, PlaceAdrenaline):
        return f"{who} places an Adrenaline crystal on the {FIELD_TITLE.get(e.field, e.field)} track"
    if isinstance(e, DiscardAdrenaline):
        return f"{who} discards the Adrenaline crystal in space {e.space} of the {FIELD_TITLE.get(e.field, e.field)} track"
    if isinstance(e, SwapUpcoming):
        return f"{who} (Tomas Reyes) puts {card_text(e.card)} among the Upcoming cards and takes " \
               f"{card_text(s.upcoming[e.slot]) if 0 <= e.slot < len(s.upcoming) else '?'}"
    if isinstance(e, EndTurn):
        return f"{who} ends the turn"
    if isinstance(e, Skip):
        return f"{who} foregoes this step" + (f" ({ACTION_TITLE.get(t.icon, t.icon)})" if t and t.icon else "")
    if isinstance(e, MoveAdult):
        return f"{who} moves the Adult to {space_label(s, e.space)}"
    if isinstance(e, MoveChild):
        return f"{who} moves the Child to {space_label(s, e.space)}"
    if isinstance(e, PlayCard):
        kind = t.kind if t else ""
        if kind == "play":
            p = s.players[seat]
            where = {"play_adult": p.adult, "play_child": p.child}.get(t.icon)
            if where is None:
                return f"{who} chooses {card_text(e.card)} to place on the grid"
            return f"{who} plays {card_text(e.card)} onto {space_label(s, where)}"
        if kind == "study":
            return f"{who} studies {card_text(e.card)}"
        if kind == "bury":
            field = FIELD_TITLE[EVENTS_BY_NUMBER[e.card].field]
            how = "deep buries" if t.icon == "deep_bury" else "buries"
            return f"{who} {how} {hand_pos(s, seat, e.card)} under {field}"
        if kind == "spend_event":
            return f"{who} discards {card_text(e.card)} to pay for the benefit"
        return f"{who} plays {hand_pos(s, seat, e.card)}"
    if isinstance(e, ChooseSpace):
        return f"{who} places {card_text(t.card)} onto {space_label(s, e.space)}"
    if isinstance(e, Benefit):
        name = EVENTS_BY_NUMBER[t.card].name if t and t.card >= 0 else "the card"
        return f"{who} {'takes' if e.take else 'declines'} the benefit of {name}"
    if isinstance(e, Share):
        return f"{who} {'accepts' if e.accept else 'declines'} a share of the benefit ({', '.join(t.icons)})"
    if isinstance(e, TakeEvent):
        if e.source == -1:
            return f"{who} draws from the Event deck"
        up = s.upcoming[e.source] if 0 <= e.source < len(s.upcoming) else -1
        return f"{who} takes the Upcoming card {card_text(up) if up > 0 else '?'}"
    if isinstance(e, TakeTime):
        return f"{who} takes a Time token"
    if isinstance(e, PlaceFragment):
        return f"{who} places a Fragment crystal on the {FIELD_TITLE.get(e.field, e.field)} track"
    if isinstance(e, TakeMission):
        if 0 <= e.slot < len(s.display):
            dif, adr = s.display[e.slot]
            return f"{who} takes Mission {e.slot + 1} of the display ({DIFFICULTIES[dif]}, {adr} Adrenaline)"
        return f"{who} takes a Mission card"
    if isinstance(e, DiscardHolder):
        if e.kind == "objective":
            return f"{who} discards the Objective {OBJECTIVES[e.card].name} face down"
        dif = MISSIONS_BY_NUMBER[e.card].difficulty
        p = s.players[seat]
        pos = "the new card" if e.card not in p.missions else f"holder card #{p.missions.index(e.card) + 1}"
        return f"{who} discards {pos} (a {dif} Mission) face down"
    if isinstance(e, (PlaceVoid, FreeColour)):
        how = "a Void token" if isinstance(e, PlaceVoid) else "Marek Sol's ability"
        return f"{who} uses {how}: {space_label(s, e.space)} counts as {e.colour}"
    if isinstance(e, CompleteMission):
        m = MISSIONS_BY_NUMBER[e.mission]
        return f"{who} completes Mission {m.number} ({m.difficulty}, {m.cost} Time)"
    return repr(e)


# -- plain text -------------------------------------------------------------------------------------
COL = {"green": "G", "yellow": "Y", "blue": "B", "purple": "P"}


def _mission_text(m: int) -> str:
    x = MISSIONS_BY_NUMBER[m]
    h, w = x.height, x.width
    cells = {(c.row, c.col): COL[c.colour] for c in x.cells}
    rows = ["".join(cells.get((r, c), ".") for c in range(w)) for r in range(h)]
    return f"{x.number} {x.difficulty} {x.cost}T [{'/'.join(rows)}]"


def render(v: View) -> str:
    names = [p.name for p in v.players]
    lines = []
    if v.phase == "over":
        lines.append(f"Game over: {v.end_reason}.")
    lines.append(f"Time faults: {v.faults}   Event deck: {v.deck_count}   discard: {v.discard_count}")
    lines.append("Spacetime grid (top cards; figures: seat initial + A adult, c child):")
    for r in range(v.rows):
        cells = []
        for c in range(v.cols):
            x = r * v.cols + c
            top = v.grid[x]
            col = EVENTS_BY_NUMBER[top].colour if top > 0 else "-"
            figs = "".join(f"{p.name[0]}A" for p in v.players if p.adult == x) + \
                   "".join(f"{p.name[0]}c" for p in v.players if p.child == x)
            cells.append(f"{col[:6]:<6}{figs:<6}")
        lines.append(f"  {AGES[r]:<8}" + " | ".join(cells))
    up = ", ".join(card_text(c) for c in v.upcoming) or "none"
    lines.append(f"Upcoming: {up}")
    objs = []
    for k, o in enumerate(v.objectives):
        figs = "".join(p.name[0] for p in v.players if p.adult == OBJECTIVE_BASE + k)
        objs.append(f"{k + 1}: " + (f"{OBJECTIVES[o].name} ({OBJECTIVES[o].points})" if o >= 0 else "taken")
                    + (f" [{figs}]" if figs else ""))
    lines.append("Objectives: " + "; ".join(objs))
    disp = " ".join(f"{DIFFICULTIES[d][0].upper()}{'+' + str(a) if a else ''}" for d, a in v.display)
    lines.append(f"Mission display ({len(v.display)}): {disp}   deck: "
                 + "/".join(str(n) for n in v.mission_deck))
    for i, p in enumerate(v.players):
        mark = ">" if i == v.turn_seat and v.phase == "play" else " "
        field = FIELD_TITLE[FIELDS[p.field]] if p.field >= 0 else "-"
        lines.append(f"{mark}{p.name} ({p.character}): Time {p.time}, Void {p.void}, Adrenaline {p.adrenaline}, "
                     f"hand {p.hand_count}, holder {p.holder_count}, field {field}, completed "
                     f"{len(p.completed)}, discarded {len(p.discarded_missions)}+{p.discarded_objectives}")
        for f, name in enumerate(FIELDS):
            top = p.studied[f][-1] if p.studied[f] else -1
            card = f"{EVENTS_BY_NUMBER[top].name}" if top > 0 else "-"
            lines.append(f"    {FIELD_TITLE[name]:<12} track [{p.tracks[f]:<6}] studied {len(p.studied[f])} "
                         f"(top: {card}) buried {p.buried_count[f]} deep {p.deep_buried_count[f]}")
    me = v.players[v.seat] if v.seat is not None and 0 <= v.seat < len(v.players) else None
    if me is not None:
        lines.append(f"Your hand: " + ("; ".join(f"#{k + 1} {card_text(c)}" for k, c in enumerate(me.hand)) or "empty"))
        lines.append("Your holder: " + ("; ".join(_mission_text(m) for m in me.missions)
                                        + "".join(f"; Objective {OBJECTIVES[o].name}" for o in me.objectives) or "empty"))
    dyst = dystopia_of_name(v.dystopia).render(v.dyst, names)
    if dyst:
        lines.append(dyst)
    if v.turn_field >= 0 and v.phase == "play":
        lines.append(f"{names[v.turn_seat]}'s field actions left: " +
                     (", ".join(ACTION_TITLE.get(a, a) for a in v.actions) or "none"))
    if v.asked >= 0:
        lines.append(f"{names[v.asked]} to {v.prompt}")
    return "\n".join(lines)


def dystopia_of_name(name: str):
    from engine.restart.dystopias import DYSTOPIAS
    return DYSTOPIAS[name]


def rules_help() -> str:
    return RULES_HELP + "\n\n" + dystopia_of_name("pandemia").rules_help()


RULES_HELP = """Restart (base game)
Turn: at the start, complete an Objective your Adult stands on (if you meet it) and, if the
three Upcoming cards share a colour, refresh them once. First turn: return any starting-hand
cards to the bottom of the deck (drawing as many), then place your Child in the past.
Put the Action marker on a Mind field other than last turn's and perform its actions:
- Focus: Study Event (a card onto its Mind field; only the topmost card's actions count).
- Perception: Move (Adult anywhere but your Child's or another Adult's space; or Child along
  its row), Play Event (Adult) (not from an Objective space), Complete a Mission.
- Intelligence: Plan A or Plan B (the dystopia), improved: Bury Event.
- Memory: Gain Time / Event twice, or a Void token instead of all Memory actions.
Crystals reaching an action icon of the topmost Studied card add that action (even mid-turn).
Between actions place Adrenaline on the lowest empty track space, or discard it (crystals
above fall). A Fragment is placed at once on a track with room.
Playing a card on the grid with Play Event offers its benefit; declining it denies the other
players their share; each other player accepts or declines their share.
Complete a Mission: Void tokens recolour grid cards; the pattern must show in the printed
orientation; pay its Time; place a Fragment. Card holder: 3 cards, a fourth means a discard.
Time fault (display <= players after a turn): Adults return, everyone places a Fragment,
Children move up an age, Adrenaline on the remaining Missions (1/2/3), display refilled to
players x 3, Upcoming replaced. The third time fault, or an empty Event deck, ends the game.
Scoring: Missions 4/7/13 (discarded -1/-2/-3), Objectives in the holder, Studied/Buried card
points reached by Fragments, Deep Buried 2 each, Adrenaline 1 each, plus the dystopia.
Tie-break: most completed Missions, then most points from completed Missions; else shared."""
