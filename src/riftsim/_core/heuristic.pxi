# The heuristic agent: a sensible player, written as rules of thumb over what its player
# sees (its own hand and the public board; never the opponent's hand or any deck).
#
# Each decision builds a `View` of the board (Might, attack and defence strength, toughness
# per unit and location), then answers by the kind of decision:
#
# * mulligan: keep a curve; set aside expensive cards when the hand lacks cheap plays (118);
# * main phase, in this order: removal that kills something worth it; a move that conquers
#   (an empty battlefield, or one whose defenders its Might beats and survives, 460-461);
#   developing on curve (the set of playable cards the turn's Energy and Power buy that is
#   worth the most, dearest first); reinforcing battlefields it holds that the opponent's
#   ready units threaten; then ending the turn;
# * showdowns and chains: a combat trick or removal only when it turns the combat here, a
#   counter against a spell worth countering, a Might boost that saves a unit from damage on
#   the chain; otherwise pass, keeping its Reactions;
# * targets by what the ability does (the compiler's hints, riftsim.cards.compile `_ai_row`):
#   harmful ones on the enemy unit it kills or hurts most, helpful ones on its own unit that
#   gains most; combat damage on the biggest units it can kill.
#
# With epsilon > 0 it takes a uniformly random option with that chance (varied rollouts).

cdef enum:
    # agent hints (compile.py AI_* / AIF_*)
    AI_ROLE = 0             # + slot: role of target slot (AI_SLOTS of them)
    AI_SLOTS = 4
    AI_DMG = 4
    AI_MIGHT = 5
    AI_FLAGS = 6
    AI_AOE = 7
    AIW = 8
    AI_HOSTILE = 1
    AI_FRIENDLY = 2
    AI_KILL = 99
    AIF_TEMP = 1
    AIF_PERM = 2
    AIF_DRAW = 4
    AIF_AOE_HOSTILE = 8
    AIF_COUNTER = 16
    AIF_RESOURCE = 32
    AIF_TOKEN = 64
    AIF_MOVE = 128
    NLOC = MAXBF + 1        # base and the battlefields
    H_NONE = -1             # "no preference" from a rule of thumb


cdef struct View:
    int32_t me, op
    int32_t nu                      # units on the board
    int32_t units[MAXO]
    int32_t mt[MAXO]                # Might, by object id (units on the board)
    int32_t atk[MAXO]               # Might attacking (with Assault, 0 when stunned)
    int32_t dfn[MAXO]               # Might defending (with Shield, 0 when stunned)
    int32_t tough[MAXO]             # damage that kills it (460.2.c.3)
    int32_t at_mt[MAXP][NLOC]       # per player and location: total Might
    int32_t at_def[MAXP][NLOC]      # defending strength
    int32_t at_tough[MAXP][NLOC]    # toughness
    int32_t at_n[MAXP][NLOC]        # units
    int32_t threat[MAXP]            # attack strength a player can move next turn (base units
                                    # and units with Ganking)
    int32_t energy                  # Energy this player can still make (pool + ready runes)
    int32_t runes                   # runes on the board (Power: each can be recycled)


cdef inline const int32_t* ai_row(Ctx* c, int32_t ab) noexcept nogil:
    return c.t.ai + ab * AIW


cdef inline int32_t card_cost(Ctx* c, int32_t card) noexcept nogil:
    return card_col(c.t, card, C_ENERGY) + card_col(c.t, card, C_POWER)


cdef void view_keywords(Ctx* c, const int32_t* units, int32_t nu, int32_t* assault,
                        int32_t* shield, int32_t* ganking) noexcept nogil:
    """kw_of(Assault), kw_of(Shield) and kw_of(Ganking) of every unit of `units` (arrays by
    object id), in one pass over the effects, the attachments and the keyword passives."""
    cdef int32_t i, k, o, s, r, first, x, n, u, nsrc
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    cdef Effect* e
    for k in range(nu):
        o = units[k]
        assault[o] = card_col(c.t, c.s.o_card[o], C_KW + K_ASSAULT)
        shield[o] = card_col(c.t, c.s.o_card[o], C_KW + K_SHIELD)
        ganking[o] = card_col(c.t, c.s.o_card[o], C_KW + K_GANKING)
        if c.s.idx_flags & IX_COPY_PRINTED and (assault[o] or shield[o]):   # valued printed
            n = instance_count(c, o)         # keywords once per instance (kw_of, 807.2)
            assault[o] *= n
            shield[o] *= n
    for i in range(c.s.n_effects):           # given keywords (effects of units on the board)
        e = &c.s.effects[i]
        o = e.target
        if e.kind != EK_GIVE or o < 0 or o >= c.s.n_objs or e.epoch != c.s.o_epoch[o] or \
                c.s.o_zone[o] != Z_BOARD:
            continue
        if e.kw == K_ASSAULT:
            assault[o] = kw_plus(assault[o], K_ASSAULT, e.n)
        elif e.kw == K_SHIELD:
            shield[o] = kw_plus(shield[o], K_SHIELD, e.n)
        elif e.kw == K_GANKING:
            ganking[o] = 1
    nsrc = attached_objs(c, srcs, 1)         # Effect Text keywords (attached_keywords): the
    for i in range(nsrc):                    # board's attachments (ops_equipment.pxi)
        x = srcs[i]
        u = c.s.o_attached[x] - 1            # (attached: o_attached != 0)
        if c.s.o_zone[u] != Z_BOARD or otype(c, u) != TY_UNIT:
            continue
        n = c.t.card_x[c.s.o_card[x] * CXW + CX_EKW + K_ASSAULT]
        if n:
            assault[u] = kw_plus(assault[u], K_ASSAULT, n)
        n = c.t.card_x[c.s.o_card[x] * CXW + CX_EKW + K_SHIELD]
        if n:
            shield[u] = kw_plus(shield[u], K_SHIELD, n)
        if c.t.card_x[c.s.o_card[x] * CXW + CX_EKW + K_GANKING]:
            ganking[u] = 1
    nsrc = keyword_sources(c, srcs)
    for i in range(nsrc):                    # granted keywords (passives)
        s = srcs[i]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] != SK_KEYWORD or (st[S_KW] != K_ASSAULT and st[S_KW] != K_SHIELD
                                           and st[S_KW] != K_GANKING):
                continue
            for k in range(nu):
                o = units[k]
                if not static_applies(c, s, r, o):
                    continue
                if st[S_KW] == K_ASSAULT:
                    assault[o] = kw_scaled(c, s, st, assault[o], o)     # (layers.pxi)
                elif st[S_KW] == K_SHIELD:
                    shield[o] = kw_scaled(c, s, st, shield[o], o)
                elif kw_scaled(c, s, st, 0, o):
                    ganking[o] = 1
    if c.s.n_attached and not static_sources_empty(c, SK_ET_KEYWORD):   # Effect Text
        for k in range(nu):                  # grants (layers.pxi kw_from)
            o = units[k]
            assault[o] = et_keyword_grants(c, o, K_ASSAULT, assault[o])
            shield[o] = et_keyword_grants(c, o, K_SHIELD, shield[o])
            ganking[o] = 1 if et_keyword_grants(c, o, K_GANKING, ganking[o]) else 0


