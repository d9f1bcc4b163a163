"""Look and reveal offers on both engines: Nocturne, Horrifying's look offer
(Origins errata; 424, 427, 419.3) from Baited Hook's look and a reveal_top reveal, Dazzling
Aurora stopping at a Nocturne declined, and Divine Judgment's keeps (416)."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim import Zone

from card_helpers import decide

PLAZA, FORGE = "The Grand Plaza", "Ornn's Forge"
DECK = ["Petty Officer"] * 8
ANCHOR = "Mountain Drake"


def spec(p0=None, p1=None, bfs=(PLAZA, FORGE), **kw) -> dict:
    players = []
    for p in (p0 or {}, p1 or {}):
        q = {"deck": list(DECK), **p}
        q["base"] = list(q.get("base", [])) + [ANCHOR]
        players.append(q)
    return {"battlefields": list(bfs), "players": players, **kw}


def bid(s, name, index=0) -> int:
    return [i for i in s.ids(name) if s.game.objs[i].zone == Zone.BOARD][index]


def names(s, ids) -> list[str]:
    return [s.game.pool[s.game.objs[i].card].name for i in ids]


def test_baited_hook_look_offers_nocturne_first(scenario):
    """Baited Hook looks at the top 5: Nocturne's offer comes as he is looked at (banish him,
    play him for [A]: pending); then Baited Hook's own pick among the rest, which no longer
    holds him; he is finalized after the ability."""
    top = ["Nocturne, Horrifying", "Vanguard Sergeant", "Hextech Ray", "Mega-Mech",
           "Stalwart Poro"]
    s = scenario(spec({"base": ["Baited Hook", "Pakaa Cub"], "runes": ["Chaos Rune"],
                       "pool": {"energy": 1, "power": {"order": 1}}, "deck": top + DECK}))
    s.do(f"activate ability 0 of Baited Hook #{bid(s, 'Baited Hook')}",
         f"target Pakaa Cub #{bid(s, 'Pakaa Cub')}")
    decide(s)
    assert s.kind == DecisionKind.MAY and s.decision.source == s.id("Nocturne, Horrifying")
    s.do("yes")
    assert s.zone("Nocturne, Horrifying") == "BANISHMENT"
    s.do("yes")                                        # play him for [A]: pending
    assert s.zone("Nocturne, Horrifying") == "CHAIN"
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert sorted(o.split(" #")[0] for o in s.options()) == [
        "choose Stalwart Poro", "choose Vanguard Sergeant", "done"]
    s.do("done")
    if s.kind == DecisionKind.PLAY_LOCATION:
        s.do("base")
    decide(s)
    assert s.obj("Nocturne, Horrifying").zone == Zone.BOARD
    assert sorted(names(s, s.game.players[0].deck[-4:])) == sorted(top[1:])


def test_baited_hook_looks_at_cards_past_id_255(scenario):
    """Baited Hook's five looked-at cards kept in one task's words (the core: 9 bits an id)
    have ids past 255 (P1 acts, after P0's 270 units; state.pxd MAXO): Nocturne's offer is
    declined (424), Vanguard Sergeant is played (419.3), the other four are recycled in order
    (416)."""
    top = ["Nocturne, Horrifying", "Vanguard Sergeant", "Hextech Ray", "Mega-Mech",
           "Stalwart Poro"]
    s = scenario(spec({"base": ["Stalwart Poro"] * 270},
                      {"base": ["Baited Hook", "Pakaa Cub"], "runes": ["Chaos Rune"],
                       "pool": {"energy": 1, "power": {"order": 1}}, "deck": top + DECK},
                      turn_player=1, first_player=1))
    assert min(s.ids("Vanguard Sergeant")) > 255
    s.do(f"activate ability 0 of Baited Hook #{bid(s, 'Baited Hook')}",
         f"target Pakaa Cub #{bid(s, 'Pakaa Cub')}")
    decide(s)
    assert s.kind == DecisionKind.MAY and s.decision.source == s.id("Nocturne, Horrifying")
    s.do("no")                                         # (he stays among the five)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert sorted(o.split(" #")[0] for o in s.options()) == [
        "choose Nocturne, Horrifying", "choose Stalwart Poro", "choose Vanguard Sergeant",
        "done"]
    s.do("choose Vanguard Sergeant")
    if s.kind == DecisionKind.PLAY_LOCATION:
        s.do("base")
    decide(s)
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD
    rest = [n for n in top if n != "Vanguard Sergeant"]
    assert sorted(names(s, s.game.players[1].deck[-4:])) == sorted(rest)


def test_reveal_top_offers_nocturne_then_branches_on_him(scenario):
    """Pakaa Protector reveals the top card (424): Nocturne may banish himself; the reveal
    still branches on the revealed card (a unit): "draw 1" draws the new top card."""
    s = scenario(spec({"base": ["Pakaa Protector"],
                       "deck": ["Nocturne, Horrifying", "Stalwart Poro"] + DECK}))
    s.do(f"move Pakaa Protector #{bid(s, 'Pakaa Protector')}", f"to {PLAZA}")
    decide(s)
    assert s.kind == DecisionKind.MAY and s.decision.source == s.id("Nocturne, Horrifying")
    s.do("yes")
    decide(s)
    assert s.zone("Nocturne, Horrifying") == "BANISHMENT"     # no Power to play him
    assert "Stalwart Poro" in names(s, s.game.players[0].hand)


def test_dazzling_aurora_plays_a_declined_nocturne_free(scenario):
    """Dazzling Aurora reveals Hextech Ray, then Nocturne: the revealing stops at him; his
    offer declined, Aurora banishes him and plays him ignoring his cost; Hextech Ray is
    recycled."""
    s = scenario(spec({"base": ["Dazzling Aurora"],
                       "deck": ["Hextech Ray", "Nocturne, Horrifying"] + DECK}))
    s.do("end turn")
    decide(s)
    assert s.kind == DecisionKind.MAY and s.decision.source == s.id("Nocturne, Horrifying")
    s.do("no")
    if s.kind == DecisionKind.PLAY_LOCATION:
        s.do("base")
    decide(s)
    assert s.obj("Nocturne, Horrifying").zone == Zone.BOARD
    assert names(s, s.game.players[0].deck[-1:]) == ["Hextech Ray"]


def test_divine_judgment_keeps_two_of_each(scenario):
    """Each player keeps 2 units, 2 gear, 2 runes and 2 hand cards (the turn player first);
    the rest of those are recycled."""
    s = scenario(spec({"hand": ["Divine Judgment", "Pakaa Cub", "Mega-Mech", "Hextech Ray"],
                       "base": ["Stalwart Poro", "Pakaa Cub"], "runes": ["Order Rune"] * 3,
                       "pool": {"energy": 7, "power": {"order": 2}}},
                      {"base": ["Stalwart Poro"], "hand": ["Pakaa Cub"]}))
    g = s.game
    s.do("play Divine Judgment")
    decide(s)
    while s.kind == DecisionKind.CHOOSE_CARD:
        s.do(s.options()[0])
    decide(s)
    p0, p1 = g.players
    units0 = [o for o in g.objs if o.zone == Zone.BOARD and o.controller == 0
              and g.pool[o.card].type == "unit"]
    assert len(units0) == 2 and len(p0.runes) == 2 and len(p0.hand) == 2
    assert len(p0.rune_deck) >= 1
    units1 = [o for o in g.objs if o.zone == Zone.BOARD and o.controller == 1
              and g.pool[o.card].type == "unit"]
    assert len(units1) == 2 and len(p1.hand) == 1


def test_void_burrower_reveal_offers_nocturne_first(scenario):
    """Void Burrower reveals the top 2 (424): Nocturne's offer comes as he is revealed; once
    he banished himself, Void Burrower's pick is among the revealed cards still in the deck."""
    s = scenario(spec({"legend": "Void Burrower", "base": ["Shipyard Skulker"],
                       "runes": ["Order Rune"] * 3,
                       "deck": ["Nocturne, Horrifying", "Daring Poro"] + DECK}))
    s.do(f"move Shipyard Skulker #{bid(s, 'Shipyard Skulker')}", f"to {PLAZA}")
    for _ in range(20):                                # conquer: Void Burrower's "may"
        if s.kind == DecisionKind.MAY and s.decision.source == s.id("Nocturne, Horrifying"):
            break
        s.do("yes" if s.kind == DecisionKind.MAY else
             "option 0" if s.kind == DecisionKind.ORDER_TRIGGERS else "pass")
    assert s.kind == DecisionKind.MAY and s.decision.source == s.id("Nocturne, Horrifying")
    s.do("yes")                                        # banish him
    assert s.zone("Nocturne, Horrifying") == "BANISHMENT"
    s.do("no")                                         # don't play him
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert sorted(o.split(" #")[0] for o in s.options()) == ["choose Daring Poro", "done"]
    s.do("done")
    assert s.zone("Nocturne, Horrifying") == "BANISHMENT"
    assert names(s, s.game.players[0].deck[-1:]) == ["Daring Poro"]     # recycled


@pytest.mark.parametrize("crowd", [0, 270])
def test_blind_fury_reveal_offers_nocturne_to_his_owner(scenario, crowd):
    """Blind Fury reveals the opponent's top card (424): Nocturne's offer goes to his owner;
    banished by him, he is no longer in the deck for Blind Fury to take. With `crowd` units
    in P0's base first, P1's cards have ids past 255 (the core keeps the revealed card and
    the look offer's progress in one task's words: state.pxd MAXO)."""
    s = scenario(spec({"hand": ["Blind Fury"], "runes": ["Fury Rune"] * 4,
                       "base": ["Stalwart Poro"] * crowd},
                      {"deck": ["Nocturne, Horrifying"] + DECK}))
    assert (s.id("Nocturne, Horrifying") > 255) == (crowd > 0)
    s.do("play Blind Fury")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    assert s.kind == DecisionKind.MAY and s.decision.source == s.id("Nocturne, Horrifying")
    assert s.decision.player == 1
    s.do("yes")                                        # he banishes himself
    assert s.zone("Nocturne, Horrifying") == "BANISHMENT"
    assert s.kind != DecisionKind.MAY                  # (no rune to play him for [A])
    assert not s.game.chain                            # nothing for Blind Fury to take
    assert s.game.players[1].deck[0] != s.id("Nocturne, Horrifying")
