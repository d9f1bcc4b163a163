"""`riftsim bench`: one run measures the reference engine, the core driven from Python and the
core's batch `play_games` on the same games. Shape and consistency only, no timing asserts."""

from __future__ import annotations

import json

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
                     "--search-games", "1", "--json"]) == 0
    return json.loads(out.getvalue())


def test_bench_json_has_every_figure(report):
    for key in ("decks", "seed", "reference", "core_python", "core_batch",
                "core_batch_same_games", "ratios", "state_bytes", "checks", "targets"):
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


def test_bench_targets_listed_with_met_flags(report):
    keys = {t["key"]: t for t in report["targets"]}
    assert {"core_over_reference", "core_games_per_s", "core_decisions_per_s", "clone_us",
            "state_bytes", "python_step_us", "match_games_per_s", "match_over_random"} <= \
        set(keys)
    assert "scaling" not in keys                  # not measured without --scaling
    assert keys["match_games_per_s"]["target"] == 2000.0
    assert keys["match_over_random"]["target"] == 0.8
    assert keys["core_over_reference"]["target"] == 100.0
    assert keys["core_games_per_s"]["target"] == 2000.0
    assert keys["core_decisions_per_s"]["target"] == 500_000.0
    assert keys["clone_us"]["target"] == 1.0 and keys["python_step_us"]["target"] == 3.0
    assert keys["state_bytes"]["target"] == 16 * 1024
    for t in report["targets"]:
        assert isinstance(t["met"], bool)
        assert t["met"] == (t["value"] >= t["target"] if t["compare"] == ">="
                            else t["value"] <= t["target"])
    st = keys["state_bytes"]
    assert st["value"] == report["state_bytes"]


def test_bench_text_report(capsys):
    assert main(["bench", "--games", "1", "--core-games", "4", "--agent-games", "78",
                 "--search-games", "0"]) == 0
    out = capsys.readouterr().out
    assert "targets:" in out and "core play_games" in out and "issue" not in out
    assert "default match path (heuristic" in out and "13-precon round robin" in out
    assert "same decisions per game, core driven from Python and reference engine: yes" in out
    assert "random_decks" not in out and "supports" not in out


def test_bench_refuses_decks_the_core_cannot_run(capsys, monkeypatch):
    from riftsim import core

    real = core.unsupported_reason                # every defined card runs: pretend one
    monkeypatch.setattr(core, "unsupported_reason",   # does not (a card defined later)
                        lambda info: "a gap" if info.name == "Blast of Power" else real(info))
    assert main(["bench", "--games", "1", "--decks", "precon-lux", "precon-shen"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("riftsim: error: the compiled core does not run")
    assert "--engine reference" in err[0]