cdef void view_mights(Ctx* c, const int32_t* units, int32_t nu, int32_t* out) noexcept nogil:
    """The Might of the units on the board (out[k] for units[k]): board_mights (layers.pxi: one
    pass each over the effects, the attachments and the passives), or the values the last view
    worked out while nothing they read has changed since (Side.vm_*: the same might_ver, and
    then every Might read only what might_changed watches). The checking mode (Ctx.check)
    works them out afresh and compares."""
    cdef int32_t rows[3 * MAXO]
    cdef int32_t nrows, k, kept = c.side.vm_from == c.s.might_ver + 1
    if kept and not c.check:
        for k in range(nu):
            out[k] = c.side.vm_might[units[k]]
        return
    nrows = might_passives(c, rows)
    board_mights(c, units, nu, out, rows, nrows)
    if kept:                                 # (checking mode: the kept values are the fresh
        c.checks += 1                        # ones)
        for k in range(nu):
            if out[k] != c.side.vm_might[units[k]]:
                fail(c, CHECK_FAILED)
        return
    if not (might_rows_keyable(c, rows, nrows) and might_rows_keyed(c, rows, nrows)):
        return
    for k in range(nu):
        c.side.vm_might[units[k]] = out[k]
    c.side.vm_from = c.s.might_ver + 1




cdef void build_view(Ctx* c, View* v, int32_t me) noexcept nogil:
    """The board as `me` sees it: every unit's strength, summed per player and location."""
    cdef State* s = c.s
    cdef int32_t k, o, p, loc, m
    cdef int32_t mts[MAXO]
    cdef int32_t assault[MAXO]
    cdef int32_t shield[MAXO]
    cdef int32_t ganking[MAXO]
    cdef Player* pl = &s.players[me]
    memset(v.at_mt, 0, sizeof(v.at_mt))
    memset(v.at_def, 0, sizeof(v.at_def))
    memset(v.at_tough, 0, sizeof(v.at_tough))
    memset(v.at_n, 0, sizeof(v.at_n))
    v.threat[0] = 0
    v.threat[1] = 0
    v.me = me
    v.op = next_player(s, me)                # (the next opponent: a 1v1 agent's view)
    v.nu = board_units(c, v.units, NONE)     # (the u_all index, in object order)
    view_mights(c, v.units, v.nu, mts)
    view_keywords(c, v.units, v.nu, assault, shield, ganking)
    for k in range(v.nu):
        o = v.units[k]
        m = mts[k]
        v.mt[o] = m
        if m < 0:
            m = 0
        v.tough[o] = m - s.o_damage[o]
        if v.tough[o] < 1:
            v.tough[o] = 1
        if oflag(s, o, O_STUNNED):
            m = 0                            # no Might in combat (423.1.b)
            v.atk[o] = 0
            v.dfn[o] = 0
        else:                                # (a designated unit's Might has it already)
            v.atk[o] = m + (assault[o] if odesig(s, o) != ATTACKER else 0)
            v.dfn[o] = m + (shield[o] if odesig(s, o) != DEFENDER else 0)
        p = octl(s, o)
        loc = s.o_loc[o]
        if 0 <= loc < NLOC:
            v.at_mt[p][loc] += m
            v.at_def[p][loc] += v.dfn[o]
            v.at_tough[p][loc] += v.tough[o]
            v.at_n[p][loc] += 1
            if loc == LOC_BASE or ganking[o]:
                v.threat[p] += v.atk[o]
    v.energy = pl.energy
    v.runes = pl.n_runes
    for k in range(pl.n_runes):
        if not oflag(s, pl.runes[k], O_EXHAUSTED):
            v.energy += 1


cdef inline int option_index(Ctx* c, int32_t a) noexcept nogil:
    cdef int32_t i
    for i in range(c.s.n_opts):
        if c.opts[i] == a:
            return i
    return -1


cdef inline int has_option(Ctx* c, int32_t a) noexcept nogil:
    return option_index(c, a) >= 0


# ------------------------------------------------------------------ what a card does


cdef int32_t card_ability_row(Ctx* c, int32_t card) noexcept nogil:
    """The ability row whose hints describe playing `card`: a spell's own, else its "when you
    play me" trigger (-1: none)."""
    cdef int32_t r = card_col(c.t, card, C_SPELL), first, n
    if r >= 0:
        return r
    first = card_col(c.t, card, C_TR_FIRST)
    n = card_col(c.t, card, C_TR_N)
    for r in range(first, first + n):
        if c.t.abilities[r * AW + AB_ON] == TE_PLAY_SELF:
            return r
    return -1


cdef int32_t target_value(Ctx* c, View* v, int32_t o, int32_t role, const int32_t* hint,
                          int32_t loc_bonus) noexcept nogil:
    """How much `role` (AI_HOSTILE / AI_FRIENDLY / 0) on object `o` is worth to v.me; 0 or
    less: not worth doing. `loc_bonus`: the location where it matters most now (a combat),
    or -1."""
    cdef State* s = c.s
    cdef int32_t z, mine, val = 0, ty
    cdef int32_t dmg = hint[AI_DMG] if hint != NULL else 0
    if o >= CHAIN_TARGET:                    # a chain item chosen as such: counter it
        if o == CHAIN_TARGET_GONE or o - CHAIN_TARGET >= s.n_chain:
            return -1
        mine = s.chain[o - CHAIN_TARGET].controller == v.me
        ty = s.chain[o - CHAIN_TARGET].source
        if role == AI_HOSTILE:
            return -5 if mine else 4 + (card_cost(c, s.o_card[ty])
                                        if s.chain[o - CHAIN_TARGET].kind == CK_SPELL else 2)
        return 1 if mine else -1
    z = s.o_zone[o]
    mine = octl(s, o) == v.me
    if z == Z_CHAIN:                         # a spell or ability on the chain: counter it
        for ty in range(s.n_chain):
            if s.chain[ty].source == o:
                mine = s.chain[ty].controller == v.me
        if role == AI_HOSTILE:
            return -5 if mine else 4 + card_cost(c, s.o_card[o])
        return 1 if mine else -1
    if z != Z_BOARD:                         # a card elsewhere (trash, hand): the dearest
        return 1 + card_cost(c, s.o_card[o]) if role != AI_HOSTILE or not mine else -1
    ty = otype(c, o)
    if ty != TY_UNIT:                        # gear
        if role == AI_HOSTILE:
            return -3 if mine else 1 + card_cost(c, s.o_card[o])
        return 1 if mine else -1
    if role == AI_HOSTILE:
        if mine:
            return -4 - v.mt[o]
        if dmg >= AI_KILL or dmg >= v.tough[o] or \
                (hint != NULL and hint[AI_MIGHT] < 0 and v.mt[o] + hint[AI_MIGHT] <= 0):
            val = 8 + 3 * v.mt[o]            # it dies (or leaves the board)
            if s.o_loc[o] > LOC_BASE:
                val += 2                     # and no longer holds or contests a battlefield
        elif dmg > 0:
            val = 1                          # damage that heals at the end of the turn
        else:
            val = 2 + v.mt[o] // 2           # stunned, exhausted, moved: for a while
        if s.o_loc[o] == loc_bonus:
            val += 4
        return val
    if role == AI_FRIENDLY:
        if not mine:
            return -4 - v.mt[o]
        val = 1 + v.mt[o]
        if s.o_loc[o] == loc_bonus:
            val += 8
        elif s.o_loc[o] > LOC_BASE:
            val += 2
        if oflag(s, o, O_STUNNED):
            val -= 2
        return val
    return 1 if mine else 0


