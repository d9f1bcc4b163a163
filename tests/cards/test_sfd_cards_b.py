"""Spiritforged (SFD) cards 100-221: one scenario test (or more) per card on both engines, each
asserting what the card does. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim import LOC_BASE
from card_helpers import (
    bid, bmight, board, go, hand, runes, settle_open, spec_factory, to_main, trash,
)

BF = ["Grove of the God-Willow", "Altar to Unity"]   # hold: draw 1 / a Recruit token in base
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def free_runes(s, player: int = 0) -> int:
    return sum(1 for r in s.game.players[player].runes if not s.game.objs[r].exhausted)


def attack(s, unit: str, bf: str = "Grove of the God-Willow"):
    """Move `unit` (a name, or "name #id") to `bf` and play the showdown / combat out."""
    s.do(f"move {unit}")
    go(s, f"to {bf}")
    settle_open(s)


def gold(s, player: int = 0) -> list:
    return board(s, "Gold", player)


# ---------------------------------------------------------------- Master Bingwen

def test_master_bingwen_weaponmaster_attaches_an_equipment(scenario):
    """821: when played, you may Equip one of your Equipment to him for [A] less (Doran's Blade:
    its [body] is not reduced, 821.1.c.3)."""
    s = scenario(spec({"hand": ["Master Bingwen"], "runes": runes("chaos", 6) + runes("body", 1),
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


# ---------------------------------------------------------------- Hexdrinker, Boots of Swiftness

def test_hexdrinker_gives_its_bearer_deflect(scenario):
    """Effect Text keyword (718.3, 809): the equipped unit has Deflect, +1 Might; the enemy's
    spell on it costs [A] more."""
    s = scenario(spec({}, {"base": [{"card": "Vanguard Sergeant", "attached": ["Hexdrinker"]},
                                    "Daring Poro"]}))
    assert s.might("Vanguard Sergeant", 1) == 4 + 1
    assert s.keywords("Vanguard Sergeant", 1).get("Deflect") == 1
    assert not s.keywords("Daring Poro", 1).get("Deflect")


def test_boots_of_swiftness_give_their_bearer_ganking(scenario):
    """810: the equipped unit (+2) may move battlefield to battlefield."""
    s = scenario(spec({"field": [[{"card": "Vanguard Sergeant",
                                   "attached": ["Boots of Swiftness"]}], []]}))
    assert s.might("Vanguard Sergeant") == 4 + 2
    attack(s, "Vanguard Sergeant", "Altar to Unity")
    assert s.obj("Vanguard Sergeant").loc == 2


# ---------------------------------------------------------------- conquer Effect Text

def test_boneshiver_bearer_conquers_and_channels_a_rune_exhausted(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Boneshiver"]}],
                       "rune_deck": runes("body", 3)}))
    assert s.might("Vanguard Sergeant") == 4 + 2
    attack(s, "Vanguard Sergeant")
    g = s.game
    assert g.bfs[0].controller == 0
    assert len(g.players[0].runes) == 1 and free_runes(s) == 0     # channeled exhausted (430)


def test_dorans_ring_bearer_conquers_discard_then_draw(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Doran's Ring"]}],
                       "hand": ["Stupefy"], "deck": ["Pouty Poro"] + FILL}))
    attack(s, "Vanguard Sergeant")
    assert hand(s) == ["Pouty Poro"] and trash(s) == ["Stupefy"]


def test_cull_bearer_conquers_for_an_exhausted_gold(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Cull"]},
                                "Daring Poro"]}))
    attack(s, "Vanguard Sergeant")
    golds = gold(s)
    assert len(golds) == 1 and golds[0].exhausted
    attack(s, "Daring Poro", "Altar to Unity")                      # not equipped: no Gold
    assert len(gold(s)) == 1


def test_eye_of_the_herald_bearer_moves_and_a_recruit_comes_there(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant",
                                 "attached": ["Eye of the Herald"]}]}))
    assert s.might("Vanguard Sergeant") == 4
    attack(s, "Vanguard Sergeant")
    recruits = board(s, "Recruit", 0)
    assert len(recruits) == 1 and recruits[0].loc == 1


# ---------------------------------------------------------------- Treasure Hunter

def test_treasure_hunter_moves_for_an_exhausted_gold(scenario):
    s = scenario(spec({"base": ["Treasure Hunter"]}))
    attack(s, "Treasure Hunter")
    assert len(gold(s)) == 1 and gold(s)[0].exhausted


# ---------------------------------------------------------------- Factory Recall

def test_factory_recall_returns_a_gear_to_its_owners_hand(scenario):
    s = scenario(spec({"hand": ["Factory Recall"], "runes": runes("chaos", 1)},
                      {"base": ["Doran's Blade"]}))
    s.do("play Factory Recall")
    go(s, "target Doran's Blade")
    settle_open(s)
    assert s.zone("Doran's Blade") == "HAND" and hand(s, 1) == ["Doran's Blade"]


# ---------------------------------------------------------------- Bonds of Strength

def test_bonds_of_strength_two_friendly_units_get_plus_one_and_repeat(scenario):
    """820: Repeat [2] executes it once more with new targets."""
    s = scenario(spec({"hand": ["Bonds of Strength"], "runes": runes("order", 4),
                       "base": ["Vanguard Sergeant", "Daring Poro"]}))
    s.do("play Bonds of Strength", "yes")
    go(s, "target Vanguard Sergeant", "target Daring Poro",
       "target Vanguard Sergeant", "target Daring Poro")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 4 + 2 and s.might("Daring Poro") == 2 + 2
    assert s.might("Mega-Mech", 0) == 8


def held(p0: dict, p1: dict | None = None, bf: str = "Grove of the God-Willow") -> dict:
    """A position at the Awaken step of player 0's turn with `bf` (first) controlled by them."""
    return spec(p0, p1, bfs=[{"card": bf, "controller": 0}, BF[1]], phase="awaken")


