"""Rulebook, "Final Scoring" (Pandemia) and "Winner": every category and both tie-breaks."""
from __future__ import annotations

from engine.restart import scoring
from engine.restart.steps import Ending
from engine.restart.content import MISSIONS_BY_NUMBER, OBJECTIVES

from tests.engine.restart.helpers import find_event, started, take_card, track_is


def _missions(s, difficulty, n):
    out = [m for m in s.mission_unseen if MISSIONS_BY_NUMBER[m].difficulty == difficulty][:n]
    for m in out:
        s.mission_unseen.remove(m)
    return out


def _bare(s):
    for p in s.players:
        p.adrenaline = 0


def test_missions_completed_4_7_13_discarded_minus_1_2_3_holder_zero():
    s = started(2)
    _bare(s)
    p = s.players[0]
    p.completed = _missions(s, "easy", 1) + _missions(s, "medium", 1) + _missions(s, "hard", 1)
    p.discarded_missions = _missions(s, "easy", 1) + _missions(s, "medium", 1) + _missions(s, "hard", 1)
    assert len(p.missions) == 2   # uncompleted in the holder: nothing
    assert scoring.breakdown(s)[0]["missions"] == 4 + 7 + 13 - 1 - 2 - 3


def test_objectives_in_the_holder_score_discarded_do_not():
    s = started(2)
    p = s.players[0]
    p.objectives = [s.objective_box.pop(0)]
    p.discarded_objectives = [s.objective_box.pop(0)]
    assert scoring.breakdown(s)[0]["objectives"] == OBJECTIVES[p.objectives[0]].points


def test_studied_and_buried_points_reached_by_fragments_deep_buried_two_each():
    s = started(2)
    p = s.players[0]
    # Intelligence cards with points at 4 (2) and 6 (3)
    a = take_card(s, find_event(s, lambda e: track_is(e, "intelligence", (4, 2), (6, 3))))
    b = take_card(s, find_event(s, lambda e: track_is(e, "intelligence", (4, 2), (6, 3))))
    deep = take_card(s, find_event(s, lambda e: e.field == "memory"))
    p.studied[1] = [a]
    p.buried[1] = [b]
    p.deep_buried[2] = [deep]   # scores 2 whatever its field's track holds
    p.tracks[1] = "FFF"
    assert scoring.breakdown(s)[0]["events"] == 0 + 2
    p.tracks[1] = "FFFA"        # Adrenaline does not reach point icons
    assert scoring.breakdown(s)[0]["events"] == 2
    p.tracks[1] = "AAAF"        # a Fragment on space 4 reaches the icon at 4
    assert scoring.breakdown(s)[0]["events"] == 2 + 2 + 2
    p.tracks[1] = "FFFFFF"
    assert scoring.breakdown(s)[0]["events"] == 5 + 5 + 2
    p.tracks = ["FFFFFF", "", "FFFFFF"]   # crystals on another field do not count
    assert scoring.breakdown(s)[0]["events"] == 2


def test_adrenaline_in_the_personal_supply_one_point_each_not_on_tracks():
    s = started(2)
    p = s.players[0]
    p.adrenaline = 5
    p.tracks[0] = "AA"
    assert scoring.breakdown(s)[0]["adrenaline"] == 5


def test_winner_most_points_then_most_missions_then_mission_points_then_shared():
    s = started(3)
    _bare(s)
    s.end_reason = Ending.TIME_FAULTS  # scored as if the game had just ended
    a, b, c = s.players
    a.completed = _missions(s, "easy", 3)          # 12 points, 3 Missions
    b.completed = _missions(s, "hard", 1)          # 13 points, 1 Mission
    c.completed = _missions(s, "medium", 1)        # 7
    out = scoring.outcome(s)
    assert out.winners == [1] and "most Prosperity points" in out.reason
    a.adrenaline = 1                               # 13 each: a has more Missions
    out = scoring.outcome(s)
    assert out.winners == [0] and "most completed Mission" in out.reason
    b.completed += _missions(s, "easy", 2)         # b: 13 + 8 = 21 from 3 Missions
    a.adrenaline = 9                               # a: 12 + 9 = 21 from 3 Missions
    out = scoring.outcome(s)
    assert out.scores[0].total == out.scores[1].total == 21
    assert out.winners == [1] and "points from completed" in out.reason
    b.completed = _missions(s, "easy", 3)          # 12 from 3 Missions, like a
    b.adrenaline = a.adrenaline
    out = scoring.outcome(s)
    assert out.winners == [0, 1] and "shared" in out.reason


def test_the_score_table_names_each_category_for_people():
    from engine.restart import GAME as RULES
    s = started(3)
    s.phase = "over"
    s.end_reason = Ending.DECK_EMPTY
    outcome = RULES.outcome(s)
    assert list(outcome.scores[0].categories) == ["Missions", "Objectives", "Event cards",
                                                  "Adrenaline", "Plan A (Virus)", "Plan B (Cure)"]
    assert [sc.total for sc in outcome.scores] == [sum(c.values()) for c in scoring.breakdown(s)]


