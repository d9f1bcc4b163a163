"""2v2 (Magma Chamber, 484) on both engines: teams of two in alternating seats, the
battlefields and first turns (484.4-484.7), a team's shared score (484.3, 484.6), allies'
"friendly" (740, 484.8.d), battlefields and moves (442.2.b, 484.8.c), combat and showdowns
between the teams (456-457), burn out (431.2.c). The tests that call the reference engine's
zones and movement functions directly run on it alone. The seed rulings on 2v2 (484.8.b, 484.8.f.1,
484.8.g-h) are in tests/rulings."""

from __future__ import annotations

import dataclasses

import pytest
from rules_helpers import bid, first_round, mv, settle, tgt

from riftsim.actions import DecisionKind
from riftsim.decks import DeckError, get_precon
from riftsim.events import EventKind
from riftsim.game import new_game
from riftsim.reference import movement, zones
from riftsim.reference.state import ATTACKER, DEFENDER, Phase, Zone

BFS3 = ["Grove of the God-Willow", "Zaun Warrens", "Altar to Unity"]
TO_A = f"to {BFS3[0]}"
DECK = ["Vanguard Sergeant"] * 4
BIG = {"unit": {"might": 10}}
#: a cheap Reaction in hand: a player who could only pass would pass by themselves (a single
#: option is taken at once)
WAIT = {"hand": ["Stupefy"], "runes": ["Mind Rune"]}
PRECONS = ["precon-jinx", "precon-viktor", "precon-vi", "precon-lux"]


def two_v_two(*players: dict, **kw) -> dict:
    """A 2v2 position: players 0 and 2 are team A, 1 and 3 team B (484.5.c); three
    battlefields, small decks."""
    assert len(players) == 4
    return {"mode": "2v2", "battlefields": BFS3,
            "players": [{"deck": DECK, **p} for p in players], **kw}


# ---------------------------------------------------------------- 1. setup and turn order

def test_setup_battlefields_turn_order_and_first_turns():
    """484.1-484.5, 484.7: four players, seats alternating teams (484.5.c.1: the first player,
    an opponent, the first player's teammate, the first opponent's teammate); three
    battlefields, none of the first player's (484.5.b); victory score 11 (484.3); in the
    first round the first player draws nothing and the last player channels 3 runes."""
    g = new_game(PRECONS, mode="2v2", seed=5, engine="reference", first_player=1)
    assert g.team == (0, 1, 0, 1) and g.allies(1) == [3] and g.opponents_of(1) == [2, 0]
    assert len(g.bfs) == 3 and sorted(bf.owner for bf in g.bfs) == [0, 2, 3]
    assert g.victory_score == 11
    turns = first_round(g, 4)
    assert [t["player"] for t in turns] == [1, 2, 3, 0]
    assert [g.team[t["player"]] for t in turns] == [1, 0, 1, 0]   # teams alternate
    assert [t["drawn"] for t in turns] == [0, 1, 1, 1]
    assert [t["channeled"] for t in turns] == [2, 2, 2, 3]


@pytest.mark.parametrize("change, rule", [
    ({"legend": "same"}, "484.8.g"),
    ({"battlefields": "same"}, "484.8.h"),
])
def test_teammates_decks_are_checked(change, rule):
    """484.8.g-h: a team whose two decks share the legend, or a battlefield, is refused
    before the game starts, the error naming the rule and the card."""
    jinx, viktor, vi, lux = (get_precon(p) for p in PRECONS)
    if "legend" in change:
        vi = dataclasses.replace(vi, legend=jinx.legend)              # team A: seats 0 and 2
    else:
        vi = dataclasses.replace(vi, battlefields=[jinx.battlefields[0],
                                                   *vi.battlefields[1:]])
    with pytest.raises(DeckError, match=rule) as err:
        new_game([jinx, viktor, vi, lux], mode="2v2", engine="reference")
    assert any(rule in v.rule for v in err.value.problems)
    new_game([jinx, viktor, get_precon("precon-vi"), lux], mode="2v2", engine="reference")


def test_the_team_shares_its_score(scenario):
    """484.3 / 484.6: the Victory Score (11) is the team's: A1 has 7 and A2 3; A1's hold in
    their Scoring Step brings the team to 11, and team A (both players, 484.6.a) wins."""
    s = scenario(two_v_two({"points": 7, "field": [["Pakaa Cub"], [], []]}, {"points": 9},
                           {"points": 3}, {}, phase="awaken"))
    g = s.game
    assert g.is_over and g.outcome.winner == 0 and g.outcome.winners == (0, 2)
    assert s.points() == [8, 9, 3, 0]


def test_a_tie_between_the_teams_does_not_end_the_game(scenario):
    """467 with teams: team A at 11 and team B at 11: neither has more than the other."""
    s = scenario(two_v_two({"points": 6, "base": ["Pakaa Cub"]}, {"points": 6}, {"points": 5},
                           {"points": 5}))
    assert not s.game.is_over


