"""Spiritforged (SFD) Calm cards: scenario tests on both engines (the `scenario` fixture runs
each on the reference engine and the compiled core), a section per card in collector-number
order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.reference.state import LOC_BASE, Zone

from card_helpers import (
    attack, bid, bmight, board, combat_at_grove, end_turn, go, hand, pick, pool, QUIET_BFS,
    QUIET_FILL, quiet_spec, runes, settle_open, trash,
)


def _aphelios(runes=None) -> dict:
    return quiet_spec({"base": ["Aphelios, Exalted", "Doran's Blade", "Doran's Blade",
                                "Daring Poro"],
                       "runes": runes if runes is not None else [], "rune_deck": ["Calm Rune"] * 3,
                       "pool": {"power": {"body": 2}}})


def _equip_aphelios(s, k: int) -> None:
    """Equip the k-th Doran's Blade to Aphelios; stop at his trigger's mode choice."""
    blade = bid(s, "Doran's Blade", 0, k)
    s.do(f"activate ability 0 of Doran's Blade #{blade}")
    go(s, f"target Aphelios, Exalted #{bid(s, 'Aphelios, Exalted', 0)}")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_MODE:
            return
        s.do("pass")
    raise AssertionError("no mode choice")


def _azir(calm: int = 1, attached=("Doran's Blade",)) -> dict:
    return quiet_spec({"base": ["Azir, Ascendant"],
                       "field": [[{"card": "Vanguard Sergeant", "attached": list(attached)}], []],
                       "pool": {"power": {"calm": calm}}})


def _use_azir(s):
    azir = bid(s, "Azir, Ascendant", 0)
    s.do(f"activate ability 0 of Azir, Ascendant #{azir}")
    go(s, f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}")
    settle_open(s)
    return azir


def _in_showdown(scenario, jax):
    s = scenario(quiet_spec({"hand": ["Doran's Blade", "Stupefy"],             # (Stupefy: P0 has
                             "runes": runes("body", 2) + runes("mind", 1),    # a showdown action)
                             "base": ["Vanguard Sergeant"] + (["Jax, Unmatched"] if jax else [])},
                            {"field": [["Playful Phantom"], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    for _ in range(10):                                   # the combat's showdown: P0 focus
        if s.game.showdown is not None and s.decision.player == 0:
            break
        s.do("pass")
    assert s.game.showdown is not None and s.game.showdown.combat
    return s


def _first_mate_readies(scenario, irelia_exhausted):
    """First Mate's play effect chooses Irelia, Fervent and readies her; her id."""
    s = scenario(quiet_spec({"base": [{"card": "Irelia, Fervent", "exhausted": irelia_exhausted}],
                             "hand": ["First Mate"], "pool": {"energy": 3}}))
    irelia = bid(s, "Irelia, Fervent", 0)
    s.do("play First Mate")
    go(s, "to base", "base")
    settle_open(s)
    go(s, f"target Irelia, Fervent #{irelia}")
    settle_open(s)
    return s, irelia


ORNN_DECK = ["Pouty Poro", "Stupefy", "Daring Poro", "Doran's Blade", "Boneshiver"] + QUIET_FILL


def _ornn_played(scenario):
    s = scenario(quiet_spec({"hand": ["Ornn, Blacksmith"],
                             "runes": runes("calm", 6), "deck": list(ORNN_DECK)}))
    s.do("play Ornn, Blacksmith")
    go(s, "to P0's base")
    settle_open(s)
    return s


# ---------------------------------------------------------------- Desert's Call

def test_deserts_call_plays_a_sand_soldier_and_repeats(scenario):
    s = scenario(quiet_spec({"hand": ["Desert's Call"], "pool": pool(4, calm=0)}))
    s.do("play Desert's Call", "yes")
    settle_open(s)
    soldiers = board(s, "Sand Soldier", 0)
    assert len(soldiers) == 2 and all(o.loc == 0 for o in soldiers)
    assert s.might(soldiers[0].id) == 2


