# Playing cards (reference/play.py): timing (307-313), where a unit may be played (355.2), the
# price with its modifiers (356), the main-phase and focus decisions, and h_play (353-359).


cdef enum:
    # listing_facts: what can_play reads of a player's situation whatever the card
    LF_TIMING = 1               # timing_ok for a card without [Action] or [Reaction]
    LF_TIMING_ACTION = 2        # ... with [Action]
    LF_TIMING_REACTION = 4      # ... with [Reaction] (or played as if it had it)
    LF_NO_PLAY = 8              # cant_play_cards
    LF_SPELL_LESS = 16          # a "the next spell you play costs less" effect on them
    LF_CHOSEN_LESS = 32         # chosen_less_possible




cdef int timing_ok(Ctx* c, int32_t player, int has_action, int has_reaction) noexcept nogil:
    """play._timing_ok (307-313)."""
    if c.s.n_chain:
        return has_reaction and c.s.priority == player
    if c.s.sd_active:
        return (has_action or has_reaction) and c.s.sd_focus == player
    return player == c.s.turn_player and c.s.phase == PH_MAIN




cdef int unit_locations(Ctx* c, int32_t o, int32_t player, int32_t hidden_loc,
                        int ambush_only, int32_t* out) noexcept nogil:
    """play.unit_locations (355.2): those of unit_locations_any, only the base while an
    opponent's passive says so (ops_ogn.pxi only_base, Mageseeker Warden)."""
    return only_base(c, player, out,
                     unit_locations_any(c, o, player, hidden_loc, ambush_only, out))


cdef int unit_locations_any(Ctx* c, int32_t o, int32_t player, int32_t hidden_loc,
                            int ambush_only, int32_t* out) noexcept nogil:
    """play._unit_locations (355.2): base or a battlefield you control, or where the unit's
    own passives allow (an open battlefield, any battlefield, the one you are attacking); a
    hidden card's battlefield (811.1.d.1); Ambush battlefields (822.1.b)."""
    cdef int32_t n = 0, i, j, r, k, card = c.s.o_card[o], first = card_col(c.t, card, C_ST_FIRST)
    cdef int32_t allowed = 0                  # bit i: battlefield i
    cdef int32_t nst
    cdef int32_t amb[MAXBF]
    cdef const int32_t* st
    if hidden_loc:
        if no_play_here(c, hidden_loc):      # Rockfall Path (ops_sfd.pxi)
            return 0
        out[0] = hidden_loc
        return only_conquered(c, o, player, out, 1)
    for i in range(c.s.n_bfs):
        if c.s.bfs[i].controller == player:
            allowed |= 1 << i
    nst = card_col(c.t, card, C_ST_N)
    if not (card_has_sk(c.t, card, SK_PLAY_ATTACKING) or card_has_sk(c.t, card, SK_PLAY_OPEN)
            or card_has_sk(c.t, card, SK_PLAY_ANYWHERE)):
        nst = 0                              # (no location passive of its own)
    for r in range(first, first + nst):
        st = c.t.statics + r * SW
        k = st[S_KIND]
        if k == SK_PLAY_ATTACKING and c.s.sd_active and c.s.sd_combat and \
                c.s.sd_attacker == player:
            allowed |= 1 << c.s.sd_bf
        for i in range(c.s.n_bfs):
            if k == SK_PLAY_OPEN and c.s.bfs[i].controller == NONE and \
                    not count_units_at(c, i + 1, NONE):
                allowed |= 1 << i
            if k == SK_PLAY_ANYWHERE and (st[S_KW] == 0 or (
                    c.s.bfs[i].controller != NONE and
                    is_opponent(c.s, c.s.bfs[i].controller, player)
                    and count_units_at(c, i + 1, NONE))):
                allowed |= 1 << i
    if others_allow_open(c, player, c.s.o_card[o]):          # "friendly units may be played to open
        for i in range(c.s.n_bfs):            # battlefields" (a passive on the board)
            if c.s.bfs[i].controller == NONE and not count_units_at(c, i + 1, NONE):
                allowed |= 1 << i
    if ambush_only:
        allowed = 0
    else:
        out[n] = LOC_BASE
        n += 1
    if card_col(c.t, card, C_KW + K_AMBUSH):
        k = ambush_locations(c, player, amb, o)
        for j in range(k):
            allowed |= 1 << (amb[j] - 1)
    for i in range(c.s.n_bfs):
        if (allowed >> i) & 1 and can_enter(c, o, i + 1) and not no_play_here(c, i + 1):
            out[n] = i + 1
            n += 1
    return only_conquered(c, o, player, out, n)




cdef inline int only_conquered(Ctx* c, int32_t o, int32_t player, int32_t* out,
                               int n) noexcept nogil:
    """play._only_conquered: with SK_PLAY_ONLY_CONQUERED ("play me only to a battlefield you
    conquered this turn", 464), keep only such battlefields of `out` (never the base).
    Inline the quick answer for a card without it."""
    if not card_has_sk(c.t, c.s.o_card[o], SK_PLAY_ONLY_CONQUERED):
        return n
    return only_conquered_rows(c, o, player, out, n)




cdef int only_conquered_rows(Ctx* c, int32_t o, int32_t player, int32_t* out,
                             int n) noexcept nogil:
    """only_conquered past its quick answer."""
    cdef int32_t card = c.s.o_card[o], first = card_col(c.t, card, C_ST_FIRST), r, i, m = 0
    if not card_has_sk(c.t, card, SK_PLAY_ONLY_CONQUERED):
        return n
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        if c.t.statics[r * SW + S_KIND] == SK_PLAY_ONLY_CONQUERED:
            for i in range(n):
                if out[i] != LOC_BASE and (c.s.players[player].conquered >> (out[i] - 1)) & 1:
                    out[m] = out[i]
                    m += 1
            return m
    return n




cdef inline const int32_t* play_here_static(Ctx* c, int32_t o, int32_t loc) noexcept nogil:
    """play.play_here_cost: the passive row of battlefield location `loc` asking "any player
    may pay [cost] as an additional cost to play a <unit>; if they do, they play it here"
    (Dragon Roost) of unit `o`, or NULL. Inline the quick answer for a battlefield without
    it."""
    if not card_has_sk(c.t, c.s.o_card[c.s.bfs[loc - 1].obj], SK_PAY_TO_PLAY_HERE):
        return NULL
    return play_here_static_rows(c, o, loc)




cdef const int32_t* play_here_static_rows(Ctx* c, int32_t o, int32_t loc) noexcept nogil:
    """play_here_static past its quick answer."""
    cdef int32_t bo = c.s.bfs[loc - 1].obj, card = c.s.o_card[bo]
    cdef int32_t first = card_col(c.t, card, C_ST_FIRST), r
    cdef const int32_t* st
    if not card_has_sk(c.t, card, SK_PAY_TO_PLAY_HERE):
        return NULL
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        st = c.t.statics + r * SW
        if st[S_KIND] == SK_PAY_TO_PLAY_HERE and \
                sel_matches(c, st[S_SEL], o, octl(c.s, o), bo, LOC_NONE):
            return st
    return NULL




