"""The reference engine's `Game`: state, the task loop (HOT FEPR, rule 335) and the protocol.

The rules procedure is a stack of outstanding tasks (rule 334). `_run` handles the top task
until a player must decide; `apply` hands the answer to that task and runs on. When no task is
outstanding the game flow decides what comes next (rules 335.3, 336-340, 347):

1. simultaneous triggered abilities go onto the chain as pending items (383.3.d);
2. a cleanup runs when something changed (318-323);
3. pending chain items are finalized (337);
4. with a chain, the player with priority acts or passes (338-340);
5. in a showdown, the player with focus acts or passes (347); in a combat's Resolution
   Step, once a subsection's chain has resolved, the next subsection follows (461);
6. in the main phase, the turn player acts or ends the turn (316);
7. otherwise the turn proceeds to its next phase or step.
"""

from __future__ import annotations

import copy

import numpy as np

from riftsim.actions import DecisionKind
from riftsim.cards.pool import CardInfo, CardPool, get_pool
from riftsim.errors import GameOverError, IllegalActionError
from riftsim.events import Event, EventKind
from riftsim.modes import check_played, team_of
from riftsim.protocol import Decision, Outcome, OutcomeReason
from riftsim.reference import (chain, cleanup, describe, observe, ops_look_and_play, play,
                               turn, zones)
from riftsim.reference.state import (
    NONE, Battlefield, ChainItem, Effect, Obj, PendingTrigger, Phase, Player, Showdown, Task,
    Zone, kept,
)
from riftsim.rng import Rng

DEFAULT_MAX_TURNS = 200


