# Resources (reference/resources.py): prices, the Power pool, the rune payment planner `plan`
# and paying (rules 157, 161-163, 357.1, 429-430).




# ------------------------------------------------------------------ resources (resources.py)

cdef inline void price_add_power(Price* p, int32_t mask) noexcept nogil:
    if p.n_power < 16:
        p.power[p.n_power] = mask
        p.n_power += 1




cdef inline int32_t domain_set(Ctx* c, int32_t card) noexcept nogil:
    cdef int32_t m = card_col(c.t, card, C_DOMAINS)
    return m if m else ALL_DOMAINS




cdef inline void card_price(Ctx* c, int32_t card, Price* p) noexcept nogil:
    cdef int32_t k, ds = domain_set(c, card)
    p.energy = card_col(c.t, card, C_ENERGY)
    if p.energy < 0:
        p.energy = 0
    p.n_power = 0
    for k in range(card_col(c.t, card, C_POWER)):
        price_add_power(p, ds)
    p.spell = card_col(c.t, card, C_TYPE) == TY_SPELL
    p.gear = card_col(c.t, card, C_TYPE) == TY_GEAR




cdef inline int sym_less(int32_t a, int32_t b) noexcept nogil:
    """Sort key of a Power symbol: (number of domains, sorted domain names)."""
    cdef int pa = popcount(a), pb = popcount(b), i
    if pa != pb:
        return pa < pb
    for i in range(6):                # lexicographic over the ascending domain lists
        if (a >> i) & 1 != (b >> i) & 1:
            return (a >> i) & 1
    return 0




cdef inline int pool_slot_pays(int slot, int32_t sym, int spell, int gear) noexcept nogil:
    if slot == PW_ANY:
        return 1
    if slot == PW_SPELL_ANY:
        return spell
    if slot == PW_GEAR_ANY:                  # (resources.plan "gear_any")
        return gear
    return (sym >> (slot - 1)) & 1




cdef inline int rune_domain_bit(Ctx* c, int32_t r) noexcept nogil:
    return card_col(c.t, c.s.o_card[r], C_RUNE_DOMAIN)




cdef struct Plan:
    int32_t use_pool, use_spell
    int32_t n_exhaust, n_recycle
    int32_t exhaust[MAXRL]
    int32_t recycle[MAXRL]
    int32_t pool_power[NPOW]          # power spent from each pool slot




cdef int out_of_reach(Ctx* c, const Player* p, const Price* price) noexcept nogil:
    """A quick upper bound: 1 when the price surely cannot be paid (more Energy than the pool,
    spell Energy and ready runes give, or more Power symbols than pool Power and runes)."""
    cdef int32_t k, energy = p.energy + (p.spell_energy if price.spell else 0), power = p.n_runes
    if price.n_power:
        for k in range(NPOW):
            power += p.power[k]
        if price.n_power > power:
            return 1
    if price.energy <= energy:               # (the pools pay the Energy: no rune is counted)
        return 0
    if price.energy > energy + p.n_runes:    # (not even with every rune ready)
        return 1
    for k in range(p.n_runes):
        if not oflag(c.s, p.runes[k], O_EXHAUSTED):
            energy += 1
    return price.energy > energy




cdef inline int32_t first_rune(Ctx* c, uint32_t* mask, int32_t sym) noexcept nogil:
    """The lowest-id rune of `mask` whose domain pays Power symbol `sym`, taken out of the
    mask; -1 if none."""
    cdef int32_t w, r
    cdef uint32_t bits
    for w in range(obj_words(c.s)):
        bits = mask[w]
        while bits:
            r = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if (sym >> rune_domain_bit(c, r)) & 1:
                mask[w] &= ~((<uint32_t>1) << (r & 31))
                return r
    return -1




