"""Vendetta (VEN) cards: one or more scenario tests per defined card, plus Zed-precon games.

Empower / Empowered / Flow / Burn are rules 827-829 (and a game action) of the 2026-07-16
Core Rules, which the project does not have; these tests pin the reading of the cards'
reminder text documented in riftsim/reference/ops_ven.py. Other rule numbers are v1.3.
"""

from __future__ import annotations

import random

import pytest

from riftsim.actions import DecisionKind
from card_helpers import go, runes, settle_open, spec_factory, until

BF = ["Kinkou Temple", "Trifarian War Camp"]      # Trifarian War Camp: units there +1 Might
FILL = ["Mountain Drake"] * 4
ANCHOR = "Mountain Drake"


spec = spec_factory(BF, FILL, ANCHOR)


def empowered(s, name, player=None):
    return s.obj(name, player).empowered


# ------------------------------------------------------------------------------ Fury


def test_blade_twirler_first_move_each_turn_burns_chosen_player(scenario):
    """First move: choose a player, they Burn 1 (top card to trash). A second move the same
    turn does not trigger (once each turn)."""
    s = scenario(spec({"base": ["Blade Twirler"], "hand": ["Fight or Flight"],
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


def test_punching_poro_empower_by_discarding(scenario):
    """Empower — Discard 1 (827.1.c.1: an activated ability, used only if not Empowered);
    Empowered: +1 Might."""
    s = scenario(spec({"base": ["Punching Poro"], "hand": ["Pouty Poro"]}))
    assert s.might("Punching Poro") == 2
    go(s, "activate ability 0 of Punching Poro")
    assert s.zone("Pouty Poro") == "TRASH"              # the cost: discard 1
    settle_open(s)
    assert empowered(s, "Punching Poro")
    assert s.might("Punching Poro") == 3
    assert not s.can("activate ability 0 of Punching Poro")   # already Empowered


def test_empowered_status_is_in_state_vector_and_observation(scenario):
    """Both engines report the Empowered status: the last field of an object's row in
    `state_vector()` and "empowered" in the observation; leaving the board loses it."""
    from riftsim.reference import observe

    s = scenario(spec({"field": [["Punching Poro"], []], "hand": ["Pouty Poro", "Hextech Ray"],
                       "runes": runes("fury", 2)}))
    g, poro = s.game, s.id("Punching Poro")
    vec = g.state_vector()                  # (header field 10: the number of objects)
    at = len(vec) - (int(vec[10]) - poro) * observe.OBJ_FIELDS + observe.OBJ_FIELDS - 1
    assert g.state_vector()[at] == 0
    go(s, "activate ability 0 of Punching Poro", "choose Pouty Poro")
    settle_open(s)
    assert g.state_vector()[at] == 1
    assert [o["empowered"] for o in g.observation(1)["board"] if o["id"] == poro] == [True]
    go(s, "play Hextech Ray", "target Punching Poro")
    settle_open(s)
    assert s.zone("Punching Poro") == "TRASH" and not empowered(s, "Punching Poro")
    assert g.state_vector()[at] == 0


def test_punching_poro_cannot_empower_with_empty_hand(scenario):
    s = scenario(spec({"base": ["Punching Poro"]}))
    assert not s.can("activate ability 0 of Punching Poro")


@pytest.mark.parametrize("pay, dmg", [(True, 5), (False, 3)])
def test_ruthless_strike_optional_discard(scenario, pay, dmg):
    """356.2.b: "you may discard 1" as an additional cost; 5 damage if paid, else 3."""
    s = scenario(spec({"hand": ["Ruthless Strike", "Pouty Poro"], "runes": runes("fury", 3)},
                      {"field": [["Mega-Mech"], []]}))
    go(s, "play Ruthless Strike", "yes" if pay else "no", "target Mega-Mech")
    assert s.zone("Pouty Poro") == ("TRASH" if pay else "HAND")
    settle_open(s)
    assert s.obj("Mega-Mech").damage == dmg


def test_perfect_execution_readies_and_gives_assault_then_flows_from_trash(scenario):
    """Ready a unit, Assault 3 this turn; Flow: play it from the trash for its Flow cost
    (3 + fury), then it is banished instead of going to the trash."""
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "exhausted": True}],
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
    s = scenario(spec({"base": ["Vanguard Sergeant"], "trash": ["Perfect Execution"],
                       "runes": runes("fury", 2)}))
    assert not s.can("play Perfect Execution")      # Flow cost 3 energy + 1 fury: 3 runes
    s2 = scenario(spec({"base": ["Vanguard Sergeant"], "hand": ["Perfect Execution"],
                        "runes": runes("fury", 3)}))
    go(s2, "play Perfect Execution", "target Vanguard Sergeant")
    settle_open(s2)
    assert s2.zone("Perfect Execution") == "TRASH"  # played from hand: trash as usual


@pytest.mark.parametrize("in_trash, ready", [(True, True), (False, False)])
def test_shadow_assassin_enters_ready_with_namesake_in_trash(scenario, in_trash, ready):
    s = scenario(spec({"hand": ["Shadow Assassin"], "runes": runes("fury", 5),
                       "trash": ["Shadow Assassin"] if in_trash else ["Pouty Poro"]}))
    go(s, "play Shadow Assassin")
    assert s.obj("Shadow Assassin", 0, index=1 if in_trash else 0).exhausted is (not ready)


def test_shadow_fiend_empowered_has_assault_3(scenario):
    s = scenario(spec({"base": ["Shadow Fiend"], "runes": runes("fury", 3)}))
    go(s, "activate ability 0 of Shadow Fiend")
    settle_open(s)
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.obj("Shadow Fiend")).get("Assault") == 3
    assert len(s.game.players[0].runes) == 2        # paid 2 energy + 1 fury (recycled)


