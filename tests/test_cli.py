"""The `riftsim` command end to end (in-process), including its error handling."""

from __future__ import annotations

import json

from riftsim.cli import main
from riftsim.cards.pool import get_pool
from riftsim.decks import get_precon, load_deck


def test_play_prints_outcome_and_log(capsys):
    assert main(["play", "--deck", "starter-jinx", "--deck", "starter-viktor", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "result: player" in out and "== turn 1:" in out


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
    code = main(["play", "--deck", str(deck), "--deck", "starter-viktor"])
    err = capsys.readouterr().err
    if code == 2:       # Magma Wurm has no definition yet
        assert "Magma Wurm" in err
    else:               # once it is defined, the deck plays
        assert code == 0


def test_match_summary_and_out_file(capsys, tmp_path):
    out = tmp_path / "rows.csv"
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "6", "--workers", "1",
                 "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "A win rate" in text and "95% CI" in text
    assert out.read_text().startswith("game,seed,a_first,winner")


def test_match_bad_games_and_backend(capsys):
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "0"]) == 2
    assert main(["match", "starter-jinx", "starter-viktor", "--games", "2",
                 "--backend", "nowhere"]) == 2
    err = capsys.readouterr().err
    assert "positive" in err and "unknown backend" in err


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
