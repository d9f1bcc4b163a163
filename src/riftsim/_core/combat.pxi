# Cleanups (318-324), showdowns and combat (341-348, 454-461), scoring (462-467)
# (reference/cleanup.py, combat.py, scoring.py).

cdef int check_victory(Ctx* c) noexcept nogil:
    """323.1 / 467."""
    cdef int32_t p
    for p in range(2):
        if c.s.players[p].points >= c.s.victory_score and \
                c.s.players[p].points > c.s.players[opp(p)].points:
            end_game(c, p, R_VICTORY_SCORE)
            return 1
    return 0


cdef void assign_designations(Ctx* c) noexcept nogil:
    """323.2: designations at the combat's battlefield; first-time attack/defend triggers."""
    cdef State* s = c.s
    cdef int32_t o, want, k, nb, nal = 0
    cdef int32_t ids[MAXO]
    cdef int32_t allies[MAXO]
    if not s.sd_active or not s.sd_combat:   # no combat: every designation is already 0
        return                               # (combat_resolution clears them all, 461.7)
    nb = board_units(c, ids, NONE)           # (the u_all index)
    for k in range(nb):
        o = ids[k]
        if not s.sd_active or not s.sd_combat or s.o_loc[o] != s.sd_bf + 1:
            s.o_designation[o] = 0
            continue
        want = ATTACKER if s.o_controller[o] == s.sd_attacker else (
            DEFENDER if s.o_controller[o] == s.sd_defender else 0)
        if s.o_designation[o] != want:
            s.o_designation[o] = want
            if want == ATTACKER and not (s.o_seen[o] & 1):
                s.o_seen[o] |= 1
                fire_self(c, TE_ATTACK, o, NONE, NONE)
                allies[nal] = o
                nal += 1
            elif want == DEFENDER and not (s.o_seen[o] & 2):
                s.o_seen[o] |= 2
                fire_self(c, TE_DEFEND, o, NONE, NONE)
                allies[nal] = o + MAXO
                nal += 1
    fire_allies(c, allies, nal)              # ally_attack / ally_defend (activate.pxi)


cdef void deal_damage(Ctx* c, int32_t o, int32_t n, int32_t source) noexcept nogil:
    """417 (effects.deal_damage). Damage from a spell on the chain starts a kill watch until
    the next cleanup (428.5.c: a unit it kills there was killed by that spell)."""
    if n < 1 or c.s.o_zone[o] != Z_BOARD or otype(c, o) != TY_UNIT:
        return
    if cant_be_damaged(c, o):                # 460.2.c.9 (tailb.pxi)
        return
    n = prevented(c, o, n)                   # 437.2-437.4 (ops2.pxi)
    if n < 1:
        return
    c.s.o_damage[o] += n
    if source >= 0 and c.s.o_zone[source] == Z_CHAIN and otype(c, source) == TY_SPELL:
        c.s.n_delayed += 1
        note_spell_damage(c, o, source)      # (taila.pxi: who kills it, 428.5.c)
    emit(c, EV_DAMAGE, c.s.o_controller[o], o, c.s.o_loc[o], n)
    fire_self(c, TE_TAKE_DAMAGE, o, NONE, NONE)
    decree_listener(c, o)                    # ops2.pxi
    c.s.dirty = 1


cdef void kill(Ctx* c, int32_t* ids, int32_t n) noexcept nogil:
    """428 (effects.kill): Deathknell first (808.1.d.2), then to the trash."""
    cdef State* s = c.s
    cdef int32_t objs[MAXO]
    cdef int32_t ctl[MAXO]
    cdef int32_t m = 0, i, o
    for i in range(n):
        if s.o_zone[ids[i]] == Z_BOARD:
            objs[m] = ids[i]
            m += 1
    i = 0
    while i < m:                             # 369: replaced deaths (ops2.pxi)
        if hourglass_replace(c, objs[i]) or replace_death(c, objs[i]):   # (taila.pxi)
            list_remove_at(objs, &m, i)
        else:
            i += 1
    if m == 0:
        return
    note_died_before(c, objs, m)             # 383.1.b (trig2.pxi)
    for i in range(m):
        fire_self(c, TE_DIES, objs[i], NONE, NONE)
    for i in range(m):
        o = objs[i]
        ctl[i] = s.o_controller[o]
        if otype(c, o) == TY_UNIT:
            s.players[s.o_controller[o]].units_died += 1
        move_to(c, o, Z_TRASH, LOC_NONE, 0)
        emit(c, EV_DIE, ctl[i], o, -1, 0)
    after_kill(c, objs, ctl, m)              # ops2.pxi: reflexive triggers, friendly_dies


