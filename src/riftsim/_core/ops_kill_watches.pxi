# Card ops: watches on kills and damage (428.5, 387): "when you kill a unit with a spell", "when
# any unit takes damage this turn, kill it" (reference/ops_kill_watches.py).




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
            fail(c, ERR_CAP_PENDING)
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




# ------------------------------------------------------------------ kills with a spell (428.5)

cdef inline void note_spell_damage(Ctx* c, int32_t o, int32_t source) noexcept nogil:
    """ops_kill_watches._spell_damage_listener (428.5.c): `o` took damage from spell `source` on
    the chain (the watch is counted in n_delayed by deal_damage)."""
    cdef int32_t w
    cdef uint32_t any_bit = 0
    for w in range(obj_words(c.s)):
        any_bit |= c.s.sk_bits[w]
    if any_bit:
        if c.s.sk_ctl != octl(c.s, source):
            fail(c, 229)                     # two spells' watches at once: not modelled
            return
    c.s.sk_ctl = octl(c.s, source)
    c.s.sk_bits[o >> 5] |= 1u << (o & 31)




cdef inline void clear_spell_watch(Ctx* c, int32_t o) noexcept nogil:
    """A new object on the board (359.3.e.4): a watch of its old self no longer applies."""
    c.s.sk_bits[o >> 5] &= ~(1u << (o & 31))
    c.s.yk_bits[o >> 5] &= ~(1u << (o & 31))




cdef inline void end_spell_watches(Ctx* c) noexcept nogil:
    """effects.expire_kill_watch: the watches end at the cleanup (memsets of one bitmask each:
    a few vector stores, fewer instructions than a loop over the words in use or one memset
    of the three planes of yk_bits, which the compiler makes a `rep stos`)."""
    memset(c.s.sk_bits, 0, MAXOW * sizeof(uint32_t))
    c.s.sk_ctl = 0
    memset(c.s.yk_bits, 0, MAXOW * sizeof(uint32_t))
    memset(c.s.yk_bits + MAXOW, 0, MAXOW * sizeof(uint32_t))
    memset(c.s.yk_bits + 2 * MAXOW, 0, MAXOW * sizeof(uint32_t))




cdef inline int32_t each_player_killer(Ctx* c, Task* t, int32_t u) noexcept nogil:
    """The player who killed `u` if the resolving instruction is OP_EACH_PLAYER_KILLS ("Each
    player kills one of their units": the unit each player chose, TW_RESOLVE_CHOSEN, turn
    player first), else NONE (ops_ogn._each_player_kills' `killers`)."""
    cdef int32_t f = t.d[TW_RESOLVE_FRAMES] - 1, i
    if f < 0:
        return NONE
    if c.t.code[(t.d[TW_RESOLVE_FRAME + 2 * f] & ~PC_REVEAL_HOOKED) * CODEW + CO_OP] != \
            OP_EACH_PLAYER_KILLS:
        return NONE
    for i in range(2):
        if t.d[TW_RESOLVE_CHOSEN + i] == u:
            return (c.s.turn_player + i) % 2
    return NONE




