# Effect ops, computed numbers and references beyond vm.pxi's basic set (reference/effects.py,
# ops_ogn.py, ops_ven.py, chain.counter). run_op hands opcodes >= 60 to run_op2; resolve_ref
# hands reference kinds >= 60 to resolve_ref2; op_value decodes a packed dsl.Val.
#
# Code row use of the ops here (riftsim.core documents the layouts):
#   MOVE: CO_KW destination (MD_*), CO_DUR the target slot of "target:N"
#   FIGHT: CO_KW the target slot of `other`
#   IF_MATCHES: CO_KW selector row of the condition; CO_AUX / CO_AUX2 then / else lengths
#   CHANNEL_ELSE: channel with an "If you couldn't channel n" block; CO_AUX2 its length
# A computed number (dsl.Val) is packed into CO_N as VAL_BASE + (kind << 24) + (ref << 20) + arg.

cdef enum:
    OP_MOVE = 60
    OP_RETURN_TO_HAND = 61
    OP_FIGHT = 62
    OP_IF_MATCHES = 63
    OP_CHANNEL_ELSE = 64
    OP_COUNTER = 65

cdef enum:
    REF_EACH_AT = 60        # EACH with `at` a target: CO_ARG = selector row + (slot << 16)

cdef enum:
    MD_BASE = 0
    MD_HERE = 1
    MD_TARGET = 2
    MD_CHOOSE = 3

cdef enum:
    VK_MIGHT_OF = 1
    VK_COUNT = 2
    VK_DAMAGE_OF = 3
    VK_ENERGY_OF = 4

# a packed value is below VAL_LIMIT; VNULL: effects.value returned None (359.3.e.12)
cdef enum:
    VAL_BASE = -1073741824
    VAL_LIMIT = -536870912
    VNULL = -2147483647


cdef inline int op_rows2(const int32_t* ins) noexcept nogil:
    if ins[CO_OP] == OP_IF_MATCHES:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    if ins[CO_OP] == OP_CHANNEL_ELSE:
        return 1 + ins[CO_AUX2]
    return 1


cdef int resolve_ref2(Ctx* c, ChainItem* item, const int32_t* ins, int32_t* out) noexcept nogil:
    """effects.resolve_ref for "each … at <a chosen battlefield>" (355.10.b)."""
    cdef int32_t sel = ins[CO_ARG] & 0xFFFF, slot = ins[CO_ARG] >> 16, n = 0, o, here
    cdef int32_t at[MAXO]
    cdef int32_t ref[CODEW]
    if ins[CO_REF] != REF_EACH_AT:
        fail(c, 60)
        return 0
    ref[CO_REF] = REF_TARGET
    ref[CO_ARG] = slot
    if resolve_ref(c, item, ref, at) == 0:
        return 0
    here = location_of(c, at[0])
    for o in range(c.s.n_objs):
        if sel_matches(c, sel, o, item.controller, item.source, here):
            out[n] = o
            n += 1
    return n