cdef inline int others_allow_open(Ctx* c, int32_t player, int32_t card) noexcept nogil:
    """play._others_allow_open (355.2): an active passive SK_PLAY_OPEN_OTHERS whose side
    (relative to its controller) takes in `player`'s units, its condition holding (`card`:
    the unit's, for mod_applies; no such passive names a tag). Inline the quick "no" of a
    game without such a passive."""
    if not has_static_kind(c, SK_PLAY_OPEN_OTHERS):
        return 0
    return others_allow_open_rows(c, player, card)




cdef int others_allow_open_rows(Ctx* c, int32_t player, int32_t card) noexcept nogil:
    """others_allow_open past its quick answer."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, SK_PLAY_OPEN_OTHERS, srcs), k, s, r, first, ctl
    cdef const int32_t* st
    for k in range(n):
        s = srcs[k]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_PLAY_OPEN_OTHERS and mod_applies(c, s, st, TY_UNIT, player,
                                                                   &ctl, card):
                return 1
    return 0




cdef int32_t play_here_offers(Ctx* c, Task* t, int32_t* out) noexcept nogil:
    """play.play_here_offers (356.2.b): the battlefield locations whose "may pay … to play it
    here" is offered for the unit played: ones it may enter and may not be played to anyway,
    the cost (less optional-cost discounts, 356.4.c) payable on top of the rest; a player's
    own play only (not hidden, not with Ambush's timing, not an effect's play)."""
    cdef int32_t o = t.d[TW_PLAY_OBJ], player = t.d[TW_PLAY_PLAYER], n = 0, nn, i, j, loc, dup
    cdef int32_t normal[MAXBF + 1]
    cdef const int32_t* st
    cdef Price price
    if t.d[TW_PLAY_HIDDEN] or t.d[TW_PLAY_AMBUSH] or c.s.chain[t.d[TW_PLAY_CHAIN]].limited \
            or c.s.n_bfs == 0:
        return 0
    nn = unit_locations(c, o, player, 0, 0, normal)
    for i in range(c.s.n_bfs):
        loc = i + 1
        st = play_here_static(c, o, loc)
        if st == NULL or not can_enter(c, o, loc) or no_play_here(c, loc):
            continue
        dup = 0
        for j in range(nn):
            if normal[j] == loc:
                dup = 1
        if dup:
            continue
        total_price(c, t, &price, 1)
        add_optional_cost_price(c, player, st, &price)
        if can_pay(c, player, &price):
            out[n] = loc
            n += 1
    return only_base(c, player, out, only_conquered(c, o, player, out, n))



cdef inline void remove_symbol(Price* p, int32_t k) noexcept nogil:
    cdef int32_t j
    for j in range(k, p.n_power - 1):
        p.power[j] = p.power[j + 1]
    p.n_power -= 1




cdef inline void base_price(Ctx* c, int32_t o, int32_t player, int32_t hidden_loc, int flow,
                            Price* p) noexcept nogil:
    """play.base_price: the card's cost less its own discounts (356.4), plus the increases
    of other objects (356.3). A hidden card is played ignoring its base cost (811.1.d); with
    [Flow], for its Flow cost (356.1.a). A card with discounts of its own: base_price_own."""
    cdef int32_t card = c.s.o_card[o]
    if card_has_sk(c.t, card, SK_COST_LESS):
        base_price_own(c, o, player, hidden_loc, flow, p)
        return
    if flow:                                          # (the printed or Flow cost, or none
        flow_price(c, card, p)                        # when hidden)
    elif hidden_loc:
        memset(p, 0, sizeof(Price))
    else:
        card_price(c, card, p)
    p.spell = card_col(c.t, card, C_TYPE) == TY_SPELL
    p.gear = card_col(c.t, card, C_TYPE) == TY_GEAR
    if has_static_kind(c, SK_COST_MORE):
        cost_mods(c, o, player, SK_COST_MORE, p)




cdef void base_price_own(Ctx* c, int32_t o, int32_t player, int32_t hidden_loc, int flow,
                         Price* p) noexcept nogil:
    """base_price of a card with discounts of its own (SK_COST_LESS)."""
    cdef int32_t card = c.s.o_card[o], r, first = card_col(c.t, card, C_ST_FIRST)
    cdef int32_t n = card_col(c.t, card, C_ST_N), k, times, off = 0, np_off = 0, j, best, i
    cdef int32_t pw_off[16]
    cdef int32_t fl_d[4]
    cdef int32_t fl_f[4]
    cdef int32_t nfl = 0
    cdef const int32_t* st
    for r in range(first, first + n):
        st = c.t.statics + r * SW
        if st[S_KIND] != SK_COST_LESS or (st[S_COND] >= 0 and
                                         not holds(c, st[S_COND], player, o, NONE)):
            continue
        times = 1
        if st[S_PER] >= 0:
            times = count_matching(c, st[S_PER], player, o, LOC_NONE)  # (not itself:
            if sel_matches(c, st[S_PER], o, player, o, LOC_NONE):          # it is paid for
                times -= 1                                                  # on the chain)
        elif st[S_PER] <= PER_MAX_MIGHT:         # "… the highest Might among" (Sky Splitter)
            times = max_might_matching(c, PER_MAX_MIGHT - st[S_PER], player, o)
        elif st[S_PER] == PER_CARDS_FINALIZED:   # "… for each card you've played this turn"
            times = c.s.players[player].cards_finalized     # (finalized: the Unleashed FAQ)
        elif st[S_PER] == PER_HOLD_POINTS:       # "… each point you scored from holding"
            times = c.s.players[player].hold_points
        if st[S_FLOOR] != -999:                  # play._floored_discounts: "to a minimum of
            if nfl < 4:                          # [f]" (356.4.e; compile: Energy only)
                fl_d[nfl] = st[S_N] * times
                fl_f[nfl] = st[S_FLOOR]
                nfl += 1
            continue
        off += (st[S_COST_E] if st[S_COST_E] >= 0 else st[S_N]) * times
        if st[S_COST_E] >= 0:
            for k in range(times):
                for j in range(S_COST_P0, S_COST_P1 + 1):
                    if st[j] and np_off < 16:
                        pw_off[np_off] = st[j]
                        np_off += 1
    if flow:
        flow_price(c, card, p)
    elif hidden_loc:
        memset(p, 0, sizeof(Price))
    else:
        card_price(c, card, p)
        p.energy = card_col(c.t, card, C_ENERGY)
    for k in range(nfl):                     # play._apply_floored: the floored discounts
        if fl_d[k] > 0:                      # first, the player's best order (356.4.e)
            p.energy = max(min(p.energy, fl_f[k]), p.energy - fl_d[k])
    p.energy -= off
    if p.energy < 0:
        p.energy = 0
    for k in range(np_off):                  # 356.4 / 356.5: a Power discount of one domain
        if pw_off[k] == POWER_A:             # ([A] matches no symbol of the card's own cost)
            continue
        best = -1
        for i in range(p.n_power):
            if p.power[i] & pw_off[k] and (best < 0 or
                                           popcount(p.power[i]) < popcount(p.power[best])):
                best = i
        if best >= 0:
            remove_symbol(p, best)
    p.spell = card_col(c.t, card, C_TYPE) == TY_SPELL     # spell-only Energy may pay (429)
    p.gear = card_col(c.t, card, C_TYPE) == TY_GEAR       # gear-only Power too
    cost_mods(c, o, player, SK_COST_MORE, p)




cdef int mod_applies(Ctx* c, int32_t s, const int32_t* st, int32_t ty, int32_t player,
                     int32_t* ctl, int32_t card) noexcept nogil:
    """play.cost_mods: does passive row `st` of object `s` change what `player` pays for
    `card`, of type `ty`? The passive's side is relative to its controller (a battlefield's:
    the battlefield's controller); a tag in its selector limits it to cards with that tag."""
    cdef int32_t bf, kind, side
    cdef const int32_t* sel
    ctl[0] = octl(c.s, s)
    if c.s.o_zone[s] == Z_BATTLEFIELD:
        bf = bf_of_obj(c, s)
        ctl[0] = c.s.bfs[bf].controller if bf >= 0 else NONE
        if ctl[0] == NONE:
            return 0
    if st[S_SEL] >= 0:
        sel = c.t.sels + st[S_SEL] * SELW
        kind = sel[SEL_KIND]
        if kind != SK_CARD and not ((kind == SK_UNIT and ty == TY_UNIT) or
                                    (kind == SK_GEAR and ty == TY_GEAR) or
                                    (kind == SK_SPELL and ty == TY_SPELL)):
            return 0
        side = sel[SEL_SIDE]
        if not side_ok(c.s, side, player, ctl[0]):
            return 0
        if sel[SEL_TAG] >= 0 and not ((card_col(c.t, card, C_TAGS) >> sel[SEL_TAG]) & 1):
            return 0
    return st[S_COND] < 0 or holds(c, st[S_COND], ctl[0], s, NONE)




