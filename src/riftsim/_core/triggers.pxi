# Triggered abilities (reference/triggers.py; rules 383-390): queueing (383.3.e), the events
# ("When I …", "When you …", a battlefield's, the trash's, delayed ones), once-per-turn limits,
# "becomes Mighty" (709) and ordering triggers onto the chain (383.3.d).




# ------------------------------------------------------------------ triggers

cdef inline void queue(Ctx* c, int32_t o, int32_t ab, int32_t controller, int32_t trigger_obj,
                       int32_t here) noexcept nogil:
    """triggers._queue (383.3.e)."""
    queue_inst(c, o, ab, controller, trigger_obj, here, 0)




cdef void queue_inst(Ctx* c, int32_t o, int32_t ab, int32_t controller, int32_t trigger_obj,
                     int32_t here, int32_t inst) noexcept nogil:
    """triggers._queue (383.3.e) for instance `inst` of `o`'s printed abilities (0: its own;
    k > 0: the k-th copy, Svellsongur: its own once-per-turn limit, 383.3.f)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef Pending* pt
    if not holds(c, abr[AB_COND], controller, o, trigger_obj):
        return
    if not once_per_turn_ok(c, o, ab, inst):     # once per turn (abilities.pxi)
        return
    if c.s.n_pending >= MAXPT:
        fail(c, ERR_CAP_PENDING)
        return
    pt = &c.s.pending[c.s.n_pending]
    c.s.n_pending += 1
    pt.controller = controller
    pt.source = o
    pt.ability = abr[AB_INDEX]
    pt.trigger_obj = trigger_obj
    pt.here = here
    pt.snapshot_might = might(c, o) if c.s.o_zone[o] == Z_BOARD else 0
    pt.hidden_loc = 0
    pt.rule_n = 0
    pt.extra = 0
    pt.trig_epoch = 0                        # (costs.pxi: note_self_epoch)
    pt.code_n = inst                         # (not reflexive: the instance, trigger_mode)




cdef inline int hold_conquer_both(Ctx* c, int32_t o) noexcept nogil:
    """triggers.hold_conquer_both: an Equipment attached to `o` whose Effect Text makes its
    hold effects conquer effects and vice versa (SK_HOLD_CONQUER_BOTH; 718.3, 383.4.c-d).
    Inline the quick "no": nothing attached, `o` off the board, no such passive in the game."""
    if not c.s.n_attached or c.s.o_zone[o] != Z_BOARD or \
            not has_static_kind(c, SK_HOLD_CONQUER_BOTH):
        return 0
    return hold_conquer_both_rows(c, o)




cdef int hold_conquer_both_rows(Ctx* c, int32_t o) noexcept nogil:
    """hold_conquer_both past its quick answer: the Equipment attached to `o`."""
    cdef int32_t nsrc, i, s, r, first
    cdef int32_t srcs[MAXO]
    nsrc = static_sources(c, SK_HOLD_CONQUER_BOTH, srcs)
    for i in range(nsrc):
        s = srcs[i]
        if c.s.o_attached[s] != o + 1 or c.s.o_zone[s] != Z_BOARD:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            if c.t.statics[r * SW + S_KIND] == SK_HOLD_CONQUER_BOTH:
                return 1
    return 0




cdef int32_t hold_conquer_alt(Ctx* c, int32_t event, int32_t o) noexcept nogil:
    """triggers._self_events: the other event a conquer (a hold) of `o` also fires while
    hold_conquer_both (Skyfall of Areion), else -1."""
    if (event == TE_CONQUER or event == TE_HOLD) and hold_conquer_both(c, o):
        return TE_HOLD if event == TE_CONQUER else TE_CONQUER
    return -1




cdef void fire_self(Ctx* c, int32_t event, int32_t o, int32_t here,
                    int32_t trigger_obj) noexcept nogil:
    """A "When I …" event of `o`; `here` NONE = its location."""
    cdef int32_t card = c.s.o_card[o], first = card_col(c.t, card, C_TR_FIRST)
    cdef int32_t n = card_col(c.t, card, C_TR_N), r, k, ni
    cdef int32_t alt = hold_conquer_alt(c, event, o)
    if here == NONE:
        here = c.s.o_loc[o]
    ni = instance_count(c, o) if n else 1    # once per instance (triggers._abilities)
    for r in range(first, first + n):
        if c.t.abilities[r * AW + AB_ON] == event or c.t.abilities[r * AW + AB_ON] == alt:
            for k in range(ni):
                queue_inst(c, o, r, octl(c.s, o),
                           trigger_obj if trigger_obj != NONE else o, here, k)
    fire_effect_text(c, event, o, octl(c.s, o),           # 718.3 (ops_equipment.pxi)
                     trigger_obj if trigger_obj != NONE else o, here)




cdef inline void active_with_triggers(Ctx* c, uint32_t* mask) noexcept nogil:
    """The active objects (384.1, active_objs) whose card has triggered abilities (tr_objs),
    as a bitmask by object id."""
    active_objs(c, c.s.tr_objs, mask)




cdef inline void fire_player(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                             int32_t exclude) noexcept nogil:
    """A "When you …" event: every active object `player` controls (411.4), in object order
    (only active objects whose card has triggered abilities: active_with_triggers). Inline
    the quick return when no card of the game triggers on it."""
    if event == TE_END_TURN and c.s.n_attached:     # Effect Text "at the end of your turn"
        fire_player_et(c, event, player, trigger_obj, exclude)   # (ops_equipment.pxi)
        return
    if not event_listened(c, event):         # no card of the game triggers on it
        return
    fire_player_objs(c, event, player, trigger_obj, exclude)




cdef void fire_player_objs(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                           int32_t exclude) noexcept nogil:
    """fire_player past its quick return: the active objects with triggered abilities."""
    cdef int32_t o, w
    cdef uint32_t bits
    cdef uint32_t mask[MAXOW]
    active_with_triggers(c, mask)
    for w in range((c.s.n_objs + 31) >> 5):
        bits = mask[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            fire_player_obj(c, event, player, trigger_obj, exclude, o)




cdef void fire_player_not_at(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                             int32_t loc) noexcept nogil:
    """triggers.fire_player with `not_at`: as fire_player, but no object on the board at
    `loc` triggers ("… to a battlefield other than mine")."""
    cdef int32_t o, w
    cdef uint32_t bits
    cdef uint32_t mask[MAXOW]
    if not event_listened(c, event):
        return
    active_with_triggers(c, mask)
    for w in range((c.s.n_objs + 31) >> 5):
        bits = mask[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_zone[o] == Z_BOARD and c.s.o_loc[o] == loc:
                continue
            fire_player_obj(c, event, player, trigger_obj, NONE, o)




cdef inline int event_listened(Ctx* c, int32_t event) noexcept nogil:
    """Could any object of this game trigger on `event` (te_mask)? Only its triggered
    abilities (C_TR_FIRST..) are noted, the ones fire_player_obj reads."""
    return event < 0 or event >= 32 * MAXTEW or (c.s.te_mask[event >> 5] >> (event & 31)) & 1




cdef inline void fire_player_obj(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                                 int32_t exclude, int32_t o) noexcept nogil:
    cdef int32_t z = c.s.o_zone[o], card = c.s.o_card[o], first, n, r, bf, k, ni
    if (z != Z_BOARD and z != Z_LEGEND and z != Z_BATTLEFIELD) or o == exclude:
        return
    n = card_col(c.t, card, C_TR_N)
    if n == 0:
        return
    if z == Z_BATTLEFIELD:
        bf = bf_of_obj(c, o)
        if bf < 0 or c.s.bfs[bf].controller != player:
            return
    elif octl(c.s, o) != player:
        return
    first = card_col(c.t, card, C_TR_FIRST)
    ni = instance_count(c, o)                # once per instance (triggers._abilities)
    for r in range(first, first + n):
        if c.t.abilities[r * AW + AB_ON] == event:
            for k in range(ni):
                queue_inst(c, o, r, player, trigger_obj, c.s.o_loc[o], k)




cdef inline void fire_battlefield(Ctx* c, int32_t event, int32_t bf, int32_t player,
                                  int32_t trigger_obj) noexcept nogil:
    """Battlefield `bf`'s triggered abilities on `event` (inline: none when no card of the
    game triggers on it, event_listened)."""
    if event_listened(c, event):
        fire_battlefield_rows(c, event, bf, player, trigger_obj)




cdef void fire_battlefield_rows(Ctx* c, int32_t event, int32_t bf, int32_t player,
                                int32_t trigger_obj) noexcept nogil:
    """fire_battlefield past its quick answer: the battlefield card's trigger rows."""
    cdef int32_t o = c.s.bfs[bf].obj, card = c.s.o_card[o]
    cdef int32_t first = card_col(c.t, card, C_TR_FIRST), n = card_col(c.t, card, C_TR_N), r
    for r in range(first, first + n):
        if c.t.abilities[r * AW + AB_ON] == event:
            queue(c, o, r, player, trigger_obj, bf + 1)




