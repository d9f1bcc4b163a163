# Layers (reference/layers.py): passive abilities (365), keywords as granted (`kw_of`) and Might
# (703, 472): printed, given by effects, buffs, attachments and Effect Text.


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
    for w in range(obj_words(c.s)):          # (the act_extra index: legends, battlefields)
        mask[w] = (c.s.on_board[w] | c.s.act_extra[w]) & among[w]




cdef int32_t victory_score_now(Ctx* c) noexcept nogil:
    """layers.victory_score_now (467.1): the base Victory Score plus the n of each active
    SK_VICTORY_SCORE_MORE passive (Aspirant's Climb)."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, SK_VICTORY_SCORE_MORE, srcs), k, r, s, first
    cdef int32_t total = c.s.victory_score
    cdef const int32_t* st
    for k in range(n):
        s = srcs[k]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_VICTORY_SCORE_MORE:
                total += st[S_N]
    return total




cdef inline void static_sources_changed(Ctx* c) noexcept nogil:
    """The active objects or their cards changed: drop the static_sources lists the state
    keeps (State.ssc_*). Every mutator of on_board, act_extra, st_objs or an object's card
    calls it (set_on_board, refresh_active, index_obj)."""
    c.s.ssc_n = 0
    c.s.ssc_next = 0
    c.side.mp_n = -1                         # (might_passives' pairs, kept beside the state)
    c.side.vm_from = 0                       # (and the view's Might: heuristic.pxi)




cdef void refresh_active(Ctx* c) noexcept nogil:
    """Rebuild act_extra (the legends in a legend zone and the battlefields in play, as
    active_objs adds them to the board): after a legend or battlefield changes zone, or the
    players' legends or the battlefields change."""
    cdef int32_t i, o
    static_sources_changed(c)
    memset(c.s.act_extra, 0, sizeof(c.s.act_extra))
    for i in range(c.s.n_players):
        o = c.s.players[i].legend
        if o != NONE and c.s.o_zone[o] == Z_LEGEND:
            c.s.act_extra[o >> 5] |= (<uint32_t>1) << (o & 31)
    for i in range(c.s.n_bfs):
        o = c.s.bfs[i].obj
        if c.s.o_zone[o] == Z_BATTLEFIELD:
            c.s.act_extra[o >> 5] |= (<uint32_t>1) << (o & 31)




