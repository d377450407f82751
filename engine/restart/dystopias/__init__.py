"""Dystopias are plug-ins: one package per dystopia in this folder, found by pkgutil, so adding
one touches no base file (README.md says how). From the packages the base game builds the
event union (rules.py), the union of dystopia states (state.py), the step registrations and
the help text. Each package has `state.py` (STATE), `events.py` (EVENTS) and `dystopia.py`
(DYSTOPIA, a base.Dystopia; importing it registers the package's steps)."""
from __future__ import annotations

import importlib
import pkgutil

from engine.restart.dystopias.base import Dystopia

NAMES: tuple[str, ...] = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg))
DYSTOPIAS: dict[str, Dystopia] = {}  # filled by load(), once the base rule modules exist


def _part(name: str, module: str):
    return importlib.import_module(f"{__name__}.{name}.{module}")


def state_types() -> tuple[type, ...]:
    return tuple(_part(name, "state").STATE for name in NAMES)


def event_types() -> tuple[type, ...]:
    return tuple(e for name in NAMES for e in _part(name, "events").EVENTS)


def load() -> dict[str, Dystopia]:
    """Import every dystopia (registering its steps) into DYSTOPIAS."""
    for name in NAMES:
        DYSTOPIAS.setdefault(name, _part(name, "dystopia").DYSTOPIA)
    return DYSTOPIAS


def dystopia_of(s) -> Dystopia:
    return DYSTOPIAS[s.dystopia]