cdef void fire_beginning(Ctx* c, int32_t tp) noexcept nogil:
    """315.2.a: start of the Beginning Phase."""
    cdef int32_t i
    fire_temporary(c, tp)                    # 816
    if c.s.players[tp].turns_taken == 1:
        for i in range(c.s.n_bfs):
            fire_battlefield(c, TE_FIRST_BEGINNING_ANY, i, tp, NONE)
    for i in range(c.s.n_bfs):               # each player's Beginning Phase: its controller's
        fire_battlefield(c, TE_BEGINNING_ANY, i,     # ability, else the turn player's (187.6)
                         c.s.bfs[i].controller if c.s.bfs[i].controller >= 0 else tp, NONE)
    fire_player(c, TE_BEGINNING, tp, NONE, NONE)




cdef void fire_played(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """A permanent was played (triggers.fire_played)."""
    fire_self(c, TE_PLAY_SELF, o, NONE, NONE)
    fire_vision(c, o, player)                # 817
    fire_played_gear(c, o, player)           # Weaponmaster, Quick-Draw (ops_equipment.pxi)
    if not oflag(c.s, o, O_TOKEN):
        fire_player(c, TE_YOU_PLAY_CARD, player, o, o)
    if otype(c, o) == TY_UNIT:
        fire_player(c, TE_YOU_PLAY_UNIT, player, o, o)
        fire_delays_unit(c, o, player, DE_YOU_PLAY_UNIT)   # "the next time you play a unit"
        fire_delays_unit(c, o, player, DE_FRIENDLY_UNIT_PLAYED)   # "… is played this turn"
        if c.s.n_teams:                      # (a teammate's unit is friendly too, 740.1)
            fire_delays_unit(c, o, ally_of(c.s, player), DE_FRIENDLY_UNIT_PLAYED)
    fire_played_opponents(c, o, player)          # opponents', "played here" (triggers.pxi)




cdef void fire_spell_played(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """419.4.a: a spell counts as played when it resolves."""
    fire_player(c, TE_YOU_PLAY_CARD, player, o, NONE)
    fire_player(c, TE_YOU_PLAY_SPELL, player, o, NONE)




cdef void fire_friendly_dies(Ctx* c, int32_t* dead, int32_t* ctl, int32_t* buffed,
                             int32_t n) noexcept nogil:
    """effects.kill: the units that died, by id, trigger "when a friendly unit dies" of their
    controller's units still on the board (the dead don't see each other die); those that
    had a buff as they died "when a buffed friendly unit dies" too; "when another unit you
    control dies" (TE_YOURS_DIES) of their controller's own units."""
    cdef int32_t ids[MAXO]
    cdef int32_t cs[MAXO]
    cdef int32_t bs[MAXO]
    cdef int32_t i, j, x, y, b, s
    for i in range(n):                           # sorted by id, with their controllers
        x = dead[i]
        y = ctl[i]
        b = buffed[i]
        j = i - 1
        while j >= 0 and ids[j] > x:
            ids[j + 1] = ids[j]
            cs[j + 1] = cs[j]
            bs[j + 1] = bs[j]
            j -= 1
        ids[j + 1] = x
        cs[j + 1] = y
        bs[j + 1] = b
    for i in range(n):
        if otype(c, ids[i]) != TY_UNIT:
            continue
        for s in range(c.s.n_objs):
            if c.s.o_zone[s] == Z_BOARD and friends(c.s, octl(c.s, s), cs[i]):
                fire_self(c, TE_FRIENDLY_DIES, s, NONE, ids[i])   # (a teammate's unit is
                if bs[i]:                                          # friendly too, 740.1)
                    fire_self(c, TE_FRIENDLY_BUFFED_DIES, s, NONE, ids[i])
                if octl(c.s, s) == cs[i]:    # "when another unit you control dies" (484.8.c)
                    fire_self(c, TE_YOURS_DIES, s, NONE, ids[i])
    if event_listened(c, TE_ENEMY_UNITS_DIE):    # "when one or more enemy units die": once
        for s in range(c.s.n_players):           # for these deaths (effects.kill)
            for i in range(n):
                if otype(c, ids[i]) == TY_UNIT and is_opponent(c.s, cs[i], s):
                    fire_player(c, TE_ENEMY_UNITS_DIE, s, NONE, NONE)
                    break




cdef inline void fire_delays(Ctx* c, int32_t event, int32_t player) noexcept nogil:
    """triggers.fire_delayed for "… this turn" delays (no trigger object). (Inline: none at
    all.)"""
    if c.s.n_delays == 0:
        return
    fire_delays_due(c, event, player)




cdef void fire_delays_due(Ctx* c, int32_t event, int32_t player) noexcept nogil:
    """fire_delays past its quick answer."""
    cdef int32_t i = 0, j
    cdef int16_t* d
    cdef Pending* pt
    while i < c.s.n_delays:
        d = c.s.delays + DELAY_WORDS * i
        if d[DELAY_EVENT] != event or d[DELAY_TURN] != c.s.turn:
            i += 1
            continue
        if c.s.n_pending >= MAXPT:
            fail(c, ERR_CAP_PENDING)
            return
        pt = &c.s.pending[c.s.n_pending]
        c.s.n_pending += 1
        pt.controller = d[DELAY_CONTROLLER]
        pt.source = d[DELAY_SOURCE]
        pt.ability = d[DELAY_ABILITY]
        pt.code_n = 0                          # (chain.pxi: its instance)
        pt.trigger_obj = NONE
        pt.here = LOC_NONE if d[DELAY_THERE] == 0 else d[DELAY_THERE] - 1 + HERE_FIXED
        pt.snapshot_might = 0
        if d[DELAY_OBJ]:                     # a delay naming an object (ops_ogn.pxi delay_on)
            pt.trigger_obj = d[DELAY_OBJ] - 1
            pt.trig_epoch = d[DELAY_OBJ_EPOCH] + 1
        for j in range(i, c.s.n_delays - 1):
            memcpy(c.s.delays + DELAY_WORDS * j, c.s.delays + DELAY_WORDS * (j + 1),
                   DELAY_WORDS * sizeof(int16_t))
        c.s.n_delays -= 1
        c.s.n_delayed -= 1




cdef void queue_builtin(Ctx* c, int32_t o, int32_t index, int32_t player) noexcept nogil:
    """A built-in keyword trigger (PendingTrigger(player, o, index, o, o.loc))."""
    cdef Pending* pt
    if c.s.n_pending >= MAXPT:
        fail(c, ERR_CAP_PENDING)
        return
    pt = &c.s.pending[c.s.n_pending]
    c.s.n_pending += 1
    pt.controller = player
    pt.source = o
    pt.ability = index
    pt.code_n = 0                          # (chain.pxi: its instance)
    pt.trigger_obj = o
    pt.here = c.s.o_loc[o]
    pt.snapshot_might = 0
    pt.extra = 0




# ------------------------------------------------------------------ trigger events (80-99)

cdef void fire_allies(Ctx* c, int32_t* allies, int32_t n) noexcept nogil:
    """cleanup.assign_designations: "when a friendly unit attacks / defends (alone)", checked
    once all are placed, in the order they gained their designation; an attack on a
    battlefield another player controls is theirs "enemy attacks mine". allies[i] = unit id,
    + MAXO for a defender."""
    cdef int32_t i, o, bf_ctl
    for i in range(n):
        o = allies[i] % MAXO
        if allies[i] >= MAXO:
            fire_player(c, TE_ALLY_DEFEND, octl(c.s, o), o, NONE)
            if c.s.n_teams:                  # friendly: a teammate's too (740.1)
                fire_player(c, TE_ALLY_DEFEND, ally_of(c.s, octl(c.s, o)), o, NONE)
            continue
        fire_player(c, TE_ALLY_ATTACK, octl(c.s, o), o, NONE)
        if c.s.n_teams:
            fire_player(c, TE_ALLY_ATTACK, ally_of(c.s, octl(c.s, o)), o, NONE)
        bf_ctl = c.s.bfs[c.s.sd_bf].controller
        if bf_ctl != NONE and is_opponent(c.s, bf_ctl, octl(c.s, o)):
            fire_player(c, TE_ENEMY_ATTACKS_MINE, bf_ctl, o, NONE)




# ------------------------------------------------------------------ limited play (419.3)
# The core plays a card by an effect only "ignoring its cost" from the trash (Flame Chompers):
# onto the chain pending now (354.1-354.2), finalized by chain.flow when it is the first
# pending item (337.1.b), through h_play from its location step on.

cdef void note_self_epoch(Ctx* c, int32_t o, int32_t n0) noexcept nogil:
    """triggers.fire_self(…, epoch=o.epoch): the discard_self triggers just queued for `o`."""
    cdef int32_t i
    for i in range(n0, c.s.n_pending):
        if c.s.pending[i].source == o:
            c.s.pending[i].trig_epoch = c.s.o_epoch[o] + 1   # (ChainItem.limited)




cdef inline void note_trigger_epoch(Ctx* c, int32_t first, int32_t o) noexcept nogil:
    """extra["trigger_epoch"] of the triggers queued since `first`: TRIGGER names `o` only
    while it is the same object (359.3.e.4; effects.resolve_ref)."""
    cdef int32_t k
    for k in range(first, c.s.n_pending):
        c.s.pending[k].trig_epoch = c.s.o_epoch[o] + 1




cdef void fire_played_opponents(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """triggers.fire_played, after "when you play a unit": opponents' "when an opponent plays
    a unit / gear" and the battlefield's "when a player plays a unit here"."""
    cdef int32_t first, ty = otype(c, o), k, no
    cdef int32_t opps[MAXP]
    no = opponents_of(c.s, player, opps)
    if ty == TY_UNIT:
        first = c.s.n_pending
        for k in range(no):                  # each opponent, in turn order from the player
            fire_player(c, TE_OPP_PLAY_UNIT, opps[k], o, NONE)
        note_trigger_epoch(c, first, o)
        if c.s.o_zone[o] == Z_BOARD and c.s.o_loc[o] > 0:
            first = c.s.n_pending
            fire_battlefield(c, TE_UNIT_PLAYED_HERE, c.s.o_loc[o] - 1, player, o)
            note_trigger_epoch(c, first, o)
    if ty == TY_GEAR:
        first = c.s.n_pending
        for k in range(no):
            fire_player(c, TE_OPP_PLAY_GEAR, opps[k], o, NONE)
        note_trigger_epoch(c, first, o)




cdef void fire_moved_from_here(Ctx* c, int32_t u, int32_t origin) noexcept nogil:
    """movement.move_units: a battlefield's "when a unit moves from here" (TRIGGER = the unit);
    the battlefield's controller's ability, else the turn player's (187.6)."""
    cdef int32_t bf
    if origin <= LOC_BASE:
        return
    bf = origin - 1
    fire_battlefield(c, TE_MOVED_FROM_HERE, bf, c.s.bfs[bf].controller
                     if c.s.bfs[bf].controller >= 0 else c.s.turn_player, u)




cdef void fire_returned_here(Ctx* c, int32_t o, int32_t was) noexcept nogil:
    """zones.return_to_hand: a unit returned from a battlefield (`was` its location)."""
    if was > LOC_BASE:
        fire_battlefield(c, TE_RETURNED_HERE, was - 1, oowner(c.s, o), o)




cdef void fire_moved_enemies(Ctx* c, int32_t* moved, int32_t nm,
                             int32_t responsible) noexcept nogil:
    """movement.move_units: "when you move an enemy unit", for each moved unit in order."""
    cdef int32_t i, u, first
    for i in range(nm):
        u = moved[i]
        if is_opponent(c.s, octl(c.s, u), responsible):
            first = c.s.n_pending
            fire_player(c, TE_YOU_MOVE_ENEMY, responsible, u, NONE)
            note_trigger_epoch(c, first, u)




# ------------------------------------------------------------------ becoming Mighty (709)

cdef inline void note_mighty_entering(Ctx* c, int32_t o, int was_board,
                                      int32_t zone) noexcept nogil:
    """zones.move_to: a unit entering the board is Mighty or not as it enters (so one that
    gains Might in the next cleanup "becomes" Mighty); leaving or entering a non-board zone
    makes a new object, whose old record no longer counts."""
    if zone == Z_BOARD and not was_board and otype(c, o) == TY_UNIT:
        omighty_set(c.s, o, 2 if might(c, o) >= 5 else 1)
        if c.s.mck_n < 0:                    # (State.mck_n: no longer every mark 0)
            c.s.mck_n = 0
    elif not (zone == Z_BOARD and was_board):
        omighty_set(c.s, o, 0)




cdef int mighty_listened(Ctx* c) noexcept nogil:
    """An active object (384.1) whose card has a "becomes Mighty" triggered ability."""
    cdef int32_t w
    cdef uint32_t mask[MAXOW]
    if not (c.s.idx_flags & IX_MIGHTY):
        return 0
    active_objs(c, c.s.my_objs, mask)        # (my_objs: cards with such a trigger)
    for w in range(obj_words(c.s)):
        if mask[w]:
            return 1
    return 0




cdef inline int32_t mck_row_word(const State* s, int32_t k) noexcept nogil:
    """Word k of the Might passives kept in State.mck_rows (-32768 stands for MP_OFF). (Not a
    conditional expression: Cython gives `MP_OFF if … else <int16>` the int16 type, and MP_OFF
    does not fit in it, so a kept MP_OFF never matched and every such check recomputed.)"""
    if s.mck_rows[k] == -32768:
        return MP_OFF
    return s.mck_rows[k]




cdef inline int mck_same(State* s, const int32_t* rows, int32_t nrows) noexcept nogil:
    """check_mighty: are `rows` the Might passives kept in State.mck_rows?"""
    cdef int32_t k
    for k in range(3 * nrows):
        if rows[k] != mck_row_word(s, k):
            return 0
    return 1




cdef inline int mck_store(State* s, const int32_t* rows, int32_t nrows) noexcept nogil:
    """check_mighty: keep `rows` in State.mck_rows (int16, MP_OFF as -32768); 0, nothing
    kept, when a value is out of that range."""
    cdef int32_t k
    for k in range(3 * nrows):
        if rows[k] != MP_OFF and (rows[k] < -32767 or rows[k] > 32767):
            return 0
    for k in range(3 * nrows):
        s.mck_rows[k] = -32768 if rows[k] == MP_OFF else <int16_t>rows[k]
    return 1




cdef inline void check_mighty(Ctx* c) noexcept nogil:
    """triggers.check_mighty (check_mighty_now), but for the checks with nothing to do, out
    of line: every value kept since the last check (State.mck_keyed, might_ver unchanged), or
    every mark 0 while no card of the game has a "becomes Mighty" trigger (State.mck_n -1,
    no IX_MIGHTY: nothing listens)."""
    if c.check == 0 and (c.s.mck_ver == c.s.might_ver + 1 and c.s.mck_keyed or
                         c.s.mck_n < 0 and not (c.s.idx_flags & IX_MIGHTY)):
        return
    check_mighty_now(c)




cdef void check_mighty_now(Ctx* c) noexcept nogil:
    """triggers.check_mighty: at every cleanup, a unit whose Might went from below 5 to 5 or
    more (same object) became Mighty; tracked only while something listens. When nothing a
    unit's Might reads changed since the last check (might_ver, and the Might passives'
    values worked out afresh: state.pxd "Might kept across cleanups"), every unit has the
    Might it had then: its O_MIGHTY mark already says so and nothing becomes Mighty. When
    every value was kept too (State.mck_keyed), there is nothing to work out; when only some
    units' own Might inputs changed (Side.md_mask), only they are worked out (mck_local)."""
    cdef int32_t o, now, old, first, k, nb, nrows, keyable, kept, partial
    cdef uint32_t ver = c.s.might_ver
    cdef const int32_t* st
    cdef int32_t ids[MAXO]
    cdef int32_t m[MAXO]
    cdef int32_t rows[3 * MAXO]
    kept = c.s.mck_ver == ver + 1 and c.s.mck_keyed     # (the same listeners, rows, values
    if kept and not c.check:                 # and marks: the path below would return
        return                               # unchanged; the checking mode takes it and
    if not mighty_listened(c):               # fails if not)
        if kept:
            fail(c, CHECK_FAILED)
        if c.s.mck_n < 0:                    # (every mark is 0 already: mck_n -1 says so
            if c.check:                      # until note_mighty_entering marks a unit;
                check_marks_clear(c)         # checking mode: they are)
            return
        for o in range(c.s.n_objs):
            omighty_set(c.s, o, 0)
        c.s.mck_ver = 0
        c.s.mck_n = -1
        return
    if c.s.mck_ver == ver + 1:               # nothing might_changed watches changed since the
        nrows = c.s.mck_n                    # last check, so neither did the active objects:
        for k in range(3 * nrows):           # the same Might passives
            rows[k] = mck_row_word(c.s, k)
        if c.check:                          # (checking mode: they are the fresh ones)
            check_might_rows(c, rows, nrows)
        for k in range(nrows):               # and the same values of those that read only
            st = c.t.statics + rows[3 * k + 1] * SW      # what might_changed watches
            if not might_row_keyed(c, st):               # (layers.pxi); the others are
                rows[3 * k + 2] = MP_UNKNOWN             # worked out afresh
            elif c.check:                    # (checking mode: the kept value is the fresh one)
                c.checks += 1
                if might_row_value(c, rows[3 * k], st) != rows[3 * k + 2]:
                    fail(c, CHECK_FAILED)
    else:
        nrows = might_passives(c, rows)
    keyable = might_rows_keyable(c, rows, nrows)
    if keyable:
        might_rows_values(c, rows, nrows)
        if c.s.mck_ver == ver + 1 and c.s.mck_n == nrows and mck_same(c.s, rows, nrows):
            if c.check:                      # (checking mode: the marks are the fresh ones)
                check_mighty_marks(c, rows, nrows)
            return
    if kept:                                 # (checking mode: mck_keyed said all was kept)
        fail(c, CHECK_FAILED)
    partial = keyable and c.side.md_from != 0 and c.side.md_from == c.s.mck_ver and \
        mck_local(c, rows, nrows)
    if partial:                              # only the units whose Might may have changed
        nb = mck_changed_units(c, ids, rows, nrows)
    else:                            # off the board O_MIGHTY is 0 (note_mighty_entering)
        nb = board_units(c, ids, NONE)
    if nb:
        board_mights(c, ids, nb, m, rows, nrows)     # firing a trigger changes no Might
    for k in range(nb):
        o = ids[k]
        now = m[k] >= 5
        old = omighty(c.s, o)
        omighty_set(c.s, o, 2 if now else 1)
        if old == 1 and now:
            first = c.s.n_pending
            fire_player(c, TE_FRIENDLY_MIGHTY, octl(c.s, o), o, NONE)
            if c.s.n_teams:                  # 740.1: a teammate's unit is friendly
                fire_player(c, TE_FRIENDLY_MIGHTY, ally_of(c.s, octl(c.s, o)), o, NONE)
            note_trigger_epoch(c, first, o)
    if keyable:
        keyable = mck_store(c.s, rows, nrows)
    c.s.mck_ver = ver + 1 if keyable else 0
    c.s.mck_n = nrows if keyable else 0
    c.s.mck_keyed = keyable and might_rows_keyed(c, rows, nrows)
    if c.s.mck_keyed:                        # the Might worked out here serve the view too
        keep_view_mights(c, ids, m, nb, partial)     # (heuristic.pxi, Side.vm_*)
    c.side.md_from = c.s.mck_ver             # (the local changes from here: Side.md_*)
    memset(c.side.md_mask, 0, sizeof(c.side.md_mask))
    if partial and c.check:                  # (checking mode: every mark is the fresh one)
        check_mighty_marks(c, rows, nrows)




cdef inline void keep_view_mights(Ctx* c, const int32_t* ids, const int32_t* m, int32_t nb,
                                  int partial) noexcept nogil:
    """check_mighty_now, with every Might keyed (State.mck_keyed): keep the Might it worked out
    for the heuristic's view (Side.vm_*). Every unit's, or only the units whose own Might
    inputs changed (`partial`) when the view's values are of the last check's version (the
    others kept their Might since: mck_local)."""
    cdef int32_t k
    if partial and (c.side.md_from == 0 or c.side.vm_from != c.side.md_from):
        c.side.vm_from = 0
        return
    for k in range(nb):
        c.side.vm_might[ids[k]] = m[k]
    c.side.vm_from = c.s.might_ver + 1




cdef int mck_local(Ctx* c, const int32_t* rows, int32_t nrows) noexcept nogil:
    """check_mighty: may the units whose Might inputs did not change since the last check
    (Side.md_mask: might_changed_obj) keep their marks? When the Might passives are those of
    then (State.mck_rows), each giving Might to its source alone (a unit's own Might inputs
    reach no other unit's Might through them; their values are compared), and no keyword a
    combat adds to the Might is granted by a "have it if they didn't already" passive (kw_from
    reads any unit for those; might_rows_keyable leaves out the other grants in combat)."""
    cdef int32_t k
    if nrows != c.s.mck_n:
        return 0
    if c.s.sd_active and c.s.sd_combat and has_static_kind(c, SK_KEYWORD_UNLESS):
        return 0
    for k in range(nrows):
        if rows[3 * k] != mck_row_word(c.s, 3 * k) or \
                rows[3 * k + 1] != mck_row_word(c.s, 3 * k + 1) or \
                c.t.statics[rows[3 * k + 1] * SW + S_SEL] >= 0:
            return 0
    return 1




cdef int32_t mck_changed_units(Ctx* c, int32_t* out, const int32_t* rows,
                               int32_t nrows) noexcept nogil:
    """check_mighty (mck_local): the units on the board, in object order, whose own Might
    inputs changed since the last check (Side.md_mask) or whose Might passive's value did."""
    cdef int32_t n = 0, w, k, s
    cdef uint32_t bits
    cdef uint32_t mask[MAXOW]
    memcpy(mask, c.side.md_mask, sizeof(mask))
    for k in range(nrows):
        if rows[3 * k + 2] != mck_row_word(c.s, 3 * k + 2):
            s = rows[3 * k]
            mask[s >> 5] |= (<uint32_t>1) << (s & 31)
    for w in range((c.s.n_objs + 31) >> 5):
        bits = mask[w] & c.s.u_all[w]
        while bits:
            out[n] = (w << 5) + __builtin_ctz(bits)
            n += 1
            bits &= bits - 1
    return n




cdef void check_might_rows(Ctx* c, const int32_t* rows, int32_t nrows) noexcept nogil:
    """check_mighty's checking mode (Ctx.check): the kept Might passives (State.mck_rows, their
    sources and statics rows) are might_passives' afresh."""
    cdef int32_t i, n
    cdef int32_t fresh[3 * MAXO]
    c.checks += 1
    n = might_passives(c, fresh)
    if n != nrows:
        fail(c, CHECK_FAILED)
        return
    for i in range(n):
        if fresh[3 * i] != rows[3 * i] or fresh[3 * i + 1] != rows[3 * i + 1]:
            fail(c, CHECK_FAILED)




cdef void check_marks_clear(Ctx* c) noexcept nogil:
    """check_mighty's checking mode (Ctx.check): State.mck_n -1 says every O_MIGHTY mark is
    0; so it is."""
    cdef int32_t o
    c.checks += 1
    for o in range(c.s.n_objs):
        if omighty(c.s, o) != 0:
            fail(c, CHECK_FAILED)




cdef void check_mighty_marks(Ctx* c, int32_t* rows, int32_t nrows) noexcept nogil:
    """check_mighty's checking mode (Ctx.check): every unit on the board is marked Mighty
    (O_MIGHTY 2) iff its Might worked out afresh is 5 or more, and below 5 (1) otherwise."""
    cdef int32_t k, nb
    cdef int32_t ids[MAXO]
    cdef int32_t m[MAXO]
    c.checks += 1
    nb = board_units(c, ids, NONE)
    board_mights(c, ids, nb, m, rows, nrows)
    for k in range(nb):
        if omighty(c.s, ids[k]) != (2 if m[k] >= 5 else 1):
            fail(c, CHECK_FAILED)




cdef inline void note_gear_played(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """play.h_play after paying: "the first … gear played each turn"."""
    if otype(c, o) == TY_GEAR:
        c.s.players[player].gear_turn = c.s.turn + 1
        if card_flags(c, c.s.o_card[o]) & CXF_EQUIPMENT:    # (select.pxi
            c.s.players[player].equipment_turn = c.s.turn + 1   # CN_EQUIPMENT_PLAYED_THIS_TURN)




cdef void note_died_before(Ctx* c, int32_t* objs, int32_t m) noexcept nogil:
    """effects.kill: for each controller of a killed permanent, this turn's units died
    before the batch (383.1.b: "the first time … dies each turn")."""
    cdef int32_t i, pl, ally, n
    for i in range(m):
        pl = octl(c.s, objs[i])
        ally = ally_of(c.s, pl)              # the side's (740.1: a teammate's too, 478.2)
        n = c.s.players[pl].units_died + (c.s.players[ally].units_died if ally != NONE else 0)
        c.s.players[pl].died_turn = c.s.turn + 1
        c.s.players[pl].died_n = n
        if ally != NONE:
            c.s.players[ally].died_turn = c.s.turn + 1
            c.s.players[ally].died_n = n




cdef int holds_trigger_state(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                     int32_t trigger_obj) noexcept nogil:
    """select.holds for the conditions above."""
    cdef int32_t name = cd[CD_NAME]
    if name == CN_CONQUERED_UNCONTROLLED:
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and c.s.o_loc[source] > LOC_BASE \
            and c.s.bfs[c.s.o_loc[source] - 1].prev_controller < 0
    if name == CN_FIRST_GEAR_THIS_TURN:     # none played yet by `controller` or a teammate
        return c.s.players[controller].gear_turn != c.s.turn + 1 and (    # (740.1)
            not c.s.n_teams or
            c.s.players[ally_of(c.s, controller)].gear_turn != c.s.turn + 1)
    if name == CN_FIRST_FRIENDLY_DEATH:
        return c.s.players[controller].died_turn == c.s.turn + 1 and \
            c.s.players[controller].died_n == 0
    fail(c, 110)
    return 0




cdef void fire_you_stun(Ctx* c, int32_t o, int32_t by) noexcept nogil:
    """effects.stun: "when you stun …" for `by`, noting the unit's epoch and location."""
    cdef int32_t first = c.s.n_pending, k
    fire_player(c, TE_YOU_STUN, by, o, NONE)
    note_trigger_epoch(c, first, o)
    for k in range(first, c.s.n_pending):
        c.s.pending[k].rule_n = c.s.o_loc[o]     # extra["event_loc"] (359.3.f.3)




cdef void fire_stunned_enemies(Ctx* c, int32_t n_enemies, int32_t by) noexcept nogil:
    """effects.fire_stunned_enemies: "when you stun one or more enemy units", once per
    instruction that stunned `n_enemies` > 0 units an opponent of `by` controls."""
    if n_enemies > 0:
        fire_player(c, TE_YOU_STUN_ENEMIES, by, NONE, NONE)




cdef void fire_trash(Ctx* c, int32_t event, int32_t player) noexcept nogil:
    """triggers.fire_trash (385.2): the cards of `player`'s trash, in trash order."""
    cdef int32_t ids[MAXL]
    cdef int32_t n = c.s.players[player].n_trash, i, o, card, first, r
    zl_copy(ids, trash_of(&c.s.players[player]), n)
    for i in range(n):
        o = ids[i]
        card = c.s.o_card[o]
        first = card_col(c.t, card, C_TR_FIRST)
        for r in range(first, first + card_col(c.t, card, C_TR_N)):
            if c.t.abilities[r * AW + AB_ON] == event:
                queue(c, o, r, player, o, LOC_NONE)




# ------------------------------------------------------------------ delays (390.2)

cdef inline void fire_delays_unit(Ctx* c, int32_t o, int32_t player,
                                  int32_t event) noexcept nogil:
    """triggers.fire_delayed(g, "you_play_unit" / "friendly_unit_played", player,
    trigger_obj=o): this turn's delays of `player` trigger, TRIGGER naming the unit while it is
    the same object. A DE_FRIENDLY_UNIT_PLAYED delay stays for the rest of the turn
    (triggers.LASTING_DELAY_EVENTS, 390.2). (Inline: none at all.)"""
    if c.s.n_delays == 0:
        return
    fire_delays_unit_due(c, o, player, event)




cdef void fire_delays_unit_due(Ctx* c, int32_t o, int32_t player, int32_t event) noexcept nogil:
    """fire_delays_unit past its quick answer."""
    cdef int32_t i = 0, j
    cdef int16_t* d
    cdef Pending* pt
    while i < c.s.n_delays:
        d = c.s.delays + DELAY_WORDS * i
        if d[DELAY_EVENT] != event or d[DELAY_TURN] != c.s.turn or \
                d[DELAY_CONTROLLER] != player:
            i += 1
            continue
        if c.s.n_pending >= MAXPT:
            fail(c, ERR_CAP_PENDING)
            return
        pt = &c.s.pending[c.s.n_pending]
        c.s.n_pending += 1
        memset(pt, 0, sizeof(Pending))
        pt.controller = d[DELAY_CONTROLLER]
        pt.source = d[DELAY_SOURCE]
        pt.ability = d[DELAY_ABILITY]
        pt.trigger_obj = o
        pt.here = LOC_NONE
        pt.trig_epoch = c.s.o_epoch[o] + 1
        if event == DE_FRIENDLY_UNIT_PLAYED:    # each time this turn: the delay stays
            i += 1
            continue
        for j in range(i, c.s.n_delays - 1):
            memcpy(c.s.delays + DELAY_WORDS * j, c.s.delays + DELAY_WORDS * (j + 1),
                   DELAY_WORDS * sizeof(int16_t))
        c.s.n_delays -= 1
        c.s.n_delayed -= 1




cdef void fire_win_combat(Ctx* c, int32_t loc, int32_t winner) noexcept nogil:
    """combat.h_combat_resolution: "when I win a combat": each unit of the combat still on
    the board here on the winning side, in object order."""
    cdef int32_t o
    if winner == NONE:
        return
    for o in range(c.s.n_objs):
        if oseen(c.s, o) and c.s.o_zone[o] == Z_BOARD and c.s.o_loc[o] == loc and \
                octl(c.s, o) == winner:
            fire_self(c, TE_WIN_COMBAT_SELF, o, NONE, NONE)
            fire_watches(c, EK_WATCH_WIN_COMBAT, o)   # "when it wins … this turn" (ops_unl.pxi)
    fire_player(c, TE_YOU_WIN_COMBAT, winner, NONE, NONE)   # "when you win a combat"




cdef void fire_move_self(Ctx* c, int32_t u, int32_t dest) noexcept nogil:
    """movement.move_units: "When I move", noting the destination (extra event_loc, for
    move_to_event_loc: Irresistible Faefolk's "that battlefield", 359.3.f.3)."""
    cdef int32_t first = c.s.n_pending, k
    fire_self(c, TE_MOVE_SELF, u, dest, NONE)
    for k in range(first, c.s.n_pending):
        c.s.pending[k].rule_n = dest




cdef void fire_you_defend(Ctx* c, int32_t defender, int32_t loc) noexcept nogil:
    """cleanup.begin_combat: "When you defend at a battlefield", noting that battlefield (the
    event location, for move_to_event_loc: "… move me there", 359.3.f.3)."""
    cdef int32_t first = c.s.n_pending, k
    fire_player(c, TE_YOU_DEFEND, defender, NONE, NONE)
    for k in range(first, c.s.n_pending):
        c.s.pending[k].rule_n = loc





cdef void fire_ally_moved_from(Ctx* c, int32_t u, int32_t origin, int32_t dest) noexcept nogil:
    """movement.move_units: "when a friendly unit moves from my location": the objects of the
    moved unit's controller still on the board at its origin (not the unit), noting its
    destination (extra event_loc, for move_to_event_loc: "I may be moved with it")."""
    cdef int32_t o, w, first = c.s.n_pending, k
    cdef uint32_t bits
    cdef uint32_t mask[MAXOW]
    if not event_listened(c, TE_ALLY_MOVES_FROM_MY_LOC):
        return
    active_with_triggers(c, mask)
    for w in range((c.s.n_objs + 31) >> 5):
        bits = mask[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if o == u or c.s.o_zone[o] != Z_BOARD or c.s.o_loc[o] != origin:
                continue
            fire_player_obj(c, TE_ALLY_MOVES_FROM_MY_LOC, octl(c.s, u), u, NONE, o)
    for k in range(first, c.s.n_pending):
        c.s.pending[k].rule_n = dest




# ------------------------------------------------------------------ Targeting Effects (383.4.b)

cdef void fire_chosen(Ctx* c, ChainItem* item) noexcept nogil:
    """triggers.fire_chosen: as a spell or ability that targets is finalized (383.4.b.2),
    each friendly unit it chose (355.14.d: each pick) fires its "When you choose me" (and
    "… with a spell") and its controller's "When you choose a friendly unit". Each enemy unit
    or gear a spell or a unit's ability chose counts for its controller's enemy_chosen."""
    cdef int32_t i, o, ty
    cdef int counts = item.kind == CK_SPELL or otype(c, item.source) == TY_UNIT
    cdef int listened = event_listened(c, TE_CHOSEN_SELF) or \
        event_listened(c, TE_CHOSEN_SELF_BY_SPELL) or event_listened(c, TE_YOU_CHOOSE_FRIENDLY) \
        or event_listened(c, TE_UNIT_CHOSEN_HERE_BY_SPELL)
    for i in range(item_ntg(c, item)):
        o = item_tg(c, item).targets[i]
        if o >= CHAIN_TARGET or c.s.o_zone[o] != Z_BOARD:    # (a chain item: no object)
            continue
        ty = otype(c, o)
        if counts and is_opponent(c.s, octl(c.s, o), item.controller) and \
                (ty == TY_UNIT or ty == TY_GEAR):
            c.s.players[item.controller].enemy_chosen += 1
        if not listened or ty != TY_UNIT or not friends(c.s, octl(c.s, o), item.controller):
            continue
        if octl(c.s, o) == item.controller:  # (a teammate's unit: "When you choose a
            fire_self(c, TE_CHOSEN_SELF, o, NONE, NONE)    # friendly unit" only, 740.1)
            if item.kind == CK_SPELL:
                fire_self(c, TE_CHOSEN_SELF_BY_SPELL, o, NONE, NONE)
                if c.s.o_loc[o] > 0:         # a battlefield's "… a friendly unit here with
                    fire_battlefield(c, TE_UNIT_CHOSEN_HERE_BY_SPELL, c.s.o_loc[o] - 1,   # a
                                     item.controller, o)                                  # spell"
        fire_player(c, TE_YOU_CHOOSE_FRIENDLY, item.controller, o, NONE)
