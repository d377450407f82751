"""The timeline (issue 12): the game's log tree as a tree on screen, so a player finds "the
line I played before I undid". The top line is the current one (start to the end of the redo
line); every branch undo left hangs under the event it split after, with its length and, when
it reached the end, its scores. Enter or a click on an event jumps there; on a branch, to its
end (switching to it); `n` names the branch (kept in the library).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterator, NamedTuple

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static, Tree
from textual.widgets.tree import TreeNode

from engine.core import CHANCE, Session
from engine.core.session import participant_names
from engine.core.words import counted
from tui.screens.library import SAVE_ERRORS, save_game
from tui.screens.styled_once import StyledOnce
from tui.widgets.dialogs import Prompt
from tui.widgets.footer import SteadyFooter
from tui.widgets.words import chance_named, seat_names, shortened, spoken

if TYPE_CHECKING:
    from tui.screens.game import GameScreen



def strict_reason(session) -> str:
    """"strict undo: event 80 (Green completes Mission 516...) revealed ...": the policy's floor
    named by its public log line too (its number alone sent a review to the log)."""
    floor = session.strict_floor()
    text = next((t for n, _, t in session.texts() if session.tree.depth[n] == floor), "")
    event = f"event {floor} ({shortened(text, 60)})" if text else f"event {floor}"
    return f"strict undo: {event} revealed a chance outcome or hidden information"


def strict_refusal(session) -> str:
    """Why the strict policy does not let the game go to a point (the timeline, the replay's p)."""
    return (f"{strict_reason(session)}, so the game cannot go back before it, nor to a branch that "
            "parts before it (casual undo goes anywhere)")

class Segment(NamedTuple):
    """A run of nodes with one child each, apart from its last: a branch of the tree."""
    start: int        # its first node (0 for the line from the start of the game)
    nodes: list[int]  # its events in order (the root is no event)
    splits: dict[int, list[int]]  # node -> first nodes of the other branches leaving it


def segment(session: Session, start: int) -> Segment:
    """The branch from `start`, following the redo line where it forks (the other children
    start branches of their own)."""
    tree = session.tree
    nodes, splits, n = ([start] if start else []), {}, start
    while tree.children[n]:
        follow = tree.redo[n] if tree.redo[n] is not None else tree.children[n][0]
        others = [c for c in tree.children[n] if c != follow]
        if others:
            splits[n] = others
        nodes.append(follow)
        n = follow
    return Segment(start, nodes, splits)


class Point(NamedTuple):
    node: int
    branch: int | None = None  # the branch's first node when this tree entry is a branch


class Timeline(Tree[Point]):
    """The tree of one game, built from its session (labels only; jumps are the screen's).
    A row longer than the tree is wide ends in "…" (the screen shows the chosen one whole)."""

    def __init__(self, screen: GameScreen, names: dict[int, str]) -> None:
        super().__init__("", id="timeline")
        self.auto_expand = False
        self.game_screen = screen
        self.names = names
        self.texts: dict[int, str] = {}
        self.ends: dict[int, str] = {}  # a finished branch's tip -> its scores
        self.build()

    def on_resize(self) -> None:
        """The chosen row back into sight when the tree gets shorter (the screen's detail of a
        cut row shows under it: the row was hidden under the detail)."""
        if self.cursor_node is not None:
            self.scroll_to_node(self.cursor_node, animate=False)

    def rows(self) -> Iterator[TreeNode[Point]]:
        """Every row, a branch before its events."""
        stack = [self.root]
        while stack:
            row = stack.pop()
            yield row
            stack.extend(row.children)

    def find(self, match: Callable[[Point], bool]) -> TreeNode[Point] | None:
        """The first row whose point `match` accepts."""
        return next((row for row in self.rows() if row.data is not None and match(row.data)), None)

    def room(self, node: TreeNode[Point]) -> int:
        """The columns a row's label has beside its guides."""
        depth, up = 0, node.parent
        while up is not None:
            depth, up = depth + 1, up.parent
        return self.scrollable_content_region.width - (depth - (not self.show_root)) * self.guide_depth

    def render_label(self, node: TreeNode[Point], base_style: Style, style: Style) -> Text:
        label = super().render_label(node, base_style, style)
        room = self.room(node)
        if 0 < room < label.cell_len:
            label.truncate(room, overflow="ellipsis")
        return label

    def _describe(self, session: Session, tips: list[int]) -> None:
        """Describe every event of every branch, visiting each tip once, as the log says it to
        the player at the keyboard (their own hidden cards named); the cursor and the redo
        line are put back afterwards."""
        called = seat_names(session.seat_label, [s.name for s in session.seats])
        names = participant_names(session)
        with session.cursor_kept():
            for tip in tips:
                session.jump(tip)
                self.texts.update((n, text if seat >= 0 else chance_named(text, called))
                                  for n, seat, text in session.texts(self.game_screen.viewer))
                outcome = session.outcome()
                if outcome is not None:
                    scores = ", ".join(f"{names[i]} {s.total}" for i, s in enumerate(outcome.scores))
                    self.ends[tip] = f"finished: {scores} — {outcome.result(names)}"  # solo: a score (helper-281)

    def build(self) -> None:
        """The rows anew (a branch named), the branches opened before still open (a named
        branch came back closed: a review)."""
        opened = {row.data.branch for row in self.rows()
                  if row.data is not None and row.data.branch is not None and row.is_expanded}
        session = self.game_screen.session
        tree = session.tree
        self._describe(session, [n for n in range(len(tree)) if not tree.children[n]])
        self.clear()
        main = segment(session, 0)
        self.root.set_label(self._branch_label(main, session, main=True))
        self.root.data = Point(main.nodes[-1] if main.nodes else 0, 0)
        self._fill(self.root, main, session)
        self.root.expand()
        for row in self.rows():
            if row.data is not None and row.data.branch in opened:
                row.expand()

    def _fill(self, parent: TreeNode[Point], seg: Segment, session: Session) -> None:
        """The line's events as rows, each branch under the event it splits off after; the
        line from the start begins with a row for the start itself (a branch split off there
        showed nowhere, and nothing jumped back to the start: a review)."""
        on_path = set(session.path())
        for n in ([0] if seg.start == 0 else []) + seg.nodes:
            label = self._event_label(n, session)
            entry = parent.add_leaf(label, Point(n)) if n not in seg.splits else parent.add(label, Point(n))
            for start in seg.splits.get(n, []):
                branch = segment(session, start)
                node = entry.add(self._branch_label(branch, session), Point(branch.nodes[-1], start))
                self._fill(node, branch, session)
                entry.expand()  # every branch shows where it splits off; its events on request
                if start in on_path:
                    node.expand()
            if n == session.cursor:
                self.cursor_to = entry

    def _event_label(self, n: int, session: Session) -> Text:
        """"  12  Ada plays 5", the marks before the words: a long row ends cut ("…"), and
        "◀ you are here" at its end went with it (helper-276)."""
        tree = session.tree
        label = Text(f"{tree.depth[n]:>4}  ")
        if n == session.cursor:
            label.append("◀ you are here", style="bold reverse").append("  ")
        if n in self.names:  # a named branch that is the current line now: its name stays in sight
            label.append(f"◆ {self.names[n]}", style="bold").append("  ")
        if n == 0:  # the root: no event
            return label.append("the start of the game, before any event")
        seat = tree.seat[n]
        who = "chance" if seat == CHANCE else session.seat_name(seat)
        return label.append("".join(spoken(who, self.texts.get(n, "?"), session.seat_label(seat))))

    def _branch_label(self, seg: Segment, session: Session, main: bool = False) -> Text:
        tree = session.tree
        tip = seg.nodes[-1] if seg.nodes else 0
        name = self.names.get(seg.start) or ("the current line" if main else "branch")
        through = [self.names[n] for n in seg.nodes if n in self.names and n != seg.start]
        if main and through:  # a named branch become the current line: named up here too (a review)
            name += " (through " + ", ".join(f"◆ {x}" for x in through) + ")"
        after = 0 if main else tree.depth[tree.parent[seg.start]]
        where = "from the start" if main else f"splits off after event {after}" if after else "splits off at the start"
        state = self.ends.get(tip, "unfinished")
        events = counted(len(seg.nodes), 'event')
        label = Text(f"{name} — {where} · {events} · {state}", style="bold")
        if session.cursor in seg.nodes or (main and session.cursor == 0):
            label.append("  (you are on it)")
        return label


class TimelineScreen(StyledOnce, Screen[int | None]):
    """Answers the node to jump to (None: back as it was). The game screen jumps once this
    screen is gone: a hand-off it pushes then has the game screen below it to answer to."""

    DEFAULT_CSS = """
    TimelineScreen #timeline { height: 1fr; }
    TimelineScreen #timeline-help { height: auto; padding: 0 1; }
    TimelineScreen #timeline-detail { height: auto; max-height: 4; padding: 0 1; background: $boost; }
    """
    BINDINGS = [
        Binding("escape,t,q", "dismiss(None)", "Back to the game"),
        Binding("n", "name", "Name branch"),
        Binding("b", "branch(1)", "Next branch"),
        Binding("B", "branch(-1)", "Previous branch", show=False),
    ]

    HELP_TITLE = "Timeline"
    HELP_KEYS = [
        ("↑ ↓  enter", "choose an event or a branch's end; enter jumps there"),
        ("space", "open or close a branch"),
        ("b  B", "the next branch, the one before (a long game's branch lay pages away)"),
        ("home end  pgup pgdn", "the first or last row, a page up or down"),
        ("n", "name the branch (a game saved in the library keeps it)"),
        ("escape  t  q", "back to the game"),
    ]

    def __init__(self, screen: GameScreen) -> None:
        super().__init__()
        self.game_screen = screen

    @property
    def library(self):
        return self.app.library if self.game_screen.game_id is not None else None

    def compose(self) -> ComposeResult:
        library = self.library
        names = library.branch_names(self.game_screen.game_id) if library else {}
        floor = self.game_screen.session.strict_floor()
        yield Static(Text("Timeline: enter or a click jumps to an event, or to the end of a "
                          "branch; space opens and closes a branch; n names it"
                          + (f". Strict undo: not before event {floor}" if floor else "")),
                     id="timeline-help")
        yield Timeline(self.game_screen, names)
        yield Static(id="timeline-detail")  # the chosen row whole: a long row is cut at the edge
        yield SteadyFooter()

    def on_tree_node_highlighted(self, event: Tree.NodeHighlighted[Point]) -> None:
        self.show_detail(event.node)
        self.refresh_bindings()  # n names a branch, or dims

    def show_detail(self, node: TreeNode[Point]) -> None:
        """The chosen row whole under the tree, when the tree cuts it (the tree, a line or two
        shorter then, brings its row back into sight: Timeline.on_resize)."""
        detail = self.query_one("#timeline-detail", Static)
        detail.display = node.label.cell_len > self.query_one(Timeline).room(node)
        detail.update(node.label.copy())

    def on_resize(self) -> None:  # a row cut at 100 columns is whole at 200, and the other way
        node = self.query_one(Timeline).cursor_node
        if node is not None:
            self.call_after_refresh(self.show_detail, node)

    def action_branch(self, direction: int) -> None:
        """The cursor to the next (or previous) row where a branch splits off, among the rows
        shown, round past the end (it opens on the last row, where b found nothing: a review)."""
        timeline = self.query_one(Timeline)
        rows, here = timeline.last_line + 1, timeline.cursor_line
        for step in range(1, rows):
            node = timeline.get_node_at_line((here + direction * step) % rows)
            if node is not None and node.data is not None and node.data.branch:
                timeline.move_cursor(node)
                return
        on_one = timeline.cursor_node is not None and timeline.cursor_node.data is not None \
            and timeline.cursor_node.data.branch
        self.notify("no other branch" if on_one else "no branch: undo and a different move make one", markup=False)

    def on_mount(self) -> None:
        timeline = self.query_one(Timeline)
        timeline.focus()
        target = getattr(timeline, "cursor_to", None)
        if target is not None:
            self.call_after_refresh(timeline.move_cursor, target)

    def on_tree_node_selected(self, event: Tree.NodeSelected[Point]) -> None:
        event.stop()
        session = self.game_screen.session
        if not session.may_jump(event.node.data.node):
            self.notify(strict_refusal(session), title="Not now", severity="warning", markup=False)
            return
        self.dismiss(event.node.data.node)

    def _naming_refusal(self) -> tuple[str | None, int]:
        """Why the row under the cursor has no branch to name (or None), and its branch."""
        node = self.query_one(Timeline).cursor_node
        if node is None:
            return "no row is chosen", 0
        if self.library is None:
            return "only a game saved in the library keeps branch names", 0
        while node.data.branch is None:  # an event: name the branch it lies on
            node = node.parent
        if node.data.branch == 0:
            return "the line from the start is not a branch: name one that splits off", 0
        return None, node.data.branch

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """n dims where it names nothing (it looked usable there: a review); pressed, it says
        why (why_not)."""
        return self._naming_refusal()[0] is None or None if action == "name" else True

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        return self._naming_refusal()[0] if action == "name" else None

    def action_name(self) -> None:
        why, branch = self._naming_refusal()
        if why is not None:
            return
        timeline = self.query_one(Timeline)
        self.app.push_screen(Prompt("Name this branch (empty: no name):",
                                    timeline.names.get(branch, "")),
                             lambda name: self._named(branch, name))

    def _named(self, branch: int, name: str | None) -> None:
        if name is None:
            return
        game = self.game_screen
        save_game(game)  # the branch's moves first, where a save had failed
        try:
            self.library.name_branch(game.game_id, branch, name.strip())
            names = self.library.branch_names(game.game_id)
        except SAVE_ERRORS as exc:  # a traceback took the game with it (a review)
            why = (f"the library did not save this game's latest moves ({game.save_error})" if game.save_error
                   else str(exc))
            self.notify(f"Branch not named: {why}", title="Not saved", severity="error", markup=False)
            return
        timeline = self.query_one(Timeline)
        timeline.names = names
        timeline.build()
        row = timeline.find(lambda point: point.branch == branch)
        if row is not None:  # the cursor back on the branch just named, its row shown whole
            self.call_after_refresh(timeline.move_cursor, row)
            self.query_one("#timeline-detail", Static).update(row.label.copy())
