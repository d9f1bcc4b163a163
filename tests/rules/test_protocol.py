"""The Game protocol (DESIGN.md) on whole games: illegal actions, clone, state_vector,
observation, the turn cap, and random-play soak runs with invariant checks."""

from __future__ import annotations

import numpy as np
import pytest

from riftsim.agents import RandomAgent, agent_seeds
from riftsim.errors import GameOverError, IllegalActionError
from riftsim.game import new_game
from riftsim.protocol import OutcomeReason
from riftsim.reference.zones import _LISTS

DECKS = ["starter-jinx", "starter-viktor"]


def _agents(seed):
    a, b = agent_seeds(seed)
    return [RandomAgent(a), RandomAgent(b)]


def _check_invariants(g, last_points):
    """Cards are conserved across zones (each object in exactly the list its zone names), no
    negative resources, points only rise."""
    seen = {}
    for p in g.players:
        assert p.energy >= 0 and all(v >= 0 for v in p.power.values())
        for zone, name in _LISTS.items():
            for oid in getattr(p, name):
                assert oid not in seen, f"object {oid} in two lists"
                seen[oid] = zone
                assert g.objs[oid].zone == zone
    for o in g.objs:
        if o.zone in _LISTS:
            assert seen.get(o.id) == o.zone, f"object {o.id} missing from its zone list"
    assert all(p.points >= q for p, q in zip(g.players, last_points))
    return [p.points for p in g.players]


def _play(seed, max_turns=None, check=True, max_decisions=20_000):
    g = new_game(DECKS, seed=seed, **({} if max_turns is None else {"max_turns": max_turns}))
    agents = _agents(seed)
    points = [0, 0]
    n = 0
    while not g.is_over:
        assert g.legal_actions() == sorted(set(g.legal_actions()))
        g.apply(agents[g.current_player].choose(g))
        n += 1
        assert n < max_decisions, "runaway game"
        if check:
            points = _check_invariants(g, points)
    return g


def test_illegal_action_raises_and_changes_nothing():
    g = new_game(DECKS, seed=1, first_player=0)
    before = g.state_vector().copy()
    bad = max(g.legal_actions()) + 1
    with pytest.raises(IllegalActionError):
        g.apply(bad)
    with pytest.raises(IllegalActionError):
        g.apply(-5)
    assert np.array_equal(before, g.state_vector())


def test_game_over_refuses_actions():
    g = _play(3, check=False)
    assert g.is_over and g.legal_actions() == [] and g.current_player == -1
    with pytest.raises(GameOverError):
        g.apply(0)


def test_clone_is_independent_and_continues_identically():
    g = new_game(DECKS, seed=7)
    agents = _agents(7)
    for _ in range(40):                           # somewhere in the first turns
        g.apply(agents[g.current_player].choose(g))
    c = g.clone()
    before = g.state_vector().copy()
    n_events = len(g.events)
    # the clone moves on; the original is untouched
    c.apply(c.legal_actions()[-1])
    assert np.array_equal(before, g.state_vector()) and len(g.events) == n_events
    # a fresh clone replays the same actions to the same states and events
    c = g.clone()
    ra, rb = _agents(99), _agents(99)
    while not g.is_over:
        a = ra[g.current_player].choose(g)
        b = rb[c.current_player].choose(c)
        assert a == b and g.legal_actions() == c.legal_actions()
        g.apply(a)
        c.apply(b)
        assert np.array_equal(g.state_vector(), c.state_vector())
    assert c.is_over and g.outcome == c.outcome and g.events == c.events


def test_clone_in_the_middle_of_a_target_choice():
    """A decision's pending data lives in the cloned state (no closure over the original)."""
    from riftsim.actions import DecisionKind

    for seed in range(40):
        g = new_game(DECKS, seed=seed)
        agents = _agents(seed)
        while not g.is_over and g.decision.kind != DecisionKind.TARGET:
            g.apply(agents[g.current_player].choose(g))
        if g.is_over:
            continue
        c = g.clone()
        for a in g.legal_actions():
            x, y = g.clone(), c.clone()
            x.apply(a)
            y.apply(a)
            assert np.array_equal(x.state_vector(), y.state_vector())
        return
    pytest.skip("no target decision reached")


def test_state_vector_is_deterministic():
    """Same decks, seed and actions: the same state vectors (the parity contract's basis)."""
    g1, g2 = new_game(DECKS, seed=5), new_game(DECKS, seed=5)
    a1, a2 = _agents(5), _agents(5)
    assert np.array_equal(g1.state_vector(), g2.state_vector())
    for _ in range(300):
        if g1.is_over:
            break
        g1.apply(a1[g1.current_player].choose(g1))
        g2.apply(a2[g2.current_player].choose(g2))
        v1, v2 = g1.state_vector(), g2.state_vector()
        assert v1.dtype == np.int32 and np.array_equal(v1, v2)
    assert g1.events == g2.events
    assert not np.array_equal(new_game(DECKS, seed=6).state_vector(),
                              new_game(DECKS, seed=5).state_vector())


def test_observation_masks_hidden_information():
    """109 / 128: own hand visible; the opponent's hand and both decks are masked."""
    g = new_game(DECKS, seed=2, first_player=0)
    o0 = g.observation(0)
    assert [v["id"] for v in o0["hand"]] == g.players[0].hand
    assert all(v["card"] is not None for v in o0["hand"])
    assert o0["hand_sizes"] == [4, 4]
    assert o0["deck_sizes"] == [len(p.deck) for p in g.players]
    visible = {v["id"] for v in o0["board"]}
    assert not visible & set(g.players[1].hand)
    assert not visible & set(g.players[0].deck + g.players[1].deck)
    assert not visible & set(g.players[0].rune_deck + g.players[1].rune_deck)
    o1 = g.observation(1)
    assert [v["id"] for v in o1["hand"]] == g.players[1].hand
    assert "hand" in o1 and o1["player"] == 1
    # nothing in an observation names a card of the opponent's hand
    names = {g.pool[g.objs[c].card].id for c in g.players[1].hand}
    own = {g.pool[g.objs[c].card].id for c in g.players[0].hand}
    shown = {v["card"] for v in o0["board"]} | {v["card"] for v in o0["hand"]}
    assert not (names - own) & shown


def test_turn_cap_ends_without_winner():
    """riftsim's own cap: a game reaching max_turns ends with reason TURN_CAP, no winner."""
    g = _play(11, max_turns=3)
    assert g.is_over
    assert g.outcome.reason == OutcomeReason.TURN_CAP and g.outcome.winner is None
    assert g.outcome.turns == 3 and g.turn == 3          # three turns were played


@pytest.mark.parametrize("chunk", range(5))
def test_random_games_finish(chunk):
    """50 random games (10 per chunk) with different seeds finish without error, with cards
    conserved, resources non-negative and points never falling."""
    for seed in range(chunk * 10, chunk * 10 + 10):
        g = _play(seed, check=(seed % 5 == 0))
        assert g.is_over
        assert g.outcome.reason in (OutcomeReason.VICTORY_SCORE, OutcomeReason.BURN_OUT,
                                    OutcomeReason.TURN_CAP)
        if g.outcome.winner is not None:
            w = g.outcome.winner
            assert g.outcome.points[w] > g.outcome.points[1 - w]


@pytest.mark.long
def test_thousand_random_games():
    reasons = {}
    for seed in range(1000, 2000):
        g = _play(seed, check=False)
        reasons[g.outcome.reason] = reasons.get(g.outcome.reason, 0) + 1
    assert sum(reasons.values()) == 1000
