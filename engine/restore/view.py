"""What a seat sees, one-line descriptions of events, a plain-text board and the rules help.

Everything in Restore is public except the bag (only its size is shown) and which extra bonus
tiles stay in the box."""
from __future__ import annotations

from itertools import zip_longest

import msgspec

from engine.core.words import counted
from engine.restore.content import (DISCS, FILL_PATH, MAIN, MODULES, PAY, REGION_TITLES, REGIONS,
                                    TILES, Placement, module_hexes)
from engine.restore.geometry import grid, intersection, place
from engine.restore.setup import CHANCE_PHASES, PHASE_SEAT, shape_of
from engine.core import clone
from engine.restore.state import Ending
from engine.restore.turn import apply_bonus, apply_place, paid_only, targets
from engine.restore.events import (Collect, ConfirmLayout, DealBonus, DrawDisc, LiftModule,
                                   LiftTiles, Place, PlaceModule, PlaceStart, PlaceVolcano,
                                   Replenish, SetCollector, TakeBonus)
from engine.restore.scoring import CATEGORIES, TIE_BREAK, board_items, breakdown

COLOURS = ("Blue", "Yellow")

# Every code a board shows, the same on the Restore screen, in its help and in `rewind replay`:
# (labels, items), wrapped by `legend_lines` at any width with an item never cut after a code.
CODES = (
    (("spaces",), ("rows from a; an empty space shows its number in its row and its region's letter: "
                   "for example, 3g in row c is space c3, the third from the left, in a Green region",)),
    (("regions",), ("b Brown [ ]", "s Sky Blue ( )", "g Green { }", "p Purple < >",
                    "(the brackets around each space of the region; the moves name them with their "
                    "land: Brown (Wasteland), Sky Blue (City), Green (Radioactive), Purple (Factory))")),
    (("tiles",), ("|Strt| Starting Tile", "^Volc^ Volcano", "Ruin", "{Wolf@ Worker")),
    (("discs",), ("Wolf, Owl... an Animal (its species)", "F3 Forest with 3 trees",
                  "P2 Purifier with 2 vents", "Lk Lake", "* one Energy icon",
                  "M5L Mission disc: needs 5+ Lakes (L\u00a0Lakes, A\u00a0Animals, F\u00a0Forests, "
                  "P\u00a0Purifiers, M\u00a0Mission discs); M5L✓ completed")),
    (("bonus",), ("2pts 2 points", "=Lak counts as a Lake", "=Fo2 as a Forest of 2 trees",
                  "=Ani as an Animal of no species (alone it scores 0)",
                  "-1Mi every Mission disc needs 1 fewer",
                  "1/Vt 1 point per Vent in its region (Lk\u00a0Lakes, En\u00a0Energy icons, "
                  "Ty\u00a0Types, its Bonus too, An\u00a0Animals, Mi\u00a0Missions)",
                  "1/aV 1 point per Vent on the spaces next to it")),
)
# The game screen's marks (the help's legend); the text board (`render`) has TEXT_MARKS.
SCREEN_MARKS = (
    (("boards",), ("+ a space you may use now", "$ one you may pay 2 Energy for")),
    (("main", "board"), ("· an empty space", "• a disc your Collector can take now",
                         "▼ ▶ Blue's and Yellow's Collectors",
                         "↓ → the cursor on a Collector space (A-D Blue's, E-H Yellow's)",
                         "» the disc it takes", "supply: the Energy tokens left to take")),
)
TEXT_MARKS = ((("main", "board"), (". an empty space", "v > Blue's and Yellow's Collectors",
                                   "(A-D Blue's spaces, E-H Yellow's)")),)
LABEL = 9  # the label column: " spaces  "
SHORT_ITEM = 30  # an item this long or shorter stays on one line


def legend_lines(entries, width: int = 72) -> list[list[str]]:
    """Each entry's lines at `width`: its items two spaces apart, filling each line; a short
    item is never cut ("[ ]"), a long one only after its code and a word ("M5L" stood
    alone at a line's end)."""
    room, out = width - LABEL, []
    for labels, items in entries:
        lines, line = [], ""
        for item in items:
            words = item.split(" ")
            kept = 3 if len(item) > SHORT_ITEM else len(words)  # the words kept together
            for n, word in enumerate([" ".join(words[:kept])] + words[kept:]):
                gap = "  " if n == 0 else " "
                if line and len(line) + len(gap) + len(word) > room:
                    lines.append(line)
                    line = word
                else:
                    line = f"{line}{gap}{word}" if line else word
        lines.append(line)
        out.append([f" {label:<{LABEL - 1}}{part}"
                    for label, part in zip_longest(labels, lines, fillvalue="")])
    return out


