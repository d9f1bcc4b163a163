# Tournament lists, engineer tourA (numbers: opcodes 280-299, trigger events 160-165,
# condition kinds 180-189, static kinds 130-139, effect kinds 120-124). Reference:
# reference/ops_targeting.py, ops_look_and_play.py, ops_equipment.py, ops_sfd.py, ops_choices.py
# and the hooks they name.

cdef enum:
    SK_SHROUD_SELF = 130        # "I can't be chosen by enemy spells and abilities" (while
                                # its condition holds): Akali, Silent
    OP_REVEAL_HAND_LOOK_FACEDOWN = 280  # ops_look_and_play._reveal_hand_look_facedown (Scuttle Crab)
    EK_LOOK_FACEDOWN = 120      # a player effect: may look at the opponent's facedown cards
    OP_KILL_GIVE_MIGHT = 281    # ops_sfd._kill_give_might (Deathgrip); CO_KW `other`'s slot
    OP_DETACH_GRANTING = 282    # ops_equipment._detach_granting (Blighted Battleaxe)
    CN_CONQUERED_THIS_TURN = 180  # the source conquered this turn (turn flag TF_CONQUERED)
    TF_CONQUERED = 128          # activate.pxi turn_flags: conquered this turn (scoring.score)
    OP_ATTACH_TO = 283          # ops_equipment._attach_to (Forge of the Fluft); CO_KW the unit's slot
    CN_CONTROLS_SOURCE_BF = 181  # you control the source battlefield
    SK_ACCEL_NOT_FROM_HAND = 131  # Rek'Sai, Breacher: units played not from a hand have
                                  # Accelerate
    SK_LEGEND = 7               # selector kind "legend" (compile.SEL_KINDS)
    TGF_OTHER_THAN_PREV = 1 << 30   # TG_FLAGS: Target.other_than (the previous slot); the
                                    # `when` row uses bits 14-29 (shenvex.pxi)


# ------------------------------------------------------------------ Akali, Silent

cdef int toura_shrouded_self(Ctx* c, int32_t o) noexcept nogil:
    """ops_targeting.shrouded_self: a "shroud_self" passive of `o` itself (on the board) holds."""
    cdef int32_t card, first, n, r
    cdef const int32_t* st
    if c.s.o_zone[o] != Z_BOARD or not has_static_kind(c, SK_SHROUD_SELF):
        return 0
    card = c.s.o_card[o]
    first = card_col(c.t, card, C_ST_FIRST)
    n = card_col(c.t, card, C_ST_N)
    for r in range(first, first + n):
        st = c.t.statics + r * SW
        if st[S_KIND] == SK_SHROUD_SELF and (
                st[S_COND] < 0 or holds(c, st[S_COND], c.s.o_controller[o], o, NONE)):
            return 1
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


# ------------------------------------------------------------------ Deathgrip

cdef inline int toura_slot_ok(ChainItem* item, const int32_t* tg, int32_t slot,
                              int32_t o) noexcept nogil:
    """chain.slot_candidates: Target.other_than, not the previous slot's pick."""
    cdef int32_t i
    if not (tg[TG_FLAGS] & TGF_OTHER_THAN_PREV):
        return 1
    for i in range(item.n_targets):
        if item.tslot[i] == slot - 1 and item.targets[i] == o:
            return 0
    return 1


cdef int32_t toura_other_than_pairing(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                                      int32_t slot, int32_t chooser, int32_t loc,
                                      int32_t* cands, int32_t n) noexcept nogil:
    """ops_targeting.other_than_pairing: a pick must leave the next slot, if it is a required
    "another …" slot, a candidate (355.16)."""
    cdef int32_t k = slot + 1, nl, i, x, m = 0, ok
    cdef int32_t later[MAXO]
    if k >= ntg or not (tgs[k * TGW + TG_FLAGS] & TGF_OTHER_THAN_PREV) or \
            tgs[k * TGW + TG_UP_TO]:
        return n
    nl = slot_candidates(c, item, tgs + k * TGW, chooser, loc, k, later)
    for i in range(n):
        ok = 0
        for x in range(nl):
            if later[x] != cands[i]:
                ok = 1
                break
        if ok:
            cands[m] = cands[i]
            m += 1
    return m


cdef int toura_pairs_available(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                               int32_t player) noexcept nogil:
    """play._targets_available for an "another …" slot: a candidate other than one of the
    previous slot's candidates."""
    cdef int32_t k, nk, nj, i, x, got
    cdef int32_t ck[MAXO]
    cdef int32_t cj[MAXO]
    for k in range(1, ntg):
        if not (tgs[k * TGW + TG_FLAGS] & TGF_OTHER_THAN_PREV) or tgs[k * TGW + TG_UP_TO]:
            continue
        nk = slot_candidates(c, item, tgs + k * TGW, player, LOC_NONE, k, ck)
        nj = slot_candidates(c, item, tgs + (k - 1) * TGW, player, LOC_NONE, k - 1, cj)
        got = 0
        for i in range(nk):
            for x in range(nj):
                if ck[i] != cj[x]:
                    got = 1
                    break
            if got:
                break
        if not got:
            return 0
    return 1


