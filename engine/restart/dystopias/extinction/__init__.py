"""Extinction: Plan A takes an X Chromosome card, Plan B a Y card, from the deck or the display,
into four columns (or the Freezer) to build sets and sequences. The package is self-contained:
content (+ data/), events, state, steps, scoring, text; the plug-in object the base game finds
is `dystopia.DYSTOPIA`."""
