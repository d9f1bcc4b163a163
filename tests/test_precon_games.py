"""Every precon is fully implemented and precon games run to the end with random agents.

The default run plays a sample (every precon once, against the next one); the long run
(`pytest -m long`) plays all 169 ordered pairings with 20 seeds each.
"""

from __future__ import annotations

import pytest

from riftsim.agents import RandomAgent, agent_seeds, play_out
from riftsim.cards.pool import get_pool
from riftsim.decks import get_precon, precon_ids
from riftsim.game import new_game

PRECONS = list(precon_ids())


def _play(a: str, b: str, seed: int):
    g = new_game([a, b], seed=seed)
    s0, s1 = agent_seeds(seed)
    play_out(g, [RandomAgent(s0), RandomAgent(s1)])
    return g


@pytest.mark.parametrize("pid", PRECONS)
def test_precon_is_fully_implemented(pid):
    deck = get_precon(pid)
    pool = get_pool()
    missing = sorted({pool.by_id(c).name for c in {deck.legend, deck.champion, *deck.main,
                                                    *deck.battlefields}
                      if not pool.by_id(c).implemented})
    assert not missing, f"{pid}: no definition for {missing}"


@pytest.mark.parametrize("i", range(len(PRECONS)))
def test_precon_sample_game(i):
    a, b = PRECONS[i], PRECONS[(i + 1) % len(PRECONS)]
    g = _play(a, b, seed=100 + i)
    assert g.is_over and g.outcome.turns >= 2
    assert max(g.outcome.points) >= 8 or g.outcome.winner is None


@pytest.mark.long
@pytest.mark.parametrize("a", PRECONS)
def test_all_pairings_twenty_seeds(a):
    for b in PRECONS:
        for seed in range(20):
            g = _play(a, b, seed)
            assert g.is_over, (a, b, seed)
