"""Card words about sides in 2v2 (484) and free-for-all (482-483), on both engines (the
tests that read the reference engine's layers and selectors directly run on it alone):

* "alone" (741.1): no other *friendly* unit at the same location, so a teammate's unit
  there breaks it (740.1, 484.8.d). Teammates never move or play units to one battlefield
  (442.2.b), but a unit can change controller where it is (188: Hostile Takeover).
* "the first friendly non-token gear played each turn" (Ornn's Forge) and "the first time a
  friendly unit dies each turn" (Wraith of Echoes): counted over the side, the player and
  their teammate (740.1).
* "When you or an ally hold" (Chem-Baroness, Gloomist): a teammate's hold too (484.2).
* "battlefields you or allies control" (Right of Conquest, Seat of Power).
* "each other player" (Party Favors) is the teammate too; "a unit you don't control" (King's
  Edict) the teammate's too (484.8.c); "an opponent's turn" (Viktor, Innovator; Chemtech
  Cask) not the teammate's.
* "friendly" in triggers, passives and costs (Pirate's Haven, Mistfall, Bushwhack, Rally the
  Troops, Marai Spire, Rek'Sai, Breacher, Heimerdinger, Inventor, Cruel Patron) reads the
  teammate's objects too; "can't be chosen by enemy spells" (Ruin Runner) leaves the
  teammate free to choose it (740.2).
"""

from __future__ import annotations

import functools

import pytest

from rules_helpers import bid, mv, settle, tgt

from riftsim import Zone
from riftsim.actions import DecisionKind
from riftsim.cards.dsl import Sel
from riftsim.events import EventKind
from riftsim.reference import layers, select
from riftsim.reference.ops_copy_and_control import _give_control
from riftsim.scenario import Scenario

BFS3 = ["Grove of the God-Willow", "Zaun Warrens", "Altar to Unity"]
DECK = ["Vanguard Sergeant"] * 6
WAIT = {"hand": ["Stupefy"], "runes": ["Mind Rune"]}


def two_v_two(*players: dict, engine: str = "reference", **kw) -> Scenario:
    """A 2v2 position: players 0 and 2 are team A, 1 and 3 team B (484.5.c)."""
    return Scenario.from_spec({"mode": "2v2", "battlefields": kw.pop("battlefields", BFS3),
                               "players": [{"deck": DECK, **p} for p in players], **kw},
                              engine)


@pytest.fixture
def tvt(engine):
    """two_v_two on each engine."""
    return functools.partial(two_v_two, engine=engine)


def hand_size(s, player: int) -> int:
    return len(s.game.players[player].hand)


def play_on(s, card: str, target: str) -> None:
    """Play `card` choosing the board unit `target` (declining optional costs; a lone
    target is taken by the game)."""
    s.do(f"play {card}")
    while s.kind == DecisionKind.OPTIONAL_COST:
        s.do("no")
    if s.can(tgt(s, target)):
        s.do(tgt(s, target))


def resolve(s, answer: str = "yes", limit: int = 60):
    """Pass until the chain is empty and the turn is open, answering optional costs and
    "may" with `answer` and putting triggers on the chain in the first order offered."""
    g = s.game
    for _ in range(limit):
        if g.is_over:
            return
        if s.kind in (DecisionKind.OPTIONAL_COST, DecisionKind.MAY) and s.can(answer):
            s.do(answer)
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do(s.options()[0])
        elif not g.chain and g.showdown is None and s.kind == DecisionKind.PRIORITY:
            return
        elif s.can("pass"):
            s.do("pass")
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("the chain did not resolve")


# ---------------------------------------------------------------- "alone" (741.1)

def test_a_teammates_unit_at_the_location_breaks_alone():
    """A1's Wielder of Water ("+2 Might while attacking or defending alone") attacks B1's two
    units alone: +2. A2 then takes control of one of B1's units where it is (188, as Hostile
    Takeover does): a friendly unit (740.1) is at Wielder's location, so Wielder is no longer
    alone (741.1) and loses the +2; B1's remaining defender is alone now."""
    s = two_v_two({"base": ["Wielder of Water"], **WAIT},
                  {"field": [["Stalwart Poro", "Pouty Poro"], [], []], **WAIT},
                  {**WAIT}, {**WAIT})
    g = s.game
    s.do(mv(s, "Wielder of Water"), f"to {BFS3[0]}")
    wielder = g.objs[bid(s, "Wielder of Water")]
    printed = g.pool[wielder.card].might
    assert g.showdown is not None and g.showdown.combat
    assert layers.might(g, wielder) == printed + 2
    alone = Sel("unit", alone=True)
    stalwart, pouty = bid(s, "Stalwart Poro"), bid(s, "Pouty Poro")
    assert select.matches(g, alone, wielder.id, 0, -1)
    assert not select.matches(g, alone, stalwart, 1, -1)
    _give_control(g, g.objs[pouty], 2)                      # A2 takes one of B1's units there
    assert layers.might(g, wielder) == printed
    assert not select.matches(g, alone, wielder.id, 0, -1)
    assert not select.matches(g, alone, pouty, 2, -1)
    assert select.matches(g, alone, stalwart, 1, -1)


