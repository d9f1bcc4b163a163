"""Spiritforged (SFD) Order cards: scenario tests on both engines (the `scenario` fixture runs
each on the reference engine and the compiled core), a section per card in collector-number
order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import LOC_BASE
from riftsim.actions import DecisionKind
from riftsim.reference import layers
from riftsim.reference.state import Zone

from card_helpers import (
    attack, bare_spec, bid, bmight, board, free_runes, go, gold, gold_ids, hand, held, ids, pick,
    QUIET_FILL, quiet_spec, runes, settle, settle_open, tgt, to_main,
)


def gold_tokens(s):
    g = s.game
    return [o for o in g.objs if g.pool[o.card].name == "Gold" and o.zone.name == "BOARD"]


def _anchor_might(s):
    """Might of player 0's Mega-Mech in base (the anchor; the deck holds more of them)."""
    g = s.game
    o = next(o for o in g.objs if o.zone.name == "BOARD" and o.controller == 0
             and g.pool[o.card].name == "Mega-Mech")
    return g.might_of(o.id) if getattr(g, "engine", "") == "core" else \
        __import__("riftsim.reference.layers", fromlist=["might"]).might(g, o)


def _deathgrip(scenario, base, **p0):
    return scenario(quiet_spec({"hand": ["Deathgrip"], "runes": runes("order", 2), "base": base,
                                **p0}))


def _altar_kill(scenario):
    """P0's Vanguard Sergeant at a battlefield is killed by P0's own Void Seeker (4 damage);
    P0's deck: a Daring Poro on top of Mega-Mechs; P0's hand: a Stupefy."""
    s = scenario(quiet_spec({"base": ["Altar of Memories"], "hand": ["Void Seeker", "Stupefy"],
                             "pool": {"energy": 3, "power": {"fury": 1}},
                             "deck": ["Daring Poro"] + QUIET_FILL,
                             "field": [["Vanguard Sergeant"], []]}))
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


QUEEN = "Rek'Sai, Swarm Queen"


def _swarm_queen(scenario, top, accept: bool = True):
    """Rek'Sai attacks Pouty Poro at Altar to Unity; her "when I attack" trigger is accepted
    (or declined) and resolves."""
    s = scenario(quiet_spec({"base": [QUEEN], "deck": top + QUIET_FILL, "pool": {"energy": 4}},
                            {"field": [[], ["Pouty Poro"]]}))
    s.do(f"move {QUEEN} #{s.id(QUEEN)}")
    go(s, "to Altar to Unity")
    for _ in range(30):
        if s.kind in (DecisionKind.CHOOSE_CARD, DecisionKind.PLAY_LOCATION):
            break
        if s.kind == DecisionKind.MAY and s.decision.player == 0:
            s.do("yes" if accept else "no")
            if not accept:
                break
        elif s.can("pass"):
            s.do("pass")
        else:
            s.game.apply(s.game.legal_actions()[0])
    return s


# ---------------------------------------------------------------- Bonds of Strength

def test_bonds_of_strength_two_friendly_units_get_plus_one_and_repeat(scenario):
    """820: Repeat [2] executes it once more with new targets."""
    s = scenario(quiet_spec({"hand": ["Bonds of Strength"], "runes": runes("order", 4),
                             "base": ["Vanguard Sergeant", "Daring Poro"]}))
    s.do("play Bonds of Strength", "yes")
    go(s, "target Vanguard Sergeant", "target Daring Poro",
       "target Vanguard Sergeant", "target Daring Poro")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 4 + 2 and s.might("Daring Poro") == 2 + 2
    assert s.might("Mega-Mech", 0) == 8


# ---------------------------------------------------------------- Eminent Benefactor

def test_eminent_benefactor_holds_for_two_exhausted_golds(scenario):
    s = scenario(held({"field": [["Eminent Benefactor"], []]}))
    to_main(s)
    assert s.game.players[0].points == 1                     # the hold's point (465)
    assert [o.exhausted for o in gold(s)] == [True, True]


# ---------------------------------------------------------------- Eye of the Herald

def test_eye_of_the_herald_bearer_moves_and_a_recruit_comes_there(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant",
                                       "attached": ["Eye of the Herald"]}]}))
    assert s.might("Vanguard Sergeant") == 4
    attack(s, "Vanguard Sergeant")
    recruits = board(s, "Recruit", 0)
    assert len(recruits) == 1 and recruits[0].loc == 1