def test_morgana_deals_damage_equal_to_marked_damage(scenario):
    s = scenario(spec({"hand": ["Morgana, Vindictive"], "runes": runes("fury", 6)},
                      {"field": [[{"card": "Mega-Mech", "damage": 3}], []]}))
    go(s, "play Morgana, Vindictive", "target Mega-Mech")
    settle_open(s)
    assert s.obj("Mega-Mech").damage == 6


def test_morgana_ambush_as_reaction_to_a_battlefield_with_my_units(scenario):
    """822.1.b: Ambush — playable as a [Reaction] to a battlefield where you control units
    (and only there when only Ambush makes the timing legal)."""
    s = scenario(spec({"hand": ["Morgana, Vindictive", "Discipline"],
                       "runes": runes("fury", 6) + runes("calm", 2),
                       "field": [["Vanguard Sergeant"], []]},
                      {"field": [["Mega-Mech"], []]}))
    go(s, "play Discipline", "target Vanguard Sergeant")   # a chain exists: closed state
    assert s.can("play Morgana, Vindictive")
    go(s, "play Morgana, Vindictive")
    assert s.options() == [] or s.kind != DecisionKind.PLAY_LOCATION   # one location: auto
    assert s.obj("Morgana, Vindictive").loc == 1


def test_soulspinner_ambush_not_without_units_there(scenario):
    s = scenario(spec({"hand": ["Soulspinner", "Discipline", "Discipline"],
                       "runes": runes("order", 3) + runes("calm", 4),
                       "base": ["Vanguard Sergeant"]}))
    go(s, "play Discipline", "target Vanguard Sergeant")
    assert not s.can("play Soulspinner")           # no battlefield with my units
    s2 = scenario(spec({"hand": ["Soulspinner", "Discipline"],
                        "runes": runes("order", 3) + runes("calm", 2),
                        "field": [[], ["Vanguard Sergeant"]]}))
    go(s2, "play Discipline", "target Vanguard Sergeant")
    go(s2, "play Soulspinner")
    assert s2.obj("Soulspinner").zone.name == "BOARD" and s2.obj("Soulspinner").loc == 2


