"""Card tests for the cards the seed rulings name that were defined last (their set modules:
riftsim.cards.sets.ogn / sfd / unl): one scenario test or more per card, each asserting the
card's concrete effect, plus the mechanics they brought in: playing a card as part of an
effect (419.3, a pending chain item finalized after the resolution, 354.3 / 337.1.b), the
look / reveal offer of Nocturne, Horrifying from every look or reveal (424, 427), copy effects
(472.1.b), Replace / Swap Back (438), control "until I leave the board", and replacement
effects that need a decision (373: which death a replacement saves; "you may pay … instead").
"""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.cards.dsl import Triggered
from riftsim.events import EventKind
from riftsim.reference import layers
from riftsim import LOC_BASE, Zone

from card_helpers import decide

PLAZA, FORGE = "The Grand Plaza", "Ornn's Forge"      # no conquer / hold effects of note
TO_A, TO_B = f"to {PLAZA}", f"to {FORGE}"
DECK = ["Petty Officer"] * 8
#: a ready unit in each base keeps the main phase a real decision (a single-option decision is
#: taken by the game: with nothing else to do, a turn would end by itself)
ANCHOR = "Mountain Drake"


def spec(p0=None, p1=None, bfs=(PLAZA, FORGE), anchor=True, **kw) -> dict:
    players = []
    for p in (p0 or {}, p1 or {}):
        q = {"deck": list(DECK), **p}
        if anchor:
            q["base"] = list(q.get("base", [])) + [ANCHOR]
        players.append(q)
    return {"battlefields": list(bfs), "players": players, **kw}


def runes(domain: str, n: int) -> list:
    return [f"{domain.title()} Rune"] * n


def bid(s, name, player=None, index=0) -> int:
    g = s.game
    return [i for i in s.ids(name, player) if g.objs[i].zone == Zone.BOARD][index]


def ref(s, name, player=None, index=0) -> str:
    return f"{name} #{bid(s, name, player, index)}"


def card(s, name, player=None, index=0) -> str:
    return f"{name} #{s.id(name, player, index)}"


def names(s, ids) -> list[str]:
    return [s.game.pool[s.game.objs[i].card].name for i in ids]


def act(s, *texts):
    """Apply the actions described; a "target …" that is not asked (the only legal choice is
    taken by the game) is skipped."""
    for text in texts:
        if s.can(text) or not text.startswith("target "):
            s.do(text)
    return s


def ready_runes(s, player=0) -> int:
    return sum(1 for r in s.game.players[player].runes if not s.game.objs[r].exhausted)


def events(s, kind, since=0) -> list:
    return [e for e in s.game.events[since:] if e.kind == kind]


# ---------------------------------------------------------------- The Harrowing