cdef void static_sources_mask(Ctx* c, int32_t kind, uint32_t* out) noexcept nogil:
    """static_sources worked out afresh, as a bitmask: the active objects (365.1) of the
    st_objs index whose card has a passive of `kind` (card_sk)."""
    cdef int32_t w, o
    cdef uint32_t bits
    active_objs(c, c.s.st_objs, out)
    for w in range(obj_words(c.s)):
        bits = out[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            if not (c.t.card_sk[c.s.o_card[o] * MAXSKW + (kind >> 5)] >> (kind & 31)) & 1:
                out[w] &= ~((<uint32_t>1) << (o & 31))
            bits &= bits - 1




cdef int32_t static_sources_slot(Ctx* c, int32_t kind) noexcept nogil:
    """static_sources: the slot of State.ssc_* that keeps the list of passive kind `kind`,
    filled in afresh when none does (Side.ssc_hint: noted for the next read)."""
    cdef int32_t i, slot = -1
    cdef uint32_t fresh[MAXOW]
    for i in range(c.s.ssc_n):
        if c.s.ssc_kind[i] == kind:
            slot = i
            break
    if slot < 0:
        if c.s.ssc_n < SSC_N:
            slot = c.s.ssc_n
            c.s.ssc_n += 1
        else:                                # (all in use: replace in turn)
            slot = c.s.ssc_next
            c.s.ssc_next = (slot + 1) % SSC_N
        c.s.ssc_kind[slot] = kind
        static_sources_mask(c, kind, c.s.ssc_mask[slot])
        c.side.ssl_n[slot] = SSL_NONE
    elif c.check:                            # (checking mode: the kept list is the fresh one)
        c.checks += 1
        static_sources_mask(c, kind, fresh)
        if memcmp(fresh, c.s.ssc_mask[slot], obj_words(c.s) * sizeof(uint32_t)) != 0:
            fail(c, CHECK_FAILED)
    c.side.ssc_hint[kind] = <uint8_t>slot
    return slot




cdef void static_sources_ids(Ctx* c, int32_t slot) noexcept nogil:
    """static_sources: the kept list of `slot` (State.ssc_mask) written out as object ids,
    in object order (Side.ssl_*)."""
    cdef int32_t n = 0, w
    cdef uint32_t bits
    for w in range(obj_words(c.s)):
        bits = c.s.ssc_mask[slot][w]
        while bits:
            c.side.ssl_ids[slot][n] = <uint16_t>((w << 5) + __builtin_ctz(bits))
            n += 1
            bits &= bits - 1
    c.side.ssl_n[slot] = <uint16_t>n




cdef void check_sources_ids(Ctx* c, int32_t slot) noexcept nogil:
    """static_sources' checking mode (Ctx.check): the ids written out beside the state
    (Side.ssl_*) are those of the kept list (State.ssc_mask)."""
    cdef uint16_t n = c.side.ssl_n[slot]
    cdef uint16_t ids[MAXO]
    c.checks += 1
    memcpy(ids, c.side.ssl_ids[slot], n * sizeof(uint16_t))
    static_sources_ids(c, slot)
    if c.side.ssl_n[slot] != n or memcmp(ids, c.side.ssl_ids[slot], n * sizeof(uint16_t)) != 0:
        fail(c, CHECK_FAILED)




cdef int static_sources(Ctx* c, int32_t kind, int32_t* out) noexcept nogil:
    """layers._statics: the objects whose passives are active now (365.1), in object order,
    narrowed to those whose card has a passive of `kind` (every caller reads the rows of
    `kind` alone); none when no card of the game has one. The list is kept in the state
    across decisions until the active objects change (State.ssc_*), and written out as object
    ids beside it (Side.ssl_*)."""
    cdef int32_t n, i, slot
    cdef const uint16_t* ids
    if not has_static_kind(c, kind):
        return 0
    slot = c.side.ssc_hint[kind]
    if slot >= c.s.ssc_n or c.s.ssc_kind[slot] != kind or c.check:
        slot = static_sources_slot(c, kind)
    if c.side.ssl_n[slot] == SSL_NONE:
        static_sources_ids(c, slot)
    elif c.check:                            # (checking mode: the ids are the kept list's)
        check_sources_ids(c, slot)
    n = c.side.ssl_n[slot]
    ids = c.side.ssl_ids[slot]
    for i in range(n):
        out[i] = ids[i]
    if c.s.idx_flags & IX_COPY_PRINTED and c.s.n_attached and kind != SK_HOURGLASS and \
            kind != SK_PAID_SAVE and kind != SK_FREE_SAVE:    # once per instance (Svellsongur;
        return expand_instances(c, out, n)    # the replacements count their instances where
    return n                                  # they need to: free_save_sequence, 373.2)




cdef inline int static_sources_empty(Ctx* c, int32_t kind) noexcept nogil:
    """static_sources(kind) == 0, read off the kept list (State.ssc_mask) without writing it
    out as ids: no card of the game has a passive of `kind`, or none of them is active."""
    cdef int32_t slot, w
    if not has_static_kind(c, kind):
        return 1
    slot = c.side.ssc_hint[kind]
    if slot >= c.s.ssc_n or c.s.ssc_kind[slot] != kind or c.check:
        slot = static_sources_slot(c, kind)
    for w in range(obj_words(c.s)):          # (the words of the ids in use: every bit past
        if c.s.ssc_mask[slot][w]:            # them is 0, state.pxd obj_words)
            return 0
    return 1




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
    if c.s.idx_flags & IX_COPY_PRINTED and c.s.n_attached:    # once per instance
        return expand_instances(c, out, n)
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
    elif not sel_matches(c, sel, o, octl(c.s, s), s, static_here(c, s)):
        return 0
    return c.t.statics[row * SW + S_COND] < 0 or holds(
        c, c.t.statics[row * SW + S_COND], octl(c.s, s), s, NONE)




cdef int static_active(Ctx* c, int32_t s, const int32_t* st) noexcept nogil:
    """select.holds of a passive's condition, for its controller (365.1)."""
    return st[S_COND] < 0 or holds(c, st[S_COND], octl(c.s, s), s, NONE)




cdef int32_t static_times(Ctx* c, int32_t s, const int32_t* st) noexcept nogil:
    """layers._times: how many times a scaled passive applies ("for each …"); "here" is the
    source's location ("at my battlefield")."""
    if st[S_PER] == PER_POINTS:              # "… by your points" (Draven, Showboat)
        return c.s.players[octl(c.s, s)].points
    if st[S_PER] < 0:
        return 1
    return count_matching(c, st[S_PER], octl(c.s, s), s, location_of(c, s))




cdef inline int32_t kw_plus(int32_t v, int32_t kw, int32_t n) noexcept nogil:
    """A keyword's value `v` with one more grant of `n`: valued keywords add up (Assault 2 +
    Assault 1 = Assault 3), the others are simply had."""
    if (K_VALUED_MASK >> kw) & 1:
        return v + (n if n > 1 else 1)
    return 1




cdef inline int32_t kw_of(Ctx* c, int32_t o, int32_t kw) noexcept nogil:
    """layers.keywords(o)[kw]: printed, given (effects), Effect Text (attachments, 718.3) and
    granted (statics) values of one keyword. A valued printed keyword counts once per instance
    of the printed text (instance_count: Svellsongur; 807.2)."""
    cdef int32_t v = card_col(c.t, c.s.o_card[o], C_KW + kw)
    if v and c.s.idx_flags & IX_COPY_PRINTED and (K_VALUED_MASK >> kw) & 1:
        v *= instance_count(c, o)
    return kw_from(c, o, kw, v)




cdef inline int32_t kw_from(Ctx* c, int32_t o, int32_t kw, int32_t v) noexcept nogil:
    """kw_of from the printed value `v` (0: layers.keywords(printed=False), 722.2): the
    effects, then on the board what passives and attachments grant (kw_from_board; inline
    when no card of the game grants `kw`)."""
    cdef int32_t i
    cdef Effect* e
    for i in range(c.s.n_effects):
        e = &c.s.effects[i]
        if e.kind == EK_GIVE and e.target == o and e.kw == kw and e.epoch == c.s.o_epoch[o]:
            v = kw_plus(v, kw, e.n)
    if c.s.o_zone[o] != Z_BOARD:
        return v
    if (c.s.n_attached and (c.s.kw_given >> (16 + kw)) & 1) or (c.s.kw_given >> kw) & 1:
        return kw_from_board(c, o, kw, v)
    if v or not has_static_kind(c, SK_KEYWORD_UNLESS):     # (kw_unless has nothing to add)
        return v
    return kw_unless(c, o, kw, v)




cdef int32_t kw_from_board(Ctx* c, int32_t o, int32_t kw, int32_t v) noexcept nogil:
    """kw_from for a unit on the board, after the effects."""
    cdef int32_t i, s, r, first, n, nsrc, k, nb, x
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    if c.s.n_attached and (c.s.kw_given >> (16 + kw)) & 1:   # Effect Text keywords
        nb = attached_objs(c, srcs, 1)                       # (attached_keywords)
        for k in range(nb):
            x = srcs[k]
            if c.s.o_attached[x] == o + 1:
                n = c.t.card_x[c.s.o_card[x] * CXW + CX_EKW + kw]
                if n:
                    v = kw_plus(v, kw, n)
    if not (c.s.kw_given >> kw) & 1:         # no card of the game grants it
        return kw_unless(c, o, kw, v)
    nsrc = keyword_sources(c, srcs)
    for i in range(nsrc):
        s = srcs[i]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] != SK_KEYWORD or st[S_KW] != kw:
                continue
            if st[S_COND] >= 0 and c.t.conds[st[S_COND] * CDW + CD_NAME] == CN_MIGHTY:
                if mighty_kw_applies(c, s, r, o):     # "while I'm Mighty" (471.3)
                    v = kw_plus(v, kw, st[S_N])
            elif static_applies(c, s, r, o):
                v = kw_scaled(c, s, st, v, o)
    if c.s.n_attached and not static_sources_empty(c, SK_ET_KEYWORD):   # Effect Text
        v = et_keyword_grants(c, o, kw, v)   # grants (layers._statics: the bearer)
    return kw_unless(c, o, kw, v)




