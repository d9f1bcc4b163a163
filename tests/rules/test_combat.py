"""Combat (Core Rules 454-461): attacker and defender, focus, the damage step (460) with Tank
(815), stuns (423.1.b), the resolution step (461): deaths, heals, recalls, conquest."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim import ATTACKER, DEFENDER, LOC_BASE, NONE, Zone
from rules_helpers import bid, mv, names, settle, spec, tgt


def _damage(g):
    return {e.obj: e.value for e in g.events if e.kind == EventKind.DAMAGE}


def _attack(s, *units, dest="to Zaun Warrens"):
    s.do(*[mv(s, u, 0) for u in units], dest)


def test_attacker_designations_and_focus(scenario):
    """459.2.b: the player who applied Contested is the attacker, the other the defender;
    their units get the designations; 459.2.c: the attacker gains focus."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Vanguard Sergeant", "Mountain Drake"]},
                       {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "field": [[], ["Mega-Mech"]]}))
    _attack(s, "Vanguard Sergeant")
    g = s.game
    sd = g.showdown
    assert sd.combat and sd.attacker == 0 and sd.defender == 1 and sd.bf == 1
    assert sd.focus == 0 and s.decision.player == 0
    assert g.objs[bid(s, "Vanguard Sergeant", 0)].designation == ATTACKER
    assert s.obj("Mega-Mech", 1).designation == DEFENDER
    assert s.obj("Mountain Drake").designation == 0


def test_tank_must_be_assigned_first(scenario):
    """815.1.b / 460.2.c.5: Tank units must be assigned lethal damage first; 814: Shield +1
    while defending (Sunlit Guardian 3 -> 4)."""
    s = scenario(spec({"base": ["Mountain Drake"]},            # 10 Might attacker
                       {"field": [[], ["Vanguard Sergeant", "Sunlit Guardian"]]}))
    guardian, sgt = bid(s, "Sunlit Guardian"), bid(s, "Vanguard Sergeant", 1)
    _attack(s, "Mountain Drake")
    # Tank: the only legal first choice is the Guardian (taken automatically), then the
    # Sergeant (4), then the excess goes on the last unit assigned
    g = s.game
    dmg = _damage(g)
    assert dmg[guardian] == 4                     # lethal for a 4-Might defender
    assert dmg[sgt] == 6                          # 4 lethal + 2 excess on the last unit
    assert dmg[s.obj("Mountain Drake").id] == 8   # 4 + (3 + 1 Shield)
    assert g.objs[guardian].zone == Zone.TRASH and g.objs[sgt].zone == Zone.TRASH


def _two_vs_four_and_one(scenario):
    # attacker Pouty Poro: 2 Might; defenders: Sergeant 4, Watchful Sentry 1
    return scenario(spec({"base": ["Pouty Poro", "Mountain Drake"]},
                          {"field": [[], ["Vanguard Sergeant", "Watchful Sentry"]],
                           "deck": ["Mega-Mech"] * 3}))


def test_two_damage_on_the_four_might_unit_first(scenario):
    """460.2.c.3: lethal in full before the next unit: choosing the 4-Might unit first puts
    all 2 damage on it (nothing left for the 1-Might unit): both survive."""
    s = _two_vs_four_and_one(scenario)
    sgt, sentry = s.game.objs[bid(s, "Vanguard Sergeant", 1)], s.obj("Watchful Sentry")
    _attack(s, "Pouty Poro")
    assert s.kind == DecisionKind.ASSIGN_DAMAGE and s.decision.player == 0
    assert s.options() == [f"target Vanguard Sergeant #{sgt.id}",
                           f"target Watchful Sentry #{sentry.id}"]
    s.do(f"target Vanguard Sergeant #{sgt.id}")
    g = s.game
    assert _damage(g).get(sgt.id) == 2 and sentry.id not in _damage(g)
    assert sgt.zone == Zone.BOARD and sentry.zone == Zone.BOARD
    assert sgt.damage == 0                         # 461.1.a.1: healed after combat
    assert s.zone("Pouty Poro") == "TRASH"         # 4 + 1 = 5 damage on a 2-Might unit
    assert g.bfs[1].controller == 1 and s.points() == [0, 0]
    # 461.3.a: the defender is the only player left, nobody was recalled: the defender wins
    assert [e.player for e in g.events if e.kind == EventKind.COMBAT_END] == [1]


