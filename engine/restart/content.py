"""Restart's base content, loaded from data/*.json into frozen Structs (schema.py) and checked
against the rulebook's numbers (content_checks.py) at import. Values the rulebook does not
print (the cards themselves, Mission patterns...) are explained in NOTES.md. A dystopia's
content is loaded by its own package."""
from __future__ import annotations

from pathlib import Path

from engine.restart import content_checks as check
from engine.restart.schema import (BOARD_FIELDS, COLOURS, FIELDS, Content, EventCard, Game, MindBoard, Mission,
                                   _Characters, _Events, _Missions, _Objectives)
from engine.core.errors import ContentError  # noqa: F401  (re-exported for the loaders' callers)
from engine.restart.schema import DIFFICULTIES  # noqa: F401  (re-exported)

DATA = Path(__file__).parent / "data"


def load(data: Path = DATA) -> Content:
    """Decode and validate every base data file in `data`; raises ContentError on the first
    problem."""
    game = check.decode(data, "game.json", Game)
    check.check_game(game)
    board = check.decode(data, "mind_board.json", MindBoard)
    check.check_mind_board(board)
    events = check.decode(data, "events.json", _Events).events
    check.check_events(events, board)
    missions = check.decode(data, "missions.json", _Missions)
    check.check_missions(missions, game)
    check.Check("missions.json")(not {x.number for x in missions.missions} & {e.number for e in events},
                                 "Mission and Event card numbers never collide (Season sheets record both)")
    objectives = check.decode(data, "objectives.json", _Objectives).objectives
    check.check_objectives(objectives, board)
    characters = check.decode(data, "characters.json", _Characters).characters
    check.check_characters(characters)
    content = Content(game=game, mind_board=board, events=events,
                      difficulties={d.name: d for d in missions.difficulties},
                      mission_deck=missions.deck, missions=missions.missions,
                      objectives=objectives, characters=characters)
    check.check_examples(content)
    return content


CONTENT: Content = load()
GAME = CONTENT.game
MIND_BOARD = CONTENT.mind_board
EVENTS = CONTENT.events
EVENTS_BY_NUMBER: dict[int, EventCard] = {e.number: e for e in EVENTS}
MISSIONS = CONTENT.missions
MISSIONS_BY_NUMBER: dict[int, Mission] = {m.number: m for m in MISSIONS}
DIFFICULTY = CONTENT.difficulties
MISSION_DECK = CONTENT.mission_deck
OBJECTIVES = CONTENT.objectives
CHARACTERS = CONTENT.characters

# The one index and title of each Mind field, used by every module: FIELD_INDEX for the Action
# marker's four fields (Player.field, Turn.field), TRACK_INDEX for the Mind board's three
# (tracks, Studied / Buried / Deep Buried stacks); TRACK_OF maps the first to the second (-1:
# Focus, which has no track).
FIELD_INDEX: dict[str, int] = {f: i for i, f in enumerate(FIELDS)}
TRACK_INDEX: dict[str, int] = {f: i for i, f in enumerate(BOARD_FIELDS)}
TRACK_OF: tuple[int, ...] = tuple(TRACK_INDEX.get(f, -1) for f in FIELDS)
FIELD_TITLE = {f: f.capitalize() for f in FIELDS}
COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLOURS)}
