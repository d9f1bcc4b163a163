# Empower / Empowered (reference/ops_ven.py `empower`, `disempower`; select.holds "empowered";
# zones.banish's "when you banish a card you own") and the cost parts "discard N [of a card
# type]" (play.pay_discard, 357.2 / 422.3; chain.h_finalize's "discard 1 to …", 742.1.b),
# "banish N cards from any trash" (chain.h_finalize, 355.10.c.1) and "disempower me"
# (play.h_activate). Numbers: opcodes 180-199, trigger events 130-135, conditions 130-139,
# mirrored by riftsim.cards.compile (OPS, TRIGGER_EVENTS, CONDS).
#
# Empower, Empowered and Flow are rules 827-829 of the Core Rules dated 2026-07-16, which the
# project does not have (ops_ven.py's docstring): [Empower] is an activated ability "cost:
# Empower this, only if not Empowered" (827.1.c.1); Empowered is a binary status of an object
# on the board or in the legend zone, which can't be gained twice (441.1.a-b of that edition),
# so empowering an Empowered object does nothing and "when I become Empowered" (441.2.a) does
# not trigger; [Empowered] text is active only while it has the status (828.1.b.1). The status
# is lost as the object leaves the board (basics.move_to).

cdef enum:
    OP_EMPOWER = 180            # ops_ven._empower
    OP_DISEMPOWER = 181         # ops_ven._disempower
    TE_EMPOWERED_SELF = 130     # "when I become Empowered"; TRIGGER = me
    TE_YOU_BANISH_OWN = 131     # "when you banish a card you own" (427); TRIGGER = that card
    CN_EMPOWERED = 130          # the source has the Empowered status (828)
    # cost row columns (activate.pxi `costs`, after CS_BANISH_SELF; COSTW counts them)
    CS_DISCARD = 17             # discard N cards from your hand
    CS_DISCARD_TYPE = 18        # of this card type (TY_*), -1 any
    CS_BANISH_TRASH = 19        # a trigger's "banish N cards from any trash to …"
    CS_DISEMPOWER_SELF = 20     # an activated ability's "Disempower me, …:"