def test_one_on_one_counts_the_teammates_unit():
    """741.2: one on one: it and the enemy unit at its location are both alone. With a
    teammate's unit beside it, a unit facing one enemy unit is not one on one."""
    from riftsim.cards.dsl import ONE_ON_ONE

    s = two_v_two({"base": ["Wielder of Water"], **WAIT},
                  {"field": [["Stalwart Poro", "Pouty Poro"], [], []], **WAIT},
                  {**WAIT}, {**WAIT})
    g = s.game
    s.do(mv(s, "Wielder of Water"), f"to {BFS3[0]}")
    wielder, pouty = bid(s, "Wielder of Water"), bid(s, "Pouty Poro")
    assert not select.holds(g, ONE_ON_ONE, 0, wielder)       # two enemy units
    _give_control(g, g.objs[pouty], 2)
    assert not select.holds(g, ONE_ON_ONE, 0, wielder)       # one enemy, but a friendly one
    assert not select.holds(g, ONE_ON_ONE, 1, bid(s, "Stalwart Poro"))   # too (741.1)


# ---------------------------------------------------------------- "the first friendly …"

def test_ornns_forge_discounts_the_sides_first_gear_only(tvt):
    """A1 controls Ornn's Forge ("the first friendly non-token gear played each turn costs
    [1] less"). On A2's turn A2's first gear is friendly (740.1) and the first: Assembly Rig
    (4) costs 3; the second costs 4 (it was the discount of the side, not of A1 alone)."""
    s = tvt({"field": [["Stalwart Poro"], [], []]}, {},
                  {"hand": ["Assembly Rig", "Assembly Rig"], "runes": ["Fury Rune"] * 6,
                   "base": ["Mystic Poro"]}, {},
                  battlefields=["Ornn's Forge", *BFS3[1:]], turn_player=2)
    g = s.game
    assert g.bfs[0].controller == 0
    s.do("play Assembly Rig")
    settle(s)
    assert sum(1 for r in g.players[2].runes if not g.objs[r].exhausted) == 3
    assert not s.can("play Assembly Rig")


def test_wraith_of_echoes_draws_for_a_teammates_first_death(tvt):
    """Wraith of Echoes ("The first time a friendly unit dies each turn, draw 1"): A2's unit
    is the first friendly unit (740.1) to die this turn: A1 draws 1."""
    s = tvt({"base": ["Wraith of Echoes"], "hand": ["Vengeance", "Stupefy"],
                   "runes": ["Mind Rune"], "pool": {"energy": 8, "power": {"order": 4}}},
                  {}, {"base": ["Mystic Poro"]}, {})
    before = hand_size(s, 0)
    s.do("play Vengeance", tgt(s, "Mystic Poro"))
    resolve(s)
    assert s.obj("Mystic Poro").zone == Zone.TRASH and s.game.turn_player == 0
    assert hand_size(s, 0) == before - 1 + 1


def test_wraith_of_echoes_not_after_a_teammates_earlier_death(tvt):
    """A2's unit dies before Wraith of Echoes is on the board; A1's unit dying later this
    turn is not the first friendly death of the turn (383.1.b, 740.1): no draw."""
    s = tvt({"hand": ["Vengeance", "Vengeance", "Wraith of Echoes", "Stupefy"],
                   "base": ["Pouty Poro"], "runes": ["Mind Rune"],
                   "pool": {"energy": 20, "power": {"order": 8, "mind": 2}}},
                  {}, {"base": ["Mystic Poro"]}, {})
    s.do("play Vengeance", tgt(s, "Mystic Poro"))
    resolve(s)
    s.do("play Wraith of Echoes")
    if s.can("to P0's base"):
        s.do("to P0's base")
    resolve(s)
    assert s.obj("Wraith of Echoes").zone == Zone.BOARD
    before = hand_size(s, 0)
    s.do("play Vengeance", tgt(s, "Pouty Poro"))
    resolve(s)
    assert s.obj("Pouty Poro").zone == Zone.TRASH and s.game.turn_player == 0
    assert hand_size(s, 0) == before - 1


