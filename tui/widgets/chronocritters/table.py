"""The shared table of Chronocritters, each one Line-API board (see canvas.py):

- `DiscBoard`: the central disc — the round's turn order, seven segments (one per round, the
  present marked ▶), the outer ring's dice by colour letter and value, everyone's time portals
  (seat and value).
- `ActionBoard`: the season areas' action spots — free [  ], paid [$ ], 3+ only [3+] — with the
  critters on them (seat number + critter letter) and the Dam spot's stack, bottom first.
- `DamBoard`: the dam's 7 rows (row 1 at the bottom) and 4 columns with markers, the round marker.
- `OfferBoard`: the value and colour offers, bonus docking tiles I/II, the seasonal docking
  offers and the year goals.
- `OthersBoard`: the other players in short, or their boards in full (the screen's x).
- `AutomaBoard`: in solo, the automa's face-up card and its last action.

On a large terminal (`Canvas.large`) each is built in words: "green 3", "[pay berry]",
"P1 eagle", every offer's quest in full; the disc and Actions board keep TABLE_WIDTH (longer
rows wrap) so that your board still fits beside them at 160x48.
"""
from __future__ import annotations

from typing import Any

from textual.geometry import Size

from engine.chronocritters.content import (BOARD, CRITTERS, SEASONS, SHAPES, SOLO, SOLO_CARDS,
                                           board_players, goal, season_of)
from engine.chronocritters.round_end import DAM_TIE, LAST_ROUND, next_order
from engine.chronocritters.solo import action_text, front_text
from engine.chronocritters.state import AUTOMA, EMPTY, SETUP_MARKER
from engine.chronocritters.quests import GOAL_NEED
from engine.chronocritters.text import automa_actions, automa_done, item_text, rewards_text
from tui.widgets.chronocritters.canvas import NBSP, Canvas, Piece, Row, seat_style, wrapped
from tui.widgets.chronocritters.codes import automa_card_words, automa_front_words, goal_words, offer_slot_words, who
from tui.widgets.chronocritters.player import PlayerBoard, quest_rows
from tui.widgets.chronocritters.labels import (ACTION_NAMES, ACTION_WORDS, CRITTER_LETTER,
                                               SEASON_SHORT, die_piece, item_short, item_style)

ALWAYS = ("dam", "sand", "value", "colour", "docking", "berries")
LABEL, SPOT = 16, 10  # a large Actions board: the action's name, a spot's inside
DISC_DICE = 3  # a large disc's dice a line (a segment of 3-4 players takes two)
TABLE_WIDTH = LABEL + 3 * (SPOT + 3)  # a large disc's and Actions board's most: what's more wraps
OFFER_LABEL = 15  # a large offer's name ("Summer docking ")


def mark(view: Any, participant: int) -> str:
    """A seat's number, or A for the automa."""
    return "A" if view.automa is not None and participant == AUTOMA else str(participant + 1)


def critter_piece(view: Any, seat: int, critter: int, large: bool, place: str = "", width: int = 0,
                  doing: str = "") -> Piece:
    """A seat's critter on a spot: "1e" compact, "P1 eagle" large (A for the automa's); its
    tooltip "Player 1's eagle" and what it did there (`doing`)."""
    solo = view.automa is not None
    name = CRITTERS[critter] if 0 <= critter < len(CRITTERS) else "critter"
    text = (f"{'' if solo and seat == AUTOMA else 'P'}{mark(view, seat)} {name}" if large
            else f"{mark(view, seat)}{CRITTER_LETTER.get(name, '*')}")
    return Piece(f"{text:<{width}}", seat_style(seat, solo), place, f"{who(view, seat)}'s {name}{doing}")


def ring_piece(view: Any, k: int, width: int, large: bool) -> Piece:
    """Ring space `k`: its die, or once taken the critter that took it (the space stays
    blocked for the round: a review could not tell who had taken which die)."""
    on = view.spots.get(f"die.{k}")
    if view.ring[k] is None and on:
        return critter_piece(view, *on[-1], large, f"spot:die.{k}", width, " took this space's die")
    return die_piece(view.ring[k], f"spot:die.{k}", width, large, "<")


