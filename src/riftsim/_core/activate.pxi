# Gear, activated abilities and trigger costs (reference/play.py `ability_options`,
# `h_activate`, `unit_costs_payable` / `pay_unit_costs`; chain.py `h_finalize`'s cost within
# instructions; triggers.py once-per-turn). Rules 376-381 (activated abilities), 400.2 ([Add]
# abilities resolve at once), 383.3.b (a cost within a trigger's instructions), 702.2.b
# (spending buffs).

cdef enum:
    T_ACTIVATE = 80             # task kind: play.h_activate
    OP_ADD_ENERGY_SPELLS = 120  # ops_ogn.add_energy_spells (429)
    OP_WEAPONMASTER = 121       # ops_sfd.weaponmaster (821)
    OP_QUICK_DRAW = 122         # ops_sfd.quick_draw (819)
    OP_ATTACH = 123             # ops_sfd.attach (Equip, 818)
    OP_READY_LEGEND = 125       # ops_sfd.ready_legend (Hall of Legends)
    OP_BURN_WHO = 126           # ops_ven.burn of the opponent (CO_KW 1) or a chosen player (3)
    TE_ALLY_ATTACK = 80         # "when a friendly unit attacks" (cleanup.assign_designations)
    TE_ALLY_DEFEND = 81
    TE_ENEMY_ATTACKS_MINE = 82  # "when an enemy unit attacks a battlefield you control"
    TE_DISCARD_SELF = 83        # "when you discard me" (422.1.b; works from the trash, 385.2)
    TE_YOU_BUFF = 84            # "when you buff a friendly unit" (426; effects._buff)

# `acts` rows: one per activated ability (riftsim.cards.compile.tables)
cdef enum:
    AC_CARD = 0
    AC_INDEX = 1        # index among the card's abilities (the ACTIVATE argument's low bits)
    AC_AB = 2           # its row in the abilities table (kind 3: condition, targets, code)
    AC_TIMING = 3       # 0 none, 1 [Action], 2 [Reaction]
    AC_ADDS = 4         # an [Add] ability (400.2)
    AC_COST = 5         # cost row
    AC_MODE_FIRST = 6   # "Choose one" (355.3): first mode row (abilities table, kind 4), -1
    AC_MODE_N = 7
    AC_UNIQUE = 8       # "… you've not chosen this turn"
    AC_GRANTED = 9      # a battlefield's "units here have …": the users' selector row, -1
    ACW = 10

# `card_x` rows, one per card
cdef enum:
    CX_FIRST = 0        # first acts row
    CX_N = 1
    CX_MIGHT_BONUS = 2  # an Equipment's Might Bonus (137, 718.4)
    CX_FLAGS = 3        # CXF_*
    CX_EKW = 4          # NKW Effect Text keyword values (718.3)
    CX_ET_FIRST = CX_EKW + NKW  # Effect Text trigger rows (abilities table; ability -7)
    CX_ET_N = CX_EKW + NKW + 1
    CXW = CX_EKW + NKW + 2
    AB_EFFECT_TEXT = -7 # triggers.EFFECT_TEXT
    CXF_EQUIPMENT = 1
    CXF_WEAPONMASTER = 2
    CXF_QUICK_DRAW = 4
    CXF_DEFLECT = 8             # the card may have or give Deflect (core.py)

# `costs` rows (dsl.Cost)
cdef enum:
    CS_ENERGY = 0
    CS_NPOW = 1
    CS_POW = 2          # 4 Power symbols (domain masks)
    CS_EXHAUST_SELF = 6
    CS_KILL_SELF = 7
    CS_RECYCLE = 8      # recycle N cards from your trash
    CS_RECYCLE_TYPE = 9 # card type of those (-1 any)
    CS_SPEND_BUFF = 10
    CS_SPEND_OWN_BUFF = 11
    CS_BURN = 12
    CS_REQUIRED = 13    # a trigger's cost without "may"
    CS_XP = 14          # spend N XP (730.2)
    CS_LESS_MIGHT = 15  # Energy reduced by the Might of the unit chosen (818.1.c.4)
    CS_BANISH_SELF = 16 # trig2.pxi: a trigger's "banish me to …" (427)
    COSTW = 21          # (+ CS_DISCARD .. CS_DISEMPOWER_SELF, empower.pxi)

# `abx` rows, parallel to the abilities table
cdef enum:
    AX_COST = 0         # cost row of a trigger's cost within instructions, -1
    AX_ONCE = 1         # once per turn
    AXW = 2


cdef enum:
    TF_MODES = 63       # modes chosen this turn ("… you've not chosen this turn")
    TF_ONCE = 64        # a once-per-turn trigger fired this turn


