"""Chaos's answers (SOLO.md §4-6, §9): whenever a base-game step asks the Chaos player to decide,
the step machine's watch (steps.py) calls `answer`, which decides by Chaos's fixed rules through
the step's own check and fold (an answer also covers the step's empty case: Chaos's cards come
from the Upcoming cards, not a hand). So Chaos never reaches a seat's decision, and every rule
it plays by is the base game's. A step without an answer here takes its last listed move (a forgo: Skip,
decline) and is counted in FALLBACKS, which the tests keep at zero."""
from __future__ import annotations

from typing import Callable

from engine.core.steps import Decision, pop, push
from engine.core.words import counted, listed
from engine.restart.benefits import (SPEND_NAMES, BenefitChoice, SharedPart, ShareOffer, SpendEventCard, gain_part,
                                     missing_payment)
from engine.restart.chaos import CHAOS, said, say
from engine.restart.chaos.content import CARDS
from engine.restart.content import EVENTS_BY_NUMBER, MISSIONS_BY_NUMBER, TRACK_INDEX, DIFFICULTIES
from engine.restart.crystals import FragmentToPlace
from engine.restart.deck import to_hand
from engine.restart.events import (BeginEpisode, Benefit, ChooseDystopia, DiscardHolder, PlaceFragment,
                                   PlayCard, Share, TakeMission, TakeTime)
from engine.restart.focus import StudyEvent
from engine.restart.labels import benefit_text, counted as icons_text
from engine.restart.intelligence import BuryEvent
from engine.restart.memory import GainEventCard, GainTimeOrEvent
from engine.restart.missions import MissionToComplete, MissionToTake, mission_points, time_cost
from engine.restart.objectives import HolderFull
from engine.restart.perception import MoveFigure, PlaceSpace, PlayEventCard
from engine.restart.fate import BY_COLOUR
from engine.restart.season import DystopiaChoice, NextEpisode
from engine.restart.steps import STAND_INS, STEPS
from engine.restart.turn import ACTION_TITLE

ANSWERS: dict[type, Callable] = {}
HUMAN = 0  # the one seat of a solo game
FATE_ORDER = [BY_COLOUR[c] for c in ("blue", "yellow", "green", "purple")]  # SOLO.md §8
FRAGMENT = FragmentToPlace(CHAOS)
FALLBACKS: list[str] = []  # task kinds answered by the fallback (tests keep this empty)


def answers(*kinds: type):
    def register(fn):
        for k in kinds:
            ANSWERS[k] = fn
        return fn
    return register


def decide(s, t, e) -> None:
    """Chaos's move through the step's own check (a wrong answer is a bug, not a silent move)."""
    step = STEPS.step(t)
    step.check(s, t, e)
    step.apply(s, t, e)


def answer(s) -> bool:
    """The watch: answer every Chaos decision on top of the stack; True when nothing is left."""
    while s.tasks:
        t = s.tasks[-1]
        step = STEPS.step(t)
        if t.seat != CHAOS or type(step) is not Decision and type(t) not in ANSWERS:  # (an Auto it says)
            return False
        fn = ANSWERS.get(type(t))
        if fn is not None:  # its rule (which also covers an empty step: Chaos's cards are not a hand)
            fn(s, t)
        elif step.skip_if is not None and step.skip_if(s, t):  # nothing to decide: skipped as usual
            s.tasks.pop()
        else:
            FALLBACKS.append(t.kind)
            decide(s, t, step.moves(s, t)[-1])
    return True


# -- Event cards: the leftmost Upcoming card, else the deck's top (§5.0) -----------------------
def take_card(s, *retry) -> int:
    """Put the card Chaos plays into its (transient) hand and return it; -1 when it must first be
    drawn from the Event deck (the draw is pushed, then `retry`) or no card is left at all."""
    p = s.players[CHAOS]
    if p.hand:
        return p.hand[0]
    if s.upcoming:
        p.hand.append(s.upcoming.pop(0))
        return p.hand[0]
    if s.deck or s.deck_bottom:
        push(s, to_hand(CHAOS), *retry)
    return -1


@answers(StudyEvent, BuryEvent)
def _card_action(s, t) -> None:
    face_up = not s.players[CHAOS].hand and bool(s.upcoming)  # the leftmost Upcoming card: seen by all
    card = take_card(s)  # a draw first: this step is answered again after it
    if card >= 0:
        verb = {"study": "studies", "bury": "buries", "deep_bury": "deep-buries"}[t.icon]
        # a Deep Bury goes face down (L217): named where it was face up before (it went unnamed:
        # a review), not where it comes unseen from the deck's top
        say(s, f"{verb} Event card {card}" if t.icon != "deep_bury" or face_up
            else "deep-buries the Event deck's top card, unseen")
        decide(s, t, PlayCard(card))
    elif not s.tasks or s.tasks[-1] is t:  # no card left anywhere
        pop(s)