# ---------------------------------------------------------------- "you or an ally hold"

@pytest.mark.parametrize("legend", ["Chem-Baroness", "Gloomist"])
def test_you_or_an_ally_hold_fires_on_the_allys_hold(legend, tvt):
    """A2 holds the battlefield they control in their Beginning Phase (462): A1's legend
    ("When you or an ally hold, you may exhaust me to …") triggers for A1 (484.2); B1's
    does not trigger for A2's hold (an opponent's)."""
    s = tvt({"legend": legend, "deck": ["Mega-Mech"] * 6},
                  {"legend": legend, "deck": ["Mega-Mech"] * 6},
                  {"field": [["Mystic Poro"], [], []]}, {},
                  turn_player=2, phase="awaken")
    g = s.game
    hand0, hand1 = hand_size(s, 0), hand_size(s, 1)
    resolve(s)
    assert any(e.kind == EventKind.SCORE and e.player == 2 for e in g.events)
    mine = g.objs[g.players[0].legend]
    theirs = g.objs[g.players[1].legend]
    fired = {g.objs[e.obj].controller for e in g.events if e.kind == EventKind.TRIGGER
             and e.obj in (mine.id, theirs.id)}
    assert fired == {0}
    assert mine.exhausted and not theirs.exhausted
    if legend == "Chem-Baroness":
        golds = [i for i in s.ids("Gold", required=False) if g.objs[i].zone == Zone.BOARD]
        assert [g.objs[i].controller for i in golds] == [0] and g.objs[golds[0]].exhausted
    else:
        assert hand_size(s, 0) == hand0 + 1
    assert hand_size(s, 1) == hand1


def test_you_or_an_ally_hold_fires_once_on_your_own_hold(tvt):
    """A1's own hold: Chem-Baroness triggers once (its "you hold" half, not its "ally" one)."""
    s = tvt({"legend": "Chem-Baroness", "field": [["Mystic Poro"], [], []]}, {}, {}, {},
                  phase="awaken")
    g = s.game
    resolve(s)
    legend = g.players[0].legend
    assert sum(1 for e in g.events if e.kind == EventKind.TRIGGER and e.obj == legend) == 1
    assert len([i for i in s.ids("Gold", required=False)
                if g.objs[i].zone == Zone.BOARD]) == 1


# ---------------------------------------------------------------- "you or allies control"

def test_battlefields_you_or_allies_control(tvt):
    """Right of Conquest / Seat of Power count "battlefields you or allies control": the
    selector side "friendly" (740.1) counts A2's battlefield for A1, not B1's."""
    s = tvt({"field": [["Pakaa Cub"], [], []]}, {"field": [[], [], ["Stalwart Poro"]]},
                  {"field": [[], ["Mystic Poro"], []]}, {})
    g = s.game
    assert [bf.controller for bf in g.bfs] == [0, 2, 1]
    assert len(select.candidates(g, Sel("battlefield", "friendly"), 0, -1)) == 2
    assert len(select.candidates(g, Sel("battlefield", "yours"), 0, -1)) == 1


# ---------------------------------------------------------------- "each other player", "you
# don't control", "an opponent's turn"

def test_party_favors_asks_each_other_player_the_teammate_too(tvt):
    """Party Favors ("Each other player chooses Cards or Runes …"): in 2v2 the other players
    are both opponents and the teammate (not only the opponents, 478.2.b), asked in turn
    order from the next player; each one choosing Cards draws 1 and so does A1."""
    runes = ["Calm Rune"] * 3
    s = tvt({"hand": ["Party Favors"], "runes": runes, "rune_deck": runes,
                   "base": ["Pakaa Cub"]}, {}, {}, {})
    g = s.game
    hands = [len(p.hand) for p in g.players]
    s.do("play Party Favors")
    asked = []
    for _ in range(3):
        while s.kind != DecisionKind.CHOOSE_MODE:
            s.do("pass")
        asked.append(s.decision.player)
        s.do("option 0")                                  # Cards
    settle(s)
    assert asked == [1, 2, 3]
    assert [len(p.hand) - h for p, h in zip(g.players, hands)] == [-1 + 3, 1, 1, 1]


