"""Rules fixtures as data (riftsim.fixtures) and `riftsim scenario FILE...`: every fixture in
tests/fixtures/rulings passes on both engines through the CLI's code path; a failing or
malformed fixture is reported, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftsim.cli import main
from riftsim.fixtures import ENGINES, run_file

FOLDER = Path(__file__).parent / "fixtures" / "rulings"
FILES = sorted(FOLDER.glob("*.json"))

BASE = {"battlefields": ["The Grand Plaza", "Ornn's Forge"],
        "players": [{"deck": ["Stalwart Poro"] * 4, "base": ["Mountain Drake"],
                     "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                    {"deck": ["Stalwart Poro"] * 4, "field": [["Shipyard Skulker"], []]}]}


def write(tmp_path, name, data) -> Path:
    p = tmp_path / name
    p.write_text(data if isinstance(data, str) else json.dumps(data))
    return p


def test_there_are_enough_fixtures():
    assert len(FILES) >= 30


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_fixture_passes_on_both_engines(path):
    r = run_file(path, ENGINES)
    assert r.error is None and r.parity is None, (r.error, r.parity)
    assert r.engines == {e: None for e in ENGINES} and not r.skipped, r.engines


def test_the_cli_runs_the_folder(capsys):
    assert main(["scenario", str(FOLDER)]) == 0
    out = capsys.readouterr().out
    assert f"{len(FILES)} passed, 0 failed" in out
    assert out.count("PASS  ") == len(FILES) and "(reference, core)" in out


def test_a_failing_fixture_names_the_check_and_exits_1(tmp_path, capsys):
    good = write(tmp_path, "good.json", {"setup": BASE, "steps": ["play Hextech Ray"],
                                          "expect": {"zone": {"Shipyard Skulker": "TRASH"}}})
    bad = write(tmp_path, "bad.json", {"setup": BASE, "steps": ["play Hextech Ray"],
                                        "expect": {"zone": {"Shipyard Skulker": "BOARD"}}})
    assert main(["scenario", str(good)]) == 0
    capsys.readouterr()
    assert main(["scenario", str(good), str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"PASS  {good}" in out and f"FAIL  {bad}" in out
    assert "reference: expect: zone of Shipyard Skulker: expected 'BOARD', got 'TRASH'" in out
    assert "1 passed, 1 failed" in out


def test_one_engine_and_step_failures(tmp_path, capsys):
    p = write(tmp_path, "f.json", {"setup": BASE, "steps": ["play Gust"]})
    assert main(["scenario", "--engines", "core", str(p)]) == 1
    out = capsys.readouterr().out
    assert "core: step 1" in out and "no legal action matches 'play Gust'" in out
    assert "reference" not in out


@pytest.mark.parametrize("text, message", [
    ("{", "not valid JSON"),
    ("[]", "a fixture is a JSON object"),
    (json.dumps({"steps": []}), '"setup"'),
    (json.dumps({"setup": BASE, "expectations": {}}), "unknown key(s) ['expectations']"),
    (json.dumps({"setup": BASE, "steps": [{"jump": 1}]}), "step 1: 'jump'"),
    (json.dumps({"setup": BASE, "steps": [{"pass_until": "dawn"}]}), "conditions are"),
    (json.dumps({"setup": BASE, "expect": {"colour": 1}}), "unknown check(s) ['colour']"),
    (json.dumps({"setup": BASE, "expect": {"events": [{"obj": 1}]}}), "event pattern"),
    (json.dumps({"setup": {"players": [{}]}}),
     "setup: a 1v1 scenario needs exactly 2 players, got 1"),
])
def test_malformed_fixtures_are_named_errors(tmp_path, capsys, text, message):
    p = write(tmp_path, "m.json", text)
    assert main(["scenario", str(p)]) == 1
    out = capsys.readouterr()
    assert f"ERROR {p}" in out.out and message in out.out
    assert "Traceback" not in out.out + out.err


def test_missing_files_and_bad_engines_are_errors(tmp_path, capsys):
    assert main(["scenario", str(tmp_path / "nope.json")]) == 2
    assert "no such file or folder" in capsys.readouterr().err
    assert main(["scenario", str(tmp_path)]) == 2
    assert "no fixture files" in capsys.readouterr().err
    assert main(["scenario", "--engines", "fast", str(FOLDER)]) == 2
    assert "--engines" in capsys.readouterr().err


def test_ambiguous_handles_ask_for_an_as_name(tmp_path, capsys):
    spec = json.loads(json.dumps(BASE))
    spec["players"][1]["field"] = [["Shipyard Skulker", "Shipyard Skulker"], []]
    p = write(tmp_path, "a.json", {"setup": spec, "expect": {"damage": {"Shipyard Skulker": 0}}})
    assert main(["scenario", str(p)]) == 1
    assert 'give one an "as" name' in capsys.readouterr().out
