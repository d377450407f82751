"""Fixtures for the TUI tests: the tiny game registered, snapshots in the top-level
snapshots/ folder, and a few Pilot helpers."""
from __future__ import annotations

import asyncio
import inspect
import warnings
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from pytest_textual_snapshot import SVGImageExtension
from syrupy import SnapshotAssertion
from textual.notifications import Notification
from textual.widgets._toast import Toast

from tests.tiny_game import GAME
from tui.app import RewindApp
from tui.screens.handoff import HandOffScreen

ROOT = Path(__file__).resolve().parents[2]
SNAPSHOTS = ROOT / "snapshots"

try:
    from engine import registry
except Exception as exc:  # noqa: BLE001 - a game still being written can break the import
    registry = None
    warnings.warn(f"engine.registry does not import ({exc}); TUI tests use the tiny game only")
else:
    registry.register(GAME)


def _parse_rules_once_a_process():
    """Every test starts a new app, and each app parses all its CSS (every widget's defaults
    and each screen's) again when a screen first opens: about a tenth of a Pilot test's CPU.
    Textual keeps parsed rules per stylesheet; the tests keep them for the process, by the
    same key and the theme's variables, which the parse reads."""
    from textual.css.stylesheet import Stylesheet

    parse_rules, parsed = Stylesheet._parse_rules, {}

    def _parse_rules(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
        key = (css, read_from, is_default_rules, tie_breaker, scope, tuple(self._variables.items()))
        if key not in parsed:
            parsed[key] = parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
        return parsed[key]

    Stylesheet._parse_rules = _parse_rules


_parse_rules_once_a_process()


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    """Run `async def` tests on a fresh event loop (no asyncio plugin is installed)."""
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        args = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}
        asyncio.run(pyfuncitem.obj(**args))
        return True
    return None


# -- snapshots: snapshots/tui/<test module>/<test name>.svg ----------------------------------
class RewindSVGExtension(SVGImageExtension):
    @classmethod
    def dirname(cls, *, test_location) -> str:
        return str(SNAPSHOTS / "tui" / test_location.basename)


class _RewindSnapshotAssertion(SnapshotAssertion):
    def use_extension(self, extension_class=None):
        if extension_class is SVGImageExtension:  # what snap_compare asks for
            extension_class = RewindSVGExtension
        return super().use_extension(extension_class)


@pytest.fixture
def snapshot(snapshot: SnapshotAssertion) -> SnapshotAssertion:
    return _RewindSnapshotAssertion(
        update_snapshots=snapshot.update_snapshots,
        extension_class=RewindSVGExtension,
        test_location=snapshot.test_location,
        session=snapshot.session,
    )


# -- apps and helpers -------------------------------------------------------------------------
@pytest.fixture
def games():
    """Every registered game (the tiny one included), as the real app sees them."""
    return registry.GAMES if registry is not None else {GAME.name: GAME}


@pytest.fixture(autouse=True)
def config_folder(tmp_path, monkeypatch):
    """Settings (the theme) go to a temporary folder, never the user's."""
    folder = tmp_path / "config"
    monkeypatch.setenv("REWIND_CONFIG", str(folder))
    return folder


@pytest.fixture(autouse=True)
def no_handoff_guard(monkeypatch):
    monkeypatch.setattr(HandOffScreen, "GUARD_SECONDS", 0)


@pytest.fixture(autouse=True)
def toasts_stay_for_snapshots(request, monkeypatch):
    """A snapshot shows the toasts raised before it, however long a loaded machine took to get
    there: their timeouts run on the wall clock (taken 7 s late, test_end_of_game_scores lost
    its 6 s "Since your last move" toast; it had failed once in a loaded run, unexplained)."""
    if "snap_compare" in request.fixturenames:
        monkeypatch.setattr(Notification, "time_left", property(lambda n: n.timeout))
        monkeypatch.setattr(Toast, "_on_mount", lambda toast, mount: None)  # its expiry timer


@pytest.fixture
def make_app(tmp_path):
    def make(games=None, seed: int | None = 7) -> RewindApp:
        return RewindApp(games if games is not None else {GAME.name: GAME}, seed=seed,
                         log_dir=tmp_path / "logs")
    return make


async def settle(pilot, limit: int = 5000) -> None:
    """Let the bots finish: each decision runs in its own worker and the screen applies it,
    so wait and let the screen catch up until no bot is thinking."""
    for _ in range(limit):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if not getattr(pilot.app.screen, "thinking", False):
            break
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def burst(pilot, *keys: str) -> None:
    """Send `keys` as a terminal does when they come fast (typed ahead, or pasted): every key
    is queued before the first is handled (Pilot's `press` lets the app settle after each)."""
    from textual import events

    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(pilot.app)
        pilot.app._driver.send_message(event)
    await pilot.pause()


