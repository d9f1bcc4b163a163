# Card ops: copies (472.1.b), Replace / Swap Back (438) and control changes
# (reference/ops_copy_and_control.py).




cdef void become_copy(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_copy_and_control._become_copy (472.1.b): token `to` becomes a copy of `other` (a target):
    its card becomes the copied card, every copyable trait with it (472.1.b.1); tokens only,
    and a token ceases to exist as it leaves the board, so it lasts as long as the object.
    IT: the token."""
    cdef int32_t xs[MAXO]
    cdef int32_t ys[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t n, m, i, x = NONE, y = NONE
    n = resolve_ref(c, item, ins, xs)
    memcpy(ref, ins, CODEW * sizeof(int32_t))
    ref[CO_REF] = REF_TARGET
    ref[CO_ARG] = ins[CO_KW]
    m = resolve_ref(c, item, ref, ys)
    for i in range(n):                       # 359.3.e.12: the first of each still there
        if c.s.o_zone[xs[i]] == Z_BOARD:
            x = xs[i]
            break
    for i in range(m):
        if c.s.o_zone[ys[i]] == Z_BOARD:
            y = ys[i]
            break
    if x == NONE or y == NONE or not oflag(c.s, x, O_TOKEN) or x == y:
        return
    c.s.o_card[x] = c.s.o_card[y]
    might_changed(c)
    index_obj(c, x)
    place_obj(c, x)                          # its abilities and passives join the indexes
    c.s.dirty = 1
    item.it_n = 1
    item.it_obj = x




# ------------------------------------------------------------------ control until I leave

cdef void take_gear_until_leaves(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_copy_and_control.take_gear_until_leaves (Akshan, Mischievous): the enemy gear comes to
    your base, yours until the source leaves the board (188); an Equipment attaches to the
    source (434). With the source gone already nothing happens. IT: the gear."""
    cdef int32_t ids[MAXO]
    cdef int32_t src = item.source, n, i, x, before
    if c.s.o_zone[src] != Z_BOARD:
        return
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        x = ids[i]
        if c.s.o_zone[x] != Z_BOARD or otype(c, x) != TY_GEAR:
            continue
        if c.s.o_attached[x]:                # ops_equipment.detach (435)
            set_attached(c, x, 0)
        before = octl(c.s, x)
        octl_set(c.s, x, item.controller)
        c.s.o_loc[x] = LOC_BASE
        might_changed_obj(c, x)
        place_obj(c, x)
        add_effect(c, EK_CONTROL_UNTIL, x, src, before, DUR_PERMANENT, item.controller)
        emit(c, EV_CONTROL, item.controller, x, LOC_BASE, 0)
        if card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT:
            attach(c, x, src)
        item.it_obj = x
        item.it_n = 1
        c.s.dirty = 1
        break




cdef void control_ends(Ctx* c, int32_t o) noexcept nogil:
    """ops_copy_and_control._control_ends (zones.LEAVES_BOARD): `o` left the board; the gear it
    took goes back to the player who controlled it before, in that player's base."""
    cdef int32_t i = 0, x, ep
    cdef Effect e
    while i < c.s.n_effects:
        if c.s.effects[i].kind != EK_CONTROL_UNTIL or c.s.effects[i].n != o:
            i += 1
            continue
        e = c.s.effects[i]
        remove_effect_at(c, i)
        x = e.target
        if c.s.o_zone[x] != Z_BOARD or c.s.o_epoch[x] != e.epoch:
            continue
        set_attached(c, x, 0)                # ops_equipment.detach
        octl_set(c.s, x, e.kw)
        c.s.o_loc[x] = LOC_BASE
        might_changed_obj(c, x)
        place_obj(c, x)
        emit(c, EV_CONTROL, e.kw, x, LOC_BASE, 0)
        c.s.dirty = 1




cdef void remove_effect_at(Ctx* c, int32_t i) noexcept nogil:
    """list.remove: the effects after it keep their order."""
    cdef int32_t j
    effect_changed(c, c.s.effects[i].kind, c.s.effects[i].target)
    for j in range(i + 1, c.s.n_effects):
        c.s.effects[j - 1] = c.s.effects[j]
    c.s.n_effects -= 1




# ------------------------------------------------------------------ Replace / Swap Back (438)
# Battlefield.replaced1: 1 + the card a Replace token there stands in for (0: none).

cdef void inherit_effects(Ctx* c, int32_t old, int32_t new) noexcept nogil:
    """ops_copy_and_control._inherit (438.1 / 438.7.b): effects on the replaced object now apply
    to the one in its place."""
    cdef int32_t i
    for i in range(c.s.n_effects):
        if c.s.effects[i].target == old and c.s.effects[i].epoch == c.s.o_epoch[old]:
            effect_changed(c, c.s.effects[i].kind, old)
            c.s.effects[i].target = new
            c.s.effects[i].epoch = c.s.o_epoch[new]
            effect_changed(c, c.s.effects[i].kind, new)




cdef void replace_battlefield(Ctx* c, int32_t bf, int32_t card, int32_t player) noexcept nogil:
    """ops_copy_and_control.replace_battlefield (438): the token `card` is created in the
    battlefield's place (by `player`, not played); the battlefield card goes to banishment
    as replaced (438.5: no banish event), a token battlefield ceases to exist (438.6) and the
    new token inherits the card it stood for (438.1, 438.7.b)."""
    cdef int32_t old = c.s.bfs[bf].obj, new
    new = new_obj(c, card, player, Z_BATTLEFIELD, 1)
    if c.error:
        return
    inherit_effects(c, old, new)
    c.s.bfs[bf].obj = new
    refresh_active(c)                        # (act_extra, layers.pxi)
    if not oflag(c.s, old, O_TOKEN):                 # a token replaced in turn passes on the card
        c.s.bfs[bf].replaced1 = old + 1      # it stands for (438.1, 438.7.b)
    move_to(c, old, Z_BANISHMENT, LOC_NONE, 0)
    emit(c, EV_TOKEN, player, new, bf + 1, 0)
    c.s.dirty = 1




cdef void op_replace(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_copy_and_control._replace: `ReplaceWith(to, token)`."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, bf
    for i in range(n):
        bf = bf_of_obj(c, ids[i])
        if bf >= 0 and c.s.o_zone[ids[i]] == Z_BATTLEFIELD:
            replace_battlefield(c, bf, ins[CO_KW], item.controller)




cdef void swap_back(Ctx* c, ChainItem* item) noexcept nogil:
    """ops_copy_and_control._swap_back (438.7): the source token stops existing and the card it
    replaced returns to its place, inheriting its effects and statuses; nothing if there is
    nothing to swap back to (438.7.c)."""
    cdef int32_t bf = bf_of_obj(c, item.source), orig, tok
    if bf < 0 or c.s.bfs[bf].replaced1 == 0:
        return
    orig = c.s.bfs[bf].replaced1 - 1
    if c.s.o_zone[orig] != Z_BANISHMENT:
        return
    tok = c.s.bfs[bf].obj
    move_to(c, orig, Z_BATTLEFIELD, LOC_NONE, 0)
    inherit_effects(c, tok, orig)
    c.s.bfs[bf].obj = orig
    refresh_active(c)                        # (act_extra, layers.pxi)
    c.s.bfs[bf].replaced1 = 0
    move_to(c, tok, Z_REMOVED, LOC_NONE, 0)
    c.s.dirty = 1




# ------------------------------------------------------------------ take control for a while (188)

cdef void op_take_control(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_copy_and_control._take_control (OP_TAKE_CONTROL, Hostile Takeover) and
    _return_control (OP_RETURN_CONTROL, "lose control of it": back to its owner): control
    changes where it is (188; no designation kept), contesting a battlefield its new
    controller doesn't control (187.3.a). IT (take control): the units taken."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, u, to, done = 0
    for i in range(n):
        u = ids[i]
        to = item.controller if ins[CO_OP] == OP_TAKE_CONTROL else oowner(c.s, u)
        if c.s.o_zone[u] != Z_BOARD or octl(c.s, u) == to:
            continue
        octl_set(c.s, u, to)
        place_obj(c, u)
        odesig_set(c.s, u, 0)
        might_changed_obj(c, u)
        emit(c, EV_CONTROL, to, u, c.s.o_loc[u], 0)
        if c.s.o_loc[u] > LOC_BASE:
            contest(c, c.s.o_loc[u] - 1, to)
        if done == 0:
            item.it_obj = u
        done += 1
        c.s.dirty = 1
    if ins[CO_OP] == OP_TAKE_CONTROL:
        item.it_n = done




# ------------------------------------------------------------------ control of a spell on the chain

cdef int op_control_chain_item(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_copy_and_control._control_chain_item (359.3.f.4; Mystic Reversal): the spell CO_REF
    names on the chain and its card come under the resolving item's controller, who may then
    choose its targets anew (asked only when no required slot lacks a legal choice,
    no_legal_target; its mode and move destination kept). Progress: 1 control gained, 2 new
    targets being chosen (TW_RESOLVE_NEW_TARGET_SLOT)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[2]
    cdef int32_t me = item.controller, src = item.source, n, i, j, x, ab, a, r
    cdef int8_t me_kind = item.kind
    cdef ChainItem* it
    cdef Targets* tr
    if t.d[TW_RESOLVE_OP_PROGRESS] == 0:
        n = resolve_ref(c, item, ins, ids)
        x = NONE
        for i in range(n):
            for j in range(c.s.n_chain):
                it = &c.s.chain[j]
                if it.source == ids[i] and it.kind == CK_SPELL and not (
                        it.source == src and it.kind == me_kind):
                    x = ids[i]
                    break
            if x != NONE:
                break
        if x == NONE:
            return 0
        for j in range(c.s.n_chain):
            if c.s.chain[j].source == x and c.s.chain[j].kind == CK_SPELL:
                c.s.chain[j].controller = me
        octl_set(c.s, x, me)
        t.d[TW_RESOLVE_CONTROLLED_ITEM] = x
        t.d[TW_RESOLVE_OP_PROGRESS] = 1
    x = t.d[TW_RESOLVE_CONTROLLED_ITEM]
    it = NULL
    for j in range(c.s.n_chain):
        if c.s.chain[j].source == x and c.s.chain[j].kind == CK_SPELL:
            it = &c.s.chain[j]
    if it == NULL:
        return 0
    ab = item_ability_row(c, it)
    if ab < 0 or ability_row(c, ab)[AB_TG_N] == 0:
        return 0
    if t.d[TW_RESOLVE_OP_PROGRESS] == 1:
        if t.answer == NONE:                 # each slot checked as if none were chosen yet
            tr = item_tg(c, it)              # (its present targets are no "already chosen")
            if tr != NULL:
                n = tr.n_targets
                tr.n_targets = 0
            r = no_legal_target(c, it, ab, me)
            if tr != NULL:
                tr.n_targets = n
            if r:
                return 0
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_MAY, me, opts, 2, src)
        if a == WAIT:
            return WAIT
        if a != YES:
            return 0
        tr = item_tg(c, it)
        if tr != NULL:
            tr.n_targets = 0
        t.d[TW_RESOLVE_NEW_TARGET_SLOT] = 0
        t.d[TW_RESOLVE_OP_PROGRESS] = 2
    r = choose_targets(c, t, it, ab, me, LOC_NONE, TW_RESOLVE_NEW_TARGET_SLOT, NULL)
    if r == WAIT:
        return WAIT
    return 0
