"""Text cut to a width at word boundaries, never mid-word (issue 13: no text cut mid-word)."""
from __future__ import annotations

from pathlib import Path

NBSP = "\u00a0"  # a space a wrap never breaks a line at: words that read as one ("gold 5")


def words_within(text: str, room: int) -> str:
    """The leading whole words of `text` that fit in `room` columns ("" when none does)."""
    out = ""
    for word in text.split():
        longer = f"{out} {word}" if out else word
        if len(longer) > room:
            break
        out = longer
    return out


def clipped(text: str, room: int) -> str:
    """`text` in `room` columns: whole, else its whole words that fit and "…" (the first word
    cut when none fits): "Underground…", never nothing (P427 showed no card name)."""
    if len(text) <= room:
        return text
    return (words_within(text, room - 1) or text[:room - 1]) + "…" if room > 1 else ""


def shortened(text: str, width: int) -> str:
    """`text` cut to `width` characters, its last one "…" when cut."""
    return text if len(text) <= width else text[:width - 1] + "…"


def file_words(path) -> str:
    """A file's name on its own line, then its folder, the home folder as ~ (a toast breaks a
    long path mid-name: at 80 columns "/home/.../rewind/l" and "ogs", a review)."""
    return f"{path.name}\nin {folder_words(path.parent)}"


def folder_words(folder) -> str:
    home = Path.home()
    return f"~/{folder.relative_to(home)}" if folder.is_relative_to(home) and folder != home else str(folder)


def seat_names(label_of, names: list[str]) -> dict[str, str]:
    """What the game's texts call each seat ("Blue", `label_of(seat)`) -> its player's name
    ("Ada", `names[seat]`)."""
    return {label_of(k): name for k, name in enumerate(names) if label_of(k)}


def chance_named(text: str, names: dict[str, str]) -> str:
    """A chance line opening with a seat's label ("Blue draws an Event card") names its player
    beside it ("Blue (Ada) draws ..."), as that seat's own lines do (`spoken`): the log called
    one seat "Blue" and "Greedy bot 2" (a review). `names`: seat_names."""
    for label, name in names.items():
        if name != label and text.startswith(label + " "):
            return f"{label} ({name}) {text[len(label) + 1:]}"
    return text


def spoken(who: str, text: str, label: str = "") -> tuple[str, str]:
    """(head, rest) of a log line said by `who` ("" for chance, "· "): "Ada: " and the text,
    or the name once where the text starts with it ("Player 2 places ...", not "Player 2:
    Player 2 places ..."), or with the game's `label` for the seat ("Blue (Ada) takes ...",
    not "Ada: Blue takes ...": one player, two names; "Red (Ada): Place Child ..." where the
    text is a move's own words, as Restart's, whose log named a seat two ways: a review)."""
    if not who:
        return "· ", text
    if text.startswith(who + " "):
        return who + " ", text[len(who) + 1:]
    if label and text.startswith(label + " "):
        return f"{label} ({who}) ", text[len(label) + 1:]
    if label and label != who:  # a move's own words ("Place Child ..."): the seat named as above
        return f"{label} ({who}): ", text
    return f"{who}: ", text


def plain(text: str) -> str:
    """A text from a file, shown literally: control characters (terminal escapes) spelled out."""
    return text if text.isprintable() else "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
