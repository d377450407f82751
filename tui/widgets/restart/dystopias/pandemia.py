"""Pandemia: the Virus (Plan A) and Cure (Plan B) tracks with every player's marker, the
milestones, stages and Mission points, and the dice of a roll in progress (or the last roll). A roll's
decisions are taken here: set a die, roll, mark a die for the reroll (pick the die), reroll or
keep, count stars as +2."""
from __future__ import annotations

from engine.restart.dystopias.pandemia.events import BoostStars, MarkReroll, Reroll, Roll, SetDie
from engine.restart.dystopias.pandemia.steps import TRACKS

from tui.widgets.restart.dystopias import DystopiaPanel
from tui.widgets.restart.marks import bar
from tui.widgets.restart.panel import Canvas


def _bar(c: Canvas, track, position: int, style: str) -> None:
    """The track a cell a space, as Anomie's (scaled to 30 cells, a ★ at space 5 of 40 stood
    in cell 4 and looked one step away from a marker two away): milestones ◆, Mission points
    ★ (over a milestone)."""
    marks = {m.space: "◆" for m in track.milestones} | {p: "★" for p in track.mission_points}
    bar(c, track.spaces, position, marks, style, track.spaces)


def _stages(track) -> str:
    """"stages of 5 spaces, to the furthest marker: 2 4 6 8 10 5 3 1 pt" (the eight stages are
    alike in length; short, as a long line widens the board's column of two)."""
    first = track.stages[0]
    points = " ".join(str(st.points) for st in track.stages)
    return f"stages of {first.last - first.first + 1} spaces, to the furthest marker: {points} pt"


class PandemiaPanel(DystopiaPanel):
    """Shown (Pandemia view, seat names, seat). Keys: ("die", k) a die to reroll, ("set", face),
    ("roll",), ("reroll",), ("stars", n)."""

    TARGETS = {MarkReroll: lambda m: ("die", m.die), SetDie: lambda m: ("set", m.face),
               BoostStars: lambda m: ("stars", m.count), Roll: lambda m: ("roll",),
               Reroll: lambda m: ("reroll",)}
    # a die no reroll may take (set, already marked, past the Memory limit): the engine's reason
    PROBES = {"die": lambda key: (MarkReroll(key[1]),)}
    STAYS = ("die",)  # marked, a die keeps the cursor: the arrows go on from it

    def _one_line(self) -> bool:
        """Whether a name and its bar fit on one line (a bar cut at the edge would split)."""
        return not self.size.width or self.size.width >= 13 + max(t.spaces for t in TRACKS.values()) + 4

    def on_resize(self) -> None:  # RestartPanel.on_resize runs too: Textual calls each class's handler
        if self.data is not None:
            self.redraw()

    def draw(self, c: Canvas) -> None:
        v, names, _ = self.data
        c.add("Pandemia", "title").add("  ━ reached · ◆ milestone · ★ Mission point", "muted")
        for title, plan, positions in (("Virus (Plan A)", "plan_a", v.virus),
                                       ("Cure (Plan B)", "plan_b", v.cure)):
            track = TRACKS[plan]
            c.newline().add(f"{title} /{track.spaces}", "title")
            c.add("  milestones " + " ".join(f"{m.points}pt@{m.space}" for m in track.milestones), "muted")
            c.newline().add("  " + _stages(track), "muted")  # L187: shown (a review)
            c.newline().add("  ★ Mission points at spaces " + " ".join(map(str, track.mission_points)), "muted")
            for i, (name, at) in enumerate(zip(names, positions)):
                if self._one_line():
                    c.newline().add(f"  {name[:10]:<10} ", f"seat{i}")
                else:  # a narrow panel: the name over its bar, so the bar keeps a cell a space
                    c.newline().add(f"  {name}", f"seat{i}").newline().add("    ")
                _bar(c, track, at, f"seat{i}")
                c.add(f" {at}")
        c.newline()
        if v.plan:
            c.add("Dice for " + ("Plan A (Virus): " if v.plan == "plan_a" else "Plan B (Cure): "), "title")
            for k, face in enumerate(v.dice):
                style = "reached" if k < v.set_count else ("warn" if k in v.marked else "")
                mark = "*" if k in v.marked else ""  # not colour alone (a review saw no mark)
                c.add(f"[{face or '?'}]{mark}", style, ("die", k)).add(" ")
            boosted = f" · stars +2: {v.boosted}" if v.boosted else ""
            # once rolled again, not "marked for the reroll" (a review read that after it)
            c.add(f"bright: set · *: {'rerolled' if v.rerolled else 'marked for the reroll'}{boosted}", "muted")
            if any(k[0] == "die" for k in self.targets):
                c.newline().add("Pick a die to mark it for the reroll", "muted")
        elif v.last_move:
            seat, plan, total, moved = v.last_move
            c.add(f"Last roll: {names[seat]} {'Virus' if plan == 0 else 'Cure'} total {total}, "
                  f"moved {moved}", "muted")
        marked = len(v.marked)
        self.buttons(c, [(("set", "virus"), "Set a die to virus"), (("set", "cure"), "Set a die to cure"),
                         (("roll",), "Roll"),
                         (("reroll",), f"Reroll {marked} marked" if marked else "Keep the roll"),
                         # the most first, as the move list: the cursor starts there, where enter
                         # in the list goes too (0 first threw 2 spaces away: a review)
                         *[(("stars", n), f"{n} star{'s' if n != 1 else ''} +2") for n in range(6, -1, -1)]])


PANEL = PandemiaPanel
