# What a player may know (reference/observe.py): the parity `state_vector()`, the masked
# observation vector agents read, and the determinization the search agent plays out.
#
# Hidden from a viewer (128, 108, 811): every Main Deck and rune deck (their order and, for
# the opponent, their contents), the opponent's hand, and the opponent's facedown cards
# unless a "look at facedown cards" effect lets the viewer see them. A hidden object the
# viewer knows all the same is shown (`known_objects`): what the chain names (108.1.b) and,
# to the deciding player, what its decision names (the cards it looks at or chooses among).
# Every other hidden object is masked: its row keeps only its owner and controller, and its
# id appears nowhere else (a facedown card's word says FACEDOWN_UNSEEN, a decision's source
# -1). An id would tell the card: objects are numbered in deck-list order at setup, so the
# zone or the battlefield of a hidden id would tell which card is there.

cdef enum:
    SV_HEAD = 16            # observe.HEADER
    SV_PLAYER = 18          # observe.PLAYER_FIELDS
    SV_BF = 7               # observe.BF_FIELDS
    SV_CHAIN = 5            # observe.CHAIN_FIELDS
    SV_OBJ = 12             # observe.OBJ_FIELDS
    OBS_HEAD = 5            # observe.OBS_HEADER: viewer, decision kind, its player, its
                            # source object, number of options
    SV_MAX = SV_HEAD + MAXP * SV_PLAYER + MAXBF * SV_BF + MAXCH_OBS * SV_CHAIN + MAXO * SV_OBJ
    OBS_MAX = OBS_HEAD + SV_MAX
    FACEDOWN_UNSEEN = -2    # observe.FACEDOWN_UNSEEN: a battlefield's facedown word when the
                            # viewer cannot see the card (there is one, which is public)


cdef int sees_facedown(Ctx* c, int32_t player) noexcept nogil:
    """ops_look_and_play.sees_facedown: a "look at the opponent's facedown cards" player effect."""
    cdef int32_t i
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_LOOK_FACEDOWN and c.s.effects[i].controller == player:
            return 1
    return 0


cdef inline int hidden_from(Ctx* c, int32_t viewer, int32_t o, int peek) noexcept nogil:
    """observe.hidden_from: is object `o` in a zone hidden from `viewer` (`peek`:
    sees_facedown)?"""
    cdef int z = c.s.o_zone[o]
    if z == Z_DECK or z == Z_RUNE_DECK:
        return 1
    if z == Z_HAND:
        return oowner(c.s, o) != viewer
    if z == Z_FACEDOWN:
        return octl(c.s, o) != viewer and not peek
    return 0


cdef inline int obj_in(const uint32_t* m, int32_t o) noexcept nogil:
    return (m[o >> 5] >> (o & 31)) & 1


cdef inline void note_obj(Ctx* c, uint32_t* m, int32_t o) noexcept nogil:
    if 0 <= o < c.s.n_objs:
        m[o >> 5] |= (<uint32_t>1) << (o & 31)


cdef void named_objects(Ctx* c, uint32_t* m) noexcept nogil:
    """observe.named_objects: the objects the current decision names (bitmask `m`): its
    source and the objects of its options (SELECT, TARGET, PLAY)."""
    cdef int32_t i, k
    memset(m, 0, MAXOW * sizeof(uint32_t))
    if c.s.dec_kind == 0:
        return
    note_obj(c, m, c.s.dec_source)
    for i in range(c.s.n_opts):
        k = c.opts[i] >> 16
        if k == A_SELECT or k == A_TARGET or k == A_PLAY:
            note_obj(c, m, c.opts[i] & 0xFFFF)


