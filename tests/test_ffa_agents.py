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
