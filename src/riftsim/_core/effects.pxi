# Effects (reference/effects.py): damage (417), kill (428), recall (449-453), stun, tokens
# (176-184), continuous effects, Prevent (437), moves by effects (355.4) and the general effect
# ops the VM dispatches to (opcodes 60-90).




cdef void deal_damage(Ctx* c, int32_t o, int32_t n, int32_t source) noexcept nogil:
    """417 (effects.deal_damage): marked by the source's controller; with a source, damage
    dealt by a spell or ability."""
    deal_damage_by(c, o, n, source, octl(c.s, source) if source >= 0 else NONE, 0)


cdef int item_damage_prevented(Ctx* c) noexcept nogil:
    """effects.deal_damage: a "prevent_item_damage" effect is in force (Unyielding Spirit)."""
    cdef int32_t i
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_PREVENT_ITEM_DAMAGE:
            return 1
    return 0


cdef void deal_damage_by(Ctx* c, int32_t o, int32_t n, int32_t source, int32_t by,
                         int by_object) noexcept nogil:
    """417 (effects.deal_damage with `by`, the player responsible: "their damage", the
    Unleashed FAQ on lethal damage; `by_object`: a named object deals it as a spell or ability
    instructs, 417.6.b.3, not the spell or ability). Damage from a spell on the chain starts a
    kill watch until the next cleanup (428.5.c: a unit it kills there was killed by that
    spell)."""
    if n < 1 or c.s.o_zone[o] != Z_BOARD or otype(c, o) != TY_UNIT:
        return
    if cant_be_damaged(c, o):                # 460.2.c.9 (ops_replacements.pxi)
        return
    if source >= 0 and not by_object and item_damage_prevented(c):
        return                               # 437.4: all prevented (Unyielding Spirit)
    n = prevented(c, o, n)                   # 437.2-437.4 (effects.pxi)
    if n < 1:
        return
    if c.s.o_damage[o] == 0:                 # damage gone, so are its markers
        odmg_by_set(c.s, o, 0)
    if by >= 0:
        odmg_by_set(c.s, o, odmg_by(c.s, o) | (1 << by))
    c.s.o_damage[o] += n
    c.s.dmg_any = 1                          # (kill_lethal_deciding looks at the units again)
    if source >= 0 and c.s.o_zone[source] == Z_CHAIN and otype(c, source) == TY_SPELL:
        c.s.n_delayed += 1
        note_spell_damage(c, o, source)      # (ops_kill_watches.pxi: who kills it, 428.5.c)
    if source >= 0 and not by_object and by >= 0:
        note_item_damage(c, o, by)           # (ops_kill_watches.pxi: who kills it, 428.5.c)
    emit(c, EV_DAMAGE, octl(c.s, o), o, c.s.o_loc[o], n)
    fire_self(c, TE_TAKE_DAMAGE, o, NONE, NONE)
    fire_watches(c, EK_WATCH_NEXT_DAMAGE, o)     # "the next time it takes damage" (ops_unl.pxi)
    decree_listener(c, o)                    # ops_kill_watches.pxi
    c.s.dirty = 1




cdef void kill(Ctx* c, int32_t* ids, int32_t n) noexcept nogil:
    """428 (effects.kill): Deathknell first (808.1.d.2), then to the trash."""
    cdef State* s = c.s
    cdef int32_t objs[MAXO]
    cdef int32_t ctl[MAXO]
    cdef int32_t buffed[MAXO]
    cdef int32_t stunned[MAXO]
    cdef int32_t m = 0, i, o, k
    for i in range(n):
        if s.o_zone[ids[i]] == Z_BOARD:
            objs[m] = ids[i]
            m += 1
    free_save_sequence(c, objs, &m, 1)       # 373.2: one sequence, first (ops_replacements.pxi)
    i = 0
    while i < m:                             # 369: replaced deaths (effects.pxi)
        if hourglass_replace(c, objs[i]) or replace_death(c, objs[i]) or \
                paid_save_replace(c, objs[i]):                           # (ops_replacements.pxi)
            list_remove_at(objs, &m, i)
        else:
            i += 1
    free_save_sequence(c, objs, &m, 0)       # … or after the others, as ordered
    if m == 0:
        return
    note_died_before(c, objs, m)             # 383.1.b (triggers.pxi)
    for i in range(m):
        fire_self(c, TE_DIES, objs[i], NONE, NONE)
        k = deathknell_extra(c, objs[i])     # (ops_ogn.pxi; Karthus, Eternal)
        while k > 0:
            fire_self(c, TE_DIES, objs[i], NONE, NONE)
            k -= 1
    for i in range(m):
        o = objs[i]
        ctl[i] = octl(s, o)
        buffed[i] = s.o_buff[o] > 0              # as it died (last known, Vanguard Helm)
        stunned[i] = oflag(s, o, O_STUNNED)      # as it died (last known, Solari Shrine)
        if otype(c, o) == TY_UNIT:
            s.players[octl(s, o)].units_died += 1
        move_to(c, o, Z_TRASH, LOC_NONE, 0)
        emit(c, EV_DIE, ctl[i], o, -1, 0)
    after_kill(c, objs, ctl, buffed, stunned, m)   # effects.pxi: reflexive triggers,
                                                   # friendly_dies




cdef void recall(Ctx* c, int32_t o) noexcept nogil:
    """449-453 (effects.recall)."""
    if c.s.o_zone[o] != Z_BOARD or c.s.o_loc[o] == LOC_BASE:
        return
    c.s.o_loc[o] = LOC_BASE
    place_obj(c, o)
    odesig_set(c.s, o, 0)
    might_changed_obj(c, o)
    carry_attached(c, o)                     # 719.3 (movement.pxi)
    emit(c, EV_RECALL, octl(c.s, o), o, LOC_BASE, 0)
    c.s.dirty = 1




