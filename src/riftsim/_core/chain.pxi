# The chain (reference/chain.py; rules 327-340): items, finalizing (329.3), targets (359.3),
# priority (338), resolving (340), countering (425) and leaving the chain.




cdef inline const int32_t* ability_row(Ctx* c, int32_t row) noexcept nogil:
    return c.t.abilities + row * AW




cdef inline int32_t run_mode(ChainItem* item, int32_t run) noexcept nogil:
    """play.spell_as_played's mode (1 + it; 0 none) of a "Choose one" spell for execution
    `run` ([Repeat]: one chosen per execution, 820.2.a; ChainItem.run_modes)."""
    if run <= 0 or item.mode == 0:
        return item.mode
    return (item.run_modes >> (3 * (run - 1))) & 7


cdef int32_t item_ability_row(Ctx* c, ChainItem* item) noexcept nogil:
    """The ability row a chain item carries: a spell's, or the trigger's (-1: none)."""
    cdef int32_t card = c.s.o_card[item.source], first, n, r, m
    if item.kind == CK_TRIGGER and item.mode > 0:          # Effect Text (abilities.pxi)
        return item.mode - 1
    if item.kind == CK_SPELL:                # a "Choose one" spell: its mode's row (355.3),
        r = card_col(c.t, card, C_SPELL)     # the execution running's (820.2.a)
        m = run_mode(item, item.run)
        return r + m if r >= 0 and m > 0 else r
    if item.kind == CK_ABILITY:
        return act_ability_row(c, item)
    if item.kind == CK_TRIGGER:
        first = card_col(c.t, card, C_TR_FIRST)
        n = card_col(c.t, card, C_TR_N)
        for r in range(first, first + n):
            if c.t.abilities[r * AW + AB_INDEX] == item.ability:
                return r
    return -1




cdef void chain_remove(Ctx* c, int32_t i) noexcept nogil:
    """chain.remove_item: item `i` leaves the chain (its target record freed); the chain items
    chosen as targets above it move down one, a target that was item `i` is gone
    (CHAIN_TARGET_GONE, 359.3.e)."""
    cdef int32_t j, k, x, at = CHAIN_TARGET + i
    cdef Targets* tr
    item_tg_free(c, &c.s.chain[i])
    for j in range(i, c.s.n_chain - 1):
        c.s.chain[j] = c.s.chain[j + 1]
    c.s.n_chain -= 1
    for j in range(c.s.n_chain):
        tr = item_tg(c, &c.s.chain[j])
        if tr == NULL:
            continue
        for k in range(tr.n_targets):
            x = tr.targets[k]
            if at < x < CHAIN_TARGET_GONE:
                tr.targets[k] = x - 1
            elif x == at:
                tr.targets[k] = CHAIN_TARGET_GONE
    if c.check:                              # (checking mode: no record is lost or shared)
        tg_records_check(c)




cdef inline int32_t chain_find(Ctx* c, int32_t source, int32_t kind) noexcept nogil:
    cdef int32_t i
    for i in range(c.s.n_chain):
        if c.s.chain[i].source == source and c.s.chain[i].kind == kind:
            return i
    return -1




cdef void finalize(Ctx* c, ChainItem* item) noexcept nogil:
    """329.3 / 337.1.c.3."""
    item.pending = 0
    c.s.priority = item.controller
    c.s.passes = 0
    c.s.dirty = 1
    if item_ntg(c, item):
        fire_chosen(c, item)                 # 383.4.b: Targeting Effects (triggers.pxi)




cdef void flow(Ctx* c) noexcept nogil:
    """chain.flow: finalize pending items oldest first, else priority."""
    cdef int32_t i
    for i in range(c.s.n_chain):
        if c.s.chain[i].pending:
            if c.s.chain[i].limited and c.s.chain[i].kind != CK_TRIGGER:   # 419.3 (costs2)
                finalize_pending(c, i)
                return
            push(c, T_FINALIZE).d[TW_FINALIZE_CHAIN] = i
            return
    push(c, T_PRIORITY)




# ------------------------------------------------------------------ targets (355.5-355.16)

