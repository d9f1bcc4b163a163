# Tournament lists, engineer tourA (numbers: opcodes 280-299, trigger events 160-165,
# condition kinds 180-189, static kinds 130-139, effect kinds 120-124). Reference:
# reference/ops_toura.py and the hooks it names.

cdef enum:
    SK_SHROUD_SELF = 130        # "I can't be chosen by enemy spells and abilities" (while
                                # its condition holds): Akali, Silent


# ------------------------------------------------------------------ Akali, Silent

cdef int toura_shrouded_self(Ctx* c, int32_t o) noexcept nogil:
    """ops_toura.shrouded_self: a "shroud_self" passive of `o` itself (on the board) holds."""
    cdef int32_t card, first, n, r
    cdef const int32_t* st
    if c.s.o_zone[o] != Z_BOARD or not has_static_kind(c, SK_SHROUD_SELF):
        return 0
    card = c.s.o_card[o]
    first = card_col(c.t, card, C_ST_FIRST)
    n = card_col(c.t, card, C_ST_N)
    for r in range(first, first + n):
        st = c.t.statics + r * SW
        if st[S_KIND] == SK_SHROUD_SELF and (
                st[S_COND] < 0 or holds(c, st[S_COND], c.s.o_controller[o], o, NONE)):
            return 1
    return 0
