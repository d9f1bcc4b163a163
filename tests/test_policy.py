"""Compiled policies (riftsim.policy): numba ``@cfunc``s the core calls in its batch loop,
and the example in examples/numba_policy.py."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

numba = pytest.importorskip("numba")

from numba import cfunc, types  # noqa: E402

from riftsim.agents import AgentError, parse_agent  # noqa: E402
from riftsim.core import CoreGameError, play_games  # noqa: E402
from riftsim.policy import SIGNATURE, bounded, next_u64  # noqa: E402
from riftsim.rng import Rng  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "numba_policy.py"
DECKS = ["precon-jinx", "precon-viktor"]


@pytest.fixture(scope="module")
def example():
    spec = importlib.util.spec_from_file_location("numba_policy_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cfunc(SIGNATURE)
def _uniform(state, obs, obs_len, options, n_options, rng):
    return bounded(rng, n_options)


@cfunc(SIGNATURE)
def _out_of_range(state, obs, obs_len, options, n_options, rng):
    return n_options


@cfunc(SIGNATURE)
def _checks_its_observation(state, obs, obs_len, options, n_options, rng):
    """-1 (an error) unless `obs` is the decider's: viewer = decision player, the number of
    options is given, the length is that of the layout (16 + 2 x 18 + 2 x 7 + 16 x 5 words of
    state before 12 per object, 2 battlefields in 1v1)."""
    if obs[0] != obs[2] or obs[4] != n_options or obs[1] == 0:
        return -1
    if obs_len != 5 + 16 + 36 + 14 + 80 + 12 * obs[15]:
        return -1
    return 0


def test_the_example_runs_in_the_batch_loop_and_beats_random(example):
    """The example plays inside `play_games` (no Python per decision), the same games for the
    same seed, and beats the random agent clearly, from either seat."""
    a = play_games(DECKS, 150, seed=1, agents=(example.policy, "random"))
    b = play_games(DECKS, 150, seed=1, agents=(example.policy, "random"))
    for k in a:
        assert np.array_equal(a[k], b[k]), k
    assert not a["error"].any()
    assert (a["winner"] == 0).mean() > 0.8
    c = play_games(DECKS[::-1], 150, seed=2, agents=("random", example.policy))
    assert (c["winner"] == 1).mean() > 0.8


def test_the_example_is_usable_by_import_reference(example, monkeypatch):
    """Dotted (``examples.numba_policy.policy``, from the project folder) and file
    (``path/numba_policy.py#policy``) references name the policy; both play the games the
    function itself plays."""
    monkeypatch.chdir(EXAMPLE.parents[1])
    monkeypatch.syspath_prepend(str(EXAMPLE.parents[1]))
    want = play_games(DECKS, 20, seed=3, agents=(example.policy, "random"))
    for ref in ("examples.numba_policy.policy", f"{EXAMPLE}#policy"):
        spec = parse_agent(ref)
        assert spec.kind == "policy" and spec.native and str(spec) == ref
        got = play_games(DECKS, 20, seed=3, agents=(ref, "random"))
        assert np.array_equal(got["winner"], want["winner"]), ref
        assert np.array_equal(got["decisions"], want["decisions"]), ref
    spec = parse_agent(example.policy)
    assert spec.kind == "policy" and spec.name.endswith(".policy")


def test_a_policy_draws_from_its_agents_stream():
    """`bounded` inside a policy draws from the agent's stream exactly as the built-in random
    agent does: a uniform policy plays the random agent's games."""
    a = play_games(DECKS, 12, seed=5, agents=(_uniform, "random"))
    b = play_games(DECKS, 12, seed=5, agents=("random", "random"))
    for k in a:
        assert np.array_equal(a[k], b[k]), k


def test_a_policy_gets_the_deciders_observation():
    res = play_games(DECKS, 4, seed=6, agents=(_checks_its_observation, "random"))
    assert not res["error"].any()


def test_an_index_out_of_range_stops_the_game_with_error_41():
    with pytest.raises(CoreGameError) as exc:
        play_games(DECKS, 3, seed=1, agents=(_out_of_range, "random"))
    assert "internal error 41" in str(exc.value)
    assert list(exc.value.results["error"]) == [41, 41, 41]


def test_a_cfunc_of_another_signature_is_refused():
    @cfunc(types.int32(types.int32))
    def wrong(x):
        return x

    with pytest.raises(AgentError, match="signature"):
        parse_agent(wrong)
    with pytest.raises(AgentError, match="signature"):
        play_games(DECKS, 1, seed=1, agents=(wrong, "random"))
    with pytest.raises(AgentError, match="compiled policy"):
        parse_agent(lambda *a: 0)


@pytest.mark.parametrize("seed", [0, 1, 2**63 + 5])
def test_next_u64_and_bounded_reproduce_the_rng(seed):
    """riftsim.policy's numba `next_u64` / `bounded` (1 <= n < 2**31) advance the agent's
    xoshiro256** state exactly as riftsim.rng.Rng does."""
    ref = Rng(seed)
    state = np.array(ref.state, dtype=np.uint64)
    for _ in range(50):
        assert int(next_u64(state)) == ref.next_u64()
    for n in (1, 2, 3, 7, 10, 160, 1000, 3**19, 2**31 - 1):
        for _ in range(20):
            assert int(bounded(state, n)) == ref.bounded(n)
    assert tuple(int(x) for x in state) == ref.state
