"""Free-for-all (FFA3, 482; FFA4, 483) on both engines: moves and combat between exactly
two players (442.2.a, 444.2, 457), burn out's point as a choice (431.2.c), "an opponent" /
"each opponent" / "enemy" with several opponents (478.2.b), and victory with a tie (467)."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim.game import new_game
from riftsim.reference import movement
from riftsim import Zone
from rules_helpers import bid, first_round, mv, settle, tgt

BFS3 = ["Grove of the God-Willow", "Zaun Warrens", "Altar to Unity"]
DECK = ["Vanguard Sergeant"] * 4
BIG = {"unit": {"might": 10}}
#: a cheap Reaction in hand: a player who could only pass would pass by themselves (a single
#: option is taken at once), and the showdown would end
WAIT = {"hand": ["Stupefy"], "runes": ["Mind Rune"]}


def ffa(*players: dict, **kw) -> dict:
    """An FFA3 (3 players) or FFA4 (4) position with three battlefields; small decks."""
    return {"mode": f"ffa{len(players)}", "battlefields": BFS3,
            "players": [{"deck": DECK, **p} for p in players], **kw}


def test_a_third_player_cannot_join_a_combat(scenario):
    """444.2: no move to a battlefield with units of two other players; 442.2.a / 457.1: while
    P1 attacks P2 there (on P0's turn), it stays closed to P0 even once P2's units are gone,
    but not to P2, who is in that combat; the other battlefields stay open."""
    s = scenario(ffa({"base": ["Pakaa Cub"], "hand": ["Hextech Ray"],
                      "runes": ["Fury Rune"] * 2},
                     {"field": [[BIG], [], []], **WAIT},
                     {"field": [["Stalwart Poro"], [], []], "base": ["Vanguard Sergeant"],
                      **WAIT},
                     showdown={"battlefield": 0, "combat": True, "attacker": 1, "focus": 0}))
    g = s.game
    cub, sergeant = g.objs[bid(s, "Pakaa Cub")], g.objs[bid(s, "Vanguard Sergeant", 2)]
    assert movement.effect_destinations(g, cub) == [2, 3]             # 444.2
    assert s.showdown()["attacker"] == 1 and s.showdown()["defender"] == 2
    s.do("play Hextech Ray", tgt(s, "Stalwart Poro"))
    settle(s)
    assert s.zone("Stalwart Poro") == "TRASH" and g.showdown is not None and g.showdown.combat
    assert movement.effect_destinations(g, cub) == [2, 3]             # 442.2.a
    assert movement.effect_destinations(g, sergeant) == [1, 2, 3]     # P2 is in that combat


def test_two_other_players_fight_on_the_turn_players_move(scenario):
    """459.2.b: Charm moves P2's unit to the battlefield P1 holds: P2 applied Contested, so P2
    attacks and P1 defends, on P0's turn; P0 gets no designation; 461.5: P2's 10 Might wins,
    conquers it and scores (464.1)."""
    s = scenario(ffa({"hand": ["Charm"], "runes": ["Calm Rune"] * 2,
                      "field": [[], ["Vanguard Sergeant"], []]},
                     {"field": [["Stalwart Poro"], [], []]},
                     {"base": [BIG]}))
    g = s.game
    s.do("play Charm", tgt(s, "Vanguard Sergeant", 2), "to Grove of the God-Willow")
    settle(s)
    combats = [e for e in g.events if e.kind == EventKind.SHOWDOWN and e.value == 1]
    assert [e.player for e in combats] == [2]                          # P2 attacked
    while g.showdown is not None:
        s.do("pass")
    assert s.zone("Stalwart Poro") == "TRASH"
    assert g.bfs[0].controller == 2 and s.points() == [0, 0, 1]
    assert g.objs[bid(s, "Vanguard Sergeant", 0)].designation == 0


def test_burn_out_point_goes_to_the_opponent_chosen(scenario):
    """431.2: P1 draws from an empty deck in their Draw Phase: they recycle their trash, choose
    an opponent (P2 or P0) to gain 1 point, then draw (431.2.d)."""
    s = scenario(ffa({}, {"deck": [], "trash": ["Pakaa Cub"]}, {}, turn_player=1,
                     phase="awaken"))
    g = s.game
    assert s.kind == DecisionKind.CHOOSE_PLAYER and s.decision.player == 1
    assert s.options() == ["player 0", "player 2"]
    def p1_draws():
        return [e.kind for e in g.events if e.player == 1 and e.kind in (EventKind.BURN_OUT,
                                                                         EventKind.DRAW)]
    assert p1_draws() == [EventKind.BURN_OUT]                          # not drawn yet
    s.do("player 2")
    assert s.points() == [0, 0, 1]
    assert p1_draws()[:2] == [EventKind.BURN_OUT, EventKind.DRAW]     # (the game goes on
    drawn = next(e.obj for e in g.events if e.kind == EventKind.DRAW and e.player == 1)
    assert g.pool[g.objs[drawn].card].name == "Pakaa Cub"             # to P1's next burn out)


def test_repeated_burn_out_points_win_at_once(scenario):
    """431.3: with deck and trash empty, every attempt to draw burns out again; 431.3.b: a
    point after the first burn out of the sequence that reaches the Victory Score with more
    points than any other player wins at once."""
    s = scenario(ffa({"points": 6}, {"deck": []}, {}, turn_player=1, phase="awaken"))
    g = s.game
    s.do("player 0")
    assert s.points() == [7, 0, 0] and not g.is_over
    s.do("player 0")
    assert g.is_over and g.outcome.winner == 0 and s.points() == [8, 0, 0]


def test_choose_an_opponent_to_score(scenario):
    """Draven, Audacious: "when I die in combat, choose an opponent; they score 1": P1's
    Draven dies defending against P0; P1 chooses P2."""
    s = scenario(ffa({"base": [BIG]}, {"field": [["Draven, Audacious"], [], []]}, {}))
    g = s.game
    s.do(mv(s, "Vanguard Sergeant"), "to Grove of the God-Willow")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_PLAYER:
            break
        s.do("pass")
    assert s.decision.player == 1 and s.options() == ["player 0", "player 2"]
    s.do("player 2")
    settle(s)
    assert s.points()[2] == 1 and s.zone("Draven, Audacious") == "TRASH"
    assert g.bfs[0].controller == 0


def test_enemy_means_any_other_players(scenario):
    """'Enemy' is any other player's (478.2.b: two opponents in FFA3): Charm may target P1's
    and P2's units, not P0's own."""
    s = scenario(ffa({"hand": ["Charm"], "runes": ["Calm Rune"] * 2, "base": ["Pakaa Cub"]},
                     {"base": ["Stalwart Poro"]}, {"base": ["Vanguard Sergeant"]}))
    s.do("play Charm")
    opts = s.options()
    assert tgt(s, "Stalwart Poro") in opts and tgt(s, "Vanguard Sergeant") in opts
    assert tgt(s, "Pakaa Cub") not in opts


def test_each_opponent_may(scenario):
    """Card Sharp: "you and each opponent may play a Gold token exhausted; for each opponent who
    did, you play one": P0 yes, then P1 (yes) and P2 (no) in turn order: P0 has 2 Golds, P1
    1, P2 none."""
    s = scenario(ffa({"hand": ["Card Sharp"], "runes": ["Mind Rune"] * 3}, {}, {}))
    g = s.game
    s.do("play Card Sharp")
    asked = []
    for answer in ("yes", "yes", "no"):
        while s.kind != DecisionKind.MAY:
            s.do("pass")
        asked.append(s.decision.player)
        s.do(answer)
    settle(s)
    assert asked == [0, 1, 2]
    golds = [o.controller for o in g.objs
             if o.zone == Zone.BOARD and g.pool[o.card].name == "Gold"]
    assert sorted(golds) == [0, 0, 1]


def test_a_tie_at_the_victory_score_does_not_end_the_game(scenario):
    """467: P0 and P1 both at 8 (the Victory Score): neither has more points than every
    opponent, so nobody wins; P0's next point (a conquer with every battlefield scored,
    466.1.b.2) wins."""
    s = scenario(ffa({"points": 8, "base": ["Pakaa Cub"], "scored": [1, 2]},
                     {"points": 8}, {}))
    g = s.game
    assert not g.is_over
    s.do(mv(s, "Pakaa Cub"), "to Grove of the God-Willow")
    for _ in range(10):
        if g.is_over:
            break
        s.do("pass")
    assert g.is_over and g.outcome.winner == 0 and s.points() == [9, 8, 0]



def test_no_unit_played_to_a_combat_of_others(scenario):
    """457.2: P1 attacks P2 at the battlefield P0 controls (on P0's turn): P0's Sprite Call
    may play its Sprite token to P0's base or the other battlefield P0 controls, not there."""
    s = scenario(ffa({"hand": ["Sprite Call"], "runes": ["Mind Rune"] * 3,
                      "field": [[], ["Pakaa Cub"], []]},
                     {"field": [[BIG], [], []], **WAIT},
                     {"field": [["Stalwart Poro"], [], []], **WAIT},
                     battlefields=[{"card": BFS3[0], "controller": 0}, BFS3[1], BFS3[2]],
                     showdown={"battlefield": 0, "combat": True, "attacker": 1, "focus": 0}))
    s.do("play Sprite Call")
    while s.kind != DecisionKind.PLAY_LOCATION:
        s.do("pass")
    assert s.decision.player == 0
    assert s.options() == ["to P0's base", f"to {BFS3[1]}"]
    s.do(f"to {BFS3[1]}")
    assert s.loc("Sprite") == 2


def test_each_other_player_chooses(scenario):
    """Party Favors: "each other player chooses Cards or Runes; for each that chooses Cards, you
    and that player each draw 1; for each that chooses Runes, you and that player each channel
    1 rune exhausted": P1 (Cards) then P2 (Runes) choose: P0 and P1 draw 1, P0 and P2
    channel 1, P0's draw before P0's channel (turn order of the choosers)."""
    runes = ["Calm Rune"] * 3
    s = scenario(ffa({"hand": ["Party Favors"], "runes": runes, "rune_deck": runes,
                      "base": ["Pakaa Cub"]},                 # (P0 keeps a move to make)
                     {"rune_deck": runes}, {"rune_deck": runes}))
    g = s.game
    hands = [len(p.hand) for p in g.players]
    s.do("play Party Favors")
    asked = []
    for choice in ("option 0", "option 1"):
        while s.kind != DecisionKind.CHOOSE_MODE:
            s.do("pass")
        asked.append(s.decision.player)
        s.do(choice)
    settle(s)
    assert asked == [1, 2]
    assert [len(p.hand) - h for p, h in zip(g.players, hands)] == [0, 1, 0]   # (P0: -1 +1)
    assert [len(p.runes) for p in g.players] == [4, 0, 1]
    kinds = [(e.kind, e.player) for e in g.events
             if e.kind in (EventKind.DRAW, EventKind.CHANNEL)]
    assert kinds == [(EventKind.DRAW, 0), (EventKind.DRAW, 1), (EventKind.CHANNEL, 0),
                     (EventKind.CHANNEL, 2)]


@pytest.mark.parametrize("engine", ["reference", "core"])
@pytest.mark.parametrize("mode, n", [("ffa3", 3), ("ffa4", 4)])
def test_free_for_all_setup_and_first_turns(mode, n, engine):
    """482.5 / 483.4.b-483.5: three battlefields, in FFA4 none of the first player's; 116.1.b:
    turns go round every player; 482.7 / 483.7: in the first round the first player draws
    nothing in their Draw Phase and the last player channels 3 runes (the others 2)."""
    decks = ["precon-jinx", "precon-viktor", "precon-vi", "precon-lux"][:n]
    g = new_game(decks, mode=mode, seed=5, engine=engine, first_player=1)
    assert len(g.players) == n and len(g.bfs) == 3 and g.victory_score == 8
    assert sorted(bf.owner for bf in g.bfs) == ([0, 1, 2] if n == 3 else [0, 2, 3])
    turns = first_round(g, n)
    assert [t["player"] for t in turns] == g.players_from(1)
    assert [t["drawn"] for t in turns] == [0] + [1] * (n - 1)
    assert [t["channeled"] for t in turns] == [2] * (n - 1) + [3]


# ---------------------------------------------------------------- cards asking of several players

def answer_all(s, kind: DecisionKind, limit: int = 80) -> list[tuple[int, list[str]]]:
    """Pass until the chain is empty, taking the first option other than "done" of every
    `kind` decision: who was asked and what they were offered, in order."""
    asked = []
    for _ in range(limit):
        if not s.game.chain or s.game.is_over:
            return asked
        if s.kind == kind:
            asked.append((s.decision.player, s.options()))
            s.do([o for o in s.options() if o != "done"][0])
        elif s.can("pass"):
            s.do("pass")
        else:
            s.do(s.options()[0])
    raise AssertionError("the chain did not resolve")


def test_blind_fury_reveals_each_opponents_top_card(scenario):
    """Blind Fury (Origins errata) in FFA3: each opponent reveals their top card, in turn order
    from the caster (478.2.b): P1's, then P2's; P0 chooses P2's, banishes and plays it; P1's
    goes to the bottom of P1's deck."""
    s = scenario(ffa({"hand": ["Blind Fury"], "pool": {"energy": 4, "power": {"fury": 2}}},
                     {"deck": ["Mystic Poro"] + DECK}, {"deck": ["Stalwart Poro"] + DECK}))
    g = s.game
    s.do("play Blind Fury")
    while s.kind != DecisionKind.CHOOSE_CARD:
        s.do("pass")
    shown = [(e.player, e.obj) for e in g.events if e.kind == EventKind.REVEAL]
    assert shown == [(1, s.id("Mystic Poro")), (2, s.id("Stalwart Poro"))]
    assert s.decision.player == 0
    assert s.options() == [f"choose Mystic Poro #{s.id('Mystic Poro')}",
                           f"choose Stalwart Poro #{s.id('Stalwart Poro')}"]
    s.do(f"choose Stalwart Poro #{s.id('Stalwart Poro')}")
    while g.chain or s.kind == DecisionKind.PLAY_LOCATION:
        s.do(s.options()[0] if s.kind == DecisionKind.PLAY_LOCATION else "pass")
    assert s.zone("Stalwart Poro") == "BOARD" and s.obj("Stalwart Poro").controller == 0
    assert g.players[1].deck[-1] == s.id("Mystic Poro")


def test_promising_future_each_player_in_turn_order(scenario):
    """Promising Future (Origins errata, FAQ) in FFA3 on P1's turn: P1, P2 then P0 look at
    their top cards and banish one; then P2, P0 and finally the turn player P1 play theirs
    ignoring its Energy cost (337.1.b: finalized in that order)."""
    tops = {1: "Mystic Poro", 2: "Stalwart Poro", 0: "Pakaa Cub"}
    s = scenario(ffa({"deck": [tops[0]] + DECK, **WAIT},
                     {"hand": ["Promising Future"], "deck": [tops[1]] + DECK,
                      "pool": {"energy": 5, "power": {"mind": 1, "calm": 2, "chaos": 2}}},
                     {"deck": [tops[2]] + DECK}, turn_player=1))
    g = s.game
    s.do("play Promising Future")
    asked = []
    for _ in range(40):
        if s.kind == DecisionKind.CHOOSE_CARD:
            asked.append(s.decision.player)
            top = tops[s.decision.player]
            s.do(f"choose {top} #{s.id(top)}")
        elif not asked or len(asked) < 3:
            s.do("pass")
        else:
            break
    assert asked == [1, 2, 0]
    played = []
    for _ in range(40):
        if s.game.is_over or (not g.chain and s.kind == DecisionKind.PRIORITY):
            break
        if s.kind == DecisionKind.PLAY_LOCATION:
            s.do(s.options()[0])
        else:
            s.do(s.options()[0] if not s.can("pass") else "pass")
    played = [g.objs[e.obj].controller for e in g.events if e.kind == EventKind.PLAY
              and g.pool[g.objs[e.obj].card].name in tops.values()]
    assert played == [2, 0, 1]


@pytest.mark.parametrize("card, pool, chosen", [
    ("Sabotage", {"energy": 1, "power": {"body": 1}}, "Stupefy"),
])
def test_sabotage_asks_which_opponent(scenario, card, pool, chosen):
    """"The opponent reveals their hand" with two opponents (478.2.b): the caster chooses one
    (P2), only P2's hand is revealed, and the card chosen from it is recycled."""
    s = scenario(ffa({"hand": [card], "pool": pool, "base": ["Mystic Poro"]},
                     {"hand": ["Charm"]}, {"hand": ["Stupefy", "Pakaa Cub"]}))
    g = s.game
    s.do(f"play {card}")
    while s.kind != DecisionKind.CHOOSE_PLAYER:
        s.do("pass")
    assert s.decision.player == 0 and s.options() == ["player 1", "player 2"]
    s.do("player 2")                         # (its one non-unit card: taken at once)
    assert [e.obj for e in g.events if e.kind == EventKind.REVEAL] == \
        [s.id("Stupefy"), s.id("Pakaa Cub")]
    settle(s)
    assert s.zone(chosen) == "DECK" and s.zone("Charm") == "HAND"


def test_whirlwind_each_other_player_then_you(scenario):
    """Whirlwind in FFA4: from the next player, each other player (P1, P2, P3) and then the
    caster picks a unit no one picked; each returns to its owner's hand."""
    s = scenario(ffa({"hand": ["Whirlwind"], "pool": {"energy": 3, "power": {"chaos": 1}},
                      "base": ["Pakaa Cub"]},
                     {"base": ["Mystic Poro"]}, {"base": ["Stalwart Poro"]},
                     {"base": ["Vanguard Sergeant"]}))
    s.do("play Whirlwind")
    asked = answer_all(s, DecisionKind.CHOOSE_CARD)
    assert [p for p, _ in asked] == [1, 2, 3, 0]
    assert [len(o) for _, o in asked] == [5, 4, 3, 2]     # the units left, and "done"
    assert all(s.zone(u) == "HAND" for u in ("Pakaa Cub", "Mystic Poro", "Stalwart Poro",
                                             "Vanguard Sergeant"))


def test_divine_judgment_every_player_keeps_two_of_each(scenario):
    """Divine Judgment in FFA4: each player in turn order from the turn player keeps 2 units,
    2 gear, 2 runes and 2 cards in hand (8 choices each, 32 cards kept); the rest are
    recycled."""
    three = {"base": ["Pakaa Cub", "Mystic Poro", "Stalwart Poro",
                      "Sun Disc", "Sun Disc", "Sun Disc"],
             "runes": ["Calm Rune"] * 3, "hand": ["Charm"] * 3}
    s = scenario(ffa({**three, "hand": ["Divine Judgment"] + ["Charm"] * 3,
                      "pool": {"energy": 7, "power": {"order": 2}}}, three, three, three))
    g = s.game
    s.do("play Divine Judgment")
    asked = answer_all(s, DecisionKind.CHOOSE_CARD)
    assert [p for p, _ in asked] == [p for p in range(4) for _ in range(8)]
    for p in g.players:
        board = [g.objs[o] for o in range(len(g.objs))
                 if g.objs[o].zone == Zone.BOARD and g.objs[o].controller == p.index]
        assert sorted(g.pool[o.card].type for o in board) == ["gear"] * 2 + ["unit"] * 2
        assert len(p.runes) == 2 and len(p.hand) == 2


def test_mindsplitter_asks_which_opponent(scenario):
    """Mindsplitter ("the opponent reveals their hand; choose a card, they discard it") in
    FFA3: P0 chooses P1, P1's hand is revealed and P0 picks the card P1 discards (422)."""
    s = scenario(ffa({"hand": ["Mindsplitter"], "pool": {"energy": 7, "power": {"chaos": 2}},
                      "base": ["Mystic Poro"]},
                     {"hand": ["Charm", "Pakaa Cub"]}, {"hand": ["Stupefy"]}))
    g = s.game
    s.do("play Mindsplitter")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_PLAYER:
            break
        s.do(s.options()[0] if s.kind == DecisionKind.PLAY_LOCATION else "pass")
    assert s.decision.player == 0 and s.options() == ["player 1", "player 2"]
    s.do("player 1")
    assert [e.obj for e in g.events if e.kind == EventKind.REVEAL] == \
        [s.id("Charm"), s.id("Pakaa Cub")]
    s.do(f"choose Pakaa Cub #{s.id('Pakaa Cub')}")
    settle(s)
    assert s.zone("Pakaa Cub") == "TRASH" and s.zone("Charm") == "HAND"
    assert s.zone("Stupefy") == "HAND"
