"""Dystopias plug into the Intelligence field's Plan A / Plan B actions (see base.py).
Only Pandemia exists so far; Anomie, Extinction and Oceanrise add a module each."""
from __future__ import annotations

from engine.restart.dystopias.base import Dystopia
from engine.restart.dystopias.pandemia import PANDEMIA_DYSTOPIA

DYSTOPIAS: dict[str, Dystopia] = {PANDEMIA_DYSTOPIA.name: PANDEMIA_DYSTOPIA}


def dystopia_of(s) -> Dystopia:
    return DYSTOPIAS[s.dystopia]
