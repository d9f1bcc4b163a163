# Activated abilities (reference/play.py ability_options, h_activate; rules 376-381, 398-406):
# "once each turn" flags, modes (355.3 / 402.2), granted abilities of battlefields, and
# abilities borrowed from other objects.




cdef inline int32_t turn_flags(Ctx* c, int32_t o) noexcept nogil:
    """g.turn_flags for object `o` this turn (per object and epoch): its State.tf record's
    TF_* bits while the records are this turn's and the record's epoch is the object's."""
    return turn_flags_at(c, o, 0)




cdef inline int32_t turn_flags_at(Ctx* c, int32_t o, int32_t inst) noexcept nogil:
    """turn_flags of instance `inst` of `o`'s printed abilities (0: its own; k > 0: the k-th
    copy of them, Svellsongur: its own once-per-turn limit, 383.3.f): `o`'s record number
    `inst` in State.tf order."""
    cdef int32_t i
    if c.s.tf_turn != c.s.turn + 1:
        return 0
    for i in range(c.s.tf_n):
        if c.s.tf[i].obj == o:
            if inst == 0:
                return c.s.tf[i].mask if c.s.tf[i].epoch == c.s.o_epoch[o] else 0
            inst -= 1
    return 0




cdef inline void set_turn_flags(Ctx* c, int32_t o, int32_t bits) noexcept nogil:
    """Add the TF_* `bits` to object `o`'s record for this turn (a new epoch starts afresh);
    the records of an earlier turn are dropped first (State.tf: cleared at turn start)."""
    set_turn_flags_at(c, o, 0, bits)




cdef void set_turn_flags_at(Ctx* c, int32_t o, int32_t inst, int32_t bits) noexcept nogil:
    """set_turn_flags for instance `inst` of `o`'s printed abilities (turn_flags_at): its
    record number `inst`, the records before it added empty as needed."""
    cdef int32_t i
    cdef TurnMark* r
    if c.s.tf_turn != c.s.turn + 1:
        c.s.tf_turn = c.s.turn + 1
        c.s.tf_n = 0
    for i in range(c.s.tf_n):
        r = &c.s.tf[i]
        if r.obj == o:
            if inst == 0:
                if r.epoch != c.s.o_epoch[o]:
                    r.epoch = c.s.o_epoch[o]
                    r.mask = 0
                r.mask |= bits
                return
            inst -= 1
    while inst >= 0:                         # (records 0 .. inst - 1 found: add the rest)
        if c.s.tf_n >= MAXTF:
            fail(c, ERR_CAP_TF)
            return
        r = &c.s.tf[c.s.tf_n]
        c.s.tf_n += 1
        r.obj = o
        r.epoch = c.s.o_epoch[o]
        r.mask = bits if inst == 0 else 0
        inst -= 1




cdef int activate_target_filter(Ctx* c, Task* t, int32_t* cands, int32_t n) noexcept nogil:
    """play._discounted_target_ok (355.16): while an ability whose cost its target reduces is
    being activated (T_ACTIVATE, TW_ACTIVATE_LESS_MIGHT = 1 + acts row), only units keeping it
    payable."""
    cdef int32_t i, m = 0
    cdef Price p
    if t.kind != T_ACTIVATE or t.d[TW_ACTIVATE_LESS_MIGHT] <= 0:
        return n
    for i in range(n):
        act_price(c, t.d[TW_ACTIVATE_OBJ], t.d[TW_ACTIVATE_LESS_MIGHT] - 1, t.d[TW_ACTIVATE_PLAYER],
                  cands[i], &p)
        if can_pay(c, t.d[TW_ACTIVATE_PLAYER], &p):
            cands[m] = cands[i]
            m += 1
    return m




cdef int32_t act_row(Ctx* c, int32_t card, int32_t index) noexcept nogil:
    cdef int32_t first = c.t.card_x[card * CXW + CX_FIRST], n = c.t.card_x[card * CXW + CX_N], r
    for r in range(first, first + n):
        if c.t.acts[r * ACW + AC_INDEX] == index:
            return r
    return -1




