"""A player's board as one Line-API widget (see canvas.py): critters and levels, energy tracks,
wood and sand, berries and gold, adjustment tokens, the 3x3 transmission portal framed by its
12 quest spots (✓ completed, + a docking tile or quest paired with it, * both: the pair
scored), the mining spaces, time portals and the docking quests taken.

    eagle L1 dam.0  varan L2 home  beaver L1 home  peacock -
          c1T    c2T    c3T
    r1L  G2    ·     O3    r1R
"""
from __future__ import annotations

from typing import Any

from engine.chronocritters.content import (BOARD, CRITTERS, PLAYER_BOARDS, SEASONS, SPOTS, quest_spot_code,
                                           quest_spot_name, season_of)
from engine.chronocritters.text import item_text, mine_gains, rewards_text
from tui.widgets.chronocritters.canvas import NBSP, Canvas, Piece, Row, lines_of, seat_style, wrapped
from tui.widgets.chronocritters.codes import quest_words
from tui.widgets.chronocritters.labels import (SEASON_SHORT, die_piece, item_short, item_style,
                                               spot_short, spot_words)

SPOT_WIDTH = 5
SPOT_WORDS, CELL_WIDTH = 10, 9  # a large board: a quest spot's two lines, a portal cell
LARGE_WIDTH = SPOT_WORDS * 2 + 3 * (CELL_WIDTH + 1) + 3  # the framed portal and its spots


def whole(rewards) -> str:
    """Rewards in words, each kept on one line where a row wraps ("die up to 4" broke after "to")."""
    return rewards_text(rewards).replace(" ", NBSP).replace("," + NBSP, ", ")


