# The context, events, tasks, decisions, zone changes and resources
# (reference/game.py, zones.py, resources.py).

cdef enum:
    MEMO_SS = 6             # static_sources lists a decision's memo keeps
    MEMO_PAY = 16           # can_pay answers it keeps


cdef struct Price:
    int32_t energy
    int32_t n_power
    int32_t power[16]       # domain bitmask of each Power symbol
    int32_t spell           # spell-only Energy may pay it (429)


cdef struct Ctx:
    State* s
    const Tab* t
    int32_t* ev             # event log: 5 ints per event (kind, player, obj, loc, value)
    int32_t ev_n, ev_cap    # ev_cap = 0: logging off
    int32_t error           # first internal error code (0 = none)
    int32_t* dl             # decision log (CoreGame.record_decisions): 7 ints per decision
    int32_t dl_n, dl_cap    # dl_cap = 0: off
    # memo of one decision's legal options (memo_begin / memo_end): while memo > 0 the state
    # does not change, so static_sources lists and can_pay answers are kept and reused
    int32_t memo
    int32_t ssm_n                       # static_sources lists kept: kind, count, objects
    int32_t ssm_kind[MEMO_SS]
    int32_t ssm_cnt[MEMO_SS]
    int32_t ssm_src[MEMO_SS][MAXO]
    int32_t pym_n                       # can_pay answers kept: player, price, answer
    int32_t pym_player[MEMO_PAY]
    int32_t pym_ok[MEMO_PAY]
    Price pym_price[MEMO_PAY]


# ------------------------------------------------------------------ events, errors

cdef inline void emit(Ctx* c, int32_t kind, int32_t player, int32_t obj, int32_t loc,
                      int32_t value) noexcept nogil:
    cdef int32_t* e
    cdef int32_t cap
    if c.ev_cap == 0:
        return
    if c.ev == NULL or c.ev_n >= c.ev_cap:      # (a game's buffer is allocated on first use)
        cap = c.ev_cap if c.ev == NULL else 2 * c.ev_cap
        e = <int32_t*>realloc(c.ev, cap * 5 * sizeof(int32_t))
        if e == NULL:
            c.error = 99
            return
        c.ev = e
        c.ev_cap = cap
    e = c.ev + 5 * c.ev_n
    e[0] = kind
    e[1] = player
    e[2] = obj
    e[3] = loc
    e[4] = value
    c.ev_n += 1


cdef inline void fail(Ctx* c, int32_t code) noexcept nogil:
    if c.error == 0:
        c.error = code


# ------------------------------------------------------------------ small helpers

cdef inline int32_t otype(Ctx* c, int32_t o) noexcept nogil:
    return card_col(c.t, c.s.o_card[o], C_TYPE)


cdef inline int32_t opp(int32_t p) noexcept nogil:
    return 1 - p


cdef inline int32_t enc(int32_t kind, int32_t arg) noexcept nogil:
    return (kind << 16) | arg


cdef inline int32_t list_index(const int32_t* a, int32_t n, int32_t x) noexcept nogil:
    cdef int32_t i
    for i in range(n):
        if a[i] == x:
            return i
    return -1


cdef inline void list_remove_at(int32_t* a, int32_t* n, int32_t i) noexcept nogil:
    cdef int32_t j
    for j in range(i, n[0] - 1):
        a[j] = a[j + 1]
    n[0] -= 1


cdef inline int list_remove(int32_t* a, int32_t* n, int32_t x) noexcept nogil:
    cdef int32_t i = list_index(a, n[0], x)
    if i < 0:
        return 0
    list_remove_at(a, n, i)
    return 1


cdef inline void list_insert_front(int32_t* a, int32_t* n, int32_t x) noexcept nogil:
    cdef int32_t j = n[0]
    while j > 0:
        a[j] = a[j - 1]
        j -= 1
    a[0] = x
    n[0] += 1


cdef inline int bf_of_obj(Ctx* c, int32_t o) noexcept nogil:
    cdef int i
    for i in range(c.s.n_bfs):
        if c.s.bfs[i].obj == o:
            return i
    return -1


cdef inline int32_t location_of(Ctx* c, int32_t o) noexcept nogil:
    """select.location_of."""
    cdef int i
    cdef int z = c.s.o_zone[o]
    if z == Z_BOARD:
        return c.s.o_loc[o]
    if z == Z_BATTLEFIELD:
        i = bf_of_obj(c, o)
        return i + 1 if i >= 0 else LOC_NONE
    if z == Z_FACEDOWN:
        for i in range(c.s.n_bfs):
            if c.s.bfs[i].facedown == o:
                return i + 1
    return LOC_NONE


