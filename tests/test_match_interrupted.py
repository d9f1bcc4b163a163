"""Ctrl-C during `riftsim match` keeps the games finished: in every mode the report of those
games (text or JSON), marked as interrupted, their rows in --out (games 0..k-1, the first k
games of the whole run), exit status 130 and one line on stderr.

The interruption is simulated: the progress callback raises KeyboardInterrupt once k games
are done, as the first Ctrl-C does (`riftsim.cli._first_sigint`); one test sends a real
SIGINT to a free-for-all run on two worker processes."""

from __future__ import annotations

import csv
import json
import re
import signal
import subprocess
import sys
import time
import types

import pytest

import riftsim.sim.ffa as ffa_mod
import riftsim.sim.match as match_mod
from riftsim import cli
from riftsim.cli import main
from riftsim.sim import simulate
from riftsim.sim.ffa import simulate_ffa

A, B = "precon-jinx", "precon-viktor"
DECKS = ["starter-jinx", "starter-viktor", "precon-vi", "precon-lux"]


def _stop_after(monkeypatch, k: int) -> None:
    """The progress line `match` shows raises KeyboardInterrupt once k games are done
    (after a chunk of 100 in 1v1, after a chunk of 2 in ffa3 / ffa4 / 2v2: below)."""
    monkeypatch.setattr(ffa_mod, "BATCH_CHUNK", 2)
    def fake(args, per_game: bool = False):
        def show(res) -> None:
            if (res if per_game else res.games) >= k:
                raise KeyboardInterrupt
        show.bar = types.SimpleNamespace(close=lambda: None, shown=False)
        return show
    monkeypatch.setattr(cli, "_match_progress", fake)


def _run(capsys, argv) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def _csv_rows(path) -> list[dict]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


# ---------------------------------------------------------------- 1v1 and best of three

@pytest.mark.parametrize("workers", ["1", "2"])
def test_1v1_reports_the_finished_games_and_writes_their_rows(capsys, monkeypatch, tmp_path,
                                                              workers):
    _stop_after(monkeypatch, 200)
    out = tmp_path / "rows.csv"
    code, text, err = _run(capsys, ["match", A, B, "--games", "1000", "--seed", "7",
                                    "--workers", workers, "--out", str(out)])
    assert code == 130 and "Traceback" not in err
    lines = text.splitlines()
    assert lines[0].split(None, 1) == [
        "interrupted", "200 of 1000 games finished; the figures below cover only those"]
    rows = dict(re.split(r"\s{2,}", ln, maxsplit=1) for ln in lines)     # the table
    assert rows["games"].startswith("200 (") and rows["seed"] == "7"
    assert {"deck A", "deck B", "engine", "agents", "turn cap", "A win rate", "time"} <= set(rows)
    assert f"written to {out}" in text and "% CI" in text
    assert err.strip().splitlines() == [
        f"riftsim: interrupted: 200 of 1000 games finished; their rows are written to {out}"]
    got = _csv_rows(out)
    assert [int(r["game"]) for r in got] == list(range(200))
    # the first 200 games of the run, each with its own seed: those of a run of 200 games
    want = simulate(A, B, 200, seed=7, workers=1)
    assert [(int(r["seed"]), r["winner"] or None, int(r["turns"])) for r in got] == [
        (r["seed"], r["winner"], r["turns"]) for r in want.rows]
    assert json.loads((tmp_path / "rows.csv.meta.json").read_text())["interrupted"]


def test_1v1_json_on_two_workers(capsys, monkeypatch, tmp_path):
    _stop_after(monkeypatch, 200)
    out = tmp_path / "rows.json"
    code, text, err = _run(capsys, ["match", A, B, "--games", "1000", "--workers", "2",
                                    "--json", "--out", str(out)])
    assert code == 130 and len(err.strip().splitlines()) == 1
    s = json.loads(text)
    assert s["interrupted"] is True and s["games"] == 200
    assert s["wins_a"] + s["wins_b"] + s["draws"] == 200 and 0 < s["win_rate_a"] < 1
    assert s["meta"]["interrupted"] and s["meta"]["games_requested"] == 1000
    assert s["meta"]["seed"] == 1 and s["meta"]["riftsim"] and s["meta"]["decks"]["a"]
    data = json.loads(out.read_text())
    assert [r["game"] for r in data["rows"]] == list(range(200))
    assert data["summary"]["wins_a"] == s["wins_a"]


def test_a_complete_run_says_it_was_not_interrupted(capsys):
    code, text, _ = _run(capsys, ["match", A, B, "--games", "20", "--json"])
    assert code == 0 and json.loads(text)["interrupted"] is False


def test_best_of_three_counts_whole_matches(capsys, monkeypatch, tmp_path):
    _stop_after(monkeypatch, 1)                # after the first chunk: 100 matches
    out = tmp_path / "rows.json"
    code, text, err = _run(capsys, ["match", A, B, "--mode", "bo3", "--games", "300",
                                    "--workers", "1", "--out", str(out)])
    assert code == 130
    assert text.splitlines()[0].split()[:6] == ["interrupted", "100", "of", "300", "matches",
                                                "finished;"]
    assert "100 best of three" in text
    rows = json.loads(out.read_text())["rows"]
    assert sorted({r["match"] for r in rows}) == list(range(100))
    assert "100 of 300 matches finished" in err


