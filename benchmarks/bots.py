"""Searching bots: IS-MCTS simulations per second on a 1 s clock, and strength against greedy
with seats rotated and Wilson 95% intervals (issue 15's figures).

    python3 -m benchmarks.bots [--seconds 1.0] [--positions 6] [--games 200] [--multi-games 24]
                               [--solo-games 20] [--baseline-games 40] [--skip-strength]

Goals: >= 1,000 simulations/s for Restore, >= 100 for Restart with 4 players; IS-MCTS at the
normal level (--seconds) wins >= 70% of 200 Restore games against greedy, and in Restart and
Chronocritters with 4 players (one IS-MCTS seat, three greedy) at least twice the fair share;
Chronocritters solo median >= 160 VP. The baselines: greedy beats random in >= 70% of
two-player Restart games; greedy's solo median in Chronocritters. A full run at 1 s a decision
takes hours: pass fewer games (the table prints how many each figure rests on).

Measured on 2026-11-30 (2 shared cores, busy; scripts as in this module's figures):
Chronocritters solo, seeds 1000+: greedy median 75 (95% CI 74-76, mean 76.0, range 58-109, 200
games); mcts at 1 s median 70.5 (CI 67-76, mean 71.8, range 54-90, 30 games): short of 160, see
engine/chronocritters/bots.py. 4 players, one IS-MCTS seat against three greedy: Restart at
0.05 s a decision won 25 of 32 (seeds 500-531); Chronocritters at 0.1 s won 5 of 12 (seeds
700-711). A Restart game asks a seat about 490 decisions, so 24 games at 1 s take hours.
2026-12-01, the estimate valuing pairs by season, the peacock, critter levels and energy
(engine/chronocritters/bots.py): greedy solo median 106.5 (95% CI 103-110, mean 106.1, range
77-132, 100 games, seeds 1000-1099; about 9 ms a turn decision, 1 s a game on a busy core); mcts at
1 s, one step earlier (median 104 then), 103, 116, 100, 99 on seeds 2000-2003 (greedy there: 105,
90, 92, 110; 117 s a game). Still short of 160.
At the normal level (1 s a decision; `rewind tournament`, run beside other work at load 2-5, so a
decision had less than a core-second): Restore mcts beat greedy in 192 of 200 games (96.0%, 95% CI
92.3-98.0%, seeds 1000-1199, seats alternating; mean 50.5 vs 44.3 points). Restart 4 players,
one mcts against three Mission-building greedy: 0 wins in 6 games (seeds 3000-3005, each seat at
least once; mean 103.0 vs 102.2 points, about 15 minutes a game), unlike its 25 of 32 at 0.05 s
against the earlier greedy. Chronocritters 4 players, one mcts against three of today's greedy:
2 of 12 (16.7%, CI 4.7-44.8%, seeds 2100-2111, each seat 3 times; mean 92.4 vs 94.2). Goals (twice
the fair share) not met in either.
Later on 2026-12-01 a cut playout's win became a chance by the estimates (engine/core/search.py;
before, the estimated leader alone took it, and a seat behind saw the same reward after every
move). Fixed iterations a decision, one IS-MCTS seat against three greedy, seats rotated:
Chronocritters at 200 iterations 16 of 48 won (33%; 8 of 48 before, seeds 5000-5047), Restart at
30 iterations 12 of 16 (75%; 7 of 16 before, seeds 3100-3115). At 1 s (`rewind tournament --bots
mcts,greedy --seats 4`, which seats two of each, beside two other runs, so under a core-second a
decision): Chronocritters 12 games (seeds 2100-2111), mcts won 9 (37.5% a seat, CI 21.2-57.3%,
fair share 25%; mean 94.7 vs 90.9), greedy 3. The issue's lineup, one mcts against three greedy
at 1 s, two runs at once on 2 cores (`rewind tournament --game chronocritters --bots
mcts,greedy,greedy,greedy --seats 4 --games 12 --seed 2100`): 3 of 12 (25.0%, CI 8.9-53.2%, fair
share; 2 of 12 before), mean 97.4 vs 91.4 (92.4 vs 94.2 before). Restart in the same lineup
at 1 s, two runs at once (benchmarks' seeds 3000-3004, seats 0, 1, 2, 3, 0): 1 of 5, mean 108.6
vs 99.0; the same search at 30 iterations on seeds 3000-3003 won 2 of 4, mean 119.2 vs 97.9.
Goals not met. Why a 1 s search (about 100 iterations) did worse than 30: each later visit of a
move tried another random next move, so a move's value was a mean over random replies; with
Restart.expand_after = 10 (a node branches after 10 rollouts of its own), 100 iterations on seeds
3000-3003 won 2 of 4, mean 135.3 vs 92.8, and at 1 s (a core a game) on seeds 3000-3005 (seats 0, 1, 2,
3, 0, 1) 5 of 6 (83%, Wilson CI 44-97%), mean 129.5 vs 83.4: above twice the fair share on these
games, too few to call the goal met. The same expand_after (10) for Chronocritters at 200 iterations: 8 of 24
(seeds 2200-2223, mean 91.5 vs 90.0), as without it (16 of 48): not kept.
Later the same day, the same Restart lineup and code on seeds 3006-3021 (seat = seed % 4, two
games at once on 2 cores, nothing else running; 600-924 s a game): 14 of 16, mean 138.1 vs 82.8.
With the six above, 19 of 22 (86%, Wilson CI 67-95%): Restart 4 players meets twice the fair
share (50%). Restart 3 players at 1 s, one mcts against two greedy, the same code and way (seat =
seed % 3, seeds 3300-3312 and 3319-3323, each seat 6 times; 560-1166 s a game, one game paused
for 22 minutes): 13 of 18 (72%, Wilson CI 49-88%), mean 125.8 vs 82.9: above twice the fair
share (67%) as a point figure, too few games to establish it. Six more games on the code of
commit c5a2401 (Restart ruleset 3, whose changes are outside a 3-seat Pandemia game), seeds
3313-3318 the same way (610-812 s a game): 4 of 6, mean 135.3 vs 93.3. All 24: 17 of 24 (70.8%,
Wilson CI 50.8-85.1%), mean 128.2 vs 85.5: the point figure is above 66.7%, the interval's lower
end below it.
Chronocritters 4 players at 1 s with rewards scaled by the range seen (engine/chronocritters/
__init__.py), one mcts against three greedy, seat = seed % 4, seeds 2100-2123: 9 of 24 (37.5%,
Wilson CI 21-57%), mean 93.9 vs 91.2 (3 of 12 on seeds 2100-2111 before, 5 of 12 with it).
Measured and dropped: the root weighing only the 6 moves greedy values best (a deeper search of
fewer moves), same lineup at 1 s, seeds 2100-2105 and 2112-2117: 3 of 12, mean 89.7 vs 90.6
(without it on the same seeds 5 of 12, 93.6 vs 91.1); the deeper nodes meet opponents' replies
tried at random among 80-odd moves, which judge a move worse than the estimate right after it.
Measured and dropped (2026-12-02): progressive bias at the root, every move kept: greedy's
one-ply value of each root move (played on a copy of the view, finished greedily, `estimate`;
up to 151 ms of the second at 72 moves) scaled 0..1, untried root moves tried best first and
UCT adding PB_WEIGHT * value / (visits + 1). Same lineup at 1 s, one game at a time on a core:
PB_WEIGHT 1.0 on seeds 2100-2123 6 of 24 (mean 94.3 vs 88.3), PB_WEIGHT 3.0 on seeds
2100-2111 4 of 12 (97.5 vs 92.1); without it 9 of 24 (5 of 12 on 2100-2111, 93.8 vs 91.9).
Its seat scored more points (99.1 vs 93.8 on 2100-2111) without winning more: not kept.
2026-12-02, later: Chronocritters lists critter placements a level at a time (the same moves,
6.3x quicker to list): a 1 s search at 3 players 769 simulations/s (586 before), solo 455
(339), this module's speed rows on an otherwise idle machine. The issue's lineup at 1 s
(`rewind tournament --game chronocritters --bots mcts,greedy,greedy,greedy --seats 4 --games 24
--seed 2100`, one game at a time beside other work): 12 of 24 (50.0%, Wilson CI 31.4-68.6%),
mean 97.5 vs 88.3; 9 of 24 before on the same seeds. Twelve more (seeds 2124-2135, two games
at once on 2 cores): 5 of 12. All 36: 17 of 36 (47.2%, Wilson CI 32.0-63.0%), mean 96.7 vs
88.2: above the fair share, not at twice it. Three players, one mcts against two greedy at 1 s
(`--bots mcts,greedy,greedy --seats 3`, seeds 2200-2211 as two runs of 6 at once): 8 of 12
(66.7%, Wilson CI 39.1-86.2%), mean 100.5 vs 90.2: twice the fair share as a point figure only. Solo at 1 s, seeds 1000-1009: median 106.5 (mean 106.0, 89-125; greedy there
105, mean 104.4). Restore's simulations/s in four runs that day: 1,040, 1,077, 919, 964 (the
second and third beside another process), around its 1,000 goal.
2026-12-02, eleventh session. Restore's move lists are quicker (the Collector's targets in a
plain loop, a replenish asked without raising, each cell's adjacent spaces listed once): the
same search results at 24 positions, and 300-iteration searches at this module's 6 positions
took 19-30% less CPU in three alternated pairs (879 -> 1,044, 858 -> 1,112, 965 -> 1,258
simulations per CPU-second); this module's row on an idle machine 1,402 and 1,530 beside 1,143
for the code before, and 1,299 and 1,205 beside 1,258 an hour later (the machine's speed
varies that much between minutes). Restart's greedy now values Time only up to 15 (two greedy
seats of Anomie took Time for ever): its games are shorter (4 greedy seats of Pandemia, seeds
3000-3005: 2,231 events and 59.1 points a seat, against 4,127 and 108.6 with Time hoarded, 49 held
at the end) and it is no weaker head to head (against the old greedy, seats alternating: 4
players 7 of 12 games, mean 87.7 vs 85.8; 2 players 12 of 20, 128.5 vs 122.2). The 4-player
figures above (19 of 22) were measured before; with it, the issue's lineup at 1 s on seeds
3000-3011 (three runs of 4, each seat three times, two runs at once on the 2 cores): mcts 11 of
12 (91.7%, Wilson CI 64.6-98.5%), mean 86.3 vs 44.9: twice the fair share (50%) holds. Chronocritters 4 players, the same lineup and code as the 36 games above, 24 more (seeds
2136-2159, batches of 4 beside one other run): 11 of 24 (45.8%); all 60: 28 of 60 (46.7%,
Wilson CI 34.6-59.1%), just under twice the fair share.
2026-12-02, twelfth session: Restart 3 players with the greedy that no longer hoards Time (the
17 of 24 above were against the old one), `rewind tournament --game restart --bots
mcts,greedy,greedy --seats 3 --games 6` on seeds 3100, 3106 and 3112 (each seat twice a run; two
runs at once on the 2 cores, beside the test suite now and then, 536-564 s a game): 6 of 6, 6 of
6, 3 of 6. All 18: 15 of 18 (83.3%, Wilson CI 60.8-94.2%), mean 104.6 vs 64.9: above twice the
fair share (66.7%) as a point figure, the interval's lower end just under it.
2026-12-02, fourteenth session, the same lineup and way on seeds 3118, 3124, 3130 and 3136 (each
seat twice a run, two runs at once on the 2 cores beside tests and reviews, 500-700 s a game):
6 of 6 each, 24 of 24 (Wilson CI 86.2-100%), mean 111.4 vs 63.9. All 42: 39 of 42 (92.9%, Wilson
CI 81.0-97.5%): Restart 3 players meets twice the fair share (66.7%), the interval's lower end
above it.
2026-12-03, seventeenth session: Chronocritters 4 players, the issue's lineup at 1 s on today's
code, seeds 2160-2171 and 2172-2183 (`rewind tournament --game chronocritters --bots
mcts,greedy,greedy,greedy --seats 4 --games 12`, two runs at once on the 2 cores, beside the
test suite now and then, so under a core-second a decision; 1,537-1,655 s a run): 3 of 12 (mean
84.5 vs 91.8) and 2 of 12 (89.8 vs 89.1). All 84 since the quicker listing: 33 of 84 (39.3%,
Wilson CI 29.5-50.0%): not twice the fair share (50%). An opponent model in the tree (greedy
replies) on seeds 2100-2111 the same way: 0 of 12 (engine/chronocritters/__init__.py).
2026-12-03, eighteenth session, the same code, one run a core and nothing else heavy beside them
(so about a core-second a decision; 1,519 and 1,548 s a run): 4 players `--seed 2184` (the
issue's lineup): 5 of 12 (41.7%, Wilson CI 19.3-68.0%), mean 92.5 vs 88.4; all 96 since the
quicker listing: 38 of 96 (39.6%, Wilson CI 30.4-49.6%), under twice the fair share (50%).
3 players `--bots mcts,greedy,greedy --seats 3 --seed 2212`: 4 of 12 (33.3%), mean 97.1 vs
96.3; with the 8 of 12 above, 12 of 24 (50.0%, Wilson CI 31.4-68.6%): above the fair share
(33.3%), under twice it (66.7%).
2026-12-04, twenty-seventh session, Chronocritters ruleset 4's content (the 3-player run on
ruleset 5, which differs only when a free action comes between gaining a die and placing it),
one run a core beside other work: 4 players `--seed 2300` (the issue's lineup): 4 of 12 (33.3%,
Wilson CI 13.8-60.9%), mean 112.8 vs 104.5, 1,709 s; 3 players `--bots mcts,greedy,greedy
--seats 3 --seed 2400`: 6 of 12 (50.0%, Wilson CI 25.4-74.6%), mean 126.7 vs 115.9, 1,742 s.
Under twice the fair share (50%, 66.7%) in both.
2026-12-04, twenty-eighth session, ruleset 6's code (BI01's income, an upgrade's bonus after its
line gains), the two runs at once, one a core, nothing else heavy: 4 players `--seed 2500`: 3 of
12 (25.0%, Wilson CI 8.9-53.2%), mean 113.3 vs 107.8, 1,642 s; 3 players `--bots
mcts,greedy,greedy --seats 3 --seed 2600`: 4 of 12 (33.3%, CI 13.8-60.9%), mean 123.9 vs 120.1,
1,673 s. Both at the fair share. All since the quicker listing: 4 players 45 of 120 (37.5%),
3 players 22 of 48 (45.8%). Greedy solo on seeds 1000-1029: median 134 (CI 129-142).
2026-12-04, twenty-ninth session: Chronocritters greedy re-tuned (QUEST_BASE 0.5, INCOME 1.0;
engine/chronocritters/bots.py): greedy solo on seeds 1000-1099 median 144 (CI 141-146, mean
142.7, range 100-170, 5 of 100 at 160 or more), 134.5 (CI 133-138, mean 134.8) before.
mcts at 1 s, solo, seeds 1000-1009 (`rewind simulate chronocritters --seats mcts --games 10
--seed 1000`, beside a tournament on the other core): 135 139 132 128 128 150 131 143 159 134,
median 134.5, mean 137.9; greedy on the same seeds 134, mean 138.0: the search adds nothing solo.
4 players, the issue's lineup against the re-tuned greedy at 1 s (`--seed 2700`, beside the solo
run and the slow tests, one core each): 3 of 12 (25.0%, Wilson CI 8.9-53.2%), mean 109.3 vs
109.7, 1,691 s: the fair share, not twice it.
2026-12-05, thirtieth session: 3 players against the re-tuned greedy at 1 s (`rewind tournament
--game chronocritters --bots mcts,greedy,greedy --seats 3 --games 12 --seed 2800`, beside
reviews and test runs on the other core): mcts 5 of 12 (41.7%, Wilson CI 19.3-68.0%; fair
share 33.3%, twice it 66.7%), mean 122.3 vs 122.1, 1,758 s. Not met.
2026-12-05, thirty-first session, Chronocritters ruleset 8 (the solo automa's dam markers no
longer go on the 3+ space, so it contests the player's three columns): greedy solo on seeds
1000-1099 (`rewind simulate chronocritters --seats greedy --games 100 --seed 1000`, 134 s on an
otherwise idle core) median 141.5, mean 140.7 (range 100-173, 6 of 100 at 160 or more); ruleset
7 there: median 144, mean 142.7. Still short of 160.
2026-12-05, thirty-second session, Chronocritters ruleset 9 (the central disc keeps its 4 action
slots with 3 and 4 players: two spots fewer there; solo and 2 players unchanged), the issue's
lineup at 1 s (`rewind tournament --game chronocritters --bots mcts,greedy,greedy,greedy --seats
4 --games 12 --seed 2900`, one core, beside reviews and tests on the other; 1,712 s): mcts 4 of
12 (33.3%, Wilson CI 13.8-60.9%; fair share 25%, twice it 50%), mean 114.8 vs 108.7. 3 players
(`--bots mcts,greedy,greedy --seats 3 --seed 3000`, the same way, 1,685 s): 6 of 12 (50.0%, CI
25.4-74.6%; fair share 33.3%, twice it 66.7%), mean 124.1 vs 117.0. Neither met.
2026-12-05, thirty-eighth session, Chronocritters ruleset 11 (the automa's deck has 10 cards):
greedy solo on seeds 1000-1099 median 138, mean 139.3 (3 of 100 at 160 or more); with greedy
placing what an action gains before judging it (engine/chronocritters/bots.py) median 145.5,
mean 144.9 (range 113-170, 10 of 100 at 160 or more). Still short of 160.
2026-12-05, thirty-ninth session, against that greedy, solo on seeds 1000-1007 (fixed iterations
a decision, so load changes nothing): greedy mean 140.2 (133 163 137 149 141 113 149 137);
mcts at 100 iterations 124.5, at 200 140.25, at 400 140.9; at 1 s (`rewind tournament --bots mcts
--seats 1 --games 4 --seed 1000`, beside other work) 136 130 113 131 on 1000-1003, where 400
iterations scored 120 124 144 140: the search reaches greedy's level and no further. Measured and
dropped: the leaf's unfinished choices judged as greedy now judges them (one level down), at 200
iterations on 1000-1003 mean 131.2 against 141.2; the tree stopped at the searcher's turn end (its
leaves then all at one moment), 118.2 against 141.2. 3 players, one mcts at 1 s against two of
this greedy (`--bots mcts,greedy,greedy --seats 3 --games 6 --seed 2200`, beside reviews): 1 of 6
(16.7%, Wilson CI 3.0-56.4%; fair share 33.3%), mean 122.2 vs 122.3. The issue's lineup at 1 s
(`--bots mcts,greedy,greedy,greedy --seats 4 --games 8 --seed 3108`, nothing else heavy, 1,151 s):
3 of 8 (37.5%, Wilson CI 13.7-69.4%), mean 116.6 vs 110.3; with the last session's 2 of 8 on seeds
3100-3107, 5 of 16 (31.3%, Wilson CI 14.2-55.6%; fair share 25%, twice it 50%). Not met.
2026-12-06, forty-first session, Chronocritters ruleset 12 (the automa's 8 printed cards again):
greedy solo on seeds 1000-1099 (`rewind simulate chronocritters --seats greedy --games 100 --seed
1000`, 483 s beside audits) median 147 (95% CI 141-152), mean 145.5, range 115-181, 18 of 100 at
160 or more (ruleset 11: median 145.5, mean 144.9, 10 of 100). Still short of 160.
2026-12-06, forty-second session, tried and not kept: greedy judging each of its moves after
the completions it then makes without a choice (quests, docking quests, year goals): seeds
1000-1099 median 147.5 (95% CI 144-151), mean 147.4; fresh seeds 5000-5099 median 146.5 (CI
143-149), mean 146.2 against 143 and 144.0 before; paired +2.1 +- 1.1 VP a game over the 200, at
1.15-1.2x the CPU. Far from 160, and not worth a slower rollout policy. Also dropped there: a
quest's partner chance lowered once its colour's season passed (-1.9 +- 1.0 on 5000-5099), the
unfinished value faded over the last 6 actions (-0.4 +- 0.7, 58 games), a portal valued by the
best placement it opens (-3.1 +- 3.1, 22 games, 3-4x the time). Where the points go (seeds
1000-1039): 8.7 berries and 3.6 sand unused at the end, 3.9 completed quests never paired.
2026-12-06, forty-fifth session, ruleset 12, solo at 1 s (one game a core, nothing else heavy,
151 s a game): mcts on seeds 1000-1019 median 138, mean 135.2 (range 113-155, none at 160),
against greedy's median 139.5, mean 142.6 on the same seeds: 7.3 +- 3.3 VP a game lower (8 up, 12
down). Tried on seeds 1000-1009 (mcts there: mean 133.4) and not kept: solo nodes valued by
their mean total alone (SOLO_BEST 0) 135.7, +2.3 +- 4.4; the leaf's unfinished choices judged as
greedy judges them (LOOK, as the thirty-ninth session tried at 200 iterations) 132.6, -0.8 +- 4.9.
Short of 160, and of greedy.
2026-12-06, forty-seventh session, ruleset 12 against today's greedy (it places what an action
gains before judging it), the issue's lineup at 1 s, `rewind tournament --game chronocritters
--bots mcts,greedy,greedy,greedy --seats 4 --games 12` with `--seed 4000` and `--seed 4012`, the
two runs at once, one a core, nothing else heavy (1,902 and 1,918 s): 2 of 12 and 3 of 12; all
24: 5 of 24 (20.8%, Wilson CI 9.2-40.5%), mean 108.2 vs 110.7 (fair share 25%, goal 50%). The
search plays at greedy's level here, as in solo: not met.
2026-12-06, forty-eighth session, Chronocritters ruleset 13 (a solo marker the player gains under
stays on the item it moved onto as the offer shifts): greedy solo on seeds 1000-1099 (`rewind
simulate chronocritters --seats greedy --games 100 --seed 1000`, 668 s beside a tournament on the
other core) mean 145.8, 18 of 100 at 160 or more (ruleset 12: mean 145.5, 18 of 100). Still short
of 160. Restart 3 players, the issue's lineup at 1 s on today's code (`rewind tournament --game
restart --bots mcts,greedy,greedy --seats 3 --games 12 --seed 3400`, one core, beside reviews and
tests on the other; 6,234 s, mcts in each seat 4 times): 12 of 12 (100%, Wilson CI 75.7-100%),
mean 124.2 vs 64.2: twice the fair share (66.7%) with the interval's lower end above it. With
the 24 games of earlier code above (17 of 24), 29 of 36 (80.6%, CI 65.0-90.2%).
2026-12-07, fifty-second session, the same rules (no bot or rule change since): greedy solo on
seeds 1000-1099 (`rewind tournament chronocritters --bots greedy --games 100 --seed 1000`, 408 s
beside the next run) mean 145.8 again. Chronocritters 4 players, the issue's lineup at 1 s
(`rewind tournament chronocritters --bots mcts,greedy,greedy,greedy --seats 4 --games 12 --seed
2800`, one core, 1,759 s): 3 of 12 (25.0%, Wilson CI 8.9-53.2%), mean 106.9 vs 111.2: the fair
share, not twice it.
2026-12-07, sixtieth session, Chronocritters ruleset 14 (one quest of each hard disc offer leaves
at a season's end, not two: the offers renew more slowly): greedy solo on seeds 1000-1099
(`rewind tournament chronocritters --bots greedy --games 100 --seed 1000`, 511.5 s beside slow
tests on the other core) mean 141.8 (ruleset 13: 145.8); pairs 28.2, level II tiles 5.8. Further
from 160. Chronocritters 4 players, the issue's lineup at 1 s on ruleset 14 (`rewind tournament
chronocritters --bots mcts,greedy,greedy,greedy --seats 4 --games 12 --seed 2800`, one core,
beside tests on the other, 1,813 s): 2 of 12 (16.7%, Wilson CI 4.7-44.8%), mean 106.4 vs 112.9
(ruleset 13 on the same seeds: 3 of 12). Not met.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time

from benchmarks.table import print_table
from engine.core import CHANCE, SeatSpec, Session
from engine.core import search
from engine.registry import GAMES
from engine.core.tournament import standings, tournament

SPEED = [("restore", 2), ("restart", 4), ("chronocritters", 3), ("chronocritters", 1)]


def positions(game, seats: int, count: int, seed: int = 1) -> list[tuple]:
    """(view, moves, seat) at `count` decisions spread over a seeded random game."""
    session = Session(game, [SeatSpec(str(i), "random") for i in range(seats)], seed)
    session.advance()
    length = session.depth
    path = session.path()
    found = []
    for k in range(count):
        session.jump(path[length * k // count])
        while session.to_act == CHANCE:
            session.step_auto()
        if session.over:
            continue
        seat = session.to_act
        found.append((session.view(seat), session.legal_moves(), seat))
    return found


def speed(name: str, seats: int, seconds: float, count: int) -> tuple[str, str, str]:
    game = GAMES[name]
    rates = []
    for view, moves, seat in positions(game, seats, count):
        start = time.perf_counter()
        found = search.search(game, view, moves, seat, random.Random(0), seconds)
        rates.append(sum(c.visits for c in found) / (time.perf_counter() - start))
    return (f"simulations/s, {name} {seats}p", f"{statistics.mean(rates):,.0f}",
            f"{seconds:g} s at {len(rates)} decisions spread over a game; min {min(rates):,.0f}")


def strength(name: str, bots: list[str], seats: int, games: int, seed: int) -> tuple[str, str, str]:
    entries = tournament(GAMES[name], bots, games, seed, seats)
    mine = standings(entries, bots)[0]
    return (f"{mine.bot} win rate, {name} {seats}p vs {', '.join(bots[1:])}",
            f"{100 * mine.rate:.1f}%",
            f"{games} games, seats rotated, 95% CI {100 * mine.low:.1f}-{100 * mine.high:.1f}%, "
            f"fair share {100 / seats:.0f}%, mean score {mine.mean:.1f}")


def median_interval(values: list[float], z: float = 1.96) -> tuple[float, float]:
    """A distribution-free 95% interval of the median: the order statistics whose ranks the
    binomial(n, 1/2) count of values below the median reaches (normal approximation)."""
    ordered, n = sorted(values), len(values)
    half = z * math.sqrt(n) / 2
    low = max(0, math.floor(n / 2 - half))
    high = min(n - 1, math.ceil(n / 2 + half) - 1)
    return ordered[low], ordered[high]


def solo(bot: str, games: int, seed: int) -> tuple[str, str, str]:
    entries = tournament(GAMES["chronocritters"], [bot], games, seed, 1)
    totals = sorted(e.total for e in entries)
    low, high = median_interval(totals)
    return (f"{bot} solo VP, chronocritters", f"median {statistics.median(totals):.0f}",
            f"{games} games, 95% CI of the median {low}-{high}; range {totals[0]}-{totals[-1]} "
            f"(160: quite good, 200: great)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=1.0, help="the normal level's clock")
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--games", type=int, default=200, help="Restore games against greedy")
    parser.add_argument("--multi-games", type=int, default=24, help="Restart / Chronocritters 4p games")
    parser.add_argument("--solo-games", type=int, default=20)
    parser.add_argument("--baseline-games", type=int, default=40, help="greedy vs random, Restart 2p")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--skip-strength", action="store_true")
    args = parser.parse_args()
    search.LEVELS["normal"] = args.seconds
    figures = [lambda name=name, seats=seats: speed(name, seats, 1.0, args.positions) for name, seats in SPEED]
    if not args.skip_strength:
        field = ["mcts", "greedy", "greedy", "greedy"]
        figures += [lambda: strength("restart", ["greedy", "random"], 2, args.baseline_games, args.seed),
                    lambda: solo("greedy", args.solo_games, args.seed),
                    lambda: strength("restore", ["mcts", "greedy"], 2, args.games, args.seed),
                    lambda: strength("restart", field, 4, args.multi_games, args.seed),
                    lambda: strength("chronocritters", field, 4, args.multi_games, args.seed),
                    lambda: solo("mcts", args.solo_games, args.seed)]
    rows = []
    for figure in figures:  # each row also goes to stderr as it is measured: a full run is long
        rows.append(figure())
        print("  ".join(rows[-1]), file=sys.stderr, flush=True)
    print_table(rows)


if __name__ == "__main__":
    main()
