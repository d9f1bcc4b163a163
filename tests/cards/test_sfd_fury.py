"""Spiritforged (SFD) Fury cards: scenario tests on both engines (the `scenario` fixture runs
each on the reference engine and the compiled core), a section per card in collector-number
order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import LOC_BASE
from riftsim.actions import DecisionKind
from riftsim.reference import layers
from riftsim.reference.state import Zone

from card_helpers import (
    attack_the_phantom, bare_spec, bid, bmight, board, card, combat_at_grove, free_runes, go,
    hand, held, pick, pool, QUIET_ANCHOR, QUIET_BFS, QUIET_FILL, quiet_spec, runes, settle,
    settle_open, tgt, to_main,
)


def _angle(p0_base, p1_base=(), deck=None) -> dict:
    p0 = {"hand": ["Angle Shot"], "pool": {"energy": 2}, "base": list(p0_base)}
    if deck:
        p0["deck"] = deck
    return quiet_spec(p0, {"base": list(p1_base)})


def _draven_attacks(scenario, runes_):
    s = scenario(quiet_spec({"base": ["Draven, Vanquisher"], "runes": runes_},
                            {"field": [["Pouty Poro"], []]}))
    s.do("move Draven, Vanquisher")
    go(s, "to Grove of the God-Willow")
    return s


def _mech_tokens(s):
    g = s.game
    return [o for o in g.objs if g.pool[o.card].name == "Mech" and o.zone.name == "BOARD"]


# 718.3)
def _mechs(s) -> int:
    g = s.game
    return len([o for o in g.objs if o.zone.name == "BOARD" and o.controller == 0
                and g.pool[o.card].name == "Mech"])


def _conquer_with_rumble(s):
    s.do(f"move Rumble, Scrapper #{bid(s, 'Rumble, Scrapper', 0)}")
    go(s, "to Grove of the God-Willow")
    settle_open(s)


def _pursuit(scenario, blade: bool = True):
    base = ["Vanguard Sergeant"] + (["Doran's Blade"] if blade else [])
    s = scenario(quiet_spec({"hand": ["Relentless Pursuit"], "base": base,
                             "pool": {"energy": 2, "power": {"fury": 1}}}))
    sergeant = bid(s, "Vanguard Sergeant", 0)
    s.do("play Relentless Pursuit", f"target Vanguard Sergeant #{sergeant}")
    return s, sergeant


def _void_rush(scenario, energy: int = 2):
    s = scenario(quiet_spec({"hand": ["Void Rush"],
                             "deck": ["Vanguard Sergeant", "Pouty Poro"] + QUIET_FILL,
                             "pool": {"energy": energy, "power": {"fury": 1, "order": 1}}}))
    s.do("play Void Rush")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    return s


# ---------------------------------------------------------------- Against the Odds

def test_against_the_odds_gives_two_might_per_enemy_unit_there(scenario):
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant"], []], "hand": ["Against the Odds"],
                             "pool": pool(2)},
                            {"field": [["Pouty Poro", "Stalwart Poro"], ["Mystic Poro"]]},
                            showdown={"battlefield": 0, "combat": True, "attacker": 0}))
    s.do("play Against the Odds")
    assert not s.can("target Mega-Mech")               # in base
    go(s, "target Vanguard Sergeant")
    for _ in range(4):
        if not s.game.chain:
            break
        s.do("pass")
    assert s.might("Vanguard Sergeant") == 4 + 2 * 2   # two enemy units there, not the third


# ---------------------------------------------------------------- Armed Assailant

def test_armed_assailant_accelerate_enters_ready(scenario):
    """Accelerate (807): pay [1][fury] more and I enter ready."""
    s = scenario(quiet_spec({"hand": ["Armed Assailant"], "pool": pool(7, fury=2)}))
    s.do("play Armed Assailant", "yes")
    go(s, "base")
    settle_open(s)
    assert s.zone("Armed Assailant") == "BOARD" and not s.obj("Armed Assailant").exhausted
    assert "Weaponmaster" in s.keywords("Armed Assailant")


# ---------------------------------------------------------------- Blood Rush

def test_blood_rush_gives_assault_two_and_repeats_on_another_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Blood Rush"], "pool": pool(2, fury=0),
                             "base": ["Pouty Poro", "Stalwart Poro"]}))
    s.do("play Blood Rush", "yes", "target Pouty Poro", "target Stalwart Poro")
    settle_open(s)
    assert s.keywords("Pouty Poro").get("Assault") == 2
    assert s.keywords("Stalwart Poro").get("Assault") == 2


def test_blood_rush_without_repeat(scenario):
    s = scenario(quiet_spec({"hand": ["Blood Rush"], "pool": pool(2),
                             "base": ["Pouty Poro", "Stalwart Poro"]}))
    s.do("play Blood Rush", "no", "target Pouty Poro")
    settle_open(s)
    assert s.keywords("Pouty Poro").get("Assault") == 2
    assert "Assault" not in s.keywords("Stalwart Poro")
    assert s.game.players[0].energy == 1


# ---------------------------------------------------------------- Bushwhack

def test_bushwhack_units_enter_ready_and_an_exhausted_gold(scenario):
    s = scenario(quiet_spec({"hand": ["Bushwhack", "Pouty Poro"], "pool": pool(4, fury=2)}))
    s.do("play Bushwhack")
    settle_open(s)
    golds = board(s, "Gold", 0)
    assert len(golds) == 1 and golds[0].exhausted and golds[0].loc == 0
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert not s.obj("Pouty Poro").exhausted


# ---------------------------------------------------------------- Detonate

def test_detonate_kills_a_gear_and_its_controller_draws_two(scenario):
    s = scenario(quiet_spec({"hand": ["Detonate"], "pool": pool(1, fury=1)},
                            {"base": ["Doran's Blade"], "deck": ["Pouty Poro"] * 3 + QUIET_FILL}))
    s.do("play Detonate")
    go(s, "target Doran's Blade")
    settle_open(s)
    assert s.zone("Doran's Blade") == "TRASH"
    assert hand(s, 1) == ["Pouty Poro", "Pouty Poro"] and hand(s, 0) == []


# ---------------------------------------------------------------- Eager Drakehound

def test_eager_drakehound_enters_ready(scenario):
    s = scenario(quiet_spec({"hand": ["Eager Drakehound"], "pool": pool(3, fury=1)}))
    s.do("play Eager Drakehound")
    go(s, "base")
    settle_open(s)
    assert s.zone("Eager Drakehound") == "BOARD" and not s.obj("Eager Drakehound").exhausted


# ---------------------------------------------------------------- Gem Jammer

def test_gem_jammer_gives_a_unit_ganking(scenario):
    """Gem Jammer: play effect (383.4.a): a unit gets Ganking this turn (810: it may move
    battlefield to battlefield)."""
    s = scenario(bare_spec({"hand": ["Gem Jammer"], "runes": ["Fury Rune"] * 2,
                            "field": [["Vanguard Sergeant"], []]}))
    s.do("play Gem Jammer", "to P0's base", tgt(s, "Vanguard Sergeant"))
    settle(s)
    u = s.game.objs[bid(s, "Vanguard Sergeant")]
    assert layers.has(s.game, u, "Ganking")
    s.do(f"move Vanguard Sergeant #{u.id}", "to Zaun Warrens")
    assert u.loc == 2


# ---------------------------------------------------------------- Sentinel Adept

@pytest.mark.parametrize("name,energy", [("Sentinel Adept", 3), ("Combat Chef", 5)])
def test_weaponmaster_units_attach_an_equipment_when_played(scenario, name, energy):
    """Weaponmaster (821): when played, you may Equip one of your Equipment to me (Doran's
    Blade: Equip [body], +2 Might)."""
    s = scenario(quiet_spec({"hand": [name], "base": ["Doran's Blade"],
                             "pool": pool(energy, body=1)}))
    s.do(f"play {name}")
    go(s, "base")
    for _ in range(5):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        settle_open(s)
    blade = bid(s, "Doran's Blade")
    s.do(f"choose Doran's Blade #{blade}")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == bid(s, name)
    base = {"Sentinel Adept": 3, "Combat Chef": 5}[name]
    assert s.might(name) == base + 2


# ---------------------------------------------------------------- Void Drone

@pytest.mark.parametrize("energy,playable", [(1, True), (0, False)])
def test_void_drone_costs_2_less_played_from_the_trash(scenario, energy, playable):
    """356.4: its own discount holds when it is played from anywhere but the hand (the trash,
    by Endless Riches): 3 - 2 = 1 Energy."""
    s = scenario(quiet_spec({"base": ["Endless Riches"], "trash": ["Void Drone"],
                             "pool": {"energy": energy}}))
    assert s.can(f"play {card(s, 'Void Drone')}") == playable
    if playable:
        s.do(f"play {card(s, 'Void Drone')}")
        go(s, "to P0's base")
        settle_open(s)
        assert s.obj("Void Drone").zone == Zone.BOARD
        assert s.game.players[0].energy == 0


@pytest.mark.parametrize("energy,playable", [(3, True), (2, False)])
def test_void_drone_costs_full_from_the_hand(scenario, energy, playable):
    s = scenario(quiet_spec({"hand": ["Void Drone"], "pool": {"energy": energy}}))
    assert s.can("play Void Drone") == playable
    if playable:
        s.do("play Void Drone")
        go(s, "to P0's base")
        settle_open(s)
        assert s.obj("Void Drone").zone == Zone.BOARD
        assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Angle Shot

def test_angle_shot_attaches_an_equipment_to_a_unit_and_draws(scenario):
    """434: attach; draw 1."""
    s = scenario(_angle(["Vanguard Sergeant", "Doran's Blade"], deck=["Daring Poro"] + QUIET_FILL))
    sergeant, blade = bid(s, "Vanguard Sergeant", 0), bid(s, "Doran's Blade", 0)
    s.do("play Angle Shot", f"target Vanguard Sergeant #{sergeant}")
    go(s, f"target Doran's Blade #{blade}")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_MODE
    s.do("option 0")                                            # attach
    settle_open(s)
    assert s.game.objs[blade].attached_to == sergeant
    assert hand(s) == ["Daring Poro"]


def test_angle_shot_detaches_the_equipment_from_that_unit(scenario):
    """435: detach that Equipment from that unit (it stays in base)."""
    s = scenario(_angle([{"card": "Vanguard Sergeant", "attached": ["Doran's Blade"]}]))
    sergeant, blade = bid(s, "Vanguard Sergeant", 0), bid(s, "Doran's Blade", 0)
    s.do("play Angle Shot", f"target Vanguard Sergeant #{sergeant}")
    go(s, f"target Doran's Blade #{blade}")
    settle_open(s)
    s.do("option 1")                                            # detach
    settle_open(s)
    assert s.game.objs[blade].attached_to < 0 and s.loc(blade) == LOC_BASE


def test_angle_shot_detaches_only_from_the_chosen_unit(scenario):
    """"Detach that Equipment from that unit": attached to another unit, it stays (435.1.a.1:
    nothing happens)."""
    s = scenario(_angle([{"card": "Vanguard Sergeant", "attached": ["Doran's Blade"]},
                         "Daring Poro"]))
    sergeant, blade = bid(s, "Vanguard Sergeant", 0), bid(s, "Doran's Blade", 0)
    s.do("play Angle Shot", f"target Daring Poro #{bid(s, 'Daring Poro', 0)}")
    go(s, f"target Doran's Blade #{blade}")
    settle_open(s)
    s.do("option 1")                                            # detach (from the Poro)
    settle_open(s)
    assert s.game.objs[blade].attached_to == sergeant


def test_angle_shot_unit_and_equipment_have_the_same_controller(scenario):
    """Only P0 controls an Equipment: P1's unit has no partner (355.16), and after P0's unit
    the Equipment must be P0's."""
    s = scenario(_angle(["Doran's Blade"], ["Doran's Blade"]))
    mine, theirs = bid(s, "Mega-Mech", 0), bid(s, "Mega-Mech", 1)
    s.do("play Angle Shot")
    assert s.can(f"target Mega-Mech #{mine}") and s.can(f"target Mega-Mech #{theirs}")
    s.do(f"target Mega-Mech #{theirs}")
    blades = [bid(s, "Doran's Blade", p) for p in (0, 1)]
    assert not s.can(f"target Doran's Blade #{blades[0]}")
    go(s, f"target Doran's Blade #{blades[1]}")
    settle_open(s)
    s.do("option 0")
    settle_open(s)
    assert s.game.objs[blades[1]].attached_to == theirs


