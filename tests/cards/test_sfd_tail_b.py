"""Spiritforged (SFD) cards that need pairs of targets and more (and Facebreaker, an Origins
card with a pair of targets): one scenario test (or more) per card on both engines, each
asserting what the card does. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim import LOC_BASE
from card_helpers import bid, bmight, go, hand, runes, settle_open, spec_factory

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _ids(s, name: str, player: int | None = None, loc: int | None = None) -> list[int]:
    """The board objects called `name` (of `player`, at location `loc`), by id."""
    g = s.game
    return [i for i in s.ids(name, player) if g.objs[i].zone.name == "BOARD"
            and (loc is None or g.objs[i].loc == loc)]


def _in_hand(s, name: str, player: int = 0) -> int:
    return [i for i in s.ids(name, player) if s.game.objs[i].zone.name == "HAND"][0]


# ---------------------------------------------------------------- Switcheroo (433, 355.16)

def _switcheroo(p1: dict, p0: dict | None = None) -> dict:
    p0 = {"hand": ["Switcheroo"], "pool": {"energy": 2, "power": {"chaos": 2}}, **(p0 or {})}
    return spec(p0, p1)


def test_switcheroo_swaps_the_might_of_two_units_at_one_battlefield(scenario):
    """433.1.b: the difference (4 - 2) is an Increase for the lower and a Decrease for the
    higher, this turn; the second pick must be at the first pick's battlefield."""
    s = scenario(_switcheroo({"field": [["Vanguard Sergeant", "Daring Poro"], ["Daring Poro"]]}))
    at_bf1 = _ids(s, "Daring Poro", 1, 1)[0]
    at_bf2 = _ids(s, "Daring Poro", 1, 2)[0]
    sergeant = bid(s, "Vanguard Sergeant", 1)
    s.do("play Switcheroo")
    s.do(f"target Daring Poro #{at_bf1}")
    assert not s.can(f"target Daring Poro #{at_bf2}")          # not at the same battlefield
    go(s, f"target Vanguard Sergeant #{sergeant}")
    settle_open(s)
    assert s.might(sergeant) == 2 and s.might(at_bf1) == 4 and s.might(at_bf2) == 2
    assert s.zone("Switcheroo") == "TRASH"


def test_switcheroo_needs_two_units_at_one_battlefield(scenario):
    """355.8: no two units share a battlefield (one at each), so there is no legal pair and
    the spell can't be played, though two units are at battlefields."""
    s = scenario(_switcheroo({"field": [["Vanguard Sergeant"], ["Daring Poro"]]}))
    assert not s.can("play Switcheroo")


def test_switcheroo_first_pick_must_have_a_partner_there(scenario):
    """355.16: the Sergeant is alone at its battlefield: choosing it first would leave no
    second target, so only the Poros (two at the other battlefield) can be chosen."""
    s = scenario(_switcheroo({"field": [["Vanguard Sergeant"], ["Daring Poro", "Daring Poro"]]}))
    s.do("play Switcheroo")
    assert s.kind == DecisionKind.TARGET
    assert not s.can(f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}")
    poros = _ids(s, "Daring Poro", 1)
    s.do(f"target Daring Poro #{poros[0]}")
    go(s, f"target Daring Poro #{poros[1]}")
    settle_open(s)
    assert [s.might(p) for p in poros] == [2, 2]                  # 433.1.c: equal, no change
    assert s.zone("Switcheroo") == "TRASH"


# ---------------------------------------------------------------- Facebreaker (OGN)

def _facebreaker(p0_field, p1_field, runes=()) -> dict:
    return spec({"hand": ["Facebreaker"], "pool": {"energy": 2}, "runes": list(runes),
                 "field": p0_field}, {"field": p1_field})


