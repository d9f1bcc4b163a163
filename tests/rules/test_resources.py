"""Resources (Core Rules 159-167, 356-357): energy, power, the rune pool, the deterministic
payment planner, Accelerate (805), Deflect (809) and the cost of hiding (811)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim import Zone
from rules_helpers import bid, names, tgt

BFS = ["Grove of the God-Willow", "Zaun Warrens"]
DECK = ["Vanguard Sergeant"] * 4


def _runes(s, player=0):
    g = s.game
    return [(g.pool[g.objs[r].card].name, g.objs[r].exhausted) for r in sorted(g.players[player].runes)]


def _spec(p0: dict, p1: dict | None = None, **kw) -> dict:
    """Both players get a ready unit in base so the turn never ends by itself (a decision with
    a single option is taken automatically)."""
    p0 = {"deck": DECK, "base": ["Mountain Drake"], **p0}
    p1 = {"deck": DECK, "base": ["Vanguard Sergeant"], **(p1 or {})}
    return {"battlefields": BFS, "players": [p0, p1], **kw}


def test_energy_by_exhausting_runes(scenario):
    """163.2.a: [E]: add [1]. A 3-energy unit exhausts three runes (lowest ids first); runes
    stay on the board."""
    s = scenario(_spec({"hand": ["Shipyard Skulker"], "runes": ["Chaos Rune"] * 4}))
    s.do("play Shipyard Skulker")
    assert _runes(s) == [("Chaos Rune", True)] * 3 + [("Chaos Rune", False)]
    assert s.zone("Shipyard Skulker") == "BOARD"
    assert not s.game.players[0].rune_deck


def test_power_by_recycling_a_rune_of_the_domain(scenario):
    """163.2.b: recycle this: add 1 power of the rune's domain; 160.2.b: it goes to the rune
    deck. The same rune gives its energy first, then its power (FAQ: 'exhaust it, and then
    recycle that same rune')."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Calm Rune", "Fury Rune", "Fury Rune"]},
                       {"field": [["Vanguard Sergeant"], []]}))
    g = s.game
    first_fury = sorted(g.players[0].runes)[1]
    s.do("play Hextech Ray")                       # 1 energy + 1 fury power
    assert _runes(s) == [("Calm Rune", False), ("Fury Rune", False)]
    assert g.players[0].rune_deck == [first_fury]
    assert g.objs[first_fury].zone == Zone.RUNE_DECK and not g.objs[first_fury].exhausted


def test_power_needs_a_rune_of_the_right_domain(scenario):
    """162.2 / 163.2.b.1: power has the rune's domain; calm runes cannot pay a fury symbol."""
    s = scenario(_spec({"hand": ["Hextech Ray", "Daring Poro"], "runes": ["Calm Rune"] * 4},
                       {"field": [["Vanguard Sergeant"], []]}))
    assert not s.can("play Hextech Ray")
    assert s.can("play Daring Poro")               # energy has no domain (162.1.a)


def test_floating_pool_is_spent_first(scenario):
    """165.2 / planner: energy and power already in the rune pool are spent before runes."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "pool": {"energy": 1, "power": {"fury": 1}}},
                       {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Hextech Ray")
    p = s.game.players[0]
    assert p.energy == 0 and p.power == {}
    assert _runes(s) == [("Fury Rune", False)] * 2


def test_floating_energy_then_runes(scenario):
    """The pool covers part of the cost; runes pay the rest."""
    s = scenario(_spec({"hand": ["Shipyard Skulker"], "runes": ["Chaos Rune"] * 3,
                        "pool": {"energy": 2}}))
    s.do("play Shipyard Skulker")
    assert s.game.players[0].energy == 0
    assert _runes(s) == [("Chaos Rune", True), ("Chaos Rune", False), ("Chaos Rune", False)]


def test_planner_recycles_exhausted_runes_first(scenario):
    """Planner preference (resources.py): power comes from an exhausted rune of the domain if
    one exists; energy then exhausts ready runes, lowest id first."""
    s = scenario(_spec({"hand": ["Hextech Ray"],
                        "runes": [{"card": "Fury Rune", "exhausted": True}, "Fury Rune",
                                  "Calm Rune"]},
                       {"field": [["Vanguard Sergeant"], []]}))
    g = s.game
    exhausted_fury = sorted(g.players[0].runes)[0]
    s.do("play Hextech Ray")
    assert g.players[0].rune_deck == [exhausted_fury]
    assert _runes(s) == [("Fury Rune", True), ("Calm Rune", False)]


def test_planner_most_constrained_symbol_first(scenario):
    """Planner: a domain symbol is matched before an any-domain one, so a Deflect [A] never
    takes the only rune of the spell's domain."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Calm Rune", "Fury Rune"]},
                       {"field": [["Pouty Poro"], []], "base": []}))
    s.do("play Hextech Ray")                       # only target: the enemy Deflect unit
    assert s.game.players[0].rune_deck != []
    assert not s.game.players[0].runes             # both recycled: fury for the spell, calm [A]
    assert s.zone("Pouty Poro") == "TRASH"


def test_cannot_pay_more_than_you_have(scenario):
    """157 / 419.2.a: a card is playable only if its total cost can be paid."""
    s = scenario(_spec({"hand": ["Vanguard Sergeant"], "runes": ["Order Rune"] * 3}))
    assert not s.can("play Vanguard Sergeant")