def test_angle_shot_needs_a_unit_and_an_equipment_of_one_controller(scenario):
    """355.8: P1's Equipment and P0's unit only (P1's anchor is P1's only unit, P0's
    Equipment none): P0's unit has no partner; P1's unit pairs with P1's Equipment."""
    s = scenario(_angle([], ["Doran's Blade"]))
    s.do("play Angle Shot")                     # (the lone pair is taken at once)
    assert not s.can(f"target Mega-Mech #{bid(s, 'Mega-Mech', 0)}")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_MODE
    s.do("option 0")
    settle_open(s)
    assert s.game.objs[bid(s, "Doran's Blade", 1)].attached_to == bid(s, "Mega-Mech", 1)


# ---------------------------------------------------------------- Battering Ram

@pytest.mark.parametrize("played,cost", [(0, 5), (2, 3), (4, 1), (7, 1)])
def test_battering_ram_costs_one_less_per_card_played_to_a_minimum_of_one(scenario, played, cost):
    """[1] less for each card its controller played this turn (419.4), never under [1]: the
    minimum belongs to that discount (356.4.e)."""
    s = scenario(quiet_spec({"hand": ["Battering Ram"], "pool": pool(cost - 1),
                             "cards_played": played, "cards_finalized": played}))
    assert not s.can("play Battering Ram")
    s = scenario(quiet_spec({"hand": ["Battering Ram"], "pool": pool(cost),
                             "cards_played": played, "cards_finalized": played}))
    s.do("play Battering Ram")
    go(s, "base")
    settle_open(s)
    assert s.zone("Battering Ram") == "BOARD"
    assert s.game.players[0].energy == 0