cdef int slot_candidates(Ctx* c, ChainItem* item, const int32_t* tg, int32_t chooser,
                         int32_t loc, int32_t slot, int32_t* out,
                         int32_t limit=MAXO) noexcept nogil:
    """chain.slot_candidates: legal choices for one more target of `slot`, by object id (the
    first `limit` of them; all of them for a same-location group slot, so `out` must hold
    MAXO ids whatever the limit)."""
    cdef int32_t n = 0, o, i, chosen, w
    cdef Targets* tr = item_tg(c, item)
    cdef uint32_t dm[MAXOW]
    cdef uint32_t bits
    cdef int group = (tg[TG_FLAGS] & TGF_SAME_LOCATION) and not tg[TG_UP_TO] and \
        tg[TG_COUNT] > 1 and slot_count(c, item, slot) == 0   # (ops_targeting.
                                                                 # same_location_groups)
    if c.t.sels[tg[TG_SEL] * SELW + SEL_KIND] == SK_SPELL_OR_ABILITY:
        return chain_slot_candidates(c, item, tg, chooser, slot, out, limit)
    if group:
        limit = MAXO                         # (the whole group is counted)
    sel_domain_mask(c, tg[TG_SEL], chooser, dm)      # (the objects it can match: walked in
    for w in range(obj_words(c.s)):                  # object order up to `limit`)
        bits = dm[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if not sel_matches(c, tg[TG_SEL], o, chooser, item.source, loc):
                continue
            chosen = 0
            for i in range(0 if tr == NULL else tr.n_targets):
                if tr.tslot[i] == slot and tr.targets[i] == o:
                    chosen = 1
            if chosen:
                continue
            if item.kind == CK_SPELL and o == item.source:     # 355.9.c
                continue
            if not slot_restrictions_ok(c, item, tg, o):         # ops_targeting.pxi
                continue
            if not restriction_slot_ok(c, item, tg, slot, o, chooser):    # ops_targeting.pxi
                continue
            if item.hidden_loc and c.t.sels[tg[TG_SEL] * SELW + SEL_WHERE] != W_ELSEWHERE and \
                    tg_other_slot(tg) < 0 and \
                    location_of(c, o) != item.hidden_loc:     # 811.1.d.2
                continue
            out[n] = o
            n += 1
            if n >= limit:
                return n
    if group:                                # 355.16: where the whole group can be chosen
        n = same_location_groups(c, out, n, tg[TG_COUNT])    # (ops_targeting.pxi)
    return n




cdef int chain_slot_candidates(Ctx* c, ChainItem* item, const int32_t* tg, int32_t chooser,
                               int32_t slot, int32_t* out, int32_t limit) noexcept nogil:
    """chain.slot_candidates for a "spell_or_ability" slot: the chain items it matches
    (CHAIN_TARGET + index, oldest first; not pending, so never the item itself: 355.9.c),
    less those already chosen in this slot."""
    cdef int32_t n = 0, i, k, chosen
    cdef int32_t cands[MAXCH]
    cdef int32_t m = chain_item_candidates(c, tg[TG_SEL], chooser, cands)
    cdef Targets* tr = item_tg(c, item)
    for i in range(m):
        chosen = 0
        for k in range(0 if tr == NULL else tr.n_targets):
            if tr.tslot[k] == slot and tr.targets[k] == cands[i]:
                chosen = 1
        if chosen:
            continue
        out[n] = cands[i]
        n += 1
        if n >= limit:
            break
    return n




cdef inline int32_t slot_count(Ctx* c, ChainItem* item, int32_t slot) noexcept nogil:
    cdef int32_t i, n = 0
    cdef Targets* tr = item_tg(c, item)
    for i in range(0 if tr == NULL else tr.n_targets):
        if tr.tslot[i] == slot:
            n += 1
    return n




cdef int no_legal_target(Ctx* c, ChainItem* item, int32_t ab, int32_t chooser) noexcept nogil:
    """chain.no_legal_target (402.3 with 383): a required target slot of ability row `ab` has
    no legal choice at all, each slot checked alone."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef const int32_t* tg
    cdef int32_t slot
    cdef int32_t cands[MAXO]                 # (a same-location group slot lists every
    for slot in range(abr[AB_TG_N]):          # candidate, whatever the limit: slot_candidates)
        tg = c.t.targets + (abr[AB_TG_FIRST] + slot) * TGW
        if tg[TG_UP_TO] or tg[TG_COUNT] <= 0:
            continue
        if target_when_off(c, tg, chooser, item.source):     # 727.1.b (ops_targeting.pxi)
            continue
        if slot_candidates(c, item, tg, chooser, item.here, slot, cands, 1) == 0:
            return 1
    return 0




cdef inline const int32_t* slot_target_row(Ctx* c, ChainItem* item, const int32_t* tgs,
                                           int32_t w, int32_t slot) noexcept nogil:
    """The target row of slot `slot` (`tgs`: the rows of `w` slots per execution): a
    repeated "Choose one" spell's slot reads the mode chosen for its execution (820.2.a;
    effects._target_spec), any other the same rows again."""
    cdef int32_t r, m
    if item.kind == CK_SPELL and item.run_modes != 0 and slot >= w:
        r = card_col(c.t, c.s.o_card[item.source], C_SPELL)
        m = run_mode(item, slot // w)
        if r >= 0 and m > 0:
            tgs = c.t.targets + ability_row(c, r + m)[AB_TG_FIRST] * TGW
    return tgs + (slot % w) * TGW


cdef int32_t target_options(Ctx* c, Task* t, ChainItem* item, const int32_t* tgs,
                            const int32_t* tg, int32_t ntg, int32_t w, int32_t slot,
                            int32_t chooser, int32_t loc, const Price* base,
                            int32_t* opts) noexcept nogil:
    """choose_targets' options for one more target of `slot` (`tg` its row, the item holding
    the choices so far; `w` the slots per execution), in `opts` (MAXO + 1 words): the
    candidates, then DONE for an "up to" slot that may stop here. Returns how many options;
    0 when there is no candidate (then DONE is not offered alone either)."""
    cdef int32_t cands[MAXO]
    cdef int32_t n, m, i
    cdef int fixed, ok
    cdef Targets* tr = item_tg(c, item)
    n = slot_candidates(c, item, tg, chooser, loc, slot, cands)
    n = location_pairing(c, item, tgs, ntg, slot, chooser, loc, cands, n, w)  # ops_targeting.pxi
    if base != NULL:                         # 355.16 / 809: only choices that keep it payable
        m = 0
        memo_begin(c)                        # (trying targets changes no object or pool:
        fixed = not deflect_possible(c) and not (    # the answers kept, context.pxi)
            item.kind == CK_SPELL and has_static_kind(c, SK_CHOSEN_SPELL_LESS))
        if fixed and not can_pay(c, chooser, base):
            n = 0                            # (no Deflect and no 356.4.d discount: the targets
        for i in range(n):                   # leave the price `base`, payable or not for all)
            tr.targets[tr.n_targets] = cands[i]
            tr.tslot[tr.n_targets] = slot
            tr.n_targets += 1
            if fixed:
                ok = cheapest_rest(c, item, tgs, ntg, chooser, loc, slot) >= 0
            else:
                ok = payable_with(c, item, tgs, ntg, chooser, loc, base, slot)
            if ok:
                cands[m] = cands[i]
                m += 1
            tr.n_targets -= 1
        memo_end(c)
        n = activate_target_filter(c, t, cands, m)     # 818.1.c.4 (abilities.pxi)
    if n == 0:
        return 0
    for i in range(n):
        opts[i] = enc(A_TARGET, cands[i])
    if tg[TG_UP_TO] and (base == NULL or item.kind != CK_SPELL        # 356.4.d: stopping
                         or not chosen_less_possible(c, item.controller)   # here must leave
                         or payable_with(c, item, tgs, ntg, chooser, loc, base, slot + 1)):
        opts[n] = DONE                                                 # it payable
        return n + 1
    return n




cdef int answer_listed(Ctx* c, int32_t a, const int32_t* opts, int32_t n) noexcept nogil:
    """The checking mode's test of an answer given without its options worked out again: it
    is one of them."""
    cdef int32_t i
    c.checks += 1
    for i in range(n):
        if opts[i] == a:
            return 1
    return 0




cdef int32_t choose_targets(Ctx* c, Task* t, ChainItem* item, int32_t ab, int32_t chooser,
                            int32_t loc, int slot_word, const Price* base) noexcept nogil:
    """chain.choose_targets for every slot of ability row `ab`; t.d[slot_word] is the slot.
    Returns 1 when all are chosen, 0 when a required one has no legal choice, WAIT."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef const int32_t* tgs = c.t.targets + abr[AB_TG_FIRST] * TGW
    cdef const int32_t* tg
    cdef int32_t ntg = abr[AB_TG_N] * (1 + item.repeats), slot, have, n, a
    cdef int32_t opts[MAXO + 1]
    cdef int up_to
    cdef Targets* tr
    while t.d[slot_word] < ntg:
        slot = t.d[slot_word]
        tg = slot_target_row(c, item, tgs, abr[AB_TG_N], slot)   # [Repeat]: the slots again
                                                                   # per run (820.2.a)
        up_to = tg[TG_UP_TO]
        have = slot_count(c, item, slot)
        if target_when_off(c, tg, chooser, item.source):     # 727.1.b (ops_targeting.pxi)
            t.d[slot_word] = slot + 1
            continue
        tr = item_tg_w(c, item)              # (its record: taken as the first is tried)
        if tr == NULL:
            return 0
        if tr.n_targets >= MAXTG and (up_to or have > 0):  # chain.choose_targets: MAX_TARGETS,
            t.d[slot_word] = slot + 1        # riftsim's capacity, ends an "any number" slot
            continue                         # (before the candidates: they use one more word)
        if tr.n_targets >= MAXTG:            # a required slot past the capacity
            fail(c, ERR_CAP_TARGETS)
            return 0
        if have >= tg[TG_COUNT]:
            t.d[slot_word] = slot + 1
            continue
        if t.answer != NONE and not c.check:     # (the options were worked out as the
            a = choose(c, t, D_TARGET, chooser, opts, 0, item.source)   # decision was asked;
        else:                                    # the answer is one of them)
            n = target_options(c, t, item, tgs, tg, ntg, abr[AB_TG_N], slot, chooser, loc,
                               base, opts)
            if n == 0:                           # (no candidate)
                if up_to or have > 0:
                    t.d[slot_word] = slot + 1
                    continue
                return 0
            a = choose(c, t, D_TARGET, chooser, opts, n, item.source)
            if c.check and a != WAIT and not answer_listed(c, a, opts, n):
                fail(c, CHECK_FAILED)
        if a == WAIT:
            return WAIT
        if a == DONE:
            t.d[slot_word] = slot + 1
            continue
        if tr.n_targets >= MAXTG:
            fail(c, ERR_CAP_TARGETS)
            return 0
        tr.targets[tr.n_targets] = a & 0xFFFF
        tr.tslot[tr.n_targets] = slot
        tr.tepoch[tr.n_targets] = c.s.o_epoch[a & 0xFFFF] if (a & 0xFFFF) < CHAIN_TARGET \
            else 0                           # (a chain item: its index, kept by chain_remove)
        tr.n_targets += 1
        if have + 1 >= tg[TG_COUNT]:
            t.d[slot_word] = slot + 1
    return 1




