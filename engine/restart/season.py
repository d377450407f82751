"""Let Fate Decide's choice and season mode (rulebook L279-284, L296-316; design SEASON.md).

A season is one game: five episodes follow each other in one State (`State.season` keeps the
Season sheets). When an episode ends (steps.end_game) it is recorded: points, season totals,
the grid's top cards and each holder's Missions. Then, between episodes: a Fatigue round per
threshold newly reached (the lowest seat draws two Side Effect cards and keeps one), the start
player (the lowest total), and `BeginEpisode` by that player, which deals the next episode
from the sheet: the same Characters, the recorded grid, the held Missions back (setup.py).
After Episode V the season's outcome is the finale's. Every tie the rulebook breaks "randomly"
is a DrawSeat chance event."""
from __future__ import annotations

from pathlib import Path

import msgspec

from engine.core.errors import OptionError
from engine.core.game import Outcome, SeatScore, clone
from engine.core.steps import pop, push
from engine.core.words import listed
from engine.restart import fate
from engine.restart.chaos import is_chaos
from engine.restart.chaos.setup import chaos_state, place_chaos
from engine.restart.chaos.state import ChaosState
from engine.restart.dystopias import DYSTOPIAS
from engine.restart.events import BeginEpisode, ChooseDystopia, ChooseSideEffect, DrawSeat, DrawSideEffect
from engine.restart.labels import player_name
from engine.restart.scoring import SOLO_RESULT, completed_points, outcome as episode_outcome
from engine.restart.setup import DecideDystopia, new_state
from engine.restart.side_effects import CARDS
from engine.restart.state import EpisodeRow, Season
from engine.restart.steps import STEPS, Ending, EpisodeEnd, Step, refuse


