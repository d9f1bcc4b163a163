# Zones (reference/zones.py): zone lists, moving objects between zones (a new object, 359.3.e.4),
# draw (413), burn out (431), recycle (416), channel (430), discard (422), banish (427) and
# returning to hand.




# ------------------------------------------------------------------ zone changes (zones.py)

cdef inline int is_board_zone(int z) noexcept nogil:
    return z == Z_BOARD or z == Z_RUNES or z == Z_FACEDOWN or z == Z_BATTLEFIELD




cdef inline zid_t* zone_list(Ctx* c, int32_t p, int z, int8_t** count) noexcept nogil:
    """Player p's list of zone z (NULL if z has none) and, in count[0], its count. The deck,
    hand, trash and banishment are parts of one pool (Player.cards): the pointer is valid until
    the player's zones change; change them through zl_insert / zl_remove alone."""
    cdef Player* pl = &c.s.players[p]
    if z == Z_DECK:
        count[0] = &pl.n_deck
        return deck_of(pl)
    if z == Z_HAND:
        count[0] = &pl.n_hand
        return hand_of(pl)
    if z == Z_TRASH:
        count[0] = &pl.n_trash
        return trash_of(pl)
    if z == Z_BANISHMENT:
        count[0] = &pl.n_banish
        return banish_of(pl)
    if z == Z_RUNE_DECK:
        count[0] = &pl.n_rune_deck
        return pl.rune_deck
    if z == Z_RUNES:
        count[0] = &pl.n_runes
        return pl.runes
    return NULL




cdef inline int zl_insert(Ctx* c, int32_t p, int z, int32_t i, int32_t x) noexcept nogil:
    """Put object x at place i (-1: the end) of player p's list of zone z; the zones after it
    in the player's pool (Player.cards) move one place back. 0, or -1 when the pool (MAXL) or
    the rune list (MAXRL) is full: the caller fails with its capacity error."""
    cdef Player* pl = &c.s.players[p]
    cdef int8_t* n
    cdef zid_t* lst = zone_list(c, p, z, &n)
    cdef zid_t* end
    if z == Z_RUNES or z == Z_RUNE_DECK:
        if n[0] >= MAXRL:
            return -1
        end = lst + n[0]
    else:
        if pool_used(pl) >= MAXL:
            return -1
        end = pl.cards + pool_used(pl)
    if i < 0 or i > n[0]:
        i = n[0]
    if lst + i < end:                        # (the items after it, one place back)
        memmove(lst + i + 1, lst + i, (end - (lst + i)) * sizeof(zid_t))
    lst[i] = <zid_t>x
    n[0] += 1
    return 0




cdef inline int zl_remove(Ctx* c, int32_t p, int z, int32_t x) noexcept nogil:
    """Take object x out of player p's list of zone z (the zones after it in the pool move one
    place forward): 1, or 0 if it is not there."""
    cdef Player* pl = &c.s.players[p]
    cdef int8_t* n
    cdef zid_t* lst = zone_list(c, p, z, &n)
    cdef zid_t* end
    cdef int32_t i
    if lst == NULL:
        return 0
    for i in range(n[0]):
        if lst[i] == x:
            end = lst + n[0] if z == Z_RUNES or z == Z_RUNE_DECK else pl.cards + pool_used(pl)
            if lst + i + 1 < end:
                memmove(lst + i, lst + i + 1, (end - (lst + i + 1)) * sizeof(zid_t))
            n[0] -= 1
            return 1
    return 0




cdef void remove_effects_on(Ctx* c, int32_t o) noexcept nogil:
    cdef int i, m = 0, bonus = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].target != o:
            if m != i:
                c.s.effects[m] = c.s.effects[i]
            m += 1
        elif c.s.effects[i].kind == EK_BUFF_BONUS:
            bonus = 1
    if m != c.s.n_effects:                 # (some ended: read by its Might alone, but a
        if bonus or not 0 <= o < MAXO:     # buff bonus, read by its controller's units)
            might_changed(c)
        else:
            might_changed_obj(c, o)
    c.s.n_effects = m




