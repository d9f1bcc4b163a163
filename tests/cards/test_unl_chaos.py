"""Unleashed (UNL) Chaos cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind

from card_helpers import (
    act_or_skip, CHOICE_KINDS, go, hand, hand_in_order, play, QUIET_ANCHOR, QUIET_BFS, quiet_spec,
    runes, settle_open, trash, xp,
)


# ---------------------------------------------------------------- Bewitching Spirit

def test_bewitching_spirit_chosen_player_discards_one_of_their_choice(scenario):
    s = scenario(quiet_spec({"hand": ["Bewitching Spirit", "Hextech Ray"],
                             "runes": runes("chaos", 3)},
                            {"hand": ["Stupefy", "Gust"]}))
    s.do("play Bewitching Spirit")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_PLAYER:
            break
        s.do("pass")
    assert s.kind == DecisionKind.CHOOSE_PLAYER and s.decision.player == 0
    s.do("player 1")
    assert s.kind == DecisionKind.CHOOSE_CARD and s.decision.player == 1
    s.do("choose Gust")
    settle_open(s)
    assert trash(s, 1) == ["Gust"]
    assert hand(s, 1) == ["Stupefy"]
    assert hand(s, 0) == ["Hextech Ray"]


def test_bewitching_spirit_may_choose_its_controller(scenario):
    s = scenario(quiet_spec({"hand": ["Bewitching Spirit", "Hextech Ray"],
                             "runes": runes("chaos", 3)},
                            {"hand": ["Stupefy"]}))
    s.do("play Bewitching Spirit")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_PLAYER:
            break
        s.do("pass")
    s.do("player 0")
    settle_open(s)
    assert trash(s, 0) == ["Hextech Ray"]
    assert hand(s, 1) == ["Stupefy"]


# ---------------------------------------------------------------- Crescent Guardian

@pytest.mark.parametrize("spells, offered", [(0, False), (1, True)])
def test_crescent_guardian_optional_cost_after_a_spell(scenario, spells, offered):
    """356.2.b: the optional [chaos] is offered only if you have played a spell this turn
    (419.4.a); paid, I enter ready."""
    s = scenario(quiet_spec({"hand": ["Crescent Guardian"], "runes": runes("chaos", 5),
                             "spells_played": spells}), stop_at_every_decision=True)
    s.do("play Crescent Guardian")
    while s.kind in CHOICE_KINDS:
        s.do(s.options()[0])
    assert (s.kind == DecisionKind.OPTIONAL_COST) == offered
    if offered:
        s.do("yes")
    s.pass_until(lambda z: not z.game.chain)
    assert s.zone("Crescent Guardian") == "BOARD"
    assert s.obj("Crescent Guardian").exhausted != offered
    assert len(s.game.players[0].runes) == (4 if offered else 5)   # [chaos]: a rune recycled


# ---------------------------------------------------------------- Megatusk

def test_megatusk_spends_3_xp_to_give_units_here_ganking(scenario):
    from riftsim.reference import layers
    s = scenario(quiet_spec({"field": [["Megatusk", "Sharkling"], []], "base": ["Inferna"],
                             "xp": 2}))
    assert not any("Megatusk" in o and "activate" in o for o in s.options())
    s = scenario(quiet_spec({"field": [["Megatusk", "Sharkling"], []], "base": ["Inferna"],
                             "xp": 4}))
    s.do("activate ability 0 of Megatusk")
    settle_open(s)
    assert xp(s) == 1                                          # 730.2: spent 3
    assert "Ganking" in layers.keywords(s.game, s.obj("Sharkling"))
    assert "Ganking" in layers.keywords(s.game, s.obj("Megatusk"))
    assert "Ganking" not in layers.keywords(s.game, s.obj("Inferna"))


# ---------------------------------------------------------------- Mister Root

def test_mister_root_gains_2_xp_moving_to_a_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Mister Root"]}))
    s.do("move Mister Root", "to Grove of the God-Willow")
    settle_open(s)
    assert xp(s) == 2
    s2 = scenario(quiet_spec({"field": [["Mister Root"], []]}))
    act_or_skip(s2, "move Mister Root", "base")
    settle_open(s2)
    assert xp(s2) == 0                                         # to base: no XP


# ---------------------------------------------------------------- Star-Crossed

def test_star_crossed_returns_a_friendly_and_an_enemy_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Star-Crossed"], "runes": runes("chaos", 4),
                             "base": ["Vanguard Sergeant"]},
                            {"field": [["Playful Phantom"], []]}))
    s.do("play Star-Crossed")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Playful Phantom")             # the first slot: a friendly unit
    s.do("target Vanguard Sergeant")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "HAND"
    assert s.zone("Playful Phantom") == "HAND"
    assert "Playful Phantom" in hand(s, 1)
    assert "Star-Crossed" in trash(s, 0)


# ---------------------------------------------------------------- Blast Cone

def test_blast_cone_moves_an_enemy_then_may_exhaust_to_stun_it(scenario):
    s = scenario(quiet_spec({"hand": ["Blast Cone"], "runes": runes("chaos", 5)},
                            {"field": [["Sharkling"], []]}))
    play(s, "Blast Cone")
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    act_or_skip(s, "target Sharkling")
    act_or_skip(s, "base")
    settle_open(s)
    assert s.obj("Sharkling").loc == 0
    assert s.kind == DecisionKind.MAY                         # "when you move an enemy unit"
    s.do("yes")
    settle_open(s)
    assert s.obj("Sharkling").stunned and s.obj("Blast Cone").exhausted


# ---------------------------------------------------------------- Existential Dread

def test_existential_dread_stuns_an_attacker_then_repeat_returns_it(scenario):
    """Repeat [2] (820) on the same attacking unit: the first execution stuns it, the second
    finds it stunned and returns it to its owner's hand."""
    s = scenario(quiet_spec({"field": [["Mega-Mech"], []], "hand": ["Existential Dread"],
                             "runes": runes("chaos", 5)},
                            {"base": ["Sharkling"]}, turn_player=1))
    s.do("move Sharkling", "to Grove of the God-Willow")
    assert s.decision.player == 0 and s.game.showdown.combat
    play(s, "Existential Dread", "yes", "target Sharkling", "target Sharkling")
    settle_open(s)
    assert s.zone("Sharkling") == "HAND"


