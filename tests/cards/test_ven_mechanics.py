"""Vendetta (VEN): tests of the set's mechanics and whole games, not of one card; scenario tests
run on both engines (the `scenario` fixture). Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import random

import pytest

from card_helpers import empowered, go, runes, settle_open, ven_spec


# ---------------------------------------------------------------- Empower and Empowered (827, 828)

def test_empowered_status_is_in_state_vector_and_observation(scenario):
    """Both engines report the Empowered status: the last field of an object's row in
    `state_vector()` and "empowered" in the observation; leaving the board loses it."""
    from riftsim.reference import observe

    s = scenario(ven_spec({"field": [["Punching Poro"], []], "hand": ["Pouty Poro", "Hextech Ray"],
                           "runes": runes("fury", 2)}))
    g, poro = s.game, s.id("Punching Poro")
    vec = g.state_vector()                  # (header field 10: the number of objects)
    at = len(vec) - (int(vec[10]) - poro) * observe.OBJ_FIELDS + observe.OBJ_FIELDS - 1
    assert g.state_vector()[at] == 0
    go(s, "activate ability 0 of Punching Poro", "choose Pouty Poro")
    settle_open(s)
    assert g.state_vector()[at] == 1
    assert [o["empowered"] for o in g.observation(1)["board"] if o["id"] == poro] == [True]
    go(s, "play Hextech Ray", "target Punching Poro")
    settle_open(s)
    assert s.zone("Punching Poro") == "TRASH" and not empowered(s, "Punching Poro")
    assert g.state_vector()[at] == 0


# ---------------------------------------------------------------- Decks and whole games

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_zed_precon_mirror_runs_to_completion(seed):
    from riftsim.game import new_game

    g = new_game(["precon-zed", "precon-zed"], seed=seed, max_turns=30)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over and steps < 6000:
        g.apply(rng.choice(g.legal_actions()))
        steps += 1
    assert g.is_over
