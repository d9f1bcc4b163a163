# (being written)
cdef int32_t heuristic_act(Ctx* c, double epsilon, uint64_t* rng) noexcept nogil:
    return greedy_act(c)
