"""The board as plain text for the generic screen and `rewind replay`, read from a seat's view,
and the rules help (data/help.txt, then each dystopia's)."""
from __future__ import annotations

from pathlib import Path

from engine.restart.chaos import CHAOS, text as chaos_text
from engine.restart.content import DIFFICULTIES, EVENTS_BY_NUMBER, FIELD_TITLE, FIELDS, MIND_BOARD
from engine.restart.schema import BOARD_FIELDS
from engine.restart.side_effects import CARDS, followers
from engine.restart.crystals import reach
from engine.restart.dystopias import DYSTOPIAS
from engine.restart import fate
from engine.restart.season import next_dystopia_words, over_title, sheet_lines, with_sheet
from engine.restart.labels import (AGES, COL, FIELD_SHORT, ICON, card_line, discards_text,
                                   mission_text, objective_space_text, objective_text, track_text)
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.turn import ACTION_TITLE
from engine.restart.view import PlayerView, View

HELP, SEASON_HELP, SOLO_HELP, SOLO_SEASON_HELP = (
    (Path(__file__).parent / "data" / f"{name}.txt").read_text().strip()
    for name in ("help", "help_season", "help_solo", "help_solo_season"))


def _track(t: str) -> str:
    return (t + "." * MIND_BOARD.track_spaces)[:MIND_BOARD.track_spaces]


def _figures(v: View, space: int) -> str:
    return " ".join([f"{p.name[0]}A" for p in v.players if p.adult == space]
                    + [f"{p.name[0]}c" for p in v.players if p.child == space]
                    + [f"{p.name[0]}s" for p in v.players if p.shadow == space])


def render(v: View) -> str:
    names = [p.name for p in v.players]
    me = v.players[v.seat] if v.seat is not None and 0 <= v.seat < len(v.players) else None
    lines = []
    # -- what is pending ------------------------------------------------------------------------
    if v.phase == "over":
        lines.append(f"{over_title(v.season)}: {v.end_reason}.")
        # the next game's (or episode's) danger; after the Season finale there is none. After
        # a single game it is said whose: a review read it in a Pandemia game as stray
        following = (fate.summary(v.grid, v.cols, "Next game, if Let Fate Decide chooses its dystopia: ")
                     if v.season is None else next_dystopia_words(v.season, v.grid, v.cols))
        if following:
            lines.append(following)
    else:
        tp = v.players[v.turn_seat]
        turn = f"Turn: {tp.name}" + (" (you)" if v.seat == v.turn_seat else "")
        if v.phase == "play" and v.turn_field >= 0:
            turn += (f" · {FIELD_TITLE[FIELDS[v.turn_field]]} · actions left: "
                     + (", ".join(ACTION_TITLE.get(a, a) for a in v.actions) or "none"))
        elif v.phase == "setup":
            turn = "Setting up"
        lines.append(turn)
    if v.asked >= 0:  # also between a season's episodes
        # the prompt is worded to the seat it asks: to anyone else it is that seat's, quoted
        # (">> Red: start of your first turn" read as the spectator's turn: a review)
        lines.append(f">> {names[v.asked]} (you): {v.prompt}" if v.asked == v.seat
                     else f'>> {names[v.asked]} to act, asked: "{v.prompt}"')
    lines.append(f"Time faults {v.faults}/3 · Event deck {v.deck_count} · discard {v.discard_count}"
                 + (f" (top {EVENTS_BY_NUMBER[v.discard_top].name})" if v.discard_top > 0 else ""))
    effects = sorted({x for p in v.players for x in p.side_effects})
    if effects:
        # each card says whom it binds: "Hide and Sick, Inevitable, Obsession (Red, Blue)" read
        # as all three binding Red and Blue (helper-279)
        lines.append("Side effects: " + ", ".join(f"{CARDS[x].name} ({followers(x, v)})" for x in effects))
    # -- the Spacetime grid ---------------------------------------------------------------------
    lines.append("Spacetime grid (colour+card; RA/Rc/Rs: Red Adult/Child/Shadow)")
    width = 12
    lines.append(" " * 8 + "".join(f"{c + 1:<{width}}" for c in range(v.cols)).rstrip())
    for r in range(v.rows):
        cells = []
        for c in range(v.cols):
            x = r * v.cols + c
            top = v.grid[x]
            card = f"{COL[EVENTS_BY_NUMBER[top].colour]}{top}" if top > 0 else "--"
            cells.append(f"{card + ' ' + _figures(v, x):<{width - 1}}")
        lines.append(f"{AGES[r]:<8}" + " ".join(cells).rstrip())
    lines.append("Upcoming:")
    for k, c in enumerate(v.upcoming):
        lines.append(f"  U{k + 1} {card_line(c)}")
    # -- my own board -----------------------------------------------------------------------------
    if me is not None:
        lines.append(f"You are {me.name} ({me.character}): Time {me.time} · Void {me.void} · "
                     f"Adrenaline {me.adrenaline}")
        lines.append(f"Your hand ({len(me.hand)}):" + ("" if me.hand else " empty")
                     + (" ↩ may go back to the deck bottom" if me.start_hand else ""))
        for k, c in enumerate(me.hand):
            back = "↩" if c in me.start_hand else " "
            lines.append(f" {back}#{k + 1} {card_line(c)}")
        if me.returning:
            lines.append("Returning (face down, confirm to draw as many): "
                         + ", ".join(f"{c} {EVENTS_BY_NUMBER[c].name}" for c in me.returning))
        lines.append("Your holder: " + ("; ".join(
            [f"#{k + 1} {mission_text(m)}" for k, m in enumerate(me.missions)]
            + [f"Objective #{k + 1} {objective_text(o)}" for k, o in enumerate(me.objectives)])
            or "empty"))
    for i, p in enumerate(v.players):
        if p is me:
            lines.append("Your Mind (tracks bottom up, F/A crystals; * reached):")
            lines += _mind_lines(p, True)
    # -- shared displays ------------------------------------------------------------------------
    disp = " ".join(f"{k + 1}{DIFFICULTIES[d][0].upper()}" + (f"+{a}A" if a else "")
                    for k, (d, a) in enumerate(v.display))
    lines.append(f"Mission display (face down; +nA Adrenaline): {disp or 'empty'}")
    lines.append("  Mission deck: " + ", ".join(f"{n} {DIFFICULTIES[k]}" for k, n in enumerate(v.mission_deck)))
    lines.append("Objectives:")
    for k, o in enumerate(v.objectives):
        figs = "".join(f"{p.name}A " for p in v.players if p.adult == OBJECTIVE_BASE + k)
        lines.append(f"  {k + 1} " + objective_space_text(o, v.phase)
                     + (f"  [{figs.strip()}]" if figs else ""))
    lines += _dystopia_lines(v, names)
    if v.season is not None:
        lines += sheet_lines(v.season, names, with_sheet(v))
    # -- everybody ------------------------------------------------------------------------------
    lines.append("Players:")
    for i, p in enumerate(v.players):
        mark = ">" if i == v.turn_seat and v.phase == "play" else " "
        field = FIELD_SHORT[FIELDS[p.field]] if p.field >= 0 else "-"
        pen = discards_text(p)
        where = "solo opponent" if v.chaos is not None and i == CHAOS else f"seat {i + 1}"
        lines.append(f"{mark}{p.name} ({where}{', you' if p is me else ''}) {p.character}: "
                     f"Time {p.time} Void {p.void} Adr {p.adrenaline}, hand {p.hand_count}, "
                     f"holder {p.holder_count}, last {field}, Missions {len(p.completed)}"
                     + (f" (discarded {pen})" if pen else ""))
        if p is not me:
            lines += _mind_lines(p, False)
        if v.chaos is not None and i == CHAOS:
            lines.append("    holder (face up): " + ("; ".join(mission_text(m) for m in p.missions)
                                                      or "empty"))
            lines += ["    " + x for x in chaos_text.render_lines(v.chaos)]
    if me is not None:
        lines.append(f"Your ability ({me.character}): {me.ability}")
    return "\n".join(lines)


