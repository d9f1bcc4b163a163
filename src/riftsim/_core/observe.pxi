# What a player may know (reference/observe.py): the parity `state_vector()`, the masked
# observation vector agents read, and the determinization the search agent plays out.
#
# Hidden from a viewer (128, 108, 811): every Main Deck and rune deck (their order and, for
# the opponent, their contents), the opponent's hand, and the opponent's facedown cards
# unless a "look at facedown cards" effect lets the viewer see them. Hidden objects keep
# their id and owner in the observation (the id ranges per owner are public), everything
# else of them is masked: which hidden zone an object is in would tell which card it is,
# since objects are numbered in deck-list order at setup.

cdef enum:
    SV_HEAD = 16            # observe.HEADER
    SV_PLAYER = 18          # observe.PLAYER_FIELDS
    SV_BF = 6               # observe.BF_FIELDS
    SV_CHAIN = 5            # observe.CHAIN_FIELDS
    SV_OBJ = 12             # observe.OBJ_FIELDS
    OBS_HEAD = 5            # observe.OBS_HEADER: viewer, decision kind, its player, its
                            # source object, number of options
    SV_MAX = SV_HEAD + 2 * SV_PLAYER + MAXBF * SV_BF + MAXCH_OBS * SV_CHAIN + MAXO * SV_OBJ
    OBS_MAX = OBS_HEAD + SV_MAX


cdef int sees_facedown(Ctx* c, int32_t player) noexcept nogil:
    """ops_toura.sees_facedown: a "look at the opponent's facedown cards" player effect."""
    cdef int32_t i
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_LOOK_FACEDOWN and c.s.effects[i].controller == player:
            return 1
    return 0


cdef inline int hidden_from(Ctx* c, int32_t viewer, int32_t o, int peek) noexcept nogil:
    """observe._visible negated: is object `o` hidden from `viewer` (`peek`: sees_facedown)?"""
    cdef int z = c.s.o_zone[o]
    if z == Z_DECK or z == Z_RUNE_DECK:
        return 1
    if z == Z_HAND:
        return c.s.o_owner[o] != viewer
    if z == Z_FACEDOWN:
        return c.s.o_controller[o] != viewer and not peek
    return 0


cdef int32_t state_words(Ctx* c, int32_t viewer, int32_t* out) noexcept nogil:
    """observe.state_vector (viewer < 0) or the state part of observe.observation_vector
    (hidden objects masked for `viewer`), written to `out` (SV_MAX words). Returns the
    number of words."""
    cdef State* s = c.s
    cdef int32_t n = 0, i, k, o
    cdef Player* p
    cdef ChainItem* it
    cdef int32_t rows[3 * MAXO]
    cdef int32_t nrows = 0
    cdef int peek = viewer >= 0 and sees_facedown(c, viewer)
    out[0] = s.turn
    out[1] = s.turn_player
    out[2] = s.phase
    out[3] = s.priority
    out[4] = s.passes
    out[5] = s.sd_bf if s.sd_active else -1
    out[6] = s.sd_combat if s.sd_active else -1
    out[7] = s.sd_focus if s.sd_active else -1
    out[8] = s.sd_passes if s.sd_active else -1
    out[9] = s.n_chain
    out[10] = s.n_objs
    out[11] = s.chain_by_trigger
    out[12] = s.first_player
    out[13] = -1 if not s.over else (s.winner if s.winner >= 0 else -2)
    out[14] = s.n_effects
    out[15] = s.n_delayed
    n = SV_HEAD
    for i in range(2):
        p = &s.players[i]
        out[n] = p.points
        out[n + 1] = p.energy
        for k in range(6):
            out[n + 2 + k] = p.power[POWER_VEC[k]]
        out[n + 8] = p.n_hand
        out[n + 9] = p.n_deck
        out[n + 10] = p.n_rune_deck
        out[n + 11] = p.n_runes
        out[n + 12] = p.n_trash
        out[n + 13] = p.cards_played
        out[n + 14] = p.cards_finalized
        out[n + 15] = p.scored
        out[n + 16] = p.spell_energy
        out[n + 17] = p.xp
        n += SV_PLAYER
    for i in range(s.n_bfs):
        out[n] = s.bfs[i].obj
        out[n + 1] = s.bfs[i].controller
        out[n + 2] = s.bfs[i].contested_by
        out[n + 3] = s.bfs[i].facedown
        out[n + 4] = s.bfs[i].showdown_staged
        out[n + 5] = s.bfs[i].combat_staged
        n += SV_BF
    for i in range(MAXCH_OBS):
        if i < s.n_chain:
            it = &s.chain[i]
            out[n] = it.controller
            out[n + 1] = it.source
            out[n + 2] = it.ability
            out[n + 3] = it.pending
            out[n + 4] = it.n_targets
        else:
            for k in range(SV_CHAIN):
                out[n + k] = -1
        n += SV_CHAIN
    if s.n_objs:
        nrows = might_passives(c, rows)
    for o in range(s.n_objs):
        if viewer >= 0 and hidden_from(c, viewer, o, peek):
            out[n] = -1
            out[n + 1] = s.o_owner[o]
            out[n + 2] = s.o_controller[o]
            for k in range(3, SV_OBJ):
                out[n + k] = 0
            out[n + 3] = -1
            out[n + 4] = -1
        else:
            out[n] = s.o_card[o]
            out[n + 1] = s.o_owner[o]
            out[n + 2] = s.o_controller[o]
            out[n + 3] = s.o_zone[o]
            out[n + 4] = s.o_loc[o]
            out[n + 5] = s.o_exhausted[o]
            out[n + 6] = s.o_damage[o]
            out[n + 7] = s.o_buff[o]
            out[n + 8] = s.o_stunned[o]
            out[n + 9] = s.o_designation[o]
            out[n + 10] = might_with(c, o, rows, nrows, NULL) if s.o_zone[o] == Z_BOARD else 0
            out[n + 11] = s.o_empowered[o]
        n += SV_OBJ
    return n


