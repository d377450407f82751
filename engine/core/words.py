"""Small helpers for the words the games write."""
from __future__ import annotations


def a_or_an(word: str) -> str:
    """The word with its indefinite article: "an orange", "a green"; a lone letter as it is
    said: "an X", "a Y"."""
    vowels = "aefhilmnorsx" if len(word) == 1 else "aeiou"  # "ef", "aitch", "ex"...
    return f"{'an' if word[:1].lower() in vowels else 'a'} {word}"


def capitalized(text: str) -> str:
    """The first letter upper case, the rest as it is: "level II tiles" -> "Level II tiles"."""
    return text[:1].upper() + text[1:]


def counted(n: int, noun: str) -> str:
    """The count with its noun, plural unless one: "1 event", "3 events"."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def listed(items) -> str:
    """"a", "a and b", "a, b and c"."""
    items = list(items)
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def possessive(name: str) -> str:
    """"Chaos's", but "Orbital Mirrors'" (a name ending in s takes the apostrophe alone)."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def imperative(verb: str) -> str:
    """A third-person verb said to the one who acts: "places" -> "place", "passes" -> "pass",
    "does" -> "do"."""
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


def said_to(text: str, name: str) -> str:
    """A log line said to the one who acts, as its move list reads: "Blue places X on f2"
    -> "Place X on f2"; a line that does not start with `name` stays as it is."""
    if not text.startswith(f"{name} "):
        return text
    verb, _, rest = text[len(name) + 1:].partition(" ")
    return f"{imperative(verb).capitalize()} {rest}".rstrip()
