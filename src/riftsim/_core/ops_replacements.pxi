# Card ops: replacement effects on death and damage (369-373): Zhonya's Hourglass, "save it
# from death" payments, "can't be damaged" (reference/ops_replacements.py).




cdef int replace_death(Ctx* c, int32_t o) noexcept nogil:
    """ops_replacements._replace_death (369-370): the unit would die: instead heal it, exhaust it and
    recall it; the effect is used up (370.2). 1 when it replaced the death."""
    cdef int32_t i = 0, j, kw, ans, ctl
    cdef Effect* e
    cdef Price price
    while i < c.s.n_effects:
        e = &c.s.effects[i]
        if e.kind != EK_SAVE_FROM_DEATH or e.target != o or e.epoch != c.s.o_epoch[o]:
            i += 1
            continue
        kw = e.kw
        ans = e.n
        ctl = e.controller
        for j in range(i, c.s.n_effects - 1):
            c.s.effects[j] = c.s.effects[j + 1]
        c.s.n_effects -= 1
        effect_changed(c, EK_SAVE_FROM_DEATH, o)
        if kw >= 0:                              # "you may pay [C] to …" (ops_ven.pxi)
            memset(&price, 0, sizeof(Price))
            price_add_power(&price, 1 << kw)
            if ans == 2 or not can_pay(c, ctl, &price):
                continue                         # declined: used up, no save
            pay(c, ctl, &price)
        if c.s.o_damage[o]:
            c.s.o_damage[o] = 0
            emit(c, EV_HEAL, octl(c.s, o), o, -1, 0)
        if not oflag(c.s, o, O_EXHAUSTED):
            oflag_set(c.s, o, O_EXHAUSTED, 1)
            emit(c, EV_EXHAUST, octl(c.s, o), o, -1, 0)
        if c.s.o_loc[o] != LOC_BASE:
            recall(c, o)                         # 449: not a move
        c.s.dirty = 1
        return 1
    return 0




# ------------------------------------------------------------------ "you may pay [C] to save it"
# Unlicensed Armory's delayed replacement (ops_replacements._save_from_death with a domain): "the next
# time it would die this turn, you may pay [that Power] to heal it, exhaust it and recall it
# instead" (390.3, 369-370). Its controller decides as the unit would die (370; ops_unl.
# _save_question, asked by effects.kill_deciding: the kill op and the cleanups' kills); the
# answer is kept on the effect (Effect.n: 0 unasked, 1 yes, 2 no) until that kill is done.

cdef inline void save_price(Effect* e, Price* p) noexcept nogil:
    """ops_replacements._pay_price: one Power of the effect's domain (CO_KW index, DOMAINS order)."""
    memset(p, 0, sizeof(Price))
    price_add_power(p, 1 << e.kw)




cdef int ask_save_payments(Ctx* c, Task* t, int32_t* ids, int32_t n) noexcept nogil:
    """effects.kill_deciding's questions (ops_replacements._save_question): for the units about to die
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
            effect_changed(c, EK_SAVE_FROM_DEATH, c.s.effects[i].target)




cdef int kill_deciding(Ctx* c, Task* t, int32_t* ids, int32_t n) noexcept nogil:
    """effects.kill_deciding: the replacements' questions (Zhonya's Hourglass's choice, then
    "you may pay … instead"), then the kill (1), or WAIT (the caller runs again with the
    answer and the same units)."""
    if ask_hourglasses(c, t, ids, n) == WAIT:          # (DEATH_QUESTIONS order: ops_replacements.pxi)
        return WAIT
    if ask_save_payments(c, t, ids, n) == WAIT:
        return WAIT
    if ask_paid_saves(c, t, ids, n) == WAIT:
        return WAIT
    if ask_free_save_order(c, t, ids, n) == WAIT:
        return WAIT
    kill(c, ids, n)
    c.s.ka_n = 0
    clear_save_answers(c)
    return 1




cdef inline int cant_be_damaged(Ctx* c, int32_t o) noexcept nogil:
    """effects.cant_be_damaged (ops_replacements.cant_take_damage): a passive "no_damage" of the
    unit itself whose condition holds (460.2.c.9). Inline the quick "no" of a game without
    such a passive."""
    if not has_static_kind(c, SK_NO_DAMAGE):
        return 0
    return cant_be_damaged_rows(c, o)




cdef int cant_be_damaged_rows(Ctx* c, int32_t o) noexcept nogil:
    """cant_be_damaged past its quick answer: the unit's passive rows."""
    cdef int32_t card, first, r
    card = c.s.o_card[o]
    first = card_col(c.t, card, C_ST_FIRST)
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        if c.t.statics[r * SW + S_KIND] == SK_NO_DAMAGE and \
                holds(c, c.t.statics[r * SW + S_COND], octl(c.s, o), o, NONE):
            return 1
    return 0