# ---------------------------------------------------------------- Guards!

def test_guards_plays_a_sand_soldier_and_you_may_pay_order_to_ready_it(scenario):
    s = scenario(quiet_spec({"hand": ["Guards!"], "pool": {"energy": 3, "power": {"order": 1}}}))
    s.do("play Guards!")
    settle_open(s)
    go(s, "base")                                   # 355.2.a: base or a battlefield you control
    assert s.kind == DecisionKind.MAY               # errata: "then do this" (387): after the
    assert s.zone("Guards!") == "TRASH"             # spell resolved, a reflexive trigger
    s.do("yes")
    settle_open(s)
    soldier = ids(s, "Sand Soldier", 0)
    assert len(soldier) == 1 and s.loc(soldier[0]) == LOC_BASE
    assert not s.game.objs[soldier[0]].exhausted
    assert s.game.players[0].power.get("order", 0) == 0


def test_guards_declining_leaves_the_sand_soldier_exhausted(scenario):
    s = scenario(quiet_spec({"hand": ["Guards!"], "pool": {"energy": 3, "power": {"order": 1}}}))
    s.do("play Guards!")
    settle_open(s)
    go(s, "base")
    s.do("no")
    settle_open(s)
    soldier = ids(s, "Sand Soldier", 0)
    assert len(soldier) == 1 and s.game.objs[soldier[0]].exhausted
    assert s.game.players[0].power.get("order", 0) == 1


def test_guards_from_face_down_plays_the_token_at_that_battlefield(scenario):
    """811.1.d.3: a hidden spell that plays a unit plays it at its battlefield."""
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                                  "hidden": {"card": "Guards!", "controller": 0}},
                                 "Altar to Unity"]))
    s.do("play Guards!")
    settle_open(s)
    soldier = ids(s, "Sand Soldier", 0)
    assert len(soldier) == 1 and s.loc(soldier[0]) == 1
    assert s.game.objs[soldier[0]].exhausted                # no [order] to pay


# ---------------------------------------------------------------- Honest Broker

@pytest.mark.parametrize("owner", [0, 1])
def test_honest_broker_deathknell_plays_an_exhausted_gold(scenario, owner):
    broker = {"field": [["Honest Broker"], []]}
    p0 = {"hand": ["Hextech Ray"], "runes": runes("fury", 2), **(broker if owner == 0 else {})}
    s = scenario(quiet_spec(p0, broker if owner == 1 else {}))
    assert gold_tokens(s) == []
    s.do("play Hextech Ray")
    go(s, "target Honest Broker")
    settle_open(s)
    assert s.zone("Honest Broker") == "TRASH"
    golds = gold_tokens(s)
    assert len(golds) == 1
    assert golds[0].controller == owner and golds[0].loc == 0 and golds[0].exhausted


# ---------------------------------------------------------------- Laurent Duelist

def test_laurent_duelist_has_assault_2(scenario):
    s = scenario(bare_spec({"base": ["Laurent Duelist", "Stalwart Poro"], "hand": ["Frigid Touch"],
                            "runes": ["Mind Rune"] * 2},
                           {"field": [["Mega-Mech"], []]}))
    s.do(f"move Laurent Duelist #{bid(s, 'Laurent Duelist')}", "to Grove of the God-Willow")
    assert bmight(s, "Laurent Duelist") == 3 + 2


# ---------------------------------------------------------------- Royal Guard

def test_royal_guard_makes_a_sand_soldier_here(scenario):
    s = scenario(bare_spec({"hand": ["Royal Guard"], "runes": ["Order Rune"] * 4,
                            "field": [["Stalwart Poro"], []]}))
    s.do("play Royal Guard", "to Grove of the God-Willow")
    settle(s)
    ss = board(s, "Sand Soldier", 0)
    assert len(ss) == 1 and ss[0].loc == 1 and layers.might(s.game, ss[0]) == 2
    assert s.game.pool[ss[0].card].tags == ("Shurima",)     # 184.3


# ---------------------------------------------------------------- Sandshifter

