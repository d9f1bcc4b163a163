"""Unleashed (UNL) legends: scenario tests on both engines (the `scenario` fixture runs each on
the reference engine and the compiled core), a section per card in collector-number order. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind

from card_helpers import (
    act_or_skip, go, gold_ids, hand, hand_in_order, QUIET_FILL, quiet_spec, run, runes,
    settle_open,
)


# ---------------------------------------------------------------- Pridestalker

def test_pridestalker_gives_a_unit_plus_one_when_you_play_a_unit(scenario):
    s = scenario(quiet_spec({"legend": "Pridestalker", "hand": ["Pit Rookie"],
                             "runes": runes("body", 2)}, {"base": ["Sharkling"]}))
    run(s, "play Pit Rookie", f"target Sharkling #{s.id('Sharkling')}")
    assert s.might("Sharkling") == 2                  # 1 + 1 this turn (an enemy unit too)
    assert s.might("Pit Rookie") == 2


# ---------------------------------------------------------------- Bloodharbor Ripper

def test_bloodharbor_ripper_returns_a_unit_at_a_battlefield_and_plays_exhausted_gold(scenario):
    s = scenario(quiet_spec({"legend": "Bloodharbor Ripper", "pool": {"energy": 1},
                             "base": ["Vanguard Sergeant"], "field": [["Playful Phantom"], []]}))
    assert not s.can("target Vanguard Sergeant")             # in base: not at a battlefield
    s.do("activate ability 0 of Bloodharbor Ripper")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "HAND"
    gold = gold_ids(s)
    assert len(gold) == 1 and s.obj(gold[0]).exhausted
    assert s.obj("Bloodharbor Ripper").exhausted
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Piltover Enforcer

def test_piltover_enforcer_readies_a_unit_after_a_3_excess_conquer(scenario):
    """Unleashed FAQ: "[When you conquer], [if you assigned 3 or more excess damage], [you
    may] [exhaust me to] ready a unit" — may, then the target, then the cost."""
    s = scenario(quiet_spec({"legend": "Piltover Enforcer", "base": ["Yeti Brawler"]},
                            {"field": [["Sharkling"], []]}))
    s.do("move Yeti Brawler", "to Grove of the God-Willow")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    act_or_skip(s, f"target Yeti Brawler #{s.id('Yeti Brawler')}")
    settle_open(s)
    assert not s.obj("Yeti Brawler").exhausted
    assert s.obj("Piltover Enforcer").exhausted


def test_piltover_enforcer_needs_3_excess(scenario):
    s = scenario(quiet_spec({"legend": "Piltover Enforcer", "base": ["Yeti Brawler"]},
                            {"field": [["Herald of Spring"], []]}))
    s.do("move Yeti Brawler", "to Grove of the God-Willow")
    settle_open(s)
    assert s.kind == DecisionKind.PRIORITY and s.obj("Yeti Brawler").exhausted
    assert s.game.bfs[0].controller == 0


def test_piltover_enforcer_exhausted_cannot_pay(scenario):
    s = scenario(quiet_spec({"legend": {"card": "Piltover Enforcer", "exhausted": True},
                             "base": ["Yeti Brawler"]}, {"field": [["Sharkling"], []]}))
    s.do("move Yeti Brawler", "to Grove of the God-Willow")
    settle_open(s)
    assert s.obj("Yeti Brawler").exhausted


# ---------------------------------------------------------------- Wuju Master

@pytest.mark.parametrize("xp,might", [(5, 4), (6, 5)])
def test_wuju_master_level_six_gives_your_units_might(scenario, xp, might):
    s = scenario(quiet_spec({"legend": "Wuju Master", "base": ["Vanguard Sergeant"], "xp": xp},
                            {"base": ["Daring Poro"], "xp": 6}))
    assert s.might("Vanguard Sergeant") == might
    assert s.might("Daring Poro") == 2                     # not the opponent's units


@pytest.mark.parametrize("xp,ready", [(10, False), (11, True)])
def test_wuju_master_level_eleven_units_enter_ready(scenario, xp, ready):
    s = scenario(quiet_spec({"legend": "Wuju Master", "hand": ["Vanguard Sergeant"],
                             "runes": runes("order", 4), "xp": xp}))
    s.do("play Vanguard Sergeant")
    go(s, "base")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.obj("Vanguard Sergeant").exhausted != ready


# ---------------------------------------------------------------- Gloomist

def test_gloomist_may_exhaust_to_draw_when_you_hold(scenario):
    s = scenario(quiet_spec({"legend": "Gloomist", "field": [["Sharkling"], []],
                             "deck": ["Inferna", "Mega-Mech", "Mega-Mech"]}, phase="awaken"))
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle_open(s)
    assert s.obj("Gloomist").exhausted
    assert "Inferna" in hand_in_order(s)


# ---------------------------------------------------------------- Keeper of the Hammer

def test_keeper_of_the_hammer_gains_xp_when_you_hold(scenario):
    s = scenario(quiet_spec({"legend": "Keeper of the Hammer",
                             "field": [["Vanguard Sergeant"], []]},
                            bfs=[{"card": "Altar to Unity", "controller": 0}, "Zaun Warrens"],
                            phase="awaken"))
    settle_open(s)
    assert s.game.players[0].xp == 1


def test_keeper_of_the_hammer_spends_three_xp_to_draw(scenario):
    s = scenario(quiet_spec({"legend": "Keeper of the Hammer", "xp": 3,
                             "deck": ["Pouty Poro"] + QUIET_FILL}))
    s.do("activate ability 1 of Keeper of the Hammer")
    settle_open(s)
    assert hand(s, 0) == ["Pouty Poro"]
    assert s.game.players[0].xp == 0
    assert s.obj("Keeper of the Hammer").exhausted


def test_keeper_of_the_hammer_needs_three_xp(scenario):
    s = scenario(quiet_spec({"legend": "Keeper of the Hammer", "xp": 2}))
    assert not s.can("activate ability 1 of Keeper of the Hammer")
