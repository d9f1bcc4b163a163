"""Spiritforged (SFD) Mind cards: scenario tests on both engines (the `scenario` fixture runs
each on the reference engine and the compiled core), a section per card in collector-number
order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import LOC_BASE, Zone
from riftsim.actions import DecisionKind
from riftsim.reference import layers

from card_helpers import (
    attack_the_phantom, bare_spec, bid, bmight, board, free_runes, go, gold, hand, pay_any, pool,
    QUIET_FILL, quiet_spec, runes, settle, settle_open, tgt, to_next_main, trash,
)


def settle_until_may(s, limit: int = 20):
    for _ in range(limit):
        if s.kind == DecisionKind.MAY:
            return s
        s.do("option 0" if s.kind == DecisionKind.ORDER_TRIGGERS else "pass")
    raise AssertionError("no MAY decision came")


def _portal(energy: int) -> dict:
    return quiet_spec({"base": ["Temporal Portal"],
                       "hand": ["Consult the Past", "Consult the Past"],
                       "deck": ["Mega-Mech"] * 10,
                       "pool": {"energy": energy, "power": {"mind": 1}}})


def _use_portal(s):
    s.do(f"activate ability 0 of Temporal Portal #{bid(s, 'Temporal Portal', 0)}")
    settle_open(s)


def _consult(s, repeat: str | None):
    """Play a Consult the Past (draw 2); answer its [Repeat] offer with `repeat` (None: the
    test asserts there is no offer)."""
    g = s.game
    cid = next(c for c in g.players[0].hand if g.pool[g.objs[c].card].name == "Consult the Past")
    s.do(f"play Consult the Past #{cid}")
    if repeat is None:
        assert s.kind != DecisionKind.OPTIONAL_COST
    else:
        assert s.kind == DecisionKind.OPTIONAL_COST
        s.do(repeat)
    settle_open(s)


# 169.10.c)
def _bard(p1=None) -> dict:
    return quiet_spec({"legend": {"card": "Chem-Baroness", "exhausted": False},
                       "hand": ["Bard, Mercurial"],
                       "base": ["Daring Poro", "Vanguard Sergeant"],
                       "pool": {"energy": 4, "power": {"mind": 1}}},
                      p1 if p1 is not None else {"field": [[], ["Mega-Mech"]]})


def _ids_on_board(s, name, player=None):
    return [o.id for o in board(s, name, player)]


def _bellows(scenario, n_runes):
    return scenario(quiet_spec({"hand": ["Bellows Breath"], "runes": runes("mind", n_runes)},
                               {"field": [["Daring Poro", "Daring Poro", "Vanguard Sergeant"], []],
                                "base": ["Daring Poro"]}))


def _card_sharp(scenario, mine, theirs):
    s = scenario(quiet_spec({"hand": ["Card Sharp"], "runes": runes("mind", 3)}))
    s.do("play Card Sharp")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    assert s.kind == DecisionKind.MAY and s.decision.player == 0
    s.do("yes" if mine else "no")
    assert s.kind == DecisionKind.MAY and s.decision.player == 1     # the opponent's choice
    s.do("yes" if theirs else "no")
    settle_open(s)
    return s


def _takeover(scenario, enemies):
    return scenario(quiet_spec({"hand": ["Hostile Takeover"],
                                "runes": runes("mind", 4) + runes("order", 3)},
                               {"field": [[{"card": "Vanguard Sergeant", "exhausted": True}]
                                          + enemies, []]},
                               bfs=[{"card": "Grove of the God-Willow", "controller": 1},
                                    "Altar to Unity"]))


# ---------------------------------------------------------------- Aspiring Engineer

def test_aspiring_engineer_returns_a_gear_from_your_trash(scenario):
    s = scenario(quiet_spec({"hand": ["Aspiring Engineer"], "pool": pool(3, mind=1),
                             "trash": ["Doran's Blade", "Pouty Poro"]},
                            {"trash": ["Long Sword"]}))
    s.do("play Aspiring Engineer")
    go(s, "base")
    settle_open(s)
    assert not s.can("target Long Sword") and not s.can("target Pouty Poro")
    go(s, "target Doran's Blade")
    settle_open(s)
    assert hand(s) == ["Doran's Blade"] and trash(s) == ["Pouty Poro"]


# ---------------------------------------------------------------- Bubble Bot

def test_bubble_bot_readies_another_mech(scenario):
    """Bubble Bot: when played, ready another friendly Mech."""
    s = scenario(bare_spec({"hand": ["Bubble Bot"], "runes": ["Mind Rune"] * 3,
                            "base": [{"card": "Mech", "exhausted": True}, "Vanguard Sergeant"]}))
    s.do("play Bubble Bot")                   # base is its only place; the Mech the only target
    settle(s)
    assert not s.obj("Mech").exhausted
    assert s.obj("Bubble Bot").exhausted


# ---------------------------------------------------------------- Chemtech Cask

def test_chemtech_cask_spell_on_opponents_turn_may_exhaust_it_for_gold(scenario):
    s = scenario(quiet_spec({"base": ["Chemtech Cask", "Pouty Poro"], "hand": ["Feral Strength"],
                             "pool": pool(2)}, {"base": ["Playful Phantom"]}, turn_player=1,
                            chain=[{"card": "Punch First", "controller": 1,
                                    "targets": [["Playful Phantom"]]}], priority=0))
    assert s.can("play Feral Strength")
    s.do("play Feral Strength")
    go(s, "no", "target Pouty Poro")
    for _ in range(4):
        if s.kind == DecisionKind.OPTIONAL_COST:
            break
        s.do("pass")
    s.do("yes")
    settle_open(s)
    golds = board(s, "Gold", 0)
    assert len(golds) == 1 and golds[0].exhausted
    assert s.obj("Chemtech Cask").exhausted


def test_chemtech_cask_does_nothing_on_your_turn(scenario):
    s = scenario(quiet_spec({"base": ["Chemtech Cask", "Pouty Poro"], "hand": ["Feral Strength"],
                             "pool": pool(2)}))
    s.do("play Feral Strength")
    go(s, "no", "target Pouty Poro")
    settle_open(s)
    assert board(s, "Gold", 0) == [] and not s.obj("Chemtech Cask").exhausted


# ---------------------------------------------------------------- Cloth Armor

def test_cloth_armor_quick_draw_gives_the_bearer_shield_2(scenario):
    s = scenario(quiet_spec({"hand": ["Cloth Armor"], "runes": runes("mind", 2),
                             "base": ["Vanguard Sergeant", "Daring Poro"]}))
    s.do("play Cloth Armor")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Daring Poro #{s.id('Daring Poro')}")
    settle_open(s)
    armor = s.game.objs[s.id("Cloth Armor")]
    assert armor.attached_to == s.id("Daring Poro")
    assert s.keywords("Daring Poro").get("Shield") == 2
    assert "Shield" not in s.keywords("Vanguard Sergeant")
    assert s.might("Daring Poro") == 2                   # +0 Might Bonus


# ---------------------------------------------------------------- Forecaster

def test_forecaster_gives_mechs_vision(scenario):
    """Forecaster: your Mechs have Vision (817): playing a Mech looks at the top card, which
    may be recycled."""
    s = scenario(bare_spec({"hand": ["Bubble Bot"], "runes": ["Mind Rune"] * 3,
                            "base": ["Forecaster"], "deck": ["Hextech Ray", "Mega-Mech"]}))
    g = s.game
    top = g.players[0].deck[0]
    s.do("play Bubble Bot")
    settle_until_may(s)
    s.do("yes")
    settle(s)
    assert g.players[0].deck[-1] == top and g.players[0].deck[0] != top


# ---------------------------------------------------------------- Frigid Touch

def test_frigid_touch_and_its_repeat(scenario):
    """Frigid Touch: a unit gets -2 Might this turn; Repeat [2] (820) executes it again with
    its own choice (820.2.a): the same unit gets -4."""
    s = scenario(bare_spec({"hand": ["Frigid Touch"], "runes": ["Mind Rune"] * 4,
                            "base": ["Vanguard Sergeant"]},
                           {"field": [["Mega-Mech"], []]}))
    mm = bid(s, "Mega-Mech", 1)
    before = bmight(s, "Mega-Mech", 1)
    s.do("play Frigid Touch", "yes", f"target Mega-Mech #{mm}", f"target Mega-Mech #{mm}")
    settle(s)
    assert bmight(s, "Mega-Mech", 1) == before - 4
    assert free_runes(s, 0) == 0


def test_frigid_touch_without_repeat(scenario):
    s = scenario(bare_spec({"hand": ["Frigid Touch"], "runes": ["Mind Rune"] * 4,
                            "base": ["Vanguard Sergeant"]},
                           {"field": [["Mega-Mech"], []]}))
    before = bmight(s, "Mega-Mech", 1)
    s.do("play Frigid Touch", "no", tgt(s, "Mega-Mech", 1))
    settle(s)
    assert bmight(s, "Mega-Mech", 1) == before - 2
    assert free_runes(s, 0) == 2


# ---------------------------------------------------------------- Frostcoat Cub

@pytest.mark.parametrize("paid", [True, False])
def test_frostcoat_cub_gives_minus_two_if_the_extra_mind_was_paid(scenario, paid):
    s = scenario(quiet_spec({"hand": ["Frostcoat Cub"], "pool": pool(3, mind=1)},
                            {"base": ["Playful Phantom"]}))
    s.do("play Frostcoat Cub", "yes" if paid else "no")
    go(s, "base")
    settle_open(s)
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.might("Playful Phantom") == (3 if paid else 5)


# ---------------------------------------------------------------- Gearhead

def test_gearhead_doubles_the_might_bonus_of_its_equipment(scenario):
    """137 / 718.4: each Equipment attached to Gearhead gives double its Might bonus (Doran's
    Blade +2 and Boneshiver +2 give +8); a unit beside it keeps the single bonus."""
    s = scenario(quiet_spec({"base": [{"card": "Gearhead",
                                       "attached": ["Doran's Blade", "Boneshiver"]},
                                      {"card": "Vanguard Sergeant",
                                       "attached": ["Doran's Ring"]}]}))
    assert s.might("Gearhead") == 3 + 2 * (2 + 2)
    assert s.might("Vanguard Sergeant") == 4 + 1


def test_gearhead_doubles_an_equipment_attached_later(scenario):
    """818: an Equipment equipped to Gearhead while on the board gives double at once."""
    s = scenario(quiet_spec({"base": ["Gearhead", "Vanguard Sergeant", "Doran's Blade"],
                             "runes": runes("body", 2)}))
    assert s.might("Gearhead") == 3
    blade = s.id("Doran's Blade")
    s.do(f"activate ability 0 of Doran's Blade #{blade}")
    go(s, f"target Gearhead #{s.id('Gearhead')}")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == s.id("Gearhead")
    assert s.might("Gearhead") == 3 + 4


# ---------------------------------------------------------------- Plundering Poro

def test_plundering_poro_conquer_makes_exhausted_gold_and_gold_adds_power(scenario):
    """Plundering Poro: when I conquer, an exhausted Gold gear token. Gold (sfd-t03): kill it,
    exhaust it: [Reaction] [Add] one Power of any domain (an Add resolves at once, 400.2)."""
    s = scenario(bare_spec({"base": ["Plundering Poro", {"card": "Gold"}, "Vanguard Sergeant"],
                            "hand": ["Punch First"], "runes": ["Body Rune"]}))
    g = s.game
    s.do(f"move Plundering Poro #{bid(s, 'Plundering Poro')}", "to Grove of the God-Willow")
    settle(s)
    golds = board(s, "Gold", 0)
    assert len(golds) == 2 and golds[1].exhausted and not golds[0].exhausted
    assert golds[1].loc == LOC_BASE
    # the ready Gold pays the second Body Power of Punch First (1 Energy + 2 Body)
    assert not s.can("play Punch First")
    s.do(f"activate ability 0 of Gold #{golds[0].id}")
    assert g.players[0].power == {"any": 1} and golds[0].zone == Zone.REMOVED
    s.do("play Punch First", tgt(s, "Plundering Poro"))
    settle(s)
    assert bmight(s, "Plundering Poro") == 2 + 5
    assert not g.players[0].power and free_runes(s, 0) == 0


# ---------------------------------------------------------------- Wages of Pain

def test_wages_of_pain_deals_3_and_makes_gold(scenario):
    """Wages of Pain: deal 3 to a unit at a battlefield; an exhausted Gold token."""
    s = scenario(bare_spec({"hand": ["Wages of Pain"], "runes": ["Mind Rune"] * 3,
                            "base": ["Vanguard Sergeant"]},
                           {"field": [["Mega-Mech"], []]}))
    s.do("play Wages of Pain")                # the only unit at a battlefield
    settle(s)
    assert s.game.objs[bid(s, "Mega-Mech", 1)].damage == 3
    golds = board(s, "Gold", 0)
    assert len(golds) == 1 and golds[0].exhausted


# ---------------------------------------------------------------- Breakneck Mech

def test_breakneck_mech_enters_ready_with_another_mech_and_grants_keywords(scenario):
    """Breakneck Mech: enters ready if you control another Mech; your Mechs have Deflect and
    Ganking."""
    s = scenario(bare_spec({"hand": ["Breakneck Mech"], "runes": ["Mind Rune"] * 10,
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
    s = scenario(bare_spec({"hand": ["Breakneck Mech"], "runes": ["Mind Rune"] * 10,
                            "base": ["Vanguard Sergeant"]}))
    s.do("play Breakneck Mech")
    settle(s)
    assert s.obj("Breakneck Mech").exhausted


def test_breakneck_mech_deflect_taxes_enemy_spells(scenario):
    """809: an enemy spell choosing a Mech pays [A] more: Hextech Ray needs 3 runes now."""
    s = scenario(bare_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"],
                            "base": ["Stalwart Poro"]},
                           {"field": [["Breakneck Mech", "Mech", "Vanguard Sergeant"], []]}))
    s.do("play Hextech Ray")                  # only the non-Mech is affordable: auto-targeted
    settle(s)
    assert s.game.objs[bid(s, "Vanguard Sergeant", 1)].damage == 3
    assert s.game.objs[bid(s, "Breakneck Mech", 1)].damage == 0


# ---------------------------------------------------------------- Dropboarder

@pytest.mark.parametrize("gears,ready", [(2, True), (1, False)])
def test_dropboarder_readies_with_two_gear(scenario, gears, ready):
    s = scenario(quiet_spec({"hand": ["Dropboarder"], "pool": pool(4),
                             "base": ["Doran's Blade"] * gears},
                            {"base": ["Doran's Blade"]}))     # an enemy gear does not count
    s.do("play Dropboarder")
    go(s, "base")
    settle_open(s)
    assert s.obj("Dropboarder").exhausted is (not ready)


# ---------------------------------------------------------------- Experimental Hexplate

def test_experimental_hexplate_makes_its_bearer_a_mech(scenario):
    """472.1.c / 718.3: the Effect Text's "I am a Mech" gives the equipped unit the Mech tag:
    Rumble, Hotheaded's "your Mechs have Assault" reaches it (+1 Might from the Hexplate);
    the unequipped Pouty Poro is no Mech."""
    s = scenario(quiet_spec({"base": ["Rumble, Hotheaded", "Pouty Poro",
                                      {"card": "Vanguard Sergeant",
                                       "attached": ["Experimental Hexplate"]}]}))
    assert s.might("Vanguard Sergeant") == 4 + 1
    assert s.keywords("Vanguard Sergeant").get("Assault")
    assert not s.keywords("Pouty Poro").get("Assault")


def test_experimental_hexplate_unattached_makes_no_mech(scenario):
    """136.2.b: the Effect Text is inactive while the gear is not attached; once equipped
    (818), the unit is a Mech."""
    s = scenario(quiet_spec({"base": ["Rumble, Hotheaded", "Vanguard Sergeant",
                                      "Experimental Hexplate"], "runes": runes("mind", 1)}))
    assert not s.keywords("Vanguard Sergeant").get("Assault")
    plate = s.id("Experimental Hexplate")
    s.do(f"activate ability 0 of Experimental Hexplate #{plate}")
    go(s, f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    assert s.obj("Experimental Hexplate").attached_to == s.id("Vanguard Sergeant")
    assert s.keywords("Vanguard Sergeant").get("Assault")


# ---------------------------------------------------------------- Pickpocket

def test_pickpocket_can_kill_a_gold_token(scenario):
    """The Spiritforged FAQ: a token's cost counts as 0 (182.2.a.1), so a Gold token is a gear
    costing no more than [1]; Doran's Blade ([2]) is not."""
    s = scenario(quiet_spec({"hand": ["Pickpocket"], "pool": pool(3)},
                            {"base": ["Gold", "Doran's Blade"]}))
    s.do("play Pickpocket")
    go(s, "base")
    settle_open(s)
    go(s, "yes")
    assert not s.can("target Doran's Blade")
    go(s, "target Gold")
    settle_open(s)
    assert board(s, "Gold", 1) == []
    mine = board(s, "Gold", 0)
    assert len(mine) == 1 and mine[0].exhausted
    assert s.zone("Doran's Blade") == "BOARD"


