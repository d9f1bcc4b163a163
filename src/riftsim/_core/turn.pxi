# The turn (reference/turn.py): setting up a game and mulligans (103-118), phases (305-317),
# the start and end of a turn and what expires then.


cdef int32_t new_obj(Ctx* c, int32_t card, int32_t owner, int zone, int token) noexcept nogil:
    cdef State* s = c.s
    cdef int32_t o = s.n_objs
    if o >= MAXO:
        fail(c, ERR_CAP_OBJECTS)
        return 0
    s.n_objs += 1
    s.o_card[o] = card
    oowner_set(s, o, owner)
    octl_set(s, o, owner)
    s.o_zone[o] = zone
    s.o_loc[o] = LOC_NONE
    oflag_set(s, o, O_EXHAUSTED, 0)
    s.o_damage[o] = 0
    s.o_buff[o] = 0
    oflag_set(s, o, O_STUNNED, 0)
    oflag_set(s, o, O_TOKEN, token)
    odesig_set(s, o, 0)
    s.o_epoch[o] = 0
    s.o_moves[o] = 0
    set_finalized(s, o, 0)
    oseen_set(s, o, 0)
    might_changed(c)                         # (a new object: zones.pxi)
    set_on_board(c, o, zone == Z_BOARD)
    index_obj(c, o)
    place_obj(c, o)
    return o




cdef void index_obj(Ctx* c, int32_t o) noexcept nogil:
    """Note object `o` in the per-game indexes of its card (st_objs, kw_objs, sk_mask,
    tr_objs, ab_objs, te_mask, my_objs)."""
    cdef int32_t card = c.s.o_card[o], first = card_col(c.t, card, C_ST_FIRST), r, k
    cdef int32_t n = card_col(c.t, card, C_ST_N)
    static_sources_changed(c)                # (its card's passives: layers.pxi)
    might_changed(c)                         # (its card: context.pxi)
    if card_flags(c, card) & CXF_DEFLECT:
        c.s.idx_flags |= IX_DEFLECT          # deflect_possible (keywords.pxi)
    if card_flags(c, card) & CXF_COPY_PRINTED:
        c.s.idx_flags |= IX_COPY_PRINTED     # instance_count (ops_equipment.pxi)
    c.s.kw_given |= c.t.card_ekw[card] << 16     # Effect Text keywords (kw_of)
    if card_col(c.t, card, C_FLOW_E) >= 0:
        c.s.idx_flags |= IX_FLOW             # flow_play_options (keywords.pxi)
    if c.t.card_x[card * CXW + CX_N]:        # activated abilities (ability_options)
        c.s.ab_objs[o >> 5] |= (<uint32_t>1) << (o & 31)
    if card_col(c.t, card, C_TR_N):
        c.s.tr_objs[o >> 5] |= (<uint32_t>1) << (o & 31)
        for r in range(card_col(c.t, card, C_TR_FIRST),
                       card_col(c.t, card, C_TR_FIRST) + card_col(c.t, card, C_TR_N)):
            k = c.t.abilities[r * AW + AB_ON]
            if k == TE_FRIENDLY_MIGHTY:
                c.s.idx_flags |= IX_MIGHTY   # check_mighty (triggers.pxi) has work to do
                c.s.my_objs[o >> 5] |= (<uint32_t>1) << (o & 31)
            if 0 <= k < 32 * MAXTEW:
                c.s.te_mask[k >> 5] |= (<uint32_t>1) << (k & 31)   # fire_player's events
            elif k >= 32 * MAXTEW:
                fail(c, 13)                  # (an event past the mask: widen MAXTEW)
    if n == 0:
        return
    c.s.st_objs[o >> 5] |= (<uint32_t>1) << (o & 31)
    for r in range(first, first + n):
        k = c.t.statics[r * SW + S_KIND]
        if k >= 32 * MAXSKW:
            fail(c, 12)                      # (a static kind past the mask: widen MAXSKW)
            return
        c.s.sk_mask[k >> 5] |= (<uint32_t>1) << (k & 31)
        if k == SK_BORROW_EXHAUST:           # borrow_option (abilities.pxi)
            c.s.ab_objs[o >> 5] |= (<uint32_t>1) << (o & 31)
        if k == SK_ET_KEYWORD and 0 <= c.t.statics[r * SW + S_KW] < NKW:   # (kw_from)
            c.s.kw_given |= (<uint32_t>1) << c.t.statics[r * SW + S_KW]
        if k == SK_KEYWORD:
            c.s.kw_objs[o >> 5] |= (<uint32_t>1) << (o & 31)
            if 0 <= c.t.statics[r * SW + S_KW] < NKW:
                c.s.kw_given |= (<uint32_t>1) << c.t.statics[r * SW + S_KW]
            else:
                c.s.kw_given |= 0x7FFF       # (kw_of then reads every source)