def test_deserts_call_token_may_go_to_a_battlefield_you_control(scenario):
    """182.1.a: a token unit is played like a unit: to your base or a battlefield you
    control (806.3)."""
    s = scenario(quiet_spec({"hand": ["Desert's Call"], "pool": pool(2),
                             "field": [[], ["Pouty Poro"]]},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Altar to Unity", "controller": 0}]))
    s.do("play Desert's Call")
    go(s, "no")
    settle_open(s)
    assert s.can("to Altar to Unity") or s.can("Altar to Unity")
    go(s, "to Altar to Unity", "Altar to Unity")
    settle_open(s)
    assert [o.loc for o in board(s, "Sand Soldier", 0)] == [2]


# ---------------------------------------------------------------- Disarming Rake

def test_disarming_rake_may_is_the_choice_to_put_the_ability_on_the_chain(scenario):
    """The Unleashed FAQ: "you may" opening the effect is the choice to put the ability on the
    chain (383.3.a); declined, nothing goes on the chain and the gear stays."""
    s = scenario(quiet_spec({"hand": ["Disarming Rake"], "pool": pool(3, calm=1)},
                            {"base": ["Doran's Blade"]}))
    s.do("play Disarming Rake")
    go(s, "base")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("no")
    assert not s.game.chain
    settle_open(s)
    assert s.zone("Doran's Blade") == "BOARD"


def test_disarming_rake_kills_a_gear(scenario):
    s = scenario(quiet_spec({"hand": ["Disarming Rake"], "pool": pool(3, calm=1)},
                            {"base": ["Doran's Blade"]}))
    s.do("play Disarming Rake")
    go(s, "base")
    settle_open(s)
    s.do("yes")
    go(s, "target Doran's Blade")
    settle_open(s)
    assert s.zone("Doran's Blade") == "TRASH"


# ---------------------------------------------------------------- Doran's Shield

def test_dorans_shield_gives_one_might_and_tank(scenario):
    s = scenario(quiet_spec({"base": ["Pouty Poro", "Doran's Shield"], "pool": pool(0, calm=1)}))
    assert "Tank" not in s.keywords("Pouty Poro")
    s.do("activate ability 0 of Doran's Shield")
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 3 and "Tank" in s.keywords("Pouty Poro")


# ---------------------------------------------------------------- Feral Strength

def test_feral_strength_gives_two_might_and_repeats(scenario):
    s = scenario(quiet_spec({"hand": ["Feral Strength"], "pool": pool(4),
                             "base": ["Pouty Poro"]}))
    s.do("play Feral Strength", "yes", "target Pouty Poro", "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 2 + 4


# ---------------------------------------------------------------- Guardian of the Passage

def test_guardian_of_the_passage_returns_a_unit_or_gear_when_it_holds(scenario):
    s = scenario(quiet_spec({"field": [[], ["Guardian of the Passage"]],
                             "trash": ["Premonition", "Pouty Poro", "Doran's Blade"]},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Altar to Unity", "controller": 0}],
                            phase="awaken"))
    for _ in range(5):
        if s.kind == DecisionKind.MAY:
            break
        settle_open(s)
    s.do("yes")
    assert not s.can("target Premonition")             # a spell
    assert s.can("target Doran's Blade")
    s.do("target Pouty Poro")
    settle_open(s)
    assert "Pouty Poro" in hand(s) and trash(s) == ["Doran's Blade", "Premonition"]


# ---------------------------------------------------------------- Lonely Poro

@pytest.mark.parametrize("friend,draws", [(False, 1), (True, 0)])
def test_lonely_poro_draws_only_if_it_died_alone(scenario, friend, draws):
    """Deathknell (808): "if I died alone" – no other friendly unit where it died (checked
    as the trigger happens, 383.3.e); a friendly unit elsewhere (in base) does not count."""
    here = ["Lonely Poro"] + ([{"unit": {"might": 2}}] if friend else [])
    s = scenario(quiet_spec({"hand": ["Wages of Pain"], "runes": ["Mind Rune"] * 3,
                             "base": [{"unit": {"might": 2}}], "field": [here, []],
                             "deck": ["Pouty Poro"] * 4}))
    poro = bid(s, "Lonely Poro")
    s.do("play Wages of Pain")
    go(s, f"target Lonely Poro #{poro}")
    settle_open(s)
    assert s.zone("Lonely Poro") == "TRASH"
    assert hand(s).count("Pouty Poro") == draws


def test_lonely_poro_dying_with_a_friendly_unit_did_not_die_alone(scenario):
    """Units killed together (Flurry of Blades, 1 to each unit at a battlefield) were there as
    the Poro died (383.3.e): it did not die alone, no draw."""
    s = scenario(quiet_spec({"hand": ["Flurry of Blades"], "pool": pool(1),
                             "field": [[{"card": "Lonely Poro", "damage": 1},
                                        {"unit": {"might": 1}}],
                                       []], "deck": ["Pouty Poro"] * 4}))
    s.do("play Flurry of Blades")
    settle_open(s)
    assert s.zone("Lonely Poro") == "TRASH" and len(s.game.players[0].trash) == 3
    assert hand(s).count("Pouty Poro") == 0


# ---------------------------------------------------------------- Navori Scout

def test_navori_scout_has_deflect(scenario):
    """Deflect (809): an opponent's Frigid Touch needs [A] more to choose it."""
    s = scenario(quiet_spec({"hand": ["Frigid Touch"], "pool": pool(2, mind=0)},
                            {"base": ["Navori Scout", "Pouty Poro"]}))
    assert s.keywords("Navori Scout").get("Deflect") == 1
    s.do("play Frigid Touch")
    if s.can("no"):
        s.do("no")
    assert not s.can("target Navori Scout")      # no Power left to pay the Deflect


# ---------------------------------------------------------------- Ribbon Dancer

def test_ribbon_dancer_moving_to_a_battlefield_gives_another_unit_one_might(scenario):
    s = scenario(quiet_spec({"base": ["Ribbon Dancer", "Pouty Poro"]}))
    s.do("move Ribbon Dancer")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert not s.can("target Ribbon Dancer")        # another friendly unit
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 3 and s.might("Ribbon Dancer") == 3


def test_ribbon_dancer_moving_to_base_does_nothing(scenario):
    s = scenario(quiet_spec({"field": [[], ["Ribbon Dancer"]], "base": ["Pouty Poro"]},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Altar to Unity", "controller": 0}]))
    s.do("move Ribbon Dancer")
    go(s, "to base", "base")
    settle_open(s)
    assert s.loc("Ribbon Dancer") == 0
    assert s.might("Pouty Poro") == 2 and not s.game.chain


# ---------------------------------------------------------------- Royal Entourage

def test_royal_entourage_readies_your_legend(scenario):
    s = scenario(quiet_spec({"hand": ["Royal Entourage"], "pool": pool(3, calm=1),
                             "legend": {"card": "Grand Duelist", "exhausted": True}},
                            {"legend": "Mechanized Menace"}))
    s.do("play Royal Entourage")
    go(s, "base")
    settle_open(s)
    assert s.can("target Mechanized Menace")             # either player's legend
    s.do("target Grand Duelist")
    settle_open(s)
    s.do("option 0")
    settle_open(s)
    assert not s.obj("Grand Duelist").exhausted


def test_royal_entourage_exhausts_an_enemy_legend(scenario):
    s = scenario(quiet_spec({"hand": ["Royal Entourage"], "pool": pool(3, calm=1),
                             "legend": "Grand Duelist"},
                            {"legend": "Mechanized Menace"}))
    s.do("play Royal Entourage")
    go(s, "base")
    settle_open(s)
    s.do("target Mechanized Menace")
    settle_open(s)
    s.do("option 1")
    settle_open(s)
    assert s.obj("Mechanized Menace").exhausted and not s.obj("Grand Duelist").exhausted


# ---------------------------------------------------------------- Thwonk!

def test_thwonk_stuns_an_attacking_unit_only(scenario):
    s = scenario(combat_at_grove(["Vanguard Sergeant"], ["Playful Phantom"],
                                 hand=["Thwonk!"], pool=pool(2)))
    s.do("play Thwonk!")
    go(s, "no")
    assert not s.can("target Playful Phantom")       # a defender
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").stunned or s.zone("Vanguard Sergeant") != "BOARD"
    assert s.zone("Playful Phantom") == "BOARD"      # the stunned attacker dealt no damage
    assert s.damage("Playful Phantom") == 0


# ---------------------------------------------------------------- Apprentice Smith

@pytest.mark.parametrize("top,drawn", [("Doran's Blade", True), ("Pouty Poro", False)])
def test_apprentice_smith_reveals_the_top_card_on_moving(scenario, top, drawn):
    s = scenario(quiet_spec({"base": ["Apprentice Smith"], "deck": [top] + QUIET_FILL}))
    s.do("move Apprentice Smith")
    go(s, "to Altar to Unity")
    settle_open(s)
    if drawn:
        assert hand(s) == [top]
    else:
        assert hand(s) == [] and s.game.objs[s.id(top)].zone.name == "DECK"
        assert s.game.players[0].deck[-1] == s.id(top)       # recycled: the bottom


# ---------------------------------------------------------------- Brutalizer

def test_brutalizer_gives_two_more_might_the_turn_it_was_attached(scenario):
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant", "Brutalizer"],
                             "runes": runes("calm", 1)}))
    s.do(f"activate ability 0 of Brutalizer #{s.id('Brutalizer')}")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Brutalizer").attached_to == s.id("Vanguard Sergeant")
    assert s.might("Vanguard Sergeant") == 4 + 1 + 2       # Might Bonus 1, Effect Text +2
    end_turn(s)
    assert s.game.turn_player == 1
    assert s.might("Vanguard Sergeant") == 4 + 1           # "this turn" is over


def test_brutalizer_attached_earlier_gives_only_its_bonus(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Brutalizer"]}]}))
    assert s.might("Vanguard Sergeant") == 4 + 1


# ---------------------------------------------------------------- Emperor's Divide

def test_emperors_divide_moves_friendly_units_at_one_battlefield_to_base(scenario):
    s = scenario(quiet_spec({"hand": ["Emperor's Divide"], "runes": runes("calm", 2),
                             "field": [["Vanguard Sergeant", "Daring Poro"], ["Shipyard Skulker"]]},
                            {"field": [["Playful Phantom"], []]}))
    s.do("play Emperor's Divide")
    assert not s.can("target Playful Phantom")            # friendly units only
    s.do("target Vanguard Sergeant")
    assert not s.can("target Shipyard Skulker")           # another battlefield
    s.do("target Daring Poro")
    if s.kind == DecisionKind.TARGET:
        s.do("done")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == LOC_BASE and s.obj("Daring Poro").loc == LOC_BASE
    assert s.obj("Shipyard Skulker").loc == 2 and s.obj("Playful Phantom").loc == 1


# ---------------------------------------------------------------- Legion Quartermaster

def test_legion_quartermaster_returns_a_friendly_gear_as_an_additional_cost(scenario):
    """356.2.a.1 / 357.2: a mandatory additional cost, the gear chosen as it is paid: the
    attached Equipment goes back to its owner's hand and its bearer loses its bonus."""
    s = scenario(quiet_spec({"hand": ["Legion Quartermaster"], "runes": runes("calm", 3),
                             "base": [{"card": "Vanguard Sergeant", "attached": ["Boneshiver"]},
                                      "Doran's Blade"]},
                            {"base": ["Doran's Ring"]}))
    assert s.might("Vanguard Sergeant") == 4 + 2
    s.do("play Legion Quartermaster")
    go(s, "to P0's base")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert not s.can(pick(s, "Doran's Ring"))      # not an enemy gear
    assert s.can(pick(s, "Doran's Blade"))
    s.do(pick(s, "Boneshiver"))
    settle_open(s)
    assert s.obj("Legion Quartermaster").zone == Zone.BOARD
    assert s.obj("Boneshiver").zone == Zone.HAND and hand(s) == ["Boneshiver"]
    assert s.might("Vanguard Sergeant") == 4
    assert s.obj("Doran's Blade").zone == Zone.BOARD


def test_legion_quartermaster_needs_a_friendly_gear(scenario):
    """356.2.a.1: without a friendly gear to return, the cost can't be paid: he can't be
    played (an enemy gear doesn't do)."""
    s = scenario(quiet_spec({"hand": ["Legion Quartermaster"], "runes": runes("calm", 3)},
                            {"base": ["Doran's Ring"]}))
    assert not s.can("play Legion Quartermaster")


# ---------------------------------------------------------------- Poro Snax

def test_poro_snax_draws_when_played_and_when_sacrificed(scenario):
    s = scenario(quiet_spec({"hand": ["Poro Snax"], "pool": pool(2, calm=2),
                             "deck": ["Pouty Poro", "Stalwart Poro"] + QUIET_FILL}))
    s.do("play Poro Snax")
    settle_open(s)
    assert hand(s) == ["Pouty Poro"]
    s.do("activate ability 1 of Poro Snax")
    settle_open(s)
    assert hand(s) == ["Pouty Poro", "Stalwart Poro"]
    assert s.zone("Poro Snax") == "TRASH"


# ---------------------------------------------------------------- Simian Ancestor

@pytest.mark.parametrize("buff_it", [True, False])
def test_simian_ancestor_readies_when_you_buff_it(scenario, buff_it):
    """"When you buff me" (426): only a buff of this unit readies it."""
    s = scenario(quiet_spec({"hand": ["Pit Rookie"], "pool": pool(2),
                             "base": [{"card": "Simian Ancestor", "exhausted": True},
                                      "Pouty Poro"]}))
    s.do("play Pit Rookie")
    go(s, "base")
    settle_open(s)
    s.do("target Simian Ancestor" if buff_it else "target Pouty Poro")
    settle_open(s)
    assert s.obj("Simian Ancestor").exhausted is (not buff_it)
    assert s.might("Simian Ancestor") == (6 if buff_it else 5)


# ---------------------------------------------------------------- Stellacorn Herder

def test_stellacorn_herder_draws_when_it_moves(scenario):
    s = scenario(quiet_spec({"base": ["Stellacorn Herder"], "deck": ["Pouty Poro"] + QUIET_FILL}))
    s.do("move Stellacorn Herder")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert hand(s) == ["Pouty Poro"]


# ---------------------------------------------------------------- Aphelios, Exalted

def test_aphelios_exalted_each_mode_once_a_turn(scenario):
    """Attaching an Equipment to him: buff a friendly unit (mode 2); the second attach the
    same turn can't choose that mode again, so it channels 1 rune exhausted (mode 1)."""
    s = scenario(_aphelios())
    g = s.game
    poro = bid(s, "Daring Poro", 0)
    _equip_aphelios(s, 0)
    assert s.can("option 2")
    s.do("option 2")
    go(s, f"target Daring Poro #{poro}")
    settle_open(s)
    assert g.objs[poro].buff == 1
    _equip_aphelios(s, 1)
    assert not s.can("option 2") and s.can("option 0") and s.can("option 1")
    before = len(g.players[0].runes)
    s.do("option 1")
    settle_open(s)
    assert g.objs[poro].buff == 1
    assert len(g.players[0].runes) == before + 1
    assert g.objs[g.players[0].runes[-1]].exhausted


def test_aphelios_exalted_readies_two_runes(scenario):
    """Mode 0: ready 2 of your exhausted runes."""
    s = scenario(_aphelios([{"card": "Calm Rune", "exhausted": True}] * 3))
    g = s.game
    _equip_aphelios(s, 0)
    s.do("option 0")
    runes = list(g.players[0].runes)
    go(s, f"target Calm Rune #{runes[0]}", f"target Calm Rune #{runes[1]}")
    settle_open(s)
    assert sum(not g.objs[r].exhausted for r in runes) == 2


# ---------------------------------------------------------------- Azir, Ascendant

def test_azir_ascendant_swaps_locations_and_takes_an_equipment(scenario):
    """He moves to the Sergeant's battlefield and it to his base; he may attach its Blade
    (434.1.f: it leaves the Sergeant)."""
    s = scenario(_azir())
    sergeant, blade = bid(s, "Vanguard Sergeant", 0), bid(s, "Doran's Blade", 0)
    azir = _use_azir(s)
    assert s.loc(azir) != LOC_BASE and s.loc(sergeant) == LOC_BASE
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Doran's Blade #{blade}")
    settle_open(s)
    assert s.game.objs[blade].attached_to == azir
    assert s.loc(blade) == s.loc(azir)


def test_azir_ascendant_may_leave_the_equipment(scenario):
    """"You may": declining leaves the Blade on the Sergeant, now in base."""
    s = scenario(_azir())
    sergeant, blade = bid(s, "Vanguard Sergeant", 0), bid(s, "Doran's Blade", 0)
    azir = _use_azir(s)
    s.do("done")
    settle_open(s)
    assert s.loc(azir) != LOC_BASE
    assert s.game.objs[blade].attached_to == sergeant and s.loc(blade) == LOC_BASE


def test_azir_ascendant_can_be_used_only_once_per_turn(scenario):
    """377.2.b: with [calm] left over the ability is not offered a second time this turn."""
    s = scenario(_azir(calm=2, attached=()))
    azir = bid(s, "Azir, Ascendant", 0)
    act = f"activate ability 0 of Azir, Ascendant #{azir}"
    assert s.can(act)
    _use_azir(s)
    assert s.loc(azir) != LOC_BASE
    assert not s.can(act)


# ---------------------------------------------------------------- Guardian Angel

def test_guardian_angel_dies_instead_and_the_unit_is_recalled(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant",
                                       "attached": ["Guardian Angel"]}]},
                            {"field": [["Mega-Mech"], []]}))
    assert s.might("Vanguard Sergeant") == 5
    attack(s, "Vanguard Sergeant")                        # 5 against 8: it would die
    assert s.zone("Guardian Angel") == "TRASH"
    sgt = s.obj("Vanguard Sergeant")
    assert s.zone("Vanguard Sergeant") == "BOARD" and sgt.loc == LOC_BASE
    assert sgt.damage == 0 and sgt.exhausted


