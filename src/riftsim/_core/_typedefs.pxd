# Central C types for riftsim._core. Cimport these instead of redefining types per module:
#     from riftsim._core._typedefs cimport obj_t, card_t, u64
# Declarations only (no .pyx): cimporting this file costs nothing at run time.

from libc.stdint cimport int8_t, int16_t, int32_t, int64_t, uint8_t, uint32_t, uint64_t

ctypedef uint64_t u64      # RNG words, seeds, hashes
ctypedef uint32_t u32      # bit sets (object flags, keyword masks)
ctypedef uint8_t u8        # bytes of effect bytecode, booleans in arrays
ctypedef int64_t i64       # counters that can exceed 2**31 (batch totals, event counts)
ctypedef int32_t i32       # general signed index / return code (-1 = error)
ctypedef int32_t obj_t     # index into a game's object table; -1 = no object
ctypedef int32_t card_t    # index into the static card tables; -1 = no card
ctypedef int16_t small_t   # small game quantities: might, damage, buffs, costs, points
ctypedef int8_t player_t   # player (seat) index; -1 = no player
