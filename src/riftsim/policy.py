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
randomness is seeded like every other agent's. An index out of range stops that game with
internal error 41 (its row's ``error`` column; `riftsim.core.play_games` raises
`CoreGameError`). `obj_at(obs, obs_len, o)` and `bf_at(i)` (numba functions too) give where
object `o`'s row and battlefield `i`'s words start; `O_*` and `BF_*` name their words.

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

__all__ = ["BF_COMBAT_STAGED", "BF_CONTESTED_BY", "BF_CONTROLLER", "BF_FACEDOWN",
           "BF_FACEDOWN2", "BF_OBJ", "BF_SHOWDOWN_STAGED", "BF_WORDS", "CHAIN_SLOTS",
           "CHAIN_WORDS", "FACEDOWN_UNSEEN",
           "OBJ_WORDS", "OBS_HEADER", "OBS_LAYOUT", "O_BUFF", "O_CARD", "O_CONTROLLER",
           "O_DAMAGE", "O_DESIGNATION", "O_EMPOWERED", "O_EXHAUSTED", "O_LOC", "O_MIGHT",
           "O_OWNER", "O_STUNNED", "O_ZONE", "PLAYER_WORDS", "SIGNATURE", "STATE_HEADER",
           "bf_at", "bounded", "check_policy", "is_policy", "native_policy", "next_u64",
           "obj_at"]

#: sizes of the parts of the observation vector (`OBS_LAYOUT`), plain ints a policy may use
OBS_HEADER = 5              # viewer, decision kind, decision player, decision source, options
STATE_HEADER = 16           # the state vector's header
PLAYER_WORDS = 18           # per player
BF_WORDS = 7                # per battlefield
CHAIN_SLOTS = 16            # chain slots shown (oldest first)
CHAIN_WORDS = 5             # per chain slot
OBJ_WORDS = 12              # per object
#: a battlefield's facedown word when the card there is hidden from the viewer (811)
FACEDOWN_UNSEEN = -2
#: words of an object's row (`obj_at`) and of a battlefield's (`bf_at`)
O_CARD, O_OWNER, O_CONTROLLER, O_ZONE, O_LOC, O_EXHAUSTED, O_DAMAGE, O_BUFF, O_STUNNED, \
    O_DESIGNATION, O_MIGHT, O_EMPOWERED = range(OBJ_WORDS)
BF_OBJ, BF_CONTROLLER, BF_CONTESTED_BY, BF_FACEDOWN, BF_SHOWDOWN_STAGED, BF_COMBAT_STAGED, \
    BF_FACEDOWN2 = range(BF_WORDS)


def _signature():
    from numba import types

    return types.int32(types.CPointer(types.uint8), types.CPointer(types.int32), types.int32,
                       types.CPointer(types.int32), types.int32, types.CPointer(types.uint64))


def __getattr__(name):                      # numba is imported only when a policy is used
    if name == "SIGNATURE":
        return _signature()
    if name in ("next_u64", "bounded", "bf_at", "obj_at"):
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
            """A uniform int32 in [0, n) for 1 <= n < 2**31 (riftsim.rng.Rng.bounded)."""
            n = uint64(n)
            threshold = (uint64(0) - n) % n
            r = next_u64(s)
            while r < threshold:
                r = next_u64(s)
            return np.int32(r % n)

        bf0 = OBS_HEADER + STATE_HEADER + 2 * PLAYER_WORDS
        fixed = bf0 + CHAIN_SLOTS * CHAIN_WORDS

        @njit(inline="always")
        def bf_at(i):
            """Index in the observation vector of battlefield `i`'s first word."""
            return bf0 + i * BF_WORDS

        @njit(inline="always")
        def obj_at(obs, obs_len, o):
            """Index in the observation vector `obs` (`obs_len` words) of object `o`'s row:
            the battlefields' count is what the length leaves for them."""
            n_objs = obs[OBS_HEADER + 10]
            n_bfs = (obs_len - fixed - n_objs * OBJ_WORDS) // BF_WORDS
            return fixed + n_bfs * BF_WORDS + o * OBJ_WORDS

        _KERNELS.update(next_u64=next_u64, bounded=bounded, bf_at=bf_at, obj_at=obj_at)
    return _KERNELS


def is_policy(obj) -> bool:
    """Is `obj` a numba ``@cfunc`` (a compiled policy candidate)?"""
    t = type(obj)
    return t.__name__ == "CFunc" and t.__module__.startswith("numba")


def check_policy(func) -> None:
    """Refuse (`AgentError`, naming what is wrong) anything but a numba ``@cfunc`` of
    `SIGNATURE`."""
    from riftsim.agents import AgentError

    if not is_policy(func):
        raise AgentError(f"a compiled policy is a numba @cfunc, not {type(func).__name__}")
    if func._sig != _signature():
        raise AgentError(f"policy {func.__name__}: its signature is {func._sig}; a policy "
                         f"needs {_signature()} (riftsim.policy.SIGNATURE)")


def native_policy(func):
    """A `NativeAgent` running the compiled policy `func` (a numba ``@cfunc`` of
    `SIGNATURE`); refuses anything else, naming what is wrong."""
    from riftsim._core.engine import AGENT_KINDS, NativeAgent

    check_policy(func)
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
    ("battlefields", "7 x B", "per battlefield: its object, controller, contested by, "
     "facedown object (-1 none, FACEDOWN_UNSEEN -2 one the viewer cannot see), showdown "
     "staged, combat staged, a second facedown object (the same; 107.3.b.1)"),
    ("chain", 16 * 5, "per chain slot (oldest first; -1 when empty): controller, source "
     "object, ability, pending, targets chosen"),
    ("objects", "12 x N", "per object id: card index (-1 hidden), owner, controller, zone "
     "(-1 hidden), location (0 base, i + 1 battlefield i), exhausted, damage, buff, stunned, "
     "attacker 1 / defender 2, Might (on the board), Empowered. Objects hidden from the "
     "viewer (Main Decks and rune decks, the opponent's hand and facedown cards; 108, 128, "
     "811) show only their owner and controller, unless the viewer knows them: what the chain "
     "names (108.1.b) and, to the decider, what its decision names (cards it looks at)"),
)
