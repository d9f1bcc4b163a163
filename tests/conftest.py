"""Shared fixtures: every scenario test runs on every engine that exists."""

from __future__ import annotations

import pytest

from riftsim.scenario import Scenario

#: engines scenario tests run on: a position holding a card the compiled core does not run
#: yet is skipped on the core with the reason (riftsim.core.unsupported_reason)
ENGINES = ["reference", "core"]


@pytest.fixture(params=ENGINES)
def engine(request) -> str:
    return request.param


@pytest.fixture
def scenario(engine):
    """`scenario(spec)` builds the position on the parametrized engine (`pool=`: another card
    pool, riftsim.cards.pool.pool_with; other keywords go to `Scenario.from_spec`)."""
    def make(spec: dict, pool=None, **kw) -> Scenario:
        if engine == "core":
            from riftsim.core import UnsupportedCardError
            from riftsim.modes import ENGINES_OF

            if "core" not in ENGINES_OF.get(spec.get("mode", "1v1"), ("core",)):
                pytest.skip(f"the compiled core plays 1v1 and best of three only, not "
                            f"{spec['mode']}")
            try:
                return Scenario.from_spec(spec, engine, pool, **kw)
            except UnsupportedCardError as e:
                pytest.skip(str(e))
        return Scenario.from_spec(spec, engine, pool, **kw)
    return make


@pytest.fixture
def ffa_games(monkeypatch):
    """`ffa_games(play)` makes every game of a free-for-all or 2v2 run (match, gauntlet) go
    through `play`, called as `riftsim.sim.ffa.play_ffa_game` is, on both paths: games driven
    from Python, and the core's batch loop (`ffa_batch_rows`, in chunks of one game)."""
    import riftsim.sim.ffa as ffa_mod

    def route(play) -> None:
        def rows(decks, start, count, root_seed, *, mode, agents, max_turns, orders=None):
            return [play(decks, start + i, root_seed, mode=mode, agents=agents,
                         max_turns=max_turns, engine="core",
                         order=None if orders is None else list(orders[i]))
                    for i in range(count)]
        monkeypatch.setattr(ffa_mod, "play_ffa_game", play)
        monkeypatch.setattr(ffa_mod, "ffa_batch_rows", rows)
        monkeypatch.setattr(ffa_mod, "BATCH_CHUNK", 1)
    return route


@pytest.fixture
def child_pids():
    """`child_pids(pid)`: the process ids of `pid`'s children (Linux: /proc; [] elsewhere or
    once it has ended)."""
    def children(pid: int) -> list[int]:
        try:
            with open(f"/proc/{pid}/task/{pid}/children") as f:
                return [int(x) for x in f.read().split()]
        except OSError:
            return []
    return children
