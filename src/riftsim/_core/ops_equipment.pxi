# Card ops: Equipment (reference/ops_equipment.py; rules 434-435 Attach and Detach, 716-721
# attachments and Effect Text, 818 Equip, 819 Quick-Draw, 821 Weaponmaster).




# ------------------------------------------------------------------ attachments (ops_sfd.py)
# o_attached[x] = 1 + the unit gear x is attached to (434, 718), 0 = not attached

cdef inline int32_t attached_to(Ctx* c, int32_t x) noexcept nogil:
    return c.s.o_attached[x] - 1




cdef inline void set_attached(Ctx* c, int32_t x, int32_t v) noexcept nogil:
    """o_attached[x] = v, counting attached objects (n_attached): with none, the layers and
    zone moves skip the attachment scans."""
    c.s.n_attached += (v != 0) - (c.s.o_attached[x] != 0)
    if c.s.o_attached[x]:                    # (the Might of its bearers, old and new)
        might_changed_obj(c, c.s.o_attached[x] - 1)
    if v:
        might_changed_obj(c, v - 1)
    c.s.o_attached[x] = v
    might_changed_obj(c, x)
    if v:
        c.s.att_objs[x >> 5] |= (<uint32_t>1) << (x & 31)
    else:
        c.s.att_objs[x >> 5] &= ~((<uint32_t>1) << (x & 31))




cdef int attached_objs(Ctx* c, int32_t* out, int board_only) noexcept nogil:
    """The objects attached to something (o_attached != 0), in object order, from the
    att_objs index; `board_only`: only those on the board (board_objs narrowed to them)."""
    cdef int32_t n = 0, w
    cdef uint32_t bits
    if c.s.n_attached == 0:
        return 0
    for w in range((c.s.n_objs + 31) >> 5):
        bits = c.s.att_objs[w]
        if board_only:
            bits &= c.s.on_board[w]
        while bits:
            out[n] = (w << 5) + __builtin_ctz(bits)
            n += 1
            bits &= bits - 1
    return n




cdef inline int32_t card_flags(Ctx* c, int32_t card) noexcept nogil:
    return c.t.card_x[card * CXW + CX_FLAGS]




cdef inline int32_t instance_count(Ctx* c, int32_t o) noexcept nogil:
    """layers.instances: 1, plus one for each Equipment attached to `o` on the board whose
    Effect Text copies its printed text (CXF_COPY_PRINTED, Svellsongur; 718.3, the
    Spiritforged FAQ). 1 at once, inline, when no card of the game does (IX_COPY_PRINTED)."""
    if not (c.s.idx_flags & IX_COPY_PRINTED) or c.s.n_attached == 0 or \
            c.s.o_zone[o] != Z_BOARD:
        return 1
    return instance_count_copies(c, o)




cdef int32_t instance_count_copies(Ctx* c, int32_t o) noexcept nogil:
    """instance_count past its quick answer: the attachments of `o` counted."""
    cdef int32_t n = 1, w, x
    cdef uint32_t bits
    for w in range((c.s.n_objs + 31) >> 5):
        bits = c.s.att_objs[w] & c.s.on_board[w]
        while bits:
            x = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_attached[x] == o + 1 and card_flags(c, c.s.o_card[x]) & CXF_COPY_PRINTED:
                n += 1
    return n




cdef int expand_instances(Ctx* c, int32_t* out, int n) noexcept nogil:
    """layers._active_statics: each source of the list `out[0 .. n - 1]` repeated once per
    instance of its printed text (instance_count), in place; the new length. (Each repeat
    stands for an attached Equipment, an object of its own: the list stays within MAXO.)"""
    cdef int32_t tmp[MAXO]
    cdef int32_t m = 0, i, k, j
    for i in range(n):
        k = instance_count(c, out[i])
        for j in range(k):
            if m >= MAXO:
                fail(c, ERR_CAP_INSTANCES)
                return 0
            tmp[m] = out[i]
            m += 1
    memcpy(out, tmp, m * sizeof(int32_t))
    return m




