"""A session owns the log and the state: it validates, records, undoes, redoes and jumps.

The log is a tree (engine/core/tree.py). Undo moves the cursor towards the root; nothing is
deleted. A new move after an undo starts a branch beside the old line, which stays reachable.
Snapshots every `snapshot_every` plies make any jump cost at most that many folds.
"""
from __future__ import annotations

import contextlib
import functools
import re
from typing import Any, Iterator, NamedTuple, Sequence

import msgspec

from engine.core.chance import ChanceStream, bot_rng, commitment, new_salt, secret_seed
from engine.core.errors import IllegalMove, OptionError
from engine.core.game import CHANCE, Game, SeatSpec, decoder, reads_view, state_hash
from engine.core.tree import LogTree

POLICIES = ("casual", "strict")
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")  # C0, DEL and C1: escape codes, bells, line ends
MAX_NAME = 64  # a seat's name, as a log's header holds it (logfile.Name)


def participant_names(session) -> list[str]:
    """Everyone an Outcome scores: the seats, then the game's other participants (Chaos...),
    of a session or a seat log."""
    names = [s.name for s in session.seats]
    return names + session.game.participants(session.options, len(names))


class Recorded(NamedTuple):
    """One event as a log holds it: who made it (CHANCE for chance) and what it was."""
    seat: int
    event: Any