def spot_words_of(spec: Any) -> str:
    """What an empty spot shows on a large board, in words."""
    if spec is None or not (spec.berries or spec.dice or spec.gain):
        return "free"
    if spec.berries:
        return "pay berry"
    if spec.dice:
        return "pay a die"
    return f"+{spec.gain} berries"


def spot_tag(spec: Any) -> str:
    """What an empty spot shows: $ paid with a berry, d paid with a die, the berries it gives."""
    if spec is None:
        return " "
    if spec.berries:
        return "$"
    if spec.dice:
        return "d"
    return str(spec.gain) if spec.gain else " "


def seat_mark(view: Any, seat: int, large: bool) -> str:
    """A seat's mark on the disc board: "2" (large: "P2", as its portals; the automa's as is)."""
    return ("P" if large and view.automa is None else "") + mark(view, seat)


def order_pieces(view: Any, large: bool) -> Row:
    """" · order 2 3 1 4" (large: "P2 P3 P1 P4"), each mark in its seat's colour."""
    solo = view.automa is not None
    tip = "this round's turn order: " + ", ".join(who(view, i) for i in view.order)
    return [Piece(" · order", "muted")] + [Piece(f" {seat_mark(view, i, large)}", seat_style(i, solo), tip=tip)
                                           for i in view.order]


NEXT_ORDER_TIP = ("next round's turn order as the dam stands now: the most markers in this "  # L269, L439
                  f"round's row first; {DAM_TIE}, then to this round's order")


def next_order_pieces(view: Any, large: bool) -> Row:
    """"next 3 1 2 4" (large: "next round's order: P3 P1 P2 P4"), as the dam stands."""
    solo = view.automa is not None
    head = "next round's order:" if large else "next"
    return [Piece(head, "muted", tip=NEXT_ORDER_TIP)] + [
        Piece(f" {seat_mark(view, i, large)}", seat_style(i, solo), tip=NEXT_ORDER_TIP) for i in next_order(view)]


class DiscBoard(Canvas):
    """Compact: "▶4 autumn G3 O2  ◆1v3"; large: "▶ 4 autumn  green 3  orange 2   ◆ P1 portal 3"."""

    def build(self, view: Any, seat: int | None) -> list[Row]:
        present = view.round - 1
        solo = view.automa is not None
        large = self.large
        # the round's turn order beside it, by the seats' marks (it was only in the log, a
        # review), on the title's line: room is made by words other rows show (the ▶ row names
        # the present season; the disc's seven rows count the rounds)
        title = f"Central disc · round {view.round} of 7" if large else f"Disc · round {view.round}"
        rows: list[Row] = [[Piece(title, "title"), *order_pieces(view, large)]]
        if not solo:  # every seat's points so far, on the first screen (the others' boards are
            # below it at 120x40: a review could not compare scores without scrolling)
            tip = "VP so far; final scoring adds pairs, level II tiles, dam majorities, gold, resources"
            rows.append([Piece(" VP", "muted", tip=tip)] + [
                Piece(f" {seat_mark(view, i, large)}:{p.vp}", seat_style(i, solo), tip=tip)
                for i, p in enumerate(view.players)])
        players = board_players(view.seats)
        by_segment: dict[int, list[int]] = {}
        for k, space in enumerate(BOARD.ring):
            if space.players <= players:
                by_segment.setdefault(space.segment, []).append(k)
        most = max(len(v) for v in by_segment.values())
        die_width = 8 if large else 2
        per_line = DISC_DICE if large else most  # a large disc keeps its width with 4 players
        for segment in range(7):
            season = season_of(segment)
            now = segment == present
            label: Row = [Piece("▶" if now else " ", "present", tip="the present: this round's segment" if now else ""),
                          Piece(f"{' ' if large else ''}{segment + 1} {season:<6}", season if now else "muted",
                                f"segment:{segment}"),
                          Piece(" ")]
            spaces = by_segment[segment]
            lines: list[Row] = []
            for start in range(0, len(spaces), per_line):
                lines.append((label if not lines else [Piece(" " * sum(len(p.text) for p in label))])
                             + [piece for k in spaces[start:start + per_line] for piece in (
                                 ring_piece(view, k, die_width, large), Piece(" "))])
            lines[0].append(Piece(" " * (die_width + 1) * (min(most, per_line) - min(len(spaces), per_line))))
            for i, p in enumerate(view.players):
                for j, q in enumerate(p.portals):
                    if (present + q.offset) % 7 == segment:
                        place = f"portal:{j}" if i == seat else ""
                        text = (f"◆ {'' if solo else 'P'}{mark(view, i)} portal {q.value}" if large
                                else f"◆{mark(view, i)}v{q.value}")
                        lines[0] += [Piece(" "), Piece(text, seat_style(i, solo), place,
                                                       f"{who(view, i)}'s time portal, value {q.value} (rounds it stays open)")]
            rows += lines
        return wrapped(rows, TABLE_WIDTH) if large else rows


