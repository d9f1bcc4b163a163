# The shenvex area (wave 3; numbers: opcodes 200-219, trigger events 136-141, condition kinds
# 140-149, static kinds 114-117): Effect Text passives (718.3), target restrictions (355),
# "can't be chosen by enemy spells and abilities" (select.choosable), base Might (472.1),
# swapping places, Shadow Dash, "the next time you play a unit this turn" delays (390.2) and
# a group kill by total Might (355.11). Reference: layers._statics, chain.slot_candidates /
# _location_pairing / choose_targets, play._targets_available, ops_ven.py,
# ops_ogn._kill_group_might_le, triggers.fire_delayed.

cdef enum:
    OP_SHROUD = 200             # ops_ven._shroud: a "shroud" effect (CO_DUR its duration)
    OP_SET_BASE_MIGHT = 201     # ops_ven._set_base_might: a "set_might" effect (CO_N, CO_DUR)
    OP_SWAP_LOCATIONS = 202     # ops_ven._swap_locations
    OP_SHADOW_DASH = 203        # ops_ven._shadow_dash
    OP_KILL_GROUP_MIGHT_LE = 204  # ops_ogn._kill_group_might_le (CO_N the total)
    DE_YOU_PLAY_UNIT = 136      # delay event: "the next time you play a unit this turn"
    SK_ET_MIGHT = 114           # an Equipment's Effect Text "+n Might" passive (718.3): the
                                # unit it is attached to has it (its condition read for it)
    EK_SHROUD = 140             # effect: can't be chosen by enemy spells and abilities
    # TG_FLAGS bits (bit 0 is trig2.pxi's TGF_NOT_TRIGGER)
    TGF_SAME_LOCATION = 2       # Target.same_location: picks at the first pick's location
    TGF_OTHER_SHIFT = 2         # bits 2-5: 1 + Target.other_location_than (an earlier slot)
    TGF_CAP_SHIFT = 6           # bits 6-13: 1 + Target.total_might_le
    TGF_WHEN_SHIFT = 14         # bits 14-29: 1 + the condition row of Target.when (bit 30:
                                # toura.pxi's TGF_OTHER_THAN_PREV)


# ------------------------------------------------------------------ Effect Text passives

cdef void et_static_might(Ctx* c, int32_t o, int32_t* up, int32_t* down) noexcept nogil:
    """layers.might: the "+n Might" passives of the Effect Text of the cards attached to `o`
    are its own (718.3): their source is `o`, their condition read for `o`'s controller."""
    cdef int32_t nsrc, i, s, r, first, n, k
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    if c.s.n_attached == 0:                  # (nothing attached: no Effect Text applies)
        return
    nsrc = static_sources(c, SK_ET_MIGHT, srcs)
    for i in range(nsrc):
        s = srcs[i]
        if c.s.o_attached[s] != o + 1 or c.s.o_zone[s] != Z_BOARD:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] != SK_ET_MIGHT:
                continue
            if st[S_COND] >= 0 and not holds(c, st[S_COND], c.s.o_controller[o], o, NONE):
                continue
            k = st[S_N]
            if k >= 0:
                up[0] += k
            else:
                down[0] += k


# ------------------------------------------------------------------ target restrictions

cdef inline int choosable(Ctx* c, int32_t o, int32_t chooser) noexcept nogil:
    """select.choosable: not an enemy's object under a "shroud" effect."""
    cdef int32_t i
    if c.s.o_controller[o] == chooser:
        return 1
    if toura_shrouded_self(c, o):            # Akali, Silent (toura.pxi)
        return 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_SHROUD and c.s.effects[i].target == o and \
                c.s.effects[i].epoch == c.s.o_epoch[o]:
            return 0
    return 1


cdef inline int32_t tg_other_slot(const int32_t* tg) noexcept nogil:
    return ((tg[TG_FLAGS] >> TGF_OTHER_SHIFT) & 15) - 1