def legend(entries, width: int = 72) -> str:
    return "\n".join(line for lines in legend_lines(entries, width) for line in lines)


LEGEND = "Board codes\n" + legend(CODES)
DONE = "✓"  # after a completed Mission's code (a Mission's code leaves its fourth cell free)
BRACKETS = (("[", "]"), ("(", ")"), ("{", "}"), ("<", ">"))  # by region, as REGIONS


class PlayerView(msgspec.Struct):
    energy: int
    board: list[int]
    tiles: list[int]
    worker: int
    collector: int
    markers: int
    rewarded: list[int]  # cells of Mission discs that already earned their marker
    score: dict[str, int]
    total: int


class View(msgspec.Struct):
    seat: int | None
    shape: str
    shape_name: str
    lake_variant: bool
    volcano_count: int
    phase: str
    turn: int
    main: list[int]
    bag_count: int
    supply: int
    piles: list[list[int]]
    markers_left: int
    held: int
    replenished: bool
    bonus_region: int  # the region completed, while its bonus tile is chosen; else -1
    targets: list[int]  # main-board index each Collector space of the turn player points at
    winner: int
    end: str  # an Ending once the game is over
    players: list[PlayerView]
    start: list[int]
    volcanoes: list[list[int]]
    modules: list[Placement]


def board_shape(v):
    """The Player Board shape of a view (or a state); None while Blue is still building it."""
    return None if v.phase == "build" else shape_of(v)


_scores: dict[tuple, tuple] = {}


def live_scores(shape, board: list[int], tiles: list[int], lake_variant: bool) -> dict[str, int]:
    """A board's score per category, remembered by the board's discs and tiles: most moves
    change neither board, and every decision builds a view (scoring is most of its cost)."""
    key = (id(shape), tuple(board), tuple(tiles), lake_variant)
    hit = _scores.get(key)
    if hit is None or hit[0] is not shape:  # `is`: an id may be reused once a shape is freed
        if len(_scores) > 4096:
            _scores.clear()
        hit = _scores[key] = (shape, breakdown(board_items(shape, board, tiles, lake_variant)))
    return dict(hit[1])


def view(s, seat: int | None) -> View:
    shape = board_shape(s)
    players = []
    for p in s.players:
        if shape is not None and p.board:
            cats = live_scores(shape, p.board, p.tiles, s.lake_variant)
        else:
            cats = {c: 0 for c in CATEGORIES}
        players.append(PlayerView(p.energy, list(p.board), list(p.tiles), p.worker, p.collector,
                                  p.markers, list(p.rewarded), cats, sum(cats.values())))
    return View(seat, s.shape, shape.name if shape else "Custom shape (being built)",
                s.lake_variant, s.volcano_count, s.phase, s.turn, list(s.main), len(s.bag),
                s.supply, [list(x) for x in s.piles], s.markers_left, s.held, s.replenished,
                s.bonus_region, targets(s, s.turn), s.winner, s.end, players, list(s.start),
                [list(v) for v in s.volcanoes], list(s.modules))


# -- labels --------------------------------------------------------------------------------------
def space_number(shape, i: int) -> str:
    """The number of space `i` in its row (the digits of its label: "3" for "b3")."""
    return shape.labels[i][1:]


def main_label(idx: int) -> str:
    """A main-board space by the two Collector spaces that point at it, e.g. "B/F"."""
    row, col = divmod(idx, 4)
    return f"{MAIN.collector_labels[0][col]}/{MAIN.collector_labels[1][row]}"


def disc_text(d: int) -> str:
    disc = DISCS[d]
    text = disc.label
    if disc.energy:  # the icons it depicts (L113), read as a price beside "Pay 2 Energy" (helper-282)
        text += f" ({disc.energy} Energy icon{'s' if disc.energy > 1 else ''})"
    return text


