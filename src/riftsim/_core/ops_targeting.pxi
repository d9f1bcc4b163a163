# Card ops: target restrictions (355, 359.3): "another", "at another location", "can't be
# chosen by enemy spells and abilities", targets of a slot whose condition is off (727.1.b)
# (reference/ops_targeting.py).




cdef inline int slot_restrictions_ok(Ctx* c, ChainItem* item, const int32_t* tg,
                                     int32_t o) noexcept nogil:
    """chain.slot_candidates: the Target's own restrictions on one more pick."""
    if (tg[TG_FLAGS] & TGF_NOT_TRIGGER) and o == item.trigger_obj:
        return 0
    return 1




cdef inline int32_t tg_other_slot(const int32_t* tg) noexcept nogil:
    return ((tg[TG_FLAGS] >> TGF_OTHER_SHIFT) & 15) - 1




cdef int restriction_slot_ok(Ctx* c, ChainItem* item, const int32_t* tg, int32_t slot,
                         int32_t o, int32_t chooser) noexcept nogil:
    """chain.slot_candidates: choosable (a "shroud" effect), same_location (at the location of
    the slot's first pick) and total_might_le (355.11: the picks' Might, each at least 0,
    stays within the total)."""
    cdef int32_t f = tg[TG_FLAGS], cap = ((f >> TGF_CAP_SHIFT) & 255) - 1, i, first = NONE
    cdef int32_t have = 0, m
    if not choosable(c, o, chooser):
        return 0
    if not other_than_ok(c, item, tg, slot, o):   # "another …" (ops_targeting.pxi)
        return 0
    if tg[TG_LESS_PREV] and not less_might_ok(c, item, slot, o):   # Public Execution
        return 0
    if tg[TG_PREV_REL] and not related_ok(c, item, tg, slot, o):   # a pair (Facebreaker)
        return 0
    if not (f & TGF_SAME_LOCATION) and cap < 0:
        return 1
    for i in range(item_ntg(c, item)):
        if item_tg(c, item).tslot[i] != slot:
            continue
        if first == NONE:
            first = item_tg(c, item).targets[i]
        if cap >= 0:
            m = might(c, item_tg(c, item).targets[i])
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
                              int32_t n, int32_t width) noexcept nogil:
    """chain._location_pairing: a pick of a slot with other_location_than must be elsewhere
    than that slot's first pick; a pick of a slot a later required slot names must leave it a
    candidate at another location (355.16). [Repeat] (820.2.a): `width` slots a run, slot
    numbers within a run (play.repeat_targets); only the slots of the same run pair."""
    cdef int32_t run0 = slot - slot % width, end = run0 + width
    cdef int32_t j = tg_other_slot(tgs + (slot % width) * TGW), i, m, k, there = LOC_NONE
    cdef int32_t nl, x, ok
    cdef int32_t later[MAXO]
    if end > ntg:
        end = ntg
    if j >= 0:
        j += run0
    if j >= 0:
        for i in range(item_ntg(c, item)):
            if item_tg(c, item).tslot[i] == j:
                there = location_of(c, item_tg(c, item).targets[i])
                m = 0
                for k in range(n):
                    if location_of(c, cands[k]) != there:
                        cands[m] = cands[k]
                        m += 1
                n = m
                break
    for k in range(slot + 1, end):
        if tg_other_slot(tgs + (k - run0) * TGW) + run0 != slot or \
                tgs[(k - run0) * TGW + TG_UP_TO]:
            continue
        nl = slot_candidates(c, item, tgs + (k - run0) * TGW, chooser, loc, k, later)
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
    return other_than_pairing(c, item, tgs, end, slot, chooser, loc, cands, n, run0)




cdef int spell_pairs_available(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                               int32_t player) noexcept nogil:
    """play._targets_available for a slot with other_location_than: enough candidates at a
    location other than one of the named slot's candidates (unless up to, or its `when` does
    not hold)."""
    cdef int32_t k, j, nk, nj, i, x, got
    cdef int32_t ck[MAXO]
    cdef int32_t cj[MAXO]
    if not other_than_available(c, item, tgs, ntg, player):     # "another …" (ops_targeting.pxi)
        return 0
    if not less_might_available(c, item, tgs, ntg, player):     # Public Execution
        return 0
    if not related_available(c, item, tgs, ntg, player):        # Facebreaker, Angle Shot
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




# ------------------------------------------------------------------ Akali, Silent

