"""A player's board as one Line-API widget (see canvas.py): critters and levels, energy tracks,
wood and sand, berries and gold, adjustment tokens, the 3x3 transmission portal framed by its
12 quest spots (✓ completed, + a docking tile or quest paired with it), the mining spaces,
time portals and the docking quests taken.

    eagle L1 dam.0  varan L2 home  beaver L1 home  peacock -
          c0T    c1T    c2T
    r0L  G2    ·     O3    r0R
"""
from __future__ import annotations

from typing import Any

from engine.chronocritters.content import BOARD, CRITTERS, SEASONS, SPOTS, season_of
from tui.widgets.chronocritters.canvas import Canvas, Piece, Row, seat_style
from tui.widgets.chronocritters.codes import quest_words
from tui.widgets.chronocritters.labels import (SEASON_SHORT, die_piece, item_short,
                                               item_style)

SPOT_WIDTH = 5


class PlayerBoard(Canvas):
    scalable = True

    def build(self, view: Any, seat: int | None) -> list[Row]:
        if seat is None or not 0 <= seat < len(view.players):
            return [[Piece("no seat on screen", "muted")]]
        p = view.players[seat]
        solo = view.automa is not None
        track = lambda n, most: "■" * n + "□" * (most - n)  # noqa: E731
        rows: list[Row] = [[Piece(f"Player {seat + 1} ", seat_style(seat, solo)),
                            Piece(f"{p.vp} VP  "), Piece(f"gold {p.gold}", "", "gold"), Piece("  tokens")]
                           + [piece for i, t in enumerate(p.tokens) for piece in (Piece(" "), Piece(f"±{t}", "", f"token:{i}"))]]
        rows.append([Piece(f"wood {track(p.wood, BOARD.wood_max)} {p.wood}  sand {track(p.sand, BOARD.sand_max)} {p.sand}",
                           tip=f"wood {p.wood} of {BOARD.wood_max}, sand {p.sand} of {BOARD.sand_max} (■ filled)")])
        rows.append([Piece("energy "), Piece(f"a {track(p.energy[0], BOARD.energy_max)}", "", "track:0"), Piece("  "),
                     Piece(f"b {track(p.energy[1], BOARD.energy_max)}", "", "track:1")])
        rows.append([Piece("berries")] + [piece for x in SEASONS for piece in (
            Piece(" "), Piece(f"{SEASON_SHORT[x]} {p.berries[x]}", x, f"berry:{x}"))])
        critters = [c for c in CRITTERS if c != "peacock" or p.peacock]
        for pair in (critters[:2], critters[2:]):
            row: Row = []
            for c in pair:
                level = f" L{p.levels[c]}" if c in p.levels else ""
                row += [Piece(f"{c}{level}", "bold", f"critter:{c}"), Piece(f" {p.placed[c] or 'home':<9}", "muted")]
            rows.append(row)
        rows += self._grid(p)
        rows += self._quests(p)
        rows.append([Piece("mines")] + [piece for k, m in enumerate(p.mines) for piece in (
            Piece(" " if k != 3 else " / "), Piece(f"[{k + 1}{'·' if not m else m[0]}]", "" if m else "empty", f"mine:{k}"))])
        rest: Row = [Piece("portals", "" if p.portals else "muted")]
        for j, q in enumerate(p.portals):
            season = season_of(view.round - 1 + q.offset)
            rest += [Piece(" "), Piece(f"{q.offset:+d} {season} v{q.value}", season, f"portal:{j}")]
        rest.append(Piece(" none" if not p.portals else "", "muted"))
        rows.append(rest)
        taken: Row = [Piece("docking")]
        for q in p.pending:
            taken += [Piece(" "), Piece(item_short(q), item_style(q), f"pending:{q}")]
        taken += [Piece("  beside:"), Piece(" " + (" ".join(p.beside) or "—"), "", "beside")]
        rows.append(taken)
        return rows

    def _grid(self, p: Any) -> list[Row]:
        def spot(name: str) -> Piece:
            sl = p.slots.get(name)
            if sl is None:
                return Piece(f"{name:^{SPOT_WIDTH}}", "empty", f"qspot:{name}")
            text = sl.quest + ("✓" if sl.done else "") + ("+" if sl.dock else "")
            return Piece(f"{text:^{SPOT_WIDTH}}", "done" if sl.done else item_style(sl.quest), f"qspot:{name}")

        pad = Piece(" " * SPOT_WIDTH)
        rows: list[Row] = [[pad] + [spot(f"c{c}T") for c in range(3)]]
        for r in range(3):
            row: Row = [spot(f"r{r}L")]
            for c in range(3):
                row += [Piece(" "), die_piece(p.grid[3 * r + c], f"cell:{3 * r + c}", 3), Piece(" ")]
            rows.append(row + [spot(f"r{r}R")])
        rows.append([pad] + [spot(f"c{c}B") for c in range(3)])
        return rows

    def _quests(self, p: Any) -> list[Row]:
        """Each placed quest with what it needs, done or not, and its docking partner."""
        out: list[Row] = []
        for name in SPOTS:
            sl = p.slots.get(name)
            if sl is None:
                continue
            words = f"quest spot {name}: {quest_words(sl.quest, sl.done, sl.dock)}"
            row: Row = [Piece(f"{name} ", "muted", tip=words), Piece(item_short(sl.quest), item_style(sl.quest), tip=words),
                        Piece(" done" if sl.done else " open", "done" if sl.done else "muted")]
            if sl.dock:
                row += [Piece(" + ", tip=words), Piece(item_short(sl.dock), item_style(sl.dock), tip=words)]
            out.append(row)
        return out