cdef void detach(Ctx* c, int32_t o) noexcept nogil:
    cdef int z = c.s.o_zone[o]
    cdef int i
    cdef int32_t who
    if z == Z_DECK or z == Z_HAND or z == Z_TRASH or z == Z_BANISHMENT or z == Z_RUNE_DECK \
            or z == Z_RUNES:
        who = octl(c.s, o) if z == Z_RUNES else oowner(c.s, o)
        zl_remove(c, who, z, o)
    elif z == Z_CHAMPION:
        c.s.players[oowner(c.s, o)].champion = NONE
    elif z == Z_FACEDOWN:
        for i in range(c.s.n_bfs):
            if c.s.bfs[i].facedown == o:
                c.s.bfs[i].facedown = NONE
            if c.s.bfs[i].facedown2 == o:
                c.s.bfs[i].facedown2 = NONE




cdef inline int32_t bw_get(const State* s, int32_t o) noexcept nogil:
    """Obj.banished_with of card `o` as a bw_mark (effects.pxi), 0 none (State.bw_obj)."""
    cdef int32_t i
    for i in range(s.n_bw):
        if s.bw_obj[i] == o:
            return s.bw_rec[i]
    return 0




cdef inline void bw_clear(State* s, int32_t o) noexcept nogil:
    """Card `o` is banished with nothing (a new object, 359.3.e.4)."""
    cdef int32_t i
    for i in range(s.n_bw):
        if s.bw_obj[i] == o:
            s.n_bw -= 1
            s.bw_obj[i] = s.bw_obj[s.n_bw]
            s.bw_rec[i] = s.bw_rec[s.n_bw]
            return




cdef void bw_set(Ctx* c, int32_t o, uint32_t mark) noexcept nogil:
    """Card `o` was banished with the object `mark` names (427.3; effects.pxi bw_mark)."""
    bw_clear(c.s, o)
    if c.s.n_bw >= BW_MAX:
        fail(c, ERR_CAP_BANISHED_WITH)
        return
    c.s.bw_obj[c.s.n_bw] = <zid_t>o
    c.s.bw_rec[c.s.n_bw] = mark
    c.s.n_bw += 1




