# Combat (reference/combat.py; rules 459-461): the end of a showdown, combat damage assignment
# (460.2) and the combat's resolution.




cdef int h_end_showdown(Ctx* c, Task* t) noexcept nogil:
    """348: every player passed focus in sequence."""
    cdef State* s = c.s
    cdef int32_t bf = s.sd_bf, present
    pop(c)
    if s.sd_combat:
        push(c, T_COMBAT_DAMAGE)
        return 0
    present = players_at_mask(c, bf + 1)     # 348.2
    s.sd_active = 0
    if popcount(present) == 1:
        establish_control(c, 0 if present == 1 else 1, bf)
    s.bfs[bf].contested_by = NONE
    s.dirty = 1
    return 0




cdef inline int32_t lethal_needed(Ctx* c, int32_t u, int32_t by) noexcept nogil:
    """460.2.c.3 (combat.lethal_needed): `by` the player assigning (ops_unl.pxi lethal_for)."""
    if lethal_for(c, by, u):
        return 1 + prevent_left(c, u)
    cdef int32_t m = might(c, u)
    if m < 0:
        m = 0
    m -= c.s.o_damage[u]
    return (m if m > 1 else 1) + prevent_left(c, u)    # 437.5.a (effects.pxi)




# combat_damage data: the TW_COMBAT_DAMAGE_* words (tasks.pxi); the damage assigned so far is
# per unit in s.o_assigned.

cdef int h_combat_damage(Ctx* c, Task* t) noexcept nogil:
    """460.2: attacker then defender assign all their Might among the other's units: Tank
    first (815), lethal in full before the next, the rest on the last unit."""
    cdef State* s = c.s
    cdef int32_t loc = s.sd_bf + 1, o, side, player, want, left, n, i, a, amount, uid, last
    cdef int32_t att = 0, dfn = 0, pa = 0, pd = 0, nv, nt, npl, nb, nu, k
    cdef int32_t units[MAXO]
    cdef int32_t victims[MAXO]
    cdef int32_t cands[MAXO]
    cdef int32_t opts[MAXO]
    cdef int tank, back, started
    if t.d[TW_COMBAT_DAMAGE_STARTED] == 0:
        nu = board_units(c, units, NONE)     # (the u_all index, in object order)
        for k in range(nu):
            o = units[k]
            if s.o_loc[o] == loc:
                if odesig(s, o) == ATTACKER:
                    att += 1
                    pa += combat_might(c, o)
                elif odesig(s, o) == DEFENDER:
                    dfn += 1
                    pd += combat_might(c, o)
        if att == 0 or dfn == 0:             # 460.1
            pop(c)
            push(c, T_COMBAT_RESOLUTION)
            return 0
        t.d[TW_COMBAT_DAMAGE_STARTED] = 1
        t.d[TW_COMBAT_DAMAGE_LEFT] = pa
        t.d[TW_COMBAT_DAMAGE_LEFT + 1] = pd
        t.d[TW_COMBAT_DAMAGE_LAST] = -1
        s.players[0].excess = 0
        s.players[1].excess = 0
        for o in range(MAXO):
            c.s.o_assigned[o] = 0
    while t.d[TW_COMBAT_DAMAGE_SIDE] < 2:
        side = t.d[TW_COMBAT_DAMAGE_SIDE]
        player = s.sd_attacker if side == 0 else s.sd_defender
        want = DEFENDER if side == 0 else ATTACKER
        nv = 0
        nu = board_units(c, units, NONE)
        for k in range(nu):
            o = units[k]
            if s.o_loc[o] == loc and odesig(s, o) == want:
                victims[nv] = o
                nv += 1
        left = t.d[TW_COMBAT_DAMAGE_LEFT + side]
        if left <= 0 or nv == 0:
            t.d[TW_COMBAT_DAMAGE_SIDE] = side + 1
            t.d[TW_COMBAT_DAMAGE_LAST] = -1
            continue
        # assignable(): open units are those with nothing assigned yet
        n = 0
        nt = 0
        npl = 0
        nb = 0
        started = 0
        for i in range(nv):
            o = victims[i]
            tank = kw_of(c, o, K_TANK) != 0
            back = kw_of(c, o, K_BACKLINE) != 0
            if not tank and not back and c.s.o_assigned[o] > 0:
                started = 1
            if c.s.o_assigned[o] == 0 and not cant_be_damaged(c, o):   # 460.2.c.9
                if tank and not back:
                    nt += 1
                elif not tank and not back:
                    npl += 1
                else:
                    nb += 1
        for i in range(nv):
            o = victims[i]
            if c.s.o_assigned[o] != 0 or cant_be_damaged(c, o):
                continue
            tank = kw_of(c, o, K_TANK) != 0
            back = kw_of(c, o, K_BACKLINE) != 0
            if nt:
                if tank:
                    cands[n] = o
                    n += 1
            elif npl:
                if (not tank and not back) or (tank and back and not started):
                    cands[n] = o
                    n += 1
            else:
                if back:
                    cands[n] = o
                    n += 1
        if n == 0:
            last = t.d[TW_COMBAT_DAMAGE_LAST] if t.d[TW_COMBAT_DAMAGE_LAST] >= 0 else \
                victims[nv - 1]
            c.s.o_assigned[last] += left
            s.players[player].excess += left
            t.d[TW_COMBAT_DAMAGE_LEFT + side] = 0
            continue
        if t.answer == NONE:
            for i in range(n):
                opts[i] = enc(A_TARGET, cands[i])
        a = choose(c, t, D_ASSIGN_DAMAGE, player, opts, n, -1)
        if a == WAIT:
            return WAIT
        uid = a & 0xFFFF
        amount = lethal_needed(c, uid, player)
        if left < amount:
            amount = left
        c.s.o_assigned[uid] += amount
        t.d[TW_COMBAT_DAMAGE_LEFT + side] = left - amount
        t.d[TW_COMBAT_DAMAGE_LAST] = uid
    pop(c)
    for o in range(s.n_objs):                # 460.2.d: simultaneously, by object id
        if c.s.o_assigned[o] > 0:
            deal_damage_by(c, o, c.s.o_assigned[o], NONE,   # by the player who assigned it
                           s.sd_attacker if odesig(s, o) == DEFENDER else s.sd_defender, 0)
    push(c, T_COMBAT_RESOLUTION)             # 460.3
    return 0