async def focus_by_tab(pilot, widget_id: str) -> None:
    """Tab to the widget with `widget_id` (keyboard only; the tabs go in one burst)."""
    chain = pilot.app.screen.focus_chain
    ids = [w.id for w in chain]
    assert widget_id in ids, f"#{widget_id} is not focusable here"
    here = ids.index(pilot.app.focused.id) if pilot.app.focused in chain else -1
    forward = (ids.index(widget_id) - here) % len(ids)
    backward = len(ids) - forward
    if forward:
        await pilot.press(*(["tab"] * forward if forward <= backward else ["shift+tab"] * backward))
    assert pilot.app.focused is not None and pilot.app.focused.id == widget_id


async def set_select(pilot, select_id: str, value) -> None:
    """Set a Select directly (for tests about what follows, not about the keys)."""
    from textual.widgets import Select

    pilot.app.screen.query_one(f"#{select_id}", Select).value = value
    await pilot.pause()
    for _ in range(100):  # the home form rebuilds for another game: slow on a loaded machine
        if not getattr(pilot.app.screen, "_building", False):
            break
        await pilot.pause(0.01)


async def choose(pilot, select_id: str, value) -> None:
    """Pick `value` in a Select with the keyboard: focus it, open it, arrow to it, enter."""
    from textual.widgets import Select

    await focus_by_tab(pilot, select_id)
    select = pilot.app.screen.query_one(f"#{select_id}", Select)
    values = [v for _, v in select._options if v is not Select.NULL]
    steps = values.index(value) - values.index(select.value)
    await pilot.press("enter", *(["down"] * steps if steps > 0 else ["up"] * -steps), "enter")
    await pilot.pause()
    assert select.value == value


@pytest.fixture(autouse=True)
def _pause_waits_for_the_home_form(monkeypatch):
    """The home fills its form just after its first frame (HomeScreen._fill_form): a pause
    while the home shows waits until the form is filled and focused, as a person would."""
    from textual.pilot import Pilot
    from tui.screens.home import HomeScreen
    pause = Pilot.pause

    async def waiting(self, delay=None):
        await pause(self, delay)
        for _ in range(400):
            screen = self.app.screen
            if not isinstance(screen, HomeScreen) or screen.filled:
                return
            await pause(self, 0.01)
    monkeypatch.setattr(Pilot, "pause", waiting)



@pytest.fixture(autouse=True)
def draw_only_what_is_read(request, monkeypatch):
    """A headless app throws its frames away, yet drawing them was half of a Pilot test's CPU
    (the default suite neared its 5 minutes). Outside snapshot, slow and `drawn` tests a screen
    is drawn when a test reads it (a screenshot draws its own frame), before a click (a person
    clicks on what was drawn; a Tree finds the line clicked in its drawing) and once more as the
    test ends, so a widget whose drawing raises still fails the test that shows it."""
    if "snap_compare" in request.fixturenames or any(map(request.node.get_closest_marker, ("slow", "drawn"))):
        return
    from textual.app import App
    from textual.pilot import Pilot
    from textual.screen import Screen

    refresh, run_test, click = Screen._compositor_refresh, App.run_test, Pilot._post_mouse_events

    def draw(app: App) -> None:
        app.screen._compositor.render_update(full=True)

    def refresh_undrawn(screen: Screen) -> None:
        if screen is not screen.app.screen or not screen.app.is_headless:
            return refresh(screen)
        screen._compositor._dirty_regions.clear()
        screen._dirty_widgets.clear()
        screen.app._update_mouse_over(screen)

    @asynccontextmanager
    async def run_test_drawn_at_the_end(app: App, *args, **kwargs):
        async with run_test(app, *args, **kwargs) as pilot:
            yield pilot
            if app.is_running:
                draw(app)

    async def click_on_a_drawn_screen(pilot: Pilot, *args, **kwargs):
        draw(pilot.app)
        return await click(pilot, *args, **kwargs)

    monkeypatch.setattr(Screen, "_compositor_refresh", refresh_undrawn)
    monkeypatch.setattr(App, "run_test", run_test_drawn_at_the_end)
    monkeypatch.setattr(Pilot, "_post_mouse_events", click_on_a_drawn_screen)