cdef int spell_targets_available(Ctx* c, int32_t o, int32_t player, const Price* price,
                                 int32_t hidden_loc, int price_ok) noexcept nogil:
    """play._targets_available and _deflect_payable for a spell about to be played;
    `price_ok` = can_pay(price), which settles it when no Deflect is added. A "Choose one"
    spell (its row's AB_ON: the number of modes, rows right after it): any of its modes."""
    cdef int32_t ab = card_col(c.t, c.s.o_card[o], C_SPELL), k
    if ab < 0:
        return price_ok
    if ability_row(c, ab)[AB_ON] > 0:
        for k in range(ability_row(c, ab)[AB_ON]):
            if spell_row_targets_available(c, ab + 1 + k, o, player, price, hidden_loc,
                                           price_ok):
                return 1
        return 0
    return spell_row_targets_available(c, ab, o, player, price, hidden_loc, price_ok)




cdef int spell_row_targets_available(Ctx* c, int32_t ab, int32_t o, int32_t player,
                                     const Price* price, int32_t hidden_loc,
                                     int price_ok) noexcept nogil:
    """spell_targets_available for ability row `ab` (the spell's, or one of its modes')."""
    cdef int32_t ntg, rest
    cdef const int32_t* abr
    cdef const int32_t* tgs
    cdef ChainItem item
    abr = ability_row(c, ab)
    ntg = abr[AB_TG_N]
    if ntg == 0:                             # (no target: its price alone, 356.4.d)
        return price_ok
    tgs = c.t.targets + abr[AB_TG_FIRST] * TGW
    memset(&item, 0, sizeof(ChainItem))
    item.kind = CK_SPELL
    item.controller = player
    item.source = o
    item.hidden_loc = hidden_loc
    if not spell_pairs_available(c, &item, tgs, ntg, player):     # ops_targeting.pxi
        return 0
    rest = cheapest_rest(c, &item, tgs, ntg, player, LOC_NONE, 0)    # payable_with, no
    if rest < 0:                                                       # targets chosen yet
        return 0
    if rest == 0 and (price_ok or not has_static_kind(c, SK_CHOSEN_SPELL_LESS)):
        if not price_ok:                     # (356.4.d: a discount for choosing a unit may
            return 0                         # make it payable)
    elif not payable_with(c, &item, tgs, ntg, player, LOC_NONE, price, 0):
        return 0
    return first_pick_payable(c, &item, tgs, ntg, player, LOC_NONE, price)




