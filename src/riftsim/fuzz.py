"""Soak testing with invariants: random legal decks, random and heuristic agents, every step
checked.

:func:`run_fuzz` plays many games of random Standard Constructed decks built from the whole
implemented pool (the cards the chosen engine runs), with the given agents, and after setup
and after every action checks invariants that hold in every game of Riftbound, whatever the
cards:

* **cards are conserved**: no object disappears (objects are never deleted, 120); every card
  that is not a token stays in a zone (a token may cease to exist, 176.4 / 438.6); each
  player's hand, Main Deck, trash, Rune Deck and runes hold exactly the objects whose zone
  says so (108);
* **nothing is negative**: Energy, Power, spell-only Energy, points, XP, zone sizes, cards
  played, damage and buff counters;
* **points only rise** (465-467: nothing takes points away in 1v1);
* **no unit with lethal damage survives a cleanup**: whenever a player is given priority or
  focus, every cleanup has run (318-323, 335.3), so no unit on the board has non-zero damage
  at or above its Might (417.2, 323.3);
* **exactly one player is deciding** while the game is not over, with at least one legal
  action; none once it is over;
* **every game ends**, by a win or the turn cap, within the step limit.

An exception from the engine is a failure too. Each failing game is saved as a JSON fixture
(the decks, the game seed, the actions taken and the failure) that :func:`replay_fuzz_fixture`
replays, so every failure becomes a regression test.

The checks read :meth:`Game.state_vector` (the parity layout, identical on both engines,
`riftsim.reference.observe`), the decision and the legal actions: the same checks run on any
engine.

    >>> rep = run_fuzz(2, seed=1, engine="reference", agents=("random",), fixtures_dir=False)
    >>> rep.failures
    []
"""

from __future__ import annotations

import json
import time
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from riftsim.decks import Deck
from riftsim.errors import RiftsimError
from riftsim.rng import Rng, derive_seed

__all__ = ["DEFAULT_FUZZ_FIXTURES_DIR", "FuzzFailure", "FuzzReport", "INVARIANTS",
           "Invariants", "legal_random_deck", "replay_fuzz_fixture", "run_fuzz"]

DEFAULT_FUZZ_FIXTURES_DIR = Path("tests/fuzz/fixtures")
DEFAULT_MAX_TURNS = 50
#: a game still going after this many actions breaks "every game ends"
DEFAULT_MAX_STEPS = 20_000
DECK_STREAM = 5           # derive_seed(game_seed, 5): the decks (agents use 1 and 2)
MAIN_SIZE = 40            # the Main Deck, the Chosen Champion included (103.2)
RUNE_COUNT = 12           # 103.3
BATTLEFIELDS = 3          # 103.4
COPY_LIMIT = 3            # 103.2.b
SIGNATURE_LIMIT = 3       # 103.2.d.1
FIXTURE_VERSION = 1

#: the invariants, by the name failures report
INVARIANTS = {
    "conservation": "every card is conserved across zones",
    "non_negative": "no negative Energy, Power, points, damage or counts",
    "points_rise": "points only rise",
    "lethal_cleared": "no unit with lethal damage survives a cleanup",
    "one_decider": "exactly one player is deciding",
    "game_ends": "every game ends",
    "exception": "the engine does not raise",
    "crash": "the engine does not crash the process",
}


# ----------------------------------------------------------------------------- decks

class _DeckCards:
    """The cards random legal decks are built from (worked out once per pool and filter)."""

    def __init__(self, pool, card_filter):
        from riftsim.cards.facts import load_facts
        from riftsim.decks.legality import ban_list

        facts = load_facts()
        banned = set(ban_list("constructed"))
        cards = [c for c in pool.cards
                 if c.implemented and not c.is_token and not c.id.startswith("token-")
                 and c.name not in banned and (card_filter is None or card_filter(c))]
        self.signature = {c.id for c in cards if facts.by_id(c.id).is_signature}
        self.tag = {c.id: facts.by_id(c.id).champion for c in cards if c.type == "legend"}
        self.champions = [c for c in cards if c.type == "unit" and c.is_champion]
        self.legends = [c for c in cards if c.type == "legend" and self.tag[c.id] and any(
            self.tag[c.id] in u.tags and _in_domains(u, set(c.domains))
            for u in self.champions)]
        self.playable = [c for c in cards if c.type in ("unit", "spell", "gear")]
        self.runes = [c for c in cards if c.type == "rune"]
        self.bfs = [c for c in cards if c.type == "battlefield"]