cdef int h_combat_resolution(Ctx* c, Task* t) noexcept nogil:
    """combat.h_combat_resolution (461.1): the combat cleanup; then each subsection of the
    Resolution Step lets the triggers the one before fired resolve first (HOT FEPR: sd_step,
    the loop pushes T_COMBAT_STEP once the chain is empty)."""
    cdef State* s = c.s
    cdef int32_t loc = s.sd_bf + 1, o, lim
    cdef int defenders = 0, attackers = 0, everyone = 0
    if kill_lethal_deciding(c, t, NULL) == WAIT:   # 461.1 (3a, 3b; cleanup.pxi)
        return WAIT
    pop(c)
    heal_all(c)                              # 3c
    lim = s.n_objs
    o = next_unit(c, NONE, -1, lim)          # (the u_all index, object order)
    while o >= 0:
        if s.o_loc[o] == loc and octl(s, o) == s.sd_defender:
            defenders = 1
        elif s.o_loc[o] == loc and octl(s, o) == s.sd_attacker:
            attackers = 1
        o = next_unit(c, NONE, o, lim)
    if defenders:                            # 3d
        everyone = attackers and controls_static(c, SK_TIE_RECALL_ALL, -1, s.sd_attacker)
        lim = s.n_objs
        o = next_unit(c, NONE, -1, lim)      # (Symbol of the Solari: all units there instead)
        while o >= 0:
            if s.o_loc[o] == loc and (everyone or octl(s, o) == s.sd_attacker):
                recall(c, o)
                s.sd_recalled = 1
            o = next_unit(c, NONE, o, lim)
    combat_after(c, STEP_CLEANED)
    return 0




