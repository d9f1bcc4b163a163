# Card ops: looking at and revealing cards (424) and playing cards as part of an effect
# (limited play, 419.3) (reference/ops_look_and_play.py).




cdef void free_price(Ctx* c, int32_t o, Price* p) noexcept nogil:
    """ops_look_and_play._override for FREE: nothing (spell-only Energy may pay, 429)."""
    memset(p, 0, sizeof(Price))
    p.spell = otype(c, o) == TY_SPELL
    p.gear = otype(c, o) == TY_GEAR




cdef void play_from_trash(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play.play_from_trash: a unit or gear card still the object that triggered
    (359.3.e.4) is played from the trash ignoring its cost."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), x, ty
    if n == 0:
        return
    x = ids[0]
    if c.s.o_zone[x] != Z_TRASH or (item.kind == CK_TRIGGER and item.limited and
                                    c.s.o_epoch[x] != item.limited - 1):
        return
    ty = otype(c, x)
    if ty != TY_UNIT and ty != TY_GEAR:
        return
    limited_play(c, item.controller, x, 0, 0)




cdef void limited_play(Ctx* c, int32_t player, int32_t x, int paid, int32_t less) noexcept nogil:
    """ops_look_and_play.limited_play: step 1 now (354.1: onto the chain, pending), controlled
    by `player` (188.1); its cost ignored or paid (`less`: its Energy reduced)."""
    cdef int32_t ty = otype(c, x), origin = c.s.o_zone[x]
    cdef ChainItem* it
    if c.s.n_chain >= MAXCH:
        fail(c, ERR_CAP_CHAIN)
        return
    move_to(c, x, Z_CHAIN, LOC_NONE, 0)
    octl_set(c.s, x, player)
    might_changed_obj(c, x)
    place_obj(c, x)
    c.s.from_hidden[x >> 5] &= ~((<uint32_t>1) << (x & 31))
    it = &c.s.chain[c.s.n_chain]
    memset(it, 0, sizeof(ChainItem))
    it.kind = CK_SPELL if ty == TY_SPELL else (CK_UNIT if ty == TY_UNIT else CK_GEAR)
    it.controller = player
    it.source = x
    it.ability = -1
    it.pending = 1
    it.trigger_obj = NONE
    it.here = LOC_NONE
    it.limited = 1 + origin + (LP_PAID if paid else 0) + LP_LESS * less
    c.s.n_chain += 1
    c.s.dirty = 1




cdef int limited_finalizable(Ctx* c, ChainItem* item) noexcept nogil:
    """ops_look_and_play._finalizable for a unit or gear played ignoring its cost."""
    cdef int32_t o = item.source, ty = otype(c, o), player = item.controller, n
    cdef int32_t locs[MAXBF + 1]
    cdef Price price
    if ty != TY_UNIT and ty != TY_GEAR and ty != TY_SPELL:   # (spells: ops_copy_and_control.pxi)
        return 0
    if cant_play_cards(c, player):           # "opponents can't play cards" (play.pxi)
        return 0
    limited_base_price(c, item, o, player, 0, 0, &price)    # (ops_look_and_play.pxi)
    energy_less(item.limited, &price)
    cost_mods(c, o, player, SK_COST_LESS_OTHERS, &price)
    if not mandatory_playable(c, player, o, &price):
        return 0
    if not can_pay(c, player, &price):
        return 0
    if ty == TY_UNIT:                        # the effect's locations (limited_locs) or its own
        n = limited_locations(c, item, locs)
        if n < 0:
            n = unit_locations(c, o, player, 0, 0, locs)
        if kill_cost_locations(c, o, player, locs, n) == 0:   # (costs.pxi; _locations: none
            return 0                                          # left, 358.4 / 359.3.e.6)
    if ty == TY_SPELL:                       # its targets, their Deflect (ops_copy_and_control.pxi)
        return spell_targets_available(c, o, player, &price, 0, 1)   # (paid: can_pay above)
    return 1




cdef void finalize_pending(Ctx* c, int32_t i) noexcept nogil:
    """ops_look_and_play.finalize_pending: steps 2-5 of playing it (h_play from its location
    step), or, if it can't be played, it goes back where it came from (358.4)."""
    cdef ChainItem* item = &c.s.chain[i]
    cdef int32_t o = item.source, origin = (item.limited - 1) % LP_PAID
    cdef Task* t
    if not limited_finalizable(c, item):
        if c.s.refl_obj == 1 + o:            # not played: no "if you do" (387, op_reflexive)
            c.s.refl_obj = 0
        chain_remove(c, i)
        move_to(c, o, origin, LOC_NONE, 0)
        if c.s.n_chain:
            c.s.priority = c.s.chain[c.s.n_chain - 1].controller
        else:                                # as after a resolution (340.2)
            c.s.priority = NONE
            if c.s.sd_active and not c.s.chain_by_trigger:
                c.s.sd_focus = next_player(c.s, c.s.sd_focus)
            c.s.chain_by_trigger = 0
        c.s.dirty = 1
        return
    t = push(c, T_PLAY)
    t.d[TW_PLAY_PLAYER] = item.controller
    t.d[TW_PLAY_OBJ] = o
    t.d[TW_PLAY_CHAIN] = i
    t.d[TW_PLAY_OPENED] = 0                               # (it opened no chain as a play)
    t.d[TW_PLAY_LOC] = -1
    t.stage = 1                              # 354 is done (step 1)




# ------------------------------------------------------------------ limited play (419.3)

cdef int limited_locations(Ctx* c, ChainItem* item, int32_t* out) noexcept nogil:
    """ops_look_and_play._locations: those of limited_locations_any, only the base while an
    opponent's passive says so (ops_ogn.pxi only_base, Mageseeker Warden); -1 = the card's
    own (play.unit_locations, narrowed there)."""
    cdef int n = limited_locations_any(c, item, out)
    return n if n < 0 else only_base(c, item.controller, out, n)


cdef int limited_locations_any(Ctx* c, ChainItem* item, int32_t* out) noexcept nogil:
    """ops_look_and_play._effect_locations when the effect names the locations: one (LP_LOC,
    ops_look_and_play.pxi limited_locs), its own and one (LP_LOC with LP_BFS: "you may play it
    here") or "to any battlefield" (LP_BFS): every battlefield it may enter
    and where units may be played (no_play_here, 355.2); -1 = the card's own
    (play.unit_locations)."""
    cdef int32_t i, n, loc
    if has_limited_loc(item) and (item.limited & LP_BFS):   # LP_LOC with LP_BFS: its own
        n = unit_locations(c, item.source, item.controller, 0, 0, out)   # locations and that
        loc = ((item.limited // LP_LOC) & 15) - 1            # one ("you may play it here",
        for i in range(n):                                   # reveal_banish_play; _locations
            if out[i] == loc:                                # "also")
                return n
        if loc == LOC_BASE or (can_enter(c, item.source, loc) and not no_play_here(c, loc)):
            out[n] = loc
            return only_conquered(c, item.source, item.controller, out, n + 1)
        return n
    if has_limited_loc(item):                # (play.pxi only_conquered: Perched Grimwyrm)
        return only_conquered(c, item.source, item.controller, out,
                              limited_locs(c, item, out))
    if not (item.limited & LP_BFS):
        return -1
    n = 0
    for i in range(c.s.n_bfs):
        if can_enter(c, item.source, i + 1) and not no_play_here(c, i + 1):   # 444.2, 355.2
            out[n] = i + 1
            n += 1
    return only_conquered(c, item.source, item.controller, out, n)




cdef void banish_replay(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play.banish_replay: banish the unit (427), then its owner plays it to any
    battlefield ignoring its cost (419.3, a limited play finalized after this resolution); a
    token ceased to exist and is not played (183.1). IT: the unit."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, x = NONE, was
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            x = ids[i]
            break
    if x == NONE:
        return
    was = c.s.o_loc[x]                           # CO_KW REPLAY_SAME: "to the same location"
    banish_by(c, x, item.controller)             # zones.banish by the controller (empower)
    if c.s.o_zone[x] != Z_BANISHMENT:
        return
    if ins[CO_KW] == REPLAY_SAME:
        limited_play_as(c, oowner(c.s, x), x, PF_FREE, was)
    elif ins[CO_KW] == REPLAY_NORMAL:        # where a unit may be played (355.2)
        limited_play(c, oowner(c.s, x), x, 0, 0)
    else:
        limited_play(c, oowner(c.s, x), x, 0, 0)
        if c.error == 0:
            c.s.chain[c.s.n_chain - 1].limited |= LP_BFS
    item.it_obj = x
    item.it_n = 1




# ------------------------------------------------------------------ Void Burrower

cdef int reveal_banish_play(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play._reveal_banish_play (Void Burrower, Void Rush, Reinforce; Spiritforged
    errata): reveal (CO_DUR RBP_LOOK: look at) the top N cards of your Main Deck (424), each
    offered to the look hook (Nocturne, Horrifying: ops_look_and_play.pxi look_hook); you may
    banish one still in the deck (CO_KW: of that card type, -1 any), then play it paying its
    cost less CO_AUX2 Energy (419.3, 356.4: a limited play, back to banishment if it can't be
    played; CO_AUX 1: a unit may also be played here, LP_LOC with LP_BFS); recycle the rest
    (CO_DUR RBP_DRAW: draw them, 413).
    TW_RESOLVE_OP_PROGRESS: bit 0 revealed, bits 8-13 the look hook's progress; TW_RESOLVE_NOTED
    the revealed cards (ops_look_and_play.pxi note_cards)."""
    cdef Player* p = &c.s.players[item.controller]
    cdef int32_t n, i, a, x = NONE, m = 0, k = 0, here
    cdef int32_t cards[6]
    cdef int32_t opts[7]
    cdef int32_t rest[6]
    if not (t.d[TW_RESOLVE_OP_PROGRESS] & 1):
        n = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
        n = 0 if n < 0 else (6 if n > 6 else n)
        note_cards(&t.d[TW_RESOLVE_NOTED], deck_of(p), n)
        if not (ins[CO_DUR] & RBP_LOOK):     # (looked at, not revealed: Reinforce)
            for i in range(n):
                reveal_card(c, item.controller, deck_of(p)[i])
        t.d[TW_RESOLVE_OP_PROGRESS] |= 1
    n = noted_cards(&t.d[TW_RESOLVE_NOTED], cards)
    if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], cards, n, item.controller) == WAIT:
        return WAIT
    for i in range(n):
        if c.s.o_zone[cards[i]] == Z_DECK and (ins[CO_KW] < 0 or otype(c, cards[i]) == ins[CO_KW]):
            opts[k] = enc(A_SELECT, cards[i])
            k += 1
    if k:
        opts[k] = DONE
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, k + 1, item.source)
        if a == WAIT:
            return WAIT
        if a != DONE:
            x = a & 0xFFFF
            banish_by(c, x, item.controller)            # zones.banish (zones.pxi)
            limited_play(c, item.controller, x, 1, ins[CO_AUX2])   # 419.3, its own cost
            if ins[CO_AUX] == 1 and otype(c, x) == TY_UNIT and not c.error:   # (less CO_AUX2
                here = item_here(c, item)                          # Energy, 356.4); "you may
                if here >= LOC_BASE:                               # play it here"
                    c.s.chain[c.s.n_chain - 1].limited += LP_LOC * (1 + here) + LP_BFS
    for i in range(n):
        if cards[i] != x and c.s.o_zone[cards[i]] == Z_DECK and \
                list_index(deck_of(p), p.n_deck, cards[i]) >= 0:
            rest[m] = cards[i]
            m += 1
    if ins[CO_DUR] & RBP_DRAW:                          # "draw any you didn't banish" (413)
        for i in range(m):
            move_to(c, rest[i], Z_HAND, LOC_NONE, 0)
            emit(c, EV_DRAW, item.controller, rest[i], -1, 0)
    else:
        recycle_many(c, rest, m)
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
    cdef int32_t saved = octl(c.s, x)
    cdef int r
    memset(&item, 0, sizeof(ChainItem))
    item.kind = CK_SPELL
    item.controller = player
    item.source = x
    item.limited = 1 + c.s.o_zone[x] + LP_LESS * LESS_FIXED_A
    octl_set(c.s, x, player)
    might_changed_obj(c, x)
    place_obj(c, x)
    r = limited_finalizable(c, &item)
    octl_set(c.s, x, saved)
    might_changed_obj(c, x)
    place_obj(c, x)
    return r




cdef inline void note_cards(int32_t* w, const zid_t* cards, int32_t n) noexcept nogil:
    """Keep up to 6 looked-at cards in an op's words w[0], w[1] (id + 1, 9 bits each: ids
    < 512, state.pxd MAXO; three per word in bits 0-26, bits 27-31 of each word are left
    alone)."""
    cdef int32_t i
    w[0] &= ~0x7FFFFFF
    w[1] &= ~0x7FFFFFF
    for i in range(n if n < 6 else 6):
        w[i // 3] |= (cards[i] + 1) << (9 * (i % 3))




cdef inline int32_t noted_cards(const int32_t* w, int32_t* out) noexcept nogil:
    """The cards note_cards kept, in order."""
    cdef int32_t i, x, n = 0
    for i in range(6):
        x = (w[i // 3] >> (9 * (i % 3))) & 0x1FF
        if x == 0:
            break
        out[n] = x - 1
        n += 1
    return n




cdef void reveal_card(Ctx* c, int32_t player, int32_t x) noexcept nogil:
    """ops_look_and_play.reveal for one card: `player` reveals `x` (424); revealed from its
    owner's Main Deck, its passive "as I'm revealed from your deck, [Add] n Energy"
    (SK_ADD_ON_REVEAL, S_N: Undertitan) adds n Energy to its owner's pool (400.2)."""
    cdef int32_t card = c.s.o_card[x], first, r, own
    cdef const int32_t* st
    emit(c, EV_REVEAL, player, x, -1, 0)
    if c.s.o_zone[x] != Z_DECK:
        return
    own = oowner(c.s, x)
    first = card_col(c.t, card, C_ST_FIRST)
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        st = c.t.statics + r * SW
        if st[S_KIND] == SK_ADD_ON_REVEAL:
            c.s.players[own].energy += st[S_N]
            emit(c, EV_ADD, own, -1, -1, st[S_N])




cdef int look_hook(Ctx* c, Task* t, int32_t* w, const int32_t* cards, int32_t n,
                   int32_t player) noexcept nogil:
    """ops_look_and_play.look_hook: each card of `cards` (NONE: none) with the offer, owned by
    `player` and still in the deck: may banish it (427); if so, may play it for [A] (356.1.a,
    419.3) if that could be finalized now. 0 when every card was seen, WAIT."""
    cdef int32_t i = (w[0] >> 8) & 15, b = (w[0] >> 12) & 3, x, a
    cdef int32_t opts[2]
    while i < n:
        x = cards[i]
        if x == NONE or not on_look(c, x) or oowner(c.s, x) != player or \
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
                banish_by(c, x, player)      # zones.banish (zones.pxi)
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
    banish_by(c, x, player)                  # zones.banish (zones.pxi)
    limited_play(c, player, x, 0, 0)




cdef int op_baited_hook(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play._baited_hook: kill the chosen friendly unit; look at your top N; you
    may banish a unit there with Might up to its last-known Might + 1 and play it ignoring its
    cost; recycle the rest. No unit killed (gone, or its death replaced): none qualifies.
    Task words: TW_RESOLVE_HOOK_MIGHT that Might (BH_NULL: none); TW_RESOLVE_HOOK_CARDS the
    looked-at cards (+ 1, 9 bits each; N <= 6), the first three, then the others."""
    cdef int32_t ids[MAXO]
    cdef int32_t cards[8]
    cdef int32_t opts[9]
    cdef int32_t n, nc, i, k, o, m, a, pick = NONE, last, ctl = item.controller
    cdef Player* p = &c.s.players[ctl]
    if t.d[TW_RESOLVE_OP_PROGRESS] == 0:     # bit 0 started, bit 1 the kill is pending
        t.d[TW_RESOLVE_OP_PROGRESS] = 1
        t.d[TW_RESOLVE_HOOK_MIGHT] = BH_NULL
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                t.d[TW_RESOLVE_HOOK_VICTIM] = ids[i]     # (the victim and its last-known
                last = might(c, ids[i])      # Might until the kill is done)
                t.d[TW_RESOLVE_HOOK_LAST] = last if last > 0 else 0
                t.d[TW_RESOLVE_OP_PROGRESS] |= 2
                break
        if not (t.d[TW_RESOLVE_OP_PROGRESS] & 2):
            t.d[TW_RESOLVE_OP_PROGRESS] |= 4
    if t.d[TW_RESOLVE_OP_PROGRESS] & 2:      # effects.kill_deciding: a replacement may ask
        o = t.d[TW_RESOLVE_HOOK_VICTIM]
        ids[0] = o
        if kill_deciding(c, t, ids, 1) == WAIT:     # (ops_replacements.pxi)
            return WAIT
        if c.s.o_zone[o] != Z_BOARD:
            t.d[TW_RESOLVE_HOOK_MIGHT] = t.d[TW_RESOLVE_HOOK_LAST]
        t.d[TW_RESOLVE_OP_PROGRESS] = (t.d[TW_RESOLVE_OP_PROGRESS] & ~2) | 4
    if t.d[TW_RESOLVE_OP_PROGRESS] & 4:      # bit 2: the looked-at cards are yet to be noted
        t.d[TW_RESOLVE_OP_PROGRESS] &= ~4
        nc = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
        t.d[TW_RESOLVE_HOOK_CARDS] = 0
        t.d[TW_RESOLVE_HOOK_CARDS + 1] = 0
        for i in range(nc):
            t.d[TW_RESOLVE_HOOK_CARDS + i // 3] |= (deck_of(p)[i] + 1) << (9 * (i % 3))
    nc = 0
    for i in range(6):
        o = (t.d[TW_RESOLVE_HOOK_CARDS + i // 3] >> (9 * (i % 3))) & 0x1FF
        if o == 0:
            break
        cards[nc] = o - 1
        nc += 1
    if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], cards, nc, ctl) == WAIT:
        return WAIT
    m = t.d[TW_RESOLVE_HOOK_MIGHT]
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
    cards stay the top ones. Task words: TW_RESOLVE_CARDS the unit (NONE), TW_RESOLVE_REVEALED_N
    the cards above it."""
    cdef int32_t shown[MAXL]
    cdef int32_t ctl = item.controller, n = 0, u, i
    cdef Player* p = &c.s.players[ctl]
    if t.d[TW_RESOLVE_OP_PROGRESS] == 0:
        t.d[TW_RESOLVE_OP_PROGRESS] = 1
        t.d[TW_RESOLVE_CARDS] = NONE
        while n < p.n_deck:
            reveal_card(c, ctl, deck_of(p)[n])
            if otype(c, deck_of(p)[n]) == TY_UNIT:
                t.d[TW_RESOLVE_CARDS] = deck_of(p)[n]
                break
            n += 1
        t.d[TW_RESOLVE_REVEALED_N] = n
    u = t.d[TW_RESOLVE_CARDS]
    if u != NONE:
        if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], &t.d[TW_RESOLVE_CARDS], 1, ctl) == WAIT:
            return WAIT
        if c.s.o_zone[u] == Z_DECK:
            banish_play(c, ctl, u)
    n = t.d[TW_RESOLVE_REVEALED_N]
    zl_copy(shown, deck_of(p), n)
    recycle_many(c, shown, n)
    return 0




cdef int op_teemo_strategist(Ctx* c, Task* t, ChainItem* item,
                             const int32_t* ins) noexcept nogil:
    """Teemo, Strategist: reveal the top N cards of your Main Deck (424), each offered to the
    look hook (Nocturne, Horrifying: ops_look_and_play.pxi); the chosen unit takes 1 damage per revealed
    card with [Hidden] (no Bonus Damage added); recycle those still in the deck.
    TW_RESOLVE_OP_PROGRESS: bit 0 revealed, bits 8-13 the look hook; TW_RESOLVE_NOTED the
    revealed cards (note_cards)."""
    cdef Player* p = &c.s.players[item.controller]
    cdef int32_t ids[MAXO]
    cdef int32_t shown[6]
    cdef int32_t n, k = 0, i, m
    if not (t.d[TW_RESOLVE_OP_PROGRESS] & 1):
        n = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
        note_cards(&t.d[TW_RESOLVE_NOTED], deck_of(p), n)
        for i in range(n if n < 6 else 6):
            reveal_card(c, item.controller, deck_of(p)[i])
        t.d[TW_RESOLVE_OP_PROGRESS] |= 1
    n = noted_cards(&t.d[TW_RESOLVE_NOTED], shown)
    if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], shown, n, item.controller) == WAIT:
        return WAIT
    for i in range(n):
        if card_col(c.t, c.s.o_card[shown[i]], C_KW + K_HIDDEN):
            k += 1
    m = resolve_ref(c, item, ins, ids)
    for i in range(m):
        deal_damage(c, ids[i], k, item.source)
    m = 0
    for i in range(n):
        if c.s.o_zone[shown[i]] == Z_DECK:
            shown[m] = shown[i]
            m += 1
    recycle_many(c, shown, m)
    return 0




cdef void limited_play_as(Ctx* c, int32_t player, int32_t x, int32_t mode,
                          int32_t loc, int32_t less=0) noexcept nogil:
    """ops_look_and_play.limited_play with cost PAID / FREE / NO_ENERGY (PF_*) and `locs`
    [loc] (NONE: the card's own locations; LOC_CONTROLLED_BFS: the battlefields its player
    controls); `less`: its Energy reduced (energy_less)."""
    limited_play(c, player, x, mode == PF_PAID, less)
    if c.error:
        return
    if mode == PF_NO_ENERGY:
        c.s.chain[c.s.n_chain - 1].limited += LP_NO_ENERGY
    if loc != NONE:
        c.s.chain[c.s.n_chain - 1].limited += LP_LOC * (1 + loc)




cdef void limited_base_price(Ctx* c, ChainItem* item, int32_t o, int32_t player,
                             int32_t hidden_loc, int flow, Price* p) noexcept nogil:
    """The price before additional costs: ops_look_and_play._override (356.1.a) for a card an
    effect plays ignoring its cost or its Energy cost, else play.base_price."""
    if item.limited and not (item.limited & LP_PAID):
        if item.limited & LP_NO_ENERGY:
            base_price(c, o, player, 0, 0, p)
            p.energy = 0
            p.spell = otype(c, o) == TY_SPELL
            p.gear = otype(c, o) == TY_GEAR
        else:
            free_price(c, o, p)
    else:
        base_price(c, o, player, hidden_loc, flow, p)




cdef inline int has_limited_loc(ChainItem* item) noexcept nogil:
    return item.kind != CK_TRIGGER and item.limited >= LP_LOC and \
        ((item.limited // LP_LOC) & 15) != 0




cdef int limited_locs(Ctx* c, ChainItem* item, int32_t* out) noexcept nogil:
    """ops_look_and_play._locations for `locs` = [loc]: kept if it is base, or if it can be
    entered (444.2) and units may be played there (355.2, Rockfall Path)."""
    cdef int32_t loc = ((item.limited // LP_LOC) & 15) - 1, n = 0, i
    if loc == LOC_CONTROLLED_BFS:            # "to a battlefield you control"
        for i in range(c.s.n_bfs):
            if c.s.bfs[i].controller == item.controller and can_enter(c, item.source, i + 1) \
                    and not no_play_here(c, i + 1):
                out[n] = i + 1
                n += 1
        return n
    if loc == LOC_BASE or (can_enter(c, item.source, loc) and not no_play_here(c, loc)):
        out[0] = loc
        return 1
    return 0




cdef int op_play_from(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play.play_from: the controller chooses a card matching the selector (not a
    target, not the source) as this resolves; it is played by 419.3 (none: nothing,
    419.3.c). "here": a unit goes to this ability's location, "base": to its player's base;
    CO_N 1: a spell so played is recycled as it leaves the chain ("then recycle it")."""
    cdef int32_t cands[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t n = 0, o, a, x, here, loc = NONE, sel = ins[CO_KW]
    for o in range(c.s.n_objs):
        if o != item.source and sel_matches(c, sel, o, item.controller, item.source, LOC_NONE):
            cands[n] = o
            n += 1
    if n == 0:
        return 0
    for o in range(n):
        opts[o] = enc(A_SELECT, cands[o])
    a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, n, item.source)
    if a == WAIT:
        return WAIT
    x = a & 0xFFFF
    if ins[CO_AUX] == PFA_HERE and otype(c, x) == TY_UNIT:
        here = item_here(c, item)
        if here >= LOC_BASE:
            loc = here
    elif ins[CO_AUX] == PFA_BASE and otype(c, x) == TY_UNIT:
        loc = LOC_BASE                       # "play it to your base"
    elif ins[CO_AUX] == PFA_CONTROLLED_BF and otype(c, x) == TY_UNIT:
        loc = item.hidden_loc if item.hidden_loc else LOC_CONTROLLED_BFS   # (811.1.d.3)
    limited_play_as(c, item.controller, x, ins[CO_DUR], loc, ins[CO_AUX2])
    if ins[CO_N] == 1 and not c.error:       # "… then recycle it" (416)
        c.s.chain[c.s.n_chain - 1].limited += LP_RECYCLE
    item.it_n = 1                            # t.data["it"] = [c]
    item.it_obj = x
    return 0




cdef void op_banish_owner_replays(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """Portal Rescue (errata): banish a friendly unit (427), then its owner plays it to their
    base ignoring its cost (419.3; the owner controls it, 188); a token ceased to exist."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, u
    for i in range(n):
        u = ids[i]
        if c.s.o_zone[u] != Z_BOARD:
            continue
        banish_by(c, u, item.controller)     # zones.banish (zones.pxi)
        if c.s.o_zone[u] == Z_BANISHMENT:
            limited_play_as(c, oowner(c.s, u), u, PF_FREE, LOC_BASE)




cdef int op_blind_fury(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """Blind Fury (Origins errata): each opponent, in turn order from the controller (478.2.b),
    reveals the top card of their Main Deck (424), each offered to its owner's look hook
    (Nocturne: look_hook) in that order; the controller chooses a revealed card still in its
    deck, banishes it (427) and plays it ignoring its cost (419.3; if it can't be played it
    stays banished); the rest are recycled. TW_RESOLVE_OP_PROGRESS: bit 0 started, bits 1-2
    the look hooks done, bits 8-13 the running look hook; TW_RESOLVE_NOTED the revealed cards
    (note_cards); TW_RESOLVE_FURY_DONE: 1 once the card is dealt with."""
    cdef int32_t opps[MAXP]
    cdef zid_t tops[MAXP]
    cdef int32_t cards[6]
    cdef int32_t ids[6]
    cdef int32_t opts[6]
    cdef int32_t n, m, k, i, a, x
    cdef int32_t* w = &t.d[TW_RESOLVE_OP_PROGRESS]
    if not (w[0] & 1):
        n = opponents_of(c.s, item.controller, opps)
        m = 0
        for k in range(n):
            if c.s.players[opps[k]].n_deck:
                tops[m] = deck_of(&c.s.players[opps[k]])[0]
                m += 1
        note_cards(&t.d[TW_RESOLVE_NOTED], tops, m)
        t.d[TW_RESOLVE_FURY_DONE] = 0
        w[0] = 1
        for k in range(m):
            reveal_card(c, oowner(c.s, tops[k]), tops[k])
    m = noted_cards(&t.d[TW_RESOLVE_NOTED], cards)
    while ((w[0] >> 1) & 3) < m:
        k = (w[0] >> 1) & 3
        ids[0] = cards[k]
        if look_hook(c, t, w, ids, 1, oowner(c.s, cards[k])) == WAIT:
            return WAIT
        w[0] = (w[0] & ~0x3F06) | ((k + 1) << 1)     # (the next card's hook starts anew)
    if t.d[TW_RESOLVE_FURY_DONE] == 0:
        n = 0
        for i in range(m):                   # in_deck
            if c.s.o_zone[cards[i]] == Z_DECK:
                opts[n] = enc(A_SELECT, cards[i])
                n += 1
        if n:
            a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, n, item.source)
            if a == WAIT:
                return WAIT
            x = a & 0xFFFF
            banish_by(c, x, item.controller)         # zones.banish (zones.pxi)
            limited_play_as(c, item.controller, x, PF_FREE, NONE)
        t.d[TW_RESOLVE_FURY_DONE] = 1
    n = 0
    for i in range(m):
        if c.s.o_zone[cards[i]] == Z_DECK:
            ids[n] = cards[i]
            n += 1
    recycle_many(c, ids, n)
    return 0




cdef inline int32_t future_pick(Task* t, int32_t k) noexcept nogil:
    """op_promising_future: the card the k-th player from the turn player banished, NONE: 9
    bits a player, 1 + the card (ids < 512, state.pxd MAXO; 0: none), players 0-2 in bits
    9k..9k+8 of TW_RESOLVE_FUTURE_PICKS, player 3 in bits 16-24 of TW_RESOLVE_OP_PROGRESS."""
    if k < 3:
        return ((t.d[TW_RESOLVE_FUTURE_PICKS] >> (9 * k)) & 0x1FF) - 1
    return ((t.d[TW_RESOLVE_OP_PROGRESS] >> 16) & 0x1FF) - 1


cdef inline void future_pick_put(Task* t, int32_t k, int32_t x) noexcept nogil:
    if k < 3:
        t.d[TW_RESOLVE_FUTURE_PICKS] |= (x + 1) << (9 * k)
    else:
        t.d[TW_RESOLVE_OP_PROGRESS] |= (x + 1) << 16


cdef int op_promising_future(Ctx* c, Task* t, ChainItem* item,
                             const int32_t* ins) noexcept nogil:
    """Promising Future (Origins errata, FAQ): in turn order from the turn player, each player
    looks at their top N cards (Nocturne's look hook first, look_hook), banishes one still in
    the deck and recycles the rest; then from the next player on, ending with the turn
    player, each plays theirs ignoring its Energy cost (pending items finalized in that
    order, 337.1.b). TW_RESOLVE_OP_PROGRESS: bits 0-2 players done, bit 3 this player's
    cards noted, bits 8-13 the look hook (and future_pick's bits 16-24); TW_RESOLVE_NOTED this
    player's cards (note_cards); TW_RESOLVE_FUTURE_PICKS the cards banished (future_pick)."""
    cdef int32_t k, pl, n, i, a, m, x, np = c.s.n_players
    cdef Player* p
    cdef int32_t opts[6]
    cdef int32_t cards[6]
    cdef int32_t ids[6]
    if t.d[TW_RESOLVE_OP_PROGRESS] == 0:     # (not started: a former op's words are stale)
        t.d[TW_RESOLVE_FUTURE_PICKS] = 0
    while (t.d[TW_RESOLVE_OP_PROGRESS] & 7) < np:
        k = t.d[TW_RESOLVE_OP_PROGRESS] & 7
        pl = (c.s.turn_player + k) % np
        p = &c.s.players[pl]
        if not (t.d[TW_RESOLVE_OP_PROGRESS] & 8):
            n = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
            note_cards(&t.d[TW_RESOLVE_NOTED], deck_of(p), n)
            t.d[TW_RESOLVE_OP_PROGRESS] |= 8
        n = noted_cards(&t.d[TW_RESOLVE_NOTED], cards)
        if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], cards, n, pl) == WAIT:
            return WAIT
        m = 0
        for i in range(n):                   # in_deck
            if c.s.o_zone[cards[i]] == Z_DECK:
                opts[m] = enc(A_SELECT, cards[i])
                m += 1
        if m:
            a = choose(c, t, D_CHOOSE_CARD, pl, opts, m, item.source)
            if a == WAIT:
                return WAIT
            x = a & 0xFFFF
            future_pick_put(t, k, x)
            banish_by(c, x, pl)                  # zones.banish (zones.pxi)
        m = 0
        for i in range(n):
            if c.s.o_zone[cards[i]] == Z_DECK:
                ids[m] = cards[i]
                m += 1
        recycle_many(c, ids, m)
        # the next player: hook and notes anew
        t.d[TW_RESOLVE_OP_PROGRESS] = (t.d[TW_RESOLVE_OP_PROGRESS] & ~0x3F0F) | (k + 1)
    for k in range(np):                      # the next player first, the turn player last
        x = future_pick(t, (k + 1) % np)
        pl = (c.s.turn_player + k + 1) % np
        if x >= 0 and c.s.o_zone[x] == Z_BANISHMENT:
            limited_play_as(c, pl, x, PF_NO_ENERGY, NONE)
    return 0




cdef int op_kaisa_evolutionary(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """Kai'Sa, Evolutionary: play a spell from your trash with Energy cost below your points
    (read now, 466.2) ignoring its Energy cost (its Power is paid), if it could be played
    now; it is recycled as it leaves the chain."""
    cdef int32_t player = item.controller, pts = c.s.players[player].points, i, n = 0, x, a
    cdef Player* p = &c.s.players[player]
    cdef int32_t opts[MAXL]
    cdef ChainItem tmp
    for i in range(p.n_trash):
        x = trash_of(p)[i]
        if otype(c, x) != TY_SPELL or card_col(c.t, c.s.o_card[x], C_ENERGY) >= pts:
            continue
        memset(&tmp, 0, sizeof(ChainItem))   # ops_look_and_play.playable_now
        tmp.kind = CK_SPELL
        tmp.controller = player
        tmp.source = x
        tmp.trigger_obj = NONE
        tmp.limited = 1 + Z_TRASH + LP_NO_ENERGY
        if limited_finalizable(c, &tmp):
            opts[n] = enc(A_SELECT, x)
            n += 1
    if n == 0:
        return 0
    a = choose(c, t, D_CHOOSE_CARD, player, opts, n, item.source)
    if a == WAIT:
        return WAIT
    limited_play_as(c, player, a & 0xFFFF, PF_NO_ENERGY, NONE)
    if not c.error:
        c.s.chain[c.s.n_chain - 1].limited += LP_RECYCLE
    return 0




cdef int32_t hand_revealer(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """"The opponent reveals their hand" (424) for sabotage and _reveal_hand_discard: the
    opponent (an_opponent: with several, the one the controller chooses, kept in
    TW_RESOLVE_OP_PROGRESS bits 4-7), whose hand is revealed once (bit 0); WAIT."""
    cdef int32_t opp = an_opponent(c, t, item, pc, TW_RESOLVE_OP_PROGRESS, 4), i
    cdef Player* p
    if opp == WAIT:
        return WAIT
    p = &c.s.players[opp]
    if not (t.d[TW_RESOLVE_OP_PROGRESS] & 1):
        for i in range(p.n_hand):
            emit(c, EV_REVEAL, opp, hand_of(p)[i], -1, 0)
        t.d[TW_RESOLVE_OP_PROGRESS] |= 1
    return opp


cdef int op_sabotage(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_look_and_play.sabotage: the opponent reveals their hand (hand_revealer); the
    controller chooses a non-unit card of it; it is recycled (416)."""
    cdef int32_t opp = hand_revealer(c, t, item, pc), i, k = 0, a, x
    cdef Player* p
    cdef int32_t opts[MAXL]
    if opp == WAIT:
        return WAIT
    p = &c.s.players[opp]
    for i in range(p.n_hand):
        if otype(c, hand_of(p)[i]) != TY_UNIT:
            opts[k] = enc(A_SELECT, hand_of(p)[i])
            k += 1
    if k == 0:
        return 0
    a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, k, item.source)
    if a == WAIT:
        return WAIT
    x = a & 0xFFFF
    recycle_many(c, &x, 1)
    return 0


cdef int op_reveal_hand_discard(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_look_and_play._reveal_hand_discard: the opponent reveals their hand
    (hand_revealer); the controller chooses a card of it; its owner discards it (422)."""
    cdef int32_t opp = hand_revealer(c, t, item, pc), i, a
    cdef Player* p
    cdef int32_t opts[MAXL]
    if opp == WAIT:
        return WAIT
    p = &c.s.players[opp]
    if p.n_hand == 0:
        return 0
    for i in range(p.n_hand):
        opts[i] = enc(A_SELECT, hand_of(p)[i])
    a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, p.n_hand, item.source)
    if a == WAIT:
        return WAIT
    discard(c, opp, a & 0xFFFF, 1)
    return 0


cdef int op_reveal_hand_look_facedown(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """ops_look_and_play._reveal_hand_look_facedown: the opponent (an_opponent, kept in
    TW_RESOLVE_OP_PROGRESS bits 4-7) reveals their hand card by card (424), then you may look
    at facedown cards this turn (a player effect)."""
    cdef int32_t o = an_opponent(c, t, item, pc, TW_RESOLVE_OP_PROGRESS, 4), i
    if o == WAIT:
        return WAIT
    for i in range(c.s.players[o].n_hand):
        emit(c, EV_REVEAL, o, hand_of(&c.s.players[o])[i], -1, 0)
    add_player_effect(c, EK_LOOK_FACEDOWN, item.controller, 0)
    c.s.dirty = 1
    return 0




# ------------------------------------------------------------------ before cards are revealed
# from a deck (424; a replacement applied once per passive, 367, 373: Void Hatchling)

cdef inline int reveals_from_deck(const int32_t* ins) noexcept nogil:
    """ops_look_and_play.reveals_from_deck: 0 when the instruction reveals no cards from a deck,
    else 1 (the controller's Main Deck), 2 (each opponent's: Blind Fury), 3 (the controller's
    rune deck: Twisted Fate, Gambler). RevealBanishPlay with RBP_LOOK looks instead."""
    cdef int32_t op = ins[CO_OP]
    if op == OP_REVEAL_TOP or op == OP_REVEAL_UNTIL_UNIT or op == OP_TEEMO_STRATEGIST:
        return 1
    if op == OP_REVEAL_BANISH_PLAY:
        return 0 if ins[CO_DUR] & RBP_LOOK else 1
    if op == OP_BLIND_FURY:
        return 2
    if op == OP_REVEAL_RUNE_THEN:
        return 3
    return 0


cdef int before_reveal(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play.before_reveal: each revealing player (the controller, or each opponent
    for Blind Fury) who controls active SK_LOOK_TOP_BEFORE_REVEAL passives and has cards in
    that deck gets a T_BEFORE_REVEAL task, run in turn order; 1 when one was pushed (the
    instruction waits for them)."""
    cdef int32_t srcs[MAXO]
    cdef int32_t who[MAXP]
    cdef int32_t w = reveals_from_deck(ins), pl, n, nw, k, q, left, first, size, pushed = 0
    cdef Task* t
    if w == 0:
        return 0
    if w == 2:                               # each opponent reveals (Blind Fury)
        nw = opponents_of(c.s, item.controller, who)
    else:
        who[0] = item.controller
        nw = 1
    n = static_sources(c, SK_LOOK_TOP_BEFORE_REVEAL, srcs)
    for q in range(nw - 1, -1, -1):          # (pushed last: run first, in turn order)
        pl = who[q]
        left = 0
        first = NONE
        for k in range(n):
            if octl(c.s, srcs[k]) == pl:
                left += 1                    # (one such passive a card)
                if first == NONE:
                    first = srcs[k]
        size = c.s.players[pl].n_rune_deck if w == 3 else c.s.players[pl].n_deck
        if left == 0 or size == 0:
            continue
        t = push(c, T_BEFORE_REVEAL)
        t.d[TW_BEFORE_REVEAL_PLAYER] = pl
        t.d[TW_BEFORE_REVEAL_RUNE] = w == 3
        t.d[TW_BEFORE_REVEAL_LEFT] = left
        t.d[TW_BEFORE_REVEAL_SOURCE] = first
        t.d[TW_BEFORE_REVEAL_TOP] = 0
        t.d[TW_BEFORE_REVEAL_HOOK] = 0
        pushed = 1
    return pushed


cdef int h_before_reveal(Ctx* c, Task* t) noexcept nogil:
    """ops_look_and_play.h_before_reveal: once per passive: look at the top card of that deck
    (Nocturne, Horrifying's offer: look_hook), then the player may recycle it (416)."""
    cdef int32_t pl = t.d[TW_BEFORE_REVEAL_PLAYER], top, a, z
    cdef Player* p = &c.s.players[pl]
    cdef int32_t one[1]
    cdef int32_t opts[2]
    while t.d[TW_BEFORE_REVEAL_LEFT] > 0:
        if t.d[TW_BEFORE_REVEAL_TOP] == 0:
            if (p.n_rune_deck if t.d[TW_BEFORE_REVEAL_RUNE] else p.n_deck) == 0:
                break
            t.d[TW_BEFORE_REVEAL_TOP] = 1 + (p.rune_deck[0] if t.d[TW_BEFORE_REVEAL_RUNE]
                                             else deck_of(p)[0])
            t.d[TW_BEFORE_REVEAL_HOOK] = 0
        top = t.d[TW_BEFORE_REVEAL_TOP] - 1
        one[0] = top
        if not t.d[TW_BEFORE_REVEAL_RUNE] and \
                look_hook(c, t, &t.d[TW_BEFORE_REVEAL_HOOK], one, 1, pl) == WAIT:
            return WAIT
        z = c.s.o_zone[top]
        if z == Z_DECK or z == Z_RUNE_DECK:
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_MAY, pl, opts, 2, t.d[TW_BEFORE_REVEAL_SOURCE])
            if a == WAIT:
                return WAIT
            if a == YES:
                one[0] = top
                recycle_many(c, one, 1)
        t.d[TW_BEFORE_REVEAL_LEFT] -= 1
        t.d[TW_BEFORE_REVEAL_TOP] = 0
    pop(c)
    return 0




cdef int op_play_banished_with(Ctx* c, Task* t, ChainItem* item,
                               const int32_t* ins) noexcept nogil:
    """ops_look_and_play._play_banished_with: "play all <units> banished with this": the
    cards in a banishment matching the CO_KW selector row whose record (o_bw; 427.3) names
    the source as it was activated (trig_epoch, 359.3.e.13), one at a time, the
    controller choosing which next; each is played by 419.3 at the CO_DUR price (PF_FREE:
    ignoring its cost, 356.1.b.1), its location chosen as it is finalized (355.2)."""
    cdef int32_t opts[MAXO]
    cdef int32_t n, o, a, src = item.source
    cdef uint32_t mark = bw_mark(c, src, item.trig_epoch - 1 if item.kind == CK_ABILITY and
                                 item.trig_epoch else c.s.o_epoch[src])
    while True:
        n = 0
        for o in range(c.s.n_objs):
            if c.s.o_zone[o] == Z_BANISHMENT and <uint32_t>bw_get(c.s, o) == mark and \
                    sel_matches(c, ins[CO_KW], o, item.controller, src, LOC_NONE):
                opts[n] = enc(A_SELECT, o)
                n += 1
        if n == 0:
            return 0
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, n, src)
        if a == WAIT:
            return WAIT
        limited_play_as(c, item.controller, a & 0xFFFF, ins[CO_DUR], NONE)
        if c.error:
            return 0