def test_existential_dread_only_targets_attacking_enemies(scenario):
    s = scenario(quiet_spec({"field": [["Mega-Mech"], []], "hand": ["Existential Dread"],
                             "runes": runes("chaos", 5)},
                            {"base": ["Sharkling", "Inferna"]}, turn_player=1))
    s.do("move Sharkling", "to Grove of the God-Willow")
    s.do("play Existential Dread", "no")
    assert s.kind != DecisionKind.TARGET                  # one legal target: the attacker
    settle_open(s)
    assert not s.obj("Inferna").stunned
    assert s.zone("Sharkling") == "TRASH"
    mech = s.game.units_at(1, 0)[0].id                      # P0's Mega-Mech there: the stunned
    assert not any(e.kind.name == "DAMAGE" and e.obj == mech   # attacker dealt nothing
                   for e in s.game.events)


# ---------------------------------------------------------------- Scryer's Bloom

def test_scryers_bloom_enters_exhausted_then_predicts_draws_and_gains_xp(scenario):
    s = scenario(quiet_spec({"hand": ["Scryer's Bloom"], "runes": runes("chaos", 3),
                             "deck": ["Sharkling", "Inferna", "Mega-Mech"]}))
    play(s, "Scryer's Bloom")
    settle_open(s)
    assert s.obj("Scryer's Bloom").exhausted
    s2 = scenario(quiet_spec({"base": ["Scryer's Bloom"], "runes": runes("chaos", 1),
                              "deck": ["Sharkling", "Inferna", "Mega-Mech"]}))
    s2.do("activate ability 1 of Scryer's Bloom")
    assert s2.zone("Scryer's Bloom") == "TRASH"               # "Kill this" is a cost
    settle_open(s2)
    s2.do("choose Sharkling")                                  # recycle the Sharkling
    s2.do("done")                                              # keep the Inferna on top
    settle_open(s2)
    g = s2.game
    assert hand_in_order(s2) == ["Inferna"] and xp(s2) == 1
    assert [g.pool[g.objs[c].card].name for c in g.players[0].deck] == ["Mega-Mech", "Sharkling"]


