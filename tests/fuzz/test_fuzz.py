"""The soak harness (`riftsim fuzz`): its invariants catch broken engines, failures become
replayable fixtures, and small random games hold every invariant on both engines (hypothesis
property tests; the long soak is `riftsim fuzz --games 100000`)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftsim import fuzz
from riftsim.cli import main
from riftsim.decks.legality import legality
from riftsim.fuzz import (
    INVARIANTS, fuzz_decks, legal_random_deck, play_checked, replay_fuzz_fixture, run_fuzz,
)
from riftsim.parity import core_available
from riftsim.reference import observe as ob
from riftsim.reference.state import Zone
from riftsim.rng import Rng

FIXTURES = Path(__file__).parent / "fixtures"
ENGINES = ["reference"] + (["core"] if core_available() else [])
P0 = ob.HEADER                          # player 0's fields in the state vector
REAL_NEW_GAME = fuzz._new_game


# ----------------------------------------------------------------------------- decks

@pytest.mark.parametrize("seed", range(12))
def test_random_decks_are_legal_and_deterministic(seed):
    a = legal_random_deck(Rng(seed))
    assert legality(a).ok, legality(a).problems
    assert legal_random_deck(Rng(seed)) == a
    assert len(a.main) == 39 and len(a.runes) == 12 and len(set(a.battlefields)) == 3


# ----------------------------------------------------------------------------- broken engines

class _Broken:
    """A real game whose state vector (or decision) is spoiled from step `after` on."""

    def __init__(self, game, spoil, after):
        self._g, self._spoil, self._after, self.steps = game, spoil, after, 0

    def __getattr__(self, name):
        return getattr(self._g, name)

    def apply(self, action):
        self._g.apply(action)
        self.steps += 1

    def state_vector(self):
        v = np.array(self._g.state_vector())
        if self.steps >= self._after:
            self._spoil(v, self)
        return v


def _negative_energy(v, g):
    v[P0 + 1] = -1


def _hand_miscounted(v, g):
    v[P0 + 8] += 1


def _object_lost(v, g):
    v[10] -= 1                               # n_objs falls (the vector keeps its length)


def _lethal_left(v, g):
    n_objs = int(v[10])
    o0 = len(v) - n_objs * ob.OBJ_FIELDS
    from riftsim.cards.pool import get_pool

    pool = get_pool()
    objs = v[o0:].reshape(n_objs, ob.OBJ_FIELDS)
    for row in objs:
        if row[3] == int(Zone.BOARD) and pool[int(row[0])].type == "unit":
            row[6] = max(1, row[10])         # damage = Might: lethal
            return


SPOILS = {"non_negative": (_negative_energy, 3), "conservation": (_hand_miscounted, 2),
          "lethal_cleared": (_lethal_left, 0)}


def _factory(spoil, after):
    def make(engine, decks, seed, max_turns):
        return _Broken(REAL_NEW_GAME(engine, decks, seed, max_turns), spoil, after)
    return make


@pytest.mark.parametrize("invariant", sorted(SPOILS))
def test_a_broken_state_is_caught_by_its_invariant(invariant):
    spoil, after = SPOILS[invariant]
    decks = fuzz_decks(11)
    steps, taken, bad = play_checked("reference", decks, 11, ("random", "random"), 50,
                                     game_factory=_factory(spoil, after))
    assert bad is not None and bad[1] == invariant, bad
    if invariant != "lethal_cleared":
        assert bad[0] == after


def test_points_that_fall_are_caught():
    def spoil(v, g):
        v[P0] = 5 if g.steps == 4 else 0
    steps, taken, bad = play_checked("reference", fuzz_decks(11), 11, ("random", "random"), 50,
                                     game_factory=_factory(spoil, 4))
    assert bad == (5, "points_rise", "points went from [5, 0] to [0, 0]")


def test_a_game_that_does_not_end_is_caught():
    steps, taken, bad = play_checked("reference", fuzz_decks(11), 11, ("random", "random"), 50,
                                     max_steps=7)
    assert bad[:2] == (7, "game_ends") and len(taken) == 7


def test_an_engine_that_raises_is_caught():
    class Raising(_Broken):
        def apply(self, action):
            if self.steps == 2:
                raise RuntimeError("internal error 5")
            super().apply(action)

    def make(engine, decks, seed, max_turns):
        return Raising(REAL_NEW_GAME(engine, decks, seed, max_turns), lambda v, g: None, 99)
    steps, taken, bad = play_checked("reference", fuzz_decks(11), 11, ("random", "random"), 50,
                                     game_factory=make)
    assert bad[0] == 3 and bad[1] == "exception" and "internal error 5" in bad[2]


# ----------------------------------------------------------------------------- fixtures

def test_a_failure_is_saved_and_replays(tmp_path, monkeypatch):
    monkeypatch.setattr(fuzz, "_new_game", _factory(_negative_energy, 3))
    rep = run_fuzz(2, seed=5, engine="reference", agents=("random",), fixtures_dir=tmp_path)
    assert [f.invariant for f in rep.failures] == ["non_negative"] * 2
    path = Path(rep.failures[0].fixture)
    data = json.loads(path.read_text())
    assert data["kind"] == "fuzz" and data["failure"]["invariant"] == "non_negative"
    assert len(data["actions"]) == 3
    again = replay_fuzz_fixture(path)
    assert again is not None and (again.step, again.invariant) == (3, "non_negative")
    monkeypatch.setattr(fuzz, "_new_game", REAL_NEW_GAME)
    assert replay_fuzz_fixture(path) is None            # the real engine holds


def test_a_corrupt_fixture_is_refused(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text("{not json")
    with pytest.raises(fuzz.RiftsimError, match="not a fuzz fixture"):
        replay_fuzz_fixture(bad)


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda p: p.stem)
def test_saved_fuzz_failures_stay_fixed(path):
    data = json.loads(path.read_text())
    for engine in ENGINES:
        f = replay_fuzz_fixture(path, engine=engine)
        assert f is None, f"{engine}: {f.summary()} (was: {data['failure']})"


# ----------------------------------------------------------------------------- properties

@pytest.mark.parametrize("engine", ENGINES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1), pairing=st.sampled_from(
    [("random", "random"), ("random", "heuristic"), ("heuristic", "heuristic")]))
def test_random_games_hold_every_invariant(engine, seed, pairing):
    steps, taken, bad = play_checked(engine, fuzz_decks(seed), seed, pairing, 30)
    assert bad is None, f"{INVARIANTS[bad[1]]} at step {bad[0]}: {bad[2]}"


# ----------------------------------------------------------------------------- the command

def test_fuzz_command_reports_what_produced_it(tmp_path, capsys):
    engine = ENGINES[-1]
    rc = main(["fuzz", "--games", "3", "--seed", "9", "--engine", engine,
               "--fixtures", str(tmp_path), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0 and out["games"] == 3 and out["failures"] == []
    assert out["engine"] == engine and out["agents"] == ["random", "heuristic"]
    assert out["max_turns"] == 50 and out["seed"] == 9 and out["version"]
    assert out["steps"] > 0 and not list(tmp_path.iterdir())
    assert out["mode"] == "1v1"


def test_fuzz_report_names_the_mode_and_its_seating(tmp_path, capsys):
    """With three players the report names the mode and says how agents fill the seats."""
    rc = main(["fuzz", "--games", "2", "--seed", "9", "--mode", "ffa3",
               "--fixtures", str(tmp_path)])
    out = capsys.readouterr().out
    assert rc == 0 and "mode ffa3; engine core" in out
    assert "every assignment to the seats in turn" in out and "one per seat" in out


def test_fuzz_command_refuses_bad_input(capsys):
    assert main(["fuzz", "--games", "2", "--agents", "random,nosuch"]) == 2
    assert "unknown agent 'nosuch'" in capsys.readouterr().err
    assert main(["fuzz", "--games", "0"]) == 2
    assert main(["fuzz", "--agents", "x.py#Nope"]) == 2
