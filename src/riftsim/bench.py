"""`riftsim bench`: throughput figures of both engines, measured in one run on the same games.

One run plays the same games (game i: seed ``derive_seed(seed, i)``, player ``i % 2`` goes
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
`step()` and a bare `step()` replay), the core's state size, and prints the targets
next to the figures as met / not met. The default decks are two seeded random decks of cards
the core runs (`riftsim.parity.random_decks(seed, card_filter=supports)`).

The agents' figures (with the core): the default `riftsim match` path (`simulate` with its
default heuristic agents, the core's batch loop) on one worker, against `play_games` with
random agents on the same decks and games (each the fastest of three runs, alternated, so
the ratio is measured under the same conditions), and the search agent's decisions and
playouts per second at its default budget (``--search-games`` games against the heuristic).
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

#: the figures' targets: (key, label, figure path, bound, "ge"/"le", unit)
TARGETS = (
    ("core_over_reference", "core batch / reference games/s (same games)",
     ("ratios", "core_batch_over_reference"), 100.0, "ge", "x"),
    ("core_games_per_s", "core batch games/s (one core)",
     ("core_batch", "games_per_s"), 2000.0, "ge", "games/s"),
    ("core_decisions_per_s", "core batch decisions/s (one core)",
     ("core_batch", "decisions_per_s"), 500_000.0, "ge", "decisions/s"),
    ("clone_us", "core clone(), log_events=False",
     ("core_python", "clone_nolog_us"), 1.0, "le", "us"),
    ("clone_logged_us", "core clone(), protocol game (events logged)",
     ("core_python", "clone_us"), 1.0, "le", "us"),
    ("state_bytes", "core state size",
     ("state_bytes",), 16 * 1024, "le", "bytes"),
    ("python_step_us", "Python-driven core, legal_actions()+step()",
     ("core_python", "step_fast_us"), 3.0, "le", "us/decision"),
    ("python_apply_us", "Python-driven core, legal_actions()+apply()",
     ("core_python", "step_us"), 3.0, "le", "us/decision"),
    ("match_games_per_s", "default match path (heuristic agents), one core",
     ("agents", "match", "games_per_s"), 2000.0, "ge", "games/s"),
    ("match_over_random", "default match path / random play_games, same games",
     ("agents", "match_over_random"), 0.8, "ge", "x"),
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
    from riftsim.core import new_core_game

    decks = [_resolve_deck(d) for d in decks]
    rs = _choices(seed, decisions)
    games = []                      # (game seed, actions)
    done = 0
    t = 0.0
    while done < decisions:
        gs = derive_seed(seed, 10_000 + len(games))
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
        games.append((gs, seq))
    t_step = 0.0
    bad = 0
    for gs, seq in games:
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
        met = None if v is None else (v >= bound if cmp == "ge" else v <= bound)
        out.append({"key": key, "label": label, "value": v, "target": bound,
                    "compare": ">=" if cmp == "ge" else "<=", "unit": unit, "met": met})
    return out


def run(decks=None, games: int = 50, seed: int = 1, core_games: int = 2000,
        engines=("reference", "core"), with_scaling: bool = False,
        scaling_games: int = 20_000, agent_games: int = 4000, search_games: int = 3) -> dict:
    """All figures of `riftsim bench` from one run (see the module docstring).

    `decks`: two deck specs or `Deck`s (None: `default_decks(seed)`); `engines`: which
    engines to measure (the core figures need decks the core runs)."""
    if games < 1 or core_games < 1:
        raise ValueError("--games and --core-games must be at least 1")
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
        report["state_bytes"] = int(STATE_BYTES)

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
            met = "n/a" if t["met"] is None else ("met" if t["met"] else "NOT MET")
            lines.append(f"  {t['label']:<52} {_fmt(t['value'], t['unit']):>20}  "
                         f"target {t['compare']} {_fmt(t['target'], t['unit']):<20} {met}")
    return "\n".join(lines)
