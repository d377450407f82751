"""The home screen: choose a game, its seats (human or a bot, with names), its options, the
seed and the undo policy, then start. Everything here is read from the game's attributes, so
any registered game gets a working form."""
from __future__ import annotations

import enum
import typing
from typing import TYPE_CHECKING, Any, Callable, Mapping

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.binding import Binding
from rich.text import Text
from textual.widgets import Button, Input, Label, Select, Static

from tui.lazy import lazy_module
from tui.screens.styled_once import StyledOnce
from tui.widgets.footer import SteadyFooter
from tui.widgets.lit import FieldRow

if TYPE_CHECKING:
    from engine.core import Game, Session

# The first frame (title and footer) needs none of these: the form, filled in the next frame,
# loads msgspec and the engine; the library's tables and dialogs wait for their first use.
msgspec = lazy_module("msgspec")
kernel = lazy_module("engine.core.game")
library = lazy_module("tui.screens.library")
search = lazy_module("engine.core.search")

POLICIES = [("casual — undo anything", "casual"), ("strict — never undo past a reveal", "strict")]


def policy_note(game: Game, policy: str) -> str:
    """What strict means in this game, on its own line under the choice: in the choice it was
    cut at 80 and 100 columns just before what the game reveals (a review)."""
    return f"strict: never undo past {game.reveals_text}" if policy == "strict" else ""


NOT_SEEN = object()


def remember_setup(session: Session) -> None:
    """What the next start's form opens with: this game, its seats, options and undo policy
    (never the seed: a blank one stays secret); and each game's options, for when it is chosen
    again (a player of Restart's Oceanrise lost it to a game of Restore between)."""
    from tui.settings import read_settings, save_settings

    options = msgspec.to_builtins(session.options)
    by_game = read_settings().get("options_by_game")
    save_settings({"last_setup": {"game": session.game.name, "policy": session.policy,
                                  "seats": [[seat.name, seat.kind] for seat in session.seats],
                                  "options": options},
                   "options_by_game": {**(by_game if isinstance(by_game, dict) else {}), session.game.name: options}})


def remembered_options(game: Game) -> Any:
    """The options `game` was last started with, if they still fit it; else None."""
    from tui.settings import read_settings

    by_game = read_settings().get("options_by_game")
    try:
        return msgspec.convert(by_game[game.name], game.Options)
    except Exception:  # any fault at all: the memory is a convenience, never a crash
        return None


def remembered_setup(games: Mapping[str, Game]) -> dict | None:
    """The last setup started, if a game could still start from it (a bot, an option or a
    game may have gone since; the file may have been edited): its game name, seats as
    SeatSpecs, Options and policy; else None. The session's own checks decide (seat count,
    bots, names without control characters, policy)."""
    from engine.core import SeatSpec, Session
    from tui.settings import read_settings

    last = read_settings().get("last_setup")
    try:
        game = games[last["game"]]
        seats = [SeatSpec(name, kind) for name, kind in last["seats"]]
        options = msgspec.convert(last["options"], game.Options)
        Session(game, seats, 0, options, last["policy"])
    except Exception:  # any fault at all: the memory is a convenience, never a crash
        return None
    if not all(isinstance(seat.name, str) for seat in seats):
        return None
    return {"game": game.name, "seats": seats, "policy": last["policy"], "options": options}


def listed_words(game: Game, name: str, values) -> str:
    """A list option's values by their printed names, commas between, as the form takes them
    (ids read as another thing: helper-288, helper-289)."""
    named = (getattr(game, "option_labels", {}) or {}).get(name, {})
    return ", ".join(str(named.get(x, x)) for x in values)


def _seconds() -> dict[str, float]:
    return {bot: search.LEVELS[level] for level, bot in search.BOT_NAMES.items()}


def bot_label(name: str) -> str:
    """"bot: mcts (1 s)": a searching bot's name with its time a move (the levels were names only)."""
    seconds = _seconds().get(name)
    return f"bot: {name}" + (f" ({seconds:g} s)" if seconds is not None else "")


def default_bot(game: Game) -> str:
    """The opponent a new seat gets: greedy answers at once and plays sensibly (random, the
    first listed, made a first game against the computer pointless)."""
    return "greedy" if "greedy" in game.bots else next(iter(game.bots))


