"""The verbs every game implements (OpenSpiel's shape), and the types they share."""
from __future__ import annotations

import functools
import hashlib
from typing import Any, Callable, ClassVar, Sequence

import msgspec

from engine.core.errors import IllegalMove
from engine.core.words import capitalized, said_to

CHANCE = -1  # to_act() value when the kernel must draw a chance outcome

PERFECT = "perfect"      # every seat sees everything that is decided (chance may still hide a bag)
IMPERFECT = "imperfect"  # seats hold private items (hands, face-down cards): hot-seat hands off


class GameInfo(msgspec.Struct, frozen=True):
    """What a game is, declared rather than inferred (OpenSpiel's GameType)."""
    name: str                 # short id used in logs and on the command line
    title: str
    seat_counts: tuple[int, ...]
    information: str          # PERFECT or IMPERFECT
    solo: bool = False        # 1 is among the seat counts: a seat plays against the game's rules
    participants: tuple[str, ...] = ()  # non-seat participants that may take part (Chaos, automa)

    @property
    def hidden(self) -> bool:
        return self.information == IMPERFECT


class SeatSpec(msgspec.Struct, frozen=True):
    name: str
    kind: str = "human"  # "human" or the name of one of the game's bots

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


class SeatScore(msgspec.Struct, frozen=True):
    """One participant's final score: the total and what it is made of."""
    total: int
    categories: dict[str, int]


INSTANT_WIN = "instant win"  # how the reason of a win that ended the game begins


class Outcome(msgspec.Struct, frozen=True):
    """The end of a game. Participants are the seats in order, then the game's non-seat
    participants of this game (`Game.participants`), e.g. Chaos in a solo Restart game."""
    scores: list[SeatScore]  # one per participant that scores (seats first, then the others)
    winners: list[int]       # participant indexes; more than one: a shared win; empty: nobody
    end: str                 # how the game ended: a member of the game's Ending (a StrEnum)
    reason: str              # how the winner was decided, for people (points, tie-break...)
    rating: str = ""         # a solo score read against the rulebook's marks ("great: 200+")
    details: list[str] = []  # per participant (as scores), how its final categories were counted
    #                          ("" none): Game.score_details, filled in by Session.outcome

    @property
    def end_text(self) -> str:
        """`end` as words: "both-boards-full" reads "Both boards full"."""
        words = str(self.end).replace("-", " ").replace("_", " ").strip()
        return capitalized(words)

    @property
    def scored_alone(self) -> bool:
        """A solo score read against the rulebook's marks, no one else scoring (Chronocritters'
        automa "scores no points"): the result is the score, not a win (helper-277)."""
        return bool(self.rating) and self.winners == [0] and not any(s.total for s in self.scores[1:])

    def winner_names(self, names: list[str]) -> list[str]:
        """The winners' names (a winner no participant is, as a crafted log may say, left out)."""
        return [names[i] for i in self.winners if 0 <= i < len(names)]

    def result(self, names: list[str]) -> str:
        """"Ann wins", "Ann and Bo win", "nobody wins"; scored alone, "Ann scores 138"."""
        if self.scored_alone:
            return f"{names[0]} scores {self.scores[0].total}"
        who = self.winner_names(names)
        return (" and ".join(who) or "nobody") + (" win" if len(who) > 1 else " wins")

    def named_details(self, names: list[str]) -> list[str]:
        """The details, each after whose it is: "Ann: 4 connected pairs; ..."."""
        return [f"{name}: {text}" for name, text in zip(names, self.details) if text]

    @property
    def end_said(self) -> bool:
        """Whether the reason already says how the game ended: an instant win names what won
        it ("instant win: a third Mission disc completed"), and a "Game end: Third mission
        marker" line under it said it again (a review)."""
        return self.reason.startswith(INSTANT_WIN)


# A bot: (game, view, moves, seat, rng) -> one of `moves`. It sees only its seat's view and
# the legal moves, draws randomness only from `rng`, and changes nothing it is given.
Bot = Callable[["Game", Any, list, int, Any], Any]


