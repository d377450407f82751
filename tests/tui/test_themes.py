"""Themes: four palettes from themes/palettes (a colour-blind-safe and a high-contrast one
among them), switchable from the command palette, remembered in the config folder."""
from __future__ import annotations

import json

from engine.core import SeatSpec, Session
from engine.restore import GAME as RESTORE
from tests.tui.conftest import settle
from tui.themes import palettes


def luminance(hex_colour: str) -> float:
    r, g, b = (int(hex_colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4))
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_four_palettes_each_defining_every_variable_the_default_does():
    themes = {t.name: t for t in palettes()}
    assert {"rewind-dark", "rewind-light", "colour-blind", "high-contrast"} <= set(themes)
    names = set(themes["rewind-dark"].variables)
    for theme in themes.values():
        assert set(theme.variables) == names, theme.name
    hc = themes["high-contrast"]
    assert contrast(hc.foreground, hc.background) >= 7  # WCAG AAA for body text
    for region in ("brown", "sky", "green", "purple"):
        v = hc.variables
        assert contrast(v[f"region-{region}-text"], v[f"region-{region}"]) >= 7


async def test_a_theme_from_the_palette_is_applied_and_remembered(make_app, config_folder):
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("A"), SeatSpec("B", "greedy")], 2))
        await settle(pilot)
        commands = list(app.get_system_commands(screen))
        themes = [c.title for c in commands if c.title.startswith("Theme")]
        assert themes[0] == "Theme: pick any" and "Theme" not in themes  # Textual's, said as ours
        command = next(c for c in commands if c.title == "Theme: colour blind")
        command.callback()
        await pilot.pause()
        assert app.theme == "colour-blind"
        assert app.get_css_variables()["region-sky"] == "#0072b2"
    saved = json.loads((config_folder / "settings.json").read_text())
    assert saved["theme"] == "colour-blind"
    again = make_app()
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert again.theme == "colour-blind"