cdef inline int32_t turn_flags(Ctx* c, int32_t o) noexcept nogil:
    """g.turn_flags for object `o` this turn (per object and epoch)."""
    if c.s.o_tf_turn[o] == c.s.turn + 1 and c.s.o_tf_epoch[o] == c.s.o_epoch[o]:
        return c.s.o_tf_mask[o]
    return 0


cdef inline void set_turn_flags(Ctx* c, int32_t o, int32_t bits) noexcept nogil:
    c.s.o_tf_mask[o] = turn_flags(c, o) | bits
    c.s.o_tf_turn[o] = c.s.turn + 1
    c.s.o_tf_epoch[o] = c.s.o_epoch[o]


cdef inline const int32_t* cost_row(Ctx* c, int32_t row) noexcept nogil:
    return c.t.costs + row * COSTW


cdef void cost_price(Ctx* c, int32_t row, Price* p) noexcept nogil:
    """resources.cost_price: the Energy / Power part of a cost."""
    cdef const int32_t* cr = cost_row(c, row)
    cdef int32_t k
    memset(p, 0, sizeof(Price))
    p.energy = cr[CS_ENERGY]
    for k in range(cr[CS_NPOW]):
        price_add_power(p, cr[CS_POW + k])


cdef void act_price(Ctx* c, int32_t src, int32_t act, int32_t player, int32_t unit,
                    Price* p) noexcept nogil:
    """play.activation_price: an Energy cost "reduced by the Might of the unit you choose" is
    reduced by `unit`'s Might, or (unit NONE: can it be activated at all?) by the greatest
    Might among the units its first target may choose; a negative Might reduces nothing."""
    cdef int32_t cost = c.t.acts[act * ACW + AC_COST], m = 0, k, n, v
    cdef int32_t cands[MAXO]
    cdef const int32_t* abr
    cdef ChainItem item
    cost_price(c, cost, p)
    if not cost_row(c, cost)[CS_LESS_MIGHT]:
        return
    if unit == NONE:
        abr = ability_row(c, c.t.acts[act * ACW + AC_AB])
        memset(&item, 0, sizeof(ChainItem))
        item.kind = CK_ABILITY
        item.controller = player
        item.source = src
        n = slot_candidates(c, &item, c.t.targets + abr[AB_TG_FIRST] * TGW, player,
                            c.s.o_loc[src], 0, cands)
    else:
        cands[0] = unit
        n = 1
    for k in range(n):
        v = might(c, cands[k])
        if v > m:
            m = v
    p.energy = p.energy - m if p.energy > m else 0


cdef int activate_target_filter(Ctx* c, Task* t, int32_t* cands, int32_t n) noexcept nogil:
    """play._discounted_target_ok (355.16): while an ability whose cost its target reduces is
    being activated (T_ACTIVATE, d[15] = 1 + acts row), only units keeping it payable."""
    cdef int32_t i, m = 0
    cdef Price p
    if t.kind != T_ACTIVATE or t.d[15] <= 0:
        return n
    for i in range(n):
        act_price(c, t.d[1], t.d[15] - 1, t.d[0], cands[i], &p)
        if can_pay(c, t.d[0], &p):
            cands[m] = cands[i]
            m += 1
    return m


cdef int32_t act_row(Ctx* c, int32_t card, int32_t index) noexcept nogil:
    cdef int32_t first = c.t.card_x[card * CXW + CX_FIRST], n = c.t.card_x[card * CXW + CX_N], r
    for r in range(first, first + n):
        if c.t.acts[r * ACW + AC_INDEX] == index:
            return r
    return -1


cdef int32_t act_ability_row(Ctx* c, ChainItem* item) noexcept nogil:
    """chain.ability_of for an activated ability's chain item (its abilities-table row; the
    chosen mode's, 355.3)."""
    cdef int32_t r = act_row(c, c.s.o_card[item.source], item.ability)
    if item.ability == AB_BORROWED:          # Heimerdinger's borrowed ability (taila.pxi)
        r = item.rule_n - 1
    if r < 0:
        return -1
    if item.mode > 0 and c.t.acts[r * ACW + AC_MODE_FIRST] >= 0:
        return c.t.acts[r * ACW + AC_MODE_FIRST] + item.mode - 1
    return c.t.acts[r * ACW + AC_AB]


cdef int available_modes(Ctx* c, int32_t src, int32_t act, int32_t player,
                         int32_t* out) noexcept nogil:
    """play.available_modes (355.3 / 402.2): modes with their targets available, not chosen
    yet this turn by this object for "… you've not chosen this turn"."""
    cdef int32_t seen = 0, k, n = 0, first = c.t.acts[act * ACW + AC_MODE_FIRST]
    if c.t.acts[act * ACW + AC_UNIQUE]:
        seen = turn_flags(c, src) & TF_MODES
    for k in range(c.t.acts[act * ACW + AC_MODE_N]):
        if (seen >> k) & 1:
            continue
        if act_targets_ok(c, src, first + k, player):
            out[n] = k
            n += 1
    return n


