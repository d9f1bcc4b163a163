"""Spiritforged (SFD) legends: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference import layers

from card_helpers import (
    attack, bare_spec, bid, board, go, gold, hand, ids, in_hand, QUIET_FILL, quiet_spec, runes,
    settle, settle_open, spec, stupefy,
)


# "Exhaust: [Reaction] - [Add] [A]. Use only to play gear or use gear abilities."
def _ornn(scenario):
    s = scenario(spec({"legend": "Fire Below the Mountain",
                       "hand": ["Seal of Rage", "Vi, Destructive"], "pool": {"energy": 2}}))
    g = s.game
    assert not s.can("play Seal of Rage")           # [fury]: no rune, no Power yet
    s.do(f"activate ability 0 of Fire Below the Mountain #{g.players[0].legend}")
    settle(s)
    assert dict(g.players[0].power) == {"gear_any": 1}
    return s


def _gaa(scenario, base):
    return scenario(quiet_spec({"legend": "Grandmaster at Arms", "base": base,
                                "runes": runes("calm", 1)}))


# "Your Sand Soldiers have [Weaponmaster]. [1], exhaust: play a 2-Might Sand Soldier token to
# your base; use only if you've played an Equipment this turn."
def _azir(scenario, **p0):
    s = scenario(spec({"legend": "Emperor of the Sands", "runes": ["Fury Rune"] * 5, **p0}))
    return s, f"Emperor of the Sands #{s.game.players[0].legend}"


def _gold_spec(points):
    return quiet_spec({"legend": "Chem-Baroness", "base": ["Gold"], "points": points})


def _jayce(scenario, hand_gear="Vanguard Armory"):
    s = scenario(quiet_spec({"hand": ["Jayce, Man of Progress", hand_gear], "base": ["Gold"],
                             "runes": runes("mind", 4) + runes("order", 1)}))
    s.do("play Jayce, Man of Progress")
    go(s, "base")
    return s


# ---------------------------------------------------------------- Mechanized Menace

def test_mechanized_menace_gives_mechs_shield(scenario):
    """Mechanized Menace: your Mechs have Shield (+1 Might as defenders, 814): a defending
    Mech token (3 + 1) trades with an attacking Vanguard Sergeant (4)."""
    s = scenario(bare_spec({"legend": "Mechanized Menace", "field": [["Mech"], []]},
                           {"base": ["Vanguard Sergeant", "Stalwart Poro"]}, turn_player=1))
    g = s.game
    assert layers.keywords(g, g.objs[bid(s, "Mech")]).get("Shield") == 1
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}",
         "to Grove of the God-Willow")
    settle(s)
    assert s.zone("Vanguard Sergeant", 1) == "TRASH" and not board(s, "Mech", 0)


# ---------------------------------------------------------------- Purifier

def test_purifier_each_of_your_equipment_gives_assault(scenario):
    """807.2: each of your Equipment on a unit adds [Assault] 1 (two: [Assault 2]); a unit
    without one, or with an opponent's Equipment, has none from it."""
    s = scenario(quiet_spec({"legend": "Purifier",
                             "base": [{"card": "Vanguard Sergeant",
                                       "attached": ["Doran's Blade", "Cloth Armor"]},
                                      {"card": "Petty Officer", "attached": ["Doran's Blade"]},
                                      "Daring Poro"]},
                            {"base": [{"card": "Vanguard Sergeant",
                                       "attached": ["Doran's Blade"]}]}))
    assert s.keywords(bid(s, "Vanguard Sergeant", 0)).get("Assault") == 2
    assert s.keywords(bid(s, "Petty Officer", 0)).get("Assault") == 1 + 1   # (its own too)
    assert s.keywords(bid(s, "Daring Poro", 0)).get("Assault") == 1         # its own only
    assert "Assault" not in s.keywords(bid(s, "Vanguard Sergeant", 1))


def test_purifier_without_the_legend_equipment_give_no_assault(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant",
                                       "attached": ["Doran's Blade"]}]}))
    assert "Assault" not in s.keywords(bid(s, "Vanguard Sergeant", 0))


# ---------------------------------------------------------------- Glorious Executioner

def test_glorious_executioner_draws_when_you_win_a_combat(scenario):
    s = scenario(quiet_spec({"legend": "Glorious Executioner", "base": ["Vanguard Sergeant"],
                             "deck": ["Pouty Poro"] + QUIET_FILL},
                            {"field": [["Daring Poro"], []]}))
    attack(s, "Vanguard Sergeant")
    assert hand(s) == ["Pouty Poro"]


