"""Engine throughput with pytest-benchmark: `python -m pytest benchmarks/bench_engine.py`.

Same seeds for every engine, so ratios compare the same games."""

from __future__ import annotations

import pytest

from riftsim import bench

DECKS = bench.DEFAULT_DECKS


@pytest.mark.parametrize("engine", ["reference"])
def test_random_games(benchmark, engine):
    r = benchmark.pedantic(bench.engine_throughput, args=(engine, DECKS, 5, 1), rounds=3)
    assert r["games"] == 5


@pytest.mark.parametrize("engine", ["reference"])
def test_clone(benchmark, engine):
    from riftsim.agents import RandomAgent
    from riftsim.game import new_game

    g = new_game(list(DECKS), seed=3, engine=engine)
    agent = RandomAgent(3)
    for _ in range(40):
        g.apply(agent.choose(g))
    benchmark(g.clone)
