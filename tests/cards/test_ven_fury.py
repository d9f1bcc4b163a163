"""Vendetta (VEN) Fury cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind

from card_helpers import (
    combat_spec, empowered, energy_left, go, quiet_spec, runes, settle_open, until, ven_spec,
)


# ---------------------------------------------------------------- Blade Twirler

def test_blade_twirler_first_move_each_turn_burns_chosen_player(scenario):
    """First move: choose a player, they Burn 1 (top card to trash). A second move the same
    turn does not trigger (once each turn)."""
    s = scenario(ven_spec({"base": ["Blade Twirler"], "hand": ["Fight or Flight"],
                           "runes": runes("chaos", 2)},
                          {"deck": ["Mega-Mech", "Pouty Poro"]}))
    go(s, "move Blade Twirler", "to Kinkou Temple")
    until(s, DecisionKind.CHOOSE_PLAYER)
    assert sorted(s.options()) == ["player 0", "player 1"]
    go(s, "player 1")
    assert s.zone("Mega-Mech", 1) == "TRASH"
    assert len(s.game.players[1].deck) == 1
    settle_open(s)
    assert s.obj("Blade Twirler").loc == 1
    go(s, "play Fight or Flight", "target Blade Twirler")
    settle_open(s)
    assert s.obj("Blade Twirler").loc == 0          # moved again ...
    assert len(s.game.players[1].deck) == 1         # ... but no second burn this turn
    assert len(s.game.players[0].deck) == 4


# ---------------------------------------------------------------- Brittle Steel

def test_brittle_steel_kills_a_gear(scenario):
    s = scenario(quiet_spec({"hand": ["Brittle Steel"], "runes": runes("fury", 3)},
                            {"base": ["Seal of Rage"]}))
    s.do("play Brittle Steel")
    go(s, "target Seal of Rage")
    settle_open(s)
    assert s.zone("Seal of Rage") == "TRASH"
    assert s.zone("Brittle Steel") == "TRASH"


def test_brittle_steel_flows_from_the_trash_and_is_banished(scenario):
    """[Flow] 4+fury: played from the trash for its Flow cost, then banished."""
    s = scenario(quiet_spec({"trash": ["Brittle Steel"], "runes": runes("fury", 4)},
                            {"base": ["Seal of Rage"]}))
    s.do("play Brittle Steel")
    go(s, "target Seal of Rage")
    settle_open(s)
    assert s.zone("Seal of Rage") == "TRASH"
    assert s.zone("Brittle Steel") == "BANISHMENT"
    assert energy_left(s) == 0       # 4 Energy and a fury Power (an exhausted rune recycled)
    assert len(s.game.players[0].runes) == 3


# ---------------------------------------------------------------- Punching Poro

def test_punching_poro_empower_by_discarding(scenario):
    """Empower — Discard 1 (827.1.c.1: an activated ability, used only if not Empowered);
    Empowered: +1 Might."""
    s = scenario(ven_spec({"base": ["Punching Poro"], "hand": ["Pouty Poro"]}))
    assert s.might("Punching Poro") == 2
    go(s, "activate ability 0 of Punching Poro")
    assert s.zone("Pouty Poro") == "TRASH"              # the cost: discard 1
    settle_open(s)
    assert empowered(s, "Punching Poro")
    assert s.might("Punching Poro") == 3
    assert not s.can("activate ability 0 of Punching Poro")   # already Empowered


def test_punching_poro_cannot_empower_with_empty_hand(scenario):
    s = scenario(ven_spec({"base": ["Punching Poro"]}))
    assert not s.can("activate ability 0 of Punching Poro")


# ---------------------------------------------------------------- Ruthless Strike

@pytest.mark.parametrize("pay, dmg", [(True, 5), (False, 3)])
def test_ruthless_strike_optional_discard(scenario, pay, dmg):
    """356.2.b: "you may discard 1" as an additional cost; 5 damage if paid, else 3."""
    s = scenario(ven_spec({"hand": ["Ruthless Strike", "Pouty Poro"], "runes": runes("fury", 3)},
                          {"field": [["Mega-Mech"], []]}))
    go(s, "play Ruthless Strike", "yes" if pay else "no", "target Mega-Mech")
    assert s.zone("Pouty Poro") == ("TRASH" if pay else "HAND")
    settle_open(s)
    assert s.obj("Mega-Mech").damage == dmg


# ---------------------------------------------------------------- Perfect Execution

def test_perfect_execution_readies_and_gives_assault_then_flows_from_trash(scenario):
    """Ready a unit, Assault 3 this turn; Flow: play it from the trash for its Flow cost
    (3 + fury), then it is banished instead of going to the trash."""
    s = scenario(ven_spec({"base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                           "trash": ["Perfect Execution"], "runes": runes("fury", 4)}))
    go(s, "play Perfect Execution", "target Vanguard Sergeant")
    assert s.game.players[0].runes == [] or len(s.game.players[0].runes) == 3   # 1 fury recycled
    settle_open(s)
    u = s.obj("Vanguard Sergeant")
    assert not u.exhausted
    from riftsim.reference import layers
    assert layers.keywords(s.game, u).get("Assault") == 3
    assert s.zone("Perfect Execution") == "BANISHMENT"


def test_perfect_execution_flow_needs_the_flow_cost(scenario):
    s = scenario(ven_spec({"base": ["Vanguard Sergeant"], "trash": ["Perfect Execution"],
                           "runes": runes("fury", 2)}))
    assert not s.can("play Perfect Execution")      # Flow cost 3 energy + 1 fury: 3 runes
    s2 = scenario(ven_spec({"base": ["Vanguard Sergeant"], "hand": ["Perfect Execution"],
                            "runes": runes("fury", 3)}))
    go(s2, "play Perfect Execution", "target Vanguard Sergeant")
    settle_open(s2)
    assert s2.zone("Perfect Execution") == "TRASH"  # played from hand: trash as usual


# ---------------------------------------------------------------- Shadow Assassin

@pytest.mark.parametrize("in_trash, ready", [(True, True), (False, False)])
def test_shadow_assassin_enters_ready_with_namesake_in_trash(scenario, in_trash, ready):
    s = scenario(ven_spec({"hand": ["Shadow Assassin"], "runes": runes("fury", 5),
                           "trash": ["Shadow Assassin"] if in_trash else ["Pouty Poro"]}))
    go(s, "play Shadow Assassin")
    assert s.obj("Shadow Assassin", 0, index=1 if in_trash else 0).exhausted is (not ready)


# ---------------------------------------------------------------- Shadow Fiend

def test_shadow_fiend_empowered_has_assault_3(scenario):
    s = scenario(ven_spec({"base": ["Shadow Fiend"], "runes": runes("fury", 3)}))
    go(s, "activate ability 0 of Shadow Fiend")
    settle_open(s)
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.obj("Shadow Fiend")).get("Assault") == 3
    assert len(s.game.players[0].runes) == 2        # paid 2 energy + 1 fury (recycled)


# ---------------------------------------------------------------- Morgana, Vindictive

def test_morgana_deals_damage_equal_to_marked_damage(scenario):
    s = scenario(ven_spec({"hand": ["Morgana, Vindictive"], "runes": runes("fury", 6)},
                          {"field": [[{"card": "Mega-Mech", "damage": 3}], []]}))
    go(s, "play Morgana, Vindictive", "target Mega-Mech")
    settle_open(s)
    assert s.obj("Mega-Mech").damage == 6


def test_morgana_ambush_as_reaction_to_a_battlefield_with_my_units(scenario):
    """822.1.b: Ambush — playable as a [Reaction] to a battlefield where you control units
    (and only there when only Ambush makes the timing legal)."""
    s = scenario(ven_spec({"hand": ["Morgana, Vindictive", "Discipline"],
                           "runes": runes("fury", 6) + runes("calm", 2),
                           "field": [["Vanguard Sergeant"], []]},
                          {"field": [["Mega-Mech"], []]}))
    go(s, "play Discipline", "target Vanguard Sergeant")   # a chain exists: closed state
    assert s.can("play Morgana, Vindictive")
    go(s, "play Morgana, Vindictive")
    assert s.options() == [] or s.kind != DecisionKind.PLAY_LOCATION   # one location: auto
    assert s.obj("Morgana, Vindictive").loc == 1


# ---------------------------------------------------------------- Twilight Reveler

def test_twilight_reveler_readies_another_friendly_unit_on_attack(scenario):
    s = scenario(combat_spec(["Twilight Reveler",
                              {"card": "Vanguard Sergeant", "exhausted": True}],
                             ["Pouty Poro"]))
    go(s, "move Twilight Reveler", "to Kinkou Temple")
    go(s, "target Vanguard Sergeant")                # the attack trigger's target
    settle_open(s)
    assert not s.obj("Vanguard Sergeant").exhausted


# ---------------------------------------------------------------- Zed, From the Shadows

@pytest.mark.parametrize("pay", [True, False])
def test_zed_from_the_shadows_clone_only_if_discarded(scenario, pay):
    s = scenario(ven_spec({"hand": ["Zed, From the Shadows", "Pouty Poro"],
                           "runes": runes("fury", 5)}))
    go(s, "play Zed, From the Shadows", "yes" if pay else "no")
    settle_open(s)
    clones = [o for o in s.game.objs if s.game.pool[o.card].name == "Shadow Clone"]
    assert len(clones) == (1 if pay else 0)
    if pay:
        assert s.zone("Pouty Poro") == "TRASH"
        assert clones[0].zone.name == "BOARD" and clones[0].loc == 0
        from riftsim.reference import layers
        assert layers.might(s.game, clones[0]) == 0


# ---------------------------------------------------------------- Death Mark

def test_death_mark_burns_three_and_makes_a_clone(scenario):
    s = scenario(ven_spec({"hand": ["Death Mark"], "runes": runes("fury", 2) + runes("chaos", 1),
                           "deck": ["Pouty Poro", "Mega-Mech", "Hextech Ray",
                                    "Vanguard Sergeant"]}))
    go(s, "play Death Mark")
    settle_open(s)
    assert [s.zone(n) for n in ("Pouty Poro", "Mega-Mech", "Hextech Ray")] == ["TRASH"] * 3
    assert s.obj("Shadow Clone").zone.name == "BOARD"
