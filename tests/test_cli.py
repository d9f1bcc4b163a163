"""The `riftsim` command end to end (in-process), including its error handling."""

from __future__ import annotations

import json

import pytest

from riftsim.agents import parse_agent
from riftsim.cli import main
from riftsim.cards.pool import get_pool
from riftsim.decks import get_precon, load_deck

HEURISTIC = str(parse_agent("heuristic"))       # the default agent, every parameter named


def test_play_prints_outcome_and_log(capsys):
    assert main(["play", "--deck", "starter-jinx", "--deck", "starter-viktor", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "result: starter-" in out and " wins " in out and "== turn 1:" in out


def test_play_json_is_deterministic(capsys):
    main(["play", "--seed", "4", "--json"])
    a = json.loads(capsys.readouterr().out)
    main(["play", "--seed", "4", "--json"])
    b = json.loads(capsys.readouterr().out)
    a.pop("seconds"), b.pop("seconds")
    assert a == b and a["winner"] in (0, 1) and a["turns"] > 1


def test_play_unknown_deck_is_one_error_line(capsys):
    assert main(["play", "--deck", "starter-jinx", "--deck", "no-such-deck"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no-such-deck" in err[0] and err[0].startswith("riftsim: error:")


def test_play_refuses_deck_with_undefined_cards(capsys, tmp_path):
    deck = tmp_path / "d.txt"
    deck.write_text("Legend:\n1 Jinx, Loose Cannon\nChampion:\n1 Jinx, Demolitionist\n"
                    "Main Deck:\n3 Magma Wurm\n36 Shipyard Skulker\n"
                    "Battlefields:\n1 Zaun Warrens\n1 Trifarian War Camp\n1 Grove of the God-Willow\n"
                    "Rune Pool:\n6 Fury Rune\n6 Chaos Rune\n")
    code = main(["play", "--deck", str(deck), "--deck", "starter-viktor", "--format",
                 "unrestricted"])
    err = capsys.readouterr().err
    if code == 2:       # Magma Wurm has no definition yet
        assert "Magma Wurm" in err
    else:               # once it is defined, the deck plays
        assert code == 0


def test_play_agent_flags(capsys):
    assert main(["play", "--seed", "2", "--json", "--agent-a", "random"]) == 0
    a = json.loads(capsys.readouterr().out)
    assert a["agents"] == ["random", HEURISTIC] and a["engine"] == "core"
    assert a["max_turns"] == 200 and a["first_player"] in (0, 1)
    assert main(["play", "--seed", "2", "--json", "--agent-a", "random", "--engine",
                 "reference"]) == 0
    b = json.loads(capsys.readouterr().out)
    for k in ("winner", "turns", "points", "decisions", "first_player"):
        assert a[k] == b[k], k                       # the same game on either engine
    assert main(["play", "--quiet", "--agent", "greedy"]) == 0
    assert "(greedy), P1 = starter-viktor (greedy)" in capsys.readouterr().out


def test_match_summary_and_out_file(capsys, tmp_path):
    out = tmp_path / "rows.csv"
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "6", "--workers", "1",
                 "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "A win rate" in text and "95% CI" in text
    lines = dict(line.split(None, 1) for line in text.splitlines()
                 if line.split()[0] in ("engine", "agents"))
    assert lines == {"engine": "core", "agents": f"{HEURISTIC} (both)"}
    assert "turn cap          200 turns" in text
    assert out.read_text().startswith("deck_a,deck_b,game,seed,a_first,winner")
    meta = json.loads((tmp_path / "rows.csv.meta.json").read_text())
    assert meta["engine"] == "core" and meta["decks"]["a"]["label"] == "starter-jinx"


def test_match_agent_flags_and_json_meta(capsys):
    args = ["match", "starter-jinx", "starter-viktor", "--games", "4", "--workers", "1",
            "--json"]
    assert main(args + ["--agent-a", "search:playouts=4", "--agent-b", "random",
                        "--max-turns", "30"]) == 0
    s = json.loads(capsys.readouterr().out)
    meta = s["meta"]
    assert meta["agents"]["a"]["spec"] == \
        "search:playouts=4,ms=0,rollout=heuristic,rollout_epsilon=0.05,horizon=0"
    assert meta["agents"]["a"]["params"]["playouts"] == 4
    assert meta["agents"]["b"] == {"name": "random", "kind": "builtin", "params": {},
                                   "spec": "random"}
    assert meta["max_turns"] == 30 and meta["engine"] == "core" and s["games"] == 4
    assert meta["games_requested"] == 4 and meta["seed"] == 1
    assert main(args + ["--agent", "greedy", "--engine", "core-python"]) == 0
    meta = json.loads(capsys.readouterr().out)["meta"]
    assert meta["engine"] == "core-python"
    assert [meta["agents"][k]["spec"] for k in "ab"] == ["greedy", "greedy"]


def test_match_python_agent_reports_the_engine_used(capsys, tmp_path):
    (tmp_path / "first.py").write_text("class First:\n    def act(self, obs, legal):\n"
                                       "        return legal[0]\n")
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "2", "--workers", "1",
                 "--agent-a", f"{tmp_path / 'first.py'}#First"]) == 0
    out = capsys.readouterr().out
    assert "core-python (asked for core: Python agents need" in out
    assert f"agent A           {tmp_path / 'first.py'}#First" in out


@pytest.mark.parametrize("flags, message", [
    (["--agent", "greedy", "--agent-a", "random"], "give --agent (both seats) or "
     "--agent-a/--agent-b, not both"),
    (["--agent", "greedy", "--agent-b", "random"], "not both"),
    (["--agent", "greedy", "--agent", "random"], "given once"),
    (["--agent-a", "genius"], "unknown agent 'genius'"),
    (["--agent-b", "heuristic:epsilon=2"], "epsilon is a probability"),
    (["--agent", "search:depth=3"], "search has no parameter 'depth'"),
    (["--agent-a", "no_such_module.Agent"], "cannot import no_such_module"),
])
def test_bad_agents_are_one_error_line(capsys, flags, message):
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "2"] + flags) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("riftsim: error: ") and message in err[0]


