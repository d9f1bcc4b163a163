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


# ---------------------------------------------------------------- Brutalizer

def test_brutalizer_gives_two_more_might_the_turn_it_was_attached(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant", "Brutalizer"], "runes": runes("calm", 1)}))
    s.do(f"activate ability 0 of Brutalizer #{s.id('Brutalizer')}")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Brutalizer").attached_to == s.id("Vanguard Sergeant")
    assert s.might("Vanguard Sergeant") == 4 + 1 + 2       # Might Bonus 1, Effect Text +2
    _end_turn(s)
    assert s.game.turn_player == 1
    assert s.might("Vanguard Sergeant") == 4 + 1           # "this turn" is over


def test_brutalizer_attached_earlier_gives_only_its_bonus(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Brutalizer"]}]}))
    assert s.might("Vanguard Sergeant") == 4 + 1


# ---------------------------------------------------------------- Counter Strike

def test_counter_strike_prevents_only_the_next_damage_and_draws(scenario):
    """437.1.b.2 / 437.4: the first Hextech Ray's 3 damage is prevented (not dealt); the
    second one is dealt in full."""
    s = scenario(spec({"hand": ["Counter Strike", "Hextech Ray", "Hextech Ray"],
                       "runes": runes("calm", 3) + runes("fury", 4),
                       "deck": ["Pouty Poro"] + FILL},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Counter Strike")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert "Pouty Poro" in hand(s)
    ph = s.id("Playful Phantom")
    for k in range(2):
        ray = next(c for c in s.game.players[0].hand if c in s.ids("Hextech Ray"))
        s.do(f"play Hextech Ray #{ray}")
        go(s, "target Playful Phantom")
        settle_open(s)
        assert s.obj("Playful Phantom").damage == 3 * k
    assert [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == ph] == [3]


def test_counter_strike_saves_a_unit_in_combat(scenario):
    """437.5.b: no damage is lethal to it; the 8 combat damage is prevented."""
    s = scenario(spec({"hand": ["Counter Strike"], "runes": runes("calm", 3),
                       "base": ["Vanguard Sergeant"]}, {"field": [["Mega-Mech"], []]}))
    s.do("play Counter Strike")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    _attack(s, "Vanguard Sergeant #%d" % s.id("Vanguard Sergeant"))
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.obj("Vanguard Sergeant").damage == 0


# ---------------------------------------------------------------- Grandmaster at Arms

def _gaa(scenario, base):
    return scenario(spec({"legend": "Grandmaster at Arms", "base": base,
                          "runes": runes("calm", 1)}))


def test_grandmaster_at_arms_attaches_a_detached_equipment(scenario):
    s = _gaa(scenario, ["Vanguard Sergeant", "Doran's Blade"])
    gaa = s.id("Grandmaster at Arms")
    assert not s.can(f"activate ability 1 of Grandmaster at Arms #{gaa}")   # none attached
    s.do(f"activate ability 0 of Grandmaster at Arms #{gaa}")
    go(s, "target Doran's Blade", "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == s.id("Vanguard Sergeant")
    assert s.might("Vanguard Sergeant") == 6
    assert s.obj("Grandmaster at Arms").exhausted
    assert s.game.players[0].energy + sum(
        1 for r in s.game.players[0].runes if not s.game.objs[r].exhausted) == 0


def test_grandmaster_at_arms_moves_an_attached_equipment(scenario):
    s = _gaa(scenario, [{"card": "Vanguard Sergeant", "attached": ["Doran's Blade"]},
                        "Daring Poro"])
    gaa = s.id("Grandmaster at Arms")
    assert not s.can(f"activate ability 0 of Grandmaster at Arms #{gaa}")   # none detached
    s.do(f"activate ability 1 of Grandmaster at Arms #{gaa}")
    go(s, "target Doran's Blade", "target Daring Poro")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == s.id("Daring Poro")
    assert s.might("Daring Poro") == 4 and s.might("Vanguard Sergeant") == 4
    assert sum(1 for r in s.game.players[0].runes if not s.game.objs[r].exhausted) == 1


# ---------------------------------------------------------------- Guardian Angel

def test_guardian_angel_dies_instead_and_the_unit_is_recalled(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Guardian Angel"]}]},
                      {"field": [["Mega-Mech"], []]}))
    assert s.might("Vanguard Sergeant") == 5
    _attack(s, "Vanguard Sergeant")                        # 5 against 8: it would die
    assert s.zone("Guardian Angel") == "TRASH"
    sgt = s.obj("Vanguard Sergeant")
    assert s.zone("Vanguard Sergeant") == "BOARD" and sgt.loc == LOC_BASE
    assert sgt.damage == 0 and sgt.exhausted


def test_guardian_angel_unattached_saves_nobody(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant", "Guardian Angel"]},
                      {"field": [["Mega-Mech"], []]}))
    _attack(s, "Vanguard Sergeant")
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert s.zone("Guardian Angel") == "BOARD"


# ---------------------------------------------------------------- Jax, Unmatched

def _in_showdown(scenario, jax):
    s = scenario(spec({"hand": ["Doran's Blade", "Stupefy"],             # (Stupefy: P0 has
                       "runes": runes("body", 2) + runes("mind", 1),    # a showdown action)
                       "base": ["Vanguard Sergeant"] + (["Jax, Unmatched"] if jax else [])},
                      {"field": [["Playful Phantom"], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    for _ in range(10):                                   # the combat's showdown: P0 focus
        if s.game.showdown is not None and s.decision.player == 0:
            break
        s.do("pass")
    assert s.game.showdown is not None and s.game.showdown.combat
    return s


@pytest.mark.parametrize("jax", [True, False])
def test_jax_unmatched_gives_equipment_in_hand_quick_draw(scenario, jax):
    """819.1.b: Quick-Draw gives [Reaction]: an Equipment can be played in a showdown."""
    s = _in_showdown(scenario, jax)
    assert s.can("play Doran's Blade") == jax


@pytest.mark.parametrize("jax", [True, False])
def test_jax_unmatched_equipment_attaches_as_played(scenario, jax):
    """819.1.d: when played, it attaches to a unit you control."""
    s = scenario(spec({"hand": ["Doran's Blade"], "runes": runes("body", 2),
                       "base": ["Vanguard Sergeant"] + (["Jax, Unmatched"] if jax else [])}))
    s.do("play Doran's Blade")
    go(s, "base", "choose Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Doran's Blade") == "BOARD"
    assert (s.obj("Doran's Blade").attached_to == s.id("Vanguard Sergeant")) == jax


def test_jax_unmatched_not_for_the_opponents_equipment(scenario):
    s = scenario(spec({"hand": ["Doran's Blade"], "runes": runes("body", 2),
                       "base": ["Vanguard Sergeant"]}, {"base": ["Jax, Unmatched"]}))
    s.do("play Doran's Blade")
    go(s, "base")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == -1


# ---------------------------------------------------------------- Ruin Runner

def test_ruin_runner_cannot_be_chosen_by_enemy_spells(scenario):
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2)},
                      {"base": ["Ruin Runner", "Daring Poro"]}))
    s.do("play Frigid Touch")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Ruin Runner") and s.can("target Daring Poro")


def test_ruin_runner_can_be_chosen_by_its_controller(scenario):
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2),
                       "base": ["Ruin Runner"]}))
    s.do("play Frigid Touch")
    assert s.can("target Ruin Runner")


# ---------------------------------------------------------------- Trinity Force

@pytest.mark.parametrize("force", [True, False])
def test_trinity_force_scores_a_point_when_the_unit_holds(scenario, force):
    sgt = {"card": "Vanguard Sergeant", "attached": ["Trinity Force"] if force else []}
    s = scenario(spec({"field": [[sgt], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           "Altar to Unity"], phase="awaken"))
    settle_open(s)
    assert s.game.players[0].points == (2 if force else 1)


def _end_turn(s):
    s.do("end turn")
    for _ in range(30):
        if s.game.turn_player == 1 and not s.game.chain and s.game.decision.player == 1:
            return s
        if s.can("pass"):
            s.do("pass")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        else:
            break
    return s