def test_battering_ram_counts_a_card_played_earlier_this_turn(scenario):
    """The count follows the turn: after a spell, the Ram costs [1] less."""
    s = scenario(quiet_spec({"hand": ["Battering Ram", "Punch First"], "pool": pool(5, body=2),
                             "base": [{"unit": {"might": 2}}]}))
    s.do("play Punch First", "target Vanguard Sergeant")
    settle_open(s)
    assert s.game.players[0].cards_finalized == 1
    assert s.game.players[0].energy == 4              # (short of the Ram's printed [5])
    s.do("play Battering Ram")
    go(s, "base")
    settle_open(s)
    assert s.zone("Battering Ram") == "BOARD" and s.game.players[0].energy == 0


# ---------------------------------------------------------------- Blast Corps Cadet

def test_blast_corps_cadet_deals_two_at_a_battlefield_if_paid(scenario):
    s = scenario(quiet_spec({"hand": ["Blast Corps Cadet"], "pool": pool(3, fury=1)},
                            {"field": [["Playful Phantom"], []], "base": ["Stalwart Poro"]}))
    s.do("play Blast Corps Cadet", "yes")
    go(s, "base")
    settle_open(s)
    assert not s.can("target Stalwart Poro")         # in a base
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.damage("Playful Phantom") == 2