cdef inline int is_unit_on_board(Ctx* c, int32_t o) noexcept nogil:
    return c.s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT


cdef inline void set_on_board(Ctx* c, int32_t o, int on) noexcept nogil:
    """Keep the on_board index in step with o_zone."""
    if on:
        c.s.on_board[o >> 5] |= (<uint32_t>1) << (o & 31)
    else:
        c.s.on_board[o >> 5] &= ~((<uint32_t>1) << (o & 31))


cdef void place_obj(Ctx* c, int32_t o) noexcept nogil:
    """Keep the u_all / u_p1 index in step with object `o`'s zone, controller and card (call
    after any of them changes): bit o of u_all iff `o` is a unit on the board, of u_p1 iff
    player 1 controls it too."""
    cdef int32_t w = o >> 5
    cdef uint32_t bit = (<uint32_t>1) << (o & 31)
    c.s.u_all[w] &= ~bit
    c.s.u_p1[w] &= ~bit
    if c.s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT:
        c.s.u_all[w] |= bit
        if c.s.o_controller[o] == 1:
            c.s.u_p1[w] |= bit
        elif c.s.o_controller[o] != 0:
            fail(c, 14)                      # (a unit on the board without a controller)


cdef inline uint32_t units_word(Ctx* c, int32_t player, int32_t w) noexcept nogil:
    """Word w of the units on the board that `player` controls (NONE: any), from the u_all /
    u_p1 index."""
    if player == 1:
        return c.s.u_p1[w]
    if player == 0:
        return c.s.u_all[w] & ~c.s.u_p1[w]
    return c.s.u_all[w]


cdef int board_units(Ctx* c, int32_t* out, int32_t player) noexcept nogil:
    """The units on the board, in object order (board_objs narrowed to units; the u_all
    index); `player` 0 or 1: only those it controls, NONE: all."""
    cdef int32_t n = 0, w
    cdef uint32_t bits
    for w in range((c.s.n_objs + 31) >> 5):
        bits = units_word(c, player, w)
        while bits:
            out[n] = (w << 5) + __builtin_ctz(bits)
            n += 1
            bits &= bits - 1
    return n


cdef int board_objs(Ctx* c, int32_t* out) noexcept nogil:
    """The objects on the board, in object order (g.board_objs), from the on_board index."""
    cdef int32_t n = 0, w
    cdef uint32_t bits
    for w in range((c.s.n_objs + 31) >> 5):
        bits = c.s.on_board[w]
        while bits:
            out[n] = (w << 5) + __builtin_ctz(bits)
            n += 1
            bits &= bits - 1
    return n


cdef int count_units_at(Ctx* c, int32_t loc, int32_t controller) noexcept nogil:
    """len(g.units_at(loc, controller)); controller NONE = any."""
    cdef int32_t o, w
    cdef uint32_t bits
    cdef int n = 0
    for w in range((c.s.n_objs + 31) >> 5):  # (the u_all index)
        bits = units_word(c, controller, w) if -1 <= controller <= 1 else 0
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_loc[o] == loc:
                n += 1
    return n


