# Card ops of Vendetta (VEN): Empower / Empowered (827-829) (reference/ops_ven.py).




cdef int empower(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven.empower: 1 if `o` became Empowered (on the board / legend zone, not already)."""
    cdef int z = c.s.o_zone[o]
    if (z != Z_BOARD and z != Z_LEGEND) or c.s.o_empowered[o]:
        return 0
    c.s.o_empowered[o] = 1
    emit(c, EV_EMPOWER, c.s.o_controller[o], o, -1, 1)
    fire_self(c, TE_EMPOWERED_SELF, o, NONE, NONE)
    c.s.dirty = 1
    return 1




cdef int disempower(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven.disempower: 1 if `o` was Empowered and is no longer."""
    if not c.s.o_empowered[o]:
        return 0
    c.s.o_empowered[o] = 0
    emit(c, EV_EMPOWER, c.s.o_controller[o], o, -1, 0)
    c.s.dirty = 1
    return 1




cdef int holds_empowered(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                       int32_t trigger_obj) noexcept nogil:
    """select.holds for conditions 130-139."""
    if cd[CD_NAME] == CN_EMPOWERED:          # 828: the source has the Empowered status
        return source >= 0 and c.s.o_empowered[source] != 0
    fail(c, 20)
    return 0




cdef int32_t trash_to_banishment(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven._trash_to_banishment: a card (no token) its owner's "trash_to_banish" passive
    covers, bound for the trash from anywhere but the Main Deck: the player banishing it
    instead, NONE."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n, k, s, r, first
    cdef const int32_t* st
    if c.s.o_token[o] or c.s.o_zone[o] == Z_DECK:
        return NONE
    n = static_sources(c, SK_TRASH_TO_BANISH, srcs)
    for k in range(n):
        s = srcs[k]
        if c.s.o_controller[s] != c.s.o_owner[o]:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_TRASH_TO_BANISH and (
                    st[S_COND] < 0 or holds(c, st[S_COND], c.s.o_controller[s], s, NONE)):
                return c.s.o_controller[s]
    return NONE
