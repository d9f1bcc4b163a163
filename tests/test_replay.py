"""Replays (play --save-replay, match --save-replays/--where, replay FILE / rows --game),
the play log, Ctrl-C during runs."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from riftsim.cli import main
from riftsim.errors import RiftsimError
from riftsim.replay import row_filter

A, B = "precon-jinx", "precon-viktor"


def test_play_first_and_save_replay_round_trip_on_both_engines(capsys, tmp_path):
    path = tmp_path / "g.json"
    assert main(["play", "--seed", "3", "--first", "1", "--quiet", "--save-replay",
                 str(path)]) == 0
    out = capsys.readouterr().out
    assert "starter-viktor went first" in out
    rep = json.loads(path.read_text())
    assert rep["first_player"] == 1 and rep["seed"] == 3 and rep["actions"]
    assert set(rep["decks"][0]) >= {"legend", "champion", "main", "runes", "battlefields"}
    for engine in ("core", "reference"):
        assert main(["replay", str(path), "--engine", engine, "--quiet"]) == 0
        assert "outcome matches the recording" in capsys.readouterr().out


def test_play_first_sets_who_goes_first(capsys):
    for first in (0, 1):
        main(["play", "--seed", "5", "--first", str(first), "--json"])
        assert json.loads(capsys.readouterr().out)["first_player"] == first


def test_replay_outcome_mismatch_is_one_error_line_exit_1(capsys, tmp_path):
    path = tmp_path / "g.json"
    main(["play", "--seed", "2", "--quiet", "--save-replay", str(path)])
    capsys.readouterr()
    rep = json.loads(path.read_text())
    rep["outcome"]["turns"] += 1
    path.write_text(json.dumps(rep))
    assert main(["replay", str(path), "--quiet"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("riftsim: error:") and "recorded" in err[0]


@pytest.mark.parametrize("change, message", [
    (lambda r: "{not json", "is not JSON"),
    (lambda r: {**r, "version": 99}, "format version 99"),
    (lambda r: {**r, "format": "x"}, "not a riftsim replay"),
    (lambda r: {**r, "actions": "abc"}, "action list"),
    (lambda r: {**r, "seed": -1}, "seed"),
    (lambda r: {**r, "decks": r["decks"][:1]}, "two decks"),
    (lambda r: {**r, "actions": r["actions"][:5] + [999999]}, "not legal"),
])
def test_bad_replays_are_refused_in_one_line(capsys, tmp_path, change, message):
    path = tmp_path / "g.json"
    main(["play", "--seed", "2", "--quiet", "--save-replay", str(path)])
    capsys.readouterr()
    bad = change(json.loads(path.read_text()))
    path.write_text(bad if isinstance(bad, str) else json.dumps(bad))
    assert main(["replay", str(path), "--quiet"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("riftsim: error:") and message in err[0]


def test_match_save_replays_where_and_rows_replay(capsys, tmp_path):
    out, folder = tmp_path / "rows.json", tmp_path / "reps"
    assert main(["match", A, B, "--games", "12", "--seed", "4", "--backend", "serial",
                 "--out", str(out), "--save-replays", str(folder),
                 "--where", "turns>10 and (winner=='b' or a_first==true)"]) == 0
    rows = json.loads(out.read_text())["rows"]
    chosen = [r for r in rows if r["turns"] > 10 and (r["winner"] == "b" or r["a_first"])]
    files = sorted(os.listdir(folder))
    assert files == [f"game-{r['game']:06d}.json" for r in chosen]
    assert f"{len(chosen)} game" in capsys.readouterr().out
    for f in files[:2]:
        assert main(["replay", str(folder / f), "--quiet"]) == 0
    capsys.readouterr()
    for r in rows[:3]:                    # any row of the results file, by game number
        assert main(["replay", str(out), "--game", str(r["game"]), "--quiet"]) == 0
        assert "outcome matches the recording" in capsys.readouterr().out
    assert main(["replay", str(out), "--game", "99"]) == 2
    assert "no row for game 99" in capsys.readouterr().err
    assert main(["replay", str(out)]) == 2
    assert "--game" in capsys.readouterr().err


def test_rows_of_a_csv_results_file_replay(capsys, tmp_path):
    out = tmp_path / "rows.csv"
    main(["match", A, B, "--games", "4", "--seed", "9", "--backend", "serial", "--out",
          str(out), "--agent-a", "greedy"])
    capsys.readouterr()
    assert main(["replay", str(out), "--game", "3", "--quiet"]) == 0
    assert "outcome matches" in capsys.readouterr().out
    rows = out.read_text().splitlines()
    out.write_text("\n".join(rows[:-1] + [rows[-1].replace("victory", "turn_cap")]) + "\n")
    assert main(["replay", str(out), "--game", "3", "--quiet"]) == 1


def test_where_language():
    f = row_filter("turns >= 40 or not (winner == 'a' and points_b < 3)")
    assert f({"turns": 40, "winner": "a", "points_b": 0})
    assert not f({"turns": 3, "winner": "a", "points_b": 0})
    assert f({"turns": 3, "winner": None, "points_b": 0})
    assert row_filter("winner == none")({"winner": None})
    for bad, msg in [("turns >", "expected value"), ("__import__('os')", "unknown field"), ("turns > 3; x", "cannot read"),
                     ("hp > 3", "unknown field"), ("(turns > 3", "not closed"),
                     ("turns > 3 4", "unexpected"), ("", "empty")]:
        with pytest.raises(RiftsimError, match=msg):
            row_filter(bad)


def test_where_needs_save_replays(capsys):
    assert main(["match", A, B, "--games", "2", "--where", "turns>3"]) == 2
    assert "--save-replays" in capsys.readouterr().err


def test_play_log_names_players_units_combat_and_the_viewers_cards(capsys):
    logs = []
    for engine in ("core", "reference"):
        assert main(["play", "--seed", "3", "--first", "1", "--full-log", "--engine",
                     engine]) == 0
        logs.append(capsys.readouterr().out.split("\n\n")[0])
    assert logs[0] == logs[1]
    log = logs[0]
    assert "P0" not in log and "P1" not in log
    assert "starter-viktor goes first" in log
    assert "starter-viktor has 1 point\n" in log and "1 points" not in log
    assert "starter-jinx draws " in log and "starter-viktor draws a card" in log
    assert "starter-jinx keeps the opening hand" in log or "starter-jinx mulligans" in log
    combat = next(ln for ln in log.splitlines() if ln.startswith("combat at"))
    assert "attacks with" in combat and "defends with" in combat and "Might)" in combat
    assert "'s " in combat                              # units named with their owner
    assert " damage" in log


@pytest.mark.parametrize("flags, message", [
    (["--log-lines", "0"], "--log-lines must be at least 1"),
    (["--log-lines", "-3"], "--log-lines must be at least 1"),
    (["--agent", "random", "--agent-a", "greedy"], "not both"),
    (["--agent", "random", "--agent", "greedy"], "given once"),
])
def test_play_refuses_bad_log_lines_and_a_third_agent(capsys, flags, message):
    assert main(["play", *flags]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0]


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[1][0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_ctrl_c_stops_workers_writes_finished_rows_and_exits_130(tmp_path, child_pids):
    out = tmp_path / "rows.json"
    p = subprocess.Popen([sys.executable, "-m", "riftsim.cli", "match", A, B, "--games",
                          "100000", "--engine", "core-python", "--workers", "2",
                          "--no-progress", "--out", str(out)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while len(child_pids(p.pid)) < 2 and time.time() < deadline:
        time.sleep(0.2)
    time.sleep(4)                          # some chunks finish
    workers = child_pids(p.pid)
    assert workers
    p.send_signal(signal.SIGINT)
    t0 = time.time()
    _, err = p.communicate(timeout=30)
    assert time.time() - t0 < 3
    assert p.returncode == 130
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("riftsim: interrupted:"), err
    assert not any(_alive(w) for w in workers)
    data = json.loads(out.read_text())
    games = [r["game"] for r in data["rows"]]
    assert games == list(range(len(games))) and data["meta"]["interrupted"]
    assert f"{len(games)} of 100000 games finished" in lines[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_ctrl_c_in_gauntlet_and_a_second_ctrl_c(tmp_path, child_pids):
    res = tmp_path / "g.json"
    cmd = [sys.executable, "-m", "riftsim.cli", "gauntlet", A, B, "precon-annie", "--games",
           "100000", "--engine", "core-python", "--workers", "2", "--no-progress",
           "--results", str(res)]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while len(child_pids(p.pid)) < 2 and time.time() < deadline:
        time.sleep(0.2)
    time.sleep(1)
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=30)
    assert p.returncode == 130 and "Traceback" not in err
    assert "0 of 3 pairings finished" in err and len(err.strip().splitlines()) == 1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_second_ctrl_c_exits_at_once(tmp_path, child_pids):
    cmd = [sys.executable, "-m", "riftsim.cli", "compare", A, B, "--field", "precon-annie",
           "--games", "100000", "--engine", "core-python", "--workers", "2", "--no-progress"]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while len(child_pids(p.pid)) < 2 and time.time() < deadline:
        time.sleep(0.2)
    workers = child_pids(p.pid)
    p.send_signal(signal.SIGINT)
    time.sleep(0.5)             # (two signals sent at once reach the interpreter as one)
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=10)
    # 130, or ended by the signal itself when it came as the interpreter was already shutting
    # down (the default handler is back then): either way at once, without a traceback
    assert p.returncode in (130, -signal.SIGINT) and "Traceback" not in err
    time.sleep(2)
    assert not any(_alive(w) for w in workers)


def test_rows_of_a_parquet_results_file_replay(capsys, tmp_path):
    pytest.importorskip("pyarrow")
    out = tmp_path / "rows.parquet"
    main(["match", A, B, "--games", "3", "--seed", "9", "--backend", "serial", "--out",
          str(out)])
    capsys.readouterr()
    assert main(["replay", str(out), "--game", "2", "--quiet"]) == 0
    assert "outcome matches" in capsys.readouterr().out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_ctrl_c_stops_a_search_run_on_one_worker_within_2s(tmp_path, child_pids):
    out = tmp_path / "rows.csv"
    p = subprocess.Popen([sys.executable, "-m", "riftsim.cli", "match", A, B, "--games",
                          "1000", "--agent", "search:playouts=32", "--workers", "1",
                          "--no-progress", "--out", str(out)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while not child_pids(p.pid) and time.time() < deadline:
        time.sleep(0.2)
    time.sleep(1)
    p.send_signal(signal.SIGINT)
    t0 = time.time()
    _, err = p.communicate(timeout=30)
    assert time.time() - t0 < 3 and p.returncode == 130, err
    assert "0 of 1000 games finished" in err and "Traceback" not in err
    assert out.read_text().splitlines() == [
        "deck_a,deck_b,game,seed,a_first,winner,reason,turns,points_a,points_b,decisions"]
    assert json.loads((tmp_path / "rows.csv.meta.json").read_text())["interrupted"]


def test_the_viewers_mulligan_names_its_cards(capsys):
    for viewer, other in ((1, "starter-jinx"), (0, "starter-viktor")):
        main(["play", "--seed", "3", "--first", "1", "--full-log", "--viewer", str(viewer)])
        log = capsys.readouterr().out.split("\n\n")[0].splitlines()
        me = ("starter-jinx", "starter-viktor")[viewer]
        mine = next(ln for ln in log if ln.startswith(me) and ("mulligans" in ln or "keeps"
                                                                in ln))
        theirs = next(ln for ln in log if ln.startswith(other) and ("mulligans" in ln or
                                                                     "keeps" in ln))
        assert "as many" not in mine and "draws a card" not in "\n".join(
            ln for ln in log[:12] if ln.startswith(me))
        assert "keeps" in theirs or "as many" in theirs
    # seed 3: starter-viktor mulligans two cards and is shown what replaced them
    main(["play", "--seed", "3", "--first", "1", "--full-log", "--viewer", "1"])
    assert "starter-viktor mulligans Progress Day, Petty Officer and draws " in \
        capsys.readouterr().out


def test_hidden_cards_stay_hidden_from_the_other_player():
    from riftsim.events import Event, EventKind
    from riftsim.game import new_game
    from riftsim.log import format_event

    g = new_game(["starter-jinx", "starter-viktor"], seed=1, engine="reference")
    obj = next(o.id for o in g.objs if o.owner == 1 and g.pool[o.card].type == "unit")
    e = Event(EventKind.HIDE, player=1, obj=obj, loc=1)
    name = g.pool[g.objs[obj].card].name
    assert name in format_event(g, e, ["jinx", "viktor"], viewer=1)
    shown = format_event(g, e, ["jinx", "viktor"], viewer=0)
    assert name not in shown and shown.startswith("viktor hides a card at ")
