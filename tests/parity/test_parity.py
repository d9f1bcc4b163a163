"""The parity harness (DESIGN.md "Parity contract"): reference vs reference agrees, a
deliberately broken engine is caught at the right step with the right kind, fixtures replay,
and the `riftsim parity` command."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from riftsim.cli import main
from riftsim.errors import RiftsimError
from riftsim.decks import parse_text
from riftsim.events import Event, EventKind
from riftsim.game import new_game
from riftsim.parity import (
    EngineUnavailableError, core_available, random_decks, replay_fixture, run_parity,
    state_vector_field,
)
from riftsim.reference import observe

FIXTURES = Path(__file__).parent / "fixtures"


def reference(decks, *, seed=0, max_turns=None, **kw):
    return new_game(decks, seed=seed, engine="reference", max_turns=max_turns, **kw)


class Broken:
    """A reference game that lies about one protocol value from action `at` on."""

    def __init__(self, game, what: str, at: int):
        self._g, self._what, self._at, self._steps = game, what, at, 0

    def __getattr__(self, name):
        return getattr(self._g, name)

    def _on(self) -> bool:
        return self._steps >= self._at

    def apply(self, action):
        self._g.apply(action)
        self._steps += 1
        if self._what == "raise" and self._on():
            raise RuntimeError(f"boom at {self._steps}")

    def legal_actions(self):
        acts = self._g.legal_actions()
        if self._what == "legal_actions" and self._on():
            acts = acts[:-1]
        return acts

    @property
    def decision(self):
        d = self._g.decision
        if self._what == "decision" and self._on() and d is not None:
            from riftsim.protocol import Decision
            return Decision(d.kind, 1 - d.player, d.source)
        return d

    @property
    def events(self):
        ev = self._g.events
        if self._what == "events" and self._on():
            ev = ev + [Event(EventKind.HEAL, 0, 0, -1, 7)]
        return ev

    def state_vector(self):
        v = self._g.state_vector()
        if self._what == "state_vector" and self._on():
            v = v.copy()
            v[observe.HEADER + observe.PLAYER_FIELDS + 1] += 5    # player[1].energy
        return v


def broken(what: str, at: int):
    def factory(decks, *, seed=0, max_turns=None):
        return Broken(reference(decks, seed=seed, max_turns=max_turns), what, at)
    factory.engine_name = f"broken-{what}"
    return factory


# --------------------------------------------------------------------------- decks

def test_random_decks_are_deterministic_and_playable():
    kinds = []
    for s in range(24):
        a, b = random_decks(s)
        assert (a, b) == random_decks(s)
        kinds.append(a.name.startswith("precon-"))
        for d in (a, b):
            assert len(d) == 40 and len(d.runes) == 12
            assert max(d.counts().values()) <= 3 or d.name.startswith("precon-")
            e = parse_text(d.to_text())       # fixtures keep decks as text: lossless
            assert (e.legend, e.champion, e.main, e.battlefields, e.runes) == \
                (d.legend, d.champion, d.main, d.battlefields, d.runes)
    assert 6 <= sum(kinds) <= 18            # about half the games use precons
    g = new_game(random_decks(1), seed=1)   # new_game accepts them
    assert g.decision is not None


def test_card_filter_restricts_every_choice():
    from riftsim.cards.pool import get_pool

    pool = get_pool()
    banned = pool.by_id(random_decks(0)[0].legend)      # some implemented legend

    def no_fury(info):
        return "fury" not in info.domains and info.id != banned.id

    for s in range(16):
        for d in random_decks(s, no_fury):
            for cid in d.card_ids():
                assert no_fury(pool.by_id(cid)), (s, cid)
    # a filter no precon passes (it bans every precon legend): random decks only
    from riftsim.decks import get_precon, precon_ids

    precon_legends = {get_precon(p).legend for p in precon_ids()}
    for s in range(8):
        a, b = random_decks(s, lambda info: info.id not in precon_legends)
        assert a.legend not in precon_legends and b.legend not in precon_legends


# --------------------------------------------------------------------------- agreement

def test_reference_vs_reference_has_no_divergence(tmp_path):
    rep = run_parity(20, seed=11, engines=("reference", "reference"), max_turns=10,
                     fixtures_dir=tmp_path)
    assert rep.games == 20 and rep.steps > 400 and rep.unfinished == 0
    assert rep.divergences == [], rep.format()
    assert list(tmp_path.iterdir()) == []
    assert "20 games" in rep.format() and "0 divergences" in rep.format()


def test_state_vector_field_names_the_reference_layout():
    g = new_game(["precon-jinx", "precon-viktor"], seed=3)
    v = g.state_vector()
    p1 = observe.HEADER + observe.PLAYER_FIELDS
    assert state_vector_field(v, 0) == "turn"
    assert state_vector_field(v, p1 + 1) == "player[1].energy"
    assert state_vector_field(v, p1 + observe.PLAYER_FIELDS) == "battlefield[0].obj"
    last = len(v) - 1
    assert state_vector_field(v, last) == f"obj[{len(g.objs) - 1}].empowered"
    assert state_vector_field(v, last - 1) == f"obj[{len(g.objs) - 1}].might"
    assert state_vector_field(v, last - observe.OBJ_FIELDS + 4) == f"obj[{len(g.objs) - 1}].zone"


# --------------------------------------------------------------------------- divergences

@pytest.mark.parametrize("what, kind, at", [
    ("legal_actions", "legal_actions", 3),
    ("decision", "decision", 4),
    ("events", "events", 6),
    ("state_vector", "state_vector", 5),
    ("raise", "exception", 2),
])
def test_a_broken_engine_is_caught_at_its_step(tmp_path, what, kind, at):
    rep = run_parity(2, seed=5, engines=(reference, broken(what, at)), max_turns=10,
                     fixtures_dir=tmp_path)
    assert rep.games == 2 and len(rep.divergences) == 2       # every game stops at it
    d = rep.divergences[0]
    assert (d.game_index, d.step, d.kind) == (0, at, kind)
    assert len(d.actions) == at and d.engines == ("reference", f"broken-{what}")
    if kind == "state_vector":
        assert "player[1].energy" in d.detail
    if kind == "events":
        assert "HEAL" in d.detail
    if kind == "exception":
        assert "RuntimeError: boom at 2" in d.b and d.a == "ok"
    text = rep.format()
    assert "seed 5 game 0" in text and f"step {at}" in text and "2 divergences" in text
    # the fixture holds everything needed to replay, and replaying reproduces it
    path = Path(d.fixture)
    assert path.parent == tmp_path and path.name == "seed5-game0.json"
    data = json.loads(path.read_text())
    assert data["actions"] == d.actions and data["divergence"]["kind"] == kind
    assert len(data["decks"]) == 2 and "Legend" in data["decks"][0]
    again = replay_fixture(path, engines=(reference, broken(what, at)))
    assert again is not None and (again.step, again.kind, again.detail) == (at, kind, d.detail)
    # with two sound engines the same fixture replays a whole game without divergence
    assert replay_fixture(path, engines=("reference", "reference")) is None


def test_an_engine_that_cannot_start_a_game_is_a_divergence_not_a_crash(tmp_path):
    calls = []

    def flaky(decks, *, seed=0, max_turns=None):
        calls.append(seed)
        if len(calls) == 2:
            raise ValueError("cannot set up this one")
        return reference(decks, seed=seed, max_turns=max_turns)

    rep = run_parity(3, seed=2, engines=("reference", flaky), max_turns=4,
                     fixtures_dir=tmp_path)
    assert rep.games == 3 and [d.game_index for d in rep.divergences] == [1]
    d = rep.divergences[0]
    assert (d.step, d.kind) == (0, "exception") and "ValueError: cannot set up" in d.b


def test_an_unavailable_engine_is_one_error_for_the_run(tmp_path):
    def unbuilt(decks, *, seed=0, max_turns=None):
        raise NotImplementedError("not built yet")

    with pytest.raises(EngineUnavailableError, match="not built yet"):
        run_parity(50, seed=1, engines=("reference", unbuilt), fixtures_dir=tmp_path)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("kwargs, message", [
    ({"games": 0}, "at least 1"),
    ({"engines": ("reference", "nope")}, "unknown engine 'nope'"),
    ({"engines": ("reference",)}, "exactly two engines"),
])
def test_bad_arguments_are_refused(kwargs, message):
    from riftsim.errors import RiftsimError

    args = {"games": 1, "seed": 1, "engines": ("reference", "reference"),
            "fixtures_dir": False, **kwargs}
    with pytest.raises(RiftsimError, match=message):
        run_parity(**args)


# --------------------------------------------------------------------------- fixtures

def _fixtures():
    paths = sorted(FIXTURES.glob("*.json")) if FIXTURES.is_dir() else []
    if not paths:
        return [pytest.param(None, marks=pytest.mark.skip(
            reason="no parity fixtures in tests/parity/fixtures yet"))]
    return [pytest.param(p, id=p.stem) for p in paths]


@pytest.mark.parametrize("path", _fixtures())
def test_fixture_replays_without_divergence(path):
    engines = json.loads(path.read_text())["engines"]
    if "core" in engines and not core_available():
        pytest.skip("fixture names the core engine, which is not built (riftsim._core)")
    div = replay_fixture(path)
    assert div is None, div.format()


def test_a_stale_fixture_warns_and_plays_on(tmp_path):
    rep = run_parity(1, seed=5, engines=(reference, broken("state_vector", 4)), max_turns=6,
                     fixtures_dir=tmp_path)
    path = Path(rep.divergences[0].fixture)
    data = json.loads(path.read_text())
    data["actions"][2] = -12345                  # no engine offers this action
    path.write_text(json.dumps(data))
    with pytest.warns(UserWarning, match="not legal any more"):
        assert replay_fixture(path, engines=("reference", "reference")) is None


# --------------------------------------------------------------------------- CLI

def test_cli_reference_vs_reference_exits_0(capsys, tmp_path):
    code = main(["parity", "--games", "3", "--seed", "1", "--engines", "reference,reference",
                 "--fixtures", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0 and "3 games" in out and "0 divergences" in out


def test_cli_json_report(capsys, tmp_path):
    code = main(["parity", "--games", "1", "--seed", "2", "--engines", "reference,reference",
                 "--max-turns", "3", "--json", "--fixtures", str(tmp_path)])
    rep = json.loads(capsys.readouterr().out)
    assert code == 0 and rep["games"] == 1 and rep["divergences"] == [] and rep["steps"] > 0


def test_workers_give_the_same_report(tmp_path):
    """Forked workers play the same games and report them in the same order (a broken
    engine's divergence included)."""
    broken = lambda decks, **kw: Broken(reference(decks, **kw), "state_vector", 5)  # noqa: E731
    kw = dict(engines=(reference, broken), max_turns=4, fixtures_dir=False)
    one = run_parity(6, 3, **kw)
    two = run_parity(6, 3, workers=2, **kw)
    assert (two.games, two.steps, len(two.divergences)) == (one.games, one.steps, 6)
    assert [(d.game_index, d.step, d.kind) for d in two.divergences] == \
        [(d.game_index, d.step, d.kind) for d in one.divergences]
    with pytest.raises(RiftsimError, match="workers must be at least 1"):
        run_parity(1, 1, workers=0, **kw)


def test_focus_filter_builds_decks_around_the_cards():
    from riftsim.cards.pool import get_pool
    from riftsim.errors import RiftsimError
    from riftsim.parity import focus_filter

    pool = get_pool()
    f = focus_filter(["Hextech Ray"])
    assert f(pool.by_name("Hextech Ray")) and f(pool.by_name("Fury Rune"))
    cards = [c for c in pool.cards if c.implemented and c.type in ("unit", "spell", "gear")]
    assert 0.1 < sum(map(f, cards)) / len(cards) < 0.4   # the focus card and a 1-in-4 sample
    for deck in random_decks(3, card_filter=f):
        assert all(f(pool.by_id(c)) for c in deck.card_ids())
    with pytest.raises(RiftsimError, match="unknown card 'No Such Card'"):
        focus_filter(["No Such Card"])


@pytest.mark.parametrize("argv, message", [
    (["--focus", "No Such Card", "--engines", "reference,reference"], "unknown card"),
    (["--engines", "reference,bogus"], "unknown engine 'bogus'"),
    (["--engines", "reference"], "exactly two engines"),
    (["--games", "0", "--engines", "reference,reference"], "--games must be at least 1"),
])
def test_cli_bad_input_is_one_error_line(capsys, argv, message):
    assert main(["parity", "--games", "2", *argv]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("riftsim: error:") and message in err[0]


def test_cli_core_missing_is_one_error_line(capsys, tmp_path):
    if core_available():
        pytest.skip("the core engine exists")
    assert main(["parity", "--games", "5", "--fixtures", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "core" in err[0] and err[0].startswith("riftsim: error:")


# --------------------------------------------------------------------------- long runs

@pytest.mark.long
def test_long_reference_vs_reference(tmp_path):
    rep = run_parity(200, seed=2026, engines=("reference", "reference"), fixtures_dir=tmp_path)
    assert rep.divergences == [], rep.format()


@pytest.mark.long
def test_long_reference_vs_core():
    if not core_available():
        pytest.skip("the core engine is not built")
    from riftsim.parity import _core_filter

    rep = run_parity(200, seed=2026, engines=("reference", "core"), card_filter=_core_filter())
    assert rep.divergences == [], rep.format()


def test_state_vectors_compare_by_value():
    # the harness compares with np.array_equal: equal vectors from two games of one seed
    a = new_game(["precon-jinx", "precon-viktor"], seed=9).state_vector()
    b = new_game(["precon-jinx", "precon-viktor"], seed=9).state_vector()
    assert a is not b and np.array_equal(a, b)
