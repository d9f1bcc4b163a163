"""Movement (Core Rules 440-453), the standard move (144), Ganking (810), Contested (187.3) and
the non-combat showdown (316.5.b, 344-348)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim import LOC_BASE, NONE, Zone
from rules_helpers import bid, mv, spec


def _moves(g):
    return [(e.obj, e.loc) for e in g.events if e.kind == EventKind.MOVE]


def test_standard_move_exhausts_and_moves(scenario):
    """144.2: exhausting the unit is the cost; 144.4.a: base to a battlefield; 441: a move."""
    s = scenario(spec({"base": ["Mega-Mech", "Mountain Drake"]},
                       {"field": [[], ["Vanguard Sergeant"]]}))
    s.do(mv(s, "Mega-Mech"))
    assert s.kind == DecisionKind.MOVE_UNITS
    assert s.options() == [f"move Mountain Drake #{bid(s, 'Mountain Drake')}",
                           "to Grove of the God-Willow", "to Zaun Warrens"]
    s.do("to Grove of the God-Willow")
    mech = s.obj("Mega-Mech", 0)
    g = s.game
    assert mech.loc == 1 and mech.exhausted
    assert _moves(g) == [(mech.id, 1)]
    assert not s.can(mv(s, "Mega-Mech"))             # exhausted: no standard move (FAQ)


def test_group_move_one_destination(scenario):
    """144.3: several units move together to one destination, paying their costs together;
    144.3.b: their origins may differ."""
    s = scenario(spec({"base": ["Mega-Mech", "Mountain Drake"],
                        "field": [["Daring Poro"], []]}))
    s.do(mv(s, "Mega-Mech"), mv(s, "Mountain Drake"), "to Zaun Warrens")
    g = s.game
    for name in ("Mega-Mech", "Mountain Drake"):
        o = g.objs[bid(s, name, 0)]
        assert o.loc == 2 and o.exhausted
    assert not s.obj("Daring Poro").exhausted


def test_group_move_offers_only_units_sharing_a_destination(scenario):
    """144.3.a: a unit at a battlefield (destination: base) cannot join a move to a
    battlefield; destinations narrow to what every unit in the group can reach."""
    s = scenario(spec({"base": ["Mega-Mech"], "field": [["Daring Poro"], []]}))
    s.do(mv(s, "Mega-Mech"))
    assert not any("Daring Poro" in o for o in s.options())
    s2 = scenario(spec({"base": ["Mega-Mech"], "field": [["Daring Poro"], []]}))
    s2.do(mv(s2, "Daring Poro"))                   # from a battlefield: only to base
    assert s2.obj("Daring Poro").loc == LOC_BASE


def test_no_battlefield_to_battlefield_without_ganking(scenario):
    """144.4.b: from a battlefield a unit's standard move goes to base only."""
    s = scenario(spec({"base": ["Mega-Mech"], "field": [["Daring Poro"], []]}))
    s.do(mv(s, "Daring Poro"))
    assert s.obj("Daring Poro").loc == LOC_BASE


def test_ganking_battlefield_to_battlefield(scenario):
    """810.1.b / 144.4.c: a unit with Ganking may move from a battlefield to another."""
    s = scenario(spec({"base": ["Mega-Mech"],
                        "field": [[{"card": "Daring Poro", "keywords": ["Ganking"]}], []]}))
    s.do(mv(s, "Daring Poro"))
    assert s.options() == [f"move Mega-Mech #{bid(s, 'Mega-Mech')}",   # can join: Zaun Warrens
                           "to P0's base", "to Zaun Warrens"]
    s.do("to Zaun Warrens")
    o = s.obj("Daring Poro")
    assert o.loc == 2 and o.exhausted


