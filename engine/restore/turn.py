"""A turn: Step 1 take a disc (with replenishing), Step 2 place it, Step 3 turn end
(energy, region completion with a bonus tile, mission markers and the instant win)."""
from __future__ import annotations

from operator import itemgetter

from engine.core import IllegalMove
from engine.restore.content import DISCS, FILL_PATH, PAY
from engine.restore.events import Collect, Place, Replenish, TakeBonus
from engine.restore.geometry import TARGETS, intersection
from engine.restore.scoring import met_by_placing, met_missions
from engine.restore.setup import shape_of
from engine.restore.state import Ending, State

RULE_SPACE = "Step 1: your Collector goes on one of your 4 spaces"
RULE_TARGET = "Step 1: your Collector must point to an intersection that holds a disc"
RULE_MOVE = ("Step 1: your Collector must move to another of your spaces; it may stay where "
             "it is only after a replenish this turn")
RULE_ADJACENT = "Step 2: the disc must go on an empty space adjacent to your Worker"


def targets(s: State, seat: int) -> list[int]:
    """The main-board index each of `seat`'s four Collector spaces points at (-1: nowhere)."""
    return list(TARGETS[seat][s.players[1 - seat].collector + 1])


def target_spaces(s: State, seat: int) -> list[int]:
    """The spaces `seat`'s Collector may take a disc from (asked after every turn and draw:
    a plain loop over the four, quicker than a comprehension's frame)."""
    main, out = s.main, []
    stay = -1 if s.replenished else s.players[seat].collector  # a space it may not stay on
    space = 0
    for idx in TARGETS[seat][s.players[1 - seat].collector + 1]:
        if idx >= 0 and main[idx] >= 0 and space != stay:
            out.append(space)
        space += 1
    return out


def can_collect(s: State, seat: int) -> bool:
    """Whether target_spaces(s, seat) has any: asked at every turn's start, it stops at the
    first space that can take a disc instead of listing the four."""
    main = s.main
    stay = -1 if s.replenished else s.players[seat].collector
    space = 0
    for idx in TARGETS[seat][s.players[1 - seat].collector + 1]:
        if idx >= 0 and main[idx] >= 0 and space != stay:
            return True
        space += 1
    return False


def can_replenish(s: State) -> bool:
    return bool(s.bag) and -1 in s.main


def may_replenish(s: State, seat: int) -> bool:
    """check_replenish would pass (the move list asks it without raising): once a turn, for 2
    Energy, "even if there are valid intersections" (L87), a full main board too (NOTES 2)."""
    return not s.replenished and s.players[seat].energy >= PAY


def enter_collect(s: State) -> None:
    """Start Step 1 for the turn player: a free replenish when no space can target a disc."""
    s.phase = "collect"
    if can_collect(s, s.turn):
        return
    if not s.replenished and can_replenish(s):
        s.replenished = True
        s.phase = "replenish"
        return
    # Unreachable with the shipped content (22 spaces a board: the bag always holds enough).
    s.phase = "over"
    s.end = Ending.BAG_EMPTY


_ALONG_PATH = itemgetter(*FILL_PATH)  # the main board's spaces in fill order, read in C


def fill_step(s: State, disc: int, at: int | None = None) -> None:
    """One DrawDisc: onto the next empty space along the printed path. `at`, when given, is
    where the disc lies in the bag (the draw found it there): no search of the bag for it."""
    if at is None:
        s.bag.remove(disc)
    else:
        del s.bag[at]
    try:
        s.main[FILL_PATH[_ALONG_PATH(s.main).index(-1)]] = disc
    except ValueError:  # no empty space (a replenish is only allowed while there is one)
        pass
    if can_replenish(s):
        return
    if s.phase == "fill":
        s.phase = "first_collector"
    else:
        enter_collect(s)


