"""The log tree: every event ever applied, as columns (one list per field), so a whole
recorded line can be added in bulk. Node 0 is the root (no event). A node's `redo` child is
the line redo follows; undo never deletes anything."""
from __future__ import annotations

from itertools import accumulate
from typing import Any, NamedTuple

from engine.core.game import CHANCE


class NodeView(NamedTuple):
    id: int
    event: Any
    seat: int | None
    parent: int
    depth: int
    chances: int  # chance events on the path up to and including this node
    reveals: bool  # a chance outcome (or, under the strict policy, hidden information) became known
    children: list[int]
    redo: int | None


class LogTree:
    def __init__(self) -> None:
        self.event: list[Any] = [None]
        self.seat: list[int | None] = [None]
        self.parent = [-1]
        self.depth = [0]
        self.chances = [0]
        self.reveals = [False]
        self.children: list[list[int]] = [[]]
        self.redo: list[int | None] = [None]

    def __len__(self) -> int:
        return len(self.event)

    def __getitem__(self, n: int) -> NodeView:
        return NodeView(n, self.event[n], self.seat[n], self.parent[n], self.depth[n],
                        self.chances[n], self.reveals[n], self.children[n], self.redo[n])

    def child_with(self, n: int, event: Any) -> int | None:
        for child in self.children[n]:
            if self.event[child] == event:
                return child
        return None

    def add(self, parent: int, event: Any, seat: int, reveals: bool) -> int:
        """One new node below `parent` (the hot path of live play: no line bookkeeping)."""
        node = len(self.event)
        self.event.append(event)
        self.seat.append(seat)
        self.parent.append(parent)
        self.depth.append(self.depth[parent] + 1)
        self.chances.append(self.chances[parent] + (seat == CHANCE))
        self.reveals.append(reveals or seat == CHANCE)
        self.children[parent].append(node)
        self.children.append([])
        self.redo[parent] = node
        self.redo.append(None)
        return node

    def add_line(self, parent: int, events: list, seats: list, revealing: list[int]) -> int:
        """Add a chain of new nodes below `parent`; returns the last one (or `parent`).
        `revealing` lists the positions (in `events`) of decisions that revealed hidden
        information; chance outcomes always count as revealed."""
        if not events:
            return parent
        first, k = len(self.event), len(events)
        self.event += events
        self.seat += seats
        self.parent.append(parent)
        self.parent += range(first, first + k - 1)
        self.depth += range(self.depth[parent] + 1, self.depth[parent] + k + 1)
        reveals = [s == CHANCE for s in seats]
        counts = accumulate(reveals, initial=self.chances[parent])
        next(counts)
        self.chances += counts
        for i in revealing:
            reveals[i] = True
        self.reveals += reveals
        self.children[parent].append(first)
        self.children += [[i] for i in range(first + 1, first + k)]
        self.children.append([])
        self.redo[parent] = first
        self.redo += range(first + 1, first + k)
        self.redo.append(None)
        return first + k - 1

    def path(self, n: int) -> list[int]:
        """Node ids from the first event to `n`."""
        ids = []
        parent = self.parent
        while n > 0:
            ids.append(n)
            n = parent[n]
        ids.reverse()
        return ids

    def parting(self, a: int, b: int) -> int:
        """Where the lines to `a` and `b` part: the deepest node on both paths (0: the root)."""
        on_a, parent = set(self.path(a)), self.parent
        while b not in on_a and b > 0:
            b = parent[b]
        return b

    def follow(self, n: int) -> None:
        """Point redo along the path to `n`, so redo from any ancestor comes back here."""
        parent, redo = self.parent, self.redo
        while n > 0:
            redo[parent[n]] = n
            n = parent[n]
