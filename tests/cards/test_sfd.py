"""Spiritforged (SFD) card definitions: one scenario test (or more) per card, each asserting the
card's concrete effect; the Spiritforged mechanics (Equipment 716-719 / 434-435 / 818-821,
becoming Mighty 709, one on one 741.2, Repeat 820) are exercised through the cards that use
them."""

from __future__ import annotations

import dataclasses
import random

import pytest

from riftsim.actions import DecisionKind
from riftsim.reference import layers
from riftsim import LOC_BASE, NONE, Zone
from card_helpers import settle

BFS = ["Grove of the God-Willow", "Zaun Warrens"]     # OGN battlefields, neutral here
DECK = ["Mega-Mech"] * 6


def spec(p0: dict, p1: dict | None = None, *, bfs=None, **kw) -> dict:
    p0 = {"deck": list(DECK), **p0}
    p1 = {"deck": list(DECK), **(p1 or {})}
    out = {"battlefields": bfs or BFS, "players": [p0, p1]}
    out.update(kw)
    return out


def bid(s, name: str, player: int | None = None, index: int = 0) -> int:
    """Id of the `index`-th board object called `name`."""
    ids = [i for i in s.ids(name, player) if s.game.objs[i].zone == Zone.BOARD]
    return ids[index]


def tgt(s, name: str, player: int | None = None, index: int = 0) -> str:
    return f"target {name} #{bid(s, name, player, index)}"


def bmight(s, name: str, player: int | None = None, index: int = 0) -> int:
    return layers.might(s.game, s.game.objs[bid(s, name, player, index)])


def tokens(s, name: str, player: int = 0) -> list:
    g = s.game
    return [o for o in g.objs if o.zone == Zone.BOARD and g.pool[o.card].name == name
            and o.controller == player]




def free_runes(g, player: int) -> int:
    return sum(1 for r in g.players[player].runes if not g.objs[r].exhausted)


# ===================================================================== Fury


def test_gem_jammer_gives_a_unit_ganking(scenario):
    """Gem Jammer: play effect (383.4.a): a unit gets Ganking this turn (810: it may move
    battlefield to battlefield)."""
    s = scenario(spec({"hand": ["Gem Jammer"], "runes": ["Fury Rune"] * 2,
                       "field": [["Vanguard Sergeant"], []]}))
    s.do("play Gem Jammer", "to P0's base", tgt(s, "Vanguard Sergeant"))
    settle(s)
    u = s.game.objs[bid(s, "Vanguard Sergeant")]
    assert layers.has(s.game, u, "Ganking")
    s.do(f"move Vanguard Sergeant #{u.id}", "to Zaun Warrens")
    assert u.loc == 2