cdef void known_objects(Ctx* c, int32_t viewer, uint32_t* m) noexcept nogil:
    """observe.known_objects: the objects `viewer` knows wherever they are (bitmask `m`):
    what the chain names, public like the chain (108.1.b: each item's source, trigger object
    and targets), and, when `viewer` is deciding, what the decision names."""
    cdef int32_t i, k
    cdef ChainItem* it
    if c.s.dec_kind and c.s.dec_player == viewer:
        named_objects(c, m)
    else:
        memset(m, 0, MAXOW * sizeof(uint32_t))
    for i in range(c.s.n_chain):
        it = &c.s.chain[i]
        note_obj(c, m, it.source)
        note_obj(c, m, it.trigger_obj)
        for k in range(item_ntg(c, it)):
            note_obj(c, m, item_tg(c, it).targets[k])


cdef inline int masked(Ctx* c, int32_t viewer, int32_t o, int peek,
                       const uint32_t* known) noexcept nogil:
    """observe.masked: hidden from `viewer` and not known to them."""
    return hidden_from(c, viewer, o, peek) and not obj_in(known, o)


cdef int32_t masked_words(Ctx* c, int32_t viewer, const uint32_t* known,
                          int32_t* out) noexcept nogil:
    """state_words for `viewer` (< 0: nothing masked) given their `known` objects."""
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
    for i in range(s.n_players):             # a block per seat (478.1)
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
        o = s.bfs[i].facedown
        out[n] = s.bfs[i].obj
        out[n + 1] = s.bfs[i].controller
        out[n + 2] = s.bfs[i].contested_by
        out[n + 3] = FACEDOWN_UNSEEN if viewer >= 0 and o >= 0 and \
            masked(c, viewer, o, peek, known) else o
        out[n + 4] = s.bfs[i].showdown_staged
        out[n + 5] = s.bfs[i].combat_staged
        o = s.bfs[i].facedown2               # (107.3.b.1: Bandle Tree)
        out[n + 6] = FACEDOWN_UNSEEN if viewer >= 0 and o >= 0 and \
            masked(c, viewer, o, peek, known) else o
        n += SV_BF
    for i in range(MAXCH_OBS):
        if i < s.n_chain:
            it = &s.chain[i]
            out[n] = it.controller
            out[n + 1] = it.source
            out[n + 2] = it.ability
            out[n + 3] = it.pending
            out[n + 4] = item_ntg(c, it)
        else:
            for k in range(SV_CHAIN):
                out[n + k] = -1
        n += SV_CHAIN
    if s.n_objs:
        nrows = might_passives(c, rows)
    for o in range(s.n_objs):
        if viewer >= 0 and masked(c, viewer, o, peek, known):
            out[n] = -1
            out[n + 1] = oowner(s, o)
            out[n + 2] = octl(s, o)
            for k in range(3, SV_OBJ):
                out[n + k] = 0
            out[n + 3] = -1
            out[n + 4] = -1
        else:
            out[n] = s.o_card[o]
            out[n + 1] = oowner(s, o)
            out[n + 2] = octl(s, o)
            out[n + 3] = s.o_zone[o]
            out[n + 4] = s.o_loc[o]
            out[n + 5] = oflag(s, o, O_EXHAUSTED)
            out[n + 6] = s.o_damage[o]
            out[n + 7] = s.o_buff[o]
            out[n + 8] = oflag(s, o, O_STUNNED)
            out[n + 9] = odesig(s, o)
            out[n + 10] = might_with(c, o, rows, nrows) if s.o_zone[o] == Z_BOARD else 0
            out[n + 11] = oflag(s, o, O_EMPOWERED)
        n += SV_OBJ
    return n


cdef int32_t state_words(Ctx* c, int32_t viewer, int32_t* out) noexcept nogil:
    """observe.state_vector (viewer < 0) or the state part of observe.observation_vector
    (what is hidden from `viewer` masked), written to `out` (SV_MAX words). Returns the
    number of words."""
    cdef uint32_t known[MAXOW]
    if viewer >= 0:
        known_objects(c, viewer, known)
    return masked_words(c, viewer, known, out)


