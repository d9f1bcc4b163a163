"""Spiritforged (SFD) Chaos cards: scenario tests on both engines (the `scenario` fixture runs
each on the reference engine and the compiled core), a section per card in collector-number
order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim import LOC_BASE, Zone
from riftsim.actions import DecisionKind

from card_helpers import (
    attack, bare_spec, bid, bmight, board, free_runes, go, gold, hand, held, ids, QUIET_BFS,
    QUIET_FILL, quiet_spec, runes, settle, settle_open, stupefy, tgt, to_main, trash,
)


def _hard_bargain(scenario, p0_runes: int):
    """P0 plays Hextech Ray (3 to the Sergeant at a battlefield); P1 answers with Hard Bargain
    on it (its Repeat not affordable)."""
    s = scenario(quiet_spec({"hand": ["Hextech Ray"], "runes": runes("fury", p0_runes)},
                            {"hand": ["Hard Bargain"], "runes": runes("chaos", 2),
                             "field": [["Vanguard Sergeant"], []]}))
    s.do("play Hextech Ray")
    go(s, f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}")
    assert s.decision.player == 1
    s.do("play Hard Bargain")                    # (the lone target; Repeat not affordable)
    settle_open(s)
    return s


def _switcheroo(p1: dict, p0: dict | None = None) -> dict:
    p0 = {"hand": ["Switcheroo"], "pool": {"energy": 2, "power": {"chaos": 2}}, **(p0 or {})}
    return quiet_spec(p0, p1)


# ---------------------------------------------------------------- Black Market Broker

def test_black_market_broker_card_played_from_face_down_makes_a_gold(scenario):
    s = scenario(quiet_spec({"base": ["Black Market Broker"], "field": [["Daring Poro"], []]},
                            {"field": [["Playful Phantom"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                                  "hidden": {"card": "Back Off", "controller": 0}}, QUIET_BFS[1]]))
    s.do("play Back Off")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert len(gold(s)) == 1 and gold(s)[0].exhausted


def test_black_market_broker_ignores_a_card_played_from_hand(scenario):
    s = scenario(quiet_spec({"base": ["Black Market Broker"], "hand": ["Back Off"],
                             "runes": runes("calm", 3)}, {"field": [["Playful Phantom"], []]}))
    s.do("play Back Off")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert gold(s) == []


# ---------------------------------------------------------------- Called Shot

def test_called_shot_draws_one_of_the_top_two_and_recycles_the_other(scenario):
    s = scenario(quiet_spec({"hand": ["Called Shot"], "runes": runes("chaos", 1),
                             "deck": ["Pouty Poro", "Stupefy"] + QUIET_FILL}))
    s.do("play Called Shot")
    go(s, "no")                                  # no [chaos] left for the Repeat anyway
    settle_open(s)
    s.do(f"choose Stupefy #{s.id('Stupefy')}")
    settle_open(s)
    deck = s.game.players[0].deck
    assert hand(s) == ["Stupefy"] and deck[-1] == s.id("Pouty Poro")   # to the bottom (416)


def test_called_shot_repeat_looks_again(scenario):
    """820: Repeat [chaos] executes it once more: two cards drawn, two recycled."""
    s = scenario(quiet_spec({"hand": ["Called Shot"], "runes": runes("chaos", 2),
                             "deck": ["Pouty Poro", "Stupefy", "Daring Poro",
                                      "Sharkling"] + QUIET_FILL}))
    s.do("play Called Shot", "yes")
    settle_open(s)
    s.do(f"choose Stupefy #{s.id('Stupefy')}")
    settle_open(s)
    s.do(f"choose Sharkling #{s.id('Sharkling')}")
    settle_open(s)
    assert hand(s) == ["Sharkling", "Stupefy"]
    assert s.game.players[0].deck[-2:] == [s.id("Pouty Poro"), s.id("Daring Poro")]


# ---------------------------------------------------------------- Corrupt Enforcer

def test_corrupt_enforcer_discards_on_moving_and_draws_on_winning(scenario):
    s = scenario(quiet_spec({"base": ["Corrupt Enforcer"], "hand": ["Stupefy"],
                             "deck": ["Pouty Poro"] + QUIET_FILL},
                            {"field": [["Daring Poro"], []]}))
    attack(s, "Corrupt Enforcer")
    assert s.zone("Daring Poro") == "TRASH" and s.game.bfs[0].controller == 0
    assert trash(s) == ["Stupefy"] and hand(s) == ["Pouty Poro"]


# ---------------------------------------------------------------- Doran's Ring

def test_dorans_ring_bearer_conquers_discard_then_draw(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Doran's Ring"]}],
                             "hand": ["Stupefy"], "deck": ["Pouty Poro"] + QUIET_FILL}))
    attack(s, "Vanguard Sergeant")
    assert hand(s) == ["Pouty Poro"] and trash(s) == ["Stupefy"]


# ---------------------------------------------------------------- Fae Porter

def test_fae_porter_pays_chaos_to_bring_a_unit_to_the_same_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Fae Porter", "Vanguard Sergeant"],
                             "runes": runes("chaos", 1)}))
    attack(s, "Fae Porter")
    go(s, "target Vanguard Sergeant", "yes")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 1 and s.obj("Fae Porter").loc == 1
    assert free_runes(s) == 0


def test_fae_porter_without_chaos_moves_nobody(scenario):
    s = scenario(quiet_spec({"base": ["Fae Porter", "Vanguard Sergeant"],
                             "runes": runes("order", 1)}))
    attack(s, "Fae Porter")
    assert s.obj("Vanguard Sergeant").loc == LOC_BASE


# ---------------------------------------------------------------- Loyal Pup

def test_loyal_pup_moves_to_the_battlefield_you_defend(scenario):
    """P1 attacks the Grove P0 holds with Daring Poro; P0 defends there (459.2): the Pup in
    base may move to it (the event's location, 359.3.f.3)."""
    s = scenario(quiet_spec({"base": ["Loyal Pup"], "field": [["Daring Poro"], []]},
                            {"base": ["Yeti Brawler"]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 QUIET_BFS[1]],
                            turn_player=1))
    s.do(f"move Yeti Brawler #{bid(s, 'Yeti Brawler')}")
    go(s, "to Grove of the God-Willow")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    s.do("yes")
    settle_open(s)
    ev = [e for e in s.game.events if e.kind.name == "MOVE" and e.obj == s.id("Loyal Pup")]
    assert len(ev) == 1 and ev[0].loc == 1


# ---------------------------------------------------------------- Master Bingwen

def test_master_bingwen_weaponmaster_attaches_an_equipment(scenario):
    """821: when played, you may Equip one of your Equipment to him for [A] less (Doran's Blade:
    its [body] is not reduced, 821.1.c.3)."""
    s = scenario(quiet_spec({"hand": ["Master Bingwen"],
                             "runes": runes("chaos", 6) + runes("body", 1),
                             "base": ["Doran's Blade"]}))
    s.do("play Master Bingwen")
    go(s, "to P0's base")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    blade = s.id("Doran's Blade")
    s.do(f"choose Doran's Blade #{blade}")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == s.id("Master Bingwen")
    assert s.might("Master Bingwen") == 6 + 2 and free_runes(s) == 0


# ---------------------------------------------------------------- Overzealous Fan

def test_overzealous_fan_kills_itself_to_send_an_attacker_home(scenario):
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant"]},
                            {"field": [["Overzealous Fan"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 1},
                                 QUIET_BFS[1]]))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}")
    go(s, "to Grove of the God-Willow")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    assert s.zone("Overzealous Fan") == "BOARD"
    s.do("yes")
    settle_open(s)
    assert s.zone("Overzealous Fan") == "TRASH"                       # paid (357.2.a)
    assert s.obj("Vanguard Sergeant").loc == LOC_BASE
    assert s.game.players[0].points == 0 and s.obj("Vanguard Sergeant").damage == 0


