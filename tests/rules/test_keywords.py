"""Keywords (Core Rules 805-817) and keyword-like states: Stun (423), Buff (426, 701-705),
Mighty (706-711)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim.reference import layers
from riftsim import ATTACKER, LOC_BASE, NONE, Zone
from rules_helpers import bid, might, mv, names, settle, spec, tgt


# ------------------------------------------------------------------ Assault / Shield


def test_assault_only_while_attacking_and_values_sum(scenario):
    """807.1.c: +X Might while an attacker; 807.2: Assault values from several sources add up
    (Daring Poro's Assault 1 + Cleave's Assault 3 = 4)."""
    s = scenario(spec({"hand": ["Cleave", "Hextech Ray"], "runes": ["Fury Rune"] * 3,
                        "base": ["Daring Poro", "Mountain Drake"]},
                       {"field": [[], ["Mega-Mech"]]}))
    g = s.game
    poro = s.obj("Daring Poro")
    assert might(s, "Daring Poro") == 2
    s.do("play Cleave", tgt(s, "Daring Poro"))
    settle(s)
    assert layers.keywords(g, poro)["Assault"] == 4
    assert might(s, "Daring Poro") == 2                # not an attacker yet
    s.do(mv(s, "Daring Poro"), "to Zaun Warrens")
    assert poro.designation == ATTACKER and might(s, "Daring Poro") == 6
    s.do("pass")                                      # nothing else happens: combat damage
    dmg = {e.obj: e.value for e in g.events if e.kind == EventKind.DAMAGE}
    assert dmg[s.obj("Mega-Mech", 1).id] == 6


def test_shield_only_while_defending(scenario):
    """814.1.c: +X Might while a defender (Stalwart Poro 2 -> 3 survives 2 damage)."""
    s = scenario(spec({"base": ["Pouty Poro", "Mountain Drake"]},
                       {"field": [[], ["Stalwart Poro"]]}))
    g = s.game
    assert might(s, "Stalwart Poro") == 2
    s.do(mv(s, "Pouty Poro"), "to Zaun Warrens")
    stal = s.obj("Stalwart Poro")
    assert stal.zone == Zone.BOARD and stal.damage == 0       # 2 damage < 3, then healed
    assert might(s, "Stalwart Poro") == 2                      # combat over: no Shield
    assert s.zone("Pouty Poro") == "TRASH"                     # took 3
    assert g.bfs[1].controller == 1


# ------------------------------------------------------------------ Deathknell


def test_deathknell_draws_when_killed_by_a_spell(scenario):
    """808.1.c / 808.1.d.2: Watchful Sentry's Deathknell (draw 1) triggers as it dies."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Mountain Drake"]},
                       {"field": [["Watchful Sentry"], []], "deck": ["Mega-Mech"]}))
    s.do("play Hextech Ray")
    settle(s)
    g = s.game
    assert s.zone("Watchful Sentry") == "TRASH"
    assert names(g, g.players[1].hand) == ["Mega-Mech"]
    trig = [e for e in g.events if e.kind == EventKind.TRIGGER]
    assert [(e.player, e.obj) for e in trig] == [(1, s.id("Watchful Sentry"))]


