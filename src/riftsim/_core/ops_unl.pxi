# Card ops of Unleashed (UNL): XP (728-733) (reference/ops_unl.py).




cdef void gain_xp(Ctx* c, int32_t player, int32_t n) noexcept nogil:
    """ops_unl.gain_xp (730.1)."""
    if n <= 0:
        return
    c.s.players[player].xp += n
    emit(c, EV_XP, player, -1, -1, c.s.players[player].xp)
    c.s.dirty = 1


cdef int op_move_to_event_loc(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_unl._move_to_event_loc: move it to "that battlefield" (the event's location)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i, m = 0, loc
    cdef int32_t ids[MAXO]
    loc = item.rule_n
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD and c.s.o_loc[ids[i]] != loc:
            ids[m] = ids[i]
            m += 1
    if loc > LOC_BASE and m > 0:
        move_units(c, ids, m, loc, item.controller)
    return 0


cdef int op_cant_move(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_unl._cant_move: its controller can't move it this turn."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i
    cdef int32_t ids[MAXO]
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            add_effect(c, EK_CANT_MOVE, ids[i], 0, -1, DUR_TURN, c.s.o_controller[ids[i]])
    return 0
