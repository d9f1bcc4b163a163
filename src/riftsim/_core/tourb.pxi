# tourB: the cards of the 1st-place Rengar tournament list (reference/ops_look_and_play.py and the
# hooks it names). Opcodes 300-319, trigger events 166-171, condition kinds 190-199, static
# kinds 140-149 (riftsim.cards.compile mirrors them). No state of its own.

cdef enum:
    OP_SABOTAGE = 300                # ops_look_and_play.sabotage
    TE_WIN_COMBAT_SELF = 166         # "When I win a combat" (Nidalee, Cat Form)
    CN_PLAYED_COUNT = 190            # select.holds "played_count" (Darius, Trifarian)
    CN_MIGHT_TOTAL_GE = 191          # select.holds "might_total_ge" (Kinkou Initiate)
    SK_AMBUSH_ENEMY = 140            # Static "ambush_enemy" (Rengar, Trophy Hunter errata)


cdef int holds_tourb(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                     int32_t trigger_obj) noexcept nogil:
    """select.holds: "played_count" (the resolved card is your n-th this turn, 419.4) and
    "might_total_ge" (the matching units' Mights, negatives as 0 (143.2.b), total n+)."""
    cdef int32_t total = 0, k, nd, m
    cdef int32_t dom[MAXO]
    if cd[CD_NAME] == CN_PLAYED_COUNT:
        return c.s.players[controller].cards_played == cd[CD_A0]
    if cd[CD_NAME] == CN_MIGHT_TOTAL_GE:
        nd = sel_domain(c, cd[CD_SEL], dom)
        for k in range(nd):
            if sel_matches(c, cd[CD_SEL], dom[k], controller, source, LOC_NONE):
                m = might(c, dom[k])
                if m > 0:
                    total += m
        return total >= cd[CD_A0]
    fail(c, 190)
    return 0


cdef void fire_win_combat(Ctx* c, int32_t loc, int32_t winner) noexcept nogil:
    """combat.h_combat_resolution: "when I win a combat": each unit of the combat still on
    the board here on the winning side, in object order."""
    cdef int32_t o
    if winner == NONE:
        return
    for o in range(c.s.n_objs):
        if c.s.o_seen[o] and c.s.o_zone[o] == Z_BOARD and c.s.o_loc[o] == loc and \
                c.s.o_controller[o] == winner:
            fire_self(c, TE_WIN_COMBAT_SELF, o, NONE, NONE)


cdef void fire_move_self(Ctx* c, int32_t u, int32_t dest) noexcept nogil:
    """movement.move_units: "When I move", noting the destination (extra event_loc, for
    move_to_event_loc: Irresistible Faefolk's "that battlefield", 359.3.f.3)."""
    cdef int32_t first = c.s.n_pending, k
    fire_self(c, TE_MOVE_SELF, u, dest, NONE)
    for k in range(first, c.s.n_pending):
        c.s.pending[k].rule_n = dest


cdef int ambush_enemy(Ctx* c, int32_t o, int32_t player, int32_t loc) noexcept nogil:
    """play.ambush_locations: Rengar, Trophy Hunter may Ambush to a battlefield where there
    are enemy units (Unleashed errata)."""
    return o >= 0 and own_static(c, o, SK_AMBUSH_ENEMY, 0) and \
        count_units_at(c, loc, 1 - player) > 0


cdef int op_sabotage(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """ops_look_and_play.sabotage: the opponent reveals their hand (424, once: t.d[12] bit 0); the
    controller chooses a non-unit card of it; it is recycled (416)."""
    cdef int32_t opp = 1 - item.controller, i, k = 0, a, x
    cdef Player* p = &c.s.players[opp]
    cdef int32_t opts[MAXL]
    if not (t.d[12] & 1):
        for i in range(p.n_hand):
            emit(c, EV_REVEAL, opp, p.hand[i], -1, 0)
        t.d[12] |= 1
    for i in range(p.n_hand):
        if otype(c, p.hand[i]) != TY_UNIT:
            opts[k] = enc(A_SELECT, p.hand[i])
            k += 1
    if k == 0:
        return 0
    a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, k, item.source)
    if a == WAIT:
        return WAIT
    x = a & 0xFFFF
    recycle_many(c, &x, 1)
    return 0


cdef int run_op_tourb(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    if ins[CO_OP] == OP_SABOTAGE:
        return op_sabotage(c, t, item)
    fail(c, 300)
    return 0