cdef inline void cost_mods(Ctx* c, int32_t o, int32_t player, int32_t kind,
                           Price* p) noexcept nogil:
    """Other objects' passives on the price of card `o`: play.others_increases (kind
    SK_COST_MORE, 356.3) or play.others_discounts (SK_COST_LESS_OTHERS, 356.4, 356.5). While
    a decision's options are worked out (Ctx.memo) the passive rows that apply are kept per
    kind, card type and player (per card as well when a row's selector names a tag: the
    card's tags decide), in the order they apply: cost_mods_rows works them out."""
    cdef int32_t ty = otype(c, o), i, k, cut, key, fine
    if kind == SK_COST_LESS_OTHERS and ty == TY_SPELL and c.s.n_effects:   # "the next spell
        cut = 0                                         # you play this turn costs [n] less"
        for i in range(c.s.n_effects):                   # first (Raging Firebrand;
            if c.s.effects[i].kind == EK_NEXT_SPELL_LESS and c.s.effects[i].controller == player:
                cut += c.s.effects[i].n                 # play.others_discounts)
        p.energy -= cut if cut < p.energy else p.energy
    if static_sources_empty(c, kind):        # (no active passive of that kind)
        return
    if c.memo:                               # (a decision's options: the rows that apply
        key = (kind * 64 + ty) * 4 + player  # depend on the kind, type and player, and on
        fine = -(key * 2048 + c.s.o_card[o]) - 1          # the card's tags when a row names
        for i in range(c.cmm_n):                          # one: `fine`)
            if c.side.cmm_key[i] == key or c.side.cmm_key[i] == fine:
                for k in range(c.side.cmm_nrows[i]):
                    cost_mod_row(c.t.statics + c.side.cmm_rows[i][k] * SW, kind, p)
                if c.check:                  # (checking mode: the same rows apply afresh)
                    cost_mods_check(c, o, player, kind, i)
                return
    cost_mods_rows(c, o, player, kind, ty, p)




cdef void cost_mods_rows(Ctx* c, int32_t o, int32_t player, int32_t kind, int32_t ty,
                         Price* p) noexcept nogil:
    """cost_mods from the active passives (static_sources), the rows that apply kept while a
    decision's options are worked out."""
    cdef int32_t s, r, first, n, ctl, k, nsrc, m = 0, slot
    cdef int32_t key = (kind * 64 + ty) * 4 + player, tagged = 0
    cdef int32_t fine = -(key * 2048 + c.s.o_card[o]) - 1
    cdef int32_t srcs[MAXO]
    cdef int32_t rows[MEMO_CM_ROWS]
    cdef const int32_t* st
    nsrc = static_sources(c, kind, srcs)
    for k in range(nsrc):
        s = srcs[k]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] != kind:
                continue
            if st[S_SEL] >= 0 and c.t.sels[st[S_SEL] * SELW + SEL_TAG] >= 0:
                tagged = 1                   # (this card's tags decide: memo per card)
            if not mod_applies(c, s, st, ty, player, &ctl, c.s.o_card[o]):
                continue
            if m < MEMO_CM_ROWS:
                rows[m] = r
            m += 1
            cost_mod_row(st, kind, p)
    if c.memo and c.cmm_n < MEMO_CM and m <= MEMO_CM_ROWS:
        slot = c.cmm_n
        c.side.cmm_key[slot] = fine if tagged else key
        c.side.cmm_nrows[slot] = m
        for k in range(m):
            c.side.cmm_rows[slot][k] = rows[k]
        c.cmm_n += 1




cdef void cost_mods_check(Ctx* c, int32_t o, int32_t player, int32_t kind,
                          int32_t slot) noexcept nogil:
    """cost_mods' checking mode (Ctx.check): the passive rows that apply to card `o` now are
    those kept in memo slot `slot`."""
    cdef int32_t srcs[MAXO]
    cdef int32_t nsrc = static_sources(c, kind, srcs), k, s, r, first, ctl, m = 0
    cdef int32_t ty = otype(c, o)
    cdef const int32_t* st
    c.checks += 1
    for k in range(nsrc):
        s = srcs[k]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] != kind or not mod_applies(c, s, st, ty, player, &ctl, c.s.o_card[o]):
                continue
            if m >= c.side.cmm_nrows[slot] or c.side.cmm_rows[slot][m] != r:
                fail(c, CHECK_FAILED)
                return
            m += 1
    if m != c.side.cmm_nrows[slot]:
        fail(c, CHECK_FAILED)




