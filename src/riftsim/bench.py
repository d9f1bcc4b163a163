"""`riftsim bench`: throughput figures of both engines, measured in one run on the same games.

The headline figures (``round_robin`` in the JSON; with the core) are measured on the
13-precon round robin (its 78 pairings, ``--rr-games`` games spread over them) with random
agents on both seats:

* games/s and decisions/s of the core's batch `play_games` on one core (one process; the
  fastest of three runs of the same games);
* the reference engine on a sample of those games (``--rr-reference-games``, spread over the
  pairings, `RandomAgent`s driven from Python) against `play_games` on exactly those games
  (same seeds, decks and first player; decision counts checked game by game): the ratio of
  their times, which is also their ratio per decision;
* `legal_actions()` + `step()` per decision of a log_events=False core game driven from
  Python (and a bare `step()` replay; the fastest of three runs of the same games),
  `clone()` of mid-game positions, and sizeof(State).

The targets block compares these (and the figures below) with their targets, pass / fail.
`riftsim bench --profile` (`profile`) runs the round robin's `play_games` under callgrind
(or perf) and reports where the time goes.

One run also plays the same games (game i: seed ``derive_seed(seed, i)``, player ``i % 2`` goes
first, agent streams ``agent_seeds(game seed)``, the convention of `riftsim.core.play_games`
and `riftsim.sim`) on:

* the reference engine, driven from Python by `RandomAgent`s;
* the compiled core, driven from Python by the same agents: the decision counts must equal
  the reference's game by game (reported as a check, not assumed);
* the core's batch `play_games` (random agents, no Python per decision): the same games again
  (decision counts checked; their wall time gives the core/reference ratio on identical
  games) and a larger batch (``--core-games``) for games/s and decisions/s.

It also measures `clone()` of a mid-game position, the per-decision cost of driving each
engine from Python (`legal_actions()` + `apply()`; for the core also `legal_actions()` +
`step()` and a bare `step()` replay). The default decks are two seeded random decks of cards
the core runs (`riftsim.parity.random_decks(seed, card_filter=supports)`).

The agents' figures (with the core): the default `riftsim match` path (`simulate` with its
default heuristic agents, the core's batch loop) on one worker, against `play_games` with
random agents on the same decks and games (each the fastest of three runs, alternated, so
the ratio is measured under the same conditions), and the search agent's decisions and
playouts per second at its default budget (``--search-games`` games against the heuristic).
The modes' figures (``modes``; ``--mode-games``, 0 to skip): FFA3, FFA4 and 2v2 on the
default `riftsim match --mode` path (heuristic agents on four precons, the core's batch
loop), and the first 20 of those games driven from Python one decision at a time on the
core: the same rows (checked), and the ratio of their times.
`--scaling`: games/s of the default match path with 1 and 2 workers (``--scaling-games``,
the fastest of three alternated runs each), and the harness overhead (wall time x workers
over engine time, minus 1); with
``--engine reference`` alone, of the reference engine with random agents.
"""

from __future__ import annotations

import time

from riftsim.agents import RandomAgent, agent_seeds, play_out
from riftsim.game import _resolve_deck, new_game
from riftsim.rng import Rng, derive_seed

#: precon decks for reference-only figures (`benchmarks/bench_engine.py`)
DEFAULT_DECKS = ("starter-jinx", "starter-viktor")
MAX_TURNS = 200           # the core's and the reference engine's default turn cap
MID_GAME = 40             # decisions played before timing clone()

#: the figures' targets: (key, label, figure path, bound, "ge"/"le", unit). The first five
#: are measured on the 13-precon round robin with random agents on both seats.
TARGETS = (
    ("core_games_per_s", "core play_games games/s, one core (round robin)",
     ("round_robin", "play_games", "games_per_s"), 10_000.0, "ge", "games/s"),
    ("core_over_reference", "core play_games / reference, same games",
     ("round_robin", "core_over_reference"), 5000.0, "ge", "x"),
    ("python_step_us", "core legal_actions()+step() from Python",
     ("round_robin", "step_us"), 1.5, "le", "us/decision"),
    ("clone_us", "core clone(), log_events=False",
     ("round_robin", "clone_us"), 0.3, "le", "us"),
    ("state_bytes", "core state size, sizeof(State)",     # (not met with four players'
     ("state_bytes",), 8192, "le", "bytes"),              # objects: 11,928 bytes)
    ("clone_logged_us", "core clone(), protocol game (events logged)",
     ("core_python", "clone_us"), 1.0, "le", "us"),
    ("python_apply_us", "Python-driven core, legal_actions()+apply()",
     ("core_python", "step_us"), 3.0, "le", "us/decision"),
    ("match_games_per_s", "default match path (heuristic agents), one core",
     ("agents", "match", "games_per_s"), 2000.0, "ge", "games/s"),
    ("match_over_random", "default match path / random play_games, same games",
     ("agents", "match_over_random"), 0.8, "ge", "x"),
    ("ffa4_match_games_per_s", "FFA4 default match path (heuristic agents), one core",
     ("modes", "ffa4", "games_per_s"), 1000.0, "ge", "games/s"),
    ("instructions_per_decision", "core instructions per decision (callgrind, round robin)",
     ("instructions", "instructions_per_decision"), 3200, "le", "instructions"),
    ("scaling", "default match path, 2 workers / 1 worker",
     ("scaling", "speedup_2_over_1"), 1.8, "ge", "x"),
)


# ------------------------------------------------------------------ decks


def default_decks(seed: int):
    """Two seeded random decks of cards the compiled core runs."""
    from riftsim.core import supports
    from riftsim.parity import random_decks

    return random_decks(seed, card_filter=supports)


def deck_info(deck) -> dict:
    d = {"name": deck.name, "legend": deck.legend, "champion": deck.champion,
         "main": list(deck.main), "runes": list(deck.runes),
         "battlefields": list(deck.battlefields)}
    try:
        d["code"] = deck.to_code()
    except Exception:          # not every random deck has a deck code; the lists suffice
        pass
    return d


def check_core_decks(decks) -> None:
    """Raise `UnsupportedCardError` (one line, naming the card) if the core can't run them."""
    from riftsim.core import deck_spec

    for d in decks:
        deck_spec(d)


# ------------------------------------------------------------------ measurements


def engine_throughput(engine: str, decks, games: int, seed: int) -> dict:
    """Play `games` games with `RandomAgent`s driven from Python; game i as in the module
    docstring. Returns totals and the per-game decision counts."""
    decks = [_resolve_deck(d) for d in decks]
    per_game = []
    t0 = time.perf_counter()
    for i in range(games):
        s = derive_seed(seed, i)
        g = new_game(decks, seed=s, engine=engine, first_player=i % 2, max_turns=MAX_TURNS)
        a0, a1 = agent_seeds(s)
        n = play_out(g, [RandomAgent(a0), RandomAgent(a1)])
        per_game.append(n)
    dt = time.perf_counter() - t0
    decisions = sum(per_game)
    return {"engine": engine, "games": games, "decisions": decisions, "seconds": dt,
            "games_per_s": games / dt, "decisions_per_s": decisions / dt,
            "per_game_decisions": per_game}


