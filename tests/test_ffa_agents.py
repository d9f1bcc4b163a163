"""Observations and agents with several opponents (FFA3, 482; FFA4, 483; 478.2.b) on the
reference engine."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.agents import RandomAgent, SeveralOpponentsHeuristic, play_game
from riftsim.errors import RiftsimError
from riftsim.game import new_game
from riftsim.reference.observe import BF_FIELDS, HEADER, OBJ_FIELDS, OBS_HEADER, PLAYER_FIELDS
from riftsim.scenario import Scenario

DECKS = ["starter-jinx", "starter-viktor", "precon-vi", "precon-lux"]


@pytest.mark.parametrize("mode, n", [("ffa3", 3), ("ffa4", 4)])
def test_observation_has_a_block_per_seat(mode, n):
    g = new_game(DECKS[:n], mode=mode, seed=7, engine="reference")
    agents = [RandomAgent(k) for k in range(n)]
    for _ in range(60):
        g.apply(agents[g.current_player].choose(g))
    for viewer in range(n):
        obs = g.observation(viewer)
        seats = obs["seats"]
        assert [s["player"] for s in seats] == g.players_from(viewer)
        assert [s["seat"] for s in seats] == list(range(n))
        assert [s["opponent"] for s in seats] == [False] + [True] * (n - 1)
        for s in seats:
            p = g.players[s["player"]]
            assert (s["points"], s["hand_size"], s["deck_size"]) == (
                p.points, len(p.hand), len(p.deck))
            assert s["runes"] == len(p.runes)
        v = g.observation_vector(viewer)
        assert len(v) == OBS_HEADER + len(g.state_vector())
        o0 = (OBS_HEADER + HEADER + n * PLAYER_FIELDS + len(g.bfs) * BF_FIELDS + 16 * 5)
        for q in range(n):                   # every other player's hand is masked
            for c in g.players[q].hand:
                row = v[o0 + c * OBJ_FIELDS: o0 + (c + 1) * OBJ_FIELDS]
                assert (row[0] == -1) == (q != viewer)


def test_heuristic_gives_the_burn_out_point_to_the_trailing_opponent():
    """431.2.c with the heuristic: P1 burns out; P0 has 5 points, P2 1: P2 gets the point."""
    s = Scenario.from_spec({
        "mode": "ffa3", "battlefields": ["Grove of the God-Willow", "Zaun Warrens",
                                         "Altar to Unity"],
        "turn_player": 1, "phase": "awaken",
        "players": [{"points": 5, "deck": ["Vanguard Sergeant"] * 3},
                    {"deck": [], "trash": ["Pakaa Cub"]},
                    {"points": 1, "deck": ["Vanguard Sergeant"] * 3}]}, "reference")
    assert s.kind == DecisionKind.CHOOSE_PLAYER
    s.game.apply(SeveralOpponentsHeuristic(1).choose(s.game))
    assert s.points() == [5, 0, 2]


@pytest.mark.parametrize("mode, n", [("ffa3", 3), ("ffa4", 4)])
def test_heuristic_and_random_finish_games(mode, n):
    for agents in (["heuristic"] * n, ["random", "heuristic"] * 2):
        g, decisions = play_game(DECKS[:n], agents[:n], 11, engine="reference", mode=mode)
        assert g.is_over and decisions > 0 and len(g.outcome.points) == n


def test_agents_that_play_in_the_core_refuse_several_opponents():
    with pytest.raises(RiftsimError, match="plays 1v1 only"):
        play_game(DECKS[:3], ["greedy"] * 3, 1, engine="reference", mode="ffa3")


# ---------------------------------------------------------------- 2v2 (484)

def test_2v2_observation_names_the_ally_and_the_team_score():
    """484.5.c / 484.6: in 2v2 the seat two places on is the viewer's ally, not an opponent;
    each seat shows its team's shared score."""
    g = new_game(PRECONS_2V2, mode="2v2", seed=7, engine="reference")
    agents = [RandomAgent(k) for k in range(4)]
    for _ in range(60):
        g.apply(agents[g.current_player].choose(g))
    for viewer in range(4):
        seats = g.observation(viewer)["seats"]
        assert [s["opponent"] for s in seats] == [False, True, False, True]
        assert [s["ally"] for s in seats] == [False, False, True, False]
        for s in seats:
            assert s["team_points"] == g.team_points(s["player"])


def test_2v2_heuristic_knows_its_ally():
    """The heuristic never treats its ally as an enemy: with Hextech Ray (deal 3 to a unit at
    a battlefield) it targets B1's unit, not A2's stronger one; and it moves to the
    battlefield B1 holds rather than the one A2 holds."""
    s = Scenario.from_spec({
        "mode": "2v2", "battlefields": ["Grove of the God-Willow", "Zaun Warrens",
                                        "Altar to Unity"],
        "players": [{"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                     "deck": ["Vanguard Sergeant"] * 3},
                    {"field": [[], ["Stalwart Poro"], []], "deck": ["Vanguard Sergeant"] * 3},
                    {"field": [[{"card": "Vanguard Sergeant", "unit": {"might": 9}}], [], []],
                     "deck": ["Vanguard Sergeant"] * 3},
                    {"deck": ["Vanguard Sergeant"] * 3}]}, "reference")
    g = s.game
    h = SeveralOpponentsHeuristic(1)
    assert s.can("play Hextech Ray")
    g.apply(h.choose(g))                                     # its most expensive card
    assert s.kind == DecisionKind.TARGET
    poro = next(o.id for o in g.board_objs(controller=1))
    sergeant = next(o.id for o in g.board_objs(controller=2))
    assert f"target Vanguard Sergeant #{sergeant}" in s.options()   # the ally's: offered
    g.apply(h.choose(g))
    while g.chain:                                           # (resolved by the passes)
        g.apply(h.choose(g))
    assert g.objs[sergeant].damage == 0 and g.objs[sergeant].zone.name == "BOARD"
    assert g.objs[poro].zone.name == "TRASH"


def test_2v2_heuristic_and_random_finish_games():
    for agents in (["heuristic"] * 4, ["random", "heuristic"] * 2):
        g, decisions = play_game(PRECONS_2V2, agents, 11, engine="reference", mode="2v2")
        assert g.is_over and decisions > 0 and len(g.outcome.points) == 4
        if g.outcome.winner is not None:
            assert g.outcome.winners == tuple(sorted((g.outcome.winner,
                                                      *g.allies(g.outcome.winner))))


PRECONS_2V2 = ["precon-jinx", "precon-viktor", "precon-vi", "precon-lux"]
