"""Cards of the barcelona-06 and barcelona-01 tournament lists: scenario tests on both
engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import energy_left, go, hand, runes, settle_open, spec_factory, trash

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _gold(s, player=0):
    return [i for i in s.ids("Gold", player) if s.zone(i) == "BOARD"]


# ---------------------------------------------------------------- Bloodharbor Ripper (legend)

def test_bloodharbor_ripper_returns_a_unit_at_a_battlefield_and_plays_exhausted_gold(scenario):
    s = scenario(spec({"legend": "Bloodharbor Ripper", "pool": {"energy": 1},
                       "base": ["Vanguard Sergeant"], "field": [["Playful Phantom"], []]}))
    assert not s.can("target Vanguard Sergeant")             # in base: not at a battlefield
    s.do("activate ability 0 of Bloodharbor Ripper")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "HAND"
    gold = _gold(s)
    assert len(gold) == 1 and s.obj(gold[0]).exhausted
    assert s.obj("Bloodharbor Ripper").exhausted
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Brittle Steel

def test_brittle_steel_kills_a_gear(scenario):
    s = scenario(spec({"hand": ["Brittle Steel"], "runes": runes("fury", 3)},
                      {"base": ["Seal of Rage"]}))
    s.do("play Brittle Steel")
    go(s, "target Seal of Rage")
    settle_open(s)
    assert s.zone("Seal of Rage") == "TRASH"
    assert s.zone("Brittle Steel") == "TRASH"


def test_brittle_steel_flows_from_the_trash_and_is_banished(scenario):
    """[Flow] 4+fury: played from the trash for its Flow cost, then banished."""
    s = scenario(spec({"trash": ["Brittle Steel"], "runes": runes("fury", 4)},
                      {"base": ["Seal of Rage"]}))
    s.do("play Brittle Steel")
    go(s, "target Seal of Rage")
    settle_open(s)
    assert s.zone("Seal of Rage") == "TRASH"
    assert s.zone("Brittle Steel") == "BANISHMENT"
    assert energy_left(s) == 0       # 4 Energy and a fury Power (an exhausted rune recycled)
    assert len(s.game.players[0].runes) == 3


# ---------------------------------------------------------------- Star-Crossed

def test_star_crossed_returns_a_friendly_and_an_enemy_unit(scenario):
    s = scenario(spec({"hand": ["Star-Crossed"], "runes": runes("chaos", 4),
                       "base": ["Vanguard Sergeant"]},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Star-Crossed")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Playful Phantom")             # the first slot: a friendly unit
    s.do("target Vanguard Sergeant")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "HAND"
    assert s.zone("Playful Phantom") == "HAND"
    assert "Playful Phantom" in hand(s, 1)
    assert "Star-Crossed" in trash(s, 0)