def test_assembly_rig_recycles_a_unit_from_trash_for_a_mech(scenario):
    """Assembly Rig: [1][fury], recycle a unit from your trash (chosen: 357.2), exhaust: a
    3-Might Mech unit token in base (exhausted, 182)."""
    s = scenario(spec({"base": ["Assembly Rig", "Vanguard Sergeant"],
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
    mechs = tokens(s, "Mech")
    assert len(mechs) == 1 and mechs[0].loc == LOC_BASE and mechs[0].exhausted
    assert layers.might(g, mechs[0]) == 3
    assert g.objs[rig].exhausted
    assert len(g.players[0].runes) == 1       # one rune paid [1] and then [fury] (163.2)
    trash_names = sorted(g.pool[g.objs[i].card].name for i in g.players[0].trash)
    assert trash_names == ["Hextech Ray", "Pouty Poro"]
    assert g.players[0].deck[-1] == mm                                     # to the bottom


def test_assembly_rig_needs_a_unit_in_trash(scenario):
    s = scenario(spec({"base": ["Assembly Rig"], "runes": ["Fury Rune"] * 2,
                       "trash": ["Hextech Ray"]}))
    assert not any("activate" in o for o in s.options())


def test_ferrous_forerunner_deathknell_makes_two_mechs(scenario):
    """Ferrous Forerunner, Deathknell (808): two 3-Might Mech tokens in your base."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                       "field": [[{"card": "Ferrous Forerunner", "damage": 4}], []]}))
    s.do("play Hextech Ray")                  # the only unit at a battlefield: auto-targeted
    settle(s)
    assert s.zone("Ferrous Forerunner") == "TRASH"
    mechs = tokens(s, "Mech")
    assert [(m.loc, layers.might(s.game, m)) for m in mechs] == [(LOC_BASE, 3), (LOC_BASE, 3)]


def test_rumble_hotheaded_mechs_have_assault(scenario):
    """Rumble, Hotheaded: your Mechs have Assault (+1 Might while attacking, 807)."""
    s = scenario(spec({"base": ["Rumble, Hotheaded", "Mech", "Vanguard Sergeant"],
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
    s = scenario(spec({"base": ["Rumble, Hotheaded", "Mech", "Vanguard Sergeant"],
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
    assert free_runes(g, 0) == 0 and len(g.players[0].runes) == 2   # 3 energy, 1 fury recycled


def test_rumble_hotheaded_may_decline(scenario):
    s = scenario(spec({"base": ["Rumble, Hotheaded", "Mech"], "trash": ["Ferrous Forerunner"],
                       "runes": ["Fury Rune"] * 3}))
    s.do(f"move Rumble, Hotheaded #{bid(s, 'Rumble, Hotheaded')}", "to Grove of the God-Willow")
    s.do("done")
    settle(s)
    assert s.zone("Ferrous Forerunner") == "TRASH" and len(tokens(s, "Mech")) == 1


# ===================================================================== Mind


def test_bubble_bot_readies_another_mech(scenario):
    """Bubble Bot: when played, ready another friendly Mech."""
    s = scenario(spec({"hand": ["Bubble Bot"], "runes": ["Mind Rune"] * 3,
                       "base": [{"card": "Mech", "exhausted": True}, "Vanguard Sergeant"]}))
    s.do("play Bubble Bot")                   # base is its only place; the Mech the only target
    settle(s)
    assert not s.obj("Mech").exhausted
    assert s.obj("Bubble Bot").exhausted


def test_forecaster_gives_mechs_vision(scenario):
    """Forecaster: your Mechs have Vision (817): playing a Mech looks at the top card, which
    may be recycled."""
    s = scenario(spec({"hand": ["Bubble Bot"], "runes": ["Mind Rune"] * 3,
                       "base": ["Forecaster"], "deck": ["Hextech Ray", "Mega-Mech"]}))
    g = s.game
    top = g.players[0].deck[0]
    s.do("play Bubble Bot")
    settle_until_may(s)
    s.do("yes")
    settle(s)
    assert g.players[0].deck[-1] == top and g.players[0].deck[0] != top


def settle_until_may(s, limit: int = 20):
    for _ in range(limit):
        if s.kind == DecisionKind.MAY:
            return s
        s.do("option 0" if s.kind == DecisionKind.ORDER_TRIGGERS else "pass")
    raise AssertionError("no MAY decision came")


def test_frigid_touch_and_its_repeat(scenario):
    """Frigid Touch: a unit gets -2 Might this turn; Repeat [2] (820) executes it again with
    its own choice (820.2.a): the same unit gets -4."""
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": ["Mind Rune"] * 4,
                       "base": ["Vanguard Sergeant"]},
                      {"field": [["Mega-Mech"], []]}))
    mm = bid(s, "Mega-Mech", 1)
    before = bmight(s, "Mega-Mech", 1)
    s.do("play Frigid Touch", "yes", f"target Mega-Mech #{mm}", f"target Mega-Mech #{mm}")
    settle(s)
    assert bmight(s, "Mega-Mech", 1) == before - 4
    assert free_runes(s.game, 0) == 0


def test_frigid_touch_without_repeat(scenario):
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": ["Mind Rune"] * 4,
                       "base": ["Vanguard Sergeant"]},
                      {"field": [["Mega-Mech"], []]}))
    before = bmight(s, "Mega-Mech", 1)
    s.do("play Frigid Touch", "no", tgt(s, "Mega-Mech", 1))
    settle(s)
    assert bmight(s, "Mega-Mech", 1) == before - 2
    assert free_runes(s.game, 0) == 2


def test_plundering_poro_conquer_makes_exhausted_gold_and_gold_adds_power(scenario):
    """Plundering Poro: when I conquer, an exhausted Gold gear token. Gold (sfd-t03): kill it,
    exhaust it: [Reaction] [Add] one Power of any domain (an Add resolves at once, 400.2)."""
    s = scenario(spec({"base": ["Plundering Poro", {"card": "Gold"}, "Vanguard Sergeant"],
                       "hand": ["Punch First"], "runes": ["Body Rune"]}))
    g = s.game
    s.do(f"move Plundering Poro #{bid(s, 'Plundering Poro')}", "to Grove of the God-Willow")
    settle(s)
    golds = tokens(s, "Gold")
    assert len(golds) == 2 and golds[1].exhausted and not golds[0].exhausted
    assert golds[1].loc == LOC_BASE
    # the ready Gold pays the second Body Power of Punch First (1 Energy + 2 Body)
    assert not s.can("play Punch First")
    s.do(f"activate ability 0 of Gold #{golds[0].id}")
    assert g.players[0].power == {"any": 1} and golds[0].zone == Zone.REMOVED
    s.do("play Punch First", tgt(s, "Plundering Poro"))
    settle(s)
    assert bmight(s, "Plundering Poro") == 2 + 5
    assert not g.players[0].power and free_runes(g, 0) == 0


def test_wages_of_pain_deals_3_and_makes_gold(scenario):
    """Wages of Pain: deal 3 to a unit at a battlefield; an exhausted Gold token."""
    s = scenario(spec({"hand": ["Wages of Pain"], "runes": ["Mind Rune"] * 3,
                       "base": ["Vanguard Sergeant"]},
                      {"field": [["Mega-Mech"], []]}))
    s.do("play Wages of Pain")                # the only unit at a battlefield
    settle(s)
    assert s.game.objs[bid(s, "Mega-Mech", 1)].damage == 3
    golds = tokens(s, "Gold")
    assert len(golds) == 1 and golds[0].exhausted


def test_breakneck_mech_enters_ready_with_another_mech_and_grants_keywords(scenario):
    """Breakneck Mech: enters ready if you control another Mech; your Mechs have Deflect and
    Ganking."""
    s = scenario(spec({"hand": ["Breakneck Mech"], "runes": ["Mind Rune"] * 10,
                       "base": ["Mech", "Vanguard Sergeant"]}))
    g = s.game
    s.do("play Breakneck Mech")
    settle(s)
    bm = g.objs[bid(s, "Breakneck Mech")]
    assert not bm.exhausted
    mech = g.objs[bid(s, "Mech")]
    for u in (bm, mech):
        kws = layers.keywords(g, u)
        assert kws.get("Deflect") == 1 and "Ganking" in kws
    assert "Deflect" not in layers.keywords(g, g.objs[bid(s, "Vanguard Sergeant")])


def test_breakneck_mech_enters_exhausted_alone(scenario):
    s = scenario(spec({"hand": ["Breakneck Mech"], "runes": ["Mind Rune"] * 10,
                       "base": ["Vanguard Sergeant"]}))
    s.do("play Breakneck Mech")
    settle(s)
    assert s.obj("Breakneck Mech").exhausted


def test_breakneck_mech_deflect_taxes_enemy_spells(scenario):
    """809: an enemy spell choosing a Mech pays [A] more: Hextech Ray needs 3 runes now."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"],
                       "base": ["Stalwart Poro"]},
                      {"field": [["Breakneck Mech", "Mech", "Vanguard Sergeant"], []]}))
    s.do("play Hextech Ray")                  # only the non-Mech is affordable: auto-targeted
    settle(s)
    assert s.game.objs[bid(s, "Vanguard Sergeant", 1)].damage == 3
    assert s.game.objs[bid(s, "Breakneck Mech", 1)].damage == 0