cdef int32_t act_ability_row(Ctx* c, ChainItem* item) noexcept nogil:
    """chain.ability_of for an activated ability's chain item (its abilities-table row; the
    chosen mode's, 355.3)."""
    cdef int32_t r = act_row(c, c.s.o_card[item.source], item.ability)
    if item.ability == AB_BORROWED:          # Heimerdinger's borrowed ability (ops_look_and_play.pxi)
        r = item.rule_n - 1
    if r < 0:
        return -1
    if item.mode > 0 and c.t.acts[r * ACW + AC_MODE_FIRST] >= 0:
        return c.t.acts[r * ACW + AC_MODE_FIRST] + item.mode - 1
    return c.t.acts[r * ACW + AC_AB]




cdef int available_modes(Ctx* c, int32_t src, int32_t act, int32_t player,
                         int32_t* out, int32_t inst=0) noexcept nogil:
    """play.available_modes (355.3 / 402.2): modes with their targets available, not chosen
    yet this turn by this object for "… you've not chosen this turn" (by instance `inst` of
    the ability: a Svellsongur copy keeps its own record, turn_flags_at)."""
    cdef int32_t seen = 0, k, n = 0, first = c.t.acts[act * ACW + AC_MODE_FIRST]
    if c.t.acts[act * ACW + AC_UNIQUE]:
        seen = turn_flags_at(c, src, inst) & TF_MODES
    for k in range(c.t.acts[act * ACW + AC_MODE_N]):
        if (seen >> k) & 1:
            continue
        if act_targets_ok(c, src, first + k, player):
            out[n] = k
            n += 1
    return n




cdef int granted_users(Ctx* c, int32_t src, int32_t act, int32_t player,
                       int32_t* out, int32_t limit=MAXO) noexcept nogil:
    """play.granted_users: units of `player` with a battlefield's granted ability, ready if it
    costs exhausting (the first `limit` of them)."""
    cdef int32_t here = location_of(c, src), o, n = 0, sel = c.t.acts[act * ACW + AC_GRANTED]
    cdef int ex = cost_row(c, c.t.acts[act * ACW + AC_COST])[CS_EXHAUST_SELF]
    cdef int32_t k, nd
    cdef int32_t dom[MAXO]
    nd = sel_domain(c, sel, dom)             # (the objects it can match, in object order)
    for k in range(nd):
        o = dom[k]
        if octl(c.s, o) == player and not (ex and oflag(c.s, o, O_EXHAUSTED)) and \
                sel_matches(c, sel, o, player, src, here):
            out[n] = o
            n += 1
            if n >= limit:
                break
    return n




cdef int act_targets_ok(Ctx* c, int32_t src, int32_t ab, int32_t player) noexcept nogil:
    """play._targets_ok: every required target has enough candidates (slot_candidates stops
    at the count: enough is enough)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef const int32_t* tgs = c.t.targets + abr[AB_TG_FIRST] * TGW
    cdef int32_t k
    cdef int32_t cands[MAXO]
    cdef ChainItem item
    memset(&item, 0, sizeof(ChainItem))
    item.kind = CK_ABILITY
    item.controller = player
    item.source = src
    for k in range(abr[AB_TG_N]):
        if tgs[k * TGW + TG_UP_TO]:
            continue
        if slot_candidates(c, &item, tgs + k * TGW, player, c.s.o_loc[src], k, cands,
                           tgs[k * TGW + TG_COUNT]) < tgs[k * TGW + TG_COUNT]:
            return 0
    return 1




cdef int act_deflect_ok(Ctx* c, int32_t src, int32_t act, int32_t ab,
                        int32_t player) noexcept nogil:
    """play.targets_payable for an ability about to be activated: its required targets can
    be chosen with their Deflect Power paid on top of its cost (809.1.d, 355.16)."""
    cdef Price price
    if ability_row(c, ab)[AB_TG_N] == 0:
        return 1
    act_price(c, src, act, player, NONE, &price)
    return act_deflect_ok_at(c, src, ab, player, &price)




cdef int act_deflect_ok_at(Ctx* c, int32_t src, int32_t ab, int32_t player,
                           const Price* price) noexcept nogil:
    """act_deflect_ok with the activation price `price` (act_price, unit NONE) worked out.
    It fails as well when a required target slot has too few candidates (payable_with's
    cheapest_rest: the same count as act_targets_ok)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef ChainItem item
    if abr[AB_TG_N] == 0:
        return 1
    memset(&item, 0, sizeof(ChainItem))
    item.kind = CK_ABILITY
    item.controller = player
    item.source = src
    item.here = c.s.o_loc[src]
    return payable_with(c, &item, c.t.targets + abr[AB_TG_FIRST] * TGW, abr[AB_TG_N], player,
                        c.s.o_loc[src], price, 0) and \
        first_pick_payable(c, &item, c.t.targets + abr[AB_TG_FIRST] * TGW, abr[AB_TG_N],
                           player, c.s.o_loc[src], price)       # (chain.pxi)