def _stun_pair(s, friendly: str, enemy: str, elsewhere: str) -> None:
    """Play Facebreaker on `friendly` (player 0) and `enemy` (player 1), checking that the
    enemy unit `elsewhere` is not offered with that friendly pick; both end stunned."""
    s.do("play Facebreaker")
    go(s, f"target {friendly} #{bid(s, friendly, 0)}")
    assert not s.can(f"target {elsewhere} #{bid(s, elsewhere, 1)}")
    go(s, f"target {enemy} #{bid(s, enemy, 1)}")
    settle_open(s)
    assert s.obj(friendly).stunned and s.obj(enemy).stunned


def test_facebreaker_stuns_a_friendly_and_an_enemy_unit_at_one_battlefield(scenario):
    s = scenario(_facebreaker([["Vanguard Sergeant"], []],
                              [["Daring Poro"], ["Petty Officer"]]))
    _stun_pair(s, "Vanguard Sergeant", "Daring Poro", elsewhere="Petty Officer")
    assert not s.obj("Petty Officer").stunned


def test_facebreaker_needs_both_units_at_one_battlefield(scenario):
    """355.8: a friendly unit at one battlefield and an enemy unit at the other: no pair."""
    s = scenario(_facebreaker([["Vanguard Sergeant"], []], [[], ["Daring Poro"]]))
    assert not s.can("play Facebreaker")


def test_facebreaker_friendly_pick_must_have_an_enemy_there(scenario):
    """355.16: the friendly unit chosen first must leave an enemy unit at its battlefield."""
    s = scenario(_facebreaker([["Vanguard Sergeant"], ["Petty Officer"]], [[], ["Daring Poro"]]))
    s.do("play Facebreaker")
    assert not s.can(f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}")
    go(s, f"target Petty Officer #{bid(s, 'Petty Officer', 0)}",
       f"target Daring Poro #{bid(s, 'Daring Poro', 1)}")
    settle_open(s)
    assert s.obj("Petty Officer").stunned and s.obj("Daring Poro").stunned
    assert not s.obj("Vanguard Sergeant").stunned


def test_facebreaker_not_playable_when_its_only_pair_costs_deflect_it_cannot_pay(scenario):
    """355.16 / 809.1.d: the friendly unit's battlefield holds only an enemy with Deflect and
    there is no Power to pay it, so no pair is payable, though an enemy without Deflect stands
    at the other battlefield (the pair is checked pick by pick, not slot by slot)."""
    s = scenario(_facebreaker([["Vanguard Sergeant"], []], [["Pouty Poro"], ["Daring Poro"]]))
    assert not s.can("play Facebreaker")


def test_facebreaker_pays_its_pairs_deflect(scenario):
    """809.1.c: with a rune to pay the Deflect, the same pair is playable and chosen."""
    s = scenario(_facebreaker([["Vanguard Sergeant"], []], [["Pouty Poro"], ["Daring Poro"]],
                              runes=["Fury Rune"]))
    _stun_pair(s, "Vanguard Sergeant", "Pouty Poro", elsewhere="Daring Poro")


# ---------------------------------------------------------------- Angle Shot

def _angle(p0_base, p1_base=(), deck=None) -> dict:
    p0 = {"hand": ["Angle Shot"], "pool": {"energy": 2}, "base": list(p0_base)}
    if deck:
        p0["deck"] = deck
    return spec(p0, {"base": list(p1_base)})


def test_angle_shot_attaches_an_equipment_to_a_unit_and_draws(scenario):
    """434: attach; draw 1."""
    s = scenario(_angle(["Vanguard Sergeant", "Doran's Blade"], deck=["Daring Poro"] + FILL))
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


# ---------------------------------------------------------------- Targeting Effects (383.4.b)

def _stupefy(p0: dict, p1: dict | None = None) -> dict:
    """P0 holds Stupefy ([Reaction], [1]: a unit gets -1 Might this turn; draw 1) to choose
    with; P0's deck: a Daring Poro on top of Mega-Mechs."""
    p0 = {"hand": ["Stupefy"], **p0}
    pool = dict(p0.get("pool", {}))
    pool["energy"] = pool.get("energy", 0) + 1
    p0["pool"] = pool
    return spec(p0, p1)


