"""What the game screen says of moves between turns, from the public log: the moves a hot-seat
hand-off names (`handed_words`), a seat called by name and colour (`seat_called`), and the
moves an undo, redo or timeline jump takes back or plays again (`taken_words`)."""
from __future__ import annotations

from itertools import groupby
from operator import itemgetter

from engine.core import CHANCE, Session
from engine.core.words import listed, possessive
from tui.widgets.words import clipped, spoken

NAMED_MOVE = 90  # columns of a move named as taken back or played again
HANDED_MOVES = 3  # a hot-seat toast: the players it names, and the moves of each (the log has them all)


def handed_words(session: Session, since: list[tuple[int, str]]) -> str:
    """The hot-seat toast's words for `since` (GameScreen._since_last_move): each player once for
    their moves in a row, the first HANDED_MOVES of them (a turn's main action comes first)
    and how many more, the last HANDED_MOVES players' (named before each move, the toast
    stood 11 lines over the move list at 80x24: a review); a move repeated in a row is
    said once with its count (three "Return a starting-hand card face down" hid where a
    bot put its Child: a review)."""
    runs = []
    for s, run in groupby(since, key=itemgetter(0)):
        name, label = session.seat_name(s), session.seat_label(s)
        said = [spoken(name, text, label)[1] for _, text in run]  # the name once, before them
        texts = [text + (f" (×{n})" if (n := len(list(same))) > 1 else "") for text, same in groupby(said)]
        more = f" (+{len(texts) - HANDED_MOVES} more)" if len(texts) > HANDED_MOVES else ""
        runs.append(f"{seat_called(session, s)}: " + "; ".join(texts[:HANDED_MOVES]) + more)
    return "\n".join(runs[-HANDED_MOVES:])


def seat_called(session: Session, seat: int) -> str:
    """The player's name with the seat's colour where the game's texts call seats by colour,
    "Ada (Red)": the hand-off ties the two (a review read "Player 2: Accept Red's ..." and
    could not tell who Red was)."""
    name, label = session.seat_name(seat), session.seat_label(seat)
    return f"{name} ({label})" if label and label != name else name


def public_texts(session: Session) -> dict[int, str]:
    """Each event's words in the public log, by node."""
    return {n: text for n, _, text in session.texts(None)}


def taken_words(session: Session, nodes: list[int], now: int | None, texts: dict[int, str], mine: str = "your") -> str:
    """What the events `nodes` (in the order played) were, as taken back: "your, Bea's
    and Bot's moves and what chance drew", or one move named, "Ann's move (End the
    turn)" (a review could not tell which); `now`: the seat called `mine` ("your", or
    "their" where the sentence names that seat first)."""
    seats = [session.tree.seat[n] for n in nodes]
    decisions = [n for n, seat in zip(nodes, seats) if seat != CHANCE]
    whose = listed(mine if seat == now else possessive(session.seat_name(seat))
                   for seat in dict.fromkeys(seat for seat in seats if seat != CHANCE))
    # a move's gist: a game's last move carries the whole final scoring (20 lines of a
    # toast at 80x24, its title off the screen: a review)
    named = f" ({clipped(texts[decisions[0]], NAMED_MOVE)})" if len(decisions) == 1 and decisions[0] in texts else ""
    what = [f"{whose} {'moves' if len(decisions) > 1 else 'move'}{named}"] if decisions else []
    # a solo opponent's turn comes by chance (its card): named, not hidden in "what chance
    # drew" (a review missed Chaos's whole turn there)
    others = session.game.participants(session.options, len(session.seats))
    drawn = [texts.get(n, "") for n, seat in zip(nodes, seats) if seat == CHANCE]
    played = [f"{name}'s turn" for name in others  # "Chaos's", as the log says it
              if any(text.startswith(f"{name} ") for text in drawn)]
    return listed(what + (["what chance drew"] if CHANCE in seats else []) + played)