cdef int32_t op_value(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """effects.value: CO_N as a number (VNULL: null)."""
    cdef int32_t v = ins[CO_N], x, kind, rk, arg, n, o, here
    cdef int32_t ids[MAXO]
    cdef int32_t ref[CODEW]
    if v >= VAL_LIMIT:
        return v
    x = v - VAL_BASE
    kind = x >> 24
    rk = (x >> 20) & 15
    arg = x & 0xFFFFF
    if kind == VK_COUNT:
        here = item_here(c, item)
        n = 0
        for o in range(c.s.n_objs):
            if sel_matches(c, arg, o, item.controller, item.source, here):
                n += 1
        return n
    ref[CO_REF] = rk
    ref[CO_ARG] = arg
    n = resolve_ref(c, item, ref, ids)
    if kind == VK_MIGHT_OF:
        if rk == REF_SELF and item.kind == CK_TRIGGER and c.s.o_zone[item.source] != Z_BOARD:
            return item.snapshot_might if item.snapshot_might > 0 else 0   # 808.1.d.3
        if n == 0:
            if rk == REF_SELF and c.s.o_zone[item.source] != Z_BOARD:
                return item.snapshot_might
            return VNULL
        o = ids[0]
        if c.s.o_zone[o] == Z_BOARD:
            x = might(c, o)
            return x if x > 0 else 0
        return card_col(c.t, c.s.o_card[o], C_MIGHT)
    if kind == VK_DAMAGE_OF:
        if n and c.s.o_zone[ids[0]] == Z_BOARD:
            return c.s.o_damage[ids[0]]
        return VNULL
    if kind == VK_ENERGY_OF:                     # printed Energy cost; a token's is 0 (182.2.a.1)
        if n == 0:
            return VNULL
        if card_col(c.t, c.s.o_card[ids[0]], C_TOKEN):
            return 0
        return card_col(c.t, c.s.o_card[ids[0]], C_ENERGY)
    fail(c, 61)
    return VNULL


cdef inline int32_t or0(int32_t v) noexcept nogil:
    """`value(...) or 0`."""
    return 0 if v == VNULL else v


# ------------------------------------------------------------------ movement (355.4, 441)

cdef int effect_destinations(Ctx* c, int32_t u, int32_t* out) noexcept nogil:
    """movement.effect_destinations (355.4.a): any location other than its own where it may
    be, in the order base, battlefields."""
    cdef int32_t n = 0, d
    for d in range(c.s.n_bfs + 1):
        if d == c.s.o_loc[u] or not can_enter(c, u, d):
            continue
        if d == LOC_BASE and base_blocked(c, u):
            continue
        out[n] = d
        n += 1
    return n


cdef int32_t spell_move_slot(Ctx* c, int32_t ab) noexcept nogil:
    """The target slot of the spell's move to a destination chosen as it is played, -1 (the
    core runs spells with at most one such move, riftsim.core.unsupported_reason)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef const int32_t* ins
    cdef int32_t pc
    for pc in range(abr[AB_CODE], abr[AB_CODE] + abr[AB_CODE_N]):
        ins = c.t.code + pc * CODEW
        if ins[CO_OP] == OP_MOVE and ins[CO_KW] == MD_CHOOSE and ins[CO_REF] == REF_TARGET:
            return ins[CO_ARG]
    return -1


cdef int32_t choose_spell_move_dest(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """effects.choose_move_destinations for a spell being played (355.4): the destinations
    every unit of the slot may go to; none in common = chosen as it resolves. The answer is
    kept in item.move_dest (destination + 1)."""
    cdef int32_t ab = card_col(c.t, c.s.o_card[item.source], C_SPELL), slot, i, j, nd, a
    cdef int32_t common = -1, ds, n = 0
    cdef int32_t dests[MAXBF + 1]
    cdef int32_t opts[MAXBF + 1]
    if ab < 0 or item.move_dest:
        return 1
    slot = spell_move_slot(c, ab)
    if slot < 0:
        return 1
    for i in range(item.n_targets):
        if item.tslot[i] != slot:
            continue
        nd = effect_destinations(c, item.targets[i], dests)
        ds = 0
        for j in range(nd):
            ds |= 1 << dests[j]
        common = ds if common == -1 else common & ds
    if common <= 0:
        return 1
    for j in range(MAXBF + 1):
        if (common >> j) & 1:
            opts[n] = enc(A_LOCATION, j)
            n += 1
    a = choose(c, t, D_DESTINATION, item.controller, opts, n, item.source)
    if a == WAIT:
        return WAIT
    item.move_dest = (a & 0xFFFF) + 1
    return 1


cdef int op_move(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """effects._move."""
    cdef int32_t ids[MAXO]
    cdef int32_t units[MAXO]
    cdef int32_t opts[MAXBF + 1]
    cdef int32_t ref[CODEW]
    cdef int32_t n, m = 0, i, dest, a, md = ins[CO_KW]
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            units[m] = ids[i]
            m += 1
    if m == 0:
        return 0
    if md == MD_BASE:
        dest = LOC_BASE
    elif md == MD_HERE:
        dest = item_here(c, item)
    elif md == MD_TARGET:                        # to where the target in that slot is
        ref[CO_REF] = REF_TARGET
        ref[CO_ARG] = ins[CO_DUR]
        if resolve_ref(c, item, ref, ids) == 0:
            return 0
        dest = location_of(c, ids[0])
    elif ins[CO_REF] == REF_TARGET and item.move_dest:
        dest = item.move_dest - 1                # 355.4: chosen as it was put on the chain
    else:
        n = 0
        if t.answer == NONE:
            n = effect_destinations(c, units[0], ids)
            if n == 0:
                return 0
            for i in range(n):
                opts[i] = enc(A_LOCATION, ids[i])
        a = choose(c, t, D_DESTINATION, item.controller, opts, n, item.source)
        if a == WAIT:
            return WAIT
        dest = a & 0xFFFF
    move_units(c, units, m, dest, item.controller)
    return 0


# ------------------------------------------------------------------ the ops

cdef void return_to_hand(Ctx* c, int32_t o) noexcept nogil:
    """zones.return_to_hand (the "returned here" battlefield trigger is not in the core)."""
    move_to(c, o, Z_HAND, LOC_NONE, 0)
    emit(c, EV_RETURN, c.s.o_owner[o], o, -1, 0)


cdef void counter_item(Ctx* c, int32_t i) noexcept nogil:
    """chain.counter (425): the item leaves the chain; a countered card is not played."""
    cdef int32_t o = c.s.chain[i].source, ctl = c.s.chain[i].controller
    cdef int32_t kind = c.s.chain[i].kind
    chain_remove(c, i)
    if kind == CK_SPELL and c.s.o_zone[o] == Z_CHAIN:
        move_to(c, o, Z_TRASH, LOC_NONE, 0)
    emit(c, EV_COUNTER, ctl, o, -1, 0)
    c.s.dirty = 1


cdef int run_op2(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t other[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t op = ins[CO_OP], n, i, j, k, a, b, ma, mb, here, ok, got, src, me_kind, me_ab
    if op == OP_MOVE:
        return op_move(c, t, item, ins)
    if op == OP_REPEAT_COST:                     # data only (the [Repeat] costs below)
        return 0
    if op == OP_RETURN_TO_HAND:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD or c.s.o_zone[ids[i]] == Z_TRASH:
                return_to_hand(c, ids[i])
        return 0
    if op == OP_FIGHT:                           # ops_ogn._fight (417.6.b.3)
        n = resolve_ref(c, item, ins, ids)
        ref[CO_REF] = REF_TARGET
        ref[CO_ARG] = ins[CO_KW]
        k = resolve_ref(c, item, ref, other)
        if n == 0 or k == 0:
            return 0
        a = ids[0]
        b = other[0]
        if c.s.o_zone[a] != Z_BOARD or c.s.o_zone[b] != Z_BOARD or a == b:
            return 0
        ma = might(c, a)
        mb = might(c, b)
        deal_damage(c, b, ma if ma > 0 else 0, a)
        deal_damage(c, a, mb if mb > 0 else 0, b)
        return 0
    if op == OP_IF_MATCHES:                      # ops_ven._if_matches
        n = resolve_ref(c, item, ins, ids)
        if n == 0:
            return 0
        here = item_here(c, item)
        ok = 1
        for i in range(n):
            if not sel_matches(c, ins[CO_KW], ids[i], item.controller, item.source, here):
                ok = 0
                break
        if ok:
            run_nested(c, t, pc + 1, ins[CO_AUX])
        else:
            run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
        return 0
    if op == OP_CHANNEL_ELSE:                    # 430.4: "If you couldn't channel n, …"
        k = or0(op_value(c, item, ins))
        got = channel(c, item.controller, k, not ins[CO_DUR])
        if got < k:
            run_nested(c, t, pc + 1, ins[CO_AUX2])
        return 0
    if op == OP_COUNTER:                         # effects._counter
        n = resolve_ref(c, item, ins, ids)
        src = item.source                        # `item` moves when an item below it leaves
        me_kind = item.kind
        me_ab = item.ability
        for i in range(n):
            j = 0
            while j < c.s.n_chain:
                if c.s.chain[j].source == ids[i] and not (
                        c.s.chain[j].source == src and c.s.chain[j].kind == me_kind and
                        c.s.chain[j].ability == me_ab):
                    counter_item(c, j)
                    continue
                j += 1
        return 0
    fail(c, 62)
    return 0


# ------------------------------------------------------------------ [Repeat] (820)
#
# A spell's [Repeat] costs are OP_REPEAT_COST rows at the end of its code (no-ops when run):
# CO_N Energy, CO_KW / CO_DUR the domain masks of up to two Power symbols (-1 none), CO_AUX
# cards to discard. The play task keeps the next cost to offer in d[13] and the paid costs as a
# bitmask in d[14], the cards discarded for them in d[15]; the chain item the number paid
# (item.repeats) and, as it resolves, the execution running (item.run): execution k reads
# target slots k * (slots per run) + i (820.1.d, 820.2.a).

cdef enum:
    OP_REPEAT_COST = 66


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


cdef void add_repeat_price(Ctx* c, int32_t row, Price* p) noexcept nogil:
    """play.repeat_price (820.1.c.1)."""
    cdef const int32_t* ins = c.t.code + row * CODEW
    p.energy += ins[CO_N]
    if ins[CO_KW] >= 0:
        price_add_power(p, ins[CO_KW])
    if ins[CO_DUR] >= 0:
        price_add_power(p, ins[CO_DUR])


cdef void repeat_prices(Ctx* c, Task* t, Price* p) noexcept nogil:
    """The paid [Repeat] costs' part of play._total_price."""
    cdef int32_t ab, first, n, i
    if t.d[14] == 0:
        return
    ab = card_col(c.t, c.s.o_card[t.d[1]], C_SPELL)
    n = repeat_rows(c, ab, &first)
    for i in range(n):
        if (t.d[14] >> i) & 1:
            add_repeat_price(c, first + i, p)


cdef int32_t play_repeats(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """play.h_play stage 3: offer each [Repeat] cost the player can pay on top of the rest."""
    cdef int32_t player = t.d[0], o = t.d[1], ab = card_col(c.t, c.s.o_card[o], C_SPELL)
    cdef int32_t first, n, i, discards, a, k = 0
    cdef int32_t opts[2]
    cdef Price price
    if ab < 0:
        return 1
    n = repeat_rows(c, ab, &first)
    while t.d[13] < n:
        i = t.d[13]
        total_price(c, t, &price)
        add_repeat_price(c, first + i, &price)
        discards = c.t.code[(first + i) * CODEW + CO_AUX]
        for k in range(n):
            if (t.d[14] >> k) & 1:
                discards += c.t.code[(first + k) * CODEW + CO_AUX]
        if can_pay(c, player, &price) and c.s.players[player].n_hand >= discards:
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_OPTIONAL_COST, player, opts, 2, o)
            if a == WAIT:
                return WAIT
            if a == YES:
                t.d[14] |= 1 << i
        t.d[13] = i + 1
    item.repeats = popcount(t.d[14])
    return 1


cdef int32_t pay_repeat_discards(Ctx* c, Task* t) noexcept nogil:
    """820.1.c.1: the cards to discard for the paid [Repeat] costs, one at a time."""
    cdef int32_t player = t.d[0], o = t.d[1], ab, first, n, k, need = 0, a, i
    cdef int32_t opts[MAXL]
    cdef Player* p = &c.s.players[player]
    if t.d[14] == 0:
        return 1
    ab = card_col(c.t, c.s.o_card[o], C_SPELL)
    n = repeat_rows(c, ab, &first)
    for k in range(n):
        if (t.d[14] >> k) & 1:
            need += c.t.code[(first + k) * CODEW + CO_AUX]
    while t.d[15] < need and p.n_hand:
        if t.answer == NONE:
            for i in range(p.n_hand):
                opts[i] = enc(A_SELECT, p.hand[i])
        a = choose(c, t, D_CHOOSE_CARD, player, opts, p.n_hand, o)
        if a == WAIT:
            return WAIT
        discard(c, player, a & 0xFFFF)
        t.d[15] += 1
    return 1


cdef int vm_next_run(Ctx* c, Task* t) noexcept nogil:
    """effects.begin's next execution of a repeated spell (820.2.a); 1 when one started."""
    cdef int32_t i = find_item(c, t), ab
    cdef ChainItem* item
    if i < 0 or c.s.over:
        return 0
    item = &c.s.chain[i]
    if item.run >= item.repeats:
        return 0
    ab = item_ability_row(c, item)
    if ab < 0:
        return 0
    item.run += 1
    t.d[3] = 1
    t.d[4] = ability_row(c, ab)[AB_CODE]
    t.d[5] = t.d[4] + ability_row(c, ab)[AB_CODE_N]
    t.d[12] = 0
    return 1
