# Wave 3, tail B: one- and two-card mechanics (reference/ops_choices.py, ops_ogn.py,
# ops_replacements.py).
#
#   CHOOSE_ONE (Qiyana, Victorious): "do A or B", chosen as it resolves; CO_AUX / CO_AUX2 the
#       lengths of the two blocks that follow it.
#   REFLEXIVE (Dragon's Rage, 387): "then do this": the card's Delayed ability CO_N goes on the
#       chain after this resolves, its trigger object the unit the move before moved (IT).
#   REVEAL_RUNE_THEN (Twisted Fate, Gambler): reveal and recycle the top rune; CO_N packs, per
#       domain d (alphabetical), 1 + the index of the card's Delayed ability in bits 4d..4d+3.
#   DEAL_OTHERS: "… and n to all other enemy units here": CO_N damage, CO_REF / CO_ARG the
#       unit(s) spared (`to`), CO_KW the selector row of `other` (an EACH).
#   DIVINE_JUDGMENT: each player keeps CO_N (<= 2) of their units, gear, runes and hand cards;
#       the rest are recycled. The spell has no targets, so its chain item's target arrays
#       (targets[0..7], then tslot[0..7]; n_targets stays 0) hold the kept cards; t.d[13] the
#       player index in turn order, t.d[14] the category, t.d[15] the number kept.
#   BAITED_HOOK, REVEAL_UNTIL_UNIT (ops_look_and_play; Origins errata): look at / reveal the top
#       of your deck, banish a unit there and play it ignoring its cost (419.3, costs2.pxi's
#       limited_play), recycle the rest. Nothing can move the deck while they wait for the one
#       decision (the pick), so the looked-at cards are its top cards again when resumed.
#   look_hook (ops_look_and_play.look_hook; 424, 427.1): Nocturne, Horrifying's offer as a card
#       of the top of its owner's deck is looked at or revealed, run by every op that looks
#       or reveals (LOOK_PICK, PREDICT, REVEAL_TOP, Vision, BAITED_HOOK, REVEAL_UNTIL_UNIT).
#       Its progress lives in bits 8-13 of the op's progress word t.d[12] (bits 8-11 the
#       card index, bits 12-13: 0 not asked yet, 1 declined, 2 banished).
#   CN_MOVED_GE: "I have moved N or more times this turn" (Kayn, Unleashed).
#   SK_NO_DAMAGE: "… I don't take damage" (460.2.c.9), on the unit itself.

cdef enum:
    OP_CHOOSE_ONE = 240
    OP_REFLEXIVE = 241
    OP_REVEAL_RUNE_THEN = 242
    OP_DEAL_OTHERS = 243
    OP_DIVINE_JUDGMENT = 244
    OP_BAITED_HOOK = 245        # CO_REF / CO_ARG the unit killed, CO_N cards looked at
    OP_REVEAL_UNTIL_UNIT = 246
    BH_NULL = -1000             # t.d[13]: the killed unit's Might, or none

cdef enum:
    CN_MOVED_GE = 160

cdef enum:
    TE_YOU_CONQUER_TRASH = 148  # "when you conquer" of a card in your trash (385.2)

cdef enum:
    SK_NO_DAMAGE = 122
    SK_ON_LOOK_PLAY = 123       # Nocturne, Horrifying: "as you look at or reveal me …"

cdef enum:
    LESS_FIXED_A = 4096         # limited_play's `less` for "play me for [A]" (costs2.pxi
                                # energy_less: the price is one [A] instead of nothing)


cdef void fire_trash(Ctx* c, int32_t event, int32_t player) noexcept nogil:
    """triggers.fire_trash (385.2): the cards of `player`'s trash, in trash order."""
    cdef int32_t ids[MAXL]
    cdef int32_t n = c.s.players[player].n_trash, i, o, card, first, r
    memcpy(ids, c.s.players[player].trash, n * sizeof(int32_t))
    for i in range(n):
        o = ids[i]
        card = c.s.o_card[o]
        first = card_col(c.t, card, C_TR_FIRST)
        for r in range(first, first + card_col(c.t, card, C_TR_N)):
            if c.t.abilities[r * AW + AB_ON] == event:
                queue(c, o, r, player, o, LOC_NONE)


