# Triggered abilities (reference/triggers.py) and the effect VM (reference/effects.py).
#
# Code rows are CODEW ints (riftsim.cards.compile.tables documents them): an instruction, then the
# rows of its nested blocks (IF: then, else; MAY: then), so a block is skipped by length.
# The VM's frames and an op's progress live in the resolve task's data words, so a decision
# in the middle of an effect is ordinary state.

# trigger events (dsl.Triggered.on); riftsim.cards.compile.TRIGGER_EVENTS lists the same
cdef enum:
    TE_PLAY_SELF = 1
    TE_END_TURN = 2
    TE_BEGINNING = 3
    TE_FIRST_BEGINNING_ANY = 4
    TE_MOVE_SELF = 5
    TE_ATTACK = 6
    TE_DEFEND = 7
    TE_TAKE_DAMAGE = 8
    TE_DIES = 9
    TE_COMBAT_START_HERE = 10
    TE_DEFEND_HERE = 11
    TE_COMBAT_END_SELF = 12
    TE_CONQUER = 13
    TE_HOLD = 14
    TE_YOU_CONQUER = 15
    TE_YOU_HOLD = 16
    TE_CONQUER_HERE = 17
    TE_HOLD_HERE = 18
    TE_YOU_PLAY_CARD = 19
    TE_YOU_PLAY_UNIT = 20
    TE_YOU_PLAY_SPELL = 21

# opcodes
cdef enum:
    OP_DEAL = 1
    OP_KILL = 2
    OP_DRAW = 3
    OP_DISCARD = 4
    OP_BUFF = 5
    OP_STUN = 6
    OP_READY = 7
    OP_EXHAUST = 8
    OP_HEAL = 9
    OP_MIGHT = 10
    OP_GIVE = 11
    OP_RECALL = 12
    OP_CHANNEL = 13
    OP_ADD_ENERGY = 14
    OP_ADD_POWER = 15
    OP_GAIN_POINTS = 16
    OP_MAY = 17
    OP_IF = 18
    OP_BURN = 19
    OP_UNITS_ENTER_READY = 20
    OP_TOKEN = 21
    TD_BASE = 0         # token destinations (CO_DUR of OP_TOKEN)
    TD_HERE = 1
    TD_CHOOSE = 2
    TD_THERE = 3

# code row columns
cdef enum:
    CO_OP = 0
    CO_REF = 1          # reference kind (REF_*)
    CO_ARG = 2          # target slot, or selector row for EACH
    CO_N = 3            # literal number; IF: condition row
    CO_KW = 4           # keyword id (GIVE), power slot (ADD_POWER), WHO_* (DRAW)
    CO_DUR = 5          # DUR_* (MIGHT, GIVE); CHANNEL: ready
    CO_AUX = 6          # MIGHT: floor (-999 none); IF / MAY: then length
    CO_AUX2 = 7         # IF: else length
    CODEW = 8

cdef enum:
    REF_NONE = 0
    REF_TARGET = 1
    REF_SELF = 2
    REF_TRIGGER = 3
    REF_EACH = 4
    WHO_YOU = 0
    WHO_OPPONENT = 1
    WHO_EACH = 2

# condition rows (dsl.Cond)
cdef enum:
    CN_HAND_LE = 1
    CN_TRIGGER_IS = 2
    CN_COUNT = 3
    CN_AT_BATTLEFIELD = 4
    CN_ALONE = 5
    CN_BUFFED = 6
    CN_CONTROLS = 7
    CN_IN_COMBAT = 8
    CN_RUNES_GE = 9
    CN_OPP_WITHIN = 10
    CN_UNIT_DIED = 11
    CN_BF_COUNT = 12
    CN_COUNT_AT_TRIGGER = 13
    CN_MY_TURN = 14
    CN_TRIGGER_TOKEN = 15
    CN_DISCARDED = 16
    CD_NAME = 0
    CD_SEL = 1
    CD_A0 = 2           # COUNT, BF_COUNT: comparison (0 eq, 1 ge, 2 le); else its number
    CD_A1 = 3           # COUNT, BF_COUNT: the number
    CDW = 4


# ------------------------------------------------------------------ conditions

cdef inline int compare(int32_t n, int32_t cmp, int32_t want) noexcept nogil:
    if cmp == 0:
        return n == want
    if cmp == 1:
        return n >= want
    return n <= want


