"""Solo Season (rulebook L319, SOLO.md §12): five episodes against Chaos, whose Prosperity is
written down per episode and in total; Chaos keeps nothing else between episodes (2 fresh easy
Missions each), has no sheet (so only your total meets the Fatigue thresholds), and starts an
episode when its total is the lower (L314)."""
from __future__ import annotations

from engine.core import CHANCE
from engine.restart import GAME, scoring
from engine.restart.chaos import CHAOS
from engine.restart.season import THRESHOLDS
from engine.restart.state import Options
from engine.restart.steps import STEPS, Ending, end_game

from tests.contract import play_random_game
from tests.engine.restart.helpers import draw_all

SEASON = Options(season=True, season_dystopias="upfront",
                 season_plan=["pandemia", "anomie", "extinction", "oceanrise", "pandemia"])


def season_start():
    s = GAME.initial_state(SEASON, 1)
    draw_all(s)
    return s


def end_episode(s, you: int, chaos: int):
    """End the episode now with these totals (your Adrenaline and Chaos's card points set)."""
    s.players[0].adrenaline += you - sum(scoring.breakdown(s)[0].values())
    s.chaos.prosperity += chaos - sum(scoring.breakdown(s)[CHAOS].values())
    end_game(s, Ending.TIME_FAULTS)
    STEPS.settle(s)


def test_s_s_chaos_points_are_kept_per_episode_and_you_start_the_next_when_lower():
    s = season_start()
    held = list(s.players[0].missions)
    end_episode(s, 60, 70)
    row = s.season.rows[0]
    assert row.points == [60, 70] and row.totals == [60, 70] and s.season.totals == [60, 70]
    assert row.held[CHAOS] == [] and row.held[0] == held             # Chaos's holder is not recorded
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "next_episode"  # you: the lower total
    GAME.apply(s, GAME.legal_moves(s)[0])
    draw_all(s)
    assert s.season.episode == 2 and s.dystopia == "anomie"
    assert len(s.players[CHAOS].missions) == 2                        # 2 fresh easy Missions
    assert s.players[0].missions == held                              # yours carried over, none new
    assert s.chaos.prosperity == 0 and s.chaos.discard == []          # a fresh Chaos deck
    assert GAME.to_act(s) == 0 and s.turn.seat == 0


def test_chaos_starts_an_episode_when_its_total_is_lower():
    s = season_start()
    end_episode(s, 50, 40)
    assert s.season.start_seat == CHAOS
    draw_all(s)
    assert s.season.episode == 2 and s.turn.seat == 0 and s.players[0].child < 0   # you: second
    assert s.players[CHAOS].turns == 1 and s.chaos.discard            # Chaos took the first turn


def test_only_your_total_meets_the_fatigue_thresholds():
    s = season_start()
    end_episode(s, THRESHOLDS[0] - 1, THRESHOLDS[0] + 20)
    assert s.season.fatigue[0] == "" and s.tasks[-1].kind == "next_episode"
    s = season_start()
    end_episode(s, THRESHOLDS[0], 10)
    assert GAME.to_act(s) == CHANCE and s.tasks[-1].kind == "draw_side_effect"
    assert s.tasks[-1].seat == 0
    GAME.apply(s, GAME.chance_outcomes(s)[0])
    GAME.apply(s, GAME.chance_outcomes(s)[0])
    assert STEPS.prompt(s).startswith(f"Fatigue {THRESHOLDS[0]} (solo: you draw): keep one of the Side Effect")


def fatigue_line(s) -> str:
    return next(line for line in GAME.render(GAME.view(s, 0)).splitlines() if "Fatigue (season totals" in line)


def test_the_sheet_counts_only_your_total_at_the_thresholds():
    """The Season sheet said "78 reached (Chaos): its card to be chosen" where no card comes,
    and "Shadow (all follow it)" where Chaos follows none (an audit)."""
    s = season_start()
    end_episode(s, THRESHOLDS[0] - 1, THRESHOLDS[0] + 20)
    assert f"{THRESHOLDS[0]} not reached yet" in fatigue_line(s)
    name = GAME.view(s, 0).players[0].name  # Chaos's total past it: why it does not count, said
    assert f"Chaos keeps no Season sheet: only {name}'s total counts" in fatigue_line(s)
    s = season_start()
    end_episode(s, THRESHOLDS[0] + 2, THRESHOLDS[0] + 20)
    GAME.apply(s, GAME.chance_outcomes(s)[0])
    GAME.apply(s, GAME.chance_outcomes(s)[0])
    GAME.apply(s, GAME.legal_moves(s)[0])     # you keep the first card drawn
    GAME.apply(s, GAME.legal_moves(s)[0])     # Episode II begins
    draw_all(s)
    kept = s.season.fatigue[0]
    assert s.players[CHAOS].side_effects == [] and s.players[0].side_effects == [kept]
    assert f"({GAME.view(s, 0).players[0].name} only)" in fatigue_line(s)


def test_the_finale_has_both_season_score_sheets():
    s = play_random_game(GAME, 1, 3, SEASON, max_events=50_000).state
    o = GAME.outcome(s)
    assert len(s.season.rows) == 5 and len(o.scores) == 2 and o.reason.startswith(("you win", "you lose", "a tie"))
    assert [o.scores[i].total for i in (0, 1)] == s.season.totals
    assert s.season.totals[CHAOS] == sum(r.points[CHAOS] for r in s.season.rows)
    assert list(o.scores[CHAOS].categories) == [f"Episode {n} ({d.capitalize()})" for n, d in
                                                zip(("I", "II", "III", "IV", "V"), SEASON.season_plan)]
