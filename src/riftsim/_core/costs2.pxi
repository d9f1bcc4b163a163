# Additional costs of playing a card (reference/play.py h_play stages 3-5, `optional_cost`,
# `_payable_paying_extra`, `mandatory_cost`, `pay_discard`, `pay_unit_costs`,
# `unit_costs_payable`; select.holds "paid_extra"). Rules 356.2.a.1 (a mandatory additional
# cost), 356.2.b (an optional one), 356.4 (a discount "if you do"), 357.2 (paying the
# non-standard parts, the units chosen as it is paid).
#
# The cost is a passive row (riftsim.cards.compile documents it): S_N cards to discard, S_KW its unit
# part (AU_*), S_SEL that part's selector row, S_COST_E / S_COST_P0-1 its Energy and Power.
# Play task data: d[10] the optional cost (0 undecided, 1 not paid, 2 paid), d[11] cards
# discarded for it, d[12] unit parts paid (bit 0: the optional cost's, bit 1: the mandatory's).

cdef enum:
    SK_OPTIONAL_COST = 100      # "you may … as an additional cost" (356.2.b)
    SK_EXTRA_COST = 101         # "as an additional cost to play me, …" (356.2.a.1)
    CN_PAID_EXTRA = 100         # its optional additional cost was paid (356.4.f.1)
    CN_ALL = 101                # both condition rows CD_A0, CD_A1 hold
    AU_NONE = 0
    AU_EXHAUST = 1              # exhaust a unit (ready ones only)
    AU_KILL = 2                 # kill a unit
    SK_ENTER_EXHAUSTED = 102    # "This enters exhausted." (a gear, play.h_play)
    SK_NO_COMBAT_DAMAGE = 103   # "I don't deal combat damage unless …" (layers.combat_might)
    SK_MOVE_TAX = 104           # enemies pay [A] x S_N per unit beyond the first moving here
    OP_BUFF_BONUS = 140         # ops_ogn.buff_bonus (Stand United)
    OP_PLAY_FROM_TRASH = 141    # ops_look_and_play.play_from_trash (Flame Chompers, 419.3)
    OP_RUMBLE_HOTHEADED = 142   # ops_sfd.rumble_hotheaded; CO_KW the Mech tag bit index
    LP_PAID = 16                # ChainItem.limited: its cost is paid (else ignored)
    LP_LESS = 32                # ChainItem.limited: x its Energy reduction
    EK_BUFF_BONUS = 100         # a player effect: "buffs give +n more Might" this turn (703)


cdef const int32_t* add_cost_row(Ctx* c, int32_t card, int32_t kind) noexcept nogil:
    """play.optional_cost / play.mandatory_cost: the card's first passive row of `kind`."""
    cdef int32_t first = card_col(c.t, card, C_ST_FIRST), r
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        if c.t.statics[r * SW + S_KIND] == kind:
            return c.t.statics + r * SW
    return NULL


cdef void add_cost_price(const int32_t* st, Price* p) noexcept nogil:
    """resources.cost_price of an additional cost, added to `p`."""
    cdef int32_t j
    if st == NULL:
        return
    p.energy += st[S_COST_E]
    for j in range(S_COST_P0, S_COST_P1 + 1):
        if st[j]:
            price_add_power(p, ALL_DOMAINS if st[j] == POWER_A else st[j])


cdef int cost_units(Ctx* c, int32_t player, const int32_t* st, int32_t source,
                    int32_t* out) noexcept nogil:
    """play._cost_units: the units of `player` matching the unit part (ready ones to
    exhaust), in object order."""
    cdef int32_t o, n = 0
    for o in range(c.s.n_objs):
        if sel_matches(c, st[S_SEL], o, player, source, LOC_NONE) and \
                c.s.o_controller[o] == player and \
                not (st[S_KW] == AU_EXHAUST and c.s.o_exhausted[o]):
            out[n] = o
            n += 1
    return n


cdef int extra_payable(Ctx* c, int32_t player, const int32_t* st,
                       int32_t source) noexcept nogil:
    """play._extra_payable (source NONE) and play.unit_costs_payable (357.2)."""
    cdef int32_t ids[MAXO]
    if c.s.players[player].n_hand < st[S_N]:
        return 0
    return st[S_KW] == AU_NONE or cost_units(c, player, st, source, ids) > 0


cdef void add_extra_prices(Ctx* c, Task* t, Price* p) noexcept nogil:
    """play._total_price: the optional cost when paid, the mandatory one."""
    cdef int32_t card = c.s.o_card[t.d[1]]
    if t.d[10] == 2:
        add_cost_price(add_cost_row(c, card, SK_OPTIONAL_COST), p)
    add_cost_price(add_cost_row(c, card, SK_EXTRA_COST), p)