def test_deathknell_uses_the_location_noted_before_death(scenario):
    """808.1.d.3: Kog'Maw's Deathknell deals 4 to every unit at the battlefield where he died,
    noted before he went to the trash."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Mountain Drake"], "field": [[], ["Shipyard Skulker"]]},
                       {"field": [[], ["Kog'Maw, Caustic", "Mega-Mech"]],
                        "base": ["Vanguard Sergeant"]}))
    s.do("play Hextech Ray", tgt(s, "Kog'Maw, Caustic"))
    settle(s)
    g = s.game
    assert s.zone("Kog'Maw, Caustic") == "TRASH"
    assert s.zone("Shipyard Skulker") == "TRASH"             # 3 Might: dead
    assert g.objs[bid(s, "Mega-Mech", 1)].damage == 4
    assert g.objs[bid(s, "Vanguard Sergeant", 1)].damage == 0  # in base: not there
    assert g.objs[bid(s, "Mountain Drake", 0)].damage == 0


# ------------------------------------------------------------------ Deflect on abilities


def test_deflect_taxes_triggered_abilities(scenario):
    """809.1.c: 'spells and abilities': Riptide Rex's play trigger choosing an enemy Deflect
    unit costs [A] more; with no power left to pay it, that unit is no legal choice."""
    s = scenario(spec({"hand": ["Riptide Rex"], "runes": ["Mind Rune"] * 2,
                        "pool": {"energy": 6}, "base": ["Mountain Drake"]},
                       {"field": [["Pouty Poro", "Vanguard Sergeant"], []]}))
    s.do("play Riptide Rex")                     # 6 energy (pool) + 2 mind (both runes)
    settle(s)
    g = s.game
    assert not g.players[0].runes
    assert s.obj("Pouty Poro").zone == Zone.BOARD            # not chosen: unaffordable
    sgt = [i for i in s.ids("Vanguard Sergeant", 1) if g.objs[i].zone == Zone.TRASH]
    assert len(sgt) == 1                                      # the Sergeant took the 6


def test_deflect_trigger_paid_when_affordable(scenario):
    """809.1.c / FAQ: the Deflect cost is paid as the trigger goes on the chain."""
    s = scenario(spec({"hand": ["Riptide Rex"], "runes": ["Mind Rune"] * 3,
                        "pool": {"energy": 6}, "base": ["Mountain Drake"]},
                       {"field": [["Pouty Poro", "Vanguard Sergeant"], []]}))
    s.do("play Riptide Rex")
    assert s.kind == DecisionKind.TARGET
    s.do(tgt(s, "Pouty Poro"))
    settle(s)
    g = s.game
    assert s.zone("Pouty Poro") == "TRASH"
    assert not g.players[0].runes and len(g.players[0].rune_deck) == 3


# ------------------------------------------------------------------ Hidden


def test_hide_then_play_next_turn_for_free_as_reaction(scenario):
    """811.1.b: hide for [A] at a battlefield you control; it can't be played the turn it was
    hidden (FAQ); from the next turn it has [Reaction] (811.6) and is played ignoring its base
    cost, its targets restricted to that battlefield (811.1.d.2)."""
    s = scenario(spec({"hand": ["Fight or Flight"], "runes": ["Chaos Rune"] * 3,
                        "field": [["Daring Poro"], []], "base": ["Mountain Drake"]},
                       {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "field": [[], ["Mega-Mech"]], "base": ["Vanguard Sergeant"]}))
    g = s.game
    s.do("hide Fight or Flight")
    fof = s.id("Fight or Flight")
    assert g.bfs[0].facedown == fof
    assert not any("Fight or Flight" in o for o in s.options())      # not this turn
    obs = g.observation(1)
    assert obs["battlefields"][0]["hidden"] is True
    assert all(v["name"] != "Fight or Flight" for v in obs["board"])   # masked
    s.do("end turn")
    # player 1's turn: they attack Grove; player 0 reacts from hidden during the showdown
    assert g.turn_player == 1
    s.do(mv(s, "Vanguard Sergeant", 1), "to Grove of the God-Willow")
    assert g.showdown is not None and g.showdown.combat
    s.do("pass")                                   # P1 (attacker) passes focus
    assert s.decision.player == 0
    assert any(o == f"play Fight or Flight #{fof}" for o in s.options())
    runes_before = len(g.players[0].runes)
    s.do(f"play Fight or Flight #{fof}")
    # 811.1.d.2: only units at Grove may be chosen (not P1's Mega-Mech at Zaun Warrens)
    assert s.kind == DecisionKind.TARGET
    assert s.options() == [f"target Daring Poro #{bid(s, 'Daring Poro')}",
                           f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}"]
    s.do(tgt(s, "Vanguard Sergeant", 1))
    settle(s)
    assert len(g.players[0].runes) == runes_before           # ignoring its base cost
    assert g.objs[bid(s, "Vanguard Sergeant", 1)].loc == LOC_BASE
    assert s.zone("Fight or Flight") == "TRASH" and g.bfs[0].facedown == NONE


def test_hide_needs_a_controlled_battlefield(scenario):
    """811.1.b: only at a battlefield you control without a hidden card there."""
    s = scenario(spec({"hand": ["Fight or Flight"], "runes": ["Chaos Rune"] * 3,
                        "base": ["Mountain Drake"]}))
    assert not any(o.startswith("hide") for o in s.options())


def test_hidden_unit_played_to_its_battlefield(scenario):
    """811.1.d.1: a hidden unit must be played to its battlefield; it enters exhausted."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Mountain Drake"]},
                       {"field": [["Vanguard Sergeant"], []]},
                       battlefields=[{"card": "Grove of the God-Willow",
                                      "hidden": {"card": "Pakaa Cub", "controller": 1}},
                                     "Zaun Warrens"]))
    s.do("play Hextech Ray")
    s.do("play Pakaa Cub")
    cub = s.obj("Pakaa Cub")
    assert cub.loc == 1 and cub.exhausted