def test_two_damage_on_the_one_might_unit_first(scenario):
    """460.2.c.3: choosing the 1-Might unit first: 1 (lethal) to it, the remaining 1 to the
    other unit; the 1-Might unit dies."""
    s = _two_vs_four_and_one(scenario)
    sgt, sentry = s.game.objs[bid(s, "Vanguard Sergeant", 1)], s.obj("Watchful Sentry")
    _attack(s, "Pouty Poro")
    s.do(f"target Watchful Sentry #{sentry.id}")  # then the Sergeant is the only choice
    g = s.game
    assert _damage(g)[sentry.id] == 1 and _damage(g)[sgt.id] == 1
    assert sentry.zone == Zone.TRASH and sgt.zone == Zone.BOARD
    assert names(g, g.players[1].hand) == ["Mega-Mech"]      # Sentry's Deathknell: draw 1


def test_all_might_is_assigned_excess_on_last_unit(scenario):
    """460.2.c / 460.2.c.4: all damage equal to the summed Might is assigned; more than lethal
    only once every unit has lethal, on the last unit."""
    s = scenario(spec({"base": ["Mountain Drake", "Mega-Mech", "Stalwart Poro"]},  # 10 + 8
                       {"field": [[], ["Vanguard Sergeant", "Watchful Sentry"]]}))
    sgt, sentry = s.game.objs[bid(s, "Vanguard Sergeant", 1)], s.obj("Watchful Sentry")
    drake, mech = bid(s, "Mountain Drake"), bid(s, "Mega-Mech", 0)
    _attack(s, "Mountain Drake", "Mega-Mech")
    s.do(f"target Watchful Sentry #{sentry.id}")
    # the defenders' 4 + 1 = 5: player 1 assigns it among the two attackers
    assert s.kind == DecisionKind.ASSIGN_DAMAGE and s.decision.player == 1
    s.do(f"target Mega-Mech #{mech}")
    dmg = _damage(s.game)
    assert dmg[sentry.id] == 1 and dmg[sgt.id] == 17
    assert sum(dmg[u] for u in (sentry.id, sgt.id)) == 18
    assert dmg[mech] == 5 and drake not in dmg    # less than lethal: all on one unit
    assert s.points() == [1, 0]                    # conquered


def test_defender_assigns_second(scenario):
    """460.2.c: starting with the attacker, each player assigns; the defender chooses how its
    damage falls on the attackers."""
    s = scenario(spec({"base": ["Vanguard Sergeant", "Watchful Sentry", "Mountain Drake"]},
                       {"field": [[], ["Mega-Mech"]]}))
    sgt, sentry, mech = bid(s, "Vanguard Sergeant", 0), bid(s, "Watchful Sentry"), \
        bid(s, "Mega-Mech", 1)
    _attack(s, "Vanguard Sergeant", "Watchful Sentry")
    # attacker: 4 + 1 on one Mech (auto); defender assigns 8 among two attackers
    assert s.kind == DecisionKind.ASSIGN_DAMAGE and s.decision.player == 1
    s.do(f"target Vanguard Sergeant #{sgt}")
    dmg = _damage(s.game)
    assert dmg[sgt] == 4
    assert dmg[sentry] == 4                        # the rest on the last unit
    assert dmg[mech] == 5


def test_stunned_units_deal_no_combat_damage(scenario):
    """423.1.b: a stunned unit doesn't contribute its Might to combat damage; 423.1.c: it
    still needs full lethal damage to die."""
    s = scenario(spec({"base": ["Mega-Mech", "Mountain Drake"]},
                       {"field": [[], [{"card": "Vanguard Sergeant", "stunned": True}]]}))
    mech, sgt = bid(s, "Mega-Mech", 0), bid(s, "Vanguard Sergeant", 1)
    _attack(s, "Mega-Mech")
    dmg = _damage(s.game)
    assert mech not in dmg
    assert dmg[sgt] == 8
    assert s.points() == [1, 0]


