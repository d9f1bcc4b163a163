"""The shared random number generator (pure-Python reference implementation).

This module is one half of the engines' parity contract (see DESIGN.md, "Determinism"):
``riftsim._core.rng`` implements exactly the same algorithm in Cython, and for the same
seed both produce the same stream of integers, the same bounded draws and the same
shuffles. Any change here must be made there too, and ``tests/test_rng.py`` checks both
against committed known answers.

The algorithm
-------------
* Generator: xoshiro256** (Blackman & Vigna, 2018), 256 bits of state ``s[0..3]``.
* Seeding: the state is four successive splitmix64 outputs, starting from the 64-bit seed.
  Consecutive splitmix64 outputs are distinct (its output mix is a bijection), so the state
  is never all zero.
* Bounded integers: ``bounded(n)`` for ``1 <= n < 2**64`` by rejection. With
  ``threshold = (2**64 - n) % n`` it draws ``r = next_u64()`` until ``r >= threshold`` and
  returns ``r % n``. The accepted range holds a whole number of copies of ``0..n-1``, so the
  result is exactly uniform. Every call draws at least once, even for ``n == 1``.
* Shuffle: Fisher-Yates from ``i = len - 1`` down to ``1`` with ``j = bounded(i + 1)``,
  swapping items ``i`` and ``j``.
* Per-game seeds: ``derive_seed(root, index)`` (below) so that game ``index`` of a run
  depends only on the root seed and the index, never on worker count or backend.

This is the RNG stored inside a game state. Agents draw from their own ``Rng`` instances,
never from the game's.
"""

from __future__ import annotations

import operator
from collections.abc import MutableSequence
from typing import Any, TypeVar

__all__ = ["MASK64", "GOLDEN_GAMMA", "Rng", "derive_seed", "splitmix64", "splitmix64_mix"]

MASK64 = 0xFFFF_FFFF_FFFF_FFFF
"""All 64 bits set: ``x & MASK64`` is ``x mod 2**64``."""

GOLDEN_GAMMA = 0x9E37_79B9_7F4A_7C15
"""splitmix64's increment, the odd integer closest to ``2**64 / golden ratio``."""

_T = TypeVar("_T")


def _check_u64(value: Any, what: str) -> int:
    """Return ``value`` as an int in ``[0, 2**64)`` or raise (TypeError / ValueError)."""
    value = operator.index(value)
    if not 0 <= value <= MASK64:
        raise ValueError(f"{what} must be in [0, 2**64), got {value}")
    return value


def splitmix64_mix(z: int) -> int:
    """splitmix64's output function: a bijective 64-bit mix of ``z`` (``0 <= z < 2**64``)."""
    z = ((z ^ (z >> 30)) * 0xBF58_476D_1CE4_E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D0_49BB_1331_11EB) & MASK64
    return z ^ (z >> 31)


def splitmix64(x: int) -> tuple[int, int]:
    """One splitmix64 step from state ``x``: return ``(new_state, output)``.

    ``new_state = (x + GOLDEN_GAMMA) mod 2**64`` and ``output = splitmix64_mix(new_state)``;
    from ``x = 0`` the first output is ``0xE220A8397B1DCDAF`` (Vigna's reference).
    """
    x = (x + GOLDEN_GAMMA) & MASK64
    return x, splitmix64_mix(x)


def derive_seed(root: int, index: int) -> int:
    """The seed of game ``index`` (``>= 0``) in a run whose root seed is ``root``.

    ``derive_seed(root, index) = splitmix64_mix((root + GOLDEN_GAMMA * (index + 1)) mod 2**64)``,
    which is the ``index``-th (0-based) output of a splitmix64 stream started at ``root``,
    computed by random access. It depends only on ``root`` and ``index``, so a batch of games
    gives the same results however it is split across workers, and different indices of one
    root give different seeds (the mix is a bijection and ``GOLDEN_GAMMA`` is odd, so indices
    ``0 .. 2**64 - 1`` map to distinct seeds).
    """
    root = _check_u64(root, "root seed")
    index = _check_u64(index, "game index")
    return splitmix64_mix((root + GOLDEN_GAMMA * (index + 1)) & MASK64)