cdef inline int tailb_rows(const int32_t* ins) noexcept nogil:
    if ins[CO_OP] == OP_CHOOSE_ONE:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    return 1


cdef int holds_tailb(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                     int32_t trigger_obj) noexcept nogil:
    if cd[CD_NAME] == CN_MOVED_GE:           # select.holds "moved_ge" (441)
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and \
            c.s.o_moves[source] >= cd[CD_A0]
    fail(c, 240)
    return 0


cdef int cant_be_damaged(Ctx* c, int32_t o) noexcept nogil:
    """effects.cant_be_damaged (ops_replacements.cant_take_damage): a passive "no_damage" of the
    unit itself whose condition holds (460.2.c.9)."""
    cdef int32_t card, first, r
    if not has_static_kind(c, SK_NO_DAMAGE):
        return 0
    card = c.s.o_card[o]
    first = card_col(c.t, card, C_ST_FIRST)
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        if c.t.statics[r * SW + S_KIND] == SK_NO_DAMAGE and \
                holds(c, c.t.statics[r * SW + S_COND], c.s.o_controller[o], o, NONE):
            return 1
    return 0


cdef int push_reflexive(Ctx* c, int32_t controller, int32_t source, int32_t ability,
                        int32_t trigger_obj, int32_t here) noexcept nogil:
    """g.triggered.append(PendingTrigger(controller, source, ability, trigger_obj, here))."""
    cdef Pending* pt
    if c.s.n_pending >= MAXPT:
        fail(c, 241)
        return 0
    pt = &c.s.pending[c.s.n_pending]
    c.s.n_pending += 1
    memset(pt, 0, sizeof(Pending))
    pt.controller = controller
    pt.source = source
    pt.ability = ability
    pt.trigger_obj = trigger_obj
    pt.here = here
    return 1


cdef inline int dj_kept(ChainItem* item, int32_t o, int32_t nk) noexcept nogil:
    cdef int32_t i
    for i in range(nk):
        if (item.targets[i] if i < 8 else item.tslot[i - 8]) == o:
            return 1
    return 0