def test_production_surge_costs_less_with_a_mech(scenario):
    """Production Surge: costs [2] less if you control a Mech; a 3-Might Mech token in your
    base, draw 1."""
    s = scenario(spec({"hand": ["Production Surge"], "runes": ["Mind Rune"] * 2,
                       "base": ["Mech", "Vanguard Sergeant"]}))
    g = s.game
    s.do("play Production Surge")
    settle(s)
    assert len(tokens(s, "Mech")) == 2 and len(g.players[0].hand) == 1
    s2 = scenario(spec({"hand": ["Production Surge"], "runes": ["Mind Rune"] * 2}))
    assert not s2.can("play Production Surge")


def test_rumble_scrapper_pumps_mechs_and_makes_one_on_hold(scenario):
    """Rumble, Scrapper: your Mechs (me included) have +1 Might; when I hold, a Mech token."""
    s = scenario(spec({"base": ["Mech", "Vanguard Sergeant"],
                       "field": [["Rumble, Scrapper"], []]}, phase="awaken"))
    settle(s)
    assert bmight(s, "Rumble, Scrapper") == 5
    assert sorted(layers.might(s.game, m) for m in tokens(s, "Mech")) == [4, 4]   # held: +1
    assert len(tokens(s, "Mech")) == 2
    assert bmight(s, "Vanguard Sergeant") == s.game.pool.by_name("Vanguard Sergeant").might


# ===================================================================== Body


def test_dauntless_vanguard_may_be_played_to_an_occupied_enemy_battlefield(scenario):
    """Dauntless Vanguard: besides base / battlefields you control (355.2), an occupied
    battlefield an enemy controls (169.10.a) — not an empty one an enemy controls."""
    s = scenario(spec({"hand": ["Dauntless Vanguard"], "runes": ["Body Rune"] * 4,
                       "base": ["Vanguard Sergeant"]},
                      {"field": [[], ["Stalwart Poro"]]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 1}, "Zaun Warrens"]))
    g = s.game
    s.do("play Dauntless Vanguard")
    assert sorted(s.options()) == ["to P0's base", "to Zaun Warrens"]
    s.do("to Zaun Warrens")
    settle(s)
    # it contested Zaun Warrens (187.3.a.1): a combat there, 4 Might beats Stalwart Poro (2+1)
    assert any(e.kind.name == "SHOWDOWN" and e.loc == 2 and e.value == 1 for e in g.events)
    assert s.zone("Stalwart Poro") == "TRASH" and g.bfs[1].controller == 0


def test_punch_first_gives_plus_5(scenario):
    s = scenario(spec({"hand": ["Punch First"], "runes": ["Body Rune"] * 2,
                       "base": ["Vanguard Sergeant", "Stalwart Poro"]}))
    s.do("play Punch First", tgt(s, "Stalwart Poro"))
    settle(s)
    assert bmight(s, "Stalwart Poro") == 2 + 5 and bmight(s, "Vanguard Sergeant") == 4


def test_jaull_fish_costs_2_less_per_mighty_unit(scenario):
    """Jaull-Fish (7 Energy + 2 body): [2] less for each of your Mighty units (708): with two,
    3 Energy + 2 body, which three Body runes pay."""
    s = scenario(spec({"hand": ["Jaull-Fish"], "runes": ["Body Rune"] * 3,
                       "base": ["Mountain Drake", "Playful Phantom", "Vanguard Sergeant"]}))
    s.do("play Jaull-Fish")
    settle(s)
    g = s.game
    assert s.obj("Jaull-Fish").zone == Zone.BOARD
    assert len(g.players[0].runes) == 1 and free_runes(g, 0) == 0
    s2 = scenario(spec({"hand": ["Jaull-Fish"], "runes": ["Body Rune"] * 3,
                        "base": ["Mountain Drake", "Vanguard Sergeant"]}))
    assert not s2.can("play Jaull-Fish")      # one Mighty unit: 5 + 2 body, 3 runes too few


