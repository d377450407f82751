"""Restore's verbs: to_act, legal_moves, check, chance_outcomes, apply (the fold), invariants
and outcome. Setup lives in setup.py, a turn in turn.py, scoring in scoring.py."""
from __future__ import annotations

from engine.core import CHANCE, PERFECT, Game, GameInfo, IllegalMove, OptionError
from engine.restore import setup, turn
from engine.restore import view as seat_view
from engine.restore.content import (BASIC, DISCS, ENERGY_TOKENS, EXTRA, MISSION_MARKERS,
                                    SHAPE_SLUGS, SHAPES, START_ENERGY, TILES)
from engine.restore.events import (Collect, ConfirmLayout, DealBonus, DrawDisc, Event,
                                   LiftModule, LiftTiles, Place, PlaceModule, PlaceStart, PlaceVolcano,
                                   Replenish, SetCollector, TakeBonus)
from engine.restore.scoring import board_items, met_missions, outcome as score_outcome, scored_words
from engine.restore.state import Ending, Options, State

_BUILD = frozenset((PlaceStart, PlaceVolcano, PlaceModule, LiftModule, LiftTiles, ConfirmLayout))
_DRAWS = tuple(DrawDisc(d) for d in range(len(DISCS)))  # chance outcomes, made once (frozen)
_COLLECTS, _REPLENISH = tuple(Collect(i) for i in range(4)), Replenish()  # moves, made once
_DRAW_PHASES = ("fill", "replenish")  # chance draws a disc from the bag (setup.CHANCE_PHASES)
# Replay's fast path: the turn's own moves in the phase that takes them, each checked and
# folded by one function (that finds what both need once): what `check` and `apply` do for
# them, without asking who acts and testing the event's type again in each.
_TAKES = {Collect: ("collect", turn.take_collect), Place: ("place", turn.take_place),
          Replenish: ("collect", turn.take_replenish), TakeBonus: ("bonus", turn.take_bonus)}