cdef int shrouded_self(Ctx* c, int32_t o) noexcept nogil:
    """ops_targeting.shrouded_self: a "shroud_self" passive of `o` itself (on the board) holds."""
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
                st[S_COND] < 0 or holds(c, st[S_COND], octl(c.s, o), o, NONE)):
            return 1
    return 0




# ------------------------------------------------------------------ Deathgrip

cdef inline int other_than_ok(Ctx* c, ChainItem* item, const int32_t* tg,
                              int32_t slot, int32_t o) noexcept nogil:
    """chain.slot_candidates: Target.other_than, not the previous slot's pick."""
    cdef int32_t i
    if not (tg[TG_FLAGS] & TGF_OTHER_THAN_PREV):
        return 1
    for i in range(item_ntg(c, item)):
        if item_tg(c, item).tslot[i] == slot - 1 and item_tg(c, item).targets[i] == o:
            return 0
    return 1




cdef int32_t other_than_pairing(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t end,
                                      int32_t slot, int32_t chooser, int32_t loc,
                                      int32_t* cands, int32_t n, int32_t run0) noexcept nogil:
    """ops_targeting.other_than_pairing: a pick must leave the next slot, if it is a required
    "another …" slot, a candidate (355.16). Slots `run0` .. `end` - 1 are this [Repeat] run's
    (location_pairing)."""
    cdef int32_t k = slot + 1, nl, i, x, m = 0, ok
    cdef int32_t later[MAXO]
    if k < end and tgs[(k - run0) * TGW + TG_LESS_PREV]:   # ops_targeting.less_might_pairing
        n = less_might_pairing(c, item, tgs + (k - run0) * TGW, k, chooser, loc, cands, n)
    if k < end and tgs[(k - run0) * TGW + TG_PREV_REL] and \
            not tgs[(k - run0) * TGW + TG_UP_TO]:          # ops_targeting.related_pairing
        n = related_pairing(c, item, tgs + (k - run0) * TGW, k, chooser, loc, cands, n)
    if k >= end or not (tgs[(k - run0) * TGW + TG_FLAGS] & TGF_OTHER_THAN_PREV) or \
            tgs[(k - run0) * TGW + TG_UP_TO]:
        return n
    nl = slot_candidates(c, item, tgs + (k - run0) * TGW, chooser, loc, k, later)
    for i in range(n):
        ok = 0
        for x in range(nl):
            if later[x] != cands[i]:
                ok = 1
                break
        if ok:
            cands[m] = cands[i]
            m += 1
    return m




cdef int other_than_available(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                               int32_t player) noexcept nogil:
    """play._targets_available for an "another …" slot: a candidate other than one of the
    previous slot's candidates."""
    cdef int32_t k, nk, nj, i, x, got
    cdef int32_t ck[MAXO]
    cdef int32_t cj[MAXO]
    for k in range(1, ntg):
        if not (tgs[k * TGW + TG_FLAGS] & TGF_OTHER_THAN_PREV) or tgs[k * TGW + TG_UP_TO]:
            continue
        nk = slot_candidates(c, item, tgs + k * TGW, player, LOC_NONE, k, ck)
        nj = slot_candidates(c, item, tgs + (k - 1) * TGW, player, LOC_NONE, k - 1, cj)
        got = 0
        for i in range(nk):
            for x in range(nj):
                if ck[i] != cj[x]:
                    got = 1
                    break
            if got:
                break
        if not got:
            return 0
    return 1





# ------------------------------------------------------------------ Public Execution

cdef inline int32_t might0(Ctx* c, int32_t o) noexcept nogil:
    """ops_targeting.might0: Might for a comparison, negative as 0 (143.2.b)."""
    cdef int32_t m = might(c, o)
    return m if m > 0 else 0


cdef int less_might_ok(Ctx* c, ChainItem* item, int32_t slot, int32_t o) noexcept nogil:
    """chain.slot_candidates: Target.less_might_than, below the previous slot's pick."""
    cdef int32_t i
    for i in range(item_ntg(c, item)):
        if item_tg(c, item).tslot[i] == slot - 1:
            return might0(c, o) < might0(c, item_tg(c, item).targets[i])
    return 1


cdef int32_t less_might_pairing(Ctx* c, ChainItem* item, const int32_t* next_tg,
                                int32_t next_slot, int32_t chooser, int32_t loc,
                                int32_t* cands, int32_t n) noexcept nogil:
    """ops_targeting.less_might_pairing: a pick must leave the next slot (`next_tg`, slot
    `next_slot`: less Might than the pick) a candidate (355.16)."""
    cdef int32_t nl, i, x, m = 0
    cdef int32_t later[MAXO]
    nl = slot_candidates(c, item, next_tg, chooser, loc, next_slot, later)
    for i in range(n):
        for x in range(nl):
            if might0(c, later[x]) < might0(c, cands[i]):
                cands[m] = cands[i]
                m += 1
                break
    return m