cdef inline int first_pick_payable(Ctx* c, ChainItem* item, const int32_t* tgs,
                                   int32_t ntg, int32_t chooser, int32_t loc,
                                   const Price* price) noexcept nogil:
    """chain.first_pick_payable: with the second required slot related to the first
    (Facebreaker), some pick choose_targets would offer for the first slot leaves the total,
    Deflect included, payable (355.16, 809.1.d). Inline the quick yes of any other pair of
    slots."""
    if ntg < 2 or tgs[TG_UP_TO] or tgs[TGW + TG_UP_TO] or tgs[TGW + TG_PREV_REL] == 0:
        return 1
    return first_pick_payable_pairs(c, item, tgs, ntg, chooser, loc, price)




cdef int first_pick_payable_pairs(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                                  int32_t chooser, int32_t loc, const Price* price) noexcept nogil:
    """first_pick_payable past its quick answer (a required second slot related to the first)."""
    cdef int32_t cands[MAXO]
    cdef int32_t n, i
    cdef int ok = 0
    cdef Targets* tr
    if target_when_off(c, tgs, chooser, item.source) or \
            target_when_off(c, tgs + TGW, chooser, item.source):
        return 1
    n = slot_candidates(c, item, tgs, chooser, loc, 0, cands)
    n = location_pairing(c, item, tgs, ntg, 0, chooser, loc, cands, n, ntg)
    memo_begin(c)
    for i in range(n):
        tr = item_tg_w(c, item)
        if tr == NULL:
            break
        tr.targets[tr.n_targets] = cands[i]
        tr.tslot[tr.n_targets] = 0
        tr.n_targets += 1
        ok = payable_with(c, item, tgs, ntg, chooser, loc, price, 0)
        item_tg_pop(c, item)
        if ok:
            break
    memo_end(c)
    return ok




cdef int32_t chosen_less_sources(Ctx* c, int32_t player, int32_t* ids, int32_t* ns) noexcept nogil:
    """chain.chosen_less_sources: (ids[i], ns[i]) for each "your spells that choose me cost
    [n] or [A] less" passive row of a unit `player` controls on the board, in object order."""
    cdef int32_t srcs[MAXO]
    cdef int32_t nsrc, k, s, r, first, n = 0
    cdef const int32_t* st
    if not has_static_kind(c, SK_CHOSEN_SPELL_LESS):
        return 0
    nsrc = static_sources(c, SK_CHOSEN_SPELL_LESS, srcs)
    for k in range(nsrc):
        s = srcs[k]
        if c.s.o_zone[s] != Z_BOARD or octl(c.s, s) != player:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_CHOSEN_SPELL_LESS and n < MAXO:
                ids[n] = s
                ns[n] = st[S_N]
                n += 1
    return n




