"""Gauntlets: matrix, ranking, resumable results file, heatmap, deck comparison."""

from __future__ import annotations

import json

import pytest

import riftsim.sim.gauntlet as gmod
from riftsim.agents import parse_agent
from riftsim.errors import RiftsimError
from riftsim.sim.gauntlet import compare, gauntlet, label, pairing_seed
from riftsim.starters import STARTERS

A, B = "starter-jinx", "starter-viktor"


def _deck_folder(tmp_path):
    d = tmp_path / "decks"
    d.mkdir()
    for name in STARTERS:
        (d / f"{name}.txt").write_text(STARTERS[name])
    (d / "notes.md").write_text("not a deck")
    return d


def test_matrix_is_complementary_and_ranking_sorted():
    res = gauntlet([A, B], 6, seed=1, backend="serial")
    m = res.matrix()
    k_ab, n = res.wins(A, B)
    k_ba, n2 = res.wins(B, A)
    assert n == n2 and k_ab + k_ba == n
    assert m[0][1] == pytest.approx(1 - m[1][0])
    rates = [r["win_rate"] for r in res.ranking()]
    assert rates == sorted(rates, reverse=True)


def test_pairing_seed_is_order_independent():
    assert pairing_seed(3, "x", "y") == pairing_seed(3, "y", "x") != pairing_seed(4, "x", "y")


def test_resume_skips_finished_pairings(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    first = gauntlet([A, B], 4, seed=2, backend="serial", results=str(path))
    saved = json.loads(path.read_text())
    assert len(saved["pairings"]) == 1

    def boom(*a, **k):
        raise AssertionError("a finished pairing was played again")
    monkeypatch.setattr(gmod, "simulate", boom)
    again = gauntlet([A, B], 4, seed=2, backend="serial", results=str(path))
    assert again.pairings == first.pairings


def test_resume_with_other_settings_is_refused(tmp_path):
    path = tmp_path / "g.json"
    gauntlet([A, B], 2, seed=2, backend="serial", results=str(path))
    with pytest.raises(RiftsimError, match="other settings"):
        gauntlet([A, B], 3, seed=2, backend="serial", results=str(path))


def test_results_file_records_engine_agents_and_turn_cap(tmp_path):
    import riftsim

    path = tmp_path / "g.json"
    gauntlet([A, B], 2, seed=2, backend="serial", results=str(path),
             agents=("greedy", "random"), max_turns=60)
    saved = json.loads(path.read_text())
    assert saved["engine"] == "core" and saved["agents"] == ["greedy", "random"]
    assert saved["max_turns"] == 60 and saved["riftsim"] == riftsim.__version__


@pytest.mark.parametrize("change, message", [
    ({"agents": ("random", "random")}, "agents greedy / random, not random / random"),
    ({"max_turns": 80}, "turn cap 60, not 80"),
    ({"engine": "reference"}, "engine core, not reference"),
])
def test_resume_with_other_agents_engine_or_turn_cap_is_refused(tmp_path, monkeypatch,
                                                                change, message):
    path = tmp_path / "g.json"
    settings = {"agents": ("greedy", "random"), "max_turns": 60}
    gauntlet([A, B], 2, seed=2, backend="serial", results=str(path), **settings)

    def boom(*a, **k):
        raise AssertionError("a game was played")
    monkeypatch.setattr(gmod, "simulate", boom)
    with pytest.raises(RiftsimError, match="was made with other settings: " + message):
        gauntlet([A, B], 2, seed=2, backend="serial", results=str(path),
                 **{**settings, **change})


def test_results_file_of_another_format_is_refused(tmp_path):
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"version": 1, "decks": [A, B], "games": 2, "seed": 2,
                                "pairings": {}}))
    with pytest.raises(RiftsimError, match="another format"):
        gauntlet([A, B], 2, seed=2, backend="serial", results=str(path))


def test_progress_reports_games_and_pairings():
    calls = []
    res = gauntlet([A, B, "precon-jinx"], 3, seed=1, backend="serial",
                   progress=lambda *a: calls.append((a[0], a[1], a[3] and a[3].games)))
    assert calls == [(0, 3, 3), (1, 3, 3), (1, 3, 3), (2, 3, 3), (2, 3, 3), (3, 3, 3)]
    assert res.meta["agents"]["a"]["spec"] == str(parse_agent("heuristic"))


def test_every_deck_is_checked_before_the_first_game(monkeypatch):
    def boom(*a, **k):
        raise AssertionError("a game was played")
    monkeypatch.setattr(gmod, "simulate", boom)
    with pytest.raises(RiftsimError, match="nope"):
        gauntlet([A, B, "nope"], 2, backend="serial")
    with pytest.raises(RiftsimError, match="nope"):
        compare(A, B, [B, "nope"], 2, backend="serial")


def test_corrupt_results_file_is_refused(tmp_path):
    path = tmp_path / "g.json"
    path.write_text("{not json")
    with pytest.raises(RiftsimError, match="cannot resume"):
        gauntlet([A, B], 2, backend="serial", results=str(path))


def test_folder_of_deck_files(tmp_path):
    folder = _deck_folder(tmp_path)
    res = gauntlet([str(folder)], 2, seed=1, backend="serial")
    assert sorted(label(d) for d in res.decks) == sorted(STARTERS)


@pytest.mark.parametrize("decks, message", [([A], "at least two"), ([A, A], "twice")])
def test_bad_gauntlets(decks, message):
    with pytest.raises(RiftsimError, match=message):
        gauntlet(decks, 2, backend="serial")