cdef int plan(Ctx* c, int32_t player, const Price* price, Plan* out) noexcept nogil:
    """resources.plan: 1 and the plan, or 0 when the price cannot be paid. Runes are taken in
    id order, exhausted ones first (two bitmasks stand for the sorted rune lists)."""
    cdef Player* p = &c.s.players[player]
    cdef uint32_t exhausted[MAXOW]
    cdef uint32_t ready[MAXOW]
    cdef int32_t syms[16]
    cdef int32_t pool[NPOW]
    cdef int32_t i, j, k, x, need, src, r, w
    cdef uint32_t bits
    if out_of_reach(c, p, price):
        return 0
    memset(exhausted, 0, sizeof(exhausted))
    memset(ready, 0, sizeof(ready))
    for i in range(p.n_runes):
        r = p.runes[i]
        if oflag(c.s, r, O_EXHAUSTED):
            exhausted[r >> 5] |= (<uint32_t>1) << (r & 31)
        else:
            ready[r >> 5] |= (<uint32_t>1) << (r & 31)
    for i in range(price.n_power):
        syms[i] = price.power[i]
    for i in range(1, price.n_power):            # stable insertion sort by the symbol key
        x = syms[i]
        j = i - 1
        while j >= 0 and sym_less(x, syms[j]):
            syms[j + 1] = syms[j]
            j -= 1
        syms[j + 1] = x
    for k in range(NPOW):
        pool[k] = p.power[k]
    out.use_pool = 0
    out.use_spell = 0
    out.n_exhaust = 0
    out.n_recycle = 0
    memset(out.pool_power, 0, sizeof(out.pool_power))
    for i in range(price.n_power):
        src = -1
        for k in range(NPOW):
            if pool[k] > 0 and pool_slot_pays(k, syms[i], price.spell, price.gear):
                src = k
                break
        if src >= 0:
            pool[src] -= 1
            out.pool_power[src] += 1
            continue
        r = first_rune(c, exhausted, syms[i])    # exhausted runes first, then ready ones
        if r < 0:
            r = first_rune(c, ready, syms[i])
            if r < 0:
                return 0
        out.recycle[out.n_recycle] = r
        out.n_recycle += 1
    need = price.energy
    out.use_spell = (p.spell_energy if p.spell_energy < need else need) if price.spell else 0
    need -= out.use_spell
    out.use_pool = p.energy if p.energy < need else need
    need -= out.use_pool
    for k in range(out.n_recycle):               # runes recycled for Power give Energy first
        if out.n_exhaust >= need:
            break
        r = out.recycle[k]
        if not oflag(c.s, r, O_EXHAUSTED):
            out.exhaust[out.n_exhaust] = r
            out.n_exhaust += 1
    for w in range(obj_words(c.s)):              # then the other ready runes, in id order
        bits = ready[w]
        while bits and out.n_exhaust < need:
            out.exhaust[out.n_exhaust] = (w << 5) + __builtin_ctz(bits)
            out.n_exhaust += 1
            bits &= bits - 1
    return out.n_exhaust >= need




cdef int plan_feasible_greedy(Ctx* c, int32_t player, const Price* price) noexcept nogil:
    """plan's answer alone (resources.plan returning a plan or None), for can_pay. The Energy
    first: what the spell and plain pools leave, against the ready runes, since plan exhausts
    every ready rune, those it recycles for Power included (which runes the Power takes does
    not matter there). Then the Power: plan's greedy choice, symbol by symbol in sym_less
    order, of the first pool slot paying it, else the lowest-id exhausted rune of a domain
    paying it, else the lowest-id ready one (plan_feasible's way when counting does not
    settle it)."""
    cdef Player* p = &c.s.players[player]
    cdef uint32_t exhausted[MAXOW]
    cdef uint32_t ready[MAXOW]
    cdef int32_t syms[16]
    cdef int32_t pool[NPOW]
    cdef int32_t i, j, k, x, r, need, n_ready = 0, pooled = 0, src
    if out_of_reach(c, p, price):
        return 0
    memset(exhausted, 0, sizeof(exhausted))
    memset(ready, 0, sizeof(ready))
    for i in range(p.n_runes):
        r = p.runes[i]
        if oflag(c.s, r, O_EXHAUSTED):
            exhausted[r >> 5] |= (<uint32_t>1) << (r & 31)
        else:
            ready[r >> 5] |= (<uint32_t>1) << (r & 31)
            n_ready += 1
    need = price.energy                      # (plan: use_spell, use_pool, then ready runes)
    if price.spell:
        need -= p.spell_energy if p.spell_energy < need else need
    need -= p.energy if p.energy < need else need
    if need > n_ready:
        return 0
    for k in range(NPOW):
        pool[k] = p.power[k]
        pooled += p.power[k]
    for i in range(price.n_power):
        syms[i] = price.power[i]
    for i in range(1, price.n_power):            # stable insertion sort by the symbol key
        x = syms[i]
        j = i - 1
        while j >= 0 and sym_less(x, syms[j]):
            syms[j + 1] = syms[j]
            j -= 1
        syms[j + 1] = x
    for i in range(price.n_power):
        if pooled:
            src = -1
            for k in range(NPOW):
                if pool[k] > 0 and pool_slot_pays(k, syms[i], price.spell, price.gear):
                    src = k
                    break
            if src >= 0:
                pool[src] -= 1
                pooled -= 1
                continue
        if first_rune(c, exhausted, syms[i]) < 0 and first_rune(c, ready, syms[i]) < 0:
            return 0
    return 1




