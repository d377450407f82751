"""What Chronocritters' short codes say, in words: the help's "Codes on the boards" section,
and the tooltips of the pieces that have no place to pick (a place is described by
places.describe). Issue 13: every code on screen explained where it appears."""
from __future__ import annotations

from engine.chronocritters.content import BOARD
from engine.chronocritters.text import die_text, goal_terms, item_text, rewards_text
from engine.core.words import a_or_an

HELP = "\n".join([
    "Codes on the boards",
    "  Dice: G3 = a green die of value 3 (G green, O orange, P purple); · an empty space",
    "  Disc: ▶ the present segment; 1 spring = segment 1 and its season; ◆2v3 = Player 2's time "
    "portal, value 3 (the rounds it stays open); 1b on a ring space = Player 1's beaver took "
    "its die this round; A the automa",
    "  Action spots: [  ] free, [$ ] pays a berry, [d ] pays a die, [2 ] gives 2 berries, [3+] "
    "only with 3-4 players, [∞ ] any number of critters (the Dam spot, stacked bottom first, "
    "↑top the last); 1e = Player 1's eagle (e eagle, v varan, b beaver, p peacock); "
    "sp su au wi = the season area of an action tile",
    "  Quests: V12 12-16 = value quest 12, its line's dice summing 12 to 16; C15 GGO = colour "
    "quest 15, a green, a green and an orange die; SV/SC = your violet value/colour quests; "
    "✓ completed, + a docking tile or quest paired with it, * both (the pair scored); quest "
    "spots r1L = row 1 left, c3B = column 3 bottom (T top, B bottom, L left, R right)",
    "  Offers: 2+ = taken with a die of value 2 or more; DSU3 1au1wi1s = summer docking quest 3, "
    "paid with 1 autumn and 1 winter berry and 1 sand (sp su au wi berries, s sand), of its "
    "season's colour (spring green, summer yellow, autumn orange, winter blue); BI05 = "
    "bonus docking tile I no. 5; BII04 2/pips = bonus tile II no. 4, 2 VP for each of what it "
    "names (die pips, mines, dam markers...)",
    "  Goals: hexagon 2 mines L2 = the hexagon year goal at level 2: 2 mines; gone: no level left",
    "  Solo: ▼ the automa's marker on an offer or the year goals (its card counts from there to "
    "what it removes); tile: the solo Tile action's ring, [corners] in brackets, ▼ its marker",
    "  Transmission portal: your 3x3 grid of dice (9 spaces), its quest spots at the ends of its "
    "rows and columns (a time portal is another thing: a die on the disc, ◆)",
    "  Your board: ±1 an adjustment token (pips); energy a/b = your two energy panel tracks (3 "
    "panels each at most; a track an upgrade takes panels from goes back to 0); ■ filled; mines "
    "[1·] empty, "
    "[1r] resources, [1v] VP; portals 1:+2 summer v3 = time portal 1 (as the moves number them), 2 "
    "segments ahead, summer this round (a portal turns with the disc), value 3; standard · lines "
    "[ev] [vb] [be] = your board's side and its upgrade lines (eagle-varan, varan-beaver, "
    "beaver-eagle; marked (bold) once both its critters reach level 2, its bonus gained); "
    "docking DSU1 2wi1sp = the docking quests you took and have not completed; beside = the "
    "docking quests and tiles waiting beside the board to be paired; — none",
    "  Dam: columns VP, ber, ber (a present-season berry), gold+ (+: with 3+ players only); row1 "
    "at the bottom, ▶ this round's row; a number = that seat's marker, s the automa's setup "
    "marker; next 3 1 2 = next round's turn order as the dam stands; left 1:9 = markers Player 1 "
    "has left",
    "  Others: berries spring/summer/autumn/winter, energy a/b, levels eagle/varan/beaver",
    "  From 160x48 the boards are drawn larger and spell these out: dice as green 3, spots as "
    "[pay berry], the portal framed with an empty quest spot's bonus, every quest and offer in "
    "full (Your quests, the offers), P1 eagle = Player 1's eagle",
])

WHO = {"e": "eagle", "v": "varan", "b": "beaver", "p": "peacock"}


def who(view, seat: int) -> str:
    from engine.chronocritters.text import seat_name

    return seat_name(seat, view.automa is not None)


def die_words(d) -> str:
    return f"{a_or_an(die_text(d))} die" if d is not None else "an empty space"  # "an orange 1 die"


def quest_words(quest: str, done: bool, dock: str, options) -> str:
    return (item_text(quest, options) + (": completed" if done else ": open")
            + (f"; paired with {item_text(dock, options)}" if dock else ""))


def goal_words(g) -> str:
    return f"{g.shape} year goal, {goal_terms(g)}"


def automa_card_words(card) -> str:
    return (f"The automa's face-up card {card.id}: its back ({card.action.replace('_', ' ')}) is its next "
            f"action; the card drawn then says how. {automa_front_words(card)}")


def automa_front_words(card) -> str:
    pair = "top" if card.letter == "A" else "bottom"
    return (f"Its front, read when it was drawn (how the last action went): {card.letter} = the {pair} "
            f"of a pair of actions (A: value quest, berries, dam; B: colour quest, docking, solo tile); "
            f"{card.arrow} {card.number} = a marker moved {card.number} {card.arrow} (offer, dam or solo "
            f"tile); {card.die} = the {card.die} die of the present sector")


def offer_slot_words(offer: str, slot: int) -> str:
    """What taking from a quest offer's slot asks, and a colour quest's printed reward there
    ("taken with a die of value 2 or more; the printed reward here: present-season berry"):
    seen before the die is spent (a review met the rewards first in the move list); "" for
    an offer with no price."""
    costs = {"value": BOARD.value_offer, "colour": BOARD.colour_offer}.get(offer)
    if costs is None or slot >= len(costs):
        return ""
    words = f"taken with a die of value {costs[slot]} or more"
    if offer == "colour":  # any reward at or below the die's value may be chosen
        words += f"; the printed reward here: {rewards_text([BOARD.colour_offer_rewards[slot]])}"
    return words
