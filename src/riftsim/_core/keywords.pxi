# Keyword abilities that need code of their own (808-823): Hidden (811), Deflect (809), Vision
# (817), Ambush (822), Temporary (816), Hunt (823), Flow, Legion (812). Each function names the
# reference function it mirrors (reference/play.py, chain.py, triggers.py, effects.py).




# ------------------------------------------------------------------ keyword triggers

cdef void queue_rule_trigger(Ctx* c, int32_t controller, int32_t o, int32_t ability,
                             int32_t here) noexcept nogil:
    """PendingTrigger(controller, o, ability, o, here) of a keyword (no snapshot)."""
    cdef Pending* pt
    if c.s.n_pending >= MAXPT:
        fail(c, ERR_CAP_PENDING)
        return
    pt = &c.s.pending[c.s.n_pending]
    c.s.n_pending += 1
    pt.controller = controller
    pt.source = o
    pt.ability = ability
    pt.code_n = 0                          # (chain.pxi: its instance)
    pt.trigger_obj = o
    pt.here = here
    pt.snapshot_might = 0
    pt.hidden_loc = 0
    pt.rule_n = 0




cdef void fire_vision(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """triggers.fire_played: Vision (817), printed or granted, once."""
    cdef int32_t has
    if c.s.o_zone[o] == Z_BOARD:
        has = kw_of(c, o, K_VISION)
    else:
        has = card_col(c.t, c.s.o_card[o], C_KW + K_VISION)
    if has:
        queue_rule_trigger(c, player, o, AB_VISION, c.s.o_loc[o])




cdef void fire_temporary(Ctx* c, int32_t tp) noexcept nogil:
    """triggers.fire_beginning: Temporary (816.1) of the turn player's permanents."""
    cdef int32_t o, k, nb
    cdef int32_t ids[MAXO]
    nb = board_objs(c, ids)                  # queueing a trigger moves nothing
    for k in range(nb):
        o = ids[k]
        if octl(c.s, o) == tp and kw_from(        # 722.2: attached, only a granted one
                c, o, K_TEMPORARY, card_col(c.t, c.s.o_card[o], C_KW + K_TEMPORARY)
                if c.s.o_attached[o] == 0 else 0):
            queue_rule_trigger(c, tp, o, AB_TEMPORARY, c.s.o_loc[o])




cdef void fire_hunt(Ctx* c, int32_t o) noexcept nogil:
    """triggers.fire_hunt (823.1.b): Hunt X, its value summed over grants (823.2) noted now."""
    cdef int32_t n = kw_of(c, o, K_HUNT)
    if n > 0:
        queue_rule_trigger(c, octl(c.s, o), o, AB_HUNT, c.s.o_loc[o])
        c.s.pending[c.s.n_pending - 1].rule_n = n




cdef int holds_keywords(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                  int32_t trigger_obj) noexcept nogil:
    """select.holds for "legion" (812.1.c: a card other than this one was finalized this turn
    by this player) and "xp_ge" ([Level N], 824.1.c)."""
    cdef int32_t count
    if cd[CD_NAME] == CN_LEGION:
        count = c.s.players[controller].cards_finalized
        if source >= 0 and finalized(c.s, source):
            count -= 1
        return count > 0
    if cd[CD_NAME] == CN_XP_GE:
        return c.s.players[controller].xp >= cd[CD_A0]
    if cd[CD_NAME] == CN_PLAYED_FROM_HIDDEN:
        return source >= 0 and (c.s.from_hidden[source >> 5] >> (source & 31)) & 1
    fail(c, 20)
    return 0




cdef int run_vision(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """effects._vision (817): look at the top card of your main deck; you may recycle it."""
    cdef Player* p = &c.s.players[item.controller]
    cdef int32_t opts[2]
    cdef int32_t ids[1]
    cdef int32_t a
    if t.d[TW_RESOLVE_OP_PROGRESS] == 0:
        t.d[TW_RESOLVE_OP_PROGRESS] = 1
        t.d[TW_RESOLVE_CARDS] = deck_of(p)[0] if p.n_deck else NONE
    if t.d[TW_RESOLVE_CARDS] == NONE:
        return 0
    if look_hook(c, t, &t.d[TW_RESOLVE_OP_PROGRESS], &t.d[TW_RESOLVE_CARDS], 1,
                 item.controller) == WAIT:   # Nocturne
        return WAIT                                                       # (ops_look_and_play.pxi)
    if c.s.o_zone[t.d[TW_RESOLVE_CARDS]] != Z_DECK:
        return 0
    opts[0] = YES
    opts[1] = NO
    a = choose(c, t, D_MAY, item.controller, opts, 2, item.source)
    if a == WAIT:
        return WAIT
    if a == YES:
        ids[0] = t.d[TW_RESOLVE_CARDS]
        recycle_many(c, ids, 1)
    return 0




# ------------------------------------------------------------------ Deflect (809)

cdef int32_t deflect_extra(Ctx* c, int32_t player, const int32_t* ids, int32_t n) noexcept nogil:
    """chain.deflect_extra: [Deflect value] Power for each enemy permanent with Deflect chosen."""
    cdef int32_t i, x, total = 0
    for i in range(n):
        x = ids[i]
        if x >= CHAIN_TARGET:                # a chain item has no Deflect
            continue
        if c.s.o_zone[x] == Z_BOARD and is_opponent(c.s, octl(c.s, x), player):
            total += kw_of(c, x, K_DEFLECT)
    return total




cdef inline int deflect_possible(Ctx* c) noexcept nogil:
    """Could any object of this game have Deflect (809)? No card of it has or gives it, and no
    effect gives it: then every Deflect value is 0."""
    return (c.s.idx_flags & IX_DEFLECT) != 0




cdef inline int32_t item_deflect(Ctx* c, int32_t player, ChainItem* item) noexcept nogil:
    """deflect_extra of the targets chosen on `item`."""
    cdef int32_t ids[MAXTG]
    cdef int32_t i
    for i in range(item_ntg(c, item)):
        ids[i] = item_tg(c, item).targets[i]
    return deflect_extra(c, player, ids, item_ntg(c, item))




cdef int32_t cheapest_rest(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                           int32_t chooser, int32_t loc, int32_t slot) noexcept nogil:
    """chain._cheapest_rest: least Deflect Power completing every required target from `slot`
    on (the item holds the choices so far); -1 when one cannot be chosen at all."""
    cdef int32_t k, need, n, i, j, v, total = 0, w = ntg // (1 + item.repeats)
    cdef int32_t cands[MAXO]
    cdef int32_t vals[MAXO]
    cdef int deflect = deflect_possible(c)
    cdef const int32_t* tg
    for k in range(slot, ntg):                # ([Repeat]: the slots again per run, 820.2.a)
        tg = slot_target_row(c, item, tgs, w, k)   # (a mode per run: chain.pxi)
        if tg[TG_UP_TO]:
            continue
        need = tg[TG_COUNT] - (slot_count(c, item, k) if k == slot else 0)
        if need <= 0:
            continue
        n = slot_candidates(c, item, tg, chooser, loc, k, cands, need)
        if n < need:
            return -1
        if not deflect:                      # (no Deflect: `need` of them are enough)
            continue
        v = 0
        for i in range(n):                   # the first `need` add no Deflect: none cheaper
            v += deflect_extra(c, chooser, &cands[i], 1)
        if v == 0:
            continue
        n = slot_candidates(c, item, tg, chooser, loc, k, cands)
        for i in range(n):
            vals[i] = deflect_extra(c, chooser, &cands[i], 1)
        for i in range(1, n):                # insertion sort, then the `need` smallest
            v = vals[i]
            j = i - 1
            while j >= 0 and vals[j] > v:
                vals[j + 1] = vals[j]
                j -= 1
            vals[j + 1] = v
        for i in range(need):
            total += vals[i]
    return total




cdef int payable_with(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                      int32_t chooser, int32_t loc, const Price* base,
                      int32_t slot) noexcept nogil:
    """chain.payable_with, the choices (this slot's included) being on the item."""
    cdef int32_t rest = cheapest_rest(c, item, tgs, ntg, chooser, loc, slot), k
    cdef Price p
    if rest < 0:
        return 0
    rest += item_deflect(c, chooser, item)
    p = base[0]
    for k in range(rest):
        price_add_power(&p, ALL_DOMAINS)
    if item.kind == CK_SPELL and has_static_kind(c, SK_CHOSEN_SPELL_LESS):   # 356.4.d
        chosen_less(c, item, &p, NULL, 0)                                     # (chain.pxi)
        if not can_pay(c, chooser, &p) and discount_left(c, item):
            return discount_completion(c, item, tgs, ntg, chooser, loc, base, slot, -1)
    return can_pay(c, chooser, &p)




cdef void add_deflect(Ctx* c, ChainItem* item, Price* p) noexcept nogil:
    """chain.total_with_deflect: `p` plus the Deflect Power of the chosen targets."""
    cdef int32_t k, n = item_deflect(c, item.controller, item)
    for k in range(n):
        price_add_power(p, ALL_DOMAINS)




cdef int trigger_deflect(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """chain.h_finalize stage 2 for a trigger without a cost of its own: the Deflect Power of
    its targets is paid now (FAQ: per trigger); 0 when it cannot be paid (it is dropped)."""
    cdef Price p
    memset(&p, 0, sizeof(Price))
    add_deflect(c, item, &p)
    if not can_pay(c, item.controller, &p):
        return 0
    if p.n_power:
        pay(c, item.controller, &p)
    return 1




# ------------------------------------------------------------------ Flow (Vendetta 829)

cdef void flow_price(Ctx* c, int32_t card, Price* p) noexcept nogil:
    """play.base_price with [Flow]: its Flow cost replaces the base cost (356.1.a)."""
    cdef int32_t k
    memset(p, 0, sizeof(Price))
    p.energy = card_col(c.t, card, C_FLOW_E)
    if p.energy < 0:
        p.energy = 0
    for k in range(card_col(c.t, card, C_FLOW_N)):
        price_add_power(p, card_col(c.t, card, C_FLOW_P + k))
    p.spell = card_col(c.t, card, C_TYPE) == TY_SPELL
    p.gear = card_col(c.t, card, C_TYPE) == TY_GEAR




cdef int flow_play_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    """play._playable_zone_cards: spells with [Flow] in your trash, in trash order."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t i, x, n = 0
    cdef int from_trash
    if not c.s.idx_flags & IX_FLOW and not has_static_kind(c, SK_PLAY_FROM_TRASH):
        if c.check:                          # (checking mode: no card in the trash has Flow,
            c.checks += 1                    # none may be played from it)
            for i in range(p.n_trash):
                if card_col(c.t, c.s.o_card[trash_of(p)[i]], C_FLOW_E) >= 0 or \
                        plays_from_trash(c, player):
                    fail(c, CHECK_FAILED)
        return 0                             # (no card of the game has Flow, and nothing
    from_trash = plays_from_trash(c, player)     # lets cards be played from the trash)
    for i in range(p.n_trash):
        x = trash_of(p)[i]
        if (from_trash or card_col(c.t, c.s.o_card[x], C_FLOW_E) >= 0) and \
                can_play(c, player, x, 0):
            out[n] = enc(A_PLAY, x)
            n += 1
    return n




# ------------------------------------------------------------------ Ambush (822)

cdef int ambush_locations(Ctx* c, int32_t player, int32_t* out, int32_t o) noexcept nogil:
    """play.ambush_locations: battlefields where you control units (or, for `o` with the
    passive "ambush_enemy", where there are enemy units: ops_ogn.pxi)."""
    cdef int32_t i, n = 0
    for i in range(c.s.n_bfs):
        if count_units_at(c, i + 1, player) or ambush_enemy(c, o, player, i + 1):
            out[n] = i + 1
            n += 1
    return n




cdef inline int ambush_timing(Ctx* c, int32_t player, int32_t o,
                              int32_t hidden_loc) noexcept nogil:
    """play._ambush_timing (822.1.b): only Ambush's [Reaction] makes the play timely now.
    Inline the quick "no" of a card without [Ambush]."""
    if hidden_loc or not card_col(c.t, c.s.o_card[o], C_KW + K_AMBUSH):
        return 0
    return ambush_timing_rows(c, player, o, hidden_loc)




cdef int ambush_timing_rows(Ctx* c, int32_t player, int32_t o,
                            int32_t hidden_loc) noexcept nogil:
    """ambush_timing past its quick answer."""
    cdef int32_t card = c.s.o_card[o]
    cdef int32_t locs[MAXBF]
    if hidden_loc or not card_col(c.t, card, C_KW + K_AMBUSH):
        return 0
    if timing_ok(c, player, card_col(c.t, card, C_KW + K_ACTION),
                 card_col(c.t, card, C_KW + K_REACTION)):
        return 0
    return timing_ok(c, player, 0, 1) and ambush_locations(c, player, locs, o) > 0




# ------------------------------------------------------------------ Hidden (811)

cdef int hides_free(Ctx* c, int32_t player) noexcept nogil:
    """play.hides_free: a "hide_free" player effect of `player` (Guerilla Warfare)."""
    cdef int32_t i
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_HIDE_FREE and c.s.effects[i].controller == player:
            return 1
    return 0


cdef int hide_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    """play.hide_options (421 / 811.1.b): your turn, neutral open state, [A] to pay, a
    battlefield you control without a hidden card; cards with Hidden in hand, the champion."""
    cdef State* s = c.s
    cdef Player* p = &s.players[player]
    cdef int32_t i, n = 0, ok = 0
    cdef Price price
    if s.n_chain or s.sd_active or player != s.turn_player or s.phase != PH_MAIN:
        return 0
    for i in range(s.n_bfs):
        if s.bfs[i].controller == player and facedown_room(c, i):
            ok = 1
    if not ok:
        return 0
    memset(&price, 0, sizeof(Price))
    price_add_power(&price, ALL_DOMAINS)
    if not hides_free(c, player) and not can_pay(c, player, &price) and \
            not hide_alt_price(c, player, &price):          # (ops_ogn.pxi)
        return 0
    for i in range(p.n_hand):
        if card_col(c.t, s.o_card[hand_of(p)[i]], C_KW + K_HIDDEN):
            out[n] = enc(A_HIDE, hand_of(p)[i])
            n += 1
    if p.champion != NONE and card_col(c.t, s.o_card[p.champion], C_KW + K_HIDDEN):
        out[n] = enc(A_HIDE, p.champion)
        n += 1
    return n




cdef int h_hide(Ctx* c, Task* t) noexcept nogil:
    """play.h_hide (421 / 811): choose a battlefield you control (TW_HIDE_LOC, stage 1), pay
    [A], or a "hide_cost" passive's cost instead (asked when both can be paid; Teemo, Swift
    Scout), put the card facedown there."""
    cdef State* s = c.s
    cdef int32_t player = t.d[TW_HIDE_PLAYER], o = t.d[TW_HIDE_OBJ], i, n = 0, a, bf
    cdef int32_t opts[MAXBF + 2]
    cdef Price price, alt
    if t.stage == 0:
        if t.answer == NONE:
            for i in range(s.n_bfs):
                if s.bfs[i].controller == player and facedown_room(c, i):
                    opts[n] = enc(A_LOCATION, i + 1)
                    n += 1
        a = choose(c, t, D_PLAY_LOCATION, player, opts, n, o)
        if a == WAIT:
            return WAIT
        t.d[TW_HIDE_LOC] = a & 0xFFFF
        t.stage = 1
    memset(&price, 0, sizeof(Price))
    price_add_power(&price, ALL_DOMAINS)
    if not hides_free(c, player) and hide_alt_price(c, player, &alt):   # (ops_ogn.pxi)
        if can_pay(c, player, &price):
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_MAY, player, opts, 2, o)
            if a == WAIT:
                return WAIT
            if a == YES:
                price = alt
        else:
            price = alt
    pop(c)
    bf = t.d[TW_HIDE_LOC] - 1
    if not hides_free(c, player):
        pay(c, player, &price)
    move_to(c, o, Z_FACEDOWN, LOC_NONE, 0)
    octl_set(s, o, player)
    might_changed_obj(c, o)
    place_obj(c, o)
    if s.bfs[bf].facedown == NONE:
        s.bfs[bf].facedown = o
        s.bfs[bf].hidden_turn = s.turn
    else:                                    # the second place (107.3.b.1: Bandle Tree)
        s.bfs[bf].facedown2 = o
        s.bfs[bf].hidden_turn2 = s.turn
    emit(c, EV_HIDE, player, o, bf + 1, 0)
    return 0




cdef int hidden_play_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    """play._playable_zone_cards: hidden cards of yours, from the turn after hiding them."""
    cdef int32_t i, fd, n = 0
    for i in range(c.s.n_bfs):
        fd = c.s.bfs[i].facedown
        if fd != NONE and octl(c.s, fd) == player and \
                c.s.bfs[i].hidden_turn < c.s.turn and can_play(c, player, fd, i + 1):
            out[n] = enc(A_PLAY, fd)
            n += 1
        fd = c.s.bfs[i].facedown2
        if fd != NONE and octl(c.s, fd) == player and \
                c.s.bfs[i].hidden_turn2 < c.s.turn and can_play(c, player, fd, i + 1):
            out[n] = enc(A_PLAY, fd)
            n += 1
    return n




cdef int32_t hidden_loc_of(Ctx* c, int32_t o) noexcept nogil:
    """start_action: the battlefield (index + 1) where `o` is hidden, 0 if it is not."""
    cdef int32_t i
    for i in range(c.s.n_bfs):
        if c.s.bfs[i].facedown == o or c.s.bfs[i].facedown2 == o:
            return i + 1
    return 0




cdef void mark_hidden_play_effects(Ctx* c, int32_t o, int32_t first, int32_t hidden_loc) noexcept nogil:
    """play.h_play (811.1.d.2-3): the play effects of a permanent played from hidden choose
    their targets at that battlefield."""
    cdef int32_t i, r, card = c.s.o_card[o]
    cdef int32_t tf = card_col(c.t, card, C_TR_FIRST), tn = card_col(c.t, card, C_TR_N)
    cdef Pending* pt
    for i in range(first, c.s.n_pending):
        pt = &c.s.pending[i]
        if pt.source != o or pt.ability < 0:
            continue
        for r in range(tf, tf + tn):
            if c.t.abilities[r * AW + AB_INDEX] == pt.ability and \
                    c.t.abilities[r * AW + AB_ON] == TE_PLAY_SELF:
                pt.hidden_loc = hidden_loc




cdef void trash_lost_hidden(Ctx* c) noexcept nogil:
    """cleanup step 5 / 461.5.c: a hidden card whose battlefield its controller no longer
    controls goes to the trash."""
    cdef State* s = c.s
    cdef int32_t i, fd
    for i in range(s.n_bfs):
        if (s.bfs[i].facedown & s.bfs[i].facedown2) == NONE:
            continue                         # (no hidden card here: both NONE, -1)
        fd = c.s.bfs[i].facedown
        if fd != NONE and octl(c.s, fd) != c.s.bfs[i].controller:
            move_to(c, fd, Z_TRASH, LOC_NONE, 0)
        fd = c.s.bfs[i].facedown2            # (107.3.d)
        if fd != NONE and octl(c.s, fd) != c.s.bfs[i].controller:
            move_to(c, fd, Z_TRASH, LOC_NONE, 0)


cdef int facedown_room(Ctx* c, int32_t i) noexcept nogil:
    """zones.facedown_room (107.3.b): fewer hidden cards at battlefield `i` than its facedown
    zone's maximum occupancy: one, two with a battlefield passive SK_EXTRA_HIDDEN_SLOT
    (Bandle Tree, 107.3.b.1)."""
    cdef int32_t n = (c.s.bfs[i].facedown != NONE) + (c.s.bfs[i].facedown2 != NONE)
    return n < 1 + own_static(c, c.s.bfs[i].obj, SK_EXTRA_HIDDEN_SLOT, 0)




cdef int ambush_enemy(Ctx* c, int32_t o, int32_t player, int32_t loc) noexcept nogil:
    """play.ambush_locations: Rengar, Trophy Hunter may Ambush to a battlefield where there
    are enemy units (Unleashed errata)."""
    return o >= 0 and own_static(c, o, SK_AMBUSH_ENEMY, 0) and \
        (players_at_mask(c, loc) & enemies_mask(c.s, player)) != 0
