"""Spiritforged (SFD) Body cards: scenario tests on both engines (the `scenario` fixture runs
each on the reference engine and the compiled core), a section per card in collector-number
order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import NONE, Zone
from riftsim.actions import DecisionKind
from riftsim.reference import layers

from card_helpers import (
    attack, bare_spec, bid, bmight, free_runes, go, gold, hand, in_hand, pay_any, pool,
    QUIET_FILL, quiet_spec, runes, settle, settle_open, spec, tgt,
)


def _help(scenario, energy: int, **kw):
    """P0 controls the Grove (a Vanguard Sergeant there), not the Altar; P0's hand: Here to
    Help and a Mega-Mech ([7])."""
    s = scenario(quiet_spec({"hand": ["Here to Help", "Mega-Mech"],
                             "pool": {"energy": energy, "power": {"body": 1}},
                             "field": [["Vanguard Sergeant"], []]}, **kw))
    mech = in_hand(s, "Mega-Mech")
    s.do("play Here to Help")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    go(s, f"choose Mega-Mech #{mech}")
    settle_open(s)
    return s, mech


# "When I conquer after an attack, if you assigned 5+ excess damage to enemy units, you may deal
# that much to an enemy unit": the excess is noted as the ability triggers (the combat forgets
# it once its control step is over).
def _sivir_attacks(scenario, defender: str):
    s = scenario(spec({"base": ["Sivir, Ambitious"]},
                      {"field": [[defender], []], "base": ["Mega-Mech"]}))
    s.do(f"move Sivir, Ambitious #{bid(s, 'Sivir, Ambitious')}", "to Grove of the God-Willow")
    return s


# ---------------------------------------------------------------- Buhru Captain

@pytest.mark.parametrize("mode", [0, 1])
def test_buhru_captain_draws_or_buffs_itself(scenario, mode):
    s = scenario(quiet_spec({"hand": ["Buhru Captain"], "pool": pool(3, body=1),
                             "deck": ["Pouty Poro"] + QUIET_FILL}))
    s.do("play Buhru Captain")
    go(s, "base")
    settle_open(s)
    s.do("yes")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_MODE
    s.do(f"option {mode}")
    settle_open(s)
    assert hand(s) == (["Pouty Poro"] if mode == 0 else [])
    assert s.might("Buhru Captain") == (3 if mode == 0 else 4)


# ---------------------------------------------------------------- Dauntless Vanguard

def test_dauntless_vanguard_may_be_played_to_an_occupied_enemy_battlefield(scenario):
    """Dauntless Vanguard: besides base / battlefields you control (355.2), an occupied
    battlefield an enemy controls (169.10.a) — not an empty one an enemy controls."""
    s = scenario(bare_spec({"hand": ["Dauntless Vanguard"], "runes": ["Body Rune"] * 4,
                            "base": ["Vanguard Sergeant"]},
                           {"field": [[], ["Stalwart Poro"]]},
                           bfs=[{"card": "Grove of the God-Willow", "controller": 1},
                                "Zaun Warrens"]))
    g = s.game
    s.do("play Dauntless Vanguard")
    assert sorted(s.options()) == ["to P0's base", "to Zaun Warrens"]
    s.do("to Zaun Warrens")
    settle(s)
    # it contested Zaun Warrens (187.3.a.1): a combat there, 4 Might beats Stalwart Poro (2+1)
    assert any(e.kind.name == "SHOWDOWN" and e.loc == 2 and e.value == 1 for e in g.events)
    assert s.zone("Stalwart Poro") == "TRASH" and g.bfs[1].controller == 0


# ---------------------------------------------------------------- Direwing

@pytest.mark.parametrize("dragon", [True, False])
def test_direwing_enters_ready_with_another_dragon(scenario, dragon):
    base = ["Eager Drakehound"] if dragon else ["Pouty Poro"]
    s = scenario(quiet_spec({"hand": ["Direwing"], "pool": pool(7), "base": base}))
    s.do("play Direwing")
    go(s, "base")
    settle_open(s)
    assert s.zone("Direwing") == "BOARD"
    assert s.obj("Direwing").exhausted is (not dragon)


# ---------------------------------------------------------------- Laurent Bladekeeper

def test_laurent_bladekeeper_moves_battlefield_to_battlefield(scenario):
    """Ganking (810): it may move from a battlefield to another battlefield."""
    s = scenario(quiet_spec({"field": [["Laurent Bladekeeper"], []]}))
    assert "Ganking" in s.keywords("Laurent Bladekeeper")
    s.do("move Laurent Bladekeeper")
    assert s.can("to Altar to Unity")
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.loc("Laurent Bladekeeper") == 2


# ---------------------------------------------------------------- Punch First

def test_punch_first_gives_plus_5(scenario):
    s = scenario(bare_spec({"hand": ["Punch First"], "runes": ["Body Rune"] * 2,
                            "base": ["Vanguard Sergeant", "Stalwart Poro"]}))
    s.do("play Punch First", tgt(s, "Stalwart Poro"))
    settle(s)
    assert bmight(s, "Stalwart Poro") == 2 + 5 and bmight(s, "Vanguard Sergeant") == 4


# ---------------------------------------------------------------- Sea Monkey

@pytest.mark.parametrize("paid", [True, False])
def test_sea_monkey_buffs_itself_if_the_extra_energy_was_paid(scenario, paid):
    s = scenario(quiet_spec({"hand": ["Sea Monkey"], "pool": pool(3)}))
    s.do("play Sea Monkey", "yes" if paid else "no")
    go(s, "base")
    settle_open(s)
    assert s.might("Sea Monkey") == (3 if paid else 2)
    assert s.game.players[0].energy == (0 if paid else 1)


# ---------------------------------------------------------------- Yordle Explorer

def test_yordle_explorer_draws_for_a_card_with_two_power(scenario):
    s = scenario(quiet_spec({"base": ["Yordle Explorer"], "hand": ["On the Hunt", "Hextech Ray"],
                             "runes": runes("body", 2) + runes("chaos", 1) + runes("fury", 2),
                             "deck": ["Pouty Poro", "Stupefy"] + QUIET_FILL},
                            {"field": [["Playful Phantom"], []]}))
    s.do("play Hextech Ray")                                   # [A]: no draw
    go(s, "target Playful Phantom")
    settle_open(s)
    assert hand(s) == ["On the Hunt"]
    s.do("play On the Hunt")                                   # [A][A]: draw 1
    settle_open(s)
    assert hand(s) == ["Pouty Poro"]


# ---------------------------------------------------------------- Fae Dragon

def test_fae_dragon_buffs_up_to_four_friendly_units(scenario):
    s = scenario(quiet_spec({"hand": ["Fae Dragon"], "runes": runes("body", 8),
                             "base": ["Vanguard Sergeant", "Daring Poro"]}))
    s.do("play Fae Dragon")
    go(s, "to P0's base", "target Vanguard Sergeant", "target Daring Poro", "done")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").buff == 1 and s.obj("Daring Poro").buff == 1
    assert s.might("Vanguard Sergeant") == 5


def test_fae_dragon_spending_a_buff_makes_a_gold(scenario):
    """702.2.b: Wildclaw Shaman's "may spend a buff" cost spends the Sergeant's buff."""
    s = scenario(quiet_spec({"hand": ["Wildclaw Shaman"], "runes": runes("body", 4),
                             "base": ["Fae Dragon", {"card": "Vanguard Sergeant", "buff": 1}]}))
    s.do("play Wildclaw Shaman")
    go(s, "to P0's base")
    for _ in range(10):
        if s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            break
        s.do("pass")
    s.do("yes")
    go(s, f"choose Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").buff == 0
    assert len(gold(s)) == 1 and gold(s)[0].exhausted


# ---------------------------------------------------------------- Hexdrinker

def test_hexdrinker_gives_its_bearer_deflect(scenario):
    """Effect Text keyword (718.3, 809): the equipped unit has Deflect, +1 Might; the enemy's
    spell on it costs [A] more."""
    s = scenario(quiet_spec({}, {"base": [{"card": "Vanguard Sergeant", "attached": ["Hexdrinker"]},
                                          "Daring Poro"]}))
    assert s.might("Vanguard Sergeant", 1) == 4 + 1
    assert s.keywords("Vanguard Sergeant", 1).get("Deflect") == 1
    assert not s.keywords("Daring Poro", 1).get("Deflect")


# ---------------------------------------------------------------- Jaull-Fish

def test_jaull_fish_costs_2_less_per_mighty_unit(scenario):
    """Jaull-Fish (7 Energy + 2 body): [2] less for each of your Mighty units (708): with two,
    3 Energy + 2 body, which three Body runes pay."""
    s = scenario(bare_spec({"hand": ["Jaull-Fish"], "runes": ["Body Rune"] * 3,
                            "base": ["Mountain Drake", "Playful Phantom", "Vanguard Sergeant"]}))
    s.do("play Jaull-Fish")
    settle(s)
    g = s.game
    assert s.obj("Jaull-Fish").zone == Zone.BOARD
    assert len(g.players[0].runes) == 1 and free_runes(s, 0) == 0
    s2 = scenario(bare_spec({"hand": ["Jaull-Fish"], "runes": ["Body Rune"] * 3,
                             "base": ["Mountain Drake", "Vanguard Sergeant"]}))
    assert not s2.can("play Jaull-Fish")      # one Mighty unit: 5 + 2 body, 3 runes too few


# ---------------------------------------------------------------- Petricite Monument

def test_petricite_monument_gives_friendly_units_deflect(scenario):
    s = scenario(quiet_spec({}, {"base": ["Petricite Monument", "Vanguard Sergeant"]}))
    assert s.keywords("Vanguard Sergeant", 1).get("Deflect") == 1
    assert not s.keywords("Mega-Mech", 0).get("Deflect")
    assert s.keywords("Petricite Monument", 1).get("Temporary")    # 816: killed at the start


# ---------------------------------------------------------------- Ruin Runner

def test_ruin_runner_cannot_be_chosen_by_enemy_spells(scenario):
    s = scenario(quiet_spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2)},
                            {"base": ["Ruin Runner", "Daring Poro"]}))
    s.do("play Frigid Touch")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Ruin Runner") and s.can("target Daring Poro")


def test_ruin_runner_can_be_chosen_by_its_controller(scenario):
    s = scenario(quiet_spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2),
                             "base": ["Ruin Runner"]}))
    s.do("play Frigid Touch")
    assert s.can("target Ruin Runner")


# ---------------------------------------------------------------- Show of Strength

def test_show_of_strength_draws_per_mighty_unit(scenario):
    s = scenario(bare_spec({"hand": ["Show of Strength"], "runes": ["Body Rune"] * 2,
                            "base": ["Mountain Drake", "Playful Phantom", "Vanguard Sergeant"]}))
    s.do("play Show of Strength")
    settle(s)
    assert len(s.game.players[0].hand) == 2


# ---------------------------------------------------------------- Strike Down

def test_strike_down_uses_an_equipped_unit_then_detaches(scenario):
    """Strike Down: an equipped friendly unit deals damage equal to its Might (4 + 2) to an
    enemy unit, then an Equipment is detached from it."""
    s = scenario(bare_spec({"hand": ["Strike Down"], "runes": ["Body Rune"] * 4,
                            "base": ["Vanguard Sergeant", "Doran's Blade", "Stalwart Poro"]},
                           {"base": ["Mountain Drake", "Pouty Poro"]}))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    assert not s.can("play Strike Down")      # no equipped friendly unit yet
    s.do(f"activate ability 0 of Doran's Blade #{blade}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    s.do("play Strike Down", tgt(s, "Mountain Drake", 1))   # the equipped unit: auto
    settle(s)
    assert g.objs[bid(s, "Mountain Drake", 1)].damage == 6
    assert g.objs[blade].attached_to == NONE and layers.might(g, g.objs[vs]) == 4


# ---------------------------------------------------------------- Fiora, Peerless

def test_fiora_peerless_doubles_her_might_attacking_one_on_one(scenario):
    """Fiora, Peerless: attacking one on one (741.2) she gets +Might equal to her Might this
    combat (432 Double): 6 kills Vanguard Sergeant (4) and survives its 4 damage."""
    s = scenario(bare_spec({"base": ["Fiora, Peerless", "Stalwart Poro"]},
                           {"field": [["Vanguard Sergeant"], []]}))
    g = s.game
    s.do(f"move Fiora, Peerless #{bid(s, 'Fiora, Peerless')}", "to Grove of the God-Willow")
    settle(s)
    assert s.zone("Vanguard Sergeant", 1) == "TRASH"
    fiora = s.obj("Fiora, Peerless")
    assert fiora.zone == Zone.BOARD and fiora.loc == 1 and g.bfs[0].controller == 0
    assert layers.might(g, fiora) == 3                  # "this combat" is over


def test_fiora_peerless_not_one_on_one(scenario):
    """Two defenders: not one on one, no doubling; 3 Might Fiora dies to 4 + 2 damage."""
    s = scenario(bare_spec({"base": ["Fiora, Peerless", "Stalwart Poro"]},
                           {"field": [["Vanguard Sergeant", "Daring Poro"], []]}))
    s.do(f"move Fiora, Peerless #{bid(s, 'Fiora, Peerless')}", "to Grove of the God-Willow")
    assert s.kind == DecisionKind.ASSIGN_DAMAGE      # no trigger: combat damage at once
    assert layers.might(s.game, s.obj("Fiora, Peerless")) == 3
    s.do(tgt(s, "Vanguard Sergeant", 1))
    settle(s)
    assert s.zone("Fiora, Peerless") == "TRASH"
    assert s.game.bfs[0].controller == 1


# ---------------------------------------------------------------- Here to Help

def test_here_to_help_plays_a_unit_to_a_battlefield_you_control_for_3_less(scenario):
    """419.3: [7] - [3] = [4] paid (after Here to Help's [2]), to the Grove you control."""
    s, mech = _help(scenario, 2 + 4)
    assert s.zone(mech) == "BOARD" and s.loc(mech) == 1
    assert s.game.players[0].energy == 0


def test_here_to_help_unit_not_affordable_goes_back_to_hand(scenario):
    """358.4: [4] can't be paid with [3] left: it can't be played and returns to the hand."""
    s, mech = _help(scenario, 2 + 3)
    assert s.zone(mech) == "HAND"


def test_here_to_help_no_battlefield_controlled_no_play(scenario):
    s = scenario(quiet_spec({"hand": ["Here to Help", "Mega-Mech"],
                             "pool": {"energy": 6, "power": {"body": 1}}}))
    mech = in_hand(s, "Mega-Mech")
    s.do("play Here to Help")
    settle_open(s)
    if s.kind == DecisionKind.MAY:
        s.do("yes")
        go(s, f"choose Mega-Mech #{mech}")
        settle_open(s)
    assert s.zone(mech) == "HAND"


def test_here_to_help_offers_only_battlefields_you_control(scenario):
    """Two battlefields controlled: those two are offered, not the base (355.2.b)."""
    s = scenario(quiet_spec({"hand": ["Here to Help", "Mega-Mech"],
                             "pool": {"energy": 6, "power": {"body": 1}},
                             "field": [["Vanguard Sergeant"], ["Daring Poro"]]}))
    mech = in_hand(s, "Mega-Mech")
    s.do("play Here to Help")
    settle_open(s)
    s.do("yes")
    go(s, f"choose Mega-Mech #{mech}")
    assert s.kind == DecisionKind.PLAY_LOCATION
    assert sorted(s.options()) == ["to Altar to Unity", "to Grove of the God-Willow"]
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.loc(mech) == 2


# ---------------------------------------------------------------- Kato the Arm

def test_kato_the_arm_gives_another_friendly_unit_his_keywords_and_might(scenario):
    """When he moves to a battlefield: the Poro gets [Deflect] (his) and +3 (his Might) this
    turn; its own [Assault] stays."""
    s = scenario(quiet_spec({"base": ["Kato the Arm", "Daring Poro"]}))
    s.do(f"move Kato the Arm #{bid(s, 'Kato the Arm', 0)}")
    go(s, "to Altar to Unity")
    assert s.kind == DecisionKind.TARGET
    assert not s.can(f"target Kato the Arm #{bid(s, 'Kato the Arm', 0)}")   # another unit
    s.do(f"target Daring Poro #{bid(s, 'Daring Poro', 0)}")
    settle_open(s)
    kws = s.keywords("Daring Poro")
    assert kws.get("Deflect") == 1 and kws.get("Assault") == 1
    assert s.might("Daring Poro") == 2 + 3
    assert "Deflect" not in s.keywords("Mega-Mech")


def test_kato_the_arm_does_not_trigger_moving_to_base(scenario):
    s = scenario(quiet_spec({"field": [[], ["Kato the Arm"]], "base": ["Daring Poro"]}))
    s.do(f"move Kato the Arm #{bid(s, 'Kato the Arm', 0)}")
    go(s, "to base")
    settle_open(s)
    assert s.might("Daring Poro") == 2 and "Deflect" not in s.keywords("Daring Poro")


# ---------------------------------------------------------------- Lucian, Merciless

def test_lucian_merciless_readies_the_first_time_he_conquers_each_turn(scenario):
    """Lucian, Merciless: the first conquest each turn readies him; the second does not."""
    s = scenario(bare_spec({"base": ["Lucian, Merciless", "Stalwart Poro"], "hand": ["Gem Jammer"],
                            "runes": ["Fury Rune"] * 2}))
    g = s.game
    luc = bid(s, "Lucian, Merciless")
    s.do("play Gem Jammer", f"target Lucian, Merciless #{luc}")      # Ganking this turn
    settle(s)
    s.do(f"move Lucian, Merciless #{luc}", "to Grove of the God-Willow")
    settle(s)
    assert g.bfs[0].controller == 0 and not g.objs[luc].exhausted
    s.do(f"move Lucian, Merciless #{luc}", "to Zaun Warrens")
    settle(s)
    assert g.bfs[1].controller == 0 and g.objs[luc].exhausted


# ---------------------------------------------------------------- Marching Orders

def test_marching_orders_a_friendly_and_an_enemy_unit_deal_damage_to_each_other(scenario):
    s = scenario(quiet_spec({"hand": ["Marching Orders"], "runes": runes("body", 3),
                             "base": ["Vanguard Sergeant"]}, {"field": [["Daring Poro"], []]}))
    s.do("play Marching Orders")
    go(s, "no", "target Vanguard Sergeant", "target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH" and s.obj("Vanguard Sergeant").damage == 2


# ---------------------------------------------------------------- Trinity Force

@pytest.mark.parametrize("force", [True, False])
def test_trinity_force_scores_a_point_when_the_unit_holds(scenario, force):
    sgt = {"card": "Vanguard Sergeant", "attached": ["Trinity Force"] if force else []}
    s = scenario(quiet_spec({"field": [[sgt], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 "Altar to Unity"], phase="awaken"))
    settle_open(s)
    assert s.game.players[0].points == (2 if force else 1)


# ---------------------------------------------------------------- Yone, Blademaster

def test_yone_conquering_an_uncontrolled_battlefield_hits_a_unit_in_a_base(scenario):
    """Yone, Blademaster (errata): conquering a battlefield that was uncontrolled deals damage
    equal to his Might (5) to an enemy unit in a base."""
    s = scenario(bare_spec({"base": ["Yone, Blademaster", "Stalwart Poro"]},
                           {"base": ["Vanguard Sergeant", "Mountain Drake"]}))
    s.do(f"move Yone, Blademaster #{bid(s, 'Yone, Blademaster')}", "to Grove of the God-Willow")
    s.do(tgt(s, "Mountain Drake", 1))
    settle(s)
    assert s.game.objs[bid(s, "Mountain Drake", 1)].damage == 5
    assert s.game.objs[bid(s, "Vanguard Sergeant", 1)].damage == 0


def test_yone_does_not_trigger_on_an_enemy_controlled_battlefield(scenario):
    s = scenario(bare_spec({"base": ["Yone, Blademaster", "Stalwart Poro"]},
                           {"base": ["Vanguard Sergeant", "Mountain Drake"]},
                           bfs=[{"card": "Grove of the God-Willow", "controller": 1},
                                "Zaun Warrens"]))
    g = s.game
    s.do(f"move Yone, Blademaster #{bid(s, 'Yone, Blademaster')}", "to Grove of the God-Willow")
    settle(s)
    assert g.bfs[0].controller == 0                      # conquered, but it was P1's
    assert all(o.damage == 0 for o in g.objs if o.zone == Zone.BOARD)


# ---------------------------------------------------------------- Ancient Henge

def test_ancient_henge_turns_energy_into_any_power(scenario):
    s = pay_any(scenario, "Ancient Henge", "Fury Rune")
    g = s.game
    assert dict(g.players[0].power) == {"any": 2}
    assert sum(1 for r in g.players[0].runes if g.objs[r].exhausted) == 2   # [1][1] paid
    assert len(g.players[0].runes) == 3 and g.players[0].energy == 0
    assert s.obj("Ancient Henge").exhausted


# ---------------------------------------------------------------- Boneshiver

def test_boneshiver_bearer_conquers_and_channels_a_rune_exhausted(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Boneshiver"]}],
                             "rune_deck": runes("body", 3)}))
    assert s.might("Vanguard Sergeant") == 4 + 2
    attack(s, "Vanguard Sergeant")
    g = s.game
    assert g.bfs[0].controller == 0
    assert len(g.players[0].runes) == 1 and free_runes(s) == 0     # channeled exhausted (430)


# ---------------------------------------------------------------- Jax, Unrelenting

def test_jax_unrelenting_pays_1_to_draw_when_an_equipment_is_attached_to_him(scenario):
    s = scenario(quiet_spec({"base": ["Jax, Unrelenting", "Long Sword"],
                             "runes": runes("fury", 2), "deck": ["Pouty Poro"] + QUIET_FILL}))
    s.do(f"activate ability 0 of Long Sword #{bid(s, 'Long Sword')}")
    go(s, "target Jax, Unrelenting")
    for _ in range(10):
        if s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            break
        s.do("pass")
    s.do("yes")
    settle_open(s)
    assert s.obj("Long Sword").attached_to == s.id("Jax, Unrelenting")
    assert hand(s) == ["Pouty Poro"] and free_runes(s) == 0


def test_jax_unrelenting_other_units_equipped_draw_nothing(scenario):
    s = scenario(quiet_spec({"base": ["Jax, Unrelenting", "Long Sword", "Vanguard Sergeant"],
                             "runes": runes("fury", 2), "deck": ["Pouty Poro"] + QUIET_FILL}))
    s.do(f"activate ability 0 of Long Sword #{bid(s, 'Long Sword')}")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Long Sword").attached_to == s.id("Vanguard Sergeant")
    assert hand(s) == [] and free_runes(s) == 1


# ---------------------------------------------------------------- Sivir, Ambitious

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


# ---------------------------------------------------------------- On the Hunt

def test_on_the_hunt_readies_your_units_only(scenario):
    s = scenario(quiet_spec({"hand": ["On the Hunt"], "runes": runes("body", 2) + runes("chaos", 1),
                             "base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                             "field": [[{"card": "Daring Poro", "exhausted": True}], []]},
                            {"base": [{"card": "Pouty Poro", "exhausted": True}]}))
    s.do("play On the Hunt")
    settle_open(s)
    assert not s.obj("Vanguard Sergeant").exhausted and not s.obj("Daring Poro").exhausted
    assert s.obj("Pouty Poro").exhausted


# ---------------------------------------------------------------- Riposte

def test_riposte_counters_a_spell_and_pumps_by_its_energy_cost(scenario):
    """Riposte: counter a spell (425) and give a friendly unit +Might equal to that spell's
    Energy cost this turn: Void Seeker costs 3."""
    s = scenario(bare_spec({"hand": ["Riposte"],
                            "runes": ["Body Rune", "Body Rune", "Order Rune", "Order Rune"],
                            "field": [["Vanguard Sergeant"], []]},
                           {"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3,
                            "base": ["Stalwart Poro"]}, turn_player=1))
    g = s.game
    s.do("play Void Seeker")                 # the only unit at a battlefield is targeted
    assert s.game.priority == 0
    s.do("play Riposte")
    settle(s)
    vs = g.objs[bid(s, "Vanguard Sergeant")]
    assert vs.damage == 0 and layers.might(g, vs) == 4 + 3
    assert s.zone("Void Seeker") == "TRASH" and len(g.players[1].hand) == 0