def test_sandshifter_kills_an_enemy_unit_with_3_might_or_less(scenario):
    s = scenario(quiet_spec({"hand": ["Sandshifter"], "runes": runes("order", 7)},
                            {"field": [["Daring Poro"], []]}))          # and their 8-Might anchor
    s.do("play Sandshifter")
    go(s, "to P0's base", "target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH" and len(board(s, "Mega-Mech", 1)) == 1


# ---------------------------------------------------------------- Trusty Ramhound

def test_trusty_ramhound_has_plus_one_only_with_another_unit_here(scenario):
    s = scenario(quiet_spec({"base": ["Trusty Ramhound"], "field": [[], ["Trusty Ramhound"]]}))
    assert s.might("Trusty Ramhound", 0, 0) == 2 + 1               # the anchor is in base
    assert s.might("Trusty Ramhound", 0, 1) == 2                   # alone at Altar to Unity


# ---------------------------------------------------------------- Zaun Punk

def test_zaun_punk_kills_a_friendly_gear_to_kill_a_gear(scenario):
    """356.2.b: the optional additional cost (kill a friendly gear); paid: kill a gear."""
    s = scenario(quiet_spec({"hand": ["Zaun Punk"], "runes": runes("order", 3), "base": ["Gold"]},
                            {"base": ["Doran's Blade"]}))
    gold_id = bid(s, "Gold")
    s.do("play Zaun Punk", "yes")
    go(s, "to P0's base", f"choose Gold #{gold_id}")
    settle_open(s)
    go(s, "target Doran's Blade")
    settle_open(s)
    assert board(s, "Gold", 0) == [] and s.zone("Doran's Blade") == "TRASH"


def test_zaun_punk_without_the_extra_cost_kills_nothing(scenario):
    s = scenario(quiet_spec({"hand": ["Zaun Punk"], "runes": runes("order", 3), "base": ["Gold"]},
                            {"base": ["Doran's Blade"]}))
    s.do("play Zaun Punk", "no")
    go(s, "to P0's base")
    settle_open(s)
    assert len(board(s, "Gold", 0)) == 1 and s.zone("Doran's Blade") == "BOARD"


# ---------------------------------------------------------------- Blood Money

def test_blood_money_enemy_unit_one_gold(scenario):
    s = scenario(quiet_spec({"hand": ["Blood Money"], "runes": runes("order", 2)},
                            {"field": [["Daring Poro", "Vanguard Sergeant"], []]}))
    s.do("play Blood Money")
    assert not s.can("target Vanguard Sergeant")           # 4 Might: more than 2
    go(s, "target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    gold = gold_ids(s)
    assert len(gold) == 1 and s.obj(gold[0]).exhausted
    assert gold_ids(s, 1) == []


def test_blood_money_friendly_unit_two_gold(scenario):
    s = scenario(quiet_spec({"hand": ["Blood Money"], "runes": runes("order", 2),
                             "field": [["Daring Poro"], []]}))
    s.do("play Blood Money")
    go(s, "target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    gold = gold_ids(s)
    assert len(gold) == 2 and all(s.obj(x).exhausted for x in gold)


# ---------------------------------------------------------------- Deathgrip

def test_deathgrip_kills_one_friendly_unit_and_gives_its_might_to_another(scenario):
    s = _deathgrip(scenario, ["Vanguard Sergeant", "Playful Phantom"],
                   deck=["Pouty Poro"] + QUIET_FILL)
    s.do("play Deathgrip", "target Vanguard Sergeant")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Vanguard Sergeant")      # "another friendly unit"
    assert s.can("target Playful Phantom")
    s.do("target Mega-Mech")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert _anchor_might(s) == 8 + 4
    assert s.zone("Pouty Poro") == "HAND"
    assert s.zone("Deathgrip") == "TRASH"


def test_deathgrip_needs_two_friendly_units(scenario):
    s = _deathgrip(scenario, [])
    assert not s.can("play Deathgrip")
    s = _deathgrip(scenario, ["Vanguard Sergeant"])
    assert s.can("play Deathgrip")


def test_deathgrip_no_might_when_the_death_is_replaced(scenario):
    """Spiritforged FAQ: if the first unit doesn't actually die (Zhonya's Hourglass), the
    other gets no Might; you still draw 1."""
    s = _deathgrip(scenario, ["Vanguard Sergeant", "Zhonya's Hourglass"],
                   deck=["Pouty Poro"] + QUIET_FILL)
    s.do("play Deathgrip", "target Vanguard Sergeant")
    go(s, "target Mega-Mech")
    settle_open(s)
    assert s.zone("Zhonya's Hourglass") == "TRASH"
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert _anchor_might(s) == 8
    assert s.zone("Pouty Poro") == "HAND"


# ---------------------------------------------------------------- Drag Under

def test_drag_under_costs_2_less_played_from_the_trash(scenario):
    """356.4: a discount of its own that holds when it is played from anywhere but the hand
    (here the trash, by Endless Riches' "you may play cards from your trash"); the discount
    also applies while it is on the chain being paid for (354-357): 5 - 2 = 3 Energy."""
    from card_helpers import act, card, decide, tgt
    for energy, playable in ((3, True), (2, False)):
        s = scenario(quiet_spec({"base": ["Endless Riches"], "trash": ["Drag Under"],
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
        s = scenario(quiet_spec({"hand": ["Drag Under"],
                                 "pool": {"energy": energy, "power": {"order": 1}}},
                                {"field": [["Vanguard Sergeant"], []]}))
        assert s.can("play Drag Under") == playable
        if playable:
            act(s, "play Drag Under", tgt(s, "Vanguard Sergeant", 1))
            decide(s)
            settle_open(s)
            assert s.zone("Vanguard Sergeant") == "TRASH"
            assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Glasc Mixologist

def test_glasc_mixologist_deathknell_plays_a_cheap_unit_from_trash_free(scenario):
    """808 Deathknell: a unit of cost [3] or less and [A] or less from the trash, ignoring its
    cost; Mega-Mech ([7]) may not be chosen."""
    s = scenario(quiet_spec({"field": [[{"card": "Glasc Mixologist", "damage": 2}], []],
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


# ---------------------------------------------------------------- Rally the Troops

def test_rally_the_troops_buffs_each_friendly_unit_played_this_turn(scenario):
    """390.2: a delayed ability lasting the turn: every unit its controller plays afterwards
    this turn is buffed (702: +1 Might), not only the next one; and draw 1."""
    s = scenario(quiet_spec({"hand": ["Rally the Troops", "Daring Poro", "Daring Poro"],
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
    s = scenario(quiet_spec({"hand": ["Daring Poro", "Rally the Troops"],
                             "runes": runes("order", 4)}))
    s.do("play Daring Poro")
    go(s, "to P0's base")
    settle_open(s)
    s.do("play Rally the Troops")
    settle_open(s)
    assert s.obj("Daring Poro").buff == 0


# ---------------------------------------------------------------- Unsung Hero

@pytest.mark.parametrize("boost,draws", [(3, 2), (0, 0)])
def test_unsung_hero_draws_2_if_it_was_mighty(scenario, boost, draws):
    """Unsung Hero, Deathknell: draw 2 if it was Mighty as it died (last-known Might,
    808.1.d.3)."""
    s = scenario(bare_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                            "base": ["Stalwart Poro"],
                            "field": [[{"card": "Unsung Hero", "damage": 2 if boost else 0,
                                        "might": boost}], []]}))
    s.do("play Hextech Ray")
    settle(s)
    assert s.zone("Unsung Hero") == "TRASH"
    assert len(s.game.players[0].hand) == draws


# ---------------------------------------------------------------- Vanguard Armory

def test_vanguard_armory_plays_three_recruits_each_to_a_chosen_location(scenario):
    s = scenario(quiet_spec({"base": ["Vanguard Armory"], "field": [["Daring Poro"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 "Altar to Unity"]))
    s.do(f"activate ability 0 of Vanguard Armory #{s.id('Vanguard Armory')}")
    picks = []
    for want in ("Grove of the God-Willow", "base", "Grove of the God-Willow"):
        for _ in range(5):
            if s.kind == DecisionKind.PLAY_LOCATION:
                break
            s.do("pass")
        assert s.kind == DecisionKind.PLAY_LOCATION
        picks.append(sorted(s.options()))
        s.do(want)
    settle_open(s)
    recruits = board(s, "Recruit", 0)
    assert sorted(o.loc for o in recruits) == [0, 1, 1]
    assert all(o.exhausted for o in recruits)
    assert s.game.objs[s.id("Vanguard Armory")].exhausted


# ---------------------------------------------------------------- Altar of Memories

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


# ---------------------------------------------------------------- Rek'Sai, Swarm Queen

def test_reksai_swarm_queen_may_play_a_revealed_unit_where_she_attacks(scenario):
    """424 / 427 / 419.3: she reveals the top 2; the banished Vanguard Sergeant is played
    paying its cost ([4]) and, a unit, may be played here (the battlefield she attacks) as
    well as to base (355.2); the other card is recycled (416)."""
    s = _swarm_queen(scenario, ["Vanguard Sergeant", "Stupefy"])
    assert s.kind == DecisionKind.CHOOSE_CARD and s.can("done")
    s.do(pick(s, "Vanguard Sergeant"))
    for _ in range(10):
        if s.kind == DecisionKind.PLAY_LOCATION:
            break
        s.do("pass")
    assert s.kind == DecisionKind.PLAY_LOCATION
    assert s.can("to P0's base") and s.can("to Altar to Unity")
    assert not s.can("to Grove of the God-Willow")
    s.do("to Altar to Unity")
    assert s.obj("Vanguard Sergeant").loc == 2
    assert s.game.players[0].energy == 0
    assert s.game.players[0].deck[-1] == s.id("Stupefy")


def test_reksai_swarm_queen_declined_reveals_nothing(scenario):
    """383.3.a: "you may reveal" opens the effect: declined, nothing is revealed or played."""
    s = _swarm_queen(scenario, ["Vanguard Sergeant", "Stupefy"], accept=False)
    assert s.kind != DecisionKind.CHOOSE_CARD
    assert s.game.players[0].deck[0] == s.id("Vanguard Sergeant")


# ---------------------------------------------------------------- Renata Glasc, Industrialist

def test_renata_industrialist_your_token_units_enter_ready(scenario):
    s = scenario(quiet_spec({"base": ["Renata Glasc, Industrialist"], "hand": ["Vanguard Sergeant"],
                             "runes": runes("order", 4), "field": [["Royal Guard"], []]}))
    s.do("play Vanguard Sergeant")
    go(s, "to P0's base")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").exhausted                  # not a token


def test_renata_industrialist_tokens_of_an_effect_enter_ready(scenario):
    s = scenario(quiet_spec({"base": ["Renata Glasc, Industrialist"], "hand": ["Royal Guard"],
                             "runes": runes("order", 4)}))
    s.do("play Royal Guard")
    go(s, "to P0's base")
    settle_open(s)
    soldiers = board(s, "Sand Soldier", 0)
    assert len(soldiers) == 1 and not soldiers[0].exhausted
    assert s.obj("Royal Guard").exhausted


# ---------------------------------------------------------------- Trove Golem

def test_trove_golem_plays_four_exhausted_golds(scenario):
    s = scenario(quiet_spec({"hand": ["Trove Golem"], "runes": runes("order", 10)}))
    s.do("play Trove Golem")
    go(s, "to P0's base")
    settle_open(s)
    assert [o.exhausted for o in gold(s)] == [True] * 4


# ---------------------------------------------------------------- Undertitan

def test_undertitan_revealed_from_the_deck_adds_2_energy(scenario):
    """424 / 400.2: as Undertitan is revealed from its owner's Main Deck (here by Void Rush's
    reveal), its owner adds [2] to their pool at once; banishing none, both cards are drawn
    and the [2] stays in the pool."""
    s = scenario(quiet_spec({"hand": ["Void Rush"],
                             "deck": ["Undertitan", "Pouty Poro"] + QUIET_FILL,
                             "pool": {"energy": 2, "power": {"fury": 1, "order": 1}}}))
    s.do("play Void Rush")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    assert s.game.players[0].energy == 2
    s.do("done")
    settle_open(s)
    assert hand(s) == ["Pouty Poro", "Undertitan"]
    assert s.game.players[0].energy == 2


def test_undertitan_drawn_adds_nothing(scenario):
    """A draw (413) is no reveal: nothing is added."""
    s = scenario(quiet_spec({"hand": ["Called Shot"], "runes": runes("chaos", 1),
                             "deck": ["Undertitan", "Pouty Poro"] + QUIET_FILL}))
    s.do("play Called Shot")
    go(s, "no")
    settle_open(s)
    s.do(pick(s, "Undertitan"))
    settle_open(s)
    assert hand(s) == ["Undertitan"] and s.game.players[0].energy == 0


def test_undertitan_played_gives_the_other_friendly_units_2_might(scenario):
    """383.4.a: when played, the other friendly units get +2 Might this turn; the enemy's
    don't."""
    s = scenario(quiet_spec({"hand": ["Undertitan"], "base": ["Pouty Poro"],
                             "pool": {"energy": 6, "power": {"order": 1}}},
                            {"base": ["Daring Poro"]}))
    s.do("play Undertitan")
    go(s, "to P0's base")
    settle_open(s)
    assert s.obj("Undertitan").zone == Zone.BOARD
    assert s.might("Pouty Poro") == 2 + 2 and s.might("Undertitan") == 5
    assert s.might("Daring Poro", 1) == 2


# ---------------------------------------------------------------- Xin Zhao, Vigilant

def test_xin_zhao_enters_ready_with_two_other_units_in_base(scenario):
    for others, ready in ((["Daring Poro"], True), ([], False)):   # + the anchor
        s = scenario(quiet_spec({"hand": ["Xin Zhao, Vigilant"], "runes": runes("order", 4),
                                 "base": others}))
        s.do("play Xin Zhao, Vigilant")
        go(s, "to P0's base")
        settle_open(s)
        assert s.obj("Xin Zhao, Vigilant").exhausted is (not ready)


# ---------------------------------------------------------------- Azir, Sovereign

def test_azir_sovereign_attacks_and_brings_token_units(scenario):
    s = scenario(quiet_spec({"base": ["Azir, Sovereign", "Sand Soldier", "Recruit",
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
    s = scenario(quiet_spec({"base": ["Azir, Sovereign"] + ["Recruit"] * 9},
                            {"field": [["Mega-Mech"], []]}))
    attack(s, "Azir, Sovereign")
    recruits = [i for i in s.ids("Recruit") if s.game.objs[i].zone.name == "BOARD"]
    for r in recruits[:8]:
        s.do(f"target Recruit #{r}")
    assert not s.can(f"target Recruit #{recruits[8]}")
    settle_open(s)
    moved = {e.obj for e in s.game.events if e.kind.name == "MOVE"}
    assert set(recruits[:8]) <= moved and recruits[8] not in moved


# ---------------------------------------------------------------- Blade of the Ruined King

def test_blade_of_the_ruined_king_equip_kills_a_friendly_unit(scenario):
    """818.1.c.3: its Equip cost has a non-resource part, "kill a friendly unit", chosen as it
    is paid (357.2.a); +4 Might."""
    s = scenario(quiet_spec({"base": ["Blade of the Ruined King", "Vanguard Sergeant",
                                      "Daring Poro"],
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


# ---------------------------------------------------------------- Corina Veraza

def test_corina_veraza_moves_to_a_battlefield_for_three_recruits(scenario):
    s = scenario(quiet_spec({"base": ["Corina Veraza"]}))
    attack(s, "Corina Veraza")
    recruits = board(s, "Recruit", 0)
    assert [r.loc for r in recruits] == [1, 1, 1]


# ---------------------------------------------------------------- Fiora, Worthy

def test_fiora_worthy_readies_a_unit_that_becomes_mighty(scenario):
    """Fiora, Worthy: a unit you control becomes Mighty (709: 4 -> 6 with Discipline): you
    may pay [order] to ready it."""
    s = scenario(bare_spec({"base": ["Fiora, Worthy",
                                     {"card": "Vanguard Sergeant", "exhausted": True}],
                            "hand": ["Discipline"],
                            "runes": ["Calm Rune", "Calm Rune", "Order Rune"]}))
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
    s = scenario(bare_spec({"base": ["Fiora, Worthy"], "hand": ["Playful Phantom"],
                            "runes": ["Calm Rune"] * 5 + ["Order Rune"]}))
    s.do("play Playful Phantom")
    settle(s)
    assert s.kind == DecisionKind.PRIORITY and s.obj("Playful Phantom").exhausted