class ReferenceGame:
    """A Riftbound game under Core Rules v1.3, played one decision at a time (the modes
    `riftsim.modes.PLAYED`: 1v1, FFA3, FFA4 and 2v2)."""

    engine = "reference"

    def __init__(self, decks, *, seed: int = 0, mode: str = "1v1", pool: CardPool | None = None,
                 first_player: int | None = None, max_turns: int = DEFAULT_MAX_TURNS,
                 setup: bool = True):
        rules = check_played(mode, len(decks), game=True)
        self.pool = pool or get_pool()
        self.mode = mode
        self.seed = seed
        self.rng = Rng(seed)
        self.victory_score = rules.victory_score       # 478.3 (480.3: 8; 484.3: 11)
        self.team = tuple(team_of(rules, i) for i in range(rules.players))   # 478.2
        self.ally_held: frozenset = frozenset()  # 464.1.a / 484.8.b: battlefields the turn
                                                 # player's teammates held this Beginning Phase
        self.max_turns = max_turns
        self.objs: list[Obj] = []
        self.players = [Player(i) for i in range(rules.players)]
        self.bfs: list[Battlefield] = []
        self.chain: list[ChainItem] = []
        self.showdown: Showdown | None = None
        self.tasks: list[Task] = []
        self.triggered: list[PendingTrigger] = []
        self.effects: list[Effect] = []
        self.delayed: list[dict] = []          # delayed triggers (389-392)
        self.kill_watch: dict = {}             # unit id -> (epoch, player responsible) for
                                               # damage from a spell or ability since the
                                               # last cleanup (428.5.c; ops_kill_watches)
        self.mighty_seen: dict = {}            # unit id -> (epoch, Mighty?) for 709
        self.turn_flags: dict = {}             # "once each turn" bookkeeping
        self.trigger_first = NONE              # who orders first on a combat's chain (459.2.d)
        self.reflexive_wait = None             # (card, controller, source, ability): a
                                               # "then do this" waiting for that card an
                                               # effect played to be played (387, 354.3)
        self.last_damage_by = NONE
        self.dirty = False                     # a cleanup is outstanding (319)
        self.owed_burn_outs: list[dict] = []   # burn outs whose opponent is still to be
                                               # chosen (431.2.c, zones.burn_out_choosing)
        self.turn = 0
        self.turn_player = 0
        self.first_player = 0
        self.extra_turns: list[int] = []       # Additional Turns queued, next first (734-738)
        self.regular_player = NONE             # during one: the last regular turn's player
        self.phase = Phase.SETUP
        self.priority = NONE                   # 312
        self.passes = 0                        # consecutive passes on the chain (339)
        self.timestamp = 0
        self.chain_by_trigger = False          # the chain was opened by a trigger / Add (346.1)
        self._decision: Decision | None = None
        self._options: list[int] = []
        self._outcome: Outcome | None = None
        self.events: list[Event] = []
        self.log_events = True
        self.history: list[int] = []
        self.stop_all = False                  # stop_at_every_decision()
        self.decision_log: list | None = None  # record_decisions()
        if setup:
            turn.setup_game(self, decks, first_player)
            self._run()

    # ------------------------------------------------------------------ protocol

    @property
    def current_player(self) -> int:
        return self._decision.player if self._decision else NONE

    @property
    def decision(self) -> Decision | None:
        return self._decision

    def legal_actions(self) -> list[int]:
        return list(self._options)

    def describe(self, action: int) -> str:
        return describe.action(self, action)

    def apply(self, action: int) -> None:
        if self._outcome is not None:
            raise GameOverError("the game is over; no action can be applied")
        if action not in self._options:
            raise IllegalActionError(
                f"action {action} ({describe.action_name(action)}) is not legal for "
                f"{self._decision}; legal: {self._options}")
        self.history.append(action)
        self.tasks[-1].answer = action
        self._decision = None
        self._options = []
        self._run()

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def observation(self, player: int) -> dict:
        return observe.observation(self, player)

    def observation_vector(self, player: int) -> np.ndarray:
        """The observation vector of `player` (observe.observation_vector): the decision, then
        the state vector with everything hidden from `player` masked."""
        return observe.observation_vector(self, player)

    def clone(self) -> "ReferenceGame":
        memo = {id(self.pool): self.pool}
        kept = self.__dict__.get("_kept")
        if kept is not None:
            memo[id(kept)] = None                # the copy works its kept answers out afresh
        return copy.deepcopy(self, memo)

    def state_vector(self) -> np.ndarray:
        return observe.state_vector(self)

    # ------------------------------------------------------------------ helpers

    def info(self, obj_id: int) -> CardInfo:
        return self.pool[self.objs[obj_id].card]

    def opponent(self, player: int) -> int:
        """The player's only opponent (1v1, 480.2)."""
        if len(self.players) != 2:
            raise AssertionError("Game.opponent: several opponents; this rule needs a choice")
        return 1 - player

    @property
    def has_teams(self) -> bool:
        """A mode with teams (478.2.a: 484, 2v2)."""
        return len(set(self.team)) < len(self.team)

    def allies(self, player: int) -> list[int]:
        """The player's teammates (484.2), in turn order from them."""
        return [q for q in self.players_from(player)[1:] if self.team[q] == self.team[player]]

    def is_opponent(self, a: int, b: int) -> bool:
        """Are players `a` and `b` opponents (478.2.b): different players, not teammates
        (without teams: `a != b`, a missing player (NONE) included)."""
        return a != b and not (a >= 0 and b >= 0 and self.team[a] == self.team[b])

    def friends(self, a: int, b: int) -> bool:
        """740.1: objects controlled by `a` and `b` are friendly: the same player, or
        teammates (484.8.d)."""
        return a == b or (a >= 0 and b >= 0 and self.team[a] == self.team[b])

    def opponents_of(self, player: int) -> list[int]:
        """The player's opponents (478.2.b), in turn order from them."""
        return [q for q in self.players_from(player)[1:] if self.team[q] != self.team[player]]

    def team_points(self, player: int) -> int:
        """The points of the player's side: their own, or with teams the team's shared score
        (484.6: the first team to reach the Victory Score in points wins)."""
        return sum(q.points for q in self.players if self.team[q.index] == self.team[player])

    def next_player(self, player: int) -> int:
        """The next player in turn order (116.1.b): who gets priority (338.1.c.1, 339.2) or
        focus (340.2.a, 346, 347.4) when `player` passes it, and whose turn comes next
        (317.3)."""
        return (player + 1) % len(self.players)

    def players_from(self, first: int) -> list[int]:
        """Turn order starting with `first` (116.1)."""
        n = len(self.players)
        return [(first + i) % n for i in range(n)]

    def emit(self, kind: EventKind, player: int = -1, obj: int = -1, loc: int = -1,
             value: int = 0) -> None:
        if self.log_events:
            self.events.append(Event(kind, player, obj, loc, value, self.cause()))

    def wins_now(self, player: int) -> bool:
        """467 / 323.1: the player's side has reached the Victory Score with more points than
        each opposing side (with teams, the team's shared score, 484.6)."""
        mine = self.team_points(player)
        return mine >= self.victory_score_now() and all(
            mine > self.team_points(q) for q in self.opponents_of(player))

    def victory_score_now(self) -> int:
        """The points that win now (467.1): the mode's Victory Score with the passives that
        change it (Aspirant's Climb)."""
        from riftsim.reference import layers

        return layers.victory_score_now(self)

    def cause(self) -> int:
        """The source of the innermost chain item resolving (its "resolve" task), -1 when none
        is: what an event names as its cause (`Event.cause`)."""
        for t in reversed(self.tasks):
            if t.kind == "resolve":
                return t.data["item"].source
        return -1

    def next_timestamp(self) -> int:
        self.timestamp += 1
        return self.timestamp

    def new_obj(self, card: int, owner: int, zone: Zone, token: bool = False) -> Obj:
        o = Obj(id=len(self.objs), card=card, owner=owner, controller=owner, zone=zone,
                token=token)
        self.objs.append(o)
        return o

    def board_objs(self, loc: int | None = None, controller: int | None = None,
                   kind: str | None = None) -> list[Obj]:
        """Units and gear on the board, in object-id order (the canonical order)."""
        out = []
        for o in kept(self, "board", lambda g: tuple(o for o in g.objs if o.zone == Zone.BOARD)):
            if loc is not None and o.loc != loc:
                continue
            if controller is not None and o.controller != controller:
                continue
            if kind is not None and self.pool[o.card].type != kind:
                continue
            out.append(o)
        return out

    def units_at(self, loc: int, controller: int | None = None) -> list[Obj]:
        return self.board_objs(loc, controller, "unit")

    @property
    def state_open(self) -> bool:
        """309: open when no chain exists."""
        return not self.chain

    @property
    def neutral(self) -> bool:
        """308: neutral when no showdown or combat is in progress."""
        return self.showdown is None

    def push(self, kind: str, **data) -> Task:
        t = Task(kind, 0, data)
        self.tasks.append(t)
        return t

    def stop_at_every_decision(self, on: bool = True) -> None:
        """From now on (`on`), a decision with a single option waits for `apply` like any
        other instead of being taken at once (the core: CoreGame.stop_at_every_decision)."""
        self.stop_all = bool(on)

    @property
    def stops_at_every_decision(self) -> bool:
        return self.stop_all

    def record_decisions(self) -> None:
        """From now on, keep in `decision_log` each decision asked, single-option ones too:
        (DecisionKind, player, Phase, chain length, showdown on, index in `events` when asked,
        distinct options), as CoreGame.record_decisions does."""
        self.decision_log = []

    def choose(self, task: Task, kind: DecisionKind, player: int, options: list[int],
               source: int = -1) -> int | None:
        """Ask `player` to choose among `options` for `task`; None = wait for `apply`.

        A decision with a single option is taken at once and never shown (both engines), unless
        `stop_at_every_decision()` is on.
        """
        if task.answer is not None:
            a = task.answer
            task.answer = None
            return a
        opts = sorted(set(options))
        if not opts:
            raise AssertionError(f"empty decision {kind.name} in task {task.kind}")
        if self.decision_log is not None:
            self.decision_log.append((kind, player, self.phase, len(self.chain),
                                      self.showdown is not None, len(self.events), len(opts)))
        if len(opts) == 1 and not self.stop_all:
            return opts[0]
        self._decision = Decision(kind, player, source)
        self._options = opts
        return None

    def end_game(self, winner: int | None, reason: OutcomeReason) -> None:
        if self._outcome is not None:
            return
        self.phase = Phase.OVER
        winners = ()                           # 484.6.a: teammates win or lose together
        if winner is not None and self.has_teams:
            winners = tuple(sorted([winner, *self.allies(winner)]))
        self._outcome = Outcome(winner, reason, self.turn,
                                tuple(p.points for p in self.players), winners)
        self.emit(EventKind.GAME_OVER, NONE if winner is None else winner, value=int(reason))
        self._decision = None
        self._options = []

    def gain_points(self, player: int, n: int = 1) -> None:
        from riftsim.reference import layers, select
        if any(a.kind == "no_opponent_points" and self.is_opponent(s.controller, player) and
               select.holds(self, a.condition, s.controller, s.id)     # "opponents can't
               for s, a in layers._statics(self)):                      # gain points"
            return
        p = self.players[player]
        p.points += n
        self.emit(EventKind.POINTS, player, value=p.points)
        self.dirty = True

    # ------------------------------------------------------------------ the loop

    def _run(self) -> None:
        while self._decision is None and self._outcome is None:
            if self.owed_burn_outs:          # 431.2.c-d: before anything else goes on
                self.push("burn_out_point", **self.owed_burn_outs.pop(0))
                continue
            if self.tasks:
                t = self.tasks[-1]
                HANDLERS[t.kind](self, t)
                continue
            if self.triggered:
                chain.put_triggers_on_chain(self)
                continue
            if self.dirty:
                self.push("cleanup")
                continue
            if self.chain:
                chain.flow(self)
                continue
            if self.showdown is not None:
                if self.showdown.step:       # 461: a Resolution Step window's chain is
                    self.push("combat_step")     # done: its next subsection
                else:
                    play.focus_turn(self)
                continue
            if self.phase == Phase.MAIN:
                play.main_priority(self)
                continue
            turn.next_phase(self)


HANDLERS = {}
HANDLERS.update(turn.HANDLERS)
HANDLERS.update(cleanup.HANDLERS)
HANDLERS.update(chain.HANDLERS)
HANDLERS.update(play.HANDLERS)
HANDLERS["burn_out_point"] = zones.h_burn_out_point
HANDLERS["before_reveal"] = ops_look_and_play.h_before_reveal   # (424, Void Hatchling)
