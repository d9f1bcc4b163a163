"""`simulate`: play deck A against deck B many times and summarize.

* Game `i` uses seed `derive_seed(seed, i)`; deck A is player 0 and goes first in even games,
  deck B in odd games, so first-player advantage cancels and each game's result depends
  only on (root seed, index, agents): identical for any engine, worker count or backend.
* Engines (`ENGINES`): "core" (the default) plays whole chunks of games inside the compiled
  core's batch loop (`riftsim.core.play_games`), without Python per decision, when both
  agents run in the core (built-in agents, compiled policies); with a Python agent it drives
  the core from Python instead, one decision at a time ("core-python", which the result's
  meta names). "core-python" and "reference" (the pure-Python engine) can be asked for
  directly; built-in agents then decide in the core, so the rows are the same.
* Backends: "serial" (in this process), "local" (a process pool on all cores, the
  default) and "ray" (a Ray cluster: `pip install 'riftsim[ray]'`; `address=None` starts or
  joins a local instance). Workers get the decks, the agents' spec strings and a range of
  game indices, and return compact rows, never game objects.
* Every input is checked here, before the first game: the decks (cards defined, and run by
  the core when the core plays or its agents decide), the agents, the engine.
* `until_ci` looks at the interval after every `CI_STEP` games (in game order), so a run
  stops at the same game whatever the engine, chunk size, worker count or backend.
* Modes (`MODES`): "1v1" plays single games (a Duel, 480); "bo3" plays best-of-three
  matches (481, :func:`play_bo3`): `n_games` is then the number of matches and the rows
  are their games.
"""

from __future__ import annotations

import operator
import os
import sys
import time
from dataclasses import dataclass, field

from riftsim.agents import DEFAULT_AGENT
from riftsim.errors import RiftsimError
from riftsim.rng import derive_seed
from riftsim.sim.stats import quantiles, wilson

BACKENDS = ("local", "serial", "ray")
ENGINES = ("core", "core-python", "reference")
#: games per job: the core's batch loop plays a hundred games per call (tens of
#: milliseconds: the workers end together and progress is seen often, for a negligible cost
#: per call); games driven from Python go in smaller ones, as do games of the search agent
#: (hundreds of playouts per decision)
CHUNKS = {"core": 100, "core-python": 100, "reference": 20}
SEARCH_CHUNK = 10
CI_STEP = 500                      # until_ci is checked after every CI_STEP games
DEFAULT_MAX_TURNS = 200
ROW_FIELDS = ("game", "seed", "a_first", "winner", "reason", "turns", "points_a", "points_b",
              "decisions")
MODES = ("1v1", "bo3")
#: the extra fields of a best-of-three match's game rows
BO3_FIELDS = ("match", "match_game", "bf_a", "bf_b", "match_winner")
#: why a best-of-three run asked for "core" plays on "core-python"
BO3_ENGINE_NOTE = ("a best-of-three match chooses each game's battlefields and first player, "
                   "so the core played one decision at a time")
BO3_GAMES = 3                      # a player's three battlefields: one per game (481.5)
BO3_WINS = 2                       # game wins that win the match (481.6)
BF_STREAM = 99                     # derive_seed(match seed, 99): the battlefield choices


