"""The modes-of-play table (476-484) and how `new_game` and the scenario builder use it."""

import pytest

from riftsim.errors import RiftsimError, ScenarioError
from riftsim.game import new_game
from riftsim.modes import MODES, PLAYED, check_played, get_mode
from riftsim.scenario import build


@pytest.mark.parametrize("name, players, teams, score, bfs, best_of, first_draws", [
    ("1v1", 2, 0, 8, 2, 1, True),       # 480.1-480.7
    ("bo3", 2, 0, 8, 2, 3, True),       # 481.1-481.7
    ("ffa3", 3, 0, 8, 3, 1, False),     # 482.1-482.7: the first player skips their first draw
    ("ffa4", 4, 0, 8, 3, 1, False),     # 483.1-483.7
    ("2v2", 4, 2, 11, 3, 1, False),     # 484.1-484.7: victory score 11
])
def test_each_mode_has_the_variables_its_rule_gives(name, players, teams, score, bfs, best_of,
                                                    first_draws):
    m = get_mode(name)
    assert (m.players, m.teams, m.victory_score, m.battlefields, m.best_of,
            m.first_player_draws, m.last_player_extra_rune) == (
        players, teams, score, bfs, best_of, first_draws, True)
    assert m.rule in m.describe()


def test_an_unknown_mode_names_the_known_ones():
    with pytest.raises(RiftsimError, match="unknown mode 'ffa5'.*1v1, bo3, ffa3, ffa4, 2v2"):
        get_mode("ffa5")


@pytest.mark.parametrize("engine", ["reference", "core"])
@pytest.mark.parametrize("mode, n, message", [
    ("2v2", 3, (r"mode '2v2' \(2v2 Magma Chamber \(484\)\) (needs 4 decks, got 3|is "
                r"played by the reference engine only)")),
    ("bo3", 2, r"a match of 3 games: a game of it is a '1v1' game"),
    ("1v1", 3, r"mode '1v1' \(1v1 Duel \(480\)\) needs 2 decks, got 3"),
])
def test_new_game_refuses_what_the_engines_do_not_play(engine, mode, n, message):
    decks = ["precon-jinx", "precon-viktor", "precon-vi", "precon-lux"][:n]
    with pytest.raises(RiftsimError, match=message):
        new_game(decks, mode=mode, engine=engine)


def test_the_played_modes_start_games():
    assert set(PLAYED) <= set(MODES)
    g = new_game(["precon-jinx", "precon-viktor"], mode="1v1", seed=3)
    assert g.mode == "1v1" and g.victory_score == 8 and check_played("1v1").players == 2


@pytest.mark.parametrize("mode, n", [("ffa3", 3), ("ffa4", 4), ("2v2", 4)])
def test_both_engines_play_free_for_all_and_2v2(mode, n):
    """The core seats every player of the mode (478.1) and starts the game exactly as the
    reference engine does: the same decision, options and state vector after setup."""
    import numpy as np

    decks = ["precon-jinx", "precon-viktor", "precon-vi", "precon-lux"][:n]
    core = new_game(decks, mode=mode, engine="core", seed=7)
    ref = new_game(decks, mode=mode, engine="reference", seed=7)
    assert core.mode == mode and len(core.players) == n and len(core.bfs) == 3
    assert core.decision == ref.decision and core.legal_actions() == ref.legal_actions()
    assert np.array_equal(core.state_vector(), ref.state_vector())
    s = build({"mode": mode, "players": [{}] * n}, engine="core")
    assert len(s.players) == n


@pytest.mark.parametrize("spec, message", [
    ({"mode": "bo3", "players": [{}, {}]}, r"mode 'bo3' is a match of 3 games"),
    ({"mode": "2v2", "players": [{}, {}]}, r"a 2v2 scenario needs exactly 4 players, got 2"),
    ({"mode": "ffa3", "players": [{}, {}]}, r"a ffa3 scenario needs exactly 3 players, got 2"),
    ({"players": [{}, {}, {}]}, r"a 1v1 scenario needs exactly 2 players, got 3"),
])
def test_the_scenario_builder_names_a_mode_it_cannot_build(spec, message):
    with pytest.raises(ScenarioError, match=message):
        build(spec, engine="reference")


