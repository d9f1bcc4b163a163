"""The turn (Core Rules 314-317): awaken, beginning (beginning step, scoring step), channel,
draw, main, ending (ending step, expiration step)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim import Phase
from rules_helpers import bid, might, settle, tgt

BFS = ["Grove of the God-Willow", "Zaun Warrens"]


def _phases(g, since=0):
    return [Phase(e.value) for e in g.events[since:] if e.kind == EventKind.PHASE]


def test_awaken_readies_only_the_turn_players_objects(scenario):
    """315.1.b: the turn player readies all game objects they control (units, runes, legend);
    the opponent's stay exhausted."""
    s = scenario({
        "phase": "awaken", "battlefields": BFS,
        "players": [
            {"legend": "Herald of the Arcane",
             "runes": [{"card": "Mind Rune", "exhausted": True}] * 2,
             "base": [{"card": "Mega-Mech", "exhausted": True}],
             "field": [[{"card": "Shipyard Skulker", "exhausted": True}], []],
             "deck": ["Mega-Mech"] * 3},
            {"runes": [{"card": "Fury Rune", "exhausted": True}],
             "field": [[], [{"card": "Daring Poro", "exhausted": True}]],
             "deck": ["Mega-Mech"] * 3},
        ]})
    g = s.game
    assert not s.obj("Mega-Mech", 0).exhausted
    assert not s.obj("Shipyard Skulker").exhausted
    assert all(not g.objs[r].exhausted for r in g.players[0].runes)
    assert not g.objs[g.players[0].legend].exhausted
    assert s.obj("Daring Poro").exhausted
    assert g.objs[g.players[1].runes[0]].exhausted


def test_phase_order_and_start_of_turn_tasks(scenario):
    """314-316: awaken, beginning step (start-of-phase effects: Loose Cannon draws), scoring
    step (hold: Grove of the God-Willow scores and draws), channel 2, draw 1, main."""
    s = scenario({
        "phase": "awaken", "battlefields": BFS,
        "players": [
            {"legend": "Loose Cannon", "hand": ["Hextech Ray"],
             "runes": ["Fury Rune"], "rune_deck": ["Fury Rune", "Chaos Rune", "Fury Rune"],
             "field": [["Shipyard Skulker"], []],
             "deck": ["Pouty Poro", "Mega-Mech", "Cleave", "Daring Poro"]},
            {"field": [[], ["Mega-Mech"]], "deck": ["Mega-Mech"] * 3},
        ]})
    g = s.game
    assert _phases(g) == [Phase.AWAKEN, Phase.BEGINNING, Phase.SCORING, Phase.CHANNEL,
                          Phase.DRAW, Phase.MAIN]
    kinds = [e.kind for e in g.events]
    # beginning-step trigger draws before the scoring step's hold
    i_begin_draw = kinds.index(EventKind.DRAW)
    i_score = kinds.index(EventKind.SCORE)
    assert i_begin_draw < i_score
    score = g.events[i_score]
    assert score.player == 0 and score.loc == 1 and score.value == 2     # hold of bf 0
    p = g.players[0]
    assert p.points == 1
    assert p.scored == {0}
    # hand: 1 + Loose Cannon draw + Grove draw + draw phase = 4, in deck order
    assert [g.pool[g.objs[c].card].name for c in p.hand] == [
        "Hextech Ray", "Pouty Poro", "Mega-Mech", "Cleave"]
    assert len(p.runes) == 3 and len(p.rune_deck) == 1        # channel 2 (315.3.b)
    assert g.phase == Phase.MAIN and s.kind == DecisionKind.PRIORITY
    assert g.players[1].points == 0                           # only the turn player holds


def test_channel_as_many_as_possible(scenario):
    """315.3.b.1: fewer than 2 runes in the rune deck: channel as many as possible."""
    s = scenario({"phase": "awaken", "battlefields": BFS,
                  "players": [{"rune_deck": ["Fury Rune"], "deck": ["Mega-Mech"] * 2},
                              {"deck": ["Mega-Mech"]}]})
    assert len(s.game.players[0].runes) == 1 and not s.game.players[0].rune_deck


def test_rune_pool_empties_after_draw_phase(scenario):
    """166 / 315.4.d: unspent energy and power are lost at the end of the draw phase."""
    s = scenario({"phase": "awaken", "battlefields": BFS,
                  "players": [{"pool": {"energy": 3, "power": {"fury": 2}},
                               "deck": ["Mega-Mech"] * 2},
                              {"pool": {"energy": 1}, "deck": ["Mega-Mech"]}]})
    for p in s.game.players:
        assert p.energy == 0 and p.power == {}


