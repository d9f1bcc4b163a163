"""Vendetta (VEN) Order cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind

from card_helpers import combat_spec, go, quiet_spec, runes, settle_open, ven_spec


# ---------------------------------------------------------------- Dragon Form

def test_dragon_form_sets_base_might_to_five(scenario):
    s = scenario(ven_spec({"hand": ["Dragon Form"], "runes": runes("order", 3),
                           "base": [{"card": "Pouty Poro", "buff": 1}]}))
    go(s, "play Dragon Form", "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 6                # base 5, buff +1 still applies


# ---------------------------------------------------------------- Disciple of Shen

@pytest.mark.parametrize("others, shield", [(1, 3), (0, 0), (2, 0)])
def test_disciple_of_shen_shield_with_exactly_one_other(scenario, others, shield):
    s = scenario(ven_spec({"field": [["Disciple of Shen"] + ["Pouty Poro"] * others, []]}))
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.obj("Disciple of Shen")).get("Shield", 0) == shield


# ---------------------------------------------------------------- Keeper of Law

@pytest.mark.parametrize("units, need", [(2, 3), (1, 5)])
def test_keeper_of_law_discount(scenario, units, need):
    """Costs [2][order] less while you control a battlefield with exactly two units."""
    field = [["Pouty Poro"] * units, []]
    ok = scenario(ven_spec({"hand": ["Keeper of Law"], "runes": runes("order", need),
                            "field": field}))
    assert ok.can("play Keeper of Law")
    short = scenario(ven_spec({"hand": ["Keeper of Law"], "runes": runes("order", need - 1),
                               "field": field}))
    assert not short.can("play Keeper of Law")


# ---------------------------------------------------------------- Solari Sunhawk

def test_solari_sunhawk_empowered_has_plus_1_and_deflect_2(scenario):
    s = scenario(quiet_spec({"base": ["Solari Sunhawk"], "runes": runes("order", 2)}))
    assert s.might("Solari Sunhawk") == 3 and "Deflect" not in s.keywords("Solari Sunhawk")
    go(s, "activate ability 0 of Solari Sunhawk")
    settle_open(s)
    assert s.might("Solari Sunhawk") == 4
    assert s.keywords("Solari Sunhawk").get("Deflect") == 2


# ---------------------------------------------------------------- Soulspinner

def test_soulspinner_ambush_not_without_units_there(scenario):
    s = scenario(ven_spec({"hand": ["Soulspinner", "Discipline", "Discipline"],
                           "runes": runes("order", 3) + runes("calm", 4),
                           "base": ["Vanguard Sergeant"]}))
    go(s, "play Discipline", "target Vanguard Sergeant")
    assert not s.can("play Soulspinner")           # no battlefield with my units
    s2 = scenario(ven_spec({"hand": ["Soulspinner", "Discipline"],
                            "runes": runes("order", 3) + runes("calm", 2),
                            "field": [[], ["Vanguard Sergeant"]]}))
    go(s2, "play Discipline", "target Vanguard Sergeant")
    go(s2, "play Soulspinner")
    assert s2.obj("Soulspinner").zone.name == "BOARD" and s2.obj("Soulspinner").loc == 2


# ---------------------------------------------------------------- Ki Barrier

def test_ki_barrier_prevents_next_seven(scenario):
    s = scenario(ven_spec({"hand": ["Ki Barrier", "Hextech Ray"],
                           "runes": runes("order", 3) + runes("fury", 2),
                           "field": [["Vanguard Sergeant"], []]}))
    go(s, "play Ki Barrier", "target Vanguard Sergeant")
    settle_open(s)
    go(s, "play Hextech Ray", "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").damage == 0    # 3 of 7 prevented, nothing dealt
    from riftsim.reference import effects
    assert effects.prevent_left(s.game, s.obj("Vanguard Sergeant")) == 4


# ---------------------------------------------------------------- Lacerate

def test_lacerate_disempowers_then_kills_small(scenario):
    s = scenario(ven_spec({"hand": ["Lacerate"], "runes": runes("order", 3)},
                          {"base": ["Punching Poro"]}))
    s.obj("Punching Poro").empowered = True
    assert s.might("Punching Poro") == 3
    go(s, "play Lacerate", "target Punching Poro")
    settle_open(s)
    assert s.zone("Punching Poro") == "TRASH"


def test_lacerate_spares_big_unit_and_flows(scenario):
    s = scenario(ven_spec({"trash": ["Lacerate"], "runes": runes("order", 6)},
                          {"base": ["Vanguard Sergeant"]}))
    go(s, "play Lacerate", "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.zone("Lacerate") == "BANISHMENT"


# ---------------------------------------------------------------- Noxian Emissary

@pytest.mark.parametrize("emp, recruits", [(True, 2), (False, 0)])
def test_noxian_emissary_empowered_deathknell(scenario, emp, recruits):
    s = scenario(ven_spec({"field": [["Noxian Emissary"], []], "hand": ["Hextech Ray"],
                           "runes": runes("order", 2) + runes("fury", 2)}))
    if emp:
        go(s, "activate ability 0 of Noxian Emissary")
        settle_open(s)
    go(s, "play Hextech Ray", "target Noxian Emissary")
    settle_open(s)
    assert s.zone("Noxian Emissary") == "TRASH"
    made = [o for o in s.game.objs if s.game.pool[o.card].name == "Recruit"
            and o.zone.name == "BOARD" and o.loc == 0]
    assert len(made) == recruits


# ---------------------------------------------------------------- Sacred Protector

def test_sacred_protector_deals_combat_damage_only_with_one_other(scenario):
    for allies, survives in ((["Pouty Poro"], False), ([], True)):
        s = scenario(combat_spec(["Sacred Protector"] + allies,
                                 [{"card": "Vanguard Sergeant"}]))
        go(s, "move Sacred Protector")
        for _ in allies:
            go(s, "move Pouty Poro")
        go(s, "to Kinkou Temple")
        settle_open(s)
        assert (s.zone("Vanguard Sergeant") == "BOARD") is survives


# ---------------------------------------------------------------- Kennen, Keeper of Balance

def test_kennen_pays_two_to_stun_and_gets_plus_two(scenario):
    s = scenario(ven_spec({"hand": ["Kennen, Keeper of Balance"], "runes": runes("order", 5),
                           "field": [["Pouty Poro"], []]},
                          {"field": [["Vanguard Sergeant"], []]},
                          bfs=[{"card": "Kinkou Temple", "controller": 0}, "Trifarian War Camp"]))
    go(s, "play Kennen, Keeper of Balance", "to Kinkou Temple", "target Vanguard Sergeant", "yes")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").stunned
    assert s.might("Kennen, Keeper of Balance") == 4


def test_kennen_from_hidden_play_effect_chooses_at_its_battlefield(scenario):
    """811.1.d.2: a hidden permanent's play effect chooses its targets at that battlefield."""
    s = scenario(ven_spec({"runes": runes("order", 2), "field": [["Pouty Poro"], []]},
                          {"field": [[], ["Vanguard Sergeant"]]},
                          bfs=[{"card": "Kinkou Temple", "controller": 0,
                                "hidden": {"card": "Kennen, Keeper of Balance", "controller": 0}},
                               "Trifarian War Camp"]))
    go(s, "play Kennen, Keeper of Balance")
    assert s.kind == DecisionKind.TARGET
    assert not any("Vanguard Sergeant" in o for o in s.options())
    go(s, "target Pouty Poro", "yes")
    settle_open(s)
    assert s.obj("Pouty Poro").stunned and s.obj("Kennen, Keeper of Balance").loc == 1


# ---------------------------------------------------------------- Shen, Leader of the Kinkou Order

def test_shen_leader_scores_on_hold_with_one_other(scenario):
    s = scenario(ven_spec({"field": [["Shen, Leader of the Kinkou Order", "Pouty Poro"], []]},
                          bfs=[{"card": "Kinkou Temple", "controller": 0}, "Trifarian War Camp"],
                          phase="awaken", turn=4))
    s.pass_until(lambda s: s.game.phase.name == "MAIN" and not s.game.chain)
    assert s.points()[0] == 2                        # 1 for the hold + 1 from Shen
