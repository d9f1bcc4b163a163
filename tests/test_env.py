"""The PettingZoo environment (riftsim.env): the AEC API, the same games on both engines,
rewards, seeds and refused input."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from riftsim.env import MAX_OPTIONS, OBS_WORDS, RiftboundEnv  # noqa: E402
from riftsim.rng import derive_seed  # noqa: E402

DECKS = ["precon-jinx", "precon-viktor"]
FFA = ["precon-jinx", "precon-viktor", "precon-vi", "precon-lux"]


def _play(env, seed, steps=None, pick=0):
    """Play from reset(seed) with a seeded random choice among the masked options; the
    (agent, observation, mask, reward) of every live step and the final rewards."""
    env.reset(seed=seed)
    rng = np.random.default_rng(pick)
    trace = []
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        trace.append((agent, obs["observation"].copy(), obs["action_mask"].copy(), reward))
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if steps is not None and len(trace) >= steps:
            break
    return trace


@pytest.mark.filterwarnings("ignore::UserWarning")   # (a Dict space with an action mask)
@pytest.mark.parametrize("mode, decks", [("1v1", DECKS), ("ffa3", FFA[:3]), ("2v2", FFA)])
def test_pettingzoo_api_test_passes(mode, decks):
    api_test(RiftboundEnv(decks, mode=mode), num_cycles=300)


def test_both_engines_give_the_same_steps():
    core = _play(RiftboundEnv(DECKS), seed=3, steps=80)
    ref = _play(RiftboundEnv(DECKS, engine="reference"), seed=3, steps=80)
    assert len(core) == len(ref) == 80
    for (a1, o1, m1, _), (a2, o2, m2, _) in zip(core, ref):
        assert a1 == a2 and np.array_equal(o1, o2) and np.array_equal(m1, m2)


def test_a_game_ends_with_the_winner_rewarded_and_every_agent_removed():
    env = RiftboundEnv(DECKS)
    trace = _play(env, seed=11)
    out = env.game.outcome
    assert env.agents == [] and out is not None and out.winner is not None
    rewards = {}
    env.reset(seed=11)                       # the same game again, watching the last rewards
    rng = np.random.default_rng(0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            rewards[agent] = reward
            assert terminated and not truncated and info["outcome"] == out
            env.step(None)
            continue
        assert obs["action_mask"].sum() == len(info["actions"]) >= 1
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert rewards == {f"player_{out.winner}": 1, f"player_{1 - out.winner}": -1}
    assert all(r == 0 for *_, r in trace)    # nothing before the end


def test_observation_masks_and_shapes():
    env = RiftboundEnv(DECKS)
    env.reset(seed=2)
    decider = env.agent_selection
    other = next(a for a in env.agents if a != decider)
    mine, theirs = env.observe(decider), env.observe(other)
    assert mine["observation"].shape == (OBS_WORDS,)
    assert mine["action_mask"].shape == (MAX_OPTIONS,)
    assert mine["action_mask"].sum() == len(env.game.legal_actions())
    assert theirs["action_mask"].sum() == 0
    assert mine["observation"][0] == env.possible_agents.index(decider)    # the viewer
    assert all(isinstance(env.describe(i), str) for i in range(int(mine["action_mask"].sum())))


def test_reset_without_a_seed_follows_the_last_seeds_stream():
    env = RiftboundEnv(DECKS)
    env.reset(seed=5)
    assert env.infos[env.agent_selection]["seed"] == 5
    env.reset()
    assert env.infos[env.agent_selection]["seed"] == derive_seed(5, 0)
    env.reset()
    assert env.infos[env.agent_selection]["seed"] == derive_seed(5, 1)
    a = _play(RiftboundEnv(DECKS), seed=derive_seed(5, 0), steps=30)
    env2 = RiftboundEnv(DECKS)
    env2.reset(seed=5)
    env2.reset()
    first = env2.observe(env2.agent_selection)["observation"]
    assert np.array_equal(first, a[0][1])


def test_the_turn_cap_truncates_without_a_winner():
    env = RiftboundEnv(DECKS, max_turns=1)
    _play(env, seed=1)
    assert env.game.outcome.winner is None
    env.reset(seed=1)
    rng = np.random.default_rng(0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            assert truncated and not terminated and reward == 0
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_bad_input_is_refused_naming_the_problem():
    env = RiftboundEnv(DECKS)
    env.reset(seed=1)
    n = int(env.observe(env.agent_selection)["action_mask"].sum())
    with pytest.raises(ValueError, match=rf"not one of this decision's {n} options"):
        env.step(n)
    with pytest.raises(ValueError, match="not one of"):
        env.step(None)
    with pytest.raises(ValueError, match="seed must be"):
        env.reset(seed=-1)
    with pytest.raises(ValueError, match="unknown engine"):
        RiftboundEnv(DECKS, engine="fast")
    with pytest.raises(ValueError, match="render_mode"):
        RiftboundEnv(DECKS, render_mode="rgb_array")
    with pytest.raises(ValueError, match="max_turns"):
        RiftboundEnv(DECKS, max_turns=0)
    with pytest.raises(TypeError, match="one per seat"):
        RiftboundEnv("precon-jinx")
    with pytest.raises(Exception, match="precon-nope"):
        RiftboundEnv(["precon-jinx", "precon-nope"])
    with pytest.raises(Exception, match="(?i)ffa3|three|3"):
        RiftboundEnv(DECKS, mode="ffa3")


def test_render_names_the_decision_and_the_result():
    env = RiftboundEnv(DECKS, render_mode="ansi")
    env.reset(seed=4)
    text = env.render()
    assert env.agent_selection in text and "0: " in text
    _play(env, seed=4)
    assert "wins" in env.render() or "nobody" in env.render()
