"""Best-of-three matches (Core Rules 481): battlefields per game, the loser going first,
two game wins, the same rows whatever plays them, the command line."""

from __future__ import annotations

import csv
import json

import pytest

from riftsim.cli import main
from riftsim.errors import RiftsimError
from riftsim.sim import simulate
from riftsim.sim.match import BO3_FIELDS, ROW_FIELDS, play_bo3
from riftsim.game import _resolve_deck

A, B = "precon-jinx", "precon-viktor"


def _matches(rows) -> dict:
    out: dict = {}
    for r in rows:
        out.setdefault(r["match"], []).append(r)
    return out


def test_each_game_uses_battlefields_not_used_before_in_the_match():
    """481.5 / 481.6: a battlefield used in a game is removed for the rest of the match."""
    res = simulate(A, B, 30, seed=4, mode="bo3", backend="serial", agents=("random", "random"))
    da, db = _resolve_deck(A), _resolve_deck(B)
    for games in _matches(res.rows).values():
        for side, deck in (("bf_a", da), ("bf_b", db)):
            used = [g[side] for g in games]
            assert len(set(used)) == len(used) and set(used) <= set(deck.battlefields)


def test_the_loser_goes_first_and_two_wins_end_the_match():
    res = simulate(A, B, 40, seed=9, mode="bo3", backend="serial", agents=("random", "random"))
    lengths = set()
    for m, games in _matches(res.rows).items():
        assert [g["match_game"] for g in games] == list(range(1, len(games) + 1))
        assert games[0]["a_first"] == (m % 2 == 0)           # seats alternate by match
        for prev, nxt in zip(games, games[1:]):
            if prev["winner"] is None:
                assert nxt["a_first"] != prev["a_first"]
            else:
                assert nxt["a_first"] == (prev["winner"] == "b")   # the loser goes first
        wins = {"a": 0, "b": 0}
        for g in games:
            if g["winner"]:
                wins[g["winner"]] += 1
        lengths.add(len(games))
        if max(wins.values()) == 2:
            assert games[-1]["winner"] == games[-1]["match_winner"]
            assert games[-1]["match_winner"] == max(wins, key=wins.get)
        else:
            assert len(games) == 3                           # draws used every battlefield
        assert {g["match_winner"] for g in games} == {games[-1]["match_winner"]}
    assert lengths >= {2, 3}


def test_match_summary_counts_matches_and_games():
    res = simulate(A, B, 25, seed=2, mode="bo3", backend="serial")
    m = res.summary()["matches"]
    ms = _matches(res.rows)
    assert m["matches"] == 25 == len(ms)
    assert m["wins_a"] == sum(g[0]["match_winner"] == "a" for g in ms.values())
    assert m["wins_a"] + m["wins_b"] + m["draws"] == 25
    assert sum(m["games_per_match"].values()) == 25
    assert res.games == len(res.rows) == sum(int(k) * v for k, v in m["games_per_match"].items())
    assert res.meta["mode"] == "bo3" and res.meta["matches_requested"] == 25
    assert res.meta["engine"] == "core-python" and "best-of-three" in res.meta["engine_note"]


def test_same_rows_on_every_engine_and_worker_count():
    kw = dict(seed=6, mode="bo3", agents=("heuristic", "random"))
    serial = simulate(A, B, 6, backend="serial", **kw)
    pooled = simulate(A, B, 6, workers=2, chunk=2, **kw)
    ref = simulate(A, B, 3, backend="serial", engine="reference", **kw)
    assert serial.rows == pooled.rows
    assert ref.rows == [r for r in serial.rows if r["match"] < 3]
    assert list(serial.rows[0]) == list(ROW_FIELDS) + list(BO3_FIELDS)


def test_a_match_is_its_seed_and_index():
    da, db = _resolve_deck(A), _resolve_deck(B)
    assert play_bo3(da, db, 7, 123) == play_bo3(da, db, 7, 123)
    assert play_bo3(da, db, 7, 123) != play_bo3(da, db, 8, 123)