cdef inline int32_t kw_unless(Ctx* c, int32_t o, int32_t kw, int32_t v) noexcept nogil:
    """layers.keywords "keyword_unless": "<units> have [kw] if they didn't already", applied
    after every other grant, only to a unit without `kw` (not summed, 809.2). Inline the
    quick answer."""
    if v or not has_static_kind(c, SK_KEYWORD_UNLESS):
        return v
    return kw_unless_rows(c, o, kw, v)




cdef int32_t kw_unless_rows(Ctx* c, int32_t o, int32_t kw, int32_t v) noexcept nogil:
    """kw_unless past its quick answer."""
    cdef int32_t nsrc, i, s, r, first
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    if v or not has_static_kind(c, SK_KEYWORD_UNLESS):
        return v
    nsrc = static_sources(c, SK_KEYWORD_UNLESS, srcs)
    for i in range(nsrc):
        s = srcs[i]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_KEYWORD_UNLESS and st[S_KW] == kw and \
                    static_applies(c, s, r, o):
                return st[S_N] if st[S_N] > 1 else 1
    return v




cdef inline int32_t kw_scaled(Ctx* c, int32_t s, const int32_t* st, int32_t v,
                              int32_t o) noexcept nogil:
    """layers.keywords: one keyword passive's grant to `v` (of unit `o`); scaled ("[Assault]
    equal to the number of …", S_PER) it is S_N times that count, and nothing at 0;
    PER_EQUIPMENT_ON: for each Equipment of the source's controller attached to `o`."""
    cdef int32_t k
    if st[S_PER] == PER_EQUIPMENT_ON:
        k = st[S_N] * equipment_on_count(c, o, octl(c.s, s))
        return kw_plus(v, st[S_KW], k) if k > 0 else v
    if st[S_PER] < 0:
        return kw_plus(v, st[S_KW], st[S_N])
    k = st[S_N] * static_times(c, s, st)
    return kw_plus(v, st[S_KW], k) if k > 0 else v