cdef int32_t ability_instances(Ctx* c, int32_t o, int32_t r) noexcept nogil:
    """play.ability_instances: how many instances of `o`'s printed ability (acts row `r`) are
    offered: those of a "once per turn" / "a mode not chosen this turn" ability, each with its
    own record (instance_count: Svellsongur; 383.3.f), else one. ERR_CAP_ACT_INSTANCES past
    ACT_INSTANCES (0 then)."""
    cdef int32_t n
    if not c.t.acts[r * ACW + AC_UNIQUE]:
        return 1
    n = instance_count(c, o)
    if n > ACT_INSTANCES:
        fail(c, ERR_CAP_ACT_INSTANCES)
        return 0
    return n




cdef int ability_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    """play.ability_options (381; [Action] / [Reaction] timing 806, 813): one option per
    instance of a printed ability with a record of its own (ability_instances)."""
    cdef int32_t n = 0, o, z, card, first, na, r, ab, tm, i, k, nb = 0, w, j, ni
    cdef int ok
    cdef uint32_t bits
    cdef int32_t tmp[MAXO]
    cdef int32_t ids[MAXO + 2]
    cdef Price price
    for w in range((c.s.n_objs + 31) >> 5):  # the board (those of its objects with abilities:
        bits = c.s.on_board[w] & c.s.ab_objs[w]   # the ab_objs index) and the legends
        while bits:                          # (choose() sorts)
            ids[nb] = (w << 5) + __builtin_ctz(bits)
            nb += 1
            bits &= bits - 1
    for i in range(c.s.n_players):
        o = c.s.players[i].legend
        if o != NONE and (c.s.ab_objs[o >> 5] >> (o & 31)) & 1:    # (ab_objs: it has some)
            ids[nb] = o
            nb += 1
    for k in range(nb):
        o = ids[k]
        z = c.s.o_zone[o]
        if (z != Z_BOARD and z != Z_LEGEND) or octl(c.s, o) != player:
            continue
        if c.s.o_attached[o]:                # 718.2: an attached card's rules text is inactive
            continue
        card = c.s.o_card[o]
        if borrow_option(c, o, player):      # Heimerdinger, Inventor (abilities.pxi)
            out[n] = enc(A_ACTIVATE, o * 8 + AB_BORROWED)
            n += 1
        na = c.t.card_x[card * CXW + CX_N]
        if na == 0:
            continue
        first = c.t.card_x[card * CXW + CX_FIRST]
        for r in range(first, first + na):
            if c.t.acts[r * ACW + AC_GRANTED] >= 0:
                continue
            tm = c.t.acts[r * ACW + AC_TIMING]
            if not timing_ok(c, player, tm != 0, tm == 2):
                continue
            ab = c.t.acts[r * ACW + AC_AB]
            if not holds(c, ability_row(c, ab)[AB_COND], player, o, NONE):
                continue
            if not act_cost_payable_at(c, o, r, player, &price):
                continue
            ok = act_deflect_ok_at(c, o, ab, player, &price)    # (act_targets_ok too)
            if c.check:                      # (checking mode: act_targets_ok agrees)
                c.checks += 1
                if ok and not act_targets_ok(c, o, ab, player):
                    fail(c, CHECK_FAILED)
            if not ok:
                continue
            ni = ability_instances(c, o, r)
            for j in range(ni):
                if c.t.acts[r * ACW + AC_MODE_FIRST] >= 0 and \
                        not available_modes(c, o, r, player, tmp, j):
                    continue
                out[n] = enc(A_ACTIVATE, j * ACT_INSTANCE + o * 8 + c.t.acts[r * ACW + AC_INDEX])
                n += 1
    for i in range(c.s.n_bfs):               # abilities a battlefield grants
        o = c.s.bfs[i].obj
        if not (c.s.ab_objs[o >> 5] >> (o & 31)) & 1:     # (ab_objs: it has none)
            continue
        card = c.s.o_card[o]
        first = c.t.card_x[card * CXW + CX_FIRST]
        for r in range(first, first + c.t.card_x[card * CXW + CX_N]):
            if c.t.acts[r * ACW + AC_GRANTED] < 0:
                continue
            tm = c.t.acts[r * ACW + AC_TIMING]
            if not timing_ok(c, player, tm != 0, tm == 2):
                continue
            if not holds(c, ability_row(c, c.t.acts[r * ACW + AC_AB])[AB_COND], player, o,
                         NONE):                # "while you control this battlefield"
                continue
            if not act_targets_ok(c, o, c.t.acts[r * ACW + AC_AB], player):
                continue
            if granted_users(c, o, r, player, tmp, 1) and act_cost_payable(c, o, r, player):
                out[n] = enc(A_ACTIVATE, o * 8 + c.t.acts[r * ACW + AC_INDEX])
                n += 1
    return n




