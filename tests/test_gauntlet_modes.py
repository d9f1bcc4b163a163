"""`riftsim gauntlet --mode ffa3 / ffa4 / 2v2`: every pod of three or four decks (FFA3, 482;
FFA4, 483) or every two teams (2v2, 484) on the reference engine, through every seating
(tests/test_gauntlet_seating.py); results per deck, per team and per pod; every input checked
before the first game."""

from __future__ import annotations

import json

import pytest

import riftsim.sim.ffa as ffa_mod
from riftsim.cli import main
from riftsim.errors import RiftsimError
from riftsim.sim.ffa import seat_order, simulate_ffa
from riftsim.sim.pod_gauntlet import pod_gauntlet, pod_seed

DECKS = ["starter-jinx", "starter-viktor", "precon-vi", "precon-lux"]
QUICK = ["--agent", "random", "--max-turns", "8", "--no-progress"]


def _run(capsys, argv) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def _no_games(ffa_games):
    """Fail the test if any game is played."""
    def boom(*a, **k):
        raise AssertionError("a game was played before the inputs were checked")
    ffa_games(boom)


def test_ffa3_gauntlet_plays_every_pod_and_records_what_made_it(capsys):
    """Four decks make four pods of three (482); each deck plays in three of them; a pod's
    first three games are those `match --mode ffa3` plays for its decks (label order) with
    the pod's seed (later ones take the other cyclic order: tests/test_gauntlet_seating.py)."""
    code, out, _ = _run(capsys, ["gauntlet", "--mode", "ffa3", *DECKS, "--games", "2",
                                 "--seed", "5", "--json", "--no-progress"])
    assert code == 0
    s = json.loads(out)
    assert s["mode"] == "ffa3" and s["games_per_pod"] == 2 and len(s["pods"]) == 4
    assert s["even_share"] == pytest.approx(1 / 3)
    assert sorted(r["name"] for r in s["leaderboard"]) == sorted(DECKS)
    for r in s["leaderboard"]:
        assert r["games"] == 6 and r["pods"] == 3
        lo, hi = r["ci95"]
        assert 0 <= lo <= r["win_rate"] <= hi <= 1
    rates = [r["win_rate"] for r in s["leaderboard"]]
    assert rates == sorted(rates, reverse=True)
    for p in s["pods"]:
        assert p["decks"] == sorted(p["decks"]) and len(p["decks"]) == 3
        assert p["seed"] == pod_seed(5, p["decks"])
        wins = sum(e["wins"] for e in p["entrants"])
        assert wins == p["games"] - p["without_winner"]
    assert sum(r["wins"] for r in s["leaderboard"]) == 8 - sum(p["without_winner"]
                                                               for p in s["pods"]) > 0
    meta = s["meta"]
    assert meta["engine"] == "core" and meta["agents"] == ["heuristic:epsilon=0.0"] * 3
    assert meta["max_turns"] == 200 and meta["seed"] == 5 and meta["riftsim"]
    assert meta["format"] == "constructed" and meta["workers"] == 1
    assert set(meta["decks"]) == set(DECKS) and meta["decks"]["precon-vi"]["main"]
    # the pod's games are match --mode ffa3's: seats (k + i) mod 3, the same outcomes
    p = s["pods"][0]
    m = simulate_ffa(p["decks"], 2, mode="ffa3", seed=p["seed"])
    assert [r["seats"] for r in m.rows] == [seat_order(3, i) for i in range(2)]
    by_deck = {d["deck"]: d for d in m.summary()["decks"]}
    for e in p["entrants"]:
        assert e["wins"] == by_deck[e["name"]]["wins"]
        assert e["mean_points"] == pytest.approx(by_deck[e["name"]]["mean_points"])


def test_ffa4_gauntlet_text_and_chart(capsys, tmp_path):
    """One pod of four (483): the leaderboard names the even share, 25%; --plot writes a
    chart of the win rates."""
    pytest.importorskip("matplotlib")
    chart = tmp_path / "ffa4.png"
    code, out, _ = _run(capsys, ["gauntlet", "--mode", "ffa4", *DECKS, "--games", "2",
                                 "--plot", str(chart), *QUICK])
    assert code == 0, out
    assert "engine    reference" in out and "agents    random (every seat)" in out
    assert "turn cap  8 turns" in out and "FFA4 War (483)" in out
    assert "25.0% is an even share of 4 seats" in out
    assert ("(--games a multiple of 4 gives every deck each seat equally often, of 24 "
            "every seating too)") in out
    assert "precon-lux / precon-vi / starter-jinx / starter-viktor:" in out
    assert f"chart written to {chart}" in out
    assert chart.read_bytes()[:4] == b"\x89PNG"


