"""[Repeat] with a mode and a move destination chosen for each execution (820.2.a, 355.3,
355.4), and a reflexive trigger remembering every token an effect played (387), on both
engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from card_helpers import go, runes, settle_open, spec_factory, trash

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


# ---------------------------------------------------------------- Rocket Barrage

def _barrage(scenario, p1_base):
    return scenario(spec({"hand": ["Rocket Barrage"], "runes": runes("mind", 10)},
                         {"base": p1_base}))


def test_rocket_barrage_repeat_chooses_a_different_mode_for_its_second_execution(scenario):
    """820.2.a: the Repeat execution may choose another mode than the first; each execution
    does its own mode to its own target (4 to a unit in a base, then kill a gear)."""
    s = _barrage(scenario, ["Vanguard Sergeant", "Doran's Blade", "Long Sword"])
    s.do("play Rocket Barrage", "yes")                  # Repeat [4][mind] paid (820.1.d)
    assert s.kind == DecisionKind.CHOOSE_MODE           # 355.3: the first execution's mode
    s.do("option 0")
    assert s.kind == DecisionKind.CHOOSE_MODE           # 820.2.a: the second execution's
    s.do("option 1")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Doran's Blade")            # first: a unit in a base
    s.do("target Vanguard Sergeant")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Vanguard Sergeant")        # second: a gear
    s.do("target Doran's Blade")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"       # 4 damage to a 4-Might unit
    assert s.zone("Doran's Blade") == "TRASH" and s.zone("Long Sword") == "BOARD"
    assert trash(s, 1) == ["Doran's Blade", "Vanguard Sergeant"]


def test_rocket_barrage_repeat_may_choose_the_same_mode_twice(scenario):
    """820.2.a: "Kill a gear" twice, two different gear, killed in the chosen order."""
    s = _barrage(scenario, ["Vanguard Sergeant", "Doran's Blade", "Long Sword"])
    s.do("play Rocket Barrage", "yes", "option 1", "option 1")
    assert s.kind == DecisionKind.TARGET and not s.can("target Vanguard Sergeant")
    s.do("target Long Sword")
    assert s.kind == DecisionKind.TARGET and not s.can("target Vanguard Sergeant")
    s.do("target Doran's Blade")
    settle_open(s)
    assert s.zone("Doran's Blade") == "TRASH" and s.zone("Long Sword") == "TRASH"
    assert s.zone("Vanguard Sergeant") == "BOARD"       # no damage mode chosen


def test_rocket_barrage_without_repeat_executes_one_mode_once(scenario):
    s = _barrage(scenario, ["Vanguard Sergeant", "Doran's Blade", "Long Sword"])
    s.do("play Rocket Barrage", "no", "option 1")
    assert s.kind == DecisionKind.TARGET
    s.do("target Long Sword")
    settle_open(s)
    assert s.zone("Long Sword") == "TRASH"
    assert s.zone("Doran's Blade") == "BOARD" and s.zone("Vanguard Sergeant") == "BOARD"


def test_rocket_barrage_damage_mode_only_reaches_units_in_a_base(scenario):
    """"a unit in a base": a unit at a battlefield is no target of either execution; the same
    target may be chosen again (820.2.a), the second execution then finding it gone."""
    s = scenario(spec({"hand": ["Rocket Barrage"], "runes": runes("mind", 10)},
                      {"base": ["Daring Poro"], "field": [["Vanguard Sergeant"], []]}))
    s.do("play Rocket Barrage", "yes")
    go(s, "option 0", "option 0")                      # (no gear: the only mode left)
    assert s.kind == DecisionKind.TARGET and not s.can("target Vanguard Sergeant")
    s.do("target Daring Poro")
    assert s.kind == DecisionKind.TARGET and not s.can("target Vanguard Sergeant")
    s.do("target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    assert s.zone("Vanguard Sergeant") == "BOARD" and s.obj("Vanguard Sergeant").damage == 0



def test_a_repeated_choose_one_spell_needs_modes_of_the_same_width():
    """Each execution reads its own run of target slots (820.2.a): the modes of a "Choose one"
    spell with [Repeat] have as many target slots; the core does not keep a destination per
    mode chosen with [Repeat] (it is left to the reference engine)."""
    from riftsim.cards import dsl
    from riftsim.cards.compile import unsupported_reason
    from riftsim.cards.pool import pool_with
    from riftsim.cards.registry import card_def

    with pytest.raises(ValueError, match="same number of target slots"):
        dsl.Spell(modes=(dsl.Mode((dsl.Draw(1),)),
                         dsl.Mode((dsl.Stun(dsl.T(0)),), (dsl.Target(dsl.unit()),))),
                  repeat=(dsl.Cost(1),))
    moving = dsl.Spell(modes=(dsl.Mode((dsl.Move(dsl.T(0)),), (dsl.Target(dsl.unit()),)),
                              dsl.Mode((dsl.Stun(dsl.T(0)),), (dsl.Target(dsl.unit()),))),
                       repeat=(dsl.Cost(1),))
    pool = pool_with(card_def("Rocket Barrage", moving))
    assert unsupported_reason(pool.by_name("Rocket Barrage")) == \
        "move destination chosen per mode with Repeat"

# ---------------------------------------------------------------- Temptation

def test_temptation_moves_only_to_a_location_holding_a_unit_of_the_same_controller(scenario):
    """"to a location where there's a unit with the same controller": the enemy's base (their
    anchor) qualifies, a battlefield holding only my unit does not; the only destination left
    is taken at once (355.4)."""
    s = scenario(spec({"hand": ["Temptation"], "runes": runes("chaos", 4),
                       "field": [[], ["Petty Officer"]]},
                      {"field": [["Daring Poro"], []]}))
    s.do("play Temptation", "no")
    go(s, "target Daring Poro")
    assert s.kind != DecisionKind.DESTINATION           # Altar to Unity: only my unit there
    settle_open(s)
    assert s.loc("Daring Poro") == 0                    # its base, by its controller's anchor


def test_temptation_repeat_chooses_each_executions_destination_as_it_is_played(scenario):
    """355.4 / 820.2.a: each execution's move has its own destination, chosen as the spell is
    played from its own target's locations: the Poro to where the Sergeant is, then the
    Sergeant to its base (a repeat does not reuse the first destination)."""
    s = scenario(spec({"hand": ["Temptation"], "runes": runes("chaos", 4)},
                      {"field": [["Daring Poro"], ["Vanguard Sergeant"]]}))
    s.do("play Temptation", "yes")
    s.do("target Daring Poro")
    s.do("target Vanguard Sergeant")
    assert s.kind == DecisionKind.DESTINATION           # the first execution's, as played
    s.do("to Altar to Unity")
    assert s.kind == DecisionKind.DESTINATION           # the second execution's
    assert s.can("to Grove of the God-Willow") and s.can("to P0's base")
    s.do("to P0's base")
    settle_open(s)
    assert s.loc("Daring Poro") == 2                    # Altar to Unity (battlefield 1)
    assert s.loc("Vanguard Sergeant") == 0              # its base


def test_temptation_repeat_may_move_the_same_unit_twice(scenario):
    """820.2.a: the same target again; each execution moves it to its own destination."""
    s = scenario(spec({"hand": ["Temptation"], "runes": runes("chaos", 4)},
                      {"field": [["Daring Poro"], ["Vanguard Sergeant"]]}))
    s.do("play Temptation", "yes")
    s.do("target Daring Poro")
    s.do("target Daring Poro")
    s.do("to Altar to Unity")                           # first: to the Sergeant
    assert s.kind == DecisionKind.DESTINATION
    s.do("to P0's base")                                     # second: back to its base
    settle_open(s)
    assert s.loc("Daring Poro") == 0


# ---------------------------------------------------------------- Arise!

def _arise(scenario, equipment, base=()):
    return scenario(spec({"hand": ["Arise!"], "runes": runes("calm", 4) + runes("order", 4),
                          "base": list(equipment) + list(base)}))


def _soldiers(s, player: int = 0) -> list:
    g = s.game
    return [o for o in g.objs if o.zone.name == "BOARD" and g.pool[o.card].name == "Sand Soldier"
            and o.controller == player]


def test_arise_plays_a_token_per_equipment_then_readies_up_to_two_of_them(scenario):
    """A Sand Soldier for each Equipment you control (three), then do this (387, the
    Spiritforged FAQ): the reflexive trigger remembers every token played, and readies up to
    two of them (its targets, chosen as it goes on the chain)."""
    s = _arise(scenario, ["Doran's Blade", "Long Sword", "Doran's Blade"],
               [{"card": "Vanguard Sergeant", "exhausted": True}])
    s.do("play Arise!")
    for _ in range(20):
        if s.kind == DecisionKind.TARGET:
            break
        s.do("pass")
    made = _soldiers(s)
    assert len(made) == 3 and all(o.exhausted for o in made)
    assert s.kind == DecisionKind.TARGET                 # the reflexive trigger's targets
    opts = s.options()
    assert not s.can("target Vanguard Sergeant") and not s.can("target Mega-Mech")
    assert sorted(o for o in opts if o.startswith("target")) == sorted(
        f"target Sand Soldier #{o.id}" for o in made)   # every one of them (not the first)
    s.do(f"target Sand Soldier #{made[0].id}", f"target Sand Soldier #{made[2].id}")
    settle_open(s)
    made = _soldiers(s)
    assert [o.exhausted for o in made] == [False, True, False]
    assert s.obj("Vanguard Sergeant").exhausted


def test_arise_readies_none_when_none_are_chosen(scenario):
    """"Up to two": none may be chosen (355.13)."""
    s = _arise(scenario, ["Doran's Blade"])
    s.do("play Arise!")
    for _ in range(20):
        if s.kind == DecisionKind.TARGET:
            break
        s.do("pass")
    assert s.kind == DecisionKind.TARGET and s.can("done")
    s.do("done")
    settle_open(s)
    assert [o.exhausted for o in _soldiers(s)] == [True]


def test_arise_without_equipment_plays_no_token(scenario):
    s = _arise(scenario, [])
    s.do("play Arise!")
    settle_open(s)
    assert _soldiers(s) == [] and s.zone("Arise!") == "TRASH"


def test_arise_reflexive_remembers_only_the_tokens_this_effect_played(scenario):
    """An earlier Sand Soldier is not one of "them"."""
    s = _arise(scenario, ["Long Sword"], [{"card": "Sand Soldier", "exhausted": True}])
    old = _soldiers(s)[0].id
    s.do("play Arise!")
    for _ in range(20):
        if s.kind == DecisionKind.TARGET:
            break
        s.do("pass")
    assert s.kind == DecisionKind.TARGET and not s.can(f"target Sand Soldier #{old}")
    new = [o.id for o in _soldiers(s) if o.id != old]
    s.do(f"target Sand Soldier #{new[0]}")
    settle_open(s)
    assert s.game.objs[old].exhausted and not s.game.objs[new[0]].exhausted


def test_arise_counts_attached_equipment_and_only_its_controllers(scenario):
    """"For each Equipment you control": an Equipment attached to a unit counts (it is still
    a gear you control, 434), an opponent's does not: two tokens."""
    s = scenario(spec({"hand": ["Arise!"], "runes": runes("calm", 4) + runes("order", 4),
                       "base": [{"card": "Vanguard Sergeant", "attached": ["Doran's Blade"]},
                                "Long Sword"]},
                      {"base": ["Doran's Blade", "Long Sword"]}))
    s.do("play Arise!")
    for _ in range(20):
        if s.kind == DecisionKind.TARGET:
            break
        s.do("pass")
    assert len(_soldiers(s)) == 2 and _soldiers(s, 1) == []
