# Card ops of Unleashed (UNL): XP (728-733) (reference/ops_unl.py).




cdef void gain_xp(Ctx* c, int32_t player, int32_t n) noexcept nogil:
    """ops_unl.gain_xp (730.1)."""
    if n <= 0:
        return
    c.s.players[player].xp += n
    emit(c, EV_XP, player, -1, -1, c.s.players[player].xp)
    c.s.dirty = 1