class Session:
    def __init__(self, game: Game, seats: list[SeatSpec], seed: int | None = None, options: Any = None,
                 policy: str = "casual", snapshot_every: int = 64):
        if len(seats) not in game.seat_counts:
            raise OptionError(f"{game.title} is played by {' or '.join(map(str, game.seat_counts))} seats",
                              "options.seats")
        for k, seat in enumerate(seats, 1):
            if not seat.name.strip() or len(seat.name) > MAX_NAME:  # no log of the game would open (a review)
                raise OptionError(f"seat {k} needs a name of 1 to {MAX_NAME} characters", "options.seat-name")
            control = CONTROL.search(seat.name)
            if control:  # it would redraw the terminal of whoever reads the name (a shared log)
                raise OptionError(f"seat {k}'s name holds a control character ({control.group()!r}): "
                                  "a name is plain text", "options.seat-name")
            if seat.is_bot and seat.kind not in game.bots:
                raise OptionError(f"{game.title} has no bot called {seat.kind!r}", "options.bot")
        if policy not in POLICIES:
            raise OptionError(f"undo policy must be one of {', '.join(POLICIES)}", "options.policy")
        self.game = game
        self.seats = list(seats)
        # No seed given: a secret one, which logs only commit to until the game is over.
        self.seed_known = seed is not None
        self.seed = seed if seed is not None else secret_seed()
        self.salt = "" if self.seed_known else new_salt()
        self.unverified = 0  # chance events first on the path that came from a log without its seed
        self.log_check = ""  # how the log this session was loaded from was checked
        self.log_commitment = ""  # the commitment of a loaded log that kept its seed secret
        self._finished = False  # a line of the tree ends the game (its full log shows the seed)
        self.branch_names: dict[int, str] = {}  # node -> name, from a tree export (for the library)
        self.options = options if options is not None else game.default_options()
        self.policy = policy
        self.snapshot_every = snapshot_every
        self.tree = LogTree()
        self.cursor = 0
        self._chance = ChanceStream(self.seed)
        self._texts: dict[int, str] = {}
        self._private: dict[int, tuple[int, str, int]] = {}  # node -> (seat, what only it sees, where in the line)
        self._plays_forced = type(game).plays_itself is not Game.plays_itself  # else no move asked
        self._forced: dict[int, bool] = {}  # node -> whether the game played it for its human seat
        self._encoder = msgspec.msgpack.Encoder()
        self._state_decoder = decoder(game.State)
        self.state = game.initial_state(self.options, len(seats))
        self._snapshots = {0: self._encoder.encode(self.state)}

    # -- reading ---------------------------------------------------------------------
    @property
    def depth(self) -> int:
        """How many events lie on the path to the cursor."""
        return self.tree.depth[self.cursor]

    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    @property
    def over(self) -> bool:
        return self.to_act is None

    @property
    def seed_commitment(self) -> str:
        """The commitment to the seed its chance comes from: that of a loaded log that kept its
        seed secret (this session plays on with a new one), else its own seed's."""
        return self.log_commitment or commitment(self.seed, self.salt)

    def legal_moves(self) -> list[Any]:
        return self.game.legal_moves(self.state) if self.to_act not in (None, CHANCE) else []

    def path(self, node: int | None = None) -> list[int]:
        """Node ids from the first event to `node` (default: the cursor)."""
        return self.tree.path(self.cursor if node is None else node)

    def events(self) -> Iterator[Recorded]:
        tree = self.tree
        for n in self.path():
            yield Recorded(tree.seat[n], tree.event[n])

    def texts(self, viewer: int | None = None) -> list[tuple[int, int, str]]:
        """(node id, seat, description) for each event on the path, described lazily: from the
        first event not yet described, fold forward from the nearest snapshot before it. A
        description ends with the game's narration of what the event brought about; for
        `viewer`, with what only that seat sees of it ("(you: ...)", Game.private_text)."""
        path, texts, private, tree = self.path(), self._texts, self._private, self.tree
        first = next((i for i, n in enumerate(path) if n not in texts), None)
        if first is not None:
            start = first
            while start > 0 and path[start - 1] not in self._snapshots:
                start -= 1
            state = self._state_decoder.decode(self._snapshots[path[start - 1] if start else 0])
            game = self.game
            for n in path[start:]:
                event = tree.event[n]
                if n in texts:
                    game.apply(state, event)
                    continue
                text, seen = game.describe(state, event), game.picture(state)
                own = game.private_text(state, event)
                if own is not None:  # said right after the event's own words
                    private[n] = (*own, len(game.own_words(state, event)))
                game.apply(state, event)
                texts[n] = text + game.narrate(seen, state) if seen is not None else text

        def seen(n: int) -> str:
            own, text = private.get(n), texts[n]
            if own is None or own[0] != viewer:
                return text
            return f"{text[:own[2]]} (you: {own[1]}){text[own[2]:]}"
        return [(n, tree.seat[n], seen(n)) for n in path]

    def state_hash(self) -> str:
        return state_hash(self.state)

    # -- moving forward ----------------------------------------------------------------
    def apply(self, event: Any) -> None:
        """A decision by the seat to act. Raises IllegalMove, leaving everything untouched."""
        seat = self.to_act
        if seat is None:
            raise IllegalMove("core.game-over", "the game is over")
        if seat == CHANCE:
            raise IllegalMove("core.chance-acts", "chance must act now, not a player")
        self.game.check(self.state, event)
        self._append(event, seat)

    def bot_turn(self) -> tuple[Any, Any, list, int, Any] | None:
        """What the bot to act decides from, or None when no bot acts now: (bot, its seat's
        view, the legal moves, seat, random source). Nothing in it is the live state, so a
        worker may run the bot while the session stays with the UI."""
        seat = self.game.to_act(self.state)
        if seat is None or seat == CHANCE or not self.seats[seat].is_bot:
            return None
        return self._bot_input(seat)

    def _bot_input(self, seat: int) -> tuple[Any, Any, list, int, Any]:
        game = self.game
        bot = game.bots[self.seats[seat].kind]
        moves = game.legal_moves(self.state)
        view = game.view(self.state, seat) if reads_view(bot, moves) else None
        return bot, view, moves, seat, self._bot_rng

    @functools.cached_property
    def _bot_rng(self):
        """Made at the first bot decision, not for every session (a loaded log may have none)."""
        return bot_rng(self.seed)

    def apply_bot(self, event: Any, moves: list) -> None:
        """A bot's choice: it must be one of the moves it was given (no second check)."""
        self._append_listed(event, moves, self.game.to_act(self.state))

    def _append_listed(self, event: Any, moves: list, seat: int) -> None:
        if event not in moves:
            raise IllegalMove("core.bot-unlisted", f"the {self.seats[seat].kind} bot chose a move "
                              "that is not among the legal moves")
        self._append(event, seat)

    def step_auto(self) -> bool:
        """Draw one chance outcome or play one bot move. False when a human must act."""
        seat = self.game.to_act(self.state)
        if seat is None:
            return False
        if seat == CHANCE:
            event = self._chance.pick(self.tree.chances[self.cursor],
                                      self.game.chance_outcomes(self.state))
        elif self.seats[seat].is_bot:
            bot, view, moves, seat, rng = self._bot_input(seat)
            self._append_listed(bot(self.game, view, moves, seat, rng), moves, seat)
            return True
        else:
            event = self.forced_move()
            if event is None:
                return False
        self._append(event, seat)
        return True

    def forced_move(self, state: Any = None) -> Any:
        """The move a human seat has no choice but to make, where the game plays it for them
        (`Game.plays_itself`), at `state` (the cursor's by default); else None."""
        if not self._plays_forced:
            return None
        state = self.state if state is None else state
        if not self._is_human(self.game.to_act(state)):
            return None
        moves = self.game.legal_moves(state)
        return moves[0] if len(moves) == 1 and self.game.plays_itself(state, moves[0]) else None

    def advance(self, limit: int = 1_000_000) -> int:
        """Run chance, bots and a human's forced moves until a human must choose or the game
        ends."""
        steps = 0
        while steps < limit and self.step_auto():
            steps += 1
        return steps

    def record(self, event: Any, seat: int) -> None:
        """Append one recorded event: see `extend`."""
        self.extend([Recorded(seat, event)])

    def extend(self, records: Sequence[Any]) -> None:
        """Append recorded events (each with `.seat` and `.event`: a `Recorded` or a log file's
        entry, taken as it was decoded), each validated: see `extend_columns`."""
        self.extend_columns([r.seat for r in records], [r.event for r in records])

    def extend_columns(self, seats: list[int], events: list[Any]) -> None:
        """Append recorded events, given as two lists of the same length (who made each, and
        what it was: a log reader has them as columns, as the tree keeps them), each
        validated: the seat must be the one to act, a decision must be legal, a chance outcome
        must be the one the seed draws. Raises IllegalMove at the first bad one, whose index is
        `self.extended`; the events before it stay applied. A tight loop, because replay
        speed is a target."""
        self.extended = 0
        if self.tree.children[self.cursor]:  # a line exists here already: follow or branch
            for seat, event in zip(seats, events):
                self._record_one(event, seat)
                self.extended += 1
            return
        game, state, tree, every = self.game, self.state, self.tree, self.snapshot_every
        to_act, check, fold, pick = game.to_act, game.check, game.apply, game.chance_pick
        strict = self.policy == "strict"  # only strict undo asks what a decision revealed
        take = None if strict else game.take  # a seat's move checked and folded in one call
        draw = game.draw  # a seeded draw compared and folded in one call
        encode = self._encoder.encode
        chances, start = tree.chances[self.cursor], tree.depth[self.cursor]
        depth = start  # counts the events applied: the lists of the new line are built after
        unverified = self.unverified
        draws = self._chance.values(chances + 1)  # grown in place as chance outcomes come
        revealed, snapshots = [], []
        try:
            for seat, event in zip(seats, events):
                if seat >= 0:
                    fast = take is not None and take(state, seat, event)
                else:  # the seed's draw there, where it is checked (not from a log that kept it secret)
                    fast = (seat == CHANCE and draw is not None and unverified <= chances < len(draws)
                            and draw(state, draws[chances], event))
                    if fast:
                        chances += 1
                if not fast:  # the general path: who acts, then the rule or the seed
                    actor = to_act(state)
                    if actor is None:
                        raise IllegalMove("core.game-over", "the game is already over")
                    if seat != actor:
                        raise IllegalMove("core.wrong-seat", f"{self._recorder(seat)} recorded a move, "
                                          f"but {self.seat_name(actor)} must act")
                    if seat == CHANCE:
                        if chances >= len(draws):
                            self._chance.values(chances + 1)
                        if chances < unverified or event != pick(state, draws[chances]):
                            self._check_chance(chances, game.chance_outcomes(state), event)
                        chances += 1
                    else:
                        check(state, event)
                        if strict and game.reveals(state, event):
                            revealed.append(depth - start)
                    fold(state, event)
                depth += 1
                if depth % every == 0:
                    snapshots.append((depth - start, encode(state)))
        finally:
            done = depth - start
            self.extended = done
            first = len(tree)
            self.cursor = tree.add_line(self.cursor, events[:done], seats[:done], revealed)  # + chance outcomes
            for k, blob in snapshots:
                self._snapshots[first + k - 1] = blob
            if to_act(state) is None:
                self._finished = True

    def _record_one(self, event: Any, seat: int) -> None:
        actor = self.to_act
        if actor is None or seat != actor:
            raise IllegalMove("core.wrong-seat", f"{self._recorder(seat)} recorded a move, but "
                              f"{self.seat_name(actor)} must act")
        if seat == CHANCE:
            self._check_chance(self.tree.chances[self.cursor], self.game.chance_outcomes(self.state), event)
        else:
            self.game.check(self.state, event)
        self._append(event, seat, played=False)

    def _check_chance(self, index: int, drawn: Sequence[Any], event: Any) -> None:
        """Raise unless `event` may be chance outcome number `index` along the path."""
        if index < self.unverified:  # from a log that keeps its seed secret: possible is all we know
            if event in drawn:
                return
            raise IllegalMove("core.chance-impossible", "that chance outcome cannot happen now")
        if not drawn or event != self._chance.pick(index, drawn):
            raise IllegalMove("core.chance-mismatch", "chance outcome does not match the one the seed draws")

    def _append(self, event: Any, seat: int, played: bool = True) -> None:
        """Fold a checked event: follow the existing child that made it, or add a node.
        `played`: made now, not read from a log (whose header says whether chance was known)."""
        tree = self.tree
        node = tree.child_with(self.cursor, event)
        if node is None:
            if played and self._finished and not self.seed_known:
                # a line of this game has ended, and its full log shows the secret seed: chance on
                # a line played from now on is known to whoever saw that log, and its logs say so
                # (an audit: they kept claiming a secret anyone could check)
                self.seed_known = True
            reveals = seat == CHANCE or (self.policy == "strict" and self.game.reveals(self.state, event))
            node = tree.add(self.cursor, event, seat, reveals)
        tree.redo[self.cursor] = node
        self._step_into(node)
        if not self._finished and self.over:
            self._finished = True

    def _step_into(self, node: int) -> None:
        self.game.apply(self.state, self.tree.event[node])
        self.cursor = node
        if self.tree.depth[node] % self.snapshot_every == 0 and node not in self._snapshots:
            self._snapshots[node] = self._encoder.encode(self.state)

    # -- moving back and around ------------------------------------------------------------
    def _is_human(self, seat: int | None) -> bool:
        return seat is not None and seat >= 0 and not self.seats[seat].is_bot

    def undo_target(self) -> int | None:
        """Where undo goes: before the latest human decision, taking with it the chance
        outcomes and bot replies it led to (with no human seat, before the latest bot move).
        Under the strict policy, never before a moment when a chance outcome or hidden
        information was revealed (`may_jump`)."""
        tree = self.tree
        any_human = any(not s.is_bot for s in self.seats)
        n = self.cursor
        while n > 0:
            seat = tree.seat[n]
            target = tree.parent[n]
            if (self._is_human(seat) if any_human else seat != CHANCE) and not self._played_itself(n):
                return target if self.may_jump(target) else None
            n = target
        return None

    def _played_itself(self, node: int) -> bool:
        """Whether `node` is a human's forced move that the game played for them (kept: the
        footer asks can_undo often, and a node's answer never changes)."""
        if not (self._plays_forced and self._is_human(self.tree.seat[node])):
            return False
        known = self._forced.get(node)
        if known is None:
            known = self._forced[node] = self.forced_move(self.state_at(self.tree.parent[node])) is not None
        return known

    def strict_floor(self) -> int:
        """The event count before which the strict policy forbids going back: the latest
        reveal on the path (0: anywhere, and always under the casual policy)."""
        if self.policy != "strict":
            return 0
        tree = self.tree
        return max((tree.depth[n] for n in self.path() if tree.reveals[n]), default=0)

    def may_jump(self, target: int) -> bool:
        """Whether the policy lets the cursor go to `target` (undo, the timeline): under
        strict, its line must part from the path at or after the latest reveal, so that
        nothing revealed since can be played differently."""
        floor = self.strict_floor()
        if not floor:
            return True
        return self.tree.depth[self.tree.parting(self.cursor, target)] >= floor

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def undo(self) -> bool:
        target = self.undo_target()
        if target is None:
            return False
        self.jump(target)
        return True

    def can_redo(self) -> bool:
        return self.tree.redo[self.cursor] is not None

    def redo(self) -> bool:
        """Step forward along the remembered line: one human decision and what followed it."""
        if self.tree.redo[self.cursor] is None:
            return False
        self._step_into(self.tree.redo[self.cursor])
        self.catch_up()
        return True

    def catch_up(self) -> None:
        """Step forward along the remembered line while chance, a bot or a human's forced move
        acts: what they did there, not a new decision (which would start a branch nobody
        played)."""
        redo = self.tree.redo
        while redo[self.cursor] is not None:
            seat = self.to_act
            if seat is None or (self._is_human(seat) and self.forced_move() is None):
                break
            self._step_into(redo[self.cursor])

    def jump(self, target: int) -> None:
        """Make `target` the cursor: nearest snapshot on its path, then replay forward."""
        tree = self.tree
        if not 0 <= target < len(tree):
            raise IndexError(f"no node {target}")
        tree.follow(target)
        self.state = self.state_at(target)
        self.cursor = target

    @contextlib.contextmanager
    def cursor_kept(self) -> Iterator[None]:
        """Jumps inside the block come back to where the cursor was, its redo line too (a jump
        re-points redo)."""
        cursor, redo = self.cursor, list(self.tree.redo)
        try:
            yield
        finally:
            self.jump(cursor)
            self.tree.redo[:] = redo

    def state_at(self, node: int) -> Any:
        """A new copy of the state after `node`: its nearest snapshot, folded forward."""
        tree, chain, n = self.tree, [], node
        while n not in self._snapshots:
            chain.append(n)
            n = tree.parent[n]
        state = self._state_decoder.decode(self._snapshots[n])
        for n in reversed(chain):
            self.game.apply(state, tree.event[n])
            if tree.depth[n] % self.snapshot_every == 0:
                self._snapshots[n] = self._encoder.encode(state)
        return state

    # -- people ----------------------------------------------------------------------------
    def _recorder(self, seat: int) -> str:
        """Who a log's record names, counted from 1 as players are ("seat 0" read as nobody's: a
        review), or the number it holds when the game has no such seat."""
        if seat == CHANCE:
            return "chance"
        return f"{self.seats[seat].name} (seat {seat + 1})" if 0 <= seat < len(self.seats) else f"seat number {seat}"

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        if seat == CHANCE:
            return "chance"
        return self.seats[seat].name

    def seat_label(self, seat: int | None) -> str:
        """What the game's texts call a seat (Game.seat_label); "" for chance or nobody."""
        return self.game.seat_label(seat) if seat is not None and seat >= 0 else ""

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def move_text(self, event: Any) -> str:
        """What the seat to act reads for `event` in its move list (it may name that seat's
        own hidden items; the log line is `texts()`)."""
        return self.game.move_text(self.state, event)

    def outcome(self) -> Any:
        """The game's Outcome at the cursor, with its details (Game.score_details); None while
        it is not over."""
        outcome = self.game.outcome(self.state)
        details = self.game.score_details(self.state) if outcome is not None else []
        return msgspec.structs.replace(outcome, details=details) if details else outcome