class ActionBoard(Canvas):
    """Compact: "su Energy  [  ] [3+]"; large: "summer: Energy [  free  ] [3+ players]"."""

    grid = True

    def build(self, view: Any, seat: int | None) -> list[Row]:
        large = self.large
        players = board_players(view.seats)
        rows: list[Row] = [[Piece("Action spots", "title")] if large else
                           [Piece("Actions", "title"), Piece("  $ berry, d die to pay", "muted")]]
        seasonal = {action: season for season, action in view.seasonal.items()}
        for action in (*ALWAYS, "manage", *(view.seasonal[x] for x in SEASONS)):
            season = seasonal.get(action)
            if large:
                label = [Piece(f"{season}: " if season else "", season or "",
                               tip=f"an action tile of the {season} area" if season else ""),
                         Piece(f"{ACTION_WORDS[action]:<{LABEL - len(season or '') - 2 * bool(season)}}")]
            else:
                label = [Piece(f"{SEASON_SHORT[season]} " if season else "   ", season or "",
                               tip=f"an action tile of the {season} area" if season else ""),
                         Piece(f"{ACTION_NAMES[action]:<8}")]
            row: Row = label
            spots = BOARD.actions.get(action, [None])
            for i, spec in enumerate(spots):
                if spec is not None and spec.ruleset8 and not view.options.ruleset8:
                    continue  # not on today's board (content.Spot.ruleset8)
                spot = f"{action}.{i}" if spec is not None else "manage"
                on = view.spots.get(spot, [])
                if spec is None or spec.unlimited:  # Managing: each player's own spot, any number
                    row.append(self._box(("any number" if large else "∞ ") if spec is not None else
                                         spot_words_of(spec) if large else "  ", "", f"spot:{spot}",
                                         "" if spec is not None else "on each player's own board: "
                                         "any number of turns a round"))
                    row += [piece for s, c in on for piece in (Piece(" "), critter_piece(view, s, c, large))]
                    if spec is not None and len(on) > 1:  # the Dam's stack order breaks ties
                        row.append(Piece(" ↑top", "muted", tip="the critter on top: placed last"))
                    continue
                if spec is not None and spec.players > players:
                    row.append(self._box("3+ players" if large else "3+", "empty",
                                         tip="a spot used only with 3 or 4 players"))
                elif on:  # still a place: looking (l) reads who holds it, a click says why it is closed
                    critter = critter_piece(view, *on[-1], large, f"spot:{spot}")
                    row += ([self._box(critter.text, critter.style, critter.place, critter.tip)] if large
                            else [Piece("["), critter, Piece("]")])
                else:
                    row.append(self._box(spot_words_of(spec) if large else f"{spot_tag(spec)} ", "", f"spot:{spot}"))
                row.append(Piece(" "))
            rows.append(row)
        return wrapped(rows, TABLE_WIDTH) if large else rows  # the Dam spot's stack can be long

    def _box(self, text: str, style: str, place: str = "", tip: str = "") -> Piece:
        """A spot: "[$ ]" compact, "[ pay berry ]" large (every spot as wide)."""
        return Piece(f"[{text:^{SPOT if self.large else 2}}]", style, place, tip)


THREE_PLUS = {False: ", 3-4 players only",  # solo: the automa counts over this column too (NOTES.md, Dam)
              True: ", 3-4 players only: you cannot place here; the automa can (its setup marker is here)"}


