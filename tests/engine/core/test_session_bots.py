"""Bots decide from their seat's view and the legal moves; the session checks the choice is
listed. Log texts are described lazily and equal an eager description."""
import msgspec
import pytest

from engine.core import IllegalMove, SeatSpec, Session
from tests.tiny_game import GAME, Nines

encode = msgspec.msgpack.Encoder(order="deterministic").encode


def watching_bot(game, view, moves, seat, rng):
    watching_bot.seen.append((view, moves, seat))
    return moves[0]


watching_bot.seen = []


class Watched(Nines):
    bots = {"watch": watching_bot, "random": Nines.bots["random"]}


def test_a_bot_gets_its_seats_view_and_the_legal_moves_not_the_state():
    game = Watched()
    session = Session(game, [SeatSpec("A", "watch"), SeatSpec("B")], 3)
    while session.to_act != 0:
        session.step_auto()
    bot, view, moves, seat, rng = session.bot_turn()
    assert bot is watching_bot and seat == 0
    assert encode(view) == encode(game.view(session.state, 0)) and moves == game.legal_moves(session.state)
    assert view is not session.state
    session.step_auto()
    assert watching_bot.seen[-1][2] == 0


def test_a_blind_bot_gets_no_view():
    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B")], 3)
    while session.to_act != 0:
        session.step_auto()
    assert session.bot_turn()[1] is None


def test_no_bot_turn_for_a_human_and_an_unlisted_bot_choice_is_refused():
    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B")], 3)
    session.advance()
    assert session.to_act == 1 and session.bot_turn() is None
    session.apply(session.legal_moves()[0])
    while session.to_act != 0:
        session.step_auto()
    before, depth = encode(session.state), session.depth
    _, _, moves, _, _ = session.bot_turn()
    with pytest.raises(IllegalMove) as exc:
        session.apply_bot("not a move", moves)
    assert exc.value.code == "core.bot-unlisted"
    assert encode(session.state) == before and session.depth == depth


def test_lazy_texts_equal_eager_descriptions_after_jumps():
    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 5,
                      GAME.Options(rounds=40), snapshot_every=8)
    session.advance()
    session.jump(session.path()[50])
    texts = session.texts()
    state = GAME.initial_state(session.options, 2)
    eager = []
    for node, event in zip(session.path(), (e for _, e in session.events())):
        eager.append(GAME.describe(state, event))
        GAME.apply(state, event)
    assert [t for _, _, t in texts] == eager and len(texts) == 51