def test_show_of_strength_draws_per_mighty_unit(scenario):
    s = scenario(spec({"hand": ["Show of Strength"], "runes": ["Body Rune"] * 2,
                       "base": ["Mountain Drake", "Playful Phantom", "Vanguard Sergeant"]}))
    s.do("play Show of Strength")
    settle(s)
    assert len(s.game.players[0].hand) == 2


def test_fiora_peerless_doubles_her_might_attacking_one_on_one(scenario):
    """Fiora, Peerless: attacking one on one (741.2) she gets +Might equal to her Might this
    combat (432 Double): 6 kills Vanguard Sergeant (4) and survives its 4 damage."""
    s = scenario(spec({"base": ["Fiora, Peerless", "Stalwart Poro"]},
                      {"field": [["Vanguard Sergeant"], []]}))
    g = s.game
    s.do(f"move Fiora, Peerless #{bid(s, 'Fiora, Peerless')}", "to Grove of the God-Willow")
    settle(s)
    assert s.zone("Vanguard Sergeant", 1) == "TRASH"
    fiora = s.obj("Fiora, Peerless")
    assert fiora.zone == Zone.BOARD and fiora.loc == 1 and g.bfs[0].controller == 0
    assert layers.might(g, fiora) == 3                  # "this combat" is over


def test_fiora_peerless_not_one_on_one(scenario):
    """Two defenders: not one on one, no doubling; 3 Might Fiora dies to 4 + 2 damage."""
    s = scenario(spec({"base": ["Fiora, Peerless", "Stalwart Poro"]},
                      {"field": [["Vanguard Sergeant", "Daring Poro"], []]}))
    s.do(f"move Fiora, Peerless #{bid(s, 'Fiora, Peerless')}", "to Grove of the God-Willow")
    assert s.kind == DecisionKind.ASSIGN_DAMAGE      # no trigger: combat damage at once
    assert layers.might(s.game, s.obj("Fiora, Peerless")) == 3
    s.do(tgt(s, "Vanguard Sergeant", 1))
    settle(s)
    assert s.zone("Fiora, Peerless") == "TRASH"
    assert s.game.bfs[0].controller == 1


def test_lucian_merciless_readies_the_first_time_he_conquers_each_turn(scenario):
    """Lucian, Merciless: the first conquest each turn readies him; the second does not."""
    s = scenario(spec({"base": ["Lucian, Merciless", "Stalwart Poro"], "hand": ["Gem Jammer"],
                       "runes": ["Fury Rune"] * 2}))
    g = s.game
    luc = bid(s, "Lucian, Merciless")
    s.do("play Gem Jammer", f"target Lucian, Merciless #{luc}")      # Ganking this turn
    settle(s)
    s.do(f"move Lucian, Merciless #{luc}", "to Grove of the God-Willow")
    settle(s)
    assert g.bfs[0].controller == 0 and not g.objs[luc].exhausted
    s.do(f"move Lucian, Merciless #{luc}", "to Zaun Warrens")
    settle(s)
    assert g.bfs[1].controller == 0 and g.objs[luc].exhausted


def test_yone_conquering_an_uncontrolled_battlefield_hits_a_unit_in_a_base(scenario):
    """Yone, Blademaster (errata): conquering a battlefield that was uncontrolled deals damage
    equal to his Might (5) to an enemy unit in a base."""
    s = scenario(spec({"base": ["Yone, Blademaster", "Stalwart Poro"]},
                      {"base": ["Vanguard Sergeant", "Mountain Drake"]}))
    s.do(f"move Yone, Blademaster #{bid(s, 'Yone, Blademaster')}", "to Grove of the God-Willow")
    s.do(tgt(s, "Mountain Drake", 1))
    settle(s)
    assert s.game.objs[bid(s, "Mountain Drake", 1)].damage == 5
    assert s.game.objs[bid(s, "Vanguard Sergeant", 1)].damage == 0


def test_yone_does_not_trigger_on_an_enemy_controlled_battlefield(scenario):
    s = scenario(spec({"base": ["Yone, Blademaster", "Stalwart Poro"]},
                      {"base": ["Vanguard Sergeant", "Mountain Drake"]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 1}, "Zaun Warrens"]))
    g = s.game
    s.do(f"move Yone, Blademaster #{bid(s, 'Yone, Blademaster')}", "to Grove of the God-Willow")
    settle(s)
    assert g.bfs[0].controller == 0                      # conquered, but it was P1's
    assert all(o.damage == 0 for o in g.objs if o.zone == Zone.BOARD)


# ===================================================================== Chaos


