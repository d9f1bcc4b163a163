"""Agents: who chooses among a game's legal actions.

An agent is named by a spec, ``NAME[:key=value,...]``:

* a built-in agent of the compiled core (`BUILTIN`, `riftsim agents` lists them):
  ``random``, ``greedy``, ``heuristic`` (the default) and ``search``, e.g.
  ``search:playouts=400``;
* a Python agent: an import reference to a class (``package.module.Class``, or
  ``path/to/file.py#Class``) whose instances follow the `Agent` protocol; the spec's
  parameters are passed to its constructor as keyword arguments;
* a compiled policy: an import reference to a numba ``@cfunc`` with the signature of
  `riftsim.policy` (from Python, the ``@cfunc`` itself will do); it runs inside the core's
  batch loop without Python.

Built-in agents and compiled policies run inside the core (`riftsim.core.play_games` plays
whole batches with them, without the GIL). Python agents need a game driven from Python.
Every agent draws from its own stream (DESIGN.md "Determinism"): the agent of player p in the
game seeded s uses ``derive_seed(s, p + 1)`` (`agent_seeds`), so a game is its seed, its
decks and its agents, whatever the engine, worker count or backend.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import os
import sys
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from riftsim.errors import RiftsimError
from riftsim.rng import Rng, derive_seed

__all__ = ["Agent", "AgentError", "AgentSpec", "BUILTIN", "DEFAULT_AGENT", "RandomAgent",
           "agent_seeds", "make_seats", "parse_agent", "play_game", "play_out"]

DEFAULT_AGENT = "heuristic"


class AgentError(RiftsimError, ValueError):
    """An agent spec that names no agent, or gives it parameters it does not take."""


@runtime_checkable
class Agent(Protocol):
    """A Python agent. `act` gets what its player may know (`Game.observation(player)`: own
    hand, public zones, counts of hidden ones; the decision being asked in ``"decision"``)
    and the legal actions (sorted ints, `riftsim.actions.decode` unpacks them), and returns
    one of those actions. An optional ``reset(seed)`` is called before each game with the
    seed of the agent's own stream (`riftsim.rng.Rng(seed)` draws from it)."""

    def act(self, observation: dict, legal_actions: list[int]) -> int: ...


# ------------------------------------------------------------------ built-in agents


@dataclass(frozen=True)
class Param:
    name: str
    type: type
    default: Any
    help: str
    choices: tuple = ()


@dataclass(frozen=True)
class BuiltinAgent:
    name: str
    kind: int                      # AGENT_* of src/riftsim/_core/agents.pxi
    help: str
    params: tuple[Param, ...] = ()


#: rollout agents of the search agent (their AGENT_* kinds)
ROLLOUTS = {"random": 0, "greedy": 1, "heuristic": 2}

BUILTIN = {a.name: a for a in (
    BuiltinAgent("random", 0, "uniformly random over the legal actions"),
    BuiltinAgent("greedy", 1, "a one-line scorer, a baseline: plays its dearest card, "
                 "moves every unit, targets the biggest enemy"),
    BuiltinAgent("heuristic", 2, "a sensible player (the default): mulligans for its curve, "
                 "plans Energy and Power, develops on curve, attacks where its Might wins, "
                 "defends and holds, spends removal and tricks on what matters", (
                     Param("epsilon", float, 0.0, "chance of a uniformly random action "
                           "instead (for varied play)"),)),
    BuiltinAgent("search", 3, "information-set Monte Carlo: determinizes the hidden cards "
                 "from its observation and scores each action with heuristic rollouts", (
                     Param("playouts", int, 128, "playouts per decision (when ms is 0)"),
                     Param("ms", int, 0, "milliseconds per decision instead of a number of "
                           "playouts (the choice then depends on the machine)"),
                     Param("rollout", str, "heuristic", "the agent the rollouts play",
                           tuple(ROLLOUTS)),
                     Param("rollout_epsilon", float, 0.05, "its chance of a random action"),
                     Param("horizon", int, 0, "turns a rollout plays (0: to the end of the "
                           "game)"))),
)}


