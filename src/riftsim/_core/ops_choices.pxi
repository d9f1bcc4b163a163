# Card ops: "choose one" (355.3 / 402.2), reflexive "then do this" triggers (387) and "you may
# pay <cost>. If you do, …" (reference/ops_choices.py).




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
        fail(c, ERR_CAP_PENDING)
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


cdef int op_choose_one(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_choices._choose_one: "choose one" of two blocks as it resolves (355.3); CO_KW
    WHO_OPPONENT: the opponent chooses, each of them with several (478.2.b); WHO_EACH: each
    other player, a teammate too (Party Favors), in turn order, then each one's block runs
    for them (vm.pxi each_opponent_ask)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ctl = item.controller, a
    cdef int32_t opts[2]
    if ins[CO_KW] == WHO_OPPONENT or ins[CO_KW] == WHO_EACH:
        if c.s.n_players > 2 and that_player(t, pc) == NONE:
            return each_opponent_ask(c, t, item, D_CHOOSE_MODE, ins[CO_KW] == WHO_EACH,
                                     pc + 1, ins[CO_AUX], pc + 1 + ins[CO_AUX], ins[CO_AUX2])
        ctl = 1 - item.controller            # (Game.opponent: 1v1)
    opts[0] = enc(A_INDEX, 0)
    opts[1] = enc(A_INDEX, 1)
    a = choose(c, t, D_CHOOSE_MODE, ctl, opts, 2, item.source)
    if a == WAIT:
        return WAIT
    if (a & 0xFFFF) == 0:
        run_nested(c, t, pc + 1, ins[CO_AUX])
    else:
        run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
    return 0


cdef int op_reflexive(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_choices._reflexive: "then do this" on the unit IT names (387); a card the previous
    instruction played, still pending on the chain, is waited for (refl_*: play.pxi puts the
    trigger on the chain once it is a permanent, 359.2; cleared if it can't be played). CO_KW 1
    ("them"): it remembers every object IT names, each marked O_REMEMBERED (the marks of the one
    before cleared); compile allows it only right after a Token instruction, whose IT is its
    tokens, consecutive new objects from it_obj (effects.pxi op_token)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ctl = item.controller, o
    if item.it_n > 0 and c.s.o_zone[item.it_obj] == Z_CHAIN:
        c.s.refl_obj = 1 + item.it_obj
        c.s.refl_ctl = ctl
        c.s.refl_src = item.source
        c.s.refl_ab = ins[CO_N]
        return 0
    if ins[CO_KW] == 1:
        for o in range(c.s.n_objs):
            oflag_set(c.s, o, O_REMEMBERED, 0)
        if item.it_n > 0:
            for o in range(item.it_obj, item.it_obj + item.it_n):
                if c.s.o_zone[o] == Z_BOARD:
                    oflag_set(c.s, o, O_REMEMBERED, 1)
    if item.it_n <= 0:
        return 0
    o = item.it_obj
    if c.s.o_zone[o] != Z_BOARD:
        return 0
    push_reflexive(c, ctl, item.source, ins[CO_N], o, c.s.o_loc[o])
    return 0





# ------------------------------------------------------------------ "you may pay …. If you do"

cdef int op_may_pay(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_choices._may_pay: "you may pay <cost>. If you do, …" on resolution (not a cost): asked
    only when the controller can pay it; YES pays it and runs the block (CO_AUX rows)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t opts[2]
    cdef int32_t a, ctl = item.controller
    cdef Price price
    memset(&price, 0, sizeof(Price))
    price.energy = ins[CO_N]
    if ins[CO_KW] >= 0:
        price_add_power(&price, ins[CO_KW])
    if ins[CO_DUR] >= 0:
        price_add_power(&price, ins[CO_DUR])
    if not can_pay(c, ctl, &price):
        return 0
    opts[0] = YES
    opts[1] = NO
    a = choose(c, t, D_MAY, ctl, opts, 2, item.source)
    if a == WAIT:
        return WAIT
    if a == YES:
        pay(c, ctl, &price)
        run_nested(c, t, pc + 1, ins[CO_AUX])
    return 0




cdef int op_unless_pays(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_choices._unless_pays: "… unless its controller pays <cost>": the controller of the
    first object of CO_REF decides on resolution (asked only when able to pay); YES pays it,
    otherwise (or unable) the block (CO_AUX rows) runs."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[2]
    cdef int32_t a, who, n = resolve_ref(c, item, ins, ids)
    cdef Price price
    if n == 0:
        return 0
    who = octl(c.s, ids[0])
    memset(&price, 0, sizeof(Price))
    price.energy = ins[CO_N]
    if ins[CO_KW] >= 0:
        price_add_power(&price, ins[CO_KW])
    if ins[CO_DUR] >= 0:
        price_add_power(&price, ins[CO_DUR])
    if can_pay(c, who, &price):
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_MAY, who, opts, 2, item.source)
        if a == WAIT:
            return WAIT
        if a == YES:
            pay(c, who, &price)
            return 0
    run_nested(c, t, pc + 1, ins[CO_AUX])
    return 0