def _end_turn_into_opponent_beginning(s):
    """End player 0's turn; player 1 has two Temporary units, so their beginning step stops at
    an ORDER_TRIGGERS decision: a window to look at the state right after the turn ended."""
    s.do("end turn")
    assert s.kind == DecisionKind.ORDER_TRIGGERS and s.decision.player == 1
    assert s.game.turn_player == 1 and s.game.phase == Phase.BEGINNING


def _two_temporaries():
    return [{"card": "Daring Poro", "keywords": ["Temporary"]},
            {"card": "Daring Poro", "keywords": ["Temporary"]}]


def test_ending_heals_expires_this_turn_effects_and_empties_pool(scenario):
    """317.2.b-d: the expiration step heals all units, ends 'this turn' effects and empties
    every rune pool; 423.1.a.2: stuns end at the ending step."""
    s = scenario({
        "battlefields": BFS,
        "players": [
            {"hand": ["Discipline", "Cleave"], "pool": {"energy": 6, "power": {"calm": 1}},
             "runes": ["Calm Rune", "Fury Rune"],
             "base": [{"card": "Mega-Mech", "damage": 3, "stunned": True}],
             "deck": ["Mega-Mech"] * 4},
            {"pool": {"energy": 2},
             "base": [{"card": "Shipyard Skulker", "damage": 2, "stunned": True}]
             + _two_temporaries(),
             "deck": ["Mega-Mech"] * 4},
        ]})
    s.do("play Discipline", tgt(s, "Mega-Mech", 0))
    settle(s)
    assert might(s, "Mega-Mech", 0) == 10
    s.do("play Cleave", tgt(s, "Mega-Mech", 0))
    settle(s)
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.game.objs[bid(s, "Mega-Mech", 0)]).get("Assault") == 3
    assert s.game.players[0].energy > 0
    _end_turn_into_opponent_beginning(s)
    g = s.game
    mech, skulker = g.objs[bid(s, "Mega-Mech", 0)], s.obj("Shipyard Skulker")
    assert mech.damage == 0 and skulker.damage == 0
    assert not mech.stunned and not skulker.stunned
    assert might(s, "Mega-Mech", 0) == 8
    assert "Assault" not in layers.keywords(g, mech)
    assert all(p.energy == 0 and not p.power for p in g.players)


def test_stun_ends_at_the_ending_step_before_end_of_turn_effects(scenario):
    """423.1.a.2: stunned units lose the status at the beginning of the ending step: a unit
    stunned during the turn is no longer stunned on the next turn."""
    s = scenario({
        "battlefields": BFS,
        "players": [
            {"hand": ["Rune Prison"], "runes": ["Calm Rune"] * 3,
             "field": [[], ["Shipyard Skulker"]], "deck": ["Mega-Mech"] * 3},
            {"field": [["Mega-Mech"], []], "base": _two_temporaries(),
             "deck": ["Mega-Mech"] * 3},
        ]})
    s.do("play Rune Prison", tgt(s, "Mega-Mech", 1))
    settle(s)
    assert s.game.objs[bid(s, "Mega-Mech", 1)].stunned
    _end_turn_into_opponent_beginning(s)
    assert not s.game.objs[bid(s, "Mega-Mech", 1)].stunned


def test_turn_player_changes_after_ending(scenario):
    """306 / 317.3: the next player becomes the turn player; the turn counter advances."""
    s = scenario({"turn": 4, "turn_player": 1, "battlefields": BFS,
                  "players": [{"base": ["Daring Poro"], "deck": ["Mega-Mech"] * 3},
                              {"base": ["Daring Poro"], "deck": ["Mega-Mech"] * 3}]})
    assert s.game.turn == 4 and s.decision.player == 1
    s.do("end turn")
    g = s.game
    assert g.turn == 5 and g.turn_player == 0 and g.phase == Phase.MAIN
    assert s.decision.player == 0
    assert len(g.players[0].hand) == 1          # drew in their own draw phase only
    assert len(g.players[1].hand) == 0


def test_only_turn_player_acts_in_main_phase(scenario):
    """316.2.b / 310.1.a: in the neutral open state only the turn player may act; the opponent
    holding a Reaction gets no window when the turn player simply ends the turn."""
    s = scenario({
        "battlefields": BFS,
        "players": [{"base": ["Daring Poro"], "deck": ["Mega-Mech"] * 3},
                    {"hand": ["Discipline"], "runes": ["Calm Rune"] * 3,
                     "base": ["Mega-Mech"], "deck": ["Mega-Mech"] * 3}]})
    assert s.decision.player == 0
    assert s.options()[0] == "end turn"
    assert all("Discipline" not in o for o in s.options())
    s.do("end turn")
    # player 1's turn began without any decision for them during player 0's turn
    assert s.game.turn_player == 1 and s.decision.player == 1