def test_guardian_angel_unattached_saves_nobody(scenario):
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant", "Guardian Angel"]},
                            {"field": [["Mega-Mech"], []]}))
    attack(s, "Vanguard Sergeant")
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert s.zone("Guardian Angel") == "BOARD"


# ---------------------------------------------------------------- Heart of Dark Ice

def test_heart_of_dark_ice_gives_three_might(scenario):
    s = scenario(quiet_spec({"base": ["Heart of Dark Ice", "Pouty Poro"]}))
    s.do("activate ability 0 of Heart of Dark Ice")
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 5 and s.obj("Heart of Dark Ice").exhausted


# ---------------------------------------------------------------- Janna, Savior

def test_janna_heals_your_units_here_without_an_enemy_unit(scenario):
    """The Spiritforged FAQ / errata: "up to one" enemy unit, so the trigger goes on the
    chain with none there and heals your units here."""
    s = scenario(quiet_spec({"hand": ["Janna, Savior"], "pool": pool(3, calm=1),
                             "field": [[], [{"card": "Playful Phantom", "damage": 3}]]},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Altar to Unity", "controller": 0}]))
    s.do("play Janna, Savior")
    go(s, "to Altar to Unity", "Altar to Unity")
    settle_open(s)
    assert s.loc("Janna, Savior") == 2
    assert s.damage("Playful Phantom") == 0


def test_janna_moves_an_enemy_unit_here_to_its_base(scenario):
    """Reaction (813): in a combat at a battlefield player 0 controls, Janna is played there;
    the enemy attacker is moved to its base."""
    s = scenario(quiet_spec({"hand": ["Janna, Savior"], "pool": pool(3, calm=1),
                             "field": [[{"card": "Stalwart Poro", "damage": 1}], []]},
                            {"field": [["Playful Phantom"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 "Altar to Unity"],
                            turn_player=1,
                            showdown={"battlefield": 0, "combat": True, "attacker": 1, "focus": 0}))
    s.do("play Janna, Savior")
    go(s, "to Grove of the God-Willow", "Grove of the God-Willow")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "BOARD" and s.loc("Playful Phantom") == 0
    assert s.game.objs[s.id("Playful Phantom")].controller == 1
    assert s.damage("Stalwart Poro") == 0


# ---------------------------------------------------------------- Jax, Unmatched

@pytest.mark.parametrize("jax", [True, False])
def test_jax_unmatched_gives_equipment_in_hand_quick_draw(scenario, jax):
    """819.1.b: Quick-Draw gives [Reaction]: an Equipment can be played in a showdown."""
    s = _in_showdown(scenario, jax)
    assert s.can("play Doran's Blade") == jax


@pytest.mark.parametrize("jax", [True, False])
def test_jax_unmatched_equipment_attaches_as_played(scenario, jax):
    """819.1.d: when played, it attaches to a unit you control."""
    s = scenario(quiet_spec({"hand": ["Doran's Blade"], "runes": runes("body", 2),
                             "base": ["Vanguard Sergeant"] + (["Jax, Unmatched"] if jax else [])}))
    s.do("play Doran's Blade")
    go(s, "base", "choose Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Doran's Blade") == "BOARD"
    assert (s.obj("Doran's Blade").attached_to == s.id("Vanguard Sergeant")) == jax


def test_jax_unmatched_not_for_the_opponents_equipment(scenario):
    s = scenario(quiet_spec({"hand": ["Doran's Blade"], "runes": runes("body", 2),
                             "base": ["Vanguard Sergeant"]}, {"base": ["Jax, Unmatched"]}))
    s.do("play Doran's Blade")
    go(s, "base")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == -1


# ---------------------------------------------------------------- Needlessly Large Yordle

@pytest.mark.parametrize("energy,calm,ok", [(8, 2, True), (7, 2, False), (8, 1, False)])
def test_needlessly_large_yordle_costs_less_per_point_scored_from_holding(
        scenario, energy, calm, ok):
    """[2][calm] less for each point scored from holding this turn (465): one point makes its
    [10] and three [calm] cost [8] and two [calm] (356.4)."""
    s = scenario(quiet_spec({"hand": ["Needlessly Large Yordle"], "pool": pool(energy, calm=calm),
                             "hold_points": 1}))
    assert s.can("play Needlessly Large Yordle") is ok


def test_needlessly_large_yordle_counts_the_beginning_phase_holds(scenario):
    """Holding both battlefields in the Beginning Phase scores two points (315.2.a, 465): the
    Yordle then costs [6] and one [calm]: six calm runes (one exhausted and recycled), four
    short of its printed [10]."""
    s = scenario(quiet_spec({"field": [[{"unit": {"might": 2}}], [{"unit": {"might": 2}}]],
                             "hand": ["Needlessly Large Yordle"], "runes": runes("calm", 6)},
                            bfs=[{"card": QUIET_BFS[0], "controller": 0},
                                 {"card": QUIET_BFS[1], "controller": 0}],
                            phase="awaken"))
    for _ in range(5):
        settle_open(s)
    assert s.game.players[0].points == 2 and s.game.players[0].hold_points == 2
    s.do("play Needlessly Large Yordle")
    go(s, "base")
    settle_open(s)
    assert s.zone("Needlessly Large Yordle") == "BOARD"
    left = s.game.players[0].runes
    assert len(left) == 5 and all(s.game.objs[r].exhausted for r in left)


# ---------------------------------------------------------------- Sterak's Gage

def test_steraks_gage_quick_draw_attaches_for_three_might(scenario):
    """Quick-Draw (819): played, it attaches to a unit you control."""
    s = scenario(quiet_spec({"hand": ["Sterak's Gage"], "pool": pool(3, calm=2),
                             "base": ["Pouty Poro"]}))
    s.do("play Sterak's Gage")
    go(s, "target Pouty Poro", "choose Pouty Poro")
    settle_open(s)
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.obj("Sterak's Gage").attached_to == bid(s, "Pouty Poro")
    assert s.might("Pouty Poro") == 2 + 3


# ---------------------------------------------------------------- Irelia, Fervent

def test_irelia_fervent_gets_1_might_when_you_choose_her(scenario):
    """383.4.b: Counter Strike chooses her: +1 Might this turn (no damage involved)."""
    s = scenario(quiet_spec({"base": ["Irelia, Fervent"], "hand": ["Counter Strike"],
                             "pool": {"energy": 2, "power": {"calm": 1}}}))
    s.do("play Counter Strike", f"target Irelia, Fervent #{bid(s, 'Irelia, Fervent', 0)}")
    settle_open(s)
    assert s.might("Irelia, Fervent") == 4 + 1


def test_irelia_fervent_chosen_and_readied_gets_2(scenario):
    """First Mate's play effect chooses her (+1) and readies her (+1: she was exhausted)."""
    s, irelia = _first_mate_readies(scenario, True)
    assert not s.game.objs[irelia].exhausted
    assert s.might(irelia) == 4 + 2


def test_irelia_fervent_already_ready_is_not_readied(scenario):
    """415.1.b: a ready unit can't be readied: only the choice counts (+1)."""
    s, irelia = _first_mate_readies(scenario, False)
    assert s.might(irelia) == 4 + 1


def test_irelia_fervent_readied_in_your_awaken_phase(scenario):
    """415.3.a: the turn player readies their objects in the Awaken Phase: she triggers."""
    s = scenario(quiet_spec({"base": [{"card": "Irelia, Fervent", "exhausted": True}]}))
    irelia = bid(s, "Irelia, Fervent", 0)
    for _ in range(60):                                      # P0's turn ends, P1's passes,
        if s.game.turn == 5 and s.game.turn_player == 0 and s.kind == DecisionKind.PRIORITY \
                and not s.game.chain:
            break
        if s.can("end turn"):
            s.do("end turn")
        elif s.can("pass"):
            s.do("pass")
        else:
            s.game.apply(s.game.legal_actions()[0])
    assert s.game.turn == 5 and s.game.turn_player == 0
    assert not s.game.objs[irelia].exhausted
    assert s.might(irelia) == 4 + 1


# ---------------------------------------------------------------- Ornn, Blacksmith

def test_ornn_blacksmith_draws_a_gear_among_the_top_four(scenario):
    """424: when played, he looks at the top 4: only the gear among them (the 4th card) may be
    revealed and drawn, not the gear 5th from the top; the other three are recycled (416)."""
    s = _ornn_played(scenario)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert s.can(pick(s, "Doran's Blade"))
    assert not s.can(pick(s, "Boneshiver"))
    assert not s.can(pick(s, "Pouty Poro"))
    s.do(pick(s, "Doran's Blade"))
    settle_open(s)
    assert hand(s) == ["Doran's Blade"]
    deck = s.game.players[0].deck
    assert deck[0] == s.id("Boneshiver")
    assert sorted(deck[-3:]) == sorted(s.id(n) for n in ("Pouty Poro", "Stupefy",
                                                         "Daring Poro"))


def test_ornn_blacksmith_looks_again_when_he_holds(scenario):
    """383.4.d: when he holds (Beginning Phase, 315.2.a) he looks at the top 4 again."""
    s = scenario(quiet_spec({"field": [["Ornn, Blacksmith"], []], "deck": list(ORNN_DECK)},
                            turn_player=1))
    for _ in range(40):
        if s.kind == DecisionKind.CHOOSE_CARD or s.game.is_over:
            break
        if s.can("pass"):
            s.do("pass")
        elif s.can("end turn"):
            s.do("end turn")
        else:
            s.game.apply(s.game.legal_actions()[0])
    assert s.kind == DecisionKind.CHOOSE_CARD and s.decision.player == 0
    s.do(pick(s, "Doran's Blade"))
    settle_open(s)
    assert "Doran's Blade" in hand(s)
    assert s.obj("Doran's Blade").zone == Zone.HAND


# ---------------------------------------------------------------- Tianna Crownguard

@pytest.mark.parametrize("at_bf", [True, False])
def test_tianna_at_a_battlefield_stops_opponents_points(scenario, at_bf):
    tianna = {"field": [["Tianna Crownguard"], []]} if at_bf else {"base": ["Tianna Crownguard"]}
    s = scenario(quiet_spec({"base": ["Pouty Poro"]}, tianna))
    s.do("move Pouty Poro")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.bfs[1].controller == 0                  # conquered all the same
    assert s.game.players[0].points == (0 if at_bf else 1)


# ---------------------------------------------------------------- Forgefire Cape

def test_forgefire_cape_bearer_attacks_and_deals_2_to_enemies_here(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant",
                                       "attached": ["Forgefire Cape"]}]},
                            {"base": ["Daring Poro"],
                             "field": [["Pouty Poro", "Daring Poro"], []]}))
    assert s.might("Vanguard Sergeant") == 4 + 3
    attack(s, "Vanguard Sergeant")
    assert len(board(s, "Daring Poro", 1)) == 1 and len(board(s, "Pouty Poro", 1)) == 0
    assert board(s, "Daring Poro", 1)[0].damage == 0 and s.game.bfs[0].controller == 0


