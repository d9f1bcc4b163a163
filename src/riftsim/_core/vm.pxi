# The effect VM (reference/effects.py step, begin, resolve_ref, value): runs a chain item's
# code rows one instruction at a time, resumable at a decision; the opcode dispatch names the
# file that holds each op.




# ------------------------------------------------------------------ the VM

# resolve task words: d[0..2] identify the item; d[3] frames; frame k = (d[4 + 2k] pc,
# d[5 + 2k] end), at most 4; d[12] progress of the current op (0 = not started)

cdef void vm_begin(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    cdef int32_t ab = item_ability_row(c, item)
    t.d[3] = 0
    t.d[12] = 0
    if item.kind == CK_TRIGGER and (item.ability == AB_TEMPORARY or item.ability == AB_VISION
                                    or item.ability == AB_HUNT):
        t.d[3] = 1                           # 816 / 817 / 823: the builder's first code rows
        t.d[4] = CODE_TEMPORARY if item.ability == AB_TEMPORARY else (
            CODE_VISION if item.ability == AB_VISION else CODE_HUNT)
        t.d[5] = t.d[4] + 1
        return
    if ab < 0:
        if item.ability == REFLEXIVE_OPS and item.code_n > 0:    # effects.pxi
            t.d[3] = 1
            t.d[4] = item.code
            t.d[5] = item.code + item.code_n
        return
    t.d[3] = 1
    t.d[4] = ability_row(c, ab)[AB_CODE]
    t.d[5] = t.d[4] + ability_row(c, ab)[AB_CODE_N]




cdef inline int32_t op_rows(const int32_t* ins) noexcept nogil:
    if ins[CO_OP] >= 60:
        return op_rows_blocks(ins)
    if ins[CO_OP] == OP_IF:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    if ins[CO_OP] == OP_MAY:
        return 1 + ins[CO_AUX]
    if ins[CO_OP] == OP_IF_AT_LEAST:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    return 1




cdef void run_nested(Ctx* c, Task* t, int32_t start, int32_t n) noexcept nogil:
    if n <= 0:
        return
    if t.d[3] >= 4:
        fail(c, 22)
        return
    t.d[4 + 2 * t.d[3]] = start
    t.d[5 + 2 * t.d[3]] = start + n
    t.d[3] += 1




cdef int resolve_ref(Ctx* c, ChainItem* item, const int32_t* ins, int32_t* out) noexcept nogil:
    """effects.resolve_ref: the objects an instruction names, in canonical order."""
    cdef int32_t kind = ins[CO_REF], n = 0, i, o, ab, here, sel, slot, nd
    cdef int32_t dom[MAXO]
    if kind >= 60:
        return resolve_ref_at_bf(c, item, ins, out)
    if kind == REF_SELF:
        out[0] = item.source
        return 1
    if kind == REF_TRIGGER:
        if item.trigger_obj == NONE:
            return 0
        if item.trig_epoch and c.s.o_epoch[item.trigger_obj] != item.trig_epoch - 1:
            return 0                         # 359.3.e.4: a new object now (effects.pxi)
        out[0] = item.trigger_obj
        return 1
    if kind == REF_EACH:
        here = item_here(c, item)
        nd = sel_domain(c, ins[CO_ARG], dom)
        for i in range(nd):
            o = dom[i]
            if sel_matches(c, ins[CO_ARG], o, item.controller, item.source, here):
                out[n] = o
                n += 1
        return n
    if kind == REF_TARGET:                   # 359.3.e: still legal targets
        ab = item_ability_row(c, item)
        sel = c.t.targets[(ability_row(c, ab)[AB_TG_FIRST] + ins[CO_ARG]) * TGW + TG_SEL]
        here = item_here(c, item)
        slot = ins[CO_ARG] + item.run * ability_row(c, ab)[AB_TG_N]    # [Repeat] (chain.pxi)
        for i in range(item.n_targets):
            o = item.targets[i]
            if item.tslot[i] != slot or c.s.o_epoch[o] != item.tepoch[i]:
                continue
            if not sel_matches(c, sel, o, item.controller, item.source, here):
                continue
            out[n] = o
            n += 1
        return n
    return 0




cdef int run_op(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """One instruction; WAIT when it needs a decision (called again with the answer)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXL]
    cdef int32_t op = ins[CO_OP], n, i, o, k, a, pl, ctl = item.controller
    cdef int32_t nv
    cdef Player* p
    if op >= 120 and op < 140:               # gear / activated abilities (abilities.pxi)
        return run_op_gear(c, t, item, ins)
    if op >= 140 and op < 160:               # additional costs area (costs.pxi)
        return run_op_cost(c, t, item, ins)
    if op >= 160 and op < 180:               # triggers.pxi
        return run_op_trig2(c, t, item, ins)
    if op >= 180 and op < 200:               # Empower area (ops_ven.pxi)
        return run_op_empower(c, t, item, ins)
    if op >= 260 and op < 280:               # ops_copy_and_control.pxi
        return run_op_tailc(c, t, item, ins)
    if op >= 240 and op < 260:               # tail B (ops_look_and_play.pxi)
        return run_op_tailb(c, t, item, pc)
    if op >= 200 and op < 220:               # ops_targeting.pxi
        return run_op_shenvex(c, t, item, pc)
    if op >= 220 and op < 240:               # ops_look_and_play.pxi
        return run_op_taila(c, t, item, ins)
    if op >= 300 and op < 320:               # ops_ogn.pxi
        return run_op_tourb(c, t, item, ins)
    if op >= 280 and op < 300:               # ops_sfd.pxi
        return run_op_toura(c, t, item, ins)
    if op >= 60:
        return run_op2(c, t, item, pc)               # effects.pxi
    nv = op_value(c, item, ins) if op != OP_IF else 0    # dsl.Val (vm.pxi)
    if op == OP_DEAL:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if nv != VNULL:
                deal_damage(c, ids[i], nv + bonus_damage(c, item, ids[i]) if nv >= 1 else nv,
                            item.source)
    elif op == OP_KILL:
        n = resolve_ref(c, item, ins, ids)
        note_kill_controllers(c, t, ids, n)  # "its controller draws" (effects it_ctl)
        if kill_deciding(c, t, ids, n) == WAIT:     # 373 / 370 (ops_replacements.pxi)
            return WAIT
    elif op == OP_DRAW:
        if ins[CO_KW] == WHO_CONTROLLER_OF:      # "its controller draws" after a Kill
            for i in range(t.d[13]):
                draw(c, t.d[14 + i], or0(nv))
        elif ins[CO_KW] == WHO_YOU:
            draw(c, ctl, or0(nv))
        elif ins[CO_KW] == WHO_OPPONENT:
            draw(c, opp(ctl), or0(nv))
        else:
            draw(c, c.s.turn_player, or0(nv))
            draw(c, opp(c.s.turn_player), or0(nv))
    elif op == OP_DISCARD:                   # 422: one card at a time, the player chooses
        if t.d[12] == 0:
            t.d[12] = or0(nv) + 1
        p = &c.s.players[ctl]
        while t.d[12] > 1 and p.n_hand:
            if t.answer == NONE:
                for i in range(p.n_hand):
                    opts[i] = enc(A_SELECT, p.hand[i])
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, p.n_hand, item.source)
            if a == WAIT:
                return WAIT
            discard(c, ctl, a & 0xFFFF)
            t.d[12] -= 1
    elif op == OP_BUFF:
        n = resolve_ref(c, item, ins, ids)
        k = 0
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and c.s.o_buff[o] <= 0:   # 426 / 702.3
                c.s.o_buff[o] = 1
                emit(c, EV_BUFF, c.s.o_controller[o], o, -1, 0)
                c.s.dirty = 1
                ids[k] = o
                k += 1
        for i in range(k):                   # "when you buff a friendly unit" (abilities.pxi)
            if c.s.o_controller[ids[i]] == ctl:
                fire_player(c, TE_YOU_BUFF, ctl, ids[i], NONE)
    elif op == OP_STUN:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and not c.s.o_stunned[o]:   # 423.1.a.1
                c.s.o_stunned[o] = 1
                emit(c, EV_STUN, c.s.o_controller[o], o, -1, 0)
                fire_you_stun(c, o, ctl)     # triggers.pxi
        c.s.dirty = 1
    elif op == OP_READY or op == OP_EXHAUST:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] != Z_BOARD and c.s.o_zone[o] != Z_RUNES and \
                    c.s.o_zone[o] != Z_LEGEND:
                continue
            if op == OP_READY and c.s.o_exhausted[o]:
                c.s.o_exhausted[o] = 0
                emit(c, EV_READY, c.s.o_controller[o], o, -1, 0)
            elif op == OP_EXHAUST and not c.s.o_exhausted[o]:
                c.s.o_exhausted[o] = 1
                emit(c, EV_EXHAUST, c.s.o_controller[o], o, -1, 0)
        c.s.dirty = 1
    elif op == OP_HEAL:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and c.s.o_damage[o]:
                c.s.o_damage[o] = 0
                emit(c, EV_HEAL, c.s.o_controller[o], o, -1, 0)
    elif op == OP_MIGHT:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] != Z_BOARD or nv == VNULL:
                continue
            k = nv
            if ins[CO_AUX] != -999 and k < 0:     # 472.3.b: limited now
                a = ins[CO_AUX] - might(c, o)
                if a > 0:
                    a = 0
                if a > k:
                    k = a
            if k:
                add_effect(c, EK_MIGHT, o, k, -1, ins[CO_DUR], ctl)
    elif op == OP_GIVE:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                add_effect(c, EK_GIVE, ids[i], ins[CO_N], ins[CO_KW], ins[CO_DUR], ctl)
    elif op == OP_RECALL:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            recall(c, ids[i])
    elif op == OP_CHANNEL:
        channel(c, ctl, or0(nv), not ins[CO_DUR])
    elif op == OP_ADD_ENERGY:
        c.s.players[ctl].energy += or0(nv)
        emit(c, EV_ADD, ctl, -1, -1, or0(nv))
    elif op == OP_ADD_POWER:
        c.s.players[ctl].power[ins[CO_KW]] += or0(nv)
    elif op == OP_GAIN_POINTS:
        gain_points(c, ctl, or0(nv))
    elif op == OP_VISION:
        return run_vision(c, t, item)
    elif op == OP_IF_AT_LEAST:               # ops_sfd.if_at_least (Deathknell: 808.1.d.3)
        if might_of_self(c, item) >= ins[CO_N]:
            run_nested(c, t, pc + 1, ins[CO_AUX])
        else:
            run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
    elif op == OP_GAIN_XP:                   # 730.1; Hunt: the value noted (823.1.c.1)
        gain_xp(c, ctl, item.rule_n if ins[CO_KW] == 1 else ins[CO_N])
    elif op == OP_BURN:
        burn_cards(c, ctl, ins[CO_N])
    elif op == OP_UNITS_ENTER_READY:         # "units you play this turn enter ready"
        add_player_effect(c, EK_UNITS_ENTER_READY, ctl, 0)
    elif op == OP_TOKEN:
        return op_token(c, t, item, ins)
    elif op == OP_MAY:
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_MAY, ctl, opts, 2, item.source)
        if a == WAIT:
            return WAIT
        if a == YES:
            run_nested(c, t, pc + 1, ins[CO_AUX])
    elif op == OP_IF:
        if holds(c, ins[CO_N], ctl, item.source, NONE):
            run_nested(c, t, pc + 1, ins[CO_AUX])
        else:
            run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
    else:
        fail(c, 24)
    return 0




cdef int vm_step(Ctx* c, Task* t, int32_t idx) noexcept nogil:
    """effects.step: run until done (0) or a decision is needed (WAIT)."""
    cdef int32_t pc, end, f, r, i
    cdef ChainItem* item
    while t.d[3] > 0 or vm_next_run(c, t):        # [Repeat]: the next execution (vm.pxi)
        i = find_item(c, t)
        if c.s.over or i < 0:
            return 0
        item = &c.s.chain[i]
        f = t.d[3] - 1
        pc = t.d[4 + 2 * f]
        end = t.d[5 + 2 * f]
        if pc >= end:
            t.d[3] -= 1
            continue
        r = run_op(c, t, item, pc)
        if r == WAIT:
            return WAIT
        t.d[4 + 2 * f] = pc + op_rows(c.t.code + pc * CODEW)
        t.d[12] = 0
        if c.error:
            return 0
    return 0




cdef inline int op_rows_blocks(const int32_t* ins) noexcept nogil:
    if 240 <= ins[CO_OP] < 260:
        return choose_one_rows(ins)                   # ops_choices.pxi
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




cdef int resolve_ref_at_bf(Ctx* c, ChainItem* item, const int32_t* ins, int32_t* out) noexcept nogil:
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




# ------------------------------------------------------------------ ops (120-139)

cdef int run_op_gear(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    cdef int32_t op = ins[CO_OP], ctl = item.controller, n, m, i, a, u, x
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO + 1]
    cdef Price price
    if op == OP_ADD_ENERGY_SPELLS:           # [Add] Energy only for spells (429)
        c.s.players[ctl].spell_energy += ins[CO_N]
        emit(c, EV_ADD, ctl, -1, -1, ins[CO_N])
    elif op == OP_READY_LEGEND:              # "ready your legend"
        x = c.s.players[ctl].legend
        if x != NONE and c.s.o_exhausted[x]:
            c.s.o_exhausted[x] = 0
            emit(c, EV_READY, ctl, x, -1, 0)
            c.s.dirty = 1
    elif op == OP_BURN_WHO:                  # [Burn N]; "choose": CHOOSE_PLAYER first
        if ins[CO_KW] == 3:
            opts[0] = enc(A_INDEX, 0)
            opts[1] = enc(A_INDEX, 1)
            a = choose(c, t, D_CHOOSE_PLAYER, ctl, opts, 2, item.source)
            if a == WAIT:
                return WAIT
            x = a & 0xFFFF
        else:
            x = opp(ctl)
        burn_cards(c, x, ins[CO_N])
    elif op == OP_ATTACH:                    # Equip: attach the source (818.1.c.2)
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                attach(c, item.source, ids[i])
                break
    elif op == OP_WEAPONMASTER:              # 821.1.c: pay the Equip cost less [A], attach
        u = item.source
        if c.s.o_zone[u] != Z_BOARD:
            return 0
        n = equipment_of(c, ctl, u, ids)
        m = 0
        for i in range(n):
            if weaponmaster_price(c, ids[i], u, &price) and can_pay(c, ctl, &price):
                opts[m] = enc(A_SELECT, ids[i])
                m += 1
        if m == 0:
            return 0
        opts[m] = DONE
        a = choose(c, t, D_CHOOSE_CARD, ctl, opts, m + 1, item.source)
        if a == WAIT:
            return WAIT
        if a == DONE:
            return 0
        x = a & 0xFFFF
        if c.s.o_zone[x] != Z_BOARD or not weaponmaster_price(c, x, u, &price) or \
                not can_pay(c, ctl, &price):
            return 0                         # 821.1.c.5: it stays where it is
        pay(c, ctl, &price)
        attach(c, x, u)
    elif op == OP_QUICK_DRAW:                # 819.1.d: attach it to a unit you control
        x = item.source
        if c.s.o_zone[x] != Z_BOARD:
            return 0
        n = 0
        for i in range(c.s.n_objs):
            if c.s.o_zone[i] == Z_BOARD and c.s.o_controller[i] == ctl and otype(c, i) == TY_UNIT:
                opts[n] = enc(A_SELECT, i)
                n += 1
        if n == 0:
            return 0
        a = choose(c, t, D_CHOOSE_CARD, ctl, opts, n, item.source)
        if a == WAIT:
            return WAIT
        attach(c, x, a & 0xFFFF)
    else:
        fail(c, 24)
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




cdef int run_op_trig2(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    cdef int32_t ids[MAXO]
    cdef int32_t n, i, m = 0, loc
    if ins[CO_OP] == OP_MOVE_TO_EVENT_LOC:   # ops_unl._move_to_event_loc: "that battlefield"
        loc = item.rule_n
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD and c.s.o_loc[ids[i]] != loc:
                ids[m] = ids[i]
                m += 1
        if loc > LOC_BASE and m > 0:
            move_units(c, ids, m, loc, item.controller)
        return 0
    if ins[CO_OP] == OP_DETACH:
        return op_detach(c, t, item, ins)
    if ins[CO_OP] == OP_CANT_MOVE:           # ops_unl._cant_move: its controller can't move it
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                add_effect(c, EK_CANT_MOVE, ids[i], 0, -1, DUR_TURN, c.s.o_controller[ids[i]])
        return 0
    fail(c, 160)
    return 0




cdef int run_op_empower(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """Opcodes 180-199."""
    cdef int32_t op = ins[CO_OP], n, i
    cdef int32_t ids[MAXO]
    if op == OP_EMPOWER or op == OP_DISEMPOWER:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if op == OP_EMPOWER:
                empower(c, ids[i])
            else:
                disempower(c, ids[i])
        return 0
    fail(c, 180)
    return 0




# ------------------------------------------------------------------ ops (260-279)

cdef int run_op_tailc(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    cdef int32_t op = ins[CO_OP]
    if op == OP_ACTIVATE_CONQUER_HERE:
        activate_conquer_here(c, item)
        return 0
    if op == OP_BANISH_REPLAY:
        banish_replay(c, item, ins)
        return 0
    if op == OP_TAKE_GEAR_UNTIL_LEAVES:
        take_gear_until_leaves(c, item, ins)
        return 0
    if op == OP_REPLACE:
        op_replace(c, item, ins)
        return 0
    if op == OP_REVEAL_BANISH_PLAY:
        return reveal_banish_play(c, t, item, ins)
    if op == OP_SWAP_BACK:
        swap_back(c, item)
        return 0
    if op == OP_BECOME_COPY:
        become_copy(c, item, ins)
        return 0
    fail(c, 260)
    return 0




cdef int run_op_tailb(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t skip[MAXO]
    cdef int32_t opts[2]
    cdef int32_t ref[CODEW]
    cdef int32_t op = ins[CO_OP], ctl = item.controller, a, n, ns, i, j, r, d, o, nv, here
    cdef Player* p
    if op == OP_CHOOSE_ONE:                  # ops_choices._choose_one
        opts[0] = enc(A_INDEX, 0)
        opts[1] = enc(A_INDEX, 1)
        a = choose(c, t, D_CHOOSE_MODE, ctl, opts, 2, item.source)
        if a == WAIT:
            return WAIT
        if (a & 0xFFFF) == 0:
            run_nested(c, t, pc + 1, ins[CO_AUX])
        else:
            run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
        return 0
    if op == OP_REFLEXIVE:                   # ops_choices._reflexive (387)
        if item.it_n <= 0:
            return 0
        o = item.it_obj
        if c.s.o_zone[o] != Z_BOARD:
            return 0
        push_reflexive(c, ctl, item.source, ins[CO_N], o, c.s.o_loc[o])
        return 0
    if op == OP_REVEAL_RUNE_THEN:            # ops_ogn._reveal_rune_then (424, 416, 387)
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
    if op == OP_DEAL_OTHERS:                 # ops_ogn._deal_others (355.10.d)
        ns = resolve_ref(c, item, ins, skip)
        for i in range(item.n_targets):      # item.targets[0]: every pick of slot 0
            if item.tslot[i] == 0:
                skip[ns] = item.targets[i]
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
    if op == OP_DIVINE_JUDGMENT:
        return op_divine_judgment(c, t, item, ins)
    if op == OP_BAITED_HOOK:
        return op_baited_hook(c, t, item, ins)
    if op == OP_REVEAL_UNTIL_UNIT:
        return op_reveal_until_unit(c, t, item)
    fail(c, 243)
    return 0




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




cdef int run_op_taila(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """The ops of this area; WAIT when one needs a decision. Resolve task words: d[12]
    progress, d[13..15] scratch."""
    cdef int32_t op = ins[CO_OP]
    if op == OP_RECYCLE_FROM_TRASH:
        return op_recycle_from_trash(c, t, item, ins)
    if op == OP_SPLIT_DAMAGE:
        return op_split_damage(c, t, item, ins)
    if op == OP_NEXT_SPELL_BONUS:            # a player effect until the end of turn
        add_player_effect(c, EK_SPELL_BONUS, item.controller, ins[CO_N])
        return 0
    if op == OP_PLAY_FROM:
        return op_play_from(c, t, item, ins)
    if op == OP_BANISH_OWNER_REPLAYS:
        op_banish_owner_replays(c, item, ins)
        return 0
    if op == OP_BLIND_FURY:
        return op_blind_fury(c, t, item)
    if op == OP_PROMISING_FUTURE:
        return op_promising_future(c, t, item, ins)
    if op == OP_KAISA_EVOLUTIONARY:
        return op_kaisa_evolutionary(c, t, item)
    if op == OP_TEEMO_STRATEGIST:
        return op_teemo_strategist(c, t, item, ins)
    fail(c, 221)
    return 0




cdef int run_op_tourb(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    if ins[CO_OP] == OP_SABOTAGE:
        return op_sabotage(c, t, item)
    fail(c, 300)
    return 0




# ------------------------------------------------------------------ ops (280-299)

cdef int run_op_toura(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """The ops of this area; WAIT when one needs a decision."""
    cdef int32_t op = ins[CO_OP], o, i
    if op == OP_KILL_GIVE_MIGHT:
        return op_kill_give_might(c, t, item, ins)
    if op == OP_ATTACH_TO:
        op_attach_to(c, item, ins)
        return 0
    if op == OP_DETACH_GRANTING:             # the Equipment noted as it triggered (rule_n)
        o = item.rule_n - 1
        if item.ability == AB_EFFECT_TEXT and o >= 0 and c.s.o_zone[o] == Z_BOARD and \
                c.s.o_attached[o]:
            set_attached(c, o, 0)            # ops_sfd.detach (435)
            c.s.dirty = 1
        return 0
    if op == OP_REVEAL_HAND_LOOK_FACEDOWN:   # 424: the opponent reveals their hand, card by
        o = opp(item.controller)             # card in hand order; then a player effect
        for i in range(c.s.players[o].n_hand):
            emit(c, EV_REVEAL, o, c.s.players[o].hand[i], -1, 0)
        add_player_effect(c, EK_LOOK_FACEDOWN, item.controller, 0)
        c.s.dirty = 1
        return 0
    fail(c, 280)
    return 0