class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped a run: `result` holds what was finished (for `simulate`, the rows of
    games 0..k-1, all of them complete), `done` says what in one phrase."""

    def __init__(self, result=None, done: str = ""):
        super().__init__(done)
        self.result, self.done = result, done


# ------------------------------------------------------------------ checking the settings


def check_agents(agents) -> tuple:
    """Two parsed `AgentSpec`s (one per seat, deck A's first) from specs or strings; raises
    `AgentError` (a `RiftsimError`) naming a bad one."""
    from riftsim.agents import AgentError, parse_agent

    if isinstance(agents, str) or len(agents) != 2:
        raise AgentError(f"give two agents, one per deck, got {agents!r}")
    return tuple(parse_agent(a) for a in agents)


def engine_used(engine: str, specs) -> str:
    """The engine a run with these agents plays on: "core" becomes "core-python" when an
    agent is a Python agent (it needs the game driven from Python)."""
    if engine not in ENGINES:
        raise RiftsimError(f"unknown engine {engine!r}; choose one of {', '.join(ENGINES)}")
    if engine == "core" and not all(s.native for s in specs):
        return "core-python"
    return engine


def default_chunk(engine: str, specs) -> int:
    """Games per job for this engine and these agents (never the worker count: results and
    stopping points do not depend on it anyway)."""
    if any(s.name == "search" for s in specs):
        return min(SEARCH_CHUNK, CHUNKS[engine])
    return CHUNKS[engine]


def _needs_core(engine: str, specs) -> bool:
    """Does the run use the compiled core (to play, or for its agents to decide)?"""
    return engine != "reference" or any(s.native and s.name != "random" for s in specs)


def check_decks(decks, engine: str, specs) -> list:
    """The decks resolved and checked: every card defined, and run by the core when the run
    uses it. Builds the core's tables, so that workers forked later share them."""
    from riftsim.cards.pool import get_pool
    from riftsim.game import _resolve_deck

    resolved = [_resolve_deck(d) for d in decks]
    pool = get_pool()
    for d in resolved:
        pool.require_implemented([d.legend, d.champion, *d.main, *d.battlefields])
    if _needs_core(engine, specs):
        from riftsim.core import UnsupportedCardError, deck_spec, tables

        for d in resolved:
            try:
                deck_spec(d, pool)
            except UnsupportedCardError as exc:
                if engine != "reference":
                    raise
                who = next(str(s) for s in specs if s.native and s.name != "random")
                raise UnsupportedCardError(
                    f"{str(exc).split('; use ')[0]}; agent {who} decides in the compiled "
                    f"core, so this deck can play on the reference engine with random or "
                    f"Python agents only") from None
        tables()
    return resolved


# ------------------------------------------------------------------ playing games


def _played(what: str, seed: int, play_game, *args, **kw):
    """`play_game(*args, **kw)`; a game the compiled core cannot finish (an internal error,
    e.g. a capacity exceeded) becomes a RiftsimError naming the game and its seed, as the
    batch loop's errors do, instead of a traceback from a worker."""
    try:
        return play_game(*args, **kw)
    except RuntimeError as exc:
        if not str(exc).startswith("riftsim core internal error"):
            raise
        raise RiftsimError(f"the compiled core could not finish {what} (seed {seed}): "
                           f"{exc}") from None


def play_one(deck_a, deck_b, index: int, root_seed: int, agents=("random", "random"),
             engine: str = "reference", max_turns: int | None = None) -> dict:
    """Play game `index` of a match, driven from Python, and return its row (winner: "a",
    "b" or None). `engine`: "reference", "core" or "core-python" (both: the core driven
    from Python)."""
    from riftsim.agents import play_game

    seed = derive_seed(root_seed, index)
    a_first = index % 2 == 0
    game, n = _played(f"game {index}", seed, play_game, [deck_a, deck_b], agents, seed,
                      engine="reference" if engine == "reference" else "core",
                      first_player=0 if a_first else 1,
                      max_turns=DEFAULT_MAX_TURNS if max_turns is None else max_turns)
    out = game.outcome
    winner = None if out.winner is None else ("a" if out.winner == 0 else "b")
    return {"game": index, "seed": seed, "a_first": a_first, "winner": winner,
            "reason": out.reason.name.lower(), "turns": out.turns,
            "points_a": out.points[0], "points_b": out.points[1], "decisions": n}


def check_bo3_battlefields(named_decks) -> None:
    """Refuse, before any game, a deck with fewer than three battlefields: a best-of-three
    match puts a new one into play each game (481.5). `named_decks`: (name, deck) pairs."""
    for name, d in named_decks:
        if len(set(d.battlefields)) < BO3_GAMES:
            raise RiftsimError(f"{name} has {len(set(d.battlefields))} battlefield(s): a "
                               f"best-of-three match needs three, one for each game (481.5)")


def play_bo3(deck_a, deck_b, index: int, root_seed: int, agents=("random", "random"),
             engine: str = "core-python", max_turns: int | None = None,
             a_first: bool | None = None) -> list[dict]:
    """Play match `index` of a best-of-three run (481) and return the rows of its games.

    * Each game, each player puts one of their battlefields not used yet in this match into
      play (481.5), chosen at random from the match's own stream (agents do not decide it:
      the same choice as a Duel's random selection, 480.5); used ones are removed (481.6).
    * Deck A goes first in the first game of even matches, deck B in odd ones (seat
      advantage cancels); after that the loser of a game goes first in the next (the loser
      chooses, Tournament Rules; riftsim's agents choose to go first). After a game without
      a winner (turn cap) the player who went second goes first.
    * The first to two game wins wins the match (481.6). A player has three battlefields, so
      a match has at most three games: with draws it can end without anyone reaching two;
      then the one with more game wins wins it, and equal wins make a drawn match.

    Game k (0-2) of the match has seed ``derive_seed(match_seed, k)``, where the match seed
    is ``derive_seed(root_seed, index)``; its row's ``game`` is ``3 * index + k``.
    `a_first`: who goes first in the first game (default: deck A in even matches)."""
    from dataclasses import replace

    from riftsim.agents import play_game
    from riftsim.rng import Rng

    mseed = derive_seed(root_seed, index)
    rng = Rng(derive_seed(mseed, BF_STREAM))
    left = [sorted(deck_a.battlefields), sorted(deck_b.battlefields)]
    a_first = index % 2 == 0 if a_first is None else a_first
    wins = {"a": 0, "b": 0}
    rows = []
    for k in range(BO3_GAMES):
        if max(wins.values()) >= BO3_WINS:
            break
        bf_a = left[0].pop(rng.bounded(len(left[0])))
        bf_b = left[1].pop(rng.bounded(len(left[1])))
        seed = derive_seed(mseed, k)
        game, n = _played(f"match {index}, game {k + 1}", seed, play_game,
                          [replace(deck_a, battlefields=(bf_a,)),
                           replace(deck_b, battlefields=(bf_b,))], agents, seed,
                          engine="reference" if engine == "reference" else "core",
                          first_player=0 if a_first else 1,
                          max_turns=DEFAULT_MAX_TURNS if max_turns is None else max_turns)
        out = game.outcome
        winner = None if out.winner is None else ("a" if out.winner == 0 else "b")
        rows.append({"game": BO3_GAMES * index + k, "seed": seed, "a_first": a_first,
                     "winner": winner, "reason": out.reason.name.lower(), "turns": out.turns,
                     "points_a": out.points[0], "points_b": out.points[1], "decisions": n,
                     "match": index, "match_game": k + 1, "bf_a": bf_a, "bf_b": bf_b})
        if winner is None:
            a_first = not a_first
        else:
            wins[winner] += 1
            a_first = winner == "b"             # the loser goes first
    best = "a" if wins["a"] > wins["b"] else "b" if wins["b"] > wins["a"] else None
    for r in rows:
        r["match_winner"] = best
    return rows


_SPECS: dict = {}


def _spec(text: str):
    """A worker's parsed agent spec, parsed once per process (a Python agent's module is
    imported once, a compiled policy compiled once)."""
    from riftsim.agents import parse_agent

    if text not in _SPECS:
        _SPECS[text] = parse_agent(text)
    return _SPECS[text]


def _play_chunk(args) -> tuple[list[dict], float]:
    """Rows of a chunk of games driven from Python, and the seconds spent playing them."""
    deck_a, deck_b, start, count, root_seed, agents, engine, max_turns = args
    specs = tuple(_spec(a) for a in agents)
    t0 = time.perf_counter()
    rows = [play_one(deck_a, deck_b, i, root_seed, specs, engine, max_turns)
            for i in range(start, start + count)]
    return rows, time.perf_counter() - t0


def _play_bo3_chunk(args) -> tuple[list[dict], float]:
    """Rows of a chunk of best-of-three matches (their games), and the seconds spent."""
    deck_a, deck_b, start, count, root_seed, agents, engine, max_turns = args
    specs = tuple(_spec(a) for a in agents)
    t0 = time.perf_counter()
    rows = [r for i in range(start, start + count)
            for r in play_bo3(deck_a, deck_b, i, root_seed, specs, engine, max_turns)]
    return rows, time.perf_counter() - t0


def _play_batch(args) -> tuple[list[dict], float]:
    """Rows of a chunk of games played by the core's batch loop, and its seconds."""
    from riftsim.core import CoreGameError, play_games
    from riftsim.protocol import OutcomeReason

    deck_a, deck_b, start, count, root_seed, agents, _engine, max_turns = args
    specs = tuple(_spec(a) for a in agents)
    t0 = time.perf_counter()
    try:
        out = play_games([deck_a, deck_b], count, root_seed, specs,
                         DEFAULT_MAX_TURNS if max_turns is None else max_turns, start)
    except CoreGameError as exc:       # (its .results do not cross a process boundary)
        raise RiftsimError(str(exc).split("; the other games")[0]) from None
    seconds = time.perf_counter() - t0
    names = {int(r): r.name.lower() for r in OutcomeReason}
    side = {-1: None, 0: "a", 1: "b"}
    rows = []
    for k, (w, t, (pa, pb), d, why) in enumerate(zip(
            out["winner"].tolist(), out["turns"].tolist(), out["points"].tolist(),
            out["decisions"].tolist(), out["reason"].tolist())):
        i = start + k
        rows.append({"game": i, "seed": derive_seed(root_seed, i), "a_first": i % 2 == 0,
                     "winner": side[w], "reason": names.get(why, str(why)), "turns": t,
                     "points_a": pa, "points_b": pb, "decisions": d})
    return rows, seconds


# ------------------------------------------------------------------ results


@dataclass
class MatchResult:
    deck_a: str
    deck_b: str
    seed: int
    rows: list[dict] = field(default_factory=list)
    seconds: float = 0.0
    engine_seconds: float = 0.0      # time workers spent playing games (excl. the harness)
    meta: dict = field(default_factory=dict)   # what produced it (see `simulate`)
    _tally: list | None = field(default=None, init=False, repr=False, compare=False)

    def _counts(self) -> list:
        """[rows id, rows counted, wins A, wins B, draws], brought up to date with the rows
        added since the last call (a running count: progress reports stay cheap)."""
        t = self._tally
        if t is None or t[0] != id(self.rows) or t[1] > len(self.rows):
            t = self._tally = [id(self.rows), 0, 0, 0, 0]
        for r in self.rows[t[1]:]:
            w = r["winner"]
            t[2 if w == "a" else 3 if w == "b" else 4] += 1
        t[1] = len(self.rows)
        return t

    @property
    def games(self) -> int:
        return len(self.rows)

    @property
    def wins_a(self) -> int:
        return self._counts()[2]

    @property
    def wins_b(self) -> int:
        return self._counts()[3]

    @property
    def draws(self) -> int:
        """Games without a winner (turn cap)."""
        return self._counts()[4]

    @property
    def decided(self) -> int:
        return self.wins_a + self.wins_b

    @property
    def win_rate(self) -> float:
        """Deck A's share of the decided games."""
        return self.wins_a / self.decided if self.decided else float("nan")

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(self.wins_a, self.decided)

    def split(self, a_first: bool) -> dict:
        rows = [r for r in self.rows if r["a_first"] == a_first and r["winner"] is not None]
        k = sum(r["winner"] == "a" for r in rows)
        return {"games": len(rows), "wins_a": k,
                "win_rate": k / len(rows) if rows else float("nan"),
                "ci": wilson(k, len(rows))}

    @property
    def turns(self) -> dict:
        ts = [r["turns"] for r in self.rows]
        return {"mean": sum(ts) / len(ts) if ts else float("nan"), **{
            f"q{int(q * 100)}": v for q, v in quantiles(ts).items()}}

    @property
    def margin(self) -> float:
        """Mean final point margin, deck A minus deck B."""
        if not self.rows:
            return float("nan")
        return sum(r["points_a"] - r["points_b"] for r in self.rows) / len(self.rows)

    def match_summary(self) -> dict | None:
        """Best-of-three runs: the matches' results (None for single games)."""
        if not self.rows or "match" not in self.rows[0]:
            return None
        last: dict = {}
        games: dict = {}
        for r in self.rows:
            last[r["match"]] = r["match_winner"]
            games[r["match"]] = games.get(r["match"], 0) + 1
        wa = sum(w == "a" for w in last.values())
        wb = sum(w == "b" for w in last.values())
        lo, hi = wilson(wa, wa + wb)
        lengths = {str(n): sum(v == n for v in games.values()) for n in (1, 2, 3)}
        return {"matches": len(last), "wins_a": wa, "wins_b": wb,
                "draws": len(last) - wa - wb,
                "win_rate_a": wa / (wa + wb) if wa + wb else float("nan"), "ci95": [lo, hi],
                "games_per_match": {k: v for k, v in lengths.items() if v}}

    def to_pandas(self):
        """The games as a pandas DataFrame (`riftsim.sim.output.to_pandas`: the columns of
        the results files, the meta in ``attrs["riftsim"]``); needs riftsim[data]."""
        from riftsim.sim.output import to_pandas
        return to_pandas(self)

    def summary(self) -> dict:
        lo, hi = self.ci
        out = {
            "deck_a": self.deck_a, "deck_b": self.deck_b, "seed": self.seed,
            "games": self.games, "wins_a": self.wins_a, "wins_b": self.wins_b,
            "draws": self.draws, "win_rate_a": self.win_rate, "ci95": [lo, hi],
            "on_the_play": self.split(True), "on_the_draw": self.split(False),
            "turns": self.turns, "point_margin": self.margin,
            "seconds": round(self.seconds, 3),
            "engine_seconds": round(self.engine_seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else None,
            "meta": self.meta,
        }
        m = self.match_summary()
        if m is not None:
            out["matches"] = m
        return out


# ------------------------------------------------------------------ backends


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Fail fast on a host:port nobody listens on (Ray itself retries for minutes)."""
    import socket

    hostport = address.split("://", 1)[-1]
    host, sep, port = hostport.rpartition(":")
    if not sep or not port.isdigit():
        return                                   # "auto" and the like: let Ray decide
    try:
        socket.create_connection((host or "127.0.0.1", int(port)), timeout=timeout).close()
    except OSError as exc:
        raise RiftsimError(f"cannot start or reach Ray at {address}: {exc}") from None


def _ray(address: str | None):
    try:
        import ray
    except ImportError:
        raise RiftsimError("the ray backend needs Ray: pip install 'riftsim[ray]'") from None
    if not ray.is_initialized():
        if address:
            _check_reachable(address)
        try:
            ray.init(address=address, include_dashboard=False, log_to_driver=False,
                     configure_logging=False)
        except Exception as exc:   # Ray raises ConnectionError, ValueError, RuntimeError …
            where = address or "a local instance"
            raise RiftsimError(f"cannot start or reach Ray at {where}: {exc}") from None
    return ray


def _run_on_ray(func, jobs, take, address: str | None) -> None:
    ray = _ray(address)
    remote = ray.remote(func)
    refs = [remote.remote(job) for job in jobs]
    try:
        for ref in refs:                      # in order, like the process pool
            if take(ray.get(ref)):
                break
    finally:
        for ref in refs:
            ray.cancel(ref)


def _run_in_pool(func, jobs, take, workers: int) -> None:
    """Run `jobs` on forked worker processes, taking the results in order (they do not
    depend on timing). Workers start at once with the parent's modules, card pool and core
    tables already loaded. Stopping early (`take` returns True, an error, Ctrl-C) ends the
    workers at once; a worker process that dies (a crash in compiled code) stops the run with
    a RiftsimError naming its job instead of waiting for it forever."""
    from riftsim.workers import WorkerLost, ordered_chunks

    for job, out in ordered_chunks(func, list(jobs), workers):
        if isinstance(out, WorkerLost):
            if isinstance(job, int):
                what = f"game {job}"
            elif isinstance(job, tuple) and len(job) > 3 and isinstance(job[3], int):
                what = f"games {job[2]}-{job[2] + job[3] - 1}"     # a simulate chunk
            else:
                what = "a batch of games"
            raise RiftsimError(f"a worker process was {out.how} while playing {what}; the "
                               "run stopped (please report it with the command line)")
        if take(out):
            break


# ------------------------------------------------------------------ simulate


def _deck_label(spec) -> str:
    from riftsim.decks.legality import deck_label

    return deck_label(spec)


def deck_meta(label: str, deck) -> dict:
    """A deck as a result records it: its label and card lists (and deck code)."""
    from riftsim.bench import deck_info

    return {"label": label, **deck_info(deck)}


def run_meta(engine: str, specs, max_turns: int | None, requested: str | None = None) -> dict:
    """The settings every result records: riftsim version, engine, agents, turn cap."""
    import riftsim

    meta = {"riftsim": riftsim.__version__, "engine": engine}
    if requested is not None and requested != engine:
        meta["engine_requested"] = requested
        meta["engine_note"] = ("Python agents need the game driven from Python, so the core "
                               "played one decision at a time")
    meta["agents"] = {"a": specs[0].to_dict(), "b": specs[1].to_dict()}
    meta["max_turns"] = DEFAULT_MAX_TURNS if max_turns is None else max_turns
    return meta


def simulate(deck_a, deck_b, n_games: int, *, agents=(DEFAULT_AGENT, DEFAULT_AGENT),
             seed: int = 0, workers: int | None = None, backend: str = "local",
             engine: str = "core", max_turns: int | None = None, progress=None,
             until_ci: float | None = None, chunk: int | None = None,
             address: str | None = None, mode: str = "1v1") -> MatchResult:
    """Play `n_games` of deck A vs deck B; see the module docstring for the guarantees.

    `agents`: two agent specs, deck A's first (`riftsim.agents.parse_agent`). `engine`:
    "core" (default), "core-python" or "reference". `max_turns`: the turn cap (default 200).
    `progress(result)` is called after each finished chunk; `until_ci=W` stops once the 95%
    interval of A's win rate is narrower than W (checked every `CI_STEP` games). `chunk`:
    games per job (default `default_chunk(engine, agents)`). `mode`: "1v1" (single games) or
    "bo3" (best-of-three matches, 481: `n_games` matches, :func:`play_bo3`; each deck needs
    three battlefields, and the core is driven from Python, as the first player and the
    battlefields are chosen per game).

    The result's `meta` names what produced it: riftsim version, the engine used, both
    agents (spec and parameters), turn cap, root seed, games requested, both decks with
    their card lists, backend and workers."""
    if n_games <= 0:
        raise RiftsimError(f"the number of games must be positive, got {n_games}")
    if backend not in BACKENDS:
        raise RiftsimError(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    try:
        ok = 0 <= operator.index(seed) < 1 << 64
    except TypeError:
        ok = False
    if not ok:
        raise RiftsimError(f"the seed must be an integer in [0, 2**64), got {seed!r}")
    seed = operator.index(seed)
    if max_turns is not None and max_turns < 1:
        raise RiftsimError(f"the turn cap must be at least 1, got {max_turns}")
    if chunk is not None and chunk < 1:
        raise RiftsimError(f"the chunk size must be at least 1, got {chunk}")
    if mode not in MODES:
        raise RiftsimError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    specs = check_agents(agents)
    used = engine_used(engine, specs)
    if mode == "bo3":
        if until_ci is not None:
            raise RiftsimError("the 95% interval stop counts games, not matches: with mode "
                               "bo3 give the number of matches instead")
        if used == "core":
            used = "core-python"
    da, db = check_decks([deck_a, deck_b], used, specs)
    if mode == "bo3":
        check_bo3_battlefields([(f"deck A ({_deck_label(deck_a)})", da),
                                (f"deck B ({_deck_label(deck_b)})", db)])

    chunk = chunk or default_chunk(used, specs)
    starts = range(0, n_games, chunk)
    texts = tuple(str(s) for s in specs)
    jobs = [(da, db, s, min(chunk, n_games - s), seed, texts, used, max_turns)
            for s in starts]
    func = _play_bo3_chunk if mode == "bo3" else _play_batch if used == "core" else \
        _play_chunk
    workers = workers or os.cpu_count() or 1
    if workers < 1:
        raise RiftsimError(f"the number of workers must be at least 1, got {workers}")
    workers = 1 if backend == "serial" else min(workers, len(jobs))
    for s in specs:                   # workers re-parse the strings: hand them these specs
        _SPECS[str(s)] = s

    label_a, label_b = _deck_label(deck_a), _deck_label(deck_b)
    meta = run_meta(used, specs, max_turns, requested=engine)
    meta["mode"] = mode
    meta.update(seed=seed, games_requested=n_games,
                decks={"a": deck_meta(label_a, da), "b": deck_meta(label_b, db)},
                backend=backend, workers=None if backend == "ray" else workers)
    if mode == "bo3":
        meta["matches_requested"] = meta.pop("games_requested")
        if engine == "core":
            meta["engine_note"] = BO3_ENGINE_NOTE
    if until_ci is not None:
        meta["until_ci"] = until_ci
    result = MatchResult(label_a, label_b, seed, meta=meta)
    t0 = time.perf_counter()

    def narrow() -> bool:
        lo, hi = result.ci
        return result.decided >= 2 and hi - lo < until_ci

    def take(chunk_result) -> bool:
        rows, engine_seconds = chunk_result
        result.engine_seconds += engine_seconds
        stop = False
        if until_ci is None:
            result.rows.extend(rows)
        else:                          # look at the interval at every CI_STEP-th game only
            i = 0
            while i < len(rows) and not stop:
                done = len(result.rows)
                step_end = (done // CI_STEP + 1) * CI_STEP
                n = min(len(rows) - i, step_end - done)
                result.rows.extend(rows[i:i + n])
                i += n
                stop = len(result.rows) == step_end and narrow()
        result.seconds = time.perf_counter() - t0
        if progress is not None:
            progress(result)
        return stop

    try:
        if backend == "ray":
            _run_on_ray(func, jobs, take, address)
        elif backend == "serial" or (workers == 1 and not (
                func is _play_batch and any(s.name == "search" for s in specs))):
            # in this process; the search agent's batches are long calls without the GIL
            # that Ctrl-C cannot break into, so they go to a (one-worker) pool instead
            for job in jobs:
                if take(func(job)):
                    break
        else:
            _run_in_pool(func, jobs, take, workers)
    except KeyboardInterrupt:          # the rows taken so far are games 0..k-1, complete
        result.rows.sort(key=lambda r: r["game"])
        result.seconds = time.perf_counter() - t0
        result.meta["interrupted"] = True
        done = (f"{len({r['match'] for r in result.rows})} of {n_games} matches" if
                mode == "bo3" else f"{result.games} of {n_games} games")
        raise Interrupted(result, f"{done} finished") from None
    result.rows.sort(key=lambda r: r["game"])
    result.seconds = time.perf_counter() - t0
    return result