cdef int32_t observation_words(Ctx* c, int32_t viewer, int32_t* out) noexcept nogil:
    """observe.observation_vector: OBS_HEAD words on the decision, then state_words masked
    for `viewer`. The decision's source is -1 when it is masked for `viewer`, the number of
    options 0 unless `viewer` decides (the opponent's count of options would tell about
    their hand). Returns the number of words (at most OBS_MAX)."""
    cdef State* s = c.s
    cdef uint32_t known[MAXOW]
    cdef int32_t src = s.dec_source if s.dec_kind else -1
    known_objects(c, viewer, known)
    if 0 <= src < s.n_objs and masked(c, viewer, src, sees_facedown(c, viewer), known):
        src = -1
    out[0] = viewer
    out[1] = s.dec_kind
    out[2] = s.dec_player if s.dec_kind else -1
    out[3] = src
    out[4] = s.n_opts if s.dec_kind and s.dec_player == viewer else 0
    return OBS_HEAD + masked_words(c, viewer, known, out + OBS_HEAD)


# ------------------------------------------------------------------ determinization

cdef enum:
    HIDDEN_EPOCH = 30000    # epoch of a re-dealt hidden object: no stale reference matches


cdef void reindex_obj(Ctx* c, int32_t o) noexcept nogil:
    """index_obj after object `o` changed card: its own index bits are rebuilt (the per-game
    unions, sk_mask and idx_flags, only ever hold more)."""
    cdef uint32_t bit = ~((<uint32_t>1) << (o & 31))
    c.s.st_objs[o >> 5] &= bit
    c.s.kw_objs[o >> 5] &= bit
    c.s.tr_objs[o >> 5] &= bit
    c.s.ab_objs[o >> 5] &= bit
    c.s.my_objs[o >> 5] &= bit
    index_obj(c, o)
    place_obj(c, o)


cdef void reset_hidden_obj(Ctx* c, int32_t o) noexcept nogil:
    """The per-object fields of a hidden object, as a fresh object has them: nothing of its
    history may tell the re-dealt objects apart."""
    cdef State* s = c.s
    cdef int32_t i, q
    octl_set(s, o, oowner(s, o))
    s.o_loc[o] = LOC_NONE
    place_obj(c, o)
    oflag_set(s, o, O_EXHAUSTED, 0)
    s.o_damage[o] = 0
    s.o_buff[o] = 0
    oflag_set(s, o, O_STUNNED, 0)
    odesig_set(s, o, 0)
    s.o_epoch[o] = HIDDEN_EPOCH
    might_changed(c)
    s.o_moves[o] = 0
    set_finalized(s, o, 0)
    oseen_set(s, o, 0)
    s.o_assigned[o] = 0
    s.from_hidden[o >> 5] &= ~((<uint32_t>1) << (o & 31))
    for i in range(s.tf_n):                 # its "once each turn" record (turn_flags)
        if s.tf[i].obj == o:
            s.tf[i].mask = 0
    oflag_set(s, o, O_PAID_EXTRA, 0)
    omighty_set(s, o, 0)
    oflag_set(s, o, O_EMPOWERED, 0)
    s.sk_bits[o >> 5] &= ~((<uint32_t>1) << (o & 31))
    for q in range(3):                      # (the watch and its player's planes)
        s.yk_bits[q * MAXOW + (o >> 5)] &= ~((<uint32_t>1) << (o & 31))


