"""Soak the reference engine's games of more than two players (FFA3, 482; FFA4, 483; 2v2,
484): random legal decks, the random and the several-opponents heuristic agents, the fuzz
invariants (riftsim.fuzz) checked at every decision, and in 2v2 the team invariants
(`team_invariant`). Prints one line per mode and agent set; exits 1 on any error.

    python scripts/ffa_soak.py --games 1000 --seed 1 [--mode ffa3] [--agents random,heuristic]
        [--check-every N]    # invariants at every N-th decision and at the end (0: never)

Game i of a mode plays seed derive_seed(seed, i) with decks drawn from that seed's deck
stream (in 2v2 a teammate's deck is drawn again until the team's legends and battlefields
differ, 484.8.g-h); the agents cycle: every seat random, every seat heuristic, then mixed
seats.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback

from riftsim.agents import make_seats, parse_agent
from riftsim.fuzz import DECK_STREAM, Invariants, legal_random_deck
from riftsim.game import new_game
from riftsim.modes import get_mode
from riftsim.rng import Rng, derive_seed


def team_decks(rng, n: int) -> list:
    """Random legal decks for seats 0..n-1 where teammates (seats k and k + 2) share no legend
    and no battlefield (484.8.g-h)."""
    from riftsim.decks import validate_team

    decks = []
    for k in range(n):
        d = legal_random_deck(rng)
        while k >= 2 and validate_team([decks[k - 2], d]):
            d = legal_random_deck(rng)
        decks.append(d)
    return decks


def team_invariant(g):
    """2v2 (484): (name, what was seen) of a broken team invariant, else None: teammates never
    both have units at a battlefield (442.2.b; Origins FAQ); a combat is between opponents
    (456); a game won is won by a whole team (484.6.a) at the Victory Score by its shared
    score (484.6) or at the turn cap by nobody."""
    from riftsim.protocol import OutcomeReason

    for bf in g.bfs:
        there = {u.controller for u in g.units_at(bf.index + 1)}
        if any(g.friends(a, b) for a in there for b in there if a != b):
            return "allies apart", f"battlefield {bf.index} has units of {sorted(there)}"
    sd = g.showdown
    if sd is not None and sd.combat and not g.is_opponent(sd.attacker, sd.defender):
        return "combat between teams", f"attacker {sd.attacker}, defender {sd.defender}"
    out = g.outcome
    if out is not None and out.winner is not None:
        team = tuple(sorted([out.winner, *g.allies(out.winner)]))
        if out.winners != team:
            return "team wins together", f"winners {out.winners}, team {team}"
        if out.reason in (OutcomeReason.VICTORY_SCORE, OutcomeReason.BURN_OUT) and \
                g.team_points(out.winner) < g.victory_score:
            return "team score", f"won with {g.team_points(out.winner)} points"
    return None


def agent_sets(names: list[str], n: int) -> list[list[str]]:
    sets = [[a] * n for a in names]
    if len(names) > 1:
        sets.append([names[k % len(names)] for k in range(n)])
    return sets


def soak(mode: str, games: int, seed: int, names: list[str], max_turns: int,
         check_every: int = 1, report_every: int = 0) -> dict:
    rules = get_mode(mode)
    n = rules.players
    sets = agent_sets(names, n)
    out = {"games": 0, "errors": 0, "broken": 0, "reasons": {}, "decisions": 0}
    t0 = time.perf_counter()
    for i in range(games):
        s = derive_seed(seed, i)
        rng = Rng(derive_seed(s, DECK_STREAM))
        decks = team_decks(rng, n) if rules.teams else [legal_random_deck(rng)
                                                         for _ in range(n)]
        agents = sets[i % len(sets)]
        try:
            g = new_game(decks, mode=mode, seed=s, engine="reference", max_turns=max_turns)
            g.log_events = False
            seats = make_seats(g, decks, [parse_agent(a) for a in agents], s,
                               engine="reference")
            inv = Invariants(n_players=n)
            k = 0
            while True:
                due = check_every and (g.is_over or k % check_every == 0)
                bad = inv.check(g) if due else None
                if due and bad is None and rules.teams:
                    bad = team_invariant(g)
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
    ap.add_argument("--mode", choices=("ffa3", "ffa4", "2v2"), action="append")
    ap.add_argument("--agents", default="random,heuristic")
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--check-every", type=int, default=1,
                    help="check the invariants at every N-th decision (0: never)")
    ap.add_argument("--report-every", type=int, default=0, help="a progress line every N games")
    a = ap.parse_args(argv)
    failed = False
    for mode in a.mode or ["ffa3", "ffa4", "2v2"]:
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