cdef int32_t count_matching(Ctx* c, int32_t sel, int32_t controller, int32_t source,
                            int32_t here) noexcept nogil:
    """len(select.candidates(…))."""
    cdef int32_t n = 0, k, nd
    cdef int32_t dom[MAXO]
    nd = sel_domain(c, sel, dom)
    for k in range(nd):
        if sel_matches(c, sel, dom[k], controller, source, here):
            n += 1
    return n


cdef int holds(Ctx* c, int32_t row, int32_t controller, int32_t source,
               int32_t trigger_obj) noexcept nogil:
    """select.holds for a condition row (-1 = no condition)."""
    cdef const int32_t* cd
    cdef int32_t n = 0, o, here, want, name, i
    if row < 0:
        return 1
    cd = c.t.conds + row * CDW
    name = cd[CD_NAME]
    if CN_LEGION <= name < 60:
        return holds_kw(c, cd, controller, source, trigger_obj)   # keywords2.pxi
    if name == CN_AT_BATTLEFIELD:
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and c.s.o_loc[source] > LOC_BASE
    if name == CN_BUFFED:
        return source >= 0 and c.s.o_buff[source] > 0
    if name == CN_ALONE:                     # 741.1: the only one of its side in the combat
        if source < 0 or (c.s.o_designation[source] != ATTACKER and
                          c.s.o_designation[source] != DEFENDER):
            return 0
        for o in range(c.s.n_objs):
            if o != source and c.s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT and \
                    c.s.o_loc[o] == c.s.o_loc[source] and \
                    c.s.o_controller[o] == c.s.o_controller[source] and \
                    c.s.o_designation[o] == c.s.o_designation[source]:
                return 0
        return 1
    if name == CN_CONTROLS:
        for o in range(c.s.n_objs):
            if c.s.o_controller[o] == controller and \
                    sel_matches(c, cd[CD_SEL], o, controller, source, LOC_NONE):
                return 1
        return 0
    if name == CN_IN_COMBAT:                 # 741.3
        return source >= 0 and c.s.o_zone[source] == Z_BOARD and c.s.sd_active and \
            c.s.sd_combat and (c.s.o_designation[source] == ATTACKER or
                               c.s.o_designation[source] == DEFENDER)
    if name == CN_RUNES_GE:
        return c.s.players[controller].n_runes >= cd[CD_A0]
    if name == CN_OPP_WITHIN:
        for i in range(2):
            if i != controller and c.s.players[i].points >= c.s.victory_score - cd[CD_A0]:
                return 1
        return 0
    if name == CN_UNIT_DIED:
        return c.s.players[0].units_died > 0 or c.s.players[1].units_died > 0
    if name == CN_BF_COUNT:                  # a battlefield you control with N matching there
        for i in range(c.s.n_bfs):
            if c.s.bfs[i].controller == controller and compare(
                    count_matching(c, cd[CD_SEL], controller, source, i + 1), cd[CD_A0],
                    cd[CD_A1]):
                return 1
        return 0
    if name == CN_COUNT_AT_TRIGGER:          # N+ matching where the trigger's object is
        here = location_of(c, trigger_obj) if trigger_obj >= 0 else LOC_NONE
        return here != LOC_NONE and \
            count_matching(c, cd[CD_SEL], controller, source, here) >= cd[CD_A0]
    if name == CN_MY_TURN:
        return controller == c.s.turn_player
    if name == CN_TRIGGER_TOKEN:             # 176
        return trigger_obj >= 0 and c.s.o_token[trigger_obj]
    if name == CN_DISCARDED:
        return c.s.players[controller].discarded > 0
    if name == CN_HAND_LE:
        return c.s.players[controller].n_hand <= cd[CD_A0]
    if cd[CD_NAME] == CN_TRIGGER_IS:
        if trigger_obj < 0:
            return 0
        return trigger_matches(c, cd[CD_SEL], trigger_obj, controller, source)
    if cd[CD_NAME] == CN_COUNT:
        here = location_of(c, source) if source >= 0 else LOC_NONE
        return compare(count_matching(c, cd[CD_SEL], controller, source, here), cd[CD_A0],
                       cd[CD_A1])
    if 100 <= cd[CD_NAME] < 110:
        return holds_cost(c, cd, controller, source, trigger_obj)  # costs2.pxi
    if 80 <= cd[CD_NAME] < 100:
        return holds_gear(c, cd, controller, source, trigger_obj)  # activate.pxi
    if 110 <= cd[CD_NAME] < 130:
        return holds_trig2(c, cd, controller, source, trigger_obj)  # trig2.pxi
    if 60 <= cd[CD_NAME] < 80:
        return holds2(c, cd, controller, source, trigger_obj)     # ops2.pxi
    if 160 <= cd[CD_NAME] < 170:
        return holds_tailb(c, cd, controller, source, trigger_obj)  # tailb.pxi
    if 130 <= cd[CD_NAME] < 140:
        return holds_empower(c, cd, controller, source, trigger_obj)  # empower.pxi
    if 190 <= cd[CD_NAME] < 200:
        return holds_tourb(c, cd, controller, source, trigger_obj)  # tourb.pxi
    if 180 <= cd[CD_NAME] < 190:
        return holds_toura(c, cd, controller, source, trigger_obj)  # toura.pxi
    fail(c, 20)
    return 0