cdef int granted_users(Ctx* c, int32_t src, int32_t act, int32_t player,
                       int32_t* out, int32_t limit=MAXO) noexcept nogil:
    """play.granted_users: units of `player` with a battlefield's granted ability, ready if it
    costs exhausting (the first `limit` of them)."""
    cdef int32_t here = location_of(c, src), o, n = 0, sel = c.t.acts[act * ACW + AC_GRANTED]
    cdef int ex = cost_row(c, c.t.acts[act * ACW + AC_COST])[CS_EXHAUST_SELF]
    for o in range(c.s.n_objs):
        if c.s.o_controller[o] == player and not (ex and c.s.o_exhausted[o]) and \
                sel_matches(c, sel, o, player, src, here):
            out[n] = o
            n += 1
            if n >= limit:
                break
    return n


cdef int unit_costs_payable(Ctx* c, int32_t player, int32_t cost, int32_t source) noexcept nogil:
    """play.unit_costs_payable (357.2 / 702.2.b): buffs of units the player controls."""
    cdef const int32_t* cr
    cdef int32_t o, found
    if cost < 0:
        return 1
    cr = cost_row(c, cost)
    if cr[CS_SPEND_BUFF]:
        found = 0
        for o in range(c.s.n_objs):
            if c.s.o_zone[o] == Z_BOARD and c.s.o_controller[o] == player and \
                    otype(c, o) == TY_UNIT and c.s.o_buff[o]:
                found = 1
                break
        if not found:
            return 0
    if cr[CS_SPEND_OWN_BUFF] and (source < 0 or c.s.o_zone[source] != Z_BOARD
                                  or c.s.o_buff[source] <= 0):
        return 0
    return 1


cdef int recyclable(Ctx* c, int32_t player, int32_t cost, int32_t* out) noexcept nogil:
    """play._recyclable: the trash cards a "recycle … from your trash" cost may take."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t ty = cost_row(c, cost)[CS_RECYCLE_TYPE], i, n = 0
    for i in range(p.n_trash):
        if ty < 0 or otype(c, p.trash[i]) == ty:
            out[n] = p.trash[i]
            n += 1
    return n


cdef int act_cost_payable(Ctx* c, int32_t src, int32_t act, int32_t player) noexcept nogil:
    """play._ability_cost_payable."""
    cdef int32_t cost = c.t.acts[act * ACW + AC_COST]
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t ids[MAXL]
    cdef Price price
    if cr[CS_EXHAUST_SELF] and c.s.o_exhausted[src]:
        return 0
    if cr[CS_RECYCLE] and c.s.players[player].n_trash < cr[CS_RECYCLE]:
        return 0
    if cr[CS_RECYCLE_TYPE] >= 0 and recyclable(c, player, cost, ids) < cr[CS_RECYCLE]:
        return 0
    if not unit_costs_payable(c, player, cost, src):
        return 0
    if cr[CS_XP] and c.s.players[player].xp < cr[CS_XP]:     # 730.2: spend XP you have
        return 0
    if not act_empower_cost_payable(c, src, cost, player):  # discard, disempower (empower.pxi)
        return 0
    act_price(c, src, act, player, NONE, &price)
    return can_pay(c, player, &price)


cdef int act_targets_ok(Ctx* c, int32_t src, int32_t ab, int32_t player) noexcept nogil:
    """play._targets_ok: every required target has enough candidates."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef const int32_t* tgs = c.t.targets + abr[AB_TG_FIRST] * TGW
    cdef int32_t k
    cdef int32_t cands[MAXO]
    cdef ChainItem item
    memset(&item, 0, sizeof(ChainItem))
    item.kind = CK_ABILITY
    item.controller = player
    item.source = src
    for k in range(abr[AB_TG_N]):
        if tgs[k * TGW + TG_UP_TO]:
            continue
        if slot_candidates(c, &item, tgs + k * TGW, player, c.s.o_loc[src], k, cands) < \
                tgs[k * TGW + TG_COUNT]:
            return 0
    return 1


