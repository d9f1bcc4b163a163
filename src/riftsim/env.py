"""A PettingZoo environment (the AEC API) over a riftsim game, for training and evaluating
agents from Python: ``pip install "riftsim[envs]"``.

    from riftsim.env import RiftboundEnv

    env = RiftboundEnv(["precon-jinx", "precon-viktor"])
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            action = None                                  # (PettingZoo: a finished agent
        else:                                              # is stepped with None)
            action = int(np.flatnonzero(obs["action_mask"])[0])
        env.step(action)

Agents are ``player_0`` .. ``player_{n-1}``, the seats of the game (seat 0 is the first
deck). Every decision of the game is one step of the agent who decides it: playing a card,
then its location, optional costs and targets one at a time, as the `Game` protocol asks.

* **Action:** an index into the decision's options, ``game.legal_actions()`` in their
  canonical order; ``Discrete(MAX_OPTIONS)``, valid where ``action_mask`` is 1.
  ``info["actions"]`` holds the option codes and ``env.describe(i)`` names option ``i``.
* **Observation:** ``{"observation": int32[OBS_WORDS], "action_mask": int8[MAX_OPTIONS]}``.
  ``observation`` is the agent's observation vector (`riftsim.policy.OBS_LAYOUT`: what that
  player may see, the opponents' hands and every deck masked), zero-padded to a fixed size;
  the mask is all zeros for an agent who is not deciding.
* **Rewards:** 0 until the game ends; then +1 for the winner (a team's players alike, 484.6)
  and -1 for the others; nobody wins a game stopped at the turn cap (0 each, and the agents
  are *truncated* rather than terminated).
* **Seeds:** ``reset(seed=s)`` plays the game of seed ``s``, on either engine alike;
  ``reset()`` without a seed plays the next game of the stream of the last seed given
  (`riftsim.rng.derive_seed`), 0 if none was, so a run is reproducible from its first seed.
  ``info["seed"]`` says which.

The default engine is the compiled core; ``engine="reference"`` plays the same games on the
pure-Python engine.
"""

from __future__ import annotations

import functools

import numpy as np

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as exc:                  # pragma: no cover - the optional extra
    raise ImportError("riftsim.env needs PettingZoo and Gymnasium: "
                      "pip install \"riftsim[envs]\"") from exc

from riftsim._core.engine import CAPACITIES, OBS_WORDS
from riftsim.game import ENGINES, _resolve_deck, new_game
from riftsim.modes import check_played
from riftsim.protocol import OutcomeReason
from riftsim.rng import _check_u64, derive_seed

__all__ = ["MAX_OPTIONS", "OBS_WORDS", "RiftboundEnv", "env"]

#: the most options a decision can have (the core's capacity, `engine.CAPACITIES["MAXOPT"]`)
MAX_OPTIONS = CAPACITIES["MAXOPT"]


