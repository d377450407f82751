"""Nines: a tiny game with chance and hidden hands, to test the kernel without real rules.

Each seat is dealt 2 cards from the cards 1-9. On a turn a seat either plays a card (scoring
its value, then draws a replacement while the pile lasts) or rolls a four-sided die (scoring
the face). After `rounds` turns each, the highest total wins; fewer rolls breaks a tie.
"""
from __future__ import annotations

import enum

import msgspec

from engine.core import (CHANCE, IMPERFECT, Game, GameInfo, IllegalMove, Outcome, SeatScore,
                         blind)


class Ev(msgspec.Struct, frozen=True, tag_field="type"):
    pass


class Deal(Ev, frozen=True, tag="deal"):
    card: int


class Play(Ev, frozen=True, tag="play"):
    card: int


class Roll(Ev, frozen=True, tag="roll"):
    pass


class Die(Ev, frozen=True, tag="die"):
    face: int


Event = Deal | Play | Roll | Die
DIE = tuple(Die(face) for face in range(1, 5))


class Options(msgspec.Struct, forbid_unknown_fields=True):
    rounds: int = 3


class State(msgspec.Struct):
    seats: int
    rounds: int
    pile: list[int]
    hands: list[list[int]]
    card_points: list[int]
    die_points: list[int]
    rolls: list[int]
    turns: int = 0
    deal_to: int | None = 0  # seat that receives the next dealt card
    rolling: bool = False
    setup: bool = True


class Ending(enum.StrEnum):
    ROUNDS = "rounds"  # the last round was played


class Nines(Game):
    info = GameInfo("nines", "Nines (test game)", (2, 3), IMPERFECT)
    ruleset = "1"
    Event = Event
    State = State
    Options = Options

    def initial_state(self, options, seats):
        return State(seats, options.rounds, list(range(1, 10)), [[] for _ in range(seats)],
                     [0] * seats, [0] * seats, [0] * seats)

    def to_act(self, s):
        if s.deal_to is not None or s.rolling:
            return CHANCE
        if s.turns >= s.rounds * s.seats:
            return None
        return s.turns % s.seats

    def legal_moves(self, s):
        seat = self.to_act(s)
        return [Play(c) for c in sorted(s.hands[seat])] + [Roll()]

    def chance_outcomes(self, s):
        if s.rolling:
            return DIE
        return [Deal(c) for c in s.pile]

    def check(self, s, e):
        if type(e) is Play:
            if e.card not in s.hands[s.turns % s.seats]:
                raise IllegalMove("nines.own-hand", "you may only play a card from your own hand")
        elif type(e) is not Roll:
            raise IllegalMove("nines.turn", "a turn is a Play or a Roll")

    def apply(self, s, e):
        seat = s.turns % s.seats
        kind = type(e)
        if kind is Deal:
            s.pile.remove(e.card)
            s.hands[s.deal_to].append(e.card)
            if s.setup and all(len(h) == 2 for h in s.hands):
                s.deal_to = None
                s.setup = False
            elif s.setup:
                s.deal_to = (s.deal_to + 1) % s.seats
            else:
                s.deal_to = None
                s.turns += 1
        elif kind is Play:
            s.hands[seat].remove(e.card)
            s.card_points[seat] += e.card
            if s.pile:
                s.deal_to = seat
            else:
                s.turns += 1
        elif kind is Roll:
            s.rolling = True
            s.rolls[seat] += 1
        else:
            s.rolling = False
            s.die_points[seat] += e.face
            s.turns += 1

    def view(self, s, seat):
        hands = [h if i == seat else len(h) for i, h in enumerate(s.hands)]
        return {"hands": hands, "pile": len(s.pile), "cards": s.card_points,
                "dice": s.die_points, "turns": s.turns}

    def reveals(self, s, e):
        return type(e) is Play  # a hidden card is shown to everyone

    def describe(self, s, e):
        if isinstance(e, Deal):
            return "a card is dealt"
        if isinstance(e, Die):
            return f"the die shows {e.face}"
        return f"plays {e.card}" if isinstance(e, Play) else "rolls the die"

    def render(self, v):
        return "\n".join(f"seat {i}: hand {h}  cards {c}  dice {d}" for i, (h, c, d)
                         in enumerate(zip(v["hands"], v["cards"], v["dice"]))) + f"\npile: {v['pile']}"

    def outcome(self, s):
        if self.to_act(s) is not None:
            return None
        scores = [SeatScore(c + d, {"cards": c, "dice": d}) for c, d in zip(s.card_points, s.die_points)]
        best = max(x.total for x in scores)
        tied = [i for i, x in enumerate(scores) if x.total == best]
        fewest = min(s.rolls[i] for i in tied)
        winners = [i for i in tied if s.rolls[i] == fewest]
        reason = "most points" if len(tied) == 1 else "tie broken by fewer rolls" if len(winners) == 1 else "shared win"
        return Outcome(scores, winners, Ending.ROUNDS, reason)

    bots = {"random": blind(lambda game, view, moves, seat, rng: rng.choice(moves))}


GAME = Nines()
