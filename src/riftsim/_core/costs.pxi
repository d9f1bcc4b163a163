# Costs beyond Energy and Power (reference/play.py, chain.py h_finalize): additional costs
# (356.2), [Repeat] (820), discards and banishes paid as costs (357.2, 422.3), unit parts of a
# cost (702.2.b), activated abilities' and triggers' costs (377, 383.3.b).




cdef int32_t repeat_rows(Ctx* c, int32_t ab, int32_t* first) noexcept nogil:
    """The [Repeat] cost rows of spell ability row `ab` (first row, count)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef int32_t pc, n = 0
    first[0] = -1
    for pc in range(abr[AB_CODE], abr[AB_CODE] + abr[AB_CODE_N]):
        if c.t.code[pc * CODEW + CO_OP] == OP_REPEAT_COST:
            if n == 0:
                first[0] = pc
            n += 1
    return n




cdef void add_repeat_price(Ctx* c, int32_t row, int32_t player, Price* p) noexcept nogil:
    """play.repeat_price (820.1.c.1), less `player`'s optional-cost discounts (optional_less)."""
    cdef const int32_t* ins = c.t.code + row * CODEW
    cdef Price part
    memset(&part, 0, sizeof(Price))
    part.energy = ins[CO_N] - repeat_cost_less(c, player)   # (Marai Spire)
    if part.energy < 0:
        part.energy = 0
    if ins[CO_KW] >= 0:
        price_add_power(&part, ins[CO_KW])
    if ins[CO_DUR] >= 0:
        price_add_power(&part, ins[CO_DUR])
    add_optional_part(c, player, &part, p)




cdef int32_t repeat_cost_less(Ctx* c, int32_t player) noexcept nogil:
    """play.repeat_price: the battlefields `player` controls with "friendly [Repeat] costs
    cost [n] less" (SK_REPEAT_COST_LESS), their n summed."""
    cdef int32_t nsrc, k, s, r, first, bf, total = 0
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    if not has_static_kind(c, SK_REPEAT_COST_LESS):
        return 0
    nsrc = static_sources(c, SK_REPEAT_COST_LESS, srcs)
    for k in range(nsrc):
        s = srcs[k]
        if c.s.o_zone[s] != Z_BATTLEFIELD:
            continue
        bf = bf_of_obj(c, s)
        if bf < 0 or c.s.bfs[bf].controller < 0 or \
                not friends(c.s, c.s.bfs[bf].controller, player):   # (a teammate's, 740.1)
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_REPEAT_COST_LESS:
                total += st[S_N]
    return total




cdef inline void n_or_one_power_less(Price* p, int32_t n) noexcept nogil:
    """play.n_or_one_power_less: n Energy off when the cost has Energy, else its last Power
    symbol (356.4, 356.5)."""
    if p.energy > 0:
        p.energy = p.energy - n if p.energy > n else 0
    elif p.n_power > 0:
        p.n_power -= 1




cdef void optional_less(Ctx* c, int32_t player, Price* part) noexcept nogil:
    """play.optional_less: each "optional additional costs you pay cost [n] or [A] less"
    passive of a unit `player` controls on the board takes n Energy off an optional additional
    cost that has Energy, else one Power symbol (the last) (356.4.c, 356.4.f)."""
    cdef int32_t srcs[MAXO]
    cdef int32_t nsrc, k, s, r, first
    cdef const int32_t* st
    if not has_static_kind(c, SK_OPTIONAL_COST_LESS):
        return
    nsrc = static_sources(c, SK_OPTIONAL_COST_LESS, srcs)
    for k in range(nsrc):
        s = srcs[k]
        if c.s.o_zone[s] != Z_BOARD or octl(c.s, s) != player:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] != SK_OPTIONAL_COST_LESS:
                continue
            n_or_one_power_less(part, st[S_N])




cdef void add_optional_part(Ctx* c, int32_t player, Price* part, Price* p) noexcept nogil:
    """An optional additional cost's price added to `p` after `player`'s discounts on it
    (play.optional_less, then Price.add)."""
    cdef int32_t i
    optional_less(c, player, part)
    p.energy += part.energy
    for i in range(part.n_power):
        price_add_power(p, part.power[i])




cdef int32_t granted_repeats(Ctx* c, int32_t player, int32_t o) noexcept nogil:
    """play.granted_repeats: the [Repeat] keywords given to the next spell `player` plays this
    turn (EK_NEXT_SPELL_REPEAT player effects, one each; Temporal Portal), for the spell `o`;
    none for a "Choose one" spell (its row's AB_ON: its number of modes)."""
    cdef int32_t ab = card_col(c.t, c.s.o_card[o], C_SPELL), i, n = 0
    if ab < 0 or ability_row(c, ab)[AB_ON] > 0:
        return 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_NEXT_SPELL_REPEAT and c.s.effects[i].controller == player:
            n += 1
    return n




cdef void add_nth_repeat_price(Ctx* c, int32_t o, int32_t first, int32_t n, int32_t i,
                               int32_t player, Price* p) noexcept nogil:
    """play.nth_repeat_price: the spell's own [Repeat] row i (of n from `first`), or past
    them a given one: the spell's printed Energy and Power cost less the [Repeat] discounts
    (repeat_cost_less), then `player`'s optional-cost discounts (add_optional_part)."""
    cdef Price part
    if i < n:
        add_repeat_price(c, first + i, player, p)
        return
    memset(&part, 0, sizeof(Price))
    card_price(c, c.s.o_card[o], &part)
    part.energy -= repeat_cost_less(c, player)
    if part.energy < 0:
        part.energy = 0
    add_optional_part(c, player, &part, p)




