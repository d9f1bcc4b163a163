""""You control" / "your units" against "friendly" (740.1, 484.8.c-d): a friendly object is
controlled by the player or a teammate (484.8.d: "could target a player's own Units or their
teammate's Units"), while control is not shared (484.8.c), so "units you control" and "your
units" are the player's own (the DSL's selector side "yours"). In 2v2 the two differ (the
reference engine; the compiled core plays 1v1 and its parametrization of a 2v2 position is
skipped); without teams they match the same objects on both engines."""

from __future__ import annotations

import pytest

from rules_helpers import bid, settle, spec, tgt

from riftsim import Zone
from riftsim.actions import DecisionKind
from riftsim.cards.dsl import SIDES, Sel
from riftsim.events import EventKind
from riftsim.reference import select
from riftsim.reference.state import LOC_NONE
from riftsim.scenario import Scenario

BFS3 = ["Grove of the God-Willow", "Zaun Warrens", "Altar to Unity"]
DECK = ["Vanguard Sergeant"] * 4
BIG = {"card": "Vanguard Sergeant", "might": 2}      # Mighty (708): 4 + 2 this turn


def two_v_two(*players: dict, **kw) -> dict:
    """A 2v2 position: players 0 and 2 are team A, 1 and 3 team B (484.5.c)."""
    return {"mode": "2v2", "battlefields": BFS3,
            "players": [{"deck": DECK, **p} for p in players], **kw}


def hand_size(s, player: int = 0) -> int:
    return len(s.ids(player=player, zone=Zone.HAND))


def recruits(s) -> int:
    """Recruit tokens on the board."""
    return len(s.ids("Recruit", zone=Zone.BOARD, required=False))


def resolve(s, limit: int = 30):
    """Pass until the chain is empty, declining optional costs ("you may exhaust me") and
    putting simultaneous triggers on the chain in the first order offered."""
    for _ in range(limit):
        if s.game.is_over:
            return
        if s.kind == DecisionKind.OPTIONAL_COST:
            s.do("no")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do(s.options()[0])
        elif not s.game.chain:
            return
        else:
            s.do("pass")
    raise AssertionError("the chain did not resolve")


# ---------------------------------------------------------------- 2v2: the difference

def test_selector_sides_in_2v2(scenario):
    """The sides of a selector for A1 (player 0): "friendly" is A1's and A2's units (740.1),
    "yours" A1's only (484.8.c), "enemy" B1's and B2's (740.2), "not_yours" ("you don't
    control") all but A1's, "any" all."""
    s = scenario(two_v_two({"base": ["Pakaa Cub"]}, {"base": ["Stalwart Poro"]},
                           {"base": ["Mystic Poro"]}, {"base": ["Vanguard Sergeant"]}))
    g = s.game
    cub, stalwart, mystic, sergeant = (bid(s, n) for n in (
        "Pakaa Cub", "Stalwart Poro", "Mystic Poro", "Vanguard Sergeant"))
    got = {side: set(select.candidates(g, Sel("unit", side), 0, -1)) for side in SIDES}
    assert got == {"any": {cub, stalwart, mystic, sergeant}, "friendly": {cub, mystic},
                   "yours": {cub}, "enemy": {stalwart, sergeant},
                   "not_yours": {stalwart, mystic, sergeant}}


def test_your_other_units_get_might_not_the_allys(scenario):
    """Undertitan ("When you play me, give your other units +2 Might this turn"): A1's other
    unit gets +2, A2's (friendly, but not A1's) and B1's don't (484.8.c)."""
    s = scenario(two_v_two({"hand": ["Undertitan"], "base": ["Pouty Poro"],
                            "pool": {"energy": 6, "power": {"order": 1}}},
                           {"base": ["Daring Poro"]}, {"base": ["Stalwart Poro"]}, {}))
    s.do("play Undertitan")
    if s.can("to P0's base"):
        s.do("to P0's base")
    settle(s)
    assert s.obj("Undertitan").zone == Zone.BOARD
    assert s.might("Pouty Poro", 0) == s.game.pool[s.obj("Pouty Poro").card].might + 2
    assert s.might("Stalwart Poro", 2) == s.game.pool[s.obj("Stalwart Poro").card].might
    assert s.might("Daring Poro", 1) == s.game.pool[s.obj("Daring Poro").card].might