class Restore(Game):
    info = GameInfo("restore", "Restore", (2,), PERFECT)
    # Within 1, Variant 1 setup gained a move (LiftTiles: the Starting and Volcano Tiles taken
    # back): it only adds moves, so every ruleset-1 log keeps its meaning and replays as before.
    # 2: a tie on points is a shared win (1 broke it by markers, then Energy: no printed rule).
    # Every event means what it did, so a ruleset-1 log loads; one tied on points reads shared.
    ruleset = "2"
    Ending = Ending
    Event = Event
    State = State
    Options = Options
    option_choices = {"shape": SHAPE_SLUGS, "volcanoes": [0, 1, 2]}
    # Readable choices for the home screen: the rulebook's names, the tutorial shapes marked.
    option_labels = {"shape": {slug: SHAPES[slug].name + (" (tutorial)" if SHAPES[slug].tutorial
                                                          else "") for slug in SHAPE_SLUGS}}
    # the rulebook's names beside the fields' (the home screen's rows)
    option_titles = {"custom_shape": "Variant 1: shapes", "lake_variant": "Variant 2: lakes"}
    option_notes = {
        "shape": "the printed Player Board shape both players build (the tutorials first)",
        "custom_shape": "Blue builds a board shape of their own in setup; Yellow copies it",
        "volcanoes": "Variant 1: how many Volcano Tiles the custom shape uses (0 to 2)",
        "lake_variant": "a Lake scores the Trees of its region, not the Trees next to it"}
    reveals_text = "a disc drawn from the bag"  # everything else in Restore is public

    option_needs = {"shape": "custom_shape=false", "volcanoes": "custom_shape=true"}  # said when refused

    def plays_ruleset(self, ruleset: str, seats: int) -> bool:
        return ruleset in ("1", self.ruleset)  # 1's events mean what they did (above)

    def option_applies(self, name: str, options: Options, seats: int) -> bool:
        """Whether option `name` changes anything given the others: the printed shape is
        ignored with Variant 1, the Volcano count applies only to Variant 1."""
        if name == "shape":
            return not options.custom_shape
        if name == "volcanoes":
            return options.custom_shape
        return True

    # -- setup ---------------------------------------------------------------------------------
    def initial_state(self, options: Options, seats: int = 2) -> State:
        if seats != 2:
            raise OptionError("Restore is played by 2 seats", "restore.seats")
        if not options.custom_shape and options.shape not in SHAPES:
            raise OptionError(f"unknown board shape {options.shape!r}; one of {', '.join(SHAPES)}",
                              "restore.shape")
        if not 0 <= options.volcanoes <= 2:
            raise OptionError("Variant 1 uses 0, 1 or 2 Volcano Tiles", "restore.volcanoes")
        s = State(shape="custom" if options.custom_shape else options.shape,
                  lake_variant=options.lake_variant,
                  volcano_count=options.volcanoes if options.custom_shape
                  else len(SHAPES[options.shape].volcanoes),
                  players=setup.new_players(), main=[-1] * 16, bag=list(range(len(DISCS))),
                  supply=ENERGY_TOKENS - 2 * START_ENERGY, piles=[[t] for t in BASIC],
                  extras=list(EXTRA), markers_left=MISSION_MARKERS, phase="build")
        if not options.custom_shape:
            setup.begin_boards(s)
        return s

    # -- who acts, what may they do ----------------------------------------------------------
    def to_act(self, s: State) -> int | None:
        ph = s.phase
        if ph == "over":
            return None
        if ph in setup.CHANCE_PHASES:
            return CHANCE
        return setup.PHASE_SEAT.get(ph, s.turn)

    def chance_outcomes(self, s: State):
        if s.phase == "deal":
            return [DealBonus(t) for t in s.extras]
        return [_DRAWS[d] for d in s.bag]

    def chance_pick(self, s: State, value: int):
        """chance_outcomes(s)[value % len(...)] without listing them (replay asks it per draw)."""
        pool = s.extras if s.phase == "deal" else s.bag
        if not pool:
            return None
        item = pool[value % len(pool)]
        return DealBonus(item) if s.phase == "deal" else _DRAWS[item]

    def legal_moves(self, s: State) -> list:
        ph = s.phase
        if ph == "build":
            return setup.build_moves(s)
        if ph == "first_collector":
            return [SetCollector(i) for i in range(4)]
        seat = s.turn
        if ph == "collect":
            moves = [_COLLECTS[i] for i in turn.target_spaces(s, seat)]
            if turn.may_replenish(s, seat):
                moves.append(_REPLENISH)
            return moves
        if ph == "place":
            return turn.place_options(setup.shape_of(s), s.players[seat])
        if ph == "bonus":
            return [TakeBonus(i) for i, pile in enumerate(s.piles) if pile]
        return []

    def check(self, s: State, e) -> None:
        """Direct: each move is checked against its own rule, never against the move list."""
        ph = s.phase
        actor = self.to_act(s)
        if actor is None:
            raise IllegalMove("restore.game-over", "the game is over")
        if actor == CHANCE:
            raise IllegalMove("restore.chance-acts", "chance acts now (a draw), not a player")
        if type(e) in _BUILD:  # one lookup, not five isinstance tests, on every move
            if ph != "build":
                raise IllegalMove("restore.build-in-setup",
                                  "Variant 1: the board shape is only built during setup")
            setup.check_build(s, e)
            return
        if ph == "build":
            raise IllegalMove("restore.build-first", "Variant 1: Blue builds the board shape first")
        if isinstance(e, SetCollector):
            if ph != "first_collector":
                raise IllegalMove("restore.first-collector-in-setup",
                                  "Setup 8: Yellow places the first Collector only during setup")
            if not 0 <= e.space < 4:
                raise IllegalMove("restore.collector-space",
                                  "Setup 8: the Collector goes on one of your 4 spaces")
            return
        if ph == "first_collector":
            raise IllegalMove("restore.first-collector-first",
                              "Setup 8: Yellow (the other player) first places their Collector")
        seat = s.turn
        if ph == "bonus" and not isinstance(e, TakeBonus):  # Step 3 finishes before anything else
            raise IllegalMove("restore.bonus-first", "Step 3: you completed a region: take the top "
                              "tile of a bonus pile first")
        if isinstance(e, (Replenish, Collect)):
            if ph != "collect":
                raise IllegalMove("restore.disc-taken",
                                  "Step 1 is over: you already hold a disc this turn")
            if isinstance(e, Replenish):
                turn.check_replenish(s, seat)
            else:
                turn.check_collect(s, seat, e)
            return
        if isinstance(e, Place):
            if ph == "collect":
                raise IllegalMove("restore.take-before-place",
                                  "Step 2: take a disc (Step 1) before placing it")
            turn.check_place(s, seat, e)
            return
        if isinstance(e, TakeBonus):
            if ph != "bonus":
                raise IllegalMove("restore.bonus-on-completion",
                                  "Step 3: a bonus tile is only taken when you complete a region")
            turn.check_bonus(s, e)
            return
        raise IllegalMove("restore.not-a-move", "that is not a player's move")

    def take(self, s: State, seat: int, e) -> bool:
        """`check` then `apply` in one call (Game.take). A move of a turn (a Collect, a Place, a
        Replenish, a TakeBonus) of the seat whose turn it is, in the phase that takes it, goes
        straight to its step's check (the one `check` would reach), raising the same
        IllegalMove; anything else goes the general way."""
        fast = _TAKES.get(type(e))
        if fast is not None and s.phase == fast[0] and seat == s.turn:
            fast[1](s, seat, e)
            return True
        if seat != self.to_act(s):
            return False
        self.check(s, e)
        self.apply(s, e)
        return True

    def draw(self, s: State, value: int, e) -> bool:
        """`apply` of a chance outcome in one call (Game.draw): a disc from the bag, where it
        is the one a draw of `value` gives (chance_pick); anything else goes the general way."""
        if type(e) is DrawDisc and s.phase in _DRAW_PHASES and s.bag:
            at = value % len(s.bag)
            if e.disc == s.bag[at]:
                turn.fill_step(s, e.disc, at)  # where it lies: bag.remove compared a disc at a time
                return True
        return False

    def round_number(self, s: State) -> int:
        """No rounds in the rulebook (players alternate turns, L75): the replay viewer's round
        is a turn of each, the starting player's first (the other's Collector at setup, L69,
        had made the other its first); set-up is in round 1."""
        return s.turns_played // 2 + 1

    def weighed_moves(self, view, moves: list) -> list:
        """Not a paid replenish that draws nothing (a full main board or an empty bag, L87) while
        the Collector is off the board: it only pays 2 Energy (after a replenish a Collector may
        stay where it is, L89: with none placed, that opens no space). A 1 s hint ranked it
        first on Blue's first turn (a review: 35% of the visits, below a disc's value). Nor a
        paid placement on a space that is free (helper-303: searching bots paid for four)."""
        if (view.phase == "collect" and view.players[view.turn].collector < 0
                and (-1 not in view.main or view.bag_count == 0)):
            return [m for m in moves if not isinstance(m, Replenish)] or moves
        if view.phase == "place":  # nor paying for a free space (L103 allows it; it buys nothing)
            far = turn.paid_only(setup.shape_of(view), view.players[view.turn])
            return [m for m in moves if not (isinstance(m, Place) and m.paid and m.cell not in far)]
        return moves

    def hint_refusal(self, s: State) -> str | None:
        if s.phase == "build":  # the search's playouts build at random: see bots.building_by_plan
            return ("Variant 1: a hint weighs moves of play, not the building of the board shape "
                    "(the bots build one of the printed shapes)")
        return None

    # -- the fold --------------------------------------------------------------------------------
    def apply(self, s: State, e) -> None:
        if isinstance(e, DrawDisc):
            turn.fill_step(s, e.disc)
        elif isinstance(e, Collect):
            turn.apply_collect(s, s.turn, e)
        elif isinstance(e, Place):
            turn.apply_place(s, s.turn, e)
        elif isinstance(e, Replenish):
            turn.apply_replenish(s, s.turn)
        elif isinstance(e, TakeBonus):
            turn.apply_bonus(s, s.turn, e)
        elif isinstance(e, DealBonus):
            dealt = len(EXTRA) - len(s.extras)
            s.extras.remove(e.tile)
            s.piles[dealt // 2].append(e.tile)
            if dealt + 1 == 6:
                s.phase = "fill"
        elif isinstance(e, SetCollector):
            s.players[1].collector = e.space
            s.turn = 0
            turn.enter_collect(s)
        else:
            setup.apply_build(s, e)

    # -- checks ----------------------------------------------------------------------------------
    def invariants(self, s: State) -> list[str]:
        problems = []
        seen = list(s.bag) + [d for d in s.main if d >= 0] + ([s.held] if s.held >= 0 else [])
        for p in s.players:
            seen += [d for d in p.board if d >= 0]
        if sorted(seen) != list(range(len(DISCS))):
            problems.append(f"discs not conserved: {len(seen)} seen, duplicates or missing")
        if s.supply < 0 or any(p.energy < 0 for p in s.players):
            problems.append("negative energy")
        if s.supply + sum(p.energy for p in s.players) != ENERGY_TOKENS:
            problems.append("energy tokens not conserved")
        if any(p.markers > 3 for p in s.players):
            problems.append("more than 3 mission markers")
        if s.markers_left + sum(p.markers for p in s.players) != MISSION_MARKERS or s.markers_left < 0:
            problems.append("mission markers not conserved")
        tiles = [t for pile in s.piles for t in pile] + [t for p in s.players for t in p.tiles if t >= 0]
        in_play = 15 if s.phase in ("build", "deal") else 9
        if len(tiles) != len(set(tiles)) or set(tiles) & set(s.extras) or \
                len(tiles) + (len(s.extras) if in_play == 15 else 0) != in_play:
            problems.append("bonus tiles not conserved")
        if len(s.players[0].board) != len(s.players[1].board):
            problems.append("player boards differ in shape")
        if s.phase not in ("build",):
            shape = setup.shape_of(s)
            for seat, p in enumerate(s.players):
                if len(p.board) != len(shape.coords):
                    problems.append(f"seat {seat}: board does not match the shape")
                elif any(p.board[i] >= 0 for i in range(len(p.board)) if shape.kind[i] != "space"):
                    problems.append(f"seat {seat}: a disc off the spaces")
                elif p.worker != shape.start_cell and p.board[p.worker] < 0:
                    problems.append(f"seat {seat}: the Worker stands on an empty space")
        for i, p in enumerate(s.players):
            if any(TILES[t].id != t for t in p.tiles if t >= 0):
                problems.append(f"seat {i}: unknown bonus tile")
            # a Mission earns its marker at the end of the turn it is met (turn.end_turn reads
            # only what that turn changed): only a turn not yet ended, or an instant win that
            # ended the game at once, may leave one met and not rewarded
            if not (i == s.turn and s.phase == "bonus" or i == s.winner) and \
                    met_missions(p.board, p.tiles, p.rewarded):
                problems.append(f"seat {i}: a Mission met and not rewarded")
        return problems

    # -- people ----------------------------------------------------------------------------------
    def running_scores(self, s: State) -> list[int]:
        """Each seat's points as the board stands (the score-over-time chart samples it)."""
        shape = setup.shape_of(s) if s.phase != "build" else None
        if shape is None:
            return [0] * len(s.players)
        return [sum(seat_view.live_scores(shape, p.board, p.tiles, s.lake_variant).values())
                if p.board else 0 for p in s.players]

    def picture(self, s: State) -> bool:
        return s.phase == "over"

    def narrate(self, was_over: bool, s: State) -> str:
        """At the game's end, what each board scored, item by item (a review counted hexes to
        check a total)."""
        if was_over or s.phase != "over":
            return ""
        shape = setup.shape_of(s)
        return "".join(f"; {seat_view.COLOURS[seat]} scores "
                       + scored_words(board_items(shape, p.board, p.tiles, s.lake_variant))
                       for seat, p in enumerate(s.players))

    def outcome(self, s: State):
        if s.phase != "over":
            return None
        return score_outcome(setup.shape_of(s), s)

    view = staticmethod(seat_view.view)
    describe = staticmethod(seat_view.describe)

    def list_words(self, s: State, e) -> str:
        return seat_view.describe(s, e, listing=True)  # without what follows every placement alike

    def title_detail(self, options) -> str:
        return "custom board" if options.custom_shape else SHAPES[options.shape].name

    def setup_text(self, options) -> str:
        return seat_view.setup_words("Custom shape" if options.custom_shape else SHAPES[options.shape].name,
                                     options.lake_variant)

    def seat_label(self, seat: int) -> str:
        return seat_view.COLOURS[seat]

    render = staticmethod(seat_view.render)
    rules_help = staticmethod(seat_view.rules_help)
    phase_help = staticmethod(seat_view.phase_help)  # the decision at hand, from a view