cdef void move_to(Ctx* c, int32_t o, int zone, int32_t loc, int on_top) noexcept nogil:
    """zones.move_to: leaving or entering a non-board zone makes a new object (359.3.e.4)."""
    cdef State* s = c.s
    cdef int was_board = s.o_zone[o] == Z_BOARD
    cdef int was_extra = s.o_zone[o] == Z_LEGEND or s.o_zone[o] == Z_BATTLEFIELD, extra
    cdef int32_t who
    if zone == Z_TRASH and has_static_kind(c, SK_TRASH_TO_BANISH):
        who = trash_to_banishment(c, o)     # 370.1.a: banished instead (ops_ven.pxi)
        if who != NONE:
            banish_by(c, o, who)                 # zones.banish by that player (zones.pxi)
            return
    if s.o_zone[o] == Z_RUNES and zone == Z_RUNE_DECK and \
            event_listened(c, TE_YOU_RECYCLE_RUNE):   # "when you recycle a rune" (416;
        fire_player(c, TE_YOU_RECYCLE_RUNE, octl(s, o), o, NONE)   # zones.move_to)
    if was_board and zone != Z_BOARD and event_listened(c, TE_LEAVES_SELF):
        fire_self(c, TE_LEAVES_SELF, o, NONE, NONE)   # "When this leaves the board"
    detach(c, o)
    oflag_set(s, o, O_PAID_EXTRA, 0)                    # a new play starts afresh (costs.pxi)
    if s.n_bw:
        bw_clear(s, o)                                  # 427.3: a new object (effects.pxi)
    if zone == Z_BOARD:
        clear_spell_watch(c, o)              # a new object there (ops_kill_watches.pxi)
    if s.o_zone[o] == Z_RUNES and zone != Z_RUNES:
        oflag_set(s, o, O_EXHAUSTED, 0)                 # 414.2 / 415.2
    if is_board_zone(s.o_zone[o]) != is_board_zone(zone) or zone == Z_CHAIN \
            or s.o_zone[o] == Z_CHAIN:
        s.o_epoch[o] += 1
    if was_board and zone != Z_BOARD:
        s.o_damage[o] = 0
        s.o_buff[o] = 0
        oflag_set(s, o, O_STUNNED, 0)
        odesig_set(s, o, 0)
        oflag_set(s, o, O_EXHAUSTED, 0)
        s.o_moves[o] = 0
        oflag_set(s, o, O_EMPOWERED, 0)  # a state of objects on the board (ops_ven.pxi)
        remove_effects_on(c, o)
        detach_leaving(c, o)                 # 719.5 (ops_equipment.pxi)
    if oflag(s, o, O_TOKEN) and zone != Z_BOARD and zone != Z_CHAIN:
        zone = Z_REMOVED                     # 182-183
    extra = was_extra or zone == Z_LEGEND or zone == Z_BATTLEFIELD
    if extra:                                # (elsewhere an object's zone, epoch and
        might_changed(c)                     # location are no unit's Might's business; on
    elif was_board or zone == Z_BOARD:       # the board, only its own and through the Might
        might_changed_obj(c, o)              # passives)
    s.o_zone[o] = zone
    set_on_board(c, o, zone == Z_BOARD)
    s.o_loc[o] = loc if zone == Z_BOARD else LOC_NONE
    place_obj(c, o)
    if extra:
        refresh_active(c)                    # (layers.pxi: act_extra)
    note_mighty_entering(c, o, was_board, zone)   # 709 (triggers.pxi)
    if zone == Z_DECK or zone == Z_HAND or zone == Z_TRASH or zone == Z_BANISHMENT \
            or zone == Z_RUNE_DECK or zone == Z_RUNES:
        who = octl(s, o) if zone == Z_RUNES else oowner(s, o)
        if zl_insert(c, who, zone, 0 if on_top else -1, o) < 0:
            fail(c, ERR_CAP_RUNES if zone == Z_RUNES or zone == Z_RUNE_DECK else ERR_CAP_ZONE)
            return
    elif zone == Z_CHAMPION:
        s.players[oowner(s, o)].champion = o
    if zone != Z_BOARD and zone != Z_RUNES and zone != Z_FACEDOWN:
        if octl(s, o) != oowner(s, o):
            octl_set(s, o, oowner(s, o))
            might_changed_obj(c, o)
        place_obj(c, o)
    s.dirty = 1
    if was_board and zone != Z_BOARD and s.n_effects:   # zones.LEAVES_BOARD (ops_copy_and_control.pxi)
        control_ends(c, o)




cdef void recycle_many(Ctx* c, int32_t* ids, int32_t n) noexcept nogil:
    """416: to the bottom of their decks, several at once in random order (416.5); then
    "when you recycle one or more cards to your Main Deck" for each owner of a card (not a
    rune nor a token, 176) so recycled, turn player first (zones.recycle_many)."""
    cdef int32_t i, o, k, owners = 0
    if n <= 0:
        return
    if n > 1:
        xo_shuffle(c.s.rng, ids, n)
    for i in range(n):
        o = ids[i]
        if otype(c, o) == TY_RUNE:
            move_to(c, o, Z_RUNE_DECK, LOC_NONE, 0)
        else:
            if not oflag(c.s, o, O_TOKEN):
                owners |= 1 << oowner(c.s, o)
            move_to(c, o, Z_DECK, LOC_NONE, 0)
    for k in range(2):
        if owners & (1 << ((c.s.turn_player + k) % 2)):
            fire_player(c, TE_YOU_RECYCLE_TO_DECK, (c.s.turn_player + k) % 2, NONE, NONE)




cdef void burn_out(Ctx* c, int32_t player) noexcept nogil:
    """431.2-431.3 (zones.burn_out)."""
    cdef Player* p = &c.s.players[player]
    cdef Player* q
    cdef int first = 1
    cdef int32_t ids[MAXL]
    cdef int32_t n, o
    while True:
        emit(c, EV_BURN_OUT, player, -1, -1, 0)
        p.burnouts += 1
        n = p.n_trash
        zl_copy(ids, trash_of(p), n)
        recycle_many(c, ids, n)
        o = opp(player)
        gain_points(c, o, 1)
        q = &c.s.players[o]
        if not first and q.points >= victory_score_now(c) and q.points > p.points:
            end_game(c, o, R_BURN_OUT)
            return
        if p.n_deck:
            return
        first = 0