cdef void start_activate(Ctx* c, int32_t player, int32_t arg) noexcept nogil:
    cdef Task* t = push(c, T_ACTIVATE)
    t.d[TW_ACTIVATE_PLAYER] = player
    t.d[TW_ACTIVATE_OBJ] = (arg % ACT_INSTANCE) >> 3
    t.d[TW_ACTIVATE_INDEX] = (arg & 7) | ((arg // ACT_INSTANCE) << 8)   # (the instance above)




# activate task data: the TW_ACTIVATE_* words (tasks.pxi)

cdef int h_activate(Ctx* c, Task* t) noexcept nogil:
    """376-381 / 398-406: targets, pay the cost, then the ability is a chain item."""
    cdef State* s = c.s
    cdef int32_t player = t.d[TW_ACTIVATE_PLAYER], src = t.d[TW_ACTIVATE_OBJ]
    cdef int32_t act, ab, cost, r, n, i, a, more = 0, inst
    cdef const int32_t* cr
    cdef ChainItem* item
    cdef Price price
    cdef int32_t opts[MAXL]
    cdef int32_t ids[MAXL]
    if t.stage == 0:
        inst = t.d[TW_ACTIVATE_INDEX] >> 8   # a Svellsongur copy of it (ability_instances):
        t.d[TW_ACTIVATE_INDEX] &= 7          # kept in its chain item's code_n
        t.d[TW_ACTIVATE_ACT] = act_row(c, s.o_card[src], t.d[TW_ACTIVATE_INDEX]) \
            if t.d[TW_ACTIVATE_INDEX] != AB_BORROWED else 0
        if t.d[TW_ACTIVATE_ACT] < 0:
            fail(c, 80)
            return 0
        if s.n_chain >= MAXCH:
            fail(c, ERR_CAP_CHAIN)
            return 0
        t.d[TW_ACTIVATE_OPENED] = s.n_chain == 0
        item = &s.chain[s.n_chain]
        memset(item, 0, sizeof(ChainItem))
        item.kind = CK_ABILITY
        item.controller = player
        item.source = src
        item.ability = t.d[TW_ACTIVATE_INDEX]
        item.pending = 1
        item.trigger_obj = NONE
        item.here = s.o_loc[src]
        item.trig_epoch = s.o_epoch[src] + 1   # the source as activated (359.3.e.13)
        item.code_n = inst                     # (its instance: its own mode record)
        t.d[TW_ACTIVATE_CHAIN] = s.n_chain
        s.n_chain += 1
        t.stage = 1
    if t.d[TW_ACTIVATE_INDEX] == AB_BORROWED and s.chain[t.d[TW_ACTIVATE_CHAIN]].rule_n == 0:
        # which one (ops_look_and_play.pxi)
        r = choose_borrowed(c, t, src, player)
        if r == WAIT:
            return WAIT
        s.chain[t.d[TW_ACTIVATE_CHAIN]].rule_n = r + 1
        t.d[TW_ACTIVATE_ACT] = r
    act = t.d[TW_ACTIVATE_ACT]
    ab = c.t.acts[act * ACW + AC_AB]
    cost = c.t.acts[act * ACW + AC_COST]
    cr = cost_row(c, cost)
    item = &s.chain[t.d[TW_ACTIVATE_CHAIN]]
    act_price(c, src, act, player, NONE, &price)             # pay_base (809)
    if cr[CS_LESS_MIGHT]:
        t.d[TW_ACTIVATE_LESS_MIGHT] = act + 1    # activate_target_filter (818.1.c.4)
    if c.t.acts[act * ACW + AC_MODE_FIRST] >= 0 and item.mode == 0:   # 355.3: the mode
        n = available_modes(c, src, act, player, ids, item.code_n)
        for i in range(n):
            opts[i] = enc(A_INDEX, ids[i])
        a = choose(c, t, D_CHOOSE_MODE, player, opts, n, src)
        if a == WAIT:
            return WAIT
        item.mode = (a & 0xFFFF) + 1
        if c.t.acts[act * ACW + AC_UNIQUE]:  # "… you've not chosen this turn" (by this
            set_turn_flags_at(c, src, item.code_n, 1 << (a & 0xFFFF))   # instance, 383.3.f)
    if c.t.acts[act * ACW + AC_GRANTED] >= 0 and t.d[TW_ACTIVATE_USER] == 0:   # which unit uses it
        n = granted_users(c, src, act, player, ids)
        for i in range(n):
            opts[i] = enc(A_SELECT, ids[i])
        a = choose(c, t, D_CHOOSE_CARD, player, opts, n, src)
        if a == WAIT:
            return WAIT
        t.d[TW_ACTIVATE_USER] = (a & 0xFFFF) + 1
    ab = act_ability_row(c, item)
    if t.stage == 1:                         # 355.5 / 355.16: targets, the cost payable
        r = choose_targets(c, t, item, ab, player, item.here, TW_ACTIVATE_TARGET_SLOT,
                           &price)
        if r == WAIT:
            return WAIT
        if r == 0:
            fail(c, 81)                      # an activatable ability has its targets
            return 0
        t.stage = 2
    if choose_move_dest(c, t, item, ability_row(c, ab)) == WAIT:     # 355.4 (effects.pxi)
        return WAIT
    while t.d[TW_ACTIVATE_RECYCLED_N] < cr[CS_RECYCLE]:    # 357.2: the player picks the cards
                                                           # to recycle
        if t.answer == NONE:
            n = recyclable(c, player, cost, ids)
            r = 0
            for i in range(n):
                if list_index(&t.d[TW_ACTIVATE_RECYCLED], t.d[TW_ACTIVATE_RECYCLED_N], ids[i]) < 0:
                    opts[r] = enc(A_SELECT, ids[i])
                    r += 1
        else:
            r = 1
        a = choose(c, t, D_CHOOSE_CARD, player, opts, r, src)
        if a == WAIT:
            return WAIT
        t.d[TW_ACTIVATE_RECYCLED + t.d[TW_ACTIVATE_RECYCLED_N]] = a & 0xFFFF
        t.d[TW_ACTIVATE_RECYCLED_N] += 1
    if not (t.d[TW_ACTIVATE_UNIT_COSTS] & ACT_PAID_RESOURCES):   # 357.1 first: the Energy
        t.d[TW_ACTIVATE_UNIT_COSTS] |= ACT_PAID_RESOURCES      # and Power, then the other costs
        if cr[CS_LESS_MIGHT] and item_ntg(c, item):   # (357.2; play.h_activate); reduced by its
            act_price(c, src, act, player, item_tg(c, item).targets[0],     # Might (818.1.c.4)
                      &price)
        else:
            cost_price(c, cost, &price)
            price.gear = otype(c, src) == TY_GEAR    # (play.gear_ability_price)
            if c.t.acts[act * ACW + AC_EMPOWER]:     # play.empower_less (Risen Altar)
                empower_less(c, src, act, &price)
        add_deflect(c, item, &price)         # 809: the Deflect Power of its targets
        pay(c, player, &price)
        item = &s.chain[t.d[TW_ACTIVATE_CHAIN]]
    if cr[CS_DISCARD] and pay_discard_cost(c, t, player, cost, src, TW_ACTIVATE_DISCARDED) == WAIT:
        return WAIT                          # "Discard 1: …" (357.2; ops_ven.pxi)
    if cr[CS_SPEND_BUFF] and not (t.d[TW_ACTIVATE_UNIT_COSTS] & 1):   # 702.2.b: spend a buff
        if t.answer == NONE:
            n = 0
            for i in range(s.n_objs):
                if s.o_zone[i] == Z_BOARD and octl(s, i) == player and \
                        otype(c, i) == TY_UNIT and s.o_buff[i] > 0:
                    opts[n] = enc(A_SELECT, i)
                    n += 1
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, player, opts, n, src)
        if a == WAIT:
            return WAIT
        t.d[TW_ACTIVATE_UNIT_COSTS] |= 1
        spend_buff(c, a & 0xFFFF, player)   # play.pay_unit_costs (costs.pxi)
    if cr[CS_SPEND_OWN_BUFF] and not (t.d[TW_ACTIVATE_UNIT_COSTS] & 2):
        t.d[TW_ACTIVATE_UNIT_COSTS] |= 2
        spend_buff(c, src, player)
    if cr[CS_KILL_UNIT] >= 0 and not (t.d[TW_ACTIVATE_UNIT_COSTS] & 4):   # play.pay_unit_costs:
        if t.answer == NONE:                 # "kill a friendly unit", chosen as it is paid
            n = kill_cost_units(c, player, cr[CS_KILL_UNIT], src, ids)   # (357.2.a)
            for i in range(n):
                opts[i] = enc(A_SELECT, ids[i])
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, player, opts, n, src)
        if a == WAIT:
            return WAIT
        t.d[TW_ACTIVATE_UNIT_COSTS] |= 4
        ids[0] = a & 0xFFFF
        kill(c, ids, 1)                      # paid even if the death is replaced (357.2.a)
    pop(c)
    if c.t.acts[act * ACW + AC_ADDS]:        # "your Gold [Add] an additional [1]" (400.2)
        more = add_more(c, src)              # (ops_sfd.pxi)
    if cr[CS_EXHAUST_SELF]:
        oflag_set(s, t.d[TW_ACTIVATE_USER] - 1 if t.d[TW_ACTIVATE_USER] else src, O_EXHAUSTED, 1)
    if cr[CS_XP]:                            # 730.2: Spend XP
        s.players[player].xp -= cr[CS_XP]
        emit(c, EV_XP, player, -1, -1, s.players[player].xp)
    if cr[CS_DISEMPOWER_SELF]:               # "Disempower me, …:" (ops_ven.pxi)
        disempower(c, src)
    if cr[CS_RECYCLE]:
        n = t.d[TW_ACTIVATE_RECYCLED_N]
        for i in range(n):
            ids[i] = t.d[TW_ACTIVATE_RECYCLED + i]
        recycle_many(c, ids, n)
    if cr[CS_KILL_SELF]:                     # "Kill this, …:" (Gold)
        ids[0] = src
        kill(c, ids, 1)
    if cr[CS_BANISH_SELF]:                   # play.h_activate: "Banish this, …:" (427)
        banish_by(c, src, player)            # zones.banish (zones.pxi)
    item = &s.chain[t.d[TW_ACTIVATE_CHAIN]]
    if t.d[TW_ACTIVATE_OPENED]:
        s.chain_by_trigger = c.t.acts[act * ACW + AC_ADDS] != 0   # 346.1
    finalize(c, item)
    if otype(c, src) == TY_GEAR:             # "when you use an activated ability of a gear"
        fire_player(c, TE_YOU_ACTIVATE_GEAR, player, src, NONE)   # (play.h_activate)
    if c.t.acts[act * ACW + AC_ADDS]:        # 400.2: an [Add] ability resolves at once
        push(c, T_RESOLVE).d[TW_RESOLVE_SOURCE] = src
    if more:                                 # added as it resolves (at once; play.h_activate:
        s.players[player].energy += more     # its resolve task is pushed, so the event
        emit(c, EV_ADD, player, -1, -1, more)   # names the ability's source as its cause)
    return 0




