"""`simulate`: play deck A against deck B many times and summarize.

* Game `i` uses seed `derive_seed(seed, i)`; deck A is player 0 and goes first in even games,
  deck B in odd games, so first-player advantage cancels and each game's result depends
  only on (root seed, index): identical for any worker count or backend.
* Backends: "serial" (in this process), "local" (a process pool on all cores, the
  default) and "ray" (a Ray cluster: `pip install 'riftsim[ray]'`; `address=None` starts or
  joins a local instance). Workers return compact rows, never game objects.
"""

from __future__ import annotations

import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from riftsim.errors import RiftsimError
from riftsim.rng import derive_seed
from riftsim.sim.stats import quantiles, wilson

BACKENDS = ("local", "serial", "ray")
DEFAULT_CHUNK = 20
ROW_FIELDS = ("game", "seed", "a_first", "winner", "reason", "turns", "points_a", "points_b",
              "decisions")


def play_one(deck_a, deck_b, index: int, root_seed: int, agents=("random", "random"),
             engine: str = "reference", max_turns: int | None = None) -> dict:
    """Play game `index` of a match and return its row (winner: "a", "b" or None)."""
    from riftsim.agents import play_game

    seed = derive_seed(root_seed, index)
    a_first = index % 2 == 0
    game, n = play_game([deck_a, deck_b], agents, seed, engine=engine,
                        first_player=0 if a_first else 1,
                        max_turns=200 if max_turns is None else max_turns)
    out = game.outcome
    winner = None if out.winner is None else ("a" if out.winner == 0 else "b")
    return {"game": index, "seed": seed, "a_first": a_first, "winner": winner,
            "reason": out.reason.name.lower(), "turns": out.turns,
            "points_a": out.points[0], "points_b": out.points[1], "decisions": n}


def _play_chunk(args) -> tuple[list[dict], float]:
    """Rows of a chunk of games, and the seconds spent playing them (engine time)."""
    deck_a, deck_b, indices, root_seed, agents, engine, max_turns = args
    t0 = time.perf_counter()
    rows = [play_one(deck_a, deck_b, i, root_seed, agents, engine, max_turns) for i in indices]
    return rows, time.perf_counter() - t0


@dataclass
class MatchResult:
    deck_a: str
    deck_b: str
    seed: int
    rows: list[dict] = field(default_factory=list)
    seconds: float = 0.0
    engine_seconds: float = 0.0      # time workers spent playing games (excl. the harness)

    @property
    def games(self) -> int:
        return len(self.rows)

    @property
    def wins_a(self) -> int:
        return sum(r["winner"] == "a" for r in self.rows)

    @property
    def wins_b(self) -> int:
        return sum(r["winner"] == "b" for r in self.rows)

    @property
    def draws(self) -> int:
        """Games without a winner (turn cap)."""
        return sum(r["winner"] is None for r in self.rows)

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

    def summary(self) -> dict:
        lo, hi = self.ci
        return {
            "deck_a": self.deck_a, "deck_b": self.deck_b, "seed": self.seed,
            "games": self.games, "wins_a": self.wins_a, "wins_b": self.wins_b,
            "draws": self.draws, "win_rate_a": self.win_rate, "ci95": [lo, hi],
            "on_the_play": self.split(True), "on_the_draw": self.split(False),
            "turns": self.turns, "point_margin": self.margin,
            "seconds": round(self.seconds, 3),
            "engine_seconds": round(self.engine_seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else None,
        }


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


def _run_on_ray(jobs, take, address: str | None) -> None:
    ray = _ray(address)
    remote = ray.remote(_play_chunk)
    refs = [remote.remote(job) for job in jobs]
    try:
        for ref in refs:                      # in order, like the process pool
            if take(ray.get(ref)):
                break
    finally:
        for ref in refs:
            ray.cancel(ref)


def _deck_label(spec) -> str:
    return spec if isinstance(spec, str) else (getattr(spec, "name", "") or "deck")


def simulate(deck_a, deck_b, n_games: int, *, agents=("random", "random"), seed: int = 0,
             workers: int | None = None, backend: str = "local", engine: str = "reference",
             max_turns: int | None = None, progress=None, until_ci: float | None = None,
             chunk: int | None = None, address: str | None = None) -> MatchResult:
    """Play `n_games` of deck A vs deck B; see the module docstring for the guarantees.

    `progress(result)` is called after each finished chunk; `until_ci=W` stops (after a
    whole chunk) once the 95% interval of A's win rate is narrower than W."""
    from riftsim.game import _resolve_deck

    if n_games <= 0:
        raise RiftsimError(f"the number of games must be positive, got {n_games}")
    if backend not in BACKENDS:
        raise RiftsimError(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    from riftsim.agents import parse_agent

    agents = tuple(parse_agent(a) for a in agents)
    da, db = _resolve_deck(deck_a), _resolve_deck(deck_b)
    # refuse bad decks here, once, instead of in every worker
    from riftsim.cards.pool import get_pool

    pool = get_pool()
    for d in (da, db):
        pool.require_implemented([d.legend, d.champion, *d.main, *d.battlefields])
    result = MatchResult(_deck_label(deck_a), _deck_label(deck_b), seed)
    workers = workers or os.cpu_count() or 1
    if backend == "serial":
        workers = 1
    chunk = chunk or DEFAULT_CHUNK          # fixed: stopping points don't depend on workers
    starts = list(range(0, n_games, chunk))
    jobs = [(da, db, list(range(s, min(n_games, s + chunk))), seed, tuple(agents), engine,
             max_turns) for s in starts]
    t0 = time.perf_counter()

    def take(chunk_result):
        rows, engine_seconds = chunk_result
        result.rows.extend(rows)
        result.engine_seconds += engine_seconds
        result.seconds = time.perf_counter() - t0
        if progress is not None:
            progress(result)
        if until_ci is not None and result.decided >= 2:
            lo, hi = result.ci
            return hi - lo < until_ci
        return False

    if backend == "ray":
        _run_on_ray(jobs, take, address)
    elif workers == 1:
        for job in jobs:
            if take(_play_chunk(job)):
                break
    else:
        with ProcessPoolExecutor(max_workers=workers) as ex:
            futures = [ex.submit(_play_chunk, job) for job in jobs]
            try:
                for fut in futures:               # in order: results do not depend on timing
                    if take(fut.result()):
                        break
            finally:
                for fut in futures:
                    fut.cancel()
    result.rows.sort(key=lambda r: r["game"])
    result.seconds = time.perf_counter() - t0
    return result
