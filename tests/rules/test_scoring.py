"""Scoring (Core Rules 462-467): hold and conquer, once per battlefield per turn (465), the
winning point (466.1.b), victory (467, 323.1) and Burn Out (431)."""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.protocol import OutcomeReason
from riftsim import NONE
from rules_helpers import mv, names, settle, spec


def _scores(g):
    return [(e.player, e.loc - 1, "conquer" if e.value == 1 else "hold")
            for e in g.events if e.kind == EventKind.SCORE]


def _conquer_empty(s, unit, dest="to Grove of the God-Willow"):
    """Standard move to an empty battlefield; the non-combat showdown ends when both pass."""
    s.do(mv(s, unit, 0), dest)
    while s.game.showdown is not None:
        s.do("pass")


def test_hold_scores_in_the_beginning_phase(scenario):
    """464.2 / 315.2.b: the turn player holds every battlefield they control."""
    s = scenario(spec({"field": [["Daring Poro"], ["Pouty Poro"]], "base": ["Mega-Mech"]},
                       phase="awaken"))
    assert _scores(s.game) == [(0, 0, "hold"), (0, 1, "hold")]
    assert s.points() == [2, 0]


def test_opponent_battlefield_not_held_on_your_turn(scenario):
    s = scenario(spec({"base": ["Mega-Mech"]}, {"field": [[], ["Daring Poro"]]},
                       phase="awaken"))
    assert _scores(s.game) == [] and s.points() == [0, 0]


def test_conquer_once_per_battlefield_per_turn(scenario):
    """465: a player scores each battlefield at most once per turn, by either method: losing
    and re-conquering it the same turn gives no second point (and no second conquer
    trigger, 466.2.c)."""
    s = scenario(spec({"hand": ["Fight or Flight", "Cleave"], "runes": ["Chaos Rune"] * 2,
                        "base": ["Mega-Mech", "Daring Poro", "Mountain Drake"]}))
    g = s.game
    s.do(mv(s, "Mega-Mech", 0), "to Zaun Warrens", "pass")
    s.do("choose Cleave")                         # Zaun Warrens: discard 1, then draw 1
    assert s.points() == [1, 0] and g.bfs[1].controller == 0
    assert s.zone("Cleave") == "TRASH"
    hand_after_first = len(g.players[0].hand)
    s.do("play Fight or Flight")                  # the Mech back to base: Zaun uncontrolled
    assert g.bfs[1].controller == NONE
    _conquer_empty(s, "Daring Poro", "to Zaun Warrens")
    assert g.bfs[1].controller == 0                 # control is established again …
    assert s.points() == [1, 0]                     # … but no second score
    assert _scores(g) == [(0, 1, "conquer")]
    # Zaun Warrens' "when you conquer here" (discard 1, draw 1) ran once only
    assert len(g.players[0].hand) == hand_after_first - 1          # minus Fight or Flight
    assert sorted(names(g, g.players[0].trash)) == ["Cleave", "Fight or Flight"]


def test_final_point_by_conquer_needs_every_battlefield(scenario):
    """466.1.b.2: one point from the victory score, a conquer gives the winning point only if
    every battlefield was scored this turn; otherwise the player draws 1 instead."""
    s = scenario(spec({"points": 7, "base": ["Mega-Mech", "Mountain Drake"],
                        "deck": ["Pouty Poro", "Daring Poro"]},
                       {"field": [[], ["Vanguard Sergeant"]]}))
    _conquer_empty(s, "Mega-Mech")
    g = s.game
    assert s.points() == [7, 0] and not g.is_over
    assert _scores(g) == [(0, 0, "conquer")]        # it still scored (triggers, 466.2)
    assert names(g, g.players[0].hand) == ["Pouty Poro"]
    assert g.bfs[0].controller == 0


def test_final_point_by_conquer_after_holding_the_other(scenario):
    """466.1.b.2: having held the other battlefield this turn, the conquer is the winning
    point (FAQ: 'at 6 points, hold one to 7, conquer the other to go to 8 and win')."""
    s = scenario(spec({"points": 6, "base": ["Mega-Mech"],
                        "field": [[], ["Daring Poro"]]}, phase="awaken"))
    assert s.points() == [7, 0]
    _conquer_empty(s, "Mega-Mech")
    g = s.game
    assert g.is_over and g.outcome.winner == 0
    assert g.outcome.reason == OutcomeReason.VICTORY_SCORE and s.points() == [8, 0]


def test_conquer_both_from_six(scenario):
    """FAQ: at 6 points, conquering both battlefields goes to 7, then to 8, and wins."""
    s = scenario(spec({"points": 6, "base": ["Mega-Mech", "Mountain Drake"]}))
    _conquer_empty(s, "Mega-Mech", "to Grove of the God-Willow")
    assert s.points() == [7, 0]
    _conquer_empty(s, "Mountain Drake", "to Zaun Warrens")
    assert s.game.is_over and s.game.outcome.winner == 0 and s.points() == [8, 0]