cdef void add_effect(Ctx* c, int32_t kind, int32_t target, int32_t n, int32_t kw,
                     int32_t duration, int32_t controller) noexcept nogil:
    cdef Effect* e
    if c.s.n_effects >= MAXE:
        fail(c, ERR_CAP_EFFECTS)
        return
    e = &c.s.effects[c.s.n_effects]
    c.s.n_effects += 1
    effect_changed(c, kind, target)
    e.kind = kind
    e.target = target
    e.epoch = c.s.o_epoch[target]
    e.n = n
    e.kw = kw
    e.duration = duration
    e.timestamp = next_timestamp(c)
    e.controller = controller
    c.s.dirty = 1




cdef void add_player_effect(Ctx* c, int32_t kind, int32_t player, int32_t n) noexcept nogil:
    """ops_ogn._player_effect: an effect on a player (target NONE) until the end of turn."""
    cdef Effect* e
    if c.s.n_effects >= MAXE:
        fail(c, ERR_CAP_EFFECTS)
        return
    e = &c.s.effects[c.s.n_effects]
    c.s.n_effects += 1
    effect_changed(c, kind, NONE)
    e.kind = kind
    e.target = NONE
    e.epoch = 0
    e.n = n
    e.kw = -1
    e.duration = DUR_TURN
    e.timestamp = next_timestamp(c)
    e.controller = player




cdef inline int32_t pick_of(const int32_t* w, int32_t k) noexcept nogil:
    """The k-th of the picks kept two a word from w[0] (1 + an object id in 16-bit half k % 2
    of w[k // 2]; 0: none): that object, NONE."""
    return ((w[k >> 1] >> (16 * (k & 1))) & 0xFFFF) - 1


cdef inline void pick_put(int32_t* w, int32_t k, int32_t o) noexcept nogil:
    """Keep object `o` as the k-th pick (pick_of), its half empty before."""
    w[k >> 1] |= (o + 1) << (16 * (k & 1))


cdef inline int32_t kill_pick(Task* t, int32_t k) noexcept nogil:
    """OP_EACH_PLAYER_KILLS: the unit the k-th player from the turn player chose, NONE."""
    return pick_of(&t.d[TW_RESOLVE_KILL_PICKS], k)




cdef int op_token(Ctx* c, Task* t, ChainItem* item, const int32_t* ins,
                  int32_t pc) noexcept nogil:
    """effects._token: play unit or gear tokens (176-184) at base, "here", "there" or a chosen
    location (182.1.a / 355.2.a: base or a battlefield you control); CO_ARG flags:
    TOKEN_CHOOSE_EACH a location chosen for each token, TOKEN_BY_OPPONENT the opponent plays
    them (an_opponent: with several, the one chosen is kept in bits 16-19 of
    TW_RESOLVE_TOKEN_TOTAL)."""
    cdef int32_t card = ins[CO_KW], ty = card_col(c.t, card, C_TYPE), ctl = item.controller
    cdef int32_t loc, a, n, i, k, x
    cdef int32_t opts[MAXBF + 1]
    cdef int accel
    cdef int each = (ins[CO_ARG] & TOKEN_CHOOSE_EACH) != 0 and ty == TY_UNIT
    if ins[CO_ARG] & TOKEN_BY_OPPONENT:
        ctl = an_opponent(c, t, item, pc, TW_RESOLVE_TOKEN_TOTAL, 16)
        if ctl == WAIT:
            return WAIT
    if (t.d[TW_RESOLVE_OP_PROGRESS] & 0xFFFF) == 0:  # the TW_RESOLVE_TOKEN_* words (tasks.pxi)
        n = or0(op_value(c, item, ins))      # how many: a number or a count (dsl.Val),
        t.d[TW_RESOLVE_TOKEN_TOTAL] |= 1 + (n if n > 0 else 0)   # computed once
        t.d[TW_RESOLVE_TOKEN_LOC] = 0
        t.d[TW_RESOLVE_TOKEN_MADE] = 0
        t.d[TW_RESOLVE_TOKEN_ACCEL] = 0
    for i in range(t.d[TW_RESOLVE_TOKEN_MADE], (t.d[TW_RESOLVE_TOKEN_TOTAL] & 0xFFFF) - 1):
        loc = LOC_BASE if ins[CO_DUR] == TD_BASE or each else item_here(c, item)
        if ins[CO_DUR] == TD_THERE:
            loc = location_of(c, item.trigger_obj) if item.trigger_obj != NONE else NONE
        if ins[CO_DUR] == TD_CHOOSE and ty == TY_UNIT and t.d[TW_RESOLVE_TOKEN_LOC]:
            loc = t.d[TW_RESOLVE_TOKEN_LOC] - 1
        elif ins[CO_DUR] == TD_CHOOSE and ty == TY_UNIT:
            n = 0
            if t.answer == NONE and item.hidden_loc:   # 811.1.d.3: a hidden card's play effect
                opts[n] = enc(A_LOCATION, item.hidden_loc)
                n += 1
            elif t.answer == NONE:
                opts[n] = enc(A_LOCATION, LOC_BASE)
                n += 1
                for k in range(c.s.n_bfs):
                    if c.s.bfs[k].controller == ctl and not (
                            c.s.n_players > 2 and closed_to(c, ctl, k + 1)):    # 457.2
                        opts[n] = enc(A_LOCATION, k + 1)
                        n += 1
            if t.answer == NONE and units_only_to_base(c, ctl):   # (ops_ogn.pxi only_base:
                n = 1 if (opts[0] & 0xFFFF) == LOC_BASE else 0   # the base comes first)
                if n == 0:                   # nowhere it may be played (Mageseeker Warden)
                    break
            a = choose(c, t, D_PLAY_LOCATION, ctl, opts, n, item.source)
            if a == WAIT:
                return WAIT
            loc = a & 0xFFFF
            t.d[TW_RESOLVE_TOKEN_LOC] = loc + 1
        if loc < 0:
            loc = LOC_BASE
        if ty == TY_UNIT and loc != LOC_BASE and units_only_to_base(c, ctl):
            break                            # can't be played there (Mageseeker Warden)
        accel = 0
        if ty == TY_UNIT:                    # a granted Accelerate (Rek'Sai, ops_sfd.pxi)
            if token_accelerate(c, t, item, card) == WAIT:
                return WAIT
            accel = t.d[TW_RESOLVE_TOKEN_ACCEL] == 2
        if ty != TY_UNIT:
            loc = LOC_BASE
        elif c.s.n_players > 2 and loc > LOC_BASE and closed_to(c, ctl, loc):
            loc = LOC_BASE                   # 457.2.a (zones.ffa_entry)
        x = new_obj(c, card, ctl, Z_BOARD, 1)
        if c.error:
            return 0
        c.s.o_loc[x] = loc
        might_changed(c)
        place_obj(c, x)
        oflag_set(c.s, x, O_EXHAUSTED, (not ins[CO_AUX] and ty == TY_UNIT) or ins[CO_AUX2])
        if oflag(c.s, x, O_EXHAUSTED) and not ins[CO_AUX2] and ty == TY_UNIT:
            oflag_set(c.s, x, O_EXHAUSTED, not enters_ready(c, x))   # tokens are played too (350.2)
        if accel and not ins[CO_AUX2]:       # 805.1.a: it enters ready
            oflag_set(c.s, x, O_EXHAUSTED, 0)
        if ty == TY_UNIT and take_next_unit_ready(c, ctl) and not ins[CO_AUX2]:
            oflag_set(c.s, x, O_EXHAUSTED, 0)  # "the next unit you play … enters ready" (play.pxi)
        t.d[TW_RESOLVE_TOKEN_MADE] = i + 1
        t.d[TW_RESOLVE_TOKEN_ACCEL] = 0
        if each:
            t.d[TW_RESOLVE_TOKEN_LOC] = 0
        emit(c, EV_TOKEN, ctl, x, c.s.o_loc[x], 0)
        if c.s.o_loc[x] > LOC_BASE:
            contest(c, c.s.o_loc[x] - 1, ctl)
        fire_played(c, x, ctl)
        if i == 0:                           # IT: the tokens made (t.data["it"])
            item.it_obj = x
        item.it_n = i + 1
    c.s.dirty = 1
    return 0