class _Data(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    episodes: int
    fatigue_thresholds: tuple[int, ...]
    fatigue_draw: int
    fate: dict
    dystopia_modes: tuple[str, ...]


DATA = msgspec.json.decode((Path(__file__).parent / "SEASON-data.json").read_bytes(), type=_Data)
# game.json is the source of the fate weights; the season data repeats them for the reader
assert DATA.fate == {"row_weights": fate.WEIGHTS, "dystopia_by_colour": fate.BY_COLOUR}, \
    "SEASON-data.json fate differs from game.json"
EPISODES = DATA.episodes
THRESHOLDS = DATA.fatigue_thresholds
NUMERALS = ("I", "II", "III", "IV", "V")
EVENTS = (ChooseDystopia, DrawSeat, DrawSideEffect, ChooseSideEffect, BeginEpisode)


# -- options and the first episode --------------------------------------------------------------
def check_options(options) -> None:
    """What a season asks of the options beyond their choices (Restart.initial_state checks those)."""
    if options.season_dystopias == "upfront":
        plan = options.season_plan
        unknown = [d for d in plan if d not in DYSTOPIAS]
        if unknown or len(plan) != EPISODES:  # what is wrong first ("x" read as one too few: a review)
            wrong = f"no dystopia is called {', '.join(map(repr, unknown))}" if unknown else f"{len(plan)} given"
            raise OptionError(f"Season mode: {wrong}; choose exactly five dystopias, one an episode, from "
                              f"{', '.join(DYSTOPIAS)} (one at least comes twice)",
                              "restart.option-season-plan")
    elif options.season_plan:
        raise OptionError("Season mode: a plan of five dystopias is given only with "
                          "season_dystopias=upfront", "restart.option-season-plan-unused")
    if options.side_effects:
        raise OptionError("Season mode: the Side Effect cards come from the Fatigue thresholds, "
                          "not from the side_effects option", "restart.option-season-side-effects")


def first_episode(options, seats: int, chaos: ChaosState | None = None):
    """Episode I; solo: `seats` counts Chaos (2) and `chaos` is its fresh slice (SOLO.md §12)."""
    season = Season(dystopias=options.season_dystopias, plan=list(options.season_plan),
                    totals=[0] * seats, fatigue=[""] * len(THRESHOLDS))
    s = new_state(seats, _planned(season), [[] for _ in range(seats)], season, chaos)
    if chaos is not None:
        place_chaos(s)
    return s


def with_sheet(s) -> list[int]:
    """The seats with a Season sheet: all, but in solo only the human (Chaos has none, L319)."""
    return [0] if s.chaos is not None else list(range(s.seats))


def _planned(season: Season) -> str:
    """The episode's dystopia when chosen up front; "" decides it after the grid."""
    return season.plan[season.episode - 1] if season.dystopias == "upfront" else ""


def peak(season: Season, seat: int) -> int:
    """The seat's highest season total so far: a total can fall (discarded Missions cost
    points), and a threshold once "reached or passed" (L296) stays so."""
    return max([season.totals[seat]] + [r.totals[seat] for r in season.rows])


def followed(season: Season, seat: int) -> list[str]:
    """The Side Effect cards of every Fatigue threshold the seat's peak total has reached (L296)."""
    top = peak(season, seat)
    return [x for x, limit in zip(season.fatigue, THRESHOLDS) if x and top >= limit]


# -- the dystopia: fate, or a choice --------------------------------------------------------------
class DystopiaChoice(Step, tag="choose_dystopia"):
    offered: list[str]


class FateChooserDraw(Step, tag="draw_fate_chooser"):
    among: list[int]
    offered: list[str]


def set_dystopia(s, name: str) -> None:
    s.dystopia = name
    s.dyst = DYSTOPIAS[name].new_state(s.seats)


def _decide(s, t) -> None:
    """After the grid: Let Fate Decide from its top cards (one colour highest: no choice), or
    ask, among all four when a season chooses episode by episode."""
    pop(s)
    if s.season is not None and s.season.dystopias == "each_episode":
        push(s, DystopiaChoice(t.seat, sorted(DYSTOPIAS)))
        return
    tied = fate.fated(fate.top_cards(s), s.cols)
    if len(tied) == 1:
        set_dystopia(s, tied[0])
    elif s.season is None or not s.season.rows:
        # Before any winner: the player to the right of the start player (L300); turn order
        # goes left (L74), so that is the seat before the start player, who plays last.
        push(s, DystopiaChoice((t.seat - 1) % s.seats, tied))
    else:  # the last episode's winner chooses (L280); tied winners: one drawn at random
        winners = s.season.rows[-1].winners
        push(s, DystopiaChoice(winners[0], tied) if len(winners) == 1 else FateChooserDraw(0, winners, tied))


def _choice_prompt(s, t) -> str:
    """Names why this seat chooses: a season's choice each episode, or Let Fate Decide's tie."""
    names = ", ".join(d.capitalize() for d in t.offered)
    season = s.season
    if season is not None and season.dystopias == "each_episode":
        return f"Choose the dystopia of Episode {NUMERALS[len(season.rows)]}: {names}"
    if season is None or not season.rows:
        why = "the player to the right of the start player chooses"
    else:
        last = f"Episode {NUMERALS[len(season.rows) - 1]}"
        why = (f"you won {last}" if len(season.rows[-1].winners) == 1
               else f"drawn among the tied winners of {last}")
    return f"Let Fate Decide ties: choose the dystopia ({why}): {names}"


def _choice_check(s, t, e) -> None:
    if e.dystopia not in t.offered:
        names = ", ".join(t.offered)
        raise refuse("dystopia-not-offered",
                     f"Season: choose the episode's dystopia: {names}" if len(t.offered) == len(DYSTOPIAS)
                     else f"Let Fate Decide: the winner chooses one of the tied dystopias: {names}")


def _choice_apply(s, t, e) -> None:
    pop(s)
    set_dystopia(s, e.dystopia)


# -- between episodes ---------------------------------------------------------------------------
class FatigueRound(Step, tag="fatigue_round"):
    threshold: int  # index into THRESHOLDS


class FatigueChooserDraw(Step, tag="draw_fatigue_chooser"):
    among: list[int]
    threshold: int


class SideEffectDraw(Step, tag="draw_side_effect"):
    pass


class SideEffectChoice(Step, tag="choose_side_effect"):
    threshold: int


class StartPlayer(Step, tag="start_player"):
    pass


class StartPlayerDraw(Step, tag="draw_start_player"):
    among: list[int]


class NextEpisode(Step, tag="next_episode"):
    pass  # seat: the start player, who begins it


def lowest(season: Season) -> list[int]:
    low = min(season.totals)
    return [i for i, x in enumerate(season.totals) if x == low]


def record(s) -> EpisodeRow:
    """Episode over (its final scoring done): the Season sheets' column (L303-308)."""
    result = episode_outcome(s)
    season = s.season
    season.characters = season.characters or [p.character for p in s.players]  # kept (L313)
    points = [sc.total for sc in result.scores]
    season.totals = [a + b for a, b in zip(season.totals, points)]
    row = EpisodeRow(dystopia=s.dystopia, points=points, totals=list(season.totals),
                     winners=list(result.winners), completed=[len(p.completed) for p in s.players],
                     mission_points=[completed_points(p) for p in s.players],
                     top_cards=fate.top_cards(s),
                     held=[[] if is_chaos(s, i) else list(p.missions) for i, p in enumerate(s.players)])
    season.rows.append(row)
    return row


def _episode_end(s, t) -> None:
    pop(s)
    season = s.season
    record(s)
    if season.episode == EPISODES:
        s.tasks = []  # the Season finale (L316): outcome() is the season's
        return
    # "at least one player has reached or passed a threshold that has not yet been reached":
    # each newly reached threshold gets its own card, lowest first (SEASON.md §3)
    top = max(season.totals[i] for i in with_sheet(s))  # solo: only the human's total (SOLO.md §12)
    reached = [k for k, limit in enumerate(THRESHOLDS) if not season.fatigue[k] and limit <= top]
    push(s, *[FatigueRound(0, k) for k in reached], StartPlayer(0))


def _side_effect_steps(seat: int, threshold: int) -> list:
    return [*[SideEffectDraw(seat) for _ in range(DATA.fatigue_draw)], SideEffectChoice(seat, threshold)]


def _fatigue_round(s, t) -> None:
    """The player with the lowest season total draws and chooses (tied: one drawn, L296)."""
    pop(s)
    low = lowest(s.season) if s.chaos is None else [0]  # solo: the one player with a sheet
    push(s, *(_side_effect_steps(low[0], t.threshold) if len(low) == 1
              else [FatigueChooserDraw(0, low, t.threshold)]))


def _start_player(s, t) -> None:
    """The lowest season total starts the next episode (tied: one drawn, L314)."""
    pop(s)
    low = lowest(s.season)
    if len(low) == 1:
        s.season.start_seat = low[0]
        push(s, NextEpisode(low[0]))
    else:
        push(s, StartPlayerDraw(0, low))


def _seat_outcomes(s, t) -> list:
    return [DrawSeat(i) for i in t.among]


def _fatigue_chooser(s, t, e) -> None:
    pop(s)
    push(s, *_side_effect_steps(e.seat, t.threshold))


def _start_drawn(s, t, e) -> None:
    pop(s)
    s.season.start_seat = e.seat
    push(s, NextEpisode(e.seat))


def _fate_chooser(s, t, e) -> None:
    pop(s)
    push(s, DystopiaChoice(e.seat, t.offered))


def box(season: Season) -> list[str]:
    """The Side Effect cards not given to a threshold (nor drawn now), in card order."""
    return [x for x in CARDS if x not in season.fatigue and x not in season.drawn]


def _side_effect_outcomes(s, t) -> list:
    return [DrawSideEffect(x) for x in box(s.season)]


def _side_effect_drawn(s, t, e) -> None:
    pop(s)
    s.season.drawn.append(e.effect)


def _side_effect_prompt(s, t) -> str:
    limit = THRESHOLDS[t.threshold]
    why = "solo: you draw" if s.chaos is not None else "you have the lowest season total"
    return (f"Fatigue {limit} ({why}): keep one of the Side Effect cards drawn: "
            + ", ".join(CARDS[x].name for x in s.season.drawn)
            + f"; from the next episode, whoever has reached {limit} follows it")


def _side_effect_check(s, t, e) -> None:
    if e.effect not in s.season.drawn:
        raise refuse("side-effect-not-drawn", "Fatigue: choose one of the two Side Effect cards you "
                                              "drew: " + ", ".join(CARDS[x].name for x in s.season.drawn))


def _side_effect_apply(s, t, e) -> None:
    """The card goes beside its threshold; the other goes back and may be drawn again."""
    pop(s)
    s.season.fatigue[t.threshold] = e.effect
    s.season.drawn = []


def _next_prompt(s, t) -> str:
    return f"Begin Episode {NUMERALS[s.season.episode]} (the lowest season total starts it)"


def _next_check(s, t, e) -> None:
    if e.episode != s.season.episode + 1:
        raise refuse("episode-order", f"Season: the next episode is Episode {s.season.episode + 1}")


def _next_apply(s, t, e) -> None:
    """Episodes II-V: set up as normal but from the Season sheet (L310-314)."""
    season = s.season
    season.episode += 1
    effects = [followed(season, i) if i in with_sheet(s) else [] for i in range(s.seats)]
    chaos = chaos_state(s.chaos.level, s.chaos.ruleset4) if s.chaos is not None else None  # a fresh Chaos deck
    fresh = new_state(s.seats, _planned(season), effects, season, chaos)
    if chaos is not None:
        place_chaos(fresh)
    fresh.shares_asked = s.shares_asked
    for f in s.__struct_fields__:
        setattr(s, f, getattr(fresh, f))


# -- what a seat sees ---------------------------------------------------------------------------
HIDDEN = -1  # a Mission in another seat's holder: its number is secret (L63), its count shows


def undecided(s) -> bool:
    """Setup has not yet named the dystopia (the state holds a placeholder)."""
    return s.phase == "setup" and any(type(t) in _DECIDING for t in s.tasks)


def sheets(season: Season, seat: int | None) -> Season:
    """The Season sheets as `seat` sees them: another seat's held Missions are hidden."""
    out = clone(season)
    for row in out.rows:
        row.held = [h if i == seat else [HIDDEN] * len(h) for i, h in enumerate(row.held)]
    return out


def over_title(season: Season | None) -> str:
    """What a finished episode's board text leads with."""
    if season is None:
        return "GAME OVER"
    n = len(season.rows)
    return "SEASON OVER (the Season finale)" if n == EPISODES else f"EPISODE {NUMERALS[n - 1]} OVER"


def episode_words(season: Season) -> str:
    """"Episode II of 5"."""
    return f"Episode {NUMERALS[min(season.episode, EPISODES) - 1]} of {EPISODES}"


def sheet_lines(season: Season, names: list[str], sheets: list[int]) -> list[str]:
    """The Season sheets as text: per episode the dystopia, points and totals; the Fatigue
    thresholds (reached by the seats in `sheets`: with_sheet); the top cards and this seat's
    held Missions recorded last."""
    lines = [f"Season: {episode_words(season)}"
             + (f" · dystopias {', '.join(d.capitalize() for d in season.plan)}" if season.plan else "")
             + (" · each episode: points (season total)" if season.rows else "")]  # a review read "57 (57)" unlabelled
    for k, r in enumerate(season.rows):
        lines.append(f"  {NUMERALS[k]:>3} {r.dystopia.capitalize():<10} "
                     + "  ".join(f"{n} {p} ({t})" for n, p, t in zip(names, r.points, r.totals)))
    if season.rows and len(sheets) > 1:  # who leads, not only totals in brackets (helper-279)
        ranked = sorted(sheets, key=lambda i: -season.totals[i])
        lines.append("  Standing (season totals): " + ", ".join(f"{names[i]} {season.totals[i]}" for i in ranked))
    sheetless = [names[i] for i in range(len(names)) if i not in sheets]  # solo: Chaos (L319)
    # (no rulebook line numbers: a player never saw the file they count in: a review read "L319")
    counted = (f"; {listed(sheetless)} keeps no Season sheet: only {listed(names[i] for i in sheets)}'s "
               "total counts") if sheetless else ""  # a review read "165 not reached" beside Chaos's 212
    lines.append(f"  Fatigue (season totals after an episode{counted}): " + ", ".join(
        f"{limit} {_fatigue_word(season, limit, x, names, sheets)}" for limit, x in zip(THRESHOLDS, season.fatigue)))
    if season.rows:
        last = season.rows[-1]
        held = [m for h in last.held for m in h if m != HIDDEN]
        lines.append(f"  Recorded after Episode {NUMERALS[len(season.rows) - 1]}: top cards "
                     + " ".join(map(str, last.top_cards))
                     + (f" · your held Missions: {' '.join(map(str, held))}" if held else ""))
    return lines


def next_dystopia_words(season: Season, grid: list[int], cols: int) -> str:
    """After an episode, how the next one's dystopia is decided ("" after the finale): a
    review learnt it only from the log once the episode had begun (L315)."""
    n = len(season.rows)
    if n >= EPISODES:
        return ""
    if season.dystopias == "fate":
        return fate.summary(grid, cols, f"Episode {NUMERALS[n]}'s dystopia, by Let Fate Decide: ")
    if season.dystopias == "upfront":
        return f"Episode {NUMERALS[n]}'s dystopia, as planned: {season.plan[n].capitalize()}"
    return f"Episode {NUMERALS[n]}'s dystopia: its start player chooses it as it begins"


def _fatigue_word(season: Season, limit: int, effect: str, names: list[str], sheets: list[int]) -> str:
    """A threshold's Side Effect and who follows it (L296: a player whose total has not
    reached it ignores it; as `followed`, by the peak total; Chaos has no sheet, L319, and
    follows none, SOLO.md: an audit found the sheet saying it did), else whether it is
    reached: its card being chosen, or after the finale, none dealt (no episode is left: "not
    reached" misread it, a review; and "not reached yet" stood while a total past it had its
    card chosen, another). After the finale a card's followers are those of the last episode,
    by the totals it began with (the finale's points made a player short of 255 in Episode V
    read as following its card: a review)."""
    if effect and len(season.rows) >= EPISODES:  # the last episode's followers: the totals it began with
        followers = [names[i] for i in sheets if max([0] + [r.totals[i] for r in season.rows[:-1]]) >= limit]
    else:
        followers = [names[i] for i in sheets if peak(season, i) >= limit]
    if effect:
        who = "all follow it" if len(followers) == len(names) else f"{listed(followers)} only"
        return f"{CARDS[effect].name} ({who})"
    if not followers:
        return "not reached yet" if len(season.rows) < EPISODES else "not reached"
    return f"reached ({listed(followers)}): its card to be chosen" if len(season.rows) < EPISODES else \
        "reached, no episode left"


# -- the finale ---------------------------------------------------------------------------------
def outcome(s) -> Outcome:
    """The Season finale (L316): the most season Prosperity wins. No tie-break is printed; the
    game's own (L278) summed over the season: most Missions completed, then most points from
    them; still tied, a shared win."""
    rows = s.season.rows
    scores = []
    for i in range(s.seats):
        cats = {f"Episode {NUMERALS[k]} ({r.dystopia.capitalize()})": r.points[i] for k, r in enumerate(rows)}
        scores.append(SeatScore(s.season.totals[i], cats))
    keys = [(s.season.totals[i], sum(r.completed[i] for r in rows), sum(r.mission_points[i] for r in rows))
            for i in range(s.seats)]
    best = max(keys)
    winners = [i for i, k in enumerate(keys) if k == best]
    top = [i for i, k in enumerate(keys) if k[0] == best[0]]
    if len(top) == 1:
        reason = "most season Prosperity points"
    elif len(winners) > 1:
        reason = "tied on season points, Missions completed and Mission points: a shared win"
    else:
        reason = "tie on season points broken by Missions completed, then their points, over the season"
    if s.chaos is not None:
        reason = f"{SOLO_RESULT[tuple(winners)]}: {reason}"
    return Outcome(scores, winners, Ending.SEASON_FINALE, reason)


# -- the log ------------------------------------------------------------------------------------
def describe(s, e) -> str:
    """The log line of one of EVENTS."""
    t = s.tasks[-1]
    who = player_name(s, t.seat)  # Chaos by its name in solo, never by its seat's colour
    if isinstance(e, ChooseDystopia):
        return f"{who} chooses the dystopia {e.dystopia.capitalize()}"
    if isinstance(e, DrawSeat):
        why = {FatigueChooserDraw: "draws the Side Effect cards (tied lowest)",
               StartPlayerDraw: "starts the next episode (tied lowest)",
               FateChooserDraw: "chooses the dystopia (tied winners)"}[type(t)]
        return f"drawn at random: {player_name(s, e.seat)} {why}"  # it said "Blue" for Chaos (an audit)
    if isinstance(e, DrawSideEffect):
        return f"{who} draws the Side Effect card {CARDS[e.effect].name}"
    if isinstance(e, ChooseSideEffect):
        return f"{who} keeps {CARDS[e.effect].name} for Fatigue {THRESHOLDS[t.threshold]}"
    return f"{who} begins Episode {NUMERALS[e.episode - 1]}"


_DECIDING = (DecideDystopia, DystopiaChoice, FateChooserDraw)
STEPS.auto(DecideDystopia, _decide)
STEPS.decision(DystopiaChoice, prompt=_choice_prompt, accepts=(ChooseDystopia,),
               moves=lambda s, t: [ChooseDystopia(d) for d in t.offered], check=_choice_check,
               apply=_choice_apply)
STEPS.auto(EpisodeEnd, _episode_end)
STEPS.auto(FatigueRound, _fatigue_round)
STEPS.auto(StartPlayer, _start_player)
STEPS.chance(FatigueChooserDraw, outcomes=_seat_outcomes, apply=_fatigue_chooser)
STEPS.chance(StartPlayerDraw, outcomes=_seat_outcomes, apply=_start_drawn)
STEPS.chance(FateChooserDraw, outcomes=_seat_outcomes, apply=_fate_chooser)
STEPS.chance(SideEffectDraw, outcomes=_side_effect_outcomes, apply=_side_effect_drawn)
STEPS.decision(SideEffectChoice, prompt=_side_effect_prompt, accepts=(ChooseSideEffect,),
               moves=lambda s, t: [ChooseSideEffect(x) for x in s.season.drawn],
               check=_side_effect_check, apply=_side_effect_apply)
STEPS.decision(NextEpisode, prompt=_next_prompt, accepts=(BeginEpisode,),
               moves=lambda s, t: [BeginEpisode(s.season.episode + 1)], check=_next_check,
               apply=_next_apply)