cdef int32_t observation_words(Ctx* c, int32_t viewer, int32_t* out) noexcept nogil:
    """observe.observation_vector: OBS_HEAD words on the decision, then state_words masked
    for `viewer`. Returns the number of words (at most OBS_MAX)."""
    cdef State* s = c.s
    out[0] = viewer
    out[1] = s.dec_kind
    out[2] = s.dec_player if s.dec_kind else -1
    out[3] = s.dec_source if s.dec_kind else -1
    out[4] = s.n_opts if s.dec_kind else 0
    return OBS_HEAD + state_words(c, viewer, out + OBS_HEAD)


# ------------------------------------------------------------------ determinization

cdef enum:
    HIDDEN_EPOCH = 30000    # epoch of a re-dealt hidden object: no stale reference matches


cdef void reindex_obj(Ctx* c, int32_t o) noexcept nogil:
    """index_obj after object `o` changed card: its own index bits are rebuilt (the per-game
    unions, sk_mask and idx_flags, only ever hold more)."""
    cdef uint32_t bit = ~((<uint32_t>1) << (o & 31))
    c.s.st_objs[o >> 5] &= bit
    c.s.tr_objs[o >> 5] &= bit
    index_obj(c, o)


cdef void reset_hidden_obj(Ctx* c, int32_t o) noexcept nogil:
    """The per-object fields of a hidden object, as a fresh object has them: nothing of its
    history may tell the re-dealt objects apart."""
    cdef State* s = c.s
    s.o_controller[o] = s.o_owner[o]
    s.o_exhausted[o] = 0
    s.o_damage[o] = 0
    s.o_buff[o] = 0
    s.o_stunned[o] = 0
    s.o_designation[o] = 0
    s.o_epoch[o] = HIDDEN_EPOCH
    s.o_moves[o] = 0
    s.o_finalized_turn[o] = -1
    s.o_seen[o] = 0
    s.o_assigned[o] = 0
    s.o_played_turn[o] = 0
    s.o_from_hidden[o] = 0
    s.o_tf_turn[o] = 0
    s.o_tf_epoch[o] = 0
    s.o_tf_mask[o] = 0
    s.o_paid_extra[o] = 0
    s.o_mighty[o] = 0
    s.o_empowered[o] = 0
    s.sk_bits[o >> 5] &= ~((<uint32_t>1) << (o & 31))


cdef inline int known_by_option(Ctx* c, int32_t o) noexcept nogil:
    """Is object `o` named by the current decision (its source, or an option's argument)?
    The deciding player sees it (a card looked at, a card in a choice)."""
    cdef int32_t i, k
    if c.s.dec_kind == 0:
        return 0
    if c.s.dec_source == o:
        return 1
    for i in range(c.s.n_opts):
        k = c.s.opts[i] >> 16
        if (k == A_SELECT or k == A_TARGET or k == A_PLAY) and (c.s.opts[i] & 0xFFFF) == o:
            return 1
    return 0


cdef void sort_by_key(int32_t* a, int32_t n, const int16_t* key) noexcept nogil:
    """Insertion sort of object ids by (key[id], id)."""
    cdef int32_t i, j, x
    for i in range(1, n):
        x = a[i]
        j = i - 1
        while j >= 0 and (key[a[j]] > key[x] or (key[a[j]] == key[x] and a[j] > x)):
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x


