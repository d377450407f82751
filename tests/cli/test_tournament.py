"""`rewind tournament`: the table, CSV rows, refusals (the games and intervals it prints:
tests/engine/core/test_tournament.py)."""
import csv
import re
import sys

import pytest

from engine.registry import GAMES
from tests.tiny_game import GAME
from engine.core.tournament import Entry, standings
from tui.cli import Tally, _write_csv, main


@pytest.fixture(autouse=True)
def nines(monkeypatch):
    monkeypatch.setitem(GAMES, "nines", GAME)


def test_a_category_some_games_lack_is_averaged_over_those_that_scored_it(capsys, tmp_path):
    """A season's categories name each episode's dystopia, so "Episode I (Extinction)" is in
    some games only: divided by every game, `simulate` and `tournament` showed half its mean
    where two games had different first episodes (a review)."""
    a, b = {"Episode I (Extinction)": 80, "Missions": 10}, {"Episode I (Oceanrise)": 40, "Missions": 20}
    table = standings([Entry(0, 0, 0, "greedy", 90, 1, a), Entry(1, 1, 0, "greedy", 60, 1, b)], ["greedy"])
    assert table[0].categories == {"Episode I (Extinction)": 80, "Missions": 15, "Episode I (Oceanrise)": 40}
    assert table[0].partial

    class Outcome:
        winners, rating = [0], None
        def __init__(self, categories):
            self.scores = [type("Score", (), {"total": sum(categories.values()), "categories": categories})]

    tally = Tally(["greedy"])
    tally.add(Outcome(a), 10)
    tally.add(Outcome(b), 10)
    tally.print("Restart")
    out = capsys.readouterr().out
    assert re.search(r"\nEpisode I \(Extinction\) \(1 of 2 games\) +80\.0\n", out)
    assert re.search(r"\nEpisode I \(Oceanrise\) \(1 of 2 games\) +40\.0\n", out)
    assert re.search(r"\nMissions +15\.0\n", out)
    # the CSV leaves a category a game did not have blank (a 0 there read as a score of 0)
    _write_csv(tmp_path / "t.csv", [Entry(0, 0, 0, "greedy", 90, 1, a), Entry(1, 1, 0, "greedy", 60, 1, b)],
               ["Episode I (Extinction)", "Missions", "Episode I (Oceanrise)"])
    rows = list(csv.reader((tmp_path / "t.csv").open()))
    assert [row[-3:] for row in rows[1:]] == [["80", "10", ""], ["", "20", "40"]]