# ---------------------------------------------------------------- Prize of Progress

def test_prize_of_progress_gets_one_might_per_gear_ability_you_use(scenario):
    """Heart of Dark Ice's ability and a Gold's [Add] ability (400.2) are activated abilities
    of gear (376): +1 Might each; the opponent's gear gives nothing."""
    s = scenario(quiet_spec({"base": ["Prize of Progress", "Heart of Dark Ice", "Gold"]},
                            {"base": ["Poro Snax"]}))
    s.do("activate ability 0 of Heart of Dark Ice")
    go(s, "target Mega-Mech")
    settle_open(s)
    assert s.might("Prize of Progress") == 3 + 1
    s.do("activate ability 0 of Gold")
    settle_open(s)
    assert s.might("Prize of Progress") == 3 + 2


def test_prize_of_progress_ignores_a_units_ability(scenario):
    s = scenario(quiet_spec({"base": ["Prize of Progress"], "field": [["Ezreal, Dashing"], []],
                             "pool": pool(0, mind=1)}))
    s.do("activate ability 3 of Ezreal, Dashing")
    settle_open(s)
    assert s.might("Prize of Progress") == 3


# ---------------------------------------------------------------- Production Surge

def test_production_surge_costs_less_with_a_mech(scenario):
    """Production Surge: costs [2] less if you control a Mech; a 3-Might Mech token in your
    base, draw 1."""
    s = scenario(bare_spec({"hand": ["Production Surge"], "runes": ["Mind Rune"] * 2,
                            "base": ["Mech", "Vanguard Sergeant"]}))
    g = s.game
    s.do("play Production Surge")
    settle(s)
    assert len(board(s, "Mech", 0)) == 2 and len(g.players[0].hand) == 1
    s2 = scenario(bare_spec({"hand": ["Production Surge"], "runes": ["Mind Rune"] * 2}))
    assert not s2.can("play Production Surge")