cdef int32_t bonus_damage(Ctx* c, ChainItem* item, int32_t o) noexcept nogil:
    """effects.bonus_damage (712-715): passives "your spells and abilities deal n Bonus Damage"
    and "… to units here"; never negative (714.2)."""
    cdef int32_t total = 0, s, r, first, n, ctl, bf, k, nsrc
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    nsrc = static_sources(c, SK_BONUS_DAMAGE, srcs)
    for k in range(nsrc):
        s = srcs[k]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] != SK_BONUS_DAMAGE or not static_active(c, s, st):
                continue
            ctl = octl(c.s, s)
            if c.s.o_zone[s] == Z_BATTLEFIELD:
                bf = bf_of_obj(c, s)
                ctl = c.s.bfs[bf].controller if bf >= 0 else NONE
            if st[S_KW] == 1 and ctl != item.controller:
                continue
            if st[S_SEL] >= 0 and not sel_matches(c, st[S_SEL], o, ctl, s, location_of(c, s)):
                continue
            total += st[S_N]
    nsrc = static_sources(c, SK_ET_BONUS_DAMAGE, srcs)   # Effect Text (718.3): the bearer's
    for k in range(nsrc):
        s = srcs[k]
        bf = c.s.o_attached[s] - 1           # (the unit it is attached to)
        if bf < 0 or c.s.o_zone[s] != Z_BOARD or c.s.o_zone[bf] != Z_BOARD:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] != SK_ET_BONUS_DAMAGE or not static_active(c, bf, st):
                continue
            ctl = octl(c.s, bf)
            if st[S_KW] == 1 and ctl != item.controller:
                continue
            if st[S_SEL] >= 0 and not sel_matches(c, st[S_SEL], o, ctl, bf, location_of(c, bf)):
                continue
            total += st[S_N]
    total += spell_bonus_of(item)            # "the next spell you play …" (effects.pxi)
    return total if total > 0 else 0




