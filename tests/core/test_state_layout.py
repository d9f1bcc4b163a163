"""The compiled core's state layout (state.pxd): four players' worth of every per-player field
and four decks' objects in at most 12 KB, so `clone()` stays one small memcpy, and the pooled
zone lists of a player (deck, hand, trash and banishment in one MAXL-card pool) keep the
reference's list order."""

from __future__ import annotations

import pytest

from riftsim.agents import RandomAgent
from riftsim.game import new_game
from riftsim.reference.state import Zone

pytest.importorskip("riftsim._core.engine")

DECKS = ("precon-fiora", "precon-vi")


def test_the_state_holds_four_players_in_12_kb():
    """MAXP = 4 (FFA3, FFA4 and 2v2 seat up to four players, 482-484) and MAXO holds their
    four decks' objects and tokens (4 x 56 at the start, state.pxd). The state was held to
    8 KB while it had 160 objects (clone() <= 0.3 us); the per-object arrays of 320 objects
    (18 bytes each) and their bitmasks take it past that, so it stays within 12,288 bytes,
    with some room left for more kept answers."""
    from riftsim._core.engine import CAPACITIES, STATE_BYTES

    assert CAPACITIES["MAXP"] == 4
    assert CAPACITIES["MAXO"] >= 4 * 56 + 64
    assert STATE_BYTES <= 12288
    assert STATE_BYTES <= 12000


@pytest.mark.parametrize("seed", [3, 11])
def test_pooled_zone_lists_match_the_reference_lists(seed):
    """Both engines play the same random game; at every decision each player's deck, hand,
    trash, banishment, rune deck and runes hold the same cards in the same order (108)."""
    gc = new_game(list(DECKS), seed=seed, engine="core", first_player=0)
    gr = new_game(list(DECKS), seed=seed, engine="reference", first_player=0)
    agent = RandomAgent(seed)
    zones = ("deck", "hand", "trash", "banishment", "rune_deck", "runes")
    steps = trashed = 0
    while not gr.is_over and steps < 400:
        for p in range(2):
            for name in zones:
                z = int(Zone[name.upper()])
                assert gc.zone_list(p, z) == list(getattr(gr.players[p], name)), (steps, p, name)
            trashed = max(trashed, len(gr.players[p].trash))
        a = agent.choose(gr)
        gr.apply(a)
        gc.apply(a)
        steps += 1
    assert steps > 50 and trashed > 3 and gc.is_over == gr.is_over
