"""`riftsim bench`: one run measures the reference engine, the core driven from Python and the
core's batch `play_games` on the same games. Shape and consistency only, no timing asserts."""

from __future__ import annotations

import json
import shutil

import pytest

from riftsim.cli import main

pytest.importorskip("riftsim._core.engine")


@pytest.fixture(scope="module")
def report():
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["bench", "--games", "2", "--core-games", "20", "--agent-games", "78",
                     "--search-games", "1", "--rr-games", "156", "--rr-reference-games",
                     "3", "--mode-games", "24", "--json"]) == 0
    return json.loads(out.getvalue())


def test_bench_json_has_every_figure(report):
    for key in ("decks", "seed", "reference", "core_python", "core_batch",
                "core_batch_same_games", "ratios", "state_bytes", "checks", "targets",
                "round_robin"):
        assert key in report, key
    assert len(report["decks"]) == 2 and report["seed"] == 1
    for part in ("reference", "core_python", "core_batch", "core_batch_same_games"):
        r = report[part]
        assert r["decisions"] > 0 and r["games_per_s"] > 0 and r["decisions_per_s"] > 0
    assert report["reference"]["games"] == report["core_python"]["games"] == 2
    assert report["core_batch"]["games"] == 20
    for k in ("clone_us", "step_us"):
        assert report["reference"][k] > 0 and report["core_python"][k] > 0
    for k in ("clone_nolog_us", "step_fast_us", "step_only_us"):
        assert report["core_python"][k] > 0
    assert report["ratios"]["core_batch_over_reference"] > 0
    assert report["ratios"]["core_python_over_reference"] > 0
    from riftsim._core.engine import STATE_BYTES
    assert report["state_bytes"] == STATE_BYTES > 0


def test_bench_mode_figures(report):
    """FFA3, FFA4 and 2v2 on the default match path (the core's batch loop), against the
    same games driven from Python: the same rows, and both timed."""
    mo = report["modes"]
    assert mo["agents"] == "heuristic" and len(mo["decks"]) == 4
    for mode in ("ffa3", "ffa4", "2v2"):
        f = mo[mode]
        assert f["games"] == 24 and f["python_games"] == 20 and f["same_games"] is True
        assert f["games_per_s"] > 0 and f["decisions_per_s"] > 0
        assert f["python_games_per_s"] > 0 and f["batch_over_python"] > 0
    t = {x["key"]: x for x in report["targets"]}
    assert t["ffa4_match_games_per_s"]["value"] == mo["ffa4"]["games_per_s"]


def test_bench_core_and_reference_play_the_same_games(report):
    ref = report["reference"]["per_game_decisions"]
    assert len(ref) == 2 and min(ref) > 0
    assert report["core_python"]["per_game_decisions"] == ref
    assert report["core_batch_same_games"]["per_game_decisions"] == ref
    assert report["core_batch"]["per_game_decisions"][:2] == ref
    assert report["checks"] == {"core_python_decisions_match": True,
                                "core_batch_decisions_match": True}


def test_bench_agent_figures(report):
    ag = report["agents"]
    assert ag["decks"] == "13-precon round robin" and ag["games"] == 78
    assert ag["match"]["games"] == ag["random_play_games"]["games"] == 78
    assert ag["match"]["agents"].startswith("heuristic") and ag["match"]["engine"] == "core"
    assert ag["match_over_random"] == pytest.approx(
        ag["match"]["games_per_s"] / ag["random_play_games"]["games_per_s"])
    se = ag["search"]
    assert se["games"] == 1 and se["decisions"] > 0 and se["decisions_per_s"] > 0
    assert se["playouts_per_s"] > se["decisions_per_s"]