def test_no_game_finished_says_so(capsys, monkeypatch, tmp_path):
    def stop(job):
        raise KeyboardInterrupt
    monkeypatch.setattr(match_mod, "_play_batch", stop)
    out = tmp_path / "rows.csv"
    argv = ["match", A, B, "--games", "500", "--workers", "1", "--out", str(out)]
    code, text, err = _run(capsys, argv)
    assert code == 130 and "Traceback" not in err
    assert text.splitlines()[0].split(None, 1) == [
        "interrupted", "0 of 500 games finished: nothing to report"]
    assert "none finished" in text and "nan" not in text and "CI" not in text
    assert _csv_rows(out) == [] and "deck_a,deck_b,game" in out.read_text()
    code, text, _ = _run(capsys, argv + ["--json"])
    s = json.loads(text)
    assert code == 130 and s["interrupted"] and s["games"] == 0 and s["win_rate_a"] is None


def test_interrupted_before_the_first_game(capsys, monkeypatch):
    def stop(*a, **k):
        raise KeyboardInterrupt
    monkeypatch.setattr(match_mod, "check_decks", stop)
    code, text, err = _run(capsys, ["match", A, B, "--games", "500", "--json"])
    assert code == 130
    assert json.loads(text) == {"interrupted": True, "mode": "1v1", "games": 0,
                                "games_requested": 500}
    assert err.strip() == "riftsim: interrupted: before the first game: 0 of 500 games finished"


# ---------------------------------------------------------------- ffa3, ffa4, 2v2

def test_ffa3_reports_the_finished_games_and_writes_their_rows(capsys, monkeypatch, tmp_path):
    _stop_after(monkeypatch, 4)
    out = tmp_path / "rows.json"
    code, text, err = _run(capsys, ["match", "--mode", "ffa3", *DECKS[:3], "--games", "50",
                                    "--seed", "3", "--agent", "random", "--out", str(out)])
    assert code == 130 and "Traceback" not in err
    lines = text.splitlines()
    assert lines[0] == "interrupted: 4 of 50 games finished; the figures below cover only those"
    assert lines[1].startswith("ffa3: 4 games (") and "seed 3, core engine" in lines[1]
    assert "agents random, random, random" in lines[1] and "riftsim " in lines[1]
    assert sum(1 for ln in lines if " wins " in ln) == 6          # 3 decks and 3 seats
    assert f"rows written to {out}" in text
    assert err.strip() == (f"riftsim: interrupted: 4 of 50 games finished; their rows are "
                           f"written to {out}")
    data = json.loads(out.read_text())
    assert data["meta"]["interrupted"] and data["meta"]["games_requested"] == 50
    assert data["summary"]["games"] == 4
    want = simulate_ffa(DECKS[:3], 4, mode="ffa3", agents=["random"] * 3, seed=3,
                        engine="core")
    assert data["rows"] == want.rows                  # games 0..3 of the run, as played alone


def test_2v2_json_and_csv_on_two_workers(capsys, monkeypatch, tmp_path):
    _stop_after(monkeypatch, 4)
    out = tmp_path / "rows.csv"
    code, text, err = _run(capsys, ["match", "--mode", "2v2", *DECKS, "--games", "50",
                                    "--agent", "random", "--workers", "2", "--json",
                                    "--out", str(out)])
    assert code == 130 and len(err.strip().splitlines()) == 1
    s = json.loads(text)
    assert s["interrupted"] is True and s["games"] == 4 and s["meta"]["interrupted"]
    assert sum(t["wins"] for t in s["teams"]) == 4 - s["without_winner"]
    assert s["meta"]["engine"] == "core" and s["meta"]["workers"] == 2
    rows = _csv_rows(out)
    assert [int(r["game"]) for r in rows] == list(range(4))
    assert [r["deck_2"] for r in rows] == ["precon-vi"] * 4
    assert all(r["winners"] in ("0 2", "1 3", "") for r in rows)


def test_ffa_with_no_game_finished_says_so(capsys, monkeypatch):
    def stop(*a, **k):
        raise KeyboardInterrupt
    monkeypatch.setattr(ffa_mod, "play_ffa_game", stop)     # (games driven from Python)
    monkeypatch.setattr(ffa_mod, "_batch_job", stop)        # (the core's batch loop)
    argv = ["match", "--mode", "ffa4", *DECKS, "--games", "10"]
    code, text, err = _run(capsys, argv)
    assert code == 130 and "Traceback" not in err
    assert text.splitlines()[0] == "interrupted: 0 of 10 games finished: nothing to report"
    assert "decks: starter-jinx, starter-viktor, precon-vi, precon-lux" in text
    assert "nan" not in text
    code, text, _ = _run(capsys, argv + ["--json"])
    s = json.loads(text)
    assert s["games"] == 0 and s["interrupted"] and s["decks"][0]["win_rate"] is None


