"""Parity in the modes of more than two players (FFA3, 482; FFA4, 483; 2v2, 484): the
reference engine and the compiled core play the same random games of each mode step by step
(a few seeds here; `riftsim parity --mode ...` runs hundreds), the harness draws one random
deck per seat (teammates' legends and battlefields apart in 2v2, 484.8.g-h), and a fixture of
a mode replays in that mode."""

from __future__ import annotations

import json

import pytest

from riftsim.modes import get_mode, team_of
from riftsim.parity import core_available, random_decks, replay_fixture, run_cli_parity

pytestmark = pytest.mark.skipif(not core_available(), reason="the core engine is not built")

MODES = ("ffa3", "ffa4", "2v2")


@pytest.mark.parametrize("mode", MODES)
def test_random_games_of_the_mode_agree_step_by_step(mode, tmp_path):
    """A handful of random games of `mode` (random decks per seat, random actions): no
    divergence in decisions, options, events or state vectors."""
    rep = run_cli_parity(6, 20261620, "reference,core", 30, tmp_path, mode=mode)
    assert rep.games == 6 and rep.steps > 300
    assert rep.divergences == [], rep.format()


@pytest.mark.parametrize("mode", MODES)
def test_random_decks_give_one_deck_per_seat(mode):
    m = get_mode(mode)
    decks = random_decks(123, None, mode)
    assert len(decks) == m.players
    assert random_decks(123, None, mode) == decks
    if m.teams:
        from riftsim.decks import validate_team

        for t in range(m.teams):
            assert validate_team([d for k, d in enumerate(decks) if team_of(m, k) == t]) == []


def test_the_1v1_decks_of_a_seed_do_not_change():
    """The mode's deck stream draws the two 1v1 decks as it always did (the fixtures and
    seeds of earlier runs replay)."""
    assert random_decks(77) == random_decks(77, None, "1v1")
    assert len(random_decks(77)) == 2


def test_a_fixture_of_a_mode_replays_in_that_mode(tmp_path):
    """A divergence's fixture names its mode; replaying it plays that mode's game again."""
    decks = random_decks(5, None, "ffa3")
    data = {"version": 1, "seed": 1, "game_index": 0, "game_seed": 5,
            "engines": ["reference", "reference"], "max_turns": 20, "mode": "ffa3",
            "decks": [d.to_text() for d in decks],
            "deck_ids": [{"name": d.name, "legend": d.legend, "champion": d.champion,
                          "main": list(d.main), "battlefields": list(d.battlefields),
                          "runes": list(d.runes)} for d in decks],
            "actions": []}
    path = tmp_path / "ffa3.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert replay_fixture(path) is None


def test_cli_parity_takes_the_mode(capsys, tmp_path):
    from riftsim.cli import main

    code = main(["parity", "--mode", "ffa3", "--games", "2", "--seed", "3", "--max-turns",
                 "10", "--fixtures", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0 and "2 games" in out and "0 divergences" in out
