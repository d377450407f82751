"""Restart's verbs: to_act, legal_moves, check, chance_outcomes, apply (the fold), invariants
and outcome. The state carries the step machine's stack (steps.py): the top task says who
decides what. Importing the rule modules registers their task kinds: turn.py (start, actions,
end), focus/perception/intelligence/memory.py (the Mind fields), crystals.py, benefits.py,
missions.py, objectives.py, deck.py, time_fault.py, setup.py; then every dystopia package
(dystopias/) registers its own, and abilities.py and side_effects.py plug the Characters and the
Side Effect cards into the modifier seam."""
from __future__ import annotations

import typing
from collections import Counter
from typing import Union

from engine.core.errors import IllegalMove, OptionError
from engine.core.game import IMPERFECT, Game, GameInfo, clone
from engine.restart import (abilities, benefits, crystals, deck, describe, focus, intelligence,  # noqa: F401
                            memory, missions, modifiers, objectives, perception, render, season,
                            setup, secrecy, side_effects, state, time_fault, turn, view)
from engine.restart import narration
from engine.restart.chaos import anomie, extinction, oceanrise, pandemia as chaos_pandemia, turn as chaos_turn  # noqa: F401
from engine.restart.chaos import setup as solo
from engine.restart.chaos.events import EVENTS as CHAOS_EVENTS
from engine.restart.content import CHARACTERS, EVENTS, GAME, MIND_BOARD, OBJECTIVES
from engine.restart.crystals import RULE_DURING_ACTION
from engine.restart.dystopias import dystopia_of, event_types, load as load_dystopias
from engine.restart.dystopias.pandemia.events import RollDie
from engine.restart.events import (BASE_EVENTS, ChooseSpace, CompleteMission, DiscardAdrenaline, Drawn,
                                   EndTurn, Option, PlaceAdrenaline, PlayCard, SwapUpcoming, UseAction)
from engine.restart.memory import RESOURCES
from engine.restart.objectives import HolderFull
from engine.restart.scoring import outcome as score_outcome, seat_details
from engine.restart.state import Options, State
from engine.restart.steps import STEPS, refuse

DYSTOPIAS = load_dystopias()
# Every task kind is registered now: the State's stack decodes into the right kinds.
state.StepUnion = STEPS.union()
Event = Union[BASE_EVENTS + event_types() + CHAOS_EVENTS]  # type: ignore[valid-type]

ALL_EVENTS = {e.number for e in EVENTS}
ADRENALINE_EVENTS = (PlaceAdrenaline, DiscardAdrenaline)
_TYPES = typing.get_args(Event)


# The event types that pass a gate before their step's own check (engine/core/steps.py): an
# Option its modifier's, Drawn never a player's, an Adrenaline event only between actions.
# Every other event type goes straight to its step.
def _option_check(s, t, e) -> bool:
    modifiers.check(s, t, e)
    return True


def _drawn_check(s, t, e) -> bool:
    raise refuse("chance-outcome", "a chance outcome is drawn by the game, not chosen by a player")


def _adrenaline_check(s, t, e) -> bool:
    if not isinstance(e, STEPS.step(t).accepts):
        if t.seat != s.turn.seat:  # a share of another's benefit, say: not this seat's turn (L105)
            raise refuse("crystals-not-your-turn", "Crystals: you place or discard Adrenaline crystals "
                                                   "on your own turn, before or after an action")
        raise refuse("crystals-during-action", RULE_DURING_ACTION)
    return False  # the step checks it next


STEPS.gate([cls for cls in _TYPES if issubclass(cls, Option)], _option_check, modifiers.apply)
STEPS.gate([cls for cls in _TYPES if issubclass(cls, Drawn)], _drawn_check)
STEPS.gate(ADRENALINE_EVENTS, _adrenaline_check)