class PlayerBoard(Canvas):
    """Compact as drawn above; large: resources and berries named, one critter a line, the
    portal framed with each die in words ("green 3") and each quest spot on two lines (the
    quest and its state, or an empty spot's bonus). The quests in full are QuestBoard's."""

    grid = True

    def build(self, view: Any, seat: int | None) -> list[Row]:
        if seat is None or not 0 <= seat < len(view.players):
            return [[Piece("no seat on screen", "muted")]]
        if self.large:
            return wrapped(self.large_rows(view, seat), LARGE_WIDTH)
        p = view.players[seat]
        solo = view.automa is not None
        # the name first and alone with the points: a long name must not push the tokens out
        rows: list[Row] = [[Piece(f"{self.seat_label(seat)} ", seat_style(seat, solo)),
                            Piece(f"{p.vp} VP  "), Piece(f"gold {p.gold}", "", "gold")]]
        rows.append([Piece(f"wood {track(p.wood, BOARD.wood_max)} {p.wood}  sand {track(p.sand, BOARD.sand_max)} {p.sand}",
                           tip=f"wood {p.wood} of {BOARD.wood_max}, sand {p.sand} of {BOARD.sand_max} (■ filled)")])
        rows.append([Piece("energy "), Piece(f"a {track(p.energy[0], BOARD.energy_max)}", "", "track:0"), Piece("  "),
                     Piece(f"b {track(p.energy[1], BOARD.energy_max)}", "", "track:1"), Piece("  tokens" + ("" if p.tokens else " none"))]
                    + [piece for i, t in enumerate(p.tokens) for piece in (Piece(" "), Piece(f"±{t}", "", f"token:{i}"))])
        rows.append([Piece("berries")] + [piece for x in SEASONS for piece in (
            Piece(" "), Piece(f"{SEASON_SHORT[x]} {p.berries[x]}", x, f"berry:{x}"))])
        critters = [c for c in CRITTERS if c != "peacock" or p.peacock]
        for pair in (critters[:2], critters[2:]):
            row: Row = []
            for c in pair:  # "beaver L2 at peacock 1 · peacock home": the spot read as a critter
                level = f" L{p.levels[c]}" if c in p.levels else ""  # run on (a review)
                where = f"at {spot_short(p.placed[c])}" if p.placed[c] else "home"  # words, not "die.6"
                row += [Piece(" · ", "muted")] * bool(row) + [Piece(f"{c}{level}", "bold", f"critter:{c}"),
                                                             Piece(f" {where}", "muted")]
            rows.append(row)
        rows += self._grid(p)
        rows += self._quests(p, view.options)
        rows.append([Piece("mines")] + [piece for k, m in enumerate(p.mines) for piece in (
            Piece(" " if k != 3 else " / "), Piece(f"[{k + 1}{'·' if not m else m[0]}]", "" if m else "empty", f"mine:{k}"))])
        board = PLAYER_BOARDS[p.board]  # its side, and its triangle's lines as codes ([ev]) the look-around spells out
        rows.append([Piece(f"{board.name} · lines")] + [piece for line in board.triangle for piece in (
            Piece(" "), Piece(f"[{line[0]}{line.split('-')[1][0]}]", "done" if line_paid(p, line) else "", f"line:{line}"))])
        rest: Row = [Piece("portals", "" if p.portals else "muted")]
        for j, q in enumerate(p.portals):
            season = season_of(view.round - 1 + q.offset)
            # numbered as the moves name them ("raises time portal 2 by 1": a review)
            rest += [Piece(" "), Piece(f"{j + 1}:{q.offset:+d} {season} v{q.value}", season, f"portal:{j}")]
        rest.append(Piece(" none" if not p.portals else "", "muted"))
        rows.append(rest)
        taken: Row = [Piece("docking")]
        for q in p.pending:
            taken += [Piece(" "), Piece(item_short(q), item_style(q), f"pending:{q}")]
        if not p.pending:
            taken.append(Piece(" —", "muted"))
        taken += [Piece(" ·"), Piece(f" beside{NBSP}"), Piece(" ".join(p.beside) or "—", "", "beside")]
        rows.append(taken)
        return rows + drafted(view, p, "starting quests")

    def _grid(self, p: Any) -> list[Row]:
        def spot(name: str) -> Piece:
            sl = p.slots.get(name)
            # a left spot hugs the grid, a right one starts beside it: every row lines up
            align = ">" if name.endswith("L") else "<" if name.endswith("R") else "^"
            if sl is None:
                return Piece(f"{quest_spot_code(name):{align}{SPOT_WIDTH}}", "empty", f"qspot:{name}")
            # one mark, so a spot's code never runs into its neighbour's above or below the grid
            text = sl.quest + ("*" if sl.done and sl.dock else "✓" if sl.done else "+" if sl.dock else "")
            return Piece(f"{text:{align}{SPOT_WIDTH}}", "done" if sl.done else item_style(sl.quest), f"qspot:{name}")

        pad = Piece(" " * SPOT_WIDTH)
        rows: list[Row] = [[pad] + [spot(f"c{c}T") for c in range(3)]]
        for r in range(3):
            row: Row = [spot(f"r{r}L")]
            for c in range(3):
                row += [Piece(" "), die_piece(p.grid[3 * r + c], f"cell:{3 * r + c}", 3), Piece(" ")]
            rows.append(row + [spot(f"r{r}R")])
        rows.append([pad] + [spot(f"c{c}B") for c in range(3)])
        return rows

    def _quests(self, p: Any, options) -> list[Row]:
        """Each placed quest with what it needs, done or not, and its docking partner."""
        out: list[Row] = []
        for name in SPOTS:
            sl = p.slots.get(name)
            if sl is None:
                continue
            words = f"quest spot {quest_spot_code(name)}: {quest_words(sl.quest, sl.done, sl.dock, options)}"
            row: Row = [Piece(f"{quest_spot_code(name)} ", "muted", tip=words), Piece(item_short(sl.quest), item_style(sl.quest), tip=words),
                        Piece(" done" if sl.done else " open", "done" if sl.done else "muted")]
            if sl.dock:  # its id: a partner is done, and its price read as still to pay (a review)
                row += [Piece(" + ", tip=words), Piece(sl.dock, item_style(sl.dock), tip=words)]
            out.append(row)
        return out

    # -- the large board -----------------------------------------------------------------------
    def large_rows(self, view: Any, seat: int, framed: bool = True) -> list[Row]:
        """The large board as built, unwrapped (beside the table it keeps LARGE_WIDTH); not
        `framed`, the portal as on a compact board, for a narrow room (the rest is words)."""
        p = view.players[seat]
        solo = view.automa is not None
        rows: list[Row] = [[Piece(self.seat_label(seat), seat_style(seat, solo)), Piece(f" · {p.vp} VP · "),
                            Piece(f"gold {p.gold}", "", "gold")]
                           + [Piece(" ·"), Piece(" tokens")] * bool(p.tokens)  # "· tokens" began a line
                           + [piece for i, t in enumerate(p.tokens) for piece in (Piece(" "), Piece(f"±{t}", "", f"token:{i}"))]]
        rows.append([Piece(f"wood {track(p.wood, BOARD.wood_max)} {p.wood} of {BOARD.wood_max} · "
                           f"sand {track(p.sand, BOARD.sand_max)} {p.sand} of {BOARD.sand_max}")])
        rows.append([Piece("energy: "), Piece(f"track a {track(p.energy[0], BOARD.energy_max)}", "", "track:0"),
                     Piece(" · "), Piece(f"track b {track(p.energy[1], BOARD.energy_max)}", "", "track:1")])
        rows.append([Piece("berries:")] + [piece for x in SEASONS for piece in (
            Piece(" "), Piece(f"{x} {p.berries[x]}", x, f"berry:{x}"))])
        for c in CRITTERS:
            if c == "peacock" and not p.peacock:
                rows.append([Piece("peacock: not unlocked yet (the spring Peacock action)", "muted")])
                continue
            where = spot_words(p.placed[c]) if p.placed[c] else "at home"
            rows.append([Piece(f"{c} level {p.levels.get(c, 1)}", "bold", f"critter:{c}"), Piece(f": {where}", "muted")])
        rows.append([Piece("Transmission portal", "title")]
                    + [Piece(" · an empty quest spot: its bonus", "muted")] * framed)
        rows += self._large_grid(p) if framed else self._grid(p)
        rows.append([Piece("mines, top row:   ")] + self._mines(view, p, range(3)))
        rows.append([Piece("mines, bottom row:")] + self._mines(view, p, range(3, 5)))
        board = PLAYER_BOARDS[p.board]
        rows.append([Piece("a full row of mines: "), Piece(f"top{NBSP}{whole(board.row_bonuses[0])}"),
                     Piece(f" · bottom{NBSP}{whole(board.row_bonuses[1])}")])
        rows.append([Piece(f"upgrade lines ({board.name} board):")] + [piece for k, line in enumerate(board.triangle) for piece in (
            Piece(" · " if k else " ", "muted"),
            Piece(f"{line.replace('-', '–')} {rewards_text(board.triangle[line])}", "done" if line_paid(p, line) else "",
                  f"line:{line}"))])
        rest: Row = [Piece("time portals:")]
        for j, q in enumerate(p.portals):
            season = season_of(view.round - 1 + q.offset)
            way = f"{abs(q.offset)} {'ahead' if q.offset > 0 else 'back'} to {season}"  # "-3 winter": cryptic (a review)
            rest += [Piece(" "), Piece(f"{j + 1}: {way}, value {q.value}", season, f"portal:{j}")]
        rows.append(rest + ([Piece(" none", "muted")] if not p.portals else []))
        taken: Row = [Piece("docking quests taken:")]
        for q in p.pending:
            taken += [Piece(" "), Piece(item_short(q), item_style(q), f"pending:{q}")]
        rows.append(taken + ([Piece(" none", "muted")] if not p.pending else []))
        rows += drafted(view, p, "starting quests, placed after the dice:")
        rows.append([Piece("beside the board:"), Piece(" " + (" ".join(p.beside) or "nothing"), "", "beside")])
        return rows

    @staticmethod
    def _mines(view: Any, p: Any, spaces: range) -> Row:
        """Each space with what it gives (a player board's own, the grey ones differing): both
        choices while empty, the one taken once mined."""
        def words(k: int) -> str:
            gains, vps = mine_gains(view.options, p.board, k)
            return {"": f"{gains} or {vps}", "res": f"✓ {gains}", "vp": f"✓ {vps}"}[p.mines[k]]
        return [piece for k in spaces for piece in (
            Piece(" "), Piece(f"[{k + 1} {words(k)}]", "" if p.mines[k] else "empty", f"mine:{k}"))]

    def _large_grid(self, p: Any) -> list[Row]:
        """The 3x3 portal framed, dice in words, each quest spot on two lines beside its line."""
        def lines(name: str) -> tuple[list[str], str]:
            sl = p.slots.get(name)
            if sl is None:
                return lines_of(rewards_text([BOARD.spot_bonuses[name]]), SPOT_WORDS) + [""], "empty"
            state = ("✓" if sl.done else "open") + (f" +{sl.dock}" if sl.dock else " done" if sl.done else "")
            return [item_short(sl.quest), state], "done" if sl.done else item_style(sl.quest)

        def spot(name: str, line: int, width: int, align: str) -> Piece:
            text, style = lines(name)
            return Piece(f"{text[line]:{align}{width}}", style, f"qspot:{name}")

        def frame(left: str, mid: str, right: str) -> Piece:
            return Piece(left + mid.join("─" * CELL_WIDTH for _ in range(3)) + right, "muted")

        pad = Piece(" " * (SPOT_WORDS + 1))
        rows: list[Row] = [[pad] + [piece for c in range(3) for piece in (Piece(" "), spot(f"c{c}T", line, CELL_WIDTH, "^"))]
                           for line in (0, 1)]
        rows.append([pad, frame("┌", "┬", "┐")])
        for r in range(3):
            row: Row = [spot(f"r{r}L", 0, SPOT_WORDS, ">"), Piece(" │", "muted")]
            for c in range(3):
                row += [die_piece(p.grid[3 * r + c], f"cell:{3 * r + c}", CELL_WIDTH, True), Piece("│", "muted")]
            rows.append(row + [Piece(" "), spot(f"r{r}R", 0, SPOT_WORDS, "<")])
            edge = frame("└", "┴", "┘") if r == 2 else frame("├", "┼", "┤")
            rows.append([spot(f"r{r}L", 1, SPOT_WORDS, ">"), Piece(" "), edge, Piece(" "), spot(f"r{r}R", 1, SPOT_WORDS, "<")])
        rows += [[pad] + [piece for c in range(3) for piece in (Piece(" "), spot(f"c{c}B", line, CELL_WIDTH, "^"))]
                 for line in (0, 1)]
        return rows




