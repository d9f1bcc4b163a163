"""The `riftsim` command as a user runs it (a subprocess): every bad input ends with exit
status 2 and one `riftsim: error:` line before any game; decks are checked for legality;
outputs are valid and self-describing."""

from __future__ import annotations

import csv
import json
import os
import stat
import subprocess
import sys

import pytest

from riftsim.decks import get_precon
from riftsim.starters import STARTERS

PY = [sys.executable, "-m", "riftsim.cli"]

#: the 40-card starter Jinx deck (one more Rebuke): legal but for its two Fight or Flight,
#: banned in Standard Constructed
FIGHT_OR_FLIGHT_DECK = STARTERS["starter-jinx"].replace("1 Rebuke", "2 Rebuke").lstrip()


def run(*args, cwd=None):
    return subprocess.run([*PY, *map(str, args)], capture_output=True, text=True, cwd=cwd,
                          timeout=300)


def assert_bad_input(p, *words):
    """Exit status 2, exactly one stderr line `riftsim: error: ...` naming `words`, no
    traceback, no usage block, nothing on stdout."""
    lines = p.stderr.strip().splitlines()
    assert p.returncode == 2, (p.returncode, p.stderr)
    assert len(lines) == 1, p.stderr
    assert lines[0].startswith("riftsim: error: "), p.stderr
    assert "Traceback" not in p.stderr and "usage:" not in p.stderr
    assert p.stdout == ""
    for w in words:
        assert w in lines[0], (w, lines[0])
    return lines[0]


@pytest.fixture
def banned_deck(tmp_path):
    path = tmp_path / "flight.txt"
    path.write_text(FIGHT_OR_FLIGHT_DECK)
    return str(path)


# ------------------------------------------------------------------ bad inputs


@pytest.mark.parametrize("args, words", [
    (["match", "precon-jinx", "precon-viktor", "--games", "0"], ["--games", "at least 1"]),
    (["match", "precon-jinx", "precon-viktor", "--games", "ten"], ["--games", "ten"]),
    (["match", "precon-jinx", "precon-viktor", "--seed", "-1"], ["--seed", "2**64"]),
    (["match", "precon-jinx", "precon-viktor", "--seed", str(1 << 64)], ["--seed"]),
    (["match", "precon-jinx", "precon-viktor", "--workers", "0"], ["--workers"]),
    (["match", "precon-jinx", "precon-viktor", "--max-turns", "0"], ["--max-turns"]),
    (["match", "precon-jinx", "precon-viktor", "--until-ci", "-1"], ["--until-ci"]),
    (["match", "precon-jinx", "precon-viktor", "--until-ci", "1"], ["--until-ci"]),
    (["match", "precon-jinx", "precon-viktor", "--frobnicate"], ["--frobnicate"]),
    (["match", "precon-jinx"], ["deck_b"]),
    (["match", "precon-jinx", "precon-viktor", "--format", "casual"], ["--format"]),
    (["gauntlet", "precon-jinx", "precon-vi", "--games", "0"], ["--games"]),
    (["gauntlet", "precon-jinx", "precon-vi", "--workers", "0"], ["--workers"]),
    (["compare", "precon-jinx", "precon-vi", "--field", "precon-zed", "--games", "-3"],
     ["--games"]),
    (["play", "--log-lines", "0"], ["--log-lines"]),
    (["play", "--seed", "-5"], ["--seed"]),
    (["agents", "--ladder", "--games", "0"], ["--games"]),
    (["bench", "--games", "0"], ["--games"]),
    (["nosuchcommand"], ["nosuchcommand"]),
    (["deck"], ["required"]),
    (["deck", "show", "precon-jinx", "--as", "yaml"], ["--as"]),
])
def test_bad_numbers_and_syntax_are_one_line(args, words):
    assert_bad_input(run(*args), *words)


def test_unknown_deck_suggests_and_lists_every_built_in_deck():
    line = assert_bad_input(run("match", "precon-jnx", "precon-viktor", "--games", "1"),
                            "precon-jnx", "did you mean precon-jinx")
    assert "starter-jinx" in line and "tournament-barcelona-03" in line
    line = assert_bad_input(run("match", "precon-jinx", "barcelona-03"),
                            "did you mean tournament-barcelona-03")


def test_compare_field_deck_is_checked_before_any_game():
    p = run("compare", "precon-jinx", "precon-vi", "--field", "precon-zed", "nope-deck",
            "--games", "100000")
    assert_bad_input(p, "nope-deck")