class Restart(Game):
    info = GameInfo("restart", "Restart", (1, 2, 3, 4), IMPERFECT, solo=True, participants=("Chaos",))
    reveals_text = "a card drawn, a die rolled, a hand card or held Mission shown"  # short: a menu line
    # 2: Focus is the Character card (Event cards name only the three Mind board fields);
    # 3: solo Anomie, Chaos supports from the top of your stack instead of forgoing (L466, L468);
    #    a season's Fatigue threshold once reached is followed though the total falls (L296);
    # 4: solo Anomie, Chaos's selected token on top of your stack goes under yours with 2-5
    #    Memory crystals: the token itself is not one of the "other" tokens (L427, L455)
    # 5: solo, Chaos does not pay a black arrow's price for gains it would ignore all of (it
    #    discarded an Upcoming card for 2 Place Event: helper-283); a log of 4 opens with the
    #    option ruleset4, which keeps the old way
    # 6: the other players gain their part of a benefit (L322 "Other players gain", L148 "all
    #    other players a smaller benefit"), as L149 lets only the card's player decline; each
    #    accepted or declined it (Share: helper-292, and a rules audit of 2026-12-03). Logs of
    #    3 to 5 open with the option ruleset5, which keeps the old way
    ruleset = "6"
    upcasts = {"3": {"ruleset5": True}, "4": {"ruleset4": True, "ruleset5": True}, "5": {"ruleset5": True}}
    Event = Event
    State = State
    Options = Options
    option_choices = {"dystopia": sorted(DYSTOPIAS) + ["fate"],
                      "season_dystopias": list(season.DATA.dystopia_modes),
                      "chaos_level": list(solo.LEVELS)}
    # the home screen's words for some choices (the ids stay what logs and --option take)
    option_labels = {"dystopia": {d: DYSTOPIAS[d].title for d in DYSTOPIAS} | {"fate": "Let Fate Decide"},
                     "season_dystopias": {"fate": "Let Fate Decide each episode",
                                          "upfront": "planned up front (season plan)",
                                          "each_episode": "chosen each episode"},
                     "chaos_level": {x: solo.level_label(x) for x in solo.LEVELS},
                     "side_effects": {x: c.name for x, c in side_effects.CARDS.items()},
                     "season_plan": {d: DYSTOPIAS[d].title for d in DYSTOPIAS}}

    def upcast(self, ruleset: str, seats: int) -> dict:
        # ruleset4 is Chaos's way: only a solo game keeps it
        options = super().upcast(ruleset, seats)
        return options if seats == 1 else {k: v for k, v in options.items() if k != "ruleset4"}

    def plays_ruleset(self, ruleset: str, seats: int) -> bool:
        # 4 changed what Chaos does: a solo game of 3 played by other rules
        return super().plays_ruleset(ruleset, seats) and not (ruleset == "3" and seats == 1)

    # what an option needs to play a part, in --option words (said when one is refused)
    option_needs = {"dystopia": "season=false", "side_effects": "season=false",
                    "season_dystopias": "season=true",
                    "season_plan": "season=true and season_dystopias=upfront", "chaos_level": "1 seat"}

    # what a field of names takes, where the home screen has no list to pick from (a review
    # learnt the Side Effects' names only from a refusal)
    option_hints = {"side_effects": "none, or any of " + ", ".join(c.name for c in side_effects.CARDS.values()),
                    "season_plan": "five, in episode order (one may come again), of "
                                   + ", ".join(DYSTOPIAS[d].title for d in sorted(DYSTOPIAS))}

    option_notes = {
        "dystopia": "the dystopia humanity faces (its Plan A and Plan B), or Let Fate Decide from the grid",
        "side_effects": "Side Effect cards: extra restrictions every player follows, Chaos none "
                        "(harder; not for a first game)",
        "season": "Season mode: five games (episodes) in a row, scores added up; Side Effects come "
                  "at Fatigue thresholds",
        "season_dystopias": "a season's dystopias: Let Fate Decide each episode, planned up front, or "
                            "chosen at each episode's start",
        "season_plan": "the five dystopias of a season planned up front, in episode order",
        "chaos_level": "solo: the level of Chaos's deck, your opponent; at Standard it scores about "
                       "60-80, near the rulebook's example player's 77; each Lull or Drain level is "  # L277
                       "easier (SOLO.md)"}

    option_set_aside = {  # why a choice made is not used, where option_applies hides it
        "dystopia": "a season chooses each episode's dystopia (season dystopias)",
        "side_effects": "a season deals its Side Effect cards at the Fatigue thresholds",
        "season_plan": "the plan is read only with the dystopias chosen up front",
        "chaos_level": "Chaos plays only in a solo game"}

    def option_applies(self, name: str, options: Options, seats: int) -> bool:
        """A season decides each episode's dystopia and deals Side Effects by Fatigue; the plan
        is read only with season_dystopias=upfront; Chaos's level only in solo."""
        if name in ("dystopia", "side_effects"):
            return not options.season
        if name == "season_dystopias":
            return options.season
        if name == "season_plan":
            return options.season and options.season_dystopias == "upfront"
        if name == "chaos_level":
            return seats == 1
        return True

    def participants(self, options, seats: int) -> list[str]:
        return ["Chaos"] if seats == 1 else []

    def initial_state(self, options: Options, seats: int = 4) -> State:
        if seats not in self.info.seat_counts:
            raise OptionError("Restart is played by 1 (solo against Chaos), 2, 3 or 4 seats", "options.seats")
        for name, choices in self.option_choices.items():  # also where unused: a header saying
            value = getattr(options, name)                  # "nightmare" was tampered with
            if value not in choices:
                raise OptionError(f"unknown {name} {value!r}; one of {', '.join(choices)}", f"options.{name}")
        side_effects.check_options(options.side_effects)
        if seats == 1:
            solo.check_options(options)
        if seats == 1 and not options.season:
            s = solo.solo_state(options)
        elif options.season:  # the season decides each episode's dystopia (its own options)
            season.check_options(options)
            s = season.first_episode(options, solo.PLAYERS if seats == 1 else seats,
                                     solo.chaos_state(options.chaos_level, options.ruleset4) if seats == 1 else None)
        else:
            s = setup.new_state(seats, "" if options.dystopia == "fate" else options.dystopia,
                                [list(options.side_effects)] * seats)
        s.shares_asked = options.ruleset5
        STEPS.settle(s)
        return s

    # -- who acts, what may they do -----------------------------------------------------------
    # The step machine answers directly (no extra call per event: these run on every event).
    to_act = staticmethod(STEPS.to_act)
    chance_outcomes = staticmethod(STEPS.chance_outcomes)

    def legal_moves(self, s: State) -> list:
        moves = STEPS.legal_moves(s)
        if moves:
            extra = modifiers.options(s, s.tasks[-1])
            if extra:  # a modifier's options go before the step's closing move (End turn, Skip)
                moves[-1:-1] = extra
        return moves

    def answers(self, s: State, seat: int, e) -> bool:
        """Any move made in another's turn (accepting a share of their benefit was the only
        one counted: a solo review's marks vanished after Chaos asked for a Contribution), or
        outside the turns (set-up, a season's choices between episodes)."""
        return s.phase != "play" or s.turn.seat != seat

    def ends_turn(self, e) -> bool:
        return type(e) is EndTurn

    def result_of(self, s: State, e) -> int | None:
        """A Pandemia die whose landing ends the roll (no reroll or star count left to choose):
        its line says the total and the marker moved (a hand-off left both out: a review)."""
        if type(e) is not RollDie:
            return None
        after = clone(s)
        self.apply(after, e)
        return getattr(s.tasks[-1], "seat", None) if after.dyst.plan == "" else None

    def weighed_moves(self, view, moves: list) -> list:
        """Not discarding Adrenaline: it only lowers a track (L107) and never returns the point
        the crystal scored in supply (L112), and where the win was settled either way a 3 s
        search placed and discarded crystals in loops (a review: its supply went from 6 to 1).
        Still legal, and weighed when it is all there is."""
        return [m for m in moves if not isinstance(m, DiscardAdrenaline)] or moves

    def reveals(self, s: State, e) -> bool:
        """A card from a hand put where everyone sees it (studied, played, spent onto the
        discard pile, swapped onto the Upcoming cards by Tomas Reyes) or a held Mission
        completed face up: strict undo may not take it back (a swap went back, and replayed,
        showed another card of a bot's hand: a review). Buried cards stay hidden."""
        if isinstance(e, (SwapUpcoming, CompleteMission)):
            return True
        return isinstance(e, PlayCard) and not isinstance(s.tasks[-1], intelligence.BuryEvent)

    def restated(self, e, after=None) -> bool:
        """"Action: Play Event (Adult)": the card played next says it (a hand-off's 8 lines
        were full of them while the Child's placing went unsaid: a review). Not a Time, Void
        or Adrenaline gained: no move follows to say it (a review missed "Gain Void token").
        "Place X (choose its space next)": the space chosen right after says "Place X onto Y"."""
        return (type(e) is UseAction and e.action not in RESOURCES) or (
            type(e) is PlayCard and type(after) is ChooseSpace)

    # Direct: the top step's own check (or the gate of `e`'s type); the legal moves are never
    # listed to check a move. The fold: the step's (or the gate's), then settle.
    check = staticmethod(STEPS.check)
    apply = staticmethod(STEPS.apply)
    take = staticmethod(STEPS.take)

    # -- checks ---------------------------------------------------------------------------------
    def invariants(self, s: State) -> list[str]:
        out = []
        seen = Counter(s.deck + s.deck_bottom + s.discard + s.upcoming)
        for stack in s.grid:
            seen.update(stack)
        for p in s.players:
            seen.update(p.hand)
            for stacks in (p.studied, p.buried, p.deep_buried):
                for stack in stacks:
                    seen.update(stack)
        for t in s.tasks:
            if isinstance(t, turn.ReturnPicking):  # set aside face down, not yet under the deck
                seen.update(t.picks)
        if set(seen) != ALL_EVENTS or any(n != 1 for n in seen.values()):
            out.append(f"Event cards not conserved: {sum(seen.values())} seen of {len(ALL_EVENTS)}")
        if s.phase != "setup" and any(not stack for stack in s.grid):
            out.append("a Spacetime grid space without an Event card")
        incoming = [t for t in s.tasks if isinstance(t, HolderFull)]
        usable = setup.USABLE_MISSIONS[s.seats]
        ms = list(s.mission_unseen)
        for p in s.players:
            ms += p.missions + p.completed + p.discarded_missions
        ms += [t.card for t in incoming if t.card_kind == "mission"]
        if sorted(ms) != usable:
            out.append("Mission cards not conserved")
        face_down = len(s.display) + sum(s.mission_deck)
        if face_down > len(s.mission_unseen):
            out.append("more face-down Missions than unseen Mission cards")
        objs = [o for o in s.objectives if o >= 0] + s.objective_box
        for p in s.players:
            objs += p.objectives + p.discarded_objectives
        objs += [t.card for t in incoming if t.card_kind == "objective"]
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
        if s.phase != "over" or (s.season is not None and s.tasks):  # a season goes on after episodes
            return None
        return season.outcome(s) if s.season is not None else score_outcome(s)

    def score_details(self, s: State) -> list[str]:
        """The cards behind each player's points; none for a season, scored by episodes."""
        return [] if s.season is not None else [seat_details(s, i) for i in range(len(s.players))]

    def view(self, s, seat):
        return view.view(s, seat)

    def describe(self, s, e) -> str:
        return describe.describe(s, e)

    def title_detail(self, options) -> str:
        return ("season" if options.season else
                self.option_labels["dystopia"].get(options.dystopia, options.dystopia))

    def setup_text(self, options) -> str:
        if options.season:
            return "season mode"
        chosen = [side_effects.CARDS[c].name for c in options.side_effects if c in side_effects.CARDS]
        return self.title_detail(options) + (f" - side effects: {', '.join(chosen)}" if chosen else "")

    def seat_label(self, seat: int) -> str:
        from engine.restart.labels import SEAT_NAMES
        return SEAT_NAMES[seat]

    picture = staticmethod(narration.picture)
    narrate = staticmethod(narration.narrate)

    def move_text(self, s, e) -> str:
        return describe.move_text(s, e)

    def hidden_from(self, s, e, seat: int) -> bool:
        return secrecy.hidden_from(s, e, seat)

    def private_text(self, s, e):
        return secrecy.private_text(s, e)

    def own_words(self, s, e) -> str:
        return describe.own_words(s, e)

    def render(self, v) -> str:
        return render.render(v)

    def rules_help(self) -> str:
        return render.rules_help()


__all__ = ["Restart", "Event", "IllegalMove"]