cdef int shenvex_slot_ok(Ctx* c, ChainItem* item, const int32_t* tg, int32_t slot,
                         int32_t o, int32_t chooser) noexcept nogil:
    """chain.slot_candidates: choosable (a "shroud" effect), same_location (at the location of
    the slot's first pick) and total_might_le (355.11: the picks' Might, each at least 0,
    stays within the total)."""
    cdef int32_t f = tg[TG_FLAGS], cap = ((f >> TGF_CAP_SHIFT) & 255) - 1, i, first = NONE
    cdef int32_t have = 0, m
    if not choosable(c, o, chooser):
        return 0
    if not toura_slot_ok(item, tg, slot, o):  # "another …" (toura.pxi)
        return 0
    if not (f & TGF_SAME_LOCATION) and cap < 0:
        return 1
    for i in range(item.n_targets):
        if item.tslot[i] != slot:
            continue
        if first == NONE:
            first = item.targets[i]
        if cap >= 0:
            m = might(c, item.targets[i])
            have += m if m > 0 else 0
    if (f & TGF_SAME_LOCATION) and first != NONE and location_of(c, o) != location_of(c, first):
        return 0
    if cap >= 0:
        m = might(c, o)
        if have + (m if m > 0 else 0) > cap:
            return 0
    return 1


cdef inline int target_when_off(Ctx* c, const int32_t* tg, int32_t chooser,
                                int32_t source) noexcept nogil:
    """chain.choose_targets: a slot whose `when` does not hold chooses nothing (727.1.b)."""
    cdef int32_t w = ((tg[TG_FLAGS] >> TGF_WHEN_SHIFT) & 0xFFFF) - 1
    return w >= 0 and not holds(c, w, chooser, source, NONE)


cdef int32_t location_pairing(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                              int32_t slot, int32_t chooser, int32_t loc, int32_t* cands,
                              int32_t n) noexcept nogil:
    """chain._location_pairing: a pick of a slot with other_location_than must be elsewhere
    than that slot's first pick; a pick of a slot a later required slot names must leave it a
    candidate at another location (355.16). (No [Repeat] with these: riftsim.cards.compile.)"""
    cdef int32_t j = tg_other_slot(tgs + slot * TGW), i, m, k, there = LOC_NONE, nl, x, ok
    cdef int32_t later[MAXO]
    if j >= 0:
        for i in range(item.n_targets):
            if item.tslot[i] == j:
                there = location_of(c, item.targets[i])
                m = 0
                for k in range(n):
                    if location_of(c, cands[k]) != there:
                        cands[m] = cands[k]
                        m += 1
                n = m
                break
    for k in range(slot + 1, ntg):
        if tg_other_slot(tgs + k * TGW) != slot or tgs[k * TGW + TG_UP_TO]:
            continue
        nl = slot_candidates(c, item, tgs + k * TGW, chooser, loc, k, later)
        m = 0
        for i in range(n):
            ok = 0
            for x in range(nl):
                if location_of(c, later[x]) != location_of(c, cands[i]):
                    ok = 1
                    break
            if ok:
                cands[m] = cands[i]
                m += 1
        n = m
    return toura_other_than_pairing(c, item, tgs, ntg, slot, chooser, loc, cands, n)


cdef int spell_pairs_available(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                               int32_t player) noexcept nogil:
    """play._targets_available for a slot with other_location_than: enough candidates at a
    location other than one of the named slot's candidates (unless up to, or its `when` does
    not hold)."""
    cdef int32_t k, j, nk, nj, i, x, got
    cdef int32_t ck[MAXO]
    cdef int32_t cj[MAXO]
    if not toura_pairs_available(c, item, tgs, ntg, player):     # "another …" (toura.pxi)
        return 0
    for k in range(ntg):
        j = tg_other_slot(tgs + k * TGW)
        if j < 0 or tgs[k * TGW + TG_UP_TO] or target_when_off(c, tgs + k * TGW, player,
                                                               item.source):
            continue
        nk = slot_candidates(c, item, tgs + k * TGW, player, LOC_NONE, k, ck)
        nj = slot_candidates(c, item, tgs + j * TGW, player, LOC_NONE, j, cj)
        got = 0
        for i in range(nk):
            for x in range(nj):
                if location_of(c, ck[i]) != location_of(c, cj[x]):
                    got += 1
                    break
        if got < tgs[k * TGW + TG_COUNT]:
            return 0
    return 1


# ------------------------------------------------------------------ delays (390.2)

