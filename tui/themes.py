"""Rewind's colour themes and the remembered choice.

Each themes/palettes/<name>.tcss holds TCSS variable declarations (`$primary: #4a90d9;`); it
becomes one Textual theme: the standard colours from the names Textual knows, the rest
(regions, dice, seats, board text) as extra variables the other .tcss files use. The default
palette's extra variables (the light palette's, for a light theme) are also the defaults, so
Textual's own themes work too. The chosen theme is remembered in settings.json in the user
config folder (REWIND_CONFIG overrides it: tests never touch the real one)."""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from textual.theme import Theme

from tui.settings import read_settings, save_setting

PALETTES = Path(__file__).parents[1] / "themes" / "palettes"
DEFAULT_PALETTE = "rewind-dark"  # its extra variables are the defaults for any dark theme
LIGHT_PALETTE = "rewind-light"   # ... and these for any light one (Textual's own themes too)
TEXTUAL_FIELDS = {"primary", "secondary", "warning", "error", "success", "accent",
                  "foreground", "background", "surface", "panel", "boost"}
DECLARATION = re.compile(r"^\$([a-z0-9-]+):\s*([^;]+);", re.MULTILINE)


def read_palette(path: Path) -> Theme:
    values = dict(DECLARATION.findall(path.read_text(encoding="utf-8")))
    dark = values.pop("dark", "true").strip() == "true"
    colours = {key: values.pop(key) for key in TEXTUAL_FIELDS & set(values)}
    # the boards' muted text under names Textual does not generate, so that a Textual theme
    # gets ours as defaults (its own text-muted is an 'auto' colour, white in a component class)
    values["board-muted"], values["board-faint"] = values["text-muted"], values["text-disabled"]
    return Theme(path.stem, dark=dark, variables=values, **colours)


@cache
def palettes() -> tuple[Theme, ...]:
    return tuple(read_palette(path) for path in sorted(PALETTES.glob("*.tcss")))


def variable_defaults(dark: bool = True) -> dict[str, str]:
    name = DEFAULT_PALETTE if dark else LIGHT_PALETTE
    return next(t.variables for t in palettes() if t.name == name)


def saved_theme() -> str | None:
    theme = read_settings().get("theme")
    return theme if isinstance(theme, str) else None


def save_theme(name: str) -> None:
    """Remember the theme (the next start opens in it)."""
    save_setting("theme", name)
