"""Shared fixtures: every scenario test runs on every engine that exists."""

from __future__ import annotations

import pytest

from riftsim.scenario import Scenario

#: engines scenario tests run on; the compiled core joins when it can build scenarios
ENGINES = ["reference"]


@pytest.fixture(params=ENGINES)
def engine(request) -> str:
    return request.param


@pytest.fixture
def scenario(engine):
    """`scenario(spec)` builds the position on the parametrized engine."""
    def make(spec: dict) -> Scenario:
        return Scenario.from_spec(spec, engine)
    return make