cdef inline void repeat_prices(Ctx* c, Task* t, Price* p) noexcept nogil:
    """The paid [Repeat] costs' part of play._total_price. (Inline: none paid.)"""
    if t.d[TW_PLAY_REPEATS] == 0:
        return
    repeat_prices_paid(c, t, p)




cdef void repeat_prices_paid(Ctx* c, Task* t, Price* p) noexcept nogil:
    """repeat_prices past its quick answer."""
    cdef int32_t ab, first, n, i, o = t.d[TW_PLAY_OBJ]
    if t.d[TW_PLAY_REPEATS] == 0:
        return
    ab = card_col(c.t, c.s.o_card[o], C_SPELL)
    n = repeat_rows(c, ab, &first)
    for i in range(n + granted_repeats(c, t.d[TW_PLAY_PLAYER], o)):
        if (t.d[TW_PLAY_REPEATS] >> i) & 1:
            add_nth_repeat_price(c, o, first, n, i, t.d[TW_PLAY_PLAYER], p)




cdef int32_t play_repeats(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """play.h_play stage 3: offer each [Repeat] cost the player can pay on top of the rest."""
    cdef int32_t player = t.d[TW_PLAY_PLAYER], o = t.d[TW_PLAY_OBJ]
    cdef int32_t ab = card_col(c.t, c.s.o_card[o], C_SPELL)
    cdef int32_t first, n, i, discards, a, k = 0
    cdef int32_t opts[2]
    cdef Price price
    if ab < 0:
        return 1
    n = repeat_rows(c, ab, &first)
    while t.d[TW_PLAY_REPEAT_NEXT] < n + granted_repeats(c, player, o):   # given ones last
        i = t.d[TW_PLAY_REPEAT_NEXT]
        total_price(c, t, &price, 1)
        add_nth_repeat_price(c, o, first, n, i, player, &price)
        discards = c.t.code[(first + i) * CODEW + CO_AUX] if i < n else 0
        for k in range(n):
            if (t.d[TW_PLAY_REPEATS] >> k) & 1:
                discards += c.t.code[(first + k) * CODEW + CO_AUX]
        if can_pay(c, player, &price) and c.s.players[player].n_hand >= discards:
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_OPTIONAL_COST, player, opts, 2, o)
            if a == WAIT:
                return WAIT
            if a == YES:
                t.d[TW_PLAY_REPEATS] |= 1 << i
        t.d[TW_PLAY_REPEAT_NEXT] = i + 1
    item.repeats = popcount(t.d[TW_PLAY_REPEATS])
    return 1




cdef int32_t pay_repeat_discards(Ctx* c, Task* t) noexcept nogil:
    """820.1.c.1: the cards to discard for the paid [Repeat] costs, one at a time."""
    cdef int32_t player = t.d[TW_PLAY_PLAYER], o = t.d[TW_PLAY_OBJ], ab, first, n, k, need = 0, a, i
    cdef int32_t opts[MAXL]
    cdef Player* p = &c.s.players[player]
    if t.d[TW_PLAY_REPEATS] == 0:
        return 1
    ab = card_col(c.t, c.s.o_card[o], C_SPELL)
    n = repeat_rows(c, ab, &first)
    for k in range(n):
        if (t.d[TW_PLAY_REPEATS] >> k) & 1:
            need += c.t.code[(first + k) * CODEW + CO_AUX]
    while t.d[TW_PLAY_REPEAT_DISCARDED] < need and p.n_hand:
        if t.answer == NONE:
            for i in range(p.n_hand):
                opts[i] = enc(A_SELECT, hand_of(p)[i])
        a = choose(c, t, D_CHOOSE_CARD, player, opts, p.n_hand, o)
        if a == WAIT:
            return WAIT
        discard(c, player, a & 0xFFFF, t.d[TW_PLAY_REPEAT_DISCARDED] == 0)
        t.d[TW_PLAY_REPEAT_DISCARDED] += 1
    return 1




cdef void empower_less(Ctx* c, int32_t src, int32_t act, Price* p) noexcept nogil:
    """play.empower_less: a battlefield's "[Empower] costs of your units here cost [n] or [A]
    less" (Risen Altar): an [Empower] ability (827.1.c) of a unit there controlled by the
    battlefield's controller (187.6.c) costs n Energy less when it has Energy, else one Power
    symbol (the last) less (356.4.b, 356.5)."""
    cdef int32_t loc = c.s.o_loc[src], card, first, r
    cdef const int32_t* st
    if not c.t.acts[act * ACW + AC_EMPOWER] or c.s.o_zone[src] != Z_BOARD or \
            loc <= LOC_BASE or otype(c, src) != TY_UNIT or \
            c.s.bfs[loc - 1].controller != octl(c.s, src):
        return
    card = c.s.o_card[c.s.bfs[loc - 1].obj]
    first = card_col(c.t, card, C_ST_FIRST)
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        st = c.t.statics + r * SW
        if st[S_KIND] != SK_EMPOWER_COST_LESS:
            continue
        n_or_one_power_less(p, st[S_N])




