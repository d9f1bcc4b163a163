"""Answers the compiled core keeps in its state across decisions (state.pxd: the static_sources
lists of passives, 365.1), checked against answers worked out afresh.

In the checking mode (`play_games(..., check_caches=True)`, Ctx.check) every read of a kept
answer recomputes it and a difference ends the game with an internal error, so a mutator that
forgets to drop a kept answer fails these games. The games themselves must be the same as
without the mode (the mode only reads)."""

from __future__ import annotations

import itertools

import numpy as np

from riftsim._core.engine import play_games as core_play_games
from riftsim.core import deck_spec, native_agents, tables
from riftsim.decks import precon_ids
from riftsim.game import _resolve_deck

GAMES_PER_PAIRING = 4       # 78 pairings of the 13 precons: 312 games


def _round_robin(check: bool):
    agents = native_agents(("random", "random"))
    out = []
    for a, b in itertools.combinations(precon_ids(), 2):
        specs = [deck_spec(_resolve_deck(d)) for d in (a, b)]
        out.append(core_play_games(tables(), specs, 17, GAMES_PER_PAIRING, agents, 200, 0,
                                   check))
    return out


def test_kept_answers_match_fresh_ones_over_the_round_robin():
    checked = _round_robin(True)
    plain = _round_robin(False)
    assert sum(r["checks"] for r in checked) > 10_000      # the kept lists were read, and checked
    assert all(r["checks"] == 0 for r in plain)
    for c, p in zip(checked, plain):
        assert not c["error"].any(), c["error"]              # 250: a kept answer went stale
        for k in ("winner", "turns", "points", "decisions", "reason"):
            assert np.array_equal(c[k], p[k])