cdef int act_deflect_ok(Ctx* c, int32_t src, int32_t act, int32_t ab,
                        int32_t player) noexcept nogil:
    """play.targets_payable for an ability about to be activated: its required targets can
    be chosen with their Deflect Power paid on top of its cost (809.1.d, 355.16)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef ChainItem item
    cdef Price price
    if abr[AB_TG_N] == 0:
        return 1
    memset(&item, 0, sizeof(ChainItem))
    item.kind = CK_ABILITY
    item.controller = player
    item.source = src
    item.here = c.s.o_loc[src]
    act_price(c, src, act, player, NONE, &price)
    return payable_with(c, &item, c.t.targets + abr[AB_TG_FIRST] * TGW, abr[AB_TG_N], player,
                        c.s.o_loc[src], &price, 0)


cdef int ability_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    """play.ability_options (381; [Action] / [Reaction] timing 806, 813)."""
    cdef int32_t n = 0, o, z, card, first, na, r, ab, tm, i, k, nb
    cdef int32_t tmp[MAXO]
    cdef int32_t ids[MAXO + 2]
    nb = board_objs(c, ids)                  # the board and the legends (choose() sorts)
    for i in range(2):
        if c.s.players[i].legend != NONE:
            ids[nb] = c.s.players[i].legend
            nb += 1
    for k in range(nb):
        o = ids[k]
        z = c.s.o_zone[o]
        if (z != Z_BOARD and z != Z_LEGEND) or c.s.o_controller[o] != player:
            continue
        if c.s.o_attached[o]:                # 718.2: an attached card's rules text is inactive
            continue
        card = c.s.o_card[o]
        if borrow_option(c, o, player):      # Heimerdinger, Inventor (taila.pxi)
            out[n] = enc(A_ACTIVATE, o * 8 + AB_BORROWED)
            n += 1
        na = c.t.card_x[card * CXW + CX_N]
        if na == 0:
            continue
        first = c.t.card_x[card * CXW + CX_FIRST]
        for r in range(first, first + na):
            if c.t.acts[r * ACW + AC_GRANTED] >= 0:
                continue
            tm = c.t.acts[r * ACW + AC_TIMING]
            if not timing_ok(c, player, tm != 0, tm == 2):
                continue
            ab = c.t.acts[r * ACW + AC_AB]
            if not holds(c, ability_row(c, ab)[AB_COND], player, o, NONE):
                continue
            if not act_cost_payable(c, o, r, player):
                continue
            if not act_targets_ok(c, o, ab, player) or not act_deflect_ok(c, o, r, ab, player):
                continue
            if c.t.acts[r * ACW + AC_MODE_FIRST] >= 0 and \
                    not available_modes(c, o, r, player, tmp):
                continue
            out[n] = enc(A_ACTIVATE, o * 8 + c.t.acts[r * ACW + AC_INDEX])
            n += 1
    for i in range(c.s.n_bfs):               # abilities a battlefield grants
        o = c.s.bfs[i].obj
        card = c.s.o_card[o]
        first = c.t.card_x[card * CXW + CX_FIRST]
        for r in range(first, first + c.t.card_x[card * CXW + CX_N]):
            if c.t.acts[r * ACW + AC_GRANTED] < 0:
                continue
            tm = c.t.acts[r * ACW + AC_TIMING]
            if not timing_ok(c, player, tm != 0, tm == 2):
                continue
            if not holds(c, ability_row(c, c.t.acts[r * ACW + AC_AB])[AB_COND], player, o,
                         NONE):                # "while you control this battlefield" (toura)
                continue
            if not act_targets_ok(c, o, c.t.acts[r * ACW + AC_AB], player):
                continue
            if granted_users(c, o, r, player, tmp, 1) and act_cost_payable(c, o, r, player):
                out[n] = enc(A_ACTIVATE, o * 8 + c.t.acts[r * ACW + AC_INDEX])
                n += 1
    return n


cdef void start_activate(Ctx* c, int32_t player, int32_t arg) noexcept nogil:
    cdef Task* t = push(c, T_ACTIVATE)
    t.d[0] = player
    t.d[1] = arg >> 3
    t.d[2] = arg & 7


# activate task data: d[0] player, d[1] obj, d[2] ability index, d[3] chain index,
# d[4] opened, d[5] acts row, d[6] target slot, d[7] cards discarded (empower.pxi),
# d[8] recycled count, d[9..12] recycled ids,
# d[13] unit costs paid (bit 0 spend a buff, bit 1 spend my buff), d[14] 1 + the granted
# ability's user

cdef int h_activate(Ctx* c, Task* t) noexcept nogil:
    """376-381 / 398-406: targets, pay the cost, then the ability is a chain item."""
    cdef State* s = c.s
    cdef int32_t player = t.d[0], src = t.d[1], act, ab, cost, r, n, i, a
    cdef const int32_t* cr
    cdef ChainItem* item
    cdef Price price
    cdef int32_t opts[MAXL]
    cdef int32_t ids[MAXL]
    if t.stage == 0:
        t.d[5] = act_row(c, s.o_card[src], t.d[2]) if t.d[2] != AB_BORROWED else 0
        if t.d[5] < 0 or s.n_chain >= MAXCH:
            fail(c, 80)
            return 0
        t.d[4] = s.n_chain == 0
        item = &s.chain[s.n_chain]
        memset(item, 0, sizeof(ChainItem))
        item.kind = CK_ABILITY
        item.controller = player
        item.source = src
        item.ability = t.d[2]
        item.pending = 1
        item.trigger_obj = NONE
        item.here = s.o_loc[src]
        t.d[3] = s.n_chain
        s.n_chain += 1
        t.stage = 1
    if t.d[2] == AB_BORROWED and s.chain[t.d[3]].rule_n == 0:    # which one (taila.pxi)
        r = choose_borrowed(c, t, src, player)
        if r == WAIT:
            return WAIT
        s.chain[t.d[3]].rule_n = r + 1
        t.d[5] = r
    act = t.d[5]
    ab = c.t.acts[act * ACW + AC_AB]
    cost = c.t.acts[act * ACW + AC_COST]
    cr = cost_row(c, cost)
    item = &s.chain[t.d[3]]
    act_price(c, src, act, player, NONE, &price)             # pay_base (809)
    if cr[CS_LESS_MIGHT]:
        t.d[15] = act + 1                    # activate_target_filter (818.1.c.4)
    if c.t.acts[act * ACW + AC_MODE_FIRST] >= 0 and item.mode == 0:   # 355.3: the mode
        n = available_modes(c, src, act, player, ids)
        for i in range(n):
            opts[i] = enc(A_INDEX, ids[i])
        a = choose(c, t, D_CHOOSE_MODE, player, opts, n, src)
        if a == WAIT:
            return WAIT
        item.mode = (a & 0xFFFF) + 1
        if c.t.acts[act * ACW + AC_UNIQUE]:  # "… you've not chosen this turn"
            set_turn_flags(c, src, 1 << (a & 0xFFFF))
    if c.t.acts[act * ACW + AC_GRANTED] >= 0 and t.d[14] == 0:     # which unit uses it
        n = granted_users(c, src, act, player, ids)
        for i in range(n):
            opts[i] = enc(A_SELECT, ids[i])
        a = choose(c, t, D_CHOOSE_CARD, player, opts, n, src)
        if a == WAIT:
            return WAIT
        t.d[14] = (a & 0xFFFF) + 1
    ab = act_ability_row(c, item)
    if t.stage == 1:                         # 355.5 / 355.16: targets, the cost payable
        r = choose_targets(c, t, item, ab, player, item.here, 6, &price)
        if r == WAIT:
            return WAIT
        if r == 0:
            fail(c, 81)                      # an activatable ability has its targets
            return 0
        t.stage = 2
    if choose_move_dest(c, t, item, ability_row(c, ab)) == WAIT:     # 355.4 (tailc.pxi)
        return WAIT
    while t.d[8] < cr[CS_RECYCLE]:           # 357.2: the player picks the cards to recycle
        if t.answer == NONE:
            n = recyclable(c, player, cost, ids)
            r = 0
            for i in range(n):
                if list_index(&t.d[9], t.d[8], ids[i]) < 0:
                    opts[r] = enc(A_SELECT, ids[i])
                    r += 1
        else:
            r = 1
        a = choose(c, t, D_CHOOSE_CARD, player, opts, r, src)
        if a == WAIT:
            return WAIT
        t.d[9 + t.d[8]] = a & 0xFFFF
        t.d[8] += 1
    if cr[CS_DISCARD] and pay_discard_cost(c, t, player, cost, src, 7) == WAIT:   # d[7]
        return WAIT                          # "Discard 1: …" (357.2; empower.pxi)
    if cr[CS_SPEND_BUFF] and not (t.d[13] & 1):   # 702.2.b: spend a buff
        if t.answer == NONE:
            n = 0
            for i in range(s.n_objs):
                if s.o_zone[i] == Z_BOARD and s.o_controller[i] == player and \
                        otype(c, i) == TY_UNIT and s.o_buff[i] > 0:
                    opts[n] = enc(A_SELECT, i)
                    n += 1
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, player, opts, n, src)
        if a == WAIT:
            return WAIT
        t.d[13] |= 1
        s.o_buff[a & 0xFFFF] = 0
        s.dirty = 1
    if cr[CS_SPEND_OWN_BUFF] and not (t.d[13] & 2):
        t.d[13] |= 2
        s.o_buff[src] = 0
        s.dirty = 1
    pop(c)
    if cr[CS_EXHAUST_SELF]:
        s.o_exhausted[t.d[14] - 1 if t.d[14] else src] = 1
    if cr[CS_XP]:                            # 730.2: Spend XP
        s.players[player].xp -= cr[CS_XP]
        emit(c, EV_XP, player, -1, -1, s.players[player].xp)
    if cr[CS_DISEMPOWER_SELF]:               # "Disempower me, …:" (empower.pxi)
        disempower(c, src)
    if cr[CS_RECYCLE]:
        n = t.d[8]
        for i in range(n):
            ids[i] = t.d[9 + i]
        recycle_many(c, ids, n)
    if cr[CS_KILL_SELF]:                     # "Kill this, …:" (Gold)
        ids[0] = src
        kill(c, ids, 1)
    if cr[CS_LESS_MIGHT] and item.n_targets:  # reduced by its Might (818.1.c.4)
        act_price(c, src, act, player, item.targets[0], &price)
    else:
        cost_price(c, cost, &price)
    add_deflect(c, item, &price)             # 809: the Deflect Power of its targets
    pay(c, player, &price)
    item = &s.chain[t.d[3]]
    if t.d[4]:
        s.chain_by_trigger = c.t.acts[act * ACW + AC_ADDS] != 0   # 346.1
    finalize(c, item)
    if c.t.acts[act * ACW + AC_ADDS]:        # 400.2: an [Add] ability resolves at once
        push(c, T_RESOLVE).d[0] = src
    return 0


# ------------------------------------------------------------------ triggers

cdef int once_per_turn_ok(Ctx* c, int32_t o, int32_t ab) noexcept nogil:
    """triggers._queue: a once-per-turn ability triggers the first time each turn (per object
    and epoch); marks it."""
    if not c.t.abx[ab * AXW + AX_ONCE]:
        return 1
    if turn_flags(c, o) & TF_ONCE:
        return 0
    set_turn_flags(c, o, TF_ONCE)
    return 1


cdef inline int32_t trigger_cost(Ctx* c, int32_t ab) noexcept nogil:
    return -1 if ab < 0 else c.t.abx[ab * AXW + AX_COST]


cdef int trigger_cost_payable_now(Ctx* c, ChainItem* item, int32_t ab) noexcept nogil:
    """chain._cost_payable_now (1 when the trigger has no cost)."""
    cdef int32_t cost = trigger_cost(c, ab)
    cdef Price price
    if cost < 0:
        return 1
    if cost_row(c, cost)[CS_EXHAUST_SELF] and c.s.o_exhausted[item.source]:
        return 0
    if not banish_self_payable(c, item, cost):       # trig2.pxi
        return 0
    if not trig_empower_cost_payable(c, item, cost):  # empower.pxi
        return 0
    cost_price(c, cost, &price)
    return can_pay(c, item.controller, &price) and \
        unit_costs_payable(c, item.controller, cost, item.source)


cdef int trigger_pay_cost(Ctx* c, Task* t, ChainItem* item, int32_t ab) noexcept nogil:
    """chain.h_finalize stages 2-3 (383.3.b / 404.2): 1 paid (or no cost), 0 the trigger is
    dropped, WAIT. Task words: d[7] progress (0 deciding, 1 paid), d[8] buff spent."""
    cdef int32_t cost = trigger_cost(c, ab), a, n, i, ctl = item.controller
    cdef const int32_t* cr
    cdef int32_t opts[MAXO]
    cdef Price price
    if cost < 0:
        return trigger_deflect(c, t, item)   # 809: only the Deflect Power of its targets
    cr = cost_row(c, cost)
    if t.d[7] == 0:
        cost_price(c, cost, &price)
        add_deflect(c, item, &price)         # 809 / FAQ: Deflect is part of what it costs
        if not can_pay(c, ctl, &price) or (cr[CS_EXHAUST_SELF] and
                                           c.s.o_exhausted[item.source]) or \
                not banish_self_payable(c, item, cost) or \
                not trig_empower_cost_payable(c, item, cost) or \
                not unit_costs_payable(c, ctl, cost, item.source):
            return 0
        if not cr[CS_REQUIRED] and not ability_row(c, ab)[AB_OPTIONAL]:
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_OPTIONAL_COST, ctl, opts, 2, item.source)
            if a == WAIT:
                return WAIT
            if a == NO:
                return 0
        if price.energy or price.n_power:
            pay(c, ctl, &price)
        if cr[CS_EXHAUST_SELF]:              # 742.1: "exhaust me to …"
            c.s.o_exhausted[item.source] = 1
            emit(c, EV_EXHAUST, ctl, item.source, -1, 0)
        if cr[CS_BURN]:                      # "[Burn N] to …"
            burn_cards(c, ctl, cr[CS_BURN])
        if cr[CS_BANISH_SELF]:               # "banish me to …" (427; trig2.pxi)
            banish_by(c, item.source, ctl)   # zones.banish by its controller (empower.pxi)
        t.d[7] = 1
    if trig_pay_empower_costs(c, t, item, cost) == WAIT:  # banish from a trash, discard
        return WAIT                                        # (empower.pxi; d[9], d[10])
    if cr[CS_SPEND_BUFF] and not t.d[8]:     # play.pay_unit_costs (702.2.b)
        if t.answer == NONE:
            n = 0
            for i in range(c.s.n_objs):
                if c.s.o_zone[i] == Z_BOARD and c.s.o_controller[i] == ctl and \
                        otype(c, i) == TY_UNIT and c.s.o_buff[i] > 0:
                    opts[n] = enc(A_SELECT, i)
                    n += 1
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, ctl, opts, n, item.source)
        if a == WAIT:
            return WAIT
        t.d[8] = 1
        c.s.o_buff[a & 0xFFFF] = 0
        c.s.dirty = 1
    if cr[CS_SPEND_OWN_BUFF] and t.d[8] < 2:
        t.d[8] = 2
        c.s.o_buff[item.source] = 0
        c.s.dirty = 1
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


# ------------------------------------------------------------------ attachments (ops_sfd.py)
# o_attached[x] = 1 + the unit gear x is attached to (434, 718), 0 = not attached

cdef inline int32_t attached_to(Ctx* c, int32_t x) noexcept nogil:
    return c.s.o_attached[x] - 1


cdef inline void set_attached(Ctx* c, int32_t x, int32_t v) noexcept nogil:
    """o_attached[x] = v, counting attached objects (n_attached): with none, the layers and
    zone moves skip the attachment scans."""
    c.s.n_attached += (v != 0) - (c.s.o_attached[x] != 0)
    c.s.o_attached[x] = v
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


cdef int attach(Ctx* c, int32_t x, int32_t u) noexcept nogil:
    """ops_sfd.attach (434): its location becomes the unit's (not a move, 434.4); attaching
    to its current unit does nothing (434.1.g)."""
    if c.s.o_zone[x] != Z_BOARD or c.s.o_zone[u] != Z_BOARD or otype(c, u) != TY_UNIT:
        return 0
    if attached_to(c, x) == u:
        return 0
    set_attached(c, x, u + 1)
    c.s.o_loc[x] = c.s.o_loc[u]
    place_obj(c, x)
    c.s.dirty = 1
    return 1


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


cdef void carry_attached(Ctx* c, int32_t u) noexcept nogil:
    """movement.carry_attached (719.3.a / 434.4)."""
    cdef int32_t x, k, n
    cdef int32_t ids[MAXO]
    if c.s.n_attached == 0:
        return
    n = attached_objs(c, ids, 1)             # (the att_objs index)
    for k in range(n):
        x = ids[k]
        if c.s.o_attached[x] == u + 1 and c.s.o_zone[x] == Z_BOARD:
            c.s.o_loc[x] = c.s.o_loc[u]
            place_obj(c, x)


cdef void attached_might(Ctx* c, int32_t o, int32_t* up, int32_t* down) noexcept nogil:
    """layers.might: the Might Bonuses of the cards attached to `o` (137, 718.4, 472.3.c)."""
    cdef int32_t x, b, k, nb
    cdef int32_t ids[MAXO]
    if c.s.n_attached == 0:
        return
    nb = attached_objs(c, ids, 1)            # (the att_objs index)
    for k in range(nb):
        x = ids[k]
        if c.s.o_attached[x] == o + 1:
            b = c.t.card_x[c.s.o_card[x] * CXW + CX_MIGHT_BONUS]
            if b >= 0:
                up[0] += b
            else:
                down[0] += b


cdef void board_attached_might(Ctx* c, const int32_t* ids, int32_t nb,
                               int32_t* att) noexcept nogil:
    """attached_might for every board object `ids` at once: att[2u] up, att[2u+1] down."""
    cdef int32_t k, x, u, b, na
    cdef int32_t xs[MAXO]
    for k in range(nb):
        att[2 * ids[k]] = 0
        att[2 * ids[k] + 1] = 0
    if c.s.n_attached == 0:
        return
    na = attached_objs(c, xs, 1)             # (the att_objs index: the board's attachments;
    for k in range(na):                      # `ids` hold every unit they can be attached to)
        x = xs[k]
        if c.s.o_attached[x]:
            u = c.s.o_attached[x] - 1
            b = c.t.card_x[c.s.o_card[x] * CXW + CX_MIGHT_BONUS]
            if b >= 0:
                att[2 * u] += b
            else:
                att[2 * u + 1] += b


cdef void recall_loose_gear(Ctx* c) noexcept nogil:
    """cleanup step 5 (435.4.a): unattached gear at a battlefield is recalled."""
    cdef int32_t o, k, nb
    cdef int32_t ids[MAXO]
    nb = board_objs(c, ids)                  # recalling keeps the others on the board
    for k in range(nb):
        o = ids[k]
        if c.s.o_loc[o] > LOC_BASE and otype(c, o) == TY_GEAR and c.s.o_attached[o] == 0:
            recall(c, o)


cdef int equipment_of(Ctx* c, int32_t player, int32_t u, int32_t* out) noexcept nogil:
    """triggers._equipment_of: Equipment `player` controls not attached to `u` (821.1.c)."""
    cdef int32_t x, n = 0
    for x in range(c.s.n_objs):
        if c.s.o_zone[x] == Z_BOARD and c.s.o_controller[x] == player and \
                (card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT) and attached_to(c, x) != u:
            out[n] = x
            n += 1
    return n


cdef void queue_builtin(Ctx* c, int32_t o, int32_t index, int32_t player) noexcept nogil:
    """A built-in keyword trigger (PendingTrigger(player, o, index, o, o.loc))."""
    cdef Pending* pt
    if c.s.n_pending >= MAXPT:
        fail(c, 21)
        return
    pt = &c.s.pending[c.s.n_pending]
    c.s.n_pending += 1
    pt.controller = player
    pt.source = o
    pt.ability = index
    pt.trigger_obj = o
    pt.here = c.s.o_loc[o]
    pt.snapshot_might = 0
    pt.extra = 0


cdef void fire_played_gear(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """triggers.fire_played: Weaponmaster (821) and Quick-Draw (819) after the play effects."""
    cdef int32_t fl = card_flags(c, c.s.o_card[o])
    cdef int32_t ids[MAXO]
    if (fl & CXF_WEAPONMASTER) and otype(c, o) == TY_UNIT and equipment_of(c, player, o, ids):
        queue_builtin(c, o, -4, player)
    if (fl & CXF_QUICK_DRAW) and otype(c, o) == TY_GEAR:
        queue_builtin(c, o, -5, player)


cdef int weaponmaster_price(Ctx* c, int32_t x, int32_t u, Price* p) noexcept nogil:
    """ops_sfd.weaponmaster_price: the Equip cost less one [A] (821.1.c.3), an Energy cost
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
    if cr[CS_EXHAUST_SELF] or cr[CS_KILL_SELF] or cr[CS_RECYCLE] or cr[CS_SPEND_BUFF]:
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