# ---------------------------------------------------------------- Temporal Portal

def test_temporal_portal_gives_the_next_spell_repeat_equal_to_its_cost(scenario):
    """The next spell has [Repeat] [4] (its cost): paid, it draws 2 twice (820.1.d); the
    second spell that turn has none (the effect is used up)."""
    s = scenario(_portal(energy=12))
    g = s.game
    _use_portal(s)
    assert g.objs[bid(s, "Temporal Portal", 0)].exhausted
    _consult(s, "yes")
    assert len(g.players[0].hand) == 1 + 4 and g.players[0].energy == 4
    _consult(s, None)
    assert len(g.players[0].hand) == 4 + 2 and g.players[0].energy == 0


def test_temporal_portal_repeat_declined_is_used_up_all_the_same(scenario):
    """Declining the given [Repeat] draws 2 once; the next spell gets no [Repeat]."""
    s = scenario(_portal(energy=8))
    g = s.game
    _use_portal(s)
    _consult(s, "no")
    assert len(g.players[0].hand) == 1 + 2 and g.players[0].energy == 4
    _consult(s, None)
    assert len(g.players[0].hand) == 2 + 2


# ---------------------------------------------------------------- Bard, Mercurial

def test_bard_mercurial_paid_moves_chosen_units_to_an_open_battlefield(scenario):
    """The legend exhausted as the optional cost (356.2.b); the chosen units (the Poro and Bard)
    move together to the only open battlefield (the Grove: the Altar is occupied, 169.10.c)."""
    s = scenario(_bard())
    g = s.game
    s.do("play Bard, Mercurial", "yes")
    go(s, "to P0's base")
    settle_open(s)
    assert g.objs[g.players[0].legend].exhausted
    bard, poro = bid(s, "Bard, Mercurial", 0), bid(s, "Daring Poro", 0)
    go(s, f"target Bard, Mercurial #{bard}", f"target Daring Poro #{poro}", "done")
    settle_open(s)
    assert s.loc(bard) == 1 and s.loc(poro) == 1
    assert s.loc(bid(s, "Vanguard Sergeant", 0)) == LOC_BASE