def test_bench_round_robin_figures(report):
    from riftsim.decks import precon_ids

    rr = report["round_robin"]
    assert rr["decks"] == "13-precon round robin" and rr["pairings"] == 78 == \
        len(precon_ids()) * (len(precon_ids()) - 1) // 2
    assert rr["agents"] == "random" and rr["seed"] == 1
    b = rr["play_games"]
    assert b["games"] == 156 and b["pairings"] == 78 and b["decisions"] > 156
    assert b["games_per_s"] == pytest.approx(b["games"] / b["seconds"])
    assert b["decisions_per_s"] == pytest.approx(b["decisions"] / b["seconds"])
    assert b["decisions_per_game"] == pytest.approx(b["decisions"] / b["games"])
    sm = rr["sample"]
    assert len(sm["games"]) == 3 and sm["decisions_match"] is True
    assert len({(a, bb) for a, bb, _ in sm["games"]}) == 3      # spread over pairings
    ref, core = sm["reference"], sm["core"]
    assert ref["games"] == core["games"] == 3
    assert ref["per_game_decisions"] == core["per_game_decisions"]
    assert ref["decisions"] == core["decisions"] == sum(ref["per_game_decisions"])
    # the ratio is of the same games' times, so also of their times per decision
    assert rr["core_over_reference"] == pytest.approx(ref["seconds"] / core["seconds"])
    assert rr["core_over_reference_per_decision"] == pytest.approx(rr["core_over_reference"])
    assert rr["batch_over_reference_per_decision"] == pytest.approx(
        ref["us_per_decision"] / b["us_per_decision"])
    for k in ("step_us", "step_only_us", "clone_us"):
        assert rr[k] > 0
    assert rr["step_decisions"] > 0


def test_bench_round_robin_sample_replays_on_the_reference_engine(report):
    """The sample's games are the batch's: replayed one by one on the reference engine with
    the batch's seeds, each takes as many decisions as `play_games` reported."""
    from riftsim import bench
    from riftsim.core import play_games

    rr = bench.RoundRobin(1)
    alloc = bench.spread(156, 78)
    sample = bench.rr_sample(rr, 3, alloc)
    names = [[rr.pairs[i][0], rr.pairs[i][1], g] for i, g in sample]
    assert names == report["round_robin"]["sample"]["games"]
    for (i, g), n in zip(sample, report["round_robin"]["sample"]["core"]["per_game_decisions"]):
        r = play_games(list(rr.pairs[i]), alloc[i], bench.derive_seed(1, i),
                       agents=("random", "random"))
        assert int(r["decisions"][g]) == n


def test_spread_and_sample():
    from riftsim import bench

    assert bench.spread(3900, 78) == [50] * 78
    assert bench.spread(80, 78) == [2, 2] + [1] * 76 and sum(bench.spread(5, 78)) == 5
    rr = bench.RoundRobin(1)
    s = bench.rr_sample(rr, 26, bench.spread(3900, 78))
    assert len({i for i, _ in s}) == 26 and {g for _, g in s} == {0, 1}
    s = bench.rr_sample(rr, 4, bench.spread(4, 78))       # one game per pairing: game 0
    assert all(g == 0 for _, g in s)


def test_bench_targets_listed_with_pass_fail(report):
    keys = {t["key"]: t for t in report["targets"]}
    assert {"core_over_reference", "core_games_per_s", "clone_us", "state_bytes",
            "python_step_us", "match_games_per_s", "match_over_random"} <= set(keys)
    assert "scaling" not in keys                  # not measured without --scaling
    assert keys["match_games_per_s"]["target"] == 2000.0
    assert keys["match_over_random"]["target"] == 0.8
    rr = report["round_robin"]
    expect = {"core_games_per_s": (10_000.0, ">=", rr["play_games"]["games_per_s"]),
              "core_over_reference": (5000.0, ">=", rr["core_over_reference"]),
              "python_step_us": (1.5, "<=", rr["step_us"]),
              "clone_us": (0.3, "<=", rr["clone_us"]),
              "state_bytes": (8192, "<=", report["state_bytes"])}
    for k, (bound, cmp, value) in expect.items():
        t = keys[k]
        assert (t["target"], t["compare"], t["value"]) == (bound, cmp, value), k
    assert [t["key"] for t in report["targets"][:5]] == list(expect)
    for t in report["targets"]:
        assert isinstance(t["met"], bool)
        assert t["met"] == (t["value"] >= t["target"] if t["compare"] == ">="
                            else t["value"] <= t["target"])
        assert t["status"] == ("pass" if t["met"] else "fail")


def test_bench_targets_without_the_reference_engine():
    from riftsim import bench

    rep = {"round_robin": {"play_games": {"games_per_s": 12_000.0}, "step_us": 2.0,
                           "clone_us": 0.25},
           "state_bytes": 16_320}
    t = {x["key"]: x for x in bench.targets(rep)}
    assert set(t) == {"core_games_per_s", "python_step_us", "clone_us", "state_bytes"}
    assert t["core_games_per_s"]["status"] == "pass" and t["python_step_us"]["met"] is False
    assert t["clone_us"]["met"] is True and t["state_bytes"]["status"] == "fail"