class DamBoard(Canvas):
    """Compact: columns "VP ber ber gold+", a marker by seat number; large: "1 VP  berry  berry
    gold 3+", a marker "P1" (A the automa, setup its setup marker)."""

    grid = True

    def build(self, view: Any, seat: int | None) -> list[Row]:
        solo = view.automa is not None
        large = self.large
        heads = ({"vp": "1 VP", "berry_present": "berry", "gold": "gold"} if large
                 else {"vp": "VP", "berry_present": "ber", "gold": "gold"})
        width, label = (8, 9) if large else (4, 6)  # a column, the rows' label
        rows: list[Row] = [[Piece("Dam".ljust(label), "title")] + [
            Piece(f"{heads.get(c.reward.kind, c.reward.kind):>{width}}" + ("+" if c.players > 2 else " "), "muted",
                  tip=f"column {k + 1}: {rewards_text([c.reward])}" + (THREE_PLUS[solo] if c.players > 2 else ""))
            for k, c in enumerate(BOARD.dam.columns)]]
        for r in reversed(range(len(view.dam))):
            now = r == view.round - 1
            row: Row = [Piece(f"{'▶' if now else ' '}{'row ' if large else 'row'}{r + 1}".ljust(label),
                              "present" if now else "muted",
                              tip=f"dam row {r + 1} (row 1 at the bottom)" + (": this round's" if now else ""))]
            for c, x in enumerate(view.dam[r]):
                place = f"dam:{r}.{c}"
                if x == EMPTY:
                    row.append(Piece(f"{'·':>{width}} ", "empty", place))
                elif x == SETUP_MARKER:
                    row.append(Piece(f"{'setup' if large else 's':>{width}} ", "automa", place))
                else:
                    marker = f"{'' if solo and x == AUTOMA else 'P'}{mark(view, x)}" if large else mark(view, x)
                    row.append(Piece(f"{marker:>{width}} ", seat_style(x, solo), place))
            rows.append(row)
        if view.round < LAST_ROUND:  # a review could not plan the Dam without it (L269, L439)
            rows.append(next_order_pieces(view, large))
        if large:
            # by the dam's own marks, as "next round's order" is: 4 names ran past the board's
            # width, and the wrapped line fell under the detail line (helper-284)
            left = [f"P{i + 1} {p.dam_left}" for i, p in enumerate(view.players)]
            named = [f"{self.seat_label(i)} {p.dam_left}" for i, p in enumerate(view.players)]
            if view.automa is not None:
                left.append(f"Automa {view.automa.dam_left}")
                named.append(left[-1])
            rows.append([Piece("markers left: " + " · ".join(left), "muted", tip="dam markers left: " + ", ".join(named))])
            return wrapped(rows, label + len(BOARD.dam.columns) * (width + 1))
        left = [f"{mark(view, i)}:{p.dam_left}" for i, p in enumerate(view.players)]
        if view.automa is not None:
            left.append(f"A:{view.automa.dam_left}")
        rows.append([Piece("left " + " ".join(left), "muted", tip="dam markers each player has left (A the automa)")])
        return rows


# Solo: the unused colour's marker on an offer (and on the year goals): the automa's card
# counts from it to the item it removes.
AUTOMA_MARK = Piece("▼", "automa", tip="the automa's marker: its card counts from here to the "
                    "item it removes (the unused colour's dam marker)")