cdef void act_price(Ctx* c, int32_t src, int32_t act, int32_t player, int32_t unit,
                    Price* p) noexcept nogil:
    """play.activation_price: after an [Empower] discount (empower_less), an Energy cost
    "reduced by the Might of the unit you choose" is reduced by `unit`'s Might, or (unit NONE: can it be activated at all?) by the greatest
    Might among the units its first target may choose; a negative Might reduces nothing."""
    cdef int32_t cost = c.t.acts[act * ACW + AC_COST], m = 0, k, n, v
    cdef int32_t cands[MAXO]
    cdef const int32_t* abr
    cdef ChainItem item
    cost_price(c, cost, p)
    p.gear = otype(c, src) == TY_GEAR        # (play.gear_ability_price)
    if c.t.acts[act * ACW + AC_EMPOWER]:     # ([Empower] abilities alone: empower_less)
        empower_less(c, src, act, p)
    if not cost_row(c, cost)[CS_LESS_MIGHT]:
        return
    if unit == NONE:
        abr = ability_row(c, c.t.acts[act * ACW + AC_AB])
        memset(&item, 0, sizeof(ChainItem))
        item.kind = CK_ABILITY
        item.controller = player
        item.source = src
        n = slot_candidates(c, &item, c.t.targets + abr[AB_TG_FIRST] * TGW, player,
                            c.s.o_loc[src], 0, cands)
    else:
        cands[0] = unit
        n = 1
    for k in range(n):
        v = might(c, cands[k])
        if v > m:
            m = v
    p.energy = p.energy - m if p.energy > m else 0




cdef inline int unit_costs_payable(Ctx* c, int32_t player, int32_t cost,
                                   int32_t source) noexcept nogil:
    """play.unit_costs_payable (357.2 / 702.2.b): buffs of units the player controls. Inline
    the quick yes of a cost without buffs to spend or a unit to kill."""
    cdef const int32_t* cr
    if cost < 0:
        return 1
    cr = cost_row(c, cost)
    if not cr[CS_SPEND_BUFF] and not cr[CS_SPEND_OWN_BUFF] and cr[CS_KILL_UNIT] < 0:
        return 1
    return unit_costs_payable_units(c, player, cost, source)




cdef int unit_costs_payable_units(Ctx* c, int32_t player, int32_t cost,
                                  int32_t source) noexcept nogil:
    """unit_costs_payable past its quick answer."""
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t o, found
    if cr[CS_SPEND_BUFF]:
        found = 0
        o = next_unit(c, NONE, -1, c.s.n_objs)   # (the u_all index)
        while o >= 0:
            if octl(c.s, o) == player and c.s.o_buff[o]:
                found = 1
                break
            o = next_unit(c, NONE, o, c.s.n_objs)
        if not found:
            return 0
    if cr[CS_SPEND_OWN_BUFF] and (source < 0 or c.s.o_zone[source] != Z_BOARD
                                  or c.s.o_buff[source] <= 0):
        return 0
    if cr[CS_KILL_UNIT] >= 0 and kill_cost_units(c, player, cr[CS_KILL_UNIT], source, NULL) == 0:
        return 0                             # "kill a friendly unit" (play._cost_units)
    return 1




cdef int32_t kill_cost_units(Ctx* c, int32_t player, int32_t sel, int32_t source,
                             int32_t* out) noexcept nogil:
    """play._cost_units: the units matching `sel` that `player` or a teammate controls
    (740.1, 484.8.d, 356.6), in object order (`out` may be NULL: just count them)."""
    cdef int32_t o, n = 0
    for o in range(c.s.n_objs):
        if friends(c.s, octl(c.s, o), player) and \
                sel_matches(c, sel, o, player, source, LOC_NONE):
            if out != NULL:
                out[n] = o
            n += 1
    return n