cdef int trigger_matches(Ctx* c, int32_t sel, int32_t o, int32_t controller,
                         int32_t source) noexcept nogil:
    """"when a … unit dies": a selector "on the board" matches it in the trash (select.holds)."""
    if c.s.o_zone[o] != Z_BOARD and c.t.sels[sel * SELW + SEL_WHERE] == W_BOARD:
        return sel_matches_anywhere(c, sel, o, controller, source)
    return sel_matches(c, sel, o, controller, source, LOC_NONE)


cdef int sel_matches_anywhere(Ctx* c, int32_t sel, int32_t o, int32_t controller,
                              int32_t source) noexcept nogil:
    cdef int32_t copy[SELW]
    memcpy(copy, c.t.sels + sel * SELW, SELW * sizeof(int32_t))
    copy[SEL_WHERE] = W_ANY
    copy[SEL_ALT] = -1
    return sel_matches_base(c, copy, o, controller, source, LOC_NONE)


# ------------------------------------------------------------------ triggers

cdef void queue(Ctx* c, int32_t o, int32_t ab, int32_t controller, int32_t trigger_obj,
                int32_t here) noexcept nogil:
    """triggers._queue (383.3.e)."""
    cdef const int32_t* abr = ability_row(c, ab)
    cdef Pending* pt
    if not holds(c, abr[AB_COND], controller, o, trigger_obj):
        return
    if not once_per_turn_ok(c, o, ab):       # once per turn (activate.pxi)
        return
    if c.s.n_pending >= MAXPT:
        fail(c, 21)
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
    pt.trig_epoch = 0                        # (costs2.pxi: note_self_epoch)


cdef void fire_self(Ctx* c, int32_t event, int32_t o, int32_t here,
                    int32_t trigger_obj) noexcept nogil:
    """A "When I …" event of `o`; `here` NONE = its location."""
    cdef int32_t card = c.s.o_card[o], first = card_col(c.t, card, C_TR_FIRST)
    cdef int32_t n = card_col(c.t, card, C_TR_N), r
    if here == NONE:
        here = c.s.o_loc[o]
    for r in range(first, first + n):
        if c.t.abilities[r * AW + AB_ON] == event:
            queue(c, o, r, c.s.o_controller[o], trigger_obj if trigger_obj != NONE else o, here)
    fire_effect_text(c, event, o, c.s.o_controller[o],           # 718.3 (activate.pxi)
                     trigger_obj if trigger_obj != NONE else o, here)


cdef inline void active_with_triggers(Ctx* c, uint32_t* mask) noexcept nogil:
    """The active objects (384.1, active_objs) whose card has triggered abilities (tr_objs),
    as a bitmask by object id."""
    active_objs(c, c.s.tr_objs, mask)