def _in_domains(c, doms) -> bool:
    return not c.domains or set(c.domains) <= doms


_DECK_CARDS: dict = {}


def legal_random_deck(rng: Rng, pool=None, card_filter: Callable | None = None) -> Deck:
    """A random deck that is legal in Standard Constructed (`riftsim.decks.legality`) from
    the implemented cards passing `card_filter(CardInfo)`: a legend with a matching champion
    unit (103.2.a.2), 39 other Main Deck cards of its Domain Identity (103.2.c) with at most 3
    copies of a name (103.2.b) and at most 3 Signature cards, all of its champion tag
    (103.2.d), 12 runes of its domains, 3 different battlefields; no banned card (TR
    601.2.d). Deterministic in `rng`'s state."""
    from riftsim.cards.pool import get_pool
    from riftsim.decks.legality import legality

    pool = pool or get_pool()
    key = (id(pool), card_filter)
    src = _DECK_CARDS.get(key)
    if src is None:
        src = _DECK_CARDS[key] = _DeckCards(pool, card_filter)
    if not src.legends:
        raise RiftsimError("no implemented legend has an implemented champion of its tag")
    for _attempt in range(20):
        legend = src.legends[rng.bounded(len(src.legends))]
        doms, tag = set(legend.domains), src.tag[legend.id]
        own = [u for u in src.champions if tag in u.tags and _in_domains(u, doms)]
        champion = own[rng.bounded(len(own))]
        avail = [c for c in src.playable if _in_domains(c, doms) and
                 (c.id not in src.signature or tag in c.tags)]
        copies = {champion.name: 1}
        signatures = 0
        main: list[str] = []
        while len(main) < MAIN_SIZE - 1 and avail:
            i = rng.bounded(len(avail))
            c = avail[i]
            sig = c.id in src.signature
            if copies.get(c.name, 0) >= COPY_LIMIT or (sig and signatures >= SIGNATURE_LIMIT):
                avail.pop(i)
                continue
            main.append(c.id)
            copies[c.name] = copies.get(c.name, 0) + 1
            signatures += sig
        runes = [c for c in src.runes if set(c.domains) & doms]
        bfs = list(src.bfs)
        if len(main) < MAIN_SIZE - 1 or not runes or len(bfs) < BATTLEFIELDS:
            continue
        chosen = []
        while len(chosen) < BATTLEFIELDS:
            chosen.append(bfs.pop(rng.bounded(len(bfs))).id)
        deck = Deck(name=f"fuzz-{legend.id}", legend=legend.id, champion=champion.id,
                    main=main, battlefields=chosen,
                    runes=[runes[rng.bounded(len(runes))].id for _ in range(RUNE_COUNT)])
        if legality(deck).ok:
            return deck
    raise RiftsimError("could not build a legal random deck from the implemented pool")


def fuzz_decks(game_seed: int, card_filter: Callable | None = None,
               mode: str = "1v1") -> tuple[Deck, ...]:
    """The decks of the fuzz game seeded `game_seed`, one per seat of `mode` (two in 1v1);
    with teams (2v2) a teammate's deck is drawn again until the team's legends and
    battlefields differ (484.8.g-h)."""
    from riftsim.modes import get_mode, team_of

    m = get_mode(mode)
    rng = Rng(derive_seed(game_seed, DECK_STREAM))
    decks: list[Deck] = []
    for k in range(m.players):
        d = legal_random_deck(rng, None, card_filter)
        if m.teams:
            from riftsim.decks import validate_team

            mates = [decks[q] for q in range(k) if team_of(m, q) == team_of(m, k)]
            tries = 0
            while mates and validate_team([*mates, d]) and tries < 200:
                d = legal_random_deck(rng, None, card_filter)
                tries += 1
        decks.append(d)
    return tuple(decks)