cdef int mandatory_playable(Ctx* c, int32_t player, int32_t o, Price* price) noexcept nogil:
    """play.can_play: a mandatory additional cost can be paid (its Energy / Power added to
    `price`)."""
    cdef const int32_t* st = add_cost_row(c, c.s.o_card[o], SK_EXTRA_COST)
    if st == NULL:
        return 1
    if not (extra_payable(c, player, st, NONE) and extra_payable(c, player, st, o)):
        return 0
    add_cost_price(st, price)
    return 1


cdef int payable_paying_extra(Ctx* c, int32_t o, int32_t player, int32_t hidden_loc, int flow,
                              Price* price) noexcept nogil:
    """play._payable_paying_extra: affordable only by paying the optional additional cost
    whose payment discounts the card (356.2.b.1 / 356.4)? (The card is no card to discard.)"""
    cdef const int32_t* st = add_cost_row(c, c.s.o_card[o], SK_OPTIONAL_COST)
    cdef Player* p = &c.s.players[player]
    cdef int32_t i, others = 0, saved
    cdef Price alt
    if st == NULL or not extra_payable(c, player, st, NONE):
        return 0
    for i in range(p.n_hand):
        if p.hand[i] != o:
            others += 1
    if others < st[S_N]:
        return 0
    saved = c.s.o_paid_extra[o]
    c.s.o_paid_extra[o] = 1
    base_price(c, o, player, hidden_loc, flow, &alt)
    cost_mods(c, o, player, SK_COST_LESS_OTHERS, &alt)
    add_cost_price(add_cost_row(c, c.s.o_card[o], SK_EXTRA_COST), &alt)
    c.s.o_paid_extra[o] = saved
    add_cost_price(st, &alt)
    return can_pay(c, player, &alt)


cdef int kill_cost_locations(Ctx* c, int32_t o, int32_t player, int32_t* locs,
                             int32_t n) noexcept nogil:
    """h_play stage 1 (seed ruling, Cruel Patron): not where paying the kill would leave no
    unit of yours; returns the count kept."""
    cdef const int32_t* st = add_cost_row(c, c.s.o_card[o], SK_EXTRA_COST)
    cdef int32_t ks[MAXO]
    cdef int32_t nk, i, j, m = 0, ok
    if st == NULL or st[S_KW] != AU_KILL:
        return n
    nk = cost_units(c, player, st, o, ks)
    for i in range(n):
        ok = locs[i] == LOC_BASE
        for j in range(nk):
            if ok:
                break
            ok = c.s.o_loc[ks[j]] != locs[i] or count_units_at(c, locs[i], player) > 1
        if ok:
            locs[m] = locs[i]
            m += 1
    return m


cdef int32_t play_optional_cost(Ctx* c, Task* t) noexcept nogil:
    """h_play stage 3 (356.2.b): offer the optional additional cost when it can be paid."""
    cdef int32_t player = t.d[0], o = t.d[1], a, n
    cdef const int32_t* st
    cdef int with_extra = 0
    cdef int32_t opts[2]
    cdef Price price
    if t.d[10]:
        return 1
    st = add_cost_row(c, c.s.o_card[o], SK_OPTIONAL_COST)
    c.s.o_paid_extra[o] = 1                  # a discount "if you do" counts when it is paid
    if st != NULL and extra_payable(c, player, st, NONE):
        total_price(c, t, &price, 1)
        add_cost_price(st, &price)
        with_extra = can_pay(c, player, &price)
    c.s.o_paid_extra[o] = 0
    if not with_extra:
        t.d[10] = 1
        return 1
    total_price(c, t, &price, 1)
    opts[0] = YES
    opts[1] = NO
    n = 2 if can_pay(c, player, &price) else 1
    a = choose(c, t, D_OPTIONAL_COST, player, opts, n, o)
    if a == WAIT:
        return WAIT
    t.d[10] = 2 if a == YES else 1
    c.s.o_paid_extra[o] = a == YES           # e.g. "If you do, reduce my cost by [2]" (356.4)
    return 1