# ---------------------------------------------------------------- Eminent Benefactor

def test_eminent_benefactor_holds_for_two_exhausted_golds(scenario):
    s = scenario(held({"field": [["Eminent Benefactor"], []]}))
    to_main(s)
    assert s.game.players[0].points == 1                     # the hold's point (465)
    assert [o.exhausted for o in gold(s)] == [True, True]


# ---------------------------------------------------------------- Sandshifter

def test_sandshifter_kills_an_enemy_unit_with_3_might_or_less(scenario):
    s = scenario(spec({"hand": ["Sandshifter"], "runes": runes("order", 7)},
                      {"field": [["Daring Poro"], []]}))          # and their 8-Might anchor
    s.do("play Sandshifter")
    go(s, "to P0's base", "target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH" and len(board(s, "Mega-Mech", 1)) == 1


# ---------------------------------------------------------------- Trusty Ramhound

def test_trusty_ramhound_has_plus_one_only_with_another_unit_here(scenario):
    s = scenario(spec({"base": ["Trusty Ramhound"], "field": [[], ["Trusty Ramhound"]]}))
    assert s.might("Trusty Ramhound", 0, 0) == 2 + 1               # the anchor is in base
    assert s.might("Trusty Ramhound", 0, 1) == 2                   # alone at Altar to Unity


# ---------------------------------------------------------------- Trove Golem

def test_trove_golem_plays_four_exhausted_golds(scenario):
    s = scenario(spec({"hand": ["Trove Golem"], "runes": runes("order", 10)}))
    s.do("play Trove Golem")
    go(s, "to P0's base")
    settle_open(s)
    assert [o.exhausted for o in gold(s)] == [True] * 4


# ---------------------------------------------------------------- Xin Zhao, Vigilant

def test_xin_zhao_enters_ready_with_two_other_units_in_base(scenario):
    for others, ready in ((["Daring Poro"], True), ([], False)):   # + the anchor
        s = scenario(spec({"hand": ["Xin Zhao, Vigilant"], "runes": runes("order", 4),
                           "base": others}))
        s.do("play Xin Zhao, Vigilant")
        go(s, "to P0's base")
        settle_open(s)
        assert s.obj("Xin Zhao, Vigilant").exhausted is (not ready)


# ---------------------------------------------------------------- Corina Veraza

def test_corina_veraza_moves_to_a_battlefield_for_three_recruits(scenario):
    s = scenario(spec({"base": ["Corina Veraza"]}))
    attack(s, "Corina Veraza")
    recruits = board(s, "Recruit", 0)
    assert [r.loc for r in recruits] == [1, 1, 1]


# ---------------------------------------------------------------- Defiant Dance

def test_defiant_dance_plus_two_and_minus_two(scenario):
    s = scenario(spec({"hand": ["Defiant Dance"], "runes": runes("calm", 2),
                       "base": ["Vanguard Sergeant"]}))
    s.do("play Defiant Dance")
    go(s, "target Vanguard Sergeant", f"target Mega-Mech #{bid(s, 'Mega-Mech', 1)}")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 6 and bmight(s, "Mega-Mech", 1) == 6
    assert bmight(s, "Mega-Mech", 0) == 8


# ---------------------------------------------------------------- On the Hunt

def test_on_the_hunt_readies_your_units_only(scenario):
    s = scenario(spec({"hand": ["On the Hunt"], "runes": runes("body", 2) + runes("chaos", 1),
                       "base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                       "field": [[{"card": "Daring Poro", "exhausted": True}], []]},
                      {"base": [{"card": "Pouty Poro", "exhausted": True}]}))
    s.do("play On the Hunt")
    settle_open(s)
    assert not s.obj("Vanguard Sergeant").exhausted and not s.obj("Daring Poro").exhausted
    assert s.obj("Pouty Poro").exhausted


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


# ---------------------------------------------------------------- Corrupt Enforcer

def test_corrupt_enforcer_discards_on_moving_and_draws_on_winning(scenario):
    s = scenario(spec({"base": ["Corrupt Enforcer"], "hand": ["Stupefy"],
                       "deck": ["Pouty Poro"] + FILL}, {"field": [["Daring Poro"], []]}))
    attack(s, "Corrupt Enforcer")
    assert s.zone("Daring Poro") == "TRASH" and s.game.bfs[0].controller == 0
    assert trash(s) == ["Stupefy"] and hand(s) == ["Pouty Poro"]


# ---------------------------------------------------------------- Marching Orders

def test_marching_orders_a_friendly_and_an_enemy_unit_deal_damage_to_each_other(scenario):
    s = scenario(spec({"hand": ["Marching Orders"], "runes": runes("body", 3),
                       "base": ["Vanguard Sergeant"]}, {"field": [["Daring Poro"], []]}))
    s.do("play Marching Orders")
    go(s, "no", "target Vanguard Sergeant", "target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH" and s.obj("Vanguard Sergeant").damage == 2


# ---------------------------------------------------------------- Black Market Broker

def test_black_market_broker_card_played_from_face_down_makes_a_gold(scenario):
    s = scenario(spec({"base": ["Black Market Broker"], "field": [["Daring Poro"], []]},
                      {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Back Off", "controller": 0}}, BF[1]]))
    s.do("play Back Off")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert len(gold(s)) == 1 and gold(s)[0].exhausted


def test_black_market_broker_ignores_a_card_played_from_hand(scenario):
    s = scenario(spec({"base": ["Black Market Broker"], "hand": ["Back Off"],
                       "runes": runes("calm", 3)}, {"field": [["Playful Phantom"], []]}))
    s.do("play Back Off")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert gold(s) == []


# ---------------------------------------------------------------- Beast Below

def test_beast_below_returns_another_friendly_and_an_enemy_unit(scenario):
    s = scenario(spec({"hand": ["Beast Below"], "runes": runes("chaos", 9),
                       "base": ["Daring Poro"]}, {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Beast Below")
    go(s, "to P0's base", "target Daring Poro", "target Vanguard Sergeant")
    settle_open(s)
    assert hand(s) == ["Daring Poro"] and hand(s, 1) == ["Vanguard Sergeant"]
    assert s.zone("Beast Below") == "BOARD"


# ---------------------------------------------------------------- Windsinger

def test_windsinger_may_return_a_small_unit_at_a_battlefield(scenario):
    s = scenario(spec({"hand": ["Windsinger"], "runes": runes("chaos", 2)},
                      {"field": [["Daring Poro", "Vanguard Sergeant"], []]}))
    s.do("play Windsinger")
    go(s, "to P0's base", "yes")
    assert not s.can(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")   # 4 Might
    go(s, "target Daring Poro")
    settle_open(s)
    assert hand(s, 1) == ["Daring Poro"] and s.zone("Vanguard Sergeant") == "BOARD"


def test_windsinger_has_hidden(scenario):
    """811: printed "Hidden" (without brackets) is the keyword: it can be hidden for [A]."""
    s = scenario(spec({"hand": ["Windsinger"], "runes": runes("chaos", 1),
                       "field": [["Daring Poro"], []]}))
    assert any(o.startswith("hide Windsinger") for o in s.options())


# ---------------------------------------------------------------- Called Shot

def test_called_shot_draws_one_of_the_top_two_and_recycles_the_other(scenario):
    s = scenario(spec({"hand": ["Called Shot"], "runes": runes("chaos", 1),
                       "deck": ["Pouty Poro", "Stupefy"] + FILL}))
    s.do("play Called Shot")
    go(s, "no")                                  # no [chaos] left for the Repeat anyway
    settle_open(s)
    s.do(f"choose Stupefy #{s.id('Stupefy')}")
    settle_open(s)
    deck = s.game.players[0].deck
    assert hand(s) == ["Stupefy"] and deck[-1] == s.id("Pouty Poro")   # to the bottom (416)


def test_called_shot_repeat_looks_again(scenario):
    """820: Repeat [chaos] executes it once more: two cards drawn, two recycled."""
    s = scenario(spec({"hand": ["Called Shot"], "runes": runes("chaos", 2),
                       "deck": ["Pouty Poro", "Stupefy", "Daring Poro", "Sharkling"] + FILL}))
    s.do("play Called Shot", "yes")
    settle_open(s)
    s.do(f"choose Stupefy #{s.id('Stupefy')}")
    settle_open(s)
    s.do(f"choose Sharkling #{s.id('Sharkling')}")
    settle_open(s)
    assert hand(s) == ["Sharkling", "Stupefy"]
    assert s.game.players[0].deck[-2:] == [s.id("Pouty Poro"), s.id("Daring Poro")]


# ---------------------------------------------------------------- Glasc Mixologist

def test_glasc_mixologist_deathknell_plays_a_cheap_unit_from_trash_free(scenario):
    """808 Deathknell: a unit of cost [3] or less and [A] or less from the trash, ignoring its
    cost; Mega-Mech ([7]) may not be chosen."""
    s = scenario(spec({"field": [[{"card": "Glasc Mixologist", "damage": 2}], []],
                       "hand": ["Hextech Ray"], "runes": runes("fury", 1),
                       "trash": ["Pouty Poro", "Mega-Mech", "Sharkling"]}))
    s.do("play Hextech Ray")
    go(s, "target Glasc Mixologist")
    s.do("yes")
    assert sorted(s.options()) == [f"choose Pouty Poro #{s.id('Pouty Poro')}",
                                   f"choose Sharkling #{s.id('Sharkling')}"]
    s.do(f"choose Pouty Poro #{s.id('Pouty Poro')}")
    go(s, "to P0's base")
    settle_open(s)
    assert s.zone("Glasc Mixologist") == "TRASH" and s.zone("Pouty Poro") == "BOARD"
    assert free_runes(s) == 0


# ---------------------------------------------------------------- Forgefire Cape

def test_forgefire_cape_bearer_attacks_and_deals_2_to_enemies_here(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Forgefire Cape"]}]},
                      {"base": ["Daring Poro"], "field": [["Pouty Poro", "Daring Poro"], []]}))
    assert s.might("Vanguard Sergeant") == 4 + 3
    attack(s, "Vanguard Sergeant")
    assert len(board(s, "Daring Poro", 1)) == 1 and len(board(s, "Pouty Poro", 1)) == 0
    assert board(s, "Daring Poro", 1)[0].damage == 0 and s.game.bfs[0].controller == 0


def test_forgefire_cape_bearer_defends_and_deals_2(scenario):
    """Yeti Brawler (6) attacks the equipped Daring Poro (2 + 3): 2 from the Cape and 5 combat
    damage kill it (without the Cape's 2 it would survive with 5 damage)."""
    s = scenario(spec({"base": ["Yeti Brawler"]},
                      {"field": [[{"card": "Daring Poro", "attached": ["Forgefire Cape"]}], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 1}, BF[1]]))
    attack(s, "Yeti Brawler")
    assert s.zone("Yeti Brawler") == "TRASH" and s.zone("Daring Poro") == "TRASH"


# ---------------------------------------------------------------- Petricite Monument

def test_petricite_monument_gives_friendly_units_deflect(scenario):
    s = scenario(spec({}, {"base": ["Petricite Monument", "Vanguard Sergeant"]}))
    assert s.keywords("Vanguard Sergeant", 1).get("Deflect") == 1
    assert not s.keywords("Mega-Mech", 0).get("Deflect")
    assert s.keywords("Petricite Monument", 1).get("Temporary")    # 816: killed at the start
                                                                   # of its controller's turn


# ---------------------------------------------------------------- Last Rites

def test_last_rites_equip_recycles_two_from_trash(scenario):
    """818.1.c.3: its Equip cost has a non-resource part: recycle 2 cards from your trash."""
    s = scenario(spec({"base": ["Last Rites", "Vanguard Sergeant"], "runes": runes("chaos", 1),
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
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Last Rites"]}],
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


# ---------------------------------------------------------------- Downwell

def test_downwell_returns_all_units_and_gear_tokens_cease(scenario):
    s = scenario(spec({"hand": ["Downwell"], "runes": runes("chaos", 10),
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


# ---------------------------------------------------------------- Fae Porter

def test_fae_porter_pays_chaos_to_bring_a_unit_to_the_same_battlefield(scenario):
    s = scenario(spec({"base": ["Fae Porter", "Vanguard Sergeant"], "runes": runes("chaos", 1)}))
    attack(s, "Fae Porter")
    go(s, "target Vanguard Sergeant", "yes")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 1 and s.obj("Fae Porter").loc == 1
    assert free_runes(s) == 0


def test_fae_porter_without_chaos_moves_nobody(scenario):
    s = scenario(spec({"base": ["Fae Porter", "Vanguard Sergeant"], "runes": runes("order", 1)}))
    attack(s, "Fae Porter")
    assert s.obj("Vanguard Sergeant").loc == LOC_BASE


# ---------------------------------------------------------------- Zaun Punk

def test_zaun_punk_kills_a_friendly_gear_to_kill_a_gear(scenario):
    """356.2.b: the optional additional cost (kill a friendly gear); paid: kill a gear."""
    s = scenario(spec({"hand": ["Zaun Punk"], "runes": runes("order", 3), "base": ["Gold"]},
                      {"base": ["Doran's Blade"]}))
    gold_id = bid(s, "Gold")
    s.do("play Zaun Punk", "yes")
    go(s, "to P0's base", f"choose Gold #{gold_id}")
    settle_open(s)
    go(s, "target Doran's Blade")
    settle_open(s)
    assert board(s, "Gold", 0) == [] and s.zone("Doran's Blade") == "TRASH"


def test_zaun_punk_without_the_extra_cost_kills_nothing(scenario):
    s = scenario(spec({"hand": ["Zaun Punk"], "runes": runes("order", 3), "base": ["Gold"]},
                      {"base": ["Doran's Blade"]}))
    s.do("play Zaun Punk", "no")
    go(s, "to P0's base")
    settle_open(s)
    assert len(board(s, "Gold", 0)) == 1 and s.zone("Doran's Blade") == "BOARD"


# ---------------------------------------------------------------- Harpoon Squad

def test_harpoon_squad_moving_from_a_battlefield_gives_plus_two(scenario):
    """"When I move from a battlefield": not when moving from base."""
    s = scenario(spec({"base": ["Harpoon Squad"],
                       "field": [[], [{"card": "Harpoon Squad", "keywords": ["Ganking"]}]]}))
    first, second = bid(s, "Harpoon Squad", 0, 0), bid(s, "Harpoon Squad", 0, 1)
    assert s.game.objs[first].loc == LOC_BASE
    attack(s, f"Harpoon Squad #{first}")                  # base -> Grove: no trigger
    assert bmight(s, "Harpoon Squad", 0, 0) == 4
    attack(s, f"Harpoon Squad #{second}")                 # Altar -> Grove (Ganking, 810)
    assert s.game.objs[second].loc == 1
    assert bmight(s, "Harpoon Squad", 0, 1) == 4 + 2 and bmight(s, "Harpoon Squad", 0, 0) == 4


# ---------------------------------------------------------------- Draven, Audacious

def test_draven_audacious_scores_the_first_combat_he_wins_each_turn(scenario):
    s = scenario(spec({"base": ["Draven, Audacious"]},
                      {"field": [["Daring Poro"], ["Daring Poro"]]}))
    attack(s, "Draven, Audacious")
    assert s.zone("Daring Poro", 1) == "TRASH"
    assert s.game.players[0].points == 1 + 1               # Draven's point and the conquer's


def test_draven_audacious_scores_winning_on_defence_once_per_turn(scenario):
    """The Spiritforged FAQ: a combat is won on offence or defence."""
    s = scenario(spec({"base": ["Daring Poro", "Stalwart Poro"]},
                      {"field": [["Draven, Audacious"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 1}, BF[1]]))
    attack(s, f"Daring Poro #{bid(s, 'Daring Poro')}")
    assert s.game.players[1].points == 1 and s.zone("Draven, Audacious") == "BOARD"
    attack(s, f"Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    assert s.game.players[1].points == 1                    # the first time each turn only


def test_draven_audacious_dying_in_combat_gives_the_opponent_a_point(scenario):
    s = scenario(spec({"base": ["Draven, Audacious"]}, {"field": [["Mega-Mech"], []]}))
    attack(s, "Draven, Audacious")
    assert s.zone("Draven, Audacious") == "TRASH"
    assert s.game.players[1].points == 1 and s.game.players[0].points == 0


def test_draven_audacious_dying_outside_combat_gives_nothing(scenario):
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2)},
                      {"field": [[{"card": "Draven, Audacious", "damage": 4}], []]}))
    s.do("play Hextech Ray")
    go(s, "target Draven, Audacious")
    settle_open(s)
    assert s.zone("Draven, Audacious") == "TRASH"
    assert s.game.players[0].points == 0 and s.game.players[1].points == 0


# ---------------------------------------------------------------- Glorious Executioner

def test_glorious_executioner_draws_when_you_win_a_combat(scenario):
    s = scenario(spec({"legend": "Glorious Executioner", "base": ["Vanguard Sergeant"],
                       "deck": ["Pouty Poro"] + FILL}, {"field": [["Daring Poro"], []]}))
    attack(s, "Vanguard Sergeant")
    assert hand(s) == ["Pouty Poro"]


def test_glorious_executioner_no_draw_for_a_conquest_without_combat(scenario):
    s = scenario(spec({"legend": "Glorious Executioner", "base": ["Vanguard Sergeant"],
                       "deck": ["Pouty Poro"] + FILL}))
    attack(s, "Vanguard Sergeant")
    assert s.game.bfs[0].controller == 0 and hand(s) == []


# ---------------------------------------------------------------- The Papertree

def test_the_papertree_hold_each_player_channels_a_rune_exhausted(scenario):
    s = scenario(held({"field": [["Vanguard Sergeant"], []], "rune_deck": runes("order", 4)},
                      {"rune_deck": runes("fury", 4)}, bf="The Papertree"))
    g = s.game
    to_main(s)
    # the Papertree's rune each (exhausted), then P0's Channel Phase: 2 more (315.3)
    assert len(g.players[1].runes) == 1 and g.objs[g.players[1].runes[0]].exhausted
    assert len(g.players[0].runes) == 1 + 2


# ---------------------------------------------------------------- Overzealous Fan

def test_overzealous_fan_kills_itself_to_send_an_attacker_home(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Overzealous Fan"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 1}, BF[1]]))
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


# ---------------------------------------------------------------- Renata Glasc, Industrialist

def test_renata_industrialist_your_token_units_enter_ready(scenario):
    s = scenario(spec({"base": ["Renata Glasc, Industrialist"], "hand": ["Vanguard Sergeant"],
                       "runes": runes("order", 4), "field": [["Royal Guard"], []]}))
    s.do("play Vanguard Sergeant")
    go(s, "to P0's base")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").exhausted                  # not a token


def test_renata_industrialist_tokens_of_an_effect_enter_ready(scenario):
    s = scenario(spec({"base": ["Renata Glasc, Industrialist"], "hand": ["Royal Guard"],
                       "runes": runes("order", 4)}))
    s.do("play Royal Guard")
    go(s, "to P0's base")
    settle_open(s)
    soldiers = board(s, "Sand Soldier", 0)
    assert len(soldiers) == 1 and not soldiers[0].exhausted
    assert s.obj("Royal Guard").exhausted


# ---------------------------------------------------------------- Azir, Sovereign

def test_azir_sovereign_attacks_and_brings_token_units(scenario):
    s = scenario(spec({"base": ["Azir, Sovereign", "Sand Soldier", "Recruit",
                                "Vanguard Sergeant"]}, {"field": [["Mega-Mech"], []]}))
    attack(s, "Azir, Sovereign")
    go(s, f"target Sand Soldier #{bid(s, 'Sand Soldier')}", f"target Recruit #{bid(s, 'Recruit')}",
       "done")
    assert not s.can(f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == LOC_BASE
    ev = [e for e in s.game.events if e.kind.name == "MOVE"]
    moved = {e.obj for e in ev}
    assert s.id("Sand Soldier") in moved and s.id("Recruit") in moved


def test_azir_sovereign_brings_at_most_eight_tokens(scenario):
    """riftsim's capacity: a chain item holds 8 chosen targets (reference MAX_TARGETS, the
    core's MAXTG); with nine tokens the "any number" choice ends after the eighth, on both
    engines alike, and the ninth stays in base."""
    s = scenario(spec({"base": ["Azir, Sovereign"] + ["Recruit"] * 9},
                      {"field": [["Mega-Mech"], []]}))
    attack(s, "Azir, Sovereign")
    recruits = [i for i in s.ids("Recruit") if s.game.objs[i].zone.name == "BOARD"]
    for r in recruits[:8]:
        s.do(f"target Recruit #{r}")
    assert not s.can(f"target Recruit #{recruits[8]}")
    settle_open(s)
    moved = {e.obj for e in s.game.events if e.kind.name == "MOVE"}
    assert set(recruits[:8]) <= moved and recruits[8] not in moved


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


# ---------------------------------------------------------------- Edge of Night

def test_edge_of_night_played_from_face_down_attaches_to_a_unit_of_yours(scenario):
    """811: played from its hidden battlefield; its play trigger attaches it (434) to a unit
    you control, chosen at that battlefield (811.1.d.2; the Spiritforged FAQ on its errata):
    Daring Poro, not the Sergeant in base; +2 Might."""
    s = scenario(spec({"field": [["Daring Poro"], []], "base": ["Vanguard Sergeant"]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Edge of Night", "controller": 0}}, BF[1]]))
    s.do("play Edge of Night")
    settle_open(s)
    assert s.obj("Edge of Night").attached_to == s.id("Daring Poro")
    assert s.might("Daring Poro") == 2 + 2 and s.might("Vanguard Sergeant") == 4


def test_edge_of_night_played_from_hand_does_not_attach(scenario):
    s = scenario(spec({"hand": ["Edge of Night"], "runes": runes("chaos", 3),
                       "base": ["Vanguard Sergeant"]}))
    s.do("play Edge of Night")
    settle_open(s)
    assert s.zone("Edge of Night") == "BOARD" and s.obj("Edge of Night").attached_to == -1
    assert s.might("Vanguard Sergeant") == 4


# ---------------------------------------------------------------- Rabadon's Deathcrown

def test_rabadons_deathcrown_attached_adds_3_bonus_damage_to_your_spells(scenario):
    """712-715: Hextech Ray's 3 + 3 Bonus Damage kill Playful Phantom (5)."""
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant",
                                 "attached": ["Rabadon's Deathcrown"]}],
                       "hand": ["Hextech Ray"], "runes": runes("fury", 2)},
                      {"field": [["Playful Phantom"], []]}))
    assert s.might("Vanguard Sergeant") == 4 + 3
    s.do("play Hextech Ray")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH"


def test_rabadons_deathcrown_unattached_adds_nothing(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant", "Rabadon's Deathcrown"],
                       "hand": ["Hextech Ray"], "runes": runes("fury", 2)},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Hextech Ray")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "BOARD" and s.obj("Playful Phantom").damage == 3


# ---------------------------------------------------------------- Shurelya's Requiem

def test_shurelyas_requiem_played_readies_your_units(scenario):
    s = scenario(spec({"hand": ["Shurelya's Requiem"], "runes": runes("calm", 6),
                       "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                      {"base": [{"card": "Pouty Poro", "exhausted": True}]}))
    s.do("play Shurelya's Requiem")
    settle_open(s)
    assert not s.obj("Vanguard Sergeant").exhausted and s.obj("Pouty Poro").exhausted
    assert s.obj("Shurelya's Requiem").attached_to == -1


def test_shurelyas_requiem_your_units_with_the_bearer_have_ganking(scenario):
    """718.3: "here" is the equipped unit's location: Daring Poro there may move battlefield to
    battlefield (810); the unit in base has no Ganking."""
    s = scenario(spec({"field": [[], [{"card": "Vanguard Sergeant",
                                       "attached": ["Shurelya's Requiem"]}, "Daring Poro"]],
                       "base": ["Stalwart Poro"]}))
    assert s.keywords("Daring Poro").get("Ganking") == 1
    assert s.keywords("Vanguard Sergeant").get("Ganking") == 1
    assert not s.keywords("Stalwart Poro").get("Ganking")
    attack(s, "Daring Poro", "Grove of the God-Willow")
    assert s.obj("Daring Poro").loc == 1
    assert not s.keywords("Daring Poro").get("Ganking")           # no longer there


# ---------------------------------------------------------------- Loyal Pup

def test_loyal_pup_moves_to_the_battlefield_you_defend(scenario):
    """P1 attacks the Grove P0 holds with Daring Poro; P0 defends there (459.2): the Pup in
    base may move to it (the event's location, 359.3.f.3)."""
    s = scenario(spec({"base": ["Loyal Pup"], "field": [["Daring Poro"], []]},
                      {"base": ["Yeti Brawler"]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0}, BF[1]],
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


# ---------------------------------------------------------------- Arcane Shift

def test_arcane_shift_replays_a_friendly_unit_and_deals_3(scenario):
    """The unit is banished and played again by its owner for free (419.3: where a unit may be
    played); 3 damage to an enemy unit at a battlefield; the spell is banished."""
    s = scenario(spec({"hand": ["Arcane Shift"], "runes": runes("mind", 4),
                       "base": [{"card": "Vanguard Sergeant", "damage": 2}]},
                      {"field": [["Playful Phantom"], []]}))
    old = s.id("Vanguard Sergeant")
    s.do("play Arcane Shift")
    go(s, "target Vanguard Sergeant", "target Playful Phantom")
    settle_open(s)
    go(s, "to P0's base")
    settle_open(s)
    vs = s.obj("Vanguard Sergeant")
    assert s.zone("Vanguard Sergeant") == "BOARD" and vs.damage == 0 and vs.loc == LOC_BASE
    assert s.obj("Playful Phantom").damage == 3
    assert s.zone("Arcane Shift") == "BANISHMENT" and old == vs.id
    assert free_runes(s) == 1                 # [3] + [A] paid; the Sergeant's [4] was not


# ---------------------------------------------------------------- Ancient Warmonger

def test_ancient_warmonger_assault_counts_the_enemy_units_here(scenario):
    """807: Assault N: +N Might while an attacker; N = the enemy units at its battlefield."""
    s = scenario(spec({"base": ["Ancient Warmonger"]},
                      {"field": [["Daring Poro", "Stalwart Poro", "Pouty Poro"], []]}))
    assert not s.keywords("Ancient Warmonger").get("Assault")          # none in base
    s.do(f"move Ancient Warmonger #{bid(s, 'Ancient Warmonger')}")
    go(s, "to Grove of the God-Willow")
    assert s.keywords("Ancient Warmonger").get("Assault") == 3
    assert s.might("Ancient Warmonger") == 4 + 3


# ---------------------------------------------------------------- Blade of the Ruined King

def test_blade_of_the_ruined_king_equip_kills_a_friendly_unit(scenario):
    """818.1.c.3: its Equip cost has a non-resource part, "kill a friendly unit", chosen as it
    is paid (357.2.a); +4 Might."""
    s = scenario(spec({"base": ["Blade of the Ruined King", "Vanguard Sergeant", "Daring Poro"],
                       "runes": runes("order", 1)}))
    blade = bid(s, "Blade of the Ruined King")
    s.do(f"activate ability 0 of Blade of the Ruined King #{blade}")
    go(s, "target Vanguard Sergeant")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert f"choose Daring Poro #{s.id('Daring Poro')}" in s.options()
    s.do(f"choose Daring Poro #{s.id('Daring Poro')}")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    assert s.obj("Blade of the Ruined King").attached_to == s.id("Vanguard Sergeant")
    assert s.might("Vanguard Sergeant") == 4 + 4 and free_runes(s) == 0


# ---------------------------------------------------------------- Jax, Unrelenting

def test_jax_unrelenting_pays_1_to_draw_when_an_equipment_is_attached_to_him(scenario):
    s = scenario(spec({"base": ["Jax, Unrelenting", "Long Sword"],
                       "runes": runes("fury", 2), "deck": ["Pouty Poro"] + FILL}))
    s.do(f"activate ability 0 of Long Sword #{bid(s, 'Long Sword')}")
    go(s, "target Jax, Unrelenting")
    for _ in range(10):
        if s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            break
        s.do("pass")
    s.do("yes")
    settle_open(s)
    assert s.obj("Long Sword").attached_to == s.id("Jax, Unrelenting")
    assert hand(s) == ["Pouty Poro"] and free_runes(s) == 0


def test_jax_unrelenting_other_units_equipped_draw_nothing(scenario):
    s = scenario(spec({"base": ["Jax, Unrelenting", "Long Sword", "Vanguard Sergeant"],
                       "runes": runes("fury", 2), "deck": ["Pouty Poro"] + FILL}))
    s.do(f"activate ability 0 of Long Sword #{bid(s, 'Long Sword')}")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Long Sword").attached_to == s.id("Vanguard Sergeant")
    assert hand(s) == [] and free_runes(s) == 1


# ---------------------------------------------------------------- Yordle Explorer

def test_yordle_explorer_draws_for_a_card_with_two_power(scenario):
    s = scenario(spec({"base": ["Yordle Explorer"], "hand": ["On the Hunt", "Hextech Ray"],
                       "runes": runes("body", 2) + runes("chaos", 1) + runes("fury", 2),
                       "deck": ["Pouty Poro", "Stupefy"] + FILL},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Hextech Ray")                                   # [A]: no draw
    go(s, "target Playful Phantom")
    settle_open(s)
    assert hand(s) == ["On the Hunt"]
    s.do("play On the Hunt")                                   # [A][A]: draw 1
    settle_open(s)
    assert hand(s) == ["Pouty Poro"]


# ---------------------------------------------------------------- Fae Dragon

def test_fae_dragon_buffs_up_to_four_friendly_units(scenario):
    s = scenario(spec({"hand": ["Fae Dragon"], "runes": runes("body", 8),
                       "base": ["Vanguard Sergeant", "Daring Poro"]}))
    s.do("play Fae Dragon")
    go(s, "to P0's base", "target Vanguard Sergeant", "target Daring Poro", "done")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").buff == 1 and s.obj("Daring Poro").buff == 1
    assert s.might("Vanguard Sergeant") == 5


def test_fae_dragon_spending_a_buff_makes_a_gold(scenario):
    """702.2.b: Wildclaw Shaman's "may spend a buff" cost spends the Sergeant's buff."""
    s = scenario(spec({"hand": ["Wildclaw Shaman"], "runes": runes("body", 4),
                       "base": ["Fae Dragon", {"card": "Vanguard Sergeant", "buff": 1}]}))
    s.do("play Wildclaw Shaman")
    go(s, "to P0's base")
    for _ in range(10):
        if s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            break
        s.do("pass")
    s.do("yes")
    go(s, f"choose Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").buff == 0
    assert len(gold(s)) == 1 and gold(s)[0].exhausted


# ---------------------------------------------------------------- Marai Spire

def test_marai_spire_controlled_makes_repeat_cost_1_less(scenario):
    """Bonds of Strength [2] + Repeat [2] - 1: three runes pay for both executions."""
    s = scenario(spec({"hand": ["Bonds of Strength"], "runes": runes("order", 3),
                       "field": [["Vanguard Sergeant", "Daring Poro"], []]},
                      bfs=[{"card": "Marai Spire", "controller": 0}, BF[1]]))
    s.do("play Bonds of Strength", "yes")
    go(s, "target Vanguard Sergeant", "target Daring Poro",
       "target Vanguard Sergeant", "target Daring Poro")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 4 + 2 and free_runes(s) == 0


def test_marai_spire_not_controlled_no_discount(scenario):
    s = scenario(spec({"hand": ["Bonds of Strength"], "runes": runes("order", 3),
                       "base": ["Vanguard Sergeant", "Daring Poro"]},
                      bfs=[{"card": "Marai Spire", "controller": 1}, BF[1]]))
    s.do("play Bonds of Strength")
    assert s.kind != DecisionKind.OPTIONAL_COST or not s.can("yes")   # [4] > 3 runes
    go(s, "target Vanguard Sergeant", "target Daring Poro")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 4 + 1


# ---------------------------------------------------------------- Rally the Troops

def test_rally_the_troops_buffs_each_friendly_unit_played_this_turn(scenario):
    """390.2: a delayed ability lasting the turn: every unit its controller plays afterwards
    this turn is buffed (702: +1 Might), not only the next one; and draw 1."""
    s = scenario(spec({"hand": ["Rally the Troops", "Daring Poro", "Daring Poro"],
                       "runes": runes("order", 6)}))
    s.do("play Rally the Troops")
    settle_open(s)
    assert len(hand(s)) == 3                                  # two Poros and the card drawn
    for _ in range(2):
        s.do("play Daring Poro")
        go(s, "to P0's base")
        settle_open(s)
    poros = board(s, "Daring Poro", 0)
    assert len(poros) == 2
    assert [p.buff for p in poros] == [1, 1]
    assert [bmight(s, "Daring Poro", 0, i) for i in range(2)] == [3, 3]


def test_rally_the_troops_does_not_buff_units_played_before_it(scenario):
    s = scenario(spec({"hand": ["Daring Poro", "Rally the Troops"],
                       "runes": runes("order", 4)}))
    s.do("play Daring Poro")
    go(s, "to P0's base")
    settle_open(s)
    s.do("play Rally the Troops")
    settle_open(s)
    assert s.obj("Daring Poro").buff == 0


# ---------------------------------------------------------------- Drag Under

def test_drag_under_costs_2_less_played_from_the_trash(scenario):
    """356.4: a discount of its own that holds when it is played from anywhere but the hand
    (here the trash, by Endless Riches' "you may play cards from your trash"); the discount
    also applies while it is on the chain being paid for (354-357): 5 - 2 = 3 Energy."""
    from card_helpers import act, card, decide, tgt
    for energy, playable in ((3, True), (2, False)):
        s = scenario(spec({"base": ["Endless Riches"], "trash": ["Drag Under"],
                           "pool": {"energy": energy, "power": {"order": 1}}},
                          {"field": [["Vanguard Sergeant"], []]}))
        du = card(s, "Drag Under")
        assert s.can(f"play {du}") == playable
        if playable:
            act(s, f"play {du}", tgt(s, "Vanguard Sergeant", 1))
            decide(s)
            settle_open(s)
            assert s.zone("Vanguard Sergeant") == "TRASH"         # killed at the battlefield
            assert s.game.players[0].energy == 0


def test_drag_under_costs_full_from_the_hand(scenario):
    from card_helpers import act, decide, tgt
    for energy, playable in ((4, False), (5, True)):
        s = scenario(spec({"hand": ["Drag Under"],
                           "pool": {"energy": energy, "power": {"order": 1}}},
                          {"field": [["Vanguard Sergeant"], []]}))
        assert s.can("play Drag Under") == playable
        if playable:
            act(s, "play Drag Under", tgt(s, "Vanguard Sergeant", 1))
            decide(s)
            settle_open(s)
            assert s.zone("Vanguard Sergeant") == "TRASH"
            assert s.game.players[0].energy == 0



# ---------------------------------------------------------------- Hard Bargain

def _hard_bargain(scenario, p0_runes: int):
    """P0 plays Hextech Ray (3 to the Sergeant at a battlefield); P1 answers with Hard Bargain
    on it (its Repeat not affordable)."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", p0_runes)},
                      {"hand": ["Hard Bargain"], "runes": runes("chaos", 2),
                       "field": [["Vanguard Sergeant"], []]}))
    s.do("play Hextech Ray")
    go(s, f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}")
    assert s.decision.player == 1
    s.do("play Hard Bargain")                    # (the lone target; Repeat not affordable)
    settle_open(s)
    return s


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
