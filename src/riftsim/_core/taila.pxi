# The tail of Origins, part A (engineer tailA): Heimerdinger's borrowed abilities, and the
# named ops of a few single cards. Number ranges: opcodes 220-239, trigger events 142-147,
# condition kinds 150-159, static kinds 118-121.

cdef enum:
    SK_BORROW_EXHAUST = 118     # Heimerdinger, Inventor: "I have all [E] abilities of …"
    AB_BORROWED = 7             # play.BORROWED: the ACTIVATE argument's ability of such an
                                # ability; its chain item notes 1 + the acts row in rule_n


# ------------------------------------------------------------------ Heimerdinger, Inventor

cdef int borrow_activatable(Ctx* c, int32_t src, int32_t r, int32_t player) noexcept nogil:
    """play.activatable for acts row `r` used by `src` (its own exhaust pays [E])."""
    cdef int32_t tm = c.t.acts[r * ACW + AC_TIMING], ab = c.t.acts[r * ACW + AC_AB]
    cdef int32_t tmp[MAXO]
    if not timing_ok(c, player, tm != 0, tm == 2):
        return 0
    if not holds(c, ability_row(c, ab)[AB_COND], player, src, NONE):
        return 0
    if not act_cost_payable(c, src, r, player):
        return 0
    if c.t.acts[r * ACW + AC_MODE_FIRST] >= 0 and not available_modes(c, src, r, player, tmp):
        return 0
    if not act_targets_ok(c, src, ab, player):
        return 0
    return act_deflect_ok(c, src, r, ab, player)


cdef int borrowed_acts(Ctx* c, int32_t src, int32_t player, int32_t* out) noexcept nogil:
    """ops_ogn.borrowed_abilities: the acts rows of the [E] abilities (exhaust in their cost,
    377.1; not a battlefield's granted ones) of the other objects `player` controls in the
    legend zone and of its units and gear on the board (not attached) that `src` could
    activate now, ordered by (card, ability index), each card's ability once."""
    cdef int32_t n = 0, x, card, first, r, key, i, j, ty
    cdef int32_t keys[MAXO]
    for x in range(c.s.n_objs):
        if x == src or c.s.o_controller[x] != player or c.s.o_attached[x]:
            continue
        ty = otype(c, x)
        if not (c.s.o_zone[x] == Z_LEGEND or (c.s.o_zone[x] == Z_BOARD and
                                              (ty == TY_UNIT or ty == TY_GEAR))):
            continue
        card = c.s.o_card[x]
        first = c.t.card_x[card * CXW + CX_FIRST]
        for r in range(first, first + c.t.card_x[card * CXW + CX_N]):
            if c.t.acts[r * ACW + AC_GRANTED] >= 0 or \
                    not cost_row(c, c.t.acts[r * ACW + AC_COST])[CS_EXHAUST_SELF]:
                continue
            key = card * 8 + c.t.acts[r * ACW + AC_INDEX]
            if list_index(keys, n, key) >= 0 or n >= MAXO:
                continue
            if borrow_activatable(c, src, r, player):
                keys[n] = key
                n += 1
    sort_ints(keys, n)
    for i in range(n):
        out[i] = act_row(c, keys[i] >> 3, keys[i] & 7)
    return n


cdef int borrow_option(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """play.ability_options: `o` has "I have all [E] abilities …" and one can be used now."""
    cdef int32_t rows[MAXO]
    if not own_static(c, o, SK_BORROW_EXHAUST, 0):
        return 0
    return borrowed_acts(c, o, player, rows) > 0


cdef int32_t choose_borrowed(Ctx* c, Task* t, int32_t src, int32_t player) noexcept nogil:
    """play.h_activate: which borrowed ability (CHOOSE_MODE among them); its acts row, or
    WAIT. The list is the one of the moment the activation began: without its own pending
    chain item (the newest)."""
    cdef int32_t rows[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t n, k, a
    c.s.n_chain -= 1
    n = borrowed_acts(c, src, player, rows)
    c.s.n_chain += 1
    if n == 0:
        fail(c, 220)
        return WAIT
    for k in range(n):
        opts[k] = enc(A_INDEX, k)
    a = choose(c, t, D_CHOOSE_MODE, player, opts, n, src)
    if a == WAIT:
        return WAIT
    return rows[a & 0xFFFF]