cdef void spell_kill_listener(Ctx* c, int32_t* dead, int32_t n) noexcept nogil:
    """ops_kill_watches._spell_kill_listener (428.5.b/c/e): the units just killed by a resolving
    spell's instruction, or watched after a spell's damage, were killed "with a spell" by the
    player responsible, if that player controls the spell (428.5.e): the spell's controller,
    except that with "each player kills one of their units" each player kills their own
    (each_player_killer; the Origins FAQ on Immortal Phoenix and Cull the Weak). That
    player's "when you kill a unit with a spell" triggers fire from their trash (385.2; a
    card that died at the same time too, 383.2.c.1), each noting its card's epoch (the play
    from the trash checks it, 359.3.e.4)."""
    cdef int32_t resolving = NONE, killer, i, k, u, x, r, first, nt, n0, nx
    cdef int32_t trash[MAXL]
    cdef Player* p
    cdef Task* t = NULL
    if c.s.n_tasks:
        t = &c.s.tasks[c.s.n_tasks - 1]
        if t.kind == T_RESOLVE and t.stage > 0:
            i = find_item(c, t)
            if i >= 0 and c.s.chain[i].kind == CK_SPELL:
                resolving = c.s.chain[i].controller
    for k in range(n):
        u = dead[k]
        if otype(c, u) != TY_UNIT:
            continue
        killer = resolving
        if killer != NONE:
            x = each_player_killer(c, t, u)
            if x != NONE and x != killer:
                continue                     # 428.5.e: killed by a player not controlling it
        if killer == NONE:
            if not ((c.s.sk_bits[u >> 5] >> (u & 31)) & 1):
                continue
            killer = c.s.sk_ctl
        p = &c.s.players[killer]
        nx = p.n_trash
        for i in range(nx):
            trash[i] = trash_of(p)[i]
        for i in range(nx):
            x = trash[i]
            first = card_col(c.t, c.s.o_card[x], C_TR_FIRST)
            nt = card_col(c.t, c.s.o_card[x], C_TR_N)
            for r in range(first, first + nt):
                if c.t.abilities[r * AW + AB_ON] != TE_YOU_KILL_SPELL:
                    continue
                n0 = c.s.n_pending
                queue(c, x, r, killer, u, LOC_NONE)
                if c.s.n_pending > n0:
                    c.s.pending[n0].trig_epoch = c.s.o_epoch[x] + 1




# ------------------------------------------------------------------ kills you are responsible for

cdef inline void note_item_damage(Ctx* c, int32_t o, int32_t by) noexcept nogil:
    """effects.deal_damage's `kill_watch` (428.5.c): `o` took damage from a spell or ability of
    player `by` since the last cleanup (the last such player's, as the reference's dict)."""
    cdef uint32_t bit = 1u << (o & 31)
    cdef int32_t w = o >> 5, q
    c.s.yk_bits[w] |= bit                    # (the last player's damage is the one noted)
    for q in range(2):                       # (the player's bits, plane by plane)
        if (by >> q) & 1:
            c.s.yk_bits[(1 + q) * MAXOW + w] |= bit
        else:
            c.s.yk_bits[(1 + q) * MAXOW + w] &= ~bit


cdef inline int32_t yk_player(Ctx* c, int32_t o) noexcept nogil:
    """The player whose spell or ability last damaged `o` since the cleanup (note_item_damage),
    NONE if none."""
    cdef uint32_t bit = 1u << (o & 31)
    cdef int32_t w = o >> 5
    if not (c.s.yk_bits[w] & bit):
        return NONE
    return ((c.s.yk_bits[MAXOW + w] & bit) != 0) | (((c.s.yk_bits[2 * MAXOW + w] & bit) != 0) << 1)




cdef void you_kill_listener(Ctx* c, int32_t* dead, int32_t* ctl, int32_t* stunned,
                            int32_t n) noexcept nogil:
    """ops_kill_watches._you_kill_listener (411.4, 428.5): for each unit killed that was, as it
    died, stunned and another player's (`stunned`, `ctl`: last known), the player responsible
    for the kill (ops_kill_watches.kill_responsible: a resolving spell's or ability's
    controller, or the chooser with "each player kills one of their units"; else the player
    whose spell or ability damaged it since the last cleanup, 428.5.c; else nobody, 411.2)
    fires "when you kill a stunned enemy unit", TRIGGER the unit."""
    cdef int32_t resolving = NONE, killer, i, k, u, x
    cdef Task* t = NULL
    if not event_listened(c, TE_YOU_KILL_STUNNED_ENEMY):
        return
    if c.s.n_tasks:
        t = &c.s.tasks[c.s.n_tasks - 1]
        if t.kind == T_RESOLVE and t.stage > 0:
            i = find_item(c, t)
            if i >= 0:
                resolving = c.s.chain[i].controller
    for k in range(n):
        u = dead[k]
        if otype(c, u) != TY_UNIT or not stunned[k]:
            continue
        killer = resolving
        if killer != NONE:
            x = each_player_killer(c, t, u)
            if x != NONE:
                killer = x
        else:
            killer = yk_player(c, u)
        if killer == NONE or killer == ctl[k]:
            continue
        fire_player(c, TE_YOU_KILL_STUNNED_ENEMY, killer, u, NONE)
