# Layers (reference/layers.py) and selectors (reference/select.py).

cdef inline int is_static_source(Ctx* c, int32_t o) noexcept nogil:
    cdef int z = c.s.o_zone[o]
    return z == Z_BOARD or z == Z_LEGEND or z == Z_BATTLEFIELD


cdef inline int has_static_kind(Ctx* c, int32_t kind) noexcept nogil:
    """Could any object of this game have an active passive of `kind` (sk_mask)?"""
    return kind < 32 * MAXSKW and (c.s.sk_mask[kind >> 5] >> (kind & 31)) & 1


cdef inline void active_objs(Ctx* c, const uint32_t* among, uint32_t* mask) noexcept nogil:
    """The objects of bitmask `among` on the board, in a legend zone or a battlefield (the
    zones where abilities are active, 384.1 / 365.1), as a bitmask by object id."""
    cdef int32_t w
    for w in range(MAXOW):                   # (the act_extra index: legends, battlefields)
        mask[w] = (c.s.on_board[w] | c.s.act_extra[w]) & among[w]


cdef void refresh_active(Ctx* c) noexcept nogil:
    """Rebuild act_extra (the legends in a legend zone and the battlefields in play, as
    active_objs adds them to the board): after a legend or battlefield changes zone, or the
    players' legends or the battlefields change."""
    cdef int32_t i, o
    memset(c.s.act_extra, 0, sizeof(c.s.act_extra))
    for i in range(2):
        o = c.s.players[i].legend
        if o != NONE and c.s.o_zone[o] == Z_LEGEND:
            c.s.act_extra[o >> 5] |= (<uint32_t>1) << (o & 31)
    for i in range(c.s.n_bfs):
        o = c.s.bfs[i].obj
        if c.s.o_zone[o] == Z_BATTLEFIELD:
            c.s.act_extra[o >> 5] |= (<uint32_t>1) << (o & 31)


cdef int static_sources(Ctx* c, int32_t kind, int32_t* out) noexcept nogil:
    """layers._statics: the objects whose passives are active now (365.1), in object order,
    from the st_objs index; none when no card of the game has a passive of `kind`."""
    cdef int32_t n = 0, w, i
    cdef uint32_t bits
    cdef uint32_t mask[MAXOW]
    if not has_static_kind(c, kind):
        return 0
    if c.memo:                               # (a decision's options: the list kept)
        for i in range(c.ssm_n):
            if c.ssm_kind[i] == kind:
                memcpy(out, c.ssm_src[i], c.ssm_cnt[i] * sizeof(int32_t))
                return c.ssm_cnt[i]
    active_objs(c, c.s.st_objs, mask)
    for w in range((c.s.n_objs + 31) >> 5):
        bits = mask[w]
        while bits:
            out[n] = (w << 5) + __builtin_ctz(bits)
            n += 1
            bits &= bits - 1
    if c.memo and c.ssm_n < MEMO_SS:
        c.ssm_kind[c.ssm_n] = kind
        c.ssm_cnt[c.ssm_n] = n
        memcpy(c.ssm_src[c.ssm_n], out, n * sizeof(int32_t))
        c.ssm_n += 1
    return n


cdef int keyword_sources(Ctx* c, int32_t* out) noexcept nogil:
    """static_sources(SK_KEYWORD) narrowed to the objects whose cards grant keywords (the
    kw_objs index), in object order."""
    cdef int32_t n = 0, w
    cdef uint32_t bits
    cdef uint32_t mask[MAXOW]
    if not has_static_kind(c, SK_KEYWORD):
        return 0
    active_objs(c, c.s.kw_objs, mask)
    for w in range((c.s.n_objs + 31) >> 5):
        bits = mask[w]
        while bits:
            out[n] = (w << 5) + __builtin_ctz(bits)
            n += 1
            bits &= bits - 1
    return n


cdef inline int32_t static_here(Ctx* c, int32_t s) noexcept nogil:
    """"here" of a passive: its location on the board, or the battlefield it is (053.3)."""
    if c.s.o_zone[s] == Z_BOARD:
        return c.s.o_loc[s]
    if c.s.o_zone[s] == Z_BATTLEFIELD:
        return location_of(c, s)
    return LOC_NONE


