# The context of one decision step (reference/game.py): `Ctx` (the game's State*, the static
# tables, the event buffer), events and errors, small list helpers, tasks and decisions
# (`choose`), the end of the game and timestamps.


cdef enum:
    CHECK_FAILED = 250      # Ctx.check: a kept answer differs from a fresh one
    MEMO_PAY = 16           # can_pay answers it keeps
    MEMO_CM = 16            # cost_mods answers (the passive rows that apply) it keeps
    MEMO_CM_ROWS = 4        # rows of one such answer
    MP_KEEP = 32            # Might passives Side.mp_* keeps (more: worked out at each read)
    SSL_NONE = 0xFFFF       # Side.ssl_n: the list is not written out yet (memset 255)




cdef struct Price:
    int32_t energy
    int32_t n_power
    int32_t power[16]       # domain bitmask of each Power symbol
    int32_t spell           # spell-only Energy may pay it (429)
    int32_t gear            # gear-only Power may pay it: a gear's play or activated ability
                            # (429; resources.Price.gear; Fire Below the Mountain)




cdef struct RuneCounts:
    # a player's runes counted (resources.pxi rune_counts, for plan_feasible)
    int32_t n_ready                     # ready runes
    int32_t by_domain[8]                # runes of each domain (C_RUNE_DOMAIN: a bit index)
    int32_t odd                         # some rune's domain is past by_domain
    int32_t pool_power                  # Power in the pool, every slot


cdef struct Side:
    # a game's buffers beside its State, not in it: owned with the state (CoreGame: in the
    # state's own allocation; play_games, search_act: their own) and reached through the Ctx
    # (ctx_attach). A copy of a position copies the live options only (copy_position); the
    # memo is scratch of one decision and is never copied
    int32_t opts[MAXOPT]                # Ctx.opts: the options of the pending decision
    int32_t pym_player[MEMO_PAY]        # the memo's can_pay answers (Ctx.pym_n of them):
    int32_t pym_ok[MEMO_PAY]            # player, answer and price
    Price pym_price[MEMO_PAY]
    int32_t cmm_key[MEMO_CM]            # the memo's cost_mods keys (Ctx.cmm_n of them),
    int32_t cmm_nrows[MEMO_CM]          # how many passive rows apply under each, and
    int32_t cmm_rows[MEMO_CM][MEMO_CM_ROWS]     # which (statics rows, in the order applied)
    RuneCounts rcount[MAXP]             # the memo's rune counts per player (Ctx.rcount_have)
    Targets tgl[MAXTGL]                 # target records of chain items a query builds on
                                        # its own stack (never on the chain): Ctx.tgl_used
    # might_passives' (source, statics row) pairs as last worked out (layers.pxi), mp_n of
    # them, -1: none kept. A function of the active objects and their cards, as the
    # static_sources lists are (State.ssc_*): dropped with them (static_sources_changed,
    # forget_kept_answers) and whenever the Side is given another position (ctx_attach,
    # copy_position)
    int32_t mp_n
    int16_t mp_src[MP_KEEP]
    int16_t mp_row[MP_KEEP]
    # the objects whose own Might inputs alone changed since check_mighty last worked the
    # marks out (might_changed_obj), while md_from is that check's State.mck_ver; a change
    # that may reach any unit's Might (might_changed), or another position, sets md_from 0
    # (triggers.pxi check_mighty: then every unit is worked out again)
    uint32_t md_from
    uint32_t md_mask[MAXOW]
    # the Might of the units on the board as the heuristic's view (heuristic.pxi view_mights)
    # or check_mighty last worked them out, kept while vm_from is State.might_ver + 1 (0:
    # none); kept only when every Might then read nothing but what might_changed watches
    # (might_rows_keyable, and every Might passive's value might_row_keyed: State.mck_keyed),
    # so the same might_ver means the same units with the same Might. Dropped as mp_n is
    uint32_t vm_from
    int32_t vm_might[MAXO]
    # static_sources (layers.pxi): the kept lists (State.ssc_mask) as object ids, slot by slot
    # (ssl_n SSL_NONE: not written out yet), and the slot last found for each passive kind
    # (a hint, checked against State.ssc_kind before use); dropped as mp_n is. uint16: ids
    # and counts up to MAXO (> 255)
    uint16_t ssl_n[SSC_N]
    uint16_t ssl_ids[SSC_N][MAXO]
    uint8_t ssc_hint[32 * MAXSKW]


