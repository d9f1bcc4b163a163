# Effect ops, computed numbers and references beyond vm.pxi's basic set (reference/effects.py,
# ops_ogn.py, ops_ven.py, chain.counter). run_op hands opcodes >= 60 to run_op2; resolve_ref
# hands reference kinds >= 60 to resolve_ref2; op_value decodes a packed dsl.Val.
#
# Code row use of the ops here (riftsim.cards.compile documents the layouts):
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
    if 240 <= ins[CO_OP] < 260:
        return tailb_rows(ins)                   # tailb.pxi
    if ins[CO_OP] == OP_IF_MATCHES:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    if ins[CO_OP] == OP_CHANNEL_ELSE:
        return 1 + ins[CO_AUX2]
    if ins[CO_OP] == OP_REVEAL_TOP:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    if ins[CO_OP] == OP_DEAL_THEN or ins[CO_OP] == OP_KILL_DAMAGED_THIS_TURN or \
            ins[CO_OP] == OP_IF_DID:
        return 1 + ins[CO_AUX]
    return 1


cdef int resolve_ref2(Ctx* c, ChainItem* item, const int32_t* ins, int32_t* out) noexcept nogil:
    """effects.resolve_ref for "each … at <a chosen battlefield>" (355.10.b)."""
    cdef int32_t sel = ins[CO_ARG] & 0xFFFF, slot = ins[CO_ARG] >> 16, n = 0, o, here
    cdef int32_t at[MAXO]
    cdef int32_t ref[CODEW]
    if ins[CO_REF] == REF_IT:                    # IT: the card the reveal before showed
        if item.it_n > 0:
            out[0] = item.it_obj
            return 1
        return 0
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
    if rk == VREF_IT:                            # IT: the card the op before handled
        n = 0
        if item.it_n > 0:
            ids[0] = item.it_obj
            n = 1
    else:
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


