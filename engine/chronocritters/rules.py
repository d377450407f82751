"""Chronocritters' verbs, delegated to the step machine (tasks.STEPS). Each module registers the
steps of what a player does: setup.py, turn.py (a turn, free actions), actions.py (the 12
actions), rewards.py, dice.py, quests.py, offers.py, round_end.py; scoring.py scores."""
from __future__ import annotations

from collections import Counter
from itertools import product

from engine.chronocritters import actions, dice, offers, quests, rewards, round_end, setup, solo, turn  # noqa: F401  (they register steps)
from engine.chronocritters.content import BOARD, DICE, SEASONS, SHAPES, SIDES, solo_cards
from engine.chronocritters.dice import refuse
from engine.chronocritters.events import EndTurn, Event
from engine.chronocritters.scoring import outcome as score_outcome, score_details
from engine.chronocritters.state import AUTOMA, SETUP_MARKER, Die, Options, State
from engine.chronocritters.tasks import STEPS, PlaceDieTask
from engine.core.game import PERFECT, Game, GameInfo, clone


def _upcasts(newest: int) -> dict[str, dict[str, bool]]:
    """A log of ruleset r (4 to `newest`) opens with the option of every ruleset from r on that
    keeps an old way (rulesetN: the way of ruleset N and before; ruleset 4 also its dice):
    derived, where a table grew a column on every row at each bump."""
    return {str(r): dict.fromkeys((["ruleset4_dice"] if r == 4 else [])
                                  + [f"ruleset{k}" for k in range(max(r, 5), newest + 1)], True)
            for r in range(4, newest + 1)}