cdef int dj_pool(Ctx* c, int32_t pl, int32_t cat, int32_t* out) noexcept nogil:
    """ops_ogn._divine_judgment pools(pl)[cat]: units, gear (board, object order), runes,
    hand (zone order)."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = 0, nb, i, o
    cdef Player* p = &c.s.players[pl]
    if cat < 2:
        nb = board_objs(c, ids)
        for i in range(nb):
            o = ids[i]
            if c.s.o_controller[o] == pl and otype(c, o) == (TY_UNIT if cat == 0 else TY_GEAR):
                out[n] = o
                n += 1
        return n
    if cat == 2:
        memcpy(out, p.runes, p.n_runes * sizeof(int32_t))
        return p.n_runes
    memcpy(out, p.hand, p.n_hand * sizeof(int32_t))
    return p.n_hand


cdef int op_divine_judgment(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    cdef int32_t pool[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t rest[MAXO]
    cdef int32_t n = ins[CO_N], np, i, o, pl, nopt, nkept, a, nr = 0, k, cat
    if t.d[12] == 0:
        t.d[12] = 1
        t.d[13] = 0
        t.d[14] = 0
        t.d[15] = 0
    while t.d[13] < 2:
        pl = (c.s.turn_player + t.d[13]) % 2
        while t.d[14] < 4:
            np = dj_pool(c, pl, t.d[14], pool)
            nopt = 0
            nkept = 0
            for i in range(np):
                if dj_kept(item, pool[i], t.d[15]):
                    nkept += 1
                else:
                    opts[nopt] = pool[i]
                    nopt += 1
            if np <= n:
                for i in range(nopt):
                    if t.d[15] >= 16:
                        fail(c, 242)
                        return 0
                    if t.d[15] < 8:
                        item.targets[t.d[15]] = opts[i]
                    else:
                        item.tslot[t.d[15] - 8] = opts[i]
                    t.d[15] += 1
            elif nkept < n:
                if t.answer == NONE:
                    for i in range(nopt):
                        opts[i] = enc(A_SELECT, opts[i])
                a = choose(c, t, D_CHOOSE_CARD, pl, opts, nopt, item.source)
                if a == WAIT:
                    return WAIT
                if t.d[15] >= 16:
                    fail(c, 242)
                    return 0
                if t.d[15] < 8:
                    item.targets[t.d[15]] = a & 0xFFFF
                else:
                    item.tslot[t.d[15] - 8] = a & 0xFFFF
                t.d[15] += 1
                continue
            t.d[14] += 1
        t.d[13] += 1
        t.d[14] = 0
    for k in range(2):                       # the rest, in turn order, category by category
        pl = (c.s.turn_player + k) % 2
        for cat in range(4):
            np = dj_pool(c, pl, cat, pool)
            for i in range(np):
                if not dj_kept(item, pool[i], t.d[15]):
                    rest[nr] = pool[i]
                    nr += 1
    for i in range(8):                       # (the target arrays are free again)
        item.targets[i] = 0
        item.tslot[i] = 0
    recycle_many(c, rest, nr)
    return 0


cdef int on_look(Ctx* c, int32_t o) noexcept nogil:
    """ops_look_and_play._on_look: the card has a passive "on_look_play"."""
    cdef int32_t card, first, r
    if not has_static_kind(c, SK_ON_LOOK_PLAY):
        return 0
    card = c.s.o_card[o]
    first = card_col(c.t, card, C_ST_FIRST)
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        if c.t.statics[r * SW + S_KIND] == SK_ON_LOOK_PLAY:
            return 1
    return 0


cdef int look_playable(Ctx* c, int32_t player, int32_t x) noexcept nogil:
    """ops_look_and_play.playable_now(…, FIXED, [A]) where the card is now."""
    cdef ChainItem item
    cdef int32_t saved = c.s.o_controller[x]
    cdef int r
    memset(&item, 0, sizeof(ChainItem))
    item.kind = CK_SPELL
    item.controller = player
    item.source = x
    item.limited = 1 + c.s.o_zone[x] + LP_LESS * LESS_FIXED_A
    c.s.o_controller[x] = player
    place_obj(c, x)
    r = limited_finalizable(c, &item)
    c.s.o_controller[x] = saved
    place_obj(c, x)
    return r


cdef inline void note_cards(int32_t* w, const int32_t* cards, int32_t n) noexcept nogil:
    """Keep up to 6 looked-at cards in an op's words w[0], w[1] (id + 1, 8 bits each, three
    per word; bits 24-31 of each word are left alone)."""
    cdef int32_t i
    w[0] &= ~0xFFFFFF
    w[1] &= ~0xFFFFFF
    for i in range(n if n < 6 else 6):
        w[i // 3] |= (cards[i] + 1) << (8 * (i % 3))


cdef inline int32_t noted_cards(const int32_t* w, int32_t* out) noexcept nogil:
    """The cards note_cards kept, in order."""
    cdef int32_t i, x, n = 0
    for i in range(6):
        x = (w[i // 3] >> (8 * (i % 3))) & 0xFF
        if x == 0:
            break
        out[n] = x - 1
        n += 1
    return n


cdef int look_hook(Ctx* c, Task* t, int32_t* w, const int32_t* cards, int32_t n,
                   int32_t player) noexcept nogil:
    """ops_look_and_play.look_hook: each card of `cards` (NONE: none) with the offer, owned by
    `player` and still in the deck: may banish it (427); if so, may play it for [A] (356.1.a,
    419.3) if that could be finalized now. 0 when every card was seen, WAIT."""
    cdef int32_t i = (w[0] >> 8) & 15, b = (w[0] >> 12) & 3, x, a
    cdef int32_t opts[2]
    while i < n:
        x = cards[i]
        if x == NONE or not on_look(c, x) or c.s.o_owner[x] != player or \
                (b == 0 and c.s.o_zone[x] != Z_DECK):
            i += 1
            w[0] = (w[0] & ~0x3F00) | (i << 8)
            continue
        if b == 0:
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_MAY, player, opts, 2, x)
            if a == WAIT:
                return WAIT
            b = 2 if a == YES else 1
            w[0] = (w[0] & ~0x3F00) | (i << 8) | (b << 12)
            if a == YES:
                banish_by(c, x, player)      # zones.banish (empower.pxi)
        if b == 2 and c.s.o_zone[x] == Z_BANISHMENT and look_playable(c, player, x):
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_MAY, player, opts, 2, x)
            if a == WAIT:
                return WAIT
            if a == YES:
                limited_play(c, player, x, 0, LESS_FIXED_A)
        b = 0
        i += 1
        w[0] = (w[0] & ~0x3F00) | (i << 8)
    return 0


cdef void banish_play(Ctx* c, int32_t player, int32_t x) noexcept nogil:
    """ops_look_and_play._banish_play_recycle's pick: zones.banish (427) by `player`, then
    limited_play ignoring its cost (419.3)."""
    banish_by(c, x, player)                  # zones.banish (empower.pxi)
    limited_play(c, player, x, 0, 0)


cdef int op_baited_hook(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play._baited_hook: kill the chosen friendly unit; look at your top N; you
    may banish a unit there with Might up to its last-known Might + 1 and play it ignoring its
    cost; recycle the rest. No unit killed (gone, or its death replaced): none qualifies.
    Task words: d[13] that Might (BH_NULL: none); the looked-at cards (+ 1, 8 bits each; N <=
    7): d[14] the first four, d[15] the others."""
    cdef int32_t ids[MAXO]
    cdef int32_t cards[8]
    cdef int32_t opts[9]
    cdef int32_t n, nc, i, k, o, m, a, pick = NONE, last, ctl = item.controller
    cdef Player* p = &c.s.players[ctl]
    if t.d[12] == 0:                         # bit 0 started, bit 1 the kill is pending
        t.d[12] = 1
        t.d[13] = BH_NULL
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                t.d[14] = ids[i]             # (the victim and its last-known Might until
                last = might(c, ids[i])      # the kill is done)
                t.d[15] = last if last > 0 else 0
                t.d[12] |= 2
                break
        if not (t.d[12] & 2):
            t.d[12] |= 4
    if t.d[12] & 2:                          # effects.kill_deciding: a replacement may ask
        o = t.d[14]
        ids[0] = o
        if kill_deciding(c, t, ids, 1) == WAIT:     # (empower.pxi)
            return WAIT
        if c.s.o_zone[o] != Z_BOARD:
            t.d[13] = t.d[15]
        t.d[12] = (t.d[12] & ~2) | 4
    if t.d[12] & 4:                          # bit 2: the looked-at cards are yet to be noted
        t.d[12] &= ~4
        nc = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
        t.d[14] = 0
        t.d[15] = 0
        for i in range(nc):
            t.d[14 + i // 4] |= (p.deck[i] + 1) << (8 * (i % 4))
    nc = 0
    for i in range(7):
        o = (t.d[14 + i // 4] >> (8 * (i % 4))) & 0xFF
        if o == 0:
            break
        cards[nc] = o - 1
        nc += 1
    if look_hook(c, t, &t.d[12], cards, nc, ctl) == WAIT:
        return WAIT
    m = t.d[13]
    k = 0
    if m != BH_NULL:
        for i in range(nc):
            o = cards[i]
            if c.s.o_zone[o] == Z_DECK and otype(c, o) == TY_UNIT and \
                    card_col(c.t, c.s.o_card[o], C_MIGHT) <= m + 1:
                opts[k] = enc(A_SELECT, o)
                k += 1
    if k:
        opts[k] = DONE
        a = choose(c, t, D_CHOOSE_CARD, ctl, opts, k + 1, item.source)
        if a == WAIT:
            return WAIT
        if a != DONE:
            pick = a & 0xFFFF
            banish_play(c, ctl, pick)
    k = 0
    for i in range(nc):
        if cards[i] != pick and c.s.o_zone[cards[i]] == Z_DECK:
            cards[k] = cards[i]
            k += 1
    recycle_many(c, cards, k)
    return 0


cdef int op_reveal_until_unit(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """ops_look_and_play._reveal_until_unit: reveal from the top one card at a time until a
    unit (424: they stay in the deck); banish it and play it ignoring its cost; recycle the
    other revealed cards. A deck without a unit reveals every card. Only a unit can have the
    look offer (Nocturne), and the revealing stops at him either way, so the other revealed
    cards stay the top ones. Task words: d[13] the unit (NONE), d[14] the cards above it."""
    cdef int32_t shown[MAXL]
    cdef int32_t ctl = item.controller, n = 0, u, i
    cdef Player* p = &c.s.players[ctl]
    if t.d[12] == 0:
        t.d[12] = 1
        t.d[13] = NONE
        while n < p.n_deck:
            emit(c, EV_REVEAL, ctl, p.deck[n], -1, 0)
            if otype(c, p.deck[n]) == TY_UNIT:
                t.d[13] = p.deck[n]
                break
            n += 1
        t.d[14] = n
    u = t.d[13]
    if u != NONE:
        if look_hook(c, t, &t.d[12], &t.d[13], 1, ctl) == WAIT:
            return WAIT
        if c.s.o_zone[u] == Z_DECK:
            banish_play(c, ctl, u)
    n = t.d[14]
    memcpy(shown, p.deck, n * sizeof(int32_t))
    recycle_many(c, shown, n)
    return 0


cdef int run_op_tailb(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t skip[MAXO]
    cdef int32_t opts[2]
    cdef int32_t ref[CODEW]
    cdef int32_t op = ins[CO_OP], ctl = item.controller, a, n, ns, i, j, r, d, o, nv, here
    cdef Player* p
    if op == OP_CHOOSE_ONE:                  # ops_choices._choose_one
        opts[0] = enc(A_INDEX, 0)
        opts[1] = enc(A_INDEX, 1)
        a = choose(c, t, D_CHOOSE_MODE, ctl, opts, 2, item.source)
        if a == WAIT:
            return WAIT
        if (a & 0xFFFF) == 0:
            run_nested(c, t, pc + 1, ins[CO_AUX])
        else:
            run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
        return 0
    if op == OP_REFLEXIVE:                   # ops_choices._reflexive (387)
        if item.it_n <= 0:
            return 0
        o = item.it_obj
        if c.s.o_zone[o] != Z_BOARD:
            return 0
        push_reflexive(c, ctl, item.source, ins[CO_N], o, c.s.o_loc[o])
        return 0
    if op == OP_REVEAL_RUNE_THEN:            # ops_ogn._reveal_rune_then (424, 416, 387)
        p = &c.s.players[ctl]
        if p.n_rune_deck == 0:
            return 0
        r = p.rune_deck[0]
        emit(c, EV_REVEAL, ctl, r, -1, 0)
        move_to(c, r, Z_RUNE_DECK, LOC_NONE, 0)          # recycle: to the bottom
        d = card_col(c.t, c.s.o_card[r], C_RUNE_DOMAIN)   # (a rune has one domain)
        a = (ins[CO_N] >> (4 * d)) & 15
        if a:
            o = item.source
            push_reflexive(c, ctl, o, a - 1,
                           NONE, c.s.o_loc[o] if c.s.o_zone[o] == Z_BOARD else item.here)
        return 0
    if op == OP_DEAL_OTHERS:                 # ops_ogn._deal_others (355.10.d)
        ns = resolve_ref(c, item, ins, skip)
        for i in range(item.n_targets):      # item.targets[0]: every pick of slot 0
            if item.tslot[i] == 0:
                skip[ns] = item.targets[i]
                ns += 1
        nv = or0(op_value(c, item, ins))
        ref[CO_REF] = REF_EACH
        ref[CO_ARG] = ins[CO_KW]
        n = resolve_ref(c, item, ref, ids)
        for i in range(n):
            o = ids[i]
            for j in range(ns):
                if skip[j] == o:
                    break
            else:
                deal_damage(c, o, nv + bonus_damage(c, item, o), item.source)
        return 0
    if op == OP_DIVINE_JUDGMENT:
        return op_divine_judgment(c, t, item, ins)
    if op == OP_BAITED_HOOK:
        return op_baited_hook(c, t, item, ins)
    if op == OP_REVEAL_UNTIL_UNIT:
        return op_reveal_until_unit(c, t, item)
    fail(c, 243)
    return 0
