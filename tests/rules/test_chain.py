"""The chain (Core Rules 327-340): pending and finalized items, priority, LIFO resolution,
units resolving at once, trigger ordering (383.3.d)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim import Zone
from rules_helpers import bid, names, settle, tgt

BFS = ["Grove of the God-Willow", "Zaun Warrens"]
DECK = ["Vanguard Sergeant"] * 4


def _spec(p0: dict, p1: dict | None = None, **kw) -> dict:
    p0 = {"deck": DECK, "base": ["Mountain Drake"], **p0}
    p1 = {"deck": DECK, **(p1 or {})}
    return {"battlefields": BFS, "players": [p0, p1], **kw}


def _resolved(g):
    return [names(g, [e.obj])[0] for e in g.events if e.kind == EventKind.RESOLVE]


def _ray_vs_discipline(scenario, p0_extra=()):
    """Both players keep a Reaction in hand, so no pass is automatic."""
    s = scenario(_spec({"hand": ["Hextech Ray", *p0_extra],
                        "runes": ["Fury Rune"] * 2 + ["Calm Rune"] * 2},
                       {"hand": ["Discipline", "Discipline"], "runes": ["Calm Rune"] * 4,
                        "field": [["Vanguard Sergeant"], []]}))
    return s


def test_lifo_resolution(scenario):
    """340.1: the newest item resolves first: Discipline (+2 Might) resolves before the Hextech
    Ray it answered, so the 4-Might Sergeant survives 3 damage."""
    s = _ray_vs_discipline(scenario)
    s.do("play Hextech Ray")
    s.do("play Discipline", tgt(s, "Vanguard Sergeant", 1))
    settle(s)
    g = s.game
    assert _resolved(g) == ["Discipline", "Hextech Ray"]
    sgt = g.objs[bid(s, "Vanguard Sergeant", 1)]
    assert sgt.zone == Zone.BOARD and sgt.damage == 3
    assert s.zone("Hextech Ray") == "TRASH" and s.zone("Discipline") == "TRASH"


def test_priority_to_controller_of_newest_item(scenario):
    """337.1.c.3: after an item is finalized its controller gets priority; 339: the other
    player gets it on a pass; 340.4: after a resolution the controller of the new newest item
    gets priority."""
    s = _ray_vs_discipline(scenario, p0_extra=("Discipline",))
    g = s.game
    s.do("play Hextech Ray")
    assert g.priority == 0 and s.decision.player == 0           # opened the chain
    s.do("pass")
    assert g.priority == 1 and s.decision.player == 1 and len(g.chain) == 1
    s.do("play Discipline", tgt(s, "Vanguard Sergeant", 1))
    assert g.priority == 1 and len(g.chain) == 2                # finalized: its controller
    s.do("pass")
    assert g.priority == 0 and len(g.chain) == 2                # one pass resolves nothing
    s.do("pass")                                               # both passed in sequence
    assert len(g.chain) == 1 and _resolved(g) == ["Discipline"]
    assert g.priority == 0 and s.decision.player == 0          # Ray's controller


def test_a_play_resets_the_passes(scenario):
    """339.1: only passes in sequence without new items resolve the top item."""
    s = _ray_vs_discipline(scenario, p0_extra=("Discipline",))
    g = s.game
    s.do("play Hextech Ray", "pass")                           # P0 passed once
    s.do("play Discipline", tgt(s, "Vanguard Sergeant", 1))    # P1 adds an item
    s.do("pass")                                               # P1 passes
    assert len(g.chain) == 2 and s.decision.player == 0        # P0's earlier pass is void
    s.do("pass")
    assert len(g.chain) == 1


def test_unit_from_hidden_resolves_immediately_on_a_chain(scenario):
    """337.1.c / 359.2: a unit played while a chain exists (from Hidden, 811.6) resolves at
    once; priority goes to the controller of the newest remaining item (337.1.c.3)."""
    s = scenario(_spec({"hand": ["Hextech Ray", "Discipline"],
                        "runes": ["Fury Rune"] * 2 + ["Calm Rune"] * 2},
                       {"field": [["Vanguard Sergeant"], []], "base": ["Stalwart Poro"]},
                       battlefields=[{"card": "Grove of the God-Willow",
                                      "hidden": {"card": "Pakaa Cub", "controller": 1}},
                                     "Zaun Warrens"]))
    g = s.game
    s.do("play Hextech Ray", "pass")
    assert s.decision.player == 1
    s.do("play Pakaa Cub")
    cub = s.obj("Pakaa Cub")
    assert cub.zone == Zone.BOARD and cub.loc == 1 and cub.exhausted     # 811.1.d.1
    assert len(g.chain) == 1 and names(g, [g.chain[0].source]) == ["Hextech Ray"]
    assert g.priority == 0 and s.decision.player == 0
    assert g.bfs[0].facedown == -1
    assert g.players[1].runes == []                 # 811.1.b: ignoring its base cost


def _sentries(scenario, p0_sentries=1):
    return scenario(_spec({"hand": ["Flurry of Blades"], "runes": ["Body Rune"],
                           "field": [["Watchful Sentry"] * p0_sentries, []],
                           "deck": ["Pouty Poro", "Daring Poro"]},
                          {"field": [[], ["Watchful Sentry"]],
                           "deck": ["Mega-Mech", "Stalwart Poro"]}))


def test_simultaneous_triggers_turn_player_first(scenario):
    """383.3.d / 303.2.a: simultaneous triggers go on the chain in turn order, turn player
    first; so the opponent's resolves first (LIFO)."""
    s = _sentries(scenario)
    s.do("play Flurry of Blades")
    settle(s)
    g = s.game
    trig = [e.player for e in g.events if e.kind == EventKind.TRIGGER]
    assert trig == [0, 1]
    res = [e.player for e in g.events if e.kind == EventKind.RESOLVE][1:]   # after Flurry
    assert res == [1, 0]
    assert names(g, g.players[0].hand) == ["Pouty Poro"]
    assert names(g, g.players[1].hand) == ["Mega-Mech"]
    assert [e.kind for e in g.events if e.kind in (EventKind.DIE,)].count(EventKind.DIE) == 2