def test_friendly_units_include_the_allys(scenario):
    """Decisive Strike ("Give friendly units +2 Might this turn"): A1's unit and A2's unit
    (484.8.d) get +2; B1's doesn't."""
    s = scenario(two_v_two({"hand": ["Decisive Strike"], "base": ["Pouty Poro"],
                            "pool": {"energy": 5, "power": {"body": 1}}},
                           {"base": ["Daring Poro"]}, {"base": ["Stalwart Poro"]}, {}))
    s.do("play Decisive Strike")
    settle(s)
    pool = s.game.pool
    assert s.might("Pouty Poro", 0) == pool[s.obj("Pouty Poro").card].might + 2
    assert s.might("Stalwart Poro", 2) == pool[s.obj("Stalwart Poro").card].might + 2
    assert s.might("Daring Poro", 1) == pool[s.obj("Daring Poro").card].might


def test_a_count_of_your_units_leaves_out_the_allys(scenario):
    """Show of Strength ("Draw 1 for each of your Mighty units"): A1 and A2 each have a
    Mighty unit (708); A1 draws 1, for their own."""
    s = scenario(two_v_two({"hand": ["Show of Strength"], "base": [BIG],
                            "pool": {"energy": 2, "power": {"body": 1}}},
                           {"base": [BIG]}, {"base": [BIG]}, {}))
    before = hand_size(s)
    s.do("play Show of Strength")
    settle(s)
    assert hand_size(s) == before - 1 + 1


def test_when_a_unit_you_control_dies_not_the_allys(scenario):
    """A1 controls Viktor, Leader ("When another non-Recruit unit you control dies, play a
    Recruit token") and Altar of Memories ("When a friendly unit dies, you may exhaust me
    to draw 1 …"). A2's unit dies: only the Altar triggers (740.1); then A1's own unit dies:
    Viktor triggers too (484.8.c)."""
    s = scenario(two_v_two({"hand": ["Vengeance", "Vengeance"],
                            "base": ["Viktor, Leader", "Pouty Poro", "Altar of Memories"],
                            "pool": {"energy": 8, "power": {"order": 4}}},
                           {}, {"base": ["Stalwart Poro"]}, {}))
    g = s.game

    def triggered_by(since: int) -> set[str]:
        return {s.name(e.obj) for e in g.events[since:] if e.kind == EventKind.TRIGGER}

    mark = len(g.events)
    s.do("play Vengeance", tgt(s, "Stalwart Poro"))
    resolve(s)
    assert s.obj("Stalwart Poro").zone == Zone.TRASH
    assert triggered_by(mark) == {"Altar of Memories"}
    assert recruits(s) == 0
    resolve(s)
    mark = len(g.events)
    s.do("play Vengeance", tgt(s, "Pouty Poro"))
    resolve(s)
    assert "Viktor, Leader" in triggered_by(mark)
    resolve(s)
    assert recruits(s) == 1


def test_when_a_unit_you_control_becomes_mighty_not_the_allys(scenario):
    """Fiora, Worthy ("When a unit you control becomes [Mighty], you may pay [order] to ready
    it"): A1's Decisive Strike gives the friendly units +2 (740.1): Fiora, A1's other unit
    and A2's unit go from 3 to 5 Might and become Mighty (709); Fiora triggers for A1's two
    units only (484.8.c)."""
    three = {"card": "Vanguard Sergeant", "might": -1}      # 4 - 1 this turn
    s = scenario(two_v_two({"hand": ["Decisive Strike"], "base": ["Fiora, Worthy", three],
                            "pool": {"energy": 5, "power": {"body": 1}}},
                           {}, {"base": [three]}, {}))
    g = s.game
    mark = len(g.events)
    s.do("play Decisive Strike")
    resolve(s)
    mighty = [e.value for e in g.events[mark:] if e.kind == EventKind.TRIGGER
              and s.name(e.obj) == "Fiora, Worthy"]
    assert s.might(bid(s, "Vanguard Sergeant", 2)) == 5      # A2's unit is Mighty too
    assert len(mighty) == 2