def test_gauntlet_folder_files_are_checked_before_any_game(tmp_path):
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "good.txt").write_text(get_precon("precon-viktor").to_text())
    (folder / "broken.txt").write_text("Legend:\n1 Nobody, Fake Legend\n")
    p = run("gauntlet", str(folder), "precon-jinx", "--games", "100000")
    assert_bad_input(p, "Nobody")


def test_out_paths_are_checked_before_any_game(tmp_path):
    base = ["match", "precon-jinx", "precon-viktor", "--games", "100000", "--out"]
    assert_bad_input(run(*base, tmp_path / "rows.txt"), "rows.txt", ".csv")
    assert_bad_input(run(*base, tmp_path / "nowhere" / "rows.csv"), "nowhere", "not exist")
    folder = tmp_path / "rows.csv"
    folder.mkdir()
    assert_bad_input(run(*base, folder), str(folder), "folder")
    if os.geteuid() != 0:                    # root writes anywhere
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        try:
            line = assert_bad_input(run(*base, locked / "rows.csv"), "locked", "writable")
            assert ".riftsim-" not in line
        finally:
            locked.chmod(0o700)


def test_plot_path_is_checked_before_any_game(tmp_path):
    base = ["gauntlet", "precon-jinx", "precon-vi", "--games", "100000", "--plot"]
    assert_bad_input(run(*base, tmp_path / "m.gif"), "m.gif", ".png")
    assert_bad_input(run(*base, tmp_path / "no" / "m.png"), "not exist")


def test_version_and_help_show_defaults():
    p = run("--version")
    assert p.returncode == 0 and p.stdout.startswith("riftsim ")
    p = run("match", "--help")
    assert p.returncode == 0
    text = " ".join(p.stdout.split())
    assert "(default: 1000)" in text and "(default: constructed)" in text


# ------------------------------------------------------------------ legal decks


def test_banned_card_is_refused_with_card_and_rule(banned_deck):
    for cmd in (["match", banned_deck, "precon-viktor", "--games", "100000"],
                ["gauntlet", banned_deck, "precon-viktor", "--games", "100000"],
                ["compare", "precon-viktor", "precon-vi", "--field", banned_deck],
                ["play", "--deck", banned_deck, "--deck", "precon-viktor"],
                ["agents", "--ladder", "--decks", banned_deck, "--games", "100000"],
                ["match", "precon-jinx", "precon-viktor", "precon-vi", banned_deck,
                 "--mode", "ffa4", "--games", "100000"],
                ["match", "precon-jinx", "precon-viktor", banned_deck, "--mode", "ffa3",
                 "--games", "100000"]):
        assert_bad_input(run(*cmd), "Fight or Flight", "TR 601.2.d", "not legal")


def test_unrestricted_plays_an_illegal_deck_but_not_undefined_cards(banned_deck, tmp_path):
    p = run("match", banned_deck, "precon-viktor", "--games", "2", "--format",
            "unrestricted", "--json", "--workers", "1")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["meta"]["format"] == "unrestricted"
    undefined = tmp_path / "undefined.txt"
    undefined.write_text(FIGHT_OR_FLIGHT_DECK.replace("3 Void Seeker", "3 Magma Wurm"))
    from riftsim.cards.pool import get_pool

    if not get_pool().by_name("Magma Wurm").implemented:
        assert_bad_input(run("match", undefined, "precon-viktor", "--format", "unrestricted"),
                         "Magma Wurm")


def test_deck_check(banned_deck, tmp_path):
    p = run("deck", "check", "precon-viktor", "tournament-barcelona-03", "precon-jinx",
            "precon-annie", "starter-jinx")
    assert p.returncode == 0, p.stdout + p.stderr
    lines = p.stdout.strip().splitlines()
    assert len(lines) == 5 and all(": OK" in ln for ln in lines)
    assert "TR 601.2.d.2" in lines[2] and "Fight or Flight" in lines[2]
    assert "one battlefield" in lines[3]
    p = run("deck", "check", "precon-viktor", banned_deck)
    assert p.returncode == 1
    lines = p.stdout.strip().splitlines()
    assert lines[0] == "precon-viktor: OK"
    assert "Fight or Flight" in lines[1] and "[TR 601.2.d]" in lines[1]
    assert run("deck", "check", banned_deck, "--format", "unrestricted").returncode == 0
    short = tmp_path / "short.txt"
    short.write_text(get_precon("precon-viktor").to_text().replace("3 ", "2 ", 1))
    p = run("deck", "check", short)
    assert p.returncode == 1 and "CR 103.2" in p.stdout