def test_bard_mercurial_unpaid_moves_nothing(scenario):
    """Without the additional cost the play trigger does nothing (PAID_EXTRA, 383.3.e); the
    legend stays ready."""
    s = scenario(_bard())
    g = s.game
    s.do("play Bard, Mercurial", "no")
    go(s, "to P0's base")
    settle_open(s)
    assert not g.objs[g.players[0].legend].exhausted
    assert s.loc(bid(s, "Bard, Mercurial", 0)) == LOC_BASE
    assert s.loc(bid(s, "Daring Poro", 0)) == LOC_BASE


def test_bard_mercurial_moves_nowhere_without_an_open_battlefield(scenario):
    """Both battlefields occupied (one by each player): no open battlefield, so no move."""
    s = scenario(_bard({"field": [["Mega-Mech"], ["Mega-Mech"]]}))
    s.do("play Bard, Mercurial", "yes")
    go(s, "to P0's base")
    settle_open(s)
    poro = bid(s, "Daring Poro", 0)
    go(s, f"target Daring Poro #{poro}", "done")
    settle_open(s)
    assert s.kind == DecisionKind.PRIORITY and not s.game.chain    # no destination offered
    assert s.loc(poro) == LOC_BASE


# ---------------------------------------------------------------- Bellows Breath