def bots_help() -> str:
    """The home screen's help: what each kind of bot does."""
    levels = ", ".join(f"{name} {seconds:g} s" for name, seconds in _seconds().items())
    return ("Bots: random plays any legal move; greedy the move that looks best one step ahead; "
            f"the searching bots play the game ahead from what their seat sees, for a time a move "
            f"({levels}), and the log shows the moves they weighed (enter on their move).")


def default_name(seat: int, kind: str) -> str:
    """"Player 2", "Greedy bot 2", "MCTS-hard bot 2"."""
    if kind == "human":
        return f"Player {seat + 1}"
    label = kind.replace("mcts", "MCTS")
    return f"{label[0].upper()}{label[1:]} bot {seat + 1}"


def options_help(game: Game) -> str:
    """The help's words on the chosen game's options: what each does."""
    return f"{game.title}'s options: " + "; ".join(
        f"{option_title(game, name)}: {note}" for name, note in game.option_notes.items()) + "."


def option_title(game: Game, name: str) -> str:
    """An option's name on the home screen: the game's where it gives one (the rulebook's
    "Variant 2" is the field lake_variant: a review could not tell), else the field's."""
    return (getattr(game, "option_titles", {}) or {}).get(name, name.replace("_", " "))


def option_fields(game: Game) -> list[tuple[str, Any, Any, list[str] | None]]:
    """(name, type, default, fixed choices or None) for each field of the game's Options."""
    choices_by_name: Mapping[str, list[str]] = getattr(game, "option_choices", {}) or {}
    defaults = game.default_options()
    fields = []
    for field in msgspec.structs.fields(game.Options):
        if field.name in game.upcast_only:
            continue
        kind = field.type
        choices = choices_by_name.get(field.name)
        if choices is None and typing.get_origin(kind) is typing.Literal:
            choices = list(typing.get_args(kind))
        elif choices is None and isinstance(kind, type) and issubclass(kind, enum.Enum):
            choices = [member.value for member in kind]
        fields.append((field.name, kind, getattr(defaults, field.name), choices))
    return fields


def _row(label: str, *widgets: Widget, id: str | None = None, classes: str = "") -> FieldRow:
    return FieldRow(Label(label, classes="field-label"), *widgets, classes=f"field-row {classes}".strip(), id=id)


# The form comes this long after the home's first frame: a game opened at start-up covers the
# home first, and the form is then built only if the home shows (seconds)
FORM_AFTER = 0.05