cdef inline void cost_mod_row(const int32_t* st, int32_t kind, Price* p) noexcept nogil:
    """One passive row of cost_mods applied to `p`: an increase (356.3) adds its cost; a
    discount (356.4.e: not below the passive's floor) takes off Energy and, per Power symbol
    it names, the matching symbol that sorts first (356.5)."""
    cdef int32_t j, d, i, best, cut
    if kind == SK_COST_MORE:
        p.energy += st[S_COST_E]
        for j in range(S_COST_P0, S_COST_P1 + 1):
            if st[j]:
                price_add_power(p, ALL_DOMAINS if st[j] == POWER_A else st[j])
        return
    cut = p.energy - st[S_N]
    if cut < 0:
        cut = 0
    p.energy -= st[S_COST_E] if st[S_COST_E] < cut else cut
    for j in range(S_COST_P0, S_COST_P1 + 1):
        d = st[j]
        if not d:
            continue
        best = -1
        for i in range(p.n_power):
            if (d == POWER_A or p.power[i] & d) and (
                    best < 0 or sym_less(p.power[i], p.power[best])):
                best = i
        if best >= 0:
            remove_symbol(p, best)




cdef inline void accel_price(Ctx* c, int32_t card, int32_t player, Price* p) noexcept nogil:
    """805: Accelerate costs [1] plus one Power of the card's domain (any if several), less
    `player`'s optional-cost discounts (costs.pxi optional_less)."""
    cdef int32_t ds = domain_set(c, card)
    cdef Price part
    memset(&part, 0, sizeof(Price))
    part.energy = 1
    price_add_power(&part, ds if popcount(ds) == 1 else ALL_DOMAINS)
    add_optional_part(c, player, &part, p)




cdef int cant_play_cards(Ctx* c, int32_t player) noexcept nogil:
    """play.cant_play_cards: a "no_play" player effect on `player` (Brynhir Thundersong)."""
    cdef int32_t i
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_NO_PLAY and c.s.effects[i].controller == player:
            return 1
    return 0


cdef int price_floor_unpayable(Ctx* c, int32_t player, uint32_t pc, int32_t ty,
                               uint32_t lf) noexcept nogil:
    """can_play's quick rejection, before the price is worked out: 1 when nothing can make the
    card cost less than its printed cost and even that is out of reach (resources.pxi
    out_of_reach), so that play.can_play's price check surely fails. Nothing lowers it when
    the card has no discount of its own (356.4) and no optional additional cost (whose
    payment may discount it, 356.2.b.1): the caller checks those (PC_OWN_LESS of its play
    class `pc`); when no active passive discounts other cards (356.4, 356.5) and, for a
    spell, no "the next spell you play costs less" effect is on `player` and no unit of
    theirs makes the spells that choose it cost less (356.4.d: the listing facts `lf`); the
    rest only adds to it (increases 356.3, a mandatory additional cost 356.2.a.1). Not for a
    hidden card or one played with [Flow] (their prices are not the printed one)."""
    cdef int32_t any_disc
    cdef Price p
    if has_static_kind(c, SK_COST_LESS_OTHERS):
        any_disc = c.disc_any if c.memo else -1       # (kept while a decision's options are
        if any_disc < 0:                              # worked out: the state does not change)
            any_disc = not static_sources_empty(c, SK_COST_LESS_OTHERS)
            if c.memo:
                c.disc_any = any_disc
        if any_disc:
            return 0
    if ty == TY_SPELL and lf & (LF_SPELL_LESS | LF_CHOSEN_LESS):
        return 0
    p.energy = pc & PC_ENERGY                          # (card_price: at most 16 symbols)
    p.n_power = (pc & PC_POWER) >> PC_POWER_SHIFT
    p.spell = ty == TY_SPELL
    return out_of_reach_now(c, player, &p)




cdef uint32_t listing_facts(Ctx* c, int32_t player) noexcept nogil:
    """What can_play reads of `player`'s situation whatever the card (LF_*): timing_ok for a
    card without [Action] or [Reaction], with [Action], with [Reaction] (307-313); a "no
    play" effect on them (cant_play_cards); a "the next spell you play costs less" effect on
    them; a unit of theirs making the spells that choose it cost less (chosen_less_possible).
    Kept while a decision's options are worked out (Ctx.memo; the checking mode compares them
    with fresh ones)."""
    cdef uint32_t f
    if c.memo and (c.lf_have >> player) & 1:
        if c.check:
            c.checks += 1
            if listing_facts_fresh(c, player) != c.lf[player]:
                fail(c, CHECK_FAILED)
        return c.lf[player]
    f = listing_facts_fresh(c, player)
    if c.memo:
        c.lf[player] = f
        c.lf_have |= (<uint32_t>1) << player
    return f




cdef uint32_t listing_facts_fresh(Ctx* c, int32_t player) noexcept nogil:
    """listing_facts worked out."""
    cdef uint32_t f = 0
    cdef int32_t i
    if timing_ok(c, player, 0, 0):
        f |= LF_TIMING
    if timing_ok(c, player, 1, 0):
        f |= LF_TIMING_ACTION
    if timing_ok(c, player, 0, 1):
        f |= LF_TIMING_REACTION
    if cant_play_cards(c, player):
        f |= LF_NO_PLAY
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_NEXT_SPELL_LESS and c.s.effects[i].controller == player:
            f |= LF_SPELL_LESS
    if has_static_kind(c, SK_CHOSEN_SPELL_LESS) and chosen_less_possible(c, player):
        f |= LF_CHOSEN_LESS
    return f




cdef int can_play(Ctx* c, int32_t player, int32_t o, int32_t hidden_loc) noexcept nogil:
    """play.can_play for a card in hand, the champion zone or hidden (`hidden_loc`). (Its
    checks all answer yes or no without changing the state: their order is free.)"""
    cdef int32_t card = c.s.o_card[o], ty
    cdef uint32_t pc = c.t.play_class[card], lf, need
    cdef int32_t locs[MAXBF + 1]
    cdef int ambush = 0, price_ok, flow, plain
    cdef Price price
    if not pc & PC_PLAYABLE:                 # (a unit, gear or spell)
        return 0
    lf = listing_facts(c, player)
    if lf & LF_NO_PLAY:                      # "opponents can't play cards this turn"
        return 0
    ty = card_col(c.t, card, C_TYPE)
    flow = c.s.o_zone[o] == Z_TRASH          # Flow (Vendetta 829.1.b)
    if flow and plays_from_trash(c, player):             # (play.pxi)
        flow = 0
    elif flow and ty != TY_SPELL:
        return 0
    if hidden_loc and hidden_stays(c, player, hidden_loc):   # can't be revealed here (ops_ogn)
        return 0
    if pc & PC_AMBUSH:                       # (only a card with Ambush: keywords.pxi)
        ambush = ambush_timing(c, player, o, hidden_loc)
    if not ambush:                           # timing_ok (307-313): with [Reaction], hidden
        need = LF_TIMING_ACTION if pc & PC_ACTION else LF_TIMING     # (811.1.d), Quick-Draw
        if pc & (PC_REACTION | PC_QUICK_DRAW) or hidden_loc:        # (819.1.b)
            need = LF_TIMING_REACTION
        elif ty == TY_GEAR and (lf & need) == 0 and (lf & LF_TIMING_REACTION) and \
                quick_draw_granted(c, o):
            need = LF_TIMING_REACTION
        if not lf & need:
            return 0
    if not hidden_loc and not flow and not pc & PC_OWN_LESS and \
            price_floor_unpayable(c, player, pc, ty, lf):
        if c.check:                          # (checking mode: the full check rejects it too)
            check_floor_rejection(c, player, o)
        return 0
    plain = not hidden_loc and not flow and pc & PC_PLAIN   # (no discount and no additional
    base_price(c, o, player, hidden_loc, flow, &price)        # cost of its own: the printed
    cost_mods(c, o, player, SK_COST_LESS_OTHERS, &price)      # price and others' passives)
    if not plain and not mandatory_playable(c, player, o, &price):      # 356.2.a.1 (costs.pxi)
        return 0
    price_ok = can_pay(c, player, &price)
    if not price_ok:                                       # 356.2.b.1 (costs.pxi): its
        if not plain and payable_paying_extra(c, o, player, hidden_loc, flow,   # price so
                                              &price):
            price_ok = 1
        elif ty != TY_SPELL or not lf & LF_CHOSEN_LESS:   # 356.4.d: affordable only by
            return 0                         # choosing a unit whose spells cost less
    if ty == TY_UNIT and not unit_location_exists(c, o, player, hidden_loc, ambush, locs):
        return 0
    if ty == TY_SPELL:
        return spell_targets_available(c, o, player, &price, hidden_loc, price_ok)
    return 1