cdef int static_applies(Ctx* c, int32_t s, int32_t row, int32_t o) noexcept nogil:
    """Does passive `row` of `s` apply to `o`: its selector matches and its condition holds
    (layers: holds). Both are pure, so the cheap selector is tested first."""
    cdef int32_t sel = c.t.statics[row * SW + S_SEL]
    if sel < 0:
        if s != o:
            return 0
    elif not sel_matches(c, sel, o, c.s.o_controller[s], s, static_here(c, s)):
        return 0
    return c.t.statics[row * SW + S_COND] < 0 or holds(
        c, c.t.statics[row * SW + S_COND], c.s.o_controller[s], s, NONE)


cdef int static_active(Ctx* c, int32_t s, const int32_t* st) noexcept nogil:
    """select.holds of a passive's condition, for its controller (365.1)."""
    return st[S_COND] < 0 or holds(c, st[S_COND], c.s.o_controller[s], s, NONE)


cdef int32_t static_times(Ctx* c, int32_t s, const int32_t* st) noexcept nogil:
    """layers._times: how many times a scaled passive applies ("for each …")."""
    if st[S_PER] < 0:
        return 1
    return count_matching(c, st[S_PER], c.s.o_controller[s], s, LOC_NONE)


cdef inline int32_t kw_plus(int32_t v, int32_t kw, int32_t n) noexcept nogil:
    """A keyword's value `v` with one more grant of `n`: valued keywords add up (Assault 2 +
    Assault 1 = Assault 3), the others are simply had."""
    if (K_VALUED_MASK >> kw) & 1:
        return v + (n if n > 1 else 1)
    return 1


cdef int32_t kw_of(Ctx* c, int32_t o, int32_t kw) noexcept nogil:
    """layers.keywords(o)[kw]: printed, given (effects), Effect Text (attachments, 718.3) and
    granted (statics) values of one keyword."""
    cdef int32_t v = card_col(c.t, c.s.o_card[o], C_KW + kw), i, s, r, first, n, nsrc, k, nb, x
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    cdef Effect* e
    for i in range(c.s.n_effects):
        e = &c.s.effects[i]
        if e.kind == EK_GIVE and e.target == o and e.kw == kw and e.epoch == c.s.o_epoch[o]:
            v = kw_plus(v, kw, e.n)
    if c.s.o_zone[o] != Z_BOARD:
        return v
    if c.s.n_attached and (c.s.kw_given >> (16 + kw)) & 1:   # Effect Text keywords
        nb = attached_objs(c, srcs, 1)                       # (attached_keywords)
        for k in range(nb):
            x = srcs[k]
            if c.s.o_attached[x] == o + 1:
                n = c.t.card_x[c.s.o_card[x] * CXW + CX_EKW + kw]
                if n:
                    v = kw_plus(v, kw, n)
    if not (c.s.kw_given >> kw) & 1:         # no card of the game grants it
        return v
    nsrc = keyword_sources(c, srcs)
    for i in range(nsrc):
        s = srcs[i]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_KEYWORD and st[S_KW] == kw and static_applies(c, s, r, o):
                v = kw_plus(v, kw, st[S_N])
    return v


cdef enum:
    MP_UNKNOWN = -100000        # might_passives: value not worked out yet
    MP_OFF = -100001            # its condition does not hold


cdef int32_t might(Ctx* c, int32_t o) noexcept nogil:
    """layers.might: current Might (may be negative)."""
    cdef int32_t rows[3 * MAXO]
    if c.s.o_zone[o] != Z_BOARD:
        return might_with(c, o, rows, 0, NULL)
    return might_with(c, o, rows, might_passives(c, rows), NULL)


