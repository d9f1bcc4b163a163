"""Death replacements that save units (369-370): "instead heal it, exhaust it, and recall it",
free and mandatory, applied in one sequence to every death it applies to (373.2); and a unit
assigned combat damage last (Backline, 826.3). Each test runs on both engines (the `scenario`
fixture)."""

from __future__ import annotations

import pytest

from riftsim.reference.state import LOC_BASE

from card_helpers import bid, kws, settle, settle_open, spec

ORDER_4_2 = {"energy": 4, "power": {"order": 2}}      # Vengeance: [4][order][order], kill a unit


def _vengeance(scenario, field, base=()):
    s = scenario(spec({"hand": ["Vengeance"], "pool": ORDER_4_2, "base": list(base),
                       "field": [list(field), []]}))
    s.do("play Vengeance")
    return s


# ---------------------------------------------------------------- Soraka, Wanderer
# "If another unit you control here would die, if it has less Might than me, instead heal it,
# exhaust it, and recall it" (369-370); "I must be assigned combat damage last" (Backline,
# 826.3).

def test_soraka_saves_a_unit_here_with_less_might(scenario):
    s = _vengeance(scenario, ["Soraka, Wanderer", "Stalwart Poro"])
    poro = bid(s, "Stalwart Poro", 0)
    s.do(f"target Stalwart Poro #{poro}")
    settle(s)
    o = s.game.objs[poro]
    assert s.zone("Vengeance") == "TRASH"
    assert o.zone.name == "BOARD" and o.loc == LOC_BASE and o.exhausted and o.damage == 0
    assert s.game.objs[bid(s, "Soraka, Wanderer", 0)].loc == 1
    assert s.game.players[0].units_died == 0


@pytest.mark.parametrize("here, base, victim", [
    (["Soraka, Wanderer", "Vanguard Sergeant"], (), "Vanguard Sergeant"),  # 4 Might, as Soraka
    (["Soraka, Wanderer"], ("Stalwart Poro",), "Stalwart Poro"),     # in base: not "here"
    (["Soraka, Wanderer", "Stalwart Poro"], (), "Soraka, Wanderer"),  # not herself
], ids=["as-much-might", "elsewhere", "herself"])
def test_soraka_does_not_save(scenario, here, base, victim):
    """Only another unit here with less Might than Soraka is saved; this one dies."""
    s = _vengeance(scenario, here, base=base)
    s.do(f"target {victim} #{bid(s, victim, 0)}")
    settle(s)
    assert s.zone(victim) == "TRASH"


def test_soraka_does_not_save_an_enemy_unit(scenario):
    s = scenario(spec({"hand": ["Vengeance"], "pool": ORDER_4_2,
                       "field": [["Soraka, Wanderer"], []]},
                      {"field": [["Stalwart Poro"], []]}))
    s.do("play Vengeance")
    s.do(f"target Stalwart Poro #{bid(s, 'Stalwart Poro', 1)}")
    settle(s)
    assert s.zone("Stalwart Poro") == "TRASH"


def test_soraka_is_assigned_combat_damage_last_and_saves_the_other_defender(scenario):
    """Vi, Hotheaded (3) attacks Soraka (4) and a Sharkling (1): Backline (826.3): lethal goes
    to the Sharkling first (the attacker's first option is Soraka otherwise: all 3 to her, the
    Sharkling untouched), the 2 left to Soraka; the Sharkling would die: Soraka saves it
    (recalled, healed, exhausted)."""
    s = scenario(spec({"base": ["Vi, Hotheaded"]},
                      {"field": [["Soraka, Wanderer", "Sharkling"], []]}))
    shark, soraka = bid(s, "Sharkling", 1), bid(s, "Soraka, Wanderer", 1)
    assert soraka < shark and "Backline" in kws(s, "Soraka, Wanderer", 1)
    s.do("move Vi, Hotheaded", "to Grove of the God-Willow")
    settle_open(s)
    g = s.game
    assert g.objs[soraka].zone.name == "BOARD" and g.objs[soraka].loc == 1
    o = g.objs[shark]
    assert o.zone.name == "BOARD" and o.loc == LOC_BASE and o.exhausted and o.damage == 0
    assert s.zone("Vi, Hotheaded") == "TRASH"


def test_soraka_saves_every_unit_dying_here_at_once(scenario):
    """The Ruination kills all units: Soraka saves both Poros at her battlefield in one
    sequence (373.2); she and the Petty Officer (5 Might) die. (With nothing left to do, the
    turn then passes: the Poros are readied again.)"""
    s = scenario(spec({"hand": ["The Ruination"], "pool": {"energy": 9, "power": {"order": 3}},
                       "field": [["Soraka, Wanderer", "Stalwart Poro", "Stalwart Poro"], []]}))
    s.do("play The Ruination")
    settle(s, quiet_stops=True)
    g = s.game
    poros = [o for o in g.objs if g.pool[o.card].name == "Stalwart Poro"]
    assert len(poros) == 2 and all(o.zone.name == "BOARD" and o.loc == LOC_BASE for o in poros)
    assert s.zone("Soraka, Wanderer") == "TRASH" and s.zone("Petty Officer") == "TRASH"