def test_heatmap_png(tmp_path):
    pytest.importorskip("matplotlib")
    res = gauntlet([A, B], 2, seed=1, backend="serial")
    out = tmp_path / "m.png"
    gmod.plot_matrix(res, str(out))
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_compare_same_deck_is_exactly_zero():
    r = compare(A, A, [B], 4, seed=1, backend="serial", agents=("heuristic", "random"))
    assert r["diff"] == 0.0 and r["ci95"] == [0.0, 0.0] and r["games"] == 4
    assert r["meta"]["engine"] == "core" and r["meta"]["agents"]["b"]["spec"] == "random"
    assert r["meta"]["max_turns"] == 200 and r["meta"]["games_per_opponent"] == 4


def test_compare_needs_a_field():
    with pytest.raises(RiftsimError, match="opponent"):
        compare(A, B, [], 2)


def test_folders_expand_to_text_and_json_deck_files(tmp_path):
    from riftsim.sim.gauntlet import deck_specs, label

    for f in ("b.txt", "a.json", "c.deck", "notes.md"):
        (tmp_path / f).write_text("")
    specs = deck_specs([str(tmp_path), "precon-jinx"])
    assert [label(x) for x in specs] == ["a", "b", "c", "precon-jinx"]


def test_resume_replays_a_pairing_whose_deck_changed(tmp_path, monkeypatch):
    decks = tmp_path / "decks"
    decks.mkdir()
    mine = decks / "mine.txt"
    mine.write_text(STARTERS["starter-jinx"])
    path = tmp_path / "g.json"
    gauntlet([str(mine), B], 2, seed=2, backend="serial", results=str(path))
    saved = json.loads(path.read_text())
    (key, p), = saved["pairings"].items()
    assert len(p["fingerprint"]) == 16
    played = []
    real = gmod.simulate

    def counting(*a, **k):
        played.append(a[:2])
        return real(*a, **k)
    monkeypatch.setattr(gmod, "simulate", counting)
    gauntlet([str(mine), B], 2, seed=2, backend="serial", results=str(path))
    assert played == []                           # unchanged: reused
    mine.write_text(STARTERS["starter-viktor"])   # same name, other cards
    again = gauntlet([str(mine), B], 2, seed=2, backend="serial", results=str(path))
    assert len(played) == 1 and again.meta["replayed_pairings"] == ["mine vs starter-viktor"]
    new = json.loads(path.read_text())["pairings"][key]
    assert new["fingerprint"] != p["fingerprint"]


def test_resume_replays_pairings_of_another_riftsim_version(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    gauntlet([A, B], 2, seed=2, backend="serial", results=str(path))
    data = json.loads(path.read_text())
    for p in data["pairings"].values():
        p["fingerprint"] = "0" * 16                 # e.g. made by another riftsim version
    path.write_text(json.dumps(data))
    played = []
    real = gmod.simulate
    monkeypatch.setattr(gmod, "simulate", lambda *a, **k: played.append(1) or real(*a, **k))
    gauntlet([A, B], 2, seed=2, backend="serial", results=str(path))
    assert played == [1]


def test_pairings_outside_the_run_stay_in_the_results_file(tmp_path):
    path = tmp_path / "g.json"
    gauntlet([A, B, "precon-jinx"], 2, seed=2,
             backend="serial", results=str(path))
    assert len(json.loads(path.read_text())["pairings"]) == 3
    res = gauntlet([A, "precon-jinx", "precon-viktor"], 2, seed=2, backend="serial",
                   results=str(path))
    keys = set(json.loads(path.read_text())["pairings"])
    assert len(keys) == 5 and "starter-jinx\tstarter-viktor" in keys
    assert len(res.pairings) == 3


BO3_DECKS = ["tournament-atlanta-01", "tournament-barcelona-02", "tournament-barcelona-03"]


def test_best_of_three_gauntlet_counts_matches(tmp_path):
    """mode bo3: each pairing plays `games` best-of-three matches (481); the matrix and
    ranking count match wins, the pairing keeps its game wins too."""
    path = tmp_path / "bo3.json"
    res = gauntlet(BO3_DECKS, 2, seed=3, backend="serial", mode="bo3", results=str(path))
    assert res.meta["mode"] == "bo3" and res.meta["engine"] == "core-python"
    for p in res.pairings.values():
        assert p["games"] == 2 and sum(p["wins"].values()) + p["draws"] == 2
        assert sum(p["game_wins"].values()) >= sum(p["wins"].values())
    m = res.matrix()
    assert m[0][1] == pytest.approx(1 - m[1][0]) or m[0][1] != m[0][1]
    with pytest.raises(RiftsimError, match="mode bo3, not 1v1"):
        gauntlet(BO3_DECKS, 2, seed=3, backend="serial", results=str(path))


def test_best_of_three_gauntlet_needs_three_battlefields_per_deck(monkeypatch):
    played = []
    monkeypatch.setattr(gmod, "simulate", lambda *a, **k: played.append(a))
    with pytest.raises(RiftsimError, match="precon-annie has 1 battlefield"):
        gauntlet(BO3_DECKS[:2] + ["precon-annie"], 2, mode="bo3")
    assert not played
    with pytest.raises(RiftsimError, match="unknown mode 'ffa5'"):
        gauntlet(BO3_DECKS, 2, mode="ffa5")
