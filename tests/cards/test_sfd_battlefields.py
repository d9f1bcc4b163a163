"""Spiritforged (SFD) battlefields: scenario tests on both engines (the `scenario` fixture runs
each on the reference engine and the compiled core), a section per card in collector-number
order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import LOC_BASE, NONE
from riftsim.actions import DecisionKind
from riftsim.reference import layers

from card_helpers import (
    bare_spec, bid, board, DECK, free_runes, go, held, QUIET_BFS, QUIET_FILL, quiet_spec, run,
    runes, settle, settle_open, to_main,
)


def on_board(s, name, player=None):
    g = s.game
    return [o for o in g.objs if o.zone.name == "BOARD" and g.pool[o.card].name == name
            and (player is None or o.controller == player)]


def _forge(scenario, controller=0, gear=("Long Sword",)):
    field = [["Shipyard Skulker"], []]                    # holds the Forge for its controller
    return scenario(quiet_spec({"legend": "Loose Cannon", "base": ["Vanguard Sergeant", *gear],
                                **({"field": field} if controller == 0 else {})},
                               {"legend": "Loose Cannon",
                                **({"field": field} if controller else {})},
                               bfs=[{"card": "Forge of the Fluft", "controller": controller},
                                    "Altar to Unity"]))


def _forge_option(s):
    forge = s.id("Forge of the Fluft")
    return f"activate ability 0 of Forge of the Fluft #{forge}"


def _monument(scenario, turn):
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant"], "deck": ["Pouty Poro"] + QUIET_FILL},
                            bfs=["Forgotten Monument", "Zaun Warrens"], turn=turn))
    s.do("move Vanguard Sergeant")
    go(s, "to Forgotten Monument")
    settle_open(s)
    return s


# ---------------------------------------------------------------- Emperor's Dais

def test_emperors_dais_pay_one_return_a_unit_for_a_sand_soldier(scenario):
    s = scenario(quiet_spec({"base": ["Pit Rookie"], "runes": runes("body", 1)},
                            bfs=["Emperor's Dais", "Altar to Unity"]))
    run(s, f"move Pit Rookie #{s.id('Pit Rookie', 0)}", "to Emperor's Dais", "yes")
    assert s.zone("Pit Rookie", 0) == "HAND"
    soldiers = on_board(s, "Sand Soldier", 0)
    assert len(soldiers) == 1 and soldiers[0].loc == 1
    assert s.game.objs[s.game.players[0].runes[0]].exhausted


def test_emperors_dais_declined_or_unaffordable(scenario):
    s = scenario(quiet_spec({"base": ["Pit Rookie"], "runes": runes("body", 1)},
                            bfs=["Emperor's Dais", "Altar to Unity"]))
    run(s, f"move Pit Rookie #{s.id('Pit Rookie', 0)}", "to Emperor's Dais", "no")
    assert s.obj("Pit Rookie", 0).loc == 1 and not on_board(s, "Sand Soldier")
    s2 = scenario(quiet_spec({"base": ["Pit Rookie"]}, bfs=["Emperor's Dais", "Altar to Unity"]))
    run(s2, f"move Pit Rookie #{s2.id('Pit Rookie', 0)}", "to Emperor's Dais")
    assert s2.obj("Pit Rookie", 0).loc == 1 and not on_board(s2, "Sand Soldier")


# ---------------------------------------------------------------- Forge of the Fluft

def test_forge_of_the_fluft_legend_attaches_an_equipment(scenario):
    s = _forge(scenario)
    assert s.can(_forge_option(s))
    legend = s.id("Loose Cannon", 0)
    s.do(_forge_option(s))
    go(s, f"select Loose Cannon #{legend}")
    go(s, f"target Long Sword #{bid(s, 'Long Sword')}")
    go(s, f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}")
    settle_open(s)
    assert s.game.objs[bid(s, "Long Sword")].attached_to == bid(s, "Vanguard Sergeant")
    assert s.game.objs[legend].exhausted
    assert s.might("Vanguard Sergeant") == 4 + 2          # Long Sword's Might Bonus
    assert not s.can(_forge_option(s))                    # the legend is exhausted


def test_forge_of_the_fluft_needs_control_and_an_equipment(scenario):
    s = _forge(scenario, controller=1)
    assert not s.can(_forge_option(s))
    s = _forge(scenario, gear=())
    assert not s.can(_forge_option(s))


# ---------------------------------------------------------------- Forgotten Monument

def test_forgotten_monument_no_scoring_before_the_third_turn(scenario):
    """Spiritforged FAQ: no conquer, no point; control still changes."""
    s = _monument(scenario, 3)                             # player 0's second turn
    assert s.game.bfs[0].controller == 0
    assert s.points() == [0, 0]
    assert not [e for e in s.events() if e.kind.name == "SCORE"]


def test_forgotten_monument_scores_from_the_third_turn(scenario):
    s = _monument(scenario, 5)                             # player 0's third turn
    assert s.game.bfs[0].controller == 0
    assert s.points() == [1, 0]


# ---------------------------------------------------------------- Marai Spire

def test_marai_spire_controlled_makes_repeat_cost_1_less(scenario):
    """Bonds of Strength [2] + Repeat [2] - 1: three runes pay for both executions."""
    s = scenario(quiet_spec({"hand": ["Bonds of Strength"], "runes": runes("order", 3),
                             "field": [["Vanguard Sergeant", "Daring Poro"], []]},
                            bfs=[{"card": "Marai Spire", "controller": 0}, QUIET_BFS[1]]))
    s.do("play Bonds of Strength", "yes")
    go(s, "target Vanguard Sergeant", "target Daring Poro",
       "target Vanguard Sergeant", "target Daring Poro")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 4 + 2 and free_runes(s) == 0


def test_marai_spire_not_controlled_no_discount(scenario):
    s = scenario(quiet_spec({"hand": ["Bonds of Strength"], "runes": runes("order", 3),
                             "base": ["Vanguard Sergeant", "Daring Poro"]},
                            bfs=[{"card": "Marai Spire", "controller": 1}, QUIET_BFS[1]]))
    s.do("play Bonds of Strength")
    assert s.kind != DecisionKind.OPTIONAL_COST or not s.can("yes")   # [4] > 3 runes
    go(s, "target Vanguard Sergeant", "target Daring Poro")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 4 + 1


# ---------------------------------------------------------------- Minefield

def test_minefield_burns_two_when_you_conquer_it(scenario):
    s = scenario(bare_spec({"base": ["Vanguard Sergeant", "Stalwart Poro"]},
                           bfs=["Minefield", "Zaun Warrens"]))
    g = s.game
    deck = len(g.players[0].deck)
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Minefield")
    settle(s)
    assert len(g.players[0].deck) == deck - 2 and len(g.players[0].trash) == 2


# ---------------------------------------------------------------- Ornn's Forge

def test_ornns_forge_discounts_the_first_gear_each_turn(scenario):
    """Ornn's Forge: while you control it, your first non-token gear each turn costs [1]
    less: Assembly Rig (4) for 3; the second one costs 4."""
    s = scenario(bare_spec({"hand": ["Assembly Rig", "Assembly Rig"], "runes": ["Fury Rune"] * 6,
                            "field": [["Stalwart Poro"], []]},
                           bfs=["Ornn's Forge", "Zaun Warrens"]))
    s.do("play Assembly Rig")
    settle(s)
    assert free_runes(s, 0) == 3
    assert not s.can("play Assembly Rig")
    s2 = scenario(bare_spec({"hand": ["Assembly Rig"], "runes": ["Fury Rune"] * 3,
                             "base": ["Stalwart Poro"]}, bfs=["Ornn's Forge", "Zaun Warrens"]))
    assert not s2.can("play Assembly Rig")   # not controlled: no discount


# ---------------------------------------------------------------- Power Nexus

def test_power_nexus_hold_pays_four_power_for_a_point(scenario):
    s = scenario(held({"field": [["Vanguard Sergeant"], []], "runes": runes("fury", 4)},
                      bf="Power Nexus"))
    to_main(s)
    assert s.game.players[0].points == 2      # the hold's point and the paid one


def test_power_nexus_needs_the_four_power(scenario):
    s = scenario(held({"field": [["Vanguard Sergeant"], []], "runes": runes("fury", 3)},
                      bf="Power Nexus"))
    to_main(s)
    assert s.game.players[0].points == 1


# ---------------------------------------------------------------- Ravenbloom Conservatory

@pytest.mark.parametrize("top,where", [("Hextech Ray", "HAND"), ("Vanguard Sergeant", "DECK")])
def test_ravenbloom_conservatory_reveals_on_defense(scenario, top, where):
    """Ravenbloom Conservatory: when you defend here, reveal your top card: a spell goes to
    your hand, anything else is recycled (to the bottom)."""
    s = scenario(bare_spec({"field": [["Mountain Drake"], []], "deck": [top] + DECK},
                           {"base": ["Vanguard Sergeant", "Stalwart Poro"]}, turn_player=1,
                           bfs=["Ravenbloom Conservatory", "Zaun Warrens"]))
    g = s.game
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}",
         "to Ravenbloom Conservatory")
    settle(s)
    o = s.obj(top, 0)
    assert o.zone.name == where
    if where == "DECK":
        assert g.players[0].deck[-1] == o.id


# ---------------------------------------------------------------- Rockfall Path

def test_rockfall_path_units_cannot_be_played_there(scenario):
    s = scenario(quiet_spec({"hand": ["Daring Poro"], "runes": runes("order", 2),
                             "field": [["Vanguard Sergeant"], ["Vanguard Sergeant"]]},
                            bfs=[{"card": "Rockfall Path", "controller": 0},
                                 {"card": "Altar to Unity", "controller": 0}]))
    s.do("play Daring Poro")
    assert s.kind == DecisionKind.PLAY_LOCATION
    opts = s.options()
    assert any("Altar to Unity" in o for o in opts)
    assert not any("Rockfall Path" in o for o in opts)


# ---------------------------------------------------------------- Seat of Power

def test_seat_of_power_draws_one_per_other_battlefield_you_control(scenario):
    s = scenario(quiet_spec({"base": ["Pit Rookie"], "field": [[], ["Sharkling"]]},
                            bfs=["Seat of Power", {"card": "Altar to Unity", "controller": 0}]))
    run(s, f"move Pit Rookie #{s.id('Pit Rookie', 0)}", "to Seat of Power")
    assert s.game.bfs[0].controller == 0
    assert len(s.game.players[0].hand) == 1


def test_seat_of_power_draws_nothing_without_another_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Pit Rookie"]}, bfs=["Seat of Power", "Altar to Unity"]))
    run(s, f"move Pit Rookie #{s.id('Pit Rookie', 0)}", "to Seat of Power")
    assert s.game.bfs[0].controller == 0
    assert len(s.game.players[0].hand) == 0


# ---------------------------------------------------------------- Sunken Temple

def test_sunken_temple_draws_when_conquered_with_a_mighty_unit(scenario):
    s = scenario(bare_spec({"base": ["Mountain Drake", "Stalwart Poro"], "runes": ["Calm Rune"]},
                           bfs=["Sunken Temple", "Zaun Warrens"]))
    g = s.game
    s.do(f"move Mountain Drake #{bid(s, 'Mountain Drake')}", "to Sunken Temple")
    settle(s)
    s.do("yes")
    settle(s)
    assert len(g.players[0].hand) == 1 and free_runes(s, 0) == 0


def test_sunken_temple_needs_a_mighty_unit(scenario):
    s = scenario(bare_spec({"base": ["Vanguard Sergeant", "Stalwart Poro"], "runes": ["Calm Rune"]},
                           bfs=["Sunken Temple", "Zaun Warrens"]))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Sunken Temple")
    settle(s)
    assert s.kind == DecisionKind.PRIORITY and len(s.game.players[0].hand) == 0


# ---------------------------------------------------------------- The Papertree

def test_the_papertree_hold_each_player_channels_a_rune_exhausted(scenario):
    s = scenario(held({"field": [["Vanguard Sergeant"], []], "rune_deck": runes("order", 4)},
                      {"rune_deck": runes("fury", 4)}, bf="The Papertree"))
    g = s.game
    to_main(s)
    # the Papertree's rune each (exhausted), then P0's Channel Phase: 2 more (315.3)
    assert len(g.players[1].runes) == 1 and g.objs[g.players[1].runes[0]].exhausted
    assert len(g.players[0].runes) == 1 + 2


# ---------------------------------------------------------------- Treasure Hoard

def test_treasure_hoard_sells_a_gold_for_1(scenario):
    s = scenario(bare_spec({"base": ["Vanguard Sergeant", "Stalwart Poro"], "runes": ["Calm Rune"]},
                           bfs=["Treasure Hoard", "Zaun Warrens"]))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Treasure Hoard")
    settle(s)
    s.do("yes")
    settle(s)
    golds = board(s, "Gold", 0)
    assert len(golds) == 1 and golds[0].exhausted and free_runes(s, 0) == 0


# ---------------------------------------------------------------- Veiled Temple

def test_veiled_temple_readies_a_friendly_gear(scenario):
    s = scenario(bare_spec({"base": ["Vanguard Sergeant", "Stalwart Poro",
                                     {"card": "Assembly Rig", "exhausted": True}]},
                           bfs=["Veiled Temple", "Zaun Warrens"]))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Veiled Temple")
    settle(s)
    s.do("yes")                               # the only friendly gear is the target
    settle(s)
    assert not s.obj("Assembly Rig").exhausted


def test_veiled_temple_may_detach_a_readied_equipment(scenario):
    """Veiled Temple: when you conquer here, you may ready a friendly gear; if it is an
    Equipment you may detach it (435; unattached at a battlefield it is recalled, 435.4.a)."""
    s = scenario(bare_spec({"base": ["Stalwart Poro", "Vanguard Sergeant",
                                     {"card": "Doran's Blade", "exhausted": True}],
                            "runes": ["Body Rune"]},
                           bfs=["Veiled Temple", "Zaun Warrens"]))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    s.do(f"activate ability 0 of Doran's Blade #{blade}", f"target Vanguard Sergeant #{vs}")
    settle(s)                                 # Equip needs no ready gear (818.1.c.2)
    s.do(f"move Vanguard Sergeant #{vs}", "to Veiled Temple")
    settle(s)
    s.do("yes")                               # ready a friendly gear: the blade (auto)
    settle(s)
    s.do(f"choose Doran's Blade #{blade}")    # and detach it
    settle(s)
    b = g.objs[blade]
    assert not b.exhausted and b.attached_to == NONE and b.loc == LOC_BASE
    assert layers.might(g, g.objs[vs]) == 4 and g.objs[vs].loc == 1
