"""Vendetta (VEN) battlefields: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind

from card_helpers import (
    card, combat_spec, go, runes, settle_open, spec_factory, until, VEN_ANCHOR, VEN_FILL,
    ven_spec,
)


def _roost_spec(controller=None, **p0):
    bfs = [{"card": "Dragon Roost"} if controller is None else
           {"card": "Dragon Roost", "controller": controller}, "Trifarian War Camp"]
    return spec_factory(bfs, VEN_FILL, "Petty Officer")(p0)


def _altar_spec(controller):
    return spec_factory([{"card": "Risen Altar", "controller": controller},
                         "Trifarian War Camp"], VEN_FILL, VEN_ANCHOR)


# ---------------------------------------------------------------- Dragon Roost

def test_dragon_roost_pay_two_power_to_play_a_dragon_there(scenario):
    """356.2.b: the player may pay [A][A] more to play a Dragon; then it goes to the Roost,
    a battlefield they could not play it to otherwise (355.2)."""
    s = scenario(_roost_spec(hand=["Mountain Drake"],
                             pool={"energy": 9, "power": {"calm": 1, "body": 1}}))
    s.do(f"play {card(s, 'Mountain Drake')}")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle_open(s)
    assert s.obj("Mountain Drake").loc == 1                 # the Roost (battlefield 0)
    p = s.game.players[0]
    assert p.energy == 0 and sum(p.power.values()) == 0


def test_dragon_roost_declined_plays_the_dragon_to_base(scenario):
    s = scenario(_roost_spec(hand=["Mountain Drake"],
                             pool={"energy": 9, "power": {"calm": 1, "body": 1}}))
    s.do(f"play {card(s, 'Mountain Drake')}")
    s.do("no")
    settle_open(s)
    assert s.obj("Mountain Drake").loc == 0
    assert sum(s.game.players[0].power.values()) == 2


def test_dragon_roost_only_for_dragons_and_only_when_payable(scenario):
    s = scenario(_roost_spec(hand=["Mountain Drake"],
                             pool={"energy": 9, "power": {"body": 1}}))
    s.do(f"play {card(s, 'Mountain Drake')}")              # one Power: no offer
    settle_open(s)
    assert s.kind != DecisionKind.OPTIONAL_COST and s.obj("Mountain Drake").loc == 0
    s = scenario(_roost_spec(hand=["Vanguard Sergeant"],
                             pool={"energy": 9, "power": {"body": 2}}))
    s.do(f"play {card(s, 'Vanguard Sergeant')}")           # not a Dragon
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 0


def test_dragon_roost_not_offered_where_the_dragon_may_go_anyway(scenario):
    """Its controller (a unit of theirs is there, 187.4.c) may play units to the Roost
    (355.2): no extra cost is asked."""
    s = scenario(_roost_spec(0, hand=["Mountain Drake"], field=[["Vanguard Sergeant"], []],
                             pool={"energy": 9, "power": {"body": 2}}))
    s.do(f"play {card(s, 'Mountain Drake')}")
    assert s.kind == DecisionKind.PLAY_LOCATION
    go(s, "to Dragon Roost")
    settle_open(s)
    assert s.obj("Mountain Drake").loc == 1 and sum(s.game.players[0].power.values()) == 2


# ---------------------------------------------------------------- Kinkou Temple

def test_kinkou_temple_tank_units_plus_one(scenario):
    s = scenario(ven_spec({"field": [["Sunlit Guardian", "Pouty Poro"], []]}))
    assert s.might("Sunlit Guardian") == 4 and s.might("Pouty Poro") == 2


# ---------------------------------------------------------------- Risen Altar

def test_risen_altar_takes_one_energy_off_an_empower_cost_here(scenario):
    """Shadow Fiend's [Empower] [2][fury] costs [1][fury] at the Altar its controller holds
    (356.4.b): a single Fury rune pays it (exhausted for [1], recycled for [fury])."""
    s = scenario(_altar_spec(0)({"field": [["Shadow Fiend"], []], "runes": runes("fury", 1)}))
    assert s.can("activate ability 0 of Shadow Fiend")
    go(s, "activate ability 0 of Shadow Fiend")
    settle_open(s)
    assert s.obj("Shadow Fiend").empowered
    assert s.game.players[0].runes == [] and s.game.players[0].energy == 0


def test_risen_altar_needs_its_controller_and_the_unit_here(scenario):
    """"your units here" (187.6.c: "you" is the battlefield's controller): no discount for a
    unit at an Altar its controller does not control, nor for a unit in base."""
    s = scenario(_altar_spec(1)({"field": [["Shadow Fiend"], []], "runes": runes("fury", 1)}))
    assert not s.can("activate ability 0 of Shadow Fiend")
    s = scenario(_altar_spec(0)({"base": ["Shadow Fiend"], "runes": runes("fury", 1)}))
    assert not s.can("activate ability 0 of Shadow Fiend")
    s = scenario(_altar_spec(0)({"base": ["Shadow Fiend"], "runes": runes("fury", 2)}))
    assert s.can("activate ability 0 of Shadow Fiend")        # full price payable in base


def test_risen_altar_takes_power_off_a_power_only_empower_cost(scenario):
    """Legion Marauder's [Empower] [body] has no Energy: the Altar takes the [A] off it, so it
    costs nothing; its [Empower] [1] also costs nothing there (356.5: not below 0)."""
    for ability in (0, 1):
        s = scenario(_altar_spec(0)({"field": [["Legion Marauder"], []]}))
        assert s.can(f"activate ability {ability} of Legion Marauder")
        go(s, f"activate ability {ability} of Legion Marauder")
        settle_open(s)
        assert s.obj("Legion Marauder").empowered
    s = scenario(_altar_spec(1)({"field": [["Legion Marauder"], []]}))
    assert not s.can("activate ability 1 of Legion Marauder")


def test_risen_altar_discounts_only_empower_abilities(scenario):
    """A unit's activated ability that is not [Empower] pays its full cost at the Altar:
    Renata Glasc's [1][mind] draw is not payable from a pool holding only [mind]."""
    s = scenario(_altar_spec(0)({"field": [["Renata Glasc, Mastermind"], []],
                                 "pool": {"energy": 0, "power": {"mind": 1}}}))
    assert not s.can("activate ability 0 of Renata Glasc, Mastermind")
    s = scenario(_altar_spec(0)({"field": [["Renata Glasc, Mastermind"], []],
                                 "pool": {"energy": 1, "power": {"mind": 1}}}))
    assert s.can("activate ability 0 of Renata Glasc, Mastermind")


# ---------------------------------------------------------------- Shadow Temple

def test_shadow_temple_hold_burns_three(scenario):
    s = scenario(ven_spec({"field": [["Stalwart Poro"], []],
                           "deck": ["Mega-Mech", "Hextech Ray", "Sunlit Guardian", "Pouty Poro",
                                    "Daring Poro"]},
                          bfs=[{"card": "Shadow Temple", "controller": 0}, "Trifarian War Camp"],
                          phase="awaken", turn=4))
    s.pass_until(lambda s: s.game.phase.name == "MAIN" and not s.game.chain)
    assert len(s.game.players[0].trash) == 3
    assert s.zone("Pouty Poro") == "HAND"             # the draw step comes after the hold


# ---------------------------------------------------------------- Threshold of the Gray

def test_threshold_of_the_gray_both_combatants_add_one(scenario):
    s = scenario(combat_spec(["Vanguard Sergeant"], ["Pouty Poro"],
                             bfs=["Threshold of the Gray", "Kinkou Temple"]))
    go(s, "move Vanguard Sergeant", "to Threshold of the Gray")
    until(s, DecisionKind.PRIORITY)
    go(s, "pass", "pass")                              # the battlefield's trigger resolves
    assert [p.energy for p in s.game.players] == [1, 1]
