"""One short line per event, for the log every player reads: it never names (nor places) a card
that goes to a hand, a holder or under a Mind board: what another seat cannot tell apart reads
the same. The seat named
by the log (or choosing from its move list) is the subject, so a decision reads as an order
("Move Adult to Present 2"); chance names who it concerns. A dystopia describes its own."""
from __future__ import annotations

from engine.core.game import clone
from engine.core.words import a_or_an, possessive
from engine.restart.content import (CHARACTERS, DIFFICULTIES, EVENTS_BY_NUMBER, FIELD_TITLE, TRACK_INDEX,
                                    MISSIONS_BY_NUMBER, OBJECTIVES)
from engine.restart import season, side_effects
from engine.restart.dystopias import dystopia_of
from engine.restart.events import (Benefit, ChooseField, ChooseSideEffect, ChooseSpace, CompleteMission,
                                   CompleteObjective, DealCharacter, DealObjective, DiscardAdrenaline,
                                   DiscardHolder, DrawEvent, DrawMission, EndTurn, FreeColour,
                                   MoveAdult, MoveChild, MoveShadow, PlaceAdrenaline, PlaceChild,
                                   PlaceFragment, PlaceVoid, PlayCard, RefreshUpcoming, ReturnCard, ConfirmReturn,
                                   Share, Skip, SwapUpcoming, TakeEvent, TakeMission, TakeTime,
                                   UseAction)
from engine.restart.labels import (ICON, benefit_text, card_text, counted, holder_card_text, mission_text,
                                   player_name, space_label)
from engine.restart.missions import discard_penalty, within_reach
from engine.restart.perception import figure_problem
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.steps import STEPS
from engine.restart.chaos import is_chaos, text as chaos_text
from engine.restart.turn import ACTION_TITLE, startable


def _turn_name(s) -> str:
    return player_name(s, s.turn.seat)


def _run_start(p, e) -> int:
    """The lowest space of the run of Adrenaline crystals holding space `e.space`: discarding
    any crystal of a run leaves the same track, so the log names them alike."""
    track = p.tracks[TRACK_INDEX[e.field]] if e.field in TRACK_INDEX else ""
    k = e.space
    while 1 < k <= len(track) and track[k - 2] == "A":
        k -= 1
    return k


def describe(s, e) -> str:
    """The event's line; in solo followed by what Chaos did because of it."""
    line = own_words(s, e)
    return line + chaos_text.narrated(s, e, STEPS.apply) if s.chaos is not None else line


