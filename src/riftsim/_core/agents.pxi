# The built-in agents: what the player deciding now chooses among the legal options.
#
# Every agent is `noexcept nogil` and reads the game through `Ctx` only; its randomness comes
# from its own stream (`rng`, DESIGN.md "Determinism"), never from the game's. An agent reads
# what its player may know and nothing else: the heuristic reads its own hand and the public
# board, the search agent plays out determinizations (observe.pxi), and a compiled policy
# sees the masked observation vector.
#
#   random     uniform over the legal options
#   greedy     a one-line scorer: play the dearest card, move everything, target the biggest
#   heuristic  heuristic.pxi: curve, resources, battlefields, combat, removal, Reactions
#   search     search.pxi: information-set Monte Carlo over heuristic rollouts
#   policy     a user's compiled function (a numba @cfunc) called with the observation

cdef enum:
    AGENT_RANDOM = 0
    AGENT_GREEDY = 1
    AGENT_HEURISTIC = 2
    AGENT_SEARCH = 3
    AGENT_POLICY = 4

cdef enum:
    AGENT_ERR_POLICY_INDEX = 41     # a policy returned an index out of range
    AGENT_ERR_NO_SCRATCH = 42       # a search agent without its scratch states

# A compiled policy: returns the index of the chosen option (0 <= index < n_options).
# `state` is the raw game state (its layout is internal and may change between versions);
# `obs` is the observation vector of the deciding player (riftsim.core.OBS_LAYOUT);
# `rng` is the agent's own xoshiro256** state (riftsim.policy.next_u64 draws from it).
ctypedef int32_t (*policy_fn)(const uint8_t* state, const int32_t* obs, int32_t obs_len,
                              const int32_t* options, int32_t n_options,
                              uint64_t* rng) noexcept nogil


cdef struct AgentCfg:
    int32_t kind            # AGENT_*
    double epsilon          # heuristic: chance of a uniformly random choice instead
    int32_t playouts        # search: playouts per decision (the budget when ms = 0)
    int32_t ms              # search: milliseconds per decision (0: playouts only)
    int32_t rollout         # search: the agent both players' rollouts use (AGENT_*)
    double rollout_epsilon  # search: that agent's epsilon
    int32_t horizon         # search: turns a rollout plays at most (0: to the end)
    State* scratch          # search: two states to play out in (search_scratch)
    policy_fn policy        # policy: the function
    int32_t* obs            # policy: its observation buffer (OBS_MAX words)
    int64_t playouts_done   # search: playouts played, over every decision (statistics)
    int64_t searches        # search: decisions searched (two options or more)
    int64_t failed          # search: playouts a determinization could not finish (an
                            # internal error: scored 0.5 and counted here)


cdef int32_t greedy_score(Ctx* c, int32_t a) noexcept nogil:
    """A simple heuristic: develop the board, then attack; assign to the biggest threats."""
    cdef State* s = c.s
    cdef int32_t kind = a >> 16, arg = a & 0xFFFF, me = s.dec_player
    if s.dec_kind == D_MULLIGAN:
        return 1 if a == DONE else 0
    if kind == A_PLAY:
        return 100 + card_col(c.t, s.o_card[arg], C_ENERGY) + card_col(c.t, s.o_card[arg], C_POWER)
    if kind == A_MOVE_UNIT:
        return 50 + might(c, arg)
    if kind == A_LOCATION:
        if arg == LOC_BASE:
            return 0
        if s.bfs[arg - 1].controller != me:
            return 20 + arg
        return 10 + arg
    if kind == A_TARGET:
        if arg >= CHAIN_TARGET:              # a chain item (CHAIN_TARGET + index)
            return 5
        if s.o_zone[arg] == Z_BOARD and octl(s, arg) != me:
            return 10 + might(c, arg)
        return might(c, arg) if s.o_zone[arg] == Z_BOARD else 0
    if kind == A_YES:
        return 1
    return 0


cdef int32_t greedy_act(Ctx* c) noexcept nogil:
    cdef int32_t i, best = 0, sc, bs = -1
    for i in range(c.s.n_opts):
        sc = greedy_score(c, c.opts[i])
        if sc > bs:
            bs = sc
            best = i
    return c.opts[best]


cdef int32_t policy_act(Ctx* c, AgentCfg* a, uint64_t* rng) noexcept nogil:
    """A compiled policy chooses from the deciding player's observation vector."""
    cdef int32_t n = observation_words(c, c.s.dec_player, a.obs)
    cdef int32_t i = a.policy(<const uint8_t*>c.s, a.obs, n, c.opts, c.s.n_opts, rng)
    if i < 0 or i >= c.s.n_opts:
        fail(c, AGENT_ERR_POLICY_INDEX)
        return c.opts[0]
    return c.opts[i]


cdef int32_t agent_act(Ctx* c, AgentCfg* a, uint64_t* rng) noexcept nogil:
    """The option agent `a` chooses for the decision in `c` (one of c.opts)."""
    if a.kind == AGENT_RANDOM:
        return c.opts[<int32_t>xo_bounded(rng, c.s.n_opts)]
    if a.kind == AGENT_GREEDY:
        return greedy_act(c)
    if a.kind == AGENT_HEURISTIC:
        return heuristic_act(c, a.epsilon, rng)
    if a.kind == AGENT_SEARCH:
        return search_act(c, a, rng)
    return policy_act(c, a, rng)
