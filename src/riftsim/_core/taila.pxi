# The tail of Origins, part A (engineer tailA): Heimerdinger's borrowed abilities, and the
# named ops of a few single cards. Number ranges: opcodes 220-239, trigger events 142-147,
# condition kinds 150-159, static kinds 118-121.

cdef enum:
    SK_BORROW_EXHAUST = 118     # Heimerdinger, Inventor: "I have all [E] abilities of …"
    TE_YOU_KILL_SPELL = 142     # "when you kill a unit with a spell" (from the trash, 385.2)
    SK_HOURGLASS = 119          # Replacement("die", applies, kill_self): "if a … unit would
                                # die, kill this instead; heal, exhaust and recall it"
    AB_BORROWED = 7             # play.BORROWED: the ACTIVATE argument's ability of such an
                                # ability; its chain item notes 1 + the acts row in rule_n


# ------------------------------------------------------------------ Heimerdinger, Inventor

cdef int borrow_activatable(Ctx* c, int32_t src, int32_t r, int32_t player) noexcept nogil:
    """play.activatable for acts row `r` used by `src` (its own exhaust pays [E])."""
    cdef int32_t tm = c.t.acts[r * ACW + AC_TIMING], ab = c.t.acts[r * ACW + AC_AB]
    cdef int32_t tmp[MAXO]
    if not timing_ok(c, player, tm != 0, tm == 2):
        return 0
    if not holds(c, ability_row(c, ab)[AB_COND], player, src, NONE):
        return 0
    if not act_cost_payable(c, src, r, player):
        return 0
    if c.t.acts[r * ACW + AC_MODE_FIRST] >= 0 and not available_modes(c, src, r, player, tmp):
        return 0
    if not act_targets_ok(c, src, ab, player):
        return 0
    return act_deflect_ok(c, src, r, ab, player)


cdef int borrowed_acts(Ctx* c, int32_t src, int32_t player, int32_t* out) noexcept nogil:
    """ops_ogn.borrowed_abilities: the acts rows of the [E] abilities (exhaust in their cost,
    377.1; not a battlefield's granted ones) of the other objects `player` controls in the
    legend zone and of its units and gear on the board (not attached) that `src` could
    activate now, ordered by (card, ability index), each card's ability once."""
    cdef int32_t n = 0, x, card, first, r, key, i, j, ty
    cdef int32_t keys[MAXO]
    for x in range(c.s.n_objs):
        if x == src or c.s.o_controller[x] != player or c.s.o_attached[x]:
            continue
        ty = otype(c, x)
        if not (c.s.o_zone[x] == Z_LEGEND or (c.s.o_zone[x] == Z_BOARD and
                                              (ty == TY_UNIT or ty == TY_GEAR))):
            continue
        card = c.s.o_card[x]
        first = c.t.card_x[card * CXW + CX_FIRST]
        for r in range(first, first + c.t.card_x[card * CXW + CX_N]):
            if c.t.acts[r * ACW + AC_GRANTED] >= 0 or \
                    not cost_row(c, c.t.acts[r * ACW + AC_COST])[CS_EXHAUST_SELF]:
                continue
            key = card * 8 + c.t.acts[r * ACW + AC_INDEX]
            if list_index(keys, n, key) >= 0 or n >= MAXO:
                continue
            if borrow_activatable(c, src, r, player):
                keys[n] = key
                n += 1
    sort_ints(keys, n)
    for i in range(n):
        out[i] = act_row(c, keys[i] >> 3, keys[i] & 7)
    return n


cdef int borrow_option(Ctx* c, int32_t o, int32_t player) noexcept nogil:
    """play.ability_options: `o` has "I have all [E] abilities …" and one can be used now."""
    cdef int32_t rows[MAXO]
    if not has_static_kind(c, SK_BORROW_EXHAUST) or not own_static(c, o, SK_BORROW_EXHAUST, 0):
        return 0                             # (has_static_kind: no card of the game has it)
    return borrowed_acts(c, o, player, rows) > 0