# ----------------------------------------------------------------------------- invariants

class Invariants:
    """The invariants of one game, checked state by state (`check`); the first broken one
    is returned as (invariant name, what was seen)."""

    def __init__(self, pool=None, n_players: int = 2):
        from riftsim.actions import DecisionKind
        from riftsim.cards.pool import get_pool
        from riftsim.reference import observe as ob
        from riftsim.reference.state import Zone

        self.pool = pool or get_pool()
        self.n = n_players                           # 478.1: 3 or 4 in FFA (482, 483)
        self.ob = ob
        self.Zone = Zone
        self.at_rest = int(DecisionKind.PRIORITY)      # priority, focus or the main phase
        self.is_token = np.array([c.is_token for c in self.pool.cards], dtype=bool)
        self.is_unit = np.array([c.type == "unit" for c in self.pool.cards], dtype=bool)
        self.zone_of = {int(Zone.HAND): 8, int(Zone.DECK): 9, int(Zone.RUNE_DECK): 10,
                        int(Zone.RUNES): 11, int(Zone.TRASH): 12}    # player vector fields
        #: player vector fields that are never negative (riftsim.parity._PLAYER_NAMES)
        self.field_names = {0: "points", 1: "Energy", 2: "Fury Power", 3: "Calm Power",
                            4: "Mind Power", 5: "Body Power", 6: "Chaos Power",
                            7: "Order Power", 8: "hand size", 9: "Main Deck size",
                            10: "Rune Deck size", 11: "rune count", 12: "trash size",
                            13: "cards played", 14: "cards finalized",
                            16: "spell-only Energy", 17: "XP"}
        self.counted = np.array(sorted(self.field_names))
        self.prev_points: np.ndarray | None = None
        self.n_objs = 0
        self.card_objs: np.ndarray | None = None     # non-token objects, as created
        self.gone: np.ndarray | None = None          # objects out of play at setup

    def _split(self, v: np.ndarray):
        ob = self.ob
        n_objs = int(v[10])
        p0 = ob.HEADER
        players = v[p0:p0 + self.n * ob.PLAYER_FIELDS].reshape(self.n, ob.PLAYER_FIELDS)
        o0 = len(v) - n_objs * ob.OBJ_FIELDS
        objs = v[o0:].reshape(n_objs, ob.OBJ_FIELDS)
        return n_objs, players, objs

    def check(self, game) -> tuple[str, str] | None:
        over = bool(game.is_over)
        d = game.decision
        legal = [] if over else list(game.legal_actions())
        if over:
            if d is not None:
                return "one_decider", f"the game is over but player {d.player} is deciding"
        elif d is None or not 0 <= d.player < self.n:
            return "one_decider", f"the game is not over and the decision is {d}"
        elif not legal:
            return "one_decider", (f"player {d.player} decides ({self._kind(d)}) with no "
                                   f"legal action")
        v = np.asarray(game.state_vector())
        n_objs, players, objs = self._split(v)
        Z = self.Zone
        # nothing negative
        if (players[:, self.counted] < 0).any():
            p, k = (int(x[0]) for x in np.nonzero(players[:, self.counted] < 0))
            k = self.counted[k]
            return "non_negative", (f"player {p}'s {self.field_names[k]} is "
                                    f"{players[p, k]}")
        if n_objs:
            bad = np.nonzero((objs[:, 6] < 0) | (objs[:, 7] < 0))[0]
            if len(bad):
                o = int(bad[0])
                return "non_negative", (f"object {o} ({self._name(objs, o)}) has damage "
                                        f"{objs[o, 6]}, buff {objs[o, 7]}")
        # points only rise
        pts = players[:, 0].copy()
        if self.prev_points is not None and (pts < self.prev_points).any():
            return "points_rise", f"points went from {self.prev_points.tolist()} to {pts.tolist()}"
        self.prev_points = pts
        # conservation
        if n_objs < self.n_objs:
            return "conservation", f"the object count fell from {self.n_objs} to {n_objs}"
        tokens = self.is_token[objs[:, 0]] if n_objs else np.zeros(0, dtype=bool)
        if self.card_objs is None:
            self.card_objs = ~tokens
            self.gone = (objs[:, 3] == int(Z.NONE)) | (objs[:, 3] == int(Z.REMOVED))
        elif n_objs > self.n_objs:
            self.card_objs = np.concatenate([self.card_objs, ~tokens[self.n_objs:]])
            self.gone = np.concatenate([self.gone, np.zeros(n_objs - self.n_objs, dtype=bool)])
        self.n_objs = n_objs
        out = (objs[:, 3] == int(Z.NONE)) | (objs[:, 3] == int(Z.REMOVED))
        lost = np.nonzero(self.card_objs & ~self.gone & out)[0]
        if len(lost):
            o = int(lost[0])
            return "conservation", f"card object {o} ({self._name(objs, o)}) left every zone"
        if n_objs:
            n = self.n
            key = objs[:, 3].astype(np.int64) * n + objs[:, 1]
            counts = np.bincount(key, minlength=n * (int(Z.REMOVED) + 1))
            for zone, k in self.zone_of.items():
                for p in range(n):
                    if counts[n * zone + p] != players[p, k]:
                        return "conservation", (f"player {p} has {players[p, k]} in "
                                                f"{Z(zone).name} but {counts[n * zone + p]} "
                                                f"objects are there")
        # lethal damage cleared by the cleanups before anyone gets priority or focus
        if not over and int(d.kind) == self.at_rest and n_objs:
            units = (objs[:, 3] == int(Z.BOARD)) & self.is_unit[objs[:, 0]]
            dmg, might = objs[:, 6], objs[:, 10]
            lethal = np.nonzero(units & (dmg > 0) & (dmg >= might))[0]
            if len(lethal):
                o = int(lethal[0])
                return "lethal_cleared", (f"unit {o} ({self._name(objs, o)}) has {dmg[o]} "
                                          f"damage and {might[o]} Might at a {self._kind(d)} "
                                          f"decision")
        return None

    @staticmethod
    def _kind(d) -> str:
        from riftsim.actions import DecisionKind

        try:
            return DecisionKind(int(d.kind)).name
        except ValueError:
            return str(d.kind)

    def _name(self, objs, o: int) -> str:
        try:
            return self.pool[int(objs[o, 0])].name
        except Exception:                                  # noqa: BLE001 - a name only
            return "?"