cdef int attach(Ctx* c, int32_t x, int32_t u) noexcept nogil:
    """ops_equipment.attach (434): its location becomes the unit's (not a move, 434.4); attaching
    to its current unit does nothing (434.1.g)."""
    if c.s.o_zone[x] != Z_BOARD or c.s.o_zone[u] != Z_BOARD or otype(c, u) != TY_UNIT:
        return 0
    if attached_to(c, x) == u:
        return 0
    set_attached(c, x, u + 1)
    c.s.o_loc[x] = c.s.o_loc[u]
    might_changed_obj(c, x)
    place_obj(c, x)
    add_effect(c, EK_ATTACHED, x, 0, -1, DUR_TURN, -1)   # "if this was attached … this turn"
    c.s.dirty = 1
    if card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT:    # ops_equipment.attach:
        fire_self(c, TE_EQUIPMENT_ATTACHED_SELF, u, NONE, x)       # "when you attach an
    return 1                                                        # Equipment to me"




cdef void detach_leaving(Ctx* c, int32_t o) noexcept nogil:
    """zones.move_to: a card leaving the board detaches, and so do its attachments (719.5 /
    435.4.b: they stay where they are)."""
    cdef int32_t x, k, n
    cdef int32_t ids[MAXO]
    if c.s.n_attached == 0:
        return
    set_attached(c, o, 0)
    n = attached_objs(c, ids, 0)             # (the att_objs index)
    for k in range(n):
        x = ids[k]
        if c.s.o_attached[x] == o + 1:
            set_attached(c, x, 0)




cdef int equipment_of(Ctx* c, int32_t player, int32_t u, int32_t* out) noexcept nogil:
    """triggers._equipment_of: Equipment `player` controls not attached to `u` (821.1.c)."""
    cdef int32_t x, n = 0
    for x in range(c.s.n_objs):
        if c.s.o_zone[x] == Z_BOARD and octl(c.s, x) == player and \
                (card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT) and attached_to(c, x) != u:
            out[n] = x
            n += 1
    return n




