"""Vendetta (VEN) Chaos cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind

from card_helpers import (
    empowered, energy_left, go, quiet_spec, runes, settle_open, until, ven_spec,
)


# ---------------------------------------------------------------- Kinkou Lifeblade

def test_kinkou_lifeblade_empowered_ganking(scenario):
    s = scenario(ven_spec({"field": [["Kinkou Lifeblade"], []], "runes": runes("chaos", 2)}))
    assert not s.can("move Kinkou Lifeblade") or "to Trifarian War Camp" not in (
        go(s, "move Kinkou Lifeblade").options())
    s = scenario(ven_spec({"field": [["Kinkou Lifeblade"], []], "runes": runes("chaos", 2)}))
    go(s, "activate ability 0 of Kinkou Lifeblade")
    settle_open(s)
    assert s.might("Kinkou Lifeblade") == 5
    go(s, "move Kinkou Lifeblade", "to Trifarian War Camp")   # battlefield to battlefield
    assert s.obj("Kinkou Lifeblade").loc == 2


# ---------------------------------------------------------------- Shadow Order Disciple

@pytest.mark.parametrize("pay", [True, False])
def test_shadow_order_disciple_may_burn_for_might(scenario, pay):
    s = scenario(ven_spec({"base": ["Shadow Order Disciple"], "deck": ["Mega-Mech", "Pouty Poro"]}))
    go(s, "move Shadow Order Disciple", "to Kinkou Temple", "yes" if pay else "no")
    settle_open(s)
    assert s.zone("Mega-Mech") == ("TRASH" if pay else "DECK")
    assert s.might("Shadow Order Disciple") == (3 if pay else 2)


# ---------------------------------------------------------------- Shadowblade Lurker

@pytest.mark.parametrize("copies, runes_needed", [(0, 5), (1, 3), (2, 1), (3, 0)])
def test_shadowblade_lurker_costs_two_less_per_namesake(scenario, copies, runes_needed):
    s = scenario(ven_spec({"hand": ["Shadowblade Lurker"], "trash": ["Shadowblade Lurker"] * copies,
                           "runes": runes("chaos", runes_needed)}))
    assert s.can("play Shadowblade Lurker")
    if runes_needed:
        s2 = scenario(ven_spec({"hand": ["Shadowblade Lurker"],
                                "trash": ["Shadowblade Lurker"] * copies,
                                "runes": runes("chaos", runes_needed - 1)}))
        assert not s2.can("play Shadowblade Lurker")


# ---------------------------------------------------------------- Gust Monk

def test_gust_monk_paid_banishes_from_any_trash_for_assault(scenario):
    s = scenario(ven_spec({"hand": ["Gust Monk"], "runes": runes("chaos", 3),
                           "base": ["Vanguard Sergeant"]},
                          {"trash": ["Pouty Poro"]}))
    go(s, "play Gust Monk", "yes", "target Vanguard Sergeant")
    assert s.zone("Pouty Poro") == "BANISHMENT"     # the only trash card: chosen at once
    settle_open(s)
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.obj("Vanguard Sergeant")).get("Assault") == 2


def test_gust_monk_unpaid_does_nothing(scenario):
    s = scenario(ven_spec({"hand": ["Gust Monk"], "runes": runes("chaos", 3),
                           "base": ["Vanguard Sergeant"]}, {"trash": ["Pouty Poro"]}))
    go(s, "play Gust Monk", "no")
    settle_open(s)
    assert s.zone("Pouty Poro") == "TRASH"
    assert len(s.game.players[0].runes) - sum(
        s.game.objs[r].exhausted for r in s.game.players[0].runes) == 1


# ---------------------------------------------------------------- Ravenbloom Prefect

def test_ravenbloom_prefect_banishes_itself_and_the_gear(scenario):
    s = scenario(ven_spec({"hand": ["Orb of Regret"], "runes": runes("mind", 1)},
                          {"base": ["Ravenbloom Prefect"]}))
    go(s, "play Orb of Regret")
    assert s.kind == DecisionKind.OPTIONAL_COST and s.decision.player == 1
    go(s, "yes")                                      # P1 pays: banish the Prefect
    assert s.zone("Ravenbloom Prefect", 1) == "BANISHMENT"
    settle_open(s)
    assert s.zone("Orb of Regret") == "BANISHMENT"


def test_ravenbloom_prefect_declined(scenario):
    s = scenario(ven_spec({"hand": ["Orb of Regret"], "runes": runes("mind", 1)},
                          {"base": ["Ravenbloom Prefect"]}))
    go(s, "play Orb of Regret", "no")
    settle_open(s)
    assert s.zone("Ravenbloom Prefect", 1) == "BOARD" and s.zone("Orb of Regret") == "BOARD"


# ---------------------------------------------------------------- Tail-Cloaked Matriarch

def test_tail_cloaked_matriarch_empowered_plays_a_cheap_unit_from_trash_to_base(scenario):
    s = scenario(quiet_spec({"base": ["Tail-Cloaked Matriarch"], "runes": runes("chaos", 3),
                             "trash": ["Sneaky Deckhand", "Vanguard Sergeant"]}))
    s.do("activate ability 0 of Tail-Cloaked Matriarch")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    s.do("yes")
    assert not s.can("choose Vanguard Sergeant")           # Energy 4: more than [3]
    go(s, "choose Sneaky Deckhand")
    settle_open(s)
    assert s.zone("Sneaky Deckhand") == "BOARD" and s.loc("Sneaky Deckhand") == 0
    assert s.obj("Tail-Cloaked Matriarch").empowered
    assert energy_left(s) == 1           # only the Empower cost was paid (2 exhausted, 1 of
    assert len(s.game.players[0].runes) == 2   # them recycled for [chaos])


# ---------------------------------------------------------------- Twilight Step

def test_twilight_step_moves_small_unit_only(scenario):
    s = scenario(ven_spec({"hand": ["Twilight Step"], "runes": runes("chaos", 3)},
                          {"field": [["Pouty Poro", "Mega-Mech"], []]}))
    go(s, "play Twilight Step")
    assert "target Mega-Mech #" not in " ".join(s.options())
    go(s, "target Pouty Poro")
    until(s, DecisionKind.DESTINATION)               # 355.4: anywhere else it may be
    assert sorted(s.options()) == ["to P0's base", "to Trifarian War Camp"]
    s.do("to Trifarian War Camp")
    assert s.obj("Pouty Poro").loc == 2


# ---------------------------------------------------------------- Wind and Ghosts

@pytest.mark.parametrize("name, zone", [("Pouty Poro", "BANISHMENT"), ("Mega-Mech", "HAND")])
def test_wind_and_ghosts(scenario, name, zone):
    s = scenario(ven_spec({"hand": ["Wind and Ghosts"], "runes": runes("chaos", 4)},
                          {"field": [[name], []]}))
    go(s, "play Wind and Ghosts", f"target {name}")
    settle_open(s)
    assert s.zone(name) == zone


# ---------------------------------------------------------------- Mel, Defiant Soul

def test_mel_empower_by_discarding_a_spell_banishes_small_enemy(scenario):
    s = scenario(ven_spec({"base": ["Mel, Defiant Soul"], "hand": ["Pouty Poro", "Hextech Ray"],
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
    s = scenario(ven_spec({"base": ["Mel, Defiant Soul"], "hand": ["Pouty Poro"]}))
    assert not s.can("activate ability 0 of Mel, Defiant Soul")


# ---------------------------------------------------------------- Zed, Without a Sound

def test_zed_without_a_sound_conquer_clone_and_swap(scenario):
    s = scenario(ven_spec({"base": ["Zed, Without a Sound"], "runes": runes("chaos", 4)}))
    go(s, "move Zed, Without a Sound", "to Kinkou Temple")
    settle_open(s)
    clone = s.obj("Shadow Clone")
    assert clone.zone.name == "BOARD" and clone.loc == 0
    assert s.game.bfs[0].controller == 0
    go(s, "activate ability 1 of Zed, Without a Sound")
    settle_open(s)
    assert s.obj("Zed, Without a Sound").loc == 0 and s.obj("Shadow Clone").loc == 1