def test_forgefire_cape_bearer_defends_and_deals_2(scenario):
    """Yeti Brawler (6) attacks the equipped Daring Poro (2 + 3): 2 from the Cape and 5 combat
    damage kill it (without the Cape's 2 it would survive with 5 damage)."""
    s = scenario(quiet_spec({"base": ["Yeti Brawler"]},
                            {"field": [[{"card": "Daring Poro", "attached": ["Forgefire Cape"]}],
                                       []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 1},
                                 QUIET_BFS[1]]))
    attack(s, "Yeti Brawler")
    assert s.zone("Yeti Brawler") == "TRASH" and s.zone("Daring Poro") == "TRASH"


# ---------------------------------------------------------------- Rabadon's Deathcrown

def test_rabadons_deathcrown_attached_adds_3_bonus_damage_to_your_spells(scenario):
    """712-715: Hextech Ray's 3 + 3 Bonus Damage kill Playful Phantom (5)."""
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant",
                                       "attached": ["Rabadon's Deathcrown"]}],
                             "hand": ["Hextech Ray"], "runes": runes("fury", 2)},
                            {"field": [["Playful Phantom"], []]}))
    assert s.might("Vanguard Sergeant") == 4 + 3
    s.do("play Hextech Ray")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH"


def test_rabadons_deathcrown_unattached_adds_nothing(scenario):
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant", "Rabadon's Deathcrown"],
                             "hand": ["Hextech Ray"], "runes": runes("fury", 2)},
                            {"field": [["Playful Phantom"], []]}))
    s.do("play Hextech Ray")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "BOARD" and s.obj("Playful Phantom").damage == 3