def test_kings_edict_may_take_the_teammates_unit(tvt):
    """King's Edict ("each other player chooses a unit you don't control …"): the units A1
    doesn't control include A2's (control is not shared, 484.8.c); A1's are never offered.
    B1, A2 and B2 choose in turn order (B2 the one unit left); the chosen units die."""
    s = tvt({"hand": ["King's Edict"], "pool": {"energy": 6, "power": {"order": 2}},
                   "base": ["Stalwart Poro"]},
                  {"base": ["Pakaa Cub"]}, {"base": ["Mystic Poro"]},
                  {"base": ["Pouty Poro"]})
    g = s.game
    s.do("play King's Edict")
    while s.kind != DecisionKind.CHOOSE_CARD:
        s.do("pass")
    assert s.decision.player == 1
    opts = s.options()
    assert f"choose Mystic Poro #{bid(s, 'Mystic Poro')}" in opts
    assert not any(o.startswith("choose Stalwart Poro") for o in opts)
    pickers = []
    for name in ("Mystic Poro", "Pakaa Cub"):
        pickers.append(s.decision.player)
        s.do(f"choose {name} #{bid(s, name)}")
    settle(s)                                     # B2's one choice left is taken at once
    assert pickers == [1, 2]
    assert [s.obj(n).zone for n in ("Mystic Poro", "Pakaa Cub", "Pouty Poro",
                                    "Stalwart Poro")] == [Zone.TRASH] * 3 + [Zone.BOARD]


@pytest.mark.parametrize("turn_player, opponents", [(0, False), (1, True), (2, False),
                                                    (3, True)])
def test_an_opponents_turn_is_not_the_teammates(turn_player, opponents):
    """"On an opponent's turn" (Viktor, Innovator; Chemtech Cask): the turn player is an
    opponent of the controller (478.2.b); the teammate's turn is not one (484.2)."""
    from riftsim.cards.dsl import OPPONENTS_TURN

    g = two_v_two({**WAIT}, {}, {}, {}).game
    g.turn_player = turn_player
    assert select.holds(g, OPPONENTS_TURN, 0, -1) == opponents
    from riftsim.cards import registry

    for name in ("Viktor, Innovator", "Chemtech Cask"):
        assert registry.definition_for(name).abilities[0].condition == OPPONENTS_TURN


# ---------------------------------------------------------------- "friendly" events and passives

def test_when_you_ready_a_friendly_unit_the_teammates_too(tvt):
    """Pirate's Haven ("When you ready a friendly unit, give it +1 Might this turn"): A1
    readies A2's exhausted unit with Wallop: it is friendly (740.1), so it gets +1."""
    s = tvt({"base": ["Pirate's Haven", "Pakaa Cub"], "hand": ["Wallop"],
                   "pool": {"energy": 6, "power": {"body": 2, "calm": 2}}},
                  {}, {"base": [{"card": "Mystic Poro", "exhausted": True}]}, {})
    g = s.game
    poro = g.objs[bid(s, "Mystic Poro")]
    play_on(s, "Wallop", "Mystic Poro")
    resolve(s, "no")
    assert not poro.exhausted
    assert layers.might(g, poro) == g.pool[poro.card].might + 1


def test_when_you_buff_a_friendly_unit_the_teammates_too(tvt):
    """Mistfall ("When you buff a friendly unit, you may pay [body] and exhaust this to ready
    it"): A1 buffs A2's unit with Stand United: Mistfall triggers (740.1)."""
    s = tvt({"base": ["Mistfall", "Pakaa Cub"], "hand": ["Stand United"],
                   "pool": {"energy": 6, "power": {"calm": 2, "body": 2}}},
                  {}, {"base": [{"card": "Mystic Poro", "exhausted": True}]}, {})
    g = s.game
    mistfall, poro = bid(s, "Mistfall"), g.objs[bid(s, "Mystic Poro")]
    play_on(s, "Stand United", "Mystic Poro")
    resolve(s, "yes")
    assert poro.buff == 1
    assert any(e.kind == EventKind.TRIGGER and e.obj == mistfall for e in g.events)
    assert not poro.exhausted and g.objs[mistfall].exhausted


def test_friendly_units_enter_ready_the_teammates_too():
    """Bushwhack's "Friendly units enter ready this turn" (a player effect of A1's): A2's
    units played this turn enter ready (740.1), B1's don't (359.2.c)."""
    from riftsim.reference import play
    from riftsim.reference.ops_ogn import _player_effect

    s = two_v_two({**WAIT}, {"hand": ["Stalwart Poro"]}, {"hand": ["Mystic Poro"]}, {})
    g = s.game
    g.effects.append(_player_effect(g, "units_enter_ready", 0, 0))
    assert play.enters_ready(g, g.objs[s.id("Mystic Poro")])
    assert not play.enters_ready(g, g.objs[s.id("Stalwart Poro")])