def _mind_lines(p: PlayerView, full: bool) -> list[str]:
    out = []
    for f, name in enumerate(BOARD_FIELDS):
        track = p.tracks[f]
        top = p.studied[f][-1] if p.studied[f] else -1
        under = f" bur {p.buried_count[f]}" if p.buried_count[f] else ""
        under += f" deep {p.deep_buried_count[f]}" if p.deep_buried_count[f] else ""
        if full:
            card = (f"{top} {EVENTS_BY_NUMBER[top].name}: {track_text(top, len(track), reach(track))}"
                    if top > 0 else "no Studied card")
            out.append(f"  {FIELD_SHORT[name]} [{_track(track)}] {len(p.studied[f])}x {card}{under}")
        else:
            card = f"{EVENTS_BY_NUMBER[top].name}" if top > 0 else "-"
            extras = extras_reached_text(top, len(track))
            out.append(f"    {FIELD_SHORT[name]} [{_track(track)}] {len(p.studied[f])}x {card}"
                       + (f" (+{extras})" if extras else "") + under)
    return out


def extras_reached_text(top: int, crystals: int) -> str:
    if top <= 0:
        return ""
    return ", ".join(ICON.get(a, a) for a in EVENTS_BY_NUMBER[top].actions_reached(crystals))




def _dystopia_lines(v: View, names: list[str]) -> list[str]:
    if not v.dystopia:
        return ["Dystopia: Let Fate Decide names it once the Spacetime grid is dealt"]
    text = DYSTOPIAS[v.dystopia].render(v.dyst, names)
    return text.splitlines() if text else []


def rules_help(dystopia: str = "", alone: bool = False) -> str:
    """The base game, then the dystopias: the one being played (if named yet) first, or
    `alone` (a game whose dystopia is settled: the other three were 60 lines to scroll past)."""
    order = [dystopia] if alone and dystopia else sorted(DYSTOPIAS, key=lambda name: (name != dystopia, name))
    return "\n\n".join([HELP] + [DYSTOPIAS[name].rules_help() for name in order])