cdef void fire_played_gear(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """triggers.fire_played: Weaponmaster (821) and Quick-Draw (819) after the play effects."""
    cdef int32_t fl = card_flags(c, c.s.o_card[o])
    cdef int32_t ids[MAXO]
    if ((fl & CXF_WEAPONMASTER) or weaponmaster_granted(c, o)) and otype(c, o) == TY_UNIT and \
            equipment_of(c, player, o, ids):
        queue_builtin(c, o, -4, player)
    if otype(c, o) == TY_GEAR and ((fl & CXF_QUICK_DRAW) or quick_draw_granted(c, o)):
        queue_builtin(c, o, -5, player)




cdef int weaponmaster_price(Ctx* c, int32_t x, int32_t u, Price* p) noexcept nogil:
    """ops_equipment.weaponmaster_price: the Equip cost less one [A] (821.1.c.3), an Energy cost
    reduced by a chosen unit's Might reduced by the Weaponmaster unit `u`'s (818.1.c.4); 0
    when none."""
    cdef int32_t card = c.s.o_card[x], first = c.t.card_x[card * CXW + CX_FIRST]
    cdef int32_t n = c.t.card_x[card * CXW + CX_N], r, k, cost = -1, dropped = 0
    cdef const int32_t* cr
    for r in range(first, first + n):
        if ability_row(c, c.t.acts[r * ACW + AC_AB])[AB_CODE_N] == 1 and \
                c.t.code[ability_row(c, c.t.acts[r * ACW + AC_AB])[AB_CODE] * CODEW + CO_OP] \
                == OP_ATTACH:
            cost = c.t.acts[r * ACW + AC_COST]
            break
    if cost < 0:
        return 0
    cr = cost_row(c, cost)
    if cr[CS_EXHAUST_SELF] or cr[CS_KILL_SELF] or cr[CS_RECYCLE] or cr[CS_SPEND_BUFF] or \
            cr[CS_KILL_UNIT] >= 0:           # (ops_equipment.weaponmaster_price: kill_unit)
        return 0
    memset(p, 0, sizeof(Price))
    p.energy = cr[CS_ENERGY]
    if cr[CS_LESS_MIGHT]:
        k = might(c, u)
        if k > 0:
            p.energy = p.energy - k if p.energy > k else 0
    for k in range(cr[CS_NPOW]):
        if cr[CS_POW + k] == ALL_DOMAINS and not dropped:
            dropped = 1
            continue
        price_add_power(p, cr[CS_POW + k])
    return 1




# ------------------------------------------------------------------ Effect Text triggers

cdef inline int bears(Ctx* c, int32_t o) noexcept nogil:
    """Is some object on the board attached to `o` (the att_objs index)?"""
    cdef int32_t w
    cdef uint32_t bits
    if c.s.n_attached == 0:                  # (nothing attached anywhere)
        return 0
    for w in range((c.s.n_objs + 31) >> 5):
        bits = c.s.att_objs[w] & c.s.on_board[w]
        while bits:
            if c.s.o_attached[(w << 5) + __builtin_ctz(bits)] == o + 1:
                return 1
            bits &= bits - 1
    return 0




cdef inline void fire_effect_text(Ctx* c, int32_t event, int32_t o, int32_t controller,
                                  int32_t trigger_obj, int32_t here) noexcept nogil:
    """triggers._effect_text for a "When I …" event of unit `o`: the triggered abilities of
    the Effect Text of the cards attached to it are its own (718.3); the chain item's source
    is the unit, its ability EFFECT_TEXT, the Effect Text row kept in Pending.extra. Nothing
    to do (inline) unless something on the board is attached to it."""
    if c.s.o_zone[o] == Z_BOARD and c.s.n_attached and bears(c, o):
        fire_effect_text_now(c, event, o, controller, trigger_obj, here)




cdef void fire_effect_text_now(Ctx* c, int32_t event, int32_t o, int32_t controller,
                               int32_t trigger_obj, int32_t here) noexcept nogil:
    """fire_effect_text for a unit something on the board is attached to."""
    cdef int32_t x, card, r, first, k, nb, alt
    cdef int32_t ids[MAXO]
    cdef Pending* pt
    alt = hold_conquer_alt(c, event, o)      # triggers._self_events (Skyfall of Areion)
    nb = attached_objs(c, ids, 1)            # (the att_objs index)
    for k in range(nb):
        x = ids[k]
        if c.s.o_attached[x] != o + 1:
            continue
        card = c.s.o_card[x]
        first = c.t.card_x[card * CXW + CX_ET_FIRST]
        for r in range(first, first + c.t.card_x[card * CXW + CX_ET_N]):
            if c.t.abilities[r * AW + AB_ON] != event and c.t.abilities[r * AW + AB_ON] != alt:
                continue
            if not holds(c, c.t.abilities[r * AW + AB_COND], controller, o, trigger_obj):
                continue
            if c.s.n_pending >= MAXPT:
                fail(c, ERR_CAP_PENDING)
                return
            pt = &c.s.pending[c.s.n_pending]
            c.s.n_pending += 1
            pt.controller = controller
            pt.source = o
            pt.ability = AB_EFFECT_TEXT
            pt.trigger_obj = trigger_obj
            pt.here = here
            pt.snapshot_might = might(c, o)
            pt.extra = r + 1
            pt.rule_n = x + 1                # the Equipment (ops_sfd.pxi: detach_granting)




# ------------------------------------------------------------------ conditions (80-99)

cdef int holds_equipment(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                    int32_t trigger_obj) noexcept nogil:
    fail(c, 20)                              # (no condition of this range yet)
    return 0




cdef int is_equipped(Ctx* c, int32_t o) noexcept nogil:
    """select.matches `equipped`: on the board with an Equipment attached (818.3); a gear:
    on the board and attached to a unit (434, 716)."""
    cdef int32_t x, k, n
    cdef int32_t ids[MAXO]
    if c.s.o_zone[o] != Z_BOARD:
        return 0
    if otype(c, o) == TY_GEAR:
        return c.s.o_attached[o] != 0
    n = attached_objs(c, ids, 1)             # (the att_objs index)
    for k in range(n):
        x = ids[k]
        if c.s.o_attached[x] == o + 1 and c.s.o_zone[x] == Z_BOARD and \
                (card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT):
            return 1
    return 0




cdef int op_detach(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_equipment._detach_op: a gear -> detach it; a unit -> detach one of its Equipment (the
    ability's controller chooses among several); "you may" asks only when something can be
    detached; CO_DUR > 0: only from the unit of target slot CO_DUR - 1. 435.1.a.1: it stays
    where it is (recalled by cleanup if at a battlefield)."""
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO + 1]
    cdef int32_t unit[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t n, m = 0, i, x, u, a, gear, k
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        u = ids[i]
        if c.s.o_zone[u] != Z_BOARD:
            continue
        if otype(c, u) == TY_UNIT:
            for x in range(c.s.n_objs):      # equipment_on: attachments in object-id order
                if c.s.o_attached[x] == u + 1 and c.s.o_zone[x] == Z_BOARD and \
                        (card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT) and m < MAXO:
                    opts[m] = enc(A_SELECT, x)
                    m += 1
        elif c.s.o_attached[u] and (card_flags(c, c.s.o_card[u]) & CXF_EQUIPMENT) and m < MAXO:
            opts[m] = enc(A_SELECT, u)
            m += 1
    if ins[CO_DUR] > 0:                      # "detach that Equipment from that unit": only
        ref[CO_REF] = REF_TARGET             # while attached to the target of slot CO_DUR - 1
        ref[CO_ARG] = ins[CO_DUR] - 1
        k = resolve_ref(c, item, ref, unit)
        a = 0
        for i in range(m):
            if k > 0 and attached_to(c, opts[i] & 0xFFFF) == unit[0]:
                opts[a] = opts[i]
                a += 1
        m = a
    if m == 0:
        return 0
    if m == 1 and not ins[CO_KW]:
        gear = opts[0] & 0xFFFF
    else:
        if ins[CO_KW]:
            opts[m] = DONE
            m += 1
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, m, item.source)
        if a == WAIT:
            return WAIT
        if a == DONE:
            return 0
        gear = a & 0xFFFF
    if c.s.o_attached[gear]:                 # ops_equipment.detach
        set_attached(c, gear, 0)
        c.s.dirty = 1
    return 0


cdef int op_attach_equipment_of(Ctx* c, Task* t, ChainItem* item,
                                const int32_t* ins) noexcept nogil:
    """ops_equipment._attach_equipment_of: one of the Equipment attached to CO_REF's unit(s),
    chosen by the controller (asked only when there is one; CO_KW 1 "you may": none may be
    chosen), attached to the ability's source (434; 434.1.f detaches it from that unit)."""
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO + 1]
    cdef int32_t n, m = 0, i, x, u, a, gear
    if c.s.o_zone[item.source] != Z_BOARD:
        return 0
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        u = ids[i]
        if c.s.o_zone[u] != Z_BOARD or otype(c, u) != TY_UNIT:
            continue
        for x in range(c.s.n_objs):          # equipment_on: attachments in object-id order
            if c.s.o_attached[x] == u + 1 and c.s.o_zone[x] == Z_BOARD and \
                    (card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT) and m < MAXO:
                opts[m] = enc(A_SELECT, x)
                m += 1
    if m == 0:
        return 0
    if m == 1 and not ins[CO_KW]:
        gear = opts[0] & 0xFFFF
    else:
        if ins[CO_KW]:
            opts[m] = DONE
            m += 1
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, m, item.source)
        if a == WAIT:
            return WAIT
        if a == DONE:
            return 0
        gear = a & 0xFFFF
    attach(c, gear, item.source)             # ops_equipment.attach
    return 0




# ------------------------------------------------------------------ Effect Text passives

cdef void et_static_might(Ctx* c, int32_t o, int32_t* up, int32_t* down) noexcept nogil:
    """layers.might: the "+n Might" passives of the Effect Text of the cards attached to `o`
    are its own (718.3): their source is `o`, their condition read for `o`'s controller."""
    cdef int32_t nsrc, i, s, r, first, n, k
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    if c.s.n_attached == 0:                  # (nothing attached: no Effect Text applies)
        return
    nsrc = static_sources(c, SK_ET_MIGHT, srcs)
    for i in range(nsrc):
        s = srcs[i]
        if c.s.o_attached[s] != o + 1 or c.s.o_zone[s] != Z_BOARD:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] != SK_ET_MIGHT:
                continue
            if st[S_COND] >= 0 and not holds(c, st[S_COND], octl(c.s, o), o, NONE):
                continue
            k = st[S_N]
            if k >= 0:
                up[0] += k
            else:
                down[0] += k