cdef void init_mode(State* s, int32_t players, int32_t teams, int32_t victory_score,
                    int32_t flags) noexcept nogil:
    """A new game's mode (478: modes.Mode) and empty marks, before setup_game."""
    s.n_players = players
    s.n_teams = teams
    s.victory_score = victory_score
    s.mode_flags = flags
    s.priority = NONE
    s.trigger_first = NONE
    s.winner = NONE




cdef void setup_game(Ctx* c, const int32_t* spec, int32_t first_player,
                     int32_t n_bfs_mode) noexcept nogil:
    """turn.setup_game. `spec` per player (State.n_players of them, set with the mode's
    battlefields in play, `n_bfs_mode`): legend, champion (-1), n, main cards..., n, runes...,
    n, battlefields..."""
    cdef int32_t bf_first[MAXP]
    cdef int32_t bf_n[MAXP]
    setup_objects(c, spec, bf_first, bf_n)
    if not c.error:
        setup_deal(c, first_player, n_bfs_mode, bf_first, bf_n)


cdef void setup_objects(Ctx* c, const int32_t* spec, int32_t* bf_first,
                        int32_t* bf_n) noexcept nogil:
    """setup_game's first part: every player's objects in their zones, in spec order (no
    random draw: a batch of games of the same decks in the same seats builds it once and
    copies it, game.pxi setup_template); `bf_first[p]`, `bf_n[p]`: player p's battlefields."""
    cdef State* s = c.s
    cdef Player* p
    cdef int32_t pi, i, n, o, k = 0, np = s.n_players
    for pi in range(np):
        p = &s.players[pi]
        p.legend = new_obj(c, spec[k], pi, Z_LEGEND, 0)
        refresh_active(c)                    # (act_extra, layers.pxi)
        k += 1
        p.champion = NONE
        p.chosen_card = NONE
        if spec[k] >= 0:
            p.champion = new_obj(c, spec[k], pi, Z_CHAMPION, 0)
            p.chosen_card = spec[k]
        k += 1
        n = spec[k]
        k += 1
        for i in range(n):
            o = new_obj(c, spec[k + i], pi, Z_DECK, 0)
            if p.n_deck >= MAXL:             # (the pool holds the deck alone so far)
                fail(c, ERR_CAP_ZONE)
                return
            p.cards[p.n_deck] = <zid_t>o
            p.n_deck += 1
        k += n
        n = spec[k]
        k += 1
        for i in range(n):
            o = new_obj(c, spec[k + i], pi, Z_RUNE_DECK, 0)
            if p.n_rune_deck >= MAXRL:
                fail(c, ERR_CAP_RUNES)
                return
            p.rune_deck[p.n_rune_deck] = <zid_t>o
            p.n_rune_deck += 1
        k += n
        n = spec[k]
        k += 1
        bf_first[pi] = s.n_objs
        bf_n[pi] = n
        for i in range(n):
            new_obj(c, spec[k + i], pi, Z_REMOVED, 0)
        k += n