cdef int32_t best_target_value(Ctx* c, View* v, int32_t ab, int32_t source,
                               int32_t loc_bonus) noexcept nogil:
    """The value of the best object slot 0 of ability row `ab` (played from `source`) could
    target now (0: it has no target slots; negative: no target worth it)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef const int32_t* hint = ai_row(c, ab)
    cdef const int32_t* tg
    cdef int32_t best = -1000, k, o, val, nb
    cdef int32_t ids[MAXO]
    if abr[AB_TG_N] == 0:
        return 0
    tg = c.t.targets + abr[AB_TG_FIRST] * TGW
    nb = board_objs(c, ids)
    for k in range(nb):
        o = ids[k]
        if o == source or not sel_matches(c, tg[TG_SEL], o, v.me, source, LOC_NONE):
            continue
        val = target_value(c, v, o, hint[AI_ROLE], hint, loc_bonus)
        if val > best:
            best = val
    for k in range(c.s.n_chain):
        o = c.s.chain[k].source
        if c.s.o_zone[o] == Z_CHAIN and sel_matches(c, tg[TG_SEL], o, v.me, source, LOC_NONE):
            val = target_value(c, v, o, hint[AI_ROLE], hint, loc_bonus)
            if val > best:
                best = val
        if sel_matches(c, tg[TG_SEL], CHAIN_TARGET + k, v.me, source, LOC_NONE):
            val = target_value(c, v, CHAIN_TARGET + k, hint[AI_ROLE], hint, loc_bonus)
            if val > best:                   # (a spell or ability chosen as a chain item)
                best = val
    return best


cdef int32_t aoe_value(Ctx* c, View* v, const int32_t* hint) noexcept nogil:
    """Harm to every enemy unit: the Might of those it would kill, less own ones."""
    cdef int32_t k, o, val = 0
    if not hint[AI_FLAGS] & AIF_AOE_HOSTILE:
        return 0
    for k in range(v.nu):
        o = v.units[k]
        if hint[AI_AOE] >= v.tough[o]:
            val += (2 + v.mt[o]) if octl(c.s, o) == v.op else -(2 + v.mt[o])
    return val


# ------------------------------------------------------------------ combat arithmetic


cdef int combat_outcome(int32_t a_str, int32_t a_tough, int32_t d_str,
                        int32_t d_tough) noexcept nogil:
    """460-461 in sums: 1 the attackers clear the defenders and some survive (a conquest),
    0 both sides die, -1 some defender survives (the attackers are recalled)."""
    if a_str >= d_tough:
        return 1 if d_str < a_tough else 0
    return -1


cdef int32_t losses(Ctx* c, View* v, int32_t* group, int32_t n, int32_t dmg) noexcept nogil:
    """Might of the units of `group` that `dmg` damage kills, the biggest first (how an
    opponent would assign it, 460.2)."""
    cdef int32_t done[MAXTD]
    cdef int32_t lost = 0, i, k, best
    for i in range(n):
        done[i] = 0
    while True:
        best = -1
        for i in range(n):
            if not done[i] and v.tough[group[i]] <= dmg and \
                    (best < 0 or v.mt[group[i]] > v.mt[group[best]]):
                best = i
        if best < 0:
            return lost
        done[best] = 1
        dmg -= v.tough[group[best]]
        lost += v.mt[group[best]] if v.mt[group[best]] > 0 else 0


cdef int32_t conquer_value(Ctx* c, View* v, int32_t bf) noexcept nogil:
    """What gaining control of battlefield `bf` is worth to v.me: its point this turn (465,
    466.1.b: the final point needs every battlefield scored this turn), its hold next turn,
    and the opponent's hold it denies."""
    cdef State* s = c.s
    cdef Player* p = &s.players[v.me]
    cdef int32_t val = 2, i, scored = 0
    if not (p.scored >> bf) & 1:
        if p.points >= victory_score_now(c) - 1:     # (Aspirant's Climb included)
            for i in range(s.n_bfs):
                if i != bf and (p.scored >> i) & 1:
                    scored += 1
            val += 40 if scored == s.n_bfs - 1 else 1
        else:
            val += 4
    if s.bfs[bf].controller == v.op:
        val += 2
    return val


cdef enum:
    GROUP_MAX = 13      # the most units the heuristic adds to a planned group (the declared
                        # units of a standard move come on top, any number)

cdef struct MovePlan:
    int32_t dest
    int32_t n
    int32_t value
    int32_t units[MAXO]


cdef inline int can_reach(Ctx* c, int32_t u, int32_t dest) noexcept nogil:
    cdef int32_t dests[MAXBF + 1]
    cdef int32_t n = standard_destinations(c, u, dests), i
    for i in range(n):
        if dests[i] == dest:
            return 1
    return 0


cdef int32_t attack_group(Ctx* c, View* v, int32_t bf, const int32_t* fixed, int32_t nfix,
                          int32_t* ready, int32_t nready, int32_t* out) noexcept nogil:
    """The smallest group (the units of `fixed` and some of `ready`) that conquers battlefield
    `bf` (combat_outcome 1 against the enemy units there, with a margin when the enemy holds
    cards and could answer); its size, or 0 when none does."""
    cdef int32_t n = 0, i, j, best, a_str = 0, a_tough = 0
    cdef int32_t loc = bf + 1
    cdef int32_t d_str = v.at_def[v.op][loc], d_tough = v.at_tough[v.op][loc]
    cdef int32_t margin = 1 if d_tough and c.s.players[v.op].n_hand else 0
    cdef int32_t used[MAXO]
    for i in range(nready):
        used[i] = 0
    for i in range(nfix):
        out[n] = fixed[i]
        a_str += v.atk[fixed[i]]
        a_tough += v.tough[fixed[i]]
        n += 1
    if v.at_n[v.op][loc] == 0:               # an empty battlefield: one unit conquers it
        if n == 0:
            best = -1
            for i in range(nready):          # the weakest that can go
                if best < 0 or v.mt[ready[i]] < v.mt[ready[best]]:
                    best = i
            if best < 0:
                return 0
            out[0] = ready[best]
            n = 1
        return n
    while combat_outcome(a_str, a_tough, d_str, d_tough + margin) != 1:
        best = -1                            # add the strongest attacker left
        for i in range(nready):
            if not used[i] and (best < 0 or v.atk[ready[i]] > v.atk[ready[best]]):
                best = i
        if best < 0 or n >= GROUP_MAX:
            return 0
        used[best] = 1
        out[n] = ready[best]
        a_str += v.atk[ready[best]]
        a_tough += v.tough[ready[best]]
        n += 1
    i = nfix                                 # drop units it can spare, weakest first
    while i < n:
        best = -1
        for j in range(nfix, n):
            if best < 0 or v.atk[out[j]] < v.atk[out[best]]:
                best = j
        if best < 0 or combat_outcome(a_str - v.atk[out[best]], a_tough - v.tough[out[best]],
                                      d_str, d_tough + margin) != 1:
            break
        a_str -= v.atk[out[best]]
        a_tough -= v.tough[out[best]]
        out[best] = out[n - 1]
        n -= 1
    return n


cdef int32_t trade_group(Ctx* c, View* v, int32_t bf, const int32_t* fixed, int32_t nfix,
                         int32_t* ready, int32_t nready, int32_t* out,
                         int32_t* value) noexcept nogil:
    """An attack on battlefield `bf` that does not conquer but trades well: everything that
    can go attacks, and the Might of the defenders it kills (the biggest it can, 460.2) beats
    the Might it loses by 3 or more; the survivors are recalled (461.3). Its size, or 0."""
    cdef int32_t defenders[MAXO]
    cdef int32_t nd = 0, n = 0, i, k, o, a_str = 0, loc = bf + 1, killed, lost
    for i in range(nfix):
        out[n] = fixed[i]
        n += 1
    for i in range(nready):
        if n < GROUP_MAX:
            out[n] = ready[i]
            n += 1
    if n == 0:
        return 0
    for i in range(n):
        a_str += v.atk[out[i]]
    for k in range(v.nu):
        o = v.units[k]
        if c.s.o_loc[o] == loc and octl(c.s, o) == v.op and nd < MAXTD:
            defenders[nd] = o
            nd += 1
    killed = losses(c, v, defenders, nd, a_str)
    lost = losses(c, v, out, n, v.at_def[v.op][loc])
    value[0] = killed - lost - 2
    return n if killed - lost >= 3 else 0


