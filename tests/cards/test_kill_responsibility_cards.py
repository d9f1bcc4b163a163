"""Cards that trigger on a kill a player is responsible for (411.4, 428.5), with the killed
unit's state as it died: scenario tests on both engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import bid, go, hand, runes, settle_open, spec_factory, trash

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _resolve(s, answer: str = "yes"):
    """Pass until the chain is done, answering the Shrine's "you may" with `answer`; returns
    how many times it was asked."""
    asked = 0
    for _ in range(60):
        if s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            asked += 1
            s.do(answer)
        elif s.game.chain or s.game.showdown is not None:
            if s.can("pass"):
                s.do("pass")
            elif s.kind == DecisionKind.ORDER_TRIGGERS:
                s.do("option 0")
            elif s.kind == DecisionKind.ASSIGN_DAMAGE:
                s.game.apply(s.game.legal_actions()[0])
            else:
                break
        else:
            break
    return asked


def _shrine(s):
    return s.game.objs[bid(s, "Solari Shrine", 0)]


# ---------------------------------------------------------------- Solari Shrine

def test_solari_shrine_draws_when_your_damage_spell_kills_a_stunned_enemy(scenario):
    """428.5.c: the unit dies in the cleanup right after your spell dealt it damage: you killed
    it; it was stunned as it died (last known): exhaust the Shrine to draw 1."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2),
                       "base": ["Solari Shrine"]},
                      {"field": [[{"card": "Legion Rearguard", "stunned": True}], []]}))
    before = len(hand(s))
    s.do("play Hextech Ray")
    go(s, "target Legion Rearguard")
    assert _resolve(s) == 1
    assert "Legion Rearguard" in trash(s, 1)
    assert _shrine(s).exhausted
    assert len(hand(s)) == before - 1 + 1      # Hextech Ray played, 1 drawn


def test_solari_shrine_may_decline(scenario):
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2),
                       "base": ["Solari Shrine"]},
                      {"field": [[{"card": "Legion Rearguard", "stunned": True}], []]}))
    before = len(hand(s))
    s.do("play Hextech Ray")
    go(s, "target Legion Rearguard")
    assert _resolve(s, "no") == 1
    assert not _shrine(s).exhausted
    assert len(hand(s)) == before - 1


def test_solari_shrine_ignores_an_enemy_that_was_not_stunned(scenario):
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2),
                       "base": ["Solari Shrine"]},
                      {"field": [["Legion Rearguard"], []]}))
    before = len(hand(s))
    s.do("play Hextech Ray")
    go(s, "target Legion Rearguard")
    assert _resolve(s) == 0
    assert "Legion Rearguard" in trash(s, 1)
    assert not _shrine(s).exhausted
    assert len(hand(s)) == before - 1


def test_solari_shrine_kill_instruction_of_your_spell(scenario):
    """428.5.b: a spell with a kill instruction kills the unit; its controller is responsible
    (411.1)."""
    s = scenario(spec({"hand": ["Hidden Blade"], "runes": runes("order", 3),
                       "base": ["Solari Shrine"]},
                      {"field": [[{"card": "Legion Rearguard", "stunned": True}], []]}))
    s.do("play Hidden Blade")
    go(s, "target Legion Rearguard")
    assert _resolve(s) == 1
    assert _shrine(s).exhausted


def test_solari_shrine_damage_from_your_ability(scenario):
    """428.5.c: an ability that dealt the damage is attributed the kill as well as a spell."""
    s = scenario(spec({"base": ["Solari Shrine", "Iron Ballista"]},
                      {"field": [[{"card": "Legion Rearguard", "stunned": True}], []]}))
    s.do("activate ability 1 of Iron Ballista")
    go(s, "target Legion Rearguard")
    assert _resolve(s) == 1
    assert "Legion Rearguard" in trash(s, 1)
    assert _shrine(s).exhausted


def test_solari_shrine_not_your_own_stunned_unit(scenario):
    """An enemy unit only: killing your own stunned unit does not trigger it."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2),
                       "base": ["Solari Shrine"],
                       "field": [[{"card": "Legion Rearguard", "stunned": True}], []]}))
    s.do("play Hextech Ray")
    go(s, "target Legion Rearguard")
    assert _resolve(s) == 0
    assert "Legion Rearguard" in trash(s, 0)
    assert not _shrine(s).exhausted


def test_solari_shrine_not_when_the_opponent_kills_it(scenario):
    """411.4: only a kill you are responsible for: the opponent's spell killing their own
    stunned unit is not yours, and it is not their enemy."""
    s = scenario(spec({"base": ["Solari Shrine"]},
                      {"hand": ["Hextech Ray"], "runes": runes("fury", 2),
                       "field": [[{"card": "Legion Rearguard", "stunned": True}], []]},
                      turn_player=1))
    s.do("play Hextech Ray")
    go(s, "target Legion Rearguard")
    assert _resolve(s) == 0
    assert "Legion Rearguard" in trash(s, 1)
    assert not _shrine(s).exhausted


def test_solari_shrine_not_for_a_combat_kill(scenario):
    """428.5.c attributes a cleanup kill only to the spell or ability that dealt the damage:
    a stunned defender killed by combat damage is killed by no spell or ability and no player
    is responsible for it (411.2)."""
    s = scenario(spec({"base": ["Solari Shrine", "Vanguard Sergeant"]},
                      {"field": [[{"card": "Legion Rearguard", "stunned": True}], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    assert _resolve(s) == 0
    settle_open(s)
    assert "Legion Rearguard" in trash(s, 1)
    assert not _shrine(s).exhausted