cdef int32_t choose_borrowed(Ctx* c, Task* t, int32_t src, int32_t player) noexcept nogil:
    """play.h_activate: which borrowed ability (CHOOSE_MODE among them); its acts row, or
    WAIT. The list is the one of the moment the activation began: without its own pending
    chain item (the newest)."""
    cdef int32_t rows[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t n, k, a
    c.s.n_chain -= 1
    n = borrowed_acts(c, src, player, rows)
    c.s.n_chain += 1
    if n == 0:
        fail(c, 220)
        return WAIT
    for k in range(n):
        opts[k] = enc(A_INDEX, k)
    a = choose(c, t, D_CHOOSE_MODE, player, opts, n, src)
    if a == WAIT:
        return WAIT
    return rows[a & 0xFFFF]


# ------------------------------------------------------------------ ops (220-239)

cdef enum:
    OP_RECYCLE_FROM_TRASH = 220     # ops_ogn.recycle_from_trash (Dr. Mundo, Expert)
    OP_SPLIT_DAMAGE = 221           # ops_ogn.split_damage (Volibear, Furious; 355.14)
    OP_TEEMO_STRATEGIST = 222       # ops_look_and_play.teemo_strategist
    OP_NEXT_SPELL_BONUS = 223       # ops_ogn.next_spell_bonus (Ravenborn Tome)
    EK_SPELL_BONUS = 220            # player effect "spell_bonus" (Effect kind; tailA area)
    OP_PLAY_FROM = 224              # ops_look_and_play.play_from: CO_KW selector row, CO_DUR
                                    # price (PF_*), CO_AUX 1: a unit is played "here"
    OP_BANISH_OWNER_REPLAYS = 225   # ops_look_and_play.banish_owner_replays (Portal Rescue)
    OP_BLIND_FURY = 226             # ops_look_and_play.blind_fury
    OP_PROMISING_FUTURE = 227       # ops_look_and_play.promising_future
    OP_KAISA_EVOLUTIONARY = 228     # ops_look_and_play.kaisa_evolutionary
    PF_PAID = 0
    PF_FREE = 1
    PF_NO_ENERGY = 2


cdef int run_op_taila(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """The ops of this area; WAIT when one needs a decision. Resolve task words: d[12]
    progress, d[13..15] scratch."""
    cdef int32_t op = ins[CO_OP]
    if op == OP_RECYCLE_FROM_TRASH:
        return op_recycle_from_trash(c, t, item, ins)
    if op == OP_SPLIT_DAMAGE:
        return op_split_damage(c, t, item, ins)
    if op == OP_NEXT_SPELL_BONUS:            # a player effect until the end of turn
        add_player_effect(c, EK_SPELL_BONUS, item.controller, ins[CO_N])
        return 0
    if op == OP_PLAY_FROM:
        return op_play_from(c, t, item, ins)
    if op == OP_BANISH_OWNER_REPLAYS:
        op_banish_owner_replays(c, item, ins)
        return 0
    if op == OP_BLIND_FURY:
        return op_blind_fury(c, t, item)
    if op == OP_PROMISING_FUTURE:
        return op_promising_future(c, t, item, ins)
    if op == OP_KAISA_EVOLUTIONARY:
        return op_kaisa_evolutionary(c, t, item)
    if op == OP_TEEMO_STRATEGIST:
        return op_teemo_strategist(c, t, item, ins)
    fail(c, 221)
    return 0


cdef int op_recycle_from_trash(Ctx* c, Task* t, ChainItem* item,
                               const int32_t* ins) noexcept nogil:
    """"Recycle N from your trash" (416): the controller picks N cards of their trash one at a
    time (all of them when N or fewer, in trash order), then they are recycled. d[12] = 1 +
    cards picked, d[13..15] the picks (N <= 3, riftsim.cards.compile.unsupported_reason)."""
    cdef Player* p = &c.s.players[item.controller]
    cdef int32_t n = ins[CO_N], k, i, m, a
    cdef int32_t opts[MAXL]
    cdef int32_t ids[MAXL]
    if t.d[12] == 0:
        t.d[12] = 1
    while t.d[12] - 1 < n and p.n_trash > t.d[12] - 1:
        k = t.d[12] - 1
        if p.n_trash <= n:                   # all of them, in trash order
            for i in range(p.n_trash):
                ids[i] = p.trash[i]
            recycle_many(c, ids, p.n_trash)
            return 0
        m = 0
        if t.answer == NONE:
            for i in range(p.n_trash):
                if list_index(&t.d[13], k, p.trash[i]) < 0:
                    opts[m] = enc(A_SELECT, p.trash[i])
                    m += 1
        else:
            m = 1
        a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, m, item.source)
        if a == WAIT:
            return WAIT
        t.d[13 + k] = a & 0xFFFF
        t.d[12] += 1
    k = t.d[12] - 1
    for i in range(k):
        ids[i] = t.d[13 + i]
    recycle_many(c, ids, k)
    return 0


cdef int op_split_damage(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """355.14: n damage split among the targets chosen as it went on the chain (at most n of
    them: riftsim.cards.compile.unsupported_reason, so none is dropped, 355.14.h): each gets 1
    (355.14.f), the rest is given 1 at a time by the controller (355.14.e); dealt in object
    order. d[12] = 1 once begun, d[13] the extra damage of the k-th target in 4 bits each."""
    cdef int32_t ids[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t nv = or0(op_value(c, item, ins)), n, k, total, a, j, x, i
    n = resolve_ref(c, item, ins, ids)
    if t.d[12] == 0:
        if n == 0 or nv < 1:
            return 0
        if n > nv or n > 7:
            fail(c, 222)
            return 0
        t.d[12] = 1
        t.d[13] = 0
    while True:
        total = n
        for k in range(n):
            total += (t.d[13] >> (4 * k)) & 15
        if total >= nv:
            break
        for k in range(n):
            opts[k] = enc(A_TARGET, ids[k])
        a = choose(c, t, D_TARGET, item.controller, opts, n, item.source)
        if a == WAIT:
            return WAIT
        k = list_index(ids, n, a & 0xFFFF)
        t.d[13] += 1 << (4 * k)
    for i in range(n):                       # sorted(alloc): in object order
        for j in range(i + 1, n):
            if ids[j] < ids[i]:
                x = ids[i]
                ids[i] = ids[j]
                ids[j] = x
                x = (t.d[13] >> (4 * i)) & 15
                t.d[13] = (t.d[13] & ~(15 << (4 * i))) | ((((t.d[13] >> (4 * j)) & 15)) << (4 * i))
                t.d[13] = (t.d[13] & ~(15 << (4 * j))) | (x << (4 * j))
    for k in range(n):
        x = ids[k]
        deal_damage(c, x, 1 + ((t.d[13] >> (4 * k)) & 15) + bonus_damage(c, item, x),
                    item.source)
    return 0


cdef int op_teemo_strategist(Ctx* c, Task* t, ChainItem* item,
                             const int32_t* ins) noexcept nogil:
    """Teemo, Strategist: reveal the top N cards of your Main Deck (424), each offered to the
    look hook (Nocturne, Horrifying: tailb.pxi); the chosen unit takes 1 damage per revealed
    card with [Hidden] (no Bonus Damage added); recycle those still in the deck. d[12]: bit 0
    revealed, bits 8-13 the look hook; d[13..14] the revealed cards (note_cards)."""
    cdef Player* p = &c.s.players[item.controller]
    cdef int32_t ids[MAXO]
    cdef int32_t shown[6]
    cdef int32_t n, k = 0, i, m
    if not (t.d[12] & 1):
        n = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
        note_cards(&t.d[13], p.deck, n)
        for i in range(n if n < 6 else 6):
            emit(c, EV_REVEAL, item.controller, p.deck[i], -1, 0)
        t.d[12] |= 1
    n = noted_cards(&t.d[13], shown)
    if look_hook(c, t, &t.d[12], shown, n, item.controller) == WAIT:
        return WAIT
    for i in range(n):
        if card_col(c.t, c.s.o_card[shown[i]], C_KW + K_HIDDEN):
            k += 1
    m = resolve_ref(c, item, ins, ids)
    for i in range(m):
        deal_damage(c, ids[i], k, item.source)
    m = 0
    for i in range(n):
        if c.s.o_zone[shown[i]] == Z_DECK:
            shown[m] = shown[i]
            m += 1
    recycle_many(c, shown, m)
    return 0


# ------------------------------------------------------------------ Ravenborn Tome (712-715)

cdef void take_spell_bonus(Ctx* c, ChainItem* item, int32_t player) noexcept nogil:
    """play.h_play: the spell `player` just played takes over their "the next spell you play
    this turn deals n Bonus Damage" effects (their sum, kept in the item's rule_n)."""
    cdef int32_t i, m = 0, total = 0
    for i in range(c.s.n_effects):
        if c.s.effects[i].kind == EK_SPELL_BONUS and c.s.effects[i].controller == player:
            total += c.s.effects[i].n
        else:
            if m != i:
                c.s.effects[m] = c.s.effects[i]
            m += 1
    if total:
        c.s.n_effects = m
        item.rule_n = total


cdef inline int32_t spell_bonus_of(ChainItem* item) noexcept nogil:
    """effects.bonus_damage: item.extra["spell_bonus"]."""
    return item.rule_n if item.kind == CK_SPELL else 0


# ------------------------------------------------------------------ limited play (419.3)
# costs2.pxi's limited play, extended: ChainItem.limited also notes "ignoring its Energy cost"
# (LP_NO_ENERGY: its Power is still paid) and the one location a unit may be played to
# (LP_LOC x (1 + loc): "to their base", "play it here"); spells may be played too.

cdef enum:
    LP_LOW = 16777216               # (1 << 24) limited below this: origin, LP_PAID, LP_LESS
    LP_LOC = 16777216               # x (1 + the location), bits 24-27
    LP_NO_ENERGY = 268435456        # (1 << 28)
    LP_RECYCLE = 536870912          # (1 << 29) "… then recycle it" as it leaves the chain


cdef void limited_play_as(Ctx* c, int32_t player, int32_t x, int32_t mode,
                          int32_t loc) noexcept nogil:
    """ops_look_and_play.limited_play with cost PAID / FREE / NO_ENERGY (PF_*) and `locs`
    [loc] (NONE: the card's own locations)."""
    limited_play(c, player, x, mode == PF_PAID, 0)
    if c.error:
        return
    if mode == PF_NO_ENERGY:
        c.s.chain[c.s.n_chain - 1].limited += LP_NO_ENERGY
    if loc != NONE:
        c.s.chain[c.s.n_chain - 1].limited += LP_LOC * (1 + loc)


cdef void limited_base_price(Ctx* c, ChainItem* item, int32_t o, int32_t player,
                             int32_t hidden_loc, int flow, Price* p) noexcept nogil:
    """The price before additional costs: ops_look_and_play._override (356.1.a) for a card an
    effect plays ignoring its cost or its Energy cost, else play.base_price."""
    if item.limited and not (item.limited & LP_PAID):
        if item.limited & LP_NO_ENERGY:
            base_price(c, o, player, 0, 0, p)
            p.energy = 0
            p.spell = otype(c, o) == TY_SPELL
        else:
            free_price(c, o, p)
    else:
        base_price(c, o, player, hidden_loc, flow, p)


cdef inline int has_limited_loc(ChainItem* item) noexcept nogil:
    return item.kind != CK_TRIGGER and item.limited >= LP_LOC and \
        ((item.limited // LP_LOC) & 15) != 0


cdef int limited_locs(Ctx* c, ChainItem* item, int32_t* out) noexcept nogil:
    """ops_look_and_play._locations for `locs` = [loc]: kept if it is base or can be
    entered (444.2)."""
    cdef int32_t loc = ((item.limited // LP_LOC) & 15) - 1
    if loc == LOC_BASE or can_enter(c, item.source, loc):
        out[0] = loc
        return 1
    return 0


cdef int op_play_from(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """ops_look_and_play.play_from: the controller chooses a card matching the selector (not a
    target, not the source) as this resolves; it is played by 419.3 (none: nothing,
    419.3.c). "here": a unit goes to this ability's location."""
    cdef int32_t cands[MAXO]
    cdef int32_t opts[MAXO]
    cdef int32_t n = 0, o, a, x, here, loc = NONE, sel = ins[CO_KW]
    for o in range(c.s.n_objs):
        if o != item.source and sel_matches(c, sel, o, item.controller, item.source, LOC_NONE):
            cands[n] = o
            n += 1
    if n == 0:
        return 0
    for o in range(n):
        opts[o] = enc(A_SELECT, cands[o])
    a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, n, item.source)
    if a == WAIT:
        return WAIT
    x = a & 0xFFFF
    if ins[CO_AUX] == 1 and otype(c, x) == TY_UNIT:
        here = item_here(c, item)
        if here >= LOC_BASE:
            loc = here
    limited_play_as(c, item.controller, x, ins[CO_DUR], loc)
    item.it_n = 1                            # t.data["it"] = [c]
    item.it_obj = x
    return 0


cdef void op_banish_owner_replays(Ctx* c, ChainItem* item, const int32_t* ins) noexcept nogil:
    """Portal Rescue (errata): banish a friendly unit (427), then its owner plays it to their
    base ignoring its cost (419.3; the owner controls it, 188); a token ceased to exist."""
    cdef int32_t ids[MAXO]
    cdef int32_t n = resolve_ref(c, item, ins, ids), i, u
    for i in range(n):
        u = ids[i]
        if c.s.o_zone[u] != Z_BOARD:
            continue
        banish_by(c, u, item.controller)     # zones.banish (empower.pxi)
        if c.s.o_zone[u] == Z_BANISHMENT:
            limited_play_as(c, c.s.o_owner[u], u, PF_FREE, LOC_BASE)


cdef inline int32_t leave_mode(ChainItem* item) noexcept nogil:
    """chain.leave_chain's choice for a finalized spell: 1 [Flow] (banish), 2 recycle it
    (Kai'Sa, Evolutionary: extra["recycle"]), 0 the trash (pending items: the trash)."""
    if item.pending:
        return 0
    if item.flow:
        return 1
    if item.kind != CK_TRIGGER and (item.limited & LP_RECYCLE):
        return 2
    return 0


cdef int op_blind_fury(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """Blind Fury (Origins errata): the opponent reveals the top card of their Main Deck (424),
    offered to its owner's look hook (Nocturne: tailb.pxi); the controller chooses a revealed
    card still in the deck, banishes it (427) and plays it ignoring its cost (419.3; if it
    can't be played it stays banished); the rest are recycled. d[12]: 1 + the card revealed
    (bits 0-7, 0: none yet or none), bits 8-13 the look hook; d[13]: 1 once picked."""
    cdef int32_t o = opp(item.controller), x, a
    cdef int32_t opts[1]
    cdef int32_t ids[1]
    if t.d[12] == 0:
        x = c.s.players[o].deck[0] if c.s.players[o].n_deck else NONE
        t.d[12] = x + 1
        t.d[13] = 0
        if x != NONE:
            emit(c, EV_REVEAL, o, x, -1, 0)
    x = (t.d[12] & 0xFF) - 1
    if x != NONE:
        ids[0] = x
        if look_hook(c, t, &t.d[12], ids, 1, o) == WAIT:
            return WAIT
    if t.d[13] == 0:
        if x != NONE and c.s.o_zone[x] == Z_DECK:
            opts[0] = enc(A_SELECT, x)
            a = choose(c, t, D_CHOOSE_CARD, item.controller, opts, 1, item.source)
            if a == WAIT:
                return WAIT
            banish_by(c, x, item.controller)         # zones.banish (empower.pxi)
            limited_play_as(c, item.controller, x, PF_FREE, NONE)
        t.d[13] = 1
    if x != NONE and c.s.o_zone[x] == Z_DECK:
        ids[0] = x
        recycle_many(c, ids, 1)
    return 0


cdef int op_promising_future(Ctx* c, Task* t, ChainItem* item,
                             const int32_t* ins) noexcept nogil:
    """Promising Future (Origins errata, FAQ): in turn order from the turn player, each player
    looks at their top N cards (Nocturne's look hook first, tailb.pxi), banishes one still in
    the deck and recycles the rest; then from the next player on, ending with the turn
    player, each plays theirs ignoring its Energy cost (pending items finalized in that
    order, 337.1.b). d[12]: bits 0-1 players done, bit 2 this player's cards noted, bits
    8-13 the look hook; d[13..14] this player's cards (note_cards); d[15]: 1 + the card each
    banished (8 bits per player in turn order, 0: none)."""
    cdef int32_t k, pl, n, i, a, m, x
    cdef Player* p
    cdef int32_t opts[6]
    cdef int32_t cards[6]
    cdef int32_t ids[6]
    if t.d[12] == 0:                         # (not started: a former op's words are stale)
        t.d[15] = 0
    while (t.d[12] & 3) < 2:
        k = t.d[12] & 3
        pl = (c.s.turn_player + k) % 2
        p = &c.s.players[pl]
        if not (t.d[12] & 4):
            n = ins[CO_N] if ins[CO_N] < p.n_deck else p.n_deck
            note_cards(&t.d[13], p.deck, n)
            t.d[12] |= 4
        n = noted_cards(&t.d[13], cards)
        if look_hook(c, t, &t.d[12], cards, n, pl) == WAIT:
            return WAIT
        m = 0
        for i in range(n):                   # in_deck
            if c.s.o_zone[cards[i]] == Z_DECK:
                opts[m] = enc(A_SELECT, cards[i])
                m += 1
        if m:
            a = choose(c, t, D_CHOOSE_CARD, pl, opts, m, item.source)
            if a == WAIT:
                return WAIT
            x = a & 0xFFFF
            t.d[15] |= (x + 1) << (8 * k)
            banish_by(c, x, pl)                  # zones.banish (empower.pxi)
        m = 0
        for i in range(n):
            if c.s.o_zone[cards[i]] == Z_DECK:
                ids[m] = cards[i]
                m += 1
        recycle_many(c, ids, m)
        t.d[12] = (t.d[12] & ~0x3F07) | (k + 1)     # the next player: hook and notes anew
    for k in range(2):                       # the next player first, the turn player last
        x = ((t.d[15] >> (8 * ((k + 1) % 2))) & 0xFF) - 1
        pl = (c.s.turn_player + (k + 1)) % 2
        if x >= 0 and c.s.o_zone[x] == Z_BANISHMENT:
            limited_play_as(c, pl, x, PF_NO_ENERGY, NONE)
    return 0


cdef int op_kaisa_evolutionary(Ctx* c, Task* t, ChainItem* item) noexcept nogil:
    """Kai'Sa, Evolutionary: play a spell from your trash with Energy cost below your points
    (read now, 466.2) ignoring its Energy cost (its Power is paid), if it could be played
    now; it is recycled as it leaves the chain."""
    cdef int32_t player = item.controller, pts = c.s.players[player].points, i, n = 0, x, a
    cdef Player* p = &c.s.players[player]
    cdef int32_t opts[MAXL]
    cdef ChainItem tmp
    for i in range(p.n_trash):
        x = p.trash[i]
        if otype(c, x) != TY_SPELL or card_col(c.t, c.s.o_card[x], C_ENERGY) >= pts:
            continue
        memset(&tmp, 0, sizeof(ChainItem))   # ops_look_and_play.playable_now
        tmp.kind = CK_SPELL
        tmp.controller = player
        tmp.source = x
        tmp.trigger_obj = NONE
        tmp.limited = 1 + Z_TRASH + LP_NO_ENERGY
        if limited_finalizable(c, &tmp):
            opts[n] = enc(A_SELECT, x)
            n += 1
    if n == 0:
        return 0
    a = choose(c, t, D_CHOOSE_CARD, player, opts, n, item.source)
    if a == WAIT:
        return WAIT
    limited_play_as(c, player, a & 0xFFFF, PF_NO_ENERGY, NONE)
    if not c.error:
        c.s.chain[c.s.n_chain - 1].limited += LP_RECYCLE
    return 0


# ------------------------------------------------------------------ kills with a spell (428.5)

cdef inline void note_spell_damage(Ctx* c, int32_t o, int32_t source) noexcept nogil:
    """ops_kill_watches._spell_damage_listener (428.5.c): `o` took damage from spell `source` on
    the chain (the watch is counted in n_delayed by deal_damage)."""
    if c.s.sk_bits[0] | c.s.sk_bits[1] | c.s.sk_bits[2] | c.s.sk_bits[3] | c.s.sk_bits[4]:
        if c.s.sk_ctl != c.s.o_controller[source]:
            fail(c, 229)                     # two spells' watches at once: not modelled
            return
    c.s.sk_ctl = c.s.o_controller[source]
    c.s.sk_bits[o >> 5] |= 1u << (o & 31)


cdef inline void clear_spell_watch(Ctx* c, int32_t o) noexcept nogil:
    """A new object on the board (359.3.e.4): a watch of its old self no longer applies."""
    c.s.sk_bits[o >> 5] &= ~(1u << (o & 31))


cdef inline void end_spell_watches(Ctx* c) noexcept nogil:
    """effects.expire_kill_watch: the watches end at the cleanup."""
    memset(c.s.sk_bits, 0, MAXOW * sizeof(uint32_t))
    c.s.sk_ctl = 0


cdef void spell_kill_listener(Ctx* c, int32_t* dead, int32_t n) noexcept nogil:
    """ops_kill_watches._spell_kill_listener (428.5.b/c/e): the units just killed by a resolving
    spell's instruction, or watched after a spell's damage, were killed "with a spell" by its
    controller: that player's "when you kill a unit with a spell" triggers fire from their
    trash (385.2; a card that died at the same time too, 383.2.c.1), each noting its card's
    epoch (the play from the trash checks it, 359.3.e.4)."""
    cdef int32_t resolving = NONE, killer, i, k, u, x, r, first, nt, n0, nx
    cdef int32_t trash[MAXL]
    cdef Player* p
    cdef Task* t
    if c.s.n_tasks:
        t = &c.s.tasks[c.s.n_tasks - 1]
        if t.kind == T_RESOLVE and t.stage > 0:
            i = find_item(c, t)
            if i >= 0 and c.s.chain[i].kind == CK_SPELL:
                resolving = c.s.chain[i].controller
    for k in range(n):
        u = dead[k]
        if otype(c, u) != TY_UNIT:
            continue
        killer = resolving
        if killer == NONE:
            if not ((c.s.sk_bits[u >> 5] >> (u & 31)) & 1):
                continue
            killer = c.s.sk_ctl
        p = &c.s.players[killer]
        nx = p.n_trash
        for i in range(nx):
            trash[i] = p.trash[i]
        for i in range(nx):
            x = trash[i]
            first = card_col(c.t, c.s.o_card[x], C_TR_FIRST)
            nt = card_col(c.t, c.s.o_card[x], C_TR_N)
            for r in range(first, first + nt):
                if c.t.abilities[r * AW + AB_ON] != TE_YOU_KILL_SPELL:
                    continue
                n0 = c.s.n_pending
                queue(c, x, r, killer, u, LOC_NONE)
                if c.s.n_pending > n0:
                    c.s.pending[n0].trig_epoch = c.s.o_epoch[x] + 1


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
        if st[S_KIND] == SK_HOURGLASS:
            return st[S_SEL] < 0 or sel_matches(c, st[S_SEL], o, c.s.o_controller[s], s,
                                                LOC_NONE)
    return 0


cdef int32_t hourglass_answer(Ctx* c, int32_t s) noexcept nogil:
    cdef int32_t k
    for k in range(c.s.ka_n):
        if c.s.ka[2 * k] == s:
            return c.s.ka[2 * k + 1]
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
        c.s.o_exhausted[o] = 1
        recall(c, o)                         # a recall is not a move (450)
        c.s.dirty = 1
        return 1
    return 0


cdef int ask_hourglasses(Ctx* c, Task* t, int32_t* ids, int32_t n) noexcept nogil:
    """effects.kill_deciding's first questions (ops_replacements._hourglass_question, 373): which
    of several units dying together an hourglass saves; a unit another hourglass was given to
    is not offered. 0 when none is left, WAIT. The answers live in State.ka until the kill
    is done (empower.pxi kill_deciding)."""
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
                    if c.s.ka[2 * j + 1] == objs[i]:
                        taken = 1
                if not taken and hourglass_saves(c, s, objs[i]):
                    opts[nu] = enc(A_SELECT, objs[i])
                    nu += 1
            if nu >= 2:
                ask = s
                break
        if ask == NONE:
            break
        if c.s.ka_n >= 7:
            fail(c, 230)
            return 0
        a = choose(c, t, D_CHOOSE_CARD, c.s.o_controller[ask], opts, nu, ask)
        if a == WAIT:
            return WAIT
        c.s.ka[2 * c.s.ka_n] = ask
        c.s.ka[2 * c.s.ka_n + 1] = a & 0xFFFF
        c.s.ka_n += 1
    return 0