cdef int recyclable(Ctx* c, int32_t player, int32_t cost, int32_t* out) noexcept nogil:
    """play._recyclable: the trash cards a "recycle … from your trash" cost may take."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t ty = cost_row(c, cost)[CS_RECYCLE_TYPE], i, n = 0
    for i in range(p.n_trash):
        if ty < 0 or otype(c, trash_of(p)[i]) == ty:
            out[n] = trash_of(p)[i]
            n += 1
    return n




cdef int act_cost_payable(Ctx* c, int32_t src, int32_t act, int32_t player) noexcept nogil:
    """play._ability_cost_payable."""
    cdef Price price
    return act_cost_payable_at(c, src, act, player, &price)




cdef int act_cost_payable_at(Ctx* c, int32_t src, int32_t act, int32_t player,
                             Price* price) noexcept nogil:
    """act_cost_payable, the activation price (act_price, unit NONE) left in `price` when
    its parts other than Energy and Power are payable."""
    cdef int32_t cost = c.t.acts[act * ACW + AC_COST]
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t ids[MAXL]
    if cr[CS_EXHAUST_SELF] and oflag(c.s, src, O_EXHAUSTED):
        return 0
    if cr[CS_RECYCLE] and c.s.players[player].n_trash < cr[CS_RECYCLE]:
        return 0
    if cr[CS_RECYCLE_TYPE] >= 0 and recyclable(c, player, cost, ids) < cr[CS_RECYCLE]:
        return 0
    if not unit_costs_payable(c, player, cost, src):
        return 0
    if cr[CS_XP] and c.s.players[player].xp < cr[CS_XP]:     # 730.2: spend XP you have
        return 0
    if not act_empower_cost_payable(c, src, cost, player):  # discard, disempower (costs.pxi)
        return 0
    act_price(c, src, act, player, NONE, price)
    return can_pay(c, player, price)




cdef inline int32_t trigger_cost(Ctx* c, int32_t ab) noexcept nogil:
    return -1 if ab < 0 else c.t.abx[ab * AXW + AX_COST]




cdef int trigger_cost_payable_now(Ctx* c, ChainItem* item, int32_t ab) noexcept nogil:
    """chain._cost_payable_now (1 when the trigger has no cost)."""
    cdef int32_t cost = trigger_cost(c, ab)
    cdef Price price
    if cost < 0:
        return 1
    if cost_row(c, cost)[CS_EXHAUST_SELF] and oflag(c.s, item.source, O_EXHAUSTED):
        return 0
    if not banish_self_payable(c, item, cost):       # costs.pxi (and "kill me to …")
        return 0
    if not trig_empower_cost_payable(c, item, cost):  # costs.pxi
        return 0
    cost_price(c, cost, &price)
    return can_pay(c, item.controller, &price) and \
        unit_costs_payable(c, item.controller, cost, item.source)




cdef int trigger_pay_cost(Ctx* c, Task* t, ChainItem* item, int32_t ab) noexcept nogil:
    """chain.h_finalize stages 2-3 (383.3.b / 404.2): 1 paid (or no cost), 0 the trigger is
    dropped, WAIT. Task words: TW_FINALIZE_COST_PAID, TW_FINALIZE_BUFF_SPENT."""
    cdef int32_t cost = trigger_cost(c, ab), a, n, i, ctl = item.controller
    cdef const int32_t* cr
    cdef int32_t opts[MAXO]
    cdef Price price
    if cost < 0:
        return trigger_deflect(c, t, item)   # 809: only the Deflect Power of its targets
    cr = cost_row(c, cost)
    if t.d[TW_FINALIZE_COST_PAID] == 0:
        cost_price(c, cost, &price)
        add_deflect(c, item, &price)         # 809 / FAQ: Deflect is part of what it costs
        if not can_pay(c, ctl, &price) or (cr[CS_EXHAUST_SELF] and
                                           oflag(c.s, item.source, O_EXHAUSTED)) or \
                not banish_self_payable(c, item, cost) or \
                not trig_empower_cost_payable(c, item, cost) or \
                not unit_costs_payable(c, ctl, cost, item.source):
            return 0
        if not cr[CS_REQUIRED] and not ability_row(c, ab)[AB_OPTIONAL]:
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_OPTIONAL_COST, ctl, opts, 2, item.source)
            if a == WAIT:
                return WAIT
            if a == NO:
                return 0
        if price.energy or price.n_power:
            pay(c, ctl, &price)
        if cr[CS_EXHAUST_SELF]:              # 742.1: "exhaust me to …"
            oflag_set(c.s, item.source, O_EXHAUSTED, 1)
            emit(c, EV_EXHAUST, ctl, item.source, -1, 0)
        if cr[CS_BURN]:                      # "[Burn N] to …"
            burn_cards(c, ctl, cr[CS_BURN])
        if cr[CS_BANISH_SELF]:               # "banish me to …" (427; triggers.pxi)
            banish_by(c, item.source, ctl)   # zones.banish by its controller (zones.pxi)
        if cr[CS_KILL_SELF]:                 # chain.h_finalize: "kill me to …" (357.2.a)
            opts[0] = item.source
            kill(c, opts, 1)
        if cr[CS_RECYCLE_SELF]:              # "recycle me to …" (416; zones.pxi)
            a = item.source
            recycle_many(c, &a, 1)
        t.d[TW_FINALIZE_COST_PAID] = 1
    if trig_pay_empower_costs(c, t, item, cost) == WAIT:  # banish from a trash, discard
        return WAIT                                        # (ops_ven.pxi)
    if cr[CS_SPEND_BUFF] and not t.d[TW_FINALIZE_BUFF_SPENT]:     # play.pay_unit_costs (702.2.b)
        if t.answer == NONE:
            n = 0
            for i in range(c.s.n_objs):
                if c.s.o_zone[i] == Z_BOARD and octl(c.s, i) == ctl and \
                        otype(c, i) == TY_UNIT and c.s.o_buff[i] > 0:
                    opts[n] = enc(A_SELECT, i)
                    n += 1
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, ctl, opts, n, item.source)
        if a == WAIT:
            return WAIT
        t.d[TW_FINALIZE_BUFF_SPENT] = 1
        spend_buff(c, a & 0xFFFF, ctl)       # play.pay_unit_costs (702.2.b)
    if cr[CS_SPEND_OWN_BUFF] and t.d[TW_FINALIZE_BUFF_SPENT] < 2:
        t.d[TW_FINALIZE_BUFF_SPENT] = 2
        spend_buff(c, item.source, ctl)
    return 1




cdef const int32_t* add_cost_row(Ctx* c, int32_t card, int32_t kind) noexcept nogil:
    """play.optional_cost / play.mandatory_cost: the card's first passive row of `kind`."""
    cdef int32_t first = card_col(c.t, card, C_ST_FIRST), r
    if not card_has_sk(c.t, card, kind):
        return NULL
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        if c.t.statics[r * SW + S_KIND] == kind:
            return c.t.statics + r * SW
    return NULL