cdef int32_t pay_unit_part(Ctx* c, Task* t, const int32_t* st, int32_t bit) noexcept nogil:
    """play.pay_unit_costs: the unit part, chosen as it is paid (357.2)."""
    cdef int32_t player = t.d[0], o = t.d[1], n, a, i, u
    cdef int32_t opts[MAXO]
    cdef int32_t ids[1]
    if st == NULL or st[S_KW] == AU_NONE or (t.d[12] & bit):
        return 1
    n = cost_units(c, player, st, o, opts)
    for i in range(n):
        opts[i] = enc(A_SELECT, opts[i])
    a = choose(c, t, D_CHOOSE_CARD, player, opts, n, o)
    if a == WAIT:
        return WAIT
    t.d[12] |= bit
    u = a & 0xFFFF
    if st[S_KW] == AU_EXHAUST:
        c.s.o_exhausted[u] = 1
        emit(c, EV_EXHAUST, player, u, -1, 0)
    else:
        ids[0] = u
        kill(c, ids, 1)                      # 357.2.a: paid even if the death is replaced
    return 1


cdef int32_t pay_optional_cost(Ctx* c, Task* t) noexcept nogil:
    """h_play stage 5: the non-standard parts of a paid optional cost (357.2): its discards
    (play.pay_discard, one card at a time), then its unit part."""
    cdef int32_t player = t.d[0], o = t.d[1], a, i
    cdef const int32_t* st
    cdef Player* p = &c.s.players[player]
    cdef int32_t opts[MAXL]
    if t.d[10] != 2:
        return 1
    st = add_cost_row(c, c.s.o_card[o], SK_OPTIONAL_COST)
    while t.d[11] < st[S_N] and p.n_hand:
        for i in range(p.n_hand):
            opts[i] = enc(A_SELECT, p.hand[i])
        a = choose(c, t, D_CHOOSE_CARD, player, opts, p.n_hand, o)
        if a == WAIT:
            return WAIT
        discard(c, player, a & 0xFFFF)
        t.d[11] += 1
    return pay_unit_part(c, t, st, 1)


cdef int32_t pay_mandatory_cost(Ctx* c, Task* t) noexcept nogil:
    """h_play stage 5: the unit part of a mandatory additional cost (356.2.a.1)."""
    return pay_unit_part(c, t, add_cost_row(c, c.s.o_card[t.d[1]], SK_EXTRA_COST), 2)


cdef int holds_cost(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                    int32_t trigger_obj) noexcept nogil:
    """select.holds for conditions 100-109."""
    if cd[CD_NAME] == CN_PAID_EXTRA:
        return source >= 0 and c.s.o_paid_extra[source] != 0
    if cd[CD_NAME] == CN_ALL:
        return holds(c, cd[CD_A0], controller, source, trigger_obj) and \
            holds(c, cd[CD_A1], controller, source, trigger_obj)
    fail(c, 100)
    return 0


# ------------------------------------------------------------------ ops (140-159)

