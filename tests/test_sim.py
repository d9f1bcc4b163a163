"""Matchup simulation: defaults, identical rows across engines, backends and worker counts,
statistics, what a result records (meta) in every output format, bad input."""

from __future__ import annotations

import inspect
import io
import json
import math

import pytest

import riftsim
from riftsim.agents import parse_agent
from riftsim.errors import RiftsimError
from riftsim.sim import simulate, wilson
from riftsim.sim.match import CI_STEP, ROW_FIELDS
from riftsim.sim.output import FILE_FIELDS, ffa_fields, meta_path, read_parquet_meta, \
    write_result
from riftsim.sim.progress import ProgressBar, progress_line
from riftsim.sim.stats import quantiles
from riftsim.starters import load_starter

A, B = "starter-jinx", "starter-viktor"
HEURISTIC = str(parse_agent("heuristic"))     # every parameter, defaults included

#: a Python agent: always the first legal action (written to a file, named path#Class)
FIRST_AGENT = """
class First:
    def __init__(self, offset=0):
        self.offset = offset

    def act(self, observation, legal_actions):
        return legal_actions[min(self.offset, len(legal_actions) - 1)]
"""


def test_wilson_known_values():
    lo, hi = wilson(50, 100)
    assert math.isclose(lo, 0.4038, abs_tol=1e-4) and math.isclose(hi, 0.5962, abs_tol=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.28


def test_quantiles_match_linear_interpolation():
    q = quantiles([1, 2, 3, 4], qs=(0.5, 0.25))
    assert q[0.5] == 2.5 and q[0.25] == 1.75


# ------------------------------------------------------------------ defaults


def test_defaults_are_the_core_batch_loop_and_heuristic_agents():
    params = inspect.signature(simulate).parameters
    assert params["engine"].default == "core"
    res = simulate(A, B, 4, seed=1, backend="serial")
    assert res.meta["engine"] == "core" and "engine_requested" not in res.meta
    assert [res.meta["agents"][s]["spec"] for s in "ab"] == [HEURISTIC, HEURISTIC]
    assert res.meta["max_turns"] == 200


# ------------------------------------------------------------------ identical rows


def test_same_rows_on_every_engine():
    """Built-in agents decide in the core whatever plays the game: the batch loop, the core
    driven from Python, or the reference engine (kept in step with a core game)."""
    agents = ("heuristic", "random")
    batch = simulate(A, B, 5, seed=11, agents=agents, backend="serial")
    python = simulate(A, B, 5, seed=11, agents=agents, backend="serial", engine="core-python")
    ref = simulate(A, B, 5, seed=11, agents=agents, backend="serial", engine="reference")
    assert [r.meta["engine"] for r in (batch, python, ref)] == ["core", "core-python",
                                                               "reference"]
    assert batch.rows == python.rows == ref.rows
    assert list(batch.rows[0]) == list(ROW_FIELDS)
    assert {r["winner"] for r in batch.rows} <= {"a", "b", None}


def test_same_rows_for_any_worker_count_chunk_and_backend():
    serial = simulate(A, B, 40, seed=5, backend="serial")
    pooled = simulate(A, B, 40, seed=5, workers=2, backend="local")
    chunked = simulate(A, B, 40, seed=5, workers=2, backend="local", chunk=7)
    assert serial.rows == pooled.rows == chunked.rows
    assert serial.games == 40 and serial.wins_a + serial.wins_b + serial.draws == 40
    assert [r["game"] for r in chunked.rows] == list(range(40))
    assert pooled.meta["workers"] == 1            # one chunk of the batch loop: one worker
    assert chunked.meta["workers"] == 2 and serial.meta["backend"] == "serial"


def test_python_driven_core_on_a_pool_matches_the_batch_loop():
    batch = simulate(A, B, 12, seed=8, agents=("greedy", "random"), backend="serial")
    pooled = simulate(A, B, 12, seed=8, agents=("greedy", "random"), workers=2,
                      engine="core-python", chunk=5)
    assert pooled.rows == batch.rows and pooled.meta["workers"] == 2


def test_a_python_agent_plays_on_the_python_driven_core(tmp_path):
    """With a Python agent, engine "core" drives the core from Python and says so; the
    Python random agent draws from the same stream as the core's."""
    path = tmp_path / "first.py"
    path.write_text(FIRST_AGENT)
    res = simulate(A, B, 6, seed=3, agents=(f"{path}#First:offset=1", "random"),
                   backend="serial")
    assert res.meta["engine"] == "core-python" and res.meta["engine_requested"] == "core"
    assert "Python agents" in res.meta["engine_note"]
    a = res.meta["agents"]["a"]
    assert a["kind"] == "python" and a["params"] == {"offset": 1}
    pooled = simulate(A, B, 6, seed=3, agents=(f"{path}#First:offset=1", "random"),
                      workers=2, chunk=2)
    assert pooled.rows == res.rows
    py_random = simulate(A, B, 6, seed=3, agents=("riftsim.agents.RandomAgent", "heuristic"),
                         backend="serial")
    native = simulate(A, B, 6, seed=3, agents=("random", "heuristic"), backend="serial")
    assert py_random.rows == native.rows


def test_an_agent_error_in_a_worker_reaches_the_caller(tmp_path):
    from riftsim.errors import IllegalActionError

    (tmp_path / "bad.py").write_text("class Bad:\n    def act(self, obs, legal):\n"
                                     "        return -7\n")
    with pytest.raises(IllegalActionError, match="chose -7"):
        simulate(A, B, 4, seed=1, agents=(f"{tmp_path / 'bad.py'}#Bad", "random"),
                 workers=2, chunk=2)


def test_search_games_go_in_small_chunks():
    from riftsim.sim.match import CHUNKS, SEARCH_CHUNK, check_agents, default_chunk

    assert default_chunk("core", check_agents(("heuristic", "random"))) == CHUNKS["core"]
    assert default_chunk("core", check_agents(("search:playouts=2", "random"))) == SEARCH_CHUNK
    res = simulate(A, B, 12, seed=2, agents=("search:playouts=2", "random"), workers=2)
    assert res.meta["workers"] == 2 and res.games == 12


def test_seats_alternate_who_goes_first():
    res = simulate(A, B, 6, seed=2, backend="serial")
    assert [r["a_first"] for r in res.rows] == [True, False] * 3
    assert res.split(True)["games"] + res.split(False)["games"] == res.decided


def test_different_seeds_give_different_games():
    r1 = simulate(A, B, 6, seed=1, backend="serial")
    r2 = simulate(A, B, 6, seed=2, backend="serial")
    assert [r["seed"] for r in r1.rows] != [r["seed"] for r in r2.rows]


def test_until_ci_stops_at_the_same_game_for_any_chunk_and_worker_count():
    res = simulate(A, B, 3 * CI_STEP, seed=4, backend="serial", until_ci=0.9)
    assert res.games == CI_STEP and res.meta["until_ci"] == 0.9
    again = simulate(A, B, 3 * CI_STEP, seed=4, workers=2, chunk=70, until_ci=0.9)
    assert again.rows == res.rows
    full = simulate(A, B, 30, seed=4, backend="serial", until_ci=0.9)   # ends first
    assert full.games == 30


def test_running_counts_follow_the_rows():
    res = simulate(A, B, 10, seed=6, backend="serial")
    wins = res.wins_a
    res.rows = res.rows[:4]                         # another list: counted afresh
    assert res.wins_a == sum(r["winner"] == "a" for r in res.rows) <= wins
    res.rows.extend([{"winner": "a"}] * 3)
    assert res.wins_a == sum(r["winner"] == "a" for r in res.rows)


# ------------------------------------------------------------------ what a result records


def _check_meta(meta: dict, games: int = 8) -> None:
    assert meta["riftsim"] == riftsim.__version__
    assert meta["engine"] == "core" and meta["max_turns"] == 200
    assert meta["agents"]["a"] == {"name": "heuristic", "kind": "builtin", "spec": HEURISTIC,
                                   "params": dict(parse_agent("heuristic").params)}
    assert meta["agents"]["b"]["spec"] == "random"
    assert meta["seed"] == 3 and meta["games_requested"] == games
    assert meta["backend"] == "serial" and meta["workers"] == 1
    deck, listed = meta["decks"]["a"], load_starter(A)
    assert deck["label"] == A and deck["legend"] == listed.legend
    assert deck["champion"] == listed.champion and deck["main"] == list(listed.main)
    assert deck["runes"] == list(listed.runes) and len(deck["runes"]) == 12
    assert deck["battlefields"] == list(listed.battlefields)
    assert meta["decks"]["b"]["label"] == B


def test_summary_and_output_files_carry_the_meta(tmp_path):
    res = simulate(A, B, 8, seed=3, agents=("heuristic", "random"), backend="serial")
    s = res.summary()
    assert s["games"] == 8 and 0.0 <= s["ci95"][0] <= s["win_rate_a"] <= s["ci95"][1] <= 1.0
    assert s["turns"]["q10"] <= s["turns"]["q50"] <= s["turns"]["q90"]
    _check_meta(s["meta"])
    json.dumps(s)                                   # all of it serializable
    out = tmp_path / "r.json"
    write_result(res, str(out))
    data = json.loads(out.read_text())
    assert len(data["rows"]) == 8 and data["summary"]["wins_a"] == res.wins_a
    _check_meta(data["meta"])
    csv_out = tmp_path / "r.csv"
    write_result(res, str(csv_out))
    assert csv_out.read_text().count("\n") == 9
    _check_meta(json.loads(open(meta_path(str(csv_out))).read()))


def test_parquet_rows_and_meta(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    res = simulate(A, B, 8, seed=3, agents=("heuristic", "random"), backend="serial")
    out = tmp_path / "r.parquet"
    write_result(res, str(out))
    table = pq.read_table(str(out))
    assert table.num_rows == 8 and table.column("game").to_pylist() == list(range(8))
    _check_meta(json.loads(table.schema.metadata[b"riftsim"]))
    _check_meta(read_parquet_meta(str(out)))


def test_results_as_a_dataframe(monkeypatch):
    pytest.importorskip("pandas")
    from riftsim.sim.ffa import simulate_ffa

    res = simulate(A, B, 8, seed=3, agents=("heuristic", "random"), backend="serial")
    df = res.to_pandas()
    assert list(df.columns) == list(FILE_FIELDS) and len(df) == 8
    assert (df["winner"] == "a").sum() == res.wins_a and list(df["game"]) == list(range(8))
    _check_meta(df.attrs["riftsim"])
    ffa = simulate_ffa(["precon-jinx", "precon-viktor", "precon-vi"], 3, mode="ffa3",
                       agents=["random"] * 3, seed=2)
    fd = ffa.to_pandas()
    assert len(fd) == 3 and list(fd.columns) == list(ffa_fields(3))
    assert all(isinstance(w, list) for w in fd["winners"])
    monkeypatch.setitem(__import__("sys").modules, "pandas", None)     # pandas missing
    with pytest.raises(RiftsimError, match=r"needs pandas: pip install 'riftsim\[data\]'"):
        res.to_pandas()


def test_progress_line():
    line = progress_line(250, 1000, 0.5, wins=60, decided=100)
    assert line.startswith("[######" + "." * 18 + "] 250/1000 games  500 games/s  ETA 2s")
    assert line.endswith("A 60.0% [50.2, 69.1]")
    assert progress_line(1000, 1000, 2.0).endswith("ETA 0s")
    assert "ETA 1m40s" in progress_line(0 + 100, 1100, 10.0, who="x")


def test_progress_bar_writes_in_place():
    buf = io.StringIO()
    bar = ProgressBar(10, stream=buf)
    bar.update(5, wins=3, decided=5)
    bar.update(6)                                   # within the interval: skipped
    bar.update(10)                                  # the last one is always shown
    bar.close()
    text = buf.getvalue()
    assert text.count("\r") == 2 and "10/10 games" in text and text.endswith("\n")
    assert ProgressBar.for_terminal(10, enabled=False) is None


# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize("kwargs, message", [
    ({"n_games": 0}, "positive"),
    ({"backend": "cloud"}, "unknown backend"),
    ({"engine": "gpu"}, "unknown engine"),
    ({"seed": -1}, "seed"),
    ({"max_turns": 0}, "turn cap"),
    ({"agents": ("random", "genius")}, "unknown agent"),
    ({"agents": ("random",)}, "two agents"),
    ({"agents": ("search:playouts=lots", "random")}, "playouts must be int"),
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