def describe(s, e, listing: bool = False) -> str:
    """The log line of `e`; `listing`: for the move list, which leaves out what follows every
    placement alike (see _aftermath)."""
    who = COLOURS[s.turn]
    if isinstance(e, DealBonus):
        pile = (12 - len(s.extras)) // 2
        return f"bonus pile {pile + 1} gets: {TILES[e.tile].text}"
    if isinstance(e, DrawDisc):
        idx = next((i for i in FILL_PATH if s.main[i] < 0), -1)
        return f"{disc_text(e.disc)} is drawn onto {main_label(idx)}"
    if isinstance(e, (PlaceStart, PlaceVolcano)):
        return f"Blue puts {piece_name(e)} at {(e.q, e.r)}"
    if isinstance(e, PlaceModule):
        return f"Blue places {piece_name(e)} at {(e.q, e.r)} turned {e.rot * 60} degrees"
    if isinstance(e, LiftModule):
        return f"Blue lifts {MODULES[e.module].title} off the board"
    if isinstance(e, LiftTiles):
        return "Blue takes the Starting Tile and Volcano Tiles back, to lay them again"
    if isinstance(e, ConfirmLayout):
        return "Blue confirms the custom board shape; Yellow builds the same"
    if isinstance(e, SetCollector):
        return f"Yellow puts the Collector on {MAIN.collector_labels[1][e.space]}"
    if isinstance(e, Replenish):
        return f"{who} pays 2 Energy to replenish the main board" + (
            ", which is full: nothing is drawn" if -1 not in s.main else "")
    if isinstance(e, Collect):
        idx = intersection(s.turn, e.space, s.players[1 - s.turn].collector)
        d = s.main[idx] if idx >= 0 else -1
        what = disc_text(d) if d >= 0 else "nothing"
        return f"{who} takes {what} at {main_label(idx)}"
    if isinstance(e, Place):
        shape = shape_of(s)
        label = shape.labels[e.cell] if 0 <= e.cell < len(shape.coords) else str(e.cell)
        region = shape.region[e.cell] if 0 <= e.cell < len(shape.coords) else -1
        where = f" ({REGION_TITLES[region]})" if region >= 0 else ""
        disc = disc_text(s.held) if s.held >= 0 else "the disc"
        text = f"{who} places {disc} on {label}{where}" + (", paying 2 Energy" if e.paid else "")
        if e.paid and 0 <= s.turn < len(s.players) and e.cell not in paid_only(shape, s.players[s.turn]):
            text += " for a free space"  # allowed (L103), and worth saying: it bought nothing
        return text + _aftermath(s, e, listing)
    if isinstance(e, TakeBonus):
        top = s.piles[e.pile][-1] if 0 <= e.pile < 3 and s.piles[e.pile] else -1
        region = REGION_TITLES[s.bonus_region] if s.bonus_region >= 0 else "a region"
        text = TILES[top].text if top >= 0 else "nothing"
        return (f"{who} takes the top tile of bonus pile {e.pile + 1} for completing {region}: {text}"
                + _aftermath(s, e, listing))
    return repr(e)


def _aftermath(s, e, listing: bool = False) -> str:
    """What a player would say aloud after a placement or a bonus tile: Energy gained, a
    region completed, a Mission completed (markers n/3), the game's end, the next player's
    free replenish (not while `listing` moves: it follows each placement alike, and a review
    read it on every line of the list). Read off a copy of the state with the event applied,
    so the words follow the rules exactly."""
    if not (0 <= s.turn < 2) or (isinstance(e, Place) and s.held < 0):
        return ""
    seat = s.turn
    after = clone(s)
    before, now = s.players[seat], after.players[seat]
    if isinstance(e, Place):
        apply_place(after, seat, e)
    else:
        apply_bonus(after, seat, e)
    said = []
    gained = now.energy - before.energy + (PAY if getattr(e, "paid", False) else 0)
    if gained > 0:
        said.append(f"gains {gained} Energy")
    if after.phase == "bonus" and after.bonus_region >= 0:
        said.append(f"completes {REGION_TITLES[after.bonus_region]}: a bonus tile to take")
    met = now.rewarded[len(before.rewarded):]  # the Mission discs met, in cell order
    labels = shape_of(s).labels if met else []
    reduce = mission_reduction(now)  # the tile that lowers requirements: named as met (an audit read
    # "completes Mission (6+ forest)" with 5 Forests)
    for marker, cell in zip(range(before.markers + 1, now.markers + 1), met):  # one disc can meet two
        said.append(f"completes {DISCS[now.board[cell]].board_label(reduce)} on {labels[cell]}: "
                    f"Mission marker {marker}/3")
    if after.end == Ending.THIRD_MARKER:
        said.append(f"{COLOURS[seat]} wins at once with a third Mission marker")
    elif after.end == Ending.BOARDS_FULL:
        said.append("both boards are full: the game ends")
    elif after.phase == "replenish" and not listing:  # enter_collect found no disc in reach
        # the next turn's, said here as it follows from this move: "then" parts it from it (a review
        # read it as part of the move)
        said.append(f"then {COLOURS[after.turn]} has no disc in reach: the main board is replenished for free")
    return "; " + "; ".join(said) if said else ""