cdef inline int unit_location_exists(Ctx* c, int32_t o, int32_t player, int32_t hidden_loc,
                                     int ambush, int32_t* locs) noexcept nogil:
    """can_play's "unit_locations is not empty": surely so, without working them out, for a
    card not played from hidden nor by Ambush's timing alone and not limited to the
    battlefields it conquered: its controller's base is among them (355.2), and only_base
    keeps the base."""
    if not hidden_loc and not ambush and \
            not card_has_sk(c.t, c.s.o_card[o], SK_PLAY_ONLY_CONQUERED):
        return 1
    return unit_locations(c, o, player, hidden_loc, ambush, locs) > 0




cdef void check_floor_rejection(Ctx* c, int32_t player, int32_t o) noexcept nogil:
    """can_play's checking mode (Ctx.check): a card price_floor_unpayable rejected has a
    price that cannot be paid, not even by paying its optional cost."""
    cdef Price price
    c.checks += 1
    base_price(c, o, player, 0, 0, &price)
    cost_mods(c, o, player, SK_COST_LESS_OTHERS, &price)
    if mandatory_playable(c, player, o, &price) and (
            can_pay(c, player, &price) or payable_paying_extra(c, o, player, 0, 0, &price)
            or (card_col(c.t, c.s.o_card[o], C_TYPE) == TY_SPELL
                and chosen_less_possible(c, player))):
        fail(c, CHECK_FAILED)




cdef int play_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    cdef Player* p = &c.s.players[player]
    cdef const zid_t* hand = hand_of(p)      # (a query: no card moves)
    cdef int32_t n = 0, i
    for i in range(p.n_hand):
        if can_play(c, player, hand[i], 0):
            out[n] = enc(A_PLAY, hand[i])
            n += 1
    if p.champion != NONE and can_play(c, player, p.champion, 0):
        out[n] = enc(A_PLAY, p.champion)
        n += 1
    n += flow_play_options(c, player, out + n)
    n += hidden_play_options(c, player, out + n)
    return n




cdef int h_main_priority(Ctx* c, Task* t) noexcept nogil:
    """316.2: the turn player acts or ends the turn."""
    cdef int32_t tp = c.s.turn_player, n = 1, a
    cdef int32_t opts[MAXOPT]
    if t.answer == NONE:
        opts[0] = PASS
        memo_begin(c)                        # (the options' answers kept: resources.pxi)
        n += play_options(c, tp, opts + n)
        n += hide_options(c, tp, opts + n)
        n += move_options(c, tp, opts + n)
        n += ability_options(c, tp, opts + n)
        memo_end(c)
    a = choose(c, t, D_PRIORITY, tp, opts, n, -1)
    if a == WAIT:
        return WAIT
    pop(c)
    if a == PASS:
        end_main_phase(c)
        return 0
    start_action(c, tp, a)
    return 0




cdef int h_focus(Ctx* c, Task* t) noexcept nogil:
    """347: the player with focus acts or passes."""
    cdef int32_t pl = c.s.sd_focus, n = 1, a
    cdef int32_t opts[MAXOPT]
    if t.answer == NONE:
        opts[0] = PASS
        memo_begin(c)                        # (the options' answers kept: resources.pxi)
        n += play_options(c, pl, opts + n)
        n += ability_options(c, pl, opts + n)
        memo_end(c)
    a = choose(c, t, D_PRIORITY, pl, opts, n, -1)
    if a == WAIT:
        return WAIT
    pop(c)
    if a == PASS:
        c.s.sd_passes += 1
        if c.s.sd_passes >= c.s.n_players:   # 347.3.a
            push(c, T_END_SHOWDOWN)
        else:
            c.s.sd_focus = next_player(c.s, pl)   # 347.4
        return 0
    c.s.sd_passes = 0
    start_action(c, pl, a)
    return 0




cdef void start_action(Ctx* c, int32_t player, int32_t a) noexcept nogil:
    cdef int32_t kind = a >> 16, arg = a & 0xFFFF
    cdef Task* t
    if kind == A_PLAY:
        t = push(c, T_PLAY)
        t.d[TW_PLAY_PLAYER] = player
        t.d[TW_PLAY_OBJ] = arg
        t.d[TW_PLAY_HIDDEN] = hidden_loc_of(c, arg)
    elif kind == A_HIDE:
        t = push(c, T_HIDE)
        t.d[TW_HIDE_PLAYER] = player
        t.d[TW_HIDE_OBJ] = arg
    elif kind == A_MOVE_UNIT:
        t = push(c, T_STD_MOVE)
        t.d[TW_STD_MOVE_PLAYER] = player
        t.d[TW_STD_MOVE_UNITS_N] = 1        # the units declared so far
        memset(&t.d[TW_STD_MOVE_UNITS], 0, MAXOW * sizeof(int32_t))
        declared_bits(t)[arg >> 5] |= 1u << (arg & 31)
    elif kind == A_ACTIVATE:
        start_activate(c, player, arg)
    else:
        fail(c, 8)




# play task data: the TW_PLAY_* words (tasks.pxi)