cdef int empower(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven.empower: 1 if `o` became Empowered (on the board / legend zone, not already)."""
    cdef int z = c.s.o_zone[o]
    if (z != Z_BOARD and z != Z_LEGEND) or c.s.o_empowered[o]:
        return 0
    c.s.o_empowered[o] = 1
    emit(c, EV_EMPOWER, c.s.o_controller[o], o, -1, 1)
    fire_self(c, TE_EMPOWERED_SELF, o, NONE, NONE)
    c.s.dirty = 1
    return 1


cdef int disempower(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven.disempower: 1 if `o` was Empowered and is no longer."""
    if not c.s.o_empowered[o]:
        return 0
    c.s.o_empowered[o] = 0
    emit(c, EV_EMPOWER, c.s.o_controller[o], o, -1, 0)
    c.s.dirty = 1
    return 1


cdef inline void fire_banish_own(Ctx* c, int32_t o, int32_t by) noexcept nogil:
    """zones.banish, after the move and its event: "when you banish a card you own" for the
    player banishing it (`by`, 411) if they own it; a token is no card (176)."""
    if by != NONE and c.s.o_owner[o] == by and not c.s.o_token[o]:
        fire_player(c, TE_YOU_BANISH_OWN, by, o, NONE)


cdef void banish_by(Ctx* c, int32_t o, int32_t by) noexcept nogil:
    """zones.banish (427): to its owner's banishment, by player `by` (fire_banish_own)."""
    move_to(c, o, Z_BANISHMENT, LOC_NONE, 0)
    emit(c, EV_BANISH, c.s.o_owner[o], o, -1, 0)
    fire_banish_own(c, o, by)


cdef int holds_empower(Ctx* c, const int32_t* cd, int32_t controller, int32_t source,
                       int32_t trigger_obj) noexcept nogil:
    """select.holds for conditions 130-139."""
    if cd[CD_NAME] == CN_EMPOWERED:          # 828: the source has the Empowered status
        return source >= 0 and c.s.o_empowered[source] != 0
    fail(c, 20)
    return 0


cdef int run_op_empower(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """Opcodes 180-199."""
    cdef int32_t op = ins[CO_OP], n, i
    cdef int32_t ids[MAXO]
    if op == OP_EMPOWER or op == OP_DISEMPOWER:
        n = resolve_ref(c, item, ins, ids)
        for i in range(n):
            if op == OP_EMPOWER:
                empower(c, ids[i])
            else:
                disempower(c, ids[i])
        return 0
    fail(c, 180)
    return 0


# ------------------------------------------------------------------ cost parts

cdef int hand_of_type(Ctx* c, int32_t player, int32_t ty, int32_t* out) noexcept nogil:
    """The hand cards a "discard … [of a card type]" cost may take (hand order)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t i, n = 0
    for i in range(p.n_hand):
        if ty < 0 or otype(c, p.hand[i]) == ty:
            out[n] = p.hand[i]
            n += 1
    return n


cdef int act_empower_cost_payable(Ctx* c, int32_t src, int32_t cost,
                                  int32_t player) noexcept nogil:
    """play._ability_cost_payable: the discard, discard-type and disempower parts."""
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t ids[MAXL]
    if cr[CS_DISCARD] and c.s.players[player].n_hand < cr[CS_DISCARD]:
        return 0
    if cr[CS_DISCARD_TYPE] >= 0 and hand_of_type(c, player, cr[CS_DISCARD_TYPE], ids) == 0:
        return 0
    if cr[CS_DISEMPOWER_SELF] and not c.s.o_empowered[src]:
        return 0
    return 1


cdef int pay_discard_cost(Ctx* c, Task* t, int32_t player, int32_t cost, int32_t source,
                          int word) noexcept nogil:
    """play.pay_discard (357.2, 422.3): one card at a time, the player choosing each; t.d[word]
    counts the discarded. 1 when paid (or the hand ran out), WAIT."""
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t n, i, a
    cdef int32_t ids[MAXL]
    cdef int32_t opts[MAXL]
    while t.d[word] < cr[CS_DISCARD]:
        if t.answer == NONE:
            n = hand_of_type(c, player, cr[CS_DISCARD_TYPE], ids)
            if n == 0:
                break
            for i in range(n):
                opts[i] = enc(A_SELECT, ids[i])
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, player, opts, n, source)
        if a == WAIT:
            return WAIT
        discard(c, player, a & 0xFFFF)
        t.d[word] += 1
    return 1


cdef int trig_empower_cost_payable(Ctx* c, ChainItem* item, int32_t cost) noexcept nogil:
    """chain._extra_cost_payable: the banish-from-any-trash and discard parts."""
    cdef const int32_t* cr = cost_row(c, cost)
    if cr[CS_BANISH_TRASH] and \
            c.s.players[0].n_trash + c.s.players[1].n_trash < cr[CS_BANISH_TRASH]:
        return 0
    if cr[CS_DISCARD] and c.s.players[item.controller].n_hand < cr[CS_DISCARD]:
        return 0
    return 1


cdef int trig_pay_empower_costs(Ctx* c, Task* t, ChainItem* item, int32_t cost) noexcept nogil:
    """chain.h_finalize stage 3: banish N cards from any trash (d[9] counts them), then discard
    N (d[10]). 1 when paid, WAIT."""
    cdef const int32_t* cr = cost_row(c, cost)
    cdef int32_t n, i, a, p, o
    cdef int32_t opts[2 * MAXL]
    while t.d[9] < cr[CS_BANISH_TRASH]:      # every trash, player 0's first (355.10.c.1)
        if t.answer == NONE:
            n = 0
            for p in range(2):
                for i in range(c.s.players[p].n_trash):
                    opts[n] = enc(A_SELECT, c.s.players[p].trash[i])
                    n += 1
            if n == 0:
                break
        else:
            n = 1
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, n, item.source)
        if a == WAIT:
            return WAIT
        o = a & 0xFFFF
        banish_by(c, o, item.controller)                 # zones.banish (427)
        t.d[9] += 1
    if cr[CS_DISCARD]:                       # "discard N to …" (742.1.b): any card
        return pay_discard_cost(c, t, item.controller, cost, item.source, 10)
    return 1


# ------------------------------------------------------------------ "you may pay [C] to save it"
# Unlicensed Armory's delayed replacement (ops_unl._save_from_death with a domain): "the next
# time it would die this turn, you may pay [that Power] to heal it, exhaust it and recall it
# instead" (390.3, 369-370). Its controller decides as the unit would die (370; ops_unl.
# _save_question, asked by effects.kill_deciding: the kill op and the cleanups' kills); the
# answer is kept on the effect (Effect.n: 0 unasked, 1 yes, 2 no) until that kill is done.

cdef inline void save_price(Effect* e, Price* p) noexcept nogil:
    """ops_unl._pay_price: one Power of the effect's domain (CO_KW index, DOMAINS order)."""
    memset(p, 0, sizeof(Price))
    price_add_power(p, 1 << e.kw)


cdef int ask_save_payments(Ctx* c, Task* t, int32_t* ids, int32_t n) noexcept nogil:
    """effects.kill_deciding's questions (ops_unl._save_question): for the units about to die
    (on the board, in `ids` order), each paid save effect on them (effect order) its
    controller can pay is asked about (MAY, source the unit) once. 1 when none is left, WAIT."""
    cdef int32_t k, i, o, a
    cdef Effect* e
    cdef Effect* q
    cdef Price price
    cdef int32_t opts[2]
    while True:
        q = NULL
        for k in range(n):
            o = ids[k]
            if c.s.o_zone[o] != Z_BOARD:
                continue
            for i in range(c.s.n_effects):
                e = &c.s.effects[i]
                if e.kind == EK_SAVE_FROM_DEATH and e.kw >= 0 and e.target == o and \
                        e.epoch == c.s.o_epoch[o] and e.n == 0:
                    save_price(e, &price)
                    if can_pay(c, e.controller, &price):
                        q = e
                        break
            if q != NULL:
                break
        if q == NULL:
            return 1
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_MAY, q.controller, opts, 2, o)
        if a == WAIT:
            return WAIT
        q.n = 1 if a == YES else 2


cdef void clear_save_answers(Ctx* c) noexcept nogil:
    """The answers belong to one kill (kill_deciding's `answers`)."""
    cdef int32_t i
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_SAVE_FROM_DEATH:
            c.s.effects[i].n = 0


cdef int kill_deciding(Ctx* c, Task* t, int32_t* ids, int32_t n) noexcept nogil:
    """effects.kill_deciding: the replacements' questions (Zhonya's Hourglass's choice, then
    "you may pay … instead"), then the kill (1), or WAIT (the caller runs again with the
    answer and the same units)."""
    if ask_hourglasses(c, t, ids, n) == WAIT:          # (DEATH_QUESTIONS order: taila.pxi)
        return WAIT
    if ask_save_payments(c, t, ids, n) == WAIT:
        return WAIT
    kill(c, ids, n)
    c.s.ka_n = 0
    clear_save_answers(c)
    return 1


cdef int kill_lethal_deciding(Ctx* c, Task* t) noexcept nogil:
    """cleanup.kill_lethal with its task (323.4-323.5; 373): 0 nothing died, 1, WAIT."""
    cdef int32_t dead[MAXO]
    cdef int32_t rows[3 * MAXO]
    cdef int32_t n = 0, o, w, nrows = -1
    cdef uint32_t bits
    for w in range((c.s.n_objs + 31) >> 5):  # the units on the board (the u_all index)
        bits = c.s.u_all[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_damage[o] <= 0:
                continue
            if nrows < 0:                    # might(): its passives worked out once
                nrows = might_passives(c, rows)
            if c.s.o_damage[o] >= might_with(c, o, rows, nrows, NULL):
                dead[n] = o
                n += 1
    if n == 0:
        return 0
    return kill_deciding(c, t, dead, n)