# ------------------------------------------------------------------ triggers

cdef int once_per_turn_ok(Ctx* c, int32_t o, int32_t ab, int32_t inst) noexcept nogil:
    """triggers._queue: a once-per-turn ability triggers the first time each turn (per object
    and epoch, per instance of its printed abilities: `inst`); marks it."""
    if not c.t.abx[ab * AXW + AX_ONCE]:
        return 1
    if turn_flags_at(c, o, inst) & TF_ONCE:
        return 0
    set_turn_flags_at(c, o, inst, TF_ONCE)
    return 1




# ------------------------------------------------------------------ Heimerdinger, Inventor

cdef int borrow_activatable(Ctx* c, int32_t src, int32_t r, int32_t player) noexcept nogil:
    """play.activatable for acts row `r` used by `src` (its own exhaust pays [E])."""
    cdef int32_t tm = c.t.acts[r * ACW + AC_TIMING], ab = c.t.acts[r * ACW + AC_AB]
    cdef int32_t tmp[MAXO]
    if not timing_ok(c, player, tm != 0, tm == 2):
        return 0
    if not holds(c, ability_row(c, ab)[AB_COND], player, src, NONE):
        return 0
    if not act_cost_payable(c, src, r, player):
        return 0
    if c.t.acts[r * ACW + AC_MODE_FIRST] >= 0 and not available_modes(c, src, r, player, tmp):
        return 0
    if not act_targets_ok(c, src, ab, player):
        return 0
    return act_deflect_ok(c, src, r, ab, player)




cdef int borrow_option(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """play.ability_options: `o` has "I have all [E] abilities …" and one can be used now."""
    cdef int32_t rows[MAXO]
    if not has_static_kind(c, SK_BORROW_EXHAUST) or not own_static(c, o, SK_BORROW_EXHAUST, 0):
        return 0                             # (has_static_kind: no card of the game has it)
    return borrowed_acts(c, o, player, rows) > 0




cdef int32_t choose_borrowed(Ctx* c, Task* t, int32_t src, int32_t player) noexcept nogil:
    """play.h_activate: which borrowed ability (CHOOSE_MODE among them); its acts row, or
    WAIT. The list is the one of the moment the activation began: without its own pending
    chain item (the newest)."""
    cdef int32_t rows[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t n, k, a
    c.s.n_chain -= 1
    n = borrowed_acts(c, src, player, rows)
    c.s.n_chain += 1
    if n == 0:
        fail(c, 220)
        return WAIT
    for k in range(n):
        opts[k] = enc(A_INDEX, k)
    a = choose(c, t, D_CHOOSE_MODE, player, opts, n, src)
    if a == WAIT:
        return WAIT
    return rows[a & 0xFFFF]
