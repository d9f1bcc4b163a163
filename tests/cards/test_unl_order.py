"""Unleashed (UNL) Order cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind

from card_helpers import (
    board_obj, go, hand, might, play, QUIET_BFS, QUIET_FILL, quiet_spec, runes, settle_open,
)


# ---------------------------------------------------------------- Carrion Dredger

def test_carrion_dredger_deathknell_bird_in_base(scenario):
    from riftsim.reference import layers
    s = scenario(quiet_spec({"field": [["Carrion Dredger"], []]},
                            {"hand": ["Soul Harvest"], "runes": runes("order", 2)}, turn_player=1))
    play(s, "Soul Harvest", "target Carrion Dredger")
    settle_open(s)
    bird = board_obj(s, "Bird")
    assert bird.controller == 0 and bird.loc == 0 and might(s, bird) == 1
    assert layers.keywords(s.game, bird)["Deflect"] == 1


# ---------------------------------------------------------------- Crimson Pigeons

def test_crimson_pigeons_plus_2_only_attacking_with_another_unit(scenario):
    s = scenario(quiet_spec({"base": ["Crimson Pigeons", "Sharkling"],
                             "hand": ["Combat Experience"],
                             "runes": runes("calm", 1)},
                            {"field": [["Yeti Brawler"], []]}))
    s.do("move Crimson Pigeons", "move Sharkling", "to Grove of the God-Willow")
    assert s.game.showdown.combat
    assert s.might("Crimson Pigeons") == 5
    s2 = scenario(quiet_spec({"base": ["Crimson Pigeons"], "hand": ["Combat Experience"],
                              "runes": runes("calm", 1)},
                             {"field": [["Yeti Brawler"], []]}))
    s2.do("move Crimson Pigeons", "to Grove of the God-Willow")
    assert s2.game.showdown.combat and s2.might("Crimson Pigeons") == 3


# ---------------------------------------------------------------- Loyal Poro

def test_loyal_poro_draws_only_if_it_did_not_die_alone(scenario):
    for others, drawn in (([], 0), (["Sharkling"], 1)):
        s = scenario(quiet_spec({"field": [["Loyal Poro"] + others, []]},
                                {"hand": ["Soul Harvest"], "runes": runes("order", 2)},
                                turn_player=1))
        play(s, "Soul Harvest", "target Loyal Poro")
        settle_open(s)
        assert s.zone("Loyal Poro") == "TRASH"
        assert len(s.game.players[0].hand) == drawn


# ---------------------------------------------------------------- Soul Harvest

def test_soul_harvest_kills_up_to_3_might_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Soul Harvest"], "runes": runes("order", 2)},
                            {"field": [["Herald of Spring", "Vi, Hotheaded"], []],
                             "base": ["Sharkling"]}))
    s.do("play Soul Harvest")
    assert s.kind != DecisionKind.TARGET                  # only Vi (3, at a battlefield)
    settle_open(s)
    assert s.zone("Vi, Hotheaded") == "TRASH"
    assert s.zone("Herald of Spring") == "BOARD" and s.zone("Sharkling") == "BOARD"


# ---------------------------------------------------------------- Divining Shells

def test_divining_shells_vision_and_kill_for_plus_2(scenario):
    s = scenario(quiet_spec({"hand": ["Divining Shells"], "runes": runes("order", 2),
                             "deck": ["Sharkling", "Inferna"], "base": ["Inferna"]}))
    play(s, "Divining Shells")
    assert s.kind == DecisionKind.MAY                     # Vision (817): recycle the top card?
    s.do("yes")
    settle_open(s)
    g = s.game
    assert [g.pool[g.objs[c].card].name for c in g.players[0].deck] == ["Inferna", "Sharkling"]
    shells = s.obj("Divining Shells")
    assert not shells.exhausted
    s.do(f"activate ability 0 of Divining Shells #{shells.id}",
         f"target Inferna #{board_obj(s, 'Inferna').id}")
    settle_open(s)
    assert shells.zone.name == "TRASH" and might(s, board_obj(s, "Inferna")) == 3


# ---------------------------------------------------------------- Mageseeker Investigator

def test_mageseeker_investigator_taxes_multi_unit_moves_to_its_battlefield(scenario):
    """Opponents pay [A] per unit beyond the first to move units there together (144.3)."""
    s = scenario(quiet_spec({"base": ["Sharkling", "Inferna"]},
                            {"field": [["Mageseeker Investigator"], []]}))
    s.do("move Sharkling", "move Inferna")
    assert "to Grove of the God-Willow" not in s.options()   # no rune to pay the [A]
    assert "to Altar to Unity" in s.options()
    s2 = scenario(quiet_spec({"base": ["Sharkling", "Inferna"], "runes": runes("fury", 2)},
                             {"field": [["Mageseeker Investigator"], []]}))
    s2.do("move Sharkling", "move Inferna", "to Grove of the God-Willow")
    assert len(s2.game.players[0].runes) == 1             # one rune recycled for [A]
    assert s2.obj("Inferna").loc == 1 and s2.obj("Sharkling").loc == 1
    assert s2.kind == DecisionKind.ASSIGN_DAMAGE           # the defender's 4 Might


def test_mageseeker_no_tax_to_the_other_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Sharkling", "Inferna"]},
                            {"field": [["Mageseeker Investigator"], []]}))
    s.do("move Sharkling", "move Inferna", "to Altar to Unity")
    assert s.obj("Sharkling").loc == 2 and s.obj("Inferna").loc == 2


# ---------------------------------------------------------------- Sacrifice

def test_sacrifice_kills_a_mighty_friendly_unit_to_draw_two_and_channel(scenario):
    s = scenario(quiet_spec({"hand": ["Sacrifice"], "runes": runes("order", 1),
                             "base": ["Vanguard Sergeant", "Petty Officer"],
                             "deck": ["Pouty Poro", "Daring Poro"] + QUIET_FILL,
                             "rune_deck": ["Order Rune"]}))
    s.do("play Sacrifice")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert not s.can("choose Vanguard Sergeant")           # 4 Might: not Mighty
    s.do("choose Petty Officer")
    settle_open(s)
    assert s.zone("Petty Officer") == "TRASH"
    assert hand(s, 0) == ["Daring Poro", "Pouty Poro"]
    assert len(s.game.players[0].runes) == 2


def test_sacrifice_needs_a_mighty_friendly_unit(scenario):
    s = scenario({"battlefields": QUIET_BFS, "turn": 3, "turn_player": 0, "players": [
        {"hand": ["Sacrifice"], "runes": runes("order", 1), "base": ["Vanguard Sergeant"],
         "deck": QUIET_FILL},
        {"base": ["Petty Officer"], "deck": QUIET_FILL}]})        # (the enemy's Mighty unit: no)
    assert s.kind == DecisionKind.PRIORITY and s.can("move Vanguard Sergeant")
    assert not s.can("play Sacrifice")


# ---------------------------------------------------------------- Tactical Retreat

def test_tactical_retreat_heals_exhausts_and_recalls_instead_of_dying(scenario):
    """390.3 / 369: the next time it would die this turn: heal, exhaust, recall instead."""
    s = scenario(quiet_spec({"field": [["Vi, Hotheaded"], []], "hand": ["Tactical Retreat"],
                             "runes": runes("order", 2)},
                            {"hand": ["Soul Harvest"], "runes": runes("order", 2)}, turn_player=1))
    play(s, "Soul Harvest", "target Vi, Hotheaded")
    play(s, "Tactical Retreat", "target Vi, Hotheaded")
    settle_open(s)
    vi = s.obj("Vi, Hotheaded")
    assert vi.zone.name == "BOARD" and vi.loc == 0 and vi.exhausted and vi.damage == 0
    assert not any(e.kind.name == "DIE" and e.obj == vi.id for e in s.game.events)
    assert not any(e.kind == "save_from_death" for e in s.game.effects)   # used up (370.2)


def test_tactical_retreat_saves_from_lethal_combat_damage(scenario):
    s = scenario(quiet_spec({"base": ["Vi, Hotheaded"], "hand": ["Tactical Retreat"],
                             "runes": runes("order", 2)},
                            {"field": [["Yeti Brawler"], []]}))
    s.do("move Vi, Hotheaded", "to Grove of the God-Willow")
    play(s, "Tactical Retreat", "target Vi, Hotheaded")
    settle_open(s)
    vi = s.obj("Vi, Hotheaded")
    assert vi.zone.name == "BOARD" and vi.loc == 0 and vi.exhausted


# ---------------------------------------------------------------- Vi, Peacekeeper

def test_vi_peacekeeper_stuns_an_enemy_here_when_attacking(scenario):
    s = scenario(quiet_spec({"base": ["Vi, Peacekeeper"]},
                            {"field": [["Yeti Brawler"], []], "base": ["Sharkling"]}))
    s.do("move Vi, Peacekeeper", "to Grove of the God-Willow")
    settle_open(s)
    assert s.zone("Yeti Brawler") == "BOARD"               # stunned: dealt no combat damage
    assert s.obj("Vi, Peacekeeper").zone.name == "BOARD"   # 5 Might vs a stunned 6: both live
    assert not s.obj("Sharkling").stunned                  # only "here"
    assert any(e.kind.name == "STUN" and e.obj == s.id("Yeti Brawler") for e in s.game.events)


def test_vi_peacekeeper_ambush_on_opponents_turn(scenario):
    s = scenario(quiet_spec({"hand": ["Vi, Peacekeeper"], "runes": runes("order", 6),
                             "field": [["Inferna"], []]},
                            {"base": ["Sharkling"]}, turn_player=1))
    s.do("move Sharkling", "to Grove of the God-Willow")
    play(s, "Vi, Peacekeeper", "to Grove of the God-Willow")
    assert s.obj("Vi, Peacekeeper").loc == 1


# ---------------------------------------------------------------- Rift Herald

def test_rift_herald_move_reveals_and_draws_a_unit_and_recycles_the_rest(scenario):
    s = scenario(quiet_spec({"base": ["Rift Herald"],
                             "deck": ["Stupefy", "Pouty Poro", "Gust", "Daring Poro"]}))
    s.do("move Rift Herald")
    go(s, "to Altar to Unity")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert not s.can("choose Stupefy") and not s.can("choose Gust")   # units only
    assert s.can("done")                                   # "you may"
    s.do("choose Pouty Poro")
    settle_open(s)
    assert hand(s, 0) == ["Pouty Poro"]
    assert [e.obj for e in s.events() if e.kind.name == "REVEAL"] == [s.id("Pouty Poro")]
    deck = [s.name(c) for c in s.game.players[0].deck]
    assert deck[0] == "Daring Poro" and sorted(deck[1:]) == ["Gust", "Stupefy"]


def test_rift_herald_may_draw_nothing(scenario):
    s = scenario(quiet_spec({"base": ["Rift Herald"],
                             "deck": ["Stupefy", "Pouty Poro", "Gust", "Daring Poro"]}))
    s.do("move Rift Herald")
    go(s, "to Altar to Unity")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    s.do("done")
    settle_open(s)
    assert hand(s, 0) == []
    assert [s.name(c) for c in s.game.players[0].deck][0] == "Daring Poro"


def test_rift_herald_deathknell_plays_a_unit_from_hand_to_base_without_energy(scenario):
    s = scenario(quiet_spec({"hand": ["Vengeance", "Petty Officer", "Daring Poro", "Stupefy"],
                             "runes": runes("order", 5), "field": [["Rift Herald"], []]}))
    s.do("play Vengeance")
    go(s, "target Rift Herald")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    assert s.zone("Rift Herald") == "TRASH"
    s.do("yes")                          # (it may be ignored: Unleashed FAQ, tests/rulings)
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    assert not s.can("choose Stupefy")                     # a unit only
    s.do("choose Petty Officer")                           # 5 Energy: ignored
    settle_open(s)
    assert s.zone("Petty Officer") == "BOARD" and s.loc("Petty Officer") == 0
    assert hand(s, 0) == ["Daring Poro", "Stupefy"]


# ---------------------------------------------------------------- The Ruination

def test_the_ruination_kills_all_units(scenario):
    s = scenario(quiet_spec({"hand": ["The Ruination"], "runes": runes("order", 9),
                             "base": ["Vanguard Sergeant", "Pack of Wonders"]},
                            {"field": [["Daring Poro"], []], "base": ["Petty Officer"]}))
    s.do("play The Ruination")
    settle_open(s)
    for name in ("Vanguard Sergeant", "Daring Poro", "Petty Officer"):
        assert s.zone(name) == "TRASH", name
    assert s.zone("Pack of Wonders") == "BOARD"            # units only
