# Python-facing side of the shared RNG: CoreRng and batch helpers for tests and benchmarks.
#
# The kernels (xo_next, xo_bounded, xo_seed, xo_shuffle, ...) are inline functions in
# rng.pxd. Compiler directives (boundscheck, wraparound, cdivision, ...) are set for every
# extension in setup.py, where RIFTSIM_DEBUG=1 turns bounds checks back on; they are not
# repeated here so that the debug switch can take effect.
"""The shared RNG, compiled: ``CoreRng`` has the same API and stream as ``riftsim.rng.Rng``."""

import operator

import numpy as np

from libc.stdint cimport int32_t, uint64_t
from libc.string cimport memcpy

__all__ = ["CoreRng", "derive_seed", "fill_u64"]

cdef object _MASK64 = 0xFFFFFFFFFFFFFFFF


cdef uint64_t _check_u64(object value, str what) except? 0:
    """Python-level argument check: an int in [0, 2**64), else TypeError / ValueError."""
    value = operator.index(value)
    if not 0 <= value <= _MASK64:
        raise ValueError(f"{what} must be in [0, 2**64), got {value}")
    return <uint64_t>value


def derive_seed(root, index):
    """The seed of game ``index`` under root seed ``root``; same as ``riftsim.rng.derive_seed``."""
    cdef uint64_t r = _check_u64(root, "root seed")
    cdef uint64_t i = _check_u64(index, "game index")
    return derive_seed_u64(r, i)


def fill_u64(seed, Py_ssize_t n):
    """The first ``n`` outputs of ``CoreRng(seed)`` as a numpy ``uint64`` array."""
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    cdef uint64_t s[XO_WORDS]
    xo_seed(s, _check_u64(seed, "seed"))
    out = np.empty(n, dtype=np.uint64)
    cdef uint64_t[::1] view = out
    cdef Py_ssize_t i
    with nogil:
        for i in range(n):
            view[i] = xo_next(s)
    return out


cdef class CoreRng:
    """xoshiro256** with splitmix64 seeding over a C ``uint64_t[4]`` state.

    Same algorithm, API and stream as ``riftsim.rng.Rng``; states are interchangeable
    (``Rng.from_state(core.state)`` continues the same stream, and vice versa).
    """

    def __init__(self, seed):
        xo_seed(self.s, _check_u64(seed, "seed"))

    # -- state ------------------------------------------------------------------------

    @property
    def state(self):
        """The four 64-bit state words ``(s0, s1, s2, s3)``."""
        return (self.s[0], self.s[1], self.s[2], self.s[3])

    @classmethod
    def from_state(cls, state):
        """A generator at exactly ``state`` (four ints in ``[0, 2**64)``, not all zero)."""
        words = tuple(state)
        if len(words) != 4:
            raise ValueError(f"state must have 4 words, got {len(words)}")
        cdef uint64_t w[XO_WORDS]
        cdef int k
        for k in range(XO_WORDS):
            w[k] = _check_u64(words[k], "state word")
        if not (w[0] | w[1] | w[2] | w[3]):
            raise ValueError("xoshiro256** state must not be all zero")
        cdef CoreRng rng = cls.__new__(cls)
        memcpy(rng.s, w, sizeof(w))
        return rng

    def clone(self):
        """An independent copy at the same state."""
        cdef CoreRng rng = type(self).__new__(type(self))
        memcpy(rng.s, self.s, sizeof(self.s))
        return rng

    def __eq__(self, other):
        if not isinstance(other, CoreRng):
            return NotImplemented
        cdef CoreRng o = <CoreRng>other
        return (self.s[0] == o.s[0] and self.s[1] == o.s[1]
                and self.s[2] == o.s[2] and self.s[3] == o.s[3])

    __hash__ = None  # mutable: not hashable

    def __reduce__(self):
        return (type(self).from_state, (self.state,))

    def __repr__(self):
        return "CoreRng.from_state(({:#x}, {:#x}, {:#x}, {:#x}))".format(*self.state)

    # -- draws ------------------------------------------------------------------------

    def next_u64(self):
        """The next 64-bit output of xoshiro256**, an int in ``[0, 2**64)``."""
        return xo_next(self.s)

    def bounded(self, n):
        """A uniform int in ``[0, n)`` for ``1 <= n < 2**64`` (rejection sampling).

        Raises ``ValueError`` for ``n`` outside that range.
        """
        n = operator.index(n)
        if not 1 <= n <= _MASK64:
            raise ValueError(f"bounded(n) needs 1 <= n < 2**64, got {n}")
        return xo_bounded(self.s, <uint64_t>n)

    def shuffle(self, seq):
        """Shuffle ``seq`` in place (Fisher-Yates, last position first).

        A writable, C-contiguous 1-D ``int32`` numpy array takes the ``xo_shuffle``
        kernel; any other mutable sequence is shuffled item by item. Both give the same
        permutation as ``riftsim.rng.Rng.shuffle`` from the same state.
        """
        cdef int32_t[::1] arr
        cdef Py_ssize_t n, i, j
        if (isinstance(seq, np.ndarray) and seq.dtype == np.int32 and seq.ndim == 1
                and seq.flags.c_contiguous and seq.flags.writeable):
            arr = seq
            n = arr.shape[0]
            if n > 1:
                with nogil:
                    xo_shuffle(self.s, &arr[0], n)
            return
        n = len(seq)
        for i in range(n - 1, 0, -1):
            j = <Py_ssize_t>xo_bounded(self.s, <uint64_t>(i + 1))
            seq[i], seq[j] = seq[j], seq[i]
