# Wave 3, tailC: the last one- and two-card mechanics (reference/ops_ogn.py,
# ops_look_and_play.py, ops_copy_and_control.py, ops_unl.py, effects.py move_destinations).
# Opcodes 260-279, trigger events 154-159, condition kinds 170-179, static kinds 126-129
# (riftsim.cards.compile mirrors them).

cdef enum:
    OP_ACTIVATE_CONQUER_HERE = 260   # ops_ogn.activate_conquer_here (Reckoner's Arena)
    MD_TO_OR_FROM_BASE = 4           # move dest (ops2.pxi MD_*): "to or from its base"
    OP_BANISH_REPLAY = 261           # ops_unl.banish_replay (Thrill of the Hunt)
    LP_BFS = 1 << 30                 # ChainItem.limited: a unit played to any battlefield
                                     # (bits 24-29: taila.pxi LP_LOC, LP_NO_ENERGY, LP_RECYCLE)
    OP_TAKE_GEAR_UNTIL_LEAVES = 262  # ops_copy_and_control.take_gear_until_leaves (Akshan)
    OP_REPLACE = 263                 # ops_copy_and_control.replace (Green Father); CO_KW the token
    OP_SWAP_BACK = 264               # ops_copy_and_control.swap_back (Brush)
    OP_REVEAL_BANISH_PLAY = 265      # ops_look_and_play.reveal_banish_play (Void Burrower)
    OP_BECOME_COPY = 266             # ops_copy_and_control.become_copy (Deceiver's Reflection)
    SK_SKIP = 126                    # Static "skip" (dsl.Skip): S_KW 1 = the Draw Phase
    SK_PLAY_FROM_TRASH = 127         # Static "play_from_trash": play cards from your trash
    SK_TRASH_TO_BANISH = 128         # Static "trash_to_banish" (a replacement, 370.1.a)
    EK_CONTROL_UNTIL = 170           # Effect kind "control_until" (tailC): n the source, kw
                                     # the player who controlled the gear before


# ------------------------------------------------------------------ moves (355.4)

cdef int move_dests(Ctx* c, int32_t u, int32_t md, int32_t* out) noexcept nogil:
    """effects.move_destinations: effect_destinations, for "to_or_from_base" (Unforgiven)
    only from base to a battlefield or from a battlefield to base."""
    cdef int32_t n = effect_destinations(c, u, out), i, m = 0
    cdef int at_base
    if md != MD_TO_OR_FROM_BASE:
        return n
    at_base = c.s.o_loc[u] == LOC_BASE
    for i in range(n):
        if (out[i] == LOC_BASE) != at_base:
            out[m] = out[i]
            m += 1
    return m


cdef int32_t choose_move_dest(Ctx* c, Task* t, ChainItem* item,
                              const int32_t* abr) noexcept nogil:
    """effects.choose_move_destinations (355.4 / 402.1) for the ability row `abr` (a spell
    being played, an ability being activated): the first move to a chosen destination of a
    target slot (the core runs at most one, riftsim.cards.compile.unsupported_reason); the
    destinations every unit of that slot may go to; none in common = chosen as it resolves.
    The answer is kept in item.move_dest (destination + 1)."""
    cdef const int32_t* ins
    cdef int32_t pc, slot = -1, md = 0, i, j, nd, a, common = -1, ds, n = 0
    cdef int32_t dests[MAXBF + 1]
    cdef int32_t opts[MAXBF + 1]
    if item.move_dest:
        return 1
    for pc in range(abr[AB_CODE], abr[AB_CODE] + abr[AB_CODE_N]):
        ins = c.t.code + pc * CODEW
        if ins[CO_OP] == OP_MOVE and ins[CO_REF] == REF_TARGET and (
                ins[CO_KW] == MD_CHOOSE or ins[CO_KW] == MD_TO_OR_FROM_BASE):
            slot = ins[CO_ARG]
            md = ins[CO_KW]
            break
    if slot < 0:
        return 1
    for i in range(item.n_targets):
        if item.tslot[i] != slot:
            continue
        nd = move_dests(c, item.targets[i], md, dests)
        ds = 0
        for j in range(nd):
            ds |= 1 << dests[j]
        common = ds if common == -1 else common & ds
    if common <= 0:
        return 1
    for j in range(MAXBF + 1):
        if (common >> j) & 1:
            opts[n] = enc(A_LOCATION, j)
            n += 1
    a = choose(c, t, D_DESTINATION, item.controller, opts, n, item.source)
    if a == WAIT:
        return WAIT
    item.move_dest = (a & 0xFFFF) + 1
    return 1


