# Cleanup and showdowns (reference/cleanup.py; rules 318-324, 343-347): victory checks,
# designations, lethal damage, the start of showdowns and of combat.


cdef int check_victory(Ctx* c) noexcept nogil:
    """323.1 / 467: a player whose side reached the Victory Score with more points than each
    opposing side (Game.wins_now; with teams the team's shared score, 484.6): a tie at or
    above it ends nothing."""
    cdef int32_t p, q, mine, ok, score = victory_score_now(c) if has_static_kind(
        c, SK_VICTORY_SCORE_MORE) else c.s.victory_score      # (none: the base score)
    if c.s.n_players == 2 and not c.s.n_teams:   # (1v1: the other player is the opponent)
        for p in range(2):
            if c.s.players[p].points >= score and \
                    c.s.players[p].points > c.s.players[1 - p].points:
                end_game(c, p, R_VICTORY_SCORE)
                return 1
        return 0
    for p in range(c.s.n_players):
        mine = team_points(c.s, p)
        if mine < score:
            continue
        ok = 1
        for q in range(c.s.n_players):
            if is_opponent(c.s, p, q) and mine <= team_points(c.s, q):
                ok = 0
                break
        if ok:
            end_game(c, p, R_VICTORY_SCORE)
            return 1
    return 0




cdef inline int opposed(Ctx* c, int32_t present) noexcept nogil:
    """cleanup.opposed (456): units of two opposing players are among `present` (bit p: player
    p has units at the battlefield); with teams a teammate's units are no opponent's (484.2,
    740.2: teammates are never both at one, so two teams' players are there)."""
    cdef int32_t a
    if not c.s.n_teams:
        return popcount(present) >= 2
    for a in range(c.s.n_players):
        if (present >> a) & 1 and (present & ~((1 << a) | (1 << ((a + c.s.n_teams) %
                                                                 c.s.n_players)))):
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
            if odesig(s, o) != 0:            # (a Might input changes only if it had one)
                odesig_set(s, o, 0)
                might_changed_obj(c, o)
            continue
        want = ATTACKER if octl(s, o) == s.sd_attacker else (
            DEFENDER if octl(s, o) == s.sd_defender else 0)
        if odesig(s, o) != want:
            odesig_set(s, o, want)
            might_changed_obj(c, o)
            if want == ATTACKER and not (oseen(s, o) & 1):
                oseen_set(s, o, oseen(s, o) | 1)
                fire_self(c, TE_ATTACK, o, NONE, NONE)
                allies[nal] = o
                nal += 1
            elif want == DEFENDER and not (oseen(s, o) & 2):
                oseen_set(s, o, oseen(s, o) | 2)
                fire_self(c, TE_DEFEND, o, NONE, NONE)
                allies[nal] = o + MAXO
                nal += 1
    fire_allies(c, allies, nal)              # ally_attack / ally_defend (triggers.pxi)




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
        else:                              # (it ends)
            effect_changed(c, c.s.effects[i].kind, c.s.effects[i].target)
    c.s.n_effects = m