cdef void setup_deal(Ctx* c, int32_t first_player, int32_t n_bfs_mode,
                     const int32_t* bf_first, const int32_t* bf_n) noexcept nogil:
    """setup_game's second part, from the game's random stream: the battlefields, the
    shuffles, the first player and the opening hands (480.5-480.6, 115-117)."""
    cdef State* s = c.s
    cdef Player* p
    cdef int32_t pi, i, pick, removed = NONE, np = s.n_players
    # 116 first where the first player's battlefields are removed (483.4.b, 484.5.b: three
    # battlefields for four players), else after the shuffles
    if n_bfs_mode < np:
        if first_player < 0:
            first_player = <int32_t>xo_bounded(s.rng, np)
        removed = first_player
    for pi in range(np):                     # 480.5 / 482.5 / 483.5: a random battlefield
        p = &s.players[pi]                   # each; 115: shuffle
        if bf_n[pi] and pi != removed:
            pick = bf_first[pi] + <int32_t>xo_bounded(s.rng, bf_n[pi])
            s.o_zone[pick] = Z_BATTLEFIELD
            might_changed(c)
            s.bfs[s.n_bfs].obj = pick
            s.bfs[s.n_bfs].owner = pi
            s.bfs[s.n_bfs].controller = NONE
            s.bfs[s.n_bfs].contested_by = NONE
            s.bfs[s.n_bfs].facedown = NONE
            s.bfs[s.n_bfs].facedown2 = NONE
            s.bfs[s.n_bfs].prev_controller = NONE
            s.n_bfs += 1
            refresh_active(c)                # (act_extra, layers.pxi)
        xo_shuffle(s.rng, deck_of(p), p.n_deck)
        xo_shuffle(s.rng, p.rune_deck, p.n_rune_deck)
    if first_player < 0 and removed == NONE:     # 116
        first_player = <int32_t>xo_bounded(s.rng, np)
    s.first_player = first_player
    s.turn_player = first_player
    emit(c, EV_GAME_START, first_player, -1, -1, 0)
    pi = first_player
    for i in range(np):                      # 117
        draw(c, pi, 4)
        pi = next_player(s, pi)
    s.dirty = 0
    push(c, T_START_TURN)
    for i in range(np - 1, -1, -1):          # 118: mulligans in turn order
        push(c, T_MULLIGAN).d[TW_MULLIGAN_PLAYER] = (first_player + i) % np




cdef int h_mulligan(Ctx* c, Task* t) noexcept nogil:
    """118: set aside up to two cards (TW_MULLIGAN_ASIDE_N, TW_MULLIGAN_ASIDE), draw, recycle
    them."""
    cdef int32_t pi = t.d[TW_MULLIGAN_PLAYER], i, n = 0, a
    cdef Player* p = &c.s.players[pi]
    cdef int32_t opts[MAXL + 1]
    cdef int32_t aside[2]
    if t.d[TW_MULLIGAN_ASIDE_N] < 2:
        opts[n] = DONE
        n += 1
        for i in range(p.n_hand):
            if list_index(&t.d[TW_MULLIGAN_ASIDE], t.d[TW_MULLIGAN_ASIDE_N], hand_of(p)[i]) < 0:
                opts[n] = enc(A_SELECT, hand_of(p)[i])
                n += 1
        a = choose(c, t, D_MULLIGAN, pi, opts, n, -1)
        if a == WAIT:
            return WAIT
        if a != DONE:
            t.d[TW_MULLIGAN_ASIDE + t.d[TW_MULLIGAN_ASIDE_N]] = a & 0xFFFF
            t.d[TW_MULLIGAN_ASIDE_N] += 1
            return 0
    n = t.d[TW_MULLIGAN_ASIDE_N]
    aside[0] = t.d[TW_MULLIGAN_ASIDE]
    aside[1] = t.d[TW_MULLIGAN_ASIDE + 1]
    pop(c)
    for i in range(n):
        zl_remove(c, pi, Z_HAND, aside[i])
    draw(c, pi, n)
    for i in range(n):
        c.s.o_zone[aside[i]] = Z_NONE
    recycle_many(c, aside, n)
    emit(c, EV_MULLIGAN, pi, -1, -1, n)
    c.s.dirty = 0
    return 0




cdef inline void set_phase(Ctx* c, int32_t phase) noexcept nogil:
    c.s.phase = phase
    emit(c, EV_PHASE, c.s.turn_player, -1, -1, phase)
    c.s.dirty = 1                            # 319.2




cdef inline int readies(Ctx* c, int32_t o, int32_t tp) noexcept nogil:
    """315.1: object `o` is readied as player `tp`'s turn starts (exhausted, theirs, on the
    board, in their runes or their legend zone)."""
    cdef int z = c.s.o_zone[o]
    return octl(c.s, o) == tp and oflag(c.s, o, O_EXHAUSTED) and (
        z == Z_BOARD or z == Z_RUNES or z == Z_LEGEND)




cdef void ready_candidates(Ctx* c, uint32_t* mask) noexcept nogil:
    """The objects that may be in a zone where start_turn readies (a bitmask by object id):
    the board (the on_board index), the legends (act_extra: legends in a legend zone and the
    battlefields) and both players' runes."""
    cdef int32_t w, pi, k, r
    for w in range(obj_words(c.s)):
        mask[w] = c.s.on_board[w] | c.s.act_extra[w]
    for pi in range(c.s.n_players):
        for k in range(c.s.players[pi].n_runes):
            r = c.s.players[pi].runes[k]
            mask[r >> 5] |= (<uint32_t>1) << (r & 31)




