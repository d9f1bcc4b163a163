"""Answers the compiled core keeps in its state across decisions (state.pxd: the static_sources
lists of passives, 365.1; the "becomes Mighty" marks of the units and the Might passives they
were worked out with, 709, kept while nothing a unit's Might reads changed, and worked out
again only for the units whose own Might inputs changed when nothing else did), answers it
keeps beside the state (context.pxi Side: the static_sources lists as object ids, the Might
passives of the active objects, the units whose own Might inputs changed), answers it keeps
while a decision's options are worked out (each player's rune counts, resources.pxi
kept_rune_counts), and answers it works out by a shorter way (can_pay's plan_feasible, which
counts runes by domain, against resources.plan, 357.1; the players present at each location
and the unattached gear at battlefields that a cleanup notes while looking for lethal damage,
or keeps while nothing they read changed, and the "no unit has damage marked" mark that lets
it skip looking, 323.4-323.8), checked against answers worked out
afresh.

In the checking mode (`play_games(..., check_caches=True)`, Ctx.check) every read of a kept
answer recomputes it and a difference ends the game with an internal error, so a mutator that
forgets to drop a kept answer fails these games. The games themselves must be the same as
without the mode (the mode only reads)."""

from __future__ import annotations

import itertools

import numpy as np

from riftsim._core.engine import play_games as core_play_games
from riftsim.core import deck_spec, native_agents, supports, tables
from riftsim.decks import precon_ids
from riftsim.game import _resolve_deck
from riftsim.parity import random_decks

GAMES_PER_PAIRING = 4       # 78 pairings of the 13 precons: 312 games


def _play(pairs, games: int, check: bool):
    agents = native_agents(("random", "random"))
    out = []
    for a, b in pairs:
        specs = [deck_spec(_resolve_deck(d)) for d in (a, b)]
        out.append(core_play_games(tables(), specs, 17, games, agents, 200, 0, check))
    return out


def _same_games_and_no_stale_answer(pairs, games: int, min_checks: int):
    checked = _play(pairs, games, True)
    plain = _play(pairs, games, False)
    assert sum(r["checks"] for r in checked) > min_checks   # kept answers were read, and checked
    assert all(r["checks"] == 0 for r in plain) and len(checked) == len(plain) == len(pairs)
    for c, p in zip(checked, plain):
        assert not c["error"].any(), c["error"]              # 250: a kept answer went stale
        for k in ("winner", "turns", "points", "decisions", "reason"):
            assert np.array_equal(c[k], p[k])


def test_kept_answers_match_fresh_ones_over_the_round_robin():
    _same_games_and_no_stale_answer(list(itertools.combinations(precon_ids(), 2)),
                                    GAMES_PER_PAIRING, 10_000)


def test_kept_mighty_marks_match_fresh_ones_when_few_units_change():
    """Fiora's legend listens for "becomes Mighty" (709) in every game: most cleanups work out
    only the units whose own Might inputs changed (triggers.pxi check_mighty, mck_local), and
    the checking mode recomputes every unit's mark after each of them."""
    _same_games_and_no_stale_answer([("precon-fiora", "precon-vi")], 60, 10_000)


def test_kept_answers_match_fresh_ones_with_random_decks_of_the_whole_pool():
    """Random decks of every card the core supports: the cards added later are covered too."""
    pairs = [random_decks(seed, card_filter=supports) for seed in range(40)]
    _same_games_and_no_stale_answer(pairs, 3, 1_000)
