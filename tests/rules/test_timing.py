"""Playing cards and timing (Core Rules 349-359, 307-313, 143.4, 806, 813)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim import LOC_BASE, Zone
from rules_helpers import bid, mv, settle, spec, tgt


def test_unit_locations_base_or_controlled_battlefield(scenario):
    """355.2.a: a unit is played to its controller's base or a battlefield they control;
    143.4 / 359.2.c: it enters exhausted there."""
    s = scenario(spec({"hand": ["Shipyard Skulker"], "runes": ["Chaos Rune"] * 3,
                        "base": ["Mountain Drake"], "field": [["Daring Poro"], []]},
                       {"field": [[], ["Vanguard Sergeant"]]}))
    s.do("play Shipyard Skulker")
    assert s.kind == DecisionKind.PLAY_LOCATION
    assert s.options() == ["to P0's base", "to Grove of the God-Willow"]   # not Zaun Warrens
    s.do("to Grove of the God-Willow")
    u = s.obj("Shipyard Skulker")
    assert u.zone == Zone.BOARD and u.loc == 1 and u.exhausted
    assert s.game.showdown is None                 # own battlefield: nothing contested
    assert s.game.bfs[0].contested_by == -1
    assert [e.kind for e in s.game.events].count(EventKind.PLAY) == 1


def test_unit_to_base_when_no_battlefield_controlled(scenario):
    """355.2.a: with no controlled battlefield the only location is the base."""
    s = scenario(spec({"hand": ["Shipyard Skulker"], "runes": ["Chaos Rune"] * 3,
                        "base": ["Mountain Drake"]}))
    s.do("play Shipyard Skulker")                  # single location: taken automatically
    u = s.obj("Shipyard Skulker")
    assert u.loc == LOC_BASE and u.exhausted


def test_unit_resolves_immediately_without_chain(scenario):
    """359.2 / 337.1.c: a permanent leaves the chain and resolves at once; no priority passes
    (the opponent's Reaction gets no window)."""
    s = scenario(spec({"hand": ["Shipyard Skulker"], "runes": ["Chaos Rune"] * 3,
                        "base": ["Mountain Drake"]},
                       {"hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                        "base": ["Vanguard Sergeant"]}))
    s.do("play Shipyard Skulker")
    assert not s.game.chain
    assert s.decision.player == 0 and s.kind == DecisionKind.PRIORITY
    assert s.game.players[0].cards_played == 1 and s.game.players[0].cards_finalized == 1


def test_spell_resolves_then_goes_to_trash(scenario):
    """359.3: a spell lingers on the chain, resolves (Void Seeker: deal 4, draw 1), then goes
    to its owner's trash (359.3.d); 419.4.a: it counts as played when it resolves."""
    s = scenario(spec({"hand": ["Void Seeker", "Discipline"],       # a Reaction to hold
                        "runes": ["Fury Rune"] * 4 + ["Calm Rune"] * 2,
                        "base": ["Mountain Drake"]},
                       {"field": [["Mega-Mech"], []]}))
    s.do("play Void Seeker")
    g = s.game
    assert s.zone("Void Seeker") == "CHAIN" and len(g.chain) == 1
    assert g.players[0].cards_played == 0 and g.players[0].cards_finalized == 1
    settle(s)
    assert s.zone("Void Seeker") == "TRASH"
    assert s.obj("Mega-Mech").damage == 4
    assert len(g.players[0].hand) == 2             # Discipline + the card drawn
    assert g.players[0].cards_played == 1


def test_action_spell_not_legal_while_chain_open_reaction_is(scenario):
    """309.1.a / 338.1.a.2: in a closed state only [Reaction] cards can be played; an [Action]
    card cannot."""
    s = scenario(spec({"hand": ["Hextech Ray", "Hextech Ray", "Discipline"],
                        "runes": ["Fury Rune"] * 4 + ["Calm Rune"] * 2,
                        "base": ["Mountain Drake"]},
                       {"field": [["Mega-Mech"], []]}))
    s.do("play Hextech Ray #0")
    assert s.game.chain and s.decision.player == 0       # 333.1 / 337.1.c.3
    opts = s.options()
    assert "pass" in opts
    assert any(o.startswith("play Discipline") for o in opts)
    assert not any(o.startswith("play Hextech Ray") for o in opts)
    assert not any(o.startswith("move") for o in opts)  # 144.1.b: no standard move either


def test_no_base_speed_card_in_a_showdown_action_is_legal_with_focus(scenario):
    """308.1.a / 806.1.b / 313: in a showdown only [Action]/[Reaction] cards, and only by the
    player with focus; the player who contested gets focus first (345)."""
    s = scenario(spec({"hand": ["Hextech Ray", "Shipyard Skulker", "Falling Star"],
                        "runes": ["Fury Rune"] * 4 + ["Chaos Rune"] * 3,
                        "base": ["Mountain Drake", "Daring Poro"]},
                       {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "field": [[], ["Vanguard Sergeant"]]}))
    s.do(mv(s, "Mountain Drake"), "to Grove of the God-Willow")
    g = s.game
    assert g.showdown is not None and not g.showdown.combat and g.showdown.focus == 0
    assert s.decision.player == 0
    opts = s.options()
    assert opts == ["pass", "play Hextech Ray #0"]        # no unit, no base-speed spell, no move
    s.do("pass")
    assert g.showdown.focus == 1 and s.decision.player == 1
    assert s.options() == ["pass", f"play Hextech Ray #{s.ids('Hextech Ray', 1)[0]}"]


def test_action_spell_in_showdown_then_focus_passes(scenario):
    """347.1 / 346: a spell played with focus starts a chain; when it resolves the chain is
    gone and focus passes to the next player."""
    s = scenario(spec({"hand": ["Hextech Ray", "Discipline"],
                        "runes": ["Fury Rune"] * 2 + ["Calm Rune"] * 2,
                        "base": ["Mountain Drake"]},
                       {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "field": [[], ["Vanguard Sergeant"]]}))
    s.do(mv(s, "Mountain Drake"), "to Grove of the God-Willow")
    s.do("play Hextech Ray #0", tgt(s, "Vanguard Sergeant", 1))
    g = s.game
    assert g.chain and s.decision.player == 0          # 333.1: the player who opened it
    settle(s)
    assert g.objs[bid(s, "Vanguard Sergeant", 1)].damage == 3
    assert g.showdown is not None and g.showdown.focus == 1 and s.decision.player == 1


def test_opponent_reacts_only_when_priority_passes(scenario):
    """312.2.d / 338.1.c: after the turn player passes priority with a chain, the opponent
    gets priority and may play a [Reaction]."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Mountain Drake"]},
                       {"hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                        "field": [["Vanguard Sergeant"], []]}))
    s.do("play Hextech Ray")
    # player 0's only option was to pass (taken automatically): player 1 has priority now
    assert s.game.chain and s.decision.player == 1 and s.game.priority == 1
    s.do("play Discipline", tgt(s, "Vanguard Sergeant", 1))
    settle(s)
    sgt = s.game.objs[bid(s, "Vanguard Sergeant", 1)]
    assert sgt.zone == Zone.BOARD and sgt.damage == 3          # 4 + 2 Might survives 3


def test_illegal_unlisted_action_raises(scenario):
    """The protocol refuses any action not in legal_actions()."""
    import pytest

    from riftsim.actions import ActionKind, encode
    from riftsim.errors import IllegalActionError

    s = scenario(spec({"hand": ["Falling Star"], "runes": ["Fury Rune"] * 4,
                        "base": ["Mountain Drake"]}))
    before = len(s.game.history)
    with pytest.raises(IllegalActionError):
        s.game.apply(encode(ActionKind.PLAY, 999))
    assert len(s.game.history) == before


def test_gear_enters_ready_at_base(scenario):
    """359.2.d: a gear enters the board ready at its controller's base (no location choice,
    even with a controlled battlefield)."""
    s = scenario(spec({"hand": ["Mask of Foresight"], "runes": ["Calm Rune"] * 2,
                        "base": ["Mountain Drake"], "field": [["Daring Poro"], []]}))
    s.do("play Mask of Foresight")
    m = s.obj("Mask of Foresight")
    assert m.zone == Zone.BOARD and m.loc == LOC_BASE and not m.exhausted
    assert not s.game.chain
    assert all(s.game.objs[r].exhausted for r in s.game.players[0].runes)