cdef void recall(Ctx* c, int32_t o) noexcept nogil:
    """449-453 (effects.recall)."""
    if c.s.o_zone[o] != Z_BOARD or c.s.o_loc[o] == LOC_BASE:
        return
    c.s.o_loc[o] = LOC_BASE
    place_obj(c, o)
    c.s.o_designation[o] = 0
    carry_attached(c, o)                     # 719.3 (activate.pxi)
    emit(c, EV_RECALL, c.s.o_controller[o], o, LOC_BASE, 0)
    c.s.dirty = 1


cdef void heal_all(Ctx* c) noexcept nogil:
    cdef int32_t k, nb
    cdef int32_t ids[MAXO]
    nb = board_objs(c, ids)
    for k in range(nb):
        c.s.o_damage[ids[k]] = 0


cdef void drop_effects(Ctx* c, int32_t duration) noexcept nogil:
    cdef int32_t i, m = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].duration != duration:
            if m != i:
                c.s.effects[m] = c.s.effects[i]
            m += 1
    c.s.n_effects = m


cdef int h_cleanup(Ctx* c, Task* t) noexcept nogil:
    """cleanup.h_cleanup (318-324); d[0] = 1 for the ending special cleanup (317.2)."""
    cdef State* s = c.s
    cdef int32_t i, loc, present, staged = 0, in_progress
    cdef int32_t present_at[MAXBF + 1]
    cdef int loose
    cdef Task* nt
    if t.stage == 0:
        s.dirty = 0
        if check_victory(c):                 # 1
            pop(c)
            return 0
        assign_designations(c)               # 2
        if t.d[0] == 1:                      # 317.2.b-d
            heal_all(c)
            drop_effects(c, DUR_TURN)
            empty_pool(c, 0)
            empty_pool(c, 1)
        t.stage = 1
    if kill_lethal_deciding(c, t) == WAIT:   # 3a, 3b (373: a choice may wait; empower.pxi)
        return WAIT
    pop(c)
    c.s.n_delayed = c.s.n_delays             # 428.5.c: the kill watches end here
    end_spell_watches(c)                     # (taila.pxi)
    c.s.n_watch = 0                          # (delayed abilities stay, ops2.pxi)
    check_mighty(c)                          # 709: "becomes Mighty" events (trig2.pxi)
    loose = units_present(c, present_at)     # (steps 4-7 move no unit; steps 4-5 no gear)
    if s.n_chain == 0:                       # 4 (187.4.c / 323.6 as amended)
        for i in range(s.n_bfs):
            if s.bfs[i].controller != NONE and \
                    not ((present_at[i + 1] >> s.bfs[i].controller) & 1) and \
                    not (s.sd_active and s.sd_bf == i):
                s.bfs[i].controller = NONE
                emit(c, EV_CONTROL, NONE, -1, i + 1, 0)
    trash_lost_hidden(c)                     # 5: hidden cards
    if loose:
        recall_loose_gear(c)                 # 5 (435.4.a, activate.pxi)
    for i in range(s.n_bfs):                 # 6, 7, 7a
        loc = i + 1
        present = present_at[loc]
        in_progress = s.sd_active and s.sd_bf == i
        if s.bfs[i].contested_by != NONE and not in_progress and \
                not ((present >> s.bfs[i].contested_by) & 1):
            s.bfs[i].contested_by = NONE     # 323.8.a
        s.bfs[i].showdown_staged = s.bfs[i].contested_by != NONE and not in_progress
        s.bfs[i].combat_staged = s.bfs[i].contested_by != NONE and popcount(present) >= 2 \
            and not (in_progress and s.sd_combat)
    if s.dirty:
        return 0                             # 322
    if s.n_chain or s.over:
        return 0
    for i in range(s.n_bfs):
        if s.bfs[i].showdown_staged or s.bfs[i].combat_staged:
            staged |= 1 << i
    if not s.sd_active and staged:           # 8, 9
        nt = push(c, T_BEGIN_SHOWDOWN)
        nt.d[0] = staged
    elif s.sd_active and not s.sd_combat and s.bfs[s.sd_bf].combat_staged:   # 9a
        begin_combat(c, s.sd_bf)
    return 0