def test_the_harrowing_plays_a_unit_from_the_trash_without_its_energy(scenario):
    """Only units in your trash are eligible (a spell is not); the chosen one is played by the
    limited play of 419.3 after The Harrowing has resolved, its Energy cost ignored."""
    s = scenario(spec({"hand": ["The Harrowing"], "runes": runes("chaos", 8),
                       "trash": ["Vanguard Sergeant", "Hextech Ray", "Shipyard Skulker"]}))
    s.do("play The Harrowing")
    decide(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert sorted(o.split(" #")[0] for o in s.options()) == [
        "choose Shipyard Skulker", "choose Vanguard Sergeant"]
    s.do(f"choose {card(s, 'Vanguard Sergeant')}")
    decide(s)
    sgt = s.obj("Vanguard Sergeant")
    assert sgt.zone == Zone.BOARD and sgt.loc == LOC_BASE and sgt.exhausted
    assert s.zone("The Harrowing") == "TRASH" and s.zone("Shipyard Skulker") == "TRASH"
    assert len(s.game.players[0].runes) == 6 and ready_runes(s) == 2   # 6 + [C][C] only


def test_the_harrowing_with_no_unit_in_the_trash_does_nothing(scenario):
    """419.3.c: nothing eligible, nothing happens."""
    s = scenario(spec({"hand": ["The Harrowing"], "runes": runes("chaos", 8),
                       "trash": ["Hextech Ray"]}))
    s.do("play The Harrowing")
    decide(s)
    assert s.zone("Hextech Ray") == "TRASH" and s.zone("The Harrowing") == "TRASH"
    assert not s.game.chain


# ---------------------------------------------------------------- Blind Fury


def test_blind_fury_plays_the_opponents_revealed_spell_for_free(scenario):
    """The opponent reveals their top card; the Blind Fury player banishes it and plays it,
    ignoring its cost (its controller, 188.1): Hextech Ray chooses its target as it is
    finalized, deals 3, and goes to its owner's trash."""
    s = scenario(spec({"hand": ["Blind Fury"], "runes": runes("fury", 6)},
                      {"deck": ["Hextech Ray"] + DECK, "field": [["Vanguard Sergeant"], []]}))
    n = len(s.game.events)
    s.do("play Blind Fury")
    decide(s)
    ray = s.id("Hextech Ray")
    assert [e.obj for e in events(s, EventKind.REVEAL, n)] == [ray]
    decide(s)
    sgt = s.obj("Vanguard Sergeant")
    assert sgt.damage == 3
    assert s.game.objs[ray].zone == Zone.TRASH and ray in s.game.players[1].trash
    assert len(s.game.players[0].runes) == 4 and ready_runes(s) == 2   # Blind Fury only


# ---------------------------------------------------------------- Promising Future


def test_promising_future_spell_waits_on_the_chain_and_units_enter(scenario):
    """Each player banishes one of their top 5; the cards are played from the next player on
    (P1 first): P1's Hextech Ray is finalized first and waits on the chain (Energy ignored,
    its Power paid); P0's unit enters at once; then the Ray resolves."""
    s = scenario(spec({"hand": ["Promising Future"], "runes": runes("mind", 6),
                       "deck": ["Vanguard Sergeant"] + DECK,
                       "field": [["Shipyard Skulker"], []]},
                      {"deck": ["Hextech Ray"] + DECK, "runes": runes("fury", 1)}))
    s.do("play Promising Future")
    decide(s)
    s.do(f"choose {card(s, 'Vanguard Sergeant')}")
    s.do(f"choose {card(s, 'Hextech Ray')}")
    g = s.game
    skulker = bid(s, "Shipyard Skulker")
    assert s.kind == DecisionKind.PLAY_LOCATION and s.decision.player == 0
    assert [(names(s, [it.source])[0], it.pending) for it in g.chain] == [
        ("Hextech Ray", False), ("Vanguard Sergeant", True)]   # P1's finalized first (its
    assert g.chain[0].targets == [[skulker]]                       # only target was taken)
    assert g.players[1].runes == []                                # its [R] paid, no Energy
    n = len(g.events)
    s.do("to P0's base")
    decide(s)
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD
    resolved = [e.obj for e in events(s, EventKind.RESOLVE, n)]
    assert resolved == [s.id("Hextech Ray")]                       # the spell resolves last
    assert g.objs[skulker].zone == Zone.TRASH and s.zone("Hextech Ray") == "TRASH"
    assert len(s.game.players[0].deck) == len(DECK) == len(s.game.players[1].deck)


# ---------------------------------------------------------------- Ava Achiever


def test_ava_achiever_plays_a_hidden_card_at_the_attacked_battlefield(scenario):
    """When she attacks, paying [mind] plays a card with [Hidden] from the hand, ignoring its
    cost; a unit is played there (and so joins the attack)."""
    s = scenario(spec({"base": ["Ava Achiever"], "hand": ["Pakaa Cub", "Stupefy"],
                       "runes": runes("mind", 1), "pool": {"energy": 1}},
                      {"field": [["Stalwart Poro"], []]}))
    s.do(f"move {ref(s, 'Ava Achiever')}", TO_A)
    assert s.kind == DecisionKind.MAY                              # pay [mind]?
    s.do("yes")
    while s.game.chain:
        s.do("pass")
    cub = s.obj("Pakaa Cub")
    assert cub.zone == Zone.BOARD and cub.loc == 1 and cub.exhausted
    assert s.game.players[0].runes == [] and s.zone("Stupefy") == "HAND"
    sd = s.game.showdown                               # the chain was opened by a trigger:
    assert sd is not None and sd.combat and (sd.focus, sd.passes) == (0, 0)   # focus stays
                                                       # with P0, nobody passed yet (346.1)
    assert s.kind == DecisionKind.PRIORITY and s.decision.player == 0


def test_ava_achiever_without_a_hidden_card_plays_nothing(scenario):
    s = scenario(spec({"base": ["Ava Achiever"], "hand": ["Hextech Ray"],
                       "runes": runes("mind", 1)},
                      {"field": [["Stalwart Poro"], []]}))
    s.do(f"move {ref(s, 'Ava Achiever')}", TO_A)
    s.do("yes")
    decide(s)
    assert s.zone("Hextech Ray") == "HAND"


# ---------------------------------------------------------------- Baited Hook


def test_baited_hook_plays_a_unit_with_up_to_one_more_might(scenario):
    """Kill Pakaa Cub (3 Might): among the top 5, units with Might 4 or less may be banished
    and played ignoring their cost; the other four are recycled."""
    top = ["Mountain Drake", "Vanguard Sergeant", "Hextech Ray", "Shipyard Skulker", "Mega-Mech"]
    s = scenario(spec({"base": ["Baited Hook", "Pakaa Cub"], "pool": {"energy": 1,
                                                                      "power": {"order": 1}},
                       "deck": top + DECK}))
    s.do(f"activate ability 0 of {ref(s, 'Baited Hook')}", f"target {ref(s, 'Pakaa Cub')}")
    decide(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert sorted(o.split(" #")[0] for o in s.options()) == [
        "choose Shipyard Skulker", "choose Vanguard Sergeant", "done"]
    s.do(f"choose {card(s, 'Vanguard Sergeant')}")
    decide(s)
    assert s.zone("Pakaa Cub") == "TRASH" and s.obj("Vanguard Sergeant").zone == Zone.BOARD
    deck = s.game.players[0].deck
    assert sorted(names(s, deck[-4:])) == sorted(n for n in top if n != "Vanguard Sergeant")


def test_baited_hook_target_gone_means_no_killed_unit(scenario):
    """359.3.e.12: the chosen unit left before the ability resolved: no kill, null Might, no
    unit played; the five are recycled."""
    s = scenario(spec({"base": ["Baited Hook"], "field": [["Pakaa Cub"], []],
                       "pool": {"energy": 1, "power": {"order": 1}},
                       "deck": ["Stalwart Poro"] * 5 + DECK},
                      {"hand": ["Gust"], "runes": runes("chaos", 2)}))
    s.do(f"activate ability 0 of {ref(s, 'Baited Hook')}", f"target {ref(s, 'Pakaa Cub')}")
    while s.decision.player != 1:
        s.do("pass")
    act(s, "play Gust", f"target {ref(s, 'Pakaa Cub')}")     # back to hand in response
    decide(s)
    assert s.zone("Pakaa Cub") == "HAND"
    assert not [o for o in s.game.objs if s.game.pool[o.card].name == "Stalwart Poro"
                and o.zone == Zone.BOARD]
    assert len(s.game.players[0].deck) == 13


# ---------------------------------------------------------------- Stacked Deck


def test_stacked_deck_puts_one_of_three_into_the_hand(scenario):
    s = scenario(spec({"hand": ["Stacked Deck"], "runes": runes("chaos", 1),
                       "deck": ["Pakaa Cub", "Hextech Ray", "Shipyard Skulker", "Mega-Mech"]}))
    s.do("play Stacked Deck")
    decide(s)
    assert len(s.options()) == 3
    s.do(f"choose {card(s, 'Hextech Ray')}")
    decide(s)
    p = s.game.players[0]
    assert names(s, p.hand) == ["Hextech Ray"] and not [e for e in s.game.events
                                                        if e.kind == EventKind.DRAW]
    assert names(s, p.deck[:1]) == ["Mega-Mech"]
    assert sorted(names(s, p.deck[1:])) == ["Pakaa Cub", "Shipyard Skulker"]


# ---------------------------------------------------------------- Dazzling Aurora


def test_dazzling_aurora_reveals_until_a_unit_and_plays_it_free(scenario):
    s = scenario(spec({"base": ["Dazzling Aurora"],
                       "deck": ["Hextech Ray", "Stacked Deck", "Vanguard Sergeant", "Pakaa Cub"]}))
    n = len(s.game.events)
    s.do("end turn")
    decide(s)
    assert names(s, [e.obj for e in events(s, EventKind.REVEAL, n)]) == [
        "Hextech Ray", "Stacked Deck", "Vanguard Sergeant"]
    sgt = s.obj("Vanguard Sergeant")
    assert sgt.zone == Zone.BOARD and sgt.controller == 0
    p = s.game.players[0]
    assert names(s, p.deck[:1]) == ["Pakaa Cub"]
    assert sorted(names(s, p.deck[1:])) == ["Hextech Ray", "Stacked Deck"]


def test_dazzling_aurora_with_no_unit_recycles_every_revealed_card(scenario):
    s = scenario(spec({"base": ["Dazzling Aurora"], "deck": ["Hextech Ray", "Stacked Deck"]}))
    s.do("end turn")
    decide(s)
    assert sorted(names(s, s.game.players[0].deck)) == ["Hextech Ray", "Stacked Deck"]
    assert not s.game.players[0].banishment


# ---------------------------------------------------------------- Unlicensed Armory


@pytest.mark.parametrize("pay", [True, False])
def test_unlicensed_armory_may_pay_to_save_the_unit(scenario, pay):
    """Discard 1, exhaust: the chosen unit's next death this turn may be replaced, paying
    [fury], by heal, exhaust, recall (370: decided as it would die, here in the cleanup after
    Hextech Ray dealt it lethal damage)."""
    s = scenario(spec({"base": ["Unlicensed Armory"], "field": [["Shipyard Skulker"], []],
                       "hand": ["Pakaa Cub", "Hextech Ray"], "runes": runes("fury", 3)}))
    s.do(f"activate ability 0 of {ref(s, 'Unlicensed Armory')}",
         f"target {ref(s, 'Shipyard Skulker')}", f"choose {card(s, 'Pakaa Cub')}")
    decide(s)
    assert s.zone("Pakaa Cub") == "TRASH"
    act(s, "play Hextech Ray", f"target {ref(s, 'Shipyard Skulker')}")
    decide(s)
    assert s.kind == DecisionKind.MAY and not s.game.chain
    s.do("yes" if pay else "no")
    sk = s.obj("Shipyard Skulker")
    if pay:
        assert sk.zone == Zone.BOARD and sk.loc == LOC_BASE and sk.exhausted and sk.damage == 0
        assert len(s.game.players[0].runes) == 1           # [R] paid by recycling a rune
    else:
        assert sk.zone == Zone.TRASH and len(s.game.players[0].runes) == 2


def test_unlicensed_armory_saves_a_unit_killed_as_a_cost_from_what_the_play_leaves(scenario):
    """357.1 / 357.2 / 357.2.a: Cruel Patron's Energy is paid before its kill cost, so the
    save's [fury] is paid by recycling a rune exhausted for that Energy; the cost counts as
    paid and the unit is saved. (Paying the kill first recycled a ready rune for the save and
    left the Energy unpayable: a parity run's game where both engines failed.)"""
    s = scenario(spec({"base": ["Unlicensed Armory", "Stalwart Poro"],
                       "hand": ["Pakaa Cub", "Cruel Patron"],
                       "runes": runes("order", 3) + runes("fury", 1)}))
    s.do(f"activate ability 0 of {ref(s, 'Unlicensed Armory')}",
         f"target {ref(s, 'Stalwart Poro')}", f"choose {card(s, 'Pakaa Cub')}")
    decide(s)
    act(s, "play Cruel Patron", f"choose {ref(s, 'Stalwart Poro')}")
    decide(s)
    assert s.obj("Cruel Patron").zone == Zone.BOARD
    poro = s.obj("Stalwart Poro")
    assert poro.zone == Zone.BOARD and poro.loc == LOC_BASE and poro.exhausted
    runes_left = names(s, s.game.players[0].runes)
    assert sorted(runes_left) == ["Order Rune"] * 3 and ready_runes(s) == 0


@pytest.mark.parametrize("pay", [True, False])
def test_unlicensed_armory_decided_as_a_kill_instruction_kills(scenario, pay):
    """A kill instruction (effects._kill, kill_deciding): the decision comes as it resolves."""
    s = scenario(spec({"base": ["Unlicensed Armory"], "field": [["Shipyard Skulker"], []],
                       "hand": ["Pakaa Cub", "Vengeance"],
                       "runes": runes("fury", 1) + runes("order", 6)}))
    s.do(f"activate ability 0 of {ref(s, 'Unlicensed Armory')}",
         f"target {ref(s, 'Shipyard Skulker')}", f"choose {card(s, 'Pakaa Cub')}")
    decide(s)
    act(s, "play Vengeance", f"target {ref(s, 'Shipyard Skulker')}")
    decide(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes" if pay else "no")
    decide(s)
    sk = s.obj("Shipyard Skulker")
    assert (sk.zone == Zone.BOARD and sk.loc == LOC_BASE and sk.exhausted) if pay else \
        sk.zone == Zone.TRASH


def test_unlicensed_armory_without_the_power_the_unit_dies(scenario):
    s = scenario(spec({"base": ["Unlicensed Armory"], "field": [["Shipyard Skulker"], []],
                       "hand": ["Pakaa Cub", "Hextech Ray"],
                       "runes": runes("fury", 1)}))     # Hextech Ray uses it up
    s.do(f"activate ability 0 of {ref(s, 'Unlicensed Armory')}",
         f"target {ref(s, 'Shipyard Skulker')}", f"choose {card(s, 'Pakaa Cub')}")
    decide(s)
    act(s, "play Hextech Ray", f"target {ref(s, 'Shipyard Skulker')}")
    decide(s)
    assert s.zone("Shipyard Skulker") == "TRASH"


# ---------------------------------------------------------------- Showstopper, The Syren


def test_showstopper_buffs_a_unit_in_base_and_moves_it_to_a_battlefield(scenario):
    """The destination is chosen as the spell is played (355.4)."""
    s = scenario(spec({"base": ["Shipyard Skulker"], "hand": ["Showstopper"],
                       "runes": runes("body", 2)},
                      {"field": [[], ["Stalwart Poro"]]}))
    s.do("play Showstopper", f"target {ref(s, 'Shipyard Skulker')}")
    assert s.kind == DecisionKind.DESTINATION
    assert sorted(s.options()) == sorted([TO_A, TO_B])
    s.do(TO_A)
    decide(s)
    sk = s.obj("Shipyard Skulker")
    assert sk.buff == 1 and layers.might(s.game, sk) == 4 and sk.loc == 1


def test_the_syren_moves_a_friendly_unit_at_a_battlefield_to_its_base(scenario):
    """A move (441), not a recall: 'when I move' effects see it; [1] and exhaust are paid."""
    s = scenario(spec({"base": ["The Syren"], "field": [["Shipyard Skulker"], []],
                       "pool": {"energy": 1}}))
    syren = ref(s, "The Syren")
    n = len(s.game.events)
    s.do(f"activate ability 0 of {syren}")
    decide(s)
    sk = s.obj("Shipyard Skulker")
    assert sk.loc == LOC_BASE
    assert [(e.obj, e.loc) for e in events(s, EventKind.MOVE, n)] == [(sk.id, LOC_BASE)]
    assert s.obj("The Syren").exhausted and s.game.players[0].energy == 0
    assert not s.can(f"activate ability 0 of {syren}")


# ---------------------------------------------------------------- Akshan, Mischievous


def test_akshan_without_the_additional_cost_takes_nothing(scenario):
    s = scenario(spec({"hand": ["Akshan, Mischievous"], "runes": runes("body", 6)},
                      {"base": ["Doran's Blade"]}))
    s.do("play Akshan, Mischievous", "no")
    decide(s)
    assert s.obj("Akshan, Mischievous").zone == Zone.BOARD
    assert s.obj("Doran's Blade").controller == 1 and len(s.game.players[0].runes) == 6


def test_akshan_takes_an_equipment_until_he_leaves_the_board(scenario):
    """Paid [body][body]: the enemy gear comes to P0's base under P0's control and, being an
    Equipment, is attached to Akshan (+2 Might); when Akshan dies, control goes back to P1."""
    s = scenario(spec({"hand": ["Akshan, Mischievous", "Vengeance"],
                       "runes": runes("body", 6) + runes("order", 6)},
                      {"base": ["Doran's Blade"]}))
    s.do("play Akshan, Mischievous", "yes")
    decide(s)
    ak, blade = s.obj("Akshan, Mischievous"), s.obj("Doran's Blade")
    assert blade.controller == 0 and blade.loc == LOC_BASE and blade.attached_to == ak.id
    assert layers.might(s.game, ak) == 6
    s.do("play Vengeance", f"target {ref(s, 'Akshan, Mischievous')}")
    decide(s)
    assert ak.zone == Zone.TRASH
    assert blade.zone == Zone.BOARD and blade.controller == 1 and blade.attached_to == -1


# ---------------------------------------------------------------- Deceiver, Reflection


def test_reflection_is_a_zero_might_unit_token_without_abilities(scenario):
    pool = scenario(spec()).game.pool
    r = pool.by_name("Reflection")
    assert (r.type, r.might, r.is_token, r.implemented, r.abilities) == ("unit", 0, True, True,
                                                                         ())


def test_deceiver_hold_makes_a_temporary_copy_with_the_copied_abilities(scenario):
    """When P0 holds with Yasuo there: discard 1, exhaust Deceiver: a ready Reflection there;
    then it becomes a copy of Yasuo (its abilities too: 'when I attack …') with Temporary;
    at P0's next Beginning Phase Temporary kills it (816), and it ceases to exist."""
    s = scenario(spec({"legend": "Deceiver", "field": [["Yasuo, Remorseful"], []],
                       "hand": ["Pakaa Cub"]}, phase="awaken"))
    g = s.game
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    decide(s)
    copy = next(o for o in g.objs if o.token and o.zone == Zone.BOARD)
    assert g.pool[copy.card].name == "Yasuo, Remorseful" and copy.loc == 1
    assert layers.might(g, copy) == 6 and layers.has(g, copy, "Temporary")
    assert not copy.exhausted
    assert [a.on for _, a in g.pool[copy.card].abilities_of(Triggered)] == ["attack"]
    assert s.zone("Pakaa Cub") == "TRASH" and g.objs[g.players[0].legend].exhausted
    s.do("end turn")
    s.pass_until(lambda z: z.game.turn_player == 0 and z.kind == DecisionKind.MAY)
    assert copy.zone == Zone.REMOVED                   # Temporary, before the hold (816)
    assert s.obj("Yasuo, Remorseful").zone == Zone.BOARD


# ---------------------------------------------------------------- Green Father, Brush


def test_green_father_replaces_a_conquered_battlefield_with_brush_and_it_swaps_back(scenario):
    """Conquering Ornn's Forge: exhaust Green Father to replace it with Brush (438): control and
    the conquest carry over; Stalwart Poro (a Poro) has +1 Might there. Holding Brush next
    turn, P0 may swap back: the Forge returns in its place, the token stops existing."""
    s = scenario(spec({"legend": "Green Father", "base": ["Stalwart Poro"]}))
    g = s.game
    forge = g.bfs[1].obj
    s.do(f"move {ref(s, 'Stalwart Poro')}", TO_B)
    decide(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    decide(s)
    brush = g.objs[g.bfs[1].obj]
    assert g.pool[brush.card].name == "Brush" and brush.token and brush.zone == Zone.BATTLEFIELD
    assert g.objs[forge].zone == Zone.BANISHMENT and g.bfs[1].controller == 0
    assert layers.might(g, s.obj("Stalwart Poro")) == 3
    s.do("end turn")
    s.pass_until(lambda z: z.kind == DecisionKind.ORDER_TRIGGERS)   # P0 holds Brush
    assert g.turn_player == 0 and g.players[0].points == 2
    assert g.objs[g.players[0].legend].exhausted is False
    s.do("option 0")
    for _ in range(2):                                         # finalizing both triggers
        assert s.kind == DecisionKind.MAY
        s.do("yes" if s.decision.source == brush.id else "no")   # swap back; not Green Father
    decide(s)
    assert g.bfs[1].obj == forge and g.objs[forge].zone == Zone.BATTLEFIELD
    assert brush.zone == Zone.REMOVED and layers.might(g, s.obj("Stalwart Poro")) == 2


def test_brush_gives_only_its_tags_plus_one_might_here(scenario):
    s = scenario(spec({"field": [[], ["Stalwart Poro", "Pakaa Cub", "Shipyard Skulker"]],
                       "base": ["Stalwart Poro"]}, bfs=(PLAZA, "Brush")))
    g = s.game
    here = [o for o in g.objs if o.zone == Zone.BOARD and o.loc == 2]
    assert {names(s, [o.id])[0]: layers.might(g, o) for o in here} == {
        "Stalwart Poro": 3, "Pakaa Cub": 4, "Shipyard Skulker": 3}
    assert layers.might(g, s.obj("Stalwart Poro", index=0)) == 2   # in base: no bonus


# ---------------------------------------------------------------- the Recruit art printings


@pytest.mark.parametrize("cid", ["ogn-271-298", "ogn-272-298", "ogn-273-298"])
def test_recruit_printings_are_the_recruit_token(scenario, cid):
    """184.1: the three Recruit art printings are the 1-Might Recruit unit token."""
    pool = scenario(spec()).game.pool
    c, recruit = pool.by_id(cid), pool.by_name("Recruit")
    assert c.implemented and c.is_token and recruit.is_token
    assert (c.type, c.might, c.tags) == (recruit.type, recruit.might, recruit.tags) == (
        "unit", 1, ("Recruit",))
    assert c.abilities == recruit.abilities == ()


# ---------------------------------------------------------------- Nocturne from every look


def test_nocturne_is_offered_when_vision_looks_at_him(scenario):
    """817 / 424: Mystic Poro's Vision looks at the top card: Nocturne may banish himself and
    be played for [A] (then there is no card left to recycle)."""
    s = scenario(spec({"hand": ["Mystic Poro"], "runes": runes("chaos", 3),
                       "deck": ["Nocturne, Horrifying"] + DECK}))
    s.do("play Mystic Poro")
    decide(s)
    assert s.kind == DecisionKind.MAY and s.decision.source == s.id("Nocturne, Horrifying")
    s.do("yes", "yes")
    decide(s)
    noc = s.obj("Nocturne, Horrifying")
    assert noc.zone == Zone.BOARD and noc.exhausted
    assert names(s, s.game.players[0].deck) == DECK


def test_nocturne_offer_declined_leaves_him_on_top(scenario):
    s = scenario(spec({"hand": ["Stacked Deck"], "runes": runes("chaos", 1),
                       "deck": ["Nocturne, Horrifying", "Pakaa Cub", "Mega-Mech"] + DECK}))
    s.do("play Stacked Deck")
    decide(s)
    s.do("no")                                         # keep him in the deck
    s.do(f"choose {card(s, 'Nocturne, Horrifying')}")  # Stacked Deck may take him to hand
    decide(s)
    assert s.zone("Nocturne, Horrifying") == "HAND"


# ---------------------------------------------------------------- Endless Riches (Skip)


@pytest.mark.parametrize("riches", [True, False])
def test_endless_riches_skips_the_draw_phase(scenario, riches):
    """Skip (seed 003; 367 / 370.1.a): "Skip your Draw Phase" replaces P0's Draw Phase with
    nothing: no draw (315.4.b) and no Draw Phase at all; the pool still empties before the
    Main Phase (the seed ruling). Without Endless Riches P0 draws 1."""
    from riftsim import Phase

    base = ["Endless Riches"] if riches else []
    s = scenario(spec({"base": base, "pool": {"energy": 2, "power": {"fury": 1}}},
                      phase="awaken"))
    g = s.game
    p = g.players[0]
    assert g.phase == Phase.MAIN and g.turn_player == 0
    assert len(p.hand) == (0 if riches else 1) and len(p.deck) == (8 if riches else 7)
    assert len(events(s, EventKind.DRAW)) == (0 if riches else 1)
    drew = [e for e in events(s, EventKind.PHASE) if e.value == int(Phase.DRAW)]
    assert len(drew) == (0 if riches else 1)
    assert p.energy == 0 and not any(p.power.values() if isinstance(p.power, dict) else p.power)


def test_endless_riches_banishes_hand_and_trash_burns_7_and_plays_from_the_trash(scenario):
    """When played: P0's hand and trash are banished, then Burn 7 fills the trash from the
    Main Deck (not replaced: it comes from the Main Deck). P0 may then play a card from the
    trash for its own cost; the spell, leaving the chain, is banished instead of going to the
    trash (370.1.a)."""
    s = scenario(spec({"hand": ["Endless Riches", "Stalwart Poro"], "trash": ["Mountain Drake"],
                       "deck": ["Hextech Ray"] + DECK,
                       "pool": {"energy": 6, "power": {"fury": 2}}},
                      {"field": [["Petty Officer"], []]}))
    g = s.game
    p = g.players[0]
    act(s, f"play {card(s, 'Endless Riches')}")
    decide(s)
    assert s.obj("Endless Riches").zone == Zone.BOARD
    assert s.zone("Stalwart Poro") == "BANISHMENT"
    assert g.objs[s.id("Mountain Drake", 0, 0)].zone == Zone.BANISHMENT
    assert len(p.trash) == 7 and len(p.deck) == 2 and p.hand == []
    assert names(s, p.trash).count("Hextech Ray") == 1
    ray = card(s, "Hextech Ray")
    assert s.zone("Hextech Ray") == "TRASH" and s.can(f"play {ray}")
    act(s, f"play {ray}", f"target {ref(s, 'Petty Officer', 1)}")
    decide(s)
    assert g.objs[bid(s, "Petty Officer", 1)].damage == 3
    assert s.zone("Hextech Ray") == "BANISHMENT" and len(p.trash) == 6


@pytest.mark.parametrize("energy,playable", [(7, True), (6, False)])
def test_rhasa_played_from_the_trash_does_not_count_itself(scenario, energy, playable):
    """Rhasa costs [1] less per card in your trash; played from the trash (Endless Riches) she
    is on the chain when her cost is paid (356), so she does not discount herself: 10 - 3 = 7
    Energy. (The engine once offered her for 6 and then could not pay.)"""
    s = scenario(spec({"base": ["Endless Riches"],
                       "trash": ["Rhasa the Sunderer"] + ["Mega-Mech"] * 3,
                       "pool": {"energy": energy, "power": {"chaos": 1}}}))
    assert s.can(f"play {card(s, 'Rhasa the Sunderer')}") == playable
    if playable:
        s.do(f"play {card(s, 'Rhasa the Sunderer')}")
        assert s.obj("Rhasa the Sunderer").zone == Zone.BOARD
        assert s.game.players[0].energy == 0
