"""A Footer that builds its key widgets again only when their number or style changes."""
from __future__ import annotations

from typing import NamedTuple

from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


WIDE_ONLY = ("redo", "export")  # left out, the last first, when the keys do not fit with them (?
# and the palette list them): a game's own step keys (Restore's r Replenish, Restart's boards)
# need the room; redo stays longer (a review missed it just after an undo, with room for it)
ROOMY_ONLY = {"scroll_board(1, 1)"}  # then these and "^p palette" too (? lists them, ctrl+p
# still opens it): Chronocritters' five free-action keys cut "a Adjust" at 80 columns (a review)
PALETTE = 12  # "^p palette" at the right edge
# (compact, how many of WIDE_ONLY, ROOMY_ONLY kept, the palette kept), the roomiest first
STYLES = ((False, 2, True, True), (True, 2, True, True), (True, 1, True, True), (True, 0, True, True),
          (True, 0, False, False))


class Key(NamedTuple):
    """What fitting reads of a key (a FooterKey has the same three)."""
    key_display: str
    description: str
    action: str


def key_width(key: Key | FooterKey, compact: bool) -> int:
    """The cells a key takes: Textual pads a key and its words by one each side, or by one
    cell between keys when compact."""
    return len(key.key_display) + len(key.description) + (2 if compact else 3)


def left_out(key: Key | FooterKey, wide: int, roomy: bool) -> bool:
    return key.action in WIDE_ONLY[wide:] or (not roomy and key.action in ROOMY_ONLY)


def fitting(keys: list[Key] | list[FooterKey], width: int) -> tuple[bool, int, bool, bool, int]:
    """(compact, wide, roomy, palette, shown): the roomiest of STYLES in which every key fits
    in `width`, and how many keys it shows. When none fits, the palette stays, the way to what
    is cut, and the last keys are left out whole (the Library's "r Rena" at 80 columns), after
    the ROOMY_ONLY ones (Chronocritters' "[] Scroll" stood where "a Adjust" was cut: a review)."""
    for compact, wide, roomy, palette in STYLES:
        if sum(key_width(k, compact) for k in keys if not left_out(k, wide, roomy)) + PALETTE * palette <= width:
            return compact, wide, roomy, palette, len(keys)
    used, shown = PALETTE, 0
    for key in keys:
        if not left_out(key, 0, False):
            used += key_width(key, True)
            if used > width:
                break
        shown += 1
    return True, 0, False, True, shown


def showing(keys: list[Key] | list[FooterKey], fit: tuple[bool, int, bool, bool, int]) -> list[int]:
    """Which of `keys` (their indexes) show in the style `fit` (from `fitting`)."""
    _, wide, roomy, _, count = fit
    return [i for i, key in enumerate(keys[:count]) if not left_out(key, wide, roomy)]


