"""The log says what a player would say aloud: Energy gained, a region completed, a Mission
completed with the marker count, and how the game ended."""
from __future__ import annotations

import re

from engine.core import SeatSpec, Session
from engine.restore import GAME
from engine.restore.events import Place, TakeBonus


def played(seed: int) -> Session:
    session = Session(GAME, [SeatSpec("A", "greedy"), SeatSpec("B", "greedy")], seed)
    session.advance()
    return session


def test_mission_markers_region_completions_and_the_end_are_narrated():
    session = played(3)
    lines = [text for _, _, text in session.texts()]
    markers = [int(n) for t in lines for n in re.findall(r"Mission marker (\d)/3", t)]
    final = session.view(None).players
    assert len(markers) == sum(p.markers for p in final) and markers
    regions = sum(1 for t in lines if ": a bonus tile to take" in t)
    takes = [r.event for r in session.events() if isinstance(r.event, TakeBonus)]
    assert regions == len(takes)  # each completion announced once, before its tile is taken
    assert "both boards are full: the game ends; Blue scores " in lines[-1]


def test_the_end_says_what_each_board_scored_item_by_item():
    """A review counted hexes by hand to check the final table: the last line lists every
    scoring item, and each category's items add up to the table's number."""
    session = played(4)
    last = session.texts()[-1][2]
    parts = last.split("; Blue scores ")[1].split("; Yellow scores ")
    for part, score in zip(parts, session.outcome().scores):
        listed = {}  # category -> the text of its items
        for piece in re.split(r"\), (?=[A-Z])", part.rstrip(")")):
            category, _, items = piece.partition(" (")
            name, total = category.rsplit(" ", 1)
            listed[name] = (int(total), items)
        assert {c: t for c, (t, _) in listed.items()} == {c: n for c, n in score.categories.items() if n}
        for category, (total, items) in listed.items():  # each item's points add up to the total
            assert sum(int(n) for n in re.findall(r": (\d+)(?:;|$)", items)) == total, category


def test_energy_gained_is_the_placed_disc_energy():
    session = played(5)
    placed = 0
    for record, (_, _, text) in zip(session.events(), session.texts()):
        if not isinstance(record.event, Place):
            continue
        icons = re.search(r"places .*?\((\d) Energy icons?\) on", text)
        gained = re.search(r"gains (\d) Energy", text)
        if icons:  # the supply may run dry: never more than the disc shows
            placed += 1
            assert gained and 0 < int(gained[1]) <= int(icons[1]), text
        else:
            assert gained is None, text
    assert placed


def test_each_seat_s_markers_are_counted_one_by_one_when_one_disc_meets_two_missions():
    """Seed 0 (two random seats): one of Blue's discs meets two Missions at once; both were
    said with the count after both ("2/3; ... 2/3")."""
    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 0)
    session.advance()
    said = {0: [], 1: []}
    for seat, (_, _, text) in zip([r.seat for r in session.events()], session.texts()):
        if seat in said:
            said[seat] += [int(n) for n in re.findall(r"Mission marker (\d)/3", text)]
    final = session.view(None).players
    assert [said[k] for k in (0, 1)] == [list(range(1, p.markers + 1)) for p in final]
    assert any("completes Mission (6+ forest) on c1: Mission marker 1/3; completes Mission (6+ forest) "
               "on e3: Mission marker 2/3" in t for _, _, t in session.texts())  # which Missions, too


def test_a_free_replenish_is_said_where_it_happens():
    """It was in no log line: the draws that refill the board just followed a placement."""
    for seed in range(40):
        session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], seed)
        session.advance()
        texts = [t for _, _, t in session.texts()]
        free = [i for i, t in enumerate(texts) if "replenished for free" in t]
        if free:
            assert all("is drawn onto" in texts[i + 1] for i in free)
            return
    raise AssertionError("no free replenish in 40 random games")


def test_the_move_list_says_each_move_to_the_player_and_the_log_names_who_made_it():
    """As Restart's and Chronocritters' lists do: "Take Frog at B/F", "Place Fox on b2",
    "Take bonus tile 2 for completing ...", where every move began "Blue ..." or "Yellow ..."."""
    import random

    from engine.core.game import CHANCE
    from engine.restore.view import COLOURS

    verbs, seen_replenish = set(), 0
    for options, steps in ((GAME.Options(custom_shape=True), 4), (GAME.Options(), 1000)):
        session, rng = Session(GAME, [SeatSpec("A", "human"), SeatSpec("B", "human")], 3, options), random.Random(3)
        for _ in range(steps):
            session.advance()
            if session.over:
                break
            assert session.to_act != CHANCE
            for move in session.legal_moves():
                logged, said = GAME.describe(session.state, move), session.move_text(move)
                name, verb, rest = logged.split(" ", 2)
                # the next player's free replenish, the same after every placement, is the log's alone
                rest, replenish = rest.partition("; then " + COLOURS[1 - session.state.turn] + " has no disc in reach")[::2]
                assert name in COLOURS and said == f"{verb[:-1].capitalize()} {rest}", (logged, said)
                seen_replenish += bool(replenish)
                verbs.add(verb)
            session.apply(rng.choice(session.legal_moves()))
    assert {"puts", "places", "lifts", "takes", "pays"} <= verbs and seen_replenish