cdef void redeal(Ctx* c, int32_t viewer, int32_t owner, int peek, uint64_t* rng) noexcept nogil:
    """Re-deal the cards of `owner`'s objects hidden from `viewer` among those objects, and
    those objects among the hidden places they fill, at random from `rng` and from nothing
    else the viewer cannot see:

    * the ids are the owner's hidden objects in id order, the cards the multiset they hold
      in card order (both known to the viewer, who knows the deck lists and sees the rest);
    * the cards are shuffled onto the ids (a facedown place takes a card with [Hidden], 811);
    * the ids are shuffled into the hand (when hidden from the viewer) and the Main Deck;
      the rune deck is re-dealt the same way on its own."""
    cdef State* s = c.s
    cdef Player* p = &s.players[owner]
    cdef int32_t ids[MAXO]
    cdef int32_t cards[MAXO]
    cdef int32_t fd[MAXBF]
    cdef int32_t n = 0, nf = 0, i, j, k, o, x, hand_hidden = owner != viewer
    cdef int32_t nh = 0
    cdef int32_t keep_hand[MAXL]
    cdef int32_t kept = 0
    # the Main Deck and rune deck are re-dealt among themselves; the hand joins the Main
    # Deck's pool when the viewer cannot see it (cards named by the decision stay put)
    for i in range(p.n_deck):
        o = p.deck[i]
        if not known_by_option(c, o):
            ids[n] = o
            n += 1
    if hand_hidden:
        for i in range(p.n_hand):
            o = p.hand[i]
            if known_by_option(c, o):
                keep_hand[kept] = o
                kept += 1
            else:
                ids[n] = o
                n += 1
        for i in range(s.n_bfs):
            o = s.bfs[i].facedown
            if o >= 0 and s.o_owner[o] == owner and s.o_controller[o] != viewer and \
                    not peek and not known_by_option(c, o):
                fd[nf] = o
                nf += 1
    # cards: the multiset, in card order; ids: in id order
    for i in range(n):
        cards[i] = s.o_card[ids[i]]
    for i in range(nf):
        cards[n + i] = s.o_card[fd[i]]
    sort_ints(cards, n + nf)
    sort_ints(ids, n)
    # facedown places first: a card with [Hidden] each (811), drawn from the multiset
    for i in range(nf):
        k = 0
        for j in range(n + nf - i):
            if card_col(c.t, cards[j], C_KW + K_HIDDEN):
                k += 1
        if k:
            x = <int32_t>xo_bounded(rng, k)
            for j in range(n + nf - i):
                if card_col(c.t, cards[j], C_KW + K_HIDDEN):
                    if x == 0:
                        break
                    x -= 1
        else:
            j = <int32_t>xo_bounded(rng, n + nf - i)
        o = fd[i]
        s.o_card[o] = cards[j]
        for k in range(j, n + nf - i - 1):
            cards[k] = cards[k + 1]
        reindex_obj(c, o)
    xo_shuffle_i32(rng, cards, n)
    for i in range(n):
        o = ids[i]
        s.o_card[o] = cards[i]
        reset_hidden_obj(c, o)
        reindex_obj(c, o)
    xo_shuffle_i32(rng, ids, n)
    if hand_hidden:
        nh = p.n_hand - kept
        p.n_hand = 0
        for i in range(kept):
            p.hand[p.n_hand] = keep_hand[i]
            p.n_hand += 1
        for i in range(nh):
            p.hand[p.n_hand] = ids[i]
            p.n_hand += 1
            s.o_zone[ids[i]] = Z_HAND
    k = 0
    for i in range(p.n_deck):                # places named by the decision stay put
        if not known_by_option(c, p.deck[i]):
            p.deck[i] = ids[nh + k]
            s.o_zone[ids[nh + k]] = Z_DECK
            k += 1
    # the rune deck: runes are re-dealt among the rune deck's places
    n = 0
    for i in range(p.n_rune_deck):
        ids[n] = p.rune_deck[i]
        cards[n] = s.o_card[ids[n]]
        n += 1
    sort_ints(cards, n)
    sort_ints(ids, n)
    xo_shuffle_i32(rng, cards, n)
    for i in range(n):
        s.o_card[ids[i]] = cards[i]
        reset_hidden_obj(c, ids[i])
    xo_shuffle_i32(rng, ids, n)
    for i in range(n):
        p.rune_deck[i] = ids[i]


cdef void determinize(Ctx* c, int32_t viewer, uint64_t* rng) noexcept nogil:
    """Turn the game in `c` into one `viewer` cannot tell from it: everything hidden from
    them is re-dealt at random from `rng` (redeal), and the game's own RNG, the future
    shuffles and draws, is re-seeded from `rng`. The result depends only on what `viewer`
    sees (their observation, the deck lists) and on `rng`: two games `viewer` cannot tell
    apart determinize to the same game."""
    cdef int peek = sees_facedown(c, viewer)
    redeal(c, viewer, viewer, peek, rng)
    redeal(c, viewer, opp(viewer), peek, rng)
    xo_seed(c.s.rng, xo_next(rng))