def test_a_unit_played_this_turn_by_the_teammate_is_friendly():
    """Rally the Troops ("When a friendly unit is played this turn, buff it"): a unit A2 plays
    this turn fires A1's delayed ability (740.1, 390.2); a unit B1 plays does not."""
    from riftsim.reference import triggers, zones

    s = two_v_two({"hand": ["Rally the Troops"], "base": ["Pakaa Cub"],
                   "pool": {"energy": 2, "power": {"order": 1}}},
                  {"hand": ["Stalwart Poro"]}, {"hand": ["Mystic Poro"]}, {})
    g = s.game
    s.do("play Rally the Troops")
    resolve(s)
    assert [d["event"] for d in g.delayed] == ["friendly_unit_played"]
    for name, player, fires in (("Stalwart Poro", 1, False), ("Mystic Poro", 2, True)):
        o = g.objs[s.id(name)]
        zones.move_to(g, o, Zone.BOARD, 0)               # (as if `player` played it now)
        before = len(g.triggered)
        triggers.fire_played(g, o.id, player)
        assert any(t.source == s.id("Rally the Troops") for t in g.triggered[before:]) == fires


def test_the_teammates_spells_may_choose_a_unit_enemies_cannot(tvt):
    """Ruin Runner ("I can't be chosen by enemy spells and abilities"): A2's Ruin Runner may
    be chosen by A1 (a teammate is no enemy, 740.2), not by B1."""
    s = tvt({**WAIT}, {}, {"base": ["Ruin Runner"]}, {})
    g = s.game
    runner = bid(s, "Ruin Runner")
    assert select.choosable(g, runner, 2) and select.choosable(g, runner, 0)
    assert not select.choosable(g, runner, 1) and not select.choosable(g, runner, 3)


def test_friendly_repeat_costs_and_accelerate_the_teammates_too(tvt):
    """Marai Spire ("While you control this battlefield, friendly [Repeat] costs cost [1]
    less") lowers A2's Repeat costs while A1 controls it; Rek'Sai, Breacher ("Friendly units
    played from anywhere other than a player's hand have [Accelerate]") gives A2's such units
    Accelerate: both friendly (740.1), not B1's."""
    from riftsim.reference import play, resources
    from riftsim.reference.ops_sfd import accel_granted

    s = tvt({"field": [["Rek'Sai, Breacher"], [], []]}, {}, {}, {},
                  battlefields=["Marai Spire", *BFS3[1:]])
    g = s.game
    assert g.bfs[0].controller == 0
    price = resources.Price(3, [])
    assert [play._repeat_less(price, g, p).energy for p in range(4)] == [2, 3, 2, 3]
    assert [accel_granted(g, p) for p in range(4)] == [True, False, True, False]


def test_heimerdinger_has_the_exhaust_abilities_of_the_teammates_gear():
    """Heimerdinger, Inventor ("I have all [E] abilities of all friendly legends, units, and
    gear"): A2's Ravenborn Tome is friendly gear (740.1): its [E] ability is Heimerdinger's
    too; B1's is not."""
    from riftsim.reference.ops_ogn import borrowed_abilities

    s = two_v_two({"base": ["Heimerdinger, Inventor"]}, {"base": ["Ravenborn Tome"]},
                  {"base": ["Ravenborn Tome"]}, {})
    g = s.game
    heim = g.objs[bid(s, "Heimerdinger, Inventor")]
    tome = g.objs[bid(s, "Ravenborn Tome", 2)].card
    assert borrowed_abilities(g, heim, 0) == [(tome, 0)]
    g.objs[bid(s, "Ravenborn Tome", 2)].controller = 1      # (B1's now: not friendly)
    assert borrowed_abilities(g, heim, 0) == []


def test_a_cost_may_kill_the_teammates_unit(tvt):
    """Cruel Patron ("As an additional cost to play me, kill a friendly unit", 356.6): with
    no unit of A1's, A2's unit is friendly (484.8.d) and pays the cost; B1's never does."""
    s = tvt({"hand": ["Cruel Patron"], "pool": {"energy": 4, "power": {"order": 1}},
                   "base": ["Altar of Memories"]},
                  {"base": ["Stalwart Poro"]}, {"base": ["Mystic Poro"]}, {})
    g = s.game
    s.do("play Cruel Patron")
    for _ in range(5):
        if s.obj("Mystic Poro").zone != Zone.BOARD:
            break
        opts = s.options()
        assert not any("Stalwart Poro" in o for o in opts)
        s.do(next(o for o in opts if "Mystic Poro" in o or o.startswith("to P0")))
    resolve(s, "no")
    assert s.obj("Mystic Poro").zone == Zone.TRASH
    assert s.obj("Stalwart Poro").zone == Zone.BOARD
    assert g.objs[s.id("Cruel Patron")].zone == Zone.BOARD