def test_move_to_uncontrolled_battlefield_contests_and_conquers(scenario):
    """187.3.a / 445: the destination becomes contested; 316.5.b / 344.2: a non-combat
    showdown opens there with the mover's focus (345); 348.2.a: when everyone passes, the
    only player there establishes control, a conquer (464.1) worth 1 point."""
    s = scenario(spec({"base": ["Mega-Mech", "Mountain Drake"],
                        "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                       {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "field": [[], ["Vanguard Sergeant"]]}))
    s.do(mv(s, "Mega-Mech"), "to Grove of the God-Willow")
    g = s.game
    assert g.showdown is not None and not g.showdown.combat and g.showdown.bf == 0
    assert g.showdown.focus == 0 and g.bfs[0].contested_by == 0
    assert g.bfs[0].controller == NONE                 # not yet: 187.4.b
    s.do("pass")                                       # P1 gets focus (has a card)
    assert s.decision.player == 1
    s.do("pass")
    assert g.showdown is None
    assert g.bfs[0].controller == 0 and g.bfs[0].contested_by == NONE
    assert s.points() == [1, 0]
    score = [e for e in g.events if e.kind == EventKind.SCORE]
    assert [(e.player, e.loc, e.value) for e in score] == [(0, 1, 1)]   # conquer


def test_move_to_own_battlefield_is_not_contested(scenario):
    """187.3.a.1: units moving to a battlefield their controller controls apply no status."""
    s = scenario(spec({"base": ["Mega-Mech"], "field": [["Daring Poro"], []]}))
    s.do(mv(s, "Mega-Mech"), "to Grove of the God-Willow")
    g = s.game
    assert g.showdown is None and g.bfs[0].contested_by == NONE
    assert s.points() == [0, 0]


def test_move_into_enemy_units_stages_combat(scenario):
    """447.1 / 455: contesting a battlefield with enemy units opens a combat."""
    s = scenario(spec({"base": ["Mega-Mech", "Mountain Drake"]},
                       {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "field": [[], ["Vanguard Sergeant"]]}))
    s.do(mv(s, "Mega-Mech"), "to Zaun Warrens")
    g = s.game
    assert g.showdown is not None and g.showdown.combat and g.showdown.bf == 1
    assert g.showdown.attacker == 0 and g.showdown.defender == 1


def test_no_standard_move_during_a_showdown(scenario):
    """144.1.c: the standard move cannot be performed during a showdown or combat."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Mega-Mech", "Mountain Drake"]},
                       {"field": [[], ["Vanguard Sergeant"]]}))
    s.do(mv(s, "Mega-Mech"), "to Grove of the God-Willow")
    assert s.game.showdown is not None
    assert not any(o.startswith("move") for o in s.options())


def test_recall_is_not_a_move(scenario):
    """451 / 451.1: a recall is not a move (no move event, no 'when I move' trigger); 453: it
    doesn't change the unit's state (still exhausted after combat)."""
    s = scenario(spec({"base": ["Traveling Merchant", "Mountain Drake"],
                        "hand": ["Cleave"]},
                       {"field": [[], [{"card": "Mega-Mech", "stunned": True}]]}))
    g = s.game
    merchant = s.obj("Traveling Merchant")
    s.do(mv(s, "Traveling Merchant"), "to Zaun Warrens")
    # the move triggered "when I move" (discard 1 then draw 1): Cleave is discarded
    assert s.zone("Cleave") == "TRASH"
    n_moves = len(_moves(g))
    # combat: the stunned Mech deals nothing, the 2-Might Merchant doesn't kill the Mech:
    # both survive, the attacker is recalled (461.1.a.2)
    assert merchant.zone == Zone.BOARD and merchant.loc == LOC_BASE
    assert merchant.exhausted
    assert len(_moves(g)) == n_moves
    recalls = [e for e in g.events if e.kind == EventKind.RECALL]
    assert [(e.obj, e.loc) for e in recalls] == [(merchant.id, LOC_BASE)]
    assert len(g.players[0].hand) == 1              # the move trigger drew once only
    assert g.bfs[1].controller == 1


def test_effect_move_does_not_exhaust(scenario):
    """FAQ (Origins, Movement): a move by a spell doesn't change ready/exhausted state;
    Fight or Flight moves a unit from a battlefield to its base."""
    s = scenario(spec({"hand": ["Fight or Flight"], "runes": ["Chaos Rune"] * 2,
                        "base": ["Mountain Drake"], "field": [["Daring Poro"], []]}))
    s.do("play Fight or Flight")
    o = s.obj("Daring Poro")
    assert o.loc == LOC_BASE and not o.exhausted
    assert _moves(s.game) == [(o.id, LOC_BASE)]
    assert s.game.bfs[0].controller == NONE


def test_group_move_of_twenty_units(scenario):
    """144.3: any number of units may move together. Twenty ready units declared one at a
    time all move (the core keeps the declared units as an object bitmask, not a short list),
    in id order on both engines."""
    s = scenario(spec({"base": ["Mega-Mech"] * 20}))
    ids = [bid(s, "Mega-Mech", 0, i) for i in range(20)]
    for k, i in enumerate(reversed(ids)):          # declared from the highest id down
        s.do(f"move Mega-Mech #{i}")
        if k < 19:
            assert s.kind == DecisionKind.MOVE_UNITS
            assert sum(o.startswith("move Mega-Mech") for o in s.options()) == 19 - k
    s.do("to Grove of the God-Willow")
    g = s.game
    assert all(g.objs[i].loc == 1 for i in ids)
    assert _moves(g) == [(i, 1) for i in sorted(ids)]     # (then play goes on to the next turn)