cdef int op_kill_give_might(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_sfd._kill_give_might: kill `to`; only if it died (not replaced), `other` gets
    +Might equal to its Might as it died (at least 0) this turn."""
    cdef int32_t ids[MAXO]
    cdef int32_t other[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t n = resolve_ref(c, item, ins, ids), m = 0, ep = -1, k
    if n > 0:
        m = might(c, ids[0])
        if m < 0:
            m = 0
        ep = c.s.o_epoch[ids[0]]
    if kill_deciding(c, t, ids, n) == WAIT:       # 373 / 370 (empower.pxi)
        return WAIT
    if n > 0 and (c.s.o_zone[ids[0]] != Z_BOARD or c.s.o_epoch[ids[0]] != ep):
        ref[CO_REF] = REF_TARGET
        ref[CO_ARG] = ins[CO_KW]
        k = resolve_ref(c, item, ref, other)
        if k > 0 and m > 0:
            add_effect(c, EK_MIGHT, other[0], m, -1, DUR_TURN, item.controller)
    return 0


# ------------------------------------------------------------------ Blighted Battleaxe

cdef int holds_toura(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                     int32_t trigger_obj) noexcept nogil:
    """select.holds for this area's conditions."""
    cdef int32_t bf
    if cd[CD_NAME] == CN_CONQUERED_THIS_TURN:
        return source >= 0 and (turn_flags(c, source) & TF_CONQUERED) != 0
    if cd[CD_NAME] == CN_CONTROLS_SOURCE_BF:
        bf = bf_of_obj(c, source) if source >= 0 else -1
        return bf >= 0 and c.s.bfs[bf].controller == controller
    fail(c, 180)
    return 0


cdef void fire_player_et(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                         int32_t exclude) noexcept nogil:
    """triggers.fire_player with Effect Text triggers (718.3) of the attached Equipment: each
    active object `player` controls in object order, its own abilities, then (a unit on the
    board) those of its Equipment's Effect Text."""
    cdef int32_t o
    for o in range(c.s.n_objs):
        fire_player_obj(c, event, player, trigger_obj, exclude, o)
        if o != exclude and c.s.o_zone[o] == Z_BOARD and c.s.o_controller[o] == player:
            fire_effect_text(c, event, o, player, trigger_obj, c.s.o_loc[o])


# ------------------------------------------------------------------ Jhin, Murderous Artist

cdef int toura_trigger_adds(Ctx* c, int32_t ab) noexcept nogil:
    """ops_choices.trigger_adds: triggered ability row `ab` only adds resources (400.2)."""
    cdef const int32_t* abr
    cdef int32_t r, op
    if ab < 0:
        return 0
    abr = ability_row(c, ab)
    if abr[AB_KIND] != 2 or abr[AB_CODE_N] == 0:
        return 0
    for r in range(abr[AB_CODE], abr[AB_CODE] + abr[AB_CODE_N]):
        op = c.t.code[r * CODEW + CO_OP]
        if op != OP_ADD_ENERGY and op != OP_ADD_POWER:
            return 0
    return 1


cdef int32_t toura_resolving_index(Ctx* c, int32_t source) noexcept nogil:
    """h_resolve: the item that resolves is the newest one, unless it is still pending: an
    [Add] trigger finalized while newer triggers wait (400.2) is the newest finalized item
    of its source."""
    cdef int32_t i, top = c.s.n_chain - 1
    if not c.s.chain[top].pending:
        return top
    for i in range(top, -1, -1):
        if not c.s.chain[i].pending and c.s.chain[i].source == source:
            return i
    return top


# ------------------------------------------------------------------ Forge of the Fluft

cdef void op_attach_to(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_equipment._attach_to: attach the gear `to` to the unit `other` (434)."""
    cdef int32_t gear[MAXO]
    cdef int32_t unit[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t n = resolve_ref(c, item, ins, gear), k
    ref[CO_REF] = REF_TARGET
    ref[CO_ARG] = ins[CO_KW]
    k = resolve_ref(c, item, ref, unit)
    if n > 0 and k > 0 and c.s.o_zone[gear[0]] == Z_BOARD and c.s.o_zone[unit[0]] == Z_BOARD:
        attach(c, gear[0], unit[0])


# ------------------------------------------------------------------ Rek'Sai, Breacher

cdef int toura_accel_granted(Ctx* c, int32_t player) noexcept nogil:
    """ops_sfd.accel_granted: an active "accel_not_from_hand" passive of a unit `player`
    controls on the board (not attached)."""
    cdef int32_t nsrc, k, s, r, first, n
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    nsrc = static_sources(c, SK_ACCEL_NOT_FROM_HAND, srcs)
    for k in range(nsrc):
        s = srcs[k]
        if c.s.o_zone[s] != Z_BOARD or c.s.o_controller[s] != player or c.s.o_attached[s]:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_ACCEL_NOT_FROM_HAND and (
                    st[S_COND] < 0 or holds(c, st[S_COND], player, s, NONE)):
                return 1
    return 0


cdef int toura_token_accelerate(Ctx* c, Task* t, ChainItem* item, int32_t card) noexcept nogil:
    """ops_sfd.token_accelerate: t.d[15] 1 no / 2 paid (0: not asked yet); WAIT."""
    cdef int32_t a, player = item.controller
    cdef int32_t opts[2]
    cdef Price price
    if t.d[15]:
        return 0
    memset(&price, 0, sizeof(Price))
    accel_price(c, card, &price)
    if not toura_accel_granted(c, player) or not can_pay(c, player, &price):
        t.d[15] = 1
        return 0
    opts[0] = YES
    opts[1] = NO
    a = choose(c, t, D_OPTIONAL_COST, player, opts, 2, item.source)
    if a == WAIT:
        return WAIT
    if a == YES:
        pay(c, player, &price)
    t.d[15] = 2 if a == YES else 1
    return 0
