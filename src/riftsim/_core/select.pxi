# Selection (reference/select.py): where objects are (locations, the board index, units
# present), selector matching (`sel_matches`), conditions (`holds` and its per-area parts) and
# what may be chosen (`choosable`).




cdef inline int bf_of_obj(Ctx* c, int32_t o) noexcept nogil:
    cdef int i
    for i in range(c.s.n_bfs):
        if c.s.bfs[i].obj == o:
            return i
    return -1




cdef inline int32_t location_of(Ctx* c, int32_t o) noexcept nogil:
    """select.location_of."""
    cdef int i
    cdef int z = c.s.o_zone[o]
    if z == Z_BOARD:
        return c.s.o_loc[o]
    if z == Z_BATTLEFIELD:
        i = bf_of_obj(c, o)
        return i + 1 if i >= 0 else LOC_NONE
    if z == Z_FACEDOWN:
        for i in range(c.s.n_bfs):
            if c.s.bfs[i].facedown == o or c.s.bfs[i].facedown2 == o:
                return i + 1
    return LOC_NONE




cdef inline int is_unit_on_board(Ctx* c, int32_t o) noexcept nogil:
    return c.s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT




cdef inline void set_on_board(Ctx* c, int32_t o, int on) noexcept nogil:
    """Keep the on_board index in step with o_zone."""
    if ((c.s.on_board[o >> 5] >> (o & 31)) & 1) != (on != 0):
        static_sources_changed(c)            # (the active objects changed: layers.pxi)
    if on:
        c.s.on_board[o >> 5] |= (<uint32_t>1) << (o & 31)
    else:
        c.s.on_board[o >> 5] &= ~((<uint32_t>1) << (o & 31))




cdef inline void place_obj(Ctx* c, int32_t o) noexcept nogil:
    """Keep the u_all / u_ctl index in step with object `o`'s zone, controller and card (call
    after any of them changes): bit o of u_all iff `o` is a unit on the board, of u_ctl[p] iff
    player p controls it too."""
    cdef int32_t w = o >> 5, p, ctl
    cdef uint32_t bit = (<uint32_t>1) << (o & 31)
    if c.s.u_all[w] & bit:                   # (only then is it in some u_ctl)
        c.s.u_all[w] &= ~bit
        for p in range(MAXP):
            c.s.u_ctl[p][w] &= ~bit
    if c.s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT:
        c.s.u_all[w] |= bit
        ctl = octl(c.s, o)
        if 0 <= ctl < MAXP:
            c.s.u_ctl[ctl][w] |= bit
        else:
            fail(c, 14)                      # (a unit on the board without a controller)




cdef inline uint32_t units_word(Ctx* c, int32_t player, int32_t w) noexcept nogil:
    """Word w of the units on the board that `player` controls (NONE: any), from the u_all /
    u_ctl index."""
    if 0 <= player < MAXP:
        return c.s.u_ctl[player][w]
    return c.s.u_all[w]




cdef int board_units(Ctx* c, int32_t* out, int32_t player) noexcept nogil:
    """The units on the board, in object order (board_objs narrowed to units; the u_all
    index); `player` 0 or 1: only those it controls, NONE: all."""
    cdef int32_t n = 0, w
    cdef uint32_t bits
    for w in range((c.s.n_objs + 31) >> 5):
        bits = units_word(c, player, w)
        while bits:
            out[n] = (w << 5) + __builtin_ctz(bits)
            n += 1
            bits &= bits - 1
    return n




cdef inline int32_t next_unit(Ctx* c, int32_t player, int32_t o, int32_t lim) noexcept nogil:
    """The lowest id above `o` (-1: from the first) and below `lim` of a unit on the board that
    `player` controls (NONE: any), read from the live u_all / u_ctl index; -1 when none. A loop
    `o = next_unit(c, p, -1, lim)` ... `o = next_unit(c, p, o, lim)` visits the objects that
    `for o in range(lim)` testing "a unit on the board" (and its controller) as it reaches each
    would, even when its body changes the board: the index follows every change (place_obj)."""
    cdef int32_t w, nw = (lim + 31) >> 5
    cdef uint32_t bits
    o += 1
    if o >= lim:
        return -1
    w = o >> 5
    bits = units_word(c, player, w) & ((<uint32_t>0xFFFFFFFF) << (o & 31))
    while True:
        if bits:
            o = (w << 5) + __builtin_ctz(bits)
            return o if o < lim else -1
        w += 1
        if w >= nw:
            return -1
        bits = units_word(c, player, w)




cdef int board_objs(Ctx* c, int32_t* out) noexcept nogil:
    """The objects on the board, in object order (g.board_objs), from the on_board index."""
    cdef int32_t n = 0, w
    cdef uint32_t bits
    for w in range((c.s.n_objs + 31) >> 5):
        bits = c.s.on_board[w]
        while bits:
            out[n] = (w << 5) + __builtin_ctz(bits)
            n += 1
            bits &= bits - 1
    return n