def test_bellows_breath_deals_1_to_up_to_three_units_at_one_location(scenario):
    s = _bellows(scenario, 2)
    at_bf = [i for i in _ids_on_board(s, "Daring Poro", 1) if s.game.objs[i].loc == 1]
    in_base = [i for i in _ids_on_board(s, "Daring Poro", 1) if s.game.objs[i].loc == 0]
    s.do("play Bellows Breath")
    go(s, "no")                                   # the Repeat cost is not affordable anyway
    s.do(f"target Daring Poro #{at_bf[0]}")
    assert not s.can(f"target Daring Poro #{in_base[0]}")      # same location only
    assert not s.can(f"target Mega-Mech #{s.id('Mega-Mech', 0)}")
    s.do(f"target Daring Poro #{at_bf[1]}", "target Vanguard Sergeant")
    settle_open(s)
    assert [s.game.objs[i].damage for i in at_bf] == [1, 1]
    assert s.damage("Vanguard Sergeant") == 1
    assert s.game.objs[in_base[0]].damage == 0
    assert s.zone("Bellows Breath") == "TRASH"


def test_bellows_breath_repeat_runs_again_with_new_targets(scenario):
    """820.2.a: the repeated execution chooses its own targets."""
    s = _bellows(scenario, 4)
    at_bf = [i for i in _ids_on_board(s, "Daring Poro", 1) if s.game.objs[i].loc == 1]
    s.do("play Bellows Breath", "yes")
    s.do(f"target Daring Poro #{at_bf[0]}", "done")
    s.do(f"target Daring Poro #{at_bf[0]}", f"target Daring Poro #{at_bf[1]}", "done")
    settle_open(s)
    assert s.game.objs[at_bf[0]].zone.name == "TRASH"           # 2 damage on a 2-Might unit
    assert s.game.objs[at_bf[1]].damage == 1
    assert s.damage("Vanguard Sergeant") == 0


