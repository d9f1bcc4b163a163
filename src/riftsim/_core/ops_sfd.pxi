# Card ops of Spiritforged (SFD) cards that fit no general mechanic (reference/ops_sfd.py).




# ------------------------------------------------------------------ Rumble, Hotheaded

cdef int mechs_in_trash(Ctx* c, int32_t player, int32_t tag, int32_t* out) noexcept nogil:
    """ops_sfd._mechs_in_trash: unit cards with the Mech tag in the player's trash (each has
    a location: its base)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t i, x, n = 0
    for i in range(p.n_trash):
        x = trash_of(p)[i]
        if otype(c, x) == TY_UNIT and tag >= 0 and \
                (card_col(c.t, c.s.o_card[x], C_TAGS) >> tag) & 1:
            out[n] = x
            n += 1
    return n




cdef int mech_affordable(Ctx* c, int32_t mech, int32_t player, int32_t less) noexcept nogil:
    """resources.can_pay(ops_sfd._mech_price(…))."""
    cdef Price p
    base_price(c, mech, player, 0, 0, &p)
    p.energy = p.energy - less if p.energy > less else 0
    p.spell = 0
    p.gear = 0
    cost_mods(c, mech, player, SK_COST_LESS_OTHERS, &p)
    return can_pay(c, player, &p)




cdef int rumble_hotheaded(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_sfd.rumble_hotheaded: you may recycle another friendly unit (its Might noted) to
    play a Mech from your trash, its Energy cost reduced by that Might (742.1, 419.3). Only
    recycles leaving some Mech affordable are offered. TW_RESOLVE_OP_PROGRESS,
    TW_RESOLVE_RUMBLE_UNIT the unit, TW_RESOLVE_RUMBLE_MIGHT its Might."""
    cdef int32_t p = item.controller, n = 0, nm, nb, i, j, u, m, a, mech
    cdef int32_t ids[MAXO]
    cdef int32_t mechs[MAXO]
    cdef int32_t opts[MAXO + 1]
    if t.d[TW_RESOLVE_OP_PROGRESS] == 0:
        nm = mechs_in_trash(c, p, ins[CO_KW], mechs)
        nb = board_objs(c, ids)
        for i in range(nb):
            u = ids[i]
            if otype(c, u) != TY_UNIT or not friends(c.s, octl(c.s, u), p) or \
                    u == item.source:            # (another friendly unit: 740.1)
                continue
            m = might(c, u)
            if m < 0:
                m = 0
            for j in range(nm):
                if mech_affordable(c, mechs[j], p, m):
                    opts[n] = enc(A_SELECT, u)
                    n += 1
                    break
        if n == 0:
            return 0
        opts[n] = DONE
        a = choose(c, t, D_CHOOSE_CARD, p, opts, n + 1, item.source)
        if a == WAIT:
            return WAIT
        if a == DONE:
            return 0
        t.d[TW_RESOLVE_RUMBLE_UNIT] = a & 0xFFFF
        m = might(c, t.d[TW_RESOLVE_RUMBLE_UNIT])
        t.d[TW_RESOLVE_RUMBLE_MIGHT] = m if m > 0 else 0
        t.d[TW_RESOLVE_OP_PROGRESS] = 1
    n = 0
    nm = mechs_in_trash(c, p, ins[CO_KW], mechs)
    for j in range(nm):
        if mech_affordable(c, mechs[j], p, t.d[TW_RESOLVE_RUMBLE_MIGHT]):
            opts[n] = enc(A_SELECT, mechs[j])
            n += 1
    if n == 0:
        return 0
    a = choose(c, t, D_CHOOSE_CARD, p, opts, n, item.source)
    if a == WAIT:
        return WAIT
    mech = a & 0xFFFF
    u = t.d[TW_RESOLVE_RUMBLE_UNIT]
    if c.s.o_zone[u] != Z_BOARD:
        return 0
    ids[0] = u
    recycle_many(c, ids, 1)                  # the cost (a token recycled ceases to exist)
    limited_play(c, p, mech, 1, t.d[TW_RESOLVE_RUMBLE_MIGHT])     # 419.3: pending, then played
    return 0