cdef int players_at_mask(Ctx* c, int32_t loc) noexcept nogil:
    """Bit p set when player p has a unit at `loc` (movement.players_at)."""
    cdef int32_t o, w
    cdef uint32_t bits
    cdef int m = 0
    for w in range((c.s.n_objs + 31) >> 5):  # (the u_all index)
        bits = c.s.u_all[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_loc[o] == loc:
                m |= 1 << c.s.o_controller[o]
    return m


cdef int units_present(Ctx* c, int32_t* present) noexcept nogil:
    """players_at_mask for every location at once: present[loc] bit p = p has a unit there.
    Returns 1 if some unattached gear is at a battlefield (cleanup step 5 recalls it)."""
    cdef int32_t o, w, loc
    cdef uint32_t bits
    cdef int loose = 0
    memset(present, 0, (MAXBF + 1) * sizeof(int32_t))
    for w in range((c.s.n_objs + 31) >> 5):  # (the u_all index)
        bits = c.s.u_all[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            loc = c.s.o_loc[o]
            if 0 <= loc <= MAXBF:
                present[loc] |= 1 << c.s.o_controller[o]
        bits = c.s.on_board[w] & ~c.s.u_all[w]     # gear: among the board's other objects
        while bits and not loose:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if otype(c, o) == TY_GEAR and c.s.o_loc[o] > LOC_BASE and c.s.o_attached[o] == 0:
                loose = 1
    return loose


cdef extern from *:
    int __builtin_popcount(unsigned int x) nogil
    int __builtin_ctz(unsigned int x) nogil


cdef inline int popcount(int x) noexcept nogil:
    return __builtin_popcount(<unsigned int>x)


# ------------------------------------------------------------------ tasks and decisions

cdef inline Task* push(Ctx* c, int32_t kind) noexcept nogil:
    cdef Task* t
    if c.s.n_tasks >= MAXT:
        fail(c, 1)
        return &c.s.tasks[MAXT - 1]
    t = &c.s.tasks[c.s.n_tasks]
    c.s.n_tasks += 1
    memset(t, 0, sizeof(Task))
    t.kind = kind
    t.answer = NONE
    return t


cdef inline void pop(Ctx* c) noexcept nogil:
    c.s.n_tasks -= 1


cdef inline Task* top(Ctx* c) noexcept nogil:
    return &c.s.tasks[c.s.n_tasks - 1]


cdef void sort_ints(int32_t* a, int32_t n) noexcept nogil:
    cdef int32_t i, j, x
    for i in range(1, n):
        x = a[i]
        j = i - 1
        while j >= 0 and a[j] > x:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x


cdef void log_decision(Ctx* c, int32_t kind, int32_t player, int32_t m) noexcept nogil:
    """CoreGame.record_decisions: kind, player, phase, chain length, showdown, events so far
    in this call, options (single-option decisions too, which are taken at once)."""
    cdef int32_t* d
    if c.dl_n >= c.dl_cap:
        d = <int32_t*>realloc(c.dl, 2 * c.dl_cap * 7 * sizeof(int32_t))
        if d == NULL:
            c.error = 99
            return
        c.dl = d
        c.dl_cap *= 2
    d = c.dl + 7 * c.dl_n
    d[0] = kind
    d[1] = player
    d[2] = c.s.phase
    d[3] = c.s.n_chain
    d[4] = c.s.sd_active
    d[5] = c.ev_n
    d[6] = m
    c.dl_n += 1


cdef int32_t choose(Ctx* c, Task* t, int32_t kind, int32_t player, int32_t* opts, int32_t n,
                    int32_t source) noexcept nogil:
    """game.choose: the answer, or WAIT after publishing the decision. Options are sorted
    and deduplicated; a single option is taken at once (both engines)."""
    cdef int32_t a, i, m
    if t.answer != NONE:
        a = t.answer
        t.answer = NONE
        return a
    if n <= 0:
        fail(c, 2)
        return WAIT
    sort_ints(opts, n)
    m = 1
    for i in range(1, n):
        if opts[i] != opts[m - 1]:
            opts[m] = opts[i]
            m += 1
    if c.dl_cap:                             # (tests: a Watch on the decisions asked)
        log_decision(c, kind, player, m)
    if m == 1:
        return opts[0]
    if m > MAXOPT:
        fail(c, 3)
        return WAIT
    c.s.dec_kind = kind
    c.s.dec_player = player
    c.s.dec_source = source
    c.s.n_opts = m
    memcpy(c.s.opts, opts, m * sizeof(int32_t))
    return WAIT


cdef void end_game(Ctx* c, int32_t winner, int32_t reason) noexcept nogil:
    if c.s.over:
        return
    c.s.phase = PH_OVER
    c.s.over = 1
    c.s.winner = winner
    c.s.reason = reason
    emit(c, EV_GAME_OVER, winner, -1, -1, reason)
    c.s.dec_kind = 0
    c.s.n_opts = 0


cdef void gain_points(Ctx* c, int32_t player, int32_t n) noexcept nogil:
    c.s.players[player].points += n
    emit(c, EV_POINTS, player, -1, -1, c.s.players[player].points)
    c.s.dirty = 1


cdef inline int32_t next_timestamp(Ctx* c) noexcept nogil:
    c.s.timestamp += 1
    return c.s.timestamp


# ------------------------------------------------------------------ zone changes (zones.py)

cdef inline int is_board_zone(int z) noexcept nogil:
    return z == Z_BOARD or z == Z_RUNES or z == Z_FACEDOWN or z == Z_BATTLEFIELD


cdef int32_t* zone_list(Ctx* c, int32_t p, int z, int32_t** count) noexcept nogil:
    cdef Player* pl = &c.s.players[p]
    if z == Z_DECK:
        count[0] = &pl.n_deck
        return pl.deck
    if z == Z_HAND:
        count[0] = &pl.n_hand
        return pl.hand
    if z == Z_TRASH:
        count[0] = &pl.n_trash
        return pl.trash
    if z == Z_BANISHMENT:
        count[0] = &pl.n_banish
        return pl.banish
    if z == Z_RUNE_DECK:
        count[0] = &pl.n_rune_deck
        return pl.rune_deck
    if z == Z_RUNES:
        count[0] = &pl.n_runes
        return pl.runes
    return NULL


cdef void remove_effects_on(Ctx* c, int32_t o) noexcept nogil:
    cdef int i, m = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].target != o:
            if m != i:
                c.s.effects[m] = c.s.effects[i]
            m += 1
    c.s.n_effects = m


cdef void detach(Ctx* c, int32_t o) noexcept nogil:
    cdef int z = c.s.o_zone[o]
    cdef int32_t* n
    cdef int32_t* lst
    cdef int i
    cdef int32_t who
    if z == Z_DECK or z == Z_HAND or z == Z_TRASH or z == Z_BANISHMENT or z == Z_RUNE_DECK \
            or z == Z_RUNES:
        who = c.s.o_controller[o] if z == Z_RUNES else c.s.o_owner[o]
        lst = zone_list(c, who, z, &n)
        list_remove(lst, n, o)
    elif z == Z_CHAMPION:
        c.s.players[c.s.o_owner[o]].champion = NONE
    elif z == Z_FACEDOWN:
        for i in range(c.s.n_bfs):
            if c.s.bfs[i].facedown == o:
                c.s.bfs[i].facedown = NONE


cdef void move_to(Ctx* c, int32_t o, int zone, int32_t loc, int on_top) noexcept nogil:
    """zones.move_to: leaving or entering a non-board zone makes a new object (359.3.e.4)."""
    cdef State* s = c.s
    cdef int was_board = s.o_zone[o] == Z_BOARD
    cdef int was_extra = s.o_zone[o] == Z_LEGEND or s.o_zone[o] == Z_BATTLEFIELD
    cdef int32_t* n
    cdef int32_t* lst
    cdef int32_t who
    if zone == Z_TRASH and has_static_kind(c, SK_TRASH_TO_BANISH):
        who = trash_to_banishment(c, o)     # 370.1.a: banished instead (tailc.pxi)
        if who != NONE:
            banish_by(c, o, who)                 # zones.banish by that player (empower.pxi)
            return
    detach(c, o)
    s.o_paid_extra[o] = 0                    # a new play starts afresh (costs2.pxi)
    if zone == Z_BOARD:
        clear_spell_watch(c, o)              # a new object there (taila.pxi)
    if s.o_zone[o] == Z_RUNES and zone != Z_RUNES:
        s.o_exhausted[o] = 0                 # 414.2 / 415.2
    if is_board_zone(s.o_zone[o]) != is_board_zone(zone) or zone == Z_CHAIN \
            or s.o_zone[o] == Z_CHAIN:
        s.o_epoch[o] += 1
    if was_board and zone != Z_BOARD:
        s.o_damage[o] = 0
        s.o_buff[o] = 0
        s.o_stunned[o] = 0
        s.o_designation[o] = 0
        s.o_exhausted[o] = 0
        s.o_moves[o] = 0
        s.o_empowered[o] = 0                 # a state of objects on the board (empower.pxi)
        remove_effects_on(c, o)
        detach_leaving(c, o)                 # 719.5 (activate.pxi)
    if s.o_token[o] and zone != Z_BOARD and zone != Z_CHAIN:
        zone = Z_REMOVED                     # 182-183
    s.o_zone[o] = zone
    set_on_board(c, o, zone == Z_BOARD)
    s.o_loc[o] = loc if zone == Z_BOARD else LOC_NONE
    place_obj(c, o)
    if was_extra or zone == Z_LEGEND or zone == Z_BATTLEFIELD:
        refresh_active(c)                    # (layers.pxi: act_extra)
    note_mighty_entering(c, o, was_board, zone)   # 709 (trig2.pxi)
    if zone == Z_DECK or zone == Z_HAND or zone == Z_TRASH or zone == Z_BANISHMENT \
            or zone == Z_RUNE_DECK or zone == Z_RUNES:
        who = s.o_controller[o] if zone == Z_RUNES else s.o_owner[o]
        lst = zone_list(c, who, zone, &n)
        if n[0] >= (MAXRL if zone == Z_RUNES or zone == Z_RUNE_DECK else MAXL):
            fail(c, 4)
            return
        if on_top:
            list_insert_front(lst, n, o)
        else:
            lst[n[0]] = o
            n[0] += 1
    elif zone == Z_CHAMPION:
        s.players[s.o_owner[o]].champion = o
    if zone != Z_BOARD and zone != Z_RUNES and zone != Z_FACEDOWN:
        s.o_controller[o] = s.o_owner[o]
        place_obj(c, o)
    s.dirty = 1
    if was_board and zone != Z_BOARD and s.n_effects:   # zones.LEAVES_BOARD (tailc.pxi)
        control_ends(c, o)


cdef void recycle_many(Ctx* c, int32_t* ids, int32_t n) noexcept nogil:
    """416: to the bottom of their decks, several at once in random order (416.5)."""
    cdef int32_t i, o
    if n <= 0:
        return
    if n > 1:
        xo_shuffle_i32(c.s.rng, ids, n)
    for i in range(n):
        o = ids[i]
        if otype(c, o) == TY_RUNE:
            move_to(c, o, Z_RUNE_DECK, LOC_NONE, 0)
        else:
            move_to(c, o, Z_DECK, LOC_NONE, 0)


cdef void burn_out(Ctx* c, int32_t player) noexcept nogil:
    """431.2-431.3 (zones.burn_out)."""
    cdef Player* p = &c.s.players[player]
    cdef Player* q
    cdef int first = 1
    cdef int32_t ids[MAXL]
    cdef int32_t n, o
    while True:
        emit(c, EV_BURN_OUT, player, -1, -1, 0)
        p.burnouts += 1
        n = p.n_trash
        memcpy(ids, p.trash, n * sizeof(int32_t))
        recycle_many(c, ids, n)
        o = opp(player)
        gain_points(c, o, 1)
        q = &c.s.players[o]
        if not first and q.points >= c.s.victory_score and q.points > p.points:
            end_game(c, o, R_BURN_OUT)
            return
        if p.n_deck:
            return
        first = 0


cdef void draw(Ctx* c, int32_t player, int32_t n) noexcept nogil:
    """413 Draw, with burn out (413.4, 431) (zones.draw / from_top)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t k, o
    for k in range(n):
        if c.s.over:
            return
        if p.n_deck == 0:
            burn_out(c, player)
            if c.s.over or p.n_deck == 0:
                continue
        o = p.deck[0]
        move_to(c, o, Z_HAND, LOC_NONE, 0)
        emit(c, EV_DRAW, player, o, -1, 0)


cdef void burn_cards(Ctx* c, int32_t pl, int32_t n) noexcept nogil:
    """zones.burn: the top n cards of the Main Deck to the trash (burning out first, 431.1)."""
    cdef int32_t i
    for i in range(n):
        if c.s.over:
            return
        if c.s.players[pl].n_deck == 0:
            burn_out(c, pl)
            if c.s.over or c.s.players[pl].n_deck == 0:
                continue
        move_to(c, c.s.players[pl].deck[0], Z_TRASH, LOC_NONE, 0)


cdef int32_t channel(Ctx* c, int32_t player, int32_t n, int exhausted) noexcept nogil:
    """430 (zones.channel)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t k, o, done = 0
    for k in range(n):
        if p.n_rune_deck == 0:
            break
        o = p.rune_deck[0]
        c.s.o_controller[o] = player
        move_to(c, o, Z_RUNES, LOC_BASE, 0)
        c.s.o_exhausted[o] = exhausted
        emit(c, EV_CHANNEL, player, o, -1, 0)
        done += 1
    return done


cdef void discard(Ctx* c, int32_t player, int32_t o) noexcept nogil:
    cdef int32_t n0
    move_to(c, o, Z_TRASH, LOC_NONE, 0)
    c.s.players[player].discarded += 1
    emit(c, EV_DISCARD, player, o, -1, 0)
    n0 = c.s.n_pending
    fire_self(c, TE_DISCARD_SELF, o, NONE, NONE)   # 422.1.b / 385.2 (activate.pxi)
    note_self_epoch(c, o, n0)                # its epoch (costs2.pxi)


# ------------------------------------------------------------------ resources (resources.py)

cdef inline void price_add_power(Price* p, int32_t mask) noexcept nogil:
    if p.n_power < 16:
        p.power[p.n_power] = mask
        p.n_power += 1


cdef inline int32_t domain_set(Ctx* c, int32_t card) noexcept nogil:
    cdef int32_t m = card_col(c.t, card, C_DOMAINS)
    return m if m else ALL_DOMAINS


cdef void card_price(Ctx* c, int32_t card, Price* p) noexcept nogil:
    cdef int32_t k, ds = domain_set(c, card)
    p.energy = card_col(c.t, card, C_ENERGY)
    if p.energy < 0:
        p.energy = 0
    p.n_power = 0
    for k in range(card_col(c.t, card, C_POWER)):
        price_add_power(p, ds)
    p.spell = card_col(c.t, card, C_TYPE) == TY_SPELL


cdef inline int sym_less(int32_t a, int32_t b) noexcept nogil:
    """Sort key of a Power symbol: (number of domains, sorted domain names)."""
    cdef int pa = popcount(a), pb = popcount(b), i
    if pa != pb:
        return pa < pb
    for i in range(6):                # lexicographic over the ascending domain lists
        if (a >> i) & 1 != (b >> i) & 1:
            return (a >> i) & 1
    return 0


cdef inline int pool_slot_pays(int slot, int32_t sym, int spell) noexcept nogil:
    if slot == PW_ANY:
        return 1
    if slot == PW_SPELL_ANY:
        return spell
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
    for k in range(p.n_runes):
        if not c.s.o_exhausted[p.runes[k]]:
            energy += 1
    for k in range(NPOW):
        power += p.power[k]
    return price.energy > energy or price.n_power > power


cdef inline int32_t first_rune(Ctx* c, uint32_t* mask, int32_t sym) noexcept nogil:
    """The lowest-id rune of `mask` whose domain pays Power symbol `sym`, taken out of the
    mask; -1 if none."""
    cdef int32_t w, r
    cdef uint32_t bits
    for w in range(MAXOW):
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
        if c.s.o_exhausted[r]:
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
    memcpy(pool, p.power, NPOW * sizeof(int32_t))
    out.use_pool = 0
    out.use_spell = 0
    out.n_exhaust = 0
    out.n_recycle = 0
    memset(out.pool_power, 0, sizeof(out.pool_power))
    for i in range(price.n_power):
        src = -1
        for k in range(NPOW):
            if pool[k] > 0 and pool_slot_pays(k, syms[i], price.spell):
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
        if not c.s.o_exhausted[r]:
            out.exhaust[out.n_exhaust] = r
            out.n_exhaust += 1
    for w in range(MAXOW):                       # then the other ready runes, in id order
        bits = ready[w]
        while bits and out.n_exhaust < need:
            out.exhaust[out.n_exhaust] = (w << 5) + __builtin_ctz(bits)
            out.n_exhaust += 1
            bits &= bits - 1
    return out.n_exhaust >= need


cdef inline int can_pay(Ctx* c, int32_t player, const Price* price) noexcept nogil:
    cdef Plan pl
    cdef int ok
    if price.n_power == 0:                   # Energy only: plan pays it iff the pool, spell
        return not out_of_reach(c, &c.s.players[player], price)   # Energy and ready runes do
    if c.memo:                               # (a decision's options: the answer kept)
        ok = pay_memo_find(c, player, price)
        if ok >= 0:
            return ok
    ok = plan(c, player, price, &pl)
    if c.memo and c.pym_n < MEMO_PAY:
        c.pym_player[c.pym_n] = player
        c.pym_price[c.pym_n] = price[0]
        c.pym_ok[c.pym_n] = ok
        c.pym_n += 1
    return ok


cdef int pay_memo_find(Ctx* c, int32_t player, const Price* price) noexcept nogil:
    """can_pay's kept answer for this player and price (the same Energy, spell flag and Power
    symbols in the same order), or -1."""
    cdef int32_t i, k
    cdef const Price* q
    for i in range(c.pym_n):
        q = &c.pym_price[i]
        if c.pym_player[i] != player or q.energy != price.energy or \
                q.n_power != price.n_power or q.spell != price.spell:
            continue
        for k in range(price.n_power):
            if q.power[k] != price.power[k]:
                break
        else:
            return c.pym_ok[i]
    return -1


cdef inline void memo_begin(Ctx* c) noexcept nogil:
    """A decision's legal options are worked out from here to memo_end: nothing changes the
    state meanwhile, so answers may be kept (the outermost begin starts afresh)."""
    if c.memo == 0:
        c.ssm_n = 0
        c.pym_n = 0
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
    for k in range(pl.n_exhaust):
        c.s.o_exhausted[pl.exhaust[k]] = 1
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
    memset(p.power, 0, NPOW * sizeof(int32_t))