# ---------------------------------------------------------------- Card Sharp

def test_card_sharp_opponent_taking_gold_gives_you_another(scenario):
    s = _card_sharp(scenario, True, True)
    assert len(gold(s, 0)) == 2 and len(gold(s, 1)) == 1
    assert all(o.exhausted and o.loc == 0 for o in gold(s, 0) + gold(s, 1))


def test_card_sharp_opponent_declining_gives_nothing_more(scenario):
    s = _card_sharp(scenario, True, False)
    assert len(gold(s, 0)) == 1 and gold(s, 1) == []


def test_card_sharp_you_decline_opponent_takes(scenario):
    s = _card_sharp(scenario, False, True)
    assert len(gold(s, 0)) == 1 and len(gold(s, 1)) == 1


# ---------------------------------------------------------------- Ezreal, Dashing

def test_ezreal_dashing_attacks_for_his_might_and_deals_no_combat_damage(scenario):
    """When I attack: my Might (3) in damage to an enemy unit here; in the combat I deal no
    combat damage (the Phantom ends with the trigger's 3 only)."""
    s = scenario(quiet_spec({"base": ["Ezreal, Dashing"]},
                            {"field": [["Playful Phantom"], []]}))
    damage = attack_the_phantom(s, "Ezreal, Dashing")
    assert damage == [3]
    assert s.zone("Ezreal, Dashing") == "TRASH"       # the Phantom's 5 combat damage


