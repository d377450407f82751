"""Short labels of Chronocritters' pieces for the boards (the long ones are the engine's
text.item_text). A die is always its colour's letter and its value, never colour alone; a
season's style (canvas.STYLES) is named after the season."""
from __future__ import annotations

from engine.chronocritters.content import DOCKING_BY_ID, HARD_DISC, TILES_I, TILES_II
from tui.widgets.chronocritters.canvas import Piece
from tui.widgets.chronocritters.codes import die_words

LETTER = {"green": "G", "orange": "O", "purple": "P"}
SEASON_SHORT = {"spring": "sp", "summer": "su", "autumn": "au", "winter": "wi"}
QUEST_STYLE = {"green": "spring", "yellow": "summer", "orange": "autumn", "blue": "winter",
               "violet": "violet"}
CRITTER_LETTER = {"eagle": "e", "varan": "v", "beaver": "b", "peacock": "p"}
ACTION_NAMES = {"dam": "Dam", "sand": "Sand", "value": "Value", "colour": "Colour",
                "docking": "Docking", "berries": "Berries", "peacock": "Peacock",
                "energy": "Energy", "bonus": "Bonus", "mining": "Mining", "manage": "Manage"}
# the same actions on a large board, where there is room for their words
ACTION_WORDS = {**ACTION_NAMES, "sand": "Sand and wood", "value": "Value quest",
                "colour": "Colour quest", "docking": "Docking quest", "berries": "Taking berries",
                "manage": "Managing"}

# What each action does, in short (the rulebook's section on it): the line under the boards
# says it, so a player need not open the action or the help to see it (a review).
ACTION_DOES = {
    "dam": "1 gold, and dam markers at 1 wood each",
    "sand": "2 sand and 1 wood; 1 more sand per 2 pips taken off a purple die",
    "value": "a value hard disc quest for a green or orange die (its column or a lower one)",
    "colour": "a colour hard disc quest and a printed reward for an orange die",
    "docking": "a seasonal docking quest of the present season or a portal's",
    "berries": "berries of the present season or a portal's",
    "peacock": "6 gold: the peacock and 4 VP (6 with a level 2 critter, 10 with level 3)",
    "energy": "1 or 2 berries of any season: as many energy panels",
    "bonus": "a bonus tile: I for a die of 4+; II for two dice of 4+, a third die and 2 sand",
    "mining": "a mining tool for a green die of 4+ (top row) or 7+ (bottom row)",
    "manage": "move a die, adjust one (±1-2 or another colour), swap two: each once",
}


def die_piece(d, place: str = "", width: int = 2, words: bool = False, align: str = "^") -> Piece:
    """A die by colour letter and value ("G3"), or in words ("green 3", `align`ed) on a large board."""
    if d is None:
        return Piece(f"{'·':{align}{width}}", "empty", place, "an empty space")
    if words:
        return Piece(f"{d.colour + ' ' + str(d.value):{align}{width}}", d.colour, place, die_words(d))
    return Piece(f"{LETTER[d.colour]}{d.value}".ljust(width), d.colour, place, die_words(d))


def spot_words(spot: str) -> str:
    """Where a critter stands, in a few words: "Dam 1", "a ring die", "Managing"."""
    name, _, index = spot.partition(".")
    if name == "die":
        return "a ring die"
    return ACTION_WORDS.get(name, name) + (f" {int(index) + 1}" if index else "")


def spot_short(spot: str) -> str:
    """Where a critter stands, in at most 9 cells: "dam 1", "ring die", "managing"."""
    name, _, index = spot.partition(".")
    if name == "die":
        return "ring die"
    return f"{name} {int(index) + 1}" if index else "managing" if name == "manage" else name


# What a level II bonus tile counts, in a word (its `scoring`): "BII01 2/markers".
PER_WORD = {"completed_quests": "quests", "critter_levels": "levels", "dam_markers": "markers",
            "die_pips": "pips", "goals": "goals", "gold": "gold", "mines": "mines", "pairs": "pairs",
            "portal_dice_left": "portal dice"}


def item_short(item: str) -> str:
    """A quest or tile in a few cells: id and what it needs or does."""
    if not item:
        return "—"
    if item in HARD_DISC:
        q = HARD_DISC[item]
        need = f"{q.low}-{q.high}" if q.kind == "value" else "".join(LETTER[c] for c in q.dice)
        return f"{item} {need}"
    if item in DOCKING_BY_ID:
        q = DOCKING_BY_ID[item]
        cost = "".join(f"{n}{SEASON_SHORT[x]}" for x, n in q.berries.items()) + (f"{q.sand}s" if q.sand else "")
        return f"{item} {cost}"
    if item in TILES_II:
        t = TILES_II[item]
        return f"{item} {t.per}/{PER_WORD[t.scoring]}"
    return item


def item_style(item: str) -> str:
    q = HARD_DISC.get(item) or DOCKING_BY_ID.get(item)
    return QUEST_STYLE.get(q.colour, "") if q is not None else "violet" if item in TILES_I or item in TILES_II else ""
