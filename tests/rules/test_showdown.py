"""Showdowns (Core Rules 341-348): focus, passing in sequence, focus after a chain (346)."""

from __future__ import annotations

from riftsim.events import EventKind
from rules_helpers import bid, mv, settle, spec, tgt


def test_showdown_ends_only_after_every_player_passes_in_sequence(scenario):
    """347.3.a / 348: the showdown ends when all players pass once in sequence; a card played
    in between starts the count again (346: after its chain, focus passes on)."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Mega-Mech", "Mountain Drake"]},
                       {"hand": ["Discipline", "Discipline"], "runes": ["Calm Rune"] * 4,
                        "field": [[], ["Vanguard Sergeant"]]}))
    g = s.game

    def same_showdown():                          # still the one showdown that began
        return g.showdown is not None and \
            [e.kind for e in g.events].count(EventKind.SHOWDOWN) == 1

    s.do(mv(s, "Mega-Mech", 0), "to Grove of the God-Willow")
    assert same_showdown() and g.showdown.focus == 0
    s.do("pass")                                  # P0 passes: focus to P1
    assert same_showdown() and g.showdown.focus == 1 and g.showdown.passes == 1
    s.do("play Discipline #", tgt(s, "Vanguard Sergeant", 1))
    settle(s)
    assert same_showdown()                        # the play reset the sequence
    assert g.showdown.focus == 0 and g.showdown.passes == 0 and s.decision.player == 0
    s.do("pass")                                  # P0 passes
    assert same_showdown() and g.showdown.focus == 1
    s.do("pass")                                  # P1 passes: both passed in sequence
    assert g.showdown is None
    assert g.bfs[0].controller == 0 and s.points() == [1, 0]


def test_focus_does_not_pass_after_the_initial_combat_chain(scenario):
    """346.1 / 459.2.g: when the combat's initial chain (attack triggers) resolves, focus stays
    with the attacker. Warwick, Hunter's attack trigger kills the damaged defender."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Warwick, Hunter", "Mountain Drake"]},
                       {"field": [[], [{"card": "Mega-Mech", "damage": 2}, "Daring Poro"]]}))
    g = s.game
    s.do(mv(s, "Warwick, Hunter"), "to Zaun Warrens")
    settle(s)
    assert [e.kind for e in g.events].count(EventKind.TRIGGER) == 1
    assert s.zone("Mega-Mech", 1) == "TRASH"                  # damaged: killed
    assert g.objs[bid(s, "Daring Poro", 1)].designation != 0     # still defending
    assert g.showdown is not None and g.showdown.combat
    assert g.showdown.focus == 0 and s.decision.player == 0   # still the attacker's focus


def test_showdown_focus_passes_after_a_spell_chain(scenario):
    """346: when the last chain item resolves during a showdown, the next player gets focus."""
    s = scenario(spec({"hand": ["Hextech Ray", "Hextech Ray"], "runes": ["Fury Rune"] * 4,
                        "base": ["Mega-Mech", "Mountain Drake"]},
                       {"hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                        "field": [[], ["Mega-Mech"]]}))
    g = s.game
    s.do(mv(s, "Mega-Mech", 0), "to Grove of the God-Willow")
    s.do(f"play Hextech Ray #{s.ids('Hextech Ray')[0]}", tgt(s, "Mega-Mech", 1))
    settle(s)
    assert g.showdown is not None and g.showdown.focus == 1
    assert g.objs[bid(s, "Mega-Mech", 1)].damage == 3
