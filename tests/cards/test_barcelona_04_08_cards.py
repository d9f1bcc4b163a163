"""Cards of the barcelona-04 and barcelona-08 tournament lists: scenario tests on both
engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.reference.state import LOC_BASE
from card_helpers import go, hand, runes, settle_open, spec_factory

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _attack(s, unit, bf="Grove of the God-Willow"):
    s.do(f"move {unit}")
    go(s, f"to {bf}")
    settle_open(s)


# ---------------------------------------------------------------- Concentrate

@pytest.mark.parametrize("xp,n_runes,playable", [
    (0, 5, True), (0, 4, False), (6, 3, True), (5, 3, False), (10, 2, False), (11, 1, True)])
def test_concentrate_costs_less_by_level(scenario, xp, n_runes, playable):
    """824.1.b.1: [Level 6] [2] less while you have 6+ XP; [Level 11] [4] less instead."""
    s = scenario(spec({"hand": ["Concentrate"], "runes": runes("body", n_runes), "xp": xp}))
    assert s.can("play Concentrate") == playable


def test_concentrate_draws_two(scenario):
    s = scenario(spec({"hand": ["Concentrate"], "runes": runes("body", 3), "xp": 6,
                       "deck": ["Pouty Poro", "Stalwart Poro"] + FILL}))
    s.do("play Concentrate")
    settle_open(s)
    assert hand(s) == ["Pouty Poro", "Stalwart Poro"]


# ---------------------------------------------------------------- Emperor's Divide

def test_emperors_divide_moves_friendly_units_at_one_battlefield_to_base(scenario):
    s = scenario(spec({"hand": ["Emperor's Divide"], "runes": runes("calm", 2),
                       "field": [["Vanguard Sergeant", "Daring Poro"], ["Shipyard Skulker"]]},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Emperor's Divide")
    assert not s.can("target Playful Phantom")            # friendly units only
    s.do("target Vanguard Sergeant")
    assert not s.can("target Shipyard Skulker")           # another battlefield
    s.do("target Daring Poro")
    if s.kind == DecisionKind.TARGET:
        s.do("done")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == LOC_BASE and s.obj("Daring Poro").loc == LOC_BASE
    assert s.obj("Shipyard Skulker").loc == 2 and s.obj("Playful Phantom").loc == 1


# ---------------------------------------------------------------- Gemhand Hunter

@pytest.mark.parametrize("xp,might", [(5, 2), (6, 3)])
def test_gemhand_hunter_level_six_might(scenario, xp, might):
    s = scenario(spec({"base": ["Gemhand Hunter"], "xp": xp}))
    assert s.might("Gemhand Hunter") == might


def test_gemhand_hunter_hunts_one_xp(scenario):
    s = scenario(spec({"base": ["Gemhand Hunter"]}))
    _attack(s, "Gemhand Hunter", "Altar to Unity")
    assert s.game.bfs[1].controller == 0
    assert s.game.players[0].xp == 1                       # 823: Hunt, conquer


# ---------------------------------------------------------------- Grim Resolve

def _grim(scenario, p1_field):
    s = scenario(spec({"hand": ["Grim Resolve"], "runes": runes("body", 2),
                       "base": ["Vanguard Sergeant"]}, {"field": [p1_field, []]}))
    s.do("play Grim Resolve")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    return s


def test_grim_resolve_gives_three_might_and_two_xp_when_it_wins_a_combat(scenario):
    s = _grim(scenario, ["Playful Phantom"])
    assert s.might("Vanguard Sergeant") == 7
    _attack(s, "Vanguard Sergeant")                        # 7 beats the 5-Might defender
    assert s.zone("Playful Phantom") == "TRASH" and s.zone("Vanguard Sergeant") == "BOARD"
    assert s.game.players[0].xp == 2


def test_grim_resolve_no_xp_without_a_combat(scenario):
    s = _grim(scenario, [])
    _attack(s, "Vanguard Sergeant", "Altar to Unity")      # conquers an empty battlefield
    assert s.game.bfs[1].controller == 0
    assert s.game.players[0].xp == 0


def test_grim_resolve_no_xp_when_another_unit_wins(scenario):
    s = _grim(scenario, ["Playful Phantom"])
    _attack(s, "Mega-Mech")                                # the anchor wins, not the unit
    assert s.zone("Playful Phantom") == "TRASH"
    assert s.game.players[0].xp == 0


def test_grim_resolve_no_xp_when_it_loses(scenario):
    s = _grim(scenario, ["Mega-Mech"])
    _attack(s, "Vanguard Sergeant #%d" % s.id("Vanguard Sergeant"))   # 7 against 8: it dies
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert s.game.players[0].xp == 0


# ---------------------------------------------------------------- Master Yi, Unstoppable

@pytest.mark.parametrize("xp,n_runes,playable", [
    (11, 6, True), (10, 6, False), (6, 8, True), (6, 7, False), (3, 10, True), (3, 9, False),
    (2, 11, False)])
def test_master_yi_unstoppable_costs_less_by_level(scenario, xp, n_runes, playable):
    """[Level 3] [2][calm] less, [Level 6] [4][calm][calm] instead, [Level 11] [6] and three
    [calm] instead (of [12] and three [calm]). A rune exhausted for Energy may also be recycled
    for Power, so n runes pay [n] and up to n Power symbols."""
    s = scenario(spec({"hand": ["Master Yi, Unstoppable"], "runes": runes("calm", n_runes),
                       "xp": xp}))
    assert s.can("play Master Yi, Unstoppable") == playable


@pytest.mark.parametrize("xp,choosable", [(16, False), (15, True)])
def test_master_yi_unstoppable_level_sixteen_cannot_be_chosen(scenario, xp, choosable):
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2)},
                      {"base": ["Master Yi, Unstoppable"], "xp": xp}))
    s.do("play Frigid Touch")
    assert s.kind == DecisionKind.TARGET
    assert s.can("target Master Yi, Unstoppable") == choosable


# ---------------------------------------------------------------- Voracious Gromp

def test_voracious_gromp_hunts_three_xp(scenario):
    s = scenario(spec({"base": ["Voracious Gromp"]}))
    _attack(s, "Voracious Gromp", "Altar to Unity")
    assert s.game.bfs[1].controller == 0
    assert s.game.players[0].xp == 3


# ---------------------------------------------------------------- Wuju Master

@pytest.mark.parametrize("xp,might", [(5, 4), (6, 5)])
def test_wuju_master_level_six_gives_your_units_might(scenario, xp, might):
    s = scenario(spec({"legend": "Wuju Master", "base": ["Vanguard Sergeant"], "xp": xp},
                      {"base": ["Daring Poro"], "xp": 6}))
    assert s.might("Vanguard Sergeant") == might
    assert s.might("Daring Poro") == 2                     # not the opponent's units


@pytest.mark.parametrize("xp,ready", [(10, False), (11, True)])
def test_wuju_master_level_eleven_units_enter_ready(scenario, xp, ready):
    s = scenario(spec({"legend": "Wuju Master", "hand": ["Vanguard Sergeant"],
                       "runes": runes("order", 4), "xp": xp}))
    s.do("play Vanguard Sergeant")
    go(s, "base")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.obj("Vanguard Sergeant").exhausted != ready