# ---------------------------------------------------------------- 2. allies

def test_enemy_means_the_other_team(scenario):
    """740.2: "enemy" is an opponent's, never the ally's: Charm ("move an enemy unit") may
    choose B1's and B2's units, not A2's nor A1's own."""
    s = scenario(two_v_two({"hand": ["Charm"], "runes": ["Calm Rune"] * 2, "base": ["Pakaa Cub"]},
                           {"base": ["Stalwart Poro"]}, {"base": ["Mystic Poro"]},
                           {"base": ["Vanguard Sergeant"]}))
    s.do("play Charm")
    opts = s.options()
    assert tgt(s, "Stalwart Poro") in opts and tgt(s, "Vanguard Sergeant", 3) in opts
    assert tgt(s, "Mystic Poro") not in opts and tgt(s, "Pakaa Cub") not in opts


def test_all_enemy_units_at_a_battlefield_spares_the_allys(scenario):
    """484.8.d / 740.2: Bullet Time ("deal that much damage to all enemy units at a
    battlefield") hits the other team's units there, never the ally's: A1 pays 3 at the
    battlefield A2 holds, then at the one B1 holds."""
    def cast(at: str, amount: int):
        s = scenario(two_v_two({"hand": ["Bullet Time"], "runes": ["Body Rune"] * 5},
                               {"field": [[], ["Stalwart Poro"], []]},
                               {"field": [["Mystic Poro"], [], []]}, {}))
        s.do("play Bullet Time")
        s.do(f"target {at} #{s.id(at)}")
        while s.kind != DecisionKind.CHOOSE_MODE:
            s.do("pass")
        s.do(f"option {amount}")
        settle(s)
        return s
    s = cast(BFS3[0], 3)
    assert s.zone("Mystic Poro") == "BOARD" and s.damage("Mystic Poro") == 0
    s = cast(BFS3[1], 3)
    assert s.zone("Stalwart Poro") == "TRASH"


def test_no_standard_move_of_the_allys_units(scenario):
    """484.8.c.2: control is not shared: A1's turn offers moves of A1's units only."""
    s = scenario(two_v_two({"base": ["Pakaa Cub"]}, {}, {"base": ["Mystic Poro"]}, {}))
    assert any(o.startswith("move Pakaa Cub") for o in s.options())
    assert not any(o.startswith("move Mystic Poro") for o in s.options())


def test_no_move_or_play_where_the_ally_is(scenario):
    """442.2.b (Origins FAQ: allies never have units at the same battlefield): the two
    battlefields A2 controls are no destination for A1's units, by a standard move or an
    effect; the third is."""
    s = scenario(two_v_two({"base": ["Pakaa Cub"]}, {},
                           {"field": [["Mystic Poro"], ["Stalwart Poro"], []]}, {},
                           battlefields=[BFS3[0], {"card": BFS3[1], "controller": 2},
                                         BFS3[2]]))
    g = s.game
    cub = g.objs[bid(s, "Pakaa Cub")]
    assert g.bfs[0].controller == 2 and g.bfs[1].controller == 2
    assert movement.effect_destinations(g, cub) == [3]
    assert movement.standard_destinations(g, cub) == [3]


def test_a_unit_put_where_the_ally_is_enters_at_its_base(scenario, engine):
    """442.2.b with 457.2.a: a unit A1 puts onto the board at the battlefield A2 holds enters
    at A1's base instead (the Origins FAQ: allies never have units at one battlefield)."""
    if engine == "core":
        pytest.skip("calls the reference engine's zones.move_to directly")
    s = scenario(two_v_two({"hand": ["Pakaa Cub"]}, {}, {"field": [["Mystic Poro"], [], []]},
                           {}))
    g = s.game
    cub = g.objs[s.id("Pakaa Cub")]
    zones.move_to(g, cub, Zone.BOARD, 1)
    assert cub.zone == Zone.BOARD and cub.loc == 0 and cub.controller == 0


def test_a_move_into_the_allys_battlefield_is_a_recall(scenario, engine):
    """442.2.c: a move that would put B1's unit where B2 already is becomes a recall: a
    move (as an effect would make it) takes B1's unit to the battlefield B2 holds: it is
    recalled to B1's base instead."""
    if engine == "core":
        pytest.skip("calls the reference engine's movement.move_units directly")
    s = scenario(two_v_two({**WAIT}, {"field": [[], ["Stalwart Poro"], []]}, {},
                           {"field": [["Vanguard Sergeant"], [], []]}))
    g = s.game
    poro = bid(s, "Stalwart Poro")
    assert movement.effect_destinations(g, g.objs[poro]) == [0, 3]
    movement.move_units(g, [poro], 1, 0)
    assert g.objs[poro].loc == 0
    assert [e.kind for e in g.events if e.obj == poro][-1] == EventKind.RECALL


