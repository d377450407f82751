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
    for theme in themes.values():  # a region's text on its fill: AA, AAA in high contrast
        least, v = 7 if theme is hc else 4.5, theme.variables
        for region in ("brown", "sky", "green", "purple"):
            assert contrast(v[f"region-{region}-text"], v[f"region-{region}"]) >= least, (theme.name, region)
        # Restart's chips: fixed colours read 5.1:1 in high contrast (a review)
        for chip in ("fragment", "adrenaline", "card-green", "card-yellow", "card-blue", "card-purple"):
            assert contrast(v[f"rs-{chip}-text"], v[f"rs-{chip}"]) >= least, (theme.name, chip)


async def test_an_empty_restore_space_keeps_its_region_s_full_contrast(make_app):
    """Empty spaces were dimmed: "{ 2g }" read 3.1-4.3:1 on its region (a review); italic
    tells them apart instead."""
    from tui.widgets.hex_board import HexBoard

    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ann"), SeatSpec("Bea")], 5))
        await pilot.pause()
        style = screen.query(HexBoard).first().get_component_rich_style("hex-board--empty", partial=True)
        assert not style.dim and style.italic


BOARD_TEXT = ("text-muted", "text-disabled", "board-muted", "board-faint", "die-green", "die-orange",
              "die-purple", "season-spring", "season-summer", "season-autumn", "season-winter",
              "cc-seat0", "cc-seat1", "cc-seat2", "cc-seat3", "cc-automa", "rs-seat0", "rs-seat1",
              "rs-seat2", "rs-seat3", "rs-legal", "rs-void")


def test_every_board_text_colour_reads_on_its_page_in_every_palette():
    """The light theme drew Chronocritters' and Restart's boards in the dark theme's colours
    and its muted text white (an 'auto' colour in a component class): 1.08:1 on its page.
    WCAG AA (4.5:1) in every palette, AAA (7:1) in the high-contrast one."""
    for theme in palettes():
        least = 7 if theme.name == "high-contrast" else 4.5
        for name in BOARD_TEXT:
            colour = theme.variables[name]
            assert contrast(colour, theme.background) >= least, (theme.name, name, colour)


async def test_a_theme_from_the_palette_is_applied_and_remembered(make_app, config_folder):
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(100, 30)) as pilot:
        assert app.theme == "rewind-dark"  # a first start: ours, not Textual's dark (a review)
        screen = app.start_game(Session(RESTORE, [SeatSpec("A"), SeatSpec("B", "greedy")], 2))
        await settle(pilot)
        commands = list(app.get_system_commands(screen))
        themes = [c.title for c in commands if c.title.startswith("Theme")]
        assert themes[0] == "Theme: pick any" and "Theme" not in themes  # Textual's, said as ours
        now = [c.title for c in commands if c.help.endswith("(the theme now)")]
        assert now == ["Theme: rewind dark"]  # none was marked (a review)
        command = next(c for c in commands if c.title == "Theme: colour blind")
        command.callback()
        await pilot.pause()
        assert app.theme == "colour-blind"
        assert [c.title for c in app.get_system_commands(screen) if c.help.endswith("(the theme now)")] \
            == ["Theme: colour blind"]
        assert app.get_css_variables()["region-sky"] == "#0072b2"
    saved = json.loads((config_folder / "settings.json").read_text())
    assert saved["theme"] == "colour-blind"
    again = make_app()
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert again.theme == "colour-blind"


async def test_a_button_s_words_read_on_its_fill_in_every_palette():
    """Continue's words read 4.25:1 on its green in the light theme and 2.9:1 in the colour-blind
    one (a review): Textual picks the words' colour from the fill, so the fill is chosen for it."""
    from textual.app import App
    from textual.widgets import Button

    class Buttons(App[None]):
        def compose(self):
            yield Button("Start", variant="primary")
            yield Button("Continue", variant="success", compact=True)
            yield Button("Stay")

    app = Buttons()
    for theme in palettes():
        app.register_theme(theme)
    async with app.run_test(size=(60, 20)) as pilot:
        for theme in palettes():
            app.theme = theme.name
            await pilot.pause()
            least = 7 if theme.name == "high-contrast" else 4.5
            for button in app.query(Button):
                style = button.rich_style
                assert contrast(style.color.triplet.hex, style.bgcolor.triplet.hex) >= least, \
                    (theme.name, button.variant)
