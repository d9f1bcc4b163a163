"""Soak the reference engine's free-for-all (FFA3, 482; FFA4, 483): random legal decks, the
random and the several-opponents heuristic agents, the fuzz invariants (riftsim.fuzz) checked
at every decision. Prints one line per mode and agent set; exits 1 on any error.

    python scripts/ffa_soak.py --games 1000 --seed 1 [--mode ffa3] [--agents random,heuristic]
        [--check-every N]    # invariants at every N-th decision and at the end (0: never)

Game i of a mode plays seed derive_seed(seed, i) with decks drawn from that seed's deck
stream; the agents cycle: every seat random, every seat heuristic, then mixed seats.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback

from riftsim.agents import make_seats, parse_agent
from riftsim.fuzz import DECK_STREAM, Invariants, legal_random_deck
from riftsim.game import new_game
from riftsim.rng import Rng, derive_seed


def agent_sets(names: list[str], n: int) -> list[list[str]]:
    sets = [[a] * n for a in names]
    if len(names) > 1:
        sets.append([names[k % len(names)] for k in range(n)])
    return sets


def soak(mode: str, games: int, seed: int, names: list[str], max_turns: int,
         check_every: int = 1, report_every: int = 0) -> dict:
    n = {"ffa3": 3, "ffa4": 4}[mode]
    sets = agent_sets(names, n)
    out = {"games": 0, "errors": 0, "broken": 0, "reasons": {}, "decisions": 0}
    t0 = time.perf_counter()
    for i in range(games):
        s = derive_seed(seed, i)
        rng = Rng(derive_seed(s, DECK_STREAM))
        decks = [legal_random_deck(rng) for _ in range(n)]
        agents = sets[i % len(sets)]
        try:
            g = new_game(decks, mode=mode, seed=s, engine="reference", max_turns=max_turns)
            g.log_events = False
            seats = make_seats(g, decks, [parse_agent(a) for a in agents], s,
                               engine="reference")
            inv = Invariants(n_players=n)
            k = 0
            while True:
                bad = inv.check(g) if check_every and (g.is_over or k % check_every == 0) \
                    else None
                if bad is not None:
                    out["broken"] += 1
                    print(f"{mode} game {i} seed {s} {agents}: invariant {bad[0]}: {bad[1]}",
                          flush=True)
                    break
                if g.is_over:
                    r = g.outcome.reason.name.lower()
                    out["reasons"][r] = out["reasons"].get(r, 0) + 1
                    break
                g.apply(seats[g.current_player].choose(g))
                k += 1
            out["decisions"] += k
        except Exception as exc:                      # noqa: BLE001 - reported, counted
            out["errors"] += 1
            print(f"{mode} game {i} seed {s} {agents}: {type(exc).__name__}: {exc}",
                  flush=True)
            traceback.print_exc(limit=-4)
        out["games"] += 1
        if report_every and out["games"] % report_every == 0:
            print(f"{mode}: {out['games']} games, {out['errors']} errors, {out['broken']} "
                  f"broken, {out['reasons']}, {time.perf_counter() - t0:.0f}s", flush=True)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000, help="games per mode")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mode", choices=("ffa3", "ffa4"), action="append")
    ap.add_argument("--agents", default="random,heuristic")
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--check-every", type=int, default=1,
                    help="check the invariants at every N-th decision (0: never)")
    ap.add_argument("--report-every", type=int, default=0, help="a progress line every N games")
    a = ap.parse_args(argv)
    failed = False
    for mode in a.mode or ["ffa3", "ffa4"]:
        r = soak(mode, a.games, a.seed, a.agents.split(","), a.max_turns, a.check_every,
                 a.report_every)
        print(f"{mode}: {r['games']} games, seed {a.seed}, agents {a.agents}, invariants "
              f"every {a.check_every or 'no'} decision(s): "
              f"{r['errors']} errors, {r['broken']} broken invariants, outcomes "
              f"{r['reasons']}, {r['decisions']} decisions in {r['seconds']}s", flush=True)
        failed |= bool(r["errors"] or r["broken"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
