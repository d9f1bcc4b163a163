# The remaining trigger events (reference/triggers.py; numbers 110-129, mirrored by
# riftsim.cards.compile.TRIGGER_EVENTS): a unit played at a battlefield, returned from one, an
# opponent's unit or gear played, an enemy unit moved.

cdef enum:
    TE_UNIT_PLAYED_HERE = 110       # battlefield: a player plays a unit here (they control it)
    TE_RETURNED_HERE = 111          # battlefield: a unit here returned to a hand (its owner)
    TE_OPP_PLAY_UNIT = 112          # "when an opponent plays a unit"; TRIGGER = it
    TE_OPP_PLAY_GEAR = 113          # "when an opponent plays a gear"; TRIGGER = it
    TE_YOU_MOVE_ENEMY = 114         # "when you move an enemy unit" (441); TRIGGER = it
    TE_FRIENDLY_MIGHTY = 115        # "when a unit you control becomes Mighty" (709); TRIGGER = it
    TE_YOU_STUN = 116               # "when you stun a unit" (423.1.a.1); TRIGGER = it; its
                                    # pending trigger's rule_n notes where (extra event_loc)


cdef inline void note_trigger_epoch(Ctx* c, int32_t first, int32_t o) noexcept nogil:
    """extra["trigger_epoch"] of the triggers queued since `first`: TRIGGER names `o` only
    while it is the same object (359.3.e.4; effects.resolve_ref)."""
    cdef int32_t k
    for k in range(first, c.s.n_pending):
        c.s.pending[k].trig_epoch = c.s.o_epoch[o] + 1


