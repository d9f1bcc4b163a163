"""Deterministic cost per decision of the compiled core, for callgrind (instruction counts).

Plays `play_games` (the core's batch loop, random agents) and prints the total number of
decisions; run it under callgrind collecting only inside `play_games`, then divide the
collected instructions (Ir) by the decisions:

    valgrind --tool=callgrind \
        --toggle-collect='__pyx_pw_7riftsim_5_core_6engine_*play_games*' \
        --callgrind-out-file=/tmp/cg.out python benchmarks/callgrind_decisions.py
    callgrind_annotate /tmp/cg.out | head -40

Default: Fiora vs Vi precons, 300 games, seed 1. `--round-robin`: every pair of the 13
precons (`--games` games each). Wall time under valgrind is irrelevant; the instruction count
is the same from run to run on one build, so it measures structural changes on a noisy
machine.
"""

from __future__ import annotations

import argparse
import itertools

from riftsim.core import play_games
from riftsim.decks import precon_ids


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="games per pairing (300)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decks", nargs=2, default=("precon-fiora", "precon-vi"))
    ap.add_argument("--round-robin", action="store_true",
                    help="all pairs of the 13 precons (--games each)")
    ap.add_argument("--max-turns", type=int, default=200)
    args = ap.parse_args()
    pairs = (list(itertools.combinations(precon_ids(), 2)) if args.round_robin
             else [tuple(args.decks)])
    total = 0
    for a, b in pairs:
        r = play_games([a, b], args.games, args.seed, agents=("random", "random"),
                       max_turns=args.max_turns)
        total += int(r["decisions"].sum())
    print(f"pairings {len(pairs)}  games {len(pairs) * args.games}  decisions {total}")


if __name__ == "__main__":
    main()