def test_gauntlet_and_compare_agent_and_meta(capsys):
    assert main(["gauntlet", "starter-jinx", "starter-viktor", "--games", "4", "--workers",
                 "1", "--agent", "random", "--json"]) == 0
    g = json.loads(capsys.readouterr().out)
    assert g["meta"]["engine"] == "core" and g["meta"]["max_turns"] == 200
    assert g["meta"]["agents"]["a"]["spec"] == g["meta"]["agents"]["b"]["spec"] == "random"
    assert g["meta"]["riftsim"] and g["meta"]["games_per_pairing"] == 4
    assert main(["compare", "starter-jinx", "starter-jinx", "--field", "starter-viktor",
                 "--games", "4", "--workers", "1", "--agent", "greedy", "--max-turns", "40",
                 "--json"]) == 0
    c = json.loads(capsys.readouterr().out)
    assert c["diff"] == 0.0 and c["meta"]["max_turns"] == 40
    assert c["meta"]["agents"]["a"]["spec"] == "greedy" and c["meta"]["engine"] == "core"
    assert main(["compare", "starter-jinx", "starter-viktor", "--field", "starter-viktor",
                 "--games", "2", "--workers", "1"]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"engine    core\nagents    {HEURISTIC} (both)\n")


def test_agents_listing(capsys):
    from riftsim.agents import BUILTIN

    assert main(["agents"]) == 0
    text = capsys.readouterr().out
    assert "heuristic (default)" in text and "playouts:" in text
    assert "one of random, greedy, heuristic" in text
    assert "path/to/file.py#Class" in text and "@cfunc" in text
    assert main(["agents", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["default"] == "heuristic"
    assert [a["name"] for a in data["builtin"]] == list(BUILTIN)
    search = next(a for a in data["builtin"] if a["name"] == "search")
    default = BUILTIN["search"].params[0].default
    assert {p["name"]: (p["type"], p["default"]) for p in search["params"]}["playouts"] == \
        ("int", default)
    assert search["spec"].startswith(f"search:playouts={default}")
    assert "act(observation, legal_actions)" in data["python"] and "numba" in data["policy"]


def test_match_bad_games_and_backend(capsys):
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "0"]) == 2
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "2",
                 "--backend", "nowhere"]) == 2
    err = capsys.readouterr().err
    assert "at least 1" in err and "unknown backend" in err