# ------------------------------------------------------------------ Legion


def test_legion_cost_reduction_needs_another_card(scenario):
    """812.1.c: Noxus Hopeful costs 2 less once another card was played this turn."""
    s = scenario(spec({"hand": ["Noxus Hopeful", "Cleave"], "runes": ["Fury Rune"] * 3,
                        "base": ["Mountain Drake"]}))
    assert not s.can("play Noxus Hopeful")           # 4 energy, 3 runes
    s.do("play Cleave")                              # the only unit: chosen automatically
    settle(s)
    assert s.can("play Noxus Hopeful")               # 2 energy now
    s.do("play Noxus Hopeful")
    assert s.obj("Noxus Hopeful").zone == Zone.BOARD
    assert all(s.game.objs[r].exhausted for r in s.game.players[0].runes)


def test_legion_does_not_count_the_card_itself(scenario):
    """812.1.b.1 / 812.1.c: 'another card': Trifarian Gloryseeker played as the first card of
    the turn is not buffed."""
    s = scenario(spec({"hand": ["Trifarian Gloryseeker"], "runes": ["Order Rune"] * 2,
                        "base": ["Mountain Drake"]}))
    s.do("play Trifarian Gloryseeker")
    settle(s)
    assert s.obj("Trifarian Gloryseeker").buff == 0
    assert might(s, "Trifarian Gloryseeker") == 2


def test_legion_active_after_another_card(scenario):
    """812.1.b.1: with another card played this turn, the Gloryseeker buffs itself."""
    s = scenario(spec({"hand": ["Trifarian Gloryseeker", "Daring Poro"],
                        "runes": ["Order Rune"] * 4, "base": ["Mountain Drake"]}))
    s.do("play Daring Poro")
    s.do("play Trifarian Gloryseeker")
    settle(s)
    assert s.obj("Trifarian Gloryseeker").buff == 1
    assert might(s, "Trifarian Gloryseeker") == 3


def test_hiding_does_not_enable_legion(scenario):
    """FAQ (Origins, Hidden): hiding isn't playing and doesn't count for Legion."""
    s = scenario(spec({"hand": ["Trifarian Gloryseeker", "Fight or Flight"],
                        "runes": ["Order Rune"] * 3, "field": [["Daring Poro"], []],
                        "base": ["Mountain Drake"]}))
    s.do("hide Fight or Flight")
    s.do("play Trifarian Gloryseeker", "to P0's base")
    settle(s)
    assert s.obj("Trifarian Gloryseeker").buff == 0


# ------------------------------------------------------------------ Temporary


def test_temporary_dies_at_start_of_beginning_phase_before_scoring(scenario):
    """816.1.b: at the start of its controller's beginning phase, before scoring, kill it:
    the battlefield it held alone is no longer controlled when the scoring step comes."""
    s = scenario(spec({"field": [[{"card": "Daring Poro", "keywords": ["Temporary"]}], []],
                        "base": ["Mountain Drake"]}, phase="awaken"))
    g = s.game
    assert s.zone("Daring Poro") == "TRASH"
    assert g.bfs[0].controller == NONE
    assert s.points() == [0, 0]
    assert not [e for e in g.events if e.kind == EventKind.SCORE]


