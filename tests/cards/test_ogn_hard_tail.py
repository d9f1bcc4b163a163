"""The remaining Origins cards that need general pieces (the hard tail): scenario tests on both
engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.events import EventKind
from card_helpers import BFS, bid, go, runes, settle_open, spec

GROVE, WARRENS = BFS


def damage_dealt(s, oid: int) -> int:
    """Damage dealt to object `oid` so far (DAMAGE events: combat damage is healed after)."""
    return sum(e.value for e in s.game.events if e.kind == EventKind.DAMAGE and e.obj == oid)


# ---------------------------------------------------------------- Caitlyn, Patrolling

def test_caitlyn_is_assigned_combat_damage_last(scenario):
    """826.3 (the keyword of her ability, Unleashed patch notes): the 4 damage of the attacker
    all go to the 5-Might Phantom first; Caitlyn, listed first (lethal 3), takes none."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Caitlyn, Patrolling", "Playful Phantom"], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    g = s.game
    cait, phantom = s.id("Caitlyn, Patrolling"), s.id("Playful Phantom")
    assert g.objs[cait].zone.name == "BOARD" and damage_dealt(s, cait) == 0
    assert damage_dealt(s, phantom) == 4


def test_caitlyn_can_be_assigned_damage_once_the_others_have_lethal(scenario):
    """826.4.b: with lethal on the Phantom (5), the rest (1 of a 6-Might attacker) goes to her."""
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "might": 2}]},
                      {"field": [["Caitlyn, Patrolling", "Playful Phantom"], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    g = s.game
    assert g.objs[s.id("Playful Phantom")].zone.name == "TRASH"
    assert damage_dealt(s, s.id("Caitlyn, Patrolling")) == 1


def test_caitlyn_deals_her_might_to_a_unit_at_a_battlefield(scenario):
    s = scenario(spec({"field": [[{"card": "Caitlyn, Patrolling", "might": 2}], []]},
                      {"field": [[], ["Mega-Mech"]]}))
    mech = bid(s, "Mega-Mech", 1)
    s.do("activate ability 1 of Caitlyn, Patrolling", f"target Mega-Mech #{mech}")
    settle_open(s)
    g = s.game
    assert g.objs[mech].damage == 5                     # her Might: 3 + 2
    assert g.objs[s.id("Caitlyn, Patrolling")].exhausted


def test_caitlyn_ability_only_at_a_battlefield(scenario):
    s = scenario(spec({"base": ["Caitlyn, Patrolling"]}, {"field": [[], ["Mega-Mech"]]}))
    assert not s.can("activate ability 1 of Caitlyn, Patrolling")


def test_caitlyn_cannot_hit_a_unit_in_a_base(scenario):
    s = scenario(spec({"field": [["Caitlyn, Patrolling"], []]},
                      {"base": ["Playful Phantom"], "field": [[], ["Mega-Mech"]]}))
    s.do("activate ability 1 of Caitlyn, Patrolling")
    assert s.can(f"target Mega-Mech #{bid(s, 'Mega-Mech', 1)}")
    assert not s.can(f"target Playful Phantom #{bid(s, 'Playful Phantom', 1)}")
