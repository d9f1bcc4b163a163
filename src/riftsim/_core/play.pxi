# Discretionary actions and the process of play (reference/play.py, movement.py).

cdef int timing_ok(Ctx* c, int32_t player, int has_action, int has_reaction) noexcept nogil:
    """play._timing_ok (307-313)."""
    if c.s.n_chain:
        return has_reaction and c.s.priority == player
    if c.s.sd_active:
        return (has_action or has_reaction) and c.s.sd_focus == player
    return player == c.s.turn_player and c.s.phase == PH_MAIN


cdef inline int can_enter(Ctx* c, int32_t unit, int32_t loc) noexcept nogil:
    """444.2: never to a battlefield with units of two other players."""
    if loc == LOC_BASE:
        return 1
    return popcount(players_at_mask(c, loc) & ~(1 << c.s.o_controller[unit])) < 2


cdef int base_blocked(Ctx* c, int32_t unit) noexcept nogil:
    """movement.base_blocked: a "no move to base" passive of the unit's battlefield."""
    cdef int32_t bfo, r, first, n
    if c.s.o_zone[unit] != Z_BOARD or c.s.o_loc[unit] <= LOC_BASE:
        return 0
    bfo = c.s.bfs[c.s.o_loc[unit] - 1].obj
    first = card_col(c.t, c.s.o_card[bfo], C_ST_FIRST)
    n = card_col(c.t, c.s.o_card[bfo], C_ST_N)
    for r in range(first, first + n):
        if c.t.statics[r * SW + S_KIND] == SK_NO_MOVE_TO_BASE:
            return 1
    return 0


cdef int standard_destinations(Ctx* c, int32_t u, int32_t* out) noexcept nogil:
    """movement.standard_destinations (144.4); returns how many."""
    cdef int32_t n = 0, i, m = 0, d
    cdef int32_t cand[MAXBF + 1]
    if c.s.o_loc[u] == LOC_BASE:
        for i in range(c.s.n_bfs):
            cand[n] = i + 1
            n += 1
    else:
        cand[n] = LOC_BASE
        n += 1
        if kw_of(c, u, K_GANKING):              # 810
            for i in range(c.s.n_bfs):
                if i + 1 != c.s.o_loc[u]:
                    cand[n] = i + 1
                    n += 1
    for i in range(n):
        d = cand[i]
        if can_enter(c, u, d) and not (d == LOC_BASE and base_blocked(c, u)):
            out[m] = d
            m += 1
    return m


cdef int unit_locations(Ctx* c, int32_t o, int32_t player, int32_t* out) noexcept nogil:
    """play.unit_locations (355.2): base or a battlefield you control."""
    cdef int32_t n = 1, i
    out[0] = LOC_BASE
    for i in range(c.s.n_bfs):
        if c.s.bfs[i].controller == player and can_enter(c, o, i + 1):
            out[n] = i + 1
            n += 1
    return n


cdef void base_price(Ctx* c, int32_t o, Price* p) noexcept nogil:
    card_price(c, c.s.o_card[o], p)


cdef inline void accel_price(Ctx* c, int32_t card, Price* p) noexcept nogil:
    """805: Accelerate costs [1] plus one Power of the card's domain (any if several)."""
    cdef int32_t ds = domain_set(c, card)
    p.energy += 1
    price_add_power(p, ds if popcount(ds) == 1 else ALL_DOMAINS)


cdef int can_play(Ctx* c, int32_t player, int32_t o) noexcept nogil:
    """play.can_play for a card in hand or the champion zone."""
    cdef int32_t card = c.s.o_card[o], ty = card_col(c.t, card, C_TYPE)
    cdef Price price
    if ty != TY_UNIT and ty != TY_GEAR and ty != TY_SPELL:
        return 0
    if not timing_ok(c, player, card_col(c.t, card, C_KW + K_ACTION),
                     card_col(c.t, card, C_KW + K_REACTION)
                     or (card_flags(c, card) & CXF_QUICK_DRAW) != 0):    # 819.1.b
        return 0
    base_price(c, o, &price)
    if not can_pay(c, player, &price):
        return 0
    if ty == TY_SPELL:
        return spell_targets_available(c, o, player, &price)
    return 1


cdef int play_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    cdef Player* p = &c.s.players[player]
    cdef int32_t n = 0, i
    for i in range(p.n_hand):
        if can_play(c, player, p.hand[i]):
            out[n] = enc(A_PLAY, p.hand[i])
            n += 1
    if p.champion != NONE and can_play(c, player, p.champion):
        out[n] = enc(A_PLAY, p.champion)
        n += 1
    return n


cdef int move_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    """144: the standard move: main phase, neutral open state, ready units."""
    cdef int32_t n = 0, u
    cdef int32_t dests[MAXBF + 1]
    if c.s.n_chain or c.s.sd_active or player != c.s.turn_player or c.s.phase != PH_MAIN:
        return 0
    for u in range(c.s.n_objs):
        if c.s.o_zone[u] == Z_BOARD and c.s.o_controller[u] == player and \
                otype(c, u) == TY_UNIT and not c.s.o_exhausted[u] and \
                standard_destinations(c, u, dests):
            out[n] = enc(A_MOVE_UNIT, u)
            n += 1
    return n