def test_accelerate_yes_pays_energy_and_domain_power_and_enters_ready(scenario):
    """805.1.a: [1] and 1 power of the unit's domain, as an optional additional cost; the unit
    enters ready (805.6)."""
    s = scenario(_spec({"hand": ["Blazing Scorcher"], "runes": ["Fury Rune"] * 6}))
    s.do("play Blazing Scorcher")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    o = s.obj("Blazing Scorcher")
    assert o.zone == Zone.BOARD and not o.exhausted
    assert len(s.game.players[0].runes) == 5 and len(s.game.players[0].rune_deck) == 1
    assert all(e for _, e in _runes(s))


def test_accelerate_no_enters_exhausted(scenario):
    """143.4 / 359.2.c: without Accelerate a unit enters exhausted."""
    s = scenario(_spec({"hand": ["Blazing Scorcher"], "runes": ["Fury Rune"] * 6}))
    s.do("play Blazing Scorcher", "no")
    assert s.obj("Blazing Scorcher").exhausted
    assert _runes(s) == [("Fury Rune", True)] * 5 + [("Fury Rune", False)]


def test_accelerate_not_offered_when_unaffordable(scenario):
    """805.1.a.1: the power must match the unit's domain; with only chaos runes to spare the
    optional cost cannot be paid, so it is not offered."""
    s = scenario(_spec({"hand": ["Blazing Scorcher"], "runes": ["Chaos Rune"] * 7}))
    s.do("play Blazing Scorcher")
    assert s.kind != DecisionKind.OPTIONAL_COST
    assert s.obj("Blazing Scorcher").exhausted


def test_deflect_costs_one_any_power_per_enemy_deflect_target(scenario):
    """809.1.c: spells an opponent controls that choose me cost [Deflect value] more power, of
    any domain (809.1.c.1)."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune", "Chaos Rune", "Chaos Rune"]},
                       {"field": [["Pouty Poro", "Vanguard Sergeant"], []], "base": []}))
    s.do("play Hextech Ray", tgt(s, "Pouty Poro"))
    g = s.game
    # 1 energy + fury + [A]: fury and one chaos recycled, the energy from the fury rune
    assert names(g, g.players[0].rune_deck) == ["Fury Rune", "Chaos Rune"]
    assert _runes(s) == [("Chaos Rune", False)]
    assert s.zone("Pouty Poro") == "TRASH"


def test_deflect_target_not_offered_when_extra_cost_unaffordable(scenario):
    """809.1.d: Deflect is a mandatory additional cost; a target whose cost cannot be paid is
    not a legal choice (355.16 / 358.4)."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"]},
                       {"field": [["Pouty Poro", "Vanguard Sergeant"], []], "base": []}))
    s.do("play Hextech Ray")
    # only the Sergeant could be chosen: the only target option is taken automatically
    assert s.game.objs[bid(s, "Vanguard Sergeant", 1)].damage == 3
    assert s.obj("Pouty Poro").damage == 0


def test_deflect_only_target_unaffordable_card_not_playable(scenario):
    """809 / 419.2.a: when the only legal target has Deflect and the extra power cannot be
    paid, the card cannot be played at all."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"]},
                       {"field": [["Pouty Poro"], []], "base": []}))
    assert not s.can("play Hextech Ray")


def test_deflect_does_not_tax_own_units(scenario):
    """809.1.c: only spells an *opponent* controls pay more."""
    s = scenario(_spec({"hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                        "base": ["Pouty Poro"]}))
    s.do("play Discipline", tgt(s, "Pouty Poro"))
    assert _runes(s) == [("Calm Rune", True), ("Calm Rune", True)]
    assert not s.game.players[0].rune_deck


def test_hiding_costs_any_power(scenario):
    """811.1.b / 421: hide for [A] (one power of any domain) at a battlefield you control."""
    s = scenario(_spec({"hand": ["Fight or Flight"], "runes": ["Order Rune", "Chaos Rune"],
                        "field": [["Vanguard Sergeant"], []]}))
    s.do("hide Fight or Flight")                   # the only battlefield it controls
    g = s.game
    assert s.zone("Fight or Flight") == "FACEDOWN"
    assert g.bfs[0].facedown == s.id("Fight or Flight")
    assert len(g.players[0].runes) == 1 and len(g.players[0].rune_deck) == 1
    assert g.players[0].cards_finalized == 0        # hiding is not playing (FAQ)


def test_deflect_taxes_activated_abilities(scenario):
    """809.1.c: abilities that choose an enemy Deflect permanent cost [A] more: Orb of Regret's
    '[E]: a unit gets -1 Might' can choose the enemy Pouty Poro only if [A] can be paid."""
    s = scenario(_spec({"base": ["Orb of Regret", "Mountain Drake"]},
                       {"base": ["Pouty Poro", "Vanguard Sergeant"]}))
    orb = s.id("Orb of Regret")
    s.do(f"activate ability 0 of Orb of Regret #{orb}")
    assert s.options() == [tgt(s, "Mountain Drake"), tgt(s, "Vanguard Sergeant", 1)]

    s = scenario(_spec({"base": ["Orb of Regret", "Mountain Drake"], "runes": ["Mind Rune"]},
                       {"base": ["Pouty Poro", "Vanguard Sergeant"]}))
    s.do(f"activate ability 0 of Orb of Regret #{s.id('Orb of Regret')}", tgt(s, "Pouty Poro"))
    g = s.game
    assert not g.players[0].runes and len(g.players[0].rune_deck) == 1   # [A] paid
    assert s.obj("Orb of Regret").exhausted
