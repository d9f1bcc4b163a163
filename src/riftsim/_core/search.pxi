# The search agent: information-set Monte Carlo with heuristic rollouts.
#
# At a decision with two options or more it plays rounds. A round determinizes the game from
# what the deciding player sees (observe.pxi: the hidden cards re-dealt, the game's RNG
# re-seeded, both from the agent's own stream), then, for every option still in the running,
# copies that determinization, applies the option and plays the game out with the rollout
# agent for both players. All options of a round share the determinization and the rollout
# streams (common random numbers: their results differ by the option, not by luck). After
# rounds 4, 8, 16, ... the worse half of the options drops out. The budget is a number of
# playouts, or milliseconds per decision. The choice is the option with the best mean
# result; the heuristic's own choice wins ties, so the search departs from it only on
# evidence.
#
# The search reads the real game only to copy it: everything it evaluates is a
# determinization, so its choice depends only on its player's observation and its stream.

from posix.time cimport clock_gettime, timespec, CLOCK_MONOTONIC
from libc.math cimport exp

cdef enum:
    SEARCH_MAX_STEPS = 200000   # decisions a rollout may take before it is scored as is


cdef inline double now_ms() noexcept nogil:
    cdef timespec ts
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1.0e6


cdef double position_value(Ctx* c, int32_t me) noexcept nogil:
    """A rollout cut at its horizon: a win chance for `me` from points, battlefields held and
    Might on the board (a logistic of a weighted difference)."""
    cdef State* s = c.s
    cdef double d = 0.0
    cdef int32_t k, nb, o, i
    cdef int32_t ids[MAXO]
    cdef int32_t rows[3 * MAXO]
    cdef int32_t nrows = might_passives(c, rows), m
    d += 0.7 * (s.players[me].points - s.players[next_player(s, me)].points)
    for i in range(s.n_bfs):
        if s.bfs[i].controller == me:
            d += 0.4
        elif s.bfs[i].controller == next_player(s, me):
            d -= 0.4
    nb = board_objs(c, ids)
    for k in range(nb):
        o = ids[k]
        if otype(c, o) == TY_UNIT:
            m = might_with(c, o, rows, nrows)
            d += 0.08 * m if octl(s, o) == me else -0.08 * m
    return 1.0 / (1.0 + exp(-d))


cdef double rollout(Ctx* c, AgentCfg* pol, uint64_t* r0, uint64_t* r1, int32_t me,
                    int32_t horizon, int64_t* failed) noexcept nogil:
    """Play the game in `c` on with `pol` for both players; `me`'s result: 1 win, 0 loss,
    0.5 no winner, position_value at the horizon."""
    cdef State* s = c.s
    cdef int32_t last = s.turn + horizon if horizon > 0 else 0x7FFFFFFF
    cdef int32_t a, steps = 0
    while not s.over and c.error == 0:
        if s.turn > last or steps >= SEARCH_MAX_STEPS:
            return position_value(c, me)
        a = agent_act(c, pol, r0 if s.dec_player == 0 else r1)
        if apply_action(c, a) < 0:
            failed[0] += 1
            return 0.5
        steps += 1
    if c.error:
        failed[0] += 1
        return 0.5
    if s.winner == me:
        return 1.0
    if s.winner == next_player(s, me):
        return 0.0
    return 0.5


cdef int32_t search_act(Ctx* c, AgentCfg* a, uint64_t* rng) noexcept nogil:
    cdef State* s = c.s
    cdef int32_t n = s.n_opts, me = s.dec_player, i, j, k, alive, rounds = 0, incumbent
    cdef int32_t opts[MAXOPT]
    cdef int32_t order[MAXOPT]
    cdef double total[MAXOPT]
    cdef int32_t cnt[MAXOPT]
    cdef double mean_i, mean_j, t0 = 0.0, value
    cdef int64_t played = 0
    cdef uint64_t seed
    cdef uint64_t r0[4]
    cdef uint64_t r1[4]
    cdef Ctx dc, wc
    cdef Side dside, wside
    cdef AgentCfg pol
    if n == 1:
        return c.opts[0]
    if a.scratch == NULL:
        fail(c, AGENT_ERR_NO_SCRATCH)
        return c.opts[0]
    memcpy(opts, c.opts, n * sizeof(int32_t))
    incumbent = heuristic_act(c, 0.0, rng)
    memset(&pol, 0, sizeof(AgentCfg))
    pol.kind = a.rollout
    pol.epsilon = a.rollout_epsilon
    memset(&dc, 0, sizeof(Ctx))
    ctx_attach(&dc, a.scratch, &dside)
    dc.t = c.t
    memset(&wc, 0, sizeof(Ctx))
    ctx_attach(&wc, a.scratch + 1, &wside)
    wc.t = c.t
    for i in range(n):
        order[i] = i
        total[i] = 0.0
        cnt[i] = 0
    alive = n
    if a.ms > 0:
        t0 = now_ms()
    while True:
        copy_position(&dc, c)
        dc.error = 0
        determinize(&dc, me, rng)
        seed = xo_next(rng)
        for k in range(alive):
            i = order[k]
            copy_position(&wc, &dc)
            wc.error = 0
            if apply_action(&wc, opts[i]) < 0 or wc.error:
                a.failed += 1
                value = 0.5
            else:
                xo_seed(r0, derive_seed_u64(seed, 1))
                xo_seed(r1, derive_seed_u64(seed, 2))
                value = rollout(&wc, &pol, r0, r1, me, a.horizon, &a.failed)
            total[i] += value
            cnt[i] += 1
            played += 1
        rounds += 1
        if a.ms > 0:
            if now_ms() - t0 >= a.ms:
                break
        elif played >= a.playouts:
            break
        if alive > 2 and rounds >= 4 and (rounds & (rounds - 1)) == 0:   # successive halving
            for j in range(1, alive):        # order[:alive] by mean, best first (stable)
                k = order[j]
                mean_j = total[k] / cnt[k]
                i = j - 1
                while i >= 0 and total[order[i]] / cnt[order[i]] < mean_j:
                    order[i + 1] = order[i]
                    i -= 1
                order[i + 1] = k
            alive = (alive + 1) // 2
    a.playouts_done += played
    a.searches += 1
    # the best mean among the options still in the running; the heuristic's choice on a tie
    j = order[0]
    for k in range(alive):
        i = order[k]
        if total[i] / cnt[i] > total[j] / cnt[j]:
            j = i
    for k in range(alive):
        i = order[k]
        if opts[i] == incumbent and total[i] / cnt[i] >= total[j] / cnt[j]:
            j = i
    return opts[j]