cdef void total_price(Ctx* c, Task* t, Price* p, int deflect) noexcept nogil:
    """play._total_price; `deflect` 0: without the Deflect Power (the base targets are priced
    against, 809)."""
    cdef int32_t o = t.d[TW_PLAY_OBJ]
    limited_base_price(c, &c.s.chain[t.d[TW_PLAY_CHAIN]], o, t.d[TW_PLAY_PLAYER],
                       t.d[TW_PLAY_HIDDEN], t.d[TW_PLAY_FLOW], p)   # 356.1.a
                                             # (ops_look_and_play.pxi: a card an effect plays)
    add_extra_prices(c, t, p)                # additional costs (costs.pxi)
    if card_col(c.t, c.s.o_card[o], C_TYPE) == TY_UNIT and t.d[TW_PLAY_HERE] == 2 and \
            t.d[TW_PLAY_LOC] > LOC_BASE:     # a battlefield's "may pay … to play it here"
        add_optional_cost_price(c, t.d[TW_PLAY_PLAYER],
                                play_here_static(c, o, t.d[TW_PLAY_LOC]), p)
    if t.d[TW_PLAY_ACCEL]:
        accel_price(c, c.s.o_card[o], t.d[TW_PLAY_PLAYER], p)
    repeat_prices(c, t, p)                   # [Repeat] (costs.pxi)
    any_times_price(c, t, p)                 # paid any number of times (costs.pxi, 356.2.b.1)
    if deflect:
        add_deflect(c, &c.s.chain[t.d[TW_PLAY_CHAIN]], p)   # 809
    energy_less(c.s.chain[t.d[TW_PLAY_CHAIN]].limited, p)   # "its Energy cost reduced by …"
                                                            # (costs.pxi)
    cost_mods(c, o, t.d[TW_PLAY_PLAYER], SK_COST_LESS_OTHERS, p)
    if deflect:                              # 356.4.d: "your spells that choose me cost less"
        chosen_less(c, &c.s.chain[t.d[TW_PLAY_CHAIN]], p, NULL, 0)   # (chain.pxi)




cdef int h_play(Ctx* c, Task* t) noexcept nogil:
    """353-359: remove to the chain, choices, total cost, pay, finalize."""
    cdef State* s = c.s
    cdef int32_t player = t.d[TW_PLAY_PLAYER], o = t.d[TW_PLAY_OBJ]
    cdef int32_t card = s.o_card[o], ty = card_col(c.t, card, C_TYPE)
    cdef int32_t n, a, i, loc
    cdef int32_t opts[MAXOPT]
    cdef ChainItem* item
    cdef Price price
    cdef int limited
    cdef int32_t zone
    if t.stage == 0:                         # 354: onto the chain, pending
        if s.n_chain >= MAXCH:
            fail(c, ERR_CAP_CHAIN)
            return 0
        t.d[TW_PLAY_AMBUSH] = ambush_timing(c, player, o, t.d[TW_PLAY_HIDDEN])    # 822.1.b
        t.d[TW_PLAY_FLOW] = s.o_zone[o] == Z_TRASH and \
            not plays_from_trash(c, player)             # Flow (Vendetta 829.1.b; play.pxi)
        t.d[TW_PLAY_OPENED] = s.n_chain == 0
        zone = s.o_zone[o]                   # the zone it is played from
        move_to(c, o, Z_CHAIN, LOC_NONE, 0)
        if octl(s, o) != player:
            octl_set(s, o, player)
            might_changed_obj(c, o)
        place_obj(c, o)
        item = &s.chain[s.n_chain]
        memset(item, 0, sizeof(ChainItem))
        item.kind = CK_SPELL if ty == TY_SPELL else (CK_UNIT if ty == TY_UNIT else CK_GEAR)
        item.controller = player
        item.source = o
        item.ability = -1
        item.pending = 1
        item.trigger_obj = NONE
        item.here = LOC_NONE
        item.hidden_loc = t.d[TW_PLAY_HIDDEN]
        s.from_hidden[o >> 5] &= ~((<uint32_t>1) << (o & 31))   # 811.1.d: its last play
        if t.d[TW_PLAY_HIDDEN] != 0:             # was from hidden ("played_from_hidden")
            s.from_hidden[o >> 5] |= (<uint32_t>1) << (o & 31)
        item.flow = t.d[TW_PLAY_FLOW]
        item.played_from = zone
        t.d[TW_PLAY_CHAIN] = s.n_chain
        s.n_chain += 1
        t.d[TW_PLAY_LOC] = -1
        t.stage = 1
    item = &s.chain[t.d[TW_PLAY_CHAIN]]
    if t.stage == 1:                         # 355.2: location of a unit
        if ty == TY_UNIT and t.d[TW_PLAY_HERE] == 0:   # a battlefield's "may pay … to play
            if play_here_offers(c, t, opts) == 0:      # it here" (356.2.b)
                t.d[TW_PLAY_HERE] = 1
            else:
                opts[0] = YES
                opts[1] = NO
                a = choose(c, t, D_OPTIONAL_COST, player, opts, 2, o)
                if a == WAIT:
                    return WAIT
                t.d[TW_PLAY_HERE] = 2 if a == YES else 1
        if ty == TY_UNIT:
            if t.answer == NONE:
                if t.d[TW_PLAY_HERE] == 2:
                    n = play_here_offers(c, t, opts)
                else:
                    n = limited_locations(c, item, opts)     # (ops_look_and_play.pxi)
                    if n < 0:
                        n = unit_locations(c, o, player, t.d[TW_PLAY_HIDDEN],
                                           t.d[TW_PLAY_AMBUSH], opts)
                    n = kill_cost_locations(c, o, player, opts, n)     # (costs.pxi)
                for i in range(n):
                    opts[i] = enc(A_LOCATION, opts[i])
            a = choose(c, t, D_PLAY_LOCATION, player, opts, n, o)
            if a == WAIT:
                return WAIT
            t.d[TW_PLAY_LOC] = a & 0xFFFF
        t.stage = 2
    if t.stage == 2:                         # 805: Accelerate
        if ty == TY_UNIT and (card_col(c.t, card, C_KW + K_ACCELERATE) or (
                ((item.played_from != Z_NONE and item.played_from != Z_HAND) or
                 (item.limited and (item.limited - 1) % LP_PAID != Z_HAND))
                and accel_granted(c, player))):     # not from a hand (ops_sfd.pxi)
            limited_base_price(c, item, o, player, t.d[TW_PLAY_HIDDEN], t.d[TW_PLAY_FLOW],
                               &price)   # 356.1.a
            accel_price(c, card, player, &price)
            if can_pay(c, player, &price):
                opts[0] = YES
                opts[1] = NO
                a = choose(c, t, D_OPTIONAL_COST, player, opts, 2, o)
                if a == WAIT:
                    return WAIT
                t.d[TW_PLAY_ACCEL] = a == YES
        t.stage = 3
    if t.stage == 3 and play_optional_cost(c, t) == WAIT:     # 356.2.b (costs.pxi)
        return WAIT
    if t.stage == 3:                         # 820: [Repeat] (effects.pxi)
        if ty == TY_SPELL and play_repeats(c, t, item) == WAIT:
            return WAIT
        t.stage = 4
    if t.stage == 4:                         # 355.5: targets of a spell
        if ty == TY_SPELL:
            total_price(c, t, &price, 0)
            if spell_play_mode(c, t, item, &price) == WAIT:   # 355.3, 820.2.a
                return WAIT
            a = choose_spell_targets(c, t, item, &price)
            if a == WAIT:
                return WAIT
            if choose_spell_move_dest(c, t, item) == WAIT:     # 355.4 (effects.pxi)
                return WAIT
        t.stage = 5
    if ty != TY_SPELL and t.d[TW_PLAY_NAMED] == 0:    # "as you play this, name a tag"
        t.d[TW_PLAY_NAMED] = 1
        if own_static(c, o, SK_NAME_TAG, 0):
            n = name_tag_options(c, player, opts)
            if n > 0:
                a = choose(c, t, D_NAME_TAG, player, opts, n, o)
                if a == WAIT:
                    t.d[TW_PLAY_NAMED] = 0
                    return WAIT
                t.d[TW_PLAY_NAMED] = 2 + (a & 0xFFFF)
    if not (t.d[TW_PLAY_PAID] & PAID_RESOURCES):   # 357.1 first: the total cost fixed in
        total_price(c, t, &price, 1)                # step 3 (356), before the non-standard
        pay(c, player, &price)                      # parts (play.h_play)
        t.d[TW_PLAY_PAID] |= PAID_RESOURCES
    if pay_optional_cost(c, t) == WAIT:      # 357.2 (costs.pxi)
        return WAIT
    if pay_repeat_discards(c, t) == WAIT:    # 820.1.c.1 (costs.pxi)
        return WAIT
    if pay_mandatory_cost(c, t) == WAIT:     # 356.2.a.1 (costs.pxi)
        return WAIT
    pop(c)
    if t.d[TW_PLAY_OPTIONAL] == 2:
        oflag_set(s, o, O_PAID_EXTRA, 1)                # read by "paid_extra" (356.4.f.1)
    note_gear_played(c, o, player)           # triggers.pxi
    item.pending = 0                         # 359
    s.players[player].cards_finalized += 1
    set_finalized(s, o, 1)
    emit(c, EV_PLAY, player, o, t.d[TW_PLAY_LOC], 0)
    if ty == TY_SPELL:
        if t.d[TW_PLAY_OPENED]:
            s.chain_by_trigger = 0
        take_next_spell_less(c, player)      # Raging Firebrand (play.pxi)
        take_player_effects(c, EK_NEXT_SPELL_REPEAT, player)   # Temporal Portal (play.pxi)
        take_spell_bonus(c, item, player)    # Ravenborn Tome (play.pxi)
        if s.refl_obj == 1 + o:              # (only permanents wait for it: compile.py)
            s.refl_obj = 0
        finalize(c, item)                    # 359.3
        return 0
    limited = item.limited != 0              # 419.3 (costs.pxi)
    chain_remove(c, t.d[TW_PLAY_CHAIN])                  # 359.2: permanents resolve now
    loc = t.d[TW_PLAY_LOC] if ty == TY_UNIT else LOC_BASE
    if ty == TY_GEAR and t.d[TW_PLAY_HIDDEN]:   # 811.1.d.1.a: hidden gear is played to that
        loc = t.d[TW_PLAY_HIDDEN]               # battlefield (recalled in a cleanup, 149.3)
    move_to(c, o, Z_BOARD, loc, 0)
    octl_set(s, o, player)
    might_changed_obj(c, o)
    place_obj(c, o)
    oflag_set(s, o, O_PAID_EXTRA, t.d[TW_PLAY_OPTIONAL] == 2)
    oflag_set(s, o, O_EXHAUSTED, ty == TY_UNIT and not (t.d[TW_PLAY_ACCEL] or enters_ready(c, o)))
    if ty == TY_UNIT and take_next_unit_ready(c, player):
        oflag_set(s, o, O_EXHAUSTED, 0)  # "the next unit you play this turn enters ready"
    if ty == TY_GEAR and own_static(c, o, SK_ENTER_EXHAUSTED, 0):    # (layers.pxi)
        oflag_set(s, o, O_EXHAUSTED, 1)
    if ty != TY_SPELL and t.d[TW_PLAY_NAMED] >= 2:   # the tag named as it was played
        add_effect(c, EK_NAMED_TAG, o, t.d[TW_PLAY_NAMED] - 2, -1, DUR_PERMANENT, NONE)
    s.players[player].cards_played += 1
    if loc > LOC_BASE:
        contest(c, loc - 1, player)
    n = s.n_pending
    fire_played(c, o, player)
    if t.d[TW_PLAY_HIDDEN]:
        mark_hidden_play_effects(c, o, n, t.d[TW_PLAY_HIDDEN])
    if s.refl_obj == 1 + o:                  # 387: "if you do, then do this:" on the card an
        s.refl_obj = 0                       # effect played, now a permanent (op_reflexive)
        push_reflexive(c, s.refl_ctl, s.refl_src, s.refl_ab, o, s.o_loc[o])
    if s.n_chain == 0:
        s.priority = NONE
        if s.sd_active and not (limited and s.chain_by_trigger):   # 337.1.c.1.a / 346.1
            s.sd_focus = next_player(s, s.sd_focus)
        if limited:
            s.chain_by_trigger = 0
    else:
        s.priority = s.chain[s.n_chain - 1].controller
        s.passes = 0
    s.dirty = 1
    return 0