class RiftboundEnv(AECEnv):
    """One Riftbound game after another as a PettingZoo AEC environment (module docstring).

    `decks`: one deck per seat (a precon id, a deck file, a deck code or a `Deck`), as many
    as `mode` seats ("1v1", "ffa3", "ffa4", "2v2"); `engine`: "core" or "reference";
    `max_turns`: the turn cap; `render_mode`: None, "ansi" (`render()` returns the text) or
    "human" (it prints it). Every input is checked here, before the first game."""

    metadata = {"name": "riftbound_v0", "render_modes": ["ansi", "human"],
                "is_parallelizable": False}

    def __init__(self, decks, *, mode: str = "1v1", engine: str = "core",
                 max_turns: int = 200, render_mode: str | None = None):
        super().__init__()
        if engine not in ENGINES:
            raise ValueError(f"unknown engine {engine!r}; choose one of {', '.join(ENGINES)}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"unknown render_mode {render_mode!r}; choose one of "
                             f"{', '.join(self.metadata['render_modes'])} or None")
        if not isinstance(max_turns, int) or max_turns < 1:
            raise ValueError(f"max_turns must be a whole number of at least 1, got {max_turns!r}")
        if isinstance(decks, str):
            raise TypeError("decks is a list of deck specs, one per seat, not one string")
        self.decks = [_resolve_deck(d) for d in decks]
        rules = check_played(mode, len(self.decks), game=True, engine=engine)
        self.mode, self.engine, self.max_turns = mode, engine, max_turns
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(rules.players)]
        self.game = self._new_game(0)       # (a deck the engine cannot play fails here)
        self._seed = None                   # the last seed given to reset, and the games
        self._next = 0                      # played since from its stream

    def _new_game(self, seed: int):
        return new_game(self.decks, mode=self.mode, seed=seed, engine=self.engine,
                        max_turns=self.max_turns)

    @functools.lru_cache(maxsize=None)
    def observation_space(self, agent):
        return spaces.Dict({
            "observation": spaces.Box(np.iinfo(np.int32).min, np.iinfo(np.int32).max,
                                      shape=(OBS_WORDS,), dtype=np.int32),
            "action_mask": spaces.Box(0, 1, shape=(MAX_OPTIONS,), dtype=np.int8),
        })

    @functools.lru_cache(maxsize=None)
    def action_space(self, agent):
        return spaces.Discrete(MAX_OPTIONS)

    # ------------------------------------------------------------------ the AEC API

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            try:
                self._seed, self._next = _check_u64(seed, "seed"), 0
            except TypeError:
                raise ValueError(f"seed must be a whole number in [0, 2**64), got "
                                 f"{seed!r}") from None
            game_seed = self._seed
        else:
            game_seed = derive_seed(self._seed or 0, self._next)
            self._next += 1
        self.game = self._new_game(game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._game_seed = game_seed
        self._actions = []
        self._after_move()

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        actions = self._actions
        if isinstance(action, bool) or not isinstance(action, (int, np.integer)) or \
                not 0 <= action < len(actions):
            raise ValueError(
                f"{agent}: action {action!r} is not one of this decision's {len(actions)} "
                f"options (an index 0-{len(actions) - 1}, where action_mask is 1)")
        self._cumulative_rewards[agent] = 0
        self.game.apply(actions[int(action)])
        self._after_move()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _after_move(self) -> None:
        """Point `agent_selection` at the decider, note the options, and settle a finished
        game's rewards, terminations and truncations."""
        g = self.game
        for a in self.agents:
            self.rewards[a] = 0
            self.infos[a] = {"seed": self._game_seed}
        if g.is_over:
            out = g.outcome
            winners = set(out.winners or (() if out.winner is None else (out.winner,)))
            cut = out.reason == OutcomeReason.TURN_CAP
            for i, a in enumerate(self.agents):
                self.rewards[a] = 0 if not winners else (1 if i in winners else -1)
                self.terminations[a] = not cut
                self.truncations[a] = cut
                self.infos[a]["outcome"] = out
            self._actions = []
            self.agent_selection = self.agents[0]
            return
        self._actions = g.legal_actions()
        if len(self._actions) > MAX_OPTIONS:     # (the core's capacity: never more)
            raise RuntimeError(f"a decision with {len(self._actions)} options, more than "
                               f"MAX_OPTIONS ({MAX_OPTIONS})")
        self.agent_selection = self.possible_agents[g.current_player]
        self.infos[self.agent_selection]["actions"] = list(self._actions)

    def observe(self, agent):
        player = self.possible_agents.index(agent)
        vec = self.game.observation_vector(player)
        obs = np.zeros(OBS_WORDS, dtype=np.int32)
        obs[:len(vec)] = vec
        mask = np.zeros(MAX_OPTIONS, dtype=np.int8)
        if agent == self.agent_selection and not self.game.is_over:
            mask[:len(self._actions)] = 1
        return {"observation": obs, "action_mask": mask}

    def describe(self, index: int) -> str:
        """What option `index` of the current decision does, in words."""
        return self.game.describe(self._actions[index])

    def render(self):
        if self.render_mode is None:
            return None
        g = self.game
        if g.is_over:
            text = str(g.outcome)
        else:
            d = g.decision
            opts = "; ".join(f"{i}: {self.describe(i)}" for i in range(len(self._actions)))
            text = f"{self.agent_selection} decides {d.kind.name.lower()}: {opts}"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def env(decks, **kwargs) -> RiftboundEnv:
    """`RiftboundEnv(decks, **kwargs)` (PettingZoo's naming)."""
    return RiftboundEnv(decks, **kwargs)