# ---------------------------------------------------------------- Shurelya's Requiem

def test_shurelyas_requiem_played_readies_your_units(scenario):
    s = scenario(quiet_spec({"hand": ["Shurelya's Requiem"], "runes": runes("calm", 6),
                             "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                            {"base": [{"card": "Pouty Poro", "exhausted": True}]}))
    s.do("play Shurelya's Requiem")
    settle_open(s)
    assert not s.obj("Vanguard Sergeant").exhausted and s.obj("Pouty Poro").exhausted
    assert s.obj("Shurelya's Requiem").attached_to == -1


def test_shurelyas_requiem_your_units_with_the_bearer_have_ganking(scenario):
    """718.3: "here" is the equipped unit's location: Daring Poro there may move battlefield to
    battlefield (810); the unit in base has no Ganking."""
    s = scenario(quiet_spec({"field": [[], [{"card": "Vanguard Sergeant",
                                             "attached": ["Shurelya's Requiem"]}, "Daring Poro"]],
                             "base": ["Stalwart Poro"]}))
    assert s.keywords("Daring Poro").get("Ganking") == 1
    assert s.keywords("Vanguard Sergeant").get("Ganking") == 1
    assert not s.keywords("Stalwart Poro").get("Ganking")
    attack(s, "Daring Poro", "Grove of the God-Willow")
    assert s.obj("Daring Poro").loc == 1
    assert not s.keywords("Daring Poro").get("Ganking")           # no longer there


# ---------------------------------------------------------------- Counter Strike

def test_counter_strike_prevents_only_the_next_damage_and_draws(scenario):
    """437.1.b.2 / 437.4: the first Hextech Ray's 3 damage is prevented (not dealt); the
    second one is dealt in full."""
    s = scenario(quiet_spec({"hand": ["Counter Strike", "Hextech Ray", "Hextech Ray"],
                             "runes": runes("calm", 3) + runes("fury", 4),
                             "deck": ["Pouty Poro"] + QUIET_FILL},
                            {"field": [["Playful Phantom"], []]}))
    s.do("play Counter Strike")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert "Pouty Poro" in hand(s)
    ph = s.id("Playful Phantom")
    for k in range(2):
        ray = next(c for c in s.game.players[0].hand if c in s.ids("Hextech Ray"))
        s.do(f"play Hextech Ray #{ray}")
        go(s, "target Playful Phantom")
        settle_open(s)
        assert s.obj("Playful Phantom").damage == 3 * k
    assert [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == ph] == [3]


def test_counter_strike_saves_a_unit_in_combat(scenario):
    """437.5.b: no damage is lethal to it; the 8 combat damage is prevented."""
    s = scenario(quiet_spec({"hand": ["Counter Strike"], "runes": runes("calm", 3),
                             "base": ["Vanguard Sergeant"]}, {"field": [["Mega-Mech"], []]}))
    s.do("play Counter Strike")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    attack(s, "Vanguard Sergeant #%d" % s.id("Vanguard Sergeant"))
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.obj("Vanguard Sergeant").damage == 0


# ---------------------------------------------------------------- Defiant Dance

def test_defiant_dance_plus_two_and_minus_two(scenario):
    s = scenario(quiet_spec({"hand": ["Defiant Dance"], "runes": runes("calm", 2),
                             "base": ["Vanguard Sergeant"]}))
    s.do("play Defiant Dance")
    go(s, "target Vanguard Sergeant", f"target Mega-Mech #{bid(s, 'Mega-Mech', 1)}")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 6 and bmight(s, "Mega-Mech", 1) == 6
    assert bmight(s, "Mega-Mech", 0) == 8
