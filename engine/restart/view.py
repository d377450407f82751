"""What a seat sees, one-line descriptions of events, a plain-text board and the rules help.

Hidden: another seat's hand, card holder (Missions and Objectives), Buried and Deep Buried
cards (only their count per field shows), the Event deck (only its size), and the faces of the
Mission display (face down: difficulty and Adrenaline only; the state itself does not know
them until a card is taken). `describe` is shown to every player, so it never names a card
that goes to a hand, a holder or under a Mind board: hand cards are named by position."""
from __future__ import annotations

import msgspec

from engine.restart.content import (CHARACTERS, DIFFICULTIES, EVENTS_BY_NUMBER, FIELDS, GAME,
                                    MIND_BOARD, MISSIONS_BY_NUMBER, OBJECTIVES)
from engine.restart.crystals import FIELD_TITLE, reach
from engine.restart.dystopias import dystopia_of
from engine.restart.events import (Benefit, ChooseField, ChooseSpace, CompleteMission,
                                   CompleteObjective, DealCharacter, DealObjective, DiscardAdrenaline,
                                   DiscardHolder, DrawEvent, DrawMission, EndTurn, FreeColour,
                                   MoveAdult, MoveChild, PlaceAdrenaline, PlaceChild,
                                   PlaceFragment, PlaceVoid, PlayCard, RefreshUpcoming, ReturnCard,
                                   Share, Skip, SwapUpcoming,
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
ICON = {"study": "Study", "move": "Move", "play_adult": "Play Adult", "play_child": "Play Child",
        "place_event": "Place Event", "complete_mission": "Complete Mission", "plan_a": "Plan A",
        "plan_b": "Plan B", "bury": "Bury", "deep_bury": "Deep Bury", "time": "Time",
        "event": "Event", "time_or_event": "Time/Event", "adrenaline": "Adrenaline",
        "void": "Void", "fragment": "Fragment", "mission": "Mission card"}
FIELD_SHORT = {"focus": "Foc", "perception": "Per", "intelligence": "Int", "memory": "Mem"}
COLOUR_TITLE = {"green": "green", "yellow": "yellow", "blue": "blue", "purple": "purple"}
CONDITION = {"studied_cards": "{n} Studied cards", "buried_cards": "{n} Buried cards",
             "completed_missions": "{n} {d}Missions done", "void_tokens": "{n} Void tokens",
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


def hand_pos(s, seat: int, card: int) -> str:
    hand = s.players[seat].hand
    return f"hand card #{hand.index(card) + 1}" if card in hand else "a card"


def _turn_name(s) -> str:
    return SEAT_NAMES[s.turn.seat]


def describe(s, e) -> str:
    """One short line. The seat named by the log (or choosing from its move list) is the subject,
    so a decision reads as an order ("Move Adult to Present 2"); chance names who it concerns."""
    t = s.tasks[-1] if s.tasks else None
    seat = t.seat if t is not None else s.turn.seat
    who = SEAT_NAMES[seat]
    d = dystopia_of(s).describe(s, e, who)
    if d is not None:
        return d
    # -- chance ---------------------------------------------------------------------------------
    if isinstance(e, DealCharacter):
        return f"{who} is dealt the Character {CHARACTERS[e.character].name}"
    if isinstance(e, DealObjective):
        o = OBJECTIVES[e.objective]
        return f"Objective space {t.n + 1}: {o.name} ({o.points} points)"
    if isinstance(e, DrawEvent):
        if t.icon == "hand":
            return f"{who} draws an Event card"
        if t.icon == "upcoming":
            return f"new Upcoming card: {card_text(e.card)}"
        return f"{space_label(s, t.n)}: {card_text(e.card)}"
    if isinstance(e, DrawMission):
        if t.via == "setup":
            return f"{who} is dealt an easy Mission card (face down)"
        return f"{who} takes the Mission card into the card holder (face down)"
    # -- decisions: the asked seat is the subject -------------------------------------------------
    if isinstance(e, ReturnCard):
        return f"Return {hand_pos(s, seat, e.card).replace(' card', '')} to deck bottom"
    if isinstance(e, PlaceChild):
        return f"Place Child in the past: {space_label(s, e.space)}"
    if isinstance(e, RefreshUpcoming):
        return "Refresh Upcoming (3 of one colour)"
    if isinstance(e, CompleteObjective):
        slot = s.players[seat].adult - OBJECTIVE_BASE
        o = s.objectives[slot] if 0 <= slot < len(s.objectives) else -1
        return f"Complete Objective {OBJECTIVES[o].name if o >= 0 else '?'}"
    if isinstance(e, ChooseField):
        return f"Action marker on {FIELD_TITLE.get(e.field, e.field)}"
    if isinstance(e, UseAction):
        return f"Action: {ACTION_TITLE.get(e.action, e.action)}"
    if isinstance(e, PlaceAdrenaline):
        return f"Adrenaline crystal onto the {FIELD_TITLE.get(e.field, e.field)} track"
    if isinstance(e, DiscardAdrenaline):
        return f"Discard Adrenaline from {FIELD_TITLE.get(e.field, e.field)} track space {e.space}"
    if isinstance(e, SwapUpcoming):
        up = s.upcoming[e.slot] if 0 <= e.slot < len(s.upcoming) else -1
        return (f"Tomas Reyes: {card_text(e.card)} to Upcoming, take Upcoming "
                f"{e.slot + 1} ({EVENTS_BY_NUMBER[up].name if up > 0 else '?'})")
    if isinstance(e, EndTurn):
        return "End the turn"
    if isinstance(e, Skip):
        if t is not None and t.kind == "complete_mission":
            return "Complete no Mission now (end the action)"
        return "Forgo this step" + (f" ({ACTION_TITLE.get(t.icon, ICON.get(t.icon, t.icon))})"
                                    if t and t.icon else "")
    if isinstance(e, MoveAdult):
        if e.space >= OBJECTIVE_BASE:
            k = e.space - OBJECTIVE_BASE
            o = s.objectives[k] if 0 <= k < len(s.objectives) else -1
            return f"Move Adult to Objective {k + 1}" + (f" ({OBJECTIVES[o].name})" if o >= 0 else "")
        return f"Move Adult to {space_label(s, e.space)}"
    if isinstance(e, MoveChild):
        return f"Move Child to {space_label(s, e.space)}"
    if isinstance(e, PlayCard):
        kind = t.kind if t else ""
        if kind == "play":
            p = s.players[seat]
            where = {"play_adult": p.adult, "play_child": p.child}.get(t.icon)
            if where is None:
                return f"Place {card_text(e.card)} (choose its space next)"
            return f"Play {card_text(e.card)} onto {space_label(s, where)}"
        if kind == "study":
            return f"Study {card_text(e.card)}"
        if kind == "bury":
            field = FIELD_TITLE[EVENTS_BY_NUMBER[e.card].field]
            how = "Deep Bury" if t.icon == "deep_bury" else "Bury"
            return f"{how} {hand_pos(s, seat, e.card)} (under {field})"
        if kind == "spend_event":
            return f"Discard {card_text(e.card)} to pay"
        return f"Play {hand_pos(s, seat, e.card)}"
    if isinstance(e, ChooseSpace):
        return f"Place {card_text(t.card)} onto {space_label(s, e.space)}"
    if isinstance(e, Benefit):
        if t is None or t.card < 0:
            return "Take the benefit" if e.take else "Decline the benefit"
        name = EVENTS_BY_NUMBER[t.card].name
        b = EVENTS_BY_NUMBER[t.card].benefit
        if e.take:
            return f"Take {name}'s benefit: {benefit_text(t.card)}"
        return f"Decline {name}'s benefit" + (" (no one gets a share)" if b.others else "")
    if isinstance(e, Share):
        return (f"{'Accept' if e.accept else 'Decline'} {_turn_name(s)}'s shared benefit: "
                f"{counted(t.icons) if t else '?'}")
    if isinstance(e, TakeEvent):
        if e.source == -1:
            return "Take an Event card from the deck"
        up = s.upcoming[e.source] if 0 <= e.source < len(s.upcoming) else -1
        return f"Take Upcoming {e.source + 1}: {card_text(up) if up > 0 else '?'}"
    if isinstance(e, TakeTime):
        return "Take a Time token"
    if isinstance(e, PlaceFragment):
        return f"Fragment crystal onto the {FIELD_TITLE.get(e.field, e.field)} track"
    if isinstance(e, TakeMission):
        if 0 <= e.slot < len(s.display):
            dif, adr = s.display[e.slot]
            return (f"Take display Mission {e.slot + 1} ({DIFFICULTIES[dif]}"
                    + (f", +{adr} Adrenaline)" if adr else ")"))
        return "Take a Mission card"
    if isinstance(e, DiscardHolder):
        p = s.players[seat]
        if e.kind == "objective":
            pos = (f"holder Objective #{p.objectives.index(e.card) + 1}" if e.card in p.objectives
                   else "the new Objective")
            return f"Discard {pos} face down"
        dif = MISSIONS_BY_NUMBER[e.card].difficulty
        pos = "the new card" if e.card not in p.missions else f"holder Mission #{p.missions.index(e.card) + 1}"
        return f"Discard {pos} (a {dif} Mission) face down"
    if isinstance(e, (PlaceVoid, FreeColour)):
        how = "Void token" if isinstance(e, PlaceVoid) else "Marek Sol"
        return f"{how}: {space_label(s, e.space)} counts as {e.colour}"
    if isinstance(e, CompleteMission):
        m = MISSIONS_BY_NUMBER[e.mission]
        return f"Complete Mission {m.number} ({m.difficulty}, pay {m.cost} Time)"
    return repr(e)


# -- plain text -------------------------------------------------------------------------------------
COL = {"green": "G", "yellow": "Y", "blue": "B", "purple": "P"}


def _mission_text(m: int) -> str:
    x = MISSIONS_BY_NUMBER[m]
    h, w = x.height, x.width
    cells = {(c.row, c.col): COL[c.colour] for c in x.cells}
    rows = ["".join(cells.get((r, c), ".") for c in range(w)) for r in range(h)]
    return f"{x.number} {x.difficulty} {x.cost}T {x.points}pt [{'/'.join(rows)}]"


def _objective_text(o: int) -> str:
    x = OBJECTIVES[o]
    c = x.condition
    cond = CONDITION.get(c.kind, c.kind).format(n=c.count, d=f"{c.difficulty} " if c.difficulty else "")
    return f"{x.name} {x.points}pt ({cond})"


def _track(t: str) -> str:
    return (t + "." * MIND_BOARD.track_spaces)[:MIND_BOARD.track_spaces]


def _figures(v: View, space: int) -> str:
    return " ".join([f"{p.name[0]}A" for p in v.players if p.adult == space]
                    + [f"{p.name[0]}c" for p in v.players if p.child == space])


def render(v: View) -> str:
    names = [p.name for p in v.players]
    me = v.players[v.seat] if v.seat is not None and 0 <= v.seat < len(v.players) else None
    lines = []
    # -- what is pending ------------------------------------------------------------------------
    if v.phase == "over":
        lines.append(f"GAME OVER: {v.end_reason}.")
    else:
        tp = v.players[v.turn_seat]
        turn = f"Turn: {tp.name}" + (" (you)" if v.seat == v.turn_seat else "")
        if v.phase == "play" and v.turn_field >= 0:
            turn += (f" · {FIELD_TITLE[FIELDS[v.turn_field]]} · actions left: "
                     + (", ".join(ACTION_TITLE.get(a, a) for a in v.actions) or "none"))
        elif v.phase == "setup":
            turn = "Setting up"
        lines.append(turn)
        if v.asked >= 0:
            you = " (you)" if v.asked == v.seat else ""
            lines.append(f">> {names[v.asked]}{you}: {v.prompt}")
    lines.append(f"Time faults {v.faults}/3 · Event deck {v.deck_count} · discard {v.discard_count}"
                 + (f" (top {EVENTS_BY_NUMBER[v.discard_top].name})" if v.discard_top > 0 else ""))
    # -- the Spacetime grid ---------------------------------------------------------------------
    lines.append("Spacetime grid (colour+card; RA/Rc: Red Adult/Child)")
    width = 12
    lines.append(" " * 8 + "".join(f"{c + 1:<{width}}" for c in range(v.cols)).rstrip())
    for r in range(v.rows):
        cells = []
        for c in range(v.cols):
            x = r * v.cols + c
            top = v.grid[x]
            card = f"{COL[EVENTS_BY_NUMBER[top].colour]}{top}" if top > 0 else "--"
            cells.append(f"{card + ' ' + _figures(v, x):<{width - 1}}")
        lines.append(f"{AGES[r]:<8}" + " ".join(cells).rstrip())
    lines.append("Upcoming:")
    for k, c in enumerate(v.upcoming):
        lines.append(f"  U{k + 1} {card_line(c)}")
    # -- my own board -----------------------------------------------------------------------------
    if me is not None:
        lines.append(f"You are {me.name} ({me.character}): Time {me.time} · Void {me.void} · "
                     f"Adrenaline {me.adrenaline}")
        lines.append(f"Your hand ({len(me.hand)}):" + ("" if me.hand else " empty")
                     + (" ↩ may go back to the deck bottom" if me.start_hand else ""))
        for k, c in enumerate(me.hand):
            back = "↩" if c in me.start_hand else " "
            lines.append(f" {back}#{k + 1} {card_line(c)}")
        lines.append("Your holder: " + ("; ".join(
            [f"#{k + 1} {_mission_text(m)}" for k, m in enumerate(me.missions)]
            + [f"Objective #{k + 1} {_objective_text(o)}" for k, o in enumerate(me.objectives)])
            or "empty"))
    for i, p in enumerate(v.players):
        if p is me:
            lines.append("Your Mind (tracks bottom up, F/A crystals; * reached):")
            lines += _mind_lines(p, True)
    # -- shared displays ------------------------------------------------------------------------
    disp = " ".join(f"{k + 1}{DIFFICULTIES[d][0].upper()}" + (f"+{a}A" if a else "")
                    for k, (d, a) in enumerate(v.display))
    lines.append(f"Mission display (face down; +nA Adrenaline): {disp or 'empty'}")
    lines.append("  Mission deck: " + ", ".join(f"{n} {DIFFICULTIES[k]}" for k, n in enumerate(v.mission_deck)))
    lines.append("Objectives:")
    for k, o in enumerate(v.objectives):
        figs = "".join(f"{p.name}A " for p in v.players if p.adult == OBJECTIVE_BASE + k)
        lines.append(f"  {k + 1} " + (_objective_text(o) if o >= 0 else "(taken)")
                     + (f"  [{figs.strip()}]" if figs else ""))
    lines += _dystopia_lines(v, names)
    # -- everybody ------------------------------------------------------------------------------
    lines.append("Players:")
    for i, p in enumerate(v.players):
        mark = ">" if i == v.turn_seat and v.phase == "play" else " "
        field = FIELD_SHORT[FIELDS[p.field]] if p.field >= 0 else "-"
        pen = len(p.discarded_missions) + p.discarded_objectives
        lines.append(f"{mark}{p.name} (seat {i + 1}{', you' if p is me else ''}) {p.character}: "
                     f"Time {p.time} Void {p.void} Adr {p.adrenaline}, hand {p.hand_count}, "
                     f"holder {p.holder_count}, last {field}, Missions {len(p.completed)}"
                     + (f" (discarded {pen})" if pen else ""))
        if p is not me:
            lines += _mind_lines(p, False)
    if me is not None:
        lines.append(f"Your ability ({me.character}): {me.ability}")
    return "\n".join(lines)


def _mind_lines(p: PlayerView, full: bool) -> list[str]:
    out = []
    for f, name in enumerate(FIELDS):
        track = p.tracks[f]
        top = p.studied[f][-1] if p.studied[f] else -1
        under = f" bur {p.buried_count[f]}" if p.buried_count[f] else ""
        under += f" deep {p.deep_buried_count[f]}" if p.deep_buried_count[f] else ""
        if full:
            card = (f"{top} {EVENTS_BY_NUMBER[top].name}: {track_text(top, len(track), reach(track))}"
                    if top > 0 else "no Studied card")
            out.append(f"  {FIELD_SHORT[name]} [{_track(track)}] {len(p.studied[f])}x {card}{under}")
        else:
            card = f"{EVENTS_BY_NUMBER[top].name}" if top > 0 else "-"
            extras = extras_reached_text(top, len(track))
            out.append(f"    {FIELD_SHORT[name]} [{_track(track)}] {len(p.studied[f])}x {card}"
                       + (f" (+{extras})" if extras else "") + under)
    return out


def extras_reached_text(top: int, crystals: int) -> str:
    if top <= 0:
        return ""
    return ", ".join(ICON.get(a, a) for a in EVENTS_BY_NUMBER[top].actions_reached(crystals))


def _dystopia_lines(v: View, names: list[str]) -> list[str]:
    text = dystopia_of_name(v.dystopia).render(v.dyst, names)
    return text.splitlines() if text else []


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