def test_glorious_executioner_no_draw_for_a_conquest_without_combat(scenario):
    s = scenario(quiet_spec({"legend": "Glorious Executioner", "base": ["Vanguard Sergeant"],
                             "deck": ["Pouty Poro"] + QUIET_FILL}))
    attack(s, "Vanguard Sergeant")
    assert s.game.bfs[0].controller == 0 and hand(s) == []


# ---------------------------------------------------------------- Fire Below the Mountain

def test_fire_below_the_mountain_power_pays_for_a_gear(scenario):
    s = _ornn(scenario)
    g = s.game
    s.do("play Seal of Rage")                       # [fury] paid by the gear-only [A]
    settle(s)
    assert s.zone("Seal of Rage") == "BOARD" and not dict(g.players[0].power)


def test_fire_below_the_mountain_power_pays_for_no_unit(scenario):
    s = _ornn(scenario)
    assert not s.can("play Vi, Destructive")        # [2][fury]: the [A] is for gear only


def test_fire_below_the_mountain_power_pays_a_gear_ability(scenario):
    """Long Sword's Equip [fury] (an activated ability of a gear) paid by the gear-only [A]."""
    s = scenario(spec({"legend": "Fire Below the Mountain", "base": ["Long Sword"]}))
    g = s.game
    sword = bid(s, "Long Sword")
    assert not any(o.startswith("activate") and "Long Sword" in o for o in s.options())
    s.do(f"activate ability 0 of Fire Below the Mountain #{g.players[0].legend}")
    settle(s)
    s.do(next(o for o in s.options() if o.startswith("activate") and "Long Sword" in o))
    go(s, f"target Petty Officer #{bid(s, 'Petty Officer')}")
    settle(s)
    assert g.objs[sword].attached_to == bid(s, "Petty Officer")
    assert not dict(g.players[0].power)


# ---------------------------------------------------------------- Grandmaster at Arms

