"""A session owns the log and the state: it validates, records, undoes, redoes and jumps.

The log is a tree. Undo moves the cursor towards the root; nothing is deleted. A new move
after an undo starts a branch beside the old line, and the old line stays reachable.
Snapshots every `snapshot_every` plies make any jump cost at most that many folds.
"""
from __future__ import annotations

from typing import Any, Iterator

import msgspec

from engine.core.chance import bot_rng, pick_outcome
from engine.core.game import CHANCE, Game, IllegalMove, SeatSpec, state_hash

POLICIES = ("casual", "strict")


class Node:
    __slots__ = ("event", "seat", "parent", "children", "depth", "chances", "reveals",
                 "redo_child", "text")

    def __init__(self, event, seat, parent, depth, chances, reveals):
        self.event = event
        self.seat = seat
        self.parent = parent
        self.children: list[int] = []
        self.depth = depth
        self.chances = chances  # chance events on the path up to and including this node
        self.reveals = reveals  # a chance outcome or hidden information became known here
        self.redo_child: int | None = None
        self.text: str | None = None


class Session:
    def __init__(self, game: Game, seats: list[SeatSpec], seed: int, options: Any = None,
                 policy: str = "casual", snapshot_every: int = 64):
        if len(seats) not in game.seat_counts:
            raise ValueError(f"{game.title} is played by {', '.join(map(str, game.seat_counts))} seats")
        for seat in seats:
            if seat.is_bot and seat.kind not in game.bots:
                raise ValueError(f"{game.title} has no bot called {seat.kind!r}")
        if policy not in POLICIES:
            raise ValueError(f"undo policy must be one of {', '.join(POLICIES)}")
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options = options if options is not None else game.default_options()
        self.policy = policy
        self.snapshot_every = snapshot_every
        self._encoder = msgspec.msgpack.Encoder()
        self._state_decoder = msgspec.msgpack.Decoder(game.State)
        self.state = game.initial_state(self.options, len(seats))
        self.nodes = [Node(None, None, None, 0, 0, False)]
        self.cursor = 0
        self._snapshots = {0: self._encoder.encode(self.state)}

    # -- reading ---------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    @property
    def over(self) -> bool:
        return self.to_act is None

    def legal_moves(self) -> list[Any]:
        return self.game.legal_moves(self.state) if self.to_act not in (None, CHANCE) else []

    def path(self, node: int | None = None) -> list[int]:
        """Node ids from the first event to `node` (default: the cursor)."""
        ids = []
        n = self.cursor if node is None else node
        while n:
            ids.append(n)
            n = self.nodes[n].parent
        ids.reverse()
        return ids

    def events(self) -> Iterator[tuple[int, Any]]:
        for n in self.path():
            yield self.nodes[n].seat, self.nodes[n].event

    def texts(self) -> list[tuple[int, int, str]]:
        """(node id, seat, description) for each event on the path, described lazily."""
        path = self.path()
        if any(self.nodes[n].text is None for n in path):
            state = self._decode(self._snapshots[0])
            for n in path:
                node = self.nodes[n]
                if node.text is None:
                    node.text = self.game.describe(state, node.event)
                self.game.apply(state, node.event)
        return [(n, self.nodes[n].seat, self.nodes[n].text) for n in path]

    def state_hash(self) -> str:
        return state_hash(self.state)

    # -- moving forward ----------------------------------------------------------------
    def apply(self, event: Any) -> None:
        """A decision by the seat to act. Raises IllegalMove, leaving everything untouched."""
        seat = self.to_act
        if seat is None:
            raise IllegalMove("the game is over")
        if seat == CHANCE:
            raise IllegalMove("chance must act now, not a player")
        self.game.check(self.state, event)
        self._append(event, seat, text=self.game.describe(self.state, event))

    def record(self, event: Any, seat: int) -> None:
        """Append a recorded event (from a log file): chance outcomes must match the seed."""
        actor = self.to_act
        if actor is None:
            raise IllegalMove("the game is already over")
        if seat != actor:
            raise IllegalMove(f"seat {seat} recorded a move, but {self.seat_name(actor)} must act")
        if seat == CHANCE:
            expected = pick_outcome(self.seed, self.nodes[self.cursor].chances,
                                    self.game.chance_outcomes(self.state))
            if event != expected:
                raise IllegalMove("chance outcome does not match the one the seed draws")
        else:
            self.game.check(self.state, event)
        self._append(event, seat)

    def step_auto(self) -> bool:
        """Draw one chance outcome or play one bot move. False when a human must act."""
        seat = self.to_act
        if seat is None:
            return False
        if seat == CHANCE:
            event = pick_outcome(self.seed, self.nodes[self.cursor].chances,
                                 self.game.chance_outcomes(self.state))
        elif self.seats[seat].is_bot:
            rng = bot_rng(self.seed, self.nodes[self.cursor].depth, seat)
            event = self.game.bots[self.seats[seat].kind](self.game, self.state, seat, rng)
            self.game.check(self.state, event)
        else:
            return False
        self._append(event, seat, text=self.game.describe(self.state, event))
        return True

    def advance(self, limit: int = 1_000_000) -> int:
        """Run chance and bots until a human must act or the game ends."""
        steps = 0
        while steps < limit and self.step_auto():
            steps += 1
        return steps

    def _append(self, event: Any, seat: int, text: str | None = None) -> None:
        parent = self.nodes[self.cursor]
        for child in parent.children:  # the same move again follows the existing line
            if self.nodes[child].event == event:
                parent.redo_child = child
                self._step_into(child)
                return
        is_chance = seat == CHANCE
        node = Node(event, seat, self.cursor, parent.depth + 1, parent.chances + is_chance,
                    is_chance or self.game.reveals(self.state, event))
        node.text = text
        self.nodes.append(node)
        node_id = len(self.nodes) - 1
        parent.children.append(node_id)
        parent.redo_child = node_id
        self._step_into(node_id)

    def _step_into(self, node_id: int) -> None:
        node = self.nodes[node_id]
        self.game.apply(self.state, node.event)
        self.cursor = node_id
        if node.depth % self.snapshot_every == 0 and node_id not in self._snapshots:
            self._snapshots[node_id] = self._encoder.encode(self.state)

    # -- moving back and around ------------------------------------------------------------
    def _is_human(self, seat: int | None) -> bool:
        return seat is not None and seat >= 0 and not self.seats[seat].is_bot

    def undo_target(self) -> int | None:
        """Where undo goes: before the latest human decision, taking with it the chance
        outcomes and bot replies it led to. Under the strict policy, never before a moment
        when a chance outcome or hidden information was revealed."""
        any_human = any(not s.is_bot for s in self.seats)
        floor = 0
        target = None
        n = self.cursor
        while n:
            node = self.nodes[n]
            if target is None and (self._is_human(node.seat) if any_human else node.seat != CHANCE):
                target = node.parent
            if node.reveals and self.policy == "strict":
                floor = max(floor, node.depth)
            n = node.parent
        if target is None or self.nodes[target].depth < floor:
            return None
        return target

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def undo(self) -> bool:
        target = self.undo_target()
        if target is None:
            return False
        self.jump(target)
        return True

    def can_redo(self) -> bool:
        return self.nodes[self.cursor].redo_child is not None

    def redo(self) -> bool:
        """Step forward along the remembered line: one human decision and what followed it."""
        child = self.nodes[self.cursor].redo_child
        if child is None:
            return False
        self._step_into(child)
        while True:
            seat = self.to_act
            child = self.nodes[self.cursor].redo_child
            if child is None or seat is None or self._is_human(seat):
                return True
            self._step_into(child)

    def jump(self, target: int) -> None:
        """Make `target` the cursor: nearest snapshot on its path, then replay forward."""
        if not 0 <= target < len(self.nodes):
            raise IndexError(f"no node {target}")
        n = target
        while n:  # from now on redo follows the line we jumped into
            parent = self.nodes[n].parent
            self.nodes[parent].redo_child = n
            n = parent
        chain = []
        n = target
        while n not in self._snapshots:
            chain.append(n)
            n = self.nodes[n].parent
        state = self._decode(self._snapshots[n])
        for n in reversed(chain):
            node = self.nodes[n]
            self.game.apply(state, node.event)
            if node.depth % self.snapshot_every == 0:
                self._snapshots[n] = self._encoder.encode(state)
        self.state = state
        self.cursor = target

    def _decode(self, blob: bytes) -> Any:
        return self._state_decoder.decode(blob)

    # -- people ----------------------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        if seat == CHANCE:
            return "chance"
        return self.seats[seat].name

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)