def test_each_player_orders_their_own_triggers(scenario):
    """383.3.d: a player with several simultaneous triggers chooses their order."""
    s = _sentries(scenario, p0_sentries=2)
    s.do("play Flurry of Blades")
    assert s.kind == DecisionKind.ORDER_TRIGGERS and s.decision.player == 0
    assert s.options() == ["option 0", "option 1"]
    s.do("option 1")
    settle(s)
    g = s.game
    assert len(g.players[0].hand) == 2 and len(g.players[1].hand) == 1


def test_countered_spell_does_nothing_and_is_not_played(scenario):
    """425.1: a countered card does nothing and leaves the chain; 425.1.b: it is not played;
    425.1.c: costs are not refunded."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                       {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5,
                        "field": [["Vanguard Sergeant"], []]}))
    s.do("play Hextech Ray")
    s.do("play Wind Wall")                          # the only spell on the chain: Ray
    settle(s)
    g = s.game
    assert g.objs[bid(s, "Vanguard Sergeant", 1)].damage == 0
    assert s.zone("Hextech Ray") == "TRASH"
    assert g.players[0].cards_played == 0           # countered: not played
    assert g.players[1].cards_played == 1
    assert [e.kind for e in g.events].count(EventKind.COUNTER) == 1
    assert len(g.players[0].rune_deck) == 1          # the fury power stays spent


def test_optional_trigger_with_unpayable_cost_asks_nothing(scenario):
    """383.3.a / 383.3.b: a "you may [cost] to …" trigger whose cost cannot be paid is not
    offered; when it can be paid, "may" is asked once and YES pays the cost (no second ask).
    Void Burrower (Rek'Sai): when you conquer, you may exhaust me to …"""
    def build(exhausted: bool):
        s = scenario({
            "battlefields": ["Zaun Warrens", "Trifarian War Camp"],
            "players": [
                {"legend": {"card": "Void Burrower", "exhausted": exhausted},
                 "deck": ["Mega-Mech"] * 5, "base": ["Daring Poro", "Mountain Drake"]},
                {"deck": ["Mega-Mech"] * 5, "base": ["Mountain Drake"]},
            ]})
        return s
    s = build(exhausted=True)
    seen = []
    s.do("move Daring Poro", "to Trifarian War Camp")
    while s.decision is not None and s.decision.kind.name != "PRIORITY":
        seen.append(s.decision.kind.name)
        s.game.apply(s.game.legal_actions()[0])
    assert "MAY" not in seen and s.points()[0] == 1
    s = build(exhausted=False)
    s.do("move Daring Poro", "to Trifarian War Camp")
    assert s.kind.name == "MAY"
    s.do("yes")
    assert s.kind is None or s.kind.name != "OPTIONAL_COST"
    assert s.game.objs[s.game.players[0].legend].exhausted
