"""Vendetta (VEN) Body cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from card_helpers import go, quiet_spec, run, runes, settle_open


# ---------------------------------------------------------------- Guttural Roar

def test_guttural_roar_gives_2_or_4_if_empowered(scenario):
    s = scenario(quiet_spec({"base": ["Legion Marauder", "Daring Poro"],
                             "hand": ["Guttural Roar", "Guttural Roar"],
                             "runes": runes("body", 5)}))
    go(s, "activate ability 0 of Legion Marauder")
    settle_open(s)
    assert s.obj("Legion Marauder").empowered and s.might("Legion Marauder") == 3
    roars = s.ids("Guttural Roar", 0)
    s.do(f"play Guttural Roar #{roars[0]}", "target Legion Marauder")
    settle_open(s)
    assert s.might("Legion Marauder") == 3 + 4
    s.do(f"play Guttural Roar #{roars[1]}", "target Daring Poro")
    settle_open(s)
    assert s.might("Daring Poro") == 2 + 2


# ---------------------------------------------------------------- Legion Marauder

def test_legion_marauder_empowers_for_energy_or_body(scenario):
    s = scenario(quiet_spec({"base": ["Legion Marauder"], "pool": {"power": {"body": 1}}}))
    assert s.might("Legion Marauder") == 2
    assert not s.can("activate ability 0 of Legion Marauder")     # [1]: no Energy
    go(s, "activate ability 1 of Legion Marauder")                 # [body]
    settle_open(s)
    assert s.obj("Legion Marauder").empowered
    assert s.might("Legion Marauder") == 3
    assert not s.can("activate ability 1 of Legion Marauder")


# ---------------------------------------------------------------- Onslaught

def test_onslaught_gives_6_and_flows_from_the_trash(scenario):
    s = scenario(quiet_spec({"hand": ["Onslaught"], "trash": ["Onslaught"],
                             "runes": runes("body", 8), "base": ["Daring Poro"]}))
    hand_copy, trash_copy = s.ids("Onslaught", 0)
    s.do(f"play Onslaught #{hand_copy}", "target Daring Poro")
    settle_open(s)
    assert s.might("Daring Poro") == 2 + 6
    s.do(f"play Onslaught #{trash_copy}", "target Daring Poro")      # [Flow] [4]
    settle_open(s)
    assert s.might("Daring Poro") == 2 + 12
    assert s.game.objs[trash_copy].zone.name == "BANISHMENT"
    assert s.game.objs[hand_copy].zone.name == "TRASH"


# ---------------------------------------------------------------- Rampage

def test_rampage_paid_gives_plus_two_then_they_fight(scenario):
    s = scenario(quiet_spec({"hand": ["Rampage"], "runes": runes("body", 5),
                             "base": ["Noxus Hopeful"]}, {"base": ["Petty Officer"]}))
    run(s, "play Rampage", "yes", "target Noxus Hopeful", "target Petty Officer")
    assert s.zone("Petty Officer") == "TRASH"         # took 4 + 2 = 6
    assert s.obj("Noxus Hopeful").damage == 5 and s.might("Noxus Hopeful") == 6
    assert len(s.game.players[0].runes) == 4          # [body] paid by recycling a rune


def test_rampage_unpaid_no_bonus(scenario):
    s = scenario(quiet_spec({"hand": ["Rampage"], "runes": runes("body", 5),
                             "base": ["Noxus Hopeful"]}, {"base": ["Petty Officer"]}))
    run(s, "play Rampage", "no", "target Noxus Hopeful", "target Petty Officer")
    assert s.zone("Noxus Hopeful") == "TRASH"         # took 5 > 4
    assert s.zone("Petty Officer") == "BOARD" and s.obj("Petty Officer").damage == 4


# ---------------------------------------------------------------- Ambessa, The Wolf

def test_ambessa_empowered_has_plus_3_and_takes_no_damage_outside_combat(scenario):
    s = scenario(quiet_spec({"field": [["Ambessa, The Wolf"], []], "hand": ["Hextech Ray"],
                             "runes": runes("body", 4) + runes("fury", 2)},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 "Altar to Unity"]))
    assert s.might("Ambessa, The Wolf") == 4
    go(s, "activate ability 0 of Ambessa, The Wolf")
    settle_open(s)
    assert s.obj("Ambessa, The Wolf").empowered
    assert s.might("Ambessa, The Wolf") == 7
    s.do("play Hextech Ray")
    go(s, "target Ambessa, The Wolf")
    settle_open(s)
    assert s.damage("Ambessa, The Wolf") == 0


def test_ambessa_not_empowered_takes_damage(scenario):
    s = scenario(quiet_spec({"field": [["Ambessa, The Wolf"], []], "hand": ["Hextech Ray"],
                             "runes": runes("fury", 2)},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 "Altar to Unity"]))
    s.do("play Hextech Ray")
    go(s, "target Ambessa, The Wolf")
    settle_open(s)
    assert s.damage("Ambessa, The Wolf") == 3


# ---------------------------------------------------------------- Public Execution

def test_public_execution_kills_an_enemy_with_less_might_than_the_friendly_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Public Execution"],
                             "runes": runes("body", 3) + runes("order", 1),
                             "base": ["Vanguard Sergeant", "Daring Poro"]},
                            {"base": ["Daring Poro", "Playful Phantom", "Vanguard Sergeant",
                                      "Pouty Poro"]}))
    mine = s.id("Vanguard Sergeant", 0)
    s.do("play Public Execution")
    assert not s.can(f"target Daring Poro #{s.id('Daring Poro', 0)}")   # no enemy below 2
    s.do(f"target Vanguard Sergeant #{mine}")
    assert not s.can("target Playful Phantom")                       # 5 is not less than 4
    assert not s.can(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant', 1)}")   # nor 4
    assert s.can("target Pouty Poro")
    s.do(f"target Daring Poro #{s.id('Daring Poro', 1)}")
    settle_open(s)
    assert s.zone("Daring Poro", 1) == "TRASH"
    assert s.zone("Playful Phantom") == "BOARD"


def test_public_execution_needs_a_weaker_enemy(scenario):
    """Every friendly unit (the 8-Might anchor at most) faces an 8-Might enemy: no legal pair
    of targets, so it can't be played (355.16)."""
    s = scenario(quiet_spec({"hand": ["Public Execution"], "runes": runes("body", 3),
                             "base": ["Daring Poro"]}))
    assert not s.can("play Public Execution")