cdef int op_kill_give_might(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_sfd._kill_give_might: kill `to`; only if it died (not replaced), `other` gets
    +Might equal to its Might as it died (at least 0) this turn."""
    cdef int32_t ids[MAXO]
    cdef int32_t other[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t n = resolve_ref(c, item, ins, ids), m = 0, ep = -1, k
    if n > 0:
        m = might(c, ids[0])
        if m < 0:
            m = 0
        ep = c.s.o_epoch[ids[0]]
    if kill_deciding(c, t, ids, n) == WAIT:       # 373 / 370 (ops_replacements.pxi)
        return WAIT
    if n > 0 and (c.s.o_zone[ids[0]] != Z_BOARD or c.s.o_epoch[ids[0]] != ep):
        ref[CO_REF] = REF_TARGET
        ref[CO_ARG] = ins[CO_KW]
        k = resolve_ref(c, item, ref, other)
        if k > 0 and m > 0:
            add_effect(c, EK_MIGHT, other[0], m, -1, DUR_TURN, item.controller)
    return 0




# ------------------------------------------------------------------ Rek'Sai, Breacher

cdef int accel_granted(Ctx* c, int32_t player) noexcept nogil:
    """ops_sfd.accel_granted: an active "accel_not_from_hand" passive of a unit `player`
    controls on the board (not attached)."""
    cdef int32_t nsrc, k, s, r, first, n
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    nsrc = static_sources(c, SK_ACCEL_NOT_FROM_HAND, srcs)
    for k in range(nsrc):
        s = srcs[k]
        if c.s.o_zone[s] != Z_BOARD or not friends(c.s, octl(c.s, s), player) or \
                c.s.o_attached[s]:           # (a teammate's too, 740.1)
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_ACCEL_NOT_FROM_HAND and (
                    st[S_COND] < 0 or holds(c, st[S_COND], player, s, NONE)):
                return 1
    return 0




cdef int token_accelerate(Ctx* c, Task* t, ChainItem* item, int32_t card) noexcept nogil:
    """ops_sfd.token_accelerate: TW_RESOLVE_TOKEN_ACCEL 1 no / 2 paid (0: not asked yet); WAIT."""
    cdef int32_t a, player = item.controller
    cdef int32_t opts[2]
    cdef Price price
    if t.d[TW_RESOLVE_TOKEN_ACCEL]:
        return 0
    memset(&price, 0, sizeof(Price))
    accel_price(c, card, player, &price)
    if not accel_granted(c, player) or not can_pay(c, player, &price):
        t.d[TW_RESOLVE_TOKEN_ACCEL] = 1
        return 0
    opts[0] = YES
    opts[1] = NO
    a = choose(c, t, D_OPTIONAL_COST, player, opts, 2, item.source)
    if a == WAIT:
        return WAIT
    if a == YES:
        pay(c, player, &price)
    t.d[TW_RESOLVE_TOKEN_ACCEL] = 2 if a == YES else 1
    return 0


cdef int op_ready_legend(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_sfd._ready_legend: ready your legend."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ctl = item.controller, x
    x = c.s.players[ctl].legend
    if x != NONE and oflag(c.s, x, O_EXHAUSTED):
        oflag_set(c.s, x, O_EXHAUSTED, 0)
        emit(c, EV_READY, ctl, x, -1, 0)
        c.s.dirty = 1
    return 0




# ------------------------------------------------------------------ [Add] boosts (Chem-Baroness)

cdef int32_t add_more(Ctx* c, int32_t src) noexcept nogil:
    """ops_sfd.add_more: the Energy an [Add] ability of `src` adds beyond its own (400.2):
    active SK_ADD_MORE passives whose `applies` it matches, for their controllers; read as
    it is activated, before its costs are paid."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, SK_ADD_MORE, srcs), k, s, r, first, total = 0
    cdef const int32_t* st
    for k in range(n):
        s = srcs[k]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_ADD_MORE and \
                    sel_matches(c, st[S_SEL], src, octl(c.s, s), s, LOC_NONE) and \
                    static_active(c, s, st):
                total += st[S_N]
    return total





# ------------------------------------------------------------------ Rockfall Path

cdef int no_play_here(Ctx* c, int32_t loc) noexcept nogil:
    """ops_sfd.no_play_here: "Units can't be played here": an SK_NO_PLAY_HERE passive of the
    battlefield at `loc` (355.2)."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n, k, s, r, first
    if loc <= LOC_BASE:
        return 0
    n = static_sources(c, SK_NO_PLAY_HERE, srcs)
    for k in range(n):
        s = srcs[k]
        if c.s.o_zone[s] != Z_BATTLEFIELD or location_of(c, s) != loc:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            if c.t.statics[r * SW + S_KIND] == SK_NO_PLAY_HERE:
                return 1
    return 0




# ------------------------------------------------------------------ values read as it resolves

cdef int op_deal_keyword(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_sfd._deal_keyword: damage equal to the source's value of keyword CO_KW now (Lucian,
    Gunslinger's [Assault]); nothing once the source left the board."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, v = 0, src = item.source
    if c.s.o_zone[src] == Z_BOARD:
        v = kw_of(c, src, ins[CO_KW])
    if v >= 1:
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                deal_damage(c, ids[i], v + bonus_damage(c, item, ids[i]), src)
    return 0


cdef int op_might_per(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_sfd._might_per: +CO_N Might this turn for each object matching selector CO_KW at
    the unit's location (counted as it resolves)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, o, k
    for i in range(n):
        o = ids[i]
        if c.s.o_zone[o] != Z_BOARD:
            continue
        k = ins[CO_N] * count_matching(c, ins[CO_KW], item.controller, item.source,
                                       c.s.o_loc[o])
        if k:
            add_effect(c, EK_MIGHT, o, k, -1, DUR_TURN, item.controller)
    return 0




# ------------------------------------------------------------------ swapping Might (433)

cdef int op_swap_might(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_sfd._swap_might (433.1): the difference of the two units' Might is an Increase for
    the lower and a Decrease for the higher, both this turn (433.1.a-b); equal: nothing
    (433.1.c). Both must still be on the board at one location (359.3.e.2)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t pair[2]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, k = 0, ma, mb, low, high, d
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            if k < 2:
                pair[k] = ids[i]
            k += 1
    if k != 2 or location_of(c, pair[0]) != location_of(c, pair[1]):
        return 0
    ma = might(c, pair[0])
    mb = might(c, pair[1])
    if ma < 0:
        ma = 0
    if mb < 0:
        mb = 0
    if ma == mb:
        return 0
    if ma < mb:
        low, high, d = pair[0], pair[1], mb - ma
    else:
        low, high, d = pair[1], pair[0], ma - mb
    add_effect(c, EK_MIGHT, low, d, -1, DUR_TURN, item.controller)
    add_effect(c, EK_MIGHT, high, -d, -1, DUR_TURN, item.controller)
    return 0




# ------------------------------------------------------------------ "give <unit> my keywords"

cdef int op_give_my_keywords(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_sfd._give_my_keywords: each keyword the source has now (kw_of, with its value), in
    keyword order, is given to the units of CO_REF for CO_DUR; nothing once the source left
    the board (359.3.e.12)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t vals[NKW]
    cdef int32_t n, i, k, src = item.source
    if c.s.o_zone[src] != Z_BOARD:
        return 0
    for k in range(NKW):
        vals[k] = kw_of(c, src, k)
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] != Z_BOARD:
            continue
        for k in range(NKW):
            if vals[k]:
                add_effect(c, EK_GIVE, ids[i], vals[k], k, ins[CO_DUR], item.controller)
    return 0




# ------------------------------------------------------------------ a card from hand to the deck

cdef int op_hand_to_deck(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_sfd._hand_to_deck: the controller chooses a card of their hand, then the top
    (option 0) or the bottom (option 1) of their Main Deck; nothing with an empty hand."""
    cdef int32_t who = item.controller, i, a, x
    cdef int32_t opts[MAXOPT]
    cdef Player* p = &c.s.players[who]
    if t.d[TW_RESOLVE_TO_DECK_CARD] == 0:
        if p.n_hand == 0:
            return 0
        for i in range(p.n_hand):
            opts[i] = enc(A_SELECT, hand_of(p)[i])
        a = choose(c, t, D_CHOOSE_CARD, who, opts, p.n_hand, item.source)
        if a == WAIT:
            return WAIT
        t.d[TW_RESOLVE_TO_DECK_CARD] = 1 + (a & 0xFFFF)
    opts[0] = enc(A_INDEX, 0)
    opts[1] = enc(A_INDEX, 1)
    a = choose(c, t, D_CHOOSE_MODE, who, opts, 2, item.source)
    if a == WAIT:
        return WAIT
    x = t.d[TW_RESOLVE_TO_DECK_CARD] - 1
    if c.s.o_zone[x] == Z_HAND:
        move_to(c, x, Z_DECK, LOC_NONE, (a & 0xFFFF) == 0)
    return 0




# ------------------------------------------------------------------ "pay any amount of … to [Add]
# that much …"

cdef inline void pay_any_price(Price* p, int32_t x, int power) noexcept nogil:
    """ops_sfd._pay_any_add's price(x): x Energy, or x Power of any domain."""
    cdef int32_t i
    memset(p, 0, sizeof(Price))
    if not power:
        p.energy = x
        return
    for i in range(x):
        price_add_power(p, ALL_DOMAINS)


cdef int op_pay_any_add(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_sfd._pay_any_add: the controller chooses X (option X: 0 … what they can pay, at most
    PAY_ANY_MAX), pays X Energy (CO_KW 0) or X Power of any domain (CO_KW 1), and adds X Energy
    (CO_DUR 1) or X Power of any domain (CO_DUR 0) (157.1, 429, 165.1)."""
    cdef int32_t ctl = item.controller, x = 0, i, m = 0, a
    cdef int32_t opts[PAY_ANY_MAX + 1]
    cdef Price price
    if t.answer == NONE:
        while x < PAY_ANY_MAX:
            pay_any_price(&price, x + 1, ins[CO_KW])
            if not can_pay(c, ctl, &price):
                break
            x += 1
        for i in range(x + 1):
            opts[i] = enc(A_INDEX, i)
        m = x + 1
    a = choose(c, t, D_CHOOSE_MODE, ctl, opts, m, item.source)
    if a == WAIT:
        return WAIT
    x = a & 0xFFFF
    if x <= 0:
        return 0
    pay_any_price(&price, x, ins[CO_KW])
    pay(c, ctl, &price)
    if ins[CO_DUR]:
        c.s.players[ctl].energy += x
        emit(c, EV_ADD, ctl, -1, -1, x)
    else:
        c.s.players[ctl].power[PW_ANY] += x
    return 0