cdef int h_combat_step(Ctx* c, Task* t) noexcept nogil:
    """combat.h_combat_step: the next subsection, once its window's chain is empty."""
    pop(c)
    combat_next(c, c.s.sd_step)
    return 0




cdef void combat_after(Ctx* c, int32_t step) noexcept nogil:
    """combat._after: subsection `step` is done: a FEPR window for the triggers it fired, or
    the next subsection."""
    c.s.sd_step = step
    if c.s.n_pending:
        c.s.dirty = 1
        return
    combat_next(c, step)




cdef void combat_next(Ctx* c, int32_t step) noexcept nogil:
    """combat.NEXT_STEP: the subsection after `step`."""
    if step == STEP_CLEANED:
        combat_result(c)
    elif step == STEP_RESULT:
        combat_control(c)
    else:
        combat_end(c)




cdef void combat_result(Ctx* c) noexcept nogil:
    """combat.combat_result (461.3): the result, where "when I win a combat" triggers."""
    cdef State* s = c.s
    cdef int32_t loc = s.sd_bf + 1, present, winner = NONE
    present = players_at_mask(c, loc)
    if popcount(present) == 1 and not s.sd_recalled:    # 461.3 (as amended, Unleashed FAQ)
        winner = 0 if present == 1 else 1
    emit(c, EV_COMBAT_END, winner, -1, loc, 0)
    fire_win_combat(c, loc, winner)          # "when I win a combat" (triggers.pxi)
    combat_after(c, STEP_RESULT)




cdef void combat_control(Ctx* c) noexcept nogil:
    """combat.combat_control (461.5): control and conquest, or a combat staged (461.3.d.1);
    the players with units here are counted now."""
    cdef State* s = c.s
    cdef int32_t loc = s.sd_bf + 1, bf = s.sd_bf, present, fd
    present = players_at_mask(c, loc)
    if popcount(present) == 2:               # 461.3.d.1
        s.bfs[bf].combat_staged = 1
    else:
        s.bfs[bf].contested_by = NONE        # 461.5.a
        if present:
            establish_control(c, 0 if present == 1 else 1, bf)
        elif s.bfs[bf].controller != NONE:   # 461.5.b
            s.bfs[bf].controller = NONE
            emit(c, EV_CONTROL, NONE, -1, loc, 0)
        fd = s.bfs[bf].facedown              # 461.5.c
        if fd != NONE and octl(s, fd) != s.bfs[bf].controller:
            move_to(c, fd, Z_TRASH, LOC_NONE, 0)
        fd = s.bfs[bf].facedown2             # (107.3.b.1)
        if fd != NONE and octl(s, fd) != s.bfs[bf].controller:
            move_to(c, fd, Z_TRASH, LOC_NONE, 0)
    s.players[0].excess = 0
    s.players[1].excess = 0
    combat_after(c, STEP_CONTROL)




cdef void combat_end(Ctx* c) noexcept nogil:
    """combat.combat_end (461.7): designations removed, "this combat" effects expire, "when a
    combat I was in ends" triggers."""
    cdef State* s = c.s
    cdef int32_t o, w
    cdef uint32_t bits
    for w in range(obj_words(s)):            # (the units on the board whose Might reads
        bits = s.u_all[w]                    # their designation: the u_all index)
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if odesig(s, o):
                might_changed_obj(c, o)
    for o in range(s.n_objs):
        odesig_set(s, o, 0)
    might_changed_none(c)                    # (as ever: might_ver moves on)
    drop_effects(c, DUR_COMBAT)
    s.sd_active = 0
    s.sd_step = 0
    s.sd_recalled = 0
    for o in range(s.n_objs):
        if oseen(s, o) and s.o_zone[o] == Z_BOARD:
            fire_self(c, TE_COMBAT_END_SELF, o, NONE, NONE)
    s.dirty = 1