# ------------------------------------------------------------------ Zhonya's Hourglass (369-373)

cdef int hourglasses(Ctx* c, int32_t* out) noexcept nogil:
    """ops_replacements._hourglasses: the objects on the board with such a replacement, in object
    order."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, SK_HOURGLASS, srcs), k, m = 0
    for k in range(n):
        if c.s.o_zone[srcs[k]] == Z_BOARD and own_static(c, srcs[k], SK_HOURGLASS, 0):
            out[m] = srcs[k]
            m += 1
    return m




cdef int hourglass_saves(Ctx* c, int32_t s, int32_t o) noexcept nogil:
    """ops_replacements._hourglass_saves."""
    cdef int32_t card = c.s.o_card[s], first = card_col(c.t, card, C_ST_FIRST), r
    cdef const int32_t* st
    if s == o or otype(c, o) != TY_UNIT:
        return 0
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        st = c.t.statics + r * SW
        if st[S_KIND] == SK_HOURGLASS and st[S_KW] == HOURGLASS_BEARER:   # 718.3: its bearer
            return c.s.o_attached[s] == o + 1
        if st[S_KIND] == SK_HOURGLASS:
            return st[S_SEL] < 0 or sel_matches(c, st[S_SEL], o, octl(c.s, s), s,
                                                LOC_NONE)
    return 0




cdef int32_t hourglass_answer(Ctx* c, int32_t s) noexcept nogil:
    cdef int32_t k
    for k in range(c.s.ka_n):
        if c.s.ka[KA_WORDS * k + KA_HOURGLASS] == s:
            return c.s.ka[KA_WORDS * k + KA_SAVED]
    return NONE




cdef int hourglass_replace(Ctx* c, int32_t o) noexcept nogil:
    """ops_replacements._hourglass (369-370): `o` would die: an hourglass that can save it is killed
    instead (mandatory, 370.2), and `o` is healed, exhausted and recalled (no events but the
    recall's). One saves one unit: the one its controller chose when several die at once
    (373; unasked: the first of them)."""
    cdef int32_t hs[MAXO]
    cdef int32_t n, k, s, chosen, saved_n
    cdef int32_t one[1]
    if otype(c, o) != TY_UNIT or not has_static_kind(c, SK_HOURGLASS):
        return 0
    n = hourglasses(c, hs)
    for k in range(n):
        s = hs[k]
        if c.s.o_zone[s] != Z_BOARD or not hourglass_saves(c, s, o):
            continue
        chosen = hourglass_answer(c, s)
        if chosen != NONE and chosen != o:
            continue                         # kept for the chosen unit
        saved_n = c.s.ka_n                   # "kill this instead": an unasked kill
        c.s.ka_n = 0
        one[0] = s
        kill(c, one, 1)
        c.s.ka_n = saved_n
        c.s.o_damage[o] = 0                  # heal (143.3)
        oflag_set(c.s, o, O_EXHAUSTED, 1)
        recall(c, o)                         # a recall is not a move (450)
        c.s.dirty = 1
        return 1
    return 0




cdef int ask_hourglasses(Ctx* c, Task* t, int32_t* ids, int32_t n) noexcept nogil:
    """effects.kill_deciding's first questions (ops_replacements._hourglass_question, 373): which
    of several units dying together an hourglass saves; a unit another hourglass was given to
    is not offered. 0 when none is left, WAIT. The answers live in State.ka until the kill
    is done (ops_ven.pxi kill_deciding)."""
    cdef int32_t objs[MAXO]
    cdef int32_t hs[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t m, nh, k, i, j, s, nu, a, ask
    cdef int taken
    while has_static_kind(c, SK_HOURGLASS):
        m = 0
        for i in range(n):
            if c.s.o_zone[ids[i]] == Z_BOARD:
                objs[m] = ids[i]
                m += 1
        nh = hourglasses(c, hs)
        ask = NONE
        for k in range(nh):
            s = hs[k]
            if hourglass_answer(c, s) != NONE:
                continue
            nu = 0
            for i in range(m):
                taken = 0
                for j in range(c.s.ka_n):
                    if c.s.ka[KA_WORDS * j + KA_SAVED] == objs[i]:
                        taken = 1
                if not taken and hourglass_saves(c, s, objs[i]):
                    opts[nu] = enc(A_SELECT, objs[i])
                    nu += 1
            if nu >= 2:
                ask = s
                break
        if ask == NONE:
            break
        if c.s.ka_n >= KA_MAX:
            fail(c, ERR_CAP_KILL_ANSWERS)
            return 0
        a = choose(c, t, D_CHOOSE_CARD, octl(c.s, ask), opts, nu, ask)
        if a == WAIT:
            return WAIT
        c.s.ka[KA_WORDS * c.s.ka_n + KA_HOURGLASS] = ask
        c.s.ka[KA_WORDS * c.s.ka_n + KA_SAVED] = a & 0xFFFF
        c.s.ka_n += 1
    return 0




# ------------------------------------------------------------------ "you may pay … to save it"
# A Replacement("die", cost=…): "If <a unit> would die, you may pay <cost> to heal it, exhaust
# it, and recall it instead" (369-370; The Boss): an SK_PAID_SAVE passive row (S_SEL the units,
# S_COST_* its Energy and Power, S_KW the PAID_SAVE_* flags). Its controller's answer, the unit
# or PAID_SAVE_DECLINED, is kept in State.ka as the hourglasses' are (hourglass_answer).

cdef const int32_t* paid_save_row(Ctx* c, int32_t s) noexcept nogil:
    cdef int32_t card = c.s.o_card[s], first = card_col(c.t, card, C_ST_FIRST), r
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        if c.t.statics[r * SW + S_KIND] == SK_PAID_SAVE:
            return c.t.statics + r * SW
    return NULL




cdef int paid_save_can(Ctx* c, int32_t s, const int32_t* st, int32_t o) noexcept nogil:
    """ops_replacements._paid_save_can: can `s`'s replacement (row `st`) save unit `o` now: `o`
    matches it and its controller can pay (the Power and Energy; a ready source to exhaust;
    a buff on `o` to spend)."""
    cdef Price price
    if st == NULL or c.s.o_zone[o] != Z_BOARD or otype(c, o) != TY_UNIT:
        return 0
    if not sel_matches(c, st[S_SEL], o, octl(c.s, s), s, LOC_NONE):
        return 0
    if (st[S_KW] & PAID_SAVE_EXHAUST_SELF) and oflag(c.s, s, O_EXHAUSTED):
        return 0
    if (st[S_KW] & PAID_SAVE_SPEND_BUFF) and c.s.o_buff[o] <= 0:
        return 0
    memset(&price, 0, sizeof(Price))
    add_cost_price(st, &price)               # (costs.pxi)
    return can_pay(c, octl(c.s, s), &price)




cdef int ask_paid_saves(Ctx* c, Task* t, int32_t* ids, int32_t n) noexcept nogil:
    """effects.kill_deciding's last questions (ops_replacements._paid_save_question, 370 /
    373): each such replacement's controller chooses which of the units about to die (on the
    board, in `ids` order) it can save they pay for, or none (DONE). 0 when none is left,
    WAIT."""
    cdef int32_t srcs[MAXO]
    cdef int32_t opts[MAXO + 1]
    cdef int32_t ns, k, i, s, nu, a
    cdef const int32_t* st
    if not has_static_kind(c, SK_PAID_SAVE):
        return 0
    while True:
        ns = static_sources(c, SK_PAID_SAVE, srcs)
        s = NONE
        nu = 0
        for k in range(ns):
            if hourglass_answer(c, srcs[k]) != NONE:
                continue
            st = paid_save_row(c, srcs[k])
            nu = 0
            for i in range(n):
                if paid_save_can(c, srcs[k], st, ids[i]):
                    opts[nu] = enc(A_SELECT, ids[i])
                    nu += 1
            if nu:
                s = srcs[k]
                break
        if s == NONE:
            return 0
        opts[nu] = DONE
        nu += 1
        if c.s.ka_n >= KA_MAX:
            fail(c, ERR_CAP_KILL_ANSWERS)
            return 0
        a = choose(c, t, D_CHOOSE_CARD, octl(c.s, s), opts, nu, s)
        if a == WAIT:
            return WAIT
        c.s.ka[KA_WORDS * c.s.ka_n + KA_HOURGLASS] = s
        c.s.ka[KA_WORDS * c.s.ka_n + KA_SAVED] = PAID_SAVE_DECLINED if a == DONE else a & 0xFFFF
        c.s.ka_n += 1




cdef int paid_save_replace(Ctx* c, int32_t o) noexcept nogil:
    """ops_replacements._paid_save (369-370): `o` would die: the controller of a replacement
    that can save it pays the cost (exhausting the source, spending `o`'s buff, 702.2.b) and
    `o` is healed, exhausted and recalled instead, as much as can be done. Only for the unit
    they chose (unasked: the first one it can save). 1 when it replaced the death."""
    cdef int32_t srcs[MAXO]
    cdef int32_t ns, k, s, ans, ctl
    cdef const int32_t* st
    cdef Price price
    if not has_static_kind(c, SK_PAID_SAVE):
        return 0
    ns = static_sources(c, SK_PAID_SAVE, srcs)
    for k in range(ns):
        s = srcs[k]
        st = paid_save_row(c, s)
        if not paid_save_can(c, s, st, o):
            continue
        ans = hourglass_answer(c, s)
        if ans != NONE and ans != o:
            continue                         # declined, or for another unit
        ctl = octl(c.s, s)
        memset(&price, 0, sizeof(Price))
        add_cost_price(st, &price)
        pay(c, ctl, &price)
        if st[S_KW] & PAID_SAVE_EXHAUST_SELF:
            oflag_set(c.s, s, O_EXHAUSTED, 1)
            emit(c, EV_EXHAUST, ctl, s, -1, 0)
        if st[S_KW] & PAID_SAVE_SPEND_BUFF:
            spend_buff(c, o, ctl)            # (costs.pxi)
        if c.s.o_damage[o]:
            c.s.o_damage[o] = 0
            emit(c, EV_HEAL, octl(c.s, o), o, -1, 0)
        if not oflag(c.s, o, O_EXHAUSTED):
            oflag_set(c.s, o, O_EXHAUSTED, 1)
            emit(c, EV_EXHAUST, octl(c.s, o), o, -1, 0)
        if c.s.o_loc[o] != LOC_BASE:
            recall(c, o)                     # 449: not a move
        c.s.dirty = 1
        return 1
    return 0




# ------------------------------------------------------------------ "instead heal it, exhaust it,
# and recall it"
# A Replacement("die", recall_instead=True): "If another unit you control here would die, if it
# has less Might than me, instead heal it, exhaust it, and recall it" (369-370, 373.2; Soraka,
# Wanderer): an SK_FREE_SAVE passive row (S_SEL the units, read from the source: "here" is its
# location; S_KW the FREE_SAVE_* flags). Applied in one sequence to every death of a kill it
# qualifies for, before the other replacements unless its controller ordered it after them
# (State.ka answer FREE_SAVE_AFTER, as the hourglasses' answers are kept). Once per instance of
# the source's printed text (instance_count, Svellsongur): each instance is a replacement of its
# own with its own sequence and answer (373.2), kept under free_save_key.

cdef inline int32_t free_save_key(int32_t s, int32_t inst) noexcept nogil:
    """The State.ka KA_HOURGLASS key of instance `inst` of `s`'s free save
    (ops_replacements._save_order_key): `s` itself for its own, s + inst * MAXO for a copy's
    (no object id: ids stay below MAXO)."""
    return s + inst * MAXO


cdef const int32_t* free_save_row(Ctx* c, int32_t s) noexcept nogil:
    cdef int32_t card = c.s.o_card[s], first = card_col(c.t, card, C_ST_FIRST), r
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        if c.t.statics[r * SW + S_KIND] == SK_FREE_SAVE:
            return c.t.statics + r * SW
    return NULL




cdef int free_save_can(Ctx* c, int32_t s, const int32_t* st, int32_t o,
                       int32_t here) noexcept nogil:
    """ops_replacements._free_save_can: does `s`'s replacement (row `st`) apply to `o` dying,
    `s` being at `here`?"""
    if st == NULL or o == s or c.s.o_zone[o] != Z_BOARD or otype(c, o) != TY_UNIT:
        return 0
    if not sel_matches(c, st[S_SEL], o, octl(c.s, s), s, here):
        return 0
    return not (st[S_KW] & FREE_SAVE_LESS_MIGHT) or might(c, o) < might(c, s)




cdef int saved_otherwise(Ctx* c, int32_t s) noexcept nogil:
    """ops_replacements._saved_otherwise: would another replacement save `s` itself?"""
    cdef int32_t hs[MAXO]
    cdef int32_t n, k
    if has_static_kind(c, SK_HOURGLASS):
        n = hourglasses(c, hs)
        for k in range(n):
            if hourglass_saves(c, hs[k], s):
                return 1
    for k in range(c.s.n_effects):
        if c.s.effects[k].kind == EK_SAVE_FROM_DEATH and c.s.effects[k].target == s and \
                c.s.effects[k].epoch == c.s.o_epoch[s]:
            return 1
    if has_static_kind(c, SK_PAID_SAVE):
        n = static_sources(c, SK_PAID_SAVE, hs)
        for k in range(n):
            if paid_save_can(c, hs[k], paid_save_row(c, hs[k]), s):
                return 1
    return 0




cdef int ask_free_save_order(Ctx* c, Task* t, int32_t* ids, int32_t n) noexcept nogil:
    """effects.kill_deciding's question (ops_replacements._free_save_order_question, 373 /
    373.2): a source dying too, which another replacement would save (recalling it), while a
    unit it would save, here or in base, dies: its controller orders its replacement first
    (YES) or after (NO). 0 when none is left, WAIT."""
    cdef int32_t srcs[MAXO]
    cdef int32_t opts[2]
    cdef int32_t ns, k, i, s, a, ask, j, key = NONE
    cdef int dying, saves
    cdef const int32_t* st
    if not has_static_kind(c, SK_FREE_SAVE):
        return 0
    while True:
        ns = static_sources(c, SK_FREE_SAVE, srcs)
        ask = NONE
        for k in range(ns):
            s = srcs[k]
            if c.s.o_zone[s] != Z_BOARD or c.s.o_attached[s] or c.s.o_loc[s] == LOC_BASE:
                continue
            for j in range(instance_count(c, s)):    # (an answer per instance)
                key = free_save_key(s, j)
                if hourglass_answer(c, key) != NONE:
                    continue
                dying = 0
                saves = 0
                st = free_save_row(c, s)
                for i in range(n):
                    if ids[i] == s and c.s.o_zone[s] == Z_BOARD:
                        dying = 1
                if not dying or not saved_otherwise(c, s):
                    continue
                for i in range(n):
                    if free_save_can(c, s, st, ids[i], c.s.o_loc[s]) or (
                            c.s.o_zone[ids[i]] == Z_BOARD and c.s.o_loc[ids[i]] == LOC_BASE and
                            free_save_can(c, s, st, ids[i], LOC_BASE)):
                        saves = 1
                if saves:
                    ask = s
                    break
            if ask != NONE:
                break
        if ask == NONE:
            return 0
        if c.s.ka_n >= KA_MAX:
            fail(c, ERR_CAP_KILL_ANSWERS)
            return 0
        opts[0] = YES
        opts[1] = NO
        a = choose(c, t, D_MAY, octl(c.s, ask), opts, 2, ask)
        if a == WAIT:
            return WAIT
        c.s.ka[KA_WORDS * c.s.ka_n + KA_HOURGLASS] = key
        c.s.ka[KA_WORDS * c.s.ka_n + KA_SAVED] = FREE_SAVE_AFTER if a == NO else FREE_SAVE_FIRST
        c.s.ka_n += 1




cdef void free_save_sequence(Ctx* c, int32_t* objs, int32_t* m, int first) noexcept nogil:
    """ops_replacements._free_save_sequence (369-370, 373.2): each such replacement, in source
    order, is applied once to every dying unit it applies to as it is applied (its source's
    location and Might): healed, exhausted and recalled instead, and no longer dying. `first`:
    the sequences before the other replacements (all but those ordered after them)."""
    cdef int32_t srcs[MAXO]
    cdef int32_t hit[MAXO]
    cdef int32_t ns, k, i, s, o, nh, here, j
    cdef int32_t insts[MAXO]
    cdef const int32_t* st
    if not has_static_kind(c, SK_FREE_SAVE) or m[0] == 0:
        return
    ns = static_sources(c, SK_FREE_SAVE, srcs)
    for k in range(ns):                      # (the instances as the sequences start)
        insts[k] = instance_count(c, srcs[k])
    for k in range(ns):                      # source by source, instance by instance
        s = srcs[k]
        for j in range(insts[k]):
            if c.s.o_zone[s] != Z_BOARD or c.s.o_attached[s]:
                continue
            if (hourglass_answer(c, free_save_key(s, j)) == FREE_SAVE_AFTER) == (first != 0):
                continue
            st = free_save_row(c, s)
            here = c.s.o_loc[s]
            nh = 0
            for i in range(m[0]):            # (who it applies to, all as it is applied)
                if free_save_can(c, s, st, objs[i], here):
                    hit[nh] = objs[i]
                    nh += 1
            for i in range(nh):
                o = hit[i]
                if c.s.o_damage[o]:
                    c.s.o_damage[o] = 0
                    emit(c, EV_HEAL, octl(c.s, o), o, -1, 0)
                if not oflag(c.s, o, O_EXHAUSTED):
                    oflag_set(c.s, o, O_EXHAUSTED, 1)
                    emit(c, EV_EXHAUST, octl(c.s, o), o, -1, 0)
                if c.s.o_loc[o] != LOC_BASE:
                    recall(c, o)             # 449: not a move
                c.s.dirty = 1
                list_remove(objs, m, o)