cdef int count_units_at(Ctx* c, int32_t loc, int32_t controller) noexcept nogil:
    """len(g.units_at(loc, controller)); controller NONE = any."""
    cdef int32_t o, w
    cdef uint32_t bits
    cdef int n = 0
    for w in range((c.s.n_objs + 31) >> 5):  # (the u_all index)
        bits = units_word(c, controller, w) if -1 <= controller < MAXP else 0
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_loc[o] == loc:
                n += 1
    return n




cdef int players_at_mask(Ctx* c, int32_t loc) noexcept nogil:
    """Bit p set when player p has a unit at `loc` (movement.players_at)."""
    cdef int32_t o, w
    cdef uint32_t bits
    cdef int m = 0
    for w in range((c.s.n_objs + 31) >> 5):  # (the u_all index)
        bits = c.s.u_all[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_loc[o] == loc:
                m |= 1 << octl(c.s, o)
    return m




cdef int units_present(Ctx* c, int32_t* present) noexcept nogil:
    """players_at_mask for every location at once: present[loc] bit p = p has a unit there.
    Returns 1 if some unattached gear is at a battlefield (cleanup step 5 recalls it)."""
    cdef int32_t o, w, loc
    cdef uint32_t bits
    memset(present, 0, (MAXBF + 1) * sizeof(int32_t))
    for w in range((c.s.n_objs + 31) >> 5):  # (the u_all index)
        bits = c.s.u_all[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            loc = c.s.o_loc[o]
            if 0 <= loc <= MAXBF:
                present[loc] |= 1 << octl(c.s, o)
    return loose_gear(c)




cdef int loose_gear(Ctx* c) noexcept nogil:
    """Is some unattached gear at a battlefield (cleanup step 5 recalls it)?"""
    cdef int32_t o, w
    cdef uint32_t bits
    for w in range((c.s.n_objs + 31) >> 5):
        bits = c.s.on_board[w] & ~c.s.u_all[w]     # gear: among the board's other objects
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_loc[o] > LOC_BASE and c.s.o_attached[o] == 0 and otype(c, o) == TY_GEAR:
                return 1
    return 0




cdef inline int sel_board_only(Ctx* c, int32_t row) noexcept nogil:
    """Does selector row `row` (and each alternative) match only objects on the board (a unit,
    gear or permanent on the board, at a battlefield, base, here, in combat or elsewhere)?"""
    cdef const int32_t* sel
    while row >= 0:
        sel = c.t.sels + row * SELW
        if sel[SEL_KIND] != SK_UNIT and sel[SEL_KIND] != SK_GEAR and \
                sel[SEL_KIND] != SK_PERMANENT:
            return 0
        if sel[SEL_WHERE] == W_ANY or sel[SEL_WHERE] == W_TRASH or \
                sel[SEL_WHERE] == W_HAND or sel[SEL_WHERE] == W_CHAIN or \
                sel[SEL_WHERE] == W_FACEDOWN:
            return 0
        row = sel[SEL_ALT]
    return 1




cdef int sel_units_only(Ctx* c, int32_t row) noexcept nogil:
    """Does selector row `row` (and each alternative) match only units?"""
    while row >= 0:
        if c.t.sels[row * SELW + SEL_KIND] != SK_UNIT:
            return 0
        row = c.t.sels[row * SELW + SEL_ALT]
    return 1




cdef uint32_t sel_zones(Ctx* c, int32_t row) noexcept nogil:
    """The zones (a bitmask by Z_*) of the objects selector `row` (or an alternative) can
    match, read off sel_matches_base's zone tests (its `where`, and a battlefield, rune,
    unit, gear or permanent kind); every zone when they leave it open."""
    cdef uint32_t zs = 0
    cdef const int32_t* sel
    cdef int32_t kind, where
    while row >= 0:
        sel = c.t.sels + row * SELW
        kind = sel[SEL_KIND]
        where = sel[SEL_WHERE]
        if where == W_TRASH:
            zs |= (<uint32_t>1) << Z_TRASH
        elif where == W_HAND:
            zs |= (<uint32_t>1) << Z_HAND
        elif where == W_CHAIN:
            zs |= (<uint32_t>1) << Z_CHAIN
        elif where == W_FACEDOWN:
            zs |= (<uint32_t>1) << Z_FACEDOWN
        elif where == W_ELSEWHERE:
            zs |= (<uint32_t>1) << Z_BOARD
        elif kind == SK_BATTLEFIELD:
            zs |= (<uint32_t>1) << Z_BATTLEFIELD
        elif where == W_BOARD or where == W_BATTLEFIELD or where == W_BASE or \
                where == W_HERE or where == W_COMBAT:
            if kind == SK_UNIT or kind == SK_GEAR or kind == SK_PERMANENT:
                zs |= (<uint32_t>1) << Z_BOARD
            elif kind == SK_RUNE:
                zs |= (<uint32_t>1) << Z_RUNES
            else:
                return 0xFFFFFFFF
        else:
            return 0xFFFFFFFF
        row = sel[SEL_ALT]
    return zs




cdef int sel_domain(Ctx* c, int32_t row, int32_t* out) noexcept nogil:
    """The objects selector `row` can match, in object order: those on the board when it only
    matches board objects (sel_board_only), else those in the zones it can match
    (sel_zones)."""
    cdef int32_t o, n = 0
    cdef uint32_t zs
    if sel_board_only(c, row):
        if sel_units_only(c, row):
            return board_units(c, out, NONE)     # (the u_all index)
        return board_objs(c, out)
    zs = sel_zones(c, row)
    for o in range(c.s.n_objs):
        if (zs >> c.s.o_zone[o]) & 1:
            out[n] = o
            n += 1
    return n




cdef inline int side_ok(const State* s, int32_t side, int32_t ctl,
                        int32_t controller) noexcept nogil:
    """select.side_ok: is an object controlled by `ctl` on `side` of `controller`? "friendly":
    theirs or a teammate's (740.1, 484.8.d); "yours": theirs only (484.8.c); "enemy": an
    opponent's (740.2); "not yours": anyone's but theirs, a teammate's too (484.8.c)."""
    if side == SIDE_ANY:
        return 1
    if ctl == controller:
        return side != SIDE_ENEMY and side != SIDE_NOT_YOURS
    if side == SIDE_YOURS or side == SIDE_NOT_YOURS:
        return side == SIDE_NOT_YOURS
    if side == SIDE_FRIENDLY:
        return friends(s, ctl, controller)
    return is_opponent(s, ctl, controller)




cdef inline bint own_side(int32_t side) noexcept nogil:
    """select.side_ok's "the player's own" sides: "friendly" and "yours" match the same
    objects while the core plays without teams (740.1, 484.8.c)."""
    return side == SIDE_FRIENDLY or side == SIDE_YOURS




cdef int chain_item_chooses_match(Ctx* c, ChainItem* it, int32_t row,
                                  int32_t controller) noexcept nogil:
    """select.chain_item_chooses: does the chain item `it` choose now (a target chosen as it
    was put on the chain, still that object on the board, legal or not: 359.3.e.3) an object
    matching selector `row` (-1: any) for `controller`?"""
    cdef int32_t k, o
    cdef Targets* tr = item_tg(c, it)
    for k in range(0 if tr == NULL else tr.n_targets):
        o = tr.targets[k]
        if o >= CHAIN_TARGET or c.s.o_zone[o] != Z_BOARD or c.s.o_epoch[o] != tr.tepoch[k]:
            continue
        if row < 0 or sel_matches(c, row, o, controller, NONE, LOC_NONE):
            return 1
    return 0




cdef int chain_item_matches(Ctx* c, int32_t row, int32_t ref, int32_t controller) noexcept nogil:
    """select.chain_item_matches: does chain target `ref` (CHAIN_TARGET + index) satisfy the
    SK_SPELL_OR_ABILITY selector `row` for `controller`: a finalized spell, activated or
    triggered ability on the chain (355.9.a.2, 329), its controller on the selector's side,
    choosing now an object matching its SEL_CHOOSES row?"""
    cdef const int32_t* sel = c.t.sels + row * SELW
    cdef int32_t i = ref - CHAIN_TARGET
    cdef ChainItem* it
    if sel[SEL_KIND] != SK_SPELL_OR_ABILITY or ref == CHAIN_TARGET_GONE or i < 0 or \
            i >= c.s.n_chain:
        return 0
    it = &c.s.chain[i]
    if it.pending or (it.kind != CK_SPELL and it.kind != CK_ABILITY and it.kind != CK_TRIGGER):
        return 0
    if not side_ok(c.s, sel[SEL_SIDE], it.controller, controller):   # 740
        return 0
    if sel[SEL_CHOOSES] >= 0 and not chain_item_chooses_match(c, it, sel[SEL_CHOOSES],
                                                              controller):
        return 0
    return 1




cdef int chain_item_candidates(Ctx* c, int32_t row, int32_t controller,
                               int32_t* out) noexcept nogil:
    """select.candidates for an SK_SPELL_OR_ABILITY selector: the chain items it matches, as
    CHAIN_TARGET + index, oldest first."""
    cdef int32_t i, n = 0
    for i in range(c.s.n_chain):
        if chain_item_matches(c, row, CHAIN_TARGET + i, controller):
            out[n] = CHAIN_TARGET + i
            n += 1
    return n




cdef inline int sel_matches(Ctx* c, int32_t row, int32_t o, int32_t controller, int32_t source,
                            int32_t here) noexcept nogil:
    """select.matches for a selector row (a chain item target only an SK_SPELL_OR_ABILITY
    one: chain_item_matches). Small, so the compiler inlines it where selectors are matched
    object by object: a chain item, a chain-item selector or a row with alternatives goes to
    sel_matches_rows."""
    cdef const int32_t* sel = c.t.sels + row * SELW
    if o >= CHAIN_TARGET or sel[SEL_KIND] == SK_SPELL_OR_ABILITY or sel[SEL_ALT] >= 0:
        return sel_matches_rows(c, row, o, controller, source, here)
    return sel_matches_base(c, sel, c.t.sel_tests[row], o, controller, source, here)




cdef int sel_matches_rows(Ctx* c, int32_t row, int32_t o, int32_t controller, int32_t source,
                          int32_t here) noexcept nogil:
    """sel_matches out of line, for any row: a chain item, a chain-item selector, or a row and
    its alternatives in turn."""
    cdef const int32_t* sel = c.t.sels + row * SELW
    if o >= CHAIN_TARGET or sel[SEL_KIND] == SK_SPELL_OR_ABILITY:
        return o >= CHAIN_TARGET and chain_item_matches(c, row, o, controller)
    if sel[SEL_ALT] >= 0:
        if sel_matches_base(c, sel, c.t.sel_tests[row], o, controller, source, here):
            return 1
        return sel_matches_rows(c, sel[SEL_ALT], o, controller, source, here)
    return sel_matches_base(c, sel, c.t.sel_tests[row], o, controller, source, here)




cdef inline int sel_matches_base(Ctx* c, const int32_t* sel, uint32_t tests, int32_t o,
                                 int32_t controller, int32_t source,
                                 int32_t here) noexcept nogil:
    """select.matches for one selector (no alternative); `tests`: its row's sel_tests (the
    card types its kind admits, and the fields it sets past kind, side, where and "other":
    only those are tested, by sel_matches_fields). Small, so the common selectors (a kind, a
    side, a place) cost no more than their own tests."""
    cdef int32_t ty = card_col(c.t, c.s.o_card[o], C_TYPE)
    cdef int32_t kind = sel[SEL_KIND], where = sel[SEL_WHERE], z = c.s.o_zone[o], i, ctl
    cdef int32_t loc = c.s.o_loc[o]
    if not (tests & SELT_ANY_TY) and (ty < 0 or ty > 7 or not ((tests >> (SELT_TY + ty)) & 1)):
        return 0                             # (the kind's card types)
    if kind == SK_SPELL and where != W_TRASH and where != W_HAND and where != W_ANY \
            and z != Z_CHAIN:
        return 0
    if where == W_BOARD or where == W_BATTLEFIELD or where == W_BASE or where == W_HERE or \
            where == W_COMBAT:
        if (kind == SK_UNIT or kind == SK_GEAR or kind == SK_PERMANENT) and z != Z_BOARD:
            return 0
        if kind == SK_RUNE and z != Z_RUNES:
            return 0
        if where == W_BATTLEFIELD and loc <= LOC_BASE:
            return 0
        if where == W_BASE and loc != LOC_BASE:
            return 0
        if where == W_HERE:
            if here == LOC_NONE or loc != here or (here == LOC_BASE and
                                                   octl(c.s, o) != controller):
                return 0
        if where == W_COMBAT:
            if not c.s.sd_active or not c.s.sd_combat or loc != c.s.sd_bf + 1:
                return 0
    elif where == W_ELSEWHERE:
        if z != Z_BOARD or here == LOC_NONE or (
                loc == here and (here != LOC_BASE or octl(c.s, o) == controller)):
            return 0
    elif where == W_TRASH:
        if z != Z_TRASH:
            return 0
    elif where == W_HAND:
        if z != Z_HAND:
            return 0
    elif where == W_CHAIN:
        if z != Z_CHAIN:
            return 0
    elif where == W_FACEDOWN:                     # 355.9.a.3
        if z != Z_FACEDOWN:
            return 0
    if kind == SK_BATTLEFIELD:
        if z != Z_BATTLEFIELD:
            return 0
        i = bf_of_obj(c, o)
        ctl = c.s.bfs[i].controller if i >= 0 else -1
        if not side_ok(c.s, sel[SEL_SIDE], ctl, controller) or \
                (sel[SEL_SIDE] != SIDE_ANY and ctl < 0):   # (uncontrolled: no side's)
            return 0
    elif not side_ok(c.s, sel[SEL_SIDE], octl(c.s, o), controller):
        return 0                             # (friendly: a teammate's too, 740.1)
    if (where == W_TRASH or where == W_HAND) and own_side(sel[SEL_SIDE]) and \
            oowner(c.s, o) != controller:
        return 0
    if sel[SEL_OTHER] == 1 and o == source:
        return 0
    if tests & SELT_FIELDS:
        return sel_matches_fields(c, sel, tests & SELT_FIELDS, o, controller, source)
    return 1




cdef int sel_matches_fields(Ctx* c, const int32_t* sel, uint32_t fields, int32_t o,
                            int32_t controller, int32_t source) noexcept nogil:
    """sel_matches_base's tests of the fields a selector sets past kind, side, where and
    "other" (`fields`: SELT_* bits of sel_tests), in field order: 1 when `o` passes them."""
    cdef int32_t card = c.s.o_card[o], ty = card_col(c.t, card, C_TYPE), z = c.s.o_zone[o]
    cdef int32_t loc = c.s.o_loc[o], m, u
    cdef uint32_t bit
    cdef int other_here
    while fields:                            # (only the fields the row sets)
        bit = fields & (~fields + 1)
        fields &= fields - 1
        if bit == SELT_EQUIPPED:
            if is_equipped(c, o) != sel[SEL_EQUIPPED]:    # ops_equipment.pxi
                return 0
        elif bit == SELT_NAME:
            if not ((card_col(c.t, card, C_TAGS) >> sel[SEL_NAME]) & 1):
                return 0
        elif bit == SELT_EMPOWERED:          # the Empowered status (select.matches)
            if oflag(c.s, o, O_EMPOWERED) != sel[SEL_EMPOWERED]:
                return 0
        elif bit == SELT_MIGHT:
            if ty == TY_UNIT and z == Z_BOARD:
                m = might(c, o)
                if m < 0:
                    m = 0
            else:
                m = card_col(c.t, card, C_MIGHT)
            if sel[SEL_MIGHT_LE] != -1 and m > sel[SEL_MIGHT_LE]:
                return 0
            if sel[SEL_MIGHT_GE] != -1 and m < sel[SEL_MIGHT_GE]:
                return 0
        elif bit == SELT_EXHAUSTED:
            if oflag(c.s, o, O_EXHAUSTED) != sel[SEL_EXHAUSTED]:
                return 0
        elif bit == SELT_DAMAGED:
            if (c.s.o_damage[o] > 0) != sel[SEL_DAMAGED]:
                return 0
        elif bit == SELT_STUNNED:
            if oflag(c.s, o, O_STUNNED) != sel[SEL_STUNNED]:
                return 0
        elif bit == SELT_BUFFED:
            if (c.s.o_buff[o] > 0) != sel[SEL_BUFFED]:
                return 0
        elif bit == SELT_TAG:
            if sel[SEL_TAG] == SEL_TAG_NAMED:    # "with the named tag" (play.pxi)
                if not card_has_named_tag(c, source, card):
                    return 0
            elif not ((card_col(c.t, card, C_TAGS) >> sel[SEL_TAG]) & 1) and \
                    not (z == Z_BOARD and et_tag(c, o, sel[SEL_TAG])):
                return 0
        elif bit == SELT_NOT_TAG:
            if ((card_col(c.t, card, C_TAGS) >> sel[SEL_NOT_TAG]) & 1) or \
                    (z == Z_BOARD and et_tag(c, o, sel[SEL_NOT_TAG])):
                return 0
        elif bit == SELT_KEYWORD:
            if z == Z_BOARD:
                if not kw_of(c, o, sel[SEL_KEYWORD]):
                    return 0
            elif not card_col(c.t, card, C_KW + sel[SEL_KEYWORD]):
                return 0
        elif bit == SELT_ALONE:                  # 741.1
            other_here = 0
            if z == Z_BOARD:
                u = next_unit(c, NONE, -1, c.s.n_objs)   # (the u_all index)
                while u >= 0:
                    if u != o and c.s.o_loc[u] == loc and \
                            friends(c.s, octl(c.s, u), octl(c.s, o)):   # (a teammate's
                                                                        # too, 740.1)
                        other_here = 1
                        break
                    u = next_unit(c, NONE, u, c.s.n_objs)
            if (z == Z_BOARD and not other_here) != sel[SEL_ALONE]:
                return 0
        elif bit == SELT_ATTACKING:
            if (odesig(c.s, o) == ATTACKER) != sel[SEL_ATTACKING]:
                return 0
        elif bit == SELT_DEFENDING:
            if (odesig(c.s, o) == DEFENDER) != sel[SEL_DEFENDING]:
                return 0
        elif bit == SELT_ENERGY_GE:
            if card_col(c.t, card, C_ENERGY) < sel[SEL_ENERGY_GE]:
                return 0
        elif bit == SELT_ENERGY_LE:
            if card_col(c.t, card, C_ENERGY) > sel[SEL_ENERGY_LE]:
                return 0
        elif bit == SELT_POWER_LE:
            if card_col(c.t, card, C_POWER) > sel[SEL_POWER_LE]:
                return 0
        elif bit == SELT_TOKEN:                  # 176 (select.matches)
            if oflag(c.s, o, O_TOKEN) != sel[SEL_TOKEN]:
                return 0
        elif bit == SELT_POWER_GE:
            if card_col(c.t, card, C_POWER) < sel[SEL_POWER_GE]:
                return 0
        elif bit == SELT_REMEMBERED:             # one of "them" (387; select.matches)
            if oflag(c.s, o, O_REMEMBERED) != sel[SEL_REMEMBERED]:
                return 0
    return 1




# ------------------------------------------------------------------ conditions

cdef inline int compare(int32_t n, int32_t cmp, int32_t want) noexcept nogil:
    if cmp == 0:
        return n == want
    if cmp == 1:
        return n >= want
    return n <= want




cdef int sel_domain_side(Ctx* c, int32_t row, int32_t controller,
                         int32_t* out) noexcept nogil:
    """sel_domain narrowed by the selector's side: a "friendly", "yours" or "enemy" selector of
    units on the board (no alternative) can only match the units `controller` or their
    opponent controls (the u_ctl index); every other selector, sel_domain."""
    cdef const int32_t* sel = c.t.sels + row * SELW
    if sel[SEL_ALT] < 0 and 0 <= controller < MAXP and \
            sel[SEL_KIND] == SK_UNIT and sel_board_only(c, row):
        if sel[SEL_SIDE] == SIDE_YOURS or (sel[SEL_SIDE] == SIDE_FRIENDLY and
                                           not c.s.n_teams):
            return board_units(c, out, controller)
        if (sel[SEL_SIDE] == SIDE_ENEMY or sel[SEL_SIDE] == SIDE_NOT_YOURS) and \
                c.s.n_players == 2:
            return board_units(c, out, 1 - controller)
    return sel_domain(c, row, out)




cdef inline int sel_needs_designation(Ctx* c, int32_t row) noexcept nogil:
    """Does selector `row` (no alternative) match attacking or defending units alone (459.2.b)?
    Outside a combat no unit has a designation (combat_resolution clears them all, 461.7;
    a loaded position gives them in a combat only), so it matches nothing there; the
    checking mode (Ctx.check) looks for a unit with one."""
    cdef const int32_t* sel = c.t.sels + row * SELW
    cdef int32_t w, o
    cdef uint32_t bits
    if sel[SEL_ALT] >= 0 or not (
            (c.t.sel_tests[row] & SELT_ATTACKING and sel[SEL_ATTACKING] == 1) or
            (c.t.sel_tests[row] & SELT_DEFENDING and sel[SEL_DEFENDING] == 1)):
        return 0
    if c.check:                              # (checking mode: no unit has a designation)
        c.checks += 1
        for w in range(obj_words(c.s)):
            bits = c.s.u_all[w]
            while bits:
                o = (w << 5) + __builtin_ctz(bits)
                bits &= bits - 1
                if odesig(c.s, o) != 0:
                    fail(c, CHECK_FAILED)
    return 1




cdef void sel_domain_mask(Ctx* c, int32_t row, int32_t controller,
                          uint32_t* mask) noexcept nogil:
    """sel_domain_side as a bitmask by object id (its obj_words words, state.pxd: the caller
    reads no more): the same objects, for a caller that walks them in object order and may
    stop early."""
    cdef const int32_t* sel = c.t.sels + row * SELW
    cdef int32_t w, o, pl = NONE, nw = (c.s.n_objs + 31) >> 5
    cdef uint32_t zs
    if not (c.s.sd_active and c.s.sd_combat) and sel_needs_designation(c, row):
        for w in range(nw):                  # (outside a combat no unit is attacking or
            mask[w] = 0                      # defending: none matches)
        return
    if sel_board_only(c, row):
        if sel_units_only(c, row):
            if sel[SEL_ALT] < 0 and 0 <= controller < MAXP:
                if sel[SEL_SIDE] == SIDE_YOURS or (sel[SEL_SIDE] == SIDE_FRIENDLY and
                                                   not c.s.n_teams):
                    pl = controller
                elif (sel[SEL_SIDE] == SIDE_ENEMY or sel[SEL_SIDE] == SIDE_NOT_YOURS) and \
                        c.s.n_players == 2:
                    pl = 1 - controller
            for w in range(nw):              # (the u_all / u_ctl index)
                mask[w] = units_word(c, pl, w)
        else:
            for w in range(nw):
                mask[w] = c.s.on_board[w]
        return
    zs = sel_zones(c, row)
    if zs == <uint32_t>0xFFFFFFFF:           # (every zone: every object)
        for w in range(nw):
            o = c.s.n_objs - (w << 5)
            mask[w] = <uint32_t>0xFFFFFFFF if o >= 32 else ((<uint32_t>1) << o) - 1
        return
    for w in range(nw):
        mask[w] = 0
    for o in range(c.s.n_objs):
        if (zs >> c.s.o_zone[o]) & 1:
            mask[o >> 5] |= (<uint32_t>1) << (o & 31)




cdef int32_t count_matching(Ctx* c, int32_t sel, int32_t controller, int32_t source,
                            int32_t here) noexcept nogil:
    """len(select.candidates(…))."""
    return count_matching_upto(c, sel, controller, source, here, MAXO + 1)




cdef int32_t count_matching_upto(Ctx* c, int32_t sel, int32_t controller, int32_t source,
                                 int32_t here, int32_t limit) noexcept nogil:
    """count_matching, or `limit` once that many match (a comparison with a number below
    `limit` is then decided: holds' CN_COUNT)."""
    cdef int32_t n = 0, w, o
    cdef uint32_t dm[MAXOW]
    cdef uint32_t bits
    sel_domain_mask(c, sel, controller, dm)
    for w in range(obj_words(c.s)):
        bits = dm[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if sel_matches(c, sel, o, controller, source, here):
                n += 1
                if n >= limit:
                    return n
    return n




cdef int controls_matching(Ctx* c, int32_t sel, int32_t controller,
                           int32_t source) noexcept nogil:
    """select.holds "controls": does `controller` control an object selector `sel` matches
    (among those it can match, sel_domain)?"""
    cdef int32_t k, o, nd
    cdef int32_t dom[MAXO]
    nd = sel_domain_side(c, sel, controller, dom)
    for k in range(nd):
        o = dom[k]
        if octl(c.s, o) == controller and \
                sel_matches(c, sel, o, controller, source, LOC_NONE):
            return 1
    return 0




cdef inline int holds(Ctx* c, int32_t row, int32_t controller, int32_t source,
                      int32_t trigger_obj) noexcept nogil:
    """select.holds for a condition row (-1 = no condition). Inline the answer without a
    condition."""
    if row < 0:
        return 1
    return holds_cond(c, row, controller, source, trigger_obj)




cdef int holds_cond(Ctx* c, int32_t row, int32_t controller, int32_t source,
                    int32_t trigger_obj) noexcept nogil:
    """holds past its quick answer."""
    cdef const int32_t* cd
    cdef int32_t n = 0, o, here, want, name, i
    if row < 0:
        return 1
    cd = c.t.conds + row * CDW
    name = cd[CD_NAME]
    if CN_LEGION <= name < 60:
        return holds_keywords(c, cd, controller, source, trigger_obj)   # keywords.pxi
    if name == CN_AT_BATTLEFIELD:
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and c.s.o_loc[source] > LOC_BASE
    if name == CN_BUFFED:
        return source >= 0 and c.s.o_buff[source] > 0
    if name == CN_MIGHTY:                    # select.holds "mighty" (708)
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and might(c, source) >= 5
    if name == CN_ALONE:                     # 741.1: the only one of its side in the combat
        if source < 0 or (odesig(c.s, source) != ATTACKER and
                          odesig(c.s, source) != DEFENDER):
            return 0
        o = next_unit(c, NONE, -1, c.s.n_objs)   # (the u_all index)
        while o >= 0:
            if o != source and \
                    c.s.o_loc[o] == c.s.o_loc[source] and \
                    friends(c.s, octl(c.s, o), octl(c.s, source)) and \
                    (octl(c.s, o) != octl(c.s, source) or   # (a teammate's breaks it too,
                     odesig(c.s, o) == odesig(c.s, source)):    # 740.1; one's own have its)
                return 0
            o = next_unit(c, NONE, o, c.s.n_objs)
        return 1
    if name == CN_CONTROLS:
        return controls_matching(c, cd[CD_SEL], controller, source)
    if name == CN_IN_COMBAT:                 # 741.3
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and c.s.sd_active and \
            c.s.sd_combat and (odesig(c.s, source) == ATTACKER or
                               odesig(c.s, source) == DEFENDER)
    if name == CN_RUNES_GE:
        return c.s.players[controller].n_runes >= cd[CD_A0]
    if name == CN_OPP_WITHIN:
        for i in range(c.s.n_players):
            if is_opponent(c.s, i, controller) and \
                    team_points(c.s, i) >= victory_score_now(c) - cd[CD_A0]:
                return 1
        return 0
    if name == CN_UNIT_DIED:
        for i in range(c.s.n_players):
            if c.s.players[i].units_died > 0:
                return 1
        return 0
    if name == CN_SPELLS_PLAYED_GE:          # select.holds "spells_played_ge" (419.4.a)
        return c.s.players[controller].spells_played >= cd[CD_A0]
    if name == CN_POWER_SPENT_GE:            # select.holds "power_spent_ge"
        return c.s.players[controller].power_spent >= cd[CD_A0]
    if name == CN_ENEMY_CHOSEN_GE:           # select.holds "enemy_chosen_ge"
        return c.s.players[controller].enemy_chosen >= cd[CD_A0]
    if name == CN_XP_GAINED_GE:              # select.holds "xp_gained_ge" (730.1)
        return c.s.players[controller].xp_gained >= cd[CD_A0]
    if name == CN_FINALIZED_GE:              # select.holds "finalized_ge" (812.1.c)
        return c.s.players[controller].cards_finalized >= cd[CD_A0]
    if name == CN_OPPONENTS_TURN:            # select.holds "opponents_turn" (478.2.b)
        return is_opponent(c.s, c.s.turn_player, controller)
    if name == CN_OPP_UNIT_DIED:             # select.holds "opp_unit_died"
        for i in range(c.s.n_players):
            if is_opponent(c.s, i, controller) and c.s.players[i].units_died > 0:
                return 1
        return 0
    if name == CN_BF_COUNT:                  # a battlefield you control with N matching there
        for i in range(c.s.n_bfs):
            if c.s.bfs[i].controller == controller and compare(
                    count_matching(c, cd[CD_SEL], controller, source, i + 1), cd[CD_A0],
                    cd[CD_A1]):
                return 1
        return 0
    if name == CN_COUNT_AT_TRIGGER:          # N+ matching where the trigger's object is
        here = location_of(c, trigger_obj) if trigger_obj >= 0 else LOC_NONE
        return here != LOC_NONE and \
            count_matching(c, cd[CD_SEL], controller, source, here) >= cd[CD_A0]
    if name == CN_MY_TURN:
        return controller == c.s.turn_player
    if name == CN_TRIGGER_TOKEN:             # 176
        return trigger_obj >= 0 and oflag(c.s, trigger_obj, O_TOKEN)
    if name == CN_TRIGGER_SELF:              # select.holds "trigger_self" ("when you buff me")
        return trigger_obj >= 0 and trigger_obj == source
    if name == CN_NOT_FROM_HAND:             # select.holds "not_from_hand" (356.4)
        return source >= 0 and played_from(c, source) != Z_HAND     # (play.pxi)
    if name == CN_TRIGGER_FROM_HIDDEN:       # select.holds "trigger_from_hidden" (811.1.d)
        return trigger_obj >= 0 and (c.s.from_hidden[trigger_obj >> 5] >> (trigger_obj & 31)) & 1
    if name == CN_DISCARDED:
        return c.s.players[controller].discarded > 0
    if name == CN_HAND_LE:
        return c.s.players[controller].n_hand <= cd[CD_A0]
    if cd[CD_NAME] == CN_TRIGGER_IS:
        if trigger_obj < 0:
            return 0
        return trigger_matches(c, cd[CD_SEL], trigger_obj, controller, source)
    if cd[CD_NAME] == CN_COUNT:
        here = location_of(c, source) if source >= 0 else LOC_NONE
        return compare(count_matching_upto(c, cd[CD_SEL], controller, source, here,
                                           cd[CD_A1] + 1), cd[CD_A0], cd[CD_A1])
    if 100 <= cd[CD_NAME] < 110:
        return holds_costs(c, cd, controller, source, trigger_obj)  # costs.pxi
    if 80 <= cd[CD_NAME] < 100:
        return holds_equipment(c, cd, controller, source, trigger_obj)  # ops_equipment.pxi
    if 110 <= cd[CD_NAME] < 130:
        return holds_trigger_state(c, cd, controller, source, trigger_obj)  # triggers.pxi
    if 60 <= cd[CD_NAME] < 80:
        return holds_effect_state(c, cd, controller, source, trigger_obj)     # effects.pxi
    if 160 <= cd[CD_NAME] < 170:
        return holds_moved(c, cd, controller, source, trigger_obj)  # ops_choices.pxi
    if 130 <= cd[CD_NAME] < 140:
        return holds_empowered(c, cd, controller, source, trigger_obj)  # ops_ven.pxi
    if 190 <= cd[CD_NAME] < 200:
        return holds_totals(c, cd, controller, source, trigger_obj)  # select.pxi
    if 180 <= cd[CD_NAME] < 190:
        return holds_control(c, cd, controller, source, trigger_obj)  # select.pxi
    if cd[CD_NAME] == CN_YOU_WITHIN:         # select.holds "you_within" (Chem-Baroness)
        return team_points(c.s, controller) >= victory_score_now(c) - cd[CD_A0]   # (484.6)
    if cd[CD_NAME] == CN_ATTACHED_THIS_TURN:
        return attached_this_turn(c, cd, controller, source)          # ops_equipment.pxi
    if cd[CD_NAME] == CN_EQUIPMENT_PLAYED_THIS_TURN:   # select.holds (triggers.pxi
        return c.s.players[controller].equipment_turn == c.s.turn + 1   # note_gear_played)
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
    return sel_matches_base(c, copy, c.t.sel_tests[sel], o, controller, source, LOC_NONE)




# ------------------------------------------------------------------ target restrictions

cdef inline int choosable(Ctx* c, int32_t o, int32_t chooser) noexcept nogil:
    """select.choosable: not an enemy's object under a "shroud" effect (740.2: a teammate is
    no enemy)."""
    cdef int32_t i
    if friends(c.s, octl(c.s, o), chooser):
        return 1
    if shrouded_self(c, o):            # Akali, Silent (ops_targeting.pxi)
        return 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_SHROUD and c.s.effects[i].target == o and \
                c.s.effects[i].epoch == c.s.o_epoch[o]:
            return 0
    return 1




cdef int holds_totals(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                     int32_t trigger_obj) noexcept nogil:
    """select.holds: "played_count" (the resolved card is your n-th this turn, 419.4) and
    "might_total_ge" (the matching units' Mights, negatives as 0 (143.2.b), total n+)."""
    cdef int32_t total = 0, k, nd, m
    cdef int32_t dom[MAXO]
    if cd[CD_NAME] == CN_PLAYED_COUNT:
        return c.s.players[controller].cards_played == cd[CD_A0]
    if cd[CD_NAME] == CN_MIGHT_TOTAL_GE:
        nd = sel_domain(c, cd[CD_SEL], dom)
        for k in range(nd):
            if sel_matches(c, cd[CD_SEL], dom[k], controller, source, LOC_NONE):
                m = might(c, dom[k])
                if m > 0:
                    total += m
        return total >= cd[CD_A0]
    fail(c, 190)
    return 0




# ------------------------------------------------------------------ Blighted Battleaxe

cdef int holds_control(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
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




cdef int et_tag(Ctx* c, int32_t o, int32_t tag) noexcept nogil:
    """select.granted_tag for the passives the core runs: an Equipment attached to `o` whose
    Effect Text says "I am a <tag>" (SK_ET_TAG, S_KW the tag bit; 472.1.c, 718.3)."""
    cdef int32_t nsrc, i, s, r, first
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    if not c.s.n_attached:
        return 0
    nsrc = static_sources(c, SK_ET_TAG, srcs)
    for i in range(nsrc):
        s = srcs[i]
        if c.s.o_attached[s] != o + 1 or c.s.o_zone[s] != Z_BOARD:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_ET_TAG and st[S_KW] == tag:
                return 1
    return 0
