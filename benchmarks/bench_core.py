"""The compiled core with pytest-benchmark: `python -m pytest benchmarks/bench_core.py`.

Decks: two seeded random decks of cards the core runs (`riftsim.bench.default_decks`), the
same games as `riftsim bench`. Each benchmark checks its result once, so a run never times a
broken kernel (e.g. a batch whose games end without decisions)."""

from __future__ import annotations

import pytest

pytest.importorskip("riftsim._core.engine")

from riftsim import bench  # noqa: E402
from riftsim.agents import RandomAgent, agent_seeds, play_out  # noqa: E402
from riftsim.core import new_core_game, play_games  # noqa: E402
from riftsim.game import new_game  # noqa: E402
from riftsim.rng import derive_seed  # noqa: E402

SEED = 1
DECKS = list(bench.default_decks(SEED))


@pytest.mark.benchmark(group="core games")
def test_play_games_batch(benchmark):
    r = benchmark.pedantic(play_games, args=(DECKS, 200, SEED), rounds=5, iterations=1)
    assert len(r["winner"]) == 200 and int(r["decisions"].min()) > 0


def _python_game(engine: str) -> int:
    s = derive_seed(SEED, 0)
    g = new_game(DECKS, seed=s, engine=engine, first_player=0)
    a0, a1 = agent_seeds(s)
    return play_out(g, [RandomAgent(a0), RandomAgent(a1)])


@pytest.mark.benchmark(group="core games")
def test_python_driven_game(benchmark):
    n = benchmark(_python_game, "core")
    assert n == int(play_games(DECKS, 1, SEED, agents=("random", "random"))["decisions"][0])


def _mid_game(log_events: bool):
    g = new_core_game(DECKS, seed=3, log_events=log_events)
    agent = RandomAgent(3)
    for _ in range(bench.MID_GAME):
        if g.is_over:
            break
        g.apply(agent.choose(g))
    return g


@pytest.mark.parametrize("log_events", [False, True], ids=["nolog", "events"])
@pytest.mark.benchmark(group="core clone")
def test_clone(benchmark, log_events):
    g = _mid_game(log_events)
    c = benchmark(g.clone)
    assert c.state_vector().tolist() == g.state_vector().tolist()


@pytest.mark.benchmark(group="core state_vector")
def test_state_vector(benchmark):
    g = _mid_game(False)
    v = benchmark(g.state_vector)
    assert len(v) > 0 and int(v[0]) == g.header["turn"]
