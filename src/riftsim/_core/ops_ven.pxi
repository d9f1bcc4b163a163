# Card ops of Vendetta (VEN): Empower / Empowered (827-829) (reference/ops_ven.py).




cdef int empower(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven.empower: 1 if `o` became Empowered (on the board / legend zone, not already)."""
    cdef int z = c.s.o_zone[o]
    if (z != Z_BOARD and z != Z_LEGEND) or oflag(c.s, o, O_EMPOWERED):
        return 0
    oflag_set(c.s, o, O_EMPOWERED, 1)
    emit(c, EV_EMPOWER, octl(c.s, o), o, -1, 1)
    fire_self(c, TE_EMPOWERED_SELF, o, NONE, NONE)
    c.s.dirty = 1
    return 1




cdef int disempower(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven.disempower: 1 if `o` was Empowered and is no longer."""
    if not oflag(c.s, o, O_EMPOWERED):
        return 0
    oflag_set(c.s, o, O_EMPOWERED, 0)
    emit(c, EV_EMPOWER, octl(c.s, o), o, -1, 0)
    c.s.dirty = 1
    return 1




cdef int holds_empowered(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                       int32_t trigger_obj) noexcept nogil:
    """select.holds for conditions 130-139."""
    if cd[CD_NAME] == CN_EMPOWERED:          # 828: the source has the Empowered status
        return source >= 0 and oflag(c.s, source, O_EMPOWERED) != 0
    fail(c, 20)
    return 0




cdef int32_t trash_to_banishment(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven._trash_to_banishment: a card (no token) its owner's "trash_to_banish" passive
    covers, bound for the trash from anywhere but the Main Deck: the player banishing it
    instead, NONE."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n, k, s, r, first
    cdef const int32_t* st
    if oflag(c.s, o, O_TOKEN) or c.s.o_zone[o] == Z_DECK:
        return NONE
    n = static_sources(c, SK_TRASH_TO_BANISH, srcs)
    for k in range(n):
        s = srcs[k]
        if octl(c.s, s) != oowner(c.s, o):
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_TRASH_TO_BANISH and (
                    st[S_COND] < 0 or holds(c, st[S_COND], octl(c.s, s), s, NONE)):
                return octl(c.s, s)
    return NONE


cdef int op_burn_who(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ven._burn: [Burn N] of the opponent, or of a player chosen first."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ctl = item.controller, a, x
    cdef int32_t opts[MAXO + 1]
    if ins[CO_KW] == 3:
        for x in range(c.s.n_players):       # (players_from(0))
            opts[x] = enc(A_INDEX, x)
        a = choose(c, t, D_CHOOSE_PLAYER, ctl, opts, c.s.n_players, item.source)
        if a == WAIT:
            return WAIT
        x = a & 0xFFFF
    else:
        x = an_opponent(c, t, item, pc, TW_RESOLVE_OP_PROGRESS, 0)
        if x == WAIT:
            return WAIT
    burn_cards(c, x, ins[CO_N])
    return 0


cdef int op_empower(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ven._empower / _disempower on the objects the instruction names (827)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i
    cdef int32_t op = ins[CO_OP]
    cdef int32_t ids[MAXO]
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if op == OP_EMPOWER:
            if empower(c, ids[i]):           # "When you empower something else" (Matriarch)
                fire_player(c, TE_YOU_EMPOWER_OTHER, item.controller, ids[i], ids[i])
        else:
            disempower(c, ids[i])
    return 0


cdef int op_shroud(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ven._shroud / _set_base_might: a continuous effect on each unit named."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i, ctl = item.controller
    cdef int32_t ids[MAXO]
    cdef int32_t op = ins[CO_OP]
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            if op == OP_SHROUD:
                add_effect(c, EK_SHROUD, ids[i], 0, -1, ins[CO_DUR], ctl)
            else:
                add_effect(c, EK_SET_MIGHT, ids[i], ins[CO_N], -1, ins[CO_DUR], ctl)
    return 0


cdef int op_swap_locations(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ven._swap_locations: I and the target swap places (two moves)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i, me, other, a, b, ctl = item.controller
    cdef int32_t ids[MAXO]
    cdef int32_t units[MAXO]
    me = item.source
    n = resolve_ref(c, item, ins, ids)
    other = NONE
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            other = ids[i]
            break
    if c.s.o_zone[me] != Z_BOARD or other == NONE:
        return 0
    a = c.s.o_loc[me]
    b = c.s.o_loc[other]
    if a == b:
        return 0
    units[0] = me
    move_units(c, units, 1, b, ctl)
    units[0] = other
    move_units(c, units, 1, a, ctl)
    return 0


cdef int op_shadow_dash(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ven._shadow_dash: move the unit to another battlefield where you have
    units; +1 Might to your units there if it joins exactly one."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i, m, a, u, dest, ctl = item.controller
    cdef int32_t ids[MAXO]
    cdef int32_t units[MAXO]
    cdef int32_t opts[MAXBF + 1]
    n = resolve_ref(c, item, ins, ids)
    u = NONE
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            u = ids[i]
            break
    if u == NONE:
        return 0
    m = 0
    if t.answer == NONE:
        for i in range(c.s.n_bfs):
            if count_units_at(c, i + 1, ctl) and i + 1 != c.s.o_loc[u] and \
                    can_enter(c, u, i + 1):
                opts[m] = enc(A_LOCATION, i + 1)
                m += 1
        if m == 0:
            return 0
    a = choose(c, t, D_DESTINATION, ctl, opts, m, item.source)
    if a == WAIT:
        return WAIT
    dest = a & 0xFFFF
    units[0] = u
    move_units(c, units, 1, dest, ctl)
    if dest > LOC_BASE and count_units_at(c, dest, ctl) == 2:
        n = board_objs(c, ids)
        for i in range(n):
            if c.s.o_loc[ids[i]] == dest and otype(c, ids[i]) == TY_UNIT and \
                    octl(c.s, ids[i]) == ctl:
                add_effect(c, EK_MIGHT, ids[i], 1, -1, DUR_TURN, ctl)
    return 0




# ------------------------------------------------------------------ passives of the controller's items (Mel)

cdef int32_t more_minus_might(Ctx* c, int32_t player) noexcept nogil:
    """ops_ven.more_minus_might: the total S_N of the active SK_MIGHT_MINUS_MORE passives of
    objects `player` controls ("… it gives an additional -1 Might")."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, SK_MIGHT_MINUS_MORE, srcs), k, s, r, first, total = 0
    cdef const int32_t* st
    for k in range(n):
        s = srcs[k]
        if octl(c.s, s) != player:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_MIGHT_MINUS_MORE and \
                    (st[S_COND] < 0 or holds(c, st[S_COND], player, s, NONE)):
                total += st[S_N]
    return total
