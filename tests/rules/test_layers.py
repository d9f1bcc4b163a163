"""Layers (Core Rules 468-475): Might is set in layer 1, keywords granted in layer 2, then
arithmetic in layer 3 with increases before decreases (472.3.d); valued keywords from several
sources add up (807.2, 809.2, 814.2); negative Might reads as 0 (143.2.b)."""

from __future__ import annotations

from riftsim.reference import layers
from riftsim import ATTACKER, DEFENDER
from rules_helpers import bid, might, mv, settle, spec, tgt


def _with_effects(scenario, unit, effs, buff=0):
    s = scenario(spec({"base": [{"card": unit, "buff": buff, "effects": effs}, "Mountain Drake"]}))
    return s, s.game.objs[bid(s, unit, 0)]


def test_set_applies_before_arithmetic_regardless_of_timestamp(scenario):
    """472.1.a.1 / 472.3: 'becomes N' (layer 1) is applied before increases and decreases,
    even when the arithmetic effects are older."""
    s, mech = _with_effects(scenario, "Mega-Mech",          # older +3, -4; newest: becomes 2
                            [["might", 3], ["might", -4], ["set_might", 2]])
    assert layers.might(s.game, mech) == 2 + 3 - 4


def test_latest_set_wins(scenario):
    """475.3: within a layer, effects apply in timestamp order: the newest 'becomes' wins."""
    s, mech = _with_effects(scenario, "Mega-Mech", [["set_might", 2], ["set_might", 6]])
    assert layers.might(s.game, mech) == 6
    s, mech = _with_effects(scenario, "Mega-Mech", [["set_might", 6], ["set_might", 2]])
    assert layers.might(s.game, mech) == 2


def test_increases_then_decreases_and_buffs(scenario):
    """472.3.d / 703: buffs and increases add, decreases subtract afterwards."""
    s, sgt = _with_effects(scenario, "Vanguard Sergeant", [["might", -7], ["might", 2]], buff=1)
    assert layers.might(s.game, sgt) == 4 + 1 + 2 - 7


def test_negative_might_reads_as_zero(scenario):
    """143.2.b: Might below 0 is treated as 0 by spells, abilities and combat damage, but the
    actual value is kept for arithmetic (143.2.b.1)."""
    s, poro = _with_effects(scenario, "Daring Poro", [["might", -5]])
    assert layers.might(s.game, poro) == -3
    assert layers.combat_might(s.game, poro) == 0
    s, poro = _with_effects(scenario, "Daring Poro", [["might", -5], ["might", 4]])
    assert layers.might(s.game, poro) == 1


def test_this_turn_might_from_a_spell(scenario):
    """Discipline: +2 Might this turn (layer 3), on top of a buff and a battlefield passive."""
    s = scenario(spec({"hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                        "base": ["Mountain Drake"],
                        "field": [[], [{"card": "Daring Poro", "buff": 1}]]},
                       battlefields=["Grove of the God-Willow", "Trifarian War Camp"]))
    assert might(s, "Daring Poro") == 2 + 1 + 1
    s.do("play Discipline", tgt(s, "Daring Poro"))
    settle(s)
    assert might(s, "Daring Poro") == 6


def test_shield_values_sum_while_defending(scenario):
    """814.2: Shield from several sources adds up (Stalwart Poro Shield 1 + Shield 3 = 4),
    applying only while it is a defender (814.1.c)."""
    s = scenario(spec({"base": ["Vanguard Sergeant", "Mountain Drake"]},
                       {"field": [[], [{"card": "Stalwart Poro", "keywords": ["Shield 3"]}]]}))
    g = s.game
    poro = s.obj("Stalwart Poro")
    assert layers.keywords(g, poro)["Shield"] == 4
    assert layers.might(g, poro) == 2
    sgt = g.objs[bid(s, "Vanguard Sergeant", 0)]
    s.do(mv(s, "Vanguard Sergeant", 0), "to Zaun Warrens")
    # 4 damage from the Sergeant vs Might 2 + 4 = 6: the Poro survives, and deals 6 to the
    # 4-Might Sergeant, which dies
    assert poro.zone.name == "BOARD" and poro.loc == 2
    assert sgt.zone.name == "TRASH"


def test_designation_drives_assault_and_shield(scenario):
    """807.1.d.1 / 814.1.d.1: Assault and Shield apply exactly while the designation lasts:
    Laurent Duelist (3, Assault 2) attacks Stalwart Poro (2, Shield 1). In the showdown, where
    P1 may react, they are 5 and 3; after the combat the Duelist is back to 3."""
    s = scenario(spec({"base": ["Laurent Duelist", "Mountain Drake"]},
                      {"field": [[], ["Stalwart Poro"]], "hand": ["Meditation"],
                       "runes": ["Calm Rune"] * 2}))
    g = s.game
    assert might(s, "Laurent Duelist", 0) == 3 and might(s, "Stalwart Poro", 1) == 2
    s.do(mv(s, "Laurent Duelist", 0), "to Zaun Warrens")
    assert g.decision.player == 1 and s.can("play Meditation")      # the showdown
    duelist, poro = s.obj("Laurent Duelist"), s.obj("Stalwart Poro")
    assert duelist.designation == ATTACKER and poro.designation == DEFENDER
    assert might(s, "Laurent Duelist", 0) == 5 and might(s, "Stalwart Poro", 1) == 3
    s.do("pass")
    assert s.zone("Stalwart Poro") == "TRASH" and s.zone("Laurent Duelist") == "BOARD"
    settle(s)                    # Zaun Warrens' conquer trigger resolves before the combat
    assert s.game.showdown is None                                   # ends (461.5-461.7)
    assert s.obj("Laurent Duelist").designation == 0
    assert might(s, "Laurent Duelist", 0) == 3