class OfferBoard(Canvas):
    """Compact: an offer a line of short codes ("1+ V16 12-16"); large: every item in words
    (the engine's item_text), wrapped at the board's width with each item whole."""

    @property
    def hang(self) -> int:
        return OFFER_LABEL if self.large else super().hang  # a large offer's items stay in one column

    def build(self, view: Any, seat: int | None) -> list[Row]:
        large = self.large
        rows: list[Row] = []
        for name, label, costs in (("value", "Value ", BOARD.value_offer),
                                   ("colour", "Colour", BOARD.colour_offer),
                                   ("bonus1", "Bonus I", None), ("bonus2", "Bonus II", None),
                                   *((x, f"{x.capitalize()}", None) for x in SEASONS)):
            if large:
                label = {"value": "Value quests", "colour": "Colour quests", "bonus1": "Bonus tiles I",
                         "bonus2": "Bonus tiles II"}.get(name, f"{label} docking")
            row: Row = [Piece(f"{label:<{OFFER_LABEL if large else 9}}", name if name in SEASONS else "title")]
            marked = view.automa.markers.get(name, -1) if view.automa is not None else -1
            for i, item in enumerate(view.offers[name]):
                if i == marked:
                    row.append(AUTOMA_MARK)
                cost = f"{costs[i]}+ " if costs is not None and i < len(costs) else ""
                if large:
                    row += [Piece(cost + item_text(item, view.options) if item else "—", item_style(item) if item else "empty",
                                  f"offer:{name}.{i}" if item else ""), Piece("  ")]
                    continue
                if costs is not None:
                    row.append(Piece(cost, "muted", tip=offer_slot_words(name, i)))
                row += [Piece(item_short(item), item_style(item) if item else "empty",
                              f"offer:{name}.{i}" if item else ""), Piece("  ")]
            rows.append(row)
        goals: Row = [Piece(f"{'Year goals' if large else 'Goals':<{OFFER_LABEL if large else 9}}", "title")]
        marked = SHAPES[view.automa.markers.get("goals", -1)] if view.automa is not None else ""
        for shape in SHAPES:  # the board's order, which the automa counts along (a copied
            levels = view.goals[shape]  # state's dict comes back sorted by name)
            g = goal(view.options, shape, levels[0]) if levels else None
            if large:
                text = goal_words(g) if g else f"{shape} year goal: no level left"
            else:
                text = f"{shape} {g.count} {GOAL_NEED[g.need]} L{levels[0]}" if g else f"{shape} gone"
            piece = Piece(text, "" if g else "empty", f"goal:{shape}" if g else "", f"{shape} year goal: no level left")
            if large and len(goals) > 1:  # a large board: a goal a line, under the first
                rows.append(goals)
                goals = [Piece(" " * OFFER_LABEL)]
            goals += [AUTOMA_MARK] * (shape == marked) + [piece, Piece("  ")]
        rows.append(goals)
        return rows


class OthersBoard(Canvas, can_focus=False):
    """Every player but the one on screen under a heading: in short (in words on a large
    board), or, `full` (the screen's x), each one's board in words as PlayerBoard draws yours
    on a large terminal (its portal framed there only), then their quests in words, across the
    whole width (not LARGE_WIDTH: it stands alone); read only: no move is picked there, so
    its places are their words, the tooltip."""

    NAME_MOST = 24  # a line of its own: the default bot names whole ("MCTS-hard bot 2")
    full = False
    _drawer: PlayerBoard | None = None  # draws the boards in full (never mounted)

    def build(self, view: Any, seat: int | None) -> list[Row]:
        others = [i for i in range(len(view.players)) if i != seat]
        if not others:
            return []
        hint = " (x: in short)" if self.full else " (x: their boards in full)"
        rows: list[Row] = [[Piece("Other players", "title"), Piece(hint, "muted")]]
        for i in others:
            rows += self._board(view, i) if self.full else self._summary(view, i)
        return rows

    def _board(self, view: Any, i: int) -> list[Row]:
        from tui.widgets.chronocritters.places import describe

        drawer = self._drawer = self._drawer or PlayerBoard()
        drawer.scale, drawer.names, drawer.NAME_MOST = self.scale, self.names, self.NAME_MOST
        # in words at every size (the framed portal from LARGE_WIDTH): here no place is read by l
        # or the cursor, and a compact board's codes ("[2r]", "1:+1") had words in tooltips alone
        rows = drawer.large_rows(view, i, framed=self.large) + quest_rows(view, view.players[i], "their")
        whose = f"Player {i + 1}'s"  # a place kept whole where a line wraps, as on your board
        return [[]] + [[Piece(piece.text.replace(" ", NBSP), piece.style, "", describe(view, i, piece.place, whose))
                        if piece.place else piece for piece in row] for row in rows]  # ("DSU4" / "2sp1s": a review)

    def _summary(self, view: Any, i: int) -> list[Row]:
        """A line of figures and one of the portal; each figure whole where a line wraps
        (non-breaking spaces: "levels" stood at a line's end, "1/1/3" under it: a review)."""
        p, solo = view.players[i], view.automa is not None
        done = sum(sl.done for sl in p.slots.values())
        peacock = ["peacock"] if p.peacock else []
        if self.large:
            summary = _figures([f"{p.vp} VP", f"gold {p.gold}", f"wood {p.wood}", f"sand {p.sand}",
                                "berries " + ", ".join(f"{x} {p.berries[x]}" for x in SEASONS),
                                f"energy track a {p.energy[0]}, track b {p.energy[1]}",
                                "levels " + ", ".join(f"{c} {p.levels[c]}" for c in ("eagle", "varan", "beaver"))]
                               + peacock)
            dice = ", ".join(die_piece(d, words=True).text.strip() for d in p.grid if d is not None)
            quests = f"quests {done} of {len(p.slots)} completed" if p.slots else "no quests placed yet"
            return [[Piece(f"{self.seat_label(i)} ", seat_style(i, solo)), Piece(summary)],
                    [Piece(f"  {quests} · time portals open {len(p.portals)}"
                           f" · transmission portal: {dice or 'no dice'}", "muted")]]
        levels = "/".join(str(p.levels[c]) for c in ("eagle", "varan", "beaver"))
        quests = f"quests {done}/{len(p.slots)} done" if p.slots else "no quests yet"  # the draft: "0/0"
        row: Row = [Piece(f"  {quests} · portals {len(p.portals)} · dice ", "muted",
                          tip="quests completed of those placed, time portals open, the dice of their portal")]
        for d in p.grid:
            if d is not None:
                row += [die_piece(d), Piece(" ")]
        figures = [f"{p.vp} VP", f"gold {p.gold} wood {p.wood} sand {p.sand}",
                   "berries " + "/".join(str(p.berries[x]) for x in SEASONS),
                   f"energy {p.energy[0]}/{p.energy[1]}", f"levels {levels}"] + peacock
        return [[Piece(f"{self.seat_label(i)} ", seat_style(i, solo)),
                 Piece(_figures(figures),
                       tip="berries spring/summer/autumn/winter, energy tracks a/b, "
                           "critter levels eagle/varan/beaver")],
                row]