cdef inline int chosen_less_possible(Ctx* c, int32_t player) noexcept nogil:
    """play.can_play's `chosen_less_sources(g, player)`: has `player` a unit whose spells that
    choose it cost less (356.4.d)?"""
    cdef int32_t ids[MAXO]
    cdef int32_t ns[MAXO]
    return chosen_less_sources(c, player, ids, ns) > 0




cdef inline int item_chose(Ctx* c, ChainItem* item, int32_t o) noexcept nogil:
    """Is `o` among the targets chosen on `item`?"""
    cdef int32_t i
    cdef Targets* tr = item_tg(c, item)
    for i in range(0 if tr == NULL else tr.n_targets):
        if tr.targets[i] == o:
            return 1
    return 0




cdef int discount_completion(Ctx* c, ChainItem* item, const int32_t* tgs, int32_t ntg,
                             int32_t chooser, int32_t loc, const Price* base, int32_t k,
                             int32_t floor) noexcept nogil:
    """chain._discount_completion / _completion_from (355.16 with 356.4.d): can the targets
    be finished from slot `k` on (the item holding the choices so far; the picks added to slot
    `k` in object order, after `floor`) with the total cost (base + Deflect, less each chosen
    "your spells that choose me cost less" unit's discount) payable? An "up to" slot may
    stop; an optional pick is tried only for a discount unit."""
    cdef int32_t srcs[MAXO]
    cdef int32_t ns[MAXO]
    cdef int32_t cands[MAXO]
    cdef int32_t w = ntg // (1 + item.repeats), nsrc, m = 0, i, j, n, have, dfl, o, hit
    cdef const int32_t* tg
    cdef Targets* tr
    cdef Price p = base[0]
    cdef Price q
    cdef int up_to, r
    dfl = item_deflect(c, chooser, item)
    for i in range(dfl):
        price_add_power(&p, ALL_DOMAINS)
    if k >= ntg:
        chosen_less(c, item, &p, NULL, 0)
        return can_pay(c, chooser, &p)
    nsrc = chosen_less_sources(c, item.controller, srcs, ns)
    for i in range(nsrc):                    # (the sources not chosen yet)
        if not item_chose(c, item, srcs[i]):
            srcs[m] = srcs[i]
            m += 1
    q = p
    chosen_less(c, item, &q, srcs, m)
    if not can_pay(c, chooser, &q):          # (not even with every discount left)
        return 0
    tg = tgs + (k % w) * TGW                 # ([Repeat]: the slots again per run, 820.2.a)
    up_to = tg[TG_UP_TO]
    have = slot_count(c, item, k)
    if target_when_off(c, tg, chooser, item.source) or have >= tg[TG_COUNT]:
        return discount_completion(c, item, tgs, ntg, chooser, loc, base, k + 1, -1)
    n = slot_candidates(c, item, tg, chooser, loc, k, cands)
    n = location_pairing(c, item, tgs, ntg, k, chooser, loc, cands, n, w)
    if (n == 0 or item_ntg(c, item) >= MAXTG) and (up_to or have > 0):
        return discount_completion(c, item, tgs, ntg, chooser, loc, base, k + 1, -1)
    if n == 0 or item_ntg(c, item) >= MAXTG:
        return 0
    if up_to and discount_completion(c, item, tgs, ntg, chooser, loc, base, k + 1, -1):
        return 1                             # ("done")
    for i in range(n):
        o = cands[i]
        if o <= floor:                       # (a set: in object order)
            continue
        if up_to:
            hit = 0
            for j in range(m):
                if srcs[j] == o:
                    hit = 1
            if not hit:
                continue
        tr = item_tg_w(c, item)
        if tr == NULL:
            return 0
        tr.targets[tr.n_targets] = o
        tr.tslot[tr.n_targets] = k
        tr.n_targets += 1
        r = discount_completion(c, item, tgs, ntg, chooser, loc, base, k, o)
        item_tg_pop(c, item)
        if r:
            return 1
    return 0




cdef int discount_left(Ctx* c, ChainItem* item) noexcept nogil:
    """payable_with's `any(sid not in chosen for sid in chosen_less_sources(...))`: a unit
    whose spells that choose it cost less, not chosen yet."""
    cdef int32_t ids[MAXO]
    cdef int32_t ns[MAXO]
    cdef int32_t i, n = chosen_less_sources(c, item.controller, ids, ns)
    for i in range(n):
        if not item_chose(c, item, ids[i]):
            return 1
    return 0




cdef void chosen_less(Ctx* c, ChainItem* item, Price* p, const int32_t* reach,
                      int32_t nreach) noexcept nogil:
    """chain.chosen_less (356.4.d): each "your spells that choose me cost [n] or [A] less"
    passive of a unit the spell's controller controls, the unit being among the item's chosen
    targets (or in `reach`), takes its discount off the total once (costs.pxi
    n_or_one_power_less: Energy when it has Energy, else one Power symbol)."""
    cdef int32_t ids[MAXO]
    cdef int32_t ns[MAXO]
    cdef int32_t nsrc, i, j, hit
    if item.kind != CK_SPELL:
        return
    nsrc = chosen_less_sources(c, item.controller, ids, ns)
    for i in range(nsrc):
        hit = item_chose(c, item, ids[i])
        for j in range(nreach):
            if reach[j] == ids[i]:
                hit = 1
        if hit:
            n_or_one_power_less(p, ns[i])