cdef void rune_counts(Ctx* c, int32_t player, RuneCounts* q) noexcept nogil:
    """`player`'s runes counted: ready ones, and all of them by domain (`odd`: a domain past
    the counts, which plan_feasible then leaves to plan_feasible_greedy); the Power in their
    pool."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t i, r, d
    memset(q, 0, sizeof(RuneCounts))
    for i in range(NPOW):
        q.pool_power += p.power[i]
    for i in range(p.n_runes):
        r = p.runes[i]
        d = rune_domain_bit(c, r)
        if 0 <= d < 8:
            q.by_domain[d] += 1
        else:
            q.odd = 1
        if not oflag(c.s, r, O_EXHAUSTED):
            q.n_ready += 1




cdef inline RuneCounts* kept_rune_counts(Ctx* c, int32_t player) noexcept nogil:
    """While a decision's options are worked out (Ctx.memo; the state does not change
    meanwhile): `player`'s rune_counts, worked out on first use and kept; else NULL. The
    checking mode (Ctx.check) compares kept counts with fresh ones at each read."""
    cdef RuneCounts* q
    cdef RuneCounts fresh
    if not c.memo:
        return NULL
    q = &c.side.rcount[player]
    if not (c.rcount_have >> player) & 1:
        rune_counts(c, player, q)
        c.rcount_have |= (<uint32_t>1) << player
    elif c.check:                            # (checking mode: the kept counts are fresh)
        c.checks += 1
        rune_counts(c, player, &fresh)
        if memcmp(&fresh, q, sizeof(RuneCounts)) != 0:
            fail(c, CHECK_FAILED)
    return q




cdef inline int out_of_reach_now(Ctx* c, int32_t player, const Price* price) noexcept nogil:
    """out_of_reach for `player`, from the kept rune counts while a decision's options are
    worked out (the same sums: pool Power, runes, ready runes)."""
    cdef const Player* p = &c.s.players[player]
    cdef RuneCounts* q = kept_rune_counts(c, player)
    cdef int32_t energy
    if q == NULL:
        return out_of_reach(c, p, price)
    energy = p.energy + (p.spell_energy if price.spell else 0)
    if price.n_power and price.n_power > p.n_runes + q.pool_power:
        return 1
    if price.energy <= energy:
        return 0
    return price.energy > energy + q.n_ready




cdef int plan_feasible(Ctx* c, int32_t player, const Price* price) noexcept nogil:
    """plan's answer alone (resources.plan returning a plan or None), for can_pay, mostly by
    counting. The Energy as plan_feasible_greedy: what the spell and plain pools leave,
    against the ready runes. The Power symbols in sym_less order, each paid by the first pool
    slot paying it (plan's greedy choice), else by a rune: the greedy choice of rune cannot
    fail while more runes pay the symbol than the symbols before it took runes, and fails
    when none pays it; between the two, which runes the earlier symbols took matters, and
    plan_feasible_greedy follows plan rune by rune. While a decision's options are worked
    out (Ctx.memo) each player's rune counts are kept. The checking mode (Ctx.check)
    compares the answer with plan's."""
    cdef Player* p = &c.s.players[player]
    cdef RuneCounts fresh
    cdef RuneCounts* q = kept_rune_counts(c, player)
    cdef int32_t syms[16]
    cdef int32_t pool[NPOW]
    cdef int32_t i, j, k, x, need, pooled = 0, src, taken = 0, paying
    cdef uint32_t bits
    cdef int same
    if out_of_reach_now(c, player, price):
        return 0
    if q == NULL:
        q = &fresh
        rune_counts(c, player, q)
    if q.odd:
        return plan_feasible_greedy(c, player, price)
    need = price.energy                      # (plan: use_spell, use_pool, then ready runes)
    if price.spell:
        need -= p.spell_energy if p.spell_energy < need else need
    need -= p.energy if p.energy < need else need
    if need > q.n_ready:
        return 0
    if price.n_power == 0:
        return 1
    pooled = q.pool_power
    if pooled:
        for k in range(NPOW):
            pool[k] = p.power[k]
    same = 1                                 # (a printed price: every symbol alike, no
    for i in range(price.n_power):           # sorting to do)
        syms[i] = price.power[i]
        if syms[i] != syms[0]:
            same = 0
    if not same:
        for i in range(1, price.n_power):        # stable insertion sort by the symbol key
            x = syms[i]
            j = i - 1
            while j >= 0 and sym_less(x, syms[j]):
                syms[j + 1] = syms[j]
                j -= 1
            syms[j + 1] = x
    for i in range(price.n_power):
        if pooled:
            src = -1
            for k in range(NPOW):
                if pool[k] > 0 and pool_slot_pays(k, syms[i], price.spell, price.gear):
                    src = k
                    break
            if src >= 0:
                pool[src] -= 1
                pooled -= 1
                continue
        paying = 0                           # (the runes whose domain pays it)
        bits = <uint32_t>syms[i] & 0xFF
        while bits:
            paying += q.by_domain[__builtin_ctz(bits)]
            bits &= bits - 1
        if paying == 0:
            return 0
        if paying <= taken:                  # (the earlier symbols' runes decide)
            return plan_feasible_greedy(c, player, price)
        taken += 1
    return 1




cdef inline int can_pay(Ctx* c, int32_t player, const Price* price) noexcept nogil:
    cdef int ok
    if price.n_power == 0:                   # Energy only: plan pays it iff the pool, spell
        return not out_of_reach_now(c, player, price)   # Energy and ready runes do
    if c.memo:                               # (a decision's options: the answer kept)
        ok = pay_memo_find(c, player, price)
        if ok >= 0:
            return ok
    ok = plan_feasible(c, player, price)
    if c.check:                              # (checking mode: the same answer as plan's)
        can_pay_check(c, player, price, ok)
    if c.memo and c.pym_n < MEMO_PAY:
        c.side.pym_player[c.pym_n] = player
        c.side.pym_price[c.pym_n] = price[0]
        c.side.pym_ok[c.pym_n] = ok
        c.pym_n += 1
    return ok




cdef void can_pay_check(Ctx* c, int32_t player, const Price* price, int ok) noexcept nogil:
    """can_pay's checking mode (Ctx.check): plan_feasible's answer `ok` is plan's (out of
    line: can_pay keeps no Plan on its stack)."""
    cdef Plan pl
    c.checks += 1
    if ok != plan(c, player, price, &pl):
        fail(c, CHECK_FAILED)




cdef inline int pay_memo_find(Ctx* c, int32_t player, const Price* price) noexcept nogil:
    """can_pay's kept answer for this player and price (the same Energy, spell flag and Power
    symbols in the same order), or -1."""
    cdef int32_t i, k
    cdef const Price* q
    for i in range(c.pym_n):
        q = &c.side.pym_price[i]
        if c.side.pym_player[i] != player or q.energy != price.energy or \
                q.n_power != price.n_power or q.spell != price.spell or q.gear != price.gear:
            continue
        for k in range(price.n_power):
            if q.power[k] != price.power[k]:
                break
        else:
            return c.side.pym_ok[i]
    return -1




cdef inline void memo_begin(Ctx* c) noexcept nogil:
    """A decision's legal options are worked out from here to memo_end: nothing changes the
    state meanwhile, so answers may be kept (the outermost begin starts afresh)."""
    if c.memo == 0:
        c.pym_n = 0
        c.cmm_n = 0
        c.rcount_have = 0
        c.lf_have = 0
        c.disc_any = -1
    c.memo += 1




cdef inline void memo_end(Ctx* c) noexcept nogil:
    c.memo -= 1




cdef void pay(Ctx* c, int32_t player, const Price* price) noexcept nogil:
    """resources.pay (157.1 / 357.1)."""
    cdef Plan pl
    cdef Player* p = &c.s.players[player]
    cdef int32_t k
    if not plan(c, player, price, &pl):
        fail(c, 5)
        return
    p.energy -= pl.use_pool
    p.spell_energy -= pl.use_spell
    p.power_spent += price.n_power           # "if you've spent [A][A] this turn"
    for k in range(pl.n_exhaust):
        oflag_set(c.s, pl.exhaust[k], O_EXHAUSTED, 1)
    for k in range(NPOW):
        p.power[k] -= pl.pool_power[k]
    sort_ints(pl.recycle, pl.n_recycle)
    for k in range(pl.n_recycle):
        move_to(c, pl.recycle[k], Z_RUNE_DECK, LOC_NONE, 0)
    c.s.dirty = 1




cdef void empty_pool(Ctx* c, int32_t player) noexcept nogil:
    cdef Player* p = &c.s.players[player]
    p.energy = 0
    p.spell_energy = 0
    memset(p.power, 0, sizeof(p.power))




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