cdef void check_ready_candidates(Ctx* c, const uint32_t* mask, int32_t tp) noexcept nogil:
    """start_turn's checking mode (Ctx.check): every object `readies` is among
    ready_candidates."""
    cdef int32_t o
    c.checks += 1
    for o in range(c.s.n_objs):
        if readies(c, o, tp) and not (mask[o >> 5] >> (o & 31)) & 1:
            fail(c, CHECK_FAILED)




cdef void start_turn(Ctx* c) noexcept nogil:
    cdef State* s = c.s
    cdef int32_t pi, o, tp, w, lim
    cdef uint32_t bits
    cdef uint32_t cand[MAXOW]
    if s.turn + 1 > s.max_turns:
        end_game(c, NONE, R_TURN_CAP)
        return
    s.turn += 1
    s.ally_held = 0                          # 484.8.b: noted again in this Beginning Phase
    drop_old_delays(c)                       # "… this turn" delays are over (turn.pxi)
    for pi in range(s.n_players):
        s.players[pi].cards_played = 0
        s.players[pi].spells_played = 0
        s.players[pi].xp_gained = 0
        s.players[pi].hold_points = 0
        s.players[pi].power_spent = 0
        s.players[pi].enemy_chosen = 0
        s.players[pi].conquered = 0
        s.players[pi].cards_finalized = 0
        s.players[pi].discarded = 0
        s.players[pi].units_died = 0
        s.players[pi].scored = 0
    memset(s.o_moves, 0, s.n_objs * sizeof(s.o_moves[0]))
    s.players[s.turn_player].turns_taken += 1
    emit(c, EV_TURN_START, s.turn_player, -1, -1, s.turn)
    set_phase(c, PH_AWAKEN)
    tp = s.turn_player                       # 315.1: ready everything the turn player controls
    ready_candidates(c, cand)                # (in object order; the rest cannot be readied)
    if c.check:
        check_ready_candidates(c, cand, tp)
    lim = s.n_objs
    for w in range((lim + 31) >> 5):
        bits = cand[w]
        while bits:
            o = (w << 5) + __builtin_ctz(bits)
            bits &= bits - 1
            if o >= lim or not readies(c, o, tp):
                continue
            oflag_set(s, o, O_EXHAUSTED, 0)
            if s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT:   # 415.3.a: they ready it
                fire_player(c, TE_YOU_READY_UNIT, tp, o, NONE)     # (turn.py)
            if event_listened(c, TE_READIED_SELF):      # "when you ready me" (415.3.a;
                fire_self(c, TE_READIED_SELF, o, NONE, NONE)   # turn.start_turn)




cdef int h_start_turn(Ctx* c, Task* t) noexcept nogil:
    pop(c)
    start_turn(c)
    return 0




cdef int expiration_pending(Ctx* c) noexcept nogil:
    cdef int32_t i, k, nb
    cdef int32_t ids[MAXO]
    nb = board_objs(c, ids)
    for k in range(nb):
        if c.s.o_damage[ids[k]]:
            return 1
    for i in range(c.s.n_effects):
        if c.s.effects[i].duration == DUR_TURN:
            return 1
    for i in range(c.s.n_players):
        if c.s.players[i].energy or c.s.players[i].spell_energy:
            return 1
        for k in range(NPOW):
            if c.s.players[i].power[k]:
                return 1
    return 0




cdef void main_phase(Ctx* c) noexcept nogil:
    set_phase(c, PH_MAIN)
    fire_delays(c, DE_MAIN_START, c.s.turn_player)   # triggers.pxi




cdef void end_main_phase(Ctx* c) noexcept nogil:
    """316.6: the ending step's effects (317.1); stuns end (423.1.a.2)."""
    cdef int32_t o
    set_phase(c, PH_ENDING)
    for o in range(c.s.n_objs):
        oflag_set(c.s, o, O_STUNNED, 0)
    fire_player(c, TE_END_TURN, c.s.turn_player, NONE, NONE)
    fire_delays(c, DE_END_TURN, c.s.turn_player)     # triggers.pxi




