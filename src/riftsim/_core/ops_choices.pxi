# Card ops: "choose one" (355.3 / 402.2) and reflexive "then do this" triggers (387)
# (reference/ops_choices.py).




cdef inline int choose_one_rows(const int32_t* ins) noexcept nogil:
    if ins[CO_OP] == OP_CHOOSE_ONE:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    return 1




cdef int holds_moved(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                     int32_t trigger_obj) noexcept nogil:
    if cd[CD_NAME] == CN_MOVED_GE:           # select.holds "moved_ge" (441)
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and \
            c.s.o_moves[source] >= cd[CD_A0]
    fail(c, 240)
    return 0




cdef int push_reflexive(Ctx* c, int32_t controller, int32_t source, int32_t ability,
                        int32_t trigger_obj, int32_t here) noexcept nogil:
    """g.triggered.append(PendingTrigger(controller, source, ability, trigger_obj, here))."""
    cdef Pending* pt
    if c.s.n_pending >= MAXPT:
        fail(c, 241)
        return 0
    pt = &c.s.pending[c.s.n_pending]
    c.s.n_pending += 1
    memset(pt, 0, sizeof(Pending))
    pt.controller = controller
    pt.source = source
    pt.ability = ability
    pt.trigger_obj = trigger_obj
    pt.here = here
    return 1