@answers(MoveFigure, PlayEventCard, PlaceSpace, GainEventCard)
def _nothing(s, t) -> None:
    """Figure-moving and grid-playing benefit icons, and Event cards to a hand: nothing (§6.1)."""
    pop(s)
    what = "Event card" if isinstance(t, GainEventCard) else ACTION_TITLE.get(getattr(t, "icon", ""), "Place Event")
    text = f"does not use the benefit's {what} (Chaos ignores it)"
    if said(s)[-1:] != [text]:  # two alike icons: said once
        say(s, text)


@answers(GainTimeOrEvent)
def _time(s, t) -> None:
    decide(s, t, TakeTime())


# -- benefits (§6.1) -----------------------------------------------------------------------------
def can_pay(s, card: int) -> bool:
    spend = EVENTS_BY_NUMBER[card].benefit.spend
    p = s.players[CHAOS]
    others = [k for k in spend if k != "event"]
    return not missing_payment(p, others) and spend.count("event") <= len(s.upcoming)


# The benefit icons Chaos gains as tokens or crystals (§6.1: `time_or_event` is Time); the
# others it performs, each said as it does, or ignores (IGNORED), said so.
TOKEN_GAINS = {"time": "time", "time_or_event": "time", "void": "void", "adrenaline": "adrenaline"}
IGNORED = {"move", "play_adult", "play_child", "place_event", "event"}


def worth_paying(s, card: int) -> bool:
    """Whether a black arrow gives Chaos anything it uses (§6.1; ruleset 4 paid regardless)."""
    return s.chaos.ruleset4 or any(i not in IGNORED for i in EVENTS_BY_NUMBER[card].benefit.gain)


def token_gains(card: int) -> str:
    """What Chaos's benefit of `card` adds to its supply: "1 Time token and 1 Adrenaline
    crystal", or "" (the benefit's icons alone left a reader counting Chaos's supply: helper-283)."""
    got = [TOKEN_GAINS[i] for i in EVENTS_BY_NUMBER[card].benefit.gain if i in TOKEN_GAINS]
    return listed(counted(got.count(k), SPEND_NAMES[k]) for k in dict.fromkeys(got))


@answers(BenefitChoice)
def _benefit(s, t) -> None:
    """Taken when Chaos can pay and the price buys something it uses (§6.1; an `event` price is
    paid from the Upcoming cards, which the step's own check, reading a hand, would refuse)."""
    spend = EVENTS_BY_NUMBER[t.card].benefit.spend
    can, worth = can_pay(s, t.card), not spend or worth_paying(s, t.card)
    paid = can and worth  # (a free benefit: both)
    gains = token_gains(t.card) if paid else ""
    gains = f": gains {gains}" if gains else ""
    if spend:  # a player predicting Chaos by its Upcoming cards and supply reads what it paid
        cost = listed(counted(spend.count(k), SPEND_NAMES[k]) for k in dict.fromkeys(spend))
        cards = [f"{c} {EVENTS_BY_NUMBER[c].name}" for c in s.upcoming[:spend.count("event")]]
        cost += f" (the leftmost Upcoming: {listed(cards)}, discarded)" if cards and paid else ""
        verb = "pays" if paid else "does not pay" if can else "cannot pay"
        why = "" if worth else ": it would use none of what it gives"
        say(s, f"{verb} {cost} for the card's benefit ({benefit_text(t.card)}){gains}{why}")
    else:  # free: said too, or a Time or Adrenaline it gains came from nowhere (a review)
        say(s, f"the card's benefit ({benefit_text(t.card)}){gains}" if gains
            else f"the card's benefit: {benefit_text(t.card)}")
    STEPS.step(t).apply(s, t, Benefit(paid))


@answers(SpendEventCard)
def _spend(s, t) -> None:
    pop(s)
    s.discard.append(s.upcoming.pop(0))


@answers(ShareOffer, SharedPart)
def _share(s, t) -> None:
    if isinstance(t, SharedPart) and set(t.icons) <= IGNORED:  # "takes ... ; does not use" (helper-296)
        say(s, f"its share of your benefit ({icons_text(t.icons)}) gives it nothing: Chaos ignores Event cards")
        pop(s)
        return
    say(s, f"takes its share of your benefit: {icons_text(t.icons)}")  # it went unsaid (a review)
    if isinstance(t, ShareOffer):
        decide(s, t, Share(True))
    else:
        gain_part(s, t)