cdef void fire_effect_text(Ctx* c, int32_t event, int32_t o, int32_t controller,
                           int32_t trigger_obj, int32_t here) noexcept nogil:
    """triggers._effect_text for a "When I …" event of unit `o`: the triggered abilities of
    the Effect Text of the cards attached to it are its own (718.3); the chain item's source
    is the unit, its ability EFFECT_TEXT, the Effect Text row kept in Pending.extra."""
    cdef int32_t x, card, r, first, k, nb
    cdef int32_t ids[MAXO]
    cdef Pending* pt
    if c.s.o_zone[o] != Z_BOARD or c.s.n_attached == 0:    # (nothing is attached)
        return
    nb = attached_objs(c, ids, 1)            # (the att_objs index)
    for k in range(nb):
        x = ids[k]
        if c.s.o_attached[x] != o + 1:
            continue
        card = c.s.o_card[x]
        first = c.t.card_x[card * CXW + CX_ET_FIRST]
        for r in range(first, first + c.t.card_x[card * CXW + CX_ET_N]):
            if c.t.abilities[r * AW + AB_ON] != event:
                continue
            if not holds(c, c.t.abilities[r * AW + AB_COND], controller, o, trigger_obj):
                continue
            if c.s.n_pending >= MAXPT:
                fail(c, 21)
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
            pt.rule_n = x + 1                # the Equipment (toura.pxi: detach_granting)


# ------------------------------------------------------------------ conditions (80-99)

cdef int holds_gear(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                    int32_t trigger_obj) noexcept nogil:
    fail(c, 20)                              # (no condition of this range yet)
    return 0


# ------------------------------------------------------------------ trigger events (80-99)

cdef void fire_allies(Ctx* c, int32_t* allies, int32_t n) noexcept nogil:
    """cleanup.assign_designations: "when a friendly unit attacks / defends (alone)", checked
    once all are placed, in the order they gained their designation; an attack on a
    battlefield another player controls is theirs "enemy attacks mine". allies[i] = unit id,
    + MAXO for a defender."""
    cdef int32_t i, o, bf_ctl
    for i in range(n):
        o = allies[i] % MAXO
        if allies[i] >= MAXO:
            fire_player(c, TE_ALLY_DEFEND, c.s.o_controller[o], o, NONE)
            continue
        fire_player(c, TE_ALLY_ATTACK, c.s.o_controller[o], o, NONE)
        bf_ctl = c.s.bfs[c.s.sd_bf].controller
        if bf_ctl != NONE and bf_ctl != c.s.o_controller[o]:
            fire_player(c, TE_ENEMY_ATTACKS_MINE, bf_ctl, o, NONE)