cdef int32_t choose_spell_move_dest(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """effects.choose_move_destinations for a spell being played (355.4): ops_copy_and_control.pxi
    choose_move_dest of its spell ability (its mode's, 355.3)."""
    cdef int32_t ab = item_ability_row(c, item)
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
    elif ins[CO_REF] == REF_TARGET and run_move_dest(item, item.run):
        dest = run_move_dest(item, item.run) - 1   # 355.4: chosen as it was put on the chain
                                                   # (this execution's, 820.2.a)
    else:
        n = 0
        if t.answer == NONE:
            n = move_dests(c, units[0], md, ids)     # (effects.pxi)
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
    item.it_n = 0                                # IT: the units that moved (ops_look_and_play.pxi)
    for i in range(m):
        if c.s.o_loc[units[i]] == dest and ids[i] != dest and c.s.o_zone[units[i]] == Z_BOARD:
            if item.it_n == 0:
                item.it_obj = units[i]
            item.it_n += 1
    return 0




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
            if c.s.o_zone[ids[i]] == Z_BOARD and ins[CO_KW] == 1:   # "prevent the next"
                add_effect(c, EK_PREVENT_NEXT, ids[i], PREVENT_ALL, -1, DUR_TURN,
                           item.controller)
            elif c.s.o_zone[ids[i]] == Z_BOARD:
                add_effect(c, EK_PREVENT, ids[i], ins[CO_N], -1, DUR_TURN, item.controller)
        return 0
    if op == OP_DELAY or op == OP_DELAY_THERE:   # ops_ogn._delay, ops_unl._delay_there
        if c.s.n_delays >= DELAY_MAX:
            fail(c, ERR_CAP_DELAYS)
            return 0
        k = DELAY_WORDS * c.s.n_delays
        c.s.delays[k + DELAY_EVENT] = ins[CO_KW]
        c.s.delays[k + DELAY_CONTROLLER] = item.controller
        c.s.delays[k + DELAY_SOURCE] = item.source
        c.s.delays[k + DELAY_ABILITY] = ins[CO_N]
        c.s.delays[k + DELAY_TURN] = c.s.turn
        c.s.delays[k + DELAY_THERE] = item_here(c, item) + 1 if op == OP_DELAY_THERE else 0
        c.s.delays[k + DELAY_OBJ] = 0
        c.s.delays[k + DELAY_OBJ_EPOCH] = 0
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
                zl_remove(c, oowner(c.s, a), Z_DECK, a)
                zl_insert(c, oowner(c.s, a), Z_DECK, -1, a)   # (the same pool: it fits)
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
        if t.d[TW_RESOLVE_DISCARDS_LEFT] == 0:
            t.d[TW_RESOLVE_DISCARDS_LEFT] = or0(op_value(c, item, ins)) + 1
            item.it_n = 0
            item.it_obj = NONE
        p = &c.s.players[item.controller]
        while t.d[TW_RESOLVE_DISCARDS_LEFT] > 1 and p.n_hand:
            if t.answer == NONE:
                for i in range(p.n_hand):
                    ids[i] = enc(A_SELECT, hand_of(p)[i])
            a = choose(c, t, D_CHOOSE_CARD, item.controller, ids, p.n_hand, item.source)
            if a == WAIT:
                return WAIT
            discard(c, item.controller, a & 0xFFFF, item.it_n == 0)
            if item.it_n == 0:
                item.it_obj = a & 0xFFFF
            item.it_n += 1
            t.d[TW_RESOLVE_DISCARDS_LEFT] -= 1
        return 0
    if op == OP_KILL_DAMAGED_THIS_TURN:          # ops_kill_watches._kill_damaged_this_turn (390)
        if c.s.n_effects >= MAXE:
            fail(c, ERR_CAP_EFFECTS)
            return 0
        e = &c.s.effects[c.s.n_effects]          # a player effect: no object
        c.s.n_effects += 1
        might_changed(c)
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
        item.it_n = 0                            # IT: the cards returned (effects._return)
        item.it_obj = NONE
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD or c.s.o_zone[ids[i]] == Z_TRASH or \
                    c.s.o_zone[ids[i]] == Z_FACEDOWN:     # a facedown card (Pack of Wonders)
                return_to_hand(c, ids[i])
                if item.it_n == 0:
                    item.it_obj = ids[i]
                item.it_n += 1
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
        deal_damage_by(c, b, ma if ma > 0 else 0, a, octl(c.s, a), 1)   # the units
        deal_damage_by(c, a, mb if mb > 0 else 0, b, octl(c.s, b), 1)   # deal it
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
            if ids[i] >= CHAIN_TARGET:           # a chain item chosen as such (355.9.a.2):
                j = ids[i] - CHAIN_TARGET        # a spell, or an ability, which leaves the
                if not (c.s.chain[j].source == src and c.s.chain[j].kind == me_kind and   # chain
                        c.s.chain[j].ability == me_ab) and \
                        not controls_static(c, SK_CANT_BE_COUNTERED, -1,    # unresolved
                                            c.s.chain[j].controller):      # (425.1.a)
                    counter_item(c, j)
                continue
            j = 0
            while j < c.s.n_chain:
                if c.s.chain[j].source == ids[i] and not (
                        c.s.chain[j].source == src and c.s.chain[j].kind == me_kind and
                        c.s.chain[j].ability == me_ab) and \
                        not controls_static(c, SK_CANT_BE_COUNTERED, -1,
                                            c.s.chain[j].controller):   # (ops_ven.pxi, Mel)
                    counter_item(c, j)
                    continue
                j += 1
        return 0
    if op >= OP_WIN_GAME:
        return run_op3(c, t, item, pc)
    fail(c, 62)
    return 0




cdef int holds_effect_state(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                int32_t trigger_obj) noexcept nogil:
    """select.holds for the conditions above."""
    cdef int32_t mine = 0, theirs = 0, u, loc
    if cd[CD_NAME] == CN_ONE_ON_ONE:             # 741.2: it and the enemy unit here both alone
        if source < 0 or c.s.o_zone[source] != Z_BOARD:
            return 0
        loc = c.s.o_loc[source]
        for u in range(c.s.n_objs):
            if is_unit_on_board(c, u) and c.s.o_loc[u] == loc:
                if friends(c.s, octl(c.s, u), octl(c.s, source)):   # 741.1 (740.1)
                    mine += 1
                elif is_opponent(c.s, octl(c.s, u), octl(c.s, source)):
                    theirs += 1
        return mine == 1 and theirs == 1
    if cd[CD_NAME] == CN_EXCESS_GE:
        return c.s.players[controller].excess >= cd[CD_A0]
    if cd[CD_NAME] == CN_NOT:
        return not holds(c, cd[CD_A0], controller, source, trigger_obj)
    fail(c, 63)
    return 0




cdef void stun_unit(Ctx* c, int32_t o) noexcept nogil:
    """effects.stun (its "when you stun" event: triggers.pxi fire_you_stun)."""
    oflag_set(c.s, o, O_STUNNED, 1)
    emit(c, EV_STUN, octl(c.s, o), o, -1, 0)




cdef inline uint32_t bw_mark(Ctx* c, int32_t o, int32_t epoch) noexcept nogil:
    """State.bw_rec of a card banished by an ability of object `o` at `epoch` (Obj.banished_with
    = (o, epoch); 427.3): 1 + o in bits 0-15, the epoch (an int16 >= 0) in bits 16-30, so the
    mark is a positive int32 (bw_get)."""
    return <uint32_t>((o + 1) | ((epoch & 0x7FFF) << 16))




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
            for i in range(n):                   # (the unit deals it)
                deal_damage_by(c, ids[i], m, other[0], octl(c.s, other[0]), 1)
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
        k = 0                                    # enemy units stunned
        for i in range(n):
            u = ids[i]
            if c.s.o_zone[u] != Z_BOARD:
                continue
            if oflag(c.s, u, O_STUNNED):
                return_to_hand(c, u)
            else:
                stun_unit(c, u)
                fire_you_stun(c, u, item.controller)     # triggers.pxi
                k += is_opponent(c.s, octl(c.s, u), item.controller)
        fire_stunned_enemies(c, k, item.controller)      # triggers.pxi
        c.s.dirty = 1
        return 0
    if op == OP_BANISH:                          # effects._banish (427); IT: the banished
        n = resolve_ref(c, item, ins, ids)
        item.it_n = 0
        item.it_obj = NONE
        k = item.rule_n - 1 if item.ability == AB_EFFECT_TEXT else item.source   # 427.3, 718.3
        for i in range(n):
            u = ids[i]
            if c.s.o_zone[u] == Z_BANISHMENT or c.s.o_zone[u] == Z_REMOVED or \
                    c.s.o_zone[u] == Z_NONE:
                continue
            if ins[CO_REF] == REF_SELF and item.kind == CK_TRIGGER and \
                    c.s.o_zone[u] != Z_BOARD and c.s.o_zone[u] != Z_TRASH:
                continue                         # a Deathknell's "banish me": from the trash
            banish_by(c, u, item.controller)             # zones.banish (zones.pxi)
            if c.s.o_zone[u] == Z_BANISHMENT and \
                    card_flags(c, c.s.o_card[k]) & CXF_BANISHED_WITH:   # "banished with
                bw_set(c, u, bw_mark(c, k, c.s.o_epoch[k]))              # this" (427.3)
            if item.it_n == 0:
                item.it_obj = u
            item.it_n += 1
        return 0
    if op == OP_EACH_PLAYER_KILLS:               # ops_ogn._each_player_kills (355.10.e)
        if t.d[TW_RESOLVE_PLAYERS_DONE] == 0:    # 1 + players done; TW_RESOLVE_KILL_PICKS
            t.d[TW_RESOLVE_PLAYERS_DONE] = 1
            t.d[TW_RESOLVE_KILL_PICKS] = 0
            t.d[TW_RESOLVE_KILL_PICKS + 1] = 0
        while t.d[TW_RESOLVE_PLAYERS_DONE] - 1 < c.s.n_players:   # in turn order from the
            p = (c.s.turn_player + t.d[TW_RESOLVE_PLAYERS_DONE] - 1) % c.s.n_players   # turn
                                                                                       # player
            if t.answer == NONE:
                m = 0
                for u in range(c.s.n_objs):
                    if octl(c.s, u) == p and c.s.o_zone[u] == Z_BOARD and \
                            sel_matches(c, ins[CO_ARG], u, p, item.source, LOC_NONE):
                        opts[m] = enc(A_SELECT, u)
                        m += 1
                if m == 0:
                    t.d[TW_RESOLVE_PLAYERS_DONE] += 1
                    continue
            else:
                m = 1
            a = choose(c, t, D_CHOOSE_CARD, p, opts, m, item.source)
            if a == WAIT:
                return WAIT
            k = t.d[TW_RESOLVE_PLAYERS_DONE] - 1
            pick_put(&t.d[TW_RESOLVE_KILL_PICKS], k, a & 0xFFFF)
            t.d[TW_RESOLVE_PLAYERS_DONE] += 1
        n = 0
        for i in range(c.s.n_players):
            if kill_pick(t, i) != NONE:
                ids[n] = kill_pick(t, i)
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
        a = choose(c, t, D_MAY, octl(c.s, u), opts, 2, item.source)
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
            while x < PAY_ANY_MAX:           # (a Price holds 16 Power symbols)
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
            if (is_unit_on_board(c, u) and c.s.o_loc[u] == loc and
                    is_opponent(c.s, octl(c.s, u), ctl)):     # enemy: not an ally's (484.8.d)
                deal_damage(c, u, x, item.source)
        return 0
    if op == OP_REVEAL_TOP:                      # ops_ven._reveal_top (424, 431.1.c)
        p = ctl
        if t.d[TW_RESOLVE_OP_PROGRESS] == 0:
            if c.s.players[p].n_deck == 0:
                return 0
            t.d[TW_RESOLVE_OP_PROGRESS] = 1
            t.d[TW_RESOLVE_CARDS] = deck_of(&c.s.players[p])[0]
            reveal_card(c, p, t.d[TW_RESOLVE_CARDS])     # (ops_look_and_play.pxi)
        u = t.d[TW_RESOLVE_CARDS]
        if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], &t.d[TW_RESOLVE_CARDS], 1,
                     p) == WAIT:    # Nocturne (ops_look_and_play.pxi)
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