cdef void plan_attack(Ctx* c, View* v, const int32_t* fixed, int32_t nfix,
                      MovePlan* plan) noexcept nogil:
    """The most valuable conquest this turn with ready units (those of `fixed` included)."""
    cdef State* s = c.s
    cdef int32_t ready[MAXO]
    cdef int32_t group[MAXO]
    cdef int32_t nr, k, u, bf, n, i, val, ok
    plan.dest = -1
    plan.value = 0
    plan.n = 0
    for bf in range(s.n_bfs):
        if s.bfs[bf].controller == v.me and v.at_n[v.op][bf + 1] == 0:
            continue
        ok = 1
        for i in range(nfix):
            if not can_reach(c, fixed[i], bf + 1):
                ok = 0
        if not ok:
            continue
        nr = 0
        for k in range(v.nu):
            u = v.units[k]
            if octl(s, u) != v.me or oflag(s, u, O_EXHAUSTED) or s.o_loc[u] == bf + 1:
                continue
            ok = 1
            for i in range(nfix):
                if fixed[i] == u:
                    ok = 0
            if ok and can_reach(c, u, bf + 1):
                ready[nr] = u
                nr += 1
        n = attack_group(c, v, bf, fixed, nfix, ready, nr, group)
        if n == 0:
            n = trade_group(c, v, bf, fixed, nfix, ready, nr, group, &val)
            if n and val > plan.value:
                plan.value = val
                plan.dest = bf + 1
                plan.n = n
                memcpy(plan.units, group, n * sizeof(int32_t))
            continue
        val = conquer_value(c, v, bf) + v.at_mt[v.op][bf + 1] \
            - losses(c, v, group, n, v.at_def[v.op][bf + 1])
        for i in range(n):                   # units leaving a battlefield leave it open
            if s.o_loc[group[i]] > LOC_BASE:
                val -= 2
        if val > plan.value:
            plan.value = val
            plan.dest = bf + 1
            plan.n = n
            memcpy(plan.units, group, n * sizeof(int32_t))


cdef void plan_defense(Ctx* c, View* v, MovePlan* plan) noexcept nogil:
    """Ready units at base sent to a battlefield `me` controls that the opponent's movable
    Might would take next turn, when they are enough to keep it."""
    cdef State* s = c.s
    cdef int32_t bf, k, u, need, add, best, i, n
    cdef int32_t ready[MAXO]
    cdef int32_t used[MAXO]
    cdef int32_t nr = 0
    plan.dest = -1
    plan.n = 0
    plan.value = 0
    for k in range(v.nu):
        u = v.units[k]
        if octl(s, u) == v.me and not oflag(s, u, O_EXHAUSTED) and s.o_loc[u] == LOC_BASE:
            ready[nr] = u
            nr += 1
    if nr == 0:
        return
    for bf in range(s.n_bfs):
        if s.bfs[bf].controller != v.me or v.at_n[v.op][bf + 1]:
            continue
        need = v.threat[v.op] - v.at_tough[v.me][bf + 1]     # they win if they clear us
        if v.threat[v.op] == 0 or need < 0:
            continue
        for i in range(nr):
            used[i] = 0
        add = 0
        n = 0
        while add <= need and n < nr and n < GROUP_MAX:
            best = -1
            for i in range(nr):
                if not used[i] and can_reach(c, ready[i], bf + 1) and \
                        (best < 0 or v.tough[ready[i]] > v.tough[ready[best]]):
                    best = i
            if best < 0:
                break
            used[best] = 1
            plan.units[n] = ready[best]
            add += v.tough[ready[best]]
            n += 1
        if add > need and n:
            plan.dest = bf + 1
            plan.n = n
            plan.value = 3
            return


# ------------------------------------------------------------------ resources


cdef int32_t develop(Ctx* c, View* v, const int32_t* cand, int32_t ncand) noexcept nogil:
    """Among PLAY options `cand`, the card to play now: the set of them this turn's Energy
    and Power can buy that is worth the most (units first, then gear and other cards by
    cost), and of it the dearest card. -1: none."""
    cdef int32_t n = ncand if ncand < 10 else 10, m, i, e, p, val, best_val = 0, best = -1
    cdef int32_t cost_e[10]
    cdef int32_t cost_p[10]
    cdef int32_t value[10]
    cdef int32_t card, pick, dear, rest
    cdef int32_t sum_e[1 << 10]              # (per subset m of the candidates: its Energy,
    cdef int32_t sum_p[1 << 10]              # Power and worth, each the sum of those of m
    cdef int32_t sum_v[1 << 10]              # without its lowest candidate and of that one)
    for i in range(n):
        card = c.s.o_card[cand[i] & 0xFFFF]
        cost_e[i] = card_col(c.t, card, C_ENERGY)
        cost_p[i] = card_col(c.t, card, C_POWER)
        value[i] = 2 * (cost_e[i] + cost_p[i]) + (3 if otype(c, cand[i] & 0xFFFF) == TY_UNIT else 1)
    sum_e[0] = 0
    sum_p[0] = 0
    sum_v[0] = 0
    for m in range(1, 1 << n):
        i = __builtin_ctz(m)
        rest = m & (m - 1)
        e = sum_e[rest] + cost_e[i]
        p = sum_p[rest] + cost_p[i]
        val = sum_v[rest] + value[i]
        sum_e[m] = e
        sum_p[m] = p
        sum_v[m] = val
        if e > v.energy or p > v.runes or val <= best_val:
            continue
        best_val = val
        best = m
    if best < 0:
        return -1
    pick = -1
    dear = -1
    for i in range(n):
        if (best >> i) & 1 and cost_e[i] + cost_p[i] > dear:
            dear = cost_e[i] + cost_p[i]
            pick = i
    return cand[pick]


# ------------------------------------------------------------------ decisions


cdef int32_t h_mulligan_choice(Ctx* c) noexcept nogil:
    """118: set aside a card the curve does not want (the dearest, at 5 or more, or at 4 or
    more with no play of 2 or less in hand); else keep."""
    cdef State* s = c.s
    cdef Player* p = &s.players[s.dec_player]
    cdef int32_t i, o, cost, cheap = 0, worst = -1, worst_cost = -1, a
    for i in range(p.n_hand):
        if card_cost(c, s.o_card[hand_of(p)[i]]) <= 2:
            cheap += 1
    for i in range(s.n_opts):
        a = c.opts[i]
        if a >> 16 != A_SELECT:
            continue
        o = a & 0xFFFF
        cost = card_cost(c, s.o_card[o])
        if (cost >= 5 or (cost >= 4 and cheap == 0)) and cost > worst_cost:
            worst = a
            worst_cost = cost
    return worst if worst >= 0 else DONE


cdef inline int32_t showdown_loc(Ctx* c) noexcept nogil:
    """The location of the showdown in progress (-1)."""
    if c.s.sd_active:
        return c.s.sd_bf + 1
    return -1


cdef int combat_standing(Ctx* c, View* v, int32_t loc, int32_t d_my_str, int32_t d_my_tough,
                         int32_t d_op_str, int32_t d_op_tough) noexcept nogil:
    """How the combat at `loc` ends for v.me with these changes to the sums: 1 good (the
    attacker conquers / the defender keeps a unit there), 0 even, -1 bad."""
    cdef int r
    if c.s.sd_attacker == v.me:
        r = combat_outcome(v.at_mt[v.me][loc] + d_my_str, v.at_tough[v.me][loc] + d_my_tough,
                           v.at_mt[v.op][loc] + d_op_str, v.at_tough[v.op][loc] + d_op_tough)
        return r
    r = combat_outcome(v.at_mt[v.op][loc] + d_op_str, v.at_tough[v.op][loc] + d_op_tough,
                       v.at_mt[v.me][loc] + d_my_str, v.at_tough[v.me][loc] + d_my_tough)
    return -r