# ---------------------------------------------------------------- Treasure Hunter

def test_treasure_hunter_moves_for_an_exhausted_gold(scenario):
    s = scenario(quiet_spec({"base": ["Treasure Hunter"]}))
    attack(s, "Treasure Hunter")
    assert len(gold(s)) == 1 and gold(s)[0].exhausted


# ---------------------------------------------------------------- Ancient Warmonger

def test_ancient_warmonger_assault_counts_the_enemy_units_here(scenario):
    """807: Assault N: +N Might while an attacker; N = the enemy units at its battlefield."""
    s = scenario(quiet_spec({"base": ["Ancient Warmonger"]},
                            {"field": [["Daring Poro", "Stalwart Poro", "Pouty Poro"], []]}))
    assert not s.keywords("Ancient Warmonger").get("Assault")          # none in base
    s.do(f"move Ancient Warmonger #{bid(s, 'Ancient Warmonger')}")
    go(s, "to Grove of the God-Willow")
    assert s.keywords("Ancient Warmonger").get("Assault") == 3
    assert s.might("Ancient Warmonger") == 4 + 3


# ---------------------------------------------------------------- Beast Below

def test_beast_below_returns_another_friendly_and_an_enemy_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Beast Below"], "runes": runes("chaos", 9),
                             "base": ["Daring Poro"]}, {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Beast Below")
    go(s, "to P0's base", "target Daring Poro", "target Vanguard Sergeant")
    settle_open(s)
    assert hand(s) == ["Daring Poro"] and hand(s, 1) == ["Vanguard Sergeant"]
    assert s.zone("Beast Below") == "BOARD"


# ---------------------------------------------------------------- Boots of Swiftness

def test_boots_of_swiftness_give_their_bearer_ganking(scenario):
    """810: the equipped unit (+2) may move battlefield to battlefield."""
    s = scenario(quiet_spec({"field": [[{"card": "Vanguard Sergeant",
                                         "attached": ["Boots of Swiftness"]}], []]}))
    assert s.might("Vanguard Sergeant") == 4 + 2
    attack(s, "Vanguard Sergeant", "Altar to Unity")
    assert s.obj("Vanguard Sergeant").loc == 2


# ---------------------------------------------------------------- Cull

def test_cull_bearer_conquers_for_an_exhausted_gold(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Cull"]},
                                      "Daring Poro"]}))
    attack(s, "Vanguard Sergeant")
    golds = gold(s)
    assert len(golds) == 1 and golds[0].exhausted
    attack(s, "Daring Poro", "Altar to Unity")                      # not equipped: no Gold
    assert len(gold(s)) == 1


