"""Vendetta (VEN) Calm cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind

from card_helpers import combat_spec, empowered, go, quiet_spec, runes, settle_open, ven_spec


# ---------------------------------------------------------------- Field Musicians

def test_field_musicians_gives_plus_three(scenario):
    s = scenario(ven_spec({"hand": ["Field Musicians"], "runes": runes("calm", 4),
                           "base": ["Vanguard Sergeant"]}))
    go(s, "play Field Musicians", "target Vanguard Sergeant")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 7


# ---------------------------------------------------------------- Mournful Witness

def test_mournful_witness_empowered_after_its_combat(scenario):
    s = scenario(combat_spec(["Mournful Witness"], ["Recruit"]))
    go(s, "move Mournful Witness", "to Kinkou Temple")
    settle_open(s)
    assert s.zone("Recruit") == "REMOVED"            # the token died (183.1)
    assert empowered(s, "Mournful Witness")
    assert s.might("Mournful Witness") == 4


# ---------------------------------------------------------------- Serene Ascetic

def test_serene_ascetic_empowered_deflect_and_shield(scenario):
    s = scenario(ven_spec({"base": ["Serene Ascetic"], "runes": runes("calm", 3)}))
    go(s, "activate ability 0 of Serene Ascetic")
    settle_open(s)
    from riftsim.reference import layers
    kws = layers.keywords(s.game, s.obj("Serene Ascetic"))
    assert kws.get("Deflect") == 1 and kws.get("Shield") == 3


# ---------------------------------------------------------------- Twilight Shroud

@pytest.mark.parametrize("shrouded", [True, False])
def test_twilight_shroud_enemy_reaction_cannot_choose_it(scenario, shrouded):
    """On both engines: after Twilight Shroud resolves, the enemy's Reaction in response to
    P0's next spell (Shakedown: an enemy unit) can't choose the shrouded unit; without the
    Shroud it can."""
    s = scenario(ven_spec({"hand": ["Twilight Shroud", "Consult the Past"],
                           "runes": runes("calm", 1) + runes("mind", 4),
                           "base": ["Vanguard Sergeant"]},
                          {"hand": ["Shakedown"], "runes": runes("fury", 3)}))
    if shrouded:
        go(s, "play Twilight Shroud", "target Vanguard Sergeant")
        settle_open(s)
        assert s.might("Vanguard Sergeant") == 5
    s.do("play Consult the Past")
    for _ in range(5):
        if s.game.decision.player == 1:
            break
        s.do("pass")
    assert s.game.decision.player == 1 and s.kind == DecisionKind.PRIORITY
    s.do("play Shakedown")                  # (P0's base anchor may always be chosen)
    assert s.can("target Vanguard Sergeant") is not shrouded


def test_twilight_shroud_flow_for_two(scenario):
    s = scenario(ven_spec({"trash": ["Twilight Shroud"], "runes": runes("calm", 2),
                           "base": ["Vanguard Sergeant"]}))
    go(s, "play Twilight Shroud", "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Twilight Shroud") == "BANISHMENT"
    assert all(g.exhausted for g in (s.game.objs[r] for r in s.game.players[0].runes))


# ---------------------------------------------------------------- Pakaa Protector

@pytest.mark.parametrize("top, drawn", [("Pouty Poro", True), ("Hextech Ray", False)])
def test_pakaa_protector_reveal_on_move(scenario, top, drawn):
    s = scenario(ven_spec({"base": ["Pakaa Protector"], "deck": [top, "Vanguard Sergeant"]}))
    go(s, "move Pakaa Protector", "to Kinkou Temple")
    settle_open(s)
    assert s.zone(top) == ("HAND" if drawn else "TRASH")
    assert s.might("Pakaa Protector") == (4 if drawn else 6)


# ---------------------------------------------------------------- Resonating Strike

def test_resonating_strike_moves_to_controlled_battlefield_with_plus_two(scenario):
    s = scenario(ven_spec({"hand": ["Resonating Strike"], "runes": runes("calm", 3),
                           "base": ["Vanguard Sergeant"], "field": [["Pouty Poro"], []]}))
    go(s, "play Resonating Strike", "target Vanguard Sergeant")   # the only controlled bf: auto
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 1
    assert s.might("Vanguard Sergeant") == 6
    assert s.might("Pouty Poro") == 2


def test_resonating_strike_from_hidden_unit_chosen_freely(scenario):
    """811.1.d.2: the battlefield is the hidden card's; the unit "at a different location"
    can't be there, so it is chosen freely (Tideturner example)."""
    s = scenario(ven_spec({"base": ["Vanguard Sergeant"], "field": [["Pouty Poro"], []]},
                          bfs=[{"card": "Kinkou Temple", "controller": 0,
                                "hidden": {"card": "Resonating Strike", "controller": 0}},
                               "Trifarian War Camp"]))
    go(s, "play Resonating Strike", "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 1 and s.might("Vanguard Sergeant") == 6


# ---------------------------------------------------------------- Akali, Silent

def test_akali_cannot_be_chosen_by_enemy_spell_outside_combat(scenario):
    s = scenario(quiet_spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2)},
                            {"base": ["Akali, Silent", "Vanguard Sergeant"]}))
    s.do("play Frigid Touch")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Akali, Silent")
    assert s.can("target Vanguard Sergeant")