def _combat_spec(attacker_units, defender_units, p0_extra=None, p1_extra=None, bfs=None):
    p0 = {"base": attacker_units}
    p0.update(p0_extra or {})
    p1 = {"field": [defender_units, []]}
    p1.update(p1_extra or {})
    return spec(p0, p1, bfs=bfs)


def test_twilight_reveler_readies_another_friendly_unit_on_attack(scenario):
    s = scenario(_combat_spec(["Twilight Reveler",
                               {"card": "Vanguard Sergeant", "exhausted": True}],
                              ["Pouty Poro"]))
    go(s, "move Twilight Reveler", "to Kinkou Temple")
    go(s, "target Vanguard Sergeant")                # the attack trigger's target
    settle_open(s)
    assert not s.obj("Vanguard Sergeant").exhausted


@pytest.mark.parametrize("pay", [True, False])
def test_zed_from_the_shadows_clone_only_if_discarded(scenario, pay):
    s = scenario(spec({"hand": ["Zed, From the Shadows", "Pouty Poro"],
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


def test_shadow_clone_attack_banishes_unit_from_trash_for_assault_4(scenario):
    s = scenario(spec({"base": ["Shadow Clone"], "trash": ["Pouty Poro"],
                       "legend": "Master of Shadows"},
                      {"field": [["Vanguard Sergeant"], []]}))
    go(s, "move Shadow Clone", "to Kinkou Temple")
    go(s, "yes")                                     # "you may"; the only unit card: auto
    assert s.kind == DecisionKind.PRIORITY and s.game.showdown is not None   # trigger resolved
    assert s.zone("Pouty Poro") == "BANISHMENT"
    assert s.might("Shadow Clone") == 4             # Assault 4 while attacking
    settle_open(s)
    assert s.obj("Master of Shadows").empowered    # banished a card it owns


# ------------------------------------------------------------------------------ Calm


def test_field_musicians_gives_plus_three(scenario):
    s = scenario(spec({"hand": ["Field Musicians"], "runes": runes("calm", 4),
                       "base": ["Vanguard Sergeant"]}))
    go(s, "play Field Musicians", "target Vanguard Sergeant")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 7


def test_mournful_witness_empowered_after_its_combat(scenario):
    s = scenario(_combat_spec(["Mournful Witness"], ["Recruit"]))
    go(s, "move Mournful Witness", "to Kinkou Temple")
    settle_open(s)
    assert s.zone("Recruit") == "REMOVED"            # the token died (183.1)
    assert empowered(s, "Mournful Witness")
    assert s.might("Mournful Witness") == 4


def test_serene_ascetic_empowered_deflect_and_shield(scenario):
    s = scenario(spec({"base": ["Serene Ascetic"], "runes": runes("calm", 3)}))
    go(s, "activate ability 0 of Serene Ascetic")
    settle_open(s)
    from riftsim.reference import layers
    kws = layers.keywords(s.game, s.obj("Serene Ascetic"))
    assert kws.get("Deflect") == 1 and kws.get("Shield") == 3


@pytest.mark.parametrize("shrouded", [True, False])
def test_twilight_shroud_enemy_reaction_cannot_choose_it(scenario, shrouded):
    """On both engines: after Twilight Shroud resolves, the enemy's Reaction in response to
    P0's next spell (Shakedown: an enemy unit) can't choose the shrouded unit; without the
    Shroud it can."""
    s = scenario(spec({"hand": ["Twilight Shroud", "Consult the Past"],
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
    s = scenario(spec({"trash": ["Twilight Shroud"], "runes": runes("calm", 2),
                       "base": ["Vanguard Sergeant"]}))
    go(s, "play Twilight Shroud", "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Twilight Shroud") == "BANISHMENT"
    assert all(g.exhausted for g in (s.game.objs[r] for r in s.game.players[0].runes))


@pytest.mark.parametrize("top, drawn", [("Pouty Poro", True), ("Hextech Ray", False)])
def test_pakaa_protector_reveal_on_move(scenario, top, drawn):
    s = scenario(spec({"base": ["Pakaa Protector"], "deck": [top, "Vanguard Sergeant"]}))
    go(s, "move Pakaa Protector", "to Kinkou Temple")
    settle_open(s)
    assert s.zone(top) == ("HAND" if drawn else "TRASH")
    assert s.might("Pakaa Protector") == (4 if drawn else 6)


def test_resonating_strike_moves_to_controlled_battlefield_with_plus_two(scenario):
    s = scenario(spec({"hand": ["Resonating Strike"], "runes": runes("calm", 3),
                       "base": ["Vanguard Sergeant"], "field": [["Pouty Poro"], []]}))
    go(s, "play Resonating Strike", "target Vanguard Sergeant")   # the only controlled bf: auto
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 1
    assert s.might("Vanguard Sergeant") == 6
    assert s.might("Pouty Poro") == 2


def test_resonating_strike_from_hidden_unit_chosen_freely(scenario):
    """811.1.d.2: the battlefield is the hidden card's; the unit "at a different location"
    can't be there, so it is chosen freely (Tideturner example)."""
    s = scenario(spec({"base": ["Vanguard Sergeant"], "field": [["Pouty Poro"], []]},
                      bfs=[{"card": "Kinkou Temple", "controller": 0,
                            "hidden": {"card": "Resonating Strike", "controller": 0}},
                           "Trifarian War Camp"]))
    go(s, "play Resonating Strike", "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 1 and s.might("Vanguard Sergeant") == 6


@pytest.mark.parametrize("others, draws", [(1, 1), (2, 0), (0, 0)])
def test_shen_scourge_draws_on_hold_with_exactly_one_other(scenario, others, draws):
    field = ["Shen, Scourge of Shadows"] + ["Pouty Poro"] * others
    s = scenario(spec({"field": [field, []], "deck": ["Mega-Mech"] * 5},
                      bfs=[{"card": "Kinkou Temple", "controller": 0}, "Trifarian War Camp"],
                      phase="awaken", turn=4))
    s.pass_until(lambda s: s.game.phase.name == "MAIN" and not s.game.chain)
    assert len(s.game.players[0].hand) == 1 + draws  # + the draw step's card


def test_steel_paws_empowered_plus_seven(scenario):
    s = scenario(spec({"base": ["Steel Paws"], "runes": runes("calm", 7)}))
    assert s.might("Steel Paws") == 0
    go(s, "activate ability 0 of Steel Paws")
    settle_open(s)
    assert s.might("Steel Paws") == 7


# ------------------------------------------------------------------------------ Chaos


def test_kinkou_lifeblade_empowered_ganking(scenario):
    s = scenario(spec({"field": [["Kinkou Lifeblade"], []], "runes": runes("chaos", 2)}))
    assert not s.can("move Kinkou Lifeblade") or "to Trifarian War Camp" not in (
        go(s, "move Kinkou Lifeblade").options())
    s = scenario(spec({"field": [["Kinkou Lifeblade"], []], "runes": runes("chaos", 2)}))
    go(s, "activate ability 0 of Kinkou Lifeblade")
    settle_open(s)
    assert s.might("Kinkou Lifeblade") == 5
    go(s, "move Kinkou Lifeblade", "to Trifarian War Camp")   # battlefield to battlefield
    assert s.obj("Kinkou Lifeblade").loc == 2


@pytest.mark.parametrize("pay", [True, False])
def test_shadow_order_disciple_may_burn_for_might(scenario, pay):
    s = scenario(spec({"base": ["Shadow Order Disciple"], "deck": ["Mega-Mech", "Pouty Poro"]}))
    go(s, "move Shadow Order Disciple", "to Kinkou Temple", "yes" if pay else "no")
    settle_open(s)
    assert s.zone("Mega-Mech") == ("TRASH" if pay else "DECK")
    assert s.might("Shadow Order Disciple") == (3 if pay else 2)


@pytest.mark.parametrize("copies, runes_needed", [(0, 5), (1, 3), (2, 1), (3, 0)])
def test_shadowblade_lurker_costs_two_less_per_namesake(scenario, copies, runes_needed):
    s = scenario(spec({"hand": ["Shadowblade Lurker"], "trash": ["Shadowblade Lurker"] * copies,
                       "runes": runes("chaos", runes_needed)}))
    assert s.can("play Shadowblade Lurker")
    if runes_needed:
        s2 = scenario(spec({"hand": ["Shadowblade Lurker"],
                            "trash": ["Shadowblade Lurker"] * copies,
                            "runes": runes("chaos", runes_needed - 1)}))
        assert not s2.can("play Shadowblade Lurker")


def test_gust_monk_paid_banishes_from_any_trash_for_assault(scenario):
    s = scenario(spec({"hand": ["Gust Monk"], "runes": runes("chaos", 3),
                       "base": ["Vanguard Sergeant"]},
                      {"trash": ["Pouty Poro"]}))
    go(s, "play Gust Monk", "yes", "target Vanguard Sergeant")
    assert s.zone("Pouty Poro") == "BANISHMENT"     # the only trash card: chosen at once
    settle_open(s)
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.obj("Vanguard Sergeant")).get("Assault") == 2


def test_gust_monk_unpaid_does_nothing(scenario):
    s = scenario(spec({"hand": ["Gust Monk"], "runes": runes("chaos", 3),
                       "base": ["Vanguard Sergeant"]}, {"trash": ["Pouty Poro"]}))
    go(s, "play Gust Monk", "no")
    settle_open(s)
    assert s.zone("Pouty Poro") == "TRASH"
    assert len(s.game.players[0].runes) - sum(
        s.game.objs[r].exhausted for r in s.game.players[0].runes) == 1


def test_ravenbloom_prefect_banishes_itself_and_the_gear(scenario):
    s = scenario(spec({"hand": ["Orb of Regret"], "runes": runes("mind", 1)},
                      {"base": ["Ravenbloom Prefect"]}))
    go(s, "play Orb of Regret")
    assert s.kind == DecisionKind.OPTIONAL_COST and s.decision.player == 1
    go(s, "yes")                                      # P1 pays: banish the Prefect
    assert s.zone("Ravenbloom Prefect", 1) == "BANISHMENT"
    settle_open(s)
    assert s.zone("Orb of Regret") == "BANISHMENT"


def test_ravenbloom_prefect_declined(scenario):
    s = scenario(spec({"hand": ["Orb of Regret"], "runes": runes("mind", 1)},
                      {"base": ["Ravenbloom Prefect"]}))
    go(s, "play Orb of Regret", "no")
    settle_open(s)
    assert s.zone("Ravenbloom Prefect", 1) == "BOARD" and s.zone("Orb of Regret") == "BOARD"


def test_twilight_step_moves_small_unit_only(scenario):
    s = scenario(spec({"hand": ["Twilight Step"], "runes": runes("chaos", 3)},
                      {"field": [["Pouty Poro", "Mega-Mech"], []]}))
    go(s, "play Twilight Step")
    assert "target Mega-Mech #" not in " ".join(s.options())
    go(s, "target Pouty Poro")
    until(s, DecisionKind.DESTINATION)               # 355.4: anywhere else it may be
    assert sorted(s.options()) == ["to P0's base", "to Trifarian War Camp"]
    s.do("to Trifarian War Camp")
    assert s.obj("Pouty Poro").loc == 2


@pytest.mark.parametrize("name, zone", [("Pouty Poro", "BANISHMENT"), ("Mega-Mech", "HAND")])
def test_wind_and_ghosts(scenario, name, zone):
    s = scenario(spec({"hand": ["Wind and Ghosts"], "runes": runes("chaos", 4)},
                      {"field": [[name], []]}))
    go(s, "play Wind and Ghosts", f"target {name}")
    settle_open(s)
    assert s.zone(name) == zone


def test_mel_empower_by_discarding_a_spell_banishes_small_enemy(scenario):
    s = scenario(spec({"base": ["Mel, Defiant Soul"], "hand": ["Pouty Poro", "Hextech Ray"],
                       "runes": runes("chaos", 1)},      # pays Pouty Poro's Deflect (809)
                      {"field": [["Pouty Poro", "Mega-Mech"], []]}))
    go(s, "activate ability 0 of Mel, Defiant Soul")   # only the spell can be discarded
    assert s.zone("Hextech Ray") == "TRASH" and s.zone("Pouty Poro", 0) == "HAND"
    settle_open(s)                                         # the trigger: only Pouty Poro qualifies
    assert empowered(s, "Mel, Defiant Soul")
    assert s.zone("Pouty Poro", 1) == "BANISHMENT"
    assert s.game.players[0].runes == []
    assert s.zone("Mega-Mech") == "BOARD"


def test_mel_cannot_empower_without_a_spell(scenario):
    s = scenario(spec({"base": ["Mel, Defiant Soul"], "hand": ["Pouty Poro"]}))
    assert not s.can("activate ability 0 of Mel, Defiant Soul")


def test_zed_without_a_sound_conquer_clone_and_swap(scenario):
    s = scenario(spec({"base": ["Zed, Without a Sound"], "runes": runes("chaos", 4)}))
    go(s, "move Zed, Without a Sound", "to Kinkou Temple")
    settle_open(s)
    clone = s.obj("Shadow Clone")
    assert clone.zone.name == "BOARD" and clone.loc == 0
    assert s.game.bfs[0].controller == 0
    go(s, "activate ability 1 of Zed, Without a Sound")
    settle_open(s)
    assert s.obj("Zed, Without a Sound").loc == 0 and s.obj("Shadow Clone").loc == 1


# ------------------------------------------------------------------------------ Order


def test_dragon_form_sets_base_might_to_five(scenario):
    s = scenario(spec({"hand": ["Dragon Form"], "runes": runes("order", 3),
                       "base": [{"card": "Pouty Poro", "buff": 1}]}))
    go(s, "play Dragon Form", "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 6                # base 5, buff +1 still applies


@pytest.mark.parametrize("others, shield", [(1, 3), (0, 0), (2, 0)])
def test_disciple_of_shen_shield_with_exactly_one_other(scenario, others, shield):
    s = scenario(spec({"field": [["Disciple of Shen"] + ["Pouty Poro"] * others, []]}))
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.obj("Disciple of Shen")).get("Shield", 0) == shield


@pytest.mark.parametrize("units, need", [(2, 3), (1, 5)])
def test_keeper_of_law_discount(scenario, units, need):
    """Costs [2][order] less while you control a battlefield with exactly two units."""
    field = [["Pouty Poro"] * units, []]
    ok = scenario(spec({"hand": ["Keeper of Law"], "runes": runes("order", need),
                        "field": field}))
    assert ok.can("play Keeper of Law")
    short = scenario(spec({"hand": ["Keeper of Law"], "runes": runes("order", need - 1),
                           "field": field}))
    assert not short.can("play Keeper of Law")


def test_ki_barrier_prevents_next_seven(scenario):
    s = scenario(spec({"hand": ["Ki Barrier", "Hextech Ray"],
                       "runes": runes("order", 3) + runes("fury", 2),
                       "field": [["Vanguard Sergeant"], []]}))
    go(s, "play Ki Barrier", "target Vanguard Sergeant")
    settle_open(s)
    go(s, "play Hextech Ray", "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").damage == 0    # 3 of 7 prevented, nothing dealt
    from riftsim.reference import effects
    assert effects.prevent_left(s.game, s.obj("Vanguard Sergeant")) == 4


def test_lacerate_disempowers_then_kills_small(scenario):
    s = scenario(spec({"hand": ["Lacerate"], "runes": runes("order", 3)},
                      {"base": ["Punching Poro"]}))
    s.obj("Punching Poro").empowered = True
    assert s.might("Punching Poro") == 3
    go(s, "play Lacerate", "target Punching Poro")
    settle_open(s)
    assert s.zone("Punching Poro") == "TRASH"


def test_lacerate_spares_big_unit_and_flows(scenario):
    s = scenario(spec({"trash": ["Lacerate"], "runes": runes("order", 6)},
                      {"base": ["Vanguard Sergeant"]}))
    go(s, "play Lacerate", "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.zone("Lacerate") == "BANISHMENT"


@pytest.mark.parametrize("emp, recruits", [(True, 2), (False, 0)])
def test_noxian_emissary_empowered_deathknell(scenario, emp, recruits):
    s = scenario(spec({"field": [["Noxian Emissary"], []], "hand": ["Hextech Ray"],
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


def test_sacred_protector_deals_combat_damage_only_with_one_other(scenario):
    for allies, survives in ((["Pouty Poro"], False), ([], True)):
        s = scenario(_combat_spec(["Sacred Protector"] + allies,
                                  [{"card": "Vanguard Sergeant"}]))
        go(s, "move Sacred Protector")
        for _ in allies:
            go(s, "move Pouty Poro")
        go(s, "to Kinkou Temple")
        settle_open(s)
        assert (s.zone("Vanguard Sergeant") == "BOARD") is survives


def test_kennen_pays_two_to_stun_and_gets_plus_two(scenario):
    s = scenario(spec({"hand": ["Kennen, Keeper of Balance"], "runes": runes("order", 5),
                       "field": [["Pouty Poro"], []]},
                      {"field": [["Vanguard Sergeant"], []]},
                      bfs=[{"card": "Kinkou Temple", "controller": 0}, "Trifarian War Camp"]))
    go(s, "play Kennen, Keeper of Balance", "to Kinkou Temple", "target Vanguard Sergeant", "yes")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").stunned
    assert s.might("Kennen, Keeper of Balance") == 4


def test_shen_leader_scores_on_hold_with_one_other(scenario):
    s = scenario(spec({"field": [["Shen, Leader of the Kinkou Order", "Pouty Poro"], []]},
                      bfs=[{"card": "Kinkou Temple", "controller": 0}, "Trifarian War Camp"],
                      phase="awaken", turn=4))
    s.pass_until(lambda s: s.game.phase.name == "MAIN" and not s.game.chain)
    assert s.points()[0] == 2                        # 1 for the hold + 1 from Shen


# ------------------------------------------------------------------------------ signatures


def test_death_mark_burns_three_and_makes_a_clone(scenario):
    s = scenario(spec({"hand": ["Death Mark"], "runes": runes("fury", 2) + runes("chaos", 1),
                       "deck": ["Pouty Poro", "Mega-Mech", "Hextech Ray", "Vanguard Sergeant"]}))
    go(s, "play Death Mark")
    settle_open(s)
    assert [s.zone(n) for n in ("Pouty Poro", "Mega-Mech", "Hextech Ray")] == ["TRASH"] * 3
    assert s.obj("Shadow Clone").zone.name == "BOARD"


def test_shadow_dash_moves_enemy_to_my_battlefield_and_pumps_two(scenario):
    s = scenario(spec({"hand": ["Shadow Dash"], "runes": runes("calm", 2) + runes("order", 2),
                       "field": [["Pouty Poro", "Vanguard Sergeant"], []]},
                      {"base": ["Mega-Mech"]}))
    go(s, "play Shadow Dash", "target Mega-Mech")
    while s.game.chain:
        go(s, "pass")                                 # the spell resolves; combat is next
    assert s.obj("Mega-Mech").loc == 1
    assert s.might("Pouty Poro") == 3 and s.might("Vanguard Sergeant") == 5


# ------------------------------------------------------------------------------ legends


def test_master_of_shadows_empowered_by_banishing_own_card_then_loots(scenario):
    s = scenario(spec({"legend": "Master of Shadows", "trash": ["Perfect Execution"],
                       "hand": ["Pouty Poro"], "runes": runes("fury", 4),
                       "base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                       "deck": ["Mega-Mech"]}))
    assert not s.can("activate ability 1 of Master of Shadows")
    go(s, "play Perfect Execution", "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Perfect Execution") == "BANISHMENT"
    assert s.obj("Master of Shadows").empowered
    go(s, "activate ability 1 of Master of Shadows")
    assert not s.obj("Master of Shadows").empowered and s.obj("Master of Shadows").exhausted
    settle_open(s)
    assert s.zone("Pouty Poro") == "TRASH" and s.zone("Mega-Mech") == "HAND"


def test_eye_of_twilight_gives_tank(scenario):
    s = scenario(spec({"legend": "Eye of Twilight", "base": ["Pouty Poro"]}))
    go(s, "activate ability 0 of Eye of Twilight", "target Pouty Poro")
    settle_open(s)
    from riftsim.reference import layers
    assert layers.has(s.game, s.obj("Pouty Poro"), "Tank")
    assert s.obj("Eye of Twilight").exhausted


# ------------------------------------------------------------------------------ battlefields


def test_kinkou_temple_tank_units_plus_one(scenario):
    s = scenario(spec({"field": [["Sunlit Guardian", "Pouty Poro"], []]}))
    assert s.might("Sunlit Guardian") == 4 and s.might("Pouty Poro") == 2


def test_shadow_temple_hold_burns_three(scenario):
    s = scenario(spec({"field": [["Stalwart Poro"], []],
                       "deck": ["Mega-Mech", "Hextech Ray", "Sunlit Guardian", "Pouty Poro",
                                "Daring Poro"]},
                      bfs=[{"card": "Shadow Temple", "controller": 0}, "Trifarian War Camp"],
                      phase="awaken", turn=4))
    s.pass_until(lambda s: s.game.phase.name == "MAIN" and not s.game.chain)
    assert len(s.game.players[0].trash) == 3
    assert s.zone("Pouty Poro") == "HAND"             # the draw step comes after the hold


def test_threshold_of_the_gray_both_combatants_add_one(scenario):
    s = scenario(_combat_spec(["Vanguard Sergeant"], ["Pouty Poro"],
                              bfs=["Threshold of the Gray", "Kinkou Temple"]))
    go(s, "move Vanguard Sergeant", "to Threshold of the Gray")
    until(s, DecisionKind.PRIORITY)
    go(s, "pass", "pass")                              # the battlefield's trigger resolves
    assert [p.energy for p in s.game.players] == [1, 1]


# ------------------------------------------------------------------------------ games


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_zed_precon_mirror_runs_to_completion(seed):
    from riftsim.game import new_game

    g = new_game(["precon-zed", "precon-zed"], seed=seed, max_turns=30)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over and steps < 6000:
        g.apply(rng.choice(g.legal_actions()))
        steps += 1
    assert g.is_over


def test_kennen_from_hidden_play_effect_chooses_at_its_battlefield(scenario):
    """811.1.d.2: a hidden permanent's play effect chooses its targets at that battlefield."""
    s = scenario(spec({"runes": runes("order", 2), "field": [["Pouty Poro"], []]},
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