class SteadyFooter(Footer):
    """Textual's Footer rebuilds every key widget on each bindings signal, and a game screen
    sends two a move (the Restart screen's Pilot tests spent about a quarter of their time
    there). This one skips a signal when the screen's keys, their states and tooltips are
    those it shows already, or when a rebuild asked for is still to come (it reads the keys
    then: a game screen's first frame sent three signals, and the Footer built its keys three
    times over); and that rebuild sets the keys of then on the key widgets it has, where
    their number and style stay (_restate). Its style follows what fits: spaced, compact,
    then without ^e, then without ^y too, then without [] and ^p too (fixed widths left keys
    cut, or room unused, as a screen's keys came and went)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._signalled = False  # Footer composes no key before the first signal
        self._shown: tuple | None = None  # the keys as last composed
        self._width = -1  # the width they were fitted to
        self._fit = fitting([], 0)  # the style that fitted them
        self._pending = False  # a rebuild is asked for and not yet made

    def _keys(self) -> tuple:
        """What Footer.compose shows: the first shown binding of each action and the palette's,
        each with its state and tooltip (a hidden key, or a second key of an action, changed as
        the focus went between a board and the move list: every key was built again for it)."""
        palette, actions, keys = self.app.COMMAND_PALETTE_BINDING, set(), []
        for key, (_, binding, enabled, tooltip) in self.screen.active_bindings.items():
            if key == palette or (binding.show and binding.action not in actions):
                actions.add(binding.action)
                keys.append((binding, enabled, tooltip))
        return tuple(keys)

    def _restate(self, keys: tuple) -> bool:
        """Where as many keys show in the same style, make the key widgets those keys (a
        rebuild mounts every key again: about a quarter of the CPU of a Chronocritters move, whose
        keys change state, and enter's word between a board and the move list; in Restore the
        r and p keys take turns). False where the count or the style that fits changed."""
        if self._shown is None or self.size.width != self._width:
            return False
        palette = self.app.COMMAND_PALETTE_BINDING
        shown = [(Key(self.app.get_key_display(b), b.description, b.action), b, enabled, tooltip)
                 for b, enabled, tooltip in keys if b.key != palette]
        specs = [key for key, *_ in shown]
        fit = *_, with_palette, _ = fitting(specs, self._width)
        kept = [shown[i] for i in showing(specs, fit)]
        kept += [(None, b, enabled, b.tooltip or b.description)  # the palette's tooltip, as Footer's
                 for b, enabled, _ in keys if b.key == palette and with_palette]
        widgets = list(self.query_children(FooterKey))
        if fit != self._fit or [w.has_class("-command-palette") for w in widgets] != [k is None for k, *_ in kept]:
            return False
        for widget, (key, binding, enabled, tooltip) in zip(widgets, kept):
            widget.key, widget.action = binding.key, binding.action
            widget._disabled = not enabled  # as Footer.compose sets it: a click reads it
            widget.set_class(not enabled, "-disabled")
            if widget.tooltip != (tooltip or None):
                widget.tooltip = tooltip or None
            if key is not None and (widget.key_display, widget.description) != (key.key_display, key.description):
                widget.key_display, widget.description = key.key_display, key.description
                widget.refresh(layout=True)
        self._shown = keys
        return True

    def compose(self):
        self._pending = False
        self._shown = self._keys() if self._signalled else None
        widgets = list(super().compose())
        palette = [w for w in widgets if w.has_class("-command-palette")]
        keys = [w for w in widgets if isinstance(w, FooterKey) and w not in palette]
        self._width = self.size.width
        self._fit = compact, _, _, with_palette, _ = fitting(keys, self._width)
        kept = [keys[i] for i in showing(keys, self._fit)]
        self.set_reactive(Footer.compact, compact)
        self.set_class(compact, "-compact")
        for widget in widgets:
            if (widget in palette and not with_palette) or (widget in keys and widget not in kept):
                continue
            if isinstance(widget, FooterKey):
                # A FooterKey starts compact (the palette's stays so) and a key is then bound to
                # ours; each time its class follows, a style pass. Starting each as it will be,
                # class and all, skips them.
                if widget in kept:
                    widget.set_reactive(FooterKey.compact, compact)
                widget.set_class(widget in palette or compact, "-compact", update=False)
            yield widget

    async def recompose(self) -> None:
        """A rebuild asked for (by a signal or a new width), unless the keys of now can be set
        on the widgets there are (the signals of a move come in a burst, and the keys between
        them are not those it ends with)."""
        if not self.is_attached or self._pruning:  # gone with its screen (as Widget.recompose)
            return
        if self._restate(self._keys()):
            self._pending = False
        else:
            await super().recompose()

    def bindings_changed(self, screen: Screen) -> None:
        self._signalled = True
        if screen is self.screen and (self._pending or self._shown is not None and self._keys() == self._shown):
            return
        super().bindings_changed(screen)
        self._pending = self.is_attached and screen is self.screen and screen.app.app_focus

    def on_resize(self, event) -> None:
        if event.size.width != self._width:  # what fits is judged again
            self.refresh(recompose=True)
