"""What a player would say aloud as Restart goes on, added to the log line of the event that
brought it about (Game.picture / Game.narrate): a Mission completed, a Pandemia roll's result,
a Character ability's crystal, a time fault, a new dystopia (Let Fate Decide, a season's
episode), the game's end. All of it is public, so every seat's log may carry it."""
from __future__ import annotations

from typing import NamedTuple

from engine.core.words import listed
from engine.restart.chaos import is_chaos
from engine.restart import fate, season
from engine.restart.content import CHARACTERS, EVENTS_BY_NUMBER, MISSIONS_BY_NUMBER
from engine.restart.dystopias import DYSTOPIAS
from engine.restart.labels import counted, player_name
from engine.restart.scoring import seat_scores
from engine.restart.time_fault import FAULTS_TO_END, FRAGMENTS


class Seen(NamedTuple):
    faults: int
    completed: tuple[int, ...]  # Missions completed per seat
    rolling: bool               # a Pandemia Plan action's dice are out
    dystopia: str
    undecided: bool             # the dystopia is a placeholder until setup names it
    episode: int                # a season's (0 without one): each names its dystopia
    phase: str
    ability_used: bool          # the turn's Character ability (one gains a crystal unseen)
    parts: tuple                # other players' parts of a benefit gained this turn (unasked)


def picture(s) -> Seen:
    return Seen(s.faults, tuple(len(p.completed) for p in s.players),
                bool(getattr(s.dyst, "dice", None)) and bool(getattr(s.dyst, "plan", "")),
                s.dystopia, season.undecided(s), s.season.episode if s.season else 0, s.phase,
                s.turn.ability_used, tuple(map(tuple, s.turn.parts)))


def narrate(before: Seen, s) -> str:
    said = []
    for seat, (was, p) in enumerate(zip(before.completed, s.players)):
        if is_chaos(s, seat):
            continue  # Chaos's steps say each Mission it completes: said here too, it came twice
        for m in p.completed[was:]:
            x = MISSIONS_BY_NUMBER[m]
            said.append(f"{player_name(s, seat)} completes Mission {m} ({x.difficulty}): {x.points} points "
                        f"and a Fragment, {len(p.completed)} completed")
    parts = list(map(tuple, s.turn.parts))  # those of a turn begun since: all new (Chaos's, after your end)
    said += _parts(s, parts[len(before.parts):] if parts[:len(before.parts)] == list(before.parts) else parts)
    seat = s.turn.seat
    if (s.turn.ability_used and not before.ability_used and 0 <= seat < len(s.players)
            and s.players[seat].character >= 0 and not is_chaos(s, seat)):
        character = CHARACTERS[s.players[seat].character]
        if character.ability == "bury_adrenaline":  # the only ability that is no move of its own
            said.append(f"{player_name(s, seat)} gains an Adrenaline crystal ({character.name}'s ability)")
    move = getattr(s.dyst, "last_move", None)
    # (Chaos says its own roll and move in its turn's steps: said here, it came twice)
    if before.rolling and not getattr(s.dyst, "plan", "") and move and not is_chaos(s, move[0]):
        seat, plan, total, moved = move
        track = ("Virus", s.dyst.virus) if plan == 0 else ("Cure", s.dyst.cure)
        said.append(f"the dice total {total}: {player_name(s, seat)}'s {track[0]} marker moves {moved} "
                    f"space{'s' if moved != 1 else ''} to {track[1][seat]}")
    if s.faults > before.faults:
        said.append(f"time fault {s.faults} of {FAULTS_TO_END}" + (
            "" if s.faults >= FAULTS_TO_END else
            f": every Adult is taken back (from an Objective space too); once each player has placed "
            f"{FRAGMENTS} Fragment, Children "
            "age, Adrenaline goes on the Missions left, the display is refilled and the Upcoming "
            "cards replaced"))  # L249-254, in their order
            # (said as to come: the Fragments are asked first, and a player read the board
            # half changed under a line saying it all had happened)
    named = (s.dystopia != before.dystopia or before.undecided
             or (s.season is not None and s.season.episode != before.episode))
    if named and s.dystopia in DYSTOPIAS and not season.undecided(s):
        by_fate = before.undecided if s.season is None else s.season.dystopias == "fate"
        said.append(f"the dystopia is {DYSTOPIAS[s.dystopia].title}"
                    + (f" ({fate.summary(fate.top_cards(s), s.cols)})" if by_fate else ""))
    if s.phase == "over" and before.phase != "over":
        said.append(_ending(s))
    return "; " + "; ".join(said) if said else ""


def _parts(s, parts: list[list[int]]) -> list[str]:
    """Other players' parts of a benefit gained unasked (L322), a line a card: "Blue and Green
    gain their part of Rogue AI's benefit: Adrenaline" (a player's own line said it when asked;
    Chaos says its own)."""
    by_card: dict[int, list[int]] = {}
    for seat, card in parts:
        if not is_chaos(s, seat):
            by_card.setdefault(card, []).append(seat)
    out = []
    for card, seats in by_card.items():
        event = EVENTS_BY_NUMBER[card]
        others = event.benefit.others
        out.append(f"{listed(player_name(s, seat) for seat in seats)} "
                   f"{'gains its' if len(seats) == 1 else 'gain their'} part of "
                   f"{event.name}'s benefit: {counted(others)}"
                   + (" (drawn next)" if "event" in others else ""))
    return out


def _ending(s) -> str:
    """The game's end, or in a season the episode's (its points; the last one ends the season)."""
    if s.season is None or not s.season.rows:
        return f"the game ends with {s.end_reason}"
    n, row = len(s.season.rows), s.season.rows[-1]
    scores = seat_scores(s)  # the episode's board, still on the table: how its points came (a
    # review found them nowhere once the next episode began: the sheet keeps totals, L302-305)
    points = ", ".join(f"{player_name(s, seat)} {p} points" + _categories(scores[seat], p)
                       for seat, p in enumerate(row.points))
    return (f"Episode {season.NUMERALS[n - 1]} ends with {s.end_reason}: {points}"
            + ("; the Season is over (its finale)" if n == season.EPISODES else ""))


def _categories(score, points: int) -> str:
    """" (Missions 27, Event cards 51, ...)": the categories that scored, where they make the
    episode's points."""
    if score.total != points:
        return ""
    scored = [f"{name} {p}" for name, p in score.categories.items() if p]
    return f" ({', '.join(scored)})" if scored else ""