# -- crystals, Missions, the card holder (§6.2-6.4) ----------------------------------------------
def fragment_field(s) -> str | None:
    """Fewest crystals; ties: the current Chaos card's field, then Perception, Intelligence,
    Memory; never a full track."""
    p = s.players[CHAOS]
    card = CARDS[s.chaos.discard[-1]] if s.chaos.discard else None
    first = card.field if card is not None and card.field in TRACK_INDEX else None
    open_ = [m.field for m in STEPS.step(FRAGMENT).moves(s, FRAGMENT)]  # tracks with room
    if not open_:
        return None
    return min(open_, key=lambda f: (len(p.tracks[TRACK_INDEX[f]]), f != first, TRACK_INDEX[f]))


@answers(FragmentToPlace)
def _fragment(s, t) -> None:
    f = fragment_field(s)
    if f is None:
        pop(s)
        return
    # at a time fault the log says the fault after Chaos's lines: this one names it (a review)
    say(s, f"places {'its time fault' if t.fault else 'a'} Fragment on {f.capitalize()}")
    decide(s, t, PlaceFragment(f))


def take_slot(s) -> int:
    """The display card Chaos takes (or a rift removes): most Adrenaline, then the hardest, then
    the first; -1 when the display is empty."""
    if not s.display:
        return -1
    return min(range(len(s.display)), key=lambda i: (-s.display[i][1], -s.display[i][0], i))


rift_slot = take_slot


@answers(MissionToTake)
def _take(s, t) -> None:
    slot = take_slot(s)
    if slot < 0:
        pop(s)
        return
    d, adr = s.display[slot]
    say(s, f"takes display card {slot + 1} ({DIFFICULTIES[d]}, {adr} Adrenaline)")
    decide(s, t, TakeMission(slot))


@answers(HolderFull)
def _holder(s, t) -> None:
    """Discard the easiest Mission of the four (tie: the newest); an Objective only when no
    Mission can be discarded (then the newest card)."""
    p = s.players[CHAOS]
    missions = [("mission", m) for m in p.missions] + ([("mission", t.card)] if t.card_kind == "mission" else [])
    if missions:
        order = {c: i for i, (_, c) in enumerate(missions)}
        kind, card = min(missions, key=lambda x: (DIFFICULTIES.index(MISSIONS_BY_NUMBER[x[1]].difficulty),
                                                  -order[x[1]]))
    else:
        kind, card = t.card_kind, t.card
    say(s, f"discards {'Mission ' if kind == 'mission' else 'Objective '}{card} (card holder full)")
    decide(s, t, DiscardHolder(kind, card))


def complete_mission(s) -> None:
    """The held Mission worth the most it can pay for (tie: held longest); no pattern, no Void
    (SOLO.md §5.2)."""
    p = s.players[CHAOS]
    can = [m for m in p.missions if p.time >= time_cost(s, CHAOS, m)]
    if not can:
        say(s, "completes no Mission (not enough Time)" if p.missions else "holds no Mission to complete")
        return
    m = max(can, key=lambda m: (mission_points(m), -p.missions.index(m)))
    cost = time_cost(s, CHAOS, m)
    p.time -= cost
    p.missions.remove(m)
    p.completed.append(m)
    say(s, f"completes Mission {m} ({MISSIONS_BY_NUMBER[m].difficulty}, {mission_points(m)} points) "
           f"for {cost} Time, no pattern needed")  # SOLO.md §5.2 (without it, a review read a rule broken)
    push(s, FragmentToPlace(CHAOS))


@answers(MissionToComplete)
def _complete(s, t) -> None:
    pop(s)
    complete_mission(s)


STAND_INS.append(answer)


# -- choices that are the human's in solo (SOLO.md §11.5) ------------------------------------------
@answers(DystopiaChoice)
def _dystopia_choice(s, t) -> None:
    """Let Fate Decide tied after an episode Chaos won (L280): the first tied dystopia in the
    colour order blue, yellow, green, purple. Any other choice (a tie before any winner, L300:
    "the player to the right of the start player"; a season's episode-by-episode choice) is the
    human's: Chaos makes no choices."""
    if s.season is not None and s.season.rows and len(t.offered) < len(FATE_ORDER):
        decide(s, t, ChooseDystopia(next(d for d in FATE_ORDER if d in t.offered)))
        return
    pop(s)
    push(s, DystopiaChoice(HUMAN, list(t.offered)))


@answers(NextEpisode)
def _begin_episode(s, t) -> None:
    """Chaos has the lowest season total: it starts the next episode (L314)."""
    decide(s, t, BeginEpisode(s.season.episode + 1))