def test_2v2_gauntlet_of_plain_decks_pairs_every_legal_team(capsys):
    """Five decks: ten pairs, of which starter-jinx + starter-viktor (484.8.h: a shared
    battlefield) and precon-jinx + starter-jinx (484.8.g: the same legend) may not be
    teams; every two of the other eight without a deck in common play. A deck's results are
    its teams'."""
    decks = [*DECKS, "precon-jinx"]
    code, out, _ = _run(capsys, ["gauntlet", "--mode", "2v2", *decks, "--games", "1",
                                 "--json", *QUICK])
    assert code == 0
    s = json.loads(out)
    excluded = {e["team"]: {p["rule"] for p in e["problems"]} for e in s["excluded_teams"]}
    assert excluded == {"starter-jinx+starter-viktor": {"CR 484.8.h"},
                        "precon-jinx+starter-jinx": {"CR 484.8.g", "CR 484.8.h"}}
    teams = {t["name"] for t in s["teams"]}
    assert len(teams) == 8 and not teams & set(excluded)
    assert len(s["pods"]) == 9 and s["even_share"] == 0.5
    for p in s["pods"]:
        a, b = (e["name"] for e in p["entrants"])
        assert not set(a.split("+")) & set(b.split("+"))
        assert p["decks"][0] in a and p["decks"][2] in a      # seats alternate teams
        assert p["decks"][1] in b and p["decks"][3] in b      # (484.5.c)
    team_wins = sum(t["wins"] for t in s["teams"])
    assert sum(d["wins"] for d in s["leaderboard"]) == 2 * team_wins
    assert sum(t["games"] for t in s["teams"]) == 2 * 9
    code, out, _ = _run(capsys, ["gauntlet", "--mode", "2v2", *decks, "--games", "1",
                                 *QUICK])
    assert "teams (win rate over all their tables" in out and "decks (their teams'" in out
    assert "not a team: starter-jinx+starter-viktor (both use the battlefield" in out


def test_2v2_gauntlet_of_given_teams(capsys):
    """Teams A+B: every two teams without a deck in common play (here both pairs of the
    three teams that share none)."""
    teams = ["starter-jinx+precon-vi", "starter-viktor+precon-lux", "precon-jinx+precon-vi"]
    code, out, _ = _run(capsys, ["gauntlet", "--mode", "2v2", *teams, "--games", "1",
                                 "--json", *QUICK])
    assert code == 0
    s = json.loads(out)
    assert {t["name"] for t in s["teams"]} == {"precon-vi+starter-jinx",
                                               "precon-lux+starter-viktor",
                                               "precon-jinx+precon-vi"}
    assert [p["pod"] for p in s["pods"]] == [
        "precon-lux+starter-viktor vs precon-vi+starter-jinx",
        "precon-jinx+precon-vi vs precon-lux+starter-viktor"]
    assert s["excluded_teams"] == []


@pytest.mark.parametrize("argv, message", [
    (["2v2", "precon-jinx+precon-vi", "starter-jinx+starter-viktor"],
     "team starter-jinx+starter-viktor: both use the battlefield"),
    (["2v2", "precon-jinx+starter-jinx", "precon-vi+precon-lux"],
     "team precon-jinx+starter-jinx: both use the legend Jinx, Loose Cannon [CR 484.8.g]"),
    (["2v2", "precon-jinx+precon-jinx", "precon-vi+precon-lux"],
     "names the same deck twice; teammates may not use the same Champion Legend (484.8.g)"),
    (["2v2", "precon-jinx+precon-vi+precon-lux", "starter-jinx+starter-viktor"],
     "a 2v2 team is two decks"),
    (["2v2", "precon-jinx+precon-vi", "starter-jinx"], "give either decks or teams"),
    (["2v2", "precon-jinx+precon-vi"], "needs at least two teams, got 1"),
    (["2v2", "precon-jinx+precon-vi", "precon-jinx+precon-lux"],
     "every two of the teams share a deck"),
    (["2v2", "precon-jinx+precon-vi", "precon-vi+precon-jinx"], "is given twice"),
    (["2v2", "starter-jinx", "starter-viktor", "precon-jinx"],
     "2v2 gauntlets seat 4 decks at each table (or give teams A+B): give at least 4 decks, "
     "got 3"),
    (["2v2", "starter-jinx", "starter-viktor", "precon-jinx", "tournament-atlanta-01"],
     "no two teams without a deck in common can be formed"),
    (["ffa3", "starter-jinx", "starter-viktor"],
     "ffa3 gauntlets play pods of 3 decks: give at least 3 decks, got 2"),
    (["ffa4", *DECKS[:3]], "ffa4 gauntlets play pods of 4 decks: give at least 4 decks, "
                           "got 3"),
    (["ffa3", "precon-jinx+precon-vi", "precon-lux"], "teams (A+B) are for --mode 2v2"),
    (["ffa3", "starter-jinx", "starter-jinx", "precon-vi"], "the same deck twice"),
    (["ffa3", *DECKS[:2], "no-such-deck"], "cannot load deck 'no-such-deck'"),
    (["2v2", "precon-jinx+no-such-deck", "precon-vi+precon-lux"],
     "cannot load deck 'no-such-deck'"),
    (["ffa3", *DECKS[:3], "--agent", "search"], "plays 1v1 only"),
    (["ffa3", *DECKS[:3], "--backend", "ray"], "Ray runs 1v1 and best-of-three games"),
])
def test_bad_input_is_refused_before_any_game(capsys, ffa_games, argv, message):
    _no_games(ffa_games)
    code, out, err = _run(capsys, ["gauntlet", "--mode", *argv, "--games", "2",
                                   "--no-progress"])
    assert code == 2 and "Traceback" not in err and not out
    assert err.startswith("riftsim: error: ") and message in err, err