cdef int h_begin_showdown(Ctx* c, Task* t) noexcept nogil:
    cdef State* s = c.s
    cdef int32_t opts[MAXBF]
    cdef int32_t n = 0, i, a
    for i in range(s.n_bfs):
        if (t.d[0] >> i) & 1:
            opts[n] = enc(A_LOCATION, i + 1)
            n += 1
    a = choose(c, t, D_CHOOSE_BATTLEFIELD, s.turn_player, opts, n, -1)
    if a == WAIT:
        return WAIT
    pop(c)
    i = (a & 0xFFFF) - 1
    if s.bfs[i].combat_staged:
        begin_combat(c, i)
    else:
        s.sd_active = 1                      # 345
        s.sd_bf = i
        s.sd_combat = 0
        s.sd_focus = s.bfs[i].contested_by
        s.sd_passes = 0
        s.sd_attacker = NONE
        s.sd_defender = NONE
        s.sd_applied_by = s.bfs[i].contested_by
        s.bfs[i].showdown_staged = 0
        emit(c, EV_SHOWDOWN, s.bfs[i].contested_by, -1, i + 1, 0)
    s.dirty = 1
    return 0


cdef void begin_combat(Ctx* c, int32_t i) noexcept nogil:
    """459.2: attacker = who applied Contested; attacker has focus; attack/defend triggers."""
    cdef State* s = c.s
    cdef int32_t attacker = s.bfs[i].contested_by, present = players_at_mask(c, i + 1), p
    cdef int32_t defender = NONE, o
    for p in range(2):
        if (present >> p) & 1 and p != attacker:
            defender = p
            break
    s.sd_active = 1
    s.sd_bf = i
    s.sd_combat = 1
    s.sd_focus = attacker
    s.sd_passes = 0
    s.sd_attacker = attacker
    s.sd_defender = defender
    s.sd_applied_by = attacker
    for o in range(s.n_objs):
        s.o_seen[o] = 0
    s.bfs[i].combat_staged = 0
    s.bfs[i].showdown_staged = 0
    emit(c, EV_SHOWDOWN, attacker, -1, i + 1, 1)
    s.trigger_first = attacker
    fire_battlefield(c, TE_COMBAT_START_HERE, i,
                     s.bfs[i].controller if s.bfs[i].controller != NONE else s.turn_player, NONE)
    fire_battlefield(c, TE_DEFEND_HERE, i, defender, NONE)
    assign_designations(c)
    if s.n_pending == 0:
        s.trigger_first = NONE
    s.dirty = 1


cdef int h_end_showdown(Ctx* c, Task* t) noexcept nogil:
    """348: every player passed focus in sequence."""
    cdef State* s = c.s
    cdef int32_t bf = s.sd_bf, present
    pop(c)
    if s.sd_combat:
        push(c, T_COMBAT_DAMAGE)
        return 0
    present = players_at_mask(c, bf + 1)     # 348.2
    s.sd_active = 0
    if popcount(present) == 1:
        establish_control(c, 0 if present == 1 else 1, bf)
    s.bfs[bf].contested_by = NONE
    s.dirty = 1
    return 0


cdef inline int32_t lethal_needed(Ctx* c, int32_t u) noexcept nogil:
    """460.2.c.3."""
    cdef int32_t m = might(c, u)
    if m < 0:
        m = 0
    m -= c.s.o_damage[u]
    return (m if m > 1 else 1) + prevent_left(c, u)    # 437.5.a (ops2.pxi)


# combat_damage data: d[0] side, d[1] pools set, d[2] pool 0, d[3] pool 1, d[4] last unit
# chosen (-1); the damage assigned so far is per unit in s.o_assigned.

