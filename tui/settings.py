"""What Rewind remembers between starts (the theme, the last game set up): one small JSON
file in the user's config folder (REWIND_CONFIG overrides it; the tests point it elsewhere).
A file that cannot be read gives the defaults; one that cannot be written only loses the memory."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def settings_path() -> Path:
    folder = os.environ.get("REWIND_CONFIG")
    if not folder:
        from platformdirs import user_config_dir

        folder = user_config_dir("rewind")
    return Path(folder) / "settings.json"


def read_settings() -> dict:
    try:
        text = settings_path().read_text(encoding="utf-8")
    except (OSError, ValueError):  # none yet (a first start paints without loading json), or not UTF-8
        return {}
    import json

    try:
        settings = json.loads(text)
    except (ValueError, RecursionError):
        return {}  # unreadable (or nested past Python's limit): the defaults
    return settings if isinstance(settings, dict) else {}


def save_setting(key: str, value: Any) -> None:
    save_settings({key: value})


def save_settings(values: dict[str, Any]) -> None:
    """Several settings in one write."""
    settings = read_settings()
    if all(settings.get(key) == value for key, value in values.items()):
        return
    settings.update(values)
    path = settings_path()
    import json

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings, indent=1), encoding="utf-8")
    except OSError:
        pass
