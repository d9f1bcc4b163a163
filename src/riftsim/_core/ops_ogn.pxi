# Card ops of Origins (OGN) cards that fit no general mechanic (reference/ops_ogn.py).




cdef void activate_conquer_here(Ctx* c, ChainItem* item) noexcept nogil:
    """ops_ogn.activate_conquer_here (Reckoner's Arena; later-edition 383.4.c): each
    conquer ability of the controller's units here triggers as if its unit had just conquered
    this battlefield, which was held, so not uncontrolled (its previous controller is the
    controller while they are checked)."""
    cdef int32_t loc = item_here(c, item), bf, saved, u
    if loc <= LOC_BASE:
        return
    bf = loc - 1
    saved = c.s.bfs[bf].prev_controller
    c.s.bfs[bf].prev_controller = item.controller
    for u in range(c.s.n_objs):              # (g.units_at: object order)
        if is_unit_on_board(c, u) and c.s.o_loc[u] == loc and \
                octl(c.s, u) == item.controller:
            fire_self(c, TE_CONQUER, u, NONE, NONE)
            if c.s.n_effects:                # "this turn, it has 'When I conquer, …'"
                fire_watches(c, EK_WATCH_CONQUER, u)     # (ops_unl.pxi)
    c.s.bfs[bf].prev_controller = saved