cdef int h_cleanup(Ctx* c, Task* t) noexcept nogil:
    """cleanup.h_cleanup (318-324); TW_CLEANUP_EXPIRATION = 1 for the ending special cleanup
    (317.2)."""
    cdef State* s = c.s
    cdef int32_t i, loc, present, staged = 0, in_progress
    cdef int32_t present_at[MAXBF + 2]
    cdef int loose
    cdef Task* nt
    if t.stage == 0:
        s.dirty = 0
        if check_victory(c):                 # 1
            pop(c)
            return 0
        if s.sd_active and s.sd_combat:      # 2 (no combat: every designation is 0
            assign_designations(c)           # already, combat_resolution clears them, 461.7)
        if t.d[TW_CLEANUP_EXPIRATION] == 1:                      # 317.2.b-d
            heal_all(c)
            drop_effects(c, DUR_TURN)
            for i in range(s.n_players):
                empty_pool(c, i)
        t.stage = 1
    if not kept_presence(c, present_at) and \
            kill_lethal_deciding(c, t, present_at) == WAIT:  # 3a, 3b (373: a choice may wait)
        return WAIT
    pop(c)
    c.s.n_delayed = c.s.n_delays             # 428.5.c: the kill watches end here
    end_spell_watches(c)                     # (ops_kill_watches.pxi)
    c.s.n_watch = 0                          # (delayed abilities stay, effects.pxi)
    check_mighty(c)                          # 709: "becomes Mighty" events (triggers.pxi)
    if present_at[MAXBF + 1]:                # (steps 4-7 move no unit; steps 4-5 no gear;
        loose = present_at[MAXBF + 1] >> 1   # the units and gear are where
                                             # kill_lethal_deciding saw them when it killed
                                             # none; 709 fires only)
    else:
        loose = units_present(c, present_at)
    if s.n_chain == 0 and s.n_pending == 0:  # 4 (187.4.c / 323.6 as amended; cleanup.py:
                                             # a waiting trigger is on the chain, 383.3)
        for i in range(s.n_bfs):
            if s.bfs[i].controller != NONE and \
                    not ((present_at[i + 1] >> s.bfs[i].controller) & 1) and \
                    not (s.sd_active and s.sd_bf == i):
                s.bfs[i].controller = NONE
                emit(c, EV_CONTROL, NONE, -1, i + 1, 0)
    if loose:                                # 5 (323.7): recall unattached gear at
        recall_loose_gear(c)                 # battlefields (435.4.a), then remove hidden
    trash_lost_hidden(c)                     # cards its controller no longer holds
    for i in range(s.n_bfs):                 # 6, 7, 7a
        loc = i + 1
        present = present_at[loc]
        in_progress = s.sd_active and s.sd_bf == i
        if s.bfs[i].contested_by != NONE and not in_progress and \
                not ((present >> s.bfs[i].contested_by) & 1):
            s.bfs[i].contested_by = NONE     # 323.8.a
        s.bfs[i].showdown_staged = s.bfs[i].contested_by != NONE and not in_progress
        s.bfs[i].combat_staged = s.bfs[i].contested_by != NONE and opposed(c, present) \
            and not (in_progress and s.sd_combat)
        if s.bfs[i].showdown_staged or s.bfs[i].combat_staged:
            staged |= 1 << i                 # (read by steps 8-9)
    if s.dirty:
        return 0                             # 322
    if s.n_chain or s.over:
        return 0
    if not s.sd_active and staged:           # 8, 9
        nt = push(c, T_BEGIN_SHOWDOWN)
        nt.d[TW_BEGIN_SHOWDOWN_STAGED] = staged
    elif s.sd_active and not s.sd_combat and s.bfs[s.sd_bf].combat_staged:   # 9a
        begin_combat(c, s.sd_bf)
    return 0




cdef int h_begin_showdown(Ctx* c, Task* t) noexcept nogil:
    cdef State* s = c.s
    cdef int32_t opts[MAXBF]
    cdef int32_t n = 0, i, a
    for i in range(s.n_bfs):
        if (t.d[TW_BEGIN_SHOWDOWN_STAGED] >> i) & 1:
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
        s.sd_step = 0
        s.sd_recalled = 0
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
    for p in range(c.s.n_players):           # the first opponent of the attacker there, by
        if (present >> p) & 1 and is_opponent(c.s, p, attacker):   # seat (cleanup.begin_combat)
            defender = p
            break
    s.sd_active = 1
    s.sd_bf = i
    s.sd_combat = 1
    s.sd_focus = attacker
    s.sd_passes = 0
    s.sd_step = 0
    s.sd_recalled = 0
    s.sd_attacker = attacker
    s.sd_defender = defender
    s.sd_applied_by = attacker
    for o in range(s.n_objs):
        oseen_set(s, o, 0)
    s.bfs[i].combat_staged = 0
    s.bfs[i].showdown_staged = 0
    emit(c, EV_SHOWDOWN, attacker, -1, i + 1, 1)
    s.trigger_first = attacker
    fire_battlefield(c, TE_COMBAT_START_HERE, i,
                     s.bfs[i].controller if s.bfs[i].controller != NONE else s.turn_player, NONE)
    fire_battlefield(c, TE_DEFEND_HERE, i, defender, NONE)
    fire_you_defend(c, defender, i + 1)      # triggers.pxi: "when you defend at a battlefield"
    assign_designations(c)
    if s.n_pending == 0:
        s.trigger_first = NONE
    s.dirty = 1




cdef void recall_loose_gear(Ctx* c) noexcept nogil:
    """cleanup step 5 (435.4.a): unattached gear at a battlefield is recalled."""
    cdef int32_t o, k, nb
    cdef int32_t ids[MAXO]
    nb = board_objs(c, ids)                  # recalling keeps the others on the board
    for k in range(nb):
        o = ids[k]
        if c.s.o_loc[o] > LOC_BASE and otype(c, o) == TY_GEAR and c.s.o_attached[o] == 0:
            recall(c, o)




