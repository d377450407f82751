"""Seat logs of Restart: another seat's hand draws, face-down Missions, buried, returned and
discarded cards are placeholders; the seat's own stay."""
import io

from engine.core import SeatSpec, Session
from engine.core.logfile import check_seat_log, read_log, seat_log
from engine.restart import GAME
from engine.restart.events import DrawEvent, DrawMission
from engine.restart.labels import card_text
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
        old.setattr(narration, "player_name", lambda s, seat: SEAT_NAMES[seat])
        old.setattr(narration, "is_chaos", lambda s, seat: False)  # it narrated Chaos's Missions too
        written = seat_log(session, 0)
    session._texts.clear()  # today's words, from the fold
    log = read_log(io.BytesIO(written), GAMES)
    reworded = check_seat_log(log, session).reworded
    assert reworded and all("Blue" in log.entries[line - 2].text for line in reworded)


def test_a_seat_log_of_an_older_ruleset_checks_against_its_full_log(monkeypatch):
    """A 2-player seat log of ruleset 3 or 4, written before the option ruleset4 existed, was
    refused against its own full log: its header lacks the option the full log opens with
    (helper-285). Headers are compared as both open today; a solo one of 4 opens with it."""
    from pathlib import Path

    import msgspec

    from engine.core import import_log, logfile

    fixtures = Path(__file__).parents[2] / "fixtures"
    for name, ruleset in (("restart-2p.jsonl", "3"), ("restart-fate-3p.jsonl", "4"), ("restart-ruleset4-solo.jsonl", "4")):
        full = import_log(fixtures / name, GAMES)
        assert full.options.ruleset4 == (len(full.seats) == 1)  # a log of 2-4 players keeps no old way
        header = logfile._header

        def as_then(session, kind, fmt, seat=-1):
            h = header(session, kind, fmt, seat)
            return msgspec.structs.replace(h, ruleset=ruleset,
                                           options={k: v for k, v in h.options.items() if k != "ruleset4"})

        with monkeypatch.context() as then:
            then.setattr(logfile, "_header", as_then)
            written = seat_log(full, 0)
        assert b'"ruleset4"' not in written[:600]
        assert check_seat_log(read_log(io.BytesIO(written), GAMES), full).elsewhere is False


def test_each_seat_reads_in_its_own_log_what_it_alone_saw_and_nobody_else_does():
    """The log line of a hand draw says "Red draws an Event card" to all; the seat that drew
    reads which card beside it, every other viewer (and a spectator) the line alone."""
    session = Session(GAME, [SeatSpec(f"bot {i}", "random") for i in range(3)], 7)
    session.advance(400)
    public = session.texts()
    seen = {viewer: session.texts(viewer) for viewer in range(3)}
    state = GAME.initial_state(session.options, 3)
    kinds = set()
    for k, (_, event) in enumerate(session.events()):
        owner = state.tasks[-1].seat if GAME.hidden_from(state, event, -1) else None
        for viewer in range(3):
            line = seen[viewer][k][2]
            if viewer == owner:
                assert line.startswith(public[k][2] + " (you: "), line
                kinds.add(type(event).__name__)
            else:
                assert line == public[k][2]
        drawn = isinstance(event, DrawEvent) and owner is not None
        GAME.apply(state, event)
        if drawn:  # the owner, as the game says: the seat whose own view holds the card now
            assert event.card in GAME.view(state, owner).players[owner].hand
            assert seen[owner][k][2].endswith(f" (you: {card_text(event.card)})")
    assert {"DrawEvent", "DrawMission"} <= kinds
    assert all("(you: " not in text for _, _, text in public)


def test_in_solo_what_you_alone_saw_follows_your_own_words_not_chaos_s_reply():
    """A draw that ends in Chaos's turn reads "Red draws an Event card (you: 420 ...); then
    Chaos: ...": after the tail, the card read as Chaos's."""
    followed = 0
    for seed in range(40):  # a random game of a few has such a line
        session = Session(GAME, [SeatSpec("Ann", "random")], seed)
        session.advance(3000)
        for (_, _, public), (_, _, mine) in zip(session.texts(), session.texts(0)):
            if public != mine and "; then Chaos: " in public:
                own, tail = public.split("; then Chaos: ", 1)
                assert mine.startswith(own + " (you: ") and mine.endswith("); then Chaos: " + tail), mine
                followed += 1
        if followed:
            break
    assert followed