cdef int h_main_priority(Ctx* c, Task* t) noexcept nogil:
    """316.2: the turn player acts or ends the turn."""
    cdef int32_t tp = c.s.turn_player, n = 1, a
    cdef int32_t opts[MAXOPT]
    if t.answer == NONE:
        opts[0] = PASS
        n += play_options(c, tp, opts + n)
        n += move_options(c, tp, opts + n)
        n += ability_options(c, tp, opts + n)
    a = choose(c, t, D_PRIORITY, tp, opts, n, -1)
    if a == WAIT:
        return WAIT
    pop(c)
    if a == PASS:
        end_main_phase(c)
        return 0
    start_action(c, tp, a)
    return 0


cdef int h_focus(Ctx* c, Task* t) noexcept nogil:
    """347: the player with focus acts or passes."""
    cdef int32_t pl = c.s.sd_focus, n = 1, a
    cdef int32_t opts[MAXOPT]
    if t.answer == NONE:
        opts[0] = PASS
        n += play_options(c, pl, opts + n)
        n += ability_options(c, pl, opts + n)
    a = choose(c, t, D_PRIORITY, pl, opts, n, -1)
    if a == WAIT:
        return WAIT
    pop(c)
    if a == PASS:
        c.s.sd_passes += 1
        if c.s.sd_passes >= 2:               # 347.3.a
            push(c, T_END_SHOWDOWN)
        else:
            c.s.sd_focus = opp(pl)           # 347.4
        return 0
    c.s.sd_passes = 0
    start_action(c, pl, a)
    return 0


cdef void start_action(Ctx* c, int32_t player, int32_t a) noexcept nogil:
    cdef int32_t kind = a >> 16, arg = a & 0xFFFF
    cdef Task* t
    if kind == A_PLAY:
        t = push(c, T_PLAY)
        t.d[0] = player
        t.d[1] = arg
    elif kind == A_MOVE_UNIT:
        t = push(c, T_STD_MOVE)
        t.d[0] = player
        t.d[1] = 1                           # units: d[1] = count, d[2..] = ids
        t.d[2] = arg
    elif kind == A_ACTIVATE:
        start_activate(c, player, arg)
    else:
        fail(c, 8)


# play task data: d[0] player, d[1] obj, d[2] chain index, d[3] opened, d[4] loc (-1),
# d[5] accel, d[6] slot (targets)

cdef void total_price(Ctx* c, Task* t, Price* p) noexcept nogil:
    """play._total_price (no discounts or additional costs in the core's card set yet)."""
    cdef int32_t o = t.d[1]
    base_price(c, o, p)
    if t.d[5]:
        accel_price(c, c.s.o_card[o], p)


cdef int h_play(Ctx* c, Task* t) noexcept nogil:
    """353-359: remove to the chain, choices, total cost, pay, finalize."""
    cdef State* s = c.s
    cdef int32_t player = t.d[0], o = t.d[1], card = s.o_card[o], ty = card_col(c.t, card, C_TYPE)
    cdef int32_t n, a, i, loc
    cdef int32_t opts[MAXOPT]
    cdef ChainItem* item
    cdef Price price
    if t.stage == 0:                         # 354: onto the chain, pending
        t.d[3] = s.n_chain == 0
        move_to(c, o, Z_CHAIN, LOC_NONE, 0)
        s.o_controller[o] = player
        item = &s.chain[s.n_chain]
        memset(item, 0, sizeof(ChainItem))
        item.kind = CK_SPELL if ty == TY_SPELL else (CK_UNIT if ty == TY_UNIT else CK_GEAR)
        item.controller = player
        item.source = o
        item.ability = -1
        item.pending = 1
        item.trigger_obj = NONE
        item.here = LOC_NONE
        t.d[2] = s.n_chain
        s.n_chain += 1
        t.d[4] = -1
        t.stage = 1
    item = &s.chain[t.d[2]]
    if t.stage == 1:                         # 355.2: location of a unit
        if ty == TY_UNIT:
            if t.answer == NONE:
                n = unit_locations(c, o, player, opts)
                for i in range(n):
                    opts[i] = enc(A_LOCATION, opts[i])
            a = choose(c, t, D_PLAY_LOCATION, player, opts, n, o)
            if a == WAIT:
                return WAIT
            t.d[4] = a & 0xFFFF
        t.stage = 2
    if t.stage == 2:                         # 805: Accelerate
        if ty == TY_UNIT and card_col(c.t, card, C_KW + K_ACCELERATE):
            base_price(c, o, &price)
            accel_price(c, card, &price)
            if can_pay(c, player, &price):
                opts[0] = YES
                opts[1] = NO
                a = choose(c, t, D_OPTIONAL_COST, player, opts, 2, o)
                if a == WAIT:
                    return WAIT
                t.d[5] = a == YES
        t.stage = 4
    if t.stage == 4:                         # 355.5: targets of a spell
        if ty == TY_SPELL:
            total_price(c, t, &price)
            a = choose_spell_targets(c, t, item, &price)
            if a == WAIT:
                return WAIT
        t.stage = 5
    pop(c)
    total_price(c, t, &price)
    pay(c, player, &price)                   # 356-357
    item.pending = 0                         # 359
    s.players[player].cards_finalized += 1
    s.o_finalized_turn[o] = s.turn
    emit(c, EV_PLAY, player, o, t.d[4], 0)
    if ty == TY_SPELL:
        if t.d[3]:
            s.chain_by_trigger = 0
        finalize(c, item)                    # 359.3
        return 0
    chain_remove(c, t.d[2])                  # 359.2: permanents resolve now
    loc = t.d[4] if ty == TY_UNIT else LOC_BASE
    move_to(c, o, Z_BOARD, loc, 0)
    s.o_controller[o] = player
    s.o_exhausted[o] = ty == TY_UNIT and not t.d[5]
    s.players[player].cards_played += 1
    if loc > LOC_BASE:
        contest(c, loc - 1, player)
    fire_played(c, o, player)
    if s.n_chain == 0:
        s.priority = NONE
        if s.sd_active:
            s.sd_focus = opp(s.sd_focus)
    else:
        s.priority = s.chain[s.n_chain - 1].controller
        s.passes = 0
    s.dirty = 1
    return 0


