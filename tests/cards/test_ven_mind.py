"""Vendetta (VEN) Mind cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from card_helpers import empower_mel, go, mel, QUIET_FILL, quiet_spec, runes, settle_open


def _porobot(scenario, golds):
    s = scenario(quiet_spec({"hand": ["Patched Porobot"], "runes": runes("mind", 2),
                             "base": ["Gold"] * golds, "deck": ["Pouty Poro"] + QUIET_FILL}))
    s.do("play Patched Porobot")
    go(s, "base")
    settle_open(s)
    return s


# ---------------------------------------------------------------- Patched Porobot

def test_patched_porobot_draws_with_three_other_gear(scenario):
    s = _porobot(scenario, 3)
    assert s.zone("Pouty Poro") == "HAND"
    assert s.game.objs[s.id("Patched Porobot")].exhausted


def test_patched_porobot_no_draw_with_two_gear(scenario):
    s = _porobot(scenario, 2)
    assert s.zone("Pouty Poro") == "DECK"


# ---------------------------------------------------------------- Temporal Breach

def test_temporal_breach_replays_the_unit_at_the_same_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Temporal Breach"], "runes": runes("mind", 3)},
                            {"field": [[], [{"card": "Playful Phantom", "damage": 2,
                                             "might": 2}]]},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Altar to Unity", "controller": 1}]))
    assert s.might("Playful Phantom") == 7
    s.do("play Temporal Breach")
    go(s, "target Playful Phantom")
    settle_open(s)
    u = s.obj("Playful Phantom")
    assert u.zone.name == "BOARD" and u.loc == 2 and u.controller == 1
    assert u.damage == 0 and s.might("Playful Phantom") == 5    # a new object (427, 419.3)
    assert s.zone("Temporal Breach") == "TRASH"


def test_temporal_breach_leaves_a_unit_banished_where_units_cant_be_played(scenario):
    """355.2 / 358.4: at Rockfall Path ("units can't be played here") the unit can't be
    played to the same location: the play can't be finalized and it stays banished (a
    soak game once crashed both engines here)."""
    s = scenario(quiet_spec({"hand": ["Temporal Breach"], "runes": runes("mind", 3)},
                            {"field": [[], ["Playful Phantom"]]},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Rockfall Path", "controller": 1}]))
    s.do("play Temporal Breach")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "BANISHMENT"
    assert s.zone("Temporal Breach") == "TRASH"


# ---------------------------------------------------------------- Mel, Newly Awakened

def test_mel_draws_when_played(scenario):
    s = scenario(quiet_spec({"hand": ["Mel, Newly Awakened"], "runes": runes("mind", 5),
                             "deck": ["Pouty Poro"] + QUIET_FILL}))
    s.do("play Mel, Newly Awakened")
    go(s, "base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "HAND"


def test_mel_empowered_your_spells_cannot_be_countered(scenario):
    s = mel(scenario, {"hand": ["Wind Wall"], "runes": runes("calm", 5)},
            hand=["Stupefy"], deck=["Pouty Poro"] + QUIET_FILL)
    empower_mel(s)
    s.do("play Stupefy", "target Playful Phantom") if s.can("target Playful Phantom") else \
        s.do("play Stupefy", f"target Mel, Newly Awakened #{s.id('Mel, Newly Awakened')}")
    assert s.decision.player == 1
    s.do("play Wind Wall")
    go(s, "target Stupefy")
    settle_open(s)
    assert s.zone("Wind Wall") == "TRASH"
    assert s.zone("Pouty Poro") == "HAND"               # Stupefy resolved: draw 1
