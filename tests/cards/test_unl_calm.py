"""Unleashed (UNL) Calm cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind

from card_helpers import (
    act_or_skip, board_obj, go, hand_in_order, might, play, QUIET_BFS, QUIET_FILL, quiet_spec,
    runes, settle_open, ven_spec, xp,
)


def _facedown_name(s, player):
    obs = s.game.observation(player)
    return [v["name"] for v in obs["board"] if v["zone"] == "FACEDOWN"]


# ---------------------------------------------------------------- Combat Experience

def test_combat_experience_plus_1_or_plus_3_at_level_6(scenario):
    """824: [Level 6] — while you have 6+ XP the spell gives +3 instead of +1."""
    for points, gain in ((5, 1), (6, 3)):
        s = scenario(quiet_spec({"hand": ["Combat Experience"], "runes": runes("calm", 1),
                                 "base": ["Sharkling"], "xp": points}))
        play(s, "Combat Experience", "target Sharkling")
        settle_open(s)
        assert s.might("Sharkling") == 1 + gain


# ---------------------------------------------------------------- Herald of Spring

def test_herald_of_spring_gains_2_xp_and_hunts(scenario):
    """When played: gain 2 XP (730.1). Hunt (823): when it conquers, gain 1 XP."""
    s = scenario(quiet_spec({"hand": ["Herald of Spring"], "runes": runes("calm", 5)}))
    play(s, "Herald of Spring", "base")
    settle_open(s)
    assert xp(s) == 2
    s2 = scenario(quiet_spec({"base": ["Herald of Spring"]}))
    s2.do("move Herald of Spring", "to Grove of the God-Willow")
    settle_open(s2)
    assert s2.game.bfs[0].controller == 0 and xp(s2) == 1


# ---------------------------------------------------------------- Monch

def test_monch_cheaper_and_ready_while_an_opponent_has_a_stunned_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Monch"], "runes": runes("calm", 4)},
                            {"base": ["Sharkling"]}))
    assert not s.can("play Monch")                       # 6 Energy, only 4 runes
    s2 = scenario(quiet_spec({"hand": ["Monch"], "runes": runes("calm", 4)},
                             {"base": [{"card": "Sharkling", "stunned": True}]}))
    play(s2, "Monch", "base")
    settle_open(s2)
    assert s2.zone("Monch") == "BOARD" and not s2.obj("Monch").exhausted


# ---------------------------------------------------------------- Mutated Mouser

def test_mutated_mouser_tank_takes_damage_first_with_shield_2(scenario):
    """815 Tank: assigned lethal first; Shield 2 (814): 1 + 2 = 3 Might while defending."""
    s = scenario(quiet_spec({"base": ["Yeti Brawler"]},
                            {"field": [["Mutated Mouser", "Vi, Hotheaded"], []],
                             "hand": ["Combat Experience"], "runes": runes("calm", 1)}))
    s.do("move Yeti Brawler", "to Grove of the God-Willow")
    assert s.might("Mutated Mouser") == 3
    settle_open(s)
    assert s.zone("Mutated Mouser") == "TRASH"           # 3 lethal first (Tank) ...
    assert s.zone("Vi, Hotheaded") == "TRASH"            # ... then 3 more to Vi


# ---------------------------------------------------------------- Skyward Strike

def test_skyward_strike_moves_an_enemy_and_stuns_at_level_6(scenario):
    s = scenario(quiet_spec({"hand": ["Skyward Strike"], "runes": runes("calm", 3)},
                            {"field": [["Sharkling"], []], "base": ["Inferna"]}))
    play(s, "Skyward Strike", "target Sharkling")
    act_or_skip(s, "base")
    settle_open(s)
    assert s.obj("Sharkling").loc == 0
    assert not s.obj("Sharkling").stunned and not s.obj("Inferna").stunned
    s2 = scenario(quiet_spec({"hand": ["Skyward Strike"], "runes": runes("calm", 3), "xp": 6},
                             {"field": [["Sharkling"], []], "base": ["Inferna"]}))
    play(s2, "Skyward Strike", "target Sharkling", "target Inferna", "base")
    settle_open(s2)
    assert s2.obj("Sharkling").loc == 0 and s2.obj("Inferna").stunned


# ---------------------------------------------------------------- Wuju Apprentice

def test_wuju_apprentice_draws_only_at_level_6(scenario):
    for points, drawn in ((5, 0), (6, 1)):
        s = scenario(quiet_spec({"hand": ["Wuju Apprentice"], "runes": runes("calm", 2),
                                 "xp": points}))
        play(s, "Wuju Apprentice", "base")
        settle_open(s)
        assert len(s.game.players[0].hand) == drawn


# ---------------------------------------------------------------- Allay, Eager Admirer

def test_allay_gives_deflect_to_friendly_units_at_its_battlefield(scenario):
    from riftsim.reference import layers
    s = scenario(quiet_spec({"field": [["Allay, Eager Admirer", "Sharkling"], []],
                             "base": ["Inferna"]}))
    assert "Deflect" in layers.keywords(s.game, s.obj("Sharkling"))
    assert "Deflect" not in layers.keywords(s.game, s.obj("Inferna"))
    s.do("move Allay, Eager Admirer")
    s.do("base")
    settle_open(s)
    assert "Deflect" not in layers.keywords(s.game, s.obj("Sharkling"))


# ---------------------------------------------------------------- Back Off

def test_back_off_stuns_and_draws_only_from_hand(scenario):
    s = scenario(quiet_spec({"hand": ["Back Off"], "runes": runes("calm", 3)},
                            {"base": ["Sharkling"]}))
    play(s, "Back Off", "target Sharkling")
    settle_open(s)
    assert s.obj("Sharkling").stunned and hand_in_order(s) == ["Mega-Mech"]
    s2 = scenario(quiet_spec({"field": [["Inferna"], []]}, {"field": [["Sharkling"], []]},
                             bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                                   "hidden": {"card": "Back Off", "controller": 0}}, QUIET_BFS[1]]))
    play(s2, "Back Off", "target Sharkling")
    settle_open(s2)
    assert s2.obj("Sharkling").stunned and hand_in_order(s2) == []


# ---------------------------------------------------------------- Enthusiastic Promoter

def test_enthusiastic_promoter_buffs_all_units_here_on_hold(scenario):
    """When I hold: buff every unit here (426: +1 Might buff if it has none)."""
    s = scenario(quiet_spec({"field": [["Enthusiastic Promoter", "Sharkling",
                                        {"card": "Inferna", "buff": 1}], []],
                             "base": ["Vi, Hotheaded"]}, phase="awaken"))
    settle_open(s)
    assert [s.obj(n).buff for n in ("Enthusiastic Promoter", "Sharkling", "Inferna")] == [1, 1, 1]
    assert s.obj("Vi, Hotheaded").buff == 0


# ---------------------------------------------------------------- Mosstomper

@pytest.mark.parametrize("xp, bonus", [(2, 0), (3, 1)])
def test_mosstomper_level_3_might_and_deflect(scenario, xp, bonus):
    """824.1.c: [Level 3] is active with 3+ XP: +1 Might and Deflect."""
    from riftsim.reference import layers
    s = scenario(quiet_spec({"base": ["Mosstomper"], "xp": xp}))
    o = s.obj("Mosstomper")
    assert might(s, o) == 3 + bonus
    assert layers.keywords(s.game, o).get("Deflect", 0) == bonus


def test_mosstomper_hunt_2_on_conquer(scenario):
    s = scenario(quiet_spec({"base": ["Mosstomper"]}))
    s.do("move Mosstomper", "to Grove of the God-Willow")
    settle_open(s)
    assert xp(s) == 2


# ---------------------------------------------------------------- Trevor Snoozebottom

def test_trevor_snoozebottom_hold_plays_a_ready_temporary_sprite_here(scenario):
    from riftsim.reference import layers
    s = scenario(quiet_spec({"field": [["Trevor Snoozebottom"], []]}, phase="awaken"))
    settle_open(s)
    sprite = board_obj(s, "Sprite")
    assert sprite.loc == 1 and not sprite.exhausted and might(s, sprite) == 3
    assert "Temporary" in layers.keywords(s.game, sprite)


# ---------------------------------------------------------------- Iascylla

def test_iascylla_moves_an_enemy_unit_here_at_the_start_of_the_main_phase(scenario):
    """A delayed triggered ability (390.2) created by the hold; "this battlefield" is where
    Iascylla held (359.3.f.3)."""
    s = scenario(quiet_spec({"field": [["Iascylla"], []]}, {"base": ["Sharkling"]}, phase="awaken"))
    settle_open(s)
    assert s.game.phase.name == "MAIN" or s.kind == DecisionKind.TARGET
    act_or_skip(s, "target Sharkling")
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle_open(s)
    # moved to Iascylla's battlefield, it contests it (187.3.a.1) and loses the combat there
    assert any(e.kind.name == "MOVE" and e.obj == s.id("Sharkling") and e.loc == 1
               for e in s.game.events)
    assert s.zone("Sharkling") == "TRASH" and s.game.bfs[0].controller == 0


def test_iascylla_delay_fires_once(scenario):
    s = scenario(quiet_spec({"field": [["Iascylla"], []]}, {"base": ["Sharkling"]}, phase="awaken"))
    settle_open(s)
    act_or_skip(s, "target Sharkling")
    s.do("no")
    settle_open(s)
    assert s.obj("Sharkling").loc == 0
    assert not s.game.delayed


# ---------------------------------------------------------------- Nami, Headstrong

def test_nami_optional_calm_cost_stuns_an_enemy(scenario):
    """356.2.b: the optional additional cost; the play effect checks it was paid."""
    s = scenario(quiet_spec({"hand": ["Nami, Headstrong"], "runes": runes("calm", 4)},
                            {"base": ["Sharkling"]}))
    play(s, "Nami, Headstrong", "base", "yes", "target Sharkling")
    settle_open(s)
    assert s.obj("Sharkling").stunned
    assert len(s.game.players[0].runes) == 3                  # [calm] paid by recycling a rune
    s2 = scenario(quiet_spec({"hand": ["Nami, Headstrong"], "runes": runes("calm", 4)},
                             {"base": ["Sharkling"]}))
    play(s2, "Nami, Headstrong", "base", "no")
    settle_open(s2)
    assert not s2.obj("Sharkling").stunned


def test_nami_hold_readies_and_buffs_the_next_unit_played_this_turn(scenario):
    s = scenario(quiet_spec({"field": [["Nami, Headstrong"], []],
                             "hand": ["Sharkling", "Inferna"], "runes": runes("fury", 5)},
                            phase="awaken"))
    settle_open(s)
    play(s, "Sharkling", "base", "no")                        # no Accelerate
    settle_open(s)
    assert not s.obj("Sharkling").exhausted and s.obj("Sharkling").buff == 1
    play(s, "Inferna", "base")
    settle_open(s)
    assert s.obj("Inferna").exhausted and s.obj("Inferna").buff == 0   # only the next one


# ---------------------------------------------------------------- Scuttle Crab

def test_scuttle_crab_draws_when_played(scenario):
    s = scenario(quiet_spec({"hand": ["Scuttle Crab"], "runes": runes("calm", 2),
                             "deck": ["Pouty Poro"] + QUIET_FILL}))
    s.do("play Scuttle Crab")
    go(s, "base")
    settle_open(s)
    assert s.zone("Scuttle Crab") == "BOARD"
    assert s.zone("Pouty Poro") == "HAND"
    assert len(s.game.players[0].hand) == 1


def test_scuttle_crab_with_zero_might_conquers(scenario):
    s = scenario(quiet_spec({"base": ["Scuttle Crab"]}))
    s.do("move Scuttle Crab")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.might("Scuttle Crab") == 0
    assert s.zone("Scuttle Crab") == "BOARD" and s.obj("Scuttle Crab").loc == 2
    assert s.game.bfs[1].controller == 0


def test_scuttle_crab_deathknell_reveals_hand_shows_facedown_and_gains_xp(scenario):
    s = scenario(quiet_spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2),
                             "field": [[], ["Scuttle Crab"]]},
                            {"hand": ["Frigid Touch", "Pouty Poro"],
                             "field": [["Vanguard Sergeant"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 1,
                                  "hidden": {"card": "Back Off", "controller": 1}},
                                 {"card": "Altar to Unity", "controller": 0}]))
    assert _facedown_name(s, 0) == [None]
    hand1 = list(s.game.players[1].hand)
    s.do("play Hextech Ray")
    go(s, "target Scuttle Crab")
    settle_open(s)
    assert s.zone("Scuttle Crab") == "TRASH"
    reveals = [(e.player, e.obj) for e in s.game.events if e.kind.name == "REVEAL"]
    assert reveals == [(1, c) for c in hand1] and len(reveals) == 2
    assert s.game.players[0].xp == 1
    assert _facedown_name(s, 0) == ["Back Off"]
    assert _facedown_name(s, 1) == ["Back Off"]


# ---------------------------------------------------------------- Vex, Mocking

def test_vex_mocking_moves_to_the_battlefield_of_a_stunned_enemy(scenario):
    s = scenario(quiet_spec({"base": ["Vex, Mocking"], "hand": ["Back Off"],
                             "runes": runes("calm", 3)},
                            {"field": [["Sharkling"], []]}))
    play(s, "Back Off", "target Sharkling")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle_open(s)
    assert s.obj("Vex, Mocking").loc == 1                  # moved there, attacked, conquered
    assert s.zone("Sharkling") == "TRASH" and s.game.bfs[0].controller == 0


def test_vex_mocking_not_for_a_unit_in_base(scenario):
    s = scenario(quiet_spec({"base": ["Vex, Mocking"], "hand": ["Back Off"],
                             "runes": runes("calm", 3)},
                            {"base": ["Sharkling"]}))
    play(s, "Back Off", "target Sharkling")
    settle_open(s)
    assert s.obj("Sharkling").stunned and s.obj("Vex, Mocking").loc == 0
    assert s.kind == DecisionKind.PRIORITY


# ---------------------------------------------------------------- Master Yi, Unstoppable

@pytest.mark.parametrize("xp,n_runes,playable", [
    (11, 6, True), (10, 6, False), (6, 8, True), (6, 7, False), (3, 10, True), (3, 9, False),
    (2, 11, False)])
def test_master_yi_unstoppable_costs_less_by_level(scenario, xp, n_runes, playable):
    """[Level 3] [2][calm] less, [Level 6] [4][calm][calm] instead, [Level 11] [6] and three
    [calm] instead (of [12] and three [calm]). A rune exhausted for Energy may also be recycled
    for Power, so n runes pay [n] and up to n Power symbols."""
    s = scenario(quiet_spec({"hand": ["Master Yi, Unstoppable"], "runes": runes("calm", n_runes),
                             "xp": xp}))
    assert s.can("play Master Yi, Unstoppable") == playable


@pytest.mark.parametrize("xp,choosable", [(16, False), (15, True)])
def test_master_yi_unstoppable_level_sixteen_cannot_be_chosen(scenario, xp, choosable):
    s = scenario(quiet_spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2)},
                            {"base": ["Master Yi, Unstoppable"], "xp": xp}))
    s.do("play Frigid Touch")
    assert s.kind == DecisionKind.TARGET
    assert s.can("target Master Yi, Unstoppable") == choosable


# ---------------------------------------------------------------- Shadow

def test_shadow_enters_ready_at_a_battlefield_and_stuns_an_attacker_here(scenario):
    s = scenario(quiet_spec({"hand": ["Shadow"], "runes": runes("calm", 3),
                             "field": [["Sharkling"], []]}))
    play(s, "Shadow", "to Grove of the God-Willow")
    settle_open(s)
    assert not s.obj("Shadow").exhausted
    s2 = scenario(quiet_spec({"hand": ["Shadow"], "runes": runes("calm", 3)}))
    play(s2, "Shadow", "base")
    settle_open(s2)
    assert s2.obj("Shadow").exhausted
    s3 = scenario(quiet_spec({"field": [["Shadow"], []], "runes": runes("calm", 2)},
                             {"base": ["Sharkling"]}, turn_player=1))
    s3.do("move Sharkling", "to Grove of the God-Willow")
    s3.do(f"activate ability 1 of Shadow #{s3.id('Shadow')}")
    settle_open(s3)
    assert s3.obj("Shadow").exhausted
    assert any(e.kind.name == "STUN" and e.obj == s3.id("Sharkling") for e in s3.game.events)
    assert s3.zone("Shadow") == "BOARD"                     # the stunned attacker dealt 0


def test_shadow_clone_attack_banishes_unit_from_trash_for_assault_4(scenario):
    s = scenario(ven_spec({"base": ["Shadow Clone"], "trash": ["Pouty Poro"],
                           "legend": "Master of Shadows"},
                          {"field": [["Vanguard Sergeant"], []]}))
    go(s, "move Shadow Clone", "to Kinkou Temple")
    go(s, "yes")                                     # "you may"; the only unit card: auto
    assert s.kind == DecisionKind.PRIORITY and s.game.showdown is not None   # trigger resolved
    assert s.zone("Pouty Poro") == "BANISHMENT"
    assert s.might("Shadow Clone") == 4             # Assault 4 while attacking
    settle_open(s)
    assert s.obj("Master of Shadows").empowered    # banished a card it owns