def test_conquer_both_from_seven_draws_then_wins(scenario):
    """FAQ: at 7 points and conquering both, the first conquer draws a card, the second (all
    battlefields scored) gives the 8th point."""
    s = scenario(spec({"points": 7, "base": ["Mega-Mech", "Mountain Drake"],
                        "deck": ["Pouty Poro", "Daring Poro"]}))
    _conquer_empty(s, "Mega-Mech", "to Grove of the God-Willow")
    assert s.points() == [7, 0] and len(s.game.players[0].hand) == 1
    _conquer_empty(s, "Mountain Drake", "to Zaun Warrens")
    assert s.game.is_over and s.game.outcome.winner == 0 and s.points() == [8, 0]


def test_hold_gives_the_final_point(scenario):
    """466.1.b.1: scoring the winning point by hold always works; 467: the game is won in the
    next cleanup, before the main phase."""
    s = scenario(spec({"points": 7, "field": [[], ["Daring Poro"]]},
                       {"points": 5}, phase="awaken"))
    g = s.game
    assert g.is_over and g.outcome.winner == 0
    assert g.outcome.reason == OutcomeReason.VICTORY_SCORE
    assert g.outcome.points == (8, 5)
    assert g.decision is None and g.legal_actions() == []


def test_victory_needs_more_points_than_the_opponent(scenario):
    """467: at 8-8 nobody wins; a ninth point (hold, 466.1.b.1) wins."""
    s = scenario(spec({"points": 8, "field": [[], ["Daring Poro"]], "base": ["Mega-Mech"]},
                       {"points": 8}, phase="awaken"))
    g = s.game
    assert s.points() == [9, 8]
    assert g.is_over and g.outcome.winner == 0
    t = scenario(spec({"points": 8, "base": ["Mega-Mech"]}, {"points": 8}, phase="awaken"))
    assert t.points() == [8, 8] and not t.game.is_over


def test_burn_out_recycles_trash_and_gives_opponent_a_point(scenario):
    """431.2 / 315.4.b: drawing from an empty main deck: recycle the trash into the deck, an
    opponent gains 1 point, then draw."""
    s = scenario(spec({"deck": [], "trash": ["Pouty Poro", "Daring Poro", "Cleave"],
                        "base": ["Mega-Mech"]}, phase="awaken"))
    g = s.game
    p = g.players[0]
    assert [e.player for e in g.events if e.kind == EventKind.BURN_OUT] == [0]
    assert s.points() == [0, 1]
    assert not p.trash and len(p.deck) == 2 and len(p.hand) == 1
    assert sorted(names(g, p.deck + p.hand)) == ["Cleave", "Daring Poro", "Pouty Poro"]
    assert p.burnouts == 1


def test_repeated_burn_out_with_empty_trash_opponent_wins(scenario):
    """431.3 / 431.3.b: with an empty trash the burn outs repeat, 1 point each, and the
    opponent wins at once when they pass the victory score (reason BURN_OUT)."""
    s = scenario(spec({"deck": [], "trash": [], "base": ["Mega-Mech"]}, {"points": 2},
                       phase="awaken"))
    g = s.game
    assert g.is_over
    assert g.outcome.winner == 1 and g.outcome.reason == OutcomeReason.BURN_OUT
    assert s.points() == [0, 8]
    assert [e.player for e in g.events if e.kind == EventKind.BURN_OUT] == [0] * 6


def test_first_burn_out_point_waits_for_a_cleanup(scenario):
    """431.3.b: only points after the first burn out of a sequence win at once; the first
    one's point wins in the next cleanup (323.1), reason VICTORY_SCORE."""
    s = scenario(spec({"deck": [], "trash": ["Pouty Poro"], "base": ["Mega-Mech"]},
                       {"points": 7}, phase="awaken"))
    g = s.game
    assert g.is_over and g.outcome.winner == 1
    assert g.outcome.reason == OutcomeReason.VICTORY_SCORE
    assert names(g, g.players[0].hand) == ["Pouty Poro"]     # the draw still happened


def test_burn_out_from_an_effect_draw(scenario):
    """413.4: drawing more cards than the deck holds: draw what there is, burn out, then draw
    the rest (Void Seeker's 'draw 1')."""
    s = scenario(spec({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 4,
                        "deck": [], "trash": ["Daring Poro"], "base": ["Mountain Drake"]},
                       {"field": [["Mega-Mech"], []]}))
    s.do("play Void Seeker")
    settle(s)
    g = s.game
    assert s.points() == [0, 1]
    assert "Daring Poro" in names(g, g.players[0].hand)
    assert s.zone("Void Seeker") == "TRASH"


def test_every_point_at_or_above_the_victory_score_is_a_final_point(scenario):
    """Unleashed Rules FAQ (2026-04-29, Aspirant's Climb question) / 466.1.b: at 8-8 a conquer
    that isn't the last unscored battlefield draws 1 instead of scoring; the game goes on."""
    s = scenario(spec({"points": 8, "base": ["Mega-Mech", "Mountain Drake"],
                        "deck": ["Pouty Poro", "Daring Poro"]},
                       {"points": 8, "base": ["Vanguard Sergeant"]}))
    _conquer_empty(s, "Mega-Mech")
    g = s.game
    assert s.points() == [8, 8] and not g.is_over
    assert names(g, g.players[0].hand) == ["Pouty Poro"]
    _conquer_empty(s, "Mountain Drake", "to Zaun Warrens")   # now every battlefield: 9 > 8
    assert g.is_over and g.outcome.winner == 0 and s.points() == [9, 8]