# ----------------------------------------------------------------------------- results

@dataclass
class FuzzFailure:
    """A game that broke an invariant (or raised, or did not end)."""

    seed: int
    game_index: int
    game_seed: int
    step: int
    invariant: str
    detail: str
    engine: str
    agents: tuple[str, str]
    max_turns: int
    actions: list[int] = field(default_factory=list)
    decks: tuple[str, ...] = ()
    fixture: str | None = None
    mode: str = "1v1"           # the mode of play (riftsim.modes)

    def summary(self) -> str:
        return (f"game {self.game_index} (game seed {self.game_seed}) step {self.step}: "
                f"{INVARIANTS.get(self.invariant, self.invariant)}: {self.detail}")

    def to_dict(self) -> dict:
        d = asdict(self)
        d.pop("actions")
        return d


@dataclass
class FuzzReport:
    engine: str
    agents: tuple[str, ...]
    seed: int
    max_turns: int
    mode: str = "1v1"               # the mode of play (riftsim.modes)
    games: int = 0
    steps: int = 0
    seconds: float = 0.0
    failures: list[FuzzFailure] = field(default_factory=list)
    interrupted: bool = False
    #: what happened to the run itself (a worker process that died, ...)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures

    def summary(self) -> str:
        rate = self.games / self.seconds if self.seconds else 0.0
        head = (f"fuzz: {self.games:,} games, {self.steps:,} steps checked, "
                f"{len(self.failures)} failing ({rate:,.0f} games/s)")
        return head + (" - interrupted" if self.interrupted else "")

    def format(self) -> str:
        from riftsim import __version__

        seats = ("every ordered pairing in turn" if self.mode == "1v1" else
                 "every assignment to the seats in turn")
        lines = [self.summary(),
                 f"  mode {self.mode}; engine {self.engine}; agents {', '.join(self.agents)} "
                 f"({seats}); turn cap {self.max_turns}; seed {self.seed}; "
                 f"riftsim {__version__}",
                 "  decks: random Standard Constructed decks from the implemented pool, one "
                 "per seat",
                 "  invariants: " + "; ".join(INVARIANTS.values())]
        lines += ["  note: " + n for n in self.notes]
        for f in self.failures:
            lines.append("  " + f.summary())
            if f.fixture:
                lines.append(f"    fixture: {f.fixture}")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        from riftsim import __version__

        return {"mode": self.mode, "engine": self.engine, "agents": list(self.agents),
                "seed": self.seed,
                "max_turns": self.max_turns, "games": self.games, "steps": self.steps,
                "seconds": round(self.seconds, 3), "interrupted": self.interrupted,
                "version": __version__, "invariants": INVARIANTS, "notes": self.notes,
                "failures": [f.to_dict() for f in self.failures]}


