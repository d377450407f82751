"""Restart's verbs: to_act, legal_moves, check, chance_outcomes, apply (the fold), invariants
and outcome. The state carries a task stack (tasks.py): the top task says who decides what.
Each module registers the steps of what a player does: turn.py (start, actions, end),
focus/perception/intelligence/memory.py (the Mind fields), crystals.py, benefits.py,
missions.py, objectives.py, time_fault.py, setup.py, and the dystopia (dystopias/)."""
from __future__ import annotations

from collections import Counter

from engine.core import CHANCE, Game, IllegalMove
from engine.restart import (benefits, crystals, focus, intelligence, memory, missions, objectives,
                            perception, setup, time_fault, turn)
from engine.restart.content import CHARACTERS, EVENTS, GAME, MIND_BOARD, OBJECTIVES
from engine.restart.crystals import RULE_DURING_ACTION
from engine.restart.dystopias import DYSTOPIAS, dystopia_of
from engine.restart.events import (CHANCE_EVENTS, DiscardAdrenaline, Event, PlaceAdrenaline,
                                   PlayCard)
from engine.restart.scoring import outcome as score_outcome
from engine.restart.state import Options, State
from engine.restart.tasks import pop

HANDLERS: dict = {}
CHANCE_STEPS: dict = {}
AUTO: dict = {}
for _m in (turn, crystals, benefits, memory, focus, perception, intelligence, missions, objectives):
    HANDLERS.update(getattr(_m, "HANDLERS", {}))
for _m in (turn, missions, setup):
    CHANCE_STEPS.update(_m.CHANCE)
for _m in (turn, memory, intelligence, time_fault, setup):
    AUTO.update(_m.AUTO)
for _d in DYSTOPIAS.values():
    HANDLERS.update(_d.handlers)
    CHANCE_STEPS.update(_d.chance)
    AUTO.update(_d.auto)

ALL_EVENTS = {e.number for e in EVENTS}


def settle(s: State) -> None:
    """Run automatic steps until a seat or chance must act (or the game is over)."""
    while s.phase != "over":
        if s.phase == "play" and not s.deck and not s.deck_bottom:
            time_fault.end_game(s, "the Event deck running out")
            return
        if not s.tasks:
            raise RuntimeError("Restart: nothing left to do")  # never: a turn always follows
        t = s.tasks[-1]
        run = AUTO.get(t.kind)
        if run is not None:
            run(s, t)
            continue
        h = HANDLERS.get(t.kind)
        if h is not None and h.skip_if is not None and h.skip_if(s, t):
            pop(s)
            continue
        if h is None and t.kind in CHANCE_STEPS and not CHANCE_STEPS[t.kind].outcomes(s, t):
            pop(s)  # nothing left to draw (never with the shipped content)
            continue
        return