# ------------------------------------------------------------------ ops (260-279)

cdef int run_op_tailc(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    cdef int32_t op = ins[CO_OP]
    if op == OP_ACTIVATE_CONQUER_HERE:
        activate_conquer_here(c, item)
        return 0
    if op == OP_BANISH_REPLAY:
        banish_replay(c, item, ins)
        return 0
    if op == OP_TAKE_GEAR_UNTIL_LEAVES:
        take_gear_until_leaves(c, item, ins)
        return 0
    if op == OP_REPLACE:
        op_replace(c, item, ins)
        return 0
    if op == OP_REVEAL_BANISH_PLAY:
        return reveal_banish_play(c, t, item, ins)
    if op == OP_SWAP_BACK:
        swap_back(c, item)
        return 0
    if op == OP_BECOME_COPY:
        become_copy(c, item, ins)
        return 0
    fail(c, 260)
    return 0


cdef void become_copy(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_copy_and_control._become_copy (472.1.b): token `to` becomes a copy of `other` (a target):
    its card becomes the copied card, every copyable trait with it (472.1.b.1); tokens only,
    and a token ceases to exist as it leaves the board, so it lasts as long as the object.
    IT: the token."""
    cdef int32_t xs[MAXO]
    cdef int32_t ys[MAXO]
    cdef int32_t ref[CODEW]
    cdef int32_t n, m, i, x = NONE, y = NONE
    n = resolve_ref(c, item, ins, xs)
    memcpy(ref, ins, CODEW * sizeof(int32_t))
    ref[CO_REF] = REF_TARGET
    ref[CO_ARG] = ins[CO_KW]
    m = resolve_ref(c, item, ref, ys)
    for i in range(n):                       # 359.3.e.12: the first of each still there
        if c.s.o_zone[xs[i]] == Z_BOARD:
            x = xs[i]
            break
    for i in range(m):
        if c.s.o_zone[ys[i]] == Z_BOARD:
            y = ys[i]
            break
    if x == NONE or y == NONE or not c.s.o_token[x] or x == y:
        return
    c.s.o_card[x] = c.s.o_card[y]
    index_obj(c, x)
    place_obj(c, x)                          # its abilities and passives join the indexes
    c.s.dirty = 1
    item.it_n = 1
    item.it_obj = x


cdef void activate_conquer_here(Ctx* c, ChainItem* item) noexcept nogil:
    """ops_ogn.activate_conquer_here (Reckoner's Arena; later-edition 383.4.c): each
    conquer ability of the controller's units here triggers as if its unit had just conquered
    this battlefield, which was held, so not uncontrolled (its previous controller is the
    controller while they are checked)."""
    cdef int32_t loc = item_here(c, item), bf, saved, u
    if loc <= LOC_BASE:
        return
    bf = loc - 1
    saved = c.s.bfs[bf].prev_controller
    c.s.bfs[bf].prev_controller = item.controller
    for u in range(c.s.n_objs):              # (g.units_at: object order)
        if is_unit_on_board(c, u) and c.s.o_loc[u] == loc and \
                c.s.o_controller[u] == item.controller:
            fire_self(c, TE_CONQUER, u, NONE, NONE)
    c.s.bfs[bf].prev_controller = saved


# ------------------------------------------------------------------ limited play (419.3)

cdef int limited_locations(Ctx* c, ChainItem* item, int32_t* out) noexcept nogil:
    """ops_look_and_play._locations when the effect names the locations: one (LP_LOC,
    taila.pxi limited_locs) or "to any battlefield" (LP_BFS): every battlefield it may enter
    (can_enter: always, 1v1); -1 = the card's own (play.unit_locations)."""
    cdef int32_t i
    if has_limited_loc(item):
        return limited_locs(c, item, out)
    if not (item.limited & LP_BFS):
        return -1
    for i in range(c.s.n_bfs):
        out[i] = i + 1
    return c.s.n_bfs


cdef void banish_replay(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_unl.banish_replay: banish the unit (427), then its owner plays it to any
    battlefield ignoring its cost (419.3, a limited play finalized after this resolution); a
    token ceased to exist and is not played (183.1). IT: the unit."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, x = NONE
    for i in range(n):
        if c.s.o_zone[ids[i]] == Z_BOARD:
            x = ids[i]
            break
    if x == NONE:
        return
    banish_by(c, x, item.controller)             # zones.banish by the controller (empower)
    if c.s.o_zone[x] != Z_BANISHMENT:
        return
    limited_play(c, c.s.o_owner[x], x, 0, 0)
    if c.error == 0:
        c.s.chain[c.s.n_chain - 1].limited |= LP_BFS
    item.it_obj = x
    item.it_n = 1


# ------------------------------------------------------------------ control until I leave

cdef void take_gear_until_leaves(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_copy_and_control.take_gear_until_leaves (Akshan, Mischievous): the enemy gear comes to
    your base, yours until the source leaves the board (188); an Equipment attaches to the
    source (434). With the source gone already nothing happens. IT: the gear."""
    cdef int32_t ids[MAXO]
    cdef int32_t src = item.source, n, i, x, before
    if c.s.o_zone[src] != Z_BOARD:
        return
    n = resolve_ref(c, item, ins, ids)
    for i in range(n):
        x = ids[i]
        if c.s.o_zone[x] != Z_BOARD or otype(c, x) != TY_GEAR:
            continue
        if c.s.o_attached[x]:                # ops_sfd.detach (435)
            set_attached(c, x, 0)
        before = c.s.o_controller[x]
        c.s.o_controller[x] = item.controller
        c.s.o_loc[x] = LOC_BASE
        place_obj(c, x)
        add_effect(c, EK_CONTROL_UNTIL, x, src, before, DUR_PERMANENT, item.controller)
        emit(c, EV_CONTROL, item.controller, x, LOC_BASE, 0)
        if card_flags(c, c.s.o_card[x]) & CXF_EQUIPMENT:
            attach(c, x, src)
        item.it_obj = x
        item.it_n = 1
        c.s.dirty = 1
        break


cdef void control_ends(Ctx* c, int32_t o) noexcept nogil:
    """ops_copy_and_control._control_ends (zones.LEAVES_BOARD): `o` left the board; the gear it
    took goes back to the player who controlled it before, in that player's base."""
    cdef int32_t i = 0, x, ep
    cdef Effect e
    while i < c.s.n_effects:
        if c.s.effects[i].kind != EK_CONTROL_UNTIL or c.s.effects[i].n != o:
            i += 1
            continue
        e = c.s.effects[i]
        remove_effect_at(c, i)
        x = e.target
        if c.s.o_zone[x] != Z_BOARD or c.s.o_epoch[x] != e.epoch:
            continue
        set_attached(c, x, 0)                # ops_sfd.detach
        c.s.o_controller[x] = e.kw
        c.s.o_loc[x] = LOC_BASE
        place_obj(c, x)
        emit(c, EV_CONTROL, e.kw, x, LOC_BASE, 0)
        c.s.dirty = 1


cdef void remove_effect_at(Ctx* c, int32_t i) noexcept nogil:
    """list.remove: the effects after it keep their order."""
    cdef int32_t j
    for j in range(i + 1, c.s.n_effects):
        c.s.effects[j - 1] = c.s.effects[j]
    c.s.n_effects -= 1


# ------------------------------------------------------------------ Replace / Swap Back (438)
# Battlefield.replaced1: 1 + the card a Replace token there stands in for (0: none).

cdef void inherit_effects(Ctx* c, int32_t old, int32_t new) noexcept nogil:
    """ops_copy_and_control._inherit (438.1 / 438.7.b): effects on the replaced object now apply
    to the one in its place."""
    cdef int32_t i
    for i in range(c.s.n_effects):
        if c.s.effects[i].target == old and c.s.effects[i].epoch == c.s.o_epoch[old]:
            c.s.effects[i].target = new
            c.s.effects[i].epoch = c.s.o_epoch[new]


cdef void replace_battlefield(Ctx* c, int32_t bf, int32_t card, int32_t player) noexcept nogil:
    """ops_copy_and_control.replace_battlefield (438): the token `card` is created in the
    battlefield's place (by `player`, not played); the battlefield card goes to banishment
    as replaced (438.5: no banish event), a token battlefield ceases to exist (438.6)."""
    cdef int32_t old = c.s.bfs[bf].obj, new
    new = new_obj(c, card, player, Z_BATTLEFIELD, 1)
    if c.error:
        return
    inherit_effects(c, old, new)
    c.s.bfs[bf].obj = new
    refresh_active(c)                        # (act_extra, layers.pxi)
    c.s.bfs[bf].replaced1 = 0 if c.s.o_token[old] else old + 1
    move_to(c, old, Z_BANISHMENT, LOC_NONE, 0)
    emit(c, EV_TOKEN, player, new, bf + 1, 0)
    c.s.dirty = 1


cdef void op_replace(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_copy_and_control._replace: `ReplaceWith(to, token)`."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, bf
    for i in range(n):
        bf = bf_of_obj(c, ids[i])
        if bf >= 0 and c.s.o_zone[ids[i]] == Z_BATTLEFIELD:
            replace_battlefield(c, bf, ins[CO_KW], item.controller)


cdef void swap_back(Ctx* c, ChainItem* item) noexcept nogil:
    """ops_copy_and_control._swap_back (438.7): the source token stops existing and the card it
    replaced returns to its place, inheriting its effects and statuses; nothing if there is
    nothing to swap back to (438.7.c)."""
    cdef int32_t bf = bf_of_obj(c, item.source), orig, tok
    if bf < 0 or c.s.bfs[bf].replaced1 == 0:
        return
    orig = c.s.bfs[bf].replaced1 - 1
    if c.s.o_zone[orig] != Z_BANISHMENT:
        return
    tok = c.s.bfs[bf].obj
    move_to(c, orig, Z_BATTLEFIELD, LOC_NONE, 0)
    inherit_effects(c, tok, orig)
    c.s.bfs[bf].obj = orig
    refresh_active(c)                        # (act_extra, layers.pxi)
    c.s.bfs[bf].replaced1 = 0
    move_to(c, tok, Z_REMOVED, LOC_NONE, 0)
    c.s.dirty = 1


# ------------------------------------------------------------------ Endless Riches

cdef int controls_static(Ctx* c, int32_t kind, int32_t kw, int32_t player) noexcept nogil:
    """Is there an active passive of `kind` (S_KW `kw`, -1 any) of an object `player`
    controls, its condition holding (turn.skips, play.plays_from_trash)?"""
    cdef int32_t srcs[MAXO]
    cdef int32_t n = static_sources(c, kind, srcs), k, s, r, first
    cdef const int32_t* st
    for k in range(n):
        s = srcs[k]
        if c.s.o_controller[s] != player:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == kind and (kw < 0 or st[S_KW] == kw) and (
                    st[S_COND] < 0 or holds(c, st[S_COND], player, s, NONE)):
                return 1
    return 0


cdef inline int skips_draw_phase(Ctx* c, int32_t player) noexcept nogil:
    """turn.skips(g, player, "draw_phase") (Skip: 367 / 370.1.a)."""
    return controls_static(c, SK_SKIP, 1, player)


cdef inline int plays_from_trash(Ctx* c, int32_t player) noexcept nogil:
    """play.plays_from_trash: they may play cards from their trash (their own costs, not
    with [Flow])."""
    return controls_static(c, SK_PLAY_FROM_TRASH, -1, player)


cdef int32_t trash_to_banishment(Ctx* c, int32_t o) noexcept nogil:
    """ops_ven._trash_to_banishment: a card (no token) its owner's "trash_to_banish" passive
    covers, bound for the trash from anywhere but the Main Deck: the player banishing it
    instead, NONE."""
    cdef int32_t srcs[MAXO]
    cdef int32_t n, k, s, r, first
    cdef const int32_t* st
    if c.s.o_token[o] or c.s.o_zone[o] == Z_DECK:
        return NONE
    n = static_sources(c, SK_TRASH_TO_BANISH, srcs)
    for k in range(n):
        s = srcs[k]
        if c.s.o_controller[s] != c.s.o_owner[o]:
            continue
        first = card_col(c.t, c.s.o_card[s], C_ST_FIRST)
        for r in range(first, first + card_col(c.t, c.s.o_card[s], C_ST_N)):
            st = c.t.statics + r * SW
            if st[S_KIND] == SK_TRASH_TO_BANISH and (
                    st[S_COND] < 0 or holds(c, st[S_COND], c.s.o_controller[s], s, NONE)):
                return c.s.o_controller[s]
    return NONE


# ------------------------------------------------------------------ Void Burrower

cdef int reveal_banish_play(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play.reveal_banish_play (Void Burrower, Spiritforged errata): reveal the top N
    cards of your Main Deck (424), each offered to the look hook (Nocturne, Horrifying:
    tailb.pxi look_hook); you may banish one still in the deck, then play it paying its cost
    (419.3: a limited play, back to banishment if it can't be played); recycle the rest.
    t.d[12]: bit 0 revealed, bits 8-13 the look hook's progress; t.d[13..14] the revealed
    cards (tailb.pxi note_cards)."""
    cdef Player* p = &c.s.players[item.controller]
    cdef int32_t n, i, a, x = NONE, m = 0, k = 0
    cdef int32_t cards[6]
    cdef int32_t opts[7]
    cdef int32_t rest[6]
    if not (t.d[12] & 1):
        n = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
        n = 0 if n < 0 else (6 if n > 6 else n)
        note_cards(&t.d[13], p.deck, n)
        for i in range(n):
            emit(c, EV_REVEAL, item.controller, p.deck[i], -1, 0)
        t.d[12] |= 1
    n = noted_cards(&t.d[13], cards)
    if look_hook(c, t, &t.d[12], cards, n, item.controller) == WAIT:
        return WAIT
    for i in range(n):
        if c.s.o_zone[cards[i]] == Z_DECK:
            opts[k] = enc(A_SELECT, cards[i])
            k += 1
    if k:
        opts[k] = DONE
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, k + 1, item.source)
        if a == WAIT:
            return WAIT
        if a != DONE:
            x = a & 0xFFFF
            banish_by(c, x, item.controller)            # zones.banish (empower.pxi)
            limited_play(c, item.controller, x, 1, 0)    # 419.3, its own cost
    for i in range(n):
        if cards[i] != x and c.s.o_zone[cards[i]] == Z_DECK and \
                list_index(p.deck, p.n_deck, cards[i]) >= 0:
            rest[m] = cards[i]
            m += 1
    recycle_many(c, rest, m)
    return 0
