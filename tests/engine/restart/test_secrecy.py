"""Seat logs of Restart: another seat's hand draws, face-down Missions, buried, returned and
discarded cards are placeholders; the seat's own stay."""
import io

from engine.core import SeatSpec, Session
from engine.core.logfile import check_seat_log, read_log, seat_log
from engine.restart import GAME
from engine.restart.events import DrawEvent, DrawMission
from engine.registry import GAMES


def test_a_seat_log_hides_what_only_other_seats_saw():
    session = Session(GAME, [SeatSpec(f"bot {i}", "random") for i in range(3)], 7)
    session.advance(400)
    log = read_log(io.BytesIO(seat_log(session, 0)), GAMES)
    state = GAME.initial_state(session.options, 3)
    own_draws = others_draws = 0
    for entry, (_, event) in zip(log.entries, session.events()):
        task = state.tasks[-1]
        if isinstance(event, (DrawEvent, DrawMission)) and getattr(task, "to", "hand") == "hand":
            if task.seat == 0:
                own_draws += 1
                assert entry.event == event
            else:
                others_draws += 1
                assert entry.event is None, f"seat 0's log shows {event!r} drawn by seat {task.seat}"
        GAME.apply(state, event)
    assert own_draws and others_draws
    check_seat_log(log, session)


def test_a_seat_log_worded_by_an_older_version_still_checks_and_names_the_reworded_lines(monkeypatch):
    """A solo seat log written while the log still called Chaos by its colour ("Blue's Virus
    marker", "Blue completes Mission") checks against the full log today: every event matches, the lines whose words
    changed are named."""
    from engine.restart import narration
    from engine.restart.labels import SEAT_NAMES

    session = Session(GAME, [SeatSpec("A", "greedy")], 2)
    session.advance(300)
    with monkeypatch.context() as old:
        old.setattr(narration, "name", lambda s, seat: SEAT_NAMES[seat])
        written = seat_log(session, 0)
    session._texts.clear()  # today's words, from the fold
    log = read_log(io.BytesIO(written), GAMES)
    reworded = check_seat_log(log, session)
    assert reworded and all("Blue" in log.entries[line - 2].text for line in reworded)