class Restart(Game):
    name = "restart"
    title = "Restart"
    ruleset = "1"
    seat_counts = (2, 3, 4)
    Event = Event
    State = State
    Options = Options
    option_choices = {"dystopia": sorted(DYSTOPIAS)}

    def initial_state(self, options: Options, seats: int = 4) -> State:
        if seats not in GAME.players:
            raise ValueError("Restart is played by 2, 3 or 4 seats")
        if options.dystopia not in DYSTOPIAS:
            raise ValueError(f"unknown dystopia {options.dystopia!r}; one of {', '.join(DYSTOPIAS)}")
        s = setup.new_state(seats, options.dystopia)
        settle(s)
        return s

    # -- who acts, what may they do -----------------------------------------------------------
    def to_act(self, s: State) -> int | None:
        if s.phase == "over":
            return None
        t = s.tasks[-1]
        return CHANCE if t.kind in CHANCE_STEPS else t.seat

    def chance_outcomes(self, s: State):
        t = s.tasks[-1]
        return CHANCE_STEPS[t.kind].outcomes(s, t)

    def legal_moves(self, s: State) -> list:
        if s.phase == "over":
            return []
        t = s.tasks[-1]
        h = HANDLERS.get(t.kind)
        return h.moves(s, t) if h is not None else []

    def reveals(self, s: State, e) -> bool:
        """A card from a hand put where everyone sees it (studied, played, spent onto the
        discard pile): strict undo may not take it back. Buried cards stay hidden."""
        return isinstance(e, PlayCard) and s.tasks[-1].kind != "bury"

    def check(self, s: State, e) -> None:
        if s.phase == "over":
            raise IllegalMove("the game is over")
        t = s.tasks[-1]
        if t.kind in CHANCE_STEPS:
            raise IllegalMove("chance acts now (a draw or a roll), not a player")
        h = HANDLERS[t.kind]
        if not isinstance(e, h.accepts):
            if isinstance(e, (PlaceAdrenaline, DiscardAdrenaline)) and t.kind != "start":
                raise IllegalMove(RULE_DURING_ACTION)
            if isinstance(e, CHANCE_EVENTS):
                raise IllegalMove("a chance outcome is drawn by the game, not chosen by a player")
            raise IllegalMove(f"that is not a move now: {who(t.seat)} must {h.prompt(s, t)}")
        h.check(s, t, e)
        if e not in h.moves(s, t):
            raise IllegalMove(f"that is not a move now: {who(t.seat)} must {h.prompt(s, t)}")

    def apply(self, s: State, e) -> None:
        t = s.tasks[-1]
        step = CHANCE_STEPS.get(t.kind) or HANDLERS[t.kind]
        step.apply(s, t, e)
        settle(s)

    # -- checks ---------------------------------------------------------------------------------
    def invariants(self, s: State) -> list[str]:
        out = []
        seen = Counter(s.deck + s.deck_bottom + s.discard + s.upcoming)
        for stack in s.grid:
            seen.update(stack)
        for p in s.players:
            seen.update(p.hand)
            for f in range(4):
                seen.update(p.studied[f] + p.buried[f] + p.deep_buried[f])
        if set(seen) != ALL_EVENTS or any(n != 1 for n in seen.values()):
            out.append(f"Event cards not conserved: {sum(seen.values())} seen of {len(ALL_EVENTS)}")
        if s.phase != "setup" and any(not stack for stack in s.grid):
            out.append("a Spacetime grid space without an Event card")
        usable = setup.USABLE_MISSIONS[s.seats]
        ms = list(s.mission_unseen)
        for p in s.players:
            ms += p.missions + p.completed + p.discarded_missions
        ms += [t.card for t in s.tasks if t.kind == "holder_full" and t.icon == "mission"]
        if sorted(ms) != usable:
            out.append("Mission cards not conserved")
        face_down = len(s.display) + sum(s.mission_deck)
        if face_down > len(s.mission_unseen):
            out.append("more face-down Missions than unseen Mission cards")
        objs = [o for o in s.objectives if o >= 0] + s.objective_box
        for p in s.players:
            objs += p.objectives + p.discarded_objectives
        objs += [t.card for t in s.tasks if t.kind == "holder_full" and t.icon == "objective"]
        if sorted(objs) != list(range(len(OBJECTIVES))):
            out.append("Objective cards not conserved")
        chars = s.characters_box + [p.character for p in s.players if p.character >= 0]
        if sorted(chars) != list(range(len(CHARACTERS))):
            out.append("Character cards not conserved")
        for i, p in enumerate(s.players):
            if min(p.time, p.void, p.adrenaline) < 0:
                out.append(f"seat {i}: a negative resource")
            if len(p.missions) + len(p.objectives) > GAME.setup.card_holder:
                out.append(f"seat {i}: more than 3 cards in the card holder")
            if any(len(t) > MIND_BOARD.track_spaces or set(t) - {"F", "A"} for t in p.tracks):
                out.append(f"seat {i}: a track holds more crystals than spaces")
            others = [q.adult for j, q in enumerate(s.players) if j != i]
            if p.adult >= 0 and (p.adult in others or p.adult == p.child):
                out.append(f"seat {i}: the Adult shares a space it may not")
        if s.faults > time_fault.FAULTS_TO_END:
            out.append("more than 3 time faults")
        if any(not 0 <= adr for _, adr in s.display):
            out.append("negative Adrenaline on a Mission")
        out += dystopia_of(s).invariants(s)
        return out

    # -- people ---------------------------------------------------------------------------------
    def outcome(self, s: State):
        if s.phase != "over":
            return None
        return score_outcome(s)

    def view(self, s, seat):
        from engine.restart.view import view
        return view(s, seat)

    def describe(self, s, e) -> str:
        from engine.restart.view import describe
        return describe(s, e)

    def render(self, v) -> str:
        from engine.restart.view import render
        return render(v)

    def rules_help(self) -> str:
        from engine.restart.view import rules_help
        return rules_help()


def who(seat: int) -> str:
    from engine.restart.view import SEAT_NAMES
    return SEAT_NAMES[seat]