cdef void take_next_spell_less(Ctx* c, int32_t player) noexcept nogil:
    """play.py (a spell is played): use up `player`'s "the next spell you play this turn costs
    [n] less" effects."""
    cdef int32_t i, m = 0
    for i in range(c.s.n_effects):
        if not (c.s.effects[i].kind == EK_NEXT_SPELL_LESS and c.s.effects[i].controller == player):
            if m != i:
                c.s.effects[m] = c.s.effects[i]
            m += 1
    if m != c.s.n_effects:                 # (some ended)
        effect_changed(c, EK_NEXT_SPELL_LESS, NONE)
    c.s.n_effects = m


cdef void take_player_effects(Ctx* c, int32_t kind, int32_t player) noexcept nogil:
    """play.py (a spell is played): use up `player`'s player effects of `kind` ("give the
    next spell you play this turn [Repeat] …", EK_NEXT_SPELL_REPEAT)."""
    cdef int32_t i, m = 0
    for i in range(c.s.n_effects):
        if not (c.s.effects[i].kind == kind and c.s.effects[i].controller == player):
            if m != i:
                c.s.effects[m] = c.s.effects[i]
            m += 1
    if m != c.s.n_effects:                 # (some ended)
        effect_changed(c, kind, NONE)
    c.s.n_effects = m




cdef int take_next_unit_ready(Ctx* c, int32_t player) noexcept nogil:
    """play.take_next_unit_ready: use up `player`'s "the next unit you play this turn enters
    ready" effects (all of them); 1 if there was one."""
    cdef int32_t i, m = 0, found = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_NEXT_UNIT_READY and c.s.effects[i].controller == player:
            found = 1
        else:
            if m != i:
                c.s.effects[m] = c.s.effects[i]
            m += 1
    if m != c.s.n_effects:                 # (some ended)
        effect_changed(c, EK_NEXT_UNIT_READY, NONE)
    c.s.n_effects = m
    return found


