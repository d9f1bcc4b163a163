"""Answers the compiled core keeps in its state across decisions (state.pxd: the static_sources
lists of passives, 365.1; the "becomes Mighty" marks of the units and the Might passives they
were worked out with, 709, kept while nothing a unit's Might reads changed, and worked out
again only for the units whose own Might inputs changed when nothing else did), answers it
keeps beside the state (context.pxi Side: the static_sources lists as object ids, the Might
passives of the active objects, the units whose own Might inputs changed, every unit's Might as
the heuristic's view or the last Might check worked it out), answers it keeps
while a decision's options are worked out (each player's rune counts, resources.pxi
kept_rune_counts; can_play's listing facts and the passive rows cost_mods applies, play.pxi;
an ability's targets as its Deflect check counts them, abilities.pxi ability_options), and
answers it works out by a shorter way (can_pay's plan_feasible, which counts runes by domain,
against resources.plan, 357.1; the players present at each location and the unattached gear at
battlefields that a cleanup notes while looking for lethal damage, or keeps while nothing they
read changed, and the "no unit has damage marked" mark that lets it skip looking, 323.4-323.8),
checked against answers worked out afresh.

In the checking mode (`play_games(..., check_caches=True)`, Ctx.check; for CoreGame, the
RIFTSIM_CHECK_CACHES environment variable) every read of a kept answer recomputes it and a
difference ends the game with an internal error, so a mutator that forgets to drop a kept
answer fails these games. The games themselves must be the same as without the mode (the mode
only reads)."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys

import numpy as np

from riftsim._core.engine import play_games as core_play_games
from riftsim.core import deck_spec, native_agents, supports, tables
from riftsim.decks import precon_ids
from riftsim.game import _resolve_deck
from riftsim.parity import random_decks

GAMES_PER_PAIRING = 4       # 78 pairings of the 13 precons: 312 games


def _play(pairs, games: int, check: bool, agents=("random", "random")):
    agents = native_agents(agents)
    out = []
    for a, b in pairs:
        specs = [deck_spec(_resolve_deck(d)) for d in (a, b)]
        out.append(core_play_games(tables(), specs, 17, games, agents, 200, 0, check))
    return out


def _same_games_and_no_stale_answer(pairs, games: int, min_checks: int,
                                    agents=("random", "random")):
    checked = _play(pairs, games, True, agents)
    plain = _play(pairs, games, False, agents)
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


def test_kept_answers_match_fresh_ones_with_the_heuristic():
    """The heuristic reads the Might of every unit at almost every decision; it reuses the
    values its last view or the last "becomes Mighty" check worked out while nothing they read
    changed (heuristic.pxi view_mights, Side.vm_*), and the checking mode recomputes them at
    each read. Precons (Fiora listens for "becomes Mighty") and random decks of the pool."""
    agents = ("heuristic", "heuristic:epsilon=0.2")
    pairs = list(itertools.combinations(precon_ids(), 2))[::6] + [("precon-fiora", "precon-vi")]
    _same_games_and_no_stale_answer(pairs, 4, 10_000, agents)
    pairs = [random_decks(seed, card_filter=supports) for seed in range(100, 120)]
    _same_games_and_no_stale_answer(pairs, 2, 1_000, agents)


def _checked_game(env_value):
    """A Fiora vs Vi game played from Python in a fresh process (the environment is read at
    import): the checks made, the outcome and the decisions."""
    code = ("import random, riftsim.core as rc\n"
            "from riftsim.game import _resolve_deck\n"
            "g = rc.new_core_game([_resolve_deck(d) for d in ('precon-fiora', 'precon-vi')], seed=3)\n"
            "r = random.Random(3)\n"
            "n = 0\n"
            "while not g.is_over:\n"
            "    g.apply(r.choice(g.legal_actions())); n += 1\n"
            "print(g.cache_checks, g.outcome.winner, g.outcome.turns, n)\n")
    env = dict(os.environ)
    env.pop("RIFTSIM_CHECK_CACHES", None)
    if env_value is not None:
        env["RIFTSIM_CHECK_CACHES"] = env_value
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True).stdout.split()
    return [int(x) for x in out]


def test_core_games_take_the_checking_mode_from_the_environment():
    """RIFTSIM_CHECK_CACHES turns the checking mode on for every CoreGame (riftsim parity and
    fuzz play through CoreGame): kept answers are checked, and the game is the same."""
    checked, plain, off = _checked_game("1"), _checked_game(None), _checked_game("0")
    assert checked[0] > 100 and plain[0] == 0 and off[0] == 0
    assert checked[1:] == plain[1:] == off[1:]
