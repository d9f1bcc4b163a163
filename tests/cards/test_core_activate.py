"""Activated abilities (376-381, 400.2), costs within a trigger's instructions (383.3.b),
once-per-turn triggers, gear and Equipment (818, 821, 819) in positions of cards the compiled
core runs, so each test checks both engines (the card tests elsewhere often hold a card the
core does not run yet and are skipped there)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference import layers
from riftsim import Zone
from card_helpers import bid, settle, spec


def go(s, *texts):
    """Apply the described actions; a text that matches nothing is skipped (a single-option
    decision is taken at once)."""
    for text in texts:
        if s.can(text):
            s.do(text)
    return s


def xp(s, player=0):
    return s.game.players[player].xp


def hand(s, player=0):
    return [s.game.pool[s.game.objs[c].card].name for c in s.game.players[player].hand]


def test_seal_adds_power_at_once_without_a_chain(scenario):
    """400.2: an [Add] ability resolves at once (no chain, no passes); its gear exhausts."""
    s = scenario(spec({"base": ["Seal of Rage"]}))
    s.do(f"activate ability 0 of Seal of Rage #{bid(s, 'Seal of Rage')}")
    assert not s.game.chain and s.game.players[0].power.get("fury") == 1
    assert s.obj("Seal of Rage").exhausted
    assert not any("Seal of Rage" in o for o in s.options())     # exhausted: no more


def test_gold_kills_itself_to_add_any_power(scenario):
    """Gold: "Kill this, exhaust: [Add] [A]" — the token leaves the board as the cost."""
    s = scenario(spec({"base": ["Gold"]}))
    gold = bid(s, "Gold")
    s.do(f"activate ability 0 of Gold #{gold}")
    assert s.game.objs[gold].zone != Zone.BOARD and s.game.players[0].power.get("any") == 1


def test_daughter_of_the_void_adds_spell_power_as_a_reaction(scenario):
    s = scenario(spec({"legend": "Daughter of the Void"}))
    go(s, "activate ability 0 of Daughter of the Void")
    assert s.game.players[0].power.get("spell_any") == 1 and s.obj("Daughter of the Void").exhausted


def test_vi_destructive_recycles_a_trash_card_of_your_choice(scenario):
    s = scenario(spec({"base": ["Vi, Destructive"], "trash": ["Sharkling", "Mega-Mech"]}))
    s.do(f"activate ability 0 of Vi, Destructive #{bid(s, 'Vi, Destructive')}")
    assert s.kind == DecisionKind.CHOOSE_CARD                  # 357.2: which card
    p = s.game.players[0]
    mech = next(c for c in p.trash if s.game.pool[s.game.objs[c].card].name == "Mega-Mech")
    before = s.might("Vi, Destructive")
    s.do(f"choose Mega-Mech #{mech}")
    settle(s)
    assert list(p.trash) == [s.id("Sharkling")] and list(p.deck)[-1] == mech     # 416
    assert s.might("Vi, Destructive") == before + 1 and not s.obj("Vi, Destructive").exhausted


def test_sett_spends_his_own_buff_for_four_might(scenario):
    s = scenario(spec({"base": [{"card": "Sett, Brawler", "buff": 1}]}))
    before = s.might("Sett, Brawler")
    s.do(f"activate ability 2 of Sett, Brawler #{bid(s, 'Sett, Brawler')}")
    settle(s)
    assert s.obj("Sett, Brawler").buff == 0 and s.might("Sett, Brawler") == before - 1 + 4
    assert not any("Sett, Brawler" in o and "activate" in o for o in s.options())


def test_eye_of_twilight_gives_tank_to_a_friendly_unit(scenario):
    s = scenario(spec({"legend": "Eye of Twilight", "base": ["Sharkling"]}))
    go(s, "activate ability 0 of Eye of Twilight", f"target Sharkling #{bid(s, 'Sharkling')}")
    settle(s)
    assert layers.has(s.game, s.obj("Sharkling"), "Tank") and s.obj("Eye of Twilight").exhausted


def test_megatusk_spends_3_xp_to_give_units_here_ganking(scenario):
    s = scenario(spec({"field": [["Megatusk", "Sharkling"], []], "xp": 2}))
    assert not any("Megatusk" in o and "activate" in o for o in s.options())
    s = scenario(spec({"field": [["Megatusk", "Sharkling"], []], "base": ["Mega-Mech"],
                       "xp": 4}))
    s.do("activate ability 0 of Megatusk")
    settle(s)
    assert xp(s) == 1                                          # 730.2: spent 3
    assert layers.has(s.game, s.obj("Sharkling"), "Ganking")
    assert not layers.has(s.game, s.obj("Mega-Mech"), "Ganking")


def test_gardens_of_becoming_a_unit_there_exhausts_to_gain_xp(scenario):
    s = scenario(spec({"field": [["Sharkling", "Mega-Mech"], []]},
                      bfs=["Gardens of Becoming", "Zaun Warrens"]))
    s.do(f"activate ability 0 of Gardens of Becoming #{s.game.bfs[0].obj}")
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Mega-Mech #{bid(s, 'Mega-Mech')}")
    settle(s)
    assert xp(s) == 1 and s.game.objs[bid(s, "Mega-Mech")].exhausted and not s.obj("Sharkling").exhausted


def test_udyr_each_mode_once_per_turn(scenario):
    s = scenario(spec({"field": [[{"card": "Udyr, Wildman", "buff": 1}], []]}))
    s.do(f"activate ability 0 of Udyr, Wildman #{bid(s, 'Udyr, Wildman')}")
    assert s.kind == DecisionKind.CHOOSE_MODE
    n = len(s.options())
    s.do(s.options()[-1])                                      # give me Ganking
    settle(s)
    assert layers.has(s.game, s.obj("Udyr, Wildman"), "Ganking") and s.obj("Udyr, Wildman").buff == 0
    assert n == 4                                               # both targeted modes possible


def test_miss_fortune_readies_only_the_first_time_she_moves_each_turn(scenario):
    s = scenario(spec({"base": ["Miss Fortune, Captain", {"card": "Sharkling", "exhausted": True}]}))
    s.do(f"move Miss Fortune, Captain #{bid(s, 'Miss Fortune, Captain')}", "to Grove of the God-Willow")
    settle(s)
    assert s.kind == DecisionKind.MAY                         # once per turn: the first move
    s.do("yes")
    go(s, f"target Sharkling #{bid(s, 'Sharkling')}")
    settle(s)
    assert not s.obj("Sharkling").exhausted


def test_shadow_order_disciple_pays_burn_to_grow(scenario):
    s = scenario(spec({"base": ["Shadow Order Disciple"], "deck": ["Mega-Mech", "Sharkling"]}))
    s.do(f"move Shadow Order Disciple #{bid(s, 'Shadow Order Disciple')}",
         "to Grove of the God-Willow")
    settle(s)
    assert s.kind == DecisionKind.OPTIONAL_COST              # 383.3.b: pay or not
    s.do("yes")
    settle(s)
    assert s.zone("Mega-Mech") == "TRASH" and s.might("Shadow Order Disciple") == 3


def test_gloomist_may_exhaust_to_draw_when_you_hold(scenario):
    s = scenario(spec({"legend": "Gloomist", "field": [["Sharkling"], []],
                       "deck": ["Sunlit Guardian", "Mega-Mech", "Mega-Mech"]}, phase="awaken"))
    settle(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle(s)
    assert s.obj("Gloomist").exhausted and "Sunlit Guardian" in hand(s)


def test_weaponmaster_attaches_an_equipment_for_its_equip_cost(scenario):
    """821.1.c: Veteran Poro may pay Doran's Blade's Equip cost to attach it (it is not
    activated); the Blade's +2 then counts for the Poro."""
    s = scenario(spec({"hand": ["Veteran Poro"], "base": ["Doran's Blade"],
                       "runes": ["Body Rune"] * 3}))
    go(s, "play Veteran Poro", "to base")
    settle(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Doran's Blade #{bid(s, 'Doran' + chr(39) + 's Blade')}")
    settle(s)
    blade = s.game.objs[bid(s, "Doran's Blade")]
    assert blade.attached_to == bid(s, "Veteran Poro")
    assert s.might("Veteran Poro") == s.game.pool.by_name("Veteran Poro").might + 2


def test_equipment_moves_with_its_unit_and_is_recalled_when_it_dies(scenario):
    s = scenario(spec({"base": ["B.F. Sword", {"card": "Sharkling", "damage": 0}],
                       "runes": ["Order Rune"] + ["Fury Rune"] * 2, "hand": ["Hextech Ray"]}))
    sword, shark = bid(s, "B.F. Sword"), bid(s, "Sharkling")
    go(s, f"activate ability 0 of B.F. Sword #{sword}", f"target Sharkling #{shark}")
    settle(s)
    assert s.game.objs[sword].attached_to == shark
    s.do(f"move Sharkling #{shark}", "to Grove of the God-Willow")
    settle(s)
    assert s.game.objs[sword].loc == s.game.objs[shark].loc == 1      # 719.3.a


def test_hall_of_legends_pays_one_to_ready_your_legend(scenario):
    """A "may" trigger with a cost within its instructions (383.3.b): answering yes pays [1]
    (no second decision), then the legend is ready again for its own exhaust ability."""
    s = scenario(spec({"legend": "Blind Monk", "base": ["Sharkling"], "pool": {"energy": 2}},
                      bfs=["Hall of Legends", "Zaun Warrens"]))
    lg = s.game.players[0].legend
    go(s, f"activate ability 0 of Blind Monk #{lg}", f"target Sharkling #{bid(s, 'Sharkling')}")
    settle(s)
    assert s.obj("Blind Monk").exhausted and s.game.players[0].energy == 1
    s.do(f"move Sharkling #{bid(s, 'Sharkling')}", "to Hall of Legends")
    settle(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle(s)
    assert not s.obj("Blind Monk").exhausted and s.game.players[0].energy == 0


def test_piltover_enforcer_readies_a_unit_after_a_3_excess_conquer(scenario):
    """"If you assigned 3 or more excess damage" (Mega-Mech's 8 into Sharkling's 1): may,
    the target, then the cost (exhaust the legend)."""
    s = scenario(spec({"legend": "Piltover Enforcer", "base": ["Mega-Mech"]},
                      {"field": [["Sharkling"], []]}))
    s.do(f"move Mega-Mech #{bid(s, 'Mega-Mech')}", "to Grove of the God-Willow")
    settle(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    go(s, f"target Mega-Mech #{bid(s, 'Mega-Mech')}")
    settle(s)
    assert not s.game.objs[bid(s, "Mega-Mech")].exhausted and s.obj("Piltover Enforcer").exhausted


def test_piltover_enforcer_needs_3_excess(scenario):
    s = scenario(spec({"legend": "Piltover Enforcer", "base": ["Vanguard Sergeant"]},
                      {"field": [["Stalwart Poro"], []]}))        # 4 into 2 + Shield 1
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Grove of the God-Willow")
    settle(s)
    assert s.kind == DecisionKind.PRIORITY and s.obj("Vanguard Sergeant").exhausted
    assert s.game.bfs[0].controller == 0


def test_blade_twirler_burns_a_chosen_player_the_first_move_each_turn(scenario):
    s = scenario(spec({"base": ["Blade Twirler"], "deck": ["Mega-Mech", "Sharkling"]},
                      {"deck": ["Vanguard Sergeant", "Sharkling"]}))
    tw = bid(s, "Blade Twirler")
    s.do(f"move Blade Twirler #{tw}", "to Grove of the God-Willow")
    settle(s)
    assert s.kind == DecisionKind.CHOOSE_PLAYER
    s.do(s.options()[1])                                        # player 1
    settle(s)
    assert s.zone("Vanguard Sergeant") == "TRASH" and s.zone("Mega-Mech") == "DECK"


def test_nine_tailed_fox_shrinks_an_enemy_attacking_its_battlefield(scenario):
    """Legend: "When an enemy unit attacks a battlefield you control", it gets -1 Might this
    turn (to a minimum of 1), checked once all units are placed."""
    s = scenario(spec({"base": ["Mega-Mech"]},
                      {"legend": "Nine-Tailed Fox", "field": [["Vanguard Sergeant"], []]},
                      react=True))
    assert s.game.bfs[0].controller == 1
    s.do(f"move Mega-Mech #{bid(s, 'Mega-Mech')}", "to Grove of the God-Willow")
    for _ in range(10):
        if s.kind == DecisionKind.PRIORITY and s.game.chain == [] and s.game.showdown is not None:
            break
        if s.can("pass"):
            s.do("pass")
    assert any(e.kind.name == "TRIGGER" and e.obj == s.game.players[1].legend
               for e in s.game.events)
    settle(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"
