# Scoring (reference/scoring.py; rules 465-467): points, conquering and holding, control.




cdef void gain_points(Ctx* c, int32_t player, int32_t n) noexcept nogil:
    """game.gain_points: none while an opponent's "opponents can't gain points" passive is
    active (its condition held)."""
    cdef int32_t srcs[MAXO]
    cdef int32_t ns = static_sources(c, SK_NO_OPPONENT_POINTS, srcs), k, r, s, first
    cdef const int32_t* st
    for k in range(ns):
        s = srcs[k]
        if not is_opponent(c.s, octl(c.s, s), player):
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_NO_OPPONENT_POINTS and \
                    holds(c, st[S_COND], octl(c.s, s), s, NONE):
                return
    c.s.players[player].points += n
    emit(c, EV_POINTS, player, -1, -1, c.s.players[player].points)
    c.s.dirty = 1




cdef int score(Ctx* c, int32_t player, int32_t bf, int conquer) noexcept nogil:
    """scoring.score (465, 466.1.b)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t loc = bf + 1, u, ev, before, first, k, lim, excepted = 0
    if (p.scored >> bf) & 1 or not can_score_here(c, player, bf):
        return 0
    if c.s.n_teams and friends(c.s, player, c.s.turn_player):
        excepted = c.s.ally_held             # scoring.ally_held (484.8.b, 484.8.f.1)
    if conquer and (excepted >> bf) & 1:
        return 0                             # 464.1.a / 484.8.b
    p.scored |= 1 << bf
    emit(c, EV_SCORE, player, -1, loc, 1 if conquer else 2)
    before = p.points
    if team_points(c.s, player) >= victory_score_now(c) - 1:   # (484.6: the team's score)
        if not conquer or popcount(p.scored | excepted) >= c.s.n_bfs:   # 484.8.f.1
            gain_points(c, player, 1)
        else:
            draw(c, player, 1)
    else:
        gain_points(c, player, 1)
    if not conquer:                          # scoring.score: "each point you scored from
        p.hold_points += p.points - before   # holding this turn"
    lim = c.s.n_objs
    u = next_unit(c, NONE, -1, lim)          # (the u_all index, object order)
    while u >= 0:
        if c.s.o_loc[u] != loc or octl(c.s, u) != player:
            u = next_unit(c, NONE, u, lim)
            continue
        if conquer:                      # "if I didn't conquer this turn" (ops_sfd.pxi)
            set_turn_flags(c, u, TF_CONQUERED)
        first = c.s.n_pending
        fire_self(c, TE_CONQUER if conquer else TE_HOLD, u, NONE, NONE)
        if conquer:                      # "deal that much" (VK_EXCESS_NOTED): the excess
            for k in range(first, c.s.n_pending):    # assigned (460.2.c.4), noted on the
                if c.s.pending[k].extra == 0:        # unit's own triggers (not Effect Text)
                    c.s.pending[k].rule_n = p.excess
        if (conquer or hold_conquer_both(c, u)) and c.s.n_effects:   # "this turn, it
            fire_watches(c, EK_WATCH_CONQUER, u)     # has 'When I conquer, …'" (ops_unl.pxi;
                                                     # with Skyfall, a hold effect too)
        fire_hunt(c, u)                  # 823.1.b
        u = next_unit(c, NONE, u, lim)
    fire_player(c, TE_YOU_CONQUER if conquer else TE_YOU_HOLD, player, c.s.bfs[bf].obj, NONE)
    if not conquer and c.s.n_teams:          # "when you or an ally hold" (484.2)
        fire_player(c, TE_ALLY_HOLD, ally_of(c.s, player), c.s.bfs[bf].obj, NONE)
    if conquer:
        fire_trash(c, TE_YOU_CONQUER_TRASH, player)   # 385.2: from the trash (triggers.pxi)
    fire_battlefield(c, TE_CONQUER_HERE if conquer else TE_HOLD_HERE, bf, player, NONE)
    return 1




cdef int can_score_here(Ctx* c, int32_t player, int32_t bf) noexcept nogil:
    """scoring.can_score_here: the battlefield's "players can't score here until their n-th
    turn" passive (Forgotten Monument; Spiritforged FAQ: no scoring at all before then)."""
    cdef int32_t card = c.s.o_card[c.s.bfs[bf].obj], first = card_col(c.t, card, C_ST_FIRST), r
    cdef const int32_t* st
    for r in range(first, first + card_col(c.t, card, C_ST_N)):
        st = c.t.statics + r * SW
        if st[S_KIND] == SK_NO_SCORE_BEFORE_TURN and c.s.players[player].turns_taken < st[S_N]:
            return 0
    return 1




cdef void establish_control(Ctx* c, int32_t player, int32_t bf) noexcept nogil:
    """187.4 / 461.5: gaining control is a conquer (464.1)."""
    c.s.bfs[bf].contested_by = NONE
    if c.s.bfs[bf].controller == player:
        return
    c.s.bfs[bf].prev_controller = c.s.bfs[bf].controller
    c.s.bfs[bf].controller = player
    emit(c, EV_CONTROL, player, -1, bf + 1, 0)
    c.s.players[player].conquered |= 1 << bf   # scoring.establish_control: "conquered this turn"
    score(c, player, bf, 1)