cdef void fire_player(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                      int32_t exclude) noexcept nogil:
    """A "When you …" event: every active object `player` controls (411.4), in object order
    (only active objects whose card has triggered abilities: active_with_triggers)."""
    cdef int32_t o, w
    cdef uint32_t bits
    cdef uint32_t mask[MAXOW]
    if event == TE_END_TURN and c.s.n_attached:     # Effect Text "at the end of your turn"
        fire_player_et(c, event, player, trigger_obj, exclude)   # (toura.pxi)
        return
    if not event_listened(c, event):         # no card of the game triggers on it
        return
    active_with_triggers(c, mask)
    for w in range((c.s.n_objs + 31) >> 5):
        bits = mask[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            fire_player_obj(c, event, player, trigger_obj, exclude, o)


cdef inline int event_listened(Ctx* c, int32_t event) noexcept nogil:
    """Could any object of this game trigger on `event` (te_mask)? Only its triggered
    abilities (C_TR_FIRST..) are noted, the ones fire_player_obj reads."""
    return event < 0 or event >= 32 * MAXTEW or (c.s.te_mask[event >> 5] >> (event & 31)) & 1


cdef inline void fire_player_obj(Ctx* c, int32_t event, int32_t player, int32_t trigger_obj,
                                 int32_t exclude, int32_t o) noexcept nogil:
    cdef int32_t z = c.s.o_zone[o], card = c.s.o_card[o], first, n, r, bf
    if (z != Z_BOARD and z != Z_LEGEND and z != Z_BATTLEFIELD) or o == exclude:
        return
    n = card_col(c.t, card, C_TR_N)
    if n == 0:
        return
    if z == Z_BATTLEFIELD:
        bf = bf_of_obj(c, o)
        if bf < 0 or c.s.bfs[bf].controller != player:
            return
    elif c.s.o_controller[o] != player:
        return
    first = card_col(c.t, card, C_TR_FIRST)
    for r in range(first, first + n):
        if c.t.abilities[r * AW + AB_ON] == event:
            queue(c, o, r, player, trigger_obj, c.s.o_loc[o])


cdef void fire_battlefield(Ctx* c, int32_t event, int32_t bf, int32_t player,
                           int32_t trigger_obj) noexcept nogil:
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
    fire_player(c, TE_BEGINNING, tp, NONE, NONE)


cdef void fire_played(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """A permanent was played (triggers.fire_played)."""
    fire_self(c, TE_PLAY_SELF, o, NONE, NONE)
    fire_vision(c, o, player)                # 817
    fire_played_gear(c, o, player)           # Weaponmaster, Quick-Draw (activate.pxi)
    if not c.s.o_token[o]:
        fire_player(c, TE_YOU_PLAY_CARD, player, o, o)
    if otype(c, o) == TY_UNIT:
        fire_player(c, TE_YOU_PLAY_UNIT, player, o, o)
        fire_delays_unit(c, o, player)      # "the next time you play a unit" (shenvex.pxi)
    fire_played_trig2(c, o, player)          # opponents', "played here" (trig2.pxi)


cdef void fire_spell_played(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """419.4.a: a spell counts as played when it resolves."""
    fire_player(c, TE_YOU_PLAY_CARD, player, o, NONE)
    fire_player(c, TE_YOU_PLAY_SPELL, player, o, NONE)


# ------------------------------------------------------------------ the VM

# resolve task words: d[0..2] identify the item; d[3] frames; frame k = (d[4 + 2k] pc,
# d[5 + 2k] end), at most 4; d[12] progress of the current op (0 = not started)

cdef void vm_begin(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    cdef int32_t ab = item_ability_row(c, item)
    t.d[3] = 0
    t.d[12] = 0
    if item.kind == CK_TRIGGER and (item.ability == AB_TEMPORARY or item.ability == AB_VISION
                                    or item.ability == AB_HUNT):
        t.d[3] = 1                           # 816 / 817 / 823: the builder's first code rows
        t.d[4] = CODE_TEMPORARY if item.ability == AB_TEMPORARY else (
            CODE_VISION if item.ability == AB_VISION else CODE_HUNT)
        t.d[5] = t.d[4] + 1
        return
    if ab < 0:
        if item.ability == REFLEXIVE_OPS and item.code_n > 0:    # ops2.pxi
            t.d[3] = 1
            t.d[4] = item.code
            t.d[5] = item.code + item.code_n
        return
    t.d[3] = 1
    t.d[4] = ability_row(c, ab)[AB_CODE]
    t.d[5] = t.d[4] + ability_row(c, ab)[AB_CODE_N]


cdef inline int32_t op_rows(const int32_t* ins) noexcept nogil:
    if ins[CO_OP] >= 60:
        return op_rows2(ins)
    if ins[CO_OP] == OP_IF:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    if ins[CO_OP] == OP_MAY:
        return 1 + ins[CO_AUX]
    if ins[CO_OP] == OP_IF_AT_LEAST:
        return 1 + ins[CO_AUX] + ins[CO_AUX2]
    return 1


cdef void run_nested(Ctx* c, Task* t, int32_t start, int32_t n) noexcept nogil:
    if n <= 0:
        return
    if t.d[3] >= 4:
        fail(c, 22)
        return
    t.d[4 + 2 * t.d[3]] = start
    t.d[5 + 2 * t.d[3]] = start + n
    t.d[3] += 1


cdef int resolve_ref(Ctx* c, ChainItem* item, const int32_t* ins, int32_t* out) noexcept nogil:
    """effects.resolve_ref: the objects an instruction names, in canonical order."""
    cdef int32_t kind = ins[CO_REF], n = 0, i, o, ab, here, sel, slot, nd
    cdef int32_t dom[MAXO]
    if kind >= 60:
        return resolve_ref2(c, item, ins, out)
    if kind == REF_SELF:
        out[0] = item.source
        return 1
    if kind == REF_TRIGGER:
        if item.trigger_obj == NONE:
            return 0
        if item.trig_epoch and c.s.o_epoch[item.trigger_obj] != item.trig_epoch - 1:
            return 0                         # 359.3.e.4: a new object now (ops2.pxi)
        out[0] = item.trigger_obj
        return 1
    if kind == REF_EACH:
        here = item_here(c, item)
        nd = sel_domain(c, ins[CO_ARG], dom)
        for i in range(nd):
            o = dom[i]
            if sel_matches(c, ins[CO_ARG], o, item.controller, item.source, here):
                out[n] = o
                n += 1
        return n
    if kind == REF_TARGET:                   # 359.3.e: still legal targets
        ab = item_ability_row(c, item)
        sel = c.t.targets[(ability_row(c, ab)[AB_TG_FIRST] + ins[CO_ARG]) * TGW + TG_SEL]
        here = item_here(c, item)
        slot = ins[CO_ARG] + item.run * ability_row(c, ab)[AB_TG_N]    # [Repeat] (ops2.pxi)
        for i in range(item.n_targets):
            o = item.targets[i]
            if item.tslot[i] != slot or c.s.o_epoch[o] != item.tepoch[i]:
                continue
            if not sel_matches(c, sel, o, item.controller, item.source, here):
                continue
            out[n] = o
            n += 1
        return n
    return 0


cdef void add_effect(Ctx* c, int32_t kind, int32_t target, int32_t n, int32_t kw,
                     int32_t duration, int32_t controller) noexcept nogil:
    cdef Effect* e
    if c.s.n_effects >= MAXE:
        fail(c, 23)
        return
    e = &c.s.effects[c.s.n_effects]
    c.s.n_effects += 1
    e.kind = kind
    e.target = target
    e.epoch = c.s.o_epoch[target]
    e.n = n
    e.kw = kw
    e.duration = duration
    e.timestamp = next_timestamp(c)
    e.controller = controller
    c.s.dirty = 1


cdef void add_player_effect(Ctx* c, int32_t kind, int32_t player, int32_t n) noexcept nogil:
    """ops_ogn._player_effect: an effect on a player (target NONE) until the end of turn."""
    cdef Effect* e
    if c.s.n_effects >= MAXE:
        fail(c, 23)
        return
    e = &c.s.effects[c.s.n_effects]
    c.s.n_effects += 1
    e.kind = kind
    e.target = NONE
    e.epoch = 0
    e.n = n
    e.kw = -1
    e.duration = DUR_TURN
    e.timestamp = next_timestamp(c)
    e.controller = player


cdef int op_token(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """effects._token: play unit or gear tokens (176-184) at base, "here", "there" or a chosen
    location (182.1.a / 355.2.a: base or a battlefield you control)."""
    cdef int32_t card = ins[CO_KW], ty = card_col(c.t, card, C_TYPE), ctl = item.controller
    cdef int32_t loc, a, n = 0, i, x
    cdef int32_t opts[MAXBF + 1]
    cdef int accel
    if t.d[12] == 0:                         # d[13] 1 + the location, d[14] tokens made, d[15]
        t.d[12] = 1                          # the Accelerate answer (toura.pxi)
        t.d[13] = 0
        t.d[14] = 0
        t.d[15] = 0
    loc = LOC_BASE if ins[CO_DUR] == TD_BASE else item_here(c, item)
    if ins[CO_DUR] == TD_THERE:
        loc = location_of(c, item.trigger_obj) if item.trigger_obj != NONE else NONE
    if ins[CO_DUR] == TD_CHOOSE and ty == TY_UNIT and t.d[13]:
        loc = t.d[13] - 1
    elif ins[CO_DUR] == TD_CHOOSE and ty == TY_UNIT:
        if t.answer == NONE and item.hidden_loc:   # 811.1.d.3: a hidden card's play effect
            opts[n] = enc(A_LOCATION, item.hidden_loc)
            n += 1
        elif t.answer == NONE:
            opts[n] = enc(A_LOCATION, LOC_BASE)
            n += 1
            for i in range(c.s.n_bfs):
                if c.s.bfs[i].controller == ctl:
                    opts[n] = enc(A_LOCATION, i + 1)
                    n += 1
        a = choose(c, t, D_PLAY_LOCATION, ctl, opts, n, item.source)
        if a == WAIT:
            return WAIT
        loc = a & 0xFFFF
        t.d[13] = loc + 1
    if loc < 0:
        loc = LOC_BASE
    for i in range(t.d[14], ins[CO_N]):
        accel = 0
        if ty == TY_UNIT:                    # a granted Accelerate (Rek'Sai, toura.pxi)
            if toura_token_accelerate(c, t, item, card) == WAIT:
                return WAIT
            accel = t.d[15] == 2
        x = new_obj(c, card, ctl, Z_BOARD, 1)
        if c.error:
            return 0
        c.s.o_loc[x] = loc if ty == TY_UNIT else LOC_BASE
        place_obj(c, x)
        c.s.o_exhausted[x] = (not ins[CO_AUX] and ty == TY_UNIT) or ins[CO_AUX2]
        if c.s.o_exhausted[x] and not ins[CO_AUX2] and ty == TY_UNIT:
            c.s.o_exhausted[x] = not enters_ready(c, x)   # tokens are played too (350.2)
        if accel and not ins[CO_AUX2]:       # 805.1.a: it enters ready
            c.s.o_exhausted[x] = 0
        t.d[14] = i + 1
        t.d[15] = 0
        emit(c, EV_TOKEN, ctl, x, c.s.o_loc[x], 0)
        if c.s.o_loc[x] > LOC_BASE:
            contest(c, c.s.o_loc[x] - 1, ctl)
        fire_played(c, x, ctl)
        if i == 0:                           # IT: the tokens made (t.data["it"])
            item.it_obj = x
        item.it_n = i + 1
    c.s.dirty = 1
    return 0


cdef int32_t bonus_damage(Ctx* c, ChainItem* item, int32_t o) noexcept nogil:
    """effects.bonus_damage (712-715): passives "your spells and abilities deal n Bonus Damage"
    and "… to units here"; never negative (714.2)."""
    cdef int32_t total = 0, s, r, first, n, ctl, bf, k, nsrc
    cdef int32_t srcs[MAXO]
    cdef const int32_t* st
    nsrc = static_sources(c, SK_BONUS_DAMAGE, srcs)
    for k in range(nsrc):
        s = srcs[k]
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        n = card_col(c.t, c.s.o_card[s], C_ST_N)
        for r in range(first, first + n):
            st = c.t.statics + r * SW
            if st[S_KIND] != SK_BONUS_DAMAGE or not static_active(c, s, st):
                continue
            ctl = c.s.o_controller[s]
            if c.s.o_zone[s] == Z_BATTLEFIELD:
                bf = bf_of_obj(c, s)
                ctl = c.s.bfs[bf].controller if bf >= 0 else NONE
            if st[S_KW] == 1 and ctl != item.controller:
                continue
            if st[S_SEL] >= 0 and not sel_matches(c, st[S_SEL], o, ctl, s, location_of(c, s)):
                continue
            total += st[S_N]
    total += spell_bonus_of(item)            # "the next spell you play …" (taila.pxi)
    return total if total > 0 else 0


cdef int run_op(Ctx* c, Task* t, ChainItem* item, int32_t pc) noexcept nogil:
    """One instruction; WAIT when it needs a decision (called again with the answer)."""
    cdef const int32_t* ins = c.t.code + pc * CODEW
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXL]
    cdef int32_t op = ins[CO_OP], n, i, o, k, a, pl, ctl = item.controller
    cdef int32_t nv
    cdef Player* p
    if op >= 120 and op < 140:               # gear / activated abilities (activate.pxi)
        return run_op_gear(c, t, item, ins)
    if op >= 140 and op < 160:               # additional costs area (costs2.pxi)
        return run_op_cost(c, t, item, ins)
    if op >= 160 and op < 180:               # trig2.pxi
        return run_op_trig2(c, t, item, ins)
    if op >= 180 and op < 200:               # Empower area (empower.pxi)
        return run_op_empower(c, t, item, ins)
    if op >= 260 and op < 280:               # tailc.pxi
        return run_op_tailc(c, t, item, ins)
    if op >= 240 and op < 260:               # tail B (tailb.pxi)
        return run_op_tailb(c, t, item, pc)
    if op >= 200 and op < 220:               # shenvex.pxi
        return run_op_shenvex(c, t, item, pc)
    if op >= 220 and op < 240:               # taila.pxi
        return run_op_taila(c, t, item, ins)
    if op >= 300 and op < 320:               # tourb.pxi
        return run_op_tourb(c, t, item, ins)
    if op >= 280 and op < 300:               # toura.pxi
        return run_op_toura(c, t, item, ins)
    if op >= 60:
        return run_op2(c, t, item, pc)               # ops2.pxi
    nv = op_value(c, item, ins) if op != OP_IF else 0    # dsl.Val (ops2.pxi)
    if op == OP_DEAL:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if nv != VNULL:
                deal_damage(c, ids[i], nv + bonus_damage(c, item, ids[i]) if nv >= 1 else nv,
                            item.source)
    elif op == OP_KILL:
        n = resolve_ref(c, item, ins, ids)
        note_kill_controllers(c, t, ids, n)  # "its controller draws" (effects it_ctl)
        if kill_deciding(c, t, ids, n) == WAIT:     # 373 / 370 (empower.pxi)
            return WAIT
    elif op == OP_DRAW:
        if ins[CO_KW] == WHO_CONTROLLER_OF:      # "its controller draws" after a Kill
            for i in range(t.d[13]):
                draw(c, t.d[14 + i], or0(nv))
        elif ins[CO_KW] == WHO_YOU:
            draw(c, ctl, or0(nv))
        elif ins[CO_KW] == WHO_OPPONENT:
            draw(c, opp(ctl), or0(nv))
        else:
            draw(c, c.s.turn_player, or0(nv))
            draw(c, opp(c.s.turn_player), or0(nv))
    elif op == OP_DISCARD:                   # 422: one card at a time, the player chooses
        if t.d[12] == 0:
            t.d[12] = or0(nv) + 1
        p = &c.s.players[ctl]
        while t.d[12] > 1 and p.n_hand:
            if t.answer == NONE:
                for i in range(p.n_hand):
                    opts[i] = enc(A_SELECT, p.hand[i])
            a = choose(c, t, D_CHOOSE_CARD, ctl, opts, p.n_hand, item.source)
            if a == WAIT:
                return WAIT
            discard(c, ctl, a & 0xFFFF)
            t.d[12] -= 1
    elif op == OP_BUFF:
        n = resolve_ref(c, item, ins, ids)
        k = 0
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and c.s.o_buff[o] <= 0:   # 426 / 702.3
                c.s.o_buff[o] = 1
                emit(c, EV_BUFF, c.s.o_controller[o], o, -1, 0)
                c.s.dirty = 1
                ids[k] = o
                k += 1
        for i in range(k):                   # "when you buff a friendly unit" (activate.pxi)
            if c.s.o_controller[ids[i]] == ctl:
                fire_player(c, TE_YOU_BUFF, ctl, ids[i], NONE)
    elif op == OP_STUN:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and not c.s.o_stunned[o]:   # 423.1.a.1
                c.s.o_stunned[o] = 1
                emit(c, EV_STUN, c.s.o_controller[o], o, -1, 0)
                fire_you_stun(c, o, ctl)     # trig2.pxi
        c.s.dirty = 1
    elif op == OP_READY or op == OP_EXHAUST:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] != Z_BOARD and c.s.o_zone[o] != Z_RUNES and \
                    c.s.o_zone[o] != Z_LEGEND:
                continue
            if op == OP_READY and c.s.o_exhausted[o]:
                c.s.o_exhausted[o] = 0
                emit(c, EV_READY, c.s.o_controller[o], o, -1, 0)
            elif op == OP_EXHAUST and not c.s.o_exhausted[o]:
                c.s.o_exhausted[o] = 1
                emit(c, EV_EXHAUST, c.s.o_controller[o], o, -1, 0)
        c.s.dirty = 1
    elif op == OP_HEAL:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] == Z_BOARD and c.s.o_damage[o]:
                c.s.o_damage[o] = 0
                emit(c, EV_HEAL, c.s.o_controller[o], o, -1, 0)
    elif op == OP_MIGHT:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            o = ids[i]
            if c.s.o_zone[o] != Z_BOARD or nv == VNULL:
                continue
            k = nv
            if ins[CO_AUX] != -999 and k < 0:     # 472.3.b: limited now
                a = ins[CO_AUX] - might(c, o)
                if a > 0:
                    a = 0
                if a > k:
                    k = a
            if k:
                add_effect(c, EK_MIGHT, o, k, -1, ins[CO_DUR], ctl)
    elif op == OP_GIVE:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                add_effect(c, EK_GIVE, ids[i], ins[CO_N], ins[CO_KW], ins[CO_DUR], ctl)
    elif op == OP_RECALL:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            recall(c, ids[i])
    elif op == OP_CHANNEL:
        channel(c, ctl, or0(nv), not ins[CO_DUR])
    elif op == OP_ADD_ENERGY:
        c.s.players[ctl].energy += or0(nv)
        emit(c, EV_ADD, ctl, -1, -1, or0(nv))
    elif op == OP_ADD_POWER:
        c.s.players[ctl].power[ins[CO_KW]] += or0(nv)
    elif op == OP_GAIN_POINTS:
        gain_points(c, ctl, or0(nv))
    elif op == OP_VISION:
        return run_vision(c, t, item)
    elif op == OP_IF_AT_LEAST:               # ops_sfd.if_at_least (Deathknell: 808.1.d.3)
        if might_of_self(c, item) >= ins[CO_N]:
            run_nested(c, t, pc + 1, ins[CO_AUX])
        else:
            run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
    elif op == OP_GAIN_XP:                   # 730.1; Hunt: the value noted (823.1.c.1)
        gain_xp(c, ctl, item.rule_n if ins[CO_KW] == 1 else ins[CO_N])
    elif op == OP_BURN:
        burn_cards(c, ctl, ins[CO_N])
    elif op == OP_UNITS_ENTER_READY:         # "units you play this turn enter ready"
        add_player_effect(c, EK_UNITS_ENTER_READY, ctl, 0)
    elif op == OP_TOKEN:
        return op_token(c, t, item, ins)
    elif op == OP_MAY:
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_MAY, ctl, opts, 2, item.source)
        if a == WAIT:
            return WAIT
        if a == YES:
            run_nested(c, t, pc + 1, ins[CO_AUX])
    elif op == OP_IF:
        if holds(c, ins[CO_N], ctl, item.source, NONE):
            run_nested(c, t, pc + 1, ins[CO_AUX])
        else:
            run_nested(c, t, pc + 1 + ins[CO_AUX], ins[CO_AUX2])
    else:
        fail(c, 24)
    return 0


cdef int vm_step(Ctx* c, Task* t, int32_t idx) noexcept nogil:
    """effects.step: run until done (0) or a decision is needed (WAIT)."""
    cdef int32_t pc, end, f, r, i
    cdef ChainItem* item
    while t.d[3] > 0 or vm_next_run(c, t):        # [Repeat]: the next execution (ops2.pxi)
        i = find_item(c, t)
        if c.s.over or i < 0:
            return 0
        item = &c.s.chain[i]
        f = t.d[3] - 1
        pc = t.d[4 + 2 * f]
        end = t.d[5 + 2 * f]
        if pc >= end:
            t.d[3] -= 1
            continue
        r = run_op(c, t, item, pc)
        if r == WAIT:
            return WAIT
        t.d[4 + 2 * f] = pc + op_rows(c.t.code + pc * CODEW)
        t.d[12] = 0
        if c.error:
            return 0
    return 0