def own_words(s, e) -> str:
    """The event's line without Chaos's reply to it."""
    t = s.tasks[-1] if s.tasks else None
    seat = t.seat if t is not None else s.turn.seat
    who = player_name(s, seat)
    d = chaos_text.describe(s, e)
    if d is not None:
        return d
    d = season.describe(s, e) if isinstance(e, season.EVENTS) else dystopia_of(s).describe(s, e, who)
    if d is not None:
        return d
    # -- chance ---------------------------------------------------------------------------------
    if isinstance(e, DealCharacter):
        return f"{who} is dealt the Character {CHARACTERS[e.character].name}"
    if isinstance(e, DealObjective):
        o = OBJECTIVES[e.objective]
        return f"Objective space {t.slot + 1}: {o.name} ({o.points} points)"
    if isinstance(e, DrawEvent):
        if t.to == "hand":
            return f"{who} draws an Event card"
        if t.to == "upcoming":
            return f"new Upcoming card: {card_text(e.card)}"
        return f"{space_label(s, t.space)}: {card_text(e.card)}"
    if isinstance(e, DrawMission):
        if is_chaos(s, seat):  # Chaos hides nothing (SOLO.md): its cards are named
            card = mission_text(e.mission)
            return (f"{who} is dealt the easy Mission card {card}" if t.setup
                    else f"{who} takes the Mission card {card} into the card holder")
        if t.setup:
            return f"{who} is dealt an easy Mission card (its front hidden from the others)"
        # L63: the holder shows its owner the fronts, "but no other player can" (not face down)
        return f"{who} takes the Mission card into the card holder (its front hidden from the others)"
    # -- decisions: the asked seat is the subject -------------------------------------------------
    if isinstance(e, ReturnCard):
        return "Return a starting-hand card face down"
    if isinstance(e, ConfirmReturn):
        n = len(getattr(t, "picks", ()))
        return f"Confirm: return {n} card{'s' if n != 1 else ''} to the bottom of the Event deck and draw {n}"
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
        return (f"Discard Adrenaline from {FIELD_TITLE.get(e.field, e.field)} track space "
                f"{_run_start(s.players[seat], e)}")
    if isinstance(e, SwapUpcoming):
        up = s.upcoming[e.slot] if 0 <= e.slot < len(s.upcoming) else -1
        return (f"Tomas Reyes: {card_text(e.card)} to Upcoming, take Upcoming "
                f"{e.slot + 1} ({EVENTS_BY_NUMBER[up].name if up > 0 else '?'})")
    if isinstance(e, EndTurn):
        return "End the turn"
    if isinstance(e, Skip):
        if t is not None and t.kind == "complete_mission":
            placed = sum(1 for _, _, free in s.turn.voids if not free)
            back = ("" if not placed else "; the Void token placed comes back" if placed == 1
                    else f"; the {placed} Void tokens placed come back")
            return f"Complete no Mission now (end the action{back})"  # a review read a Void lost
        icon = getattr(t, "icon", "")
        return "Forgo this step" + (f" ({ACTION_TITLE.get(icon, ICON.get(icon, icon))})" if icon else "")
    if isinstance(e, MoveAdult):
        if e.space >= OBJECTIVE_BASE:
            k = e.space - OBJECTIVE_BASE
            o = s.objectives[k] if 0 <= k < len(s.objectives) else -1
            return f"Move Adult to Objective {k + 1}" + (f" ({OBJECTIVES[o].name})" if o >= 0 else "")
        return f"Move Adult to {space_label(s, e.space)}"
    if isinstance(e, MoveChild):
        return f"Move Child to {space_label(s, e.space)}"
    if isinstance(e, MoveShadow):
        return f"Move Shadow token to {space_label(s, e.space)}"
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
            return f"{how} a hand card (under {field})"
        if kind == "spend_event":
            return f"Discard {card_text(e.card)} to pay"
        return "Play a hand card"
    if isinstance(e, ChooseSpace):
        return f"Place {card_text(t.card)} onto {space_label(s, e.space)}"
    if isinstance(e, Benefit):
        if t is None:
            return "Take the benefit" if e.take else "Decline the benefit"
        name = EVENTS_BY_NUMBER[t.card].name
        b = EVENTS_BY_NUMBER[t.card].benefit
        if e.take:
            return f"Take {possessive(name)} benefit: {benefit_text(t.card)}" + _lost(s, t.seat, b.gain)
        return f"Decline {possessive(name)} benefit" + (" (no one gets a share)" if b.others else "")
    if isinstance(e, Share):
        return (f"{'Accept' if e.accept else 'Decline'} {_turn_name(s)}'s shared benefit: "
                f"{counted(t.icons) if t else '?'}")
    if isinstance(e, TakeEvent):
        # a Character's draw says so: beside a Study's own draw it read as one icon gaining twice
        whose = (f" ({CHARACTERS[s.players[t.seat].character].name}'s ability)"
                 if getattr(t, "via", "") == "ability" else "")
        if e.source == -1:
            return f"Take an Event card from the deck{whose}"
        up = s.upcoming[e.source] if 0 <= e.source < len(s.upcoming) else -1
        return f"Take Upcoming {e.source + 1}: {card_text(up) if up > 0 else '?'}{whose}"
    if isinstance(e, TakeTime):
        return "Take a Time token"
    if isinstance(e, PlaceFragment):
        return f"Fragment crystal onto the {FIELD_TITLE.get(e.field, e.field)} track"
    if isinstance(e, TakeMission):
        if 0 <= e.slot < len(s.display):  # no slot: alike face-down cards read alike
            dif, adr = s.display[e.slot]
            return (f"Take {a_or_an(DIFFICULTIES[dif])} Mission from the display"
                    + (f" (+{adr} Adrenaline)" if adr else ""))
        return "Take a Mission card"
    if isinstance(e, DiscardHolder):
        if e.kind == "objective":
            return "Discard an Objective face down"
        return f"Discard {a_or_an(MISSIONS_BY_NUMBER[e.card].difficulty)} Mission face down"
    if isinstance(e, (PlaceVoid, FreeColour)):
        how = "Void token" if isinstance(e, PlaceVoid) else "Marek Sol"
        return f"{how}: {space_label(s, e.space)} counts as {e.colour}"
    if isinstance(e, CompleteMission):
        m = MISSIONS_BY_NUMBER[e.mission]
        return f"Complete Mission {m.number} ({m.difficulty}, pay {m.cost} Time)"
    return repr(e)