cdef int enters_ready(Ctx* c, int32_t o) noexcept nogil:
    """play.enters_ready (359.2.c): its own passive, a player effect ("units you play this
    turn enter ready"), or another object's passive."""
    cdef int32_t card = c.s.o_card[o], ctl = octl(c.s, o), r, s, i, n, k, nsrc
    cdef int32_t first = card_col(c.t, card, C_ST_FIRST)
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        st = c.t.statics + r * SW
        if st[S_KIND] == SK_ENTER_READY and st[S_SEL] < 0 and (
                st[S_COND] < 0 or holds(c, st[S_COND], ctl, o, NONE)):
            return 1
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_UNITS_ENTER_READY and \
                friends(c.s, c.s.effects[i].controller, ctl):   # (a teammate's too, 740.1)
            return 1
    nsrc = static_sources(c, SK_ENTER_READY, srcs)
    for k in range(nsrc):
        s = srcs[k]
        if s == o:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_ENTER_READY and st[S_SEL] >= 0 and sel_matches(
                    c, st[S_SEL], o, octl(c.s, s), s, c.s.o_loc[s]) and \
                    static_active(c, s, st):
                return 1
    return 0




cdef inline int plays_from_trash(Ctx* c, int32_t player) noexcept nogil:
    """play.plays_from_trash: they may play cards from their trash (their own costs, not
    with [Flow])."""
    return controls_static(c, SK_PLAY_FROM_TRASH, -1, player)




# ------------------------------------------------------------------ Ravenborn Tome (712-715)

cdef void take_spell_bonus(Ctx* c, ChainItem* item, int32_t player) noexcept nogil:
    """play.h_play: the spell `player` just played takes over their "the next spell you play
    this turn deals n Bonus Damage" effects (their sum, kept in the item's rule_n)."""
    cdef int32_t i, m = 0, total = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_SPELL_BONUS and c.s.effects[i].controller == player:
            total += c.s.effects[i].n
        else:
            if m != i:
                c.s.effects[m] = c.s.effects[i]
            m += 1
    if total:
        c.s.n_effects = m
        might_changed(c)
        item.rule_n = total




# ------------------------------------------------------------------ "Choose one" spells

cdef int32_t spell_play_mode(Ctx* c, Task* t, ChainItem* item, const Price* price) noexcept nogil:
    """play.h_play stage 4 (355.3): a "Choose one" spell's mode, among
    play.spell_modes_available (chain.pxi spell_row_targets_available), before its targets;
    item.mode = 1 + the mode (rows right after the spell's); with [Repeat], then one for each
    further execution (820.2.a; item.run_modes, chain.pxi run_mode). WAIT, or 0."""
    cdef int32_t o = item.source, player = t.d[TW_PLAY_PLAYER], k, n, a, run
    cdef int32_t ab = card_col(c.t, c.s.o_card[o], C_SPELL)
    cdef int32_t opts[MAXOPT]
    cdef int price_ok
    if ab < 0 or ability_row(c, ab)[AB_ON] == 0:
        return 0
    while True:
        run = 0
        if item.mode > 0:                    # the first execution not given a mode yet
            run = 1
            while run <= item.repeats and run_mode(item, run) > 0:
                run += 1
            if run > item.repeats:
                return 0
        price_ok = can_pay(c, player, price)
        n = 0
        for k in range(ability_row(c, ab)[AB_ON]):
            if spell_row_targets_available(c, ab + 1 + k, o, player, price,
                                           t.d[TW_PLAY_HIDDEN], price_ok):
                opts[n] = enc(A_INDEX, k)
                n += 1
        a = choose(c, t, D_CHOOSE_MODE, player, opts, n, o)
        if a == WAIT:
            return WAIT
        if run == 0:
            item.mode = 1 + (a & 0xFFFF)
        else:
            item.run_modes |= (1 + (a & 0xFFFF)) << (3 * (run - 1))




# ------------------------------------------------------------------ naming a tag

cdef int32_t name_tag_options(Ctx* c, int32_t player, int32_t* opts) noexcept nogil:
    """play.name_tag_options: the tags of the units `player` can see (on the board, in either
    trash, in their hand), as INDEX options of their CardPool.unit_tags index, in that order."""
    cdef uint32_t seen[8]
    cdef int32_t o, k, x, z, n = 0
    memset(seen, 0, sizeof(seen))
    for o in range(c.s.n_objs):
        if otype(c, o) != TY_UNIT:
            continue
        z = c.s.o_zone[o]
        if not (z == Z_BOARD or z == Z_TRASH or (z == Z_HAND and oowner(c.s, o) == player)):
            continue
        for k in range(CTW):
            x = c.t.card_tags[c.s.o_card[o] * CTW + k]
            if x >= 0:
                seen[x >> 5] |= (<uint32_t>1) << (x & 31)
    for x in range(256):
        if (seen[x >> 5] >> (x & 31)) & 1:
            opts[n] = enc(A_INDEX, x)
            n += 1
    return n




cdef int card_has_named_tag(Ctx* c, int32_t source, int32_t card) noexcept nogil:
    """select.matches with Sel.tag NAMED_TAG: `card` has the tag named as `source` was played
    (select.named_tag: its EK_NAMED_TAG effect while it is that object)."""
    cdef int32_t i, k
    cdef Effect* e
    if source < 0:
        return 0
    for i in range(c.s.n_effects):
        e = &c.s.effects[i]
        if e.kind == EK_NAMED_TAG and e.target == source and e.epoch == c.s.o_epoch[source]:
            for k in range(CTW):
                if c.t.card_tags[card * CTW + k] == e.n:
                    return 1
            return 0
    return 0




cdef int32_t max_might_matching(Ctx* c, int32_t sel, int32_t player, int32_t src) noexcept nogil:
    """play._static_times "max_might": the highest Might (at least 0, 143.2.b) among the objects
    matching selector row `sel` other than `src`; 0 if none."""
    cdef int32_t dom[MAXO]
    cdef int32_t nd = sel_domain(c, sel, dom), k, o, m, best = 0
    for k in range(nd):
        o = dom[k]
        if o == src or not sel_matches(c, sel, o, player, src, LOC_NONE):
            continue
        m = might(c, o)
        if m > best:
            best = m
    return best




cdef int32_t played_from(Ctx* c, int32_t o) noexcept nogil:
    """play.played_from: the zone card `o` is played from: where it is, or, while it is on the
    chain being played (354), the zone it came from (an effect's play: its limited origin,
    419.3). A card on the chain without a record (a scenario's chain) counts as from the hand."""
    cdef int32_t i
    cdef ChainItem* item
    if c.s.o_zone[o] != Z_CHAIN:
        return c.s.o_zone[o]
    for i in range(c.s.n_chain):
        item = &c.s.chain[i]
        if item.source != o or (item.kind != CK_SPELL and item.kind != CK_UNIT and
                                item.kind != CK_GEAR):
            continue
        if item.limited:
            return (item.limited - 1) % LP_PAID
        if item.played_from != Z_NONE:
            return item.played_from
        return Z_HAND
    return Z_HAND