cdef int32_t choose_spell_targets(Ctx* c, Task* t, ChainItem* item, const Price* base) noexcept nogil:
    cdef int32_t ab = item_ability_row(c, item)      # (its mode's, 355.3)
    if ab < 0:
        return 1
    return choose_targets(c, t, item, ab, item.controller, LOC_NONE, TW_PLAY_TARGET_SLOT, base)




# ------------------------------------------------------------------ triggers onto the chain

cdef void put_triggers_on_chain(Ctx* c) noexcept nogil:
    """The pending triggers move into an order_triggers task (kept in s.pending)."""
    push(c, T_ORDER_TRIGGERS)




cdef int h_order_triggers(Ctx* c, Task* t) noexcept nogil:
    """383.3.d: the turn player's triggers first, then the others'; each orders their own."""
    cdef State* s = c.s
    cdef int32_t first = s.trigger_first if s.trigger_first != NONE else s.turn_player
    cdef int32_t k, pl, i, n, a, pick
    cdef int32_t mine[MAXPT]
    cdef int32_t opts[MAXPT]
    cdef int32_t order[MAXP]
    n = 0
    for k in range(s.n_players):             # turn order from `first` (players_from), and
        pl = (first + k) % s.n_players       # 459.2.d.1: in a combat's initial chain the
        if not (s.trigger_first != NONE and s.sd_active and s.sd_combat and    # attacker,
                pl == s.sd_defender):        # the players in neither side in turn order,
            order[n] = pl                    # then the defender
            n += 1
    if n < s.n_players:
        order[n] = s.sd_defender
    for k in range(s.n_players):
        pl = order[k]
        n = 0
        for i in range(s.n_pending):
            if s.pending[i].controller == pl:
                mine[n] = i
                n += 1
        if n == 0:
            continue
        if n > 1:
            for i in range(n):
                opts[i] = enc(A_INDEX, i)
            a = choose(c, t, D_ORDER_TRIGGERS, pl, opts, n, -1)
            if a == WAIT:
                return WAIT
            pick = mine[a & 0xFFFF]
        else:
            pick = mine[0]
        add_trigger(c, &s.pending[pick])
        for i in range(pick, s.n_pending - 1):
            s.pending[i] = s.pending[i + 1]
        s.n_pending -= 1
        memset(&s.pending[s.n_pending], 0, sizeof(Pending))   # (Pending.extra starts at 0)
        return 0
    pop(c)
    s.trigger_first = NONE
    return 0




cdef void add_trigger(Ctx* c, Pending* pt) noexcept nogil:
    cdef State* s = c.s
    cdef ChainItem* item
    if s.n_chain == 0:
        s.chain_by_trigger = 1
        s.passes = 0
    if s.n_chain >= MAXCH:
        fail(c, ERR_CAP_CHAIN)
        return
    item = &s.chain[s.n_chain]
    s.n_chain += 1
    memset(item, 0, sizeof(ChainItem))
    item.kind = CK_TRIGGER
    item.controller = pt.controller
    item.source = pt.source
    item.ability = pt.ability
    item.pending = 1
    item.trigger_obj = pt.trigger_obj
    item.here = pt.here
    item.snapshot_might = pt.snapshot_might
    if pt.here >= HERE_FIXED:                # a delay's remembered "there" (effects.pxi)
        item.here = pt.here - HERE_FIXED
        item.fixed_here = 1
    if pt.ability == REFLEXIVE_OPS:          # its instructions (effects.pxi)
        item.code = pt.code
        item.code_n = pt.code_n
    elif pt.ability >= 0:                    # the instance of its source's printed text
        item.code_n = pt.code_n              # (queue_inst; trigger_mode)
    item.trig_epoch = pt.trig_epoch          # (also triggers.pxi's trigger_epoch)
    item.hidden_loc = pt.hidden_loc         # 811.1.d.2 (play effects)
    item.rule_n = pt.rule_n
    item.mode = pt.extra                     # Effect Text row (abilities.pxi)
    if pt.ability != REFLEXIVE_OPS:          # a discard_self source's epoch (costs.pxi)
        item.limited = pt.trig_epoch
    emit(c, EV_TRIGGER, pt.controller, pt.source, -1, pt.ability)
    s.dirty = 1                              # 319.3




cdef int32_t item_here(Ctx* c, ChainItem* item) noexcept nogil:
    """effects._here (359.3.f.2)."""
    cdef int32_t src = item.source
    if item.fixed_here:                      # effects.pxi
        return item.here
    if c.s.o_zone[src] == Z_BOARD:
        return c.s.o_loc[src]
    if c.s.o_zone[src] == Z_BATTLEFIELD:
        return location_of(c, src)
    if item.hidden_loc:
        return item.hidden_loc
    return item.here




