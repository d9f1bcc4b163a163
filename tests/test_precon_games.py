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


#: shipped tournament lists whose every card is defined (riftsim cards --coverage)
PLAYABLE_LISTS = ["tournament-barcelona-02", "tournament-barcelona-03",
                  "tournament-rengar-ottawa-2026-08-08", "tournament-atlanta-01",
                  "tournament-barcelona-04", "tournament-barcelona-05",
                  "tournament-barcelona-06", "tournament-barcelona-08",
                  "tournament-barcelona-01", "tournament-barcelona-07"]


@pytest.mark.parametrize("tid", PLAYABLE_LISTS)
def test_tournament_list_plays_identically_on_both_engines(tid):
    """A playable shipped tournament list against a precon and against another list: the
    two engines play the same games in lockstep (riftsim.parity), to the end."""
    from riftsim import parity
    from riftsim.decks import load_deck

    other = PLAYABLE_LISTS[(PLAYABLE_LISTS.index(tid) + 1) % len(PLAYABLE_LISTS)]
    engines = parity._engines(("reference", "core"))
    for seed, opp in ((7, "precon-jinx"), (8, other)):
        res = parity._play_game(engines, [load_deck(tid), load_deck(opp)], seed,
                                parity.DEFAULT_MAX_TURNS)
        assert res.diff is None, (tid, opp, seed, res.diff)
        assert res.steps > 50