cdef int run_op_cost(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    cdef int32_t op = ins[CO_OP]
    if op == OP_BUFF_BONUS:                  # "buffs give an additional +n Might to friendly
        add_player_effect(c, EK_BUFF_BONUS, item.controller, ins[CO_N])   # units this turn"
        c.s.dirty = 1
        return 0
    if op == OP_PLAY_FROM_TRASH:
        play_from_trash(c, item, ins)
        return 0
    if op == OP_RUMBLE_HOTHEADED:
        return rumble_hotheaded(c, t, item, ins)
    fail(c, 140)
    return 0


cdef int32_t buff_bonus(Ctx* c, int32_t o) noexcept nogil:
    """layers.might: the buff_bonus effects of the unit's controller (703, Stand United)."""
    cdef int32_t i, n = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_BUFF_BONUS and \
                c.s.effects[i].controller == c.s.o_controller[o]:
            n += c.s.effects[i].n
    return n


# ------------------------------------------------------------------ play-time passives

cdef int own_static(Ctx* c, int32_t o, int32_t kind, int check_cond) noexcept nogil:
    """The object's card has a passive of `kind` (its condition holding, when asked)."""
    cdef int32_t card = c.s.o_card[o], first = card_col(c.t, card, C_ST_FIRST), r
    cdef const int32_t* st
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        st = c.t.statics + r * SW
        if st[S_KIND] == kind and (not check_cond or holds(c, st[S_COND],
                                                           c.s.o_controller[o], o, NONE)):
            return 1
    return 0


cdef int move_tax_payable(Ctx* c, int32_t player, int32_t dest, int32_t n_units,
                          int pay_it) noexcept nogil:
    """movement.move_tax (144.3): [A] x n per unit beyond the first moving together to
    `dest`, for each enemy "move_tax" passive there; can it be paid (and pay it)?"""
    cdef int32_t k = 0, s, r, first, nb, j, card
    cdef int32_t ids[MAXO]
    cdef Price p
    if dest <= LOC_BASE or n_units <= 1 or not has_static_kind(c, SK_MOVE_TAX):
        return 1
    nb = board_objs(c, ids)
    for j in range(nb):
        s = ids[j]
        if c.s.o_loc[s] != dest or c.s.o_controller[s] == player:
            continue
        card = c.s.o_card[s]
        first = card_col(c.t, card, C_ST_FIRST)
        for r in range(first, first + card_col(c.t, card, C_ST_N)):
            if c.t.statics[r * SW + S_KIND] == SK_MOVE_TAX:
                k += c.t.statics[r * SW + S_N] * (n_units - 1)
    if k == 0:
        return 1
    if k > 16:                               # (more Power than a player can have)
        return 0
    memset(&p, 0, sizeof(Price))
    for j in range(k):
        price_add_power(&p, ALL_DOMAINS)
    if not can_pay(c, player, &p):
        return 0
    if pay_it:
        pay(c, player, &p)
    return 1


# ------------------------------------------------------------------ limited play (419.3)
# The core plays a card by an effect only "ignoring its cost" from the trash (Flame Chompers):
# onto the chain pending now (354.1-354.2), finalized by chain.flow when it is the first
# pending item (337.1.b), through h_play from its location step on.

cdef void note_self_epoch(Ctx* c, int32_t o, int32_t n0) noexcept nogil:
    """triggers.fire_self(…, epoch=o.epoch): the discard_self triggers just queued for `o`."""
    cdef int32_t i
    for i in range(n0, c.s.n_pending):
        if c.s.pending[i].source == o:
            c.s.pending[i].trig_epoch = c.s.o_epoch[o] + 1   # (ChainItem.limited)


cdef void free_price(Ctx* c, int32_t o, Price* p) noexcept nogil:
    """ops_look_and_play._override for FREE: nothing (spell-only Energy may pay, 429)."""
    memset(p, 0, sizeof(Price))
    p.spell = otype(c, o) == TY_SPELL


cdef void play_from_trash(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play.play_from_trash: a unit or gear card still the object that triggered
    (359.3.e.4) is played from the trash ignoring its cost."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), x, ty
    if n == 0:
        return
    x = ids[0]
    if c.s.o_zone[x] != Z_TRASH or (item.kind == CK_TRIGGER and item.limited and
                                    c.s.o_epoch[x] != item.limited - 1):
        return
    ty = otype(c, x)
    if ty != TY_UNIT and ty != TY_GEAR:
        return
    limited_play(c, item.controller, x, 0, 0)


cdef void limited_play(Ctx* c, int32_t player, int32_t x, int paid, int32_t less) noexcept nogil:
    """ops_look_and_play.limited_play: step 1 now (354.1: onto the chain, pending), controlled
    by `player` (188.1); its cost ignored or paid (`less`: its Energy reduced)."""
    cdef int32_t ty = otype(c, x), origin = c.s.o_zone[x]
    cdef ChainItem* it
    if c.s.n_chain >= MAXCH:
        fail(c, 141)
        return
    move_to(c, x, Z_CHAIN, LOC_NONE, 0)
    c.s.o_controller[x] = player
    place_obj(c, x)
    c.s.from_hidden[x >> 5] &= ~((<uint32_t>1) << (x & 31))
    it = &c.s.chain[c.s.n_chain]
    memset(it, 0, sizeof(ChainItem))
    it.kind = CK_SPELL if ty == TY_SPELL else (CK_UNIT if ty == TY_UNIT else CK_GEAR)
    it.controller = player
    it.source = x
    it.ability = -1
    it.pending = 1
    it.trigger_obj = NONE
    it.here = LOC_NONE
    it.limited = 1 + origin + (LP_PAID if paid else 0) + LP_LESS * less
    c.s.n_chain += 1
    c.s.dirty = 1


cdef inline void energy_less(int32_t limited, Price* p) noexcept nogil:
    """play._total_price's energy_less (a limited play's Energy reduction)."""
    limited %= LP_LOW                        # (flags above: taila.pxi, tailc.pxi LP_BFS)
    if limited and limited // LP_LESS == LESS_FIXED_A:   # "play me for [A]" (tailb.pxi)
        price_add_power(p, ALL_DOMAINS)
        return
    if limited and limited // LP_LESS:
        p.energy -= limited // LP_LESS
        if p.energy < 0:
            p.energy = 0


cdef int limited_finalizable(Ctx* c, ChainItem* item) noexcept nogil:
    """ops_look_and_play._finalizable for a unit or gear played ignoring its cost."""
    cdef int32_t o = item.source, ty = otype(c, o), player = item.controller, n
    cdef int32_t locs[MAXBF + 1]
    cdef Price price
    if ty != TY_UNIT and ty != TY_GEAR and ty != TY_SPELL:   # (spells: tailc.pxi)
        return 0
    limited_base_price(c, item, o, player, 0, 0, &price)    # (taila.pxi)
    energy_less(item.limited, &price)
    cost_mods(c, o, player, SK_COST_LESS_OTHERS, &price)
    if not mandatory_playable(c, player, o, &price):
        return 0
    if not can_pay(c, player, &price):
        return 0
    if ty == TY_UNIT:                        # the effect's locations (taila, tailc) or its own
        n = limited_locations(c, item, locs)
        if n == 0 or (n < 0 and not unit_locations(c, o, player, 0, 0, locs)):
            return 0
    if ty == TY_SPELL:                       # its targets, their Deflect (tailc.pxi)
        return spell_targets_available(c, o, player, &price, 0, 1)   # (paid: can_pay above)
    return 1


cdef void finalize_pending(Ctx* c, int32_t i) noexcept nogil:
    """ops_look_and_play.finalize_pending: steps 2-5 of playing it (h_play from its location
    step), or, if it can't be played, it goes back where it came from (358.4)."""
    cdef ChainItem* item = &c.s.chain[i]
    cdef int32_t o = item.source, origin = (item.limited - 1) % LP_PAID
    cdef Task* t
    if not limited_finalizable(c, item):
        chain_remove(c, i)
        move_to(c, o, origin, LOC_NONE, 0)
        if c.s.n_chain:
            c.s.priority = c.s.chain[c.s.n_chain - 1].controller
        else:                                # as after a resolution (340.2)
            c.s.priority = NONE
            if c.s.sd_active and not c.s.chain_by_trigger:
                c.s.sd_focus = opp(c.s.sd_focus)
            c.s.chain_by_trigger = 0
        c.s.dirty = 1
        return
    t = push(c, T_PLAY)
    t.d[0] = item.controller
    t.d[1] = o
    t.d[2] = i
    t.d[3] = 0                               # (it opened no chain as a play)
    t.d[4] = -1
    t.stage = 1                              # 354 is done (step 1)


# ------------------------------------------------------------------ Rumble, Hotheaded

cdef int mechs_in_trash(Ctx* c, int32_t player, int32_t tag, int32_t* out) noexcept nogil:
    """ops_sfd._mechs_in_trash: unit cards with the Mech tag in the player's trash (each has
    a location: its base)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t i, x, n = 0
    for i in range(p.n_trash):
        x = p.trash[i]
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
    cost_mods(c, mech, player, SK_COST_LESS_OTHERS, &p)
    return can_pay(c, player, &p)


cdef int rumble_hotheaded(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_sfd.rumble_hotheaded: you may recycle another friendly unit (its Might noted) to
    play a Mech from your trash, its Energy cost reduced by that Might (742.1, 419.3). Only
    recycles leaving some Mech affordable are offered. d[12] progress, d[13] the unit,
    d[14] its Might."""
    cdef int32_t p = item.controller, n = 0, nm, nb, i, j, u, m, a, mech
    cdef int32_t ids[MAXO]
    cdef int32_t mechs[MAXO]
    cdef int32_t opts[MAXO + 1]
    if t.d[12] == 0:
        nm = mechs_in_trash(c, p, ins[CO_KW], mechs)
        nb = board_objs(c, ids)
        for i in range(nb):
            u = ids[i]
            if otype(c, u) != TY_UNIT or c.s.o_controller[u] != p or u == item.source:
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
        t.d[13] = a & 0xFFFF
        m = might(c, t.d[13])
        t.d[14] = m if m > 0 else 0
        t.d[12] = 1
    n = 0
    nm = mechs_in_trash(c, p, ins[CO_KW], mechs)
    for j in range(nm):
        if mech_affordable(c, mechs[j], p, t.d[14]):
            opts[n] = enc(A_SELECT, mechs[j])
            n += 1
    if n == 0:
        return 0
    a = choose(c, t, D_CHOOSE_CARD, p, opts, n, item.source)
    if a == WAIT:
        return WAIT
    mech = a & 0xFFFF
    u = t.d[13]
    if c.s.o_zone[u] != Z_BOARD:
        return 0
    ids[0] = u
    recycle_many(c, ids, 1)                  # the cost (a token recycled ceases to exist)
    limited_play(c, p, mech, 1, t.d[14])     # 419.3: pending, then played
    return 0