def test_blast_corps_cadet_extra_cost_is_reduced_by_ezreal_prodigy(scenario):
    """The Spiritforged FAQ: Ezreal, Prodigy reduces optional additional costs, Blast Corps
    Cadet's too ([1][fury] costs [fury]); the Cadet's own Energy cost is not reduced."""
    s = scenario(quiet_spec({"hand": ["Blast Corps Cadet"], "pool": pool(2, fury=1),
                             "base": ["Ezreal, Prodigy"]},
                            {"field": [["Playful Phantom"], []]}))
    s.do("play Blast Corps Cadet", "yes")
    go(s, "base")
    settle_open(s)
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Blast Corps Cadet") == "BOARD"
    assert s.damage("Playful Phantom") == 2
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Minotaur Reckoner

def test_minotaur_reckoner_units_cant_move_to_base(scenario):
    """Any unit, either player's: no move to base (the standard move and a spell's), a recall
    is no move (449)."""
    s = scenario(quiet_spec({"base": ["Pouty Poro"], "field": [["Stalwart Poro"], []],
                             "hand": ["Emperor's Divide"], "pool": pool(2)},
                            {"base": ["Minotaur Reckoner"]}))
    assert s.can("move Pouty Poro")                  # base -> battlefield is fine
    assert not s.can("move Stalwart Poro")           # its only destination: base
    s.do("play Emperor's Divide")
    go(s, "target Stalwart Poro")
    settle_open(s)
    assert s.loc("Stalwart Poro") == 1


def test_minotaur_reckoner_gone_units_move_to_base_again(scenario):
    s = scenario(quiet_spec({"field": [["Stalwart Poro"], []]}))
    assert s.can("move Stalwart Poro")


# ---------------------------------------------------------------- Perched Grimwyrm

def test_perched_grimwyrm_is_played_only_to_a_battlefield_conquered_this_turn(scenario):
    """Played only to a battlefield its controller conquered this turn (464): not to the base
    nor to a battlefield held since an earlier turn; Grove (conquered) is the one location."""
    s = scenario(quiet_spec({"hand": ["Perched Grimwyrm"], "pool": pool(4, fury=1),
                             "field": [[{"unit": {"might": 2}}], [{"unit": {"might": 2}}]],
                             "conquered": [0]},
                            bfs=[{"card": QUIET_BFS[0], "controller": 0},
                                 {"card": QUIET_BFS[1], "controller": 0}]))
    s.do("play Perched Grimwyrm")
    assert s.kind != DecisionKind.PLAY_LOCATION or s.options() == [f"to {QUIET_BFS[0]}"]
    go(s, f"to {QUIET_BFS[0]}")
    settle_open(s)
    assert s.zone("Perched Grimwyrm") == "BOARD" and s.loc("Perched Grimwyrm") == 1


def test_perched_grimwyrm_cannot_be_played_without_a_conquest(scenario):
    s = scenario(quiet_spec({"hand": ["Perched Grimwyrm"], "pool": pool(4, fury=1),
                             "field": [[{"unit": {"might": 2}}], []]},
                            bfs=[{"card": QUIET_BFS[0], "controller": 0}, QUIET_BFS[1]]))
    assert not s.can("play Perched Grimwyrm")


def test_perched_grimwyrm_after_conquering_by_a_move(scenario):
    """Moving a unit to an empty battlefield conquers it (464.1): the Grimwyrm may then be
    played there that turn."""
    s = scenario(quiet_spec({"hand": ["Perched Grimwyrm"], "pool": pool(4, fury=1),
                             "base": [{"unit": {"might": 2}}]}))
    assert not s.can("play Perched Grimwyrm")
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", f"to {QUIET_BFS[1]}")
    settle_open(s)
    assert s.game.bfs[1].controller == 0 and s.game.players[0].conquered == {1}
    s.do("play Perched Grimwyrm")
    go(s, f"to {QUIET_BFS[1]}")
    settle_open(s)
    assert s.zone("Perched Grimwyrm") == "BOARD" and s.loc("Perched Grimwyrm") == 2


# ---------------------------------------------------------------- Recurve Bow