cdef void fire_played_trig2(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """triggers.fire_played, after "when you play a unit": opponents' "when an opponent plays
    a unit / gear" and the battlefield's "when a player plays a unit here"."""
    cdef int32_t first, ty = otype(c, o)
    if ty == TY_UNIT:
        first = c.s.n_pending
        fire_player(c, TE_OPP_PLAY_UNIT, 1 - player, o, NONE)
        note_trigger_epoch(c, first, o)
        if c.s.o_zone[o] == Z_BOARD and c.s.o_loc[o] > 0:
            first = c.s.n_pending
            fire_battlefield(c, TE_UNIT_PLAYED_HERE, c.s.o_loc[o] - 1, player, o)
            note_trigger_epoch(c, first, o)
    if ty == TY_GEAR:
        first = c.s.n_pending
        fire_player(c, TE_OPP_PLAY_GEAR, 1 - player, o, NONE)
        note_trigger_epoch(c, first, o)


cdef void fire_returned_here(Ctx* c, int32_t o, int32_t was) noexcept nogil:
    """zones.return_to_hand: a unit returned from a battlefield (`was` its location)."""
    if was > LOC_BASE:
        fire_battlefield(c, TE_RETURNED_HERE, was - 1, c.s.o_owner[o], o)


cdef void fire_moved_enemies(Ctx* c, int32_t* moved, int32_t nm,
                             int32_t responsible) noexcept nogil:
    """movement.move_units: "when you move an enemy unit", for each moved unit in order."""
    cdef int32_t i, u, first
    for i in range(nm):
        u = moved[i]
        if c.s.o_controller[u] != responsible:
            first = c.s.n_pending
            fire_player(c, TE_YOU_MOVE_ENEMY, responsible, u, NONE)
            note_trigger_epoch(c, first, u)


# ------------------------------------------------------------------ target restrictions

cdef enum:
    TGF_NOT_TRIGGER = 1             # Target.not_trigger: "another unit" than the trigger's


cdef inline int slot_restrictions_ok(Ctx* c, ChainItem* item, const int32_t* tg,
                                     int32_t o) noexcept nogil:
    """chain.slot_candidates: the Target's own restrictions on one more pick."""
    if (tg[TG_FLAGS] & TGF_NOT_TRIGGER) and o == item.trigger_obj:
        return 0
    return 1


# ------------------------------------------------------------------ becoming Mighty (709)

cdef inline void note_mighty_entering(Ctx* c, int32_t o, int was_board,
                                      int32_t zone) noexcept nogil:
    """zones.move_to: a unit entering the board is Mighty or not as it enters (so one that
    gains Might in the next cleanup "becomes" Mighty); leaving or entering a non-board zone
    makes a new object, whose old record no longer counts."""
    if zone == Z_BOARD and not was_board and otype(c, o) == TY_UNIT:
        c.s.o_mighty[o] = 2 if might(c, o) >= 5 else 1
    elif not (zone == Z_BOARD and was_board):
        c.s.o_mighty[o] = 0


cdef int mighty_listened(Ctx* c) noexcept nogil:
    """An active object (384.1) whose card has a "becomes Mighty" triggered ability."""
    cdef int32_t w
    cdef uint32_t mask[MAXOW]
    if not (c.s.idx_flags & IX_MIGHTY):
        return 0
    active_objs(c, c.s.my_objs, mask)        # (my_objs: cards with such a trigger)
    for w in range(MAXOW):
        if mask[w]:
            return 1
    return 0


cdef void check_mighty(Ctx* c) noexcept nogil:
    """triggers.check_mighty: at every cleanup, a unit whose Might went from below 5 to 5 or
    more (same object) became Mighty; tracked only while something listens."""
    cdef int32_t o, now, old, first, k, nb, nsrc
    cdef int32_t ids[MAXO]
    cdef int32_t rows[3 * MAXO]
    cdef int32_t att[2 * MAXO]
    if not mighty_listened(c):
        memset(c.s.o_mighty, 0, sizeof(c.s.o_mighty))
        return
    nsrc = might_passives(c, rows)               # firing a trigger changes no passive
    nb = board_units(c, ids, NONE)   # off the board o_mighty is 0 (note_mighty_entering)
    board_attached_might(c, ids, nb, att)
    for k in range(nb):
        o = ids[k]
        now = might_with(c, o, rows, nsrc, att) >= 5
        old = c.s.o_mighty[o]
        c.s.o_mighty[o] = 2 if now else 1
        if old == 1 and now:
            first = c.s.n_pending
            fire_player(c, TE_FRIENDLY_MIGHTY, c.s.o_controller[o], o, NONE)
            note_trigger_epoch(c, first, o)


# ------------------------------------------------------------------ conditions (110-129)

cdef enum:
    CN_CONQUERED_UNCONTROLLED = 110     # Yone (errata): the battlefield was uncontrolled
    CN_FIRST_GEAR_THIS_TURN = 111       # no gear played by the controller this turn yet
    CN_FIRST_FRIENDLY_DEATH = 112       # 383.1.b: no friendly unit died before this batch


cdef inline void note_gear_played(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """play.h_play after paying: "the first … gear played each turn"."""
    if otype(c, o) == TY_GEAR:
        c.s.players[player].gear_turn = c.s.turn + 1


cdef void note_died_before(Ctx* c, int32_t* objs, int32_t m) noexcept nogil:
    """effects.kill: for each controller of a killed permanent, this turn's units died
    before the batch (383.1.b: "the first time … dies each turn")."""
    cdef int32_t i, pl
    for i in range(m):
        pl = c.s.o_controller[objs[i]]
        c.s.players[pl].died_turn = c.s.turn + 1
        c.s.players[pl].died_n = c.s.players[pl].units_died


cdef int holds_trig2(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                     int32_t trigger_obj) noexcept nogil:
    """select.holds for the conditions above."""
    cdef int32_t name = cd[CD_NAME]
    if name == CN_CONQUERED_UNCONTROLLED:
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and c.s.o_loc[source] > LOC_BASE \
            and c.s.bfs[c.s.o_loc[source] - 1].prev_controller < 0
    if name == CN_FIRST_GEAR_THIS_TURN:
        return c.s.players[controller].gear_turn != c.s.turn + 1
    if name == CN_FIRST_FRIENDLY_DEATH:
        return c.s.players[controller].died_turn == c.s.turn + 1 and \
            c.s.players[controller].died_n == 0
    fail(c, 110)
    return 0


# ------------------------------------------------------------------ Equipment (818.3, 435)

cdef enum:
    OP_DETACH = 160                 # ops_sfd "detach"; CO_KW 1: "you may"
    OP_CANT_MOVE = 161              # ops_unl "cant_move": "they can't move it this turn"
    OP_MOVE_TO_EVENT_LOC = 162      # ops_unl "move_to_event_loc" (a "you_stun" trigger's)
    EK_CANT_MOVE = 110              # reference Effect kind "cant_move" (controller: the player)


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


cdef int is_equipped(Ctx* c, int32_t o) noexcept nogil:
    """select.matches `equipped`: on the board with an Equipment attached (818.3)."""
    cdef int32_t x, k, n
    cdef int32_t ids[MAXO]
    if c.s.o_zone[o] != Z_BOARD:
        return 0
    n = attached_objs(c, ids, 1)             # (the att_objs index)
    for k in range(n):
        x = ids[k]
        if c.s.o_attached[x] == o + 1 and c.s.o_zone[x] == Z_BOARD and \
                (card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT):
            return 1
    return 0


cdef int op_detach(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_sfd._detach_op: a gear -> detach it; a unit -> detach one of its Equipment (the
    ability's controller chooses among several); "you may" asks only when something can be
    detached. 435.1.a.1: it stays where it is (recalled by cleanup if at a battlefield)."""
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO + 1]
    cdef int32_t n, m = 0, i, x, u, a, gear
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        u = ids[i]
        if c.s.o_zone[u] != Z_BOARD:
            continue
        if otype(c, u) == TY_UNIT:
            for x in range(c.s.n_objs):      # equipment_on: attachments in object-id order
                if c.s.o_attached[x] == u + 1 and c.s.o_zone[x] == Z_BOARD and \
                        (card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT) and m < MAXO:
                    opts[m] = enc(A_SELECT, x)
                    m += 1
        elif c.s.o_attached[u] and (card_flags(c, c.s.o_card[u]) & CXF_EQUIPMENT) and m < MAXO:
            opts[m] = enc(A_SELECT, u)
            m += 1
    if m == 0:
        return 0
    if m == 1 and not ins[CO_KW]:
        gear = opts[0] & 0xFFFF
    else:
        if ins[CO_KW]:
            opts[m] = DONE
            m += 1
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, m, item.source)
        if a == WAIT:
            return WAIT
        if a == DONE:
            return 0
        gear = a & 0xFFFF
    if c.s.o_attached[gear]:                 # ops_sfd.detach
        set_attached(c, gear, 0)
        c.s.dirty = 1
    return 0


cdef void fire_you_stun(Ctx* c, int32_t o, int32_t by) noexcept nogil:
    """effects.stun: "when you stun …" for `by`, noting the unit's epoch and location."""
    cdef int32_t first = c.s.n_pending, k
    fire_player(c, TE_YOU_STUN, by, o, NONE)
    note_trigger_epoch(c, first, o)
    for k in range(first, c.s.n_pending):
        c.s.pending[k].rule_n = c.s.o_loc[o]     # extra["event_loc"] (359.3.f.3)


cdef int run_op_trig2(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    cdef int32_t ids[MAXO]
    cdef int32_t n, i, m = 0, loc
    if ins[CO_OP] == OP_MOVE_TO_EVENT_LOC:   # ops_unl._move_to_event_loc: "that battlefield"
        loc = item.rule_n
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD and c.s.o_loc[ids[i]] != loc:
                ids[m] = ids[i]
                m += 1
        if loc > LOC_BASE and m > 0:
            move_units(c, ids, m, loc, item.controller)
        return 0
    if ins[CO_OP] == OP_DETACH:
        return op_detach(c, t, item, ins)
    if ins[CO_OP] == OP_CANT_MOVE:           # ops_unl._cant_move: its controller can't move it
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                add_effect(c, EK_CANT_MOVE, ids[i], 0, -1, DUR_TURN, c.s.o_controller[ids[i]])
        return 0
    fail(c, 160)
    return 0


# ------------------------------------------------------------------ trigger costs

cdef int banish_self_payable(Ctx* c, ChainItem* item, int32_t cost) noexcept nogil:
    """chain._extra_cost_payable: "banish me to …" only while I am on the board."""
    return not cost_row(c, cost)[CS_BANISH_SELF] or c.s.o_zone[item.source] == Z_BOARD