cdef inline int optional_cost_offered(Ctx* c, const int32_t* st, int32_t player,
                                      int32_t o) noexcept nogil:
    """play.optional_cost_offered (356.2.b): "If …, you may pay …" while the condition holds."""
    return st[S_COND] < 0 or holds(c, st[S_COND], player, o, NONE)




cdef void add_cost_price(const int32_t* st, Price* p) noexcept nogil:
    """resources.cost_price of an additional cost, added to `p`."""
    cdef int32_t j
    if st == NULL:
        return
    p.energy += st[S_COST_E]
    for j in range(S_COST_P0, S_COST_P1 + 1):
        if st[j]:
            price_add_power(p, ALL_DOMAINS if st[j] == POWER_A else st[j])




cdef void add_optional_cost_price(Ctx* c, int32_t player, const int32_t* st,
                                  Price* p) noexcept nogil:
    """resources.cost_price of an optional additional cost, less `player`'s discounts on it
    (play.optional_less), added to `p`."""
    cdef Price part
    if st == NULL:
        return
    memset(&part, 0, sizeof(Price))
    add_cost_price(st, &part)
    add_optional_part(c, player, &part, p)




cdef int cost_units(Ctx* c, int32_t player, const int32_t* st, int32_t source,
                    int32_t* out) noexcept nogil:
    """play._cost_units: the units of `player` matching the unit part (ready ones to
    exhaust), in object order."""
    cdef int32_t o, n = 0, k, nd
    cdef int32_t dom[MAXO]
    nd = sel_domain(c, st[S_SEL], dom)       # (the objects it can match, in object order)
    for k in range(nd):
        o = dom[k]
        if sel_matches(c, st[S_SEL], o, player, source, LOC_NONE) and \
                friends(c.s, octl(c.s, o), player) and \
                not (st[S_KW] == AU_EXHAUST and oflag(c.s, o, O_EXHAUSTED)):
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
    cdef int32_t card = c.s.o_card[t.d[TW_PLAY_OBJ]]
    if t.d[TW_PLAY_OPTIONAL] == 2 and any_times_row(c, card) == NULL:   # (paid any number of
        add_optional_cost_price(c, t.d[TW_PLAY_PLAYER], add_cost_row(c, card, SK_OPTIONAL_COST),
                                p)
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
    """play._price_paying_extra: affordable only by paying the optional additional cost
    whose payment discounts the card (356.2.b.1 / 356.4)? (The card is no card to discard.)
    If so, `price` becomes that price."""
    cdef const int32_t* st = add_cost_row(c, c.s.o_card[o], SK_OPTIONAL_COST)
    cdef Player* p = &c.s.players[player]
    cdef int32_t i, others = 0, saved
    cdef Price alt
    if st != NULL and st[S_PER] == PER_TIMES_PAID:
        return payable_paying_any_times(c, o, player, hidden_loc, flow, price)
    if st == NULL or not optional_cost_offered(c, st, player, o) or \
            not extra_payable(c, player, st, NONE):
        return 0
    for i in range(p.n_hand):
        if hand_of(p)[i] != o:
            others += 1
    if others < st[S_N]:
        return 0
    saved = oflag(c.s, o, O_PAID_EXTRA)
    oflag_set(c.s, o, O_PAID_EXTRA, 1)
    base_price(c, o, player, hidden_loc, flow, &alt)
    cost_mods(c, o, player, SK_COST_LESS_OTHERS, &alt)
    add_cost_price(add_cost_row(c, c.s.o_card[o], SK_EXTRA_COST), &alt)
    oflag_set(c.s, o, O_PAID_EXTRA, saved)
    add_optional_cost_price(c, player, st, &alt)
    if not can_pay(c, player, &alt):
        return 0
    price[0] = alt
    return 1




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
    cdef int32_t player = t.d[TW_PLAY_PLAYER], o = t.d[TW_PLAY_OBJ], a, n
    cdef const int32_t* st
    cdef int with_extra = 0
    cdef int32_t opts[2]
    cdef Price price
    if t.d[TW_PLAY_OPTIONAL]:
        return 1
    st = add_cost_row(c, c.s.o_card[o], SK_OPTIONAL_COST)
    if st != NULL and st[S_PER] == PER_TIMES_PAID:     # 356.2.b.1: "any number of times"
        return play_any_times(c, t, st)
    oflag_set(c.s, o, O_PAID_EXTRA, 1)  # a discount "if you do" counts when it is paid
    if st != NULL and optional_cost_offered(c, st, player, o) and \
            extra_payable(c, player, st, NONE):
        total_price(c, t, &price, 1)
        add_optional_cost_price(c, player, st, &price)
        with_extra = can_pay(c, player, &price)
    oflag_set(c.s, o, O_PAID_EXTRA, 0)
    if not with_extra:
        t.d[TW_PLAY_OPTIONAL] = 1
        return 1
    total_price(c, t, &price, 1)
    opts[0] = YES
    opts[1] = NO
    n = 2 if can_pay(c, player, &price) else 1
    a = choose(c, t, D_OPTIONAL_COST, player, opts, n, o)
    if a == WAIT:
        return WAIT
    t.d[TW_PLAY_OPTIONAL] = 2 if a == YES else 1
    oflag_set(c.s, o, O_PAID_EXTRA, a == YES)  # e.g. "If you do, reduce my cost by [2]" (356.4)
    return 1




