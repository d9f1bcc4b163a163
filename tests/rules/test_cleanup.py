"""Cleanups (Core Rules 318-324): lethal damage, battlefield control in the open state,
hidden cards that lost their battlefield, victory checks."""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.protocol import OutcomeReason
from riftsim import NONE, Zone
from rules_helpers import mv, names, settle, tgt

BFS = ["Grove of the God-Willow", "Zaun Warrens"]
DECK = ["Vanguard Sergeant"] * 4


def _spec(p0: dict, p1: dict | None = None, **kw) -> dict:
    p0 = {"deck": DECK, "base": ["Mountain Drake"], **p0}
    p1 = {"deck": DECK, **(p1 or {})}
    return {"battlefields": BFS, "players": [p0, p1], **kw}


def test_lethal_damage_kills(scenario):
    """323.4-323.5 / 143.2.a: non-zero damage >= Might kills; 428.2: to the owner's trash."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                       {"field": [["Shipyard Skulker"], []], "base": ["Vanguard Sergeant"]}))
    s.do("play Hextech Ray")                      # 3 damage to the 3-Might Skulker
    g = s.game
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert "Shipyard Skulker" in names(g, g.players[1].trash)
    assert s.obj("Shipyard Skulker").damage == 0
    assert [e.kind for e in g.events].count(EventKind.DIE) == 1


def test_damage_below_might_does_not_kill_and_accumulates(scenario):
    """143.2.a: damage is marked and accumulates (417.1.b); below Might the unit lives."""
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                       {"field": [[{"card": "Mega-Mech", "damage": 4}], []]}))
    s.do("play Hextech Ray")
    mech = s.obj("Mega-Mech", 1)
    assert mech.zone == Zone.BOARD and mech.damage == 7


def test_previous_damage_plus_new_damage_kills(scenario):
    s = scenario(_spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                       {"field": [[{"card": "Mega-Mech", "damage": 5}], []]}))
    s.do("play Hextech Ray")
    assert s.zone("Mega-Mech", 1) == "TRASH"


def test_empty_battlefield_becomes_uncontrolled_in_open_state(scenario):
    """323.6 / 187.4.c: in an open state a battlefield with no units becomes uncontrolled."""
    s = scenario(_spec({"field": [["Daring Poro"], []]}))
    g = s.game
    assert g.bfs[0].controller == 0
    s.do(mv(s, "Daring Poro"))                    # the only destination: base
    assert g.bfs[0].controller == NONE
    ev = [e for e in g.events if e.kind == EventKind.CONTROL]
    assert ev and ev[-1].player == NONE and ev[-1].loc == 1


def test_control_kept_while_chain_exists(scenario):
    """323.6: only in an open state; while a chain exists the empty battlefield stays
    controlled, and is lost in the cleanup after the chain is gone."""
    s = scenario(_spec({"hand": ["Discipline", "Flurry of Blades", "Discipline"],
                        "runes": ["Calm Rune"] * 4 + ["Body Rune"],
                        "field": [["Watchful Sentry"], []]}))
    g = s.game
    s.do("play Discipline #0", tgt(s, "Mountain Drake"))
    s.do("play Flurry of Blades")                 # 1 damage kills the 1-Might Sentry
    s.do("pass")                                  # P0 passes; P1 has nothing: Flurry resolves
    # the Sentry's Deathknell trigger is on the chain above Discipline now
    settle_to = len(g.chain)
    assert s.zone("Watchful Sentry") == "TRASH"
    assert g.chain and g.bfs[0].controller == 0   # closed state: still controlled
    while len(g.chain) > 1:
        s.do("pass")
    assert len(g.chain) == 1 and g.bfs[0].controller == 0 and settle_to >= 1
    settle(s)
    assert not g.chain and g.bfs[0].controller == NONE


def test_hidden_card_removed_when_battlefield_control_lost(scenario):
    """323.7: hidden cards at battlefields not controlled by their controller go to the
    owner's trash."""
    s = scenario(_spec({"field": [["Daring Poro"], []]},
                       battlefields=[{"card": "Grove of the God-Willow",
                                      "hidden": {"card": "Fight or Flight", "controller": 0}},
                                     "Zaun Warrens"]))
    g = s.game
    assert g.bfs[0].facedown == s.id("Fight or Flight")
    s.do(mv(s, "Daring Poro"))                    # the only destination: base
    assert g.bfs[0].facedown == NONE
    assert s.zone("Fight or Flight") == "TRASH"
    assert s.id("Fight or Flight") in g.players[0].trash


def test_victory_checked_in_cleanup(scenario):
    """323.1 / 467: a player with >= 8 points and more than any opponent wins in a cleanup:
    the first cleanup of a position where P0 has 8 and P1 6 ends the game."""
    s = scenario(_spec({"points": 8, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                       {"points": 6, "field": [[], ["Vanguard Sergeant"]]}))
    assert s.game.is_over
    assert s.game.outcome.winner == 0
    assert s.game.outcome.reason == OutcomeReason.VICTORY_SCORE


def test_no_victory_on_a_tie_at_victory_score(scenario):
    """323.1: the victory score is not enough without more points than every opponent."""
    s = scenario(_spec({"points": 8, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                       {"points": 8, "field": [[], ["Vanguard Sergeant"]]}))
    assert not s.game.is_over
    s.do("play Hextech Ray")
    assert not s.game.is_over