def test_jae_medarda_draws_when_you_choose_him_with_a_spell(scenario):
    """383.4.b.2: it triggers as the spell choosing him is finalized, before it resolves."""
    s = scenario(_stupefy({"base": ["Jae Medarda"], "deck": ["Daring Poro"] + FILL}))
    s.do("play Stupefy", f"target Jae Medarda #{bid(s, 'Jae Medarda', 0)}")
    settle_open(s)
    assert hand(s) == ["Daring Poro", "Mega-Mech"]          # his draw first, then Stupefy's
    assert s.might("Jae Medarda") == 5 - 1


def test_jae_medarda_does_not_draw_when_another_unit_is_chosen(scenario):
    s = scenario(_stupefy({"base": ["Jae Medarda"], "deck": ["Daring Poro"] + FILL}))
    s.do("play Stupefy", f"target Mega-Mech #{bid(s, 'Mega-Mech', 0)}")
    settle_open(s)
    assert hand(s) == ["Daring Poro"]                       # Stupefy's draw only


def test_jae_medarda_does_not_draw_when_an_opponent_chooses_him(scenario):
    """"When you choose me": an opponent's spell choosing him is not his controller's."""
    s = scenario(_stupefy({"deck": ["Daring Poro"] + FILL},
                          {"base": ["Jae Medarda"], "deck": ["Daring Poro"] + FILL}))
    s.do("play Stupefy", f"target Jae Medarda #{bid(s, 'Jae Medarda', 1)}")
    settle_open(s)
    assert hand(s, 1) == [] and s.might("Jae Medarda") == 5 - 1


def test_spirit_wheel_pay_1_and_exhaust_it_to_draw_when_you_choose_a_friendly_unit(scenario):
    s = scenario(_stupefy({"base": ["Spirit Wheel"], "pool": {"energy": 1},
                           "deck": ["Daring Poro"] + FILL}))
    s.do("play Stupefy", f"target Mega-Mech #{bid(s, 'Mega-Mech', 0)}")
    assert s.kind == DecisionKind.OPTIONAL_COST            # 383.3.b: a cost within it
    s.do("yes")
    settle_open(s)
    assert hand(s) == ["Daring Poro", "Mega-Mech"] and s.obj("Spirit Wheel").exhausted
    assert s.game.players[0].energy == 0


def test_spirit_wheel_does_not_trigger_on_an_enemy_unit(scenario):
    s = scenario(_stupefy({"base": ["Spirit Wheel"], "pool": {"energy": 1},
                           "deck": ["Daring Poro"] + FILL}))
    s.do("play Stupefy", f"target Mega-Mech #{bid(s, 'Mega-Mech', 1)}")
    settle_open(s)
    assert hand(s) == ["Daring Poro"] and not s.obj("Spirit Wheel").exhausted


