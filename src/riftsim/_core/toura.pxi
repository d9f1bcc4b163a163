# Tournament lists, engineer tourA (numbers: opcodes 280-299, trigger events 160-165,
# condition kinds 180-189, static kinds 130-139, effect kinds 120-124). Reference:
# reference/ops_toura.py and the hooks it names.

cdef enum:
    SK_SHROUD_SELF = 130        # "I can't be chosen by enemy spells and abilities" (while
                                # its condition holds): Akali, Silent
    OP_REVEAL_HAND_LOOK_FACEDOWN = 280  # ops_toura._reveal_hand_look_facedown (Scuttle Crab)
    EK_LOOK_FACEDOWN = 120      # a player effect: may look at the opponent's facedown cards


# ------------------------------------------------------------------ Akali, Silent

cdef int toura_shrouded_self(Ctx* c, int32_t o) noexcept nogil:
    """ops_toura.shrouded_self: a "shroud_self" passive of `o` itself (on the board) holds."""
    cdef int32_t card, first, n, r
    cdef const int32_t* st
    if c.s.o_zone[o] != Z_BOARD or not has_static_kind(c, SK_SHROUD_SELF):
        return 0
    card = c.s.o_card[o]
    first = card_col(c.t, card, C_ST_FIRST)
    n = card_col(c.t, card, C_ST_N)
    for r in range(first, first + n):
        st = c.t.statics + r * SW
        if st[S_KIND] == SK_SHROUD_SELF and (
                st[S_COND] < 0 or holds(c, st[S_COND], c.s.o_controller[o], o, NONE)):
            return 1
    return 0


# ------------------------------------------------------------------ ops (280-299)

cdef int run_op_toura(Ctx* c, Task* t, ChainItem* item, const int32_t* ins) noexcept nogil:
    """The ops of this area; WAIT when one needs a decision."""
    cdef int32_t op = ins[CO_OP], o, i
    if op == OP_REVEAL_HAND_LOOK_FACEDOWN:   # 424: the opponent reveals their hand, card by
        o = opp(item.controller)             # card in hand order; then a player effect
        for i in range(c.s.players[o].n_hand):
            emit(c, EV_REVEAL, o, c.s.players[o].hand[i], -1, 0)
        add_player_effect(c, EK_LOOK_FACEDOWN, item.controller, 0)
        c.s.dirty = 1
        return 0
    fail(c, 280)
    return 0
