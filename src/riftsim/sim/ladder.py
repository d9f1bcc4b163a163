"""Agent strength, measured: `riftsim agents --ladder`.

Every pair of agents plays the same deck matchups: each official precon against itself
(mirrors) and each precon against the next one in the precon list (cross matchups). A matchup
is played twice with the same game seeds, once with each agent on each deck (player 0 and 1),
and within each, who goes first alternates from game to game; so deck, seat and first-player
advantages cancel, and both agents of a pairing see the same shuffles (common random
numbers). Results are the first agent's share of the decided games with a Wilson 95%
interval, and Elo ratings fitted to every pairing at once (Bradley-Terry maximum likelihood,
half a win added each way so that a clean sweep stays finite; the first agent listed is 0).

Games run in the core's batch loop (`riftsim.core.play_games`), a job per (pairing, matchup,
seat order) spread over a process pool; the figures depend only on the seed, never on the
number of workers.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
import time
import zlib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from riftsim.errors import RiftsimError
from riftsim.rng import derive_seed
from riftsim.sim.stats import wilson

DEFAULT_AGENTS = ("random", "greedy", "heuristic", "search")


def matchups(decks=None) -> list[tuple[str, str]]:
    """The deck matchups of a ladder: every deck against itself, then each against the next
    (the last against the first)."""
    if decks is None:
        from riftsim.decks import precon_ids

        decks = list(precon_ids())
    decks = list(decks)
    if not decks:
        raise RiftsimError("a ladder needs at least one deck")
    out = [(d, d) for d in decks]
    if len(decks) > 1:
        out += [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]
    return out


def _play_job(job) -> tuple:
    """One (pairing, matchup, seat order): (index, wins of player 0, of player 1, draws,
    decisions, seconds)."""
    index, deck_a, deck_b, agents, games, seed, max_turns = job
    from riftsim.core import play_games

    t0 = time.perf_counter()
    r = play_games([deck_a, deck_b], games, seed, agents=agents, max_turns=max_turns)
    w = r["winner"]
    return (index, int((w == 0).sum()), int((w == 1).sum()), int((w < 0).sum()),
            int(r["decisions"].sum()), time.perf_counter() - t0)


@dataclass
class Pairing:
    a: str
    b: str
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    decisions: int = 0
    seconds: float = 0.0

    @property
    def decided(self) -> int:
        return self.wins_a + self.wins_b

    @property
    def win_rate(self) -> float | None:
        return self.wins_a / self.decided if self.decided else None

    def to_dict(self) -> dict:
        lo, hi = wilson(self.wins_a, self.decided)
        return {"agent_a": self.a, "agent_b": self.b, "wins_a": self.wins_a,
                "wins_b": self.wins_b, "draws": self.draws, "win_rate_a": self.win_rate,
                "ci95": [lo, hi], "decisions": self.decisions,
                "seconds": round(self.seconds, 3)}


@dataclass
class LadderResult:
    agents: list[str]
    matchups: list[tuple[str, str]]
    games: int
    seed: int
    max_turns: int
    pairings: list[Pairing] = field(default_factory=list)
    seconds: float = 0.0

    def elo(self) -> dict[str, float]:
        return elo(self.agents, [(p.a, p.b, p.wins_a + p.draws / 2, p.wins_b + p.draws / 2)
                                 for p in self.pairings])

    def to_dict(self) -> dict:
        import riftsim

        return {"riftsim_version": riftsim.__version__, "engine": "core",
                "agents": self.agents, "games_per_matchup_and_seat_order": self.games,
                "matchups": [list(m) for m in self.matchups], "seed": self.seed,
                "max_turns": self.max_turns, "pairings": [p.to_dict() for p in self.pairings],
                "elo": {k: round(v, 1) for k, v in self.elo().items()},
                "seconds": round(self.seconds, 3)}

    def format(self) -> str:
        n_mirror = sum(a == b for a, b in self.matchups)
        lines = [f"agent ladder: {n_mirror} mirrors and {len(self.matchups) - n_mirror} cross "
                 f"matchups, each played with both seat orders, {self.games} games each way "
                 f"({2 * self.games * len(self.matchups)} games per pairing); seed "
                 f"{self.seed}, turn cap {self.max_turns}, engine core"]
        w = max([len(f"{p.a} vs {p.b}") for p in self.pairings] + [7])
        lines.append(f"  {'pairing':<{w}}  {'first agent wins':>17}  {'win rate':>8}  95% CI")
        for p in self.pairings:
            if p.wins_b > p.wins_a:          # the stronger agent first
                p = Pairing(p.b, p.a, p.wins_b, p.wins_a, p.draws)
            lo, hi = wilson(p.wins_a, p.decided)
            rate = "-" if p.win_rate is None else f"{100 * p.win_rate:.1f}%"
            lines.append(f"  {p.a + ' vs ' + p.b:<{w}}  {f'{p.wins_a} / {p.decided}':>17}  "
                         f"{rate:>8}  [{100 * lo:.1f}, {100 * hi:.1f}]"
                         + (f"  ({p.draws} without a winner)" if p.draws else ""))
        ratings = self.elo()
        lines.append(f"Elo ({self.agents[0]} = 0): " + ", ".join(
            f"{k} {v:+.0f}" for k, v in sorted(ratings.items(), key=lambda kv: -kv[1])))
        lines.append(f"played in {self.seconds:.1f} s")
        return "\n".join(lines)


def elo(agents, results) -> dict[str, float]:
    """Elo ratings fitted to pairwise results [(a, b, wins of a, wins of b)]: Bradley-Terry
    maximum likelihood (minorization-maximization), half a win added each way per pairing,
    scaled to Elo (400 log10) with the first agent at 0."""
    agents = list(agents)
    idx = {a: i for i, a in enumerate(agents)}
    n = len(agents)
    wins = [[0.0] * n for _ in range(n)]
    for a, b, wa, wb in results:
        i, j = idx[a], idx[b]
        wins[i][j] += wa + 0.5
        wins[j][i] += wb + 0.5
    r = [1.0] * n
    for _ in range(2000):
        new = []
        for i in range(n):
            w_i = sum(wins[i][j] for j in range(n) if j != i)
            den = sum((wins[i][j] + wins[j][i]) / (r[i] + r[j])
                      for j in range(n) if j != i and wins[i][j] + wins[j][i] > 0)
            new.append(w_i / den if den > 0 else r[i])
        g = math.exp(sum(math.log(x) for x in new) / n)
        new = [x / g for x in new]
        done = max(abs(x - y) for x, y in zip(new, r)) < 1e-12
        r = new
        if done:
            break
    base = math.log10(r[0])
    return {a: 400.0 * (math.log10(r[i]) - base) for i, a in enumerate(agents)}


def ladder(agents=DEFAULT_AGENTS, games: int = 20, *, decks=None, seed: int = 1,
           workers: int | None = None, max_turns: int = 200, progress=None) -> LadderResult:
    """Play the ladder (module docstring). `games`: games per matchup and seat order.
    `progress(done, total)` after each finished job."""
    from riftsim.agents import parse_agent

    specs = [parse_agent(a) for a in agents]
    for s in specs:
        if not s.native:
            raise RiftsimError(f"the ladder plays agents that run in the core; {s} is a "
                               f"Python agent")
    names = [s.label for s in specs]
    if len(set(names)) != len(names) or len(names) < 2:
        raise RiftsimError("a ladder needs at least two different agents")
    if games < 1:
        raise RiftsimError(f"the number of games must be at least 1, got {games}")
    ms = matchups(decks)
    from riftsim.core import deck_spec, tables
    from riftsim.game import _resolve_deck

    for d in {x for m in ms for x in m}:                 # check every deck before any game
        deck_spec(_resolve_deck(d))
    tables()
    res = LadderResult(names, ms, games, seed, max_turns)
    jobs = []
    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            res.pairings.append(Pairing(names[i], names[j]))
            k = len(res.pairings) - 1
            for a, b in ms:
                s = derive_seed(seed, zlib.crc32(f"{a}\t{b}".encode()))
                jobs.append(((k, 0), a, b, (names[i], names[j]), games, s, max_turns))
                jobs.append(((k, 1), a, b, (names[j], names[i]), games, s, max_turns))
    t0 = time.perf_counter()
    workers = workers or os.cpu_count() or 1

    def take(out):
        (k, swapped), w0, w1, dr, dec, sec = out
        p = res.pairings[k]
        p.wins_a += w1 if swapped else w0
        p.wins_b += w0 if swapped else w1
        p.draws += dr
        p.decisions += dec
        p.seconds += sec

    if workers == 1:
        for n, job in enumerate(jobs):
            take(_play_job(job))
            if progress is not None:
                progress(n + 1, len(jobs))
    else:
        ctx = multiprocessing.get_context("fork") if sys.platform.startswith("linux") else None
        # the slowest jobs (search agents) first, so the pool ends together
        order = sorted(range(len(jobs)), key=lambda n: -sum(
            parse_agent(x).name == "search" for x in jobs[n][3]))
        with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
            futures = [ex.submit(_play_job, jobs[n]) for n in order]
            try:
                for n, fut in enumerate(futures):
                    take(fut.result())
                    if progress is not None:
                        progress(n + 1, len(jobs))
            finally:
                for fut in futures:
                    fut.cancel()
    res.seconds = time.perf_counter() - t0
    return res
