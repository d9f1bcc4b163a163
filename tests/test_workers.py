"""The crash-surviving worker processes (riftsim.workers) and the soak's use of them: a worker
killed mid-chunk is reported with its chunk, the run goes on, and the soak replays the lost
games one by one to name the one that crashes."""

import faulthandler
import os
import signal

import pytest

from riftsim import fuzz
from riftsim.workers import WorkerLost, describe_exit, ordered_chunks, run_isolated

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="forked workers only")


def _die():
    faulthandler.disable()                # no crash report on the test's output
    os.kill(os.getpid(), signal.SIGSEGV)


def _square_or_die(chunk):
    if 13 in chunk:
        _die()
    if 99 in chunk:
        raise ValueError("bad chunk")
    return [x * x for x in chunk]


def test_results_come_in_order_and_a_dead_worker_loses_only_its_chunk():
    chunks = [[i, i + 1] for i in range(0, 30, 2)]
    out = list(ordered_chunks(_square_or_die, chunks, 2))
    assert [c for c, _ in out] == chunks
    lost = [(c, r) for c, r in out if isinstance(r, WorkerLost)]
    assert [c for c, _ in lost] == [[12, 13]]
    assert lost[0][1].how == "killed by SIGSEGV"
    assert all(r == [x * x for x in c] for c, r in out if c != [12, 13])


def test_an_exception_in_a_worker_is_raised_in_the_parent():
    with pytest.raises(ValueError, match="bad chunk"):
        list(ordered_chunks(_square_or_die, [[1], [99], [2]], 2))


def _noted(arg, note):
    for a in range(arg):
        note(a)
    if arg == 3:
        _die()
    return arg * 10


def test_an_isolated_job_reports_what_it_did_before_dying():
    assert run_isolated(_noted, 2) == (True, 20, [0, 1], 0)
    finished, result, notes, code = run_isolated(_noted, 3)
    assert (finished, result, notes) == (False, None, [0, 1, 2])
    assert describe_exit(code) == "killed by SIGSEGV"
    assert describe_exit(4) == "exit status 4"


def test_the_soak_survives_a_crashing_game_and_names_it(tmp_path, monkeypatch):
    real = fuzz._play_one

    def crash_game_5(i, on_action=None):
        if i == 5:
            if on_action is not None:
                on_action(7)
            _die()
        return real(i, on_action)

    monkeypatch.setattr(fuzz, "_play_one", crash_game_5)
    rep = fuzz.run_fuzz(12, seed=3, engine="core", agents=("random",), workers=2,
                        fixtures_dir=tmp_path)
    assert rep.games == 12 and not rep.interrupted
    assert [(f.game_index, f.invariant, f.actions) for f in rep.failures] == [(5, "crash", [7])]
    assert "killed by SIGSEGV applying action 7" in rep.failures[0].detail
    assert rep.notes == ["a worker process was killed by SIGSEGV playing game 5; it was "
                         "replayed in a process of its own"]
    assert (tmp_path / "fuzz-seed3-game5.json").exists()
    assert "note: a worker process was killed by SIGSEGV" in rep.format()


def test_parity_survives_a_crashing_game_and_names_it(tmp_path, monkeypatch):
    from riftsim import parity

    real = parity._play_game

    def crash_seed(engines, decks, game_seed, max_turns, **kw):
        if game_seed == crash_seed.target:
            if kw.get("on_action") is not None:
                kw["on_action"](3)
            _die()
        return real(engines, decks, game_seed, max_turns, **kw)

    crash_seed.target = parity.derive_seed(4, 2)
    monkeypatch.setattr(parity, "_play_game", crash_seed)
    rep = parity.run_parity(6, 4, max_turns=8, fixtures_dir=tmp_path, workers=2)
    assert rep.games == 6
    assert [(d.game_index, d.kind, d.actions) for d in rep.divergences] == [(2, "crash", [3])]
    assert "apply(3): the process was killed by SIGSEGV" in rep.divergences[0].detail


def test_a_match_pool_stops_with_an_error_naming_the_games():
    from riftsim.errors import RiftsimError
    from riftsim.sim.match import _run_in_pool

    taken = []
    with pytest.raises(RiftsimError, match="killed by SIGSEGV while playing game 13"):
        _run_in_pool(lambda j: _square_or_die([j]), range(20), taken.append, 2)
    assert taken == [[j * j] for j in range(13)]
