"""The Ray backend gives the same results as the local backends (issue: Monte Carlo at scale).

Runs against a local Ray instance started by the test; skipped where Ray is not installed
(it is part of the `test` extra)."""

from __future__ import annotations

import pytest

from riftsim.errors import RiftsimError
from riftsim.sim import simulate

ray = pytest.importorskip("ray")

A, B = "starter-jinx", "starter-viktor"


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_matches_local_backend(local_ray):
    on_ray = simulate(A, B, 10, seed=9, backend="ray")
    serial = simulate(A, B, 10, seed=9, backend="serial")
    assert on_ray.rows == serial.rows and on_ray.games == 10


def test_bad_ray_address_is_one_clear_error():
    if ray.is_initialized():
        ray.shutdown()
    with pytest.raises(RiftsimError, match="cannot start or reach Ray at 127.0.0.1:1"):
        simulate(A, B, 2, backend="ray", address="127.0.0.1:1")