class Rng:
    """xoshiro256** with splitmix64 seeding; the engines' shared RNG (see module docstring).

    ``Rng(seed)`` takes an integer seed in ``[0, 2**64)``. The state is the tuple ``state``
    (four 64-bit ints) and is interchangeable with ``riftsim._core.rng.CoreRng``:
    ``CoreRng.from_state(rng.state)`` continues the same stream.
    """

    __slots__ = ("_s0", "_s1", "_s2", "_s3")

    def __init__(self, seed: int) -> None:
        x = _check_u64(seed, "seed")
        x, self._s0 = splitmix64(x)
        x, self._s1 = splitmix64(x)
        x, self._s2 = splitmix64(x)
        x, self._s3 = splitmix64(x)

    # -- state ------------------------------------------------------------------------

    @property
    def state(self) -> tuple[int, int, int, int]:
        """The four 64-bit state words ``(s0, s1, s2, s3)``."""
        return (self._s0, self._s1, self._s2, self._s3)

    @classmethod
    def from_state(cls, state: tuple[int, int, int, int]) -> Rng:
        """A generator at exactly ``state`` (four ints in ``[0, 2**64)``, not all zero)."""
        words = tuple(state)
        if len(words) != 4:
            raise ValueError(f"state must have 4 words, got {len(words)}")
        s0, s1, s2, s3 = (_check_u64(w, "state word") for w in words)
        if not (s0 or s1 or s2 or s3):
            raise ValueError("xoshiro256** state must not be all zero")
        rng = cls.__new__(cls)
        rng._s0, rng._s1, rng._s2, rng._s3 = s0, s1, s2, s3
        return rng

    def clone(self) -> Rng:
        """An independent copy at the same state."""
        rng = type(self).__new__(type(self))
        rng._s0, rng._s1, rng._s2, rng._s3 = self._s0, self._s1, self._s2, self._s3
        return rng

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rng):
            return NotImplemented
        return self.state == other.state

    __hash__ = None  # type: ignore[assignment]  # mutable: not hashable

    def __reduce__(self) -> tuple[Any, tuple[tuple[int, int, int, int]]]:
        return (type(self).from_state, (self.state,))

    def __repr__(self) -> str:
        return "Rng.from_state(({:#x}, {:#x}, {:#x}, {:#x}))".format(*self.state)

    # -- draws ------------------------------------------------------------------------

    def next_u64(self) -> int:
        """The next 64-bit output of xoshiro256**, an int in ``[0, 2**64)``."""
        s0, s1, s2, s3 = self._s0, self._s1, self._s2, self._s3
        # result = rotl(s1 * 5, 7) * 9
        r = (s1 * 5) & MASK64
        result = ((((r << 7) | (r >> 57)) & MASK64) * 9) & MASK64
        t = (s1 << 17) & MASK64
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 45) | (s3 >> 19)) & MASK64  # rotl(s3, 45)
        self._s0, self._s1, self._s2, self._s3 = s0, s1, s2, s3
        return result

    def bounded(self, n: int) -> int:
        """A uniform int in ``[0, n)`` for ``1 <= n < 2**64`` (rejection sampling).

        Raises ``ValueError`` for ``n`` outside that range.
        """
        n = operator.index(n)
        if not 1 <= n <= MASK64:
            raise ValueError(f"bounded(n) needs 1 <= n < 2**64, got {n}")
        threshold = (MASK64 + 1 - n) % n
        r = self.next_u64()
        while r < threshold:
            r = self.next_u64()
        return r % n

    def shuffle(self, seq: MutableSequence[_T]) -> None:
        """Shuffle ``seq`` in place (Fisher-Yates, last position first)."""
        bounded = self.bounded
        for i in range(len(seq) - 1, 0, -1):
            j = bounded(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