cdef void redeal(Ctx* c, int32_t viewer, int32_t owner, int peek, const uint32_t* known,
                 const uint32_t* named, uint64_t* rng) noexcept nogil:
    """Re-deal what of `owner`'s is masked for `viewer` (`known`: known_objects of `viewer`;
    `named`: named_objects), at random from `rng` and from nothing `viewer` cannot see.

    Places: the free objects (the masked objects of the hand, when hidden from `viewer`, of
    the Main Deck, and of the facedown places whose card `owner` controls), in id order, are
    shuffled onto the re-dealt facedown places, the hand's places, then, with the Main Deck's
    known objects, onto the Main Deck's places (its order is secret, 108.4.d). A facedown
    place keeps what is public of it (its controller, the turn it was hidden); the objects
    that come to a place are fresh objects (reset_hidden_obj). What a decision names stays
    where it is (its task holds it), and so does what is known in the hand.

    Cards: the multiset of the masked objects' cards (known to `viewer`, who knows the deck
    lists and sees the rest), in card order; every facedown place and a card being hidden
    draws a card with [Hidden] (811), the rest are shuffled onto the other masked objects in
    id order. The rune deck is re-dealt on its own."""
    cdef State* s = c.s
    cdef Player* p = &s.players[owner]
    cdef int32_t pool[MAXO]         # the free objects
    cdef int32_t rest[MAXO]         # objects drawing from the shuffled cards
    cdef int32_t cards[MAXO]
    cdef int32_t deck[MAXL]         # objects going to the Main Deck's free places
    cdef int32_t places[MAXL]       # the Main Deck's free places (indices)
    cdef int32_t kept[MAXL]         # the hand objects that stay in the hand
    cdef int32_t slots[2 * MAXBF + 1]   # objects drawing a card with [Hidden]
    cdef int32_t fbf[2 * MAXBF]     # facedown places re-dealt: battlefield * 2 + place
    cdef int32_t fctl[2 * MAXBF]    # (place 1: facedown2, 107.3.b.1)
    cdef int32_t fturn[2 * MAXBF]
    cdef int32_t npool = 0, nrest = 0, ncards = 0, ndeck = 0, nplaces = 0, nkept = 0
    cdef int32_t nslots = 0, nfbf = 0, nh = 0, i, j, k, o, x, left
    cdef int hand_hidden = owner != viewer
    cdef int32_t hiding = NONE
    # the card being hidden (811): its place is chosen while it is still in the hand
    o = s.dec_source
    if hand_hidden and s.dec_kind == D_PLAY_LOCATION and 0 <= o < s.n_objs and \
            s.o_zone[o] == Z_HAND and oowner(s, o) == owner and not obj_in(known, o):
        hiding = o
    for i in range(2 * s.n_bfs):
        o = s.bfs[i >> 1].facedown2 if i & 1 else s.bfs[i >> 1].facedown
        if o < 0 or oowner(s, o) != owner or not masked(c, viewer, o, peek, known):
            continue
        cards[ncards] = s.o_card[o]
        ncards += 1
        if octl(s, o) == owner and not obj_in(named, o):
            fbf[nfbf] = i
            fctl[nfbf] = octl(s, o)
            fturn[nfbf] = s.bfs[i >> 1].hidden_turn2 if i & 1 else s.bfs[i >> 1].hidden_turn
            nfbf += 1
            pool[npool] = o
            npool += 1
        else:                       # its masked row shows whose it is: it stays
            slots[nslots] = o
            nslots += 1
    if hand_hidden:
        for i in range(p.n_hand):
            o = hand_of(p)[i]
            if obj_in(known, o) or obj_in(named, o):
                kept[nkept] = o
                nkept += 1
                if obj_in(known, o):
                    continue
                if o == hiding:
                    slots[nslots] = o
                    nslots += 1
                else:
                    rest[nrest] = o
                    nrest += 1
            else:
                pool[npool] = o
                npool += 1
            cards[ncards] = s.o_card[o]
            ncards += 1
        nh = p.n_hand - nkept
    for i in range(p.n_deck):
        o = deck_of(p)[i]
        if obj_in(named, o):        # stays put; its card is re-dealt unless known
            if not obj_in(known, o):
                rest[nrest] = o
                nrest += 1
                cards[ncards] = s.o_card[o]
                ncards += 1
            continue
        places[nplaces] = i
        nplaces += 1
        if obj_in(known, o):        # known card, secret place (108.4.d)
            deck[ndeck] = o
            ndeck += 1
        else:
            pool[npool] = o
            npool += 1
            cards[ncards] = s.o_card[o]
            ncards += 1
    # places
    sort_ints(pool, npool)
    xo_shuffle(rng, pool, npool)
    k = 0
    for j in range(nfbf):
        o = pool[k]
        k += 1
        reset_hidden_obj(c, o)
        s.o_zone[o] = Z_FACEDOWN
        octl_set(s, o, fctl[j])
        might_changed(c)
        if fbf[j] & 1:
            s.bfs[fbf[j] >> 1].hidden_turn2 = fturn[j]
            s.bfs[fbf[j] >> 1].facedown2 = o
        else:
            s.bfs[fbf[j] >> 1].hidden_turn = fturn[j]
            s.bfs[fbf[j] >> 1].facedown = o
        slots[nslots] = o
        nslots += 1
    if hand_hidden:
        sort_ints(kept, nkept)
        p.n_hand = 0
        for j in range(nkept):
            hand_of(p)[p.n_hand] = kept[j]
            p.n_hand += 1
        for j in range(nh):
            o = pool[k]
            k += 1
            reset_hidden_obj(c, o)
            s.o_zone[o] = Z_HAND
            might_changed(c)
            hand_of(p)[p.n_hand] = o
            p.n_hand += 1
            rest[nrest] = o
            nrest += 1
    while k < npool:
        o = pool[k]
        k += 1
        reset_hidden_obj(c, o)
        s.o_zone[o] = Z_DECK
        might_changed(c)
        deck[ndeck] = o
        ndeck += 1
        rest[nrest] = o
        nrest += 1
    sort_ints(deck, ndeck)
    xo_shuffle(rng, deck, ndeck)
    for j in range(ndeck):
        deck_of(p)[places[j]] = deck[j]
    # cards: [Hidden] first (811), from the multiset in card order
    sort_ints(cards, ncards)
    left = ncards
    for i in range(nslots):
        k = 0
        for j in range(left):
            if card_col(c.t, cards[j], C_KW + K_HIDDEN):
                k += 1
        if k:
            x = <int32_t>xo_bounded(rng, k)
            for j in range(left):
                if card_col(c.t, cards[j], C_KW + K_HIDDEN):
                    if x == 0:
                        break
                    x -= 1
        else:
            j = <int32_t>xo_bounded(rng, left)
        o = slots[i]
        s.o_card[o] = cards[j]
        might_changed(c)
        for k in range(j, left - 1):
            cards[k] = cards[k + 1]
        left -= 1
        reindex_obj(c, o)
    sort_ints(rest, nrest)
    xo_shuffle(rng, cards, left)
    for i in range(nrest):
        o = rest[i]
        s.o_card[o] = cards[i]
        might_changed(c)
        reindex_obj(c, o)
    # the rune deck: runes are re-dealt among the rune deck's places
    npool = 0
    for i in range(p.n_rune_deck):
        pool[npool] = p.rune_deck[i]
        cards[npool] = s.o_card[pool[npool]]
        npool += 1
    sort_ints(cards, npool)
    sort_ints(pool, npool)
    xo_shuffle(rng, cards, npool)
    for i in range(npool):
        s.o_card[pool[i]] = cards[i]
        reset_hidden_obj(c, pool[i])
    xo_shuffle(rng, pool, npool)
    for i in range(npool):
        p.rune_deck[i] = pool[i]


cdef void determinize(Ctx* c, int32_t viewer, uint64_t* rng) noexcept nogil:
    """Turn the game in `c` into one `viewer` cannot tell from it: everything masked for them
    (observation_words) is re-dealt at random from `rng` (redeal), and the game's own RNG,
    the future shuffles and draws, is re-seeded from `rng`. The result depends only on what
    `viewer` sees (their observation, the deck lists) and on `rng`, so two games `viewer`
    cannot tell apart determinize to the same game; for a player who is not deciding, the
    places of what the decision names (cards the opponent looks at) are kept too, so that
    the decision stays one the game can go on from."""
    cdef uint32_t known[MAXOW]
    cdef uint32_t named[MAXOW]
    cdef int peek = sees_facedown(c, viewer)
    known_objects(c, viewer, known)
    named_objects(c, named)
    cdef int32_t k
    for k in range(c.s.n_players):           # the viewer first, then the others in turn order
        redeal(c, viewer, (viewer + k) % c.s.n_players, peek, known, named, rng)
    forget_kept_answers(c)                   # (their history is no part of the position)
    xo_seed(c.s.rng, xo_next(rng))