def test_equip_attaches_only_to_a_unit_you_control(scenario):
    """[Equip]: "Attach this to a unit you control" (818.1.c.2; control is not shared,
    484.8.c): A1's Equip target is A1's unit, never A2's."""
    s = scenario(two_v_two({"base": ["Pakaa Cub"]}, {}, {"base": ["Mystic Poro"]}, {}))
    equip_target = Sel("unit", "yours")
    assert select.candidates(s.game, equip_target, 0, -1) == [bid(s, "Pakaa Cub")]
    from riftsim.cards import registry

    long_sword = registry.definition_for("Long Sword")
    assert long_sword.abilities[0].targets[0].sel.side == "yours"


# ---------------------------------------------------------------- 1v1: no change

@pytest.mark.parametrize("kind, where", [("unit", "board"), ("unit", "base"),
                                         ("gear", "board"), ("card", "hand"),
                                         ("card", "trash"), ("rune", "board"),
                                         ("card", "facedown"), ("battlefield", "any")])
def test_yours_is_friendly_without_teams(kind, where):
    """1v1: "yours" and "friendly" select the same objects for either player (no teammate,
    740.1), and so do "not_yours" and "enemy" (the core compiles one as the other). The
    selector functions are the reference engine's; the core is checked by the card
    behaviour below and the parity runs."""
    s = Scenario.from_spec(spec({"base": ["Pakaa Cub", "Altar of Memories"], "hand": ["Vengeance"],
                       "trash": ["Stupefy"], "runes": ["Order Rune"]},
                      {"base": ["Stalwart Poro"], "hand": ["Stupefy"], "trash": ["Charm"],
                       "runes": ["Calm Rune"]}), "reference")
    g = s.game
    for player in (0, 1):
        mine = select.candidates(g, Sel(kind, "yours", where), player, -1, LOC_NONE)
        assert mine == select.candidates(g, Sel(kind, "friendly", where), player, -1, LOC_NONE)
        theirs = select.candidates(g, Sel(kind, "enemy", where), player, -1, LOC_NONE)
        assert theirs == select.candidates(g, Sel(kind, "not_yours", where), player, -1,
                                           LOC_NONE)


def test_show_of_strength_counts_your_mighty_units_in_1v1(scenario):
    """Both engines: Show of Strength counts the player's Mighty units, not the enemy's."""
    s = scenario(spec({"hand": ["Show of Strength"], "base": [BIG, BIG],
                       "pool": {"energy": 2, "power": {"body": 1}}},
                      {"base": [BIG]}))
    before = hand_size(s)
    s.do("play Show of Strength")
    settle(s)
    assert hand_size(s) == before - 1 + 2


def test_viktor_counts_your_units_dying_in_1v1(scenario):
    """Both engines: Viktor, Leader makes a Recruit when the player's own unit dies, not when
    the enemy's does."""
    s = scenario(spec({"hand": ["Vengeance", "Vengeance"],
                       "base": ["Viktor, Leader", "Pouty Poro"],
                       "pool": {"energy": 8, "power": {"order": 4}}},
                      {"base": ["Stalwart Poro"]}))
    s.do("play Vengeance", "target " + s.ref("Stalwart Poro", 1))
    resolve(s)
    assert recruits(s) == 0
    s.do("play Vengeance", "target " + s.ref("Pouty Poro", 0))
    resolve(s)
    assert recruits(s) == 1