cdef void next_phase(Ctx* c) noexcept nogil:
    """turn.next_phase (305)."""
    cdef State* s = c.s
    cdef int32_t tp = s.turn_player, ph = s.phase, i, n
    if ph == PH_AWAKEN:
        set_phase(c, PH_BEGINNING)           # 315.2.a
        note_ally_held(c)
        fire_beginning(c, tp)
    elif ph == PH_BEGINNING:
        set_phase(c, PH_SCORING)             # 315.2.b
        note_ally_held(c)
        for i in range(s.n_bfs):
            if s.bfs[i].controller == tp:
                score(c, tp, i, 0)
    elif ph == PH_SCORING:
        set_phase(c, PH_CHANNEL)             # 315.3, and 478.7: the mode's first-turn
        n = 2                                # process (480.7: +1 for the player going last)
        if s.players[tp].turns_taken == 1 and (s.mode_flags & MF_LAST_RUNE) and \
                tp == (s.first_player + s.n_players - 1) % s.n_players:
            n = 3
        channel(c, tp, n, 0)
    elif ph == PH_CHANNEL:
        if skips_draw_phase(c, tp):          # Skip (367 / 370.1.a; turn.pxi): no Draw
            for i in range(s.n_players):     # Phase, no draw; the pools still empty
                empty_pool(c, i)
            main_phase(c)
            return
        set_phase(c, PH_DRAW)                # 315.4
        if (s.mode_flags & MF_FIRST_DRAWS) or tp != s.first_player or \
                s.players[tp].turns_taken != 1:     # 478.7 (482.7: not the first player's
            draw(c, tp, 1)                          # first draw)
        for i in range(s.n_players):
            empty_pool(c, i)
    elif ph == PH_DRAW:
        main_phase(c)
    elif ph == PH_ENDING:
        set_phase(c, PH_EXPIRATION)          # 317.2
        push(c, T_CLEANUP).d[TW_CLEANUP_EXPIRATION] = 1
    elif ph == PH_EXPIRATION:
        if expiration_pending(c):
            push(c, T_CLEANUP).d[TW_CLEANUP_EXPIRATION] = 1
            return
        s.turn_player = next_turn_player(c)  # 317.3
        start_turn(c)
    else:
        fail(c, 7)




cdef void note_ally_held(Ctx* c) noexcept nogil:
    """turn.note_ally_held (464.1.a / 484.8.b / 484.8.f.1 / 315.2.b.3): with teams, note the
    battlefields the turn player's teammate controls or has units at during the Beginning
    Phase (its start and its Scoring Step): their team can't score them through conquer this
    turn (scoring.pxi ally_held)."""
    cdef int32_t ally, i
    if not c.s.n_teams:
        return
    ally = ally_of(c.s, c.s.turn_player)
    for i in range(c.s.n_bfs):
        if c.s.bfs[i].controller == ally or count_units_at(c, i + 1, ally) > 0:
            c.s.ally_held |= 1 << i




cdef int32_t next_turn_player(Ctx* c) noexcept nogil:
    """turn.next_turn_player (317.3): the newest Additional Turn queued (734-738), else the
    player after the last regular turn's player in turn order (116.1.b, 737);
    regular_player1 notes that player during an Additional Turn."""
    cdef State* s = c.s
    cdef int32_t last = s.turn_player if s.regular_player1 == 0 else s.regular_player1 - 1
    cdef int32_t p, i
    if s.n_extra_turns:
        s.regular_player1 = last + 1
        p = s.extra_turns[0]
        for i in range(s.n_extra_turns - 1):
            s.extra_turns[i] = s.extra_turns[i + 1]
        s.n_extra_turns -= 1
        return p
    s.regular_player1 = 0
    return next_player(s, last)




cdef inline int skips_draw_phase(Ctx* c, int32_t player) noexcept nogil:
    """turn.skips(g, player, "draw_phase") (Skip: 367 / 370.1.a)."""
    return controls_static(c, SK_SKIP, 1, player)




cdef void drop_old_delays(Ctx* c) noexcept nogil:
    """turn.start_turn: the delays of earlier turns are over ("… this turn", 390.2)."""
    cdef int32_t i = 0, j
    while i < c.s.n_delays:
        if c.s.delays[DELAY_WORDS * i + DELAY_TURN] >= c.s.turn:
            i += 1
            continue
        for j in range(i, c.s.n_delays - 1):
            memcpy(c.s.delays + DELAY_WORDS * j, c.s.delays + DELAY_WORDS * (j + 1),
                   DELAY_WORDS * sizeof(int16_t))
        c.s.n_delays -= 1
        c.s.n_delayed -= 1
