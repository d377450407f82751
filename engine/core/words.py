"""Small helpers for the words the games write."""
from __future__ import annotations


def a_or_an(word: str) -> str:
    """The word with its indefinite article: "an orange", "a green"."""
    return f"{'an' if word[:1].lower() in ('a', 'e', 'i', 'o', 'u') else 'a'} {word}"