def test_no_hiding_at_the_allys_battlefield(scenario):
    """484.8.c.1: A1 may hide only at a battlefield A1 controls, not at one A2 controls."""
    s = scenario(two_v_two({"hand": ["Pakaa Cub"], "runes": ["Fury Rune"] * 2}, {},
                           {"field": [["Mystic Poro"], [], []]}, {}))
    assert not any(o.startswith("hide") for o in s.options())
    s2 = scenario(two_v_two({"hand": ["Pakaa Cub"], "runes": ["Fury Rune"] * 2,
                             "field": [["Mystic Poro"], [], []]}, {}, {}, {}))
    assert any(o.startswith("hide") for o in s2.options())


# ---------------------------------------------------------------- 3. combat, showdowns, burn out

def test_combat_between_the_teams_and_focus_among_four(scenario):
    """456-457: A1 moves to the battlefield B1 holds: a combat between A1 (attacker) and B1
    (defender); the allies get no designation, and focus passes among all four players in
    turn order (347, 116.1.b); the battlefield is closed to B2 and A2 (457.1, 442.2.b)."""
    s = scenario(two_v_two({"base": [BIG], **WAIT},
                           {"field": [["Stalwart Poro"], [], []], **WAIT},
                           {"base": ["Mystic Poro"], **WAIT},
                           {"base": ["Pakaa Cub"], **WAIT}))
    g = s.game
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    assert g.showdown is not None and g.showdown.combat
    assert (g.showdown.attacker, g.showdown.defender) == (0, 1)
    assert g.objs[bid(s, "Vanguard Sergeant")].designation == ATTACKER
    assert g.objs[bid(s, "Stalwart Poro")].designation == DEFENDER
    for ally in (bid(s, "Mystic Poro"), bid(s, "Pakaa Cub")):
        assert movement.effect_destinations(g, g.objs[ally]) == [2, 3]
    order = []
    for _ in range(4):
        order.append(g.showdown.focus)
        s.do("pass")
    assert order == [0, 1, 2, 3]
    assert g.showdown is None and g.bfs[0].controller == 0 and s.points() == [1, 0, 0, 0]


def test_a_friendly_unit_attacking_triggers_the_allys_gear(scenario):
    """740.1: A2's Mask of Foresight ("when a friendly unit attacks or defends alone, it gets
    +1 Might this turn") triggers when A1's unit attacks alone (and B1's for B1's unit
    defending alone): A1's unit gets +1 Might."""
    s = scenario(two_v_two({"base": ["Vanguard Sergeant"], **WAIT},
                           {"field": [["Stalwart Poro"], [], []],
                            "base": ["Mask of Foresight"], **WAIT},
                           {"base": ["Mask of Foresight"], **WAIT}, {**WAIT}))
    g = s.game
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    masks = {e.obj for e in g.events if e.kind == EventKind.TRIGGER}
    assert {g.objs[m].controller for m in masks} == {2, 1}   # A2's for the attack, B1's
    settle(s)                                                # for B1's defence
    sergeant = g.objs[bid(s, "Vanguard Sergeant")]
    from riftsim.reference import layers

    assert layers.might(g, sergeant) == g.pool[sergeant.card].might + 1


def test_burn_out_point_goes_to_an_opponent_not_the_ally(scenario):
    """431.2.c: A1 burns out in their Draw Phase and chooses an opponent (B1 or B2, never A2)
    to gain 1 point, then draws (431.2.d)."""
    s = scenario(two_v_two({"deck": [], "trash": ["Pakaa Cub"]}, {}, {}, {}, phase="awaken"))
    assert s.kind == DecisionKind.CHOOSE_PLAYER and s.decision.player == 0
    assert s.options() == ["player 1", "player 3"]
    s.do("player 3")
    assert s.points() == [0, 0, 0, 1]


def test_repeated_burn_outs_win_for_the_opponents_team(scenario):
    """431.3.b: with deck and trash empty, each point after the first burn out wins at once
    when it takes that team to the Victory Score (11: B1 6 + B2 4 + 1)."""
    s = scenario(two_v_two({"deck": []}, {"points": 6}, {}, {"points": 4}, phase="awaken"))
    g = s.game
    s.do("player 1")
    assert s.points() == [0, 7, 0, 4] and not g.is_over      # the first: at the next cleanup
    assert s.kind == DecisionKind.CHOOSE_PLAYER              # (the draw burns out again)
    s.do("player 3")
    assert g.is_over and g.outcome.winners == (1, 3) and s.points() == [0, 7, 0, 5]
    assert g.outcome.reason.name == "BURN_OUT"