cdef void draw(Ctx* c, int32_t player, int32_t n) noexcept nogil:
    """413 Draw, with burn out (413.4, 431) (zones.draw / from_top)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t k, o
    for k in range(n):
        if c.s.over:
            return
        if p.n_deck == 0:
            burn_out(c, player)
            if c.s.over or p.n_deck == 0:
                continue
        o = deck_of(p)[0]
        move_to(c, o, Z_HAND, LOC_NONE, 0)
        emit(c, EV_DRAW, player, o, -1, 0)




cdef void burn_cards(Ctx* c, int32_t pl, int32_t n) noexcept nogil:
    """zones.burn: the top n cards of the Main Deck to the trash (burning out first, 431.1)."""
    cdef int32_t i
    for i in range(n):
        if c.s.over:
            return
        if c.s.players[pl].n_deck == 0:
            burn_out(c, pl)
            if c.s.over or c.s.players[pl].n_deck == 0:
                continue
        move_to(c, deck_of(&c.s.players[pl])[0], Z_TRASH, LOC_NONE, 0)




cdef int32_t channel(Ctx* c, int32_t player, int32_t n, int exhausted) noexcept nogil:
    """430 (zones.channel)."""
    cdef Player* p = &c.s.players[player]
    cdef int32_t k, o, done = 0
    for k in range(n):
        if p.n_rune_deck == 0:
            break
        o = p.rune_deck[0]
        if octl(c.s, o) != player:
            octl_set(c.s, o, player)
            might_changed_obj(c, o)
        move_to(c, o, Z_RUNES, LOC_BASE, 0)
        oflag_set(c.s, o, O_EXHAUSTED, exhausted)
        emit(c, EV_CHANNEL, player, o, -1, 0)
        done += 1
    return done




cdef void discard(Ctx* c, int32_t player, int32_t o, int first) noexcept nogil:
    """zones.discard (422); `first`: the first card of a discarding instruction."""
    cdef int32_t n0
    move_to(c, o, Z_TRASH, LOC_NONE, 0)
    c.s.players[player].discarded += 1
    emit(c, EV_DISCARD, player, o, -1, 0)
    n0 = c.s.n_pending
    fire_self(c, TE_DISCARD_SELF, o, NONE, NONE)   # 422.1.b / 385.2 (triggers.pxi)
    note_self_epoch(c, o, n0)                # its epoch (triggers.pxi)
    if first:                                # "when you discard one or more cards"
        fire_player(c, TE_YOU_DISCARD, player, NONE, NONE)




# ------------------------------------------------------------------ the ops

cdef void return_to_hand(Ctx* c, int32_t o) noexcept nogil:
    """zones.return_to_hand."""
    cdef int32_t was = c.s.o_loc[o] if c.s.o_zone[o] == Z_BOARD and otype(c, o) == TY_UNIT \
        else LOC_NONE
    move_to(c, o, Z_HAND, LOC_NONE, 0)
    emit(c, EV_RETURN, oowner(c.s, o), o, -1, 0)
    fire_returned_here(c, o, was)            # "returned here" (triggers.pxi)




cdef inline void fire_banish_own(Ctx* c, int32_t o, int32_t by) noexcept nogil:
    """zones.banish, after the move and its event: "when you banish a card you own" for the
    player banishing it (`by`, 411) if they own it; a token is no card (176)."""
    if by != NONE and oowner(c.s, o) == by and not oflag(c.s, o, O_TOKEN):
        fire_player(c, TE_YOU_BANISH_OWN, by, o, NONE)




cdef void banish_by(Ctx* c, int32_t o, int32_t by) noexcept nogil:
    """zones.banish (427): to its owner's banishment, by player `by` (fire_banish_own)."""
    move_to(c, o, Z_BANISHMENT, LOC_NONE, 0)
    emit(c, EV_BANISH, oowner(c.s, o), o, -1, 0)
    fire_banish_own(c, o, by)
