"""Vendetta (VEN) legends: scenario tests on both engines (the `scenario` fixture runs each on
the reference engine and the compiled core), a section per card in collector-number order. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

from card_helpers import go, quiet_spec, runes, settle_open, ven_spec


# ---------------------------------------------------------------- Master of Shadows

def test_master_of_shadows_empowered_by_banishing_own_card_then_loots(scenario):
    s = scenario(ven_spec({"legend": "Master of Shadows", "trash": ["Perfect Execution"],
                           "hand": ["Pouty Poro"], "runes": runes("fury", 4),
                           "base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                           "deck": ["Mega-Mech"]}))
    assert not s.can("activate ability 1 of Master of Shadows")
    go(s, "play Perfect Execution", "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Perfect Execution") == "BANISHMENT"
    assert s.obj("Master of Shadows").empowered
    go(s, "activate ability 1 of Master of Shadows")
    assert not s.obj("Master of Shadows").empowered and s.obj("Master of Shadows").exhausted
    settle_open(s)
    assert s.zone("Pouty Poro") == "TRASH" and s.zone("Mega-Mech") == "HAND"


# ---------------------------------------------------------------- Eye of Twilight

def test_eye_of_twilight_gives_tank(scenario):
    s = scenario(ven_spec({"legend": "Eye of Twilight", "base": ["Pouty Poro"]}))
    go(s, "activate ability 0 of Eye of Twilight", "target Pouty Poro")
    settle_open(s)
    from riftsim.reference import layers
    assert layers.has(s.game, s.obj("Pouty Poro"), "Tank")
    assert s.obj("Eye of Twilight").exhausted


# ---------------------------------------------------------------- Matriarch of War

def test_matriarch_empowers_when_you_empower_something_else_and_readies(scenario):
    s = scenario(quiet_spec({"legend": "Matriarch of War",
                             "base": ["Legion Marauder",
                                      {"card": "Daring Poro", "exhausted": True}],
                             "runes": runes("body", 2)}))
    leg = s.id("Matriarch of War")
    assert not s.game.objs[leg].empowered
    go(s, "activate ability 0 of Legion Marauder")
    settle_open(s)
    assert s.game.objs[leg].empowered
    s.do(f"activate ability 1 of Matriarch of War #{leg}")
    go(s, "target Daring Poro")
    settle_open(s)
    assert not s.obj("Daring Poro").exhausted
    assert not s.game.objs[leg].empowered and s.game.objs[leg].exhausted


def test_matriarch_needs_to_be_empowered_to_ready(scenario):
    s = scenario(quiet_spec({"legend": "Matriarch of War",
                             "base": [{"card": "Daring Poro", "exhausted": True}],
                             "runes": runes("body", 2)}))
    assert not any(o.startswith("activate") and "Matriarch" in o for o in s.options())