def test_vex_cheerless_discounts_friendly_spells_in_combat(scenario):
    """Vex, Cheerless: while in combat (741.3), friendly spells cost [1][A] less, not below
    [1] Energy (356.4.e): Punch First (1 + 2 body) costs 1 + 1 body, one Body rune."""
    s = scenario(spec({"base": ["Vex, Cheerless", "Stalwart Poro"], "hand": ["Punch First"],
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
    assert g.objs[mm].zone == Zone.TRASH and free_runes(g, 0) == 0
    assert s.obj("Vex, Cheerless").zone == Zone.BOARD and g.bfs[0].controller == 0


def test_vex_cheerless_taxes_enemy_spells_in_combat(scenario):
    """…and enemy spells cost [1][A] more (356.3) while Vex is in combat."""
    from riftsim.reference import play

    s = scenario(spec({"base": ["Vex, Cheerless", "Stalwart Poro"], "hand": ["Punch First"],
                       "runes": ["Body Rune"]},
                      {"field": [["Mega-Mech"], []], "hand": ["Discipline"]}))
    g = s.game
    disc = g.objs[s.id("Discipline")]
    before = play.base_price(g, disc, 1, -1)
    assert (before.energy, len(before.power)) == (2, 0)
    s.do(f"move Vex, Cheerless #{bid(s, 'Vex, Cheerless')}", "to Grove of the God-Willow")
    during = play.base_price(g, disc, 1, -1)
    assert (during.energy, len(during.power)) == (3, 1)


# ===================================================================== Order


def test_royal_guard_makes_a_sand_soldier_here(scenario):
    s = scenario(spec({"hand": ["Royal Guard"], "runes": ["Order Rune"] * 4,
                       "field": [["Stalwart Poro"], []]}))
    s.do("play Royal Guard", "to Grove of the God-Willow")
    settle(s)
    ss = tokens(s, "Sand Soldier")
    assert len(ss) == 1 and ss[0].loc == 1 and layers.might(s.game, ss[0]) == 2
    assert s.game.pool[ss[0].card].tags == ("Shurima",)     # 184.3


@pytest.mark.parametrize("boost,draws", [(3, 2), (0, 0)])
def test_unsung_hero_draws_2_if_it_was_mighty(scenario, boost, draws):
    """Unsung Hero, Deathknell: draw 2 if it was Mighty as it died (last-known Might,
    808.1.d.3)."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                       "base": ["Stalwart Poro"],
                       "field": [[{"card": "Unsung Hero", "damage": 2 if boost else 0,
                                   "might": boost}], []]}))
    s.do("play Hextech Ray")
    settle(s)
    assert s.zone("Unsung Hero") == "TRASH"
    assert len(s.game.players[0].hand) == draws


def test_fiora_worthy_readies_a_unit_that_becomes_mighty(scenario):
    """Fiora, Worthy: a unit you control becomes Mighty (709: 4 -> 6 with Discipline): you
    may pay [order] to ready it."""
    s = scenario(spec({"base": ["Fiora, Worthy", {"card": "Vanguard Sergeant", "exhausted": True}],
                       "hand": ["Discipline"], "runes": ["Calm Rune", "Calm Rune", "Order Rune"]}))
    g = s.game
    s.do("play Discipline", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle(s)
    vs = g.objs[bid(s, "Vanguard Sergeant")]
    assert layers.might(g, vs) == 6 and not vs.exhausted
    assert len(g.players[0].runes) == 2                # the Order rune was recycled


def test_fiora_worthy_not_for_a_unit_entering_mighty(scenario):
    """709 / seed ruling on Rengar: a unit that enters with 5+ Might is Mighty but did not
    become Mighty."""
    s = scenario(spec({"base": ["Fiora, Worthy"], "hand": ["Playful Phantom"],
                       "runes": ["Calm Rune"] * 5 + ["Order Rune"]}))
    s.do("play Playful Phantom")
    settle(s)
    assert s.kind == DecisionKind.PRIORITY and s.obj("Playful Phantom").exhausted


# ===================================================================== legends, signatures


def test_mechanized_menace_gives_mechs_shield(scenario):
    """Mechanized Menace: your Mechs have Shield (+1 Might as defenders, 814): a defending
    Mech token (3 + 1) trades with an attacking Vanguard Sergeant (4)."""
    s = scenario(spec({"legend": "Mechanized Menace", "field": [["Mech"], []]},
                      {"base": ["Vanguard Sergeant", "Stalwart Poro"]}, turn_player=1))
    g = s.game
    assert layers.keywords(g, g.objs[bid(s, "Mech")]).get("Shield") == 1
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}",
         "to Grove of the God-Willow")
    settle(s)
    assert s.zone("Vanguard Sergeant", 1) == "TRASH" and not tokens(s, "Mech")


def test_danger_zone_pumps_mechs_and_repeats(scenario):
    """Danger Zone: your Mechs get +1 Might this turn; Repeat [1][A] does it again (820)."""
    s = scenario(spec({"hand": ["Danger Zone"], "runes": ["Mind Rune"] * 4,
                       "base": ["Mech", "Vanguard Sergeant", "Gem Jammer"]}))
    s.do("play Danger Zone", "yes")
    settle(s)
    assert layers.might(s.game, tokens(s, "Mech")[0]) == 5
    assert bmight(s, "Gem Jammer") == 4 and bmight(s, "Vanguard Sergeant") == 4


def test_grand_duelist_channels_when_a_unit_becomes_mighty(scenario):
    """Grand Duelist (Fiora legend): a unit of yours becomes Mighty: you may exhaust me to
    channel 1 rune exhausted."""
    s = scenario(spec({"legend": "Grand Duelist", "base": ["Vanguard Sergeant"],
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


def test_riposte_counters_a_spell_and_pumps_by_its_energy_cost(scenario):
    """Riposte: counter a spell (425) and give a friendly unit +Might equal to that spell's
    Energy cost this turn: Void Seeker costs 3."""
    s = scenario(spec({"hand": ["Riposte"], "runes": ["Body Rune", "Body Rune", "Order Rune",
                                                     "Order Rune"],
                       "field": [["Vanguard Sergeant"], []]},
                      {"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3,
                       "base": ["Stalwart Poro"]}, turn_player=1))
    g = s.game
    s.do("play Void Seeker")                 # the only unit at a battlefield is targeted
    assert s.game.priority == 0
    s.do("play Riposte")
    settle(s)
    vs = g.objs[bid(s, "Vanguard Sergeant")]
    assert vs.damage == 0 and layers.might(g, vs) == 4 + 3
    assert s.zone("Void Seeker") == "TRASH" and len(g.players[1].hand) == 0


# ===================================================================== battlefields


def test_minefield_burns_two_when_you_conquer_it(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant", "Stalwart Poro"]},
                      bfs=["Minefield", "Zaun Warrens"]))
    g = s.game
    deck = len(g.players[0].deck)
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Minefield")
    settle(s)
    assert len(g.players[0].deck) == deck - 2 and len(g.players[0].trash) == 2


def test_ornns_forge_discounts_the_first_gear_each_turn(scenario):
    """Ornn's Forge: while you control it, your first non-token gear each turn costs [1]
    less: Assembly Rig (4) for 3; the second one costs 4."""
    s = scenario(spec({"hand": ["Assembly Rig", "Assembly Rig"], "runes": ["Fury Rune"] * 6,
                       "field": [["Stalwart Poro"], []]}, bfs=["Ornn's Forge", "Zaun Warrens"]))
    g = s.game
    s.do("play Assembly Rig")
    settle(s)
    assert free_runes(g, 0) == 3
    assert not s.can("play Assembly Rig")
    s2 = scenario(spec({"hand": ["Assembly Rig"], "runes": ["Fury Rune"] * 3,
                        "base": ["Stalwart Poro"]}, bfs=["Ornn's Forge", "Zaun Warrens"]))
    assert not s2.can("play Assembly Rig")   # not controlled: no discount


@pytest.mark.parametrize("top,where", [("Hextech Ray", "HAND"), ("Vanguard Sergeant", "DECK")])
def test_ravenbloom_conservatory_reveals_on_defense(scenario, top, where):
    """Ravenbloom Conservatory: when you defend here, reveal your top card: a spell goes to
    your hand, anything else is recycled (to the bottom)."""
    s = scenario(spec({"field": [["Mountain Drake"], []], "deck": [top] + DECK},
                      {"base": ["Vanguard Sergeant", "Stalwart Poro"]}, turn_player=1,
                      bfs=["Ravenbloom Conservatory", "Zaun Warrens"]))
    g = s.game
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 1)}",
         "to Ravenbloom Conservatory")
    settle(s)
    o = s.obj(top, 0)
    assert o.zone.name == where
    if where == "DECK":
        assert g.players[0].deck[-1] == o.id


def test_sunken_temple_draws_when_conquered_with_a_mighty_unit(scenario):
    s = scenario(spec({"base": ["Mountain Drake", "Stalwart Poro"], "runes": ["Calm Rune"]},
                      bfs=["Sunken Temple", "Zaun Warrens"]))
    g = s.game
    s.do(f"move Mountain Drake #{bid(s, 'Mountain Drake')}", "to Sunken Temple")
    settle(s)
    s.do("yes")
    settle(s)
    assert len(g.players[0].hand) == 1 and free_runes(g, 0) == 0


def test_sunken_temple_needs_a_mighty_unit(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant", "Stalwart Poro"], "runes": ["Calm Rune"]},
                      bfs=["Sunken Temple", "Zaun Warrens"]))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Sunken Temple")
    settle(s)
    assert s.kind == DecisionKind.PRIORITY and len(s.game.players[0].hand) == 0


def test_treasure_hoard_sells_a_gold_for_1(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant", "Stalwart Poro"], "runes": ["Calm Rune"]},
                      bfs=["Treasure Hoard", "Zaun Warrens"]))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Treasure Hoard")
    settle(s)
    s.do("yes")
    settle(s)
    golds = tokens(s, "Gold")
    assert len(golds) == 1 and golds[0].exhausted and free_runes(s.game, 0) == 0


def test_veiled_temple_readies_a_friendly_gear(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant", "Stalwart Poro",
                                {"card": "Assembly Rig", "exhausted": True}]},
                      bfs=["Veiled Temple", "Zaun Warrens"]))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Veiled Temple")
    settle(s)
    s.do("yes")                               # the only friendly gear is the target
    settle(s)
    assert not s.obj("Assembly Rig").exhausted


# ===================================================================== Equipment
# Doran's Blade (Equip [body], Might Bonus +2) and Long Sword (Quick-Draw, Equip [fury], +2)
# are defined (Might Bonuses are card facts: scripts/build_card_data.py); `equip_pool` (a
# scenario pool, `pool_with`) gives Forgefire Cape a TEST-ONLY definition with just its Equip
# [A] (its Might Bonus, +3, comes from the facts), so no attack or defence trigger of its Effect
# Text (test_sfd_cards_b.py) enters these tests. Card-by-card Equipment tests are in
# test_equipment.py.


@pytest.fixture
def equip_pool():
    from riftsim.cards.dsl import Equip
    from riftsim.cards.pool import pool_with
    from riftsim.cards.registry import card_def

    return pool_with(card_def("Forgefire Cape", Equip(power=("A",))))


def test_equip_attaches_adds_might_bonus_and_follows_the_unit(scenario):
    """818: Equip [body]: attach to a unit you control (a target, 818.1.b.1); 434.1.d: the
    unit has +2 Might; 719.3.a: it moves with the unit, and attached gear at a battlefield is
    not recalled (435.4.a); 718.2: while attached its Equip ability is inactive; 719.5 / 435.4.b:
    when the unit dies it detaches where the unit was, then the cleanup recalls it."""
    s = scenario(spec({"base": ["Doran's Blade", "Vanguard Sergeant", "Stalwart Poro"],
                       "runes": ["Body Rune", "Fury Rune", "Fury Rune"], "hand": ["Hextech Ray"]},
                      {"field": [[], ["Pouty Poro"]]}))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    s.do(f"activate ability 0 of Doran's Blade #{blade}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    assert g.objs[blade].attached_to == vs and layers.might(g, g.objs[vs]) == 6
    assert not any("Doran's Blade" in o for o in s.options())   # 718.2
    s.do(f"move Vanguard Sergeant #{vs}", "to Grove of the God-Willow")
    settle(s)
    assert g.objs[blade].loc == 1 and g.objs[blade].attached_to == vs   # not recalled
    s.do("play Hextech Ray", f"target Vanguard Sergeant #{vs}")   # 6 Might: survives 3
    settle(s)
    assert g.objs[vs].zone == Zone.BOARD


def test_equipment_detaches_when_its_unit_dies(scenario):
    s = scenario(spec({"base": ["Stalwart Poro", "Doran's Blade"], "hand": ["Hextech Ray"],
                       "runes": ["Fury Rune", "Fury Rune", "Body Rune"],
                       "field": [[{"card": "Vanguard Sergeant", "damage": 3}], []]}))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    s.do(f"activate ability 0 of Doran's Blade #{blade}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    assert g.objs[blade].loc == 1 and layers.might(g, g.objs[vs]) == 6    # 434.4
    s.do("play Hextech Ray")                  # 3 more damage: 6 >= 6
    settle(s)
    assert g.objs[vs].zone == Zone.TRASH
    assert g.objs[blade].attached_to == NONE and g.objs[blade].loc == LOC_BASE   # recalled


def test_weaponmaster_moves_an_equipment_for_its_equip_cost(scenario):
    """821: Veteran Poro's Weaponmaster: you may pay the Equip cost of an Equipment you control
    less [A] to attach it to me, even if attached elsewhere (its [body] is not reduced,
    821.1.c.3)."""
    s = scenario(spec({"hand": ["Veteran Poro"], "runes": ["Body Rune"] * 4,
                       "base": ["Vanguard Sergeant", "Doran's Blade"]}))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    s.do(f"activate ability 0 of Doran's Blade #{blade}")     # Equip: the only unit
    settle(s)
    assert g.objs[blade].attached_to == vs
    s.do("play Veteran Poro")
    settle(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Doran's Blade #{blade}")
    settle(s)
    poro = bid(s, "Veteran Poro")
    assert g.objs[blade].attached_to == poro
    assert layers.might(g, g.objs[poro]) == 4 and layers.might(g, g.objs[vs]) == 4
    assert len(g.players[0].runes) == 2       # two [body] recycled: Equip, Weaponmaster


def test_weaponmaster_reduces_an_any_power_equip_cost_and_is_optional(scenario, equip_pool):
    """Lucian, Merciless: Weaponmaster on Forgefire Cape (test: Equip [A]; +3) costs nothing;
    declining (the FAQ: Weaponmaster is optional) leaves it unattached."""
    s = scenario(spec({"hand": ["Lucian, Merciless"], "runes": ["Body Rune"] * 3,
                       "base": ["Forgefire Cape", "Stalwart Poro"]}), pool=equip_pool)
    g = s.game
    cape = bid(s, "Forgefire Cape")
    s.do("play Lucian, Merciless")
    settle(s)
    s.do(f"choose Forgefire Cape #{cape}")
    settle(s)
    luc = bid(s, "Lucian, Merciless")
    assert g.objs[cape].attached_to == luc and layers.might(g, g.objs[luc]) == 3 + 3
    assert free_runes(g, 0) == 0 and len(g.players[0].runes) == 3   # only the 3 Energy
    s2 = scenario(spec({"hand": ["Yone, Blademaster"], "runes": ["Body Rune"] * 6,
                        "base": ["Forgefire Cape", "Stalwart Poro"]}), pool=equip_pool)
    s2.do("play Yone, Blademaster")
    settle(s2)
    s2.do("done")
    settle(s2)
    assert s2.game.objs[bid(s2, "Forgefire Cape")].attached_to == NONE


def test_strike_down_uses_an_equipped_unit_then_detaches(scenario):
    """Strike Down: an equipped friendly unit deals damage equal to its Might (4 + 2) to an
    enemy unit, then an Equipment is detached from it."""
    s = scenario(spec({"hand": ["Strike Down"], "runes": ["Body Rune"] * 4,
                       "base": ["Vanguard Sergeant", "Doran's Blade", "Stalwart Poro"]},
                      {"base": ["Mountain Drake", "Pouty Poro"]}))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    assert not s.can("play Strike Down")      # no equipped friendly unit yet
    s.do(f"activate ability 0 of Doran's Blade #{blade}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    s.do("play Strike Down", tgt(s, "Mountain Drake", 1))   # the equipped unit: auto
    settle(s)
    assert g.objs[bid(s, "Mountain Drake", 1)].damage == 6
    assert g.objs[blade].attached_to == NONE and layers.might(g, g.objs[vs]) == 4


def test_veiled_temple_may_detach_a_readied_equipment(scenario):
    """Veiled Temple: when you conquer here, you may ready a friendly gear; if it is an
    Equipment you may detach it (435; unattached at a battlefield it is recalled, 435.4.a)."""
    s = scenario(spec({"base": ["Stalwart Poro", "Vanguard Sergeant",
                                {"card": "Doran's Blade", "exhausted": True}],
                       "runes": ["Body Rune"]},
                      bfs=["Veiled Temple", "Zaun Warrens"]))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    s.do(f"activate ability 0 of Doran's Blade #{blade}", f"target Vanguard Sergeant #{vs}")
    settle(s)                                 # Equip needs no ready gear (818.1.c.2)
    s.do(f"move Vanguard Sergeant #{vs}", "to Veiled Temple")
    settle(s)
    s.do("yes")                               # ready a friendly gear: the blade (auto)
    settle(s)
    s.do(f"choose Doran's Blade #{blade}")    # and detach it
    settle(s)
    b = g.objs[blade]
    assert not b.exhausted and b.attached_to == NONE and b.loc == LOC_BASE
    assert layers.might(g, g.objs[vs]) == 4 and g.objs[vs].loc == 1


def test_quick_draw_plays_at_reaction_speed_and_attaches(scenario):
    """819: Quick-Draw gear has [Reaction] (819.1.b) and, when played, attaches to a unit you
    control (819.1.d). Long Sword: Quick-Draw, Equip [fury], Might Bonus +2."""
    s = scenario(spec({"base": ["Vanguard Sergeant", "Stalwart Poro"]},
                      {"hand": ["Long Sword"], "runes": ["Fury Rune"] * 3,
                       "base": ["Pouty Poro", "Daring Poro"], "field": [[], ["Mega-Mech"]]},
                      turn_player=0))
    g = s.game
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Zaun Warrens")
    # combat at Zaun Warrens: P0 has nothing to play (its pass is automatic); P1 has focus
    assert g.showdown.focus == 1 and s.can("play Long Sword")
    s.do("play Long Sword")
    settle(s)
    s.do(f"choose Mega-Mech #{bid(s, 'Mega-Mech', 1)}")
    sword = bid(s, "Long Sword")
    assert g.objs[sword].attached_to == bid(s, "Mega-Mech", 1)
    assert layers.might(g, g.objs[bid(s, "Mega-Mech", 1)]) == 8 + 2


def test_laurent_duelist_has_assault_2(scenario):
    s = scenario(spec({"base": ["Laurent Duelist", "Stalwart Poro"], "hand": ["Frigid Touch"],
                       "runes": ["Mind Rune"] * 2},
                      {"field": [["Mega-Mech"], []]}))
    s.do(f"move Laurent Duelist #{bid(s, 'Laurent Duelist')}", "to Grove of the God-Willow")
    assert bmight(s, "Laurent Duelist") == 3 + 2


# ===================================================================== decks, games


#: an Equipment riftsim does not define (Unleashed: its Effect Text is not implemented)
UNDEFINED_SWAPS = {"B.F. Sword": "Hunter's Machete"}


def _swapped(precon: str, swaps: dict):
    from riftsim.cards.pool import get_pool
    from riftsim.decks import load_deck

    pool = get_pool()
    d = load_deck(precon)
    main = [pool.by_name(swaps[pool.by_id(c).name]).id if pool.by_id(c).name in swaps else c
            for c in d.main]
    return dataclasses.replace(d, main=tuple(sorted(main)))


def test_a_deck_with_an_undefined_equipment_is_refused():
    """DESIGN "Card definitions": a deck holding an undefined card is refused, naming it."""
    from riftsim.errors import CardDefinitionError
    from riftsim.game import new_game

    with pytest.raises(CardDefinitionError, match="Hunter's Machete"):
        new_game([_swapped("precon-fiora", UNDEFINED_SWAPS), "precon-rumble"], seed=1,
                 engine="reference")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_between_the_sfd_precons_finish(seed):
    """precon-fiora vs precon-rumble, random legal play: the game ends (victory or turn cap)
    without errors."""
    from riftsim.game import new_game

    decks = ["precon-fiora", "precon-rumble"]
    g = new_game(decks, seed=seed, engine="reference", max_turns=40)
    rng = random.Random(seed)
    for _ in range(20000):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    assert g.is_over
    assert g.outcome.turns <= 41