cdef void check_present(Ctx* c, const int32_t* present) noexcept nogil:
    """kill_lethal_deciding's checking mode (Ctx.check): the players by location and the loose
    gear it noted (kept in State.prs_bits or worked out in its pass) are units_present's and
    loose_gear's afresh, and no unit on the board has damage marked unless State.dmg_any."""
    cdef int32_t fresh[MAXBF + 1]
    cdef int32_t i, o, w
    cdef uint32_t bits
    c.checks += 1
    if units_present(c, fresh) != present[MAXBF + 1] >> 1:
        fail(c, CHECK_FAILED)
    for i in range(MAXBF + 1):
        if fresh[i] != present[i]:
            fail(c, CHECK_FAILED)
    if not c.s.dmg_any:
        for w in range(obj_words(c.s)):
            bits = c.s.u_all[w]
            while bits:
                o = (w << 5) + __builtin_ctz(bits)
                bits &= bits - 1
                if c.s.o_damage[o] > 0:
                    fail(c, CHECK_FAILED)




cdef inline int kept_presence(Ctx* c, int32_t* present) noexcept nogil:
    """kill_lethal_deciding(c, t, present) when it has nothing to do: no unit has damage marked
    (State.dmg_any) and the players by location and the loose gear it noted last are kept
    (State.prs_bits: nothing they read changed since, might_ver). 1 with `present` filled in
    as kill_lethal_deciding fills it when nothing died, else 0 and `present` untouched."""
    if c.s.dmg_any or c.s.prs_ver != c.s.might_ver + 1:
        return 0
    prs_unpack(c, present)
    present[MAXBF + 1] = 1 + 2 * ((c.s.prs_bits >> PRS_LOOSE) & 1)
    if c.check:                              # (checking mode: they are the fresh ones)
        check_present(c, present)
    return 1




cdef inline void prs_unpack(Ctx* c, int32_t* present) noexcept nogil:
    """The players by location kept in State.prs_bits, into present[0 .. MAXBF]."""
    cdef uint32_t bits = c.s.prs_bits
    cdef int32_t loc
    for loc in range(MAXBF + 1):
        present[loc] = (bits >> (MAXP * loc)) & ((1 << MAXP) - 1)




cdef int kill_lethal_deciding(Ctx* c, Task* t, int32_t* present) noexcept nogil:
    """cleanup.kill_lethal with its task (323.4-323.5; 373): 0 nothing died, 1, WAIT. Unless
    NULL, `present` gets units_present's players by location in the same pass over the units
    (or those kept in State.prs_bits while might_ver is unchanged), and present[MAXBF + 1] =
    1 + 2 loose_gear() when no unit was lethally damaged (then they are those of the board as
    it is left: nothing moved); they are kept for kept_presence. Without `present`, no unit
    is looked at when none has damage marked (State.dmg_any)."""
    cdef int32_t dead[MAXO]
    cdef int32_t rows[3 * MAXO]
    cdef int32_t n = 0, o, w, nrows = -1, loc, damaged = 0
    cdef uint32_t bits
    cdef int kept = 0, note = 0
    if present != NULL:
        memset(present, 0, (MAXBF + 2) * sizeof(int32_t))
        kept = c.s.prs_ver == c.s.might_ver + 1     # (then they are the kept ones)
        if kept:
            prs_unpack(c, present)
        note = not kept
    elif not c.s.dmg_any:
        return 0
    if note:                                 # the units on the board (the u_all index):
        for w in range((c.s.n_objs + 31) >> 5):  # the players by location
            bits = c.s.u_all[w]
            while bits:
                o = (w << 5) + __builtin_ctz(bits)
                bits &= bits - 1
                loc = c.s.o_loc[o]
                if 0 <= loc <= MAXBF:
                    present[loc] |= 1 << octl(c.s, o)
    for w in range((c.s.n_objs + 31) >> 5 if c.s.dmg_any else 0):   # lethal damage (none
        bits = c.s.u_all[w]                  # has damage marked unless State.dmg_any)
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if c.s.o_damage[o] <= 0:
                continue
            damaged = 1
            if nrows < 0:                    # might(): its passives worked out once
                nrows = might_passives(c, rows)
            if c.s.o_damage[o] >= might_with(c, o, rows, nrows) or \
                    any_damage_lethal(c, o):     # (ops_unl.pxi; Elder Dragon)
                dead[n] = o
                n += 1
    c.s.dmg_any = damaged
    if n == 0:
        if note:
            bits = (<uint32_t>loose_gear(c)) << PRS_LOOSE
            for loc in range(MAXBF + 1):
                bits |= (<uint32_t>present[loc] & ((1 << MAXP) - 1)) << (MAXP * loc)
            c.s.prs_bits = bits
            c.s.prs_ver = c.s.might_ver + 1
        if present != NULL:
            present[MAXBF + 1] = 1 + 2 * ((c.s.prs_bits >> PRS_LOOSE) & 1)
            if c.check:                      # (checking mode: they are the fresh ones)
                check_present(c, present)
        return 0
    if kept:                                 # (h_cleanup works them out afresh after a kill)
        memset(present, 0, (MAXBF + 2) * sizeof(int32_t))
    return kill_deciding(c, t, dead, n)