def blind(bot: Bot, unless: Callable[[list], bool] | None = None) -> Bot:
    """Mark a bot that decides from the legal moves alone: its seat's view is not built for it
    (None is passed), which keeps random playouts cheap. `unless(moves)` names the decisions
    for which it does read the view (e.g. only while a board is being built)."""
    bot.reads_view = unless or False  # type: ignore[attr-defined]
    return bot


def reads_view(bot: Bot, moves: list) -> bool:
    reads = getattr(bot, "reads_view", True)
    return reads(moves) if callable(reads) else reads


def cancellable(bot: Bot) -> Bot:
    """Mark a bot that takes `cancel` (a threading.Event): set, it answers at once with the
    best move found so far (a bot thinking in a worker when the player undoes or leaves)."""
    bot.cancellable = True  # type: ignore[attr-defined]
    return bot


def explaining(bot: Bot) -> Bot:
    """Mark a bot that takes `explain`, a function it calls with the candidates it weighed,
    best first, before it answers (a searching bot's log detail)."""
    bot.explaining = True  # type: ignore[attr-defined]
    return bot


def decide(bot: Bot, game: "Game", view: Any, moves: list, seat: int, rng, cancel=None,
           explain: Callable[[list], None] | None = None) -> Any:
    """Ask `bot` for a move, passing `cancel` to a bot marked `cancellable` and `explain` to
    one marked `explaining`."""
    extra = {}
    if cancel is not None and getattr(bot, "cancellable", False):
        extra["cancel"] = cancel
    if explain is not None and getattr(bot, "explaining", False):
        extra["explain"] = explain
    return bot(game, view, moves, seat, rng, **extra)

_encoder = msgspec.msgpack.Encoder(order="deterministic")


def list_option(text: str) -> list[str]:
    """A list option as people type it, into the ids the game names: items separated by
    commas, case, spaces and hyphens as printed ("Jet Lag, stuck-with-it" -> jet_lag,
    stuck_with_it); "none" (as the hints and the CLI's "(none)" say it) is the empty list."""
    if text.strip().strip("()").strip().casefold() == "none":  # it was refused as a name (a review)
        return []
    return ["_".join(item.replace("-", " ").casefold().split()) for item in text.split(",") if item.strip()]


def clone(state: Any) -> Any:
    """A deep copy by one msgpack round trip: far cheaper than copy.deepcopy."""
    return decoder(type(state)).decode(_encoder.encode(state))


def copier(state: Any) -> Callable[[], Any]:
    """Fresh deep copies of `state` as it is now, encoded once: for trying each of many moves
    on one position (a greedy bot's loop)."""
    blob, decode = _encoder.encode(state), decoder(type(state)).decode
    return lambda: decode(blob)


@functools.cache
def decoder(kind: type, codec: Any = msgspec.msgpack) -> Any:
    """The decoder of `kind` in `codec` (msgspec.msgpack or msgspec.json), made once: making a
    decoder of a large type (a game's state or event union) costs more than reading a short log."""
    return codec.Decoder(kind)


def state_hash(state: Any) -> str:
    return hashlib.sha256(_encoder.encode(state)).hexdigest()