cdef void spend_buff(Ctx* c, int32_t u, int32_t player) noexcept nogil:
    """play.spend_buff (702.2.b): `player` spends unit `u`'s buff; "when you spend a buff"."""
    c.s.o_buff[u] -= 1                       # a single buff counter (702.2.b)
    might_changed_obj(c, u)                  # (state.pxd: a buff is read by Might)
    c.s.dirty = 1
    fire_player(c, TE_YOU_SPEND_BUFF, player, NONE, NONE)




cdef int32_t pay_unit_part(Ctx* c, Task* t, const int32_t* st, int32_t bit) noexcept nogil:
    """play.pay_unit_costs: the unit part, chosen as it is paid (357.2)."""
    cdef int32_t player = t.d[TW_PLAY_PLAYER], o = t.d[TW_PLAY_OBJ], n, a, i, u
    cdef int32_t opts[MAXO]
    cdef int32_t ids[1]
    if st == NULL or st[S_KW] == AU_NONE or (t.d[TW_PLAY_PAID] & bit):
        return 1
    n = cost_units(c, player, st, o, opts)
    for i in range(n):
        opts[i] = enc(A_SELECT, opts[i])
    a = choose(c, t, D_CHOOSE_CARD, player, opts, n, o)
    if a == WAIT:
        return WAIT
    t.d[TW_PLAY_PAID] |= bit
    u = a & 0xFFFF
    if st[S_KW] == AU_EXHAUST:
        oflag_set(c.s, u, O_EXHAUSTED, 1)
        emit(c, EV_EXHAUST, player, u, -1, 0)
    elif st[S_KW] == AU_SPEND_BUFF:          # 702.2.b: spend its buff
        spend_buff(c, u, player)
    elif st[S_KW] == AU_RETURN_TO_HAND:      # "return a friendly gear to its owner's hand"
        return_to_hand(c, u)                 # (357.2; zones.pxi)
    else:
        ids[0] = u
        kill(c, ids, 1)                      # 357.2.a: paid even if the death is replaced
    return 1




cdef int32_t pay_optional_cost(Ctx* c, Task* t) noexcept nogil:
    """h_play stage 5: the non-standard parts of a paid optional cost (357.2): its discards
    (play.pay_discard, one card at a time), then its unit part."""
    cdef int32_t player = t.d[TW_PLAY_PLAYER], o = t.d[TW_PLAY_OBJ], a, i
    cdef const int32_t* st
    cdef Player* p = &c.s.players[player]
    cdef int32_t opts[MAXL]
    if t.d[TW_PLAY_OPTIONAL] != 2:
        return 1
    st = add_cost_row(c, c.s.o_card[o], SK_OPTIONAL_COST)
    if st[S_PER] == PER_TIMES_PAID:          # each payment's unit (357.2)
        return pay_any_times(c, t, st)
    while t.d[TW_PLAY_OPT_DISCARDED] < st[S_N] and p.n_hand:
        for i in range(p.n_hand):
            opts[i] = enc(A_SELECT, hand_of(p)[i])
        a = choose(c, t, D_CHOOSE_CARD, player, opts, p.n_hand, o)
        if a == WAIT:
            return WAIT
        discard(c, player, a & 0xFFFF, t.d[TW_PLAY_OPT_DISCARDED] == 0)
        t.d[TW_PLAY_OPT_DISCARDED] += 1
    return pay_unit_part(c, t, st, 1)




cdef int32_t pay_mandatory_cost(Ctx* c, Task* t) noexcept nogil:
    """h_play stage 5: the unit part of a mandatory additional cost (356.2.a.1)."""
    return pay_unit_part(c, t, add_cost_row(c, c.s.o_card[t.d[TW_PLAY_OBJ]], SK_EXTRA_COST), 2)




cdef int holds_costs(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                    int32_t trigger_obj) noexcept nogil:
    """select.holds for conditions 100-109."""
    if cd[CD_NAME] == CN_PAID_EXTRA:
        return source >= 0 and oflag(c.s, source, O_PAID_EXTRA) != 0
    if cd[CD_NAME] == CN_ALL:
        return holds(c, cd[CD_A0], controller, source, trigger_obj) and \
            holds(c, cd[CD_A1], controller, source, trigger_obj)
    fail(c, 100)
    return 0




cdef inline void energy_less(int32_t limited, Price* p) noexcept nogil:
    """play._total_price's energy_less (a limited play's Energy reduction)."""
    limited %= LP_LOW                        # (flags above: ops_look_and_play.pxi, ops_copy_and_control.pxi LP_BFS)
    if limited and limited // LP_LESS == LESS_FIXED_A:   # "play me for [A]" (ops_look_and_play.pxi)
        price_add_power(p, ALL_DOMAINS)
        return
    if limited and limited // LP_LESS:
        p.energy -= limited // LP_LESS
        if p.energy < 0:
            p.energy = 0




# ------------------------------------------------------------------ trigger costs