# ----------------------------------------------------------------------------- playing

def _exc_line(exc: BaseException) -> str:
    return "".join(traceback.format_exception_only(type(exc), exc)).strip()


def _new_game(engine: str, decks, game_seed: int, max_turns: int, mode: str = "1v1"):
    if engine == "core":
        from riftsim.core import new_core_game

        return new_core_game(list(decks), seed=game_seed, max_turns=max_turns,
                             log_events=False, mode=mode)
    from riftsim.game import new_game

    return new_game(list(decks), seed=game_seed, engine=engine, max_turns=max_turns,
                    mode=mode)


def _pairing(agents: Sequence[str], i: int) -> tuple[str, str]:
    n = len(agents)
    return agents[i % n], agents[(i // n) % n]


def play_checked(engine: str, decks, game_seed: int, agents: tuple[str, str], max_turns: int,
                 *, actions: Sequence[int] | None = None, max_steps: int = DEFAULT_MAX_STEPS,
                 game_factory: Callable | None = None, on_action: Callable | None = None,
                 mode: str = "1v1"):
    """Play one game checking the invariants after setup and every action. `actions`:
    recorded actions to take first (a fixture). `on_action(a)` is called with each action
    before it is applied. Returns (steps, actions taken, failure: (step, invariant, detail)
    or None)."""
    from riftsim.agents import choose, make_seats, parse_agent

    taken: list[int] = []
    try:
        if game_factory is not None:
            game = game_factory(engine, decks, game_seed, max_turns)
        elif mode == "1v1":
            game = _new_game(engine, decks, game_seed, max_turns)
        else:
            game = _new_game(engine, decks, game_seed, max_turns, mode)
        seats = None if actions is not None else make_seats(
            game, list(decks), [parse_agent(a) for a in agents], game_seed, engine=engine,
            max_turns=max_turns)
    except Exception as exc:                              # noqa: BLE001 - reported
        return 0, taken, (0, "exception", f"creating the game: {_exc_line(exc)}")
    inv = Invariants(n_players=len(decks))
    recorded = list(actions or ())
    step = 0
    while True:
        try:
            bad = inv.check(game)
        except Exception as exc:                          # noqa: BLE001 - reported
            return step, taken, (step, "exception", f"reading the game: {_exc_line(exc)}")
        if bad is not None:
            return step, taken, (step, *bad)
        if game.is_over:
            return step, taken, None
        if step >= max_steps:
            return step, taken, (step, "game_ends", f"not over after {max_steps} actions")
        try:
            if actions is not None:
                if step >= len(recorded):
                    return step, taken, None               # a replay ends with its actions
                a = recorded[step]
            else:
                a = choose(seats[game.current_player], game)
            taken.append(a)
            if on_action is not None:
                on_action(a)
            game.apply(a)
        except Exception as exc:                          # noqa: BLE001 - reported
            return step + 1, taken, (step + 1, "exception",
                                     f"apply({taken[-1] if taken else '?'}): {_exc_line(exc)}")
        step += 1


def _write_fixture(dirpath: Path, f: FuzzFailure, deck_objs) -> Path:
    from riftsim.parity import _deck_to_json

    dirpath.mkdir(parents=True, exist_ok=True)
    path = dirpath / f"fuzz-seed{f.seed}-game{f.game_index}.json"
    data = {"version": FIXTURE_VERSION, "kind": "fuzz", "seed": f.seed,
            "game_index": f.game_index, "game_seed": f.game_seed, "engine": f.engine,
            "agents": list(f.agents), "max_turns": f.max_turns, "mode": f.mode,
            "decks": list(f.decks),
            "deck_ids": [_deck_to_json(d) for d in deck_objs], "actions": list(f.actions),
            "failure": {"step": f.step, "invariant": f.invariant, "detail": f.detail}}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def replay_fuzz_fixture(path, engine: str | None = None) -> FuzzFailure | None:
    """Replay a fuzz fixture's actions on `engine` (default: the fixture's), checking the
    invariants at every step. Returns the failure, or None when every step holds."""
    from riftsim.parity import _deck_from_fixture

    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        decks = tuple(_deck_from_fixture(data, i)
                      for i in range(len(data.get("deck_ids") or data["decks"])))
        game_seed, max_turns = int(data["game_seed"]), int(data["max_turns"])
        mode = data.get("mode", "1v1")
        acts = [int(a) for a in data["actions"]]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise RiftsimError(f"{path}: not a fuzz fixture ({_exc_line(exc)})") from None
    eng = engine or data.get("engine", "core")
    steps, taken, bad = play_checked(eng, decks, game_seed, tuple(data.get("agents", ())),
                                     max_turns, actions=acts, mode=mode)
    if bad is None:
        return None
    step, invariant, detail = bad
    return FuzzFailure(seed=int(data.get("seed", 0)), game_index=int(data.get("game_index", 0)),
                       game_seed=game_seed, step=step, invariant=invariant, detail=detail,
                       engine=eng, agents=tuple(data.get("agents", ())), max_turns=max_turns,
                       actions=taken, decks=tuple(d.to_text() for d in decks),
                       fixture=str(path), mode=mode)


#: what forked workers play (set by run_fuzz before the pool forks)
_WORK: tuple | None = None


def _play_one(i: int, on_action: Callable | None = None):
    engine, seed, agents, max_turns, max_steps, card_filter, mode = _WORK
    game_seed = derive_seed(seed, i)
    decks = fuzz_decks(game_seed, card_filter, mode)
    pair = _seating(agents, i, len(decks))
    steps, taken, bad = play_checked(engine, decks, game_seed, pair, max_turns,
                                     max_steps=max_steps, on_action=on_action, mode=mode)
    return i, game_seed, pair, steps, (taken if bad else None), bad


def _play_chunk(indices) -> list:
    return [_play_one(i) for i in indices]


def _play_alone(i: int):
    """Play game `i` in a process of its own, so that a crash names the game and the actions
    that led to it (the "crash" invariant)."""
    from riftsim.workers import describe_exit, run_isolated

    finished, row, taken, exitcode = run_isolated(_play_one, i)
    if finished:
        return row
    _, seed, agents, _, _, _, mode = _WORK
    game_seed = derive_seed(seed, i)
    last = f" applying action {taken[-1]}" if taken else " creating the game"
    from riftsim.modes import get_mode

    return (i, game_seed, _seating(agents, i, get_mode(mode).players), len(taken), taken,
            (len(taken), "crash", f"the process playing it was {describe_exit(exitcode)}"
                                  f"{last} (step {len(taken)})"))


def _seating(agents: Sequence[str], i: int, n: int) -> tuple[str, ...]:
    """The agents of game `i`'s seats: every ordered pairing in turn in 1v1 (_pairing); with
    more players game i's index written in base len(agents), a digit per seat."""
    if n == 2:
        return _pairing(agents, i)
    k = len(agents)
    return tuple(agents[(i // k ** s) % k] for s in range(n))


def _engine_filter(engine: str):
    if engine != "core":
        return None
    from riftsim.parity import _core_filter

    return _core_filter()


def run_fuzz(games: int, seed: int, *, engine: str = "core",
             agents: Sequence[str] = ("random", "heuristic"),
             max_turns: int = DEFAULT_MAX_TURNS, fixtures_dir=None, workers: int = 1,
             progress: Callable | None = None, max_steps: int = DEFAULT_MAX_STEPS,
             mode: str = "1v1") -> FuzzReport:
    """Play `games` checked games (see the module docstring). Game `i` has seed
    ``derive_seed(seed, i)``, decks :func:`fuzz_decks` and, in turn, every ordered pairing
    of `agents`. Failing games are saved in `fixtures_dir` (default
    ``tests/fuzz/fixtures``; False: not saved). `progress(done, total, report)` after each
    game. Ctrl-C stops the run and returns what was played (``interrupted``)."""
    global _WORK
    from riftsim.agents import parse_agent
    from riftsim.game import ENGINES

    if not isinstance(games, int) or games < 1:
        raise RiftsimError(f"the number of games must be at least 1, got {games!r}")
    if engine not in ENGINES:
        raise RiftsimError(f"unknown engine {engine!r}; choose one of {', '.join(ENGINES)}")
    if max_turns < 1 or max_steps < 1:
        raise RiftsimError("the turn cap and the step limit must be at least 1")
    if not isinstance(workers, int) or workers < 1:
        raise RiftsimError(f"workers must be at least 1, got {workers!r}")
    agents = tuple(agents)
    if not agents:
        raise RiftsimError("name at least one agent")
    for a in agents:
        spec = parse_agent(a)                 # AgentError names a bad spec before any game
        if spec.kind == "python":
            raise RiftsimError(f"fuzz plays built-in agents only, not {a!r}")
    from riftsim.modes import check_played

    check_played(mode, game=True, engine=engine)
    card_filter = _engine_filter(engine)
    fuzz_decks(derive_seed(seed, 0), card_filter, mode)    # the pool can build decks at all
    fdir = None if fixtures_dir is False else Path(fixtures_dir or DEFAULT_FUZZ_FIXTURES_DIR)
    rep = FuzzReport(engine=engine, agents=agents, seed=seed, max_turns=max_turns, mode=mode)
    t0 = time.perf_counter()
    _WORK = (engine, seed, agents, max_turns, max_steps, card_filter, mode)

    def record(row) -> None:
        i, game_seed, pair, steps, taken, bad = row
        rep.games += 1
        rep.steps += steps
        if bad is not None:
            decks = fuzz_decks(game_seed, card_filter, mode)
            step, invariant, detail = bad
            f = FuzzFailure(seed=seed, game_index=i, game_seed=game_seed, step=step,
                            invariant=invariant, detail=detail, engine=engine, agents=pair,
                            max_turns=max_turns, actions=list(taken or ()),
                            decks=tuple(d.to_text() for d in decks), mode=mode)
            if fdir is not None:
                f.fixture = str(_write_fixture(fdir, f, decks))
            rep.failures.append(f)
        rep.seconds = time.perf_counter() - t0
        if progress is not None:
            progress(rep.games, games, rep)

    try:
        from riftsim.workers import WorkerLost, can_fork, ordered_chunks

        if workers > 1 and can_fork():
            size = max(1, min(50, games // (workers * 8) or 1))
            chunks = [list(range(s, min(games, s + size))) for s in range(0, games, size)]
            for chunk, rows in ordered_chunks(_play_chunk, chunks, workers):
                if isinstance(rows, WorkerLost):          # replay its games one by one
                    what = (f"game {chunk[0]}; it was replayed" if len(chunk) == 1 else
                            f"games {chunk[0]}-{chunk[-1]}; they were replayed one by one, each")
                    rep.notes.append(f"a worker process was {rows.how} playing {what} "
                                     "in a process of its own")
                    rows = [_play_alone(i) for i in chunk]
                for row in rows:
                    record(row)
        else:
            for i in range(games):
                record(_play_one(i))
    except KeyboardInterrupt:
        rep.interrupted = True
    finally:
        _WORK = None
    rep.seconds = time.perf_counter() - t0
    return rep