# -- Step 1 --------------------------------------------------------------------------------------
def check_replenish(s: State, seat: int) -> None:
    if may_replenish(s, seat):
        return
    p = s.players[seat]
    if s.replenished:
        raise IllegalMove("restore.replenish-once",
                          "Step 1: the main board was already replenished this turn")
    if p.energy < PAY:
        raise IllegalMove("restore.replenish-energy",
                          f"Step 1: replenishing costs 2 Energy; you have {p.energy}")


def apply_replenish(s: State, seat: int) -> None:
    p = s.players[seat]
    p.energy -= PAY
    s.supply += PAY
    s.replenished = True
    if can_replenish(s):
        s.phase = "replenish"
    else:  # a full main board (or an empty bag): nothing is drawn
        enter_collect(s)


def take_replenish(s: State, seat: int, e: Replenish) -> None:
    """check_replenish then apply_replenish (replay's fast path)."""
    check_replenish(s, seat)
    apply_replenish(s, seat)


def check_collect(s: State, seat: int, e: Collect) -> int:
    """Refuse a Collect that breaks Step 1, or return the main-board index it takes from."""
    if not 0 <= e.space < 4:
        raise IllegalMove("restore.collector-space", RULE_SPACE)
    idx = TARGETS[seat][s.players[1 - seat].collector + 1][e.space]  # intersection(), from its table
    if idx < 0 or s.main[idx] < 0:  # first: the printed rule (L85), which staying put breaks in
        raise IllegalMove("restore.collector-target", RULE_TARGET)  # play (NOTES 1; helper-282)
    if e.space == s.players[seat].collector and not s.replenished:
        raise IllegalMove("restore.collector-must-move", RULE_MOVE)
    return idx


def apply_collect(s: State, seat: int, e: Collect, idx: int | None = None) -> None:
    """Fold a Collect; `idx`, when given, is what check_collect returned for it."""
    if idx is None:
        idx = intersection(seat, e.space, s.players[1 - seat].collector)
    s.players[seat].collector = e.space
    s.held = s.main[idx]
    s.main[idx] = -1
    s.phase = "place"


# -- Step 2 --------------------------------------------------------------------------------------
def near_spaces(shape, player) -> list[int]:
    """The empty spaces adjacent to a player's Worker, in cell order (its state or its view:
    both have `board` and `worker`)."""
    board = player.board
    return [n for n in shape.adj_spaces[player.worker] if board[n] < 0]


def free_spaces(shape, player) -> tuple[list[int], list[int]]:
    """(empty spaces adjacent to the Worker, every empty space) of a player."""
    board = player.board
    return near_spaces(shape, player), [i for i in shape.spaces if board[i] < 0]


def paid_only(shape, player) -> list[int]:
    """The empty spaces only paying opens: those away from the Worker while one next to it is
    empty (else every empty space is free)."""
    near, empty = free_spaces(shape, player)
    return [c for c in empty if c not in near] if near else []


def place_options(shape, player) -> list[Place]:
    """Where a player (its state or its view) may place a disc: free next to the Worker, or
    anywhere when no space there is empty; for 2 Energy on any empty space (L103 "even if
    adjacent empty spaces are available, you may pay": also where it changes nothing, listed
    last)."""
    near, empty = free_spaces(shape, player)
    moves = [Place(c, False) for c in near or empty]
    if player.energy >= PAY:
        moves += [Place(c, True) for c in empty if c not in near] + [Place(c, True) for c in near]
    return moves