class Chronocritters(Game):
    info = GameInfo("chronocritters", "Chronocritters", (1, 2, 3, 4), PERFECT, solo=True,
                    participants=("Automa",))
    # 2: free actions inside actions, season steps in order, the eagle pays a paid spot;
    # 3: solo, a marker the player gains under moves to the next item left (empty places passed);
    #    starting dice 2, 3, 4 in any order on a diagonal; portals decay after round 7 too;
    #    4 violet quests on offer (L396); the +-2 spot changes a die by exactly 2; an eagle bonus
    #    not used in its turn is lost (L380). Within 3, a free action was added (PairItem: what
    #    waits beside the board is paired later, L325/L396): it only adds moves, so every
    #    ruleset-3 log keeps its meaning and replays as before; so did declining a seasonal
    #    docking quest (Done, L325 "may gain")
    # 4: content recalibrated to the printed VP scale (L555, L465): four quest spots give a die
    #    of any colour up to 4 (was 1 gold, 2 VP, 2 gold, 1 wood; as the printed C09 and DSU5
    #    give dice); the pairs table is linear, 9 pairs still 50; every seasonal docking quest
    #    without a die also gives an orange die of value 4 (as the printed DSU5, L340). Events
    #    of a ruleset-3 log would mean other gains, so its logs are refused by name
    # 5: a gained die leaves the supply when gained, not when placed (a free action in between
    #    could take it: L159, the audit of ruleset 4). A ruleset-4 log opens with the option
    #    ruleset4_dice, which keeps its old way, so each of its events means what it did
    # 6: BI01's income is berries and 2 VPs (L398's example; it was the berries alone), and an
    #    upgrade's bonus action comes after the triangle's line gains (L380 "taken after
    #    upgrading", L378). Logs of rulesets 4 and 5 open with the option ruleset5, which keeps
    #    both their ways
    # 7: in setup the +-2 spot's bonus changes one of the starting dice (L149 "any single
    #    starting die"; it could change a die another starting quest's spot gave). Logs of
    #    rulesets 4 to 6 open with the option ruleset6, which keeps the old way
    # 8: the solo automa's dam markers never go on the dam's 3+ player space (L194 "cannot be
    #    used in a 2 player or solo game", L529 "the next available space"): it passes over it
    #    as over a full space. Logs of rulesets 4 to 7 open with the option ruleset7, which
    #    keeps the old way
    # 9: the central disc holds its 4 action slots with any number of players (L99): Seasonal
    #    docking quests and Taking berries lose the 3+ spot each had with 3 or 4 players. Logs
    #    of rulesets 4 to 8 open with the option ruleset8, which keeps those spots
    # 10: grey boards 2 and 4 (Variant 1) give 3 gold and 2 energy on a bottom mining space that
    #    gave 3 VP, where the printed 5 VP instead of the resources (L406) always paid more (a
    #    review). Logs of rulesets 4 to 9 open with the option ruleset9, which keeps the 3 VP
    # 11: the automa's deck has 10 cards, not 8: rounds 5-6 flip 8, each drawing the next top
    #    card, and the end of round 6 plays the bottom card of the deck (L497, L499, L541), so 8
    #    cards ran out in round 6 (a review). Logs of rulesets 4 to 10 open with the option
    #    ruleset10, which keeps the 8 cards (and their reshuffle when the deck ran out)
    # 12: the automa's deck has 8 cards again, as L88 prints ("8 solo cards"; an audit: content
    #    must fit every printed number), and when it runs out at round 6's last flip the flipped
    #    cards are shuffled into a new deck, as rulesets 4 to 10 did (NOTES.md, Solo mode: the
    #    printed procedure needs more than 8 there). Logs of ruleset 11 open with the option
    #    ruleset11, which keeps its 10 cards (logs of 4 to 10 set ruleset10 too: 8 cards)
    # 13: solo, a marker the player gains under moves onto the next item to the left and stays
    #    on it as the offer shifts right to refill (L547 "moved to the next tile to the left";
    #    it kept its place, so it ended on the item two to the left: a review). Logs of
    #    rulesets 4 to 12 open with the option ruleset12, which keeps the old way
    # 14: at a season's end the rightmost quest of each hard disc offer leaves it, one each (L447
    #    "The 2 rightmost hard disc quests are removed from their common offers ... a new tile
    #    being added": two black-box reviews read it so); two left each. Logs of rulesets 4 to 13
    #    open with the option ruleset13, which keeps the old way
    ruleset = "14"
    upcasts = _upcasts(newest=13)  # the option ruleset13 (state.Options) is the newest
    reveals_text = "a die rolled, a quest or tile drawn, an automa card"  # short: a menu line
    Event = Event
    State = State
    Options = Options
    # action_tiles also takes a fixed order "<summer>,<autumn>,<winter>", year_goals a side per
    # type "<circle>,<square>,<triangle>,<hexagon>" (see setup.check_options)
    option_choices = {"year_goals": ["front", "back", *(",".join(x) for x in product(SIDES, repeat=len(SHAPES))
                                                      if len(set(x)) > 1)],
                      "action_tiles": ["standard", "random", *(",".join(o) for o in setup.TILE_ORDERS)]}
    option_labels = {"year_goals": {x: f"{x} side of every type" if x in SIDES else  # short: a menu line
                                    "back: " + ", ".join(shape for shape, side in zip(SHAPES, x.split(","))
                                                         if side == "back")
                                    for x in option_choices["year_goals"]},
                     # which order is the printed one is said, in "standard" and in its fixed
                     # twin (a review could not tell it from the six); "standard" in the 46
                     # columns its field has at 100 (a review read it cut), tiles in season order
                     "action_tiles": {"standard": f"standard (as printed: {', '.join(setup.PRINTED_TILES)})",
                                      "random": "random (shuffled at set-up)"} | {
                         ",".join(o): setup.tiles_text(o) + (" (as printed)" if o == setup.PRINTED_TILES else "")
                         for o in setup.TILE_ORDERS}}

    option_notes = {
        "year_goals": "the side (front or back) of each type of year goal in play",
        "alternative_boards": "Variant 1: each player takes a random player board, on its grey side",
        "action_tiles": "Variant 2: the summer, autumn and winter action tiles, as printed (standard), "
                        "shuffled (random) or in a chosen order"}

    def participants(self, options, seats: int) -> list[str]:
        return ["Automa"] if seats == 1 else []

    def setup_text(self, options) -> str:
        """The variants and year goal sides in play, as the home screen's menus name them
        (a review found nothing on screen saying the grey boards were on)."""
        labels = self.option_labels
        tiles = "tiles shuffled" if options.action_tiles == "random" else labels["action_tiles"][options.action_tiles]
        return " - ".join(  # short: a frame's title ("action tiles random" was cut at 100 columns)
            ([f"year goals: {labels['year_goals'][options.year_goals]}"] if options.year_goals != "front" else [])
            + (["Variant 1: grey boards"] if options.alternative_boards else [])
            + ([f"Variant 2: {tiles}"] if options.action_tiles != "standard" else []))

    def initial_state(self, options: Options, seats: int) -> State:
        s = setup.new_state(options, seats)
        STEPS.settle(s)
        return s

    def to_act(self, s):
        return STEPS.to_act(s)

    def legal_moves(self, s):
        seat = turn.free_host(s)
        return STEPS.legal_moves(s) + (turn.anytime_moves(s, seat) if seat is not None else [])

    def chance_outcomes(self, s):
        return STEPS.chance_outcomes(s)

    def check(self, s, e) -> None:
        seat = turn.free_host(s) if isinstance(e, turn.ANYTIME) else None
        if seat is None:
            STEPS.check(s, e)
        elif why := turn.free_problem(s, seat, e):
            raise refuse(turn.slug(e), why)

    def apply(self, s, e) -> None:
        seat = turn.free_host(s) if isinstance(e, turn.ANYTIME) else None
        if seat is None:
            STEPS.apply(s, e)
        else:  # a free action taken inside an action: its rewards run, then the action goes on
            turn.apply_free(s, seat, e)
            STEPS.settle(s)

    def plays_itself(self, s, move) -> bool:
        """A step with one way through (the only berry, die or space there is) plays itself; a
        turn's end waits for its player, who may look at the table first."""
        return not isinstance(move, EndTurn)

    def prompt(self, s) -> str:
        return STEPS.prompt(s)

    def round_number(self, s) -> int:
        return s.round

    def ends_turn(self, e) -> bool:
        return type(e) is EndTurn

    def invariants(self, s) -> list[str]:
        out = []
        waiting = [Die(t.colour, t.value) for t in s.tasks if isinstance(t, PlaceDieTask)] \
            if dice.held(s) else []  # gained, not yet placed: out of the supply
        for c in DICE:
            standard = s.supply[c] + sum(1 for d in s.ring + waiting if d is not None and d.colour == c and d.value <= 6)
            precious = s.precious[c] + sum(1 for d in waiting if d.colour == c and d.value >= 7)
            for p in s.players:
                standard += sum(1 for d in p.grid if d is not None and d.colour == c and d.value <= 6)
                precious += sum(1 for d in p.grid if d is not None and d.colour == c and d.value >= 7)
            if (standard, precious) != (BOARD.standard_per_colour, BOARD.precious_per_colour):
                out.append(f"{c} dice not conserved: {standard} standard, {precious} precious")
        for i, p in enumerate(s.players):
            if min(p.wood, p.sand, p.gold, *p.berries.values(), *p.energy) < 0:
                out.append(f"seat {i}: a negative resource")
            if p.wood > BOARD.wood_max or p.sand > BOARD.sand_max or max(p.energy) > BOARD.energy_max:
                out.append(f"seat {i}: a track over its limit")
            if len(p.portals) > BOARD.portals or any(not 1 <= q.value <= 3 for q in p.portals):
                out.append(f"seat {i}: portals out of bounds")
            markers = sum(row.count(i) for row in s.dam)
            if markers + p.dam_left != BOARD.dam_markers:
                out.append(f"seat {i}: dam markers not conserved")
        out += self._automa_problems(s)
        held = Counter(q for row in s.offers.values() for q in row if q)
        for name in s.piles:
            held.update(s.piles[name] + s.removed[name])
        for p in s.players:
            held.update(quests.docked(p) + p.pending + p.drafted + [sl.quest for sl in p.slots.values()])
        for t in s.tasks:
            held.update([x for x in (getattr(t, "quest", ""), getattr(t, "item", "")) if x])
        if any(n > 1 for n in held.values()):
            out.append(f"a quest or tile in two places: {[k for k, n in held.items() if n > 1]}")
        return out

    @staticmethod
    def _automa_problems(s) -> list[str]:
        a = s.automa
        if a is None:
            return []
        out = []
        placed = sum(row.count(AUTOMA) + row.count(SETUP_MARKER) for row in s.dam)
        if placed + a.dam_left != BOARD.dam_markers:
            out.append("automa: dam markers not conserved")
        if sorted(a.deck + a.discard + [a.top] * bool(a.top)) != solo_cards(s.options):
            out.append("automa: the solo cards not conserved")
        if not a.acted <= solo.actions_in_round(s.round):
            out.append("automa: too many actions this round")
        return out

    def outcome(self, s):
        return score_outcome(s) if not s.tasks else None

    def score_details(self, s: State) -> list[str]:
        return score_details(s)

    def view(self, s, seat):
        """Everything is public (the piles hold no order), so a seat sees the whole state."""
        return clone(s)

    def describe(self, s, e) -> str:
        from engine.chronocritters.text import describe
        return describe(s, e)

    def list_words(self, s, e) -> str:
        from engine.chronocritters.text import list_words
        return list_words(s, e)

    def seat_label(self, seat: int) -> str:
        from engine.chronocritters.text import seat_name
        return seat_name(seat)

    def picture(self, s):
        from engine.chronocritters.narration import picture
        return picture(s)

    def narrate(self, before, s) -> str:
        from engine.chronocritters.narration import narrate
        return narrate(before, s)

    def render(self, v) -> str:
        from engine.chronocritters.text import render
        return render(v)

    def rules_help(self) -> str:
        from engine.chronocritters.text import rules_help
        return rules_help()