def test_more_bots_than_seats_are_refused_and_a_bot_that_sat_nowhere_shows_no_zeros(capsys):
    """Five bots for Restart played solo games without a word; with one game, a bot the
    rotation never seated read "0 seats, 0 wins, 0.0%, CI 0.0-100.0%" (a review)."""
    assert main(["tournament", "--game", "restart", "--bots", "greedy,random,random,greedy,random"]) == 2
    assert "5 bots, but Restart seats at most 4" in capsys.readouterr().err
    assert main(["tournament", "--game", "restore", "--bots", "random,greedy,mcts-easy", "--seats", "2",
                 "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"\nmcts-easy +0  played no seat in 1 game\n", out), out
    assert "seats rotated" not in out  # one game rotates nothing


def test_the_command_prints_standings_and_writes_csv(tmp_path, capsys, monkeypatch):
    out = tmp_path / "t.csv"
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)  # the bar is drawn on a terminal
    assert main(["tournament", "--game", "nines", "--bots", "random,random", "--games", "3",
                 "--seed", "5", "--csv", str(out)]) == 0
    text = capsys.readouterr()
    assert "3 games of Nines" in text.out and "95% CI" in text.out and "Cards" in text.out  # as replay says it
    assert "3/3 games" in text.err
    rows = list(csv.DictReader(out.open()))
    assert len(rows) == 6 and rows[0]["bot"] == "random" and {"total", "win", "Cards", "Dice"} <= set(rows[0])
    # counted from 1, as the table and --seat N count (a review read seat 0 beside "1: random")
    assert [(r["game"], r["seed"], r["seat"]) for r in rows[:3]] == [("1", "5", "1"), ("1", "5", "2"), ("2", "6", "1")]
    assert sum(float(r["win"]) for r in rows) == pytest.approx(3)


def test_csv_dash_writes_the_rows_to_standard_output_and_the_table_to_standard_error(tmp_path, capsys, monkeypatch):
    """`--csv -` wrote a file called "-" (a review): the rows go to stdout, to pipe on."""
    monkeypatch.chdir(tmp_path)
    assert main(["tournament", "--game", "nines", "--bots", "random,random", "--games", "3",
                 "--seed", "5", "--csv", "-"]) == 0
    text = capsys.readouterr()
    assert "\r" not in text.out  # plain line ends, for the pipe
    rows = list(csv.DictReader(text.out.splitlines()))
    assert len(rows) == 6 and rows[0]["bot"] == "random" and {"total", "win", "Cards"} <= set(rows[0])
    assert "3 games of Nines" in text.err and "95% CI" in text.err and "wrote" not in text.err
    assert not list(tmp_path.iterdir())


def test_the_restore_bots_meet(capsys):
    assert main(["tournament", "--game", "restore", "--bots", "greedy,random", "--games", "2"]) == 0
    assert "greedy" in capsys.readouterr().out


@pytest.mark.parametrize("argv,message", [
    (["--game", "chess", "--bots", "random"], "unknown game"),
    (["--game", "nines", "--bots", "random,genius"], "no bot 'genius'"),
    (["--game", "nines", "--bots", "random,random", "--seats", "5"], "--seats"),
    (["--game", "nines", "--bots", "random,random", "--games", "0"], "--games"),
])
def test_bad_arguments_are_refused_in_one_line(argv, message, capsys):
    assert main(["tournament", *argv]) == 2
    assert message in capsys.readouterr().err


def test_ctrl_c_reports_the_games_already_played(tmp_path, capsys, monkeypatch):
    """A tournament of hours stopped with ctrl+c keeps the games it played: their table and CSV."""
    from engine.core import Session
    played, advance = [], Session.advance

    def third_game_interrupted(self, limit=1_000_000):
        played.append(self)
        if len(played) == 3:
            raise KeyboardInterrupt
        return advance(self, limit)

    monkeypatch.setattr(Session, "advance", third_game_interrupted)
    out = tmp_path / "t.csv"
    assert main(["tournament", "--game", "nines", "--bots", "random,random", "--games", "5",
                 "--seed", "5", "--csv", str(out)]) == 130
    text = capsys.readouterr()
    assert "2 games of Nines (test game), 2 seats, seeds 5..6," in text.out
    assert text.err.endswith("rewind: interrupted after 2 of 5 games (the figures above are theirs)\n")
    assert len(list(csv.DictReader(out.open()))) == 4


def test_ctrl_c_before_any_game_ends_is_a_plain_interrupt(capsys, monkeypatch):
    from engine.core import Session

    def interrupted(self, limit=1_000_000):
        raise KeyboardInterrupt

    monkeypatch.setattr(Session, "advance", interrupted)
    assert main(["tournament", "--game", "nines", "--bots", "random,random", "--games", "5"]) == 130
    assert capsys.readouterr().err == "rewind: interrupted\n"


def test_ctrl_c_in_simulate_reports_the_games_already_played(tmp_path, capsys, monkeypatch):
    """simulate said only "interrupted", dropping the figures of the games it had played."""
    import tui.cli
    played, play_out = [], tui.cli.play_out

    def third_game_interrupted(session):
        played.append(session)
        if len(played) == 3:
            raise KeyboardInterrupt
        return play_out(session)

    monkeypatch.setattr(tui.cli, "play_out", third_game_interrupted)
    assert main(["simulate", "nines", "--seats", "random,random", "--games", "5", "--seed", "5",
                 "--export", str(tmp_path)]) == 130
    text = capsys.readouterr()
    assert "2 games of Nines (test game), seeds 5..6," in text.out
    assert text.err.endswith("rewind: interrupted after 2 of 5 games (the figures above are theirs)\n")
    assert len(list(tmp_path.glob("*.jsonl"))) == 2


def test_a_solo_tournament_of_one_game_reads_in_the_singular_with_whole_category_names(capsys):
    """It printed "1 games ..., 1 seats, seeds 0..0, seats rotated ...; fair share 100.0%" and
    cut each category to 12 characters ("Plan A (Viru")."""
    assert main(["tournament", "restart", "--bots", "greedy", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 game of Restart, 1 seat, seed 0, ") and "rotated" not in out and "fair" not in out
    assert "Plan A (Virus)" in out.splitlines()[1]


def test_the_progress_bar_is_drawn_on_a_terminal_only(capsys):
    """A redirected stderr got "\\r[####  ] 1/2 games" frames."""
    assert main(["tournament", "nines", "--bots", "random,random", "--games", "2"]) == 0
    assert capsys.readouterr().err == ""  # pytest's stderr is no terminal