def test_cards_coverage_json(capsys):
    assert main(["cards", "--coverage", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sets"]["OGN"]["rune"] == {"implemented": 6, "total": 6}
    assert set(data["precons"]) >= {"precon-jinx", "precon-viktor"}
    rengar = data["tournament"]["tournament-rengar-ottawa-2026-08-08"]    # a shipped list:
    deck = load_deck("tournament-rengar-ottawa-2026-08-08")               # its missing cards
    ids = {deck.legend, deck.champion, *deck.main, *deck.battlefields}
    assert rengar["cards"] == len(ids)
    assert rengar["missing"] == sorted({get_pool().by_id(c).name for c in ids
                                        if not get_pool().by_id(c).implemented})


def test_cards_core_listing_and_precon_gaps(capsys):
    from riftsim import core

    assert main(["cards", "--core", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(r["core"] for r in rows)
    assert {r["name"] for r in rows} >= {"Hextech Ray"}
    assert main(["cards", "--coverage", "--json"]) == 0
    precons = json.loads(capsys.readouterr().out)["precons"]
    assert precons["precon-garen"]["core_missing"] == {}          # runs on the core
    assert precons["precon-shen"]["core_missing"] == {}
    for pid, row in precons.items():                               # gaps as the core says
        deck = get_precon(pid)
        names = {get_pool().by_id(c).name
                 for c in {deck.legend, deck.champion, *deck.main, *deck.battlefields}}
        assert row["core_missing"] == {
            n: core.unsupported_reason(get_pool().by_name(n)) for n in sorted(names)
            if core.unsupported_reason(get_pool().by_name(n))}, pid


def test_cards_listing_filters(capsys):
    assert main(["cards", "--name", "hextech ray", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in rows] == ["Hextech Ray"] and rows[0]["implemented"]


def test_bench_json_shape(capsys):
    # reference only: the starter decks hold cards the compiled core does not run yet
    assert main(["bench", "--games", "2", "--engine", "reference", "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    r = rep["reference"]
    assert r["games"] == 2 and r["decisions"] > 0
    assert r["games_per_s"] > 0 and r["clone_us"] > 0 and r["step_us"] > 0


def test_progress_lines_on_a_terminal(capsys, monkeypatch):
    """Progress goes to stderr when it is a terminal (faked here), never with --json or
    --no-progress: games done, games/s, time left, the running win rate."""
    import io

    from riftsim.sim.progress import ProgressBar

    buf = io.StringIO()
    monkeypatch.setattr(ProgressBar, "for_terminal", classmethod(
        lambda cls, total, enabled=True: cls(total, stream=buf, interval=0) if enabled
        else None))
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "6", "--workers",
                 "1"]) == 0
    line = buf.getvalue().split("\r")[-1]
    assert line.startswith("[" + "#" * 24 + "] 6/6 games") and "games/s  ETA 0s  A " in line
    assert buf.getvalue().endswith("\n")
    buf.truncate(0)
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "6", "--workers",
                 "1", "--json"]) == 0
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "6", "--workers",
                 "1", "--no-progress"]) == 0
    assert buf.getvalue() == ""
    assert main(["gauntlet", "starter-jinx", "starter-viktor", "precon-jinx", "--games", "3",
                 "--workers", "1"]) == 0
    lines = buf.getvalue().split("\r")
    assert any(x.startswith("pairing 1/3 starter-jinx vs starter-viktor  [") and
               "starter-jinx " in x.split("ETA")[1] for x in lines)
    assert "pairing 3/3" in lines[-1] and "9/9 games" in lines[-1]
    buf.truncate(0)
    buf.seek(0)
    assert main(["compare", "starter-jinx", "starter-viktor", "--field", "precon-jinx",
                 "--games", "2", "--workers", "1"]) == 0
    lines = buf.getvalue().split("\r")
    assert any(x.startswith("run 2/2 starter-viktor vs precon-jinx") for x in lines)
    assert "4/4 games" in lines[-1]
    capsys.readouterr()