def agent_seeds(game_seed: int, n: int = 2) -> tuple[int, ...]:
    """Seeds of the `n` agents' streams (one per player), derived from the game seed."""
    return tuple(derive_seed(game_seed, k + 1) for k in range(n))


# ------------------------------------------------------------------ specs


@dataclass(frozen=True)
class AgentSpec:
    """A parsed agent spec. `params` holds every parameter, defaults included, so that
    `str(spec)` names exactly what played."""

    name: str
    kind: str                                   # "builtin", "policy" or "python"
    params: tuple[tuple[str, Any], ...] = ()
    _target: Any = field(default=None, compare=False, repr=False, hash=False)

    def __str__(self) -> str:
        if not self.params:
            return self.name
        return self.name + ":" + ",".join(f"{k}={_fmt(v)}" for k, v in self.params)

    @property
    def label(self) -> str:
        """The spec with only the parameters that differ from their defaults."""
        if self.kind != "builtin":
            return str(self)
        defaults = {p.name: p.default for p in BUILTIN[self.name].params}
        changed = [(k, v) for k, v in self.params if defaults.get(k) != v]
        return self.name + (":" + ",".join(f"{k}={_fmt(v)}" for k, v in changed)
                            if changed else "")

    @property
    def native(self) -> bool:
        """Does it run inside the core (a built-in agent or a compiled policy)?"""
        return self.kind in ("builtin", "policy")

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "params": dict(self.params),
                "spec": str(self)}

    def native_agent(self):
        """A fresh `riftsim._core.engine.NativeAgent` for this spec."""
        from riftsim._core.engine import NativeAgent

        p = dict(self.params)
        if self.kind == "policy":
            from riftsim.policy import native_policy

            return native_policy(self._target)
        if self.kind != "builtin":
            raise AgentError(f"agent {self} is a Python agent; it does not run in the core")
        b = BUILTIN[self.name]
        if self.name == "search":
            return NativeAgent(b.kind, playouts=p["playouts"], ms=p["ms"],
                               rollout=ROLLOUTS[p["rollout"]],
                               rollout_epsilon=p["rollout_epsilon"], horizon=p["horizon"])
        return NativeAgent(b.kind, epsilon=p.get("epsilon", 0.0))

    def python_agent(self):
        """A fresh instance of a Python agent."""
        if self.kind != "python":
            raise AgentError(f"agent {self} is not a Python agent")
        try:
            return self._target(**dict(self.params))
        except TypeError as exc:
            raise AgentError(f"agent {self}: {exc}") from None


def _fmt(v) -> str:
    return repr(v) if isinstance(v, float) else str(v)


def _convert(p: Param, raw: str, spec: str):
    try:
        if p.type is bool:
            if raw.lower() not in ("1", "0", "true", "false", "yes", "no"):
                raise ValueError
            value = raw.lower() in ("1", "true", "yes")
        else:
            value = p.type(raw)
    except ValueError:
        raise AgentError(f"agent {spec!r}: {p.name} must be {p.type.__name__}, got "
                         f"{raw!r}") from None
    if p.choices and value not in p.choices:
        raise AgentError(f"agent {spec!r}: {p.name} must be one of {', '.join(p.choices)}, "
                         f"got {raw!r}")
    if p.type in (int, float) and value < 0:
        raise AgentError(f"agent {spec!r}: {p.name} must not be negative, got {raw}")
    if p.name.endswith("epsilon") and value > 1:
        raise AgentError(f"agent {spec!r}: {p.name} is a probability (0 to 1), got {raw}")
    return value


def _literal(raw: str):
    """A Python agent's parameter value: int, float, bool or str, read from its text."""
    for conv in (int, float):
        try:
            return conv(raw)
        except ValueError:
            pass
    if raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    return raw


def _split(text: str) -> tuple[str, list[tuple[str, str]]]:
    name, sep, rest = text.partition(":")
    name = name.strip()
    pairs = []
    if sep:
        for item in rest.split(","):
            if not item.strip():
                continue
            key, eq, val = item.partition("=")
            if not eq or not key.strip():
                raise AgentError(f"agent {text!r}: parameters are key=value pairs separated "
                                 f"by commas, got {item!r}")
            pairs.append((key.strip(), val.strip()))
    if not name:
        raise AgentError(f"agent {text!r}: no agent name")
    return name, pairs