def test_ezreal_dashing_moves_himself_to_base_for_mind(scenario):
    s = scenario(quiet_spec({"field": [["Ezreal, Dashing"], []], "pool": pool(0, mind=1)}))
    s.do("activate ability 3 of Ezreal, Dashing")
    settle_open(s)
    assert s.loc("Ezreal, Dashing") == 0


# ---------------------------------------------------------------- Hextech Anomaly

def test_hextech_anomaly_turns_power_into_energy(scenario):
    s = pay_any(scenario, "Hextech Anomaly", "Mind Rune")
    g = s.game
    assert g.players[0].energy == 2
    assert len(g.players[0].runes) == 1              # two runes recycled for [A][A]
    assert not dict(g.players[0].power)
    assert s.obj("Hextech Anomaly").exhausted


# ---------------------------------------------------------------- Ornn, Forge God

def test_ornn_forge_god_has_one_might_per_friendly_gear(scenario):
    s = scenario(quiet_spec({"base": ["Ornn, Forge God", "Doran's Blade", "Heart of Dark Ice"]},
                            {"base": ["Poro Snax"]}))
    assert s.might("Ornn, Forge God") == 4 + 2
    assert s.keywords("Ornn, Forge God").get("Deflect") == 2


# ---------------------------------------------------------------- World Atlas

def test_world_atlas_holder_plays_two_exhausted_golds_when_it_holds(scenario):
    s = scenario(quiet_spec({"field": [[], ["Pouty Poro"]]},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Altar to Unity", "controller": 0}],
                            phase="awaken"))
    s0 = scenario(quiet_spec({"field": [[], [{"card": "Pouty Poro", "attached": ["World Atlas"]}]]},
                             bfs=["Grove of the God-Willow",
                                  {"card": "Altar to Unity", "controller": 0}],
                             phase="awaken"))
    for x in (s, s0):
        for _ in range(5):
            settle_open(x)
    assert board(s, "Gold", 0) == []
    golds = board(s0, "Gold", 0)
    assert len(golds) == 2 and all(o.exhausted for o in golds)
    assert s0.might("Pouty Poro") == 2 + 2


# ---------------------------------------------------------------- Premonition

