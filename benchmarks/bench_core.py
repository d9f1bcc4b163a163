"""The compiled core with pytest-benchmark: `python -m pytest benchmarks/bench_core.py`.

Groups "round robin ...": the 13-precon round robin of `riftsim bench` (its 78 pairings,
seed 1, `riftsim.bench.RoundRobin`): the core's batch `play_games` with random and with
heuristic agents on both seats, and `legal_actions()` + `step()` driven from Python. Each
records its games and decisions in ``extra_info`` (per game and per decision figures: the
mean time over those). The other groups use two seeded random decks of cards the core runs
(`riftsim.bench.default_decks`), the same games as `riftsim bench`. Each benchmark checks its
result once, so a run never times a broken kernel (e.g. a batch whose games end without
decisions)."""

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
RR_GAMES = 156                  # 2 per pairing of the round robin


def _round_robin(rr: bench.RoundRobin, games: int) -> int:
    """`games` spread over the pairings, one `play_games` call per pairing; decisions."""
    n = 0
    for i, k in enumerate(bench.spread(games, len(rr.pairs))):
        if k:
            n += int(bench._checked(rr.play(i, k), "the round robin")["decisions"].sum())
    return n


@pytest.mark.parametrize("agents", ["random", "heuristic"])
@pytest.mark.benchmark(group="round robin play_games (156 games)")
def test_round_robin_play_games(benchmark, agents):
    rr = bench.RoundRobin(SEED, agents=(agents, agents))
    n = benchmark.pedantic(_round_robin, args=(rr, RR_GAMES), rounds=10, iterations=1,
                           warmup_rounds=1)
    assert n > RR_GAMES
    benchmark.extra_info.update(games=RR_GAMES, decisions=n, agents=agents)
    if agents == "random":                  # the batch plays the games `riftsim bench` does
        rep = bench.rr_batch(rr, RR_GAMES, repeats=1)
        assert rep["decisions"] == n


def _recorded_games(n_games: int):
    """(decks, game seed, actions) of `n_games` round-robin games played from Python."""
    from riftsim.core import new_core_game

    rr = bench.RoundRobin(SEED)
    out = []
    for j in range(n_games):
        i = (j * len(rr.pairs)) // n_games
        decks = [rr.decks[d] for d in rr.pairs[i]]
        gs = rr.game_seed(i, 0)
        g = new_core_game(decks, seed=gs, log_events=False)
        agent = RandomAgent(gs)
        seq = []
        while not g.is_over:
            a = agent.choose(g)
            g.step(a)
            seq.append(a)
        out.append((decks, gs, seq))
    return out


RECORDED = _recorded_games(6)


def _fresh_games():
    return ([new_core_game(d, seed=s, log_events=False) for d, s, _ in RECORDED],), {}


def _drive(games) -> int:
    """Each game replayed from Python: `legal_actions()` then `step()` of the recorded
    action (the cost `riftsim bench` reports as legal_actions+step per decision)."""
    n = 0
    for g, (_, _, seq) in zip(games, RECORDED):
        legal, step = g.legal_actions, g.step
        for a in seq:
            legal()
            if step(a):
                raise AssertionError("step() rejected an action it had offered")
        n += len(seq)
    return n


@pytest.mark.benchmark(group="round robin core step from Python (6 games)")
def test_round_robin_legal_actions_and_step(benchmark):
    n = benchmark.pedantic(_drive, setup=_fresh_games, rounds=30, iterations=1)
    assert n == sum(len(seq) for _, _, seq in RECORDED)
    benchmark.extra_info.update(games=len(RECORDED), decisions=n)


@pytest.mark.benchmark(group="core games")
def test_play_games_batch(benchmark):
    r = benchmark.pedantic(play_games, args=(DECKS, 200, SEED), rounds=5, iterations=1)
    assert len(r["winner"]) == 200 and int(r["decisions"].min()) > 0


@pytest.mark.parametrize("mode", ["ffa3", "ffa4", "2v2"])
@pytest.mark.benchmark(group="modes play_mode_games (200 games)")
def test_mode_games_batch(benchmark, mode):
    """The default `match --mode` path's kernel: 200 games of four precons (three in FFA3),
    heuristic agents in every seat, seats rotated as `simulate_ffa` rotates them."""
    from riftsim.core import play_mode_games
    from riftsim.sim.ffa import seat_order

    decks = list(bench.MODE_DECKS[:3 if mode == "ffa3" else 4])
    orders = [seat_order(len(decks), i) for i in range(200)]
    r = benchmark.pedantic(play_mode_games, args=(decks, orders, SEED),
                           kwargs={"mode": mode}, rounds=5, iterations=1)
    assert int(r["error"].sum()) == 0 and int(r["decisions"].min()) > 0
    benchmark.extra_info.update(games=200, decisions=int(r["decisions"].sum()))


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
