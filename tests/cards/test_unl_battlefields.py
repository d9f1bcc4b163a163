"""Unleashed (UNL) battlefields: scenario tests on both engines (the `scenario` fixture runs
each on the reference engine and the compiled core), a section per card in collector-number
order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind

from card_helpers import act_or_skip, board_obj, go, play, quiet_spec, runes, settle_open, xp


def _waste_combat(scenario, defenders):
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant"], "hand": ["Frigid Touch"],
                             "runes": runes("mind", 2)}, {"field": [defenders, []]},
                            bfs=["Forbidding Waste", "Altar to Unity"]))
    s.do("move Vanguard Sergeant")
    go(s, "to Forbidding Waste")
    return s


# ---------------------------------------------------------------- Amateur Recital

def test_amateur_recital_hold_may_send_a_unit_at_a_battlefield_to_base(scenario):
    s = scenario(quiet_spec({"field": [["Sharkling"], []]}, {"field": [[], ["Inferna"]]},
                            bfs=["Amateur Recital", "Altar to Unity"], phase="awaken"))
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes", "target Inferna")
    settle_open(s)
    assert s.obj("Inferna").loc == 0 and s.obj("Sharkling").loc == 1


# ---------------------------------------------------------------- Forbidding Waste

def test_forbidding_waste_lone_defender_has_minus_two(scenario):
    s = _waste_combat(scenario, ["Playful Phantom"])
    assert s.game.showdown is not None and s.game.showdown.combat
    assert s.might("Playful Phantom") == 3
    assert s.might("Vanguard Sergeant") == 4       # the attacker alone: unaffected
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH"    # 4 damage kills the 3-Might defender
    sgt = s.id("Vanguard Sergeant")
    assert [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == sgt] == [3]
    assert s.game.bfs[0].controller == 0


def test_forbidding_waste_two_defenders_not_alone(scenario):
    s = _waste_combat(scenario, ["Playful Phantom", "Shipyard Skulker"])
    assert s.game.showdown is not None and s.game.showdown.combat
    assert s.might("Playful Phantom") == 5
    assert s.might("Shipyard Skulker") == 3


def test_forbidding_waste_no_effect_outside_combat(scenario):
    s = scenario(quiet_spec({}, {"field": [["Playful Phantom"], []]},
                            bfs=["Forbidding Waste", "Altar to Unity"]))
    assert s.might("Playful Phantom") == 5


# ---------------------------------------------------------------- Frozen Fortress

def test_frozen_fortress_deals_one_to_each_unit_there_at_each_beginning_phase(scenario):
    s = scenario(quiet_spec({"field": [["Sneaky Deckhand", "Vanguard Sergeant"], []],
                             "base": ["Daring Poro"]},
                            bfs=[{"card": "Frozen Fortress", "controller": 0}, "Altar to Unity"],
                            phase="awaken"))
    settle_open(s)
    assert s.damage("Vanguard Sergeant") == 1
    assert s.damage("Sneaky Deckhand") == 1
    assert s.damage("Daring Poro") == 0                    # a base is not "here"


def test_frozen_fortress_fires_on_the_other_players_turn_and_kills(scenario):
    s = scenario(quiet_spec({"field": [[{"unit": {"might": 1}, "as": "frail"},
                                        {"card": "Daring Poro", "as": "poro"}], []]},
                            bfs=[{"card": "Frozen Fortress", "controller": 0}, "Altar to Unity"],
                            phase="awaken", turn_player=1))
    settle_open(s)
    assert s.zone("frail") == "TRASH"
    assert s.damage("poro") == 1


# ---------------------------------------------------------------- Gardens of Becoming

def test_gardens_of_becoming_units_there_exhaust_to_gain_xp(scenario):
    s = scenario(quiet_spec({"field": [["Sharkling", "Inferna"], []], "base": ["Vi, Hotheaded"]},
                            bfs=["Gardens of Becoming", "Altar to Unity"]))
    gardens = s.game.bfs[0].obj
    s.do(f"activate ability 0 of Gardens of Becoming #{gardens}")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert sorted(s.options()) == [f"choose Inferna #{s.id('Inferna')}",
                                   f"choose Sharkling #{s.id('Sharkling')}"]
    s.do("choose Inferna")
    settle_open(s)
    assert xp(s) == 1 and s.obj("Inferna").exhausted and not s.obj("Sharkling").exhausted


# ---------------------------------------------------------------- Ripper's Bay

def test_rippers_bay_returned_unit_lets_its_owner_pay_1_to_channel(scenario):
    s = scenario(quiet_spec({"hand": ["Existential Dread"], "runes": runes("chaos", 3),
                             "field": [["Mega-Mech"], []]},
                            {"base": [{"card": "Sharkling", "stunned": False}],
                             "runes": runes("fury", 1), "rune_deck": ["Fury Rune"]},
                            bfs=["Ripper's Bay", "Altar to Unity"], turn_player=1))
    s.do("move Sharkling", "to Ripper's Bay")
    play(s, "Existential Dread", "yes", "target Sharkling", "target Sharkling")
    settle_open(s)
    assert s.zone("Sharkling") == "HAND"
    assert s.kind == DecisionKind.MAY and s.decision.player == 1
    s.do("yes")
    settle_open(s)
    p1 = s.game.players[1]
    assert len(p1.runes) == 2 and not p1.rune_deck
    assert s.game.objs[p1.runes[0]].exhausted and s.game.objs[p1.runes[1]].exhausted


# ---------------------------------------------------------------- Star Spring

def test_star_spring_first_non_token_unit_played_there_may_send_another_home(scenario):
    s = scenario(quiet_spec({"hand": ["Sharkling", "Inferna"], "runes": runes("fury", 6),
                             "field": [["Vi, Hotheaded", "Mister Root"], []]},
                            bfs=["Star Spring", "Altar to Unity"]))
    play(s, "Sharkling", "to Star Spring", "no")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    assert f"target Sharkling #{s.id('Sharkling')}" not in s.options()   # "another unit"
    s.do("target Vi, Hotheaded")
    settle_open(s)
    assert s.obj("Vi, Hotheaded").loc == 0 and s.obj("Sharkling").loc == 1
    play(s, "Inferna", "to Star Spring")
    settle_open(s)
    assert s.kind == DecisionKind.PRIORITY                # only the first time each turn
    assert s.obj("Mister Root").loc == 1


# ---------------------------------------------------------------- Trapping Grounds

def test_trapping_grounds_conquer_with_excess_plays_a_bird(scenario):
    s = scenario(quiet_spec({"base": ["Yeti Brawler"]}, {"field": [["Sharkling"], []]},
                            bfs=["Trapping Grounds", "Altar to Unity"]))
    s.do("move Yeti Brawler", "to Trapping Grounds")
    settle_open(s)
    act_or_skip(s, "base")                   # 182.1.a: base or a battlefield you control
    settle_open(s)
    bird = board_obj(s, "Bird")
    assert bird.controller == 0 and bird.loc == 0
    s2 = scenario(quiet_spec({"base": ["Yeti Brawler"]}, {"field": [["Herald of Spring"], []]},
                             bfs=["Trapping Grounds", "Altar to Unity"]))
    s2.do("move Yeti Brawler", "to Trapping Grounds")
    settle_open(s2)
    assert s2.game.bfs[0].controller == 0
    assert not any(s2.game.pool[o.card].name == "Bird" for o in s2.game.objs)   # 2 excess


# ---------------------------------------------------------------- Valley of Idols

def test_valley_of_idols_pay_1_to_buff_a_unit_played_there(scenario):
    s = scenario(quiet_spec({"hand": ["Inferna"], "runes": runes("fury", 3),
                             "field": [["Sharkling"], []]},
                            bfs=["Valley of Idols", "Altar to Unity"]))
    play(s, "Inferna", "to Valley of Idols")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle_open(s)
    assert s.obj("Inferna").buff == 1
    assert sum(s.game.objs[r].exhausted for r in s.game.players[0].runes) == 3