cdef int32_t et_keyword_grants(Ctx* c, int32_t o, int32_t kw, int32_t v) noexcept nogil:
    """layers.keywords: the Effect Text passives "<units> have [kw]" of attached Equipment
    (718.3): their source is the unit they are attached to (its controller, its location)."""
    cdef int32_t nsrc, i, s, b, r, first
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    nsrc = static_sources(c, SK_ET_KEYWORD, srcs)
    for i in range(nsrc):
        s = srcs[i]
        b = c.s.o_attached[s] - 1
        if b < 0 or c.s.o_zone[s] != Z_BOARD or c.s.o_zone[b] != Z_BOARD:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_ET_KEYWORD and st[S_KW] == kw and static_applies(c, b, r, o):
                v = kw_plus(v, kw, st[S_N])
    return v




cdef int mighty_base(Ctx* c, int32_t s) noexcept nogil:
    """layers.mighty_base (471.3): the source's Might without the keywords it has "while I'm
    Mighty" is 5 or more."""
    cdef int32_t m
    if c.s.o_zone[s] != Z_BOARD:
        return 0
    c.no_mighty_kw += 1
    m = might(c, s)
    c.no_mighty_kw -= 1
    return m >= 5




cdef int mighty_kw_applies(Ctx* c, int32_t s, int32_t row, int32_t o) noexcept nogil:
    """layers.keywords for a keyword passive conditioned on its source being Mighty: its
    selector matches `o` and mighty_base holds (not while working that out)."""
    cdef int32_t sel = c.t.statics[row * SW + S_SEL]
    if c.no_mighty_kw:
        return 0
    if sel < 0:
        if s != o:
            return 0
    elif not sel_matches(c, sel, o, octl(c.s, s), s, static_here(c, s)):
        return 0
    return mighty_base(c, s)




cdef enum:
    MP_UNKNOWN = -100000        # might_passives: value not worked out yet
    MP_OFF = -100001            # its condition does not hold




cdef inline int32_t might(Ctx* c, int32_t o) noexcept nogil:
    """layers.might: current Might (may be negative)."""
    cdef int32_t rows[3 * MAXO]
    if c.s.o_zone[o] != Z_BOARD:
        return might_with(c, o, rows, 0)
    return might_with(c, o, rows, might_passives(c, rows))




cdef int32_t might_passives(Ctx* c, int32_t* rows) noexcept nogil:
    """The Might passives of the active objects (static_sources), as (source, statics row,
    value) triples; might_with works a value out (condition, "for each" count: the same for
    every unit) the first time a unit is selected by it, so a loop over many units does it
    once. The pairs are kept beside the state (Side.mp_*) until the active objects change,
    but while a source may count once per instance (Svellsongur: expand_instances reads the
    attachments); the checking mode (Ctx.check) works them out afresh and compares."""
    cdef Side* sd = c.side
    cdef int32_t n, i
    cdef int keep = not (c.s.idx_flags & IX_COPY_PRINTED and c.s.n_attached)
    if keep and sd.mp_n >= 0 and not c.check:
        for i in range(sd.mp_n):
            rows[3 * i] = sd.mp_src[i]
            rows[3 * i + 1] = sd.mp_row[i]
            rows[3 * i + 2] = MP_UNKNOWN
        return sd.mp_n
    n = might_passives_fresh(c, rows)
    if not keep:
        return n
    if sd.mp_n >= 0:                         # (checking mode: the kept pairs are the fresh
        c.checks += 1                        # ones)
        if sd.mp_n != n:
            fail(c, CHECK_FAILED)
            return n
        for i in range(n):
            if sd.mp_src[i] != rows[3 * i] or sd.mp_row[i] != rows[3 * i + 1]:
                fail(c, CHECK_FAILED)
        return n
    if n > MP_KEEP or c.error:
        return n
    for i in range(n):
        if rows[3 * i + 1] > 32767:          # (int16: statics rows past it are not kept)
            return n
        sd.mp_src[i] = <int16_t>rows[3 * i]
        sd.mp_row[i] = <int16_t>rows[3 * i + 1]
    sd.mp_n = n
    return n




