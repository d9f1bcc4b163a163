# Triggered abilities (reference/triggers.py) and the effect VM (reference/effects.py).
#
# Code rows are CODEW ints (riftsim.core.tables documents them): an instruction, then the
# rows of its nested blocks (IF: then, else; MAY: then), so a block is skipped by length.
# The VM's frames and an op's progress live in the resolve task's data words, so a decision
# in the middle of an effect is ordinary state.

# trigger events (dsl.Triggered.on); riftsim.core.tables.TRIGGER_EVENTS lists the same
cdef enum:
    TE_PLAY_SELF = 1
    TE_END_TURN = 2
    TE_BEGINNING = 3
    TE_FIRST_BEGINNING_ANY = 4
    TE_MOVE_SELF = 5
    TE_ATTACK = 6
    TE_DEFEND = 7
    TE_TAKE_DAMAGE = 8
    TE_DIES = 9
    TE_COMBAT_START_HERE = 10
    TE_DEFEND_HERE = 11
    TE_COMBAT_END_SELF = 12
    TE_CONQUER = 13
    TE_HOLD = 14
    TE_YOU_CONQUER = 15
    TE_YOU_HOLD = 16
    TE_CONQUER_HERE = 17
    TE_HOLD_HERE = 18
    TE_YOU_PLAY_CARD = 19
    TE_YOU_PLAY_UNIT = 20
    TE_YOU_PLAY_SPELL = 21

# opcodes
cdef enum:
    OP_DEAL = 1
    OP_KILL = 2
    OP_DRAW = 3
    OP_DISCARD = 4
    OP_BUFF = 5
    OP_STUN = 6
    OP_READY = 7
    OP_EXHAUST = 8
    OP_HEAL = 9
    OP_MIGHT = 10
    OP_GIVE = 11
    OP_RECALL = 12
    OP_CHANNEL = 13
    OP_ADD_ENERGY = 14
    OP_ADD_POWER = 15
    OP_GAIN_POINTS = 16
    OP_MAY = 17
    OP_IF = 18
    OP_BURN = 19

# code row columns
cdef enum:
    CO_OP = 0
    CO_REF = 1          # reference kind (REF_*)
    CO_ARG = 2          # target slot, or selector row for EACH
    CO_N = 3            # literal number; IF: condition row
    CO_KW = 4           # keyword id (GIVE), power slot (ADD_POWER), WHO_* (DRAW)
    CO_DUR = 5          # DUR_* (MIGHT, GIVE); CHANNEL: ready
    CO_AUX = 6          # MIGHT: floor (-999 none); IF / MAY: then length
    CO_AUX2 = 7         # IF: else length
    CODEW = 8

cdef enum:
    REF_NONE = 0
    REF_TARGET = 1
    REF_SELF = 2
    REF_TRIGGER = 3
    REF_EACH = 4
    WHO_YOU = 0
    WHO_OPPONENT = 1
    WHO_EACH = 2

# condition rows (dsl.Cond)
cdef enum:
    CN_HAND_LE = 1
    CN_TRIGGER_IS = 2
    CN_COUNT = 3
    CD_NAME = 0
    CD_SEL = 1
    CD_A0 = 2           # COUNT: comparison (0 eq, 1 ge, 2 le); HAND_LE: the bound
    CD_A1 = 3           # COUNT: the number
    CDW = 4


# ------------------------------------------------------------------ conditions

cdef int holds(Ctx* c, int32_t row, int32_t controller, int32_t source,
               int32_t trigger_obj) noexcept nogil:
    """select.holds for a condition row (-1 = no condition)."""
    cdef const int32_t* cd
    cdef int32_t n = 0, o, here, want
    if row < 0:
        return 1
    cd = c.t.conds + row * CDW
    if cd[CD_NAME] >= CN_LEGION:
        return holds_kw(c, cd, controller, source, trigger_obj)
    if cd[CD_NAME] == CN_HAND_LE:
        return c.s.players[controller].n_hand <= cd[CD_A0]
    if cd[CD_NAME] == CN_TRIGGER_IS:
        if trigger_obj < 0:
            return 0
        return trigger_matches(c, cd[CD_SEL], trigger_obj, controller, source)
    if cd[CD_NAME] == CN_COUNT:
        here = location_of(c, source) if source >= 0 else LOC_NONE
        for o in range(c.s.n_objs):
            if sel_matches(c, cd[CD_SEL], o, controller, source, here):
                n += 1
        want = cd[CD_A1]
        if cd[CD_A0] == 0:
            return n == want
        if cd[CD_A0] == 1:
            return n >= want
        return n <= want
    fail(c, 20)
    return 0