def _numbers(part: str) -> list[int]:
    """The points a detail part lists: the number after each card (or Objective name), a
    discarded Mission's penalty negative, a Deep Buried count times its 2."""
    import re
    deep = re.search(r"(\d+) Deep Buried x (\d+)", part)
    part = part[:deep.start()] if deep else part
    found = [int(x) for x in re.findall(r"(?:^|, |\) )(?:\d+|[A-Z][\w' ]*?) (-?\d+)(?= buried| discarded|,|;|$)", part)]
    return found + ([int(deep.group(1)) * int(deep.group(2))] if deep else [])


def test_final_details_name_the_cards_behind_missions_objectives_and_event_cards():
    """A review could not recount "Event cards 75" or "Missions 31" at a hot-seat game's end
    (the public view hides the hands): the outcome's details list the cards behind them."""
    from engine.core import SeatSpec, Session
    from engine.restart import GAME

    shown = ""
    for seats, seed, options in ((2, 2, GAME.Options()), (1, 1, GAME.Options(dystopia="extinction"))):
        session = Session(GAME, [SeatSpec(f"P{i}", "random") for i in range(seats)], seed, options)
        session.advance()
        outcome = session.outcome()
        shown += " ".join(outcome.details)
        assert len(outcome.details) == len(outcome.scores) == seats + (seats == 1)
        for score, details in zip(outcome.scores, outcome.details):
            parts = dict(part.split(": ", 1) for part in details.split("; ", 2)[:2])
            events = details.split("; ", 2)[2].rsplit("; Adrenaline", 1)[0].removeprefix("Event cards: ")
            assert sum(_numbers(parts["Missions"])) == score.categories["Missions"], details
            assert sum(_numbers(parts["Objectives"])) == score.categories["Objectives"], details
            assert sum(_numbers(events)) == score.categories["Event cards"], details
            assert f"Adrenaline {score.categories['Adrenaline']} in the supply" in details
    assert all(word in shown for word in (" discarded", " buried", "Deep Buried x 2", "Chaos cards "))
    season = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 4, GAME.Options(season=True))
    assert GAME.score_details(season.state) == []  # a season scores by episodes, not by these cards


def _plan_points(words: str) -> int:
    """The points a Plan's detail lists: Pandemia's milestone and stage, Anomie's track spaces'
    points, Extinction's valid columns, Oceanrise's full columns and City bonuses or the
    rightmost circled number."""
    import re
    full = re.match(r"(\d+) full columns x (\d+)|no full column", words)
    if full:
        return (int(full[1]) * int(full[2]) if full[1] else 0) + sum(map(int, re.findall(r"\+(\d+)", words)))
    return sum(map(int, re.findall(r"(?:milestone |stage |: | )(\d+)(?=,| \(|$| \+)", words)))


def test_final_details_say_how_each_plan_was_counted():
    """helper-275 could not recount Plan A and Plan B from the final scores: the details say how
    each dystopia's categories were counted, and their points add up to the score table's."""
    from engine.core import SeatSpec, Session
    from engine.restart import GAME
    from engine.restart.dystopias import DYSTOPIAS

    shown = []
    for dystopia in ("pandemia", "anomie", "extinction", "oceanrise"):
        for seats, seed in ((3, 2), (1, 1)):
            session = Session(GAME, [SeatSpec(f"P{i}", "random") for i in range(seats)], seed,
                              GAME.Options(dystopia=dystopia))
            session.advance()
            d = session.state.dyst
            if dystopia == "extinction":  # random play seldom builds a valid column
                d.columns[0] = [["X8", "X7", "X6"], ["Y3", "Y3"], ["X2", "Y1"]]
            if dystopia == "oceanrise":   # nor fills a column of the Map sheet
                d.sheets[0] = ["F"] * len(d.sheets[0])
            outcome = session.outcome()
            shown.append(outcome.details)
            titles = tuple(DYSTOPIAS[dystopia].titles.values())  # the two Plan categories' titles
            for score, details in zip(outcome.scores, outcome.details):
                parts = dict(part.split(": ", 1) for part in details.split("; ") if part.startswith(titles))
                extra = {title: int(n) for title, n in
                         (part.removeprefix("Chaos's extra ").rsplit(" ", 1)
                          for part in details.split("; ") if part.startswith("Chaos's extra "))}
                plans = {k: v for k, v in score.categories.items() if k in titles}
                assert list(parts) == list(plans), details
                for title, points in plans.items():
                    assert _plan_points(parts[title]) + extra.get(title, 0) == points, (dystopia, details)
    shown = str(shown)
    assert not [words for words in ("(furthest)", "one stage scores, the other track's", "X8 X7 X6 7;", "Y3 Y3 3",
                                    "Law 10: 10", "full columns x 6", "no full column", "beside a City",
                                    "Chaos's extra Map symbols")
                if words not in shown]