cdef int h_combat_damage(Ctx* c, Task* t) noexcept nogil:
    """460.2: attacker then defender assign all their Might among the other's units: Tank
    first (815), lethal in full before the next, the rest on the last unit."""
    cdef State* s = c.s
    cdef int32_t loc = s.sd_bf + 1, o, side, player, want, left, n, i, a, amount, uid, last
    cdef int32_t att = 0, dfn = 0, pa = 0, pd = 0, nv, nt, npl, nb
    cdef int32_t victims[MAXO]
    cdef int32_t cands[MAXO]
    cdef int32_t opts[MAXO]
    cdef int tank, back, started
    if t.d[1] == 0:
        for o in range(s.n_objs):
            if is_unit_on_board(c, o) and s.o_loc[o] == loc:
                if s.o_designation[o] == ATTACKER:
                    att += 1
                    pa += combat_might(c, o)
                elif s.o_designation[o] == DEFENDER:
                    dfn += 1
                    pd += combat_might(c, o)
        if att == 0 or dfn == 0:             # 460.1
            pop(c)
            push(c, T_COMBAT_RESOLUTION)
            return 0
        t.d[1] = 1
        t.d[2] = pa
        t.d[3] = pd
        t.d[4] = -1
        s.players[0].excess = 0
        s.players[1].excess = 0
        for o in range(MAXO):
            c.s.o_assigned[o] = 0
    while t.d[0] < 2:
        side = t.d[0]
        player = s.sd_attacker if side == 0 else s.sd_defender
        want = DEFENDER if side == 0 else ATTACKER
        nv = 0
        for o in range(s.n_objs):
            if is_unit_on_board(c, o) and s.o_loc[o] == loc and s.o_designation[o] == want:
                victims[nv] = o
                nv += 1
        left = t.d[2 + side]
        if left <= 0 or nv == 0:
            t.d[0] = side + 1
            t.d[4] = -1
            continue
        # assignable(): open units are those with nothing assigned yet
        n = 0
        nt = 0
        npl = 0
        nb = 0
        started = 0
        for i in range(nv):
            o = victims[i]
            tank = kw_of(c, o, K_TANK) != 0
            back = kw_of(c, o, K_BACKLINE) != 0
            if not tank and not back and c.s.o_assigned[o] > 0:
                started = 1
            if c.s.o_assigned[o] == 0 and not cant_be_damaged(c, o):   # 460.2.c.9
                if tank and not back:
                    nt += 1
                elif not tank and not back:
                    npl += 1
                else:
                    nb += 1
        for i in range(nv):
            o = victims[i]
            if c.s.o_assigned[o] != 0 or cant_be_damaged(c, o):
                continue
            tank = kw_of(c, o, K_TANK) != 0
            back = kw_of(c, o, K_BACKLINE) != 0
            if nt:
                if tank:
                    cands[n] = o
                    n += 1
            elif npl:
                if (not tank and not back) or (tank and back and not started):
                    cands[n] = o
                    n += 1
            else:
                if back:
                    cands[n] = o
                    n += 1
        if n == 0:
            last = t.d[4] if t.d[4] >= 0 else victims[nv - 1]
            c.s.o_assigned[last] += left
            s.players[player].excess += left
            t.d[2 + side] = 0
            continue
        if t.answer == NONE:
            for i in range(n):
                opts[i] = enc(A_TARGET, cands[i])
        a = choose(c, t, D_ASSIGN_DAMAGE, player, opts, n, -1)
        if a == WAIT:
            return WAIT
        uid = a & 0xFFFF
        amount = lethal_needed(c, uid)
        if left < amount:
            amount = left
        c.s.o_assigned[uid] += amount
        t.d[2 + side] = left - amount
        t.d[4] = uid
    pop(c)
    for o in range(s.n_objs):                # 460.2.d: simultaneously, by object id
        if c.s.o_assigned[o] > 0:
            deal_damage(c, o, c.s.o_assigned[o], NONE)
    push(c, T_COMBAT_RESOLUTION)             # 460.3
    return 0


