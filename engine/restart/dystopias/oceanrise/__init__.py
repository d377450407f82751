"""Oceanrise: Plan A and Plan B draw wildlife, lake and forest symbols on your Map sheet, in the
region of your Adult (Plan A) or of another player's figure (Plan B, whose owner may circle a
Contribution number). The package is self-contained: content (+ data/), events, state, steps,
scoring, text; the plug-in object the base game finds is `dystopia.DYSTOPIA`."""