def test_recurve_bow_holder_deals_two_to_an_enemy_unit_here_when_it_attacks(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Recurve Bow"]}]},
                            {"field": [["Playful Phantom"], []], "base": ["Stalwart Poro"]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    for _ in range(5):
        if s.can("target Playful Phantom") or not s.game.chain and s.game.showdown is None:
            break
        s.do("option 0" if s.kind == DecisionKind.ORDER_TRIGGERS else "pass")
    go(s, "target Playful Phantom")
    settle_open(s)
    phantom = s.id("Playful Phantom")
    damage = [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == phantom]
    assert damage[:1] == [2]


# ---------------------------------------------------------------- Sudden Storm

def test_sudden_storm_deals_two_to_a_unit_not_attacking(scenario):
    s = scenario(quiet_spec({"hand": ["Sudden Storm"], "pool": pool(3)},
                            {"field": [["Playful Phantom"], []]}))
    s.do("play Sudden Storm")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.damage("Playful Phantom") == 2


def test_sudden_storm_deals_four_to_an_attacking_unit(scenario):
    s = scenario(combat_at_grove(["Playful Phantom"], ["Pouty Poro"],
                                 hand=["Sudden Storm"], pool=pool(3)))
    phantom = s.id("Playful Phantom")
    s.do("play Sudden Storm")
    go(s, "target Playful Phantom")
    settle_open(s)
    damage = [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == phantom]
    assert damage[0] == 4


# ---------------------------------------------------------------- Assembly Rig

def test_assembly_rig_recycles_a_unit_from_trash_for_a_mech(scenario):
    """Assembly Rig: [1][fury], recycle a unit from your trash (chosen: 357.2), exhaust: a
    3-Might Mech unit token in base (exhausted, 182)."""
    s = scenario(bare_spec({"base": ["Assembly Rig", "Vanguard Sergeant"],
                            "runes": ["Fury Rune"] * 2,
                            "trash": ["Hextech Ray", "Pouty Poro", "Mega-Mech"]}))
    g = s.game
    rig = bid(s, "Assembly Rig")
    mm = [i for i in s.ids("Mega-Mech", 0) if g.objs[i].zone == Zone.TRASH][0]
    s.do(f"activate ability 0 of Assembly Rig #{rig}")
    assert sorted(s.options()) == sorted([f"choose Pouty Poro #{s.id('Pouty Poro')}",
                                          f"choose Mega-Mech #{mm}"])   # units only
    s.do(f"choose Mega-Mech #{mm}")
    settle(s)
    mechs = board(s, "Mech", 0)
    assert len(mechs) == 1 and mechs[0].loc == LOC_BASE and mechs[0].exhausted
    assert layers.might(g, mechs[0]) == 3
    assert g.objs[rig].exhausted
    assert len(g.players[0].runes) == 1       # one rune paid [1] and then [fury] (163.2)
    trash_names = sorted(g.pool[g.objs[i].card].name for i in g.players[0].trash)
    assert trash_names == ["Hextech Ray", "Pouty Poro"]
    assert g.players[0].deck[-1] == mm                                     # to the bottom


def test_assembly_rig_needs_a_unit_in_trash(scenario):
    s = scenario(bare_spec({"base": ["Assembly Rig"], "runes": ["Fury Rune"] * 2,
                            "trash": ["Hextech Ray"]}))
    assert not any("activate" in o for o in s.options())


# ---------------------------------------------------------------- Draven, Vanquisher

def test_draven_vanquisher_may_pay_fury_for_two_might_and_wins_a_gold(scenario):
    s = _draven_attacks(scenario, ["Fury Rune"])
    for _ in range(6):
        if s.kind == DecisionKind.MAY:
            break
        s.do("option 0" if s.kind == DecisionKind.ORDER_TRIGGERS else "pass")
    rune = s.game.players[0].runes[0]
    assert not s.game.objs[rune].exhausted          # nothing paid before it resolves
    s.do("yes")
    assert s.might("Draven, Vanquisher") == 6
    settle_open(s)
    golds = board(s, "Gold", 0)                  # he won the combat
    assert len(golds) == 1 and golds[0].exhausted
    assert s.zone("Pouty Poro") == "TRASH"


def test_draven_vanquisher_without_fury_is_not_asked(scenario):
    s = _draven_attacks(scenario, ["Calm Rune"])
    settle_open(s)
    assert all(k != DecisionKind.MAY for k in [s.kind])
    assert s.might("Draven, Vanquisher") == 4
    assert len(board(s, "Gold", 0)) == 1


# ---------------------------------------------------------------- Ferrous Forerunner

def test_ferrous_forerunner_deathknell_makes_two_mechs(scenario):
    """Ferrous Forerunner, Deathknell (808): two 3-Might Mech tokens in your base."""
    s = scenario(bare_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                            "field": [[{"card": "Ferrous Forerunner", "damage": 4}], []]}))
    s.do("play Hextech Ray")                  # the only unit at a battlefield: auto-targeted
    settle(s)
    assert s.zone("Ferrous Forerunner") == "TRASH"
    mechs = board(s, "Mech", 0)
    assert [(m.loc, layers.might(s.game, m)) for m in mechs] == [(LOC_BASE, 3), (LOC_BASE, 3)]


# ---------------------------------------------------------------- Piercing Light

def test_piercing_light_deals_two_then_two_to_another_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Piercing Light"], "runes": runes("fury", 3)},
                            {"field": [["Vanguard Sergeant", "Petty Officer"], []],
                             "base": ["Daring Poro"]}))
    s.do("play Piercing Light")                            # (no Repeat: 3 runes only)
    assert not s.can("target Daring Poro")                 # the first: at a battlefield
    s.do("target Vanguard Sergeant")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Vanguard Sergeant")           # the second: another unit
    s.do("target Daring Poro")
    settle_open(s)
    assert s.damage("Vanguard Sergeant") == 2
    assert s.zone("Daring Poro") == "TRASH"                # 2 Might: dies