def test_bench_text_report(capsys):
    assert main(["bench", "--games", "1", "--core-games", "4", "--agent-games", "78",
                 "--search-games", "0", "--rr-games", "78", "--rr-reference-games",
                 "1", "--mode-games", "0"]) == 0
    out = capsys.readouterr().out
    assert "more than two players" not in out         # (--mode-games 0: skipped)
    assert "targets:" in out and "core play_games" in out and "issue" not in out
    assert out.startswith("13-precon round robin (78 pairings), random agents on both seats")
    assert "same decisions per game in the sample, every path: yes" in out
    assert "core play_games games/s, one core (round robin)" in out
    assert " pass" in out or " FAIL" in out
    assert "default match path (heuristic" in out and "13-precon round robin" in out
    assert "same decisions per game, core driven from Python and reference engine: yes" in out
    assert "random_decks" not in out and "supports" not in out


def test_bench_instructions_per_decision(capsys, monkeypatch):
    """--instructions: refused at once without valgrind (no figure measured first); with it,
    the round robin's instructions per decision under callgrind, with its target."""
    from riftsim import bench

    real_which = shutil.which
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: None if name == "valgrind"
                        else real_which(name, *a, **k))
    monkeypatch.setattr(bench, "run", None)             # (nothing is measured)
    assert main(["bench", "--instructions"]) == 2
    assert "--instructions needs valgrind" in capsys.readouterr().err
    monkeypatch.undo()
    if real_which("valgrind") is None:
        pytest.skip("valgrind is not installed")
    rep = bench.run(games=1, core_games=4, engines=("core",), agent_games=78,
                    search_games=0, rr_games=78, rr_reference_games=0, mode_games=0,
                    instructions=True)
    ins = rep["instructions"]
    assert ins["games"] == 156 and ins["decisions"] == 19_290     # the round robin's games
    assert ins["instructions_per_decision"] == ins["instructions"] / ins["decisions"]
    t = {x["key"]: x for x in rep["targets"]}["instructions_per_decision"]
    assert (t["target"], t["compare"]) == (3200, "<=")
    assert "instructions per decision (callgrind" in bench.format_report(rep)