def _mid_game(make, seed: int):
    g = make(seed)
    agent = RandomAgent(seed)
    for _ in range(MID_GAME):
        if g.is_over:
            break
        g.apply(agent.choose(g))
    return g


def _time_calls(fn, min_reps: int, repeats: int = 5, min_seconds: float = 0.02) -> float:
    """Seconds per call of `fn()`: the fastest of `repeats` timings (timeit's convention, the
    one least disturbed by other processes), each of at least `min_reps` calls and
    `min_seconds`. Used alike for both engines."""
    best = float("inf")
    for _ in range(repeats):
        reps = 0
        t0 = time.perf_counter()
        while reps == 0 or time.perf_counter() - t0 < min_seconds:
            for _ in range(min_reps):
                fn()
            reps += min_reps
        best = min(best, (time.perf_counter() - t0) / reps)
    return best


def clone_cost(engine: str, decks, seed: int, reps: int = 200) -> float:
    """Seconds per `clone()` of a mid-game position (`MID_GAME` random decisions in)."""
    decks = [_resolve_deck(d) for d in decks]
    g = _mid_game(lambda s: new_game(decks, seed=s, engine=engine, max_turns=MAX_TURNS), seed)
    return _time_calls(g.clone, reps)


def core_clone_nolog_cost(decks, seed: int, reps: int = 5000) -> float:
    """Seconds per `clone()` of a mid-game core game created with log_events=False."""
    from riftsim.core import new_core_game

    decks = [_resolve_deck(d) for d in decks]
    g = _mid_game(lambda s: new_core_game(decks, seed=s, max_turns=MAX_TURNS,
                                          log_events=False), seed)
    return _time_calls(g.clone, reps)


def _choices(seed: int, n: int) -> list[int]:
    rng = Rng(seed)
    return [rng.next_u64() for _ in range(n)]


def step_cost(engine: str, decks, seed: int, decisions: int = 2000) -> float:
    """Seconds per decision of `legal_actions()` + `apply()` driven from Python (game
    creation excluded; the random choice is a precomputed number mod the option count)."""
    decks = [_resolve_deck(d) for d in decks]
    rs = _choices(seed, decisions)
    done = 0
    t = 0.0
    i = 0
    while done < decisions:
        g = new_game(decks, seed=derive_seed(seed, 10_000 + i), engine=engine,
                     max_turns=MAX_TURNS)
        i += 1
        legal, apply = g.legal_actions, g.apply
        k = done
        t0 = time.perf_counter()
        while k < decisions and not g.is_over:
            acts = legal()
            apply(acts[rs[k] % len(acts)])
            k += 1
        t += time.perf_counter() - t0
        done = k
    return t / done


def core_fast_step_cost(decks, seed: int, decisions: int = 20_000) -> tuple[float, float]:
    """Per-decision seconds of driving a log_events=False core game from Python:
    (`legal_actions()` + `step()`, bare `step()` replaying the same actions)."""
    return _core_step_over([[_resolve_deck(d) for d in decks]], seed, decisions)


def _core_step_over(pairs, seed: int, decisions: int) -> tuple[float, float]:
    """`core_fast_step_cost` over games of several deck pairs: game j (seed
    ``derive_seed(seed, 10_000 + j)``) on ``pairs[j % len(pairs)]``."""
    from riftsim.core import new_core_game

    rs = _choices(seed, decisions)
    games = []                      # (decks, game seed, actions)
    done = 0
    t = 0.0
    while done < decisions:
        gs = derive_seed(seed, 10_000 + len(games))
        decks = pairs[len(games) % len(pairs)]
        g = new_core_game(decks, seed=gs, max_turns=MAX_TURNS, log_events=False)
        legal, step = g.legal_actions, g.step
        seq = []
        k = done
        t0 = time.perf_counter()
        while k < decisions and not g.is_over:
            acts = legal()
            a = acts[rs[k] % len(acts)]
            step(a)
            seq.append(a)
            k += 1
        t += time.perf_counter() - t0
        done = k
        games.append((decks, gs, seq))
    t_step = 0.0
    bad = 0
    for decks, gs, seq in games:
        g = new_core_game(decks, seed=gs, max_turns=MAX_TURNS, log_events=False)
        step = g.step
        t0 = time.perf_counter()
        for a in seq:
            bad |= step(a)
        t_step += time.perf_counter() - t0
    if bad:
        raise RuntimeError("core step() replay rejected an action it had offered")
    return t / done, t_step / done


def core_batch(decks, games: int, seed: int) -> dict:
    """`riftsim.core.play_games` with random agents: totals and per-game decisions."""
    from riftsim.core import play_games

    t0 = time.perf_counter()
    r = play_games(decks, games, seed, agents=("random", "random"), max_turns=MAX_TURNS)
    dt = time.perf_counter() - t0
    decisions = int(r["decisions"].sum())
    return {"games": games, "decisions": decisions, "seconds": dt,
            "games_per_s": games / dt, "decisions_per_s": decisions / dt,
            "per_game_decisions": [int(x) for x in r["decisions"]],
            "mean_turns": float(r["turns"].mean())}


def core_batch_same_games(decks, games: int, seed: int, min_seconds: float = 0.2) -> dict:
    """The reference run's games in `play_games`, repeated (at least 3 times and
    `min_seconds`) to time a batch that may take only milliseconds; reports the mean
    repetition (every repetition plays identical games, which is checked)."""
    first = None
    total = 0.0
    reps = 0
    while reps < 3 or total < min_seconds:
        r = core_batch(decks, games, seed)
        total += r["seconds"]
        reps += 1
        if first is None:
            first = r
        elif r["per_game_decisions"] != first["per_game_decisions"]:
            raise RuntimeError("play_games is not deterministic: a repetition differs")
    dt = total / reps
    first.update(seconds=dt, games_per_s=games / dt, decisions_per_s=first["decisions"] / dt,
                 repetitions=reps)
    return first


def _match(decks, games: int, seed: int, workers: int, engine: str = "core",
           agents=None) -> dict:
    from riftsim.sim import simulate

    kw = {} if agents is None else {"agents": agents}
    r = simulate(decks[0], decks[1], games, seed=seed, workers=workers, engine=engine,
                 backend="serial" if workers == 1 else "local", **kw)
    return {"games": r.games, "seconds": r.seconds, "games_per_s": r.games / r.seconds,
            "decisions_per_s": sum(x["decisions"] for x in r.rows) / r.seconds,
            "engine_seconds": r.engine_seconds, "agents": r.meta["agents"]["a"]["spec"],
            "engine": r.meta["engine"]}