cdef int trigger_mode(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """chain.choose_trigger_mode (355.3): the mode of a "Choose one" trigger (code row `ins`,
    OP_TRIGGER_MODES), chosen as it is put on the chain among those whose targets can be
    chosen and, for CO_KW, not chosen this turn by this object (by this instance of the
    ability, item.code_n: a Svellsongur copy keeps its own record, the Spiritforged FAQ on
    Aphelios); item.mode = its row + 1 (as an Effect Text trigger's, item_ability_row). 1
    chosen, 0 none left, or WAIT."""
    cdef int32_t seen = 0, k, n = 0, a
    cdef int32_t inst = item.code_n if item.ability >= 0 else 0
    cdef int32_t opts[8]
    if ins[CO_KW]:
        seen = turn_flags_at(c, item.source, inst) & TF_MODES
    for k in range(ins[CO_N]):
        if (seen >> k) & 1:
            continue
        if act_targets_ok(c, item.source, ins[CO_DUR] + k, item.controller):
            opts[n] = enc(A_INDEX, k)
            n += 1
    if n == 0:
        return 0
    a = choose(c, t, D_CHOOSE_MODE, item.controller, opts, n, item.source)
    if a == WAIT:
        return WAIT
    if ins[CO_KW]:                           # "… that hasn't been chosen this turn"
        set_turn_flags_at(c, item.source, inst, 1 << (a & 0xFFFF))
    item.mode = ins[CO_DUR] + (a & 0xFFFF) + 1
    return 1




cdef int h_finalize(Ctx* c, Task* t) noexcept nogil:
    """337 / 401-406 for a triggered ability: "may" and targets (TW_FINALIZE_* words)."""
    cdef ChainItem* item = &c.s.chain[t.d[TW_FINALIZE_CHAIN]]
    cdef int32_t ab = item_ability_row(c, item), a, r
    cdef int32_t opts[2]
    cdef Price base                          # what it costs before Deflect (pay_base)
    memset(&base, 0, sizeof(Price))
    if t.stage == 0 and ab >= 0 and ability_row(c, ab)[AB_CODE_N] == 1 and \
            c.t.code[ability_row(c, ab)[AB_CODE] * CODEW + CO_OP] == OP_TRIGGER_MODES:
        r = trigger_mode(c, t, item, c.t.code + ability_row(c, ab)[AB_CODE] * CODEW)
        if r == WAIT:
            return WAIT
        if r == 0:                           # no mode left to choose: it does nothing
            pop(c)
            chain_remove(c, t.d[TW_FINALIZE_CHAIN])
            c.s.dirty = 1
            return 0
        ab = item_ability_row(c, item)       # the chosen mode's row
    if t.stage == 0:
        if ab >= 0 and ability_row(c, ab)[AB_OPTIONAL]:      # 383.3.a
            if not trigger_cost_payable_now(c, item, ab) or \
                    no_legal_target(c, item, ab, item.controller):   # no decision: it can't
                pop(c)                                               # be paid, or no target
                chain_remove(c, t.d[TW_FINALIZE_CHAIN])
                c.s.dirty = 1
                return 0
            opts[0] = YES
            opts[1] = NO
            a = choose(c, t, D_MAY, item.controller, opts, 2, item.source)
            if a == WAIT:
                return WAIT
            if a == NO:
                pop(c)
                chain_remove(c, t.d[TW_FINALIZE_CHAIN])
                c.s.dirty = 1
                return 0
        t.stage = 1
    if t.stage == 1 and ab >= 0:
        if trigger_cost(c, ab) >= 0:         # 809 / 355.16: targets it can pay the Deflect of
            cost_price(c, trigger_cost(c, ab), &base)
        r = choose_targets(c, t, item, ab, item.controller, item.here,
                           TW_FINALIZE_TARGET_SLOT, &base)
        if r == WAIT:
            return WAIT
        if r == 0:                           # 402.3: no legal choice
            pop(c)
            chain_remove(c, t.d[TW_FINALIZE_CHAIN])
            c.s.dirty = 1
            return 0
    r = trigger_pay_cost(c, t, item, ab)     # 383.3.b: a cost within instructions
    if r == WAIT:
        return WAIT
    if r == 0:
        pop(c)
        chain_remove(c, t.d[TW_FINALIZE_CHAIN])
        c.s.dirty = 1
        return 0
    pop(c)
    finalize(c, item)
    if trigger_adds(c, ab):            # 400.2: an [Add] trigger resolves at once
        push(c, T_RESOLVE).d[TW_RESOLVE_SOURCE] = item.source    # (context.pxi)
    return 0




cdef int h_priority(Ctx* c, Task* t) noexcept nogil:
    """338: the player with priority plays a Reaction or passes."""
    cdef int32_t pl = c.s.priority, n = 1, a
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
    if a == PASS:                            # 338.1.c / 339
        c.s.passes += 1
        if c.s.passes >= c.s.n_players:
            c.s.passes = 0
            push(c, T_RESOLVE).d[TW_RESOLVE_SOURCE] = c.s.chain[c.s.n_chain - 1].source
        else:
            c.s.priority = next_player(c.s, pl)
        return 0
    start_action(c, pl, a)
    return 0




# resolve task: the item is found again by its source, kind and ability (TW_RESOLVE_SOURCE,
# TW_RESOLVE_ITEM_KIND, TW_RESOLVE_ABILITY); the VM's words follow (tasks.pxi)

cdef int32_t find_item(Ctx* c, Task* t) noexcept nogil:
    cdef int32_t i
    for i in range(c.s.n_chain - 1, -1, -1):
        if c.s.chain[i].source == t.d[TW_RESOLVE_SOURCE] and \
                c.s.chain[i].kind == t.d[TW_RESOLVE_ITEM_KIND] and \
                c.s.chain[i].ability == t.d[TW_RESOLVE_ABILITY] and not c.s.chain[i].pending:
            return i                         # (a resolving item is finalized: ops_sfd.pxi)
    return -1




cdef int h_resolve(Ctx* c, Task* t) noexcept nogil:
    """340: the newest item resolves: its effects, then it leaves the chain."""
    cdef int32_t i, r
    cdef ChainItem* item
    if t.stage == 0:
        item = &c.s.chain[resolving_index(c, t.d[TW_RESOLVE_SOURCE])]   # (chain.pxi)
        t.d[TW_RESOLVE_ITEM_KIND] = item.kind
        t.d[TW_RESOLVE_ABILITY] = item.ability
        t.stage = 1
        emit(c, EV_RESOLVE, item.controller, item.source, -1, item.ability)
        vm_begin(c, t, item)
    i = find_item(c, t)
    if i < 0:
        pop(c)
        return 0
    r = vm_step(c, t, i)
    if r == WAIT:
        return WAIT
    pop(c)
    finish_resolution(c, t)
    return 0




cdef void finish_resolution(Ctx* c, Task* t) noexcept nogil:
    cdef State* s = c.s
    cdef int32_t i = find_item(c, t), o, ctl, kind, flow
    if i >= 0:
        o = s.chain[i].source
        ctl = s.chain[i].controller
        kind = s.chain[i].kind
        flow = leave_mode(&s.chain[i])      # [Flow] / recycle it (chain.pxi)
        chain_remove(c, i)
        if kind == CK_SPELL and s.o_zone[o] == Z_CHAIN:
            leave_chain(c, o, flow, ctl)                 # 359.3.d
            s.players[ctl].cards_played += 1
            s.players[ctl].spells_played += 1        # 419.4.a
            fire_spell_played(c, o, ctl)
    s.dirty = 1
    if s.n_chain:
        s.priority = s.chain[s.n_chain - 1].controller   # 340.4
        return
    s.priority = NONE
    if s.sd_active and not s.chain_by_trigger:           # 340.2.a / 346
        s.sd_focus = next_player(s, s.sd_focus)
    s.chain_by_trigger = 0




cdef void counter_item(Ctx* c, int32_t i) noexcept nogil:
    """chain.counter (425): the item leaves the chain; a countered card is not played."""
    cdef int32_t o = c.s.chain[i].source, ctl = c.s.chain[i].controller
    cdef int32_t kind = c.s.chain[i].kind
    cdef int32_t flow = leave_mode(&c.s.chain[i])      # [Flow] / recycle it (chain.pxi)
    chain_remove(c, i)
    if kind == CK_SPELL and c.s.o_zone[o] == Z_CHAIN:
        leave_chain(c, o, flow, ctl)         # chain.leave_chain: [Flow] banishes (829.1.b.1)
    emit(c, EV_COUNTER, ctl, o, -1, 0)
    c.s.dirty = 1




cdef void leave_chain(Ctx* c, int32_t o, int32_t flow, int32_t by) noexcept nogil:
    """chain.leave_chain: a finalized spell goes to its owner's trash; played with [Flow], to
    banishment instead (829.1.b.1; zones.banish by the item's controller `by`)."""
    if flow == 2:                            # "… then recycle it" (ops_look_and_play.pxi leave_mode)
        recycle_many(c, &o, 1)
    elif flow:
        banish_by(c, o, by)                  # by the item's controller (zones.pxi)
    else:
        move_to(c, o, Z_TRASH, LOC_NONE, 0)




cdef inline int32_t leave_mode(ChainItem* item) noexcept nogil:
    """chain.leave_chain's choice for a finalized spell: 1 [Flow] (banish), 2 recycle it
    (Kai'Sa, Evolutionary: extra["recycle"]), 0 the trash (pending items: the trash)."""
    if item.pending:
        return 0
    if item.flow:
        return 1
    if item.kind != CK_TRIGGER and (item.limited & LP_RECYCLE):
        return 2
    return 0




# ------------------------------------------------------------------ Jhin, Murderous Artist

cdef int trigger_adds(Ctx* c, int32_t ab) noexcept nogil:
    """chain.trigger_adds: triggered ability row `ab` only adds resources (400.2)."""
    cdef const int32_t* abr
    cdef int32_t r, op
    if ab < 0:
        return 0
    abr = ability_row(c, ab)
    if abr[AB_KIND] != 2 or abr[AB_CODE_N] == 0:
        return 0
    for r in range(abr[AB_CODE], abr[AB_CODE] + abr[AB_CODE_N]):
        op = c.t.code[r * CODEW + CO_OP]
        if op != OP_ADD_ENERGY and op != OP_ADD_POWER:
            return 0
    return 1




cdef int32_t resolving_index(Ctx* c, int32_t source) noexcept nogil:
    """h_resolve: the item that resolves is the newest one, unless it is still pending: an
    [Add] trigger finalized while newer triggers wait (400.2) is the newest finalized item
    of its source."""
    cdef int32_t i, top = c.s.n_chain - 1
    if not c.s.chain[top].pending:
        return top
    for i in range(top, -1, -1):
        if not c.s.chain[i].pending and c.s.chain[i].source == source:
            return i
    return top