# ---------------------------------------------------------------- Factory Recall

def test_factory_recall_returns_a_gear_to_its_owners_hand(scenario):
    s = scenario(quiet_spec({"hand": ["Factory Recall"], "runes": runes("chaos", 1)},
                            {"base": ["Doran's Blade"]}))
    s.do("play Factory Recall")
    go(s, "target Doran's Blade")
    settle_open(s)
    assert s.zone("Doran's Blade") == "HAND" and hand(s, 1) == ["Doran's Blade"]


# ---------------------------------------------------------------- Hard Bargain

def test_hard_bargain_counters_a_spell_whose_controller_cannot_pay(scenario):
    """425: countered: P0 has no Energy left to pay [2]; no decision is asked."""
    s = _hard_bargain(scenario, 2)
    assert s.zone("Hextech Ray") == "TRASH"
    assert s.damage("Vanguard Sergeant") == 0


def test_hard_bargain_the_spells_controller_pays_2_and_it_resolves(scenario):
    s = _hard_bargain(scenario, 4)
    assert s.kind == DecisionKind.MAY and s.decision.player == 0   # the spell's controller
    before = free_runes(s, 0)
    s.do("yes")
    settle_open(s)
    assert free_runes(s, 0) == before - 2                           # [2] paid
    assert s.damage("Vanguard Sergeant") == 3