cdef int banish_self_payable(Ctx* c, ChainItem* item, int32_t cost) noexcept nogil:
    """chain._extra_cost_payable: "banish / kill me to …" only while I am on the board,
    "recycle me to …" while I am in the trash."""
    cdef const int32_t* cr = cost_row(c, cost)
    if cr[CS_RECYCLE_SELF] and c.s.o_zone[item.source] != Z_TRASH:
        return 0
    return not (cr[CS_BANISH_SELF] or cr[CS_KILL_SELF]) or c.s.o_zone[item.source] == Z_BOARD




# ------------------------------------------------------------------ cost parts

cdef int hand_of_type(Ctx* c, int32_t player, int32_t ty, int32_t* out) noexcept nogil:
    """The hand cards a "discard … [of a card type]" cost may take (hand order)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t i, n = 0
    for i in range(p.n_hand):
        if ty < 0 or otype(c, hand_of(p)[i]) == ty:
            out[n] = hand_of(p)[i]
            n += 1
    return n




cdef int act_empower_cost_payable(Ctx* c, int32_t src, int32_t cost,
                                  int32_t player) noexcept nogil:
    """play._ability_cost_payable: the discard, discard-type and disempower parts."""
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t ids[MAXL]
    if cr[CS_DISCARD] and c.s.players[player].n_hand < cr[CS_DISCARD]:
        return 0
    if cr[CS_DISCARD_TYPE] >= 0 and hand_of_type(c, player, cr[CS_DISCARD_TYPE], ids) == 0:
        return 0
    if cr[CS_DISEMPOWER_SELF] and not oflag(c.s, src, O_EMPOWERED):
        return 0
    return 1




cdef int pay_discard_cost(Ctx* c, Task* t, int32_t player, int32_t cost, int32_t source,
                          int word) noexcept nogil:
    """play.pay_discard (357.2, 422.3): one card at a time, the player choosing each; t.d[word]
    counts the discarded. 1 when paid (or the hand ran out), WAIT."""
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t n, i, a
    cdef int32_t ids[MAXL]
    cdef int32_t opts[MAXL]
    while t.d[word] < cr[CS_DISCARD]:
        if t.answer == NONE:
            n = hand_of_type(c, player, cr[CS_DISCARD_TYPE], ids)
            if n == 0:
                break
            for i in range(n):
                opts[i] = enc(A_SELECT, ids[i])
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, player, opts, n, source)
        if a == WAIT:
            return WAIT
        discard(c, player, a & 0xFFFF, t.d[word] == 0)
        t.d[word] += 1
    return 1




cdef int trig_empower_cost_payable(Ctx* c, ChainItem* item, int32_t cost) noexcept nogil:
    """chain._extra_cost_payable: the banish-from-any-trash and discard parts."""
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t p, n = 0
    if cr[CS_BANISH_TRASH]:
        for p in range(c.s.n_players):
            n += c.s.players[p].n_trash
        if n < cr[CS_BANISH_TRASH]:
            return 0
    if cr[CS_DISCARD] and c.s.players[item.controller].n_hand < cr[CS_DISCARD]:
        return 0
    return 1




cdef int trig_pay_empower_costs(Ctx* c, Task* t, ChainItem* item, int32_t cost) noexcept nogil:
    """chain.h_finalize stage 3: banish N cards from any trash (TW_FINALIZE_BANISHED counts
    them), then discard N (TW_FINALIZE_DISCARDED). 1 when paid, WAIT."""
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t n, i, a, p, o
    cdef int32_t opts[2 * MAXL]
    while t.d[TW_FINALIZE_BANISHED] < cr[CS_BANISH_TRASH]:   # every trash, player 0's first
                                                             # (355.10.c.1)
        if t.answer == NONE:
            n = 0
            for p in range(c.s.n_players):
                for i in range(c.s.players[p].n_trash):
                    opts[n] = enc(A_SELECT, trash_of(&c.s.players[p])[i])
                    n += 1
            if n == 0:
                break
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, n, item.source)
        if a == WAIT:
            return WAIT
        o = a & 0xFFFF
        banish_by(c, o, item.controller)                 # zones.banish (427)
        t.d[TW_FINALIZE_BANISHED] += 1
    if cr[CS_DISCARD]:                       # "discard N to …" (742.1.b): any card
        return pay_discard_cost(c, t, item.controller, cost, item.source,
                                TW_FINALIZE_DISCARDED)
    return 1




# ---------------------------------------------------------------- an optional additional cost
# paid any number of times (dsl.OptionalCostAnyTimes, 356.2.b.1): its cost row has S_PER
# PER_TIMES_PAID and S_FLOOR each payment's discount (Energy * 256 + a Power domain mask);
# the payments chosen are TW_PLAY_OPT_DISCARDED, the units paid so far TW_PLAY_PAID >>
# PAID_TIMES_SHIFT (tasks.pxi)

cdef const int32_t* any_times_row(Ctx* c, int32_t card) noexcept nogil:
    """play.any_times_cost: the card's optional cost row paid any number of times, or NULL."""
    cdef const int32_t* st = add_cost_row(c, card, SK_OPTIONAL_COST)
    if st != NULL and st[S_PER] == PER_TIMES_PAID:
        return st
    return NULL