def line_paid(p: Any, line: str) -> bool:
    """Both critters of a triangle line at level 2 or more: its bonus was gained (L378)."""
    return all(p.levels.get(c, 1) >= 2 for c in line.split("-"))


def track(n: int, most: int) -> str:
    return "■" * n + "□" * (most - n)


class QuestBoard(Canvas, can_focus=False):
    """A large terminal only: the quests on your board in full words, the docking quests
    taken and what lies beside the board (a small one shows them in short on PlayerBoard)."""

    def build(self, view: Any, seat: int | None) -> list[Row]:
        if not self.large or seat is None or not 0 <= seat < len(view.players):
            return []
        return ([[Piece("Your quests", "title"), Piece(" (row 1 at the top, column 1 at the left)", "muted")]]
                + quest_rows(view, view.players[seat], "your"))


def drafted(view: Any, p: Any, label: str) -> list[Row]:
    """The starting quests chosen in the draft, until the starting dice put them on the board
    (they showed in the log alone: a review)."""
    if not p.drafted:
        return []
    return [[Piece(label)] + [piece for q in p.drafted for piece in (
        Piece(" "), Piece(item_short(q), item_style(q), tip=item_text(q, view.options)))]]


def quest_rows(view: Any, p: Any, whose: str) -> list[Row]:
    """The quests on a player's board in full words, the docking quests taken, what lies beside."""
    rows: list[Row] = []
    for name in SPOTS:
        sl = p.slots.get(name)
        if sl is not None:
            rows.append([Piece(f"{quest_spot_name(name)}: ", "muted"),
                         Piece(quest_words(sl.quest, sl.done, sl.dock, view.options), "done" if sl.done else item_style(sl.quest))])
    rows += [[Piece("docking quest taken, to complete: ", "muted"), Piece(item_text(q, view.options), item_style(q))]
             for q in p.pending]
    rows += [[Piece("beside the board: ", "muted"), Piece(item_text(q, view.options), item_style(q))] for q in p.beside]
    rows += [[Piece("starting quest chosen, to place: ", "muted"), Piece(item_text(q, view.options), item_style(q))]
             for q in p.drafted]
    return rows or [[Piece(f"no quest on {whose} board yet", "muted")]]