def test_hard_bargain_the_spells_controller_declines_and_it_is_countered(scenario):
    s = _hard_bargain(scenario, 4)
    assert s.kind == DecisionKind.MAY and s.decision.player == 0
    before = free_runes(s, 0)
    s.do("no")
    settle_open(s)
    assert s.zone("Hextech Ray") == "TRASH" and s.damage("Vanguard Sergeant") == 0
    assert free_runes(s, 0) == before


# ---------------------------------------------------------------- Harpoon Squad

def test_harpoon_squad_moving_from_a_battlefield_gives_plus_two(scenario):
    """"When I move from a battlefield": not when moving from base."""
    s = scenario(quiet_spec({"base": ["Harpoon Squad"],
                             "field": [[], [{"card": "Harpoon Squad", "keywords": ["Ganking"]}]]}))
    first, second = bid(s, "Harpoon Squad", 0, 0), bid(s, "Harpoon Squad", 0, 1)
    assert s.game.objs[first].loc == LOC_BASE
    attack(s, f"Harpoon Squad #{first}")                  # base -> Grove: no trigger
    assert bmight(s, "Harpoon Squad", 0, 0) == 4
    attack(s, f"Harpoon Squad #{second}")                 # Altar -> Grove (Ganking, 810)
    assert s.game.objs[second].loc == 1
    assert bmight(s, "Harpoon Squad", 0, 1) == 4 + 2 and bmight(s, "Harpoon Squad", 0, 0) == 4


# ---------------------------------------------------------------- Windsinger

def test_windsinger_may_return_a_small_unit_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Windsinger"], "runes": runes("chaos", 2)},
                            {"field": [["Daring Poro", "Vanguard Sergeant"], []]}))
    s.do("play Windsinger")
    go(s, "to P0's base", "yes")
    assert not s.can(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")   # 4 Might
    go(s, "target Daring Poro")
    settle_open(s)
    assert hand(s, 1) == ["Daring Poro"] and s.zone("Vanguard Sergeant") == "BOARD"


def test_windsinger_has_hidden(scenario):
    """811: printed "Hidden" (without brackets) is the keyword: it can be hidden for [A]."""
    s = scenario(quiet_spec({"hand": ["Windsinger"], "runes": runes("chaos", 1),
                             "field": [["Daring Poro"], []]}))
    assert any(o.startswith("hide Windsinger") for o in s.options())


# ---------------------------------------------------------------- Edge of Night

def test_edge_of_night_played_from_face_down_attaches_to_a_unit_of_yours(scenario):
    """811: played from its hidden battlefield; its play trigger attaches it (434) to a unit
    you control, chosen at that battlefield (811.1.d.2; the Spiritforged FAQ on its errata):
    Daring Poro, not the Sergeant in base; +2 Might."""
    s = scenario(quiet_spec({"field": [["Daring Poro"], []], "base": ["Vanguard Sergeant"]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                                  "hidden": {"card": "Edge of Night", "controller": 0}},
                                 QUIET_BFS[1]]))
    s.do("play Edge of Night")
    settle_open(s)
    assert s.obj("Edge of Night").attached_to == s.id("Daring Poro")
    assert s.might("Daring Poro") == 2 + 2 and s.might("Vanguard Sergeant") == 4


def test_edge_of_night_played_from_hand_does_not_attach(scenario):
    s = scenario(quiet_spec({"hand": ["Edge of Night"], "runes": runes("chaos", 3),
                             "base": ["Vanguard Sergeant"]}))
    s.do("play Edge of Night")
    settle_open(s)
    assert s.zone("Edge of Night") == "BOARD" and s.obj("Edge of Night").attached_to == -1
    assert s.might("Vanguard Sergeant") == 4


