# Movement (reference/movement.py): the standard move (144), destinations (355.4.a, 444),
# move taxes, forbidden moves, contesting battlefields (187.3) and moving units (441-448).




cdef inline int can_enter(Ctx* c, int32_t unit, int32_t loc) noexcept nogil:
    """movement.can_enter (444.2 / 144.4.a.1): never to a battlefield with units of two other
    players; with more than two players a combat there may close it too (closed_to). With
    two players and no teams nothing closes a battlefield."""
    if loc == LOC_BASE or (c.s.n_players == 2 and not c.s.n_teams):
        return 1
    return not closed_to(c, octl(c.s, unit), loc)




cdef int closed_to(Ctx* c, int32_t player, int32_t loc) noexcept nogil:
    """movement.closed_to: battlefield `loc` is no place for `player`'s units to move or be
    played to: units of two other players are there (444.2), or, with more than two players,
    a combat `player` is not in is in progress there and they have no permanent there
    (442.2.a, 457.1-457.2), or, with teams, a teammate controls it or has units there
    (442.2.b; movement.ally_there)."""
    cdef int32_t present = players_at_mask(c, loc) & ~(1 << player), ally, w, o
    cdef uint32_t bits
    if popcount(present) >= 2:
        return 1
    if c.s.n_teams:
        ally = ally_of(c.s, player)
        if c.s.bfs[loc - 1].controller == ally or (present >> ally) & 1:
            return 1
    if not (c.s.n_players > 2 and c.s.sd_active and c.s.sd_combat and c.s.sd_bf + 1 == loc
            and player != c.s.sd_attacker and player != c.s.sd_defender):
        return 0
    for w in range((c.s.n_objs + 31) >> 5):  # a permanent of theirs there (g.board_objs)
        bits = c.s.on_board[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_loc[o] == loc and octl(c.s, o) == player:
                return 0
    return 1




cdef inline int base_blocked(Ctx* c, int32_t unit) noexcept nogil:
    """movement.base_blocked: a "no move to base" passive of the unit's battlefield, or an
    active "units can't move to base" passive anywhere (its condition held). Inline the quick
    "no" of a unit not at a battlefield, or of a battlefield and a game without them."""
    if c.s.o_zone[unit] != Z_BOARD or c.s.o_loc[unit] <= LOC_BASE or (
            not card_has_sk(c.t, c.s.o_card[c.s.bfs[c.s.o_loc[unit] - 1].obj],
                            SK_NO_MOVE_TO_BASE) and
            not has_static_kind(c, SK_UNITS_NO_MOVE_TO_BASE)):
        return 0
    return base_blocked_rows(c, unit)




cdef int base_blocked_rows(Ctx* c, int32_t unit) noexcept nogil:
    """base_blocked past its quick answer."""
    cdef int32_t bfo, r, first, n, k, s
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    if c.s.o_zone[unit] != Z_BOARD or c.s.o_loc[unit] <= LOC_BASE:
        return 0
    bfo = c.s.bfs[c.s.o_loc[unit] - 1].obj
    first = card_col(c.t, c.s.o_card[bfo], C_ST_FIRST)
    n = card_col(c.t, c.s.o_card[bfo], C_ST_N)
    for r in range(first, first + n):
        if c.t.statics[r * SW + S_KIND] == SK_NO_MOVE_TO_BASE:
            return 1
    n = static_sources(c, SK_UNITS_NO_MOVE_TO_BASE, srcs)    # (none: no card of the game
    for k in range(n):                                       # has one)
        s = srcs[k]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_UNITS_NO_MOVE_TO_BASE and \
                    holds(c, st[S_COND], octl(c.s, s), s, NONE):
                return 1
    return 0




cdef int standard_destinations(Ctx* c, int32_t u, int32_t* out) noexcept nogil:
    """movement.standard_destinations (144.4); returns how many."""
    cdef int32_t n = 0, i, m = 0, d
    cdef int32_t cand[MAXBF + 1]
    if move_forbidden(c, u, octl(c.s, u)):     # "can't move" (movement.pxi)
        return 0
    if c.s.o_loc[u] == LOC_BASE:
        for i in range(c.s.n_bfs):
            cand[n] = i + 1
            n += 1
    else:
        cand[n] = LOC_BASE
        n += 1
        if kw_of(c, u, K_GANKING):              # 810
            for i in range(c.s.n_bfs):
                if i + 1 != c.s.o_loc[u]:
                    cand[n] = i + 1
                    n += 1
    for i in range(n):
        d = cand[i]
        if can_enter(c, u, d) and not (d == LOC_BASE and base_blocked(c, u)):
            out[m] = d
            m += 1
    return m




cdef int move_options(Ctx* c, int32_t player, int32_t* out) noexcept nogil:
    """144: the standard move: main phase, neutral open state, ready units."""
    cdef int32_t n = 0, u, k, nb
    cdef int32_t dests[MAXBF + 1]
    cdef int32_t ids[MAXO]
    if c.s.n_chain or c.s.sd_active or player != c.s.turn_player or c.s.phase != PH_MAIN:
        return 0
    nb = board_units(c, ids, player)         # (the u_all index)
    for k in range(nb):
        u = ids[k]
        if not oflag(c.s, u, O_EXHAUSTED) and standard_destinations(c, u, dests):
            out[n] = enc(A_MOVE_UNIT, u)
            n += 1
    return n




cdef void contest(Ctx* c, int32_t bf, int32_t player) noexcept nogil:
    """187.3.a.1."""
    if c.s.bfs[bf].controller != player and c.s.bfs[bf].contested_by == NONE:
        c.s.bfs[bf].contested_by = player




cdef inline uint32_t* declared_bits(Task* t) noexcept nogil:
    """T_STD_MOVE: the declared units' bitmask (TW_STD_MOVE_UNITS, MAXOW words)."""
    return <uint32_t*>&t.d[TW_STD_MOVE_UNITS]


cdef int32_t declared_units(Task* t, int32_t* out) noexcept nogil:
    """T_STD_MOVE: the declared units in id order (the reference's sorted(units)); their count."""
    cdef uint32_t* bits = declared_bits(t)
    cdef uint32_t w
    cdef int32_t n = 0, k
    for k in range(MAXOW):
        w = bits[k]
        while w:
            out[n] = (k << 5) + __builtin_ctz(w)
            n += 1
            w &= w - 1
    return n


cdef int h_std_move(Ctx* c, Task* t) noexcept nogil:
    """144.3: units declared one at a time, then the destination (play.h_std_move)."""
    cdef int32_t player = t.d[TW_STD_MOVE_PLAYER], nu
    cdef int32_t i, j, n = 0, u, a, nd, common, ds, k, nb
    cdef int32_t dests[MAXBF + 1]
    cdef int32_t opts[MAXOPT]
    cdef int32_t ids[MAXO]
    cdef int32_t units[MAXO]
    cdef uint32_t* bits = declared_bits(t)
    nu = declared_units(t, ids)
    if t.answer == NONE:
        common = -1                          # bit d + 1 for destination d
        for i in range(nu):
            nd = standard_destinations(c, ids[i], dests)
            ds = 0
            for j in range(nd):
                ds |= 1 << (dests[j] + 1)
            common = ds if common == -1 else common & ds
        for j in range(MAXBF + 1):
            if (common >> (j + 1)) & 1 and move_tax_payable(c, player, j, nu, 0):   # costs2
                opts[n] = enc(A_LOCATION, j)
                n += 1
        nb = board_units(c, units, player)   # (the u_all index: the units on the board
        for k in range(nb):                  # that `player` controls, in object order)
            u = units[k]
            if oflag(c.s, u, O_EXHAUSTED) or (bits[u >> 5] >> (u & 31)) & 1:
                continue
            nd = standard_destinations(c, u, dests)
            for j in range(nd):
                if (common >> (dests[j] + 1)) & 1 and \
                        move_tax_payable(c, player, dests[j], nu + 1, 0):
                    opts[n] = enc(A_MOVE_UNIT, u)
                    n += 1
                    break
    a = choose(c, t, D_MOVE_UNITS, player, opts, n, -1)
    if a == WAIT:
        return WAIT
    if (a >> 16) == A_MOVE_UNIT:
        u = a & 0xFFFF
        bits[u >> 5] |= 1u << (u & 31)
        t.d[TW_STD_MOVE_UNITS_N] += 1
        return 0
    pop(c)
    move_tax_payable(c, player, a & 0xFFFF, nu, 1)      # 144.3 (movement.pxi)
    for i in range(nu):
        oflag_set(c.s, ids[i], O_EXHAUSTED, 1)
    move_units(c, ids, nu, a & 0xFFFF, player)
    return 0




cdef void move_units(Ctx* c, int32_t* ids, int32_t n, int32_t dest, int32_t responsible) noexcept nogil:
    """movement.move_units (441-448)."""
    cdef State* s = c.s
    cdef int32_t moved[MAXO]
    cdef int32_t origins[MAXO]
    cdef int32_t nm = 0, i, u, origin, k
    for i in range(n):
        u = ids[i]
        if s.o_zone[u] != Z_BOARD or s.o_loc[u] == dest or move_forbidden(c, u, responsible):
            continue
        if dest == LOC_BASE and base_blocked(c, u):
            continue
        if not can_enter(c, u, dest):        # 442.2.c
            s.o_loc[u] = LOC_BASE
            might_changed_obj(c, u)
            place_obj(c, u)
            carry_attached(c, u)
            emit(c, EV_RECALL, octl(s, u), u, LOC_BASE, 0)
            continue
        origin = s.o_loc[u]
        s.o_loc[u] = dest
        might_changed_obj(c, u)
        place_obj(c, u)
        carry_attached(c, u)                 # 719.3.a (movement.pxi)
        s.o_moves[u] += 1
        emit(c, EV_MOVE, responsible, u, dest, origin)
        moved[nm] = u
        origins[nm] = origin
        nm += 1
    for i in range(nm):
        if dest > LOC_BASE:
            contest(c, dest - 1, octl(s, moved[i]))
    for i in range(nm):
        fire_move_self(c, moved[i], dest)   # (triggers.pxi: notes the destination)
    for i in range(nm):                      # movement.move_units: "when I move from a
        if origins[i] > LOC_BASE:            # battlefield"
            fire_self(c, TE_MOVE_FROM_BF_SELF, moved[i], dest, NONE)
    for i in range(nm):
        fire_moved_from_here(c, moved[i], origins[i])   # triggers.pxi
    for i in range(nm):                      # "when a friendly unit moves from my location"
        fire_ally_moved_from(c, moved[i], origins[i], dest)   # (triggers.pxi)
    fire_moved_enemies(c, moved, nm, responsible)    # triggers.pxi
    if dest > LOC_BASE:                      # movement.move_units: "when an opponent moves to
        for k in range(s.n_players):         # a battlefield other than mine"
            for i in range(nm):
                if is_opponent(s, octl(s, moved[i]), k):
                    fire_player_not_at(c, TE_ENEMY_MOVES_TO_OTHER_BF, k, moved[i], dest)
                    break
    s.dirty = 1




# ------------------------------------------------------------------ movement (355.4, 441)

cdef int effect_destinations(Ctx* c, int32_t u, int32_t* out) noexcept nogil:
    """movement.effect_destinations (355.4.a): any location other than its own where it may
    be, in the order base, battlefields."""
    cdef int32_t n = 0, d
    for d in range(c.s.n_bfs + 1):
        if d == c.s.o_loc[u] or not can_enter(c, u, d):
            continue
        if d == LOC_BASE and base_blocked(c, u):
            continue
        out[n] = d
        n += 1
    return n




cdef void carry_attached(Ctx* c, int32_t u) noexcept nogil:
    """movement.carry_attached (719.3.a / 434.4)."""
    cdef int32_t x, k, n
    cdef int32_t ids[MAXO]
    if c.s.n_attached == 0:
        return
    n = attached_objs(c, ids, 1)             # (the att_objs index)
    for k in range(n):
        x = ids[k]
        if c.s.o_attached[x] == u + 1 and c.s.o_zone[x] == Z_BOARD:
            c.s.o_loc[x] = c.s.o_loc[u]
            might_changed_obj(c, x)
            place_obj(c, x)




cdef int move_tax_payable(Ctx* c, int32_t player, int32_t dest, int32_t n_units,
                          int pay_it) noexcept nogil:
    """movement.move_tax (144.3): [A] x n per unit beyond the first moving together to
    `dest`, for each enemy "move_tax" passive there; can it be paid (and pay it)?"""
    cdef int32_t k = 0, s, r, first, nb, j, card
    cdef int32_t ids[MAXO]
    cdef Price p
    if dest <= LOC_BASE or n_units <= 1 or static_sources_empty(c, SK_MOVE_TAX):
        return 1                             # (no active "move_tax" passive: none at dest)
    nb = board_objs(c, ids)
    for j in range(nb):
        s = ids[j]
        if c.s.o_loc[s] != dest or not is_opponent(c.s, octl(c.s, s), player):
            continue
        card = c.s.o_card[s]
        first = card_col(c.t, card, C_ST_FIRST)
        for r in range(first, first + card_col(c.t, card, C_ST_N)):
            if c.t.statics[r * SW + S_KIND] == SK_MOVE_TAX:     # once per instance
                k += c.t.statics[r * SW + S_N] * (n_units - 1) * instance_count(c, s)
    if k == 0:
        return 1
    if k > 16:                               # (more Power than a player can have)
        return 0
    memset(&p, 0, sizeof(Price))
    for j in range(k):
        price_add_power(&p, ALL_DOMAINS)
    if not can_pay(c, player, &p):
        return 0
    if pay_it:
        pay(c, player, &p)
    return 1




cdef int move_forbidden(Ctx* c, int32_t u, int32_t player) noexcept nogil:
    """movement.move_forbidden: a "cant_move" effect on the unit forbids moves by its
    player."""
    cdef int32_t i
    cdef Effect* e
    for i in range(c.s.n_effects):
        e = &c.s.effects[i]
        if e.kind == EK_CANT_MOVE and e.target == u and e.epoch == c.s.o_epoch[u] and \
                e.controller == player:
            return 1
    return 0