def _round_robin() -> list[tuple[str, str]]:
    from itertools import combinations

    from riftsim.decks import precon_ids

    return list(combinations(precon_ids(), 2))


def agent_figures(decks, games: int, seed: int, search_games: int) -> dict:
    """The default match path on one worker against random `play_games` on the same games
    (the fastest of three alternated runs each): on `decks`, or with None on the round robin
    of the 13 precons (`games` spread over its 78 pairings); and the search agent's speed
    (on `decks`, or the first pairing)."""
    from riftsim._core.engine import play_games as core_play
    from riftsim.agents import parse_agent
    from riftsim.core import deck_spec, tables
    from riftsim.core import play_games as batch

    pairs = [tuple(decks)] if decks is not None else _round_robin()
    per = max(1, games // len(pairs))
    match_s = raw_s = float("inf")
    n_games = per * len(pairs)
    spec = decisions = engine = None
    for _ in range(3):
        t = 0.0
        for i, (a, b) in enumerate(pairs):
            m = _match([a, b], per, derive_seed(seed, i), 1)
            t += m["seconds"]
            spec, engine = m["agents"], m["engine"]
        match_s = min(match_s, t)
        t0 = time.perf_counter()
        decisions = 0
        for i, (a, b) in enumerate(pairs):
            r = batch([a, b], per, derive_seed(seed, i), agents=("random", "random"),
                      max_turns=MAX_TURNS)
            decisions += int(r["decisions"].sum())
        raw_s = min(raw_s, time.perf_counter() - t0)
    out = {"decks": "13-precon round robin" if decks is None else
           " vs ".join(getattr(d, "name", str(d)) for d in decks),
           "games": n_games,
           "match": {"agents": spec, "engine": engine, "games": n_games, "seconds": match_s,
                     "games_per_s": n_games / match_s},
           "random_play_games": {"games": n_games, "seconds": raw_s,
                                 "games_per_s": n_games / raw_s,
                                 "decisions_per_s": decisions / raw_s},
           "match_over_random": raw_s / match_s}
    if search_games:
        sp = parse_agent("search")
        agent = sp.native_agent()
        specs = [deck_spec(_resolve_deck(d)) for d in pairs[0]]
        t0 = time.perf_counter()
        res = core_play(tables(), specs, seed, search_games,
                        (agent, parse_agent("heuristic").native_agent()), MAX_TURNS)
        dt = time.perf_counter() - t0
        st = agent.stats
        out["search"] = {"agent": str(sp), "opponent": "heuristic",
                         "decks": " vs ".join(getattr(d, "name", str(d)) for d in pairs[0]),
                         "games": search_games, "seconds": dt, "decisions": st["searches"],
                         "decisions_per_s": st["searches"] / dt,
                         "playouts_per_s": st["playouts"] / dt,
                         "wins": int((res["winner"] == 0).sum())}
    return out


#: the decks of the modes' figures (`mode_figures`), one per seat (2v2: decks 0 and 2 one
#: team, 1 and 3 the other)
MODE_DECKS = ("precon-jinx", "precon-viktor", "precon-vi", "precon-lux")


def mode_figures(games: int, seed: int, python_games: int = 20) -> dict:
    """FFA3, FFA4 and 2v2 (482-484): the default `riftsim match --mode` path (`simulate_ffa`
    on the core with heuristic agents, one worker: the core's batch loop) on `games` games of
    the precons in `MODE_DECKS`, and the first `python_games` of those games driven from
    Python one decision at a time (`play_ffa_game` on the core, the way these games were
    played before the batch loop took them): their rows must be the batch's, and the ratio
    of time per game is measured in this run."""
    from riftsim.sim.ffa import play_ffa_game, simulate_ffa

    out = {"decks": list(MODE_DECKS), "agents": "heuristic", "seed": seed}
    for mode, n in (("ffa3", 3), ("ffa4", 4), ("2v2", 4)):
        decks = list(MODE_DECKS[:n])
        agents = ["heuristic"] * n
        best = None
        for _ in range(3):                   # (the fastest of three: the least disturbed)
            r = simulate_ffa(decks, games, mode=mode, agents=agents, seed=seed,
                             engine="core")
            if best is None or r.seconds < best.seconds:
                best = r
        k = min(python_games, games)
        t0 = time.perf_counter()
        rows = [play_ffa_game(decks, i, seed, mode=mode, agents=agents, engine="core")
                for i in range(k)]
        py_s = time.perf_counter() - t0
        batch_per_game = best.seconds / games
        out[mode] = {"games": games, "seconds": best.seconds,
                     "games_per_s": games / best.seconds,
                     "decisions_per_s": sum(r["decisions"] for r in best.rows) / best.seconds,
                     "python_games": k, "python_seconds": py_s,
                     "python_games_per_s": k / py_s if k else None,
                     "batch_over_python": (py_s / k) / batch_per_game if k else None,
                     "same_games": rows == best.rows[:k]}
    return out


def scaling(decks, games: int, seed: int, engine: str = "core", repeats: int = 3) -> dict:
    """games/s of the default match path (or, `engine` "reference", of the reference engine
    with random agents) with 1 and 2 workers: the fastest of `repeats` alternated runs each
    (a busy machine slows some runs; the fastest are the least disturbed)."""
    agents = ("random", "random") if engine == "reference" else None
    out = {"engine": engine, "games": games, "repeats": repeats}
    for _ in range(repeats):
        for workers in (1, 2):
            r = _match(decks, games, seed, workers, engine, agents)
            if workers not in out or r["seconds"] < out[workers]["seconds"]:
                out[workers] = {"games_per_s": r["games_per_s"], "seconds": r["seconds"],
                                "overhead": r["seconds"] * workers / r["engine_seconds"] - 1.0}
            out["agents"] = r["agents"]
    out["speedup_2_over_1"] = out[2]["games_per_s"] / out[1]["games_per_s"]
    return out


# ------------------------------------------------------------------ the 13-precon round robin


ROUND_ROBIN = "13-precon round robin"
_U64 = (1 << 64) - 1


def spread(games: int, slots: int) -> list[int]:
    """`games` spread over `slots` pairings: the first ``games % slots`` get one more."""
    per, rem = divmod(games, slots)
    return [per + (1 if i < rem else 0) for i in range(slots)]


class RoundRobin:
    """The round robin's pairings resolved once: deck specs, the native agents (random by
    default) and the card tables, so that timings hold only the core's `play_games` calls.
    Pairing i plays deck A (player 0) against deck B with batch seed ``derive_seed(seed, i)``;
    its game g has seed ``derive_seed(derive_seed(seed, i), g)`` and player ``g % 2`` goes
    first."""

    def __init__(self, seed: int, pairs=None, batch_seeds=None, agents=("random", "random")):
        from riftsim.core import deck_spec, native_agents, tables

        self.pairs = list(pairs) if pairs is not None else _round_robin()
        self.seed = seed
        names = {d for p in self.pairs for d in p}
        self.decks = {d: _resolve_deck(d) for d in names}
        self.specs = [(deck_spec(self.decks[a]), deck_spec(self.decks[b]))
                      for a, b in self.pairs]
        self.tables = tables()
        self.natives = native_agents(agents)
        self.batch_seeds = [(derive_seed(seed, i) if batch_seeds is None else batch_seeds[i])
                            & _U64 for i in range(len(self.pairs))]

    def play(self, i: int, n: int, start: int = 0) -> dict:
        from riftsim._core.engine import play_games as raw

        return raw(self.tables, self.specs[i], self.batch_seeds[i], n, self.natives,
                   MAX_TURNS, start)

    def game_seed(self, i: int, g: int) -> int:
        return derive_seed(self.batch_seeds[i], g)


def _checked(out: dict, what: str) -> dict:
    if int(out["error"].max(initial=0)):
        raise RuntimeError(f"the core could not finish a game of {what}")
    return out


def rr_batch(rr: RoundRobin, games: int, repeats: int = 3) -> dict:
    """`play_games` over the round robin, `games` spread over the pairings: the fastest of
    `repeats` runs (each plays identical games, which is checked)."""
    alloc = spread(games, len(rr.pairs))
    best = float("inf")
    per_pair = None
    for _ in range(repeats):
        outs = []
        t0 = time.perf_counter()
        for i, n in enumerate(alloc):
            if n:
                outs.append(rr.play(i, n))
        dt = time.perf_counter() - t0
        dec = [[int(x) for x in _checked(o, ROUND_ROBIN)["decisions"]] for o in outs]
        if per_pair is None:
            per_pair = dec
        elif dec != per_pair:
            raise RuntimeError("play_games is not deterministic: a repetition differs")
        best = min(best, dt)
    decisions = sum(map(sum, per_pair))
    return {"games": games, "pairings": len(rr.pairs), "decisions": decisions,
            "seconds": best, "repetitions": repeats, "games_per_s": games / best,
            "decisions_per_s": decisions / best, "us_per_game": 1e6 * best / games,
            "us_per_decision": 1e6 * best / decisions,
            "decisions_per_game": decisions / games, "_per_pair": per_pair}


def rr_sample(rr: RoundRobin, games: int, alloc: list[int]) -> list[tuple[int, int]]:
    """`games` games of the batch, (pairing, game index), spread evenly over the pairings
    and alternating who goes first."""
    n = len(rr.pairs)
    out = []
    for k in range(games):
        i = (k * n) // games if games <= n else k % n
        g = (k // n) * 2 + k % 2 if games > n else k % 2
        out.append((i, min(g, max(alloc[i] - 1, 0))))
    return out


def rr_reference(rr: RoundRobin, sample) -> dict:
    """The sample's games on the reference engine, `RandomAgent`s driven from Python."""
    per_game = []
    t0 = time.perf_counter()
    for i, g in sample:
        a, b = rr.pairs[i]
        s = rr.game_seed(i, g)
        game = new_game([rr.decks[a], rr.decks[b]], seed=s, engine="reference",
                        first_player=g % 2, max_turns=MAX_TURNS)
        a0, a1 = agent_seeds(s)
        per_game.append(play_out(game, [RandomAgent(a0), RandomAgent(a1)]))
    dt = time.perf_counter() - t0
    decisions = sum(per_game)
    return {"games": len(sample), "decisions": decisions, "seconds": dt,
            "games_per_s": len(sample) / dt, "decisions_per_s": decisions / dt,
            "us_per_game": 1e6 * dt / len(sample), "us_per_decision": 1e6 * dt / decisions,
            "per_game_decisions": per_game}


def rr_core_sample(rr: RoundRobin, sample, min_seconds: float = 0.2) -> dict:
    """The same games in `play_games`, one call per game, repeated (at least 3 times and
    `min_seconds`); the mean repetition."""
    total = 0.0
    reps = 0
    per_game = None
    while reps < 3 or total < min_seconds:
        dec = []
        t0 = time.perf_counter()
        for i, g in sample:
            dec.append(rr.play(i, 1, g))
        total += time.perf_counter() - t0
        reps += 1
        dec = [int(_checked(o, ROUND_ROBIN)["decisions"][0]) for o in dec]
        if per_game is None:
            per_game = dec
        elif dec != per_game:
            raise RuntimeError("play_games is not deterministic: a repetition differs")
    dt = total / reps
    decisions = sum(per_game)
    return {"games": len(sample), "decisions": decisions, "seconds": dt, "repetitions": reps,
            "games_per_s": len(sample) / dt, "decisions_per_s": decisions / dt,
            "us_per_game": 1e6 * dt / len(sample), "us_per_decision": 1e6 * dt / decisions,
            "per_game_decisions": per_game}


def _core_mid_games(rr: RoundRobin, every: int = 6) -> list:
    from riftsim.core import new_core_game

    out = []
    for i in range(0, len(rr.pairs), every):
        a, b = rr.pairs[i]
        out.append(_mid_game(lambda s: new_core_game(  # noqa: B023
            [rr.decks[a], rr.decks[b]], seed=s, max_turns=MAX_TURNS, log_events=False),
            rr.game_seed(i, 0)))
    return out


def rr_clone_cost(rr: RoundRobin, reps: int = 2000) -> float:
    """Seconds per `clone()` of a log_events=False core game `MID_GAME` random decisions in:
    the mean over the positions of every 6th pairing (each timed as `_time_calls` does)."""
    games = _core_mid_games(rr)
    return sum(_time_calls(g.clone, reps) for g in games) / len(games)


def run_round_robin(seed: int = 1, games: int = 3900, reference_games: int = 26,
                    step_decisions: int = 20_000, with_reference: bool = True,
                    repeats: int = 3) -> dict:
    """The round-robin figures of `riftsim bench` (random agents on both seats): the core's
    batch `play_games` on one core, the reference engine on a sample of the batch's games
    against the core on exactly those games, Python-driven `legal_actions()` + `step()` per
    decision and `clone()` on round-robin positions."""
    if games < 1:
        raise ValueError("the round robin needs at least 1 game")
    rr = RoundRobin(seed)
    alloc = spread(games, len(rr.pairs))
    batch = rr_batch(rr, games, repeats)
    per_pair = batch.pop("_per_pair")
    out = {"decks": ROUND_ROBIN, "pairings": len(rr.pairs), "agents": "random",
           "seed": seed, "play_games": batch}
    if reference_games:
        sample = rr_sample(rr, reference_games, alloc)
        core_s = rr_core_sample(rr, sample)
        sub = {"games": [[rr.pairs[i][0], rr.pairs[i][1], g] for i, g in sample],
               "core": core_s}
        # each sampled game is one of the batch's: same decisions there too
        batch_dec = []
        for i, g in sample:
            k = sum(1 for j in range(i) if alloc[j])        # index of pairing i in per_pair
            batch_dec.append(per_pair[k][g])
        match = core_s["per_game_decisions"] == batch_dec
        if with_reference:
            ref = rr_reference(rr, sample)
            sub["reference"] = ref
            match = match and ref["per_game_decisions"] == core_s["per_game_decisions"]
            out["core_over_reference"] = ref["seconds"] / core_s["seconds"]
            out["core_over_reference_per_decision"] = (ref["us_per_decision"]
                                                       / core_s["us_per_decision"])
            out["batch_over_reference_per_decision"] = (ref["us_per_decision"]
                                                        / batch["us_per_decision"])
        sub["decisions_match"] = match
        out["sample"] = sub
    pairs = [(rr.decks[a], rr.decks[b]) for a, b in rr.pairs]
    fast, bare = min(_core_step_over(pairs, seed, step_decisions)     # (the fastest of
                     for _ in range(3))                                 # three, as above)
    out["step_us"] = fast * 1e6
    out["step_only_us"] = bare * 1e6
    out["step_decisions"] = step_decisions
    out["clone_us"] = rr_clone_cost(rr) * 1e6
    return out


# ------------------------------------------------------------------ the report


def _get(report: dict, path):
    v = report
    for k in path:
        if not isinstance(v, dict) or k not in v:
            return None
        v = v[k]
    return v


def targets(report: dict) -> list[dict]:
    out = []
    for key, label, path, bound, cmp, unit in TARGETS:
        v = _get(report, path)
        if v is None:                        # not measured in this run
            continue
        met = bool(v >= bound if cmp == "ge" else v <= bound)
        out.append({"key": key, "label": label, "value": v, "target": bound,
                    "compare": ">=" if cmp == "ge" else "<=", "unit": unit, "met": met,
                    "status": "pass" if met else "fail"})
    return out


def run(decks=None, games: int = 50, seed: int = 1, core_games: int = 2000,
        engines=("reference", "core"), with_scaling: bool = False,
        scaling_games: int = 20_000, agent_games: int = 4000, search_games: int = 3,
        rr_games: int = 3900, rr_reference_games: int = 26, mode_games: int = 2000,
        instructions: bool = False) -> dict:
    """All figures of `riftsim bench` from one run (see the module docstring).

    `decks`: two deck specs or `Deck`s (None: `default_decks(seed)`); `engines`: which
    engines to measure (the core figures need decks the core runs); `rr_games`,
    `rr_reference_games`: games of the round robin's batch and of its sample played on both
    engines (0: no sample); `mode_games`: games of each of FFA3, FFA4 and 2v2 on the default
    match path (`mode_figures`; 0: skip); `instructions`: also the instructions per decision
    of the round robin's `play_games` under callgrind (`profile`: its 156 games; valgrind
    needed, else `ProfilerError`)."""
    if games < 1 or core_games < 1 or rr_games < 1:
        raise ValueError("--games, --core-games and --rr-games must be at least 1")
    if rr_reference_games < 0:
        raise ValueError("--rr-reference-games must not be negative")
    source = "given with --decks"
    if decks is None:
        decks = default_decks(seed)
        source = "picked by the seed among decks the compiled core runs"
    decks = [_resolve_deck(d) for d in decks]
    if len(decks) != 2:
        raise ValueError(f"1v1 needs exactly 2 decks, got {len(decks)}")
    with_core = "core" in engines
    with_ref = "reference" in engines
    if with_core:
        check_core_decks(decks)          # fail before any timing, naming the card
    report = {"decks": [deck_info(d) for d in decks], "deck_source": source, "seed": seed,
              "max_turns": MAX_TURNS, "agents": "random"}

    if with_ref:
        ref = engine_throughput("reference", decks, games, seed)
        ref["clone_us"] = clone_cost("reference", decks, seed, reps=20) * 1e6
        ref["step_us"] = step_cost("reference", decks, seed, decisions=300) * 1e6
        report["reference"] = ref

    if with_core:
        from riftsim._core.engine import STATE_BYTES

        report["state_bytes"] = int(STATE_BYTES)
        report["round_robin"] = run_round_robin(seed, rr_games, rr_reference_games,
                                                with_reference=with_ref)
        cp = engine_throughput("core", decks, games, seed)
        cp["clone_us"] = clone_cost("core", decks, seed, reps=2000) * 1e6
        cp["clone_nolog_us"] = core_clone_nolog_cost(decks, seed) * 1e6
        cp["step_us"] = step_cost("core", decks, seed, decisions=20_000) * 1e6
        fast, bare = core_fast_step_cost(decks, seed)
        cp["step_fast_us"] = fast * 1e6
        cp["step_only_us"] = bare * 1e6
        report["core_python"] = cp

        same = core_batch_same_games(decks, games, seed)
        big = core_batch(decks, core_games, seed)
        report["core_batch_same_games"] = same
        report["core_batch"] = big

        checks = {"core_python_decisions_match": None, "core_batch_decisions_match": None}
        n = min(games, core_games)
        if with_ref:
            refd = report["reference"]["per_game_decisions"]
            checks["core_python_decisions_match"] = cp["per_game_decisions"] == refd
            checks["core_batch_decisions_match"] = (
                same["per_game_decisions"] == refd
                and big["per_game_decisions"][:n] == refd[:n])
            report["ratios"] = {
                "core_batch_over_reference": report["reference"]["seconds"] / same["seconds"],
                "core_python_over_reference": report["reference"]["seconds"] / cp["seconds"],
            }
        else:
            checks["core_batch_decisions_match"] = (
                same["per_game_decisions"] == cp["per_game_decisions"]
                and big["per_game_decisions"][:n] == cp["per_game_decisions"][:n])
        report["checks"] = checks
        report["agents"] = agent_figures(None if source != "given with --decks" else decks,
                                         agent_games,
                                         seed, search_games)
        if mode_games:
            report["modes"] = mode_figures(mode_games, seed)
        if instructions:                 # (deterministic: callgrind, `profile`)
            prof = profile(seed=seed, tool="callgrind")
            report["instructions"] = {k: prof[k] for k in (
                "games", "decisions", "instructions", "instructions_per_decision",
                "instructions_per_game", "decks", "agents", "seed")}

    if with_scaling:
        report["scaling"] = scaling(decks, scaling_games, seed,
                                    "core" if with_core else "reference")
    if with_core:
        report["targets"] = targets(report)
    return report


def _fmt(v, unit: str) -> str:
    if v is None:
        return "n/a"
    if unit == "bytes":
        return f"{int(v):,} B"
    if unit == "x":
        return f"{v:,.2f}x"
    if unit in ("us", "us/decision"):
        return f"{v:,.3f} {unit}"
    if unit == "instructions":
        return f"{v:,.0f}"
    return f"{v:,.0f} {unit}"


#: what each of the report's checks asks, in words
_CHECKS = {
    "core_python_decisions_match": "same decisions per game, core driven from Python and "
                                   "reference engine",
    "core_batch_decisions_match": "same decisions per game, core batch loop and the other "
                                  "paths measured",
}


def format_report(rep: dict) -> str:
    """The human-readable text of `riftsim bench`."""
    lines = []
    if "round_robin" in rep:
        rr = rep["round_robin"]
        b = rr["play_games"]
        lines.append(f"{rr['decks']} ({rr['pairings']} pairings), random agents on both "
                     f"seats, seed {rr['seed']}:")
        lines.append(f"  core play_games, one core: {b['games_per_s']:,.0f} games/s, "
                     f"{b['decisions_per_s']:,.0f} decisions/s ({b['games']} games, "
                     f"{b['decisions']} decisions, {b['us_per_game']:,.1f} us/game, fastest "
                     f"of {b['repetitions']})")
        if "sample" in rr:
            sm = rr["sample"]
            c = sm["core"]
            if "reference" in sm:
                r = sm["reference"]
                lines.append(f"  same {r['games']} games: reference {r['us_per_game'] / 1e3:,.1f}"
                             f" ms/game, core play_games {c['us_per_game']:,.1f} us/game: "
                             f"{rr['core_over_reference']:,.0f}x (per decision "
                             f"{r['us_per_decision']:,.1f} us vs {c['us_per_decision']:.3f} us)")
            lines.append(f"  same decisions per game in the sample, every path: "
                         f"{'yes' if sm['decisions_match'] else 'NO: the engines disagree'}")
        lines.append(f"  core from Python: legal_actions+step {rr['step_us']:.3f} us/decision, "
                     f"step alone {rr['step_only_us']:.3f} us; clone {rr['clone_us']:.3f} us; "
                     f"state {rep['state_bytes']:,} bytes")
    names = " vs ".join(d["name"] for d in rep["decks"])
    lines.append(f"decks: {names} ({rep['deck_source']}), seed {rep['seed']}, turn cap "
                 f"{rep['max_turns']}; engine figures with random agents")
    rows = []
    if "reference" in rep:
        rows.append(("reference (Python agents)", rep["reference"]))
    if "core_python" in rep:
        rows.append(("core (Python agents)", rep["core_python"]))
    if "core_batch_same_games" in rep:
        rows.append(("core play_games, same games", rep["core_batch_same_games"]))
    if "core_batch" in rep:
        rows.append(("core play_games", rep["core_batch"]))
    for label, r in rows:
        lines.append(f"  {label:<29} {r['games_per_s']:>11,.1f} games/s "
                     f"{r['decisions_per_s']:>13,.0f} decisions/s  ({r['games']} games, "
                     f"{r['decisions']} decisions, {r['seconds']:.3f} s)")
    if "reference" in rep:
        r = rep["reference"]
        lines.append(f"  reference: clone {r['clone_us']:,.1f} us; legal_actions+apply "
                     f"{r['step_us']:,.1f} us/decision")
    if "core_python" in rep:
        c = rep["core_python"]
        lines.append(f"  core: clone {c['clone_us']:.3f} us (events logged), "
                     f"{c['clone_nolog_us']:.3f} us (log_events=False); state "
                     f"{rep['state_bytes']:,} bytes")
        lines.append(f"  core from Python, per decision: legal_actions+apply "
                     f"{c['step_us']:.3f} us, legal_actions+step {c['step_fast_us']:.3f} us, "
                     f"step alone {c['step_only_us']:.3f} us")
    if "ratios" in rep:
        ra = rep["ratios"]
        lines.append(f"  core / reference on the same {rep['reference']['games']} games: "
                     f"play_games {ra['core_batch_over_reference']:,.1f}x, "
                     f"Python-driven {ra['core_python_over_reference']:,.1f}x")
    if "checks" in rep:
        for k, v in rep["checks"].items():
            if v is not None:
                lines.append(f"  {_CHECKS.get(k, k.replace('_', ' '))}: "
                             f"{'yes' if v else 'NO: the engines disagree'}")
    if "agents" in rep:
        ag = rep["agents"]
        m, r = ag["match"], ag["random_play_games"]
        lines.append(f"default match path ({m['agents']}, {m['engine']}, one worker) on "
                     f"{ag['decks']}: {m['games_per_s']:,.0f} games/s; random play_games on "
                     f"the same {r['games']} games: {r['games_per_s']:,.0f} games/s; ratio "
                     f"{ag['match_over_random']:.2f}")
        if "search" in ag:
            se = ag["search"]
            lines.append(f"search agent ({se['agent']}) vs {se['opponent']} on {se['decks']}: "
                         f"{se['decisions_per_s']:,.1f} decisions/s, {se['playouts_per_s']:,.0f} "
                         f"playouts/s ({se['decisions']} decisions in {se['games']} games, "
                         f"{se['seconds']:.1f} s)")
    if "modes" in rep:
        mo = rep["modes"]
        lines.append(f"default match path, more than two players ({mo['agents']}, core, one "
                     f"worker) on {', '.join(mo['decks'])}:")
        for mode in ("ffa3", "ffa4", "2v2"):
            f = mo[mode]
            same = "" if f["same_games"] else "; NOT the same games"
            lines.append(f"  {mode:<5} {f['games_per_s']:>9,.0f} games/s "
                         f"{f['decisions_per_s']:>11,.0f} decisions/s ({f['games']} games); "
                         f"driven from Python {f['python_games_per_s']:,.1f} games/s: "
                         f"{f['batch_over_python']:,.0f}x{same}")
    if "instructions" in rep:
        ins = rep["instructions"]
        lines.append(f"instructions per decision (callgrind, {ins['decks']}, {ins['games']} "
                     f"games, random agents): {ins['instructions_per_decision']:,.0f} "
                     f"({ins['instructions']:,} instructions, {ins['decisions']:,} decisions)")
    if "scaling" in rep:
        sc = rep["scaling"]
        what = ("default match path" if sc["engine"] == "core"
                else "reference engine, random agents")
        for w in (1, 2):
            lines.append(f"{what}, {w} worker(s): {sc[w]['games_per_s']:,.1f} games/s, "
                         f"harness overhead {100 * sc[w]['overhead']:.1f}% of engine time")
        lines.append(f"2 workers / 1 worker: {sc['speedup_2_over_1']:.2f}x")
    if "targets" in rep:
        lines.append("targets:")
        for t in rep["targets"]:
            met = "pass" if t["met"] else "FAIL"
            lines.append(f"  {t['label']:<52} {_fmt(t['value'], t['unit']):>20}  "
                         f"target {t['compare']} {_fmt(t['target'], t['unit']):<20} {met}")
    return "\n".join(lines)


# ------------------------------------------------------------------ --profile

#: callgrind collects only inside these functions (tried in order until one collects): the
#: Python wrapper of the core's `play_games`, then its implementation function
TOGGLE_PATTERNS = ("__pyx_pw_7riftsim_5_core_6engine_*play_games*",
                   "__pyx_pf_7riftsim_5_core_6engine_*play_games*")
_PYX_PREFIXES = ("__pyx_f_7riftsim_5_core_6engine_", "__pyx_pf_7riftsim_5_core_6engine_",
                 "__pyx_pw_7riftsim_5_core_6engine_")
PROFILE_TOP = 15
PERF_SECONDS = 3.0              # perf: the games repeated until they took this long


#: the built-in agents `profile` may put on both seats (`riftsim bench --profile-agent`)
PROFILE_AGENTS = ("random", "heuristic")


class ProfilerError(RuntimeError):
    """No profiler available, or the profiler run failed (the message says which)."""


def profile_workload(games: int, seed: int, decks, result_path: str,
                     min_seconds: float = 0.0, agent: str = "random") -> None:
    """The workload `profile` runs under the profiler: the round robin's `play_games` with
    the built-in `agent` on both seats (random: the games `riftsim bench` times; heuristic:
    those of the default `match` path), `games` spread over the 78 pairings as `rr_batch`
    does, or `games` on `decks` (two deck specs; the games of
    `riftsim.core.play_games(decks, games, seed, agents=(agent, agent))`);
    writes games and decisions as JSON to `result_path`. Decks, tables and agents are
    prepared before the first `play_games` call, so a profiler that collects inside
    `play_games` only sees the games. Under callgrind started with --instr-atstart=no,
    `callgrind_control` (the path in RIFTSIM_CALLGRIND_CONTROL) switches instrumentation on
    here, after the interpreter's start-up and imports, which then run at full speed.
    `min_seconds`: repeat the games until they took that long (for a sampling profiler,
    which also sees the start-up)."""
    import json
    import os
    import subprocess

    rr = (RoundRobin(seed, agents=(agent, agent)) if decks is None else
          RoundRobin(seed, [tuple(decks)], batch_seeds=[seed], agents=(agent, agent)))
    control = os.environ.get("RIFTSIM_CALLGRIND_CONTROL")
    if control:
        subprocess.run([control, "-i", "on", str(os.getpid())], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    decisions = reps = 0
    t0 = time.perf_counter()
    while reps == 0 or time.perf_counter() - t0 < min_seconds:
        for i, n in enumerate(spread(games, len(rr.pairs))):
            if n:
                decisions += int(_checked(rr.play(i, n), "the profile run")["decisions"].sum())
        reps += 1
    with open(result_path, "w") as f:
        json.dump({"games": games * reps, "decisions": decisions, "repetitions": reps}, f)


def _workload_cmd(games: int, seed: int, decks, result_path: str,
                  min_seconds: float = 0.0, agent: str = "random") -> list[str]:
    import json
    import sys

    code = ("import json, sys; from riftsim.bench import profile_workload; "
            "profile_workload(int(sys.argv[1]), int(sys.argv[2]), json.loads(sys.argv[3]), "
            "sys.argv[4], float(sys.argv[5]), sys.argv[6])")
    return [sys.executable, "-c", code, str(games), str(seed),
            json.dumps(None if decks is None else [str(d) for d in decks]), result_path,
            str(min_seconds), agent]


def _short(fn: str) -> str:
    for p in _PYX_PREFIXES:
        if fn.startswith(p):
            return fn[len(p):]
    return fn


def parse_callgrind_annotate(text: str, top: int = PROFILE_TOP) -> tuple[int, list[dict]]:
    """(total Ir, the `top` functions by self Ir) from `callgrind_annotate` output."""
    import re

    total = None
    funcs = []
    row = re.compile(r"^\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(.+?)\s*$")
    section = None             # the totals, then the function list; then source annotations
    for line in text.splitlines():
        if line.startswith("-----"):
            continue
        head = line.split()
        if head[:1] == ["Ir"]:
            if section == "functions" and funcs:
                break
            section = "functions" if "file:function" in line else "totals"
            continue
        m = row.match(line)
        if not m or section is None:
            continue
        ir = int(m.group(1).replace(",", ""))
        rest = m.group(3)
        if rest.startswith("PROGRAM TOTALS"):
            total = ir
            continue
        obj = ""
        if rest.endswith("]") and " [" in rest:
            rest, obj = rest[:-1].rsplit(" [", 1)
        file, _, fn = rest.rpartition(":")
        funcs.append({"function": fn, "name": _short(fn), "file": file,
                      "object": obj.rsplit("/", 1)[-1], "ir": ir})
    if total is None:
        raise ProfilerError("callgrind_annotate printed no PROGRAM TOTALS line")
    funcs.sort(key=lambda f: -f["ir"])
    funcs = funcs[:top]
    for f in funcs:
        f["percent"] = 100.0 * f["ir"] / total if total else 0.0
    return total, funcs


def _run(cmd: list[str], what: str, env=None):
    import subprocess

    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        tail = "\n".join((r.stderr or r.stdout).strip().splitlines()[-5:])
        raise ProfilerError(f"{what} failed (exit {r.returncode}): {tail}")
    return r


def _callgrind(valgrind: str, games: int, seed: int, decks, out_file: str,
               result_path: str, agent: str) -> dict:
    import json
    import shutil

    import os

    annotate = shutil.which("callgrind_annotate")
    if annotate is None:
        raise ProfilerError("valgrind is on PATH but callgrind_annotate is not (it ships with "
                            "valgrind)")
    # instrument only from the workload's first game on (callgrind_control switches it on),
    # else from the start: the same instructions are collected, only slower. Each toggle
    # pattern is tried until one collects; with callgrind_control, then again without it.
    control = shutil.which("callgrind_control")
    tries = [(p, control) for p in TOGGLE_PATTERNS]
    if control:
        tries += [(p, None) for p in TOGGLE_PATTERNS]
    failed = None
    for pattern, ctl in tries:
        env = dict(os.environ)
        env.pop("RIFTSIM_CALLGRIND_CONTROL", None)
        if ctl:
            env["RIFTSIM_CALLGRIND_CONTROL"] = ctl
        cmd = [valgrind, "--tool=callgrind", f"--callgrind-out-file={out_file}",
               f"--toggle-collect={pattern}", *(["--instr-atstart=no"] if ctl else []),
               *_workload_cmd(games, seed, decks, result_path, agent=agent)]
        t0 = time.perf_counter()
        try:
            _run(cmd, "valgrind --tool=callgrind", env)
        except ProfilerError as exc:
            if not ctl:
                raise
            failed = exc                     # e.g. callgrind_control could not connect
            continue
        seconds = time.perf_counter() - t0
        ann = _run([annotate, "--auto=no", "--inclusive=no", "--threshold=100", out_file],
                   "callgrind_annotate").stdout
        total, funcs = parse_callgrind_annotate(ann)
        if total > 0:                        # the pattern matched: play_games was collected
            break
    else:
        raise ProfilerError("callgrind collected no instructions inside play_games with "
                            f"either toggle pattern ({', '.join(TOGGLE_PATTERNS)}); is the "
                            "core built with its symbols?"
                            + (f" ({failed})" if failed else ""))
    with open(result_path) as f:
        res = json.load(f)
    decisions = res["decisions"]
    return {"profiler": "callgrind", "toggle_collect": pattern, "seconds": seconds,
            "games": res["games"], "decisions": decisions, "instructions": total,
            "repetitions": res["repetitions"],
            "instructions_per_decision": total / decisions if decisions else None,
            "instructions_per_game": total / res["games"], "top": funcs,
            "command": " ".join(cmd[:4 + bool(ctl)]) + " python -c <workload>",
            "annotate": f"callgrind_annotate {out_file}"}


def parse_perf_report(text: str, top: int = PROFILE_TOP) -> list[dict]:
    """The `top` symbols of `perf report --stdio --no-children --sort dso,symbol` output."""
    import re

    row = re.compile(r"^\s*([\d.]+)%\s+(\S+)\s+\[[.kK]\]\s+(\S+)")
    out = []
    for line in text.splitlines():
        m = row.match(line)
        if m:
            fn = m.group(3)
            out.append({"function": fn, "name": _short(fn), "object": m.group(2),
                        "percent": float(m.group(1))})
    out.sort(key=lambda f: -f["percent"])
    return out[:top]


def _perf(perf: str, games: int, seed: int, decks, out_file: str, result_path: str,
          agent: str) -> dict:
    import json

    cmd = [perf, "record", "-q", "-o", out_file, "--",
           *_workload_cmd(games, seed, decks, result_path, PERF_SECONDS, agent)]
    t0 = time.perf_counter()
    _run(cmd, "perf record")
    seconds = time.perf_counter() - t0
    rep = _run([perf, "report", "--stdio", "--no-children", "-i", out_file,
                "--sort", "dso,symbol"], "perf report").stdout
    with open(result_path) as f:
        res = json.load(f)
    return {"profiler": "perf", "seconds": seconds, "games": res["games"],
            "repetitions": res["repetitions"],
            "decisions": res["decisions"], "instructions": None,
            "instructions_per_decision": None, "top": parse_perf_report(rep),
            "note": f"perf samples the whole process (the games, repeated for at least "
                    f"{PERF_SECONDS:g} s, and Python's start-up): shares of samples, no "
                    f"instruction counts; valgrind gives exact instructions per decision",
            "command": " ".join(cmd[:5]) + " python -c <workload>",
            "annotate": f"perf report -i {out_file} --no-children"}


def profile(games: int = 156, seed: int = 1, decks=None, out: str | None = None,
            tool: str | None = None, agent: str = "random") -> dict:
    """Run `profile_workload` (the round robin's `play_games`, `agent` on both seats: random
    or heuristic; or `decks`)
    under callgrind, collecting only inside `play_games` (`TOGGLE_PATTERNS`), and report the
    total instructions, the decisions, instructions per decision and the top functions by
    self instructions. Without valgrind, under `perf record` (sample shares, no instruction
    counts); with neither, raise `ProfilerError` saying so. `out`: keep the profiler's
    output file there (else a temporary file). `tool`: "callgrind" or "perf" to force one."""
    import os
    import shutil
    import tempfile

    if games < 1:
        raise ValueError("the profile run needs at least 1 game")
    if agent not in PROFILE_AGENTS:
        raise ValueError(f"the profile run's agent is one of {', '.join(PROFILE_AGENTS)}, "
                         f"not {agent!r}")
    if decks is not None:
        if len(decks) != 2:
            raise ValueError(f"1v1 needs exactly 2 decks, got {len(decks)}")
        check_core_decks([_resolve_deck(d) for d in decks])
    valgrind = shutil.which("valgrind") if tool in (None, "callgrind") else None
    perf = shutil.which("perf") if tool in (None, "perf") and valgrind is None else None
    if valgrind is None and perf is None:
        raise ProfilerError("no profiler found: --profile needs valgrind (callgrind, exact "
                            "instruction counts; e.g. apt-get install valgrind) or perf on "
                            "PATH")
    with tempfile.TemporaryDirectory(prefix="riftsim-profile-") as tmp:
        out_file = out or os.path.join(tmp, "callgrind.out" if valgrind else "perf.data")
        result_path = os.path.join(tmp, "result.json")
        if valgrind:
            rep = _callgrind(valgrind, games, seed, decks, out_file, result_path, agent)
        else:
            rep = _perf(perf, games, seed, decks, out_file, result_path, agent)
    rep.update(seed=seed, agents=agent,
               decks=ROUND_ROBIN if decks is None else " vs ".join(str(d) for d in decks),
               out=out)
    return rep


def format_profile(rep: dict) -> str:
    """The human-readable text of `riftsim bench --profile`."""
    lines = [f"profile ({rep['profiler']}) of play_games, {rep['agents']} agents on both seats: "
             f"{rep['decks']}, {rep['games']} games, seed {rep['seed']} "
             f"({rep['seconds']:.1f} s under the profiler)"]
    if rep["profiler"] == "callgrind":
        lines.append(f"  collected inside {rep['toggle_collect']}")
        lines.append(f"  instructions {rep['instructions']:,}, decisions {rep['decisions']:,}: "
                     f"{rep['instructions_per_decision']:,.0f} instructions per decision "
                     f"({rep['instructions_per_game']:,.0f} per game)")
        lines.append(f"  top {len(rep['top'])} functions by self instructions:")
        for f in rep["top"]:
            lines.append(f"  {f['ir']:>14,} {f['percent']:6.2f}%  {f['name']}"
                         + (f"  [{f['object']}]" if f["object"] and not
                            f["object"].startswith("engine.") else ""))
    else:
        lines.append(f"  decisions {rep['decisions']:,}; {rep['note']}")
        lines.append(f"  top {len(rep['top'])} symbols by self samples:")
        for f in rep["top"]:
            lines.append(f"  {f['percent']:6.2f}%  {f['name']}  [{f['object']}]")
    if rep.get("out"):
        lines.append(f"  profile kept in {rep['out']}: {rep['annotate']}")
    return "\n".join(lines)