cdef int32_t might_passives(Ctx* c, int32_t* rows) noexcept nogil:
    """The Might passives of the active objects (static_sources), as (source, statics row,
    value) triples; might_with works a value out (condition, "for each" count: the same for
    every unit) the first time a unit is selected by it, so a loop over many units does it
    once."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = 0, i, s, r, first, nsrc = static_sources(c, SK_MIGHT, srcs)
    for i in range(nsrc):
        s = srcs[i]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            if c.t.statics[r * SW + S_KIND] == SK_MIGHT:
                if n >= MAXO:
                    fail(c, 11)
                    return n
                rows[3 * n] = s
                rows[3 * n + 1] = r
                rows[3 * n + 2] = MP_UNKNOWN
                n += 1
    return n


cdef int32_t might_with(Ctx* c, int32_t o, int32_t* rows, int32_t nrows,
                        const int32_t* att) noexcept nogil:
    """might(), given the Might passives (might_passives, values filled in as needed) and,
    unless NULL, the Might Bonuses of attachments per unit (att[2o] up, att[2o+1] down:
    board_attached_might)."""
    cdef int32_t card = c.s.o_card[o]
    cdef int32_t base = card_col(c.t, card, C_MIGHT), stamp = -1, up, down = 0, i, s
    cdef int32_t n, total, nfl = 0
    cdef int32_t fl_n[8]
    cdef int32_t fl_f[8]
    cdef const int32_t* st
    cdef Effect* e
    up = 0
    for i in range(c.s.n_effects):           # one pass: set base Might, and Might changes
        e = &c.s.effects[i]
        if e.target != o or e.epoch != c.s.o_epoch[o]:
            continue
        if e.kind == EK_SET_MIGHT and e.timestamp > stamp:
            base = e.n
            stamp = e.timestamp
        elif e.kind == EK_MIGHT:
            if e.n >= 0:
                up += e.n
            else:
                down += e.n
    if c.s.o_zone[o] != Z_BOARD:
        return base
    up += c.s.o_buff[o]
    if c.s.o_buff[o] > 0:                    # 703 + "buffs give an additional +n" (costs2.pxi)
        up += buff_bonus(c, o)
    if att == NULL:
        attached_might(c, o, &up, &down)     # Might Bonuses (activate.pxi)
    else:
        up += att[2 * o]
        down += att[2 * o + 1]
    et_static_might(c, o, &up, &down)        # Effect Text passives (shenvex.pxi)
    for i in range(nrows):
        s = rows[3 * i]
        st = c.t.statics + rows[3 * i + 1] * SW
        if st[S_SEL] < 0:                    # static_applies: the selector, then the
            if s != o:                       # condition (both pure)
                continue
        elif not sel_matches(c, st[S_SEL], o, c.s.o_controller[s], s, static_here(c, s)):
            continue
        n = rows[3 * i + 2]
        if n == MP_UNKNOWN:
            if st[S_COND] >= 0 and not holds(c, st[S_COND], c.s.o_controller[s], s, NONE):
                n = MP_OFF
            else:
                n = st[S_N] * static_times(c, s, st)   # "+1 Might for each …"
            rows[3 * i + 2] = n
        if n == MP_OFF:
            continue
        if st[S_FLOOR] != -999 and n < 0:
            if nfl < 8:
                fl_n[nfl] = n
                fl_f[nfl] = st[S_FLOOR]
                nfl += 1
        elif n >= 0:
            up += n
        else:
            down += n
    if c.s.o_designation[o] == ATTACKER:    # keywords only matter in combat (layers.might)
        up += kw_of(c, o, K_ASSAULT)
    elif c.s.o_designation[o] == DEFENDER:
        up += kw_of(c, o, K_SHIELD)
    total = base + up + down
    for i in range(nfl):
        n = total + fl_n[i]
        total = n if n > (total if total < fl_f[i] else fl_f[i]) else \
            (total if total < fl_f[i] else fl_f[i])
    return total


cdef inline int32_t combat_might(Ctx* c, int32_t o) noexcept nogil:
    """layers.combat_might: 0 when stunned (423.1.b), never below 0."""
    cdef int32_t m
    if c.s.o_stunned[o]:
        return 0
    if own_static(c, o, SK_NO_COMBAT_DAMAGE, 1):    # "I don't deal combat damage unless …"
        return 0
    m = might(c, o)
    return m if m > 0 else 0


cdef int sel_board_only(Ctx* c, int32_t row) noexcept nogil:
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


cdef int sel_domain(Ctx* c, int32_t row, int32_t* out) noexcept nogil:
    """The objects selector `row` can match, in object order: those on the board when it only
    matches board objects (sel_board_only), else every object."""
    cdef int32_t o
    if sel_board_only(c, row):
        if sel_units_only(c, row):
            return board_units(c, out, NONE)     # (the u_all index)
        return board_objs(c, out)
    for o in range(c.s.n_objs):
        out[o] = o
    return c.s.n_objs


cdef int sel_matches(Ctx* c, int32_t row, int32_t o, int32_t controller, int32_t source,
                     int32_t here) noexcept nogil:
    """select.matches for a selector row."""
    cdef const int32_t* sel = c.t.sels + row * SELW
    cdef int32_t card = c.s.o_card[o], ty = card_col(c.t, card, C_TYPE)
    cdef int32_t kind = sel[SEL_KIND], where = sel[SEL_WHERE], z = c.s.o_zone[o], m, i, ctl
    cdef int32_t loc = c.s.o_loc[o]
    if sel[SEL_ALT] >= 0:
        if sel_matches_base(c, sel, o, controller, source, here):
            return 1
        return sel_matches(c, sel[SEL_ALT], o, controller, source, here)
    return sel_matches_base(c, sel, o, controller, source, here)


cdef int sel_matches_base(Ctx* c, const int32_t* sel, int32_t o, int32_t controller,
                          int32_t source, int32_t here) noexcept nogil:
    cdef int32_t card = c.s.o_card[o], ty = card_col(c.t, card, C_TYPE)
    cdef int32_t kind = sel[SEL_KIND], where = sel[SEL_WHERE], z = c.s.o_zone[o], m, i, ctl
    cdef int32_t loc = c.s.o_loc[o], u
    cdef int other_here
    if kind == SK_SPELL:
        if ty != TY_SPELL or (where != W_TRASH and where != W_HAND and where != W_ANY
                              and z != Z_CHAIN):
            return 0
    elif kind == SK_CARD:
        pass
    elif kind == SK_PERMANENT:
        if ty != TY_UNIT and ty != TY_GEAR:
            return 0
    elif kind == SK_UNIT:
        if ty != TY_UNIT:
            return 0
    elif kind == SK_GEAR:
        if ty != TY_GEAR:
            return 0
    elif kind == SK_RUNE:
        if ty != TY_RUNE:
            return 0
    elif kind == SK_BATTLEFIELD:
        if ty != TY_BATTLEFIELD:
            return 0
    elif kind == SK_LEGEND:                  # (toura.pxi)
        if ty != TY_LEGEND:
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
                                                   c.s.o_controller[o] != controller):
                return 0
        if where == W_COMBAT:
            if not c.s.sd_active or not c.s.sd_combat or loc != c.s.sd_bf + 1:
                return 0
    elif where == W_ELSEWHERE:
        if z != Z_BOARD or here == LOC_NONE or (
                loc == here and (here != LOC_BASE or c.s.o_controller[o] == controller)):
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
    elif where == W_FACEDOWN:                     # 355.9.a.3 (tailA)
        if z != Z_FACEDOWN:
            return 0
    if kind == SK_BATTLEFIELD:
        if z != Z_BATTLEFIELD:
            return 0
        i = bf_of_obj(c, o)
        ctl = c.s.bfs[i].controller if i >= 0 else -1
        if sel[SEL_SIDE] == SIDE_FRIENDLY and ctl != controller:
            return 0
        if sel[SEL_SIDE] == SIDE_ENEMY and (ctl == controller or ctl < 0):
            return 0
    elif sel[SEL_SIDE] == SIDE_FRIENDLY and c.s.o_controller[o] != controller:
        return 0
    elif sel[SEL_SIDE] == SIDE_ENEMY and c.s.o_controller[o] == controller:
        return 0
    if (where == W_TRASH or where == W_HAND) and sel[SEL_SIDE] == SIDE_FRIENDLY and \
            c.s.o_owner[o] != controller:
        return 0
    if sel[SEL_OTHER] == 1 and o == source:
        return 0
    if sel[SEL_EQUIPPED] != -1 and is_equipped(c, o) != sel[SEL_EQUIPPED]:    # trig2.pxi
        return 0
    if sel[SEL_NAME] != -1 and not ((card_col(c.t, card, C_TAGS) >> sel[SEL_NAME]) & 1):
        return 0
    if ty == TY_UNIT and z == Z_BOARD:
        if sel[SEL_MIGHT_LE] != -1 or sel[SEL_MIGHT_GE] != -1:
            m = might(c, o)
            if m < 0:
                m = 0
            if sel[SEL_MIGHT_LE] != -1 and m > sel[SEL_MIGHT_LE]:
                return 0
            if sel[SEL_MIGHT_GE] != -1 and m < sel[SEL_MIGHT_GE]:
                return 0
    elif sel[SEL_MIGHT_LE] != -1 or sel[SEL_MIGHT_GE] != -1:
        m = card_col(c.t, card, C_MIGHT)
        if sel[SEL_MIGHT_LE] != -1 and m > sel[SEL_MIGHT_LE]:
            return 0
        if sel[SEL_MIGHT_GE] != -1 and m < sel[SEL_MIGHT_GE]:
            return 0
    if sel[SEL_EXHAUSTED] != -1 and c.s.o_exhausted[o] != sel[SEL_EXHAUSTED]:
        return 0
    if sel[SEL_DAMAGED] != -1 and (c.s.o_damage[o] > 0) != sel[SEL_DAMAGED]:
        return 0
    if sel[SEL_STUNNED] != -1 and c.s.o_stunned[o] != sel[SEL_STUNNED]:
        return 0
    if sel[SEL_BUFFED] != -1 and (c.s.o_buff[o] > 0) != sel[SEL_BUFFED]:
        return 0
    if sel[SEL_TAG] != -1 and not ((card_col(c.t, card, C_TAGS) >> sel[SEL_TAG]) & 1):
        return 0
    if sel[SEL_NOT_TAG] != -1 and ((card_col(c.t, card, C_TAGS) >> sel[SEL_NOT_TAG]) & 1):
        return 0
    if sel[SEL_KEYWORD] != -1:
        if z == Z_BOARD:
            if not kw_of(c, o, sel[SEL_KEYWORD]):
                return 0
        elif not card_col(c.t, card, C_KW + sel[SEL_KEYWORD]):
            return 0
    if sel[SEL_ALONE] != -1:                      # 741.1
        other_here = 0
        if z == Z_BOARD:
            for u in range(c.s.n_objs):
                if u != o and c.s.o_zone[u] == Z_BOARD and c.s.o_loc[u] == loc and \
                        otype(c, u) == TY_UNIT and c.s.o_controller[u] == c.s.o_controller[o]:
                    other_here = 1
                    break
        if (z == Z_BOARD and not other_here) != sel[SEL_ALONE]:
            return 0
    if sel[SEL_ATTACKING] != -1 and (c.s.o_designation[o] == ATTACKER) != sel[SEL_ATTACKING]:
        return 0
    if sel[SEL_DEFENDING] != -1 and (c.s.o_designation[o] == DEFENDER) != sel[SEL_DEFENDING]:
        return 0
    if sel[SEL_ENERGY_GE] != -1 and card_col(c.t, card, C_ENERGY) < sel[SEL_ENERGY_GE]:
        return 0
    if sel[SEL_ENERGY_LE] != -1 and card_col(c.t, card, C_ENERGY) > sel[SEL_ENERGY_LE]:
        return 0
    if sel[SEL_POWER_LE] != -1 and card_col(c.t, card, C_POWER) > sel[SEL_POWER_LE]:
        return 0
    return 1