def _import_target(name: str, text: str):
    """The object an import reference names: ``package.module.attr`` (the current folder
    is searched too) or ``path/to/file.py#attr``."""
    if "#" in name:
        path, _, attr = name.partition("#")
        if not os.path.isfile(path):
            raise AgentError(f"agent {text!r}: no file {path!r}")
        mod_name = "riftsim_agent_" + os.path.splitext(os.path.basename(path))[0]
        spec = importlib.util.spec_from_file_location(mod_name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[mod_name] = module
        try:
            spec.loader.exec_module(module)
        except Exception as exc:            # the user's module failed to import
            raise AgentError(f"agent {text!r}: importing {path} failed: "
                             f"{type(exc).__name__}: {exc}") from None
    else:
        mod_path, _, attr = name.rpartition(".")
        if not mod_path:
            raise AgentError(f"unknown agent {name!r}; built-in agents: "
                             f"{', '.join(BUILTIN)} (or an import reference: "
                             f"package.module.Class, path/to/file.py#Class)")
        if os.getcwd() not in sys.path and "" not in sys.path:
            sys.path.append(os.getcwd())
        try:
            module = importlib.import_module(mod_path)
        except ImportError as exc:
            raise AgentError(f"agent {text!r}: cannot import {mod_path}: {exc}") from None
        except Exception as exc:            # the user's module failed to import
            raise AgentError(f"agent {text!r}: importing {mod_path} failed: "
                             f"{type(exc).__name__}: {exc}") from None
    try:
        return getattr(module, attr)
    except AttributeError:
        raise AgentError(f"agent {text!r}: {module.__name__} has no {attr!r}") from None


def parse_agent(text) -> AgentSpec:
    """Parse ``NAME[:key=value,...]`` (see the module docstring); an `AgentSpec` is returned
    as it is, a compiled policy (a numba ``@cfunc``) becomes its spec. Raises `AgentError`
    naming the problem."""
    if isinstance(text, AgentSpec):
        return text
    from riftsim.policy import check_policy, is_policy

    if is_policy(text):                     # a compiled policy itself, not its name
        check_policy(text)
        py = getattr(text, "_pyfunc", None)
        module = getattr(py, "__module__", None)
        name = f"{module}.{text.__name__}" if module else text.__name__
        return AgentSpec(name, "policy", (), text)
    if not isinstance(text, str):
        raise AgentError(f"an agent is a spec string such as 'heuristic' or a compiled "
                         f"policy, not {type(text).__name__}")
    name, pairs = _split(text)
    if name in BUILTIN:
        b = BUILTIN[name]
        known = {p.name: p for p in b.params}
        values = {p.name: p.default for p in b.params}
        for key, raw in pairs:
            if key not in known:
                takes = (", ".join(known) if known else "no parameters")
                raise AgentError(f"agent {text!r}: {name} has no parameter {key!r} "
                                 f"(it takes {takes})")
            values[key] = _convert(known[key], raw, text)
        if name == "search" and values["playouts"] < 1 and values["ms"] < 1:
            raise AgentError(f"agent {text!r}: give playouts >= 1 or ms >= 1")
        return AgentSpec(name, "builtin", tuple(values.items()))
    target = _import_target(name, text)
    if is_policy(target):
        if pairs:
            raise AgentError(f"agent {text!r}: a compiled policy takes no parameters")
        check_policy(target)
        return AgentSpec(name, "policy", (), target)
    if inspect.isclass(target) or callable(target):
        params = tuple((k, _literal(v)) for k, v in pairs)
        spec = AgentSpec(name, "python", params, target)
        probe = spec.python_agent()           # refuse a broken agent before any game
        if not callable(getattr(probe, "act", None)):
            raise AgentError(f"agent {text!r}: {name} has no act(observation, "
                             f"legal_actions) method")
        return spec
    raise AgentError(f"agent {text!r}: {name} is neither an agent class nor a compiled "
                     f"policy")


# ------------------------------------------------------------------ playing


class RandomAgent:
    """Uniformly random over the legal actions, from its own stream: the same choices as
    the core's random agent seeded alike."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def reset(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, observation: dict, legal_actions: list[int]) -> int:
        return legal_actions[self.rng.bounded(len(legal_actions))]

    def choose(self, game) -> int:
        """The fast path: no observation is built."""
        acts = game.legal_actions()
        return acts[self.rng.bounded(len(acts))]


def _opposed(game, a: int, b: int) -> bool:
    """Players `a` and `b` are opponents (with teams, 484.2: not teammates)."""
    f = getattr(game, "is_opponent", None)
    return f(a, b) if f is not None else a != b


def _side_points(game, q: int) -> int:
    """Player q's points, or their team's shared score (484.6)."""
    f = getattr(game, "team_points", None)
    return f(q) if f is not None else game.players[q].points


class SeveralOpponentsHeuristic:
    """The heuristic agent for games of more than two players (FFA3 / FFA4, 482-483; 2v2, 484)
    in games driven from Python on the reference engine. It reads the game, never assumes a
    single opponent, knows its ally in 2v2 (never an enemy, 740.1), and ranks opponents by
    points (their team's, the leader is the threat): it keeps a hand without 6+ Energy
    cards, plays its most expensive card, moves the units in its base to the battlefield with
    the least enemy Might (not one it or its ally controls), targets the leader's strongest
    unit (its own or its ally's strongest when no enemy unit is offered), gives points to
    the opponent with the fewest and hurts the leader when it chooses a player, and says yes
    to "you may"; other decisions are random, from its own stream. With `epsilon` > 0 it
    takes a uniformly random option with that chance. The core's built-in heuristic makes
    the same choices from the same stream in games of more than two players (heuristic.pxi
    `several_act`), so the core's batch loop plays these games."""

    name = "heuristic"

    def __init__(self, seed: int = 0, epsilon: float = 0.0):
        self.rng = Rng(seed)
        self.epsilon = epsilon

    def reset(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, observation: dict, legal_actions: list[int]) -> int:
        raise AgentError("the several-opponents heuristic reads the game: use choose(game)")

    def choose(self, game) -> int:
        from riftsim.actions import ActionKind, DecisionKind, decode

        acts = game.legal_actions()
        if self.epsilon > 0.0 and (self.rng.next_u64() >> 11) * 2.0 ** -53 < self.epsilon:
            return acts[self.rng.bounded(len(acts))]
        d = game.decision
        me = d.player
        by_kind: dict = {}
        for a in acts:
            k, arg = decode(a)
            by_kind.setdefault(k, []).append((a, arg))
        points = [_side_points(game, q) for q in range(len(game.players))]
        opponents = [q for q in range(len(game.players)) if _opposed(game, q, me)]
        leader = max(opponents, key=lambda q: (points[q], -q))
        if d.kind == DecisionKind.MULLIGAN:
            heavy = [a for a, o in by_kind.get(ActionKind.SELECT, ())
                     if game.info(o).energy >= 6]
            return heavy[0] if heavy else by_kind[ActionKind.DONE][0][0]
        if d.kind == DecisionKind.CHOOSE_PLAYER:
            choices = [arg for _, arg in by_kind.get(ActionKind.INDEX, ())]
            others = [q for q in choices if _opposed(game, q, me)] or \
                [q for q in choices if q != me] or choices
            if me in choices:                       # any player: the leader suffers it
                pick = max(others, key=lambda q: (points[q], -q))
            else:                                   # an opponent gains: the one furthest back
                pick = min(others, key=lambda q: (points[q], q))
            return next(a for a, arg in by_kind[ActionKind.INDEX] if arg == pick)
        if d.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST) and ActionKind.YES in by_kind:
            return by_kind[ActionKind.YES][0][0]
        if d.kind == DecisionKind.TARGET and ActionKind.TARGET in by_kind:
            return self._target(game, me, leader, by_kind[ActionKind.TARGET])
        if d.kind == DecisionKind.PRIORITY:
            plays = by_kind.get(ActionKind.PLAY, ())
            if plays:
                return max(plays, key=lambda t: (game.info(t[1]).energy, -t[1]))[0]
            moves = [a for a, u in by_kind.get(ActionKind.MOVE_UNIT, ())
                     if game.objs[u].loc == 0 and game.turn_player == me]
            if moves and self._destination(game, me, range(1, len(game.bfs) + 1)) is not None:
                return moves[0]
            return by_kind.get(ActionKind.PASS, [(acts[0], 0)])[0][0]
        if d.kind in (DecisionKind.MOVE_UNITS, DecisionKind.DESTINATION) and \
                ActionKind.LOCATION in by_kind:
            locs = [loc for _, loc in by_kind[ActionKind.LOCATION]]
            best = self._destination(game, me, [x for x in locs if x > 0]) \
                if d.kind == DecisionKind.MOVE_UNITS else None
            if best is not None:
                return next(a for a, loc in by_kind[ActionKind.LOCATION] if loc == best)
        return acts[self.rng.bounded(len(acts))]

    @staticmethod
    def _might(game, o) -> int:
        from riftsim.reference import layers

        if hasattr(game, "tasks"):
            return layers.might(game, o)
        return game.might_of(o.id)           # (the core's layers.might)

    def _target(self, game, me, leader, targets) -> int:
        from riftsim.actions import CHAIN_TARGET

        if all(o >= CHAIN_TARGET for _, o in targets):   # chain items (a counter): the newest
            return targets[-1][0]
        objs = [(a, game.objs[o]) for a, o in targets if o < CHAIN_TARGET]
        enemy = [(a, o) for a, o in objs if _opposed(game, o.controller, me)]
        pool = [(a, o) for a, o in enemy if o.controller == leader] or enemy or objs
        return max(pool, key=lambda t: (self._might(game, t[1]), -t[1].id))[0]

    def _destination(self, game, me, locs):
        """The battlefield (location) with the least enemy Might among `locs`, not one `me`
        controls; None if there is none."""
        best, best_key = None, None
        for loc in locs:
            bf = game.bfs[loc - 1]
            if bf.controller >= 0 and not _opposed(game, bf.controller, me):
                continue                         # its own or its ally's
            units = [o for o in game.board_objs(loc) if game.info(o.id).type == "unit"]
            enemy = sum(self._might(game, o) for o in units if _opposed(game, o.controller, me))
            key = (enemy, loc)
            if best_key is None or key < best_key:
                best, best_key = loc, key
        return best


def choose(agent, game) -> int:
    """The action `agent` takes for the deciding player of `game`."""
    fast = getattr(agent, "choose", None)
    if fast is not None:
        return fast(game)
    p = game.current_player
    return agent.act(game.observation(p), game.legal_actions())


def play_out(game, agents, *, max_decisions: int = 1_000_000) -> int:
    """Let `agents[player]` decide until the game ends. Returns the number of decisions."""
    n = 0
    while not game.is_over:
        if n >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
        game.apply(choose(agents[game.current_player], game))
        n += 1
    return n


# ------------------------------------------------------------------ games driven from Python


class _NativeSeat:
    """A built-in agent or compiled policy deciding in a game driven from Python: in the
    game itself on the core, else in a core game kept in step with it (`_Shadow`)."""

    def __init__(self, native, seed: int, shadow):
        import numpy as np

        from riftsim.rng import Rng

        self.native = native
        self.rng = np.array(Rng(seed).state, dtype=np.uint64)
        self.shadow = shadow

    def choose(self, game) -> int:
        g = game if self.shadow is None else self.shadow.synced(game)
        return g.agent_action(self.native, self.rng)


class _PythonSeat:
    def __init__(self, agent):
        self.agent = agent

    def choose(self, game) -> int:
        p = game.current_player
        legal = game.legal_actions()
        a = self.agent.act(game.observation(p), legal)
        if a not in legal:
            from riftsim.errors import IllegalActionError

            raise IllegalActionError(f"agent {type(self.agent).__name__} chose {a!r}, which "
                                     f"is not one of the legal actions {legal}")
        return a


class _Shadow:
    """A core game replaying a reference game's actions, for agents that run in the core."""

    def __init__(self, decks, seed: int, first_player, max_turns: int):
        from riftsim.core import new_core_game

        self.game = new_core_game(decks, seed=seed, first_player=first_player,
                                  max_turns=max_turns, log_events=False)
        self.done = 0

    def synced(self, game):
        history = game.history
        for a in history[self.done:]:
            self.game.apply(a)
        self.done = len(history)
        if self.game.legal_actions() != game.legal_actions():
            raise RiftsimError("the compiled core and the reference engine disagree on this "
                               "game's legal actions (please report it with the seed); "
                               "play it with engine='core'")
        return self.game


def play_game(decks, agents, seed: int, *, engine: str = "core", first_player=None,
              max_turns: int = 200, log_events: bool = False, mode: str = "1v1"):
    """Play one game driven from Python and return it (over) with its decision count.

    `engine`: "core" (the compiled core, one call per decision) or "reference". `agents`:
    two agent specs (`parse_agent`). Built-in agents and compiled policies decide in the core:
    on the reference engine in a core game replaying the same actions (both engines play
    identical games), so a game's result does not depend on the engine. `mode`: a game of
    that mode (riftsim.modes; FFA3 / FFA4 / 2v2 on either engine, one agent per player)."""
    from riftsim.game import _resolve_deck, new_game
    from riftsim.modes import check_played

    check_played(mode, len(decks), game=True, engine=engine if engine == "core" else
                 "reference")
    if len(agents) != len(decks):
        raise AgentError(f"{len(decks)} decks need {len(decks)} agents, got {len(agents)}")
    specs = [parse_agent(a) for a in agents]
    decks = [_resolve_deck(d) for d in decks]
    if engine == "core":
        from riftsim.core import new_core_game

        game = new_core_game(decks, seed=seed, first_player=first_player,
                             max_turns=max_turns, log_events=log_events, mode=mode)
    else:
        game = new_game(decks, seed=seed, engine=engine, first_player=first_player,
                        max_turns=max_turns, mode=mode)
        game.log_events = log_events
    seats = make_seats(game, decks, specs, seed, engine=engine, first_player=first_player,
                       max_turns=max_turns)
    return game, play_out(game, seats)


#: the built-in agents that play games of more than two players (FFA3 / FFA4, 2v2; the others
#: and compiled policies play 1v1 only)
SEVERAL_PLAYERS_AGENTS = ("random", "heuristic")


def refuse_1v1_only(specs, players: str, python_agents: bool = True) -> None:
    """AgentError naming the first of the parsed agent `specs` that plays 1v1 only, in a game
    of `players` ("3", "three or four", ...); `python_agents`: say Python agents play too."""
    for s in specs:
        if s.native and s.name not in SEVERAL_PLAYERS_AGENTS:
            raise AgentError(f"agent {s} plays 1v1 only; with {players} players use random"
                             + (", heuristic or a Python agent" if python_agents
                                else " or heuristic"))


def make_seats(game, decks, specs, seed: int, *, engine: str, first_player=None,
               max_turns: int = 200) -> list:
    """The deciders of a game driven from Python (`choose` asks them), one per player, from
    parsed agent specs, each on its own stream (`agent_seeds`). On an engine other than the
    core, built-in agents other than random decide in a core game replaying its actions."""
    shadow = None
    several = len(game.players) > 2
    if several:                          # FFA, 2v2 (482-484): random or heuristic (the
        refuse_1v1_only(specs, str(len(game.players)))   # core's, or its Python twin)
    elif engine != "core" and any(s.native and s.name != "random" for s in specs):
        shadow = _Shadow(decks, seed, first_player, max_turns)
    seats = []
    for spec, s in zip(specs, agent_seeds(seed, len(specs))):
        if several and spec.native and spec.name == "heuristic" and engine != "core":
            seats.append(SeveralOpponentsHeuristic(s, dict(spec.params).get("epsilon", 0.0)))
            continue
        if spec.kind == "python":
            agent = spec.python_agent()
            if callable(getattr(agent, "reset", None)):
                agent.reset(s)
            seats.append(_PythonSeat(agent))
        elif spec.name == "random" and engine != "core":
            seats.append(RandomAgent(s))
        else:
            seats.append(_NativeSeat(spec.native_agent(), s, shadow))
    return seats