def test_decks_without_three_battlefields_are_refused_before_any_game():
    with pytest.raises(RiftsimError, match=r"deck A \(precon-annie\) has 1 battlefield.*481.5"):
        simulate("precon-annie", B, 5, mode="bo3")
    with pytest.raises(RiftsimError, match="unknown mode"):
        simulate(A, B, 5, mode="bo5")
    with pytest.raises(RiftsimError, match="counts games, not matches"):
        simulate(A, B, 5, mode="bo3", until_ci=0.1)


def test_match_command_reports_match_and_game_win_rates(capsys, tmp_path):
    out = tmp_path / "rows.csv"
    assert main(["match", A, B, "--mode", "bo3", "--games", "12", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "matches           12 best of three" in text
    assert "A match win rate" in text and "A game win rate" in text
    with open(out, newline="") as f:
        rows = list(csv.DictReader(f))
    assert set(BO3_FIELDS) <= set(rows[0]) and {r["match"] for r in rows} == \
        {str(i) for i in range(12)}
    assert main(["match", A, B, "--mode", "bo3", "--games", "4", "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["matches"]["matches"] == 4 and s["meta"]["mode"] == "bo3"


def test_match_command_saves_replays_of_chosen_match_games(capsys, tmp_path):
    folder = tmp_path / "replays"
    assert main(["match", A, B, "--mode", "bo3", "--games", "4", "--save-replays",
                 str(folder), "--where", "match_game==2"]) == 0
    capsys.readouterr()
    files = sorted(folder.iterdir())
    assert len(files) == 4
    for f in files:
        assert main(["replay", str(f)]) == 0
        assert "outcome matches the recording" in capsys.readouterr().out


def test_match_command_refuses_bo3_with_one_battlefield(capsys):
    assert main(["match", "precon-annie", B, "--mode", "bo3", "--games", "3"]) == 2
    assert "needs three, one for each game (481.5)" in capsys.readouterr().err


def test_play_one_match_from_the_cli(capsys):
    """`play --mode bo3`: one match, a line per game with its battlefields, and the result;
    the JSON form gives the same games as `play_bo3`."""
    assert main(["play", "--deck", A, "--deck", B, "--mode", "bo3", "--seed", "5",
                 "--agent", "random"]) == 0
    out = capsys.readouterr().out
    games = [ln for ln in out.splitlines() if ln.startswith("game ")]
    assert 2 <= len(games) <= 3 and "match: " in out
    assert main(["play", "--deck", A, "--deck", B, "--mode", "bo3", "--seed", "5",
                 "--agent", "random", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    rows = play_bo3(_resolve_deck(A), _resolve_deck(B), 0, 5, ("random", "random"))
    assert data["games"] == json.loads(json.dumps(rows))
    assert data["match_winner"] == (None if rows[-1]["match_winner"] is None
                                    else "ab".index(rows[-1]["match_winner"]))
    assert len(games) == len(rows)


def test_play_one_match_first_player_and_bad_input(capsys):
    assert main(["play", "--deck", A, "--deck", B, "--mode", "bo3", "--first", "1",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"][0]["a_first"] is False
    assert main(["play", "--deck", "precon-annie", "--deck", B, "--mode", "bo3"]) == 2
    assert "needs three" in capsys.readouterr().err
    assert main(["play", "--mode", "bo3", "--save-replay", "x.json"]) == 2
    assert "match DECK_A DECK_B --mode bo3" in capsys.readouterr().err


def test_gauntlet_best_of_three_from_the_cli(capsys):
    decks = [A, B, "tournament-barcelona-03"]
    assert main(["gauntlet", *decks, "--games", "2", "--mode", "bo3", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "row deck's match win rate" in out and "best of three (481)" in out


def test_a_core_capacity_error_names_the_game_instead_of_a_traceback(monkeypatch):
    """A game the core cannot finish (an internal error) stops the run with one message
    naming the match, the game and its seed, as the batch loop's errors do."""
    import riftsim.agents as agents_mod

    def broken(*a, **k):
        raise RuntimeError("riftsim core internal error 6 (please report with the seed)")
    monkeypatch.setattr(agents_mod, "play_game", broken)
    with pytest.raises(RiftsimError, match=r"could not finish match 4, game 1 \(seed \d+\): "
                                           r"riftsim core internal error 6"):
        play_bo3(_resolve_deck(A), _resolve_deck(B), 4, 1)
