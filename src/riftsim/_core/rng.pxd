# The shared RNG, C level: xoshiro256** seeded through splitmix64.
#
# Same algorithm, bit for bit, as the pure-Python riftsim.rng (read its module docstring
# for the contract); tests/test_rng.py checks the two against each other and against
# committed known answers. The kernels are `cdef inline ... noexcept nogil` and defined
# here, in the .pxd, so that every extension that cimports them gets them inlined:
#
#     from riftsim._core.rng cimport xo_seed, xo_bounded, xo_shuffle
#
# The state is a plain `uint64_t[4]` that can live inside a game's flat state buffer.
# These kernels do no argument checking (the unchecked fast path): callers guarantee the
# preconditions written on each one. `CoreRng` (rng.pyx) is the checked Python-facing path.

from libc.stdint cimport uint16_t, int32_t, uint64_t

cdef enum:
    XO_WORDS = 4  # uint64_t words in a xoshiro256** state

cdef inline uint64_t sm64_mix(uint64_t z) noexcept nogil:
    """splitmix64's output function (a bijection of 64-bit words)."""
    z = (z ^ (z >> 30)) * <uint64_t>0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * <uint64_t>0x94D049BB133111EBULL
    return z ^ (z >> 31)

cdef inline uint64_t sm64_next(uint64_t* x) noexcept nogil:
    """Advance the splitmix64 state *x by the golden gamma and return the next output."""
    x[0] += <uint64_t>0x9E3779B97F4A7C15ULL
    return sm64_mix(x[0])

cdef inline uint64_t derive_seed_u64(uint64_t root, uint64_t index) noexcept nogil:
    """Seed of game `index` under root seed `root` (riftsim.rng.derive_seed)."""
    return sm64_mix(root + <uint64_t>0x9E3779B97F4A7C15ULL * (index + 1))

cdef inline void xo_seed(uint64_t* s, uint64_t seed) noexcept nogil:
    """Fill s[0..3] with four successive splitmix64 outputs from `seed` (never all zero)."""
    cdef uint64_t x = seed
    s[0] = sm64_next(&x)
    s[1] = sm64_next(&x)
    s[2] = sm64_next(&x)
    s[3] = sm64_next(&x)

cdef inline uint64_t xo_rotl(uint64_t x, int k) noexcept nogil:
    """Rotate left by k bits, 0 < k < 64."""
    return (x << k) | (x >> (64 - k))

cdef inline uint64_t xo_next(uint64_t* s) noexcept nogil:
    """Next xoshiro256** output; advances s[0..3]. Precondition: s is not all zero."""
    cdef uint64_t result = xo_rotl(s[1] * 5, 7) * 9
    cdef uint64_t t = s[1] << 17
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = xo_rotl(s[3], 45)
    return result

cdef inline uint64_t xo_bounded(uint64_t* s, uint64_t n) noexcept nogil:
    """Uniform integer in [0, n) by rejection. Precondition: n >= 1 (n == 0 divides by 0).

    threshold = (2**64 - n) % n, computed as (0 - n) % n in wrapping arithmetic; accepted
    draws r >= threshold number 2**64 - threshold, a multiple of n, so r % n is uniform.
    Always draws at least once (also for n == 1), exactly as the Python implementation.
    """
    cdef uint64_t threshold = (<uint64_t>0 - n) % n
    cdef uint64_t r = xo_next(s)
    while r < threshold:
        r = xo_next(s)
    return r % n

ctypedef fused shuffled_t:
    uint16_t
    int32_t


cdef inline void xo_shuffle(uint64_t* s, shuffled_t* a, Py_ssize_t n) noexcept nogil:
    """Fisher-Yates shuffle of a[0..n-1] in place (i from n-1 down to 1, j = bounded(i+1)):
    uint16 (zone lists: state.pxd zid_t) or int32 items, the same draws and the same
    permutation."""
    cdef Py_ssize_t i, j
    cdef shuffled_t tmp
    i = n - 1
    while i > 0:
        # invariant: a[i+1..n-1] is final; a[0..i] holds the items not yet placed
        j = <Py_ssize_t>xo_bounded(s, <uint64_t>(i + 1))
        tmp = a[i]
        a[i] = a[j]
        a[j] = tmp
        i -= 1


cdef class CoreRng:
    """Python-visible wrapper over one xoshiro256** state (same API as riftsim.rng.Rng)."""
    cdef uint64_t s[XO_WORDS]  # xoshiro256** state words s[0..3]; never all zero
