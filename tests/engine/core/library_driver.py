"""A headless player for the library kill test: it plays random legal moves (and some undos and
redos, which leave branches) through a Session, saves with Library.sync after every event and
only then prints, flushed:

    ack <depth> <state hash> <game id> <cursor node>

It continues the last unfinished game of the library ("Continue") or starts a new one, and
starts another when a game ends, until it is killed.

    python -m tests.engine.core.library_driver LIBRARY SEED [--game nines|restore|...]
"""
from __future__ import annotations

import argparse
import random

from engine.core import CHANCE, SeatSpec, Session
from engine.core.library import Library


def game_table(name: str) -> dict:
    if name == "nines":  # the tiny test game: a fast start, no registry import
        from tests.tiny_game import GAME
        return {GAME.name: GAME}
    from engine.registry import GAMES
    return GAMES


def step(session: Session, rng: random.Random) -> None:
    """One event: chance or a bot if they act, else an undo, a redo or a random human move."""
    seat = session.to_act
    if seat == CHANCE or session.seats[seat].is_bot:
        session.step_auto()
    elif rng.random() < 0.08 and session.can_undo():
        session.undo()
    elif rng.random() < 0.04 and session.can_redo():
        session.redo()
    else:
        session.apply(rng.choice(session.legal_moves()))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("library")
    parser.add_argument("seed", type=int)
    parser.add_argument("--game", default="nines")
    args = parser.parse_args(argv)
    games = game_table(args.game)
    game = games[args.game]
    rng = random.Random(args.seed)
    library = Library(args.library)
    while True:
        last = library.last_unfinished(game=game.name)
        if last is not None:
            game_id, session = last.id, library.open(last.id, games)
        else:
            options = game.Options(rounds=12) if game.name == "nines" else game.default_options()
            session = Session(game, [SeatSpec("Ann"), SeatSpec("Bob")], rng.getrandbits(32), options)
            game_id = library.create(session)
        while not session.over:
            step(session, rng)
            library.sync(session, game_id)
            print(f"ack {session.depth} {session.state_hash()} {game_id} {session.cursor}", flush=True)


if __name__ == "__main__":
    main()