def test_ffa_out_of_a_whole_run(capsys, tmp_path):
    """--out writes the rows of a free-for-all run (not only an interrupted one); replay
    refuses them (it plays 1v1 games)."""
    out = tmp_path / "rows.json"
    code, text, _ = _run(capsys, ["match", "--mode", "ffa3", *DECKS[:3], "--games", "3",
                                  "--agent", "random", "--out", str(out)])
    assert code == 0 and "interrupted" not in text and f"rows written to {out}" in text
    data = json.loads(out.read_text())
    assert len(data["rows"]) == 3 and "interrupted" not in data["meta"]
    code, _, err = _run(capsys, ["replay", str(out), "--game", "0"])
    assert code == 2 and "holds ffa3 games; replay plays 1v1 games only" in err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_real_ctrl_c_in_ffa3_on_two_workers(tmp_path, child_pids):
    out = tmp_path / "rows.csv"
    p = subprocess.Popen([sys.executable, "-m", "riftsim.cli", "match", "--mode", "ffa3",
                          *DECKS[:3], "--games", "100000", "--workers", "2", "--agent",
                          "random", "--no-progress", "--json", "--out", str(out)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while len(child_pids(p.pid)) < 2 and time.time() < deadline:
        time.sleep(0.1)
    time.sleep(1.5)                          # some games finish
    p.send_signal(signal.SIGINT)
    text, err = p.communicate(timeout=30)
    assert p.returncode == 130 and "Traceback" not in err
    s = json.loads(text)
    assert s["interrupted"] is True and s["games"] > 0
    assert err.strip() == (f"riftsim: interrupted: {s['games']} of 100000 games finished; "
                           f"their rows are written to {out}")
    assert [int(r["game"]) for r in _csv_rows(out)] == list(range(s["games"]))


# ---------------------------------------------------------------- after the run

def test_ctrl_c_while_saving_replays_keeps_the_report(capsys, monkeypatch, tmp_path):
    import riftsim.replay as replay_mod

    real, calls = replay_mod.record, []

    def record(*a, **k):
        if len(calls) == 2:
            raise KeyboardInterrupt
        calls.append(1)
        return real(*a, **k)
    monkeypatch.setattr(replay_mod, "record", record)
    folder = tmp_path / "replays"
    code, text, err = _run(capsys, ["match", A, B, "--games", "10", "--save-replays",
                                    str(folder), "--out", str(tmp_path / "rows.json")])
    assert code == 130 and "interrupted" not in text.splitlines()[0]
    assert "games             10 (" in text and "% CI" in text
    assert f"2 games written to {folder}" in text and len(list(folder.iterdir())) == 2
    assert err.strip() == (f"riftsim: interrupted: every game finished; 2 replays written "
                           f"to {folder}, not the rest")
    assert len(json.loads((tmp_path / "rows.json").read_text())["rows"]) == 10


def test_an_error_writing_the_rows_keeps_the_report(capsys, monkeypatch, tmp_path):
    import riftsim.sim.output as output_mod
    from riftsim.errors import RiftsimError

    def fail(result, path):
        raise RiftsimError(f"cannot write {path}: No space left on device")
    monkeypatch.setattr(output_mod, "write_result", fail)
    out = tmp_path / "rows.csv"
    for argv in (["match", A, B, "--games", "10"],
                 ["match", "--mode", "ffa3", *DECKS[:3], "--games", "2", "--agent", "random"]):
        code, text, err = _run(capsys, argv + ["--out", str(out)])
        assert code == 2 and "% CI" in text and "written to" not in text
        assert err.strip() == f"riftsim: error: cannot write {out}: No space left on device"


def test_a_second_ctrl_c_leaves_no_temporary_file(tmp_path):
    """The exit at once of a second Ctrl-C (`_exit_now`) removes the temporary file of a
    results file being written (the `finally` that would remove it does not run)."""
    import subprocess
    import sys

    part = tmp_path / ".riftsim-partial"
    part.write_text("half a file")
    code = ("import riftsim.cli as cli; from riftsim.sim import output; "
            f"output._WRITING.add({str(part)!r}); cli._exit_now()")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert p.returncode == 130 and "exiting at once" in p.stderr
    assert not part.exists()


def test_ctrl_c_while_the_command_loads_is_one_line():
    """The `riftsim` command (riftsim._entry) ends a Ctrl-C that arrives while its modules
    load with status 130 and one line, no traceback."""
    script = (
        "import builtins, os, signal, time\n"
        "import riftsim._entry as entry\n"
        "real = builtins.__import__\n"
        "def imp(name, *a, **k):\n"
        "    if name == 'riftsim.cli':\n"
        "        os.kill(os.getpid(), signal.SIGINT)\n"
        "        time.sleep(2)\n"
        "    return real(name, *a, **k)\n"
        "builtins.__import__ = imp\n"
        "entry.main()\n")
    p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                       timeout=60)
    assert p.returncode == 130 and "Traceback" not in p.stderr
    assert p.stderr.strip() == "riftsim: interrupted"
