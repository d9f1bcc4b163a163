"""Cards that change the control of a spell on the chain and its choices (359.3.f.4,
355.6-355.13): scenario tests on both engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import bid, go, hand, runes, spec_factory, trash

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _reversal(scenario, spell: str, spell_runes, target: str):
    """Player 1 (turn player) plays `spell` choosing player 0's `target`; player 0 reacts with
    Mystic Reversal choosing that spell. Stops at Mystic Reversal's "you may make new
    choices" (or wherever resolving it leads)."""
    s = scenario(spec({"hand": ["Mystic Reversal"], "runes": runes("calm", 7),
                       "field": [["Legion Rearguard"], []]},
                      {"hand": [spell], "runes": spell_runes,
                       "field": [["Daring Poro"], []]},
                      turn_player=1))
    s.do(f"play {spell}")
    go(s, f"target {target}")
    for _ in range(6):                       # player 0 gets priority on the chain
        if s.can("play Mystic Reversal"):
            break
        s.do("pass")
    s.do("play Mystic Reversal")
    go(s, f"target {spell}")
    for _ in range(6):                       # both pass: Mystic Reversal resolves
        if s.kind == DecisionKind.MAY or not s.can("pass"):
            break
        s.do("pass")
    return s


def _finish(s):
    for _ in range(20):
        if not s.game.chain:
            return s
        s.do("pass")
    return s


# ---------------------------------------------------------------- Mystic Reversal

def test_mystic_reversal_new_targets_and_you_is_the_new_controller(scenario):
    """359.3.f.4: its new controller may make new choices; "draw 1" is now theirs."""
    s = _reversal(scenario, "Void Seeker", runes("fury", 4), "Legion Rearguard")
    assert s.kind == DecisionKind.MAY and s.game.decision.player == 0
    before = len(hand(s, 0))
    s.do("yes")
    assert s.kind == DecisionKind.TARGET and s.game.decision.player == 0
    assert s.can(f"target Daring Poro #{bid(s, 'Daring Poro', 1)}")
    s.do("target Daring Poro")
    _finish(s)
    assert "Daring Poro" in trash(s, 1)
    assert bid(s, "Legion Rearguard", 0) >= 0          # still on the board, undamaged
    assert s.game.objs[bid(s, "Legion Rearguard", 0)].damage == 0
    assert len(hand(s, 0)) == before + 1              # player 0 drew, not player 1
    assert "Void Seeker" in trash(s, 1)               # its owner's trash (359.3.d)


def test_mystic_reversal_keeping_the_choices(scenario):
    """Without new choices the spell keeps its target; its controller still changed."""
    s = _reversal(scenario, "Void Seeker", runes("fury", 4), "Legion Rearguard")
    before1 = len(hand(s, 1))
    before0 = len(hand(s, 0))
    s.do("no")
    _finish(s)
    assert "Legion Rearguard" in trash(s, 0)
    assert len(hand(s, 0)) == before0 + 1
    assert len(hand(s, 1)) == before1


def test_mystic_reversal_kept_target_no_longer_an_enemy_mistargets(scenario):
    """359.3.f.4 (second example): an "enemy unit" kept as the target is now friendly to the
    spell's controller: the spell mistargets and does nothing (359.3.e.5)."""
    s = _reversal(scenario, "Possession", runes("chaos", 11), "Legion Rearguard")
    s.do("no")
    _finish(s)
    r = s.game.objs[bid(s, "Legion Rearguard", 0)]
    assert r.controller == 0 and r.loc > 0            # not taken, not recalled
    assert s.game.objs[bid(s, "Daring Poro", 1)].controller == 1


def test_mystic_reversal_new_target_meets_restrictions_for_the_new_controller(scenario):
    """355.9.b: "an enemy unit at a battlefield" is now an enemy of player 0: their own unit
    is no choice, the opponent's is."""
    s = _reversal(scenario, "Possession", runes("chaos", 11), "Legion Rearguard")
    s.do("yes")
    poro = bid(s, "Daring Poro", 1)
    assert not s.can(f"target Legion Rearguard #{bid(s, 'Legion Rearguard', 0)}")
    if s.kind == DecisionKind.TARGET:
        s.do(f"target Daring Poro #{poro}")
    _finish(s)
    assert s.game.objs[poro].controller == 0          # taken and recalled to player 0's base
    assert s.game.objs[poro].loc == 0


def test_mystic_reversal_new_choices_may_repeat_the_only_legal_target(scenario):
    """The new choices are made as if none were made yet (355.5): with the spell's present
    target the only legal one, the new controller is still asked and may choose it again."""
    s = scenario(spec({"hand": ["Hextech Ray", "Mystic Reversal"],
                       "runes": runes("fury", 2) + runes("calm", 7)},
                      {"field": [["Daring Poro"], []]}))
    s.do("play Hextech Ray")
    go(s, "target Daring Poro")
    for _ in range(6):
        if s.can("play Mystic Reversal"):
            break
        s.do("pass")
    s.do("play Mystic Reversal")
    go(s, "target Hextech Ray")
    for _ in range(6):
        if s.kind == DecisionKind.MAY or not s.can("pass"):
            break
        s.do("pass")
    assert s.kind == DecisionKind.MAY and s.game.decision.player == 0
    s.do("yes")
    go(s, "target Daring Poro")
    _finish(s)
    assert "Daring Poro" in trash(s, 1)