def _lost(s, seat: int, gain) -> str:
    """A benefit's Play Event its figure cannot take (the Adult in an Objective space, L136):
    skipped when its turn comes, so said before it is taken (a review paid for a Play Adult
    that vanished). Not where a Move in the same benefit comes first and may free it."""
    lost = []
    for k, icon in enumerate(gain):
        why = None if "move" in gain[:k] else figure_problem(s, seat, icon)
        if why is not None:
            lost.append(f"; its {ICON[icon]} is lost: {why.text.partition(': ')[2]}")
    return "".join(lost)


def move_text(s, e) -> str:
    """The mover's own move list names the card it would return, bury or discard (the log
    line does not: others cannot see it), and tells alike moves apart by their place. It
    says only what the choice does: in solo, Chaos's turn that follows is not part of it."""
    t = s.tasks[-1] if s.tasks else None
    # what a crystal costs, where it is chosen: one in your supply scores a point (L274), one
    # placed leaves it, one discarded goes to the general supply (a review missed it: helper-288)
    if isinstance(e, DiscardAdrenaline):
        return (f"Discard Adrenaline from {FIELD_TITLE.get(e.field, e.field)} track space {e.space} "
                "(to the general supply)")
    if isinstance(e, PlaceAdrenaline):
        return own_words(s, e) + " (from your supply: 1 point fewer at the end)"
    if isinstance(e, TakeMission) and 0 <= e.slot < len(s.display):
        dif, adr = s.display[e.slot]
        return (f"Take display Mission {e.slot + 1} ({DIFFICULTIES[dif]}"
                + (f", +{adr} Adrenaline)" if adr else ")"))
    if isinstance(e, ReturnCard):
        # "/confirm" found every line of the step: only the confirming one says it (a review)
        return f"Return {card_text(e.card)} face down (as many drawn when done)"
    if isinstance(e, PlayCard) and t is not None and t.kind == "bury":
        field = FIELD_TITLE[EVENTS_BY_NUMBER[e.card].field]
        how = "Deep Bury" if t.icon == "deep_bury" else "Bury"
        return f"{how} {card_text(e.card)} (under {field})"
    if isinstance(e, DiscardHolder):  # what it costs, as the rulebook's discard says (L244)
        cost = "it will not score" if e.kind == "objective" else f"{-discard_penalty(e.card)} at the end"
        return f"Discard {holder_card_text(e.kind, e.card)} face down ({cost})"
    if isinstance(e, ChooseSideEffect):  # what the card does, read where it is chosen (a
        # review could not: the help lists only the cards in play)
        return f"{own_words(s, e)}: {side_effects.CARDS[e.effect].text}"
    if isinstance(e, UseAction) and e.action == "complete_mission" and t is not None \
            and not within_reach(s, t.seat):  # chosen to look, it was forgone (a review)
        return own_words(s, e) + " (none of your Missions can be completed now)"
    if isinstance(e, ChooseField) and t is not None:  # a field where nothing can start: said first
        after = clone(s)
        STEPS.apply(after, e)
        if not startable(after, t.seat):
            return own_words(s, e) + " (none of its actions can start now)"
    return own_words(s, e)  # what Chaos then does goes to the log, not into the choice's words