cdef inline int32_t dj_kept_at(Ctx* c, Task* t, ChainItem* item, int32_t i) noexcept nogil:
    """op_divine_judgment: the i-th card kept: 0-23 in the item's target record (its targets,
    tslot, then tepoch arrays, which hold no targets: the spell has none), 24-32 in
    TW_RESOLVE_DJ_MORE (1 + the id, 9 bits, three a word in bits 0-26)."""
    cdef Targets* tr = item_tg(c, item)     # (taken as the first card is kept)
    if i < 8:
        return tr.targets[i]
    if i < 16:
        return tr.tslot[i - 8]
    if i < 24:
        return tr.tepoch[i - 16]
    i -= 24
    return ((t.d[TW_RESOLVE_DJ_MORE + i // 3] >> (9 * (i % 3))) & 0x1FF) - 1


cdef inline int dj_keep(Ctx* c, Task* t, ChainItem* item, int32_t o) noexcept nogil:
    """op_divine_judgment: keep card `o` (dj_kept_at); 0 when the game failed (a capacity)."""
    cdef int32_t i = dj_n_kept(t)
    cdef Targets* tr
    if i >= KEPT_MAX:
        fail(c, ERR_CAP_KEPT)
        return 0
    tr = item_tg_w(c, item)
    if tr == NULL:
        return 0
    if i < 8:
        tr.targets[i] = o
    elif i < 16:
        tr.tslot[i - 8] = o
    elif i < 24:
        tr.tepoch[i - 16] = o
    else:
        t.d[TW_RESOLVE_DJ_MORE + (i - 24) // 3] |= (o + 1) << (9 * ((i - 24) % 3))
    t.d[TW_RESOLVE_DJ_STATE] += 1 << 8
    return 1


cdef inline int32_t dj_n_kept(Task* t) noexcept nogil:
    return (t.d[TW_RESOLVE_DJ_STATE] >> 8) & 63


cdef inline int dj_kept(Ctx* c, Task* t, ChainItem* item, int32_t o) noexcept nogil:
    cdef int32_t i
    for i in range(dj_n_kept(t)):
        if dj_kept_at(c, t, item, i) == o:
            return 1
    return 0




cdef int dj_pool(Ctx* c, int32_t pl, int32_t cat, int32_t* out) noexcept nogil:
    """ops_ogn._divine_judgment pools(pl)[cat]: units, gear (board, object order), runes,
    hand (zone order)."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = 0, nb, i, o
    cdef Player* p = &c.s.players[pl]
    if cat < 2:
        nb = board_objs(c, ids)
        for i in range(nb):
            o = ids[i]
            if octl(c.s, o) == pl and otype(c, o) == (TY_UNIT if cat == 0 else TY_GEAR):
                out[n] = o
                n += 1
        return n
    if cat == 2:
        zl_copy(out, p.runes, p.n_runes)
        return p.n_runes
    zl_copy(out, hand_of(p), p.n_hand)
    return p.n_hand




cdef enum:
    KEPT_MAX = 32           # cards op_divine_judgment keeps (dj_keep: 8 a player in FFA4)
    SPLIT_MAX = 7           # targets op_split_damage shares its damage among (TW_RESOLVE_SPLIT)


cdef int op_divine_judgment(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_ogn._divine_judgment: each player, in turn order from the turn player, chooses N
    units, N gear, N runes and N cards in hand to keep (a pool of N or fewer is kept whole);
    the rest of those are recycled together (416). TW_RESOLVE_DJ_STATE: bit 0 started, bits
    1-3 the players done, bits 4-6 the pool of that player chosen from (dj_pool; 4: all
    done), bits 8-13 the cards kept (dj_keep)."""
    cdef int32_t pool[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t rest[MAXO]
    cdef int32_t n = ins[CO_N], np, i, pl, nopt, nkept, a, nr = 0, k, cat
    cdef Targets* tr
    if t.d[TW_RESOLVE_DJ_STATE] == 0:
        t.d[TW_RESOLVE_DJ_STATE] = 1
        t.d[TW_RESOLVE_DJ_MORE] = 0
        t.d[TW_RESOLVE_DJ_MORE + 1] = 0
        t.d[TW_RESOLVE_DJ_MORE + 2] = 0
    while ((t.d[TW_RESOLVE_DJ_STATE] >> 1) & 7) < c.s.n_players:
        pl = (c.s.turn_player + ((t.d[TW_RESOLVE_DJ_STATE] >> 1) & 7)) % c.s.n_players
        while ((t.d[TW_RESOLVE_DJ_STATE] >> 4) & 7) < 4:
            cat = (t.d[TW_RESOLVE_DJ_STATE] >> 4) & 7
            np = dj_pool(c, pl, cat, pool)
            nopt = 0
            nkept = 0
            for i in range(np):
                if dj_kept(c, t, item, pool[i]):
                    nkept += 1
                else:
                    opts[nopt] = pool[i]
                    nopt += 1
            if np <= n:
                for i in range(nopt):
                    if not dj_keep(c, t, item, opts[i]):
                        return 0
            elif nkept < n:
                if t.answer == NONE:
                    for i in range(nopt):
                        opts[i] = enc(A_SELECT, opts[i])
                a = choose(c, t, D_CHOOSE_CARD, pl, opts, nopt, item.source)
                if a == WAIT:
                    return WAIT
                if not dj_keep(c, t, item, a & 0xFFFF):
                    return 0
                continue
            t.d[TW_RESOLVE_DJ_STATE] += 1 << 4
        t.d[TW_RESOLVE_DJ_STATE] = (t.d[TW_RESOLVE_DJ_STATE] & ~(7 << 4)) + (1 << 1)
    for k in range(c.s.n_players):           # the rest, in turn order, pool by pool
        pl = (c.s.turn_player + k) % c.s.n_players
        for cat in range(4):
            np = dj_pool(c, pl, cat, pool)
            for i in range(np):
                if not dj_kept(c, t, item, pool[i]):
                    rest[nr] = pool[i]
                    nr += 1
    tr = item_tg(c, item)
    for i in range(8 if tr != NULL else 0):  # (the target arrays are free again)
        tr.targets[i] = 0
        tr.tslot[i] = 0
        tr.tepoch[i] = 0
    recycle_many(c, rest, nr)
    return 0




cdef int borrowed_acts(Ctx* c, int32_t src, int32_t player, int32_t* out) noexcept nogil:
    """ops_ogn.borrowed_abilities: the acts rows of the [E] abilities (exhaust in their cost,
    377.1; not a battlefield's granted ones) of the other objects `player` controls in the
    legend zone and of its units and gear on the board (not attached) that `src` could
    activate now, ordered by (card, ability index), each card's ability once."""
    cdef int32_t n = 0, x, card, first, r, key, i, j, ty
    cdef int32_t keys[MAXO]
    for x in range(c.s.n_objs):
        if x == src or not friends(c.s, octl(c.s, x), player) or c.s.o_attached[x]:
            continue
        ty = otype(c, x)
        if not (c.s.o_zone[x] == Z_LEGEND or (c.s.o_zone[x] == Z_BOARD and
                                              (ty == TY_UNIT or ty == TY_GEAR))):
            continue
        card = c.s.o_card[x]
        first = c.t.card_x[card * CXW + CX_FIRST]
        for r in range(first, first + c.t.card_x[card * CXW + CX_N]):
            if c.t.acts[r * ACW + AC_GRANTED] >= 0 or \
                    not cost_row(c, c.t.acts[r * ACW + AC_COST])[CS_EXHAUST_SELF]:
                continue
            key = card * 8 + c.t.acts[r * ACW + AC_INDEX]
            if list_index(keys, n, key) >= 0 or n >= MAXO:
                continue
            if borrow_activatable(c, src, r, player):
                keys[n] = key
                n += 1
    sort_ints(keys, n)
    for i in range(n):
        out[i] = act_row(c, keys[i] >> 3, keys[i] & 7)
    return n




cdef int op_recycle_from_trash(Ctx* c, Task* t, ChainItem* item,
                               const int32_t* ins) noexcept nogil:
    """"Recycle N from your trash" (416): the controller picks N cards of their trash one at a
    time (all of them when N or fewer, in trash order), then they are recycled.
    TW_RESOLVE_PICKS_DONE = 1 + cards picked, TW_RESOLVE_PICKED the picks (N <= 3,
    riftsim.cards.compile.unsupported_reason)."""
    cdef Player* p = &c.s.players[item.controller]
    cdef int32_t n = ins[CO_N], k, i, m, a
    cdef int32_t opts[MAXL]
    cdef int32_t ids[MAXL]
    if t.d[TW_RESOLVE_PICKS_DONE] == 0:
        t.d[TW_RESOLVE_PICKS_DONE] = 1
    while t.d[TW_RESOLVE_PICKS_DONE] - 1 < n and p.n_trash > t.d[TW_RESOLVE_PICKS_DONE] - 1:
        k = t.d[TW_RESOLVE_PICKS_DONE] - 1
        if p.n_trash <= n:                   # all of them, in trash order
            for i in range(p.n_trash):
                ids[i] = trash_of(p)[i]
            recycle_many(c, ids, p.n_trash)
            return 0
        m = 0
        if t.answer == NONE:
            for i in range(p.n_trash):
                if list_index(&t.d[TW_RESOLVE_PICKED], k, trash_of(p)[i]) < 0:
                    opts[m] = enc(A_SELECT, trash_of(p)[i])
                    m += 1
        else:
            m = 1
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, m, item.source)
        if a == WAIT:
            return WAIT
        t.d[TW_RESOLVE_PICKED + k] = a & 0xFFFF
        t.d[TW_RESOLVE_PICKS_DONE] += 1
    k = t.d[TW_RESOLVE_PICKS_DONE] - 1
    for i in range(k):
        ids[i] = t.d[TW_RESOLVE_PICKED + i]
    recycle_many(c, ids, k)
    return 0




cdef int op_split_damage(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """355.14: n damage split among the targets chosen as it went on the chain (at most n of
    them: riftsim.cards.compile.unsupported_reason, so none is dropped, 355.14.h): each gets 1
    (355.14.f), the rest is given 1 at a time by the controller (355.14.e); dealt in object
    order. TW_RESOLVE_OP_PROGRESS = 1 once begun, TW_RESOLVE_SPLIT the extra damage of the k-th
    target in 4 bits each."""
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t nv = or0(op_value(c, item, ins)), n, k, total, a, j, x, i
    n = resolve_ref(c, item, ins, ids)
    if t.d[TW_RESOLVE_OP_PROGRESS] == 0:
        if n == 0 or nv < 1:
            return 0
        if n > nv:
            fail(c, 222)                     # (compile refuses: no target may be dropped)
            return 0
        if n > SPLIT_MAX:
            fail(c, ERR_CAP_SPLIT)
            return 0
        t.d[TW_RESOLVE_OP_PROGRESS] = 1
        t.d[TW_RESOLVE_SPLIT] = 0
    while True:
        total = n
        for k in range(n):
            total += (t.d[TW_RESOLVE_SPLIT] >> (4 * k)) & 15
        if total >= nv:
            break
        for k in range(n):
            opts[k] = enc(A_TARGET, ids[k])
        a = choose(c, t, D_TARGET, item.controller, opts, n, item.source)
        if a == WAIT:
            return WAIT
        k = list_index(ids, n, a & 0xFFFF)
        t.d[TW_RESOLVE_SPLIT] += 1 << (4 * k)
    for i in range(n):                       # sorted(alloc): in object order
        for j in range(i + 1, n):
            if ids[j] < ids[i]:
                x = ids[i]
                ids[i] = ids[j]
                ids[j] = x
                x = (t.d[TW_RESOLVE_SPLIT] >> (4 * i)) & 15
                t.d[TW_RESOLVE_SPLIT] = (t.d[TW_RESOLVE_SPLIT] & ~(15 << (4 * i))) | \
                    ((((t.d[TW_RESOLVE_SPLIT] >> (4 * j)) & 15)) << (4 * i))
                t.d[TW_RESOLVE_SPLIT] = (t.d[TW_RESOLVE_SPLIT] & ~(15 << (4 * j))) | (x << (4 * j))
    for k in range(n):
        x = ids[k]
        deal_damage(c, x, 1 + ((t.d[TW_RESOLVE_SPLIT] >> (4 * k)) & 15) + bonus_damage(c, item, x),
                    item.source)
    return 0


cdef int op_reveal_rune_then(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._reveal_rune_then: reveal your top rune, recycle it, then the
    reflexive ability of its domain (424, 416, 387)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef Player* p
    cdef int32_t ctl = item.controller, a, r, d, o, here
    p = &c.s.players[ctl]
    if p.n_rune_deck == 0:
        return 0
    r = p.rune_deck[0]
    emit(c, EV_REVEAL, ctl, r, -1, 0)
    move_to(c, r, Z_RUNE_DECK, LOC_NONE, 0)          # recycle: to the bottom
    d = card_col(c.t, c.s.o_card[r], C_RUNE_DOMAIN)   # (a rune has one domain)
    a = (ins[CO_N] >> (4 * d)) & 15
    if a:
        o = item.source
        push_reflexive(c, ctl, o, a - 1,
                       NONE, c.s.o_loc[o] if c.s.o_zone[o] == Z_BOARD else item.here)
    return 0


cdef int op_deal_others(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._deal_others: damage to each matching unit other than the targets
    (355.10.d)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, ns, i, j, o, nv
    cdef int32_t ids[MAXO]
    cdef int32_t skip[MAXO]
    cdef int32_t ref[CODEW]
    ns = resolve_ref(c, item, ins, skip)
    for i in range(item_ntg(c, item)):   # Targets.targets[0]: every pick of slot 0
        if item_tg(c, item).tslot[i] == 0:
            skip[ns] = item_tg(c, item).targets[i]
            ns += 1
    nv = or0(op_value(c, item, ins))
    ref[CO_REF] = REF_EACH
    ref[CO_ARG] = ins[CO_KW]
    n = resolve_ref(c, item, ref, ids)
    for i in range(n):
        o = ids[i]
        for j in range(ns):
            if skip[j] == o:
                break
        else:
            deal_damage(c, o, nv + bonus_damage(c, item, o), item.source)
    return 0


cdef int op_kill_group_might_le(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._kill_group_might_le: kill units of total Might up to n, chosen one
    at a time when they do not all fit (355.11)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i, m, a, ctl = item.controller, limit, room, have, k, nc, mi
    cdef int32_t ids[MAXO]
    cdef int32_t units[MAXO]
    # TW_RESOLVE_PICKS_DONE: 0 not started, else 1 + the number chosen; TW_RESOLVE_GROUP: their
    # indices among
    # the legal targets (3 bits each, in the order chosen)
    limit = ins[CO_N]
    n = resolve_ref(c, item, ins, ids)
    if n > 8:
        return 0
    if t.d[TW_RESOLVE_PICKS_DONE] == 0:
        have = 0
        for i in range(n):
            m = might(c, ids[i])
            have += m if m > 0 else 0
        if have <= limit:
            kill(c, ids, n)
            return 0
        t.d[TW_RESOLVE_PICKS_DONE] = 1
        t.d[TW_RESOLVE_GROUP] = 0
    while True:
        nc = t.d[TW_RESOLVE_PICKS_DONE] - 1
        room = limit
        for k in range(nc):
            m = might(c, ids[(t.d[TW_RESOLVE_GROUP] >> (3 * k)) & 7])
            room -= m if m > 0 else 0
        m = 0
        for i in range(n):
            mi = 0
            for k in range(nc):
                if ((t.d[TW_RESOLVE_GROUP] >> (3 * k)) & 7) == i:
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
                t.d[TW_RESOLVE_GROUP] |= i << (3 * nc)
                t.d[TW_RESOLVE_PICKS_DONE] += 1
                break
    nc = t.d[TW_RESOLVE_PICKS_DONE] - 1
    for k in range(nc):
        units[k] = ids[(t.d[TW_RESOLVE_GROUP] >> (3 * k)) & 7]
    kill(c, units, nc)
    return 0


cdef int op_next_spell_bonus(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._next_spell_bonus: "the next spell you play this turn deals n Bonus
    Damage" (a player effect until the end of turn, 712)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    add_player_effect(c, EK_SPELL_BONUS, item.controller, ins[CO_N])
    return 0




# ------------------------------------------------------------------ Time Warp; delays naming an object

cdef void op_delay_on_turns(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_ogn._delay_on (OP_DELAY_ON: a delayed triggered ability for a time of this turn,
    390.2, its TRIGGER the object `to` names now while it is the same object, 359.3.e.4),
    _extra_turn (OP_EXTRA_TURN: an Additional Turn for the controller, queued right after
    this turn, 734-738) and _banish_this (OP_BANISH_THIS: the spell leaves the chain to
    banishment, as [Flow] does)."""
    cdef int32_t ids[MAXO]
    cdef int32_t n, k, i
    if ins[CO_OP] == OP_EXTRA_TURN:
        if c.s.n_extra_turns >= EXTRA_TURNS_MAX:
            fail(c, ERR_CAP_EXTRA_TURNS)
            return
        for i in range(c.s.n_extra_turns, 0, -1):
            c.s.extra_turns[i] = c.s.extra_turns[i - 1]
        c.s.extra_turns[0] = item.controller
        c.s.n_extra_turns += 1
        return
    if ins[CO_OP] == OP_BANISH_THIS:
        if item.kind == CK_SPELL:
            item.flow = 2                    # (2: banished as it executes, vm.pxi vm_next_run)
        return
    n = resolve_ref(c, item, ins, ids)
    if n == 0:
        return
    if c.s.n_delays >= DELAY_MAX:
        fail(c, ERR_CAP_DELAYS)
        return
    k = DELAY_WORDS * c.s.n_delays
    c.s.delays[k + DELAY_EVENT] = ins[CO_KW]
    c.s.delays[k + DELAY_CONTROLLER] = item.controller
    c.s.delays[k + DELAY_SOURCE] = item.source
    c.s.delays[k + DELAY_ABILITY] = ins[CO_N]
    c.s.delays[k + DELAY_TURN] = c.s.turn
    c.s.delays[k + DELAY_THERE] = 0
    c.s.delays[k + DELAY_OBJ] = ids[0] + 1
    c.s.delays[k + DELAY_OBJ_EPOCH] = c.s.o_epoch[ids[0]]
    c.s.n_delays += 1
    c.s.n_delayed += 1




# ------------------------------------------------------------------ Deathknell triggering again

cdef int32_t deathknell_extra(Ctx* c, int32_t o) noexcept nogil:
    """ops_ogn.deathknell_extra: how many more times the dying permanent's Deathknell
    triggers: one per active "deathknell_again" passive of an object its controller
    controls (Karthus, Eternal)."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n, k, s, r, first, player, total = 0
    cdef const int32_t* st
    if not has_static_kind(c, SK_DEATHKNELL_AGAIN) or not kw_of(c, o, K_DEATHKNELL):
        return 0
    player = octl(c.s, o)
    n = static_sources(c, SK_DEATHKNELL_AGAIN, srcs)
    for k in range(n):
        s = srcs[k]
        if octl(c.s, s) != player:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_DEATHKNELL_AGAIN and (
                    st[S_COND] < 0 or holds(c, st[S_COND], player, s, NONE)):
                total += 1
    return total





# ------------------------------------------------------------------ spending any number of buffs

cdef int op_spend_buffs(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._spend_buffs: "spend any number of buffs" (702.2.b): the controller picks a
    buffed unit they control among CO_REF's, or DONE, until DONE or none is left; each buff is
    spent through spend_buff (costs.pxi) and the CO_AUX rows after this one (no decision in
    them) run at once with IT = that unit."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO + 1]
    cdef int32_t n, m, i, u, a, j
    while True:
        if t.answer == NONE:
            n = resolve_ref(c, item, ins, ids)
            m = 0
            for i in range(n):
                u = ids[i]
                if c.s.o_zone[u] == Z_BOARD and octl(c.s, u) == item.controller and \
                        c.s.o_buff[u] > 0:
                    opts[m] = enc(A_SELECT, u)
                    m += 1
            if m == 0:
                return 0
            opts[m] = DONE
            m += 1
        else:
            m = 1
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, m, item.source)
        if a == WAIT:
            return WAIT
        if a == DONE:
            return 0
        u = a & 0xFFFF
        spend_buff(c, u, item.controller)
        item.it_obj = u
        item.it_n = 1
        for j in range(ins[CO_AUX]):
            run_op(c, t, item, pc + 1 + j)





# ------------------------------------------------------------------ each player picks in turn

cdef int op_each_player_picks(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._each_player_picks: from the next player, each other player in turn order
    (CO_DUR EPP_EACH: then the controller too) picks a CO_REF object on the board no one
    picked yet (CO_N 1: or DONE); EPP_RETURN returns each pick at once, EPP_KILL kills them
    together after. TW_RESOLVE_PLAYERS_DONE = 1 + choosers done, TW_RESOLVE_CHOSEN their
    picks (pick_of); IT: the first pick."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO + 1]
    cdef int32_t n, m, i, j, u, a, p, k, ctl = item.controller, others = c.s.n_players - 1
    cdef int32_t choosers = others + (1 if ins[CO_DUR] == EPP_EACH else 0)
    if t.d[TW_RESOLVE_PLAYERS_DONE] == 0:
        t.d[TW_RESOLVE_PLAYERS_DONE] = 1
        t.d[TW_RESOLVE_CHOSEN] = 0
        t.d[TW_RESOLVE_CHOSEN + 1] = 0
    while t.d[TW_RESOLVE_PLAYERS_DONE] - 1 < choosers:
        k = t.d[TW_RESOLVE_PLAYERS_DONE] - 1
        p = (ctl + 1 + k) % c.s.n_players if k < others else ctl    # (players_from, 116.1)
        if t.answer == NONE:
            n = resolve_ref(c, item, ins, ids)
            m = 0
            for i in range(n):
                u = ids[i]
                if c.s.o_zone[u] != Z_BOARD:
                    continue
                for j in range(k):
                    if pick_of(&t.d[TW_RESOLVE_CHOSEN], j) == u:
                        break
                else:
                    opts[m] = enc(A_SELECT, u)
                    m += 1
            if m == 0:
                t.d[TW_RESOLVE_PLAYERS_DONE] += 1
                continue
            if ins[CO_N]:
                opts[m] = DONE
                m += 1
        else:
            m = 1
        a = choose(c, t, D_CHOOSE_CARD, p, opts, m, item.source)
        if a == WAIT:
            return WAIT
        if a != DONE:
            u = a & 0xFFFF
            pick_put(&t.d[TW_RESOLVE_CHOSEN], k, u)
            if ins[CO_KW] == EPP_RETURN:
                return_to_hand(c, u)
        t.d[TW_RESOLVE_PLAYERS_DONE] += 1
    m = 0
    for k in range(choosers):
        if pick_of(&t.d[TW_RESOLVE_CHOSEN], k) != NONE:
            ids[m] = pick_of(&t.d[TW_RESOLVE_CHOSEN], k)
            m += 1
    if ins[CO_KW] == EPP_KILL:
        kill(c, ids, m)
    item.it_n = m
    item.it_obj = ids[0] if m else NONE





# ------------------------------------------------------------------ the Chosen Champion

cdef int op_return_chosen_champion(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._return_chosen_champion: with the controller's Champion Zone empty, the first
    card of their trash with the Chosen Champion's card goes there (Hallowed Tomb)."""
    cdef Player* p = &c.s.players[item.controller]
    cdef int32_t i, x
    item.it_n = 0
    item.it_obj = NONE
    if p.champion != NONE or p.chosen_card == NONE:
        return 0
    for i in range(p.n_trash):
        x = trash_of(p)[i]
        if c.s.o_card[x] == p.chosen_card:
            move_to(c, x, Z_CHAMPION, LOC_NONE, 0)
            item.it_obj = x
            item.it_n = 1
            return 0
    return 0





# ------------------------------------------------------------------ passives of opponents' plays

cdef inline int opposing_passive(Ctx* c, int32_t kind, int32_t player,
                                 int32_t loc) noexcept nogil:
    """ops_ogn._opposing_passives: is there an active passive of `kind` (365.1) whose condition
    holds, controlled by an opponent of `player`; `loc` not LOC_NONE: its source on the board
    at that location. Inline the quick "no" of a game without such a passive."""
    if not has_static_kind(c, kind):
        return 0
    return opposing_passive_rows(c, kind, player, loc)




cdef int opposing_passive_rows(Ctx* c, int32_t kind, int32_t player,
                               int32_t loc) noexcept nogil:
    """opposing_passive past its quick answer."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, kind, srcs), k, s, r, first
    for k in range(n):
        s = srcs[k]
        if not is_opponent(c.s, octl(c.s, s), player):
            continue
        if loc != LOC_NONE and (c.s.o_zone[s] != Z_BOARD or c.s.o_loc[s] != loc):
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            if c.t.statics[r * SW + S_KIND] == kind and \
                    holds(c, c.t.statics[r * SW + S_COND], octl(c.s, s), s, NONE):
                return 1
    return 0


cdef inline int hidden_stays(Ctx* c, int32_t player, int32_t loc) noexcept nogil:
    """ops_ogn.hidden_stays (Noxus Saboteur): `player`'s card hidden at battlefield location
    `loc` can't be played from facedown (811.1.c.3: it would be revealed)."""
    return opposing_passive(c, SK_OPP_HIDDEN_STAY_HERE, player, loc)


cdef inline int units_only_to_base(Ctx* c, int32_t player) noexcept nogil:
    """ops_ogn.units_only_to_base (Mageseeker Warden): `player` plays units only to their
    base (355.2)."""
    return opposing_passive(c, SK_OPP_UNITS_TO_BASE, player, LOC_NONE)


cdef int only_base(Ctx* c, int32_t player, int32_t* locs, int n) noexcept nogil:
    """ops_ogn.only_base: the `n` locations of `locs` narrowed in place to the base alone while
    `units_only_to_base`; the new count."""
    cdef int i, m = 0
    if n == 0 or not units_only_to_base(c, player):
        return n
    for i in range(n):
        if locs[i] == LOC_BASE:
            locs[m] = LOC_BASE
            m += 1
    return m


cdef inline int cant_be_readied(Ctx* c, int32_t o) noexcept nogil:
    """ops_ogn.cant_be_readied (Mageseeker Warden): a unit or gear on the board an opponent of
    an active source controls is not readied by a spell or ability (415)."""
    cdef int32_t ty
    if c.s.o_zone[o] != Z_BOARD:
        return 0
    ty = otype(c, o)
    return (ty == TY_UNIT or ty == TY_GEAR) and \
        opposing_passive(c, SK_NO_READY_ENEMIES, octl(c.s, o), LOC_NONE)





# ------------------------------------------------------------------ hiding for another cost,
# owned cards back to hand

cdef int hide_alt_price(Ctx* c, int32_t player, Price* out) noexcept nogil:
    """ops_ogn.hide_alternative (811.1.b): the cost of the first active SK_HIDE_COST passive
    `player` controls whose condition holds and that they can pay ("you may pay <cost> to hide
    a card with [Hidden] instead of [A]", Teemo, Swift Scout): 1 with it in `out`, else 0."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, SK_HIDE_COST, srcs), k, s, r, first
    cdef const int32_t* st
    for k in range(n):
        s = srcs[k]
        if octl(c.s, s) != player:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_HIDE_COST and holds(c, st[S_COND], player, s, NONE):
                memset(out, 0, sizeof(Price))
                add_cost_price(st, out)      # (costs.pxi)
                if can_pay(c, player, out):
                    return 1
    return 0




cdef int op_owned_to_hand(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._owned_to_hand: the controller chooses a card they own matching CO_KW's selector
    in their Champion Zone or on the board (object order); it goes to their hand
    (zones.return_to_hand). None: nothing happens."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t opts[MAXO]
    cdef int32_t n = 0, o, a, p = item.controller, z
    item.it_n = 0
    item.it_obj = NONE
    for o in range(c.s.n_objs):
        z = c.s.o_zone[o]
        if oowner(c.s, o) == p and (z == Z_BOARD or z == Z_CHAMPION) and \
                sel_matches(c, ins[CO_KW], o, p, item.source, LOC_NONE):
            opts[n] = enc(A_SELECT, o)
            n += 1
    if n == 0:
        return 0
    a = choose(c, t, D_CHOOSE_CARD, p, opts, n, item.source)
    if a == WAIT:
        return WAIT
    o = a & 0xFFFF
    if c.s.o_zone[o] == Z_BOARD or c.s.o_zone[o] == Z_CHAMPION:
        return_to_hand(c, o)                 # (zones.pxi)
        item.it_obj = o
        item.it_n = 1
    return 0