cdef int run_op4(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[7]
    cdef int32_t left[6]
    cdef int32_t looked[6]
    cdef int32_t op = ins[CO_OP], ctl = item.controller, n, i, u, a, k, pick, m
    cdef Player* p
    if op == OP_SAVE_FROM_DEATH:                 # ops_replacements._save_from_death
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
            octl_set(c.s, u, ctl)
            place_obj(c, u)
            odesig_set(c.s, u, 0)
            might_changed_obj(c, u)
            emit(c, EV_CONTROL, ctl, u, c.s.o_loc[u], 0)
            recall(c, u)
            c.s.dirty = 1
        return 0
    if op == OP_LOOK_PICK:                       # ops_look_and_play._look_pick
        p = &c.s.players[ctl]                    # (the looked-at cards, up to 6, kept by
        if t.d[TW_RESOLVE_OP_PROGRESS] == 0:     # note_cards in TW_RESOLVE_NOTED)
            t.d[TW_RESOLVE_OP_PROGRESS] = 1
            m = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
            note_cards(&t.d[TW_RESOLVE_NOTED], deck_of(p), m)
        m = noted_cards(&t.d[TW_RESOLVE_NOTED], looked)
        if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], looked, m,
                     ctl) == WAIT:    # Nocturne (ops_look_and_play.pxi)
            return WAIT
        k = 0
        for i in range(m):                       # in_deck: still in the deck (359.3.e.11)
            u = looked[i]                        # (CO_KW >= 0: of that card type only)
            if c.s.o_zone[u] == Z_DECK and (ins[CO_KW] < 0 or otype(c, u) == ins[CO_KW]):
                left[k] = u
                k += 1
        pick = NONE
        if k:
            for i in range(k):
                opts[i] = enc(A_SELECT, left[i])
            n = k
            if ins[CO_AUX] == 1:                 # "you may": DONE picks none
                opts[n] = DONE
                n += 1
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, n, item.source)
            if a == WAIT:
                return WAIT
            if a != DONE:
                pick = a & 0xFFFF
                if ins[CO_KW] >= 0:              # "reveal a unit … and draw it" (424)
                    reveal_card(c, ctl, pick)
                move_to(c, pick, Z_HAND, LOC_NONE, 0)
        n = 0
        for i in range(m):
            u = looked[i]
            if u != pick and c.s.o_zone[u] == Z_DECK:
                ids[n] = u
                n += 1
        recycle_many(c, ids, n)
        return 0
    fail(c, 65)
    return 0




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
        if t.d[TW_RESOLVE_OP_PROGRESS] == 0:
            t.d[TW_RESOLVE_OP_PROGRESS] = 1
            t.d[TW_RESOLVE_CARDS] = deck_of(p)[0] if ins[CO_N] > 0 and p.n_deck > 0 else NONE
            t.d[TW_RESOLVE_CARDS + 1] = deck_of(p)[1] if ins[CO_N] > 1 and p.n_deck > 1 else NONE
            t.d[TW_RESOLVE_PREDICT] = 0
        if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], &t.d[TW_RESOLVE_CARDS], 2,
                     ctl) == WAIT:    # Nocturne (ops_look_and_play.pxi)
            return WAIT
        for i in range(2):                       # in_deck (kept from now on)
            if t.d[TW_RESOLVE_CARDS + i] != NONE and \
                    c.s.o_zone[t.d[TW_RESOLVE_CARDS + i]] != Z_DECK:
                t.d[TW_RESOLVE_CARDS + i] = NONE
        while not (t.d[TW_RESOLVE_PREDICT] & 4):
            n = 0
            for i in range(2):
                if t.d[TW_RESOLVE_CARDS + i] != NONE and not ((t.d[TW_RESOLVE_PREDICT] >> i) & 1):
                    opts[n] = enc(A_SELECT, t.d[TW_RESOLVE_CARDS + i])
                    n += 1
            if n == 0:
                break
            opts[n] = DONE
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, n + 1, item.source)
            if a == WAIT:
                return WAIT
            if a == DONE:
                t.d[TW_RESOLVE_PREDICT] |= 4
            else:
                for i in range(2):
                    if t.d[TW_RESOLVE_CARDS + i] == (a & 0xFFFF):
                        if i == 1 and not (t.d[TW_RESOLVE_PREDICT] & 1):
                            t.d[TW_RESOLVE_PREDICT] |= 8     # bit 3: recycled before the first
                        t.d[TW_RESOLVE_PREDICT] |= 1 << i
        nr = 0
        for i in range(2):
            if t.d[TW_RESOLVE_CARDS + i] != NONE and not ((t.d[TW_RESOLVE_PREDICT] >> i) & 1):
                rest[nr] = t.d[TW_RESOLVE_CARDS + i]
                nr += 1
        if nr == 2 and (t.d[TW_RESOLVE_PREDICT] >> 4) == 0:  # the new top card, then the rest (436)
            opts[0] = enc(A_SELECT, rest[0])
            opts[1] = enc(A_SELECT, rest[1])
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, 2, item.source)
            if a == WAIT:
                return WAIT
            t.d[TW_RESOLVE_PREDICT] |= (1 + ((a & 0xFFFF) == rest[1])) << 4
        if nr == 2 and (t.d[TW_RESOLVE_PREDICT] >> 4) == 2:
            u = rest[0]
            rest[0] = rest[1]
            rest[1] = u
        k = 0
        for i in range(2):
            if t.d[TW_RESOLVE_CARDS + i] != NONE and ((t.d[TW_RESOLVE_PREDICT] >> i) & 1):
                rec[k] = t.d[TW_RESOLVE_CARDS + i]
                k += 1
        if k == 2 and (t.d[TW_RESOLVE_PREDICT] & 8):     # in the order they were picked
            u = rec[0]                           # (recycle_many shuffles that list, 416.5)
            rec[0] = rec[1]
            rec[1] = u
        for i in range(nr):
            zl_remove(c, ctl, Z_DECK, rest[i])
        for i in range(nr - 1, -1, -1):
            zl_insert(c, ctl, Z_DECK, 0, rest[i])    # (the same pool: it fits)
        recycle_many(c, rec, k)
        return 0
    fail(c, 66)
    return 0