def test_results_file_resumes_and_refuses_other_settings(capsys, ffa_games, tmp_path):
    """Saved after each pod; a rerun with the same settings plays nothing; another mode or
    agent is refused, naming what differs."""
    path = tmp_path / "g.json"
    argv = ["gauntlet", "--mode", "ffa3", *DECKS[:3], "--games", "2", "--results", str(path),
            *QUICK]
    code, out, _ = _run(capsys, argv)
    assert code == 0 and f"results saved in {path} (rerun to resume)" in out
    saved = json.loads(path.read_text())
    assert saved["mode"] == "ffa3" and saved["engine"] == "core"
    assert list(saved["pods"]) == ["precon-vi\tstarter-jinx\tstarter-viktor"]
    _no_games(ffa_games)
    code, again, _ = _run(capsys, argv)
    assert code == 0 and again.split("time ")[0] == out.split("time ")[0]
    code, _, err = _run(capsys, ["gauntlet", "--mode", "2v2", *DECKS, "--games", "2",
                                 "--results", str(path), *QUICK])
    assert code == 2 and "mode ffa3, not 2v2" in err
    code, _, err = _run(capsys, ["gauntlet", *DECKS[:2], "--games", "2",
                                 "--results", str(path)])
    assert code == 2 and "mode ffa3, not 1v1" in err


def test_ctrl_c_keeps_the_finished_pods(capsys, ffa_games, tmp_path):
    """Ctrl-C in the second game of the third pod: exit status 130, one line saying how many
    pods finished, where they are saved and what was dropped; the results file holds the
    finished pods and a rerun plays only the rest."""
    path = tmp_path / "g.json"
    real = ffa_mod.play_ffa_game
    played = []

    def play(*a, **k):
        if len(played) == 5:
            raise KeyboardInterrupt
        played.append(1)
        return real(*a, **k)
    ffa_games(play)
    argv = ["gauntlet", "--mode", "ffa3", *DECKS, "--games", "2", "--results", str(path),
            *QUICK]
    code, out, err = _run(capsys, argv)
    assert code == 130 and not out
    assert err.strip() == (f"riftsim: interrupted: 2 of 4 pods finished; they are saved in "
                           f"{path} (1 game of unfinished pods not kept)")
    assert len(json.loads(path.read_text())["pods"]) == 2
    ffa_games(lambda *a, **k: played.append(2) or real(*a, **k))
    assert main(argv) == 0
    assert played.count(2) == 4                       # the two unfinished pods, 2 games each


def test_workers_give_the_same_results():
    """--workers plays the games on that many processes; the results do not change."""
    one = pod_gauntlet(DECKS, 2, mode="2v2", agent="random", max_turns=8, seed=3)
    two = pod_gauntlet(DECKS, 2, mode="2v2", agent="random", max_turns=8, seed=3, workers=2)
    assert one.pods == two.pods and len(one.pods) == 2     # (not starter-jinx+starter-viktor)
    with pytest.raises(RiftsimError, match="at least 1"):
        pod_gauntlet(DECKS, 2, mode="2v2", workers=0)
