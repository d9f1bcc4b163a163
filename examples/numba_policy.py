"""A compiled policy: a numba ``@cfunc`` the core calls in its batch loop (riftsim.policy).

It reads only the deciding player's observation vector (`riftsim.policy.OBS_LAYOUT`) and the
legal options, and plays a simple plan:

* mulligan: set aside cards that cost 6 or more, keep the rest;
* play the dearest card it can (Energy + Power, from a table of the card pool);
* move its units from base to the battlefields, preferring those it does not control;
* target the enemy unit with the most Might, choose the dearest card when choosing cards;
* pass otherwise.

Ties are broken at random from the agent's own stream (`bounded`), so a game is still its
seed, its decks and its agents. Use it wherever an agent is named::

    riftsim match precon-jinx precon-viktor --engine core --agent-a examples.numba_policy.policy
    play_games(decks, 1000, seed=1, agents=("examples/numba_policy.py#policy", "random"))

or pass the function itself: ``play_games(decks, 1000, agents=(policy, "random"))``.
Run this file to watch it play the random agent.
"""

from __future__ import annotations

import numpy as np
from numba import cfunc, njit

from riftsim.actions import ActionKind, DecisionKind
from riftsim.cards.pool import get_pool
from riftsim.policy import (
    BF_CONTROLLER, O_CONTROLLER, O_LOC, O_MIGHT, O_ZONE, SIGNATURE, bf_at, bounded, obj_at,
)
from riftsim.reference.state import Zone

#: Energy + Power of every card, by card index (the observation's card word)
COST = np.array([c.energy + c.power for c in get_pool().cards], dtype=np.int32)

# plain ints, frozen into the compiled function
PLAY, MOVE_UNIT, TARGET, LOCATION, SELECT = (int(ActionKind.PLAY), int(ActionKind.MOVE_UNIT),
                                             int(ActionKind.TARGET), int(ActionKind.LOCATION),
                                             int(ActionKind.SELECT))
DONE, YES, HIDE, ACTIVATE = (int(ActionKind.DONE), int(ActionKind.YES), int(ActionKind.HIDE),
                             int(ActionKind.ACTIVATE))
MULLIGAN, PRIORITY = int(DecisionKind.MULLIGAN), int(DecisionKind.PRIORITY)
BOARD = int(Zone.BOARD)
DEAR = 6                    # a card this dear goes back at the mulligan


@njit(inline="always")
def score(obs, obs_len, option):
    """How much the player deciding in `obs` likes `option` (higher is better)."""
    me = obs[0]
    decision = obs[1]
    kind = option >> 16
    arg = option & 0xFFFF
    if decision == MULLIGAN:
        if kind == SELECT:
            card = obs[obj_at(obs, obs_len, arg)]
            return 2 if card >= 0 and COST[card] >= DEAR else 0
        return 1                                    # DONE: keep the rest
    if kind == PLAY:
        card = obs[obj_at(obs, obs_len, arg)]
        return 100 + (COST[card] if card >= 0 else 0)
    if kind == MOVE_UNIT:
        row = obj_at(obs, obs_len, arg)
        if decision == PRIORITY and obs[row + O_LOC] != 0:
            return -1                               # it holds its battlefield
        return 50 + obs[row + O_MIGHT]
    if kind == LOCATION:
        if arg == 0:
            return 0                                # base
        if obs[bf_at(arg - 1) + BF_CONTROLLER] != me:
            return 20
        return 10
    if kind == TARGET:
        row = obj_at(obs, obs_len, arg)
        if obs[row + O_ZONE] != BOARD:
            return 0
        if obs[row + O_CONTROLLER] != me:
            return 10 + obs[row + O_MIGHT]
        return obs[row + O_MIGHT]
    if kind == SELECT:
        card = obs[obj_at(obs, obs_len, arg)]
        return COST[card] if card >= 0 else 0
    if kind == YES:
        return 1
    if kind == ACTIVATE:
        return 3
    if kind == HIDE:
        return 2
    return 0                                        # pass, done, no, an index


@cfunc(SIGNATURE)
def policy(state, obs, obs_len, options, n_options, rng):
    best = -(1 << 30)
    ties = 0
    for i in range(n_options):
        s = score(obs, obs_len, options[i])
        if s > best:
            best = s
            ties = 1
        elif s == best:
            ties += 1
    k = bounded(rng, ties) if ties > 1 else 0     # one of the best, at random
    for i in range(n_options):
        if score(obs, obs_len, options[i]) == best:
            if k == 0:
                return i
            k -= 1
    return 0


if __name__ == "__main__":
    from riftsim.core import play_games

    decks = ["precon-jinx", "precon-viktor"]
    res = play_games(decks, 400, seed=1, agents=(policy, "random"))
    print(f"numba policy vs random, {decks[0]} vs {decks[1]}, 400 games: "
          f"won {(res['winner'] == 0).mean():.1%}")