cdef int less_might_available(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                              int32_t player) noexcept nogil:
    """play._targets_available for a less_might_than slot: a candidate below one of the
    previous slot's candidates."""
    cdef int32_t k, nk, nj, i, x, got
    cdef int32_t ck[MAXO]
    cdef int32_t cj[MAXO]
    for k in range(1, ntg):
        if not tgs[k * TGW + TG_LESS_PREV]:
            continue
        nk = slot_candidates(c, item, tgs + k * TGW, player, LOC_NONE, k, ck)
        nj = slot_candidates(c, item, tgs + (k - 1) * TGW, player, LOC_NONE, k - 1, cj)
        got = 0
        for i in range(nk):
            for x in range(nj):
                if might0(c, ck[i]) < might0(c, cj[x]):
                    got = 1
                    break
            if got:
                break
        if not got:
            return 0
    return 1




# ------------------------------------------------------------------ pairs and groups of targets

cdef inline int related(Ctx* c, const int32_t* tg, int32_t first, int32_t o) noexcept nogil:
    """ops_targeting.related: `o` stands in the target row's TG_PREV_REL relation to `first`,
    the previous slot's pick (same location: Facebreaker; same controller: Angle Shot)."""
    cdef int32_t rel = tg[TG_PREV_REL]
    if (rel & TGR_SAME_LOCATION) and location_of(c, o) != location_of(c, first):
        return 0
    if (rel & TGR_SAME_CONTROLLER) and octl(c.s, o) != octl(c.s, first):
        return 0
    return 1


cdef int related_ok(Ctx* c, ChainItem* item, const int32_t* tg, int32_t slot,
                    int32_t o) noexcept nogil:
    """ops_targeting.related_ok: with the previous slot chosen, `o` is related to its pick."""
    cdef int32_t i
    for i in range(item_ntg(c, item)):
        if item_tg(c, item).tslot[i] == slot - 1:
            return related(c, tg, item_tg(c, item).targets[i], o)
    return 1


cdef int32_t related_pairing(Ctx* c, ChainItem* item, const int32_t* next_tg,
                             int32_t next_slot, int32_t chooser, int32_t loc,
                             int32_t* cands, int32_t n) noexcept nogil:
    """ops_targeting.related_pairing: a pick must leave the next slot (`next_tg`, slot
    `next_slot`, related to the pick) a related candidate (355.16)."""
    cdef int32_t nl, i, x, m = 0
    cdef int32_t later[MAXO]
    nl = slot_candidates(c, item, next_tg, chooser, loc, next_slot, later)
    for i in range(n):
        for x in range(nl):
            if related(c, next_tg, cands[i], later[x]):
                cands[m] = cands[i]
                m += 1
                break
    return m


cdef int related_available(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                           int32_t player) noexcept nogil:
    """play._targets_available for a slot related to the previous one: a candidate related
    to one of the previous slot's candidates (355.8: a legal pair exists)."""
    cdef int32_t k, nk, nj, i, x, got
    cdef int32_t ck[MAXO]
    cdef int32_t cj[MAXO]
    for k in range(1, ntg):
        if not tgs[k * TGW + TG_PREV_REL] or tgs[k * TGW + TG_UP_TO] or \
                target_when_off(c, tgs + k * TGW, player, item.source):
            continue
        nk = slot_candidates(c, item, tgs + k * TGW, player, LOC_NONE, k, ck)
        nj = slot_candidates(c, item, tgs + (k - 1) * TGW, player, LOC_NONE, k - 1, cj)
        got = 0
        for i in range(nk):
            for x in range(nj):
                if related(c, tgs + k * TGW, cj[x], ck[i]):
                    got = 1
                    break
            if got:
                break
        if not got:
            return 0
    return 1


cdef int32_t same_location_groups(Ctx* c, int32_t* cands, int32_t n,
                                  int32_t count) noexcept nogil:
    """ops_targeting.same_location_groups: no pick made yet in a same-location slot of
    `count` required picks: only candidates at a location holding `count` of them (355.8,
    355.16; Switcheroo)."""
    cdef int32_t i, x, k, m = 0, here
    if count <= 1:
        return n
    for i in range(n):
        here = location_of(c, cands[i])
        k = 0
        for x in range(n):
            if location_of(c, cands[x]) == here:
                k += 1
        if k >= count:
            cands[m] = cands[i]
            m += 1
    return m