# -- plain text --------------------------------------------------------------------------------
def cell(shape, i: int, p) -> tuple[str, str, str, str]:
    """Cell i of a player board as every board draws it, 6 columns: (left, code, right, what).
    Its code between its region's brackets (the Starting Tile |Strt|, a Volcano ^Volc^), the
    Worker's @ in place of the right bracket; `what`: start, volcano, bonus, ruin, disc or
    empty (an empty space's code is its number in the row and its region's letter, " 3g ").
    `p`: a player's state or view, None for an empty board."""
    kind = shape.kind[i]
    if kind in ("start", "volcano"):
        left, code, right = ("|", "Strt", "|") if kind == "start" else ("^", "Volc", "^")
        what = kind
    else:
        g = shape.region[i]
        left, right = BRACKETS[g]
        if kind == "ruin":
            t = p.tiles[g] if p is not None and g < len(p.tiles) else -1
            code, what = (TILES[t].code, "bonus") if t >= 0 else ("Ruin", "ruin")
        else:
            d = p.board[i] if p is not None and p.board else -1
            code, what = ((DISCS[d].board_code(mission_reduction(p)), "disc") if d >= 0 else
                          (f" {space_number(shape, i)}{REGIONS[g][0]} ", "empty"))
            if d >= 0 and i in p.rewarded:  # a completed Mission: its marker taken (on the table,
                code = code[:3] + DONE  # the marker lies on it; a review saw no difference)
    if p is not None and p.worker == i:
        # over the right bracket, the left still naming the region: in the code it cost a
        # character ("{@P1*}" read as one Energy icon, not two; "@Wol": reviews)
        right = "@"
    return left, code, right, what


def mission_reduction(p) -> int:
    """1 when the player holds the bonus tile that lowers their Mission requirements."""
    return int(any(t >= 0 and TILES[t].effect == "reduce_missions" for t in p.tiles))


def render_board(shape, p: PlayerView) -> list[str]:
    labels = shape.labels
    xs = [2 * q + r for q, r in shape.coords]
    rows = sorted({r for _, r in shape.coords})
    xmin = min(xs)
    lines = []
    for r in rows:
        cells = [i for i, (q, rr) in enumerate(shape.coords) if rr == r]
        line = [" "] * ((max(xs) - xmin) * 3 + 6)
        for i in cells:
            x = (2 * shape.coords[i][0] + r - xmin) * 3
            line[x:x + 6] = "".join(cell(shape, i, p)[:3])
        first = labels[cells[0]][0]
        lines.append(f"{first} " + "".join(line).rstrip())
    return lines


def render_layout(v: View, preview=None, area: int = 0) -> list[str]:
    """The layout being built, one text row per hex row; `preview`, a build move, is drawn in
    brackets and capitals where it would go ([BRO] a Brown hex, [VOL], [STA]). With `area`
    (the table area's radius), every free hex of the table area shows as a dot: the table
    stands still while a piece moves over it, and its edge shows."""
    return layout_rows(v, preview, area)[0]


def layout_rows(v: View, preview=None, area: int = 0) -> tuple[list[str], int, int]:
    """render_layout's rows, with the r of the first row and the 2q + r of the first column
    (what `hex_at` reads a click by)."""
    used = {}
    if v.start:
        used[tuple(v.start)] = " STA "
    for q, r in v.volcanoes:
        used[(q, r)] = " VOL "
    for name, hexes in module_hexes(v.modules):
        for k, h in enumerate(hexes):
            region = MODULES[name].region[:3]
            used[h] = f"~{region}~" if k == _ruin_index(name) else f" {region} "
    for h, body in preview_hexes(preview):  # !BRO!: on a hex already taken
        used[h] = f"!{body.upper()}!" if h in used else f"[{body.upper()}]"
    if area:
        for h in grid(area):
            used.setdefault(h, "  ·  ")
    if not used:
        return ["(nothing placed yet)"], 0, 0
    xs = [2 * q + r for q, r in used]
    out, top = [], min(h[1] for h in used)
    for r in range(top, max(h[1] for h in used) + 1):
        line = [" "] * ((max(xs) - min(xs)) * 3 + 6)
        for (q, rr), body in used.items():
            if rr == r:
                x = (2 * q + r - min(xs)) * 3
                line[x:x + 5] = body
        out.append("".join(line).rstrip())
    return out, top, min(xs)