cdef void after_kill(Ctx* c, int32_t* dead, int32_t* ctl, int32_t* buffed, int32_t* stunned,
                     int32_t n) noexcept nogil:
    """effects.kill after the deaths: "if this kills it" watches put their reflexive
    triggers (by unit id), then "when a friendly unit dies"."""
    cdef int32_t ids[MAXO]
    cdef int32_t i, j, x, k
    cdef int16_t* w
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
                w = c.s.watch + WATCH_WORDS * k
                if w[WATCH_UNIT] != ids[i] or w[WATCH_EPOCH] != c.s.o_epoch[ids[i]] - 1:
                    k += 1
                    continue
                if c.s.n_pending >= MAXPT:
                    fail(c, ERR_CAP_PENDING)
                    return
                pt = &c.s.pending[c.s.n_pending]
                c.s.n_pending += 1
                pt.controller = w[WATCH_CONTROLLER]
                pt.source = w[WATCH_SOURCE]
                pt.ability = REFLEXIVE_OPS
                pt.trigger_obj = ids[i]
                pt.here = LOC_NONE
                pt.snapshot_might = 0
                pt.code = w[WATCH_CODE]
                pt.code_n = w[WATCH_CODE_N]
                pt.trig_epoch = 0
                for j in range(k, c.s.n_watch - 1):
                    memcpy(c.s.watch + WATCH_WORDS * j, c.s.watch + WATCH_WORDS * (j + 1),
                           WATCH_WORDS * sizeof(int16_t))
                c.s.n_watch -= 1
                c.s.n_delayed -= 1
    spell_kill_listener(c, dead, n)          # 428.5: killed with a spell (ops_kill_watches.pxi)
    you_kill_listener(c, dead, ctl, stunned, n)   # 411.4: "when you kill …" (the same)
    fire_friendly_dies(c, dead, ctl, buffed, n)