cdef struct Ctx:
    State* s
    int32_t* opts           # the options of the decision the state waits on (State.n_opts of
                            # them, canonical order; DESIGN.md "Parity contract"): side.opts
    Side* side              # the buffers beside the state (Side)
    const Tab* t
    int32_t* ev             # event log: EVR_WORDS ints per event (kind, player, obj, loc,
                            # value, cause; tasks.pxi EVR_*)
    int32_t ev_n, ev_cap    # ev_cap = 0: logging off
    int32_t error           # first internal error code (0 = none)
    int32_t* dl             # decision log (CoreGame.record_decisions): 7 ints per decision
    int32_t dl_n, dl_cap    # dl_cap = 0: off
    int32_t stop_all        # CoreGame.stop_at_every_decision: single-option decisions wait too
    int32_t check           # checking mode (tests): every answer kept across decisions
                            # (State.ssc_*) is recomputed at each read; a difference fails
                            # the game with error CHECK_FAILED
    int64_t checks          # reads so checked
    # memo of one decision's legal options (memo_begin / memo_end): while memo > 0 the state
    # does not change, so can_pay answers and the passive rows cost_mods applies are kept
    int32_t memo
    int32_t pym_n                       # can_pay answers kept (side.pym_*): player, price,
                                        # answer
    int32_t cmm_n                       # cost_mods: (kind, card type, player) and the passive
                                        # rows that change such prices (side.cmm_*)
    uint32_t rcount_have                # bit p: side.rcount[p] holds player p's (plan_feasible)
    int32_t disc_any                    # price_floor_unpayable: 1 an active passive may lower
                                        # other cards' prices, 0 none, -1 not worked out yet
    uint32_t lf_have                    # bit p: lf[p] holds player p's listing_facts (play.pxi)
    uint32_t lf[MAXP]
    uint32_t tgl_used       # bit r: side.tgl[r] is in use (an item a query builds holds
                            # it while it has targets: item_tg_pop frees it)
    int32_t no_mighty_kw    # > 0: kw_of leaves out keywords granted "while I'm Mighty"
                            # (layers.pxi mighty_base: layers.might(_base=True))




# ------------------------------------------------------------------ positions

cdef inline void ctx_attach(Ctx* c, State* s, Side* side) noexcept nogil:
    """Point `c` at a game's state and the buffers beside it."""
    c.s = s
    c.side = side
    c.opts = side.opts
    side.mp_n = -1
    side.md_from = 0
    side.vm_from = 0
    memset(side.ssl_n, 255, sizeof(side.ssl_n))     # (SSL_NONE)
    memset(side.ssc_hint, 0, sizeof(side.ssc_hint))


cdef inline void copy_position(Ctx* dst, const Ctx* src) noexcept nogil:
    """Copy the position of `src` into `dst`'s buffers: the state and the live options of
    its pending decision (Ctx.opts), nothing of the context itself."""
    memcpy(dst.s, src.s, sizeof(State))
    dst.side.mp_n = -1
    dst.side.md_from = 0
    dst.side.vm_from = 0
    memset(dst.side.ssl_n, 255, sizeof(dst.side.ssl_n))
    memcpy(dst.opts, src.opts, src.s.n_opts * sizeof(int32_t))


# ------------------------------------------------------------------ events, errors

cdef inline void emit(Ctx* c, int32_t kind, int32_t player, int32_t obj, int32_t loc,
                      int32_t value) noexcept nogil:
    """Log an event (EVR_WORDS ints); inline, nothing with logging off (ev_cap 0)."""
    if c.ev_cap != 0:
        emit_logged(c, kind, player, obj, loc, value)




cdef void emit_logged(Ctx* c, int32_t kind, int32_t player, int32_t obj, int32_t loc,
                      int32_t value) noexcept nogil:
    """emit with logging on."""
    cdef int32_t* e
    cdef int32_t cap
    if c.ev == NULL or c.ev_n >= c.ev_cap:      # (a game's buffer is allocated on first use)
        cap = c.ev_cap if c.ev == NULL else 2 * c.ev_cap
        e = <int32_t*>realloc(c.ev, cap * EVR_WORDS * sizeof(int32_t))
        if e == NULL:
            c.error = 99
            return
        c.ev = e
        c.ev_cap = cap
    e = c.ev + EVR_WORDS * c.ev_n
    e[EVR_KIND] = kind
    e[EVR_PLAYER] = player
    e[EVR_OBJ] = obj
    e[EVR_LOC] = loc
    e[EVR_VALUE] = value
    e[EVR_CAUSE] = event_cause(c)
    c.ev_n += 1




