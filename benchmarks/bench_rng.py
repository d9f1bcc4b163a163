"""Shared RNG: pure-Python ``riftsim.rng.Rng`` vs Cython ``riftsim._core.rng.CoreRng``.

Each benchmark checks its result against the other implementation once, so a benchmark run
can never time a broken kernel. Groups pair the two implementations of one operation.
"""

import numpy as np
import pytest

from riftsim._core.rng import CoreRng, fill_u64
from riftsim._core.rng import derive_seed as core_derive_seed
from riftsim.rng import Rng, derive_seed

IMPLS = pytest.mark.parametrize("impl", [Rng, CoreRng], ids=["python", "core"])
N_CALLS = 10_000


def _draws(rng, n):
    next_u64 = rng.next_u64
    return [next_u64() for _ in range(n)]


@IMPLS
@pytest.mark.benchmark(group="next_u64 x10k (method calls)")
def test_next_u64(benchmark, impl):
    rng = impl(1)
    benchmark(_draws, rng, N_CALLS)
    assert _draws(impl(2), 100) == _draws(Rng(2), 100)


@pytest.mark.benchmark(group="1M raw outputs")
def test_fill_u64_core(benchmark):
    out = benchmark(fill_u64, 1, 1_000_000)
    assert int(out[-1]) == int(fill_u64(1, 1_000_000)[-1])
    assert [int(x) for x in out[:100]] == _draws(Rng(1), 100)


@pytest.mark.benchmark(group="1M raw outputs")
def test_fill_u64_python(benchmark):
    def python_fill():
        return np.array(_draws(Rng(1), 1_000_000), dtype=np.uint64)

    out = benchmark.pedantic(python_fill, rounds=3, iterations=1)
    assert np.array_equal(out, fill_u64(1, 1_000_000))


def _bounded(rng, n, calls):
    bounded = rng.bounded
    return [bounded(n) for _ in range(calls)]


@IMPLS
@pytest.mark.parametrize("n", [52, 2**63 + 1], ids=["n=52", "n=2**63+1"])
@pytest.mark.benchmark(group="bounded x10k")
def test_bounded(benchmark, impl, n):
    benchmark(_bounded, impl(3), n, N_CALLS)
    assert _bounded(impl(4), n, 100) == _bounded(Rng(4), n, 100)


@IMPLS
@pytest.mark.benchmark(group="shuffle 40-card list")
def test_shuffle_list(benchmark, impl):
    rng = impl(5)
    deck = list(range(40))
    benchmark(rng.shuffle, deck)
    a, b = list(range(40)), list(range(40))
    impl(6).shuffle(a)
    Rng(6).shuffle(b)
    assert a == b


@pytest.mark.benchmark(group="shuffle 40-card list")
def test_shuffle_int32_array_core(benchmark):
    rng = CoreRng(5)
    deck = np.arange(40, dtype=np.int32)
    benchmark(rng.shuffle, deck)
    a, b = np.arange(40, dtype=np.int32), list(range(40))
    CoreRng(6).shuffle(a)
    Rng(6).shuffle(b)
    assert a.tolist() == b


@pytest.mark.parametrize("fn", [derive_seed, core_derive_seed], ids=["python", "core"])
@pytest.mark.benchmark(group="derive_seed x10k")
def test_derive_seed(benchmark, fn):
    def run():
        return [fn(12345, i) for i in range(N_CALLS)]

    out = benchmark(run)
    assert out[:100] == [derive_seed(12345, i) for i in range(100)]