class HomeScreen(StyledOnce, Screen[None]):
    BINDINGS = [Binding("ctrl+s", "start", "Start the game"),
                Binding("ctrl+o", "continue", "Continue"),
                Binding("ctrl+l", "library", "Library")]
    # Nothing until the form focuses its game's Select (Textual's default focused the form's
    # scroll first, and its blur restyled every widget of the form)
    AUTO_FOCUS = ""

    def __init__(self, games: Mapping[str, Game] | Callable[[], Mapping[str, Game]],
                 seed: int | None = None) -> None:
        """`games` may be a callable (the games' import is most of the start-up time). The
        form is filled just after the home's first frame, and only while the home is shown: a
        game opened at start-up (`rewind open`, `continue`) covers it at once, and building a
        form nobody saw took a quarter of a second of CPU; it is built when the home shows."""
        super().__init__()
        self._games_later = games if callable(games) else lambda: games  # None once filled
        self.filled = False  # the form is built and its first field focused (_fill_form)
        self.games: dict[str, Game] = {}
        # Blank by default: the session draws a secret seed that is never shown.
        self.initial_seed = "" if seed is None else str(seed)
        self._names: dict[int, str] = {}  # names typed so far, kept across seat-count changes
        self._kinds: dict[int, str] = {}
        self._last: dict | None = None  # the last setup started (remembered_setup), once read
        self._building = False
        # Each Select's value as last handled: a Select posts Changed when it is mounted, and
        # answering those would rebuild the form two or three times before the first frame.
        self._seen: dict[str, Any] = {}

    # -- composition ---------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with VerticalScroll(id="home"):
            yield Static("Rewind", id="home-title")
            yield Static("board games in a terminal — hot-seat or against bots, unlimited undo",
                         id="home-tagline")
            yield Vertical(id="home-form")  # filled after the first frame (_fill_form)
        yield SteadyFooter()

    def _form(self) -> ComposeResult:
        if not self.games:
            yield Static("No games are registered.", id="no-games")
            return
        self._last = last = remembered_setup(self.games)  # the form opens as it was last started
        if last is not None:
            for seat, spec in enumerate(last["seats"]):
                self._kinds[seat] = spec.kind
                if spec.name != default_name(seat, spec.kind):
                    self._names[seat] = spec.name
        game = self.game
        count = len(last["seats"]) if last else game.seat_counts[0]
        yield _row("Game", Select([(g.title, name) for name, g in self.games.items()],
                                  value=game.name, allow_blank=False, compact=True,
                                  id="game"))
        yield _row("Seats", Select(self._count_choices(game), value=count,
                                   allow_blank=False, compact=True, id="seat-count"))
        yield Vertical(*self._seat_rows(game, count), id="seats")
        yield Vertical(*self._option_rows(game), id="options")
        # blank is the default (secret): valid, not shown as an error once tabbed through (a review)
        yield _row("Seed", Input(self.initial_seed, type="integer", compact=True, id="seed", valid_empty=True,
                                 placeholder="secret (blank) — a number makes chance known"))
        policy = last["policy"] if last else "casual"
        yield _row("Undo", Select(POLICIES, value=policy, allow_blank=False, compact=True, id="policy"))
        yield Static(policy_note(game, policy), id="policy-note")
        yield Horizontal(Button("Start", id="start", variant="primary", compact=True),
                         classes="field-row", id="start-row")

    @property
    def game(self) -> Game:
        select = self.query("#game")
        if select:
            return self.games[select.first(Select).value]
        return self.games[self._last["game"]] if self._last else next(iter(self.games.values()))

    @staticmethod
    def _count_choices(game: Game) -> list[tuple[str, int]]:
        return [("1 player (solo)" if n == 1 else f"{n} players", n) for n in game.seat_counts]

    def _seat_rows(self, game: Game, count: int) -> list[Widget]:
        from engine.core.session import MAX_NAME  # as a log's header holds a name

        kinds = [("human", "human")] + [(bot_label(name), name) for name in game.bots]
        rows = []
        for seat in range(count):
            kind = self._kinds.get(seat)
            if kind is None or (kind != "human" and kind not in game.bots):
                kind = "human" if seat == 0 or not game.bots else default_bot(game)
            self._kinds[seat] = kind
            name = self._names.get(seat) or default_name(seat, kind)
            rows.append(_row(f"Seat {seat + 1}",
                             Input(name[:MAX_NAME], compact=True, id=f"seat-name-{seat}", max_length=MAX_NAME,
                                   classes="seat-name"),
                             Select(kinds, value=kind, allow_blank=False, compact=True,
                                    id=f"seat-kind-{seat}", classes="seat-kind")))
        return rows

    def _option_rows(self, game: Game) -> list[Widget]:
        rows = []
        labels = getattr(game, "option_labels", {}) or {}  # readable names for some choices
        last = self._last["options"] if self._last and self._last["game"] == game.name else remembered_options(game)
        for name, kind, default, choices in option_fields(game):
            kept = getattr(last, name, default)  # as the game was last started, if still offered
            default = kept if not choices or kept in choices else default
            label = option_title(game, name)
            widget_id = f"opt-{name}"
            if choices:
                named = labels.get(name, {})
                widget: Widget = Select([(named.get(c, str(c)), c) for c in choices], value=default,
                                        allow_blank=False, compact=True, id=widget_id)
            elif kind is bool:  # words, not a tick whose state only its colour shows
                widget = Select([("off", False), ("on", True)], value=bool(default),
                                allow_blank=False, compact=True, id=widget_id)
            elif kind is int:
                widget = Input(str(default), type="integer", compact=True, id=widget_id)
            elif kind is float:
                widget = Input(str(default), type="number", compact=True, id=widget_id)
            elif kind is str:
                widget = Input(default, compact=True, id=widget_id)
            elif kind == list[str]:  # names, as the CLI's --option takes them, listed below
                hint = (getattr(game, "option_hints", {}) or {}).get(name, "none, or names (commas between)")
                widget = Input(listed_words(game, name, default), compact=True, id=widget_id,
                               classes="list-option",
                               placeholder="none — names from below, commas between")
                widget.tooltip = game.option_notes.get(name)
                # under the field, whole: a placeholder cut the list at 100 columns (a review)
                rows.append(Vertical(_row(label, widget, classes="hinted"), Static(hint, classes="option-hint"),
                                     id=f"row-opt-{name}", classes="hinted-option"))
                continue
            else:  # anything else is edited as JSON
                widget = Input(msgspec.json.encode(default).decode(), compact=True, id=widget_id,
                               classes="json-option")
            widget.tooltip = game.option_notes.get(name)  # what it does, on hovering its field
            rows.append(_row(label, widget, id=f"row-opt-{name}"))
        rows.append(Static("", id="options-set-aside"))  # why a field left (_show_applicable_options)
        return rows

    def _show_applicable_options(self) -> None:
        """Show only the options that change something given the others and the seat count
        (the game's `option_applies`)."""
        game = self.game
        try:
            options = self.read_options(game)
        except (ValueError, msgspec.ValidationError, msgspec.DecodeError):
            return  # a half-typed value: keep the rows as they are
        seats = self.query_one("#seat-count", Select).value
        defaults, set_aside = game.default_options(), []
        for name, _, default, _ in option_fields(game):
            applies = game.option_applies(name, options, seats)
            label = option_title(game, name)
            said = getattr(game, "option_set_aside", {}).get(name)  # its reason, where the game names one
            why = said or "it plays no part with these choices"
            if not applies and game.option_applies(name, defaults, seats):  # another choice hid it
                set_aside.append(f"{label}: {said}" if said else label)  # under "Not used with these choices"
            value = getattr(options, name)
            for row in self.query(f"#row-opt-{name}"):
                if row.display and not applies and value != default:  # typed, then hidden: said
                    shown = listed_words(game, name, value) if isinstance(value, (list, tuple)) else str(value)
                    self.notify(f"{label} ({shown}) set aside: {why}", title="Option not used",
                                markup=False, timeout=8)
                row.display = applies
        # a field gone without a word read as missing (a review looked for side effects in a
        # season): each one another choice hid is named, with why, under the options
        note = self.query_one("#options-set-aside", Static)
        note.update(Text("Not used with these choices: " + "; ".join(set_aside)) if set_aside else "")
        note.display = bool(set_aside)

    def _show_policy(self) -> None:
        note = policy_note(self.game, str(self.query_one("#policy", Select).value))
        self.query_one("#policy-note", Static).update(note)
        self.query_one("#policy-note", Static).display = bool(note)

    async def _fill_form(self) -> None:
        if self._games_later is None or self.app.screen is not self:  # filled, or covered since
            return
        self.games = dict(self._games_later())
        self._games_later = None
        resume = library.resume_row(self.app)
        if resume is not None:
            await self.query_one("#home").mount(resume, before="#home-form")
        await self.query_one("#home-form").mount_all(list(self._form()))
        self._form_ready()
        self.filled = True

    def _form_ready(self) -> None:
        if self.games:
            self.query_one("#game", Select).focus()
            self._show_applicable_options()
            self._show_policy()
            self._remember_selects()

    def _remember_selects(self) -> None:
        self._seen = {select.id: select.value for select in self.query(Select) if select.id}

    # -- reacting to the form ------------------------------------------------------------------
    def _remember_names(self) -> None:
        for field in self.query(".seat-name").results(Input):
            seat = int(field.id.rsplit("-", 1)[1])
            if field.value != default_name(seat, self._kinds.get(seat, "human")):
                self._names[seat] = field.value
            else:
                self._names.pop(seat, None)

    async def _rebuild(self, game_changed: bool) -> None:
        game = self.game
        self._building = True
        try:
            self._remember_names()
            count_select = self.query_one("#seat-count", Select)
            if game_changed:  # the seat count stays where the new game has it (it fell to solo,
                # and ctrl+s straight after started a solo game: a review)
                kept_count = count_select.value
                count_select.set_options(self._count_choices(game))
                count_select.value = kept_count if kept_count in game.seat_counts else game.seat_counts[0]
                options = self.query_one("#options")
                await options.remove_children()
                await options.mount_all(self._option_rows(game))
                self._show_policy()
            seats = self.query_one("#seats")
            await seats.remove_children()
            await seats.mount_all(self._seat_rows(game, count_select.value))
            self._show_applicable_options()
        finally:
            self._building = False
            self._remember_selects()

    async def on_select_changed(self, event: Select.Changed) -> None:
        select_id = event.select.id
        if self._building or select_id is None or self._seen.get(select_id, NOT_SEEN) == event.value:
            return
        self._seen[select_id] = event.value
        if event.select.id == "game":
            await self._rebuild(game_changed=True)
        elif event.select.id == "seat-count":
            await self._rebuild(game_changed=False)
        elif event.select.id.startswith("opt-"):
            self._show_applicable_options()
        elif event.select.id == "policy":
            self._show_policy()
        elif event.select.id.startswith("seat-kind-"):
            seat = int(event.select.id.rsplit("-", 1)[1])
            old = self._kinds.get(seat, "human")
            self._kinds[seat] = str(event.value)
            name = self.query_one(f"#seat-name-{seat}", Input)
            if name.value == default_name(seat, old):  # still the default: follow the kind
                name.value = default_name(seat, str(event.value))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a text field goes to the next field (ctrl+s or the Start button starts)."""
        self.focus_next()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "continue":
            self.action_continue()
        elif event.button.id == "library":
            self.action_library()
        elif event.button.id == "start":
            self.start()

    # -- starting ------------------------------------------------------------------------------
    def read_options(self, game: Game) -> Any:
        values: dict[str, Any] = {}
        for name, kind, default, choices in option_fields(game):
            widget = self.query_one(f"#opt-{name}")
            if isinstance(widget, Select):
                values[name] = widget.value
            elif isinstance(widget, Input):
                text = widget.value.strip()
                if kind is int:
                    values[name] = int(text) if text else default
                elif kind is float:
                    values[name] = float(text) if text else default
                elif kind is str:
                    values[name] = widget.value
                elif kind == list[str]:
                    values[name] = kernel.list_option(text)
                else:
                    values[name] = msgspec.json.decode(text) if text else default
        return msgspec.convert(values, game.Options)

    def build_session(self) -> Session:
        """The session the form describes; ValueError (with a readable reason) when it can't."""
        from engine.core import SeatSpec, Session

        game = self.game
        count = self.query_one("#seat-count", Select).value
        seats = []
        for seat in range(count):
            name = self.query_one(f"#seat-name-{seat}", Input).value.strip() or f"Seat {seat + 1}"
            kind = self.query_one(f"#seat-kind-{seat}", Select).value
            seats.append(SeatSpec(name, kind))
        if len({s.name for s in seats}) < len(seats):
            raise ValueError("each seat needs its own name")
        typed = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(typed) if typed else None  # None: a secret seed
        except ValueError:
            raise ValueError("the seed must be a whole number, or blank for a secret one") from None
        try:
            options = game.applicable_options(self.read_options(game), count)  # hidden rows count for nothing
        except (ValueError, msgspec.ValidationError, msgspec.DecodeError) as exc:
            raise ValueError(f"options: {exc}") from None
        policy = self.query_one("#policy", Select).value
        return Session(game, seats, seed, options, policy)

    # -- the library: Continue and the saved games ------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("continue", "library"):
            return getattr(self.app, "saves_games", False)
        return True

    def on_screen_resume(self) -> None:
        if self._games_later is not None:  # shown first, or a game covered it before its form came
            self.set_timer(FORM_AFTER, self._fill_form)
            return
        for button in self.query("#continue").results(Button):
            library.show_continue(button, self.app)  # a game was played or finished meanwhile
            button.refresh(layout=True)  # its width follows the new label (it kept the old one's)
        if self._games_later is None and not self.query("#resume-row"):
            # a library that could not be opened at start-up and opens now (it is tried again):
            # its Continue and Library come back (a review)
            resume = library.resume_row(self.app)
            if resume is not None:
                self.query_one("#home").mount(resume, before="#home-form")

    def on_resize(self) -> None:
        """Continue's title is cut to the room the width leaves beside Library: narrowed, it
        pushed Library off the screen (helper-281)."""
        for button in self.query("#continue").results(Button):
            library.show_continue(button, self.app)
            button.refresh(layout=True)

    def action_continue(self) -> None:
        library.continue_last(self.app)

    def action_library(self) -> None:
        self.app.push_screen(library.library_screen(self.app))

    def action_start(self) -> None:
        self.start()

    def start(self) -> None:
        if not self.games:
            return
        try:
            session = self.build_session()
        except ValueError as exc:
            self.notify(str(exc), title="Cannot start", severity="error", markup=False)
            return
        remember_setup(session)
        # a chosen seed is for this game: the next one started here is secret again (a review
        # started a season "new" and was dealt the same grid, the seed below the fold at 80x24)
        self.initial_seed = self.query_one("#seed", Input).value = ""
        self.app.start_game(session)