cdef inline int32_t event_cause(Ctx* c) noexcept nogil:
    """game.ReferenceGame.cause: the source of the innermost chain item resolving (its
    T_RESOLVE task), -1 when none is (a game action: a cleanup, combat damage, a turn step)."""
    cdef int32_t i
    for i in range(c.s.n_tasks - 1, -1, -1):
        if c.s.tasks[i].kind == T_RESOLVE:
            return c.s.tasks[i].d[TW_RESOLVE_SOURCE]
    return -1




cdef inline void fail(Ctx* c, int32_t code) noexcept nogil:
    if c.error == 0:
        c.error = code




# ------------------------------------------------------------------ a chain item's targets

cdef inline Targets* item_tg(Ctx* c, const ChainItem* item) noexcept nogil:
    """The record of the targets chosen for `item` (State.tgs, or Side.tgl for an item a
    query builds), NULL when it has none (no target chosen)."""
    if item.tgr == 0:
        return NULL
    if item.tgr <= MAXTGR:
        return &c.s.tgs[item.tgr - 1]
    return &c.side.tgl[item.tgr - 1 - MAXTGR]


cdef inline int32_t item_ntg(Ctx* c, const ChainItem* item) noexcept nogil:
    """How many targets are chosen for `item`."""
    cdef Targets* r = item_tg(c, item)
    return 0 if r == NULL else r.n_targets


cdef void tg_records_check(Ctx* c) noexcept nogil:
    """Checking mode (Ctx.check): the target records in use (State.tg_used) are exactly
    those of the chain's items, one item each; else the game fails (CHECK_FAILED)."""
    cdef int32_t i, r
    cdef uint32_t held = 0
    c.checks += 1
    for i in range(c.s.n_chain):
        r = c.s.chain[i].tgr
        if r == 0:
            continue
        if r > MAXTGR or (held >> (r - 1)) & 1:
            fail(c, CHECK_FAILED)
        held |= 1u << (r - 1)
    if held != c.s.tg_used:
        fail(c, CHECK_FAILED)

# the most target records in use at once in this process, of State.tgs and of Side.tgl: a
# measure of what MAXTGR and MAXTGL must hold (game.pxi target_records_high)
cdef int32_t tg_high = 0, tgl_high = 0


cdef Targets* item_tg_w(Ctx* c, ChainItem* item) noexcept nogil:
    """item_tg for writing: an item without a record takes the first free one (a chain
    item's of State.tgs, an item a query builds of Side.tgl), empty; NULL (and the game
    fails naming the capacity) when none is free."""
    global tg_high, tgl_high
    cdef int32_t r
    cdef Targets* rec
    if item.tgr:
        return item_tg(c, item)
    if item >= &c.s.chain[0] and item < &c.s.chain[MAXCH]:
        for r in range(MAXTGR):
            if not (c.s.tg_used >> r) & 1:
                c.s.tg_used |= 1 << r
                item.tgr = 1 + r
                rec = &c.s.tgs[r]
                memset(rec, 0, sizeof(Targets))
                if popcount(c.s.tg_used) > tg_high:
                    tg_high = popcount(c.s.tg_used)
                return rec
        fail(c, ERR_CAP_TARGET_RECORDS)
        return NULL
    for r in range(MAXTGL):
        if not (c.tgl_used >> r) & 1:
            c.tgl_used |= 1u << r
            item.tgr = 1 + MAXTGR + r
            rec = &c.side.tgl[r]
            memset(rec, 0, sizeof(Targets))
            if popcount(c.tgl_used) > tgl_high:
                tgl_high = popcount(c.tgl_used)
            return rec
    fail(c, ERR_CAP_QUERY_TARGETS)
    return NULL


cdef inline void item_tg_free(Ctx* c, ChainItem* item) noexcept nogil:
    """Give `item`'s target record back (it leaves the chain, or a query is done with it)."""
    if item.tgr == 0:
        return
    if item.tgr <= MAXTGR:
        c.s.tg_used &= ~(1 << (item.tgr - 1))
    else:
        c.tgl_used &= ~(1u << (item.tgr - 1 - MAXTGR))
    item.tgr = 0


cdef inline void item_tg_pop(Ctx* c, ChainItem* item) noexcept nogil:
    """Take back the last target tried on `item` (a legality check's trial choice); an item
    a query builds gives its record back once it has none."""
    cdef Targets* r = item_tg(c, item)
    r.n_targets -= 1
    if r.n_targets == 0 and item.tgr > MAXTGR:
        item_tg_free(c, item)




# ------------------------------------------------------------------ small helpers

cdef inline void might_changed(Ctx* c) noexcept nogil:
    """A field a unit's Might reads changed (state.pxd "Might kept across cleanups"): its
    card, zone, location, controller, epoch, buff or designation, an attachment, or the
    continuous effects. Every write of them calls it (or might_changed_obj)."""
    c.s.might_ver += 1
    c.side.md_from = 0