def check_place(s: State, seat: int, e: Place, shape=None) -> None:
    shape = shape_of(s) if shape is None else shape
    if not 0 <= e.cell < len(shape.coords):
        raise IllegalMove("restore.place-off-board", "Step 2: that space is not on your Player Board")
    kind = shape.kind[e.cell]
    if kind != "space":
        what = {"start": "the Starting Tile", "volcano": "a Volcano Tile",
                "ruin": "a Ruin Tile (or the bonus tile that replaced it)"}[kind]
        raise IllegalMove("restore.place-not-space",
                          f"Step 2: the disc must go on an empty space; {what} does not count as empty")
    p = s.players[seat]
    if p.board[e.cell] >= 0:
        raise IllegalMove("restore.place-occupied",
                          "Step 2: the disc must go on an empty space; that space already holds a disc")
    if e.paid:  # any empty space, even one that is free (L103)
        if p.energy < PAY:
            raise IllegalMove("restore.pay-energy",
                              f"Step 2: ignoring adjacency costs 2 Energy; you have {p.energy}")
        return
    if e.cell in shape.adj[p.worker]:  # an empty space next to the Worker
        return
    near = near_spaces(shape, p)
    if near and e.cell not in near:  # paying offered only to who can (an audit)
        raise IllegalMove("restore.place-adjacent", RULE_ADJACENT + (
            " (or pay 2 Energy)" if p.energy >= PAY
            else f" (paying 2 Energy would ignore it; you have {p.energy})"))


def apply_place(s: State, seat: int, e: Place, shape=None) -> None:
    shape = shape_of(s) if shape is None else shape
    p = s.players[seat]
    if e.paid:
        p.energy -= PAY
        s.supply += PAY
    p.board[e.cell] = s.held
    p.worker = e.cell
    gain = min(DISCS[s.held].energy, s.supply)  # the supply can run dry: take what is left
    p.energy += gain
    s.supply -= gain
    s.held = -1
    g = shape.region[e.cell]
    if (g in (0, 1, 2) and p.tiles[g] < 0 and any(s.piles)
            and -1 not in shape.along_region[g](p.board)):
        s.bonus_region = g
        s.phase = "bonus"
        return
    end_turn(s, met_by_placing(p.board, p.tiles, p.rewarded, e.cell), shape)


def take_collect(s: State, seat: int, e: Collect) -> None:
    """check_collect then apply_collect (replay's fast path), the target found once."""
    apply_collect(s, seat, e, check_collect(s, seat, e))


def take_place(s: State, seat: int, e: Place) -> None:
    """check_place then apply_place (replay's fast path), the shape found once."""
    shape = shape_of(s)
    check_place(s, seat, e, shape)
    apply_place(s, seat, e, shape)


# -- Step 3 --------------------------------------------------------------------------------------
def check_bonus(s: State, e: TakeBonus) -> None:
    if not 0 <= e.pile < len(s.piles):
        raise IllegalMove("restore.bonus-pile", "Step 3: choose one of the three bonus piles")
    if not s.piles[e.pile]:
        raise IllegalMove("restore.bonus-pile-empty",
                          "Step 3: that bonus pile is empty; take from a pile that has tiles")


def apply_bonus(s: State, seat: int, e: TakeBonus) -> None:
    p = s.players[seat]
    p.tiles[s.bonus_region] = s.piles[e.pile].pop()
    s.bonus_region = -1
    end_turn(s, met_missions(p.board, p.tiles, p.rewarded))  # a tile can meet any Mission


def take_bonus(s: State, seat: int, e: TakeBonus) -> None:
    """check_bonus then apply_bonus (replay's fast path)."""
    check_bonus(s, e)
    apply_bonus(s, seat, e)


def end_turn(s: State, met: list[int], shape=None) -> None:
    """Step 3 once the disc is placed (and a bonus tile taken): a marker for each Mission in
    `met` (cells newly met, in cell order), then the next turn or the game's end."""
    seat = s.turn
    p = s.players[seat]
    for cell in met:
        p.rewarded.append(cell)
        if s.markers_left > 0:
            p.markers += 1
            s.markers_left -= 1
        if p.markers >= 3:
            s.winner = seat
            s.phase = "over"
            s.end = Ending.THIRD_MARKER
            return
    s.turns_played += 1
    s.replenished = False
    off = (shape_of(s) if shape is None else shape).off_spaces  # every space holds a disc: counted in C
    other_full = s.players[1 - seat].board.count(-1) == off
    if other_full and p.board.count(-1) == off:
        s.phase = "over"
        s.end = Ending.BOARDS_FULL
        return
    s.turn = seat if other_full else 1 - seat
    enter_collect(s)