def test_a_chromosome_card_taken_from_a_deck_is_the_taker_s_alone(monkeypatch, tmp_path, capsys):
    """Extinction: the top card of a Chromosome deck, taken by a Plan action, may go face down
    into the taker's Freezer (L510), and the view shows others "X?": another seat's log held
    it all the same, and the taker's own log never named it (a review)."""
    from engine.restart import secrecy
    from engine.restart.dystopias.extinction.events import ChromosomeDrawn
    from engine.restart.state import Options

    session = Session(GAME, [SeatSpec(f"bot {i}", "random") for i in range(3)], 7, Options(dystopia="extinction"))
    session.advance(1500)
    log = read_log(io.BytesIO(seat_log(session, 0)), GAMES)
    mine = session.texts(0)
    state = GAME.initial_state(session.options, 3)
    seen = {"own": 0, "others": 0}
    for k, (entry, (_, event)) in enumerate(zip(log.entries, session.events())):
        task = state.tasks[-1] if state.tasks else None
        if isinstance(event, ChromosomeDrawn) and getattr(task, "to", "") == "take":
            own = task.seat == 0
            seen["own" if own else "others"] += 1
            assert (entry.event == event) if own else entry.event is None
            assert mine[k][2].endswith(f" (you: {event.card})") == own
        GAME.apply(state, event)
    assert seen["own"] and seen["others"]
    assert check_seat_log(log, session).reworded == []

    with monkeypatch.context() as older:  # a seat log written before: it showed those cards
        older.setattr(secrecy, "ChromosomeDrawn", type("Nothing", (), {}))
        written = seat_log(session, 0)
    assert written != seat_log(session, 0)
    found = check_seat_log(read_log(io.BytesIO(written), GAMES), session)  # still checks: logs are forever
    assert len(found.shown) == seen["others"]  # and names each line showing what today's hides
    from engine.core.logfile import export_log
    from tui.cli import main
    (tmp_path / "seat.jsonl").write_bytes(written)
    full = export_log(session, tmp_path / "full.jsonl")
    assert main(["replay", str(tmp_path / "seat.jsonl"), "--against", str(full)]) == 0
    assert f"line(s) {found.shown[0]}, " in capsys.readouterr().out.split("show an event this Rewind hides")[0]


def test_no_seat_reads_in_its_view_what_only_the_turn_seat_s_hidden_cards_tell():
    """Every seat's view said whether the asked seat's hidden Missions could be completed ("none
    of yours can be completed now"), Stuck With It's refusal named the field of the first card
    in the turn seat's hand, and Obsession's barred Bury told whether the hand held a card of
    its field (an audit: 895 views). Others' views stay the same when those cards are others."""
    from engine.core import CHANCE
    from engine.core.game import clone
    from engine.restart.content import MISSIONS_BY_NUMBER

    def public(view):
        return view.prompt, view.actions, view.barred, view.action_slots

    difficulty = {m: x.difficulty for m, x in MISSIONS_BY_NUMBER.items()}

    compared, private, barred = 0, 0, 0
    for seed, bot in ((7, "greedy"), (0, "random")):
        session = Session(GAME, [SeatSpec(f"bot {i}", bot) for i in range(3)], seed,
                          GAME.Options(side_effects=["stuck_with_it", "obsession"]))
        while session.to_act is not None and session.depth < 1500:
            s = session.state
            if session.to_act != CHANCE and s.phase == "play":
                turn = s.turn.seat
                other = clone(s)  # the turn seat's hand and every seat's Missions: other cards
                used = {m for p in s.players for m in (*p.missions, *p.completed)}
                spare = [m for m in MISSIONS_BY_NUMBER if m not in used]
                other.players[turn].hand = [c for c in s.deck if c not in s.players[turn].hand][:len(s.players[turn].hand)]
                for q in other.players:  # each as hard as the one it stands for
                    q.missions = [spare.pop(next(k for k, m in enumerate(spare) if difficulty[m] == difficulty[mine]))
                                  for mine in q.missions]
                for viewer in range(3):
                    if viewer != turn and viewer != s.tasks[-1].seat:
                        assert public(GAME.view(s, viewer)) == public(GAME.view(other, viewer)), (seed, session.depth)
                        compared += 1
                private += public(GAME.view(s, turn)) != public(GAME.view(other, turn))
                barred += any(name in why for _, why in GAME.view(s, turn).barred
                              for name in ("Stuck With It", "Obsession"))
            session.step_auto()
    # the turn seat's own view does change with its cards, and the Side Effects did bar actions
    assert compared > 1000 and private and barred, (compared, private, barred)