cdef int op_deal_then(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """effects._deal with `then`: a unit this damages is watched until the next cleanup."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t nv = op_value(c, item, ins), n, i, o, before
    cdef int16_t* w
    n = resolve_ref(c, item, ins, ids)
    if nv == VNULL or n == 0:
        return 0
    for i in range(n):
        o = ids[i]
        before = c.s.o_damage[o]
        deal_damage(c, o, nv + bonus_damage(c, item, o) if nv >= 1 else nv, item.source)
        if c.s.o_damage[o] > before:
            if c.s.n_watch >= WATCH_MAX:
                fail(c, ERR_CAP_WATCH)
                return 0
            w = c.s.watch + WATCH_WORDS * c.s.n_watch
            c.s.n_watch += 1
            c.s.n_delayed += 1
            w[WATCH_UNIT] = o
            w[WATCH_EPOCH] = c.s.o_epoch[o]
            w[WATCH_CONTROLLER] = item.controller
            w[WATCH_SOURCE] = item.source
            w[WATCH_CODE] = pc + 1
            w[WATCH_CODE_N] = ins[CO_AUX]
    return 0




cdef int32_t prevent_left(Ctx* c, int32_t o) noexcept nogil:
    """effects.prevent_left: the Prevent Values tracked on `o` (437.5.a)."""
    cdef int32_t i, n = 0
    for i in range(c.s.n_effects):
        if (c.s.effects[i].kind == EK_PREVENT or c.s.effects[i].kind == EK_PREVENT_NEXT) and \
                c.s.effects[i].target == o and c.s.effects[i].epoch == c.s.o_epoch[o]:
            n += c.s.effects[i].n
    return n




cdef int32_t prevented(Ctx* c, int32_t o, int32_t n) noexcept nogil:
    """effects._prevented (437.2-437.3): reduce damage by the Prevent Values, oldest first
    (effects are kept in timestamp order); a "prevent the next" effect takes all that is left
    and ends; used-up ones end."""
    cdef int32_t i, j, cut, m = 0
    cdef Effect* e
    for i in range(c.s.n_effects):
        if n <= 0:
            break
        e = &c.s.effects[i]
        if (e.kind != EK_PREVENT and e.kind != EK_PREVENT_NEXT) or e.target != o or \
                e.epoch != c.s.o_epoch[o] or e.n <= 0:
            continue
        if e.kind == EK_PREVENT_NEXT:
            e.n = 0
            n = 0
            break
        cut = e.n if e.n < n else n
        e.n -= cut
        n -= cut
    for i in range(c.s.n_effects):               # drop the used-up Prevent effects
        if (c.s.effects[i].kind == EK_PREVENT or c.s.effects[i].kind == EK_PREVENT_NEXT) and \
                c.s.effects[i].n <= 0:
            continue
        if m != i:
            c.s.effects[m] = c.s.effects[i]
        m += 1
    if m != c.s.n_effects:                 # (some ended: Prevent effects, which no Might
        might_changed_none(c)              # reads)
    c.s.n_effects = m
    return n




cdef int32_t might_of_self(Ctx* c, ChainItem* item) noexcept nogil:
    """effects.value(MightOf(SELF)): a trigger whose source left the board reads the Might
    noted as it triggered (Deathknell, 808.1.d.3)."""
    cdef int32_t src = item.source, m
    if item.kind == CK_TRIGGER and c.s.o_zone[src] != Z_BOARD:
        return item.snapshot_might if item.snapshot_might > 0 else 0
    if c.s.o_zone[src] == Z_BOARD:
        m = might(c, src)
        return m if m > 0 else 0
    return card_col(c.t, c.s.o_card[src], C_MIGHT)




cdef void note_kill_controllers(Ctx* c, Task* t, const int32_t* ids, int32_t n) noexcept nogil:
    """effects._kill's it / it_ctl: the controllers of the objects a Kill names, noted before
    it (TW_RESOLVE_KILLED_N, TW_RESOLVE_KILLED_CTL); the next op may be "its controller draws"
    (riftsim.cards.compile allows it only right after a Kill of at most two objects)."""
    cdef int32_t i
    t.d[TW_RESOLVE_KILLED_N] = n if n < 2 else 2
    for i in range(t.d[TW_RESOLVE_KILLED_N]):
        t.d[TW_RESOLVE_KILLED_CTL + i] = octl(c.s, ids[i])




# ------------------------------------------------------------------ moves (355.4)

cdef int move_dests(Ctx* c, int32_t u, int32_t md, int32_t* out) noexcept nogil:
    """effects.move_destinations: effect_destinations, for "to_or_from_base" (Unforgiven)
    only from base to a battlefield or from a battlefield to base; for "open_bf" (Bard,
    Mercurial) only an open battlefield: no units there and uncontrolled (169.10.c)."""
    cdef int32_t n = effect_destinations(c, u, out), i, m = 0
    cdef int at_base
    if md == MD_WITH_OWN_UNIT:               # "where there's a unit with the same controller"
        for i in range(n):                   # (Temptation)
            if count_units_at(c, out[i], octl(c.s, u)):
                out[m] = out[i]
                m += 1
        return m
    if md == MD_OPEN_BF:
        for i in range(n):
            if out[i] > LOC_BASE and c.s.bfs[out[i] - 1].controller == NONE and \
                    not count_units_at(c, out[i], NONE):
                out[m] = out[i]
                m += 1
        return m
    if md != MD_TO_OR_FROM_BASE:
        return n
    at_base = c.s.o_loc[u] == LOC_BASE
    for i in range(n):
        if (out[i] == LOC_BASE) != at_base:
            out[m] = out[i]
            m += 1
    return m




cdef inline int32_t run_move_dest(ChainItem* item, int32_t run) noexcept nogil:
    """1 + the move destination chosen as it was played for execution `run` (0 none; 355.4,
    820.2.a): run 0's item.move_dest, a further one's item.run_dests."""
    if run <= 0:
        return item.move_dest
    return (item.run_dests >> (3 * (run - 1))) & 7


cdef int32_t choose_move_dest(Ctx* c, Task* t, ChainItem* item,
                              const int32_t* abr) noexcept nogil:
    """effects.choose_move_destinations (355.4 / 402.1) for the ability row `abr` (a spell
    being played, an ability being activated): the first move to a chosen destination of a
    target slot (the core runs at most one, riftsim.cards.compile.unsupported_reason); the
    destinations every unit of that slot may go to; none in common = chosen as it resolves.
    A repeated spell: one for each execution, from its own slot (820.2.a). The answers are
    kept in item.move_dest / item.run_dests (destination + 1; run_move_dest)."""
    cdef const int32_t* ins
    cdef int32_t pc, slot = -1, md = 0, run, r
    for pc in range(abr[AB_CODE], abr[AB_CODE] + abr[AB_CODE_N]):
        ins = c.t.code + pc * CODEW
        if ins[CO_OP] == OP_MOVE and ins[CO_REF] == REF_TARGET and (
                ins[CO_KW] == MD_CHOOSE or ins[CO_KW] == MD_TO_OR_FROM_BASE
                or ins[CO_KW] == MD_WITH_OWN_UNIT):
            slot = ins[CO_ARG]
            md = ins[CO_KW]
            break
    if slot < 0:
        return 1
    for run in range(1 + item.repeats):
        if run_move_dest(item, run):
            continue
        if run > 5:                          # ChainItem.run_dests: five further executions
            fail(c, ERR_CAP_TARGETS)
            return 1
        r = choose_run_move_dest(c, t, item, slot + run * abr[AB_TG_N], md, run)
        if r == WAIT:
            return WAIT
    return 1


cdef int32_t choose_run_move_dest(Ctx* c, Task* t, ChainItem* item, int32_t slot, int32_t md,
                                  int32_t run) noexcept nogil:
    """choose_move_dest for the units of target slot `slot` (execution `run`)."""
    cdef int32_t i, j, nd, a, common = -1, ds, n = 0
    cdef int32_t dests[MAXBF + 1]
    cdef int32_t opts[MAXBF + 1]
    for i in range(item_ntg(c, item)):
        if item_tg(c, item).tslot[i] != slot:
            continue
        nd = move_dests(c, item_tg(c, item).targets[i], md, dests)
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
    if run == 0:
        item.move_dest = (a & 0xFFFF) + 1
    else:
        item.run_dests |= ((a & 0xFFFF) + 1) << (3 * (run - 1))
    return 1




cdef inline int32_t spell_bonus_of(ChainItem* item) noexcept nogil:
    """effects.bonus_damage: item.extra["spell_bonus"]."""
    return item.rule_n if item.kind == CK_SPELL else 0


cdef int op_add_energy_spells(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._add_energy_spells: [Add] Energy only for spells (429)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ctl = item.controller
    c.s.players[ctl].spell_energy += ins[CO_N]
    emit(c, EV_ADD, ctl, -1, -1, ins[CO_N])
    return 0




cdef void op_discard_hand(Ctx* c) noexcept nogil:
    """effects._discard_hand (422): each player discards their whole hand, the turn player
    first, each hand in its order."""
    cdef int32_t k, who, first
    cdef Player* p
    for k in range(c.s.n_players):           # (players_from(turn_player))
        who = (c.s.turn_player + k) % c.s.n_players
        p = &c.s.players[who]
        first = 1
        while p.n_hand:
            discard(c, who, hand_of(p)[0], first)    # (the first card of each hand)
            first = 0




cdef int op_discard_who(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """effects._discard with who="choose": the controller chooses a player (CHOOSE_PLAYER),
    who then discards n, choosing each card (422)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t opts[MAXO + 1]
    cdef int32_t a, i, who
    cdef Player* p
    if t.d[TW_RESOLVE_DISCARDS_LEFT] == 0:
        t.d[TW_RESOLVE_DISCARDS_LEFT] = or0(op_value(c, item, ins)) + 1
        t.d[TW_RESOLVE_DISCARDER] = 0
        t.d[TW_RESOLVE_DISCARDED_ANY] = 0
    if t.d[TW_RESOLVE_DISCARDER] == 0:
        for i in range(c.s.n_players):       # (players_from(0))
            opts[i] = enc(A_INDEX, i)
        a = choose(c, t, D_CHOOSE_PLAYER, item.controller, opts, c.s.n_players, item.source)
        if a == WAIT:
            return WAIT
        t.d[TW_RESOLVE_DISCARDER] = 1 + (a & 0xFFFF)
    who = t.d[TW_RESOLVE_DISCARDER] - 1
    p = &c.s.players[who]
    while t.d[TW_RESOLVE_DISCARDS_LEFT] > 1 and p.n_hand:
        if t.answer == NONE:
            for i in range(p.n_hand):
                opts[i] = enc(A_SELECT, hand_of(p)[i])
        a = choose(c, t, D_CHOOSE_CARD, who, opts, p.n_hand, item.source)
        if a == WAIT:
            return WAIT
        discard(c, who, a & 0xFFFF, t.d[TW_RESOLVE_DISCARDED_ANY] == 0)
        t.d[TW_RESOLVE_DISCARDED_ANY] = 1
        t.d[TW_RESOLVE_DISCARDS_LEFT] -= 1
    return 0
