# Card ops of Unleashed (UNL): XP (728-733) (reference/ops_unl.py).




cdef void gain_xp(Ctx* c, int32_t player, int32_t n) noexcept nogil:
    """ops_unl.gain_xp (730.1)."""
    if n <= 0:
        return
    c.s.players[player].xp += n
    c.s.players[player].xp_gained += n
    emit(c, EV_XP, player, -1, -1, c.s.players[player].xp)
    c.s.dirty = 1


cdef int op_move_to_event_loc(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_unl._move_to_event_loc: move it to "that battlefield" (the event's location)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i, m = 0, loc
    cdef int32_t ids[MAXO]
    loc = item.rule_n
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD and c.s.o_loc[ids[i]] != loc:
            ids[m] = ids[i]
            m += 1
    if (loc > LOC_BASE or (ins[CO_KW] == MEL_BASE_TOO and loc == LOC_BASE)) and m > 0:
        move_units(c, ids, m, loc, item.controller)       # (CO_KW: a base too)
    return 0


cdef int op_cant_move(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_unl._cant_move: its controller can't move it this turn."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i
    cdef int32_t ids[MAXO]
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            add_effect(c, EK_CANT_MOVE, ids[i], 0, -1, DUR_TURN, octl(c.s, ids[i]))
    return 0


# ------------------------------------------------------------------ "when it … this turn" (390.2)

cdef int op_when_this_turn(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_unl._when_this_turn: a turn effect watching each unit named for the event (CO_KW), n the
    card's Delayed ability, kw the source."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i
    cdef int32_t ids[MAXO]
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD and ins[CO_KW] == DOE_WIN_COMBAT:
            add_effect(c, EK_WATCH_WIN_COMBAT, ids[i], ins[CO_N], item.source, DUR_TURN,
                       item.controller)
        elif c.s.o_zone[ids[i]] == Z_BOARD and ins[CO_KW] == DOE_NEXT_DAMAGE:
            add_effect(c, EK_WATCH_NEXT_DAMAGE, ids[i], ins[CO_N], item.source, DUR_TURN,
                       item.controller)
        elif c.s.o_zone[ids[i]] == Z_BOARD and ins[CO_KW] == DOE_CONQUER:
            add_effect(c, EK_WATCH_CONQUER, ids[i], ins[CO_N], item.source, DUR_TURN,
                       item.controller)
    return 0


cdef void fire_watches(Ctx* c, int32_t kind, int32_t o) noexcept nogil:
    """ops_unl.fire_watches: each watch of effect kind `kind` on `o` (timestamp order)
    triggers its Delayed ability for the watch's controller, TRIGGER naming `o`; a "next
    damage" watch ends as it triggers."""
    cdef int32_t i = 0
    cdef Effect* e
    cdef Pending* pt
    while i < c.s.n_effects:
        e = &c.s.effects[i]
        i += 1
        if e.kind != kind or e.target != o or e.epoch != c.s.o_epoch[o]:
            continue
        if c.s.n_pending >= MAXPT:
            fail(c, ERR_CAP_PENDING)
            return
        pt = &c.s.pending[c.s.n_pending]
        c.s.n_pending += 1
        memset(pt, 0, sizeof(Pending))
        pt.controller = e.controller
        pt.source = e.kw
        pt.ability = e.n
        pt.trigger_obj = o
        pt.here = LOC_NONE
        pt.trig_epoch = c.s.o_epoch[o] + 1
        if kind == EK_WATCH_NEXT_DAMAGE:     # once (ops_copy_and_control.pxi)
            i -= 1
            remove_effect_at(c, i)




# ---- lethal damage modification (the Unleashed Rules FAQ "Lethal Damage Modification")

cdef int lethal_for(Ctx* c, int32_t player, int32_t o) noexcept nogil:
    """ops_unl.lethal_for: any damage `player` marks on `o` kills it (an active
    "damage_lethal" passive of an object `player` controls, `o` an enemy unit of theirs)."""
    return player >= 0 and is_opponent(c.s, octl(c.s, o), player) and \
        controls_static(c, SK_DAMAGE_LETHAL, -1, player)


cdef int any_damage_lethal(Ctx* c, int32_t o) noexcept nogil:
    """ops_unl.any_damage_lethal: the damage on `o` is lethal because a player with the passive
    marked some of it (323.5 as the FAQ amends it; Elder Dragon)."""
    cdef int32_t p
    if c.s.o_damage[o] <= 0 or odmg_by(c.s, o) == 0:
        return 0
    for p in range(c.s.n_players):
        if (odmg_by(c.s, o) >> p) & 1 and lethal_for(c, p, o):
            return 1
    return 0


# ------------------------------------------------------------------ countering by what it chooses
# (425, 359.3.e.3; Repulse)

cdef int chooses_only(Ctx* c, ChainItem* it, int32_t u, int32_t me) noexcept nogil:
    """ops_unl.chosen_units: does the chain item `it` choose the unit `u` (chosen as a target,
    still that object on the board) and no other unit `me` controls?"""
    cdef int32_t k, o, found = 0
    for k in range(item_ntg(c, it)):
        o = item_tg(c, it).targets[k]
        if o < 0 or o >= CHAIN_TARGET or c.s.o_zone[o] != Z_BOARD or otype(c, o) != TY_UNIT or \
                c.s.o_epoch[o] != item_tg(c, it).tepoch[k]:
            continue
        if o == u:
            found = 1
        elif octl(c.s, o) == me:
            return 0
    return found


cdef int op_counter_choosing(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_unl._counter_choosing: counter the newest enemy spell or ability on the chain that
    chooses the unit `to` and no other unit of the item's controller."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i, j, k
    cdef int32_t me = item.controller
    cdef int32_t ids[MAXO]
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        j = c.s.n_chain - 1
        while j >= 0:
            k = c.s.chain[j].kind
            if c.s.chain[j].controller != me and (k == CK_SPELL or k == CK_ABILITY or
                                                  k == CK_TRIGGER) and \
                    chooses_only(c, &c.s.chain[j], ids[i], me) and \
                    not controls_static(c, SK_CANT_BE_COUNTERED, -1, c.s.chain[j].controller):
                counter_item(c, j)
                return 0
            j -= 1
    return 0
