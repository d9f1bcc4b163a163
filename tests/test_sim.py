"""Matchup simulation: determinism across workers/backends, statistics, bad input."""

from __future__ import annotations

import json
import math

import pytest

from riftsim.errors import RiftsimError
from riftsim.sim import simulate, wilson
from riftsim.sim.output import write_result
from riftsim.sim.stats import quantiles

A, B = "starter-jinx", "starter-viktor"


def test_wilson_known_values():
    lo, hi = wilson(50, 100)
    assert math.isclose(lo, 0.4038, abs_tol=1e-4) and math.isclose(hi, 0.5962, abs_tol=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.28


def test_quantiles_match_linear_interpolation():
    q = quantiles([1, 2, 3, 4], qs=(0.5, 0.25))
    assert q[0.5] == 2.5 and q[0.25] == 1.75


def test_same_results_for_any_worker_count():
    serial = simulate(A, B, 24, seed=5, backend="serial")
    pooled = simulate(A, B, 24, seed=5, workers=2, backend="local")
    assert serial.rows == pooled.rows
    assert serial.games == 24 and serial.wins_a + serial.wins_b + serial.draws == 24


def test_seats_alternate_who_goes_first():
    res = simulate(A, B, 6, seed=2, backend="serial")
    assert [r["a_first"] for r in res.rows] == [True, False] * 3
    assert res.split(True)["games"] + res.split(False)["games"] == res.decided


def test_different_seeds_give_different_games():
    r1 = simulate(A, B, 6, seed=1, backend="serial")
    r2 = simulate(A, B, 6, seed=2, backend="serial")
    assert [r["seed"] for r in r1.rows] != [r["seed"] for r in r2.rows]


def test_summary_fields(tmp_path):
    res = simulate(A, B, 8, seed=3, backend="serial")
    s = res.summary()
    assert s["games"] == 8 and 0.0 <= s["ci95"][0] <= s["win_rate_a"] <= s["ci95"][1] <= 1.0
    assert s["turns"]["q10"] <= s["turns"]["q50"] <= s["turns"]["q90"]
    out = tmp_path / "r.json"
    write_result(res, str(out))
    data = json.loads(out.read_text())
    assert len(data["rows"]) == 8 and data["summary"]["wins_a"] == res.wins_a
    csv_out = tmp_path / "r.csv"
    write_result(res, str(csv_out))
    assert csv_out.read_text().count("\n") == 9


def test_until_ci_stops_early():
    res = simulate(A, B, 400, seed=4, backend="serial", until_ci=0.9)
    assert res.games < 400


@pytest.mark.parametrize("kwargs, message", [
    ({"n_games": 0}, "positive"),
    ({"backend": "cloud"}, "unknown backend"),
    ({"agents": ("random", "genius")}, "unknown agent"),
])
def test_bad_input_is_refused(kwargs, message):
    args = {"n_games": 2, **kwargs}
    n = args.pop("n_games")
    with pytest.raises(RiftsimError, match=message):
        simulate(A, B, n, **args)


def test_unknown_deck_is_refused():
    with pytest.raises(RiftsimError, match="nope"):
        simulate(A, "nope", 2)


def test_unknown_output_format(tmp_path):
    res = simulate(A, B, 2, seed=1, backend="serial")
    with pytest.raises(RiftsimError, match="format"):
        write_result(res, str(tmp_path / "r.xlsx"))


def test_parquet_rows(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    res = simulate(A, B, 4, seed=1, backend="serial")
    out = tmp_path / "r.parquet"
    write_result(res, str(out))
    table = pq.read_table(str(out))
    assert table.num_rows == 4 and table.column("game").to_pylist() == [0, 1, 2, 3]