def test_grandmaster_at_arms_attaches_a_detached_equipment(scenario):
    s = _gaa(scenario, ["Vanguard Sergeant", "Doran's Blade"])
    gaa = s.id("Grandmaster at Arms")
    assert not s.can(f"activate ability 1 of Grandmaster at Arms #{gaa}")   # none attached
    s.do(f"activate ability 0 of Grandmaster at Arms #{gaa}")
    go(s, "target Doran's Blade", "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == s.id("Vanguard Sergeant")
    assert s.might("Vanguard Sergeant") == 6
    assert s.obj("Grandmaster at Arms").exhausted
    assert s.game.players[0].energy + sum(
        1 for r in s.game.players[0].runes if not s.game.objs[r].exhausted) == 0


def test_grandmaster_at_arms_moves_an_attached_equipment(scenario):
    s = _gaa(scenario, [{"card": "Vanguard Sergeant", "attached": ["Doran's Blade"]},
                        "Daring Poro"])
    gaa = s.id("Grandmaster at Arms")
    assert not s.can(f"activate ability 0 of Grandmaster at Arms #{gaa}")   # none detached
    s.do(f"activate ability 1 of Grandmaster at Arms #{gaa}")
    go(s, "target Doran's Blade", "target Daring Poro")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == s.id("Daring Poro")
    assert s.might("Daring Poro") == 4 and s.might("Vanguard Sergeant") == 4
    assert sum(1 for r in s.game.players[0].runes if not s.game.objs[r].exhausted) == 1


# ---------------------------------------------------------------- Blade Dancer

def test_blade_dancer_exhausts_and_pays_a_power_to_ready_the_chosen_friendly_unit(scenario):
    s = scenario(stupefy({"legend": {"card": "Blade Dancer", "exhausted": False},
                          "base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                          "pool": {"power": {"calm": 1}}}))
    sergeant = bid(s, "Vanguard Sergeant", 0)
    s.do("play Stupefy", f"target Vanguard Sergeant #{sergeant}")
    assert s.kind == DecisionKind.OPTIONAL_COST            # 383.3.b: a cost within it
    s.do("yes")
    settle_open(s)
    assert not s.game.objs[sergeant].exhausted
    assert s.game.objs[s.game.players[0].legend].exhausted
    assert s.game.players[0].power.get("calm", 0) == 0


def test_blade_dancer_pays_1_to_ready_itself_when_you_conquer(scenario):
    s = scenario(quiet_spec({"legend": {"card": "Blade Dancer", "exhausted": True},
                             "base": ["Vanguard Sergeant"], "pool": {"energy": 1}}))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}")
    go(s, "to Altar to Unity")
    settle_open(s)                                          # (conquered: the trigger asks)
    assert s.kind == DecisionKind.OPTIONAL_COST            # 383.3.b: a cost within it
    s.do("yes")
    settle_open(s)
    assert not s.game.objs[s.game.players[0].legend].exhausted
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Emperor of the Sands

def test_emperor_of_the_sands_needs_an_equipment_played_this_turn(scenario):
    s, azir = _azir(scenario, base=["Hextech Gauntlets"])   # controlled, not played
    assert not any(azir in o for o in s.options())


def test_emperor_of_the_sands_sand_soldier_has_weaponmaster(scenario):
    """Gauntlets played ([3]); the legend ([1]) plays a Sand Soldier, whose granted Weaponmaster
    equips the Gauntlets for [3][A] less [A], less its Might 2 (821.1.c, 818.1.c.4): [1]."""
    s, azir = _azir(scenario, hand=["Hextech Gauntlets"])
    g = s.game
    assert not any(azir in o for o in s.options())
    s.do("play Hextech Gauntlets")
    settle(s)
    act = [o for o in s.options() if azir in o]
    assert act
    s.do(act[0])
    settle(s)
    gauntlets = bid(s, "Hextech Gauntlets")
    go(s, f"choose Hextech Gauntlets #{gauntlets}")
    settle(s)
    soldier = bid(s, "Sand Soldier")
    assert g.objs[gauntlets].attached_to == soldier
    assert sum(1 for r in g.players[0].runes if not g.objs[r].exhausted) == 0   # 3 + 1 + 1
    assert g.objs[g.players[0].legend].exhausted


# ---------------------------------------------------------------- Prodigal Explorer

def test_prodigal_explorer_draws_once_you_chose_enemy_units_twice(scenario):
    """Its ability may be used (377.2.b) only after two choices of enemy units this turn by
    spells (each pick counts, 355.14.d): after one Stupefy it can't, after two it draws 1."""
    s = scenario(quiet_spec({"legend": {"card": "Prodigal Explorer", "exhausted": False},
                             "hand": ["Stupefy", "Stupefy"], "pool": {"energy": 2},
                             "deck": ["Daring Poro", "Petty Officer"] + QUIET_FILL}))
    act_text = f"activate ability 0 of Prodigal Explorer #{s.game.players[0].legend}"
    assert not s.can(act_text)
    enemy = bid(s, "Mega-Mech", 1)
    for k in range(2):
        s.do(f"play Stupefy #{in_hand(s, 'Stupefy')}", f"target Mega-Mech #{enemy}")
        settle_open(s)
        assert s.can(act_text) == (k == 1)
    s.do(act_text)
    settle_open(s)
    assert len(hand(s)) == 3                                # two Stupefy draws and its own
    assert s.game.objs[s.game.players[0].legend].exhausted


def test_prodigal_explorer_friendly_choices_do_not_count(scenario):
    s = scenario(quiet_spec({"legend": {"card": "Prodigal Explorer", "exhausted": False},
                             "hand": ["Stupefy", "Stupefy"], "pool": {"energy": 2}}))
    act_text = f"activate ability 0 of Prodigal Explorer #{s.game.players[0].legend}"
    mine = bid(s, "Mega-Mech", 0)
    for _ in range(2):
        s.do(f"play Stupefy #{in_hand(s, 'Stupefy')}", f"target Mega-Mech #{mine}")
        settle_open(s)
    assert not s.can(act_text)


# ---------------------------------------------------------------- Chem-Baroness

def test_chem_baroness_hold_exhausts_her_for_an_exhausted_gold(scenario):
    s = scenario(quiet_spec({"legend": "Chem-Baroness", "field": [["Daring Poro"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 "Altar to Unity"], phase="awaken"))
    for _ in range(20):
        if s.kind == DecisionKind.MAY or s.kind == DecisionKind.OPTIONAL_COST:
            break
        s.do("pass") if s.can("pass") else s.do("option 0")
    s.do("yes")
    settle_open(s)
    golds = gold(s, 0)
    assert len(golds) == 1 and golds[0].exhausted
    legend = s.game.objs[s.id("Chem-Baroness")]
    assert legend.exhausted


def test_chem_baroness_gold_adds_one_more_energy_within_3_points(scenario):
    s = scenario(_gold_spec(5))                      # Victory Score 8: 5 is within 3
    s.do(f"activate ability 0 of Gold #{gold(s, 0)[0].id}")
    p = s.game.players[0]
    assert p.energy == 1 and sum(p.power.values()) == 1


def test_chem_baroness_gold_adds_no_energy_further_away(scenario):
    s = scenario(_gold_spec(4))
    s.do(f"activate ability 0 of Gold #{gold(s, 0)[0].id}")
    p = s.game.players[0]
    assert p.energy == 0 and sum(p.power.values()) == 1


def test_jayce_kills_a_gear_to_play_a_gear_without_its_energy_cost(scenario):
    s = _jayce(scenario)
    gold_id = gold(s, 0)[0].id
    s.do(f"target Gold #{gold_id}")
    settle_open(s) if s.kind != DecisionKind.MAY else None
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    go(s, f"choose Vanguard Armory #{s.id('Vanguard Armory')}")
    settle_open(s)
    assert s.game.objs[gold_id].zone.name != "BOARD"
    assert s.zone("Vanguard Armory") == "BOARD"          # 7 Energy ignored, [order] paid
    assert len(s.game.players[0].runes) == 4             # the order rune paid its Power


def test_jayce_without_killing_a_gear_plays_nothing(scenario):
    s = _jayce(scenario)
    s.do("done")
    settle_open(s)
    assert len(gold(s, 0)) == 1
    assert s.zone("Vanguard Armory") == "HAND"


def test_jayce_plays_only_a_gear(scenario):
    s = _jayce(scenario, "Mega-Mech")                    # a unit: nothing to play
    s.do(f"target Gold #{gold(s, 0)[0].id}")
    if s.kind == DecisionKind.MAY:
        s.do("yes")
    assert s.kind != DecisionKind.CHOOSE_CARD
    settle_open(s)
    assert gold(s, 0) == []
    assert [o.zone.name for o in s.game.objs
            if s.game.pool[o.card].name == "Mega-Mech" and o.owner == 0].count("HAND") == 1


# ---------------------------------------------------------------- Battle Mistress

def test_battle_mistress_exhausts_for_a_gold_when_you_recycle_a_rune(scenario):
    """416: Switcheroo's [chaos][chaos] is paid by recycling two runes: two triggers; the
    first exhausts it for an exhausted Gold, the second can't be paid any more."""
    s = scenario(quiet_spec({"legend": {"card": "Battle Mistress", "exhausted": False},
                             "hand": ["Switcheroo"], "runes": runes("chaos", 4)},
                            {"field": [["Vanguard Sergeant", "Daring Poro"], []]}))
    s.do("play Switcheroo")
    go(s, f"target Daring Poro #{bid(s, 'Daring Poro', 1)}",
       f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}")
    assert s.kind == DecisionKind.ORDER_TRIGGERS
    s.do("option 0")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle_open(s)
    gold = ids(s, "Gold", 0)
    assert len(gold) == 1 and s.game.objs[gold[0]].exhausted
    assert s.game.objs[s.game.players[0].legend].exhausted
    assert s.might("Vanguard Sergeant") == 2                 # (Switcheroo resolved)


def test_battle_mistress_readies_when_enemy_units_die(scenario):
    """Once for two enemy units dying together; not for a friendly one."""
    s = scenario(quiet_spec({"legend": {"card": "Battle Mistress", "exhausted": True},
                             "hand": ["Void Seeker"], "pool": {"energy": 3, "power": {"fury": 1}}},
                            {"field": [["Daring Poro"], []]}))
    s.do("play Void Seeker")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    assert not s.game.objs[s.game.players[0].legend].exhausted


def test_battle_mistress_not_readied_by_a_friendly_death(scenario):
    s = scenario(quiet_spec({"legend": {"card": "Battle Mistress", "exhausted": True},
                             "hand": ["Void Seeker"], "pool": {"energy": 3, "power": {"fury": 1}},
                             "field": [["Daring Poro"], []]}))
    s.do("play Void Seeker")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    assert s.game.objs[s.game.players[0].legend].exhausted


# ---------------------------------------------------------------- Grand Duelist

def test_grand_duelist_channels_when_a_unit_becomes_mighty(scenario):
    """Grand Duelist (Fiora legend): a unit of yours becomes Mighty: you may exhaust me to
    channel 1 rune exhausted."""
    s = scenario(bare_spec({"legend": "Grand Duelist", "base": ["Vanguard Sergeant"],
                            "hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                            "rune_deck": ["Body Rune"]}))
    g = s.game
    s.do("play Discipline")
    settle(s)
    s.do("yes")
    settle(s)
    legend = g.objs[g.players[0].legend]
    assert legend.exhausted and len(g.players[0].runes) == 3
    new = [r for r in g.players[0].runes if g.pool[g.objs[r].card].name == "Body Rune"]
    assert len(new) == 1 and g.objs[new[0]].exhausted
