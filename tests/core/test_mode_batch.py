"""The core's batch loop in every mode (`riftsim.core.play_mode_games`) and its built-in
heuristic with more than two players (heuristic.pxi `several_act`): the same decisions as
`riftsim.agents.SeveralOpponentsHeuristic`, so the batch plays the games a game driven from
Python plays (FFA3 482, FFA4 483, 2v2 484)."""

from __future__ import annotations

import numpy as np
import pytest

from riftsim.agents import AgentError, SeveralOpponentsHeuristic, agent_seeds, parse_agent
from riftsim.core import new_core_game, play_mode_games
from riftsim.rng import Rng
from riftsim.sim.ffa import play_ffa_game, seat_order

pytest.importorskip("riftsim._core.engine")

DECKS = {"ffa3": ["precon-jinx", "precon-viktor", "precon-vi"],
         "ffa4": ["precon-jinx", "precon-viktor", "precon-vi", "precon-lux"],
         "2v2": ["precon-jinx", "precon-viktor", "precon-vi", "precon-lux"]}


@pytest.mark.parametrize("mode", ["ffa3", "ffa4", "2v2"])
@pytest.mark.parametrize("epsilon", [0.0, 0.3])
def test_the_native_heuristic_decides_like_the_python_one(mode, epsilon):
    """Decision by decision on the core: the built-in heuristic (drawing from a copy of the
    stream) chooses what SeveralOpponentsHeuristic chooses, over whole games."""
    decks = DECKS[mode]
    native = parse_agent(f"heuristic:epsilon={epsilon}").native_agent()
    compared = 0
    seen = set()
    for seed in (3, 8):
        g = new_core_game(decks, seed=seed, first_player=0, mode=mode, log_events=False)
        seeds = agent_seeds(seed, len(decks))
        py = [SeveralOpponentsHeuristic(s, epsilon) for s in seeds]
        streams = [np.array(Rng(s).state, dtype=np.uint64) for s in seeds]
        while not g.is_over:
            p = g.current_player
            want = py[p].choose(g)
            got = g.agent_action(native, streams[p])
            assert got == want, (seed, compared, g.decision)
            assert list(streams[p]) == list(py[p].rng.state)     # the same draws
            seen.add(g.decision.kind)
            g.apply(want)
            compared += 1
    assert compared > 200 and len(seen) >= 5


@pytest.mark.parametrize("mode", ["ffa3", "ffa4", "2v2"])
@pytest.mark.parametrize("agents", [["heuristic"], ["random", "heuristic"]])
def test_the_batch_plays_the_games_driven_from_python(mode, agents):
    """Game i of play_mode_games (seats rotated as simulate_ffa rotates them) is game i of
    play_ffa_game on the core: the same winner, turns, decisions and points."""
    decks = DECKS[mode]
    n = len(decks)
    agents = (agents * n)[:n]
    games = 12
    orders = [seat_order(n, i) for i in range(games)]
    out = play_mode_games(decks, orders, 5, agents, mode=mode)
    for i in range(games):
        row = play_ffa_game(decks, i, 5, mode=mode, agents=agents, engine="core")
        assert int(out["winner"][i]) == (-1 if row["winner_seat"] is None
                                         else row["winner_seat"])
        assert [q for q in range(n) if (int(out["winners"][i]) >> q) & 1] == \
            sorted(row["winner_seats"])
        assert (int(out["turns"][i]), int(out["decisions"][i])) == (row["turns"],
                                                                   row["decisions"])
        assert out["points"][i].tolist() == [row["points"][k] for k in orders[i]]
    assert out["error"].sum() == 0 and (out["winner"] >= 0).sum() >= games // 2


def test_play_mode_games_start_and_orders():
    """Game start + i depends on its index alone; any seat order of the decks is allowed."""
    decks = DECKS["ffa3"]
    orders = [[2, 0, 1], [1, 2, 0], [0, 1, 2]]
    whole = play_mode_games(decks, orders, 9, mode="ffa3")
    tail = play_mode_games(decks, orders[1:], 9, mode="ffa3", start=1)
    for k in ("winner", "turns", "decisions", "points"):
        assert whole[k][1:].tolist() == tail[k].tolist()


def test_play_mode_games_refuses_bad_input():
    decks = DECKS["ffa3"]
    with pytest.raises(ValueError, match="needs 3 decks"):
        play_mode_games(decks[:2], [[0, 1]], 1, mode="ffa3")
    with pytest.raises(ValueError, match="not an order"):
        play_mode_games(decks, [[0, 0, 1]], 1, mode="ffa3")
    for bad in ([[0, 1]], [], [0, 1, 2]):
        with pytest.raises(ValueError, match="one row per game"):
            play_mode_games(decks, bad, 1, mode="ffa3")
    with pytest.raises(AgentError, match="1v1 only"):
        play_mode_games(decks, [[0, 1, 2]], 1, ["greedy"] * 3, mode="ffa3")


@pytest.mark.parametrize("mode", ["ffa3", "2v2"])
def test_simulate_ffa_on_the_core_plays_in_the_batch_loop(mode, monkeypatch):
    """simulate_ffa's default path on the core (random and heuristic agents) plays chunks in
    the batch loop: its rows are play_ffa_game's rows, on one worker and on two, and no game
    is driven from Python."""
    from riftsim.sim import ffa

    decks = DECKS[mode]
    agents = (["heuristic", "random"] * 2)[:len(decks)]
    want = [play_ffa_game(decks, i, 3, mode=mode, agents=agents, engine="core")
            for i in range(14)]
    monkeypatch.setattr(ffa, "BATCH_CHUNK", 5)         # (several chunks)
    monkeypatch.setattr(ffa, "play_ffa_game", None)    # (never called on this path)
    seen = []
    one = ffa.simulate_ffa(decks, 14, mode=mode, agents=agents, seed=3, engine="core",
                           progress=seen.append)
    assert one.rows == want and seen == [5, 10, 14]
    two = ffa.simulate_ffa(decks, 14, mode=mode, agents=agents, seed=3, engine="core",
                           workers=2)
    assert two.rows == want


def test_python_agents_and_the_reference_engine_drive_games_from_python():
    from riftsim.sim.ffa import batch_plays

    assert batch_plays("core", ["heuristic", "random", "heuristic:epsilon=0.1"])
    assert not batch_plays("reference", ["heuristic"] * 3)
    assert not batch_plays("core", ["heuristic", "riftsim.agents.RandomAgent", "random"])