def test_temporary_only_on_its_controllers_turn(scenario):
    """816.1.c: the trigger is its controller's beginning phase, not the opponent's."""
    s = scenario(spec({"base": ["Mountain Drake"]},
                       {"field": [[], [{"card": "Daring Poro", "keywords": ["Temporary"]}]]},
                       phase="awaken"))
    assert s.obj("Daring Poro").zone == Zone.BOARD


# ------------------------------------------------------------------ Vision


def test_vision_may_recycle_the_top_card(scenario):
    """817.1.b: when played, look at the top card of your main deck; you may recycle it."""
    s = scenario(spec({"hand": ["Mystic Poro"], "runes": ["Chaos Rune"] * 2,
                        "deck": ["Pouty Poro", "Daring Poro", "Cleave"],
                        "base": ["Mountain Drake"]}))
    s.do("play Mystic Poro")
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    g = s.game
    assert names(g, g.players[0].deck) == ["Daring Poro", "Cleave", "Pouty Poro"]


def test_vision_may_keep_the_top_card(scenario):
    s = scenario(spec({"hand": ["Mystic Poro"], "runes": ["Chaos Rune"] * 2,
                        "deck": ["Pouty Poro", "Daring Poro"], "base": ["Mountain Drake"]}))
    s.do("play Mystic Poro", "no")
    assert names(s.game, s.game.players[0].deck) == ["Pouty Poro", "Daring Poro"]


# ------------------------------------------------------------------ Stun, Buff, Mighty


def test_stun_marks_a_unit_once(scenario):
    """423.1: Rune Prison stuns; 423.1.a.1: a stunned unit can't be stunned again (one STUN
    event only)."""
    s = scenario(spec({"hand": ["Rune Prison", "Rune Prison"], "runes": ["Calm Rune"] * 6,
                        "base": ["Mountain Drake"]},
                       {"field": [[], ["Mega-Mech"]]}))
    s.do("play Rune Prison #0", tgt(s, "Mega-Mech", 1))
    settle(s)
    assert s.obj("Mega-Mech", 1).stunned
    s.do("play Rune Prison", tgt(s, "Mega-Mech", 1))
    settle(s)
    assert [e.kind for e in s.game.events].count(EventKind.STUN) == 1


def test_buff_at_most_one(scenario):
    """426.1.b / 702.3: a unit with a buff gets no second one; 703: +1 Might per buff."""
    s = scenario(spec({"hand": ["Trifarian Gloryseeker", "Daring Poro"],
                        "runes": ["Order Rune"] * 4, "base": ["Mountain Drake"]}))
    g = s.game
    s.do("play Daring Poro", "play Trifarian Gloryseeker")
    settle(s)
    glory = s.obj("Trifarian Gloryseeker")
    assert glory.buff == 1
    from riftsim.reference import effects
    assert effects.buff(g, glory.id) is False
    assert glory.buff == 1 and might(s, "Trifarian Gloryseeker") == 3
    assert [e.kind for e in g.events].count(EventKind.BUFF) == 1