def _figures(figures: list[str]) -> str:
    """"gold 5 · levels 1/1/3": a line wraps between the figures, never inside one."""
    return f"{NBSP}· ".join(f.replace(" ", NBSP) for f in figures)


class AutomaBoard(Canvas, can_focus=False):
    """Solo: the automa's next action (the back of its face-up card), that card's front (read
    when it was drawn: how the action of that turn went) and what it did last; nothing in a
    game of players. On a large board the card is spelled out. It keeps the most lines its
    texts took at this width (blank below a shorter one): its last action's words run from one
    to four lines, and each turn moved the boards under it, so a click landed on another spot
    (a review)."""

    _held = (0, 0)  # (width, the most lines seen at it)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        lines = super().get_content_height(container, viewport, width)
        self._held = (width, max(lines, self._held[1] if self._held[0] == width else 0))
        return self._held[1]

    def build(self, view: Any, seat: int | None) -> list[Row]:
        a = view.automa
        if a is None:
            return []
        card = SOLO_CARDS.get(a.top)
        # the face-up card's back is the next action; its front was read when it was drawn
        if view.over:  # no next action, nor a card to read (the final screen said "next: energy")
            upcoming, card = "has played its last action", None
        else:
            upcoming = automa_done(view) or (f"next: {action_text(a.top)} (card {a.top}'s back; the card "
                                             "drawn then says how)" if card else "no card yet")
        tile: Row = [Piece("  tile: ", "muted", tip="the Tile action moves the marker (▼) clockwise "
                           "the card's number of corners [in brackets]; the actions passed on the way are "
                           "taken without a critter, the corner reached with one")]
        for i, space in enumerate(SOLO.tile):  # spaced between, not after: at 100x30 a trailing
            name = f"[{space.action}]" if space.corner else space.action  # space put "dam" alone on
            tile += [Piece(" ")] * bool(i) + [AUTOMA_MARK] * (i == a.tile) + [  # a line (a review)
                Piece(name, "bold" if space.corner else "muted")]
        rows = [[Piece("Automa ", "automa"), Piece(upcoming, tip=automa_card_words(card) if card else "")],
                [Piece(f"  {automa_actions(view)} · {len(a.deck)} {'under it' if a.top else 'in deck'} · last: ", "muted"),
                 Piece(a.last or "-")], tile]
        if card:  # its front: coded, or spelled out on a large board
            # said as the last action's: read as how the next is done (helper-277)
            rows.insert(1, [Piece(f"  Card {a.top}. " + automa_front_words(card), "muted") if self.large else
                            Piece(f"  card {a.top} face up, its front read for the last action: {front_text(a.top)}",
                                  "muted", tip=automa_card_words(card))])
        return rows
