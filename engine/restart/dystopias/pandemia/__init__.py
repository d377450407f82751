"""Pandemia: Plan A rolls the six dice to advance on the Virus track, Plan B on the Cure track.
The package is self-contained: content (+ data/), events, state, steps, scoring, text; the
plug-in object the base game finds is `dystopia.DYSTOPIA`."""