def test_a_changed_precon_loses_the_precon_exemption(tmp_path):
    text = get_precon("precon-jinx").to_text()
    assert run("deck", "check", "precon-jinx").returncode == 0
    same = tmp_path / "same.txt"
    same.write_text(text)
    assert run("deck", "check", same).returncode == 0          # exactly the product
    changed = tmp_path / "changed.txt"
    changed.write_text(text + "Sideboard:\n1 Cleave\n")
    p = run("deck", "check", changed)
    assert p.returncode == 1 and "Fight or Flight" in p.stdout


def test_deck_show_forms():
    text = run("deck", "show", "precon-viktor")
    code = run("deck", "show", "precon-viktor", "--as", "code")
    js = run("deck", "show", "precon-viktor", "--as", "json")
    assert text.returncode == code.returncode == js.returncode == 0
    assert "Legend:" in text.stdout
    info = json.loads(js.stdout)
    assert info["code"] == code.stdout.strip() and len(info["main"]) == 39
    back = run("deck", "show", code.stdout.strip(), "--as", "json")
    assert json.loads(back.stdout)["main"] == info["main"]


# ------------------------------------------------------------------ outputs


def test_match_outputs_name_their_decks_and_honour_the_umask(tmp_path):
    out = tmp_path / "rows.csv"
    p = subprocess.run(["sh", "-c", "umask 022 && exec \"$@\"", "sh", *PY, "match",
                        "precon-jinx", "precon-viktor", "--games", "4", "--workers", "1",
                        "--out", str(out)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    rows = list(csv.DictReader(out.open()))
    assert len(rows) == 4 and {(r["deck_a"], r["deck_b"]) for r in rows} == \
        {("precon-jinx", "precon-viktor")}
    meta = json.loads((tmp_path / "rows.csv.meta.json").read_text())
    assert meta["format"] == "constructed" and meta["decks"]["a"]["main"]


def test_json_outputs_have_no_nan(tmp_path):
    def strict(text):
        return json.loads(text, parse_constant=lambda c: pytest.fail(f"{c} in JSON"))

    # a turn cap of 1: no game has a winner, every rate is undefined
    p = run("match", "precon-jinx", "precon-viktor", "--games", "2", "--max-turns", "1",
            "--json", "--workers", "1", "--out", tmp_path / "r.json")
    assert p.returncode == 0, p.stderr
    s = strict(p.stdout)
    assert s["win_rate_a"] is None
    strict((tmp_path / "r.json").read_text())
    p = run("gauntlet", "precon-jinx", "precon-viktor", "--games", "2", "--json",
            "--workers", "1")
    g = strict(p.stdout)
    assert g["matrix"][0][0] is None and g["matrix"][0][1] is not None
    p = run("compare", "precon-jinx", "precon-vi", "--field", "precon-viktor", "--games", "1",
            "--json", "--workers", "1")
    c = strict(p.stdout)
    assert c["per_opponent"]["precon-viktor"]["ci95"] is None


def test_compare_text_names_the_decks():
    p = run("compare", "precon-jinx", "precon-vi", "--field", "precon-viktor", "precon-zed",
            "--games", "1", "--workers", "1")
    assert p.returncode == 0, p.stderr
    assert "precon-vi minus precon-jinx" in p.stdout and "percentage points" in p.stdout
    assert "inf" not in p.stdout and "needs 2 or more games" in p.stdout
    assert " old " not in p.stdout


def test_until_ci_early_stop_is_announced():
    p = run("match", "precon-jinx", "precon-viktor", "--games", "5000", "--until-ci", "0.5",
            "--workers", "1")
    assert p.returncode == 0, p.stderr
    assert "stopped early" in p.stdout and "of 5000 games" in p.stdout


def test_deck_code_gets_a_short_label():
    code = run("deck", "show", "precon-viktor", "--as", "code").stdout.strip()
    p = run("match", code, "precon-jinx", "--games", "2", "--json", "--workers", "1")
    assert p.returncode == 0, p.stderr
    label = json.loads(p.stdout)["deck_a"]
    assert label.startswith("Viktor-") and len(label) < 20


# ------------------------------------------------------------------ cards, bench


def test_cards_filters_are_checked():
    assert_bad_input(run("cards", "--type", "legends"), "legends", "legend, rune")
    assert_bad_input(run("cards", "--domain", "furry"), "furry", "fury")
    assert_bad_input(run("cards", "--set", "XYZ"), "XYZ", "ogn")
    assert_bad_input(run("cards", "--implemented", "--missing"), "--missing")


def test_cards_lists_legends_with_their_champion_and_no_cost():
    p = run("cards", "--name", "jinx")
    assert p.returncode == 0
    legend = [ln for ln in p.stdout.splitlines() if " legend" in ln]
    assert legend and "Jinx, Loose Cannon" in legend[0] and "0E" not in legend[0]
    p = run("cards", "--type", "battlefield")
    assert "0E" not in p.stdout and "battlefield" in p.stdout
    p = run("cards", "--type", "rune")
    assert "0E" not in p.stdout


def test_parquet_rows_name_their_decks(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    out = tmp_path / "rows.parquet"
    p = subprocess.run(["sh", "-c", "umask 027 && exec \"$@\"", "sh", *PY, "match",
                        "precon-jinx", "precon-viktor", "--games", "3", "--workers", "1",
                        "--out", str(out)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o640
    t = pq.read_table(out).to_pylist()
    assert [(r["deck_a"], r["deck_b"]) for r in t] == [("precon-jinx", "precon-viktor")] * 3
    from riftsim.sim.output import read_parquet_meta

    assert read_parquet_meta(str(out))["decks"]["b"]["label"] == "precon-viktor"


def test_a_failed_write_names_the_users_path_not_a_temporary_file(tmp_path):
    from riftsim.errors import RiftsimError
    from riftsim.sim.output import _atomic_write

    target = tmp_path / "rows.json"

    def fail(f):
        raise OSError(28, "No space left on device")

    with pytest.raises(RiftsimError) as err:
        _atomic_write(str(target), fail)
    assert str(target) in str(err.value) and ".riftsim-" not in str(err.value)
    assert "No space left" in str(err.value)
    assert os.listdir(tmp_path) == []                  # the temporary file is gone


def test_gauntlet_of_one_missing_folder_names_it(tmp_path):
    assert_bad_input(run("gauntlet", tmp_path / "nowhere" / ""), "nowhere", "no such file")
    assert_bad_input(run("gauntlet", "precon-jinx"), "at least two decks")


def test_gauntlet_text_without_decided_games():
    p = run("gauntlet", "precon-jinx", "precon-vi", "--games", "2", "--max-turns", "1",
            "--workers", "1")
    assert p.returncode == 0, p.stderr
    assert "nan" not in p.stdout and "no decided game" in p.stdout


@pytest.mark.parametrize("text, seed", [("010", 10), ("0x10", 16),
                                        (str((1 << 64) - 1), (1 << 64) - 1)])
def test_seed_forms(text, seed):
    p = run("match", "precon-jinx", "precon-vi", "--games", "1", "--seed", text, "--json",
            "--workers", "1")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["seed"] == seed


def test_an_agent_seat_given_twice_is_refused(capsys):
    from riftsim.cli import main

    assert main(["match", "precon-jinx", "precon-viktor", "--games", "2",
                 "--agent-a", "random", "--agent-a", "greedy"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["riftsim: error: --agent-a is given 2 times (random, greedy); it sets one "
                   "seat's agent once"]


def test_gauntlet_says_which_pairings_it_played_again(tmp_path, capsys):
    from riftsim.cli import main

    deck = tmp_path / "viktor.txt"
    assert main(["deck", "show", "precon-viktor", "--as", "text"]) == 0
    text = capsys.readouterr().out
    deck.write_text(text)
    results = str(tmp_path / "g.json")
    args = ["gauntlet", "precon-jinx", str(deck), "--games", "4", "--results", results]
    assert main(args) == 0
    assert "played again" not in capsys.readouterr().out
    lines = text.splitlines()                  # the same deck with one card swapped
    i = next(k for k, line in enumerate(lines) if line.startswith("3 "))
    j = next(k for k, line in enumerate(lines) if line.startswith("2 ") and k > i)
    lines[i] = "2 " + lines[i][2:]
    lines[j] = "3 " + lines[j][2:]
    deck.write_text("\n".join(lines) + "\n")
    assert main(args) == 0
    assert "played again (the results file's games were made from other decks or another " \
        "riftsim version): precon-jinx vs viktor" in capsys.readouterr().out
