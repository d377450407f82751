"""Anomie: Plan A and Plan B move Senator tokens on the Anomie board (Move, Support under other
Senators, Breakout, with a Maneuver first) to advance on the Law track (Plan A) and the four
Bill tracks (Plan B). The package is self-contained: content (+ data/), events, state, steps,
scoring, text; the plug-in object the base game finds is `dystopia.DYSTOPIA`."""