cdef inline void effect_changed(Ctx* c, int32_t kind, int32_t target) noexcept nogil:
    """might_changed for a continuous effect of `kind` on `target` added, ended or changed:
    a Might effect or a keyword given (EK_MIGHT, EK_SET_MIGHT, EK_GIVE) is read by its
    target's Might alone, a buff bonus by every unit of its controller; the Might reads no
    other kind (but through the Might passives' values, which check_mighty compares)."""
    if kind == EK_MIGHT or kind == EK_SET_MIGHT or kind == EK_GIVE:
        if 0 <= target < MAXO:
            might_changed_obj(c, target)
        else:
            might_changed(c)
    elif kind == EK_BUFF_BONUS:
        might_changed(c)
    else:
        might_changed_none(c)                # (no unit's own Might input)




cdef inline void might_changed_none(Ctx* c) noexcept nogil:
    """might_changed for a change no unit's own Might reads (might_ver moves on all the
    same: the kept answers that read it are worked out again)."""
    c.s.might_ver += 1




cdef inline void might_changed_obj(Ctx* c, int32_t o) noexcept nogil:
    """might_changed for a change of object `o`'s own Might inputs (its zone, location,
    controller, epoch, buff or designation, what is attached to it, an effect on it: a Might
    effect, a keyword given to it or an effect removed from it) that reaches no other unit's
    Might but through the Might passives (check_mighty compares their sources and values) and
    the combat keywords passives grant (might_rows_keyable)."""
    c.s.might_ver += 1
    c.side.md_mask[o >> 5] |= (<uint32_t>1) << (o & 31)




cdef void forget_kept_answers(Ctx* c) noexcept nogil:
    """Drop every answer the state keeps across decisions (state.pxd: the static_sources lists,
    the Might version and the Mighty marks' key, the players by location), leaving those fields
    as a new game has them (dmg_any as the board has it): a determinized game depends only on
    what its viewer sees, byte for byte."""
    cdef int32_t w, o
    cdef uint32_t bits
    c.s.ssc_n = 0
    c.s.ssc_next = 0
    c.side.mp_n = -1
    c.side.md_from = 0
    c.side.vm_from = 0
    memset(c.side.ssl_n, 255, sizeof(c.side.ssl_n))
    memset(c.s.ssc_kind, 0, sizeof(c.s.ssc_kind))
    memset(c.s.ssc_mask, 0, sizeof(c.s.ssc_mask))
    c.s.might_ver = 0
    c.s.mck_ver = 0
    c.s.prs_ver = 0
    c.s.prs_bits = 0
    c.s.dmg_any = 0                          # (exact: some unit on the board has damage)
    for w in range(obj_words(c.s)):
        bits = c.s.u_all[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_damage[o] > 0:
                c.s.dmg_any = 1
    c.s.mck_n = 0
    c.s.mck_keyed = 0
    memset(c.s.mck_rows, 0, sizeof(c.s.mck_rows))




cdef inline int32_t otype(Ctx* c, int32_t o) noexcept nogil:
    return card_col(c.t, c.s.o_card[o], C_TYPE)




cdef inline int32_t next_player(const State* s, int32_t p) noexcept nogil:
    # Game.next_player: the next player in turn order (116.1.b) for priority (338.1.c.1),
    # focus (340.2.a, 346, 347.4) and the next turn (317.3)
    return p + 1 if p + 1 < s.n_players else 0


cdef inline int is_opponent(const State* s, int32_t a, int32_t b) noexcept nogil:
    # Game.is_opponent: different players, not teammates (478.2.b; a missing player, NONE,
    # is anyone's opponent)
    return a != b and not (s.n_teams and a >= 0 and b >= 0 and a % s.n_teams == b % s.n_teams)


cdef inline int friends(const State* s, int32_t a, int32_t b) noexcept nogil:
    # Game.friends: the same player or teammates (740.1, 484.8.d)
    return a == b or (s.n_teams and a >= 0 and b >= 0 and a % s.n_teams == b % s.n_teams)


cdef inline int32_t opponents_of(const State* s, int32_t p, int32_t* out) noexcept nogil:
    # Game.opponents_of: the player's opponents in turn order from them (478.2.b); their count
    cdef int32_t n = 0, q = next_player(s, p)
    while q != p:
        if is_opponent(s, p, q):
            out[n] = q
            n += 1
        q = next_player(s, q)
    return n


cdef inline int32_t enemies_mask(const State* s, int32_t p) noexcept nogil:
    # bit q: player q is an opponent of `p` (is_opponent)
    cdef int32_t q, m = 0
    for q in range(s.n_players):
        if is_opponent(s, p, q):
            m |= 1 << q
    return m


cdef inline int32_t ally_of(const State* s, int32_t p) noexcept nogil:
    # Game.allies: the player's teammate (484.2: teams of two), NONE without teams
    if not s.n_teams or p < 0:
        return NONE
    return (p + s.n_teams) % s.n_players


cdef inline int32_t team_points(const State* s, int32_t p) noexcept nogil:
    # Game.team_points: the player's points, with teams the team's shared score (484.6)
    cdef int32_t q = ally_of(s, p)
    return s.players[p].points + (s.players[q].points if q != NONE else 0)




cdef inline int32_t enc(int32_t kind, int32_t arg) noexcept nogil:
    return (kind << 16) | arg




# small ordered lists with an int32 count: int32 arrays, and zid_t arrays read from the zone
# lists (a player's zones are changed through zones.pxi zl_insert / zl_remove alone)

ctypedef fused listed_t:
    uint16_t                        # (zid_t)
    int32_t


cdef inline int32_t list_index(const listed_t* a, int32_t n, int32_t x) noexcept nogil:
    cdef int32_t i
    for i in range(n):
        if a[i] == x:
            return i
    return -1




cdef inline void list_remove_at(listed_t* a, int32_t* n, int32_t i) noexcept nogil:
    if i < n[0] - 1:                         # (the items after it, one place forward)
        memmove(a + i, a + i + 1, (n[0] - 1 - i) * sizeof(listed_t))
    n[0] -= 1




cdef inline int list_remove(listed_t* a, int32_t* n, int32_t x) noexcept nogil:
    cdef int32_t i = list_index(a, n[0], x)
    if i < 0:
        return 0
    list_remove_at(a, n, i)
    return 1




cdef inline void list_insert_front(listed_t* a, int32_t* n, int32_t x) noexcept nogil:
    if n[0] > 0:                             # (every item one place back)
        memmove(a + 1, a, n[0] * sizeof(listed_t))
    a[0] = <listed_t>x
    n[0] += 1




cdef inline void zl_copy(int32_t* out, const zid_t* a, int32_t n) noexcept nogil:
    """The first n ids of a zone list into an int32 array (in order)."""
    cdef int32_t i
    for i in range(n):
        out[i] = a[i]




cdef extern from *:
    int __builtin_ctz(unsigned int x) nogil




cdef inline int popcount(int x) noexcept nogil:
    """The bits set in x's 32 bits, inline (SWAR): without -mpopcnt, which a wheel for any
    x86-64 cannot assume, __builtin_popcount is a call into libgcc."""
    cdef uint32_t v = <uint32_t>x
    v = v - ((v >> 1) & 0x55555555u)
    v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u)
    v = (v + (v >> 4)) & 0x0F0F0F0Fu
    return <int>((v * 0x01010101u) >> 24)