def test_blade_dancer_exhausts_and_pays_a_power_to_ready_the_chosen_friendly_unit(scenario):
    s = scenario(_stupefy({"legend": {"card": "Blade Dancer", "exhausted": False},
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
    s = scenario(spec({"legend": {"card": "Blade Dancer", "exhausted": True},
                       "base": ["Vanguard Sergeant"], "pool": {"energy": 1}}))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}")
    go(s, "to Altar to Unity")
    settle_open(s)                                          # (conquered: the trigger asks)
    assert s.kind == DecisionKind.OPTIONAL_COST            # 383.3.b: a cost within it
    s.do("yes")
    settle_open(s)
    assert not s.game.objs[s.game.players[0].legend].exhausted
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Guards!

def test_guards_plays_a_sand_soldier_and_you_may_pay_order_to_ready_it(scenario):
    s = scenario(spec({"hand": ["Guards!"], "pool": {"energy": 3, "power": {"order": 1}}}))
    s.do("play Guards!")
    settle_open(s)
    go(s, "base")                                   # 355.2.a: base or a battlefield you control
    assert s.kind == DecisionKind.MAY               # errata: "then do this" (387): after the
    assert s.zone("Guards!") == "TRASH"             # spell resolved, a reflexive trigger
    s.do("yes")
    settle_open(s)
    soldier = _ids(s, "Sand Soldier", 0)
    assert len(soldier) == 1 and s.loc(soldier[0]) == LOC_BASE
    assert not s.game.objs[soldier[0]].exhausted
    assert s.game.players[0].power.get("order", 0) == 0


def test_guards_declining_leaves_the_sand_soldier_exhausted(scenario):
    s = scenario(spec({"hand": ["Guards!"], "pool": {"energy": 3, "power": {"order": 1}}}))
    s.do("play Guards!")
    settle_open(s)
    go(s, "base")
    s.do("no")
    settle_open(s)
    soldier = _ids(s, "Sand Soldier", 0)
    assert len(soldier) == 1 and s.game.objs[soldier[0]].exhausted
    assert s.game.players[0].power.get("order", 0) == 1


def test_guards_from_face_down_plays_the_token_at_that_battlefield(scenario):
    """811.1.d.3: a hidden spell that plays a unit plays it at its battlefield."""
    s = scenario(spec({"field": [["Vanguard Sergeant"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Guards!", "controller": 0}},
                           "Altar to Unity"]))
    s.do("play Guards!")
    settle_open(s)
    soldier = _ids(s, "Sand Soldier", 0)
    assert len(soldier) == 1 and s.loc(soldier[0]) == 1
    assert s.game.objs[soldier[0]].exhausted                # no [order] to pay


# ---------------------------------------------------------------- Kato the Arm

def test_kato_the_arm_gives_another_friendly_unit_his_keywords_and_might(scenario):
    """When he moves to a battlefield: the Poro gets [Deflect] (his) and +3 (his Might) this
    turn; its own [Assault] stays."""
    s = scenario(spec({"base": ["Kato the Arm", "Daring Poro"]}))
    s.do(f"move Kato the Arm #{bid(s, 'Kato the Arm', 0)}")
    go(s, "to Altar to Unity")
    assert s.kind == DecisionKind.TARGET
    assert not s.can(f"target Kato the Arm #{bid(s, 'Kato the Arm', 0)}")   # another unit
    s.do(f"target Daring Poro #{bid(s, 'Daring Poro', 0)}")
    settle_open(s)
    kws = s.keywords("Daring Poro")
    assert kws.get("Deflect") == 1 and kws.get("Assault") == 1
    assert s.might("Daring Poro") == 2 + 3
    assert "Deflect" not in s.keywords("Mega-Mech")


def test_kato_the_arm_does_not_trigger_moving_to_base(scenario):
    s = scenario(spec({"field": [[], ["Kato the Arm"]], "base": ["Daring Poro"]}))
    s.do(f"move Kato the Arm #{bid(s, 'Kato the Arm', 0)}")
    go(s, "to base")
    settle_open(s)
    assert s.might("Daring Poro") == 2 and "Deflect" not in s.keywords("Daring Poro")


# ---------------------------------------------------------------- Altar of Memories

def _altar_kill(scenario):
    """P0's Vanguard Sergeant at a battlefield is killed by P0's own Void Seeker (4 damage);
    P0's deck: a Daring Poro on top of Mega-Mechs; P0's hand: a Stupefy."""
    s = scenario(spec({"base": ["Altar of Memories"], "hand": ["Void Seeker", "Stupefy"],
                       "pool": {"energy": 3, "power": {"fury": 1}},
                       "deck": ["Daring Poro"] + FILL, "field": [["Vanguard Sergeant"], []]}))
    sergeant = bid(s, "Vanguard Sergeant", 0)
    s.do("play Void Seeker")
    go(s, f"target Vanguard Sergeant #{sergeant}")         # (the lone target)
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert s.kind == DecisionKind.OPTIONAL_COST             # exhaust me (383.3.b)
    s.do("yes")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_CARD               # a card from hand
    return s


def test_altar_of_memories_draws_then_puts_a_card_on_top_of_the_deck(scenario):
    s = _altar_kill(scenario)
    s.do(f"choose Stupefy #{s.id('Stupefy', 0)}")
    assert s.kind == DecisionKind.CHOOSE_MODE
    s.do("option 0")                                        # the top
    settle_open(s)
    g = s.game
    assert s.obj("Altar of Memories").exhausted
    assert g.pool[g.objs[g.players[0].deck[0]].card].name == "Stupefy"
    assert "Daring Poro" in hand(s) and "Stupefy" not in hand(s)


def test_altar_of_memories_puts_the_card_at_the_bottom(scenario):
    s = _altar_kill(scenario)
    s.do(f"choose Stupefy #{s.id('Stupefy', 0)}")
    s.do("option 1")                                        # the bottom
    settle_open(s)
    g = s.game
    assert g.pool[g.objs[g.players[0].deck[-1]].card].name == "Stupefy"
    assert g.pool[g.objs[g.players[0].deck[0]].card].name == "Mega-Mech"


# ---------------------------------------------------------------- Sivir, Mercenary

def test_sivir_mercenary_has_2_might_and_ganking_once_you_spent_two_power(scenario):
    """Switcheroo's [chaos][chaos] paid: she has +2 Might and [Ganking] (810)."""
    s = scenario(spec({"base": ["Sivir, Mercenary"], "hand": ["Switcheroo"],
                       "pool": {"energy": 2, "power": {"chaos": 2}}},
                      {"field": [["Vanguard Sergeant", "Daring Poro"], []]}))
    assert s.might("Sivir, Mercenary") == 4 and "Ganking" not in s.keywords("Sivir, Mercenary")
    s.do("play Switcheroo")
    go(s, f"target Daring Poro #{bid(s, 'Daring Poro', 1)}",
       f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}")
    settle_open(s)
    assert s.might("Sivir, Mercenary") == 6 and s.keywords("Sivir, Mercenary").get("Ganking")


def test_sivir_mercenary_one_power_spent_is_not_enough(scenario):
    s = scenario(spec({"base": ["Sivir, Mercenary"], "power_spent": 1}))
    assert s.might("Sivir, Mercenary") == 4 and "Ganking" not in s.keywords("Sivir, Mercenary")
    s = scenario(spec({"base": ["Sivir, Mercenary"], "power_spent": 2}))
    assert s.might("Sivir, Mercenary") == 6


# ---------------------------------------------------------------- Prodigal Explorer

def test_prodigal_explorer_draws_once_you_chose_enemy_units_twice(scenario):
    """Its ability may be used (377.2.b) only after two choices of enemy units this turn by
    spells (each pick counts, 355.14.d): after one Stupefy it can't, after two it draws 1."""
    s = scenario(spec({"legend": {"card": "Prodigal Explorer", "exhausted": False},
                       "hand": ["Stupefy", "Stupefy"], "pool": {"energy": 2},
                       "deck": ["Daring Poro", "Petty Officer"] + FILL}))
    act_text = f"activate ability 0 of Prodigal Explorer #{s.game.players[0].legend}"
    assert not s.can(act_text)
    enemy = bid(s, "Mega-Mech", 1)
    for k in range(2):
        s.do(f"play Stupefy #{_in_hand(s, 'Stupefy')}", f"target Mega-Mech #{enemy}")
        settle_open(s)
        assert s.can(act_text) == (k == 1)
    s.do(act_text)
    settle_open(s)
    assert len(hand(s)) == 3                                # two Stupefy draws and its own
    assert s.game.objs[s.game.players[0].legend].exhausted


def test_prodigal_explorer_friendly_choices_do_not_count(scenario):
    s = scenario(spec({"legend": {"card": "Prodigal Explorer", "exhausted": False},
                       "hand": ["Stupefy", "Stupefy"], "pool": {"energy": 2}}))
    act_text = f"activate ability 0 of Prodigal Explorer #{s.game.players[0].legend}"
    mine = bid(s, "Mega-Mech", 0)
    for _ in range(2):
        s.do(f"play Stupefy #{_in_hand(s, 'Stupefy')}", f"target Mega-Mech #{mine}")
        settle_open(s)
    assert not s.can(act_text)


# ---------------------------------------------------------------- Purifier (Lucian legend)

def test_purifier_each_of_your_equipment_gives_assault(scenario):
    """807.2: each of your Equipment on a unit adds [Assault] 1 (two: [Assault 2]); a unit
    without one, or with an opponent's Equipment, has none from it."""
    s = scenario(spec({"legend": "Purifier",
                       "base": [{"card": "Vanguard Sergeant",
                                 "attached": ["Doran's Blade", "Cloth Armor"]},
                                {"card": "Petty Officer", "attached": ["Doran's Blade"]},
                                "Daring Poro"]},
                      {"base": [{"card": "Vanguard Sergeant", "attached": ["Doran's Blade"]}]}))
    assert s.keywords(bid(s, "Vanguard Sergeant", 0)).get("Assault") == 2
    assert s.keywords(bid(s, "Petty Officer", 0)).get("Assault") == 1 + 1   # (its own too)
    assert s.keywords(bid(s, "Daring Poro", 0)).get("Assault") == 1         # its own only
    assert "Assault" not in s.keywords(bid(s, "Vanguard Sergeant", 1))


def test_purifier_without_the_legend_equipment_give_no_assault(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Doran's Blade"]}]}))
    assert "Assault" not in s.keywords(bid(s, "Vanguard Sergeant", 0))


# ---------------------------------------------------------------- Irelia, Fervent

def test_irelia_fervent_gets_1_might_when_you_choose_her(scenario):
    """383.4.b: Counter Strike chooses her: +1 Might this turn (no damage involved)."""
    s = scenario(spec({"base": ["Irelia, Fervent"], "hand": ["Counter Strike"],
                       "pool": {"energy": 2, "power": {"calm": 1}}}))
    s.do("play Counter Strike", f"target Irelia, Fervent #{bid(s, 'Irelia, Fervent', 0)}")
    settle_open(s)
    assert s.might("Irelia, Fervent") == 4 + 1


def _first_mate_readies(scenario, irelia_exhausted):
    """First Mate's play effect chooses Irelia, Fervent and readies her; her id."""
    s = scenario(spec({"base": [{"card": "Irelia, Fervent", "exhausted": irelia_exhausted}],
                       "hand": ["First Mate"], "pool": {"energy": 3}}))
    irelia = bid(s, "Irelia, Fervent", 0)
    s.do("play First Mate")
    go(s, "to base", "base")
    settle_open(s)
    go(s, f"target Irelia, Fervent #{irelia}")
    settle_open(s)
    return s, irelia


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
    s = scenario(spec({"base": [{"card": "Irelia, Fervent", "exhausted": True}]}))
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


# ---------------------------------------------------------------- Battle Mistress (Sivir legend)

def test_battle_mistress_exhausts_for_a_gold_when_you_recycle_a_rune(scenario):
    """416: Switcheroo's [chaos][chaos] is paid by recycling two runes: two triggers; the
    first exhausts it for an exhausted Gold, the second can't be paid any more."""
    s = scenario(spec({"legend": {"card": "Battle Mistress", "exhausted": False},
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
    gold = _ids(s, "Gold", 0)
    assert len(gold) == 1 and s.game.objs[gold[0]].exhausted
    assert s.game.objs[s.game.players[0].legend].exhausted
    assert s.might("Vanguard Sergeant") == 2                 # (Switcheroo resolved)


def test_battle_mistress_readies_when_enemy_units_die(scenario):
    """Once for two enemy units dying together; not for a friendly one."""
    s = scenario(spec({"legend": {"card": "Battle Mistress", "exhausted": True},
                       "hand": ["Void Seeker"], "pool": {"energy": 3, "power": {"fury": 1}}},
                      {"field": [["Daring Poro"], []]}))
    s.do("play Void Seeker")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    assert not s.game.objs[s.game.players[0].legend].exhausted


def test_battle_mistress_not_readied_by_a_friendly_death(scenario):
    s = scenario(spec({"legend": {"card": "Battle Mistress", "exhausted": True},
                       "hand": ["Void Seeker"], "pool": {"energy": 3, "power": {"fury": 1}},
                       "field": [["Daring Poro"], []]}))
    s.do("play Void Seeker")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    assert s.game.objs[s.game.players[0].legend].exhausted


# ---------------------------------------------------------------- Relentless Pursuit

def _pursuit(scenario, blade: bool = True):
    base = ["Vanguard Sergeant"] + (["Doran's Blade"] if blade else [])
    s = scenario(spec({"hand": ["Relentless Pursuit"], "base": base,
                       "pool": {"energy": 2, "power": {"fury": 1}}}))
    sergeant = bid(s, "Vanguard Sergeant", 0)
    s.do("play Relentless Pursuit", f"target Vanguard Sergeant #{sergeant}")
    return s, sergeant


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


# ---------------------------------------------------------------- Here to Help

def _help(scenario, energy: int, **kw):
    """P0 controls the Grove (a Vanguard Sergeant there), not the Altar; P0's hand: Here to
    Help and a Mega-Mech ([7])."""
    s = scenario(spec({"hand": ["Here to Help", "Mega-Mech"],
                       "pool": {"energy": energy, "power": {"body": 1}},
                       "field": [["Vanguard Sergeant"], []]}, **kw))
    mech = _in_hand(s, "Mega-Mech")
    s.do("play Here to Help")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    go(s, f"choose Mega-Mech #{mech}")
    settle_open(s)
    return s, mech


def test_here_to_help_plays_a_unit_to_a_battlefield_you_control_for_3_less(scenario):
    """419.3: [7] - [3] = [4] paid (after Here to Help's [2]), to the Grove you control."""
    s, mech = _help(scenario, 2 + 4)
    assert s.zone(mech) == "BOARD" and s.loc(mech) == 1
    assert s.game.players[0].energy == 0


def test_here_to_help_unit_not_affordable_goes_back_to_hand(scenario):
    """358.4: [4] can't be paid with [3] left: it can't be played and returns to the hand."""
    s, mech = _help(scenario, 2 + 3)
    assert s.zone(mech) == "HAND"


def test_here_to_help_no_battlefield_controlled_no_play(scenario):
    s = scenario(spec({"hand": ["Here to Help", "Mega-Mech"],
                       "pool": {"energy": 6, "power": {"body": 1}}}))
    mech = _in_hand(s, "Mega-Mech")
    s.do("play Here to Help")
    settle_open(s)
    if s.kind == DecisionKind.MAY:
        s.do("yes")
        go(s, f"choose Mega-Mech #{mech}")
        settle_open(s)
    assert s.zone(mech) == "HAND"


def test_here_to_help_offers_only_battlefields_you_control(scenario):
    """Two battlefields controlled: those two are offered, not the base (355.2.b)."""
    s = scenario(spec({"hand": ["Here to Help", "Mega-Mech"],
                       "pool": {"energy": 6, "power": {"body": 1}},
                       "field": [["Vanguard Sergeant"], ["Daring Poro"]]}))
    mech = _in_hand(s, "Mega-Mech")
    s.do("play Here to Help")
    settle_open(s)
    s.do("yes")
    go(s, f"choose Mega-Mech #{mech}")
    assert s.kind == DecisionKind.PLAY_LOCATION
    assert sorted(s.options()) == ["to Altar to Unity", "to Grove of the God-Willow"]
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.loc(mech) == 2