class Game:
    """Base class of a game's rules. A game package exposes one instance as `GAME`."""

    info: ClassVar[GameInfo]
    ruleset: ClassVar[str]  # bumped whenever the rules or content change meaning
    Event: ClassVar[Any]  # the tagged union of every event (decisions and chance)
    State: ClassVar[type]
    Options: ClassVar[type]  # msgspec.Struct with defaults for every field
    bots: ClassVar[dict[str, Bot]] = {}
    # What strict undo never takes back, in the game's own words (the home screen's undo
    # choice names it): chance outcomes, and whatever `reveals()` counts.
    reveals_text: ClassVar[str] = "a chance outcome (a draw or a roll) or a hidden item shown"
    # A replay's fast path, where a game has one: take(state, seat, event) checks and folds a
    # seat's decision in one call (True), exactly as `check` then `apply`; False, doing nothing,
    # when `seat` does not decide now, and the session's general path says why.
    take: ClassVar[Callable[[Any, int, Any], bool] | None] = None
    # Its twin for chance, where a game has one: draw(state, value, event) folds `event` when
    # chance acts now and `event` is the outcome `chance_pick(state, value)` gives (True),
    # exactly as `apply` would; False, doing nothing, otherwise (another outcome, nobody's
    # draw now, an outcome the game leaves to the general path), which then says why.
    draw: ClassVar[Callable[[Any, int, Any], bool] | None] = None
    # The upcaster of an older ruleset whose logs still open: the options they are read with,
    # which keep each of their events' meaning under today's rules ({"4": {"ruleset4_dice":
    # True}}). Such an option is never offered (home screen, --option); a log exported again
    # names today's ruleset and carries it.
    upcasts: ClassVar[dict[str, dict[str, Any]]] = {}
    # What each option does, in a line for people (the home screen's tooltips and help: its
    # fields' names alone did not say, a newcomer's review).
    option_notes: ClassVar[dict[str, str]] = {}

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def title(self) -> str:
        return self.info.title

    @property
    def seat_counts(self) -> Sequence[int]:
        return self.info.seat_counts

    def title_detail(self, options: Any) -> str:
        """What tells one game of this kind from another in the library's list (Restart's
        dystopia), or "": it goes in a new game's title."""
        return ""

    def score_details(self, state: Any) -> list[str]:
        """How each participant's final categories were counted, for people to check by hand
        (Outcome.details; [] for none). Asked for the screen and the logs, not by the search."""
        return []

    def setup_text(self, options: Any) -> str:
        """The set-up in words, variants included, for the board's frame ("" for none)."""
        return self.title_detail(options)

    def seat_label(self, seat: int) -> str:
        """What the game's own texts call a seat ("Blue", "Player 2"), so that a log line
        starting with it names the seat once, with the player's name beside it: "Blue (Ada)
        takes ..." ("" when the texts name no seat)."""
        return ""

    def participants(self, options: Any, seats: int) -> list[str]:
        """Names of the non-seat participants in a game with these options and seats; their
        scores follow the seats' in an Outcome."""
        return []

    # -- the verbs -------------------------------------------------------------------
    def initial_state(self, options: Any, seats: int) -> Any:
        raise NotImplementedError

    def to_act(self, state: Any) -> int | None:
        """The seat that must decide now, CHANCE, or None when the game is over."""
        raise NotImplementedError

    def legal_moves(self, state: Any) -> list[Any]:
        """Every legal decision for the seat to act, as events."""
        raise NotImplementedError

    def chance_outcomes(self, state: Any) -> Sequence[Any]:
        """The equally likely outcomes when CHANCE acts (repeat an event to weight it)."""
        raise NotImplementedError

    def chance_pick(self, state: Any, value: int) -> Any:
        """The outcome a draw of `value` gives: `chance_outcomes(state)[value % len(...)]`, None
        when there is none. Replay compares each recorded outcome with it; a game answers it
        without listing every outcome where that is cheaper (the contract suite compares)."""
        outcomes = self.chance_outcomes(state)
        return outcomes[value % len(outcomes)] if outcomes else None

    def apply(self, state: Any, event: Any) -> None:
        """The fold: change `state` in place. Only ever called with a checked event."""
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> Any:
        """What `seat` may see (None: a spectator). Must hide others' private items."""
        raise NotImplementedError

    def outcome(self, state: Any) -> Outcome | None:
        raise NotImplementedError

    def sample(self, view: Any, seat: int, rng: Any) -> Any:
        """A full state consistent with what `seat` sees in `view` (its own view): what the
        seat cannot see (other hands, deck order, face-down faces) drawn at random with `rng`
        from what it has not seen. Searching bots (engine/core/search.py) determinise with it;
        it never reads the true state. The result is the caller's to change."""
        raise NotImplementedError(f"{self.title} cannot sample a state from a seat's view")

    def weighed_moves(self, view: Any, moves: list) -> list:
        """The moves a search weighs at its root (a searching bot's choice, a hint), read from
        the searching seat's `view`: the legal ones less any that only throw something away;
        never empty when `moves` is not."""
        return moves

    def hint_refusal(self, state: Any) -> str | None:
        """Why a search cannot weigh the decision at `state` for a hint (read from what every
        seat sees), or None."""
        return None

    # -- text for people ---------------------------------------------------------------
    def describe(self, state: Any, event: Any) -> str:
        """One line saying what `event` does from `state` (before it is applied). Every
        player reads it in the log, so it must not name anything hidden (a drawn card)."""
        return repr(event)

    def move_text(self, state: Any, event: Any) -> str:
        """The line the seat to act reads for `event` in its own move list. It may name what
        only that seat sees (the card in its hand it would bury); by default the log line said
        to that seat where it starts with the seat's label ("Blue places X" -> "Place X": the
        name on every move wrapped a narrow list's moves onto lines of their own), its first
        letter upper case as every move's ("1. the automa takes..." stood out: a review)."""
        seat = self.to_act(state)
        label = self.seat_label(seat) if seat is not None and seat >= 0 else ""
        text = self.list_words(state, event)
        return capitalized(said_to(text, label) if label else text)

    def list_words(self, state: Any, event: Any) -> str:
        """What move_text says to the seat: by default the log line (`describe`)."""
        return self.describe(state, event)

    def private_text(self, state: Any, event: Any) -> tuple[int, str] | None:
        """What the one seat that sees `event` whole reads of it beside the log line, which
        may not name it (the card it drew, the card it buried): (that seat, words), or None."""
        return None

    def own_words(self, state: Any, event: Any) -> str:
        """The start of `describe`'s line that tells the event itself, before what it brought
        about (a solo opponent's reply): the private words go right after it. By default all."""
        return self.describe(state, event)

    def render(self, view: Any) -> str:
        """The public state as plain text, for the generic screen and `rewind replay`."""
        return repr(view)

    def picture(self, state: Any) -> Any:
        """A small picture of what `narrate` compares, taken before each event is applied for
        the log (None: the game says nothing beyond `describe`)."""
        return None

    def narrate(self, before: Any, state: Any) -> str:
        """What a player would say aloud about the event just applied (a Mission completed, a
        roll's result, a time fault, a round's end), from `picture`'s result before it and the
        state after: "; ..." added to the event's log line, or "". Public facts only: every
        seat reads the log."""
        return ""

    def rules_help(self) -> str:
        return ""

    # -- hooks with sensible defaults ----------------------------------------------------
    def plays_ruleset(self, ruleset: str, seats: int) -> bool:
        """Whether a game of `ruleset` with `seats` seats plays by today's rules: today's
        ruleset, or an older one whose changes do not reach such a game (its log loads as it
        is), or one with an upcaster (`upcasts`). Any other ruleset is refused by name."""
        return ruleset == self.ruleset or ruleset in self.upcasts

    def upcast(self, ruleset: str, seats: int) -> dict:
        """The options an upcaster sets for a game of `ruleset` with `seats` seats to play today
        as it did ({}: none)."""
        return self.upcasts.get(ruleset, {})

    def opened_options(self, ruleset: str, options: dict, seats: int) -> Any:
        """The Options a log or saved game of `ruleset` with `seats` seats plays with today
        (msgspec's errors and ValueError for options no game of this Rewind has): the header's
        own, checked as they are (an upcaster's value replaced a bad one unseen: helper-289),
        then the upcaster's."""
        return msgspec.structs.replace(msgspec.convert(options, self.Options), **self.upcast(ruleset, seats))

    @property
    def upcast_only(self) -> set[str]:
        """The options only an upcaster sets, never offered to a new game."""
        return {name for options in self.upcasts.values() for name in options}

    def ruleset_refusal(self, ruleset: str, seats: int) -> str | None:
        """Why a game of `ruleset` with `seats` seats does not open here (to follow "this log"
        or "saved game N"), or None when it plays by today's rules."""
        if self.plays_ruleset(ruleset, seats):
            return None
        # said to players: "no upcaster between them" was a word of the code (a review)
        return (f"follows {self.title} ruleset {ruleset!r}; this Rewind plays ruleset {self.ruleset!r}, "
                "where its moves would mean other things, so it cannot replay it: open it with the "
                "Rewind that wrote it")

    def check(self, state: Any, event: Any) -> None:
        """Raise IllegalMove unless the seat to act may make decision `event` now. The session
        calls it only when a seat (not chance, not nobody) is to act. Games override it with a
        direct check when enumerating the legal moves would be slow."""
        if event not in self.legal_moves(state):
            raise IllegalMove("core.not-listed", "that move is not among the legal moves now")

    def reveals(self, state: Any, event: Any) -> bool:
        """True when this decision shows a seat hidden information (strict undo stops here).
        Chance outcomes always count as revealed."""
        return False

    def restated(self, event: Any, after: Any = None) -> bool:
        """True for a move the same seat's next move says again (Restart's "Action: Move"
        before the move itself; `after` is the event that followed it on the line, if any):
        summaries such as the hot-seat hand-off leave it out."""
        return False

    def result_of(self, state: Any, event: Any) -> int | None:
        """The seat whose action the chance outcome `event` (drawn at `state`) finishes, its
        line then saying the action's result (Restart's Pandemia roll: its last die moves a
        marker): a hot-seat hand-off names that line among the seat's moves. None: chance's
        own, left to the board and the log."""
        return None

    def plays_itself(self, state: Any, move: Any) -> bool:
        """True when `move`, a human seat's only legal move, is played for them: a step with
        nothing to choose (Chronocritters' only berry there is to gain) asked for enter. Undo
        and redo pass over such moves with the decision that led to them."""
        return False

    def answers(self, state: Any, seat: int, event: Any) -> bool:
        """True when `seat`'s `event`, made at `state`, is not a move of its own turn but a
        reply in another's (Restart: a shared benefit accepted, a Contribution circled for
        Chaos, a Fragment placed in another's time fault): what changed "since your last move"
        counts from the seat's own moves, and a hand-off lists the others' alone."""
        return False

    def hidden_from(self, state: Any, event: Any, seat: int) -> bool:
        """True when `seat` may not see what `event` (about to be applied to `state`) is: a seat
        log shows it as a placeholder. The safe default hides every chance outcome of a game
        with hidden information; games narrow it (a card drawn face up is seen by all)."""
        return self.info.hidden and self.to_act(state) == CHANCE

    def round_number(self, state: Any) -> int | None:
        """The round a game that counts rounds is in (the replay viewer steps by it); None
        for a game without rounds, where the viewer takes a round as one turn of each seat."""
        return None

    def ends_turn(self, event: Any) -> bool:
        """True for a decision that ends its seat's turn (an "end turn" move). The replay
        viewer steps by turns: without it, a turn is a run of one seat's decisions, and a solo
        game's turns ran together into one."""
        return False

    def invariants(self, state: Any) -> list[str]:
        """What is wrong with `state` (empty when all is well): conservation of pieces,
        resources never negative, limits held. The contract suite checks it after every event."""
        return []

    def default_options(self) -> Any:
        return self.Options()

    def option_applies(self, name: str, options: Any, seats: int) -> bool:
        """Whether option `name` changes anything given the other options and the seat count
        (the home screen shows only these; the CLI refuses the others when given)."""
        return name not in self.upcast_only

    def applicable_options(self, options: Any, seats: int) -> Any:
        """`options` with each option that does not apply set back to its default, so that a
        log's header never records a choice that played no part."""
        defaults = self.default_options()
        return msgspec.structs.replace(options, **{
            f.name: getattr(defaults, f.name) for f in msgspec.structs.fields(options)
            if not self.option_applies(f.name, options, seats)})