cdef int32_t trick_effect(Ctx* c, View* v, int32_t ab, int32_t source, int32_t loc,
                          int* result) noexcept nogil:
    """The best change ability row `ab` (from `source`) can make to the combat at `loc`:
    the resulting standing in `result`; returns 1 if it has a use here."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef const int32_t* hint = ai_row(c, ab)
    cdef const int32_t* tg
    cdef int32_t k, o, dmg = hint[AI_DMG], gain = hint[AI_MIGHT]
    cdef int r, best = -2, found = 0
    if abr[AB_TG_N] == 0:                    # (no target: nothing to turn a combat with)
        return 0
    tg = c.t.targets + abr[AB_TG_FIRST] * TGW
    for k in range(v.nu):
        o = v.units[k]
        if c.s.o_loc[o] != loc or not sel_matches(c, tg[TG_SEL], o, v.me, source, LOC_NONE):
            continue
        if hint[AI_ROLE] == AI_HOSTILE and octl(c.s, o) == v.op:
            if dmg >= AI_KILL or dmg >= v.tough[o] or hint[AI_MIGHT] + v.mt[o] <= 0:
                r = combat_standing(c, v, loc, 0, 0, -v.mt[o], -v.tough[o])
            elif dmg > 0:
                r = combat_standing(c, v, loc, 0, 0, 0, -dmg)
            elif hint[AI_MIGHT] < 0:
                r = combat_standing(c, v, loc, 0, 0, hint[AI_MIGHT], hint[AI_MIGHT])
            else:                            # stun and the like: no Might in combat
                r = combat_standing(c, v, loc, 0, 0, -v.mt[o], 0)
        elif hint[AI_ROLE] == AI_FRIENDLY and octl(c.s, o) == v.me:
            if gain <= 0:
                gain = 2                     # a keyword (Assault, Shield ...): about +2
            r = combat_standing(c, v, loc, gain, gain, 0, 0)
        else:
            continue
        found = 1
        if r > best:
            best = r
    result[0] = best
    return found


cdef int32_t option_ability_row(Ctx* c, int32_t a) noexcept nogil:
    """The ability row behind a PLAY or ACTIVATE option (-1)."""
    cdef int32_t kind = a >> 16, arg = a & 0xFFFF, r
    if kind == A_PLAY:
        return card_ability_row(c, c.s.o_card[arg])
    if kind == A_ACTIVATE:
        r = act_row(c, c.s.o_card[(arg % ACT_INSTANCE) >> 3], arg & 7)
        if r < 0 or c.t.acts[r * ACW + AC_MODE_FIRST] >= 0:
            return -1
        return c.t.acts[r * ACW + AC_AB]
    return -1


cdef int32_t option_cost(Ctx* c, int32_t a) noexcept nogil:
    cdef int32_t kind = a >> 16, arg = a & 0xFFFF, r, cr
    if kind == A_PLAY:
        return card_cost(c, c.s.o_card[arg])
    if kind == A_ACTIVATE:
        r = act_row(c, c.s.o_card[(arg % ACT_INSTANCE) >> 3], arg & 7)
        if r < 0:
            return 9
        cr = c.t.acts[r * ACW + AC_COST]
        if cr < 0:
            return 0
        return c.t.costs[cr * COSTW + CS_ENERGY] + c.t.costs[cr * COSTW + CS_NPOW]
    return 0


cdef int worth_a_look(Ctx* c) noexcept nogil:
    """Could any option of this showdown or chain window be one `respond` takes: a counter
    while an opposing spell is on the chain, or in a showdown a card or ability that harms or
    helps a target? If not, passing needs no look at the board."""
    cdef State* s = c.s
    cdef int32_t i, a, ab
    cdef const int32_t* hint
    if not has_option(c, PASS):
        return 1
    for i in range(s.n_opts):
        a = c.opts[i]
        if a == PASS:
            continue
        if a >> 16 == A_PLAY and otype(c, a & 0xFFFF) == TY_UNIT:
            continue
        ab = option_ability_row(c, a)
        if ab < 0:
            continue
        hint = ai_row(c, ab)
        if s.n_chain:
            if hint[AI_FLAGS] & AIF_COUNTER:
                return 1
        elif hint[AI_ROLE] and ability_row(c, ab)[AB_TG_N]:
            return 1
    return 0


cdef int32_t respond(Ctx* c, View* v) noexcept nogil:
    """PRIORITY in a showdown or on a chain: an answer that matters, else PASS."""
    cdef State* s = c.s
    cdef int32_t i, a, ab, kind, loc = showdown_loc(c), best = PASS, best_cost = 1000
    cdef int32_t cost, top, src
    cdef const int32_t* hint
    cdef int now, r
    if s.n_chain:                            # the chain: counter, or save a unit
        top = s.n_chain - 1
        if s.chain[top].controller == v.op:
            src = s.chain[top].source
            for i in range(s.n_opts):
                a = c.opts[i]
                ab = option_ability_row(c, a)
                if ab < 0:
                    continue
                hint = ai_row(c, ab)
                if hint[AI_FLAGS] & AIF_COUNTER and s.chain[top].kind == CK_SPELL and \
                        card_cost(c, s.o_card[src]) >= 2:
                    cost = option_cost(c, a)
                    if cost < best_cost:
                        best = a
                        best_cost = cost
        return best
    if loc < 0 or not s.sd_combat:
        if loc > 0 and v.at_n[v.op][loc] and not v.at_n[v.me][loc] and \
                s.bfs[loc - 1].controller == v.me:
            for i in range(s.n_opts):        # an enemy is taking my battlefield unopposed:
                a = c.opts[i]                # remove what takes it
                ab = option_ability_row(c, a)
                if ab < 0 or ability_row(c, ab)[AB_TG_N] == 0:
                    continue
                hint = ai_row(c, ab)
                if hint[AI_ROLE] == AI_HOSTILE and v.at_n[v.op][loc] == 1 and \
                        (hint[AI_DMG] >= AI_KILL or hint[AI_DMG] >= v.at_tough[v.op][loc]):
                    cost = option_cost(c, a)
                    if cost < best_cost:
                        best = a
                        best_cost = cost
        return best
    if s.sd_attacker != v.me and s.sd_defender != v.me:
        return PASS
    now = combat_standing(c, v, loc, 0, 0, 0, 0)
    if now == 1:
        return PASS                          # winning: keep the tricks
    for i in range(s.n_opts):
        a = c.opts[i]
        kind = a >> 16
        ab = option_ability_row(c, a)
        if ab < 0 or (kind == A_PLAY and otype(c, a & 0xFFFF) == TY_UNIT):
            continue
        src = a & 0xFFFF if kind == A_PLAY else ((a & 0xFFFF) % ACT_INSTANCE) >> 3
        if not trick_effect(c, v, ab, src, loc, &r) or r <= now:
            continue
        cost = option_cost(c, a) - 4 * r
        if cost < best_cost:
            best = a
            best_cost = cost
    return best


cdef int32_t main_action(Ctx* c, View* v) noexcept nogil:
    """PRIORITY in my main phase, neutral and open: see the module comment for the order."""
    cdef State* s = c.s
    cdef int32_t i, a, kind, arg, ab, val, best = -1, best_val = 0, card, ty, nd = 0
    cdef int32_t dev[MAXOPT]
    cdef const int32_t* hint
    cdef MovePlan plan
    # 1. removal worth its card
    for i in range(s.n_opts):
        a = c.opts[i]
        kind = a >> 16
        if kind != A_PLAY and kind != A_ACTIVATE:
            continue
        ab = option_ability_row(c, a)
        if ab < 0:
            continue
        hint = ai_row(c, ab)
        if kind == A_PLAY and otype(c, a & 0xFFFF) == TY_UNIT:
            continue
        if hint[AI_ROLE] == AI_HOSTILE and not hint[AI_FLAGS] & AIF_COUNTER:
            val = best_target_value(c, v, ab, (a & 0xFFFF) if kind == A_PLAY
                                    else ((a & 0xFFFF) % ACT_INSTANCE) >> 3, -1)
            val -= option_cost(c, a)
            if val >= 6 and val > best_val:  # it kills something worth the card
                best_val = val
                best = a
        elif hint[AI_FLAGS] & AIF_AOE_HOSTILE:
            val = aoe_value(c, v, hint) - option_cost(c, a)
            if val >= 4 and val > best_val:
                best_val = val
                best = a
    if best >= 0:
        return best
    # 2. conquer
    plan_attack(c, v, NULL, 0, &plan)
    if plan.dest > 0 and has_option(c, enc(A_MOVE_UNIT, plan.units[0])):
        return enc(A_MOVE_UNIT, plan.units[0])
    # 3. develop: units, gear, and cards that give lasting value
    for i in range(s.n_opts):
        a = c.opts[i]
        if a >> 16 != A_PLAY:
            continue
        arg = a & 0xFFFF
        card = s.o_card[arg]
        ty = otype(c, arg)
        if ty == TY_UNIT or ty == TY_GEAR:
            dev[nd] = a
            nd += 1
            continue
        ab = card_ability_row(c, card)
        if ab < 0:
            continue
        hint = ai_row(c, ab)
        if hint[AI_ROLE] == 0 and hint[AI_FLAGS] & (AIF_DRAW | AIF_RESOURCE | AIF_TOKEN) \
                and not hint[AI_FLAGS] & AIF_AOE_HOSTILE:
            dev[nd] = a
            nd += 1
        elif hint[AI_ROLE] == AI_FRIENDLY and hint[AI_FLAGS] & AIF_PERM and \
                best_target_value(c, v, ab, arg, -1) > 2:
            dev[nd] = a
            nd += 1
    if nd:
        a = develop(c, v, dev, nd)
        if a >= 0:
            return a
    # 4. defend what I hold
    plan_defense(c, v, &plan)
    if plan.dest > 0 and has_option(c, enc(A_MOVE_UNIT, plan.units[0])):
        return enc(A_MOVE_UNIT, plan.units[0])
    # 5. abilities that cost nothing but exhausting, and lasting ones (Equip)
    for i in range(s.n_opts):
        a = c.opts[i]
        if a >> 16 != A_ACTIVATE:
            continue
        ab = option_ability_row(c, a)
        if ab < 0:
            continue
        hint = ai_row(c, ab)
        if hint[AI_FLAGS] & AIF_TEMP or hint[AI_ROLE] == AI_HOSTILE:
            continue
        if ability_row(c, ab)[AB_TG_N] and \
                best_target_value(c, v, ab, ((a & 0xFFFF) % ACT_INSTANCE) >> 3, -1) <= 1:
            continue
        if option_cost(c, a) <= v.energy:
            return a
    return PASS


cdef int32_t move_units_choice(Ctx* c, View* v) noexcept nogil:
    """MOVE_UNITS: finish the planned group: add the next unit it needs, or go."""
    cdef State* s = c.s
    cdef Task* t = top(c)
    cdef int32_t fixed[MAXO]
    cdef int32_t nfix = declared_units(t, fixed), i, a, best = -1, dest
    cdef MovePlan plan
    plan_attack(c, v, fixed, nfix, &plan)
    if plan.dest < 0:
        plan_defense(c, v, &plan)
        if plan.dest > 0:                    # a defence plan counts only its own units
            for i in range(nfix):
                if list_index(plan.units, plan.n, fixed[i]) < 0:
                    plan.dest = -1
    if plan.dest > 0:
        for i in range(plan.n):
            if list_index(fixed, nfix, plan.units[i]) < 0 and \
                    has_option(c, enc(A_MOVE_UNIT, plan.units[i])):
                return enc(A_MOVE_UNIT, plan.units[i])
        if has_option(c, enc(A_LOCATION, plan.dest)):
            return enc(A_LOCATION, plan.dest)
    for i in range(s.n_opts):                # no plan fits: somewhere not mine, else base
        a = c.opts[i]
        if a >> 16 != A_LOCATION:
            continue
        dest = a & 0xFFFF
        if dest > LOC_BASE and s.bfs[dest - 1].controller != v.me and v.at_n[v.op][dest] == 0:
            return a
        if best < 0:
            best = a
    return best if best >= 0 else c.opts[0]


cdef int32_t play_location(Ctx* c, View* v) noexcept nogil:
    """PLAY_LOCATION: a battlefield I hold that the opponent threatens, else one I hold with
    fewest defenders, else base."""
    cdef State* s = c.s
    cdef int32_t i, a, loc, best = -1, best_val = -1000, val
    for i in range(s.n_opts):
        a = c.opts[i]
        if a >> 16 != A_LOCATION:
            continue
        loc = a & 0xFFFF
        if loc == LOC_BASE:
            val = 0
        elif v.at_n[v.op][loc]:
            val = 5                          # joining a fight here (Ambush and the like)
        else:
            val = 2 + (v.threat[v.op] - v.at_tough[v.me][loc] if v.threat[v.op] else -3)
        if val > best_val:
            best_val = val
            best = a
    return best


cdef void decision_item(Ctx* c, ChainItem** item, int32_t* slot) noexcept nogil:
    """The chain item a TARGET decision chooses for, and the slot, when a play, activation or
    trigger asks (else NULL)."""
    cdef Task* t = top(c)
    item[0] = NULL
    slot[0] = 0
    if t.kind == T_PLAY:
        item[0] = &c.s.chain[t.d[TW_PLAY_CHAIN]]
        slot[0] = t.d[TW_PLAY_TARGET_SLOT]
    elif t.kind == T_ACTIVATE:
        item[0] = &c.s.chain[t.d[TW_ACTIVATE_CHAIN]]
        slot[0] = t.d[TW_ACTIVATE_TARGET_SLOT]
    elif t.kind == T_FINALIZE:
        item[0] = &c.s.chain[t.d[TW_FINALIZE_CHAIN]]
        slot[0] = t.d[TW_FINALIZE_TARGET_SLOT]


cdef int32_t target_choice(Ctx* c, View* v) noexcept nogil:
    cdef State* s = c.s
    cdef ChainItem* item
    cdef int32_t slot, ab = -1, role = 0, i, a, o, val, best = -1, best_val = -1000, ntg
    cdef const int32_t* hint = NULL
    decision_item(c, &item, &slot)
    if item != NULL:
        ab = item_ability_row(c, item)
        if ab >= 0:
            hint = ai_row(c, ab)
            ntg = ability_row(c, ab)[AB_TG_N]
            if ntg:
                slot = slot % ntg
            role = hint[AI_ROLE + slot] if slot < AI_SLOTS else 0
    for i in range(s.n_opts):
        a = c.opts[i]
        if a == DONE:
            val = 0
        elif a >> 16 == A_TARGET:
            o = a & 0xFFFF
            val = target_value(c, v, o, role, hint, showdown_loc(c))
        else:
            val = -100
        if val > best_val:
            best_val = val
            best = a
    return best


cdef int32_t assign_choice(Ctx* c, View* v) noexcept nogil:
    """ASSIGN_DAMAGE: kill the biggest unit the damage left can kill; else the biggest."""
    cdef State* s = c.s
    cdef Task* t = top(c)
    cdef int32_t left = t.d[TW_COMBAT_DAMAGE_LEFT + t.d[TW_COMBAT_DAMAGE_SIDE]] \
        if t.kind == T_COMBAT_DAMAGE else 0
    cdef int32_t i, o, val, best = c.opts[0], best_val = -1000
    for i in range(s.n_opts):
        o = c.opts[i] & 0xFFFF
        val = v.mt[o] + (100 if lethal_needed(c, o, s.dec_player) <= left else 0)
        if val > best_val:
            best_val = val
            best = c.opts[i]
    return best


cdef int32_t card_choice(Ctx* c, View* v) noexcept nogil:
    """CHOOSE_CARD: from my own hand or board (a cost, a discard) the least valuable, or none
    when that is allowed; from elsewhere (a deck, a trash, the enemy) the most valuable."""
    cdef State* s = c.s
    cdef int32_t i, a, o, val, best = -1, best_val = -100000, own, done = 0
    for i in range(s.n_opts):
        a = c.opts[i]
        if a == DONE or a == PASS:
            done = a + 1
            continue
        if a >> 16 != A_SELECT and a >> 16 != A_TARGET:
            continue
        o = a & 0xFFFF
        if o >= CHAIN_TARGET:                # (a chain item: no card to weigh)
            continue
        own = octl(s, o) == v.me and (s.o_zone[o] == Z_HAND or s.o_zone[o] == Z_BOARD)
        val = card_cost(c, s.o_card[o])
        if s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT:
            val += v.mt[o] if v.mt[o] > 0 else 0
        if own:
            val = -val
        if val > best_val:
            best_val = val
            best = a
    if done and (best < 0 or best_val < -2):
        return done - 1
    return best if best >= 0 else c.opts[0]


cdef int32_t destination_choice(Ctx* c, View* v) noexcept nogil:
    """DESTINATION of a move by an effect: an enemy unit goes home (base), mine goes where it
    conquers, else base."""
    cdef State* s = c.s
    cdef ChainItem* item = NULL
    cdef int32_t i, a, loc, moved = -1, best = -1
    for i in range(s.n_chain - 1, -1, -1):
        if s.chain[i].source == s.dec_source:
            item = &s.chain[i]
            break
    if item != NULL and item_ntg(c, item):
        moved = item_tg(c, item).targets[0]
    if moved >= 0 and octl(s, moved) == v.op and has_option(c, enc(A_LOCATION, LOC_BASE)):
        return enc(A_LOCATION, LOC_BASE)
    for i in range(s.n_opts):
        a = c.opts[i]
        if a >> 16 != A_LOCATION:
            continue
        loc = a & 0xFFFF
        if loc > LOC_BASE and s.bfs[loc - 1].controller != v.me and v.at_n[v.op][loc] == 0:
            return a
        if best < 0:
            best = a
    return best if best >= 0 else c.opts[0]


cdef int32_t accelerate_choice(Ctx* c, View* v) noexcept nogil:
    """OPTIONAL_COST: pay Accelerate when the unit could conquer something this turn and the
    Energy is otherwise idle; other optional costs buy a bonus: pay them."""
    cdef State* s = c.s
    cdef Task* t = top(c)
    cdef int32_t o, i, open_bf = 0
    if not has_option(c, YES):
        return c.opts[0]
    if not has_option(c, NO):
        return YES
    if t.kind != T_PLAY or s.o_zone[t.d[TW_PLAY_OBJ]] == Z_NONE:
        return YES
    o = t.d[TW_PLAY_OBJ]
    if t.d[TW_PLAY_ACCEL] == 0 and otype(c, o) == TY_UNIT and \
            card_col(c.t, s.o_card[o], C_KW + K_ACCELERATE):
        for i in range(s.n_bfs):
            if s.bfs[i].controller != v.me and \
                    v.at_mt[v.op][i + 1] < card_col(c.t, s.o_card[o], C_MIGHT) + 1:
                open_bf = 1
        if not open_bf or v.energy < card_cost(c, s.o_card[o]) + 2:
            return NO
    return YES


cdef int32_t mode_choice(Ctx* c, View* v) noexcept nogil:
    """CHOOSE_MODE of an activated ability (355.3): the mode whose best target is worth most
    (an untargeted mode: what its hints promise); other mode choices take the first."""
    cdef State* s = c.s
    cdef Task* t = top(c)
    cdef int32_t i, a, row, first, val, best = c.opts[0], best_val = -100000
    cdef const int32_t* hint
    if t.kind != T_ACTIVATE or t.d[TW_ACTIVATE_ACT] < 0:
        return c.opts[0]
    first = c.t.acts[t.d[TW_ACTIVATE_ACT] * ACW + AC_MODE_FIRST]
    if first < 0:
        return c.opts[0]
    for i in range(s.n_opts):
        a = c.opts[i]
        row = first + (a & 0xFFFF)
        hint = ai_row(c, row)
        if ability_row(c, row)[AB_TG_N]:
            val = best_target_value(c, v, row, t.d[TW_ACTIVATE_OBJ], showdown_loc(c))
        else:
            val = aoe_value(c, v, hint) + (3 if hint[AI_FLAGS] & (AIF_DRAW | AIF_RESOURCE |
                                                                   AIF_TOKEN) else 0)
        if val > best_val:
            best_val = val
            best = a
    return best


cdef int32_t name_tag_choice(Ctx* c) noexcept nogil:
    """"Name a tag" (D_NAME_TAG): a tag of the enemy unit on the board with the most Might
    (the first offered tag of its card), else the first option."""
    cdef State* s = c.s
    cdef int32_t o, k, x, m, best = c.opts[0], best_m = -1000
    for o in range(s.n_objs):
        if s.o_zone[o] != Z_BOARD or otype(c, o) != TY_UNIT or \
                octl(s, o) == s.dec_player:
            continue
        m = might(c, o)
        if m <= best_m:
            continue
        for k in range(CTW):
            x = c.t.card_tags[s.o_card[o] * CTW + k]
            if x >= 0 and has_option(c, enc(A_INDEX, x)):
                best = enc(A_INDEX, x)
                best_m = m
                break
    return best




cdef int32_t heuristic_act(Ctx* c, double epsilon, uint64_t* rng) noexcept nogil:
    cdef State* s = c.s
    cdef int32_t k = s.dec_kind, a
    cdef View v
    if s.n_players > 2:                      # FFA, 2v2 (482-484): below
        return several_act(c, epsilon, rng)
    if epsilon > 0.0 and <double>(xo_next(rng) >> 11) * (1.0 / 9007199254740992.0) < epsilon:
        return c.opts[<int32_t>xo_bounded(rng, s.n_opts)]
    if k == D_MULLIGAN:
        return h_mulligan_choice(c)
    if k == D_ORDER_TRIGGERS or k == D_CHOOSE_BATTLEFIELD:
        return c.opts[0]
    if k == D_MAY:
        return YES if has_option(c, YES) else c.opts[0]
    if k == D_CHOOSE_PLAYER:
        a = enc(A_INDEX, next_player(s, s.dec_player))
        return a if has_option(c, a) else c.opts[0]
    if k == D_NAME_TAG:
        return name_tag_choice(c)
    if k == D_PRIORITY:
        if s.n_chain or s.sd_active or s.phase != PH_MAIN or s.turn_player != s.dec_player:
            if not worth_a_look(c):
                return PASS                  # nothing in hand or play answers anything
            build_view(c, &v, s.dec_player)
            a = respond(c, &v)
        else:
            build_view(c, &v, s.dec_player)
            a = main_action(c, &v)
        return a if has_option(c, a) else c.opts[0]
    build_view(c, &v, s.dec_player)
    if k == D_MOVE_UNITS:
        return move_units_choice(c, &v)
    if k == D_PLAY_LOCATION:
        a = play_location(c, &v)
        return a if a >= 0 else c.opts[0]
    if k == D_OPTIONAL_COST:
        return accelerate_choice(c, &v)
    if k == D_TARGET:
        return target_choice(c, &v)
    if k == D_ASSIGN_DAMAGE:
        return assign_choice(c, &v)
    if k == D_CHOOSE_CARD:
        return card_choice(c, &v)
    if k == D_DESTINATION:
        return destination_choice(c, &v)
    if k == D_CHOOSE_MODE:
        return mode_choice(c, &v)
    return c.opts[0]




# ------------------------------------------------------------------ more than two players
#
# The heuristic of a game of more than two players (FFA3 / FFA4, 482-483; 2v2, 484):
# agents.SeveralOpponentsHeuristic, decision for decision (the same choices from the same
# stream). It never assumes a single opponent, knows its ally in 2v2 (never an enemy, 740.1)
# and ranks opponents by points (their team's, 484.6: the leader is the threat).


cdef int32_t several_leader(Ctx* c, int32_t me) noexcept nogil:
    """The opponent with the most points (their team's), the first seat on a tie."""
    cdef int32_t q, best = NONE, bp = -1, pts
    for q in range(c.s.n_players):
        if not is_opponent(c.s, q, me):
            continue
        pts = team_points(c.s, q)
        if best == NONE or pts > bp:
            best = q
            bp = pts
    return best


cdef int32_t several_destination(Ctx* c, int32_t me, const int32_t* locs,
                                 int32_t n) noexcept nogil:
    """SeveralOpponentsHeuristic._destination: of the battlefield locations `locs`, the one
    with the least enemy Might, not one `me` or its ally controls (the lowest location on a
    tie); NONE if there is none."""
    cdef int32_t i, k, loc, o, ctl, enemy, best = NONE, best_enemy = 0
    cdef int32_t units[MAXO]
    cdef int32_t nu = board_units(c, units, NONE)     # (the u_all index)
    for i in range(n):
        loc = locs[i]
        ctl = c.s.bfs[loc - 1].controller
        if ctl >= 0 and not is_opponent(c.s, ctl, me):
            continue                         # its own or its ally's
        enemy = 0
        for k in range(nu):
            o = units[k]
            if c.s.o_loc[o] == loc and is_opponent(c.s, octl(c.s, o), me):
                enemy += might(c, o)
        if best == NONE or enemy < best_enemy or (enemy == best_enemy and loc < best):
            best = loc
            best_enemy = enemy
    return best


cdef int32_t several_target(Ctx* c, int32_t me, int32_t leader) noexcept nogil:
    """SeveralOpponentsHeuristic._target: a chain item only: the newest; else the leader's
    strongest unit, or any enemy's, or the strongest offered (the lowest id on a tie)."""
    cdef int32_t i, a, o, tier, best = NONE, best_tier = -1, best_m = 0, m, last = NONE
    cdef int any_obj = 0
    for i in range(c.s.n_opts):
        a = c.opts[i]
        if a >> 16 != A_TARGET:
            continue
        last = a
        o = a & 0xFFFF
        if o >= CHAIN_TARGET:
            continue
        any_obj = 1
        if not is_opponent(c.s, octl(c.s, o), me):
            tier = 0                         # (pool: the leader's, else enemies', else all)
        elif octl(c.s, o) == leader:
            tier = 2
        else:
            tier = 1
        m = might(c, o)
        if tier > best_tier or (tier == best_tier and (
                m > best_m or (m == best_m and o < (best & 0xFFFF)))):
            best = a
            best_tier = tier
            best_m = m
    return best if any_obj else last


cdef int32_t several_act(Ctx* c, double epsilon, uint64_t* rng) noexcept nogil:
    """agents.SeveralOpponentsHeuristic.choose: keep a hand without 6+ Energy cards, play
    the most expensive card, move base units to the battlefield with the least enemy Might,
    target the leader's strongest unit, give points to the opponent with the fewest and
    hurt the leader when choosing a player, say yes to "you may"; else a random option."""
    cdef State* s = c.s
    cdef int32_t k = s.dec_kind, me = s.dec_player, leader, i, a, kind, arg, pick
    cdef int32_t best, best_e, e, q, n_locs, first_pass
    cdef int me_choosable, others_tier, tier, any_loc
    cdef int32_t locs[MAXBF + 1]
    if epsilon > 0.0 and <double>(xo_next(rng) >> 11) * (1.0 / 9007199254740992.0) < epsilon:
        return c.opts[<int32_t>xo_bounded(rng, s.n_opts)]
    leader = several_leader(c, me)
    if k == D_MULLIGAN:                      # set aside the first 6+ Energy card, else keep
        for i in range(s.n_opts):
            a = c.opts[i]
            if a >> 16 == A_SELECT and card_col(c.t, s.o_card[a & 0xFFFF], C_ENERGY) >= 6:
                return a
        for i in range(s.n_opts):
            if c.opts[i] >> 16 == A_DONE:
                return c.opts[i]
    elif k == D_CHOOSE_PLAYER:
        me_choosable = 0
        others_tier = 0                      # 2: opponents offered, 1: others, 0: anyone
        for i in range(s.n_opts):
            a = c.opts[i]
            if a >> 16 != A_INDEX:
                continue
            q = a & 0xFFFF
            if q == me:
                me_choosable = 1
            if is_opponent(s, q, me):
                others_tier = 2
            elif q != me and others_tier < 1:
                others_tier = 1
        pick = NONE                          # any player: the leader suffers it; an
        for i in range(s.n_opts):            # opponent gains: the one furthest back
            a = c.opts[i]
            if a >> 16 != A_INDEX:
                continue
            q = a & 0xFFFF
            tier = 2 if is_opponent(s, q, me) else (1 if q != me else 0)
            if tier < others_tier:
                continue
            if pick == NONE:
                pick = q
            elif me_choosable and (team_points(s, q) > team_points(s, pick) or
                                   (team_points(s, q) == team_points(s, pick) and q < pick)):
                pick = q
            elif not me_choosable and (team_points(s, q) < team_points(s, pick) or
                                       (team_points(s, q) == team_points(s, pick) and
                                        q < pick)):
                pick = q
        for i in range(s.n_opts):
            a = c.opts[i]
            if a >> 16 == A_INDEX and (a & 0xFFFF) == pick:
                return a
    elif (k == D_MAY or k == D_OPTIONAL_COST) and has_option(c, YES):
        return YES
    elif k == D_TARGET:
        a = several_target(c, me, leader)
        if a != NONE:
            return a
    elif k == D_PRIORITY:
        best = NONE                          # the dearest card (the lowest id on a tie)
        best_e = 0
        first_pass = NONE
        for i in range(s.n_opts):
            a = c.opts[i]
            kind = a >> 16
            if kind == A_PASS and first_pass == NONE:
                first_pass = a
            if kind != A_PLAY:
                continue
            arg = a & 0xFFFF
            e = card_col(c.t, s.o_card[arg], C_ENERGY)
            if best == NONE or e > best_e or (e == best_e and arg < (best & 0xFFFF)):
                best = a
                best_e = e
        if best != NONE:
            return best
        if s.turn_player == me:              # a unit in its base to a battlefield worth it
            for i in range(s.n_bfs):
                locs[i] = i + 1
            for i in range(s.n_opts):
                a = c.opts[i]
                if a >> 16 == A_MOVE_UNIT and s.o_loc[a & 0xFFFF] == 0:
                    if several_destination(c, me, locs, s.n_bfs) != NONE:
                        return a
                    break
        return first_pass if first_pass != NONE else c.opts[0]
    elif k == D_MOVE_UNITS or k == D_DESTINATION:
        n_locs = 0
        any_loc = 0                          # (a LOCATION option offered)
        for i in range(s.n_opts):
            a = c.opts[i]
            if a >> 16 == A_LOCATION:
                any_loc = 1
                if (a & 0xFFFF) > 0 and n_locs <= MAXBF:
                    locs[n_locs] = a & 0xFFFF
                    n_locs += 1
        if any_loc and k == D_MOVE_UNITS:
            best = several_destination(c, me, locs, n_locs)
            if best != NONE:
                return enc(A_LOCATION, best)
    return c.opts[<int32_t>xo_bounded(rng, s.n_opts)]