cdef int32_t might_passives_fresh(Ctx* c, int32_t* rows) noexcept nogil:
    """might_passives worked out afresh."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = 0, i, s, r, first, nsrc = static_sources(c, SK_MIGHT, srcs)
    for i in range(nsrc):
        s = srcs[i]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            if c.t.statics[r * SW + S_KIND] == SK_MIGHT:
                if n >= MAXO:
                    fail(c, ERR_CAP_MIGHT_ROWS)
                    return n
                rows[3 * n] = s
                rows[3 * n + 1] = r
                rows[3 * n + 2] = MP_UNKNOWN
                n += 1
    return n




cdef inline int32_t might_row_value(Ctx* c, int32_t s, const int32_t* st) noexcept nogil:
    """The value of Might passive `st` of source `s` (might_passives' third word): MP_OFF when
    its condition does not hold, else its n times its "for each" count."""
    if st[S_COND] >= 0 and not holds(c, st[S_COND], octl(c.s, s), s, NONE):
        return MP_OFF
    return st[S_N] * static_times(c, s, st)




cdef void might_rows_values(Ctx* c, int32_t* rows, int32_t nrows) noexcept nogil:
    """Every value of might_passives' rows not known yet (MP_UNKNOWN) worked out (as
    might_total does the first time a unit is selected by a row: its condition, then its "for
    each" count); both are pure, so working them out ahead changes nothing."""
    cdef int32_t i
    for i in range(nrows):
        if rows[3 * i + 2] == MP_UNKNOWN:
            rows[3 * i + 2] = might_row_value(c, rows[3 * i], c.t.statics + rows[3 * i + 1] * SW)




cdef int sel_might_keyed(Ctx* c, int32_t sel) noexcept nogil:
    """Does what selector `sel` (and its alternatives) matches depend only on what
    might_changed watches (state.pxd "Might kept across cleanups")? When each alternative
    selects units, gear or permanents on the board (a place on the board, never "in combat"),
    testing past kind, side, place and "other" at most attacking or defending (the
    designation): the card, zone, location, controller and designation of the objects, and the
    source's controller and location."""
    cdef int32_t w, k
    while sel >= 0:
        w = c.t.sels[sel * SELW + SEL_WHERE]
        k = c.t.sels[sel * SELW + SEL_KIND]
        if k != SK_UNIT and k != SK_GEAR and k != SK_PERMANENT:
            return 0
        if w != W_BOARD and w != W_BATTLEFIELD and w != W_BASE and w != W_HERE and \
                w != W_ELSEWHERE:
            return 0
        if c.t.sel_tests[sel] & SELT_FIELDS & ~(<uint32_t>(SELT_ATTACKING | SELT_DEFENDING)):
            return 0
        sel = c.t.sels[sel * SELW + SEL_ALT]
    return 1




cdef int might_row_keyed(Ctx* c, const int32_t* st) noexcept nogil:
    """Is the value of Might passive `st` (might_row_value) a function of what might_changed
    watches, so that check_mighty may keep it while might_ver is unchanged? When it has no
    condition or a count of what a might-keyed selector matches (CN_COUNT, "here" being the
    source's location), and no "for each" or one of such a selector (not by points)."""
    cdef const int32_t* cd
    if st[S_COND] >= 0:
        cd = c.t.conds + st[S_COND] * CDW
        if cd[CD_NAME] != CN_COUNT or not sel_might_keyed(c, cd[CD_SEL]):
            return 0
    if st[S_PER] >= 0:
        return sel_might_keyed(c, st[S_PER])
    return st[S_PER] != PER_POINTS           # (static_times: other S_PER below 0 count once)




cdef int might_rows_keyed(Ctx* c, const int32_t* rows, int32_t nrows) noexcept nogil:
    """Is the value of every Might passive `rows` keyed (might_row_keyed)?"""
    cdef int32_t i
    for i in range(nrows):
        if not might_row_keyed(c, c.t.statics + rows[3 * i + 1] * SW):
            return 0
    return 1




cdef int might_rows_keyable(Ctx* c, const int32_t* rows, int32_t nrows) noexcept nogil:
    """Do the Might of the units on the board read only what might_changed watches, once the
    values of the Might passives `rows` are known (state.pxd "Might kept across cleanups")?
    Not when a selector of theirs tests more than a unit's kind, zone, location, side and
    identity (sel_tests' field bits, or "in combat"), nor in a combat where a card of the game may grant
    Assault or Shield (an attacker's or defender's Might adds them: kw_of reads passives),
    nor with Effect Text Might passives on attached units (their conditions), nor with more
    rows than the state keeps."""
    cdef int32_t i, sel
    if nrows > MCK_ROWS:
        return 0
    if c.s.sd_active and c.s.sd_combat and c.s.kw_given & (
            (<uint32_t>1 << K_ASSAULT) | (<uint32_t>1 << K_SHIELD) |
            (<uint32_t>1 << (16 + K_ASSAULT)) | (<uint32_t>1 << (16 + K_SHIELD))):
        return 0
    if c.s.n_attached and has_static_kind(c, SK_ET_MIGHT):
        return 0
    for i in range(nrows):
        sel = c.t.statics[rows[3 * i + 1] * SW + S_SEL]
        while sel >= 0:
            if (c.t.sel_tests[sel] & SELT_FIELDS) or c.t.sels[sel * SELW + SEL_WHERE] == W_COMBAT:
                return 0
            sel = c.t.sels[sel * SELW + SEL_ALT]
    return 1




cdef int32_t might_with(Ctx* c, int32_t o, int32_t* rows, int32_t nrows) noexcept nogil:
    """might(), given the Might passives (might_passives, values filled in as needed); the
    Might of every unit on the board at once: board_mights."""
    cdef int32_t base = card_col(c.t, c.s.o_card[o], C_MIGHT), stamp = -1, up = 0, down = 0, i
    cdef Effect* e
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
    attached_might(c, o, &up, &down)         # Might Bonuses (layers.pxi)
    if c.s.n_attached and has_static_kind(c, SK_ET_MIGHT):     # Effect Text passives
        et_static_might(c, o, &up, &down)                      # (ops_equipment.pxi)
    return might_total(c, o, base, up, down, rows, nrows)




cdef inline int32_t might_keywords(Ctx* c, int32_t o) noexcept nogil:
    """The Might a unit's combat keywords add: Assault attacking, Shield defending (keywords
    only matter in combat: layers.might)."""
    if odesig(c.s, o) == ATTACKER:
        return kw_of(c, o, K_ASSAULT)
    if odesig(c.s, o) == DEFENDER:
        return kw_of(c, o, K_SHIELD)
    return 0




cdef inline int32_t buff_might(Ctx* c, int32_t o) noexcept nogil:
    """The Might a unit's buffs give (703), with "buffs give an additional +n" (costs.pxi)."""
    cdef int32_t b = c.s.o_buff[o]
    if b > 0:
        return b + b * buff_bonus(c, o)
    return b




cdef inline int32_t might_total(Ctx* c, int32_t o, int32_t base, int32_t up, int32_t down,
                                int32_t* rows, int32_t nrows) noexcept nogil:
    """might_with for a unit on the board, from its base Might and the ups and downs of its
    effects, attachments and Effect Text: its buffs, the Might passives, the combat keywords
    and the floors."""
    cdef int32_t i, s, n, total, nfl = 0
    cdef int32_t fl_n[8]
    cdef int32_t fl_f[8]
    cdef const int32_t* st
    up += buff_might(c, o)
    for i in range(nrows):
        s = rows[3 * i]
        st = c.t.statics + rows[3 * i + 1] * SW
        if st[S_SEL] < 0:                    # static_applies: the selector, then the
            if s != o:                       # condition (both pure)
                continue
        elif not sel_matches_rows(c, st[S_SEL], o, octl(c.s, s), s,
                                  static_here(c, s)):    # (select.pxi: out of line, so
            continue                                     # might_total stays inlined)
        n = rows[3 * i + 2]
        if n == MP_UNKNOWN:
            if st[S_COND] >= 0 and not holds(c, st[S_COND], octl(c.s, s), s, NONE):
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
    total = base + up + down + might_keywords(c, o)
    for i in range(nfl):
        n = total + fl_n[i]
        total = n if n > (total if total < fl_f[i] else fl_f[i]) else \
            (total if total < fl_f[i] else fl_f[i])
    return total




cdef void board_mights(Ctx* c, const int32_t* ids, int32_t nb, int32_t* out,
                       int32_t* rows, int32_t nrows) noexcept nogil:
    """might() of every unit `ids` on the board at once (out[k] for ids[k]): the effects, the
    Might Bonuses and the Effect Text passives are gathered in one pass each instead of one
    per unit, and the Might passives' values worked out once (`rows`: might_passives, values
    filled in as needed). The same sums as might_with, so the same values."""
    cdef int32_t base[MAXO]
    cdef int32_t stamp[MAXO]
    cdef int32_t up[MAXO]
    cdef int32_t down[MAXO]
    cdef int32_t srcs[MAXO]
    cdef uint32_t mask[MAXOW]
    cdef int32_t k, o, i, t, nsrc, s, r, first, v
    cdef Effect* e
    cdef const int32_t* st
    memset(mask, 0, sizeof(mask))
    for k in range(nb):
        o = ids[k]
        mask[o >> 5] |= (<uint32_t>1) << (o & 31)
        base[o] = card_col(c.t, c.s.o_card[o], C_MIGHT)
        stamp[o] = -1
        up[o] = 0
        down[o] = 0
    for i in range(c.s.n_effects):           # might_with's effects, for every unit at once
        e = &c.s.effects[i]
        if e.kind != EK_SET_MIGHT and e.kind != EK_MIGHT:
            continue
        t = e.target
        if t < 0 or t >= MAXO or not (mask[t >> 5] >> (t & 31)) & 1 or \
                e.epoch != c.s.o_epoch[t]:
            continue
        if e.kind == EK_SET_MIGHT:
            if e.timestamp > stamp[t]:
                base[t] = e.n
                stamp[t] = e.timestamp
        elif e.n >= 0:
            up[t] += e.n
        else:
            down[t] += e.n
    if c.s.n_attached:                       # Might Bonuses (attached_might)
        nsrc = attached_objs(c, srcs, 1)
        for i in range(nsrc):
            s = srcs[i]
            t = c.s.o_attached[s] - 1
            if t < 0 or not (mask[t >> 5] >> (t & 31)) & 1:
                continue
            v = c.t.card_x[c.s.o_card[s] * CXW + CX_MIGHT_BONUS]
            if v and own_static(c, t, SK_DOUBLE_MIGHT_BONUS, 0):   # (Gearhead; once more
                v *= 1 + instance_count(c, t)                      # per instance)
            if v >= 0:
                up[t] += v
            else:
                down[t] += v
        nsrc = static_sources(c, SK_ET_MIGHT, srcs)   # et_static_might, source by source
        for i in range(nsrc):
            s = srcs[i]
            t = c.s.o_attached[s] - 1
            if t < 0 or c.s.o_zone[s] != Z_BOARD or not (mask[t >> 5] >> (t & 31)) & 1:
                continue
            first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
            for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
                st = c.t.statics + r * SW
                if st[S_KIND] != SK_ET_MIGHT:
                    continue
                if st[S_COND] >= 0 and not holds(c, st[S_COND], octl(c.s, t), t, NONE):
                    continue
                v = st[S_N]
                if v >= 0:
                    up[t] += v
                else:
                    down[t] += v
    if rows_have_floor(c, rows, nrows):     # (a floor applies after the sums: unit by unit)
        for k in range(nb):
            o = ids[k]
            out[k] = might_total(c, o, base[o], up[o], down[o], rows, nrows)
        return
    for i in range(nrows):                   # might_total's passives, passive by passive
        board_row_mights(c, rows + 3 * i, mask, up, down)
    for k in range(nb):
        o = ids[k]
        out[k] = base[o] + buff_might(c, o) + up[o] + down[o] + might_keywords(c, o)




cdef inline int rows_have_floor(Ctx* c, const int32_t* rows, int32_t nrows) noexcept nogil:
    """Does one of the Might passives `rows` have a floor ("to a minimum of", S_FLOOR)?"""
    cdef int32_t i
    for i in range(nrows):
        if c.t.statics[rows[3 * i + 1] * SW + S_FLOOR] != -999:
            return 1
    return 0




cdef void board_row_mights(Ctx* c, int32_t* row, const uint32_t* units, int32_t* up,
                           int32_t* down) noexcept nogil:
    """board_mights: what the Might passive `row` (a (source, statics row, value) triple of
    might_passives) gives the units of the mask `units`: its source alone, or the units its
    selector matches among those it can match (sel_domain_mask), its controller and "here"
    read once."""
    cdef int32_t s = row[0], sel, ctl, here, o, w
    cdef const int32_t* st = c.t.statics + row[1] * SW
    cdef uint32_t dm[MAXOW]
    cdef uint32_t bits
    if row[2] == MP_OFF:
        return
    sel = st[S_SEL]
    if sel < 0:                              # (the source alone)
        if (units[s >> 5] >> (s & 31)) & 1:
            row_gives(c, row, st, s, up, down)
        return
    ctl = octl(c.s, s)
    here = static_here(c, s)
    sel_domain_mask(c, sel, ctl, dm)
    for w in range(obj_words(c.s)):
        bits = dm[w] & units[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if sel_matches_rows(c, sel, o, ctl, s, here) and \
                    not row_gives(c, row, st, o, up, down):
                return




cdef inline int row_gives(Ctx* c, int32_t* row, const int32_t* st, int32_t o, int32_t* up,
                          int32_t* down) noexcept nogil:
    """board_row_mights: unit `o` is selected by Might passive `row`: its value (worked out on
    its first match, as might_total does: might_row_value) added to o's ups or downs; 0 when
    its condition does not hold (it gives nothing to any unit)."""
    if row[2] == MP_UNKNOWN:
        row[2] = might_row_value(c, row[0], st)
    if row[2] == MP_OFF:
        return 0
    if row[2] >= 0:
        up[o] += row[2]
    else:
        down[o] += row[2]
    return 1




cdef inline int32_t combat_might(Ctx* c, int32_t o) noexcept nogil:
    """layers.combat_might: 0 when stunned (423.1.b), never below 0."""
    cdef int32_t m
    if oflag(c.s, o, O_STUNNED):
        return 0
    if own_static(c, o, SK_NO_COMBAT_DAMAGE, 1):    # "I don't deal combat damage unless …"
        return 0
    m = might(c, o)
    return m if m > 0 else 0




cdef void attached_might(Ctx* c, int32_t o, int32_t* up, int32_t* down) noexcept nogil:
    """layers.might: the Might Bonuses of the cards attached to `o` (137, 718.4, 472.3.c)."""
    cdef int32_t x, b, w
    cdef uint32_t bits
    if c.s.n_attached == 0:
        return
    for w in range((c.s.n_objs + 31) >> 5):  # (the att_objs index: attachments on the board,
        bits = c.s.att_objs[w] & c.s.on_board[w]     # in object order)
        while bits:
            x = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_attached[x] != o + 1:
                continue
            b = c.t.card_x[c.s.o_card[x] * CXW + CX_MIGHT_BONUS]
            if b and own_static(c, o, SK_DOUBLE_MIGHT_BONUS, 0):   # layers.might_bonus_times
                b *= 1 + instance_count(c, o)                      # (Gearhead; 432.1)
            if b >= 0:
                up[0] += b
            else:
                down[0] += b




cdef int32_t buff_bonus(Ctx* c, int32_t o) noexcept nogil:
    """layers.might: the buff_bonus effects of the unit's controller (703, Stand United)."""
    cdef int32_t i, n = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_BUFF_BONUS and \
                c.s.effects[i].controller == octl(c.s, o):
            n += c.s.effects[i].n
    return n




# ------------------------------------------------------------------ play-time passives

cdef inline int own_static(Ctx* c, int32_t o, int32_t kind, int check_cond) noexcept nogil:
    """The object's card has a passive of `kind` (its condition holding, when asked). Inline
    the quick "no" of a card without such a passive (card_sk)."""
    if not card_has_sk(c.t, c.s.o_card[o], kind):
        return 0
    return own_static_rows(c, o, kind, check_cond)




cdef int own_static_rows(Ctx* c, int32_t o, int32_t kind, int check_cond) noexcept nogil:
    """own_static past its quick answer: the card's passive rows of `kind`."""
    cdef int32_t card = c.s.o_card[o], first = card_col(c.t, card, C_ST_FIRST), r
    cdef const int32_t* st
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        st = c.t.statics + r * SW
        if st[S_KIND] == kind and (not check_cond or holds(c, st[S_COND],
                                                           octl(c.s, o), o, NONE)):
            return 1
    return 0




# ------------------------------------------------------------------ Endless Riches

cdef int controls_static(Ctx* c, int32_t kind, int32_t kw, int32_t player) noexcept nogil:
    """Is there an active passive of `kind` (S_KW `kw`, -1 any) of an object `player`
    controls, its condition holding (turn.skips, play.plays_from_trash)?"""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, kind, srcs), k, s, r, first
    cdef const int32_t* st
    for k in range(n):
        s = srcs[k]
        if octl(c.s, s) != player:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == kind and (kw < 0 or st[S_KW] == kw) and (
                    st[S_COND] < 0 or holds(c, st[S_COND], player, s, NONE)):
                return 1
    return 0


cdef int op_buff_bonus(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_ogn._buff_bonus: "buffs give an additional +n Might to friendly units this turn"
    (703)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    add_player_effect(c, EK_BUFF_BONUS, item.controller, ins[CO_N])
    c.s.dirty = 1
    return 0
