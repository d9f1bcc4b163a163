# The task loop (reference/game.py `_run`): run until a player must decide, apply an answer.

cdef inline int dispatch(Ctx* c, Task* t) noexcept nogil:
    """The handler of task `t` (one if/elif chain on its kind: a C switch)."""
    cdef int32_t k = t.kind
    if k == T_MULLIGAN:
        return h_mulligan(c, t)
    elif k == T_START_TURN:
        return h_start_turn(c, t)
    elif k == T_CLEANUP:
        return h_cleanup(c, t)
    elif k == T_BEGIN_SHOWDOWN:
        return h_begin_showdown(c, t)
    elif k == T_MAIN_PRIORITY:
        return h_main_priority(c, t)
    elif k == T_FOCUS:
        return h_focus(c, t)
    elif k == T_PLAY:
        return h_play(c, t)
    elif k == T_STD_MOVE:
        return h_std_move(c, t)
    elif k == T_HIDE:
        return h_hide(c, t)
    elif k == T_END_SHOWDOWN:
        return h_end_showdown(c, t)
    elif k == T_COMBAT_DAMAGE:
        return h_combat_damage(c, t)
    elif k == T_COMBAT_RESOLUTION:
        return h_combat_resolution(c, t)
    elif k == T_COMBAT_STEP:
        return h_combat_step(c, t)
    elif k == T_ORDER_TRIGGERS:
        return h_order_triggers(c, t)
    elif k == T_FINALIZE:
        return h_finalize(c, t)
    elif k == T_PRIORITY:
        return h_priority(c, t)
    elif k == T_RESOLVE:
        return h_resolve(c, t)
    elif k == T_ACTIVATE:
        return h_activate(c, t)
    elif k == T_BEFORE_REVEAL:
        return h_before_reveal(c, t)
    elif k == T_BURN_OUT_POINT:
        return h_burn_out_point(c, t)
    else:
        fail(c, 30)
    return 0


cdef void run(Ctx* c) noexcept nogil:
    """HOT FEPR (335.3): run until a player must decide or the game is over. A task pushed
    here is dispatched at once (push_run): the next turn of the loop would find it on top,
    nothing else having changed."""
    cdef State* s = c.s
    while s.dec_kind == 0 and not s.over and c.error == 0:
        if s.n_owed:                         # 431.2.c-d: before anything else goes on
            push_owed_burn_out(c)            # (zones.pxi)
        elif s.n_tasks:
            dispatch(c, top(c))
        elif s.n_pending:
            put_triggers_on_chain(c)
        elif s.dirty:
            push_run(c, T_CLEANUP)
        elif s.n_chain:
            flow(c)
        elif s.sd_active:
            push_run(c, T_COMBAT_STEP if s.sd_step else T_FOCUS)   # 461 (game._run)
        elif s.phase == PH_MAIN:
            push_run(c, T_MAIN_PRIORITY)
        else:
            next_phase(c)




cdef inline void push_run(Ctx* c, int32_t kind) noexcept nogil:
    """run: push a task of `kind` and dispatch it (unless the push failed: c.error)."""
    cdef Task* t = push(c, kind)
    if c.error == 0:
        dispatch(c, t)


cdef int apply_action(Ctx* c, int32_t action) noexcept nogil:
    """Hand `action` to the waiting task and run on. -1 if it is not a legal option."""
    cdef State* s = c.s
    cdef int32_t i
    cdef int ok = 0
    if s.over or s.dec_kind == 0:
        return -1
    for i in range(s.n_opts):
        if c.opts[i] == action:
            ok = 1
            break
    if not ok:
        return -1
    top(c).answer = action
    s.dec_kind = 0
    s.n_opts = 0
    run(c)
    return 0