# ------------------------------------------------------------------ tasks and decisions

cdef inline Task* push(Ctx* c, int32_t kind) noexcept nogil:
    cdef Task* t
    if c.s.n_tasks >= MAXT:
        fail(c, ERR_CAP_TASKS)
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
        d = <int32_t*>realloc(c.dl, 2 * c.dl_cap * DLR_WORDS * sizeof(int32_t))
        if d == NULL:
            c.error = 99
            return
        c.dl = d
        c.dl_cap *= 2
    d = c.dl + DLR_WORDS * c.dl_n
    d[DLR_KIND] = kind
    d[DLR_PLAYER] = player
    d[DLR_PHASE] = c.s.phase
    d[DLR_CHAIN] = c.s.n_chain
    d[DLR_SHOWDOWN] = c.s.sd_active
    d[DLR_EVENTS] = c.ev_n
    d[DLR_OPTIONS] = m
    c.dl_n += 1




cdef int32_t choose(Ctx* c, Task* t, int32_t kind, int32_t player, int32_t* opts, int32_t n,
                    int32_t source) noexcept nogil:
    """game.choose: the answer, or WAIT after publishing the decision. Options are sorted
    and deduplicated; a single option is taken at once (both engines) unless `c.stop_all`."""
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
    if m == 1 and not c.stop_all:
        return opts[0]
    if m > MAXOPT:
        fail(c, ERR_CAP_OPTIONS)
        return WAIT
    c.s.dec_kind = kind
    c.s.dec_player = player
    c.s.dec_source = source
    c.s.n_opts = m
    memcpy(c.opts, opts, m * sizeof(int32_t))
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




cdef inline int32_t next_timestamp(Ctx* c) noexcept nogil:
    c.s.timestamp += 1
    return c.s.timestamp