def test_piercing_light_second_target_is_optional(scenario):
    s = scenario(quiet_spec({"hand": ["Piercing Light"], "runes": runes("fury", 3)},
                            {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Piercing Light")          # the only unit at a battlefield: chosen at once
    assert s.kind == DecisionKind.TARGET and s.can("done")
    s.do("done")
    settle_open(s)
    assert s.damage("Vanguard Sergeant") == 2
    assert s.damage(QUIET_ANCHOR, 0) == 0


def test_piercing_light_repeated_pairs_its_own_targets(scenario):
    """820.2.a: the repeat chooses its own targets; "another" is within each execution, so the
    repeat may hit the first execution's units again."""
    s = scenario(quiet_spec({"hand": ["Piercing Light"], "runes": runes("fury", 7)},
                            {"field": [["Vanguard Sergeant", "Petty Officer"], []]}))
    s.do("play Piercing Light", "yes", "target Vanguard Sergeant", "target Petty Officer",
         "target Vanguard Sergeant")
    assert not s.can("target Vanguard Sergeant")           # another than the repeat's first
    s.do("target Petty Officer")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"          # 4 damage to 4 Might
    assert s.damage("Petty Officer") == 4


# ---------------------------------------------------------------- Rumble, Hotheaded

def test_rumble_hotheaded_mechs_have_assault(scenario):
    """Rumble, Hotheaded: your Mechs have Assault (+1 Might while attacking, 807)."""
    s = scenario(bare_spec({"base": ["Rumble, Hotheaded", "Mech", "Vanguard Sergeant"],
                            "hand": ["Frigid Touch"], "runes": ["Mind Rune"] * 2},
                           {"field": [["Mega-Mech"], []]}))
    g = s.game
    mech = g.objs[bid(s, "Mech")]
    assert layers.keywords(g, mech).get("Assault") == 1
    assert "Assault" not in layers.keywords(g, g.objs[bid(s, "Vanguard Sergeant")])
    assert layers.might(g, mech) == 3
    s.do(f"move Mech #{mech.id}", "to Grove of the God-Willow")
    assert g.showdown is not None and g.showdown.combat     # focus: P0 may play Frigid Touch
    assert layers.might(g, mech) == 4


def test_rumble_hotheaded_conquer_recycles_a_unit_to_replay_a_mech(scenario):
    """Rumble, Hotheaded: when I conquer, recycle another friendly unit (a Mech token may be
    recycled: Spiritforged FAQ) to play a Mech from your trash, its Energy cost reduced by the
    recycled unit's Might: Ferrous Forerunner (6 Energy + 1 fury) costs 3 + fury."""
    s = scenario(bare_spec({"base": ["Rumble, Hotheaded", "Mech", "Vanguard Sergeant"],
                            "trash": ["Ferrous Forerunner"], "runes": ["Fury Rune"] * 3}))
    g = s.game
    rumble = bid(s, "Rumble, Hotheaded")
    mech = bid(s, "Mech")
    s.do(f"move Rumble, Hotheaded #{rumble}", "to Grove of the God-Willow")
    assert g.bfs[0].controller == 0                    # conquered: the trigger is on the chain
    s.do(f"choose Mech #{mech}")
    s.do("to P0's base")
    settle(s)
    ff = s.obj("Ferrous Forerunner")
    assert ff.zone == Zone.BOARD and ff.loc == LOC_BASE
    assert g.objs[mech].zone == Zone.REMOVED           # the token recycled ceased to exist
    assert free_runes(s, 0) == 0 and len(g.players[0].runes) == 2   # 3 energy, 1 fury recycled


def test_rumble_hotheaded_may_decline(scenario):
    s = scenario(bare_spec({"base": ["Rumble, Hotheaded", "Mech"], "trash": ["Ferrous Forerunner"],
                            "runes": ["Fury Rune"] * 3}))
    s.do(f"move Rumble, Hotheaded #{bid(s, 'Rumble, Hotheaded')}", "to Grove of the God-Willow")
    s.do("done")
    settle(s)
    assert s.zone("Ferrous Forerunner") == "TRASH" and len(board(s, "Mech", 0)) == 1


# ---------------------------------------------------------------- Dunebreaker

@pytest.mark.parametrize("others,ready", [(2, True), (3, False)])
def test_dunebreaker_enters_ready_with_two_or_fewer_cards_in_hand(scenario, others, ready):
    s = scenario(quiet_spec({"hand": ["Dunebreaker"] + ["Pouty Poro"] * others,
                             "pool": pool(7, fury=1)}))
    s.do("play Dunebreaker")
    go(s, "base")
    settle_open(s)
    assert s.zone("Dunebreaker") == "BOARD"
    assert s.obj("Dunebreaker").exhausted is (not ready)


def test_dunebreaker_draws_two_when_it_holds(scenario):
    """Hold (the Beginning Phase's scoring, 315.2.a): Altar to Unity adds a Recruit token; the
    two cards drawn are Dunebreaker's (plus the Draw Phase's one)."""
    s = scenario(quiet_spec({"field": [[], ["Dunebreaker"]], "deck": ["Pouty Poro"] * 6},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Altar to Unity", "controller": 0}],
                            phase="awaken"))
    for _ in range(5):
        settle_open(s)
    assert hand(s).count("Pouty Poro") == 3


# ---------------------------------------------------------------- Lucian, Gunslinger

@pytest.mark.parametrize("given,dealt", [(None, 1), ("Assault 2", 3)])
def test_lucian_gunslinger_deals_his_assault_when_he_attacks(scenario, given, dealt):
    """Damage equal to his [Assault] as the trigger resolves: 1 printed, 3 with Assault 2
    given (806: the values add)."""
    lucian = {"card": "Lucian, Gunslinger"}
    if given:
        lucian["keywords"] = [given]
    s = scenario(quiet_spec({"base": [lucian]}, {"field": [["Playful Phantom"], []]}))
    damage = attack_the_phantom(s, "Lucian, Gunslinger")
    assert damage[0] == dealt


# ---------------------------------------------------------------- Rek'Sai, Breacher

@pytest.mark.parametrize("reksai", [True, False])
def test_reksai_gives_played_tokens_accelerate(scenario, reksai):
    """182.1.a: a token is played like a card, not from a hand; 805.1.a.2: no domain, [A]."""
    s = scenario(quiet_spec({"hand": ["Deathgrip"], "runes": runes("order", 4),
                             "base": ["Rek'Sai, Breacher"] if reksai else [],
                             "field": [["Ferrous Forerunner"], []]}))
    s.do("play Deathgrip", "target Ferrous Forerunner")
    go(s, "target Mega-Mech")
    for _ in range(10):
        if s.kind == DecisionKind.OPTIONAL_COST or not s.can("pass"):
            break
        s.do("pass")
    assert s.zone("Ferrous Forerunner") == "TRASH"
    if not reksai:
        settle_open(s)
        assert len(_mech_tokens(s)) == 2 and all(m.exhausted for m in _mech_tokens(s))
        return
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")                              # the first Mech: pay [1][A]
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("no")
    settle_open(s)
    mechs = _mech_tokens(s)
    assert len(mechs) == 2
    assert [m.exhausted for m in mechs] == [False, True]


def test_reksai_no_accelerate_for_units_played_from_hand(scenario):
    s = scenario(quiet_spec({"hand": ["Vanguard Sergeant"], "runes": runes("order", 6),
                             "base": ["Rek'Sai, Breacher"]}))
    s.do("play Vanguard Sergeant")
    go(s, "base")
    assert s.kind != DecisionKind.OPTIONAL_COST
    settle_open(s)
    assert s.obj("Vanguard Sergeant").exhausted


@pytest.mark.parametrize("reksai", [True, False])
def test_reksai_gives_a_unit_played_from_face_down_accelerate(scenario, reksai):
    s = scenario(quiet_spec({"runes": runes("order", 2),
                             "base": ["Rek'Sai, Breacher"] if reksai else [],
                             "field": [["Shipyard Skulker"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                                  "hidden": {"card": "Disciple of Shen", "controller": 0}},
                                 "Altar to Unity"]))
    s.do("play Disciple of Shen")
    go(s, "to Grove of the God-Willow")
    if not reksai:
        assert s.kind != DecisionKind.OPTIONAL_COST
        return
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle_open(s)
    assert s.zone("Disciple of Shen") == "BOARD"
    assert not s.obj("Disciple of Shen").exhausted


@pytest.mark.parametrize("reksai", [True, False])
def test_reksai_gives_a_unit_an_effect_plays_from_banishment_accelerate(scenario, reksai):
    """Thrill of the Hunt: the banished unit is played again by an effect (419.3), not from a
    hand: with Rek'Sai it may pay [1][order] to enter ready."""
    s = scenario(quiet_spec({"hand": ["Thrill of the Hunt"],
                             "runes": runes("fury", 3) + runes("order", 2),
                             "base": ["Vanguard Sergeant"] + (["Rek'Sai, Breacher"] if reksai else [])}))
    s.do("play Thrill of the Hunt")
    go(s, "target Vanguard Sergeant")
    seen = False
    for _ in range(12):
        if s.kind == DecisionKind.OPTIONAL_COST:
            seen = True
            s.do("yes")
        elif s.kind == DecisionKind.PLAY_LOCATION:
            s.do("to Altar to Unity")
        elif s.can("pass"):
            s.do("pass")
        else:
            break
    settle_open(s)
    assert seen is reksai
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.obj("Vanguard Sergeant").exhausted is (not reksai)


# ---------------------------------------------------------------- Skyfall of Areion

def test_skyfall_of_areion_a_conquer_fires_the_hold_effect(scenario):
    """Rumble's "when I hold: play a Mech" is also a conquer effect while Skyfall is attached
    to him: conquering the empty Grove plays the Mech."""
    s = scenario(quiet_spec({"base": [{"card": "Rumble, Scrapper",
                                       "attached": ["Skyfall of Areion"]}]}))
    _conquer_with_rumble(s)
    assert s.loc(bid(s, "Rumble, Scrapper", 0)) == 1 and s.game.players[0].points == 1
    assert _mechs(s) == 1


def test_skyfall_of_areion_unattached_changes_nothing(scenario):
    """The same conquer with Skyfall unattached in base: a hold effect only (no Mech)."""
    s = scenario(quiet_spec({"base": ["Rumble, Scrapper", "Skyfall of Areion"]}))
    _conquer_with_rumble(s)
    assert s.game.players[0].points == 1 and _mechs(s) == 0


def test_skyfall_of_areion_a_hold_fires_the_conquer_effect(scenario):
    """Kai'Sa's "when I conquer: draw 1" is also a hold effect: holding the Grove draws 1."""
    s = scenario(quiet_spec({"field": [[{"card": "Kai'Sa, Survivor",
                                         "attached": ["Skyfall of Areion"]}], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 QUIET_BFS[1]],
                            phase="awaken"))
    hand0 = len(s.game.players[0].hand)
    to_main(s)
    assert s.game.players[0].points == 1
    assert len(s.game.players[0].hand) == hand0 + 1 + 1 + 1   # the draw step, the Grove's


# ---------------------------------------------------------------- Danger Zone

def test_danger_zone_pumps_mechs_and_repeats(scenario):
    """Danger Zone: your Mechs get +1 Might this turn; Repeat [1][A] does it again (820)."""
    s = scenario(bare_spec({"hand": ["Danger Zone"], "runes": ["Mind Rune"] * 4,
                            "base": ["Mech", "Vanguard Sergeant", "Gem Jammer"]}))
    s.do("play Danger Zone", "yes")
    settle(s)
    assert layers.might(s.game, board(s, "Mech", 0)[0]) == 5
    assert bmight(s, "Gem Jammer") == 4 and bmight(s, "Vanguard Sergeant") == 4


# ---------------------------------------------------------------- Relentless Pursuit

def test_relentless_pursuit_moves_attaches_and_may_bring_the_unit_home_after_it_conquers(
        scenario):
    """It moves to the empty Altar to Unity with the Blade attached (434) and conquers; this
    turn it has "When I conquer, you may move me to my base": yes, back to base."""
    s, sergeant = _pursuit(scenario)
    blade = bid(s, "Doran's Blade", 0)
    go(s, f"target Doran's Blade #{blade}", "to Altar to Unity")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle_open(s)
    assert s.game.objs[blade].attached_to == sergeant
    assert s.loc(sergeant) == LOC_BASE and s.game.players[0].points == 1


def test_relentless_pursuit_the_equipment_is_optional_and_may_stay(scenario):
    s, sergeant = _pursuit(scenario, blade=False)
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("no")
    settle_open(s)
    assert s.loc(sergeant) == 2 and s.game.players[0].points == 1


def test_relentless_pursuit_grant_is_only_that_units(scenario):
    """Another unit conquering later this turn does not have it."""
    s, sergeant = _pursuit(scenario, blade=False)
    mech = bid(s, "Mega-Mech", 0)
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    s.do("no")
    settle_open(s)
    s.do(f"move Mega-Mech #{mech}")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.kind != DecisionKind.MAY
    assert s.loc(mech) == 2 and s.loc(sergeant) == 1 and s.game.players[0].points == 2


# ---------------------------------------------------------------- Spinning Axe

def test_spinning_axe_unattached_is_killed_at_its_controllers_beginning(scenario):
    """816: Temporary, killed at the start of its controller's Beginning Phase."""
    s = scenario(held({"base": ["Spinning Axe"]}))
    to_main(s)
    assert s.zone("Spinning Axe") == "TRASH"


def test_spinning_axe_attached_is_not_killed(scenario):
    """722.2: while attached its Rules Text (Temporary) is inactive; +3 Might."""
    s = scenario(held({"base": [{"card": "Vanguard Sergeant", "attached": ["Spinning Axe"]}]}))
    to_main(s)
    assert s.zone("Spinning Axe") == "BOARD" and s.might("Vanguard Sergeant") == 4 + 3


# ---------------------------------------------------------------- Void Rush

def test_void_rush_banishes_one_and_plays_it_2_cheaper_then_draws_the_other(scenario):
    """424 / 427 / 419.3: the top 2 are revealed; the banished Vanguard Sergeant ([4]) is then
    played for [2] less (356.4), and the card not banished is drawn (413), not recycled."""
    s = _void_rush(scenario, energy=2 + 2)
    assert s.can(pick(s, "Pouty Poro")) and s.can("done")
    s.do(pick(s, "Vanguard Sergeant"))
    go(s, "to P0's base")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD
    assert hand(s) == ["Pouty Poro"]
    assert s.game.players[0].energy == 0                   # 2 for Void Rush, 4 - 2 for it
    assert s.zone("Void Rush") == "TRASH"


def test_void_rush_banishing_none_draws_both(scenario):
    s = _void_rush(scenario)
    s.do("done")
    settle_open(s)
    assert hand(s) == ["Pouty Poro", "Vanguard Sergeant"]
