"""Compiled user policies: a numba ``@cfunc`` the core calls in its batch loop, without
Python and without the GIL per decision.

A policy has the C signature `SIGNATURE`::

    int32 policy(const uint8 *state, const int32 *obs, int32 obs_len,
                 const int32 *options, int32 n_options, uint64 *rng)

and returns the index (0 <= index < n_options) of the option it chooses. `options` are the
legal actions, sorted (`riftsim.actions`: ``kind << 16 | arg``). `obs` is the deciding
player's observation vector (`OBS_LAYOUT`; `Game.observation_vector(player)` returns the
same words in Python, on both engines): the decision, then the state vector with every hidden
object masked. `state` is the raw game state, for experiments only: its layout is the core's
own and changes between versions. `rng` is the agent's own xoshiro256** state: draw from it
with `next_u64` / `bounded` (numba functions usable inside the policy), so the policy's
randomness is seeded like every other agent's. An index out of range stops that game with an
internal error (its row's ``error`` column).

    from numba import cfunc
    from riftsim.policy import SIGNATURE, bounded

    @cfunc(SIGNATURE)
    def first_or_random(state, obs, obs_len, options, n_options, rng):
        return 0 if n_options < 3 else bounded(rng, n_options)

Pass it by import reference wherever an agent is named (``--agent-a mymodule.first_or_random``)
or as ``play_games(..., agents=(first_or_random, "heuristic"))``. ``examples/numba_policy.py``
is a complete example.
"""

from __future__ import annotations

import numpy as np

__all__ = ["OBS_LAYOUT", "SIGNATURE", "bounded", "is_policy", "native_policy", "next_u64"]


def _signature():
    from numba import types

    return types.int32(types.CPointer(types.uint8), types.CPointer(types.int32), types.int32,
                       types.CPointer(types.int32), types.int32, types.CPointer(types.uint64))


def __getattr__(name):                      # numba is imported only when a policy is used
    if name == "SIGNATURE":
        return _signature()
    if name in ("next_u64", "bounded"):
        return _kernels()[name]
    raise AttributeError(name)


_KERNELS: dict = {}


def _kernels() -> dict:
    if not _KERNELS:
        from numba import njit, uint64

        @njit(inline="always")
        def rotl(x, k):
            return (x << uint64(k)) | (x >> uint64(64 - k))

        @njit
        def next_u64(s):
            """The next output of the xoshiro256** state `s` (4 uint64 words, advanced)."""
            result = rotl(s[1] * uint64(5), 7) * uint64(9)
            t = s[1] << uint64(17)
            s[2] ^= s[0]
            s[3] ^= s[1]
            s[1] ^= s[2]
            s[0] ^= s[3]
            s[2] ^= t
            s[3] = rotl(s[3], 45)
            return result

        @njit
        def bounded(s, n):
            """A uniform integer in [0, n), n >= 1 (riftsim.rng.Rng.bounded)."""
            n = uint64(n)
            threshold = (uint64(0) - n) % n
            r = next_u64(s)
            while r < threshold:
                r = next_u64(s)
            return np.int32(r % n)

        _KERNELS.update(next_u64=next_u64, bounded=bounded)
    return _KERNELS


def is_policy(obj) -> bool:
    """Is `obj` a numba ``@cfunc`` (a compiled policy candidate)?"""
    t = type(obj)
    return t.__name__ == "CFunc" and t.__module__.startswith("numba")


def native_policy(func):
    """A `NativeAgent` running the compiled policy `func` (a numba ``@cfunc`` of
    `SIGNATURE`); refuses anything else, naming what is wrong."""
    from riftsim._core.engine import AGENT_KINDS, NativeAgent
    from riftsim.agents import AgentError

    if not is_policy(func):
        raise AgentError(f"a compiled policy is a numba @cfunc, not {type(func).__name__}")
    if func._sig != _signature():
        raise AgentError(f"policy {func.__name__}: its signature is {func._sig}; a policy "
                         f"needs {_signature()}")
    return NativeAgent(AGENT_KINDS["policy"], policy=func.address, policy_ref=func)


#: Words of the observation vector (`Game.observation_vector(player)`), in order:
#: (name, count, meaning). Counts with letters repeat per battlefield / chain slot / object.
OBS_LAYOUT = (
    ("viewer", 1, "the player this observation is for"),
    ("decision_kind", 1, "riftsim.actions.DecisionKind of the decision (0: none)"),
    ("decision_player", 1, "who decides (-1: nobody)"),
    ("decision_source", 1, "the object the decision is about (-1: none, or hidden from the "
     "viewer)"),
    ("n_options", 1, "number of legal options (0 unless the viewer decides: the opponent's "
     "count would tell about their hand)"),
    ("header", 16, "turn, turn player, phase, priority, passes, showdown battlefield, combat, "
     "focus, showdown passes, chain length, objects (N), chain opened by a trigger, first "
     "player, winner (-1 none yet, -2 nobody), continuous effects, delayed abilities"),
    ("players", 2 * 18, "per player: points, pool Energy, pool Power by domain (fury, calm, "
     "mind, body, chaos, order), hand, deck, rune deck, runes, trash sizes, cards played, "
     "cards finalized this turn, battlefields scored (bits), spell-only Energy, XP"),
    ("battlefields", "6 x B", "per battlefield: its object, controller, contested by, "
     "facedown object (-1 none, FACEDOWN_UNSEEN -2 one the viewer cannot see), showdown "
     "staged, combat staged"),
    ("chain", 16 * 5, "per chain slot (oldest first; -1 when empty): controller, source "
     "object, ability, pending, targets chosen"),
    ("objects", "12 x N", "per object id: card index (-1 hidden), owner, controller, zone "
     "(-1 hidden), location (0 base, i + 1 battlefield i), exhausted, damage, buff, stunned, "
     "attacker 1 / defender 2, Might (on the board), Empowered. Objects hidden from the "
     "viewer (Main Decks and rune decks, the opponent's hand and facedown cards; 108, 128, "
     "811) show only their owner and controller, unless the viewer knows them: what the chain "
     "names (108.1.b) and, to the decider, what its decision names (cards it looks at)"),
)