def test_bench_refuses_decks_the_core_cannot_run(capsys, monkeypatch):
    from riftsim import core

    real = core.unsupported_reason                # every defined card runs: pretend one
    monkeypatch.setattr(core, "unsupported_reason",   # does not (a card defined later)
                        lambda info: "a gap" if info.name == "Blast of Power" else real(info))
    assert main(["bench", "--games", "1", "--decks", "precon-lux", "precon-shen"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("riftsim: error: the compiled core does not run")
    assert "--engine reference" in err[0]


def test_bench_options_checked(capsys):
    assert main(["bench", "--out", "x.out"]) == 2
    assert "--out goes with --profile" in capsys.readouterr().err
    assert main(["bench", "--profile", "--engine", "reference"]) == 2
    assert "compiled core" in capsys.readouterr().err
    assert main(["bench", "--profile-agent", "heuristic"]) == 2
    assert "--profile-agent goes with --profile" in capsys.readouterr().err


@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_profile_workload_plays_the_games_of_its_agent(agent, tmp_path):
    # the workload `bench --profile --profile-agent` runs under the profiler: the games of
    # play_games with that agent on both seats (heuristic: the default match path's games)
    from riftsim import bench
    from riftsim.core import play_games

    result = tmp_path / "result.json"
    bench.profile_workload(4, 1, ["precon-fiora", "precon-vi"], str(result), agent=agent)
    want = int(play_games(["precon-fiora", "precon-vi"], 4, 1,
                          agents=(agent, agent))["decisions"].sum())
    assert json.loads(result.read_text()) == {"games": 4, "decisions": want, "repetitions": 1}
    with pytest.raises(ValueError, match="random, heuristic"):
        bench.profile(1, agent="greedy")


def test_parse_callgrind_annotate():
    from riftsim import bench

    text = """--------------------------------------------------------------------------------
Ir
--------------------------------------------------------------------------------
1,000 (100.0%)  PROGRAM TOTALS

--------------------------------------------------------------------------------
Ir                  file:function
--------------------------------------------------------------------------------
600 (60.00%)  build/engine.c:__pyx_f_7riftsim_5_core_6engine_run [/x/engine.cpython-311.so]
300 (30.00%)  ???:memset [/usr/lib/libc.so.6]
100 (10.00%)  build/engine.c:__pyx_f_7riftsim_5_core_6engine_plan [/x/engine.cpython-311.so]

--------------------------------------------------------------------------------
-- Auto-annotated source: build/engine.c
--------------------------------------------------------------------------------
Ir
 77 ( 7.70%)  x = 1;
"""
    total, top = bench.parse_callgrind_annotate(text, top=2)
    assert total == 1000
    assert [(f["name"], f["ir"], f["object"]) for f in top] == [
        ("run", 600, "engine.cpython-311.so"), ("memset", 300, "libc.so.6")]
    assert top[0]["function"] == "__pyx_f_7riftsim_5_core_6engine_run"
    assert top[0]["percent"] == pytest.approx(60.0)


@pytest.mark.skipif(shutil.which("valgrind") is None or
                    shutil.which("callgrind_annotate") is None, reason="valgrind not installed")
def test_bench_profile_counts_instructions_in_play_games(capsys, tmp_path):
    out = tmp_path / "callgrind.out"
    assert main(["bench", "--profile", "--profile-games", "3", "--decks", "precon-fiora",
                 "precon-vi", "--out", str(out), "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    from riftsim.core import play_games

    decisions = int(play_games(["precon-fiora", "precon-vi"], 3, 1,
                               agents=("random", "random"))["decisions"].sum())
    assert rep["profiler"] == "callgrind" and rep["games"] == 3 and rep["agents"] == "random"
    assert rep["decisions"] == decisions
    assert rep["toggle_collect"] in ("__pyx_pw_7riftsim_5_core_6engine_*play_games*",
                                     "__pyx_pf_7riftsim_5_core_6engine_*play_games*")
    # collection is limited to play_games: thousands of instructions per decision, far
    # fewer than the interpreter's start-up and imports would add
    assert 1000 < rep["instructions_per_decision"] < 200_000
    assert rep["instructions_per_decision"] == pytest.approx(rep["instructions"] / decisions)
    assert 1 <= len(rep["top"]) <= 15
    assert rep["top"] == sorted(rep["top"], key=lambda f: -f["ir"])
    assert sum(f["ir"] for f in rep["top"]) <= rep["instructions"]
    assert out.exists() and rep["out"] == str(out)


@pytest.mark.skipif(shutil.which("valgrind") is None or
                    shutil.which("callgrind_annotate") is None, reason="valgrind not installed")
def test_bench_profile_of_the_heuristic(capsys):
    assert main(["bench", "--profile", "--profile-games", "2", "--decks", "precon-fiora",
                 "precon-vi", "--profile-agent", "heuristic"]) == 0
    text = capsys.readouterr().out
    from riftsim.core import play_games

    decisions = int(play_games(["precon-fiora", "precon-vi"], 2, 1,
                               agents=("heuristic", "heuristic"))["decisions"].sum())
    assert "heuristic agents on both seats" in text.splitlines()[0]
    assert f"decisions {decisions:,}:" in text


def test_bench_profile_says_what_is_missing(capsys, monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert main(["bench", "--profile", "--profile-games", "1"]) == 2
    err = capsys.readouterr().err
    assert "no profiler found" in err and "valgrind" in err and "perf" in err


def test_parse_perf_report():
    from riftsim import bench

    text = """# Overhead  Shared Object  Symbol
     6.02%  libblas.so              [.] blas_thread_server            -      -
     3.91%  engine.cpython-311.so   [.] __pyx_f_7riftsim_5_core_6engine_plan   -      -
     0.50%  [kernel.kallsyms]       [k] clear_page_erms
"""
    top = bench.parse_perf_report(text)
    assert [(f["name"], f["object"], f["percent"]) for f in top] == [
        ("blas_thread_server", "libblas.so", 6.02), ("plan", "engine.cpython-311.so", 3.91),
        ("clear_page_erms", "[kernel.kallsyms]", 0.5)]