def test_buff_removed_when_leaving_play(scenario):
    """705: a unit that leaves play loses its buffs."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Mountain Drake"]},
                       {"field": [[{"card": "Shipyard Skulker", "buff": 1}], []]}))
    assert might(s, "Shipyard Skulker") == 4
    s.do("play Hextech Ray")
    settle(s)
    assert s.obj("Shipyard Skulker").zone == Zone.BOARD      # 3 damage < 4 Might
    assert s.obj("Shipyard Skulker").damage == 3


def test_mighty(scenario):
    """708: a unit is Mighty while its Might is 5 or more; 710: current Might on the board."""
    from riftsim.cards.dsl import MIGHTY
    from riftsim.reference import select

    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "buff": 1}, "Mountain Drake",
                                 "Daring Poro"]}))
    g = s.game
    sgt, poro = bid(s, "Vanguard Sergeant", 0), bid(s, "Daring Poro")
    assert select.holds(g, MIGHTY, 0, sgt)          # 4 + buff = 5
    assert not select.holds(g, MIGHTY, 0, poro)     # 2


def test_valued_keywords_from_several_sources_sum(scenario):
    """809.2: Deflect values add up (Pouty Poro's Deflect 1 + a granted Deflect 2 = 3)."""
    s = scenario(spec({"base": ["Mountain Drake"]},
                       {"base": [{"card": "Pouty Poro", "keywords": ["Deflect 2"]}]}))
    assert layers.keywords(s.game, s.obj("Pouty Poro"))["Deflect"] == 3


def test_battlefield_static_might_applies_to_units_there(scenario):
    """Trifarian War Camp: units here have +1 Might (including attackers)."""
    s = scenario(spec({"base": ["Mountain Drake"], "field": [[], ["Daring Poro"]]},
                       battlefields=["Grove of the God-Willow", "Trifarian War Camp"]))
    assert might(s, "Daring Poro") == 3
    assert might(s, "Mountain Drake") == 10


# ------------------------------------------------------------------ Tank, Ganking, Reaction


def test_two_tanks_either_first_then_the_rest(scenario):
    """815.1.c.2 / 460.2.c.6: with two Tank units either may be assigned first; units without
    Tank only after both have lethal."""
    s = scenario(spec({"base": ["Mountain Drake", "Mega-Mech"]},
                       {"field": [[], ["Vanguard Sergeant", "Sunlit Guardian",
                                       "Sunlit Guardian"]]}))
    g1, g2 = [i for i in s.ids("Sunlit Guardian")]
    sgt = bid(s, "Vanguard Sergeant", 1)
    s.do(mv(s, "Mountain Drake"), "to Zaun Warrens")
    assert s.kind == DecisionKind.ASSIGN_DAMAGE
    assert s.options() == [f"target Sunlit Guardian #{g1}", f"target Sunlit Guardian #{g2}"]
    s.do(f"target Sunlit Guardian #{g2}")
    dmg = {e.obj: e.value for e in s.game.events if e.kind == EventKind.DAMAGE}
    assert dmg[g2] == 4 and dmg[g1] == 4 and dmg[sgt] == 2    # 10 = 4 + 4 + 2


def test_ganking_unit_moves_with_a_group_to_a_common_destination(scenario):
    """Origins FAQ (Ganking): a Ganking unit may join other units' standard move when the
    destination is legal for all of them; 144.3.b: origins may differ."""
    s = scenario(spec({"base": ["Mega-Mech", "Mountain Drake"],
                        "field": [[{"card": "Daring Poro", "keywords": ["Ganking"]}], []]}))
    s.do(mv(s, "Mega-Mech"), mv(s, "Daring Poro"), "to Zaun Warrens")
    g = s.game
    assert s.obj("Daring Poro").loc == 2 and g.objs[bid(s, "Mega-Mech", 0)].loc == 2
    assert g.showdown is None or not g.showdown.combat


def test_reaction_on_the_opponents_turn(scenario):
    """813.1.c.1: a [Reaction] card can be played in a closed state on any player's turn."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Mountain Drake"]},
                       {"hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                        "field": [["Shipyard Skulker"], []]}))
    s.do("play Hextech Ray")
    assert s.decision.player == 1 and s.can("play Discipline")
    s.do("play Discipline", tgt(s, "Shipyard Skulker"))
    settle(s)
    sk = s.obj("Shipyard Skulker")
    assert sk.zone == Zone.BOARD and sk.damage == 3 and might(s, "Shipyard Skulker") == 5


def test_one_hidden_card_per_battlefield(scenario):
    """811.1.b: only at a battlefield that doesn't already have a facedown card."""
    s = scenario(spec({"hand": ["Fight or Flight", "Consult the Past"],
                        "runes": ["Chaos Rune"] * 3, "field": [["Daring Poro"], []],
                        "base": ["Mountain Drake"]}))
    s.do("hide Fight or Flight")
    assert not any(o.startswith("hide") for o in s.options())
