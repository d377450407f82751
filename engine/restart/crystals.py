"""Mind board crystals. Each Mind board field's track (perception, intelligence, memory: Focus
is the Character card and has none) holds 6 crystals from the bottom up ("F" Fragment,
"A" Adrenaline). Adrenaline goes from the personal supply onto the lowest empty space, only
before or after an action; it can be discarded, and the Fragments above fall. A Fragment is
placed at once, on a track with an empty space, and never moves to another track. Crystals
that reach an action icon of the topmost Studied card give that action (also mid-turn)."""
from __future__ import annotations

import functools
from collections import Counter

from engine.core.steps import pop
from engine.restart import modifiers
from engine.restart.content import EVENTS_BY_NUMBER, FIELD_INDEX, FIELD_TITLE, MIND_BOARD, TRACK_INDEX, TRACK_OF
from engine.restart.schema import BOARD_FIELDS
from engine.restart.events import DiscardAdrenaline, PlaceAdrenaline, PlaceFragment
from engine.restart.steps import ICON_STEPS, STEPS, Step, refuse

SPACES = MIND_BOARD.track_spaces

RULE_DURING_ACTION = ("Crystals: you may place or discard Adrenaline crystals only before or after an "
                      "action, not while performing one")


class FragmentToPlace(Step, tag="place_fragment"):
    fault: bool = False  # a time fault's: the prompt says why the Fragment comes (a review)


def field_index(field: str) -> int:
    """The Action marker's index of a Mind field, or a refusal naming the four."""
    if field not in FIELD_INDEX:
        raise refuse("no-such-field", f"Mind fields: there is no Mind field {field!r} (focus, "
                                      f"perception, intelligence, memory)")
    return FIELD_INDEX[field]


def track_index(field: str) -> int:
    """The track of a Mind board field, or a refusal: Focus has no track."""
    if field in TRACK_INDEX:
        return TRACK_INDEX[field]
    if field == "focus":
        raise refuse("no-track", "Crystals: Focus is your Character card; it has no track. Place "
                                 "crystals on Perception, Intelligence or Memory.")
    raise refuse("no-such-field", f"Mind fields: there is no Mind board field {field!r} (perception, "
                                  f"intelligence, memory)")


def reach(track: str) -> int:
    """The highest track space (1 = bottom) holding a Fragment crystal: what point icons see."""
    return track.rfind("F") + 1


def topmost(p, f: int) -> int:
    """The topmost Studied card on field f, or -1."""
    return p.studied[f][-1] if p.studied[f] else -1


_NO_EXTRAS: Counter = Counter()


def extras_reached(p, field: int) -> Counter:
    """Extra actions the crystals reach on the topmost Studied card of the Action marker's field
    (FIELD_INDEX; Focus has no track, so none). Shared and cached: read it, never change it."""
    f = TRACK_OF[field]
    card = topmost(p, f) if f >= 0 else -1
    if card < 0:
        return _NO_EXTRAS
    return _extras(card, len(p.tracks[f]))


@functools.cache
def _extras(card: int, crystals: int) -> Counter:
    return Counter(EVENTS_BY_NUMBER[card].actions_reached(crystals))


# -- Adrenaline (between actions) --------------------------------------------------------------
def check_place_adrenaline(s, seat: int, e: PlaceAdrenaline) -> None:
    f = track_index(e.field)
    p = s.players[seat]
    if p.adrenaline <= 0:
        raise refuse("no-adrenaline", "Crystals: you have no Adrenaline crystal in your personal supply")
    if len(p.tracks[f]) >= SPACES:
        raise refuse("track-full", f"Crystals: your {FIELD_TITLE[e.field]} track is full ({SPACES} spaces)")
    why = modifiers.refusal(s, seat, "adrenaline_track", e.field)
    if why:
        raise why


def apply_place_adrenaline(s, seat: int, e: PlaceAdrenaline) -> None:
    p = s.players[seat]
    p.adrenaline -= 1
    p.tracks[TRACK_INDEX[e.field]] += "A"
    modifiers.after(s, seat, "adrenaline", e.field)


def check_discard_adrenaline(s, seat: int, e: DiscardAdrenaline) -> None:
    f = track_index(e.field)
    track = s.players[seat].tracks[f]
    if not 1 <= e.space <= len(track) or track[e.space - 1] != "A":
        raise refuse("no-adrenaline-there", f"Crystals: there is no Adrenaline crystal in space "
                                            f"{e.space} of your {FIELD_TITLE[e.field]} track "
                                            f"(Fragment crystals stay for good)")


def apply_discard_adrenaline(s, seat: int, e: DiscardAdrenaline) -> None:
    p = s.players[seat]
    f = TRACK_INDEX[e.field]
    t = p.tracks[f]
    p.tracks[f] = t[:e.space - 1] + t[e.space:]  # the crystals above fall


def adrenaline_moves(s, seat: int) -> list:
    p = s.players[seat]
    out = []
    if p.adrenaline > 0:
        out += [PlaceAdrenaline(f) for i, f in enumerate(BOARD_FIELDS) if len(p.tracks[i]) < SPACES
                and not modifiers.refusal(s, seat, "adrenaline_track", f)]
    for i, f in enumerate(BOARD_FIELDS):
        track = p.tracks[i]
        if "A" in track:
            out += [DiscardAdrenaline(f, k + 1) for k, c in enumerate(track) if c == "A"]
    return out


# -- Fragments (placed at once) ----------------------------------------------------------------
def _frag_problem(s, seat: int, field: str):
    if len(s.players[seat].tracks[TRACK_INDEX[field]]) >= SPACES:
        return refuse("fragment-track-full", f"Crystals: a Fragment crystal goes on a track with at "
                                             f"least one empty space; your {FIELD_TITLE[field]} "
                                             f"track is full")
    return modifiers.refusal(s, seat, "fragment_track", field)


def _frag_moves(s, t):
    return [PlaceFragment(f) for f in BOARD_FIELDS if not _frag_problem(s, t.seat, f)]


def _frag_check(s, t, e):
    track_index(e.field)
    why = _frag_problem(s, t.seat, e.field)
    if why:
        raise why


def _frag_apply(s, t, e):
    pop(s)
    s.players[t.seat].tracks[TRACK_INDEX[e.field]] += "F"


def _frag_skip(s, t):
    """No track may take it (full, or a side effect forbids it): the Fragment is lost."""
    return all(_frag_problem(s, t.seat, f) for f in BOARD_FIELDS)


STEPS.decision(FragmentToPlace, prompt=lambda s, t: f"{f'time fault {s.faults}: ' * t.fault}place a Fragment "
               "crystal on a track (at once)",
               accepts=(PlaceFragment,), moves=_frag_moves, check=_frag_check, apply=_frag_apply,
               skip_if=_frag_skip)
ICON_STEPS["fragment"] = lambda seat, icon: FragmentToPlace(seat)
