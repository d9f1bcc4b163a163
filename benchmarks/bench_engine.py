"""Engine throughput with pytest-benchmark: `python -m pytest benchmarks/bench_engine.py`.

Same seeds for every engine, so ratios compare the same games: group "round robin sample"
plays 3 games of the 13-precon round robin (`riftsim bench`'s sample, random agents) on the
reference engine and in the core's `play_games`; their mean times' ratio is the
core/reference ratio on those games."""

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


RR_SAMPLE = 3


def _sample():
    rr = bench.RoundRobin(1)
    return rr, bench.rr_sample(rr, RR_SAMPLE, bench.spread(3900, len(rr.pairs)))


@pytest.mark.parametrize("engine", ["reference", "core"])
@pytest.mark.benchmark(group="round robin sample (3 games)")
def test_round_robin_sample(benchmark, engine):
    pytest.importorskip("riftsim._core.engine")
    rr, sample = _sample()
    if engine == "reference":
        r = benchmark.pedantic(bench.rr_reference, args=(rr, sample), rounds=2, iterations=1)
        dec = r["per_game_decisions"]
    else:
        outs = benchmark(lambda: [rr.play(i, 1, g) for i, g in sample])
        dec = [int(o["decisions"][0]) for o in outs]
    assert dec == bench.rr_core_sample(rr, sample, min_seconds=0)["per_game_decisions"]
    benchmark.extra_info.update(games=RR_SAMPLE, decisions=sum(dec))