cdef int trigger_matches(Ctx* c, int32_t sel, int32_t o, int32_t controller,
                         int32_t source) noexcept nogil:
    """"when a … unit dies": a selector "on the board" matches it in the trash (select.holds)."""
    if c.s.o_zone[o] != Z_BOARD and c.t.sels[sel * SELW + SEL_WHERE] == W_BOARD:
        return sel_matches_anywhere(c, sel, o, controller, source)
    return sel_matches(c, sel, o, controller, source, LOC_NONE)


cdef int sel_matches_anywhere(Ctx* c, int32_t sel, int32_t o, int32_t controller,
                              int32_t source) noexcept nogil:
    cdef int32_t copy[SELW]
    memcpy(copy, c.t.sels + sel * SELW, SELW * sizeof(int32_t))
    copy[SEL_WHERE] = W_ANY
    copy[SEL_ALT] = -1
    return sel_matches_base(c, copy, o, controller, source, LOC_NONE)


# ------------------------------------------------------------------ triggers

cdef void queue(Ctx* c, int32_t o, int32_t ab, int32_t controller, int32_t trigger_obj,
                int32_t here) noexcept nogil:
    """triggers._queue (383.3.e)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef Pending* pt
    if not holds(c, abr[AB_COND], controller, o, trigger_obj):
        return
    if c.s.n_pending >= MAXPT:
        fail(c, 21)
        return
    pt = &c.s.pending[c.s.n_pending]
    c.s.n_pending += 1
    pt.controller = controller
    pt.source = o
    pt.ability = abr[AB_INDEX]
    pt.trigger_obj = trigger_obj
    pt.here = here
    pt.snapshot_might = might(c, o) if c.s.o_zone[o] == Z_BOARD else 0
    pt.hidden_loc = 0
    pt.rule_n = 0


cdef void fire_self(Ctx* c, int32_t event, int32_t o, int32_t here,
                    int32_t trigger_obj) noexcept nogil:
    """A "When I …" event of `o`; `here` NONE = its location."""
    cdef int32_t card = c.s.o_card[o], first = card_col(c.t, card, C_TR_FIRST)
    cdef int32_t n = card_col(c.t, card, C_TR_N), r
    if n == 0:
        return
    if here == NONE:
        here = c.s.o_loc[o]
    for r in range(first, first + n):
        if c.t.abilities[r * AW + AB_ON] == event:
            queue(c, o, r, c.s.o_controller[o], trigger_obj if trigger_obj != NONE else o, here)


cdef void fire_player(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                      int32_t exclude) noexcept nogil:
    """A "When you …" event: every active object `player` controls (411.4)."""
    cdef int32_t o, z, card, first, n, r, bf
    for o in range(c.s.n_objs):
        z = c.s.o_zone[o]
        if (z != Z_BOARD and z != Z_LEGEND and z != Z_BATTLEFIELD) or o == exclude:
            continue
        card = c.s.o_card[o]
        n = card_col(c.t, card, C_TR_N)
        if n == 0:
            continue
        if z == Z_BATTLEFIELD:
            bf = bf_of_obj(c, o)
            if bf < 0 or c.s.bfs[bf].controller != player:
                continue
        elif c.s.o_controller[o] != player:
            continue
        first = card_col(c.t, card, C_TR_FIRST)
        for r in range(first, first + n):
            if c.t.abilities[r * AW + AB_ON] == event:
                queue(c, o, r, player, trigger_obj, c.s.o_loc[o])


cdef void fire_battlefield(Ctx* c, int32_t event, int32_t bf, int32_t player,
                           int32_t trigger_obj) noexcept nogil:
    cdef int32_t o = c.s.bfs[bf].obj, card = c.s.o_card[o]
    cdef int32_t first = card_col(c.t, card, C_TR_FIRST), n = card_col(c.t, card, C_TR_N), r
    for r in range(first, first + n):
        if c.t.abilities[r * AW + AB_ON] == event:
            queue(c, o, r, player, trigger_obj, bf + 1)


cdef void fire_beginning(Ctx* c, int32_t tp) noexcept nogil:
    """315.2.a: start of the Beginning Phase."""
    cdef int32_t i
    fire_temporary(c, tp)                    # 816
    if c.s.players[tp].turns_taken == 1:
        for i in range(c.s.n_bfs):
            fire_battlefield(c, TE_FIRST_BEGINNING_ANY, i, tp, NONE)
    fire_player(c, TE_BEGINNING, tp, NONE, NONE)


cdef void fire_played(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """A permanent was played (triggers.fire_played)."""
    fire_self(c, TE_PLAY_SELF, o, NONE, NONE)
    fire_vision(c, o, player)                # 817
    if not c.s.o_token[o]:
        fire_player(c, TE_YOU_PLAY_CARD, player, o, o)
    if otype(c, o) == TY_UNIT:
        fire_player(c, TE_YOU_PLAY_UNIT, player, o, o)


cdef void fire_spell_played(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """419.4.a: a spell counts as played when it resolves."""
    fire_player(c, TE_YOU_PLAY_CARD, player, o, NONE)
    fire_player(c, TE_YOU_PLAY_SPELL, player, o, NONE)


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
        return
    t.d[3] = 1
    t.d[4] = ability_row(c, ab)[AB_CODE]
    t.d[5] = t.d[4] + ability_row(c, ab)[AB_CODE_N]


cdef inline int32_t op_rows(const int32_t* ins) noexcept nogil:
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
    cdef int32_t kind = ins[CO_REF], n = 0, i, o, ab, here, sel
    if kind == REF_SELF:
        out[0] = item.source
        return 1
    if kind == REF_TRIGGER:
        if item.trigger_obj == NONE:
            return 0
        out[0] = item.trigger_obj
        return 1
    if kind == REF_EACH:
        here = item_here(c, item)
        for o in range(c.s.n_objs):
            if sel_matches(c, ins[CO_ARG], o, item.controller, item.source, here):
                out[n] = o
                n += 1
        return n
    if kind == REF_TARGET:                   # 359.3.e: still legal targets
        ab = item_ability_row(c, item)
        sel = c.t.targets[(ability_row(c, ab)[AB_TG_FIRST] + ins[CO_ARG]) * TGW + TG_SEL]
        here = item_here(c, item)
        for i in range(item.n_targets):
            o = item.targets[i]
            if item.tslot[i] != ins[CO_ARG] or c.s.o_epoch[o] != item.tepoch[i]:
                continue
            if not sel_matches(c, sel, o, item.controller, item.source, here):
                continue
            out[n] = o
            n += 1
        return n
    return 0


cdef void add_effect(Ctx* c, int32_t kind, int32_t target, int32_t n, int32_t kw,
                     int32_t duration, int32_t controller) noexcept nogil:
    cdef Effect* e
    if c.s.n_effects >= MAXE:
        fail(c, 23)
        return
    e = &c.s.effects[c.s.n_effects]
    c.s.n_effects += 1
    e.kind = kind
    e.target = target
    e.epoch = c.s.o_epoch[target]
    e.n = n
    e.kw = kw
    e.duration = duration
    e.timestamp = next_timestamp(c)
    e.controller = controller
    c.s.dirty = 1


cdef int run_op(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """One instruction; WAIT when it needs a decision (called again with the answer)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXL]
    cdef int32_t op = ins[CO_OP], n, i, o, k, a, pl, ctl = item.controller
    cdef Player* p
    if op == OP_DEAL:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            deal_damage(c, ids[i], ins[CO_N], item.source)
    elif op == OP_KILL:
        n = resolve_ref(c, item, ins, ids)
        note_kill_controllers(c, t, ids, n)  # "its controller draws" (effects it_ctl)
        kill(c, ids, n)
    elif op == OP_DRAW:
        if ins[CO_KW] == WHO_CONTROLLER_OF:
            for i in range(t.d[13]):
                draw(c, t.d[14 + i], ins[CO_N])
        elif ins[CO_KW] == WHO_YOU:
            draw(c, ctl, ins[CO_N])
        elif ins[CO_KW] == WHO_OPPONENT:
            draw(c, opp(ctl), ins[CO_N])
        else:
            draw(c, c.s.turn_player, ins[CO_N])
            draw(c, opp(c.s.turn_player), ins[CO_N])
    elif op == OP_DISCARD:                   # 422: one card at a time, the player chooses
        if t.d[12] == 0:
            t.d[12] = ins[CO_N] + 1
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
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and c.s.o_buff[o] <= 0:   # 426 / 702.3
                c.s.o_buff[o] = 1
                emit(c, EV_BUFF, c.s.o_controller[o], o, -1, 0)
                c.s.dirty = 1
    elif op == OP_STUN:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and not c.s.o_stunned[o]:   # 423.1.a.1
                c.s.o_stunned[o] = 1
                emit(c, EV_STUN, c.s.o_controller[o], o, -1, 0)
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
            if c.s.o_zone[o] != Z_BOARD:
                continue
            k = ins[CO_N]
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
        channel(c, ctl, ins[CO_N], not ins[CO_DUR])
    elif op == OP_ADD_ENERGY:
        c.s.players[ctl].energy += ins[CO_N]
        emit(c, EV_ADD, ctl, -1, -1, ins[CO_N])
    elif op == OP_ADD_POWER:
        c.s.players[ctl].power[ins[CO_KW]] += ins[CO_N]
    elif op == OP_GAIN_POINTS:
        gain_points(c, ctl, ins[CO_N])
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
        for i in range(ins[CO_N]):
            if c.s.over:
                break
            pl = ctl
            if c.s.players[pl].n_deck == 0:
                burn_out(c, pl)
                if c.s.over or c.s.players[pl].n_deck == 0:
                    continue
            move_to(c, c.s.players[pl].deck[0], Z_TRASH, LOC_NONE, 0)
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
    while t.d[3] > 0:
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