def test_premonition_draws_three(scenario):
    s = scenario(quiet_spec({"hand": ["Premonition"], "pool": pool(2, mind=3),
                             "deck": ["Pouty Poro", "Stalwart Poro", "Mystic Poro"] + QUIET_FILL}))
    s.do("play Premonition")
    settle_open(s)
    assert hand(s) == ["Mystic Poro", "Pouty Poro", "Stalwart Poro"]


# ---------------------------------------------------------------- Renata Glasc, Mastermind

def test_renata_abilities_only_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Renata Glasc, Mastermind"], "runes": runes("mind", 8)}))
    assert not any(o.startswith("activate") for o in s.options())


def test_renata_draws_for_1_and_mind(scenario):
    s = scenario(quiet_spec({"field": [["Renata Glasc, Mastermind"], []], "runes": runes("mind", 2),
                             "deck": ["Pouty Poro"] + QUIET_FILL},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 "Altar to Unity"]))
    s.do(f"activate ability 0 of Renata Glasc, Mastermind #{s.id('Renata Glasc, Mastermind')}")
    settle_open(s)
    assert s.zone("Pouty Poro") == "HAND"


def test_renata_scores_a_point_for_4_and_four_mind(scenario):
    s = scenario(quiet_spec({"field": [["Renata Glasc, Mastermind"], []],
                             "runes": runes("mind", 8)},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 "Altar to Unity"]))
    before = s.points()[0]
    s.do(f"activate ability 1 of Renata Glasc, Mastermind #{s.id('Renata Glasc, Mastermind')}")
    settle_open(s)
    assert s.points()[0] == before + 1
    assert s.game.objs[s.id("Renata Glasc, Mastermind")].exhausted


# ---------------------------------------------------------------- Rumble, Scrapper

def test_rumble_scrapper_pumps_mechs_and_makes_one_on_hold(scenario):
    """Rumble, Scrapper: your Mechs (me included) have +1 Might; when I hold, a Mech token."""
    s = scenario(bare_spec({"base": ["Mech", "Vanguard Sergeant"],
                            "field": [["Rumble, Scrapper"], []]}, phase="awaken"))
    settle(s)
    assert bmight(s, "Rumble, Scrapper") == 5
    assert sorted(layers.might(s.game, m) for m in board(s, "Mech", 0)) == [4, 4]   # held: +1
    assert len(board(s, "Mech", 0)) == 2
    assert bmight(s, "Vanguard Sergeant") == s.game.pool.by_name("Vanguard Sergeant").might


# ---------------------------------------------------------------- Arcane Shift

def test_arcane_shift_replays_a_friendly_unit_and_deals_3(scenario):
    """The unit is banished and played again by its owner for free (419.3: where a unit may be
    played); 3 damage to an enemy unit at a battlefield; the spell is banished."""
    s = scenario(quiet_spec({"hand": ["Arcane Shift"], "runes": runes("mind", 4),
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


# ---------------------------------------------------------------- Hostile Takeover

def test_hostile_takeover_takes_readies_and_gives_back_at_end_of_turn(scenario):
    s = _takeover(scenario, [])
    sgt = s.id("Vanguard Sergeant")
    s.do("play Hostile Takeover")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    u = s.game.objs[sgt]
    assert u.controller == 0 and not u.exhausted and u.loc == 1
    assert [e.value for e in s.game.events if e.kind.name == "SHOWDOWN"] == [0]
    # the Spiritforged FAQ: a noncombat showdown, then the battlefield is conquered
    assert s.game.bfs[0].controller == 0
    assert s.points()[0] == 1
    to_next_main(s)
    u = s.game.objs[sgt]
    assert u.controller == 1 and u.loc == 0 and u.zone.name == "BOARD"      # recalled


def test_hostile_takeover_with_other_enemies_there_starts_a_combat(scenario):
    s = _takeover(scenario, ["Daring Poro"])
    s.do("play Hostile Takeover")
    s.do(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    # a combat (nobody can act in its showdown): the 4-Might Sergeant kills the Poro
    assert [e.value for e in s.game.events if e.kind.name == "SHOWDOWN"] == [1]
    assert s.zone("Daring Poro") == "TRASH"
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.game.bfs[0].controller == 0