cdef int h_combat_resolution(Ctx* c, Task* t) noexcept nogil:
    """461: combat cleanup, result, control and conquest, end of combat."""
    cdef State* s = c.s
    cdef int32_t loc = s.sd_bf + 1, bf = s.sd_bf, o, present, winner, p, fd
    cdef int recalled = 0, defenders = 0
    if kill_lethal_deciding(c, t) == WAIT:   # 461.1 (3a, 3b; empower.pxi)
        return WAIT
    pop(c)
    heal_all(c)                              # 3c
    for o in range(s.n_objs):
        if is_unit_on_board(c, o) and s.o_loc[o] == loc and s.o_controller[o] == s.sd_defender:
            defenders = 1
            break
    if defenders:                            # 3d
        for o in range(s.n_objs):
            if is_unit_on_board(c, o) and s.o_loc[o] == loc and \
                    s.o_controller[o] == s.sd_attacker:
                recall(c, o)
                recalled = 1
    present = players_at_mask(c, loc)
    winner = NONE                            # 461.3 (as amended, Unleashed FAQ)
    if popcount(present) == 1 and not recalled:
        winner = 0 if present == 1 else 1
    emit(c, EV_COMBAT_END, winner, -1, loc, 0)
    for o in range(s.n_objs):                # 461.7
        s.o_designation[o] = 0
    drop_effects(c, DUR_COMBAT)
    s.sd_active = 0
    for o in range(s.n_objs):                # "when a combat I was in ends"
        if s.o_seen[o] and s.o_zone[o] == Z_BOARD:
            fire_self(c, TE_COMBAT_END_SELF, o, NONE, NONE)
    fire_win_combat(c, loc, winner)          # "when I win a combat" (tourb.pxi)
    if popcount(present) == 2:               # 461.3.d.1
        s.players[0].excess = 0
        s.players[1].excess = 0
        s.bfs[bf].combat_staged = 1
        s.dirty = 1
        return 0
    s.bfs[bf].contested_by = NONE            # 461.5.a
    if present:
        establish_control(c, 0 if present == 1 else 1, bf)
    elif s.bfs[bf].controller != NONE:       # 461.5.b
        s.bfs[bf].controller = NONE
        emit(c, EV_CONTROL, NONE, -1, loc, 0)
    fd = s.bfs[bf].facedown                  # 461.5.c
    if fd != NONE and s.o_controller[fd] != s.bfs[bf].controller:
        move_to(c, fd, Z_TRASH, LOC_NONE, 0)
    s.players[0].excess = 0
    s.players[1].excess = 0
    s.dirty = 1
    return 0


cdef int score(Ctx* c, int32_t player, int32_t bf, int conquer) noexcept nogil:
    """scoring.score (465, 466.1.b)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t loc = bf + 1, u, ev
    if (p.scored >> bf) & 1:
        return 0
    p.scored |= 1 << bf
    emit(c, EV_SCORE, player, -1, loc, 1 if conquer else 2)
    if p.points >= c.s.victory_score - 1:
        if not conquer or popcount(p.scored) >= c.s.n_bfs:
            gain_points(c, player, 1)
        else:
            draw(c, player, 1)
    else:
        gain_points(c, player, 1)
    for u in range(c.s.n_objs):
        if is_unit_on_board(c, u) and c.s.o_loc[u] == loc and c.s.o_controller[u] == player:
            if conquer:                      # "if I didn't conquer this turn" (toura.pxi)
                set_turn_flags(c, u, TF_CONQUERED)
            fire_self(c, TE_CONQUER if conquer else TE_HOLD, u, NONE, NONE)
            fire_hunt(c, u)                  # 823.1.b
    fire_player(c, TE_YOU_CONQUER if conquer else TE_YOU_HOLD, player, c.s.bfs[bf].obj, NONE)
    if conquer:
        fire_trash(c, TE_YOU_CONQUER_TRASH, player)   # 385.2: from the trash (tailb.pxi)
    fire_battlefield(c, TE_CONQUER_HERE if conquer else TE_HOLD_HERE, bf, player, NONE)
    return 1


cdef void establish_control(Ctx* c, int32_t player, int32_t bf) noexcept nogil:
    """187.4 / 461.5: gaining control is a conquer (464.1)."""
    c.s.bfs[bf].contested_by = NONE
    if c.s.bfs[bf].controller == player:
        return
    c.s.bfs[bf].prev_controller = c.s.bfs[bf].controller
    c.s.bfs[bf].controller = player
    emit(c, EV_CONTROL, player, -1, bf + 1, 0)
    score(c, player, bf, 1)