cdef void fire_delays_unit(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """triggers.fire_delayed(g, "you_play_unit", player, trigger_obj=o): this turn's delays
    of `player` trigger, TRIGGER naming the unit while it is the same object."""
    cdef int32_t i = 0, j
    cdef int32_t* d
    cdef Pending* pt
    while i < c.s.n_delays:
        d = c.s.delays + 6 * i
        if d[0] != DE_YOU_PLAY_UNIT or d[4] != c.s.turn or d[1] != player:
            i += 1
            continue
        if c.s.n_pending >= MAXPT:
            fail(c, 72)
            return
        pt = &c.s.pending[c.s.n_pending]
        c.s.n_pending += 1
        memset(pt, 0, sizeof(Pending))
        pt.controller = d[1]
        pt.source = d[2]
        pt.ability = d[3]
        pt.trigger_obj = o
        pt.here = LOC_NONE
        pt.trig_epoch = c.s.o_epoch[o] + 1
        for j in range(i, c.s.n_delays - 1):
            memcpy(c.s.delays + 6 * j, c.s.delays + 6 * (j + 1), 6 * sizeof(int32_t))
        c.s.n_delays -= 1
        c.s.n_delayed -= 1


cdef void drop_old_delays(Ctx* c) noexcept nogil:
    """turn.start_turn: the delays of earlier turns are over ("… this turn", 390.2)."""
    cdef int32_t i = 0, j
    while i < c.s.n_delays:
        if c.s.delays[6 * i + 4] >= c.s.turn:
            i += 1
            continue
        for j in range(i, c.s.n_delays - 1):
            memcpy(c.s.delays + 6 * j, c.s.delays + 6 * (j + 1), 6 * sizeof(int32_t))
        c.s.n_delays -= 1
        c.s.n_delayed -= 1


# ------------------------------------------------------------------ the ops

cdef int run_op_shenvex(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t units[MAXO]
    cdef int32_t opts[MAXBF + 1]
    cdef int32_t op = ins[CO_OP], n, i, m, me, other, a, b, u, dest, ctl = item.controller
    cdef int32_t limit, room, have, k, nc, mi
    if op == OP_SHROUD or op == OP_SET_BASE_MIGHT:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                if op == OP_SHROUD:
                    add_effect(c, EK_SHROUD, ids[i], 0, -1, ins[CO_DUR], ctl)
                else:
                    add_effect(c, EK_SET_MIGHT, ids[i], ins[CO_N], -1, ins[CO_DUR], ctl)
        return 0
    if op == OP_SWAP_LOCATIONS:
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
    if op == OP_SHADOW_DASH:
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
                        c.s.o_controller[ids[i]] == ctl:
                    add_effect(c, EK_MIGHT, ids[i], 1, -1, DUR_TURN, ctl)
        return 0
    if op == OP_KILL_GROUP_MIGHT_LE:
        # t.d[12]: 0 not started, else 1 + the number chosen; t.d[13]: their indices among
        # the legal targets (3 bits each, in the order chosen)
        limit = ins[CO_N]
        n = resolve_ref(c, item, ins, ids)
        if n > 8:
            fail(c, 200)
            return 0
        if t.d[12] == 0:
            have = 0
            for i in range(n):
                m = might(c, ids[i])
                have += m if m > 0 else 0
            if have <= limit:
                kill(c, ids, n)
                return 0
            t.d[12] = 1
            t.d[13] = 0
        while True:
            nc = t.d[12] - 1
            room = limit
            for k in range(nc):
                m = might(c, ids[(t.d[13] >> (3 * k)) & 7])
                room -= m if m > 0 else 0
            m = 0
            for i in range(n):
                mi = 0
                for k in range(nc):
                    if ((t.d[13] >> (3 * k)) & 7) == i:
                        mi = 1
                if mi:
                    continue
                mi = might(c, ids[i])
                if (mi if mi > 0 else 0) <= room:
                    units[m] = enc(A_TARGET, ids[i])
                    m += 1
            if m == 0:
                break
            units[m] = DONE
            a = choose(c, t, D_TARGET, ctl, units, m + 1, item.source)
            if a == WAIT:
                return WAIT
            if a == DONE:
                break
            for i in range(n):
                if ids[i] == (a & 0xFFFF):
                    t.d[13] |= i << (3 * nc)
                    t.d[12] += 1
                    break
        nc = t.d[12] - 1
        for k in range(nc):
            units[k] = ids[(t.d[13] >> (3 * k)) & 7]
        kill(c, units, nc)
        return 0
    fail(c, 24)
    return 0
