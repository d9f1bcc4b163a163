# The effect VM (reference/effects.py step, begin, resolve_ref, value): runs a chain item's
# code rows one instruction at a time, resumable at a decision; the opcode dispatch names the
# file that holds each op.




# ------------------------------------------------------------------ the VM

# resolve task words: the TW_RESOLVE_* words (tasks.pxi): the item, the frames, the scratch of
# the instruction running

cdef void vm_begin(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    cdef int32_t ab = item_ability_row(c, item)
    t.d[TW_RESOLVE_FRAMES] = 0
    t.d[TW_RESOLVE_OP_PROGRESS] = 0
    if item.kind == CK_TRIGGER and (item.ability == AB_TEMPORARY or item.ability == AB_VISION
                                    or item.ability == AB_HUNT):
        t.d[TW_RESOLVE_FRAMES] = 1           # 816 / 817 / 823: the builder's first code rows
        t.d[TW_RESOLVE_FRAME] = CODE_TEMPORARY if item.ability == AB_TEMPORARY else (
            CODE_VISION if item.ability == AB_VISION else CODE_HUNT)
        t.d[TW_RESOLVE_FRAME + 1] = t.d[TW_RESOLVE_FRAME] + 1
        return
    if ab < 0:
        if item.ability == REFLEXIVE_OPS and item.code_n > 0:    # effects.pxi
            t.d[TW_RESOLVE_FRAMES] = 1
            t.d[TW_RESOLVE_FRAME] = item.code
            t.d[TW_RESOLVE_FRAME + 1] = item.code + item.code_n
        return
    t.d[TW_RESOLVE_FRAMES] = 1
    t.d[TW_RESOLVE_FRAME] = ability_row(c, ab)[AB_CODE]
    t.d[TW_RESOLVE_FRAME + 1] = t.d[TW_RESOLVE_FRAME] + ability_row(c, ab)[AB_CODE_N]




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




cdef void run_nested(Ctx* c, Task* t, int32_t start, int32_t n,
                     int32_t that=NONE) noexcept nogil:
    """effects._run_nested: a frame for code rows start .. start + n - 1 on top; `that`: the
    opponent they are run for (each_opponent), kept in the frame's end word from bit
    FRAME_THAT_SHIFT as 1 + the player (0: none)."""
    if n <= 0:
        return
    if t.d[TW_RESOLVE_FRAMES] >= RESOLVE_MAX_FRAMES:
        fail(c, ERR_CAP_FRAMES)
        return
    t.d[TW_RESOLVE_FRAME + 2 * t.d[TW_RESOLVE_FRAMES]] = start
    t.d[TW_RESOLVE_FRAME + 1 + 2 * t.d[TW_RESOLVE_FRAMES]] = (start + n) | (
        (that + 1) << FRAME_THAT_SHIFT)
    t.d[TW_RESOLVE_FRAMES] += 1




cdef inline int32_t that_player(Task* t, int32_t pc) noexcept nogil:
    """effects.step's t.data["that_player"]: the opponent the frame running (the top one, whose
    row `pc` runs) is run for (each_opponent), NONE if none."""
    if t.d[TW_RESOLVE_FRAMES] <= 0:
        return NONE
    return (t.d[TW_RESOLVE_FRAME + 2 * t.d[TW_RESOLVE_FRAMES] - 1] >> FRAME_THAT_SHIFT) - 1




cdef int32_t an_opponent(Ctx* c, Task* t, ChainItem* item, int32_t pc, int32_t word,
                         int32_t shift) noexcept nogil:
    """effects.an_opponent (478.2.b): the only opponent, or with several the one the item's
    controller chooses (CHOOSE_PLAYER; 1 + the answer kept in bits shift .. shift + 3 of task
    word `word` while the op runs); inside ops run for one opponent (each_opponent) that
    opponent. WAIT while waiting."""
    cdef int32_t q, a, n
    cdef int32_t opts[MAXP]
    q = that_player(t, pc)
    if q != NONE:
        return q
    if c.s.n_players == 2:
        return 1 - item.controller
    q = (t.d[word] >> shift) & 15
    if q:
        return q - 1
    n = opponents_of(c.s, item.controller, opts)
    for q in range(n):
        opts[q] = enc(A_INDEX, opts[q])
    a = choose(c, t, D_CHOOSE_PLAYER, item.controller, opts, n, item.source)
    if a == WAIT:
        return WAIT
    t.d[word] |= ((a & 0xFFFF) + 1) << shift
    return a & 0xFFFF




cdef int32_t players_of_each(Ctx* c, Task* t, ChainItem* item, int32_t pc,
                             int32_t* out) noexcept nogil:
    """effects.players_of_each: "each player" in turn order from the turn player; inside ops
    run for one opponent (each_opponent) the controller and that player. Their count."""
    cdef int32_t k, p, n = 0, that = that_player(t, pc)
    for k in range(c.s.n_players):
        p = (c.s.turn_player + k) % c.s.n_players
        if that == NONE or p == item.controller or p == that:
            out[n] = p
            n += 1
    return n




cdef int each_opponent_may(Ctx* c, Task* t, ChainItem* item, int32_t pc, int32_t start,
                           int32_t n, int32_t askers) noexcept nogil:
    """effects.each_opponent for "each opponent may …" (478.2.b): each asked YES / NO, then
    rows start .. start + n - 1 run for each who said yes (each_opponent_ask)."""
    return each_opponent_ask(c, t, item, D_MAY, askers, start, n, 0, 0)




cdef int each_opponent_ask(Ctx* c, Task* t, ChainItem* item, int32_t kind, int32_t others,
                           int32_t start, int32_t n, int32_t start2,
                           int32_t n2) noexcept nogil:
    """effects.each_opponent (478.2.b): each opponent (`others`: each other player, a
    teammate too) in turn order from the controller's next player is asked (`kind`: D_MAY,
    YES / NO, or D_CHOOSE_MODE, option 0 / 1); once all have answered, rows start ..
    start + n - 1 run for each who said yes / chose option 0, rows start2 .. start2 + n2 - 1
    for the others, the first player's on top, each with that player as "that player"
    (run_nested). Answers in TW_RESOLVE_OP_PROGRESS: bits 1-3 answered, bits 4-6 yes."""
    cdef int32_t opps[MAXP]
    cdef int32_t no = 0, k, a, w, q
    cdef int32_t opts[2]
    if others:
        for k in range(1, c.s.n_players):   # (players_from(controller)[1:])
            opps[no] = (item.controller + k) % c.s.n_players
            no += 1
    else:
        no = opponents_of(c.s, item.controller, opps)
    w = t.d[TW_RESOLVE_OP_PROGRESS]
    k = 0
    while k < no and (w >> (1 + k)) & 1:
        k += 1
    while k < no:
        if kind == D_MAY:
            opts[0] = YES
            opts[1] = NO
        else:
            opts[0] = enc(A_INDEX, 0)
            opts[1] = enc(A_INDEX, 1)
        a = choose(c, t, kind, opps[k], opts, 2, item.source)
        if a == WAIT:
            return WAIT
        w |= 1 << (1 + k)
        if a == opts[0]:
            w |= 1 << (4 + k)
        t.d[TW_RESOLVE_OP_PROGRESS] = w
        k += 1
    for k in range(no - 1, -1, -1):          # the stack runs the first on top
        if (w >> (4 + k)) & 1:
            run_nested(c, t, start, n, opps[k])
        else:
            run_nested(c, t, start2, n2, opps[k])
    return 0




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
        for i in range(item_ntg(c, item)):
            o = item_tg(c, item).targets[i]
            if item_tg(c, item).tslot[i] != slot or \
                    (o < CHAIN_TARGET and c.s.o_epoch[o] != item_tg(c, item).tepoch[i]):
                continue                     # (a chain item: select.pxi chain_item_matches)
            if not sel_matches(c, sel, o, item.controller, item.source, here):
                continue
            out[n] = o
            n += 1
        return n
    return 0




cdef int op_opponents_cant_play(Ctx* c, ChainItem* item) noexcept nogil:
    """ops_ogn._opponents_cant_play (Brynhir Thundersong): a "no_play" player effect on each
    opponent until the end of the turn."""
    cdef int32_t opps[MAXP]
    cdef int32_t n = opponents_of(c.s, item.controller, opps), i
    for i in range(n):
        add_player_effect(c, EK_NO_PLAY, opps[i], 0)
    return 0




cdef int run_op(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """One instruction; WAIT when it needs a decision (called again with the answer)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXL]
    cdef int32_t op = ins[CO_OP], n, i, o, k, a, pl, ctl = item.controller
    cdef int32_t nv
    cdef Player* p
    if op >= 120:                            # card ops (run_card_op)
        return run_card_op(c, t, item, pc)
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
        item.it_n = n                        # effects._kill: IT = the units named ("if you
        item.it_obj = ids[0] if n > 0 else NONE     # do", if_did, 359.3.e.14.a)
    elif op == OP_DRAW:
        if ins[CO_KW] == WHO_CONTROLLER_OF:      # "its controller draws" after a Kill
            for i in range(t.d[TW_RESOLVE_KILLED_N]):
                draw(c, t.d[TW_RESOLVE_KILLED_CTL + i], or0(nv))
        elif ins[CO_KW] == WHO_YOU:
            draw(c, ctl, or0(nv))
        elif ins[CO_KW] == WHO_OPPONENT:
            pl = an_opponent(c, t, item, pc, TW_RESOLVE_OP_PROGRESS, 0)
            if pl == WAIT:
                return WAIT
            draw(c, pl, or0(nv))
        else:
            n = players_of_each(c, t, item, pc, ids)
            for i in range(n):
                draw(c, ids[i], or0(nv))
    elif op == OP_DISCARD:                   # 422: one card at a time, the player chooses
        if t.d[TW_RESOLVE_DISCARDS_LEFT] == 0:
            t.d[TW_RESOLVE_DISCARDS_LEFT] = or0(nv) + 1
            t.d[TW_RESOLVE_DISCARDED_ANY] = 0
        p = &c.s.players[ctl]
        while t.d[TW_RESOLVE_DISCARDS_LEFT] > 1 and p.n_hand:
            if t.answer == NONE:
                for i in range(p.n_hand):
                    opts[i] = enc(A_SELECT, hand_of(p)[i])
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, p.n_hand, item.source)
            if a == WAIT:
                return WAIT
            discard(c, ctl, a & 0xFFFF, t.d[TW_RESOLVE_DISCARDED_ANY] == 0)
            t.d[TW_RESOLVE_DISCARDED_ANY] = 1
            t.d[TW_RESOLVE_DISCARDS_LEFT] -= 1
    elif op == OP_BUFF:
        n = resolve_ref(c, item, ins, ids)
        k = 0
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and (c.s.o_buff[o] <= 0 or   # 426 / 702.3; "I can
                    own_static(c, o, SK_MANY_BUFFS, 0)):          # have any number of buffs"
                c.s.o_buff[o] += 1
                might_changed_obj(c, o)
                emit(c, EV_BUFF, octl(c.s, o), o, -1, 0)
                c.s.dirty = 1
                ids[k] = o
                k += 1
        for i in range(k):                   # "when you buff a friendly unit" (abilities.pxi)
            if friends(c.s, octl(c.s, ids[i]), ctl):     # (a teammate's too, 740.1)
                fire_player(c, TE_YOU_BUFF, ctl, ids[i], NONE)
    elif op == OP_STUN:
        n = resolve_ref(c, item, ins, ids)
        k = 0                                # enemy units stunned
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and not oflag(c.s, o, O_STUNNED):   # 423.1.a.1
                oflag_set(c.s, o, O_STUNNED, 1)
                emit(c, EV_STUN, octl(c.s, o), o, -1, 0)
                fire_you_stun(c, o, ctl)     # triggers.pxi
                k += is_opponent(c.s, octl(c.s, o), ctl)
        fire_stunned_enemies(c, k, ctl)      # triggers.pxi
        c.s.dirty = 1
    elif op == OP_READY or op == OP_EXHAUST:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] != Z_BOARD and c.s.o_zone[o] != Z_RUNES and \
                    c.s.o_zone[o] != Z_LEGEND:
                continue
            if op == OP_READY and oflag(c.s, o, O_EXHAUSTED):
                if cant_be_readied(c, o):    # Mageseeker Warden (ops_ogn.pxi)
                    continue
                oflag_set(c.s, o, O_EXHAUSTED, 0)
                emit(c, EV_READY, octl(c.s, o), o, -1, 0)
                if c.s.o_zone[o] == Z_BOARD and friends(c.s, octl(c.s, o), ctl) and \
                        otype(c, o) == TY_UNIT:          # "when you ready a friendly unit"
                                                         # (a teammate's too, 740.1)
                    fire_player(c, TE_YOU_READY_UNIT, ctl, o, NONE)
                if octl(c.s, o) == item.controller and \
                        event_listened(c, TE_READIED_SELF):    # "when you ready me" (415.1.b)
                    fire_self(c, TE_READIED_SELF, o, NONE, NONE)   # (effects._ready)
            elif op == OP_EXHAUST and not oflag(c.s, o, O_EXHAUSTED):
                oflag_set(c.s, o, O_EXHAUSTED, 1)
                emit(c, EV_EXHAUST, octl(c.s, o), o, -1, 0)
        c.s.dirty = 1
    elif op == OP_HEAL:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and c.s.o_damage[o]:
                c.s.o_damage[o] = 0
                emit(c, EV_HEAL, octl(c.s, o), o, -1, 0)
    elif op == OP_MIGHT:
        if nv < 0 and nv != VNULL and ins[CO_REF] == REF_TARGET:   # -Might to a unit it
            nv -= more_minus_might(c, ctl)                        # chooses (ops_ven.pxi, Mel)
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
    elif op == OP_CHANNEL:                   # effects._channel; WHO_EACH: in turn order
        if ins[CO_KW] == WHO_EACH:
            n = players_of_each(c, t, item, pc, ids)
            for i in range(n):
                channel(c, ids[i], or0(nv), not ins[CO_DUR])
        elif ins[CO_KW] == WHO_OWNER_OF:         # "its owner channels n" (IT: one card)
            if item.it_n > 0:
                channel(c, oowner(c.s, item.it_obj), or0(nv), not ins[CO_DUR])
        else:
            channel(c, ctl, or0(nv), not ins[CO_DUR])
    elif op == OP_ADD_ENERGY:
        c.s.players[ctl].energy += or0(nv)
        emit(c, EV_ADD, ctl, -1, -1, or0(nv))
    elif op == OP_ADD_POWER:
        c.s.players[ctl].power[ins[CO_KW]] += or0(nv)
    elif op == OP_GAIN_POINTS:               # effects._gain_points (WHO_OPPONENT: theirs)
        pl = ctl
        if ins[CO_KW] == WHO_OPPONENT:       # "choose an opponent. They score 1"
            pl = an_opponent(c, t, item, pc, TW_RESOLVE_OP_PROGRESS, 0)
            if pl == WAIT:
                return WAIT
        gain_points(c, pl, or0(nv))
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
        return op_token(c, t, item, ins, pc)
    elif op == OP_MAY:                       # CO_KW WHO_OPPONENT: the opponent decides
        pl = ctl
        if ins[CO_KW] == WHO_OPPONENT:
            if c.s.n_players > 2 and that_player(t, pc) == NONE:   # "each opponent may …"
                return each_opponent_may(c, t, item, pc, pc + 1, ins[CO_AUX], 0)   # (Card
            pl = an_opponent(c, t, item, pc, TW_RESOLVE_OP_PROGRESS, 0)           # Sharp)
            if pl == WAIT:
                return WAIT
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_MAY, pl, opts, 2, item.source)
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
    while t.d[TW_RESOLVE_FRAMES] > 0 or vm_next_run(c, t):   # [Repeat]: the next execution
        i = find_item(c, t)
        if c.s.over or i < 0:
            return 0
        item = &c.s.chain[i]
        f = t.d[TW_RESOLVE_FRAMES] - 1
        pc = t.d[TW_RESOLVE_FRAME + 2 * f] & ~PC_REVEAL_HOOKED
        end = t.d[TW_RESOLVE_FRAME + 1 + 2 * f] & FRAME_END_MASK
        if pc >= end:
            t.d[TW_RESOLVE_FRAMES] -= 1
            continue
        if not (t.d[TW_RESOLVE_FRAME + 2 * f] & PC_REVEAL_HOOKED) and \
                reveals_from_deck(c.t.code + pc * CODEW):
            t.d[TW_RESOLVE_FRAME + 2 * f] = pc | PC_REVEAL_HOOKED   # (once: effects.step)
            if before_reveal(c, item, c.t.code + pc * CODEW):   # ops_look_and_play.pxi
                return WAIT
        r = run_op(c, t, item, pc)
        if r == WAIT:
            return WAIT
        t.d[TW_RESOLVE_FRAME + 2 * f] = pc + op_rows(c.t.code + pc * CODEW)
        t.d[TW_RESOLVE_OP_PROGRESS] = 0
        if c.error:
            return 0
        if c.s.n_owed:               # 431.2.c-d: a burn out's choice and the rest of its
            return WAIT              # action come before the next effect (run)
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
            ins[CO_OP] == OP_IF_DID or ins[CO_OP] == OP_MAY_PAY or \
            ins[CO_OP] == OP_UNLESS_PAYS or ins[CO_OP] == OP_SPEND_BUFFS:
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
    if kind == VK_EXCESS_NOTED:                  # noted as it triggered (scoring.pxi score)
        return item.rule_n
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
    """effects.next_run: the next execution of a repeated spell (820.2.a), unless the spell
    has left the chain as it executed (banished: no further execution); 1 when one started."""
    cdef int32_t i = find_item(c, t), ab
    cdef ChainItem* item
    if i < 0 or c.s.over:
        return 0
    item = &c.s.chain[i]
    if item.run >= item.repeats:
        return 0
    if item.kind == CK_SPELL and (c.s.o_zone[item.source] != Z_CHAIN or item.flow == 2):
        item.run = item.repeats
        return 0
    item.run += 1                            # (its mode's row: a mode per run, 820.2.a)
    ab = item_ability_row(c, item)
    if ab < 0:
        item.run -= 1
        return 0
    t.d[TW_RESOLVE_FRAMES] = 1
    t.d[TW_RESOLVE_FRAME] = ability_row(c, ab)[AB_CODE]
    t.d[TW_RESOLVE_FRAME + 1] = t.d[TW_RESOLVE_FRAME] + ability_row(c, ab)[AB_CODE_N]
    t.d[TW_RESOLVE_OP_PROGRESS] = 0
    return 1




# ------------------------------------------------------------------ ops (120-139)

# ------------------------------------------------------------------ ops (140-159)

# ------------------------------------------------------------------ ops (260-279)

# ------------------------------------------------------------------ the ops

# ------------------------------------------------------------------ ops (280-299)


cdef int run_card_op(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """The card ops (opcodes 120-399): each op is a function in the file of its mechanic
    or set (instructions.pxi lists them); WAIT when one needs a decision."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t op = ins[CO_OP]
    if op == OP_ADD_ENERGY_SPELLS:
        return op_add_energy_spells(c, t, item, pc)
    if op == OP_READY_LEGEND:
        return op_ready_legend(c, t, item, pc)
    if op == OP_BURN_WHO:
        return op_burn_who(c, t, item, pc)
    if op == OP_ATTACH:
        return op_attach(c, t, item, pc)
    if op == OP_WEAPONMASTER:
        return op_weaponmaster(c, t, item, pc)
    if op == OP_QUICK_DRAW:
        return op_quick_draw(c, t, item, pc)
    if op == OP_BUFF_BONUS:
        return op_buff_bonus(c, t, item, pc)
    if op == OP_PLAY_FROM_TRASH:
        play_from_trash(c, item, ins)
        return 0
    if op == OP_RUMBLE_HOTHEADED:
        return rumble_hotheaded(c, t, item, ins)
    if op == OP_MOVE_TO_EVENT_LOC:
        return op_move_to_event_loc(c, t, item, pc)
    if op == OP_DETACH:
        return op_detach(c, t, item, ins)
    if op == OP_CANT_MOVE:
        return op_cant_move(c, t, item, pc)
    if op == OP_WHEN_THIS_TURN:
        return op_when_this_turn(c, t, item, pc)
    if op == OP_EMPOWER or op == OP_DISEMPOWER:
        return op_empower(c, t, item, pc)
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
    if op == OP_CHOOSE_ONE:
        return op_choose_one(c, t, item, pc)
    if op == OP_REFLEXIVE:
        return op_reflexive(c, t, item, pc)
    if op == OP_REVEAL_RUNE_THEN:
        return op_reveal_rune_then(c, t, item, pc)
    if op == OP_DEAL_OTHERS:
        return op_deal_others(c, t, item, pc)
    if op == OP_DIVINE_JUDGMENT:
        return op_divine_judgment(c, t, item, ins)
    if op == OP_BAITED_HOOK:
        return op_baited_hook(c, t, item, ins)
    if op == OP_REVEAL_UNTIL_UNIT:
        return op_reveal_until_unit(c, t, item)
    if op == OP_SHROUD or op == OP_SET_BASE_MIGHT:
        return op_shroud(c, t, item, pc)
    if op == OP_SWAP_LOCATIONS:
        return op_swap_locations(c, t, item, pc)
    if op == OP_SHADOW_DASH:
        return op_shadow_dash(c, t, item, pc)
    if op == OP_KILL_GROUP_MIGHT_LE:
        return op_kill_group_might_le(c, t, item, pc)
    if op == OP_RECYCLE_FROM_TRASH:
        return op_recycle_from_trash(c, t, item, ins)
    if op == OP_SPLIT_DAMAGE:
        return op_split_damage(c, t, item, ins)
    if op == OP_NEXT_SPELL_BONUS:
        return op_next_spell_bonus(c, t, item, pc)
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
    if op == OP_SABOTAGE:
        return op_sabotage(c, t, item, pc)
    if op == OP_REVEAL_HAND_DISCARD:
        return op_reveal_hand_discard(c, t, item, pc)
    if op == OP_KILL_GIVE_MIGHT:
        return op_kill_give_might(c, t, item, ins)
    if op == OP_ATTACH_TO:
        op_attach_to(c, item, ins)
        return 0
    if op == OP_DETACH_GRANTING:
        return op_detach_granting(c, t, item, pc)
    if op == OP_REVEAL_HAND_LOOK_FACEDOWN:
        return op_reveal_hand_look_facedown(c, t, item, pc)
    if op == OP_TAKE_CONTROL or op == OP_RETURN_CONTROL:
        op_take_control(c, item, ins)        # ops_copy_and_control.pxi
        return 0
    if op == OP_DELAY_ON or op == OP_EXTRA_TURN or op == OP_BANISH_THIS:
        op_delay_on_turns(c, item, ins)      # ops_ogn.pxi
        return 0
    if op == OP_DISCARD_WHO:
        return op_discard_who(c, t, item, pc)
    if op == OP_DISCARD_HAND:
        op_discard_hand(c)                   # effects.pxi
        return 0
    if op == OP_MAY_PAY:
        return op_may_pay(c, t, item, pc)    # ops_choices.pxi
    if op == OP_DEAL_KEYWORD:
        return op_deal_keyword(c, t, item, pc)    # ops_sfd.pxi
    if op == OP_MIGHT_PER:
        return op_might_per(c, t, item, pc)  # ops_sfd.pxi
    if op == OP_SWAP_MIGHT:
        return op_swap_might(c, t, item, pc)  # ops_sfd.pxi
    if op == OP_GIVE_MY_KEYWORDS:
        return op_give_my_keywords(c, t, item, pc)   # ops_sfd.pxi
    if op == OP_HAND_TO_DECK:
        return op_hand_to_deck(c, t, item, pc)   # ops_sfd.pxi
    if op == OP_UNLESS_PAYS:
        return op_unless_pays(c, t, item, pc)  # ops_choices.pxi
    if op == OP_NEXT_UNIT_READY:             # ops_ogn._next_unit_ready (Sun Disc)
        add_player_effect(c, EK_NEXT_UNIT_READY, item.controller, 0)
        return 0
    if op == OP_NEXT_SPELL_LESS:             # ops_ogn._next_spell_less (Raging Firebrand)
        add_player_effect(c, EK_NEXT_SPELL_LESS, item.controller, ins[CO_N])
        return 0
    if op == OP_PREVENT_ITEM_DAMAGE:         # ops_ogn._prevent_item_damage (Unyielding Spirit)
        add_player_effect(c, EK_PREVENT_ITEM_DAMAGE, item.controller, 0)
        return 0
    if op == OP_COUNTER_CHOOSING:
        return op_counter_choosing(c, t, item, pc)    # ops_unl.pxi (Repulse)
    if op == OP_CONTROL_CHAIN_ITEM:
        return op_control_chain_item(c, t, item, pc)  # ops_copy_and_control.pxi
    if op == OP_SPEND_BUFFS:
        return op_spend_buffs(c, t, item, pc)    # ops_ogn.pxi
    if op == OP_EACH_PLAYER_PICKS:
        return op_each_player_picks(c, t, item, pc)    # ops_ogn.pxi
    if op == OP_RETURN_CHOSEN_CHAMPION:
        return op_return_chosen_champion(c, t, item, pc)    # ops_ogn.pxi
    if op == OP_OPPONENTS_CANT_PLAY:         # ops_ogn._opponents_cant_play (Brynhir)
        return op_opponents_cant_play(c, item)
    if op == OP_HIDE_FREE:                   # ops_ogn._hide_free (Guerilla Warfare)
        add_player_effect(c, EK_HIDE_FREE, item.controller, 0)
        return 0
    if op == OP_PAY_ANY_ADD:
        return op_pay_any_add(c, t, item, ins)   # ops_sfd.pxi
    if op == OP_OWNED_TO_HAND:
        return op_owned_to_hand(c, t, item, pc)    # ops_ogn.pxi (Teemo, Swift Scout)
    if op == OP_NEXT_SPELL_REPEAT:           # ops_sfd._next_spell_repeat (Temporal Portal)
        add_player_effect(c, EK_NEXT_SPELL_REPEAT, item.controller, 0)
        return 0
    if op == OP_ATTACH_EQUIPMENT_OF:
        return op_attach_equipment_of(c, t, item, ins)   # ops_equipment.pxi (Azir, Ascendant)
    if op == OP_PLAY_BANISHED_WITH:
        return op_play_banished_with(c, t, item, ins)    # ops_look_and_play.pxi
    fail(c, op)
    return 0
