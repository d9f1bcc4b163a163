"""Spiritforged cards whose mechanics were added last: the excess damage noted as a conquer
triggers (460.2.c.4), Weaponmaster granted by a passive (809, 821) and "if you've played an
Equipment this turn", paying any amount to [Add] that much (429), Power only for gear (429). Each test runs on both engines (the `scenario` fixture)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import bid, go, settle, spec


# ---------------------------------------------------------------- Sivir, Ambitious
# "When I conquer after an attack, if you assigned 5+ excess damage to enemy units, you may deal
# that much to an enemy unit": the excess is noted as the ability triggers (the combat forgets
# it once its control step is over).

def _sivir_attacks(scenario, defender: str):
    s = scenario(spec({"base": ["Sivir, Ambitious"]},
                      {"field": [[defender], []], "base": ["Mega-Mech"]}))
    s.do(f"move Sivir, Ambitious #{bid(s, 'Sivir, Ambitious')}", "to Grove of the God-Willow")
    return s


def test_sivir_deals_the_excess_she_assigned(scenario):
    s = _sivir_attacks(scenario, "Sharkling")       # 7 into 1: 6 excess
    settle(s)
    assert s.game.bfs[0].controller == 0
    mech = bid(s, "Mega-Mech", 1)
    go(s, f"target Mega-Mech #{mech}")
    settle(s)
    if s.kind == DecisionKind.MAY:
        s.do("yes")
        settle(s)
    assert s.game.objs[mech].damage == 6            # "that much": 6, the Might-8 Mech lives


def test_sivir_needs_5_excess(scenario):
    s = _sivir_attacks(scenario, "Vanguard Sergeant")   # 7 into 4: 3 excess
    settle(s)
    assert s.game.bfs[0].controller == 0
    assert s.kind == DecisionKind.PRIORITY and not s.game.chain
    assert s.game.objs[bid(s, "Mega-Mech", 1)].damage == 0


# ---------------------------------------------------------------- Emperor of the Sands
# "Your Sand Soldiers have [Weaponmaster]. [1], exhaust: play a 2-Might Sand Soldier token to
# your base; use only if you've played an Equipment this turn."

def _azir(scenario, **p0):
    s = scenario(spec({"legend": "Emperor of the Sands", "runes": ["Fury Rune"] * 5, **p0}))
    return s, f"Emperor of the Sands #{s.game.players[0].legend}"


def test_emperor_of_the_sands_needs_an_equipment_played_this_turn(scenario):
    s, azir = _azir(scenario, base=["Hextech Gauntlets"])   # controlled, not played
    assert not any(azir in o for o in s.options())


def test_emperor_of_the_sands_sand_soldier_has_weaponmaster(scenario):
    """Gauntlets played ([3]); the legend ([1]) plays a Sand Soldier, whose granted Weaponmaster
    equips the Gauntlets for [3][A] less [A], less its Might 2 (821.1.c, 818.1.c.4): [1]."""
    s, azir = _azir(scenario, hand=["Hextech Gauntlets"])
    g = s.game
    assert not any(azir in o for o in s.options())
    s.do("play Hextech Gauntlets")
    settle(s)
    act = [o for o in s.options() if azir in o]
    assert act
    s.do(act[0])
    settle(s)
    gauntlets = bid(s, "Hextech Gauntlets")
    go(s, f"choose Hextech Gauntlets #{gauntlets}")
    settle(s)
    soldier = bid(s, "Sand Soldier")
    assert g.objs[gauntlets].attached_to == soldier
    assert sum(1 for r in g.players[0].runes if not g.objs[r].exhausted) == 0   # 3 + 1 + 1
    assert g.objs[g.players[0].legend].exhausted


# ---------------------------------------------------------------- Ancient Henge, Hextech Anomaly
# "Exhaust: [Reaction] - pay any amount of Energy to [Add] that much [A]" / "… any amount of [A]
# to [Add] that much Energy": the amount is chosen (option X) among those the player can pay.

def _pay_any(scenario, gear: str, rune: str):
    s = scenario(spec({"base": [gear], "runes": [rune] * 3}))
    s.do(next(o for o in s.options() if o.startswith("activate") and gear in o))
    assert s.kind == DecisionKind.CHOOSE_MODE
    assert len(s.options()) == 4                    # 0, 1, 2 or 3: three runes
    s.do("option 2")
    return s


def test_ancient_henge_turns_energy_into_any_power(scenario):
    s = _pay_any(scenario, "Ancient Henge", "Fury Rune")
    g = s.game
    assert dict(g.players[0].power) == {"any": 2}
    assert sum(1 for r in g.players[0].runes if g.objs[r].exhausted) == 2   # [1][1] paid
    assert len(g.players[0].runes) == 3 and g.players[0].energy == 0
    assert s.obj("Ancient Henge").exhausted


def test_hextech_anomaly_turns_power_into_energy(scenario):
    s = _pay_any(scenario, "Hextech Anomaly", "Mind Rune")
    g = s.game
    assert g.players[0].energy == 2
    assert len(g.players[0].runes) == 1              # two runes recycled for [A][A]
    assert not dict(g.players[0].power)
    assert s.obj("Hextech Anomaly").exhausted


# ---------------------------------------------------------------- Fire Below the Mountain
# "Exhaust: [Reaction] - [Add] [A]. Use only to play gear or use gear abilities."

def _ornn(scenario):
    s = scenario(spec({"legend": "Fire Below the Mountain",
                       "hand": ["Seal of Rage", "Vi, Destructive"], "pool": {"energy": 2}}))
    g = s.game
    assert not s.can("play Seal of Rage")           # [fury]: no rune, no Power yet
    s.do(f"activate ability 0 of Fire Below the Mountain #{g.players[0].legend}")
    settle(s)
    assert dict(g.players[0].power) == {"gear_any": 1}
    return s


def test_fire_below_the_mountain_power_pays_for_a_gear(scenario):
    s = _ornn(scenario)
    g = s.game
    s.do("play Seal of Rage")                       # [fury] paid by the gear-only [A]
    settle(s)
    assert s.zone("Seal of Rage") == "BOARD" and not dict(g.players[0].power)


def test_fire_below_the_mountain_power_pays_for_no_unit(scenario):
    s = _ornn(scenario)
    assert not s.can("play Vi, Destructive")        # [2][fury]: the [A] is for gear only


def test_fire_below_the_mountain_power_pays_a_gear_ability(scenario):
    """Long Sword's Equip [fury] (an activated ability of a gear) paid by the gear-only [A]."""
    s = scenario(spec({"legend": "Fire Below the Mountain", "base": ["Long Sword"]}))
    g = s.game
    sword = bid(s, "Long Sword")
    assert not any(o.startswith("activate") and "Long Sword" in o for o in s.options())
    s.do(f"activate ability 0 of Fire Below the Mountain #{g.players[0].legend}")
    settle(s)
    s.do(next(o for o in s.options() if o.startswith("activate") and "Long Sword" in o))
    go(s, f"target Petty Officer #{bid(s, 'Petty Officer')}")
    settle(s)
    assert g.objs[sword].attached_to == bid(s, "Petty Officer")
    assert not dict(g.players[0].power)