def test_akali_can_be_chosen_by_her_controller(scenario):
    s = scenario(quiet_spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2),
                             "base": ["Akali, Silent"]}))
    s.do("play Frigid Touch", "target Akali, Silent")
    settle_open(s)
    assert s.might("Akali, Silent") == 2


def test_akali_can_be_chosen_by_enemy_in_combat(scenario):
    """741.3: in combat (at the combat's battlefield with a designation) the passive stops."""
    s = scenario(quiet_spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2),
                             "base": ["Vanguard Sergeant"]},
                            {"field": [["Akali, Silent"], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    for _ in range(10):                       # the combat's showdown: P0 gets focus
        if s.can("play Frigid Touch"):
            break
        s.do("pass")
    assert s.game.showdown is not None and s.game.showdown.combat
    s.do("play Frigid Touch")
    assert s.can("target Akali, Silent")
    s.do("target Akali, Silent")
    assert s.might("Akali, Silent") == 4       # not resolved yet


def test_akali_gets_two_might_when_she_moves_to_a_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Akali, Silent"]}))
    assert s.might("Akali, Silent") == 4
    s.do("move Akali, Silent")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.obj("Akali, Silent").loc == 2
    assert s.might("Akali, Silent") == 6


# ---------------------------------------------------------------- Shen, Scourge of Shadows

@pytest.mark.parametrize("others, draws", [(1, 1), (2, 0), (0, 0)])
def test_shen_scourge_draws_on_hold_with_exactly_one_other(scenario, others, draws):
    field = ["Shen, Scourge of Shadows"] + ["Pouty Poro"] * others
    s = scenario(ven_spec({"field": [field, []], "deck": ["Mega-Mech"] * 5},
                          bfs=[{"card": "Kinkou Temple", "controller": 0}, "Trifarian War Camp"],
                          phase="awaken", turn=4))
    s.pass_until(lambda s: s.game.phase.name == "MAIN" and not s.game.chain)
    assert len(s.game.players[0].hand) == 1 + draws  # + the draw step's card


# ---------------------------------------------------------------- Steel Paws

def test_steel_paws_empowered_plus_seven(scenario):
    s = scenario(ven_spec({"base": ["Steel Paws"], "runes": runes("calm", 7)}))
    assert s.might("Steel Paws") == 0
    go(s, "activate ability 0 of Steel Paws")
    settle_open(s)
    assert s.might("Steel Paws") == 7


# ---------------------------------------------------------------- Shadow Dash

def test_shadow_dash_moves_enemy_to_my_battlefield_and_pumps_two(scenario):
    s = scenario(ven_spec({"hand": ["Shadow Dash"], "runes": runes("calm", 2) + runes("order", 2),
                           "field": [["Pouty Poro", "Vanguard Sergeant"], []]},
                          {"base": ["Mega-Mech"]}))
    go(s, "play Shadow Dash", "target Mega-Mech")
    while s.game.chain:
        go(s, "pass")                                 # the spell resolves; combat is next
    assert s.obj("Mega-Mech").loc == 1
    assert s.might("Pouty Poro") == 3 and s.might("Vanguard Sergeant") == 5