# ---------------------------------------------------------------- The List

def test_the_list_names_a_tag_as_it_is_played_and_shrinks_a_unit_with_it(scenario):
    s = scenario(quiet_spec({"hand": ["The List"], "runes": runes("chaos", 1),
                             "base": ["Vanguard Sergeant"]},               # Elite, Demacia
                            {"field": [["Petty Officer", "Sneaky Deckhand"], []]}))   # both Pirates
    s.do("play The List")
    assert s.kind == DecisionKind.NAME_TAG and s.decision.player == 0
    names = s.options()
    assert "name Pirate" in names and "name Demacia" in names
    assert names == sorted(names)                          # in the pool's tag order
    assert "name Poro" not in names                        # no Poro in sight
    s.do("name Pirate")
    settle_open(s)
    assert s.zone("The List") == "BOARD"
    s.do("activate ability 1 of The List")
    assert not s.can("target Vanguard Sergeant")           # not a Pirate
    assert not s.can(f"target {QUIET_ANCHOR}")
    s.do("target Petty Officer")
    settle_open(s)
    assert s.might("Petty Officer") == 3
    assert s.obj("The List").exhausted


def test_the_list_names_anew_each_time_it_is_played(scenario):
    s = scenario(quiet_spec({"hand": ["The List"], "runes": runes("chaos", 2),
                             "base": ["Pack of Wonders", "Vanguard Sergeant"]},
                            {"field": [["Petty Officer"], []]}))
    s.do("play The List", "name Pirate")
    settle_open(s)
    s.do("activate ability 0 of Pack of Wonders")
    go(s, "target The List")
    settle_open(s)
    assert s.zone("The List") == "HAND"
    s.do("play The List", "name Elite")
    settle_open(s)
    s.do("activate ability 1 of The List")
    assert not s.can("target Petty Officer")               # Pirate: named the first time only
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 2


# ---------------------------------------------------------------- Evelynn, Entrancing

def test_evelynn_from_face_down_moves_an_enemy_from_elsewhere(scenario):
    """Played from face down (811) on your turn: may move an enemy unit at a different
    location to her battlefield (the 811.1.d.2 restriction cannot apply)."""
    s = scenario(quiet_spec({"field": [["Mega-Mech"], []]}, {"base": ["Sharkling"]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                                  "hidden": {"card": "Evelynn, Entrancing", "controller": 0}},
                                 QUIET_BFS[1]]))
    play(s, "Evelynn, Entrancing")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    act_or_skip(s, "target Sharkling")
    settle_open(s)
    assert s.zone("Sharkling") == "TRASH"                     # dragged in, lost the combat
    assert any(e.kind.name == "MOVE" and e.obj == s.id("Sharkling") and e.loc == 1
               for e in s.game.events)


def test_evelynn_from_hand_does_not_trigger(scenario):
    s = scenario(quiet_spec({"hand": ["Evelynn, Entrancing"], "runes": runes("chaos", 3)},
                            {"base": ["Sharkling"]}))
    play(s, "Evelynn, Entrancing", "base")
    settle_open(s)
    assert s.kind == DecisionKind.PRIORITY and s.obj("Sharkling").loc == 0


# ---------------------------------------------------------------- Vex, Apathetic

def test_vex_apathetic_stuns_an_opponents_new_unit_which_cant_move(scenario):
    s = scenario(quiet_spec({"field": [["Vex, Apathetic"], []]},
                            {"hand": ["Sharkling"], "runes": runes("fury", 5)}, turn_player=1))
    play(s, "Sharkling", "base", "no")
    settle_open(s)
    sh = s.obj("Sharkling")
    assert sh.stunned
    assert not s.can("move Sharkling")                        # they can't move it this turn


def test_vex_apathetic_only_while_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Vex, Apathetic"]},
                            {"hand": ["Sharkling"], "runes": runes("fury", 5)}, turn_player=1))
    play(s, "Sharkling", "base", "no")
    settle_open(s)
    assert not s.obj("Sharkling").stunned