cdef void contest(Ctx* c, int32_t bf, int32_t player) noexcept nogil:
    """187.3.a.1."""
    if c.s.bfs[bf].controller != player and c.s.bfs[bf].contested_by == NONE:
        c.s.bfs[bf].contested_by = player


cdef int h_std_move(Ctx* c, Task* t) noexcept nogil:
    """144.3: units declared one at a time, then the destination (play.h_std_move)."""
    cdef int32_t player = t.d[0], nu = t.d[1], i, j, k, n = 0, u, a, nd, common, ds
    cdef int32_t dests[MAXBF + 1]
    cdef int32_t opts[MAXOPT]
    cdef int32_t ids[MAXTD]
    if t.answer == NONE:
        common = -1                          # bit d + 1 for destination d
        for i in range(nu):
            nd = standard_destinations(c, t.d[2 + i], dests)
            ds = 0
            for j in range(nd):
                ds |= 1 << (dests[j] + 1)
            common = ds if common == -1 else common & ds
        for j in range(MAXBF + 1):
            if (common >> (j + 1)) & 1:
                opts[n] = enc(A_LOCATION, j)
                n += 1
        if nu < MAXTD - 2:
            for u in range(c.s.n_objs):
                if c.s.o_zone[u] != Z_BOARD or c.s.o_controller[u] != player or \
                        otype(c, u) != TY_UNIT or c.s.o_exhausted[u]:
                    continue
                if list_index(&t.d[2], nu, u) >= 0:
                    continue
                nd = standard_destinations(c, u, dests)
                for j in range(nd):
                    if (common >> (dests[j] + 1)) & 1:
                        opts[n] = enc(A_MOVE_UNIT, u)
                        n += 1
                        break
    a = choose(c, t, D_MOVE_UNITS, player, opts, n, -1)
    if a == WAIT:
        return WAIT
    if (a >> 16) == A_MOVE_UNIT:
        t.d[2 + nu] = a & 0xFFFF
        t.d[1] += 1
        return 0
    pop(c)
    for i in range(nu):
        ids[i] = t.d[2 + i]
        c.s.o_exhausted[ids[i]] = 1
    sort_ints(ids, nu)
    move_units(c, ids, nu, a & 0xFFFF, player)
    return 0


cdef void move_units(Ctx* c, int32_t* ids, int32_t n, int32_t dest, int32_t responsible) noexcept nogil:
    """movement.move_units (441-448)."""
    cdef State* s = c.s
    cdef int32_t moved[MAXTD]
    cdef int32_t nm = 0, i, u, origin
    for i in range(n):
        u = ids[i]
        if s.o_zone[u] != Z_BOARD or s.o_loc[u] == dest:
            continue
        if dest == LOC_BASE and base_blocked(c, u):
            continue
        if not can_enter(c, u, dest):        # 442.2.c
            s.o_loc[u] = LOC_BASE
            carry_attached(c, u)
            emit(c, EV_RECALL, s.o_controller[u], u, LOC_BASE, 0)
            continue
        origin = s.o_loc[u]
        s.o_loc[u] = dest
        carry_attached(c, u)                 # 719.3.a (activate.pxi)
        s.o_moves[u] += 1
        emit(c, EV_MOVE, responsible, u, dest, origin)
        moved[nm] = u
        nm += 1
    for i in range(nm):
        if dest > LOC_BASE:
            contest(c, dest - 1, s.o_controller[moved[i]])
    for i in range(nm):
        fire_self(c, TE_MOVE_SELF, moved[i], dest, NONE)
    s.dirty = 1