cdef int32_t unit_part_count(Ctx* c, int32_t player, const int32_t* st,
                             int32_t source) noexcept nogil:
    """play._unit_part_count: the units that could pay the cost's unit part now."""
    cdef int32_t ids[MAXO]
    return cost_units(c, player, st, source, ids)




cdef void any_times_part(Ctx* c, int32_t player, const int32_t* st, int32_t times,
                         Price* p) noexcept nogil:
    """play._any_times_price: `times` payments of the cost (each less the optional-cost
    discounts, 356.4.c), then each payment's discount off the total (356.4.d, 356.5): the
    narrowest Power symbol holding its domain, as base_price's."""
    cdef int32_t k, i, best, mask = st[S_FLOOR] & 0xFF
    for k in range(times):
        add_optional_cost_price(c, player, st, p)
    p.energy -= (st[S_FLOOR] >> 8) * times
    if p.energy < 0:
        p.energy = 0
    if mask == 0:
        return
    for k in range(times):
        best = -1
        for i in range(p.n_power):
            if p.power[i] & mask and (best < 0 or
                                      popcount(p.power[i]) < popcount(p.power[best])):
                best = i
        if best >= 0:
            remove_symbol(p, best)




cdef void any_times_price(Ctx* c, Task* t, Price* p) noexcept nogil:
    """play._total_price: the optional cost paid any number of times, as chosen so far."""
    cdef const int32_t* st
    if t.d[TW_PLAY_OPT_DISCARDED] == 0:
        return
    st = any_times_row(c, c.s.o_card[t.d[TW_PLAY_OBJ]])
    if st != NULL:
        any_times_part(c, t.d[TW_PLAY_PLAYER], st, t.d[TW_PLAY_OPT_DISCARDED], p)




cdef int32_t play_any_times(Ctx* c, Task* t, const int32_t* st) noexcept nogil:
    """play._ask_any_times (356.2.b.1): ask whether to pay it one more time while a unit is
    left for it and some larger number of payments can be paid; "no" only when the total so
    far can."""
    cdef int32_t player = t.d[TW_PLAY_PLAYER], o = t.d[TW_PLAY_OBJ], most = 0, n, a, more, k
    cdef int32_t opts[2]
    cdef Price price
    if optional_cost_offered(c, st, player, o):
        most = unit_part_count(c, player, st, o)
    while True:
        n = t.d[TW_PLAY_OPT_DISCARDED]
        more = 0
        for k in range(n + 1, most + 1):     # some larger number of payments can be paid
            t.d[TW_PLAY_OPT_DISCARDED] = k
            total_price(c, t, &price, 1)
            if can_pay(c, player, &price):
                more = 1
                break
        t.d[TW_PLAY_OPT_DISCARDED] = n
        if not more:
            break
        total_price(c, t, &price, 1)
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_OPTIONAL_COST, player, opts, 2 if can_pay(c, player, &price) else 1,
                   o)
        if a == WAIT:
            return WAIT
        if a == NO:
            break
        t.d[TW_PLAY_OPT_DISCARDED] = n + 1
    t.d[TW_PLAY_OPTIONAL] = 2 if t.d[TW_PLAY_OPT_DISCARDED] > 0 else 1
    oflag_set(c.s, o, O_PAID_EXTRA, t.d[TW_PLAY_OPTIONAL] == 2)   # PAID_EXTRA (356.4.f.1)
    return 1




cdef int32_t pay_any_times(Ctx* c, Task* t, const int32_t* st) noexcept nogil:
    """play.h_play 357.2: one unit for each payment chosen, while one is left to pay it."""
    cdef int32_t player = t.d[TW_PLAY_PLAYER], o = t.d[TW_PLAY_OBJ]
    while (t.d[TW_PLAY_PAID] >> PAID_TIMES_SHIFT) < t.d[TW_PLAY_OPT_DISCARDED] and \
            unit_part_count(c, player, st, o) > 0:
        if pay_unit_part(c, t, st, 1) == WAIT:
            return WAIT
        t.d[TW_PLAY_PAID] = (t.d[TW_PLAY_PAID] & ~1) + (1 << PAID_TIMES_SHIFT)
    return 1




cdef int payable_paying_any_times(Ctx* c, int32_t o, int32_t player, int32_t hidden_loc,
                                  int flow, Price* price) noexcept nogil:
    """play._price_paying_any_times: the price with it paid once for each unit that could
    pay it, if that can be paid (then `price` becomes it)."""
    cdef const int32_t* st = any_times_row(c, c.s.o_card[o])
    cdef int32_t most, saved
    cdef Price alt
    if not optional_cost_offered(c, st, player, o):
        return 0
    most = unit_part_count(c, player, st, o)
    if most == 0:
        return 0
    saved = oflag(c.s, o, O_PAID_EXTRA)
    oflag_set(c.s, o, O_PAID_EXTRA, 1)
    base_price(c, o, player, hidden_loc, flow, &alt)
    add_cost_price(add_cost_row(c, c.s.o_card[o], SK_EXTRA_COST), &alt)
    oflag_set(c.s, o, O_PAID_EXTRA, saved)
    any_times_part(c, player, st, most, &alt)
    cost_mods(c, o, player, SK_COST_LESS_OTHERS, &alt)   # (total_price's order)
    if not can_pay(c, player, &alt):
        return 0
    price[0] = alt
    return 1
