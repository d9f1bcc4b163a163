"""`riftsim play` and `riftsim match` in free-for-all (FFA3, 482; FFA4, 483) and 2v2 (484):
results per deck and per seat, the seats rotated; the compiled core by default, the reference
engine on request, the same game on both."""

from __future__ import annotations

import json

import pytest

from riftsim.cli import main
from riftsim.sim.ffa import seat_order, simulate_ffa

DECKS = ["starter-jinx", "starter-viktor", "precon-vi", "precon-lux"]


@pytest.mark.parametrize("mode, n", [("ffa3", 3), ("ffa4", 4)])
def test_play_a_free_for_all_game(capsys, mode, n):
    args = ["play", "--mode", mode, "--seed", "3"]
    for d in DECKS[:n]:
        args += ["--deck", d]
    assert main(args + ["--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["mode"] == mode and out["engine"] == "core" and len(out["points"]) == n
    assert out["winner"] in range(n) and out["points"][out["winner"]] >= 8
    assert main(args) == 0                           # the turn log and the result
    text = capsys.readouterr().out
    assert "turn 1: P" in text and "result: P" in text and f"P{n - 1} = " in text


@pytest.mark.parametrize("mode, n", [("ffa3", 3), ("ffa4", 4), ("2v2", 4)])
def test_both_engines_play_the_same_game(capsys, mode, n):
    """`--engine reference` plays the game the core plays by default: the same result."""
    args = ["play", "--mode", mode, "--seed", "4", "--agent", "random", "--json"]
    for d in DECKS[:n]:
        args += ["--deck", d]
    outs = []
    for engine in ("core", "reference"):
        assert main(args + ["--engine", engine]) == 0
        outs.append(json.loads(capsys.readouterr().out))
    assert [o["engine"] for o in outs] == ["core", "reference"]
    keys = ("winner", "winners", "reason", "turns", "points", "decisions")
    assert [outs[0][k] for k in keys] == [outs[1][k] for k in keys]


def test_play_needs_a_deck_per_player(capsys):
    assert main(["play", "--mode", "ffa3", "--deck", "starter-jinx", "--deck",
                 "starter-viktor"]) == 2
    assert "ffa3 needs exactly 3 --deck options, got 2" in capsys.readouterr().err


def test_seats_rotate_so_each_deck_sits_at_each_seat():
    """Over n games each deck sits once at each seat (seat 0 goes first)."""
    for n in (3, 4):
        seats = [seat_order(n, i) for i in range(n)]
        for k in range(n):
            assert sorted(order.index(k) for order in seats) == list(range(n))


def test_match_results_per_deck_and_per_seat(capsys):
    res = simulate_ffa(DECKS[:3], 6, mode="ffa3", agents=["random"] * 3, seed=2)
    s = res.summary()
    assert s["games"] == 6 and len(s["decks"]) == 3 and len(s["seats"]) == 3
    wins = sum(d["wins"] for d in s["decks"])
    assert wins == sum(st["wins"] for st in s["seats"]) == 6 - s["without_winner"]
    for r in res.rows:
        assert r["seats"] == seat_order(3, r["game"])
        if r["winner"] is not None:
            assert r["seats"][r["winner_seat"]] == r["winner"]
    for d in s["decks"] + s["seats"]:
        lo, hi = d["ci95"]
        assert 0 <= lo <= d["win_rate"] <= hi <= 1
    assert main(["match", "--mode", "ffa4", "--engine", "reference", *DECKS, "--games", "4",
                 "--seed", "1", "--agent", "random"]) == 0
    out = capsys.readouterr().out
    assert "seat 3" in out and "precon-lux" in out and "95% CI" in out


# ---------------------------------------------------------------- 2v2 (484)

def test_play_a_2v2_game(capsys):
    """484.6.a: the result names the winning team (P0 and P2, or P1 and P3), whose shared
    score reached 11 (484.3)."""
    args = ["play", "--mode", "2v2", "--seed", "3"]
    assert main(args + ["--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["mode"] == "2v2" and len(out["points"]) == 4
    assert out["winners"] in ([0, 2], [1, 3])
    assert sum(out["points"][q] for q in out["winners"]) >= 11
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "turn 1: P" in text and "result: team P" in text


def test_2v2_refuses_teammates_with_the_same_legend(capsys):
    """484.8.g: the first and third --deck are a team."""
    assert main(["play", "--mode", "2v2", "--deck", "precon-jinx", "--deck", "precon-viktor",
                 "--deck", "precon-jinx", "--deck", "precon-lux"]) == 2
    err = capsys.readouterr().err
    assert "teammates P0 (precon-jinx) and P2 (precon-jinx)" in err and "484.8.g" in err


def test_a_2v2_match_on_the_core(capsys):
    assert main(["match", "--mode", "2v2", "--engine", "core", "--games", "2", "--agent",
                 "random", *DECKS]) == 0
    assert "core engine" in capsys.readouterr().out


def test_2v2_match_results_per_team_seat_and_deck(capsys):
    """The rotation keeps decks 0 and 2 together (seats alternate teams, 484.5.c); a team's
    win is a win of both its decks and both their seats; with 2 workers the rows are the
    same as played in order."""
    res = simulate_ffa(DECKS, 4, mode="2v2", agents=["random"] * 4, seed=2)
    s = res.summary()
    assert [t["decks"] for t in s["teams"]] == [[DECKS[0], DECKS[2]], [DECKS[1], DECKS[3]]]
    for r in res.rows:
        if r["winner"] is not None:
            assert r["winners"] in ([0, 2], [1, 3])
            assert sorted(r["seats"][q] for q in r["winner_seats"]) == r["winners"]
            assert r["winner_seats"] in ([0, 2], [1, 3])      # seats stay in their teams
    won = 4 - s["without_winner"]
    assert sum(t["wins"] for t in s["teams"]) == won
    assert sum(d["wins"] for d in s["decks"]) == sum(st["wins"] for st in s["seats"]) == 2 * won
    par = simulate_ffa(DECKS, 4, mode="2v2", agents=["random"] * 4, seed=2, workers=2)
    assert [r["points"] for r in par.rows] == [r["points"] for r in res.rows]
    assert main(["match", "--mode", "2v2", *DECKS, "--games", "2", "--seed", "1",
                 "--agent", "random", "--workers", "2"]) == 0
    out = capsys.readouterr().out
    assert "team starter-jinx + precon-vi" in out and "seat 3" in out and "95% CI" in out