def test_simultaneous_deaths_and_tie_leaves_battlefield_uncontrolled(scenario):
    """460.2.d: damage is dealt simultaneously; FAQ (Origins, Combat): equal Might kills both
    sides, nobody remains to control the battlefield, nobody scores; 461.5.b: uncontrolled."""
    s = scenario(spec({"base": ["Vanguard Sergeant", "Mountain Drake"]},
                       {"field": [[], ["Vanguard Sergeant"]]}))
    assert s.game.bfs[1].controller == 1
    _attack(s, "Vanguard Sergeant")
    g = s.game
    dead = [e.obj for e in g.events if e.kind == EventKind.DIE]
    assert len(dead) == 2 and {g.objs[i].owner for i in dead} == {0, 1}
    assert all(g.objs[i].zone == Zone.TRASH for i in dead)
    assert not g.units_at(2)
    assert g.bfs[1].controller == NONE and g.bfs[1].contested_by == NONE
    assert s.points() == [0, 0]
    end = [e for e in g.events if e.kind == EventKind.COMBAT_END]
    assert [(e.player, e.loc) for e in end] == [(NONE, 2)]
    assert g.showdown is None


def test_attackers_recalled_when_defenders_survive(scenario):
    """461.1.a.2: attackers still present are recalled if defenders remain; the defender
    keeps control and nobody scores (Origins FAQ). 461.3.d as amended by the Unleashed Rules
    FAQ (2026-04-29, which takes precedence over Core Rules v1.3): units were recalled, so the
    combat has "No Result" - the defender does not win it."""
    s = scenario(spec({"base": ["Vanguard Sergeant", "Mountain Drake"]},
                       {"field": [[], [{"card": "Mega-Mech", "stunned": True}]]}))
    _attack(s, "Vanguard Sergeant")
    g = s.game
    sgt = g.objs[bid(s, "Vanguard Sergeant", 0)]
    assert sgt.loc == LOC_BASE and sgt.exhausted
    mech = g.objs[bid(s, "Mega-Mech", 1)]
    assert mech.loc == 2 and mech.damage == 0      # healed (461.1.a.1)
    assert g.bfs[1].controller == 1 and s.points() == [0, 0]
    assert [e.player for e in g.events if e.kind == EventKind.COMBAT_END] == [NONE]
    assert all(o.designation == 0 for o in g.objs)   # 461.7.a


def test_heal_after_combat_heals_every_unit(scenario):
    """461.1.a.1: the combat cleanup heals all units (also units elsewhere)."""
    s = scenario(spec({"base": ["Mountain Drake", {"card": "Mega-Mech", "damage": 3}]},
                       {"field": [[], ["Vanguard Sergeant"]]}))
    _attack(s, "Mountain Drake")
    drake = s.obj("Mountain Drake")
    assert drake.loc == 2 and drake.damage == 0
    assert s.game.objs[bid(s, "Mega-Mech", 0)].damage == 0


def test_conquer_after_combat_scores(scenario):
    """461.5 / 464.1: the only player left establishes control: a conquer, 1 point."""
    s = scenario(spec({"base": ["Mountain Drake", "Mega-Mech"]},
                       {"field": [[], ["Vanguard Sergeant"]]}))
    _attack(s, "Mountain Drake")
    g = s.game
    assert g.bfs[1].controller == 0 and s.points() == [1, 0]
    assert [(e.player, e.value) for e in g.events if e.kind == EventKind.SCORE] == [(0, 1)]
    assert [e.player for e in g.events if e.kind == EventKind.COMBAT_END] == [0]


def test_combat_showdown_spells_before_damage(scenario):
    """459.2 / 347: combat opens with a showdown; an [Action] spell in it changes the outcome
    (Hextech Ray kills the defender before damage; the attacker conquers)."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Pouty Poro", "Mountain Drake"]},
                       {"field": [[], ["Shipyard Skulker"]]}))
    _attack(s, "Pouty Poro")
    assert s.game.showdown.combat and s.decision.player == 0
    s.do("play Hextech Ray", tgt(s, "Shipyard Skulker"))
    settle(s)
    g = s.game
    assert s.zone("Shipyard Skulker") == "TRASH"
    # focus passed to the defender, who has nothing: the showdown ends, no damage to deal
    assert g.showdown is None
    assert s.obj("Pouty Poro").loc == 2 and s.obj("Pouty Poro").damage == 0
    assert g.bfs[1].controller == 0 and s.points() == [1, 0]
