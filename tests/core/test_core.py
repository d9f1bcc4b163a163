"""The compiled core (riftsim._core.engine): protocol, determinism, batches, limits.

Step-by-step agreement with the reference engine is checked by tests/parity; these tests
cover what is specific to the core."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import riftsim
from riftsim.actions import ActionKind, DecisionKind
from riftsim.agents import RandomAgent, agent_seeds, play_out
from riftsim.core import UnsupportedCardError, play_games, supports, unsupported_reason
from riftsim.errors import IllegalActionError
from riftsim.events import EventKind
from riftsim.game import new_game
from riftsim.parity import random_decks
from riftsim.protocol import OutcomeReason
from riftsim import Phase, Zone
from riftsim.rng import derive_seed

CORE = Path(riftsim.__file__).parent / "_core"


def _decks(seed: int = 3):
    return random_decks(seed, card_filter=supports)


def _enum_values(name_prefix: str) -> dict[str, int]:
    text = (CORE / "constants.pxi").read_text()
    return {m.group(1): int(m.group(2))
            for m in re.finditer(rf"^\s+({name_prefix}\w+) = (-?\d+)", text, re.M)}


@pytest.mark.parametrize("prefix, enum, strip", [
    ("D_", DecisionKind, "D_"), ("A_", ActionKind, "A_"), ("EV_", EventKind, "EV_"),
    ("Z_", Zone, "Z_"), ("PH_", Phase, "PH_"), ("R_", OutcomeReason, "R_")])
def test_core_constants_match_the_python_enums(prefix, enum, strip):
    values = _enum_values(prefix)
    assert values, prefix
    for name, v in values.items():
        assert enum[name[len(strip):]] == v, name


def test_state_size_is_bounded_and_clone_is_independent():
    from riftsim._core.engine import STATE_BYTES

    assert STATE_BYTES <= 12288             # 12 KB (see test_state_layout.py)
    g = new_game(list(_decks()), seed=5, engine="core")
    agent = RandomAgent(1)
    for _ in range(30):
        g.apply(agent.choose(g))
    before = g.state_vector().copy()
    c = g.clone()
    assert np.array_equal(c.state_vector(), before) and c.legal_actions() == g.legal_actions()
    while not c.is_over:
        c.apply(agent.choose(c))
    assert np.array_equal(g.state_vector(), before)       # the original did not move
    assert c.outcome is not None and g.outcome is None


def test_clones_keep_their_own_event_and_action_logs():
    """A clone shares its source's logs until one of them is read (copy on first read):
    each game still sees exactly its own events and actions, through clones of clones."""
    g = new_game(list(_decks()), seed=5, engine="core")
    agent = RandomAgent(2)
    for _ in range(20):
        g.apply(agent.choose(g))
    ev0, hist0 = list(g.events), list(g.history)
    c = g.clone()
    cc = c.clone()
    for _ in range(10):                 # the source and the first clone move on separately
        g.apply(agent.choose(g))
        c.apply(agent.choose(c))
    d = g.clone()                       # a clone of a game whose log was extended
    assert cc.events == ev0 and cc.history == hist0
    assert c.events[:len(ev0)] == ev0 and c.history[:20] == hist0 and len(c.history) == 30
    assert g.history[:20] == hist0 and len(g.history) == 30 and g.history != c.history
    assert d.events == g.events and d.history == g.history
    ref = new_game(list(_decks()), seed=5, engine="reference")     # the same game, replayed
    for a in c.history:
        ref.apply(a)
    assert [(e.kind, e.player, e.obj, e.loc, e.value) for e in ref.events] == \
        [(e.kind, e.player, e.obj, e.loc, e.value) for e in c.events]
    c.events = []
    assert c.events == [] and cc.events == ev0


def test_events_read_late_are_the_events_read_at_every_step():
    """`apply` leaves its events in the core's buffer until `events` is read: reading them
    after every decision, once at the end, or first through a clone gives the same list;
    `step` (no bookkeeping) drops its own events and keeps those `apply` left."""
    agent = RandomAgent(4)
    eager = new_game(list(_decks()), seed=7, engine="core")
    seen = []
    while not eager.is_over and len(eager.history) < 60:
        eager.apply(agent.choose(eager))
        seen.append(len(eager.events))
    lazy = new_game(list(_decks()), seed=7, engine="core")
    for a in eager.history[:30]:
        lazy.apply(a)
    mid = lazy.clone()                  # events still in the buffer at the clone
    for a in eager.history[30:]:
        lazy.apply(a)
        mid.apply(a)
    assert lazy.events == eager.events == mid.events
    assert seen == sorted(seen) and seen[-1] == len(eager.events) > seen[0]
    stepped = new_game(list(_decks()), seed=7, engine="core")
    replay = new_game(list(_decks()), seed=7, engine="core")
    for a in eager.history[:30]:
        stepped.apply(a)
        replay.apply(a)
    assert stepped.step(stepped.legal_actions()[0]) == 0
    assert stepped.events == replay.events


def test_the_kept_support_answers_are_the_worked_out_ones():
    """unsupported_reason works a card's answer out once (every core game checks its decks'
    cards): the kept answers are the fresh ones, and another definition of a card (a new
    CardInfo) gets its own."""
    import gc
    from dataclasses import replace

    from riftsim.cards import compile as cc
    from riftsim.cards.pool import get_pool

    pool = get_pool()
    for info in pool:
        assert unsupported_reason(info) == cc._unsupported_reason(info) == \
            unsupported_reason(info)
    card = next(c for c in pool if c.implemented and supports(c))
    other = replace(card, definition=None)
    assert unsupported_reason(other) == "no definition"
    assert unsupported_reason(card) is None
    n = len(cc._REASONS)
    del other                           # (an answer goes with its card: a scenario's pool
    gc.collect()                        # is not kept alive by it)
    assert len(cc._REASONS) == n - 1


def test_a_deck_the_core_cannot_run_is_refused_naming_the_card(monkeypatch):
    from riftsim import core

    real = core.unsupported_reason                # every defined card runs: pretend one
    monkeypatch.setattr(core, "unsupported_reason",   # does not (a card defined later)
                        lambda info: "a gap" if info.name == "Blast of Power" else real(info))
    with pytest.raises(UnsupportedCardError,
                       match=r"does not run Blast of Power \([a-z0-9-]+\) yet: a gap"):
        new_game(["precon-jinx", "precon-lux"], seed=1, engine="core")


def test_unsupported_reason_names_what_is_missing():
    from riftsim.cards.pool import get_pool

    pool = get_pool()
    assert unsupported_reason(pool.by_name("Hextech Ray")) is None
    assert unsupported_reason(pool.by_name("Hand Hammer")) is None   # Effect Text passive
    assert unsupported_reason(pool.by_name("Long Sword")) is None            # Equipment
    assert unsupported_reason(pool.by_name("Seal of Rage")) is None          # plain gear
    assert unsupported_reason(pool.by_name("Mel, Defiant Soul")) is None   # empower.pxi
    assert unsupported_reason(pool.by_name("Unlicensed Armory")) is None    # (empower.pxi)
    assert unsupported_reason(pool.by_name("Deceiver")) is None      # (ops_copy_and_control.pxi: its copy)
    assert all(unsupported_reason(i) is None for i in pool.cards if i.implemented)
    from riftsim.cards import compile as core, dsl   # a gap still named: "then" after a discard
    assert core._ops_ok((dsl.Op("discard", n=1), dsl.Op("reflexive", n=2)), 0) == \
        "reflexive after another instruction"
    # cost parts only one side pays (reference play.h_activate / chain.h_finalize)
    assert core._cost_ok(dsl.Cost(banish_trash=1), trigger=False) == "cost part"
    assert core._cost_ok(dsl.Cost(disempower_self=True), trigger=True) == "cost part"
    assert core._cost_ok(dsl.Cost(discard=1, discard_type="spell"), trigger=True) == "cost part"
    assert core._cost_ok(dsl.Cost(discard=1, discard_type="spell"), trigger=False) is None


def test_illegal_action_is_refused_and_the_game_is_unchanged():
    g = new_game(list(_decks()), seed=2, engine="core")
    before = g.state_vector().copy()
    with pytest.raises(IllegalActionError, match="not legal"):
        g.apply(max(g.legal_actions()) + 1)
    assert np.array_equal(g.state_vector(), before)


def test_observation_masks_the_opponents_hand_and_decks():
    g = new_game(list(_decks()), seed=4, engine="core")
    obs = g.observation(0)
    assert all(c["card"] is not None for c in obs["hand"])
    assert obs["hand_sizes"][1] == 4 or obs["hand_sizes"][1] > 0
    hidden = [o for o in obs["board"] if o["zone"] in ("DECK", "RUNE_DECK")]
    assert hidden == []                                    # decks are counts only
    assert obs["deck_sizes"][0] > 0


def test_play_games_matches_games_driven_from_python():
    """The batch call plays exactly the games the protocol plays with the same seeds."""
    decks = _decks(7)
    res = play_games(decks, 6, seed=11, agents=("random", "random"))
    for i in range(6):
        s = derive_seed(11, i)
        g = new_game(list(decks), seed=s, engine="core", first_player=i % 2)
        a0, a1 = agent_seeds(s)
        n = play_out(g, [RandomAgent(a0), RandomAgent(a1)])
        w = -1 if g.outcome.winner is None else g.outcome.winner
        assert (res["winner"][i], res["turns"][i], res["decisions"][i]) == \
            (w, g.outcome.turns, n)
        assert tuple(res["points"][i]) == g.outcome.points


def test_play_games_is_deterministic_and_ends_games():
    decks = _decks(8)
    a = play_games(decks, 50, seed=3, agents=("random", "random"))
    b = play_games(decks, 50, seed=3, agents=("random", "random"))
    for k in ("winner", "turns", "points", "decisions", "reason"):
        assert np.array_equal(a[k], b[k])
    # victory score, burn out, turn cap, or a card's win (The Grand Plaza is in the pool)
    assert set(a["reason"].tolist()) <= {1, 2, 3, 5}
    assert (a["decisions"] > 0).all() and not a["error"].any()


def test_play_games_keeps_the_results_when_a_game_hits_an_internal_error(monkeypatch):
    """A game the core cannot finish (e.g. a capacity of the flat state exceeded) is reported
    with its error code; the batch's other results are kept on the exception."""
    import riftsim._core.engine as engine
    from riftsim.core import CoreGameError

    real = engine.play_games

    def one_fails(*args):
        out = real(*args)
        out["error"][1] = 6
        return out
    monkeypatch.setattr(engine, "play_games", one_fails)
    with pytest.raises(CoreGameError, match="could not finish 1 of 4 games.*game 1") as e:
        play_games(_decks(8), 4, seed=3)
    assert len(e.value.results["winner"]) == 4 and e.value.results["error"].tolist() == [0, 6, 0, 0]


def test_greedy_agent_beats_random():
    decks = _decks(9)
    mirror = [decks[0], decks[0]]
    res = play_games(mirror, 200, seed=5, agents=("greedy", "random"))
    assert (res["winner"] == 0).mean() > 0.6


def test_play_games_rejects_bad_input():
    with pytest.raises(ValueError, match="unknown agent .smart."):
        play_games(_decks(), 2, agents=("random", "smart"))
    with pytest.raises(ValueError, match="at least 1"):
        play_games(_decks(), 0)


def test_events_are_typed_and_start_with_the_game():
    g = new_game(list(_decks()), seed=6, engine="core")
    assert g.events[0].kind == EventKind.GAME_START
    assert sum(e.kind == EventKind.DRAW for e in g.events) >= 8