cdef int32_t choose_spell_move_dest(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """effects.choose_move_destinations for a spell being played (355.4): tailc.pxi
    choose_move_dest of its spell ability."""
    cdef int32_t ab = card_col(c.t, c.s.o_card[item.source], C_SPELL)
    if ab < 0:
        return 1
    return choose_move_dest(c, t, item, ability_row(c, ab))


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
            n = move_dests(c, units[0], md, ids)     # (tailc.pxi)
            if n == 0:
                return 0
            for i in range(n):
                opts[i] = enc(A_LOCATION, ids[i])
        a = choose(c, t, D_DESTINATION, item.controller, opts, n, item.source)
        if a == WAIT:
            return WAIT
        dest = a & 0xFFFF
    for i in range(m):
        ids[i] = c.s.o_loc[units[i]]
    move_units(c, units, m, dest, item.controller)
    item.it_n = 0                                # IT: the units that moved (tailb.pxi)
    for i in range(m):
        if c.s.o_loc[units[i]] == dest and ids[i] != dest and c.s.o_zone[units[i]] == Z_BOARD:
            if item.it_n == 0:
                item.it_obj = units[i]
            item.it_n += 1
    return 0


# ------------------------------------------------------------------ the ops

cdef void return_to_hand(Ctx* c, int32_t o) noexcept nogil:
    """zones.return_to_hand."""
    cdef int32_t was = c.s.o_loc[o] if c.s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT \
        else LOC_NONE
    move_to(c, o, Z_HAND, LOC_NONE, 0)
    emit(c, EV_RETURN, c.s.o_owner[o], o, -1, 0)
    fire_returned_here(c, o, was)            # "returned here" (trig2.pxi)


cdef void counter_item(Ctx* c, int32_t i) noexcept nogil:
    """chain.counter (425): the item leaves the chain; a countered card is not played."""
    cdef int32_t o = c.s.chain[i].source, ctl = c.s.chain[i].controller
    cdef int32_t kind = c.s.chain[i].kind
    cdef int32_t flow = leave_mode(&c.s.chain[i])      # [Flow] / recycle it (taila.pxi)
    chain_remove(c, i)
    if kind == CK_SPELL and c.s.o_zone[o] == Z_CHAIN:
        leave_chain(c, o, flow, ctl)         # chain.leave_chain: [Flow] banishes (829.1.b.1)
    emit(c, EV_COUNTER, ctl, o, -1, 0)
    c.s.dirty = 1


cdef int run_op2(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t other[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t op = ins[CO_OP], n, i, j, k, a, b, ma, mb, here, ok, got, src, me_kind, me_ab
    cdef Effect* e
    cdef Player* p
    if op == OP_MOVE:
        return op_move(c, t, item, ins)
    if op == OP_DEAL_THEN:
        return op_deal_then(c, t, item, pc)
    if op == OP_PREVENT:                         # ops_ven._prevent (437)
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                add_effect(c, EK_PREVENT, ids[i], ins[CO_N], -1, DUR_TURN, item.controller)
        return 0
    if op == OP_DELAY or op == OP_DELAY_THERE:   # ops_ogn._delay, ops_unl._delay_there
        if c.s.n_delays >= 8:
            fail(c, 71)
            return 0
        k = 6 * c.s.n_delays
        c.s.delays[k] = ins[CO_KW]
        c.s.delays[k + 1] = item.controller
        c.s.delays[k + 2] = item.source
        c.s.delays[k + 3] = ins[CO_N]
        c.s.delays[k + 4] = c.s.turn
        c.s.delays[k + 5] = item_here(c, item) + 1 if op == OP_DELAY_THERE else 0
        c.s.n_delays += 1
        c.s.n_delayed += 1
        return 0
    if op == OP_PUT_IN_HAND:                     # ops_sfd._put_in_hand (not a draw)
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_DECK or c.s.o_zone[ids[i]] == Z_TRASH:
                move_to(c, ids[i], Z_HAND, LOC_NONE, 0)
        return 0
    if op == OP_RECYCLE:                         # ops_sfd._recycle (416)
        n = resolve_ref(c, item, ins, ids)
        k = 0
        for i in range(n):
            a = ids[i]
            if c.s.o_zone[a] == Z_DECK:          # from the top (revealed) to the bottom
                p = &c.s.players[c.s.o_owner[a]]
                list_remove(p.deck, &p.n_deck, a)
                p.deck[p.n_deck] = a
                p.n_deck += 1
            elif c.s.o_zone[a] == Z_TRASH or c.s.o_zone[a] == Z_BOARD or \
                    c.s.o_zone[a] == Z_HAND:
                ids[k] = a
                k += 1
        recycle_many(c, ids, k)
        return 0
    if op == OP_IF_DID:                          # ops_ven._if_did (359.3.e.14.a)
        if item.it_n > 0:
            run_nested(c, t, pc + 1, ins[CO_AUX])
        return 0
    if op == OP_DISCARD_IT:                      # effects._discard, keeping IT
        if t.d[12] == 0:
            t.d[12] = or0(op_value(c, item, ins)) + 1
            item.it_n = 0
            item.it_obj = NONE
        p = &c.s.players[item.controller]
        while t.d[12] > 1 and p.n_hand:
            if t.answer == NONE:
                for i in range(p.n_hand):
                    ids[i] = enc(A_SELECT, p.hand[i])
            a = choose(c, t, D_CHOOSE_CARD, item.controller, ids, p.n_hand, item.source)
            if a == WAIT:
                return WAIT
            discard(c, item.controller, a & 0xFFFF)
            if item.it_n == 0:
                item.it_obj = a & 0xFFFF
            item.it_n += 1
            t.d[12] -= 1
        return 0
    if op == OP_KILL_DAMAGED_THIS_TURN:          # ops_kill_watches._kill_damaged_this_turn (390)
        if c.s.n_effects >= MAXE:
            fail(c, 69)
            return 0
        e = &c.s.effects[c.s.n_effects]          # a player effect: no object
        c.s.n_effects += 1
        e.kind = EK_DECREE
        e.target = NONE
        e.epoch = 0
        e.n = pc + 1                             # its instruction (KILL TRIGGER)
        e.kw = item.source
        e.duration = DUR_TURN
        e.timestamp = next_timestamp(c)
        e.controller = item.controller
        c.s.dirty = 1
        return 0
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
    if op >= OP_WIN_GAME:
        return run_op3(c, t, item, pc)
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
        total_price(c, t, &price, 1)
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


# ------------------------------------------------------------------ one-card ops
#
#   WIN_GAME; DEALS_MIGHT / RAISE_MIGHT_TO: CO_KW the target slot of `other` (RAISE: CO_DUR
#   duration); ADD_ENERGY_COMBATANTS, DEAL_UNLESS_DRAW: CO_N; STUN_OR_RETURN; BANISH;
#   EACH_PLAYER_KILLS: CO_ARG its selector row; BULLET_TIME; REVEAL_TOP: CO_KW card type
#   (TY_*), CO_AUX / CO_AUX2 then / else lengths

cdef enum:
    OP_WIN_GAME = 67
    OP_DEALS_MIGHT = 68
    OP_ADD_ENERGY_COMBATANTS = 69
    OP_STUN_OR_RETURN = 70
    OP_EACH_PLAYER_KILLS = 71
    OP_DEAL_UNLESS_DRAW = 72
    OP_RAISE_MIGHT_TO = 73
    OP_BULLET_TIME = 74
    OP_REVEAL_TOP = 75
    OP_BANISH = 76

# conditions (dsl.Cond) in the effect ops' range
cdef enum:
    CN_ONE_ON_ONE = 60
    CN_EXCESS_GE = 61           # CD_A0: the bound
    CN_NOT = 62                 # CD_A0: the condition row negated


cdef int holds2(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                int32_t trigger_obj) noexcept nogil:
    """select.holds for the conditions above."""
    cdef int32_t mine = 0, theirs = 0, u, loc
    if cd[CD_NAME] == CN_ONE_ON_ONE:             # 741.2: it and the enemy unit here both alone
        if source < 0 or c.s.o_zone[source] != Z_BOARD:
            return 0
        loc = c.s.o_loc[source]
        for u in range(c.s.n_objs):
            if is_unit_on_board(c, u) and c.s.o_loc[u] == loc:
                if c.s.o_controller[u] == c.s.o_controller[source]:
                    mine += 1
                else:
                    theirs += 1
        return mine == 1 and theirs == 1
    if cd[CD_NAME] == CN_EXCESS_GE:
        return c.s.players[controller].excess >= cd[CD_A0]
    if cd[CD_NAME] == CN_NOT:
        return not holds(c, cd[CD_A0], controller, source, trigger_obj)
    fail(c, 63)
    return 0


cdef void stun_unit(Ctx* c, int32_t o) noexcept nogil:
    """effects.stun (its "when you stun" event: trig2.pxi fire_you_stun)."""
    c.s.o_stunned[o] = 1
    emit(c, EV_STUN, c.s.o_controller[o], o, -1, 0)


cdef int run_op3(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t other[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t opts[MAXO + 1]
    cdef int32_t op = ins[CO_OP], ctl = item.controller, n, k, i, u, m, a, x, p, loc
    cdef Price price
    if op == OP_WIN_GAME:                        # ops_ogn._win_game
        end_game(c, ctl, R_CARD_EFFECT)
        return 0
    if op == OP_DEALS_MIGHT or op == OP_RAISE_MIGHT_TO:
        ref[CO_REF] = REF_TARGET
        ref[CO_ARG] = ins[CO_KW]
        if op == OP_DEALS_MIGHT:                 # ops_ogn._deals_might (417.6.b.3)
            k = resolve_ref(c, item, ref, other)
            n = resolve_ref(c, item, ins, ids)
            if k == 0 or n == 0 or c.s.o_zone[other[0]] != Z_BOARD:
                return 0
            m = might(c, other[0])
            if m < 0:
                m = 0
            for i in range(n):
                deal_damage(c, ids[i], m, other[0])
            return 0
        n = resolve_ref(c, item, ins, ids)       # ops_ogn._raise_might_to (472.3)
        k = resolve_ref(c, item, ref, other)
        if n == 0 or k == 0 or ids[0] == other[0]:
            return 0
        m = might(c, other[0]) - might(c, ids[0])
        if m > 0:
            add_effect(c, EK_MIGHT, ids[0], m, -1, ins[CO_DUR], ctl)
        return 0
    if op == OP_ADD_ENERGY_COMBATANTS:           # ops_ven._add_energy_combatants (429)
        if not c.s.sd_active or not c.s.sd_combat:
            return 0
        c.s.players[c.s.sd_attacker].energy += ins[CO_N]
        emit(c, EV_ADD, c.s.sd_attacker, -1, -1, ins[CO_N])
        c.s.players[c.s.sd_defender].energy += ins[CO_N]
        emit(c, EV_ADD, c.s.sd_defender, -1, -1, ins[CO_N])
        return 0
    if op == OP_STUN_OR_RETURN:                  # ops_unl._stun_or_return
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            u = ids[i]
            if c.s.o_zone[u] != Z_BOARD:
                continue
            if c.s.o_stunned[u]:
                return_to_hand(c, u)
            else:
                stun_unit(c, u)
                fire_you_stun(c, u, item.controller)     # trig2.pxi
        c.s.dirty = 1
        return 0
    if op == OP_BANISH:                          # effects._banish (427); IT: the banished
        n = resolve_ref(c, item, ins, ids)
        item.it_n = 0
        item.it_obj = NONE
        for i in range(n):
            u = ids[i]
            if c.s.o_zone[u] == Z_BANISHMENT or c.s.o_zone[u] == Z_REMOVED or \
                    c.s.o_zone[u] == Z_NONE:
                continue
            banish_by(c, u, item.controller)             # zones.banish (empower.pxi)
            if item.it_n == 0:
                item.it_obj = u
            item.it_n += 1
        return 0
    if op == OP_EACH_PLAYER_KILLS:               # ops_ogn._each_player_kills (355.10.e)
        if t.d[12] == 0:                         # d[12] - 1: players done; d[13], d[14]: chosen
            t.d[12] = 1
            t.d[13] = NONE
            t.d[14] = NONE
        while t.d[12] - 1 < 2:
            p = (c.s.turn_player + t.d[12] - 1) % 2
            if t.answer == NONE:
                m = 0
                for u in range(c.s.n_objs):
                    if c.s.o_controller[u] == p and c.s.o_zone[u] == Z_BOARD and \
                            sel_matches(c, ins[CO_ARG], u, p, item.source, LOC_NONE):
                        opts[m] = enc(A_SELECT, u)
                        m += 1
                if m == 0:
                    t.d[12] += 1
                    continue
            else:
                m = 1
            a = choose(c, t, D_CHOOSE_CARD, p, opts, m, item.source)
            if a == WAIT:
                return WAIT
            t.d[13 + t.d[12] - 1] = a & 0xFFFF
            t.d[12] += 1
        n = 0
        for i in range(2):
            if t.d[13 + i] != NONE:
                ids[n] = t.d[13 + i]
                n += 1
        kill(c, ids, n)
        return 0
    if op == OP_DEAL_UNLESS_DRAW:                # ops_choices._deal_unless_draw
        n = resolve_ref(c, item, ins, ids)
        m = 0
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                ids[m] = ids[i]
                m += 1
        if m == 0:
            return 0
        u = ids[0]
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_MAY, c.s.o_controller[u], opts, 2, item.source)
        if a == WAIT:
            return WAIT
        if a == YES:
            draw(c, ctl, 2)
        else:
            deal_damage(c, u, ins[CO_N], item.source)
        return 0
    if op == OP_BULLET_TIME:                     # ops_ogn._bullet_time (742.1.a)
        n = resolve_ref(c, item, ins, ids)
        if n == 0:
            return 0
        loc = location_of(c, ids[0])
        m = 0
        if t.answer == NONE:
            x = 0
            while x < 16:
                memset(&price, 0, sizeof(Price))
                for i in range(x + 1):
                    price_add_power(&price, ALL_DOMAINS)
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
        memset(&price, 0, sizeof(Price))
        for i in range(x):
            price_add_power(&price, ALL_DOMAINS)
        pay(c, ctl, &price)
        for u in range(c.s.n_objs):
            if is_unit_on_board(c, u) and c.s.o_loc[u] == loc and c.s.o_controller[u] != ctl:
                deal_damage(c, u, x, item.source)
        return 0
    if op == OP_REVEAL_TOP:                      # ops_ven._reveal_top (424, 431.1.c)
        p = ctl
        if t.d[12] == 0:
            if c.s.players[p].n_deck == 0:
                return 0
            t.d[12] = 1
            t.d[13] = c.s.players[p].deck[0]
            emit(c, EV_REVEAL, p, t.d[13], -1, 0)
        u = t.d[13]
        if look_hook(c, t, &t.d[12], &t.d[13], 1, p) == WAIT:    # Nocturne (tailb.pxi)
            return WAIT
        item.it_n = 1
        item.it_obj = u
        if otype(c, u) == ins[CO_KW]:
            run_nested(c, t, pc + 1, ins[CO_AUX])
        else:
            run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
        return 0
    if op >= OP_RECYCLE_OWN_RUNE:
        return run_op5(c, t, item, pc)
    if op >= OP_SAVE_FROM_DEATH:
        return run_op4(c, t, item, pc)
    fail(c, 64)
    return 0


# ------------------------------------------------------------------ more one-card ops
#
#   SAVE_FROM_DEATH (a turn effect EK_SAVE_FROM_DEATH on the unit: 390.3, 369-370);
#   TAKE_CONTROL_RECALL; LOOK_PICK: CO_N cards (<= 3; the looked-at ids in d[13..15])

cdef enum:
    OP_SAVE_FROM_DEATH = 77
    OP_TAKE_CONTROL_RECALL = 78
    OP_LOOK_PICK = 79

cdef enum:
    EK_SAVE_FROM_DEATH = 60     # reference Effect kind "save_from_death" (no "you may pay")


cdef int replace_death(Ctx* c, int32_t o) noexcept nogil:
    """ops_unl._replace_death (369-370): the unit would die: instead heal it, exhaust it and
    recall it; the effect is used up (370.2). 1 when it replaced the death."""
    cdef int32_t i = 0, j, kw, ans, ctl
    cdef Effect* e
    cdef Price price
    while i < c.s.n_effects:
        e = &c.s.effects[i]
        if e.kind != EK_SAVE_FROM_DEATH or e.target != o or e.epoch != c.s.o_epoch[o]:
            i += 1
            continue
        kw = e.kw
        ans = e.n
        ctl = e.controller
        for j in range(i, c.s.n_effects - 1):
            c.s.effects[j] = c.s.effects[j + 1]
        c.s.n_effects -= 1
        if kw >= 0:                              # "you may pay [C] to …" (empower.pxi)
            memset(&price, 0, sizeof(Price))
            price_add_power(&price, 1 << kw)
            if ans == 2 or not can_pay(c, ctl, &price):
                continue                         # declined: used up, no save
            pay(c, ctl, &price)
        if c.s.o_damage[o]:
            c.s.o_damage[o] = 0
            emit(c, EV_HEAL, c.s.o_controller[o], o, -1, 0)
        if not c.s.o_exhausted[o]:
            c.s.o_exhausted[o] = 1
            emit(c, EV_EXHAUST, c.s.o_controller[o], o, -1, 0)
        if c.s.o_loc[o] != LOC_BASE:
            recall(c, o)                         # 449: not a move
        c.s.dirty = 1
        return 1
    return 0


cdef int run_op4(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[4]
    cdef int32_t left[4]
    cdef int32_t op = ins[CO_OP], ctl = item.controller, n, i, u, a, k, pick
    cdef Player* p
    if op == OP_SAVE_FROM_DEATH:                 # ops_unl._save_from_death
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                add_effect(c, EK_SAVE_FROM_DEATH, ids[i], 0, ins[CO_KW], DUR_TURN, ctl)
        return 0
    if op == OP_TAKE_CONTROL_RECALL:             # ops_copy_and_control._take_control_recall (188, 449)
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            u = ids[i]
            if c.s.o_zone[u] != Z_BOARD:
                continue
            c.s.o_controller[u] = ctl
            place_obj(c, u)
            c.s.o_designation[u] = 0
            emit(c, EV_CONTROL, ctl, u, c.s.o_loc[u], 0)
            recall(c, u)
            c.s.dirty = 1
        return 0
    if op == OP_LOOK_PICK:                       # ops_look_and_play._look_pick
        p = &c.s.players[ctl]
        if t.d[12] == 0:
            t.d[12] = 1
            for i in range(3):
                t.d[13 + i] = p.deck[i] if i < ins[CO_N] and i < p.n_deck else NONE
        if look_hook(c, t, &t.d[12], &t.d[13], 3, ctl) == WAIT:   # Nocturne (tailb.pxi)
            return WAIT
        k = 0
        for i in range(3):                       # in_deck: still in the deck (359.3.e.11)
            u = t.d[13 + i]
            if u != NONE and c.s.o_zone[u] == Z_DECK:
                left[k] = u
                k += 1
        pick = NONE
        if k:
            for i in range(k):
                opts[i] = enc(A_SELECT, left[i])
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, k, item.source)
            if a == WAIT:
                return WAIT
            pick = a & 0xFFFF
            move_to(c, pick, Z_HAND, LOC_NONE, 0)
        n = 0
        for i in range(3):
            u = t.d[13 + i]
            if u != NONE and u != pick and c.s.o_zone[u] == Z_DECK:
                ids[n] = u
                n += 1
        recycle_many(c, ids, n)
        return 0
    fail(c, 65)
    return 0


# ------------------------------------------------------------------ trigger events, runes, Predict

cdef enum:
    TE_FRIENDLY_DIES = 61       # "When a friendly unit dies" (383.2.c.2)

cdef enum:
    OP_RECYCLE_OWN_RUNE = 80
    OP_PREDICT = 81             # CO_N cards (<= 2): looked-at ids in d[13], d[14]; d[15]
                                # bits 0-1 recycled, bit 2 kept, bits 4-5 first of the order + 1,
                                # bit 3 the second recycled before the first


cdef void fire_friendly_dies(Ctx* c, int32_t* dead, int32_t* ctl, int32_t n) noexcept nogil:
    """effects.kill: the units that died, by id, trigger "when a friendly unit dies" of their
    controller's units still on the board (the dead don't see each other die)."""
    cdef int32_t ids[MAXO]
    cdef int32_t cs[MAXO]
    cdef int32_t i, j, x, y, s
    for i in range(n):                           # sorted by id, with their controllers
        x = dead[i]
        y = ctl[i]
        j = i - 1
        while j >= 0 and ids[j] > x:
            ids[j + 1] = ids[j]
            cs[j + 1] = cs[j]
            j -= 1
        ids[j + 1] = x
        cs[j + 1] = y
    for i in range(n):
        if otype(c, ids[i]) != TY_UNIT:
            continue
        for s in range(c.s.n_objs):
            if c.s.o_zone[s] == Z_BOARD and c.s.o_controller[s] == cs[i]:
                fire_self(c, TE_FRIENDLY_DIES, s, NONE, ids[i])


cdef int run_op5(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t opts[MAXRL + 1]
    cdef int32_t rest[2]
    cdef int32_t rec[2]
    cdef int32_t op = ins[CO_OP], ctl = item.controller, i, a, n, k, nr, first, u
    cdef Player* p = &c.s.players[ctl]
    if op == OP_RECYCLE_OWN_RUNE:                # ops_ogn._recycle_own_rune (355.10.f)
        if p.n_runes == 0:
            return 0
        for i in range(p.n_runes):
            opts[i] = enc(A_SELECT, p.runes[i])
        a = choose(c, t, D_CHOOSE_CARD, ctl, opts, p.n_runes, item.source)
        if a == WAIT:
            return WAIT
        move_to(c, a & 0xFFFF, Z_RUNE_DECK, LOC_NONE, 0)
        return 0
    if op == OP_PREDICT:                         # ops_unl._predict (436)
        if t.d[12] == 0:
            t.d[12] = 1
            t.d[13] = p.deck[0] if ins[CO_N] > 0 and p.n_deck > 0 else NONE
            t.d[14] = p.deck[1] if ins[CO_N] > 1 and p.n_deck > 1 else NONE
            t.d[15] = 0
        if look_hook(c, t, &t.d[12], &t.d[13], 2, ctl) == WAIT:   # Nocturne (tailb.pxi)
            return WAIT
        for i in range(2):                       # in_deck (kept from now on)
            if t.d[13 + i] != NONE and c.s.o_zone[t.d[13 + i]] != Z_DECK:
                t.d[13 + i] = NONE
        while not (t.d[15] & 4):
            n = 0
            for i in range(2):
                if t.d[13 + i] != NONE and not ((t.d[15] >> i) & 1):
                    opts[n] = enc(A_SELECT, t.d[13 + i])
                    n += 1
            if n == 0:
                break
            opts[n] = DONE
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, n + 1, item.source)
            if a == WAIT:
                return WAIT
            if a == DONE:
                t.d[15] |= 4
            else:
                for i in range(2):
                    if t.d[13 + i] == (a & 0xFFFF):
                        if i == 1 and not (t.d[15] & 1):
                            t.d[15] |= 8         # bit 3: recycled before the first card
                        t.d[15] |= 1 << i
        nr = 0
        for i in range(2):
            if t.d[13 + i] != NONE and not ((t.d[15] >> i) & 1):
                rest[nr] = t.d[13 + i]
                nr += 1
        if nr == 2 and (t.d[15] >> 4) == 0:      # the new top card, then the rest (436)
            opts[0] = enc(A_SELECT, rest[0])
            opts[1] = enc(A_SELECT, rest[1])
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, 2, item.source)
            if a == WAIT:
                return WAIT
            t.d[15] |= (1 + ((a & 0xFFFF) == rest[1])) << 4
        if nr == 2 and (t.d[15] >> 4) == 2:
            u = rest[0]
            rest[0] = rest[1]
            rest[1] = u
        k = 0
        for i in range(2):
            if t.d[13 + i] != NONE and ((t.d[15] >> i) & 1):
                rec[k] = t.d[13 + i]
                k += 1
        if k == 2 and (t.d[15] & 8):             # in the order they were picked (recycle_many
            u = rec[0]                           # shuffles that list, 416.5)
            rec[0] = rec[1]
            rec[1] = u
        for i in range(nr):
            list_remove(p.deck, &p.n_deck, rest[i])
        for i in range(nr - 1, -1, -1):
            list_insert_front(p.deck, &p.n_deck, rest[i])
        recycle_many(c, rec, k)
        return 0
    fail(c, 66)
    return 0


# ------------------------------------------------------------------ "if this kills it" (387)

cdef enum:
    REFLEXIVE_OPS = -10         # effects.REFLEXIVE: the ability index of a reflexive trigger
    OP_DEAL_THEN = 82           # deal with a "then" block (CO_AUX rows) run if it kills


cdef void after_kill(Ctx* c, int32_t* dead, int32_t* ctl, int32_t n) noexcept nogil:
    """effects.kill after the deaths: "if this kills it" watches put their reflexive
    triggers (by unit id), then "when a friendly unit dies"."""
    cdef int32_t ids[MAXO]
    cdef int32_t i, j, x, k
    cdef int32_t* w
    cdef Pending* pt
    if c.s.n_watch:
        for i in range(n):
            x = dead[i]
            j = i - 1
            while j >= 0 and ids[j] > x:
                ids[j + 1] = ids[j]
                j -= 1
            ids[j + 1] = x
        for i in range(n):
            k = 0
            while k < c.s.n_watch:
                w = c.s.watch + 6 * k
                if w[0] != ids[i] or w[1] != c.s.o_epoch[ids[i]] - 1:
                    k += 1
                    continue
                if c.s.n_pending >= MAXPT:
                    fail(c, 67)
                    return
                pt = &c.s.pending[c.s.n_pending]
                c.s.n_pending += 1
                pt.controller = w[2]
                pt.source = w[3]
                pt.ability = REFLEXIVE_OPS
                pt.trigger_obj = ids[i]
                pt.here = LOC_NONE
                pt.snapshot_might = 0
                pt.code = w[4]
                pt.code_n = w[5]
                pt.trig_epoch = 0
                for j in range(k, c.s.n_watch - 1):
                    memcpy(c.s.watch + 6 * j, c.s.watch + 6 * (j + 1), 6 * sizeof(int32_t))
                c.s.n_watch -= 1
                c.s.n_delayed -= 1
    spell_kill_listener(c, dead, n)          # 428.5: killed with a spell (taila.pxi)
    fire_friendly_dies(c, dead, ctl, n)


cdef int op_deal_then(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """effects._deal with `then`: a unit this damages is watched until the next cleanup."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t nv = op_value(c, item, ins), n, i, o, before
    cdef int32_t* w
    n = resolve_ref(c, item, ins, ids)
    if nv == VNULL or n == 0:
        return 0
    for i in range(n):
        o = ids[i]
        before = c.s.o_damage[o]
        deal_damage(c, o, nv + bonus_damage(c, item, o) if nv >= 1 else nv, item.source)
        if c.s.o_damage[o] > before:
            if c.s.n_watch >= 8:
                fail(c, 68)
                return 0
            w = c.s.watch + 6 * c.s.n_watch
            c.s.n_watch += 1
            c.s.n_delayed += 1
            w[0] = o
            w[1] = c.s.o_epoch[o]
            w[2] = item.controller
            w[3] = item.source
            w[4] = pc + 1
            w[5] = ins[CO_AUX]
    return 0


cdef enum:
    OP_KILL_DAMAGED_THIS_TURN = 83   # then its instruction row (KILL TRIGGER), CO_AUX = 1
    EK_DECREE = 61              # reference Effect kind "decree" (a player effect this turn)


cdef void decree_listener(Ctx* c, int32_t o) noexcept nogil:
    """ops_kill_watches._decree_listener: "when any unit takes damage this turn, kill it": a
    reflexive trigger per decree, controlled by the decree's controller."""
    cdef int32_t i
    cdef Effect* e
    cdef Pending* pt
    for i in range(c.s.n_effects):
        e = &c.s.effects[i]
        if e.kind != EK_DECREE or e.duration != DUR_TURN:
            continue
        if c.s.n_pending >= MAXPT:
            fail(c, 70)
            return
        pt = &c.s.pending[c.s.n_pending]
        c.s.n_pending += 1
        pt.controller = e.controller
        pt.source = e.kw
        pt.ability = REFLEXIVE_OPS
        pt.trigger_obj = o
        pt.here = LOC_NONE
        pt.snapshot_might = 0
        pt.code = e.n
        pt.code_n = 1
        pt.trig_epoch = c.s.o_epoch[o] + 1


cdef enum:
    OP_DISCARD_IT = 84          # discard, keeping IT for the next instruction
    OP_IF_DID = 85              # then block (CO_AUX rows) if IT is not empty
    VREF_IT = 5                 # a computed number's reference: IT


# ------------------------------------------------------------------ Prevent (437)

cdef enum:
    OP_PREVENT = 86
    EK_PREVENT = 62             # reference Effect kind "prevent": n = the Prevent Value left


cdef int32_t prevent_left(Ctx* c, int32_t o) noexcept nogil:
    """effects.prevent_left: the Prevent Values tracked on `o` (437.5.a)."""
    cdef int32_t i, n = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_PREVENT and c.s.effects[i].target == o and \
                c.s.effects[i].epoch == c.s.o_epoch[o]:
            n += c.s.effects[i].n
    return n


cdef int32_t prevented(Ctx* c, int32_t o, int32_t n) noexcept nogil:
    """effects._prevented (437.2-437.3): reduce damage by the Prevent Values, oldest first
    (effects are kept in timestamp order); used-up ones end."""
    cdef int32_t i, j, cut, m = 0
    cdef Effect* e
    for i in range(c.s.n_effects):
        if n <= 0:
            break
        e = &c.s.effects[i]
        if e.kind != EK_PREVENT or e.target != o or e.epoch != c.s.o_epoch[o] or e.n <= 0:
            continue
        cut = e.n if e.n < n else n
        e.n -= cut
        n -= cut
    for i in range(c.s.n_effects):               # drop the used-up Prevent effects
        if c.s.effects[i].kind == EK_PREVENT and c.s.effects[i].n <= 0:
            continue
        if m != i:
            c.s.effects[m] = c.s.effects[i]
        m += 1
    c.s.n_effects = m
    return n


# ------------------------------------------------------------------ delayed abilities (390.2)

cdef enum:
    OP_DELAY = 87               # CO_KW event (DE_*), CO_N the card's Delayed ability index
    OP_DELAY_THERE = 88         # the same, remembering "there" (its `here` now)
    DE_END_TURN = 1
    DE_MAIN_START = 2           # "at the start of your next Main Phase" (this turn's)
    HERE_FIXED = 100            # Pending.here + HERE_FIXED: a remembered "there"


cdef void fire_delays(Ctx* c, int32_t event, int32_t player) noexcept nogil:
    """triggers.fire_delayed for "… this turn" delays (no trigger object)."""
    cdef int32_t i = 0, j
    cdef int32_t* d
    cdef Pending* pt
    while i < c.s.n_delays:
        d = c.s.delays + 6 * i
        if d[0] != event or d[4] != c.s.turn:
            i += 1
            continue
        if c.s.n_pending >= MAXPT:
            fail(c, 72)
            return
        pt = &c.s.pending[c.s.n_pending]
        c.s.n_pending += 1
        pt.controller = d[1]
        pt.source = d[2]
        pt.ability = d[3]
        pt.trigger_obj = NONE
        pt.here = LOC_NONE if d[5] == 0 else d[5] - 1 + HERE_FIXED
        pt.snapshot_might = 0
        for j in range(i, c.s.n_delays - 1):
            memcpy(c.s.delays + 6 * j, c.s.delays + 6 * (j + 1), 6 * sizeof(int32_t))
        c.s.n_delays -= 1
        c.s.n_delayed -= 1


cdef enum:
    REF_IT = 61                 # IT of the reveal_top around the instruction
    OP_PUT_IN_HAND = 89
    OP_RECYCLE = 90