cdef void fire_player_et(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                         int32_t exclude) noexcept nogil:
    """triggers.fire_player with Effect Text triggers (718.3) of the attached Equipment: each
    active object `player` controls in object order, its own abilities, then (a unit on the
    board) those of its Equipment's Effect Text."""
    cdef int32_t o, w
    cdef uint32_t bits
    cdef uint32_t mask[MAXOW]
    active_with_triggers(c, mask)            # (the objects either step can act on: active
    for w in range((c.s.n_objs + 31) >> 5):  # ones with triggers, and the board's)
        bits = mask[w] | c.s.on_board[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            fire_player_obj(c, event, player, trigger_obj, exclude, o)
            if o != exclude and c.s.o_zone[o] == Z_BOARD and octl(c.s, o) == player:
                fire_effect_text(c, event, o, player, trigger_obj, c.s.o_loc[o])




# ------------------------------------------------------------------ Forge of the Fluft

cdef void op_attach_to(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_equipment._attach_to: attach the gear `to` to the unit `other` (434); already
    attached to it: detach, then attach again (the Las Vegas 2026 ruling)."""
    cdef int32_t gear[MAXO]
    cdef int32_t unit[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t n = resolve_ref(c, item, ins, gear), k = 1
    if ins[CO_KW] < 0:                       # "attach it to me" (Rell, Magnetic): the source
        unit[0] = item.source
    else:
        ref[CO_REF] = REF_TARGET
        ref[CO_ARG] = ins[CO_KW]
        k = resolve_ref(c, item, ref, unit)
    if n > 0 and k > 0 and c.s.o_zone[gear[0]] == Z_BOARD and c.s.o_zone[unit[0]] == Z_BOARD:
        if attached_to(c, gear[0]) == unit[0]:
            set_attached(c, gear[0], 0)      # ops_equipment.detach (435)
            c.s.dirty = 1
        attach(c, gear[0], unit[0])


cdef int op_attach(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_equipment._attach: Equip attaches the source to the chosen unit (818.1.c.2)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t n, i
    cdef int32_t ids[MAXO]
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            attach(c, item.source, ids[i])
            break
    return 0


cdef int op_weaponmaster(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_equipment._weaponmaster: pay an Equipment's Equip cost less [A] and
    attach it to me (821.1.c)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef Price price
    cdef int32_t ctl = item.controller, n, m, i, a, u, x
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO + 1]
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
    return 0


cdef int op_quick_draw(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_equipment._quick_draw: attach me to a unit you control (819.1.d)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ctl = item.controller, n, i, a, x
    cdef int32_t opts[MAXO + 1]
    x = item.source
    if c.s.o_zone[x] != Z_BOARD:
        return 0
    n = 0
    for i in range(c.s.n_objs):
        if c.s.o_zone[i] == Z_BOARD and octl(c.s, i) == ctl and otype(c, i) == TY_UNIT:
            opts[n] = enc(A_SELECT, i)
            n += 1
    if n == 0:
        return 0
    a = choose(c, t, D_CHOOSE_CARD, ctl, opts, n, item.source)
    if a == WAIT:
        return WAIT
    attach(c, x, a & 0xFFFF)
    return 0


cdef int op_detach_granting(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_equipment._detach_granting: detach the Equipment noted as the Effect Text
    triggered (rule_n; 435)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t o
    o = item.rule_n - 1
    if item.ability == AB_EFFECT_TEXT and o >= 0 and c.s.o_zone[o] == Z_BOARD and \
            c.s.o_attached[o]:
        set_attached(c, o, 0)            # ops_equipment.detach (435)
        c.s.dirty = 1
    return 0



# ------------------------------------------------------------------ granted Quick-Draw, attached this turn

cdef inline int quick_draw_granted(Ctx* c, int32_t o) noexcept nogil:
    """ops_equipment.has_quick_draw (the granted part): an active "quick_draw" passive of an
    object on the board (not attached) whose selector matches `o`, wherever `o` is (819).
    Inline the quick "no" of a game without such a passive."""
    if not has_static_kind(c, SK_QUICK_DRAW):
        return 0
    return quick_draw_granted_rows(c, o)




cdef int quick_draw_granted_rows(Ctx* c, int32_t o) noexcept nogil:
    """quick_draw_granted past its quick answer."""
    cdef int32_t nsrc, k, s, r, first, n
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    nsrc = static_sources(c, SK_QUICK_DRAW, srcs)
    for k in range(nsrc):
        s = srcs[k]
        if c.s.o_zone[s] != Z_BOARD or c.s.o_attached[s]:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_QUICK_DRAW and \
                    sel_matches(c, st[S_SEL], o, octl(c.s, s), s, LOC_NONE) and \
                    (st[S_COND] < 0 or holds(c, st[S_COND], octl(c.s, s), s, NONE)):
                return 1
    return 0


cdef int weaponmaster_granted(Ctx* c, int32_t o) noexcept nogil:
    """layers.keywords' "Weaponmaster" from passives (809; triggers.fire_played reads it, 821):
    an active SK_WEAPONMASTER passive whose selector matches `o` ("here": the source's location
    on the board, its battlefield's, none for a legend: layers._applies)."""
    cdef int32_t nsrc, k, s, r, first, n, here
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    if c.s.o_zone[o] != Z_BOARD:
        return 0
    nsrc = static_sources(c, SK_WEAPONMASTER, srcs)
    for k in range(nsrc):
        s = srcs[k]
        if c.s.o_zone[s] == Z_BOARD and c.s.o_attached[s]:
            continue                         # 718.2: an attached card's Rules Text is inactive
        here = c.s.o_loc[s] if c.s.o_zone[s] == Z_BOARD else (
            location_of(c, s) if c.s.o_zone[s] == Z_BATTLEFIELD else LOC_NONE)
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_WEAPONMASTER and \
                    sel_matches(c, st[S_SEL], o, octl(c.s, s), s, here) and \
                    static_active(c, s, st):
                return 1
    return 0


cdef int attached_this_turn(Ctx* c, const int32_t* cd, int32_t controller,
                            int32_t source) noexcept nogil:
    """select.holds "attached_this_turn": a card matching CD_SEL attached to `source` has the
    EK_ATTACHED marker of this turn (attach)."""
    cdef int32_t x, i
    if source < 0:
        return 0
    for x in range(c.s.n_objs):
        if c.s.o_attached[x] != source + 1 or c.s.o_zone[x] != Z_BOARD:
            continue
        if cd[CD_SEL] >= 0 and not sel_matches(c, cd[CD_SEL], x, controller, source, LOC_NONE):
            continue
        for i in range(c.s.n_effects):
            if c.s.effects[i].kind == EK_ATTACHED and c.s.effects[i].target == x and \
                    c.s.effects[i].epoch == c.s.o_epoch[x]:
                return 1
    return 0




# ------------------------------------------------------------------ "your Equipment each give …"

cdef int32_t equipment_on_count(Ctx* c, int32_t o, int32_t ctl) noexcept nogil:
    """layers._times "equipment_on": the Equipment controlled by `ctl` attached to `o` (818.3;
    Purifier's "Your Equipment each give [Assault]")."""
    cdef int32_t x, n = 0
    if not c.s.n_attached:
        return 0
    for x in range(c.s.n_objs):
        if c.s.o_attached[x] == o + 1 and c.s.o_zone[x] == Z_BOARD and \
                octl(c.s, x) == ctl and (card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT):
            n += 1
    return n
