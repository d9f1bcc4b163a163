"""`riftsim bench`: throughput figures measured in one run on the same seeds.

Reports, per engine: games/s and decisions/s with random agents, the cost of `clone()`, and
the per-decision cost of driving the engine from Python (legal_actions + apply). With
`--scaling`: games/s through `simulate` with 1 and 2 workers, and the harness overhead (wall
time x workers over engine time, minus 1). Ratios are computed from figures of the same run.
"""

from __future__ import annotations

import time

from riftsim.agents import RandomAgent, agent_seeds
from riftsim.game import new_game
from riftsim.rng import derive_seed

DEFAULT_DECKS = ("starter-jinx", "starter-viktor")


def engine_throughput(engine: str, decks, games: int, seed: int) -> dict:
    decisions = 0
    t0 = time.perf_counter()
    for i in range(games):
        s = derive_seed(seed, i)
        g = new_game(list(decks), seed=s, engine=engine)
        a0, a1 = agent_seeds(s)
        agents = [RandomAgent(a0), RandomAgent(a1)]
        while not g.is_over:
            g.apply(agents[g.current_player].act(g))
            decisions += 1
    dt = time.perf_counter() - t0
    return {"engine": engine, "games": games, "decisions": decisions, "seconds": dt,
            "games_per_s": games / dt, "decisions_per_s": decisions / dt}


def clone_cost(engine: str, decks, seed: int, reps: int = 200) -> float:
    g = new_game(list(decks), seed=seed, engine=engine)
    agent = RandomAgent(seed)
    for _ in range(40):                     # a mid-game position
        if g.is_over:
            break
        g.apply(agent.act(g))
    t0 = time.perf_counter()
    for _ in range(reps):
        g.clone()
    return (time.perf_counter() - t0) / reps


def step_cost(engine: str, decks, seed: int, decisions: int = 2000) -> float:
    """Seconds per decision of legal_actions() + apply() driven from Python."""
    done = 0
    t = 0.0
    i = 0
    while done < decisions:
        g = new_game(list(decks), seed=derive_seed(seed, 10_000 + i), engine=engine)
        i += 1
        agent = RandomAgent(i)
        while not g.is_over and done < decisions:
            t0 = time.perf_counter()
            acts = g.legal_actions()
            g.apply(acts[agent.rng.bounded(len(acts))])
            t += time.perf_counter() - t0
            done += 1
    return t / done


def scaling(decks, games: int, seed: int) -> dict:
    from riftsim.sim import simulate

    out = {}
    for workers in (1, 2):
        r = simulate(decks[0], decks[1], games, seed=seed, workers=workers,
                     backend="serial" if workers == 1 else "local")
        out[workers] = {"games_per_s": r.games / r.seconds, "seconds": r.seconds,
                        "overhead": r.seconds * workers / r.engine_seconds - 1.0}
    out["speedup_2_over_1"] = out[2]["games_per_s"] / out[1]["games_per_s"]
    return out


def run(engines=("reference",), decks=DEFAULT_DECKS, games: int = 50, seed: int = 1,
        with_scaling: bool = False, scaling_games: int = 200) -> dict:
    report = {"decks": list(decks), "seed": seed, "engines": {}}
    for e in engines:
        r = engine_throughput(e, decks, games, seed)
        r["clone_us"] = clone_cost(e, decks, seed) * 1e6
        r["step_us"] = step_cost(e, decks, seed) * 1e6
        report["engines"][e] = r
    if "core" in report["engines"] and "reference" in report["engines"]:
        report["core_over_reference"] = (report["engines"]["core"]["games_per_s"]
                                         / report["engines"]["reference"]["games_per_s"])
    if with_scaling:
        report["scaling"] = scaling(decks, scaling_games, seed)
    return report