# ---------------------------------------------------------------- Fizz, Trickster

def test_fizz_plays_a_spell_from_the_trash_ignoring_energy_then_recycles_it(scenario):
    s = scenario(quiet_spec({"hand": ["Fizz, Trickster"], "trash": ["Void Seeker", "Falling Comet"],
                             "runes": runes("chaos", 4) + ["Fury Rune"]},
                            {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Fizz, Trickster")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    s.do("yes")
    assert not s.can("choose Falling Comet")               # Energy 5: more than [3]
    go(s, "choose Void Seeker")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"          # 4 damage
    assert s.zone("Void Seeker") == "DECK"                 # recycled, not trashed
    assert s.game.players[0].deck[-1] == s.id("Void Seeker")
    assert trash(s, 0) == ["Falling Comet"]


# ---------------------------------------------------------------- Jae Medarda

def test_jae_medarda_draws_when_you_choose_him_with_a_spell(scenario):
    """383.4.b.2: it triggers as the spell choosing him is finalized, before it resolves."""
    s = scenario(stupefy({"base": ["Jae Medarda"], "deck": ["Daring Poro"] + QUIET_FILL}))
    s.do("play Stupefy", f"target Jae Medarda #{bid(s, 'Jae Medarda', 0)}")
    settle_open(s)
    assert hand(s) == ["Daring Poro", "Mega-Mech"]          # his draw first, then Stupefy's
    assert s.might("Jae Medarda") == 5 - 1


def test_jae_medarda_does_not_draw_when_another_unit_is_chosen(scenario):
    s = scenario(stupefy({"base": ["Jae Medarda"], "deck": ["Daring Poro"] + QUIET_FILL}))
    s.do("play Stupefy", f"target Mega-Mech #{bid(s, 'Mega-Mech', 0)}")
    settle_open(s)
    assert hand(s) == ["Daring Poro"]                       # Stupefy's draw only


def test_jae_medarda_does_not_draw_when_an_opponent_chooses_him(scenario):
    """"When you choose me": an opponent's spell choosing him is not his controller's."""
    s = scenario(stupefy({"deck": ["Daring Poro"] + QUIET_FILL},
                         {"base": ["Jae Medarda"], "deck": ["Daring Poro"] + QUIET_FILL}))
    s.do("play Stupefy", f"target Jae Medarda #{bid(s, 'Jae Medarda', 1)}")
    settle_open(s)
    assert hand(s, 1) == [] and s.might("Jae Medarda") == 5 - 1


# ---------------------------------------------------------------- Sivir, Mercenary

def test_sivir_mercenary_has_2_might_and_ganking_once_you_spent_two_power(scenario):
    """Switcheroo's [chaos][chaos] paid: she has +2 Might and [Ganking] (810)."""
    s = scenario(quiet_spec({"base": ["Sivir, Mercenary"], "hand": ["Switcheroo"],
                             "pool": {"energy": 2, "power": {"chaos": 2}}},
                            {"field": [["Vanguard Sergeant", "Daring Poro"], []]}))
    assert s.might("Sivir, Mercenary") == 4 and "Ganking" not in s.keywords("Sivir, Mercenary")
    s.do("play Switcheroo")
    go(s, f"target Daring Poro #{bid(s, 'Daring Poro', 1)}",
       f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}")
    settle_open(s)
    assert s.might("Sivir, Mercenary") == 6 and s.keywords("Sivir, Mercenary").get("Ganking")


def test_sivir_mercenary_one_power_spent_is_not_enough(scenario):
    s = scenario(quiet_spec({"base": ["Sivir, Mercenary"], "power_spent": 1}))
    assert s.might("Sivir, Mercenary") == 4 and "Ganking" not in s.keywords("Sivir, Mercenary")
    s = scenario(quiet_spec({"base": ["Sivir, Mercenary"], "power_spent": 2}))
    assert s.might("Sivir, Mercenary") == 6


# ---------------------------------------------------------------- Spirit Wheel

def test_spirit_wheel_pay_1_and_exhaust_it_to_draw_when_you_choose_a_friendly_unit(scenario):
    s = scenario(stupefy({"base": ["Spirit Wheel"], "pool": {"energy": 1},
                          "deck": ["Daring Poro"] + QUIET_FILL}))
    s.do("play Stupefy", f"target Mega-Mech #{bid(s, 'Mega-Mech', 0)}")
    assert s.kind == DecisionKind.OPTIONAL_COST            # 383.3.b: a cost within it
    s.do("yes")
    settle_open(s)
    assert hand(s) == ["Daring Poro", "Mega-Mech"] and s.obj("Spirit Wheel").exhausted
    assert s.game.players[0].energy == 0


def test_spirit_wheel_does_not_trigger_on_an_enemy_unit(scenario):
    s = scenario(stupefy({"base": ["Spirit Wheel"], "pool": {"energy": 1},
                          "deck": ["Daring Poro"] + QUIET_FILL}))
    s.do("play Stupefy", f"target Mega-Mech #{bid(s, 'Mega-Mech', 1)}")
    settle_open(s)
    assert hand(s) == ["Daring Poro"] and not s.obj("Spirit Wheel").exhausted


# ---------------------------------------------------------------- Switcheroo

def test_switcheroo_swaps_the_might_of_two_units_at_one_battlefield(scenario):
    """433.1.b: the difference (4 - 2) is an Increase for the lower and a Decrease for the
    higher, this turn; the second pick must be at the first pick's battlefield."""
    s = scenario(_switcheroo({"field": [["Vanguard Sergeant", "Daring Poro"], ["Daring Poro"]]}))
    at_bf1 = ids(s, "Daring Poro", 1, 1)[0]
    at_bf2 = ids(s, "Daring Poro", 1, 2)[0]
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
    poros = ids(s, "Daring Poro", 1)
    s.do(f"target Daring Poro #{poros[0]}")
    go(s, f"target Daring Poro #{poros[1]}")
    settle_open(s)
    assert [s.might(p) for p in poros] == [2, 2]                  # 433.1.c: equal, no change
    assert s.zone("Switcheroo") == "TRASH"


# ---------------------------------------------------------------- Vex, Cheerless

def test_vex_cheerless_discounts_friendly_spells_in_combat(scenario):
    """Vex, Cheerless: while in combat (741.3), friendly spells cost [1][A] less, not below
    [1] Energy (356.4.e): Punch First (1 + 2 body) costs 1 + 1 body, one Body rune."""
    s = scenario(bare_spec({"base": ["Vex, Cheerless", "Stalwart Poro"], "hand": ["Punch First"],
                            "runes": ["Body Rune"]},
                           {"field": [["Mega-Mech"], []]}))
    g = s.game
    mm = bid(s, "Mega-Mech", 1)
    assert not s.can("play Punch First")
    s.do(f"move Vex, Cheerless #{bid(s, 'Vex, Cheerless')}", "to Grove of the God-Willow")
    assert g.showdown is not None and g.showdown.combat
    s.do("play Punch First", tgt(s, "Vex, Cheerless"))
    settle(s)
    # 5 + 5 = 10 Might beats Mega-Mech (8); Mega-Mech deals 8 < 10
    assert g.objs[mm].zone == Zone.TRASH and free_runes(s, 0) == 0
    assert s.obj("Vex, Cheerless").zone == Zone.BOARD and g.bfs[0].controller == 0


def test_vex_cheerless_taxes_enemy_spells_in_combat(scenario):
    """…and enemy spells cost [1][A] more (356.3) while Vex is in combat."""
    from riftsim.reference import play

    s = scenario(bare_spec({"base": ["Vex, Cheerless", "Stalwart Poro"], "hand": ["Punch First"],
                            "runes": ["Body Rune"]},
                           {"field": [["Mega-Mech"], []], "hand": ["Discipline"]}))
    g = s.game
    disc = g.objs[s.id("Discipline")]
    before = play.base_price(g, disc, 1, -1)
    assert (before.energy, len(before.power)) == (2, 0)
    s.do(f"move Vex, Cheerless #{bid(s, 'Vex, Cheerless')}", "to Grove of the God-Willow")
    during = play.base_price(g, disc, 1, -1)
    assert (during.energy, len(during.power)) == (3, 1)


# ---------------------------------------------------------------- Downwell

def test_downwell_returns_all_units_and_gear_tokens_cease(scenario):
    s = scenario(quiet_spec({"hand": ["Downwell"], "runes": runes("chaos", 10),
                             "base": [{"card": "Vanguard Sergeant", "attached": ["Doran's Blade"]},
                                      "Gold"]},
                            {"field": [["Daring Poro"], []]}))
    s.do("play Downwell")
    settle_open(s)
    assert hand(s) == ["Doran's Blade", "Mega-Mech", "Vanguard Sergeant"]
    assert hand(s, 1) == ["Daring Poro", "Mega-Mech"]
    assert board(s, "Gold", 0) == [] and "Gold" not in hand(s)          # 183.1
    assert not [o for o in s.game.objs if o.zone.name == "BOARD"
                and s.game.pool[o.card].type in ("unit", "gear")]


# ---------------------------------------------------------------- Draven, Audacious

def test_draven_audacious_scores_the_first_combat_he_wins_each_turn(scenario):
    s = scenario(quiet_spec({"base": ["Draven, Audacious"]},
                            {"field": [["Daring Poro"], ["Daring Poro"]]}))
    attack(s, "Draven, Audacious")
    assert s.zone("Daring Poro", 1) == "TRASH"
    assert s.game.players[0].points == 1 + 1               # Draven's point and the conquer's


def test_draven_audacious_scores_winning_on_defence_once_per_turn(scenario):
    """The Spiritforged FAQ: a combat is won on offence or defence."""
    s = scenario(quiet_spec({"base": ["Daring Poro", "Stalwart Poro"]},
                            {"field": [["Draven, Audacious"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 1},
                                 QUIET_BFS[1]]))
    attack(s, f"Daring Poro #{bid(s, 'Daring Poro')}")
    assert s.game.players[1].points == 1 and s.zone("Draven, Audacious") == "BOARD"
    attack(s, f"Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    assert s.game.players[1].points == 1                    # the first time each turn only


def test_draven_audacious_dying_in_combat_gives_the_opponent_a_point(scenario):
    s = scenario(quiet_spec({"base": ["Draven, Audacious"]}, {"field": [["Mega-Mech"], []]}))
    attack(s, "Draven, Audacious")
    assert s.zone("Draven, Audacious") == "TRASH"
    assert s.game.players[1].points == 1 and s.game.players[0].points == 0


def test_draven_audacious_dying_outside_combat_gives_nothing(scenario):
    s = scenario(quiet_spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2)},
                            {"field": [[{"card": "Draven, Audacious", "damage": 4}], []]}))
    s.do("play Hextech Ray")
    go(s, "target Draven, Audacious")
    settle_open(s)
    assert s.zone("Draven, Audacious") == "TRASH"
    assert s.game.players[0].points == 0 and s.game.players[1].points == 0


# ---------------------------------------------------------------- Ezreal, Prodigy

def test_ezreal_discards_one_then_draws_two(scenario):
    s = scenario(quiet_spec({"hand": ["Ezreal, Prodigy", "Stupefy"], "runes": runes("chaos", 4),
                             "deck": ["Pouty Poro", "Daring Poro"] + QUIET_FILL}))
    s.do("play Ezreal, Prodigy")
    go(s, "base")
    settle_open(s)
    assert trash(s, 0) == ["Stupefy"]                      # discarded before the draws
    assert hand(s, 0) == ["Daring Poro", "Pouty Poro"]


def test_ezreal_makes_a_repeat_affordable(scenario):
    """Spiritforged FAQ: Repeat is an optional additional cost; Piercing Light's [2][fury]
    Repeat costs [1][fury] with Ezreal (356.4.c): 3E + 2 fury is payable with 3 runes."""
    s = scenario(quiet_spec({"hand": ["Piercing Light"], "runes": runes("fury", 3),
                             "base": ["Ezreal, Prodigy"]},
                            {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Piercing Light")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    for _ in range(4):                                     # both executions' targets
        if s.kind != DecisionKind.TARGET:
            break
        s.do("done" if not s.can("target Vanguard Sergeant") else "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"          # 2 + 2 damage
    assert len(s.game.players[0].runes) == 1               # 2 of 3 recycled for the fury Power


def test_repeat_unaffordable_without_ezreal(scenario):
    s = scenario(quiet_spec({"hand": ["Piercing Light"], "runes": runes("fury", 3)},
                            {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Piercing Light")
    assert s.kind != DecisionKind.OPTIONAL_COST            # 4 Energy: too much


def test_ezreal_discounts_accelerate(scenario):
    """805: Accelerate [1][fury] costs [fury] with Ezreal: Legion Rearguard (2 Energy) with
    Accelerate on 2 runes."""
    s = scenario(quiet_spec({"hand": ["Legion Rearguard"], "runes": runes("fury", 2),
                             "base": ["Ezreal, Prodigy"]}))
    s.do("play Legion Rearguard")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    go(s, "base")
    settle_open(s)
    assert s.zone("Legion Rearguard") == "BOARD"
    assert not s.obj("Legion Rearguard").exhausted         # Accelerate: enters ready
    assert len(s.game.players[0].runes) == 1


def test_ezreal_does_not_discount_the_opponents_costs(scenario):
    s = scenario(quiet_spec({"hand": ["Legion Rearguard"], "runes": runes("fury", 2)},
                            {"base": ["Ezreal, Prodigy"]}))
    s.do("play Legion Rearguard")
    assert s.kind != DecisionKind.OPTIONAL_COST            # [1][fury] more: 3 Energy


# ---------------------------------------------------------------- Last Rites

def test_last_rites_equip_recycles_two_from_trash(scenario):
    """818.1.c.3: its Equip cost has a non-resource part: recycle 2 cards from your trash."""
    s = scenario(quiet_spec({"base": ["Last Rites", "Vanguard Sergeant"],
                             "runes": runes("chaos", 1),
                             "trash": ["Stupefy", "Hextech Ray", "Pouty Poro"]}))
    rites = bid(s, "Last Rites")
    s.do(f"activate ability 0 of Last Rites #{rites}")
    go(s, "target Vanguard Sergeant")
    for _ in range(2):
        if s.kind == DecisionKind.CHOOSE_CARD:
            s.do(next(o for o in s.options() if "Stupefy" in o or "Hextech" in o))
    settle_open(s)
    assert s.obj("Last Rites").attached_to == s.id("Vanguard Sergeant")
    assert trash(s) == ["Pouty Poro"] and s.might("Vanguard Sergeant") == 4 + 2


def test_last_rites_bearer_conquers_and_plays_a_unit_from_trash(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Last Rites"]}],
                             "runes": runes("fury", 2), "trash": ["Pouty Poro"]}))
    attack(s, "Vanguard Sergeant")
    go(s, "yes")
    go(s, "to P0's base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "BOARD" and free_runes(s) == 0     # its cost was paid


def test_last_rites_bearer_holds_and_plays_a_unit_from_trash(scenario):
    s = scenario(held({"field": [[{"card": "Vanguard Sergeant", "attached": ["Last Rites"]}],
                                 []], "runes": runes("fury", 2), "trash": ["Pouty Poro"]}))
    to_main(s)
    assert s.zone("Pouty Poro") == "BOARD"