def hex_at(top: int, left: int, column: int, row: int) -> tuple[int, int] | None:
    """The hex drawn at (column, row) of layout rows whose first row is r = `top` and whose
    first column is 2q + r = `left` (a hex's 5 cells start at 3 * (2q + r - left))."""
    r = top + row
    for k in (column // 3, column // 3 - 1):
        if k >= 0 and (k + left - r) % 2 == 0 and column < 3 * k + 5:
            return (k + left - r) // 2, r
    return None


def preview_hexes(move) -> list[tuple[tuple[int, int], str]]:
    """The hexes a build move would fill, each with its 3-letter body (none for other moves)."""
    if isinstance(move, PlaceStart):
        return [((move.q, move.r), "sta")]
    if isinstance(move, PlaceVolcano):
        return [((move.q, move.r), "vol")]
    if isinstance(move, PlaceModule) and move.module in MODULES:
        module, ruin = MODULES[move.module], _ruin_index(move.module)
        return [(h, "rui" if k == ruin else module.region[:3])
                for k, h in enumerate(place(module.cells, move.q, move.r, move.rot))]
    return []


def piece_name(move) -> str:
    """What a build move lays: "the Starting Tile", "a Volcano Tile", a module's title."""
    if isinstance(move, PlaceStart):
        return "the Starting Tile"
    if isinstance(move, PlaceVolcano):
        return "a Volcano Tile"
    return MODULES[move.module].title


def _ruin_index(module: str) -> int:
    """Which of a module's cells is its ruin (where a bonus tile goes), -1 for none: shown
    while building, so a player can plan where the ruins land (a review)."""
    m = MODULES[module]
    return m.cells.index(tuple(m.ruin)) if m.ruin is not None else -1


def setup_words(shape_name: str, lake_variant: bool) -> str:
    """The set-up in words: the shape, and Variant 2 (the board text's title, the frame's)."""
    return shape_name + (" - Variant 2 lakes" if lake_variant else "")


def render(v: View) -> str:
    out = ["Restore - " + setup_words(v.shape_name, v.lake_variant)]
    if v.phase == "build":
        out.append("Blue builds the custom board shape:")
        out += render_layout(v)
        return "\n".join(out)
    shape = board_shape(v)
    labels0 = MAIN.collector_labels[0]
    c0 = v.players[0].collector
    out.append(f"Main board · bag {v.bag_count} · supply {v.supply} Energy · "
               f"{counted(v.markers_left, 'marker')} left")  # under 50 columns: a replay pane
    out.append("     " + "".join(("v" if c == c0 else " ") + f"{labels0[c]}   " for c in range(4)))
    for row in range(4):
        lab = MAIN.collector_labels[1][row]
        arrow = ">" if v.players[1].collector == row else " "
        cells = "".join(f"{DISCS[d].code if d >= 0 else ' .  '} " for d in v.main[row * 4:row * 4 + 4])
        out.append(f"  {arrow}{lab}  {cells}")
    for i, pile in enumerate(v.piles):
        out.append(f"Bonus pile {i + 1}: " + (" | ".join(TILES[t].text for t in reversed(pile)) or "empty")
                   + ("   (top first)" if pile else ""))
    if v.held >= 0:
        out.append(f"In hand: {disc_text(v.held)}")
    for seat, p in enumerate(v.players):
        out.append("")
        out.append(f"{COLOURS[seat]}: {p.energy} energy, {counted(p.markers, 'mission marker')}, "
                   f"{counted(p.total, 'point')} ({', '.join(f'{k} {n}' for k, n in p.score.items())})")
        out += render_board(shape, p)
    out.append("")
    if v.phase == "over":
        out.append("Game over" + (f": {COLOURS[v.winner]} wins instantly" if v.winner >= 0 else "")
                   + f" ({v.end.replace('-', ' ')})")
    else:
        # who acts, as to_act says: it named Blue while Yellow placed the first Collector (an audit)
        out.append(f"chance draws ({v.phase})" if v.phase in CHANCE_PHASES else
                   f"{COLOURS[PHASE_SEAT.get(v.phase, v.turn)]} to play ({v.phase})")
    out.append(LEGEND)
    out.append(legend(TEXT_MARKS))
    return "\n".join(out)


# The rules for the decision at hand, by phase (the help opened during that decision).
PHASE_HELP = {
    "build": "Variant 1: Blue builds the Player Board shape: the Starting Tile and the Volcano "
             "Tiles in any configuration, then all six region modules (Brown, Sky Blue, Green "
             "and the three Purple ones) completely surrounding them, one piece with no gaps; "
             "Yellow's board is the same. Modules can be lifted again, and the tiles too while "
             "no module is placed.",
    "first_collector": "Setup: Yellow puts the Collector on one of the spaces E-H; Blue "
                       "then takes the first disc.",
    "collect": "Step 1: {collector} (Blue A-D, Yellow "
               "E-H) and take the disc where it meets the other Collector's line.{replenish}",
    "place": "Step 2: put the disc on an empty space next to your Worker (+). If none is "
             "next to it, any empty space.{pay} Your Worker moves onto the disc and you take its Energy.",
    "bonus": "Step 3: you filled the last space of a region: take the top tile of one of "
             "the three bonus piles; it replaces that region's Ruin and scores as printed.",
}


def phase_help(v) -> str:
    text = PHASE_HELP.get(v.phase, "")
    if v.phase == "collect":
        if v.players[v.turn].collector < 0:  # Blue's first turn
            collector = "put your Collector on one of your spaces (it is not on the board yet)"
        elif v.replenished:  # L89
            collector = "put your Collector on any of your spaces (after the replenish it may stay where it is)"
        else:
            collector = "move your Collector to another of your spaces"
        # offered only as the rules allow it now: once, with 2 Energy; no staying for a Collector
        # not yet on the board; nothing drawn on a full board (an audit, a review)
        p, full = v.players[v.turn], -1 not in v.main
        replenish = "" if v.replenished or p.energy < PAY else (
            " Before that you may pay 2 Energy to replenish "
            + ("the main board (it is full: nothing would be drawn)" if full else "the empty spaces from the bag")
            + ("" if p.collector < 0 else "; then your Collector may stay where it is") + ".")
        free = "" if v.replenished else " If no space points at a disc, the board is replenished for free."
        text = text.format(collector=collector, replenish=replenish + free)
    elif v.phase == "place":  # paying offered where it opens a space: with 2 Energy, while a space
        p = v.players[v.turn]  # next to the Worker is empty and one away from it too (an audit)
        text = text.format(pay=" Paying 2 Energy lets you use an empty space away from it ($)."
                           if p.energy >= PAY and paid_only(shape_of(v), p) else "")
    return text


def rules_help() -> str:
    return f"""Restore - two players, each building a board of discs.
Goal: the first player to complete 3 Mission discs wins at once; otherwise the game ends when \
both player boards are full, and the higher score wins.

Turn: 1) put your Collector on one of your 4 main-board spaces (Blue: columns A-D, Yellow: \
rows E-H) and take the disc at the intersection with the other Collector. The Collector must \
move to another space, unless the main board was replenished this turn. If no space you may \
choose points at a disc, the main board is replenished for free; you may also pay 2 Energy to \
replenish before choosing. 2) place the disc on an empty space next to your Worker (or \
anywhere if none is next to it; while one is, paying 2 Energy ignores adjacency: any empty space, \
one next to it needing no payment). 3) your Worker moves onto it; take its Energy; filling the last space of the Brown, Sky Blue or Green region gives you \
the top tile of a bonus pile of your choice in place of its Ruin; each Mission disc whose \
requirement becomes met gives a Mission Completion Marker, and the third one wins at once.

Scoring: a group of adjacent Animal discs (any species) scores by how many different species \
it holds, 1/3/6/10/15/21/28/36 (a species twice counts once); Forest groups score their Trees \
only at a multiple of 5; a Lake scores its adjacent Trees (Variant 2: the Trees of its \
region, a bonus tile treated as a Forest counting its Trees, the Purple modules counting as one \
region); a Purifier scores its Vents when it \
touches at least that many different Types (Animal, Forest, Lake, Purifier, Mission, Bonus; \
a bonus tile treated as an Animal, Forest or Lake is that Type; the Starting and Volcano \
Tiles are none); a met Mission disc scores 3; bonus tiles as printed.

{TIE_BREAK}"""
